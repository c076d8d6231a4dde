"""A verdict's answer in one or two sentences, as players say it at the table.

``Cat's Mermaid wins: a Mermaid beats the Skull King. Cat gets +40 if Cat makes the bid. Cat
leads next.`` The answer is built from the verdict's typed facts (the outcome, the claim that
decided it and the cards it names, the bonuses, the alliances, the next leader), never by reading
the trace's text. Each sentence is a template of ``skrules/locale/en.json`` (``answers``) and its
values, typed, so that :mod:`skrules.i18n` says the same in another language. Nothing here
decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from .cards import Card, Kind, Suit
from .editions import HOUSE_CITE, House
from .ladder import told
from .lexicon import ghost_named
from .rulings import GraybeardLeader, RuleId
from .saying import WINS
from .trace import points
from .trick import Outcome, Trick, Verdict

__all__ = ["Clause", "Owned", "Value", "answer_clauses", "answer_rule", "answer_text", "join_answer"]


class Owned:
    """A card by its player: ``Ann's Mermaid``."""

    __slots__ = ("card", "player")

    def __init__(self, player: str, card: Card) -> None:
        self.player, self.card = player, card


class Signed(int):
    """Points, said with their sign: ``+40``."""


Value = str | Signed | Owned | Suit
Clause = tuple[str, dict[str, Value]]


# The sentence that says why the winning card won: as its rung declares it (``says``, in the case
# the field is in), or for the rungs with a writer of their own, by the claim's name.
def _won(v: Verdict) -> str:
    found = told(v.field, v.claim)
    if found is not None:
        return found[0].answer
    return _WON_BY.get(v.claim.name, WINS)


def answer_rule(v: Verdict) -> str:
    """The rule the first sentence states, which ``ids`` cites: its case's, as the trace's step cites it, when the
    deciding rung declares one (the Skull King beating First Mate Con is told by con.rank), else the deciding rule."""
    found = told(v.field, v.claim)
    return v.claim.rule if found is None or not found[0].rule else found[0].rule


_WON_BY = {
    "con.triangle": "{who} wins the triangle of First Mate Con, a Mermaid and a Pirate.",
    RuleId.RANK_LEAD: "{who} wins: it is the highest card of the lead suit, {suit}.",
    RuleId.WHALE_NUMBERS: "{who} wins: the White Whale leaves only the numbers, and it is the highest.",
    RuleId.STINGRAY_LOWEST: "{who} wins: the Spotted Stingray leaves only the numbers, and it is the lowest.",
    "stingray.no-escape": "{who} wins: with no number in play, the Spotted Stingray lets the first Escape played win.",
}


def _outcome(v: Verdict) -> Clause:
    """The first sentence: who takes the trick and why, or what became of it."""
    trick = v.trick
    decider = v.field.decider
    if v.outcome is Outcome.WON:
        assert v.winner is not None
        values: dict[str, Value] = {"who": _owned(trick, v.winner)}
        if v.claim.name == RuleId.RANK_LEAD:
            assert isinstance(v.lead, Suit)
            values["suit"] = v.lead
        return _won(v), values
    if decider is None or v.claim.name not in _MONSTERS:  # no sea monster did it: nothing left can win
        if v.outcome is Outcome.DESTROYED:
            return "The trick is destroyed: nobody wins it or scores from it.", {}
        return "Nothing in the trick can win: it is discarded.", {}
    who: dict[str, Value] = {"who": _owned(trick, decider)}
    if v.outcome is Outcome.DESTROYED:
        return "{who} destroys the trick: nobody wins it or scores from it.", who
    return "{who} leaves no numbered card to win: the trick is discarded.", who


_MONSTERS = frozenset({RuleId.KRAKEN_DESTROY, RuleId.WHALE_DISCARD, "stingray.discard"})


def _removals(v: Verdict) -> list[Clause]:
    """What Davy Jones' Locker destroyed and Walk the Plank removed (davy.destroy, plank.remove): the cards the
    table asks about first, as the first sentence names only what is left."""
    trick = v.trick
    out: list[Clause] = []
    destroyed, davy = v.destroyed_by_davy, trick.davy
    if destroyed and davy is not None:
        if len(destroyed) == 1:
            out.append(("{who} destroys {who2}.", {"who": _owned(trick, davy), "who2": _owned(trick, destroyed[0])}))
        else:
            out.append(("{who} destroys every sea monster in the trick.", {"who": _owned(trick, davy)}))
    target, plank = v.removed_by_plank, trick.find(Kind.PLANK)
    if target is not None and plank is not None and v.outcome is not Outcome.DESTROYED:
        out.append(
            ("{who} removes {who2} from the trick.", {"who": _owned(trick, plank), "who2": _owned(trick, target)})
        )
    return out


def _owned(trick: Trick, i: int) -> Owned:
    """The card at ``i`` by its player, as the answer names a card."""
    play = trick.plays[i]
    return Owned(play.player, play.card)


