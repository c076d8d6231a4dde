"""A verdict in words: the lines of its plain text, shared by every form that shows it.

The plain text and JSON of :mod:`skrules.report`, the rich panel, the why-not answers and the
translations (``--lang``) all say a winner, a bonus or an illegal play in these words, and the
rule set in this JSON. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from .messages import Msg, Sentence, english, say, uncited
from .notation import Play
from .rules import RULINGS, RuleSet
from .trick import Outcome, Verdict

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    from .legality import Legality

__all__ = [
    "alliance_line",
    "alliance_parts",
    "bonus_line",
    "bonus_parts",
    "finding_words",
    "findings_text",
    "illegal_line",
    "named_play",
    "named_rows",
    "rows",
    "rules_dict",
    "verdict_line",
    "winner_line",
]


def winner_line(v: Verdict) -> Sentence:
    t = v.trick
    if v.outcome is Outcome.DESTROYED:
        return english(Msg.NOBODY_DESTROYED, {})
    if v.outcome is Outcome.DISCARDED:
        return english(Msg.NOBODY_DISCARDED, {})
    assert v.winner is not None and v.winner_name is not None
    return english(Msg.WINNER, {"player": v.winner_name, "token": t.plays[v.winner].card, "n": v.winner + 1})


def named_winner(v: Verdict) -> str:
    """:func:`winner_line` with the card by its name (``Ann with Mermaid (card 1)``), as the *Settle it* page
    shows the English facts, as every other language does; the command line keeps the token it was typed as."""
    line = winner_line(v)
    if v.winner is None:
        return line
    return say(Msg.WINNER, {**line.values, "token": v.trick.plays[v.winner].card.label})


def bonus_parts(v: Verdict, ids: bool | None = True) -> list[Sentence | None]:
    """The bonus row's parts, each a message; None alone where nobody earns a bonus (``none``): a winner who
    earns none beside another player who does (Davy Jones' Locker's) is not said to, which read as though
    that bonus were nobody's. Another player's bonus names its rule unless ``ids`` is False (``--no-ids``)."""
    parts: list[Sentence | None] = []
    if v.winner is not None and v.winner_name is not None:
        mine = [b for b in v.bonuses if b.player == v.winner_player]
        if not mine:
            parts += [] if any(b.player != v.winner_player for b in v.bonuses) else [None]
        else:  # whatever the bid: the house rule bonus-on-miss
            said = Msg.BONUS_ANY_BID if mine and not any(b.needs_bid for b in mine) else Msg.BONUS_IF_BID
            parts.append(english(said, {"points": v.bonus, "player": v.winner_name}))
    others: dict[tuple[int, str, bool], int] = {}  # each other player's bonuses by rule, added up: Davy's +20s
    for b in v.bonuses:
        if b.player != v.winner_player:
            key = (b.player, b.rule, b.needs_bid)
            others[key] = others.get(key, 0) + b.points
    for (player, rule, needs_bid), points in others.items():
        said = Msg.OTHER_IF_BID if needs_bid else Msg.OTHER_ANY_BID
        part = english(said, {"points": points, "player": v.trick.players[player], "rule": rule})
        parts.append(part if ids is not False else uncited(part))
    return parts


def bonus_line(v: Verdict, ids: bool | None = True) -> str:
    return "; ".join("none" if p is None else p for p in bonus_parts(v, ids)) or "none"


def verdict_line(v: Verdict, ids: bool = True) -> str:
    """The verdict on one line, as ``skrules trick -`` prints it after each trick; ``ids=False`` drops the rules."""
    rule = f" [{v.decided_by}]" if ids else ""
    return f"{winner_line(v)}{rule}; bonus {bonus_line(v, ids)}; next lead {v.next_leader_name}"


def alliance_parts(v: Verdict) -> list[Sentence]:
    t = v.trick
    return [
        english(Msg.ALLIANCE, {"player": t.plays[loot].player, "player2": t.plays[w].player}) for loot, w in v.alliances
    ]


def alliance_line(v: Verdict) -> str:
    return "; ".join(alliance_parts(v)) or "none"


def removed_line(v: Verdict) -> str:
    """The cards taken out of the trick, by player and card (``Ben's Pirate Rosie D'Laney``); empty for none."""
    return ", ".join(v.trick.who(i) for i in v.removed)


def abilities_line(v: Verdict) -> str:
    """The pirate powers the winner may use, by their names; empty for none."""
    return ", ".join(p.full_name for p in v.abilities)


def rows(v: Verdict, ids: bool | None = True) -> list[tuple[str, str]]:
    """The verdict's facts by name, in English; ``ids=False`` (``--no-ids``) names no rule in them."""
    t = v.trick
    plays = ", ".join(f"{p.player} {p.card}" + (f":{p.target}" if p.target else "") for p in t.plays)
    out = [
        ("Trick", plays),
        ("Winner", winner_line(v)),
        ("Lead suit", v.lead_suit.label if v.lead_suit else "none"),
        ("Bonus", bonus_line(v, ids)),
        ("Alliances", alliance_line(v)),
        ("Next lead", v.next_leader_name),
    ]
    if v.removed:
        out.insert(2, ("Removed", removed_line(v)))
    if v.abilities:
        out.append(("Abilities", abilities_line(v)))
    rules = t.rules.describe()
    if rules:  # the usual game goes unsaid; another edition, an override or a house rule comes first
        out.insert(0, ("Rules", rules))
    return out


def named_play(p: Play) -> str:
    """``Ann Mermaid``, ``Cat Walk the Plank:2``: a play by its player and its card's name (and the Plank's choice)."""
    return f"{p.player} {p.card.label}" + (f":{p.target}" if p.target else "")


def named_rows(v: Verdict) -> list[tuple[str, str]]:
    """``rows`` with each card by its name (the trick, the winner), as a player reads them in English."""
    plays = ", ".join(named_play(p) for p in v.trick.plays)
    named = {"Trick": plays, "Winner": named_winner(v)}
    return [(key, named.get(key, value)) for key, value in rows(v)]


def finding_words(f: Legality) -> tuple[str, str]:
    """A play judged against its hand, in two parts: the head (``Illegal play:`` or ``Allowed:``), then what and why.

    The plain text, the rich panel and the rulebook's examples all say it in these words.
    """
    where = f"card {f.position + 1}" if f.position is not None else "a card"
    return ("Allowed: " if f.legal else "Illegal play: "), f"{where} by {f.player}: {f.reason}"


def illegal_line(f: Legality) -> str:
    """The one line that tells a play that broke a rule, the rule cited: ``Illegal play: card 2 by Ben: ... [rule]``."""
    head, body = finding_words(f)
    return f"{head}{body} [{f.rule}]"


def findings_text(findings: Sequence[Legality]) -> list[str]:
    return [illegal_line(f) for f in findings if not f.legal]


def rules_dict(rules: RuleSet) -> dict[str, object]:
    """The rule set as JSON; ``edition`` and ``house_rules`` appear only when they are not the usual game."""
    out: dict[str, object] = {
        "deck": sorted(m.value for m in rules.modules),
        "rulings": {rid.removeprefix("ruling."): rules.reading(rid) for rid in RULINGS if not rules.is_default(rid)},
        "abilities": rules.abilities,
    }
    if not rules.is_default_edition:
        out["edition"] = rules.edition.value
        out["overrides"] = {rid.removeprefix("ruling."): r for rid, r in rules.overrides.items()}
    if rules.house:
        out["house_rules"] = sorted(h.value for h in rules.house)
    return out
