"""Rule IDs, rulings and the rule set.

Each rule's full text lives once, in the rulebook under ``docs/`` with the ID as its anchor; the
code holds only the ID and a short title (a test checks that both sides name the same IDs).
Where the printed rules are silent or the sources disagree, a :class:`Ruling` names the readings
and the default, and a :class:`RuleSet` can switch to another reading.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType

from .cards import ADVANCED_MODULES, EXPANSION_MODULES, Box, Card, Module
from .errors import RulesetError

__all__ = ["RULES", "RULINGS", "Rule", "RuleSet", "Ruling", "Scoring", "rule", "title"]


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    title: str
    chapter: str


@dataclass(frozen=True, slots=True)
class Ruling:
    """A point where the printed rules are silent or disagree: its readings, default first."""

    id: str
    title: str
    readings: Mapping[str, str]
    default: str

    @property
    def chapter(self) -> str:
        return "rulings"


_CHAPTERS: dict[str, list[tuple[str, str]]] = {
    "components": [
        ("box.suits", "Four suits numbered 1 to 14; black is trump"),
        ("box.specials", "The special cards of the base box"),
        ("box.advanced", "The advanced cards: Kraken, White Whale and Loot"),
        ("box.copies", "No card appears more often than the box holds it"),
    ],
    "setup": [
        ("setup.players", "Two to eight players"),
        ("setup.deal", "Round r deals r cards, for ten rounds"),
        ("setup.cap", "Every player is dealt the same number of cards"),
        ("setup.variants", "The card-count variants"),
        ("setup.dealer", "The deal passes left; the player left of the dealer leads"),
    ],
    "bidding": [
        ("bid.range", "A bid is a number of tricks from 0 to the cards dealt"),
        ("bid.reveal", "Bids are revealed together and stand for the round"),
    ],
    "trick": [
        ("play.order", "Each player plays one card, leader first, then clockwise"),
        ("play.hand", "A card is played from the player's own hand"),
        ("play.follow", "A numbered card must follow the lead suit if the hand holds it"),
        ("play.special", "A special card may always be played"),
        ("play.free", "With no card of the lead suit, any card may be played"),
        ("lead.number", "The first numbered card sets the lead suit"),
        ("lead.escape", "An Escape-like lead passes the choice of suit on"),
        ("lead.character", "A character lead leaves the trick without a suit"),
        ("tigress.declare", "The Tigress is declared a Pirate or an Escape when played"),
        ("rank.mermaid-king", "With a Mermaid and the Skull King, the first Mermaid wins"),
        ("rank.king", "The Skull King beats the Pirates and every numbered card"),
        ("rank.pirate", "The first Pirate beats the Mermaids and every numbered card"),
        ("rank.mermaid", "The first Mermaid beats every numbered card"),
        ("rank.trump", "The highest black card wins over the other suits"),
        ("rank.lead", "The highest card of the lead suit wins; other suits never do"),
        ("rank.tie", "Of equal cards, the first played wins"),
        ("rank.escape", "Escapes lose; if all cards are Escapes, the first played wins"),
        ("next.winner", "The winner of a trick leads the next"),
        ("bonus.capture", "Only the winning card's captures earn bonuses"),
        ("bonus.fourteen", "+10 for each green, purple or yellow 14 captured"),
        ("bonus.black-fourteen", "+20 for the black 14 captured"),
        ("bonus.mermaid", "+20 for each Mermaid taken by a Pirate"),
        ("bonus.pirate", "+30 for each Pirate taken by the Skull King"),
        ("bonus.king", "+40 for the Skull King taken by a Mermaid"),
    ],
    "advanced": [
        ("kraken.destroy", "The Kraken destroys the trick"),
        ("kraken.leader", "After the Kraken, who would have won leads next"),
        ("whale.numbers", "The White Whale: only numbers count, the highest wins"),
        ("whale.discard", "A White Whale trick with no numbered card is discarded"),
        ("monster.last", "Of several sea monsters, the last played decides"),
        ("loot.escape", "The Loot plays as an Escape"),
        ("loot.alliance", "The Loot allies its player with the trick's winner"),
        ("loot.none", "No alliance when the Loot's player wins or nobody does"),
    ],
    "abilities": [
        ("ability.unlock", "Win a trick with a named Pirate to use its ability at once"),
        ("ability.rosie", "Rosie D'Laney chooses who leads the next trick"),
        ("ability.bendt", "Bendt the Bandit draws two cards and discards two"),
        ("ability.rascal", "Rascal of Roatan wagers 0, 10 or 20 points on the bid"),
        ("ability.juanita", "Juanita Jade looks through the undealt cards"),
        ("ability.harry", "Harry the Giant changes the bid by one, even after the last trick"),
    ],
    "scoring": [
        ("score.bid", "A bid of one or more made exactly scores 20 per trick"),
        ("score.miss", "A missed bid loses 10 per trick off"),
        ("score.zero", "A bid of zero scores 10 per card dealt, or loses it"),
        ("score.bonus", "Bonuses are paid only on a made bid"),
        ("score.alliance", "Loot allies each score +20 when both make their bids exactly"),
        ("score.wager", "Rascal's wager is won on a made bid and lost otherwise"),
        ("score.rascal", "Rascal scoring: 10 per card dealt, in full, half or none"),
        ("score.rascal-bonus", "Rascal scoring: bonuses in full, half or none"),
        ("score.cannonball", "Cannonball: 15 per card dealt when exact, else nothing"),
        ("score.choice", "Under Rascal scoring, each player chooses grapeshot or cannonball"),
        ("game.end", "After the last round the highest total wins"),
        ("game.tie", "Tied leaders play another round"),
    ],
    "two-player": [
        ("two.ghost", "Graybeard's ghost is dealt a third hand; he neither bids nor scores"),
        ("two.order", "The players alternate leading rounds; Graybeard always plays second"),
        ("two.flip", "Graybeard plays his top card and need not follow suit"),
        ("two.tigress", "Graybeard's Tigress is an Escape"),
        ("two.leader", "Who leads after Graybeard wins a trick"),
        ("two.cards", "Cards left out of the two-player game"),
    ],
    "expansion": [
        ("exp.cards", "The Expansion Pack's cards and which come together"),
        ("exp.players", "With the Expansion Pack, up to nine players play ten full rounds"),
        ("exp.eight", "+5 for each expansion 8 captured"),
        ("exp.seven", "-5 for each expansion 7 captured"),
        ("exp.zero-fourteen", "The 0/14 card is declared 0 or 14 and earns no 14 bonus"),
        ("wild.follow", "The Wild 15 plays as a 15 of the standard lead suit"),
        ("wild.name", "With no suit set, the Wild 15 names green, purple or yellow"),
        ("wild.black", "The Wild 15 loses to a black lead"),
        ("mary.pirate", "Mary Thorne plays as a Pirate"),
        ("mary.power", "Mary Thorne forces a random card into the next trick"),
        ("con.rank", "First Mate Con beats Pirates and loses to Mermaids and the Skull King"),
        ("con.powers", "Con's winner may use the powers of the Pirates he captures"),
        ("con.bonus", "Con earns no Pirate bonus; taking him is worth +30"),
        ("plank.remove", "Walk the Plank removes one Pirate at the end of the trick"),
        ("stingray.lowest", "The Spotted Stingray: only numbers count, the lowest wins"),
        ("davy.destroy", "Davy Jones' Locker destroys every sea monster in the trick"),
        ("davy.bonus", "+20 for each sea monster Davy Jones destroys"),
        ("volley.extra", "The Last Volley: one more card, then sit out the last trick"),
        ("exp.non-winning", "Walk the Plank, the Last Volley and Davy Jones never win"),
        ("exp.lead", "A non-winning special in the lead passes the choice of suit on"),
        ("exp.discard", "A trick with nothing that can win is discarded"),
    ],
}

RULES: Mapping[str, Rule] = MappingProxyType(
    {rid: Rule(rid, ttl, chapter) for chapter, rules in _CHAPTERS.items() for rid, ttl in rules}
)

_RULINGS = [
    Ruling(
        "ruling.lead-after-escape",
        "A character played after an Escape-like lead",
        {
            "next-number": "the next numbered card still sets the suit",
            "character": "the character leads in effect: the trick has no suit",
        },
        "next-number",
    ),
    Ruling(
        "ruling.character-lead",
        "A character in the lead: a trick without a suit, or the next numbered card's suit?",
        {
            "no-suit": "the trick has no suit to follow (2021 rulebook, publisher's FAQ)",
            "next-number": "the next numbered card sets the suit (the 2013 rules)",
        },
        "no-suit",
    ),
    Ruling(
        "ruling.kraken-leader",
        "Who leads after the Kraken",
        {
            "would-have-won": "whoever would have won without the sea monsters (the publisher's FAQ)",
            "left-of-kraken": "the player after the Kraken's player (the first 2021 print)",
        },
        "would-have-won",
    ),
    Ruling(
        "ruling.kraken-nobody-leader",
        "Who leads after the Kraken when nothing else in the trick could have won",
        {
            "trick-leader": "the player who led the trick, as after a discarded trick (Expansion rulebook)",
            "kraken-player": "the Kraken's player",
        },
        "trick-leader",
    ),
    Ruling(
        "ruling.monster-discard-leader",
        "Who leads after a White Whale trick with no numbered card",
        {
            "monster-player": "the player of the White Whale (2021 rulebook)",
            "would-have-won": "whoever would have won without the sea monsters (2024 print)",
            "trick-leader": "the player who led the trick",
        },
        "monster-player",
    ),
    Ruling(
        "ruling.removed-lead",
        "The lead suit once the card that led is removed",
        {
            "recompute": "the remaining cards set the suit afresh, in the order played",
            "as-played": "the suit stays as played; if then nothing can win, the trick is discarded",
        },
        "recompute",
    ),
    Ruling(
        "ruling.graybeard-leader",
        "Who leads after Graybeard's ghost wins a trick",
        {
            "round-leader": "the player who led that round, its first trick (the reference guide, as written)",
            "trick-leader": "the player who led the trick Graybeard won (an earlier reading of the guide)",
            "graybeard": "Graybeard leads the next trick himself (2021 rulebook)",
        },
        "round-leader",
    ),
    Ruling(
        "ruling.dealer",
        "Who deals the next round",
        {
            "rotate": "the deal passes to the left (2021 rulebook, Chinese rulebook)",
            "stay": "the same player deals every round (the reference guide's wording)",
        },
        "rotate",
    ),
    Ruling(
        "ruling.eight-players",
        "How many cards eight players are dealt at most",
        {
            "eight": "at most 8 each, whatever the deck (the reference guide)",
            "deck": "as many as the deck in use deals evenly: the deck size divided by 8, rounded down",
        },
        "eight",
    ),
    Ruling(
        "ruling.volley-leader",
        "Who leads the round's last trick when the player due to lead it sits out after the Last Volley",
        {
            "next-in-turn": "the next player in turn, on the left of the Last Volley's player",
            "previous-in-turn": "the player on the right of the Last Volley's player, who plays just before them",
        },
        "next-in-turn",
    ),
    Ruling(
        "ruling.whirlpool",
        "The Whirlpool schedule",
        {
            "pairs": "two rounds each of 9, 7, 5, 3 and 1 cards (the reference guide)",
            "single": "one round each of 9, 7, 5, 3 and 1 cards (a 2024 transcription)",
        },
        "pairs",
    ),
    Ruling(
        "ruling.rascal-halves",
        "Half of an odd bonus under Rascal scoring",
        {
            "toward-zero": "round half points toward zero",
            "away-from-zero": "round half points away from zero",
        },
        "toward-zero",
    ),
    Ruling(
        "ruling.wild-follow",
        "Must a player holding the Wild 15 use it to follow a standard suit?",
        {
            "must": "yes: it is a card of any standard suit, so it obliges like one",
            "may": "no: it may follow, but holding it obliges nothing",
        },
        "must",
    ),
    Ruling(
        "ruling.con-triangle",
        "First Mate Con with a Mermaid and a Pirate, no Skull King",
        {
            "mermaid": "the first Mermaid wins, as in the Skull King's triangle, and takes Con (+30)",
            "con": "Con wins: he beats the Pirate that beats the Mermaid",
        },
        "mermaid",
    ),
    Ruling(
        "ruling.plank-tigress",
        "May Walk the Plank remove the Tigress played as a Pirate?",
        {
            "yes": "yes: as a Pirate she is a Pirate in every respect",
            "no": "no: only the Pirate cards (named, unnamed and Mary Thorne)",
        },
        "yes",
    ),
    Ruling(
        "ruling.davy-recipient",
        "Who receives Davy Jones' +20 per sea monster",
        {
            "davy-player": "the player of Davy Jones' Locker",
            "winner": "the winner of the trick",
        },
        "davy-player",
    ),
    Ruling(
        "ruling.davy-needs-bid",
        "Does Davy Jones' bonus need a made bid?",
        {
            "made": "yes, like every bonus",
            "always": "no, it is paid whatever the bid",
        },
        "made",
    ),
    Ruling(
        "ruling.discard-captures",
        "What a discarded trick captures",
        {
            "nothing": "nothing: nobody takes it, so no bonus and no alliance",
            "davy": "Davy Jones still earns his sea monsters",
        },
        "nothing",
    ),
]
RULINGS: Mapping[str, Ruling] = MappingProxyType({r.id: r for r in _RULINGS})
for _r in _RULINGS:
    assert _r.default in _r.readings, _r.id


def rule(rule_id: str) -> Rule | Ruling:
    try:
        return RULES[rule_id]
    except KeyError:
        try:
            return RULINGS[rule_id]
        except KeyError:
            raise RulesetError(f"no rule or ruling {rule_id!r}") from None


def title(rule_id: str) -> str:
    return rule(rule_id).title


class Scoring(StrEnum):
    CLASSIC = "classic"
    RASCAL = "rascal"
    CANNONBALL = "cannonball"


BASE_GAME = frozenset({Module.BASE})
ADVANCED_GAME = BASE_GAME | ADVANCED_MODULES
FULL_BOX = ADVANCED_GAME | EXPANSION_MODULES

_MODULE_WORDS: dict[str, frozenset[Module]] = {
    "base": BASE_GAME,
    "advanced": ADVANCED_MODULES,
    "expansion-all": EXPANSION_MODULES,
    "all": FULL_BOX,
    **{m.value: frozenset({m}) for m in Module},
}


@dataclass(frozen=True)
class RuleSet:
    """Which cards are in play, which reading each ruling takes, and how rounds are scored.

    ``RuleSet()`` is the base game. Rulings not named take their default.
    """

    modules: frozenset[Module] = BASE_GAME
    choices: Mapping[str, str] = field(default_factory=dict)
    scoring: Scoring = Scoring.CLASSIC
    abilities: bool = False

    def __post_init__(self) -> None:
        modules = frozenset(self.modules) | BASE_GAME
        if modules & (EXPANSION_MODULES - {Module.EXPANSION}):
            # The extra numbers, the Wild 15 and Mary Thorne always come with the others.
            modules |= {Module.EXPANSION}
        object.__setattr__(self, "modules", modules)
        choices = {}
        for rid, reading in self.choices.items():
            check_reading(rid, reading)
            choices[rid if rid.startswith("ruling.") else f"ruling.{rid}"] = reading
        object.__setattr__(self, "choices", MappingProxyType(choices))

    def __hash__(self) -> int:
        return hash((self.modules, tuple(sorted(self.choices.items())), self.scoring, self.abilities))

    def ruling(self, ruling_id: str) -> str:
        """The reading this rule set takes on a ruling."""
        return self.choices.get(ruling_id) or RULINGS[ruling_id].default

    def is_default(self, ruling_id: str) -> bool:
        return self.ruling(ruling_id) == RULINGS[ruling_id].default

    def with_rulings(self, choices: Mapping[str, str]) -> RuleSet:
        return replace(self, choices={**self.choices, **choices})

    def with_modules(self, modules: Iterable[Module]) -> RuleSet:
        return replace(self, modules=self.modules | frozenset(modules))

    @property
    def box(self) -> Box:
        return _box(self.modules)

    @property
    def expansion(self) -> bool:
        return Module.EXPANSION in self.modules

    @property
    def max_players(self) -> int:
        """Eight with the base box; with the Expansion Pack as many as can each get a card."""
        return self.box.size if self.expansion else 8

    @classmethod
    def for_cards(cls, cards: Iterable[Card], **kwargs: object) -> RuleSet:
        """The smallest deck that holds these cards: the base game plus the modules they need."""
        base = cls(**kwargs)  # type: ignore[arg-type]
        return base.with_modules(card.module for card in cards)


_BOXES: dict[frozenset[Module], Box] = {}


def _box(modules: frozenset[Module]) -> Box:
    box = _BOXES.get(modules)
    if box is None:
        box = _BOXES[modules] = Box(modules)
    return box


def parse_modules(text: str) -> frozenset[Module]:
    """Read ``base``, ``advanced``, ``all``, or a comma list such as ``kraken,whale,expansion``."""
    out: set[Module] = set(BASE_GAME)
    words = [w.strip().lower() for w in text.split(",")]
    if not all(words):  # ',,,' or '' would silently mean the base game
        raise RulesetError(f"deck {text!r}: a part is empty; write base, advanced, all or parts such as kraken,whale")
    for word in words:
        if word not in _MODULE_WORDS:
            known = ", ".join(sorted(_MODULE_WORDS))
            raise RulesetError(f"unknown deck part {word!r}; known: {known}")
        out |= _MODULE_WORDS[word]
    return frozenset(out)


def check_reading(ruling_id: str, reading: str) -> None:
    full = ruling_id if ruling_id.startswith("ruling.") else f"ruling.{ruling_id}"
    ruling = RULINGS.get(full)
    if ruling is None:
        known = ", ".join(r.removeprefix("ruling.") for r in RULINGS)
        raise RulesetError(f"unknown ruling {ruling_id!r}; known: {known}")
    if reading not in ruling.readings:
        raise RulesetError(
            f"ruling {ruling_id!r} has no reading {reading!r}; choose one of: {', '.join(ruling.readings)}"
        )


def parse_ruling(text: str) -> tuple[str, str]:
    """Read ``NAME=READING`` (``kraken-leader=left-of-kraken``) into a full ruling ID and reading."""
    name, sep, reading = text.partition("=")
    if not sep:
        raise RulesetError(f"{text!r}: write a ruling as NAME=READING, e.g. kraken-leader=left-of-kraken")
    name, reading = name.strip().lower(), reading.strip().lower()
    full = name if name.startswith("ruling.") else f"ruling.{name}"
    check_reading(full, reading)
    return full, reading
