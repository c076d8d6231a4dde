"""A round's rules pinned to exact values: each refusal's full message and where it points, the
bounds of bids and ability choices, who leads, and the trace steps a rule adds.

Each case names the rule ID it exercises.
"""

from __future__ import annotations

import pytest

from skrules.cards import Module
from skrules.game import RoundError, RoundSpec, play_round
from skrules.rules import FULL_BOX, RuleSet, Scoring

ABIL = RuleSet(abilities=True)
EXP = RuleSet(modules=FULL_BOX, abilities=True)
MARY_NO_MONSTERS = RuleSet(modules=frozenset({Module.BASE, Module.EXPANSION}), abilities=True)
ABC = ("Ann", "Ben", "Cat")
TWO = ("Ann", "Ben")
ZERO = {"Ann": 0, "Ben": 0, "Cat": 0}
T1 = ["Ann=g5 Ben=g7 Cat=g1"]


def refusal(players, bids, tricks, rules=ABIL, **kw) -> RoundError:
    with pytest.raises(RoundError) as info:
        play_round(RoundSpec(players, bids, tricks, **kw), rules)
    return info.value


def where(err: RoundError) -> tuple:
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
        "the round deals 3 cards each, so it has 3 tricks; 1 are given (setup.deal)",
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
    "two.ghost: a ghost's hand at three players": (
        dict(players=ABC, bids=ZERO, tricks=T1, ghost="g2"),
        "Graybeard's ghost plays only in a two-player round (two.ghost)",
    ),
    "setup.deal: a hand of the wrong size": (
        dict(players=ABC, bids=ZERO, tricks=T1, hands={"Ann": "g5,g6"}),
        "Ann's hand holds 2 cards, but 1 are dealt to each (setup.deal)",
    ),
    "setup.deal: the ghost's hand of the wrong size": (
        dict(players=TWO, bids={"Ann": 0, "Ben": 0}, tricks=["Ann=g1 Graybeard=g2 Ben=g3"], ghost="g2,g4"),
        "Graybeard's hand holds 2 cards, but 1 are dealt to each (setup.deal)",
    ),
    "box.copies: one card in two hands": (
        dict(players=ABC, bids=ZERO, tricks=T1, hands={"Ann": "g5", "Ben": "g5"}),
        "g5 is in the round 2 times (Ann's hand; Ben's hand), but the box holds one copy (box.copies)",
    ),
    "box.copies: six Escapes dealt": (
        dict(
            players=ABC,
            bids=ZERO,
            tricks=["Ann=escape Ben=escape Cat=escape"] * 2,
            hands=dict.fromkeys(ABC, "escape,escape"),
        ),
        "escape is in the round 6 times (Ann's hand; Ann's hand; Ben's hand; Ben's hand; Cat's hand; Cat's hand), "
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
        "Ann's hand holds kraken: Kraken belongs to the Kraken (advanced cards), which is not in this deck",
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
def test_setup_and_bid_refusals_say_exactly_what_is_wrong(spec, message):
    """setup.*, bid.range, score.choice, two.ghost, box.copies: refused before any trick, with the round's number."""
    spec = dict(spec)
    rules = spec.pop("rules", ABIL)
    err = refusal(**spec, rules=rules, number=7)
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
        "Kraken belongs to the Kraken (advanced cards), which is not in this deck",
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
        "g5 is in the round 2 times (trick 1, card 1; trick 2, card 1), but the box holds one copy (box.copies)",
    ),
}


@pytest.mark.parametrize(("spec", "at", "message"), PLAY_REFUSALS.values(), ids=PLAY_REFUSALS.keys())
def test_play_refusals_say_the_trick_card_and_rule(spec, at, message):
    """play.order, two.order, two.flip, two.tigress, two.cards, box.copies: where, and why, exactly."""
    spec = dict(spec)
    rules = spec.pop("rules", ABIL)
    err = refusal(**spec, rules=rules)
    assert err.message == message
    assert where(err) == at
    assert err.round is None


def test_two_flip_graybeards_flips_are_checked_and_need_not_follow_suit():
    """two.flip, two.tigress, two.ghost: his top cards in order; off-suit numbers and his Tigress are noted."""
    spec = RoundSpec(
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
