"""A round played step by step: a public state machine in pokerkit's style.

Each action has a ``verify_*`` that raises a :class:`RoundError` (an :class:`IllegalPlay` for a
card the rules forbid) naming the rule, a ``can_*`` that answers yes or no, and the action itself,
which returns a typed record:

    >>> from skrules.cards import Card
    >>> from skrules.rules import RuleSet
    >>> r = Round(("Ann", "Ben", "Cat"), 2, RuleSet(), hands={"Ben": [Card.parse("g9"), Card.parse("p3")]})
    >>> r.bid({"Ann": 1, "Ben": 0, "Cat": 1}).bids["Ben"]
    0
    >>> r.play("Ann", Card.parse("p5")).position
    0
    >>> r.can_play("Ben", Card.parse("g9"))
    False
    >>> r.verify_play("Ben", Card.parse("g9"))
    Traceback (most recent call last):
      ...
    skrules.errors.IllegalPlay: trick 1, card 2 'Ben=g9': Ben may not play g9: purple is the lead suit ... (play.follow)

The bids are revealed together (:meth:`Round.bid`); cards are played one at a time
(:meth:`Round.play`, Graybeard's ghost by :meth:`Round.flip`) or a trick at once, as a score sheet
writes it (:meth:`Round.play_trick`); after a trick its winner may use the abilities it unlocked
(:meth:`Round.use`), until the next card is played or :meth:`Round.end_trick` closes the trick;
:meth:`Round.result` scores the round. :func:`skrules.game.play_round` drives a described round
through it. Every refusal is a message of :class:`skrules.refusals.RoundRefusal` with its values,
so that each language says it (``skrules.i18n``) from the message, not from the English.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from types import MappingProxyType

from .abilities import Ability, Bendt, Harry, Juanita, Mary, Rascal, Rosie
from .cards import (
    BASE_PIRATES,
    DECLARED_KINDS,
    MARK_VOLLEY,
    Box,
    Card,
    Face,
    Kind,
    Pirate,
    Role,
    Suit,
    held_at,
)
from .deal import (
    GHOST,
    Seat,
    check_deal,
    check_players,
    deck,
    left_of,
    left_out,
    rotation_trace,
    undealt,
)
from .editions import House
from .errors import IllegalPlay, RoundError, SkrulesError
from .legality import Legality, may_play
from .messages import Msg, english
from .notation import Play, check_name
from .refusals import RefusalMsg as R
from .refusals import RoundRefusal as RR
from .refusals import refusal
from .rules import (
    GraybeardLeader,
    LastTrickAbility,
    Reading,
    RuleSet,
    Scoring,
    TwoPlayerLoot,
    VolleyLeader,
    WildFollow,
)
from .rulings import RuleId
from .scoring import Ally, Award, Breakdown, after_last_trick, bid_in_range, method_label, tally
from .trace import Step, Trace
from .trick import Lead, NoSuit, Outcome, Trick, Verdict, adjudicate

__all__ = [
    "AbilityUse",
    "Alliance",
    "Bids",
    "IllegalPlay",
    "PlayRecord",
    "Round",
    "RoundError",
    "RoundResult",
    "TrickResult",
]


# ---------------------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class Bids:
    """The bids as revealed together, and who chose cannonball under Rascal scoring."""

    bids: Mapping[str, int]
    cannonball: frozenset[str]


@dataclass(frozen=True, slots=True)
class PlayRecord:
    """One card played: where it went, and the trick's verdict when it was the trick's last card."""

    trick: int
    position: int
    play: Play
    verdict: Verdict | None


@dataclass(frozen=True, slots=True)
class AbilityUse:
    """A pirate ability used after a trick; ``seen`` holds the undealt cards Juanita looked at, when known."""

    pirate: Pirate
    player: str
    trick: int
    choice: Ability
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


@dataclass(frozen=True, init=False)
class TrickResult:
    """One trick of a round: who led, the verdict, who won, the abilities used, who leads next.

    ``settled`` holds the round's steps that settled the next lead after the trick was won (the
    abilities used, Graybeard's turn, the Last Volley's stand-in), in the order the round told them.
    """

    number: int
    leader: str
    verdict: Verdict
    winner: str | None
    next_leader: str | None  # None after the round's last trick
    uses: tuple[AbilityUse, ...] = ()
    settled: tuple[Step, ...] = ()

    def __init__(
        self,
        number: int,
        leader: str,
        verdict: Verdict,
        winner: str | None,
        next_leader: str | None,
        uses: tuple[AbilityUse, ...] = (),
        settled: tuple[Step, ...] = (),
    ) -> None:
        # One per trick: the fields go straight into the dict, not through object.__setattr__ one
        # by one as a frozen dataclass's own __init__ does.
        d = self.__dict__
        d["number"], d["leader"], d["verdict"], d["winner"], d["next_leader"], d["uses"], d["settled"] = (
            number,
            leader,
            verdict,
            winner,
            next_leader,
            uses,
            settled,
        )

    @property
    def trace(self) -> Trace:
        """The trick's steps as the round tells them.

        The verdict's own, judged alone, end by naming the winner as the next leader. Where the round
        leads otherwise (Graybeard's ghost passed over, Rosie D'Laney's choice, the Last Volley's
        stand-in) or no trick follows, that closing step gives way to the round's steps that settled
        the lead (``settled``), so that the trick's account never contradicts the round's.
        """
        own = self.verdict.trace
        if self.next_leader == self.verdict.next_leader_name:
            return own
        steps = list(own)
        if steps and steps[-1].message in _LEADS_NEXT:
            steps.pop()
        if self.next_leader is None:  # the round's last trick: who would lead after the Kraken is moot
            steps = [step for step in steps if step.message not in _LEADS_AFTER_KRAKEN]
        return Trace((*steps, *self.settled))

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
            "trace": self.trace.as_list(),
        }


_LEADS_NEXT = frozenset({Msg.NEXT_WINNER, Msg.NEXT_ROSIE})  # a verdict's closing step: the winner leads next
# the steps of kraken.leader, which say only who leads after a destroyed trick
_LEADS_AFTER_KRAKEN = frozenset(
    {
        Msg.KRAKEN_NOBODY,
        Msg.KRAKEN_PLAYER,
        Msg.KRAKEN_LEADER,
        Msg.KRAKEN_HOUSE,
        Msg.KRAKEN_AFTER,
        Msg.KRAKEN_WOULD,
        Msg.KRAKEN_WILD,
    }
)


@dataclass(frozen=True, init=False)
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

    def __init__(
        self,
        players: tuple[str, ...],
        cards: int,
        dealer: str | None,
        leader: str,
        tricks: tuple[TrickResult, ...],
        bids: Mapping[str, int],
        final_bids: Mapping[str, int],
        won: Mapping[str, int],
        alliances: tuple[Alliance, ...],
        scores: Mapping[str, Breakdown],
        trace: Trace,
        rules: RuleSet,
        number: int | None = None,
    ) -> None:
        # As TrickResult's: thirteen fields straight into the dict, not one object.__setattr__ each.
        d = self.__dict__
        d["players"], d["cards"], d["dealer"], d["leader"], d["tricks"] = players, cards, dealer, leader, tricks
        d["bids"], d["final_bids"], d["won"], d["alliances"], d["scores"] = bids, final_bids, won, alliances, scores
        d["trace"], d["rules"], d["number"] = trace, rules, number

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


# ---------------------------------------------------------------------------------- facts of a verdict


def leader_fact(verdict: Verdict) -> tuple[RuleId, Reading | None]:
    """The rule that chose the next leader, and the ruling's reading it took, if a ruling decided it.

    The one place the round learns this, from the Verdict's typed facts. When two rulings were
    consulted (the Kraken with no would-be winner), the round's line cites the first,
    ``ruling.kraken-leader``, which put the question to the second.
    """
    if verdict.outcome is _WON:
        return RuleId.NEXT_WINNER, None
    leader = verdict.claim.leader
    readings = () if leader is None else leader.readings
    return verdict.leader_rule, readings[0][1] if readings else None


# ---------------------------------------------------------------------------------- the table


class _Table:
    """What every part of a round refers to: the seats, the cards dealt, the rules, the trace; who leads first."""

    __slots__ = (
        "ghostless",
        "modules",
        "n",
        "number",
        "players",
        "rotations",
        "rules",
        "seats",
        "trace",
        "two",
        "wild_must",
    )

    def __init__(self, players: tuple[str, ...], cards: int, rules: RuleSet, number: int | None) -> None:
        self.players = players
        self.two = len(players) == 2
        self.ghostless = not self.two and GHOST not in players  # no card is ever Graybeard's: asked once a round
        self.seats = (*players, GHOST) if self.two else players  # who plays cards, the ghost included
        self.n = cards
        self.rules = rules
        self.modules = rules.modules
        self.number = number
        self.trace = Trace()
        self.rotations: dict[str, tuple[str, ...]] = {}  # leader -> the order of play from them
        self.wild_must: bool | None = None  # ruling.wild-follow=must, read when first needed

    def rotation(self, leader: str) -> tuple[str, ...]:
        """The players clockwise from the leader (a round asks again for every trick)."""
        order = self.rotations.get(leader)
        if order is None:
            i = self.players.index(leader)
            order = self.rotations[leader] = self.players[i:] + self.players[:i]
        return order

    def wild_follows(self, lead: Suit) -> bool:
        """Whether a Wild 15 in the hand can follow this lead (``ruling.wild-follow=must``, not black)."""
        if self.wild_must is None:
            self.wild_must = self.rules.ruling(WildFollow) is WildFollow.MUST
        return self.wild_must and lead is not Suit.BLACK

    def fail(
        self, message: str, *, trick: int | None = None, position: int | None = None, token: str | None = None
    ) -> RoundError:
        return RoundError(message, trick=trick, position=position, token=token, round=self.number)

    def set_up(self) -> None:
        """The players, the cards dealt, and the set-up's trace (two.ghost, two.cards with two players)."""
        if not self.players:
            raise self.fail(refusal(RR.NO_PLAYERS))
        for name in self.players:
            check_name(name)
        if len(set(self.players)) != len(self.players):
            twice = [p for p, c in Counter(self.players).items() if c > 1]
            raise self.fail(refusal(RR.SEATED_TWICE, player=twice[0]))
        if GHOST in self.players:  # plays name their player, so the ghost's name is his alone
            raise self.fail(refusal(RR.GHOST_NAME_TWO if self.two else RR.GHOST_NAME, typed=repr(GHOST)))
        check_players(len(self.players), self.rules)
        n = self.n
        if n == 0:
            raise self.fail(refusal(RR.NO_TRICKS))
        check_deal(n, len(self.players), self.rules)
        self.trace.add(RuleId.SETUP_DEAL, Msg.DEALT_ONE if n == 1 else Msg.DEALT, n=n, players=self.players)
        if self.two:
            self.trace.add(RuleId.TWO_GHOST, Msg.GHOST_HAND, n=n)
            self.trace_left_out()

    def trace_left_out(self) -> None:
        """What the two-player game leaves out (two.cards); ``ruling.two-player-loot`` decides for the Loot."""
        rules = self.rules
        box = rules.box.cards()
        loot = rules.ruling(TwoPlayerLoot) if any(c.kind is Kind.LOOT for c in box) else None
        cited = None if loot is None else loot.cited
        out = list(dict.fromkeys(_left_out_name(c) for c in box if left_out(c, 2, rules)))
        kept = loot is TwoPlayerLoot.USED
        if out:
            said = Msg.LEFT_OUT_KEPT if kept else Msg.LEFT_OUT
            self.trace.add(RuleId.TWO_CARDS, said, ruling=cited, words=out)
        elif kept:
            self.trace.add(RuleId.TWO_CARDS, Msg.NOTHING_LEFT_OUT, ruling=cited)

    def first_leader(self, dealer: str | None, leader: str | None) -> tuple[str, Callable[[], str]]:
        """Who leads the first trick, and why (for messages about a play out of turn)."""
        players, two = self.players, self.two
        for role, name in ((RR.DEALER_UNKNOWN, dealer), (RR.LEADER_UNKNOWN, leader)):
            if name is not None and name not in players:
                raise self.fail(refusal(role, typed=repr(name), players=players))
        if dealer is None:
            first = leader if leader is not None else players[0]
            self.trace.add(RuleId.TWO_ORDER if two else RuleId.SETUP_DEALER, Msg.FIRST_LEADS, player=first)
            return first, _said(RR.LEADS_FIRST, player=first)
        seat = Seat(self.number or 1, dealer, left_of(players, dealer))
        if leader is not None and leader != seat.leader:
            if not two:
                raise self.fail(refusal(RR.NOT_LEFT_OF_DEALER, player=leader, player2=seat.leader, player3=dealer))
            seat = Seat(seat.round, dealer, leader)
        self.trace.extend(rotation_trace(seat, players, self.rules, numbered=self.number is not None))
        if two:
            return seat.leader, _said(RR.LEADS_FIRST, player=seat.leader)
        return seat.leader, _said(RR.SITS_LEFT, player=seat.leader, player2=dealer)


