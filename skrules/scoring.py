"""Round scores: classic and Rascal scoring (grapeshot or cannonball), bonuses, alliances, wagers.

:func:`score` turns one player's round (cards dealt, bid, tricks won, and what the round brought:
:class:`Award` bonuses, Loot :class:`Ally` alliances, Rascal of Roatan's wager, Harry the Giant's
change of bid) into a :class:`Breakdown`: a list of :class:`Item` lines, each citing the rule (and
the ruling, where one decided it) behind its points, and the total. :class:`ScoreTable` adds
rounds up into a game's running totals, its leader, and a tie that needs another round.

A bid is *made* only when it is exact, under every scoring method. Points are integers throughout;
the only rounding is half of an odd bonus total under Rascal scoring, decided by
``ruling.rascal-halves``.

    >>> b = score(5, 2, 2, awards=[bonus("14"), bonus("mermaid")])
    >>> b.total
    70
    >>> print(b.as_text())
    classic scoring, 5 cards dealt, bid 2, won 2: made
      +40  [score.bid] bid 2 made exactly: 20 x 2 tricks bid
        0  [score.bonus] the bid is made, so the bonuses are paid
      +10  [bonus.fourteen] a green, purple or yellow 14 captured
      +20  [bonus.mermaid] a Mermaid taken by a Pirate
      total +70
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache, partial
from operator import attrgetter
from types import MappingProxyType

from .bonuses import BONUS_ALIASES, BONUS_KINDS, FIRST_BONUS_KINDS, BonusKind
from .breaks import cells
from .cards import Box, Card, Face, Kind, Module, Pirate, Suit, parse_card
from .deal import MOST_DEALT, Variant, hands, left_out, schedule
from .editions import House
from .errors import DealError, ScoreError, SkrulesError
from .messages import Message, Msg, Sentence, english
from .notation import narrow
from .refusals import ScoreRefusal as SC
from .refusals import SetupRefusal, refusal
from .rules import (
    FULL_BOX,
    DavyNeedsBid,
    DavyRecipient,
    GameTie,
    LastTrickAbility,
    RascalHalves,
    RuleSet,
    Scoring,
    TwoPlayerLoot,
    title,
)
from .rulings import Reading, RuleId, near_words
from .trace import Trace, cite, points

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .messages import Value

__all__ = [
    "BONUS_KINDS",
    "Ally",
    "Award",
    "BonusKind",
    "Breakdown",
    "Item",
    "ScoreError",
    "ScoreTable",
    "after_last_trick",
    "awards_under",
    "bonus",
    "first_edition_awards",
    "method_label",
    "parse_bonus",
    "parse_method",
    "points",
    "score",
    "tally",
]

WAGERS = (0, 10, 20)
HARRY_CHANGES = (-1, 0, 1)


# ---------------------------------------------------------------------------------- the inputs


@dataclass(frozen=True, slots=True)
class Award:
    """Bonus (or penalty) points a round brought a player, paid at scoring by the bid's result.

    ``needs_bid`` is false for points paid whatever the bid (Davy Jones' under
    ``ruling.davy-needs-bid=always``). ``what`` says what it is for: a :class:`~skrules.messages.Sentence`
    when :func:`bonus` or a round wrote it, so that a breakdown's line says it in any language; a caller's
    own plain text is kept as written.
    """

    rule: RuleId
    points: int
    what: str
    needs_bid: bool = True


@dataclass(frozen=True, slots=True)
class Ally:
    """A Loot alliance seen from one ally: the other ally, and whether that ally made the bid exactly.

    ``partner`` None is an ally not named (``skrules score --alliance``): the line says "the other ally"
    in a message of its own, which each language says its own way, rather than as a name."""

    partner: str | None
    made: bool
    holds_loot: bool = False  # the other ally won no trick: its Loot is surely a card of a trick this one won


def bonus(name: str, count: int = 1, rules: RuleSet | None = None) -> Award:
    """The award for ``count`` captures of one kind: ``bonus("pirate", 2)`` is +60.

    Davy Jones' bonus needs a made bid unless ``ruling.davy-needs-bid`` says otherwise.
    """
    return _award(name, count, rules, f"{name}={count}")


def _award(name: str, count: int, rules: RuleSet | None, typed: str) -> Award:
    """:func:`bonus`, a refused count pointing at ``typed``, the bonus as it was written."""
    key = BONUS_ALIASES.get(name.strip().lower(), name.strip().lower())
    kind = BONUS_KINDS.get(key) or _kind_of_card(name)
    if rules is not None and rules.edition.own_bonuses and kind is not None:
        kind = _first_edition_bonus(kind, name)
    if kind is None:
        meant = _written_apart(name)
        if meant == "":  # '8 pirates': no one word of it is what was meant
            raise ScoreError(refusal(SC.BONUS_FORM), token=name)
        close = [meant] if meant else difflib.get_close_matches(key, [*BONUS_KINDS, *BONUS_ALIASES], n=1)
        kinds = list(BONUS_KINDS)
        said = (
            refusal(SC.BONUS_CLOSE, typed=repr(close[0]), typeds=kinds)
            if close
            else refusal(SC.BONUS_UNKNOWN, typeds=kinds)
        )
        raise ScoreError(said, token=name)
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"bonus count must be an int, not {type(count).__name__}")
    if count < 1:
        raise ScoreError(refusal(SC.BONUS_NONE), token=typed)
    if count > kind.most:
        one, many = _PAID_FOR[kind.rule][1:]  # the cards as the deck holds them: "black 14", "expansion 8s"
        said = (
            refusal(SC.BONUS_RANGE_ONE, word=one) if kind.most == 1 else refusal(SC.BONUS_RANGE, n=kind.most, word=many)
        )
        raise ScoreError(said, token=typed)
    needs_bid = True
    if kind.rule == RuleId.DAVY_BONUS:
        needs_bid = (rules or RuleSet()).ruling(DavyNeedsBid) is DavyNeedsBid.MADE
    return Award(kind.rule, kind.points * count, award_for(kind, count), needs_bid)


_APART = re.compile(r"[\s;+&*\u00d7]+")  # what parts words meant apart: spaces, ';', '+', '&', '*', a times sign
_TIMES = re.compile(r"x?([0-9]{1,3})x?")  # a count beside a bonus: 2, x2, 2x


def _written_apart(name: str) -> str | None:
    """The bonuses a name not read wrote apart, as they are written: ``pirate=2`` for ``2 pirates`` or ``pirate x2``,
    ``mermaid,pirate`` for ``mermaid pirate`` or ``mermaid+pirate``; ``""`` when it holds a bonus or a count among
    other words but says no such thing plainly (``8 pirates``: the 8, or eight Pirates?); None for one word or none
    a bonus (``skull king`` is read before this)."""
    words = [w for w in _APART.split(name.strip().lower()) if w]
    if len(words) < 2:
        return None
    kinds = [BONUS_KINDS.get(BONUS_ALIASES.get(w, w)) or _kind_of_card(w) for w in words]
    if all(kinds) and not any(w.isdigit() for w in words):
        return ",".join(k.name for k in kinds if k is not None)
    counts = [m.group(1) for w in words if (m := _TIMES.fullmatch(w)) and w not in BONUS_KINDS]
    named = [k.name for w, k in zip(words, kinds, strict=True) if k is not None and not _TIMES.fullmatch(w)]
    if len(counts) == 1 and len(named) == 1 and len(words) == 2:
        return f"{named[0]}={counts[0]}"
    return "" if counts or any(kinds) else None


def _kind_of_card(name: str) -> BonusKind | None:
    """The bonus paid for capturing the card ``name`` names, in any language a card is typed in (``sirène``,
    ``骷髅王``, ``g14``), read from the bonus table's own ``cards`` and ``takes``; None for a card no bonus pays."""
    try:
        card = parse_card(name.strip())
    except SkrulesError:
        return None
    if card.kind is Kind.DAVY:  # Davy Jones' bonus, for the sea monsters it destroys
        return BONUS_KINDS["davy"]
    number = (card.suit, card.rank, card.face)
    for kind in BONUS_KINDS.values():
        if number in kind.cards or any(captured is card.role for _, captured, _ in kind.takes):
            return kind
    return None


def award_for(kind: BonusKind, count: int) -> Sentence:
    """``a Mermaid taken by a Pirate``, ``2 Mermaids taken by a Pirate``: the bonus's own words as a message
    (:func:`~skrules.messages.bonus_words` lists them for the catalogues)."""
    if count == 1:
        return english(Message(kind.one), {})
    return english(Message(f"{{n}} {kind.many}"), {"n": count})


def _first_edition_bonus(kind: BonusKind, name: str) -> BonusKind:
    """The first edition's (2013) bonus of that name, or a ScoreError naming the edition."""
    found = FIRST_BONUS_KINDS.get(kind.name)
    if found is None:
        raise ScoreError(refusal(SC.FIRST_NO_BONUS, typed=kind.name), token=name)
    return found


