"""The trace of a verdict, written from its facts: no rule is decided here.

:func:`explain` walks a :class:`~skrules.trick.Verdict` in the order a player would tell it: the
lead suit (what the card led was declared as, first), the later cards' declarations in play order,
the sea monsters and removals, the claim that decided the trick (one sentence per rung, found by
the claim's name), the bonuses, the Loot, the abilities and who leads next. Every sentence cites the
rule it states, and the ruling reading when one decided it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import (
    DEFERRING,
    MARK_DECLARED,
    MARK_LOOT,
    MARK_PLANK,
    MARK_VOLLEY,
    MARK_WILD,
    ROLE_IDS,
    Face,
    Kind,
    Pirate,
    Role,
    Suit,
)
from .editions import HOUSE_CITE, House
from .ladder import Claim, Outcome, loot_ruling, told, without_monsters
from .lead import NoSuit
from .messages import Msg
from .rules import (
    CharacterLead,
    DavyNeedsBid,
    DavyRecipient,
    DiscardCaptures,
    KrakenNobodyLeader,
    LeadAfterEscape,
    LootEscapes,
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
    from .messages import Message, Value
    from .notation import Play
    from .played import PaidBonus
    from .played import PaidBonus as Bonus  # what is read of a trick.Bonus, which the API page links it to
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
        @property
        def rosie_names_leader(self) -> bool: ...


__all__ = ["capture_said", "explain"]

# bound once: an Enum member read off its class is slow in Python 3.11
_WON, _DESTROYED, _NO_SUIT, _NOT_YET = Outcome.WON, Outcome.DESTROYED, NoSuit.NONE, NoSuit.NOT_YET
# the rules of the steps most tricks tell
_LEAD_NUMBER, _NEXT_WINNER, _SCORE_BONUS = RuleId.LEAD_NUMBER, RuleId.NEXT_WINNER, RuleId.SCORE_BONUS


def explain(v: Verdict) -> Trace:
    """Every step of the reasoning behind a verdict, in the order it is told."""
    trace = Trace()
    trick = v.trick
    marks = trick.marks
    declared = marks & MARK_DECLARED
    if declared:  # the card led says what it was declared as before it says what it led
        _declarations(trace, trick, v.field.decider, 0, 1)
    _lead(trace, trick)
    if declared:  # the later cards in play order, once the lead they follow or set is told
        _declarations(trace, trick, v.field.decider, 1, len(trick.plays))
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


def _declarations(trace: Trace, trick: Trick, decider: int | None, start: int, stop: int) -> None:
    """The declarations made as the cards ``start`` to ``stop`` were played; ``decider`` is the sea monster that
    decides, if one does."""
    plays = trick.plays
    for i in range(start, stop):
        p = plays[i]
        c = p.card
        if not c.marks & MARK_DECLARED:  # most cards declare nothing: no kind to look at
            continue
        if c.kind is Kind.TIGRESS:
            said = Msg.TIGRESS_PIRATE if c.role is Role.PIRATE else Msg.TIGRESS_ESCAPE
            trace.add(RuleId.TIGRESS_DECLARE, said, i, player=p.player)
        elif c.kind is Kind.SCARY_MARY:
            said = Msg.MARY_PIRATE if c.role is Role.PIRATE else Msg.MARY_ESCAPE
            trace.add(RuleId.FIRST_MARY, said, i, player=p.player)
        elif c.kind is Kind.LOOT:
            trace.add(RuleId.LOOT_ESCAPE, Msg.LOOT_ESCAPE, i, player=p.player)
        elif c.face is Face.ZERO_FOURTEEN:
            trace.add(RuleId.EXP_ZERO_FOURTEEN, Msg.ZERO_FOURTEEN, i, player=p.player, suit=c.suit, n=c.rank)  # type: ignore[arg-type]
        elif c.face is Face.WILD:
            _wild(trace, trick, i, decider)
        elif c.pirate is Pirate.MARY:
            trace.add(RuleId.MARY_PIRATE, Msg.THORNE_PIRATE, i, player=p.player)


def _wild(trace: Trace, trick: Trick, i: int, decider: int | None) -> None:
    lead, suit, name = trick.lead_before[i], trick.suits[i], trick.plays[i].player
    if lead is Suit.BLACK:
        if decider is None or trick.roles[decider] is Role.KRAKEN:
            trace.add(RuleId.WILD_BLACK, Msg.WILD_BLACK, i, player=name)
        else:  # the White Whale or the Stingray ranks numbers alone: no suit costs it nothing
            trace.add(RuleId.WILD_BLACK, Msg.WILD_BLACK_NUMBERS, i, decider, player=name, who=trick.plays[decider])
    elif isinstance(lead, Suit):
        trace.add(RuleId.WILD_FOLLOW, Msg.WILD_FOLLOW, i, player=name, suit=lead)
    else:
        said = Msg.WILD_NAME_SETS if trick.lead_by == i else Msg.WILD_NAME
        trace.add(RuleId.WILD_NAME, said, i, player=name, suit=suit)  # type: ignore[arg-type]


_DEFERRING_IDS = frozenset(ROLE_IDS[role] for role in DEFERRING)
_NON_WINNING = ROLE_IDS[Role.NON_WINNING]


def _lead(trace: Trace, trick: Trick) -> None:
    if trick.role_ids[0] in _DEFERRING_IDS:
        _deferred_lead(trace, trick)
    elif isinstance(trick.lead, Suit) and trick.lead_by == 0:
        first = trick.plays[0]
        trace.add(_LEAD_NUMBER, Msg.LEAD_NUMBER, 0, player=first.player, label=first.card, suit=trick.lead)
    elif trick.lead is _NO_SUIT:
        cited = trick.rules.ruling(CharacterLead).cited
        trace.add(RuleId.LEAD_CHARACTER, Msg.LEAD_NONE, 0, ruling=cited, who=trick.plays[0])
    else:
        by, plays, cited = trick.lead_by, trick.plays, trick.rules.ruling(CharacterLead).cited
        if isinstance(trick.lead, Suit) and by is not None:
            trace.add(
                RuleId.LEAD_CHARACTER, Msg.LEAD_SET, 0, by, ruling=cited, who=plays[0], who2=plays[by], suit=trick.lead
            )
        else:
            by_card = () if by is None else (by,)
            trace.add(RuleId.LEAD_CHARACTER, Msg.LEAD_NONE_CAME, 0, *by_card, ruling=cited, who=plays[0])


def _deferred_lead(trace: Trace, trick: Trick) -> None:
    """An Escape-like or non-winning lead passes the choice of suit to the next card."""
    by, role_ids = trick.lead_by, trick.role_ids
    rule = RuleId.EXP_LEAD if role_ids[0] == _NON_WINNING else RuleId.LEAD_ESCAPE
    plays = trick.plays
    passed = [i for i in range(1, len(plays)) if by is None or i < by]
    skipped = [i for i in passed if role_ids[i] not in _DEFERRING_IDS]
    values: dict[str, Value]
    if isinstance(trick.lead, Suit):
        said, values = Msg.DEFER_SET, {"who2": plays[by], "suit": trick.lead}  # type: ignore[index]
    elif trick.lead is _NO_SUIT:
        said, values = Msg.DEFER_CHARACTER, {"who2": plays[by]}  # type: ignore[index]
    else:
        said, values = Msg.DEFER_NONE, {}
    by_card = () if by is None else (by,)
    ruling = trick.rules.ruling(LeadAfterEscape).cited if skipped or trick.lead is _NO_SUIT else None
    trace.add(rule, said, 0, *by_card, ruling=ruling, who=plays[0], **values)


def _volley(trace: Trace, trick: Trick) -> None:
    v = trick.find(Kind.VOLLEY)
    assert v is not None
    name = trick.plays[v].player
    extra = trick.volley_extra
    if extra is None:
        trace.add(RuleId.VOLLEY_EXTRA, Msg.VOLLEY_NONE, v, player=name)
    else:
        trace.add(RuleId.VOLLEY_EXTRA, Msg.VOLLEY_ADDS, v, extra, player=name, label=trick.plays[extra].card)


# ------------------------------------------------------------------------------- sea monsters


def _monsters(trace: Trace, trick: Trick) -> None:
    """Davy Jones' Locker, or the last of several sea monsters deciding."""
    monsters, davy, plays = trick.monsters, trick.davy, trick.plays
    if davy is not None:
        if monsters:
            names = [plays[i] for i in monsters]
            trace.add(RuleId.DAVY_DESTROY, Msg.DAVY_DESTROYS, davy, *monsters, who=plays[davy], whos=names)
        else:
            trace.add(RuleId.EXP_NON_WINNING, Msg.DAVY_ALONE, davy, who=plays[davy])
    elif len(monsters) == 2:
        trace.add(RuleId.MONSTER_LAST, Msg.MONSTER_LAST, *monsters, who=plays[monsters[1]], who2=plays[monsters[0]])
    elif len(monsters) > 2:
        earlier = [plays[i] for i in monsters[:-1]]
        trace.add(RuleId.MONSTER_LAST, Msg.MONSTERS_LAST, *monsters, who=plays[monsters[-1]], ands=earlier)


