"""Rulings are typed: one StrEnum per ruling, one parser of NAME=READING, one RuleSet builder.

Each test cites the ruling it exercises; the Rulings chapter (``docs/rules/rulings.md``) holds
their text.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import skrules
from skrules.cards import Card, Module
from skrules.errors import RulesetError
from skrules.rules import (
    FULL_BOX,
    RULINGS,
    ConTriangle,
    KrakenLeader,
    Reading,
    RuleSet,
    Scoring,
    parse_ruling,
    ruling_of,
)
from skrules.trick import judge


def test_every_ruling_is_one_reading_type_whose_first_member_is_the_default() -> None:
    """Every ruling: its readings are the members of its own type, default first."""
    kinds = {r.kind for r in RULINGS.values()}
    assert len(kinds) == len(RULINGS)
    for rid, ruling in RULINGS.items():
        assert issubclass(ruling.kind, Reading)
        assert list(ruling.readings) == list(ruling.kind)
        assert ruling.default is next(iter(ruling.kind))
        assert ruling_of(ruling.kind) is ruling
        assert all(member.ruling is ruling for member in ruling.kind)
        assert RuleSet().ruling(ruling.kind) is ruling.default
        assert RuleSet().is_default(rid) and RuleSet().is_default(ruling.kind)


def test_ruling_returns_the_member_chosen() -> None:
    """ruling.kraken-leader: the rule set hands back the member, not a string to compare."""
    rules = RuleSet(choices={"kraken-leader": "left-of-kraken"})
    assert rules.ruling(KrakenLeader) is KrakenLeader.LEFT_OF_KRAKEN
    assert rules.reading("ruling.kraken-leader") is KrakenLeader.LEFT_OF_KRAKEN
    assert not rules.is_default(KrakenLeader)
    assert rules.ruling(ConTriangle) is ConTriangle.MERMAID  # the others keep their default


def test_members_and_texts_make_equal_rule_sets() -> None:
    """ruling.con-triangle: a rule set is a value, however its readings were given."""
    by_text = RuleSet(choices={"ruling.con-triangle": "con"})
    by_member = RuleSet(choices=[ConTriangle.CON])
    assert by_text == by_member and hash(by_text) == hash(by_member)
    assert by_text != RuleSet()
    assert RuleSet().with_rulings([ConTriangle.CON]) == by_member


@pytest.mark.parametrize(
    ("choices", "message"),
    [
        ({"kraken-leader": "left-of-the-kraken"}, "ruling 'ruling.kraken-leader' has no reading 'left-of-the-kraken'"),
        ({"kraken-leeder": "left-of-kraken"}, "unknown ruling 'kraken-leeder'"),
    ],
)
def test_a_misspelt_ruling_or_reading_is_refused(choices: dict[str, str], message: str) -> None:
    """ruling.kraken-leader: a typo never silently takes the default."""
    with pytest.raises(RulesetError, match=message):
        RuleSet(choices=choices)


def test_a_rule_set_cannot_be_changed_in_place() -> None:
    """A rule set is shared by every trick judged under it, so it is immutable."""
    rules = RuleSet()
    with pytest.raises(AttributeError, match="immutable"):
        rules.abilities = True


def test_from_options_is_the_one_builder() -> None:
    """box.advanced, ruling.kraken-leader: deck, rulings, scoring and abilities from their texts."""
    rules = RuleSet.from_options(
        deck="advanced", rulings=["kraken-leader=left-of-kraken"], scoring="rascal", abilities=True
    )
    assert Module.KRAKEN in rules.modules and Module.WHITE_WHALE in rules.modules
    assert rules.ruling(KrakenLeader) is KrakenLeader.LEFT_OF_KRAKEN
    assert (rules.scoring, rules.abilities) == (Scoring.RASCAL, True)
    auto = RuleSet.from_options(deck="auto", cards=[Card.parse("kraken"), Card.parse("g3")])
    assert auto.modules == RuleSet(modules={Module.KRAKEN}).modules
    assert RuleSet.from_options(deck=FULL_BOX).modules == FULL_BOX
    with pytest.raises(RulesetError, match="the scoring is classic"):
        RuleSet.from_options(scoring="golf")


@given(st.sampled_from(sorted(RULINGS)), st.data())
def test_parse_ruling_reads_every_reading_and_round_trips(rid: str, data: st.DataObject) -> None:
    """Every ruling: NAME=READING, with or without the prefix and in any case, gives the member."""
    member = data.draw(st.sampled_from(list(RULINGS[rid].kind)))
    name = data.draw(st.sampled_from([rid, rid.removeprefix("ruling.")]))
    text = data.draw(st.sampled_from([f"{name}={member}", f" {name.upper()} = {member.upper()} "]))
    assert parse_ruling(text) == (rid, member)
    assert parse_ruling(text)[1] is member


@given(st.text(max_size=40))
def test_parse_ruling_refuses_anything_else_with_a_message(text: str) -> None:
    """The one NAME=READING reader never fails with anything but a RulesetError."""
    try:
        rid, member = parse_ruling(text)
    except RulesetError as err:
        assert str(err)
    else:
        assert member in RULINGS[rid].kind


def _reading_like(node: ast.expr) -> bool:
    """A ruling's reading as code names it: ``rules.ruling(X)``, ``reading``, ``self.eight_reading``."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in ("ruling", "reading")
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return "reading" in name or name in ("ruling", "nobody")


