"""One trick or one score under every edition and house rule, side by side (``--editions``).

Most disputes at the table are edition differences; this shows them on the cards in question.
Each variant is the rule set asked for with another edition, or with one more house rule, and
the answers are compared fact by fact, so the output can say where they differ. Nothing here
decides a rule: each variant is judged by the engine as any trick is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .editions import DEFAULT_EDITION, Edition, House
from .rules import RuleSet

TYPE_CHECKING = False  # typing is not imported at run time: it costs start-up time
if TYPE_CHECKING:
    from .cards import Card
    from .legality import Legality
    from .notation import Play
    from .scoring import Breakdown
    from .trick import Verdict

__all__ = ["Side", "compare_scores", "compare_tricks", "differing", "variants"]

Row = dict[str, object]


class Side:
    """One variant's answer: its label, rule set, the facts compared, and what decided them."""

    __slots__ = ("facts", "label", "rules", "why")

    def __init__(self, label: str, rules: RuleSet, facts: Row, why: list[str]) -> None:
        self.label, self.rules, self.facts, self.why = label, rules, facts, why

    def as_dict(self) -> dict[str, object]:
        return {
            "label": self.label,
            "edition": self.rules.edition.value,
            "house_rules": sorted(h.value for h in self.rules.house),
            **self.facts,
            "decided_by": self.why,
        }


def variants(base: RuleSet) -> list[tuple[str, RuleSet]]:
    """The rule set under each edition, then with each house rule it lacks added (on its own edition).

    A ``--ruling`` the user gave applies to every variant, on top of each edition.
    """
    out = [(_label(base.with_options(edition=e)), base.with_options(edition=e)) for e in Edition]
    for house in House:
        if house not in base.house:
            rules = base.with_options(house=base.house | {house})
            out.append((_label(rules, house), rules))
    return out


def _label(rules: RuleSet, added: House | None = None) -> str:
    """``2021 edition``, ``2024 edition (default)``, ``+ house rule bonus-on-miss``; then the house rules kept."""
    if added is not None:
        head = f"+ house rule {added.value}"
    else:
        head = f"{rules.edition.value} edition" + (" (default)" if rules.edition is DEFAULT_EDITION else "")
    kept = sorted(h.value for h in rules.house if h is not added)
    return head + (f" (house: {', '.join(kept)})" if kept and added is None else "")


def differing(sides: Sequence[Side]) -> list[str]:
    """The facts on which the variants do not all agree, in the order the facts are listed."""
    if not sides:
        return []
    keys = list(sides[0].facts)
    return [k for k in keys if len({repr(s.facts[k]) for s in sides}) > 1]


def compare_tricks(plays: Sequence[Play], base: RuleSet, hands: dict[str, list[Card]] | None = None) -> list[Side]:
    """The trick judged under every variant of ``base``; with ``hands``, whether each play was allowed."""
    from .legality import check_trick
    from .trick import Trick, adjudicate

    sides = []
    for label, rules in variants(base):
        trick = Trick.of(list(plays), rules)
        verdict = adjudicate(trick)
        findings = check_trick(trick, hands) if hands else []
        sides.append(Side(label, rules, _trick_facts(verdict, findings, bool(hands)), _trick_why(verdict)))
    return sides


def _trick_facts(v: Verdict, findings: Sequence[Legality], judged: bool) -> Row:
    facts: Row = {
        "outcome": v.outcome.value,
        "winner": v.winner_name,
        "lead_suit": v.lead_suit.label if v.lead_suit else None,
        "bonus": v.bonus,
        "next_leader": v.next_leader_name,
    }
    if judged:
        facts["legal"] = all(f.legal for f in findings)
    return facts


def _trick_why(v: Verdict) -> list[str]:
    """The steps that a ruling or a house rule decided: where the variants can part."""
    return [s.cites for s in v.trace if s.ruling is not None]


def compare_scores(score_under: Callable[[RuleSet], Breakdown], base: RuleSet) -> list[Side]:
    """One player's round scored under every variant: ``score_under(rules)`` scores it."""
    sides = []
    for label, rules in variants(base):
        b = score_under(rules)
        why = [i.cites for i in b.items if i.ruling is not None]
        sides.append(Side(label, rules, {"total": b.total, "made": b.made}, why))
    return sides


# ------------------------------------------------------------------------------------ renderings

HEADS = {
    "outcome": "outcome",
    "winner": "winner",
    "lead_suit": "lead suit",
    "bonus": "bonus",
    "next_leader": "next lead",
    "legal": "legal",
    "total": "total",
    "made": "bid made",
    "totals": "totals",
}


def cell(key: str, value: object) -> str:
    """A fact as the table shows it: ``nobody``, ``none``, ``yes``, ``+40``."""
    if value is None:
        return "nobody" if key == "winner" else "none"
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"+{value}" if value > 0 else str(value)
    return str(value)


def summary(sides: Sequence[Side]) -> str:
    """``The answers differ in: next lead.``, or that they all agree."""
    differ = differing(sides)
    if not differ:
        return "Every edition and house rule gives the same answer."
    return "The answers differ in: " + ", ".join(HEADS[k] for k in differ) + "."


def agreed(sides: Sequence[Side]) -> str:
    """``outcome destroyed, winner nobody, ...``: the facts every variant agrees on, said once."""
    differ = set(differing(sides))
    keys = [k for k in (sides[0].facts if sides else {}) if k not in differ]
    return ", ".join(f"{HEADS[k]} {cell(k, sides[0].facts[k])}" for k in keys)


def table(sides: Sequence[Side]) -> tuple[list[str], list[list[str]]]:
    """The header and rows of the comparison: the rules, then only the facts on which they differ."""
    differ = differing(sides) or list(sides[0].facts if sides else {})
    header = ["rules", *(HEADS[k] for k in differ)]
    return header, [[s.label, *(cell(k, s.facts[k]) for k in differ)] for s in sides]


def as_text(head: Sequence[tuple[str, str]], sides: Sequence[Side]) -> str:
    """The comparison as plain text: what was compared, where the answers differ, and what decided them."""
    width = max(len(k) for k, _ in head) if head else 0
    lines = [f"{k:<{width}}  {v}" for k, v in head]
    lines += ["", summary(sides)]
    same = agreed(sides)
    if same and differing(sides):
        lines.append(f"The same under all: {same}.")
    header, body = table(sides)
    widths = [max(len(row[i]) for row in [header, *body]) for i in range(len(header))]
    lines.append("")
    for row in [header, *body]:
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
    decided = [(s.label, s.why) for s in sides if s.why]
    if decided:
        lines += ["", "Decided by:"]
        lines += [f"  {label}: {'; '.join(why)}" for label, why in decided]
    return "\n".join(lines)


def as_dict(head: dict[str, object], sides: Sequence[Side]) -> dict[str, object]:
    return {"schema": 1, **head, "differ": differing(sides), "variants": [s.as_dict() for s in sides]}
