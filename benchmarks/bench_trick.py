"""How fast tricks are adjudicated, and how fast `skrules trick --json` starts.

Run by hand: ``python benchmarks/bench_trick.py [--tricks 100000] [--runs 20]``. It prints:

- tricks per second over random tricks of 2-8 cards drawn from the full box, adjudicating with
  and without building the explanation, and checking the plays (Trick.of) separately;
- the wall time of ``skrules trick --json`` from start to finish, as a ratio to
  ``python3 -c pass`` measured in the same run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from skrules.cards import Box, Card, Face, Kind, Role, Suit
from skrules.notation import Play
from skrules.rules import FULL_BOX, RuleSet
from skrules.trick import Trick, adjudicate

RULES = RuleSet(modules=FULL_BOX)
DECK = Box(RULES.modules).cards()
CHARACTER = {Role.PIRATE, Role.SKULL_KING, Role.MERMAID, Role.FIRST_MATE, Role.KRAKEN, Role.WHITE_WHALE, Role.STINGRAY}


def random_trick(rng: random.Random) -> list[Play]:
    """A legal random trick: declarations made, the Wild 15 named when needed, the Plank's choice given."""
    cards = rng.sample(DECK, rng.randint(2, 8))
    lead: Suit | str | None = None
    out = []
    for i, card in enumerate(cards):
        if card.kind is Kind.TIGRESS:
            card = Card.tigress(rng.choice([Role.PIRATE, Role.ESCAPE]))
        elif card.face is Face.ZERO_FOURTEEN:
            card = Card.number(card.suit, rng.choice([0, 14]), Face.ZERO_FOURTEEN)  # type: ignore[arg-type]
        elif card.face is Face.WILD:
            standard = lead if isinstance(lead, Suit) and lead is not Suit.BLACK else None
            card = Card.wild(standard if isinstance(lead, Suit) else rng.choice("gpy"))
        if lead is None:
            if card.is_number:
                lead = card.suit
            elif card.role in CHARACTER and i == 0:
                lead = "none"
        out.append(Play(card, f"P{i + 1}"))
    pirates = [i for i, p in enumerate(out) if p.card.role is Role.PIRATE]
    for i, p in enumerate(out):
        if p.card.kind is Kind.PLANK and len(pirates) > 1:
            out[i] = Play(p.card, p.player, str(rng.choice(pirates) + 1))
    return out


def rate(label: str, count: int, seconds: float) -> None:
    print(f"{label:<44} {count / seconds:>12,.0f} tricks/s   ({seconds:.2f} s for {count:,})")


def bench_engine(n: int) -> None:
    rng = random.Random(2026)
    plays = [random_trick(rng) for _ in range(n)]
    start = time.perf_counter()
    tricks = [Trick.of(p, RULES) for p in plays]
    rate("check the plays (Trick.of)", n, time.perf_counter() - start)
    for explain in (False, True):
        start = time.perf_counter()
        for t in tricks:
            adjudicate(t, explain=explain)
        rate(f"adjudicate, {'with' if explain else 'without'} the trace", n, time.perf_counter() - start)
    start = time.perf_counter()
    for p in plays:
        adjudicate(Trick.of(p, RULES))
    rate("check + adjudicate with the trace", n, time.perf_counter() - start)


def wall(cmd: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_startup(runs: int) -> None:
    skrules = str(Path(sys.executable).with_name("skrules"))
    base = wall([sys.executable, "-c", "pass"], runs)
    cli = wall([skrules, "trick", "--json", "mermaid", "sk", "rosie"], runs)
    imports = wall([sys.executable, "-c", "import skrules.cli.trick"], runs)
    print(f"{'python -c pass':<44} {base * 1000:>9.1f} ms (median of {runs})")
    label = 'python -c "import skrules.cli.trick"'
    print(f"{label:<44} {imports * 1000:>9.1f} ms")
    print(f"{'skrules trick --json mermaid sk rosie':<44} {cli * 1000:>9.1f} ms   = {cli / base:.2f} x python -c pass")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tricks", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    bench_engine(args.tricks)
    bench_startup(args.runs)


if __name__ == "__main__":
    main()
