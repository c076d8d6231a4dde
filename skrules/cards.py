"""Cards: immutable values with one canonical text form, and the box they come from.

``Card.parse("g14")`` and ``str(card) == "g14"`` round-trip for every card, and ``repr`` pastes
back. A card carries the declarations that change how it plays (the Tigress as Pirate or
Escape, the Wild 15's suit, the 0/14 card's value); choices about *other* cards, such as which
Pirate walks the plank, belong to the play (see :mod:`skrules.notation`).

What a card is (its token, aliases, label, role, module, marks, copies in each deck) is read from
its record in ``skrules.catalog``; the enumerations are defined there and re-exported here.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType

from .catalog import (
    ADVANCED_MODULES,
    BASE_PIRATES,
    CARDS,
    DECLARED_KINDS,
    DEFERRING,
    EXPANSION_MODULES,
    MARK_DAVY,
    MARK_DECLARED,
    MARK_LOOT,
    MARK_MONSTER,
    MARK_PLANK,
    MARK_POINTS,
    MARK_UNDECLARED,
    MARK_VOLLEY,
    MARK_WILD,
    NO_SUIT_LEADS,
    ROLE_IDS,
    SEA_MONSTERS,
    CardRecord,
    Face,
    Kind,
    Module,
    Pirate,
    Role,
    Suit,
    record_of,
)
from .errors import DeckError, NotationError
from .refusals import Refusal, refusal
from .refusals import RefusalMsg as R

__all__ = [
    "ADVANCED_MODULES",
    "ANY_PIRATE",
    "BASE_PIRATES",
    "DECLARED_KINDS",
    "DEFERRING",
    "EXPANSION_MODULES",
    "MARK_DAVY",
    "MARK_DECLARED",
    "MARK_LOOT",
    "MARK_MONSTER",
    "MARK_PLANK",
    "MARK_POINTS",
    "MARK_UNDECLARED",
    "MARK_VOLLEY",
    "MARK_WILD",
    "NO_SUIT_LEADS",
    "ROLE_IDS",
    "SEA_MONSTERS",
    "Box",
    "Card",
    "CardRecord",
    "Face",
    "Kind",
    "Module",
    "Pirate",
    "Role",
    "Suit",
    "held_at",
]


class Card:
    """One card, with the declaration it was played with (if it takes one).

    Build cards with :meth:`parse` or the named constructors; the fields are checked so that
    an impossible card (a purple 15, a declared Escape) cannot exist. Cards are interned: each
    distinct card exists once, so its facts (role, box key, module, label) are computed once and
    equality is identity.
    """

    __slots__ = (
        "_hash",
        "bit",
        "box_key",
        "declared",
        "face",
        "facts",
        "flags",
        "is_number",
        "is_sea_monster",
        "is_special",
        "key",
        "keybit",
        "kind",
        "label",
        "leaves_no_suit",
        "marks",
        "module",
        "pirate",
        "rank",
        "role",
        "role_id",
        "suit",
        "text",
        "value",
    )
    kind: Kind
    suit: Suit | None
    rank: int | None
    pirate: Pirate | None
    declared: Role | None  # the Tigress or Scary Mary: Role.PIRATE or Role.ESCAPE
    face: Face
    role: Role
    box_key: str  # the physical card, whatever it was declared as: what copies are counted by
    key: int  # the box key as a small integer, for counting copies
    keybit: int  # ``1 << key``: a trick's cards as one integer, to see repeats and foreign cards at once
    bit: int  # ``1 << role_id``: a trick's roles as one integer (what the ladder's rungs need)
    flags: int  # ``marks``, ``bit << 16`` and ``keybit << 32`` in one integer: a trick ORs them once per card
    module: Module
    label: str  # a human name for the card, used in explanations
    text: str  # the canonical token, ``str(card)``
    is_number: bool
    is_special: bool
    is_sea_monster: bool
    value: int  # the number it plays as, 0 for a special card
    role_id: int  # the role as a small integer (``ROLE_IDS``), for tables keyed on roles
    leaves_no_suit: bool  # a character or sea monster: in the lead, it may leave the trick without a suit
    marks: int  # the ``MARK_*`` bits: what a trick must look at more closely when this card is in it
    facts: tuple[Suit | None, Role, int, int]  # (suit, role, value, role_id): what a trick reads of every card at once
    _hash: int

    def __new__(
        cls,
        kind: Kind,
        suit: Suit | None = None,
        rank: int | None = None,
        pirate: Pirate | None = None,
        declared: Role | None = None,
        face: Face = Face.STANDARD,
    ) -> Card:
        fields = (kind, suit, rank, pirate, declared, face)
        card = _INTERNED.get(fields)
        if card is None:
            card = _INTERNED[fields] = _make(cls, fields)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Card is immutable: cannot assign {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Card is immutable: cannot delete {name!r}")

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Card], tuple[object, ...]]:
        return Card, (self.kind, self.suit, self.rank, self.pirate, self.declared, self.face)

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
    def scary_mary(as_: Role | None = None) -> Card:
        """The first edition's Scary Mary, declared a Pirate or an Escape as the Tigress is later."""
        return Card(Kind.SCARY_MARY, declared=as_)

    @staticmethod
    def wild(suit: Suit | str | None = None) -> Card:
        return Card(Kind.NUMBER, suit=None if suit is None else Suit(suit), rank=15, face=Face.WILD)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from its text form (case-insensitive; aliases accepted)."""
        return parse_card(text)

    # ----------------------------------------------------------------- queries
    @property
    def undeclared(self) -> Card:
        """The card as it sits in a hand, before any declaration is made."""
        if self.kind in DECLARED_KINDS:
            return Card(self.kind)
        if self.face is Face.WILD:
            return Card.wild()
        return self

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse({self.text!r})"


_INTERNED: dict[tuple[object, ...], Card] = {}
_KEYS: dict[str, int] = {}  # box key -> its small integer


def _make(cls: type[Card], fields: tuple[object, ...]) -> Card:
    """Check a new card and compute its facts, once: every later Card(...) of it is this object."""
    card = object.__new__(cls)
    kind, suit, _rank, pirate, _declared, _face = fields
    if isinstance(suit, str) and not isinstance(suit, Suit):
        fields = (kind, Suit(suit), *fields[2:])  # Card(Kind.NUMBER, "g", 3): the same card as with Suit.GREEN
    if isinstance(pirate, str) and not isinstance(pirate, Pirate):
        fields = (*fields[:3], Pirate(pirate), *fields[4:])
    put = object.__setattr__
    for name, value in zip(("kind", "suit", "rank", "pirate", "declared", "face"), fields, strict=True):
        put(card, name, value)
    _validate(card)
    record = record_of(card.kind, card.pirate, card.face)
    role = _role_of(card, record)
    box_key = _box_key(card, record)
    put(card, "role", role)
    put(card, "box_key", box_key)
    key = _KEYS.setdefault(box_key, len(_KEYS))
    put(card, "key", key)
    put(card, "keybit", 1 << key)
    put(card, "module", record.module)
    put(card, "label", _label_of(card, record))
    put(card, "text", _text_of(card, record))
    put(card, "is_number", kind is Kind.NUMBER)
    put(card, "is_special", kind is not Kind.NUMBER)
    put(card, "is_sea_monster", role in SEA_MONSTERS)
    put(card, "value", card.rank or 0)
    put(card, "role_id", ROLE_IDS[role])
    put(card, "bit", 1 << ROLE_IDS[role])
    put(card, "leaves_no_suit", role in NO_SUIT_LEADS)
    put(card, "marks", _marks(card, record))
    put(card, "flags", card.marks | card.bit << 16 | card.keybit << 32)
    put(card, "facts", (card.suit, role, card.value, ROLE_IDS[role]))
    put(card, "_hash", hash(fields))
    return card


def _marks(card: Card, record: CardRecord) -> int:
    marks = record.marks
    if card.role is Role.UNDECLARED:
        marks |= MARK_UNDECLARED
    if card.face is Face.STANDARD and card.rank == 14:
        marks |= MARK_POINTS
    return marks


def _box_key(card: Card, record: CardRecord) -> str:
    if card.kind is not Kind.NUMBER or card.face is Face.WILD:
        return record.token
    if card.face is Face.ZERO_FOURTEEN:
        return f"{card.suit}0/14x"
    return f"{card.suit}{card.rank}" + ("x" if card.face is Face.EXTRA else "")


def _label_of(card: Card, record: CardRecord) -> str:
    if card.kind is Kind.NUMBER:
        if card.face is Face.WILD:
            return record.name + (f" ({card.suit.label})" if card.suit else "")
        assert card.suit is not None
        extra = {Face.EXTRA: " (expansion)", Face.ZERO_FOURTEEN: " (the 0/14 card)"}.get(card.face, "")
        return f"{card.suit.label} {card.rank}{extra}"
    if card.pirate is not None:
        return f"Pirate {record.name}"
    if card.declared is not None:
        return f"{record.name} as {card.declared.value.capitalize()}"
    return record.name


def _text_of(card: Card, record: CardRecord) -> str:
    if card.kind is Kind.NUMBER:
        if card.face is Face.WILD:
            return record.token + (f":{card.suit}" if card.suit else "")
        x = "" if card.face is Face.STANDARD else "x"
        return f"{card.suit}{card.rank}{x}"
    return record.token if card.declared is None else f"{record.token}:{card.declared.value}"


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
    if card.declared is not None and (k not in DECLARED_KINDS or card.declared not in (Role.PIRATE, Role.ESCAPE)):
        raise ValueError("only the Tigress and Scary Mary are declared, as a Pirate or an Escape")


def _role_of(card: Card, record: CardRecord) -> Role:
    if card.kind in DECLARED_KINDS:
        return card.declared or Role.UNDECLARED
    return record.role


# ---------------------------------------------------------------------------- notation

# Every printing's words for a suit: its colour and its emblem (the 2021 print's parrot, map, chest and
# Jolly Roger flag); other languages' words are in skrules.lexicon.
_SUIT_WORDS = {
    "g": Suit.GREEN, "green": Suit.GREEN, "parrot": Suit.GREEN, "parrots": Suit.GREEN,
    "p": Suit.PURPLE, "purple": Suit.PURPLE, "map": Suit.PURPLE, "maps": Suit.PURPLE,
    "treasure-map": Suit.PURPLE, "treasuremap": Suit.PURPLE, "violet": Suit.PURPLE,
    "y": Suit.YELLOW, "yellow": Suit.YELLOW, "chest": Suit.YELLOW, "chests": Suit.YELLOW,
    "treasure": Suit.YELLOW, "treasure-chest": Suit.YELLOW, "gold": Suit.YELLOW,
    "b": Suit.BLACK, "black": Suit.BLACK, "jolly-roger": Suit.BLACK, "jollyroger": Suit.BLACK,
    "jolly": Suit.BLACK, "roger": Suit.BLACK, "flag": Suit.BLACK, "pirate-flag": Suit.BLACK, "trump": Suit.BLACK,
}  # fmt: skip
# colours no printing has, in English and as the other languages' players name them (rouge5, rot5, 红5)
_NOT_SUITS = frozenset(
    {"red", "blue", "orange", "white", "pink", "brown", "rouge", "bleu", "rot", "blau", "rojo", "azul"}
    | {"红", "红色", "蓝", "蓝色"}
)


def _words() -> tuple[dict[str, Card], dict[str, Card]]:
    """The words typed for each record's cards: (a card as played, a card only in a hand).

    A card declared as played (the Tigress, the Wild 15) is typed with its declaration; its bare
    token is the card as it sits in a hand.
    """
    played: dict[str, Card] = {}
    hand: dict[str, Card] = {}
    for record in CARDS:
        if record.face is not None and record.face is not Face.WILD:
            continue  # numbered cards are read by suit and number
        card = Card(
            record.kind, pirate=record.pirate, face=record.face or Face.STANDARD, rank=15 if record.face else None
        )
        words = played if not record.declares and record.face is None else hand
        words.update(dict.fromkeys((record.token, *record.aliases), card))
        for role, aliases in record.declares.items():
            played.update(dict.fromkeys((f"{record.token}:{role.value}", *aliases), Card(record.kind, declared=role)))
    return played, hand


_ALIASES, _HAND_ONLY = _words()
_NUMBER_RE = re.compile(r"^([a-z-]+?)-?([0-9]{1,9})(x?)$")  # ASCII digits, few: int() refuses 4,300
_WILD_RE = re.compile(r"^(?:wild-?15|wild|w15)(?::([a-z]+))?$")


def normalize(text: str) -> str:
    """Fold case, spaces, underscores and apostrophes so aliases match however typed."""
    folded = text.strip().lower().replace("\u2019", "").replace("'", "")
    return re.sub(r"[\s_]+", "-", folded)


def canonical_words() -> list[str]:
    """Every accepted word, for suggestions ("did you mean ...?") and documentation."""
    words = set(_ALIASES) | set(_HAND_ONLY) | {"wild15:g", "wild15:p", "wild15:y"}
    words |= {f"{s}{n}" for s in "gpyb" for n in range(1, 15)}
    words |= {f"{s}{n}x" for s in "gpyb" for n in (0, 7, 8, 14)}
    return sorted(words)


def suggest(text: str) -> Refusal:
    """Why ``text`` is not a card, with the card probably meant ("; did you mean 'mermaid'?") for a near miss.

    A suggestion is always a card of the kind typed: a word with a number gets a numbered card
    (``gren7`` -> ``g7``), never a special card whose name happens to be close.
    """
    import difflib  # only on the error path

    word = normalize(text)
    declared = _DECLARED_ZERO_FOURTEEN.match(word)  # 'g0x:14': the 0/14 card with its declaration after it
    if declared and _is_card(f"{declared.group(1)}{declared.group(2)}x"):
        return refusal(R.NOT_A_CARD_CLOSE, typed=repr(f"{declared.group(1)}{declared.group(2)}x"))
    if any(ch.isdigit() for ch in word):
        number = _LOOSE_NUMBER_RE.match(word)
        if number and len(number.group(1)) == 1 and number.group(1) not in _SUIT_WORDS:  # 's14': every suit is
            suited = [f"{suit}{number.group(2)}" for suit in "gpyb" if _is_card(f"{suit}{number.group(2)}")]
            if suited:  # as near as another, so none is guessed: the suits' letters are said instead
                return refusal(R.NOT_A_CARD_SUIT, typeds=suited)
        close = difflib.get_close_matches(word, _number_words(), n=1, cutoff=0.6)
        if not close and number and number.group(1) not in _SUIT_WORDS:  # 'gren7': a suit word misspelt
            suits = difflib.get_close_matches(number.group(1), list(_SUIT_WORDS), n=1, cutoff=0.75)
            near = f"{_SUIT_WORDS[suits[0]]}{number.group(2)}" if suits else ""
            close = [near] if near and _is_card(near) else []  # 'ger15' is no 'b15': offer only a card
        return refusal(R.NOT_A_CARD_CLOSE, typed=repr(close[0])) if close else refusal(R.NOT_A_CARD)
    close = difflib.get_close_matches(word, _special_words(), n=1, cutoff=0.6)
    from .lexicon import fold, words  # a localized name typed slightly wrong: 'meerjungfra', 'fuitte'

    named, folded = words(), fold(text)
    local = difflib.get_close_matches(folded, list(named), n=1, cutoff=0.75)
    if local and (not close or _likeness(folded, local[0]) > _likeness(word, close[0])):
        name, token = named[local[0]]  # the nearer of the two: 'fuitte' is 'Fuite' (escape), not 'firstmate'
        return refusal(R.NOT_A_CARD_NAMED, typed=repr(name), typed2=token)
    return refusal(R.NOT_A_CARD_CLOSE, typed=repr(close[0])) if close else refusal(R.NOT_A_CARD)


def _likeness(typed: str, known: str) -> float:
    """How alike two words are, as ``difflib.get_close_matches`` ranks them."""
    import difflib

    return difflib.SequenceMatcher(None, typed, known).ratio()


_LOOSE_NUMBER_RE = re.compile(r"^([a-z]+(?:-[a-z]+)*)-?([0-9]{1,9})$")
_DECLARED_ZERO_FOURTEEN = re.compile(r"^([a-z]+)-?(?:0|14)x?[:=-](0|14)$")


def _number_words() -> list[str]:
    return [w for w in canonical_words() if any(ch.isdigit() for ch in w)]


def _special_words() -> list[str]:
    return [w for w in canonical_words() if not any(ch.isdigit() for ch in w)]


_PARSED: dict[str, Card] = {}  # every text already read, as typed: the table tokens resolve through
_PARSED_MAX = 100_000  # forget them all past this many, so that odd inputs cannot fill memory


def parse_card(text: str) -> Card:
    """Parse one card. Raises :class:`NotationError` saying what is wrong and what would be right."""
    card = _PARSED.get(text)
    if card is None:
        card = _parse_card(text)
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        _PARSED[text] = card
    return card


def _parse_card(text: str) -> Card:
    word = normalize(text)
    if not word:
        raise NotationError(refusal(R.EMPTY), token=text)
    if word in _ALIASES:
        return _ALIASES[word]
    if word in _HAND_ONLY:
        return _HAND_ONLY[word]
    if word.startswith("tigress"):
        return _tigress(text)
    if word.startswith(("scary-mary", "scarymary", "mary:")):
        return _scary_mary(text, word)
    wild = _WILD_RE.match(word)
    if wild:
        return _parse_wild(text, wild.group(1))
    number = _NUMBER_RE.match(word)
    if number and number.group(1) in _SUIT_WORDS:
        return _parse_number(text, _SUIT_WORDS[number.group(1)], int(number.group(2)), bool(number.group(3)))
    return _parse_other(text, word)


def _tigress(text: str) -> Card:
    card = lookup(text)  # 'tigresse', 'tigresse:fuite': the French Tigress
    if card is None or card.kind is not Kind.TIGRESS:
        raise NotationError(refusal(R.TIGRESS_AS), token=text)
    return card


def _scary_mary(text: str, word: str) -> Card:
    """``scary-mary:fuite``: Scary Mary declared in any language, as the Tigress is (her English declarations
    are tokens of their own); Mary Thorne takes none."""
    card = lookup(text)  # ('mary:' is Mary Thorne's, who takes no declaration: none is found for her)
    if card is None or card.kind is not Kind.SCARY_MARY:
        raise NotationError(refusal(R.MARY_AS if word.startswith("scary") else R.MARY_THORNE), token=text)
    return card


def _is_card(text: str) -> bool:
    try:
        _parse_card(text)
    except NotationError:
        return False
    return True


_REVERSED_RE = re.compile(r"^([0-9]{1,9})-?([a-z]+?(?:-[a-z]+)*?)(x?)$")  # 7g, 14-yellow, 8gx


def _parse_other(text: str, word: str) -> Card:
    """What is not an English token: a reversed number, a name in another language, or an error with a hint."""
    reversed_ = _REVERSED_RE.match(word)
    if reversed_ and reversed_.group(2) in _SUIT_WORDS:
        return _parse_number(text, _SUIT_WORDS[reversed_.group(2)], int(reversed_.group(1)), bool(reversed_.group(3)))
    card = lookup(text)  # the names in other languages are loaded only here: English tokens never need them
    if card is not None:
        return card
    raise NotationError(_hint(text, word), token=text)


def _hint(text: str, word: str) -> Refusal:
    """Why a token is no card, and what was probably meant."""
    colour = re.match(r"^([^\W\d_]+)-?[0-9]*$|^[0-9]+-?([^\W\d_]+)$", word)
    if colour and (colour.group(1) or colour.group(2)) in _NOT_SUITS:
        return refusal(R.NO_SUCH_SUIT, typed=colour.group(1) or colour.group(2))
    if word in _SUIT_WORDS and len(word) > 1:
        suit = _SUIT_WORDS[word]
        return refusal(R.SUIT_ALONE, typed=repr(word), typed2=f"{suit}7", suit=suit)
    head, colon, tail = text.partition(":")
    if colon and head.strip() and tail.count(":") <= 1 and "=" not in text and _is_card(tail) and not _is_card(head):
        return refusal(R.NAME_JOIN, typed=f"{head.strip()}={tail.strip()}")
    if colon and "=" not in head and _is_card(head) and _parse_card(head).face is not Face.ZERO_FOURTEEN:
        return refusal(R.NOT_DECLARED, typed=repr(head.strip()))  # mermaid:escape; g14x:0 is g0x, suggested
    return suggest(text)


def _parse_wild(text: str, suit_word: str | None) -> Card:
    if suit_word is None:
        return Card.wild()
    suit = _SUIT_WORDS.get(suit_word)
    if suit is None:
        from .lexicon import fold  # wild15:vert, wild15:绿色

        suit = _names().suits.get(fold(suit_word))
    if suit is None:
        raise NotationError(refusal(R.WILD_SUITS), token=text)
    if suit is Suit.BLACK:
        raise NotationError(refusal(R.WILD_NOT_BLACK), token=text)
    return Card.wild(suit)


def _parse_number(text: str, suit: Suit, rank: int, expansion: bool) -> Card:
    if expansion:
        if rank in (7, 8):
            return Card.number(suit, rank, Face.EXTRA)
        if rank in (0, 14):
            return Card.number(suit, rank, Face.ZERO_FOURTEEN)
        if rank == 15:
            raise NotationError(refusal(R.WILD_WRITTEN), token=text)
        raise NotationError(refusal(R.EXTRA_RANKS, typed=str(suit)), token=text)
    if 1 <= rank <= 14:
        return Card.number(suit, rank)
    if rank == 0:
        raise NotationError(refusal(R.RANKS_ZERO, suit=suit, typed=str(suit)), token=text)
    if rank == 15 and suit is not Suit.BLACK:
        raise NotationError(refusal(R.RANKS_WILD, suit=suit, typed=str(suit)), token=text)
    raise NotationError(refusal(R.RANKS, suit=suit), token=text)


# ---------------------------------------------------------------------------------- other languages
# 'sirène', '美人鱼', 'vert7', 'tigresse:fuite': a card as a printing in another language names it.
# The names are the table of skrules.lexicon, read only when a token is no English word, so that
# reading 'g14' never pays for it; skrules.names shows cards by the same names.


class _Names:
    """The localized names, folded, with the cards and suits they stand for: made on first use."""

    __slots__ = ("cards", "full_names", "pirate_words", "suits")

    def __init__(self) -> None:
        from .lexicon import CARD_NAMES, SUIT_NAMES, fold, spellings

        self.cards: dict[str, Card] = {}  # folded name -> card
        for token, by_lang in CARD_NAMES.items():
            card = parse_card(token)
            self.cards.update(
                (key, card) for lang, words in by_lang.items() for w in words for key in spellings(w, lang)
            )
        self.suits: dict[str, Suit] = {}  # folded suit word -> suit
        for letter, by_lang in SUIT_NAMES.items():
            suit = Suit(letter)
            self.suits.update(
                (key, suit) for lang, words in by_lang.items() for w in words for key in spellings(w, lang)
            )
        pirates = {fold(n) for words in CARD_NAMES["pirate"].values() for n in words} | {"pirate"}
        self.pirate_words = sorted(pirates, key=len)[::-1]
        self.full_names = {fold(p.full_name): Card.named(p) for p in Pirate}


_NAMES: list[_Names] = []


def _names() -> _Names:
    if not _NAMES:
        _NAMES.append(_Names())
    return _NAMES[0]


_DECLARED = {"pirate": Role.PIRATE, "escape": Role.ESCAPE}
_BRACKETS = re.compile(r"^([^()]+)\(([^()]+)\)$")  # fold() made full-width brackets plain
_SUIT_FIRST = re.compile(r"^(\D+?)(\d{1,9})(x?)$")
_NUMBER_FIRST = re.compile(r"^(\d{1,9})(\D+)$")


def lookup(text: str) -> Card | None:
    """The card a localized name stands for (``sirène``, ``美人鱼``, ``vert7``, ``tigresse:fuite``), or None.

    Raises :class:`~skrules.errors.NotationError` for a localized numbered card out of range
    (``vert15``), with the same message as its English form.
    """
    from .lexicon import fold

    names = _names()
    key = fold(text)
    card = names.cards.get(key)
    if card is not None:
        return card
    head, colon, tail = key.partition(":")
    if colon:
        return _declared(text, head, tail)
    bracket = _BRACKETS.match(key)
    if bracket:  # 'Tigresse (Fuite)', 'Grand Quinze (vert)': a declaration as --lang prints it
        return _declared(text, *bracket.groups())
    return _number(text, key) or _named_pirate(key)


def _named_pirate(key: str) -> Card | None:
    """``Pirat Rosie D'Laney``, ``Pirate Will le Bandit``: a named Pirate with the word for a Pirate before her name, as
    ``--lang`` printed her before it named her alone (still read)."""
    names = _names()
    for word in names.pirate_words:
        if key.startswith(word):
            card = names.cards.get(key[len(word) :]) or names.full_names.get(key[len(word) :])
            return card if card is not None and card.pirate is not None else None
    return None


def _declared(text: str, head: str, tail: str) -> Card | None:
    """``tigresse:pirate``, ``母老虎:逃生``, ``scary-mary:fuite``, ``grandquinze:vert``: a declaration in any
    language. A card that takes one, declared as nothing it can be, is refused as its English token is
    (``母老虎:zzz`` as ``tigress:zzz``), not as a card that takes none."""
    names = _names()
    card = names.cards.get(head) or _HAND_ONLY.get(head)  # the card itself: 'tigress-pirate:escape' is none
    if card is None:
        return None
    if card.kind in DECLARED_KINDS:  # the Tigress, Scary Mary: 'pirate' or 'escape' in any language
        said = names.cards.get(tail)
        role = _DECLARED.get(str(said)) if said is not None else _DECLARED.get(tail)
        if role is None:
            raise NotationError(refusal(R.TIGRESS_AS if card.kind is Kind.TIGRESS else R.MARY_AS), token=text)
        return Card.tigress(role) if card.kind is Kind.TIGRESS else Card.scary_mary(role)
    if card.face is Face.WILD:
        suit = names.suits.get(tail) or _SUIT_WORDS.get(tail)
        if suit is None:
            raise NotationError(refusal(R.WILD_SUITS), token=text)
        return _parse_wild(text, str(suit))
    return None


def _number(text: str, key: str) -> Card | None:
    match = _SUIT_FIRST.match(key)
    if match:
        word, rank, x = match.groups()
    else:
        match = _NUMBER_FIRST.match(key)
        if not match:
            return None
        (rank, word), x = match.groups(), ""
    suit = _names().suits.get(word)  # English words are cards.py's: 'g 14 x' stays a near miss there
    if suit is None:
        return None
    return _parse_number(text, suit, int(rank), bool(x))


# ---------------------------------------------------------------------------- the box


# The parts of the box that hold one card alone (the Kraken, Walk the Plank, ...): a refusal names
# that card and its part once, not "the Kraken belongs to the Kraken".
_OWN_PART = frozenset(m for m in Module if sum(r.module is m for r in CARDS) == 1)


class Box:
    """The cards a deck is built from: which modules are in, and how many copies of each card.

    An unnamed ``pirate`` stands for any of the five base Pirates not named elsewhere, so five
    Pirates at most in all, and each named one once. ``first`` is the first edition's (2013) box
    of 66 cards: suits of 1 to 13 and Scary Mary in the Tigress's place, with no other module.
    """

    __slots__ = ("_copies", "_deck", "_have", "_keys", "_several", "first", "keymask", "modules")
    modules: frozenset[Module]
    first: bool
    _deck: tuple[Card, ...]
    _copies: Mapping[str, int]
    _have: dict[int, int]
    _keys: frozenset[int]  # the box keys of the deck's cards, as integers
    _several: frozenset[int]  # those the deck holds more than one copy of
    keymask: int  # their ``Card.keybit`` together: a card outside it is not in this deck

    def __init__(self, modules: frozenset[Module] = frozenset({Module.BASE}), first: bool = False) -> None:
        put = object.__setattr__
        put(self, "modules", modules)
        put(self, "first", first)
        deck = _FIRST_DECK if first else _deck_of(modules)
        put(self, "_deck", deck)
        copies = Counter(card.box_key for card in deck)
        put(self, "_copies", MappingProxyType(copies))
        put(self, "_have", {card.key: copies[card.box_key] for card in deck})
        put(self, "_keys", frozenset(card.key for card in deck))
        put(self, "_several", frozenset(key for key, have in self._have.items() if have > 1))
        mask = 0
        for card in deck:
            mask |= card.keybit
        put(self, "keymask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Box is immutable: cannot assign {name!r}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Box) and other.modules == self.modules and other.first == self.first

    def __hash__(self) -> int:
        return hash((self.modules, self.first))

    def __repr__(self) -> str:
        return f"Box(modules={self.modules!r}, first=True)" if self.first else f"Box(modules={self.modules!r})"

    def cards(self) -> list[Card]:
        """Every physical card of the deck, undeclared, in a stable order."""
        return list(self._deck)

    @property
    def size(self) -> int:
        return len(self._deck)

    def copies(self) -> Mapping[str, int]:
        """How many copies of each card the box holds, by ``Card.box_key``."""
        return self._copies

    def check(self, cards: Sequence[Card]) -> None:
        """Refuse cards the deck lacks and more copies than the box holds, naming positions."""
        if self.fits(cards):
            return
        keys = {card.key for card in cards}
        for i, card in enumerate(cards):
            if self.lacks(card):
                raise DeckError(self.refusal(card), position=i, token=str(card))
        if len(keys) == len(cards) and UNNAMED_PIRATE not in keys:
            return
        excess = self.excess(cards)
        if excess is not None:
            key, where, have = excess
            too_many = _too_many(self.card_for(key), where, have)
            raise DeckError(too_many, position=where[have], token=str(cards[where[have]]))

    def card_for(self, key: str) -> Card:
        """The box's card (undeclared) whose copies ``key`` counts, to name it in a refusal."""
        found = next((card for card in self._deck if card.box_key == key), None)
        return found if found is not None else parse_card(key)  # the unnamed Pirate: its copies are the named ones

    def lacks(self, card: Card) -> bool:
        """Whether the deck has no such card (the unnamed Pirate stands for any Pirate it has)."""
        return card.key not in self._keys and card.key != UNNAMED_PIRATE

    def refusal(self, card: Card) -> Refusal:
        """Why a card is not in this deck: its module is left out, or it belongs to another edition."""
        if self.first:
            return first_edition_refusal(card)
        if card.module in _OWN_PART and card.module not in self.modules:  # the part is the card: named once
            return refusal(R.NOT_IN_DECK_OWN, label=card, typed=repr(card.module.value))
        if card.module not in self.modules:
            return refusal(R.NOT_IN_DECK, label=card, word=card.module.label, typed=repr(card.module.value))
        as_ = "tigress:escape" if card.declared is Role.ESCAPE else "tigress:pirate"
        return refusal(R.MARY_FIRST, typed=as_)

    def fits(self, cards: Iterable[Card]) -> bool:
        """Whether the deck holds all these cards, copies counted, decided on integer keys alone.

        False may still be a fit: the unnamed Pirate's copies depend on the named ones, so a set
        with it is left to :meth:`excess`.
        """
        return self.fits_keys([card.key for card in cards])

    def fits_keys(self, keys: list[int]) -> bool:
        """:meth:`fits`, for the cards' ``key`` integers."""
        distinct = set(keys)
        if not distinct <= self._keys:
            return False
        if len(distinct) == len(keys):
            return True  # every card once: the common case
        have, several = self._have, distinct & self._several  # the few cards the box holds more than once
        counted = 0
        for key in several:
            count = keys.count(key)
            if count > have[key]:
                return False
            counted += count
        return len(keys) - counted == len(distinct) - len(several)  # every other card once

    def excess(self, cards: Sequence[Card]) -> tuple[str, list[int], int] | None:
        """The card whose copy one too many comes first, in play order: (key, positions, copies). In ``mermaid sk
        mermaid sk mermaid`` the second Skull King (card 4), not the third Mermaid (card 5)."""
        copies = self.copies()
        seen: dict[str, list[int]] = {}
        for i, card in enumerate(cards):
            seen.setdefault(card.box_key, []).append(i)
        first: tuple[str, list[int], int] | None = None
        for key, where in seen.items():
            if key == "pirate":
                have = len(BASE_PIRATES) - sum(1 for p in BASE_PIRATES if p.value in seen)
            else:
                have = copies.get(key, 0)
            if len(where) > have and (first is None or where[have] < first[1][first[2]]):
                first = key, where, have
        return first

    def missing_from(self, cards: Iterable[Card]) -> list[Card]:
        """Cards of the deck not among ``cards`` (the undealt cards, for instance)."""
        left = Counter(c.key for c in cards)
        out = []
        for card in self._deck:
            if left[card.key]:
                left[card.key] -= 1
            else:
                out.append(card)
        return out


