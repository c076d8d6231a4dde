"""The expected answer of a case, as plain JSON facts: what an engine must say, in the game's words.

One function per kind of scenario turns skrules' result into the facts another engine is asked
for: who won and with what card, who leads next, the bonuses, the scores. The export writes these
as a case's ``expected``; :func:`skrules.conformance.answer.answer` answers with them, so both
sides speak the same shape. Nothing here decides a rule: the facts are read off typed results.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..cards import Module
from ..rules import RULINGS, RuleSet

if TYPE_CHECKING:
    from ..game import GameResult
    from ..legality import Legality
    from ..round import RoundResult
    from ..trick import Verdict

__all__ = ["game_facts", "options_of", "refusal_facts", "round_facts", "trick_facts"]

_REFUSED = re.compile(r"^refused \((?P<kind>[a-z]+) error\): (?P<message>.*)$", re.DOTALL)


def trick_facts(v: Verdict, findings: list[Legality] | tuple[Legality, ...], *, has_hands: bool) -> dict[str, object]:
    """A trick's verdict as the suite states it; ``illegal`` only when the players' hands were given."""
    t = v.trick
    facts: dict[str, object] = {
        "outcome": v.outcome.value,
        "winner": None if v.winner is None else {"player": v.winner_name, "card": str(t.plays[v.winner].card)},
        "lead_suit": None if v.lead_suit is None else v.lead_suit.label,
        "next_leader": v.next_leader_name,
        "bonus": v.bonus,
        "bonuses": [
            {"rule": b.rule, "points": b.points, "player": t.players[b.player], "needs_bid": b.needs_bid}
            for b in v.bonuses
        ],
        "alliances": [{"loot": t.plays[loot].player, "winner": t.plays[w].player} for loot, w in v.alliances],
        "removed": [{"player": t.plays[i].player, "card": str(t.plays[i].card)} for i in v.removed],
        "abilities": sorted(p.value for p in v.abilities),
    }
    if has_hands:
        facts["illegal"] = [{"player": f.player, "rule": f.rule} for f in findings if not f.legal]
    return facts


def round_facts(r: RoundResult) -> dict[str, object]:
    """A round's scores, the tricks each player took, and who won each trick (``null``: nobody)."""
    return {
        "scores": {p: r.scores[p].total for p in r.players},
        "taken": dict(r.won),
        "winners": [t.winner for t in r.tricks],
    }


def game_facts(g: GameResult) -> dict[str, object]:
    """A game's schedule, dealers and first leaders per round, running totals, and its winner or tie."""
    table = g.table
    return {
        "schedule": list(g.schedule.cards),
        "dealers": [seat.dealer for seat in g.seats],
        "leaders": [seat.leader for seat in g.seats],
        "running": table.running(),
        "totals": table.totals(),
        "winner": table.winner,
        "tie": sorted(table.leaders) if table.tie else None,
    }


def refusal_facts(error: str | None, kind: str | None = None) -> dict[str, object] | None:
    """``{"refused": {"kind": ...}}`` from a scenario run's refusal, or None when it was no refusal.

    The runner reports a refusal as ``refused (KIND error): MESSAGE``; that sentence is its one
    public account of the refusal, so its kind is read from it here and nowhere else.
    """
    m = _REFUSED.match(error or "")
    if m is None:
        return None
    return {"refused": {"kind": kind or m["kind"], "message": m["message"]}}


def options_of(rules: RuleSet) -> dict[str, object]:
    """The rule set a case is played under, spelled out: every deck part and every ruling's reading.

    An edition needs no key of its own: its readings are among the rulings; but the first edition
    (2013) has its own deck and bonuses, which no reading expresses, so it is named under
    ``edition``. House rules, which no reading expresses either, are listed under ``house_rules``
    when there are any.
    """
    out: dict[str, object] = {
        "deck": [m.value for m in Module if m in rules.modules],
        "rulings": {rid: str(rules.reading(rid)) for rid in sorted(RULINGS)},
        "scoring": rules.scoring.value,
        "abilities": rules.abilities,
    }
    if rules.first_edition:
        out["edition"] = rules.edition.value
    if rules.house:
        out["house_rules"] = sorted(h.value for h in rules.house)
    return out
