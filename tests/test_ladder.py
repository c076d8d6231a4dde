"""The declared ladder: its rungs, its exceptions, and that no two rules ever claim one trick.

Each rung and exception cites a rule ID of the rulebook; levels come in the rulebook's order;
every trick of two or three cards over the full box, under every reading of the rulings the
ladder consults, is decided by exactly one claim (``RuleConflict`` otherwise).
"""

from __future__ import annotations

import inspect
import itertools

import pytest

from skrules import RuleSet, judge
from skrules.cards import ROLE_IDS, Box, Face, Kind, Role
from skrules.errors import RuleConflict, SkrulesError
from skrules.ladder import LADDER, Claim, Field, Level, Outcome, Rung, climb, exception, field_of, first
from skrules.notation import parse_play
from skrules.rules import FULL_BOX, RULES
from skrules.rulings import RuleId
from skrules.trick import Trick, adjudicate

# The rulings the ladder and the trick consult (the audit varies the same ones).
READINGS = [
    {},  # every default
    {
        "lead-after-escape": "character",
        "character-lead": "next-number",
        "kraken-leader": "left-of-kraken",
        "kraken-nobody-leader": "kraken-player",
        "monster-discard-leader": "would-have-won",
        "removed-lead": "as-played",
        "con-triangle": "con",
        "plank-tigress": "no",
        "davy-recipient": "winner",
        "davy-needs-bid": "always",
        "discard-captures": "davy",
    },
    {
        "monster-discard-leader": "trick-leader",
        "kraken-leader": "would-have-won",
        "kraken-nobody-leader": "kraken-player",
    },
]


def rule_sets() -> list[RuleSet]:
    return [RuleSet.from_options(deck="all", rulings=[f"{k}={v}" for k, v in r.items()]) for r in READINGS]


def written(card_text: str) -> list[str]:
    """Every way a card of the box can be played: its declarations and Walk the Plank's choices."""
    if card_text == "tigress":
        return ["tigress:pirate", "tigress:escape"]
    if card_text.endswith("14x") and card_text[0] in "gpyb":
        return [card_text[0] + "0x", card_text]
    if card_text.startswith("wild15"):
        return ["wild15", "wild15:g", "wild15:p", "wild15:y"]
    if card_text == "plank":
        return ["plank", "plank:1", "plank:2", "plank:3"]
    return [card_text]


def alphabet(*, numbers: bool) -> list[str]:
    """The full box by box key (the copies of a card are one letter), declared every way.

    Without ``numbers``, each suit keeps its 1 and 14, black its 1 and 14, and one expansion
    7 and 8: the ladder sees a number's suit and its order among the others, never its face value.
    """
    keys = dict.fromkeys(str(c) for c in Box(FULL_BOX).cards())
    if not numbers:
        keep = {"g1", "g14", "p1", "y14", "b1", "b14", "g7x", "p8x", "y14x", "wild15"}
        keys = {k: None for k in keys if not k[1:2].isdigit() or k in keep}
    return [w for key in keys for w in written(key)]


def test_the_ladder_cites_only_rule_ids_of_the_rulebook() -> None:
    """Principle 2: every rung and exception names a rule the rulebook has."""
    for step in all_rungs():
        assert step.rule in RULES, step.name


def test_a_rung_citing_no_rule_of_the_rulebook_is_refused_when_declared() -> None:
    """Principle 2: a declaration's rule is a rule ID (``rank.mermaid-king`` is one, a misspelling
    is not); the refusal names the rung and what it cited, and nothing is registered."""
    with pytest.raises(ValueError, match=r"'test\.typo' cites 'rank\.mermaid-kng', which is no rule ID"):
        exception("rank.king", rule="rank.mermaid-kng", name="test.typo", pick=first(Role.MERMAID))  # type: ignore[arg-type]
    assert [e.name for e in next(s for s in all_rungs() if s.name == "rank.king").exceptions] == ["rank.mermaid-king"]
    assert all(isinstance(step.rule, RuleId) for step in all_rungs())
    with pytest.raises(ValueError, match=r"'test\.nothing' declares neither a pick nor a function"):
        exception("rank.king", rule=RuleId.RANK_KING, name="test.nothing")


def test_the_levels_come_in_rulebook_order() -> None:
    """The sea monsters, the characters, trump, the lead suit, the Escapes, the discard."""
    assert [level.name for level in LADDER] == [
        "monster.last",
        "rank.king",
        "con.rank",
        "rank.pirate",
        "rank.mermaid",
        "rank.trump",
        "rank.lead",
        "rank.escape",
        "exp.discard",
    ]


