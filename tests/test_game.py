"""Deals, whole rounds trick by trick, pirate abilities, the two-player ghost and whole games.

Each test names the rule ID (or ruling) it exercises.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from dataclasses import replace
from typing import Required, TypedDict, TypeVar, Unpack, overload

import pytest

from skrules.abilities import Ability
from skrules.cards import Card
from skrules.deal import (
    GHOST,
    DealError,
    Variant,
    check_players,
    deck,
    parse_variant,
    rotation,
    schedule,
)
from skrules.errors import NotationError
from skrules.game import (
    Bendt,
    GameSpec,
    Harry,
    IllegalPlay,
    Juanita,
    Mary,
    Rascal,
    Rosie,
    RoundError,
    RoundResult,
    RoundSpec,
    parse_choice,
    play_game,
    play_round,
)
from skrules.rules import ADVANCED_GAME, BASE_GAME, FULL_BOX, RuleSet, Scoring
from skrules.scoring import ScoreTable

ABIL = RuleSet(abilities=True)
EXP = RuleSet(modules=FULL_BOX, abilities=True)
ABC = ("Ann", "Ben", "Cat")


Choice = str | Ability | Sequence[str | Ability]  # a trick's choices, as RoundSpec reads them
E = TypeVar("E", bound=RoundError)


class Given(TypedDict, total=False):
    """What a round may give besides its plays and bids, as plain values."""

    dealer: str
    hands: Mapping[str, str]
    ghost: str | None


class Extras(Given, total=False):
    """RoundSpec's other fields, as plain values: the keywords ``rnd`` and ``error`` pass on."""

    cards: int
    choices: Mapping[int, Choice]
    cannonball: Set[str]


class Spec(Given, total=False):
    """A round as the tests write it, no choice made (``GHOST_ROUND``): ``rnd(**spec)``."""

    players: tuple[str, ...]
    tricks: Required[Sequence[str]]
    bids: Required[Mapping[str, int]]


class ChoiceSpec(Spec, total=False):
    """A round with the choices its tricks' winners made (``ROSIE_ROUND``)."""

    choices: Mapping[int, Choice]


def rnd(
    tricks: Sequence[str],
    bids: Mapping[str, int],
    rules: RuleSet = ABIL,
    players: tuple[str, ...] = ABC,
    **kw: Unpack[Extras],
) -> RoundResult:
    return play_round(RoundSpec(players=players, bids=bids, tricks=tricks, **kw), rules)


@overload
def error(
    tricks: Sequence[str],
    bids: Mapping[str, int],
    rules: RuleSet = ...,
    players: tuple[str, ...] = ...,
    *,
    exc: type[E],
    **kw: Unpack[Extras],
) -> E: ...
@overload
def error(
    tricks: Sequence[str],
    bids: Mapping[str, int],
    rules: RuleSet = ...,
    players: tuple[str, ...] = ...,
    **kw: Unpack[Extras],
) -> RoundError: ...
def error(
    tricks: Sequence[str],
    bids: Mapping[str, int],
    rules: RuleSet = ABIL,
    players: tuple[str, ...] = ABC,
    exc: type[RoundError] = RoundError,
    **kw: Unpack[Extras],
) -> RoundError:
    with pytest.raises(exc) as info:
        rnd(tricks, bids, rules, players, **kw)
    return info.value


# ------------------------------------------------------------------ deals


def test_setup_deal_ten_rounds_of_one_to_ten_cards() -> None:
    """setup.deal: round r deals r cards, for ten rounds."""
    s = schedule(4, RuleSet())
    assert s.cards == tuple(range(1, 11))
    assert s.trace.rules == ["setup.deal", "setup.cap"]


@pytest.mark.parametrize(
    ("players", "rules", "cards"),
    [
        (8, RuleSet(), (1, 2, 3, 4, 5, 6, 7, 8, 8, 8)),  # 70 cards: floor(70 / 8) = 8
        (8, RuleSet(modules=ADVANCED_GAME), (1, 2, 3, 4, 5, 6, 7, 8, 8, 8)),  # eight players: 8 at most
        (8, RuleSet(modules=ADVANCED_GAME, choices={"eight-players": "deck"}), (1, 2, 3, 4, 5, 6, 7, 8, 9, 9)),
        (9, RuleSet(modules=FULL_BOX), tuple(range(1, 11))),  # 93 cards: nine play ten full rounds
        (10, RuleSet(modules=FULL_BOX), (1, 2, 3, 4, 5, 6, 7, 8, 9, 9)),
        (11, RuleSet(modules=FULL_BOX), (1, 2, 3, 4, 5, 6, 7, 8, 8, 8)),
        (7, RuleSet(), tuple(range(1, 11))),
    ],
)
def test_setup_cap_every_hand_gets_the_same_number_from_the_deck_in_use(
    players: int, rules: RuleSet, cards: tuple[int, ...]
) -> None:
    """setup.cap, exp.players (notes.deal-cap): floor(deck size / hands) cards at most; 8 for eight players."""
    s = schedule(players, rules)
    assert s.cards == cards
    assert s.deck_size == rules.box.size


def test_setup_cap_explains_which_rounds_are_capped() -> None:
    """setup.cap: the trace names the capped rounds."""
    step = schedule(8, RuleSet()).trace[1]
    assert step.rule == "setup.cap"
    assert "rounds 9 and 10 deal 8" in step.text


@pytest.mark.parametrize(
    ("variant", "cards"),
    [
        ("even-keeled", (2, 4, 6, 8, 10)),
        ("skip-to-the-brawl", (6, 7, 8, 9, 10)),
        ("swift-n-salty", (5, 5, 5, 5, 5)),
        ("broadside-barrage", (10,) * 10),
        ("past-your-bedtime", (1,)),
        ("Swift-n-Salty Skirmish", (5, 5, 5, 5, 5)),
    ],
)
def test_setup_variants(variant: str, cards: tuple[int, ...]) -> None:
    """setup.variants: the card-count variants."""
    s = schedule(4, RuleSet(), variant)
    assert s.cards == cards
    assert s.trace.rules[0] == "setup.variants"


def test_setup_variants_whirlpool_follows_its_ruling() -> None:
    """setup.variants, ruling.whirlpool: two rounds each of 9, 7, 5, 3, 1 by default; one each otherwise."""
    assert schedule(4, RuleSet(), Variant.WHIRLPOOL).cards == (9, 9, 7, 7, 5, 5, 3, 3, 1, 1)
    single = schedule(4, RuleSet(choices={"whirlpool": "single"}), Variant.WHIRLPOOL)
    assert single.cards == (9, 7, 5, 3, 1)
    assert (single.trace[0].ruling, single.trace[0].reading) == ("ruling.whirlpool", "single")


def test_variant_names_suggest_the_right_one() -> None:
    with pytest.raises(DealError, match="did you mean 'whirlpool'"):
        parse_variant("whirlpol")


def test_setup_players_two_to_eight_with_the_base_box() -> None:
    """setup.players: two to eight players; a ninth needs the Expansion Pack (exp.players)."""
    check_players(2, RuleSet())
    check_players(8, RuleSet())
    with pytest.raises(DealError, match="at least"):
        check_players(1, RuleSet())
    with pytest.raises(DealError, match=r"at most 8 \(setup.players\); the Expansion Pack seats more"):
        check_players(9, RuleSet(modules=ADVANCED_GAME))
    check_players(9, RuleSet(modules=FULL_BOX))


