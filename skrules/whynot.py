""" "Why not mine?" and "what if?": questions a table asks about a verdict, answered by re-judging.

:func:`why_not` says why the card at a position did not win: the rule that beat it, the card
that beat it, the smallest changes that would have made it win (each found by adjudicating the
changed trick) and the bonuses it did not earn; what the card earned (:func:`earned`: asked about the card
that won, each capture paid to its player, with its points and rule, and each Loot alliance it made; about
Davy Jones' Locker or a Loot, the sea monsters destroyed or the alliance made) comes before the captures
that earn it nothing. Asked about a player by name (:func:`card_of`),
the question is about their card, or the Last Volley's extra card when they played one, since
the Last Volley never wins. :func:`what_if` judges the trick with one card changed and lists
what changed. Every fact comes from the engine's public API (``Trick.of``, ``adjudicate``, the
verdict's attributes); no trace text is read, and no rule is decided here.

A *single change* is one of:

- one card replaced by another card of the deck in play, declared any way it can be played
  (the Tigress, the 0/14 card, the Wild 15), the same player playing it;
- one card absent (taken out of the trick; not the Last Volley while its extra card is there);
- Walk the Plank removing another Pirate of the trick.

A change keeps Walk the Plank's choice while the Pirate it removes stays in the trick. When the
change takes that Pirate out or replaces it, or brings the Plank in, the Plank's player chooses
again: the one Pirate left goes, with none the Plank removes nothing, and with several each
choice is a change of its own. A changed trick that cannot be (a card the deck in play lacks,
more copies than the deck holds, a second card from a player without the Last Volley, a Wild 15
named against the lead) is no change.

The limit: two changes together (two cards, or a card and another choice for the Plank whose
Pirate stays) are not tried. A player's card is replaced only by a card of their hand that they
may play there (``play.hand``, ``play.follow``) when their hand is given; otherwise any card of the
deck counts as one they could hold. Of the changes that win, :func:`would_win_if` lists the asked card's
weakest replacement per deciding rule (three at most), then every other choice of the Plank,
then each other card absent, then each other card's first replacement in the order a table would
try (Escape, low numbers up): one per rule or card, ``MOST_CHANGES`` (six) in all.
"""

from __future__ import annotations

from functools import partial

from .bonuses import BONUS_POINTS
from .cards import Card, Face, Kind, Module, Role, Suit, held_at, parse_card
from .errors import NotationError, SkrulesError
from .explain import capture_said
from .ladder import LADDER, Outcome
from .legality import check_trick
from .locale import catalog, spoken
from .messages import Msg, Sentence, english, uncited
from .notation import Play, parse_play
from .refusals import RefusalMsg, refusal
from .rulings import ConTriangle, DavyRecipient, RuleId
from .shown import quote
from .trick import Trick, Verdict, adjudicate, paid_captures, plank_candidates
from .wording import abilities_line, alliance_line, bonus_line, named_play, named_rows, removed_line, winner_line

TYPE_CHECKING = False  # typing itself is not imported: this module may be on the CLI's --json path
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from .findings import Legality
    from .i18n import Localizer
    from .messages import Message, Value

    Hands = Mapping[str, Sequence[Card]]  # by player, the hand before the trick, the card played included

    Reason = tuple[Message, dict[str, Value]]  # why the winner stands above a card: a message, its values

__all__ = [
    "TITLED",
    "Change",
    "Earned",
    "Missed",
    "WhatIf",
    "WhyNot",
    "bonuses_heading",
    "card_of",
    "compact",
    "earned",
    "played",
    "what_if",
    "what_if_parts",
    "what_if_rows",
    "what_if_text",
    "why_no_bonus",
    "why_not",
    "why_not_parts",
    "why_not_text",
    "would_win_if",
]

MOST_CHANGES = 6  # a handful: more is noise at the table
_OWN_MOST = 3  # of them, changes of the asked player's own card
# each rule that can decide a trick (a claim of the ladder) by the level it claims at: the later the level, the
# weaker the card that wins by it (the Mermaid before the Pirate, the Pirate before the Skull King)
_LEVEL: dict[str, int] = {
    r.rule: n for n, level in enumerate(LADDER) for step in level.rungs for r in (step, *step.exceptions)
}
TITLED = frozenset(_LEVEL)  # the rules whose titles the answers quote: every rule that can decide a trick


# ------------------------------------------------------------------------------ the answers


class Change:
    """One smallest change that would have made a card win: another card at ``position``, none there,
    or Walk the Plank at ``position`` removing another Pirate.

    ``verdict`` is the changed trick adjudicated; ``asked`` is where the asked card sits in it
    (one place earlier when a card before it was taken out). ``plank`` is the Pirate Walk the Plank
    removes in the changed trick when the change made the Plank's player choose again (it is told,
    since the choice is part of the change); ``spared`` is the Pirate a re-aimed Plank removed before.
    """

    __slots__ = ("asked", "card", "plank", "position", "spared", "verdict", "was")

    def __init__(
        self,
        position: int,
        card: Card | None,
        was: Play,
        verdict: Verdict,
        asked: int,
        *,
        plank: int | None = None,
        spared: Play | None = None,
    ) -> None:
        self.position = position
        self.card = card  # None: the card is absent
        self.was = was
        self.verdict = verdict
        self.asked = asked
        self.plank = plank
        self.spared = spared

    @property
    def removed(self) -> bool:
        return self.card is None

    @property
    def kind(self) -> str:
        """``card`` (another card), ``absent`` (no card) or ``plank`` (the Plank removes another Pirate)."""
        return "absent" if self.card is None else "plank" if self.spared is not None else "card"

    @property
    def rule(self) -> str:
        """The rule that decides the changed trick."""
        return self.verdict.decided_by

    @property
    def text(self) -> Sentence:
        """``Ann plays a Mermaid instead of Rosie D'Laney: Ann's Mermaid wins (...)``: the change, then why."""
        t = self.verdict.trick
        plays, plank = t.plays, self.plank
        said: dict[str, Value] = {}
        message: Message
        if self.card is None:
            cards = [self.was]
            message = Msg.CHANGE_ABSENT if plank is None else Msg.CHANGE_ABSENT_PLANK
        elif self.spared is not None and plank is not None:
            cards, message = [plays[self.position], plays[plank], self.spared], Msg.CHANGE_REAIMED
        else:
            cards = []
            said.update(player=self.was.player, said=played(self.card), said2=played(self.was.card))
            message = Msg.CHANGE_CARD if plank is None else Msg.CHANGE_CARD_PLANK
        if plank is not None and self.spared is None:  # the Plank chose again: it is in the changed trick
            at = t.find(Kind.PLANK)
            assert at is not None
            cards += [plays[at], plays[plank]]
        cards.append(plays[self.asked])
        said.update({f"who{n if n > 1 else ''}": play for n, play in enumerate(cards, 1)}, title=self.rule)
        return english(message, said)

    def as_dict(self) -> dict[str, object]:
        return {
            "position": self.position,
            "player": self.was.player,
            "change": self.kind,
            "card": None if self.card is None else str(self.card),
            "instead_of": str(self.was.card),
            "plank_removes": self.verdict.trick.plank_target,
            "rule": self.rule,
            "text": self.text,
            "verdict": compact(self.verdict),
        }

    def __repr__(self) -> str:
        what = "absent" if self.card is None else str(self.card)
        return f"Change(position={self.position}, card={what!r}, rule={self.rule!r})"


