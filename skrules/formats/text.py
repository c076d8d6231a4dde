"""What both text formats are made of: words that remember where they were written, and problems.

A scenario file and a score sheet both point at the very text an error is about, as
``file:line:column: message`` with the line shown and the text underlined; one :class:`Word` and
one :class:`Problem` serve both.
"""

from __future__ import annotations

from ..findings import Problem

__all__ = ["Problem", "Word", "split_words"]


class Word:
    """A piece of text from a file, with where it starts (1-based line and column).

    A value: line and column are compared never, so that two values read from a file are equal
    when they say the same thing wherever they say it. A small class rather than a frozen
    dataclass, since a library of scenarios makes millions of them (a third of the time to read).
    """

    __slots__ = ("column", "line", "text")

    def __init__(self, text: str, line: int = 0, column: int = 0) -> None:
        self.text = text
        self.line = line
        self.column = column

    def __eq__(self, other: object) -> bool:
        return self.text == other.text if isinstance(other, Word) else NotImplemented

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"Word(text={self.text!r}, line={self.line!r}, column={self.column!r})"


def split_words(text: str, line: int, column: int = 1) -> list[Word]:
    """The words of a line, split at whitespace only (a score-sheet cell's items are joined by commas).

    ``str.split`` finds the words and ``str.find`` their columns, a tenth of the work of a
    regular expression's matches: a word holds no whitespace, so the first place it is found
    after the word before it is where it starts (what ``\\S+`` matches, ``str.split`` splits on).
    """
    out = []
    at = 0
    for word in text.split():
        at = text.find(word, at)
        out.append(Word(word, line, column + at))
        at += len(word)
    return out
