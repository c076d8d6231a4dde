"""Round scores pinned to exact values: each scoring rule's points, edges, lines and texts.

Every case states the rule it exercises; the values are the ones the rule book gives (bid 0, off by
one, exact, halves of odd bonus totals), so a change to a rule's arithmetic or wording shows here.
"""

from __future__ import annotations

from typing import Any

import pytest

from skrules.render import plain_sheet
from skrules.rules import RascalHalves, RuleSet, Scoring
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
    method_label,
    parse_bonus,
    parse_method,
    score,
)

CLASSIC, RASCAL, CANNONBALL = Scoring.CLASSIC, Scoring.RASCAL, Scoring.CANNONBALL
TOWARD = RuleSet(choices={"rascal-halves": "toward-zero"})
AWAY = RuleSet(choices={"rascal-halves": "away-from-zero"})


def lines(b: Breakdown) -> list[tuple[str, int, str]]:
    return [(i.rule, i.points, i.text) for i in b.items]


# ------------------------------------------------------------------ the bonus kinds


@pytest.mark.parametrize(
    ("name", "rule", "each", "one", "many", "most", "held"),
    [
        ("14", RuleId.BONUS_FOURTEEN, 10, "a green, purple or yellow 14 captured", "14s captured", 3,
         "green, purple and yellow 14s"),
        ("black14", RuleId.BONUS_BLACK_FOURTEEN, 20, "the black 14 captured", "black 14s captured", 1, "black 14"),
        ("mermaid", RuleId.BONUS_MERMAID, 20, "a Mermaid taken by a Pirate", "Mermaids taken by a Pirate", 2,
         "Mermaids"),
        ("pirate", RuleId.BONUS_PIRATE, 30, "a Pirate taken by the Skull King", "Pirates taken by the Skull King", 7,
         "Pirates (the Tigress included)"),
        ("king", RuleId.BONUS_KING, 40, "the Skull King taken by a Mermaid", "Skull Kings taken", 1, "Skull King"),
        ("con", RuleId.CON_BONUS, 30, "First Mate Con taken", "First Mate Cons taken", 1, "First Mate Con"),
        ("8", RuleId.EXP_EIGHT, 5, "an expansion 8 captured", "expansion 8s captured", 4, "expansion 8s"),
        ("7", RuleId.EXP_SEVEN, -5, "an expansion 7 captured", "expansion 7s captured", 4, "expansion 7s"),
        ("davy", RuleId.DAVY_BONUS, 20, "a sea monster destroyed by Davy Jones",
         "sea monsters destroyed by Davy Jones", 3, "sea monsters (Kraken, White Whale, Spotted Stingray)"),
    ],
)  # fmt: skip
def test_bonus_kinds_points_and_box_copies_bounds(
    name: str, rule: RuleId, each: int, one: str, many: str, most: int, held: str
) -> None:
    """bonus.* and box.copies: each bonus's points, names, and the most a round brings (1 to most), said with
    the cards the deck holds ("1 to 3 green, purple and yellow 14s"; "at most 1 black 14", never "1 to 1")."""
    kind = BONUS_KINDS[name]
    assert (kind.name, kind.rule, kind.points, kind.one, kind.many, kind.most) == (name, rule, each, one, many, most)
    assert bonus(name) == Award(rule, each, one, True)
    assert bonus(name, most).points == each * most
    if most > 1:
        assert bonus(name, most).what == f"{most} {many}"
        assert bonus(name, 2) == Award(rule, 2 * each, f"2 {many}", True)
    with pytest.raises(ScoreError) as err:
        bonus(name, most + 1)
    brings = f"at most {most}"
    assert err.value.message == f"a round brings {brings} {held}: the fullest deck holds {most} (box.copies)"
    assert err.value.token == f"{name}={most + 1}"
    for count in (0, -1):
        with pytest.raises(ScoreError) as err:
            bonus(name, count)
        assert err.value.message == "a bonus is counted from 1: leave out a bonus nobody earned"
        assert err.value.token == f"{name}={count}"


def test_bonus_kinds_in_sheet_order() -> None:
    """bonus.*: the names listed in refusals, in the order the score sheet writes them."""
    assert list(BONUS_KINDS) == ["14", "black14", "mermaid", "pirate", "king", "con", "8", "7", "davy"]


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("fourteen", "14"),
        ("g14", "14"),
        ("p14", "14"),
        ("y14", "14"),
        ("b14", "black14"),
        ("black-14", "black14"),
        ("mermaids", "mermaid"),
        ("pirates", "pirate"),
        ("sk", "king"),
        ("skull-king", "king"),
        ("skullking", "king"),
        ("first-mate", "con"),
        ("eight", "8"),
        ("8x", "8"),
        ("seven", "7"),
        ("7x", "7"),
        ("davy-jones", "davy"),
        ("locker", "davy"),
        ("  PIRATE ", "pirate"),
        (" Skull-King", "king"),
    ],
)
def test_bonus_aliases_name_the_bonus_kind(alias: str, name: str) -> None:
    """bonus.*: the aliases a sheet or command line may write, trimmed and in any case."""
    assert bonus(alias) == bonus(name)
    assert parse_bonus(alias) == bonus(name)


