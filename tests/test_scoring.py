"""Round scores, rule by rule: classic, Rascal (grapeshot, cannonball), bonuses, alliances, wagers, Harry."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from skrules.bonuses import BONUS_POINTS
from skrules.rules import FULL_BOX, RuleSet, Scoring
from skrules.rulings import RuleId
from skrules.scoring import (
    BONUS_KINDS,
    Ally,
    Award,
    Breakdown,
    Item,
    ScoreError,
    ScoreTable,
    bonus,
    bonus_counts,
    parse_bonus,
    parse_method,
    score,
)

CLASSIC, RASCAL, CANNONBALL = Scoring.CLASSIC, Scoring.RASCAL, Scoring.CANNONBALL
FULL = RuleSet(modules=FULL_BOX).box
AWAY = RuleSet(choices={"rascal-halves": "away-from-zero"})
ROUND_TESTS = settings(suppress_health_check=[HealthCheck.filter_too_much])


def possible(*args: object, **kwargs: object) -> Breakdown:
    """The score of a round, or ``assume(False)`` for a state no round reaches (tested in test_impossible_states)."""
    try:
        return score(*args, **kwargs)  # type: ignore[arg-type]
    except ScoreError:
        assume(False)
        raise


def total(*args: Any, **kwargs: Any) -> int:
    return score(*args, **kwargs).total


# ------------------------------------------------------------------ classic scoring


@pytest.mark.parametrize(("bid", "expected"), [(1, 20), (2, 40), (3, 60), (10, 200)])
def test_score_bid_made_exactly_is_20_per_trick_bid(bid: int, expected: int) -> None:
    """score.bid: a bid of one or more made exactly scores 20 for each trick bid."""
    assert total(10, bid, bid) == expected
    assert score(10, bid, bid).rules == ["score.bid"]


@pytest.mark.parametrize(("bid", "won", "expected"), [(3, 1, -20), (2, 5, -30), (1, 0, -10), (4, 5, -10)])
def test_score_miss_loses_10_per_trick_off_over_or_under(bid: int, won: int, expected: int) -> None:
    """score.miss: a missed bid loses 10 for each trick off, over and under alike."""
    b = score(7, bid, won)
    assert b.total == expected
    assert b.rules == ["score.miss"]
    assert not b.made


@pytest.mark.parametrize("cards", [1, 4, 8, 10])
def test_score_zero_made_is_10_per_card_dealt(cards: int) -> None:
    """score.zero: a zero bid made scores 10 for each card dealt."""
    assert total(cards, 0, 0) == 10 * cards


@pytest.mark.parametrize(("cards", "won"), [(1, 1), (5, 1), (8, 3), (10, 10)])
def test_score_zero_missed_loses_10_per_card_dealt_whatever_the_tricks(cards: int, won: int) -> None:
    """score.zero: a zero bid broken loses 10 for each card dealt, not for each trick taken."""
    b = score(cards, 0, won)
    assert b.total == -10 * cards
    assert b.rules == ["score.zero"]


def test_score_zero_counts_cards_dealt_not_the_round_number() -> None:
    """score.zero (example.zero-bid): round 10 at eight players deals 8 cards: +80, not +100."""
    assert total(8, 0, 0) == 80
    assert total(8, 0, 2) == -80
    assert total(10, 0, 0) == 100
    assert total(10, 0, 1) == -100


def test_score_bonus_paid_on_a_made_bid() -> None:
    """score.bonus: captures pay when the bid is made."""
    b = score(5, 2, 2, awards=[bonus("14"), bonus("black14"), bonus("mermaid")])
    assert b.total == 40 + 10 + 20 + 20
    assert b.rules == ["score.bid", "score.bonus", "bonus.fourteen", "bonus.black-fourteen", "bonus.mermaid"]


def test_score_bonus_forfeited_on_a_missed_bid() -> None:
    """score.bonus: a missed bid earns no bonus, however dramatic the capture."""
    b = score(5, 2, 3, awards=[bonus("king"), bonus("mermaid")])
    assert b.total == -10
    assert "score.bonus" in b.rules
    assert "bonus.king" not in b.rules


def test_score_bonus_on_a_made_zero_bid() -> None:
    """score.bonus: a zero bid made is a made bid; bonuses that reach it (Davy Jones') are paid."""
    assert total(3, 0, 0, awards=[bonus("davy")]) == 30 + 20


def test_expansion_seven_costs_five_on_a_made_bid_only() -> None:
    """exp.seven: an expansion 7 captured is -5 on a made bid; exp.eight: an 8 is +5."""
    assert total(4, 1, 1, awards=[bonus("7")]) == 15
    assert total(4, 1, 1, awards=[bonus("8")]) == 25
    assert total(4, 1, 2, awards=[bonus("7")]) == -10


def test_davy_bonus_needs_the_bid_by_default() -> None:
    """davy.bonus, ruling.davy-needs-bid=made: Davy Jones' +20 is a bonus like any other."""
    b = score(4, 1, 0, awards=[bonus("davy")])
    assert b.total == -10


def test_davy_bonus_paid_whatever_the_bid_under_the_other_reading() -> None:
    """davy.bonus, ruling.davy-needs-bid=always: paid on a missed bid too, and cited."""
    rules = RuleSet(choices={"davy-needs-bid": "always"})
    b = score(4, 2, 0, awards=[bonus("davy", 2, rules)], rules=rules)
    assert b.total == -20 + 40
    item = b.items[-1]
    assert (item.rule, item.ruling, item.reading, item.points) == ("davy.bonus", "ruling.davy-needs-bid", "always", 40)


def test_an_unconditional_award_is_paid_in_full_under_rascal_scoring() -> None:
    """score.rascal-bonus: only bonuses that need the bid are halved; Davy Jones' under 'always' is not."""
    award = Award(RuleId.DAVY_BONUS, 20, "a sea monster", needs_bid=False)
    assert total(4, 1, 2, method=RASCAL, awards=[award]) == 20 + 20
    assert total(4, 1, 3, method=RASCAL, awards=[award]) == 0 + 20
    assert total(4, 1, 3, method=CANNONBALL, awards=[award]) == 20


# ------------------------------------------------------------------ alliances, wagers, Harry


def test_score_alliance_pays_20_when_both_make_their_bids() -> None:
    """score.alliance (guide.loot-both-bids): +20 to each ally when both bids are exact."""
    b = score(3, 1, 1, allies=[Ally("Ben", True)])
    assert b.total == 40
    assert b.rules == ["score.bid", "score.alliance"]


@pytest.mark.parametrize(("won", "partner"), [(1, False), (2, True), (2, False)])
def test_score_alliance_pays_nothing_when_either_ally_misses(won: int, partner: bool) -> None:
    """score.alliance: if either ally misses, neither gets the +20."""
    b = score(3, 1, won, allies=[Ally("Ben", partner)])
    assert b.total == score(3, 1, won).total
    assert b.items[-1].points == 0


def test_score_alliance_two_alliances_pay_twice() -> None:
    """score.alliance: each Loot makes its own alliance."""
    assert total(3, 2, 2, allies=[Ally("Ben", True), Ally("Cat", True)]) == 40 + 40
    assert total(3, 2, 2, allies=[Ally("Ben", True), Ally("Cat", False)]) == 40 + 20


def test_score_alliance_needs_exact_bids_under_rascal_scoring_too() -> None:
    """score.alliance (notes.loot-rascal): under Rascal scoring, off by one is no alliance."""
    assert total(4, 2, 2, method=RASCAL, allies=[Ally("Ben", True)]) == 40 + 20
    assert total(4, 2, 3, method=RASCAL, allies=[Ally("Ben", True)]) == 20
    assert total(4, 2, 2, method=CANNONBALL, allies=[Ally("Ben", True)]) == 60 + 20


@pytest.mark.parametrize("wager", [0, 10, 20])
def test_score_wager_won_on_a_made_bid_and_lost_otherwise(wager: int) -> None:
    """score.wager (ability.rascal): the wager is added on a made bid and taken away otherwise."""
    assert total(5, 2, 2, wager=wager) == 40 + wager
    assert total(5, 2, 3, wager=wager) == -10 - wager
    assert score(5, 2, 2, wager=wager).rules[-1] == "score.wager"


def test_score_wager_lost_when_off_by_one_under_rascal_and_cannonball() -> None:
    """score.wager (notes.rascal-wager): off by even one loses the wager, grapeshot or cannonball."""
    assert total(6, 3, 4, method=RASCAL, wager=20) == 30 - 20
    assert total(6, 3, 3, method=RASCAL, wager=20) == 60 + 20
    assert total(6, 3, 2, method=CANNONBALL, wager=10) == -10


def test_ability_harry_changes_the_bid_before_scoring() -> None:
    """ability.harry: the bid scored is the bid after Harry's change."""
    b = score(3, 1, 2, harry=+1)
    assert (b.bid, b.bid_before, b.total) == (2, 1, 40)
    assert b.rules == ["ability.harry", "score.bid"]
    assert total(3, 1, 2, harry=1) == 40
    assert total(3, 2, 2, harry=0) == 40


def test_ability_harry_can_break_a_made_bid() -> None:
    """ability.harry: changing a made bid misses it."""
    assert total(3, 2, 2, harry=1) == -10


@pytest.mark.parametrize(("bid", "change"), [(0, -1), (3, 1)])
def test_ability_harry_keeps_the_bid_within_the_cards_dealt(bid: int, change: int) -> None:
    """ability.harry, bid.range: the changed bid is still 0 to the cards dealt."""
    with pytest.raises(ScoreError, match="Harry"):
        score(3, bid, 1, harry=change)


# ------------------------------------------------------------------ Rascal scoring


@pytest.mark.parametrize(("won", "expected"), [(3, 60), (2, 30), (4, 30), (1, 0), (5, 0), (6, 0)])
def test_score_rascal_full_half_or_none_of_10_per_card(won: int, expected: int) -> None:
    """score.rascal (example.cannonball): six cards: 60 exact, 30 off by one, 0 off by two or more."""
    b = score(6, 3, won, method=RASCAL)
    assert b.total == expected
    assert b.rules == ["score.rascal"]


def test_score_rascal_potential_is_the_same_whatever_the_bid() -> None:
    """score.rascal: the potential is 10 per card dealt for every bid."""
    assert {total(5, bid, bid, method=RASCAL) for bid in range(6)} == {50}


def test_score_rascal_zero_bid_has_no_special_rule() -> None:
    """score.rascal (example.rascal-zero): bid 0, took 1, four cards dealt: +20."""
    assert total(4, 0, 1, method=RASCAL) == 20
    assert total(4, 0, 0, method=RASCAL) == 40
    assert total(4, 0, 2, method=RASCAL) == 0


def test_score_rascal_bonus_in_full_on_a_direct_hit() -> None:
    """score.rascal-bonus: exact: the bonuses in full."""
    b = score(4, 2, 2, method=RASCAL, awards=[bonus("pirate"), bonus("14")])
    assert b.total == 40 + 40
    assert "score.rascal-bonus" in b.rules


def test_score_rascal_bonus_halved_when_off_by_one() -> None:
    """score.rascal-bonus: off by one: half the bonuses."""
    b = score(4, 2, 3, method=RASCAL, awards=[bonus("pirate"), bonus("14")])
    assert b.total == 20 + 20
    assert b.items[-1].points == 20
    assert b.items[-1].ruling is None  # an even total needs no rounding


def test_score_rascal_bonus_none_when_off_by_two() -> None:
    """score.rascal-bonus: a complete miss earns no bonus."""
    assert total(4, 2, 4, method=RASCAL, awards=[bonus("king")]) == 0


@pytest.mark.parametrize(
    ("awards", "toward", "away"),
    [(["8"], 2, 3), (["7"], -2, -3), (["8", "black14"], 12, 13), (["7", "14"], 2, 3), (["8", "8"], 5, 5)],
)
def test_ruling_rascal_halves_rounds_half_of_an_odd_bonus_total(awards: list[str], toward: int, away: int) -> None:
    """score.rascal-bonus, ruling.rascal-halves: the bonus total is halved once, rounded per the ruling."""
    aw = [bonus(a) for a in awards]
    near = score(4, 1, 2, method=RASCAL, awards=aw)
    far = score(4, 1, 2, method=RASCAL, awards=aw, rules=AWAY)
    assert near.total - 20 == toward
    assert far.total - 20 == away
    odd = sum(a.points for a in aw) % 2 == 1
    assert (near.items[-1].ruling is not None) is odd
    if odd:
        assert (near.items[-1].reading, far.items[-1].reading) == ("toward-zero", "away-from-zero")


def test_score_cannonball_15_per_card_when_exact_else_nothing() -> None:
    """score.cannonball (example.cannonball): six cards: 90 exact, 0 off even by one."""
    assert total(6, 3, 3, method=CANNONBALL) == 90
    assert total(6, 3, 4, method=CANNONBALL) == 0
    assert total(6, 3, 0, method=CANNONBALL) == 0
    assert total(6, 0, 0, method=CANNONBALL) == 90


def test_score_cannonball_bonuses_only_when_exact() -> None:
    """score.cannonball: bonuses need the exact bid; off by one is not half."""
    assert total(4, 1, 1, method=CANNONBALL, awards=[bonus("mermaid")]) == 60 + 20
    assert total(4, 1, 2, method=CANNONBALL, awards=[bonus("mermaid")]) == 0


def test_method_defaults_to_the_rule_sets_scoring() -> None:
    """score.rascal: a rule set scored the Rascal way scores every player so unless told otherwise."""
    assert total(4, 1, 2, rules=RuleSet(scoring=RASCAL)) == 20
    assert total(4, 1, 2, rules=RuleSet(scoring=CANNONBALL)) == 0
    assert total(4, 1, 2, rules=RuleSet(scoring=RASCAL), method="classic") == -10


# ------------------------------------------------------------------ bad numbers


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"cards": 0, "bid": 0, "won": 0}, r"cards dealt is 0.*setup\.deal"),
        ({"cards": 4, "bid": 5, "won": 0}, r"bid is 5.*bid\.range"),
        ({"cards": 4, "bid": -1, "won": 0}, "bid is -1"),
        ({"cards": 4, "bid": 1, "won": 5}, "tricks won is 5"),
        ({"cards": 4, "bid": 1, "won": 1, "wager": 15}, "wagers 0, 10 or 20"),
        ({"cards": 4, "bid": 1, "won": 1, "harry": 2}, "-1, 0 or"),
    ],
)
def test_impossible_numbers_are_refused(kwargs: dict[str, int], message: str) -> None:
    """bid.range: a bid or a result outside the round is bad input, not a score."""
    with pytest.raises(ScoreError, match=message):
        args: dict[str, Any] = dict(kwargs)  # parametrize shares the dict between runs: leave it whole
        score(args.pop("cards"), args.pop("bid"), args.pop("won"), **args)


