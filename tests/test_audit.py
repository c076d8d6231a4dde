"""The exhaustive audit (issue #14, section 2): enumeration, symmetry reduction, invariants, the
second encoding, and running shards on processes and on Dask.

The audit itself checks the rules: rank.*, next.winner, bonus.capture, davy.destroy,
plank.remove, kraken.leader, whale.*, stingray.lowest, exp.discard and the ladder's rulings.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from collections.abc import Callable, Iterator
from math import perm
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules import RuleSet, judge
from skrules.audit.answers import of_refusal, of_verdict
from skrules.audit.enumerate import brute_force, canonical, classes, deck_of, shards, written_cards
from skrules.audit.report import text
from skrules.audit.run import Spec, audit, audit_shard, merge, rule_sets
from skrules.errors import SkrulesError
from skrules.ladder import Claim, Field, Outcome, exception
from skrules.lead import NoSuit
from skrules.rulings import RuleId

from .conftest import examples

DECKS = ("base", "advanced", "all")


def _answer(tokens: list[str] | tuple[str, ...], rules: RuleSet) -> object:
    try:
        v = judge(list(tokens), rules, explain=False)
    except SkrulesError:
        return "refused"
    bonuses = sorted((b.rule, b.points, b.card, b.player) for b in v.bonuses)
    return (v.outcome, v.winner, v.next_leader, bonuses)


# ------------------------------------------------------------------------- enumeration


@pytest.mark.parametrize("deck", DECKS)
def test_two_card_classes_count_every_raw_trick_once(deck: str) -> None:
    """box.copies, tigress.declare, exp.zero-fourteen, wild.name, plank.remove: every written trick
    of two cards, counted one by one, falls in exactly one class, with the class's multiplicity."""
    rules = RuleSet.from_options(deck=deck)
    found = list(classes(deck_of(rules), 2))
    mine = Counter[tuple[object, ...]]()
    for cls in found:
        key = canonical(cls.tokens)
        assert key not in mine, cls  # each class is built once
        mine[key] = cls.raw
    assert dict(mine) == brute_force(rules, 2)


@pytest.mark.slow
def test_three_card_classes_of_the_base_game_match_brute_force() -> None:
    """The reduction at three cards (box.suits: green, purple and yellow interchangeable)."""
    rules = RuleSet.from_options(deck="base")
    mine = {canonical(c.tokens): c.raw for c in classes(deck_of(rules), 3)}
    assert mine == brute_force(rules, 3)
    assert sum(mine.values()) == 278_857


def test_the_physical_count_tells_copies_apart() -> None:
    """box.copies: five Escapes, two Mermaids; two Escapes in a trick are 5 x 4 physical pairs."""
    rules = RuleSet.from_options(deck="base")
    cards = [str(c) for c in rules.box.cards()]  # one entry per physical card
    written = Counter[str]()
    for a, b in itertools.permutations(range(len(cards)), 2):
        pair = [cards[a], cards[b]]
        for i, c in enumerate(pair):
            if c == "tigress":
                pair[i] = "tigress:pirate"  # and the Escape declaration below
        written[" ".join(pair)] += 1 + sum(c == "tigress:pirate" for c in pair)
    assert sum(c.physical for c in classes(deck_of(rules), 2)) == sum(written.values())
    assert next(c for c in classes(deck_of(rules), 2) if c.tokens == ("P1=escape", "P2=escape")).physical == perm(5, 2)


def test_shards_partition_the_trick_space() -> None:
    """Each shard is a prefix: together the shards hold every class once."""
    deck = deck_of(RuleSet.from_options(deck="advanced"))
    whole = [c.tokens for c in classes(deck, 3)]
    parts = [c.tokens for p in shards(deck, 1) for c in classes(deck, 3, p)]
    assert sorted(whole) == sorted(parts)
    assert len(set(whole)) == len(whole)


