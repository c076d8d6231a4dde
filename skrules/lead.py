"""The lead suit: one function, for the trick as played and for the cards left after removals.

The first numbered card sets the suit (``lead.number``); an Escape-like card or a non-winning
special passes the choice on (``lead.escape``, ``exp.lead``); a character or sea monster in the
lead leaves the trick without a suit (``lead.character``, ``ruling.character-lead``), and one
played after an Escape-like lead does so only under ``ruling.lead-after-escape=character``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from .cards import Card, Face, Suit

__all__ = ["Lead", "NoSuit", "lead_of", "lead_text", "replayed"]


class NoSuit(Enum):
    """The lead before a suit is known: not set yet, or none for the whole trick."""

    NOT_YET = "not yet"
    NONE = "none"


Lead = Suit | NoSuit
# Bound once: in Python 3.11 reading an Enum member off its class (``NoSuit.NONE``) costs about as
# much as a short function call, and these are read for every trick.
_NONE, _NOT_YET, _WILD = NoSuit.NONE, NoSuit.NOT_YET, Face.WILD


def lead_of(
    positions: Iterable[int],
    cards: Sequence[Card],
    suits: Sequence[Suit | None],
    voids: tuple[bool, bool],
) -> tuple[Lead, int | None]:
    """The lead suit over these cards in the order played, and the card that settled it.

    ``voids`` says whether a character leaves the trick without a suit when it is the first of
    these cards and when it comes after an Escape-like card (an Escape, a Loot, a card that never
    wins): a character that led and left the suit to the next numbered card
    (``ruling.character-lead=next-number``) makes the next character no later one. A numbered card
    without a suit (a Wild 15 after a black lead that was then removed) leaves none.
    """
    later = False
    for i in positions:
        card = cards[i]
        if card.is_number:
            suit = suits[i]
            return (_NONE if suit is None else suit), i
        if not card.leaves_no_suit:
            later = True  # an Escape-like card passes the choice on
        elif voids[later]:
            return _NONE, i
    return _NOT_YET, None


def replayed(
    positions: Sequence[int],
    cards: Sequence[Card],
    suits: Sequence[Suit | None],
    voids: tuple[bool, bool],
) -> tuple[Lead, tuple[Suit | None, ...]]:
    """The lead these cards set afresh, and the suit each plays as under it.

    They are judged as if the other cards had never been played (``ruling.removed-lead``,
    ``kraken.leader``): a Wild 15 named when no suit was set plays as the suit these cards now
    lead (``wild.follow``), or with none when it is black (``wild.black``). Only the card that
    sets the suit keeps the suit it was named: every numbered card is played after it.
    """
    lead, by = lead_of(positions, cards, suits, voids)
    if not isinstance(lead, Suit):
        return lead, tuple(suits)
    follows = None if lead is Suit.BLACK else lead
    return lead, tuple([follows if i != by and cards[i].face is _WILD else suit for i, suit in enumerate(suits)])


def lead_text(lead: Lead) -> str:
    """``green``, ``none`` or ``not set``: a lead suit in an explanation."""
    if isinstance(lead, Suit):
        return lead.label
    return "none" if lead is NoSuit.NONE else "not set"