def first_edition_awards(awards: Sequence[Award]) -> list[Award]:
    """Awards written with the later bonuses, as the first edition (2013) pays them (first.pirate, first.king).

    A score sheet reads ``king`` before it knows the edition; under 2013 it is +50. A bonus the
    first edition does not pay is refused with a :class:`ScoreError` naming the edition.
    """
    out = []
    for a in awards:
        kind = _KIND_BY_RULE.get(a.rule)
        if kind is None or a.rule.startswith("first.") or not a.points:
            out.append(a)
            continue
        first = _first_edition_bonus(kind, kind.name)
        count = a.points // kind.points
        out.append(Award(first.rule, first.points * count, award_for(first, count), a.needs_bid))
    return out


def awards_under(awards: Sequence[Award], rules: RuleSet) -> list[Award]:
    """Awards read before their rule set was known (a score sheet's cells, read before its header's edition and
    rulings apply), as that rule set pays them: the first edition's bonuses under 2013
    (:func:`first_edition_awards`), and Davy Jones' bonus paid whatever the bid where
    ``ruling.davy-needs-bid=always`` says so (davy.bonus)."""
    if rules.edition.own_bonuses:
        awards = first_edition_awards(awards)
    needs_bid = rules.ruling(DavyNeedsBid) is DavyNeedsBid.MADE
    return [
        Award(a.rule, a.points, a.what, needs_bid) if a.rule == RuleId.DAVY_BONUS and a.needs_bid != needs_bid else a
        for a in awards
    ]


def parse_bonus(text: str, rules: RuleSet | None = None) -> Award:
    """Read ``NAME`` or ``NAME=COUNT`` (``pirate=2``), as the command line and score sheets write it; a count
    written ``pirate:2`` or with no name (``=2``) is refused with how a bonus is written, not read as a name. The
    full-width signs and digits of a Chinese keyboard (an equals sign U+FF1D) are read as the plain ones, as a
    trick's are."""
    name, sep, count_text = narrow(text).partition("=")
    head, colon, tail = name.partition(":")
    if (sep and not name.strip()) or (colon and head.strip() and tail.strip().isdigit()):
        raise ScoreError(refusal(SC.BONUS_FORM), token=text)
    count = 1
    if sep:
        digits = count_text.strip().removeprefix("-")  # a count below 1 is refused as such
        if not (digits.isascii() and digits.isdigit()):  # isdigit() alone takes '²'
            raise ScoreError(refusal(SC.BONUS_FORM), token=text)
        # a count of more digits than any deck's is refused by the deck's range, without reading it whole
        count = int(count_text) if len(digits) <= 6 else (-1 if count_text.strip().startswith("-") else 10**6)
    return _award(name, count, rules, text)


_METHOD_WORDS = {
    "classic": Scoring.CLASSIC,
    "rascal": Scoring.RASCAL,
    "grapeshot": Scoring.RASCAL,
    "cannonball": Scoring.CANNONBALL,
}


def parse_method(text: str) -> Scoring:
    """``classic``, ``rascal`` (also ``grapeshot``) or ``cannonball``."""
    try:
        return _METHOD_WORDS[text.strip().lower()]
    except KeyError:
        close = near_words(text, _METHOD_WORDS)
        said = (
            refusal(SetupRefusal.SCORING_IS_CLOSE, either=[repr(c) for c in close])
            if close
            else refusal(SetupRefusal.SCORING_IS)
        )
        raise ScoreError(said, token=text) from None


_METHOD_LABELS = {
    Scoring.CLASSIC: "classic scoring",
    Scoring.RASCAL: "Rascal scoring (grapeshot)",
    Scoring.CANNONBALL: "Rascal scoring (cannonball)",
}


def method_label(method: Scoring) -> str:
    return _METHOD_LABELS[method]


# ---------------------------------------------------------------------------------- the result


@dataclass(frozen=True, init=False)
class Item:
    """One line of a breakdown: the points it adds and the rule (and ruling) it applies.

    ``text`` is the line in English, a :class:`~skrules.messages.Sentence`: it remembers the message and
    values it was said from (:attr:`message`, :attr:`values`), which a translation reads instead.
    """

    rule: RuleId
    text: str
    points: int = 0
    ruling: str | None = None
    reading: str | None = None

    def __init__(
        self, rule: RuleId, text: str, points: int = 0, ruling: str | None = None, reading: str | None = None
    ) -> None:
        # A frozen dataclass's own __init__ sets each field through object.__setattr__; a round
        # makes a line or more per player, so the fields go straight into the instance's dict.
        d = self.__dict__
        d["rule"], d["text"], d["points"], d["ruling"], d["reading"] = rule, text, points, ruling, reading

    @property
    def title(self) -> str:
        return title(self.rule)

    @property
    def message(self) -> Message | None:
        """The message the line was said from; None for a line made by hand from plain text."""
        return getattr(self.text, "message", None)

    @property
    def values(self) -> Mapping[str, Value]:
        return getattr(self.text, "values", None) or {}

    @property
    def cites(self) -> str:
        return cite(self.rule, self.ruling, self.reading)

    def as_dict(self) -> dict[str, object]:
        return {
            "rule": self.rule,
            "title": self.title,
            "text": self.text,
            "points": self.points,
            "ruling": self.ruling,
            "reading": self.reading,
        }


_POINTS = attrgetter("points")
_CLASSIC = Scoring.CLASSIC  # bound once: Scoring.CLASSIC goes through EnumType.__getattr__ in Python 3.11


@dataclass(frozen=True, init=False)
class Breakdown:
    """A player's score for a round, line by line; ``total`` is the sum of the lines."""

    method: Scoring
    cards: int
    bid: int  # the bid scored, after Harry the Giant's change
    won: int
    items: tuple[Item, ...]
    player: str | None = None
    bid_before: int | None = None  # the bid as made, when Harry the Giant changed it
    house: tuple[str, ...] = ()  # the house rules in force, which no printing has

    def __init__(
        self,
        method: Scoring,
        cards: int,
        bid: int,
        won: int,
        items: tuple[Item, ...],
        player: str | None = None,
        bid_before: int | None = None,
        house: tuple[str, ...] = (),
    ) -> None:
        # Fields straight into the dict, as for Item; the total is added up once, here, as every
        # table of a game reads it again and again.
        d = self.__dict__
        d["method"], d["cards"], d["bid"], d["won"], d["items"] = method, cards, bid, won, items
        d["player"], d["bid_before"], d["house"] = player, bid_before, house
        d["total"] = items[0].points if len(items) == 1 else sum(map(_POINTS, items))

    @cached_property
    def total(self) -> int:
        return sum(i.points for i in self.items)

    @property
    def made(self) -> bool:
        return self.won == self.bid

    @property
    def off(self) -> int:
        return abs(self.won - self.bid)

    @property
    def rules(self) -> list[str]:
        return [i.rule for i in self.items]

    @property
    def trace(self) -> Trace:
        """The lines as a trace, for the renderers that show traces: each its points and its line (``+40: bid 2
        made exactly: ...``), the line kept whole, with its own message, as a value of the step's."""
        tr = Trace()
        for i in self.items:
            ruling = None if i.ruling is None else (i.ruling, i.reading or "")
            tr.add(i.rule, Msg.SCORE_LINE, ruling=ruling, score=i.points, said=i.text)
        return tr

    @property
    def headline(self) -> str:
        """``Ann: classic scoring, 5 cards dealt, bid 2, won 2: made``: the player (when named), then :attr:`head`."""
        return self.said_headline()

    @property
    def head(self) -> Sentence:
        """``classic scoring, 5 cards dealt, bid 2, won 2: made``, with the house rules after: a sentence each
        language says from its messages."""
        result = english(Msg.MADE, {}) if self.made else english(Msg.OFF_BY, {"n": self.off})
        values: dict[str, Value] = {"word": method_label(self.method), "n": self.cards, "n2": self.bid}
        values.update(n3=self.won, said=result)
        if self.bid_before in (None, self.bid):
            head = english(_per(self.cards, Msg.HEAD_ONE, Msg.HEAD), values)
        else:
            values.update(n2=self.bid_before, n4=self.bid)
            head = english(_per(self.cards, Msg.HEAD_HARRY_ONE, Msg.HEAD_HARRY), values)
        if not self.house:
            return head
        said = Msg.HEAD_HOUSES if len(self.house) > 1 else Msg.HEAD_HOUSE
        return english(said, {"said": head, "house": ", ".join(self.house)})

    def said_headline(self, say: Callable[[str], str] = str, word: Callable[[str], str] = str) -> str:
        """The headline in another language (the command's ``--lang``): ``say`` says :attr:`head`, ``word`` the
        colon after the player's name."""
        head = say(self.head)
        return f"{self.player}{word(': ')}{head}" if self.player else head

    def as_text(self, indent: str = "  ", say: Callable[[str], str] = str, word: Callable[[str], str] = str) -> str:
        """The headline, a line per item citing its rule, and the total; ``say`` says each sentence and ``word``
        each word of the layout in another language (the command's ``--lang``)."""
        width = max([len(points(i.points)) for i in self.items] + [3])
        lines = [self.said_headline(say, word)]
        lines += [f"{indent}{points(i.points):>{width}}  [{i.cites}] {say(i.text)}" for i in self.items]
        lines.append(indent + word("total {score}").format(score=points(self.total)))
        return "\n".join(lines)

    def as_dict(self) -> dict[str, object]:
        return {
            "player": self.player,
            "scoring": self.method.value,
            "cards": self.cards,
            "bid": self.bid,
            "bid_before_harry": self.bid_before,
            "won": self.won,
            "made": self.made,
            "off": self.off,
            "items": [i.as_dict() for i in self.items],
            "total": self.total,
        } | ({"house_rules": list(self.house)} if self.house else {})