def test_bonus_names_counts_and_aliases() -> None:
    """bonus.pirate and friends: the names the command line and sheets use."""
    assert bonus("pirate", 2).points == 60
    assert parse_bonus("pirate=2") == bonus("pirate", 2)
    assert parse_bonus("sk").rule == "bonus.king"
    assert (parse_bonus("m").rule, parse_bonus("p=2").points) == ("bonus.mermaid", 60)  # the score pad's codes
    assert parse_bonus("b14").rule == "bonus.black-fourteen"
    assert parse_bonus("7x").points == -5
    assert {k.rule for k in BONUS_KINDS.values()} >= {"bonus.fourteen", "con.bonus", "davy.bonus", "exp.seven"}


@pytest.mark.parametrize(
    ("typed", "rule"),
    [
        ("sirène", "bonus.mermaid"),
        ("Meerjungfrau=2", "bonus.mermaid"),
        ("美人鱼", "bonus.mermaid"),
        ("pirata=3", "bonus.pirate"),
        ("rosie", "bonus.pirate"),
        ("骷髅王", "bonus.king"),
        ("second", "con.bonus"),
        ("fosse", "davy.bonus"),
        ("g14", "bonus.fourteen"),
        ("y14=2", "bonus.fourteen"),
        ("b14", "bonus.black-fourteen"),
        ("g8x", "exp.eight"),
    ],
)
def test_a_bonus_is_named_by_the_card_captured_in_any_language(typed: str, rule: str) -> None:
    """bonus.mermaid, bonus.pirate, bonus.king, con.bonus, davy.bonus, bonus.fourteen, exp.eight: a bonus may be
    named by the card whose capture pays it, as a card is typed in any language (the bonus table's cards and
    takes say which), counted as any bonus is."""
    award = parse_bonus(typed)
    count = int(typed.partition("=")[2] or 1)
    assert (award.rule, award.points) == (rule, BONUS_POINTS[rule] * count)


