"""The game at the table: what has been typed so far, kept as a log and replayed through :class:`Round`.

The log (bids, tricks as played, ability choices, hands when given) is the state; the live
:class:`~skrules.round.Round` is rebuilt from it whenever it changes. A trick or a bid is tried on
a fresh replay first, so that a refused input leaves the game as it was, and ``undo`` is dropping
the last entry of the log. Nothing here prints: the session asks and shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..abilities import Ability, Mary, Rosie
from ..cards import DECLARED_KINDS, Card, Role
from ..deal import GHOST, Schedule, Seat, Variant, rotation, schedule
from ..errors import RoundError, SkrulesError
from ..notation import Play, check_name, parse_play
from ..refusals import RoundRefusal as RR
from ..refusals import refusal
from ..round import PlayRecord, Round, RoundResult
from ..rules import RuleSet
from ..scoring import ScoreTable, bid_in_range
from ..trace import Trace
from ..trick import Verdict
from .lang import mark, say

__all__ = ["GHOST_WORDS", "Options", "RoundLog", "Table", "TableError", "TrickLog", "find_name", "read_bids"]

GHOST_WORDS = ("graybeard", "ghost", "greybeard")  # what a table calls Graybeard's ghost


class TableError(SkrulesError):
    """Input the table refuses: a name not at the table, a bid that is not a number, nothing to undo."""

    kind = "table"


@dataclass(frozen=True)
class Options:
    """The set-up, as typed: kept as text so that a saved game says it the way the options do."""

    players: tuple[str, ...]
    deck: str = "base"
    rulings: tuple[str, ...] = ()  # NAME=READING
    scoring: str = "classic"
    abilities: bool = False
    variant: str = "standard"
    dealer: str | None = None  # who deals round 1; by default the last player, so the first leads
    edition: str | None = None  # a printing's year; None: the default
    house: tuple[str, ...] = ()  # house rules, which no printing has

    def rules(self) -> RuleSet:
        from ..rules import ruling_choices

        return RuleSet.from_options(
            deck=self.deck,
            rulings=ruling_choices(self.rulings),
            scoring=self.scoring,
            abilities=self.abilities,
            edition=self.edition,
            house=self.house,
        )


@dataclass
class TrickLog:
    """One trick as played, and the abilities its winner used."""

    plays: tuple[Play, ...]
    verdict: Verdict
    uses: list[Ability] = field(default_factory=list)


@dataclass
class RoundLog:
    """One round as typed: its seat, the hands given, the bids, the tricks."""

    seat: Seat
    cards: int
    hands: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    ghost: tuple[Card, ...] | None = None
    bids: dict[str, int] | None = None
    cannonball: frozenset[str] = frozenset()
    tricks: list[TrickLog] = field(default_factory=list)


class Table:
    """The whole game: options, rule set, schedule, the rounds finished and the round under way."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.players = options.players
        for name in self.players:
            check_name(name)
        self.rules = options.rules()
        self.schedule: Schedule = schedule(len(self.players), self.rules, options.variant)
        dealer = options.dealer if options.dealer is None else find_name(self.players, options.dealer) or options.dealer
        self.seats: list[Seat] = rotation(self.players, len(self.schedule), self.rules, dealer)
        self.finished: list[tuple[RoundLog, RoundResult]] = []
        self.log: RoundLog | None = None
        self.live: Round | None = None
        self.changed = False  # something was typed since the game was last saved or resumed
        self.file: Path | None = None  # the game's own file: the one it was resumed from, or last saved to
        # the bids typed but not yet revealed: asked player by player, or all in before the cannonball question
        self.asking: dict[str, int] | None = None
        self.lang: str | None = None  # the language its refusals are said in (``--lang``); None: English
        self.start_round()

    @property
    def variant(self) -> Variant:
        return self.schedule.variant

    @property
    def two(self) -> bool:
        return len(self.players) == 2

    @property
    def over(self) -> bool:
        return len(self.finished) >= len(self.schedule)

    def start_round(self) -> None:
        """Open the next round of the schedule, if the game has one left."""
        n = len(self.finished)
        if n >= len(self.schedule):
            self.log, self.live = None, None
            return
        self.log = RoundLog(self.seats[n], self.schedule.cards[n])
        self.live = replay(self, self.log)

    # ----------------------------------------------------------------- names
    def seat_name(self, word: str) -> str:
        """A player (or Graybeard's ghost) as typed, in any case; refused if not at the table."""
        seats = (*self.players, GHOST) if self.two else self.players
        name = find_name(seats, word)
        if name is not None:
            return name
        if self.two and word.strip().casefold() in GHOST_WORDS:
            return GHOST
        alike = [n for n in seats if n.casefold() == word.strip().casefold()]
        if alike:
            names = self.say(" or ").join(alike)
            raise TableError(
                self.say("'{word}' could be {names}: type the name as it is written", word=word, names=names)
            )
        raise TableError(
            self.say(
                "'{word}' is not at the table; the players are {names}",
                word=word,
                names=mark(self.lang, ", ").join(seats),
            )
        )

    def say(self, text: str, /, **values: object) -> str:
        """A refusal (its English, an ID of the catalogues' ``table`` section) in the table's language."""
        return say(self.lang, text, **values)

    def _seated(self, ability: Ability) -> Ability:
        """The ability with the player it names spelled as at the table (``rosie ben`` is Rosie choosing Ben)."""
        if isinstance(ability, Rosie):
            return Rosie(find_name(self.players, ability.leader) or ability.leader)
        if isinstance(ability, Mary):
            return Mary(find_name(self.players, ability.holder) or ability.holder, ability.card)
        return ability

    def table(self) -> ScoreTable:
        """The running score table of the rounds finished."""
        return ScoreTable(self.players, tuple(r.scores for _, r in self.finished), len(self.schedule))

    # ----------------------------------------------------------------- the round under way
    def round(self) -> Round:
        if self.live is None:
            raise TableError(self.say("the game is over: every round of the schedule is played"))
        return self.live

    def bid(self, bids: Mapping[str, int], cannonball: Sequence[str] = ()) -> None:
        """Reveal the bids (checked by the round: every player, 0 to the cards dealt)."""
        log = self._log()
        self.round().bid(bids, cannonball)
        log.bids, log.cannonball = dict(bids), frozenset(cannonball)
        self.changed = True

    def give_hand(self, player: str, cards: Sequence[Card]) -> None:
        """A hand dealt (Graybeard's pile, top card first), before the round's first card."""
        log = self._log()
        if log.tricks:
            raise TableError(self.say("hands are given before the round's first trick; 'undo' back to it first"))
        trial = RoundLog(log.seat, log.cards, dict(log.hands), log.ghost, log.bids, log.cannonball)
        if player == GHOST:
            trial.ghost = tuple(cards)
        else:
            trial.hands[player] = tuple(cards)
        self.live = replay(self, trial)
        self.log = trial
        self.changed = True

    def play(self, tokens: Sequence[str]) -> Verdict:
        """Play one trick as typed: unnamed cards go to the players in turn; returns the verdict."""
        log = self._log()
        trial = replay(self, log)
        plays, verdict = _play_tokens(self, trial, tokens)
        log.tricks.append(TrickLog(tuple(plays), verdict))
        self.live = trial
        self.changed = True
        return verdict

    def use(self, ability: Ability) -> None:
        """The last trick's winner uses an ability it unlocked."""
        log = self._log()
        ability = self._seated(ability)
        self.round().use(ability)
        log.tricks[-1].uses.append(ability)
        self.changed = True

    def round_done(self) -> bool:
        """Every trick of the round under way is played."""
        log = self.log
        return log is not None and len(log.tricks) == log.cards

    def finish_round(self) -> RoundResult:
        """Score the round under way, keep it, and open the next one."""
        log = self._log()
        result = self.round().result()
        self.finished.append((log, result))
        self.start_round()
        self.changed = True
        return result

    def undo(self) -> str:
        """Take back the last trick of the round (reopening the last round when none is played), or the bids."""
        log = self.log
        if (log is None or (log.bids is None and not log.hands and log.ghost is None)) and self.finished:
            log, _ = self.finished.pop()
            self.log = log
        if log is None:
            raise TableError(self.say("nothing to undo"))
        what = _undo_step(log, self.say)
        self.log = log
        self.live = replay(self, log)
        self.changed = True
        return what

    def last_trick(self) -> tuple[int, int, Verdict] | None:
        """The last trick played, in this round or the one before: (round, trick, verdict)."""
        logs = [self.log] if self.log is not None and self.log.tricks else []
        logs += [log for log, _ in self.finished[-1:] if log.tricks]
        if not logs:
            return None
        log = logs[0]
        return log.seat.round, len(log.tricks), log.tricks[-1].verdict

    def last_told(self) -> Trace | None:
        """The last trick's steps as its round tells them once it is closed (:attr:`TrickResult.trace`:
        Graybeard passed over, Rosie's choice); its verdict's own while its abilities are still open."""
        log, live = self.log, self.live
        if log is not None and log.tricks and live is not None:
            k, closed = len(log.tricks), live.tricks
            return closed[k - 1].trace if len(closed) >= k else log.tricks[-1].verdict.trace
        done = [result for log, result in self.finished[-1:] if log.tricks]
        return done[0].tricks[-1].trace if done else None

    def _log(self) -> RoundLog:
        if self.log is None:
            raise TableError(self.say("the game is over: every round of the schedule is played"))
        return self.log


