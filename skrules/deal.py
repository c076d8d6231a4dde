"""Deals: how many may play, how many cards each round deals, who deals and who leads first.

Round r deals r cards for ten rounds, or the card counts of a variant; every count is capped so
that every hand gets the same number of cards from the deck actually in use (the box of the
rule set's modules, less the cards the two-player game leaves out, with Graybeard's ghost dealt a
hand of his own). The deal passes per ``ruling.dealer``; the player left of the dealer leads,
except with two players, who take turns leading the rounds.

    >>> from skrules.rules import RuleSet
    >>> schedule(8, RuleSet()).cards
    (1, 2, 3, 4, 5, 6, 7, 8, 8, 8)
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import EXPANSION_MODULES, Card, Face, Kind
from .errors import DealError
from .lexicon import GHOST, GHOST_NAMES, ghost_named
from .messages import Msg
from .notation import seat_names
from .refusals import Refusal, RoundRefusal, refusal
from .refusals import SetupRefusal as SR
from .rules import Dealer, EightPlayers, EvenKeeled, Reading, RuleSet, Seats, TwoPlayerLoot, Whirlpool
from .rulings import RuleId
from .shown import quote
from .trace import Trace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .messages import Message

__all__ = [
    "GHOST",
    "GHOST_NAMES",
    "MOST_DEALT",
    "DealError",
    "Row",
    "Schedule",
    "Seat",
    "Variant",
    "check_players",
    "check_some",
    "deck",
    "deck_size",
    "ghost_named",
    "ghost_refusal",
    "holds",
    "left_out",
    "parse_variant",
    "remove_card",
    "rotation",
    "round_rows",
    "schedule",
    "seated",
    "undealt",
]


class Variant(StrEnum):
    """The card-count variants: which rounds a game has and how many cards each deals."""

    STANDARD = "standard"
    EVEN_KEELED = "even-keeled"
    SKIP_TO_THE_BRAWL = "skip-to-the-brawl"
    SWIFT_N_SALTY = "swift-n-salty"
    BROADSIDE_BARRAGE = "broadside-barrage"
    WHIRLPOOL = "whirlpool"
    PAST_YOUR_BEDTIME = "past-your-bedtime"

    @property
    def label(self) -> str:
        return _LABELS[self]


_LABELS = {
    Variant.STANDARD: "the standard game",
    Variant.EVEN_KEELED: "Even Keeled",
    Variant.SKIP_TO_THE_BRAWL: "Skip to the Brawl",
    Variant.SWIFT_N_SALTY: "Swift-n-Salty Skirmish",
    Variant.BROADSIDE_BARRAGE: "Broadside Barrage",
    Variant.WHIRLPOOL: "Whirlpool",
    Variant.PAST_YOUR_BEDTIME: "Past Your Bedtime",
}
_VARIANT_ALIASES = {
    "swift-n-salty-skirmish": Variant.SWIFT_N_SALTY,
    "skirmish": Variant.SWIFT_N_SALTY,
    "brawl": Variant.SKIP_TO_THE_BRAWL,
    "barrage": Variant.BROADSIDE_BARRAGE,
    "broadside": Variant.BROADSIDE_BARRAGE,
    "bedtime": Variant.PAST_YOUR_BEDTIME,
    "even": Variant.EVEN_KEELED,
}


def parse_variant(text: str) -> Variant:
    word = "-".join(text.strip().lower().replace("_", "-").split())
    if word in _VARIANT_ALIASES:
        return _VARIANT_ALIASES[word]
    try:
        return Variant(word)
    except ValueError:
        names = [v.value for v in Variant]
        close = difflib.get_close_matches(word, names, n=1)
        said = (
            refusal(SR.VARIANT_CLOSE, typed=repr(close[0]), typeds=names)
            if close
            else refusal(SR.VARIANT_UNKNOWN, typeds=names)
        )
        raise DealError(said, token=text) from None


def printed(variant: Variant, rules: RuleSet) -> tuple[int, ...]:
    """The variant's card counts, round by round, before any cap."""
    paired = _PAIRED.get(variant)
    if paired is not None:  # each count dealt once or twice, as the variant's own ruling says
        once, ruling = paired
        return tuple(n for n in once for _ in (0, 1)) if rules.ruling(ruling) is ruling.PAIRS else once
    return {
        Variant.STANDARD: tuple(range(1, 11)),
        Variant.SKIP_TO_THE_BRAWL: (6, 7, 8, 9, 10),
        Variant.SWIFT_N_SALTY: (5,) * 5,
        Variant.BROADSIDE_BARRAGE: (10,) * 10,
        Variant.PAST_YOUR_BEDTIME: (1,),
    }[variant]