def test_two_cards_the_two_player_deck_leaves_cards_out() -> None:
    """two.cards: no Loot, and with the Expansion Pack no Wild 15, Walk the Plank or 0/14 cards."""
    rules = RuleSet(modules=FULL_BOX)
    two = deck(rules, 2)
    assert len(two) == 93 - 2 - 1 - 1 - 4
    assert not {"loot", "wild15", "plank", "g0/14x"} & {c.box_key for c in two}
    assert len(deck(rules, 3)) == 93
    s = schedule(2, rules)
    assert (s.hands, s.deck_size) == (3, 85)


def test_two_cards_the_loot_stays_in_the_two_player_deck_when_the_ruling_keeps_it() -> None:
    """two.cards, ruling.two-player-loot=used: the Loot cards stay in the two-player deck; the Wild 15, Walk the
    Plank and the 0/14s are still left out."""
    rules = RuleSet(modules=FULL_BOX, choices={"two-player-loot": "used"})
    two = deck(rules, 2)
    assert len(two) == 93 - 1 - 1 - 4
    assert sum(c.box_key == "loot" for c in two) == 2
    assert not {"wild15", "plank", "g0/14x"} & {c.box_key for c in two}
    assert schedule(2, rules).deck_size == 87


def test_setup_dealer_rotates_and_the_left_player_leads() -> None:
    """setup.dealer, ruling.dealer=rotate: the deal passes left; the dealer's left leads."""
    seats = rotation(ABC, 4, RuleSet())
    assert [(s.dealer, s.leader) for s in seats] == [("Cat", "Ann"), ("Ann", "Ben"), ("Ben", "Cat"), ("Cat", "Ann")]


def test_setup_dealer_stays_under_the_other_reading() -> None:
    """setup.dealer, ruling.dealer=stay: one dealer all game, so one first leader."""
    seats = rotation(ABC, 3, RuleSet(choices={"dealer": "stay"}), dealer="Ben")
    assert [(s.dealer, s.leader) for s in seats] == [("Ben", "Cat")] * 3


def test_two_order_two_players_take_turns_leading_rounds_whoever_deals() -> None:
    """two.order: the two players alternate leading the rounds, even if one player deals them all."""
    for rules in (RuleSet(), RuleSet(choices={"dealer": "stay"})):
        assert [s.leader for s in rotation(("Ann", "Ben"), 4, rules)] == ["Ann", "Ben", "Ann", "Ben"]


# ------------------------------------------------------------------ a round, trick by trick

ROSIE_ROUND: ChoiceSpec = dict(
    tricks=["Ann=g5 Ben=g7 Cat=rosie", "Ann=b3 Ben=b9 Cat=escape", "Ben=mermaid Cat=sk Ann=y2"],
    bids={"Ann": 0, "Ben": 2, "Cat": 1},
    hands={"Ann": "g5,b3,y2", "Ben": "g7,b9,mermaid", "Cat": "rosie,escape,sk"},
    choices={1: "rosie Ann"},
    dealer="Cat",
)


def test_a_round_played_and_scored() -> None:
    """next.winner, ability.rosie, bonus.king, score.*: a whole round from the deal to the scores."""
    r = rnd(**ROSIE_ROUND)
    assert [t.winner for t in r.tricks] == ["Cat", "Ben", "Ben"]
    assert [t.leader for t in r.tricks] == ["Ann", "Ann", "Ben"]
    assert dict(r.won) == {"Ann": 0, "Ben": 2, "Cat": 1}
    assert r.totals == {"Ann": 30, "Ben": 40 + 40, "Cat": 20}
    assert r.scores["Ben"].rules == ["score.bid", "score.bonus", "bonus.king"]
    assert r.trace.rules[:4] == ["setup.deal", "setup.dealer", "bid.reveal", "bid.range"]
    assert "ability.rosie" in r.trace.rules


def test_next_winner_leads_the_next_trick() -> None:
    """next.winner: without Rosie, the winner of trick 1 (Cat) leads trick 2."""
    spec: ChoiceSpec = {**ROSIE_ROUND, "choices": {}}
    with pytest.raises(RoundError, match=r"trick 2, card 1 'Ann=b3': Cat leads this trick \(Cat won trick 1\)"):
        rnd(**spec)


def test_setup_dealer_first_leader_is_left_of_the_dealer() -> None:
    """setup.dealer: with Ben dealing, Cat leads trick 1."""
    err = error(**ChoiceSpec({**ROSIE_ROUND, "dealer": "Ben"}))
    assert (err.trick, err.position) == (1, 0)
    assert "Cat leads this trick (Cat sits left of the dealer, Ben)" in str(err)


def test_play_order_a_card_out_of_turn_is_refused_with_trick_and_card() -> None:
    """play.order: play goes clockwise from the leader."""
    err = error(["Ann=g5 Cat=g7 Ben=g1"], {"Ann": 0, "Ben": 0, "Cat": 0})
    assert str(err) == "trick 1, card 2 'Cat=g7': it is Ben's turn: the order of play is Ann, Ben, Cat (play.order)"


def test_play_order_every_player_plays_each_trick() -> None:
    """play.order: a trick missing a player is refused."""
    err = error(["Ann=g5 Ben=g7"], {"Ann": 0, "Ben": 0, "Cat": 0})
    assert "Cat has not played" in str(err)
    assert err.trick == 1


def test_a_stranger_at_the_table_is_refused() -> None:
    err = error(["Ann=g5 Ben=g7 Dan=g1"], {"Ann": 0, "Ben": 0, "Cat": 0})
    assert "'Dan' is not at the table" in str(err)


def test_play_hand_a_card_not_in_the_hand() -> None:
    """play.hand: a card is played from the player's own hand."""
    err = error(**ChoiceSpec({**ROSIE_ROUND, "hands": {"Ann": "g6,b3,y2"}}), exc=IllegalPlay)
    assert (err.trick, err.position) == (1, 0)
    assert err.finding.rule == "play.hand"
    assert "Ann's hand (g6, b3, y2) does not hold g5" in str(err)


def test_play_follow_a_numbered_card_must_follow_suit() -> None:
    """play.follow: Ben holds b9 and plays g7 on a black lead."""
    spec: ChoiceSpec = {
        **ROSIE_ROUND,
        "tricks": ["Ann=g5 Ben=b9 Cat=rosie", "Ann=b3 Ben=g7 Cat=escape", "Ben=mermaid Cat=sk Ann=y2"],
    }
    err = error(**spec, exc=IllegalPlay)
    assert (err.trick, err.position, err.token) == (1, 1, "Ben=b9")
    assert err.finding.rule == "play.follow"


def test_hands_must_hold_the_cards_dealt() -> None:
    """setup.deal: every hand holds as many cards as the round deals."""
    err = error(**ChoiceSpec({**ROSIE_ROUND, "hands": {"Ann": "g5,b3"}}))
    assert "Ann's hand holds 2 cards, but 3 are dealt" in str(err)


