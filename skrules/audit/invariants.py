"""Invariants the rulebook states about every trick, checked on a judged trick.

Each check takes the written trick (``P1=g5`` tokens), the rule set and the engine's verdict,
and returns a message when the trick breaks the invariant, else None. Some judge a second,
related trick (an Escape added, the removed cards taken out, a number raised, the players
renamed) through the same public API and compare the two verdicts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..errors import SkrulesError
from ..ladder import Outcome
from ..rules import RemovedLead, RuleSet
from ..rulings import RuleId
from ..trick import Verdict, judge

__all__ = ["INVARIANTS", "Invariant", "answer", "check"]

Check = Callable[[Sequence[str], RuleSet, Verdict], "str | None"]


class Invariant:
    """A named invariant, the rule it comes from, and its check."""

    __slots__ = ("check", "name", "rule", "text")

    def __init__(self, name: str, rule: str, text: str, check: Check) -> None:
        self.name, self.rule, self.text, self.check = name, rule, text, check


def answer(v: Verdict) -> tuple[str, int | None, int]:
    """What the audit compares: the outcome, the winning card's position, the next leader's seat."""
    return (v.outcome.value, v.winner, v.next_leader)


def _again(tokens: Sequence[str], rules: RuleSet) -> Verdict | None:
    try:
        return judge(tokens, rules, explain=False)
    except SkrulesError:
        return None


def _split(tokens: Sequence[str]) -> tuple[list[str], list[str]]:
    names, cards = zip(*(t.split("=", 1) for t in tokens), strict=True)
    return list(names), list(cards)


# ------------------------------------------------------------------------- the checks


def one_verdict(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """The ladder decides each trick once and the same way every time (a conflict raises)."""
    again = _again(tokens, rules)
    if again is None or answer(again) != answer(v) or again.bonuses != v.bonuses:
        return f"judged twice: {answer(v)} then {None if again is None else answer(again)}"
    return None


def winner_in_trick(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """A won trick is won by a card of the trick that was not removed; otherwise nobody wins it."""
    if v.outcome is Outcome.WON:
        if v.winner is None or not 0 <= v.winner < len(tokens) or v.winner in v.removed:
            return f"won by card {v.winner}, which is not a card left in the trick"
    elif v.winner is not None:
        return f"{v.outcome.value}, yet card {v.winner} wins it"
    return None


def leader_plays(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """The next leader is a player of the trick; a winner leads the next (next.winner)."""
    if not 0 <= v.next_leader < len(v.trick.players):
        return f"the next leader, seat {v.next_leader}, did not play"
    if v.winner is not None and v.next_leader != v.trick.seat[v.winner]:
        return f"the winner sits at seat {v.trick.seat[v.winner]}, but seat {v.next_leader} leads next"
    return None


def captured_only(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """Bonuses go to the winner for cards the winner captured; Davy Jones' for the monsters he destroys."""
    kept = set(v.field.positions) if v.outcome is Outcome.WON else set()
    for b in v.bonuses:
        if b.rule == RuleId.DAVY_BONUS:
            if b.card not in v.destroyed_by_davy:
                return f"davy.bonus for card {b.card}, which Davy Jones did not destroy"
        elif b.card not in kept or v.winner is None or b.player != v.trick.seat[v.winner]:
            return f"{b.rule} paid to seat {b.player} for card {b.card}, which the winner did not capture"
    return None


_ESCAPES = ("escape", "loot", "tigress:escape", "kraken", "whale", "stingray")  # what can play as an Escape


