"""Rule IDs and rulings: each rule's ID and short title, and the readings of each ruling.

Each rule's full text lives once, in the rulebook under ``docs/`` with the ID as its anchor; the
code holds only the ID and a short title (a test checks that both sides name the same IDs).
Where the printed rules are silent or the sources disagree, a :class:`Ruling` names the readings
and the default, and a :class:`~skrules.rules.RuleSet` can switch to another reading. The
editions (:mod:`skrules.editions`) are made of these readings, and the rule set of the editions,
so this module sits below both and imports neither.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum
from types import MappingProxyType

from .errors import RulesetError
from .refusals import SetupRefusal as SR
from .refusals import refusal
from .shown import quote

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which slows start-up
if TYPE_CHECKING:
    from typing import Self

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
    "Ruling",
    "Seats",
    "TwoPlayerLoot",
    "VolleyLeader",
    "Whirlpool",
    "WildFollow",
    "near_words",
    "rule",
    "ruling_of",
    "title",
]


class Rule:
    """A rule of the game: its stable ID, a short title and its rulebook chapter."""

    __slots__ = ("chapter", "id", "title")

    def __init__(self, id: str, title: str, chapter: str) -> None:
        self.id, self.title, self.chapter = id, title, chapter

    def __repr__(self) -> str:
        return f"Rule({self.id!r}, {self.title!r}, {self.chapter!r})"


class Reading(StrEnum):
    """One reading of a ruling. Each ruling is a subclass, so a misspelt reading is a type error."""

    @property
    def ruling(self) -> Ruling:
        """The ruling this is a reading of."""
        return _BY_KIND[type(self)]

    @property
    def cited(self) -> tuple[str, Self]:
        """The reading as a trace step or a score line cites it: ``("ruling.x", reading)``."""
        return _BY_KIND[type(self)].id, self


class Ruling:
    """A point where the printed rules are silent or disagree: its readings, the default first."""

    __slots__ = ("default", "id", "kind", "readings", "title", "trick")

    def __init__(
        self, id: str, title: str, kind: type[Reading], readings: Mapping[Reading, str], *, trick: bool = True
    ) -> None:
        """``trick`` False: a round's or a game's ruling (the deal, the scores, who leads a round's trick), which
        no single trick's answer depends on; *Settle it* offers only the others."""
        if list(readings) != list(kind):
            raise ValueError(f"{id}: describe every reading of {kind.__name__}, in its order")
        self.id, self.title, self.kind, self.trick = id, title, kind, trick
        self.readings: Mapping[Reading, str] = MappingProxyType(dict(readings))
        self.default: Reading = next(iter(kind))

    @property
    def chapter(self) -> str:
        return "rulings"

    def reading(self, text: str) -> Reading:
        """The reading named ``text`` (``"left-of-kraken"``), or a RulesetError listing them."""
        try:
            return self.kind(text)
        except ValueError:
            raise RulesetError(self._no_reading(text)) from None

    def _no_reading(self, text: str) -> str:
        """A reading this ruling lacks, the nearest ones suggested, and every one it has."""
        close, known = near_words(text, self.readings), list(self.readings)
        if close:
            either = [repr(c) for c in close]
            return refusal(SR.READING_CLOSE, typed=repr(self.id), typed2=quote(text), either=either, typeds=known)
        return refusal(SR.READING_UNKNOWN, typed=repr(self.id), typed2=quote(text), typeds=known)

    def __repr__(self) -> str:
        return f"Ruling({self.id!r}, {self.kind.__name__})"


class RuleId(StrEnum):
    """Every rule's ID: a misspelt one is an error mypy reports, not a rule that never applies."""

    def __repr__(self) -> str:
        return repr(self.value)  # the ID as the text it is: printed lists of IDs read as before

    BOX_SUITS = "box.suits"
    BOX_SPECIALS = "box.specials"
    BOX_ADVANCED = "box.advanced"
    BOX_COPIES = "box.copies"
    SETUP_PLAYERS = "setup.players"
    SETUP_DEAL = "setup.deal"
    SETUP_CAP = "setup.cap"
    SETUP_VARIANTS = "setup.variants"
    SETUP_DEALER = "setup.dealer"
    BID_RANGE = "bid.range"
    BID_REVEAL = "bid.reveal"
    PLAY_ORDER = "play.order"
    PLAY_HAND = "play.hand"
    PLAY_FOLLOW = "play.follow"
    PLAY_SPECIAL = "play.special"
    PLAY_FREE = "play.free"
    LEAD_NUMBER = "lead.number"
    LEAD_ESCAPE = "lead.escape"
    LEAD_CHARACTER = "lead.character"
    TIGRESS_DECLARE = "tigress.declare"
    RANK_MERMAID_KING = "rank.mermaid-king"
    RANK_KING = "rank.king"
    RANK_PIRATE = "rank.pirate"
    RANK_MERMAID = "rank.mermaid"
    RANK_TRUMP = "rank.trump"
    RANK_LEAD = "rank.lead"
    RANK_TIE = "rank.tie"
    RANK_ESCAPE = "rank.escape"
    NEXT_WINNER = "next.winner"
    BONUS_CAPTURE = "bonus.capture"
    BONUS_FOURTEEN = "bonus.fourteen"
    BONUS_BLACK_FOURTEEN = "bonus.black-fourteen"
    BONUS_MERMAID = "bonus.mermaid"
    BONUS_PIRATE = "bonus.pirate"
    BONUS_KING = "bonus.king"
    KRAKEN_DESTROY = "kraken.destroy"
    KRAKEN_LEADER = "kraken.leader"
    WHALE_NUMBERS = "whale.numbers"
    WHALE_DISCARD = "whale.discard"
    MONSTER_LAST = "monster.last"
    LOOT_ESCAPE = "loot.escape"
    LOOT_ALLIANCE = "loot.alliance"
    LOOT_NONE = "loot.none"
    ABILITY_UNLOCK = "ability.unlock"
    ABILITY_ROSIE = "ability.rosie"
    ABILITY_BENDT = "ability.bendt"
    ABILITY_RASCAL = "ability.rascal"
    ABILITY_JUANITA = "ability.juanita"
    ABILITY_HARRY = "ability.harry"
    SCORE_BID = "score.bid"
    SCORE_MISS = "score.miss"
    SCORE_ZERO = "score.zero"
    SCORE_BONUS = "score.bonus"
    SCORE_ALLIANCE = "score.alliance"
    SCORE_WAGER = "score.wager"
    SCORE_RASCAL = "score.rascal"
    SCORE_RASCAL_BONUS = "score.rascal-bonus"
    SCORE_CANNONBALL = "score.cannonball"
    SCORE_CHOICE = "score.choice"
    GAME_END = "game.end"
    GAME_TIE = "game.tie"
    TWO_GHOST = "two.ghost"
    TWO_ORDER = "two.order"
    TWO_FLIP = "two.flip"
    TWO_TIGRESS = "two.tigress"
    TWO_LEADER = "two.leader"
    TWO_CARDS = "two.cards"
    EXP_CARDS = "exp.cards"
    EXP_PLAYERS = "exp.players"
    EXP_EIGHT = "exp.eight"
    EXP_SEVEN = "exp.seven"
    EXP_ZERO_FOURTEEN = "exp.zero-fourteen"
    WILD_FOLLOW = "wild.follow"
    WILD_NAME = "wild.name"
    WILD_BLACK = "wild.black"
    MARY_PIRATE = "mary.pirate"
    MARY_POWER = "mary.power"
    CON_RANK = "con.rank"
    CON_POWERS = "con.powers"
    CON_BONUS = "con.bonus"
    PLANK_REMOVE = "plank.remove"
    STINGRAY_LOWEST = "stingray.lowest"
    DAVY_DESTROY = "davy.destroy"
    DAVY_BONUS = "davy.bonus"
    VOLLEY_EXTRA = "volley.extra"
    EXP_NON_WINNING = "exp.non-winning"
    EXP_LEAD = "exp.lead"
    EXP_DISCARD = "exp.discard"
    FIRST_DECK = "first.deck"
    FIRST_MARY = "first.mary"
    FIRST_PIRATE = "first.pirate"
    FIRST_KING = "first.king"
    FIRST_MERMAID = "first.mermaid"
    FIRST_ZERO = "first.zero"


_CHAPTERS: dict[str, list[tuple[RuleId, str]]] = {
    "components": [
        (RuleId.BOX_SUITS, "Four suits numbered 1 to 14; black is trump"),
        (RuleId.BOX_SPECIALS, "The special cards of the base box"),
        (RuleId.BOX_ADVANCED, "The advanced cards: Kraken, White Whale and Loot"),
        (RuleId.BOX_COPIES, "No card appears more often than the box holds it"),
    ],
    "setup": [
        (RuleId.SETUP_PLAYERS, "Two to eight players"),
        (RuleId.SETUP_DEAL, "Round r deals r cards, for ten rounds"),
        (RuleId.SETUP_CAP, "Every player is dealt the same number of cards"),
        (RuleId.SETUP_VARIANTS, "The card-count variants"),
        (RuleId.SETUP_DEALER, "The deal passes left; the player left of the dealer leads"),
    ],
    "bidding": [
        (RuleId.BID_RANGE, "A bid is a number of tricks from 0 to the cards dealt"),
        (RuleId.BID_REVEAL, "Bids are revealed together and stand for the round"),
    ],
    "trick": [
        (RuleId.PLAY_ORDER, "Each player plays one card, leader first, then clockwise"),
        (RuleId.PLAY_HAND, "A card is played from the player's own hand"),
        (RuleId.PLAY_FOLLOW, "A numbered card must follow the lead suit if the hand holds it"),
        (RuleId.PLAY_SPECIAL, "A special card may always be played"),
        (RuleId.PLAY_FREE, "With no card of the lead suit, any card may be played"),
        (RuleId.LEAD_NUMBER, "The first numbered card sets the lead suit"),
        (RuleId.LEAD_ESCAPE, "An Escape-like lead passes the choice of suit on"),
        (RuleId.LEAD_CHARACTER, "A character lead leaves the trick without a suit"),
        (RuleId.TIGRESS_DECLARE, "The Tigress is declared a Pirate or an Escape when played"),
        (RuleId.RANK_MERMAID_KING, "With a Mermaid and the Skull King, the first Mermaid wins"),
        (RuleId.RANK_KING, "The Skull King beats the Pirates and every numbered card"),
        (RuleId.RANK_PIRATE, "The first Pirate beats the Mermaids and every numbered card"),
        (RuleId.RANK_MERMAID, "The first Mermaid beats every numbered card"),
        (RuleId.RANK_TRUMP, "The highest black card wins over the other suits"),
        (RuleId.RANK_LEAD, "The highest card of the lead suit wins; other suits never do"),
        (RuleId.RANK_TIE, "Of equal cards, the first played wins"),
        (RuleId.RANK_ESCAPE, "Escapes lose; if all cards are Escapes, the first played wins"),
        (RuleId.NEXT_WINNER, "The winner of a trick leads the next"),
        (RuleId.BONUS_CAPTURE, "Only the winning card's captures earn bonuses"),
        (RuleId.BONUS_FOURTEEN, "+10 for each green, purple or yellow 14 captured"),
        (RuleId.BONUS_BLACK_FOURTEEN, "+20 for the black 14 captured"),
        (RuleId.BONUS_MERMAID, "+20 for each Mermaid taken by a Pirate"),
        (RuleId.BONUS_PIRATE, "+30 for each Pirate taken by the Skull King"),
        (RuleId.BONUS_KING, "+40 for the Skull King taken by a Mermaid"),
    ],
    "advanced": [
        (RuleId.KRAKEN_DESTROY, "The Kraken destroys the trick"),
        (RuleId.KRAKEN_LEADER, "After the Kraken, who would have won leads next"),
        (RuleId.WHALE_NUMBERS, "The White Whale: only numbers count, the highest wins"),
        (RuleId.WHALE_DISCARD, "A White Whale trick with no numbered card is discarded"),
        (RuleId.MONSTER_LAST, "Of several sea monsters, the last played decides"),
        (RuleId.LOOT_ESCAPE, "The Loot plays as an Escape"),
        (RuleId.LOOT_ALLIANCE, "The Loot allies its player with the trick's winner"),
        (RuleId.LOOT_NONE, "No alliance when the Loot's player wins or nobody does"),
    ],
    "abilities": [
        (RuleId.ABILITY_UNLOCK, "Win a trick with a named Pirate to use its ability at once"),
        (RuleId.ABILITY_ROSIE, "Rosie D'Laney chooses who leads the next trick"),
        (RuleId.ABILITY_BENDT, "Bendt the Bandit draws two cards and discards two"),
        (RuleId.ABILITY_RASCAL, "Rascal of Roatan wagers 0, 10 or 20 points on the bid"),
        (RuleId.ABILITY_JUANITA, "Juanita Jade looks through the undealt cards"),
        (RuleId.ABILITY_HARRY, "Harry the Giant changes the bid by one, even after the last trick"),
    ],
    "scoring": [
        (RuleId.SCORE_BID, "A bid of one or more made exactly scores 20 per trick"),
        (RuleId.SCORE_MISS, "A missed bid loses 10 per trick off"),
        (RuleId.SCORE_ZERO, "A bid of zero scores 10 per card dealt, or loses it"),
        (RuleId.SCORE_BONUS, "Bonuses are paid only on a made bid"),
        (RuleId.SCORE_ALLIANCE, "Loot allies each score +20 when both make their bids exactly"),
        (RuleId.SCORE_WAGER, "Rascal's wager is won on a made bid and lost otherwise"),
        (RuleId.SCORE_RASCAL, "Rascal scoring: 10 per card dealt, in full, half or none"),
        (RuleId.SCORE_RASCAL_BONUS, "Rascal scoring: bonuses in full, half or none"),
        (RuleId.SCORE_CANNONBALL, "Cannonball: 15 per card dealt when exact, else nothing"),
        (RuleId.SCORE_CHOICE, "Under Rascal scoring, each player chooses grapeshot or cannonball"),
        (RuleId.GAME_END, "After the last round the highest total wins"),
        (RuleId.GAME_TIE, "Tied leaders play another round"),
    ],
    "two-player": [
        (RuleId.TWO_GHOST, "Graybeard's ghost is dealt a third hand; he neither bids nor scores"),
        (RuleId.TWO_ORDER, "The players alternate leading rounds; Graybeard always plays second"),
        (RuleId.TWO_FLIP, "Graybeard plays his top card and need not follow suit"),
        (RuleId.TWO_TIGRESS, "Graybeard's Tigress is an Escape"),
        (RuleId.TWO_LEADER, "Who leads after Graybeard wins a trick"),
        (RuleId.TWO_CARDS, "Cards left out of the two-player game"),
    ],
    "expansion": [
        (RuleId.EXP_CARDS, "The Expansion Pack's cards and which come together"),
        (RuleId.EXP_PLAYERS, "With the Expansion Pack, up to nine players play ten full rounds"),
        (RuleId.EXP_EIGHT, "+5 for each expansion 8 captured"),
        (RuleId.EXP_SEVEN, "-5 for each expansion 7 captured"),
        (RuleId.EXP_ZERO_FOURTEEN, "The 0/14 card is declared 0 or 14 and earns no 14 bonus"),
        (RuleId.WILD_FOLLOW, "The Wild 15 plays as a 15 of the standard lead suit"),
        (RuleId.WILD_NAME, "With no suit set, the Wild 15 names green, purple or yellow"),
        (RuleId.WILD_BLACK, "The Wild 15 loses to a black lead"),
        (RuleId.MARY_PIRATE, "Mary Thorne plays as a Pirate"),
        (RuleId.MARY_POWER, "Mary Thorne forces a random card into the next trick"),
        (RuleId.CON_RANK, "First Mate Con beats Pirates and loses to Mermaids and the Skull King"),
        (RuleId.CON_POWERS, "Con's winner may use the powers of the Pirates he captures"),
        (RuleId.CON_BONUS, "Con earns no Pirate bonus; taking him is worth +30"),
        (RuleId.PLANK_REMOVE, "Walk the Plank removes one Pirate at the end of the trick"),
        (RuleId.STINGRAY_LOWEST, "The Spotted Stingray: only numbers count, the lowest wins"),
        (RuleId.DAVY_DESTROY, "Davy Jones' Locker destroys every sea monster in the trick"),
        (RuleId.DAVY_BONUS, "+20 for each sea monster Davy Jones destroys"),
        (RuleId.VOLLEY_EXTRA, "The Last Volley: one more card, then sit out the last trick"),
        (RuleId.EXP_NON_WINNING, "Walk the Plank, the Last Volley and Davy Jones never win"),
        (RuleId.EXP_LEAD, "A non-winning special in the lead passes the choice of suit on"),
        (RuleId.EXP_DISCARD, "A trick with nothing that can win is discarded"),
    ],
    "editions": [
        (RuleId.FIRST_DECK, "The first edition: 66 cards, suits of 1 to 13, two to six players"),
        (RuleId.FIRST_MARY, "Scary Mary is declared a Pirate or an Escape when played"),
        (RuleId.FIRST_PIRATE, "+30 for each Pirate taken by the Skull King, Scary Mary even as an Escape"),
        (RuleId.FIRST_KING, "+50 for the Skull King taken by a Mermaid"),
        (RuleId.FIRST_MERMAID, "No bonus for a Mermaid taken by a Pirate, and no 14 to capture"),
        (RuleId.FIRST_ZERO, "A bid of zero scores 10 per round number, or loses it"),
    ],
}

RULES: Mapping[str, Rule] = MappingProxyType(
    {rid: Rule(rid, ttl, chapter) for chapter, rules in _CHAPTERS.items() for rid, ttl in rules}
)


class LeadAfterEscape(Reading):
    """A character played after an Escape-like lead."""

    NEXT_NUMBER = "next-number"
    CHARACTER = "character"


class CharacterLead(Reading):
    """A character in the lead: a trick without a suit, or the next numbered card's suit?"""

    NO_SUIT = "no-suit"
    NEXT_NUMBER = "next-number"


class KrakenLeader(Reading):
    """Who leads after the Kraken."""

    WOULD_HAVE_WON = "would-have-won"
    LEFT_OF_KRAKEN = "left-of-kraken"


class KrakenNobodyLeader(Reading):
    """Who leads after the Kraken when nothing else in the trick could have won."""

    TRICK_LEADER = "trick-leader"
    KRAKEN_PLAYER = "kraken-player"


class MonsterDiscardLeader(Reading):
    """Who leads after a White Whale trick with no numbered card."""

    MONSTER_PLAYER = "monster-player"
    WOULD_HAVE_WON = "would-have-won"
    TRICK_LEADER = "trick-leader"


class TwoPlayerLoot(Reading):
    """Whether the two-player game leaves the Loot cards out."""

    LEFT_OUT = "left-out"
    USED = "used"


class RemovedLead(Reading):
    """The lead suit once the card that led is removed."""

    RECOMPUTE = "recompute"
    AS_PLAYED = "as-played"


class GraybeardLeader(Reading):
    """Who leads after Graybeard's ghost wins a trick."""

    ROUND_LEADER = "round-leader"
    TRICK_LEADER = "trick-leader"
    GRAYBEARD = "graybeard"


class Dealer(Reading):
    """Who deals the next round."""

    ROTATE = "rotate"
    STAY = "stay"


class EightPlayers(Reading):
    """How many cards eight players are dealt at most."""

    EIGHT = "eight"
    DECK = "deck"


class Seats(Reading):
    """How many players the base game seats."""

    BOX = "box"
    DECK = "deck"


class VolleyLeader(Reading):
    """Who leads the round's last trick when the player due to lead it sits out after the Last Volley."""

    NEXT_IN_TURN = "next-in-turn"
    PREVIOUS_IN_TURN = "previous-in-turn"


class Whirlpool(Reading):
    """The Whirlpool schedule."""

    PAIRS = "pairs"
    SINGLE = "single"


class EvenKeeled(Reading):
    """The Even Keeled schedule."""

    SINGLE = "single"
    PAIRS = "pairs"


class RascalHalves(Reading):
    """Half of an odd bonus under Rascal scoring."""

    TOWARD_ZERO = "toward-zero"
    AWAY_FROM_ZERO = "away-from-zero"


class WildFollow(Reading):
    """Must a player holding the Wild 15 use it to follow a standard suit?"""

    MUST = "must"
    MAY = "may"


class ConTriangle(Reading):
    """First Mate Con with a Mermaid and a Pirate, no Skull King."""

    MERMAID = "mermaid"
    CON = "con"


class PlankTigress(Reading):
    """May Walk the Plank remove the Tigress played as a Pirate?"""

    YES = "yes"
    NO = "no"


class PlankMonster(Reading):
    """Does Walk the Plank remove its Pirate when a sea monster decides the trick?"""

    NO_EFFECT = "no-effect"
    REMOVES = "removes"


class MonsterLoot(Reading):
    """Does a Loot ally its player with the winner when the White Whale or the Spotted Stingray decides?"""

    ALLIANCE = "alliance"
    NONE = "none"


class LootEscapes(Reading):
    """Does the other Loot ally its player with the winner when a Loot wins a trick of Escapes?"""

    ALLIANCE = "alliance"
    NONE = "none"


class DavyRecipient(Reading):
    """Who receives Davy Jones' +20 per sea monster."""

    DAVY_PLAYER = "davy-player"
    WINNER = "winner"


class DavyNeedsBid(Reading):
    """Does Davy Jones' bonus need a made bid?"""

    MADE = "made"
    ALWAYS = "always"


class DiscardCaptures(Reading):
    """What a discarded trick captures."""

    NOTHING = "nothing"
    DAVY = "davy"


class LastTrickAbility(Reading):
    """Which pirate abilities may still be used after the round's last trick."""

    HARRY = "harry"
    HARRY_OR_RASCAL = "harry-or-rascal"


class GameTie(Reading):
    """Players tied for the highest total when the game ends."""

    ANOTHER_ROUND = "another-round"
    SHARED = "shared"


_RULINGS = (
    Ruling(
        "ruling.lead-after-escape",
        "A character played after an Escape-like lead",
        LeadAfterEscape,
        {
            LeadAfterEscape.NEXT_NUMBER: "the next numbered card still sets the suit",
            LeadAfterEscape.CHARACTER: "the character leads in effect: the trick has no suit",
        },
    ),
    Ruling(
        "ruling.character-lead",
        "A character in the lead: a trick without a suit, or the next numbered card's suit?",
        CharacterLead,
        {
            CharacterLead.NO_SUIT: "the trick has no suit to follow (2021 rulebook, publisher's FAQ)",
            CharacterLead.NEXT_NUMBER: "the next numbered card sets the suit (the 2013 rules)",
        },
    ),
    Ruling(
        "ruling.kraken-leader",
        "Who leads after the Kraken",
        KrakenLeader,
        {
            KrakenLeader.WOULD_HAVE_WON: "whoever would have won without the sea monsters (the publisher's FAQ)",
            KrakenLeader.LEFT_OF_KRAKEN: "the player after the Kraken's player (the first 2021 print)",
        },
    ),
    Ruling(
        "ruling.kraken-nobody-leader",
        "Who leads after the Kraken when nothing else in the trick could have won",
        KrakenNobodyLeader,
        {
            KrakenNobodyLeader.TRICK_LEADER: (
                "the player who led the trick, as after a discarded trick (Expansion rulebook)"
            ),
            KrakenNobodyLeader.KRAKEN_PLAYER: "the Kraken's player",
        },
    ),
    Ruling(
        "ruling.monster-discard-leader",
        "Who leads after a White Whale trick with no numbered card",
        MonsterDiscardLeader,
        {
            MonsterDiscardLeader.MONSTER_PLAYER: "the player of the White Whale (2021 rulebook)",
            MonsterDiscardLeader.WOULD_HAVE_WON: "whoever would have won without the sea monsters (2024 print)",
            MonsterDiscardLeader.TRICK_LEADER: "the player who led the trick",
        },
    ),
    Ruling(
        "ruling.removed-lead",
        "The lead suit once the card that led is removed",
        RemovedLead,
        {
            RemovedLead.RECOMPUTE: "the remaining cards set the suit afresh, in the order played",
            RemovedLead.AS_PLAYED: "the suit stays as played; if then nothing can win, the trick is discarded",
        },
    ),
    Ruling(
        "ruling.graybeard-leader",
        "Who leads after Graybeard's ghost wins a trick",
        GraybeardLeader,
        {
            GraybeardLeader.ROUND_LEADER: (
                "the player who led that round, its first trick (the reference guide, as written)"
            ),
            GraybeardLeader.TRICK_LEADER: (
                "the player who led the trick Graybeard won (an earlier reading of the guide)"
            ),
            GraybeardLeader.GRAYBEARD: "Graybeard leads the next trick himself (2021 rulebook)",
        },
    ),
    Ruling(
        "ruling.dealer",
        "Who deals the next round",
        Dealer,
        {
            Dealer.ROTATE: "the deal passes to the left (2021 rulebook, Chinese rulebook)",
            Dealer.STAY: "the same player deals every round (the reference guide's wording)",
        },
        trick=False,
    ),
    Ruling(
        "ruling.two-player-loot",
        "Does the two-player game leave the Loot cards out?",
        TwoPlayerLoot,
        {
            TwoPlayerLoot.LEFT_OUT: "the Loot cards are left out (the reference guide, 2024 print)",
            TwoPlayerLoot.USED: "the Loot cards stay in the deck (2021 rulebook)",
        },
        trick=False,
    ),
    Ruling(
        "ruling.eight-players",
        "How many cards eight players are dealt at most",
        EightPlayers,
        {
            EightPlayers.EIGHT: "at most 8 each with the base game's cards (the reference guide)",
            EightPlayers.DECK: "as many as the deck in use deals evenly: the deck size divided by 8, rounded down",
        },
        trick=False,
    ),
    Ruling(
        "ruling.seats",
        "How many players the base game seats",
        Seats,
        {
            Seats.BOX: "two to eight, the number the reference guide gives for the game",
            Seats.DECK: "as many as the deck in use deals one card each, rounds capped so every player has the same",
        },
        trick=False,
    ),
    Ruling(
        "ruling.volley-leader",
        "Who leads the round's last trick when the player due to lead it sits out after the Last Volley",
        VolleyLeader,
        {
            VolleyLeader.NEXT_IN_TURN: "the next player in turn, on the left of the Last Volley's player",
            VolleyLeader.PREVIOUS_IN_TURN: (
                "the player on the right of the Last Volley's player, who plays just before them"
            ),
        },
        trick=False,
    ),
    Ruling(
        "ruling.whirlpool",
        "The Whirlpool schedule",
        Whirlpool,
        {
            Whirlpool.PAIRS: "two rounds each of 9, 7, 5, 3 and 1 cards (the reference guide)",
            Whirlpool.SINGLE: "one round each of 9, 7, 5, 3 and 1 cards (a 2024 transcription)",
        },
        trick=False,
    ),
    Ruling(
        "ruling.even-keeled",
        "The Even Keeled schedule",
        EvenKeeled,
        {
            EvenKeeled.SINGLE: "one round each of 2, 4, 6, 8 and 10 cards (the reference guide)",
            EvenKeeled.PAIRS: "two rounds each of 2, 4, 6, 8 and 10 cards, as the Whirlpool deals its counts",
        },
        trick=False,
    ),
    Ruling(
        "ruling.rascal-halves",
        "Half of an odd bonus under Rascal scoring",
        RascalHalves,
        {
            RascalHalves.TOWARD_ZERO: "round half points toward zero",
            RascalHalves.AWAY_FROM_ZERO: "round half points away from zero",
        },
        trick=False,
    ),
    Ruling(
        "ruling.wild-follow",
        "Must a player holding the Wild 15 use it to follow a standard suit?",
        WildFollow,
        {
            WildFollow.MUST: "yes: it is a card of any standard suit, so it obliges like one",
            WildFollow.MAY: "no: it may follow, but holding it obliges nothing",
        },
    ),
    Ruling(
        "ruling.con-triangle",
        "First Mate Con with a Mermaid and a Pirate, no Skull King",
        ConTriangle,
        {
            ConTriangle.MERMAID: "the first Mermaid wins, as in the Skull King's triangle, and takes Con (+30)",
            ConTriangle.CON: "Con wins: he beats the Pirate that beats the Mermaid",
        },
    ),
    Ruling(
        "ruling.plank-tigress",
        "May Walk the Plank remove the Tigress played as a Pirate?",
        PlankTigress,
        {
            PlankTigress.YES: "yes: as a Pirate she is a Pirate in every respect",
            PlankTigress.NO: "no: only the Pirate cards (named, unnamed and Mary Thorne)",
        },
    ),
    Ruling(
        "ruling.plank-monster",
        "Does Walk the Plank remove its Pirate when a White Whale or Spotted Stingray decides the trick?",
        PlankMonster,
        {
            PlankMonster.NO_EFFECT: (
                "no: the sea monster strips every special card's effect, Walk the Plank's too, so the Pirate stays"
            ),
            PlankMonster.REMOVES: (
                "yes: the Plank's player removes the Pirate at the end of the trick, whatever decided it"
            ),
        },
    ),
    Ruling(
        "ruling.davy-recipient",
        "Who receives Davy Jones' +20 per sea monster",
        DavyRecipient,
        {
            DavyRecipient.DAVY_PLAYER: "the player of Davy Jones' Locker",
            DavyRecipient.WINNER: "the winner of the trick",
        },
    ),
    Ruling(
        "ruling.davy-needs-bid",
        "Does Davy Jones' bonus need a made bid?",
        DavyNeedsBid,
        {
            DavyNeedsBid.MADE: "yes, like every bonus",
            DavyNeedsBid.ALWAYS: "no, it is paid whatever the bid",
        },
    ),
    Ruling(
        "ruling.monster-loot",
        "Does a Loot card ally when the White Whale or the Spotted Stingray decides the trick?",
        MonsterLoot,
        {
            MonsterLoot.ALLIANCE: "yes: the winning card captures the Loot, and the alliance forms",
            MonsterLoot.NONE: "no: the sea monster destroys its effect, so no alliance forms",
        },
    ),
    Ruling(
        "ruling.loot-escapes",
        "Does the other Loot ally in a trick of Escapes that a Loot wins?",
        LootEscapes,
        {
            LootEscapes.ALLIANCE: "yes: the winning Loot captures it, and its player allies with the winner",
            LootEscapes.NONE: "no: in such a trick no alliance forms, as the reference guide's FAQ says of it",
        },
    ),
    Ruling(
        "ruling.discard-captures",
        "What a discarded trick captures",
        DiscardCaptures,
        {
            DiscardCaptures.NOTHING: "nothing: nobody takes it, so no bonus and no alliance",
            DiscardCaptures.DAVY: "Davy Jones still earns his sea monsters",
        },
    ),
    Ruling(
        "ruling.last-trick-ability",
        "Which pirate abilities may be used after the round's last trick",
        LastTrickAbility,
        {
            LastTrickAbility.HARRY: "only Harry the Giant's (2021 rulebook, publisher's FAQ)",
            LastTrickAbility.HARRY_OR_RASCAL: (
                "Harry the Giant's or Rascal of Roatan's (the 2018 Legendary Expansion printable)"
            ),
        },
        trick=False,
    ),
    Ruling(
        "ruling.game-tie",
        "Players tied for the highest total when the game ends",
        GameTie,
        {
            GameTie.ANOTHER_ROUND: "the tied players play another round (the reference guide, 2024 print)",
            GameTie.SHARED: "the tied players share the win (the 2021 rulebook has no tie rule)",
        },
        trick=False,
    ),
)
RULINGS: Mapping[str, Ruling] = MappingProxyType({r.id: r for r in _RULINGS})
_BY_KIND: Mapping[type[Reading], Ruling] = MappingProxyType({r.kind: r for r in _RULINGS})


def ruling_of(kind: type[Reading] | str) -> Ruling:
    """The ruling of a reading type, or of an ID with or without its ``ruling.`` prefix (an unknown one
    refused as it was typed)."""
    if isinstance(kind, str):
        full = kind if kind.startswith("ruling.") else f"ruling.{kind}"
        found = RULINGS.get(full)
        if found is None:
            names = [r.removeprefix("ruling.") for r in RULINGS]
            close = near_words(full.removeprefix("ruling."), names)
            if close:
                either = [repr(c) for c in close]
                raise RulesetError(refusal(SR.RULING_CLOSE, typed=quote(kind), either=either, typeds=names))
            raise RulesetError(refusal(SR.RULING_UNKNOWN, typed=quote(kind), typeds=names))
        return found
    return _BY_KIND[kind]


def rule(rule_id: str) -> Rule | Ruling:
    try:
        return RULES[rule_id]
    except KeyError:
        try:
            return RULINGS[rule_id]
        except KeyError:
            raise RulesetError(refusal(SR.NO_RULE, typed=quote(rule_id))) from None


def title(rule_id: str) -> str:
    return rule(rule_id).title


def near_words(word: str, known: Iterable[str]) -> list[str]:
    """The known words nearest ``word``, none when nothing is close; the spelling module loads only here (on the
    error path)."""
    from .spelling import nearest

    return nearest(word, known)
