"""How fast tricks are adjudicated, and how fast `skrules trick --json` starts.

Run by hand: ``python benchmarks/bench_trick.py [--tricks 100000] [--runs 20] [--deck all]``. It
prints tricks per second over random tricks of 2-8 cards drawn from the 74-card box (the base
game and the advanced cards; ``--deck all`` adds the Expansion Pack's 19 cards), each written
as token strings (``["g14", "tigress:pirate", "plank:3"]``) as the CLI and the scenario files
give them:

- ``judge(tokens, explain=False)``: parse, check and adjudicate, no trace;
- ``judge(tokens)`` with the trace read (its text built);
- the same plus checking every play against its player's hand (``check_trick``);
- ``Trick.of`` and ``adjudicate`` alone, from parsed plays;

each the best of three runs in CPU time (``time.process_time``), so that other work on a shared
machine counts less; then the wall time of ``skrules trick --json`` from start to finish, as a
ratio to ``python -c pass`` measured in the same run (``--runs 0`` skips it).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from skrules.cards import Box, Card, Face, Kind, Role, Suit
from skrules.notation import parse_plays
from skrules.rules import RuleSet, parse_modules
from skrules.trick import Trick, adjudicate

CHARACTER = {Role.PIRATE, Role.SKULL_KING, Role.MERMAID, Role.FIRST_MATE, Role.KRAKEN, Role.WHITE_WHALE, Role.STINGRAY}
Hands = dict[str, list[Card]]


def declare(card: Card, lead: Suit | None, rng: random.Random) -> Card:
    """The card as played: the Tigress and the 0/14 declared, the Wild 15 named or following."""
    if card.kind is Kind.TIGRESS:
        return Card.tigress(rng.choice([Role.PIRATE, Role.ESCAPE]))
    if card.face is Face.ZERO_FOURTEEN:
        return Card.number(card.suit, rng.choice([0, 14]), Face.ZERO_FOURTEEN)  # type: ignore[arg-type]
    if card.face is Face.WILD:
        if lead is None:
            return Card.wild(rng.choice("gpy"))
        return Card.wild(None if lead is Suit.BLACK else lead)
    return card


def random_trick(rng: random.Random, deck: Sequence[Card]) -> tuple[list[str], Hands]:
    """A legal random trick as tokens, with a hand of 1-5 cards for each player."""
    size = rng.randint(2, 8)
    drawn = rng.sample(deck, size + 4 * size)
    cards, spare = drawn[:size], drawn[size:]
    lead: Suit | None = None
    voided = False
    tokens: list[str] = []
    for i, card in enumerate(cards):
        played = declare(card, lead, rng)
        if lead is None and not voided:
            if played.is_number:
                lead = played.suit if played.face is not Face.WILD or played.suit else None
            elif played.role in CHARACTER and i == 0:
                voided = True
        tokens.append(str(played))
    pirates = [i for i, c in enumerate(cards) if c.kind is Kind.PIRATE or tokens[i] == "tigress:pirate"]
    for i, card in enumerate(cards):
        if card.kind is Kind.PLANK and len(pirates) > 1:
            tokens[i] = f"plank:{rng.choice(pirates) + 1}"
    hands = {f"P{i + 1}": [card, *spare[4 * i : 4 * i + rng.randint(0, 4)]] for i, card in enumerate(cards)}
    return tokens, hands


def rate(label: str, count: int, seconds: float) -> None:
    print(f"{label:<52} {count / seconds:>10,.0f} tricks/s   ({seconds:.2f} s for {count:,})", flush=True)


def timed(label: str, n: int, run: Callable[[], object], repeat: int = 3) -> None:
    """The best of ``repeat`` runs, in CPU time of this process (other work on a shared machine does not count)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    rate(label, n, best)


Cases = list[tuple[list[str], dict[str, str]]]  # tokens, and each player's hand as text (``parse_hand``)


def paths(package: str, deck: str, cases: Cases) -> dict[str, Callable[[], object]]:
    """The three paths timed, run by the skrules imported as ``package`` (``bench_compare.py``
    loads a second tree beside this one), each over every case."""
    trick = importlib.import_module(f"{package}.trick")
    legality = importlib.import_module(f"{package}.legality")
    notation = importlib.import_module(f"{package}.notation")
    rules_module = importlib.import_module(f"{package}.rules")
    rules = rules_module.RuleSet(modules=rules_module.parse_modules(deck))
    judge, adjudicate, make = trick.judge, trick.adjudicate, trick.Trick.of
    parse_plays, check_trick = notation.parse_plays, legality.check_trick
    hands = [{name: notation.parse_hand(cards) for name, cards in h.items()} for _, h in cases]
    tokens = [t for t, _ in cases]

    def quiet() -> None:
        for toks in tokens:
            judge(toks, rules, explain=False)

    def explained() -> None:
        for toks in tokens:
            len(judge(toks, rules).trace.as_list())

    def legal() -> None:
        for toks, held in zip(tokens, hands, strict=True):
            played = make(parse_plays(toks), rules)
            check_trick(played, held)
            len(adjudicate(played).trace.as_list())

    return {
        "judge(tokens, explain=False)": quiet,
        "judge(tokens), trace read": explained,
        "tokens + legality against hands + trace read": legal,
    }


def random_cases(n: int, deck: str) -> tuple[int, Cases]:
    """The deck's size and ``n`` random tricks of it with their hands, the same for a given deck."""
    rng = random.Random(2026)
    cards = Box(parse_modules(deck)).cards()
    cases: Cases = []
    for _ in range(n):
        tokens, hands = random_trick(rng, cards)
        cases.append((tokens, {name: ",".join(map(str, held)) for name, held in hands.items()}))
    return len(cards), cases


def bench_engine(n: int, deck: str) -> None:
    size, cases = random_cases(n, deck)
    print(f"{size}-card deck, random tricks of 2-8 cards", flush=True)
    for label, run in paths("skrules", deck, cases).items():
        timed(label, n, run)
    rules = RuleSet(modules=parse_modules(deck))
    plays = [parse_plays(t) for t, _ in cases]
    timed("Trick.of(plays) alone", n, lambda: [Trick.of(p, rules) for p in plays])
    tricks = [Trick.of(p, rules) for p in plays]
    timed("adjudicate(trick, explain=False) alone", n, lambda: [adjudicate(t, explain=False) for t in tricks])


def wall(cmd: Sequence[str], runs: int) -> float:
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
    print(f"{'python -c pass':<52} {base * 1000:>9.1f} ms (median of {runs})")
    label = 'python -c "import skrules.cli.trick"'
    print(f"{label:<52} {imports * 1000:>9.1f} ms")
    print(f"{'skrules trick --json mermaid sk rosie':<52} {cli * 1000:>9.1f} ms   = {cli / base:.2f} x python -c pass")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tricks", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--deck", default="advanced", help="the deck the tricks are drawn from (advanced: 74 cards)")
    args = parser.parse_args()
    bench_engine(args.tricks, args.deck)
    if args.runs:
        bench_startup(args.runs)


if __name__ == "__main__":
    main()
