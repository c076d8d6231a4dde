"""``skrules check``: run scenario files and report, for people and for CI servers."""

from __future__ import annotations

import argparse
import errno
import os
import secrets
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import kind_of
from . import add_output_options, fail, output_format

if TYPE_CHECKING:
    from ..scenario.session import Session

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
        formatter_class=argparse.RawDescriptionHelpFormatter,
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

    junit = None
    if args.junit_xml is not None:
        junit = Path(args.junit_xml)
        refusal = _junit_refusal(args.junit_xml, force=args.force)
        if refusal:
            return fail(refusal)
    select = compile_selection(args.select) if args.select is not None else None
    session = check(args.paths, select)
    args.status = session.exit_code  # kept if the output pipe closes while printing
    if junit is not None:  # the report first: a reader that stops early must not cost the CI its report
        from ..scenario.report import junit_xml

        _write(junit, junit_xml(session))
    if session.exit_code == 5:
        what = f"-k {args.select!r} selects none of" if args.select is not None else "there is no scenario in"
        found = session.found
        fail(f"{what} the {found} scenario{'s' if found != 1 else ''} found; nothing was run")
    fmt = output_format(args)
    if fmt == "json":
        from ..scenario.report import session_json

        print(session_json(session))
    elif fmt == "plain":
        from ..scenario.report import session_text

        print(session_text(session, verbose=args.verbose))
    else:
        _print_rich(session, verbose=args.verbose)
    return session.exit_code


def _junit_refusal(name: str, *, force: bool) -> str | None:
    """Why the report may not be written there, or None: never replace a file that is not a report."""
    from ..scenario.report import is_junit_file

    if not name.strip():
        return "--junit-xml '': name the file to write the report to"
    path = Path(name)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except (OSError, ValueError) as err:  # a link loop, a name too long, a NUL byte
        return f"--junit-xml {name!r}: {getattr(err, 'strerror', None) or err}"
    if mode is not None and stat.S_ISDIR(mode):
        return f"--junit-xml {name!r} is a folder; name a file"
    if mode is not None and not stat.S_ISREG(mode):
        return f"--junit-xml {name!r} is {kind_of(mode)}; name a regular file"
    if not path.resolve().parent.is_dir():
        return f"--junit-xml {name!r}: the folder {str(path.parent)!r} does not exist"
    if mode is not None and not force and not is_junit_file(path):
        return (
            f"--junit-xml {name!r} exists and is not a JUnit report; refusing to overwrite it "
            "(choose another file, or add --force to replace it)"
        )
    return None


def _write(path: Path, text: str) -> None:
    """Write the whole report or nothing: a half-written report never replaces a good one.

    A new report gets the permissions the user's umask gives any new file; a replaced one keeps
    its own. A link is followed, so the report lands where the link points and the link stays.
    """
    path = path.resolve()
    try:
        mode: int | None = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mode = None
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    for _ in range(100):
        tmp = path.parent / f".skrules-{secrets.token_hex(6)}.xml"
        try:
            fd = os.open(tmp, flags, 0o666)  # the umask applies, as to any file the user creates
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError(errno.EEXIST, "cannot create a temporary file next to the report", str(path))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        if mode is not None:
            tmp.chmod(mode)
        tmp.replace(path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _print_rich(session: Session, *, verbose: bool) -> None:
    from rich.console import Console
    from rich.panel import Panel
    from rich.text import Text

    from ..scenario.report import result_lines, where
    from ..scenario.run import Status

    console = Console()
    for p in session.bad_paths:
        console.print(Text(f"ERROR {p.path}: {p.message}", style="bold red"))
    for doc in session.documents:
        for p in doc.problems:
            console.print(
                Panel(Text(p.show()), title=Text(f"cannot read {doc.path}", style="bold red"), border_style="red")
            )
    for r in session.results:
        s = r.scenario
        if r.passed:
            if verbose:
                console.print(Text.assemble(("PASSED ", "green"), f"{s.path}:{s.line}: {s.name}"))
            continue
        body = Text(where(r) + "\n", style="dim")
        for line in result_lines(r)[1:]:
            text = line.removeprefix("  ")
            style = "bold" if text.startswith("line ") else ("yellow" if text.lstrip().startswith("got ") else "")
            body.append(text + "\n", style=style)
        colour = "red" if r.status is Status.FAILED else "magenta"
        title = Text(f"{r.status.value.upper()}: {s.name}", style=f"bold {colour}")
        console.print(Panel(body, title=title, title_align="left", border_style=colour))
    style = "bold green" if session.exit_code == 0 else "bold red"
    console.print(Text(session.summary(), style=style))
