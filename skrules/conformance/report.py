"""What ``skrules verify`` reports: pass and fail per case and per rule, as text, rich, JSON and JUnit XML.

A rule passes when every case that exercises it passes; a failing case shows its cards, the
command that shows skrules' own answer, the expected and the received answer field by field,
and the rulebook's text of the rule behind each field that differs. The deviations come first:
the failed cases grouped by cause (:mod:`.diagnose`), the cause explaining the most cases first.
Cases the engine declared it cannot play are counted and listed apart, as not supported.
"""

from __future__ import annotations

import json
import re
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING

from .. import __version__
from ..book import MISSING, Entry, rulebook
from ..formats.scenario.sources import ITEMS
from . import SUITE_VERSION
from .compare import Printed, Status
from .diagnose import Deviation, cards_line, cause_of, deviations, label_of, reproduce, rules_behind
from .runner import CaseResult

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

__all__ = ["RuleTally", "json_report", "junit_report", "rule_tallies", "summary", "text_report", "visible"]

_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")  # C0, DEL and C1: a terminal would act on them
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")  # what XML 1.0 cannot hold


def _escape(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """``text`` with its control characters written as escapes (``\\x1b``), for a terminal or one line.

    A case's id, an engine's name or its reason come from the suite and the engine: an escape
    sequence in one must be shown, not obeyed by the terminal.
    """
    return _CONTROLS.sub(_escape, text)


def _xml(text: str) -> str:
    """``text`` with what XML 1.0 forbids written as escapes, so that the report stays well-formed."""
    return _NOT_XML.sub(_escape, text)


class RuleTally:
    """How the cases that exercise one rule came out."""

    __slots__ = ("failed", "passed", "rule", "skipped", "unsupported")

    def __init__(self, rule: str) -> None:
        self.rule = rule
        self.passed: list[str] = []
        self.failed: list[str] = []
        self.skipped: list[str] = []
        self.unsupported: list[str] = []

    @property
    def status(self) -> Status:
        """Failed if a case failed; skipped if one was skipped; unsupported if none was run; else passed."""
        if self.failed:
            return Status.FAILED
        if self.skipped:
            return Status.SKIPPED
        return Status.UNSUPPORTED if self.unsupported and not self.passed else Status.PASSED

    @property
    def total(self) -> int:
        """The cases run: those not supported are counted apart."""
        return len(self.passed) + len(self.failed) + len(self.skipped)

    def list_of(self, status: Status) -> list[str]:
        return {
            Status.PASSED: self.passed,
            Status.FAILED: self.failed,
            Status.SKIPPED: self.skipped,
            Status.UNSUPPORTED: self.unsupported,
        }[status]


def rule_tallies(results: Sequence[CaseResult]) -> list[RuleTally]:
    """One tally per rule or ruling ID the suite exercises, by the share of its cases that failed, then by ID.

    A rule whose every case fails comes first: it is the likeliest to be the one broken, while
    the rules further down fail only in cases they share with it.
    """
    tallies: dict[str, RuleTally] = {}
    for r in results:
        for rule in dict.fromkeys(r.rules):
            tallies.setdefault(rule, RuleTally(rule)).list_of(r.check.status).append(r.id)
    order = {Status.FAILED: 0, Status.SKIPPED: 1, Status.UNSUPPORTED: 2, Status.PASSED: 3}
    return sorted(tallies.values(), key=lambda t: (order[t.status], len(t.passed) / max(t.total, 1), t.rule))


def summary(results: Sequence[CaseResult]) -> dict[str, int]:
    counts = dict.fromkeys((s.value for s in Status), 0)
    for r in results:
        counts[r.check.status.value] += 1
    return {"cases": len(results), **counts}


def _title(book: dict[str, Entry], rule: str) -> str:
    """A rule's or ruling's title, or the question a cited FAQ item (``notes.*``, ``guide.*``) asks."""
    entry = book.get(rule)
    if entry is not None:
        return entry.title
    item = ITEMS.get(rule)
    return item.title if item is not None else ""


def rule_text(book: dict[str, Entry], cite: str, width: int) -> list[str]:
    """A cited rule's heading and its full text from the rulebook, reflowed to ``width`` columns."""
    rule = cite.partition("=")[0]
    entry = book.get(rule)
    if entry is None:
        item = ITEMS.get(rule)
        return _wrap(f"source {rule}: {item.title}" if item is not None else f"{rule}: {MISSING}", width, "  ")
    lines = _wrap(f"rule {rule} ({entry.title}):", width, "  ")
    for line in _logical_lines(entry.plain_text if entry.text else MISSING):
        bullet = line.startswith(("- ", "* ")) or line[:3].rstrip(".").isdigit()
        lines += textwrap.wrap(
            line, max(width, 30), initial_indent="    ", subsequent_indent="      " if bullet else "    "
        ) or [""]
    return lines


def _logical_lines(text: str) -> list[str]:
    """The text's paragraphs and list items each on one line (tables kept as written), blank lines dropped."""
    out: list[str] = []
    joinable = False
    for raw in text.strip().splitlines():
        line = raw.strip()
        starts_item = line.startswith(("- ", "* ", "|")) or line[:3].rstrip(".").isdigit()
        if not line:
            joinable = False
        elif joinable and not starts_item:
            out[-1] += " " + line
        else:
            out.append(line)
            joinable = not line.startswith("|")
    return out


def _rules_line(results: Sequence[CaseResult]) -> str:
    tallies = [t for t in rule_tallies(results) if t.status is not Status.UNSUPPORTED]
    passed = sum(1 for t in tallies if t.status is Status.PASSED)
    return f"{passed} of {len(tallies)} rules passed"


def summary_line(results: Sequence[CaseResult]) -> str:
    s = summary(results)
    line = f"{s['passed']} of {s['cases']} cases passed, {s['failed']} failed"
    line += f", {s['skipped']} skipped" if s["skipped"] else ""
    return line + (f", {s['unsupported']} not supported" if s["unsupported"] else "")


# ------------------------------------------------------------------------------ plain text


def failure_lines(
    r: CaseResult, book: dict[str, Entry], width: int = 100, others: Sequence[dict[str, object]] = ()
) -> list[str]:
    """A failed case: why, its cards, the command to see skrules' answer, each field expected and
    received with the rule that decided it, and the rulebook's text of those rules."""
    head = [("", f"FAIL {r.id}"), ("  ", f"why: {r.check.reason}")] + [("  ", line) for line in cards_line(r.case)]
    lines = [wrapped for indent, text in head for wrapped in _wrap(text, width, indent)]
    lines.append("  reproduce: " + visible(reproduce(r.case, others)))  # on one line, to be pasted
    pairs: list[tuple[str, str]] = []
    behind: dict[str, None] = {}
    for d in r.check.diffs:
        received = "nothing (the field is missing)" if d.missing else _compact(d.received)
        rules = rules_behind(r.case, d)
        behind.update(dict.fromkeys(label_of(rules).split(" / ")))
        pairs += [("  ", f"{d.field}:"), ("    ", f"expected {_compact(d.expected)}"), ("    ", f"received {received}")]
        pairs.append(("    ", f"decided by {label_of(rules)}"))
    if not r.check.diffs:
        pairs += [
            ("  ", f"expected {_compact(r.case.get('expected'))}"),
            ("  ", f"received {_received(r.check.answer)}"),
        ]
        cause = cause_of(r)
        if cause is not None and cause.rule in book:
            behind[cause.rule] = None
    lines += [wrapped for indent, text in pairs for wrapped in _wrap(text, width, indent)]
    if not behind:  # nothing to point at but what the case is written about
        cites = r.case.get("cites")
        behind = dict.fromkeys(str(c) for c in (cites if isinstance(cites, list) else []))
    for rule in behind:
        lines += rule_text(book, rule, width)
    return lines


def deviation_lines(
    groups: Sequence[Deviation], book: dict[str, Entry], width: int = 100, others: Sequence[dict[str, object]] = ()
) -> list[str]:
    """Each deviation: how many cases it explains, the field and the rule behind it, an example to run."""
    lines: list[str] = []
    for g in groups:
        c = g.cause
        title = _title(book, c.rule)
        count = f"{len(g.results):>4} {'case ' if len(g.results) == 1 else 'cases'}"
        head = f"{count}  {c.label}" + (f": {title}" if title else "")
        lines += _wrap(head, width, "", "            ")
        lines += _wrap(f"field {c.field}; e.g. {g.example.id}", width, "            ", "  ")
        lines.append("            " + visible(reproduce(g.example.case, others)))  # one line, to paste
    return lines


def unsupported_lines(results: Sequence[CaseResult], width: int = 100) -> list[str]:
    """The cases not run, by the reason the engine's declaration gives, with their ids."""
    by_reason: dict[str, list[str]] = {}
    for r in results:
        if r.check.status is Status.UNSUPPORTED:
            by_reason.setdefault(r.check.reason.removeprefix("not supported: "), []).append(r.id)
    lines: list[str] = []
    for reason, ids in sorted(by_reason.items(), key=lambda item: (-len(item[1]), item[0])):
        lines += _wrap(f"{len(ids):>4}  {reason}", width, "", "      ")
        for case_id in ids:
            lines += _wrap(case_id, width, "        ")
    return lines


def _wrap(text: str, width: int, indent: str, hang: str = "    ") -> list[str]:
    """``text`` wrapped to ``width`` columns, its first line at ``indent``, the others further in."""
    return textwrap.wrap(
        visible(text), max(width, 30), initial_indent=indent, subsequent_indent=indent + hang, break_on_hyphens=False
    ) or [indent]


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=False)