# ---------------------------------------------------------------------------------- scoring


def _int(name: str, value: object, *, optional: bool = False) -> None:
    """Refuse a wrong type outright: ``harry=True`` or ``cards=2.0`` is a programming error, not a round."""
    if value is None and optional:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        kind = "an int or None" if optional else "an int"
        raise TypeError(f"score() argument {name!r} must be {kind}, not {type(value).__name__} ({value!r})")


def _check_types(
    cards: object,
    bid: object,
    won: object,
    method: object,
    awards: object,
    allies: object,
    wager: object,
    harry: object,
    rules: object,
    player: object,
    players: object,
    box: object,
) -> None:
    for name, value in (("cards", cards), ("bid", bid), ("won", won)):
        _int(name, value)
    for name, value in (("wager", wager), ("harry", harry), ("players", players)):
        _int(name, value, optional=True)
    if method is not None and not isinstance(method, str):  # a Scoring is a str
        raise TypeError(f"score() argument 'method' must be a Scoring or str, not {type(method).__name__}")
    for name, value, cls in (("awards", awards, Award), ("allies", allies, Ally)):
        if isinstance(value, str | bytes) or not isinstance(value, Sequence | tuple | list):
            raise TypeError(
                f"score() argument {name!r} must be a sequence of {cls.__name__}, not {type(value).__name__}"
            )
        for x in value:
            if not isinstance(x, cls):
                raise TypeError(f"score() argument {name!r} must hold {cls.__name__} items, not {type(x).__name__}")
    for name, value, cls2 in (("rules", rules, RuleSet), ("box", box, Box)):
        if value is not None and not isinstance(value, cls2):
            raise TypeError(f"score() argument {name!r} must be a {cls2.__name__} or None, not {type(value).__name__}")
    if player is not None and not isinstance(player, str):
        raise TypeError(f"score() argument 'player' must be a str or None, not {type(player).__name__}")


def score(
    cards: int,
    bid: int,
    won: int,
    *,
    method: Scoring | str | None = None,
    awards: Sequence[Award] = (),
    allies: Sequence[Ally] = (),
    wager: int | None = None,
    harry: int | None = None,
    rules: RuleSet | None = None,
    player: str | None = None,
    players: int | None = None,
    box: Box | None = None,
) -> Breakdown:
    """One player's score for one round, or a :class:`ScoreError` if the round cannot happen.

    ``method`` defaults to the rule set's scoring. ``wager`` is Rascal of Roatan's (0, 10 or 20)
    and ``harry`` Harry the Giant's change of bid (-1, 0 or +1), each ``None`` when not used.
    ``allies`` are the player's Loot alliances, each with whether the other ally made the bid.

    The round is checked against the deck it is dealt from: ``box`` if given; else the box of
    ``rules``, with the parts the bonuses name (an expansion 8 names the Expansion Pack), as
    :meth:`RuleSet.for_cards` adds the parts of the cards named; else, with neither, the fullest
    box (the deck is unknown, so only what no deck allows is refused). ``players``, when known,
    bounds the cards dealt and what one trick can hold. Wrong types (``harry=True``,
    ``wager=10.0``) raise :class:`TypeError`.
    """
    scoring, rule_set, awards = _checked(
        cards, bid, won, method, awards, allies, wager, harry, rules, player, players, box
    )
    return tally(scoring, cards, bid, won, awards, allies, wager, harry, rule_set, player)


def tally(
    method: Scoring,
    cards: int,
    bid: int,
    won: int,
    awards: Sequence[Award],
    allies: Sequence[Ally],
    wager: int | None,
    harry: int | None,
    rules: RuleSet,
    player: str | None,
) -> Breakdown:
    """:func:`score` without its checks, for a caller that has checked the round itself.

    A :class:`~skrules.round.Round` has checked every bid, card, capture and ability as it was
    played, so a round it scores is one that can happen; :func:`score` checks everything again.
    """
    scored = bid if harry is None else bid + harry
    house = tuple(sorted(h.value for h in rules.house)) if rules.house else ()  # named in the breakdown
    if harry is None and wager is None and not awards and not allies and not house:  # most players' rounds
        if method is _CLASSIC:
            first = bid == 0 and rules.edition.zero_bid_by_round
            item = _first_zero(cards, won) if first else _classic(cards, bid, won, abs(won - bid))
            return Breakdown(method, cards, bid, won, (item,), player)
        return Breakdown(method, cards, bid, won, tuple(_bid_and_bonuses(method, cards, bid, won, (), rules)), player)
    off = abs(won - scored)
    items = [] if harry is None else [_harry(bid, harry)]
    items += _bid_and_bonuses(method, cards, scored, won, [a for a in awards if a.needs_bid], rules)
    items += [_paid_whatever_the_bid(a, rules) for a in awards if not a.needs_bid]
    items += [_alliance(ally, off == 0, player) for ally in allies]
    items += [] if wager is None else [_wager(wager, off)]
    return Breakdown(method, cards, scored, won, tuple(items), player, None if harry is None else bid, house)


def _checked(
    cards: int,
    bid: int,
    won: int,
    method: Scoring | str | None,
    awards: Sequence[Award],
    allies: Sequence[Ally],
    wager: int | None,
    harry: int | None,
    rules: RuleSet | None,
    player: str | None,
    players: int | None,
    box: Box | None,
) -> tuple[Scoring, RuleSet, Sequence[Award]]:
    """Refuse wrong types and impossible rounds before scoring; the scoring, the rule set and the
    awards to score by (the first edition's, under 2013)."""
    _check_types(cards, bid, won, method, awards, allies, wager, harry, rules, player, players, box)
    if rules is not None and rules.edition.own_bonuses:
        awards = first_edition_awards(awards)
    deck_box = box if box is not None else _named_by(rules.box, awards, allies) if rules is not None else _FULLEST
    rules = rules or _BASE_RULES
    scoring = _method(method, rules)
    if scoring is not _CLASSIC and rules.edition.classic_only:
        raise ScoreError(refusal(SC.FIRST_CLASSIC, typed=scoring.value))
    check_round(
        cards,
        bid,
        won,
        awards=awards,
        allies=allies,
        wager=wager,
        harry=harry,
        players=players,
        box=deck_box,
        player=player,
        rules=rules,
    )
    return scoring, rules, awards


def _method(method: Scoring | str | None, rules: RuleSet) -> Scoring:
    """The scoring asked for, else the rule set's: classic, Rascal's grapeshot or cannonball."""
    if method is None:
        return rules.scoring
    try:
        return Scoring(method)
    except ValueError:
        raise ScoreError(refusal(SetupRefusal.SCORING_METHOD, typed=repr(method))) from None


def _harry(bid: int, harry: int) -> Item:
    """Harry the Giant's change of bid, made before scoring (ability.harry)."""
    if harry:
        return _line(RuleId.ABILITY_HARRY, Msg.HARRY_MOVED, pirate=Pirate.HARRY, n=bid, n2=bid + harry)
    return _line(RuleId.ABILITY_HARRY, Msg.HARRY_LEFT, pirate=Pirate.HARRY, n=bid)


def _bid_and_bonuses(
    method: Scoring, cards: int, bid: int, won: int, awards: Sequence[Award], rules: RuleSet
) -> list[Item]:
    """The bid's points and the bonuses that hang on it (score.bid, score.rascal, score.cannonball)."""
    off = abs(won - bid)
    on_miss = rules.has_house(House.BONUS_ON_MISS)
    if method is Scoring.CLASSIC:
        zero_ten = rules.has_house(House.ZERO_MISS_TEN)
        if bid == 0 and rules.edition.zero_bid_by_round:
            first = _first_zero(cards, won)
        else:
            first = _zero_miss_ten(won) if zero_ten and bid == 0 and won else _classic(cards, bid, won, off)
        return [first, *_paid_on_bid(awards, off == 0, RuleId.SCORE_BONUS, on_miss)]
    if method is Scoring.RASCAL:
        return _rascal(cards, off, awards, rules)
    return [_cannonball(cards, off), *_paid_on_bid(awards, off == 0, RuleId.SCORE_CANNONBALL, on_miss)]