def _bonuses(v: Verdict) -> list[Clause]:
    """The winner's bonus (or that there is none), then each bonus paid to another player."""
    out: list[Clause] = []
    winner = v.winner_player
    if winner is not None:
        name = v.trick.players[winner]
        mine = [b for b in v.bonuses if b.player == winner]
        if not mine and v.bonuses:  # Davy Jones pays another player: the winner's "no bonus" names the winner
            out.append(("{player} gets no bonus.", {"player": name}))
        elif not mine:
            out.append(("No bonus.", {}))
        elif not v.bonus:  # an expansion 8 and 7 captured together: +5 and -5
            out.append(("{player}'s bonuses cancel out: 0 in all.", {"player": name}))
        elif not any(b.needs_bid for b in mine):  # the house rule bonus-on-miss, named as it decided
            said: dict[str, Value] = {"house": _ON_MISS, "player": name, "points": Signed(v.bonus)}
            out.append(("By the house rule {house}, {player} gets {points} whatever the bid.", said))
        else:
            out.append(
                ("{player} gets {points} if {player} makes the bid.", {"player": name, "points": Signed(v.bonus)})
            )
    others: dict[tuple[int, bool], int] = {}
    for b in v.bonuses:  # only Davy Jones' Locker pays a player who did not win the trick
        if b.player != winner:
            others[b.player, b.needs_bid] = others.get((b.player, b.needs_bid), 0) + b.points
    for (seat, needs_bid), paid in others.items():
        template = (
            "{player} gets {points} from Davy Jones' Locker, if {player} makes the bid."
            if needs_bid
            else "{player} gets {points} from Davy Jones' Locker, whatever the bid."
        )
        out.append((template, {"player": v.trick.players[seat], "points": Signed(paid)}))
    return out


def answer_clauses(v: Verdict) -> list[Clause]:
    """The answer's sentences as (English template, typed values), in the order they are said."""
    out = [_outcome(v), *_removals(v), *_bonuses(v)]
    if v.claim.tied:  # rank.tie: equal cards, the first played wins (the sentence above says "the highest")
        out.insert(1, ("Of the equal cards, the first played wins.", {}))
    plays = v.trick.plays
    for loot, w in v.alliances:
        both = {"player": plays[loot].player, "player2": plays[w].player}
        out.append(("{player}'s Loot allies {player} with {player2}: +20 each if both make their bids.", dict(both)))
    if v.leader_ruling == HOUSE_CITE:  # a house rule, kraken-trick-leader, chose the leader: named as it decided
        house: dict[str, Value] = {"house": _TRICK_LEADER, "player": v.next_leader_name}
        out.append(("By the house rule {house}, {player}, who led the trick, leads next.", house))
    elif ghost_named(v.next_leader_name):  # a player here; as the two-player ghost, he would not lead
        out.append(_ghost_leads(v))
    elif v.rosie_names_leader:
        out.append(
            (
                "{player} leads next, unless {player} uses Rosie D'Laney's ability to choose who does.",
                {"player": v.next_leader_name},
            )
        )
    else:
        out.append(("{player} leads next.", {"player": v.next_leader_name}))
    return out


def _ghost_leads(v: Verdict) -> Clause:
    """Who leads next when Graybeard would: a player like any other in one trick, but the two-player game's
    ghost never leads unless ``ruling.graybeard-leader`` says he does (two.leader), so the answer says who
    would then."""
    reading = v.trick.rules.ruling(GraybeardLeader)
    said: dict[str, Value] = {"player": v.next_leader_name}
    if reading is GraybeardLeader.TRICK_LEADER:
        said["player2"] = v.trick.players[0]
        return _GHOST_TRICK_LEADER, said
    if reading is GraybeardLeader.ROUND_LEADER:
        return _GHOST_ROUND_LEADER, said
    return "{player} leads next.", said


_GHOST_ROUND_LEADER = (
    "{player} leads next (as Graybeard's ghost in a two-player game, the player who led the round would instead)."
)
_GHOST_TRICK_LEADER = (
    "{player} leads next (as Graybeard's ghost in a two-player game, {player2}, who led this trick, would instead)."
)


_ON_MISS, _TRICK_LEADER = House.BONUS_ON_MISS.value, House.KRAKEN_TRICK_LEADER.value


def join_answer(
    v: Verdict,
    said: Callable[[str, dict[str, Value]], str],
    sep: str = " ",
    ids: bool = False,
    lines: bool = False,
    leader: bool = True,
) -> str:
    """The sentences said one after the other; ``ids`` cites the deciding rule in the first, before its stop;
    ``lines`` puts the first (who takes the trick, or what became of it) on a line of its own, and
    each of the others too in a language written without spaces, where a terminal would break
    a line anywhere, even before a full stop. ``leader=False`` leaves out who leads next (the
    table says it on a line of its own, with the trick's number)."""
    clauses = answer_clauses(v)
    sentences = [said(template, values) for template, values in (clauses if leader else clauses[:-1])]
    if ids:
        first = sentences[0]
        sentences[0] = f"{first[:-1]} [{answer_rule(v)}]{first[-1]}"
    if lines:
        return "\n".join([sentences[0], *(sentences[1:] if not sep else [sep.join(sentences[1:])])])
    return sep.join(sentences)


def _english(template: str, values: dict[str, Value]) -> str:
    return template.format(**{k: _value(x) for k, x in values.items()})


def _value(x: Value) -> str:
    if isinstance(x, Owned):
        return f"{x.player}'s {x.card.label}"
    if isinstance(x, Suit):
        return x.label
    if isinstance(x, Signed):
        return points(x)
    return x


def answer_text(v: Verdict, ids: bool = False, lines: bool = False, leader: bool = True) -> str:
    """The answer in English; ``ids`` adds the rule that decided the trick (see :func:`join_answer`)."""
    return join_answer(v, _english, ids=ids, lines=lines, leader=leader)