def _received(answer: object) -> str:
    """The answer as the report shows it: JSON compact, or what was printed, as it was, when it was no JSON."""
    if isinstance(answer, Printed):
        return f"(as printed) {visible(answer)}" if answer.strip() else "nothing"
    return _compact(answer)


def text_report(results: Sequence[CaseResult], out: IO[str], *, verbose: bool = False, width: int = 100) -> None:
    """Failures in full, the passing cases if ``verbose``, the cases not supported, the deviations,
    the rules' tallies, and the summary."""
    book = rulebook()
    others = [r.case for r in results]
    for r in results:
        if r.check.status is Status.FAILED:
            out.write("\n".join(failure_lines(r, book, width, others)) + "\n\n")
        elif verbose or r.check.status is Status.SKIPPED:
            if r.check.status is Status.UNSUPPORTED:
                continue  # listed below, by reason
            word = "PASS" if r.check.status is Status.PASSED else "SKIP"
            why = f" ({r.check.reason})" if r.check.reason else ""
            out.write(visible(f"{word} {r.id}{why}") + "\n")
    unsupported = unsupported_lines(results, width)
    if unsupported:
        out.write("\nNot supported (the engine declares it lacks what these cases need; not run):\n")
        out.write("\n".join(unsupported) + "\n")
    groups = deviations(results)
    if groups:
        out.write("\nDeviations, by the cases each explains (a case counts under the first field it gets wrong):\n")
        out.write("\n".join(deviation_lines(groups, book, width, others)) + "\n")
    tallies = rule_tallies(results)
    out.write("\nRules (a rule passes when every case that exercises it passes):\n")
    rule_width = max((len(visible(t.rule)) for t in tallies), default=0)
    for t in tallies:
        head = f"  {_WORDS[t.status]}  {visible(t.rule):<{rule_width}}  {_counts(t):>7}  "
        out.write("\n".join(_hanging(head, _title(book, t.rule), width)) + "\n")
    out.write(f"\n{summary_line(results)}; {_rules_line(results)}.\n")


