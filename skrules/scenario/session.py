"""Checking many files at once: find the scenario files, read them, run the scenarios.

A file that cannot be read or parsed is reported with all its problems while the other files
still run. The exit code follows from the results: 0 when every scenario passed, 1 when some
scenario failed or could not run, 2 when some file could not be read or parsed, 5 when no
scenario was selected to run.

Results are streamed: each scenario is read, run and handed to the reporters one at a time
(:func:`skrules.formats.scenario.iter_file`), and then dropped, so memory does not grow with
the number of scenarios, in one file or in many. The session keeps counts only.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Protocol

from ..files import EMPTY_PATH, kind_of
from ..formats.scenario import iter_file
from ..formats.scenario.model import SUFFIX, Problem, Scenario
from .run import Result, Status, run_scenario

__all__ = ["FileRead", "Reporter", "Session", "check", "find_files", "reads"]


class FileRead:
    """A file once read, as the reporters see it: its path, how many scenarios, its problems.

    ``problems`` belong to no one scenario: those of the reader (set once the file is read) and those of
    the lines before the first scenario that each scenario finds (a deck its edition refuses); ``all_problems``
    adds each scenario's own, in line order, as :attr:`Document.all_problems
    <skrules.formats.scenario.Document.all_problems>` does.
    """

    __slots__ = ("_header", "_read", "_theirs", "path", "scenarios")

    def __init__(self, path: str) -> None:
        self.path = path
        self.scenarios = 0
        self._read: tuple[Problem, ...] = ()
        self._header: list[Problem] = []  # the header's problems the scenarios found, once each
        self._theirs: list[Problem] = []  # the scenarios' own problems (few: most scenarios have none)

    def add(self, scenario: Scenario) -> None:
        self.scenarios += 1
        if scenario.problems:
            self._header += [p for p in scenario.header_problems if p not in self._header]
            self._theirs += scenario.own_problems

    @property
    def problems(self) -> tuple[Problem, ...]:
        if not self._header:
            return self._read
        found = [p for p in self._header if p not in self._read]
        return tuple(sorted([*self._read, *found], key=lambda p: (p.line, p.column)))

    @problems.setter
    def problems(self, problems: tuple[Problem, ...]) -> None:
        self._read = problems

    @property
    def all_problems(self) -> list[Problem]:
        out = list(self.problems)
        for p in self._theirs:
            if p not in out:
                out.append(p)
        return sorted(out, key=lambda p: (p.line, p.column))

    @property
    def ok(self) -> bool:
        return not self.problems and not self._theirs


class Session:
    """What a check came to, as counts: the files read, the scenarios run by status, the time taken."""

    __slots__ = ("bad_paths", "broken", "counts", "files", "found", "seconds")

    def __init__(self, bad_paths: Sequence[Problem] = ()) -> None:
        self.bad_paths: list[Problem] = list(bad_paths)  # paths given that are missing or hold no scenario
        self.files = 0  # files read, broken or not
        self.broken = 0  # files with problems (unreadable, or some scenario that does not parse)
        self.found = 0  # scenarios read, selected or not
        self.counts = dict.fromkeys(Status, 0)
        self.seconds = 0.0

    def add_document(self, doc: FileRead) -> None:
        self.files += 1
        self.broken += not doc.ok
        self.found += doc.scenarios

    def add(self, result: Result) -> None:
        self.counts[result.status] += 1

    @property
    def scenarios(self) -> int:
        """The scenarios run (those selected)."""
        return sum(self.counts.values())

    def count(self, status: Status) -> int:
        return self.counts[status]

    @property
    def exit_code(self) -> int:
        if self.bad_paths or self.broken:
            return 2
        if self.counts[Status.FAILED] or self.counts[Status.ERROR]:
            return 1
        if not self.scenarios:
            return 5  # nothing ran: as pytest, a check that checks nothing does not pass
        return 0

    def summary(self) -> str:
        n = self.scenarios
        parts = [f"{self.count(Status.PASSED)} passed"]
        if self.count(Status.FAILED):
            parts.append(f"{self.count(Status.FAILED)} failed")
        if self.count(Status.ERROR):
            parts.append(f"{self.count(Status.ERROR)} could not run")
        files = self.files
        selected = f"{n} of {self.found} scenarios" if n < self.found else f"{n} scenario{'s' if n != 1 else ''}"
        text = f"{selected} in {files} file{'s' if files != 1 else ''}: {', '.join(parts)}"
        bad = self.broken + len(self.bad_paths)
        if bad:
            text += f"; {bad} file{'s' if bad != 1 else ''} with errors"
        return f"{text} ({self.seconds:.2f} s)"


class Reporter(Protocol):
    """Receives a check as it happens: the bad paths, then each file's results followed by the file.

    ``finish`` is the caller's to call, in the order the outputs should appear.
    """

    def start(self, bad_paths: Sequence[Problem]) -> None: ...

    def document(self, doc: FileRead) -> None: ...

    def result(self, result: Result) -> None: ...

    def finish(self, session: Session) -> None: ...


def reads(paths: Iterable[str | Path], name: str) -> bool:
    """Whether the file ``name`` is one of the scenario files under ``paths``: a report or a suite written
    there would replace a scenario the user wrote."""
    try:
        target = Path(name).resolve()
    except (OSError, ValueError):  # a link loop, a NUL byte: refused as a file to write, not here
        return False
    return any(f.resolve() == target for f in find_files(paths)[0])


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
        if not raw:  # Path("") is the current folder: an empty "$DIR" in a script would check all of it
            problem("''", EMPTY_PATH)
            continue
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
        if str(path) == "-":  # 'trick -' and 'score -' read standard input; check reads files alone, and says so
            problem(path, "standard input is not read here: name the scenario files or folders (club.skull)")
            return None
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


def check(
    paths: Sequence[str | Path], select: Callable[[str], bool] | None = None, reporters: Iterable[Reporter] = ()
) -> Session:
    """Read every file under ``paths``, run the scenarios ``select`` keeps (all by default), report each.

    Every reporter hears of the bad paths, then of each file's results and then of the file
    (whose problems are known once it is read), in file order; nothing is kept but counts.
    """
    start = time.perf_counter()
    reporters = list(reporters)
    files, bad = find_files(paths)
    session = Session(bad)
    for reporter in reporters:
        reporter.start(bad)
    for path in files:
        stream = iter_file(path)
        read = FileRead(stream.path)
        for scenario in stream:
            read.add(scenario)
            if select is None or select(scenario.id):
                result = run_scenario(scenario)
                session.add(result)
                for reporter in reporters:
                    reporter.result(result)
        read.problems = stream.problems  # known once the whole file is read
        session.add_document(read)
        for reporter in reporters:
            reporter.document(read)
    session.seconds = time.perf_counter() - start
    return session
