"""The audit's cost: CPU time per trick class, and what N=4, 5 and 6 would take.

Run by hand: ``python benchmarks/bench_audit.py [--deck advanced] [--max-cards 4] [--sample 3]``.
It counts the classes of every length up to ``--max-cards`` exactly (enumeration only), audits a
sample of shards at that size (every reading, invariants and the second encoding) and measures
their CPU time, which machine load does not inflate the way it does wall time; then it projects
the whole run, and the next two sizes by extrapolating the growth of the class counts. Prints,
asserts nothing.
"""

from __future__ import annotations

import argparse
import time

from skrules.audit.enumerate import classes, deck_of, shards
from skrules.audit.run import Spec, audit_shard, rule_sets
from skrules.rules import RuleSet


def counts(deck_text: str, max_cards: int) -> dict[int, tuple[int, int]]:
    """Classes and written tricks of each length, counted exactly."""
    out: dict[int, list[int]] = {}
    for cls in classes(deck_of(RuleSet.from_options(deck=deck_text)), max_cards):
        row = out.setdefault(len(cls.tokens), [0, 0])
        row[0] += 1
        row[1] += cls.raw
    return {k: (v[0], v[1]) for k, v in sorted(out.items())}


def cpu_per_class(spec: Spec, sample: int) -> tuple[float, int]:
    """CPU seconds per class over an even sample of the shards, and the classes measured."""
    deck = deck_of(RuleSet.from_options(deck=spec.deck))
    every = shards(deck, spec.depth)
    picked = every[:: max(1, len(every) // sample)][:sample]
    cpu = 0.0
    n = 0
    for prefix in picked:
        start = time.process_time()
        tally = audit_shard(spec, every.index(prefix))
        cpu += time.process_time() - start
        n += int(str(tally["classes"]))
    return cpu / max(n, 1), n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deck", default="advanced")
    parser.add_argument("--max-cards", type=int, default=4)
    parser.add_argument("--sample", type=int, default=3, help="shards to time")
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--no-asp", action="store_true", help="leave the second encoding out, to measure its share")
    args = parser.parse_args()
    spec = Spec(args.max_cards, args.deck, asp=not args.no_asp)
    table = counts(args.deck, args.max_cards)
    for k, (n, raw) in table.items():
        print(f"{k} cards: {n:,} classes for {raw:,} written tricks")
    total = sum(n for n, _ in table.values())
    per, measured = cpu_per_class(spec, args.sample)
    readings = len(rule_sets(spec))
    print(f"CPU per class: {per * 1000:.2f} ms over {measured:,} classes ({readings} rule sets each)")
    what = "invariants" + ("" if args.no_asp else " and the second encoding: outcome, leader, lead, bonuses, refusals")
    print(f"  = {readings / per:,.0f} judged tricks per CPU-second (with {what})")
    cpu = total * per
    print(
        f"N={args.max_cards}, deck {args.deck}: {total:,} classes, {cpu / 60:.1f} CPU-minutes, "
        f"{cpu / 60 / args.cores:.1f} minutes on {args.cores} idle cores"
    )
    sizes = [n for n, _ in table.values()]
    if len(sizes) >= 3:
        r1, r2 = sizes[-2] / sizes[-3], sizes[-1] / sizes[-2]
        grow, last = r2 - r1, sizes[-1]
        for extra in (1, 2):
            ratio = r2 + grow * extra
            last = int(last * ratio)
            k = args.max_cards + extra
            print(
                f"projected N={k}: about {last:,} classes of {k} cards, {last * per / 3600:,.1f} core-hours "
                f"(growth x{ratio:.0f} per card, extrapolated)"
            )


if __name__ == "__main__":
    main()