def _hanging(head: str, text: str, width: int) -> list[str]:
    """``head`` then ``text`` wrapped to ``width`` columns under its own first word, at least 20 columns of it a
    line: a plain report keeps to its width and cuts no word (a CI log reads every title whole)."""
    if not text.strip():
        return [head.rstrip()]
    return textwrap.wrap(
        visible(text),
        max(width, len(head) + 20),
        initial_indent=head,
        subsequent_indent=" " * len(head),
        break_on_hyphens=False,
        break_long_words=False,
    )


def _counts(t: RuleTally) -> str:
    """Passed of run; a rule none of whose cases ran (all not supported) shows ``-``."""
    return f"{len(t.passed)}/{t.total}" if t.total else "-"


_WORDS = {Status.PASSED: "pass", Status.FAILED: "FAIL", Status.SKIPPED: "skip", Status.UNSUPPORTED: "n/s"}


# ------------------------------------------------------------------------------ JSON


def json_report(
    results: Sequence[CaseResult], engine: str, declaration: dict[str, object] | None = None
) -> dict[str, object]:
    """The report as JSON: the summary, each case, the deviations, the declaration given, each rule."""
    book = rulebook()
    others = [r.case for r in results]
    return {
        "suite_version": SUITE_VERSION,
        "skrules_version": __version__,
        "engine": engine,
        "summary": summary(results),
        "cases": [_case_json(r, others) for r in results],
        "deviations": [_deviation_json(g, book, others) for g in deviations(results)],
        "declaration": declaration,
        "rules": [
            {
                "rule": t.rule,
                "title": _title(book, t.rule),
                "status": t.status.value,
                "passed": len(t.passed),
                "failed": t.failed,
                "skipped": t.skipped,
                "unsupported": t.unsupported,
            }
            for t in rule_tallies(results)
        ],
    }