class Missed:
    """A bonus the asked card did not bring its player, and the rule that says why."""

    __slots__ = ("points", "rule", "text")

    def __init__(self, rule: str, points: int, text: Sentence) -> None:
        self.rule = rule
        self.points = points
        self.text = text

    def as_dict(self) -> dict[str, object]:
        return {"rule": self.rule, "points": self.points, "text": self.text}

    def __repr__(self) -> str:
        return f"Missed({self.rule!r}, {self.points})"


class Earned:
    """What the card that won brought its player: a capture's bonus, or a Loot's alliance, and its rule.

    ``card`` is the captured card's position, or the Loot's; ``points`` what the bonus pays, or the +20 each
    ally scores if both make their bids (an alliance's, which the verdict's ``bonus`` leaves out).
    """

    __slots__ = ("card", "points", "rule", "text")

    def __init__(self, rule: str, points: int, card: int, text: Sentence) -> None:
        self.rule = rule
        self.points = points
        self.card = card
        self.text = text

    def as_dict(self) -> dict[str, object]:
        return {"rule": self.rule, "points": self.points, "card": self.card, "text": self.text}

    def __repr__(self) -> str:
        return f"Earned({self.rule!r}, {self.points}, card={self.card})"


class WhyNot:
    """Why the card at ``position`` did not win (``won`` when it did): rule, culprit, changes, bonuses
    (``earned`` by the card that won, ``bonuses`` not earned)."""

    __slots__ = ("beaten_by", "bonuses", "earned", "position", "rule", "text", "verdict", "would_win_if")

    def __init__(
        self,
        verdict: Verdict,
        position: int,
        rule: str | None,
        beaten_by: int | None,
        text: Sentence,
        would_win_if: tuple[Change, ...],
        bonuses: tuple[Missed, ...],
        earned: tuple[Earned, ...] = (),
    ) -> None:
        self.verdict = verdict
        self.position = position
        self.rule = rule  # None when the card won
        self.beaten_by = beaten_by  # the winning card, the Kraken or the White Whale; None if it won
        self.text = text
        self.would_win_if = would_win_if
        self.bonuses = bonuses
        self.earned = earned

    @property
    def won(self) -> bool:
        return self.verdict.winner == self.position

    @property
    def cited(self) -> str | None:
        """The rule the answer's first line cites: the one that kept the card from winning, or, for the card
        that won, the one that decided the trick, whose title that line says (``rule`` is None then)."""
        return self.verdict.decided_by if self.won else self.rule

    @property
    def player(self) -> str:
        return self.verdict.trick.plays[self.position].player

    @property
    def listed_bonuses(self) -> tuple[Earned | Missed, ...]:
        """The bonuses as the answer lists them: what the card earned first, then what it did not."""
        return (*self.earned, *self.bonuses)

    def as_dict(self) -> dict[str, object]:
        return {
            "player": self.player,
            "position": self.position,
            "card": str(self.verdict.trick.plays[self.position].card),
            "won": self.won,
            "beaten_by": self.beaten_by,
            "rule": self.rule,
            "text": self.text,
            "would_win_if": [c.as_dict() for c in self.would_win_if],
            "earned": [e.as_dict() for e in self.earned],
            "bonuses": [m.as_dict() for m in self.bonuses],
        }


class WhatIf:
    """A trick judged again with one card changed: both verdicts, and which facts differ.

    ``allowed`` is the changed card's play judged against its player's hand (``play.hand``,
    ``play.follow``), as played and with the change, when that hand is known.
    """

    __slots__ = ("after", "allowed", "before", "card", "position")

    def __init__(
        self,
        before: Verdict,
        after: Verdict,
        position: int,
        card: Card,
        allowed: tuple[Legality, Legality] | None = None,
    ) -> None:
        self.before = before
        self.after = after
        self.position = position
        self.card = card
        self.allowed = allowed

    def rows(self, ids: bool | None = True) -> list[tuple[str, str, str]]:
        """(fact, as played, what if) for the facts a table asks about, in the verdict's order: the card,
        whether its player could play it (with a hand given), then the verdict's facts; ``ids=False``
        (``--no-ids``) leaves out the deciding rule's row and names no rule in the others."""
        b, a, i = self.before, self.after, self.position
        allowed = (
            []
            if self.allowed is None
            else [("Allowed", _allowed(self.allowed[0], str), _allowed(self.allowed[1], str))]
        )
        rule = [("Rule", b.decided_by, a.decided_by)] if ids is not False else []
        removed = [("Removed", removed_line(b) or "none", removed_line(a) or "none")] if b.removed or a.removed else []
        captures = [("Captures", _captures_line(b), _captures_line(a))] if _paid(b) != _paid(a) else []
        powers = (
            [("Abilities", abilities_line(b) or "none", abilities_line(a) or "none")]
            if b.abilities or a.abilities
            else []
        )
        return [
            (f"Card {i + 1}", _play_text(b.trick.plays[i]), _play_text(a.trick.plays[i])),
            *allowed,
            ("Winner", winner_line(b), winner_line(a)),
            *rule,
            *removed,
            ("Lead suit", _suit(b), _suit(a)),
            ("Bonus", bonus_line(b, ids), bonus_line(a, ids)),
            *captures,
            ("Alliances", alliance_line(b), alliance_line(a)),
            ("Next lead", b.next_leader_name, a.next_leader_name),
            *powers,
        ]

    @property
    def changed(self) -> list[str]:
        """The facts that differ, card included (an empty list: the same card, the same verdict)."""
        return [fact for fact, before, after in self.rows() if before != after]

    @property
    def changed_keys(self) -> list[str]:
        """The facts that differ, as the JSON names them (``card``, ``allowed``, ``winner``, ``rule``, ...)."""
        return [_KEYS.get(fact, "card") for fact in self.changed]

    @property
    def same_verdict(self) -> bool:
        """Whether the change leaves every fact of the verdict as it was (the card, and whether it may be
        played, aside)."""
        return not [key for key in self.changed_keys if key not in ("card", "allowed")]

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "position": self.position,
            "player": self.after.trick.plays[self.position].player,
            "card": str(self.card),
            "instead_of": str(self.before.trick.plays[self.position].card),
            "question": what_if_heading(self),
            "changed": self.changed_keys,
            "verdict": compact(self.after),
        }
        if self.allowed is not None:
            out["allowed"] = {"as_played": self.allowed[0].as_dict(), "what_if": self.allowed[1].as_dict()}
        return out


