"""What the audit compares between the engine and the second encoding, and which rule decided each part.

An :class:`Answer` holds a trick's outcome, winning card, next leader, lead suit, bonuses and,
for a trick that cannot be played as written, the rule that refuses it and the card at fault.
Each side also names the rule that decided each part, so that a disagreement says where to look.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from ..cards import Suit
from ..errors import NotationError, SkrulesError, TrickError
from ..lead import NoSuit, lead_text
from ..refusals import RefusalMsg as R
from ..rulings import RuleId
from ..trick import Verdict

__all__ = ["FIELDS", "Answer", "of_refusal", "of_verdict"]

FIELDS = ("outcome", "winner", "leader", "lead", "bonuses", "refused")

Paid = tuple[str, int, int, int, bool]  # a bonus: rule, points, captured card's position, seat paid, needs the bid


class Answer:
    """One side's answer to a trick, with the rule that decided each part (``rules``)."""

    __slots__ = ("bonuses", "faults", "lead", "leader", "outcome", "refused", "rules", "winner")

    def __init__(
        self,
        outcome: str,
        winner: int | None = None,
        leader: int | None = None,
        lead: str | None = None,
        bonuses: Sequence[Paid] = (),
        refused: tuple[str, int | None] | None = None,
        rules: Mapping[str, str] | None = None,
        faults: Sequence[tuple[str, int | None]] = (),
    ) -> None:
        self.outcome, self.winner, self.leader, self.lead = outcome, winner, leader, lead
        self.bonuses, self.refused = tuple(sorted(bonuses)), refused
        self.rules = dict(rules or {})
        # every reason to refuse the trick this side found (a trick can have two: the engine names one)
        self.faults = tuple(faults) or (() if refused is None else (refused,))

    def agrees(self, other: Answer | None) -> bool:
        """The same answer; for a trick with several faults, one side's refusal is among the other's."""
        if other is None:
            return False
        if self.refused is not None and other.refused is not None:
            return self.refused in other.faults or other.refused in self.faults
        return self == other

    def key(self) -> tuple[object, ...]:
        """The parts compared, without the rules that decided them."""
        return (self.outcome, self.winner, self.leader, self.lead, self.bonuses, self.refused)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Answer) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        return f"Answer{self.key()!r}"

    def as_list(self) -> list[object]:
        """JSON-able: [outcome, winner, leader, lead, bonus total, bonuses, refusal]."""
        total = sum(b[1] for b in self.bonuses)
        return [
            self.outcome,
            self.winner,
            self.leader,
            self.lead,
            total,
            [list(b) for b in self.bonuses],
            None if self.refused is None else list(self.refused),
        ]

    def rule_for(self, field: str, other: Answer) -> str:
        """The rule this side names for a part where it differs from ``other`` (a bonus: its own rule)."""
        if field == "bonuses":
            mine, theirs = Counter(self.bonuses), Counter(other.bonuses)
            paid = sorted({b[0] for b in mine - theirs})
            if paid:
                return ", ".join(paid)
            return "no " + ", ".join(sorted({b[0] for b in theirs - mine}))
        if field == "refused":
            return self.refused[0] if self.refused is not None else "no refusal"
        return self.rules.get(field, "?")

    def differences(self, other: Answer) -> list[list[str]]:
        """[part, this side's rule, the other side's rule] for each part the two answers differ in."""
        out = []
        if (self.refused is None) != (other.refused is None):
            return [["refused", self.rule_for("refused", other), other.rule_for("refused", self)]]
        for i, field in enumerate(FIELDS):
            if self.key()[i] != other.key()[i]:
                out.append([field, self.rule_for(field, other), other.rule_for(field, self)])
        return out

    def show(self) -> str:
        """The answer in a few words, for an example."""
        if self.refused is not None:
            rule, at = self.refused
            return f"refused by {rule}" + ("" if at is None else f" at card {at + 1}")
        text = self.outcome + (f" by card {self.winner + 1}" if self.winner is not None else "")
        text += f", lead {lead_words(self.lead)}" if self.lead is not None else ""
        paid = ", ".join(
            f"{b[0]} {b[1]:+d} to seat {b[3] + 1}" + ("" if b[4] else " whatever the bid") for b in self.bonuses
        )
        leader = "" if self.leader is None else f", seat {self.leader + 1} leads"
        return text + leader + (f", bonuses {paid}" if paid else "")


def lead_words(code: str) -> str:
    """A lead as an answer keeps it (``b``, ``none``, ``not_yet``: what both encodings compare) in the words the
    trace says it in (``black``, ``none``, ``not set``), for a reader of the report."""
    if code == "not_yet":
        return lead_text(NoSuit.NOT_YET)
    return lead_text(NoSuit.NONE) if code == "none" else _SUIT_LABELS.get(code, code)


_SUIT_LABELS = {suit.value: suit.label for suit in Suit}


_LEAD_RULE = {NoSuit.NONE: RuleId.LEAD_CHARACTER, NoSuit.NOT_YET: RuleId.LEAD_ESCAPE}


def of_verdict(v: Verdict) -> Answer:
    """The engine's answer, with its deciding rules: the ladder's claim and the leader's rule."""
    lead = v.lead
    lead_text = "not_yet" if lead is NoSuit.NOT_YET else str(lead.value)
    rules = {
        "outcome": v.decided_by,
        "winner": v.decided_by,
        "leader": v.leader_rule,
        "lead": _LEAD_RULE[lead] if isinstance(lead, NoSuit) else RuleId.LEAD_NUMBER,
    }
    bonuses = [(b.rule, b.points, int(b.card), int(b.player), b.needs_bid) for b in v.bonuses]
    return Answer(v.outcome.value, v.winner, v.next_leader, lead_text, bonuses, None, rules)


# The engine's refusals of a Wild 15, by their message: the rule each one applies.
_WILD_REFUSALS = {
    R.WILD_UNDER_BLACK: RuleId.WILD_BLACK,
    R.WILD_NAMES: RuleId.WILD_NAME,
    R.WILD_NAMES_NONE: RuleId.WILD_NAME,
    R.WILD_FOLLOWS: RuleId.WILD_FOLLOW,
}


def of_refusal(err: SkrulesError, tokens: Sequence[str]) -> Answer:
    """The engine's refusal, as the rule it applies and the card at fault.

    Only a Wild 15's suit and Walk the Plank's choice are refused among the tricks the audit
    writes; any other refusal keeps its kind of error, so that it cannot pass for either.
    """
    at = err.position
    card = tokens[at].partition("=")[2] if at is not None and 0 <= at < len(tokens) else ""
    if card.startswith("wild15") and isinstance(err, NotationError):
        rule = _WILD_REFUSALS.get(getattr(err.message, "message", ""))  # a Refusal remembers its template
        if rule is not None:
            return Answer("refused", refused=(rule, at))
    elif card.startswith("plank") and isinstance(err, TrickError):
        return Answer("refused", refused=(RuleId.PLANK_REMOVE, at))
    return Answer("refused", refused=(f"{err.kind} error", at))
