"""A round's rules pinned to exact values: each refusal's full message and where it points, the
bounds of bids and ability choices, who leads, and the trace steps a rule adds.

Each case names the rule ID it exercises.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NotRequired, TypedDict, Unpack

import pytest

from skrules.cards import Module
from skrules.errors import NotationError
from skrules.game import IllegalPlay, RoundError, RoundSpec, parse_choice, play_round
from skrules.rules import ADVANCED_GAME, FULL_BOX, RuleSet, Scoring

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping, Sequence

    from skrules.abilities import Ability
    from skrules.cards import Card
    from skrules.notation import Play

    Tricks = Sequence[str | Sequence[str | Play]]  # each trick a string of plays or its plays, as RoundSpec reads them
    Where = tuple[int | None, int | None, str | None]  # a RoundError's trick, position and token

ABIL = RuleSet(abilities=True)
EXP = RuleSet(modules=FULL_BOX, abilities=True)
MARY_NO_MONSTERS = RuleSet(modules=frozenset({Module.BASE, Module.EXPANSION}), abilities=True)
ABC = ("Ann", "Ben", "Cat")
TWO = ("Ann", "Ben")
ZERO = {"Ann": 0, "Ben": 0, "Cat": 0}
T1 = ["Ann=g5 Ben=g7 Cat=g1"]


class Given(TypedDict, total=False):
    """RoundSpec's keyword arguments as the tests write them: strings where cards and abilities go."""

    cards: int | None
    dealer: str | None
    leader: str | None
    hands: Mapping[str, str | Sequence[Card]]
    ghost: str | Sequence[Card] | None
    choices: Mapping[int, str | Ability | Sequence[str | Ability]]
    cannonball: Collection[str]


class Options(Given, total=False):
    number: int | None


class Case(Given, total=False):
    """A table's round: RoundSpec's arguments, all by name, and the rules it is played under."""

    players: Sequence[str]
    bids: Mapping[str, int]
    tricks: Tricks
    rules: RuleSet


class Seats(TypedDict):
    players: Sequence[str]
    tricks: Tricks


class Deal(Seats):
    bids: Mapping[str, int]
    hands: NotRequired[Mapping[str, str | Sequence[Card]]]


def round_spec(players: Sequence[str], bids: Mapping[str, int], tricks: Tricks, **kw: Unpack[Options]) -> RoundSpec:
    """A round from plain values: RoundSpec reads strings wherever cards, plays or abilities go."""
    return RoundSpec(players, bids, tricks, **kw)


def refusal(
    players: Sequence[str], bids: Mapping[str, int], tricks: Tricks, rules: RuleSet = ABIL, **kw: Unpack[Options]
) -> RoundError:
    with pytest.raises(RoundError) as info:
        play_round(round_spec(players, bids, tricks, **kw), rules)
    return info.value


def where(err: RoundError) -> Where:
    return (err.trick, err.position, err.token)


# ------------------------------------------------------------------ setup and bids

SETUP_REFUSALS = {
    "setup.players: no players": (
        dict(players=(), bids={}, tricks=T1),
        "a round needs its players, in seat order",
    ),
    "setup.players: a player seated twice": (
        dict(players=("Ann", "Ann", "Cat"), bids=ZERO, tricks=T1),
        "Ann is seated twice; each player has one seat",
    ),
    "two.ghost: a player named like the ghost": (
        dict(players=("Ann", "Graybeard"), bids={"Ann": 0, "Graybeard": 0}, tricks=["Ann=g1 Graybeard=g2"]),
        "with two players, 'Graybeard' is the name of the ghost's hand; choose another name",
    ),
    "setup.players: one player": (
        dict(players=("Ann",), bids={"Ann": 0}, tricks=["Ann=g1"]),
        "1 player: Skull King needs two players at least (setup.players)",
    ),
    "setup.deal: no trick": (
        dict(players=ABC, bids=ZERO, tricks=[]),
        "a round has one trick per card dealt; no trick is given",
    ),
    "setup.deal: one card dealt, two tricks": (
        dict(players=ABC, bids=ZERO, tricks=[*T1, "Cat=g2 Ann=g3 Ben=g4"], cards=1),
        "the round deals 1 card each, so it has 1 trick; 2 are given (setup.deal)",
    ),
    "setup.deal: three cards dealt, one trick": (
        dict(players=ABC, bids=ZERO, tricks=T1, cards=3),
        "the round deals 3 cards each, so it has 3 tricks; 1 is given (setup.deal)",
    ),
    "setup.deal: a hand for a stranger": (
        dict(players=ABC, bids=ZERO, tricks=T1, hands={"Dan": "g1"}),
        "a hand is given for 'Dan', who is not one of the players",
    ),
    "two.ghost: the ghost's hand given as a player's": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g1 Graybeard=g2 Ben=g3"], hands={"Graybeard": "g2"}),
        "a hand is given for 'Graybeard', who is not one of the players; give the ghost's hand as 'ghost', "
        "top card first",
    ),
    "two.ghost: a player named Graybeard at three players": (
        dict(players=("Ann", "Ben", "Graybeard"), bids={"Ann": 0, "Ben": 0, "Graybeard": 0}, tricks=["g1 g2 g3"]),
        "'Graybeard' is the name of the two-player game's ghost (two.ghost); choose another name",
    ),
    "two.ghost: a ghost's hand at three players": (
        dict(players=ABC, bids=ZERO, tricks=T1, ghost="g2"),
        "Graybeard's ghost plays only in a two-player round (two.ghost)",
    ),
    "setup.deal: a hand of the wrong size": (
        dict(players=ABC, bids=ZERO, tricks=T1, hands={"Ann": "g5,g6"}),
        "Ann's hand holds 2 cards, but 1 is dealt to each (setup.deal)",
    ),
    "setup.deal: the ghost's hand of the wrong size": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g1 Graybeard=g2 Ben=g3"], ghost="g2,g4"),
        "Graybeard's hand holds 2 cards, but 1 is dealt to each (setup.deal)",
    ),
    "box.copies: one card in two hands": (
        dict(players=ABC, bids=ZERO, tricks=T1, hands={"Ann": "g5", "Ben": "g5"}),
        "green 5 is in the round 2 times (Ann's hand; Ben's hand), but the box holds one copy (box.copies)",
    ),
    "box.copies: six Escapes dealt": (
        dict(
            players=ABC,
            bids=ZERO,
            tricks=["Ann=escape Ben=escape Cat=escape"] * 2,
            hands=dict.fromkeys(ABC, "escape,escape"),
        ),
        "Escape is in the round 6 times (Ann's hand; Ann's hand; Ben's hand; Ben's hand; Cat's hand; Cat's hand), "
        "but the box holds 5 copies (box.copies)",
    ),
    "two.ghost: a bid for the ghost": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0, "Graybeard": 0}, tricks=["Ann=g1 Graybeard=g2 Ben=g3"]),
        "a bid is given for 'Graybeard', who is not one of the players; Graybeard's ghost does not bid (two.ghost)",
    ),
    "bid.range: a bid for a stranger": (
        dict(players=ABC, bids={**ZERO, "Dan": 0}, tricks=T1),
        "a bid is given for 'Dan', who is not one of the players",
    ),
    "bid.range: a missing bid": (
        dict(players=ABC, bids={"Ann": 0, "Ben": 0}, tricks=T1),
        "Cat has no bid; every player bids 0 to 1 (bid.range)",
    ),
    "bid.range: a bid of True": (
        dict(players=ABC, bids={**ZERO, "Ann": True}, tricks=T1),
        "Ann bids True, but a bid is 0 to 1, the cards dealt (bid.range)",
    ),
    "bid.range: a bid written as text": (
        dict(players=ABC, bids={**ZERO, "Ann": "1"}, tricks=T1),
        "Ann bids '1', but a bid is 0 to 1, the cards dealt (bid.range)",
    ),
    "bid.range: a bid above the cards dealt": (
        dict(players=ABC, bids={**ZERO, "Cat": 2}, tricks=T1),
        "Cat bids 2, but a bid is 0 to 1, the cards dealt (bid.range)",
    ),
    "bid.range: a bid below 0": (
        dict(players=ABC, bids={**ZERO, "Ben": -1}, tricks=T1),
        "Ben bids -1, but a bid is 0 to 1, the cards dealt (bid.range)",
    ),
    "score.choice: cannonball chosen by strangers": (
        dict(players=ABC, bids=ZERO, tricks=T1, rules=RuleSet(scoring=Scoring.RASCAL), cannonball={"Zed", "Dan"}),
        "'Dan' chose cannonball but is not one of the players",
    ),
    "score.choice: cannonball under classic scoring": (
        dict(players=ABC, bids=ZERO, tricks=T1, cannonball={"Ann"}),
        "cannonball is an option of Rascal scoring; this round is scored classic (score.choice)",
    ),
    "ability.unlock: choices for trick 0": (
        dict(players=ABC, bids=ZERO, tricks=T1, choices={0: "juanita"}),
        "ability choices are given for trick 0; the tricks are numbered 1 to 1",
    ),
    "ability.unlock: choices after the last trick": (
        dict(players=ABC, bids=ZERO, tricks=T1, choices={2: "juanita"}),
        "ability choices are given for trick 2; the tricks are numbered 1 to 1",
    ),
    "ability.unlock: choices keyed True": (
        dict(players=ABC, bids=ZERO, tricks=T1, choices={True: "juanita"}),
        "ability choices are given for trick True; the tricks are numbered 1 to 1",
    ),
    "ability.unlock: choices keyed by text": (
        dict(players=ABC, bids=ZERO, tricks=T1, choices={"1": "juanita"}),
        "ability choices are given for trick '1'; the tricks are numbered 1 to 1",
    ),
    "setup.dealer: a stranger deals": (
        dict(players=ABC, bids=ZERO, tricks=T1, dealer="Dan"),
        "the dealer 'Dan' is not one of the players (Ann, Ben, Cat)",
    ),
    "setup.dealer: a stranger leads": (
        dict(players=ABC, bids=ZERO, tricks=T1, leader="Dan"),
        "the first leader 'Dan' is not one of the players (Ann, Ben, Cat)",
    ),
    "setup.dealer: the leader is not left of the dealer": (
        dict(players=ABC, bids=ZERO, tricks=T1, dealer="Cat", leader="Ben"),
        "Ben cannot lead the first trick: Ann sits left of the dealer, Cat (setup.dealer)",
    ),
    "setup.cards: a card from a module not in the deck, in a hand": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=kraken Ben=g7 Cat=g1"], rules=RuleSet(), hands={"Ann": "kraken"}),
        "Ann's hand holds kraken: Kraken is not in this deck; the deck part 'kraken' adds it",
    ),
    "two.cards: a left-out card in a hand": (
        dict(
            players=TWO,
            bids={"Ann": 0, "Ben": 0},
            tricks=["Ann=loot Graybeard=g2 Ben=g3"],
            rules=RuleSet(modules=FULL_BOX),
            hands={"Ann": "loot"},
        ),
        "Ann's hand holds loot: Loot is left out of the two-player game (two.cards)",
    ),
}


