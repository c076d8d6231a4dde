"""Running the audit: one pure function per shard, results that merge, and three ways to run them.

A shard is a prefix of the trick (its first card, or first two); :func:`audit_shard` enumerates
every class that starts with it, judges each under every rule set, checks the invariants, asks
the second encoding, and returns plain data (:class:`Tally`). Tallies add up with
:func:`merge`, so shards can run in this process, in a pool of processes (``jobs``), or on a
Dask cluster (``scheduler``), in any order.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.pool
import os
import signal
import sys
import time
from collections.abc import Iterable, Iterator, Sequence

from ..errors import SkrulesError
from ..rules import RULINGS, RuleSet
from ..trick import judge
from .answers import Answer, of_refusal, of_verdict
from .asp import answers
from .enumerate import LADDER_RULINGS, classes, deck_of, shards
from .invariants import INVARIANTS, check
from .seeds import verdict

__all__ = ["LADDER_RULINGS", "Spec", "Tally", "audit", "audit_shard", "merge", "rule_sets"]

DEFAULT = "default"

Tally = dict[str, object]  # JSON-able: counts and minimal examples (see ``_empty``)
Example = list[object]  # [tokens, ...details]; the smallest is the shortest, then lexicographic


class Spec:
    """What to audit: the deck, the largest trick, the base readings, and whether to run clingo."""

    __slots__ = ("asp", "base", "deck", "depth", "max_cards", "vary")

    def __init__(
        self, max_cards: int, deck: str = "all", base: Sequence[str] = (), *, asp: bool = True, vary: bool = True
    ) -> None:
        self.max_cards, self.deck, self.base, self.asp, self.vary = max_cards, deck, tuple(base), asp, vary
        self.depth = 1 if max_cards <= 4 else 2

    def as_dict(self) -> dict[str, object]:
        return {
            "max_cards": self.max_cards,
            "deck": self.deck,
            "rulings": list(self.base),
            "asp": self.asp,
            "vary": self.vary,
        }


def rule_sets(spec: Spec) -> list[tuple[str, RuleSet]]:
    """The base rule set, then (with ``vary``) one per other reading of each ladder ruling, the rest unchanged."""
    base = dict(t.split("=", 1) for t in spec.base)
    out = [(DEFAULT, RuleSet.from_options(deck=spec.deck, rulings=base))]
    for name in LADDER_RULINGS if spec.vary else ():
        ruling = RULINGS[f"ruling.{name}"]
        current = base.get(name, str(ruling.default.value))
        for reading in ruling.kind:
            if reading.value != current:
                label = f"{name}={reading.value}"
                out.append((label, RuleSet.from_options(deck=spec.deck, rulings={**base, name: reading.value})))
    return out


def _empty() -> Tally:
    return {"classes": 0, "raw": 0, "physical": 0, "judged": {}, "violations": {}, "disagreements": {}, "changes": {}}


def _refused(detail: object) -> bool:
    return str(detail).startswith("refused") or (isinstance(detail, list) and detail[:1] == ["refused"])


def _smaller(a: Example | None, b: Example) -> bool:
    """Whether ``b`` is the better example: one a recorded expectation settles (a disagreement's
    fifth item), then one that no reading refuses, then the shortest, then the first in order."""
    if a is None:
        return True
    return _order(b) < _order(a)


def _order(e: Example) -> tuple[bool, bool, int, list[str]]:
    tokens = e[0]
    assert isinstance(tokens, list)
    unsettled = len(e) < 5 or e[4] is None
    return (unsettled, any(map(_refused, e[1:3])), len(tokens), tokens)


def _count(table: dict[str, list[object]], key: str, raw: int, example: Example) -> None:
    """Add one class to ``table[key]`` = [classes, raw tricks, smallest example]."""
    row = table.setdefault(key, [0, 0, None])
    row[0] = int(str(row[0])) + 1
    row[1] = int(str(row[1])) + raw
    if _smaller(row[2], example):  # type: ignore[arg-type]
        row[2] = example


Judged = tuple[Answer, tuple[tuple[int, int], ...]]  # the engine's answer and the Loot's alliances


def audit_shard(spec: Spec, shard: int) -> Tally:
    """Every class of the shard judged under every rule set, checked and compared: a pure function."""
    deck = deck_of(RuleSet.from_options(deck=spec.deck))
    sets = rule_sets(spec)
    tally = _empty()
    judged: dict[str, list[object]] = tally["judged"]  # type: ignore[assignment]
    asked: dict[str, list[tuple[list[str], Answer, int]]] = {label: [] for label, _ in sets}
    prefix = shards(deck, spec.depth)[shard]
    for cls in classes(deck, spec.max_cards, prefix):
        tally["classes"] = int(str(tally["classes"])) + 1
        tally["raw"] = int(str(tally["raw"])) + cls.raw
        tally["physical"] = int(str(tally["physical"])) + cls.physical
        tokens = list(cls.tokens)
        first: Judged | None = None
        for label, rules in sets:
            got = _judge_one(tally, tokens, cls.raw, label, rules)
            if got[0].refused is None:
                _count(judged, label, cls.raw, [tokens])
            asked[label].append((tokens, got[0], cls.raw))
            if first is None:
                first = got
            elif got != first:  # the lead suit and the reason of a refusal count too
                _count(tally["changes"], label, cls.raw, [tokens, _show(first), _show(got)])  # type: ignore[arg-type]
    if spec.asp:
        _compare(tally, sets, asked)
    return tally


def _judge_one(tally: Tally, tokens: list[str], raw: int, label: str, rules: RuleSet) -> Judged:
    """The engine's answer under one rule set, with the invariants checked (or its refusal)."""
    try:
        v = judge(tokens, rules, explain=False)
    except SkrulesError as err:
        if type(err).__name__ == "RuleConflict":
            _count(tally["violations"], f"one-verdict|{label}", raw, [tokens, str(err)])  # type: ignore[arg-type]
        return of_refusal(err, tokens), ()
    for name, message in check(tokens, rules, v):
        _count(tally["violations"], f"{name}|{label}", raw, [tokens, message])  # type: ignore[arg-type]
    return of_verdict(v), v.alliances