def _deck_of(modules: frozenset[Module], first: bool = False) -> tuple[Card, ...]:
    """Every physical card of a deck, undeclared, in the order of the records.

    Consecutive numbered records of one module are dealt out suit by suit together (the
    Expansion Pack's 7, 8 and 0/14 of green, then of purple...); the base game's are always in.
    ``first``: the first edition's
    (2013) deck, each record's ``first_copies`` and ``first_ranks``.
    """
    out: list[Card] = []
    suited: list[CardRecord] = []  # the run of numbered records being gathered
    for record in (*CARDS, None):
        if suited and (record is None or record.face in (None, Face.WILD) or record.module is not suited[0].module):
            out += [Card.number(s, n, r.face or Face.STANDARD) for s in Suit for r in suited for n in _ranks(r, first)]
            suited = []
        if record is None or (not first and record.module not in modules | {Module.BASE}):
            continue
        if record.face is Face.WILD:
            out += [Card.wild()] * (record.first_copies if first else record.copies)
        elif record.face is not None:
            suited.append(record)
        else:
            card = Card(record.kind, pirate=record.pirate)
            out += [card] * (record.first_copies if first else record.copies)
    return tuple(out)


def _ranks(record: CardRecord, first: bool) -> tuple[int, ...]:
    return record.first_ranks if first else record.ranks


