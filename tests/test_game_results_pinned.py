"""Round and game results as plain data, games' seating checks, and ability choices as text.

These tests pin exact values: every key of ``as_dict``, each refusal's message and the round it
names, and the text a choice is written back as. Each test names the rule ID it exercises.
"""

from __future__ import annotations

from typing import Any, TypedDict, Unpack

import pytest

from skrules.cards import Card
from skrules.deal import DealError, Variant
from skrules.errors import NotationError
from skrules.game import (
    GameSpec,
    Harry,
    Mary,
    RoundError,
    RoundResult,
    RoundSpec,
    parse_choice,
    play_game,
    play_round,
)
from skrules.rules import FULL_BOX, RuleSet

# A result's `as_dict()` is typed `dict[str, object]`; where a test looks inside it, the look says
# `# type: ignore[index]`.

ABIL = RuleSet(abilities=True)
EXP = RuleSet(modules=FULL_BOX, abilities=True)
ABC = ("Ann", "Ben", "Cat")
TWO = ("Ann", "Ben")


# ------------------------------------------------------------------ results as plain data


def _kraken_loot_rosie_round() -> RoundResult:
    """Trick 1 destroyed by the Kraken, trick 2 a Loot alliance and Rosie's choice, trick 3 won plainly."""
    spec = RoundSpec(
        ABC,
        {"Ann": 2, "Ben": 0, "Cat": 0},
        ["Ann=g5 Ben=kraken Cat=g7", "Cat=loot Ann=rosie Ben=b3", "Ben=y2 Cat=y4 Ann=y6"],
        dealer="Cat",
        choices={2: ["rosie Ben"]},
        number=4,
    )
    return play_round(spec, EXP)


def test_round_result_as_dict_keys_and_values() -> None:
    """kraken.leader, loot.alliance, ability.rosie: a round as plain data, key by key."""
    r = _kraken_loot_rosie_round()
    t1, t2, t3 = r.tricks
    assert r.as_dict() == {
        "round": 4,
        "players": ["Ann", "Ben", "Cat"],
        "cards": 3,
        "dealer": "Cat",
        "leader": "Ann",
        "bids": {"Ann": 2, "Ben": 0, "Cat": 0},
        "final_bids": {"Ann": 2, "Ben": 0, "Cat": 0},
        "won": {"Ann": 2, "Ben": 0, "Cat": 0},
        "alliances": [{"loot": "Cat", "winner": "Ann", "trick": 2}],
        "tricks": [t1.as_dict(), t2.as_dict(), t3.as_dict()],
        "scores": {p: r.scores[p].as_dict() for p in ABC},
        "totals": {"Ann": 60, "Ben": 30, "Cat": 50},
        "trace": r.trace.as_list(),
    }
    assert r.as_dict()["trace"][0]["rule"] == r.trace[0].rule  # type: ignore[index]


def test_trick_result_as_dict_keys_and_values() -> None:
    """kraken.leader, ability.rosie: each trick's leader, plays, outcome, winner, card, next leader, uses."""
    r = _kraken_loot_rosie_round()
    t1, t2, t3 = r.tricks
    assert t1.as_dict() == {
        "trick": 1,
        "leader": "Ann",
        "plays": ["Ann=g5", "Ben=kraken", "Cat=g7"],
        "outcome": "destroyed",
        "winner": None,
        "winning_card": None,
        "next_leader": "Cat",
        "abilities": [],
        "uses": [],
        "trace": t1.verdict.trace.as_list(),
    }
    assert t2.as_dict() == {
        "trick": 2,
        "leader": "Cat",
        "plays": ["Cat=loot", "Ann=rosie", "Ben=b3"],
        "outcome": "won",
        "winner": "Ann",
        "winning_card": "rosie",
        "next_leader": "Ben",
        "abilities": ["rosie"],
        "uses": [{"pirate": "rosie", "player": "Ann", "trick": 2, "choice": "rosie Ben", "seen": []}],
        # Rosie's choice made, the round's step says who leads instead of "unless Ann uses ..."
        "trace": [*t2.verdict.trace.as_list()[:-1], t2.settled[0].as_dict()],
    }
    assert (
        t2.as_dict()["trace"][-1]["text"]  # type: ignore[index]
        == "Trick 2: Ann uses Rosie D'Laney: Ben leads trick 3."
    )
    d3: dict[str, Any] = t3.as_dict()  # plain data, its trace looked into below
    assert (d3["leader"], d3["winner"], d3["winning_card"], d3["next_leader"]) == ("Ben", "Ann", "y6", None)
    # no trick follows the round's last: its winner's "leads the next" is left out (next.winner)
    assert [s["rule"] for s in d3["trace"]] == [*t3.verdict.trace.rules[:-1], *(s.rule for s in t3.settled)]
    assert t3.verdict.trace.rules[-1] == "next.winner" and "next.winner" not in [s["rule"] for s in d3["trace"]]


