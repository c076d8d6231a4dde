"""``skrules.sidebyside``: one trick under every edition and house rule, and the comparison as text.

The command-line tests (tests/test_editions.py) check the summary and the differing fact; these
check the parts of the comparison a player reads below it: what decided each variant, why one
refused, the facts they all agree on, the table's columns and cells, and the labels of the
variants when the table already plays a house rule.
"""

from __future__ import annotations

import re

from skrules.cards import parse_card
from skrules.editions import Edition, House
from skrules.notation import parse_plays
from skrules.rules import RuleSet
from skrules.scoring import Breakdown, parse_bonus, score
from skrules.sidebyside import (
    REFUSED,
    Side,
    as_text,
    cell,
    compare_scores,
    compare_tricks,
    differing,
    judged,
    summary,
    variants,
)

D2 = "g3 b5 kraken p7"  # the disputes table's D2: three readings of kraken.leader, three leaders
KRAKEN = RuleSet.from_options(deck="kraken")


def _d2() -> str:
    return as_text([("Trick", D2), ("House rules", "none")], compare_tricks(parse_plays(D2.split()), KRAKEN))


def _columns(line: str) -> list[str]:
    return re.split(r"\s{2,}", line.strip())


def test_the_comparison_says_what_decided_each_variant_and_why_one_refused() -> None:
    """kraken.leader (D2): each variant's deciding ruling is listed under "Decided by", the 2013
    edition's refusal under "Refused" (first.deck: no Kraken), and the agreed facts are said once."""
    lines = _d2().splitlines()
    assert lines[:2] == ["Trick        " + D2, "House rules  none"]  # the heading's values aligned
    assert "The same under all that judge it: outcome destroyed, winner nobody, lead suit green, bonus 0." in lines
    decided = lines.index("Decided by:")
    assert lines[decided + 2] == "  2021 edition: kraken.leader; ruling.kraken-leader=left-of-kraken"
    assert "  + house rule kraken-trick-leader: kraken.leader; house=kraken-trick-leader" in lines[decided:]
    refused = lines.index("Refused:")
    assert lines[refused + 1].startswith("  2013 edition: card 3 'kraken': there is no Kraken in the 2013 edition")
    assert len(lines) == refused + 2


def test_the_refusals_are_set_apart_from_what_decided_the_others_by_a_blank_line() -> None:
    """kraken.leader (D2), first.deck: "Refused:" follows a blank line, as "Decided by:" does, so the 2013
    edition's refusal reads as a part of its own."""
    lines = _d2().splitlines()
    refused = lines.index("Refused:")
    assert lines[refused - 1] == ""
    assert lines[lines.index("Decided by:") - 1] == ""


def test_a_refusal_is_shown_across_every_fact_beside_the_answers_that_differ() -> None:
    """kraken.leader (D2): only the next lead differs, but a variant refused, so every fact is a
    column, each in line with its heading, and the 2013 row reads "refused" in each."""
    lines = _d2().splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("rules "))
    assert _columns(lines[head]) == ["rules", "outcome", "winner", "lead suit", "bonus", "next lead"]
    rows = {_columns(line)[0]: line for line in lines[head + 1 : head + 8]}
    assert _columns(rows["2013 edition"])[1:] == [REFUSED] * 5
    assert _columns(rows["2021 edition"])[1:] == ["destroyed", "nobody", "green", "0", "P4"]
    for line in rows.values():
        assert line.rindex(_columns(line)[-1]) == lines[head].index("next lead")


def test_variants_agreeing_show_every_fact() -> None:
    """rank.king: the Skull King over a Pirate is the same in every printing; the table then shows
    every fact (a led character sets no suit: none; the Pirate captured: +30)."""
    sides = compare_tricks(parse_plays(["Ann=sk", "Ben=rosie"]), RuleSet())
    assert differing(sides) == [] and summary(sides) == "Every edition and house rule gives the same answer."
    text = as_text([("Trick", "Ann=sk Ben=rosie")], sides)
    assert "The same under all" not in text
    row = next(line for line in text.splitlines() if line.startswith("2024 edition"))
    assert _columns(row) == ["2024 edition (default)", "won", "Ann", "none", "+30", "Ann"]