@pytest.mark.parametrize("typed", ["escape", "fuite", "g5", "kraken", "tigress"])
def test_a_card_whose_capture_pays_no_bonus_is_refused_as_a_bonus(typed: str) -> None:
    """bonus.capture: an Escape, a numbered card below 14, a sea monster or an undeclared Tigress pays no bonus
    of its own: refused, listing the bonuses."""
    with pytest.raises(ScoreError, match="the bonuses are 14, black14, mermaid"):
        parse_bonus(typed)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("pirrate", "did you mean 'pirate'"),
        ("mermaid=3", "at most 2"),
        ("14=x", "NAME=COUNT"),
        ("14=-3", "a bonus is counted from 1"),  # a count below 1 is refused as such, as 14=0 is, not a form error
        ("pirate=-1", "a bonus is counted from 1: leave out a bonus nobody earned"),
        ("pirate=99999999999999999999", "a round brings at most 7 Pirates"),  # a count too long to read is too many
    ],
)
def test_bonus_errors_say_what_is_right(text: str, message: str) -> None:
    """box.copies, bonus.fourteen, bonus.pirate: a bonus misspelt, counted past the deck's copies or below one,
    or written in no form, is refused with what would be right."""
    with pytest.raises(ScoreError, match=message):
        parse_bonus(text)


