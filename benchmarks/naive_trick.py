"""A yardstick for the benchmarks: a plain adjudicator of the base game and its advanced cards.

Written straight from the rulebook, independently of skrules (it imports nothing of it): each
token is read on its own, the cards are compared as the rules say, and the result is the winning
card's position, the next leader's position and the winner's bonus, under the 2024 edition's
default rulings. It knows the numbered cards, the Escape, the Pirates (the Tigress declared),
the Skull King, the Mermaids, the Kraken, the White Whale and the Loot, and nothing else.
``bench_trick.py`` times skrules against it; it is no part of skrules and never used by it.
"""

from __future__ import annotations

from collections.abc import Sequence

PIRATES = frozenset({"pirate", "rosie", "bendt", "rascal", "juanita", "harry", "tigress:pirate"})
ESCAPES = frozenset({"escape", "tigress:escape", "loot"})  # the Loot plays as an Escape
CHARACTERS = frozenset({"pirate", "king", "mermaid", "kraken", "whale"})  # in the lead, no suit is set
SUITS = frozenset("gpyb")


def read(token: str) -> tuple[str, str, int]:
    """A card as (kind, suit, number): ``("number", "g", 14)``, ``("pirate", "", 0)``."""
    if token in PIRATES:
        return "pirate", "", 0
    if token in ESCAPES:
        return "escape", "", 0
    if token in ("sk", "skull-king"):
        return "king", "", 0
    if token in ("mermaid", "kraken", "whale"):
        return token, "", 0
    if token[:1] in SUITS and token[1:].isdigit() and 1 <= int(token[1:]) <= 14:
        return "number", token[0], int(token[1:])
    raise ValueError(f"not a card of the base game or its advanced cards: {token!r}")


def lead_suit(cards: Sequence[tuple[str, str, int]]) -> str:
    """The first numbered card sets the suit; a character led first leaves the trick without one."""
    for i, (kind, suit, _) in enumerate(cards):
        if kind == "number":
            return suit
        if i == 0 and kind in CHARACTERS:
            return ""
    return ""


def ranked(cards: Sequence[tuple[str, str, int]]) -> int | None:
    """The winning position among cards with no sea monster deciding (None if there are none)."""
    kinds = [kind for kind, _, _ in cards]
    if "king" in kinds:
        return kinds.index("mermaid") if "mermaid" in kinds else kinds.index("king")
    for kind in ("pirate", "mermaid"):
        if kind in kinds:
            return kinds.index(kind)
    for suit in ("b", lead_suit(cards)):
        best = None
        for i, (kind, s, number) in enumerate(cards):
            if kind == "number" and s == suit and (best is None or number > cards[best][2]):
                best = i
        if suit and best is not None:
            return best
    return 0 if cards else None  # only Escapes (and sea monsters acting as Escapes): the first wins


def bonus(cards: Sequence[tuple[str, str, int]], winner: int, numbers_only: bool) -> int:
    """What the winner's captures are worth: the 14s, and the characters taken."""
    points = 0
    taker = cards[winner][0]
    for kind, suit, number in cards:
        if kind == "number" and number == 14:
            points += 20 if suit == "b" else 10
        elif numbers_only:
            continue
        elif taker == "king" and kind == "pirate":
            points += 30
        elif taker == "pirate" and kind == "mermaid":
            points += 20
        elif taker == "mermaid" and kind == "king":
            points += 40
    return points


def adjudicate(tokens: Sequence[str]) -> tuple[int | None, int, int]:
    """(winning position or None, next leader's position, the winner's bonus) for one trick."""
    cards = [read(token) for token in tokens]
    monsters = [i for i, (kind, _, _) in enumerate(cards) if kind in ("kraken", "whale")]
    if not monsters:
        winner = ranked(cards)
        assert winner is not None
        return winner, winner, bonus(cards, winner, False)
    last = monsters[-1]
    if cards[last][0] == "kraken":  # the trick is destroyed; who would have won leads
        kept = [i for i in range(len(cards)) if i not in monsters]
        would = ranked([cards[i] for i in kept])
        return None, 0 if would is None else kept[would], 0
    numbers = [i for i, (kind, _, _) in enumerate(cards) if kind == "number"]
    if not numbers:  # the White Whale with no number: discarded, its player leads
        return None, last, 0
    winner = numbers[0]
    for i in numbers:
        if cards[i][2] > cards[winner][2]:
            winner = i
    return winner, winner, bonus(cards, winner, True)