@pytest.mark.parametrize(("spec", "message"), SETUP_REFUSALS.values(), ids=SETUP_REFUSALS.keys())
def test_setup_and_bid_refusals_say_exactly_what_is_wrong(spec: Case, message: str) -> None:
    """setup.*, bid.range, score.choice, two.ghost, box.copies: refused before any trick, with the round's number."""
    spec = spec.copy()  # copy(), not dict(): to mypy it stays a Case
    rules = spec.pop("rules", ABIL)
    err = refusal(**spec, rules=rules, number=7)  # type: ignore[misc]  # "rules" was popped; mypy does not narrow
    assert err.message == message
    assert str(err) == f"round 7: {message}"
    assert where(err) == (None, None, None)
    assert err.round == 7


# ------------------------------------------------------------------ plays in a trick

PLAY_REFUSALS = {
    "play.order: a stranger plays": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=g5 Ben=g7 Dan=g1"]),
        (1, 2, "Dan=g1"),
        "'Dan' is not at the table; the players are Ann, Ben, Cat",
    ),
    "two.ghost: the ghost at a three-player table": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=g5 Ben=g7 Graybeard=g1"]),
        (1, 2, "Graybeard=g1"),
        "'Graybeard' is not at the table; the players are Ann, Ben, Cat",
    ),
    "play.order: a player missing": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=g5 Ben=g7"]),
        (1, None, None),
        "Cat has not played: each player plays a card in every trick, in the order Ann, Ben, Cat (play.order)",
    ),
    "two.order: the second player missing": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g1 Graybeard=g2"]),
        (1, None, None),
        "Ben has not played: each player plays a card in every trick, in the order Ann, Graybeard, Ben (play.order)",
    ),
    "play.order: out of turn": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=g5 Cat=g7 Ben=g1"]),
        (1, 1, "Cat=g7"),
        "it is Ben's turn: the order of play is Ann, Ben, Cat (play.order)",
    ),
    "play.order: the wrong first leader, none dealing": (
        dict(players=ABC, bids=ZERO, tricks=["Ben=g5 Cat=g7 Ann=g1"], leader="Cat"),
        (1, 0, "Ben=g5"),
        "Cat leads this trick (Cat leads the first trick), not Ben (play.order)",
    ),
    "play.order: the first player listed leads by default": (
        dict(players=ABC, bids=ZERO, tricks=["Ben=g5 Cat=g7 Ann=g1"]),
        (1, 0, "Ben=g5"),
        "Ann leads this trick (Ann leads the first trick), not Ben (play.order)",
    ),
    "setup.dealer: the player left of the dealer leads": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=g5 Ben=g7 Cat=g1"], dealer="Ann"),
        (1, 0, "Ann=g5"),
        "Ben leads this trick (Ben sits left of the dealer, Ann), not Ann (play.order)",
    ),
    "two.order: the dealer's choice of leader": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g1 Graybeard=g2 Ben=g3"], dealer="Ann"),
        (1, 0, "Ann=g1"),
        "Ben leads this trick (Ben leads the first trick), not Ann (play.order)",
    ),
    "two.order: Graybeard plays second": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g1 Ben=g3 Graybeard=g2"]),
        (1, 1, "Ben=g3"),
        "Graybeard's ghost always plays second: the order of play is Ann, Graybeard, Ben (two.order)",
    ),
    "two.order: the third card is the other player's": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g1 Graybeard=g3 Ann=g2"]),
        (1, 2, "Ann=g2"),
        "it is Ben's turn: the order of play is Ann, Graybeard, Ben (play.order)",
    ),
    "setup.cards: a played card from a module not in the deck": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=kraken Ben=g7 Cat=g1"], rules=RuleSet()),
        (1, 0, "Ann=kraken"),
        "Kraken is not in this deck; the deck part 'kraken' adds it",
    ),
    "two.cards: a left-out card played": (
        dict(
            players=TWO,
            bids={"Ann": 0, "Ben": 0},
            tricks=["Ann=g5 Graybeard=g9 Ben=plank"],
            rules=RuleSet(modules=FULL_BOX),
        ),
        (1, 2, "Ben=plank"),
        "Ben plays plank: Walk the Plank is left out of the two-player game (two.cards)",
    ),
    "two.cards: a left-out card flipped by Graybeard": (
        dict(
            players=TWO,
            bids={"Ann": 0, "Ben": 0},
            tricks=["Ann=g5 Graybeard=g14x Ben=g7"],
            rules=RuleSet(modules=FULL_BOX),
        ),
        (1, 1, "Graybeard=g14x"),
        "Graybeard plays g14x: green 14 (the 0/14 card) is left out of the two-player game (two.cards)",
    ),
    "two.tigress: Graybeard's Tigress as a Pirate": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g5 Graybeard=tigress:pirate Ben=g7"]),
        (1, 1, "Graybeard=tigress:pirate"),
        "Graybeard's Tigress is always an Escape: write 'Graybeard=tigress:escape' (two.tigress)",
    ),
    "two.flip: Graybeard's card is his top card": (
        dict(
            players=TWO,
            bids={"Ann": 0, "Ben": 1},
            tricks=["Ann=g5 Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=tigress:escape Ben=b9"],
            ghost="tigress,g9",
        ),
        (1, 1, "Graybeard=g9"),
        "Graybeard's ghost flips the top card of his hand, tigress, not g9 (two.flip)",
    ),
    "two.flip: Graybeard's second card is the next of his hand": (
        dict(
            players=TWO,
            bids={"Ann": 0, "Ben": 1},
            tricks=["Ann=g5 Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=tigress:escape Ben=b9"],
            ghost="g9,g1",
        ),
        (2, 1, "Graybeard=tigress:escape"),
        "Graybeard's ghost flips the top card of his hand, g1, not tigress:escape (two.flip)",
    ),
    "box.copies: a card played twice": (
        dict(players=ABC, bids={"Ann": 0, "Ben": 1, "Cat": 1}, tricks=["Ann=g5 Ben=g7 Cat=g1", "Ben=g5 Cat=g2 Ann=g3"]),
        (2, 0, None),
        "green 5 is in the round 2 times (trick 1, card 1; trick 2, card 1), but the box holds one copy (box.copies)",
    ),
}


