"""The cards of the box, one record each: everything the package knows about a card, said once.

A card's kind, token and aliases, printed name and its names in other languages, copies per deck
and in the first edition (2013), role, module, marks, declarations, the rules that mention it and
the bonuses paid when it is captured are one :class:`CardRecord` in :data:`CARDS`. The tables the
rest of the package reads (:mod:`skrules.cards`' token, label and role of each kind, the deck of a
box, :data:`skrules.lexicon.CARD_NAMES`, the rules *Cards at a glance* lists) are derived from it,
so a new card is one record here (with its ``Kind``, and its ``Role`` if it plays a new part) and,
if it ranks in a new way, a rung of :mod:`skrules.ladder`.

The order of :data:`CARDS` is the order of the deck (a seeded deal depends on it); the first
edition's deck takes the records in the same order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from types import MappingProxyType

from .rulings import RuleId

__all__ = [
    "ADVANCED_MODULES",
    "BASE_PIRATES",
    "CARDS",
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
    "PIRATE_RECORDS",
    "ROLE_IDS",
    "ROLE_NAMES",
    "SEA_MONSTERS",
    "CardRecord",
    "Face",
    "Kind",
    "Module",
    "Pirate",
    "Role",
    "Suit",
    "names_table",
    "record_of",
]


class Suit(StrEnum):
    """The four suits; black (Jolly Roger) is trump."""

    GREEN = "g"
    PURPLE = "p"
    YELLOW = "y"
    BLACK = "b"

    label: str  # its colour in English ("green"), set below: read in every explained trick's sentences

    @property
    def is_trump(self) -> bool:
        return self is Suit.BLACK


for _suit, _label in zip(Suit, ("green", "purple", "yellow", "black"), strict=True):
    _suit.label = _label


class Kind(Enum):
    """What is printed on the card."""

    NUMBER = "number"
    ESCAPE = "escape"
    PIRATE = "pirate"
    TIGRESS = "tigress"
    SCARY_MARY = "scary mary"  # the first edition's (2013) card in the Tigress's place
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
    ESCAPE = "escape"  # Escape, Tigress or Scary Mary as Escape, Loot
    PIRATE = "pirate"  # the named and unnamed Pirates, Mary Thorne, Tigress or Scary Mary as Pirate
    SKULL_KING = "skull king"
    MERMAID = "mermaid"
    FIRST_MATE = "first mate"
    KRAKEN = "kraken"
    WHITE_WHALE = "white whale"
    STINGRAY = "stingray"
    NON_WINNING = "non-winning"  # Walk the Plank, the Last Volley, Davy Jones' Locker
    UNDECLARED = "undeclared"  # a Tigress (or Scary Mary) in a hand, not yet played


# Cards whose lead passes the choice of suit to the next card.
DEFERRING = frozenset({Role.ESCAPE, Role.NON_WINNING})


ROLE_IDS = {role: i for i, role in enumerate(Role)}

# The cards of a role as the cards page names them, in English (``skrules cards --json``'s ``cards``);
# beside the roles, so that a new role is named where it is declared.
ROLE_NAMES = {
    Role.NUMBER: "numbered cards",
    Role.ESCAPE: "Escapes",
    Role.PIRATE: "Pirates",
    Role.SKULL_KING: "Skull King",
    Role.MERMAID: "Mermaids",
    Role.FIRST_MATE: "First Mate Con",
    Role.KRAKEN: "Kraken",
    Role.WHITE_WHALE: "White Whale",
    Role.STINGRAY: "Spotted Stingray",
    Role.NON_WINNING: "cards that never win",
}


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
        return PIRATE_RECORDS[self].name


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

MARK_UNDECLARED = 1
MARK_WILD = 2
MARK_MONSTER = 4
MARK_DAVY = 8
MARK_PLANK = 16
MARK_VOLLEY = 32
MARK_LOOT = 64
MARK_DECLARED = 128  # a card whose declaration or stand-in an explanation states (Tigress, Loot, 0/14, Wild, Mary)
MARK_POINTS = 256  # a numbered card worth points to whoever captures it (the 14s, the expansion 7s and 8s)


@dataclass(frozen=True, slots=True, eq=False)
class CardRecord:
    """One card of the box, or one printing of the numbered cards, with every fact about it.

    A numbered record (``face`` set) stands for its ``ranks`` in each suit, or for the one Wild 15.
    A record whose card is declared as played (``declares``) names each declaration with the
    words typed for it; its own token and ``aliases`` are then the card in a hand.
    """

    kind: Kind
    token: str  # the card's text undeclared and the box key its copies are counted by; a face's name
    name: str  # the name printed on it in English (a named Pirate's without "Pirate")
    role: Role
    module: Module = Module.BASE
    copies: int = 1  # in a deck built with its module (0: never, as the unnamed Pirate)
    first_copies: int = 0  # in the first edition's (2013) deck
    pirate: Pirate | None = None
    face: Face | None = None  # a numbered record's printing
    ranks: tuple[int, ...] = ()  # a numbered record's numbers in each suit, in deck order
    first_ranks: tuple[int, ...] = ()  # those of the first edition's deck
    aliases: tuple[str, ...] = ()  # more words typed for it
    declares: Mapping[Role, tuple[str, ...]] = field(default_factory=dict)  # declaration -> its typed words
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # language -> names, the printed one first
    marks: int = 0  # the MARK_* bits of every card of the record
    rules: tuple[str, ...] = ()  # the rules about it beyond its rank, as Cards at a glance lists them
    first_rules: tuple[str, ...] | None = None  # those of the first edition, when they differ
    bonuses: tuple[str, ...] = ()  # the bonuses (skrules.bonuses names) its capture or play can bring
    article: str | None = None  # "the" or "" before its name in a sentence; None: "a" or "an"
    character: bool = False  # a character: in the lead, it leaves the trick without a suit (lead.character)

    @property
    def in_first_edition(self) -> bool:
        return self.first_copies > 0 or bool(self.first_ranks)


_R = RuleId
_FACE_STANDARD = (_R.LEAD_NUMBER, _R.PLAY_FOLLOW)
_PIRATE = (_R.LEAD_CHARACTER, _R.BONUS_MERMAID, _R.ABILITY_UNLOCK)
_FIRST_PIRATE = (_R.FIRST_MERMAID,)  # a character lead: the next numbered card sets the suit in 2013


def _named(pirate: Pirate, name: str, ability: str, *aliases: str, **names: tuple[str, ...]) -> CardRecord:
    """One of the base game's five named Pirates."""
    return CardRecord(
        Kind.PIRATE, pirate.value, name, Role.PIRATE, pirate=pirate, first_copies=1, aliases=aliases,
        names=names, rules=(*_PIRATE, ability), first_rules=_FIRST_PIRATE, bonuses=("pirate",), character=True,
    )  # fmt: skip


