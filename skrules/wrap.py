"""Plain lines wrapped at the console's width, as rich cannot: a list line keeps its hanging indent.

The table's ``why`` and ``what if``, and a failed scenario's steps, are numbered or dashed lines
(``  1. [rank.king] ...``, ``    - ...``): wrapped by rich, the rest of such a line starts at the
left edge and the list no longer reads as one. The help's two columns, laid out by a rich table,
end every line in spaces up to the width. Here a line's continuation starts under its text, no
line ends in spaces (a pipe gets what is said, not a screen's padding), and a line breaks only
where :func:`skrules.breaks.pieces` lets it, as the rich console does (:mod:`skrules.typeset`):
never before a French ``:``, ``;``, ``?`` or ``!`` (the no-break space before it holds it to the
word before), nor before Chinese closing punctuation (``。``, the full-width comma), though a
Chinese sentence breaks between its characters.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from .breaks import pieces

__all__ = ["Hanging", "Indented", "TwoColumns", "wrap"]

_LEAD = re.compile(r" *(?:(?:\d+\.|[-*•]) +)?")  # the indent and list marker a continuation goes under
# A plain row's label, one to three words set off by two spaces or more (``Winner     Ann ...``: what if's rows):
# its value wraps under itself, where the width leaves room for it.
_LABEL = re.compile(r" *(?=[^ ]{1,24}(?: [^ ]+){0,2} {2,}[^ ])[^ ]+(?: [^ ]+){0,2} {2,}")
_NARROWEST = 12  # the fewest cells a wrapped text is given, however deep its indent


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` cells, broken where a line may break (between words, between
    Chinese characters); a word wider than a line fills the line and goes on in the next. The spaces inside
    a line stay, none end one."""
    lines: list[str] = []
    line = ""
    for word in pieces(text) or [""]:
        if line and cell_len(line + word.rstrip()) > width >= cell_len(word.rstrip()):
            lines.append(line.rstrip())
            line = ""
        while cell_len(line + word.rstrip()) > width:  # a word wider than the line: cut it
            head, rest = _cut(word, width - cell_len(line))
            if not head and not line:  # one character wider than the whole line
                head, rest = word[:1], word[1:]
            lines.append((line + head).rstrip())
            line, word = "", rest
        line += word
    lines.append(line.rstrip())
    return lines


def _cut(word: str, width: int) -> tuple[str, str]:
    """As much of ``word`` as fits in ``width`` cells (maybe nothing), and the rest."""
    cells = 0
    for i, ch in enumerate(word):
        cells += cell_len(ch)
        if cells > width:
            return word[:i], word[i:]
    return word, ""


def _indents(prefix: str, width: int) -> tuple[int, str]:
    """Where a wrapped line's continuations start, and its first line's prefix: both no deeper than leaves the
    text its narrowest width (a deep indent loses its spaces first, the first line as its continuations)."""
    indent = min(cell_len(prefix), max(0, width - _NARROWEST))
    spaces = len(prefix) - len(prefix.lstrip(" "))
    return indent, prefix[min(max(cell_len(prefix) - indent, 0), spaces) :]


class Hanging:
    """Plain lines, each wrapped under its own text: a list line's continuation goes under its first word, a
    labelled row's under its value."""

    def __init__(self, lines: Sequence[str]) -> None:
        self.lines = lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        for line in self.lines:
            lead = _LABEL.match(line)
            if lead is None or cell_len(lead.group()) > width - _NARROWEST:
                lead = _LEAD.match(line)
            prefix = lead.group() if lead else ""
            indent, first = _indents(prefix, width)
            for n, part in enumerate(wrap(line[len(prefix) :], max(1, width - max(indent, cell_len(first))))):
                start = first if n == 0 else " " * indent
                yield Text((start + part).rstrip())


class Indented:
    """A styled line (a verdict's, a step's) wrapped as :class:`Hanging` wraps a plain one: its continuation
    goes under its text, its colours kept."""

    def __init__(self, text: Text) -> None:
        self.text = text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        lead = _LEAD.match(self.text.plain)
        prefix = lead.group() if lead else ""
        indent, first = _indents(prefix, width)
        body = self.text[len(prefix) :]
        at = 0
        for n, part in enumerate(wrap(body.plain, max(1, width - max(indent, cell_len(first))))):
            at = body.plain.index(part, at)  # each line is the text's next run, less the spaces it ends on
            yield Text.assemble(first if n == 0 else " " * indent, body[at : at + len(part)])
            at += len(part)


class TwoColumns:
    """The help: what is typed, in bold, and what it does, wrapped under itself in the second column."""

    def __init__(self, rows: Sequence[tuple[str, str]], gap: int = 2) -> None:
        self.rows = rows
        self.gap = gap

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        first = max((cell_len(typed) for typed, _ in self.rows), default=0) + self.gap
        width = options.max_width
        first = min(first, max(0, width - _NARROWEST))
        for typed, text in self.rows:
            lines = wrap(text, max(1, width - first))
            pad = " " * max(self.gap, first - cell_len(typed))
            yield Text.assemble((typed, "bold"), pad + lines[0] if lines[0] else "")
            for line in lines[1:]:
                yield Text(" " * first + line)
