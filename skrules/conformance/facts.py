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
from ..rules import RULES, RULINGS, RuleSet
from ..rulings import RuleId

if TYPE_CHECKING:
    from ..game import GameResult
    from ..legality import Legality
    from ..round import RoundResult
    from ..trace import Trace
    from ..trick import Verdict

__all__ = [
    "game_causes",
    "game_facts",
    "options_of",
    "refusal_facts",
    "refusal_rule",
    "round_causes",
    "round_facts",
    "trick_causes",
    "trick_facts",
]

_REFUSED = re.compile(r"^refused \((?P<kind>[a-z]+) error\): (?P<message>.*)$", re.DOTALL)
_CITED = re.compile(r"\(([^()]*)\)\s*$")  # a refusal's message ends by naming its rules: "(play.follow)"


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
    refused: dict[str, object] = {"kind": kind or m["kind"], "message": m["message"]}
    rule = refusal_rule(m["message"])
    if rule is not None:
        refused["rule"] = rule
    return {"refused": refused}


def refusal_rule(message: str) -> str | None:
    """The rule a refusal's message names at its end (``... (play.follow)``), or None when it names none."""
    m = _CITED.search(message)
    if m is None:
        return None
    first = m[1].split(";")[0].strip().partition("=")[0]
    return first if first in RULES or first in RULINGS else None


# ------------------------------------------------------------------------------ the rule behind each fact


def _with_ruling(rule: str, ruling: str | None) -> list[str]:
    """The rule, then the ruling whose reading decided it, if one did."""
    return (
        [rule, ruling] if ruling is not None and ruling in RULINGS else [rule]
    )  # a house rule is an option, not a ruling


def _steps(trace: Trace, *prefixes: str) -> list[str]:
    """The rules (and rulings) of the steps about ``prefixes``, in order, once each.

    A prefix ending in a dot names a family of rules (``score.``); any other names one rule.
    """
    found: dict[str, None] = {}
    for step in trace:
        if any(step.rule.startswith(p) if p.endswith(".") else step.rule == p for p in prefixes):
            found.setdefault(step.rule)
            if step.ruling is not None and step.ruling in RULINGS:
                found.setdefault(step.ruling)
    return list(found)


def trick_causes(
    v: Verdict, findings: list[Legality] | tuple[Legality, ...], *, has_hands: bool
) -> dict[str, list[str]]:
    """For each fact of :func:`trick_facts`, the rule (then the ruling) that decided it in skrules' verdict.

    A report names these when an engine's answer differs in that field: a wrong ``next_leader``
    is a question for the rule that chose the leader, not for whatever rule the case cites.
    """
    decided = _with_ruling(v.decided_by, v.decided_ruling)
    bonuses: list[str] = [*dict.fromkeys(b.rule for b in v.bonuses), RuleId.BONUS_CAPTURE]
    causes: dict[str, list[str]] = {
        "outcome": decided,
        "winner": decided,
        "lead_suit": _steps(v.trace, "lead.", RuleId.EXP_LEAD) or [RuleId.RANK_LEAD],
        "next_leader": _with_ruling(v.leader_rule, v.leader_ruling),
        "bonus": bonuses,
        "bonuses": bonuses,
        "alliances": _steps(v.trace, "loot.") or [RuleId.LOOT_ALLIANCE],
        "removed": _steps(v.trace, "kraken.", "whale.", "plank.", "davy.", RuleId.EXP_DISCARD) or decided,
        "abilities": [RuleId.ABILITY_UNLOCK],
    }
    if has_hands:
        causes["illegal"] = list(dict.fromkeys([f.rule for f in findings if not f.legal] + [f.rule for f in findings]))
    return causes


def round_causes(r: RoundResult) -> dict[str, list[str]]:
    """The rules behind a round's facts; ``winners`` lists the rule that decided each trick, in order."""
    per_trick: list[str] = [t.verdict.decided_by for t in r.tricks]
    # the scoring rules first; an ability only where it changed a score (Rascal's wager, Harry's bid)
    scoring = _steps(r.trace, "score.", "bonus.", "first.", "two.", "con.", "davy.", "exp.")
    scoring += [a for a in _steps(r.trace, RuleId.ABILITY_RASCAL, RuleId.ABILITY_HARRY) if a not in scoring]
    return {"scores": scoring or [RuleId.SCORE_BID], "taken": list(dict.fromkeys(per_trick)), "winners": per_trick}


def game_causes(g: GameResult) -> dict[str, list[str]]:
    """The rules behind a game's facts: the schedule, the seats, the scores and the end."""
    trace = g.trace
    schedule = _steps(
        trace, RuleId.SETUP_VARIANTS, RuleId.SETUP_DEAL, RuleId.SETUP_CAP, RuleId.EXP_PLAYERS, RuleId.FIRST_DECK
    )
    return {
        "schedule": schedule or [RuleId.SETUP_DEAL],
        "dealers": _steps(trace, RuleId.SETUP_DEALER) or [RuleId.SETUP_DEALER],
        "leaders": _steps(trace, RuleId.SETUP_DEALER, "two.") or [RuleId.SETUP_DEALER],
        "running": _steps(trace, "score.", "bonus.", "first.", "exp.") or [RuleId.SCORE_BID],
        "totals": _steps(trace, "score.", "bonus.", "first.", "exp.") or [RuleId.SCORE_BID],
        "winner": _steps(trace, "game.") or [RuleId.GAME_END],
        "tie": _steps(trace, "game.") or [RuleId.GAME_TIE],
    }


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
    if rules.edition.one_deck:  # its deck, bonuses and scoring are its own, not only rulings
        out["edition"] = rules.edition.value
    if rules.house:
        out["house_rules"] = sorted(h.value for h in rules.house)
    return out