def _allowed(f: Legality, word: Callable[[str], str]) -> str:
    """``yes (play.special)``, ``no (play.follow)``: whether a play was allowed, and by which rule; ``word``
    says it in a language."""
    return word("yes ({rule})" if f.legal else "no ({rule})").format(rule=f.rule)


_KEYS = {
    "Allowed": "allowed",
    "Winner": "winner",
    "Rule": "rule",
    "Removed": "removed",
    "Lead suit": "lead_suit",
    "Bonus": "bonus",
    "Captures": "bonuses",
    "Alliances": "alliances",
    "Next lead": "next_leader",
    "Abilities": "abilities",
}
# what a what-if row says in a language when one side of it has nothing (the verdict's own table leaves the row out)
_NOTHING = {"Removed": "no card removed", "Abilities": "no ability", "Captures": "no bonus"}


def _paid(v: Verdict) -> tuple[tuple[str, int, int], ...]:
    """Each bonus by its rule, the card it is paid for and its points: two verdicts whose bonus rows read alike
    may pay them for other cards (a Mermaid taken for the black 14: +20 either way). Whose they are, the bonus
    row says."""
    return tuple((b.rule, b.card, b.points) for b in v.bonuses)


def _captures(v: Verdict) -> list[Sentence]:
    """The cards each bonus is paid for, with its points (``+20 for Dan's black 14``), as messages."""
    plays = v.trick.plays
    return [english(Msg.CAPTURE_WORTH, {"who": plays[b.card], "points": b.points}) for b in v.bonuses]


def _captures_line(v: Verdict) -> str:
    """:func:`_captures` in English; ``none``."""
    return ", ".join(_captures(v)) or "none"


def _captures_said(v: Verdict, loc: Localizer) -> str:
    """:func:`_captures` in the localizer's language."""
    said = [loc.sentence(part, opening=False) for part in _captures(v)]  # in a row, not opening a sentence
    return loc.joined(said, False) if said else loc.word(_NOTHING["Captures"])


def compact(v: Verdict) -> dict[str, object]:
    """The facts of a verdict without its trace: what a change or a what-if is compared by (each fact a what-if's
    ``changed`` can name, as the verdict's JSON names it)."""
    t = v.trick
    return {
        "plays": [str(p) for p in t.plays],
        "outcome": v.outcome.value,
        "winner": v.winner,
        "winner_name": v.winner_name,
        "winning_card": None if v.winner is None else str(t.plays[v.winner].card),
        "rule": v.decided_by,
        "lead_suit": None if v.lead_suit is None else v.lead_suit.label,
        "next_leader": t.first_play_of(v.next_leader),
        "next_leader_name": v.next_leader_name,
        "bonus": v.bonus,
        "bonuses": [
            {"rule": b.rule, "points": b.points, "card": b.card, "player_name": t.players[b.player]} for b in v.bonuses
        ],
        "alliances": [[loot, w] for loot, w in v.alliances],
        "removed": list(v.removed),
        "abilities": [p.value for p in v.abilities],
    }


# ------------------------------------------------------------------------------ what if


def _check_position(position: int, trick: Trick, where: str) -> None:
    """A card's position in the trick, from 0: anything but an int is a TypeError naming the argument (a float
    or a text failed deep inside), a position the trick has no card at a refusal naming the card (from 1)."""
    if not isinstance(position, int) or isinstance(position, bool):
        raise TypeError(f"{where}() argument 'position' must be an int (0 for the card led), not {position!r}")
    if not 0 <= position < len(trick.plays):
        raise SkrulesError(refusal(RefusalMsg.NO_SUCH_CARD, n=position + 1, n2=len(trick.plays)))


def what_if(trick: Trick, position: int, card: Card | Play | str, hands: Hands | None = None) -> WhatIf:
    """The trick judged as played and with the card at ``position`` (from 0) replaced.

    ``card`` is a card, a play or a token (``"mermaid"``, ``"plank:2"``); the player stays. A change
    that makes an impossible trick raises the engine's error, prefixed with the change. With the
    player's hand in ``hands``, whether they could play each card is judged too (``WhatIf.allowed``).
    """
    _check_position(position, trick, "what_if")
    was = trick.plays[position]
    play = _play_for(was, card)
    plays = list(trick.plays)
    plays[position] = play
    try:
        after = adjudicate(Trick.of(plays, trick.rules))
    except SkrulesError as err:
        said = refusal(RefusalMsg.WHAT_IF_CANNOT, typed=str(play.card), n=position + 1, said=err.said())
        raise type(err)(said) from None
    hand = (hands or {}).get(was.player)
    allowed = None if hand is None else (_play_judged(trick, position, hand), _play_judged(after.trick, position, hand))
    return WhatIf(adjudicate(trick), after, position, play.card, allowed)


def _play_judged(trick: Trick, position: int, hand: Sequence[Card]) -> Legality:
    """The play at ``position`` judged against its player's hand (``play.hand``, ``play.follow``)."""
    findings = check_trick(trick, {trick.plays[position].player: hand})
    return next(f for f in findings if f.position == position)


def _play_for(was: Play, card: Card | Play | str) -> Play:
    if isinstance(card, Play):
        return Play(card.card, was.player, card.target, card.token)
    if isinstance(card, Card):
        return Play(card, was.player)
    if "=" in card:
        alone = refusal(RefusalMsg.WHAT_IF_ALONE, player=was.player)
        raise NotationError(refusal(RefusalMsg.AT_TEXT, typed=quote(card), said=alone))
    return parse_play(f"{was.player}={card}")


# ------------------------------------------------------------------------------ why not