def _kraken(trace: Trace, v: Verdict) -> None:
    trick = v.trick
    kraken = v.field.decider
    assert kraken is not None and v.claim.leader is not None
    leader = v.claim.leader
    trace.add(RuleId.KRAKEN_DESTROY, Msg.KRAKEN_DESTROYS, kraken, who=trick.plays[kraken])
    seat, readings = leader.seat, leader.readings
    name = trick.players[seat]
    if readings and readings[0][0] == HOUSE_CITE:
        trace.add(RuleId.KRAKEN_LEADER, Msg.KRAKEN_HOUSE, kraken, ruling=readings[0], house=readings[0][1], player=name)
        return
    if len(readings) == 2:
        trace.add(RuleId.KRAKEN_LEADER, Msg.KRAKEN_NOBODY, kraken, ruling=readings[0])
        by_kraken = readings[1][1] is KrakenNobodyLeader.KRAKEN_PLAYER
        said = Msg.KRAKEN_PLAYER if by_kraken else Msg.KRAKEN_LEADER
        trace.add(RuleId.KRAKEN_LEADER, said, kraken, ruling=readings[1], player=name)
        return
    if leader.would_win is None:
        player = trick.plays[kraken].player
        trace.add(RuleId.KRAKEN_LEADER, Msg.KRAKEN_AFTER, kraken, ruling=readings[0], player=player, player2=name)
    else:
        _kraken_wild(trace, trick, leader.would_win, readings[0])
        would = trick.plays[leader.would_win]
        trace.add(RuleId.KRAKEN_LEADER, Msg.KRAKEN_WOULD, kraken, ruling=readings[0], who=would, player=name)