def _first_zero(cards: int, won: int) -> Item:
    """The first edition's zero bid: 10 x the round number, which is the cards dealt in its ten rounds (first.zero)."""
    if won == 0:
        return _line(RuleId.FIRST_ZERO, _per(cards, Msg.FIRST_ZERO_MADE_ONE, Msg.FIRST_ZERO_MADE), 10 * cards, n=cards)
    said = _per(cards, Msg.FIRST_ZERO_MISSED_ONE, Msg.FIRST_ZERO_MISSED)
    return _line(RuleId.FIRST_ZERO, said, -10 * cards, n=cards, n2=won)


def _zero_miss_ten(won: int) -> Item:
    """House rule ``zero-miss-ten``: a missed bid of zero loses a fixed 10, not 10 per card dealt."""
    return _line(RuleId.SCORE_ZERO, Msg.ZERO_MISS_TEN, -10, ("house", "zero-miss-ten"), n=won)


def _paid_whatever_the_bid(award: Award, rules: RuleSet) -> Item:
    """An award that needs no made bid: Davy Jones' under ``ruling.davy-needs-bid=always`` (davy.bonus)."""
    return _line(award.rule, Msg.PAID_ANYWAY, award.points, _davy_ruling(award, rules), said=award.what)


def _alliance(ally: Ally, made: bool, player: str | None) -> Item:
    """A Loot alliance pays each ally +20 when both made their bids exactly (score.alliance)."""
    partner = ally.partner
    if partner is None:
        return _unnamed_alliance(ally, made, player)
    if made and ally.made:
        return _line(RuleId.SCORE_ALLIANCE, Msg.ALLIES_MADE, 20, player=partner)
    if made:
        return _line(RuleId.SCORE_ALLIANCE, Msg.ALLY_MISSED, 0, player=partner)
    if player is None:  # the breakdown names nobody: "this player"
        said = Msg.THIS_MISSED if ally.made else Msg.THIS_AND_ALLY_MISSED
        return _line(RuleId.SCORE_ALLIANCE, said, 0, player=partner)
    said = Msg.SELF_MISSED if ally.made else Msg.BOTH_MISSED
    return _line(RuleId.SCORE_ALLIANCE, said, 0, player=partner, player2=player)


def _unnamed_alliance(ally: Ally, made: bool, player: str | None) -> Item:
    """A Loot alliance whose other ally is not named: "the other ally" is in each message, as each language
    says it in its own place (score.alliance)."""
    if made:
        said = Msg.OTHER_ALLY_MADE if ally.made else Msg.OTHER_ALLY_MISSED
        return _line(RuleId.SCORE_ALLIANCE, said, 20 if ally.made else 0)
    if player is None:
        said = Msg.OTHER_THIS_MISSED if ally.made else Msg.OTHER_THIS_AND_ALLY_MISSED
        return _line(RuleId.SCORE_ALLIANCE, said)
    said = Msg.OTHER_SELF_MISSED if ally.made else Msg.OTHER_BOTH_MISSED
    return _line(RuleId.SCORE_ALLIANCE, said, player=player)


def _wager(wager: int, off: int) -> Item:
    """Rascal of Roatan's wager is won on an exact bid and lost otherwise (score.wager)."""
    if off == 0:
        return _line(RuleId.SCORE_WAGER, Msg.WAGER_WON, wager, pirate=Pirate.RASCAL, n=wager)
    return _line(RuleId.SCORE_WAGER, Msg.WAGER_LOST, -wager, pirate=Pirate.RASCAL, n=wager, n2=off)


# ---------------------------------------------------------------------------------- what a round can hold

_FULLEST = RuleSet(modules=FULL_BOX).box
_BASE_RULES = RuleSet()  # frozen: one shared base game for every score() called without rules


def _standard_number(rank: int, black: bool, c: Card) -> bool:
    """Whether ``c`` is a standard numbered card of ``rank``, black or of a colour (bound with ``partial``: it runs
    when a card is asked about, not once when the module loads)."""
    return c.kind is Kind.NUMBER and c.face is Face.STANDARD and c.rank == rank and (c.suit is Suit.BLACK) == black


def _extra_number(rank: int, c: Card) -> bool:
    """Whether ``c`` is one of the Expansion Pack's extra numbered cards of ``rank`` (its 7s and 8s)."""
    return c.kind is Kind.NUMBER and c.face is Face.EXTRA and c.rank == rank


_SEA_MONSTERS = (Kind.KRAKEN, Kind.WHITE_WHALE, Kind.STINGRAY)
# Which cards of the deck each bonus is paid for, and what to call them when there are too few.
_PAID_FOR: Mapping[str, tuple[Callable[[Card], bool], str, str]] = MappingProxyType(
    {
        RuleId.BONUS_FOURTEEN: (
            partial(_standard_number, 14, False),
            "green, purple or yellow 14",
            "green, purple and yellow 14s",
        ),
        RuleId.BONUS_BLACK_FOURTEEN: (partial(_standard_number, 14, True), "black 14", "black 14s"),
        RuleId.BONUS_MERMAID: (lambda c: c.kind is Kind.MERMAID, "Mermaid", "Mermaids"),
        RuleId.BONUS_PIRATE: (
            lambda c: c.kind in (Kind.PIRATE, Kind.TIGRESS),
            "Pirate",
            "Pirates (the Tigress included)",
        ),
        RuleId.BONUS_KING: (lambda c: c.kind is Kind.SKULL_KING, "Skull King", "Skull Kings"),
        RuleId.FIRST_PIRATE: (
            lambda c: c.kind in (Kind.PIRATE, Kind.SCARY_MARY),
            "Pirate",
            "Pirates (Scary Mary counts too)",
        ),
        RuleId.FIRST_KING: (lambda c: c.kind is Kind.SKULL_KING, "Skull King", "Skull Kings"),
        RuleId.CON_BONUS: (lambda c: c.kind is Kind.FIRST_MATE, "First Mate Con", "First Mate Cons"),
        RuleId.EXP_EIGHT: (partial(_extra_number, 8), "expansion 8", "expansion 8s"),
        RuleId.EXP_SEVEN: (partial(_extra_number, 7), "expansion 7", "expansion 7s"),
        RuleId.DAVY_BONUS: (
            lambda c: c.kind in _SEA_MONSTERS,
            "sea monster",
            "sea monsters (Kraken, White Whale, Spotted Stingray)",
        ),
    }
)
_KIND_BY_RULE: dict[str, BonusKind] = {k.rule: k for k in (*BONUS_KINDS.values(), *FIRST_BONUS_KINDS.values())}
CAPTURE_RULES = frozenset(_KIND_BY_RULE) - {RuleId.DAVY_BONUS}


_NAMES_PARTS: Mapping[str, frozenset[Module]] = MappingProxyType(
    {
        RuleId.EXP_EIGHT: frozenset({Module.EXPANSION}),
        RuleId.EXP_SEVEN: frozenset({Module.EXPANSION}),
        RuleId.CON_BONUS: frozenset({Module.FIRST_MATE}),
        # Davy Jones' Locker and the sea monsters it destroyed, unless the deck says which it has.
        RuleId.DAVY_BONUS: frozenset({Module.DAVY, Module.KRAKEN, Module.WHITE_WHALE, Module.STINGRAY}),
    }
)


def _named_by(box: Box, awards: Sequence[Award], allies: Sequence[Ally] = ()) -> Box:
    """The box with the parts the awards' cards come from, as a rule set given for its rulings may not say them."""
    if box.first:
        return box  # the first edition's deck has no other part
    parts = set(box.modules) | ({Module.LOOT} if allies else set())
    for a in awards:
        named = _NAMES_PARTS.get(a.rule, frozenset())
        if a.rule == RuleId.DAVY_BONUS and Module.DAVY in box.modules:
            continue  # the deck says it has the Locker: its sea monsters are the deck's
        parts |= named
    return box if parts == box.modules else RuleSet(modules=frozenset(parts)).box


def bonus_counts(awards: Sequence[Award]) -> dict[str, int]:
    """How many of each kind of bonus the awards add up to, by rule (awards of other rules ignored)."""
    totals: dict[str, int] = {}
    for a in awards:
        if a.rule in _KIND_BY_RULE:
            totals[a.rule] = totals.get(a.rule, 0) + a.points
    out = {}
    for rule, total in totals.items():
        each = _KIND_BY_RULE[rule].points
        if total % each == 0 and total // each > 0:
            out[rule] = total // each
    return out


def deck_copies(box: Box, players: int | None = None, rules: RuleSet | None = None) -> dict[str, int]:
    """How many cards of the deck each bonus can be paid for (Davy Jones' only with his Locker in it).

    With ``players``, less what that table leaves out under ``rules`` (two.cards; None: the defaults).
    """
    return dict(_copies(box, players, rules))