def why_not(
    verdict: Verdict,
    position: int,
    *,
    most: int = MOST_CHANGES,
    deck: frozenset[Module] | None = None,
    hands: Hands | None = None,
) -> WhyNot:
    """Why the card at ``position`` (from 0) did not win, and the ``most`` useful single changes that would.

    ``hands`` are the hands known before the trick, by player (the card played included): a change
    replaces a card of theirs only by one they hold and may play there.

    ``deck`` is the deck in play when it is wider than the one the trick was judged with: the
    automatic deck holds only the parts of the cards typed, while the table plays with the parts
    those come in (:func:`~skrules.rules.as_boxed`), so the changes come from that deck.
    """
    if deck is not None and deck != verdict.trick.rules.modules:
        verdict = adjudicate(Trick.of(verdict.trick.plays, verdict.trick.rules.with_modules(deck)))
    trick = verdict.trick
    _check_position(position, trick, "why_not")
    bonuses = why_no_bonus(verdict, position)
    if verdict.winner == position:
        text = english(Msg.WHY_WON, {"who": trick.plays[position], "title": verdict.decided_by})
        return WhyNot(verdict, position, None, None, text, (), bonuses, earned(verdict, position))
    rule, beaten_by, text = _beaten(verdict, position)
    changes = would_win_if(verdict, position, most, hands)
    return WhyNot(verdict, position, rule, beaten_by, text, changes, bonuses, earned(verdict, position))


def _beaten(v: Verdict, i: int) -> tuple[str, int | None, Sentence]:
    """The rule that kept card ``i`` from winning, the card behind it, and the sentence that says so."""
    t, w = v.trick, v.winner
    mine = t.plays[i]
    if v.outcome is not Outcome.WON:
        culprit = v.field.decider
        if v.outcome is Outcome.DESTROYED:
            return v.decided_by, culprit, _destroyed(v, i, culprit)
        if culprit is not None and culprit != i:
            said: dict[str, Value] = {"who": t.plays[culprit], "title": v.decided_by, "who2": mine}
            return v.decided_by, culprit, english(Msg.WHY_NOBODY_WITH, said)
        return v.decided_by, culprit, english(Msg.WHY_NOBODY, {"title": v.decided_by, "who": mine})
    assert w is not None
    rule, message, values = _reason(v, i, w)
    return rule, w, english(message, {"who": mine, "who2": t.plays[w], **values})


def _destroyed(v: Verdict, i: int, kraken: int | None) -> Sentence:
    t = v.trick
    if kraken == i:
        return english(Msg.WHY_DESTROYS, {"who": t.plays[i]})
    return english(Msg.WHY_DESTROYED, {"who": t.plays[kraken if kraken is not None else i], "who2": t.plays[i]})


def _reason(v: Verdict, i: int, w: int) -> tuple[str, Message, dict[str, Value]]:
    """Why the winner ``w`` stands above card ``i``: the rule, and its reason in the player's terms
    (a message whose ``{who}`` is card ``i`` and ``{who2}`` the winner, and its other values)."""
    t = v.trick
    card, role = t.cards[i], t.roles[i]
    if v.removed_by_plank == i:
        return RuleId.PLANK_REMOVE, Msg.LOST_PLANK, {}
    if i in v.destroyed_by_davy:
        return RuleId.DAVY_DESTROY, Msg.LOST_DAVY, {}
    if i in v.as_escapes:
        return RuleId.MONSTER_LAST, Msg.LOST_MONSTER, {}
    if role is Role.ESCAPE and v.decided_by != RuleId.RANK_ESCAPE:
        return RuleId.RANK_ESCAPE, Msg.LOST_ESCAPE if card.kind is Kind.ESCAPE else Msg.LOST_AS_ESCAPE, {}
    if role is Role.NON_WINNING or (i == v.field.decider and v.decided_by == RuleId.EXP_NON_WINNING):
        return RuleId.EXP_NON_WINNING, Msg.LOST_NEVER, {"a": card}  # a Stingray its Escapes beat never wins either
    rule = v.decided_by
    if v.claim.ruling == _TRIANGLE:  # each of the three beats another: the ruling names the winner, not Con's rule
        return rule, Msg.LOST_TRIANGLE, {}
    if role is Role.FIRST_MATE and rule == RuleId.RANK_KING:  # Con is no Pirate: his own rule has him lose to the King
        return RuleId.CON_RANK, Msg.LOST_TITLE, {"title": RuleId.CON_RANK}
    if i in v.claim.tied:
        return RuleId.RANK_TIE, Msg.LOST_TIE, {}
    return (rule, *_REASONS.get(rule, _title_reason)(v, i, w))


_TRIANGLE = ConTriangle.MERMAID.ruling.id  # Con, a Mermaid and a Pirate with no Skull King


def _title_reason(v: Verdict, i: int, w: int) -> Reason:
    return Msg.LOST_TITLE, {"title": v.decided_by}


def _lead_reason(v: Verdict, i: int, w: int) -> Reason:
    suit, lead = v.field.suits[i], v.lead_suit
    if lead is None:
        return _title_reason(v, i, w)
    return (Msg.LOST_LEAD if suit is lead else Msg.LOST_LEAD_OFF), {"suit": lead}


def _trump_reason(v: Verdict, i: int, w: int) -> Reason:
    return (Msg.LOST_TRUMP if v.field.suits[i] is Suit.BLACK else Msg.LOST_TRUMP_OFF), {}


def _first_reason(message: Message, v: Verdict, i: int, w: int) -> Reason:
    """A Pirate or a Mermaid beaten by the first of her kind says so (``message``); another card, the rule's title."""
    if v.trick.roles[i] is v.trick.roles[w]:
        return message, {}
    return _title_reason(v, i, w)


def _mermaid_king_reason(v: Verdict, i: int, w: int) -> Reason:
    return (Msg.LOST_MERMAID_FIRST if v.trick.roles[i] is Role.MERMAID else Msg.LOST_MERMAID_KING), {}


def _escape_reason(v: Verdict, i: int, w: int) -> Reason:
    return Msg.LOST_ALL_ESCAPE, {}


_REASONS: dict[str, Callable[[Verdict, int, int], Reason]] = {
    RuleId.RANK_LEAD: _lead_reason,
    RuleId.RANK_TRUMP: _trump_reason,
    RuleId.RANK_PIRATE: partial(_first_reason, Msg.LOST_FIRST_PIRATE),  # bound, not made: it runs when asked
    RuleId.RANK_MERMAID: partial(_first_reason, Msg.LOST_FIRST_MERMAID),
    RuleId.RANK_MERMAID_KING: _mermaid_king_reason,
    RuleId.RANK_ESCAPE: _escape_reason,
}


# ------------------------------------------------------------------------------ the smallest changes