@pytest.mark.parametrize(
    ("text", "message", "token"),
    [
        (
            "pirrate",
            "did you mean 'pirate'? the bonuses are 14, black14, mermaid, pirate, king, con, 8, 7, davy",
            "pirrate",
        ),
        ("zzzzz", "the bonuses are 14, black14, mermaid, pirate, king, con, 8, 7, davy", "zzzzz"),
        ("pirate=", "write a bonus as NAME or NAME=COUNT, e.g. pirate=2", "pirate="),
        ("pirate=x", "write a bonus as NAME or NAME=COUNT, e.g. pirate=2", "pirate=x"),
        ("pirate=\u00b2", "write a bonus as NAME or NAME=COUNT, e.g. pirate=2", "pirate=\u00b2"),
        (
            "pirate=1234567",
            "a round brings at most 7 Pirates (the Tigress included): the fullest deck holds 7 (box.copies)",
            "pirate=1234567",
        ),
        ("pirate=-1234567", "a bonus is counted from 1: leave out a bonus nobody earned", "pirate=-1234567"),
        (
            "pirate=123456",
            "a round brings at most 7 Pirates (the Tigress included): the fullest deck holds 7 (box.copies)",
            "pirate=123456",
        ),
        (
            "14=0",
            "a bonus is counted from 1: leave out a bonus nobody earned",
            "14=0",
        ),
    ],
)
def test_bonus_refusals_say_what_is_right(text: str, message: str, token: str) -> None:
    """box.copies and the bonus names: a bad bonus is refused with the right names and bounds."""
    with pytest.raises(ScoreError) as err:
        parse_bonus(text)
    assert err.value.message == message
    assert err.value.token == token


@pytest.mark.parametrize(
    ("text", "points", "what"),
    [
        ("pirate=2", 60, "2 Pirates taken by the Skull King"),
        (" 14 = 3 ", 30, "3 14s captured"),
        ("mermaid=1", 20, "a Mermaid taken by a Pirate"),
        ("8=04", 20, "4 expansion 8s captured"),
    ],
)
def test_parse_bonus_name_and_count(text: str, points: int, what: str) -> None:
    """bonus.*: NAME=COUNT pays the bonus COUNT times."""
    award = parse_bonus(text)
    assert (award.points, award.what, award.needs_bid) == (points, what, True)


@pytest.mark.parametrize("count", [True, 2.0, "2", None])
def test_bonus_count_must_be_an_int(count: object) -> None:
    """box.copies: a count that is not an int is a programming error, not a round."""
    with pytest.raises(TypeError) as err:
        bonus("pirate", count)  # type: ignore[arg-type]  # the wrong type is the point
    assert str(err.value) == f"bonus count must be an int, not {type(count).__name__}"


@pytest.mark.parametrize(("reading", "needs_bid"), [("made", True), ("always", False)])
def test_ruling_davy_needs_bid_decides_whether_the_award_needs_the_bid(reading: str, needs_bid: bool) -> None:
    """davy.bonus, ruling.davy-needs-bid: the Locker's bonus is paid on the bid, or whatever the bid."""
    rules = RuleSet(choices={"davy-needs-bid": reading})
    assert bonus("davy", 2, rules) == Award(RuleId.DAVY_BONUS, 40, "2 sea monsters destroyed by Davy Jones", needs_bid)
    assert parse_bonus("davy=2", rules).needs_bid is needs_bid
    # no other bonus depends on the ruling
    assert bonus("pirate", 1, rules).needs_bid is True


@pytest.mark.parametrize(
    ("text", "method"),
    [("classic", CLASSIC), ("Rascal", RASCAL), (" grapeshot ", RASCAL), ("CANNONBALL", CANNONBALL)],
)
def test_parse_method_words(text: str, method: Scoring) -> None:
    """score.rascal, score.cannonball: the scoring methods' names."""
    assert parse_method(text) is method


def test_parse_method_refuses_other_words() -> None:
    with pytest.raises(ScoreError) as err:
        parse_method("grape")
    assert (err.value.message, err.value.token) == ("the scoring is classic, rascal (grapeshot) or cannonball", "grape")


