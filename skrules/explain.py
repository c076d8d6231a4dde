"""The trace of a verdict, written from its facts: no rule is decided here.

:func:`explain` walks a :class:`~skrules.trick.Verdict` in the order a player would tell it: the
declarations and the lead suit, the sea monsters and removals, the claim that decided the trick
(one sentence per rung, found by the claim's name), the bonuses, the Loot, the abilities and who
leads next. Every sentence cites the rule it states, and the ruling reading when one decided it.
"""

from __future__ import annotations

from collections.abc import Callable

from .cards import (
    DEFERRING,
    MARK_DECLARED,
    MARK_LOOT,
    MARK_PLANK,
    MARK_VOLLEY,
    ROLE_IDS,
    Face,
    Kind,
    Pirate,
    Role,
    Suit,
)
from .editions import HOUSE_CITE, House
from .ladder import Claim, Outcome
from .lead import NoSuit, lead_text
from .rules import (
    CharacterLead,
    DavyNeedsBid,
    DavyRecipient,
    DiscardCaptures,
    KrakenNobodyLeader,
    LeadAfterEscape,
    PlankMonster,
    PlankTigress,
)
from .rulings import RuleId
from .trace import Trace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

    from .cards import Pirate
    from .ladder import Field
    from .lead import Lead
    from .played import PaidBonus
    from .played import PlayedTrick as Trick  # what is read of a trick.Trick, whose verdict calls explain()

    class Verdict(Protocol):
        """What the explanation reads of a :class:`~skrules.trick.Verdict`: its trace is written from these."""

        @property
        def trick(self) -> Trick: ...
        @property
        def outcome(self) -> Outcome: ...
        @property
        def claim(self) -> Claim: ...
        @property
        def field(self) -> Field: ...
        @property
        def winner(self) -> int | None: ...
        @property
        def next_leader(self) -> int: ...
        @property
        def lead(self) -> Lead: ...
        @property
        def bonuses(self) -> tuple[PaidBonus, ...]: ...
        @property
        def abilities(self) -> tuple[Pirate, ...]: ...
        @property
        def removed_by_plank(self) -> int | None: ...


__all__ = ["explain"]

# bound once: an Enum member read off its class is slow in Python 3.11
_WON, _DESTROYED, _NO_SUIT = Outcome.WON, Outcome.DESTROYED, NoSuit.NONE


def explain(v: Verdict) -> Trace:
    """Every step of the reasoning behind a verdict, in the order it is told."""
    trace = Trace()
    trick = v.trick
    marks = trick.marks
    if marks & MARK_DECLARED:
        _declarations(trace, trick)
    _lead(trace, trick)
    if marks & MARK_VOLLEY:
        _volley(trace, trick)
    if trick.davy is not None or len(trick.monsters) > 1:
        _monsters(trace, trick)
    monster = _MONSTER_SENTENCES.get(v.claim.name)
    if monster is not None:
        if trick.plank_target is not None and v.outcome is not _DESTROYED:
            _plank_under_monster(trace, v)
        monster(trace, v)
    else:
        _characters(trace, v, trick)
    if v.outcome is _WON:
        _won(trace, v, trick)
    elif marks & MARK_LOOT:
        _no_winner(trace, trick)
    return trace


# ------------------------------------------------------------------------------- the play


def _declarations(trace: Trace, trick: Trick) -> None:
    for i, p in enumerate(trick.plays):
        c = p.card
        if c.kind is Kind.TIGRESS:
            as_ = "a Pirate" if c.role is Role.PIRATE else "an Escape"
            trace.add(RuleId.TIGRESS_DECLARE, f"{p.player} declared the Tigress as {as_}.", i)
        elif c.kind is Kind.SCARY_MARY:
            as_ = "a Pirate" if c.role is Role.PIRATE else "an Escape"
            trace.add(RuleId.FIRST_MARY, f"{p.player} declared Scary Mary as {as_}.", i)
        elif c.kind is Kind.LOOT:
            trace.add(RuleId.LOOT_ESCAPE, f"{p.player}'s Loot plays as an Escape.", i)
        elif c.face is Face.ZERO_FOURTEEN:
            trace.add(RuleId.EXP_ZERO_FOURTEEN, f"{p.player} declared the {c.suit.label} 0/14 card as {c.rank}.", i)  # type: ignore[union-attr]
        elif c.face is Face.WILD:
            _wild(trace, trick, i)
        elif c.pirate is Pirate.MARY:
            trace.add(RuleId.MARY_PIRATE, f"{p.player}'s Mary Thorne plays as a Pirate.", i)


