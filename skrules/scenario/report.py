"""Reports of a check: plain text, JSON and JUnit XML (the rich form is in :mod:`skrules.render`).

A failure is told in the game's terms: the line that expected something, what it expected and
what the adjudicator said, then the verdict and the trace of its reasoning.

Each report is a reporter of :func:`skrules.scenario.session.check`: it takes the results one by
one and writes what it can at once into a :class:`Spool` (memory up to a limit, then a temporary
file), because every report opens with what is known only at the end (the JSON summary, the
JUnit totals) or lists the files' problems before any result. The documents written are the
same, byte for byte, as if everything had been held in memory.
"""

from __future__ import annotations

import json
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from json.encoder import encode_basestring as _encode_string
from pathlib import Path
from typing import IO, TYPE_CHECKING

from ..formats.scenario.model import Problem, Scenario, ScenarioKind
from ..shown import visible, xml_text
from ..wording import findings_text, rows
from .run import HEADER_UNREAD, Result, Status

if TYPE_CHECKING:
    from .session import FileRead, Session

__all__ = [
    "JUnitReport",
    "JsonReport",
    "Spool",
    "TextReport",
    "headline",
    "is_junit_file",
    "result_dict",
    "result_lines",
]

SCHEMA_VERSION = 1
SPOOL_LIMIT = 1 << 20  # characters a Spool keeps in memory before it moves them to a temporary file


def where(result: Result) -> str:
    """Where a result's story starts: the scenario's own line (``scenario:``, ``round:``, ``game:``), whatever
    it failed of; each problem, mismatch or refusal gives its own line below it."""
    s = result.scenario
    return f"{s.path}:{s.line}"


def error_line(result: Result) -> str | None:
    """The refusal or the error, after the line and column it is about (``line 12:1: refused ...``), if known."""
    if result.error is None:
        return None
    if result.where is None:
        return result.error
    return f"line {result.where[0]}:{result.where[1]}: {result.error}"


def describe_rules(s: Scenario) -> str:
    st = s.settings
    auto = (
        "deck auto (a game names no card: a round is checked against every deck)"
        if s.kind is ScenarioKind.GAME
        else "deck auto (what the cards need)"
    )
    parts = [f"deck {st.deck}" if st.deck not in (None, "auto") else auto]
    if st.edition:
        parts.append(f"{st.edition} edition")
    parts += [f"house rule {name}" for name in st.house or ()]
    parts += [f"{rid.removeprefix('ruling.')}={reading}" for rid, reading in st.rulings]
    if st.abilities:
        parts.append("abilities on")
    if st.scoring:
        parts.append(f"{st.scoring} scoring")
    return "; ".join(parts)


def headline(result: Result) -> str:
    """What went wrong, in one line: the first mismatch, the refusal, or the first problem."""
    if result.mismatches:
        m = result.mismatches[0]
        more = f" (and {len(result.mismatches) - 1} more)" if len(result.mismatches) > 1 else ""
        return f"line {m.line}: {m}{more}"
    if result.problems:
        p = result.problems[0]
        more = f" (and {len(result.problems) - 1} more)" if len(result.problems) > 1 else ""
        return f"line {p.line}:{p.column}: {p.message}{more}"
    return error_line(result) or result.status.value


# ------------------------------------------------------------------------------ one result as text


def result_lines(result: Result, *, header: bool = False) -> list[str]:
    """The story of a failed or broken scenario, line by line (nothing for a pass).

    The problems of the lines before the file's first scenario are the file's, told once with it: here
    they are one line pointing there, unless ``header`` asks for them in full (pytest, which tells no file
    apart from its scenarios).

    A control or bidirectional character of the file (in a scenario's name, say) is shown as an
    escape such as ``\\x1b`` or ``\\u202e``: it would otherwise recolour the terminal or reorder the line.
    """
    return [visible(line) for line in _story(result, header)]


def _story(result: Result, header: bool) -> list[str]:
    s = result.scenario
    if result.status is Status.PASSED:
        return []
    head = f"{result.status.value.upper()} {where(result)}: {s.name}"
    if result.problems:
        return [head, *_problem_lines(result, header)]
    lines = [head, *_scenario_lines(s), f"  rules: {describe_rules(s)}", *_mismatch_lines(result)]
    return lines + _verdict_lines(result) + _round_lines(result) + _game_lines(result)