_FIRST_DECK = _deck_of(frozenset(), first=True)  # first.deck: the first edition's 66 cards


def first_edition_refusal(card: Card) -> Refusal:
    """Why a card is not in the first edition's (2013) deck, naming the edition."""
    if card.kind is Kind.NUMBER and card.face is Face.STANDARD and card.rank == 14:
        return refusal(R.FIRST_NO_14)
    if card.kind is Kind.TIGRESS:
        as_ = "scary-mary:escape" if card.declared is Role.ESCAPE else "scary-mary:pirate"
        return refusal(R.FIRST_NO_TIGRESS, typed=as_)
    return refusal(R.FIRST_NO_CARD, label=card)


UNNAMED_PIRATE = Card(Kind.PIRATE).key  # the unnamed Pirate's box key: its copies depend on the named ones
ANY_PIRATE = frozenset({None, *BASE_PIRATES})  # an unnamed Pirate and the five it stands for (box.copies)


def held_at(cards: Sequence[Card], card: Card) -> int | None:
    """Where ``cards`` (a hand) hold the card played, whatever either was declared as; None if not.

    A Pirate whose name does not matter stands for one of the five Pirates (``box.copies``): played,
    it is any of them the hand holds; in a hand, it may be the named one played.
    """
    key = card.key
    for j, held in enumerate(cards):
        if held.key == key:
            return j
    if card.kind is Kind.PIRATE and card.pirate in ANY_PIRATE:
        for j, held in enumerate(cards):
            if held.kind is Kind.PIRATE and held.pirate in ANY_PIRATE and None in (held.pirate, card.pirate):
                return j
    return None


def _too_many(card: Card, where: list[int], have: int) -> Refusal:
    """More copies of a card than the box holds (or more unnamed Pirates than the named ones leave)."""
    places, one = [i + 1 for i in where], len(where) == 1
    if card.face is Face.ZERO_FOURTEEN:  # one card of its suit, whatever each copy was declared as
        return refusal(R.COPIES_ZERO_FOURTEEN, suit=card.suit, n=len(where), places=places)
    if card.box_key != "pirate":
        if have == 1:
            return refusal(R.COPIES_ONE, label=card, n=len(where), places=places)
        return refusal(R.COPIES, label=card, n=len(where), n2=have, places=places)
    named = 5 - have
    if named == 0:
        return refusal(R.PIRATE_UNNAMED if one else R.PIRATES_UNNAMED, n=len(where), places=places)
    if named == 1:
        return refusal(R.PIRATE_UNNAMED_ONE_NAMED if one else R.PIRATES_UNNAMED_ONE_NAMED, n=len(where), places=places)
    return refusal(R.PIRATE_UNNAMED_NAMED if one else R.PIRATES_UNNAMED_NAMED, n=len(where), n2=named, places=places)