def _left_out_name(card: Card) -> str:
    """What the two-player game leaves out, as the rules name it."""
    if card.kind is Kind.LOOT:
        return "the Loot cards"
    if card.kind is Kind.PLANK:
        return "Walk the Plank"
    return "the Wild 15" if card.face is Face.WILD else "the 0/14 cards"


# An unnamed "pirate" (a box key the box holds no copy of by that name) is any base Pirate not named
# elsewhere, so a named one seen beside unnamed ones is counted by the box itself.
_NAMED_PIRATES = frozenset(p.value for p in BASE_PIRATES)


class _Cards:
    """The cards known to be in the round: the hands given, Graybeard's pile, Bendt's draws, the copies."""

    __slots__ = ("_keys", "copies", "dealt", "drawn", "hands", "pile", "seen", "seen_at", "table")

    def __init__(self, table: _Table, known: _Cards | None = None) -> None:
        """The cards of a round not dealt yet; or, given ``known``, a trial copy of the cards it has seen."""
        self.table = table
        self.hands: dict[str, _Hand] = {}
        self.dealt: list[Card] = []  # the hands as dealt, for the undealt cards
        self.pile: list[Card] | None = None  # Graybeard's hand, top card first
        self.seen: list[Card] = []  # every physical card known to be in the round
        # (trick, position, where else the card was seen); a card played is "trick {trick}, card {position + 1}"
        self.seen_at: list[tuple[int | None, int | None, Callable[[], str] | None]] = []
        self._keys: dict[str, int] | None = None  # copies of each card seen, by box key: see keys()
        if known is not None:
            self.seen, self.seen_at, self._keys = list(known.seen), list(known.seen_at), dict(known.keys())
        self.copies = table.rules.box.copies()
        self.drawn: list[Card] = []  # Bendt's draws from the undealt cards

    def keys(self) -> dict[str, int]:
        """Copies of each card known to be in the round, by box key, counted when first asked for.

        Only a card from a hand not given (or Bendt's) is counted against the box card by card;
        a round whose hands are all given never asks.
        """
        if self._keys is None:
            known: dict[str, int] = {}
            for card in self.seen:
                known[card.box_key] = known.get(card.box_key, 0) + 1
            self._keys = known
        return self._keys

    def deal(self, hands: Mapping[str, Sequence[Card]], ghost: Sequence[Card] | None) -> None:
        if ghost is None and self.deal_at_once(hands):
            return
        t = self.table
        for name, cards in hands.items():
            if name not in t.players:
                raise t.fail(
                    refusal(RR.HAND_UNKNOWN_GHOST if name == GHOST and t.two else RR.HAND_UNKNOWN, typed=repr(name))
                )
            self.hands[name] = self.checked_hand(_said(R.PLAYERS_HAND, player=name), cards)
            self.dealt += cards
        if ghost is not None:
            if not t.two:
                raise t.fail(refusal(RR.GHOST_TWO_ONLY))
            self.pile = self.checked_hand(_said(R.PLAYERS_HAND, player="Graybeard"), ghost).cards
            self.dealt += ghost

    def deal_at_once(self, hands: Mapping[str, Sequence[Card]]) -> bool:
        """Deal hands that plainly fit (the players', the cards dealt, the deck's copies), or
        change nothing and return False, leaving the hand-by-hand checks to find and word the fault.

        The copies are counted on box keys: a key the deck lacks, or a card of one copy seen twice,
        or more of a card than the box holds, sends the hands to the checks one by one.
        """
        t = self.table
        n = t.n
        if t.two or any(name not in t.players or len(cards) != n for name, cards in hands.items()):
            return False
        keys = [c.box_key for cards in hands.values() for c in cards]
        by_hand = [keys[i : i + n] for i in range(0, len(keys), n)]
        distinct = set(keys)
        copies = self.copies
        if not distinct <= copies.keys() or not _fits(keys, len(distinct), t.rules.box):
            return False
        for (name, cards), hand_keys in zip(hands.items(), by_hand, strict=True):
            self.hands[name] = _Hand(cards, hand_keys)
            self.seen_at += [(None, None, _said(R.PLAYERS_HAND, player=name))] * n
            self.dealt += cards
        self.seen += self.dealt
        return True

    def checked_hand(self, what: Callable[[], str], cards: Sequence[Card]) -> _Hand:
        n = self.table.n
        if len(cards) != n:
            raise self.table.fail(_hand_size(what(), len(cards), n))
        holder = what()  # a hand is checked card by card only when it did not plainly fit (deal_at_once)
        for card in cards:
            self.check_in_deck(card, _said(R.HOLDS, said=holder, typed=str(card)))
        hand = _Hand(cards)
        self.note_seen(cards, None, None, what)
        return hand

    def check_in_deck(
        self,
        card: Card,
        what: Callable[[], str],
        trick: int | None = None,
        position: int | None = None,
        play: Play | None = None,
    ) -> None:
        """Refuse a card this deck lacks or the two-player game leaves out; ``what`` words it, if need be."""
        t = self.table
        box = t.rules.box
        lacks = box.lacks(card)  # a module left out, or another edition's card
        if not lacks and not (t.two and left_out(card, 2, t.rules)):
            return
        why = box.refusal(card) if lacks else refusal(R.TWO_LEFT_OUT, label=card)
        message = refusal(R.AT_PLACE, said=what(), said2=why)
        raise t.fail(message, trick=trick, position=position, token=None if play is None else play.text)

    def note_seen(
        self,
        cards: Sequence[Card],
        trick: int | None,
        position: int | None,
        what: Callable[[], str] | None = None,
        keys: Sequence[str] | None = None,
    ) -> None:
        """Add cards known to be in the round, refusing more copies of a card than the box holds; ``what``
        says where else than at ``trick`` and ``position`` they were seen (a hand, Bendt's draw)."""
        keys = [c.box_key for c in cards] if keys is None else keys
        self.check_seen(cards, trick, position, what, keys)
        self.seen += cards
        self.seen_at += [(trick, position, what)] * len(cards)
        known = self.keys()
        for key in keys:
            known[key] = known.get(key, 0) + 1

    def check_seen(
        self,
        cards: Sequence[Card],
        trick: int | None,
        position: int | None,
        what: Callable[[], str] | None = None,
        keys: Sequence[str] | None = None,
    ) -> None:
        """Refuse cards that would put more copies of a card in the round than the box holds."""
        known, copies = self.keys(), self.copies
        added: dict[str, int] = {}
        for key in keys if keys is not None else [c.box_key for c in cards]:
            n = added[key] = added.get(key, 0) + 1
            unnamed = key in _NAMED_PIRATES and (known.get("pirate") or "pirate" in added)
            if unnamed or known.get(key, 0) + n > copies.get(key, 0):
                # the box's own count decides and words it: unnamed Pirates share the named ones' copies
                self.refuse_excess([*self.seen, *cards], [*self.seen_at, *[(trick, position, what)] * len(cards)])
                return

    @staticmethod
    def seen_where(trick: int | None, position: int | None, what: Callable[[], str] | None) -> str:
        """Where a card was seen in the round, as a refusal names it: ``trick 2, card 1``, ``Ann's hand``."""
        if what is None:
            assert trick is not None and position is not None, "a card seen in no trick says where"
            return refusal(R.TRICK_CARD, n=trick, n2=position + 1)
        return what()

    def refuse_excess(
        self, seen: list[Card], seen_at: list[tuple[int | None, int | None, Callable[[], str] | None]]
    ) -> None:
        excess = self.table.rules.box.excess(seen)
        if excess is None:
            return
        key, where, have = excess
        places = [self.seen_where(*seen_at[i]) for i in where]
        last_trick, last_pos, _ = seen_at[where[-1]]
        count = refusal(R.TIMES_ONCE) if len(where) == 1 else refusal(R.TIMES, n=len(where))
        copies = refusal(R.HOLDS_COPIES, n=have) if have > 1 else refusal(R.HOLDS_ONE if have else R.HOLDS_NONE)
        raise self.table.fail(
            refusal(R.ROUND_COPIES, label=self.table.rules.box.card_for(key), said=count, spots=places, said2=copies),
            trick=last_trick,
            position=last_pos,
        )

    def trial(self) -> _Cards:
        """A copy of the copies count, to try cards on without changing the round."""
        return _Cards(self.table, self)

    def held(self, player: str) -> tuple[Card, ...] | None:
        """A player's cards now, when their hand was given (Graybeard's pile, top card first)."""
        if player == GHOST and self.table.two:
            return None if self.pile is None else tuple(self.pile)
        hand = self.hands.get(player)
        return None if hand is None else tuple(hand.cards)

    def undealt(self) -> list[Card] | None:
        """The undealt cards still in the deck, when every hand of the deal is known."""
        t = self.table
        if set(self.hands) != set(t.players) or (t.two and self.pile is None):
            return None
        return undealt(t.rules, len(t.players), [*self.dealt, *self.drawn])