def card_of(trick: Trick, player: str) -> int:
    """The card a question about ``player`` is about: their card, or the Last Volley's extra card.

    The Last Volley never wins (``volley.extra``): its player's hope in the trick is the card
    added at the end, so a question asked by name is about that one when it was played.
    """
    extra = trick.volley_extra
    if extra is not None and trick.plays[extra].player == player:
        return extra
    for i, p in enumerate(trick.plays):
        if p.player == player:
            return i
    raise SkrulesError(refusal(RefusalMsg.NO_PLAYER, typed=quote(player), players=list(trick.players)))


def would_win_if(
    verdict: Verdict, position: int, most: int = MOST_CHANGES, hands: Hands | None = None
) -> tuple[Change, ...]:
    """The most useful single changes that make the card at ``position`` win, found by re-judging.

    First the player's own card replaced (the weakest card that wins, one per deciding rule), then
    Walk the Plank removing another Pirate, then the card that beat it taken out, then other cards
    taken out, then other players' cards changed (the first card a table would try that wins). A
    player whose hand is in ``hands`` plays only a card of it that they may play there.
    """
    trick, hands = verdict.trick, hands or {}
    own = _own_changes(trick, position, hands)[:_OWN_MOST]
    beaten = verdict.winner if verdict.winner is not None else verdict.field.decider
    order = sorted((j for j in range(len(trick.plays)) if j != position), key=lambda j: j != beaten)
    absent = [c for c in (_absent(trick, position, j) for j in order) if c is not None]
    others = [c for c in (_other_change(trick, position, j, hands) for j in order) if c is not None]
    return tuple([*own, *_re_aimed(trick, position), *absent, *others][:most])


def _judge(trick: Trick, plays: Sequence[Play]) -> Verdict | None:
    """The changed trick's verdict, or None when the change makes a trick that cannot be."""
    try:
        return adjudicate(Trick.of(plays, trick.rules))
    except SkrulesError:
        return None


def _outcomes(trick: Trick, plays: list[Play], kept: int | None) -> list[tuple[Verdict, int | None]]:
    """The changed trick judged, with Walk the Plank's choice settled: (verdict, the Pirate it chose again).

    ``kept`` is where the Pirate the Plank removed sits in the changed trick, if it is still there:
    the Plank keeps its choice. Otherwise its player chooses again: the one Pirate left, none, or
    each of several, every choice a verdict of its own (``plank.remove``).
    """
    p = next((k for k, q in enumerate(plays) if q.card.kind is Kind.PLANK), None)
    if p is None or kept is not None:
        v = _judge(trick, plays)  # the Plank's choice as typed, when it still names its Pirate
        if p is not None and kept is not None and (v is None or v.trick.plank_target != kept):
            v = _judge(trick, _aimed(plays, p, kept))
        return [] if v is None else [(v, None)]
    pirates = plank_candidates([q.card.role for q in plays], plays, trick.rules)
    out = []
    for choice in pirates if len(pirates) > 1 else [None]:
        v = _judge(trick, _aimed(plays, p, choice))
        if v is not None:
            out.append((v, v.trick.plank_target))
    return out


def _aimed(plays: list[Play], p: int, target: int | None) -> list[Play]:
    """The plays with Walk the Plank (at ``p``) aimed at the card at ``target`` (None: the engine's only choice)."""
    plank = plays[p]
    out = list(plays)
    out[p] = Play(plank.card, plank.player, None if target is None else str(target + 1))
    return out


def _winning(trick: Trick, asked: int, plays: list[Play], kept: int | None) -> list[tuple[Verdict, int | None]]:
    return [(v, chose) for v, chose in _outcomes(trick, plays, kept) if v.winner == asked]


def _replaced(trick: Trick, asked: int, j: int, card: Card, hands: Hands) -> list[Change]:
    """Card ``j`` replaced by ``card`` (the same player plays it), each way it makes card ``asked`` win;
    when the player's hand is known, only a card it holds, played where they may play it."""
    was = trick.plays[j]
    hand = hands.get(was.player)
    if card is was.card or (hand is not None and held_at(hand, card) is None):
        return []  # (a card not held is refused below too: this spares judging the trick again)
    plays = list(trick.plays)
    plays[j] = Play(card, was.player)
    t = trick.plank_target
    kept = t if t is not None and t != j else None
    found = [Change(j, card, was, v, asked, plank=chose) for v, chose in _winning(trick, asked, plays, kept)]
    return found if hand is None else [c for c in found if _may_play(c.verdict.trick, j, was.player, hand)]


def _may_play(trick: Trick, j: int, player: str, hand: Sequence[Card]) -> bool:
    """Whether the hand may play the card at ``j`` into this trick (``play.hand``, ``play.follow``)."""
    try:
        findings = check_trick(trick, {player: hand})
    except SkrulesError:  # the changed trick and the hand do not fit in one box
        return False
    return all(f.legal for f in findings if f.position == j)


def _own_changes(trick: Trick, i: int, hands: Hands) -> list[Change]:
    """The weakest replacement for card ``i`` that wins, per deciding rule, the card's own suit first; the
    rules in the order of the ladder from its foot (the weakest card that wins first). The card declared the
    other way (a Tigress, Scary Mary, a Wild 15's suit, a 0/14 card's number) comes before all: it is the
    player's own choice, the first a table asks about."""
    best: dict[str, tuple[tuple[bool, bool, bool, bool, bool, int, int], Change]] = {}
    played = trick.cards[i]
    suit, other_ways = played.suit, _redeclared(played)
    for n, card in enumerate(candidates(trick)):
        key = (
            card not in other_ways,
            card.is_special,
            card.suit is Suit.BLACK and suit is not Suit.BLACK,
            suit is not None and card.suit is not suit,  # a special card asked about has no suit to keep
            card.face is not Face.STANDARD,  # a plain number reads better than the 0/14 card or the Wild 15
            card.value,
            n,
        )
        for change in _replaced(trick, i, i, card, hands):
            rule = change.rule
            if rule not in best or key < best[rule][0]:
                best[rule] = (key, change)
    level = _LEVEL.get
    return [change for _key, change in sorted(best.values(), key=lambda kc: (kc[0][0], -level(kc[1].rule, 0), kc[0]))]


def _absent(trick: Trick, i: int, j: int) -> Change | None:
    """Card ``j`` taken out; not the Last Volley while its extra card stays (it comes with the Volley)."""
    extra = trick.volley_extra
    if extra is not None and trick.cards[j].kind is Kind.VOLLEY:
        return None
    plays = [p for k, p in enumerate(trick.plays) if k != j]
    asked = i - 1 if j < i else i
    t = trick.plank_target
    kept = None if t is None or t == j else t - (t > j)
    found = _winning(trick, asked, plays, kept)
    return None if not found else Change(j, None, trick.plays[j], found[0][0], asked, plank=found[0][1])


