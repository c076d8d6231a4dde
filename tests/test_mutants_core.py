"""Rules whose consequences no other fast test pinned, found by mutation testing (tools/mutation.py).

Each test is named for the rule it protects and asserts what the rule says a player sees, so it
holds whatever shape the code takes.
"""

from __future__ import annotations

import pytest

from skrules import RuleSet, judge
from skrules.abilities import parse_ability
from skrules.cards import Card
from skrules.deal import Schedule, Seat, check_players, rotation, schedule
from skrules.errors import NotationError, SkrulesError
from skrules.game import RoundSpec, ScoredRow, assemble, play_round
from skrules.notation import Play, parse_plays
from skrules.round import Round, RoundError
from skrules.rules import KrakenLeader
from skrules.scoring import score

SIX = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
LEFT_OF_KRAKEN = RuleSet.from_options(deck="kraken", rulings={"kraken-leader": "left-of-kraken"})


def tricks(*written: str) -> tuple[tuple[Play, ...], ...]:
    return tuple(tuple(parse_plays(t.split())) for t in written)


@pytest.mark.parametrize(
    ("plays", "leader"),
    [
        (["Ann=g5", "Ben=kraken", "Cat=sk"], "Cat"),
        (["Ann=g5", "Ben=g7", "Cat=kraken"], "Ann"),  # the seat after the last is the first
    ],
)
def test_kraken_leader_left_of_kraken_cites_kraken_leader(plays: list[str], leader: str) -> None:
    """kraken.leader (ruling.kraken-leader=left-of-kraken): the player after the Kraken's leads,
    whoever would have won, and the fact cites kraken.leader with that reading."""
    v = judge(plays, LEFT_OF_KRAKEN, explain=False)
    assert (v.leader_rule, v.leader_ruling, v.leader_reading) == (
        "kraken.leader",
        "ruling.kraken-leader",
        KrakenLeader.LEFT_OF_KRAKEN,
    )
    assert v.next_leader_name == leader
    assert [s.rule for s in judge(plays, LEFT_OF_KRAKEN).trace if s.rule == "kraken.leader"] == ["kraken.leader"]


def test_play_order_a_trick_waiting_for_the_last_volley_takes_no_other_card() -> None:
    """play.order, volley.extra: once everyone has played, only the Last Volley's player adds a
    card; anyone else is told the trick is complete, with who has played."""
    players = ("Ann", "Ben", "Cat")
    r = Round(players, 2, RuleSet.from_options(deck="all"))
    r.bid(dict.fromkeys(players, 1))
    for player, card in (("Ann", "volley"), ("Ben", "g3"), ("Cat", "g4")):
        r.play(player, Card.parse(card))
    with pytest.raises(RoundError, match=r"trick 1 is complete: Ann, Ben, Cat have played \(play\.order\)"):
        r.play("Ben", Card.parse("g5"))
    assert r.can_play("Ann", Card.parse("g6"))


def _five_named_then_an_unnamed_pirate() -> RoundSpec:
    written = tricks(
        "Ann=rosie Ben=rascal Cat=harry Dan=juanita Eve=bendt Fay=g1",
        "Ann=pirate Ben=g2 Cat=g3 Dan=g4 Eve=g5 Fay=g6",
    )
    return RoundSpec(SIX, dict.fromkeys(SIX, 0), written)


def test_box_copies_five_named_pirates_leave_no_unnamed_one() -> None:
    """box.copies: the five base Pirates are five cards, named or not; once all five are named,
    the box holds no unnamed Pirate, and the refusal says so."""
    with pytest.raises(RoundError, match=r"but the box holds none \(box\.copies\)") as caught:
        play_round(_five_named_then_an_unnamed_pirate())
    assert str(caught.value).startswith("trick 2, card 1: Pirate is in the round")


def test_box_copies_refusal_counts_one_card_in_the_singular() -> None:
    """box.copies: a single card too many reads 'once', not '1 times'."""
    with pytest.raises(RoundError, match=r"Pirate is in the round once \(trick 2, card 1\)"):
        play_round(_five_named_then_an_unnamed_pirate())


@pytest.mark.parametrize("word", ["pirate", "tigress", "sk"])
def test_ability_unlock_only_a_named_pirate_has_an_ability(word: str) -> None:
    """ability.unlock: abilities belong to the named Pirates; an unnamed Pirate, the Tigress or
    another character has none, and the choice is refused quoting the word."""
    with pytest.raises(NotationError, match="not a Pirate with an ability") as caught:
        parse_ability(f"{word} Ben")
    assert str(caught.value).startswith(f"{word!r}: ")