def _wild(trace: Trace, trick: Trick, i: int) -> None:
    lead, suit, name = trick.lead_before[i], trick.suits[i], trick.plays[i].player
    if lead is Suit.BLACK:
        trace.add(RuleId.WILD_BLACK, f"Black was led, so {name}'s Wild 15 takes no suit and loses to trump.", i)
    elif isinstance(lead, Suit):
        trace.add(RuleId.WILD_FOLLOW, f"{name}'s Wild 15 plays as the {lead.label} 15, following the lead suit.", i)
    else:
        sets = " and sets the lead suit" if trick.lead_by == i else ""
        trace.add(RuleId.WILD_NAME, f"No suit was set, so {name} named the Wild 15 {suit.label}{sets}.", i)  # type: ignore[union-attr]


_DEFERRING_IDS = frozenset(ROLE_IDS[role] for role in DEFERRING)


def _lead(trace: Trace, trick: Trick) -> None:
    if trick.role_ids[0] in _DEFERRING_IDS:
        _deferred_lead(trace, trick)
    elif isinstance(trick.lead, Suit) and trick.lead_by == 0:
        first = trick.plays[0]
        trace.add(
            RuleId.LEAD_NUMBER, f"{first.player} led the {first.card.label}: {trick.lead.label} is the lead suit.", 0
        )
    elif trick.lead is _NO_SUIT:
        trace.add(
            RuleId.LEAD_CHARACTER,
            f"{trick.who(0)} led: the trick has no suit to follow.",
            0,
            ruling=trick.rules.ruling(CharacterLead).cited,
        )
    else:
        by = trick.lead_by
        text = f"{trick.who(0)} led, and the first numbered card after it sets the suit"
        text += (
            f": {trick.who(by)} set {trick.lead.label}."
            if isinstance(trick.lead, Suit) and by is not None
            else "; none came."
        )
        by_card = () if by is None else (by,)
        trace.add(RuleId.LEAD_CHARACTER, text, 0, *by_card, ruling=trick.rules.ruling(CharacterLead).cited)


def _deferred_lead(trace: Trace, trick: Trick) -> None:
    """An Escape-like or non-winning lead passes the choice of suit to the next card."""
    by = trick.lead_by
    rule = RuleId.EXP_LEAD if trick.roles[0] is Role.NON_WINNING else RuleId.LEAD_ESCAPE
    opening = f"{trick.who(0)} led, which passes the choice of suit to the next card"
    passed = [i for i in range(1, len(trick.plays)) if by is None or i < by]
    skipped = [i for i in passed if trick.roles[i] not in DEFERRING]
    if isinstance(trick.lead, Suit):
        text = f"{opening}; {trick.who(by)} set {trick.lead.label} as the lead suit."  # type: ignore[arg-type]
    elif trick.lead is NoSuit.NONE:
        text = f"{opening}; {trick.who(by)}, a character, left the trick without a suit."  # type: ignore[arg-type]
    else:
        text = f"{opening}; no numbered card followed, so there is no lead suit."
    by_card = () if by is None else (by,)
    if skipped or trick.lead is NoSuit.NONE:
        trace.add(rule, text, 0, *by_card, ruling=trick.rules.ruling(LeadAfterEscape).cited)
    else:
        trace.add(rule, text, 0, *by_card)


def _volley(trace: Trace, trick: Trick) -> None:
    v = trick.find(Kind.VOLLEY)
    assert v is not None
    name = trick.plays[v].player
    extra = trick.volley_extra
    if extra is None:
        trace.add(
            RuleId.VOLLEY_EXTRA,
            f"{name} played the Last Volley with no card to add: that happens only in the "
            "round's last trick, and it never wins.",
            v,
        )
    else:
        trace.add(
            RuleId.VOLLEY_EXTRA,
            f"{name} played the Last Volley, so added {trick.plays[extra].card.label} "
            f"after everyone; {name} sits out the round's last trick. The Last Volley never wins.",
            v,
            extra,
        )