_COPIES: dict[tuple[Box, int | None, bool], Mapping[str, int]] = {}


def _copies(box: Box, players: int | None, rules: RuleSet | None) -> Mapping[str, int]:
    """:func:`deck_copies`, counted once per deck and table: scoring a round reads it on every call."""
    loot_kept = rules is not None and rules.ruling(TwoPlayerLoot) is TwoPlayerLoot.USED
    key = (box, players, loot_kept)
    have = _COPIES.get(key)
    if have is None:
        have = _COPIES[key] = MappingProxyType(_count_copies(box, players, rules))
    return have


def _count_copies(box: Box, players: int | None, rules: RuleSet | None) -> dict[str, int]:
    cards = [c for c in box.cards() if players is None or not left_out(c, players, rules)]
    paid = _PAID_FOR.items() if box.first else [(r, t) for r, t in _PAID_FOR.items() if not r.startswith("first.")]
    out = {rule: sum(1 for c in cards if test(c)) for rule, (test, _, _) in paid}
    out["davy"] = sum(1 for c in cards if c.kind is Kind.DAVY)
    if not out["davy"]:
        out[RuleId.DAVY_BONUS] = 0
    out["loot"] = sum(1 for c in cards if c.kind is Kind.LOOT)
    out["con"] = sum(1 for c in cards if c.kind is Kind.FIRST_MATE)
    return out


def most_cards(players: int | None = None, box: Box | None = None, rules: RuleSet | None = None) -> int:
    """The most cards a set-up deals each player: any variant's largest count, capped for the table when known.

    The cap for eight players is a ruling (``ruling.eight-players``), so the rule set's readings count.
    """
    if players is None:
        return MOST_DEALT
    return _most_cards(players, box or _FULLEST, tuple(rules.choices.items()) if rules is not None else ())


@lru_cache(maxsize=256)
def _most_cards(players: int, box: Box, choices: tuple[tuple[str, Reading], ...]) -> int:
    """:func:`most_cards` for one set-up, kept: a score sheet asks it of every round it scores, and each asks
    every variant's deal."""
    deck_rules = RuleSet(modules=box.modules, choices=dict(choices), edition="2013" if box.first else None)
    try:
        return max(max(schedule(players, deck_rules, v).cards) for v in ((Variant.STANDARD,) if box.first else Variant))
    except DealError as err:
        raise ScoreError(err.message) from None


def _too_many(message: str, rule: str, n: int, have: Mapping[str, int]) -> str:
    """``2 expansion 8s captured, but the deck in use holds 1 expansion 8``: the award as :func:`bonus` words it,
    the cards the deck holds by the words of ``_PAID_FOR`` (each catalogue's ``words``); Davy Jones' bonus in a
    deck without his Locker says that is what it lacks."""
    one, many = _PAID_FOR[rule][1:]
    counted = award_for(_KIND_BY_RULE[rule], n)
    if rule == RuleId.DAVY_BONUS and not have["davy"]:
        return refusal(SC.NO_DAVY, sentence=counted)
    held = have[rule]
    return refusal(message, sentence=counted, n=held, word=one if held == 1 else many, rule=rule)


def check_round(
    cards: int,
    bid: int,
    won: int,
    *,
    awards: Sequence[Award] = (),
    allies: Sequence[Ally] = (),
    wager: int | None = None,
    harry: int | None = None,
    players: int | None = None,
    box: Box | None = None,
    player: str | None = None,
    rules: RuleSet | None = None,
) -> None:
    """Refuse, with a :class:`ScoreError` naming the rule, a player's round that no deal and play can produce.

    Only what is impossible is refused: each bound below holds for every way the round could go.
    """
    box = box or _FULLEST
    _check_dealt(cards, players, box, rules)
    _check_bid_and_won(cards, bid, won)
    abilities = _check_abilities(cards, bid, won, harry, wager, rules or _BASE_RULES)
    _check_captured(awards, won, rules or _BASE_RULES)
    counts = bonus_counts(awards)
    have = _copies(box, players, rules)
    _check_copies(counts, have)
    if box.first:
        counts, have = _as_later_bonuses(counts, have)
    _check_characters(counts, have, harry is not None, wager is not None)
    _check_tricks(counts, won, have, abilities)
    seats = players if players is not None else (rules.edition.max_players if rules is not None else None)
    if seats is not None:  # the table, or the most an edition seats (the first edition's six)
        _check_room(counts, won, seats, [a.partner for a in allies if a.holds_loot and a.partner is not None])
    if len(allies) > have["loot"]:
        raise ScoreError(_too_many_alliances(len(allies), have["loot"], box, players, rules, _ROUND_ALLIANCES))
    _check_ally_self(allies, player)
    _check_own_cards(cards, won, counts, len(allies), rules or _BASE_RULES)


def _check_own_cards(cards: int, won: int, counts: Mapping[str, int], allies: int, rules: RuleSet) -> None:
    """The player's own cards that surely went to tricks others won, against the tricks the player lost:
    Davy Jones' Locker, which never wins, when its player is paid (``ruling.davy-recipient``), and with no
    trick won, the player's own Loot for each alliance (``loot.alliance``)."""
    davy = bool(counts.get(RuleId.DAVY_BONUS)) and rules.ruling(DavyRecipient) is DavyRecipient.DAVY_PLAYER
    loots = allies if won == 0 else 0
    if davy + loots <= cards - won:
        return
    spots = [refusal(SC.OWN_DAVY)] if davy else []
    if loots:
        spots.append(refusal(SC.OWN_LOOT) if loots == 1 else refusal(SC.OWN_LOOTS, n=loots))
    if davy + loots == 1:  # then none is left: one lost trick would have held it
        raise ScoreError(refusal(SC.OWN_CARD, n2=cards, n3=won, spots=spots))
    raise ScoreError(refusal(SC.OWN_CARDS, n=davy + loots, n2=cards, n3=won, n4=cards - won, spots=spots))


def _as_later_bonuses(counts: Mapping[str, int], have: Mapping[str, int]) -> tuple[dict[str, int], dict[str, int]]:
    """The first edition's captures counted as the later rules' (first.pirate as bonus.pirate, first.king as
    bonus.king), so that one set of checks bounds them: the cards play alike, only the points differ."""
    same: dict[str, str] = {RuleId.FIRST_PIRATE: RuleId.BONUS_PIRATE, RuleId.FIRST_KING: RuleId.BONUS_KING}
    counted = {same.get(rule, rule): n for rule, n in counts.items()}
    return counted, {**have, RuleId.BONUS_PIRATE: have[RuleId.FIRST_PIRATE]}


def _check_dealt(cards: int, players: int | None, box: Box, rules: RuleSet | None) -> None:
    """A round deals 1 to the most cards any variant deals, capped for the table when known (setup.deal, setup.cap)."""
    most = most_cards(players, box, rules)
    if not 1 <= cards <= most:
        if players is None:
            raise ScoreError(refusal(SC.DEALT, n=cards, n2=most))
        raise ScoreError(refusal(SC.DEALT_TABLE, n=cards, n2=most, n3=players))


def bid_in_range(bid: int, cards: int) -> bool:
    """Whether ``bid`` is a bid in a round dealing ``cards``: a number of tricks from 0 to the cards dealt
    (bid.range). The one statement of the range: the round, the score sheets, the pads and the table ask it."""
    return 0 <= bid <= cards


def _check_bid_and_won(cards: int, bid: int, won: int) -> None:
    """A bid is 0 to the cards dealt (bid.range); a round has as many tricks as cards dealt (setup.deal)."""
    if not bid_in_range(bid, cards):
        raise ScoreError(refusal(SC.BID_ONE, n=bid) if cards == 1 else refusal(SC.BID, n=bid, n2=cards))
    if not 0 <= won <= cards:
        raise ScoreError(refusal(SC.WON_ONE, n=won) if cards == 1 else refusal(SC.WON, n=won, n2=cards))


def _check_abilities(
    cards: int, bid: int, won: int, harry: int | None, wager: int | None, rules: RuleSet
) -> list[Pirate]:
    """Harry the Giant's change and Rascal of Roatan's wager as some play can bring them: values each allows,
    an edition with the abilities, a trick won for each, Rascal's not after the last trick; returns the Pirates."""
    _check_edition_abilities(harry, wager, rules)
    if harry is not None:
        _check_harry(cards, bid, harry)
    if wager is not None and wager not in WAGERS:
        raise ScoreError(refusal(SC.RASCAL, pirate=Pirate.RASCAL, typed=repr(wager)))
    used = _check_unlocked(won, harry, wager)
    if wager is not None and cards == 1:
        _check_last_trick_wager(rules)
    return used