@pytest.mark.parametrize(("spec", "at", "message"), PLAY_REFUSALS.values(), ids=PLAY_REFUSALS.keys())
def test_play_refusals_say_the_trick_card_and_rule(spec: Case, at: Where, message: str) -> None:
    """play.order, two.order, two.flip, two.tigress, two.cards, box.copies: where, and why, exactly."""
    spec = spec.copy()  # copy(), not dict(): to mypy it stays a Case
    rules = spec.pop("rules", ABIL)
    err = refusal(**spec, rules=rules)  # type: ignore[misc]  # "rules" was popped; mypy does not narrow
    assert err.message == message
    assert where(err) == at
    assert err.round is None


def test_two_flip_graybeards_flips_are_checked_and_need_not_follow_suit() -> None:
    """two.flip, two.tigress, two.ghost: his top cards in order; off-suit numbers and his Tigress are noted."""
    spec = round_spec(
        TWO,
        {"Ann": 0, "Ben": 1},
        ["Ann=g5 Graybeard=y9 Ben=g7", "Ben=b3 Graybeard=tigress:escape Ann=b9"],
        ghost="y9,tigress",
    )
    r = play_round(spec, RuleSet())
    assert [(t.leader, t.winner) for t in r.tricks] == [("Ann", "Ben"), ("Ben", "Ann")]
    assert dict(r.won) == {"Ann": 1, "Ben": 1, "Graybeard": 0}
    steps = [(s.rule, s.text) for s in r.trace if s.rule in ("two.flip", "two.tigress", "two.ghost")]
    assert steps == [
        ("two.ghost", "Graybeard's ghost is dealt a third hand of 2; he neither bids nor scores."),
        ("two.flip", "Trick 1: Graybeard's yellow 9 need not follow green: he never follows suit."),
        ("two.tigress", "Trick 2: Graybeard's Tigress plays as an Escape."),
    ]


# ------------------------------------------------------------------ abilities

ROSIE: Deal = dict(
    players=ABC, bids={"Ann": 0, "Ben": 1, "Cat": 1}, tricks=["Ann=g5 Ben=g7 Cat=rosie", "Ann=b3 Ben=b9 Cat=b1"]
)
GHOST_ROSIE: Deal = dict(
    players=TWO, bids={"Ann": 1, "Ben": 0}, tricks=["Ann=rosie Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=g1 Ben=b9"]
)
GHOST_MARY: Deal = dict(
    players=TWO, bids={"Ann": 1, "Ben": 0}, tricks=["Ann=mary Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=g1 Ben=b9"]
)
VOLLEY_THEN = ["Ann=volley Ben=g7 Cat=g9 Ann=g3"]
MARY: Deal = dict(
    players=ABC,
    bids={"Ann": 2, "Ben": 1, "Cat": 0},
    tricks=["Ann=mary Ben=g7 Cat=g9", "Ann=y5 Ben=b2 Cat=y9", "Ben=y1 Cat=g4 Ann=y6"],
    hands={"Ann": "mary,y5,y6", "Ben": "g7,b2,y1", "Cat": "g9,g4,y9"},
)
BENDT: Deal = dict(
    players=ABC,
    tricks=["Ann=bendt Ben=g2 Cat=g4", "Ann=y1 Ben=g3 Cat=g5"],
    bids={"Ann": 2, "Ben": 0, "Cat": 0},
    hands={"Ann": "bendt,g1", "Ben": "g2,g3", "Cat": "g4,g5"},
)
HARRY: Seats = dict(players=ABC, tricks=["Ann=harry Ben=g2 Cat=g4", "Ann=g1 Ben=g3 Cat=g5"])

