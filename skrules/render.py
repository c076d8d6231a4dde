"""Rich renderings for the terminal. Imported only on paths that render with rich.

The data comes from :mod:`skrules.report`; this module only lays it out and colours it.
Colour follows rich's own rules: none when the output is not a terminal or NO_COLOR is set.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .legality import Legality
from .report import findings_text, rows
from .trace import Trace
from .trick import Verdict

if TYPE_CHECKING:
    from .scenario.model import Problem
    from .scenario.report import Spool
    from .scenario.run import Result
    from .scenario.session import FileRead, Session

# The API page documents the verdict's renderers; the check report is the CLI's (skrules.cli.check).
__all__ = ["card_text", "print_verdict", "trace_table", "verdict_renderable"]

SUIT_STYLE = {"g": "green", "p": "magenta", "y": "yellow", "b": "bold white on grey23"}


def card_text(token: str) -> Text:
    style = SUIT_STYLE.get(token[:1], "") if token[:1] in SUIT_STYLE and token[1:2].isdigit() else "bold cyan"
    return Text(token, style=style)


def trace_table(trace: Trace) -> Table:
    table = Table(show_header=False, box=None, padding=(0, 1), expand=False)
    table.add_column(justify="right", style="dim")
    table.add_column(style="cyan", no_wrap=True)
    table.add_column(ratio=1)
    for i, step in enumerate(trace, 1):
        cites = Text(step.rule, style="cyan")
        if step.ruling:
            cites.append(f"\n{step.ruling}={step.reading}", style="magenta")
        table.add_row(f"{i}.", cites, Text(step.text))  # Text: a name such as [/x] is not markup
    return table


def verdict_renderable(v: Verdict, findings: Sequence[Legality] = ()) -> RenderableType:
    parts: list[RenderableType] = [Text(line, style="bold red") for line in findings_text(findings)]
    plays = Table(show_header=True, header_style="bold", box=None, padding=(0, 2))
    plays.add_column("#", justify="right", style="dim")
    plays.add_column("Player")
    plays.add_column("Card")
    for i, p in enumerate(v.trick.plays):
        mark = " ← wins" if i == v.winner else (" (removed)" if i in v.removed else "")
        card = card_text(str(p.card) + (f":{p.target}" if p.target else ""))
        card.append(mark, style="bold green" if i == v.winner else "dim")
        plays.add_row(str(i + 1), Text(p.player), card)
    facts = Table(show_header=False, box=None, padding=(0, 2))
    facts.add_column(style="bold")
    facts.add_column()
    for key, value in rows(v)[1:]:
        facts.add_row(key, Text(value))
    parts += [plays, Text(""), facts]
    if len(v.trace):
        parts += [Text(""), Text("Why", style="bold"), trace_table(v.trace)]
    title = "Illegal trick" if any(not f.legal for f in findings) else "Verdict"
    return Panel(Group(*parts), title=title, title_align="left", expand=False)


def print_verdict(v: Verdict, findings: Sequence[Legality] = (), console: Console | None = None) -> None:
    (console or Console()).print(verdict_renderable(v, findings))


# ------------------------------------------------------------------------------ skrules check


class RichReport:
    """``skrules check`` on a terminal: a panel per failure, then the summary in green or red.

    A reporter of ``skrules.scenario.session.check``. Each panel is rendered as it comes
    and kept as text in a spool, since every file's problems are shown before the first result.
    """

    def __init__(self, console: Console | None = None, *, verbose: bool = False) -> None:
        from .scenario.report import Spool

        self.console = console or Console()
        self.verbose = verbose
        self._problems = Spool()
        self._results = Spool()

    def _keep(self, spool: Spool, renderable: RenderableType) -> None:
        with self.console.capture() as captured:
            self.console.print(renderable)
        spool.write(captured.get())

    def start(self, bad_paths: Sequence[Problem]) -> None:
        for p in bad_paths:
            self._keep(self._problems, Text(f"ERROR {p.path}: {p.message}", style="bold red"))

    def document(self, doc: FileRead) -> None:
        for p in doc.problems:
            title = Text(f"cannot read {doc.path}", style="bold red")
            self._keep(self._problems, Panel(Text(p.show()), title=title, border_style="red"))

    def result(self, r: Result) -> None:
        s = r.scenario
        if r.passed:
            if self.verbose:
                self._keep(self._results, Text.assemble(("PASSED ", "green"), f"{s.path}:{s.line}: {s.name}"))
            return
        self._keep(self._results, result_panel(r))

    def finish(self, session: Session) -> None:
        self._problems.copy_to(self.console.file)
        self._results.copy_to(self.console.file)
        style = "bold green" if session.exit_code == 0 else "bold red"
        self.console.print(Text(session.summary(), style=style))


def result_panel(r: Result) -> Panel:
    """A failed or broken scenario: where it is, then its story with the expectations in bold."""
    from .scenario.report import result_lines, where
    from .scenario.run import Status

    body = Text(where(r) + "\n", style="dim")
    for line in result_lines(r)[1:]:
        text = line.removeprefix("  ")
        style = "bold" if text.startswith("line ") else ("yellow" if text.lstrip().startswith("got ") else "")
        body.append(text + "\n", style=style)
    colour = "red" if r.status is Status.FAILED else "magenta"
    title = Text(f"{r.status.value.upper()}: {r.scenario.name}", style=f"bold {colour}")
    return Panel(body, title=title, title_align="left", border_style=colour)
