"""Errors split by cause, each able to say where the bad input is and what would be right.

Every error the user can provoke is a :class:`SkrulesError`; the CLI prints ``str(error)`` on
one line and exits 2, so no input, however wrong, ends in a traceback. Every class lives here,
and each names its cause in ``kind`` (the word a scenario's ``refused:`` line uses), so that no
caller maps class names to causes.
"""

from __future__ import annotations

from .refusals import Refusal, RefusalMsg, RoundRefusal, refusal
from .shown import quote

TYPE_CHECKING = False  # typing itself is not imported: this module is on the CLI's fast path
if TYPE_CHECKING:
    from collections.abc import Sequence

    from .findings import Legality, Problem

__all__ = [
    "DealError",
    "DeckError",
    "IllegalPlay",
    "NotationError",
    "RoundError",
    "RuleConflict",
    "RulesetError",
    "ScoreError",
    "SelectionError",
    "SheetError",
    "SkrulesError",
    "Terminated",
    "TrickError",
]


class SkrulesError(Exception):
    """Base class: a message about the user's input, with its position when there is one."""

    kind = "error"

    def __init__(self, message: str, *, position: int | None = None, token: str | None = None) -> None:
        """``token`` is the input as typed; it is quoted at most :data:`~skrules.shown.QUOTE_MAX` characters long."""
        super().__init__(message)
        self.message = message
        self.position = position
        self.token = token

    def __str__(self) -> str:
        return self.said()

    def said(self) -> str:
        """The message with where it points (the card and what was typed there), as a :class:`~skrules.refusals.Refusal`
        each language can say; the message alone when it points nowhere."""
        if self.position is not None:
            if self.token is None:
                return refusal(RefusalMsg.AT_POSITION, n=self.position + 1, said=self.message)
            return refusal(RefusalMsg.AT_CARD, n=self.position + 1, typed=quote(self.token), said=self.message)
        if self.token is not None:
            return refusal(RefusalMsg.AT_TEXT, typed=quote(self.token), said=self.message)
        return self.message


class NotationError(SkrulesError):
    """A token that is not a card: unknown word, number out of range, missing declaration."""

    kind = "notation"


class DeckError(SkrulesError):
    """A card the deck in use does not have, or more copies of it than the box holds."""

    kind = "deck"


class TrickError(SkrulesError):
    """A trick that cannot have been played: empty, too many players, a player playing twice."""

    kind = "trick"


class RulesetError(SkrulesError):
    """An unknown module, ruling or reading asked of the rule set."""

    kind = "ruleset"


class DealError(SkrulesError):
    """A table or a deal the deck cannot serve: too many players, a round that does not fit."""

    kind = "deal"


class ScoreError(SkrulesError):
    """A round that cannot happen: a bid above the cards dealt, a wager of 15, two Skull King bonuses, ..."""

    kind = "score"


class SelectionError(SkrulesError):
    """A ``-k`` expression that does not read: where, and what was expected there."""

    kind = "selection"


class RoundError(SkrulesError):
    """A round that cannot have been played as described: says the round, trick and card."""

    kind = "round"

    def __init__(
        self,
        message: str,
        *,
        trick: int | None = None,
        position: int | None = None,
        token: str | None = None,
        round: int | None = None,
    ) -> None:
        super().__init__(message, position=position, token=token)
        self.trick = trick
        self.round = round

    def at_round(self, number: int | None) -> RoundError:
        """The same error, placed in a game's round."""
        err = type(self).__new__(type(self))
        err.__dict__.update(self.__dict__)
        err.args = self.args
        err.round = number
        return err

    def said(self) -> str:
        """The message with where it points, the round and trick first: ``round 2, trick 3, card 1 'g5': ...``."""
        said = super().said()
        pointed = self.position is not None or self.token is not None  # a card or the text typed is named
        if self.trick is not None:
            said = refusal(RefusalMsg.IN_TRICK_AT if pointed else RefusalMsg.AT_TRICK, n=self.trick, said=said)
            pointed = True
        if self.round is not None:
            said = refusal(RefusalMsg.IN_ROUND_AT if pointed else RefusalMsg.AT_ROUND, n=self.round, said=said)
        return said


class IllegalPlay(RoundError):
    """A play the rules forbid: a card not in the player's hand, or a card that fails to follow suit."""

    kind = "illegal"

    def __init__(self, finding: Legality, *, trick: int, position: int, token: str) -> None:
        """The finding's reason is a refusal the round wrote, or the legality's own sentence (a trace message)."""
        reason = finding.reason
        if isinstance(reason, Refusal):
            message = refusal(RoundRefusal.ILLEGAL, said=reason, rule=finding.rule)
        else:
            message = refusal(RoundRefusal.ILLEGAL_FOUND, sentence=reason, rule=finding.rule)
        super().__init__(message, trick=trick, position=position, token=token)
        self.finding = finding


class SheetError(SkrulesError):
    """Every problem found in a score sheet, in line order."""

    kind = "sheet"

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = sorted(problems, key=lambda p: (p.line, p.column))
        super().__init__(str(self.problems[0]))

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.problems)


class RuleConflict(SkrulesError):
    """Two rules claimed the same decision at one level of the ladder: a defect in the rules as
    declared, reported instead of letting the order of the code pick silently."""

    kind = "conflict"

    def __init__(self, first: str, second: str, trick: str) -> None:
        super().__init__(f"rules {first!r} and {second!r} both decide the trick {trick!r}; declare one an exception")
        self.rules = (first, second)


class Terminated(KeyboardInterrupt):
    """``SIGTERM`` or ``SIGHUP`` received (a service stopping, the terminal closed): the command stops as on
    Ctrl-C, but nobody is there to ask anything; ``signum`` gives the exit code, 128 + the signal."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