def test_parse_method() -> None:
    assert parse_method("Grapeshot") is RASCAL
    assert parse_method("cannonball") is CANNONBALL
    with pytest.raises(ScoreError, match="classic, rascal"):
        parse_method("rascals")


def test_breakdown_text_and_dict_carry_the_rule_ids() -> None:
    b = score(5, 2, 2, awards=[bonus("14")], player="Ann")
    text = b.as_text()
    assert text.splitlines()[0] == "Ann: classic scoring, 5 cards dealt, bid 2, won 2: made"
    assert "[score.bid]" in text
    assert text.endswith("total +50")
    d: dict[str, Any] = b.as_dict()
    assert d["total"] == 50
    assert [i["rule"] for i in d["items"]] == ["score.bid", "score.bonus", "bonus.fourteen"]
    assert b.trace.rules == b.rules


# ------------------------------------------------------------------ the table


def _row(**totals: int) -> dict[str, Breakdown]:
    """A round whose scores are the given totals (made zero bids and misses)."""
    out = {}
    for p, t in totals.items():
        out[p] = Breakdown(CLASSIC, 5, 0, 0, (_item(t),), p)
    return out


def _item(points: int) -> Item:
    return Item(RuleId.SCORE_ZERO, "test", points)


def test_game_end_the_highest_total_wins() -> None:
    """game.end: after the last round the highest total wins."""
    table = ScoreTable(("Ann", "Ben"), (_row(Ann=20, Ben=10), _row(Ann=-30, Ben=10)), planned=2)
    assert table.running() == [{"Ann": 20, "Ben": 10}, {"Ann": -10, "Ben": 20}]
    assert table.totals() == {"Ann": -10, "Ben": 20}
    assert table.winner == "Ben"
    assert not table.tie
    assert table.trace.rules == ["game.end"]