def _problem_lines(result: Result, header: bool) -> list[str]:
    """Each problem of the scenario shown; those of the file's lines before its first scenario as one line
    pointing there, unless ``header`` asks for them in full."""
    shown = result.problems if header else _own(result)
    lines = ["  " + line for p in shown for line in p.show().splitlines()]
    first = next((p for p in result.problems if p not in shown), None)  # the file's, in line order
    if first is None:
        return lines
    return [f"  line {first.line}:{first.column}: {HEADER_UNREAD} (see the file's problems)", *lines]


def _own(result: Result) -> tuple[Problem, ...]:
    """The result's problems that are its scenario's own, not those of the file's lines before its first (a
    result holds its scenario's problems, or none)."""
    return result.scenario.own_problems if result.problems else ()


def _scenario_lines(s: Scenario) -> list[str]:
    """What the scenario gave: its citations, and its trick, round or game as written."""
    lines = [f"  cites: {' '.join(s.cites)}"] if s.cites else []
    if s.kind is ScenarioKind.TRICK:
        lines.append(f"  trick: {' '.join(w.text for w in s.trick)}")
        lines += [f"  hand {h.player}: {' '.join(w.text for w in h.cards)}" for h in s.hands]
    elif s.game is not None:
        lines.append(f"  players: {' '.join(s.players or ())}")
        lines.append(f"  variant: {s.game.variant or 'standard'}")
        if s.game.dealer is not None:
            lines.append(f"  dealer: {s.game.dealer}")
        lines += [f"  round {r.number}: {' '.join(w.text for w in r.cells)}" for r in s.game.rounds]
    elif s.round is not None:
        lines.append(f"  players: {' '.join(s.players or ())}")
        if s.round.bids:
            lines.append(f"  bids: {' '.join(f'{p}={n}' for p, n in s.round.bids)}")
        for k, t in enumerate(s.round.tricks, 1):
            lines.append(f"  trick {k}: {' '.join(w.text for w in t.plays)}")
            lines += [f"    {c}" for c in t.choices]
    return lines


def _mismatch_lines(result: Result) -> list[str]:
    """Each expectation missed, expected above actual; the refusal before them, or after if both."""
    lines = []
    error = error_line(result)
    if error is not None and not result.mismatches:
        lines.append(f"  {error}")
    for m in result.mismatches:
        lines.append(f"  line {m.line}: {m.field}: expected {m.expected}")
        lines.append(f"  {' ' * len(f'line {m.line}: {m.field}:')} got {m.actual}")
    if error is not None and result.mismatches:
        lines.append(f"  {error}")
    return lines


def _verdict_lines(result: Result) -> list[str]:
    v = result.verdict
    if v is None:
        return []
    lines = ["  the verdict:", *("    " + x for x in findings_text(result.findings))]
    width = max(len(k) for k, _ in rows(v))
    lines += [f"    {k:<{width}}  {val}" for k, val in rows(v)]
    if len(v.trace):
        lines.append("  why:")
        lines += v.trace.as_text("    ").splitlines()
    return lines


def _round_lines(result: Result) -> list[str]:
    if result.round is None:
        return []
    return ["  the round:", *("    " + line if line else "" for line in result.round.as_text().splitlines())]


def _game_lines(result: Result) -> list[str]:
    g = result.game
    if g is None:
        return []
    lines = [
        "  the game:",
        f"    schedule  {' '.join(map(str, g.schedule.cards))}",
        f"    dealers   {' '.join(seat.dealer for seat in g.seats)}",
        f"    leaders   {' '.join(seat.leader for seat in g.seats)}",
    ]
    if g.table.rounds:
        table = g.table.as_text().split("\n\n")[0]  # the running table; its verdict is in the trace below
        lines += ["    " + line for line in table.splitlines()]
    return [*lines, "  why:", *g.trace.as_text("    ").splitlines()]


def result_dict(r: Result) -> dict[str, object]:
    s = r.scenario
    return {
        "path": s.path,
        "line": s.line,
        "name": s.name,
        "kind": s.kind.value,
        "status": r.status.value,
        "cites": list(s.cites),
        "mismatches": [m.as_dict() for m in r.mismatches],
        "problems": [p.as_dict() for p in _own(r)],  # the file's lines before its first scenario: the file's
        "error": r.error,
        "where": None if r.where is None else {"line": r.where[0], "column": r.where[1]},
        "verdict": None if r.verdict is None else r.verdict.as_dict(),
        "round": None if r.round is None else r.round.as_dict(),
        "game": None if r.game is None else r.game.as_dict(),
    }