def find_name(names: Sequence[str], word: str) -> str | None:
    """The name ``word`` stands for: itself, else the one name equal to it in another case (``ann``: Ann).

    Two players whose names differ only in case (Ann and ANN) are told apart by the case typed;
    ``ann`` then names neither, and is refused as a name not at the table.
    """
    word = word.strip()
    if word in names:
        return word
    folded = [n for n in names if n.casefold() == word.casefold()]
    return folded[0] if len(folded) == 1 else None


def typed_bids(table: Table, line: str) -> dict[str, int]:
    """:func:`read_bids`, each bid a bid of the round under way (bid.range): refused at once, as the round says it
    of a whole line of bids, not once the players left have been asked theirs."""
    bids = read_bids(table, line)
    log = table.log
    assert log is not None
    for player, bid in bids.items():
        if not bid_in_range(bid, log.cards):
            raise RoundError(refusal(RR.BID_RANGE, player=player, typed=repr(bid), n=log.cards), round=log.seat.round)
    return bids


def read_bids(table: Table, line: str) -> dict[str, int]:
    """The bids on a line: ``Ann=2 Ben=0``, or numbers in seat order (``2 0 1``)."""
    words = line.replace(",", " ").split()
    out: dict[str, int] = {}
    named = [w for w in words if "=" in w]
    numbers = [w for w in words if _number(w.partition("=")[2] if "=" in w else w)]
    if words and not numbers and (len(words) > 1 or not named):  # a trick typed at the bids: 'mermaid sk rosie'
        said = (
            "bids first: write every bid as NAME=BID (Ann=2 Ben=0), or only numbers in seat order (2 0); "
            "the trick is asked after the bids"
        )
        raise TableError(table.say(said))
    if named and len(named) != len(words):
        raise TableError(table.say("write every bid as NAME=BID (Ann=2 Ben=0), or only numbers in seat order (2 0)"))
    if not named and len(words) > len(table.players):
        given, players, names = len(words), len(table.players), mark(table.lang, ", ").join(table.players)
        raise TableError(
            table.say("{given} bids for {players} players ({names})", given=given, players=players, names=names)
        )
    pairs = [w.partition("=")[::2] for w in named] or list(zip(table.players, words, strict=False))
    for name, text in pairs:
        player = table.seat_name(name)
        if player in out:  # a name typed twice would otherwise keep its last bid, silently
            raise TableError(
                table.say("{name} is given two bids on this line; each player bids once (bid.reveal)", name=player)
            )
        if not _number(text):
            said = "{name}={bid}: a bid is a number of tricks, 0 to the cards dealt (bid.range)"
            raise TableError(table.say(said, name=name, bid=text))
        out[player] = int(text)
    return out