def _show(got: Judged) -> str:
    """An answer in a few words, for an example (the Loot's alliances too)."""
    allied = ", ".join(f"card {a + 1} allied with card {b + 1}" for a, b in got[1])
    return got[0].show() + (f", {allied}" if allied else "")


def _compare(
    tally: Tally, sets: list[tuple[str, RuleSet]], asked: dict[str, list[tuple[list[str], Answer, int]]]
) -> None:
    """The answer-set program's answer to every trick, against the engine's: each part that
    differs, with the rule each side names for it, and which side a recorded example supports."""
    table: dict[str, list[object]] = tally["disagreements"]  # type: ignore[assignment]
    for label, rules in sets:
        rows = asked[label]
        for (tokens, mine, raw), theirs in zip(rows, answers(rules, [r[0] for r in rows]), strict=True):
            if not mine.agrees(theirs):
                parts = mine.differences(theirs) if theirs is not None else [["answer", "", "no single answer"]]
                example: Example = [tokens, mine.as_list(), None if theirs is None else theirs.as_list(), parts]
                _count(table, label, raw, [*example, verdict(tokens, rules, mine, theirs)])


def merge(tallies: Iterable[Tally]) -> Tally:
    """Tallies added up: counts summed, the smallest example kept."""
    out = _empty()
    for t in tallies:
        for key in ("classes", "raw", "physical"):
            out[key] = int(str(out[key])) + int(str(t[key]))
        for key in ("judged", "violations", "disagreements", "changes"):
            mine: dict[str, list[object]] = out[key]  # type: ignore[assignment]
            for name, (n, raw, example) in t[key].items():  # type: ignore[attr-defined]
                row = mine.setdefault(name, [0, 0, None])
                row[0] = int(str(row[0])) + n
                row[1] = int(str(row[1])) + raw
                if _smaller(row[2], example):  # type: ignore[arg-type]
                    row[2] = example
    return out