# ------------------------------------------------------------------------------ spooling


class Spool:
    """Text kept to be written later: in memory up to ``limit`` characters, then in a temporary file."""

    __slots__ = ("_file", "_held", "_limit", "_parts", "items")

    def __init__(self, limit: int | None = None) -> None:
        self._parts: list[str] = []
        self._held = 0
        self._limit = SPOOL_LIMIT if limit is None else limit
        self._file: IO[str] | None = None
        self.items = 0  # how many things were written, for the caller's separators

    def write(self, text: str) -> None:
        self._parts.append(text)
        self._held += len(text)
        if self._held > self._limit:
            self._spill()

    def _spill(self) -> None:
        if self._file is None:  # surrogatepass: a file name that is not UTF-8 comes back as it went in
            self._file = tempfile.TemporaryFile("w+", encoding="utf-8", errors="surrogatepass", newline="")  # noqa: SIM115 (closed by copy_to)
        self._file.write("".join(self._parts))
        self._parts.clear()
        self._held = 0

    def copy_to(self, out: IO[str], chunk: int = 1 << 16) -> None:
        """Write everything kept to ``out``, in order, and let go of it."""
        if self._file is not None:
            self._spill()
            self._file.seek(0)
            while text := self._file.read(chunk):
                out.write(text)
            self._file.close()
            self._file = None
        out.write("".join(self._parts))
        self._parts.clear()
        self._held = 0


# ------------------------------------------------------------------------------ plain text


class TextReport:
    """The plain-text report: missing paths, each file's problems, each failure's story, the summary."""

    def __init__(self, out: IO[str], *, verbose: bool = False) -> None:
        self.out = out
        self.verbose = verbose
        self._problems = Spool()  # every file's problems come before the first result
        self._results = Spool()

    def start(self, bad_paths: Sequence[Problem]) -> None:
        for p in bad_paths:
            self._problems.write(visible(f"ERROR {p.path}: {p.message}") + "\n")

    def document(self, doc: FileRead) -> None:
        for p in doc.problems:
            self._problems.write(visible(f"ERROR {p.show()}", keep="\n") + "\n")

    def result(self, r: Result) -> None:
        if r.passed:
            if self.verbose:
                self._results.write(visible(f"PASSED {r.scenario.path}:{r.scenario.line}: {r.scenario.name}") + "\n")
        else:
            self._results.write("\n".join(result_lines(r)) + "\n\n")

    def finish(self, session: Session) -> None:
        self._problems.copy_to(self.out)
        self._results.copy_to(self.out)
        self.out.write(session.summary() + "\n")


# ------------------------------------------------------------------------------ JSON


def _dumps(value: object, newline: str = "\n") -> str:
    """``json.dumps(value, indent=2, ensure_ascii=False)``, the same text many times as fast.

    With ``indent`` the standard library falls back to its pure-Python encoder, which made
    writing the report cost more than running the scenario. Here each container is one join
    of its items, strings and numbers go through the standard library's own (C) encoders, and
    ``newline`` (a newline and the indentation of the value's first line) nests the text
    where it goes without re-indenting it.
    """
    kind = type(value)  # exact types first: the report is made of them (mypy does not narrow on `kind is`)
    if kind is str:
        return _encode_string(value)  # type: ignore[arg-type]
    if kind is dict:
        return _object(value, newline) if value else "{}"  # type: ignore[arg-type]
    if kind is list or kind is tuple:
        return _array(value, newline) if value else "[]"  # type: ignore[arg-type]
    if value is None or value is True or value is False:
        return _SCALARS[value]
    if kind is int:
        return int.__repr__(value)
    return _other(value, newline)


_SCALARS: dict[object, str] = {True: "true", False: "false", None: "null"}


class _KeyTexts(dict[object, str]):
    """``"key": `` for each key, encoded once: a report repeats the same few dozen keys in every result.

    Only string keys are kept (``True`` and ``1`` are equal keys of a dict but not the same JSON),
    and no more than a few thousand of them (keys are player names in a few places).
    """

    def __missing__(self, key: object) -> str:
        text = (_encode_string(key) if type(key) is str else _key_text(key)) + ": "
        if type(key) is str and len(self) < 4096:
            self[key] = text
        return text