ABILITY_REFUSALS = {
    "ability.rosie: a stranger": (
        dict(**ROSIE, choices={1: "rosie Dan"}),
        (1, None, "rosie Dan"),
        "Rosie D'Laney's choice names 'Dan', who is not one of the players (Ann, Ben, Cat) (ability.rosie)",
    ),
    "ability.rosie: Graybeard at a three-player table": (
        dict(**ROSIE, choices={1: "rosie Graybeard"}),
        (1, None, "rosie Graybeard"),
        "Rosie D'Laney's choice names 'Graybeard', who is not one of the players (Ann, Ben, Cat) (ability.rosie)",
    ),
    "two.ghost: Rosie names the ghost": (
        dict(**GHOST_ROSIE, choices={1: "rosie Graybeard"}),
        (1, None, "rosie Graybeard"),
        "Rosie D'Laney's choice names 'Graybeard', who is not one of the players (Ann, Ben); "
        "Graybeard's ghost is not a player (two.ghost)",
    ),
    "ability.rosie: after the last trick": (
        dict(
            players=ABC,
            bids={"Ann": 1, "Ben": 0, "Cat": 0},
            tricks=["Ann=rosie Ben=g1 Cat=g2"],
            choices={1: "rosie Ben"},
        ),
        (1, None, "rosie Ben"),
        "Rosie D'Laney's choice names Ben, but trick 1 is the round's last: no trick follows (ability.rosie)",
    ),
    "volley.extra: Rosie names the player sitting out": (
        dict(
            players=ABC,
            bids=ZERO,
            tricks=[*VOLLEY_THEN, "Cat=rosie Ann=y2 Ben=y1", "Ben=b4 Cat=b2"],
            rules=EXP,
            choices={2: "rosie Ann"},
        ),
        (2, None, "rosie Ann"),
        "Rosie D'Laney's choice names Ann, who played the Last Volley and sits out the last trick (volley.extra)",
    ),
    "volley.extra: Mary names the player sitting out": (
        dict(
            players=ABC,
            bids=ZERO,
            tricks=[*VOLLEY_THEN, "Cat=mary Ann=y2 Ben=y1", "Cat=b4 Ben=b2"],
            rules=EXP,
            choices={2: "mary Ann b5"},
        ),
        (2, None, "mary Ann b5"),
        "Mary Thorne's choice names Ann, who played the Last Volley and sits out the last trick (volley.extra)",
    ),
    "mary.power: a card not in the deck in use": (
        dict(**{**MARY, "hands": {}}, rules=MARY_NO_MONSTERS, choices={1: "mary Ben kraken"}),
        (1, None, "mary Ben kraken"),
        "Mary Thorne picks kraken: Kraken is not in this deck; the deck part 'kraken' adds it",
    ),
    "two.cards: Mary picks a card left out of the two-player game": (
        dict(**GHOST_MARY, rules=EXP, choices={1: "mary Ben g14x"}),
        (1, None, "mary Ben g14x"),
        "Mary Thorne picks g14x: green 14 (the 0/14 card) is left out of the two-player game (two.cards)",
    ),
    "two.ghost: Mary picks from the ghost's hand": (
        dict(**GHOST_MARY, rules=EXP, choices={1: "mary Graybeard g1"}),
        (1, None, "mary Graybeard g1"),
        "Mary Thorne's choice names 'Graybeard', who is not one of the players (Ann, Ben); "
        "Graybeard's ghost is not a player (two.ghost)",
    ),
    "mary.power: a stranger's hand": (
        dict(**MARY, rules=EXP, choices={1: "mary Dan b2"}),
        (1, None, "mary Dan b2"),
        "Mary Thorne's choice names 'Dan', who is not one of the players (Ann, Ben, Cat) (mary.power)",
    ),
    "mary.power: after the last trick": (
        dict(
            players=ABC,
            bids={"Ann": 1, "Ben": 0, "Cat": 0},
            tricks=["Ann=mary Ben=g1 Cat=g2"],
            rules=EXP,
            choices={1: "mary Ben g1"},
        ),
        (1, None, "mary Ben g1"),
        "Mary Thorne's choice names Ben, but trick 1 is the round's last: no trick follows (mary.power)",
    ),
    "mary.power: a card not in that hand": (
        dict(**MARY, rules=EXP, choices={1: "mary Cat b2"}),
        (1, None, "mary Cat b2"),
        "Cat's hand (g4, y9) does not hold b2 (mary.power)",
    ),
    "mary.power: the choice is required": (
        dict(**MARY, rules=EXP),
        (1, None, None),
        "Ann won trick 1 with Mary Thorne, so Ann must choose a random card from a hand, to be played in trick 2: "
        "give it as 'mary NAME CARD' (mary.power)",
    ),
    "ability.bendt: one card drawn": (
        dict(**BENDT, choices={1: "bendt +y1 -g1"}),
        (1, None, "bendt +y1 -g1"),
        "Bendt the Bandit draws 2 cards (the undealt cards left: 64), not 1 (ability.bendt)",
    ),
    "ability.bendt: three cards drawn": (
        dict(**BENDT, choices={1: "bendt +y1 +y2 +y3 -g1 -y2 -y3"}),
        (1, None, "bendt +y1 +y2 +y3 -g1 -y2 -y3"),
        "Bendt the Bandit draws 2 cards (the undealt cards left: 64), not 3 (ability.bendt)",
    ),
    "ability.bendt: nothing drawn": (
        dict(**BENDT, choices={1: "bendt"}),
        (1, None, "bendt"),
        "Bendt the Bandit draws 2 cards (the undealt cards left: 64), not 0 (ability.bendt)",
    ),
    "ability.bendt: one discard for two draws": (
        dict(**BENDT, choices={1: "bendt +y1 +y2 -g1"}),
        (1, None, "bendt +y1 +y2 -g1"),
        "Bendt the Bandit discards as many cards as he draws, 2 (ability.bendt)",
    ),
    "ability.bendt: three discards for two draws": (
        dict(**BENDT, choices={1: "bendt +y1 +y2 -g1 -y2 -y3"}),
        (1, None, "bendt +y1 +y2 -g1 -y2 -y3"),
        "Bendt the Bandit discards as many cards as he draws, 2 (ability.bendt)",
    ),
    "ability.bendt: a draw from a module not in the deck": (
        dict(**BENDT, choices={1: "bendt +kraken +y2 -g1 -y2"}),
        (1, None, "bendt +kraken +y2 -g1 -y2"),
        "Bendt the Bandit draws kraken: Kraken is not in this deck; the deck part 'kraken' adds it",
    ),
    "ability.bendt: a draw of a dealt card": (
        dict(**BENDT, choices={1: "bendt +g2 +y2 -g1 -y2"}),
        (1, None, "bendt +g2 +y2 -g1 -y2"),
        "g2 is not among the undealt cards (ability.bendt)",
    ),
    "ability.bendt: one undealt card drawn twice": (
        dict(**BENDT, choices={1: "bendt +y1 +y1 -g1 -y1"}),
        (1, None, "bendt +y1 +y1 -g1 -y1"),
        "y1 is not among the undealt cards (ability.bendt)",
    ),
    "ability.bendt: a discard not in the hand": (
        dict(**BENDT, choices={1: "bendt +y1 +y2 -g1 -p9"}),
        (1, None, "bendt +y1 +y2 -g1 -p9"),
        "Ann's hand (y1, y2) holds no p9 to discard (ability.bendt)",
    ),
    "box.copies: Bendt discards a card already played, hands unknown": (
        dict(**{**BENDT, "hands": {}}, choices={1: "bendt +y1 +y2 -g2 -y2"}),
        (1, None, "bendt +y1 +y2 -g2 -y2"),
        "green 2 is in the round 2 times (trick 1, card 2; Bendt's discard after trick 1), "
        "but the box holds one copy (box.copies)",
    ),
    "box.copies: Bendt draws a card played later": (
        dict(
            **{**BENDT, "hands": {"Ann": "bendt,g1"}, "tricks": ["Ann=bendt Ben=g2 Cat=g4", "Ann=y1 Ben=y2 Cat=g5"]},
            choices={1: "bendt +y1 +y2 -g1 -y2"},
        ),
        (2, 1, None),
        "yellow 2 is in the round 2 times (Bendt's draw after trick 1; trick 2, card 2), "
        "but the box holds one copy (box.copies)",
    ),
    "ability.harry: 0 down to -1": (
        dict(**HARRY, bids={"Ann": 0, "Ben": 0, "Cat": 1}, choices={1: "harry -1"}),
        (1, None, "harry -1"),
        "Harry the Giant cannot take Ann's bid of 0 to -1: a bid is 0 to 2, the cards dealt (ability.harry)",
    ),
    "ability.harry: 2 up to 3": (
        dict(**HARRY, bids={"Ann": 2, "Ben": 0, "Cat": 1}, choices={1: "harry +1"}),
        (1, None, "harry +1"),
        "Harry the Giant cannot take Ann's bid of 2 to 3: a bid is 0 to 2, the cards dealt (ability.harry)",
    ),
    "ability.unlock: abilities not played": (
        dict(**ROSIE, rules=RuleSet(), choices={1: "rosie Ann"}),
        (1, None, "rosie Ann"),
        "no ability is unlocked in this trick: the rule set plays without the pirate abilities (ability.unlock)",
    ),
    "ability.unlock: a trick won with no named Pirate": (
        dict(**{**ROSIE, "tricks": ["Ann=g5 Ben=g7 Cat=rosie", "Cat=b1 Ann=b3 Ben=b9"]}, choices={2: "juanita"}),
        (2, None, "juanita"),
        "no ability is unlocked in this trick: its winner won it with no named Pirate (ability.unlock)",
    ),
    "ability.unlock: a destroyed trick": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=rosie Ben=kraken Cat=g1"], rules=EXP, choices={1: "juanita"}),
        (1, None, "juanita"),
        "no ability is unlocked in this trick: its winner won it with no named Pirate (ability.unlock)",
    ),
    "ability.unlock: another Pirate's ability": (
        dict(**ROSIE, choices={1: "harry +1"}),
        (1, None, "harry +1"),
        "Cat won trick 1 with no Harry the Giant; the abilities unlocked are Rosie D'Laney (ability.unlock)",
    ),
    "ability.unlock: one ability twice": (
        dict(**ROSIE, choices={1: ["rosie Ann", "rosie Ben"]}),
        (1, None, "rosie Ben"),
        "Rosie D'Laney's ability is used once per trick won (ability.unlock)",
    ),
    "ability.unlock: Rascal after the last trick": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=rascal Ben=g1 Cat=g2"], choices={1: "rascal 10"}),
        (1, None, "rascal 10"),
        "Rascal of Roatan's ability is used straight after the trick won, and trick 1 is the round's last: "
        "only Harry the Giant's may be used after the last trick (ability.unlock; ruling.last-trick-ability=harry)",
    ),
    "ability.unlock: Juanita after the last trick": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=juanita Ben=g1 Cat=g2"], choices={1: "juanita"}),
        (1, None, "juanita"),
        "Juanita Jade's ability is used straight after the trick won, and trick 1 is the round's last: "
        "only Harry the Giant's may be used after the last trick (ability.unlock; ruling.last-trick-ability=harry)",
    ),
    "ability.unlock: Bendt after the last trick": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=bendt Ben=g1 Cat=g2"], choices={1: "bendt +y1 +y2 -g1 -g2"}),
        (1, None, "bendt +y1 +y2 -g1 -g2"),
        "Bendt the Bandit's ability is used straight after the trick won, and trick 1 is the round's last: "
        "only Harry the Giant's may be used after the last trick (ability.unlock; ruling.last-trick-ability=harry)",
    ),
    "two.ghost: a choice for the ghost's Rosie": (
        dict(
            players=TWO,
            bids={"Ann": 0, "Ben": 0},
            tricks=["Ann=g1 Graybeard=rosie Ben=g7", "Ann=b3 Graybeard=g2 Ben=b9"],
            choices={1: "rosie Ben"},
        ),
        (1, None, "rosie Ben"),
        "Graybeard's ghost makes no choices and uses no ability (two.ghost)",
    ),
    "volley.extra: no extra card before the last trick": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=volley Ben=g7 Cat=g9", "Cat=y9 Ann=y2 Ben=y1"], rules=EXP),
        (1, 0, "Ann=volley"),
        "Ann played the Last Volley, so Ann plays one more card after everyone else (volley.extra)",
    ),
    "volley.extra: an extra card in the last trick": (
        dict(players=ABC, bids=ZERO, tricks=["Ann=g3 Ben=g7 Cat=g9", "Cat=y9 Ann=volley Ben=y1 Ann=g1"], rules=EXP),
        (2, 3, "Ann=g1"),
        "in the round's last trick the Last Volley adds no card: every hand is empty (volley.extra)",
    ),
    "volley.extra: the sitter leads the last trick": (
        dict(players=ABC, bids=ZERO, tricks=[*VOLLEY_THEN, "Cat=y9 Ann=y2 Ben=y1", "Ann=g1 Cat=b4 Ben=b2"], rules=EXP),
        (3, 0, "Ann=g1"),
        "Ann played the Last Volley and sits out the round's last trick (volley.extra)",
    ),
    "volley.extra: the sitter plays in turn": (
        dict(players=ABC, bids=ZERO, tricks=[*VOLLEY_THEN, "Cat=y9 Ann=y2 Ben=y1", "Cat=b4 Ann=g1 Ben=b2"], rules=EXP),
        (3, 1, "Ann=g1"),
        "Ann played the Last Volley and sits out the round's last trick (volley.extra)",
    ),
    "volley.extra: the sitter plays after the others": (
        dict(players=ABC, bids=ZERO, tricks=[*VOLLEY_THEN, "Cat=y9 Ann=y2 Ben=y1", "Cat=b4 Ben=b2 Ann=g1"], rules=EXP),
        (3, 2, "Ann=g1"),
        "Ann played the Last Volley and sits out the round's last trick (volley.extra)",
    ),
    "mary.power: the holder does not play the card": (
        dict(**MARY, rules=EXP, choices={1: "mary Ben y1"}),
        (2, 1, "Ben=b2"),
        "Mary Thorne's power after trick 1 picked y1 from Ben's hand: Ben must play it in this trick (mary.power)",
    ),
    "mary.power: the holder sits out the trick": (
        dict(
            players=ABC,
            bids=ZERO,
            tricks=[*VOLLEY_THEN, "Cat=mary Ann=y2 Ben=y1", "Cat=b4 Ben=b2"],
            rules=EXP,
            choices={2: "mary Cat b5"},
        ),
        (3, 0, "Cat=b4"),
        "Mary Thorne's power after trick 2 picked b5 from Cat's hand: Cat must play it in this trick (mary.power)",
    ),
}