def test_game_tie_needs_another_round() -> None:
    """game.tie: tied leaders play another round."""
    table = ScoreTable(("Ann", "Ben", "Cat"), (_row(Ann=40, Ben=40, Cat=10),), planned=1)
    assert table.tie
    assert table.leaders == ("Ann", "Ben")
    assert table.winner is None
    assert table.trace.rules == ["game.end", "game.tie"]
    assert "Ann and Ben play another round" in table.as_text()


def test_a_game_still_going_has_a_leader_and_no_winner() -> None:
    """game.end: before the last round there is a leader, not a winner, and a tie is no tie-break yet."""
    table = ScoreTable(("Ann", "Ben"), (_row(Ann=40, Ben=40),), planned=10)
    assert not table.complete
    assert not table.tie
    assert table.winner is None
    assert "After 1 of 10 rounds Ann and Ben lead with 40" in table.as_text()


def test_table_refuses_a_round_without_every_player() -> None:
    with pytest.raises(ScoreError, match="players are Ann, Ben"):
        ScoreTable(("Ann", "Ben"), (_row(Ann=10),))


# ------------------------------------------------------------------ properties

bids = st.integers(1, 10).flatmap(lambda c: st.tuples(st.just(c), st.integers(0, c), st.integers(0, c)))
positive_awards = st.lists(
    st.sampled_from([k for k in BONUS_KINDS if BONUS_KINDS[k].points > 0]).map(bonus), max_size=5
)
allies = st.lists(st.builds(Ally, st.just("X"), st.booleans()), max_size=2)


