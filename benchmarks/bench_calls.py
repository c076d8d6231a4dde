"""Python function calls and bytecodes per trick: figures that machine load does not move.

Run by hand: ``python benchmarks/bench_calls.py [--tricks 5000] [--games 3]``. Timings on a shared
machine swing by a third from run to run; the number of calls (builtins included, counted by
cProfile) and of Python bytecodes executed (counted by ``sys.settrace`` with opcode events) per
trick are the same on every run, so they show what a change to the engine saved when the clock
cannot. It counts the same paths as ``bench_trick.py`` (the random tricks of 2-8 cards from the
74-card box), ``bench_game.py`` (8 players x 10 rounds) and ``bench_check.py`` (``skrules check``
of generated trick scenarios, plain and JSON, calls per scenario). Prints, asserts nothing.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import os
import pstats
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import FrameType

from bench_check import write_library
from bench_game import random_game
from bench_trick import random_trick

from skrules.cards import Box
from skrules.game import play_game
from skrules.legality import check_trick
from skrules.notation import parse_plays
from skrules.rules import ADVANCED_GAME, RuleSet
from skrules.trick import Trick, adjudicate, judge


def calls(run: Callable[[], object]) -> int:
    """The calls one run makes, once caches are warm."""
    run()
    profile = cProfile.Profile()
    profile.enable()
    run()
    profile.disable()
    return pstats.Stats(profile).total_calls  # type: ignore[attr-defined, no-any-return]


def bytecodes(run: Callable[[], object]) -> int:
    """The Python bytecodes one run executes, once caches are warm (builtins count none)."""
    run()
    count = 0

    def local(frame: FrameType, event: str, arg: object) -> object:
        nonlocal count
        if event == "opcode":
            count += 1
        return local

    def start(frame: FrameType, event: str, arg: object) -> object:
        frame.f_trace_opcodes = True
        return local

    sys.settrace(start)
    try:
        run()
    finally:
        sys.settrace(None)
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--tricks", type=int, default=5000)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--scenarios", type=int, default=1000)
    args = parser.parse_args()
    rules = RuleSet(modules=ADVANCED_GAME)
    rng = random.Random(2026)
    cases = [random_trick(rng, Box(rules.modules).cards()) for _ in range(args.tricks)]
    games = [random_game(random.Random(7), rules) for _ in range(args.games)]
    in_games = sum(len(r.tricks) for g in games for r in g.rounds)

    def legal() -> None:
        for tokens, hands in cases:
            trick = Trick.of(parse_plays(tokens), rules)
            check_trick(trick, hands)
            len(adjudicate(trick).trace.as_list())

    paths: list[tuple[str, Callable[[], object], int]] = [
        ("judge(tokens, explain=False)", lambda: [judge(t, rules, explain=False) for t, _ in cases], args.tricks),
        ("judge(tokens), trace read", lambda: [judge(t, rules).trace.as_list() for t, _ in cases], args.tricks),
        ("tokens + legality against hands + trace read", legal, args.tricks),
        ("play_game, 8 players x 10 rounds", lambda: [play_game(g, rules) for g in games], in_games),
    ]
    for label, run, n in paths:
        print(f"{label:<52} {calls(run) / n:8.1f} calls {bytecodes(run) / n:8.1f} bytecodes per trick", flush=True)
    with tempfile.TemporaryDirectory(prefix="skrules-calls-") as folder:
        write_library(Path(folder), args.scenarios, 100, 1)
        for fmt in ("plain", "json"):
            count = calls(checking(folder, fmt)) / args.scenarios
            print(f"{'skrules check --' + fmt + ', generated trick scenarios':<52} {count:8.1f} calls per scenario")


def checking(folder: str, fmt: str) -> Callable[[], object]:
    """``skrules check`` of a folder in one format, its output thrown away."""
    from skrules.cli import main

    def run() -> object:
        with Path(os.devnull).open("w", encoding="utf-8") as out, contextlib.redirect_stdout(out):
            return main(["check", f"--{fmt}", folder])

    return run


if __name__ == "__main__":
    main()
