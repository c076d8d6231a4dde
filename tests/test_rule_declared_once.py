"""A rule is one declaration: changing it there changes every answer that goes through it.

``rank.mermaid-king`` is declared once in :mod:`skrules.ladder`, as a pick. Declared again with
the Skull King's pick (and only there), the verdict, the CLI's JSON, the trace's cited rule, why
a card did not win, the cards page's cycle and the audit all follow, compiled or not; put back,
they are as shipped again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest

from skrules import judge
from skrules.audit.run import Spec, audit
from skrules.cards import Role
from skrules.glance import glance
from skrules.ladder import _PLANS, climb, field_of, first, named
from skrules.trick import Trick
from skrules.whynot import why_not

from .test_ladder import decision

Cli = Callable[..., tuple[int, str, str]]
TRICK = ["Ann=mermaid", "Ben=sk"]


@pytest.fixture
def king_over_mermaid(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """rank.mermaid-king declared with the Skull King's pick, in its one place, every plan made anew."""
    _PLANS.clear()
    judge(TRICK, explain=False)  # plans made, and its tokens read, before the change
    monkeypatch.setattr(named("rank.mermaid-king"), "pick", first(Role.SKULL_KING))
    _PLANS.clear()
    yield
    monkeypatch.undo()
    _PLANS.clear()


def test_the_verdict_follows_the_declared_pick(king_over_mermaid: None) -> None:
    """rank.mermaid-king: the Skull King now wins, by the same rule, compiled and through the
    field alike; the bonus for a Skull King taken by a Mermaid is no longer paid (bonus.king)."""
    for explain in (False, True):
        v = judge(TRICK, explain=explain)
        assert (v.winner, v.decided_by, v.winner_name) == (1, "rank.mermaid-king", "Ben")
        assert "bonus.king" not in [b.rule for b in v.bonuses]
    field = field_of(Trick.of(TRICK))
    assert decision(climb(field)) == decision(climb(field, compiled=False))
    assert climb(field).winner == 1


def test_the_cli_json_trace_and_why_not_follow(king_over_mermaid: None, cli: Cli) -> None:
    """rank.mermaid-king: the JSON answer names the Skull King, the trace cites the rule over
    both cards, and why the Mermaid did not win cites the rule and the Skull King."""
    code, out, _ = cli("trick", *TRICK, "--json")
    data = json.loads(out)
    assert code == 0 and (data["winner"], data["winning_card"], data["next_leader_name"]) == (1, "sk", "Ben")
    cited = [step for step in data["trace"] if step["rule"] == "rank.mermaid-king"]
    assert len(cited) == 1 and 1 in cited[0]["cards"]
    w = why_not(judge(TRICK), 0)
    assert (w.rule, w.beaten_by) == ("rank.mermaid-king", 1)


def test_the_cards_page_follows(king_over_mermaid: None) -> None:
    """rank.mermaid-king, rank.king: with the Skull King over the Mermaid, the glance finds no
    cycle through the Skull King any more; the rule still has its place in the ranking."""
    g = glance()
    beats = [(b.winner, b.loser) for c in g.cycles for b in c]
    assert (Role.MERMAID, Role.SKULL_KING) not in beats
    assert "rank.mermaid-king" in [s.name for s in g.steps]


def test_the_audit_follows(king_over_mermaid: None) -> None:
    """rank.mermaid-king: the audit runs the declared rule too, so its second encoding, written
    from the rulebook, now disagrees on exactly the two tricks of a Mermaid and the Skull King."""
    result = audit(Spec(2, "base", vary=False))
    n, _, example = result["disagreements"]["default"]  # type: ignore[index]
    assert n == 2 and example[0] == ["P1=mermaid", "P2=sk"]


def test_put_back_the_rule_is_as_shipped() -> None:
    """rank.mermaid-king as shipped: the first Mermaid wins, and the cycle is the rulebook's."""
    _PLANS.clear()
    assert judge(TRICK, explain=False).winner == 0
    assert (Role.MERMAID, Role.SKULL_KING) in [(b.winner, b.loser) for c in glance().cycles for b in c]
