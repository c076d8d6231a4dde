"""Reports of a check: plain text, JSON and JUnit XML (the rich form is in :mod:`skrules.cli.check`).

A failure is told in the game's terms: the line that expected something, what it expected and
what the adjudicator said, then the verdict and the trace of its reasoning.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

from ..report import findings_text, rows
from .model import Kind, Scenario
from .run import Result, Status
from .session import Session

__all__ = ["is_junit_file", "junit_xml", "result_lines", "session_dict", "session_json", "session_text"]

SCHEMA_VERSION = 1


def where(result: Result) -> str:
    s = result.scenario
    if result.where is not None:
        return f"{s.path}:{result.where[0]}:{result.where[1]}"
    return f"{s.path}:{s.line}"


def describe_rules(s: Scenario) -> str:
    st = s.settings
    auto = "deck base (a game names no card)" if s.kind is Kind.GAME else "deck auto (what the cards need)"
    parts = [f"deck {st.deck}" if st.deck not in (None, "auto") else auto]
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
    return result.error or result.status.value


def result_lines(result: Result) -> list[str]:
    """The story of a failed or broken scenario, line by line (nothing for a pass)."""
    s = result.scenario
    if result.status is Status.PASSED:
        return []
    head = f"{result.status.value.upper()} {where(result)}: {s.name}"
    if result.problems:
        return [head, *("  " + line for p in result.problems for line in p.show().splitlines())]
    lines = [head]
    if s.cites:
        lines.append(f"  cites: {' '.join(s.cites)}")
    if s.kind is Kind.TRICK:
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
    lines.append(f"  rules: {describe_rules(s)}")
    if result.error is not None and not result.mismatches:
        lines.append(f"  {result.error}")
    for m in result.mismatches:
        lines.append(f"  line {m.line}: {m.field}: expected {m.expected}")
        lines.append(f"  {' ' * len(f'line {m.line}: {m.field}:')} got {m.actual}")
    if result.error is not None and result.mismatches:
        lines.append(f"  {result.error}")
    v = result.verdict
    if v is not None:
        lines.append("  the verdict:")
        lines += ["    " + x for x in findings_text(result.findings)]
        width = max(len(k) for k, _ in rows(v))
        lines += [f"    {k:<{width}}  {val}" for k, val in rows(v)]
        if len(v.trace):
            lines.append("  why:")
            lines += v.trace.as_text("    ").splitlines()
    if result.round is not None:
        lines.append("  the round:")
        lines += ["    " + line if line else "" for line in result.round.as_text().splitlines()]
    g = result.game
    if g is not None:
        lines.append("  the game:")
        lines.append(f"    schedule  {' '.join(map(str, g.schedule.cards))}")
        lines.append(f"    dealers   {' '.join(seat.dealer for seat in g.seats)}")
        lines.append(f"    leaders   {' '.join(seat.leader for seat in g.seats)}")
        if g.table.rounds:
            table = g.table.as_text().split("\n\n")[0]  # the running table; its verdict is in the trace below
            lines += ["    " + line for line in table.splitlines()]
        lines.append("  why:")
        lines += g.trace.as_text("    ").splitlines()
    return lines


def session_text(session: Session, *, verbose: bool = False) -> str:
    out: list[str] = []
    for p in session.bad_paths:
        out.append(f"ERROR {p.path}: {p.message}")
    for doc in session.documents:
        for p in doc.problems:
            out.append(f"ERROR {p.show()}")
    for r in session.results:
        if r.passed:
            if verbose:
                out.append(f"PASSED {r.scenario.path}:{r.scenario.line}: {r.scenario.name}")
            continue
        out += result_lines(r)
        out.append("")
    out.append(session.summary())
    return "\n".join(out)


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
        "problems": [p.as_dict() for p in r.problems],
        "error": r.error,
        "where": None if r.where is None else {"line": r.where[0], "column": r.where[1]},
        "verdict": None if r.verdict is None else r.verdict.as_dict(),
        "round": None if r.round is None else r.round.as_dict(),
        "game": None if r.game is None else r.game.as_dict(),
    }


def session_dict(session: Session) -> dict[str, object]:
    return {
        "schema": SCHEMA_VERSION,
        "exit_code": session.exit_code,
        "summary": {
            "scenarios": len(session.results),
            "passed": session.count(Status.PASSED),
            "failed": session.count(Status.FAILED),
            "errors": session.count(Status.ERROR),
            "files": len(session.documents),
            "files_with_errors": len(session.broken) + len(session.bad_paths),
            "seconds": round(session.seconds, 3),
        },
        "files": [
            {"path": d.path, "scenarios": len(d.scenarios), "problems": [p.as_dict() for p in d.all_problems]}
            for d in session.documents
        ]
        + [{"path": p.path, "scenarios": 0, "problems": [p.as_dict()]} for p in session.bad_paths],
        "results": [result_dict(r) for r in session.results],
    }


def session_json(session: Session) -> str:
    return json.dumps(session_dict(session), indent=2, ensure_ascii=False)


# ------------------------------------------------------------------------------ JUnit XML


def junit_xml(session: Session) -> str:
    """A JUnit report: a test suite per file, a test case per scenario, file problems as errors."""
    root = ET.Element("testsuites", name="skrules check")
    by_path: dict[str, list[Result]] = {}
    for r in session.results:
        by_path.setdefault(r.scenario.path, []).append(r)
    totals = {"tests": 0, "failures": 0, "errors": 0}
    for doc in session.documents:
        results = by_path.get(doc.path, [])
        suite = ET.SubElement(root, "testsuite", name=doc.path)
        counts = {"tests": 0, "failures": 0, "errors": 0}
        if doc.problems:
            case = ET.SubElement(suite, "testcase", classname=_classname(doc.path), name="(file)", file=doc.path)
            error = ET.SubElement(case, "error", message=f"{len(doc.problems)} problem(s) reading the file")
            error.text = "\n".join(p.show() for p in doc.problems)
            counts["tests"] += 1
            counts["errors"] += 1
        for r in results:
            s = r.scenario
            case = ET.SubElement(
                suite, "testcase", classname=_classname(s.path), name=s.name, file=s.path, line=str(s.line)
            )
            counts["tests"] += 1
            if r.status is Status.FAILED:
                first = str(r.mismatches[0]) if r.mismatches else (r.error or "failed")
                ET.SubElement(case, "failure", message=first).text = "\n".join(result_lines(r))
                counts["failures"] += 1
            elif r.status is Status.ERROR:
                ET.SubElement(case, "error", message=r.error or "error").text = "\n".join(result_lines(r))
                counts["errors"] += 1
        for k, n in counts.items():
            suite.set(k, str(n))
            totals[k] += n
    for p in session.bad_paths:
        suite = ET.SubElement(root, "testsuite", name=p.path, tests="1", failures="0", errors="1")
        case = ET.SubElement(suite, "testcase", classname=_classname(p.path), name="(file)")
        ET.SubElement(case, "error", message=p.message).text = str(p)
        totals["tests"] += 1
        totals["errors"] += 1
    for k, n in totals.items():
        root.set(k, str(n))
    root.set("time", f"{session.seconds:.3f}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


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
