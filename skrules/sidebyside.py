"""One trick or one score under every edition and house rule, side by side (``--editions``).

Most disputes at the table are edition differences; this shows them on the cards in question.
Each variant is the rule set asked for with another edition, or with one more house rule, and
the answers are compared fact by fact, so the output can say where they differ. Nothing here
decides a rule: each variant is judged by the engine as any trick is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .bonuses import BONUS_KINDS, FIRST_BONUS_KINDS
from .breaks import cells, padded
from .editions import Edition, House, edition_label
from .errors import SkrulesError
from .rules import BASE_GAME, RuleSet
from .rulings import RuleId

TYPE_CHECKING = False  # typing is not imported at run time: it costs start-up time
if TYPE_CHECKING:
    from .cards import Card
    from .legality import Legality
    from .notation import Play
    from .scoring import Breakdown
    from .trick import Verdict

__all__ = ["Side", "compare_scores", "compare_tricks", "differing", "variants"]

Row = dict[str, object]
REFUSED = "refused"  # the cell of every fact a variant could not judge


class Side:
    """One variant's answer: its label, rule set, the facts compared, and what decided them.

    ``refused`` is the message of a variant that cannot judge the question (a 14 under the first
    edition, whose suits run 1-13); its facts are then all ``REFUSED`` (``"refused"``).
    """

    __slots__ = ("edition", "facts", "house", "label", "refused", "rules", "why")
    refused: str | None

    def __init__(self, label: str, rules: RuleSet, facts: Row, why: list[str]) -> None:
        self.label, self.rules, self.facts, self.why = label, rules, facts, why
        self.edition, self.house, self.refused = rules.edition, rules.house, None

    @classmethod
    def refusal(cls, label: str, edition: Edition, house: frozenset[House], message: str) -> Side:
        """A variant whose rules refuse the question, with their message."""
        side = cls.__new__(cls)
        side.label, side.rules, side.facts, side.why = label, None, {}, []  # type: ignore[assignment]
        side.edition, side.house, side.refused = edition, house, message
        return side

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "label": self.label,
            "edition": self.edition.value,
            "house_rules": sorted(h.value for h in self.house),
            **self.facts,
            "decided_by": self.why,
        }
        if self.refused is not None:
            out["refused"] = self.refused
        return out


Variant = tuple[str, Edition, frozenset[House], "RuleSet | SkrulesError"]


def variants(base: RuleSet) -> list[Variant]:
    """The rule set under each edition, then with each house rule it lacks added (on its own edition).

    A ``--ruling`` the user gave applies to every variant, on top of each edition. The first
    edition has its own deck, so it is played with it; a variant whose rules cannot be made (the
    first edition has no pirate abilities) carries the error in place of its rule set.
    """
    out: list[Variant] = [(_label(e, base.house), e, base.house, _under(base, e)) for e in Edition]
    for house in House:
        if house not in base.house:
            houses = base.house | {house}
            out.append((_label(base.edition, houses, house), base.edition, houses, _under(base, None, houses)))
    return out


def _under(base: RuleSet, edition: Edition | None, house: frozenset[House] | None = None) -> RuleSet | SkrulesError:
    try:
        if edition is not None and edition.one_deck:  # its own deck: the parts in play are not its
            return RuleSet(BASE_GAME, base.choices, base.scoring, base.abilities, edition, base.house)
        return base.with_options(edition=edition, house=house)
    except SkrulesError as err:
        return err


def _label(edition: Edition, house: frozenset[House], added: House | None = None) -> str:
    """``2021 edition``, ``2024 edition (default)``, ``+ house rule bonus-on-miss``; then the house rules kept."""
    head = f"+ house rule {added.value}" if added is not None else edition_label(edition)
    kept = sorted(h.value for h in house if h is not added)
    return head + (f" (house: {', '.join(kept)})" if kept and added is None else "")


def judge_each(base: RuleSet, answer: Callable[[str, RuleSet], Side]) -> list[Side]:
    """Every variant's side: ``answer(label, rules)``, or the refusal its rules or the question meet."""
    sides = []
    for label, edition, house, rules in variants(base):
        try:
            if isinstance(rules, SkrulesError):
                raise rules
            sides.append(answer(label, rules))
        except SkrulesError as err:
            sides.append(Side.refusal(label, edition, house, str(err)))
    keys = next((list(s.facts) for s in sides if s.refused is None), [])
    for side in sides:
        if side.refused is not None:
            side.facts = dict.fromkeys(keys, REFUSED)
    return sides


def judged(sides: Sequence[Side]) -> list[Side]:
    """The variants that answered (not the ones whose rules refuse the question)."""
    return [s for s in sides if s.refused is None]


def differing(sides: Sequence[Side]) -> list[str]:
    """The facts on which the variants that answered do not all agree, in the order the facts are listed."""
    answered = judged(sides)
    if not answered:
        return []
    keys = list(answered[0].facts)
    return [k for k in keys if len({repr(s.facts[k]) for s in answered}) > 1]