def _kraken_wild(trace: Trace, trick: Trick, would: int, cited: tuple[str, str]) -> None:
    """A Wild 15 that would have won only as the suit the cards left without the sea monsters lead."""
    if not trick.marks & MARK_WILD:  # no Wild 15 played: none can play as another suit
        return
    field = without_monsters(trick)
    if would in _replayed_wilds(trick, field.suits, field.positions):
        name, suit, named = trick.plays[would].player, field.suits[would], trick.suits[would]
        trace.add(RuleId.WILD_FOLLOW, Msg.KRAKEN_WILD, would, ruling=cited, player=name, suit=suit, suit2=named)  # type: ignore[arg-type]


def _numbers_only(trace: Trace, v: Verdict) -> None:
    """The White Whale or the Stingray: only numbers count."""
    trick, decider, winner = v.trick, v.field.decider, v.winner
    assert decider is not None and winner is not None
    said = Msg.LOWEST if v.claim.name == RuleId.STINGRAY_LOWEST else Msg.HIGHEST
    trace.add(v.claim.rule, said, decider, winner, who=trick.plays[decider], who2=trick.plays[winner])
    _tie(trace, trick, v.claim)


def _stingray_no_escape(trace: Trace, v: Verdict) -> None:
    trick, decider, winner = v.trick, v.field.decider, v.winner
    assert decider is not None and winner is not None
    plays = trick.plays
    trace.add(RuleId.EXP_NON_WINNING, Msg.STINGRAY_ESCAPE, decider, winner, who=plays[decider], who2=plays[winner])


def _stingray_discard(trace: Trace, v: Verdict) -> None:
    trick, decider = v.trick, v.field.decider
    assert decider is not None
    trace.add(RuleId.EXP_DISCARD, Msg.STINGRAY_DISCARD, decider, who=trick.plays[decider], player=trick.players[0])


def _whale_discard(trace: Trace, v: Verdict) -> None:
    trick, decider = v.trick, v.field.decider
    assert decider is not None and v.claim.leader is not None
    ruling = v.claim.leader.readings[0]
    leader = trick.players[v.next_leader]
    trace.add(RuleId.WHALE_DISCARD, Msg.WHALE_DISCARD, decider, ruling=ruling, who=trick.plays[decider], player=leader)


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
    _RUNG_SENTENCES.get(claim.name, _declared)(trace, v)
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
        trace.add(RuleId.PLANK_REMOVE, Msg.PLANK_NONE, plank, ruling=ruling, who=trick.plays[plank])
    else:
        plays = trick.plays
        trace.add(
            RuleId.PLANK_REMOVE, Msg.PLANK_REMOVES, plank, target, ruling=ruling, who=plays[plank], who2=plays[target]
        )