# ------------------------------------------------------------------------------- sea monsters


def _monsters(trace: Trace, trick: Trick) -> None:
    """Davy Jones' Locker, or the last of several sea monsters deciding."""
    monsters, davy = trick.monsters, trick.davy
    if davy is not None:
        if monsters:
            names = ", ".join(trick.who(i) for i in monsters)
            trace.add(RuleId.DAVY_DESTROY, f"{trick.who(davy)} destroys every sea monster: {names}.", davy, *monsters)
        else:
            trace.add(RuleId.EXP_NON_WINNING, f"{trick.who(davy)} finds no sea monster; it never wins a trick.", davy)
    elif len(monsters) > 1:
        decider = monsters[-1]
        earlier = " and ".join(trick.who(i) for i in monsters[:-1])
        counts = "counts as an Escape" if len(monsters) == 2 else "count as Escapes"
        trace.add(
            RuleId.MONSTER_LAST,
            f"{trick.who(decider)} is the last sea monster played and decides; {earlier} {counts}.",
            *monsters,
        )


def _kraken(trace: Trace, v: Verdict) -> None:
    trick = v.trick
    kraken = v.field.decider
    assert kraken is not None and v.claim.leader is not None
    leader = v.claim.leader
    trace.add(
        RuleId.KRAKEN_DESTROY, f"{trick.who(kraken)} destroys the trick: nobody wins it or scores from it.", kraken
    )
    seat, readings = leader.seat, leader.readings
    if readings and readings[0][0] == HOUSE_CITE:
        why = f"By the house rule {readings[0][1]}, {trick.players[seat]}, who led the trick, leads again."
        trace.add(RuleId.KRAKEN_LEADER, why, kraken, ruling=readings[0])
        return
    if len(readings) == 2:
        trace.add(
            RuleId.KRAKEN_LEADER,
            "Without the sea monsters nothing could have won, so nobody would have won the trick.",
            kraken,
            ruling=readings[0],
        )
        if readings[1][1] is KrakenNobodyLeader.KRAKEN_PLAYER:
            who = f"{trick.players[seat]}, who played the Kraken, leads next"
        else:
            who = f"{trick.players[seat]}, who led the trick, leads again"
        trace.add(RuleId.KRAKEN_LEADER, f"With no would-be winner, {who}.", kraken, ruling=readings[1])
        return
    if leader.would_win is None:
        why = f"the player after {trick.plays[kraken].player} leads next: {trick.players[seat]}"
    else:
        would = trick.who(leader.would_win)
        why = f"without the sea monsters {would} would have won, so {trick.players[seat]} leads next"
    trace.add(RuleId.KRAKEN_LEADER, why[0].upper() + why[1:] + ".", kraken, ruling=readings[0])


def _numbers_only(trace: Trace, v: Verdict) -> None:
    """The White Whale or the Stingray: only numbers count."""
    trick, decider, winner = v.trick, v.field.decider, v.winner
    assert decider is not None and winner is not None
    what = "lowest" if v.claim.name == RuleId.STINGRAY_LOWEST else "highest"
    trace.add(
        v.claim.rule,
        f"{trick.who(decider)} strips every suit and special card: only numbers count, and "
        f"{trick.who(winner)} is the {what}.",
        decider,
        winner,
    )
    _tie(trace, trick, v.claim)


def _stingray_no_escape(trace: Trace, v: Verdict) -> None:
    trick, decider, winner = v.trick, v.field.decider, v.winner
    assert decider is not None and winner is not None
    trace.add(
        RuleId.EXP_NON_WINNING,
        f"{trick.who(decider)} is not an Escape and there is no number: among the Escapes, the "
        f"first played, {trick.who(winner)}, wins.",
        decider,
        winner,
    )


def _stingray_discard(trace: Trace, v: Verdict) -> None:
    trick, decider = v.trick, v.field.decider
    assert decider is not None
    trace.add(
        RuleId.EXP_DISCARD,
        f"{trick.who(decider)} leaves only numbered cards able to win and none was played: the trick "
        f"is discarded, and {trick.players[0]}, who led, leads again.",
        decider,
    )