CARDS: tuple[CardRecord, ...] = (
    CardRecord(
        Kind.NUMBER, "standard", "numbered card", Role.NUMBER, face=Face.STANDARD,
        ranks=tuple(range(1, 15)), first_ranks=tuple(range(1, 14)), rules=_FACE_STANDARD, bonuses=("14", "black14"),
    ),
    CardRecord(
        Kind.ESCAPE, "escape", "Escape", Role.ESCAPE, copies=5, first_copies=5, aliases=("esc", "escapes"),
        names={"fr": ("Fuite",), "es": ("Huida",), "de": ("Flucht",), "zh": ("逃生", "逃跑")}, rules=(_R.LEAD_ESCAPE,),
    ),
    CardRecord(
        Kind.PIRATE, "pirate", "Pirate", Role.PIRATE, copies=0, aliases=("pirates",),
        names={"fr": ("Pirate",), "es": ("Pirata",), "de": ("Pirat",), "zh": ("海盗",)},
        rules=_PIRATE, first_rules=_FIRST_PIRATE, bonuses=("pirate",), character=True,
    ),  # any of the five base Pirates not named elsewhere: not a card of its own
    _named(
        Pirate.ROSIE, "Rosie D'Laney", _R.ABILITY_ROSIE, "rosie-d-laney", "rosie-dlaney", "rosie-de-laney",
        fr=("Rosie la Douce",),
    ),
    _named(Pirate.BENDT, "Bendt the Bandit", _R.ABILITY_BENDT, "bendt-the-bandit", fr=("Will le Bandit", "Will")),
    _named(Pirate.RASCAL, "Rascal of Roatan", _R.ABILITY_RASCAL, "rascal-of-roatan", fr=("Rascal le Flambeur",)),
    _named(Pirate.JUANITA, "Juanita Jade", _R.ABILITY_JUANITA, "juanita-jade", fr=("Juanita Jade",)),
    _named(Pirate.HARRY, "Harry the Giant", _R.ABILITY_HARRY, "harry-the-giant", fr=("Harry le Géant",)),
    CardRecord(
        Kind.TIGRESS, "tigress", "Tigress", Role.UNDECLARED, marks=MARK_DECLARED,
        declares={Role.PIRATE: ("tigress-pirate", "tigress:p"), Role.ESCAPE: ("tigress-escape", "tigress:e")},
        names={"fr": ("Tigresse",), "es": ("Tigresa",), "de": ("Tigerin",), "zh": ("母老虎",)},
        rules=(_R.TIGRESS_DECLARE, _R.BONUS_MERMAID), bonuses=("pirate",),
    ),
    CardRecord(
        Kind.SCARY_MARY, "scary-mary", "Scary Mary", Role.UNDECLARED, copies=0, first_copies=1,
        aliases=("scarymary",), marks=MARK_DECLARED, rules=(_R.FIRST_MARY, _R.FIRST_PIRATE), bonuses=("pirate",),
        declares={
            Role.PIRATE: ("scary-mary:p", "scary-mary-pirate", "scarymary:pirate", "scarymary:p"),
            Role.ESCAPE: ("scary-mary:e", "scary-mary-escape", "scarymary:escape", "scarymary:e"),
        },
    ),  # first.mary: the first edition's (2013) card in the Tigress's place
    CardRecord(
        Kind.SKULL_KING, "sk", "Skull King", Role.SKULL_KING, first_copies=1,
        aliases=("skull-king", "skullking", "king"),
        names={
            "fr": ("Skull King",), "es": ("Skull King",), "de": ("Skull King",), "zh": ("骷髅王", "海盗王者", "海盗王"),
        },
        rules=(_R.LEAD_CHARACTER, _R.BONUS_PIRATE), first_rules=(_R.FIRST_PIRATE,), bonuses=("king",), article="the",
        character=True,
    ),
    CardRecord(
        Kind.MERMAID, "mermaid", "Mermaid", Role.MERMAID, copies=2, first_copies=2, aliases=("mermaids", "siren"),
        names={"fr": ("Sirène",), "es": ("Sirena",), "de": ("Meerjungfrau",), "zh": ("美人鱼",)},
        rules=(_R.LEAD_CHARACTER, _R.BONUS_KING), first_rules=(_R.FIRST_KING,), bonuses=("mermaid",),
        character=True,
    ),
    CardRecord(
        Kind.KRAKEN, "kraken", "Kraken", Role.KRAKEN, module=Module.KRAKEN, marks=MARK_MONSTER,
        names={"fr": ("Kraken",), "es": ("Kraken",), "de": ("Kraken",), "zh": ("海妖", "海怪", "克拉肯")},
        rules=(_R.MONSTER_LAST, _R.KRAKEN_LEADER), article="the",
    ),
    CardRecord(
        Kind.WHITE_WHALE, "whale", "White Whale", Role.WHITE_WHALE, module=Module.WHITE_WHALE, marks=MARK_MONSTER,
        aliases=("white-whale", "whitewhale"), rules=(_R.MONSTER_LAST,), article="the",
        names={
            "fr": ("Baleine blanche", "Baleine"),
            "es": ("Ballena Blanca", "Ballena"),
            "de": ("Weißer Wal", "Wal"),
            "zh": ("白鲸", "复仇白鲸"),
        },
    ),
    CardRecord(
        Kind.LOOT, "loot", "Loot", Role.ESCAPE, module=Module.LOOT, copies=2, marks=MARK_LOOT | MARK_DECLARED,
        names={"fr": ("Butin",), "es": ("Botín",), "de": ("Beute",), "zh": ("战利品",)}, article="the",
        rules=(_R.LOOT_ESCAPE, _R.LOOT_ALLIANCE, _R.LOOT_NONE, _R.SCORE_ALLIANCE),
    ),
    CardRecord(
        Kind.NUMBER, "extra", "expansion 7 and 8", Role.NUMBER, module=Module.EXPANSION, face=Face.EXTRA,
        ranks=(7, 8), marks=MARK_POINTS, rules=(_R.EXP_EIGHT, _R.EXP_SEVEN), bonuses=("8", "7"),
    ),
    CardRecord(
        Kind.NUMBER, "zero-fourteen", "0/14 card", Role.NUMBER, module=Module.EXPANSION, face=Face.ZERO_FOURTEEN,
        ranks=(14,), marks=MARK_DECLARED, rules=(_R.EXP_ZERO_FOURTEEN,),
    ),  # printed 0 and 14, declared one of them as played: a 14 until then
    CardRecord(
        Kind.NUMBER, "wild15", "Wild 15", Role.NUMBER, module=Module.EXPANSION, face=Face.WILD, ranks=(15,),
        aliases=("wild", "wild-15"), marks=MARK_WILD | MARK_DECLARED,
        names={"fr": ("Grand Quinze",), "de": ("Wilde 15",), "zh": ("百搭15", "百搭 15")},
        rules=(_R.WILD_FOLLOW, _R.WILD_NAME, _R.WILD_BLACK),
    ),  # one card, of no suit until it is played and names one
    CardRecord(
        Kind.PIRATE, "mary", "Mary Thorne", Role.PIRATE, module=Module.EXPANSION, pirate=Pirate.MARY,
        aliases=("mary-thorne",), names={"en": ("Mary Throne",)}, marks=MARK_DECLARED, bonuses=("pirate",),
        rules=(_R.MARY_PIRATE, *_PIRATE, _R.MARY_POWER), character=True,
    ),
    CardRecord(
        Kind.FIRST_MATE, "con", "First Mate Con", Role.FIRST_MATE, module=Module.FIRST_MATE,
        aliases=("first-mate", "first-mate-con", "firstmate"), rules=(_R.CON_POWERS, _R.CON_BONUS),
        names={"fr": ("Second", "le Second"), "de": ("Zweiter", "Der Zweite"), "zh": ("副手",), "en": ("The Second",)},
        bonuses=("con",), article="", character=True,
    ),
    CardRecord(
        Kind.PLANK, "plank", "Walk the Plank", Role.NON_WINNING, module=Module.PLANK, marks=MARK_PLANK,
        aliases=("walk-the-plank",), names={"fr": ("Planche",), "de": ("Über die Planke",), "zh": ("走跳板",)},
        rules=(_R.EXP_NON_WINNING, _R.PLANK_REMOVE), article="",
    ),
    CardRecord(
        Kind.STINGRAY, "stingray", "Spotted Stingray", Role.STINGRAY, module=Module.STINGRAY, marks=MARK_MONSTER,
        aliases=("spotted-stingray",), rules=(_R.MONSTER_LAST,), article="the",
        names={"fr": ("Raie",), "de": ("Gefleckter Rochen",), "zh": ("斑点鳐",), "en": ("Spotted Ray",)},
    ),
    CardRecord(
        Kind.VOLLEY, "volley", "Last Volley", Role.NON_WINNING, module=Module.VOLLEY, marks=MARK_VOLLEY,
        aliases=("last-volley", "the-last-volley"), rules=(_R.EXP_NON_WINNING, _R.VOLLEY_EXTRA), article="the",
        names={"fr": ("Dernière Salve",), "de": ("Letzte Salve",), "zh": ("最后齐射",), "en": ("Final Salvo",)},
    ),
    CardRecord(
        Kind.DAVY, "davy", "Davy Jones' Locker", Role.NON_WINNING, module=Module.DAVY, marks=MARK_DAVY,
        aliases=("davy-jones", "davy-jones-locker", "locker"), bonuses=("davy",), article="",
        names={"fr": ("Fosse",), "de": ("Davy Jones' Truhe",), "zh": ("戴维·琼斯的箱子",)},
        rules=(_R.EXP_NON_WINNING, _R.DAVY_DESTROY, _R.DAVY_BONUS),
    ),
)  # fmt: skip

