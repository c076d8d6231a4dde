"""A rung's sentences are declared with it (``says``): the trace and the answer are chosen by one statement.

Rules exercised: rank.king and con.rank (the Skull King beats First Mate Con), rank.pirate (the first
Pirate), rank.mermaid-king, rank.trump and rank.escape, each told by its declared case.
"""

from __future__ import annotations

import pytest

from skrules import judge
from skrules.explain import _MONSTER_SENTENCES, _RUNG_SENTENCES
from skrules.ladder import LADDER, named
from skrules.messages import Msg
from skrules.saying import MORE, Case, Says
from skrules.sentence import _WON_BY
from skrules.sentence import answer_text as answer

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
    with pytest.raises(ValueError, match="last case"):
        Says(Case((MORE,), Msg.FIRST_PIRATE))
    with pytest.raises(ValueError, match="last case"):
        Says()


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