def test_box_copies_a_card_played_twice_in_a_round() -> None:
    """box.copies: a physical card is played once per round."""
    err = error(["Ann=g5 Ben=g7 Cat=g1", "Ben=g5 Cat=g2 Ann=g3"], {"Ann": 0, "Ben": 1, "Cat": 1})
    assert (err.trick, err.position) == (2, 0)
    assert "green 5 is in the round 2 times (trick 1, card 1; trick 2, card 1)" in str(err)


def test_box_copies_a_played_card_dealt_to_another_hand() -> None:
    """box.copies: the hands and the plays of players without a hand share one box."""
    err: RoundError  # an IllegalPlay, then a RoundError
    err = error(["Ann=g5 Ben=g7 Cat=g1"], {"Ann": 0, "Ben": 0, "Cat": 0}, hands={"Ann": "g1"}, exc=IllegalPlay)
    assert err.finding.rule == "play.hand"
    err = error(["Ann=g1 Ben=g7 Cat=g1"], {"Ann": 0, "Ben": 0, "Cat": 0}, hands={"Ann": "g1"})
    assert "box.copies" in str(err) or "appears 2 times" in str(err)


@pytest.mark.parametrize(
    ("bids", "message"),
    [
        ({"Ann": 0, "Ben": 1}, "Cat has no bid"),
        ({"Ann": 0, "Ben": 0, "Cat": 2}, r"Cat bids 2, but a bid is 0 to 1, the cards dealt \(bid.range\)"),
        ({"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 1}, "a bid is given for 'Dan'"),
        ({"Ann": -1, "Ben": 0, "Cat": 0}, "Ann bids -1"),
    ],
)
def test_bid_range_bids_are_checked(bids: dict[str, int], message: str) -> None:
    """bid.range: every player bids 0 to the cards dealt."""
    with pytest.raises(RoundError, match=message):
        rnd(["Ann=g5 Ben=g7 Cat=g1"], bids)


def test_cards_given_must_match_the_tricks() -> None:
    """setup.deal: a round has one trick per card dealt."""
    with pytest.raises(RoundError, match="deals 2 cards each, so it has 2 tricks; 1 is given"):
        rnd(["Ann=g5 Ben=g7 Cat=g1"], {"Ann": 0, "Ben": 0, "Cat": 0}, cards=2)


def test_setup_cap_a_round_too_big_for_the_deck() -> None:
    """setup.cap: nine hands of eight cards do not fit in 70 cards... with eight players, nine cards do not."""
    players = tuple(f"P{i}" for i in range(1, 9))
    tricks = [" ".join(f"{p}=g1" for p in players)] * 9
    with pytest.raises(RoundError, match=r"9 cards each for 8 hands is 72 cards, but the deck in use has 70"):
        rnd(tricks, dict.fromkeys(players, 0), RuleSet(), players)


def test_kraken_leader_who_would_have_won_leads_next() -> None:
    """kraken.leader, ruling.kraken-leader=would-have-won: Cat's y13 would have won, so Cat leads trick 2."""
    tricks = ["Ann=kraken Ben=y12 Cat=y13", "Cat=g1 Ann=g2 Ben=g3"]
    r = rnd(tricks, {"Ann": 0, "Ben": 1, "Cat": 0}, RuleSet(modules=ADVANCED_GAME))
    assert r.tricks[0].winner is None
    assert r.tricks[0].next_leader == "Cat"
    assert dict(r.won) == {"Ann": 0, "Ben": 1, "Cat": 0}
    step = next(s for s in r.trace if s.rule == "kraken.leader")
    assert (step.ruling, step.reading) == ("ruling.kraken-leader", "would-have-won")


def test_kraken_leader_other_reading() -> None:
    """kraken.leader, ruling.kraken-leader=left-of-kraken: Ben, after the Kraken's player, leads."""
    rules = RuleSet(modules=ADVANCED_GAME, choices={"kraken-leader": "left-of-kraken"})
    r = rnd(["Ann=kraken Ben=y12 Cat=y13", "Ben=g3 Cat=g1 Ann=g2"], {"Ann": 0, "Ben": 1, "Cat": 0}, rules)
    assert r.tricks[0].next_leader == "Ben"


def test_exp_discard_the_leader_leads_again() -> None:
    """exp.discard: a trick with nothing that can win is discarded; its leader leads again."""
    r = rnd(["Ann=davy Ben=stingray Cat=plank", "Ann=g1 Ben=g2 Cat=g3"], {"Ann": 0, "Ben": 0, "Cat": 1}, EXP)
    assert r.tricks[0].winner is None
    assert r.tricks[0].next_leader == "Ann"
    assert "exp.discard" in r.trace.rules


@pytest.mark.parametrize(
    ("reading", "leader"), [("monster-player", "Ben"), ("trick-leader", "Ann"), ("would-have-won", "Cat")]
)
def test_whale_discard_next_leader_per_ruling(reading: str, leader: str) -> None:
    """whale.discard, ruling.monster-discard-leader: who leads after a White Whale trick with no number."""
    rules = RuleSet(modules=ADVANCED_GAME, choices={"monster-discard-leader": reading})
    order = {"Ann": ["Ann", "Ben", "Cat"], "Ben": ["Ben", "Cat", "Ann"], "Cat": ["Cat", "Ann", "Ben"]}[leader]
    second = " ".join(f"{p}=g{i + 1}" for i, p in enumerate(order))
    r = rnd(["Ann=escape Ben=whale Cat=sk", second], {"Ann": 0, "Ben": 0, "Cat": 1}, rules)
    assert r.tricks[0].next_leader == leader
    assert "whale.discard" in r.trace.rules


def test_loot_alliance_carried_to_scoring() -> None:
    """score.alliance, loot.alliance: Cat's Loot allies Cat with Ann; both make their bids: +20 each."""
    tricks = ["Ann=g9 Ben=g7 Cat=loot", "Ann=b3 Ben=b9 Cat=g1"]
    r = rnd(tricks, {"Ann": 1, "Ben": 1, "Cat": 0}, RuleSet(modules=ADVANCED_GAME))
    assert [(a.loot, a.winner, a.trick) for a in r.alliances] == [("Cat", "Ann", 1)]
    assert r.totals == {"Ann": 20 + 20, "Ben": 20, "Cat": 20 + 20}
    missed = rnd(tricks, {"Ann": 2, "Ben": 1, "Cat": 0}, RuleSet(modules=ADVANCED_GAME))
    assert missed.totals == {"Ann": -10, "Ben": 20, "Cat": 20}


def test_score_bonus_from_the_tricks_paid_on_a_made_bid() -> None:
    """bonus.pirate, score.bonus: the Skull King's Pirate is +30 to its winner on a made bid."""
    r = rnd(["Ann=sk Ben=rosie Cat=g1"], {"Ann": 1, "Ben": 0, "Cat": 0}, RuleSet())
    assert r.totals == {"Ann": 20 + 30, "Ben": 10, "Cat": 10}
    assert "captured in trick 1" in r.scores["Ann"].items[-1].text


def test_score_choice_cannonball_per_player_under_rascal_scoring() -> None:
    """score.choice: under Rascal scoring each player chooses grapeshot or cannonball after bidding."""
    rules = RuleSet(scoring=Scoring.RASCAL)
    tricks = ["Ann=g9 Ben=g7 Cat=g1", "Ann=g2 Ben=g3 Cat=g4"]
    r = rnd(tricks, {"Ann": 1, "Ben": 0, "Cat": 0}, rules, cannonball={"Ann", "Cat"})
    assert r.totals == {"Ann": 30, "Ben": 20, "Cat": 0}
    assert r.scores["Ann"].method is Scoring.CANNONBALL
    assert r.scores["Ben"].method is Scoring.RASCAL
    assert "score.choice" in r.trace.rules


def test_score_choice_cannonball_needs_rascal_scoring() -> None:
    """score.choice: cannonball is a Rascal scoring option."""
    with pytest.raises(RoundError, match="cannonball is an option of Rascal scoring"):
        rnd(["Ann=g9 Ben=g7 Cat=g1"], {"Ann": 1, "Ben": 0, "Cat": 0}, RuleSet(), cannonball={"Ann"})


# ------------------------------------------------------------------ abilities


def test_ability_unlock_only_when_abilities_are_played() -> None:
    """ability.unlock: without the abilities, a choice is refused."""
    err = error(**ROSIE_ROUND, rules=RuleSet())
    assert "plays without the pirate abilities" in str(err)
    assert (err.trick, err.token) == (1, "rosie Ann")


def test_ability_unlock_only_by_winning_with_that_pirate() -> None:
    """ability.unlock: capturing Rosie is not winning with her."""
    tricks = ["Ann=sk Ben=rosie Cat=g1"]
    err = error(tricks, {"Ann": 1, "Ben": 0, "Cat": 0}, choices={1: "rosie Ann"})
    assert "won it with no named Pirate" in str(err)


def test_ability_unlock_a_choice_for_another_pirate_is_refused() -> None:
    """ability.unlock: Cat won with Rosie; Bendt's ability is not hers to use."""
    err = error(**ChoiceSpec({**ROSIE_ROUND, "choices": {1: "bendt +p1 +p2 -g5 -b3"}}))
    assert "with no Bendt the Bandit; the abilities unlocked are Rosie D'Laney" in str(err)


def test_ability_unlock_unused_ability_is_noted() -> None:
    """ability.unlock: an ability may go unused."""
    spec: ChoiceSpec = {
        **ROSIE_ROUND,
        "choices": {},
        "tricks": ["Ann=g5 Ben=g7 Cat=rosie", "Cat=escape Ann=b3 Ben=b9", "Ben=mermaid Cat=sk Ann=y2"],
    }
    r = rnd(**spec)
    assert r.uses == ()
    assert any(s.rule == "ability.unlock" and "does not" in s.text for s in r.trace)


def test_ability_rosie_names_anyone_including_herself() -> None:
    """ability.rosie: Cat may choose herself to lead."""
    spec: ChoiceSpec = {
        **ROSIE_ROUND,
        "choices": {1: [Rosie("Cat")]},
        "tricks": ["Ann=g5 Ben=g7 Cat=rosie", "Cat=escape Ann=b3 Ben=b9", "Ben=mermaid Cat=sk Ann=y2"],
    }
    r = rnd(**spec)
    assert r.tricks[0].next_leader == "Cat"
    assert r.uses[0].choice == Rosie("Cat")


def _texts(r: RoundResult) -> list[str]:
    return [s.text for s in r.trace]


def test_ability_rosie_used_the_trick_won_says_no_leader_before_her_choice() -> None:
    """ability.rosie: the round's step for the trick Rosie won does not name a leader her choice then changes."""
    texts = _texts(rnd(**ROSIE_ROUND))
    assert "Trick 1: Cat wins with Rosie D'Laney." in texts
    assert "Trick 1: Cat uses Rosie D'Laney: Ann leads trick 2." in texts
    assert not any("Cat leads trick 2" in t for t in texts)


def test_ability_rosie_unused_her_winner_leads_said_after_the_choice() -> None:
    """ability.rosie, next.winner: left unused, the winner leads, said once the ability was passed over."""
    r = rnd(["Ann=g5 Ben=g7 Cat=rosie", "Cat=escape Ann=b3 Ben=b9"], {"Ann": 0, "Ben": 1, "Cat": 1})
    steps = [(s.rule, s.text) for s in r.trace]
    won = steps.index(("next.winner", "Trick 1: Cat wins with Rosie D'Laney."))
    assert steps[won + 1] == ("ability.unlock", "Trick 1: Cat may use Rosie D'Laney's ability and does not.")
    assert steps[won + 2] == ("next.winner", "Cat leads trick 2.")
    assert r.tricks[0].next_leader == "Cat"


def test_ability_rosie_in_the_last_trick_names_no_leader() -> None:
    """ability.rosie: after the round's last trick nobody leads, so no step says who would."""
    texts = _texts(rnd(["Ann=rosie Ben=g1 Cat=g2"], {"Ann": 1, "Ben": 0, "Cat": 0}))
    assert "Trick 1: Ann wins with Rosie D'Laney." in texts
    assert not any("leads trick 2" in t for t in texts)


def test_a_trick_won_without_rosie_names_its_leader_at_once() -> None:
    """next.winner: with no choice of leader open, the trick's step names who leads next (the step Rosie's changes)."""
    texts = _texts(rnd(["Ann=g5 Ben=g7 Cat=g9", "Cat=escape Ann=b3 Ben=b9"], {"Ann": 0, "Ben": 1, "Cat": 1}))
    assert "Trick 1: Cat wins with the green 9; Cat leads trick 2." in texts


@pytest.mark.parametrize(("choice", "message"), [("rosie Dan", "names 'Dan', who is not one of the players")])
def test_ability_rosie_must_name_a_player(choice: str, message: str) -> None:
    """ability.rosie: the choice names a player at the table."""
    err = error(**ChoiceSpec({**ROSIE_ROUND, "choices": {1: choice}}))
    assert message in str(err)
    assert err.trick == 1


def test_ability_rosie_after_the_last_trick_has_nobody_to_lead() -> None:
    """ability.rosie: no trick follows the round's last."""
    err = error(["Ann=rosie Ben=g1 Cat=g2"], {"Ann": 1, "Ben": 0, "Cat": 0}, choices={1: "rosie Ben"})
    assert "no trick follows" in str(err)


def test_con_powers_con_uses_the_captured_pirates_ability() -> None:
    """con.powers: First Mate Con's winner may use the powers of the Pirates he captures."""
    tricks = ["Ann=con Ben=rosie Cat=g3", "Cat=g1 Ann=g2 Ben=g4"]
    r = rnd(tricks, {"Ann": 1, "Ben": 1, "Cat": 0}, EXP, choices={1: "rosie Cat"})
    assert r.tricks[0].winner == "Ann"
    assert r.uses[0].player == "Ann"
    assert r.tricks[1].leader == "Cat"


BENDT: ChoiceSpec = dict(
    tricks=["Ann=bendt Ben=g2 Cat=g4", "Ann=y1 Ben=g3 Cat=g5"],
    bids={"Ann": 2, "Ben": 0, "Cat": 0},
    hands={"Ann": "bendt,g1", "Ben": "g2,g3", "Cat": "g4,g5"},
    choices={1: "bendt +y1 +y2 -g1 -y2"},
)


def test_ability_bendt_draws_two_and_discards_two() -> None:
    """ability.bendt: Ann draws y1 and y2, discards g1 and y2, and plays y1 next."""
    r = rnd(**BENDT)
    assert r.totals["Ann"] == 40
    use = r.uses[0]
    assert isinstance(use.choice, Bendt)
    assert use.choice.drawn == (Card.parse("y1"), Card.parse("y2"))


def test_ability_bendt_the_discarded_card_is_gone() -> None:
    """ability.bendt: after discarding g1, Ann cannot play it."""
    err = error(**ChoiceSpec({**BENDT, "tricks": ["Ann=bendt Ben=g2 Cat=g4", "Ann=g1 Ben=g3 Cat=g5"]}), exc=IllegalPlay)
    assert (err.trick, err.finding.rule) == (2, "play.hand")


@pytest.mark.parametrize(
    ("choice", "message"),
    [
        ("bendt +g2 +y2 -g1 -y2", "g2 is not among the undealt cards"),
        ("bendt +y1 -g1", "draws 2 cards"),
        ("bendt +y1 +y2 -g1", "discards as many cards as he draws"),
        ("bendt +y1 +y2 -g1 -p9", "holds no p9 to discard"),
    ],
)
def test_ability_bendt_choices_are_checked(choice: str, message: str) -> None:
    """ability.bendt: two cards from the undealt ones, two discarded from the hand."""
    err = error(**ChoiceSpec({**BENDT, "choices": {1: choice}}))
    assert message in str(err)
    assert err.token == str(parse_choice(choice))


def test_ability_rascal_wager_scored_with_the_bid() -> None:
    """ability.rascal, score.wager: Ann wagers 20: +20 on a made bid, -20 otherwise."""
    tricks = ["Ann=rascal Ben=g2 Cat=g4", "Ann=g1 Ben=g3 Cat=g5"]
    won = rnd(tricks, {"Ann": 1, "Ben": 0, "Cat": 1}, choices={1: Rascal(20)})
    assert won.totals["Ann"] == 20 + 20
    lost = rnd(tricks, {"Ann": 0, "Ben": 0, "Cat": 1}, choices={1: "rascal 20"})
    assert lost.totals["Ann"] == -20 - 20  # bid 0, took 1, two cards dealt
    assert lost.scores["Ann"].rules[-1] == "score.wager"


def test_ability_juanita_looks_at_the_undealt_cards_and_changes_nothing() -> None:
    """ability.juanita: the undealt cards are recorded when every hand is known; the round is unchanged."""
    spec: Spec = dict(
        tricks=["Ann=juanita Ben=g2 Cat=g4", "Ann=g1 Ben=g3 Cat=g5"],
        bids={"Ann": 1, "Ben": 0, "Cat": 1},
        hands={"Ann": "juanita,g1", "Ben": "g2,g3", "Cat": "g4,g5"},
    )
    plain = rnd(**spec)
    looked = rnd(**spec, choices={1: Juanita()})
    assert looked.totals == plain.totals
    seen = looked.uses[0].seen
    assert len(seen) == 70 - 6
    assert {"juanita", "g1", "g2", "g3", "g4", "g5"}.isdisjoint(c.box_key for c in seen)
    unknown = rnd(**Spec({**spec, "hands": {}}), choices={1: "juanita"})
    assert unknown.uses[0].seen == ()


def test_ability_harry_after_the_last_trick() -> None:
    """ability.harry: Harry's change may come after the round's last trick, and applies at scoring."""
    tricks = ["Ann=g1 Ben=g2 Cat=g3", "Cat=g4 Ann=harry Ben=g5"]
    r = rnd(tricks, {"Ann": 0, "Ben": 0, "Cat": 1}, choices={2: Harry(1)})
    assert r.final_bids["Ann"] == 1
    assert r.bids["Ann"] == 0
    assert r.totals["Ann"] == 20
    assert r.scores["Ann"].rules[0] == "ability.harry"
    assert "after the last trick" in next(s.text for s in r.trace if s.rule == "ability.harry")


def test_ability_harry_cannot_leave_the_bid_range() -> None:
    """ability.harry, bid.range: a bid of 0 cannot go to -1."""
    err = error(["Ann=harry Ben=g2 Cat=g4"], {"Ann": 0, "Ben": 0, "Cat": 0}, choices={1: "harry -1"})
    assert "cannot take Ann's bid of 0 to -1" in str(err)


MARY: ChoiceSpec = dict(
    tricks=["Ann=mary Ben=g7 Cat=g9", "Ann=y5 Ben=b2 Cat=y9", "Ben=y1 Cat=g4 Ann=y6"],
    bids={"Ann": 2, "Ben": 1, "Cat": 0},
    hands={"Ann": "mary,y5,y6", "Ben": "g7,b2,y1", "Cat": "g9,g4,y9"},
    choices={1: "mary Ben b2"},
)


def test_mary_power_forced_card_is_played_whatever_the_suit_rules() -> None:
    """mary.power: Ben must play b2 in trick 2 though he holds y1 on a yellow lead."""
    r = rnd(**MARY, rules=EXP)
    assert [t.winner for t in r.tricks] == ["Ann", "Ben", "Ann"]
    assert r.totals == {"Ann": 40, "Ben": 20, "Cat": 30}
    assert [s.rule for s in r.trace].count("mary.power") == 2


def test_mary_power_without_the_choice_the_same_play_breaks_suit() -> None:
    """play.follow: without the abilities, Ben's b2 on a yellow lead with y1 in hand is illegal."""
    err = error(**ChoiceSpec({**MARY, "choices": {}}), rules=RuleSet(modules=FULL_BOX), exc=IllegalPlay)
    assert (err.trick, err.position, err.finding.rule) == (2, 1, "play.follow")


def test_mary_power_the_holder_must_play_the_card() -> None:
    """mary.power: the chosen card must be played in the next trick."""
    spec: ChoiceSpec = {**MARY, "choices": {1: "mary Ben y1"}}
    err = error(**spec, rules=EXP)
    assert "must play it in this trick" in str(err)
    assert (err.trick, err.position) == (2, 1)


def test_mary_power_may_pick_from_her_own_players_hand() -> None:
    """mary.power: any hand, her own player's included."""
    tricks = ["Ann=mary Ben=g7 Cat=g9", "Ann=y5 Ben=y1 Cat=y9", "Cat=g4 Ann=y6 Ben=b2"]
    spec: ChoiceSpec = {**MARY, "tricks": tricks, "choices": {1: Mary("Ann", Card.parse("y5"))}}
    r = rnd(**spec, rules=EXP)
    assert [t.winner for t in r.tricks] == ["Ann", "Cat", "Ben"]
    err = error(**ChoiceSpec({**spec, "choices": {1: "mary Ann y6"}}), rules=EXP)
    assert "Ann must play it in this trick" in str(err)


def test_mary_power_card_must_be_in_that_hand() -> None:
    """mary.power: the card comes from the named hand."""
    err = error(**ChoiceSpec({**MARY, "choices": {1: "mary Cat b2"}}), rules=EXP)
    assert "Cat's hand (g4, y9) does not hold b2" in str(err)


LAST_VOLLEY: Spec = dict(
    tricks=["Ann=volley Ben=g7 Cat=g9 Ann=g3", "Cat=y9 Ann=y2 Ben=y1", "Cat=b4 Ben=b2"],
    bids={"Ann": 0, "Ben": 0, "Cat": 3},
    hands={"Ann": "volley,g3,y2", "Ben": "g7,y1,b2", "Cat": "g9,y9,b4"},
)


def test_volley_extra_plays_an_extra_card_and_sits_out_the_last_trick() -> None:
    """volley.extra: Ann adds g3 to trick 1 and sits out trick 3."""
    r = rnd(**LAST_VOLLEY, rules=EXP)
    assert [t.winner for t in r.tricks] == ["Cat", "Cat", "Cat"]
    assert r.totals == {"Ann": 30, "Ben": 30, "Cat": 60}


def test_volley_extra_the_extra_card_is_required() -> None:
    """volley.extra: before the last trick the Last Volley's player adds a card."""
    err = error(
        **Spec({**LAST_VOLLEY, "tricks": ["Ann=volley Ben=g7 Cat=g9", "Cat=y9 Ann=y2 Ben=y1", "Cat=b4 Ben=b2"]}),
        rules=EXP,
    )
    assert (err.trick, err.position) == (1, 0)
    assert "plays one more card after everyone else" in str(err)


def test_volley_extra_the_player_sits_out_the_last_trick() -> None:
    """volley.extra: the Last Volley's player plays no card in the round's last trick."""
    tricks = ["Ann=volley Ben=g7 Cat=g9 Ann=g3", "Cat=y9 Ann=y2 Ben=y1", "Cat=b4 Ann=g1 Ben=b2"]
    err = error(**Spec({**LAST_VOLLEY, "tricks": tricks, "hands": {}}), rules=EXP)
    assert (err.trick, err.position) == (3, 1)
    assert "sits out the round's last trick" in str(err)


def test_volley_extra_in_the_last_trick_adds_nothing_and_sits_out_nothing() -> None:
    """volley.extra: played in the last trick, the Last Volley adds no card."""
    tricks = ["Ann=g3 Ben=g7 Cat=g9", "Cat=y9 Ann=volley Ben=y1"]
    r = rnd(tricks, {"Ann": 0, "Ben": 0, "Cat": 2}, EXP)
    assert r.totals["Cat"] == 40
    bad = ["Ann=g3 Ben=g7 Cat=g9", "Cat=y9 Ann=volley Ben=y1 Ann=g1"]
    with pytest.raises(RoundError, match="last trick the Last Volley adds no card"):
        rnd(bad, {"Ann": 0, "Ben": 0, "Cat": 2}, EXP)


def test_volley_extra_the_next_player_leads_when_the_sitter_would() -> None:
    """volley.extra: Ann won the second-last trick but sits out the last, so Ben, next in turn, leads it."""
    tricks = ["Ann=volley Ben=g7 Cat=g9 Ann=g3", "Cat=y2 Ann=y9 Ben=y1", "Ben=b2 Cat=b4"]
    hands = {"Ann": "volley,g3,y9", "Ben": "g7,y1,b2", "Cat": "g9,y2,b4"}
    r = rnd(tricks, {"Ann": 1, "Ben": 0, "Cat": 2}, EXP, hands=hands)
    assert r.tricks[1].winner == "Ann"
    assert r.tricks[2].leader == "Ben"
    assert r.totals == {"Ann": 20, "Ben": 30, "Cat": 40}


# ------------------------------------------------------------------ two players

TWO = ("Ann", "Ben")
GHOST_ROUND: Spec = dict(
    players=TWO,
    tricks=["Ann=g5 Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=tigress:escape Ben=b9"],
    bids={"Ann": 0, "Ben": 1},
    ghost="g9,tigress",
)


def test_two_ghost_takes_tricks_but_neither_bids_nor_scores() -> None:
    """two.ghost: Graybeard wins trick 1; only Ann and Ben are scored."""
    r = rnd(**GHOST_ROUND, rules=RuleSet())
    assert dict(r.won) == {"Ann": 0, "Ben": 1, GHOST: 1}
    assert set(r.scores) == {"Ann", "Ben"}
    assert r.totals == {"Ann": 20, "Ben": 20}


def test_two_ghost_does_not_bid() -> None:
    """two.ghost: a bid for Graybeard is refused."""
    with pytest.raises(RoundError, match="Graybeard's ghost does not bid"):
        rnd(**Spec({**GHOST_ROUND, "bids": {"Ann": 0, "Ben": 1, GHOST: 1}}), rules=RuleSet())


def test_two_leader_the_player_who_led_leads_after_graybeard_wins() -> None:
    """two.leader, ruling.graybeard-leader=round-leader: Ann led the round; Graybeard took trick 1; Ann leads next."""
    r = rnd(**GHOST_ROUND, rules=RuleSet())
    assert r.tricks[1].leader == "Ann"
    step = next(s for s in r.trace if s.rule == "two.leader")
    assert (step.ruling, step.reading) == ("ruling.graybeard-leader", "round-leader")


def test_two_leader_graybeard_leads_under_the_other_reading() -> None:
    """two.leader, ruling.graybeard-leader=graybeard: Graybeard leads trick 2 himself, the players following."""
    rules = RuleSet(choices={"graybeard-leader": "graybeard"})
    spec: Spec = {**GHOST_ROUND, "tricks": ["Ann=g5 Graybeard=g9 Ben=g7", "Graybeard=tigress:escape Ann=b3 Ben=b9"]}
    r = rnd(**spec, rules=rules)
    assert r.tricks[1].leader == GHOST
    with pytest.raises(RoundError, match="Graybeard leads this trick"):
        rnd(**GHOST_ROUND, rules=rules)


def test_two_order_graybeard_always_plays_second() -> None:
    """two.order: Graybeard's card comes second, whoever leads."""
    spec: Spec = {**GHOST_ROUND, "tricks": ["Ann=g5 Ben=g7 Graybeard=g9", "Ann=b3 Graybeard=tigress:escape Ben=b9"]}
    err = error(**spec, rules=RuleSet())
    assert "Graybeard's ghost always plays second" in str(err)
    assert (err.trick, err.position) == (1, 1)


def test_two_flip_graybeard_plays_his_top_card_and_need_not_follow_suit() -> None:
    """two.flip: his top card, whatever the lead; another card is refused."""
    spec: Spec = {
        **GHOST_ROUND,
        "ghost": "y1,g9",
        "tricks": ["Ann=g5 Graybeard=y1 Ben=g7", "Ben=b3 Graybeard=g9 Ann=b9"],
    }
    r = rnd(**Spec({**spec, "bids": {"Ann": 1, "Ben": 1}}), rules=RuleSet())
    assert [t.winner for t in r.tricks] == ["Ben", "Ann"]
    err = error(**Spec({**GHOST_ROUND, "ghost": "tigress,g9"}), rules=RuleSet())
    assert "flips the top card of his hand, tigress, not g9" in str(err)


def test_two_tigress_graybeards_tigress_is_an_escape() -> None:
    """two.tigress: Graybeard's Tigress plays as an Escape."""
    spec: Spec = {**GHOST_ROUND, "tricks": ["Ann=g5 Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=tigress:pirate Ben=b9"]}
    err = error(**spec, rules=RuleSet())
    assert "Graybeard's Tigress is always an Escape" in str(err)


def test_two_tigress_graybeards_tigress_needs_no_declaration() -> None:
    """two.tigress: Graybeard's Tigress written as it is flipped, undeclared, plays as the Escape she always is for
    him (the FAQ): trick 2 goes to the highest black card, and the trace says why; a player's undeclared Tigress is
    still refused."""
    spec: Spec = {**GHOST_ROUND, "tricks": ["Ann=g5 Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=tigress Ben=b9"]}
    r = rnd(**spec, rules=RuleSet())
    assert [t.winner for t in r.tricks] == [GHOST, "Ben"]
    assert "two.tigress" in [step.rule for step in r.trace]
    players: Spec = {
        **GHOST_ROUND,
        "ghost": None,
        "tricks": ["Ann=g5 Graybeard=g9 Ben=g7", "Ann=tigress Graybeard=b1 Ben=b9"],
    }
    assert "declare the Tigress when she is played" in str(error(**players, rules=RuleSet()))


def test_two_cards_left_out_cards_are_refused() -> None:
    """two.cards: no Loot, Wild 15, Walk the Plank or 0/14 with two players."""
    for card in ("loot", "wild15:g", "plank", "g14x"):
        spec: Spec = {
            **GHOST_ROUND,
            "ghost": None,
            "tricks": [f"Ann={card} Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=g1 Ben=b9"],
        }
        err = error(**spec, rules=RuleSet(modules=FULL_BOX))
        assert "left out of the two-player game (two.cards)" in str(err)


def test_two_ghost_uses_no_ability_and_his_bonuses_go_to_no_one() -> None:
    """two.ghost: Graybeard winning with Rosie uses no ability; his captures score for nobody."""
    spec: Spec = {
        **GHOST_ROUND,
        "ghost": "rosie,tigress",
        "tricks": ["Ann=mermaid Graybeard=rosie Ben=g7", "Ann=b3 Graybeard=tigress:escape Ben=b9"],
    }
    r = rnd(**spec, rules=ABIL)
    assert r.uses == ()
    assert "two.ghost" in [s.rule for s in r.trace if "Trick 1" in s.text]
    leads = [s.text for s in r.trace if "leads trick 2" in s.text]  # two.leader says it once; Rosie's choice is not his
    assert leads == ["Graybeard's ghost would lead next; Ann, who led this round, leads trick 2 instead."]
    err = error(**spec, rules=ABIL, choices={1: "rosie Ben"})
    assert "Graybeard's ghost makes no choices" in str(err)


def test_two_ghost_is_not_a_player_for_rosie() -> None:
    """two.ghost, ability.rosie: Rosie names a player; Graybeard's ghost is not one."""
    spec: Spec = {
        **GHOST_ROUND,
        "ghost": "g9,tigress",
        "tricks": ["Ann=rosie Graybeard=g9 Ben=g7", "Ann=b3 Graybeard=tigress:escape Ben=b9"],
    }
    err = error(**spec, rules=ABIL, choices={1: "rosie Graybeard"})
    assert "Graybeard's ghost is not a player" in str(err)


# ------------------------------------------------------------------ choices as text


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        ("rosie Ben", Rosie("Ben")),
        ("rosie: Ben", Rosie("Ben")),
        ("Rosie-D-Laney: Ben", Rosie("Ben")),
        ("bendt +g3 +y5 -g1 -p2", Bendt((Card.parse("g3"), Card.parse("y5")), (Card.parse("g1"), Card.parse("p2")))),
        ("rascal 20", Rascal(20)),
        ("juanita", Juanita()),
        ("harry -1", Harry(-1)),
        ("harry: +1", Harry(1)),
        ("mary Ben tigress", Mary("Ben", Card.parse("tigress"))),
    ],
)
def test_parse_choice_round_trips(text: str, choice: Ability) -> None:
    assert parse_choice(text) == choice
    assert parse_choice(str(choice)) == choice


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rascal 15", "rascal 0|10|20"),
        ("harry 2", "harry -1|0|[+]1"),
        ("sk Ben", "not a Pirate with an ability"),
        ("bendt g3", r"\+CARD"),
        ("", "empty"),
    ],
)
def test_parse_choice_errors(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_choice(text)


# ------------------------------------------------------------------ games


def test_play_game_rotates_the_deal_and_adds_up_the_rounds() -> None:
    """setup.dealer, game.end: round 2 is dealt by Ann and led by Ben; the totals add up."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0, "Cat": 1}, ["Ann=g1 Ben=g2 Cat=g3"])
    r2 = RoundSpec(
        (),
        {"Ann": 0, "Ben": 1, "Cat": 1},
        ["Ben=b9 Cat=g1 Ann=g2", "Ben=y1 Cat=y5 Ann=y3"],
    )
    g = play_game(GameSpec(ABC, [r1, r2]), RuleSet())
    assert [r.leader for r in g.played] == ["Ann", "Ben"]
    assert [r.dealer for r in g.played] == ["Cat", "Ann"]
    assert g.totals == {"Ann": 10 + 20, "Ben": 10 + 20, "Cat": 20 + 20}
    assert g.winner is None  # eight rounds still to play
    assert g.table.leaders == ("Cat",)


def test_play_game_checks_each_rounds_leader() -> None:
    """setup.dealer: round 2 is led by Ben, left of Ann who deals it."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0, "Cat": 1}, ["Ann=g1 Ben=g2 Cat=g3"])
    r2 = RoundSpec(
        (),
        {"Ann": 0, "Ben": 1, "Cat": 1},
        ["Ann=g2 Ben=b9 Cat=g1", "Ben=y1 Cat=y5 Ann=y3"],
    )
    with pytest.raises(RoundError, match=r"round 2, trick 1, card 1 'Ann=g2': Ben leads this trick"):
        play_game(GameSpec(ABC, [r1, r2]), RuleSet())
    with pytest.raises(RoundError, match="round 2 deals 2 cards, so it has 2 tricks; 1 given"):
        play_game(GameSpec(ABC, [r1, r1]), RuleSet())


def test_game_tie_two_players_tied_after_the_only_round() -> None:
    """game.tie, two.order: Past Your Bedtime is one round of one card; a tie needs another round."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0}, ["Ann=g1 Graybeard=g9 Ben=g2"])
    g = play_game(GameSpec(TWO, [r1], Variant.PAST_YOUR_BEDTIME), RuleSet())
    assert g.tie
    assert g.totals == {"Ann": 10, "Ben": 10}
    assert g.trace.rules[-2:] == ["game.end", "game.tie"]


def test_game_end_winner_after_the_last_round() -> None:
    """game.end: the highest total after the last round wins."""
    r1 = RoundSpec((), {"Ann": 1, "Ben": 0}, ["Ann=g10 Graybeard=g9 Ben=g2"])
    g = play_game(GameSpec(TWO, [r1], Variant.PAST_YOUR_BEDTIME), RuleSet())
    assert (g.winner, g.tie) == ("Ann", False)


@pytest.mark.parametrize(
    ("planned", "said"),
    [
        (None, "No round is scored yet."),
        (1, "No round is scored yet: 1 round to play."),
        (10, "No round is scored yet: 10 rounds to play."),
    ],
)
def test_game_end_before_the_first_round_names_no_leader(planned: int | None, said: str) -> None:
    """game.end: a game with no round scored has no leader and no winner; it says what is left to play (Past Your
    Bedtime's one round in the singular), not that everyone leads with 0 after round 0."""
    table = ScoreTable(("Ann", "Ben", "Cat"), (), planned)
    assert (table.complete, table.winner) == (False, None)
    assert [(step.rule, step.text) for step in table.trace] == [("game.end", said)]


def test_play_game_refuses_rounds_beyond_the_schedule() -> None:
    """game.tie: the tie-break round is outside the game's schedule."""
    r1 = RoundSpec((), {"Ann": 0, "Ben": 0}, ["Ann=g1 Graybeard=g9 Ben=g2"])
    with pytest.raises(DealError, match="Past Your Bedtime has 1"):
        play_game(GameSpec(TWO, [r1, replace(r1)], Variant.PAST_YOUR_BEDTIME), RuleSet())


def test_round_spec_accepts_plain_values() -> None:
    """RoundSpec takes strings, lists of tokens and Play values alike."""
    from skrules.notation import parse_plays

    a = RoundSpec(
        ABC,
        {"Ann": 0, "Ben": 0, "Cat": 1},
        ["Ann=g1 Ben=g2 Cat=g3"],
        choices={1: "juanita"},
    )
    b = RoundSpec(
        ABC,
        {"Ann": 0, "Ben": 0, "Cat": 1},
        [["Ann=g1", "Ben=g2", "Cat=g3"]],
        choices={1: [Juanita()]},
    )
    c = RoundSpec(
        ABC,
        {"Ann": 0, "Ben": 0, "Cat": 1},
        [parse_plays(["Ann=g1", "Ben=g2", "Cat=g3"])],
        choices={1: (Juanita(),)},
    )
    assert a.tricks == b.tricks == c.tricks
    assert a.choices == b.choices == c.choices
    with pytest.raises(RoundError, match="trick 1, card 2 'Ben=g99'"):
        RoundSpec(ABC, {}, ["Ann=g1 Ben=g99 Cat=g3"])


def test_round_result_as_dict_is_plain_data() -> None:
    import json

    r = rnd(**ROSIE_ROUND)
    data = json.loads(json.dumps(r.as_dict()))
    assert data["totals"] == {"Ann": 30, "Ben": 80, "Cat": 20}
    assert data["tricks"][0]["uses"][0]["choice"] == "rosie Ann"


def test_base_game_rules_default_to_the_cards_named() -> None:
    """play_round without a rule set uses the smallest deck holding the cards."""
    r = play_round(
        RoundSpec(ABC, {"Ann": 0, "Ben": 0, "Cat": 0}, ["Ann=kraken Ben=g2 Cat=g3"]),
    )
    assert r.rules.modules >= BASE_GAME
    assert r.tricks[0].winner is None


@pytest.mark.parametrize(
    "module", ["skrules.game", "skrules.round", "skrules.abilities", "skrules.scoring", "skrules.deal"]
)
def test_module_docstring_examples_run(module: str) -> None:
    """The API examples in the module docstrings are executed, so they cannot go stale."""
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0


def _whole_deck_round(first: list[str], rules: RuleSet) -> list[str]:
    """Seven players, ten cards each: all 70 cards of the base game dealt, nothing left undealt.

    The first trick is given; the others use up the rest of the deck, each led by whoever the
    trick before says.
    """
    from skrules.cards import Box, Kind
    from skrules.trick import judge

    players = [f"P{i}" for i in range(1, 8)]
    used = {Card.parse(t.split("=")[1]).box_key for t in first}
    rest = [c for c in Box().cards() if c.box_key not in used]
    words = ["tigress:escape" if c.kind is Kind.TIGRESS else str(c) for c in rest]
    tricks = [" ".join(first)]
    leader = judge(first, rules).next_leader_name
    for k in range(9):
        i = players.index(leader)
        order = players[i:] + players[:i]
        plays = [f"{p}={w}" for p, w in zip(order, words[k * 7 : (k + 1) * 7], strict=True)]
        tricks.append(" ".join(plays))
        leader = judge(plays, rules).next_leader_name
    return tricks


def test_ability_bendt_draws_what_is_left_when_fewer_than_two_cards_are_undealt() -> None:
    """ability.bendt: with all 70 cards dealt to seven players, Bendt draws (and discards) nothing."""
    first = ["P1=bendt", "P2=g1", "P3=g2", "P4=g3", "P5=g4", "P6=g5", "P7=g6"]
    tricks = _whole_deck_round(first, ABIL)
    players = tuple(f"P{i}" for i in range(1, 8))
    bids = dict.fromkeys(players, 0)
    # deliberate: RoundSpec reads the tricks and the choices as text (see "games" above)
    r = play_round(RoundSpec(players, bids, tricks, choices={1: "bendt"}), ABIL)
    assert r.uses[0].choice == Bendt((), ())
    with pytest.raises(RoundError, match=r"draws 0 cards \(the undealt cards left: 0\), not 2"):
        play_round(
            RoundSpec(players, bids, tricks, choices={1: "bendt +y1 +y2 -g1 -g2"}),
            ABIL,
        )


def test_a_hand_given_as_a_list_of_tokens_is_read_card_by_card() -> None:
    """play.hand: a hand may be one text (``"g14 y3"``) or a list of tokens (``["g14", "y3"]``), as a trick may;
    a play the hand does not hold is refused by the list as by the text, and a token that is no card names the
    player's hand."""

    def spec(hands: Mapping[str, str | Sequence[Card | str]]) -> RoundSpec:
        return RoundSpec(("Ann", "Ben", "Cat"), {"Ann": 1, "Ben": 0, "Cat": 0}, ["Ann=g14 Ben=y3 Cat=g2"], hands=hands)

    result = play_round(spec({"Ann": ["g14"], "Ben": [Card.parse("y3")], "Cat": "g2"}))
    assert {p: b.total for p, b in result.scores.items()} == {"Ann": 30, "Ben": 10, "Cat": 10}
    with pytest.raises(IllegalPlay, match=r"Ann's hand \(g13\) does not hold g14"):
        play_round(spec({"Ann": ["g13"], "Ben": ["y3"], "Cat": ["g2"]}))
    with pytest.raises(RoundError, match=r"Ann's hand: .*'zz': not a card"):
        spec({"Ann": ["zz"], "Ben": ["y3"], "Cat": ["g2"]})


def test_a_bad_card_in_a_numbered_rounds_trick_names_the_round() -> None:
    """play.order: a RoundSpec of round 3 whose trick holds a card that does not read says the round, the trick
    and the card, as a hand that does not read says the round."""
    bids = {"Ann": 0, "Ben": 0}
    with pytest.raises(RoundError) as info:
        RoundSpec(("Ann", "Ben"), bids, ["Ann=zz Ben=g5"], number=3)
    assert (str(info.value), info.value.round, info.value.trick) == (
        "round 3, trick 1, card 1 'Ann=zz': not a card",
        3,
        1,
    )
    with pytest.raises(RoundError, match=r"^round 3: Ann's hand: "):
        RoundSpec(("Ann", "Ben"), bids, ["Ann=g5 Ben=g7"], hands={"Ann": "zz", "Ben": "g7"}, number=3)