@given(bids, st.sampled_from([RASCAL, CANNONBALL]), positive_awards, allies, st.booleans())
@ROUND_TESTS
def test_rascal_scores_are_never_negative(
    cbw: tuple[int, int, int], method: Scoring, awards: list[Award], allies_: list[Ally], unconditional: bool
) -> None:
    """score.rascal, score.cannonball (notes.rascal-zero): with no wager and no negative bonus (no expansion 7),
    a Rascal score, grapeshot or cannonball, is never below zero, however far off the bid."""
    cards, bid, won = cbw
    if unconditional:
        awards = [Award(a.rule, a.points, a.what, needs_bid=False) for a in awards]
    assert possible(cards, bid, won, method=method, awards=awards, allies=allies_).total >= 0


@given(st.integers(1, 10), st.integers(0, 10))
def test_classic_zero_bid_is_plus_or_minus_10_per_card_dealt(cards: int, won: int) -> None:
    """score.zero: a zero bid scores exactly +10 or -10 times the cards dealt."""
    won = min(won, cards)
    assert score(cards, 0, won).total == (10 * cards if won == 0 else -10 * cards)


@given(bids, positive_awards, allies, st.sampled_from([None, 0, 10, 20]))
@ROUND_TESTS
def test_classic_score_adds_up_from_the_rules(
    cbw: tuple[int, int, int], awards: list[Award], allies_: list[Ally], wager: int | None
) -> None:
    """score.bid, score.miss, score.bonus, score.alliance, score.wager: the classic total from first principles."""
    cards, bid, won = cbw
    made = bid == won
    base = (10 * cards if made else -10 * cards) if bid == 0 else (20 * bid if made else -10 * abs(won - bid))
    extras = sum(a.points for a in awards) if made else 0
    extras += 20 * sum(1 for a in allies_ if a.made and made)
    extras += 0 if wager is None else (wager if made else -wager)
    assert possible(cards, bid, won, awards=awards, allies=allies_, wager=wager).total == base + extras


