"""The public Round state machine: verify_* / can_* / the action, with the whole round in view.

Each test names the rule ID it exercises; the property test shows that a round played card by
card (Graybeard's cards flipped) comes to exactly what :func:`skrules.game.play_round` makes of
the same round written trick by trick.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.abilities import Bendt, Harry, Mary, Rosie, parse_ability
from skrules.cards import Card
from skrules.deal import GHOST, rotation, schedule
from skrules.game import GameSpec, RoundSpec, ScoredRow, assemble, play_game, play_round
from skrules.notation import Play, parse_plays
from skrules.round import IllegalPlay, Round, RoundError, leader_fact
from skrules.rules import FULL_BOX, KrakenLeader, MonsterDiscardLeader, Reading, RuleSet
from skrules.scoring import score
from skrules.trick import Verdict, judge

from .conftest import examples
from .test_game_properties import played

ABIL = RuleSet(abilities=True)
ABC = ("Ann", "Ben", "Cat")
Case = tuple[RuleSet, RoundSpec, list[Verdict]]


def tricks(*written: str) -> tuple[tuple[Play, ...], ...]:
    return tuple(tuple(parse_plays(t.split())) for t in written)


def C(text: str) -> Card:
    return Card.parse(text)


def hands(**given: str) -> dict[str, list[Card]]:
    return {name: [C(t) for t in text.split()] for name, text in given.items()}


def three(rules: RuleSet = ABIL, cards: int = 2, **given: str) -> Round:
    r = Round(ABC, cards, rules, hands=hands(**given) or None)
    r.bid(dict.fromkeys(ABC, 1))
    return r


# ------------------------------------------------------------------ bids


def test_cards_wait_for_the_bids_and_the_bids_are_revealed_once() -> None:
    """bid.reveal: every bid is revealed together, before the first card."""
    r = Round(ABC, 2, ABIL)
    assert r.to_play is None
    assert not r.can_play("Ann", C("g5"))
    with pytest.raises(RoundError, match=r"bid\.reveal"):
        r.verify_play("Ann", C("g5"))
    record = r.bid({"Ann": 0, "Ben": 1, "Cat": 2})
    assert dict(record.bids) == {"Ann": 0, "Ben": 1, "Cat": 2}
    assert r.to_play == "Ann"
    assert not r.can_bid({"Ann": 0, "Ben": 0, "Cat": 0})


def test_a_bid_above_the_cards_dealt_names_bid_range() -> None:
    """bid.range: a bid is 0 to the cards dealt."""
    r = Round(ABC, 2, ABIL)
    assert not r.can_bid({"Ann": 3, "Ben": 0, "Cat": 0})
    with pytest.raises(RoundError, match=r"Ann bids 3, but a bid is 0 to 2, the cards dealt \(bid\.range\)"):
        r.bid({"Ann": 3, "Ben": 0, "Cat": 0})
    assert r.can_bid({"Ann": 2, "Ben": 0, "Cat": 0})


# ------------------------------------------------------------------ cards


def test_may_ben_play_g9_now() -> None:
    """play.follow: with the whole round in view, Ben may not play g9 on a purple lead while he holds p3."""
    r = three(Ben="g9 p3")
    r.play("Ann", C("p5"))
    assert not r.can_play("Ben", C("g9"))
    with pytest.raises(IllegalPlay) as info:
        r.verify_play("Ben", C("g9"))
    assert info.value.finding.rule == "play.follow"
    assert info.value.trick == 1
    assert info.value.position == 1
    assert r.can_play("Ben", C("p3"))
    assert r.can_play("Ben", C("p3")) and r.hand("Ben") == (C("g9"), C("p3"))  # asking changes nothing


def test_a_card_the_two_player_game_leaves_out_is_refused_at_its_trick_and_place() -> None:
    """two.cards: the Loot is left out of the two-player game though the deck holds it; asked in the second trick,
    the refusal names that trick and the card's place in it, as the whole trick's refusal does."""
    r = Round(("Ann", "Ben"), 2, RuleSet.from_options(deck="advanced"))
    r.bid({"Ann": 1, "Ben": 1})
    for name, card in (("Ann", "g5"), ("Graybeard", "g2"), ("Ben", "g7")):
        r.play(name, C(card))
    r.play("Ben", C("y4"))
    r.play("Graybeard", C("y2"))
    with pytest.raises(RoundError, match="left out of the two-player game") as info:
        r.verify_play("Ann", C("loot"))
    assert (info.value.trick, info.value.position) == (2, 2)


def test_a_card_out_of_turn_names_play_order() -> None:
    """play.order: the order of play runs clockwise from the leader."""
    r = three()
    with pytest.raises(RoundError, match=r"Ann leads this trick .*\(play\.order\)"):
        r.verify_play("Ben", C("g5"))
    r.play("Ann", C("g5"))
    assert r.to_play == "Ben"
    with pytest.raises(RoundError, match=r"it is Ben's turn: the order of play is Ann, Ben, Cat \(play\.order\)"):
        r.play("Cat", C("g7"))


def test_a_card_not_in_the_hand_names_play_hand() -> None:
    """play.hand: a card is played from its player's hand."""
    r = three(Ann="g5 b9")
    assert not r.can_play("Ann", C("g6"))
    with pytest.raises(IllegalPlay) as info:
        r.play("Ann", C("g6"))
    assert info.value.finding.rule == "play.hand"
    assert r.trick_number == 1 and r.to_play == "Ann"  # the refused card left the round as it was