def compare_tricks(plays: Sequence[Play], base: RuleSet, hands: dict[str, list[Card]] | None = None) -> list[Side]:
    """The trick judged under every variant of ``base``; with ``hands``, whether each play was allowed."""
    from .legality import check_trick
    from .trick import Trick, adjudicate

    def answer(label: str, rules: RuleSet) -> Side:
        trick = Trick.of(list(plays), rules)
        verdict = adjudicate(trick)
        findings = check_trick(trick, hands) if hands else []
        return Side(label, rules, _trick_facts(verdict, findings, bool(hands)), _trick_why(verdict))

    return judge_each(base, answer)


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
    """The steps that a ruling or a house rule decided, then the rules that paid the winner's bonus (an edition's
    own, such as the 2013 edition's first.king, among them): where the variants can part."""
    paid = [b.rule for b in v.bonuses if b.player == v.winner_player]
    return [s.cites for s in v.trace if s.ruling is not None] + list(dict.fromkeys(paid))


def compare_scores(score_under: Callable[[RuleSet], Breakdown], base: RuleSet) -> list[Side]:
    """One player's round scored under every variant: ``score_under(rules)`` scores it."""

    def answer(label: str, rules: RuleSet) -> Side:
        b = score_under(rules)
        return Side(label, rules, {"total": b.total, "made": b.made}, _score_why(b))

    return judge_each(base, answer)


# The rules whose points an edition can set apart: the bonuses (the 2013 edition's first.king pays +50, bonus.king
# +40) and the first edition's zero bid (first.zero).
_EDITION_POINTS = frozenset(k.rule for k in (*BONUS_KINDS.values(), *FIRST_BONUS_KINDS.values())) | {RuleId.FIRST_ZERO}


def _score_why(b: Breakdown) -> list[str]:
    """The lines that a ruling or a house rule decided, then the rules that paid the bonuses and the first
    edition's own zero bid: where the variants can part, as a trick's (``_trick_why``) are."""
    ruled = [i.cites for i in b.items if i.ruling is not None]
    paid = [i.rule for i in b.items if i.ruling is None and i.rule in _EDITION_POINTS]
    return ruled + list(dict.fromkeys(paid))


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
    answered = judged(sides)
    if not answered:
        return "No edition or house rule can judge it."
    if len(answered) == 1 < len(sides):
        return f"Only the {answered[0].label} can judge it."
    if not differ:
        refused = [s.label for s in sides if s not in answered]
        if not refused:
            return "Every edition and house rule gives the same answer."
        return f"Every edition and house rule that can judge it gives the same answer (refused: {', '.join(refused)})."
    return "The answers differ in: " + ", ".join(HEADS[k] for k in differ) + "."


def judging(sides: Sequence[Side]) -> str:
    """`` that judge it`` when some variant refused the question, for "the same under all"."""
    return " that judge it" if len(judged(sides)) < len(sides) else ""


def agreed(sides: Sequence[Side]) -> str:
    """``outcome destroyed, winner nobody, ...``: the facts every variant agrees on, said once."""
    differ = set(differing(sides))
    answered = judged(sides)
    keys = [k for k in (answered[0].facts if answered else {}) if k not in differ]
    return ", ".join(f"{HEADS[k]} {cell(k, answered[0].facts[k])}" for k in keys)


def table(sides: Sequence[Side]) -> tuple[list[str], list[list[str]]]:
    """The header and rows of the comparison: the rules, then only the facts on which they differ."""
    differ = differing(sides) or list(sides[0].facts if sides else {})
    if len(judged(sides)) < len(sides) and differing(sides):
        differ = list(sides[0].facts)  # a refusal is shown across every fact, beside the answers that differ
    header = ["rules", *(HEADS[k] for k in differ)]
    return header, [[s.label, *(cell(k, s.facts[k]) for k in differ)] for s in sides]


def as_text(head: Sequence[tuple[str, str]], sides: Sequence[Side]) -> str:
    """The comparison as plain text: what was compared, where the answers differ, and what decided them."""
    width = max(cells(k) for k, _ in head) if head else 0
    lines = [f"{padded(k, width)}  {v}" for k, v in head]
    lines += ["", summary(sides)]
    same = agreed(sides)
    if same and differing(sides):
        lines.append(f"The same under all{judging(sides)}: {same}.")
    header, body = table(sides)
    widths = [max(cells(row[i]) for row in [header, *body]) for i in range(len(header))]
    lines.append("")
    for row in [header, *body]:
        lines.append("  ".join(padded(c, w) for c, w in zip(row, widths, strict=True)).rstrip())
    decided = [(s.label, s.why) for s in sides if s.why]
    if decided:
        lines += ["", "Decided by:"]
        lines += [f"  {label}: {'; '.join(why)}" for label, why in decided]
    refused = [(s.label, s.refused) for s in sides if s.refused is not None]
    if refused:
        lines += ["", "Refused:"]
        lines += [f"  {label}: {message}" for label, message in refused]
    return "\n".join(lines)


def as_dict(head: dict[str, object], sides: Sequence[Side]) -> dict[str, object]:
    return {"schema": 1, **head, "differ": differing(sides), "variants": [s.as_dict() for s in sides]}
