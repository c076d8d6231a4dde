"""Whole rounds played trick by trick, pirate abilities, the two-player ghost, and whole games.

The API for callers that describe a round in plain values (the scenario format, score sheets).
A :class:`RoundSpec` holds the players in seat order (clockwise), the bids, and each trick's plays
in play order (a string of tokens, a list of tokens, or :class:`~skrules.notation.Play` values);
optionally the dealer or the first leader (by default the first player listed leads), the cards
dealt to any players (checked play by play), Graybeard's ghost's hand, the ability choices made
after each trick (keyed by trick number, from 1), and who chose the cannonball under Rascal
scoring. :func:`play_round` plays it under a :class:`~skrules.rules.RuleSet` and returns a
:class:`RoundResult`:

    >>> from skrules.rules import RuleSet
    >>> spec = RoundSpec(
    ...     players=("Ann", "Ben", "Cat"),
    ...     bids={"Ann": 1, "Ben": 0, "Cat": 1},
    ...     tricks=["Ann=g5 Ben=g7 Cat=rosie", ["Cat=b3", "Ann=b9", "Ben=escape"]],
    ...     dealer="Cat",
    ...     hands={"Ann": "g5,b9"},
    ...     choices={1: ["rosie Cat"]},
    ... )
    >>> result = play_round(spec, RuleSet(abilities=True))
    >>> [(t.number, t.leader, t.winner, t.next_leader) for t in result.tricks]
    [(1, 'Ann', 'Cat', 'Cat'), (2, 'Cat', 'Ann', None)]
    >>> result.totals, dict(result.won), dict(result.final_bids)
    ({'Ann': 20, 'Ben': 20, 'Cat': 20}, {'Ann': 1, 'Ben': 0, 'Cat': 1}, {'Ann': 1, 'Ben': 0, 'Cat': 1})
    >>> [(u.pirate.value, u.player, u.trick, str(u.choice)) for u in result.uses]
    [('rosie', 'Cat', 1, 'rosie Cat')]
    >>> result.scores["Cat"].rules, result.trace.rules[-4:]
    (['score.bid'], ['next.winner', 'score.bid', 'score.zero', 'score.bid'])

Each trick is adjudicated by :func:`skrules.trick.adjudicate` (``result.tricks[k].verdict``); its
leader comes from the verdict before (the winner, the Kraken's would-be winner, a discarded trick's
leader) unless Rosie D'Laney chose. There are as many tricks as cards dealt. Anything a table could
get wrong raises a :class:`RoundError` (a :class:`~skrules.errors.SkrulesError`) whose ``trick``
(from 1), ``position`` (the card, from 0) and ``token`` say where: a play out of turn, a card not in
the hand or not following suit (:class:`IllegalPlay`, with the legality finding), a card played
twice in the round, a bid above the cards dealt, an ability choice the trick did not unlock (its
``token`` is the choice as written), a Rosie choice naming nobody at the table:

    >>> play_round(RoundSpec(("Ann", "Ben", "Cat"), spec.bids, ["Ann=g5 Cat=g7 Ben=g9"]))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    skrules.errors.RoundError: trick 1, card 2 'Cat=g7': it is Ben's turn: the order of play is ... (play.order)

Ability choices (after the trick whose winner unlocked them, :attr:`Verdict.abilities`):
:class:`Rosie` (who leads next), :class:`Bendt` (cards drawn from the undealt ones and cards
discarded), :class:`Rascal` (a wager of 0, 10 or 20), :class:`Juanita` (a look at the undealt
cards), :class:`Harry` (-1, 0 or +1 to the bid, applied at scoring), :class:`Mary` (the card picked
at random from a hand, which its holder must play in the next trick). :func:`parse_choice` reads
them as written, and ``str(choice)`` writes them back: ``rosie Ben``, ``bendt +g3 +y5 -g1 -p2``,
``rascal 20``, ``juanita``, ``harry -1``, ``mary Ben y7``.

With two players, Graybeard's ghost plays under the name :data:`GHOST` (``"Graybeard"``): give his
hand, top card first, as ``ghost`` to have each of his flips checked. :func:`play_game` plays a
:class:`GameSpec`'s rounds in order, filling in or checking each round's cards, dealer and first
leader against the schedule and the rotation, and adds them up in a
:class:`~skrules.scoring.ScoreTable`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import ClassVar

from .cards import Card, Face, Kind, Pirate, Role, Suit, parse_card
from .deal import (
    GHOST,
    DealError,
    Schedule,
    Seat,
    Variant,
    check_deal,
    check_players,
    deck,
    left_of,
    left_out,
    rotation,
    rotation_trace,
    schedule,
)
from .errors import IllegalPlay, NotationError, RoundError, SkrulesError
from .legality import Legality, may_play
from .notation import Play, check_name, parse_hand, parse_plays
from .rules import GraybeardLeader, RuleSet, Scoring, VolleyLeader
from .scoring import HARRY_CHANGES, WAGERS, Ally, Award, Breakdown, ScoreTable, method_label, score
from .trace import Trace
from .trick import Outcome, Trick, Verdict, adjudicate

__all__ = [
    "CHOICE_HELP",
    "GHOST",
    "AbilityUse",
    "Alliance",
    "Bendt",
    "Choice",
    "GameResult",
    "GameSpec",
    "Harry",
    "IllegalPlay",
    "Juanita",
    "Mary",
    "Rascal",
    "Rosie",
    "RoundError",
    "RoundResult",
    "RoundSpec",
    "TrickResult",
    "make_choice",
    "parse_choice",
    "play_game",
    "play_round",
]


# ---------------------------------------------------------------------------------- ability choices


@dataclass(frozen=True, slots=True)
class Rosie:
    """Rosie D'Laney: the player who leads the next trick (the winner may name themself)."""

    leader: str
    pirate: ClassVar[Pirate] = Pirate.ROSIE

    def __str__(self) -> str:
        return f"rosie {self.leader}"


@dataclass(frozen=True, slots=True)
class Bendt:
    """Bendt the Bandit: the cards drawn from the undealt ones, then the cards discarded."""

    drawn: tuple[Card, ...]
    discarded: tuple[Card, ...]
    pirate: ClassVar[Pirate] = Pirate.BENDT

    def __str__(self) -> str:
        return " ".join(["bendt", *(f"+{c}" for c in self.drawn), *(f"-{c}" for c in self.discarded)])


@dataclass(frozen=True, slots=True)
class Rascal:
    """Rascal of Roatan: points wagered on making the bid (0, 10 or 20)."""

    wager: int
    pirate: ClassVar[Pirate] = Pirate.RASCAL

    def __str__(self) -> str:
        return f"rascal {self.wager}"


@dataclass(frozen=True, slots=True)
class Juanita:
    """Juanita Jade: a look through the undealt cards (the round is unchanged)."""

    pirate: ClassVar[Pirate] = Pirate.JUANITA

    def __str__(self) -> str:
        return "juanita"