@pytest.fixture(scope="module")
def representatives() -> dict[tuple[object, ...], tuple[str, ...]]:
    deck = deck_of(RuleSet.from_options(deck="all"))
    return {canonical(c.tokens): c.tokens for c in classes(deck, 3)}


def _raw_tricks() -> st.SearchStrategy[list[str]]:
    letters = written_cards(RuleSet.from_options(deck="all"))
    return st.lists(st.sampled_from(letters), min_size=2, max_size=3)


@settings(max_examples=examples(300))  # 300 under ci, 30 under dev
@given(cards=_raw_tricks())
def test_a_trick_and_its_class_representative_get_the_same_answer(
    cards: list[str], representatives: dict[tuple[object, ...], tuple[str, ...]]
) -> None:
    """The symmetries are exact for the engine (rank.lead, rank.trump, rank.tie, whale.numbers,
    stingray.lowest, the bonuses): a raw trick is answered as its class's representative is."""
    if "plank" in cards or "volley" in cards or len(set(cards)) < len(cards):
        return  # their choices are spelled out by the classes; copies are refused or equal
    tokens = tuple(f"P{i + 1}={c}" for i, c in enumerate(cards))
    rep = representatives.get(canonical(tokens))
    if rep is None:  # no class holds it: it needs one card twice (a 0/14 card as 0 and as 14)
        assert _answer(tokens, RuleSet.from_options(deck="all")) == "refused"
        return
    for _, rules in rule_sets(Spec(3))[:3]:
        assert _answer(tokens, rules) == _answer(rep, rules), (tokens, rep)


# ------------------------------------------------------------------------- the audit


@pytest.mark.slow
def test_the_audit_of_two_cards_finds_nothing_wrong() -> None:
    """Every invariant and the second encoding agree on every trick of two cards, full box."""
    result = audit(Spec(2, "all"))
    assert result["violations"] == {}
    assert result["disagreements"] == {}
    assert result["classes"] == 908 and result["raw"] == 8913
    judged = result["judged"]["default"]  # type: ignore[index]
    assert 0 < judged[0] < 908


@pytest.mark.slow
def test_the_audit_of_three_cards_over_the_full_box_finds_nothing_wrong() -> None:
    """Issue #14's bar: N=3 over every module, every ladder ruling: no violation, no disagreement."""
    result = audit(Spec(3, "all"), jobs=2)
    assert result["violations"] == {}, json.dumps(result["violations"])[:2000]
    assert result["disagreements"] == {}, json.dumps(result["disagreements"])[:2000]
    assert result["classes"] == 33_409 and result["raw"] == 843_527


@pytest.mark.parametrize(
    ("tokens", "lead"),
    [
        (["rosie", "plank:1", "whale", "y3", "g5"], "y"),
        (["rosie", "plank:1", "stingray", "g5"], "g"),
        (["mary", "plank:1", "stingray", "escape", "b2"], "b"),
    ],
)
def test_the_plank_removing_the_leading_pirate_under_a_sea_monster_sets_the_lead_afresh(
    tokens: list[str], lead: str
) -> None:
    """ruling.plank-monster=removes, ruling.removed-lead, plank.remove: the Plank's removal under a
    White Whale or Stingray is the same removal as without one, so the lead is set afresh (found by
    the audit's lead-suit comparison at three cards), and the explanation says so; with
    ``removed-lead=as-played`` it stays as played (none, a Pirate led)."""
    written = [f"P{i + 1}={t}" for i, t in enumerate(tokens)]
    rules = RuleSet.from_options(deck="all", rulings={"plank-monster": "removes"})
    v = judge(written, rules)
    assert v.removed_by_plank == 0 and str(v.lead) == lead
    assert any(s.ruling == "ruling.removed-lead" and s.rule == RuleId.LEAD_NUMBER for s in v.trace)
    kept = RuleSet.from_options(deck="all", rulings={"plank-monster": "removes", "removed-lead": "as-played"})
    assert judge(written, kept).lead is NoSuit.NONE
    default = judge(written, RuleSet.from_options(deck="all"))
    assert default.removed_by_plank is None and default.lead is NoSuit.NONE


