"""The precedence ladder, declared: one small rung per rule, in the order the rulebook gives.

A rung is registered with its rule ID (``@rung("rank.king")``) and returns a :class:`Claim` on
the trick, or None when its rule does not apply. Rungs that share a level must never both claim:
each names a case the others exclude (the last sea monster is a Kraken, a White Whale or a
Stingray), and two claims at one level raise :class:`~skrules.errors.RuleConflict`, so no order
between them is ever silent. Between levels, precedence is the rulebook's order:

1. the last sea monster decides (Davy Jones' Locker destroys them all first);
2. the characters: the Skull King, First Mate Con, the first Pirate, the first Mermaid;
3. the highest trump, then the highest card of the lead suit;
4. the first Escape-like card; and if nothing can win, the trick is discarded.

An exception is declared against the rule it overrides, as in Catala (``@exception("rank.king")``
for ``rank.mermaid-king``): when it claims, its claim replaces the rule's; two exceptions to one
rule claiming together are a conflict too. Characters are never compared pairwise: Mermaid >
Skull King > Pirate > Mermaid is a cycle, which the declared exception states directly.

Removals come first and are facts, not claims: Davy Jones' destroyed sea monsters, Walk the
Plank's Pirate (see :func:`field_of`). Nothing here writes a sentence: :mod:`skrules.explain`
turns the claims into the trace.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum

from .cards import ROLE_IDS, Role, Suit
from .errors import RuleConflict
from .lead import Lead, lead_of
from .rules import (
    ConTriangle,
    KrakenLeader,
    KrakenNobodyLeader,
    MonsterDiscardLeader,
    Reading,
    RemovedLead,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .trick import Trick

__all__ = ["LADDER", "Claim", "Field", "Leader", "Level", "Outcome", "climb", "exception", "field_of", "level", "rung"]


class Outcome(StrEnum):
    WON = "won"
    DESTROYED = "destroyed"  # the Kraken
    DISCARDED = "discarded"  # nothing could win


class Leader:
    """Who leads the next trick when nobody won this one, and the rule (and rulings) that say so."""

    __slots__ = ("readings", "rule", "seat", "would_win")

    def __init__(
        self, seat: int, rule: str, readings: tuple[tuple[str, Reading], ...] = (), would_win: int | None = None
    ) -> None:
        self.seat = seat
        self.rule = rule
        self.readings = readings  # (ruling, reading) consulted, in order; the last one chose
        self.would_win = would_win  # the card that would have won without the sea monsters


class Claim:
    """A rung's finding: the outcome, the winning card, the rule (and ruling reading) behind it."""

    __slots__ = ("leader", "name", "outcome", "reading", "rule", "ruling", "tied", "winner")

    def __init__(
        self,
        name: str,
        rule: str,
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


class Field:
    """The cards still in the trick when the ladder is climbed, sorted by role, and its lead."""

    __slots__ = (
        "cons",
        "decider",
        "escapes",
        "kings",
        "lead",
        "lead_note",
        "mermaids",
        "numbers",
        "pirates",
        "positions",
        "present",
        "trick",
    )

    def __init__(self, trick: Trick, positions: Sequence[int], lead: Lead, decider: int | None = None) -> None:
        self.trick = trick
        self.positions = tuple(positions)
        self.lead = lead
        self.lead_note: tuple[Lead, RemovedLead] | None = None  # (the suit set afresh, the removed-lead reading)
        self.decider = decider  # the last sea monster, when it decides
        role_ids = trick.role_ids
        by: dict[int, list[int]] = {}
        for i in self.positions:
            role = role_ids[i]
            group = by.get(role)
            if group is None:
                by[role] = [i]
            else:
                group.append(i)
        none: Sequence[int] = ()
        self.kings: Sequence[int] = by.get(_KING, none)
        self.mermaids: Sequence[int] = by.get(_MERMAID, none)
        self.pirates: Sequence[int] = by.get(_PIRATE, none)
        self.cons: Sequence[int] = by.get(_CON, none)
        self.numbers: Sequence[int] = by.get(_NUMBER, none)
        self.escapes: Sequence[int] = by.get(_ESCAPE, none)
        present = 0
        for role in by:
            present |= 1 << role
        self.present = present  # a bit per role in the field (``1 << ROLE_IDS[role]``), for rungs' ``needs``


# ------------------------------------------------------------------------------- the registry

Decide = Callable[[Field], "Claim | None"]


class Rung:
    """A rule's decision, with the roles it cannot claim without (so the climb skips it unasked)."""

    __slots__ = ("decide", "exceptions", "name", "needs", "rule")

    def __init__(self, name: str, rule: str, decide: Decide, needs: Sequence[Role] = ()) -> None:
        self.name = name
        self.rule = rule
        self.decide = decide
        self.needs = _bits(needs)  # every one of these roles must be in the field for it to claim
        self.exceptions: list[Rung] = []


def _bits(roles: Sequence[Role]) -> int:
    mask = 0
    for role in roles:
        mask |= 1 << ROLE_IDS[role]
    return mask


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


def rung(
    rule: str, *, name: str | None = None, level: str | None = None, needs: Sequence[Role] = ()
) -> Callable[[Decide], Decide]:
    """Register a rung for ``rule``; rungs naming the same ``level`` are alternatives at one level.

    ``needs`` names the roles without which the rung never claims: the climb skips it then.
    """

    def register(decide: Decide) -> Decide:
        step = _register(Rung(name or rule, rule, decide, needs))
        key = level or step.name
        if key not in _LEVEL_OF:
            LADDER.append(_LEVEL_OF.setdefault(key, Level(key, None)))
        _LEVEL_OF[key].rungs.append(step)
        return decide

    return register


def exception(
    over: str, *, rule: str | None = None, name: str | None = None, needs: Sequence[Role] = ()
) -> Callable[[Decide], Decide]:
    """Register an exception to the rung (or exception) named ``over``: its claim replaces that one's.

    An exception applies only where its rule could: it ``needs`` at least the roles its rule does.
    """

    def register(decide: Decide) -> Decide:
        cited = rule or over
        base, step = _BY_NAME[over], Rung(name or cited, cited, decide, needs)
        if step.needs & base.needs != base.needs:
            raise ValueError(f"the exception {step.name!r} needs fewer roles than {over!r}, the rule it overrides")
        base.exceptions.append(_register(step))
        return decide

    return register


def _register(step: Rung) -> Rung:
    if step.name in _BY_NAME:
        raise ValueError(f"two rungs are named {step.name!r}")
    _BY_NAME[step.name] = step
    return step


# ------------------------------------------------------------------------------- climbing


def climb(field: Field, levels: Sequence[Level] = LADDER) -> Claim:
    """The first level with a claim decides; two claims at one level are a conflict.

    A rung whose ``needs`` are not all in the field is skipped, exceptions and all, without a call.
    """
    present = field.present
    for stage in levels:
        if stage.when is not None and not stage.when(field):
            continue
        rungs = stage.rungs
        if len(rungs) == 1 and not rungs[0].exceptions:  # the common case: one rule, no exception
            step = rungs[0]
            if step.needs & present == step.needs:
                claim = step.decide(field)
                if claim is not None:
                    return claim
            continue
        found: Claim | None = None
        for step in rungs:
            if step.needs & present != step.needs:
                continue
            claim = _resolve(step, field)
            if claim is not None:
                if found is not None:
                    raise RuleConflict(found.name, claim.name, _where(field))
                found = claim
        if found is not None:
            return found
    raise AssertionError("the discard rung always claims")  # pragma: no cover


def _resolve(step: Rung, field: Field) -> Claim | None:
    """A rung's claim, unless one of its exceptions claims (Catala's exception tree)."""
    found: Claim | None = None
    present = field.present
    for exc in step.exceptions:
        if exc.needs & present != exc.needs:
            continue
        claim = _resolve(exc, field)
        if claim is not None:
            if found is not None:
                raise RuleConflict(found.name, claim.name, _where(field))
            found = claim
    return found if found is not None else step.decide(field)


def _where(field: Field) -> str:
    return " ".join(p.text for p in field.trick.plays)


# ------------------------------------------------------------------------------- removals


def field_of(trick: Trick) -> Field:
    """The cards the ladder is climbed over, once Davy Jones and Walk the Plank have removed theirs.

    With Davy Jones' Locker every sea monster goes (``davy.destroy``); otherwise the last sea
    monster played decides, and nothing is removed. Walk the Plank removes its Pirate only when
    no sea monster decides (``plank.remove``).
    """
    monsters = trick.monsters
    if trick.davy is None and monsters:
        return Field(trick, range(len(trick.plays)), trick.lead, monsters[-1])
    removed = set(trick.removed_by_davy)
    if trick.plank_target is not None:
        removed.add(trick.plank_target)
    if not removed:
        return Field(trick, range(len(trick.plays)), trick.lead)
    return _after_removals(trick, [i for i in range(len(trick.plays)) if i not in removed])


def _after_removals(trick: Trick, remaining: list[int]) -> Field:
    """The lead once cards are removed at the end of the trick (``ruling.removed-lead``)."""
    fresh, _ = lead_of(remaining, trick.cards, trick.suits, trick.voids)
    if fresh == trick.lead:
        return Field(trick, remaining, fresh)
    reading = trick.rules.ruling(RemovedLead)
    field = Field(trick, remaining, fresh if reading is RemovedLead.RECOMPUTE else trick.lead)
    field.lead_note = (fresh, reading)
    return field


def would_have_won(trick: Trick) -> int | None:
    """The card that would have won had no sea monster been played (for who leads next).

    The sea monsters and Walk the Plank's Pirate are left out and the lead is set afresh by the
    cards that remain, whatever ``ruling.removed-lead`` says: this trick was never played.
    """
    out = set(trick.monsters)
    if trick.plank_target is not None:
        out.add(trick.plank_target)
    remaining = [i for i in range(len(trick.plays)) if i not in out]
    lead, _ = lead_of(remaining, trick.cards, trick.suits, trick.voids)
    return climb(Field(trick, remaining, lead)).winner


# ------------------------------------------------------------------------------- helpers


def _highest(trick: Trick, cands: Sequence[int], *, lowest: bool = False) -> tuple[int, tuple[int, ...]]:
    """The highest (or lowest) card among ``cands``, and every card equal to it, first played first."""
    ranks = trick.ranks
    values = [ranks[i] for i in cands]
    best = min(values) if lowest else max(values)
    if values.count(best) == 1:  # the common case: no tie to break
        return cands[values.index(best)], ()
    tied = tuple([i for i, value in zip(cands, values, strict=True) if value == best])
    return tied[0], tied


def _won(
    name: str, rule: str, winner: int, tied: tuple[int, ...] = (), ruling: tuple[str, Reading] | None = None
) -> Claim:
    return Claim(name, rule, Outcome.WON, winner, tied, ruling)


def _leader_from(trick: Trick, would_win: int | None) -> int:
    return trick.seat[would_win] if would_win is not None else 0


def _decider_role(field: Field) -> Role | None:
    return None if field.decider is None else field.trick.roles[field.decider]


# ------------------------------------------------------------------------------- 1. sea monsters

_MONSTERS = "monster.last"
level(_MONSTERS, lambda field: field.decider is not None)


@rung("kraken.destroy", level=_MONSTERS, needs=(Role.KRAKEN,))
def kraken(field: Field) -> Claim | None:
    """The Kraken destroys the trick; the next leader is its own question (``kraken.leader``)."""
    if _decider_role(field) is not Role.KRAKEN:
        return None
    assert field.decider is not None
    return Claim("kraken.destroy", "kraken.destroy", Outcome.DESTROYED, None, leader=kraken_leader(field))


def kraken_leader(field: Field) -> Leader:
    """``ruling.kraken-leader``, then ``ruling.kraken-nobody-leader`` if nothing else could win."""
    trick, kraken_at = field.trick, field.decider
    assert kraken_at is not None
    first = (trick.rules.ruling(KrakenLeader).cited,)
    if first[0][1] is KrakenLeader.LEFT_OF_KRAKEN:
        return Leader((trick.seat[kraken_at] + 1) % len(trick.players), "kraken.leader", first)
    would = would_have_won(trick)
    if would is not None:
        return Leader(trick.seat[would], "kraken.leader", first, would)
    nobody = trick.rules.ruling(KrakenNobodyLeader).cited
    seat = trick.seat[kraken_at] if nobody[1] is KrakenNobodyLeader.KRAKEN_PLAYER else 0
    return Leader(seat, "kraken.leader", (*first, nobody))


@rung("whale.numbers", level=_MONSTERS, needs=(Role.WHITE_WHALE, Role.NUMBER))
def whale_numbers(field: Field) -> Claim | None:
    """The White Whale: only numbers count, the highest wins."""
    if _decider_role(field) is not Role.WHITE_WHALE or not field.numbers:
        return None
    return _won("whale.numbers", "whale.numbers", *_highest(field.trick, field.numbers))


@rung("whale.discard", level=_MONSTERS, needs=(Role.WHITE_WHALE,))
def whale_discard(field: Field) -> Claim | None:
    """A White Whale trick with no number is discarded; ``ruling.monster-discard-leader`` leads."""
    if _decider_role(field) is not Role.WHITE_WHALE or field.numbers:
        return None
    return Claim("whale.discard", "whale.discard", Outcome.DISCARDED, None, leader=whale_leader(field))


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
    return Leader(seat, "whale.discard", (ruled,))


@rung("stingray.lowest", level=_MONSTERS, needs=(Role.STINGRAY, Role.NUMBER))
def stingray_lowest(field: Field) -> Claim | None:
    """The Spotted Stingray: only numbers count, the lowest wins."""
    if _decider_role(field) is not Role.STINGRAY or not field.numbers:
        return None
    return _won("stingray.lowest", "stingray.lowest", *_highest(field.trick, field.numbers, lowest=True))


@rung("exp.discard", name="stingray.discard", level=_MONSTERS, needs=(Role.STINGRAY,))
def stingray_discard(field: Field) -> Claim | None:
    """Under the Stingray every special card is one that cannot win: with no number, the Pack's
    discard rule says who leads (the trick's leader), not the White Whale's ruling."""
    if _decider_role(field) is not Role.STINGRAY or field.numbers:
        return None
    return Claim("stingray.discard", "exp.discard", Outcome.DISCARDED, None, leader=Leader(0, "exp.discard"))


@exception("stingray.discard", rule="exp.non-winning", name="stingray.no-escape", needs=(Role.STINGRAY,))
def stingray_no_escape(field: Field) -> Claim | None:
    """The Stingray is no Escape: among nothing but Escapes (and sea monsters acting as Escapes),
    the first Escape wins, as with the Expansion Pack's other non-winning cards."""
    if _decider_role(field) is not Role.STINGRAY or field.numbers:
        return None
    trick, ray = field.trick, field.decider
    roles = trick.roles
    cards = trick.cards
    others = [i for i in range(len(roles)) if i != ray and roles[i] is not Role.NON_WINNING]
    if not others or not all(roles[i] is Role.ESCAPE or cards[i].is_sea_monster for i in others):
        return None
    return _won("stingray.no-escape", "exp.non-winning", others[0])


# ------------------------------------------------------------------------------- 2. characters


@rung("rank.king", needs=(Role.SKULL_KING,))
def king(field: Field) -> Claim | None:
    """The Skull King beats the Pirates, First Mate Con and every numbered card."""
    return _won("rank.king", "rank.king", field.kings[0]) if field.kings else None


@exception("rank.king", rule="rank.mermaid-king", needs=(Role.SKULL_KING, Role.MERMAID))
def mermaid_king(field: Field) -> Claim | None:
    """With a Mermaid and the Skull King, the first Mermaid wins, whatever else was played."""
    if not (field.kings and field.mermaids):
        return None
    return _won("rank.mermaid-king", "rank.mermaid-king", field.mermaids[0])


@rung("con.rank", needs=(Role.FIRST_MATE,))  # his exceptions need him too
def con(field: Field) -> Claim | None:
    """First Mate Con beats the Pirates and every numbered card."""
    return _won("con.rank", "con.rank", field.cons[0]) if field.cons else None


@exception("con.rank", name="con.mermaid", needs=(Role.FIRST_MATE, Role.MERMAID))
def mermaid_over_con(field: Field) -> Claim | None:
    """A Mermaid beats First Mate Con (with no Pirate to make a triangle)."""
    if not (field.cons and field.mermaids) or field.pirates:
        return None
    return _won("con.mermaid", "con.rank", field.mermaids[0])


@exception("con.rank", name="con.triangle", needs=(Role.FIRST_MATE, Role.MERMAID, Role.PIRATE))
def con_triangle(field: Field) -> Claim | None:
    """Con, a Mermaid and a Pirate with no Skull King: ``ruling.con-triangle`` names the winner."""
    if not (field.cons and field.mermaids and field.pirates):
        return None
    ruled = field.trick.rules.ruling(ConTriangle).cited
    winner = field.mermaids[0] if ruled[1] is ConTriangle.MERMAID else field.cons[0]
    return _won("con.triangle", "con.rank", winner, ruling=ruled)


@rung("rank.pirate", needs=(Role.PIRATE,))
def pirate(field: Field) -> Claim | None:
    """The first Pirate beats the Mermaids and every numbered card."""
    return _won("rank.pirate", "rank.pirate", field.pirates[0]) if field.pirates else None


@rung("rank.mermaid", needs=(Role.MERMAID,))
def mermaid(field: Field) -> Claim | None:
    """The first Mermaid beats every numbered card."""
    return _won("rank.mermaid", "rank.mermaid", field.mermaids[0]) if field.mermaids else None


# ------------------------------------------------------------------------------- 3. numbers


@rung("rank.trump", needs=(Role.NUMBER,))
def trump(field: Field) -> Claim | None:
    """The highest black card wins over the other suits."""
    suits = field.trick.suits
    trumps = [i for i in field.numbers if suits[i] is Suit.BLACK]
    return _won("rank.trump", "rank.trump", *_highest(field.trick, trumps)) if trumps else None


@rung("rank.lead", needs=(Role.NUMBER,))
def lead_suit(field: Field) -> Claim | None:
    """The highest card of the lead suit wins; other suits never do."""
    lead = field.lead
    if not isinstance(lead, Suit):
        return None
    suits = field.trick.suits
    following = [i for i in field.numbers if suits[i] is lead]
    return _won("rank.lead", "rank.lead", *_highest(field.trick, following))


# ------------------------------------------------------------------------------- 4. escapes, discard


@rung("rank.escape", needs=(Role.ESCAPE,))
def escape(field: Field) -> Claim | None:
    """If every card that can win plays as an Escape, the first of them wins."""
    if not field.escapes or field.numbers:
        return None
    return _won("rank.escape", "rank.escape", field.escapes[0])


@rung("exp.discard")
def discard(field: Field) -> Claim | None:
    """Nothing left can win: the trick is discarded and its leader leads again."""
    return Claim("exp.discard", "exp.discard", Outcome.DISCARDED, None, leader=Leader(0, "exp.discard"))
