"""Checking many files at once: find the scenario files, read them, run the scenarios.

A file that cannot be read or parsed is reported with all its problems while the other files
still run. The exit code follows from the results: 0 when every scenario passed, 1 when some
scenario failed or could not run, 2 when some file could not be read or parsed, 5 when no
scenario was selected to run.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..files import kind_of
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
    found: int = 0  # scenarios read, selected or not

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
        if not self.results:
            return 5  # nothing ran: as pytest, a check that checks nothing does not pass
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
    finds nothing to run must not pass unnoticed. So is a ``*.skull`` entry that cannot be read
    (a dangling or looping link, a named pipe, a folder that cannot be listed): it is named,
    while the other files still run.
    """
    files: list[Path] = []
    bad: list[Problem] = []

    def problem(where: str | Path, message: str) -> None:
        bad.append(Problem(str(where), 0, 0, str(where), message))

    for raw in paths:
        path = Path(raw)
        mode = _mode(path, problem)
        if mode is None:
            continue
        if stat.S_ISDIR(mode):
            before = len(bad)
            found = _walk(path, problem)
            if not found and len(bad) == before:
                problem(raw, f"no scenario file (*{SUFFIX}) in this folder")
            files += found
        elif stat.S_ISREG(mode):
            files.append(path)
        else:
            problem(raw, f"{kind_of(mode)}, not a regular file")
    seen: set[Path] = set()
    unique = []
    for f in files:
        key = f.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique, bad


def _mode(path: Path, problem: Callable[[str | Path, str], None]) -> int | None:
    """The mode of what ``path`` names, links followed; None (reported) when it cannot be had."""
    try:
        return path.stat().st_mode
    except FileNotFoundError:
        problem(path, "a link to nothing (dangling link)" if path.is_symlink() else "no such file or folder")
    except OSError as err:
        what = "a link that loops back on itself" if err.errno == errno.ELOOP else f"cannot read: {err.strerror}"
        problem(path, what)
    except ValueError as err:  # a NUL byte in the name
        problem(path, str(err))
    return None


def _walk(folder: Path, problem: Callable[[str | Path, str], None]) -> list[Path]:
    """The regular ``*.skull`` files under ``folder``, sorted; links to folders are not followed.

    Every ``*.skull`` entry that is not a readable regular file is reported, and so is a folder
    that cannot be listed: it may hold scenarios that would otherwise be skipped unnoticed.
    """
    found: list[Path] = []

    def unlistable(err: OSError) -> None:
        problem(err.filename or folder, f"cannot list this folder: {err.strerror}")

    for top, dirs, names in os.walk(folder, onerror=unlistable):
        for name in sorted({*dirs, *names}):
            if not name.endswith(SUFFIX):
                continue
            entry = Path(top, name)
            mode = _mode(entry, problem)
            if mode is None or stat.S_ISDIR(mode):
                continue  # a folder named *.skull is searched, not read
            if not stat.S_ISREG(mode):
                problem(entry, f"{kind_of(mode)}, not a regular file")
            elif not os.access(entry, os.R_OK):
                problem(entry, "cannot read: Permission denied")
            else:
                found.append(entry)
    return sorted(found)


def check(paths: Sequence[str | Path], select: Callable[[str], bool] | None = None) -> Session:
    """Read every file under ``paths`` and run the scenarios ``select`` keeps (all by default)."""
    start = time.perf_counter()
    files, bad = find_files(paths)
    session = Session(bad_paths=bad)
    for path in files:
        doc = parse_file(path)
        session.documents.append(doc)
        session.found += len(doc.scenarios)
        for scenario in doc.scenarios:
            if select is None or select(scenario.id):
                session.results.append(run_scenario(scenario))
    session.seconds = time.perf_counter() - start
    return session
