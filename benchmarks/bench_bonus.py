"""Winner, next leader and bonus from tokens: skrules against a plain adjudicator, in one run.

Run by hand: ``python benchmarks/bench_bonus.py [--tricks 20000] [--rounds 7] [--base-rev REV]``.
Over the random tricks of ``bench_trick.py`` (2-8 cards from the 74-card box), it times in turn,
round after round in one process:

- the yardstick: ``naive_trick.adjudicate``, a plain adjudicator written straight from the
  rulebook (winner, next leader, bonus);
- ``judge(tokens, explain=False)`` alone (no bonus read);
- the same, then ``.winner``, ``.next_leader`` and ``.bonus`` read;
- ``judge(tokens)`` with those read but not its trace (the trick built for it, nothing written);
- ``judge(tokens)`` with those read and the trace too, as dictionaries with its English text
  (``as_list``);
- ``judge(tokens)`` with those read and the trace read as data: each step's rule, message and
  typed values, from which any language says it (not timed for a revision whose steps have no
  messages);
- ``judge(tokens, explain=False)`` with those read and its trace, which is empty;

and, with ``--base-rev``, the same skrules paths of that revision (its ``skrules/`` taken
out with ``git archive`` and loaded beside this one), so that "today" is measured in the same
run. Each round takes the tricks 200 at a time and runs every path on them in turn, so that a
busy moment on the shared machine slows every path alike; its figures are CPU time
(``time.process_time``). The ratios are taken within a round, and their range over the rounds
is printed. The yardstick and skrules are checked to agree on every trick first. Asserts nothing
about speed.

``--parts`` prints instead where an explained trick's time goes, phase by phase over the same
tricks: reading the tokens, building the trick, climbing the ladder with the captures, writing
the trace and reading it as dictionaries (each phase timed alone over objects the one before made).
"""

from __future__ import annotations

import argparse
import importlib
import io
import subprocess
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_compare import load
from bench_trick import random_cases
from naive_trick import adjudicate

Tokens = list[list[str]]
Path_ = Callable[[Tokens], object]


def skrules_paths(package: str) -> dict[str, Path_]:
    """The paths of the skrules imported as ``package``, each over the tricks it is given."""
    trick = importlib.import_module(f"{package}.trick")
    rules_module = importlib.import_module(f"{package}.rules")
    rules = rules_module.RuleSet(modules=rules_module.parse_modules("advanced"))
    judge = trick.judge

    def quiet(tokens: Tokens) -> None:
        for toks in tokens:
            judge(toks, rules, explain=False)

    def bonus(tokens: Tokens) -> None:
        for toks in tokens:
            v = judge(toks, rules, explain=False)
            v.winner, v.next_leader, v.bonus  # noqa: B018  # read, as a player's program does

    def unread(tokens: Tokens) -> None:
        for toks in tokens:
            v = judge(toks, rules)
            v.winner, v.next_leader, v.bonus  # noqa: B018  # the trace not read: the trick built, nothing written

    def traced(tokens: Tokens) -> None:
        for toks in tokens:
            v = judge(toks, rules)
            v.winner, v.next_leader, v.bonus  # noqa: B018
            v.trace.as_list()

    def data(tokens: Tokens) -> None:
        for toks in tokens:
            v = judge(toks, rules)
            v.winner, v.next_leader, v.bonus  # noqa: B018
            for step in v.trace:
                step.rule, step.message, step.values  # noqa: B018  # what a localizer or an app reads

    def unexplained(tokens: Tokens) -> None:
        for toks in tokens:
            v = judge(toks, rules, explain=False)
            v.winner, v.next_leader, v.bonus  # noqa: B018
            v.trace.as_list()

    paths = {
        "judge, no bonus": quiet,
        "judge + winner, next leader, bonus": bonus,
        "judge (explained) + bonus, trace not read": unread,
        "judge + trace read": traced,
        "judge + trace read as data": data,
        "judge(explain=False) + bonus + its empty trace": unexplained,
    }
    if not hasattr(importlib.import_module(f"{package}.trace").Step, "message"):
        del paths["judge + trace read as data"]
    return paths


def check(tokens: list[list[str]]) -> None:
    """The yardstick and skrules agree on every trick (else its figures mean nothing)."""
    trick = importlib.import_module("skrules.trick")
    for toks in tokens:
        v = trick.judge(toks, explain=False)
        ours = (v.winner, v.trick.first_play_of(v.next_leader), v.bonus)
        if adjudicate(toks) != ours:
            raise SystemExit(f"the yardstick disagrees on {toks}: {adjudicate(toks)} != {ours}")


def extract(rev: str) -> Path:
    """The ``skrules/`` of a revision of this repository, in a temporary directory."""
    root = Path(__file__).resolve().parent.parent
    archive = subprocess.run(["git", "-C", str(root), "archive", rev, "skrules"], check=True, capture_output=True)
    where = Path(tempfile.mkdtemp(prefix="skrules-base-"))
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(where, filter="data")
    return where


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--tricks", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--base-rev", help="a revision whose skrules is timed beside this one (today)")
    parser.add_argument("--parts", action="store_true", help="where an explained trick's time goes, phase by phase")
    args = parser.parse_args()
    _, cases = random_cases(args.tricks, "advanced")
    tokens = [t for t, _ in cases]
    check(tokens)
    if args.parts:
        parts(tokens, args.rounds)
        return
    runs: dict[str, Path_] = {"yardstick (naive_trick)": lambda chunk: [adjudicate(t) for t in chunk]}
    if args.base_rev:
        load(extract(args.base_rev), "skrules_base")
        runs |= {f"today: {label}": run for label, run in skrules_paths("skrules_base").items()}
    runs |= skrules_paths("skrules")
    chunks = [tokens[i : i + CHUNK] for i in range(0, len(tokens), CHUNK)]
    rounds = [timed_round(runs, chunks) for _ in range(args.rounds)]
    report(args.tricks, rounds, bool(args.base_rev))