@pytest.mark.parametrize("word", ["g3", "x", "+"])
def test_ability_bendt_a_card_without_its_sign_is_refused_by_name(word: str) -> None:
    """ability.bendt: each card Bendt draws or discards is written +CARD or -CARD; a word without
    its sign (or without its card) is refused, quoting it."""
    with pytest.raises(NotationError, match=r"write Bendt's cards as \+CARD") as caught:
        parse_ability(f"bendt +y5 {word}")
    assert caught.value.token == word and str(caught.value).startswith(f"{word!r}: ")


def _one_scored_round() -> tuple[tuple[str, ...], Schedule, tuple[Seat, ...], ScoredRow]:
    players = ("Ann", "Ben", "Cat")
    rules = RuleSet()
    sched = schedule(3, rules)
    row = ScoredRow(1, {p: score(1, 1 if p == "Ann" else 0, 0) for p in players})
    return players, sched, tuple(rotation(players, len(sched), rules)), row


def test_setup_dealer_a_game_of_played_rounds_does_not_retell_the_deal() -> None:
    """setup.dealer, game.end: rounds played trick by trick tell who dealt in their own trace, so
    the game's trace is the schedule and the table alone unless a score sheet asks for the deals."""
    players, sched, seats, row = _one_scored_round()
    game = assemble(players, sched, seats, [row], RuleSet())
    assert game.trace.rules == ["setup.deal", "setup.cap", "game.end"]
    sheet = assemble(players, sched, seats, [row], RuleSet(), deals_in_trace=True)
    assert "setup.dealer" in sheet.trace.rules and "score.miss" in sheet.trace.rules


def test_score_miss_a_round_given_by_its_scores_keeps_them_by_player() -> None:
    """score.miss, score.zero: a round given as score cells reads back as its number and each
    player's breakdown."""
    _, _, _, row = _one_scored_round()
    data = row.as_dict()
    assert data["round"] == 1
    assert data["scores"] == {p: b.as_dict() for p, b in row.scores.items()}
    assert {p: b["total"] for p, b in data["scores"].items()} == {"Ann": -10, "Ben": 10, "Cat": 10}


def test_play_order_a_card_out_of_turn_is_placed_in_its_trick() -> None:
    """play.order: the refusal of a card out of turn says which trick and which card it was."""
    players = ("Ann", "Ben", "Cat")
    r = Round(players, 2, RuleSet())
    r.bid(dict.fromkeys(players, 1))
    with pytest.raises(RoundError) as caught:
        r.play("Ben", Card.parse("g3"))
    assert (
        str(caught.value)
        == "trick 1, card 1 'Ben=g3': Ann leads this trick (Ann leads the first trick), not Ben (play.order)"
    )


def test_box_copies_one_unnamed_pirate_too_many_in_a_trick_reads_in_the_singular() -> None:
    """box.copies: five named Pirates leave no unnamed one; one too many is 'an unnamed Pirate'."""
    with pytest.raises(SkrulesError, match=r"^card 6 'pirate': an unnamed Pirate in this trick \(cards 6\)"):
        judge(["rosie", "bendt", "rascal", "juanita", "harry", "pirate", "g1"])


def test_eight_players_whose_rounds_all_fit_are_told_the_guide_s_cap() -> None:
    """setup.cap, ruling.eight-players=eight: Swift 'n' Salty deals 5 cards a round, under the guide's
    8 for eight players; the deal's trace says every round fits, with the cap and the reading cited."""
    sched = schedule(8, RuleSet(), "swift-n-salty")
    assert sched.cards == (5,) * 5
    last = list(sched.trace)[-1]
    assert (last.cites, last.text) == (
        "setup.cap; ruling.eight-players=eight",
        f"Eight players from {sched.deck_size} cards, at most 8 each: every round fits.",
    )


def test_too_many_players_are_told_of_the_expansion_only_without_it() -> None:
    """setup.players, exp.players: nine players overflow the base box, and the Expansion Pack would seat
    them; with the Pack in the deck there is nothing more to offer, and the refusal ends at the rule."""
    with pytest.raises(SkrulesError) as base:
        check_players(9, RuleSet())
    assert str(base.value).endswith("the Expansion Pack seats more (exp.players), and so does ruling.seats=deck")
    full = RuleSet.from_options(deck="all")
    with pytest.raises(SkrulesError) as pack:
        check_players(full.max_players + 1, full)
    assert str(pack.value).endswith(f"this deck seats at most {full.max_players} (setup.players)")