_KEYS = _KeyTexts()


def _nested(value: object, inner: str) -> str:
    """A value inside a container that is not a string or None (those are written where they are met)."""
    kind = type(value)
    if kind is dict:
        return _object(value, inner) if value else "{}"  # type: ignore[arg-type]
    if kind is list:
        return _array(value, inner) if value else "[]"  # type: ignore[arg-type]
    if kind is int:
        return int.__repr__(value)
    return _dumps(value, inner)


def _object(value: dict[object, object], newline: str) -> str:
    """A dict, one ``"key": value`` a line, indented one level more than ``newline``."""
    inner = newline + "  "
    items = [
        _KEYS[k] + (_encode_string(v) if type(v) is str else "null" if v is None else _nested(v, inner))
        for k, v in value.items()
    ]
    return "{" + inner + ("," + inner).join(items) + newline + "}"


def _array(value: list[object] | tuple[object, ...], newline: str) -> str:
    inner = newline + "  "
    items = [_encode_string(v) if type(v) is str else _nested(v, inner) for v in value]
    return "[" + inner + ("," + inner).join(items) + newline + "]"


def _other(value: object, newline: str) -> str:
    """What json.dumps makes of the rest: subclasses of str, int, list, tuple and dict (enums), and floats."""
    if isinstance(value, str):
        return _encode_string(value)
    if isinstance(value, int):
        return int.__repr__(value)  # as json.dumps writes an int (an IntEnum too)
    if isinstance(value, float):
        return json.dumps(value)
    if isinstance(value, list | tuple):
        return _array(value, newline) if value else "[]"
    if isinstance(value, dict):
        return _object(value, newline) if value else "{}"
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _key_text(key: object) -> str:
    """A key that is not a string, as json.dumps turns it into one (quoted)."""
    if isinstance(key, str):
        return _encode_string(key)
    if key is None or isinstance(key, bool):
        return _encode_string(_SCALARS[key])
    if isinstance(key, int | float):
        return _encode_string(json.dumps(key))
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


