"""The precedence ladder, declared: one small rung per rule, in the order the rulebook gives.

A rung is declared once, with its rule ID and how it ranks the cards
(``rung(RuleId.RANK_KING, pick=first(Role.SKULL_KING))``): the pick implies the roles it needs,
and the ladder runs it over a :class:`Field` or compiled, the same statement both ways. Only a
rule decided by a ruling (the Con triangle, who leads after a White Whale discard) is a function
instead. Either way the rung makes a :class:`Claim` on the trick, or none when its rule does not
apply. Rungs that share a level must never both claim:
each names a case the others exclude (the last sea monster is a Kraken, a White Whale or a
Stingray), and two claims at one level raise :class:`~skrules.errors.RuleConflict`, so no order
between them is ever silent. Between levels, precedence is the rulebook's order:

1. the last sea monster decides (Davy Jones' Locker destroys them all first);
2. the characters: the Skull King, First Mate Con, the first Pirate, the first Mermaid;
3. the highest trump, then the highest card of the lead suit;
4. the first Escape-like card; and if nothing can win, the trick is discarded.

An exception is declared against the rule it overrides, as in Catala (``exception(RuleId.RANK_KING,
...)`` for ``rank.mermaid-king``): when it claims, its claim replaces the rule's; two exceptions to one
rule claiming together are a conflict too. Characters are never compared pairwise: Mermaid >
Skull King > Pirate > Mermaid is a cycle, which the declared exception states directly.

Removals come first and are facts, not claims: Davy Jones' destroyed sea monsters, Walk the
Plank's Pirate (see :func:`field_of`). Nothing here writes a sentence: :mod:`skrules.explain`
turns the claims into the trace.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from enum import StrEnum

from .cards import ROLE_IDS, Card, Kind, Role, Suit
from .editions import House
from .errors import RuleConflict
from .lead import Lead, lead_of, replayed
from .messages import Msg
from .rules import (
    ConTriangle,
    KrakenLeader,
    KrakenNobodyLeader,
    LootEscapes,
    MonsterDiscardLeader,
    MonsterLoot,
    PlankMonster,
    Reading,
    RemovedLead,
    RuleSet,
)
from .rulings import RuleId
from .saying import MORE, Case, Says

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .played import PlayedTrick as Trick  # what the ladder reads of a trick.Trick, which calls it

__all__ = [
    "LADDER",
    "MONSTER_RUNGS",
    "Claim",
    "Field",
    "Leader",
    "Level",
    "Outcome",
    "Pick",
    "Rung",
    "by_pick",
    "called",
    "climb",
    "compiled",
    "destroys",
    "exception",
    "field_of",
    "first",
    "highest",
    "level",
    "loot_allies",
    "loot_ruling",
    "most_unwon",
    "named",
    "nobody",
    "numbers",
    "run",
    "rung",
    "unplayed",
    "without_monsters",
    "would_have_won",
]


class Outcome(StrEnum):
    WON = "won"
    DESTROYED = "destroyed"  # the Kraken
    DISCARDED = "discarded"  # nothing could win


class Leader:
    """Who leads the next trick when nobody won this one, and the rule (and rulings) that say so."""

    __slots__ = ("readings", "rule", "seat", "would_win")

    def __init__(
        self, seat: int, rule: RuleId, readings: tuple[tuple[str, Reading], ...] = (), would_win: int | None = None
    ) -> None:
        self.seat = seat
        self.rule = rule
        self.readings = readings  # (ruling, reading) consulted, in order; the last one chose
        self.would_win = would_win  # the card that would have won without the sea monsters


class Claim:
    """A rung's finding: the outcome, the winning card, the rule (and ruling reading) behind it.

    Claims are values, never changed once made, so the common ones are shared (see ``_won``).
    """

    __slots__ = ("leader", "name", "outcome", "reading", "rule", "ruling", "tied", "winner")

    def __init__(
        self,
        name: str,
        rule: RuleId,
        outcome: Outcome,
        winner: int | None,
        tied: tuple[int, ...] = (),
        ruling: tuple[str, Reading] | None = None,
        leader: Leader | None = None,
    ) -> None:
        self.name = name  # the rung or exception that claimed (explain finds its sentence by it)
        self.rule = rule
        self.outcome = outcome
        self.winner = winner
        self.tied = tied  # equal cards, the winner first, when a tie was broken by play order
        self.ruling = None if ruling is None else ruling[0]
        self.reading = None if ruling is None else ruling[1]
        self.leader = leader


_KING, _MERMAID, _PIRATE, _CON, _NUMBER, _ESCAPE = (
    ROLE_IDS[r] for r in (Role.SKULL_KING, Role.MERMAID, Role.PIRATE, Role.FIRST_MATE, Role.NUMBER, Role.ESCAPE)
)


_NUMBER_BIT = 1 << _NUMBER
_UNWON_BIT = 1 << ROLE_IDS[Role.NON_WINNING]
_TRIANGLE = 1 << _CON | 1 << _MERMAID | 1 << _PIRATE


class Field:
    """The cards still in the trick when the ladder is climbed, and its lead.

    Per position of the trick, ``role_ids`` and ``suits`` hold what a rung reads, with the cards
    taken out (by Davy Jones' Locker or Walk the Plank) masked as ``OUT`` and None, so a
    rung finds the first card of a role with one ``index`` and never meets a removed card.
    ``present`` has a bit per role still in the field (``1 << ROLE_IDS[role]``), for rungs' ``needs``.
    """

    __slots__ = ("_numbers", "decider", "lead", "lead_note", "positions", "present", "role_ids", "suits", "trick")

    def __init__(
        self,
        trick: Trick,
        positions: Sequence[int],
        lead: Lead,
        decider: int | None = None,
        suits: Sequence[Suit | None] | None = None,
    ) -> None:
        self.trick = trick
        self.positions = tuple(positions)
        self.lead = lead
        self.lead_note: tuple[Lead, RemovedLead] | None = None  # (the suit set afresh, the removed-lead reading)
        self.decider = decider  # the last sea monster, when it decides
        self._numbers: list[int] | None = None
        played = trick.suits if suits is None else suits  # a Wild 15 may follow a lead set afresh
        if len(self.positions) == len(trick.role_ids):
            self.role_ids, self.suits, self.present = trick.role_ids, tuple(played), trick.present
            return
        role_ids: list[int] = [OUT] * len(trick.role_ids)
        kept: list[Suit | None] = [None] * len(role_ids)
        present = 0
        for i in self.positions:
            role_ids[i] = role = trick.role_ids[i]
            kept[i] = played[i]
            present |= 1 << role
        self.role_ids, self.suits, self.present = tuple(role_ids), tuple(kept), present

    def first(self, role_id: int) -> int:
        """The first card of a role still in the field (the rung's ``needs`` say there is one)."""
        return self.role_ids.index(role_id)

    def _of(self, role_id: int) -> list[int]:
        if not self.present & 1 << role_id:  # none in the field: no need to look
            return []
        ids = self.role_ids
        if ids.count(role_id) == 1:  # the usual case, found without a Python loop: one card of the role
            return [ids.index(role_id)]
        return [i for i, role in enumerate(ids) if role == role_id]

    @property
    def numbers(self) -> list[int]:
        """The numbered cards still in the field, in play order."""
        numbers = self._numbers
        if numbers is None:
            numbers = self._numbers = self._of(_NUMBER)
        return numbers

    @property
    def kings(self) -> list[int]:
        return self._of(_KING)

    @property
    def mermaids(self) -> list[int]:
        return self._of(_MERMAID)

    @property
    def pirates(self) -> list[int]:
        return self._of(_PIRATE)

    @property
    def cons(self) -> list[int]:
        return self._of(_CON)

    @property
    def escapes(self) -> list[int]:
        return self._of(_ESCAPE)

    def of(self, role: Role) -> list[int]:
        """The cards of a role still in the field, in play order."""
        return self._of(ROLE_IDS[role])


OUT = -1  # the role a removed card has in a field: none


def whole_field(trick: Trick) -> Field:
    """The field of a trick from which nothing was removed and in which no sea monster decides."""
    field = object.__new__(Field)
    field.trick, field.positions, field.lead, field.lead_note, field.decider = (
        trick,
        trick.everyone,
        trick.lead,
        None,
        None,
    )
    field.role_ids, field.suits, field.present, field._numbers = trick.role_ids, trick.suits, trick.present, None
    return field


# ------------------------------------------------------------------------------- the registry

Decide = Callable[[Field], "Claim | None"]

_FIRST, _HIGHEST, _LEAD, _NOBODY, _NUMBERS, _CALLED, _DESTROY = range(7)  # what a pick takes: see Pick


class Pick:
    """How a rule ranks the cards: the rule itself, for every rung that can say it this way.

    The ladder runs a pick two ways, and a test compares them on every trick: over a
    :class:`Field` (:func:`by_pick`, what ``climb(..., compiled=False)`` does) and, when every
    step of a plan declares one, compiled into a pass over the cards' integers (:func:`compiled`).
    A pick implies the roles it needs (``needs``): ``first(Role.PIRATE)`` a Pirate, ``highest``
    a numbered card, ``numbers(last=...)`` that sea monster and a numbered card.
    """

    __slots__ = ("kind", "last", "leader", "lowest", "needs", "role", "suit", "unless")

    def __init__(
        self,
        kind: int,
        role: Role | None = None,
        suit: Suit | None = None,
        unless: Sequence[Role] = (),
        last: Role | None = None,
        lowest: bool = False,
        leader: Callable[[Field], Leader] | None = None,
    ) -> None:
        self.kind = kind
        self.role = None if role is None else ROLE_IDS[role]
        self.suit = suit
        self.unless = _bits(unless)  # roles (as bits) whose presence keeps it from claiming
        self.last = -1 if last is None else ROLE_IDS[last]  # it claims only if the deciding sea monster is this
        self.lowest = lowest
        self.leader = leader  # who leads after a destroyed trick, asked of the field
        needs = _bits([r for r in (role, last) if r is not None])
        self.needs = needs | _NUMBER_BIT if kind in (_HIGHEST, _LEAD, _NUMBERS) else needs


def first(role: Role, *, unless: Sequence[Role] = ()) -> Pick:
    """The first card of ``role`` wins, whenever one is in the field and none of ``unless`` is."""
    return Pick(_FIRST, role, unless=unless)


def highest(suit: Suit | None = None) -> Pick:
    """The highest card of ``suit`` wins when one is in the field; with no suit, of the lead suit
    whenever the trick has one."""
    return Pick(_HIGHEST if suit is not None else _LEAD, suit=suit)


def nobody(*, last: Role | None = None, unless: Sequence[Role] = ()) -> Pick:
    """Nothing wins: the trick is discarded and its leader leads again (with ``last``, only when
    that sea monster decides; never with any of ``unless`` in the field)."""
    return Pick(_NOBODY, unless=unless, last=last)


def numbers(*, last: Role, lowest: bool = False) -> Pick:
    """When the sea monster that decides is ``last``: the highest (or lowest) numbered card wins,
    whatever its suit, if there is one."""
    return Pick(_NUMBERS, last=last, lowest=lowest)


def destroys(*, last: Role, leader: Callable[[Field], Leader]) -> Pick:
    """When the sea monster that decides is ``last``: nobody wins, the trick is destroyed, and
    ``leader`` says who leads next (a compiled plan asks its caller instead: see :func:`run`)."""
    return Pick(_DESTROY, last=last, leader=leader)


def called(*, unless: Sequence[Role]) -> Pick:
    """No pick: a function decides (its claim follows rulings), but it never claims with any of
    ``unless`` in the field, so a plan with one of them compiles without it."""
    return Pick(_CALLED, unless=unless)


class Rung:
    """A rule's decision, declared once: its name and rule, the roles it cannot claim without (so
    the climb skips it unasked), and either its ``pick`` or, for a ruling no pick can say, a
    function. Its other facets are kept here too, for what is written from the ladder: ``text``
    (what the rulebook's glance says of a rung not named for its rule), ``concerns`` (the cards
    it is about, the first under which the cards table lists it) and ``says`` (what the explanation
    and the answer say when its claim decides, :class:`~skrules.saying.Says`; a rung whose sentence
    depends on more of the trick has its own writer in :mod:`skrules.explain` instead)."""

    __slots__ = (
        "_declared",
        "_pick",
        "_unwon",
        "concerns",
        "decide",
        "exceptions",
        "name",
        "needs",
        "rule",
        "says",
        "text",
    )

    def __init__(
        self,
        name: str,
        rule: RuleId | str,
        decide: Callable[[Field], Claim | None] | None = None,
        needs: Sequence[Role] = (),
        pick: Pick | None = None,
        *,
        text: str = "",
        concerns: Sequence[Role] = (),
        says: Says | None = None,
        unwon: bool = False,
    ) -> None:
        if rule not in _RULE_IDS:
            raise ValueError(f"the rung {name!r} cites {rule!r}, which is no rule ID of the rulebook")
        self.name, self.rule, self.says = name, RuleId(rule), says
        self.decide = decide if decide is not None else self._by_pick
        self.text = text or " ".join((getattr(decide, "__doc__", None) or "").split())
        self._declared = _bits(needs)  # what it needs beyond its pick (a ruling's, its rule's)
        self.pick = pick
        self.concerns = tuple(concerns) or _concerns(self)
        self.exceptions: list[Rung] = []
        self._unwon = unwon

    @property
    def unwon(self) -> bool:
        """Whether its claim can leave the trick with no winner: a pick of nobody's or one that
        destroys, or a function declared ``unwon`` (the White Whale's discard)."""
        return self._unwon or (self._pick is not None and self._pick.kind in (_NOBODY, _DESTROY))

    @property
    def pick(self) -> Pick | None:
        return self._pick

    @pick.setter
    def pick(self, pick: Pick | None) -> None:
        """Declare the rule again: what it needs follows, and the plans made with the old pick go."""
        if (pick is None or pick.kind == _CALLED) and self.decide == self._by_pick:
            raise ValueError(f"the rung {self.name!r} declares neither a pick nor a function")
        self._pick = pick
        self.needs = self._declared | (0 if pick is None else pick.needs)  # all must be in the field
        _PLANS.clear()

    def _by_pick(self, field: Field) -> Claim | None:
        pick = self._pick
        assert pick is not None
        return by_pick(self.name, self.rule, self.needs, pick, field)


_RULE_IDS = frozenset(RuleId)


def _bits(roles: Sequence[Role]) -> int:
    mask = 0
    for role in roles:
        mask |= 1 << ROLE_IDS[role]
    return mask


def _concerns(step: Rung) -> tuple[Role, ...]:
    """The roles a rung needs, the one its pick names first."""
    pick = step.pick
    named = -1 if pick is None else pick.role if pick.role is not None else pick.last
    ids = sorted((r for r in ROLE_IDS.values() if step.needs >> r & 1), key=lambda r: r != named)
    return tuple(_ROLES[r] for r in ids)


_ROLES = {role_id: role for role, role_id in ROLE_IDS.items()}


class Level:
    """Rungs that are alternatives to one another, and when any of them can apply at all."""

    __slots__ = ("name", "rungs", "when")

    def __init__(self, name: str, when: Callable[[Field], bool] | None) -> None:
        self.name = name
        self.rungs: list[Rung] = []
        self.when = when


LADDER: list[Level] = []  # the levels, in rulebook order
_BY_NAME: dict[str, Rung] = {}
_LEVEL_OF: dict[str, Level] = {}


def level(name: str, when: Callable[[Field], bool]) -> None:
    """Open a level whose rungs apply only ``when`` (a cheap test that skips the level otherwise)."""
    LADDER.append(_LEVEL_OF.setdefault(name, Level(name, when)))


def named(name: str) -> Rung:
    """The rung or exception of that name (a claim's ``name``), with every facet it declares."""
    return _BY_NAME[name]


Told = tuple[Case, tuple[int, ...], "int | None"]  # the case, the cards cited (the winner first), {who2}'s card


def told(field: Field, claim: Claim) -> Told | None:
    """What the claim's rung declares it says (``says``): the case the field is in, the cards the
    step cites and the card the sentence is against; None when the rung has a writer of its own."""
    says, w = _BY_NAME[claim.name].says, claim.winner
    if says is None or w is None:
        return None
    mine = [i for i in field._of(field.role_ids[w]) if i != w] if says.more else []  # the winner's role's others
    if says.against_id < 0:
        against, cited = None, [w]
    else:
        against = field.role_ids.index(says.against_id)
        cited = [w, against]
    for role in says.cite_ids:
        cited += mine if role < 0 else field._of(role)
    present = field.present
    if len(field.positions) < len(field.role_ids):  # a card taken out (davy.destroy, plank.remove) cannot win
        present |= _UNWON_BIT
    return says.case(present, bool(mine)), tuple(cited), against


def rung(
    rule: RuleId,
    *,
    pick: Pick | None = None,
    decide: Decide | None = None,
    name: str | None = None,
    level: str | None = None,
    needs: Sequence[Role] = (),
    text: str = "",
    concerns: Sequence[Role] = (),
    says: Says | None = None,
    unwon: bool = False,
) -> Rung:
    """Declare a rung for ``rule``: its ``pick``, or the function that decides a ruling (``decide``).

    Rungs naming the same ``level`` are alternatives at one level. ``needs`` names roles it
    cannot claim without beyond those its pick implies; the climb skips it when one is missing.
    ``unwon`` says that ``decide`` can leave the trick with no winner (a pick says so itself).
    """
    rule_step = Rung(name or rule, rule, decide, needs, pick, text=text, concerns=concerns, says=says, unwon=unwon)
    step = _register(rule_step)
    key = level or step.name
    if key not in _LEVEL_OF:
        LADDER.append(_LEVEL_OF.setdefault(key, Level(key, None)))
    _LEVEL_OF[key].rungs.append(step)
    return step


def exception(
    over: str,
    *,
    pick: Pick | None = None,
    decide: Decide | None = None,
    rule: RuleId | None = None,
    name: str | None = None,
    needs: Sequence[Role] = (),
    text: str = "",
    concerns: Sequence[Role] = (),
    says: Says | None = None,
) -> Rung:
    """Declare an exception to the rung (or exception) named ``over``: its claim replaces that one's.

    An exception applies only where its rule could: it needs the roles its rule needs, and those
    its own pick (or ``needs``) names.
    """
    cited, base = rule or over, _BY_NAME[over]
    inherited = [role for role_id, role in _ROLES.items() if base.needs >> role_id & 1]
    step = Rung(name or cited, cited, decide, (*needs, *inherited), pick, text=text, concerns=concerns, says=says)
    base.exceptions.append(_register(step))
    return step


def most_unwon(cards: Iterable[Card], players: int | None = None) -> int:
    """At most how many tricks of one round these cards can leave unwon. A trick a rung leaves unwon holds a card
    of each role the rung concerns (a Kraken, the White Whale, a card that cannot win), and a card is played once
    a round: each such rung leaves at most as many tricks unwon as the box has cards of its scarcest role. A count
    of tricks won that is typed by hand (a score sheet, the score pad) cannot fall further short of the tricks
    played; with 0, every trick has a winner.

    With ``players`` known, a trick of cards that cannot win and no sea monster (exp.discard) holds one such card
    from each player, since any other card would win it: the Pack's three (Walk the Plank, the Last Volley, Davy
    Jones' Locker) leave one trick unwon among three players, none among more. A discarded trick that holds a sea
    monster Davy Jones destroyed is counted with that monster's rung."""
    have: dict[Role, int] = {}
    for card in cards:
        have[card.role] = have.get(card.role, 0) + 1
    each = {Role.NON_WINNING: players} if players else {}
    return sum(
        min(have.get(role, 0) // (each.get(role) or 1) for role in step.concerns)
        for step in _BY_NAME.values()
        if step.unwon and step.concerns
    )


def _register(step: Rung) -> Rung:
    if step.name in _BY_NAME:
        raise ValueError(f"two rungs are named {step.name!r}")
    _BY_NAME[step.name] = step
    _PLANS.clear()  # plans made before this declaration do not know it
    return step


# ------------------------------------------------------------------------------- climbing


def climb(field: Field, levels: Sequence[Level] = LADDER, *, compiled: bool = True) -> Claim:
    """The first level with a claim decides; two claims at one level are a conflict.

    The ladder is climbed through its plan for the roles in the field: rungs and
    exceptions whose ``needs`` are not all there were dropped from it once, so a trick of numbers
    meets only the trump, lead-suit and discard rungs. When every rung of the plan declares its
    pick, the plan runs as compiled (``compiled=False`` runs each pick over the field instead).
    """
    present = field.present
    if levels is not LADDER:
        return _climb(field, _plan(levels, present))
    plan = _plan_for(present)
    ops = plan[1]
    if ops is not None and compiled:
        if field.decider is None:
            return run(ops, field.role_ids, field.suits, field.trick.cards, field.lead)
        decider = field.role_ids[field.decider]
        cards = field.trick.cards
        return run(ops, field.role_ids, field.suits, cards, field.lead, decider, lambda: _leader(ops, decider, field))
    return _climb(field, plan[0])


def _leader(ops: tuple[Op, ...], decider: int, field: Field) -> Leader:
    """Who leads after a compiled plan destroyed the trick: as the destroying rung's pick says."""
    name = next(op[2] for op in ops if op[0] == _DESTROY and op[4] == decider)
    pick = _BY_NAME[name].pick
    assert pick is not None and pick.leader is not None
    return pick.leader(field)


def _climb(field: Field, plan: tuple[Stage, ...]) -> Claim:
    for when, single, steps in plan:
        if when is not None and not when(field):
            continue
        if single is not None:  # one rule, no exception that applies: the common case
            claim = single(field)
            if claim is not None:
                return claim
            continue
        found: Claim | None = None
        for step in steps:
            claim = _resolve(step, field)
            if claim is not None:
                if found is not None:
                    raise RuleConflict(found.name, claim.name, _where(field))
                found = claim
        if found is not None:
            return found
    raise AssertionError("the discard rung always claims")  # pragma: no cover


class Step:
    """A rung in a plan, with only the exceptions that can apply to the roles the plan is for."""

    __slots__ = ("exceptions", "rung")

    def __init__(self, rung: Rung, exceptions: tuple[Step, ...]) -> None:
        self.rung = rung
        self.exceptions = exceptions


Stage = tuple["Callable[[Field], bool] | None", "Decide | None", tuple[Step, ...]]
# (what it takes, the role or suit or lowest, the claim's name, its rule, the deciding monster it needs or -1)
Op = tuple[int, "int | Suit | None", str, RuleId, int]
Plan = tuple[tuple[Stage, ...], "tuple[Op, ...] | None"]
_PLANS: dict[int, Plan] = {}  # the ladder's plan for each set of roles met so far, compiled if it can be


def _plan_for(present: int) -> Plan:
    """The ladder's plan for a set of roles (a ``present`` mask), made and compiled when first met."""
    plan = _PLANS.get(present)
    if plan is None:
        stages = _plan(LADDER, present)
        plan = _PLANS[present] = stages, _compile(stages, present)
    return plan


def compiled(present: int) -> tuple[Op, ...] | None:
    """The ladder's compiled plan for the roles in a field (a ``present`` mask), or None when a
    rung or exception it meets is decided by a function (a ruling: the Con triangle, a discard
    whose leader a ruling names), or when two picks could claim together."""
    plan = _PLANS.get(present)  # made once per set of roles: read without a call more
    return (plan if plan is not None else _plan_for(present))[1]


def _plan(levels: Sequence[Level], present: int) -> tuple[Stage, ...]:
    """The levels that can claim with these roles present, each with the rungs that can."""
    stages: list[Stage] = []
    for stage in levels:
        steps = tuple(_step(r, present) for r in stage.rungs if r.needs & present == r.needs)
        if not steps:
            continue
        single = steps[0].rung.decide if len(steps) == 1 and not steps[0].exceptions else None
        stages.append((stage.when, single, steps))
    return tuple(stages)


def _step(rung: Rung, present: int) -> Step:
    exceptions = tuple(_step(e, present) for e in rung.exceptions if e.needs & present == e.needs)
    return Step(rung, exceptions)


def _compile(stages: tuple[Stage, ...], present: int) -> tuple[Op, ...] | None:
    """The plan as picks: those that may claim, in order, up to the first that always does.

    None when a step has no declared pick or one its function decides, or exceptions claim
    together (the declared path raises that conflict). A level with a condition or alternatives
    compiles only if each pick there names the deciding sea monster, a different one each.
    """
    ops: list[Op] = []
    for when, _, steps in stages:
        level = [_compile_step(step, present) for step in steps]
        found = [op for op in level if op is not _NEVER]
        if None in found or ((when is not None or len(steps) > 1) and not _exclusive(found)):
            return None
        for op in found:
            assert op is not None
            ops.append(op)
            if (op[0] == _FIRST or op[0] == _NOBODY) and op[4] < 0:  # it always claims: nothing below is reached
                return tuple(ops)
    return None


def _exclusive(ops: list[Op | None]) -> bool:
    """Whether these picks can never claim together: each needs its own deciding sea monster."""
    lasts = [op[4] for op in ops if op is not None]
    return all(last >= 0 for last in lasts) and len(set(lasts)) == len(lasts)


_NEVER: Op = (-1, None, "", RuleId.EXP_DISCARD, -1)  # a step that cannot claim with these roles (never run)


def _compile_step(step: Step, present: int) -> Op | None:
    """A step's pick, or the one exception that always claims over it (``_NEVER`` if it cannot)."""
    found: list[Op] = []
    for exc in step.exceptions:
        op = _compile_step(exc, present)
        if op is None or (op is not _NEVER and (op[0] not in (_FIRST, _NOBODY) or op[4] >= 0)):
            return None  # an exception that may or may not claim: not compiled
        if op is not _NEVER:
            found.append(op)
    if found:
        return found[0] if len(found) == 1 else None
    pick, rung = step.rung.pick, step.rung
    if pick is None:
        return None
    if present & pick.unless:
        return _NEVER
    if pick.kind == _CALLED:
        return None
    if pick.kind == _FIRST:
        assert pick.role is not None
        return (_FIRST, pick.role, rung.name, rung.rule, -1) if present & 1 << pick.role else _NEVER
    arg = pick.lowest if pick.kind == _NUMBERS else pick.suit
    return (pick.kind, arg, rung.name, rung.rule, pick.last)


def run(
    ops: tuple[Op, ...],
    role_ids: Sequence[int],
    suits: Sequence[Suit | None],
    cards: Sequence[Card],
    lead: Lead | None,
    decider: int = -1,
    leader: Callable[[], Leader] | None = None,
    voids: tuple[bool, bool] | None = None,
) -> Claim:
    """A compiled plan over the cards of a field (``decider``: the deciding sea monster's role id,
    or -1): the claim its first claiming pick makes. ``leader`` says who leads a destroyed trick.

    A ``lead`` of None is found from the cards as played (``lead_of``, with ``voids``) when a pick
    first asks for it: most plans claim before the lead-suit rung, and never pay for it.
    """
    for kind, arg, name, rule, last in ops:
        if last >= 0 and last != decider:
            continue
        if kind == _FIRST:
            return _won(name, rule, role_ids.index(arg))
        if kind == _HIGHEST:
            if arg in suits:
                return _won(name, rule, *_best(suits, cards, arg))  # type: ignore[arg-type]
        elif kind == _LEAD:
            if lead is None:
                assert voids is not None, "the lead is found from the cards: the caller says what voids it"
                lead = lead_of(range(len(cards)), cards, suits, voids)[0]
            if isinstance(lead, Suit):
                return _won(name, rule, *_best(suits, cards, lead))
        elif kind == _NUMBERS:
            if _NUMBER in role_ids:
                return _won(name, rule, *_extreme(role_ids, cards, bool(arg)))
        elif kind == _DESTROY:
            assert leader is not None, "a sea monster decides: its caller says who leads next"
            return _destroyed(name, rule, leader())
        else:
            return Claim(name, rule, Outcome.DISCARDED, None, leader=Leader(0, rule))
    raise AssertionError("a compiled plan ends with a pick that always claims")  # pragma: no cover


def _resolve(step: Step, field: Field) -> Claim | None:
    """A rung's claim, unless one of its exceptions claims (Catala's exception tree)."""
    found: Claim | None = None
    for exc in step.exceptions:
        claim = _resolve(exc, field)
        if claim is not None:
            if found is not None:
                raise RuleConflict(found.name, claim.name, _where(field))
            found = claim
    return found if found is not None else step.rung.decide(field)


def _where(field: Field) -> str:
    return " ".join(p.text for p in field.trick.plays)


# ------------------------------------------------------------------------------- removals


def field_of(trick: Trick) -> Field:
    """The cards the ladder is climbed over, once Davy Jones and Walk the Plank have removed theirs.

    With Davy Jones' Locker every sea monster goes (``davy.destroy``); otherwise the last sea
    monster played decides, and Walk the Plank's Pirate stays unless ``ruling.plank-monster``
    says the Plank still removes it. With no sea monster deciding, the Plank removes its Pirate
    (``plank.remove``).
    """
    monsters = trick.monsters
    target = trick.plank_target
    if not monsters and trick.davy is None and target is None:
        return whole_field(trick)
    if trick.davy is None and monsters:
        everyone = range(len(trick.plays))
        if target is not None and trick.rules.ruling(PlankMonster) is PlankMonster.REMOVES:
            remaining = [i for i in everyone if i != target]
            if trick.roles[monsters[-1]] is Role.KRAKEN:  # the destroyed trick is not concerned
                return Field(trick, remaining, trick.lead, monsters[-1])
            field = _after_removals(trick, remaining)  # its lead as ruling.removed-lead says
            field.decider = monsters[-1]
            return field
        return Field(trick, everyone, trick.lead, monsters[-1])
    removed = set(trick.removed_by_davy)
    if target is not None:
        removed.add(target)
    if not removed:
        return Field(trick, range(len(trick.plays)), trick.lead)
    return _after_removals(trick, [i for i in range(len(trick.plays)) if i not in removed])


def _after_removals(trick: Trick, remaining: list[int]) -> Field:
    """The lead once cards are removed at the end of the trick (``ruling.removed-lead``)."""
    fresh, suits = replayed(remaining, trick.cards, trick.suits, trick.voids)
    if fresh == trick.lead:
        return Field(trick, remaining, fresh)
    reading = trick.rules.ruling(RemovedLead)
    if reading is RemovedLead.RECOMPUTE:  # as if the removed cards had never been played
        field = Field(trick, remaining, fresh, suits=suits)
    else:
        field = Field(trick, remaining, trick.lead)
    field.lead_note = (fresh, reading)
    return field


def would_have_won(trick: Trick) -> int | None:
    """The card that would have won had no sea monster been played (for who leads next).

    The sea monsters and Walk the Plank's Pirate are left out and the lead is set afresh by the
    cards that remain, whatever ``ruling.removed-lead`` says: this trick was never played.
    """
    return climb(without_monsters(trick)).winner


def without_monsters(trick: Trick) -> Field:
    """The field of the trick as if no sea monster (nor Walk the Plank's Pirate) had been played."""
    out = set(trick.monsters)
    if trick.plank_target is not None:
        out.add(trick.plank_target)
    remaining, lead, suits = unplayed(out, trick.cards, trick.suits, trick.voids)
    return Field(trick, remaining, lead, suits=suits)


def unplayed(
    out: Collection[int], cards: Sequence[Card], suits: Sequence[Suit | None], voids: tuple[bool, bool]
) -> tuple[list[int], Lead, tuple[Suit | None, ...]]:
    """The trick as if ``out`` had never been played: the cards left, the lead they set afresh
    and the suit each plays as under it (a Wild 15 follows that lead)."""
    remaining = [i for i in range(len(cards)) if i not in out]
    return remaining, *replayed(remaining, cards, suits, voids)


# ------------------------------------------------------------------------------- helpers


def _extreme(role_ids: Sequence[int], cards: Sequence[Card], lowest: bool) -> tuple[int, tuple[int, ...]]:
    """The highest (or lowest) numbered card among these, whatever its suit, and the cards equal
    to it if a tie was broken."""
    at, best, tied = -1, 0, False
    for i, role in enumerate(role_ids):
        if role == _NUMBER:
            value = cards[i].value
            if at < 0 or (value < best if lowest else value > best):
                at, best, tied = i, value, False
            elif value == best:
                tied = True
    if not tied:  # the common case: no tie to break
        return at, ()
    return at, tuple([i for i, role in enumerate(role_ids) if role == _NUMBER and cards[i].value == best])


def _best(suits: Sequence[Suit | None], cards: Sequence[Card], suit: Suit) -> tuple[int, tuple[int, ...]]:
    """The highest card of ``suit`` among these, and the cards equal to it if a tie was broken."""
    at, best, tied = -1, 0, False
    for i, s in enumerate(suits):
        if s is suit:
            value = cards[i].value
            if value > best or at < 0:
                at, best, tied = i, value, False
            elif value == best:
                tied = True
    if not tied:  # the common case: no tie to break
        return at, ()
    return at, tuple([i for i, s in enumerate(suits) if s is suit and cards[i].value == best])


def _won(
    name: str, rule: RuleId, winner: int, tied: tuple[int, ...] = (), ruling: tuple[str, Reading] | None = None
) -> Claim:
    """A won claim; the plain ones (no tie, no ruling) are made once and shared, as claims are never changed."""
    if tied or ruling is not None:
        return Claim(name, rule, Outcome.WON, winner, tied, ruling)
    claim = _PLAIN_WINS.get((name, winner))
    if claim is None:
        claim = _PLAIN_WINS[name, winner] = Claim(name, rule, Outcome.WON, winner)
    return claim


_PLAIN_WINS: dict[tuple[str, int], Claim] = {}


def _destroyed(name: str, rule: RuleId, leader: Leader) -> Claim:
    """A destroyed claim, shared per leader as the plain wins are: by the leader's facts, so that
    the claims kept are as few as the leaders that can be."""
    key = (name, leader.seat, leader.rule, leader.readings, leader.would_win)
    claim = _DESTROYED_CLAIMS.get(key)
    if claim is None:
        claim = _DESTROYED_CLAIMS[key] = Claim(name, rule, _DESTROYED, None, leader=leader)
    return claim


_DESTROYED_CLAIMS: dict[tuple[str, int, RuleId, tuple[tuple[str, Reading], ...], int | None], Claim] = {}
_DESTROYED = Outcome.DESTROYED  # bound once: an Enum member read off its class is slow in Python 3.11


def by_pick(name: str, rule: RuleId, needs: int, pick: Pick, field: Field) -> Claim | None:
    """A pick run over a field: the claim it makes, or None (what ``compiled=False`` climbs).

    The same pick compiled (``_compile_step``, :func:`run`) gives the same claim: a test
    compares the two on every trick of up to three cards under every reading.
    """
    present = field.present
    if present & needs != needs or present & pick.unless:
        return None
    kind, cards = pick.kind, field.trick.cards
    if pick.last >= 0 and (field.decider is None or field.role_ids[field.decider] != pick.last):
        return None
    if kind == _FIRST:
        return _won(name, rule, field.role_ids.index(pick.role))
    if kind == _HIGHEST:
        suit = pick.suit
        return _won(name, rule, *_best(field.suits, cards, suit)) if suit in field.suits else None  # type: ignore[arg-type]
    if kind == _LEAD:
        lead = field.lead
        return _won(name, rule, *_best(field.suits, cards, lead)) if isinstance(lead, Suit) else None
    if kind == _NUMBERS:
        return _won(name, rule, *_extreme(field.role_ids, cards, pick.lowest))
    if kind == _DESTROY:
        assert pick.leader is not None
        return Claim(name, rule, Outcome.DESTROYED, None, leader=pick.leader(field))
    return Claim(name, rule, Outcome.DISCARDED, None, leader=Leader(0, rule))


def _leader_from(trick: Trick, would_win: int | None) -> int:
    return trick.seat[would_win] if would_win is not None else 0


def _decider_role(field: Field) -> Role | None:
    return None if field.decider is None else field.trick.cards[field.decider].role


# ------------------------------------------------------------------------------- 1. sea monsters

_MONSTERS = RuleId.MONSTER_LAST
_NO_NUMBER = called(unless=(Role.NUMBER,))  # who leads after a discard, or wins among Escapes: a function's
_RAY = (Role.STINGRAY,)
level(_MONSTERS, lambda field: field.decider is not None)


def kraken_leader(field: Field) -> Leader:
    """Who leads after the Kraken in a field's trick: see :func:`leader_after_kraken`."""
    trick, kraken_at = field.trick, field.decider
    assert kraken_at is not None
    return leader_after_kraken(trick.rules, trick.seat, len(trick.players), kraken_at, lambda: would_have_won(trick))


def leader_after_kraken(
    rules: RuleSet, seat: Sequence[int], players: int, kraken_at: int, would_win: Callable[[], int | None]
) -> Leader:
    """``ruling.kraken-leader``, then ``ruling.kraken-nobody-leader`` if nothing else could win.

    ``seat`` gives each card's player, and ``would_win`` the card that would have won without the
    sea monsters (asked only when the reading needs it).
    """
    if rules.has_house(_KRAKEN_HOUSE):
        return Leader(0, RuleId.KRAKEN_LEADER, (_KRAKEN_HOUSE.cited,))
    first = (rules.ruling(KrakenLeader).cited,)
    if first[0][1] is KrakenLeader.LEFT_OF_KRAKEN:
        return Leader((seat[kraken_at] + 1) % players, RuleId.KRAKEN_LEADER, first)
    would = would_win()
    if would is not None:
        return _would_win_leader(seat[would], first, would)
    nobody = rules.ruling(KrakenNobodyLeader).cited
    return Leader(
        seat[kraken_at] if nobody[1] is KrakenNobodyLeader.KRAKEN_PLAYER else 0, RuleId.KRAKEN_LEADER, (*first, nobody)
    )


_KRAKEN_HOUSE = House.KRAKEN_TRICK_LEADER  # a house rule, in no printing: the trick's leader leads again


def _would_win_leader(seat: int, readings: tuple[tuple[str, Reading], ...], would: int) -> Leader:
    """The Kraken's leader when another card would have won: made once per seat, reading and card
    (leaders, like claims, are never changed), as a Kraken trick asks for one every time."""
    leader = _KRAKEN_LEADERS.get((seat, readings, would))
    if leader is None:
        leader = _KRAKEN_LEADERS[seat, readings, would] = Leader(seat, RuleId.KRAKEN_LEADER, readings, would)
    return leader


_KRAKEN_LEADERS: dict[tuple[int, tuple[tuple[str, Reading], ...], int], Leader] = {}

# The Kraken destroys the trick; the next leader is its own question (``kraken.leader``).
rung(RuleId.KRAKEN_DESTROY, level=_MONSTERS, pick=destroys(last=Role.KRAKEN, leader=kraken_leader))
# The White Whale: only numbers count, the highest wins.
rung(RuleId.WHALE_NUMBERS, level=_MONSTERS, pick=numbers(last=Role.WHITE_WHALE))


def whale_discard(field: Field) -> Claim | None:
    """A White Whale trick with no number is discarded; ``ruling.monster-discard-leader`` leads."""
    if _decider_role(field) is not Role.WHITE_WHALE or field.numbers:
        return None
    return Claim(RuleId.WHALE_DISCARD, RuleId.WHALE_DISCARD, Outcome.DISCARDED, None, leader=whale_leader(field))


def whale_leader(field: Field) -> Leader:
    """Who leads after a discarded White Whale trick: its player, the would-be winner or the leader."""
    trick, whale = field.trick, field.decider
    assert whale is not None
    ruled = trick.rules.ruling(MonsterDiscardLeader).cited
    seat: int
    if ruled[1] is MonsterDiscardLeader.MONSTER_PLAYER:
        seat = trick.seat[whale]
    elif ruled[1] is MonsterDiscardLeader.WOULD_HAVE_WON:
        seat = _leader_from(trick, would_have_won(trick))
    else:
        seat = 0
    return Leader(seat, RuleId.WHALE_DISCARD, (ruled,))


rung(
    RuleId.WHALE_DISCARD,
    level=_MONSTERS,
    needs=(Role.WHITE_WHALE,),
    pick=_NO_NUMBER,
    decide=whale_discard,
    unwon=True,
)
# The Spotted Stingray: only numbers count, the lowest wins.
rung(RuleId.STINGRAY_LOWEST, level=_MONSTERS, pick=numbers(last=Role.STINGRAY, lowest=True))
rung(
    RuleId.EXP_DISCARD,
    name="stingray.discard",
    level=_MONSTERS,
    pick=nobody(last=Role.STINGRAY, unless=(Role.NUMBER,)),
    text="Under the Stingray every special card is one that cannot win: with no number, the Pack's"
    " discard rule says who leads (the trick's leader), not the White Whale's ruling.",
)


def stingray_no_escape(field: Field) -> Claim | None:
    """The Stingray is no Escape: among nothing but Escapes (and sea monsters acting as Escapes),
    the first Escape wins, as with the Expansion Pack's other non-winning cards."""
    if _decider_role(field) is not Role.STINGRAY or field.numbers:
        return None
    trick, ray = field.trick, field.decider
    roles = trick.roles
    cards = trick.cards
    others = [i for i in field.positions if i != ray and roles[i] is not Role.NON_WINNING]
    if not others or not all(roles[i] is Role.ESCAPE or cards[i].is_sea_monster for i in others):
        return None
    return _won("stingray.no-escape", RuleId.EXP_NON_WINNING, others[0])


exception(
    "stingray.discard",
    rule=RuleId.EXP_NON_WINNING,
    name="stingray.no-escape",
    pick=_NO_NUMBER,
    decide=stingray_no_escape,
    concerns=(Role.STINGRAY, Role.ESCAPE),
)

# The claims of a deciding White Whale or Spotted Stingray: the special cards' effects are gone, so only
# the numbered cards are worth points, and a Loot allies only under ruling.monster-loot=alliance.
MONSTER_RUNGS = frozenset({RuleId.WHALE_NUMBERS, RuleId.STINGRAY_LOWEST, "stingray.no-escape"})


def loot_ruling(claim: Claim, taker: Card) -> type[MonsterLoot] | type[LootEscapes] | None:
    """The ruling that says whether another player's Loot that ``taker`` captured allies its player
    with the winner (``loot.alliance``): ``ruling.monster-loot`` under a deciding White Whale or
    Stingray, ``ruling.loot-escapes`` in a trick of Escapes that a Loot won; None where it always does."""
    if claim.name in MONSTER_RUNGS:
        return MonsterLoot
    if claim.name == RuleId.RANK_ESCAPE and taker.kind is Kind.LOOT:
        return LootEscapes
    return None


def loot_allies(claim: Claim, rules: RuleSet, taker: Card) -> bool:
    """Whether another player's Loot that ``taker`` captured allies its player with the winner."""
    ruling = loot_ruling(claim, taker)
    return ruling is None or rules.ruling(ruling) is ruling.ALLIANCE


# ------------------------------------------------------------------------------- 2. characters

# a character alone with no numbered card: what it beat is no card that could win
_ESCAPES = "{who} wins: every other card plays as an Escape."
_UNWON = "{who} wins: every other card plays as an Escape or cannot win."
# The Skull King beats the Pirates, First Mate Con and every numbered card;
_KING_BEATS_CON = "{who} wins: the Skull King beats First Mate Con."
rung(
    RuleId.RANK_KING,
    pick=first(Role.SKULL_KING),
    says=Says(
        Case((Role.FIRST_MATE, Role.PIRATE), Msg.BEATS_CON_PIRATES, _KING_BEATS_CON, RuleId.CON_RANK),
        Case((Role.FIRST_MATE,), Msg.BEATS_CON_NUMBERS, _KING_BEATS_CON, RuleId.CON_RANK),
        Case((Role.PIRATE,), Msg.BEATS_PIRATES, "{who} wins: the Skull King beats the Pirates."),
        Case((Role.NUMBER,), Msg.BEATS_NUMBERS, "{who} wins: the Skull King beats every other card."),
        Case((Role.NON_WINNING,), Msg.BEATS_UNWON, _UNWON),
        Case((), Msg.BEATS_ESCAPES, _ESCAPES),
        cites=(Role.PIRATE, Role.FIRST_MATE),
    ),
)
# but with a Mermaid and the Skull King, the first Mermaid wins, whatever else was played.
exception(
    RuleId.RANK_KING,
    rule=RuleId.RANK_MERMAID_KING,
    pick=first(Role.MERMAID),
    says=Says(Case((), Msg.MERMAID_KING, "{who} wins: a Mermaid beats the Skull King."), against=Role.SKULL_KING),
)
# First Mate Con beats the Pirates and every numbered card;
rung(
    RuleId.CON_RANK,
    pick=first(Role.FIRST_MATE),
    says=Says(
        Case((Role.PIRATE,), Msg.BEATS_PIRATES, "{who} wins: First Mate Con beats the Pirates."),
        Case((Role.NUMBER,), Msg.BEATS_NUMBERS, "{who} wins: First Mate Con beats every other card."),
        Case((Role.NON_WINNING,), Msg.BEATS_UNWON, _UNWON),
        Case((), Msg.BEATS_ESCAPES, _ESCAPES),
        cites=(Role.PIRATE,),
    ),
)
exception(
    RuleId.CON_RANK,
    name="con.mermaid",
    pick=first(Role.MERMAID, unless=(Role.PIRATE,)),
    text="A Mermaid beats First Mate Con (with no Pirate to make a triangle).",
    concerns=(Role.FIRST_MATE, Role.MERMAID),
    says=Says(Case((), Msg.BEATS, "{who} wins: a Mermaid beats First Mate Con."), against=Role.FIRST_MATE),
)


# Con, a Mermaid and a Pirate with no Skull King: each reading of ruling.con-triangle names the
# role whose first card wins.
TRIANGLE_WINNER = {ConTriangle.MERMAID: _MERMAID, ConTriangle.CON: _CON}


def con_triangle(field: Field) -> Claim | None:
    """Con, a Mermaid and a Pirate with no Skull King: ``ruling.con-triangle`` names the winner."""
    if field.present & _TRIANGLE != _TRIANGLE:
        return None
    ruled = field.trick.rules.ruling(ConTriangle).cited
    return _won("con.triangle", RuleId.CON_RANK, field.first(TRIANGLE_WINNER[ruled[1]]), ruling=ruled)


exception(
    RuleId.CON_RANK,
    name="con.triangle",
    needs=(Role.MERMAID, Role.PIRATE),
    decide=con_triangle,
    concerns=(Role.FIRST_MATE, Role.MERMAID, Role.PIRATE),
)
# The first Pirate beats the Mermaids and every numbered card.
_FIRST_PIRATE = "{who} wins: it is the first Pirate played."
rung(
    RuleId.RANK_PIRATE,
    pick=first(Role.PIRATE),
    says=Says(
        Case((MORE, Role.MERMAID), Msg.FIRST_PIRATE_ALL, _FIRST_PIRATE),
        Case((MORE,), Msg.FIRST_PIRATE, _FIRST_PIRATE),
        Case((Role.MERMAID,), Msg.ONLY_PIRATE_ALL, "{who} wins: a Pirate beats a Mermaid."),
        Case((Role.NUMBER,), Msg.ONLY_PIRATE, "{who} wins: a Pirate beats every numbered card."),
        Case((Role.NON_WINNING,), Msg.ONLY_PIRATE_UNWON, _UNWON),
        Case((), Msg.ONLY_PIRATE_ESCAPES, _ESCAPES),
        cites=(MORE, Role.MERMAID),
    ),
)
# The first Mermaid beats every numbered card.
rung(
    RuleId.RANK_MERMAID,
    pick=first(Role.MERMAID),
    says=Says(
        Case((MORE,), Msg.FIRST_MERMAID_WINS, "{who} wins: it is the first Mermaid played."),
        Case((Role.NUMBER,), Msg.ONLY_MERMAID, "{who} wins: a Mermaid beats every numbered card."),
        Case((Role.NON_WINNING,), Msg.ONLY_MERMAID_UNWON, _UNWON),
        Case((), Msg.ONLY_MERMAID_ESCAPES, _ESCAPES),
        cites=(MORE,),
    ),
)

# ------------------------------------------------------------------------------- 3. numbers

# The highest black card wins over the other suits.
rung(
    RuleId.RANK_TRUMP,
    pick=highest(Suit.BLACK),
    says=Says(Case((), Msg.TRUMP, "{who} wins: black is trump, and it is the highest black card.")),
)
# The highest card of the lead suit wins; other suits never do.
rung(RuleId.RANK_LEAD, pick=highest())

# ------------------------------------------------------------------------------- 4. escapes, discard

# If every card that can win plays as an Escape, the first of them wins.
rung(
    RuleId.RANK_ESCAPE,
    pick=first(Role.ESCAPE, unless=(Role.NUMBER,)),
    says=Says(
        # a card that never wins (exp.non-winning) is no Escape: the answer does not call it one
        Case(
            (Role.NON_WINNING,),
            Msg.ESCAPES,
            "{who} wins: every card that can win plays as an Escape, and it came first.",
        ),
        Case((), Msg.ESCAPES, "{who} wins: every card plays as an Escape, and it came first."),
    ),
)
# Nothing left can win: the trick is discarded and its leader leads again.
rung(RuleId.EXP_DISCARD, pick=nobody(), concerns=(Role.NON_WINNING,))
