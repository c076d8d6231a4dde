"""The rule set, with the rule IDs and rulings it is built from.

The rule IDs, the rulings and their readings are defined in ``skrules.rulings``, and imported
and documented here; the editions (:mod:`skrules.editions`) bundle readings, and a
:class:`RuleSet` (the deck, the edition, the readings, the house rules, the scoring) is built from
all of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from types import MappingProxyType

from .cards import ADVANCED_MODULES, EXPANSION_MODULES, Box, Card, Module
from .editions import DEFAULT_EDITION, EDITIONS, Edition, House, edition_of, house_of
from .errors import RulesetError, SkrulesError
from .refusals import GameRefusal, Refusal, refusal
from .refusals import SetupRefusal as SR
from .rulings import (
    RULES,
    RULINGS,
    CharacterLead,
    ConTriangle,
    DavyNeedsBid,
    DavyRecipient,
    Dealer,
    DiscardCaptures,
    EightPlayers,
    EvenKeeled,
    GameTie,
    GraybeardLeader,
    KrakenLeader,
    KrakenNobodyLeader,
    LastTrickAbility,
    LeadAfterEscape,
    LootEscapes,
    MonsterDiscardLeader,
    MonsterLoot,
    PlankMonster,
    PlankTigress,
    RascalHalves,
    Reading,
    RemovedLead,
    Rule,
    Ruling,
    Seats,
    TwoPlayerLoot,
    VolleyLeader,
    Whirlpool,
    WildFollow,
    near_words,
    rule,
    ruling_of,
    title,
)
from .shown import quote

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which slows start-up

if TYPE_CHECKING:  # annotations are not evaluated at run time
    from collections.abc import Iterator
    from typing import TypeVar

    R = TypeVar("R", bound="Reading")

__all__ = [
    "RULES",
    "RULINGS",
    "CharacterLead",
    "ConTriangle",
    "DavyNeedsBid",
    "DavyRecipient",
    "Dealer",
    "DiscardCaptures",
    "EightPlayers",
    "EvenKeeled",
    "GameTie",
    "GraybeardLeader",
    "KrakenLeader",
    "KrakenNobodyLeader",
    "LastTrickAbility",
    "LeadAfterEscape",
    "LootEscapes",
    "MonsterDiscardLeader",
    "MonsterLoot",
    "PlankMonster",
    "PlankTigress",
    "RascalHalves",
    "Reading",
    "RemovedLead",
    "Rule",
    "RuleSet",
    "Ruling",
    "Scoring",
    "Seats",
    "TwoPlayerLoot",
    "VolleyLeader",
    "Whirlpool",
    "WildFollow",
    "as_boxed",
    "deck_refused",
    "parse_ruling",
    "rule",
    "ruling_choices",
    "ruling_of",
    "title",
]


class Scoring(StrEnum):
    CLASSIC = "classic"
    RASCAL = "rascal"
    CANNONBALL = "cannonball"


BASE_GAME = frozenset({Module.BASE})
ADVANCED_GAME = BASE_GAME | ADVANCED_MODULES
FULL_BOX = ADVANCED_GAME | EXPANSION_MODULES


def as_boxed(modules: Iterable[Module]) -> frozenset[Module]:
    """The deck parts these come with: an advanced card brings the three, a card of the Expansion
    Pack the whole Pack. What a table that typed only a Kraken most likely plays with."""
    parts = frozenset(modules) | BASE_GAME
    if parts & ADVANCED_MODULES:
        parts |= ADVANCED_MODULES
    if parts & EXPANSION_MODULES:
        parts |= EXPANSION_MODULES
    return parts


_MODULE_WORDS: dict[str, frozenset[Module]] = {
    "base": BASE_GAME,
    "advanced": ADVANCED_MODULES,
    "expansion-all": EXPANSION_MODULES,
    "all": FULL_BOX,
    **{m.value: frozenset({m}) for m in Module},
}


class RuleSet:
    """Which cards are in play, which reading each ruling takes, and how rounds are scored.

    ``RuleSet()`` is the base game of the current edition; ``modules`` adds parts of the box, as
    members or as the command line's ``--deck`` names them (``"advanced"``, ``"kraken,whale"``). An
    ``edition`` (``"2021"``) sets the readings its printing fixes; ``choices`` maps ruling IDs (with
    or without ``ruling.``) to readings, as members or as their text, and override the edition one
    by one; ``house`` names house rules, which no printing has. Rulings named nowhere take their
    default. A rule set is an immutable value: equal options make equal, hashable rule sets.
    """

    __slots__ = (
        "_key",
        "_profile",
        "_readings",
        "abilities",
        "choices",
        "edition",
        "house",
        "modules",
        "scoring",
    )

    modules: frozenset[Module]
    choices: Mapping[str, Reading]  # the readings named, by full ruling ID
    scoring: Scoring
    abilities: bool
    edition: Edition  # the printing, asked for what it changes beyond rulings (``edition.one_deck``)
    house: frozenset[House]
    _readings: dict[type[Reading], Reading]  # every ruling's reading, defaults filled in
    _key: tuple[object, ...]
    _profile: object | None  # what the trick engine derives from this rule set, made once (``trick._Profile``)

    def __init__(
        self,
        modules: Iterable[Module] | str = BASE_GAME,
        choices: Mapping[str, str] | Iterable[Reading] = (),
        scoring: Scoring = Scoring.CLASSIC,
        abilities: bool = False,
        edition: Edition | str | None = None,
        house: Iterable[House | str] = (),
    ) -> None:
        mods = (parse_modules(modules) if isinstance(modules, str) else frozenset(modules)) | BASE_GAME
        if mods & (EXPANSION_MODULES - {Module.EXPANSION}):
            # The extra numbers, the Wild 15 and Mary Thorne always come with the others.
            mods |= {Module.EXPANSION}
        named = dict(_readings_of(choices))
        printing = DEFAULT_EDITION if edition is None else edition_of(edition)
        houses = frozenset(house_of(h) for h in ([house] if isinstance(house, str) else house))
        set_ = object.__setattr__
        set_(self, "modules", mods)
        set_(self, "choices", MappingProxyType(named))
        set_(self, "scoring", scoring)
        set_(self, "abilities", abilities)
        set_(self, "edition", printing)
        set_(self, "house", houses)
        readings = {r.kind: r.default for r in RULINGS.values()}
        readings.update((type(v), v) for v in EDITIONS[printing].readings())
        readings.update((type(v), v) for v in named.values())
        set_(self, "_readings", readings)
        key = (mods, tuple(sorted(named.items())), scoring, abilities, printing, tuple(sorted(houses)))
        set_(self, "_key", key)
        set_(self, "_profile", None)
        _check_edition(self)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a RuleSet is immutable; use with_rulings() or with_modules() ({name})")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleSet) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __reduce__(self) -> tuple[type[RuleSet], tuple[object, ...]]:
        args = (self.modules, tuple(self.choices.values()), self.scoring, self.abilities, self.edition, self.house)
        return RuleSet, args

    def __repr__(self) -> str:
        mods = ", ".join(sorted(m.value for m in self.modules))
        named = ", ".join(f"{k}={v}" for k, v in self.choices.items())
        opts = f"scoring={self.scoring.value}, abilities={self.abilities}"
        if not self.is_default_edition:
            opts += f", edition={self.edition.value!r}"
        if self.house:
            opts += f", house={sorted(h.value for h in self.house)}"
        return f"RuleSet(modules={{{mods}}}, choices={{{named}}}, {opts})"

    @property
    def first_edition(self) -> bool:
        """Whether this is the first edition (2013). Deprecated: ask ``edition`` for the fact you need
        (``rules.edition.one_deck``, ``rules.edition.bonuses``, ...)."""
        return self.edition is Edition.E2013

    @property
    def is_default_edition(self) -> bool:
        return self.edition is DEFAULT_EDITION

    @property
    def overrides(self) -> dict[str, Reading]:
        """The rulings named that change a reading the edition fixes or defaults to, by full ID."""
        fixed = EDITIONS[self.edition].fixed
        out = {}
        for rid, reading in self.choices.items():
            base = fixed[rid].reading if rid in fixed else RULINGS[rid].default
            if reading is not base:
                out[rid] = reading
        return out

    def describe(self, *, house: bool = True) -> str:
        """``2021 edition, with ruling.kraken-leader=would-have-won; house rule: bonus-on-miss``.

        Empty for the usual game (the default edition, no house rule), whose overrides the
        verdict already cites where they decide; a verdict's first line names anything else.
        ``house=False`` leaves the house rules out, for a line that names them elsewhere.
        """
        parts = []
        if not self.is_default_edition:
            overrides = self.overrides
            with_ = ", with " + ", ".join(f"{rid}={r}" for rid, r in overrides.items()) if overrides else ""
            parts.append(f"{self.edition.value} edition{with_}")
        if self.house and house:
            word = "house rules" if len(self.house) > 1 else "house rule"
            parts.append(f"{word}: {', '.join(sorted(h.value for h in self.house))}")
        return "; ".join(parts)

    def has_house(self, rule: House) -> bool:
        return rule in self.house

    @classmethod
    def from_options(
        cls,
        *,
        deck: str | Iterable[Module] | None = None,
        rulings: Iterable[str] | Mapping[str, str] = (),
        scoring: Scoring | str = Scoring.CLASSIC,
        abilities: bool = False,
        cards: Iterable[Card] = (),
        edition: Edition | str | None = None,
        house: Iterable[House | str] = (),
    ) -> RuleSet:
        """The one place options become a rule set (the CLI, both text formats, Sphinx, the API).

        ``deck`` is a deck text (``"advanced"``, ``"kraken,whale"``), modules, or ``None`` / ``"auto"``
        for the smallest deck that holds ``cards``; ``rulings`` are ``NAME=READING`` texts or a
        mapping; ``scoring`` a :class:`Scoring` or its name; ``edition`` a year (``"2021"``);
        ``house`` house rule names (``"bonus-on-miss"``); see :mod:`skrules.editions`.
        """
        choices = dict(rulings) if isinstance(rulings, Mapping) else dict(parse_ruling(t) for t in rulings)
        method = scoring if isinstance(scoring, Scoring) else _scoring(scoring)
        if deck is None or deck == "auto":
            first = _is_first(edition)  # its deck has no other part
            modules: frozenset[Module] = BASE_GAME | (set() if first else {card.module for card in cards})
        else:
            modules = parse_modules(deck) if isinstance(deck, str) else frozenset(deck)
        return cls(modules, choices, method, abilities, edition, house)

    def ruling(self, kind: type[R]) -> R:
        """The reading this rule set takes on a ruling: ``rules.ruling(KrakenLeader)``."""
        return self._readings[kind]  # type: ignore[return-value]  # keyed by its own type

    def reading(self, ruling_id: str) -> Reading:
        """The reading on a ruling named by its ID, for code that walks all rulings as data."""
        return self._readings[ruling_of(ruling_id).kind]

    def is_default(self, ruling: type[Reading] | str) -> bool:
        found = ruling_of(ruling)
        return self._readings[found.kind] is found.default

    def _with(self, **changes: object) -> RuleSet:
        args: dict[str, object] = {
            "modules": self.modules,
            "choices": self.choices,
            "scoring": self.scoring,
            "abilities": self.abilities,
            "edition": self.edition,
            "house": self.house,
        }
        args.update(changes)
        return RuleSet(**args)  # type: ignore[arg-type]  # the same keys, each of its own type

    def with_rulings(self, choices: Mapping[str, str] | Iterable[Reading]) -> RuleSet:
        return self._with(choices={**self.choices, **dict(_readings_of(choices))})

    def with_modules(self, modules: Iterable[Module]) -> RuleSet:
        return self._with(modules=self.modules | frozenset(modules))

    def with_options(
        self,
        *,
        scoring: Scoring | None = None,
        abilities: bool | None = None,
        edition: Edition | str | None = None,
        house: Iterable[House | str] | None = None,
    ) -> RuleSet:
        return self._with(
            scoring=self.scoring if scoring is None else scoring,
            abilities=self.abilities if abilities is None else abilities,
            edition=self.edition if edition is None else edition,
            house=self.house if house is None else house,
        )

    @property
    def box(self) -> Box:
        return _box(self.modules, self.edition.one_deck)

    @property
    def expansion(self) -> bool:
        return Module.EXPANSION in self.modules

    @property
    def max_players(self) -> int:
        """Eight with the base box, six in the first edition; with the Expansion Pack, or under ``ruling.seats=deck``,
        as many as each get a card."""
        seats = self.edition.max_players
        if seats is not None:
            return seats
        return self.box.size if self.expansion or self.ruling(Seats) is Seats.DECK else 8

    @classmethod
    def for_cards(
        cls,
        cards: Iterable[Card],
        *,
        choices: Mapping[str, str] | Iterable[Reading] = (),
        scoring: Scoring = Scoring.CLASSIC,
        abilities: bool = False,
        edition: Edition | str | None = None,
        house: Iterable[House | str] = (),
    ) -> RuleSet:
        """The smallest deck that holds these cards: the base game plus the modules they need.

        The first edition has one deck, so its rule set is the base game whatever the cards: a card
        from outside it is refused when the cards are checked, naming the card and the edition.
        """
        cards = tuple(cards)
        for card in cards:
            if not isinstance(card, Card):  # a token ('Ann=g7') would fail deep inside with no word of why
                raise TypeError(
                    f"RuleSet.for_cards takes cards, not {card!r}: for tokens, name the deck as --deck does "
                    '(RuleSet("advanced", choices=...)), or let judge(tokens) find it'
                )
        modules = BASE_GAME if _is_first(edition) else BASE_GAME | {card.module for card in cards}
        return cls(modules, choices, scoring, abilities, edition, house)


def given_rules(rules: RuleSet | str | None, where: str) -> RuleSet | None:
    """The rule set a function of the library was given: a deck named as ``--deck`` names it (``"advanced"``) is
    that deck with every default; None is left for the function to fill from the cards. ``where`` names the
    function in the TypeError that anything else gets (a mistyped argument would otherwise fail deep inside)."""
    if rules is None or isinstance(rules, RuleSet):
        return rules
    if isinstance(rules, str):
        found = _NAMED.get(rules)
        if found is None:
            found = _NAMED[rules] = RuleSet(modules=rules)
        return found
    raise TypeError(
        f"{where}() argument 'rules' must be a RuleSet or a deck such as 'advanced', "
        f"not {type(rules).__name__} ({rules!r})"
    )


_NAMED: dict[str, RuleSet] = {}  # a deck named -> its rule set (rule sets are immutable)


def _is_first(edition: Edition | str | None) -> bool:
    """Whether the edition named has one deck of its own, with no other part (the first, 2013)."""
    return edition is not None and edition_of(edition).one_deck


def deck_refused(modules: Iterable[Module], edition: Edition) -> Refusal | None:
    """Why a deck of these parts cannot be played under ``edition`` (the first, 2013, has one deck of 66 cards:
    no other part), or None when it can. A rule set refuses it, and a scenario file says it where it is written."""
    parts = sorted(m.value for m in frozenset(modules) - BASE_GAME)
    return refusal(SR.FIRST_DECK, typed=edition.value, typeds=parts) if edition.one_deck and parts else None


def _check_edition(rules: RuleSet) -> None:
    """What the edition lacks is refused: the first (2013) has one deck of 66 cards, no pirate
    abilities and classic scoring."""
    edition = rules.edition
    lacking = deck_refused(rules.modules, edition)
    if lacking is not None:
        raise RulesetError(lacking)
    if rules.abilities and not edition.abilities:
        raise RulesetError(refusal(SR.FIRST_ABILITIES, typed=edition.value))
    if rules.scoring is not Scoring.CLASSIC and edition.classic_only:
        raise RulesetError(refusal(SR.FIRST_SCORING, typed=edition.value, typed2=rules.scoring.value))


def _readings_of(choices: Mapping[str, str] | Iterable[Reading]) -> Iterator[tuple[str, Reading]]:
    """``{id: text}`` or reading members, checked, as ``(full ID, member)`` pairs."""
    if isinstance(choices, Mapping):
        for rid, text in choices.items():
            found = ruling_of(rid)
            yield found.id, text if isinstance(text, found.kind) else found.reading(text)
    else:
        for member in choices:
            yield member.ruling.id, member


_SCORING_WORDS = {"classic": Scoring.CLASSIC, "rascal": Scoring.RASCAL, "grapeshot": Scoring.RASCAL}


def _scoring(text: str) -> Scoring:
    try:
        return _SCORING_WORDS.get(text.strip().lower()) or Scoring(text.strip().lower())
    except ValueError:
        close = near_words(text, scoring_words())
        typed = quote(text.strip())
        if close:
            either = [repr(c) for c in close]
            raise RulesetError(refusal(SR.SCORING_CLOSE, typed=typed, either=either)) from None
        raise RulesetError(refusal(SR.SCORING_UNKNOWN, typed=typed)) from None


def scoring_words() -> list[str]:
    """Every word ``--scoring`` and ``scoring:`` accept, for suggestions and shell completion."""
    return list(dict.fromkeys([*(str(s) for s in Scoring), *_SCORING_WORDS]))


def deck_words() -> list[str]:
    """Every word ``--deck`` and ``deck:`` accept (a comma list of them), for suggestions and completion."""
    return sorted(_MODULE_WORDS)


_BOXES: dict[tuple[frozenset[Module], bool], Box] = {}


def _box(modules: frozenset[Module], first: bool = False) -> Box:
    box = _BOXES.get((modules, first))
    if box is None:
        box = _BOXES[modules, first] = Box(modules, first)
    return box


def parse_modules(text: str) -> frozenset[Module]:
    """Read ``base``, ``advanced``, ``all``, or a comma list such as ``kraken,whale,expansion``."""
    out: set[Module] = set(BASE_GAME)
    typed = [w.strip() for w in text.split(",")]
    if not all(typed):  # ',,,' or '' would silently mean the base game
        raise RulesetError(refusal(GameRefusal.DECK_PART_EMPTY, typed=quote(text)))
    for word in typed:
        if word.lower() not in _MODULE_WORDS:
            raise RulesetError(_unknown_part(word))  # quoted as typed, suggested as known
        out |= _MODULE_WORDS[word.lower()]
    return frozenset(out)


def _unknown_part(word: str) -> str:
    """An unknown deck part, the nearest known ones suggested, and every one known."""
    close = near_words(word.lower(), _MODULE_WORDS)
    if close:
        either = [repr(c) for c in close]
        return refusal(GameRefusal.DECK_PART_CLOSE, typed=quote(word), either=either, typeds=deck_words())
    return refusal(GameRefusal.DECK_PART_UNKNOWN, typed=quote(word), typeds=deck_words())


def check_reading(ruling_id: str, reading: str) -> Reading:
    """The member for ``reading`` of a ruling named with or without ``ruling.``; a RulesetError if none."""
    return ruling_of(ruling_id).reading(reading)


def parse_ruling(text: str) -> tuple[str, Reading]:
    """Read ``NAME=READING`` (``kraken-leader=left-of-kraken``) into a full ruling ID and its reading.

    The one reader of the syntax: the CLI's ``--ruling``, scenario files, score sheets, the
    rulebook's directives and :meth:`RuleSet.from_options` all come here.
    """
    name, sep, reading = text.partition("=")
    if not sep or not name.strip() or not reading.strip():
        raise RulesetError(refusal(SR.RULING_FORM, typed=quote(text)))
    found = ruling_of(name.strip().lower())
    return found.id, found.reading(reading.strip().lower())


def ruling_choices(texts: Sequence[str]) -> dict[str, Reading]:
    """The ``--ruling`` options read; the same ruling twice with two readings is refused, not settled silently."""
    choices: dict[str, Reading] = {}
    for text in texts:
        rid, reading = parse_ruling(text)
        if choices.get(rid, reading) != reading:
            name, was = rid.removeprefix("ruling."), repr(str(choices[rid]))
            raise SkrulesError(refusal(SR.RULING_TWICE, typed=quote(text), typed2=name, typed3=was))
        choices[rid] = reading
    return choices
