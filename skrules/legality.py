"""May this card be played from this hand into this trick? (Following suit.)

A numbered card must follow the lead suit when the hand holds a card of that suit; a special
card may always be played; with no card of the lead suit, any card may. Black follows the same
rule as the other suits: you must play black on a black lead if you hold it, but you are never
forced to trump a standard suit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import ANY_PIRATE, UNNAMED_PIRATE, Card, Face, Kind, Suit, held_at
from .deal import MOST_DEALT
from .errors import DeckError, TrickError
from .findings import Legality
from .messages import Msg, english
from .refusals import Refusal, refusal
from .refusals import RefusalMsg as R
from .rules import RuleSet, WildFollow
from .rulings import RuleId
from .trick import Lead, NoSuit, Trick

__all__ = ["Legality", "check_trick", "may_play"]


def _found(
    legal: bool, rule: str, reason: str, ruling: tuple[str, str] | None, position: int | None, player: str | None
) -> Legality:
    """A finding made without a call to ``Legality.__new__`` (a trick makes one per play)."""
    return _new(Legality, (legal, rule, reason, ruling, position, player))


_new = tuple.__new__


def may_play(hand: Sequence[Card], card: Card, lead: Lead, rules: RuleSet, *, plays_as: Suit | None = None) -> Legality:
    """Judge one card against the hand it came from and the lead suit when it was played.

    ``plays_as`` is the suit the card plays as, when it differs from its printed one (the Wild 15).
    """
    return _judge(hand, card, held_at(hand, card) is not None, lead, rules, plays_as, None, None)


def _judge(
    hand: Sequence[Card],
    card: Card,
    held: bool,
    lead: Lead,
    rules: RuleSet,
    plays_as: Suit | None,
    position: int | None,
    player: str | None,
) -> Legality:
    """:func:`may_play`, told whether the hand holds the card, with the play's position and player."""
    if not held:
        absent = english(Msg.NOT_HELD, {"labels": hand, "a": card})
        return _found(False, RuleId.PLAY_HAND, absent, None, position, player)
    if card.is_special:
        why = f"{card.label} is a special card, which may always be played"
        return _found(True, RuleId.PLAY_SPECIAL, why, None, position, player)
    if not isinstance(lead, Suit):
        why = "the trick has no suit to follow" if lead is _NO_SUIT else "no suit is set yet"
        return _found(True, RuleId.PLAY_FREE, f"{why}, so any card may be played", None, position, player)
    suit = plays_as if card.face is _WILD else card.suit
    if suit is lead:
        return _found(
            True, RuleId.PLAY_FOLLOW, f"{card.label} follows {lead.label}, the lead suit", None, position, player
        )
    return _off_suit(hand, card, lead, rules, position, player)


def _off_suit(
    hand: Sequence[Card], card: Card, lead: Suit, rules: RuleSet, position: int | None, player: str | None
) -> Legality:
    """A numbered card off the lead suit: legal only if the rest of the hand cannot follow."""
    rest = list(hand)
    keys = [c.key for c in rest]
    rest.pop(keys.index(card.key))
    # every Wild 15 has the one box key, whatever suit it is named: is one left in the hand?
    wild_in_hand = lead is not _BLACK and keys.count(_WILD_KEY) > (card.key == _WILD_KEY)
    ruling = ("ruling.wild-follow", rules.ruling(WildFollow)) if wild_in_hand else None
    wild_obliges = ruling is not None and ruling[1] is _MUST  # read only when a Wild 15 is left
    followers = [c for c in rest if c.is_number and (c.suit is lead if c.face is not _WILD else wild_obliges)]
    if followers:
        must = english(Msg.MUST_FOLLOW, {"suit": lead, "labels": followers})
        return _found(False, RuleId.PLAY_FOLLOW, must, ruling, position, player)
    why = f"the hand holds no {lead.label} card, so any card may be played"
    return _found(True, RuleId.PLAY_FREE, why, ruling, position, player)


# Bound once: an Enum member read off its class costs about a call in Python 3.11.
_WILD, _BLACK, _NO_SUIT, _MUST = Face.WILD, Suit.BLACK, NoSuit.NONE, WildFollow.MUST
_WILD_KEY = Card.wild().key