def test_exceptions_are_declared_against_the_rule_they_override() -> None:
    """rank.mermaid-king over rank.king; Con's Mermaid and triangle over con.rank; the Stingray
    that is no Escape over the Stingray's discard."""
    found = {step.name: [e.name for e in step.exceptions] for step in all_rungs() if step.exceptions}
    assert found == {
        "rank.king": ["rank.mermaid-king"],
        "con.rank": ["con.mermaid", "con.triangle"],
        "stingray.discard": ["stingray.no-escape"],
    }


def test_every_rung_is_a_small_function() -> None:
    """Issue #10: a rung decided by a ruling is a small named function, at most 15 lines."""
    for step in all_rungs():
        lines, _ = inspect.getsourcelines(step.decide)
        assert len(lines) <= 15, step.name


def test_a_rule_with_a_pick_is_stated_once() -> None:
    """Issue #20: a rung that declares its pick has no function restating it; it is decided by
    running the pick (rank.*, con.rank, con.mermaid, whale.numbers, stingray.*, kraken.destroy,
    exp.discard). Only the rulings' rungs are functions of their own (whale.discard, con.triangle,
    stingray.no-escape)."""
    own = {step.name for step in all_rungs() if getattr(step.decide, "__self__", None) is not step}
    assert own == {"whale.discard", "con.triangle", "stingray.no-escape"}
    assert all(step.pick is not None for step in all_rungs() if step.name not in own | {"con.triangle"})


def all_rungs() -> list[Rung]:
    out: list[Rung] = []
    todo = [step for level in LADDER for step in level.rungs]
    while todo:
        step = todo.pop(0)
        out.append(step)
        todo += step.exceptions
    return out


def claiming(name: str) -> Rung:
    return Rung(name, "rank.king", lambda field: Claim(name, RuleId.RANK_KING, Outcome.WON, 0))


def test_two_rules_claiming_at_one_level_is_a_conflict() -> None:
    """Principle 6: two rules claiming the same trick at one level raise, never pick silently."""
    level = Level("test", None)
    level.rungs += [claiming("one"), claiming("two")]
    field = field_of(Trick.of(["g1", "g2"]))
    with pytest.raises(RuleConflict, match="'one' and 'two' both decide the trick 'g1 g2'"):
        climb(field, [level])


def test_two_exceptions_claiming_together_are_a_conflict() -> None:
    """Catala's rule: two exceptions to one rule that both apply are a conflict too, reported with
    the trick they both decide."""
    base = Rung("base", "rank.king", lambda field: None)
    base.exceptions += [claiming("first"), claiming("second")]
    level = Level("test", None)
    level.rungs.append(base)
    with pytest.raises(RuleConflict, match="'first' and 'second' both decide the trick 'g1 g2'"):
        climb(field_of(Trick.of(["g1", "g2"])), [level])


def test_an_exception_replaces_the_rule_it_overrides() -> None:
    """rank.mermaid-king: the Mermaid wins over the Skull King, whatever the order."""
    for tokens in (["sk", "mermaid"], ["mermaid", "sk"], ["rosie", "sk", "mermaid"]):
        verdict = judge(tokens)
        assert verdict.decided_by == "rank.mermaid-king"
        assert verdict.winner == tokens.index("mermaid")


def judged(rules: RuleSet, tokens: tuple[str, ...]) -> bool:
    """Climb the ladder for one trick; False when the trick could not have been played."""
    try:
        trick = Trick.of(list(tokens), rules)
    except SkrulesError as err:
        assert not isinstance(err, RuleConflict)
        return False
    claim = climb(field_of(trick))
    assert claim.rule in RULES
    return True


def test_every_two_card_trick_of_the_full_box_has_no_conflict() -> None:
    """Every ordered pair over the full box, every declaration, every reading: one claim each."""
    letters = alphabet(numbers=True)
    for rules in rule_sets():
        played = sum(judged(rules, pair) for pair in itertools.product(letters, repeat=2))
        assert played > len(letters) ** 2 // 2


@pytest.mark.slow
def test_every_three_card_trick_of_the_full_box_has_no_conflict() -> None:
    """Every ordered triple over the full box (numbers by suit and order), every declaration and
    the Plank's every choice, under every non-default reading: one claim each, never a conflict."""
    letters = alphabet(numbers=False)
    for rules in rule_sets():
        played = sum(judged(rules, triple) for triple in itertools.product(letters, repeat=3))
        assert played > len(letters) ** 3 // 3