def _lead_after_removals(trace: Trace, v: Verdict, trick: Trick) -> None:
    """The lead once the Plank's Pirate or Davy Jones' monsters are gone (``ruling.removed-lead``)."""
    note = v.field.lead_note
    if note is None:
        return
    fresh, reading = note
    cited = ("ruling.removed-lead", reading)
    if fresh == v.lead:
        if fresh is _NOT_YET:  # no card left that can set one: said so, not as a suit "not set"
            trace.add(RuleId.LEAD_NUMBER, Msg.LEAD_NONE_LEFT, ruling=cited, lead2=trick.lead)
        else:
            trace.add(RuleId.LEAD_NUMBER, Msg.LEAD_AFTER_REMOVAL, ruling=cited, lead=fresh, lead2=trick.lead)
        replayed = _replayed_wilds(trick, v.field.suits, v.field.positions) if v.field.decider is None else ()
        for i in replayed:  # (under the White Whale or the Stingray only numbers count: no suit matters)
            name, named = trick.plays[i].player, trick.suits[i]
            if fresh is Suit.BLACK:
                trace.add(RuleId.WILD_BLACK, Msg.WILD_REPLAYED_BLACK, i, ruling=cited, player=name, suit=named)  # type: ignore[arg-type]
            else:
                said = Msg.WILD_REPLAYED
                trace.add(RuleId.WILD_FOLLOW, said, i, ruling=cited, player=name, suit=fresh, suit2=named)  # type: ignore[arg-type]
    else:
        trace.add(RuleId.LEAD_CHARACTER, Msg.LEAD_STAYS, ruling=cited, lead=trick.lead)


def _replayed_wilds(trick: Trick, suits: Sequence[Suit | None], positions: Sequence[int]) -> list[int]:
    """The Wild 15s that play as another suit than the one named, once the lead is set afresh."""
    return [i for i in positions if trick.cards[i].face is Face.WILD and suits[i] is not trick.suits[i]]


def _plank_under_monster(trace: Trace, v: Verdict) -> None:
    """Walk the Plank under a deciding White Whale or Stingray (``ruling.plank-monster``)."""
    trick, decider, target = v.trick, v.field.decider, v.trick.plank_target
    plank = trick.find(Kind.PLANK)
    assert decider is not None and plank is not None and target is not None
    ruling = trick.rules.ruling(PlankMonster).cited
    plays = trick.plays
    if v.removed_by_plank is None:
        values = {"who": plays[plank], "who2": plays[decider], "who3": plays[target]}
        trace.add(RuleId.PLANK_REMOVE, Msg.PLANK_NO_EFFECT, plank, target, ruling=ruling, **values)
    else:
        trace.add(
            RuleId.PLANK_REMOVE, Msg.PLANK_STILL, plank, target, ruling=ruling, who=plays[plank], who2=plays[target]
        )
    _lead_after_removals(trace, v, trick)


def _tie(trace: Trace, trick: Trick, claim: Claim) -> None:
    if claim.tied:
        trace.add(RuleId.RANK_TIE, Msg.TIE, *claim.tied, ands=[trick.plays[i] for i in claim.tied])


def _con_triangle(trace: Trace, v: Verdict) -> None:
    trick, f, w = v.trick, v.field, v.winner
    assert w is not None and v.claim.ruling is not None and v.claim.reading is not None
    con, mermaid, pirate = f.cons[0], f.mermaids[0], f.pirates[0]
    plays = trick.plays
    trace.add(
        RuleId.CON_RANK,
        Msg.TRIANGLE,
        *dict.fromkeys((w, con, mermaid, pirate)),  # the winner first, each card once
        ruling=(v.claim.ruling, v.claim.reading),
        who=plays[con],
        who2=plays[mermaid],
        who3=plays[pirate],
        who4=plays[w],
    )


def _declared(trace: Trace, v: Verdict) -> None:
    """The sentence its rung declares with its rule (``says``), in the case the field is in."""
    found = told(v.field, v.claim)
    assert found is not None, f"the rung {v.claim.name!r} declares no sentence"
    case, cards, against = found
    plays = v.trick.plays
    if against is None:
        trace.add(case.rule or v.claim.rule, case.message, *cards, who=plays[cards[0]])
    else:
        trace.add(case.rule or v.claim.rule, case.message, *cards, who=plays[cards[0]], who2=plays[against])