def _whale_discard(trace: Trace, v: Verdict) -> None:
    trick, decider = v.trick, v.field.decider
    assert decider is not None and v.claim.leader is not None
    trace.add(
        RuleId.WHALE_DISCARD,
        f"{trick.who(decider)} leaves only numbered cards in play and there are none: "
        f"the trick is discarded and {trick.players[v.next_leader]} leads next.",
        decider,
        ruling=v.claim.leader.readings[0],
    )


_MONSTER_SENTENCES: dict[str, Callable[[Trace, Verdict], None]] = {
    RuleId.KRAKEN_DESTROY: _kraken,
    RuleId.WHALE_NUMBERS: _numbers_only,
    RuleId.STINGRAY_LOWEST: _numbers_only,
    "stingray.no-escape": _stingray_no_escape,
    "stingray.discard": _stingray_discard,
    RuleId.WHALE_DISCARD: _whale_discard,
}


# ------------------------------------------------------------------------------- characters and numbers


def _characters(trace: Trace, v: Verdict, trick: Trick) -> None:
    """Walk the Plank, the lead once cards are removed, the deciding rung, Davy Jones' bonus."""
    plank = trick.find(Kind.PLANK) if trick.marks & MARK_PLANK else None
    if plank is not None:
        _plank(trace, trick, plank)
    _lead_after_removals(trace, v, trick)
    claim = v.claim
    _RUNG_SENTENCES[claim.name](trace, v)
    if claim.tied:
        _tie(trace, trick, claim)
    if trick.davy is not None:  # Davy Jones' bonus, or why a discard earns none
        if v.outcome is Outcome.DISCARDED:
            _davy_on_discard(trace, trick)
        _davy_bonuses(trace, v)


def _plank(trace: Trace, trick: Trick, plank: int) -> None:
    target = trick.plank_target
    tigress_here = any(c.kind is Kind.TIGRESS and c.role is Role.PIRATE for c in trick.cards)
    ruling = trick.rules.ruling(PlankTigress).cited if tigress_here else None
    if target is None:
        trace.add(
            RuleId.PLANK_REMOVE,
            f"{trick.who(plank)} finds no Pirate it can remove; it never wins a trick.",
            plank,
            ruling=ruling,
        )
    else:
        trace.add(
            RuleId.PLANK_REMOVE,
            f"{trick.who(plank)} removes {trick.who(target)} at the end of the trick: it can "
            "neither win nor be captured for a bonus.",
            plank,
            target,
            ruling=ruling,
        )


def _lead_after_removals(trace: Trace, v: Verdict, trick: Trick) -> None:
    """The lead once the Plank's Pirate or Davy Jones' monsters are gone (``ruling.removed-lead``)."""
    note = v.field.lead_note
    if note is None:
        return
    fresh, reading = note
    if fresh == v.lead:
        trace.add(
            RuleId.LEAD_NUMBER,
            f"With the removed cards gone, the lead suit is {lead_text(fresh)} (it was "
            f"{lead_text(trick.lead)} as played).",
            ruling=("ruling.removed-lead", reading),
        )
    else:
        trace.add(
            RuleId.LEAD_CHARACTER,
            f"The lead suit stays {lead_text(trick.lead)}, as played.",
            ruling=("ruling.removed-lead", reading),
        )


def _plank_under_monster(trace: Trace, v: Verdict) -> None:
    """Walk the Plank under a deciding White Whale or Stingray (``ruling.plank-monster``)."""
    trick, decider, target = v.trick, v.field.decider, v.trick.plank_target
    plank = trick.find(Kind.PLANK)
    assert decider is not None and plank is not None and target is not None
    ruling = trick.rules.ruling(PlankMonster).cited
    if v.removed_by_plank is None:
        text = (
            f"{trick.who(plank)} has no effect: {trick.who(decider)} strips every special card's "
            f"effect, so {trick.who(target)} stays in the trick."
        )
    else:
        text = f"{trick.who(plank)} still removes {trick.who(target)} at the end of the trick, sea monster or not."
    trace.add(RuleId.PLANK_REMOVE, text, plank, target, ruling=ruling)
    _lead_after_removals(trace, v, trick)