def test_no_reading_is_compared_with_a_string_literal() -> None:
    """Every ruling: readings are compared as members, so a misspelling cannot take the other branch."""
    found = []
    for path in sorted((Path(skrules.__file__).parent).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            call = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "ruling"
            if call and any(isinstance(a, ast.Constant) for a in node.args):  # type: ignore[attr-defined]
                found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")  # type: ignore[attr-defined]
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            literal = any(isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides)
            if literal and any(_reading_like(s) for s in sides):
                found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    assert found == []


@pytest.mark.parametrize("text", ["=x", "kraken-leader=", " = ", "kraken-leader"])
def test_a_ruling_with_a_side_missing_is_told_how_to_write_one(text: str) -> None:
    """ruling.kraken-leader: NAME=READING needs both sides; the message shows the syntax."""
    from skrules.errors import RulesetError
    from skrules.rules import parse_ruling

    with pytest.raises(RulesetError, match="write a ruling as NAME=READING"):
        parse_ruling(text)


# The modules that judge and tell one trick: a ruling one of them reads can change a trick's answer.
_ONE_TRICK = ("trick", "ladder", "explain", "legality", "sentence", "whynot")


@pytest.mark.parametrize("rid", sorted(RULINGS))
def test_a_ruling_is_a_trick_s_exactly_when_the_trick_engine_reads_it(rid: str) -> None:
    """Each ruling says whether a single trick's answer depends on it (Settle it offers only those, and the
    Rulings page points there only for them): true exactly when a module that judges or tells one trick names
    its readings' type. The round's and the game's (the deal, the scores, who leads a round's trick) are not."""
    ruling = RULINGS[rid]
    package = Path(skrules.__file__).parent
    read = [m for m in _ONE_TRICK if ruling.kind.__name__ in (package / f"{m}.py").read_text("utf-8")]
    assert ruling.trick == bool(read), (rid, read)


def test_for_cards_given_tokens_says_what_it_takes() -> None:
    """ruling.kraken-leader from Python: RuleSet.for_cards takes cards; the tokens a player types ('Ann=g7') are
    refused with the way to name the deck for them, where they failed with an AttributeError on a str."""
    with pytest.raises(TypeError, match=r"takes cards, not 'Ann=g7': for tokens, name the deck as --deck does"):
        RuleSet.for_cards(["Ann=g7", "Cat=kraken"])  # type: ignore[list-item]
    rules = RuleSet("advanced", choices={"ruling.kraken-leader": "left-of-kraken"})
    assert judge(["Ann=g7", "Ben=g11", "Cat=kraken"], rules).next_leader_name == "Ann"