def _number(text: str) -> bool:
    """A bid as typed: digits only, at most three (a round deals at most a few dozen cards)."""
    return text.isascii() and text.isdigit() and len(text) <= 3


def _undo_step(log: RoundLog, say: Callable[..., str]) -> str:
    """Drop the last thing typed in the round: a trick, else the bids, else the hands (said by ``say``)."""
    n = log.seat.round
    if log.tricks:
        k = len(log.tricks)
        log.tricks.pop()
        return say("trick {k} of round {n} taken back", k=k, n=n)
    if log.bids is not None:
        log.bids, log.cannonball = None, frozenset()
        return say("the bids of round {n} taken back", n=n)
    if log.hands or log.ghost is not None:
        log.hands, log.ghost = {}, None
        return say("the hands of round {n} taken back", n=n)
    raise TableError(say("nothing to undo: no bid, trick or hand is typed yet"))


def replay(table: Table, log: RoundLog) -> Round:
    """A fresh :class:`Round` with everything the log holds played into it."""
    seat = log.seat
    r = Round(
        table.players,
        log.cards,
        table.rules,
        dealer=seat.dealer,
        leader=seat.leader,
        hands=log.hands,
        ghost=log.ghost,
        number=seat.round,
    )
    if log.bids is not None:
        r.bid(log.bids, log.cannonball)
    for trick in log.tricks:
        r.play_trick(trick.plays)
        for ability in trick.uses:
            r.use(ability)
    return r