def _re_aimed(trick: Trick, i: int) -> list[Change]:
    """Walk the Plank removing another Pirate of the trick instead, each choice that makes card ``i`` win."""
    p, t = trick.find(Kind.PLANK), trick.plank_target
    if p is None or t is None:
        return []
    out = []
    for choice in plank_candidates(trick.roles, trick.plays, trick.rules):
        v = None if choice == t else _judge(trick, _aimed(list(trick.plays), p, choice))
        if v is not None and v.winner == i:
            out.append(Change(p, trick.cards[p], trick.plays[p], v, i, plank=choice, spared=trick.plays[t]))
    return out


def _other_change(trick: Trick, i: int, j: int, hands: Hands) -> Change | None:
    """The first card, in the order a table would suggest (Escape, low numbers up), that lets card ``i`` win."""
    for card in _meek(trick):
        changes = _replaced(trick, i, j, card, hands)
        if changes:
            return changes[0]
    return None


def _meek(trick: Trick) -> list[Card]:
    cards = candidates(trick)
    return sorted(
        cards,
        key=lambda c: (
            c.role is not Role.ESCAPE,
            c.is_special,
            c.suit is Suit.BLACK,
            c.face is not Face.STANDARD,
            c.value,
        ),
    )


_CANDIDATES: dict[object, list[Card]] = {}  # by box: the first edition's differs on the same modules


def candidates(trick: Trick) -> list[Card]:
    """Every card of the box in play, declared every way it can be, each once, in the box's order."""
    modules = trick.rules.box
    found = _CANDIDATES.get(modules)
    if found is None:
        out: dict[Card, None] = {}
        for card in trick.rules.box.cards():
            for declared in _declared(card):
                out[declared] = None
        found = _CANDIDATES[modules] = list(out)
    return found


def _redeclared(card: Card) -> list[Card]:
    """The same card declared each other way it can be (none for a card played with no declaration)."""
    return [other for other in _declarations(card) if other != card]


def _declared(card: Card) -> list[Card]:
    """The card as the candidates offer it: each way it is declared, or a named Pirate also as "a Pirate"."""
    ways = _declarations(card)
    if ways:
        return ways
    if card.kind is Kind.PIRATE and card.pirate is not None and card.pirate.value != "mary":
        return [Card(Kind.PIRATE), card]  # "a Pirate" reads better than a name, when it does as well
    return [card]


def _declarations(card: Card) -> list[Card]:
    """Every way a card is declared as it is played (a Tigress, Scary Mary, a Wild 15, a 0/14 card); none for
    a card played as it is."""
    if card.kind is Kind.TIGRESS:
        return [parse_card("tigress:pirate"), parse_card("tigress:escape")]
    if card.kind is Kind.SCARY_MARY:
        return [parse_card("scary-mary:pirate"), parse_card("scary-mary:escape")]
    if card.face is Face.WILD:
        return [parse_card(t) for t in ("wild15", "wild15:g", "wild15:p", "wild15:y")]
    if card.face is Face.ZERO_FOURTEEN and card.suit is not None:
        return [parse_card(f"{card.suit.value}0x"), parse_card(f"{card.suit.value}14x")]
    return []


# ------------------------------------------------------------------------------ bonuses


def earned(verdict: Verdict, position: int) -> tuple[Earned, ...]:
    """What the card at ``position`` brought its player, as the trace says it. The card that won: each capture
    paid to that player (with the sea monsters' bonus under ruling.davy-recipient=winner, their points add up
    to the verdict's ``bonus``), then each Loot alliance it made. A card that lost may earn too: Davy Jones'
    Locker the sea monsters it destroyed (davy.bonus, by default), a Loot the alliance it made with the
    winner (loot.alliance). Each bonus of the trick is earned by one card, each alliance by the two."""
    v, i = verdict, position
    plays, won = v.trick.plays, v.winner == i
    out = []
    for b in v.bonuses:
        if b.rule == RuleId.DAVY_BONUS and _davy_earner(v) == i:  # the one bonus not captured
            said: dict[str, Value] = {"who": plays[b.card], "points": b.points, "player": plays[i].player}
            out.append(Earned(b.rule, b.points, b.card, english(Msg.MISSED_DAVY, said)))
        elif b.rule != RuleId.DAVY_BONUS and won and b.player == v.trick.seat[i]:
            message, said = capture_said(b, plays, i)
            out.append(Earned(b.rule, b.points, b.card, english(message, said)))
    for loot, _ in v.alliances:
        if v.winner is not None and (won or loot == i):
            said = {"who": plays[loot], "player": plays[loot].player, "player2": plays[v.winner].player}
            out.append(Earned(RuleId.LOOT_ALLIANCE, _ALLIANCE_POINTS, loot, english(Msg.LOOT_ALLIES, said)))
    return tuple(out)


def _davy_earner(v: Verdict) -> int | None:
    """The card whose answer lists the sea monsters' bonus: the winner's under ruling.davy-recipient=winner,
    else Davy Jones' Locker's, whose player is paid."""
    if v.trick.rules.ruling(DavyRecipient) is DavyRecipient.WINNER:
        return v.winner
    return v.trick.find(Kind.DAVY)


_ALLIANCE_POINTS = 20  # each ally's, if both make their bids (score.alliance)


def why_no_bonus(verdict: Verdict, position: int) -> tuple[Missed, ...]:
    """The bonuses the card at ``position`` could have brought its player and did not, each with its rule."""
    v, i = verdict, position
    t = v.trick
    if v.outcome is Outcome.DESTROYED:
        return (Missed(RuleId.KRAKEN_DESTROY, 0, english(Msg.MISSED_KRAKEN, {})),)
    if v.outcome is Outcome.DISCARDED:
        return (Missed(v.decided_by, 0, english(Msg.MISSED_DISCARD, {})),)
    out = [m for m in (_missed_character(v, i),) if m is not None]
    if v.winner == i:
        out += _unpaid_captures(v, i)
    else:
        for b in v.bonuses:
            if b.card == i and b.player != t.seat[i]:
                how = Msg.MISSED_DAVY if b.rule == RuleId.DAVY_BONUS else Msg.MISSED_CAPTURED
                said: dict[str, Value] = {"who": t.plays[i], "points": b.points, "player": t.players[b.player]}
                out.append(Missed(b.rule, b.points, english(how, said)))
    return tuple(out)


