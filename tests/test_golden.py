"""Golden outputs: every answer skrules gives today, recomputed and compared byte for byte.

The files under ``tests/golden/`` hold the inputs and the outputs recorded from them (see its
README). A difference fails with a readable diff of the first cases that differ; a change that is
meant is re-recorded with ``python -m tests.golden.record KIND`` and listed in its commit.

The fast loop checks the scenario library, the rulebook's tricks and doctests, the score sheets
and a fiftieth of the random tricks with every refused one; the slow test checks all 10,300.
"""

from __future__ import annotations

import difflib
import json
import shlex
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from typing import Any

import pytest

from tests.golden import compute, record
from tests.golden.compute import GOLDEN

SHOWN = 5  # cases shown in full when some differ
FAST_EVERY = 50  # the fast loop checks every 50th random trick, and every refused one


@cache
def load(kind: str) -> tuple[dict[str, Any], ...]:
    path = record.FILES[kind]
    return tuple(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines())


def _flatten(value: Any, prefix: str = "") -> Iterator[tuple[str, str]]:
    """(where, text) for every leaf of an output, so that a diff names the output that differs."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _flatten(v, f"{prefix}.{k}" if prefix else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _flatten(v, f"{prefix}[{i}]")
    else:
        yield prefix, value if isinstance(value, str) else json.dumps(value)


def _inputs(case: dict[str, Any], argv: list[str] | None) -> str:
    if argv is not None:
        return "$ skrules " + shlex.join(argv)
    shown = {k: v for k, v in case.items() if k not in ("id", "kind", "out", "blocks", "setup")}
    return json.dumps(shown, ensure_ascii=False)[:300]


def _diff(expected: Any, actual: Any) -> list[str]:
    want, got = dict(_flatten(expected)), dict(_flatten(actual))
    lines: list[str] = []
    for where in dict.fromkeys([*want, *got]):
        a, b = want.get(where, "<missing>"), got.get(where, "<missing>")
        if a == b:
            continue
        diff = list(
            difflib.unified_diff(
                a.splitlines(), b.splitlines(), f"expected {where}", f"actual {where}", n=2, lineterm=""
            )
        )
        lines += [*diff[:40], *(["    ..."] if len(diff) > 40 else [])]
    return lines


def check(
    kind: str, cases: Iterable[dict[str, Any]], run: Callable[[dict[str, Any]], tuple[Any, list[str] | None]]
) -> None:
    """Recompute every case; fail with the first few differences and how to re-record a meant change."""
    failures: list[str] = []
    count = 0
    for case in cases:
        count += 1
        with compute.stable():
            actual, argv = run(case)
        if actual == case["out"]:
            continue
        if len(failures) < SHOWN:
            head = f"--- {kind} case {case['id']} ({case['kind']})\n{_inputs(case, argv)}"
            failures.append("\n".join([head, *_diff(case["out"], actual), *_full_outputs(case, argv)]))
        else:
            failures.append("")
    if failures:
        shown = [f for f in failures if f]
        pytest.fail(
            f"{len(failures)} of {count} {kind} cases differ from the golden file "
            f"{record.FILES[kind].relative_to(compute.ROOT)}; the first {len(shown)}:\n\n"
            + "\n\n".join(shown)
            + f"\n\nIf every difference is meant, re-record with `python -m tests.golden.record {kind}` and list "
            "each changed case with its reason in the commit (tests/golden/README.md).",
            pytrace=False,
        )


def _full_outputs(case: dict[str, Any], argv: list[str] | None) -> list[str]:
    """For a random trick stored as fingerprints only, what the command prints now."""
    if case["kind"] != "random-trick" or case.get("full") or argv is None:
        return []
    with compute.stable():
        now = compute.trick_outputs(argv)
    lines = ["actual output now (the golden file keeps only its fingerprint):"]
    for label, r in now.items():
        text = r["stdout"].splitlines()
        lines += [f"  [{label}] exit {r['exit']}", *(f"    {t}" for t in text[:25])]
        lines += ["    ..."] if len(text) > 25 else []
    return lines


def _plain(case: dict[str, Any]) -> tuple[Any, list[str] | None]:
    return compute.compute(case), case.get("argv")


def _random(case: dict[str, Any]) -> tuple[Any, list[str]]:
    argv = compute.random_argv(case, load("random")[0]["rulings"])
    return compute.random_outputs(argv, full="full" in case), argv


def random_cases(*, every: int = 1) -> list[dict[str, Any]]:
    """Every ``every``-th random trick, and every refused one (a refusal costs little to check)."""
    return [c for c in load("random")[1:] if c["id"] % every == 0 or c["out"]["exit"] == 2]


# ------------------------------------------------------------------------------------ the tests


def test_scenario_library_check_reports_and_verdicts_are_unchanged() -> None:
    check("scenarios", load("scenarios"), _plain)


def test_rulebook_trick_examples_are_unchanged() -> None:
    check("rulebook", load("rulebook"), _plain)


def test_doctest_outputs_are_unchanged() -> None:
    check("doctests", load("doctests"), _plain)


def test_score_sheet_tables_are_unchanged() -> None:
    check("sheets", load("sheets"), _plain)


def test_random_tricks_sample_is_unchanged() -> None:
    check("random", random_cases(every=FAST_EVERY), _random)


@pytest.mark.slow
def test_all_random_tricks_are_unchanged() -> None:
    check("random", random_cases(), _random)


@pytest.mark.parametrize("kind", ["scenarios", "rulebook", "doctests", "sheets"])
def test_golden_files_cover_every_current_input(kind: str) -> None:
    """A scenario, a {trick} or a doctest added since the recording is not silently left out."""
    stored = [{k: v for k, v in c.items() if k != "out"} for c in load(kind)]
    current = list(record.COLLECT[kind]())
    missing = [c["id"] for c in current if c not in stored]
    gone = [c["id"] for c in stored if c not in current]
    assert not missing and not gone, (
        f"the golden file {kind} is out of date: new or changed inputs {missing[:10]}, removed {gone[:10]}; "
        f"re-record with `python -m tests.golden.record {kind}` (tests/golden/README.md)"
    )


def test_golden_files_are_where_the_recorder_writes() -> None:
    assert all(path.parent == GOLDEN and path.exists() for path in record.FILES.values())