def test_variants_that_can_judge_agreeing_are_told_apart_from_the_refusing_one() -> None:
    """whale.numbers, first.deck: the 2013 edition has no White Whale; every other variant gives
    the green 5 the trick, and the summary says the agreement is among those that can judge, naming the one
    that refused (its reason is listed under the table)."""
    sides = compare_tricks(parse_plays(["whale", "g3", "g5"]), RuleSet.from_options(deck="whale"))
    assert [s.label for s in sides if s.refused is not None] == ["2013 edition"]
    assert (
        summary(sides)
        == "Every edition and house rule that can judge it gives the same answer (refused: 2013 edition)."
    )
    assert {s.facts["winner"] for s in judged(sides)} == {"P3"}


def test_a_fact_is_shown_as_the_table_says_it() -> None:
    """A missing winner is "nobody", a missing lead suit "none"; a bonus is signed, a zero is not;
    a legality is yes or no."""
    assert (cell("winner", None), cell("lead_suit", None)) == ("nobody", "none")
    assert (cell("bonus", 30), cell("total", 0), cell("total", -50)) == ("+30", "0", "-50")
    assert (cell("legal", True), cell("legal", False)) == ("yes", "no")
    assert cell("totals", {"Ann": 20, "Ben": -10}) == "Ann 20, Ben -10"
    assert cell("outcome", "won") == "won"


def test_with_hands_each_variant_says_whether_the_plays_were_allowed() -> None:
    """play.follow: Ben holds the green 7 and plays the black 5 on a green lead, in every edition."""
    hands = {"Ann": [parse_card("g3")], "Ben": [parse_card("b5"), parse_card("g7")]}
    sides = compare_tricks(parse_plays(["Ann=g3", "Ben=b5"]), RuleSet(), hands)
    assert [s.facts["legal"] for s in sides] == [False] * len(sides)
    assert "legal" not in compare_tricks(parse_plays(["Ann=g3", "Ben=g7"]), RuleSet())[0].facts


def test_a_house_rule_the_table_plays_is_kept_in_every_variant() -> None:
    """A house rule asked for applies under every edition, and is not added again; each other house
    rule is added on top of it, on the table's edition."""
    base = RuleSet.from_options(house=["bonus-on-miss"])
    found = variants(base)
    assert [label for label, *_ in found] == [
        "2013 edition (house: bonus-on-miss)",
        "2018 edition (house: bonus-on-miss)",
        "2021 edition (house: bonus-on-miss)",
        "2024 edition (default) (house: bonus-on-miss)",
        "+ house rule kraken-trick-leader",
        "+ house rule zero-miss-ten",
    ]
    for _label, edition, house, rules in found:
        assert isinstance(rules, RuleSet) and (rules.edition, rules.house) == (edition, house)
        assert House.BONUS_ON_MISS in house
    assert found[-1][2] == {House.BONUS_ON_MISS, House.ZERO_MISS_TEN} and found[-1][1] is Edition.E2024


def test_each_variant_s_json_names_its_rules_facts_and_deciding_rulings() -> None:
    """kraken.leader (D2): a variant's record carries its edition, house rules, facts and rulings;
    only a refusing variant has a "refused" message."""
    sides = compare_tricks(parse_plays(D2.split()), RuleSet.from_options(deck="kraken", house=["zero-miss-ten"]))
    first, latest = sides[0].as_dict(), sides[3].as_dict()
    assert first["edition"] == "2013" and first["next_leader"] == REFUSED and "no Kraken" in str(first["refused"])
    assert latest == {
        "label": "2024 edition (default) (house: zero-miss-ten)",
        "edition": "2024",
        "house_rules": ["zero-miss-ten"],
        "outcome": "destroyed",
        "winner": None,
        "lead_suit": "green",
        "bonus": 0,
        "next_leader": "P2",
        "decided_by": ["kraken.leader; ruling.kraken-leader=would-have-won"],
    }