@dataclass(frozen=True, slots=True)
class Harry:
    """Harry the Giant: -1, 0 or +1 to the player's bid, applied when the round is scored."""

    change: int
    pirate: ClassVar[Pirate] = Pirate.HARRY

    def __str__(self) -> str:
        return f"harry {self.change:+d}" if self.change else "harry 0"


@dataclass(frozen=True, slots=True)
class Mary:
    """Mary Thorne: the card picked at random from a hand; its holder must play it in the next trick."""

    holder: str
    card: Card
    pirate: ClassVar[Pirate] = Pirate.MARY

    def __str__(self) -> str:
        return f"mary {self.holder} {self.card}"


Choice = Rosie | Bendt | Rascal | Juanita | Harry | Mary

CHOICE_HELP = """\
ability choices (after the trick whose winner unlocked them):
  rosie NAME                 Rosie D'Laney: NAME leads the next trick
  bendt +CARD +CARD -CARD -CARD
                             Bendt the Bandit: the cards drawn (+) and discarded (-)
  rascal 0|10|20             Rascal of Roatan: the wager on making the bid
  juanita                    Juanita Jade: a look at the undealt cards
  harry -1|0|+1              Harry the Giant: the change to the bid
  mary NAME CARD             Mary Thorne: the card picked from NAME's hand, played next trick"""


def _power(word: str) -> Pirate:
    try:
        card = parse_card(word)
    except SkrulesError:
        card = None
    if card is None or card.kind is not Kind.PIRATE or card.pirate is None:
        raise NotationError("not a Pirate with an ability: rosie, bendt, rascal, juanita, harry or mary", token=word)
    return card.pirate


def parse_choice(text: str) -> Choice:
    """Read an ability choice: ``rosie Ben``, ``rosie: Ben``, ``bendt +g3 +y5 -g1 -p2``, ``harry -1``.

    Errors are :class:`~skrules.errors.NotationError` quoting the word at fault.
    """
    head, colon, tail = text.strip().partition(":")
    words = head.split() + tail.split() if colon else text.split()
    if not words:
        raise NotationError("an empty ability choice; e.g. 'rosie Ben' or 'harry -1'", token=text)
    return make_choice(words[0], words[1:])


def make_choice(power: str, args: Sequence[str]) -> Choice:
    """Build a choice from the power's name and its words (``make_choice("harry", ["-1"])``)."""
    pirate = _power(power)
    args = list(args)

    def count(n: int, usage: str) -> None:
        if len(args) != n:
            token = " ".join([power, *args])
            raise NotationError(f"{pirate.full_name}'s choice is written '{usage}'", token=token)

    def number(word: str, allowed: Sequence[int], usage: str) -> int:
        try:
            value = int(word)
        except ValueError:
            value = None
        if value not in allowed:
            raise NotationError(f"{pirate.full_name}'s choice is written '{usage}'", token=word)
        return value  # type: ignore[return-value]

    if pirate is Pirate.ROSIE:
        count(1, "rosie NAME")
        return Rosie(check_name(args[0], token=args[0]))
    if pirate is Pirate.RASCAL:
        count(1, "rascal 0|10|20")
        return Rascal(number(args[0], WAGERS, "rascal 0|10|20"))
    if pirate is Pirate.JUANITA:
        count(0, "juanita")
        return Juanita()
    if pirate is Pirate.HARRY:
        count(1, "harry -1|0|+1")
        return Harry(number(args[0], HARRY_CHANGES, "harry -1|0|+1"))
    if pirate is Pirate.MARY:
        count(2, "mary NAME CARD")
        return Mary(check_name(args[0], token=args[0]), _card(args[1]))
    drawn: list[Card] = []
    discarded: list[Card] = []
    for word in args:
        if word[:1] not in "+-" or len(word) < 2:
            raise NotationError("write Bendt's cards as +CARD (drawn) and -CARD (discarded)", token=word)
        (drawn if word[0] == "+" else discarded).append(_card(word[1:]))
    return Bendt(tuple(drawn), tuple(discarded))


def _card(word: str) -> Card:
    try:
        return parse_card(word).undeclared
    except SkrulesError as err:
        raise NotationError(err.message, token=word) from None


# ---------------------------------------------------------------------------------- the round described


@dataclass(frozen=True)
class RoundSpec:
    """A round as plain values; strings are accepted wherever cards, plays or choices go.

    ``tricks`` holds each trick's plays in play order; there are as many tricks as cards dealt.
    ``hands`` (the cards dealt, any players) and ``ghost`` (Graybeard's hand, top card first) are
    optional; when given, every play is checked against them. ``choices`` maps a trick's number
    (from 1) to the ability choices its winner made. ``cannonball`` names the players who chose
    cannonball under Rascal scoring. ``number`` is the round's number in a game, for messages.
    """

    players: tuple[str, ...]
    bids: Mapping[str, int]
    tricks: tuple[tuple[Play, ...], ...]
    cards: int | None = None
    dealer: str | None = None
    leader: str | None = None
    hands: Mapping[str, tuple[Card, ...]] = field(default_factory=lambda: MappingProxyType({}))
    ghost: tuple[Card, ...] | None = None
    choices: Mapping[int, tuple[Choice, ...]] = field(default_factory=lambda: MappingProxyType({}))
    cannonball: frozenset[str] = frozenset()
    number: int | None = None

    def __post_init__(self) -> None:
        put = object.__setattr__
        put(self, "players", tuple(self.players))
        put(self, "bids", MappingProxyType(dict(self.bids)))
        tricks = []
        for k, trick in enumerate(self.tricks, 1):
            try:
                if isinstance(trick, str):
                    trick = parse_plays(trick.split())
                tricks.append(tuple(p if isinstance(p, Play) else parse_plays([p])[0] for p in trick))
            except SkrulesError as err:
                raise RoundError(
                    err.message, trick=k, position=err.position, token=err.token, round=self.number
                ) from None
        put(self, "tricks", tuple(tricks))
        hands = {}
        for name, cards in self.hands.items():
            try:
                hands[name] = tuple(parse_hand(cards) if isinstance(cards, str) else cards)
            except SkrulesError as err:
                raise RoundError(f"{name}'s hand: {err.message}", round=self.number) from None
        put(self, "hands", MappingProxyType(hands))
        if self.ghost is not None:
            try:
                ghost = parse_hand(self.ghost) if isinstance(self.ghost, str) else self.ghost
            except SkrulesError as err:
                raise RoundError(f"Graybeard's hand: {err.message}", round=self.number) from None
            put(self, "ghost", tuple(ghost))
        choices = {}
        for k, given in self.choices.items():
            items = [given] if isinstance(given, str | Rosie | Bendt | Rascal | Juanita | Harry | Mary) else given
            try:
                choices[k] = tuple(parse_choice(c) if isinstance(c, str) else c for c in items)
            except SkrulesError as err:
                raise RoundError(
                    err.message, trick=k if isinstance(k, int) else None, token=err.token, round=self.number
                ) from None
        put(self, "choices", MappingProxyType(choices))
        put(self, "cannonball", frozenset(self.cannonball))