@pytest.mark.parametrize(("spec", "at", "message"), ABILITY_REFUSALS.values(), ids=ABILITY_REFUSALS.keys())
def test_ability_and_volley_refusals_say_the_trick_the_choice_and_the_rule(spec: Case, at: Where, message: str) -> None:
    """ability.*, mary.power, volley.extra, two.ghost, two.cards: refused exactly, pointing at the choice."""
    spec = spec.copy()  # copy(), not dict(): to mypy it stays a Case
    rules = spec.pop("rules", ABIL)
    err = refusal(**spec, rules=rules)  # type: ignore[misc]  # "rules" was popped; mypy does not narrow
    assert err.message == message
    assert where(err) == at


# ------------------------------------------------------------------ abilities used: bounds, leaders, trace


@pytest.mark.parametrize(
    ("bid", "change", "final", "text"),
    [
        (0, "+1", 1, "Trick 1: Ann uses Harry the Giant: the bid goes from 0 to 1."),
        (2, "-1", 1, "Trick 1: Ann uses Harry the Giant: the bid goes from 2 to 1."),
        (1, "+1", 2, "Trick 1: Ann uses Harry the Giant: the bid goes from 1 to 2."),
        (1, "-1", 0, "Trick 1: Ann uses Harry the Giant: the bid goes from 1 to 0."),
        (1, "0", 1, "Trick 1: Ann uses Harry the Giant: the bid stays 1."),
        (0, "0", 0, "Trick 1: Ann uses Harry the Giant: the bid stays 0."),
    ],
)
def test_ability_harry_moves_the_bid_within_0_to_the_cards_dealt(bid: int, change: str, final: int, text: str) -> None:
    """ability.harry, bid.range: the bid as scored is the bid made plus Harry's change, 0 to 2 here."""
    r = play_round(round_spec(**HARRY, bids={"Ann": bid, "Ben": 0, "Cat": 1}, choices={1: f"harry {change}"}), ABIL)
    assert (r.bids["Ann"], r.final_bids["Ann"]) == (bid, final)
    assert dict(r.won) == {"Ann": 1, "Ben": 0, "Cat": 1}
    assert (r.scores["Ann"].bid_before, r.scores["Ann"].bid) == (bid, final)
    assert [s.text for s in r.trace if s.rule == "ability.harry"] == [text]


@pytest.mark.parametrize(
    ("reading", "last", "leader", "text"),
    [
        ("next-in-turn", "Ben=b2 Cat=b4", "Ben", "so Ben, next in turn, leads it."),
        ("previous-in-turn", "Cat=b4 Ben=b2", "Cat", "so Cat, on their right, leads it."),
    ],
)
def test_volley_extra_who_leads_when_the_sitter_would(reading: str, last: str, leader: str, text: str) -> None:
    """volley.extra, ruling.volley-leader: Ann won trick 2 but sits out trick 3; the ruling names who leads it."""
    rules = RuleSet(modules=FULL_BOX, abilities=True, choices={"volley-leader": reading})
    tricks = [*VOLLEY_THEN, "Cat=y2 Ann=y9 Ben=y1", last]
    r = play_round(round_spec(ABC, {"Ann": 1, "Ben": 0, "Cat": 2}, tricks), rules)
    assert [(t.leader, t.winner, t.next_leader) for t in r.tricks] == [
        ("Ann", "Cat", "Cat"),
        ("Cat", "Ann", leader),
        (leader, "Cat", None),
    ]
    steps = [s for s in r.trace if s.rule == "volley.extra"]
    assert [s.text for s in steps] == [
        "Trick 1: Ann played the Last Volley, added g3 after everyone, and sits out trick 3, the last.",
        f"Ann played the Last Volley and sits out the last trick, {text}",
    ]
    assert (steps[1].ruling, steps[1].reading) == ("ruling.volley-leader", reading)


