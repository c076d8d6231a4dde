"""How fast `skrules check` runs a large scenario library, and how much memory it takes.

Run by hand: ``python benchmarks/bench_check.py [--sizes 10000,100000] [--per-file 100] [--seed 1]``.
For each size it writes that many scenarios to a scratch folder, then runs every measurement
in a child process of its own, which reports its CPU and wall time and its peak resident set
size (``resource.getrusage``; 100,000 scenarios are to stay under 100 MB):

- ``end to end, plain``: ``skrules check --plain FOLDER`` in-process (the CLI's own run, output
  to /dev/null): reading, adjudicating and reporting;
- ``end to end, json``: the same with ``--json``, whose report holds every verdict;
- ``engine excluded``: the same plain check with ``run_scenario`` replaced by a stub that
  passes every scenario unread, so only finding and parsing the files, the session and the
  reporters are left (the adjudicator's speed is measured by benchmarks/bench_trick.py).

Rates are scenarios per second of the check's CPU time (``time.process_time``, which other work on
a shared machine does not move much); ``s`` is that CPU time, ``wall`` the child's whole run with
Python's start and imports. Each end-to-end line also says how much of it is the trick engine: the
``Trick.of`` and ``adjudicate`` calls the check made (and, for JSON, the verdicts written out as
``Verdict.as_dict``, explanation included), recorded in an untimed run and replayed on their own.
The scenarios are drawn from five families whose answers follow from the rules by construction
(the highest card of the lead suit, trump, all Escapes, the Mermaid over the Skull King and a
Pirate, the Kraken's would-be winner leading next), so every one of them must pass.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
Family = Callable[[random.Random, int], str]


def seats(rng: random.Random) -> list[str]:
    return NAMES[: rng.randint(3, 6)]


def lead_suit(rng: random.Random, k: int) -> str:
    players = seats(rng)
    suit = rng.choice("gpy")
    ranks = rng.sample(range(1, 14), len(players))
    best = players[ranks.index(max(ranks))]
    plays = " ".join(f"{p}={suit}{r}" for p, r in zip(players, ranks, strict=True))
    return f"scenario: lead suit {k}\ncites: rank.lead\ntrick: {plays}\nwinner: {best}\nnext leader: {best}\n"


def trump(rng: random.Random, k: int) -> str:
    players = seats(rng)
    suit = rng.choice("gpy")
    ranks = rng.sample(range(1, 14), len(players))
    trumper = rng.randrange(1, len(players))
    cards = [f"{suit}{r}" for r in ranks]
    cards[trumper] = f"b{ranks[trumper]}"
    plays = " ".join(f"{p}={c}" for p, c in zip(players, cards, strict=True))
    return f"scenario: trump {k}\ncites: rank.trump\ntrick: {plays}\nwinner: {players[trumper]}\nlead suit: {suit}\n"


def escapes(rng: random.Random, k: int) -> str:
    players = seats(rng)[:5]
    plays = " ".join(f"{p}=escape" for p in players)
    return f"scenario: escapes {k}\ncites: rank.escape\ntrick: {plays}\nwinner: {players[0]}\nbonuses: none\n"


def mermaid(rng: random.Random, k: int) -> str:
    players = seats(rng)
    cards = ["mermaid", "sk", "pirate"] + [f"g{r}" for r in rng.sample(range(1, 14), len(players) - 3)]
    rng.shuffle(cards)
    winner = players[cards.index("mermaid")]
    plays = " ".join(f"{p}={c}" for p, c in zip(players, cards, strict=True))
    return (
        f"scenario: mermaid {k}\ncites: rank.mermaid-king bonus.king\ntrick: {plays}\n"
        f"winner: {winner} mermaid\nbonuses: +40 bonus.king {winner}\n"
    )


def kraken(rng: random.Random, k: int) -> str:
    players = seats(rng)
    suit = rng.choice("gpyb")
    ranks = rng.sample(range(1, 14), len(players) - 1)
    at = rng.randrange(1, len(players))
    cards = [f"{suit}{r}" for r in ranks]
    cards.insert(at, "kraken")
    best = max(range(len(cards)), key=lambda i: ranks[i if i < at else i - 1] if i != at else -1)
    plays = " ".join(f"{p}={c}" for p, c in zip(players, cards, strict=True))
    return (
        f"scenario: kraken {k}\ncites: kraken.leader\ndeck: advanced\ntrick: {plays}\n"
        f"outcome: destroyed\nnext leader: {players[best]}\n"
    )


FAMILIES: list[Family] = [lead_suit, trump, escapes, mermaid, kraken]


def write_library(folder: Path, total: int, per_file: int, seed: int) -> None:
    rng = random.Random(seed)
    for start in range(0, total, per_file):
        count = min(per_file, total - start)
        text = "\n".join(rng.choice(FAMILIES)(rng, start + i) for i in range(count))
        (folder / f"generated-{start // per_file:04d}.skull").write_text(text, encoding="utf-8")


MODES = {
    "end to end, plain": ["--plain"],
    "end to end, json": ["--json"],
    "engine excluded": ["--plain", "--no-engine"],
}


def child(folder: str, flags: list[str]) -> None:
    """One measurement, in this process: run the check, print its figures as JSON."""
    from skrules.cli import main
    from skrules.scenario import session
    from skrules.scenario.run import Result, Status

    if "--engine-alone" in flags:
        print(json.dumps({"engine_cpu": engine_alone(folder, written="--json" in flags)}))
        return
    if "--no-engine" in flags:
        flags = [f for f in flags if f != "--no-engine"]
        vars(session)["run_scenario"] = lambda s: Result(s, Status.PASSED)
    start, cpu = time.perf_counter(), time.process_time()
    with Path(os.devnull).open("w", encoding="utf-8") as out, contextlib.redirect_stdout(out):
        code = main(["check", *flags, folder])
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # kilobytes on Linux
    print(json.dumps({"exit": code, "seconds": seconds, "cpu": cpu, "peak_mb": peak / 1024}))


def engine_alone(folder: str, *, written: bool) -> float:
    """The CPU time of the trick engine's share of a check: its calls, recorded untimed, then replayed."""
    from skrules.notation import Play
    from skrules.rules import RuleSet
    from skrules.scenario import run, session
    from skrules.trick import Trick, adjudicate

    recorded: list[tuple[Sequence[Play | str], RuleSet | None]] = []

    class RecordingTrick(Trick):
        @classmethod
        def of(cls, plays: Sequence[Play | str], rules: RuleSet | None = None) -> Trick:
            recorded.append((tuple(plays), rules))
            return Trick.of(plays, rules)

    setattr(run, "Trick", RecordingTrick)  # noqa: B010 (the attribute is not exported)
    try:
        session.check([folder], None, [])
    finally:
        setattr(run, "Trick", Trick)  # noqa: B010
    cpu = time.process_time()
    for plays, rules in recorded:
        verdict = adjudicate(Trick.of(plays, rules))
        if written:
            verdict.as_dict()
    return time.process_time() - cpu