@pytest.mark.parametrize(
    ("method", "label"),
    [
        (CLASSIC, "classic scoring"),
        (RASCAL, "Rascal scoring (grapeshot)"),
        (CANNONBALL, "Rascal scoring (cannonball)"),
    ],
)
def test_method_label_names_the_scoring(method: Scoring, label: str) -> None:
    """score.rascal, score.cannonball: the headline names the method."""
    assert method_label(method) == label
    assert score(3, 1, 1, method=method).headline == f"{label}, 3 cards dealt, bid 1, won 1: made"
    assert score(3, 1, 1, method=method.value).method is method


def test_score_refuses_an_unknown_method() -> None:
    with pytest.raises(ScoreError) as err:
        score(3, 1, 1, method="grape")
    assert err.value.message == "the scoring is classic, rascal or cannonball, not 'grape'"


@pytest.mark.parametrize("method", [CLASSIC, RASCAL, CANNONBALL])
def test_method_defaults_to_the_rule_sets_scoring(method: Scoring) -> None:
    """score.rascal: with no method said, the rule set's scoring is used."""
    rules = RuleSet(scoring=method)
    assert score(3, 1, 1, rules=rules).method is method


# ------------------------------------------------------------------ classic scoring


@pytest.mark.parametrize(
    ("cards", "bid", "won", "rule", "pts", "text"),
    [
        (1, 0, 0, "score.zero", 10, "bid 0 made: 10 x 1 card dealt"),
        (7, 0, 0, "score.zero", 70, "bid 0 made: 10 x 7 cards dealt"),
        (1, 0, 1, "score.zero", -10, "bid 0 missed, 1 won: -10 x 1 card dealt"),
        (6, 0, 2, "score.zero", -60, "bid 0 missed, 2 won: -10 x 6 cards dealt"),
        (5, 1, 1, "score.bid", 20, "bid 1 made exactly: 20 x 1 trick bid"),
        (5, 3, 3, "score.bid", 60, "bid 3 made exactly: 20 x 3 tricks bid"),
        (5, 3, 2, "score.miss", -10, "bid 3, won 2: -10 x 1 trick off"),
        (5, 3, 4, "score.miss", -10, "bid 3, won 4: -10 x 1 trick off"),
        (5, 1, 0, "score.miss", -10, "bid 1, won 0: -10 x 1 trick off"),
        (5, 1, 4, "score.miss", -30, "bid 1, won 4: -10 x 3 tricks off"),
        (9, 9, 0, "score.miss", -90, "bid 9, won 0: -10 x 9 tricks off"),
    ],
)
def test_classic_bid_zero_exact_and_off_by(cards: int, bid: int, won: int, rule: str, pts: int, text: str) -> None:
    """score.zero, score.bid, score.miss: the classic line for bid 0, an exact bid, and a miss."""
    b = score(cards, bid, won, method=CLASSIC)
    assert lines(b) == [(rule, pts, text)]
    assert (b.total, b.made, b.off) == (pts, bid == won, abs(bid - won))


def test_classic_bonuses_paid_on_a_made_bid() -> None:
    """score.bonus: a made bid is paid its bonuses, line by line."""
    b = score(5, 2, 2, awards=[bonus("14"), bonus("mermaid")])
    assert lines(b) == [
        ("score.bid", 40, "bid 2 made exactly: 20 x 2 tricks bid"),
        ("score.bonus", 0, "the bid is made, so the bonuses are paid"),
        ("bonus.fourteen", 10, "a green, purple or yellow 14 captured"),
        ("bonus.mermaid", 20, "a Mermaid taken by a Pirate"),
    ]
    assert b.total == 70


def test_classic_bonuses_forfeited_on_a_missed_bid() -> None:
    """score.bonus: a missed bid forfeits every bonus, and says which."""
    b = score(5, 2, 3, awards=[bonus("14"), bonus("7", 2)])
    assert lines(b) == [
        ("score.miss", -10, "bid 2, won 3: -10 x 1 trick off"),
        (
            "score.bonus",
            0,
            "the bid is missed, so no bonus is paid (+10 for a green, purple or yellow 14 captured, "
            "-10 for 2 expansion 7s captured)",
        ),
    ]
    assert b.total == -10


# ------------------------------------------------------------------ Rascal scoring