def _missed_character(v: Verdict, i: int) -> Missed | None:
    """A character that would have been paid for what it faced, had it won."""
    if v.winner == i:
        return None
    t = v.trick
    cards, role = t.cards, t.cards[i].role_id
    found: dict[RuleId, list[int]] = {}  # by rule, in the bonus table's order: the cards it would have paid for
    for (taker, taken), (rule, _, kind) in paid_captures(t.rules).items():
        if taker == role:
            found.setdefault(rule, []).extend(
                j
                for j in v.field.positions
                if j != i and cards[j].role_id == taken and (kind is None or cards[j].kind is kind)
            )
    for rule, there in found.items():
        if there:
            there.sort()
            points = BONUS_POINTS[rule] * len(there)
            said: dict[str, Value] = {"who": t.plays[i], "points": points, "ands": [t.plays[j] for j in there]}
            return Missed(rule, points, english(Msg.MISSED_LOST, said))
    return None


def _unpaid_captures(v: Verdict, i: int) -> list[Missed]:
    """Characters the winner took that earn it nothing, because another card is paid for them."""
    t = v.trick
    paid = {b.card for b in v.bonuses}
    out = []
    for j in v.field.positions:
        role = t.roles[j]
        if j == i or j in paid or role not in (Role.PIRATE, Role.MERMAID):
            continue
        only, pays = (
            (Msg.UNPAID_KING_ONLY, RuleId.BONUS_PIRATE)
            if role is Role.PIRATE
            else (Msg.UNPAID_PIRATE_ONLY, RuleId.BONUS_MERMAID)
        )
        said: dict[str, Value] = {"who": t.plays[j], "who2": t.plays[i], "rule": pays}
        out.append(Missed(RuleId.BONUS_CAPTURE, 0, english(only, said)))
    return out


# ------------------------------------------------------------------------------ words

# a card by its kind as a change plays it: each language gives it its own article there (un Pirate, une Fuite,
# einen Piraten, den Skull King), which the card's name alone (``{a}``) cannot say
_PLAYED = {
    Kind.ESCAPE: Msg.PLAYS_ESCAPE,
    Kind.PIRATE: Msg.PLAYS_PIRATE,
    Kind.MERMAID: Msg.PLAYS_MERMAID,
    Kind.SKULL_KING: Msg.PLAYS_KING,
    Kind.KRAKEN: Msg.PLAYS_KRAKEN,
    Kind.WHITE_WHALE: Msg.PLAYS_WHALE,
    Kind.LOOT: Msg.PLAYS_LOOT,
    Kind.STINGRAY: Msg.PLAYS_STINGRAY,
    Kind.VOLLEY: Msg.PLAYS_VOLLEY,
    Kind.FIRST_MATE: Msg.PLAYS_FIRST_MATE,
    Kind.DAVY: Msg.PLAYS_DAVY,
}
_DECLARED = {
    (Kind.TIGRESS, Role.PIRATE): Msg.PLAYS_TIGRESS_PIRATE,
    (Kind.TIGRESS, Role.ESCAPE): Msg.PLAYS_TIGRESS_ESCAPE,
    (Kind.SCARY_MARY, Role.PIRATE): Msg.PLAYS_MARY_PIRATE,
    (Kind.SCARY_MARY, Role.ESCAPE): Msg.PLAYS_MARY_ESCAPE,
}


def played(card: Card) -> Sentence:
    """``a Pirate``, ``an Escape``, ``the green 9``, ``Rosie D'Laney``: a card as a change or a what-if plays
    it, said inside that sentence; its English is :func:`~skrules.messages.a_card`'s. Walk the Plank is the one
    card left, and a declared Tigress or Scary Mary the only one a change or a what-if can play."""
    if card.kind is Kind.NUMBER:
        return english(Msg.PLAYS_NUMBER, {"label": card})
    if card.kind is Kind.PIRATE and card.pirate is not None:
        return english(Msg.PLAYS_NAMED, {"pirate": card.pirate})
    message = _DECLARED.get((card.kind, card.declared)) if card.declared is not None else _PLAYED.get(card.kind)
    return english(message, {}) if message is not None else english(Msg.PLAYS_PLANK, {"label": card})


def _play_text(p: Play) -> str:
    return f"{p.player} {p.card}" + (f":{p.target}" if p.target else "")


def _suit(v: Verdict) -> str:
    return v.lead_suit.label if v.lead_suit else "none"


# ------------------------------------------------------------------------------ plain text


def heading(w: WhyNot, lang: str | None = None) -> str:
    """``Why not Ann's Pirate Rosie D'Laney (card 1)?``, or ``Why did Ben's green 5 (card 2) win?`` when the card
    asked about won (a why-not asked of the winner is answered, not denied); with ``lang``, in that language."""
    said: dict[str, Value] = {"who": w.verdict.trick.plays[w.position], "n": w.position + 1}
    return _told(english(Msg.WHY_WON_HEADING if w.won else Msg.WHY_HEADING, said), lang)


def change_heading(w: WhyNot, lang: str | None = None) -> str:
    if w.won:
        return ""
    if not w.would_win_if:
        return _told(english(Msg.WHY_NO_CHANGE, {}), lang)
    return _told(english(Msg.WHY_WOULD_WIN, {"player": w.player}), lang)


def bonuses_heading(lang: str | None = None, *, colon: bool = True) -> str:
    """``Bonuses:`` (plain text), ``Bonuses`` (a panel's heading), in ``lang`` when given."""
    return _told(english(Msg.WHY_BONUSES if colon else Msg.WHY_BONUSES_TITLE, {}), lang)


def _told(text: str, lang: str | None) -> str:
    """A sentence why-not wrote, as written (English, ``"en"`` or none asked), or in ``lang`` from its message and
    values."""
    lang = spoken(lang)
    return text if lang is None else _localizer(lang).sentence(text)


def why_not_text(w: WhyNot, ids: bool = True, lang: str | None = None) -> str:
    """The answer in plain text: the reason with its rule, the changes, the bonuses, each cited
    (``ids=False``, ``--no-ids``: none cited); in ``lang`` when given, the rule IDs as they are."""

    def cite(rule: str | None) -> str:
        return f" [{rule}]" if rule and ids else ""

    lines = [heading(w, lang), f"  {_told(w.text, lang)}{cite(w.cited)}"]
    if not w.won:
        lines.append(f"  {change_heading(w, lang)}")
        lines += [f"    - {_told(c.text, lang)}{cite(c.rule)}" for c in w.would_win_if]
    if w.listed_bonuses:
        lines.append(f"  {bonuses_heading(lang)}")
        lines += [f"    - {_told(m.text if ids else uncited(m.text), lang)}{cite(m.rule)}" for m in w.listed_bonuses]
    return "\n".join(lines)