def test_an_unnamed_pirate_is_played_from_a_hand_holding_a_named_one() -> None:
    """play.hand, box.copies: a Pirate whose name does not matter stands for one of the five, so it
    comes from a hand holding Rosie D'Laney, and takes her out of it; Mary Thorne is not one of them."""
    r = three(Ann="rosie g2")
    assert r.can_play("Ann", C("pirate")) and not r.can_play("Ann", C("bendt"))
    r.play("Ann", C("pirate"))
    assert not r.can_play("Ann", C("rosie"))  # the one Pirate of the hand is gone
    assert not three(RuleSet.from_options(deck="expansion"), Ann="mary g2").can_play("Ann", C("pirate"))


def test_the_last_card_settles_the_trick_and_the_round_is_scored() -> None:
    """next.winner, score.bid: the trick's last card brings its verdict; the winner leads the next trick."""
    r = three(cards=1)
    assert r.play("Ann", C("g5")).verdict is None
    assert r.play("Ben", C("g9")).verdict is None
    last = r.play("Cat", C("g2"))
    assert last.verdict is not None and last.verdict.winner_name == "Ben"
    assert r.to_play is None
    assert not r.can_play("Ann", C("g3"))
    result = r.result()
    assert result.totals == {"Ann": -10, "Ben": 20, "Cat": -10}
    assert result.tricks[0].winner == "Ben"


def test_the_result_waits_for_every_trick() -> None:
    """setup.deal: a round has one trick per card dealt."""
    r = three(cards=1)
    assert not r.can_result()
    with pytest.raises(RoundError, match=r"the round has 1 trick; 0 played so far \(setup\.deal\)"):
        r.result()
    for name, card in (("Ann", "g5"), ("Ben", "g9"), ("Cat", "g2")):
        r.play(name, C(card))
    assert r.can_result()
    assert r.result().tricks[0].winner == "Ben"


# ------------------------------------------------------------------ Graybeard


def test_graybeard_flips_his_top_card_and_his_tigress_is_an_escape() -> None:
    """two.flip, two.tigress, two.order: the ghost plays second, his top card, the Tigress as an Escape."""
    r = Round(("Ann", "Ben"), 2, RuleSet(), ghost=[C("tigress"), C("y3")])
    r.bid({"Ann": 1, "Ben": 1})
    assert not r.can_flip()
    with pytest.raises(RoundError, match=r"two\.order"):
        r.verify_flip()
    r.play("Ann", C("g5"))
    assert r.to_play == GHOST and r.can_flip()
    assert not r.can_play(GHOST, C("y3"))  # not his top card (two.flip)
    record = r.flip()
    assert str(record.play.card) == "tigress:escape"
    r.play("Ben", C("g9"))
    assert r.hand(GHOST) == (C("y3"),)