# The variants whose counts a ruling deals once or twice each (ruling.whirlpool, ruling.even-keeled).
_PAIRED: dict[Variant, tuple[tuple[int, ...], type[Whirlpool] | type[EvenKeeled]]] = {
    Variant.WHIRLPOOL: ((9, 7, 5, 3, 1), Whirlpool),
    Variant.EVEN_KEELED: ((2, 4, 6, 8, 10), EvenKeeled),
}

# The most cards any set-up deals a player in a round: the largest count of any variant's schedule
# (setup.deal); a ruling that deals a count twice repeats it, never raises it. No hand before a trick holds more.
MOST_DEALT = max(max(printed(v, RuleSet())) for v in Variant)


# ---------------------------------------------------------------------------------- the deck in use


def left_out(card: Card, players: int, rules: RuleSet | None) -> bool:
    """Whether the two-player game leaves this card out (two.cards): the Wild 15, Walk the Plank and
    the 0/14s, and the Loot cards unless ``ruling.two-player-loot`` keeps them (``None``: the defaults)."""
    if players != 2:
        return False
    if card.kind is Kind.LOOT:
        return rules is None or rules.ruling(TwoPlayerLoot) is TwoPlayerLoot.LEFT_OUT
    return card.kind is Kind.PLANK or card.face in (Face.WILD, Face.ZERO_FOURTEEN)


def deck(rules: RuleSet, players: int) -> list[Card]:
    """The cards a table of this many players deals from."""
    if players != 2:
        return rules.box.cards()
    return [c for c in rules.box.cards() if not left_out(c, players, rules)]


def deck_size(rules: RuleSet, players: int) -> int:
    """How many cards :func:`deck` holds, without listing them when no card is left out."""
    return rules.box.size if players != 2 else len(deck(rules, players))


def undealt(rules: RuleSet, players: int, dealt: Iterable[Card]) -> list[Card]:
    """The cards of the deck in use not among ``dealt``, in deck order: what Bendt draws from, Juanita sees.

    Copies count: two Escapes dealt leave the deck's other Escapes undealt.
    """
    left = Counter(c.box_key for c in dealt)
    out = []
    for card in deck(rules, players):
        if left[card.box_key]:
            left[card.box_key] -= 1
        else:
            out.append(card)
    return out


def holds(hand: Iterable[Card], card: Card) -> bool:
    """Whether the hand holds this card as the box knows it (the Tigress whatever she plays as)."""
    return any(c.box_key == card.box_key for c in hand)


def remove_card(hand: list[Card], card: Card) -> bool:
    """Take one copy of ``card`` out of ``hand``, as playing or discarding it does; False if the hand has none."""
    for i, held in enumerate(hand):
        if held.box_key == card.box_key:
            del hand[i]
            return True
    return False


def hands(players: int) -> int:
    """Hands dealt: one per player, and one more for Graybeard's ghost with two players."""
    return players + 1 if players == 2 else players


EIGHT = 8  # the reference guide caps an eight-player table at 8 cards a hand


def _eight_reading(players: int, rules: RuleSet) -> EightPlayers | None:
    """The reading of ``ruling.eight-players`` when it applies, else None.

    It applies to eight players with the deck the reference guide speaks of (the base game, with
    or without the advanced cards). With the Expansion Pack's cards the Pack's own note rules:
    "With all expansion cards included, up to nine players can play the full ten rounds."
    (``exp.players``), and the deck is shared evenly (``setup.cap``).
    """
    return rules.ruling(EightPlayers) if players == EIGHT and not rules.modules & EXPANSION_MODULES else None


def _cap(deck_size: int, hands: int, eight: EightPlayers | None) -> int:
    """The deck shared evenly among the hands, and the guide's 8 for eight players when it applies."""
    even = deck_size // hands
    return min(even, EIGHT) if eight is EightPlayers.EIGHT else even