def _tie(trace: Trace, trick: Trick, claim: Claim) -> None:
    if claim.tied:
        names = " and ".join(trick.who(i) for i in claim.tied)
        trace.add(RuleId.RANK_TIE, f"{names} are equal: the first played wins.", *claim.tied)


def _beaten(pirates: object) -> str:
    return "the Pirates and every numbered card" if pirates else "every numbered card"


def _mermaid_king(trace: Trace, v: Verdict) -> None:
    w, king = v.winner, v.field.kings[0]
    assert w is not None
    trace.add(
        RuleId.RANK_MERMAID_KING,
        f"{v.trick.who(w)} and {v.trick.who(king)} are both in the trick: the first "
        "Mermaid wins, whatever else was played.",
        w,
        king,
    )


def _king(trace: Trace, v: Verdict) -> None:
    w, f = v.winner, v.field
    assert w is not None
    pirates, cons = f.pirates, f.cons
    beaten = _beaten(pirates)
    if cons:
        beaten = "First Mate Con, " + beaten
    trace.add(RuleId.CON_RANK if cons else RuleId.RANK_KING, f"{v.trick.who(w)} beats {beaten}.", w, *pirates, *cons)


def _con(trace: Trace, v: Verdict) -> None:
    con, f = v.field.cons[0], v.field
    trace.add(RuleId.CON_RANK, f"{v.trick.who(con)} beats {_beaten(f.pirates)}.", con, *f.pirates)


def _mermaid_over_con(trace: Trace, v: Verdict) -> None:
    w = v.winner
    assert w is not None
    trace.add(RuleId.CON_RANK, f"{v.trick.who(w)} beats {v.trick.who(v.field.cons[0])}.", w, v.field.cons[0])


def _con_triangle(trace: Trace, v: Verdict) -> None:
    trick, f, w = v.trick, v.field, v.winner
    assert w is not None and v.claim.ruling is not None and v.claim.reading is not None
    con, mermaid, pirate = f.cons[0], f.mermaids[0], f.pirates[0]
    trace.add(
        RuleId.CON_RANK,
        f"{trick.who(con)}, {trick.who(mermaid)} and {trick.who(pirate)} form a triangle "
        f"with no Skull King: {trick.who(w)} wins.",
        *dict.fromkeys((w, con, mermaid, pirate)),  # the winner first, each card once
        ruling=(v.claim.ruling, v.claim.reading),
    )


def _pirate(trace: Trace, v: Verdict) -> None:
    f = v.field
    pirates, mermaids = f.pirates, f.mermaids
    w = pirates[0]
    first = "the first Pirate played" if len(pirates) > 1 else "the only Pirate"
    beaten = "the Mermaids and every numbered card" if mermaids else "every numbered card"
    trace.add(RuleId.RANK_PIRATE, f"{v.trick.who(w)} is {first}: it beats {beaten}.", w, *pirates[1:], *mermaids)


def _mermaid(trace: Trace, v: Verdict) -> None:
    f = v.field
    mermaids = f.mermaids
    w = mermaids[0]
    first = "the first Mermaid played" if len(mermaids) > 1 else "the only Mermaid"
    trace.add(RuleId.RANK_MERMAID, f"{v.trick.who(w)} is {first}: it beats every numbered card.", w, *mermaids[1:])


def _trump(trace: Trace, v: Verdict) -> None:
    w = v.winner
    assert w is not None
    trace.add(RuleId.RANK_TRUMP, f"{v.trick.who(w)} is the highest black card, and black is trump.", w)


def _lead_suit(trace: Trace, v: Verdict) -> None:
    w, lead, suits = v.winner, v.lead, v.trick.suits
    assert w is not None and isinstance(lead, Suit)
    off = [i for i in v.field.numbers if suits[i] is not lead]
    tail = "; a card of another suit never wins" if off else ""
    trace.add(RuleId.RANK_LEAD, f"{v.trick.who(w)} is the highest {lead.label} card, the lead suit{tail}.", w, *off)


def _escape(trace: Trace, v: Verdict) -> None:
    w = v.winner
    assert w is not None
    trace.add(
        RuleId.RANK_ESCAPE,
        f"Every card that can win plays as an Escape, so the first of them, {v.trick.who(w)}, wins.",
        w,
    )


