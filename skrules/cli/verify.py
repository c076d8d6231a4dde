"""``skrules verify``: run another Skull King engine against the conformance suite and report."""

from __future__ import annotations

import argparse
import json
import math
import shlex
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from . import RawDescriptionHelpFormatter, _columns, add_output_options, fail, interrupted, output_format, stoppable

if TYPE_CHECKING:
    from ..conformance.runner import CaseResult

EXAMPLES = """\
examples:
  skrules verify --engine 'python3 examples/adapter_skrules.py'
  skrules verify --engine 'node adapter.js --batch' --batch --suite suite.json --junit report.xml
  skrules verify --engine './adapter' -k kraken --json
  skrules verify --engine './adapter' --declare engine.json

The engine gets one case as JSON on standard input and answers one JSON object on standard
output; with --batch it is started once and gets one case per line (JSON Lines), answering
one line per case. The rulebook's 'Conformance kit' page describes the protocol.

A failing case shows the skrules command that reproduces it; the deviations are listed by the
number of cases each explains; cases that need what --declare leaves out are not supported.

exit codes: 0 every case passed (or was skipped or not supported), 1 some case failed,
            2 bad arguments, suite or declaration, or an engine that answered nothing to
            the first case (--batch) or the first three (no report then), 5 -k selected no
            case, 130 interrupted,
            143 terminated (the engine is stopped too)"""


MAX_TIMEOUT = 3600.0  # an hour per case; beyond that a timeout is a mistake, not a setting


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "verify",
        help="run another engine against the conformance suite",
        description="Send every case of the conformance suite to another engine and compare its answers "
        "with the rules: pass or fail per case and per rule.",
        epilog=EXAMPLES,
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--engine", required=True, metavar="CMD", help="the command that answers a case (split as a shell would)"
    )
    p.add_argument("--suite", metavar="FILE", help="the suite to run (default: the scenario library, exported now)")
    p.add_argument("--batch", action="store_true", help="start the engine once; one case per line in, one answer out")
    p.add_argument(
        "--timeout",
        type=seconds,
        default=seconds("10"),
        metavar="SECONDS",
        help=f"time allowed per case, above 0 and at most {MAX_TIMEOUT:g} (default 10)",
    )
    p.add_argument(
        "--declare",
        metavar="FILE",
        help="what the engine plays (JSON): cases needing anything else are reported as not supported",
    )
    p.add_argument("-k", dest="select", metavar="TEXT", help="run only the cases whose id or rules contain TEXT")
    p.add_argument("-v", "--verbose", action="store_true", help="list the cases that pass too")
    p.add_argument("--junit", metavar="FILE", help="also write a JUnit XML report to FILE")
    add_output_options(p)
    p.set_defaults(run=run)


class seconds(float):  # lower case: argparse names the type in its refusal: "invalid seconds value: 'x'"
    """A number of seconds that keeps the text it was typed as, so that a refusal quotes ``1e400``, not ``inf``."""

    typed: str

    def __new__(cls, text: str) -> seconds:
        value = super().__new__(cls, text)
        value.typed = text
        return value


def run(args: argparse.Namespace) -> int:
    from ..conformance.runner import BatchEngine, NoBatchAnswer, NoOneShotAnswer, OneShotEngine, run_suite

    argv, refusal = _engine_argv(args.engine)
    if refusal is None and not (math.isfinite(args.timeout) and 0 < args.timeout <= MAX_TIMEOUT):
        refusal = f"--timeout {args.timeout.typed}: give a number of seconds above 0 and at most {MAX_TIMEOUT:g}"
    if refusal is None and args.junit is not None:
        refusal = _junit_refusal(args.junit)
    if refusal is not None:
        return fail(refusal)
    cases, refusal = _cases(args.suite)
    if refusal is not None:
        return fail(refusal)
    declared = None
    if args.declare is not None:
        from ..conformance.declare import read_declaration

        declared, refusal = read_declaration(args.declare)
        if refusal is not None:
            return fail(refusal)
    if args.select is not None:
        selected = [c for c in cases if _selected(c, args.select)]
        if not selected:
            fail(f"-k {args.select!r} selects none of the {len(cases)} cases of the suite; nothing was run")
            return 5
        cases = selected
    engine = (BatchEngine if args.batch else OneShotEngine)(argv, args.timeout)
    try:
        with stoppable():  # the engine runs in a group of its own: it is stopped on the way out
            results = run_suite(cases, engine, declared=declared)
    except KeyboardInterrupt as stop:
        return interrupted("verify", stop)
    except NoBatchAnswer as silent:  # told at the first case's timeout, not after every case's in turn
        return fail(f"--batch: {silent}")
    except NoOneShotAnswer as silent:  # told at the third case's timeout, not after every case's in turn
        return fail(str(silent))
    failed = any(r.check.status.value == "failed" for r in results)
    args.status = 1 if failed else 0
    _report(args, results, None if declared is None else declared.source)
    return int(args.status)


def _selected(case: dict[str, object], text: str) -> bool:
    """Whether the case's id or one of its rule IDs contains ``text`` (case does not matter)."""
    rules = case.get("rules")
    words = [str(case.get("id")), *(map(str, rules) if isinstance(rules, list) else ())]
    return text.lower() in " ".join(words).lower()


def _report(args: argparse.Namespace, results: list[CaseResult], declaration: dict[str, object] | None) -> None:
    from ..conformance.report import json_report, junit_report, rich_report, text_report
    from ..files import write_whole

    if args.junit is not None:
        write_whole(Path(args.junit), lambda f: junit_report(results, args.engine, f))
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps(json_report(results, args.engine, declaration), ensure_ascii=False, indent=1))
    elif fmt == "plain":
        text_report(results, sys.stdout, verbose=args.verbose, width=min(_columns(), 100) - 2)
    else:
        rich_report(results, verbose=args.verbose)


def _engine_argv(command: str) -> tuple[list[str], str | None]:
    try:
        argv = shlex.split(command)
    except ValueError as err:
        return [], f"--engine {command!r}: {err}"
    if not argv:
        return [], "--engine '': give the command that runs the engine"
    if shutil.which(argv[0]) is None:
        return argv, f"--engine {command!r}: no program {argv[0]!r} found (give its path, or put it on PATH)"
    return argv, None


def _cases(suite: str | None) -> tuple[list[dict[str, object]], str | None]:
    """The suite's cases, read from FILE or exported from the library now; or why they cannot be."""
    if suite is None:
        from ..conformance.cases import ExportError, library_path, scenario_cases

        library = library_path()
        if library is None:
            return [], (
                "--suite: name the suite file: the scenario library comes with a source checkout of skrules, and "
                "none is beside this installation (export the suite there with 'skrules export --out suite.json')"
            )
        try:
            return scenario_cases([library]), None
        except ExportError as err:
            return [], f"the library could not be exported: {err}"
    from ..conformance.suite import read_suite

    return read_suite(suite)


def _junit_refusal(name: str) -> str | None:
    """Why the report may not be written there, or None: only a JUnit report is replaced, never a device or a pipe."""
    from ..files import unwritable
    from ..scenario.report import is_junit_file

    if not name.strip():
        return "--junit '': name the file to write the report to"
    refusal = unwritable(name)
    if refusal is not None:
        return f"--junit {refusal}"
    if Path(name).exists() and not is_junit_file(Path(name)):
        return f"--junit {name!r} exists and is not a JUnit report; refusing to overwrite it (choose another file)"
    return None