def test_shard_results_merge_into_the_whole() -> None:
    """A pure function over shards: adding the shards' tallies gives the one-process result."""
    spec = Spec(2, "advanced", asp=False)
    deck = deck_of(RuleSet.from_options(deck="advanced"))
    merged = merge(audit_shard(spec, i) for i in reversed(range(len(shards(deck, 1)))))
    whole = audit(spec)
    for key in ("classes", "raw", "physical", "judged", "violations", "changes"):
        assert merged[key] == whole[key], key


def test_where_the_rulings_matter_at_two_cards() -> None:
    """ruling.monster-discard-leader changes who leads after a White Whale with no numbers; the
    smallest example is the shortest, then first in order."""
    result = audit(Spec(2, "advanced", asp=False))
    n, raw, example = result["changes"]["monster-discard-leader=trick-leader"]  # type: ignore[index]
    assert (n, raw) == (8, 12)
    assert example[0] == ["P1=escape", "P2=whale"]
    # ruling.character-lead: at two cards it changes only the lead suit, which the table counts too
    _, _, example = result["changes"]["character-lead=next-number"]  # type: ignore[index]
    assert example[0] == ["P1=kraken", "P2=b1"]
    assert "lead none" in example[1] and "lead b" in example[2]


@pytest.fixture
def wrong_rung() -> Iterator[None]:
    """An engine bug, injected as examples/adapter_wrong.py does: the Skull King beats the Mermaid."""
    from .declared import withdraw

    def king_over_mermaid(field: Field) -> Claim | None:
        return Claim("rank.king", RuleId.RANK_KING, Outcome.WON, field.kings[0]) if field.kings else None

    exception("rank.mermaid-king", rule=RuleId.RANK_KING, name="test.king-over-mermaid", decide=king_over_mermaid)
    yield
    withdraw("rank.mermaid-king", "test.king-over-mermaid")


def test_an_injected_bug_is_caught_with_its_smallest_example(wrong_rung: None) -> None:
    """rank.mermaid-king broken: the second encoding disagrees, and the smallest trick shows it."""
    result = audit(Spec(2, "base", vary=False))
    n, _, example = result["disagreements"]["default"]  # type: ignore[index]
    assert n == 2  # mermaid then sk, sk then mermaid
    assert example[0] == ["P1=mermaid", "P2=sk"]
    assert example[1][1] == 1 and example[2][1] == 0  # skrules says the King, the program the Mermaid
    assert ["winner", "rank.king", "rank.mermaid-king"] in example[3]  # each side names its rule


@pytest.mark.slow  # a whole audit run: the full suite runs it, the fast loop leaves it out
def test_a_dropped_mermaid_bonus_is_caught_named_and_settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """bonus.mermaid, bonus.capture: an engine that pays no Mermaid bonus disagrees with the program on
    the bonuses; the disagreement names bonus.mermaid, and the scenario library's Mary Thorne example
    (a Pirate takes a Mermaid for +20) says the program is right."""
    import skrules.trick

    pays = skrules.trick._character_bonuses
    monkeypatch.setattr(
        skrules.trick,
        "_character_bonuses",
        lambda *args: tuple(b for b in pays(*args) if b.rule != "bonus.mermaid"),
    )
    result = audit(Spec(2, "all", vary=False))
    n, _, example = result["disagreements"]["default"]  # type: ignore[index]
    assert n == 6  # the Mermaid before or after a base Pirate, Mary Thorne or the Tigress
    assert example[0] == ["P1=mermaid", "P2=mary"]  # a recorded example settles it: shown before smaller ones
    assert example[3] == [["bonuses", "no bonus.mermaid", "bonus.mermaid"]]
    assert example[1][4] == 0 and example[2][4] == 20  # the bonus totals
    assert "characters.skull::Mary Thorne plays as a Pirate" in example[4]
    assert example[4].endswith("the program agrees")
    shown = text(result)
    assert "bonuses differs: skrules by no bonus.mermaid, the program by bonus.mermaid" in shown