def test_ability_use_as_dict_lists_the_undealt_cards_juanita_saw() -> None:
    """ability.juanita: with every hand of a two-player deal known, the use lists the undealt cards."""
    from skrules.deal import deck

    hands = {"Ann": "juanita", "Ben": "g2"}
    r = play_round(
        RoundSpec(
            TWO,
            {"Ann": 1, "Ben": 0},
            ["Ann=juanita Graybeard=g9 Ben=g2"],
            hands=hands,
            ghost="g9",
        ),
        ABIL,
    )
    assert r.uses == ()  # the last trick: Juanita's look no longer matters
    # a two-trick round: the look after trick 1 sees the deck less the nine cards dealt
    spec = RoundSpec(
        TWO,
        {"Ann": 2, "Ben": 0},
        ["Ann=juanita Graybeard=g9 Ben=g2", "Ann=y5 Graybeard=y1 Ben=y3"],
        hands={"Ann": "juanita,y5", "Ben": "g2,y3"},
        ghost="g9,y1",
        choices={1: "juanita"},
    )
    r = play_round(spec, ABIL)
    (use,) = r.uses
    dealt = {Card.parse(w).box_key for w in ("juanita", "y5", "g2", "y3", "g9", "y1")}
    expected = [str(c) for c in deck(ABIL, 2) if c.box_key not in dealt]
    assert len(expected) == len(deck(ABIL, 2)) - 6
    assert use.as_dict() == {"pirate": "juanita", "player": "Ann", "trick": 1, "choice": "juanita", "seen": expected}
    assert r.trace.rules.count("ability.juanita") == 1
    step = next(s for s in r.trace if s.rule == "ability.juanita")
    assert step.text == f"Trick 1: Ann uses Juanita Jade and looks through the {len(expected)} undealt cards."


# ------------------------------------------------------------------ games


class _RoundFields(TypedDict, total=False):
    """What ``_r2`` is given besides its bids and tricks: the fields a game fills in or checks."""

    cards: int
    dealer: str
    leader: str


def _r1() -> RoundSpec:
    return RoundSpec((), {"Ann": 0, "Ben": 0, "Cat": 1}, ["Ann=g1 Ben=g2 Cat=g3"])


def _r2(**kw: Unpack[_RoundFields]) -> RoundSpec:
    tricks = ["Ben=b9 Cat=g1 Ann=g2", "Ben=y1 Cat=y5 Ann=y3"]
    return RoundSpec((), {"Ann": 0, "Ben": 1, "Cat": 1}, tricks, **kw)


def test_game_result_as_dict_keys_and_values() -> None:
    """game.end, setup.dealer: a game as plain data; each round keeps its number."""
    g = play_game(GameSpec(ABC, [_r1(), _r2()]), RuleSet())
    assert g.players == ABC
    assert [s.round for s in g.seats][:2] == [1, 2]
    assert len(g.seats) == 10
    assert [r.number for r in g.rounds] == [1, 2]
    assert g.as_dict() == {
        "players": ["Ann", "Ben", "Cat"],
        "schedule": g.schedule.as_dict(),
        "rounds": [g.played[0].as_dict(), g.played[1].as_dict()],
        "table": g.table.as_dict(),
        "trace": g.trace.as_list(),
    }
    assert g.as_dict()["rounds"][1]["round"] == 2  # type: ignore[index]
    # the table's own steps are copied into the game's trace with their text
    tail = g.trace.as_list()[-len(g.table.trace) :]
    assert [(s["rule"], s["text"]) for s in tail] == [(s.rule, s.text) for s in g.table.trace]
    assert all(isinstance(s["text"], str) and s["text"] for s in tail)


