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
from skrules.audit.enumerate import brute_force, canonical, classes, deck_of, shards, written_cards
from skrules.audit.run import Spec, audit, audit_shard, merge, rule_sets
from skrules.cards import Role
from skrules.errors import SkrulesError
from skrules.ladder import Claim, Field, Outcome, exception

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


@settings(max_examples=300, deadline=None)
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
    assert "character-lead=next-number" not in result["changes"]  # type: ignore[operator]


@pytest.fixture
def wrong_rung() -> Iterator[None]:
    """An engine bug, injected as examples/adapter_wrong.py does: the Skull King beats the Mermaid."""
    from .declared import withdraw

    @exception(
        "rank.mermaid-king", rule="rank.king", name="test.king-over-mermaid", needs=(Role.SKULL_KING, Role.MERMAID)
    )
    def king_over_mermaid(field: Field) -> Claim | None:
        return Claim("rank.king", "rank.king", Outcome.WON, field.kings[0]) if field.kings else None

    yield
    withdraw("rank.mermaid-king", "test.king-over-mermaid")


def test_an_injected_bug_is_caught_with_its_smallest_example(wrong_rung: None) -> None:
    """rank.mermaid-king broken: the second encoding disagrees, and the smallest trick shows it."""
    result = audit(Spec(2, "base", vary=False))
    n, _, example = result["disagreements"]["default"]  # type: ignore[index]
    assert n == 2  # mermaid then sk, sk then mermaid
    assert example[0] == ["P1=mermaid", "P2=sk"]
    assert example[1][1] == 1 and example[2][1] == 0  # skrules says the King, the program the Mermaid


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
    assert answers(RuleSet.from_options(deck="all"), [written]) == [expected]


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
    pytest.importorskip("clingo")
    from skrules.audit.asp import answers
    from skrules.audit.invariants import answer

    rules = RuleSet.from_options(deck="all", rulings={"plank-monster": reading})
    written = [f"P{i + 1}={t}" for i, t in enumerate(tokens)]
    assert answer(judge(written, rules, explain=False)) == expected
    assert answers(rules, [written]) == [expected]


# ------------------------------------------------------------------------- the command


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