def test_a_disagreement_no_example_covers_shows_the_smallest_trick(monkeypatch: pytest.MonkeyPatch) -> None:
    """bonus.king: with no recorded example of a Mermaid taking the Skull King in the base box's
    class under this rule set the audit shows the smallest trick and says nothing of who is right."""
    import skrules.trick

    pays = skrules.trick._character_bonuses
    monkeypatch.setattr(
        skrules.trick, "_character_bonuses", lambda *args: tuple(b for b in pays(*args) if b.rule != "bonus.king")
    )
    monkeypatch.setattr("skrules.audit.run.verdict", lambda *args: None)
    result = audit(Spec(2, "base", vary=False))
    n, _, example = result["disagreements"]["default"]  # type: ignore[index]
    assert n == 2 and example[0] == ["P1=mermaid", "P2=sk"] and example[4] is None
    assert example[3] == [["bonuses", "no bonus.king", "bonus.king"]]


@pytest.mark.slow  # a whole audit run: the full suite runs it, the fast loop leaves it out
def test_the_dask_path_on_a_local_cluster() -> None:
    """--scheduler: the shards run on Dask workers and merge to the same result."""
    distributed = pytest.importorskip("distributed")
    spec = Spec(2, "base", asp=False)
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        remote = audit(spec, scheduler=cluster.scheduler_address)
    local = audit(spec)
    for key in ("classes", "raw", "physical", "judged", "violations", "changes"):
        assert remote[key] == local[key], key


# ------------------------------------------------------------------------- the second encoding


@pytest.mark.parametrize(
    ("tokens", "expected"),
    [
        (["mermaid", "sk", "rosie"], ("won", 0, 0)),  # rank.mermaid-king
        (["g3", "b2", "g14"], ("won", 1, 1)),  # rank.trump
        (["escape", "g5", "g9"], ("won", 2, 2)),  # lead.escape, rank.lead
        (["rosie", "g2", "y14"], ("won", 0, 0)),  # lead.character, rank.pirate
        (["g3", "mermaid", "kraken", "b5"], ("destroyed", None, 1)),  # kraken.leader: the Mermaid would have won
        (["b2", "pirate", "y14", "sk", "whale"], ("won", 2, 2)),  # whale.numbers
        (["whale", "escape", "sk"], ("discarded", None, 0)),  # ruling.monster-discard-leader
        (["kraken", "escape", "escape", "stingray"], ("won", 0, 0)),  # stingray.lowest, monster.last
        (["davy", "stingray", "plank"], ("discarded", None, 0)),  # davy.destroy, exp.discard
        (["harry", "rosie", "plank:1"], ("won", 1, 1)),  # plank.remove
    ],
)
def test_the_answer_set_program_on_the_rulebook_examples(tokens: list[str], expected: tuple[object, ...]) -> None:
    """The program, written from the rulebook, answers the rulebook's own examples."""
    pytest.importorskip("clingo")
    from skrules.audit.asp import answers

    written = [f"P{i + 1}={t}" for i, t in enumerate(tokens)]
    (got,) = answers(RuleSet.from_options(deck="all"), [written])
    assert got is not None and (got.outcome, got.winner, got.leader) == expected


def both_encodings_say(tokens: list[str], rulings: dict[str, str], expected: tuple[object, ...]) -> None:
    """The engine and the answer-set program both give ``expected`` (outcome, winner, next leader)."""
    pytest.importorskip("clingo")
    from skrules.audit.asp import answers
    from skrules.audit.invariants import answer

    rules = RuleSet.from_options(deck="all", rulings=rulings)
    written = [f"P{i + 1}={t}" for i, t in enumerate(tokens)]
    assert answer(judge(written, rules, explain=False)) == expected
    (got,) = answers(rules, [written])
    assert got is not None and (got.outcome, got.winner, got.leader) == expected


