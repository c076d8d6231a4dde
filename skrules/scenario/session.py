"""Checking many files at once: find the scenario files, read them, run the scenarios.

A file that cannot be read or parsed is reported with all its problems while the other files
still run. The exit code follows from the results: 0 when every scenario passed, 1 when some
scenario failed or could not run, 2 when some file could not be read or parsed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .model import SUFFIX, Document, Problem
from .parser import parse_file
from .run import Result, Status, run_scenario

__all__ = ["Session", "check", "find_files"]


@dataclass
class Session:
    """The files read and the results of the scenarios run, in file order."""

    documents: list[Document] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)
    bad_paths: list[Problem] = field(default_factory=list)  # paths given that are missing or hold no scenario
    seconds: float = 0.0

    @property
    def broken(self) -> list[Document]:
        """Files with problems (unreadable, or some scenario that does not parse)."""
        return [d for d in self.documents if not d.ok]

    def count(self, status: Status) -> int:
        return sum(1 for r in self.results if r.status is status)

    @property
    def exit_code(self) -> int:
        if self.bad_paths or self.broken:
            return 2
        if any(not r.passed for r in self.results):
            return 1
        return 0

    def summary(self) -> str:
        n = len(self.results)
        parts = [f"{self.count(Status.PASSED)} passed"]
        if self.count(Status.FAILED):
            parts.append(f"{self.count(Status.FAILED)} failed")
        if self.count(Status.ERROR):
            parts.append(f"{self.count(Status.ERROR)} could not run")
        files = len(self.documents)
        text = f"{n} scenario{'s' if n != 1 else ''} in {files} file{'s' if files != 1 else ''}: {', '.join(parts)}"
        bad = len(self.broken) + len(self.bad_paths)
        if bad:
            text += f"; {bad} file{'s' if bad != 1 else ''} with errors"
        return f"{text} ({self.seconds:.2f} s)"


def find_files(paths: Iterable[str | Path]) -> tuple[list[Path], list[Problem]]:
    """The scenario files under ``paths``: a file as given, a folder searched for ``*.skull``.

    A path that does not exist, or a folder with no scenario file, is a problem: a check that
    finds nothing to run must not pass unnoticed.
    """
    files: list[Path] = []
    bad: list[Problem] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob(f"*{SUFFIX}") if p.is_file())
            if not found:
                bad.append(Problem(str(raw), 0, 0, str(raw), f"no scenario file (*{SUFFIX}) in this folder"))
            files += found
        elif path.exists():
            files.append(path)
        else:
            bad.append(Problem(str(raw), 0, 0, str(raw), "no such file or folder"))
    seen: set[Path] = set()
    unique = []
    for f in files:
        key = f.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique, bad


def check(paths: Sequence[str | Path], select: Callable[[str], bool] | None = None) -> Session:
    """Read every file under ``paths`` and run the scenarios ``select`` keeps (all by default)."""
    start = time.perf_counter()
    files, bad = find_files(paths)
    session = Session(bad_paths=bad)
    for path in files:
        doc = parse_file(path)
        session.documents.append(doc)
        for scenario in doc.scenarios:
            if select is None or select(scenario.id):
                session.results.append(run_scenario(scenario))
    session.seconds = time.perf_counter() - start
    return session