def test_volley_extra_two_players_the_other_player_leads_for_the_sitter() -> None:
    """volley.extra, two.order: Ann sits out the last trick she would lead, so Ben leads it, Graybeard second."""
    tricks = ["Ann=volley Graybeard=g1 Ben=g7 Ann=g3", "Ben=y2 Graybeard=y1 Ann=y9", "Ben=b2 Graybeard=b1"]
    r = play_round(round_spec(TWO, {"Ann": 1, "Ben": 0}, tricks), RuleSet(modules=FULL_BOX))
    assert [(t.leader, t.winner, t.next_leader) for t in r.tricks] == [
        ("Ann", "Ben", "Ben"),
        ("Ben", "Ann", "Ben"),
        ("Ben", "Ben", None),
    ]
    bad = [*tricks[:2], "Graybeard=b1 Ben=b2"]
    err = refusal(TWO, {"Ann": 1, "Ben": 0}, bad, RuleSet(modules=FULL_BOX))
    assert (
        err.message == "Ben leads this trick (Ann sits out the last trick, so Ben leads it), not Graybeard (play.order)"
    )


@pytest.mark.parametrize(
    ("reading", "last", "leader"),
    [("graybeard", "Ben=b2 Ann=b1", "Ben"), ("round-leader", "Ann=b1 Ben=b2", "Ann")],
)
def test_volley_extra_graybeard_sits_out_after_his_last_volley(reading: str, last: str, leader: str) -> None:
    """volley.extra, two.leader: Graybeard's Last Volley; when he would lead the last trick, its leader does."""
    rules = RuleSet(modules=FULL_BOX, choices={"graybeard-leader": reading})
    tricks = ["Ann=g1 Graybeard=volley Ben=g7 Graybeard=g3", "Ben=y2 Graybeard=y9 Ann=y1", last]
    r = play_round(round_spec(TWO, {"Ann": 0, "Ben": 0}, tricks), rules)
    assert [(t.leader, t.winner) for t in r.tricks] == [("Ann", "Ben"), ("Ben", "Graybeard"), (leader, "Ben")]
    assert dict(r.won) == {"Ann": 0, "Ben": 2, "Graybeard": 1}


def test_ability_bendt_and_mary_steps_in_the_trace() -> None:
    """ability.bendt, mary.power: what each use adds to the round's trace, trick by trick."""
    r = play_round(round_spec(**BENDT, choices={1: "bendt +y1 +y2 -g1 -y2"}), ABIL)
    assert [s.text for s in r.trace if s.rule == "ability.bendt"] == [
        "Trick 1: Ann uses Bendt the Bandit: draws y1, y2, discards g1, y2."
    ]
    r = play_round(round_spec(**MARY, choices={1: "mary Ben b2"}), EXP)
    assert [(t.leader, t.winner) for t in r.tricks] == [("Ann", "Ann"), ("Ann", "Ben"), ("Ben", "Ann")]
    assert [s.text for s in r.trace if s.rule == "mary.power"] == [
        "Trick 1: Ann uses Mary Thorne: b2, picked at random from Ben's hand, must be played by Ben in trick 2.",
        "Trick 2: Ben plays b2, as Mary Thorne's power required, whatever the lead.",
    ]


def test_ability_unlock_mary_after_the_last_trick_no_longer_matters() -> None:
    """ability.unlock: won in the last trick, Mary Thorne's ability needs no choice and is noted."""
    r = play_round(round_spec(ABC, {"Ann": 1, "Ben": 0, "Cat": 0}, ["Ann=mary Ben=g1 Cat=g2"]), EXP)
    assert [s.text for s in r.trace if s.rule == "ability.unlock"] == [
        "Trick 1: Ann won the round's last trick with Mary Thorne, whose ability no longer matters."
    ]


def test_juanita_choice_is_written_juanita() -> None:
    """ability.juanita: the choice takes no argument."""
    from skrules.game import Juanita, parse_choice

    assert str(Juanita()) == "juanita"
    assert parse_choice("juanita") == Juanita()


def test_bendt_with_an_empty_hand_is_written_empty() -> None:
    """ability.bendt: Bendt drawing from no undealt cards draws and discards nothing; an empty hand is written
    "empty" in a refusal."""
    from skrules.game import Bendt
    from skrules.refusals import RoundRefusal
    from skrules.refusals import refusal as said

    assert said(RoundRefusal.NO_DISCARD, player="Ann", hand=(), typed="g3") == (
        "Ann's hand (empty) holds no g3 to discard (ability.bendt)"
    )
    assert str(Bendt((), ())) == "bendt"


def test_volley_extra_two_players_the_sitter_leading_her_own_trick_hands_the_lead_over() -> None:
    """volley.extra, two.order: Ann led and won trick 2 but sits out trick 3, so Ben leads it."""
    tricks = ["Ann=volley Graybeard=g1 Ben=g7 Ann=g9", "Ann=y9 Graybeard=y1 Ben=y2", "Ben=b2 Graybeard=b1"]
    r = play_round(round_spec(TWO, {"Ann": 2, "Ben": 0}, tricks), RuleSet(modules=FULL_BOX))
    assert [(t.leader, t.winner, t.next_leader) for t in r.tricks] == [
        ("Ann", "Ann", "Ann"),
        ("Ann", "Ann", "Ben"),
        ("Ben", "Ben", None),
    ]


def test_box_copies_bendt_draws_a_card_already_played() -> None:
    """box.copies, ability.bendt: with only Ann's hand known, drawing the y2 Ben played is refused after trick 1."""
    err = refusal(
        ABC,
        {"Ann": 2, "Ben": 0, "Cat": 0},
        ["Ann=bendt Ben=y2 Cat=g4", "Ann=y1 Ben=g3 Cat=g5"],
        hands={"Ann": "bendt,g1"},
        choices={1: "bendt +y1 +y2 -g1 -y2"},
    )
    assert err.message == (
        "yellow 2 is in the round 2 times (trick 1, card 2; Bendt's draw after trick 1), but the box holds one copy "
        "(box.copies)"
    )
    assert where(err) == (1, None, "bendt +y1 +y2 -g1 -y2")


def test_a_choice_naming_no_card_is_refused_quoting_the_word() -> None:
    """mary.power: the card of Mary's choice is read like any card; a bad word is quoted."""
    from skrules.errors import NotationError
    from skrules.game import parse_choice

    with pytest.raises(NotationError) as info:
        parse_choice("mary Ben z99")
    assert (info.value.message, info.value.token) == ("not a card", "z99")


# ------------------------------------------------------------------ choices, specs and messages


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rosie", "'rosie': Rosie D'Laney's choice is written 'rosie NAME'"),
        ("juanita Ben", "'juanita Ben': Juanita Jade's choice is written 'juanita'"),
        ("mary Ben", "'mary Ben': Mary Thorne's choice is written 'mary NAME CARD'"),
        ("harry", "'harry': Harry the Giant's choice is written 'harry -1|0|+1'"),
    ],
)
def test_ability_choices_with_the_wrong_words_say_how_each_is_written(text: str, message: str) -> None:
    """ability.rosie, ability.juanita, mary.power, ability.harry: a choice with too few or too many
    words is refused with the way that ability's choice is written."""
    with pytest.raises(NotationError) as info:
        parse_choice(text)
    assert str(info.value) == message


