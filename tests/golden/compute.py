"""Compute a golden case's outputs from its stored inputs: shared by the recorder and the test.

Every output comes from the public surfaces that users see: ``skrules.cli.main(argv)`` for the
command line, the scenario runner's results for rounds and games, and the stdlib ``doctest``
machinery for the examples. Nothing here builds inputs from skrules' own card lists, so a
rebuilt core is compared on the very same inputs it was recorded with.
"""

from __future__ import annotations

import contextlib
import doctest
import functools
import hashlib
import io
import os
import re
import sys
import traceback
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent

# A stable environment: no colour, C messages from argparse, a fixed terminal size (the outputs
# are plain text or JSON anyway), no debug tracebacks.
_ENV = {"NO_COLOR": "1", "LANGUAGE": "C", "COLUMNS": "100", "LINES": "40"}
_UNSET = ("SKRULES_DEBUG", "FORCE_COLOR", "TERM")

# What the doctests run with, as ``doctest_global_setup`` in docs/conf.py.
DOCTEST_SETUP = """\
from skrules import *
from skrules.deal import *
from skrules.game import *
from skrules.rules import ADVANCED_GAME, BASE_GAME, FULL_BOX
from skrules.scoring import *
"""
DOCTEST_FLAGS = doctest.ELLIPSIS | doctest.DONT_ACCEPT_TRUE_FOR_1


@contextlib.contextmanager
def stable() -> Iterator[None]:
    """Run from the repository root with a fixed environment, and put everything back afterwards."""
    saved = {k: os.environ.get(k) for k in (*_ENV, *_UNSET)}
    os.environ.update(_ENV)
    for k in _UNSET:
        os.environ.pop(k, None)
    try:
        with contextlib.chdir(ROOT):
            yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def cli(argv: Sequence[str], stdin: str | None = None) -> dict[str, Any]:
    """``skrules ARGV`` in this process: exit code, stdout and stderr."""
    from skrules.cli import main

    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(argv))
    finally:
        sys.stdin = old_stdin
    return {"exit": code, "stdout": out.getvalue(), "stderr": err.getvalue()}


_SECONDS_JSON = re.compile(r'("seconds": )[0-9.e+-]+')
_SECONDS_TEXT = re.compile(r"\(\d+\.\d+ s\)$", re.MULTILINE)


def mask_time(text: str) -> str:
    """Replace the run time ``skrules check`` reports (JSON ``seconds``, the summary's ``(0.12 s)``)."""
    return _SECONDS_TEXT.sub("(<seconds> s)", _SECONDS_JSON.sub(r'\1"<seconds>"', text))


def digest(text: str) -> str:
    """A short fingerprint of an output: 64 bits detect any accidental change, and keep the file small."""
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# ------------------------------------------------------------------------------------ the kinds


def trick_outputs(argv: Sequence[str]) -> dict[str, Any]:
    """``skrules trick ARGV --json`` and ``--plain``."""
    return {"json": cli([*argv, "--json"]), "plain": cli([*argv, "--plain"])}


def check_outputs(path: str) -> dict[str, Any]:
    """``skrules check PATH --json`` and ``--plain -v``, with the run time masked."""
    out = {}
    for label, extra in (("json", ["--json"]), ("plain", ["--plain", "-v"])):
        r = cli(["check", path, *extra])
        r["stdout"] = mask_time(r["stdout"])
        out[label] = r
    return out


def sheet_outputs(text: str) -> dict[str, Any]:
    """``skrules score -`` of a score sheet: JSON, plain, and plain with every breakdown."""
    return {
        "json": cli(["score", "-", "--json"], stdin=text),
        "plain": cli(["score", "-", "--plain"], stdin=text),
        "details": cli(["score", "-", "--plain", "--details"], stdin=text),
    }


@functools.cache
def _parsed(path: str) -> Any:
    """A scenario file read once per run: a file holds many rounds and games."""
    from skrules.scenario import parse_file

    return parse_file(path)


def scenario_outputs(path: str, name: str) -> dict[str, Any]:
    """The round or game a scenario describes, as the runner computes it: its status and its text."""
    from skrules.scenario import run_scenario

    doc = _parsed(path)
    found = [s for s in doc.scenarios if s.name == name]
    if len(found) != 1:
        return {"error": f"{len(found)} scenarios named {name!r} in {path}"}
    r = run_scenario(found[0])
    out: dict[str, Any] = {"status": r.status.value, "error": r.error}
    # Their as_dict() is in ``skrules check --json`` already (each result's round and game).
    if r.round is not None:
        out["text"] = r.round.as_text()
    if r.game is not None:
        out["text"] = r.game.table.as_text()
    return out


