"""``skrules check``: run scenario files and report, for people and for CI servers."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import unwritable
from ..refusals import CommandRefusal
from ..refusals import refusal as refusal_of
from . import RawDescriptionHelpFormatter, add_output_options, fail, output_format

if TYPE_CHECKING:
    from ..scenario.report import JUnitReport
    from ..scenario.session import Reporter

EXAMPLES = """\
examples:
  skrules check scenarios/                 every .skull file under scenarios/
  skrules check club.skull -k kraken       the scenarios whose file or name mentions kraken
  skrules check scenarios -k "mermaid and not pirate"
  skrules check scenarios --junit-xml report.xml --plain

exit codes: 0 every scenario passed, 1 some scenario failed (or could not run),
            2 a file could not be read or parsed, or bad arguments, 5 no scenario selected"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "check",
        help="run scenario files (.skull) and report what differs from the rules",
        description="Run the scenarios of .skull files (folders are searched recursively) and report each "
        "scenario whose verdict differs from what it expects.",
        epilog=EXAMPLES,
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument("paths", nargs="+", metavar="PATH", help="scenario files or folders")
    p.add_argument("-k", dest="select", metavar="EXPR", help="run only the scenarios whose path or name matches")
    p.add_argument("-v", "--verbose", action="store_true", help="list the scenarios that pass too")
    p.add_argument("--junit-xml", metavar="FILE", help="also write a JUnit XML report to FILE")
    p.add_argument("--force", action="store_true", help="let --junit-xml replace a file that is not a JUnit report")
    add_output_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..scenario.select import compile_selection
    from ..scenario.session import check

    if args.junit_xml is not None:
        refusal = _junit_refusal(args.junit_xml, force=args.force, paths=args.paths)
        if refusal:
            return fail(refusal)
    select = compile_selection(args.select) if args.select is not None else None
    junit, output = _reporters(args)
    session = check(args.paths, select, [r for r in (junit, output) if r is not None])
    args.status = session.exit_code  # kept if the output pipe closes while printing
    if junit is not None:  # the report first: a reader that stops early must not cost the CI its report
        from ..files import write_whole

        junit.finish(session)
        write_whole(Path(args.junit_xml), junit.write)
    if session.exit_code == 5:
        what = f"-k {args.select!r} selects none of" if args.select is not None else "there is no scenario in"
        found = session.found
        fail(f"{what} the {found} scenario{'s' if found != 1 else ''} found; nothing was run")
    output.finish(session)
    return session.exit_code


def _reporters(args: argparse.Namespace) -> tuple[JUnitReport | None, Reporter]:
    """The JUnit report if asked for, and the report to print in the format chosen."""
    from ..scenario.report import JsonReport, JUnitReport, TextReport

    junit = JUnitReport() if args.junit_xml is not None else None
    fmt = output_format(args)
    if fmt == "json":
        return junit, JsonReport(sys.stdout)
    if fmt == "plain":
        return junit, TextReport(sys.stdout, verbose=args.verbose)
    from ..render import RichReport

    return junit, RichReport(verbose=args.verbose)


def _junit_refusal(name: str, *, force: bool, paths: list[str]) -> str | None:
    """Why the report may not be written there, or None: never replace a file that is not a report, nor, even
    with --force, a scenario file the check reads."""
    from ..scenario.report import is_junit_file
    from ..scenario.session import reads

    if not name.strip():
        return "--junit-xml '': name the file to write the report to"
    if name == "-":  # standard output carries the check's own report
        return "--junit-xml '-': the JUnit report is written to a file; standard output carries the check's report"
    refusal = unwritable(name)
    if refusal is not None:
        return f"--junit-xml {refusal}"
    path = Path(name)
    if path.exists() and reads(paths, name):
        return refusal_of(CommandRefusal.OUT_IS_READ, typed="--junit-xml", typed2=repr(name))
    if path.exists() and not force and not is_junit_file(path):
        return (
            f"--junit-xml {name!r} exists and is not a JUnit report; refusing to overwrite it "
            "(choose another file, or add --force to replace it)"
        )
    return None