def test_several_differing_facts_are_named_and_only_they_are_columns() -> None:
    """When every variant answers and they part on two facts, the summary names both, the agreed
    ones are said once ("the same under all", no variant refusing), and the table shows only the two."""
    ann: dict[str, object] = {"outcome": "won", "winner": "Ann", "next_leader": "Ann"}
    sides = [
        Side("2021 edition", RuleSet(edition="2021"), ann, ["kraken.leader"]),
        Side("2024 edition (default)", RuleSet(), {**ann, "winner": "Ben", "next_leader": "Ben"}, []),
    ]
    assert summary(sides) == "The answers differ in: winner, next lead."
    lines = as_text([], sides).splitlines()
    assert lines[:3] == ["", "The answers differ in: winner, next lead.", "The same under all: outcome won."]
    assert [_columns(line) for line in lines[4:7]] == [
        ["rules", "winner", "next lead"],
        ["2021 edition", "Ann", "Ann"],
        ["2024 edition (default)", "Ben", "Ben"],
    ]
    assert lines[7:] == ["", "Decided by:", "  2021 edition: kraken.leader"]


def test_a_bonus_that_differs_names_the_rule_that_paid_it_in_each_variant() -> None:
    """bonus.king, first.king: the Mermaid takes the Skull King for +40, or +50 under the 2013 edition's own
    bonus; "Decided by" names the rule that paid it in each variant, not only the lead's ruling, which is not
    where they part."""
    plays = parse_plays(["Bob=mermaid", "Cy=sk", "Dee=rosie"])
    lines = as_text([], compare_tricks(plays, RuleSet())).splitlines()
    assert "The answers differ in: bonus." in lines
    decided = lines[lines.index("Decided by:") + 1 :]
    assert decided[0] == "  2013 edition: lead.character; ruling.character-lead=next-number; first.king"
    assert "  2024 edition (default): lead.character; ruling.character-lead=no-suit; bonus.king" in decided
    escapes = compare_tricks(parse_plays(["Bob=escape", "Cy=escape"]), RuleSet())
    assert all(side.why == [] for side in escapes)  # nothing paid, no ruling: nothing listed


def test_a_score_compared_names_the_ruling_that_decided_it_in_each_variant() -> None:
    """davy.bonus, ruling.davy-needs-bid=always: a missed bid still paid Davy Jones' bonus lists that ruling under
    "Decided by" for each variant that scores it, and in its record; the 2013 edition, which has no such bonus,
    refuses it."""

    def under(rules: RuleSet) -> Breakdown:
        return score(3, 1, 2, awards=[parse_bonus("davy", rules)], rules=rules, box=rules.box)

    sides = compare_scores(under, RuleSet.from_options(deck="all", rulings=["davy-needs-bid=always"]))
    cited = "davy.bonus; ruling.davy-needs-bid=always"
    assert [s.why for s in judged(sides)] == [[cited]] * (len(sides) - 1)
    assert sides[3].as_dict()["decided_by"] == [cited]
    lines = as_text([("Round", "3 cards dealt, bid 1, won 2")], sides).splitlines()
    decided = lines[lines.index("Decided by:") + 1 : lines.index("Refused:") - 1]
    assert decided[0] == f"  2018 edition: {cited}"
    assert f"  2024 edition (default): {cited}" in decided


def test_a_score_that_differs_by_a_bonus_names_the_rule_that_paid_it_in_each_variant() -> None:
    """bonus.king, first.king, first.zero: a made bid with the Skull King taken by a Mermaid scores +60, or +70 under
    the 2013 edition's own +50; "Decided by" names the bonus rule each variant paid, as a trick compared does, and
    the first edition's zero bid its own rule (no line said what set the +70 apart)."""

    def king(rules: RuleSet) -> Breakdown:
        return score(3, 1, 1, awards=[parse_bonus("king", rules)], rules=rules, box=rules.box)

    sides = compare_scores(king, RuleSet())
    assert [s.facts["total"] for s in sides[:4]] == [70, 60, 60, 60]
    assert [s.why for s in sides[:4]] == [["first.king"], ["bonus.king"], ["bonus.king"], ["bonus.king"]]
    decided = as_text([], sides).splitlines()
    assert decided[decided.index("Decided by:") + 1] == "  2013 edition: first.king"
    zero = compare_scores(lambda rules: score(3, 0, 0, rules=rules, box=rules.box), RuleSet())
    assert [s.why for s in zero[:2]] == [["first.zero"], []]