class _Recorder(doctest.DocTestRunner):
    """A doctest runner that keeps what each example printed, tracebacks as doctest compares them."""

    def __init__(self) -> None:
        super().__init__(optionflags=DOCTEST_FLAGS, verbose=False)
        self.got: list[str] = []

    def report_start(self, out: Any, test: doctest.DocTest, example: doctest.Example) -> None:
        pass

    def report_success(self, out: Any, test: doctest.DocTest, example: doctest.Example, got: str) -> None:
        self.got.append(_without_frames(got))

    def report_failure(self, out: Any, test: doctest.DocTest, example: doctest.Example, got: str) -> None:
        self.got.append(_without_frames(got))

    def report_unexpected_exception(
        self, out: Any, test: doctest.DocTest, example: doctest.Example, exc_info: Any
    ) -> None:
        # The exception only, as doctest compares it: stack frames name files and lines that a
        # rebuilt core is free to move.
        lines = traceback.format_exception_only(exc_info[0], exc_info[1])
        self.got.append("Traceback (most recent call last):\n  ...\n" + "".join(lines))


_TRACEBACK = "Traceback (most recent call last):\n"


def _without_frames(got: str) -> str:
    """An exception's text without its stack frames (indented lines), which name files and lines."""
    head, sep, rest = got.partition(_TRACEBACK)
    if not sep:
        return got
    lines = rest.splitlines(keepends=True)
    k = 0
    while k < len(lines) and lines[k][:1].isspace():
        k += 1
    return head + _TRACEBACK + "  ...\n" + "".join(lines[k:])


def doctest_outputs(blocks: Sequence[str], setup: Sequence[str] = (), name: str = "doctest") -> list[dict[str, str]]:
    """Run doctest blocks in order in one namespace (as Sphinx runs a page's default group).

    Returns each example's source and what it printed, whether or not it matches its text.
    """
    globs: dict[str, Any] = {"__name__": "__main__"}
    with contextlib.redirect_stdout(io.StringIO()):
        exec(DOCTEST_SETUP, globs)
        for code in setup:
            exec(code, globs)
    parser = doctest.DocTestParser()
    out = []
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, globs, f"{name}[{i}]", name, 0)
        runner = _Recorder()
        runner.run(test, out=lambda _s: None, clear_globs=False)
        globs = test.globs  # a DocTest runs in a copy: the next block sees what this one defined
        out += [{"source": ex.source, "got": got} for ex, got in zip(test.examples, runner.got, strict=True)]
    return out


def docstring_outputs(module_name: str) -> list[dict[str, str]]:
    """Every docstring example of a module the API page documents, each docstring in a fresh namespace."""
    import importlib

    module = importlib.import_module(module_name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    out = []
    for test in sorted(finder.find(module), key=lambda t: t.name):
        globs: dict[str, Any] = {"__name__": "__main__"}
        exec(DOCTEST_SETUP, globs)
        test.globs = globs
        runner = _Recorder()
        runner.run(test, out=lambda _s: None)
        out += [
            {"docstring": test.name, "source": ex.source, "got": got}
            for ex, got in zip(test.examples, runner.got, strict=True)
        ]
    return out


def compute(case: dict[str, Any]) -> Any:
    """The outputs of one case, from its inputs alone."""
    kind = case["kind"]
    if kind in ("trick", "rulebook-trick", "scenario-trick"):
        return trick_outputs(case["argv"])
    if kind == "check":
        return check_outputs(case["path"])
    if kind == "scenario-play":
        return scenario_outputs(case["path"], case["name"])
    if kind == "sheet":
        return sheet_outputs(case["sheet"])
    if kind == "doctest-page":
        return doctest_outputs(case["blocks"], case["setup"], case["id"])
    if kind == "doctest-module":
        return docstring_outputs(case["module"])
    raise ValueError(f"unknown golden case kind {kind!r}")


def random_argv(case: dict[str, Any], rulings: Sequence[tuple[str, Sequence[str]]]) -> list[str]:
    """A random trick's command line from its compact form; ``rulings`` is the table in the file's header.

    A case names its rulings as (ruling, reading) index pairs into that table, stored once at
    record time, which keeps 10,000 cases small.
    """
    argv = ["trick", *case["cards"].split(" ")]
    if "deck" in case:
        argv += ["--deck", case["deck"]]
    for i, j in case.get("rulings", ()):
        name, readings = rulings[i]
        argv += ["--ruling", f"{name}={readings[j]}"]
    if case.get("abilities"):
        argv.append("--abilities")
    if "hand" in case:
        argv += ["--hand", case["hand"]]
    if case.get("quiet"):
        argv.append("--quiet")
    return argv


def random_outputs(argv: Sequence[str], *, full: bool) -> dict[str, Any]:
    """A random trick's outputs as stored: the exit code, fingerprints of the JSON and the plain text,
    stderr in full when there is any, and the whole outputs too if ``full``."""
    runs = trick_outputs(argv)
    j, p = runs["json"], runs["plain"]
    out: dict[str, Any] = {"exit": j["exit"], "json": digest(j["stdout"]), "plain": digest(p["stdout"])}
    if p["exit"] != j["exit"]:
        out["exit_plain"] = p["exit"]
    if j["stderr"] or p["stderr"]:
        out["stderr"] = j["stderr"]
        if p["stderr"] != j["stderr"]:
            out["stderr_plain"] = p["stderr"]
    if full:
        out["json_out"], out["plain_out"] = j["stdout"], p["stdout"]
    return out