def eight_cap(players: int, rules: RuleSet) -> int | None:
    """The guide's cap for eight players (``ruling.eight-players``), or None where it does not apply."""
    return EIGHT if _eight_reading(players, rules) is EightPlayers.EIGHT else None


def most_cards(players: int, rules: RuleSet) -> int:
    """The most cards every hand can be dealt: the deck in use shared evenly, and the guide's 8 for eight."""
    return _cap(deck_size(rules, players), hands(players), _eight_reading(players, rules))


def check_players(players: int, rules: RuleSet) -> None:
    """Two to eight players with the base box; more with the Expansion Pack or under ``ruling.seats=deck``, while
    each gets a card."""
    check_some(players)
    if players > rules.max_players and rules.edition.max_players is not None:
        raise DealError(refusal(SR.FIRST_SEATS, n=players, typed=rules.edition.value))
    if players > rules.max_players:
        seats = SR.DECK_SEATS if rules.expansion or rules.ruling(Seats) is Seats.DECK else SR.DECK_SEATS_READING
        raise DealError(refusal(seats, n=players, n2=rules.max_players))


def ghost_refusal(names: Sequence[str]) -> Refusal | None:
    """Why these names cannot sit at a table, Graybeard among them: plays name their player, and the ghost's hand
    goes by his name (two.ghost), whether he plays or not; None when he is not among them."""
    if GHOST not in names:
        return None
    return refusal(RoundRefusal.GHOST_NAME_TWO if len(names) == 2 else RoundRefusal.GHOST_NAME, typed=repr(GHOST))


def seated(text: str) -> list[str]:
    """The players a table is given (``skrules table --players``, its players question): a number of them, named
    P1, P2, ... as ``skrules deal --players 4`` names them, or their names in seat order (as ``seat_names`` reads
    them). A number is checked against what the whole box seats before it is named: ``100000000`` is refused at
    once."""
    count = typed_count(text)
    if count is None:
        return seat_names(text)
    check_some(count)
    most = RuleSet.from_options(deck="all", rulings=("seats=deck",)).max_players
    if count > most:  # no deck is chosen yet: none would seat them
        raise DealError(refusal(SR.NO_DECK_SEATS, n=count, n2=most))
    return [f"P{i}" for i in range(1, count + 1)]


def typed_count(text: str) -> int | None:
    """A number of players as typed (``4``; ``-3`` is a count, refused as one, not a player named -3), or None
    when ``text`` is no number (their names). A number of more digits than a message can show is refused here,
    before it is read: no table seats it, and Python reads no integer of thousands of digits."""
    typed = text.strip()
    if not re.fullmatch(r"[+-]?[0-9]+", typed):
        return None
    if len(typed) > _COUNT_DIGITS:
        raise DealError(refusal(SR.COUNT_LONG, typed=quote(typed)))
    return int(typed)


_COUNT_DIGITS = 18  # longer than any count a message says as a number


def check_some(players: int) -> None:
    """Two players at least, whatever the deck: what a table can be told before its deck is chosen."""
    if players < 2:
        raise DealError(refusal(SR.TOO_FEW_ONE) if players == 1 else refusal(SR.TOO_FEW, n=players))