def _check_edition_abilities(harry: int | None, wager: int | None, rules: RuleSet) -> None:
    """The first edition (2013) has no pirate abilities: they came with the 2018 Legendary Expansion."""
    if rules.edition.abilities or (harry is None and wager is None):
        return
    year = rules.edition.value
    if harry is not None and wager is not None:
        raise ScoreError(refusal(SC.FIRST_BOTH, typed=year, pirate=Pirate.HARRY, pirate2=Pirate.RASCAL))
    if harry is not None:
        raise ScoreError(refusal(SC.FIRST_HARRY, typed=year, pirate=Pirate.HARRY))
    raise ScoreError(refusal(SC.FIRST_RASCAL, typed=year, pirate=Pirate.RASCAL))


def after_last_trick(pirate: Pirate, rules: RuleSet) -> bool:
    """Whether a Pirate's ability may still be used after the round's last trick: Harry the Giant's always,
    Rascal of Roatan's wager under ``ruling.last-trick-ability=harry-or-rascal`` (the 2018 printable)."""
    return pirate is Pirate.HARRY or (
        pirate is Pirate.RASCAL and rules.ruling(LastTrickAbility) is LastTrickAbility.HARRY_OR_RASCAL
    )


def _check_last_trick_wager(rules: RuleSet) -> None:
    """Rascal's wager is made straight after the trick he won; in a round of 1 card that trick is the last."""
    if not after_last_trick(Pirate.RASCAL, rules):
        raise ScoreError(refusal(SC.WAGER_LAST, pirate=Pirate.RASCAL, typed=str(rules.ruling(LastTrickAbility))))


def _check_harry(cards: int, bid: int, harry: int) -> None:
    """Harry the Giant moves the bid by -1, 0 or +1, and the new bid is still a bid (ability.harry, bid.range)."""
    if harry not in HARRY_CHANGES:
        raise ScoreError(refusal(SC.HARRY, pirate=Pirate.HARRY, typed=repr(harry)))
    new = bid + harry
    if not bid_in_range(new, cards):
        if cards == 1:
            raise ScoreError(refusal(SC.HARRY_MOVE_ONE, pirate=Pirate.HARRY, n=bid, n2=new))
        raise ScoreError(refusal(SC.HARRY_MOVE, pirate=Pirate.HARRY, n=bid, n2=new, n3=cards))


def _check_unlocked(won: int, harry: int | None, wager: int | None) -> list[Pirate]:
    """A Pirate's ability is unlocked by winning a trick with it (ability.unlock); returns the Pirates used."""
    used = [p for p, given in ((Pirate.HARRY, harry), (Pirate.RASCAL, wager)) if given is not None]
    if used and won == 0:
        if len(used) == 2:
            raise ScoreError(refusal(SC.UNLOCKED_BOTH, pirate=Pirate.HARRY, pirate2=Pirate.RASCAL))
        raise ScoreError(refusal(SC.UNLOCKED_HARRY if harry is not None else SC.UNLOCKED_RASCAL, pirate=used[0]))
    return used


def _check_captured(awards: Sequence[Award], won: int, rules: RuleSet) -> None:
    """Only the winner of a trick captures its cards (bonus.capture); Davy Jones' +20 goes to the winner too
    under ``ruling.davy-recipient=winner``."""
    captures: list[str] = sorted({a.rule for a in awards if a.rule in CAPTURE_RULES})
    reading = rules.ruling(DavyRecipient)
    if reading is DavyRecipient.WINNER and any(a.rule == RuleId.DAVY_BONUS for a in awards):
        captures.append(cite(RuleId.DAVY_BONUS, *reading.cited))
    if captures and won == 0:
        raise ScoreError(refusal(SC.CAPTURED, typeds=captures))


def _check_copies(counts: Mapping[str, int], have: Mapping[str, int]) -> None:
    """No bonus is paid for more cards than the deck in use holds (box.copies)."""
    for rule, n in counts.items():
        if n > have[rule]:
            raise ScoreError(_too_many(SC.COPIES, rule, n, have))


def _check_ally_self(allies: Sequence[Ally], player: str | None) -> None:
    """A Loot alliance is between two players (loot.none)."""
    if player is not None and any(a.partner == player for a in allies):
        raise ScoreError(refusal(SC.ALLY_SELF, player=player))


def alliance_past_won(won: Mapping[str, int], alliances: Sequence[tuple[str, str]]) -> tuple[int, str] | None:
    """The first Loot alliance that the tricks won cannot make, as its index in ``alliances`` and the refusal
    saying why; None when every one can be made (loot.alliance).

    ``won`` is each player's tricks won, ``alliances`` the round's alliances as pairs of players, in the order
    they are written. A Loot allies its player with the winner of its trick, never with its own player
    (loot.none), and each player plays one card a trick (play.order; the Last Volley's second card follows
    the Volley itself): a trick makes at most one alliance between two players, and only a trick one of them
    won. So two players are allied at most as often as one of them won a trick, and never when neither won
    one. No least number is asked: a Loot's alliance may go unwritten. The Rulings page derives it.
    """
    made: dict[frozenset[str], int] = {}
    for at, (player, partner) in enumerate(alliances):
        pair = frozenset((player, partner))
        made[pair] = made.get(pair, 0) + 1
        tricks = won.get(player, 0) + won.get(partner, 0)
        if made[pair] > tricks:
            if tricks == 0:
                return at, refusal(SC.LOOT_NO_TRICK, player=player, player2=partner)
            return at, refusal(SC.LOOT_TRICKS, n=made[pair], player=player, player2=partner, n2=tricks)
    return None


def check_allies_won(won: Mapping[str, int], alliances: Sequence[tuple[str, str]]) -> None:
    """Refuse, with a :class:`ScoreError`, Loot alliances the tricks won cannot make (loot.alliance), as
    :func:`alliance_past_won` finds them; a caller that must say where the alliance is written asks that instead."""
    past = alliance_past_won(won, alliances)
    if past is not None:
        raise ScoreError(past[1])


def check_row(
    awards: Mapping[str, Sequence[Award]],
    *,
    harry: Sequence[str] = (),
    rascal: Sequence[str] = (),
    alliances: int = 0,
    players: int | None = None,
    box: Box | None = None,
    rules: RuleSet | None = None,
) -> None:
    """Refuse a round whose players' bonuses together need more cards than the deck holds.

    ``awards`` are each player's; ``harry`` and ``rascal`` the players who used those abilities;
    ``alliances`` the Loot alliances made. Each card plays once a round, for one player.
    """
    per, have = _row_counts(awards, box or _FULLEST, players, rules)
    for rule in _PAID_FOR:
        n = sum(c.get(rule, 0) for c in per.values())
        if n > have.get(rule, 0):
            raise ScoreError(_too_many(SC.ROW_COPIES, rule, n, have))
    total = {rule: sum(c.get(rule, 0) for c in per.values()) for rule in _PAID_FOR}
    _check_characters(total, have, harry=bool(harry), rascal=bool(rascal))
    for rule, many in ((RuleId.DAVY_BONUS, SC.DAVY_MANY), (RuleId.BONUS_PIRATE, SC.KING_MANY)):
        paid = [p for p, c in per.items() if c.get(rule)]
        if len(paid) > 1:
            raise ScoreError(refusal(many, players=paid[:-1], player=paid[-1]))
    for who, pirate in ((harry, Pirate.HARRY), (rascal, Pirate.RASCAL)):
        if len(who) > 1:
            raise ScoreError(refusal(SC.ABILITY_MANY, pirate=pirate, players=list(who[:-1]), player=who[-1]))
    if alliances > have["loot"]:
        raise ScoreError(_too_many_alliances(alliances, have["loot"], box or _FULLEST, players, rules, _ROW_ALLIANCES))


# the refusals of too many Loot alliances, for one alliance and for more: a player's round's, a round's of a sheet
_ROUND_ALLIANCES = (SC.ALLIANCE_ONE, SC.ALLIANCES)
_ROW_ALLIANCES = (SC.ROW_ALLIANCE_ONE, SC.ROW_ALLIANCES)


def _too_many_alliances(
    alliances: int, loot: int, box: Box, players: int | None, rules: RuleSet | None, said: tuple[str, str]
) -> str:
    """More Loot alliances than the deck in use has Loot cards (box.copies), each making one: the two-player
    game's own reason when it left the Loot out of a deck that has it (two.cards)."""
    if loot == 0 and players == 2 and _copies(box, None, rules)["loot"]:
        return refusal(SC.TWO_LOOT)
    return refusal(said[0], n=loot) if alliances == 1 else refusal(said[1], n=alliances, n2=loot)


def _row_counts(
    awards: Mapping[str, Sequence[Award]], box: Box, players: int | None, rules: RuleSet | None
) -> tuple[dict[str, dict[str, int]], Mapping[str, int]]:
    """Each player's bonus counts and the deck's copies, the first edition's counted as the later rules'."""
    have = _copies(box, players, rules)
    per = {p: bonus_counts(a) for p, a in awards.items()}
    if box.first:
        return {p: _as_later_bonuses(c, have)[0] for p, c in per.items()}, _as_later_bonuses({}, have)[1]
    return per, have