def _discard(trace: Trace, v: Verdict) -> None:
    trace.add(
        RuleId.EXP_DISCARD,
        f"Nothing left in the trick can win: it is discarded, and {v.trick.players[0]}, who led, leads again.",
        *v.field.positions,
    )


_RUNG_SENTENCES: dict[str, Callable[[Trace, Verdict], None]] = {
    RuleId.RANK_MERMAID_KING: _mermaid_king,
    RuleId.RANK_KING: _king,
    RuleId.CON_RANK: _con,
    "con.mermaid": _mermaid_over_con,
    "con.triangle": _con_triangle,
    RuleId.RANK_PIRATE: _pirate,
    RuleId.RANK_MERMAID: _mermaid,
    RuleId.RANK_TRUMP: _trump,
    RuleId.RANK_LEAD: _lead_suit,
    RuleId.RANK_ESCAPE: _escape,
    RuleId.EXP_DISCARD: _discard,
}


# ------------------------------------------------------------------------------- bonuses and endings


def _davy_on_discard(trace: Trace, trick: Trick) -> None:
    """Whether Davy Jones still earns his sea monsters from a discarded trick."""
    davy = trick.davy
    if davy is None or not trick.monsters:
        return
    ruling = trick.rules.ruling(DiscardCaptures).cited
    if ruling[1] is DiscardCaptures.NOTHING:
        trace.add(
            RuleId.DAVY_BONUS, "A discarded trick captures nothing, so Davy Jones earns no bonus.", davy, ruling=ruling
        )
    else:
        trace.add(
            RuleId.DAVY_BONUS,
            "Davy Jones still earns his sea monsters from a discarded trick.",
            trick.monsters[0],
            ruling=ruling,
        )


def _davy_bonuses(trace: Trace, v: Verdict) -> None:
    davy = [b for b in v.bonuses if b.rule == RuleId.DAVY_BONUS]
    if not davy:
        return
    trick, b = v.trick, davy[0]
    paid = "if that player makes the bid" if b.needs_bid else "whatever the bid"
    trace.add(
        RuleId.DAVY_BONUS,
        f"+{sum(x.points for x in davy)} to {trick.players[b.player]} for {len(davy)} sea monster"
        f"{'s' if len(davy) > 1 else ''} destroyed by Davy Jones.",
        *(x.card for x in davy),
        ruling=trick.rules.ruling(DavyRecipient).cited,
    )
    rules = trick.rules
    ruling = _ON_MISS.cited if rules.has_house(_ON_MISS) else rules.ruling(DavyNeedsBid).cited
    trace.add(RuleId.SCORE_BONUS, f"Davy Jones' bonus is paid {paid}.", ruling=ruling)


_ON_MISS = House.BONUS_ON_MISS  # a house rule: bonuses paid on a missed bid too
_CHARACTER_RULES = frozenset(
    {
        RuleId.BONUS_MERMAID,
        RuleId.BONUS_PIRATE,
        RuleId.BONUS_KING,
        RuleId.CON_BONUS,
        RuleId.FIRST_PIRATE,
        RuleId.FIRST_KING,
    }
)
_NUMBERS_ONLY = frozenset(_MONSTER_SENTENCES)


def _capture_bonuses(trace: Trace, v: Verdict, winner: int) -> None:
    trick = v.trick
    for b in v.bonuses:
        if b.rule == RuleId.DAVY_BONUS:
            continue
        sign = "+" if b.points >= 0 else ""
        if b.rule in _CHARACTER_RULES:
            text = f"{sign}{b.points} for {trick.who(b.card)}, taken by {trick.who(winner)}."
        else:
            text = f"{sign}{b.points} for {trick.who(b.card)}, captured by {trick.plays[winner].player}."
        trace.add(b.rule, text, b.card, winner)


_KING, _PIRATE, _MERMAID, _CON = (ROLE_IDS[r] for r in (Role.SKULL_KING, Role.PIRATE, Role.MERMAID, Role.FIRST_MATE))
_PIRATE_BIT = 1 << _PIRATE


