"""The lead suit: one function, for the trick as played and for the cards left after removals.

The first numbered card sets the suit (``lead.number``); an Escape-like card or a non-winning
special passes the choice on (``lead.escape``, ``exp.lead``); a character or sea monster in the
lead leaves the trick without a suit (``lead.character``, ``ruling.character-lead``), and one
played after an Escape-like lead does so only under ``ruling.lead-after-escape=character``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from .cards import Card, Suit

__all__ = ["Lead", "NoSuit", "lead_of", "lead_text"]


class NoSuit(Enum):
    """The lead before a suit is known: not set yet, or none for the whole trick."""

    NOT_YET = "not yet"
    NONE = "none"


Lead = Suit | NoSuit
# Bound once: in Python 3.11 reading an Enum member off its class (``NoSuit.NONE``) costs about as
# much as a short function call, and these are read for every trick.
_NONE, _NOT_YET = NoSuit.NONE, NoSuit.NOT_YET


def lead_of(
    positions: Iterable[int],
    cards: Sequence[Card],
    suits: Sequence[Suit | None],
    voids: tuple[bool, bool],
) -> tuple[Lead, int | None]:
    """The lead suit over these cards in the order played, and the card that settled it.

    ``voids`` says whether a character leaves the trick without a suit when it is the first of
    these cards and when it comes later (after an Escape-like lead). A numbered card without a
    suit (a Wild 15 after a black lead that was then removed) leaves none.
    """
    later = False
    for i in positions:
        card = cards[i]
        if card.is_number:
            suit = suits[i]
            return (_NONE if suit is None else suit), i
        if card.leaves_no_suit and voids[later]:
            return _NONE, i
        later = True
    return _NOT_YET, None


def lead_text(lead: Lead) -> str:
    """``green``, ``none`` or ``not set``: a lead suit in an explanation."""
    if isinstance(lead, Suit):
        return lead.label
    return "none" if lead is NoSuit.NONE else "not set"
