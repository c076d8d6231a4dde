"""Refusals of impossible tricks and the verdict's data, pinned to exact values.

Each refusal is checked whole: its class, the card position and token it names, and its message.
"""

from __future__ import annotations

import pytest

from skrules import RuleSet, Suit, judge
from skrules.cards import Module
from skrules.errors import DeckError, NotationError, TrickError
from skrules.lead import Lead
from skrules.notation import parse_plays
from skrules.trick import NoSuit, Trick, adjudicate

EVERY_MODULE = RuleSet(modules=frozenset(Module))


def refusal(tokens: list[str], choices: dict[str, str] | None = None) -> tuple[str, int | None, str | None, str]:
    rules = None if choices is None else EVERY_MODULE.with_rulings(choices)
    with pytest.raises((TrickError, NotationError, DeckError)) as caught:
        judge(tokens, rules)
    err = caught.value
    return type(err).__name__, err.position, err.token, err.message


PLANK_CANDIDATES_1_2 = "is not one Pirate it can remove; the candidates are cards 1, 2"


@pytest.mark.parametrize(
    ("tokens", "choices", "expected"),
    [
        pytest.param(
            [],
            None,
            ("TrickError", None, None, "an empty trick: give its cards in play order, the card led first"),
            id="setup: an empty trick",
        ),
        pytest.param(
            ["Ann=g3", "Ben=tigress"],
            None,
            (
                "NotationError",
                1,
                "Ben=tigress",
                "declare the Tigress when she is played: 'tigress:pirate' or 'tigress:escape'",
            ),
            id="tigress.declare",
        ),
        pytest.param(
            ["Ann=g3", "Ben=Tigresse"],
            None,
            (
                "NotationError",
                1,
                "Ben=Tigresse",
                "declare the Tigress when she is played: 'Tigresse:pirate' or 'Tigresse:escape'",
            ),
            id="tigress.declare: by the name typed, which the declaration follows",
        ),
        pytest.param(
            ["Ann=sk", "Ben=g2", "Cat=sk"],
            None,
            ("DeckError", 2, "Cat=sk", "Skull King appears 2 times in this trick (cards 1, 3); the box holds one copy"),
            id="box.copies: the token as typed",
        ),
        pytest.param(
            ["Ann=g3", "Ann=g4"],
            None,
            (
                "TrickError",
                1,
                "Ann=g4",
                "Ann plays twice (cards 1 and 2); only the player of the Last Volley plays a second card",
            ),
            id="setup.players: one card each",
        ),
        pytest.param(
            ["Ann=g3", "Ben=volley", "Ann=g4"],
            None,
            (
                "TrickError",
                2,
                "Ann=g4",
                "Ann plays twice (cards 1 and 3); only the player of the Last Volley plays a second card",
            ),
            id="volley.extra: only the Volley's player plays twice",
        ),
        pytest.param(
            ["Ann=volley", "Ann=g3", "Ben=g4"],
            None,
            (
                "TrickError",
                1,
                "Ann=g3",
                "the Last Volley's extra card comes after everyone else's; Ann's second card is card 2 of 3",
            ),
            id="volley.extra: the extra card comes last",
        ),
        pytest.param(
            ["Ann=volley", "Ben=g3", "Ann=g4", "Ann=g5"],
            None,
            (
                "TrickError",
                3,
                "Ann=g5",
                "Ann plays a third card (card 4); only the player of the Last Volley plays a second card, and nobody a "
                "third",
            ),
            id="volley.extra: one extra card only, the third card named",
        ),
        pytest.param(
            ["Ann=volley", "Ann=g3"],
            None,
            ("TrickError", None, None, "a trick needs at least two players, one card each"),
            id="setup.players: two at least",
        ),
        pytest.param(
            [f"g{i}" for i in range(1, 10)],
            None,
            ("TrickError", 8, "g9", "9 players, but this deck seats at most 8 (the Expansion Pack seats more)"),
            id="setup.players: eight at most in the base deck",
        ),
        pytest.param(
            ["Ann=b2", "Ben=wild15:g"],
            None,
            (
                "NotationError",
                1,
                "Ben=wild15:g",
                "black (trump) was led, so the Wild 15 takes no suit and loses to trump: write 'wild15'",
            ),
            id="wild.black: named after a black lead",
        ),
        pytest.param(
            ["Ann=g3", "Ben=wild15:y"],
            None,
            (
                "NotationError",
                1,
                "Ben=wild15:y",
                "green is the lead suit, so the Wild 15 plays as the green 15; it cannot be named yellow",
            ),
            id="wild.follow: named another suit",
        ),
        pytest.param(
            ["Ann=wild15", "Ben=g3"],
            None,
            (
                "NotationError",
                0,
                "Ann=wild15",
                "no suit is set yet, so the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y",
            ),
            id="wild.name: in the lead",
        ),
        pytest.param(
            ["Ann=escape", "Ben=wild15"],
            None,
            (
                "NotationError",
                1,
                "Ben=wild15",
                "no suit is set yet, so the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y",
            ),
            id="wild.name: after an Escape lead",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=wild15"],
            None,
            (
                "NotationError",
                1,
                "Ben=wild15",
                "the trick has no lead suit, so the Wild 15 names green, purple or yellow: wild15:g, wild15:p or "
                "wild15:y",
            ),
            id="wild.name: after a character lead, which leaves no suit (ruling.character-lead)",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank"],
            None,
            (
                "TrickError",
                2,
                "Cat=plank",
                "Walk the Plank must name the Pirate it removes: plank:1 or plank:2 (by card position), "
                "or by the Pirate or its player, as plank:rosie",
            ),
            id="plank.remove: two Pirates, none named",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=tigress:pirate", "Cat=mary", "Dan=plank"],
            None,
            (
                "TrickError",
                3,
                "Dan=plank",
                "Walk the Plank must name the Pirate it removes: plank:1 or plank:2 or plank:3 (by card position), "
                "or by the Pirate or its player, as plank:rosie",
            ),
            id="plank.remove; ruling.plank-tigress=yes: the Tigress is a candidate",
        ),
        pytest.param(
            ["Ann=g3", "Ben=g4", "Cat=plank:rosie"],
            None,
            ("TrickError", 2, "Cat=plank:rosie", "there is no Pirate here for Walk the Plank to remove"),
            id="plank.remove: a choice with no Pirate",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:9"],
            None,
            ("TrickError", 2, "Cat=plank:9", f"Walk the Plank's choice '9' {PLANK_CANDIDATES_1_2}"),
            id="plank.remove: a position past the trick",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:0"],
            None,
            ("TrickError", 2, "Cat=plank:0", f"Walk the Plank's choice '0' {PLANK_CANDIDATES_1_2}"),
            id="plank.remove: position 0",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:3", "Dan=g9"],
            None,
            ("TrickError", 2, "Cat=plank:3", f"Walk the Plank's choice '3' {PLANK_CANDIDATES_1_2}"),
            id="plank.remove: its own position",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:4", "Dan=g9"],
            None,
            ("TrickError", 2, "Cat=plank:4", f"Walk the Plank's choice '4' {PLANK_CANDIDATES_1_2}"),
            id="plank.remove: a numbered card's position",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:Dan", "Dan=g9"],
            None,
            ("TrickError", 2, "Cat=plank:Dan", f"Walk the Plank's choice 'Dan' {PLANK_CANDIDATES_1_2}"),
            id="plank.remove: a player without a Pirate",
        ),
        pytest.param(
            ["Ann=pirate", "Ben=pirate", "Cat=plank:pirate"],
            None,
            ("TrickError", 2, "Cat=plank:pirate", f"Walk the Plank's choice 'pirate' {PLANK_CANDIDATES_1_2}"),
            id="plank.remove: a card that two Pirates are",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:xyz"],
            None,
            (
                "TrickError",
                2,
                "Cat=plank:xyz",
                "Walk the Plank's choice 'xyz' is neither a card position, a player nor a Pirate",
            ),
            id="plank.remove: neither position, player nor card",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:123456"],
            None,
            ("TrickError", 2, "Cat=plank:123456", f"Walk the Plank's choice '123456' {PLANK_CANDIDATES_1_2}"),
            id="plank.remove: six digits are a position",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:1234567"],
            None,
            (
                "TrickError",
                2,
                "Cat=plank:1234567",
                "Walk the Plank's choice '1234567' is neither a card position, a player nor a Pirate",
            ),
            id="plank.remove: seven digits are not",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=harry", "Cat=plank:\u00b2"],
            None,
            (
                "TrickError",
                2,
                "Cat=plank:\u00b2",
                "Walk the Plank's choice '\u00b2' is neither a card position, a player nor a Pirate",
            ),
            id="plank.remove: a superscript digit is no position",
        ),
        pytest.param(
            ["Ann=rosie", "Ben=tigress:pirate", "Cat=plank:tigress"],
            {"ruling.plank-tigress": "no"},
            (
                "TrickError",
                2,
                "Cat=plank:tigress",
                "Walk the Plank's choice 'tigress' is not one Pirate it can remove; the candidate is card 1",
            ),
            id="plank.remove; ruling.plank-tigress=no: the Tigress is no candidate",
        ),
    ],
)
def test_impossible_tricks_are_refused_with_the_exact_reason(
    tokens: list[str], choices: dict[str, str] | None, expected: tuple[str, int | None, str | None, str]
) -> None:
    """setup.players, box.copies, tigress.declare, volley.extra, wild.*, plank.remove: refusals, whole."""
    assert refusal(tokens, choices) == expected


