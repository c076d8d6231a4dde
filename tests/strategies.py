"""Hypothesis strategies: random tricks drawn from a real box.

A generated trick is always one the rules allow to happen: distinct physical cards from the deck
in use, the Tigress declared, the Wild 15 named when no suit is set, Walk the Plank told which
Pirate to remove when it has a choice, and the Last Volley's extra card last. The lead is worked
out here independently of the engine, from the rulebook's wording.
"""

from __future__ import annotations

from hypothesis import strategies as st

from skrules.cards import Box, Card, Face, Kind, Module, Role, Suit
from skrules.notation import Play
from skrules.rules import ADVANCED_GAME, FULL_BOX, RuleSet

CHARACTER_LEADS = {
    Role.PIRATE,
    Role.SKULL_KING,
    Role.MERMAID,
    Role.FIRST_MATE,
    Role.KRAKEN,
    Role.WHITE_WHALE,
    Role.STINGRAY,
}


def declare(card: Card, draw: st.DrawFn) -> Card:
    """Make the declarations a player makes when the card is played (not the Wild 15's: see below)."""
    if card.kind is Kind.TIGRESS:
        return Card.tigress(draw(st.sampled_from([Role.PIRATE, Role.ESCAPE])))
    if card.face is Face.ZERO_FOURTEEN:
        return Card.number(card.suit, draw(st.sampled_from([0, 14])), Face.ZERO_FOURTEEN)  # type: ignore[arg-type]
    return card


def settle_wilds(cards: list[Card], draw: st.DrawFn) -> list[Card]:
    """Name the Wild 15's suit as the rules require at its place in the trick."""
    lead: Suit | str | None = None  # None: not set yet; "none": no suit for the trick
    out = []
    for i, card in enumerate(cards):
        if card.face is Face.WILD:
            if isinstance(lead, Suit):
                card = Card.wild(None if lead is Suit.BLACK else draw(st.sampled_from([None, lead])))
            else:
                card = Card.wild(draw(st.sampled_from([Suit.GREEN, Suit.PURPLE, Suit.YELLOW])))
        out.append(card)
        lead = _lead_after(lead, card, i)
    return out


def _lead_after(lead: Suit | str | None, card: Card, i: int) -> Suit | str | None:
    """The lead once the ``i``-th card is played: the first number's suit, or none after a character lead."""
    if lead is None:
        if card.is_number:
            return card.suit
        if card.role in CHARACTER_LEADS and i == 0:
            return "none"
    return lead


def as_if_first(plays: list[Play]) -> list[Play]:
    """The plays as a trick of their own: a Wild 15 played after a suit is set follows it unnamed
    (wild.follow, wild.black), whatever it was named where it was first played."""
    lead: Suit | str | None = None
    out = []
    for i, play in enumerate(plays):
        card = play.card
        if card.face is Face.WILD and isinstance(lead, Suit):
            play = Play(Card.wild(), play.player, play.target)
        out.append(play)
        lead = _lead_after(lead, card, i)
    return out


@st.composite
def tricks(
    draw: st.DrawFn, modules: frozenset[Module] = FULL_BOX, min_players: int = 2, max_players: int = 8
) -> tuple[list[Play], RuleSet]:
    """A random legal trick (plays in order) with the rule set it is played under."""
    rules = RuleSet(modules=modules)
    deck = Box(rules.modules).cards()
    n = draw(st.integers(min_players, max_players))
    picked = draw(st.lists(st.integers(0, len(deck) - 1), min_size=n + 1, max_size=n + 1, unique=True))
    cards = [declare(deck[i], draw) for i in picked[:n]]
    extra_card = declare(deck[picked[n]], draw)
    players = [f"P{i + 1}" for i in range(n)]
    volley = next((i for i, c in enumerate(cards) if c.kind is Kind.VOLLEY), None)
    if volley is not None and draw(st.booleans()):
        cards.append(extra_card)
        players.append(players[volley])
    cards = settle_wilds(cards, draw)
    plays = [Play(c, p) for c, p in zip(cards, players, strict=True)]
    plank = next((i for i, c in enumerate(cards) if c.kind is Kind.PLANK), None)
    if plank is not None:
        pirates = [i for i, c in enumerate(cards) if c.role is Role.PIRATE]
        if len(pirates) > 1:
            plays[plank] = Play(cards[plank], players[plank], str(draw(st.sampled_from(pirates)) + 1))
    return plays, rules


def base_tricks(max_players: int = 8) -> st.SearchStrategy[tuple[list[Play], RuleSet]]:
    """Tricks of the base box with the advanced cards (Kraken, White Whale, Loot)."""
    return tricks(modules=ADVANCED_GAME, max_players=max_players)


def all_cards() -> list[Card]:
    """Every card of the full box in every declared form it can take."""
    out: list[Card] = []
    for card in Box(FULL_BOX).cards():
        if card.kind is Kind.TIGRESS:
            out += [card, Card.tigress(Role.PIRATE), Card.tigress(Role.ESCAPE)]
        elif card.face is Face.ZERO_FOURTEEN:
            out += [Card.number(card.suit, 0, Face.ZERO_FOURTEEN), card]  # type: ignore[arg-type]
        elif card.face is Face.WILD:
            out += [card] + [Card.wild(s) for s in (Suit.GREEN, Suit.PURPLE, Suit.YELLOW)]
        else:
            out.append(card)
    out.append(Card(Kind.PIRATE))
    return out
