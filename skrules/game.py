"""Rounds described in plain values, played through :class:`~skrules.round.Round`, and whole games.

The API for callers that describe a round in plain values (the scenario format, score sheets).
A :class:`RoundSpec` holds the players in seat order (clockwise), the bids, and each trick's plays
in play order (a string of tokens, a list of tokens, or :class:`~skrules.notation.Play` values);
optionally the dealer or the first leader (by default the first player listed leads), the cards
dealt to any players (checked play by play), Graybeard's ghost's hand, the abilities used
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
twice in the round, a bid above the cards dealt, an ability the trick did not unlock (its
``token`` is the ability as written), a Rosie choice naming nobody at the table:

    >>> play_round(RoundSpec(("Ann", "Ben", "Cat"), spec.bids, ["Ann=g5 Cat=g7 Ben=g9"]))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    skrules.errors.RoundError: trick 1, card 2 'Cat=g7': it is Ben's turn: the order of play is ... (play.order)

Abilities (used after the trick whose winner unlocked them, :attr:`Verdict.abilities`):
:class:`Rosie` (who leads next), :class:`Bendt` (cards drawn from the undealt ones and cards
discarded), :class:`Rascal` (a wager of 0, 10 or 20), :class:`Juanita` (a look at the undealt
cards), :class:`Harry` (-1, 0 or +1 to the bid, applied at scoring), :class:`Mary` (the card picked
at random from a hand, which its holder must play in the next trick). :func:`parse_choice` reads
them as written, and ``str(choice)`` writes them back: ``rosie Ben``, ``bendt +g3 +y5 -g1 -p2``,
``rascal 20``, ``juanita``, ``harry -1``, ``mary Ben y7``.

With two players, Graybeard's ghost plays under the name :data:`GHOST` (``"Graybeard"``): give his
hand, top card first, as ``ghost`` to have each of his flips checked. :func:`play_game` plays a
:class:`GameSpec`'s rounds in order, filling in or checking each round's cards, dealer and first
leader against the schedule and the rotation; :func:`assemble` adds up any game's rounds, played
or given as a score sheet's cells, in a :class:`GameResult`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from .abilities import ABILITY_HELP, ABILITY_TYPES, Ability, Bendt, Harry, Juanita, Mary, Rascal, Rosie
from .abilities import make_ability as make_choice
from .abilities import parse_ability as parse_choice
from .cards import Card
from .deal import GHOST, DealError, Schedule, Seat, Variant, check_deal, rotation, rotation_trace, schedule
from .errors import IllegalPlay, RoundError, SkrulesError
from .messages import Msg, english
from .notation import Play, parse_hand, parse_plays
from .refusals import GameRefusal as GR
from .refusals import RefusalMsg as R
from .refusals import refusal
from .round import AbilityUse, Alliance, Bids, PlayRecord, Round, RoundResult, TrickResult
from .rules import GameTie, RuleSet, given_rules
from .rulings import RuleId
from .scoring import Breakdown, ScoreTable
from .trace import Step, Trace

__all__ = [
    "CHOICE_HELP",
    "GHOST",
    "AbilityUse",
    "Alliance",
    "Bendt",
    "Bids",
    "GameResult",
    "GameSpec",
    "Harry",
    "IllegalPlay",
    "Juanita",
    "Mary",
    "PlayRecord",
    "Rascal",
    "Rosie",
    "Round",
    "RoundError",
    "RoundResult",
    "RoundSpec",
    "ScoredRow",
    "TrickResult",
    "assemble",
    "make_choice",
    "parse_choice",
    "play_game",
    "play_round",
]

TYPE_CHECKING = False

CHOICE_HELP = ABILITY_HELP  # the name the CLI knows it by; the abilities live in skrules.abilities


# ---------------------------------------------------------------------------------- the round described


@dataclass(frozen=True)
class RoundSpec:
    """A round as plain values; strings are accepted wherever cards, plays or abilities go.

    ``tricks`` holds each trick's plays in play order; there are as many tricks as cards dealt.
    ``hands`` (the cards dealt, any players) and ``ghost`` (Graybeard's hand, top card first) are
    optional; when given, every play is checked against them. ``choices`` maps a trick's number
    (from 1) to the abilities its winner used. ``cannonball`` names the players who chose
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
    choices: Mapping[int, tuple[Ability, ...]] = field(default_factory=lambda: MappingProxyType({}))
    cannonball: frozenset[str] = frozenset()
    number: int | None = None

    if TYPE_CHECKING:  # what the constructor takes, which __post_init__ reads into the fields' types

        def __init__(
            self,
            players: Sequence[str],
            bids: Mapping[str, int],
            tricks: Sequence[str | Sequence[Play | str]],
            cards: int | None = None,
            dealer: str | None = None,
            leader: str | None = None,
            hands: Mapping[str, str | Sequence[Card | str]] = MappingProxyType({}),
            ghost: str | Sequence[Card | str] | None = None,
            choices: Mapping[int, str | Ability | Sequence[str | Ability]] = MappingProxyType({}),
            cannonball: Iterable[str] = frozenset(),
            number: int | None = None,
        ) -> None: ...

    def __post_init__(self) -> None:
        put = object.__setattr__
        put(self, "players", tuple(self.players))
        put(self, "bids", MappingProxyType(dict(self.bids)))
        put(self, "tricks", tuple(_read_trick(k, t, self.number) for k, t in enumerate(self.tricks, 1)))
        put(
            self,
            "hands",
            MappingProxyType({n: _read_hand(n, c, self.number) for n, c in self.hands.items()}),
        )
        if self.ghost is not None:
            put(self, "ghost", _read_hand(GHOST, self.ghost, self.number))
        choices = {k: _read_abilities(k, given, self.number) for k, given in self.choices.items()}
        put(self, "choices", MappingProxyType(choices))
        put(self, "cannonball", frozenset(self.cannonball))


def _read_trick(k: int, trick: str | Sequence[Play | str], number: int | None) -> tuple[Play, ...]:
    try:
        if isinstance(trick, str):
            trick = parse_plays(trick.split())
        return tuple(p if isinstance(p, Play) else parse_plays([p])[0] for p in trick)
    except SkrulesError as err:
        raise RoundError(err.message, trick=k, position=err.position, token=err.token, round=number) from None


def _read_hand(player: str, cards: str | Sequence[Card | str], number: int | None) -> tuple[Card, ...]:
    """A hand as given: one text, or cards and tokens (``["g14", "y3"]``); a card refused in it is told as
    ``Ann's hand: ...``, the card's refusal said inside."""
    try:
        if isinstance(cards, str):
            return tuple(parse_hand(cards))
        return tuple(card for c in cards for card in ((c,) if isinstance(c, Card) else parse_hand(c)))
    except SkrulesError as err:
        where = refusal(R.PLAYERS_HAND, player=player)
        raise RoundError(refusal(R.AT_PLACE, said=where, said2=err.message), round=number) from None


def _read_abilities(k: object, given: object, number: int | None) -> tuple[Ability, ...]:
    items = [given] if isinstance(given, (str, *ABILITY_TYPES)) else given
    try:
        return tuple(parse_choice(c) if isinstance(c, str) else c for c in items)  # type: ignore[attr-defined]
    except SkrulesError as err:
        raise RoundError(err.message, trick=k if isinstance(k, int) else None, token=err.token, round=number) from None


def play_round(spec: RoundSpec, rules: RuleSet | str | None = None) -> RoundResult:
    """Play a described round trick by trick through a :class:`~skrules.round.Round`, and score it.

    ``rules`` (a rule set, or a deck named as ``"advanced"``) defaults to the smallest deck holding the cards
    named, without abilities.
    """
    rules = given_rules(rules, "play_round")
    if rules is None:
        named = [p.card for t in spec.tricks for p in t]
        named += [c for h in spec.hands.values() for c in h] + list(spec.ghost or ())
        rules = RuleSet.for_cards(named)
    return _play(spec, rules, spec.players, spec.dealer, spec.leader, spec.number)


def _play(
    spec: RoundSpec,
    rules: RuleSet,
    players: tuple[str, ...],
    dealer: str | None,
    leader: str | None,
    number: int | None,
) -> RoundResult:
    """Play the spec's round at these seats (a game fills them in); every error is a RoundError."""
    try:
        return _drive(spec, rules, players, dealer, leader, number)
    except RoundError:
        raise
    except SkrulesError as err:  # a deal or score check without a trick to point at
        raise RoundError(err.said(), round=number) from None


def _drive(
    spec: RoundSpec,
    rules: RuleSet,
    players: tuple[str, ...],
    dealer: str | None,
    leader: str | None,
    number: int | None,
) -> RoundResult:
    n = len(spec.tricks)
    if spec.cards is not None and spec.cards < 1:  # the deal refuses it, before the tricks are counted against it
        check_deal(spec.cards, len(players), rules)
    if n and spec.cards is not None and spec.cards != n:
        raise RoundError(_tricks_given(spec.cards, n), round=number)
    hands, ghost = spec.hands, spec.ghost
    game = Round(players, n, rules, dealer=dealer, leader=leader, hands=hands, ghost=ghost, number=number)
    game.bid(spec.bids, spec.cannonball)
    for k in spec.choices:
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= n:
            raise RoundError(refusal(GR.CHOICES_TRICK, typed=repr(k), n=n), round=number)
    for k, plays in enumerate(spec.tricks, 1):
        game.play_trick(plays)
        for ability in spec.choices.get(k, ()):
            game.use(ability)
        game.end_trick()
    return game.result()


def _tricks_given(cards: int, given: int) -> str:
    """A round with other than one trick per card dealt (setup.deal), in the English singular where one is."""
    if cards == 1:
        return refusal(GR.SPEC_TRICKS_ONE_DEALT, n=given)
    if given == 1:
        return refusal(GR.SPEC_TRICKS_ONE_GIVEN, n=cards)
    return refusal(GR.SPEC_TRICKS, n=cards, n2=given)


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

    if TYPE_CHECKING:  # any sequences: __post_init__ makes them tuples

        def __init__(
            self,
            players: Sequence[str],
            rounds: Sequence[RoundSpec],
            variant: Variant = Variant.STANDARD,
            dealer: str | None = None,
        ) -> None: ...

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        object.__setattr__(self, "rounds", tuple(self.rounds))


@dataclass(frozen=True)
class ScoredRow:
    """A round given by its scores alone, as a score sheet's row of cells: no trick of it is known."""

    number: int
    scores: Mapping[str, Breakdown]

    def as_dict(self) -> dict[str, object]:
        return {"round": self.number, "scores": {p: b.as_dict() for p, b in self.scores.items()}}


GameRound = RoundResult | ScoredRow


@dataclass(frozen=True)
class GameResult:
    """A game's rounds, played or given as cells, the running table, and the winner or the tie."""

    players: tuple[str, ...]
    schedule: Schedule
    seats: tuple[Seat, ...]
    rounds: tuple[GameRound, ...]
    table: ScoreTable
    trace: Trace

    @property
    def played(self) -> tuple[RoundResult, ...]:
        """The rounds given by their tricks."""
        return tuple(r for r in self.rounds if isinstance(r, RoundResult))

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
            "rounds": [r.as_dict() for r in self.played],
            "table": self.table.as_dict(),
            "trace": self.trace.as_list(),
        }


