"""What the errors carry: a play judged against the rules, and a problem found in a file.

:class:`~skrules.errors.IllegalPlay` holds the :class:`Legality` of the play it refuses and
:class:`~skrules.errors.SheetError` the :class:`Problem` of each line it cannot read, so these
values sit below the errors and import nothing of skrules; :mod:`skrules.legality` makes the one
and :mod:`skrules.formats.text` the other.
"""

from __future__ import annotations

from dataclasses import dataclass

from .breaks import cells

__all__ = ["Legality", "Problem"]


class Legality(tuple[bool, str, str, "tuple[str, str] | None", "int | None", "str | None"]):
    """The finding on one play: allowed or not, the rule that says so, and why.

    A tuple underneath (immutable and made in one call, as a trick has one per play), read by name.
    """

    __slots__ = ()

    def __new__(
        cls,
        legal: bool,
        rule: str,
        reason: str,
        ruling: tuple[str, str] | None = None,
        position: int | None = None,
        player: str | None = None,
    ) -> Legality:
        return _new(cls, (legal, rule, reason, ruling, position, player))

    @property
    def legal(self) -> bool:
        return self[0]

    @property
    def rule(self) -> str:
        return self[1]

    @property
    def reason(self) -> str:
        return self[2]

    @property
    def ruling(self) -> tuple[str, str] | None:
        return self[3]

    @property
    def position(self) -> int | None:
        return self[4]

    @property
    def player(self) -> str | None:
        return self[5]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Legality is immutable: cannot assign {name!r}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Legality) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = tuple.__hash__

    def __getnewargs__(self) -> tuple[bool, str, str, tuple[str, str] | None, int | None, str | None]:
        return (self[0], self[1], self[2], self[3], self[4], self[5])

    def __repr__(self) -> str:
        return (
            f"Legality(legal={self[0]!r}, rule={self[1]!r}, reason={self[2]!r}, ruling={self[3]!r}, "
            f"position={self[4]!r}, player={self[5]!r})"
        )

    def as_dict(self) -> dict[str, object]:
        legal, rule, reason, ruling, position, player = self
        return {
            "position": position,
            "player": player,
            "legal": legal,
            "rule": rule,
            "ruling": None if ruling is None else f"{ruling[0]}={ruling[1]}",
            "reason": reason,
        }


_new = tuple.__new__


EXCERPT = 100  # characters of a problem's line shown around the text at fault


def _window(source: str, at: int) -> tuple[str, int]:
    """The line as shown, whole up to :data:`EXCERPT` characters, else that many from a little before ``at``,
    each end that was cut marked with an ellipsis; and where ``at`` falls in it."""
    if len(source) <= EXCERPT:
        return source, at
    begin = max(0, min(at - EXCERPT // 4, len(source) - EXCERPT))
    head = "\N{HORIZONTAL ELLIPSIS}" if begin else ""
    tail = "\N{HORIZONTAL ELLIPSIS}" if begin + EXCERPT < len(source) else ""
    return head + source[begin : begin + EXCERPT] + tail, at - begin + len(head)


@dataclass(frozen=True, slots=True)
class Problem:
    """A reason a file or a part of it cannot be read: where, the text at fault, and what would be right."""

    path: str
    line: int
    column: int
    text: str
    message: str
    source: str = ""  # the whole line, to show the text in place

    def __str__(self) -> str:
        if self.line == 0:  # about the whole file (it cannot be read)
            return f"{self.path}: {self.message}"
        return f"{self.path}:{self.line}:{self.column}: {self.message}"

    def show(self) -> str:
        """The message, then the line with the offending text underlined, measured as the terminal shows it (a
        Chinese character before or in the text takes two columns): a long line by the part around the text
        alone, so that many problems on one long line do not repeat it whole each time."""
        if not self.source:
            return str(self)
        line, at = _window(self.source, self.column - 1)
        width = max(1, cells(self.text[: len(line) - at]))
        return f"{self}\n    {line}\n    {' ' * cells(line[:at])}{'^' * width}"

    def as_dict(self) -> dict[str, object]:
        return {"path": self.path, "line": self.line, "column": self.column, "text": self.text, "message": self.message}