@pytest.mark.parametrize(
    ("cards", "bid", "won", "pts", "text"),
    [
        (1, 1, 1, 10, "direct hit: all of 10 x 1 card dealt"),
        (5, 0, 0, 50, "direct hit: all of 10 x 5 cards dealt"),
        (5, 2, 3, 25, "glancing blow, off by one: half of 10 x 5 cards dealt"),
        (5, 2, 1, 25, "glancing blow, off by one: half of 10 x 5 cards dealt"),
        (1, 0, 1, 5, "glancing blow, off by one: half of 10 x 1 card dealt"),
        (4, 2, 2, 40, "direct hit: all of 10 x 4 cards dealt"),
        (4, 2, 0, 0, "complete miss, off by 2: none of 10 x 4 cards dealt"),
        (4, 0, 3, 0, "complete miss, off by 3: none of 10 x 4 cards dealt"),
    ],
)
def test_rascal_grapeshot_direct_hit_glancing_blow_complete_miss(
    cards: int, bid: int, won: int, pts: int, text: str
) -> None:
    """score.rascal: all, half or none of 10 per card dealt, by how far the bid is off."""
    b = score(cards, bid, won, method=RASCAL)
    assert lines(b) == [("score.rascal", pts, text)]


def test_rascal_bonuses_in_full_on_a_direct_hit() -> None:
    """score.rascal-bonus: a direct hit pays the bonuses in full."""
    b = score(4, 2, 2, method=RASCAL, awards=[bonus("pirate")])
    assert lines(b) == [
        ("score.rascal", 40, "direct hit: all of 10 x 4 cards dealt"),
        ("score.rascal-bonus", 0, "direct hit: the bonuses in full"),
        ("bonus.pirate", 30, "a Pirate taken by the Skull King"),
    ]


def test_rascal_bonuses_none_on_a_complete_miss() -> None:
    """score.rascal-bonus: a complete miss pays no bonus, and says which were lost."""
    b = score(4, 1, 3, method=RASCAL, awards=[bonus("pirate")])
    assert lines(b) == [
        ("score.rascal", 0, "complete miss, off by 2: none of 10 x 4 cards dealt"),
        ("score.rascal-bonus", 0, "complete miss: no bonus is paid (+30 for a Pirate taken by the Skull King)"),
    ]
    assert b.total == 0


@pytest.mark.parametrize(
    ("awards", "toward", "away"),
    [
        ([bonus("14")], 5, 5),  # 10: even, no rounding
        ([bonus("8")], 2, 3),  # 5
        ([bonus("8", 3)], 7, 8),  # 15
        ([bonus("7")], -2, -3),  # -5
        ([bonus("7", 3)], -7, -8),  # -15
        ([bonus("7", 2)], -5, -5),  # -10: even
        ([bonus("pirate"), bonus("8")], 17, 18),  # 35
        ([bonus("14"), bonus("7")], 2, 3),  # 5
    ],
)
def test_ruling_rascal_halves_rounds_half_of_an_odd_bonus_total(awards: list[Award], toward: int, away: int) -> None:
    """score.rascal-bonus, ruling.rascal-halves: off by one pays half the bonuses, an odd total rounded."""
    total = sum(a.points for a in awards)
    for rules, half in ((TOWARD, toward), (AWAY, away)):
        b = score(5, 2, 3, method=RASCAL, awards=awards, rules=rules)
        line = b.items[-1]
        assert (line.rule, line.points) == ("score.rascal-bonus", half)
        assert line.text.startswith(f"glancing blow: half of the bonuses, {total:+d} (")
        assert line.text.endswith(f"), is {half:+d}" if half else "), is 0")
        if total % 2:
            assert (line.ruling, line.reading) == ("ruling.rascal-halves", rules.ruling(RascalHalves))
            assert line.cites == f"score.rascal-bonus; ruling.rascal-halves={rules.ruling(RascalHalves)}"
        else:
            assert (line.ruling, line.reading) == (None, None)
            assert line.cites == "score.rascal-bonus"
        assert b.total == 25 + half


def test_rascal_glancing_blow_line_text() -> None:
    """score.rascal-bonus: the glancing blow's line names the forfeited half."""
    b = score(5, 2, 1, method=RASCAL, awards=[bonus("8"), bonus("14")], rules=AWAY)
    assert lines(b)[1:] == [
        (
            "score.rascal-bonus",
            8,
            "glancing blow: half of the bonuses, +15 (+5 for an expansion 8 captured, +10 for a green, purple or "
            "yellow 14 captured), is +8",
        )
    ]


# ------------------------------------------------------------------ cannonball


@pytest.mark.parametrize(
    ("cards", "bid", "won", "pts", "text"),
    [
        (1, 1, 1, 15, "cannonball, bid made exactly: 15 x 1 card dealt"),
        (4, 0, 0, 60, "cannonball, bid made exactly: 15 x 4 cards dealt"),
        (4, 2, 2, 60, "cannonball, bid made exactly: 15 x 4 cards dealt"),
        (4, 2, 3, 0, "cannonball, off by 1: nothing"),
        (4, 2, 1, 0, "cannonball, off by 1: nothing"),
        (4, 0, 4, 0, "cannonball, off by 4: nothing"),
    ],
)
def test_cannonball_exact_or_nothing(cards: int, bid: int, won: int, pts: int, text: str) -> None:
    """score.cannonball: 15 per card dealt on an exact bid (bid 0 included), else nothing."""
    assert lines(score(cards, bid, won, method=CANNONBALL)) == [("score.cannonball", pts, text)]