@dataclass(frozen=True)
class Schedule:
    """A game's rounds: the cards each deals once the cap is applied, and why."""

    variant: Variant
    players: int
    hands: int
    deck_size: int
    printed: tuple[int, ...]
    cards: tuple[int, ...]
    counts: Reading | None = None  # the reading of the variant's own ruling (ruling.whirlpool, ruling.even-keeled)
    eight: EightPlayers | None = None  # the reading of ruling.eight-players, with eight players
    seats: Seats | None = None  # the reading of ruling.seats that seated more than eight without the Expansion Pack

    @property
    def cap(self) -> int:
        """The most cards every hand can get: the deck size divided by the hands, rounded down.

        With eight players, the reference guide's cap of 8 (``ruling.eight-players``) when lower.
        """
        return _cap(self.deck_size, self.hands, self.eight)

    @property
    def capped(self) -> tuple[int, ...]:
        """The rounds (1-based) whose card count the cap lowered."""
        return tuple(r for r, (a, b) in enumerate(zip(self.printed, self.cards, strict=True), 1) if a != b)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def trace(self) -> Trace:
        tr = Trace()
        self._trace_counts(tr)
        self._trace_cap(tr)
        return tr

    def _trace_counts(self, tr: Trace) -> None:
        """The rounds as printed: round r deals r cards (setup.deal), or the variant's counts (setup.variants)."""
        counts = self.printed
        if self.variant is Variant.STANDARD:
            tr.add(RuleId.SETUP_DEAL, Msg.TEN_ROUNDS, counts=counts)
        elif self.variant in _PAIRED:
            cited = None if self.counts is None else self.counts.cited
            tr.add(RuleId.SETUP_VARIANTS, Msg.VARIANT_COUNTS, ruling=cited, word=self.variant.label, counts=counts)
        else:  # Past Your Bedtime's one round may deal one card
            said = Msg.VARIANT_ONE_CARD if counts == (1,) else Msg.VARIANT_COUNTS
            tr.add(RuleId.SETUP_VARIANTS, said, word=self.variant.label, counts=counts)

    def _trace_cap(self, tr: Trace) -> None:
        """Every hand gets the same number of cards (setup.cap); eight players per ``ruling.eight-players``, more
        than eight without the Expansion Pack per ``ruling.seats``."""
        reading = self.eight or self.seats
        ruling = None if reading is None else reading.cited
        cap, deck, hands = self.cap, self.deck_size, self.hands
        if self.capped:
            last, others = self.capped[-1], self.capped[:-1]
            most = EIGHT if self.eight is EightPlayers.EIGHT else deck  # eight players: at most eight cards each
            said = self._capped_message()
            tr.add(RuleId.SETUP_CAP, said, ruling=ruling, n=cap, n2=most, n3=last, n4=hands, counts=others)
        elif self.eight is not None:
            tr.add(RuleId.SETUP_CAP, Msg.FITS_EIGHT, ruling=ruling, n=cap, n2=deck)
        elif self.players == EIGHT and self.eight is None:
            tr.add(RuleId.EXP_PLAYERS, Msg.FITS_EXPANSION, n=cap, n2=deck, n3=EIGHT)
        else:
            tr.add(RuleId.SETUP_CAP, Msg.FITS_GHOST if hands > self.players else Msg.FITS, n2=deck, n4=hands)

    def _capped_message(self) -> Message:
        """Which rounds the cap lowered (every one, several, one), and why (eight players, the deck, the hands)."""
        which = 0 if len(self.capped) == len(self.cards) else 1 if len(self.capped) > 1 else 2
        if self.eight is EightPlayers.EIGHT:
            return (Msg.EIGHT_ALL, Msg.EIGHT_SOME, Msg.EIGHT_ONE)[which]
        if self.eight is EightPlayers.DECK:
            return (Msg.SHARE_ALL, Msg.SHARE_SOME, Msg.SHARE_ONE)[which]
        if self.hands > self.players:
            return (Msg.GHOST_HANDS_ALL, Msg.GHOST_HANDS_SOME, Msg.GHOST_HANDS_ONE)[which]
        return (Msg.HANDS_ALL, Msg.HANDS_SOME, Msg.HANDS_ONE)[which]

    def as_dict(self) -> dict[str, object]:
        return {
            "variant": self.variant.value,
            "players": self.players,
            "hands": self.hands,
            "deck_size": self.deck_size,
            "cap": self.cap,
            "printed": list(self.printed),
            "cards": list(self.cards),
            "trace": self.trace.as_list(),
        }


def schedule(players: int, rules: RuleSet, variant: Variant | str = Variant.STANDARD) -> Schedule:
    """The card count of every round for this many players, capped to the deck in use."""
    variant = parse_variant(variant) if not isinstance(variant, Variant) else variant
    check_players(players, rules)
    if not rules.edition.variants and variant is not Variant.STANDARD:
        raise DealError(refusal(SR.FIRST_VARIANTS, typed=rules.edition.value, word=variant.label))
    size = deck_size(rules, players)
    n = hands(players)
    cap = most_cards(players, rules)
    if cap < 1:
        raise DealError(refusal(SR.NO_CARD_EACH, n=players, n2=n, n3=size))
    counts = printed(variant, rules)
    paired = _PAIRED.get(variant)
    reading = None if paired is None else rules.ruling(paired[1])
    eight = _eight_reading(players, rules)
    seats = rules.ruling(Seats) if players > EIGHT and not rules.expansion else None
    return Schedule(variant, players, n, size, counts, tuple(min(c, cap) for c in counts), reading, eight, seats)