class _Hand:
    """A player's cards, with their box keys beside them: a card is looked for and taken out by its
    box key (the Tigress whatever she was declared as), as :func:`skrules.deal.remove_card` does,
    in one list search instead of a loop over the cards.
    """

    __slots__ = ("cards", "keys")

    def __init__(self, cards: Iterable[Card], keys: list[str] | None = None) -> None:
        self.cards = list(cards)
        self.keys = [c.box_key for c in self.cards] if keys is None else keys

    def find(self, card: Card) -> int | None:
        """Where the hand holds the card, whatever it was declared as; a Pirate whose name does not
        matter stands for a named one (``box.copies``, :func:`skrules.cards.held_at`)."""
        keys = self.keys
        key = card.box_key
        if key in keys:
            return keys.index(key)
        return held_at(self.cards, card) if card.kind is Kind.PIRATE else None

    def holds(self, card: Card) -> bool:
        return self.find(card) is not None

    def take(self, card: Card) -> bool:
        """Remove one copy of the card, whatever it was declared as; False if it is not there."""
        i = self.find(card)
        if i is None:
            return False
        del self.keys[i], self.cards[i]
        return True

    def add(self, cards: Iterable[Card]) -> None:
        cards = list(cards)
        self.cards += cards
        self.keys += [c.box_key for c in cards]

    def copy(self) -> _Hand:
        return _Hand(self.cards, list(self.keys))


def _fits(keys: list[str], distinct: int, box: Box) -> bool:
    """Whether no card among these box keys (all in the deck) is there more often than the box holds it.

    Only the cards with more than one copy in the box may repeat, and so only they are counted.
    """
    repeats = len(keys) - distinct
    if not repeats:
        return True
    copies = box.copies()
    for key in _repeatable(box):
        n = keys.count(key)
        if n > copies.get(key, 0):
            return False
        repeats -= n - 1 if n else 0
    return repeats == 0


_REPEATABLE: dict[Box, tuple[str, ...]] = {}


def _repeatable(box: Box) -> tuple[str, ...]:
    """The box keys of the cards a box holds more than one copy of (Escapes, Mermaids, Loot), found once per box."""
    found = _REPEATABLE.get(box)
    if found is None:
        found = _REPEATABLE[box] = tuple(k for k, n in box.copies().items() if n > 1)
    return found


def _plays(play: Play) -> Callable[[], str]:
    """``Ann plays g5``, worded only when a message needs it."""
    return lambda: refusal(R.PLAYS, player=play.player, typed=str(play.card))


def _said(message: str, **values: object) -> Callable[[], str]:
    """A refusal's words (``Ann's hand holds g5``), written only when a message needs them."""
    return lambda: refusal(message, **values)


def _hand_size(what: str, held: int, dealt: int) -> str:
    """A hand of the wrong size (setup.deal), with the English singular where one card is held or dealt."""
    if held == 1:
        return refusal(RR.HAND_SIZE_ONE, said=what, n=dealt)
    if dealt == 1:
        return refusal(RR.HAND_SIZE_ONE_DEALT, said=what, n=held)
    return refusal(RR.HAND_SIZE, said=what, n=held, n2=dealt)


# ---------------------------------------------------------------------------------- the round