def audit(spec: Spec, *, jobs: int = 1, scheduler: str | None = None, client: object = None) -> Tally:
    """Run every shard (here, in ``jobs`` processes, or on the Dask scheduler) and merge them."""
    start, cpu = time.perf_counter(), time.process_time()
    count = len(shards(deck_of(RuleSet.from_options(deck=spec.deck)), spec.depth))
    if scheduler is not None or client is not None:
        parts = _on_dask(spec, count, scheduler, client)
    elif jobs > 1:
        with _pool(min(jobs, count)) as pool:
            parts = _gathered(pool, spec, count)
    else:
        parts = [audit_shard(spec, i) for i in range(count)]
    result = merge(parts)
    result["spec"] = spec.as_dict()
    result["shards"] = count
    result["rule_sets"] = [label for label, _ in rule_sets(spec)]
    result["seconds"] = round(time.perf_counter() - start, 3)
    result["cpu_seconds_here"] = round(time.process_time() - cpu, 3)
    result["invariants"] = {i.name: {"rule": i.rule, "text": i.text} for i in INVARIANTS}
    return result


_STOPS = {signal.SIGINT, signal.SIGTERM}
_PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


@contextlib.contextmanager
def _pool(jobs: int) -> Iterator[multiprocessing.pool.Pool]:
    """A pool of worker processes that never outlive this one.

    Leaving the block in any way (an interrupt, or ``SIGTERM`` turned into an exception by the
    command) terminates the workers. Should this process be killed outright, the kernel kills
    them (Linux: the parent-death signal). Ctrl-C and ``SIGTERM`` are held back while the
    workers start, so that a worker never sees one before it has set itself up to ignore it, and
    until the block that terminates them is entered, so that none arrives between the two.
    """
    masks = hasattr(signal, "pthread_sigmask")  # POSIX
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPS) if masks else set()
    try:
        pool = multiprocessing.Pool(jobs, initializer=_worker_start, initargs=(os.getpid(),))
    except BaseException:
        if masks:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)
        raise
    with pool:  # the pool's exit terminates the workers
        if masks:  # a stop held back until here is raised inside the block, so the exit still runs
            signal.pthread_sigmask(signal.SIG_SETMASK, held)
        yield pool


def _gathered(pool: multiprocessing.pool.Pool, spec: Spec, count: int) -> list[Tally]:
    """Every shard, run by the pool.

    The shards are handed over with Ctrl-C and ``SIGTERM`` held back: a stop raised while the pool's task
    queue is locked would leave the pool's exit waiting on that lock for ever. Only this thread can take
    them (the pool's own threads started with them held back), so a stop waits for the hand-over. The
    results are then awaited a moment at a time: a signal that lands just before a wait with no end would
    be handled only once the wait ends, which it would not.
    """
    masks = hasattr(signal, "pthread_sigmask")  # POSIX
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPS) if masks else set()
    try:
        pending = pool.starmap_async(audit_shard, [(spec, i) for i in range(count)], chunksize=1)
    finally:
        if masks:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)
    while True:
        try:
            return pending.get(_STOP_LATENCY)
        except multiprocessing.TimeoutError:
            continue


_STOP_LATENCY = 0.2  # seconds: the longest a stop may wait to be handled while the shards run


def _worker_start(parent: int) -> None:
    """A worker leaves Ctrl-C to its parent, dies of ``SIGTERM`` quietly, and dies with its parent.

    Ctrl-C reaches every process of the terminal's group: the parent alone answers it (one line),
    instead of each worker printing a traceback. A worker inherits its parent's handlers, which
    are not the worker's to run.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent()
    if os.getppid() != parent:  # the parent died before the line above took effect
        os._exit(1)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPS)


def _die_with_parent() -> None:
    """Ask the kernel to kill this process when its parent dies, even of ``SIGKILL`` (Linux only)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):  # no prctl to call: the parent's own cleanup still applies
        return


def _on_dask(spec: Spec, count: int, scheduler: str | None, client: object) -> list[Tally]:
    """Hand the shards to a Dask cluster: Dask schedules them; this only submits and gathers."""
    from distributed import Client

    own = client is None
    dask = Client(scheduler, timeout="20s") if own else client  # type: ignore[no-untyped-call]
    try:
        futures = dask.map(audit_shard, [spec] * count, range(count), pure=True)  # type: ignore[attr-defined]
        return list(dask.gather(futures))  # type: ignore[attr-defined]
    finally:
        if own:
            dask.close()  # type: ignore[attr-defined]
