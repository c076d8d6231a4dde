"""Two trees of skrules in one process, their paths timed in turn: what a change to the engine gained.

Run by hand: ``python benchmarks/bench_compare.py BASE [--tricks 20000] [--rounds 15]``. ``BASE`` is
the root of another checkout (say the main branch's): its ``skrules/`` is loaded as the package
``skrules_base``, beside the ``skrules`` this Python imports. The same random tricks as
``bench_trick.py`` (2-8 cards from the 74-card box, with hands) are judged by both, path after path
and side after side in every round, so a busy moment on a shared machine slows both alike; each
figure is the best round in CPU time (``time.process_time``). Prints, asserts nothing.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from bench_trick import random_trick

from skrules.cards import Box
from skrules.rules import ADVANCED_GAME, RuleSet

Cases = list[tuple[list[str], dict[str, list[str]]]]


def load(root: Path, name: str) -> ModuleType:
    """The package ``skrules`` under ``root``, imported as ``name`` (its modules import one another relatively)."""
    spec = importlib.util.spec_from_file_location(
        name, root / "skrules" / "__init__.py", submodule_search_locations=[str(root / "skrules")]
    )
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    return package


def paths(package: str, cases: Cases) -> dict[str, Callable[[], object]]:
    """The three paths of ``bench_trick.py``, run by the skrules imported as ``package``."""
    trick = importlib.import_module(f"{package}.trick")
    legality = importlib.import_module(f"{package}.legality")
    notation = importlib.import_module(f"{package}.notation")
    rules_module = importlib.import_module(f"{package}.rules")
    rules = rules_module.RuleSet(modules=rules_module.parse_modules("advanced"))
    judge, adjudicate, make = trick.judge, trick.adjudicate, trick.Trick.of
    parse_plays, parse_hand, check_trick = notation.parse_plays, notation.parse_hand, legality.check_trick
    hands = [{name: parse_hand(",".join(cards)) for name, cards in h.items()} for _, h in cases]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("base", type=Path, help="the root of the checkout to compare with")
    parser.add_argument("--tricks", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    rng = random.Random(2026)
    deck = Box(RuleSet(modules=ADVANCED_GAME).modules).cards()
    cases: Cases = []
    for _ in range(args.tricks):
        tokens, hands = random_trick(rng, deck)
        cases.append((tokens, {name: [str(c) for c in cards] for name, cards in hands.items()}))
    load(args.base, "skrules_base")
    sides = {"base": paths("skrules_base", cases), "this": paths("skrules", cases)}
    best = {(side, label): float("inf") for side, runs in sides.items() for label in runs}
    for _ in range(args.rounds):
        for label in sides["this"]:
            for side, runs in sides.items():
                start = time.process_time()
                runs[label]()
                best[side, label] = min(best[side, label], time.process_time() - start)
    print(f"{len(deck)}-card deck, {args.tricks:,} random tricks of 2-8 cards, best of {args.rounds} rounds")
    for label in sides["this"]:
        base, this = args.tricks / best["base", label], args.tricks / best["this", label]
        print(f"{label:<46} {base:>9,.0f} -> {this:>9,.0f} tricks/s   x{this / base:.2f}", flush=True)


if __name__ == "__main__":
    main()