class Round:
    """One round, played action by action; every action is checked against the whole round so far.

    ``cards`` is the number dealt to each player (one trick per card). ``hands`` (any players) and
    ``ghost`` (Graybeard's hand, top card first) are optional; when given, every card played is
    checked against them. ``dealer`` (and, with two players, ``leader``) settle who leads first;
    without a dealer, ``leader`` or else the first player listed leads. ``number`` is the round's
    number in a game, for messages.

    The round holds its tricks and whose lead it is; the rules live in the parts it is made of,
    each owning its state: the table, the cards known, whose turn it is, the cards played, the
    score sheet, and a trick's window for the abilities its winner unlocked.
    """

    def __init__(
        self,
        players: Sequence[str],
        cards: int,
        rules: RuleSet,
        *,
        dealer: str | None = None,
        leader: str | None = None,
        hands: Mapping[str, Sequence[Card]] | None = None,
        ghost: Sequence[Card] | None = None,
        number: int | None = None,
    ) -> None:
        t = self._t = _Table(tuple(players), cards, rules, number)
        t.set_up()
        self._cards = _Cards(t)
        self._cards.deal(hands or {}, ghost)
        self.dealer = dealer
        self.first_leader, self._leader_why = t.first_leader(dealer, leader)
        self._leader = self.first_leader
        self._before: tuple[str, ...] = t.players  # the last trick's order, for the ghost's seat
        self._ledger = _Ledger(t)
        self._turns = _Turns(t)
        self._plays = _Plays(t, self._cards)
        self._powers = _Powers(t, self._cards, self._ledger, self._turns, self._plays)
        self._tricks: list[TrickResult] = []
        self._pending: list[Play] = []
        self._window: _Window | None = None

    # ----------------------------------------------------------------- what the table sees
    @property
    def players(self) -> tuple[str, ...]:
        return self._t.players

    @property
    def cards(self) -> int:
        return self._t.n

    @property
    def rules(self) -> RuleSet:
        return self._t.rules

    @property
    def number(self) -> int | None:
        return self._t.number

    @property
    def trace(self) -> Trace:
        return self._t.trace

    @property
    def trick_number(self) -> int:
        """The trick the next card goes to (from 1; past the last once the round is over)."""
        return len(self._tricks) + (2 if self._window is not None else 1)

    @property
    def to_play(self) -> str | None:
        """Who plays the next card (None before the bids and once the round is over)."""
        expected, i = self.in_turn, len(self._pending)
        if not expected:
            return None
        return expected[i] if i < len(expected) else self._volley_player()

    @property
    def in_turn(self) -> tuple[str, ...]:
        """Who plays in the trick under way, from its leader, Graybeard's ghost too (or nobody)."""
        return () if self._ledger.bids is None or self.trick_number > self._t.n else self._expected()

    @property
    def tricks(self) -> tuple[TrickResult, ...]:
        """The tricks played and closed so far."""
        return tuple(self._tricks)

    @property
    def won(self) -> dict[str, int]:
        """Tricks won so far, by player (Graybeard's ghost included with two players)."""
        return dict(self._ledger.won)

    def hand(self, player: str) -> tuple[Card, ...] | None:
        """A player's cards now, when their hand was given (Graybeard's pile, top card first)."""
        return self._cards.held(player)

    # ----------------------------------------------------------------- bids
    def verify_bid(self, bids: Mapping[str, int], cannonball: Iterable[str] = ()) -> None:
        """Raise a :class:`RoundError` if these bids (and cannonball choices) cannot be made now."""
        self._ledger.check_bids(bids, frozenset(cannonball))

    def can_bid(self, bids: Mapping[str, int], cannonball: Iterable[str] = ()) -> bool:
        return _can(self.verify_bid, bids, cannonball)

    def bid(self, bids: Mapping[str, int], cannonball: Iterable[str] = ()) -> Bids:
        """Reveal the bids together; under Rascal scoring, who chose cannonball (score.choice)."""
        chosen = frozenset(cannonball)
        self.verify_bid(bids, chosen)
        return self._ledger.reveal(bids, chosen)

    def method(self, player: str) -> Scoring:
        """How a player's round is scored: classic, or their choice under Rascal scoring."""
        return self._ledger.method(player)

    # ----------------------------------------------------------------- cards
    def verify_play(self, player: str, card: Card, target: str | None = None) -> None:
        """Raise a :class:`RoundError` (an :class:`IllegalPlay` for a forbidden card) if it cannot be played now."""
        self._verify_playing()
        play, i, k = Play(card, player, target), len(self._pending), self.trick_number
        volley = self._volley_player()
        self._turns.check_card(k, i, play, self._expected(), volley, self._why)
        self._plays.verify(k, i, play, self._pending, volley)

    def can_play(self, player: str, card: Card, target: str | None = None) -> bool:
        return _can(self.verify_play, player, card, target)

    def play(self, player: str, card: Card, target: str | None = None) -> PlayRecord:
        """Play one card; the trick's last card settles the trick (``PlayRecord.verdict``)."""
        self.verify_play(player, card, target)
        self._close_window()
        play = Play(card, player, target)
        k, position = self.trick_number, len(self._pending)
        self._pending.append(play)
        if not self._trick_complete():
            return PlayRecord(k, position, play, None)
        plays, self._pending = self._pending, []
        try:
            verdict = self.play_trick(plays)
        except RoundError:
            self._pending = plays[:-1]  # the refused card is not played
            raise
        return PlayRecord(k, position, play, verdict)

    def verify_flip(self) -> None:
        """Graybeard's ghost flips the top card of his hand when it is his turn (two.flip)."""
        self._verify_playing()
        if self.to_play != GHOST:
            raise self._t.fail(refusal(RR.NOT_GHOST_TURN, player=self.to_play))
        if not self._cards.pile:
            raise self._t.fail(refusal(RR.GHOST_HAND_UNKNOWN))

    def can_flip(self) -> bool:
        return _can(self.verify_flip)

    def flip(self) -> PlayRecord:
        """Play Graybeard's top card (his Tigress always as an Escape, two.tigress)."""
        self.verify_flip()
        top = self._cards.pile[0]  # type: ignore[index]
        return self.play(GHOST, Card(top.kind, declared=Role.ESCAPE) if top.kind in DECLARED_KINDS else top)

    def play_trick(self, plays: Sequence[Play]) -> Verdict:
        """Play a whole trick as written, checked in the order a scorer reads it; returns its verdict."""
        self._verify_playing(whole=True)
        if self._window is not None:
            self._close_window()
        t, k = self._t, len(self._tricks) + 1
        expected = self._turns.order(k, self._leader, self._before)
        if list(map(_PLAYER, plays)) != list(expected):  # else every card is in turn, none missing
            self._turns.check(k, plays, expected, self._why)
        try:
            trick = Trick.of(_ghost_escapes(plays) if t.two else plays, t.rules)
        except SkrulesError as err:
            raise t.fail(err.message, trick=k, position=err.position, token=err.token) from None
        self._plays.check_trick(k, trick, self._turns)
        verdict = adjudicate(trick)
        # Count the trick won, say who leads next, collect bonuses and alliances; open the ability window.
        window = _Window(k, self._leader, verdict, expected)
        window.settle_leader(t, self.first_leader)
        self._ledger.settle(k, trick, verdict)
        if t.two:
            self._before = tuple([p for p in expected if p != GHOST])
        self._window = window
        return verdict

    # ----------------------------------------------------------------- abilities
    @property
    def unlocked(self) -> tuple[Pirate, ...]:
        """The abilities the last trick's winner may still use now."""
        return () if self._window is None else self._window.unlocked()

    def verify_use(self, ability: Ability) -> None:
        """Raise a :class:`RoundError` naming the rule if the last trick's winner cannot use this now."""
        if self._window is None:
            raise self._t.fail(refusal(RR.NO_TRICK_FOR_ABILITY), token=str(ability))
        self._powers.verify(self._window, ability)

    def can_use(self, ability: Ability) -> bool:
        return _can(self.verify_use, ability)

    def use(self, ability: Ability) -> AbilityUse:
        """The last trick's winner uses an ability it unlocked."""
        self.verify_use(ability)
        window = self._window
        assert window is not None
        used = self._powers.use(window, ability)
        window.uses.append(used)
        return used

    def verify_end_trick(self) -> None:
        """A trick just played can be closed unless Mary Thorne's pick is still owed (mary.power)."""
        if self._window is None:
            raise self._t.fail(refusal(RR.NO_TRICK_TO_CLOSE))
        self._window.check_closes(self._t)

    def can_end_trick(self) -> bool:
        return _can(self.verify_end_trick)

    def end_trick(self) -> TrickResult:
        """Close the last trick: its winner uses no more abilities (done by the next card played, too)."""
        self.verify_end_trick()
        done = self._close_window()
        assert done is not None  # verify_end_trick saw to it
        return done

    # ----------------------------------------------------------------- the end
    def verify_result(self) -> None:
        """The round is scored once every trick is played."""
        played, n = len(self._tricks) + (self._window is not None), self._t.n
        if played < n:
            unfinished = (
                refusal(RR.ROUND_UNFINISHED, n=n, n2=played) if n != 1 else refusal(RR.ROUND_UNFINISHED_ONE, n=played)
            )
            raise self._t.fail(unfinished)

    def can_result(self) -> bool:
        return _can(self.verify_result)

    def result(self) -> RoundResult:
        """Score the round, once every trick is played."""
        self.verify_result()
        if self._window is not None:
            self._window.check_closes(self._t)
            self._close_window()
        return self._ledger.finish(self.dealer, tuple(self._tricks))

    # ----------------------------------------------------------------- inside
    def _verify_playing(self, *, whole: bool = False) -> None:
        t = self._t
        if self._ledger.bids is None:
            raise t.fail(refusal(RR.BIDS_FIRST))
        if self.trick_number > t.n:
            raise t.fail(refusal(RR.ROUND_OVER, n=t.n))
        if whole and self._pending:
            raise t.fail(refusal(RR.UNDER_WAY, n=self.trick_number), trick=self.trick_number)
        if self._window is not None:
            self._window.check_closes(t)

    def _expected(self) -> tuple[str, ...]:
        """Who plays in the trick under way, in turn: clockwise from the leader; Graybeard always second."""
        leader = self._leader if self._window is None else self._window.next_lead(self._t, self._turns)[0]
        return self._turns.order(self.trick_number, leader, self._before)

    def _why(self) -> str:
        """Why the trick under way is led by its leader, for a message about a card out of turn."""
        return (self._leader_why if self._window is None else self._window.next_lead(self._t, self._turns)[1])()

    def _volley_player(self) -> str | None:
        if self.trick_number == self._t.n:
            return None
        return next((p.player for p in self._pending if p.card.kind is _VOLLEY), None)

    def _trick_complete(self) -> bool:
        expected = self._expected()
        if len(self._pending) < len(expected):
            return False
        return self._volley_player() is None or len(self._pending) > len(expected)

    def _close_window(self) -> TrickResult | None:
        """Close the trick waiting for its abilities; every caller has checked it may close (Mary Thorne's pick)."""
        w, self._window = self._window, None
        if w is None:
            return None
        done, self._leader, self._leader_why = w.close(self._t, self._turns)
        self._tricks.append(done)
        return done


_PLAYER = attrgetter("player")

# Enum members read on every trick, bound once: in Python 3.11 reading a member off its class
# (Kind.VOLLEY) goes through EnumType.__getattr__, several times the cost of a module global.
_VOLLEY, _NUMBER, _WILD, _WON, _DESTROYED, _MARY = (
    Kind.VOLLEY,
    Kind.NUMBER,
    Face.WILD,
    Outcome.WON,
    Outcome.DESTROYED,
    Pirate.MARY,
)
_CLASSIC = Scoring.CLASSIC
# a player's round in the trace, by (bid missed, other points beside the bid's): the bid's rule cited
_SCORED = {
    (False, False): Msg.SCORED_MADE,
    (True, False): Msg.SCORED_OFF,
    (False, True): Msg.SCORED_MADE_ALL,
    (True, True): Msg.SCORED_OFF_ALL,
}


def _ghost_escapes(plays: Sequence[Play]) -> list[Play]:
    """Graybeard's Tigress (or Scary Mary) written without a declaration plays as the Escape she always is for
    him (two.tigress): the FAQ leaves nothing to declare."""
    return [
        Play(Card(p.card.kind, declared=Role.ESCAPE), p.player, p.target, p.token)
        if p.player == GHOST and p.card.role is Role.UNDECLARED
        else p
        for p in plays
    ]


def _can(verify: Callable[..., None], *args: object) -> bool:
    try:
        verify(*args)
    except RoundError:
        return False
    return True


# ---------------------------------------------------------------------------------- whose turn