# ---------------------------------------------------------------------------------- the round played


@dataclass(frozen=True, slots=True)
class AbilityUse:
    """A pirate ability used after a trick; ``seen`` holds the undealt cards Juanita looked at, when known."""

    pirate: Pirate
    player: str
    trick: int
    choice: Choice
    seen: tuple[Card, ...] = ()

    def as_dict(self) -> dict[str, object]:
        return {
            "pirate": self.pirate.value,
            "player": self.player,
            "trick": self.trick,
            "choice": str(self.choice),
            "seen": [str(c) for c in self.seen],
        }


@dataclass(frozen=True, slots=True)
class Alliance:
    """A Loot alliance: the Loot's player and the winner of the trick it was played in."""

    loot: str
    winner: str
    trick: int


@dataclass(frozen=True)
class TrickResult:
    """One trick of a round: who led, the verdict, who won, the abilities used, who leads next."""

    number: int
    leader: str
    verdict: Verdict
    winner: str | None
    next_leader: str | None  # None after the round's last trick
    uses: tuple[AbilityUse, ...] = ()

    def as_dict(self) -> dict[str, object]:
        v = self.verdict
        return {
            "trick": self.number,
            "leader": self.leader,
            "plays": [str(p) for p in v.trick.plays],
            "outcome": v.outcome.value,
            "winner": self.winner,
            "winning_card": None if v.winner is None else str(v.trick.plays[v.winner].card),
            "next_leader": self.next_leader,
            "abilities": [p.value for p in v.abilities],
            "uses": [u.as_dict() for u in self.uses],
            "trace": v.trace.as_list(),
        }


@dataclass(frozen=True)
class RoundResult:
    """A round played out: the tricks, the bids (as made and as scored), tricks won, and the scores."""

    players: tuple[str, ...]
    cards: int
    dealer: str | None
    leader: str
    tricks: tuple[TrickResult, ...]
    bids: Mapping[str, int]  # as made
    final_bids: Mapping[str, int]  # as scored, after Harry the Giant
    won: Mapping[str, int]  # Graybeard's ghost included in a two-player round
    alliances: tuple[Alliance, ...]
    scores: Mapping[str, Breakdown]
    trace: Trace
    rules: RuleSet
    number: int | None = None

    @property
    def totals(self) -> dict[str, int]:
        return {p: self.scores[p].total for p in self.players}

    @property
    def uses(self) -> tuple[AbilityUse, ...]:
        return tuple(u for t in self.tricks for u in t.uses)

    def as_dict(self) -> dict[str, object]:
        return {
            "round": self.number,
            "players": list(self.players),
            "cards": self.cards,
            "dealer": self.dealer,
            "leader": self.leader,
            "bids": dict(self.bids),
            "final_bids": dict(self.final_bids),
            "won": dict(self.won),
            "alliances": [{"loot": a.loot, "winner": a.winner, "trick": a.trick} for a in self.alliances],
            "tricks": [t.as_dict() for t in self.tricks],
            "scores": {p: b.as_dict() for p, b in self.scores.items()},
            "totals": self.totals,
            "trace": self.trace.as_list(),
        }

    def as_text(self) -> str:
        lines = [self.trace.as_text()]
        for p in self.players:
            lines += ["", self.scores[p].as_text()]
        return "\n".join(lines)


def play_round(spec: RoundSpec, rules: RuleSet | None = None) -> RoundResult:
    """Play a described round trick by trick, check it, and score it.

    ``rules`` defaults to the smallest deck holding the cards named, without abilities.
    """
    if rules is None:
        named = [p.card for t in spec.tricks for p in t]
        named += [c for h in spec.hands.values() for c in h] + list(spec.ghost or ())
        rules = RuleSet.for_cards(named)
    try:
        return _Round(spec, rules).run()
    except RoundError:
        raise
    except SkrulesError as err:  # a deal or score check without a trick to point at
        raise RoundError(str(err), round=spec.number) from None