@pytest.mark.parametrize(
    ("tokens", "choices", "removed", "winner"),
    [
        pytest.param(["Ann=rosie", "Ben=harry", "Cat=plank:2", "Dan=g9"], None, [1], "Ann", id="by position"),
        pytest.param(["Ann=rosie", "Ben=harry", "Cat=plank:Ann", "Dan=g9"], None, [0], "Ben", id="by player"),
        pytest.param(["Ann=rosie", "Ben=harry", "Cat=plank:harry", "Dan=g9"], None, [1], "Ann", id="by Pirate"),
        pytest.param(["Ann=rosie", "Ben=pirate", "Cat=plank:pirate"], None, [1], "Ann", id="the unnamed Pirate"),
        pytest.param(
            ["Ann=rosie", "Ben=tigress:pirate", "Cat=plank:tigress"], None, [1], "Ann", id="the Tigress, by card"
        ),
        pytest.param(
            ["Ann=rosie", "Ben=tigress:pirate", "Cat=plank"],
            {"ruling.plank-tigress": "no"},
            [0],
            "Ben",
            id="ruling.plank-tigress=no: Rosie is the only candidate",
        ),
        pytest.param(
            ["Ann=volley", "Ben=g3", "Cat=plank:Ann", "Ann=rosie"], None, [3], "Ben", id="the Volley's player"
        ),
    ],
)
def test_plank_remove_chosen_pirate(
    tokens: list[str], choices: dict[str, str] | None, removed: list[int], winner: str
) -> None:
    """plank.remove: Walk the Plank's choice among several Pirates, by position, player or card."""
    rules = None if choices is None else EVERY_MODULE.with_rulings(choices)
    verdict = judge(tokens, rules)
    assert (list(verdict.removed), verdict.winner_name) == (removed, winner)