@pytest.mark.parametrize(
    ("won", "expected"),
    [
        (
            2,
            [
                ("score.cannonball", 60, "cannonball, bid made exactly: 15 x 4 cards dealt"),
                ("score.cannonball", 0, "the bid is made, so the bonuses are paid"),
                ("bonus.king", 40, "the Skull King taken by a Mermaid"),
            ],
        ),
        (
            1,
            [
                ("score.cannonball", 0, "cannonball, off by 1: nothing"),
                (
                    "score.cannonball",
                    0,
                    "the bid is missed, so no bonus is paid (+40 for the Skull King taken by a Mermaid)",
                ),
            ],
        ),
    ],
)
def test_cannonball_bonuses_only_on_an_exact_bid(won: int, expected: list[tuple[str, int, str]]) -> None:
    """score.cannonball: bonuses are paid on an exact bid only, off by one included."""
    assert lines(score(4, 2, won, method=CANNONBALL, awards=[bonus("king")])) == expected


# ------------------------------------------------------------------ unconditional awards, alliances, wager, Harry


@pytest.mark.parametrize("method", [CLASSIC, RASCAL, CANNONBALL])
def test_davy_bonus_paid_whatever_the_bid_cites_the_ruling(method: Scoring) -> None:
    """davy.bonus, ruling.davy-needs-bid=always: the line says it is paid whatever the bid, citing the ruling."""
    rules = RuleSet(choices={"davy-needs-bid": "always"})
    b = score(4, 3, 1, method=method, awards=[bonus("davy", 1, rules)], rules=rules)
    line = b.items[-1]
    assert (line.rule, line.points, line.text) == (
        "davy.bonus",
        20,
        "a sea monster destroyed by Davy Jones: paid whatever the bid",
    )
    assert (line.ruling, line.reading) == ("ruling.davy-needs-bid", "always")
    assert len(b.items) == 1 + 1


def test_an_unconditional_award_of_another_rule_cites_no_ruling() -> None:
    """score.bonus: an award paid whatever the bid, not Davy Jones', cites no ruling."""
    b = score(4, 3, 1, awards=[Award(RuleId.EXP_EIGHT, 5, "an expansion 8 captured", needs_bid=False)])
    assert lines(b)[-1] == ("exp.eight", 5, "an expansion 8 captured: paid whatever the bid")
    assert (b.items[-1].ruling, b.items[-1].reading) == (None, None)


@pytest.mark.parametrize(
    ("won", "partner_made", "player", "pts", "text"),
    [
        (2, True, "Ann", 20, "Loot alliance with Ben: both bids made exactly"),
        (2, False, "Ann", 0, "Loot alliance with Ben: no +20, as Ben missed"),
        (1, True, "Ann", 0, "Loot alliance with Ben: no +20, as Ann missed"),
        (1, False, "Ann", 0, "Loot alliance with Ben: no +20, as Ann and Ben missed"),
        (1, True, None, 0, "Loot alliance with Ben: no +20, as this player missed"),
        (3, False, None, 0, "Loot alliance with Ben: no +20, as this player and Ben missed"),
    ],
)
def test_score_alliance_both_exact_or_nothing(
    won: int, partner_made: bool, player: str | None, pts: int, text: str
) -> None:
    """score.alliance: +20 to each ally only when both bids are made exactly; else who missed."""
    b = score(4, 2, won, allies=[Ally("Ben", partner_made)], player=player)
    assert lines(b)[-1] == ("score.alliance", pts, text)


@pytest.mark.parametrize(
    ("method", "won", "wager", "pts", "text"),
    [
        (CLASSIC, 2, 20, 20, "Rascal of Roatan's wager of 20 won on the exact bid"),
        (CLASSIC, 2, 0, 0, "Rascal of Roatan's wager of 0 won on the exact bid"),
        (CLASSIC, 3, 10, -10, "Rascal of Roatan's wager of 10 lost: the bid is off by 1"),
        (RASCAL, 1, 20, -20, "Rascal of Roatan's wager of 20 lost: the bid is off by 1"),
        (CANNONBALL, 4, 10, -10, "Rascal of Roatan's wager of 10 lost: the bid is off by 2"),
    ],
)
def test_score_wager_won_only_on_the_exact_bid(method: Scoring, won: int, wager: int, pts: int, text: str) -> None:
    """score.wager: the wager is won on the exact bid and lost otherwise, off by one included."""
    b = score(4, 2, won, method=method, wager=wager)
    assert lines(b)[-1] == ("score.wager", pts, text)