def _unpaid(trace: Trace, v: Verdict, winner: int) -> None:
    """The captures that earn nothing, because the card that took them is not the one that pays."""
    trick = v.trick
    roles = trick.role_ids  # small integers: no Enum hashing in this per-trick check
    role = roles[winner]
    positions = () if v.claim.name in _NUMBERS_ONLY else v.field.positions
    taken = {roles[i] for i in positions if i != winner}
    unpaid = []
    if (_KING in taken or role == _KING) and _PIRATE in taken and role != _KING:
        unpaid.append("no +30 for the Pirates, as the Skull King did not win")
    first = not trick.rules.edition.pays_mermaid_by_pirate
    if _MERMAID in taken and (_PIRATE in taken or role == _PIRATE) and role != _PIRATE and not first:
        unpaid.append("no +20 for the Mermaids, as no Pirate won")
    if first and role == _PIRATE and _MERMAID in taken:
        trace.add(RuleId.FIRST_MERMAID, "The 2013 edition pays no bonus for a Mermaid taken by a Pirate.", winner)
    if role == _CON and _PIRATE in taken:
        trace.add(RuleId.CON_BONUS, f"{trick.who(winner)} earns no bonus for the Pirates he takes.", winner)
    if unpaid:
        trace.add(RuleId.BONUS_CAPTURE, "Only the winning card's captures count: " + "; ".join(unpaid) + ".", winner)


def _won(trace: Trace, v: Verdict, trick: Trick) -> None:
    winner = v.winner
    assert winner is not None
    name = trick.plays[winner].player
    bonuses = v.bonuses
    if bonuses:
        _capture_bonuses(trace, v, winner)
    if v.field.present & _PIRATE_BIT:  # every capture left unpaid is of a Pirate or by one
        _unpaid(trace, v, winner)
    # Davy Jones' bonus says itself when it is paid (it may be paid whatever the bid).
    mine = [b for b in bonuses if b.player == trick.seat[winner] and b.rule != RuleId.DAVY_BONUS]
    if mine and mine[0].needs_bid:
        trace.add(RuleId.SCORE_BONUS, f"{name}'s bonuses are paid only if {name} makes the bid.", winner)
    elif mine:
        trace.add(
            RuleId.SCORE_BONUS, f"{name}'s bonuses are paid whatever {name}'s bid.", winner, ruling=_ON_MISS.cited
        )
    if trick.marks & MARK_LOOT:
        _loot(trace, v, winner)
    if trick.rules.abilities:
        _abilities(trace, v, winner)
    trace.add(RuleId.NEXT_WINNER, f"{name} won the trick and leads the next.", winner)


def _loot(trace: Trace, v: Verdict, winner: int) -> None:
    trick = v.trick
    if not trick.marks & MARK_LOOT:
        return
    player = trick.seat[winner]
    for i in v.field.positions:
        p = trick.plays[i]
        if p.card.kind is not Kind.LOOT:
            continue
        if trick.seat[i] == player:
            trace.add(RuleId.LOOT_NONE, f"{p.player} played the Loot and won the trick: no alliance.", i)
        else:
            trace.add(
                RuleId.LOOT_ALLIANCE,
                f"{trick.who(i)} allies {p.player} with {trick.plays[winner].player}, who won: each scores "
                "+20 if both make their bids.",
                i,
                winner,
            )


def _abilities(trace: Trace, v: Verdict, winner: int) -> None:
    if not v.trick.rules.abilities:
        return
    trick = v.trick
    card = trick.cards[winner]
    player = trick.plays[winner].player
    if card.kind is Kind.PIRATE and card.pirate is not None:
        trace.add(
            RuleId.ABILITY_UNLOCK,
            f"{player} won with {card.pirate.full_name}, whose ability may be used at once.",
            winner,
        )
    elif card.kind is Kind.FIRST_MATE and v.abilities:
        names = ", ".join(p.full_name for p in v.abilities)
        trace.add(
            RuleId.CON_POWERS,
            f"{player} won with First Mate Con and may use the powers of the Pirates he took: {names}.",
            winner,
        )


def _no_winner(trace: Trace, trick: Trick) -> None:
    if not trick.marks & MARK_LOOT:
        return
    for i, p in enumerate(trick.plays):
        if p.card.kind is Kind.LOOT:
            trace.add(RuleId.LOOT_NONE, f"Nobody takes the trick, so {p.player}'s Loot makes no alliance.", i)