def test_graybeards_hand_unknown_cannot_be_flipped() -> None:
    """two.flip: without his hand, his card is played by name."""
    r = Round(("Ann", "Ben"), 1, RuleSet())
    r.bid({"Ann": 1, "Ben": 0})
    r.play("Ann", C("g5"))
    with pytest.raises(RoundError, match=r"Graybeard's hand is not given.*\(two\.flip\)"):
        r.flip()
    assert r.can_play(GHOST, C("y3"))


# ------------------------------------------------------------------ abilities


def test_rosie_chooses_who_leads_next() -> None:
    """ability.rosie: the winner with Rosie D'Laney names the next leader."""
    r = three()
    for name, card in (("Ann", "g5"), ("Ben", "g7"), ("Cat", "rosie")):
        r.play(name, C(card))
    assert r.unlocked == (Rosie.pirate,)
    assert not r.can_use(Rosie("Zed"))  # nobody at the table (ability.rosie)
    assert not r.can_use(Harry(1))  # not unlocked (ability.unlock)
    use = r.use(Rosie("Ben"))
    assert (use.player, use.trick) == ("Cat", 1)
    assert not r.unlocked
    assert not r.can_use(Rosie("Ann"))  # once per trick won (ability.unlock)
    assert r.to_play == "Ben"
    with pytest.raises(RoundError, match=r"Ben leads this trick \(Rosie D'Laney's ability: Cat chose Ben to lead\)"):
        r.play("Cat", C("b3"))


def test_mary_must_pick_before_the_next_trick() -> None:
    """mary.power: Mary Thorne's winner must pick a card from a hand before the next trick."""
    rules = RuleSet(modules=FULL_BOX, abilities=True)
    r = three(rules, Ann="g5 b9", Ben="g7 y2", Cat="mary b3")
    for name, card in (("Ann", "g5"), ("Ben", "g7"), ("Cat", "mary")):
        r.play(name, C(card))
    with pytest.raises(RoundError, match=r"must choose a random card from a hand.*\(mary\.power\)"):
        r.verify_play("Cat", C("b3"))
    assert not r.can_end_trick()
    assert not r.can_use(Mary("Ann", C("y2")))  # Ann does not hold y2
    r.use(Mary("Ben", C("y2")))
    r.play("Cat", C("b3"))
    r.play("Ann", C("b9"))
    assert not r.can_play("Ben", C("g7"))  # g7 is already played
    assert r.can_play("Ben", C("y2"))  # forced, whatever the lead


def test_the_card_mary_picked_is_the_only_one_its_holder_may_play() -> None:
    """mary.power: the card Mary Thorne's winner picked from Ben's hand is the card Ben plays in the next trick; any
    other card of his hand, one he might otherwise play, is refused saying which card was picked."""
    rules = RuleSet(modules=FULL_BOX, abilities=True)
    r = three(rules, 3, Ann="g5 b9 g1", Ben="g7 y2 p4", Cat="mary b3 y9")
    for name, card in (("Ann", "g5"), ("Ben", "g7"), ("Cat", "mary")):
        r.play(name, C(card))
    r.use(Mary("Ben", C("y2")))
    r.play("Cat", C("b3"))
    r.play("Ann", C("b9"))
    with pytest.raises(RoundError, match=r"after trick 1 picked y2 from Ben's hand: Ben must play it in this trick"):
        r.verify_play("Ben", C("p4"))
    assert r.can_play("Ben", C("y2"))


def test_the_last_volleys_player_is_told_they_sit_out_the_last_trick_card_by_card() -> None:
    """volley.extra: Ann played the Last Volley and its extra card in trick 1, so she sits out the round's last
    trick; a card she offers there, card by card, is refused saying so, not as a card out of turn."""
    r = Round(ABC, 3, RuleSet(modules=FULL_BOX))
    r.bid(dict.fromkeys(ABC, 1))
    for name, card in (("Ann", "volley"), ("Ben", "g7"), ("Cat", "g9"), ("Ann", "g3")):
        r.play(name, C(card))
    for name, card in (("Cat", "y9"), ("Ann", "y2"), ("Ben", "y1")):
        r.play(name, C(card))
    r.play("Cat", C("b4"))
    with pytest.raises(RoundError, match=r"Ann played the Last Volley and sits out the round's last trick"):
        r.verify_play("Ann", C("g1"))