def test_judge_without_explanation_decides_the_same_and_explains_nothing() -> None:
    """rank.king: explain=False gives the same verdict with an empty trace."""
    explained = judge(["Ann=harry", "Ben=sk", "Cat=g14"])
    quiet = judge(["Ann=harry", "Ben=sk", "Cat=g14"], explain=False)
    assert (quiet.winner, quiet.bonus, len(quiet.trace)) == (1, 40, 0)
    assert (explained.winner, explained.bonus, len(explained.trace)) == (1, 40, 6)


def test_adjudicate_builds_the_trick_with_the_rules_given() -> None:
    """box.advanced: plays adjudicated with the base deck refuse the Kraken; the full box allows it."""
    plays = parse_plays(["kraken", "g3"])
    with pytest.raises(DeckError) as caught:
        adjudicate(plays, RuleSet())
    assert str(caught.value) == ("card 1 'kraken': Kraken is not in this deck; the deck part 'kraken' adds it")
    verdict = adjudicate(plays, EVERY_MODULE.with_rulings({"ruling.kraken-leader": "left-of-kraken"}))
    assert (verdict.outcome.value, verdict.next_leader_name) == ("destroyed", "P2")
    assert verdict.trace.rules == ["lead.character", "kraken.destroy", "kraken.leader"]
    assert len(adjudicate(plays, EVERY_MODULE, explain=False).trace) == 0