def test_game_spec_keeps_players_and_rounds_as_tuples() -> None:
    g = GameSpec(list(ABC), [_r1()])
    assert g.players == ABC
    assert g.rounds == (_r1(),)


def test_play_game_dealer_of_round_one_is_the_one_given() -> None:
    """setup.dealer: GameSpec's dealer deals round 1; the player on the left leads it."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0, "Cat": 1}, ["Cat=g1 Ann=g2 Ben=g3"])
    g = play_game(GameSpec(ABC, [r1], dealer="Ben"), RuleSet())
    assert (g.played[0].dealer, g.played[0].leader) == ("Ben", "Cat")
    assert g.seats[0].dealer == "Ben"


def test_play_game_plays_its_rounds_under_the_rules_given() -> None:
    """ability.rosie: a game's rounds are played with the game's rule set (abilities on)."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0, "Cat": 1}, ["Ann=g1 Ben=g2 Cat=rosie"])
    r2 = RoundSpec(
        (),
        {"Ann": 0, "Ben": 1, "Cat": 1},
        ["Ben=b9 Cat=rosie Ann=g2", "Ann=y1 Ben=y5 Cat=y3"],
        choices={1: "rosie Ann"},
    )
    g = play_game(GameSpec(ABC, [r1, r2]), ABIL)
    assert g.played[1].rules == ABIL
    assert [t.leader for t in g.played[1].tricks] == ["Ben", "Ann"]


def test_play_game_two_players_alternate_leading_whoever_deals() -> None:
    """two.order: in a two-player game the players take turns leading rounds; round 2 is led by Ben."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0}, ["Ann=g1 Graybeard=g9 Ben=g2"])
    r2 = RoundSpec(
        (),
        {"Ann": 0, "Ben": 0},
        ["Ben=g1 Graybeard=g9 Ann=g2", "Ben=y1 Graybeard=y9 Ann=y2"],
    )
    g = play_game(GameSpec(TWO, [r1, r2]), RuleSet())
    assert [(r.dealer, r.leader) for r in g.played] == [(s.dealer, s.leader) for s in g.seats[:2]]
    assert [r.leader for r in g.played] == ["Ann", "Ben"]
    with pytest.raises(RoundError) as info:
        play_game(
            GameSpec(TWO, [r1, RoundSpec((), r2.bids, r2.tricks, leader="Ann")]),
            RuleSet(),
        )
    assert str(info.value) == "round 2: Ben leads the first trick of round 2, not Ann (two.order)"


@pytest.mark.parametrize(
    ("round2", "message"),
    [
        (_r2(dealer="Cat"), "round 2: Ann deals round 2, not Cat (setup.dealer)"),
        (_r2(leader="Cat"), "round 2: Ben leads the first trick of round 2, not Cat (setup.dealer)"),
        (_r2(cards=3), "round 2: round 2 deals 2 cards in this game, not 3 (setup.deal)"),
        (
            RoundSpec(("Ann", "Cat", "Ben"), _r2().bids, _r2().tricks),
            "round 2: the round seats Ann, Cat, Ben, but the game's players are Ann, Ben, Cat",
        ),
        (
            RoundSpec((), _r2().bids, ["Ben=b9 Cat=g1 Ann=g2"]),
            "round 2: round 2 deals 2 cards, so it has 2 tricks; 1 given (setup.deal)",
        ),
    ],
)
def test_play_game_checks_each_round_against_the_schedule_and_rotation(round2: RoundSpec, message: str) -> None:
    """setup.deal, setup.dealer: a round's players, cards, dealer and leader must match the game."""
    with pytest.raises(RoundError) as info:
        play_game(GameSpec(ABC, [_r1(), round2]), RuleSet())
    assert str(info.value) == message
    assert info.value.round == 2


def test_play_game_round_one_of_one_card_is_worded_in_the_singular() -> None:
    """setup.deal: round 1 deals 1 card, so it has 1 trick."""
    r1 = RoundSpec(
        (),
        {"Ann": 0, "Ben": 0, "Cat": 1},
        ["Ann=g1 Ben=g2 Cat=g3", "Ann=y1 Ben=y2 Cat=y3"],
    )
    with pytest.raises(RoundError) as info:
        play_game(GameSpec(ABC, [r1]), RuleSet())
    assert str(info.value) == "round 1: round 1 deals 1 card, so it has 1 trick; 2 given (setup.deal)"