def escape_changes_nothing(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """An Escape added after the lead loses to every other card (rank.escape): a won or destroyed
    trick keeps its outcome, and a won one its winner. (A discarded trick may be won by the new
    Escape, and a destroyed one's next leader may change: who would have won, or the Kraken's
    left-hand player, can be the Escape's.)"""
    if v.outcome is Outcome.DISCARDED:
        return None
    at = len(tokens) - (1 if v.trick.volley_extra is not None else 0)  # before the Volley's extra card
    grown = [*tokens[:at], "Esc=escape", *tokens[at:]]
    if v.winner is not None and v.winner >= at and tokens[v.winner].split("=")[1] in _ESCAPES:
        return None  # the Last Volley's extra Escape won a trick of Escapes; the new one comes first
    w = _again(grown, rules)
    if w is None:
        return None  # no Escape left in the box, or one seat too many
    moved = None if v.winner is None else v.winner + (v.winner >= at)
    if v.outcome is Outcome.DESTROYED and w.outcome is Outcome.DESTROYED:
        return None
    if (w.outcome, w.winner, w.next_leader_name) != (v.outcome, moved, v.next_leader_name):
        return f"with an Escape added: {w.outcome.value}, card {w.winner}, {w.next_leader_name} leads"
    return None


def removal_is_absence(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """Davy Jones' Locker and Walk the Plank remove cards and the rest is judged as if they had not
    been played (davy.destroy, plank.remove; under ruling.removed-lead=recompute)."""
    gone = set(v.trick.removed_by_davy)
    if v.removed_by_plank is not None:
        gone |= {v.removed_by_plank, *(i for i, t in enumerate(tokens) if "=plank" in t)}
    if not gone or v.winner is None or rules.ruling(RemovedLead) is not RemovedLead.RECOMPUTE:
        return None
    rest = [t for i, t in enumerate(tokens) if i not in gone]
    w = _again(rest, rules)
    if w is None or len({t.split("=")[0] for t in rest}) < 2:
        return None
    moved = v.winner - sum(1 for i in gone if i < v.winner)
    if (w.outcome, w.winner) != (v.outcome, moved):
        return f"without the removed cards: {w.outcome.value}, card {w.winner}"
    return None


def raising_keeps(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """A winning number raised (lowered, when the Spotted Stingray decides) still wins (rank.lead,
    rank.trump, whale.numbers, stingray.lowest)."""
    if v.winner is None:
        return None
    names, cards = _split(tokens)
    card = cards[v.winner]
    if card[:1] not in "gpyb" or not card[1:2].isdigit():
        return None
    value, step = int(card[1:].rstrip("x")), -1 if v.decided_by == RuleId.STINGRAY_LOWEST else 1
    taken = {c for i, c in enumerate(cards) if i != v.winner}
    new = value + step
    while 1 <= new <= 14 and f"{card[0]}{new}" in taken:
        new += step
    if not 1 <= new <= 14 or new == value:
        return None
    cards[v.winner] = f"{card[0]}{new}"
    w = _again([f"{n}={c}" for n, c in zip(names, cards, strict=True)], rules)
    if w is not None and w.winner != v.winner:
        return f"with {cards[v.winner]} instead of {card}: card {w.winner} wins"
    return None


def names_do_not_matter(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> str | None:
    """The verdict depends on the cards and the order of play, never on the players' names."""
    names, cards = _split(tokens)
    renamed = {n: f"Z{len(names) - i}" for i, n in enumerate(dict.fromkeys(names))}
    w = _again([f"{renamed[n]}={c}" for n, c in zip(names, cards, strict=True)], rules)
    if w is None or answer(w) != answer(v) or w.bonuses != v.bonuses:
        return f"with other names: {None if w is None else answer(w)}"
    return None


INVARIANTS = (
    Invariant("one-verdict", RuleId.RANK_TIE, "exactly one verdict, the same every time", one_verdict),
    Invariant("winner-in-trick", RuleId.RANK_ESCAPE, "the winning card is a card left in the trick", winner_in_trick),
    Invariant("leader-plays", RuleId.NEXT_WINNER, "the next leader is a player of the trick", leader_plays),
    Invariant("captured-only", RuleId.BONUS_CAPTURE, "bonuses are paid only for captured cards", captured_only),
    Invariant(
        "escape-added", RuleId.RANK_ESCAPE, "an Escape added after the lead changes nothing", escape_changes_nothing
    ),
    Invariant("removal", RuleId.DAVY_DESTROY, "removed cards act as if never played", removal_is_absence),
    Invariant("raise-winner", RuleId.RANK_LEAD, "raising the winning number keeps it winning", raising_keeps),
    Invariant("names", RuleId.PLAY_ORDER, "the verdict does not depend on player names", names_do_not_matter),
)


def check(tokens: Sequence[str], rules: RuleSet, v: Verdict) -> list[tuple[str, str]]:
    """Every invariant the trick breaks: (name, message)."""
    out = []
    for inv in INVARIANTS:
        msg = inv.check(tokens, rules, v)
        if msg is not None:
            out.append((inv.name, msg))
    return out