class _Turns:
    """Whose turn it is: the order of play in each trick, and the Last Volley's player, who sits out the last."""

    __slots__ = ("sitter", "table")

    def __init__(self, table: _Table) -> None:
        self.table = table
        self.sitter: str | None = None  # the Last Volley's player, who sits out the last trick

    def order(self, k: int, leader: str, before: tuple[str, ...]) -> tuple[str, ...]:
        """Who plays in trick k, in turn: clockwise from the leader; Graybeard always second."""
        t = self.table
        if t.two:
            a, b = t.players
            if leader == GHOST:
                base = (GHOST, *(p for p in before if p != GHOST))
            else:
                base = (leader, GHOST, b if leader == a else a)
        else:
            base = t.rotation(leader)
        out = self.sitting_out(k)
        return base if out is None else tuple(p for p in base if p != out)

    def sitting_out(self, k: int) -> str | None:
        """The Last Volley's player, in the round's last trick."""
        return self.sitter if k == self.table.n else None

    def fault(self, k: int, i: int, play: Play, expected: Sequence[str], why: Callable[[], str]) -> str | None:
        """Why this card is out of turn at position i, or None when it is this player's turn.

        ``why`` says why the trick's leader leads it, asked only when the card is the lead.
        """
        t = self.table
        if play.player not in t.seats:
            return refusal(RR.NOT_AT_TABLE, typed=repr(play.player), players=t.seats)
        if i >= len(expected) and play.player == self.sitting_out(k):
            return refusal(RR.SITS_OUT, player=play.player)
        if i >= len(expected) or play.player == expected[i]:
            return None
        if play.player == self.sitting_out(k):
            return refusal(RR.SITS_OUT, player=play.player)
        if i == 0:
            return refusal(RR.LEADS_THIS, player=expected[0], said=why(), player2=play.player)
        if t.two and i == 1:
            return refusal(RR.GHOST_SECOND, players=expected)
        return refusal(RR.NOT_YOUR_TURN, player=expected[i], players=expected)

    def check_card(
        self, k: int, i: int, play: Play, expected: Sequence[str], volley: str | None, why: Callable[[], str]
    ) -> None:
        """One card played alone is in turn, and not past the trick's end but for the Last Volley's extra card."""
        fault = self.fault(k, i, play, expected, why)
        if fault is None and i >= len(expected) and play.player != volley:
            fault = refusal(RR.TRICK_COMPLETE, n=k, players=expected)
        if fault is not None:
            raise self.table.fail(fault, trick=k, position=i, token=play.text)

    def check(self, k: int, plays: Sequence[Play], expected: Sequence[str], why: Callable[[], str]) -> None:
        """A trick as written has every card in turn and none missing."""
        for i, play in enumerate(plays):
            fault = self.fault(k, i, play, expected, why)
            if fault is not None:
                raise self.table.fail(fault, trick=k, position=i, token=play.text)
        if len(plays) < len(expected):
            missing = expected[len(plays)]
            raise self.table.fail(refusal(RR.NOT_PLAYED, player=missing, players=expected), trick=k)

    def check_volley(self, k: int, trick: Trick) -> None:
        """The Last Volley's extra card, and its player sitting out the last trick (volley.extra)."""
        v = trick.find(Kind.VOLLEY)
        if v is None:
            return
        player = trick.plays[v].player
        t = self.table
        if k == t.n:
            if trick.volley_extra is not None:
                raise t.fail(
                    refusal(RR.VOLLEY_LAST_TRICK),
                    trick=k,
                    position=trick.volley_extra,
                    token=trick.plays[trick.volley_extra].text,
                )
            t.trace.add(RuleId.VOLLEY_EXTRA, Msg.VOLLEY_LAST, n=k, player=player)
            return
        if trick.volley_extra is None:
            raise t.fail(
                refusal(RR.VOLLEY_MORE, player=player),
                trick=k,
                position=v,
                token=trick.plays[v].text,
            )
        self.sitter = player
        extra = trick.plays[trick.volley_extra].card
        t.trace.add(RuleId.VOLLEY_EXTRA, Msg.VOLLEY_SITS, n=k, player=player, token=extra, n2=t.n)

    def stand_in(self, expected: Sequence[str], reading: VolleyLeader) -> str:
        """Who leads the last trick when the player due to lead it sits out (``ruling.volley-leader``)."""
        t, sitter = self.table, self.sitter
        assert sitter is not None
        if t.two:
            return next(p for p in t.players if p != sitter) if sitter != GHOST else expected[0]
        if reading is VolleyLeader.PREVIOUS_IN_TURN:
            return left_of(t.players[::-1], sitter)
        return left_of(t.players, sitter)

    def check_next_player(self, k: int, name: str, what: str, rule: str) -> None:
        """An ability names a player of the next trick (Rosie D'Laney's leader, Mary Thorne's holder); ``what``
        says whose choice it is."""
        t = self.table
        if k == t.n:
            raise t.fail(refusal(RR.NAMES_LAST, said=refusal(what), player=name, n=k, rule=rule), trick=k)
        if name not in t.players:
            who, typed = refusal(what), repr(name)
            if name == GHOST and t.two:
                raise t.fail(refusal(RR.NAMES_GHOST, said=who, typed=typed, players=t.players), trick=k)
            raise t.fail(refusal(RR.NAMES_STRANGER, said=who, typed=typed, players=t.players, rule=rule), trick=k)
        if self.sitter == name and k + 1 == t.n:
            raise t.fail(refusal(RR.NAMES_SITTER, said=refusal(what), player=name), trick=k)


# ---------------------------------------------------------------------------------- the cards played


class _Plays:
    """The cards played, checked against the cards known (:class:`_Cards`) and Mary Thorne's forced cards."""

    __slots__ = ("cards", "forced", "table")

    def __init__(self, table: _Table, cards: _Cards) -> None:
        self.table = table
        self.cards = cards
        self.forced: dict[str, tuple[Card, int]] = {}  # holder -> (card, the trick of Mary's ability)

    def verify(self, k: int, i: int, play: Play, pending: Sequence[Play], volley: str | None) -> None:
        """One card, in turn, checked against the trick so far and the whole round (pure: nothing changes)."""
        lead, suit = self.trial(k, i, play, pending)
        self.cards.check_in_deck(play.card, _plays(play), trick=k, position=i, play=play)
        self.verify_unseen(k, i, play, pending)
        forced = self.forced.get(play.player)
        if forced is not None and forced[0].box_key != play.card.box_key and play.player != volley:
            card, at = forced
            raise self.table.fail(
                refusal(RR.MARY_FORCED, n=at, typed=str(card), player=play.player),
                trick=k,
                position=i,
                token=play.text,
            )
        if play.player == GHOST:
            self.check_ghost_card(k, i, play)
            return
        hand = self.cards.hands.get(play.player)
        if hand is None:
            return
        rest = hand.copy()
        for earlier in pending:  # the Last Volley's player already gave a card to this trick
            if earlier.player == play.player:
                rest.take(earlier.card)
        self.check_from_hand(k, i, play, rest, lead, suit, forced is not None)

    def trial(self, k: int, i: int, play: Play, pending: Sequence[Play]) -> tuple[Lead, Suit | None]:
        """The lead before this card and the suit it plays as, from the trick so far, checked by the trick engine.

        A lone lead card is checked beside a stand-in Escape of another player, as a trick needs two.
        Walk the Plank's choice needs the whole trick, so with a Plank in it the suit is checked at its last card.
        """
        plays = [*pending, play]
        if any(p.card.kind is Kind.PLANK for p in plays):
            return NoSuit.NOT_YET, play.card.suit
        t = self.table
        if not i:
            plays.append(Play(Card(Kind.ESCAPE), next(p for p in t.seats if p != play.player)))
        try:
            trial = Trick.of(plays, t.rules)
        except SkrulesError as err:
            raise t.fail(err.message, trick=k, position=err.position, token=err.token) from None
        return trial.lead_before[i], trial.suits[i]

    def verify_unseen(self, k: int, i: int, play: Play, pending: Sequence[Play]) -> None:
        """A card from a hand not given still counts against the copies in the box, with the trick's others."""
        cards = self.cards
        if play.player in cards.hands or (play.player == GHOST and cards.pile is not None):
            return
        trial = cards.trial()
        for j, earlier in enumerate(pending):
            if earlier.player not in cards.hands and not (earlier.player == GHOST and cards.pile is not None):
                trial.note_seen([earlier.card], k, j)
        trial.note_seen([play.card], k, i)

    def check_trick(self, k: int, trick: Trick, turns: _Turns) -> None:
        """A trick as written: the Last Volley, Mary Thorne's forced cards, and each card from its hand."""
        if not self.take_plain(trick):
            turns.check_volley(k, trick)
            exempt = self.check_forced(k, trick)
            self.check_plays(k, trick, exempt)

    def force(self, holder: str, card: Card, k: int) -> None:
        """Mary Thorne's pick after trick k: the holder must play it in the next trick."""
        self.forced[holder] = (card, k)

    def check_forced(self, k: int, trick: Trick) -> frozenset[int]:
        """Mary Thorne's forced card must be played by its holder, whatever the suit rules say."""
        exempt = set()
        for holder, (card, at) in self.forced.items():
            mine = [i for i, p in enumerate(trick.plays) if p.player == holder]
            hits = [i for i in mine if trick.plays[i].card.box_key == card.box_key]
            if not hits:
                pos = mine[0] if mine else None
                raise self.table.fail(
                    refusal(RR.MARY_FORCED, n=at, typed=str(card), player=holder),
                    trick=k,
                    position=pos,
                    token=None if pos is None else trick.plays[pos].text,
                )
            exempt.add(hits[0])
            self.table.trace.add(RuleId.MARY_POWER, Msg.FORCED, n=k, player=holder, token=card, pirate=Pirate.MARY)
        self.forced = {}
        return frozenset(exempt)

    def check_plays(self, k: int, trick: Trick, exempt: frozenset[int]) -> None:
        """Each card from its player's hand, following suit; Graybeard flips his top card."""
        cards = self.cards
        for i, play in enumerate(trick.plays):
            card = play.card
            cards.check_in_deck(card, _plays(play), trick=k, position=i, play=play)
            if play.player == GHOST:
                self.check_ghost_card(k, i, play)
                self.ghost_trace(k, i, trick)
                if cards.pile is not None:
                    cards.pile.pop(0)
                else:
                    cards.note_seen([card], k, i)
                continue
            hand = cards.hands.get(play.player)
            if hand is None:
                cards.note_seen([card], k, i)
                continue
            self.check_from_hand(k, i, play, hand, trick.lead_before[i], trick.suits[i], i in exempt)
            hand.take(card)

    def take_plain(self, trick: Trick) -> bool:
        """Take each card from its player's hand when the trick plainly passes every check of
        :meth:`_Turns.check_volley`, :meth:`check_forced` and :meth:`check_plays`; else take nothing
        and return False, for those checks to find and word the fault.

        Plainly: every player's hand given, no Last Volley, no card Mary Thorne forced, no ghost,
        each card in the deck and in its player's hand, and no numbered card off the lead suit from a
        hand that could have followed it.
        """
        t = self.table
        if not t.ghostless or self.forced or trick.marks & MARK_VOLLEY:
            return False
        hands, modules = self.cards.hands, t.modules
        found: list[tuple[_Hand, int]] = []
        for play, suit, lead in zip(trick.plays, trick.suits, trick.lead_before, strict=True):
            card = play.card
            if card.module not in modules:
                return False
            hand = hands.get(play.player)
            j = None if hand is None else hand.find(card)  # one search finds the card and where it is
            if hand is None or j is None:  # a hand not given, or a card it does not hold
                return False
            if suit is not lead and card.is_number and isinstance(lead, Suit) and self.follows(hand, lead):
                return False
            found.append((hand, j))
        for hand, j in found:
            del hand.keys[j], hand.cards[j]
        return True

    def check_from_hand(
        self, k: int, i: int, play: Play, hand: _Hand, lead: Lead, suit: Suit | None, exempt: bool
    ) -> None:
        """The card is in the hand and, unless Mary Thorne forced it, follows suit (play.hand, play.follow).

        Only a numbered card off the lead suit needs the whole hand looked at (``may_play``).
        """
        card = play.card
        if exempt or not isinstance(lead, Suit) or card.is_special or suit is lead or not self.follows(hand, lead):
            if hand.holds(card):
                return
            reason = refusal(RR.NOT_IN_HAND, player=play.player, hand=hand.cards, typed=str(card))
            finding = Legality(False, RuleId.PLAY_HAND, reason, None)
        else:
            finding = may_play(hand.cards, card, lead, self.table.rules, plays_as=suit)
            if finding.legal:
                return
            reason = refusal(RR.MAY_NOT, player=play.player, typed=str(card), sentence=finding.reason)
            if finding.rule == RuleId.PLAY_HAND:
                reason = refusal(RR.NOT_IN_HAND, player=play.player, hand=hand.cards, typed=str(card))
            finding = Legality(False, finding.rule, reason, finding.ruling)
        finding = Legality(False, finding.rule, finding.reason, finding.ruling, i, play.player)
        raise IllegalPlay(finding, trick=k, position=i, token=play.text)

    def follows(self, hand: _Hand, lead: Suit) -> bool:
        """Whether the hand holds a card that could follow the lead suit (a Wild 15 too, under ``wild-follow=must``)."""
        for c in hand.cards:
            if c.kind is _NUMBER and (c.suit is lead if c.face is not _WILD else self.table.wild_follows(lead)):
                return True
        return False

    def check_ghost_card(self, k: int, i: int, play: Play) -> None:
        """Graybeard's Tigress is an Escape, and he flips the top card of his hand when it is given (two.flip)."""
        card = play.card
        if card.kind in DECLARED_KINDS and card.role is Role.PIRATE:
            raise self.table.fail(
                refusal(RR.GHOST_MARY if card.kind is Kind.SCARY_MARY else RR.GHOST_TIGRESS),
                trick=k,
                position=i,
                token=play.text,
            )
        pile = self.cards.pile
        if pile is not None and pile[0].box_key != card.box_key:
            raise self.table.fail(
                refusal(RR.GHOST_FLIPS, typed=str(pile[0]), typed2=str(card)),
                trick=k,
                position=i,
                token=play.text,
            )

    def ghost_trace(self, k: int, i: int, trick: Trick) -> None:
        card = trick.plays[i].card
        trace = self.table.trace
        if card.kind in DECLARED_KINDS:
            said = Msg.GHOST_MARY if card.kind is Kind.SCARY_MARY else Msg.GHOST_TIGRESS
            trace.add(RuleId.TWO_TIGRESS, said, n=k)
        lead = trick.lead_before[i]
        if card.is_number and isinstance(lead, Suit) and trick.suits[i] is not lead:
            trace.add(RuleId.TWO_FLIP, Msg.GHOST_FLIP, n=k, label=card, suit=lead)