class _Round:
    """The state of a round being played: hands, the lead, tricks won, and what scoring needs."""

    def __init__(self, spec: RoundSpec, rules: RuleSet) -> None:
        self.spec = spec
        self.rules = rules
        self.players = spec.players
        self.two = len(self.players) == 2
        self.table = (*self.players, GHOST) if self.two else self.players
        self.n = len(spec.tricks)
        self.trace = Trace()
        self.hands: dict[str, list[Card]] = {}
        self.pile: list[Card] | None = None  # Graybeard's hand, top card first
        self.seen: list[Card] = []  # every physical card known to be in the round, for the copies check
        self.seen_at: list[tuple[int | None, int | None, str]] = []  # (trick, position, description)
        self.drawn: list[Card] = []  # Bendt's draws from the undealt cards
        self.won: Counter[str] = Counter()
        self.awards: dict[str, list[Award]] = {p: [] for p in self.players}
        self.alliances: list[Alliance] = []
        self.wagers: dict[str, int] = {}
        self.harry: dict[str, int] = {}
        self.forced: dict[str, tuple[Card, int]] = {}  # holder -> (card, the trick of Mary's power)
        self.sitter: str | None = None  # the Last Volley's player, who sits out the last trick
        self.results: list[TrickResult] = []
        self.round_leader: str | None = None  # who led the round's first trick

    def fail(
        self, message: str, *, trick: int | None = None, position: int | None = None, token: str | None = None
    ) -> RoundError:
        return RoundError(message, trick=trick, position=position, token=token, round=self.spec.number)

    # ----------------------------------------------------------------- setup
    def run(self) -> RoundResult:
        self.setup()
        leader, why = self.first_leader()
        self.round_leader = leader
        self.setup_bids()
        order_before: tuple[str, ...] = self.players
        for k in range(1, self.n + 1):
            leader, why, order_before = self.play_trick(k, leader, why, order_before)
        return self.finish()

    def setup(self) -> None:
        spec, rules = self.spec, self.rules
        if not self.players:
            raise self.fail("a round needs its players, in seat order")
        for name in self.players:
            check_name(name)
        twice = [p for p, c in Counter(self.players).items() if c > 1]
        if twice:
            raise self.fail(f"{twice[0]} is seated twice; each player has one seat")
        if self.two and GHOST in self.players:
            raise self.fail(f"with two players, {GHOST!r} is the name of the ghost's hand; choose another name")
        check_players(len(self.players), rules)
        if self.n == 0:
            raise self.fail("a round has one trick per card dealt; no trick is given")
        if spec.cards is not None and spec.cards != self.n:
            raise self.fail(
                f"the round deals {spec.cards} card{'s' if spec.cards != 1 else ''} each, so it has "
                f"{spec.cards} trick{'s' if spec.cards != 1 else ''}; {self.n} are given (setup.deal)"
            )
        check_deal(self.n, len(self.players), rules)
        plural = "card" if self.n == 1 else "cards"
        self.trace.add("setup.deal", f"{self.n} {plural} dealt to each of {', '.join(self.players)}.")
        if self.two:
            self.trace.add(
                "two.ghost", f"Graybeard's ghost is dealt a third hand of {self.n}; he neither bids nor scores."
            )
            out = list(dict.fromkeys(_left_out_name(c) for c in rules.box.cards() if left_out(c, 2)))
            if out:
                listed = out[0] if len(out) == 1 else f"{', '.join(out[:-1])} and {out[-1]}"
                self.trace.add("two.cards", f"Left out of the two-player game: {listed}.")
        self.setup_hands()

    def setup_hands(self) -> None:
        spec = self.spec
        for name, cards in spec.hands.items():
            if name not in self.players:
                hint = "; give the ghost's hand as 'ghost', top card first" if name == GHOST and self.two else ""
                raise self.fail(f"a hand is given for {name!r}, who is not one of the players{hint}")
            self.hands[name] = self.checked_hand(f"{name}'s hand", cards)
        if spec.ghost is not None:
            if not self.two:
                raise self.fail("Graybeard's ghost plays only in a two-player round (two.ghost)")
            self.pile = self.checked_hand("Graybeard's hand", spec.ghost)

    def checked_hand(self, what: str, cards: Sequence[Card]) -> list[Card]:
        if len(cards) != self.n:
            raise self.fail(f"{what} holds {len(cards)} cards, but {self.n} are dealt to each (setup.deal)")
        for card in cards:
            self.check_in_deck(card, f"{what} holds {card}")
        self.note_seen(cards, None, None, what)
        return list(cards)

    def check_in_deck(
        self, card: Card, what: str, trick: int | None = None, position: int | None = None, token: str | None = None
    ) -> None:
        if card.module not in self.rules.modules:
            raise self.fail(
                f"{what}: {card.label} belongs to {card.module.label}, which is not in this deck",
                trick=trick,
                position=position,
                token=token,
            )
        if left_out(card, len(self.players)):
            raise self.fail(
                f"{what}: {card.label} is left out of the two-player game (two.cards)",
                trick=trick,
                position=position,
                token=token,
            )

    def note_seen(self, cards: Sequence[Card], trick: int | None, position: int | None, what: str) -> None:
        """Add cards known to be in the round and refuse more copies of a card than the box holds."""
        for card in cards:
            self.seen.append(card)
            self.seen_at.append((trick, position, what))
        excess = self.rules.box.excess(self.seen)
        if excess is not None:
            key, where, have = excess
            places = "; ".join(self.seen_at[i][2] for i in where)
            last_trick, last_pos, _ = self.seen_at[where[-1]]
            copies = {0: "none", 1: "one copy"}.get(have, f"{have} copies")
            raise self.fail(
                f"{key} is in the round {len(where)} times ({places}), but the box holds {copies} (box.copies)",
                trick=last_trick,
                position=last_pos,
            )

    def setup_bids(self) -> None:
        spec, rules = self.spec, self.rules
        for name in spec.bids:
            if name not in self.players:
                ghost = "; Graybeard's ghost does not bid (two.ghost)" if name == GHOST and self.two else ""
                raise self.fail(f"a bid is given for {name!r}, who is not one of the players{ghost}")
        for name in self.players:
            if name not in spec.bids:
                raise self.fail(f"{name} has no bid; every player bids 0 to {self.n} (bid.range)")
            bid = spec.bids[name]
            if isinstance(bid, bool) or not isinstance(bid, int) or not 0 <= bid <= self.n:
                raise self.fail(f"{name} bids {bid!r}, but a bid is 0 to {self.n}, the cards dealt (bid.range)")
        bids = ", ".join(f"{p} {spec.bids[p]}" for p in self.players)
        self.trace.add("bid.reveal", f"The bids are revealed together: {bids}.")
        self.trace.add("bid.range", f"Every bid is a number of tricks from 0 to {self.n}, the cards dealt.")
        strange = spec.cannonball - set(self.players)
        if strange:
            raise self.fail(f"{sorted(strange)[0]!r} chose cannonball but is not one of the players")
        if rules.scoring is Scoring.CLASSIC and spec.cannonball:
            raise self.fail("cannonball is an option of Rascal scoring; this round is scored classic (score.choice)")
        if rules.scoring is not Scoring.CLASSIC:
            words = {Scoring.RASCAL: "grapeshot", Scoring.CANNONBALL: "cannonball"}
            methods = ", ".join(f"{p} {words[self.method(p)]}" for p in self.players)
            self.trace.add("score.choice", f"Under Rascal scoring each player chose after bidding: {methods}.")
        for k in spec.choices:
            if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= self.n:
                raise self.fail(f"ability choices are given for trick {k!r}; the tricks are numbered 1 to {self.n}")

    def method(self, player: str) -> Scoring:
        if self.rules.scoring is Scoring.CLASSIC:
            return Scoring.CLASSIC
        if player in self.spec.cannonball:
            return Scoring.CANNONBALL
        return self.rules.scoring

    def first_leader(self) -> tuple[str, str]:
        """Who leads the first trick, and why (for messages about a play out of turn)."""
        spec = self.spec
        for role, name in (("dealer", spec.dealer), ("first leader", spec.leader)):
            if name is not None and name not in self.players:
                raise self.fail(f"the {role} {name!r} is not one of the players ({', '.join(self.players)})")
        if spec.dealer is not None:
            seat = Seat(spec.number or 1, spec.dealer, left_of(self.players, spec.dealer))
            if spec.leader is not None and spec.leader != seat.leader:
                if not self.two:
                    raise self.fail(
                        f"{spec.leader} cannot lead the first trick: {seat.leader} sits left of the dealer, "
                        f"{spec.dealer} (setup.dealer)"
                    )
                seat = Seat(seat.round, spec.dealer, spec.leader)
            for step in rotation_trace(seat, self.players, self.rules, numbered=spec.number is not None):
                self.trace.add(
                    step.rule, step.text, ruling=None if step.ruling is None else (step.ruling, step.reading or "")
                )
            why = (
                f"{seat.leader} leads the first trick"
                if self.two
                else f"{seat.leader} sits left of the dealer, {spec.dealer}"
            )
            return seat.leader, why
        leader = spec.leader if spec.leader is not None else self.players[0]
        rule = "two.order" if self.two else "setup.dealer"
        self.trace.add(rule, f"{leader} leads the first trick.")
        return leader, f"{leader} leads the first trick"

    # ----------------------------------------------------------------- one trick
    def order(self, k: int, leader: str, before: tuple[str, ...]) -> list[str]:
        """Who plays in this trick, in turn: clockwise from the leader; Graybeard always second."""
        if self.two:
            a, b = self.players
            if leader == GHOST:
                base = [GHOST, *(p for p in before if p != GHOST)]
            else:
                base = [leader, GHOST, b if leader == a else a]
        else:
            i = self.players.index(leader)
            base = [*self.players[i:], *self.players[:i]]
        return [p for p in base if p != self.sitting_out(k)]

    def sitting_out(self, k: int) -> str | None:
        """The Last Volley's player, in the round's last trick."""
        return self.sitter if k == self.n else None

    def play_trick(self, k: int, leader: str, why: str, before: tuple[str, ...]) -> tuple[str, str, tuple[str, ...]]:
        plays = self.spec.tricks[k - 1]
        expected = self.order(k, leader, before)
        self.check_turns(k, plays, expected, why)
        try:
            trick = Trick.of(plays, self.rules)
        except SkrulesError as err:
            raise self.fail(err.message, trick=k, position=err.position, token=err.token) from None
        self.check_volley(k, trick)
        exempt = self.check_forced(k, trick)
        self.check_plays(k, trick, exempt)
        verdict = adjudicate(trick)
        winner = verdict.winner_name
        if winner is not None:
            self.won[winner] += 1
        last = k == self.n
        next_leader, next_why = self.next_leader(k, verdict)
        self.collect(k, trick, verdict)
        uses = self.abilities(k, verdict)
        for use in uses:
            if isinstance(use.choice, Rosie):
                next_leader = use.choice.leader
                next_why = f"Rosie D'Laney's ability: {use.player} chose {next_leader} to lead"
        if not last and self.sitter is not None and k + 1 == self.n and next_leader == self.sitter:
            reading = self.rules.ruling(VolleyLeader)
            next_leader = self.stand_in(self.sitter, expected, reading)
            where = "next in turn" if reading is VolleyLeader.NEXT_IN_TURN else "on their right"
            self.trace.add(
                "volley.extra",
                f"{self.sitter} played the Last Volley and sits out the last trick, so {next_leader}, "
                f"{where}, leads it.",
                ruling=("ruling.volley-leader", reading),
            )
            next_why = f"{self.sitter} sits out the last trick, so {next_leader} leads it"
        self.results.append(TrickResult(k, leader, verdict, winner, None if last else next_leader, uses))
        return next_leader, next_why, tuple(p for p in expected if p != GHOST)

    def stand_in(self, sitter: str, expected: list[str], reading: str) -> str:
        """Who leads the last trick when the player due to lead it sits out (``ruling.volley-leader``)."""
        if self.two:
            return next(p for p in self.players if p != sitter) if sitter != GHOST else expected[0]
        if reading is VolleyLeader.PREVIOUS_IN_TURN:
            return left_of(self.players[::-1], sitter)
        return left_of(self.players, sitter)

    def check_turns(self, k: int, plays: Sequence[Play], expected: list[str], why: str) -> None:
        turn = ", ".join(expected)
        for i, play in enumerate(plays):
            if play.player not in self.table:
                raise self.fail(
                    f"{play.player!r} is not at the table; the players are {', '.join(self.table)}",
                    trick=k,
                    position=i,
                    token=play.text,
                )
            if i >= len(expected) and play.player == self.sitting_out(k):
                raise self.fail(
                    f"{play.player} played the Last Volley and sits out the round's last trick (volley.extra)",
                    trick=k,
                    position=i,
                    token=play.text,
                )
            if i < len(expected) and play.player != expected[i]:
                if play.player == self.sitting_out(k):
                    msg = f"{play.player} played the Last Volley and sits out the round's last trick (volley.extra)"
                elif i == 0:
                    msg = f"{expected[0]} leads this trick ({why}), not {play.player} (play.order)"
                else:
                    msg = f"it is {expected[i]}'s turn: the order of play is {turn} (play.order)"
                    if self.two and i == 1:
                        msg = f"Graybeard's ghost always plays second: the order of play is {turn} (two.order)"
                raise self.fail(msg, trick=k, position=i, token=play.text)
        if len(plays) < len(expected):
            missing = expected[len(plays)]
            raise self.fail(
                f"{missing} has not played: each player plays a card in every trick, in the order {turn} (play.order)",
                trick=k,
            )

    def check_volley(self, k: int, trick: Trick) -> None:
        v = trick.find(Kind.VOLLEY)
        if v is None:
            return
        player = trick.plays[v].player
        if k == self.n:
            if trick.volley_extra is not None:
                raise self.fail(
                    "in the round's last trick the Last Volley adds no card: every hand is empty (volley.extra)",
                    trick=k,
                    position=trick.volley_extra,
                    token=trick.plays[trick.volley_extra].text,
                )
            self.trace.add(
                "volley.extra",
                f"Trick {k}: {player} played the Last Volley in the last trick: no extra card, no trick to sit out.",
            )
            return
        if trick.volley_extra is None:
            raise self.fail(
                f"{player} played the Last Volley, so {player} plays one more card after everyone else (volley.extra)",
                trick=k,
                position=v,
                token=trick.plays[v].text,
            )
        self.sitter = player
        self.trace.add(
            "volley.extra",
            f"Trick {k}: {player} played the Last Volley, added {trick.plays[trick.volley_extra].card} after "
            f"everyone, and sits out trick {self.n}, the last.",
        )

    def check_forced(self, k: int, trick: Trick) -> frozenset[int]:
        """Mary Thorne's forced card must be played by its holder, whatever the suit rules say."""
        exempt = set()
        for holder, (card, at) in self.forced.items():
            mine = [i for i, p in enumerate(trick.plays) if p.player == holder]
            hits = [i for i in mine if trick.plays[i].card.box_key == card.box_key]
            if not hits:
                pos = mine[0] if mine else None
                raise self.fail(
                    f"Mary Thorne's power after trick {at} picked {card} from {holder}'s hand: {holder} must play it "
                    "in this trick (mary.power)",
                    trick=k,
                    position=pos,
                    token=None if pos is None else trick.plays[pos].text,
                )
            exempt.add(hits[0])
            self.trace.add(
                "mary.power", f"Trick {k}: {holder} plays {card}, as Mary Thorne's power required, whatever the lead."
            )
        self.forced = {}
        return frozenset(exempt)

    def check_plays(self, k: int, trick: Trick, exempt: frozenset[int]) -> None:
        """Each card from its player's hand, following suit; Graybeard flips his top card."""
        for i, play in enumerate(trick.plays):
            card = play.card
            self.check_in_deck(card, f"{play.player} plays {card}", trick=k, position=i, token=play.text)
            if play.player == GHOST:
                self.check_ghost(k, i, play, trick)
                continue
            hand = self.hands.get(play.player)
            if hand is None:
                self.note_seen([card], k, i, f"trick {k}, card {i + 1}")
                continue
            if i in exempt:
                keys = [c.box_key for c in hand]
                if card.box_key not in keys:
                    reason = f"{play.player}'s hand ({_cards(hand)}) does not hold {card}"
                    finding = Legality(False, "play.hand", reason, None, i, play.player)
                    raise IllegalPlay(finding, trick=k, position=i, token=play.text)
            else:
                finding = may_play(hand, card, trick.lead_before[i], self.rules, plays_as=trick.suits[i])
                if not finding.legal:
                    reason = finding.reason
                    if finding.rule == "play.hand":
                        reason = f"{play.player}'s hand ({_cards(hand)}) does not hold {card}"
                    else:
                        reason = f"{play.player} may not play {card}: {reason}"
                    finding = Legality(False, finding.rule, reason, finding.ruling, i, play.player)
                    raise IllegalPlay(finding, trick=k, position=i, token=play.text)
            keys = [c.box_key for c in hand]
            hand.pop(keys.index(card.box_key))

    def check_ghost(self, k: int, i: int, play: Play, trick: Trick) -> None:
        card = play.card
        if card.kind is Kind.TIGRESS:
            if card.role is Role.PIRATE:
                raise self.fail(
                    "Graybeard's Tigress is always an Escape: write 'Graybeard=tigress:escape' (two.tigress)",
                    trick=k,
                    position=i,
                    token=play.text,
                )
            self.trace.add("two.tigress", f"Trick {k}: Graybeard's Tigress plays as an Escape.")
        lead = trick.lead_before[i]
        if card.is_number and isinstance(lead, Suit) and trick.suits[i] is not lead:
            self.trace.add(
                "two.flip", f"Trick {k}: Graybeard's {card.label} need not follow {lead.label}: he never follows suit."
            )
        if self.pile is None:
            self.note_seen([card], k, i, f"trick {k}, card {i + 1}")
            return
        top = self.pile[0]
        if top.box_key != card.box_key:
            raise self.fail(
                f"Graybeard's ghost flips the top card of his hand, {top}, not {card} (two.flip)",
                trick=k,
                position=i,
                token=play.text,
            )
        self.pile.pop(0)

    # ----------------------------------------------------------------- after a trick
    def collect(self, k: int, trick: Trick, verdict: Verdict) -> None:
        """The trick's bonuses and alliances, for scoring at the end of the round."""
        for b in verdict.bonuses:
            name = trick.players[b.player]
            if name == GHOST:
                self.trace.add(
                    "two.ghost",
                    f"Trick {k}: Graybeard's ghost scores nothing, so {b.points:+d} ({b.rule}) goes to no one.",
                )
                continue
            verb = "destroyed by Davy Jones" if b.rule == "davy.bonus" else "captured"
            self.awards[name].append(Award(b.rule, b.points, f"{trick.who(b.card)} {verb} in trick {k}", b.needs_bid))
        for loot, w in verdict.alliances:
            a = Alliance(trick.plays[loot].player, trick.plays[w].player, k)
            self.alliances.append(a)
            self.trace.add("loot.alliance", f"Trick {k}: {a.loot}'s Loot allies {a.loot} with {a.winner}.")

    def next_leader(self, k: int, verdict: Verdict) -> tuple[str, str]:
        """Who the verdict says leads next, with Graybeard's turn settled by ``ruling.graybeard-leader``."""
        trick = verdict.trick
        name = verdict.next_leader_name
        card = None if verdict.winner is None else trick.plays[verdict.winner].card
        last = k == self.n
        ghost_turn = name == GHOST and not last
        tail = "" if last or ghost_turn else f"; {name} leads trick {k + 1}"
        if verdict.outcome is Outcome.WON:
            why = f"{name} won trick {k}"
            self.trace.add("next.winner", f"Trick {k}: {name} wins with {card.label}{tail}.")  # type: ignore[union-attr]
        elif verdict.outcome is Outcome.DESTROYED:
            why = f"the Kraken destroyed trick {k} and {name} leads next"
            self.trace.add(
                "kraken.leader",
                f"Trick {k} is destroyed: nobody wins it{tail}.",
                ruling=_ruling_of(verdict, "kraken.leader"),
            )
        else:
            rule = "whale.discard" if any(s.rule == "whale.discard" for s in verdict.trace) else "exp.discard"
            why = f"trick {k} was discarded and {name} leads next"
            self.trace.add(rule, f"Trick {k} is discarded: nobody wins it{tail}.", ruling=_ruling_of(verdict, rule))
        if ghost_turn:
            reading = self.rules.ruling(GraybeardLeader)
            if reading is GraybeardLeader.ROUND_LEADER:
                name = self.round_leader or trick.players[0]
                self.trace.add(
                    "two.leader",
                    f"Graybeard's ghost would lead next; {name}, who led this round, leads trick {k + 1} instead.",
                    ruling=("ruling.graybeard-leader", reading),
                )
                why = f"{name} led this round, and Graybeard's ghost took trick {k}"
            elif reading is GraybeardLeader.TRICK_LEADER:
                name = trick.players[0]
                self.trace.add(
                    "two.leader",
                    f"Graybeard's ghost would lead next; {name}, who led trick {k}, leads trick {k + 1} instead.",
                    ruling=("ruling.graybeard-leader", reading),
                )
                why = f"{name} led trick {k}, which Graybeard's ghost took"
            else:
                self.trace.add(
                    "two.leader",
                    f"Graybeard's ghost leads trick {k + 1} himself.",
                    ruling=("ruling.graybeard-leader", reading),
                )
        return name, why

    def abilities(self, k: int, verdict: Verdict) -> tuple[AbilityUse, ...]:
        choices = self.spec.choices.get(k, ())
        unlocked = verdict.abilities
        user = verdict.winner_name
        if not unlocked or user is None:
            if choices:
                why = (
                    "the rule set plays without the pirate abilities"
                    if not self.rules.abilities
                    else "its winner won it with no named Pirate"
                )
                raise self.fail(
                    f"no ability is unlocked in this trick: {why} (ability.unlock)", trick=k, token=str(choices[0])
                )
            return ()
        names = ", ".join(p.full_name for p in unlocked)
        if user == GHOST:
            if choices:
                raise self.fail(
                    "Graybeard's ghost makes no choices and uses no ability (two.ghost)",
                    trick=k,
                    token=str(choices[0]),
                )
            self.trace.add("two.ghost", f"Trick {k}: Graybeard's ghost uses no ability ({names}).")
            return ()
        used: list[AbilityUse] = []
        last = k == self.n
        for choice in choices:
            if choice.pirate not in unlocked:
                raise self.fail(
                    f"{user} won trick {k} with no {choice.pirate.full_name}; "
                    f"the abilities unlocked are {names} (ability.unlock)",
                    trick=k,
                    token=str(choice),
                )
            if last and choice.pirate in _LAST_TRICK_REFUSED:
                raise self.fail(
                    f"{choice.pirate.full_name}'s ability is used straight after the trick won, and trick {k} is "
                    "the round's last: only Harry the Giant's may be used after the last trick (ability.unlock)",
                    trick=k,
                    token=str(choice),
                )
            if any(u.pirate is choice.pirate for u in used):
                raise self.fail(
                    f"{choice.pirate.full_name}'s ability is used once per trick won (ability.unlock)",
                    trick=k,
                    token=str(choice),
                )
            try:
                used.append(self.use(k, user, choice))
            except RoundError as err:
                err.token = err.token or str(choice)
                raise
        card = verdict.trick.plays[verdict.winner].card  # type: ignore[index]
        if card.pirate is Pirate.MARY and not last and not any(u.pirate is Pirate.MARY for u in used):
            raise self.fail(
                f"{user} won trick {k} with Mary Thorne, so {user} must choose a random card from a hand, to be "
                f"played in trick {k + 1}: give it as 'mary NAME CARD' (mary.power)",
                trick=k,
            )
        for pirate in unlocked:
            if not any(u.pirate is pirate for u in used):
                if last and pirate is not Pirate.HARRY:
                    self.trace.add(
                        "ability.unlock",
                        f"Trick {k}: {user} won the round's last trick with {pirate.full_name}, whose ability no "
                        "longer matters.",
                    )
                else:
                    self.trace.add(
                        "ability.unlock", f"Trick {k}: {user} may use {pirate.full_name}'s ability and does not."
                    )
        return tuple(used)

    def use(self, k: int, user: str, choice: Choice) -> AbilityUse:
        last = k == self.n
        if isinstance(choice, Rosie):
            self.check_next_player(k, choice.leader, "Rosie D'Laney's choice", "ability.rosie")
            self.trace.add(
                "ability.rosie", f"Trick {k}: {user} uses Rosie D'Laney: {choice.leader} leads trick {k + 1}."
            )
        elif isinstance(choice, Bendt):
            self.bendt(k, user, choice)
        elif isinstance(choice, Rascal):
            self.wagers[user] = choice.wager
            self.trace.add(
                "ability.rascal", f"Trick {k}: {user} uses Rascal of Roatan and wagers {choice.wager} on the bid."
            )
        elif isinstance(choice, Juanita):
            seen = self.undealt()
            what = f"the {len(seen)} undealt cards" if seen is not None else "the undealt cards"
            self.trace.add("ability.juanita", f"Trick {k}: {user} uses Juanita Jade and looks through {what}.")
            return AbilityUse(choice.pirate, user, k, choice, tuple(seen or ()))
        elif isinstance(choice, Harry):
            bid = self.spec.bids[user]
            if not 0 <= bid + choice.change <= self.n:
                raise self.fail(
                    f"Harry the Giant cannot take {user}'s bid of {bid} to {bid + choice.change}: "
                    f"a bid is 0 to {self.n}, the cards dealt (ability.harry)",
                    trick=k,
                )
            self.harry[user] = choice.change
            change = f"{bid} to {bid + choice.change}" if choice.change else f"unchanged at {bid}"
            when = " after the last trick" if last else ""
            self.trace.add(
                "ability.harry",
                f"Trick {k}: {user} uses Harry the Giant{when}: the bid goes from {change}."
                if choice.change
                else f"Trick {k}: {user} uses Harry the Giant{when}: the bid stays {bid}.",
            )
        else:
            self.mary(k, user, choice)
        return AbilityUse(choice.pirate, user, k, choice)

    def check_next_player(self, k: int, name: str, what: str, rule: str) -> None:
        if k == self.n:
            raise self.fail(
                f"{what} names {name}, but trick {k} is the round's last: no trick follows ({rule})", trick=k
            )
        if name not in self.players:
            ghost = "; Graybeard's ghost is not a player (two.ghost)" if name == GHOST and self.two else f" ({rule})"
            raise self.fail(
                f"{what} names {name!r}, who is not one of the players ({', '.join(self.players)}){ghost}", trick=k
            )
        if self.sitter == name and k + 1 == self.n:
            raise self.fail(
                f"{what} names {name}, who played the Last Volley and sits out the last trick (volley.extra)", trick=k
            )

    def bendt(self, k: int, user: str, choice: Bendt) -> None:
        available = len(deck(self.rules, len(self.players))) - len(self.table) * self.n - len(self.drawn)
        want = min(2, available)
        if len(choice.drawn) != want:
            raise self.fail(
                f"Bendt the Bandit draws {want} card{'s' if want != 1 else ''} (the undealt cards left: "
                f"{available}), not {len(choice.drawn)} (ability.bendt)",
                trick=k,
            )
        if len(choice.discarded) != len(choice.drawn):
            raise self.fail(
                f"Bendt the Bandit discards as many cards as he draws, {len(choice.drawn)} (ability.bendt)",
                trick=k,
            )
        for card in choice.drawn:
            self.check_in_deck(card, f"Bendt the Bandit draws {card}", trick=k)
        undealt = self.undealt()
        if undealt is not None:
            left = [c.box_key for c in undealt]
            for card in choice.drawn:
                if card.box_key not in left:
                    raise self.fail(f"{card} is not among the undealt cards (ability.bendt)", trick=k)
                left.remove(card.box_key)
        hand = self.hands.get(user)
        if hand is not None:
            self.note_seen(choice.drawn, k, None, f"Bendt's draw after trick {k}")
            hand += choice.drawn
            for card in choice.discarded:
                keys = [c.box_key for c in hand]
                if card.box_key not in keys:
                    raise self.fail(
                        f"{user}'s hand ({_cards(hand)}) holds no {card} to discard (ability.bendt)",
                        trick=k,
                    )
                hand.pop(keys.index(card.box_key))
        else:
            self.note_seen(choice.discarded, k, None, f"Bendt's discard after trick {k}")
        self.drawn += choice.drawn
        self.trace.add(
            "ability.bendt",
            f"Trick {k}: {user} uses Bendt the Bandit: draws {_cards(choice.drawn)}, "
            f"discards {_cards(choice.discarded)}.",
        )

    def undealt(self) -> list[Card] | None:
        """The undealt cards still in the deck, when every hand of the deal is known."""
        if set(self.hands) != set(self.players) or (self.two and self.pile is None):
            return None
        dealt = [*(c for h in self.spec.hands.values() for c in h), *(self.spec.ghost or ()), *self.drawn]
        left = Counter(c.box_key for c in dealt)
        out = []
        for card in deck(self.rules, len(self.players)):
            if left[card.box_key]:
                left[card.box_key] -= 1
            else:
                out.append(card)
        return out

    def mary(self, k: int, user: str, choice: Mary) -> None:
        holder = choice.holder
        self.check_next_player(k, holder, "Mary Thorne's choice", "mary.power")
        self.check_in_deck(choice.card, f"Mary Thorne picks {choice.card}", trick=k)
        hand = self.hands.get(holder)
        if hand is not None and choice.card.box_key not in [c.box_key for c in hand]:
            raise self.fail(
                f"{holder}'s hand ({_cards(hand)}) does not hold {choice.card} (mary.power)",
                trick=k,
            )
        self.forced[holder] = (choice.card, k)
        self.trace.add(
            "mary.power",
            f"Trick {k}: {user} uses Mary Thorne: {choice.card}, picked at random from {holder}'s hand, must be "
            f"played by {holder} in trick {k + 1}.",
        )

    # ----------------------------------------------------------------- scoring
    def finish(self) -> RoundResult:
        spec = self.spec
        final = {p: spec.bids[p] + self.harry.get(p, 0) for p in self.players}
        made = {p: self.won[p] == final[p] for p in self.players}
        scores = {}
        for p in self.players:
            allies = [Ally(a.winner, made[a.winner]) for a in self.alliances if a.loot == p]
            allies += [Ally(a.loot, made[a.loot]) for a in self.alliances if a.winner == p]
            scores[p] = score(
                self.n,
                spec.bids[p],
                self.won[p],
                method=self.method(p),
                awards=self.awards[p],
                allies=allies,
                wager=self.wagers.get(p),
                harry=self.harry.get(p),
                rules=self.rules,
                player=p,
            )
            b = scores[p]
            result = "made" if b.made else f"off by {b.off}"
            self.trace.add(
                b.items[1].rule if p in self.harry else b.items[0].rule,
                f"{p} bid {b.bid}, won {b.won} ({result}): {b.total:+d} under {method_label(b.method)}.",
            )
        won = {p: self.won[p] for p in self.table}
        return RoundResult(
            self.players,
            self.n,
            spec.dealer,
            self.results[0].leader,
            tuple(self.results),
            MappingProxyType(dict(spec.bids)),
            MappingProxyType(final),
            MappingProxyType(won),
            tuple(self.alliances),
            MappingProxyType(scores),
            self.trace,
            self.rules,
            spec.number,
        )


