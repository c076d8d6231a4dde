"""Cards: immutable values with one canonical text form, and the box they come from.

``Card.parse("g14")`` and ``str(card) == "g14"`` round-trip for every card, and ``repr`` pastes
back. A card carries the declarations that change how it plays (the Tigress as Pirate or
Escape, the Wild 15's suit, the 0/14 card's value); choices about *other* cards, such as which
Pirate walks the plank, belong to the play (see :mod:`skrules.notation`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from functools import cached_property
from types import MappingProxyType

from .errors import DeckError, NotationError

__all__ = [
    "Box",
    "Card",
    "Face",
    "Kind",
    "Module",
    "Pirate",
    "Role",
    "Suit",
]


class Suit(StrEnum):
    """The four suits; black (Jolly Roger) is trump."""

    GREEN = "g"
    PURPLE = "p"
    YELLOW = "y"
    BLACK = "b"

    @property
    def label(self) -> str:
        return _SUIT_LABELS[self]

    @property
    def is_trump(self) -> bool:
        return self is Suit.BLACK


_SUIT_LABELS = {Suit.GREEN: "green", Suit.PURPLE: "purple", Suit.YELLOW: "yellow", Suit.BLACK: "black"}


class Kind(Enum):
    """What is printed on the card."""

    NUMBER = "number"
    ESCAPE = "escape"
    PIRATE = "pirate"
    TIGRESS = "tigress"
    SKULL_KING = "skull king"
    MERMAID = "mermaid"
    KRAKEN = "kraken"
    WHITE_WHALE = "white whale"
    LOOT = "loot"
    FIRST_MATE = "first mate"
    PLANK = "walk the plank"
    STINGRAY = "spotted stingray"
    VOLLEY = "last volley"
    DAVY = "davy jones' locker"


class Role(Enum):
    """How a card takes part in a trick once its declaration is known.

    Resolution works on roles, never on kinds, so the Tigress as a Pirate *is* a Pirate to
    every rule (capture bonuses, Walk the Plank) and the Loot *is* an Escape.
    """

    NUMBER = "number"
    ESCAPE = "escape"  # Escape, Tigress as Escape, Loot
    PIRATE = "pirate"  # the named and unnamed Pirates, Mary Thorne, Tigress as Pirate
    SKULL_KING = "skull king"
    MERMAID = "mermaid"
    FIRST_MATE = "first mate"
    KRAKEN = "kraken"
    WHITE_WHALE = "white whale"
    STINGRAY = "stingray"
    NON_WINNING = "non-winning"  # Walk the Plank, the Last Volley, Davy Jones' Locker
    UNDECLARED = "undeclared"  # a Tigress in a hand, not yet played


SEA_MONSTERS = frozenset({Role.KRAKEN, Role.WHITE_WHALE, Role.STINGRAY})
# Cards whose lead leaves the trick without a suit (the "character" leads).
NO_SUIT_LEADS = frozenset({Role.PIRATE, Role.SKULL_KING, Role.MERMAID, Role.FIRST_MATE} | SEA_MONSTERS)
# Cards whose lead passes the choice of suit to the next card.
DEFERRING = frozenset({Role.ESCAPE, Role.NON_WINNING})


class Pirate(StrEnum):
    """The named Pirates: the base five and the Expansion Pack's Mary Thorne."""

    ROSIE = "rosie"
    BENDT = "bendt"
    RASCAL = "rascal"
    JUANITA = "juanita"
    HARRY = "harry"
    MARY = "mary"

    @property
    def full_name(self) -> str:
        return _PIRATE_NAMES[self]


_PIRATE_NAMES = {
    Pirate.ROSIE: "Rosie D'Laney",
    Pirate.BENDT: "Bendt the Bandit",
    Pirate.RASCAL: "Rascal of Roatan",
    Pirate.JUANITA: "Juanita Jade",
    Pirate.HARRY: "Harry the Giant",
    Pirate.MARY: "Mary Thorne",
}
BASE_PIRATES = (Pirate.ROSIE, Pirate.BENDT, Pirate.RASCAL, Pirate.JUANITA, Pirate.HARRY)