def test_round_spec_keeps_its_own_copies_of_players_and_bids() -> None:
    """bid.reveal: bids stand for the round; the spec holds players as a tuple and bids read-only,
    so changing the caller's list or dict afterwards changes nothing."""
    players, bids = ["Ann", "Ben", "Cat"], {"Ann": 1, "Ben": 0, "Cat": 0}
    spec = round_spec(players, bids, T1)
    players.append("Dan")
    bids["Ann"] = 0
    assert spec.players == ("Ann", "Ben", "Cat")
    assert dict(spec.bids) == {"Ann": 1, "Ben": 0, "Cat": 0}
    with pytest.raises(TypeError):
        spec.bids["Ann"] = 0  # type: ignore[index]


def test_two_ghost_an_unreadable_ghost_hand_names_the_round() -> None:
    """two.ghost: a bad card in Graybeard's hand is refused, naming the round it is in."""
    with pytest.raises(RoundError) as info:
        round_spec(TWO, {"Ann": 0, "Ben": 0}, ["Ann=g1 Graybeard=g2 Ben=g3"], ghost="zz", number=3)
    assert str(info.value) == "round 3: Graybeard's hand: in the hand, card 1 'zz': not a card"


def test_play_follow_an_illegal_play_keeps_the_ruling_that_decided_it() -> None:
    """play.follow, ruling.wild-follow=must: the Wild 15 in the hand obliges its holder to follow
    green, and the refusal carries the ruling that says so."""
    spec = round_spec(ABC, ZERO, ["Ann=g5 Ben=y3 Cat=g9", "Cat=g1 Ann=g2 Ben=wild15"], hands={"Ben": "y3,wild15"})
    with pytest.raises(IllegalPlay) as info:
        play_round(spec, RuleSet(modules=FULL_BOX))
    finding = info.value.finding
    assert (finding.legal, finding.rule, finding.ruling, finding.position, finding.player) == (
        False,
        "play.follow",
        ("ruling.wild-follow", "must"),
        1,
        "Ben",
    )


def test_exp_discard_a_play_out_of_turn_after_a_discarded_trick_says_why_the_leader_leads() -> None:
    """exp.discard, play.order: after a trick of non-winning cards only, the player who led it
    leads again, and a play out of turn says so."""
    spec = round_spec(ABC, ZERO, ["Ann=plank Ben=stingray Cat=davy", "Ben=g1 Ann=g2 Cat=g4"])
    err = refusal(ABC, ZERO, spec.tricks, RuleSet(modules=FULL_BOX))
    assert str(err) == (
        "trick 2, card 1 'Ben=g1': Ann leads this trick (trick 1 was discarded and Ann leads next), "
        "not Ben (play.order)"
    )


def test_two_ghost_graybeards_captures_go_to_no_one() -> None:
    """two.ghost, bonus.fourteen: Graybeard's ghost scores nothing, so what he captures is paid to
    no one, and the round's trace says so under two.ghost."""
    result = play_round(round_spec(TWO, {"Ann": 0, "Ben": 0}, ["Ann=g5 Graybeard=g14 Ben=g2"]))
    steps = [(s.rule, s.text) for s in result.trace if s.rule == "two.ghost"]
    assert steps[-1] == (
        "two.ghost",
        "Trick 1: Graybeard's ghost scores nothing, so +10 (bonus.fourteen) goes to no one.",
    )
    assert result.totals == {"Ann": 10, "Ben": 10}


def test_two_order_the_dealer_stays_named_when_the_dealer_also_leads() -> None:
    """two.order, setup.dealer: with two players the dealer may lead the round; the trace still
    names the dealer."""
    result = play_round(
        round_spec(TWO, {"Ann": 0, "Ben": 0}, ["Ann=g5 Graybeard=g14 Ben=g2"], dealer="Ann", leader="Ann")
    )
    steps = [(s.rule, s.text) for s in result.trace][2:4]
    assert steps == [
        ("setup.dealer", "Ann deals this round."),
        ("two.order", "The two players take turns leading the rounds: Ann leads this round."),
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("xyz 1", "'xyz': not a Pirate with an ability: rosie, bendt, rascal, juanita, harry or mary"),
        ("g5", "'g5': not a Pirate with an ability: rosie, bendt, rascal, juanita, harry or mary"),
        ("rascal", "'rascal': Rascal of Roatan's choice is written 'rascal 0|10|20'"),
    ],
)
def test_ability_unlock_a_choice_names_a_pirate_with_an_ability(text: str, message: str) -> None:
    """ability.unlock, ability.rascal: a choice starts with a Pirate whose ability it uses."""
    with pytest.raises(NotationError) as info:
        parse_choice(text)
    assert str(info.value) == message


def test_ability_unlock_an_unreadable_choice_names_its_round_and_trick() -> None:
    """ability.unlock: a choice that is not one is refused where it was given: round and trick."""
    with pytest.raises(RoundError) as info:
        round_spec(ABC, ZERO, T1, choices={2: "zzz"}, number=4)
    assert (str(info.value), info.value.trick) == (
        "round 4, trick 2, 'zzz': not a Pirate with an ability: rosie, bendt, rascal, juanita, harry or mary",
        2,
    )


def test_mary_power_a_forced_card_discarded_by_bendt_cannot_be_played() -> None:
    """mary.power, ability.bendt, con.powers, play.hand: First Mate Con uses Mary Thorne's power on
    his own hand, then Bendt the Bandit's to discard the card picked; in the next trick that card is
    no longer in the hand, and playing it is refused as play.hand, not excused by Mary's power."""
    spec = round_spec(
        ABC,
        {"Ann": 1, "Ben": 0, "Cat": 0},
        ["Ann=con Ben=mary Cat=bendt", "Ann=g5 Ben=g7 Cat=g9"],
        hands={"Ann": "con,g5"},
        choices={1: ["mary Ann g5", "bendt +y1 +y2 -g5 -y1"]},
    )
    with pytest.raises(IllegalPlay) as info:
        play_round(spec, EXP)
    assert str(info.value) == "trick 2, card 1 'Ann=g5': Ann's hand (y2) does not hold g5 (play.hand)"
    finding = info.value.finding
    assert (finding.legal, finding.rule, finding.position, finding.player) == (False, "play.hand", 0, "Ann")


@pytest.mark.parametrize(
    ("modules", "left_out"),
    [
        (ADVANCED_GAME, "the Loot cards"),
        (FULL_BOX, "the Loot cards, the 0/14 cards, the Wild 15 and Walk the Plank"),
    ],
)
def test_two_cards_the_trace_lists_what_the_two_player_game_leaves_out(
    modules: frozenset[Module], left_out: str
) -> None:
    """two.cards: the two-player game leaves the Loot out, and with the Expansion Pack the 0/14
    cards, the Wild 15 and Walk the Plank."""
    result = play_round(
        round_spec(TWO, {"Ann": 0, "Ben": 0}, ["Ann=g5 Graybeard=g14 Ben=g2"]), RuleSet(modules=modules)
    )
    assert [s.text for s in result.trace if s.rule == "two.cards"] == [f"Left out of the two-player game: {left_out}."]


def test_bid_reveal_a_bid_for_a_stranger_at_two_players_names_no_ghost() -> None:
    """bid.reveal, two.ghost: a bid for someone not at the table is refused; only a bid for
    Graybeard himself adds that the ghost does not bid."""
    with pytest.raises(RoundError) as info:
        play_round(round_spec(TWO, {"Ann": 0, "Ben": 0, "Cat": 0}, ["Ann=g5 Graybeard=g14 Ben=g2"]))
    assert str(info.value) == "a bid is given for 'Cat', who is not one of the players"