@pytest.mark.parametrize(
    ("tokens", "reading", "expected"),
    [
        (["stingray", "rosie", "escape", "plank:2"], "no-effect", ("discarded", None, 0)),
        (["stingray", "rosie", "escape", "plank:2"], "removes", ("won", 2, 2)),
        (["rosie", "stingray", "escape", "plank:1"], "no-effect", ("discarded", None, 0)),
        (["rosie", "stingray", "escape", "plank:1"], "removes", ("won", 2, 2)),
        (["whale", "rosie", "g3", "plank:2"], "removes", ("won", 2, 2)),
        (["kraken", "rosie", "escape", "plank:2"], "no-effect", ("destroyed", None, 2)),
    ],
)
def test_both_encodings_read_the_plank_under_a_sea_monster_alike(
    tokens: list[str], reading: str, expected: tuple[object, ...]
) -> None:
    """ruling.plank-monster (plank.remove, stingray.no-escape): the reading the audit's four-card run
    found the two encodings taking differently; each reading now gives one answer in both."""
    both_encodings_say(tokens, {"plank-monster": reading}, expected)


@pytest.mark.parametrize(
    ("tokens", "reading", "expected"),
    [
        (["rosie", "g5", "wild15:y", "plank"], "recompute", ("won", 2, 2)),
        (["rosie", "g5", "wild15:y", "plank"], "as-played", ("discarded", None, 0)),
        (["rosie", "b5", "wild15:y", "plank"], "recompute", ("won", 1, 1)),
        (["whale", "g5", "wild15:y", "davy"], "recompute", ("won", 2, 2)),
        (["kraken", "g5", "wild15:y", "y3"], "as-played", ("destroyed", None, 2)),
        (["whale", "g5", "wild15:y", "kraken"], "recompute", ("destroyed", None, 2)),
    ],
)
def test_both_encodings_let_a_wild_15_follow_the_lead_set_without_the_removed_cards(
    tokens: list[str], reading: str, expected: tuple[object, ...]
) -> None:
    """ruling.removed-lead, kraken.leader, wild.follow, wild.black: judged as if the removed cards (or
    the sea monsters) had never been played, a Wild 15 named before any suit follows the suit the
    rest sets, in both encodings."""
    both_encodings_say(tokens, {"removed-lead": reading}, expected)


def test_a_rulebook_example_of_the_same_class_and_readings_settles_a_disagreement() -> None:
    """bonus.pirate, rank.king: the rulebook's example ``Ann=mary Ben=sk`` (the Skull King wins, +30)
    is the class of the audit's ``P1=mary P2=sk``; an answer that gives the trick to Mary Thorne is
    named as the side it does not support. Under other readings the example does not apply."""
    from skrules.audit.answers import Answer
    from skrules.audit.seeds import verdict

    rules = RuleSet.from_options(deck="all")
    tokens = ["P1=mary", "P2=sk"]
    mine = of_verdict(judge(tokens, rules, explain=False))
    wrong = Answer("won", 0, 0, mine.lead, (), None, {})
    said = verdict(tokens, rules, mine, wrong)
    assert said is not None and said.startswith("expansion.md: Ann=mary Ben=sk")
    assert said.endswith("skrules agrees")
    swapped = verdict(tokens, rules, wrong, mine)
    assert swapped is not None and swapped.endswith("the program agrees")
    other = RuleSet.from_options(deck="all", rulings={"con-triangle": "con"})
    assert verdict(tokens, other, mine, wrong) is None  # not the readings the example was written under
    assert verdict(["P1=rosie", "P2=sk", "P3=g2", "P4=g3"], rules, mine, wrong) is None  # no example of it