# ---------------------------------------------------------------------------------- after a trick


class _Window:
    """A trick just played, whose winner may still use the abilities it unlocked; who leads next."""

    __slots__ = ("expected", "k", "leader", "next_leader", "told", "uses", "verdict", "why")

    def __init__(self, k: int, leader: str, verdict: Verdict, expected: Sequence[str]) -> None:
        self.k = k
        self.leader = leader
        self.verdict = verdict
        self.expected = expected
        self.next_leader = ""
        self.why: Callable[[], str] = str  # why next_leader leads: settle_leader words it
        self.uses: list[AbilityUse] = []
        self.told = 0  # the round's steps from here on settle the next lead (TrickResult.settled)

    def settle_leader(self, t: _Table, first_leader: str) -> None:
        """Who the verdict says leads next, with Graybeard's turn settled by ``ruling.graybeard-leader``."""
        k, verdict = self.k, self.verdict
        name = verdict.next_leader_name
        last = k == t.n
        ghost_turn = name == GHOST and not last
        tail = not (last or ghost_turn or self.chooses_leader(t))  # the step says who leads the next trick
        rule, reading = leader_fact(verdict)
        ruling = None if reading is None else (reading.ruling.id, str(reading))
        if verdict.outcome is _WON:
            card = verdict.trick.plays[verdict.winner].card  # type: ignore[index]
            why = _said(RR.WON_TRICK, player=name, n=k)
            said = Msg.TRICK_WON_NEXT if tail else Msg.TRICK_WON
            t.trace.add(rule, said, n=k, player=name, label=card, n2=k + 1)
            # the rule that lets Con's player use the Pirates' powers, said before any is used
            if card.kind is Kind.FIRST_MATE and verdict.abilities and name != GHOST:
                t.trace.add(RuleId.CON_POWERS, Msg.CON_ROUND_POWERS, n=k, player=name, pirates=verdict.abilities)
        elif verdict.outcome is _DESTROYED:
            why = _said(RR.KRAKEN_DESTROYED, n=k, player=name)
            said = Msg.TRICK_DESTROYED_NEXT if tail else Msg.TRICK_DESTROYED
            t.trace.add(rule, said, ruling=ruling, n=k, player=name, n2=k + 1)
        else:
            why = _said(RR.TRICK_DISCARDED, n=k, player=name)
            said = Msg.TRICK_DISCARDED_NEXT if tail else Msg.TRICK_DISCARDED
            t.trace.add(rule, said, ruling=ruling, n=k, player=name, n2=k + 1)
        self.told = len(t.trace)
        if ghost_turn:
            name, why = self.ghost_would_lead(t, first_leader, name, why)
        self.next_leader, self.why = name, why

    def chooses_leader(self, t: _Table) -> bool:
        """Whether the winner may still name the next leader with Rosie D'Laney's ability (``ability.rosie``):
        who leads is then said once the ability is used or left unused, not when the trick is won."""
        return self.k != t.n and self.verdict.winner_name not in (None, GHOST) and self.verdict.rosie_names_leader

    def ghost_would_lead(
        self, t: _Table, first_leader: str, name: str, why: Callable[[], str]
    ) -> tuple[str, Callable[[], str]]:
        k = self.k
        reading = t.rules.ruling(GraybeardLeader)
        ruling = ("ruling.graybeard-leader", reading)
        if reading is GraybeardLeader.ROUND_LEADER:
            name = first_leader
            said = Msg.GHOST_ROUND_LEADER
            why = _said(RR.GHOST_TOOK_ROUND, player=name, n=k)
        elif reading is GraybeardLeader.TRICK_LEADER:
            name = self.verdict.trick.players[0]
            said = Msg.GHOST_TRICK_LEADER
            why = _said(RR.GHOST_TOOK_TRICK, player=name, n=k)
        else:
            said = Msg.GHOST_LEADS
        if said is Msg.GHOST_TRICK_LEADER:
            t.trace.add(RuleId.TWO_LEADER, said, ruling=ruling, player=name, n=k, n2=k + 1)
        else:
            t.trace.add(RuleId.TWO_LEADER, said, ruling=ruling, player=name, n=k + 1)
        return name, why

    def next_lead(self, t: _Table, turns: _Turns) -> tuple[str, Callable[[], str], VolleyLeader | None]:
        """Who leads the next trick and why: the verdict's leader, Rosie's choice, or the Last Volley's stand-in.

        The third value is the ``ruling.volley-leader`` reading when a stand-in leads, else None.
        """
        leader, why = self.next_leader, self.why
        for use in self.uses:
            if isinstance(use.choice, Rosie):
                leader = use.choice.leader
                why = _said(RR.ROSIE_CHOSE, player=use.player, player2=leader)
        sitter = turns.sitter
        if self.k + 1 != t.n or sitter is None or leader != sitter:
            return leader, why, None
        reading = t.rules.ruling(VolleyLeader)
        leader = turns.stand_in(self.expected, reading)
        return leader, _said(RR.STANDS_IN, player=sitter, player2=leader), reading

    def unlocked(self) -> tuple[Pirate, ...]:
        """The abilities the winner may still use now."""
        if self.verdict.winner_name in (None, GHOST):
            return ()
        used = {u.pirate for u in self.uses}
        return tuple(p for p in self.verdict.abilities if p not in used)

    def verify_use(self, t: _Table, ability: Ability) -> None:
        """The checks made before an ability is used, in the order a table would object."""
        k, verdict = self.k, self.verdict
        unlocked, user = verdict.abilities, verdict.winner_name
        pirate, token = ability.pirate, str(ability)
        if not unlocked or user is None:
            raise t.fail(refusal(RR.NO_NAMED_PIRATE if t.rules.abilities else RR.NO_ABILITIES), trick=k, token=token)
        if user == GHOST:
            raise t.fail(refusal(RR.GHOST_NO_ABILITY), trick=k, token=token)
        if pirate not in unlocked:
            said = refusal(RR.NOT_UNLOCKED, player=user, n=k, pirate=pirate, pirates=unlocked)
            raise t.fail(said, trick=k, token=token)
        if k == t.n and pirate in _LAST_TRICK_REFUSED and not after_last_trick(pirate, t.rules):
            reading = t.rules.ruling(LastTrickAbility)
            late = RR.TOO_LATE_RASCAL if reading is LastTrickAbility.HARRY_OR_RASCAL else RR.TOO_LATE
            raise t.fail(refusal(late, pirate=pirate, n=k, typed=str(reading)), trick=k, token=token)
        if any(u.pirate is pirate for u in self.uses):
            raise t.fail(refusal(RR.ONCE_PER_TRICK, pirate=pirate), trick=k, token=token)

    def check_closes(self, t: _Table) -> None:
        """Mary Thorne's ability is not optional: the random card must be picked before the next trick."""
        k, verdict = self.k, self.verdict
        user = verdict.winner_name
        if user is None or user == GHOST or k == t.n or _MARY not in verdict.abilities:
            return
        card = verdict.trick.plays[verdict.winner].card  # type: ignore[index]
        if card.pirate is Pirate.MARY and not any(u.pirate is Pirate.MARY for u in self.uses):
            raise t.fail(refusal(RR.MARY_OWED, player=user, n=k, n2=k + 1), trick=k)

    def close(self, t: _Table, turns: _Turns) -> tuple[TrickResult, str, Callable[[], str]]:
        """The abilities left unused, the Last Volley's stand-in, and the trick's record; who leads next, and why.

        The caller has checked that the trick may close (:meth:`check_closes`).
        """
        k, verdict = self.k, self.verdict
        user = verdict.winner_name
        if verdict.abilities and user is not None:
            self.trace_unused(t, user)
        if not self.uses and turns.sitter is None:
            next_leader, why, reading = self.next_leader, self.why, None
        else:
            next_leader, why, reading = self.next_lead(t, turns)
        if reading is not None:
            said = Msg.VOLLEY_NEXT if reading is VolleyLeader.NEXT_IN_TURN else Msg.VOLLEY_RIGHT
            sitter = turns.sitter or ""
            t.trace.add(
                RuleId.VOLLEY_EXTRA, said, ruling=("ruling.volley-leader", reading), player=sitter, player2=next_leader
            )
        elif self.chooses_leader(t) and not any(u.pirate is _ROSIE for u in self.uses):
            t.trace.add(RuleId.NEXT_WINNER, Msg.LEADS_TRICK, player=next_leader, n=k + 1)
        last = k == t.n
        told = (t.trace[i] for i in range(self.told, len(t.trace)))
        settled = tuple(step for step in told if step.message is not Msg.LOOT_ALLY)  # the trick's own steps say it
        done = TrickResult(k, self.leader, verdict, user, None if last else next_leader, tuple(self.uses), settled)
        return done, next_leader, why

    def trace_unused(self, t: _Table, user: str) -> None:
        k = self.k
        if user == GHOST:
            t.trace.add(RuleId.TWO_GHOST, Msg.GHOST_NO_ABILITY, n=k, pirates=self.verdict.abilities)
            return
        for pirate in self.verdict.abilities:
            if any(u.pirate is pirate for u in self.uses):
                continue
            if k == t.n and pirate is not Pirate.HARRY:
                t.trace.add(RuleId.ABILITY_UNLOCK, Msg.ABILITY_TOO_LATE, n=k, player=user, pirate=pirate)
            else:
                t.trace.add(RuleId.ABILITY_UNLOCK, Msg.ABILITY_UNUSED, n=k, player=user, pirate=pirate)


