"""A verdict in words: the lines of its plain text, shared by every form that shows it.

The plain text and JSON of :mod:`skrules.report`, the rich panel, the why-not answers and the
translations (``--lang``) all say a winner, a bonus or an illegal play in these words, and the
rule set in this JSON. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import RULINGS, RuleSet
from .trace import points
from .trick import Outcome, Verdict

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    from .legality import Legality

__all__ = [
    "alliance_line",
    "bonus_line",
    "finding_words",
    "findings_text",
    "illegal_line",
    "rows",
    "rules_dict",
    "verdict_line",
    "winner_line",
]


def winner_line(v: Verdict) -> str:
    t = v.trick
    if v.outcome is Outcome.DESTROYED:
        return "nobody: the trick is destroyed"
    if v.outcome is Outcome.DISCARDED:
        return "nobody: the trick is discarded"
    assert v.winner is not None
    return f"{v.winner_name} with {t.plays[v.winner].card} (card {v.winner + 1})"


def bonus_line(v: Verdict) -> str:
    parts = []
    if v.winner is not None:
        mine = [b for b in v.bonuses if b.player == v.winner_player]
        if not v.bonus:
            parts.append("none")
        elif mine and not any(b.needs_bid for b in mine):  # the house rule bonus-on-miss
            parts.append(f"{points(v.bonus)} for {v.winner_name} whatever the bid")
        else:
            parts.append(f"{points(v.bonus)} for {v.winner_name} if {v.winner_name} makes the bid")
    for b in v.bonuses:
        if b.player != v.winner_player:
            paid = "if that bid is made" if b.needs_bid else "whatever the bid"
            parts.append(f"{points(b.points)} for {v.trick.players[b.player]} ({b.rule}, {paid})")
    return "; ".join(parts) or "none"


def verdict_line(v: Verdict, ids: bool = True) -> str:
    """The verdict on one line, as ``skrules trick -`` prints it after each trick; ``ids=False`` drops the rule."""
    rule = f" [{v.decided_by}]" if ids else ""
    return f"{winner_line(v)}{rule}; bonus {bonus_line(v)}; next lead {v.next_leader_name}"


def alliance_line(v: Verdict) -> str:
    if not v.alliances:
        return "none"
    t = v.trick
    return "; ".join(
        f"{t.plays[loot].player} (Loot) with {t.plays[w].player}: +20 each if both make their bids"
        for loot, w in v.alliances
    )


def rows(v: Verdict) -> list[tuple[str, str]]:
    t = v.trick
    plays = ", ".join(f"{p.player} {p.card}" + (f":{p.target}" if p.target else "") for p in t.plays)
    out = [
        ("Trick", plays),
        ("Winner", winner_line(v)),
        ("Lead suit", v.lead_suit.label if v.lead_suit else "none"),
        ("Bonus", bonus_line(v)),
        ("Alliances", alliance_line(v)),
        ("Next lead", v.next_leader_name),
    ]
    if v.removed:
        out.insert(2, ("Removed", ", ".join(t.who(i) for i in v.removed)))
    if v.abilities:
        out.append(("Abilities", ", ".join(p.full_name for p in v.abilities)))
    rules = t.rules.describe()
    if rules:  # the usual game goes unsaid; another edition, an override or a house rule comes first
        out.insert(0, ("Rules", rules))
    return out


def finding_words(f: Legality) -> tuple[str, str]:
    """A play judged against its hand, in two parts: the head (``Illegal play:`` or ``Allowed:``), then what and why.

    The plain text, the rich panel and the rulebook's examples all say it in these words.
    """
    where = f"card {f.position + 1}" if f.position is not None else "a card"
    return ("Allowed: " if f.legal else "Illegal play: "), f"{where} by {f.player}: {f.reason}"


def illegal_line(f: Legality) -> str:
    """The one line that tells a play that broke a rule, the rule cited: ``Illegal play: card 2 by Ben: ... [rule]``."""
    head, body = finding_words(f)
    return f"{head}{body} [{f.rule}]"


def findings_text(findings: Sequence[Legality]) -> list[str]:
    return [illegal_line(f) for f in findings if not f.legal]


def rules_dict(rules: RuleSet) -> dict[str, object]:
    """The rule set as JSON; ``edition`` and ``house_rules`` appear only when they are not the usual game."""
    out: dict[str, object] = {
        "deck": sorted(m.value for m in rules.modules),
        "rulings": {rid.removeprefix("ruling."): rules.reading(rid) for rid in RULINGS if not rules.is_default(rid)},
        "abilities": rules.abilities,
    }
    if not rules.is_default_edition:
        out["edition"] = rules.edition.value
        out["overrides"] = {rid.removeprefix("ruling."): r for rid, r in rules.overrides.items()}
    if rules.house:
        out["house_rules"] = sorted(h.value for h in rules.house)
    return out