def test_an_ability_with_no_trick_waiting_names_ability_unlock() -> None:
    """ability.unlock: an ability is used straight after the trick won with its Pirate."""
    r = three()
    assert not r.can_use(Harry(0))
    with pytest.raises(RoundError, match=r"ability\.unlock"):
        r.use(Harry(0))


def test_bendt_is_read_one_way_whichever_format_wrote_it() -> None:
    """ability.bendt: 'bendt +A +B -C -D' and the scenario format's 'bendt draw A B discard C D' are one choice."""
    one = parse_ability("bendt +g3 +y5 -g1 -p2")
    other = parse_ability("bendt draw g3 y5 discard g1 p2")
    assert one == other == Bendt((C("g3"), C("y5")), (C("g1"), C("p2")))
    assert str(other) == "bendt +g3 +y5 -g1 -p2"


# ------------------------------------------------------------------ facts, not the trace


@pytest.mark.parametrize(
    ("tokens", "rule", "reading"),
    [
        (["g5", "g9"], "next.winner", None),
        (["kraken", "g9", "g3"], "kraken.leader", KrakenLeader.WOULD_HAVE_WON),
        (["whale", "escape", "escape"], "whale.discard", MonsterDiscardLeader.MONSTER_PLAYER),
    ],
)
def test_the_rule_that_chose_the_next_leader(tokens: list[str], rule: str, reading: Reading | None) -> None:
    """next.winner, kraken.leader, whale.discard: the round learns who chose the next leader in one place."""
    assert leader_fact(judge(tokens, RuleSet(modules=FULL_BOX))) == (rule, reading)


def test_the_rulings_reading_that_chose_the_next_leader_is_the_rule_sets() -> None:
    """ruling.kraken-leader: the reading comes back as the member the rule set took."""
    rules = RuleSet(modules=FULL_BOX, choices=[KrakenLeader.LEFT_OF_KRAKEN])
    _, reading = leader_fact(judge(["kraken", "g9", "g3"], rules))
    assert reading is KrakenLeader.LEFT_OF_KRAKEN


# ------------------------------------------------------------------ the round as written, card by card


@settings(max_examples=examples(60))
@given(played())
def test_card_by_card_is_the_round_as_written(case: Case) -> None:
    """play.order, two.flip, ability.*: playing a legal round card by card gives play_round's result exactly."""
    rules, spec, _ = case
    written = play_round(spec, rules)
    r = Round(spec.players, len(spec.tricks), rules, leader=spec.leader, hands=spec.hands, ghost=spec.ghost)
    r.bid(spec.bids)
    for k, plays in enumerate(spec.tricks, 1):
        for play in plays:
            assert r.to_play == play.player
            if play.player == GHOST:
                assert r.flip().play.card == play.card
            else:
                assert r.can_play(play.player, play.card)
                r.play(play.player, play.card)
        for ability in spec.choices.get(k, ()):
            assert r.can_use(ability)
            r.use(ability)
    assert r.result().as_dict() == written.as_dict()


# ------------------------------------------------------------------ one game assembler


def test_a_game_holds_rounds_played_and_rounds_given_as_cells() -> None:
    """game.end: one assembler adds up a played round and a score sheet's row alike."""
    rules = RuleSet()
    sched = schedule(3, rules)
    seats = rotation(ABC, len(sched), rules)
    first = play_game(
        GameSpec(ABC, (RoundSpec((), {"Ann": 1, "Ben": 0, "Cat": 0}, tricks("Ann=g5 Ben=g3 Cat=g2")),)), rules
    )
    row = ScoredRow(2, {p: score(2, 0, 0) for p in ABC})
    game = assemble(ABC, sched, seats, [*first.rounds, row], rules)
    assert game.played == first.rounds
    assert game.rounds[1] is row
    assert game.totals == {"Ann": 40, "Ben": 30, "Cat": 30}
    assert game.as_dict()["rounds"] == [first.rounds[0].as_dict()]
    assert game.trace.rules[-1] == "game.end"