# After the round's last trick only Harry the Giant's ability still matters; Rosie D'Laney and Mary
# Thorne name a next trick, so they are refused by the check on that trick (_Turns.check_next_player).
_ROSIE = Pirate.ROSIE
_LAST_TRICK_REFUSED = frozenset({Pirate.RASCAL, Pirate.BENDT, Pirate.JUANITA})


# ---------------------------------------------------------------------------------- abilities


class _Powers:
    """The pirate abilities a trick's winner uses: each checked, then applied to the part of the round it acts on."""

    __slots__ = ("cards", "ledger", "plays", "table", "turns")

    def __init__(self, table: _Table, cards: _Cards, ledger: _Ledger, turns: _Turns, plays: _Plays) -> None:
        self.table = table
        self.cards = cards
        self.ledger = ledger
        self.turns = turns
        self.plays = plays

    def verify(self, w: _Window, ability: Ability) -> None:
        """Raise a :class:`RoundError` naming the rule if the window's winner cannot use this now."""
        w.verify_use(self.table, ability)
        try:
            self.check(w, ability)
        except RoundError as err:
            err.token = err.token or str(ability)
            raise

    def check(self, w: _Window, ability: Ability) -> None:
        """What the ability names must be possible: a player to lead, a bid in range, cards where it says."""
        k, user = w.k, w.verdict.winner_name
        assert user is not None
        if isinstance(ability, Rosie):
            self.turns.check_next_player(k, ability.leader, RR.ROSIE_CHOICE, RuleId.ABILITY_ROSIE)
        elif isinstance(ability, Bendt):
            self.check_bendt(k, user, ability)
        elif isinstance(ability, Harry):
            self.ledger.check_harry(k, user, ability.change)
        elif isinstance(ability, Mary):
            self.check_mary(k, ability)

    def use(self, w: _Window, ability: Ability) -> AbilityUse:
        """Apply an ability already checked, and say so in the round's trace."""
        k, user = w.k, w.verdict.winner_name
        assert user is not None
        trace = self.table.trace
        if isinstance(ability, Rosie):
            trace.add(
                RuleId.ABILITY_ROSIE,
                Msg.ROSIE_USED,
                n=k,
                player=user,
                pirate=Pirate.ROSIE,
                player2=ability.leader,
                n2=k + 1,
            )
        elif isinstance(ability, Bendt):
            self.use_bendt(k, user, ability)
        elif isinstance(ability, Rascal):
            self.ledger.wager(k, user, ability.wager)
        elif isinstance(ability, Juanita):
            seen = self.cards.undealt()
            said = Msg.JUANITA_USED if seen is None else Msg.JUANITA_COUNTED
            n2 = 0 if seen is None else len(seen)
            trace.add(RuleId.ABILITY_JUANITA, said, n=k, player=user, pirate=Pirate.JUANITA, n2=n2)
            return AbilityUse(ability.pirate, user, k, ability, tuple(seen or ()))
        elif isinstance(ability, Harry):
            self.ledger.use_harry(k, user, ability.change)
        else:
            self.plays.force(ability.holder, ability.card, k)
            trace.add(
                RuleId.MARY_POWER,
                Msg.MARY_USED,
                n=k,
                player=user,
                pirate=Pirate.MARY,
                token=ability.card,
                player2=ability.holder,
                n2=k + 1,
            )
        return AbilityUse(ability.pirate, user, k, ability)

    def check_bendt(self, k: int, user: str, ability: Bendt) -> None:
        """Two cards drawn (fewer when fewer are undealt), as many discarded, each where it is said to be."""
        t, cards = self.table, self.cards
        available = len(deck(t.rules, len(t.players))) - len(t.seats) * t.n - len(cards.drawn)
        want = min(2, available)
        drawn = len(ability.drawn)
        if drawn != want:
            if want == 1:
                raise t.fail(refusal(RR.BENDT_DRAWS_ONE, n=available, n2=drawn), trick=k)
            raise t.fail(refusal(RR.BENDT_DRAWS_N, n=want, n2=available, n3=drawn), trick=k)
        if len(ability.discarded) != drawn:
            raise t.fail(refusal(RR.BENDT_DISCARDS, n=drawn), trick=k)
        for card in ability.drawn:
            cards.check_in_deck(card, _said(R.BENDT_DRAWS, typed=str(card)), trick=k)
        undealt = cards.undealt()
        if undealt is not None:
            left = _Hand(undealt)
            for card in ability.drawn:
                if not left.take(card):
                    raise t.fail(refusal(RR.NOT_UNDEALT, typed=str(card)), trick=k)
        hand = cards.hands.get(user)
        if hand is None:
            cards.check_seen(ability.discarded, k, None, _said(R.BENDT_DISCARD, n=k))
            return
        cards.check_seen(ability.drawn, k, None, _said(R.BENDT_DRAW, n=k))
        after = hand.copy()
        after.add(ability.drawn)
        for card in ability.discarded:
            if not after.take(card):
                said = refusal(RR.NO_DISCARD, player=user, hand=after.cards, typed=str(card))
                raise t.fail(said, trick=k)

    def use_bendt(self, k: int, user: str, ability: Bendt) -> None:
        cards = self.cards
        hand = cards.hands.get(user)
        if hand is None:
            cards.note_seen(ability.discarded, k, None, _said(R.BENDT_DISCARD, n=k))
        else:
            cards.note_seen(ability.drawn, k, None, _said(R.BENDT_DRAW, n=k))
            hand.add(ability.drawn)
            for card in ability.discarded:
                hand.take(card)
        cards.drawn += ability.drawn
        said = Msg.BENDT_USED if ability.drawn and ability.discarded else Msg.BENDT_EMPTY
        self.table.trace.add(
            RuleId.ABILITY_BENDT,
            said,
            n=k,
            player=user,
            pirate=Pirate.BENDT,
            tokens=ability.drawn,
            tokens2=ability.discarded,
        )

    def check_mary(self, k: int, ability: Mary) -> None:
        holder = ability.holder
        self.turns.check_next_player(k, holder, RR.MARY_CHOICE, RuleId.MARY_POWER)
        self.cards.check_in_deck(ability.card, _said(R.MARY_PICKS, typed=str(ability.card)), trick=k)
        hand = self.cards.hands.get(holder)
        if hand is not None and not hand.holds(ability.card):
            said = refusal(RR.MARY_NOT_HELD, player=holder, hand=hand.cards, typed=str(ability.card))
            raise self.table.fail(said, trick=k)