def assemble(
    players: tuple[str, ...],
    sched: Schedule,
    seats: Sequence[Seat],
    rounds: Sequence[GameRound],
    rules: RuleSet,
    *,
    deals_in_trace: bool = False,
) -> GameResult:
    """The one place a game is added up, from its rounds in order, played or given as cells.

    The game's trace is the schedule, then (with ``deals_in_trace``, for a game kept as a score
    sheet, whose rounds have no trace of their own) who deals and leads each round and the scores
    given, then the table.
    """
    table = ScoreTable(players, tuple(r.scores for r in rounds), len(sched), tie_rule=rules.ruling(GameTie))
    trace = Trace()
    _extend(trace, sched.trace)
    if deals_in_trace:
        for seat in seats:
            _extend(trace, rotation_trace(seat, players, rules))
            if seat.round <= len(rounds):
                row = rounds[seat.round - 1].scores
                for p in players:
                    _for_player(trace, row[p].trace, seat.round, p)
    _extend(trace, table.trace)
    return GameResult(players, sched, tuple(seats), tuple(rounds), table, trace)


def _extend(trace: Trace, steps: Trace | Sequence[Step]) -> None:
    """Add steps to a trace, as they are (messages, values and rulings kept)."""
    trace.extend(steps)


def _for_player(trace: Trace, steps: Trace, n: int, player: str) -> None:
    """Add a round's steps for one player (a score breakdown's lines), each as ``Round 3, Ann, +40: ...``.

    Each becomes a step of its own message, ``Round {n}, {player}, {said}``, the round and the player typed
    values, and the step it wraps its ``said``: that step's message and values, kept whole (a
    :class:`~skrules.messages.Sentence`), so that a translation says it from them; no English is read back.
    """
    for step in steps:
        ruling = None if step.ruling is None else (step.ruling, step.reading or "")
        said = english(step.message, step.values) if step.message is not None else step.text
        trace.add(step.rule, Msg.ROUND_PLAYER, ruling=ruling, n=n, player=player, said=said)  # type: ignore[arg-type]


