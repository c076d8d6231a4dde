"""``skrules export``: the scenario library as a JSON suite for testing other Skull King engines."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import IO

from ..files import unwritable, write_whole
from ..refusals import CommandRefusal
from ..refusals import refusal as refusal_of
from . import RawDescriptionHelpFormatter, fail

EXAMPLES = """\
examples:
  skrules export --out suite.json                the project's scenario library
  skrules export --out - | jq '.cases | length'  the same on standard output
  skrules export scenarios/trick club.skull      the scenarios of a folder and a file
  skrules verify --engine 'python3 my_adapter.py' --suite suite.json

The suite's JSON Schema ships with skrules (skrules/conformance/schema.json); the rulebook's
'Conformance kit' page describes it.

Only a regular file is replaced (with --force, or when you say so): a folder, a device or a
named pipe, also behind a link, is refused before anything is exported, and so is a scenario
file being exported.

exit codes: 0 written, 2 a scenario could not be exported, or the file is not to be overwritten"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "export",
        help="write the scenario library as a JSON suite for other Skull King engines",
        description="Write scenarios (by default the project's own library) as a versioned JSON suite of cases: "
        "the cards, the rule set, the expected answer and the rules each case exercises.",
        epilog=EXAMPLES,
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument("paths", nargs="*", metavar="PATH", help="scenario files or folders (default: the library)")
    p.add_argument("--out", metavar="FILE", help="write the suite to FILE (- or no --out: standard output)")
    p.add_argument("--force", action="store_true", help="replace FILE if it exists, without asking")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..conformance.cases import ExportError, build_suite, library_path, scenario_cases

    paths = list(args.paths)
    if not paths:
        library = library_path()
        if library is None:
            return fail(
                "export: name the scenario files or folders to export: the scenario library (scenarios/) comes with "
                "a source checkout of skrules, and none is beside this installation"
            )
        paths = [library]
    out = None if args.out == "-" else args.out  # "-" is standard output, as for most tools
    if out is not None:
        refusal = _out_refusal(out, force=args.force, paths=paths)
        if refusal:
            return fail(refusal)
    try:
        suite = build_suite(scenario_cases(paths))
    except ExportError as err:
        return fail(f"export: {err}")
    text = json.dumps(suite, ensure_ascii=False, indent=1) + "\n"
    if out is None:
        sys.stdout.write(text)
        return 0
    write_whole(out, lambda f: _write(f, text))
    cases = suite["cases"]
    assert isinstance(cases, list)
    print(f"wrote {len(cases)} case{'' if len(cases) == 1 else 's'} to {out}", file=sys.stderr)
    return 0


def _write(out: IO[str], text: str) -> None:
    out.write(text)


def _out_refusal(name: str, *, force: bool, paths: list[str | Path]) -> str | None:
    """Why the suite may not be written there, or None; an existing file is replaced only if the user says so.

    Asked before the suite is built: a pipe, a device or a folder is refused at once, even with --force, and so
    is a scenario file being exported.
    """
    from ..scenario.session import reads

    if not name.strip():
        return "--out '': name the file to write the suite to"
    refusal = unwritable(name)
    if refusal is not None:
        return f"--out {refusal}"
    if Path(name).exists() and reads(paths, name):
        return refusal_of(CommandRefusal.OUT_IS_READ, typed="--out", typed2=repr(name))
    if not Path(name).exists() or force:
        return None
    if not sys.stdin.isatty():
        return f"--out {name!r} exists; add --force to replace it"
    try:
        reply = input(f"{name} exists; replace it? [y/N] ")
    except EOFError:
        reply = ""
    return None if reply.strip().lower() in ("y", "yes") else f"--out {name!r} exists; left as it was"