def what_if_heading(wi: WhatIf, lang: str | None = None) -> str:
    """``What if Ann had played a Mermaid?``: the card by its name and article; with ``lang`` (``--lang``), in that
    language. When only Walk the Plank's choice changed, the Pirate it removes: ``... played Walk the Plank on
    Cat's Pirate Harry the Giant?``."""
    was, now = wi.before.trick.plays[wi.position], wi.after.trick.plays[wi.position]
    removed = wi.after.removed_by_plank
    if was.card == now.card and removed is not None:  # the same Walk the Plank: the Pirate it removes changed
        values: dict[str, Value] = {"player": was.player, "said": played(wi.card), "who": wi.after.trick.plays[removed]}
        return _told(english(Msg.WHAT_IF_PLANK, values), lang)
    return _told(english(Msg.WHAT_IF, {"player": was.player, "said": played(wi.card)}), lang)


def what_if_rows(wi: WhatIf, lang: str | None = None, ids: bool | None = True) -> list[tuple[str, str, str]]:
    """:meth:`WhatIf.rows`, the facts' names and values in ``lang`` when given (the rule IDs as they are)."""
    lang = spoken(lang)
    if lang is None:
        return wi.rows(ids)
    from .wording import rows

    loc = _localizer(lang)
    b, a, i = wi.before, wi.after, wi.position
    said = [
        {english: value for (english, _), (_, value) in zip(rows(v), loc.rows(v, ids), strict=True)} for v in (b, a)
    ]

    def card(p: Play) -> str:
        return f"{p.player} {loc.card(p.card)}" + (f":{p.target}" if p.target else "")

    out = [(loc.word("Card {n}").format(n=i + 1), card(b.trick.plays[i]), card(a.trick.plays[i]))]
    if wi.allowed is not None:
        out.append((loc.word("Allowed"), _allowed(wi.allowed[0], loc.word), _allowed(wi.allowed[1], loc.word)))
    for fact, _, _ in wi.rows(ids):
        if fact not in _KEYS or fact == "Allowed":  # the card's row and whether it was allowed, above
            continue
        if fact == "Rule":
            out.append((loc.word(fact), b.decided_by, a.decided_by))
        elif fact == "Captures":
            out.append((loc.word(fact), _captures_said(b, loc), _captures_said(a, loc)))
        else:
            nothing = loc.word(_NOTHING.get(fact, "none"))
            out.append((loc.word(fact), said[0].get(fact, nothing), said[1].get(fact, nothing)))
    return out


def what_if_text(wi: WhatIf, lang: str | None = None, ids: bool = True) -> str:
    """Each fact as played and with the change: ``Winner  Ben with sk (card 2)  ->  Ann with ...``; ``ids=False``
    (``--no-ids``) names no rule."""
    lang = spoken(lang)
    from .i18n import width as cells

    rows = what_if_rows(wi, lang, ids)
    word = _localizer(lang).word if lang else str
    pad = max(cells(fact) for fact, _, _ in rows)
    lines = [what_if_heading(wi, lang)]
    for fact, before, after in rows:
        change = f"{before}  ->  {after}" if before != after else f"{before}  {word('(unchanged)')}"
        lines.append(f"  {fact}{' ' * (pad - cells(fact))}  {change}")
    if wi.same_verdict:
        lines.append(f"  {word('The verdict is the same.')}")
    return "\n".join(lines)


def why_not_parts(w: WhyNot, lang: str | None) -> dict[str, object]:
    """The answer in ``lang`` (None: English) as the *Settle it* page lays it out, each part said as
    :func:`why_not_text` says it: the page cites each rule from the JSON, whose lists these lists follow one for one."""
    word = _localizer(lang).word if lang else str
    beaten = None
    if w.beaten_by is not None:
        by = w.verdict.trick.plays[w.beaten_by]
        who = _localizer(lang).who(by.player, by.card) if lang else f"{by.player}'s {by.card.label}"
        beaten = word("{who} (card {n})").format(who=who, n=w.beaten_by + 1)
    return {
        "title": heading(w, lang),
        "beaten_by": word("Beaten by"),
        "beaten_by_card": beaten,
        "rule": word("Rule"),
        "text": _told(w.text, lang),
        "would_win_if_title": change_heading(w, lang),
        "would_win_if": [_told(c.text, lang) for c in w.would_win_if],
        "bonuses_title": bonuses_heading(lang),
        "earned": [_told(e.text, lang) for e in w.earned],
        "bonuses": [_told(m.text, lang) for m in w.bonuses],
    }


def what_if_parts(wi: WhatIf, lang: str | None) -> dict[str, object]:
    """The answer in ``lang`` (None: English, the cards by their names) as the *Settle it* page lays it out:
    :func:`what_if_rows` but the rule, which the page says under the table (``decided``, the rule's link in place
    of ``{rule}``, then whether the verdict is the same, joined as the language joins sentences); the JSON's
    ``changed`` says which rows differ."""
    word = _localizer(lang).word if lang else str
    rows = what_if_rows(wi, lang) if lang else _named_rows(wi)
    decided = [word("Now decided by {rule}." if "rule" in wi.changed_keys else "Still decided by {rule}.")]
    if wi.same_verdict:
        decided.append(word("The verdict is the same."))
    return {
        "title": what_if_heading(wi, lang),
        "as_played": word("As played"),
        "what_if": word("What if"),
        "rows": [
            [fact, before, after]
            for (english, _, _), (fact, before, after) in zip(wi.rows(), rows, strict=True)
            if _KEYS.get(english) != "rule"
        ],
        "keys": [key for key in (_KEYS.get(english, "card") for english, _, _ in wi.rows()) if key != "rule"],
        "unchanged": word("unchanged"),
        "decided": str(catalog(lang).get("answer_sep", " ") if lang else " ").join(decided),
    }


def _named_rows(wi: WhatIf) -> list[tuple[str, str, str]]:
    """:meth:`WhatIf.rows` with the cards by their names (the card changed, the winner), as the page shows English."""
    named = [dict(named_rows(v)) for v in (wi.before, wi.after)]
    b, a = (named_play(v.trick.plays[wi.position]) for v in (wi.before, wi.after))
    rows = wi.rows()
    return [(rows[0][0], b, a), *((f, named[0].get(f, x), named[1].get(f, y)) for f, x, y in rows[1:])]


def _localizer(lang: str) -> Localizer:
    from .i18n import localizer

    return localizer(lang)