class Face(StrEnum):
    """Which printing of a numbered card: the base 1-14 or one of the Expansion Pack's."""

    STANDARD = "standard"
    EXTRA = "extra"  # the Expansion Pack's second 7 and 8 of each suit
    ZERO_FOURTEEN = "zero-fourteen"  # declared 0 or 14 when played
    WILD = "wild"  # the Wild 15


class Module(StrEnum):
    """The parts of the box a deck may be built from."""

    BASE = "base"
    KRAKEN = "kraken"
    WHITE_WHALE = "whale"
    LOOT = "loot"
    EXPANSION = "expansion"  # the extra numbers, the Wild 15 and Mary Thorne come together
    FIRST_MATE = "con"
    PLANK = "plank"
    STINGRAY = "stingray"
    VOLLEY = "volley"
    DAVY = "davy"

    @property
    def label(self) -> str:
        return _MODULE_LABELS[self]


_MODULE_LABELS = {
    Module.BASE: "the base game",
    Module.KRAKEN: "the Kraken (advanced cards)",
    Module.WHITE_WHALE: "the White Whale (advanced cards)",
    Module.LOOT: "the Loot cards (advanced cards)",
    Module.EXPANSION: "the Expansion Pack",
    Module.FIRST_MATE: "First Mate Con (Expansion Pack)",
    Module.PLANK: "Walk the Plank (Expansion Pack)",
    Module.STINGRAY: "the Spotted Stingray (Expansion Pack)",
    Module.VOLLEY: "the Last Volley (Expansion Pack)",
    Module.DAVY: "Davy Jones' Locker (Expansion Pack)",
}
ADVANCED_MODULES = frozenset({Module.KRAKEN, Module.WHITE_WHALE, Module.LOOT})
EXPANSION_MODULES = frozenset(
    {Module.EXPANSION, Module.FIRST_MATE, Module.PLANK, Module.STINGRAY, Module.VOLLEY, Module.DAVY}
)

_SPECIAL_MODULE = {
    Kind.KRAKEN: Module.KRAKEN,
    Kind.WHITE_WHALE: Module.WHITE_WHALE,
    Kind.LOOT: Module.LOOT,
    Kind.FIRST_MATE: Module.FIRST_MATE,
    Kind.PLANK: Module.PLANK,
    Kind.STINGRAY: Module.STINGRAY,
    Kind.VOLLEY: Module.VOLLEY,
    Kind.DAVY: Module.DAVY,
}

_SPECIAL_TEXT = {
    Kind.ESCAPE: "escape",
    Kind.SKULL_KING: "sk",
    Kind.MERMAID: "mermaid",
    Kind.KRAKEN: "kraken",
    Kind.WHITE_WHALE: "whale",
    Kind.LOOT: "loot",
    Kind.FIRST_MATE: "con",
    Kind.PLANK: "plank",
    Kind.STINGRAY: "stingray",
    Kind.VOLLEY: "volley",
    Kind.DAVY: "davy",
}

_SPECIAL_ROLE = {
    Kind.ESCAPE: Role.ESCAPE,
    Kind.LOOT: Role.ESCAPE,
    Kind.PIRATE: Role.PIRATE,
    Kind.SKULL_KING: Role.SKULL_KING,
    Kind.MERMAID: Role.MERMAID,
    Kind.FIRST_MATE: Role.FIRST_MATE,
    Kind.KRAKEN: Role.KRAKEN,
    Kind.WHITE_WHALE: Role.WHITE_WHALE,
    Kind.STINGRAY: Role.STINGRAY,
    Kind.PLANK: Role.NON_WINNING,
    Kind.VOLLEY: Role.NON_WINNING,
    Kind.DAVY: Role.NON_WINNING,
}

_SPECIAL_LABEL = {
    Kind.ESCAPE: "Escape",
    Kind.SKULL_KING: "Skull King",
    Kind.MERMAID: "Mermaid",
    Kind.KRAKEN: "Kraken",
    Kind.WHITE_WHALE: "White Whale",
    Kind.LOOT: "Loot",
    Kind.FIRST_MATE: "First Mate Con",
    Kind.PLANK: "Walk the Plank",
    Kind.STINGRAY: "Spotted Stingray",
    Kind.VOLLEY: "Last Volley",
    Kind.DAVY: "Davy Jones' Locker",
}