def _case_json(r: CaseResult, others: Sequence[dict[str, object]]) -> dict[str, object]:
    return {
        "id": r.id,
        "status": r.check.status.value,
        "reason": r.check.reason or None,
        "seconds": round(r.seconds, 4),
        "rules": r.rules,
        "diffs": [{**d.as_dict(), "because": rules_behind(r.case, d)} for d in r.check.diffs],
        "expected": r.case.get("expected") if r.check.status is Status.FAILED else None,
        "received": r.check.answer if r.check.status is not Status.PASSED else None,
        "cause": _cause_json(r),
        "reproduce": reproduce(r.case, others) if r.check.status is Status.FAILED else None,
    }


def _deviation_json(g: Deviation, book: dict[str, Entry], others: Sequence[dict[str, object]]) -> dict[str, object]:
    return {
        "field": g.cause.field,
        "rule": g.cause.rule,
        "ruling": g.cause.ruling,
        "title": _title(book, g.cause.rule),
        "count": len(g.results),
        "cases": [r.id for r in g.results],
        "example": g.example.id,
        "reproduce": reproduce(g.example.case, others),
    }


def _cause_json(r: CaseResult) -> dict[str, object] | None:
    cause = cause_of(r)
    return None if cause is None else {"field": cause.field, "rule": cause.rule, "ruling": cause.ruling}


# ------------------------------------------------------------------------------ JUnit XML


def junit_report(results: Sequence[CaseResult], engine: str, out: IO[str]) -> None:
    """A JUnit report: a test suite per scenario file, a test case per case; a skip is ``skipped``."""
    book = rulebook()
    others = [r.case for r in results]
    root = ET.Element("testsuites", name=_xml(visible(f"skrules verify: {engine}")))
    suites: dict[str, ET.Element] = {}
    for r in results:
        file = str(r.case.get("file", "suite"))
        suite = suites.get(file)
        if suite is None:
            suite = suites[file] = ET.SubElement(root, "testsuite", name=_xml(visible(file)))
        case = ET.SubElement(
            suite,
            "testcase",
            classname=_xml(visible(file.removesuffix(".skull").replace("/", "."))),
            name=_xml(visible(str(r.case.get("name", r.id)))),
            time=f"{r.seconds:.3f}",
        )
        if r.check.status is Status.FAILED:
            failure = ET.SubElement(case, "failure", message=_xml(visible(r.check.reason)))
            failure.text = _xml("\n".join(failure_lines(r, book, others=others)))
        elif r.check.status in (Status.SKIPPED, Status.UNSUPPORTED):
            ET.SubElement(case, "skipped", message=_xml(visible(r.check.reason)))
    for element in [*suites.values(), root]:
        cases = element.iter("testcase")
        kinds = [next(iter(c), None) for c in cases]
        element.set("tests", str(len(kinds)))
        element.set("failures", str(sum(1 for k in kinds if k is not None and k.tag == "failure")))
        element.set("skipped", str(sum(1 for k in kinds if k is not None and k.tag == "skipped")))
        element.set("errors", "0")
    ET.indent(root)
    out.write('<?xml version="1.0" encoding="utf-8"?>\n')
    out.write(ET.tostring(root, encoding="unicode") + "\n")