def _check_characters(counts: Mapping[str, int], have: Mapping[str, int], harry: bool, rascal: bool) -> None:
    """The Skull King, the Mermaids and the Pirates each play once a round, in one role."""
    pirates, king, mermaids = (
        counts.get(RuleId.BONUS_PIRATE, 0),
        counts.get(RuleId.BONUS_KING, 0),
        counts.get(RuleId.BONUS_MERMAID, 0),
    )
    if pirates and king:
        raise ScoreError(refusal(SC.KING_BOTH))
    if king and mermaids + king > have[RuleId.BONUS_MERMAID]:
        held = have[RuleId.BONUS_MERMAID]
        one = mermaids == 1
        raise ScoreError(refusal(SC.MERMAID_KING, n=held) if one else refusal(SC.MERMAIDS_KING, n=mermaids, n2=held))
    # Harry and Rascal won their tricks (or went to First Mate Con), and a Mermaid bonus needs a Pirate
    # that won its trick: none of these was taken by the Skull King.
    kept = max(int(harry) + int(rascal), 1 if mermaids else 0)
    if pirates and pirates + kept > have[RuleId.BONUS_PIRATE]:
        # kept is at least 1 here: the Pirates' own count was checked against the deck before
        why = SC.PIRATES_KEPT_BOTH if mermaids else SC.PIRATES_KEPT_ABILITY
        raise ScoreError(
            refusal(why if harry or rascal else SC.PIRATES_KEPT_MERMAID, n=pirates, n2=have[RuleId.BONUS_PIRATE])
        )


# The bonuses paid in a trick no Pirate wins, each with why; then the Mermaid bonus's and the abilities' words.
_NO_PIRATE_TRICKS = (
    (RuleId.BONUS_PIRATE, SC.NO_PIRATE_KING),
    (RuleId.BONUS_KING, SC.NO_PIRATE_MERMAID),
    (RuleId.CON_BONUS, SC.NO_PIRATE_CON),
)
_ABILITY_WORDS = {Pirate.HARRY: "Harry the Giant's change", Pirate.RASCAL: "Rascal of Roatan's wager"}
_MANY_WORDS = {
    RuleId.BONUS_PIRATE: "the Pirates taken by the Skull King",
    RuleId.BONUS_MERMAID: "the Mermaids taken by a Pirate",
}


def _tricks_needed(counts: Mapping[str, int], abilities: Sequence[Pirate], need: int, won: int) -> ScoreError:
    """``a Pirate taken by the Skull King and a Mermaid taken by a Pirate need 2 tricks won, not 1: ...``: the
    bonuses and abilities given, each reason a trick of its own is needed, and only their rules."""
    given = [(rule, why) for rule, why in _NO_PIRATE_TRICKS if counts.get(rule)]
    if counts.get(RuleId.BONUS_MERMAID):
        given.append((RuleId.BONUS_MERMAID, SC.PIRATE_MERMAID))
    words = [_KIND_BY_RULE[rule].one if counts[rule] == 1 else _MANY_WORDS[rule] for rule, _ in given]
    spots = [refusal(why) for _, why in given]
    rules: list[str] = [rule for rule, _ in given]
    if abilities:
        words += [_ABILITY_WORDS[p] for p in abilities]
        spots.append(refusal(SC.PIRATE_ABILITY))
        rules.append(RuleId.ABILITY_UNLOCK)
    return ScoreError(refusal(SC.TRICKS_NEEDED, words=words, n=need, n2=won, spots=spots, typeds=rules))


def _check_tricks(counts: Mapping[str, int], won: int, have: Mapping[str, int], abilities: Sequence[Pirate]) -> None:
    """Bonuses and abilities that need tricks of their own."""
    king_trick = _king_trick(counts)
    # The Skull King's trick (or the one where Con is taken, won by the Skull King or a Mermaid) is never
    # a trick a Pirate won: not a Mermaid bonus, nor one unlocking Harry's or Rascal's ability. First Mate
    # Con may capture both Pirates in one trick.
    pirate_tricks = min(len(abilities), 1) if have["con"] else len(abilities)
    other = max(1 if counts.get(RuleId.BONUS_MERMAID) else 0, pirate_tricks)
    if king_trick + other > won:
        raise _tricks_needed(counts, abilities, king_trick + other, won)


def _king_trick(counts: Mapping[str, int]) -> int:
    """1 if a bonus needs the Skull King's trick (or the one where Con is taken), else 0."""
    king = counts.get(RuleId.BONUS_PIRATE) or counts.get(RuleId.BONUS_KING) or counts.get(RuleId.CON_BONUS)
    return 1 if king else 0


def _check_room(counts: Mapping[str, int], won: int, players: int, looted: Sequence[str]) -> None:
    """The cards the tricks won must hold: the captures, the cards that won them and each Loot surely played
    into them (``looted``: its players, who won no trick)."""
    size = hands(players)
    ghost = size > players  # Graybeard's ghost plays too
    for rule, alone, with_ghost in (
        (RuleId.BONUS_PIRATE, SC.ONE_KING, SC.ONE_KING_GHOST),
        (RuleId.DAVY_BONUS, SC.ONE_LOCKER, SC.ONE_LOCKER_GHOST),
    ):
        n = counts.get(rule, 0)
        if n > size - 1:
            raise ScoreError(refusal(with_ghost if ghost else alone, n=n, n2=size, n3=players))
    cards = sum(n for rule, n in counts.items() if rule in CAPTURE_RULES)
    # the cards that won them: the Skull King (or the Mermaid that took it), the Pirate that took a Mermaid
    winners = _king_trick(counts) + (1 if counts.get(RuleId.BONUS_MERMAID) else 0)
    if cards + winners > won * size:
        raise _too_full(_CAPTURED[bool(winners), won != 1, ghost], cards, won, size, players)
    if won and cards + winners + len(looted) > won * size:  # with no trick won the alliance is refused itself
        # loot.alliance: a Loot allies its player with the winner of its trick, where it stays
        raise _too_full(_LOOT_CARDS[won != 1, ghost], cards + winners + len(looted), won, size, players, players=looted)


def _too_full(message: str, n: int, won: int, size: int, seats: int, /, **values: object) -> ScoreError:
    """More cards than the tricks won hold: one trick won and several are messages of their own."""
    if won == 1:
        return ScoreError(refusal(message, n=n, n2=size, n3=seats, **values))
    return ScoreError(refusal(message, n=n, n2=won, n3=size, n4=seats, **values))


_LOOT_CARDS = {  # (several tricks won, Graybeard's ghost plays): the refusal counting a Loot of one who won none
    (False, False): SC.LOOT_CARDS_IN_ONE,
    (False, True): SC.LOOT_CARDS_IN_ONE_GHOST,
    (True, False): SC.LOOT_CARDS_IN,
    (True, True): SC.LOOT_CARDS_IN_GHOST,
}
_CAPTURED = {  # (besides the cards that won them, several tricks won, Graybeard's ghost plays): the refusal
    (False, False, False): SC.CAPTURED_CARDS_IN_ONE,
    (False, False, True): SC.CAPTURED_CARDS_IN_ONE_GHOST,
    (False, True, False): SC.CAPTURED_CARDS_IN,
    (False, True, True): SC.CAPTURED_CARDS_IN_GHOST,
    (True, False, False): SC.CAPTURED_CARDS_BESIDES_IN_ONE,
    (True, False, True): SC.CAPTURED_CARDS_BESIDES_IN_ONE_GHOST,
    (True, True, False): SC.CAPTURED_CARDS_BESIDES_IN,
    (True, True, True): SC.CAPTURED_CARDS_BESIDES_IN_GHOST,
}


def _davy_ruling(a: Award, rules: RuleSet) -> tuple[str, str] | tuple[()]:
    if a.rule == RuleId.DAVY_BONUS:
        return rules.ruling(DavyNeedsBid).cited
    return ()


def _line(
    rule: RuleId, message: Message, points: int = 0, cited: tuple[str, str] | tuple[()] = (), **values: Value
) -> Item:
    """A breakdown's line said from its message: its English text remembers the message and values."""
    return Item(rule, english(message, values), points, *cited)


def _per(count: int, one: Message, many: Message) -> Message:
    """The message for one card or trick, or for several: each language says its plural its own way."""
    return one if count == 1 else many


def _classic(cards: int, bid: int, won: int, off: int) -> Item:
    if bid == 0:
        if won == 0:
            return _line(RuleId.SCORE_ZERO, _per(cards, Msg.ZERO_MADE_ONE, Msg.ZERO_MADE), 10 * cards, n=cards)
        said = _per(cards, Msg.ZERO_MISSED_ONE, Msg.ZERO_MISSED)
        return _line(RuleId.SCORE_ZERO, said, -10 * cards, n=cards, n2=won)
    if off == 0:
        return _line(RuleId.SCORE_BID, _per(bid, Msg.BID_MADE_ONE, Msg.BID_MADE), 20 * bid, n=bid)
    return _line(RuleId.SCORE_MISS, _per(off, Msg.BID_MISSED_ONE, Msg.BID_MISSED), -10 * off, n=bid, n2=won, n3=off)