@dataclass(frozen=True, slots=True)
class Card:
    """One card, with the declaration it was played with (if it takes one).

    Build cards with :meth:`parse` or the named constructors; the fields are checked so that
    an impossible card (a purple 15, a declared Escape) cannot exist.
    """

    kind: Kind
    suit: Suit | None = None
    rank: int | None = None
    pirate: Pirate | None = None
    declared: Role | None = None  # the Tigress: Role.PIRATE or Role.ESCAPE
    face: Face = Face.STANDARD
    role: Role = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _validate(self)
        object.__setattr__(self, "role", _role_of(self))

    # ----------------------------------------------------------------- constructors
    @staticmethod
    def number(suit: Suit | str, rank: int, face: Face = Face.STANDARD) -> Card:
        return Card(Kind.NUMBER, suit=Suit(suit), rank=rank, face=face)

    @staticmethod
    def named(pirate: Pirate | str) -> Card:
        return Card(Kind.PIRATE, pirate=Pirate(pirate))

    @staticmethod
    def tigress(as_: Role | None = None) -> Card:
        return Card(Kind.TIGRESS, declared=as_)

    @staticmethod
    def wild(suit: Suit | str | None = None) -> Card:
        return Card(Kind.NUMBER, suit=None if suit is None else Suit(suit), rank=15, face=Face.WILD)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from its text form (case-insensitive; aliases accepted)."""
        return parse_card(text)

    # ----------------------------------------------------------------- queries
    @property
    def is_number(self) -> bool:
        return self.kind is Kind.NUMBER

    @property
    def is_special(self) -> bool:
        return self.kind is not Kind.NUMBER

    @property
    def is_sea_monster(self) -> bool:
        return self.role in SEA_MONSTERS

    @property
    def module(self) -> Module:
        if self.kind is Kind.NUMBER:
            return Module.BASE if self.face is Face.STANDARD else Module.EXPANSION
        if self.pirate is Pirate.MARY:
            return Module.EXPANSION
        return _SPECIAL_MODULE.get(self.kind, Module.BASE)

    @property
    def box_key(self) -> str:
        """The physical card, whatever it was declared as: what copies are counted by."""
        if self.kind is Kind.NUMBER:
            assert self.suit is not None or self.face is Face.WILD
            if self.face is Face.WILD:
                return "wild15"
            if self.face is Face.ZERO_FOURTEEN:
                return f"{self.suit}0/14x"
            return f"{self.suit}{self.rank}" + ("x" if self.face is Face.EXTRA else "")
        if self.kind is Kind.PIRATE:
            return self.pirate.value if self.pirate else "pirate"
        if self.kind is Kind.TIGRESS:
            return "tigress"
        return _SPECIAL_TEXT[self.kind]

    @property
    def undeclared(self) -> Card:
        """The card as it sits in a hand, before any declaration is made."""
        if self.kind is Kind.TIGRESS:
            return Card(Kind.TIGRESS)
        if self.face is Face.WILD:
            return Card.wild()
        return self

    @property
    def label(self) -> str:
        """A human name for the card, used in explanations."""
        if self.kind is Kind.NUMBER:
            if self.face is Face.WILD:
                return "Wild 15" + (f" ({self.suit.label})" if self.suit else "")
            assert self.suit is not None
            extra = {Face.EXTRA: " (expansion)", Face.ZERO_FOURTEEN: " (the 0/14 card)"}.get(self.face, "")
            return f"{self.suit.label} {self.rank}{extra}"
        if self.kind is Kind.PIRATE:
            return f"Pirate {self.pirate.full_name}" if self.pirate else "Pirate"
        if self.kind is Kind.TIGRESS:
            if self.declared is Role.PIRATE:
                return "Tigress as Pirate"
            if self.declared is Role.ESCAPE:
                return "Tigress as Escape"
            return "Tigress"
        return _SPECIAL_LABEL[self.kind]

    def __str__(self) -> str:
        if self.kind is Kind.NUMBER:
            if self.face is Face.WILD:
                return "wild15" + (f":{self.suit}" if self.suit else "")
            x = "" if self.face is Face.STANDARD else "x"
            return f"{self.suit}{self.rank}{x}"
        if self.kind is Kind.PIRATE:
            return self.pirate.value if self.pirate else "pirate"
        if self.kind is Kind.TIGRESS:
            if self.declared is None:
                return "tigress"
            return "tigress:pirate" if self.declared is Role.PIRATE else "tigress:escape"
        return _SPECIAL_TEXT[self.kind]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


def _validate(card: Card) -> None:
    k = card.kind
    if k is Kind.NUMBER:
        if card.face is Face.WILD:
            if card.rank != 15 or card.suit is Suit.BLACK:
                raise ValueError("the Wild 15 is a 15 of green, purple or yellow")
        else:
            if card.suit is None:
                raise ValueError("a numbered card needs a suit")
            allowed = {
                Face.STANDARD: range(1, 15),
                Face.EXTRA: (7, 8),
                Face.ZERO_FOURTEEN: (0, 14),
            }[card.face]
            if card.rank not in allowed:
                raise ValueError(f"no {card.face} card numbered {card.rank}")
        if card.pirate is not None or card.declared is not None:
            raise ValueError("a numbered card has no pirate or declaration")
        return
    if card.suit is not None or card.rank is not None or card.face is not Face.STANDARD:
        raise ValueError(f"{k.value} has no suit or number")
    if card.pirate is not None and k is not Kind.PIRATE:
        raise ValueError("only a Pirate card has a pirate name")
    if card.declared is not None and (k is not Kind.TIGRESS or card.declared not in (Role.PIRATE, Role.ESCAPE)):
        raise ValueError("only the Tigress is declared, as a Pirate or an Escape")


def _role_of(card: Card) -> Role:
    if card.kind is Kind.NUMBER:
        return Role.NUMBER
    if card.kind is Kind.TIGRESS:
        return card.declared or Role.UNDECLARED
    return _SPECIAL_ROLE[card.kind]


# ---------------------------------------------------------------------------- notation

_SUIT_WORDS = {
    "g": Suit.GREEN, "green": Suit.GREEN, "parrot": Suit.GREEN,
    "p": Suit.PURPLE, "purple": Suit.PURPLE, "map": Suit.PURPLE,
    "y": Suit.YELLOW, "yellow": Suit.YELLOW, "chest": Suit.YELLOW,
    "b": Suit.BLACK, "black": Suit.BLACK, "jolly-roger": Suit.BLACK, "trump": Suit.BLACK,
}  # fmt: skip

_ALIASES: dict[str, Card] = {}


def _alias(card: Card, *names: str) -> None:
    for name in (str(card), *names):
        _ALIASES[name] = card


_alias(Card(Kind.ESCAPE), "esc", "escapes")
_alias(Card(Kind.PIRATE), "pirates")
_alias(Card.named(Pirate.ROSIE), "rosie-d-laney", "rosie-dlaney", "rosie-de-laney")
_alias(Card.named(Pirate.BENDT), "bendt-the-bandit")
_alias(Card.named(Pirate.RASCAL), "rascal-of-roatan")
_alias(Card.named(Pirate.JUANITA), "juanita-jade")
_alias(Card.named(Pirate.HARRY), "harry-the-giant")
_alias(Card.named(Pirate.MARY), "mary-thorne")
_alias(Card.tigress(Role.PIRATE), "tigress-pirate", "tigress:p")
_alias(Card.tigress(Role.ESCAPE), "tigress-escape", "tigress:e")
_alias(Card(Kind.SKULL_KING), "skull-king", "skullking", "king")
_alias(Card(Kind.MERMAID), "mermaids", "siren")
_alias(Card(Kind.KRAKEN))
_alias(Card(Kind.WHITE_WHALE), "white-whale", "whitewhale")
_alias(Card(Kind.LOOT))
_alias(Card(Kind.FIRST_MATE), "first-mate", "first-mate-con", "firstmate")
_alias(Card(Kind.PLANK), "walk-the-plank")
_alias(Card(Kind.STINGRAY), "spotted-stingray")
_alias(Card(Kind.VOLLEY), "last-volley", "the-last-volley")
_alias(Card(Kind.DAVY), "davy-jones", "davy-jones-locker", "locker")
_HAND_ONLY = {"tigress": Card(Kind.TIGRESS), "wild15": Card.wild(), "wild": Card.wild(), "wild-15": Card.wild()}

_NUMBER_RE = re.compile(r"^([a-z-]+?)-?([0-9]{1,9})(x?)$")  # ASCII digits, few: int() refuses 4,300
_WILD_RE = re.compile(r"^(?:wild-?15|wild|w15)(?::([a-z]+))?$")


def normalize(text: str) -> str:
    """Fold case, spaces, underscores and apostrophes so aliases match however typed."""
    t = text.strip().lower().replace("\u2019", "").replace("'", "")
    return re.sub(r"[\s_]+", "-", t)


def canonical_words() -> list[str]:
    """Every accepted word, for suggestions ("did you mean ...?") and documentation."""
    words = set(_ALIASES) | set(_HAND_ONLY) | {"wild15:g", "wild15:p", "wild15:y"}
    words |= {f"{s}{n}" for s in "gpyb" for n in range(1, 15)}
    words |= {f"{s}{n}x" for s in "gpyb" for n in (0, 7, 8, 14)}
    return sorted(words)


def suggest(text: str) -> str:
    """The "; did you mean 'mermaid'?" for a near miss, or nothing."""
    import difflib  # only on the error path

    close = difflib.get_close_matches(normalize(text), canonical_words(), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def parse_card(text: str) -> Card:
    """Parse one card. Raises :class:`NotationError` saying what is wrong and what would be right."""
    t = normalize(text)
    if not t:
        raise NotationError("empty card", token=text)
    if t in _ALIASES:
        return _ALIASES[t]
    if t in _HAND_ONLY:
        return _HAND_ONLY[t]
    if t.startswith("tigress"):
        raise NotationError("declare the Tigress as 'tigress:pirate' or 'tigress:escape'", token=text)
    wild = _WILD_RE.match(t)
    if wild:
        return _parse_wild(text, wild.group(1))
    number = _NUMBER_RE.match(t)
    if number and number.group(1) in _SUIT_WORDS:
        return _parse_number(text, _SUIT_WORDS[number.group(1)], int(number.group(2)), bool(number.group(3)))
    raise NotationError(f"not a card{suggest(text)}", token=text)


def _parse_wild(text: str, suit_word: str | None) -> Card:
    if suit_word is None:
        return Card.wild()
    suit = _SUIT_WORDS.get(suit_word)
    if suit is None:
        raise NotationError("the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y", token=text)
    if suit is Suit.BLACK:
        raise NotationError("the Wild 15 can never be black (trump)", token=text)
    return Card.wild(suit)


def _parse_number(text: str, suit: Suit, rank: int, expansion: bool) -> Card:
    name = suit.label
    if expansion:
        if rank in (7, 8):
            return Card.number(suit, rank, Face.EXTRA)
        if rank in (0, 14):
            return Card.number(suit, rank, Face.ZERO_FOURTEEN)
        if rank == 15:
            raise NotationError("the Wild 15 is written 'wild15' (or 'wild15:g' to name its suit)", token=text)
        raise NotationError(
            f"the Expansion Pack adds a 7, an 8 and a 0/14 to each suit ({suit}7x, {suit}8x, {suit}0x or {suit}14x)",
            token=text,
        )
    if 1 <= rank <= 14:
        return Card.number(suit, rank)
    if rank == 0:
        raise NotationError(f"{name} runs from 1 to 14; the Expansion Pack's 0/14 card is '{suit}0x'", token=text)
    if rank == 15 and suit is not Suit.BLACK:
        raise NotationError(f"{name} runs from 1 to 14; the Wild 15 is 'wild15:{suit}'", token=text)
    raise NotationError(f"{name} runs from 1 to 14", token=text)


# ---------------------------------------------------------------------------- the box


@dataclass(frozen=True)
class Box:
    """The cards a deck is built from: which modules are in, and how many copies of each card.

    An unnamed ``pirate`` stands for any of the five base Pirates not named elsewhere, so five
    Pirates at most in all, and each named one once.
    """

    modules: frozenset[Module] = frozenset({Module.BASE})

    def cards(self) -> list[Card]:
        """Every physical card of the deck, undeclared, in a stable order."""
        return list(self._deck)

    @cached_property
    def _deck(self) -> tuple[Card, ...]:
        m = self.modules
        out: list[Card] = [Card.number(s, n) for s in Suit for n in range(1, 15)]
        out += [Card(Kind.ESCAPE)] * 5
        out += [Card.named(p) for p in BASE_PIRATES]
        out += [Card(Kind.TIGRESS), Card(Kind.SKULL_KING), Card(Kind.MERMAID), Card(Kind.MERMAID)]
        if Module.KRAKEN in m:
            out.append(Card(Kind.KRAKEN))
        if Module.WHITE_WHALE in m:
            out.append(Card(Kind.WHITE_WHALE))
        if Module.LOOT in m:
            out += [Card(Kind.LOOT)] * 2
        if Module.EXPANSION in m:
            for s in Suit:
                out += [Card.number(s, 7, Face.EXTRA), Card.number(s, 8, Face.EXTRA)]
                out.append(Card.number(s, 14, Face.ZERO_FOURTEEN))
            out += [Card.wild(), Card.named(Pirate.MARY)]
        for module, kind in _OPTIONAL_EXPANSION:
            if module in m:
                out.append(Card(kind))
        return tuple(out)

    @property
    def size(self) -> int:
        return len(self._deck)

    def copies(self) -> Mapping[str, int]:
        """How many copies of each card the box holds, by ``Card.box_key``."""
        return self._copies

    @cached_property
    def _copies(self) -> Mapping[str, int]:
        return MappingProxyType(Counter(card.box_key for card in self._deck))

    def check(self, cards: Sequence[Card], *, what: str = "this trick") -> None:
        """Refuse cards the deck lacks and more copies than the box holds, naming positions."""
        for i, card in enumerate(cards):
            if card.module not in self.modules:
                raise DeckError(
                    f"{card.label} belongs to {card.module.label}, which is not in this deck",
                    position=i,
                    token=str(card),
                )
        excess = self.excess(cards)
        if excess is not None:
            key, where, have = excess
            raise DeckError(_too_many(key, where, have, what), position=where[have], token=str(cards[where[have]]))

    def excess(self, cards: Sequence[Card]) -> tuple[str, list[int], int] | None:
        """The first card that appears more often than the box holds it: (key, positions, copies)."""
        copies = self.copies()
        seen: dict[str, list[int]] = {}
        for i, card in enumerate(cards):
            seen.setdefault(card.box_key, []).append(i)
        for key, where in seen.items():
            if key == "pirate":
                have = len(BASE_PIRATES) - sum(1 for p in BASE_PIRATES if p.value in seen)
            else:
                have = copies.get(key, 0)
            if len(where) > have:
                return key, where, have
        return None

    def missing_from(self, cards: Iterable[Card]) -> list[Card]:
        """Cards of the deck not among ``cards`` (the undealt cards, for instance)."""
        left = Counter(c.box_key for c in cards)
        out = []
        for card in self.cards():
            if left[card.box_key]:
                left[card.box_key] -= 1
            else:
                out.append(card)
        return out


_OPTIONAL_EXPANSION = (
    (Module.FIRST_MATE, Kind.FIRST_MATE),
    (Module.PLANK, Kind.PLANK),
    (Module.STINGRAY, Kind.STINGRAY),
    (Module.VOLLEY, Kind.VOLLEY),
    (Module.DAVY, Kind.DAVY),
)


def _too_many(key: str, where: list[int], have: int, what: str) -> str:
    positions = ", ".join(str(i + 1) for i in where)
    if key == "pirate":
        named = 5 - have
        others = "" if named == 0 else f" and {named} of them {'is' if named == 1 else 'are'} named elsewhere"
        return f"{len(where)} unnamed Pirates in {what} (cards {positions}), but the box holds five Pirates{others}"
    noun = "copy" if have == 1 else "copies"
    count = {0: "none", 1: "one"}.get(have, str(have))
    return f"{key} appears {len(where)} times in {what} (cards {positions}); the box holds {count} {noun}"