def test_play_game_accepts_a_round_that_gives_what_the_game_fills_in() -> None:
    """setup.deal, setup.dealer: cards, dealer, leader and players given correctly are accepted."""
    r2 = RoundSpec(ABC, _r2().bids, _r2().tricks, cards=2, dealer="Ann", leader="Ben")
    g = play_game(GameSpec(ABC, [_r1(), r2]), RuleSet())
    assert (g.played[1].cards, g.played[1].dealer, g.played[1].leader, g.played[1].number) == (2, "Ann", "Ben", 2)
    setup = [s for s in g.played[1].trace if s.rule == "setup.dealer"]
    assert "round 2" in setup[0].text.lower()


def test_play_game_refuses_rounds_beyond_the_schedule_with_the_full_message() -> None:
    """game.tie: the tie-break round is outside the game's schedule."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0}, ["Ann=g1 Graybeard=g9 Ben=g2"])
    with pytest.raises(DealError) as info:
        play_game(GameSpec(TWO, [r1, r1], Variant.PAST_YOUR_BEDTIME), RuleSet())
    assert info.value.message == (
        "2 rounds given, but Past Your Bedtime has 1 (a tie at the end is broken by another round, which skrules "
        "does not score) (game.tie)"
    )


# ------------------------------------------------------------------ choices as text


@pytest.mark.parametrize(
    ("choice", "text"),
    [(Harry(0), "harry 0"), (Harry(1), "harry +1"), (Harry(-1), "harry -1")],
)
def test_harry_choice_is_written_with_its_sign(choice: Harry, text: str) -> None:
    """ability.harry: the change is written -1, 0 or +1."""
    assert str(choice) == text


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("rosie: Ben", "rosie Ben"),
        ("  harry :  -1 ", "harry -1"),
        ("mary: Ben y7", "mary Ben y7"),
        ("mary Ben tigress", "mary Ben tigress"),
        ("rascal 10", "rascal 10"),
    ],
)
def test_parse_choice_reads_a_colon_after_the_pirate(text: str, written: str) -> None:
    """ability.unlock: a choice is written 'pirate: args' or 'pirate args'."""
    assert str(parse_choice(text)) == written


def test_parse_choice_splits_at_the_first_colon_only() -> None:
    """ability.mary: a card word may itself hold a colon (a declared Tigress)."""
    choice = parse_choice("mary: Ben tigress:escape")
    assert isinstance(choice, Mary)  # narrowing only: `.holder` below fails on any other choice
    assert (choice.holder, str(choice.card)) == ("Ben", "tigress")


@pytest.mark.parametrize("text", ["", "   "])
def test_parse_choice_refuses_an_empty_choice_quoting_it(text: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_choice(text)
    assert info.value.message == "an empty ability choice; e.g. 'rosie Ben' or 'harry -1'"
    assert info.value.token == text


def test_round_result_as_text_is_the_trace_then_each_players_score() -> None:
    """score.bid: the round's text is its numbered trace, then each player's breakdown after a blank line."""
    r = _kraken_loot_rosie_round()
    text = r.as_text()
    assert text == "\n".join(
        [r.trace.as_text(), "", r.scores["Ann"].as_text(), "", r.scores["Ben"].as_text(), "", r.scores["Cat"].as_text()]
    )
    assert text.startswith("  ")
    assert text.count("\n\n") == 3


def test_play_game_two_players_keep_alternating_leads_when_the_dealer_stays() -> None:
    """two.order, ruling.dealer=stay: Ben deals every round, yet Ann and Ben take turns leading."""
    rules = RuleSet(choices={"dealer": "stay"})
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0}, ["Ann=g1 Graybeard=g9 Ben=g2"])
    r2 = RoundSpec(
        (),
        {"Ann": 0, "Ben": 0},
        ["Ben=g1 Graybeard=g9 Ann=g2", "Ben=y1 Graybeard=y9 Ann=y2"],
    )
    g = play_game(GameSpec(TWO, [r1, r2], dealer="Ben"), rules)
    assert [(r.dealer, r.leader) for r in g.played] == [("Ben", "Ann"), ("Ben", "Ben")]
    assert [t.leader for t in g.played[1].tricks] == ["Ben", "Ben"]
