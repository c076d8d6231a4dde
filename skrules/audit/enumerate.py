"""Every trick of up to N cards over a deck, one representative per class of exact symmetry.

A *raw* trick is a trick as the notation writes it: its cards in play order, each with its
declaration (the Tigress as Pirate or Escape, a 0/14 card as 0 or 14, the Wild 15's named suit,
Walk the Plank's target, the Last Volley's extra card). Copies of a card look the same on paper,
so ``escape escape`` is one raw trick; :attr:`TrickClass.physical` also counts which copy is
which. Raw tricks fall into classes that the rules cannot tell apart:

* green, purple and yellow are interchangeable (black is trump): a class names them by first
  appearance, so the first of them played is written green;
* the five base Pirates are interchangeable when the Pirates' abilities are not played;
* only the order of the numbers and their ties matter (the White Whale and the Spotted Stingray
  compare numbers across suits, so the order is over the whole trick); the numbers whose face
  earns a bonus (a 14, the Expansion Pack's 7s, 8s and 0/14 cards) keep their face.

A class is built card by card: a number goes into the order of the numbers so far as a new
value between two others or equal to one, so each order is built exactly once and no class
needs de-duplicating. :attr:`TrickClass.raw` counts the raw tricks it stands for, so totals are
exact. The engine may still refuse a class's trick (a Wild 15 that must name its suit, a Plank
aimed at the Tigress under ``ruling.plank-tigress=no``); the audit counts those apart.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from math import perm

from ..cards import Kind
from ..rules import RuleSet

__all__ = [
    "LADDER_RULINGS",
    "Num",
    "Special",
    "TrickClass",
    "brute_force",
    "canonical",
    "classes",
    "deck_of",
    "extensions",
]

# The rulings that the ladder and the trick consult: the readings that can change a trick.
LADDER_RULINGS = (
    "lead-after-escape",
    "character-lead",
    "kraken-leader",
    "kraken-nobody-leader",
    "monster-discard-leader",
    "removed-lead",
    "con-triangle",
    "plank-tigress",
    "plank-monster",
    "davy-recipient",
    "davy-needs-bid",
    "discard-captures",
)

PIRATES = ("rosie", "bendt", "rascal", "juanita", "harry")  # interchangeable without abilities
SUITS = "gpy"  # the interchangeable suits, named by first appearance
PINNED = {"14": 14, "7x": 7, "8x": 8, "0x": 0, "14x": 14}  # number kinds whose face is fixed
PLAIN = "n"  # a base number from 1 to 13


class Special:
    """A special card as played: its box key and its declaration (``tigress:pirate``)."""

    __slots__ = ("decl", "key")

    def __init__(self, key: str, decl: str | None = None) -> None:
        self.key, self.decl = key, decl

    def text(self) -> str:
        if self.key == "pirate":
            return PIRATES[int(self.decl or 0)]
        if self.key == "wild15" and self.decl is not None:
            return f"wild15:{SUITS[int(self.decl)]}"
        return self.key if self.decl is None else f"{self.key}:{self.decl}"

    def __repr__(self) -> str:
        return f"Special({self.key!r}, {self.decl!r})"


class Num:
    """A numbered card: its suit (``b`` or the n-th interchangeable suit, 0..2), kind and level.

    ``level`` is its place among the trick's distinct numbers (0 the lowest); ``kind`` is ``n``
    for a base 1..13, ``14`` for a base 14, or an Expansion face (``7x``, ``8x``, ``0x``, ``14x``).
    """

    __slots__ = ("kind", "level", "suit")

    def __init__(self, suit: str | int | None, kind: str, level: int) -> None:
        self.suit, self.kind, self.level = suit, kind, level

    def __repr__(self) -> str:
        return f"Num({self.suit!r}, {self.kind!r}, {self.level!r})"


Token = Special | Num


class Deck:
    """What the enumeration draws from: special cards with their copies, number kinds, seats."""

    __slots__ = ("copies", "kinds", "rules", "specials")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        copies: dict[str, int] = {}
        kinds = ["n", "14"]
        for card in rules.box.cards():
            key = str(card)
            if key == "wild15":
                copies[key] = 1
            elif card.kind is Kind.NUMBER:
                face = key[1:]
                if face.endswith("x") and face not in kinds:
                    kinds.append(face)
                    if face == "14x":
                        kinds.append("0x")
            elif key in PIRATES:
                copies["pirate"] = copies.get("pirate", 0) + 1
            else:
                copies[key] = copies.get(key, 0) + 1
        self.copies, self.kinds = copies, tuple(kinds)
        self.specials = tuple(_declared(key) for key in copies)


def _declared(key: str) -> list[Special]:
    if key == "tigress":
        return [Special(key, "pirate"), Special(key, "escape")]
    return [Special(key)]


@cache
def deck_of(rules: RuleSet) -> Deck:
    return Deck(rules)


class TrickClass:
    """One class of tricks: the tokens of its representative, and how many tricks it stands for."""

    __slots__ = ("physical", "raw", "tokens")

    def __init__(self, tokens: tuple[str, ...], raw: int, physical: int) -> None:
        self.tokens, self.raw, self.physical = tokens, raw, physical

    def __repr__(self) -> str:
        return f"TrickClass({' '.join(self.tokens)!r}, raw={self.raw}, physical={self.physical})"


# ------------------------------------------------------------------------- building classes


def extensions(deck: Deck, prefix: Sequence[Token]) -> Iterator[list[Token]]:
    """Every class one card longer than ``prefix`` (itself a class in the making)."""
    used = _used(prefix)
    suits = _suits(prefix)
    fresh = range(min(suits + 1, 3))  # the suits named so far, and the next one
    for group in deck.specials:
        key = group[0].key
        if used.get(key, 0) >= deck.copies[key]:
            continue
        if key == "pirate":  # the next Pirate is named by first appearance
            yield [*prefix, Special("pirate", str(used.get(key, 0)))]
        elif key == "wild15":
            yield from ([*prefix, Special(key, None if s is None else str(s))] for s in (None, *fresh))
        else:
            yield from ([*prefix, sp] for sp in group)
    levels = 1 + max((t.level for t in prefix if isinstance(t, Num)), default=-1)
    for suit in ("b", *fresh):
        for kind in deck.kinds:
            for slot in range(2 * levels + 1):  # even: a new value below level slot//2; odd: equal
                grown = _insert(prefix, suit, kind, slot)
                if _possible(grown):
                    yield grown


def _used(prefix: Sequence[Token]) -> dict[str, int]:
    used: dict[str, int] = {}
    for t in prefix:
        if isinstance(t, Special):
            used[t.key] = used.get(t.key, 0) + 1
    return used


def _suits(prefix: Sequence[Token]) -> int:
    """How many interchangeable suits the prefix names (numbers, and a Wild 15's named suit)."""
    named = {t.suit for t in prefix if isinstance(t, Num) and isinstance(t.suit, int)}
    named |= {int(t.decl) for t in prefix if isinstance(t, Special) and t.key == "wild15" and t.decl is not None}
    return len(named)


def _insert(prefix: Sequence[Token], suit: str | int, kind: str, slot: int) -> list[Token]:
    level, new = slot // 2, slot % 2 == 0
    out: list[Token] = []
    for t in prefix:
        if isinstance(t, Num) and new and t.level >= level:
            t = Num(t.suit, t.kind, t.level + 1)
        out.append(t)
    out.append(Num(suit, kind, level))
    return out


def _possible(tokens: Sequence[Token]) -> bool:
    """No physical card twice, and the order of the numbers can be given values."""
    seen: set[tuple[object, ...]] = set()
    for t in tokens:
        if isinstance(t, Num):
            card = (t.suit, "x" if t.kind in ("0x", "14x") else t.kind, t.level if t.kind == PLAIN else 0)
            if card in seen:
                return False
            seen.add(card)
    return _values(_level_shape(tokens)) > 0


def _level_shape(tokens: Sequence[Token]) -> tuple[int, ...]:
    """Per level, its pinned value, or -1 when only base 1..13 cards are there (-2: a clash)."""
    levels = 1 + max((t.level for t in tokens if isinstance(t, Num)), default=-1)
    shape = [-1] * levels
    for t in tokens:
        if isinstance(t, Num) and t.kind in PINNED:
            pin = PINNED[t.kind]
            shape[t.level] = pin if shape[t.level] in (-1, pin) else -2
    for t in tokens:  # a base 1..13 cannot sit at 0 or 14
        if isinstance(t, Num) and t.kind == PLAIN and shape[t.level] in (0, 14):
            shape[t.level] = -2
    return tuple(shape)


@cache
def _values(shape: tuple[int, ...]) -> int:
    """How many increasing value assignments the levels have (a level pinned to v keeps v)."""
    ways = {-1: 1}  # last value -> count
    for pin in shape:
        if pin == -2:
            return 0
        step = {v: sum(c for last, c in ways.items() if last < v) for v in ([pin] if pin >= 0 else range(1, 14))}
        ways = {v: c for v, c in step.items() if c}
    return sum(ways.values())


@cache
def _first_values(shape: tuple[int, ...]) -> tuple[int, ...]:
    """The smallest increasing values for the levels: the representative's numbers."""
    out: list[int] = []
    for i, pin in enumerate(shape):
        v = pin if pin >= 0 else max(out[-1] + 1 if out else 1, 1)
        while pin < 0 and _values((v, *shape[i + 1 :])) == 0:
            v += 1
        out.append(v)
    return tuple(out)


# ------------------------------------------------------------------------- finished classes


def finish(deck: Deck, tokens: Sequence[Token]) -> Iterator[TrickClass]:
    """The classes of a full sequence: each choice of the Plank's target, with and without the
    Last Volley's extra card, written as the notation writes them, with their multiplicities."""
    values = _first_values(_level_shape(tokens))
    cards = [t.text() if isinstance(t, Special) else _num_text(t, values) for t in tokens]
    raw = perm(3, _suits(tokens)) * perm(5, _used(tokens).get("pirate", 0)) * _values(_level_shape(tokens))
    physical = raw
    for key, n in _used(tokens).items():
        if key != "pirate":
            physical *= perm(deck.copies[key], n)
    for planked in _plank_choices(tokens, cards):
        for extra in _volley_choices(tokens):
            yield TrickClass(_seated(planked, extra), raw, physical)


def _num_text(t: Num, values: tuple[int, ...]) -> str:
    suit = "b" if t.suit == "b" else SUITS[int(t.suit or 0)]
    if t.kind == "14x":
        return f"{suit}14x"
    if t.kind == "0x":
        return f"{suit}0x"
    return f"{suit}{values[t.level]}" + ("x" if t.kind in ("7x", "8x") else "")


def _plank_choices(tokens: Sequence[Token], cards: list[str]) -> Iterator[list[str]]:
    """Walk the Plank's choice: each card that plays as a Pirate, or none when there is none."""
    at = next((i for i, t in enumerate(tokens) if isinstance(t, Special) and t.key == "plank"), None)
    targets = [i for i, t in enumerate(tokens) if isinstance(t, Special) and _pirate(t)]
    if at is None or not targets:
        yield cards
        return
    for i in targets:
        yield [*cards[:at], f"plank:{i + 1}", *cards[at + 1 :]]
    if cards[targets[0]] == "tigress:pirate" and len(targets) == 1:
        yield cards  # a bare Plank: no Pirate to remove where the Tigress cannot be (ruling.plank-tigress)


def _pirate(t: Special) -> bool:
    return t.key in ("pirate", "mary") or (t.key == "tigress" and t.decl == "pirate")


def _volley_choices(tokens: Sequence[Token]) -> list[int | None]:
    """The Last Volley's player adds the last card, or (in a round's last trick) adds none."""
    at = next((i for i, t in enumerate(tokens) if isinstance(t, Special) and t.key == "volley"), None)
    if at is None or at >= len(tokens) - 2:
        return [None]
    return [None, at]


def _seated(cards: list[str], extra: int | None) -> tuple[str, ...]:
    """Player names P1, P2, ... in play order; the Last Volley's extra card is its player's."""
    if extra is None:
        return tuple(f"P{i + 1}={c}" for i, c in enumerate(cards))
    return tuple(f"P{i + 1 if i < len(cards) - 1 else extra + 1}={c}" for i, c in enumerate(cards))


def classes(deck: Deck, max_cards: int, prefix: Sequence[Token] = ()) -> Iterator[TrickClass]:
    """Every class of two to ``max_cards`` cards that starts with ``prefix``, depth first."""
    if len(prefix) >= 2:
        yield from finish(deck, prefix)
    if len(prefix) < max_cards:
        for grown in extensions(deck, prefix):
            yield from classes(deck, max_cards, grown)


def shards(deck: Deck, depth: int) -> list[list[Token]]:
    """The prefixes of ``depth`` cards: each is a shard whose classes no other shard holds."""
    out: list[list[Token]] = [[]]
    for _ in range(depth):
        out = [grown for p in out for grown in extensions(deck, p)]
    return out


# ------------------------------------------------------------------------- checking the reduction


def canonical(tokens: Sequence[str]) -> tuple[object, ...]:
    """The class of a written trick (``P1=g5`` or ``g5`` tokens): what the classes reduce away.

    Used to check the enumeration against brute force: every raw trick's class is computed
    here independently of how :func:`classes` builds them.
    """
    plays = [t.partition("=")[::2] if "=" in t else (f"P{i + 1}", t) for i, t in enumerate(tokens)]
    cards = [c for _, c in plays]
    names = [p for p, _ in plays]
    extra = len(set(names)) < len(names)
    suits: dict[str, int] = {}
    pirates: dict[str, int] = {}
    values = sorted({_value(c) for c in cards if _value(c) is not None})  # type: ignore[type-var]
    key: list[object] = []
    for c in cards:
        face, _, decl = c.partition(":")
        if face in PIRATES:
            key.append(("pirate", pirates.setdefault(face, len(pirates))))
        elif face == "wild15":
            key.append(("wild15", None if not decl else suits.setdefault(decl, len(suits))))
        elif face[:1] in "gpyb" and face[1:2].isdigit():
            suit = "b" if face[0] == "b" else suits.setdefault(face[0], len(suits))
            key.append(("num", suit, _kind(face), values.index(_value(face))))
        else:
            key.append((face, decl or None))
    return (*key, extra)


def _value(card: str) -> int | None:
    if card[:1] not in "gpyb" or not card[1:2].isdigit():
        return None
    return int(card[1:].rstrip("x"))


def _kind(face: str) -> str:
    number = face[1:]
    if number.endswith("x"):
        return number
    return "14" if number == "14" else PLAIN


def written_cards(rules: RuleSet) -> list[str]:
    """Every card of the deck as it can be written when played (declarations included)."""
    out: list[str] = []
    for card in dict.fromkeys(str(c) for c in rules.box.cards()):
        if card == "tigress":
            out += ["tigress:pirate", "tigress:escape"]
        elif card.endswith("14x"):
            out += [card[0] + "0x", card]
        elif card == "wild15":
            out += ["wild15", "wild15:g", "wild15:p", "wild15:y"]
        else:
            out.append(card)
    return out


def brute_force(rules: RuleSet, max_cards: int) -> dict[tuple[object, ...], int]:
    """Raw tricks of two to ``max_cards`` cards counted by class, one at a time (slow: tests only)."""
    import itertools
    from collections import Counter

    copies = Counter({str(c): 0 for c in rules.box.cards()})
    copies.update(str(c) for c in rules.box.cards())
    physical = {w: w.split(":")[0].replace("0x", "14x") for w in written_cards(rules)}
    counts: Counter[tuple[object, ...]] = Counter()
    for n in range(2, max_cards + 1):
        for cards in itertools.product(written_cards(rules), repeat=n):
            used = Counter(physical[c] for c in cards)
            if any(k > copies[c] for c, k in used.items()):
                continue
            for planked in _raw_planks(cards):
                for extra in _raw_volleys(cards):
                    counts[canonical(_seated(planked, extra))] += 1
    return dict(counts)


def _raw_planks(cards: Sequence[str]) -> list[list[str]]:
    at = next((i for i, c in enumerate(cards) if c == "plank"), None)
    targets = [i for i, c in enumerate(cards) if c in (*PIRATES, "mary", "tigress:pirate")]
    if at is None or not targets:
        return [list(cards)]
    bare = [list(cards)] if [cards[i] for i in targets] == ["tigress:pirate"] else []
    return [[*cards[:at], f"plank:{i + 1}", *cards[at + 1 :]] for i in targets] + bare


def _raw_volleys(cards: Sequence[str]) -> list[int | None]:
    at = next((i for i, c in enumerate(cards) if c == "volley"), None)
    return [None] if at is None or at >= len(cards) - 2 else [None, at]