@pytest.mark.parametrize(
    ("tokens", "rulings"),
    [
        (["mermaid", "rosie", "g14"], {}),  # bonus.mermaid, bonus.fourteen, rank.pirate
        (["rosie", "sk", "con", "b14"], {}),  # bonus.pirate, con.bonus, bonus.black-fourteen
        (["con", "sk", "mermaid"], {}),  # bonus.king, con.bonus
        (["g8x", "g9", "y7x"], {}),  # exp.eight, exp.seven, lead.number
        (["g14x", "g3"], {}),  # exp.zero-fourteen: the 0/14 card pays nothing
        (["sk", "bendt", "plank:2"], {}),  # plank.remove: a Pirate walked off pays nothing
        (["sk", "g14", "stingray"], {}),  # stingray.lowest: the numbers' bonuses only
        (["davy", "kraken", "g3"], {}),  # davy.bonus to Davy's player
        (["davy", "kraken", "g3"], {"davy-recipient": "winner", "davy-needs-bid": "always"}),
        (["davy", "stingray", "plank"], {}),  # exp.discard: a discard captures nothing
        (["davy", "stingray", "plank"], {"discard-captures": "davy"}),
        (["escape", "rosie", "g5"], {}),  # lead.escape then a character: next-number
        (["escape", "rosie", "g5"], {"lead-after-escape": "character"}),
        (["rosie", "g5"], {}),  # lead.character
        (["escape", "loot"], {}),  # lead.escape: no suit is set
        (["kraken", "g3", "mermaid"], {}),  # kraken.destroy
    ],
)
def test_the_program_computes_bonuses_and_the_lead_as_skrules(tokens: list[str], rulings: dict[str, str]) -> None:
    """The second encoding pays each capture's bonus (bonus.*, con.bonus, exp.eight, exp.seven,
    davy.bonus, ruling.davy-*) and sets the lead suit (lead.*) as the engine does."""
    pytest.importorskip("clingo")
    from skrules.audit.asp import answers

    rules = RuleSet.from_options(deck="all", rulings=rulings)
    written = [f"P{i + 1}={t}" for i, t in enumerate(tokens)]
    mine = of_verdict(judge(written, rules, explain=False))
    (theirs,) = answers(rules, [written])
    assert theirs is not None and theirs.key() == mine.key(), (mine, theirs)
    assert theirs.rules["outcome"] and theirs.rules["leader"] and theirs.rules["lead"] == mine.rules["lead"]


@pytest.mark.parametrize(
    ("tokens", "rulings", "rule"),
    [
        (["rosie", "wild15"], {}, "wild.name"),
        (["escape", "wild15"], {}, "wild.name"),
        (["g3", "wild15:p"], {}, "wild.follow"),
        (["b3", "wild15:g"], {}, "wild.black"),
        (["rosie", "tigress:pirate", "plank:2"], {"plank-tigress": "no"}, "plank.remove"),
        (["tigress:pirate", "plank:1"], {"plank-tigress": "no"}, "plank.remove"),
    ],
)
def test_both_encodings_refuse_a_trick_for_the_same_reason(
    tokens: list[str], rulings: dict[str, str], rule: str
) -> None:
    """wild.name, wild.follow, wild.black, plank.remove (ruling.plank-tigress): a refused trick is
    compared by the rule that refuses it and the card at fault, not only by being refused."""
    pytest.importorskip("clingo")
    from skrules.audit.asp import answers

    rules = RuleSet.from_options(deck="all", rulings=rulings)
    written = [f"P{i + 1}={t}" for i, t in enumerate(tokens)]
    with pytest.raises(SkrulesError) as err:
        judge(written, rules, explain=False)
    mine = of_refusal(err.value, written)
    assert mine.refused == (rule, len(tokens) - 1)
    assert answers(rules, [written]) == [mine]