def test_the_alphabet_covers_every_card_of_the_box() -> None:
    """The enumeration is over the full box: every kind, face and declaration is a letter (Scary Mary
    is the first edition's card, in no later box: first.deck)."""
    letters = alphabet(numbers=False)
    cards = [parse_play(w).card for w in letters]
    assert {c.kind for c in cards} == set(Kind) - {Kind.SCARY_MARY}
    assert {c.face for c in cards} == set(Face)
    assert {c.declared for c in cards if c.kind is Kind.TIGRESS} == {Role.PIRATE, Role.ESCAPE}
    assert field_of(Trick.of(["plank:2", "rosie", "harry"])).positions == (0, 2)


def test_a_field_sorts_the_cards_left_by_role() -> None:
    """plank.remove: the Pirate Walk the Plank removes is out of the field the ladder climbs."""
    field = field_of(Trick.of(["plank:2", "rosie", "sk", "g14"]))
    assert isinstance(field, Field)
    assert (list(field.pirates), list(field.kings), list(field.numbers)) == ([], [2], [3])


# ------------------------------------------------------------------ what a rung needs


def without_needs(levels: list[Level]) -> list[Level]:
    """The same ladder with every ``needs`` dropped, so that every rung is asked."""

    def bare(step: Rung) -> Rung:
        out = Rung(step.name, step.rule, step.decide)
        out.exceptions = [bare(e) for e in step.exceptions]
        return out

    copies = []
    for stage in levels:
        copy = Level(stage.name, stage.when)
        copy.rungs = [bare(step) for step in stage.rungs]
        copies.append(copy)
    return copies


def decision(claim: Claim) -> tuple[object, ...]:
    return (claim.name, claim.rule, claim.outcome, claim.winner, claim.tied, claim.ruling, claim.reading)


def test_skipping_a_rung_for_what_it_needs_never_changes_a_decision() -> None:
    """A rung's ``needs`` only spares the call: every two-card trick of the full box, under every
    reading, is decided by the same claim when every rung is asked (rank.*, con.rank, the monsters)."""
    bare = without_needs(LADDER)
    letters = alphabet(numbers=True)
    compared = 0
    for rules in rule_sets():
        for pair in itertools.product(letters, repeat=2):
            try:
                field = field_of(Trick.of(list(pair), rules))
            except SkrulesError:
                continue
            assert decision(climb(field)) == decision(climb(field, bare)), pair
            compared += 1
    assert compared > len(letters) ** 2 // 2


def test_an_exception_needs_at_least_what_its_rule_needs() -> None:
    """Catala's exception applies only where its rule could: it needs what its rule needs, without
    saying so, so skipping the rule can never hide it (rank.mermaid-king over rank.king)."""
    from .declared import withdraw

    assert all(e.needs & step.needs == step.needs for level in LADDER for step in level.rungs for e in step.exceptions)
    anywhere = exception("rank.king", rule=RuleId.RANK_MERMAID, name="test.mermaid-anywhere", pick=first(Role.MERMAID))
    try:
        assert anywhere.needs == 1 << ROLE_IDS[Role.SKULL_KING] | 1 << ROLE_IDS[Role.MERMAID]
        assert judge(["g1", "mermaid"]).decided_by == "rank.mermaid"  # no Skull King: never asked
        with pytest.raises(RuleConflict, match=r"'rank\.mermaid-king' and 'test\.mermaid-anywhere'"):
            judge(["sk", "mermaid"])  # two exceptions to rank.king claim it
    finally:
        withdraw("rank.king", "test.mermaid-anywhere")


def test_a_rung_declared_after_tricks_were_judged_is_climbed() -> None:
    """The climb's plans are made from the declarations; a later declaration (an app's own
    exception, as the conformance kit's wrong adapter adds one) must reach tricks judged after it."""
    from .declared import withdraw

    assert adjudicate(Trick.of(["g1", "g2"])).decided_by == "rank.lead"
    before = len(LADDER)
    exception(
        "rank.lead",
        rule=RuleId.RANK_TRUMP,
        name="test.late-exception",
        decide=lambda field: Claim("test.late-exception", RuleId.RANK_TRUMP, Outcome.WON, 0),
    )
    try:
        assert adjudicate(Trick.of(["g1", "g2"])).decided_by == "rank.trump"
    finally:
        withdraw("rank.lead", "test.late-exception")
    assert len(LADDER) == before
    assert adjudicate(Trick.of(["g1", "g2"])).decided_by == "rank.lead"