def _lead_suit(trace: Trace, v: Verdict) -> None:
    w, lead, suits = v.winner, v.lead, v.field.suits
    assert w is not None and isinstance(lead, Suit)
    off = [i for i in v.field.numbers if suits[i] is not lead]
    said = Msg.LEAD_OFF if off else Msg.LEAD_HIGHEST
    trace.add(RuleId.RANK_LEAD, said, w, *off, who=v.trick.plays[w], suit=lead)


def _discard(trace: Trace, v: Verdict) -> None:
    trace.add(RuleId.EXP_DISCARD, Msg.DISCARD, *v.field.positions, player=v.trick.players[0])


# The rungs whose sentence needs more than their declared ``says`` (a ruling, the lead suit, a discard).
_RUNG_SENTENCES: dict[str, Callable[[Trace, Verdict], None]] = {
    "con.triangle": _con_triangle,
    RuleId.RANK_LEAD: _lead_suit,
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
        trace.add(RuleId.DAVY_BONUS, Msg.DAVY_NOTHING, davy, ruling=ruling)
    else:
        trace.add(RuleId.DAVY_BONUS, Msg.DAVY_STILL, trick.monsters[0], ruling=ruling)


def _davy_bonuses(trace: Trace, v: Verdict) -> None:
    davy = [b for b in v.bonuses if b.rule == RuleId.DAVY_BONUS]
    if not davy:
        return
    trick, b = v.trick, davy[0]
    trace.add(
        RuleId.DAVY_BONUS,
        Msg.DAVY_MANY if len(davy) > 1 else Msg.DAVY_ONE,
        *(x.card for x in davy),
        ruling=trick.rules.ruling(DavyRecipient).cited,
        n=sum(x.points for x in davy),
        player=trick.players[b.player],
        n2=len(davy),
    )
    rules = trick.rules
    ruling = _ON_MISS.cited if rules.has_house(_ON_MISS) else rules.ruling(DavyNeedsBid).cited
    said = Msg.DAVY_NEEDS_BID if b.needs_bid else Msg.DAVY_ANY_BID
    trace.add(RuleId.SCORE_BONUS, said, ruling=ruling, player=trick.players[b.player])


_ON_MISS = House.BONUS_ON_MISS  # a house rule: bonuses paid on a missed bid too
_DAVY_BONUS = RuleId.DAVY_BONUS  # read per bonus: an Enum member read off its class is slow in Python 3.11
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
    plays = v.trick.plays
    for b in v.bonuses:
        if b.rule == _DAVY_BONUS:
            continue
        if b.rule in _CHARACTER_RULES:
            trace.add(b.rule, Msg.TAKEN_BY, b.card, winner, points=b.points, who=plays[b.card], who2=plays[winner])
        else:
            trace.add(
                b.rule, Msg.CAPTURED_BY, b.card, winner, points=b.points, who=plays[b.card], player=plays[winner].player
            )


def capture_said(b: Bonus, plays: Sequence[Play], winner: int) -> tuple[Message, dict[str, Value]]:
    """A capture's bonus (not Davy Jones') as its step above says it, for the why-not answer to say it so: a
    character by the card that took it (``+40 for Cy's Skull King, taken by Bob's Mermaid.``), a numbered card
    by its taker's player. The step writes its values in place, which costs the explained path less."""
    if b.rule in _CHARACTER_RULES:
        return Msg.TAKEN_BY, {"points": b.points, "who": plays[b.card], "who2": plays[winner]}
    return Msg.CAPTURED_BY, {"points": b.points, "who": plays[b.card], "player": plays[winner].player}


_KING, _PIRATE, _MERMAID, _CON = (ROLE_IDS[r] for r in (Role.SKULL_KING, Role.PIRATE, Role.MERMAID, Role.FIRST_MATE))
_PIRATE_BIT = 1 << _PIRATE


def _unpaid(trace: Trace, v: Verdict, winner: int) -> None:
    """The captures that earn nothing, because the card that took them is not the one that pays."""
    trick = v.trick
    roles = trick.role_ids  # small integers: no Enum hashing in this per-trick check
    role = roles[winner]
    positions = () if v.claim.name in _NUMBERS_ONLY else v.field.positions
    taken = {roles[i] for i in positions if i != winner}
    pirates = (_KING in taken or role == _KING) and _PIRATE in taken and role != _KING
    first = not trick.rules.edition.pays_mermaid_by_pirate
    mermaids = _MERMAID in taken and (_PIRATE in taken or role == _PIRATE) and role != _PIRATE and not first
    if first and role == _PIRATE and _MERMAID in taken:
        trace.add(RuleId.FIRST_MERMAID, Msg.FIRST_MERMAID, winner)
    if role == _CON and _PIRATE in taken:
        trace.add(RuleId.CON_BONUS, Msg.CON_NO_BONUS, winner, who=trick.plays[winner])
    if pirates or mermaids:
        said = Msg.UNPAID_BOTH if pirates and mermaids else Msg.UNPAID_KING if pirates else Msg.UNPAID_MERMAIDS
        trace.add(RuleId.BONUS_CAPTURE, said, winner)


def _won(trace: Trace, v: Verdict, trick: Trick) -> None:
    winner = v.winner
    assert winner is not None
    name = trick.plays[winner].player
    bonuses = v.bonuses
    if bonuses:
        _capture_bonuses(trace, v, winner)
    if v.field.present & _PIRATE_BIT:  # every capture left unpaid is of a Pirate or by one
        _unpaid(trace, v, winner)
    if bonuses:  # Davy Jones' bonus says itself when it is paid (it may be paid whatever the bid)
        seat = trick.seat[winner]
        mine = [b for b in bonuses if b.player == seat and b.rule != _DAVY_BONUS]
        if mine and mine[0].needs_bid:
            trace.add(_SCORE_BONUS, Msg.PAID_IF_BID, winner, player=name)
        elif mine:
            trace.add(RuleId.SCORE_BONUS, Msg.PAID_ANY_BID, winner, ruling=_ON_MISS.cited, player=name)
    if trick.marks & MARK_LOOT:
        _loot(trace, v, winner)
    if trick.rules.abilities:
        _abilities(trace, v, winner)
    if v.rosie_names_leader:
        trace.add(RuleId.ABILITY_ROSIE, Msg.NEXT_ROSIE, winner, player=name)
    else:
        trace.add(_NEXT_WINNER, Msg.NEXT_WINNER, winner, player=name)


def _loot(trace: Trace, v: Verdict, winner: int) -> None:
    trick = v.trick
    if not trick.marks & MARK_LOOT:
        return
    player = trick.seat[winner]
    # under a deciding White Whale or Stingray, or in a trick of Escapes a Loot won, a ruling says whether it allies
    kind = loot_ruling(v.claim, trick.cards[winner])
    cited = None if kind is None else trick.rules.ruling(kind).cited
    for i in v.field.positions:
        p = trick.plays[i]
        if not p.card.marks & MARK_LOOT:  # the Loot's own mark: no kind read off its class per card
            continue
        if trick.seat[i] == player:
            trace.add(RuleId.LOOT_NONE, Msg.LOOT_OWN, i, player=p.player)
        elif cited is not None and kind is not None and cited[1] is not kind.ALLIANCE:
            if kind is LootEscapes:  # the reference guide's "no alliance forms" read as of the whole trick
                trace.add(RuleId.LOOT_NONE, Msg.LOOT_ESCAPES, i, winner, ruling=cited, who=p, who2=trick.plays[winner])
                continue
            monster = trick.plays[v.field.decider]  # type: ignore[index]  # a sea monster decided
            # the monster's own rule takes the special cards' effects away: the Loot's alliance among them
            trace.add(v.claim.rule, Msg.LOOT_MONSTER, i, ruling=cited, who=p, who2=monster)
        else:
            won = trick.plays[winner].player
            trace.add(
                RuleId.LOOT_ALLIANCE, Msg.LOOT_ALLIES, i, winner, ruling=cited, who=p, player=p.player, player2=won
            )


def _abilities(trace: Trace, v: Verdict, winner: int) -> None:
    if not v.trick.rules.abilities:
        return
    trick = v.trick
    card = trick.cards[winner]
    player = trick.plays[winner].player
    if card.kind is Kind.PIRATE and card.pirate is not None:
        trace.add(RuleId.ABILITY_UNLOCK, Msg.ABILITY, winner, player=player, pirate=card.pirate)
    elif card.kind is Kind.FIRST_MATE and v.abilities:
        trace.add(RuleId.CON_POWERS, Msg.CON_POWERS, winner, player=player, pirates=v.abilities)


def _no_winner(trace: Trace, trick: Trick) -> None:
    if not trick.marks & MARK_LOOT:
        return
    for i, p in enumerate(trick.plays):
        if p.card.kind is Kind.LOOT:
            trace.add(RuleId.LOOT_NONE, Msg.LOOT_NOBODY, i, player=p.player)