def test_a_trick_with_two_faults_is_refused_by_either() -> None:
    """wild.name and plank.remove (ruling.plank-tigress=no): the engine stops at one fault of
    ``plank:2 tigress:pirate wild15``, the program lists both; they agree when the engine's is
    among the program's (the audit's three-card run found this pair)."""
    pytest.importorskip("clingo")
    from skrules.audit.asp import answers

    rules = RuleSet.from_options(deck="all", rulings={"plank-tigress": "no"})
    written = ["P1=plank:2", "P2=tigress:pirate", "P3=wild15"]
    with pytest.raises(SkrulesError) as err:
        judge(written, rules, explain=False)
    mine = of_refusal(err.value, written)
    (theirs,) = answers(rules, [written])
    assert theirs is not None and set(theirs.faults) == {("plank.remove", 0), ("wild.name", 2)}
    assert mine.refused in theirs.faults and mine.agrees(theirs)
    assert not mine.agrees(answers(RuleSet.from_options(deck="all"), [["P1=g3", "P2=wild15:p"]])[0])


@pytest.mark.parametrize("reading", ["no-effect", "removes"])
def test_the_kraken_is_not_concerned_by_the_plank_ruling(reading: str) -> None:
    """ruling.plank-monster, kraken.destroy: "The Kraken is not concerned", so the trick it destroys
    keeps the Plank's Pirate and its lead (lead.character) under either reading, in both encodings.
    Comparing the lead suit found the program reading ``removes`` into the Kraken's trick too."""
    pytest.importorskip("clingo")
    from skrules.audit.asp import answers

    rules = RuleSet.from_options(deck="all", rulings={"plank-monster": reading})
    written = ["P1=mary", "P2=plank:1", "P3=kraken"]
    mine = of_verdict(judge(written, rules, explain=False))
    assert (mine.outcome, mine.lead) == ("destroyed", "none")
    assert answers(rules, [written]) == [mine]


def test_every_ruling_the_program_reads_is_passed_by_name() -> None:
    """ruling.*: the readings reach the program through a mapping from each ruling's name, which
    covers every ``opt/2`` the program reads and every reading of the rulings the audit varies."""
    import re

    pytest.importorskip("clingo")
    from skrules.audit.asp import ENCODED, program
    from skrules.audit.enumerate import LADDER_RULINGS
    from skrules.rules import RULINGS

    read = set(re.findall(r"opt\(([a-z]\w*),([a-z]\w*)\)", program()))  # constants, not variables
    mapped = {(atom, r) for atom, readings in ENCODED.values() for r in readings.values()}
    assert read <= mapped
    assert {atom for atom, _ in read} == {atom for atom, _ in ENCODED.values()}
    assert set(ENCODED) == set(LADDER_RULINGS)
    for name, (_, readings) in ENCODED.items():
        assert set(readings) == {str(r.value) for r in RULINGS[f"ruling.{name}"].kind}, name


def test_a_ruling_the_program_does_not_read_is_refused_clearly() -> None:
    """ruling.wild-follow is not a trick's ruling: asking the program to read it is an error that names it."""
    from skrules.audit.asp import UnmodelledRuling, options

    rules = RuleSet.from_options(deck="all")
    assert "opt(plank_tigress,yes)." in options(rules)
    with pytest.raises(UnmodelledRuling, match=r"ruling\.wild-follow: the second encoding does not read this ruling"):
        options(rules, ["lead-after-escape", "wild-follow"])


def test_the_lead_suit_counts_where_the_rulings_matter() -> None:
    """ruling.lead-after-escape changes only the lead suit of an Escape then a Pirate (lead.escape,
    lead.character): the table of where the rulings matter counts it, and says the lead as the trace does
    (``not set``, not the encodings' ``not_yet``)."""
    result = audit(Spec(2, "base", asp=False))
    n, _, example = result["changes"]["lead-after-escape=character"]  # type: ignore[index]
    assert n > 0
    assert example[0] == ["P1=escape", "P2=mermaid"]
    assert "lead not set" in example[1] and "lead none" in example[2]


# ------------------------------------------------------------------------- the command


@pytest.mark.slow  # a whole audit run: the full suite runs it, the fast loop leaves it out
def test_the_command_reports_a_clean_audit(cli: Callable[..., tuple[int, str, str]]) -> None:
    code, out, _ = cli("audit", "--max-cards", "2", "--deck", "base")
    assert code == 0
    assert "105 classes stand for 4,290 tricks" in out
    assert "no violation" in out and "agrees with skrules on every trick" in out