CHUNK = 200  # the tricks each path judges in turn: a busy moment on the machine slows every path alike


def timed_round(runs: dict[str, Path_], chunks: list[Tokens]) -> dict[str, float]:
    """Every path over every trick, chunk after chunk, each path in turn on each chunk (in the
    reverse order on every other chunk, so that no path always follows the same one): CPU
    seconds per path."""
    took = dict.fromkeys(runs, 0.0)
    order = list(runs.items())
    for k, chunk in enumerate(chunks):
        for label, run in order if k % 2 else order[::-1]:
            start = time.process_time()
            run(chunk)
            took[label] += time.process_time() - start
    return took


def report(n: int, rounds: list[dict[str, float]], today: bool) -> None:
    print(f"{n:,} random tricks of 2-8 cards from the 74-card box; {len(rounds)} rounds, CPU time")
    for label in rounds[0]:
        rates = sorted(n / r[label] for r in rounds)
        print(f"  {label:<54} {rates[0]:>9,.0f} .. {rates[-1]:>9,.0f} tricks/s")
    yard, bonus, quiet = "yardstick (naive_trick)", "judge + winner, next leader, bonus", "judge, no bonus"
    traced, empty = "judge + trace read", "judge(explain=False) + bonus + its empty trace"
    unread = "judge (explained) + bonus, trace not read"
    ratios = [(f"{bonus} / yardstick", bonus, yard), (f"{quiet} / yardstick", quiet, yard)]
    if today:
        ratios += [
            ("today: judge + bonus / yardstick", f"today: {bonus}", yard),
            ("judge + bonus / today's judge + bonus", bonus, f"today: {bonus}"),
            ("judge, no bonus / today's", quiet, f"today: {quiet}"),
            ("judge + trace read / today's judge + bonus", traced, f"today: {bonus}"),
            ("judge + trace read as data / today's judge + bonus", "judge + trace read as data", f"today: {bonus}"),
            ("  of which the trace unread / today's judge + bonus", unread, f"today: {bonus}"),
            ("explain=False + bonus + trace / today's judge + bonus", empty, f"today: {bonus}"),
            ("judge + trace read / today's", traced, f"today: {traced}"),
        ]
    print("ratios of speed, within each round (min .. max over the rounds):")
    for name, fast, slow in ratios:
        values = sorted(r[slow] / r[fast] for r in rounds)
        print(f"  {name:<54} {values[0]:>5.2f} .. {values[-1]:.2f}x")


def parts(tokens: Tokens, rounds: int) -> None:
    """Each phase of ``judge(tokens)`` with its trace read, timed alone: microseconds a trick
    (min .. max over the rounds)."""
    trick = importlib.import_module("skrules.trick")
    notation = importlib.import_module("skrules.notation")
    explain = importlib.import_module("skrules.explain").explain
    rules_module = importlib.import_module("skrules.rules")
    rules = rules_module.RuleSet(modules=rules_module.parse_modules("advanced"))
    plays = [tuple(notation.parse_plays(t)) for t in tokens]
    tricks = [trick._build(trick.Trick, p, rules) for p in plays]
    verdicts = [trick._decide(t, True) for t in tricks]
    traces = [explain(v) for v in verdicts]
    judge = trick.judge
    phases: dict[str, tuple[Callable[[Any], object], list[Any]]] = {  # each result dropped at once
        "read the tokens (parse_plays)": (notation.parse_plays, tokens),
        "build the trick": (lambda p: trick._build(trick.Trick, p, rules), plays),
        "climb, captures (_decide)": (lambda t: trick._decide(t, True), tricks),
        "bonus read": (lambda v: v.bonus, verdicts),
        "write the trace (explain)": (explain, verdicts),
        "read it (as_list)": (lambda t: t.as_list(), traces),
        "all of judge + bonus + as_list": (lambda t: _traced(judge, t, rules), tokens),
    }
    took: dict[str, list[float]] = {label: [] for label in phases}
    for _ in range(rounds):
        for label, (phase, inputs) in phases.items():
            start = time.process_time()
            for x in inputs:
                phase(x)
            took[label].append(1e6 * (time.process_time() - start) / len(tokens))
    steps = sum(len(t) for t in traces) / len(traces)
    print(f"{len(tokens):,} random tricks, {steps:.1f} trace steps each; {rounds} rounds, CPU time")
    for label, times in took.items():
        print(f"  {label:<34} {min(times):6.2f} .. {max(times):6.2f} us a trick")


def _traced(judge: Callable[..., Any], tokens: list[str], rules: object) -> object:
    v = judge(tokens, rules)
    v.winner, v.next_leader, v.bonus  # noqa: B018
    return v.trace.as_list()


if __name__ == "__main__":
    main()
