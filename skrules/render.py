"""Rich renderings for the terminal. Imported only on paths that render with rich.

The data comes from :mod:`skrules.report`; this module only lays it out and colours it.
Colour follows rich's own rules: none when the output is not a terminal or NO_COLOR is set.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.markdown import Markdown
from rich.measure import Measurement
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from . import typeset
from .book import MISSING, Entry, by_chapter, excerpt, readings_line, roles_as_text
from .breaks import pieces
from .glance import lines as glance_lines
from .legality import Legality
from .messages import uncited
from .names import in_trick
from .scoring import Breakdown, ScoreTable, points
from .sentence import answer_text
from .shown import visible
from .trace import Trace
from .trick import Verdict
from .wording import findings_text, rows
from .wrap import Indented, wrap

if TYPE_CHECKING:
    from .deal import Row, Schedule
    from .formats.scenario.model import Problem
    from .formats.sheet import SheetResult
    from .glance import Glance
    from .i18n import Localizer
    from .scenario.report import Spool
    from .scenario.run import Result
    from .scenario.session import FileRead, Session
    from .sidebyside import Side
    from .whynot import WhatIf, WhyNot

# The API page documents the verdict's renderers; the check report is the CLI's (skrules.cli.check).
__all__ = ["TraceView", "card_text", "print_verdict", "trace_table", "verdict_renderable"]

SUIT_STYLE = {"g": "green", "p": "magenta", "y": "yellow", "b": "bold white on grey23"}


def card_text(token: str) -> Text:
    style = SUIT_STYLE.get(token[:1], "") if token[:1] in SUIT_STYLE and token[1:2].isdigit() else "bold cyan"
    return Text(token, style=style)


# "╭─ " and " ─╮" around a title in a panel's border
_BORDER = 6


def _fits(title: Text, width: int) -> bool:
    return title.cell_len + _BORDER <= width


class Titled:
    """A panel whose title is in its top border where it fits and otherwise heads the panel in bold,
    ``short`` (a rule's ID) staying in the border if that fits: rich cuts a title too long for the
    border mid-word, and a rule's title, a French question or a player's name must be read whole.
    A subtitle too long for the bottom border closes the panel, dimmed, for the same reason."""

    def __init__(
        self,
        body: RenderableType,
        title: Text,
        short: Text | None = None,
        subtitle: Text | None = None,
        border_style: str = "none",
        expand: bool = True,
    ) -> None:
        self.body, self.title, self.short, self.subtitle = body, title, short, subtitle
        self.border_style, self.expand = border_style, expand

    def panel(self, width: int) -> Panel:
        """The panel as it is drawn in ``width`` columns."""
        title: Text | None = self.title
        parts: list[RenderableType] = [self.body]
        if not _fits(self.title, width):
            title = self.short if self.short is not None and _fits(self.short, width) else None
            cut = 0 if title is None or self.short is None else len(self.short)
            cut += len(self.title.plain[cut:]) - len(self.title.plain[cut:].lstrip())
            head = self.title[cut:]  # its colours kept
            head.stylize("bold")
            parts[:0] = [head, Text("")]
        subtitle = self.subtitle
        if subtitle is not None and not _fits(subtitle, width):
            parts.append(Text(subtitle.plain, style="dim", justify="right"))
            subtitle = None
        body = parts[0] if len(parts) == 1 else Group(*parts)
        return Panel(
            body,
            title=title,
            title_align="left",
            subtitle=subtitle,
            subtitle_align="right",
            border_style=self.border_style,
            expand=self.expand,
        )

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.panel(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.panel(options.max_width))


def trace_table(trace: Trace, fold: bool = False, ids: bool | None = True) -> Table:
    """The steps as three columns: number, rule ID (and ruling), sentence (two when ``ids`` is False).

    ``ids=None`` (the default of ``skrules trick``) shows the rule IDs dimmed, behind the words.
    """
    table = Table(show_header=False, box=None, padding=(0, 1), expand=False)
    table.add_column(justify="right", style="dim")
    if ids is not False:
        table.add_column(no_wrap=True)
    table.add_column(ratio=1, overflow="fold" if fold else "ellipsis")  # Chinese has no spaces to wrap at
    for i, step in enumerate(trace, 1):
        words = Text(step.text)  # Text: a name such as [/x] is not markup
        if ids is not False:
            table.add_row(f"{i}.", _cites(step.rule, step.ruling, step.reading, dim=ids is None), words)
        else:
            table.add_row(f"{i}.", words)
    return table


def _cites(rule: str, ruling: str | None, reading: str | None, sep: str = "\n", dim: bool = False) -> Text:
    cites = Text(rule, style="dim" if dim else "cyan")
    if ruling:
        cites.append(f"{sep}{ruling}={reading}", style="dim" if dim else "magenta")
    return cites


class TraceView:
    """The trace as a table where it fits; narrower than ``STACK_BELOW`` columns, each step's
    sentence takes the whole width and its rule ID follows it (a long ruling ID such as
    ``ruling.kraken-leader=would-have-won`` would otherwise leave the words a narrow column).

    ``ids`` says whether the steps cite their rule IDs: True (``--ids``) always, False
    (``--no-ids``) never, None (the default) dimmed where the table fits and not at all on a
    narrower terminal, where the words need the room more than the table needs its citations."""

    STACK_BELOW = 80

    def __init__(self, trace: Trace, fold: bool = False, ids: bool | None = True) -> None:
        self.trace = trace
        self.fold = fold
        self.ids = ids

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        ids = self.ids
        if ids is None and options.size.width < self.STACK_BELOW:  # the terminal's width, not the panel's
            ids = False
        if options.max_width >= self.STACK_BELOW:
            yield trace_table(self.trace, self.fold, ids)
            return
        width = len(str(len(self.trace))) + 2
        numbers = Table(show_header=False, box=None, padding=(0, 1, 0, 0), expand=False)
        numbers.add_column(justify="right", style="dim", width=width - 1)
        numbers.add_column(ratio=1, overflow="fold" if self.fold else "ellipsis")
        for i, step in enumerate(self.trace, 1):
            words = Text(step.text)
            if ids is not False:
                words.append("  ")
                words.append_text(_cites(step.rule, step.ruling, step.reading, sep="; ", dim=ids is None))
            numbers.add_row(f"{i}.", words)
        yield numbers


def verdict_renderable(
    v: Verdict, findings: Sequence[Legality] = (), lang: str | None = None, ids: bool | None = True
) -> RenderableType:
    """The verdict's panel: the answer in a sentence or two, the plays, the facts, then the steps.

    With ``lang`` (--lang), the panel's words, cards and trace are in that language (skrules.i18n);
    ``ids`` is as :class:`TraceView` reads it, and True cites the deciding rule in the answer too.
    """
    loc = None
    if lang:
        from .i18n import localizer

        loc = localizer(lang)
    word = loc.word if loc else str
    lines = [loc.finding(f) for f in findings if not f.legal] if loc else findings_text(findings)
    parts: list[RenderableType] = [Text(line, style="bold red") for line in lines]
    said = loc.answer(v, ids is True, lines=True) if loc else answer_text(v, ids is True, lines=True)
    parts += [Text(said, style="bold", overflow="fold"), Text("")]  # fold: nothing is cut, in any language
    plays = _plays_table(v, loc)
    plain = rows(v, ids)
    shown = [(key, value) for (key, value), (english, _) in zip(loc.rows(v, ids) if loc else plain, plain, strict=True)]
    shown = [row for row, (english, _) in zip(shown, plain, strict=True) if english != "Trick"]  # the plays show it
    facts = Table(show_header=False, box=None, padding=(0, 2))
    # a fact's name wraps between its words, never inside one ("Ausgespielte / Farbe"); its value folds
    facts.add_column(style="bold", overflow="fold", min_width=max(_longest_word(key) for key, _ in shown))
    facts.add_column(overflow="fold")  # Chinese has no spaces to wrap at, German has long words
    for key, value in shown:
        facts.add_row(key, Text(value))
    parts += [plays, Text(""), facts]
    if len(v.trace):
        why = TraceView(loc.trace(v.trace) if loc else v.trace, fold=True, ids=ids)
        parts += [Text(""), Text(word("Why"), style="bold"), why]
    title = _TITLES[any(not f.legal for f in findings), bool(v.trick.rules.house)]
    return Titled(Group(*parts), Text(word(title)), expand=False)


# The verdict panel's title, by (an illegal play, a house rule): each a whole phrase of the catalogues' words
_TITLES = {
    (False, False): "Verdict",
    (True, False): "Illegal trick",
    (False, True): "Verdict under a house rule",
    (True, True): "Illegal trick under a house rule",
}


def _plays_table(v: Verdict, loc: Localizer | None) -> Table:
    """The trick's cards, one row a card, the winner marked."""
    word = loc.word if loc else str
    plays = Table(show_header=True, header_style="bold", box=None, padding=(0, 2))
    plays.add_column("#", justify="right", style="dim")
    plays.add_column(word("Player"), overflow="fold")
    plays.add_column(word("Card"), overflow="fold")  # a long name wraps, never cut ("Meerjung…")
    # in a language, each card by its name, Walk the Plank with the Pirate it removes (Planche (Rosie la Douce))
    names = in_trick([p.card for p in v.trick.plays], v.trick.plank_target, loc.lang) if loc else None
    for i, p in enumerate(v.trick.plays):
        mark = word(" ← wins") if i == v.winner else (word(" (removed)") if i in v.removed else "")
        card = card_text(str(p.card) + (f":{p.target}" if p.target else ""))
        if names is not None:
            card.plain = names[i]
        card.append(mark, style="bold green" if i == v.winner else "dim")
        plays.add_row(str(i + 1), Text(p.player), card)
    return plays


def print_verdict(
    v: Verdict,
    findings: Sequence[Legality] = (),
    console: Console | None = None,
    lang: str | None = None,
    ids: bool | None = True,
) -> None:
    """The verdict's panel (:func:`verdict_renderable`) on ``console``; the default one, a
    ``skrules.typeset.Console``, breaks French and Chinese lines only where those languages allow."""
    (console or typeset.Console()).print(verdict_renderable(v, findings, lang, ids))


# ------------------------------------------------------------------ why not, what if


def _cited(text: str, rule: str | None, ids: bool | None = True) -> Text:
    """A sentence and the rule it cites after it, so that narrow terminals keep the words readable;
    ``ids`` as the trace reads it: True in colour, None dimmed, False not at all."""
    out = Text(text)
    if rule and ids is not False:
        out.append(f"  {rule}", style="cyan" if ids else "dim")
    return out


def why_not_renderable(w: WhyNot, ids: bool | None = True, lang: str | None = None) -> RenderableType:
    """``--why``: the reason, the changes that would have won, the bonuses earned and not, each cited;
    with ``lang`` (``--lang``), in that language."""
    from .whynot import bonuses_heading, change_heading, heading

    said: Callable[[str], str] = str
    if lang:
        from .i18n import localizer

        said = localizer(lang).sentence
    parts: list[RenderableType] = [_cited(said(w.text), w.cited, ids)]
    if not w.won:
        parts += [Text(""), Text(change_heading(w, lang), style="bold")]
        parts += [_bullet(_cited(said(c.text), c.rule, ids)) for c in w.would_win_if]
    if w.listed_bonuses:  # what the card earned first, then the captures that earn nothing
        parts += [Text(""), Text(bonuses_heading(lang, colon=False), style="bold")]
        texts = [m.text if ids is not False else uncited(m.text) for m in w.listed_bonuses]  # --no-ids: none named
        parts += [_bullet(_cited(said(t), m.rule, ids)) for t, m in zip(texts, w.listed_bonuses, strict=True)]
    style = "green" if w.won else "yellow"
    # as wide as the verdict's panel above it, which its steps fill to the terminal's width
    return Titled(Group(*parts), Text(heading(w, lang)), border_style=style)


def _bullet(text: Text) -> Table:
    table = Table(show_header=False, box=None, padding=(0, 1, 0, 0), expand=False)
    table.add_column(style="dim", no_wrap=True)
    table.add_column(ratio=1, overflow="fold")  # a table's default, ellipsis, cut the Chinese
    table.add_row("•", text)
    return table


def what_if_renderable(wi: WhatIf, lang: str | None = None, ids: bool | None = True) -> RenderableType:
    """``--what-if``: each fact as played and with the card changed, side by side, the changes in bold;
    with ``lang`` (``--lang``), in that language; ``ids=False`` (``--no-ids``) names no rule."""
    from .whynot import what_if_heading, what_if_rows

    word: Callable[[str], str] = str
    if lang:
        from .i18n import localizer

        word = localizer(lang).word
    rows = what_if_rows(wi, lang, ids)
    same = [Text(""), Text(word("The verdict is the same."), style="bold")] if wi.same_verdict else []
    view = WhatIfView(rows, word("As played"), word("What if"), word("(unchanged)"), same)
    return Titled(view, Text(what_if_heading(wi, lang)))  # as wide as the verdict's and the why-not's panels


_GAP = 2  # columns between the what-if table's columns (and after the last)


class WhatIfView:
    """A what-if's facts side by side where each column can be as wide as its longest word; on a narrower
    terminal (or where a language writes long runs with no break) each fact heads its values, the one as
    played above the one with the change, so that no value or rule ID is cut or split to fit a column."""

    def __init__(
        self, rows: Sequence[tuple[str, str, str]], played: str, what_if: str, unchanged: str, tail: list[Text]
    ) -> None:
        held = [(fact, _held(before), _held(after)) for fact, before, after in rows]
        self.rows, self.heads, self.unchanged, self.tail = held, ("", played, what_if), unchanged, tail

    def table(self, width: int) -> Table | None:
        """The facts side by side in ``width`` columns, or None where a word would not fit its column."""
        columns = [[head, *column] for head, column in zip(self.heads, zip(*self.rows, strict=True), strict=True)]
        most = [max(cell_len(text) for text in column) for column in columns]
        least = [most[0]] + [max(_longest_word(text) for text in column) for column in columns[1:]]  # facts whole
        room = width - _GAP * len(columns)
        if sum(least) > room:
            return None
        table = Table(box=None, padding=(0, _GAP, 0, 0), header_style="bold", expand=False)
        for head, share, style in zip(self.heads, _shares(least, most, room), ("bold", "", ""), strict=True):
            table.add_column(head, width=share, style=style)
        for fact, before, after in self.rows:
            table.add_row(fact, Text(before), Text(after, style="dim" if before == after else "bold yellow"))
        return table

    def stacked(self) -> Group:
        lines: list[RenderableType] = []
        for fact, before, after in self.rows:
            values = Table.grid(padding=(0, 1, 0, 0))
            values.add_column(width=2)  # the change's arrow, the values' lines hanging after it
            values.add_column(overflow="fold")
            if before == after:
                values.add_row("", Text.assemble((before, "dim"), f"  {self.unchanged}"))
            else:
                values.add_row("", Text(before))
                values.add_row("->", Text(after, style="bold yellow"))
            lines += [Text(fact, style="bold"), Padding(values, (0, 0, 0, 2))]
        return Group(*lines, *self.tail)

    def _fitting(self, width: int) -> RenderableType:
        table = self.table(width)
        return self.stacked() if table is None else Group(table, *self.tail)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._fitting(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._fitting(options.max_width))


def _held(value: str) -> str:
    """``Cat with mermaid (card 3)`` with the number held to its word: a column never ends on ``(card``."""
    return _CARD_NUMBER.sub("\u00a0", value)


_CARD_NUMBER = re.compile(r" (?=\d+\))")  # the space before "3)" in "(card 3)", "(carte 3)", "(Karte 3)"


def _longest_word(text: str) -> int:
    """The widest run of ``text`` a line may not break (:func:`skrules.breaks.pieces`): a column's least width."""
    return max((cell_len(piece.rstrip()) for piece in pieces(text)), default=0)


def _shares(least: Sequence[int], most: Sequence[int], room: int) -> list[int]:
    """Columns' widths in ``room``: each its least, then the room left shared in proportion to what each lacks
    of its most (all their most where that fits)."""
    lack = [m - n for n, m in zip(least, most, strict=True)]
    spare, wanted = room - sum(least), sum(lack)
    if wanted <= spare:
        return list(most)
    widths = [n + spare * k // wanted for n, k in zip(least, lack, strict=True)]
    for i in sorted(range(len(widths)), key=lambda i: widths[i] - most[i])[: room - sum(widths)]:
        widths[i] += 1  # the rounding's remainder, to the columns that lack the most
    return widths


def print_questions(
    why: WhyNot | None,
    what: WhatIf | None,
    console: Console | None = None,
    lang: str | None = None,
    ids: bool | None = True,
) -> None:
    """The ``--why`` and ``--what-if`` panels, in ``lang`` when given.

    ``ids`` reads as for the verdict's steps: None dims the ``--why`` rule IDs, or leaves them out on
    a terminal narrower than :attr:`TraceView.STACK_BELOW` columns."""
    console = console or typeset.Console()
    if why is not None:
        narrow = ids is None and console.width < TraceView.STACK_BELOW
        console.print(why_not_renderable(why, False if narrow else ids, lang))
    if what is not None:  # its deciding rule is a fact of the table, left out only when asked (--no-ids)
        console.print(what_if_renderable(what, lang, ids))


# ------------------------------------------------------------------------------ skrules check


class RichReport:
    """``skrules check`` on a terminal: a panel per failure, then the summary in green or red.

    A reporter of ``skrules.scenario.session.check``. Each panel is rendered as it comes
    and kept as text in a spool, since every file's problems are shown before the first result.
    """

    def __init__(self, console: Console | None = None, *, verbose: bool = False) -> None:
        from .scenario.report import Spool

        self.console = console or typeset.Console()
        self.verbose = verbose
        self._problems = Spool()
        self._results = Spool()

    def _keep(self, spool: Spool, renderable: RenderableType) -> None:
        with self.console.capture() as captured:
            self.console.print(renderable)
        spool.write(captured.get())

    def start(self, bad_paths: Sequence[Problem]) -> None:
        for p in bad_paths:
            self._keep(self._problems, Text(visible(f"ERROR {p.path}: {p.message}"), style="bold red"))

    def document(self, doc: FileRead) -> None:
        for p in doc.problems:
            title = Text(visible(f"cannot read {doc.path}"), style="bold red")
            self._keep(self._problems, Titled(Text(visible(p.show(), keep="\n")), title, border_style="red"))

    def result(self, r: Result) -> None:
        s = r.scenario
        if r.passed:
            if self.verbose:
                self._keep(self._results, Text.assemble(("PASSED ", "green"), visible(f"{s.path}:{s.line}: {s.name}")))
            return
        self._keep(self._results, result_panel(r))

    def finish(self, session: Session) -> None:
        self._problems.copy_to(self.console.file)
        self._results.copy_to(self.console.file)
        style = "bold green" if session.exit_code == 0 else "bold red"
        self.console.print(Text(session.summary(), style=style))


def result_panel(r: Result) -> RenderableType:
    """A failed or broken scenario: where it is, then its story with the expectations in bold."""
    from .scenario.report import result_lines, where
    from .scenario.run import Status

    lines: list[RenderableType] = [Text(visible(where(r)), style="dim")]
    for line in result_lines(r)[1:]:  # a step's continuation under its text, not at the panel's edge
        text = line.removeprefix("  ")
        style = "bold" if text.startswith("line ") else ("yellow" if text.lstrip().startswith("got ") else "")
        lines.append(Indented(Text(text, style=style)))
    colour = "red" if r.status is Status.FAILED else "magenta"
    title = Text(visible(f"{r.status.value.upper()}: {r.scenario.name}"), style=f"bold {colour}")
    return Titled(Group(*lines, Text("")), title, border_style=colour)


# ------------------------------------------------------------------ the rulebook: skrules rule, rules


def rule_panel(e: Entry) -> RenderableType:
    """A rule's (or ruling's) full text in a panel, its readings first, for ``skrules rule``."""

    parts: list[RenderableType] = []
    if e.readings:
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column(style="magenta", no_wrap=True)
        table.add_column(overflow="fold")
        for reading, text in e.readings:
            label = Text(text)
            if reading == e.default:
                label.append("  (default)", style="bold")
            table.add_row(reading, label)
        parts += [Text("Readings", style="bold"), table, Text("")]
    text = roles_as_text(e.text, "`")
    parts.append(Markdown(text) if e.text else Text(MISSING, style="dim"))
    where = Text(f"{e.chapter} chapter" + (f" · {e.source}" if e.source else ""))
    title = Text.assemble((e.id, "bold cyan"), "  ", (e.title, "bold"))
    return Titled(Group(*parts), title, short=Text(e.id, style="bold cyan"), subtitle=where)


def rules_table(entries: Sequence[Entry], words: Sequence[str]) -> RenderableType:
    """Rules by chapter with an excerpt where a word was found in the text, for ``skrules rules``."""
    return RulesList(entries, words)


class RulesList:
    """Rules by chapter: each ID beside its title (and excerpt) where the terminal has ``STACK_BELOW`` columns;
    narrower, the title under its ID, indented, so that the words are not squeezed beside the longest ID."""

    STACK_BELOW = TraceView.STACK_BELOW

    def __init__(self, entries: Sequence[Entry], words: Sequence[str]) -> None:
        self.entries, self.words = entries, words

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        wide = options.size.width >= self.STACK_BELOW
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column(no_wrap=wide)
        if wide:
            table.add_column(overflow="fold")
        for i, (chapter, group) in enumerate(by_chapter(self.entries)):
            if i:
                table.add_row(*[""] * len(table.columns))
            table.add_row(Text(chapter, style="bold"), *[""] * (len(table.columns) - 1))
            for e in group:
                cell = Text(e.title)
                for more in (readings_line(e), excerpt(e, self.words)):
                    if more:
                        cell.append(f"\n{more}", style="dim")
                rule = Text(f"  {e.id}", style="cyan")
                if wide:
                    table.add_row(rule, cell)
                else:
                    table.add_row(rule)
                    table.add_row(Padding(cell, (0, 0, 0, 4)))
        yield table


# ------------------------------------------------------------------ scores and deals


def breakdown_panel(
    b: Breakdown, title: str | None = None, say: Callable[[str], str] = str, word: Callable[[str], str] = str
) -> RenderableType:
    """A round's score as a panel: the headline as its title, a line per item with its rule, the total;
    ``say`` and ``word`` say its sentences and words in another language (``skrules score --lang``)."""
    total = Text(word("total {score}").format(score=points(b.total)), style="bold")
    lines = BreakdownLines(b, say)
    return Titled(Group(lines, Text(""), total), Text(title or b.said_headline(say, word)), expand=False)


class BreakdownLines:
    """A breakdown's lines: points, rule and sentence in columns where the terminal has ``STACK_BELOW``
    columns, as the trace is drawn; narrower, each sentence takes the width and its rule follows it, dimmed,
    so that the words are not squeezed into a narrow column beside the rule IDs."""

    STACK_BELOW = TraceView.STACK_BELOW

    def __init__(self, b: Breakdown, say: Callable[[str], str]) -> None:
        self.b, self.say = b, say

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        wide = options.size.width >= self.STACK_BELOW  # the terminal's width, as TraceView reads it
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column(justify="right")
        if wide:
            table.add_column(style="cyan", no_wrap=True)
        table.add_column(ratio=1, overflow="fold")
        for item in self.b.items:
            style = "green" if item.points > 0 else ("red" if item.points < 0 else "dim")
            said, shown = Text(self.say(item.text)), Text(points(item.points), style=style)
            if wide:
                table.add_row(shown, _cites(item.rule, item.ruling, item.reading), said)
            else:
                said.append("  ")
                said.append_text(_cites(item.rule, item.ruling, item.reading, sep="; ", dim=True))
                table.add_row(shown, said)
        yield table


def score_table(result: SheetResult, word: Callable[[str], str] = str, trace: Trace | None = None) -> RenderableType:
    """The running table of the rounds scored; ``word`` says its headings and ``trace`` its closing lines
    in another language (the table's ``--lang``)."""
    t = result.table
    lines = [Text.assemble((f"[{s.rule}] ", "cyan"), s.text) for s in (t.trace if trace is None else trace)]
    return Group(RunningTable(t, word), *lines)


class RunningTable:
    """The running table: the players' columns in as many tables, one under the other, as the width needs,
    each column at least as wide as the player's name and the widest number in it, so that a large table
    (the Expansion Pack seats nine and more) cuts no name or score ("Anna…", "+…") on a narrow terminal."""

    def __init__(self, t: ScoreTable, word: Callable[[str], str]) -> None:
        self.t, self.word, self.running, self.totals = t, word, t.running(), t.totals()
        self.cards = [next(iter(row.values())).cards for row in t.rounds]
        # the cards dealt, where they are not the round's number (a variant, a capped deal): else the width is the
        # players' (a column that repeats the round's number folds their scores on a narrow terminal)
        self.shows_cards = self.cards != list(range(1, len(self.cards) + 1))
        rounds = range(len(t.rounds))  # per player, the widest round's points and the widest running total
        self.widths = {
            p: (
                max((len(points(t.rounds[r][p].total)) for r in rounds), default=0),
                max((len(str(self.running[r][p])) for r in rounds), default=0),
            )
            for p in t.players
        }

    def cell(self, r: int, player: str) -> Text:
        """A round's points and the running total, each right-aligned to its widest in the column (``+20   20``
        above ``+40  110``), so that the numbers stand in columns of their own."""
        b = self.t.rounds[r][player]
        said, wide = points(b.total), self.widths[player]
        cell = Text(said.rjust(wide[0]), style="green" if b.total > 0 else ("red" if b.total < 0 else ""))
        cell.append(f"  {str(self.running[r][player]).rjust(wide[1])}", style="bold")
        return cell

    def least(self, player: str) -> int:
        """The player's column at its narrowest: the name, or the widest number, each whole."""
        numbers = [points(row[player].total) for row in self.t.rounds] + [str(self.totals[player])]
        return max([cell_len(player), *(len(n) for n in numbers)])

    def most(self, player: str) -> int:
        """The player's column with each round's points and running total on one line."""
        return max([self.least(player), *(self.cell(r, player).cell_len for r in range(len(self.t.rounds)))])

    def fixed(self) -> int:
        """The width of the round's columns (Round, and Cards where shown) and the table's left border: the Round
        column holds the rounds' numbers and the word Total too (总分 is wider than 轮)."""
        rounds = [cell_len(self.word(word)) for word in ("Round", "Total")] + [len(str(len(self.t.rounds)))]
        if not self.shows_cards:
            return 1 + max(rounds) + _CELL
        cards = [cell_len(self.word("Cards"))] + [len(str(n)) for n in self.cards]
        return 1 + max(rounds) + _CELL + max(cards) + _CELL

    def groups(self, width: int) -> list[list[str]]:
        """The players in seat order, cut into runs whose columns fit ``width`` beside the round's."""
        groups: list[list[str]] = [[]]
        used = self.fixed()
        for player in self.t.players:
            if groups[-1] and used + self.least(player) + _CELL > width:
                groups.append([])
                used = self.fixed()
            groups[-1].append(player)
            used += self.least(player) + _CELL
        return groups

    def table(self, players: Sequence[str], title: str | None, width: int) -> Table:
        table = Table(title=title, title_justify="left")
        table.add_column(self.word("Round"), justify="right", no_wrap=True)
        if self.shows_cards:
            table.add_column(self.word("Cards"), justify="right", style="dim", no_wrap=True)
        room = width - self.fixed() - _CELL * len(players)
        least, most = [self.least(p) for p in players], [self.most(p) for p in players]
        for p, share in zip(players, _shares(least, most, max(room, sum(least))), strict=True):
            table.add_column(Text(p), justify="right", width=share)  # Text: a name such as [/x] is not markup
        cards = [[str(n)] if self.shows_cards else [] for n in self.cards]
        for r in range(len(self.t.rounds)):
            table.add_row(str(r + 1), *cards[r], *(self.cell(r, p) for p in players))
        leaders = set(self.t.leaders)
        table.add_section()
        said = [Text(str(self.totals[p]), style="bold yellow" if p in leaders else "bold") for p in players]
        table.add_row(self.word("Total"), *([""] if self.shows_cards else []), *said)
        return table

    def _tables(self, width: int) -> Group:
        groups = self.groups(width)
        titles = [self.word("Score sheet")] + [None] * (len(groups) - 1)
        return Group(*(self.table(group, title, width) for group, title in zip(groups, titles, strict=True)))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._tables(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._tables(options.max_width))


_CELL = 3  # a table column's padding on both sides and the border on its right


def plain_sheet(t: ScoreTable, word: Callable[[str], str], trace: Trace) -> list[str]:
    """The score sheet as plain text, laid out alike in every language and by every command (``skrules score``,
    the table and the score pad into a pipe): its title, the running table (:meth:`ScoreTable.lines`), a blank
    line, then who leads or won, each line citing its rule."""
    said = [f"[{s.rule}] {s.text}" for s in trace]
    return [word("Score sheet"), *t.lines(word), *([""] if said else []), *said]


def deal_table(players: Sequence[str], sched: Schedule, rows: Sequence[Row], lang: str | None = None) -> RenderableType:
    """The deal schedule as a table, then its trace, each step citing its rule; in ``lang`` (None: English). On a
    narrow terminal a name folds onto the next line rather than being cut to an ellipsis: the table is read to
    find a seat."""
    from .i18n import deal_heads

    title, trace = f"{sched.variant.label}, {len(players)} players", sched.trace
    if lang is not None:
        from .i18n import localizer

        loc = localizer(lang)
        title = loc.word("{variant}, {n} players").format(variant=loc.word(sched.variant.label), n=len(players))
        trace = loc.trace(sched.trace)
    table = Table(title=title, title_justify="left")
    for i, name in enumerate(deal_heads(lang)):
        table.add_column(name, justify="right" if i < 2 else "left", overflow="fold")
    capped = set(sched.capped)
    for row in rows:
        cards = f"[yellow]{row['cards']}[/yellow]" if row["round"] in capped else str(row["cards"])
        table.add_row(str(row["round"]), cards, Text(str(row["dealer"])), Text(str(row["leader"])))
    steps = [Text.assemble((f"[{s.cites}]", "cyan"), " ", s.text) for s in trace]  # names: text, not markup
    return Group(table, *steps)


# ------------------------------------------------------------------ --editions


def print_editions(head: Sequence[tuple[str, str]], sides: Sequence[Side], console: Console | None = None) -> None:
    """The side-by-side comparison as a rich table of the facts on which the answers differ."""
    from .sidebyside import agreed, differing, judging, summary

    console = console or typeset.Console()
    parts: list[RenderableType] = [Text(f"{k}: {v}") for k, v in head]
    parts += [Text(""), Text(summary(sides), style="bold")]
    same = agreed(sides)
    if same and differing(sides):
        parts.append(Text(f"The same under all{judging(sides)}: {same}."))
    width = console.width - 4  # the panel's border and padding
    parts += [Text(""), _editions_grid(sides, width)]
    decided = [s for s in sides if s.why]
    if decided:
        parts += [Text(""), Text("Decided by:")]
        parts += [_indented(f"{s.label}: {'; '.join(s.why)}", width) for s in decided]
    refused = [s for s in sides if s.refused is not None]
    if refused:
        parts += [Text(""), Text("Refused:")]
        parts += [_indented(f"{s.label}: {s.refused}", width) for s in refused]
    console.print(Panel(Group(*parts), title="Editions side by side", title_align="left", expand=False))


def _indented(text: str, width: int) -> RenderableType:
    """A dim line at two spaces in, its wrapped lines at four, so that each entry (an edition's, a house rule's)
    starts at its own margin, its continuations under it."""
    lines = wrap(text, max(1, width - 4))
    return Group(*(Text(("  " if n == 0 else "    ") + line, style="dim") for n, line in enumerate(lines)))


def _editions_grid(sides: Sequence[Side], width: int) -> RenderableType:
    """The rules and the facts compared, as columns where they fit in ``width``; on a narrower
    screen each variant's facts under its name, so that no column is squeezed out of sight."""
    from .sidebyside import differing, table

    header, body = table(sides)
    style = "bold yellow" if differing(sides) else None
    widths = [max(cell_len(row[i]) for row in (header, *body)) for i in range(len(header))]
    if sum(widths) + 2 * (len(widths) - 1) <= width:
        grid = Table(show_header=True, header_style="bold", box=None, padding=(0, 2), pad_edge=False)
        grid.add_column(header[0], no_wrap=True)
        for name in header[1:]:
            grid.add_column(name, style=style)
        for row in body:
            grid.add_row(*(Text(c) for c in row))
        return grid
    from rich.padding import Padding

    from .sidebyside import HEADS, cell, judged

    answered = judged(sides)
    keys = differing(sides) or (list(answered[0].facts) if answered else [])
    lines: list[RenderableType] = []
    for side in sides:
        facts = ", ".join(f"{HEADS[k]} {cell(k, side.facts[k])}" for k in keys)
        lines.append(Text(side.label, style="bold"))
        lines.append(Padding(Text("refused (below)" if side.refused else facts, style=style or ""), (0, 0, 0, 2)))
    return Group(*lines)


def glance_text(g: Glance, width: int, lang: str | None = None) -> RenderableType:
    """Cards at a glance: the plain text at the console's width, with headings in bold and rule IDs in cyan."""
    text = Text(no_wrap=True, overflow="ignore")
    for i, (line, strong) in enumerate(glance_lines(g, width, lang)):
        text.append(("\n" if i else "") + line)
        if strong:
            text.stylize("bold", len(text) - len(line), len(text))
    text.highlight_regex(r"\[[a-z0-9.-]+\]", "cyan")
    return text