def _play_tokens(table: Table, r: Round, tokens: Sequence[str]) -> tuple[list[Play], Verdict]:
    """Play the tokens card by card into the round; each unnamed card is the next player's in turn."""
    if r.to_play is None:
        raise TableError(table.say("no trick is expected now: the bids come first, and the round has no trick left"))
    if not tokens:
        raise TableError(table.say("type the cards of the trick in the order played, e.g. 'g5 g9 mermaid'"))
    k = r.trick_number
    plays: list[Play] = []
    records = []
    for token in tokens:
        records += _flip_ghost(r, token)
        if r.trick_number != k:
            said = "trick {k} is complete with {count} cards; '{token}' is one card too many"
            raise RoundError(
                table.say(said, k=k, count=len(records), token=token),
                trick=k,
                position=len(records),
                token=token,
            )
        play = _read_token(table, token, r.to_play or "", len(records))
        records.append(r.play(play.player, play.card, play.target))
    records += _flip_ghost(r, None)
    if r.trick_number == k:
        ghost = any(rec.play.player == GHOST for rec in records)
        also = (
            table.say("; {ghost}'s ghost plays in turn too, so give his card where he sits", ghost=GHOST)
            if ghost
            else ""
        )
        said = "{player} has not played: type every card of trick {k}, in the order played (play.order){also}"
        raise RoundError(table.say(said, player=r.to_play, k=k, also=also), trick=k)
    plays = [rec.play for rec in records]
    verdict = records[-1].verdict
    assert verdict is not None  # the trick's last card settles it
    return plays, verdict


def _flip_ghost(r: Round, token: str | None) -> list[PlayRecord]:
    """Graybeard flips his top card when it is his turn and his hand is known, unless the card is typed for him."""
    named = token is not None and token.partition("=")[0].strip().casefold() in (*GHOST_WORDS, GHOST.casefold())
    if r.to_play == GHOST and r.can_flip() and not named:
        return [r.flip()]
    return []


def _read_token(table: Table, token: str, player: str, position: int) -> Play:
    """``g5`` for the player in turn, ``Ann=g5`` for a named one; Graybeard's Tigress is always an Escape."""
    name, sep, card = token.partition("=")
    if sep and not name.strip():  # '=' or '=g5': the name left out, not a player called ''
        said = "'{token}': write the player's name before the '=' and the card after it, e.g. {player}=g5"
        raise TableError(table.say(said, token=token, player=player or table.players[0]))
    if sep and ":" not in name:
        player = table.seat_name(name)
    else:
        card = token
    try:
        play = parse_play(card, position)
    except SkrulesError as err:
        raise type(err)(err.message, position=position, token=token) from None
    value = play.card
    if player == GHOST and value.kind in DECLARED_KINDS and value == value.undeclared:
        value = Card(value.kind, declared=Role.ESCAPE)  # two.tigress: the ghost's Tigress is always an Escape
    return Play(value, player, play.target, token)