@pytest.mark.parametrize(
    ("bid", "harry", "won", "text", "headline_bid", "total"),
    [
        (2, 1, 3, "Harry the Giant moved the bid from 2 to 3", "bid 2->3", 60),
        (2, -1, 1, "Harry the Giant moved the bid from 2 to 1", "bid 2->1", 20),
        (2, 0, 2, "Harry the Giant left the bid at 2", "bid 2", 40),
        (1, -1, 1, "Harry the Giant moved the bid from 1 to 0", "bid 1->0", -40),
    ],
)
def test_ability_harry_changes_the_bid_scored(
    bid: int, harry: int, won: int, text: str, headline_bid: str, total: int
) -> None:
    """ability.harry: the bid is changed by -1, 0 or +1 before it is scored; the headline shows both."""
    b = score(4, bid, won, harry=harry, player="Ann")
    assert lines(b)[0] == ("ability.harry", 0, text)
    assert (b.bid, b.bid_before, b.total) == (bid + harry, bid, total)
    assert b.headline == f"Ann: classic scoring, 4 cards dealt, {headline_bid}, won {won}: " + (
        "made" if won == bid + harry else f"off by {abs(won - bid - harry)}"
    )


def test_no_harry_no_bid_before() -> None:
    """ability.harry: without Harry the Giant the bid scored is the bid made."""
    b = score(4, 2, 2)
    assert (b.bid, b.bid_before) == (2, None)
    assert b.as_dict()["bid_before_harry"] is None


# ------------------------------------------------------------------ the breakdown's text and dict (score --json)


def test_breakdown_as_dict_is_the_json_contract() -> None:
    """score.bid, score.bonus, ruling.rascal-halves: the keys and values `skrules score --json` prints."""
    b = score(5, 2, 3, method=RASCAL, awards=[bonus("8")], harry=1, wager=10, player="Ann", rules=AWAY)
    assert b.as_dict() == {
        "player": "Ann",
        "scoring": "rascal",
        "cards": 5,
        "bid": 3,
        "bid_before_harry": 2,
        "won": 3,
        "made": True,
        "off": 0,
        "items": [
            {
                "rule": "ability.harry",
                "title": "Harry the Giant changes the bid by one, even after the last trick",
                "text": "Harry the Giant moved the bid from 2 to 3",
                "points": 0,
                "ruling": None,
                "reading": None,
            },
            {
                "rule": "score.rascal",
                "title": b.items[1].title,
                "text": "direct hit: all of 10 x 5 cards dealt",
                "points": 50,
                "ruling": None,
                "reading": None,
            },
            {
                "rule": "score.rascal-bonus",
                "title": b.items[2].title,
                "text": "direct hit: the bonuses in full",
                "points": 0,
                "ruling": None,
                "reading": None,
            },
            {
                "rule": "exp.eight",
                "title": b.items[3].title,
                "text": "an expansion 8 captured",
                "points": 5,
                "ruling": None,
                "reading": None,
            },
            {
                "rule": "score.wager",
                "title": b.items[4].title,
                "text": "Rascal of Roatan's wager of 10 won on the exact bid",
                "points": 10,
                "ruling": None,
                "reading": None,
            },
        ],
        "total": 65,
    }
    items: Any = b.as_dict()["items"]
    assert [i["title"] for i in items] == [i.title for i in b.items]
    assert all(i.title and i.title != i.rule for i in b.items)


def test_item_as_dict_with_a_ruling() -> None:
    """ruling.rascal-halves: an item decided by a ruling names it and its reading."""
    b = score(5, 2, 1, method=RASCAL, awards=[bonus("8")], rules=AWAY, player=None)
    assert b.items[1].as_dict() == {
        "rule": "score.rascal-bonus",
        "title": b.items[1].title,
        "text": "glancing blow: half of the bonuses, +5 (+5 for an expansion 8 captured), is +3",
        "points": 3,
        "ruling": "ruling.rascal-halves",
        "reading": "away-from-zero",
    }
    d = b.as_dict()
    assert (d["player"], d["scoring"], d["bid"], d["won"], d["made"], d["off"], d["total"]) == (
        None,
        "rascal",
        2,
        1,
        False,
        1,
        28,
    )