# After the round's last trick only Harry the Giant's ability still matters; Rosie D'Laney and Mary
# Thorne name a next trick, so they are refused by the check on that trick (check_next_player).
_LAST_TRICK_REFUSED = frozenset({Pirate.RASCAL, Pirate.BENDT, Pirate.JUANITA})


def _left_out_name(card: Card) -> str:
    """What the two-player game leaves out, as the rules name it."""
    if card.kind is Kind.LOOT:
        return "the Loot cards"
    if card.kind is Kind.PLANK:
        return "Walk the Plank"
    return "the Wild 15" if card.face is Face.WILD else "the 0/14 cards"


def _ruling_of(verdict: Verdict, rule: str) -> tuple[str, str] | None:
    for step in verdict.trace:
        if step.rule == rule and step.ruling is not None:
            return step.ruling, step.reading or ""
    return None


def _cards(cards: Sequence[Card]) -> str:
    return ", ".join(str(c) for c in cards) or "empty"


# ---------------------------------------------------------------------------------- a game


@dataclass(frozen=True)
class GameSpec:
    """A game: the players in seat order, its rounds so far, the variant, who deals round 1.

    A round's ``players``, ``cards``, ``dealer`` and ``leader`` may be left empty: they are
    filled from the game; when given, they must agree with the schedule and the rotation.
    """

    players: tuple[str, ...]
    rounds: tuple[RoundSpec, ...]
    variant: Variant = Variant.STANDARD
    dealer: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        object.__setattr__(self, "rounds", tuple(self.rounds))