# ------------------------------------------------------------------------------ rich


def rich_report(results: Sequence[CaseResult], *, verbose: bool = False) -> None:
    """The text report laid out for a terminal: failures in red, the deviations and the rules as tables."""
    from rich.text import Text

    from ..typeset import Console

    console = Console()
    book = rulebook()
    others = [r.case for r in results]
    for r in results:
        if r.check.status is Status.FAILED:
            lines = failure_lines(r, book, console.width - 1, others)
            console.print(Text(lines[0], style="bold red"))
            console.print(Text("\n".join(lines[1:])), soft_wrap=True)  # wrapped already; the command kept whole
            console.print()
        elif r.check.status is Status.SKIPPED or (verbose and r.check.status is Status.PASSED):
            style = "green" if r.check.status is Status.PASSED else "yellow"
            word = "PASS" if r.check.status is Status.PASSED else "SKIP"
            console.print(
                Text(f"{word} ", style=style) + Text(visible(r.id + (f" ({r.check.reason})" if r.check.reason else "")))
            )
    unsupported = unsupported_lines(results, console.width - 1)
    if unsupported:
        console.print(
            Text("Not supported (the engine declares it lacks what these cases need; not run)", style="yellow")
        )
        console.print(Text("\n".join(unsupported)))
        console.print()
    groups = deviations(results)
    if groups:
        _print_deviations(console, groups, book, others)
    console.print(_rules_table(results, book, titles=console.width >= 90))
    style = "bold red" if any(r.check.status is Status.FAILED for r in results) else "bold green"
    console.print(Text(summary_line(results) + "; " + _rules_line(results), style=style))


def _print_deviations(
    console: Console, groups: Sequence[Deviation], book: dict[str, Entry], others: Sequence[dict[str, object]]
) -> None:
    """Each cause with the cases it explains, the field and an example; its command on one line, to be pasted."""
    from rich.text import Text

    console.print(
        Text("Deviations, by the cases each explains (a case counts under the first field it gets wrong)", style="bold")
    )
    for line in deviation_lines(groups, book, console.width - 1, others):
        command = line.lstrip().startswith("skrules ")
        console.print(Text(line, style="cyan" if command else ""), soft_wrap=command)
    console.print()


def _rules_table(results: Sequence[CaseResult], book: dict[str, Entry], *, titles: bool) -> RenderableType:
    """Each rule with its passed and total cases; its title too when the terminal is wide enough."""
    from rich.box import SIMPLE_HEAD
    from rich.table import Table
    from rich.text import Text

    table = Table(title="Rules: each passes when every case that exercises it passes", box=SIMPLE_HEAD)
    table.title_justify = "left"
    table.add_column("", no_wrap=True)
    table.add_column("rule", style="cyan", no_wrap=True)
    table.add_column("cases", justify="right", no_wrap=True)
    if titles:
        table.add_column("title", ratio=1)
    styles = {
        Status.PASSED: ("pass", "green"),
        Status.FAILED: ("FAIL", "bold red"),
        Status.SKIPPED: ("skip", "yellow"),
        Status.UNSUPPORTED: ("n/s", "dim"),
    }
    for t in rule_tallies(results):
        word, style = styles[t.status]
        cells: list[RenderableType] = [Text(word, style=style), Text(visible(t.rule)), _counts(t)]
        table.add_row(*cells, *([Text(_title(book, t.rule))] if titles else []))
    return table