def check_deal(cards: int, players: int, rules: RuleSet) -> None:
    """One round's deal must give every hand ``cards`` cards from the deck in use."""
    check_players(players, rules)
    size = deck_size(rules, players)
    n = hands(players)
    if cards < 1:
        raise DealError(refusal(SR.DEAL_NONE, n=cards))
    cap = eight_cap(players, rules)
    if cap is not None and cards > cap and cards * n <= size:
        raise DealError(refusal(SR.DEAL_EIGHT, n=cards, n2=cap))
    if cards * n > size:
        over = SR.DEAL_CAP_GHOST if n > players else SR.DEAL_CAP
        raise DealError(refusal(over, n=cards, n2=n, n3=cards * n, n4=size, n5=size // n))


# ---------------------------------------------------------------------------------- who deals, who leads


@dataclass(frozen=True, slots=True)
class Seat:
    """Who deals a round and who leads its first trick."""

    round: int  # 1-based
    dealer: str
    leader: str


def left_of(players: Sequence[str], name: str) -> str:
    """The next player clockwise (seat order is clockwise)."""
    return players[(players.index(name) + 1) % len(players)]


def rotation(players: Sequence[str], rounds: int, rules: RuleSet, dealer: str | None = None) -> list[Seat]:
    """The dealer and first leader of each round.

    ``dealer`` deals round 1 (by default the last player, so the first listed leads). The deal
    passes left, or stays, per ``ruling.dealer``; the player left of the dealer leads, except that
    two players take turns leading the rounds whoever deals.
    """
    players = list(players)
    first = players[-1] if dealer is None else dealer
    if first not in players:
        raise DealError(refusal(RoundRefusal.DEALER_UNKNOWN, typed=repr(first), players=players))
    stay = rules.ruling(Dealer) is Dealer.STAY
    out = []
    d = first
    opener = left_of(players, first)
    for r in range(1, rounds + 1):
        two_turns = opener if r % 2 == 1 else left_of(players, opener)
        lead = two_turns if len(players) == 2 else left_of(players, d)
        out.append(Seat(r, d, lead))
        if not stay:
            d = left_of(players, d)
    return out


Row = dict[str, "int | str"]  # one round as ``skrules deal`` shows it: round, cards, dealer, leader


def round_rows(players: Sequence[str], sched: Schedule, rules: RuleSet, dealer: str | None = None) -> list[Row]:
    """Each round of a schedule with its card count, dealer and first leader: the table ``skrules deal`` prints."""
    seats = rotation(players, len(sched), rules, dealer)
    return [
        {"round": s.round, "cards": cards, "dealer": s.dealer, "leader": s.leader}
        for s, cards in zip(seats, sched.cards, strict=True)
    ]


def rotation_trace(seat: Seat, players: Sequence[str], rules: RuleSet, *, numbered: bool = True) -> Trace:
    """Who deals the round and why this player leads its first trick."""
    tr = Trace()
    reading = rules.ruling(Dealer).cited
    ruling = reading if numbered and seat.round > 1 else None
    if len(players) == 2:
        deals, turns = (Msg.DEALS_ROUND, Msg.TURNS_ROUND) if numbered else (Msg.DEALS_THIS, Msg.TURNS_THIS)
        tr.add(RuleId.SETUP_DEALER, deals, ruling=ruling, player=seat.dealer, n=seat.round)
        tr.add(RuleId.TWO_ORDER, turns, player=seat.leader, n=seat.round)
    else:
        said = Msg.DEALS_LEFT_ROUND if numbered else Msg.DEALS_LEFT_THIS
        tr.add(RuleId.SETUP_DEALER, said, ruling=ruling, player=seat.dealer, player2=seat.leader, n=seat.round)
    return tr