def test_unnamed_pirates_and_a_named_one_across_tricks_name_box_copies() -> None:
    """box.copies: five unnamed Pirates in trick 1 leave no copy for Rosie D'Laney in trick 2."""
    players = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
    written = tricks(
        "Ann=pirate Ben=pirate Cat=pirate Dan=pirate Eve=pirate Fay=g1",
        "Ann=rosie Ben=g2 Cat=g3 Dan=g4 Eve=g5 Fay=g6",
    )
    with pytest.raises(
        RoundError, match=r"Pirate is in the round 5 times .* but the box holds 4 copies \(box\.copies\)"
    ):
        play_round(RoundSpec(players, dict.fromkeys(players, 0), written))


def test_a_lead_card_is_checked_as_the_trick_engine_checks_it() -> None:
    """tigress.declare: a Tigress is declared when she is played, the lead card too."""
    r = three()
    assert not r.can_play("Ann", C("tigress"))
    assert r.can_play("Ann", C("tigress:pirate"))
    record = r.play("Ann", C("tigress:pirate"))
    assert (record.trick, record.position) == (1, 0)


def test_a_card_from_an_unknown_hand_counts_against_the_box() -> None:
    """box.copies: the Skull King is one card, whoever's hand it came from."""
    r = three()
    r.play("Ann", C("sk"))
    assert not r.can_play("Ben", C("sk"))
    r.play("Ben", C("g3"))
    assert r.play("Cat", C("g4")).trick == 1
    r.play("Ann", C("g5"))
    with pytest.raises(RoundError, match=r"box\.copies|the box holds"):
        r.play("Ben", C("sk"))


@settings(max_examples=examples(40))
@given(played(), st.randoms(use_true_random=False))
def test_can_play_is_play_and_a_refusal_changes_nothing(case: Case, rng: random.Random) -> None:
    """play.hand, play.follow, play.order, box.copies: can_play says whether play succeeds; a refused play
    leaves the round as it was, whatever card is tried."""
    rules, spec, _ = case
    box = rules.box.cards()
    r = Round(spec.players, len(spec.tricks), rules, leader=spec.leader, hands=spec.hands, ghost=spec.ghost)
    r.bid(spec.bids)
    for k, plays in enumerate(spec.tricks, 1):
        for play in plays:
            wrong = rng.choice(box)
            before = (r.to_play, r.trick_number, r.hand(play.player))
            if not r.can_play(play.player, wrong):  # a legal alternative is left unplayed: the round goes as written
                with pytest.raises(RoundError):
                    r.play(play.player, wrong)
                assert (r.to_play, r.trick_number, r.hand(play.player)) == before
            r.play(play.player, play.card)
        for ability in spec.choices.get(k, ()):
            r.use(ability)
    assert r.can_result()


def test_a_card_refused_in_play_is_quoted_with_its_target() -> None:
    """play.order, plank.remove: Round.play checks the card as written, Walk the Plank's choice
    included, so the refusal quotes ``Ben=plank:Ann`` (a mutant that dropped the target quoted
    ``Ben=plank``)."""
    from skrules.cards import Kind, Module

    r = Round(ABC, 1, RuleSet(modules=frozenset({Module.BASE, Module.PLANK})))
    r.bid({"Ann": 0, "Ben": 0, "Cat": 1})
    with pytest.raises(RoundError, match=r"\(play\.order\)") as err:
        r.play("Ben", Card(Kind.PLANK), "Ann")
    assert err.value.token == "Ben=plank:Ann"
    assert r.to_play == "Ann"  # nothing was played


@pytest.mark.parametrize("players", [("Ann", "Ben", "Ben"), ("Ann", "Ben", "Cat", "Cat", "Dan")])
def test_a_round_seating_a_player_twice_names_that_player(players: tuple[str, ...]) -> None:
    """setup.players: a round whose table seats a player twice is refused naming the player seated twice, not
    the first one at the table."""
    with pytest.raises(RoundError) as caught:
        Round(players, 2, RuleSet())
    twice = players[-1] if players.count(players[-1]) > 1 else "Cat"
    assert str(caught.value).startswith(f"{twice} is seated twice"), str(caught.value)