def test_breakdown_as_text_and_trace() -> None:
    """score.zero, score.miss: the breakdown's headline, lines aligned on the widest points, and total."""
    b = score(1, 0, 1)
    assert b.as_text() == (
        "classic scoring, 1 card dealt, bid 0, won 1: off by 1\n"
        "  -10  [score.zero] bid 0 missed, 1 won: -10 x 1 card dealt\n"
        "  total -10"
    )
    wide = score(10, 10, 10, awards=[bonus("14")], player="Ann")
    assert wide.as_text(indent="> ").splitlines() == [
        "Ann: classic scoring, 10 cards dealt, bid 10, won 10: made",
        "> +200  [score.bid] bid 10 made exactly: 20 x 10 tricks bid",
        ">    0  [score.bonus] the bid is made, so the bonuses are paid",
        ">  +10  [bonus.fourteen] a green, purple or yellow 14 captured",
        "> total +210",
    ]
    small = score(2, 1, 1, harry=0)
    assert small.as_text().splitlines()[1:3] == [
        "    0  [ability.harry] Harry the Giant left the bid at 1",
        "  +20  [score.bid] bid 1 made exactly: 20 x 1 trick bid",
    ]


def test_breakdown_trace_cites_rules_and_rulings() -> None:
    """ruling.rascal-halves: the breakdown as a trace keeps each line's rule, points and ruling."""
    b = score(5, 2, 1, method=RASCAL, awards=[bonus("8")], rules=TOWARD)
    steps = [(s.rule, s.text, s.ruling, s.reading) for s in b.trace]
    assert steps == [
        ("score.rascal", "+25: glancing blow, off by one: half of 10 x 5 cards dealt", None, None),
        (
            "score.rascal-bonus",
            "+2: glancing blow: half of the bonuses, +5 (+5 for an expansion 8 captured), is +2",
            "ruling.rascal-halves",
            "toward-zero",
        ),
    ]
    assert b.rules == ["score.rascal", "score.rascal-bonus"]
    # an item with a ruling but no reading reads as the empty reading
    lone = Breakdown(CLASSIC, 1, 0, 0, (Item(RuleId.SCORE_ZERO, "x", 10, "ruling.rascal-halves"),))
    assert [(s.ruling, s.reading) for s in lone.trace] == [("ruling.rascal-halves", "")]


# ------------------------------------------------------------------ the table (score --json, a game's totals)


def _round(cards: int, **totals: int) -> dict[str, Breakdown]:
    return {p: Breakdown(CLASSIC, cards, 0, 0, (Item(RuleId.SCORE_ZERO, "pinned", t),), p) for p, t in totals.items()}


def test_score_table_as_dict_is_the_json_contract() -> None:
    """game.end: the table's rounds, running totals, leader and winner as `skrules score --json` prints them."""
    r1, r2 = _round(1, Ann=10, Ben=-10), _round(2, Ann=-20, Ben=40)
    table = ScoreTable(("Ann", "Ben"), (r1, r2), planned=2)
    assert table.as_dict() == {
        "players": ["Ann", "Ben"],
        "rounds": [
            {
                "round": "1",
                "cards": 1,
                "scores": {"Ann": r1["Ann"].as_dict(), "Ben": r1["Ben"].as_dict()},
                "totals": {"Ann": 10, "Ben": -10},
            },
            {
                "round": "2",
                "cards": 2,
                "scores": {"Ann": r2["Ann"].as_dict(), "Ben": r2["Ben"].as_dict()},
                "totals": {"Ann": -10, "Ben": 30},
            },
        ],
        "totals": {"Ann": -10, "Ben": 30},
        "planned_rounds": 2,
        "complete": True,
        "leaders": ["Ben"],
        "winner": "Ben",
        "tie": False,
        "trace": [
            {
                "rule": "game.end",
                "title": table.trace[0].title,
                "text": "After the last round Ben has the highest total, 30, and wins.",
                "cards": [],
                "ruling": None,
                "reading": None,
            }
        ],
    }


def test_score_table_as_text_running_totals_and_labels() -> None:
    """game.end, game.tie: the running table, with round labels, each column right-aligned, then the end of the game."""
    table = ScoreTable(
        ("Ann", "Bo"),
        (_round(3, Ann=30, Bo=-120), _round(10, Ann=-100, Bo=30)),
        planned=2,
        labels=("3", "10"),
    )
    assert table.as_text() == (
        "Round  Cards         Ann           Bo\n"
        "    3      3    +30 (30)  -120 (-120)\n"
        "   10     10  -100 (-70)    +30 (-90)\n"
        "Total                -70          -90\n"
        "\n"
        "[game.end] After the last round Ann has the highest total, -70, and wins."
    )
    rounds: Any = table.as_dict()["rounds"]
    assert rounds[1]["round"] == "10"


def test_score_table_labels_fall_back_to_round_numbers() -> None:
    """game.end: rounds without a label are numbered from 1."""
    table = ScoreTable(("Ann",), (_round(1, Ann=10), _round(2, Ann=10), _round(3, Ann=0)), labels=("one",))
    rounds: Any = table.as_dict()["rounds"]
    assert [r["round"] for r in rounds] == ["one", "2", "3"]
    assert [line.split()[0] for line in table.as_text().splitlines()[1:4]] == ["one", "2", "3"]