@given(bids, st.sampled_from([CLASSIC, RASCAL, CANNONBALL]), st.sampled_from([-1, 0, 1]))
@ROUND_TESTS
def test_harry_is_the_same_as_bidding_the_changed_bid(cbw: tuple[int, int, int], method: Scoring, change: int) -> None:
    """ability.harry: scoring with Harry's change is scoring the changed bid."""
    cards, bid, won = cbw
    if not 0 <= bid + change <= cards:
        return
    assert (
        possible(cards, bid, won, method=method, harry=change).total
        == score(cards, bid + change, won, method=method).total
    )


@given(bids, st.lists(st.sampled_from(list(BONUS_KINDS)).map(bonus), max_size=6))
@ROUND_TESTS
def test_rascal_half_bonus_is_within_a_point_of_half(cbw: tuple[int, int, int], awards: list[Award]) -> None:
    """score.rascal-bonus, ruling.rascal-halves: off by one pays half the bonus total, rounded by at most half a point,
    toward zero under one reading and away from it under the other."""
    cards, bid, _ = cbw
    won = bid + 1 if bid < cards else bid - 1
    if won < 0:
        return
    full = sum(a.points for a in awards)
    near = possible(cards, bid, won, method=RASCAL, awards=awards).total - 5 * cards
    far = possible(cards, bid, won, method=RASCAL, awards=awards, rules=AWAY, box=FULL).total - 5 * cards
    assert abs(near) <= abs(full) / 2 <= abs(far)
    assert abs(2 * near - full) <= 1
    assert abs(2 * far - full) <= 1


def test_tally_is_score_without_the_checks() -> None:
    """score.bid, score.bonus, score.alliance, score.wager, ability.harry: the Round's entry point
    gives the very breakdown score() gives for a round that passes score()'s checks, and only
    score() refuses an impossible one (bid.range)."""
    from skrules.scoring import tally

    rules = RuleSet()
    awards = [bonus("14"), bonus("mermaid")]
    allies = [Ally("Ben", True)]
    for method in Scoring:
        for won in range(2, 6):  # Harry's and Rascal's Pirates each won a trick
            checked = score(5, 2, won, method=method, awards=awards, allies=allies, wager=10, harry=1, rules=rules)
            fast = tally(method, 5, 2, won, awards, allies, 10, 1, rules, None)
            assert fast == checked and fast.total == checked.total
        assert tally(method, 5, 1, 1, (), (), None, None, rules, "Ann") == score(5, 1, 1, method=method, player="Ann")
    with pytest.raises(ScoreError, match=r"\(bid\.range\)"):
        score(2, 3, 0)


def test_bonus_counts_counts_whole_bonuses_only() -> None:
    """bonus.pirate: awards of one kind add up to a count of captures only when their points make a whole
    number of that bonus (+60 is two Pirates); points that make none (+15, 0) count no capture, so the
    deck's bounds are never checked against a count nobody claimed."""
    pirate = RuleId.BONUS_PIRATE
    assert bonus_counts([bonus("pirate", 2)]) == {pirate: 2}
    assert bonus_counts([Award(pirate, 15, "half a Pirate")]) == {}
    assert bonus_counts([Award(pirate, 0, "no Pirate")]) == {}
    assert bonus_counts([bonus("pirate"), Award(RuleId.SCORE_BID, 20, "a bid made")]) == {pirate: 1}