def check_trick(
    trick: Trick, hands: Mapping[str, Sequence[Card]], *, exempt: Mapping[int, str] | None = None
) -> list[Legality]:
    """Judge every play whose player's hand is known.

    ``exempt`` maps positions that need not follow suit to the rule that frees them (``two.flip``
    for Graybeard's ghost, ``mary.power`` for a card Mary Thorne forces).

    A hand is the player's cards before the trick, the card played included. Returns the
    findings in play order; the illegal ones have ``legal`` false.
    """
    _check_hands(trick, hands)
    left: dict[
        str, Sequence[Card]
    ] = {}  # a hand once a card is played from it: only the Last Volley's player plays again
    again = trick.volley_extra is not None
    findings = []
    rules, lead_before, suits = trick.rules, trick.lead_before, trick.suits
    for i, play in enumerate(trick.plays):
        player = play.player
        hand = left[player] if again and player in left else hands.get(player)
        if hand is None:
            continue
        card = play.card
        at = held_at(hand, card)
        held = at is not None
        if held and exempt and i in exempt:
            # Exempt from following suit, not from playing a card the hand holds (play.hand).
            finding = _found(True, exempt[i], "this card need not follow suit", None, i, player)
        else:
            finding = _judge(hand, card, held, lead_before[i], rules, suits[i], i, player)
        findings.append(finding)
        if at is not None and again:
            left[player] = rest = list(hand)
            rest.pop(at)
    return findings


def _check_hands(trick: Trick, hands: Mapping[str, Sequence[Card]]) -> None:
    """Hands of players of the trick, which fit in the box with the trick and which a deal can give:
    at most ten cards (``setup.deal``; no ability makes a hand larger, Bendt the Bandit draws two and
    discards two). A hand may be written in part, so hands of different sizes are taken."""
    for name in hands:
        if name not in trick.players:
            raise TrickError(refusal(R.HAND_NO_PLAY, typed=repr(name)))
    _check_copies(trick, hands)
    for name, hand in hands.items():
        if len(hand) > MOST_DEALT:
            raise TrickError(refusal(R.HAND_TOO_BIG, player=name, n=len(hand), n2=MOST_DEALT))


def _check_copies(trick: Trick, hands: Mapping[str, Sequence[Card]]) -> None:
    """The hands and the cards of players without a hand must fit in one box together."""
    keys = [card.key for hand in hands.values() for card in hand]
    keys += [play.card.key for play in trick.plays if play.player not in hands]
    box = trick.rules.box
    if box.fits_keys(keys):
        return  # every card in the deck, no more copies than it holds: decided on integers
    cards: list[Card] = []
    for hand in hands.values():
        cards += hand
    cards += [play.card for play in trick.plays if play.player not in hands]
    where = _places(trick, hands)
    for card, place in zip(cards, where, strict=True):
        if box.lacks(card):  # another module's card, or another edition's
            raise DeckError(refusal(R.AT_PLACE, said=place, said2=box.refusal(card)))
    if len(set(keys)) == len(cards) and UNNAMED_PIRATE not in keys:
        return  # every card once: they fit, decided on integers
    excess = box.excess(cards)
    if excess is not None:
        key, positions, have = excess
        if key == _UNNAMED_KEY:  # the unnamed Pirates are too many for the five less the named ones here
            pirates = [p for p, card in enumerate(cards) if card.kind is Kind.PIRATE and card.pirate in ANY_PIRATE]
            raise DeckError(refusal(R.PIRATES_HELD, n=len(pirates), saids=[where[p] for p in pirates]))
        places = [where[p] for p in positions]
        card = box.card_for(key)
        raise DeckError(refusal(R.HELD_TOO_OFTEN, label=card, n=len(positions), saids=places, n2=have))


_UNNAMED_KEY = Card(Kind.PIRATE).box_key


def _places(trick: Trick, hands: Mapping[str, Sequence[Card]]) -> list[Refusal]:
    """Where each card of :func:`_check_copies` comes from, in the same order, for its message."""
    where: list[Refusal] = []
    for name, hand in hands.items():
        where += [refusal(R.IN_PLAYERS_HAND, n=j + 1, player=name) for j in range(len(hand))]
    where += [refusal(R.IN_TRICK, n=i + 1) for i, play in enumerate(trick.plays) if play.player not in hands]
    return where