def test_a_table_in_another_language_keeps_its_labels_and_layout() -> None:
    """game.end: the running table is laid out once for every language: the labels, the words asked for,
    each column right-aligned (the French headings and the English ones line up alike)."""
    table = ScoreTable(("Ann", "Bo"), (_round(3, Ann=30, Bo=-120),), labels=("trois",))
    french = {"Round": "Manche", "Cards": "Cartes", "Total": "Total", "Score sheet": "Feuille de score"}
    lines = plain_sheet(table, french.__getitem__, table.trace)
    assert lines[:4] == [
        "Feuille de score",
        "Manche  Cartes       Ann           Bo",
        " trois       3  +30 (30)  -120 (-120)",
        " Total                30         -120",
    ]
    assert table.lines() == [
        "Round  Cards       Ann           Bo",
        "trois      3  +30 (30)  -120 (-120)",
        "Total               30         -120",
    ]


@pytest.mark.parametrize(
    ("planned", "rows", "leaders", "winner", "tie", "trace"),
    [
        (3, [dict(Ann=10, Ben=20)], ["Ben"], None, False, [("game.end", "After 1 of 3 rounds Ben leads with 20.")]),
        (None, [dict(Ann=10, Ben=20)], ["Ben"], None, False, [("game.end", "After 1 round Ben leads with 20.")]),
        (
            None,
            [dict(Ann=20, Ben=20)],
            ["Ann", "Ben"],
            None,
            False,
            [("game.end", "After 1 round Ann and Ben lead with 20.")],
        ),
        (
            None,
            [dict(Ann=20, Ben=20), dict(Ann=0, Ben=0)],
            ["Ann", "Ben"],
            None,
            False,
            [("game.end", "After 2 rounds Ann and Ben lead with 20.")],
        ),
        (
            2,
            [dict(Ann=20, Ben=20, Cy=10), dict(Ann=0, Ben=0, Cy=10)],
            ["Ann", "Ben", "Cy"],
            None,
            True,
            [
                ("game.end", "After the last round Ann, Ben and Cy share the highest total, 20."),
                ("game.tie", "Ann, Ben and Cy play another round to break the tie."),
            ],
        ),
        (
            1,
            [dict(Ann=-10, Ben=-20)],
            ["Ann"],
            "Ann",
            False,
            [("game.end", "After the last round Ann has the highest total, -10, and wins.")],
        ),
        (
            1,
            [dict(Ann=0, Ben=0), dict(Ann=10, Ben=0)],
            ["Ann"],
            "Ann",
            False,
            [("game.end", "After the last round Ann has the highest total, 10, and wins.")],
        ),
    ],
)
def test_game_end_and_game_tie(
    planned: int | None,
    rows: list[dict[str, int]],
    leaders: list[str],
    winner: str | None,
    tie: bool,
    trace: list[tuple[str, str]],
) -> None:
    """game.end, game.tie: the leaders, a winner only once the game is over, a tie plays another round."""
    table = ScoreTable(tuple(rows[0]), tuple(_round(1, **r) for r in rows), planned=planned)
    d: dict[str, Any] = table.as_dict()
    assert (d["leaders"], d["winner"], d["tie"], d["planned_rounds"]) == (leaders, winner, tie, planned)
    assert d["complete"] is (planned is not None and len(rows) >= planned)
    assert [(s["rule"], s["text"]) for s in d["trace"]] == trace
    assert table.as_text().splitlines()[-len(trace) :] == [f"[{r}] {t}" for r, t in trace]


def test_an_empty_table_has_zero_totals() -> None:
    """game.end: before any round every player has 0 and all lead (as data); the trace says no round is scored."""
    table = ScoreTable(("Ann", "Ben"))
    assert table.totals() == {"Ann": 0, "Ben": 0}
    assert table.running() == []
    assert table.leaders == ("Ann", "Ben")
    assert table.as_text().splitlines()[:2] == ["Round  Cards  Ann  Ben", "Total           0    0"]
    assert [s.text for s in table.trace] == ["No round is scored yet."]


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ({"Ann": 10}, "round 2 scores Ann, but the players are Ann, Ben"),
        ({}, "round 2 scores nobody, but the players are Ann, Ben"),
        ({"Ben": 0, "Ann": 0, "Cy": 0}, "round 2 scores Ann, Ben, Cy, but the players are Ann, Ben"),
    ],
)
def test_table_refuses_a_round_without_every_player(row: dict[str, Any], message: str) -> None:
    """game.end: every round scores every player, and only them."""
    with pytest.raises(ScoreError) as err:
        ScoreTable(("Ann", "Ben"), (_round(1, Ann=0, Ben=0), _round(1, **row)))
    assert err.value.message == message
