"""The console skrules renders on: rich's, with each text broken where its language lets a line break.

rich wraps a text at any whitespace, a no-break space included (to Python's ``\\s``, U+00A0 is a space),
and cuts a word too long for its line anywhere: a French ``:`` or ``?`` could start a line, and so could
a Chinese ``。`` or full-width comma. :class:`Console` renders each text whose breaks are not rich's (one with a
no-break space, a Chinese character, punctuation after a space) as :class:`Broken`, which breaks it only
where :func:`skrules.breaks.pieces` allows, as the table's own wrap does (English holding a card's name, ``black
14``, whole). A text rich would break in the same places (most English, as skrules writes it) is left to rich, so
its output is rich's, byte for byte.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import rich.console
from rich.cells import cell_len, chop_cells
from rich.containers import Lines
from rich.segment import Segment
from rich.text import Text

from .breaks import held, pieces

TYPE_CHECKING = False
if TYPE_CHECKING:
    from rich.console import ConsoleOptions, JustifyMethod, OverflowMethod, RenderableType

__all__ = ["Broken", "Console", "divide", "ordinary"]

_RICH_WORD = re.compile(r"\s*\S+\s*")  # a word as rich's wrap reads one (rich._wrap.words)
# what makes ASCII text break otherwise than at its spaces: a mark that must not start a line after one, or end one
_ASCII_MARK = re.compile(r"\s[:;?!)\]}%]|[(\[{]\s")


def ordinary(text: str) -> bool:
    """Whether rich would break every line of ``text`` where :func:`~skrules.breaks.pieces` does: at its spaces,
    none of them a no-break space, with nothing that must not start or end a line beside one, and no wide
    character between which a line may break, nor a card's name such as ``black 14``. Most English says so at a
    glance."""
    if text.isascii() and not _ASCII_MARK.search(text):
        return not held(text)  # but a card's name (black 14), which rich could part at its space
    return all(pieces(line) == _RICH_WORD.findall(line) for line in text.split("\n") if line.strip())


def divide(text: str, width: int, fold: bool = True) -> list[int]:
    """Where to break ``text`` (one line, no newline) into lines of ``width`` cells: rich's
    ``divide_line``, reading :func:`~skrules.breaks.pieces` for its words. A piece too wide for any
    line is cut at the width when ``fold`` (nothing is lost), else it is its own line, which rich then crops."""
    breaks: list[int] = []
    offset = 0  # cells used on the line
    start = 0  # where the piece begins in ``text``
    for piece in pieces(text):
        size = cell_len(piece.rstrip())
        if offset + size <= width:
            offset += cell_len(piece)
        elif size > width and fold:
            at = start
            for chunk in chop_cells(piece, width):
                if at:
                    breaks.append(at)
                at += len(chunk)
                offset = cell_len(chunk)
        else:  # on a line of its own (and cropped there if it is wider)
            if start:
                breaks.append(start)
            offset = cell_len(piece)
        start += len(piece)
    return breaks


class Broken(Text):
    """A text that breaks only where its language lets a line break (:func:`divide`)."""

    @classmethod
    def of(cls, text: Text) -> Broken:
        """``text`` itself (its styles, justification, overflow and end), broken as its language breaks."""
        broken = cls(text.plain, style=text.style, justify=text.justify, overflow=text.overflow, end=text.end)
        broken.no_wrap, broken.tab_size = text.no_wrap, text.tab_size
        broken.spans = text.spans
        return broken

    def wrap(
        self,
        console: rich.console.Console,
        width: int,
        *,
        justify: JustifyMethod | None = None,
        overflow: OverflowMethod | None = None,
        tab_size: int = 8,
        no_wrap: bool | None = None,
    ) -> Lines:
        """rich's ``Text.wrap``, the lines broken where :func:`divide` says."""
        no_wrap = (self.no_wrap if no_wrap is None else no_wrap) or overflow == "ignore"
        if no_wrap:
            return super().wrap(console, width, justify=justify, overflow=overflow, tab_size=tab_size, no_wrap=True)
        justify = justify or self.justify or "default"
        overflow = overflow or self.overflow or "fold"
        lines = Lines()
        for line in self.split(allow_blank=True):
            if "\t" in line:
                line.expand_tabs(tab_size)
            parts = line.divide(divide(line.plain, width, fold=overflow == "fold"))
            for part in parts:
                _rstrip_cells(part, width)
            parts.justify(console, width, justify=justify, overflow=overflow)
            for part in parts:
                part.truncate(width, overflow=overflow)
            lines.extend(parts)
        return lines


def _rstrip_cells(text: Text, width: int) -> None:
    """rich's ``rstrip_end``, counted in cells: the spaces ending a line that reach past ``width`` go. rich counts
    characters, so a Chinese line of 21 cells in 15 characters kept its two spaces, and lost its end to an
    ellipsis instead."""
    excess = cell_len(text.plain) - width
    spaces = len(text.plain) - len(text.plain.rstrip())
    if excess > 0 and spaces:
        text.right_crop(min(excess, spaces))


class Console(rich.console.Console):
    """rich's console, but each text is broken where its language lets a line break (:class:`Broken`)."""

    def render(self, renderable: RenderableType, options: ConsoleOptions | None = None) -> Iterable[Segment]:
        if type(renderable) is Text and not ordinary(renderable.plain):
            renderable = Broken.of(renderable)
        return super().render(renderable, options)