def check_seat(spec: RoundSpec, players: tuple[str, ...], cards: int, seat: Seat) -> None:
    """A game's round agrees with the game: its players, cards, dealer and first leader, where it gives them."""
    n = seat.round
    if spec.players and tuple(spec.players) != players:
        raise RoundError(refusal(GR.GAME_SEATS, players=spec.players, players2=players), round=n)
    if spec.cards is not None and spec.cards != cards:
        raise RoundError(refusal(GR.GAME_CARDS, n=n, n2=cards, n3=spec.cards), round=n)
    if len(spec.tricks) != cards:
        given = len(spec.tricks)
        if cards == 1:
            raise RoundError(refusal(GR.GAME_TRICKS_ONE, n=n, n2=given), round=n)
        raise RoundError(refusal(GR.GAME_TRICKS, n=n, n2=cards, n3=given), round=n)
    if spec.dealer is not None and spec.dealer != seat.dealer:
        raise RoundError(refusal(GR.GAME_DEALER, player=seat.dealer, n=n, player2=spec.dealer), round=n)
    if spec.leader is not None and spec.leader != seat.leader:
        rule = RuleId.TWO_ORDER if len(players) == 2 else RuleId.SETUP_DEALER
        raise RoundError(refusal(GR.GAME_LEADER, player=seat.leader, n=n, player2=spec.leader, rule=str(rule)), round=n)


def play_game(spec: GameSpec, rules: RuleSet) -> GameResult:
    """Play a game's rounds in order; a game with fewer rounds than its schedule is still going."""
    players = spec.players
    sched = schedule(len(players), rules, spec.variant)
    if len(spec.rounds) > len(sched):
        raise DealError(refusal(GR.GAME_ROUNDS, n=len(spec.rounds), word=spec.variant.label, n2=len(sched)))
    seats = rotation(players, len(sched), rules, spec.dealer)
    results = []
    for r, round_spec in enumerate(spec.rounds):
        seat = seats[r]
        check_seat(round_spec, players, sched.cards[r], seat)
        try:
            results.append(_play(round_spec, rules, players, seat.dealer, seat.leader, seat.round))
        except RoundError as err:
            raise err.at_round(seat.round) from None
    return assemble(players, sched, seats, results, rules)