@dataclass(frozen=True)
class GameResult:
    """The rounds played, the running table, and the winner or the tie that needs another round."""

    players: tuple[str, ...]
    schedule: Schedule
    seats: tuple[Seat, ...]
    rounds: tuple[RoundResult, ...]
    table: ScoreTable
    trace: Trace

    @property
    def totals(self) -> dict[str, int]:
        return self.table.totals()

    @property
    def winner(self) -> str | None:
        return self.table.winner

    @property
    def tie(self) -> bool:
        return self.table.tie

    def as_dict(self) -> dict[str, object]:
        return {
            "players": list(self.players),
            "schedule": self.schedule.as_dict(),
            "rounds": [r.as_dict() for r in self.rounds],
            "table": self.table.as_dict(),
            "trace": self.trace.as_list(),
        }


def seat_round(spec: RoundSpec, players: tuple[str, ...], cards: int, seat: Seat) -> RoundSpec:
    """A game's round with its players, cards, dealer and first leader filled in and checked."""
    n = seat.round
    if spec.players and tuple(spec.players) != players:
        raise RoundError(
            f"the round seats {', '.join(spec.players)}, but the game's players are {', '.join(players)}", round=n
        )
    if spec.cards is not None and spec.cards != cards:
        raise RoundError(f"round {n} deals {cards} cards in this game, not {spec.cards} (setup.deal)", round=n)
    if len(spec.tricks) != cards:
        raise RoundError(
            f"round {n} deals {cards} card{'s' if cards != 1 else ''}, so it has {cards} "
            f"trick{'s' if cards != 1 else ''}; {len(spec.tricks)} given (setup.deal)",
            round=n,
        )
    if spec.dealer is not None and spec.dealer != seat.dealer:
        raise RoundError(f"{seat.dealer} deals round {n}, not {spec.dealer} (setup.dealer)", round=n)
    if spec.leader is not None and spec.leader != seat.leader:
        rule = "two.order" if len(players) == 2 else "setup.dealer"
        raise RoundError(f"{seat.leader} leads the first trick of round {n}, not {spec.leader} ({rule})", round=n)
    return replace(spec, players=players, cards=cards, dealer=seat.dealer, leader=seat.leader, number=n)


def play_game(spec: GameSpec, rules: RuleSet) -> GameResult:
    """Play a game's rounds in order; a game with fewer rounds than its schedule is still going."""
    players = spec.players
    sched = schedule(len(players), rules, spec.variant)
    if len(spec.rounds) > len(sched):
        raise DealError(
            f"{len(spec.rounds)} rounds given, but {spec.variant.label} has {len(sched)}; a tie is broken by "
            "another round outside the game (game.tie)"
        )
    seats = rotation(players, len(sched), rules, spec.dealer)
    trace = sched.trace
    results = []
    for r, round_spec in enumerate(spec.rounds):
        seat = seats[r]
        filled = seat_round(round_spec, players, sched.cards[r], seat)
        try:
            results.append(play_round(filled, rules))
        except RoundError as err:
            raise err.at_round(seat.round) from None
    table = ScoreTable(players, tuple(r.scores for r in results), len(sched))
    for step in table.trace:
        trace.add(step.rule, step.text)
    return GameResult(players, sched, tuple(seats), tuple(results), table, trace)
