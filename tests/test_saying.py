"""A rung's sentences are declared with it (``says``): the trace and the answer are chosen by one statement.

Rules exercised: rank.king and con.rank (the Skull King beats First Mate Con), rank.pirate (the first
Pirate), rank.mermaid-king, rank.trump and rank.escape, each told by its declared case.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from skrules import judge
from skrules.cards import ROLE_IDS, Role
from skrules.explain import _MONSTER_SENTENCES, _RUNG_SENTENCES
from skrules.ladder import LADDER, named
from skrules.messages import Msg
from skrules.notation import Play
from skrules.rules import RuleSet
from skrules.saying import MORE, Case, Says
from skrules.sentence import _WON_BY
from skrules.sentence import answer_text as answer
from skrules.trick import adjudicate
from tests.strategies import tricks

RUNGS = [r for level in LADDER for rung in level.rungs for r in (rung, *rung.exceptions)]


@pytest.mark.parametrize("rung", RUNGS, ids=lambda r: r.name)
def test_every_rung_is_told_one_way(rung: object) -> None:
    """Every rung and exception of the ladder has its sentence declared (``says``) or a writer of its
    own in skrules.explain (and its answer in skrules.sentence), never both and never neither."""
    name = rung.name  # type: ignore[attr-defined]
    written = name in _RUNG_SENTENCES or name in _MONSTER_SENTENCES
    assert (rung.says is not None) != written, name  # type: ignore[attr-defined]
    if rung.says is not None:  # type: ignore[attr-defined]
        assert name not in _WON_BY  # its answer is its declared cases'


def test_the_last_case_must_always_hold() -> None:
    """A rung's cases are tried in order, and one must always apply: a last case with conditions is refused."""
    with pytest.raises(ValueError, match=r"^a rung's last case must hold whatever the field holds \(when=\(\)\)$"):
        Says(Case((MORE,), Msg.FIRST_PIRATE))
    with pytest.raises(ValueError, match=r"^a rung's last case must hold"):
        Says()


def test_a_declaration_reads_its_roles_as_a_fields_integers_and_picks_the_first_case_that_holds() -> None:
    """rank.mermaid-king, rank.pirate: what a declaration names (roles, MORE, the card it is against) is read
    once as a field's integers (``ROLE_IDS``, MORE as -1), and ``case`` gives the first case whose roles are all
    in the field, one that asks MORE only when more cards of the winner's role are there."""
    king, pirate, mermaid = (ROLE_IDS[r] for r in (Role.SKULL_KING, Role.PIRATE, Role.MERMAID))
    beside_king = Case((Role.SKULL_KING, MORE), Msg.FIRST_PIRATE)
    beside_pirate = Case((Role.PIRATE,), Msg.ONLY_MERMAID)
    always = Case((), Msg.ONLY_MERMAID)
    assert (beside_king.mask, beside_king.more) == (1 << king, True)
    assert (beside_pirate.mask, beside_pirate.more) == (1 << pirate, False)
    assert (always.mask, always.more) == (0, False)
    says = Says(beside_king, beside_pirate, always, cites=(Role.PIRATE, MORE), against=Role.MERMAID)
    assert (says.against_id, says.cite_ids, says.more) == (mermaid, (pirate, -1), True)
    assert (Says(always).against_id, Says(always).cite_ids, Says(always).more) == (-1, (), False)
    assert Says(always, cites=(MORE,)).more and Says(beside_king, always).more
    both = 1 << king | 1 << pirate
    assert says.case(both, True) is beside_king
    assert says.case(both, False) is beside_pirate  # MORE asked, none more: the next case
    assert says.case(1 << king, False) is always and says.case(0, True) is always


@pytest.mark.parametrize(
    ("tokens", "rule", "message", "cards", "said"),
    [
        (["Ann=sk", "Ben=con", "Cat=rosie"], "con.rank", Msg.BEATS_CON_PIRATES, [0, 2, 1], "beats First Mate Con"),
        (["Ann=sk", "Ben=g3"], "rank.king", Msg.BEATS_NUMBERS, [0], "the Skull King beats every other card"),
        (["g3", "Ben=rosie", "mermaid", "harry"], "rank.pirate", Msg.FIRST_PIRATE_ALL, [1, 3, 2], "the first Pirate"),
        (["Ann=sk", "Ben=mermaid"], "rank.mermaid-king", Msg.MERMAID_KING, [1, 0], "a Mermaid beats the Skull King"),
        (["Ann=g9", "Ben=b2"], "rank.trump", Msg.TRUMP, [1], "black is trump"),
        (["Ann=escape", "Ben=loot"], "rank.escape", Msg.ESCAPES, [0], "every card plays as an Escape"),
    ],
)  # fmt: skip
def test_the_trace_and_the_answer_follow_the_declared_case(
    tokens: list[str], rule: str, message: str, cards: list[int], said: str
) -> None:
    """The step of the deciding rung cites the case's rule and cards and says its message; the
    answer's first sentence is the same case's."""
    v = judge(tokens)
    step = next(s for s in v.trace if s.message == message)
    assert (step.rule, list(step.cards)) == (rule, cards)
    assert said in answer(v).split(".")[0]


def test_a_changed_case_changes_the_answer_and_the_trace(monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.mermaid-king: its sentences changed in its declaration, and only there, the answer and
    the trace say the new ones."""
    says = Says(Case((), Msg.ONLY_MERMAID, "{who} wins: the Mermaid lures the Skull King."))
    monkeypatch.setattr(named("rank.mermaid-king"), "says", says)
    v = judge(["Ann=sk", "Ben=mermaid"])
    assert answer(v).startswith("Ben's Mermaid wins: the Mermaid lures the Skull King.")
    assert "Ben's Mermaid is the only Mermaid: it beats every numbered card." in [s.text for s in v.trace]


@pytest.mark.parametrize(
    ("tokens", "cited"),
    [
        (["Ann=sk", "Ben=con", "Cat=rosie"], "con.rank"),
        (["Ann=sk", "Ben=con", "Cat=g3"], "con.rank"),
        (["Ann=sk", "Ben=g3"], "rank.king"),
        (["Ann=g9", "Ben=b2"], "rank.trump"),
        (["Ann=kraken", "Ben=g9"], "kraken.destroy"),
    ],
)  # fmt: skip
def test_the_answer_cites_the_rule_its_first_sentence_states(tokens: list[str], cited: str) -> None:
    """con.rank, rank.king: the answer's first sentence is its case's (the Skull King beating First Mate Con) and
    cites the rule the trace's step of that case cites; it cited the rung's rule (rank.king) beside a step citing
    con.rank. Without a case of its own, the deciding rule."""
    v = judge(tokens)
    first = answer(v, ids=True).split(". ")[0]
    assert first.endswith(f"[{cited}]") and cited in [s.rule for s in v.trace]


@settings(max_examples=300)
@given(tricks())
def test_the_rule_the_answer_cites_is_a_step_of_the_trace(trick: tuple[list[Play], RuleSet]) -> None:
    """trace.cite: the rule cited after the answer's first sentence is one the explanation cites, whatever the
    trick, so that a player reading ``--ids`` finds it among the steps."""
    plays, rules = trick
    v = adjudicate(plays, rules)
    cited = answer(v, ids=True).split(" [", 1)[1].split("]", 1)[0]
    assert cited in {s.rule for s in v.trace}