class JsonReport:
    """The JSON report, written as ``json.dumps(..., indent=2)`` would write the whole document."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self._files = Spool()
        self._results = Spool()
        self._bad: list[Problem] = []  # listed after the files read

    @staticmethod
    def _item(spool: Spool, value: object) -> None:
        """One element of a list two levels down, indented as json.dumps indents it there."""
        spool.write(("\n    " if not spool.items else ",\n    ") + _dumps(value, "\n    "))
        spool.items += 1

    def start(self, bad_paths: Sequence[Problem]) -> None:
        self._bad = list(bad_paths)

    def document(self, doc: FileRead) -> None:
        problems = [p.as_dict() for p in doc.all_problems]
        self._item(self._files, {"path": doc.path, "scenarios": doc.scenarios, "problems": problems})

    def result(self, r: Result) -> None:
        self._item(self._results, result_dict(r))

    def finish(self, session: Session) -> None:
        for p in self._bad:
            self._item(self._files, {"path": p.path, "scenarios": 0, "problems": [p.as_dict()]})
        head = _dumps({"schema": SCHEMA_VERSION, "exit_code": session.exit_code, "summary": _summary(session)})
        self.out.write(head.removesuffix("\n}"))
        for name, spool in (("files", self._files), ("results", self._results)):
            self.out.write(f',\n  "{name}": [')
            closing = "\n  ]" if spool.items else "]"
            spool.copy_to(self.out)
            self.out.write(closing)
        self.out.write("\n}\n")


def _summary(session: Session) -> dict[str, object]:
    return {
        "scenarios": session.scenarios,
        "passed": session.count(Status.PASSED),
        "failed": session.count(Status.FAILED),
        "errors": session.count(Status.ERROR),
        "files": session.files,
        "files_with_errors": session.broken + len(session.bad_paths),
        "seconds": round(session.seconds, 3),
    }


# ------------------------------------------------------------------------------ JUnit XML


class JUnitReport:
    """A JUnit report: a test suite per file, a test case per scenario, file problems as errors.

    Each file's suite is serialised once the file is read; the totals on the root element are
    written last, to the front of the report, by :meth:`write`.
    """

    def __init__(self) -> None:
        self._suites = Spool()
        self._suite: ET.Element | None = None
        self._counts = dict.fromkeys(("tests", "failures", "errors"), 0)
        self._totals = dict(self._counts)
        self._bad: list[Problem] = []
        self._seconds = 0.0

    def start(self, bad_paths: Sequence[Problem]) -> None:
        self._bad = list(bad_paths)

    def document(self, doc: FileRead) -> None:
        """The file's suite is complete: its name first, a '(file)' case first if it has problems."""
        suite = self._open_suite()
        suite.set("name", doc.path)  # the attributes in the order a report has always had them
        if doc.problems:
            case = ET.Element("testcase", classname=_classname(doc.path), name="(file)", file=doc.path)
            error = ET.SubElement(case, "error", message=f"{len(doc.problems)} problem(s) reading the file")
            error.text = "\n".join(p.show() for p in doc.problems)
            suite.insert(0, case)
            self._counts["tests"] += 1
            self._counts["errors"] += 1
        self._close_suite()

    def result(self, r: Result) -> None:
        s = r.scenario
        case = self._case(s.path, name=s.name, file=s.path, line=str(s.line))
        if r.status is Status.FAILED:
            first = str(r.mismatches[0]) if r.mismatches else (r.error or "failed")
            ET.SubElement(case, "failure", message=first).text = "\n".join(result_lines(r))
            self._counts["failures"] += 1
        elif r.status is Status.ERROR:
            ET.SubElement(case, "error", message=r.error or "error").text = "\n".join(result_lines(r))
            self._counts["errors"] += 1

    def _open_suite(self) -> ET.Element:
        if self._suite is None:
            self._suite = ET.Element("testsuite")
        return self._suite

    def _case(self, path: str, **attributes: str) -> ET.Element:
        self._counts["tests"] += 1
        return ET.SubElement(self._open_suite(), "testcase", {"classname": _classname(path), **attributes})

    def _close_suite(self) -> None:
        if self._suite is not None:
            for k, n in self._counts.items():
                self._suite.set(k, str(n))
                self._totals[k] += n
            self._add(self._suite)
        self._suite = None
        self._counts = dict.fromkeys(self._counts, 0)

    def _add(self, suite: ET.Element) -> None:
        _well_formed(suite)
        ET.indent(suite, level=1)
        self._suites.write("\n  " + ET.tostring(suite, encoding="unicode"))
        self._suites.items += 1

    def finish(self, session: Session) -> None:
        for p in self._bad:
            suite = ET.Element("testsuite", name=p.path, tests="1", failures="0", errors="1")
            case = ET.SubElement(suite, "testcase", classname=_classname(p.path), name="(file)")
            ET.SubElement(case, "error", message=p.message).text = str(p)
            self._add(suite)
            self._totals["tests"] += 1
            self._totals["errors"] += 1
        self._seconds = session.seconds

    def write(self, out: IO[str]) -> None:
        """The whole report, once :meth:`finish` has been called."""
        root = ET.Element("testsuites", name="skrules check")
        for k, n in self._totals.items():
            root.set(k, str(n))
        root.set("time", f"{self._seconds:.3f}")
        empty = ET.tostring(root, encoding="unicode")  # <testsuites ... />
        out.write('<?xml version="1.0" encoding="utf-8"?>\n')
        if not self._suites.items:
            out.write(empty + "\n")
            return
        out.write(empty.removesuffix(" />") + ">")
        self._suites.copy_to(out)
        out.write("\n</testsuites>\n")


def _well_formed(tree: ET.Element) -> None:
    """Escape, in every text and attribute, the characters XML 1.0 forbids (ElementTree writes them as they are,
    and the report would not parse) and the bidirectional ones (which reorder what a CI page shows)."""
    for element in tree.iter():
        if element.text:
            element.text = xml_text(element.text)
        for key, value in element.attrib.items():
            element.set(key, xml_text(value))


def _classname(path: str) -> str:
    return path.removesuffix(".skull").replace("/", ".").replace("\\", ".").strip(".")


def is_junit_file(path: Path) -> bool:
    """Whether an existing file is a JUnit report (``testsuites`` or ``testsuite`` at the root)."""
    try:
        with path.open("rb") as f:
            head = f.read(4096)
        if b"<testsuite" not in head:
            return False
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return False
    return root.tag in ("testsuites", "testsuite")
