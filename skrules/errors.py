"""Errors split by cause, each able to say where the bad input is and what would be right.

Every error the user can provoke is a :class:`SkrulesError`; the CLI prints ``str(error)`` on
one line and exits 2, so no input, however wrong, ends in a traceback.
"""

from __future__ import annotations


class SkrulesError(Exception):
    """Base class: a message about the user's input, with its position when there is one."""

    def __init__(self, message: str, *, position: int | None = None, token: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.position = position
        self.token = token

    def __str__(self) -> str:
        if self.position is not None:
            where = f"card {self.position + 1}" + (f" {self.token!r}" if self.token is not None else "")
            return f"{where}: {self.message}"
        if self.token is not None:
            return f"{self.token!r}: {self.message}"
        return self.message


class NotationError(SkrulesError):
    """A token that is not a card: unknown word, number out of range, missing declaration."""


class DeckError(SkrulesError):
    """A card the deck in use does not have, or more copies of it than the box holds."""


class TrickError(SkrulesError):
    """A trick that cannot have been played: empty, too many players, a player playing twice."""


class RulesetError(SkrulesError):
    """An unknown module, ruling or reading asked of the rule set."""


class RuleConflict(SkrulesError):
    """Two rules claimed the same decision at one level of the ladder: a defect in the rules as
    declared, reported instead of letting the order of the code pick silently."""

    def __init__(self, first: str, second: str, trick: str) -> None:
        super().__init__(f"rules {first!r} and {second!r} both decide the trick {trick!r}; declare one an exception")
        self.rules = (first, second)