def test_the_command_as_json(cli: Callable[..., tuple[int, str, str]]) -> None:
    code, out, _ = cli("audit", "--max-cards", "2", "--deck", "advanced", "--no-asp", "--json")
    result = json.loads(out)
    assert code == 0 and result["classes"] == 172 and result["spec"]["asp"] is False


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--max-cards", "1"], "--max-cards 1: give a number of cards from 2 to 8"),
        (["--max-cards", "2", "--deck", "krakn"], "unknown deck part 'krakn'"),
        (["--max-cards", "2", "--ruling", "kraken-leader=nobody"], "kraken-leader"),
        (["--max-cards", "2", "--jobs", "0"], "--jobs 0"),
    ],
)
def test_the_command_refuses_bad_arguments(
    cli: Callable[..., tuple[int, str, str]], args: list[str], message: str
) -> None:
    code, out, err = cli("audit", *args)
    assert code == 2 and out == ""
    assert message in err


@pytest.mark.slow  # a whole audit run: the full suite runs it, the fast loop leaves it out
def test_the_rulebook_table_is_cached_by_the_engine_sources(tmp_path: Path) -> None:
    """The page's table (ruling.*) is computed once per engine: the cache is keyed by its hash."""
    from skrules.audit.sphinx import CACHE, cached_result, engine_hash

    first = cached_result(tmp_path)
    assert first["engine"] == engine_hash() and (tmp_path / CACHE).is_file()
    assert first["result"]["changes"]["monster-discard-leader=trick-leader"][0] > 0
    (tmp_path / CACHE).write_text(json.dumps({**first, "marker": 1}), encoding="utf-8")
    assert cached_result(tmp_path)["marker"] == 1  # read back, not computed again
    (tmp_path / CACHE).write_text(json.dumps({**first, "engine": "stale", "marker": 1}), encoding="utf-8")
    assert "marker" not in cached_result(tmp_path)  # another engine: computed afresh


def test_the_committed_rulebook_table_was_computed_by_the_engine_as_it_is() -> None:
    """ruling.*: the audit table the rulebook shows is kept in docs/ with the hash of the engine sources it was
    computed from. An engine change must refresh it in the same commit, else every build of the rulebook would
    compute it again and rewrite a file under version control."""
    from skrules.audit.sphinx import CACHE, engine_hash

    kept = json.loads((Path(__file__).resolve().parent.parent / "docs" / CACHE).read_text(encoding="utf-8"))
    assert kept["engine"] == engine_hash(), f"the engine changed: refresh the table with `{kept['command']}`"


@pytest.mark.parametrize("address", ["foo", "tcp://", "tcp://host:notaport", "::::", "localhost:70000", "tcp://a b:1"])
def test_a_malformed_scheduler_address_is_refused_in_one_line(
    cli: Callable[..., tuple[int, str, str]], address: str
) -> None:
    """Finding: ``audit --scheduler`` with a malformed address ended in an internal error (exit 70).
    The address's form is checked before Dask is imported: one line, exit 2."""
    code, out, err = cli("audit", "--max-cards", "2", "--deck", "base", "--no-asp", "--scheduler", address)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and f"--scheduler {address!r}: not a scheduler address" in err


def test_the_command_takes_plain_and_format_as_every_command_does(cli: Callable[..., tuple[int, str, str]]) -> None:
    """Finding: ``audit --plain`` was refused although every command takes --plain, --json and --format."""
    args = ("audit", "--max-cards", "2", "--deck", "base", "--no-asp")
    code, plain, _ = cli(*args, "--plain")
    assert code == 0 and "105 classes stand for 4,290 tricks" in plain
    code, out, _ = cli(*args, "--format", "json")
    assert code == 0 and json.loads(out)["classes"] == 105