# ---------------------------------------------------------------------------------- the score sheet


class _Ledger:
    """What the round scores: the bids, the tricks won, the bonuses and alliances, Rascal's wagers, Harry's changes."""

    __slots__ = ("alliances", "awards", "bids", "cannonball", "harry", "table", "wagers", "won")

    def __init__(self, table: _Table) -> None:
        self.table = table
        self.bids: Mapping[str, int] | None = None
        self.cannonball: frozenset[str] = frozenset()
        self.won: dict[str, int] = dict.fromkeys(table.seats, 0)
        self.awards: dict[str, list[Award]] = {p: [] for p in table.players}
        self.alliances: list[Alliance] = []
        self.wagers: dict[str, int] = {}
        self.harry: dict[str, int] = {}

    def check_bids(self, bids: Mapping[str, int], cannonball: frozenset[str]) -> None:
        """Once a round, one bid for each player, each 0 to the cards dealt; cannonball only under Rascal scoring."""
        t = self.table
        if self.bids is not None:
            raise t.fail(refusal(RR.BIDS_ONCE))
        values = bids.values()
        if (
            not cannonball
            and len(bids) == len(t.players)
            and bids.keys() == set(t.players)
            and set(map(type, values)) == {int}
            and all(bid_in_range(bid, t.n) for bid in values)
        ):
            return  # one bid for each player, each 0 to the cards dealt: what the checks below come to
        for name in bids:
            if name not in t.players:
                raise t.fail(refusal(RR.BID_GHOST if name == GHOST and t.two else RR.BID_STRANGER, typed=repr(name)))
        for name in t.players:
            if name not in bids:
                raise t.fail(refusal(RR.NO_BID, player=name, n=t.n))
            bid = bids[name]
            if isinstance(bid, bool) or not isinstance(bid, int) or not bid_in_range(bid, t.n):
                raise t.fail(refusal(RR.BID_RANGE, player=name, typed=repr(bid), n=t.n))
        strange = cannonball - set(t.players)
        if strange:
            raise t.fail(refusal(RR.CANNONBALL_STRANGER, typed=repr(sorted(strange)[0])))
        if t.rules.scoring is Scoring.CLASSIC and cannonball:
            raise t.fail(refusal(RR.CANNONBALL_CLASSIC))

    def reveal(self, bids: Mapping[str, int], cannonball: frozenset[str]) -> Bids:
        """Record the bids checked, and say them in the trace."""
        t = self.table
        made = self.bids = MappingProxyType(dict(bids))
        self.cannonball = cannonball
        t.trace.add(RuleId.BID_REVEAL, Msg.BIDS, bids=[(p, made[p]) for p in t.players])
        t.trace.add(RuleId.BID_RANGE, Msg.BID_RANGE, n=t.n)
        if t.rules.scoring is not Scoring.CLASSIC:
            words = {Scoring.RASCAL: "grapeshot", Scoring.CANNONBALL: "cannonball"}
            methods = [(p, words[self.method(p)]) for p in t.players]
            t.trace.add(RuleId.SCORE_CHOICE, Msg.CHOICES, choices=methods)
        return Bids(made, cannonball)

    def method(self, player: str) -> Scoring:
        """How a player's round is scored: classic, or their choice under Rascal scoring."""
        scoring = self.table.rules.scoring
        if scoring is _CLASSIC:
            return _CLASSIC
        return Scoring.CANNONBALL if player in self.cannonball else scoring

    def settle(self, k: int, trick: Trick, verdict: Verdict) -> None:
        """The trick won, and its bonuses and alliances, for scoring at the end of the round."""
        winner = verdict.winner_name
        if winner is not None:
            self.won[winner] += 1
        if not (verdict.bonuses or verdict.alliances):
            return
        t = self.table
        on_miss = t.rules.has_house(House.BONUS_ON_MISS)  # the scoring pays them: they stay bid bonuses
        for b in verdict.bonuses:
            name = trick.players[b.player]
            if name == GHOST:
                t.trace.add(RuleId.TWO_GHOST, Msg.GHOST_BONUS, n=k, points=b.points, rule=b.rule)
                continue
            said = Msg.DESTROYED_IN if b.rule == RuleId.DAVY_BONUS else Msg.CAPTURED_IN
            needs_bid = b.needs_bid or on_miss
            what = english(said, {"who": trick.plays[b.card], "n": k})
            self.awards[name].append(Award(b.rule, b.points, what, needs_bid))
        for loot, w in verdict.alliances:
            a = Alliance(trick.plays[loot].player, trick.plays[w].player, k)
            if GHOST in (a.loot, a.winner) and t.two:
                t.trace.add(RuleId.TWO_GHOST, Msg.GHOST_LOOT, n=k)
                continue
            self.alliances.append(a)
            t.trace.add(RuleId.LOOT_ALLIANCE, Msg.LOOT_ALLY, n=k, player=a.loot, player2=a.winner)

    def wager(self, k: int, user: str, wager: int) -> None:
        """Rascal of Roatan's wager on the bid (ability.rascal)."""
        t = self.table
        self.wagers[user] = wager
        # only a reading of ruling.last-trick-ability lets it come after the last trick
        cited = t.rules.ruling(LastTrickAbility).cited if k == t.n else None
        said = Msg.WAGER if cited is None else Msg.WAGER_LAST
        t.trace.add(RuleId.ABILITY_RASCAL, said, ruling=cited, n=k, player=user, pirate=Pirate.RASCAL, n2=wager)

    def check_harry(self, k: int, user: str, change: int) -> None:
        """Harry the Giant keeps the bid 0 to the cards dealt (ability.harry)."""
        n = self.table.n
        bid = self.bids[user]  # type: ignore[index]
        if not bid_in_range(bid + change, n):
            raise self.table.fail(refusal(RR.HARRY_RANGE, player=user, n=bid, n2=bid + change, n3=n), trick=k)

    def use_harry(self, k: int, user: str, change: int) -> None:
        t = self.table
        bid = self.bids[user]  # type: ignore[index]
        self.harry[user] = change
        last = k == t.n
        if change:
            said = Msg.HARRY_MOVES_LAST if last else Msg.HARRY_MOVES
        else:
            said = Msg.HARRY_STAYS_LAST if last else Msg.HARRY_STAYS
        # After the last trick, every reading of ruling.last-trick-ability lets Harry act: it decides this step.
        cited = t.rules.ruling(LastTrickAbility).cited if last else None
        values = {"n": k, "player": user, "pirate": Pirate.HARRY, "n2": bid, "n3": bid + change}
        t.trace.add(RuleId.ABILITY_HARRY, said, ruling=cited, **values)

    def finish(self, dealer: str | None, tricks: tuple[TrickResult, ...]) -> RoundResult:
        """The round's result: every player's score, with the bids as made and as scored."""
        t = self.table
        bids = self.bids
        assert bids is not None
        harry, won = self.harry, self.won
        final = {p: bids[p] + harry.get(p, 0) for p in t.players} if harry else {p: bids[p] for p in t.players}
        made = {p: won[p] == final[p] for p in t.players} if self.alliances else {}
        scores = {p: self.score(p, bids[p], made) for p in t.players}
        return RoundResult(
            t.players,
            t.n,
            dealer,
            tricks[0].leader,
            tricks,
            bids,
            MappingProxyType(final),
            MappingProxyType(dict(won)),  # the seats in order, Graybeard's ghost included
            tuple(self.alliances),
            MappingProxyType(scores),
            t.trace,
            t.rules,
            t.number,
        )

    def score(self, p: str, bid: int, made: Mapping[str, bool]) -> Breakdown:
        """One player's score, with the Loot alliances they made, and its line in the round's trace.

        The round has checked every bid, card and ability as it was played, so it scores through
        :func:`~skrules.scoring.tally`, which does not check the round again as ``score`` does.
        """
        t, alliances = self.table, self.alliances
        allies: list[Ally] = []
        if alliances:
            allies = [Ally(a.winner, made[a.winner]) for a in alliances if a.loot == p]
            allies += [Ally(a.loot, made[a.loot], holds_loot=True) for a in alliances if a.winner == p]
        wagers, harry = self.wagers, self.harry
        b = tally(
            self.method(p),
            t.n,
            bid,
            self.won[p],
            self.awards[p],
            allies,
            wagers.get(p) if wagers else None,
            harry.get(p) if harry else None,
            t.rules,
            p,
        )
        off = abs(b.won - b.bid)
        # the step cites the bid's rule with the bid's points; the rest is in the breakdown
        bid_item = b.items[1] if p in harry else b.items[0]
        said = _SCORED[bool(off), bid_item.points != b.total]
        word = method_label(b.method)
        t.trace.add(
            bid_item.rule, said, player=p, n=b.bid, n2=b.won, n3=off, points=bid_item.points, points2=b.total, word=word
        )
        return b