def test_trick_of_records_what_the_table_knew() -> None:
    """lead.escape, wild.name: the lead before each card, the suit each plays as, who set it."""
    trick = Trick.of(["Ann=escape", "Ben=wild15:p", "Cat=p14", "Dan=b3"])
    assert [getattr(s, "label", s) for s in trick.lead_before] == [NoSuit.NOT_YET, NoSuit.NOT_YET, "purple", "purple"]
    assert [None if s is None else s.label for s in trick.suits] == [None, "purple", "purple", "black"]
    assert (trick.lead_by, trick.players, trick.seat) == (1, ("Ann", "Ben", "Cat", "Dan"), (0, 1, 2, 3))


@pytest.mark.parametrize(
    ("tokens", "choices", "bonus"),
    [
        pytest.param(["Ann=harry", "Ben=sk", "Cat=g14"], None, 40, id="bonus.pirate and bonus.fourteen"),
        pytest.param(["Ann=g5", "Ben=kraken", "Cat=davy", "Dan=g9"], None, 0, id="davy.bonus to Davy's player"),
        pytest.param(
            ["Ann=g5", "Ben=kraken", "Cat=davy", "Dan=g9"],
            {"ruling.davy-recipient": "winner"},
            20,
            id="davy.bonus to the winner",
        ),
        pytest.param(["Ann=g5", "Ben=kraken", "Cat=g14"], None, 0, id="kraken.destroy: nobody scores"),
    ],
)
def test_verdict_bonus_counts_only_the_winners_bonuses(
    tokens: list[str], choices: dict[str, str] | None, bonus: int
) -> None:
    """score.bonus: what the winner's captures are worth."""
    rules = None if choices is None else EVERY_MODULE.with_rulings(choices)
    assert judge(tokens, rules).bonus == bonus


def test_trick_of_names_the_position_of_a_card_it_cannot_read() -> None:
    """notation: a token that is no card is refused with its position, from Trick.of as from judge."""
    with pytest.raises(NotationError) as caught:
        Trick.of(["g3", "Ben=rosiee"])
    assert (caught.value.position, caught.value.token) == (1, "Ben=rosiee")


def test_setup_players_eight_fit_the_base_deck() -> None:
    """setup.players: eight players is the most the base deck seats, and allowed."""
    verdict = judge([f"g{i}" for i in range(1, 9)], RuleSet())
    assert (len(verdict.trick.players), verdict.winner_name) == (8, "P8")


def test_verdict_as_dict_with_the_last_volley_and_a_loot_alliance() -> None:
    """volley.extra, loot.alliance, bonus.fourteen: the verdict as data, every field pinned."""
    verdict = judge(["Ann=volley", "Ben=g5", "Cat=loot", "Ann=g14"])
    data = verdict.as_dict()
    assert data.pop("trace") == verdict.trace.as_list()
    assert data == {
        "plays": [
            {"position": 0, "player": "Ann", "card": "volley", "target": None},
            {"position": 1, "player": "Ben", "card": "g5", "target": None},
            {"position": 2, "player": "Cat", "card": "loot", "target": None},
            {"position": 3, "player": "Ann", "card": "g14", "target": None},
        ],
        "players": ["Ann", "Ben", "Cat"],
        "outcome": "won",
        "winner": 3,
        "winner_name": "Ann",
        "winning_card": "g14",
        "lead_suit": "green",
        "next_leader": 0,
        "next_leader_name": "Ann",
        "bonus": 10,
        "bonuses": [
            {"rule": "bonus.fourteen", "points": 10, "card": 3, "player": 0, "player_name": "Ann", "needs_bid": True}
        ],
        "alliances": [[2, 3]],
        "removed": [],
        "abilities": [],
        "last_volley": {"player": 0, "player_name": "Ann", "extra_card": 3},
    }


