"""How a rung's claim is told, declared with the rung: the explanation's step and the answer's sentence.

A rung of the ladder (:mod:`skrules.ladder`) declares, beside its rule and its pick, what is said
when its claim decides a trick (``says=Says(...)``): one :class:`Case` per thing the sentence
depends on, tried in order, the last one always true. A case names what the field holds beside
the winning card (a role, or ``MORE``: another card of the winning card's own role), the
message the explanation writes (a :class:`~skrules.messages.Msg`, ``{who}`` the winning card)
and the answer's first sentence (``{who} wins: ...``, translated by the ``answers`` section of
each catalogue). The same choice serves both, so the trace and the answer cannot disagree on
what the winner beat.

A rung whose sentence needs more than this (the lead suit named, a ruling cited, a sea monster
that removes cards) has its own writer in :mod:`skrules.explain` and ``skrules.sentence``.
"""

from __future__ import annotations

from .catalog import ROLE_IDS, Role
from .messages import Message
from .rulings import RuleId

TYPE_CHECKING = False  # typing itself is not imported: the ladder reads this on the CLI's --json path

__all__ = ["MORE", "WINS", "Case", "Says"]

MORE = "more"  # another card of the winning card's own role is in the field: "the first ... wins"

Fact = Role | str  # a role present in the field, or MORE

WINS = "{who} wins the trick."  # the answer of a case that declares none of its own


class Case:
    """What is said when the field holds every one of ``when`` beside the winning card: the
    explanation's step (``message``), the answer's first sentence (``answer``) and, when the step
    cites another rule than the rung's own, that rule."""

    __slots__ = ("answer", "mask", "message", "more", "rule", "when")

    def __init__(
        self, when: tuple[Fact, ...], message: Message, answer: str = WINS, rule: RuleId | None = None
    ) -> None:
        self.when, self.message, self.answer, self.rule = when, message, answer, rule
        # read once: a bit per role it needs (as a field's ``present`` has them), and whether MORE
        self.mask = sum(1 << ROLE_IDS[fact] for fact in when if isinstance(fact, Role))
        self.more = MORE in when

    def __repr__(self) -> str:
        return f"Case({self.when!r}, {self.message!r}, {self.answer!r}, {self.rule!r})"


class Says:
    """A rung's sentences: its cases, and the cards a step cites after the winning card.

    ``cites`` lists, in order, the cards named after the winning card: every card of a role in the
    field, or with ``MORE`` the other cards of the winning card's role. ``against`` is the role
    whose first card the sentence names as ``{who2}`` (and cites), as "a Mermaid beats the Skull King".
    """

    __slots__ = ("against", "against_id", "cases", "cite_ids", "cites", "more")

    def __init__(self, *cases: Case, cites: tuple[Fact, ...] = (), against: Role | None = None) -> None:
        if not cases or cases[-1].when:
            raise ValueError("a rung's last case must hold whatever the field holds (when=())")
        self.cases, self.cites, self.against = cases, cites, against
        self.more = MORE in cites or any(c.more for c in cases)  # whether the winner's own role is looked at
        # read per explained trick: the roles as a field's integers (ROLE_IDS), MORE as -1
        self.against_id = -1 if against is None else ROLE_IDS[against]
        self.cite_ids = tuple(-1 if fact == MORE else ROLE_IDS[fact] for fact in cites)  # type: ignore[index]

    def case(self, present: int, more: bool) -> Case:
        """The first case that holds, for the roles ``present`` in the field (a bit each, as
        ``Field.present``) and whether ``more`` cards of the winner's role are there."""
        for c in self.cases:
            if present & c.mask == c.mask and (more or not c.more):
                return c
        raise AssertionError("the last case always holds")  # pragma: no cover  # refused when declared