SEA_MONSTERS = frozenset(r.role for r in CARDS if r.marks & MARK_MONSTER)
# Cards whose lead leaves the trick without a suit (the "character" leads).
NO_SUIT_LEADS = frozenset(r.role for r in CARDS if r.character) | SEA_MONSTERS
PIRATE_RECORDS: Mapping[Pirate, CardRecord] = MappingProxyType({r.pirate: r for r in CARDS if r.pirate is not None})
BASE_PIRATES = tuple(r.pirate for r in CARDS if r.pirate is not None and r.module is Module.BASE)
# The cards declared a Pirate or an Escape as they are played: the Tigress, and Scary Mary before her.
DECLARED_KINDS = frozenset(r.kind for r in CARDS if r.declares)
_BY_KIND = MappingProxyType({r.kind: r for r in CARDS if r.pirate is None and r.face is None})
_BY_FACE = MappingProxyType({r.face: r for r in CARDS if r.face is not None})


def record_of(kind: Kind, pirate: Pirate | None = None, face: Face = Face.STANDARD) -> CardRecord:
    """The record of a card, by the fields that tell records apart (a numbered card's face, a Pirate's name)."""
    if kind is Kind.NUMBER:
        return _BY_FACE[face]
    if pirate is not None:
        return PIRATE_RECORDS[pirate]
    return _BY_KIND[kind]


def names_table() -> dict[str, dict[str, tuple[str, ...]]]:
    """Token -> {language: names}, in the order of the rulebook's names table.

    The table reads the base game's and the advanced cards, then the named Pirates, then the
    Expansion Pack's own cards, then the numbered cards (the Wild 15).
    """

    def place(record: CardRecord) -> int:
        if record.face is not None:
            return 3
        if record.pirate is not None:
            return 1
        return 2 if record.module in EXPANSION_MODULES else 0

    named = sorted((r for r in CARDS if r.names), key=place)
    return {r.token: dict(r.names) for r in named}