def test_verdict_as_dict_of_a_destroyed_trick_with_a_plank_choice() -> None:
    """kraken.destroy, kraken.leader, plank.remove: no winner, no suit, the Plank's target as typed."""
    data = judge(["Ann=rosie", "Ben=kraken", "Cat=harry", "Dan=plank:1"]).as_dict()
    del data["trace"]
    assert data == {
        "plays": [
            {"position": 0, "player": "Ann", "card": "rosie", "target": None},
            {"position": 1, "player": "Ben", "card": "kraken", "target": None},
            {"position": 2, "player": "Cat", "card": "harry", "target": None},
            {"position": 3, "player": "Dan", "card": "plank", "target": "1"},
        ],
        "players": ["Ann", "Ben", "Cat", "Dan"],
        "outcome": "destroyed",
        "winner": None,
        "winner_name": None,
        "winning_card": None,
        "lead_suit": None,
        "next_leader": 2,
        "next_leader_name": "Cat",
        "bonus": 0,
        "bonuses": [],
        "alliances": [],
        "removed": [1],
        "abilities": [],
        "last_volley": None,
    }


@pytest.mark.parametrize(
    ("tokens", "choices", "lead"),
    [
        pytest.param(["Ann=escape", "Ben=loot"], None, NoSuit.NOT_YET, id="rank.escape: no suit was ever set"),
        pytest.param(["Ann=rosie", "Ben=escape", "Cat=plank"], None, NoSuit.NOT_YET, id="rank.escape after removal"),
        pytest.param(
            ["Ann=rosie", "Ben=g5", "Cat=y9", "Dan=plank"],
            {"ruling.removed-lead": "as-played"},
            NoSuit.NONE,
            id="exp.discard; ruling.removed-lead=as-played",
        ),
        pytest.param(["Ann=plank", "Ben=volley", "Cat=g3"], None, Suit.GREEN, id="exp.lead"),
        pytest.param(["Ann=mermaid", "Ben=g3"], None, NoSuit.NONE, id="lead.character"),
    ],
)
def test_verdict_lead_is_the_suit_that_decided(tokens: list[str], choices: dict[str, str] | None, lead: Lead) -> None:
    """lead.*, ruling.removed-lead: the verdict's lead, a suit or why there is none."""
    rules = None if choices is None else EVERY_MODULE.with_rulings(choices)
    assert judge(tokens, rules).lead is lead


@pytest.mark.parametrize(
    ("tokens", "reading", "leader"),
    [
        pytest.param(["Ann=plank", "Ben=whale", "Cat=volley"], "would-have-won", "Ann", id="would-have-won: nobody"),
        pytest.param(["Ann=plank", "Ben=whale", "Cat=volley"], "monster-player", "Ben", id="monster-player"),
        pytest.param(["Ann=plank", "Ben=whale", "Cat=volley"], "trick-leader", "Ann", id="trick-leader"),
    ],
)
def test_whale_discard_leader_when_nothing_else_could_win(tokens: list[str], reading: str, leader: str) -> None:
    """whale.discard, ruling.monster-discard-leader: with no would-be winner, the trick's leader leads again."""
    verdict = judge(tokens, EVERY_MODULE.with_rulings({"ruling.monster-discard-leader": reading}))
    assert (verdict.outcome.value, verdict.next_leader_name) == ("discarded", leader)