def _forfeit(awards: Sequence[Award]) -> list[Sentence]:
    """``+10 for a green, purple or yellow 14 captured``: each bonus not paid, with its points."""
    return [english(Msg.FORFEIT, {"score": a.points, "said": a.what}) for a in awards]


def _paid_on_bid(awards: Sequence[Award], made: bool, rule: RuleId, on_miss: bool = False) -> list[Item]:
    """The bonuses, paid on a made bid; ``on_miss`` is the house rule ``bonus-on-miss``, which pays them anyway."""
    if not awards:
        return []
    if made:
        head = _line(rule, Msg.BONUSES_PAID)
        return [head, *(Item(a.rule, a.what, a.points) for a in awards)]
    if on_miss:
        head = _line(rule, Msg.BONUSES_HOUSE, 0, ("house", "bonus-on-miss"))
        return [head, *(Item(a.rule, a.what, a.points) for a in awards)]
    return [_line(rule, Msg.BONUSES_LOST, saids=_forfeit(awards))]


def _rascal(cards: int, off: int, awards: Sequence[Award], rules: RuleSet) -> list[Item]:
    potential = 10 * cards
    if off == 0:
        items = [_line(RuleId.SCORE_RASCAL, _per(cards, Msg.HIT_ONE, Msg.HIT), potential, n=cards)]
        if awards:
            items.append(_line(RuleId.SCORE_RASCAL_BONUS, Msg.HIT_BONUSES))
            items += [Item(a.rule, a.what, a.points) for a in awards]
        return items
    if off == 1:
        items = [_line(RuleId.SCORE_RASCAL, _per(cards, Msg.GLANCE_ONE, Msg.GLANCE), potential // 2, n=cards)]
        if awards:
            total = sum(a.points for a in awards)
            half, rounded = _half(total, rules)
            cited = rules.ruling(RascalHalves).cited if rounded else ()
            forfeit = _forfeit(awards)
            items.append(
                _line(
                    RuleId.SCORE_RASCAL_BONUS, Msg.GLANCE_BONUSES, half, cited, score=total, saids=forfeit, score2=half
                )
            )
        return items
    items = [_line(RuleId.SCORE_RASCAL, Msg.COMPLETE_MISS, 0, n=cards, n2=off)]  # off by 2 or more: cards >= 2
    if awards:
        items.append(_line(RuleId.SCORE_RASCAL_BONUS, Msg.MISS_BONUSES, saids=_forfeit(awards)))
    return items


def _half(total: int, rules: RuleSet) -> tuple[int, bool]:
    """Half of a bonus total, and whether it had to be rounded (an odd total)."""
    if total % 2 == 0:
        return total // 2, False
    toward_zero = abs(total) // 2
    magnitude = toward_zero if rules.ruling(RascalHalves) is RascalHalves.TOWARD_ZERO else toward_zero + 1
    return (magnitude if total > 0 else -magnitude), True


def _cannonball(cards: int, off: int) -> Item:
    if off == 0:
        return _line(RuleId.SCORE_CANNONBALL, _per(cards, Msg.CANNONBALL_ONE, Msg.CANNONBALL), 15 * cards, n=cards)
    return _line(RuleId.SCORE_CANNONBALL, Msg.CANNONBALL_OFF, 0, n=off)


# ---------------------------------------------------------------------------------- a game's table


@dataclass(frozen=True)
class ScoreTable:
    """Rounds of scores added up: running totals, the leader, and a tie at the end of the game.

    ``planned`` is the number of rounds the game has (its deal schedule), when known; the game
    is over once that many rounds are scored.
    """

    players: tuple[str, ...]
    rounds: tuple[Mapping[str, Breakdown], ...] = ()
    planned: int | None = None
    labels: tuple[str, ...] = field(default=())  # a name per round ("1", "2", ...) when not numbered
    tie_rule: GameTie = GameTie.ANOTHER_ROUND  # what a tie at the end does (ruling.game-tie)

    def __post_init__(self) -> None:
        for r, row in enumerate(self.rounds, 1):
            if set(row) != set(self.players):
                raise ScoreError(
                    f"round {r} scores {', '.join(sorted(row)) or 'nobody'}, "
                    f"but the players are {', '.join(self.players)}"
                )

    def round_totals(self) -> list[dict[str, int]]:
        return [{p: row[p].total for p in self.players} for row in self.rounds]

    @cached_property
    def _running(self) -> tuple[dict[str, int], ...]:
        """The totals after each round, added up once (a table is immutable); copies are handed out."""
        out: list[dict[str, int]] = []
        sums = dict.fromkeys(self.players, 0)
        for row in self.round_totals():
            sums = {p: sums[p] + row[p] for p in self.players}
            out.append(sums)
        return tuple(out)

    def running(self) -> list[dict[str, int]]:
        """The totals after each round."""
        return [dict(sums) for sums in self._running]

    def totals(self) -> dict[str, int]:
        return dict(self._running[-1]) if self.rounds else dict.fromkeys(self.players, 0)

    @cached_property
    def leaders(self) -> tuple[str, ...]:
        totals = self._running[-1] if self.rounds else dict.fromkeys(self.players, 0)
        best = max(totals.values())
        return tuple(p for p in self.players if totals[p] == best)

    @property
    def complete(self) -> bool:
        return self.planned is not None and len(self.rounds) >= self.planned

    @property
    def tie(self) -> bool:
        """The game is over and more than one player has the highest total."""
        return self.complete and len(self.leaders) > 1

    @property
    def winner(self) -> str | None:
        return self.leaders[0] if self.complete and not self.tie else None

    @property
    def trace(self) -> Trace:
        tr = Trace()
        totals = self.totals()
        names, leader = self.leaders, self.leaders[0]  # said as one leader, or several
        best = totals[self.leaders[0]]
        if not self.rounds:  # nobody leads a game not begun
            said = _per(self.planned, Msg.NO_ROUND_OF_ONE, Msg.NO_ROUND_OF) if self.planned else Msg.NO_ROUND
            tr.add(RuleId.GAME_END, said, n2=self.planned or 0)
        elif not self.complete:
            one = len(self.leaders) == 1
            if self.planned:
                said = Msg.LEADS_OF if one else Msg.LEAD_OF
            elif one:
                said = _per(len(self.rounds), Msg.LEADS_AFTER_ONE, Msg.LEADS_AFTER)
            else:
                said = _per(len(self.rounds), Msg.LEAD_AFTER_ONE, Msg.LEAD_AFTER)
            tr.add(RuleId.GAME_END, said, n=len(self.rounds), n2=self.planned or 0, n3=best, names=names, player=leader)
        elif self.tie:
            tr.add(RuleId.GAME_END, Msg.TIED, n3=best, names=names, player=leader)
            said = Msg.SHARED_WIN if self.tie_rule is GameTie.SHARED else Msg.TIE_ROUND
            tr.add(RuleId.GAME_TIE, said, ruling=self.tie_rule.cited, names=names)
        else:
            tr.add(RuleId.GAME_END, Msg.GAME_WON, n3=best, names=names, player=leader)
        return tr

    def as_dict(self) -> dict[str, object]:
        running = self.running()
        return {
            "players": list(self.players),
            "rounds": [
                {
                    "round": self._label(r),
                    "cards": next(iter(row.values())).cards,
                    "scores": {p: row[p].as_dict() for p in self.players},
                    "totals": running[r],
                }
                for r, row in enumerate(self.rounds)
            ],
            "totals": self.totals(),
            "planned_rounds": self.planned,
            "complete": self.complete,
            "leaders": list(self.leaders),
            "winner": self.winner,
            "tie": self.tie,
            "trace": self.trace.as_list(),
        }

    def _label(self, r: int) -> str:
        return self.labels[r] if r < len(self.labels) else str(r + 1)

    def lines(self, word: Callable[[str], str] = str) -> list[str]:
        """The running table as lines of text, as every language writes it (``word`` says its headings): a
        round's score then the total so far in brackets, each column right-aligned by its width on screen."""
        running = self.running()
        rows = [[word("Round"), word("Cards"), *self.players]]
        for r, row in enumerate(self.rounds):
            scores = [f"{points(row[p].total)} ({running[r][p]})" for p in self.players]
            rows.append([self._label(r), str(next(iter(row.values())).cards), *scores])
        totals = self.totals()
        rows.append([word("Total"), "", *(str(totals[p]) for p in self.players)])
        widths = [max(cells(cell) for cell in column) for column in zip(*rows, strict=True)]
        return ["  ".join(" " * (w - cells(c)) + c for c, w in zip(row, widths, strict=True)) for row in rows]

    def as_text(self) -> str:
        """The running table, then who leads or won."""
        return "\n".join([*self.lines(), "", *(f"[{s.rule}] {s.text}" for s in self.trace)])