def test_ability_juanita_counts_the_undealt_cards_copy_by_copy() -> None:
    """ability.juanita: with every hand known, Juanita Jade sees each undealt card, copies counted
    one by one (one Escape dealt leaves four of the five); with a hand unknown, the trace says so."""
    known = round_spec(
        ABC,
        {"Ann": 1, "Ben": 0, "Cat": 1},
        ["Ann=juanita Ben=g1 Cat=g3", "Ann=escape Ben=g2 Cat=g4"],
        hands={"Ann": "juanita,escape", "Ben": "g1,g2", "Cat": "g3,g4"},
        choices={1: ["juanita"]},
    )
    result = play_round(known, ABIL)
    seen = result.uses[0].seen
    assert (len(seen), sum(1 for c in seen if str(c) == "escape")) == (64, 4)
    steps = [s.text for s in result.trace if s.rule == "ability.juanita"]
    assert steps == ["Trick 1: Ann uses Juanita Jade and looks through the 64 undealt cards."]
    unknown = round_spec(
        ABC,
        {"Ann": 1, "Ben": 0, "Cat": 1},
        ["Ann=juanita Ben=g1 Cat=g3", "Ann=escape Ben=g2 Cat=g4"],
        choices={1: ["juanita"]},
    )
    steps = [s.text for s in play_round(unknown, ABIL).trace if s.rule == "ability.juanita"]
    assert steps == ["Trick 1: Ann uses Juanita Jade and looks through the undealt cards."]


@pytest.mark.parametrize(
    ("text", "message", "token"),
    [
        ("rosie A=B", "'A=B': 'A=B' is not a player name (use letters and digits, no spaces, '=', ',' or ':')", "A=B"),
        ("rascal 15", "'15': Rascal of Roatan's choice is written 'rascal 0|10|20'", "15"),
        (
            "mary A=B g5",
            "'A=B': 'A=B' is not a player name (use letters and digits, no spaces, '=', ',' or ':')",
            "A=B",
        ),
    ],
)
def test_ability_choices_quote_the_word_at_fault(text: str, message: str, token: str) -> None:
    """ability.rosie, ability.rascal, mary.power: a bad name or wager is refused quoting that word."""
    with pytest.raises(NotationError) as info:
        parse_choice(text)
    assert (str(info.value), info.value.token) == (message, token)


def test_two_cards_a_left_out_card_played_is_refused_at_its_place() -> None:
    """two.cards: the Loot is left out of the two-player game; playing one is refused at its card."""
    err = refusal(TWO, {"Ann": 0, "Ben": 0}, ["Ann=loot Graybeard=g14 Ben=g2"], RuleSet(modules=ADVANCED_GAME))
    assert str(err) == "trick 1, card 1 'Ann=loot': Ann plays loot: Loot is left out of the two-player game (two.cards)"
    assert where(err) == (1, 0, "Ann=loot")


def test_volley_extra_and_exp_discard_steps_of_the_round_trace() -> None:
    """volley.extra, exp.discard: the round's trace says that a Last Volley in the last trick adds no
    card, and that a discarded trick is won by nobody and who leads the next, unless it was the round's last."""
    result = play_round(round_spec(ABC, ZERO, ["Ann=g1 Ben=g2 Cat=volley"]), RuleSet(modules=FULL_BOX))
    assert [s.text for s in result.trace if s.rule == "volley.extra"] == [
        "Trick 1: Cat played the Last Volley in the last trick: no extra card, no trick to sit out."
    ]
    result = play_round(
        round_spec(ABC, ZERO, ["Ann=plank Ben=stingray Cat=davy", "Ann=g1 Ben=g2 Cat=g3"]), RuleSet(modules=FULL_BOX)
    )
    assert [(s.rule, s.text) for s in result.trace if "discarded" in s.text] == [
        ("exp.discard", "Trick 1 is discarded: nobody wins it; Ann leads trick 2.")
    ]
    result = play_round(round_spec(ABC, ZERO, ["Ann=plank Ben=stingray Cat=davy"]), RuleSet(modules=FULL_BOX))
    assert [(s.rule, s.text) for s in result.trace if "discarded" in s.text] == [
        ("exp.discard", "Trick 1 is discarded: nobody wins it.")  # the round's last: no trick to lead
    ]


def test_ability_juanita_two_players_see_the_two_player_deck() -> None:
    """ability.juanita, two.cards: with two players the Loot is not in the deck, so the undealt
    cards are the 72 others less the three hands dealt (Graybeard's included)."""
    spec = round_spec(
        TWO,
        {"Ann": 1, "Ben": 0},
        ["Ann=juanita Graybeard=g1 Ben=g2", "Ann=g5 Graybeard=g6 Ben=g7"],
        hands={"Ann": "juanita,g5", "Ben": "g2,g7"},
        ghost="g1,g6",
        choices={1: ["juanita"]},
    )
    result = play_round(spec, RuleSet(modules=ADVANCED_GAME, abilities=True))
    assert len(result.uses[0].seen) == 66
    assert all(str(c) != "loot" for c in result.uses[0].seen)


def test_score_bid_the_round_trace_tells_the_bid_apart_from_the_total() -> None:
    """score.bid, score.zero, score.miss, bonus.king: a player's line in the round's trace cites the bid's rule with the
    bid's points, and the total beside them when bonuses or an alliance add to it; a missed bid pays no bonus."""
    spec = RoundSpec(
        players=("Ann", "Ben", "Cat"),
        bids={"Ann": 1, "Ben": 0, "Cat": 0},
        tricks=["Ann=mermaid Ben=sk Cat=g2"],
    )
    lines = [s.text for s in play_round(spec, RuleSet()).trace if s.rule.startswith("score.")]
    assert lines == [
        "Ann bid 1, won 1 (made): +20 for the bid, +60 in all under classic scoring.",
        "Ben bid 0, won 0 (made): +10 under classic scoring.",
        "Cat bid 0, won 0 (made): +10 under classic scoring.",
    ]
    missed = RoundSpec(players=("Ann", "Ben", "Cat"), bids={"Ann": 0, "Ben": 0, "Cat": 0}, tricks=spec.tricks)
    said = [s.text for s in play_round(missed, RuleSet()).trace if s.rule == "score.zero"]
    assert said[0] == "Ann bid 0, won 1 (off by 1): -10 under classic scoring."


def test_a_round_spec_keeps_its_cannonball_choices_as_a_set() -> None:
    """score.choice: the players who chose cannonball are kept as a set, whatever collection they were given in,
    so that two rounds with the same choices are equal."""
    given = RoundSpec(players=ABC, bids=ZERO, tricks=T1, cannonball=["Cat", "Ann", "Ann"])
    assert given.cannonball == frozenset({"Ann", "Cat"}) and isinstance(given.cannonball, frozenset)
    assert given == RoundSpec(players=ABC, bids=ZERO, tricks=T1, cannonball=frozenset({"Ann", "Cat"}))


def test_con_powers_a_round_cites_the_rule_that_lets_cons_player_use_the_pirates_he_took() -> None:
    """con.powers, ability.rascal: First Mate Con wins the trick holding Rascal of Roatan and Harry the Giant; the
    round's explanation says, under con.powers, that his player may use their powers, before the wager made with
    one of them (it cited ability.rascal alone, as if Ann had won with Rascal)."""
    spec = round_spec(
        ABC,
        {"Ann": 1, "Ben": 0, "Cat": 1},
        ["Ann=con Ben=rascal Cat=harry", "Ann=g5 Ben=g3 Cat=g9"],
        choices={1: ["rascal 20"]},
    )
    steps = [(s.rule, s.text) for s in play_round(spec, EXP).trace if s.rule in ("con.powers", "ability.rascal")]
    assert steps == [
        (
            "con.powers",
            "Trick 1: Ann won with First Mate Con and may use the powers of the Pirates he took: Rascal of Roatan, "
            "Harry the Giant.",
        ),
        ("ability.rascal", "Trick 1: Ann uses Rascal of Roatan and wagers 20 on the bid."),
    ]
