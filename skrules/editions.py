"""Editions and house rules: the printings a table may own, each a named bundle of ruling readings.

Most disputes between apps are edition differences (who leads after the Kraken, whether Rascal
may wager after the last trick), so an edition is data: for each ruling its printing settles, the
reading and the source that says so. A ruling an edition does not settle keeps its default. House
rules are kept apart: no printing has them, and a verdict or score under one says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType

from .bonuses import BONUS_KINDS, FIRST_BONUS_KINDS, BonusKind
from .errors import RulesetError
from .refusals import SetupRefusal, refusal
from .rulings import (
    CharacterLead,
    Dealer,
    EightPlayers,
    EvenKeeled,
    GameTie,
    GraybeardLeader,
    KrakenLeader,
    LastTrickAbility,
    LeadAfterEscape,
    MonsterDiscardLeader,
    Reading,
    Ruling,
    Seats,
    TwoPlayerLoot,
    Whirlpool,
    near_words,
)

TYPE_CHECKING = False  # typing is not imported at run time: it costs start-up time
if TYPE_CHECKING:
    from typing import Self

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "HOUSE_CITE",
    "HOUSE_RULES",
    "SOURCES",
    "Edition",
    "EditionInfo",
    "Fixed",
    "House",
    "HouseInfo",
    "Source",
    "edition_label",
    "edition_of",
    "house_of",
]


class Edition(StrEnum):
    """A printing of the rules, named by its year; what it changes beyond rulings is asked of it.

    Code that plays an edition asks it for the fact it needs (``rules.edition.one_deck``,
    ``rules.edition.zero_bid_by_round``), which ``EDITIONS`` holds for each printing.
    """

    E2013 = "2013"
    E2018 = "2018"
    E2021 = "2021"
    E2024 = "2024"

    @property
    def info(self) -> EditionInfo:
        return EDITIONS[self]

    @property
    def one_deck(self) -> bool:
        """Its deck is one of its own, and no part is added to it (first.deck)."""
        return EDITIONS[self].one_deck

    @property
    def max_players(self) -> int | None:
        """The most players it seats, or None when the deck decides (setup.players, exp.players)."""
        return EDITIONS[self].max_players

    @property
    def abilities(self) -> bool:
        """Whether its named Pirates have abilities (they came with the 2018 Legendary Expansion)."""
        return EDITIONS[self].abilities

    @property
    def classic_only(self) -> bool:
        """Whether it scores with the classic scoring alone (the others came with later printings)."""
        return EDITIONS[self].classic_only

    @property
    def variants(self) -> bool:
        """Whether it has the card-count variants of the rounds, not only the standard ten."""
        return EDITIONS[self].variants

    @property
    def bonuses(self) -> Mapping[str, BonusKind]:
        """The bonuses it pays, by name (first.pirate, first.king in 2013)."""
        return EDITIONS[self].bonuses

    @property
    def own_bonuses(self) -> bool:
        """Whether it pays bonuses of its own, not the current table (``skrules.bonuses.BONUS_KINDS``)."""
        return EDITIONS[self].own_bonuses

    @property
    def pays_mermaid_by_pirate(self) -> bool:
        """Whether a Mermaid taken by a Pirate earns a bonus (not in 2013: first.mermaid)."""
        return EDITIONS[self].pays_mermaid_by_pirate

    @property
    def zero_bid_by_round(self) -> bool:
        """Whether a bid of zero scores 10 x the round number, not 10 per card dealt (first.zero)."""
        return EDITIONS[self].zero_bid_by_round


DEFAULT_EDITION = Edition.E2024  # the seeds' rules: the reference guide of the current print
HOUSE_CITE = "house"  # what a step a house rule decided cites in place of a ruling ID: "house=bonus-on-miss"


class House(Reading):
    """A house rule: played at some tables and in some apps, in no printing of the rules.

    A :class:`~skrules.rulings.Reading`, so that a step it decides cites it as a ruling's reading is cited
    (``kraken.leader; house=kraken-trick-leader``); it belongs to no ruling.
    """

    BONUS_ON_MISS = "bonus-on-miss"
    KRAKEN_TRICK_LEADER = "kraken-trick-leader"
    ZERO_MISS_TEN = "zero-miss-ten"

    @property
    def ruling(self) -> Ruling:
        raise RulesetError(f"{self.value!r} is a house rule, not a ruling's reading; use --house {self.value}")

    @property
    def cited(self) -> tuple[str, Self]:
        return HOUSE_CITE, self


class Source:
    """Where a reading comes from: a short key for the table, and what it is."""

    __slots__ = ("key", "third_party", "what")

    def __init__(self, key: str, what: str, *, third_party: bool = False) -> None:
        self.key, self.what, self.third_party = key, what, third_party

    @property
    def label(self) -> str:
        """``RB24 (third-party transcription)``: the key, and a warning when nobody has the printed text."""
        return f"{self.key} (third-party transcription)" if self.third_party else self.key

    def __repr__(self) -> str:
        return f"Source({self.key!r})"


SOURCES: Mapping[str, Source] = MappingProxyType(
    {
        s.key: s
        for s in (
            Source("RB13", "the first edition's rules (2013), transcribed in pascalwils/scoring_pad", third_party=True),
            Source(
                "LE18",
                "the 2018 Legendary Expansion printable, quoted in AmirRezaM75/skullking#28",
                third_party=True,
            ),
            Source("RB21", "the 2021 rulebook, first print"),
            Source("FAQ", "the publisher's online FAQ"),
            Source("GUIDE", "the reference guide of the current print (the project's seed)"),
            Source("RB24", "a paraphrase of the 2024 print (walker-sean/Skull-King)", third_party=True),
        )
    }
)


class Fixed:
    """One ruling an edition settles: the reading, its source, and a note where it needs one."""

    __slots__ = ("note", "reading", "source")

    def __init__(self, reading: Reading, source: str, note: str = "") -> None:
        self.reading, self.source, self.note = reading, SOURCES[source], note

    @property
    def ruling_id(self) -> str:
        return self.reading.ruling.id


class EditionInfo:
    """An edition: its name, what it is, the readings it fixes, notes on rulings it leaves open, and
    what else it changes (its deck, seats, scoring and bonuses; the current print's by default).

    ``open`` holds, by ruling ID, what a weaker source says on a ruling the edition does not
    settle (shown in the table, applied nowhere). The other facts are asked through
    :class:`Edition` (``rules.edition.one_deck``).
    """

    __slots__ = (
        "abilities",
        "bonuses",
        "classic_only",
        "edition",
        "fixed",
        "max_players",
        "one_deck",
        "open",
        "own_bonuses",
        "pays_mermaid_by_pirate",
        "summary",
        "variants",
        "zero_bid_by_round",
    )

    def __init__(
        self,
        edition: Edition,
        summary: str,
        fixed: tuple[Fixed, ...],
        open: tuple[Fixed, ...] = (),
        *,
        one_deck: bool = False,
        max_players: int | None = None,
        abilities: bool = True,
        classic_only: bool = False,
        variants: bool = True,
        own_bonuses: bool = False,
        pays_mermaid_by_pirate: bool = True,
        zero_bid_by_round: bool = False,
    ) -> None:
        self.edition, self.summary = edition, summary
        self.fixed: Mapping[str, Fixed] = MappingProxyType({f.ruling_id: f for f in fixed})
        self.open: Mapping[str, Fixed] = MappingProxyType({f.ruling_id: f for f in open})
        self.one_deck, self.max_players, self.abilities = one_deck, max_players, abilities
        self.classic_only, self.variants, self.own_bonuses = classic_only, variants, own_bonuses
        # the first edition's (2013) bonus table, or the current one: skrules.bonuses holds both
        self.bonuses: Mapping[str, BonusKind] = FIRST_BONUS_KINDS if own_bonuses else BONUS_KINDS
        self.pays_mermaid_by_pirate, self.zero_bid_by_round = pays_mermaid_by_pirate, zero_bid_by_round

    def readings(self) -> tuple[Reading, ...]:
        return tuple(f.reading for f in self.fixed.values())


EDITIONS: Mapping[Edition, EditionInfo] = MappingProxyType(
    {
        Edition.E2013: EditionInfo(
            Edition.E2013,
            "the first edition: 66 cards, suits of 1 to 13, Scary Mary, 2 to 6 players",
            (
                Fixed(CharacterLead.NEXT_NUMBER, "RB13", "after any special lead the next numbered card sets the suit"),
                Fixed(LeadAfterEscape.NEXT_NUMBER, "RB13"),
            ),
            one_deck=True,  # first.deck: 66 cards, suits of 1 to 13, Scary Mary
            max_players=6,
            abilities=False,
            classic_only=True,
            variants=False,
            own_bonuses=True,  # first.pirate, first.king: FIRST_BONUS_KINDS
            pays_mermaid_by_pirate=False,  # first.mermaid
            zero_bid_by_round=True,  # first.zero
        ),
        Edition.E2018: EditionInfo(
            Edition.E2018,
            "the Legendary Expansion printable: Loot, the Kraken and the pirate abilities added",
            (Fixed(LastTrickAbility.HARRY_OR_RASCAL, "LE18", "Harry or Rascal may act after the last trick"),),
        ),
        Edition.E2021: EditionInfo(
            Edition.E2021,
            "the 2021 rulebook, first print: 70 cards and the 4 advanced cards, 2 to 8 players",
            (
                Fixed(CharacterLead.NO_SUIT, "RB21"),
                Fixed(KrakenLeader.LEFT_OF_KRAKEN, "RB21", "the early print; its player aids and the FAQ differ"),
                Fixed(MonsterDiscardLeader.MONSTER_PLAYER, "RB21"),
                Fixed(GraybeardLeader.GRAYBEARD, "RB21"),
                Fixed(LastTrickAbility.HARRY, "RB21"),
                Fixed(Dealer.ROTATE, "RB21"),
                Fixed(TwoPlayerLoot.USED, "RB21", "leaving the Loot out of two-player games came with the 2024 print"),
                Fixed(EightPlayers.DECK, "RB21", "every player the same number of cards in the last rounds"),
                Fixed(Seats.BOX, "RB21", "2 to 8 players"),
                Fixed(GameTie.SHARED, "RB21", "the rulebook has no tie rule"),
            ),
        ),
        Edition.E2024: EditionInfo(
            Edition.E2024,
            "the current print, as its reference guide gives it, with the publisher's FAQ (the default)",
            (
                Fixed(CharacterLead.NO_SUIT, "FAQ"),
                Fixed(KrakenLeader.WOULD_HAVE_WON, "FAQ", "the 2024 paraphrase agrees"),
                Fixed(GraybeardLeader.ROUND_LEADER, "GUIDE", "the 2024 paraphrase agrees"),
                Fixed(LastTrickAbility.HARRY, "FAQ"),
                Fixed(EightPlayers.EIGHT, "GUIDE"),
                Fixed(TwoPlayerLoot.LEFT_OUT, "GUIDE", "the 2024 paraphrase agrees"),
                Fixed(Whirlpool.PAIRS, "GUIDE", "a 2024 transcription has single rounds"),
                Fixed(EvenKeeled.SINGLE, "GUIDE"),
                Fixed(GameTie.ANOTHER_ROUND, "GUIDE", "the 2024 paraphrase agrees"),
                Fixed(
                    MonsterDiscardLeader.MONSTER_PLAYER,
                    "RB21",
                    "the guide is silent; the 2024 paraphrase says the player who would have won, known only "
                    "from that paraphrase: --ruling monster-discard-leader=would-have-won plays it",
                ),
            ),
        ),
    }
)


class HouseInfo:
    """A house rule: what it changes and where it was seen (never in a printing)."""

    __slots__ = ("house", "seen", "what")

    def __init__(self, house: House, what: str, seen: str) -> None:
        self.house, self.what, self.seen = house, what, seen


HOUSE_RULES: Mapping[House, HouseInfo] = MappingProxyType(
    {
        House.BONUS_ON_MISS: HouseInfo(
            House.BONUS_ON_MISS,
            "bonuses are paid on a missed bid too",
            "the Skull Ledger app (once its default); every printing pays bonuses on a made bid only",
        ),
        House.KRAKEN_TRICK_LEADER: HouseInfo(
            House.KRAKEN_TRICK_LEADER,
            "after the Kraken, the player who led the destroyed trick leads again",
            "companion apps; no printing says so",
        ),
        House.ZERO_MISS_TEN: HouseInfo(
            House.ZERO_MISS_TEN,
            "a missed bid of zero loses a fixed 10 points, whatever the cards dealt",
            "one scoring app, widely criticised by its users",
        ),
    }
)


def edition_label(edition: Edition) -> str:
    """``2021 edition``, ``2024 edition (default)``: how the side-by-side table and the page name it."""
    return f"{edition.value} edition" + (" (default)" if edition is DEFAULT_EDITION else "")


def edition_of(value: Edition | str) -> Edition:
    """The edition named ``2021`` (or a member), or a RulesetError listing them."""
    if isinstance(value, Edition):
        return value
    try:
        return Edition(str(value).strip())
    except ValueError:
        editions = [e.value for e in Edition]
        raise RulesetError(refusal(SetupRefusal.EDITION_UNKNOWN, typed=repr(value), typeds=editions)) from None


def house_of(value: House | str) -> House:
    """The house rule named ``bonus-on-miss`` (or a member), or a RulesetError listing them."""
    if isinstance(value, House):
        return value
    word = str(value).strip().lower()
    try:
        return House(word)
    except ValueError:
        houses = [h.value for h in House]
        close = near_words(word, houses)
        if close:
            either = [repr(c) for c in close]
            raise RulesetError(
                refusal(SetupRefusal.HOUSE_CLOSE, typed=repr(value), either=either, typeds=houses)
            ) from None
        raise RulesetError(refusal(SetupRefusal.HOUSE_UNKNOWN, typed=repr(value), typeds=houses)) from None