def measure(folder: Path, flags: list[str]) -> dict[str, float]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, __file__, "--child", str(folder), *flags], capture_output=True, text=True, check=True
    )
    figures: dict[str, float] = json.loads(done.stdout)
    figures["wall"] = time.perf_counter() - start
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000,100000", help="comma-separated numbers of scenarios")
    ap.add_argument("--per-file", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--child", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child[0], args.child[1:])
        return
    failed = False
    for size in (int(n) for n in args.sizes.split(",")):
        with tempfile.TemporaryDirectory(prefix="skrules-bench-") as tmp:
            write_library(Path(tmp), size, args.per_file, args.seed)
            print(f"{size:,} scenarios in {-(-size // args.per_file)} files")
            for name, flags in MODES.items():
                f = measure(Path(tmp), flags)
                if "--no-engine" not in flags:  # the engine's share, in a child of its own
                    f["engine_cpu"] = measure(Path(tmp), [*flags, "--engine-alone"])["engine_cpu"]
                failed |= f["exit"] != 0
                share = f"  engine {f['engine_cpu'] / f['cpu']:4.0%}" if "engine_cpu" in f else ""
                print(
                    f"  {name:18} {size / f['cpu']:8,.0f} scenarios/s  {f['cpu']:7.2f} s "
                    f"(wall {f['wall']:.2f} s)  peak RSS {f['peak_mb']:6.1f} MB  exit {f['exit']:.0f}{share}"
                )
    if failed:
        print("some generated scenario did not pass: the families or the adjudicator are wrong")
        sys.exit(1)


if __name__ == "__main__":
    main()
