"""Adjudicating a trick: one precedence ladder, in the order the rulebook gives.

:class:`Trick` checks that the plays could have happened (cards, copies, players, declarations)
and works out what the table knew while playing (the lead suit before each card). :func:`adjudicate`
then climbs the ladder once:

1. Davy Jones' Locker destroys every sea monster; otherwise the last sea monster played decides
   (the Kraken destroys the trick; the White Whale and the Spotted Stingray leave numbers only);
2. Walk the Plank removes its Pirate;
3. the characters are resolved as a set: a Mermaid with the Skull King, the Skull King, First
   Mate Con, the first Pirate, the first Mermaid;
4. the highest trump, then the highest card of the lead suit;
5. the first Escape-like card; and if nothing can win, the trick is discarded.

Characters are never compared pairwise: Mermaid > Skull King > Pirate > Mermaid is a cycle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum

from .cards import DEFERRING, NO_SUIT_LEADS, SEA_MONSTERS, Card, Face, Kind, Pirate, Role, Suit, parse_card
from .errors import DeckError, NotationError, SkrulesError, TrickError
from .notation import Play, parse_play, parse_plays
from .rules import (
    CharacterLead,
    ConTriangle,
    DavyNeedsBid,
    DavyRecipient,
    DiscardCaptures,
    KrakenLeader,
    KrakenNobodyLeader,
    LeadAfterEscape,
    MonsterDiscardLeader,
    PlankTigress,
    Reading,
    RemovedLead,
    RuleSet,
    ruling_of,
)
from .trace import Trace

__all__ = ["Bonus", "Outcome", "Trick", "Verdict", "adjudicate", "judge"]


class NoSuit(Enum):
    """The lead before a suit is known: not set yet, or none for the whole trick."""

    NOT_YET = "not yet"
    NONE = "none"


Lead = Suit | NoSuit


class Outcome(StrEnum):
    WON = "won"
    DESTROYED = "destroyed"  # the Kraken
    DISCARDED = "discarded"  # nothing could win


# --------------------------------------------------------------------------------- the trick


@dataclass(frozen=True, eq=False)
class Trick:
    """The plays of one trick, checked, with what the table knew before each card."""

    plays: tuple[Play, ...]
    rules: RuleSet
    players: tuple[str, ...]  # by first card played: the leader first, then clockwise
    seat: tuple[int, ...]  # per play, the index of its player in ``players``
    roles: tuple[Role, ...]
    suits: tuple[Suit | None, ...]  # per play, the suit it plays as (a Wild 15's is settled here)
    lead_before: tuple[Lead, ...]  # per play, the lead suit when it was played
    lead: Lead  # after the last play
    lead_by: int | None  # the card that set the suit or left the trick without one
    plank_target: int | None
    volley_extra: int | None  # the Last Volley's extra card

    @classmethod
    def of(cls, plays: Sequence[Play | str], rules: RuleSet | None = None) -> Trick:
        """Check the plays and build the trick; ``rules`` defaults to the deck the cards need."""
        if not plays:
            raise TrickError("an empty trick: give its cards in play order, the card led first")
        ps = [p if isinstance(p, Play) else parse_play(p, i) for i, p in enumerate(plays)]
        cards = [p.card for p in ps]
        for i, card in enumerate(cards):
            if card.role is Role.UNDECLARED:
                raise NotationError(
                    "declare the Tigress when she is played: 'tigress:pirate' or 'tigress:escape'",
                    position=i,
                    token=ps[i].text,
                )
        if rules is None:
            rules = RuleSet.for_cards(cards)
        try:
            rules.box.check(cards)
        except DeckError as err:
            pos = err.position
            raise DeckError(err.message, position=pos, token=None if pos is None else ps[pos].text) from None
        players, seat, extra = _seat_players(ps, rules)
        roles = tuple(c.role for c in cards)
        suits, lead_before, lead, lead_by = _scan_lead(ps, roles, rules)
        target = _plank_target(ps, roles, rules)
        return cls(tuple(ps), rules, players, seat, roles, suits, lead_before, lead, lead_by, target, extra)

    def __len__(self) -> int:
        return len(self.plays)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.plays)

    def first_play_of(self, player: int) -> int:
        """The position of a player's first card (a player is known by it)."""
        return self.seat.index(player)

    def who(self, i: int) -> str:
        """``"Ann's Mermaid"``: a card by its player, for explanations."""
        return f"{self.plays[i].player}'s {self.plays[i].card.label}"

    def find(self, kind: Kind) -> int | None:
        for i, p in enumerate(self.plays):
            if p.card.kind is kind:
                return i
        return None


def _seat_players(ps: list[Play], rules: RuleSet) -> tuple[tuple[str, ...], tuple[int, ...], int | None]:
    players: list[str] = []
    seat: list[int] = []
    extra = None
    for i, p in enumerate(ps):
        if p.player in players:
            first = players.index(p.player)
            first_pos = seat.index(first)
            if ps[first_pos].card.kind is not Kind.VOLLEY:
                raise TrickError(
                    f"{p.player} plays twice (cards {first_pos + 1} and {i + 1}); only the player of "
                    "the Last Volley plays a second card",
                    position=i,
                    token=p.text,
                )
            if i != len(ps) - 1 or extra is not None:
                raise TrickError(
                    f"the Last Volley's extra card comes after everyone else's; {p.player}'s second card "
                    f"is card {i + 1} of {len(ps)}",
                    position=i,
                    token=p.text,
                )
            extra = i
            seat.append(first)
        else:
            players.append(p.player)
            seat.append(len(players) - 1)
    if len(players) < 2:
        raise TrickError("a trick needs at least two players, one card each")
    if len(players) > rules.max_players:
        more = " (the Expansion Pack seats more)" if not rules.expansion else ""
        raise TrickError(
            f"{len(players)} players, but this deck seats at most {rules.max_players}{more}",
            position=rules.max_players,
            token=ps[seat.index(rules.max_players)].text,
        )
    return tuple(players), tuple(seat), extra


def _scan_lead(
    ps: list[Play], roles: tuple[Role, ...], rules: RuleSet
) -> tuple[tuple[Suit | None, ...], tuple[Lead, ...], Lead, int | None]:
    """Walk the plays in order as the table did: the suit each card plays as, the lead before it."""
    voids = _character_voids(rules)
    lead: Lead = NoSuit.NOT_YET
    lead_by: int | None = None
    suits: list[Suit | None] = []
    before: list[Lead] = []
    for i, (p, role) in enumerate(zip(ps, roles, strict=True)):
        before.append(lead)
        card = p.card
        suit = card.suit
        if card.face is Face.WILD:
            suit = _wild_suit(card, lead, i, p.text)
        suits.append(suit)
        if lead is NoSuit.NOT_YET:
            if role is Role.NUMBER:
                lead, lead_by = suit, i  # type: ignore[assignment]
            elif role not in DEFERRING and voids(i):
                lead, lead_by = NoSuit.NONE, i
    return tuple(suits), tuple(before), lead, lead_by


def _wild_suit(card: Card, lead: Lead, i: int, token: str) -> Suit | None:
    if isinstance(lead, Suit):
        if lead is Suit.BLACK:
            if card.suit is not None:
                raise NotationError(
                    "black (trump) was led, so the Wild 15 takes no suit and loses to trump: write 'wild15'",
                    position=i,
                    token=token,
                )
            return None
        if card.suit is not None and card.suit is not lead:
            raise NotationError(
                f"{lead.label} is the lead suit, so the Wild 15 plays as the {lead.label} 15; "
                f"it cannot be named {card.suit.label}",
                position=i,
                token=token,
            )
        return lead
    if card.suit is None:
        raise NotationError(
            "no suit is set yet, so the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y",
            position=i,
            token=token,
        )
    return card.suit


def _plank_candidates(roles: tuple[Role, ...], ps: Sequence[Play], rules: RuleSet) -> list[int]:
    tigress_too = rules.ruling(PlankTigress) is PlankTigress.YES
    return [
        i for i, role in enumerate(roles) if role is Role.PIRATE and (tigress_too or ps[i].card.kind is Kind.PIRATE)
    ]


def _plank_target(ps: list[Play], roles: tuple[Role, ...], rules: RuleSet) -> int | None:
    plank = next((i for i, p in enumerate(ps) if p.card.kind is Kind.PLANK), None)
    if plank is None:
        return None
    token = ps[plank].text
    candidates = _plank_candidates(roles, ps, rules)
    wanted = ps[plank].target
    if wanted is None:
        if len(candidates) > 1:
            options = " or ".join(f"plank:{i + 1}" for i in candidates)
            raise TrickError(
                f"Walk the Plank must name the Pirate it removes: {options} (by card position)",
                position=plank,
                token=token,
            )
        return candidates[0] if candidates else None
    if not candidates:
        raise TrickError("there is no Pirate here for Walk the Plank to remove", position=plank, token=token)
    if wanted.isascii() and wanted.isdigit() and len(wanted) <= 6:  # isdigit() alone takes '²'
        matches = [int(wanted) - 1]
    elif wanted in {p.player for p in ps}:
        matches = [i for i in candidates if ps[i].player == wanted]
    else:
        try:
            key = parse_card(wanted).box_key
        except SkrulesError:
            raise TrickError(
                f"Walk the Plank's choice {wanted!r} is neither a card position, a player nor a Pirate",
                position=plank,
                token=token,
            ) from None
        matches = [i for i in range(len(ps)) if ps[i].card.box_key == key]
    if len(matches) != 1 or matches[0] not in candidates:
        which = ", ".join(str(i + 1) for i in candidates)
        raise TrickError(
            f"Walk the Plank's choice {wanted!r} is not one Pirate it can remove; the candidates are cards {which}",
            position=plank,
            token=token,
        )
    return matches[0]


# --------------------------------------------------------------------------------- the verdict


@dataclass(frozen=True, slots=True)
class Bonus:
    """Points a capture is worth to a player, paid at the end of the round if the bid is made."""

    rule: str
    points: int
    card: int  # the captured card's position
    player: int  # the receiving player's index in ``Trick.players``
    needs_bid: bool = True


@dataclass(frozen=True)
class Verdict:
    """What a trick comes to: who takes it, what it is worth, who leads next, and why."""

    trick: Trick
    outcome: Outcome
    winner: int | None  # the winning card's position
    next_leader: int  # the next leader's index in ``Trick.players``
    bonuses: tuple[Bonus, ...]
    alliances: tuple[tuple[int, int], ...]  # (Loot's position, winning card's position)
    removed: tuple[int, ...]
    abilities: tuple[Pirate, ...]  # pirate powers the winner may use (when abilities are played)
    trace: Trace
    lead: Lead  # the lead suit that decided the trick: as played, or set afresh once cards are removed

    @property
    def winner_player(self) -> int | None:
        return None if self.winner is None else self.trick.seat[self.winner]

    @property
    def winner_name(self) -> str | None:
        return None if self.winner is None else self.trick.plays[self.winner].player

    @property
    def next_leader_name(self) -> str:
        return self.trick.players[self.next_leader]

    @property
    def lead_suit(self) -> Suit | None:
        """The suit that decided the trick (``Trick.lead`` is the one the players had to follow)."""
        return self.lead if isinstance(self.lead, Suit) else None

    @property
    def bonus(self) -> int:
        """What the winner's captures are worth (0 when nobody wins)."""
        w = self.winner_player
        return sum(b.points for b in self.bonuses if b.player == w) if w is not None else 0

    def as_dict(self) -> dict[str, object]:
        t = self.trick
        volley = t.find(Kind.VOLLEY)
        return {
            "plays": [
                {"position": i, "player": p.player, "card": str(p.card), "target": p.target}
                for i, p in enumerate(t.plays)
            ],
            "players": list(t.players),
            "outcome": self.outcome.value,
            "winner": self.winner,
            "winner_name": self.winner_name,
            "winning_card": None if self.winner is None else str(t.plays[self.winner].card),
            "lead_suit": None if self.lead_suit is None else self.lead_suit.label,
            "next_leader": t.first_play_of(self.next_leader),
            "next_leader_name": self.next_leader_name,
            "bonus": self.bonus,
            "bonuses": [
                {
                    "rule": b.rule,
                    "points": b.points,
                    "card": b.card,
                    "player": t.first_play_of(b.player),
                    "player_name": t.players[b.player],
                    "needs_bid": b.needs_bid,
                }
                for b in self.bonuses
            ],
            "alliances": [list(a) for a in self.alliances],
            "removed": list(self.removed),
            "abilities": [p.value for p in self.abilities],
            "last_volley": None
            if volley is None
            else {"player": volley, "player_name": t.plays[volley].player, "extra_card": t.volley_extra},
            "trace": self.trace.as_list(),
        }


def judge(tokens: Sequence[str], rules: RuleSet | None = None, *, explain: bool = True) -> Verdict:
    """Adjudicate a trick written as tokens: ``judge(["mermaid", "sk", "rosie"])``."""
    return adjudicate(Trick.of(parse_plays(tokens), rules), explain=explain)


def adjudicate(trick: Trick | Sequence[Play], rules: RuleSet | None = None, *, explain: bool = True) -> Verdict:
    """Who wins the trick, what it is worth, who leads next; with the steps of the reasoning."""
    if not isinstance(trick, Trick):
        trick = Trick.of(trick, rules)
    return _Ladder(trick, Trace() if explain else None).run()


# --------------------------------------------------------------------------------- the ladder


@dataclass(frozen=True, slots=True)
class _Core:
    """The result of the character and number rungs over the cards that remain."""

    winner: int | None
    positions: tuple[int, ...]
    lead: Lead


class _Ladder:
    def __init__(self, trick: Trick, trace: Trace | None) -> None:
        self.t = trick
        self.rules = trick.rules
        self.tr = trace
        self.lead = trick.lead

    def ruling(self, kind: type[Reading]) -> tuple[str, Reading]:
        return ruling_of(kind).id, self.rules.ruling(kind)

    # ----------------------------------------------------------------- top
    def run(self) -> Verdict:
        t, tr = self.t, self.tr
        if tr is not None:
            self.explain_play()
        n = len(t)
        monsters = [i for i in range(n) if t.roles[i] in SEA_MONSTERS]
        davy = t.find(Kind.DAVY)
        removed: set[int] = set()
        if davy is not None:
            removed.add(davy)
            if tr is not None:
                if monsters:
                    names = ", ".join(t.who(i) for i in monsters)
                    tr.add("davy.destroy", f"{t.who(davy)} destroys every sea monster: {names}.", davy, *monsters)
                else:
                    tr.add("exp.non-winning", f"{t.who(davy)} finds no sea monster; it never wins a trick.", davy)
            removed.update(monsters)
            decider = None
        else:
            decider = monsters[-1] if monsters else None
            if tr is not None and len(monsters) > 1:
                earlier = " and ".join(t.who(i) for i in monsters[:-1])
                counts = "counts as an Escape" if len(monsters) == 2 else "count as Escapes"
                tr.add(
                    "monster.last",
                    f"{t.who(decider)} is the last sea monster played and decides; {earlier} {counts}.",  # type: ignore[arg-type]
                    *monsters,
                )
        if decider is not None and t.roles[decider] is Role.KRAKEN:
            return self.kraken(decider, monsters)
        if decider is not None:
            return self.numbers_only(decider, monsters)
        return self.characters(removed, davy, monsters)

    def explain_play(self) -> None:
        t, tr = self.t, self.tr
        assert tr is not None
        for i, p in enumerate(t.plays):
            c = p.card
            if c.kind is Kind.TIGRESS:
                as_ = "a Pirate" if c.role is Role.PIRATE else "an Escape"
                tr.add("tigress.declare", f"{p.player} declared the Tigress as {as_}.", i)
            elif c.kind is Kind.LOOT:
                tr.add("loot.escape", f"{p.player}'s Loot plays as an Escape.", i)
            elif c.face is Face.ZERO_FOURTEEN:
                tr.add("exp.zero-fourteen", f"{p.player} declared the {c.suit.label} 0/14 card as {c.rank}.", i)  # type: ignore[union-attr]
            elif c.face is Face.WILD:
                self.explain_wild(i)
            elif c.pirate is Pirate.MARY:
                tr.add("mary.pirate", f"{p.player}'s Mary Thorne plays as a Pirate.", i)
        self.explain_lead()
        if t.find(Kind.VOLLEY) is not None:
            self.explain_volley()

    def explain_wild(self, i: int) -> None:
        t, tr = self.t, self.tr
        assert tr is not None
        lead, suit, name = t.lead_before[i], t.suits[i], t.plays[i].player
        if lead is Suit.BLACK:
            tr.add("wild.black", f"Black was led, so {name}'s Wild 15 takes no suit and loses to trump.", i)
        elif isinstance(lead, Suit):
            tr.add("wild.follow", f"{name}'s Wild 15 plays as the {lead.label} 15, following the lead suit.", i)
        else:
            sets = " and sets the lead suit" if t.lead_by == i else ""
            tr.add("wild.name", f"No suit was set, so {name} named the Wild 15 {suit.label}{sets}.", i)  # type: ignore[union-attr]

    def explain_lead(self) -> None:
        t, tr = self.t, self.tr
        assert tr is not None
        first = t.plays[0]
        by = t.lead_by
        if t.roles[0] in DEFERRING:
            rule = "exp.lead" if t.roles[0] is Role.NON_WINNING else "lead.escape"
            opening = f"{t.who(0)} led, which passes the choice of suit to the next card"
            passed = [i for i in range(1, len(t)) if by is None or i < by]
            skipped = [i for i in passed if t.roles[i] not in DEFERRING]
            if isinstance(t.lead, Suit):
                text = f"{opening}; {t.who(by)} set {t.lead.label} as the lead suit."  # type: ignore[arg-type]
            elif t.lead is NoSuit.NONE:
                text = f"{opening}; {t.who(by)}, a character, left the trick without a suit."  # type: ignore[arg-type]
            else:
                text = f"{opening}; no numbered card followed, so there is no lead suit."
            if skipped or t.lead is NoSuit.NONE:
                tr.add(rule, text, 0, *([by] if by is not None else []), ruling=self.ruling(LeadAfterEscape))
            else:
                tr.add(rule, text, 0, *([by] if by is not None else []))
        elif isinstance(t.lead, Suit) and t.lead_by == 0:
            tr.add("lead.number", f"{first.player} led the {first.card.label}: {t.lead.label} is the lead suit.", 0)
        elif t.lead is NoSuit.NONE:
            tr.add(
                "lead.character",
                f"{t.who(0)} led: the trick has no suit to follow.",
                0,
                ruling=self.ruling(CharacterLead),
            )
        else:
            reading = self.ruling(CharacterLead)
            text = f"{t.who(0)} led, and the first numbered card after it sets the suit"
            text += (
                f": {t.who(by)} set {t.lead.label}." if isinstance(t.lead, Suit) and by is not None else "; none came."
            )
            tr.add("lead.character", text, 0, *([by] if by is not None else []), ruling=reading)

    def explain_volley(self) -> None:
        t, tr = self.t, self.tr
        assert tr is not None
        v = t.find(Kind.VOLLEY)
        assert v is not None
        name = t.plays[v].player
        if t.volley_extra is None:
            tr.add(
                "volley.extra",
                f"{name} played the Last Volley with no card to add: that happens only in the "
                "round's last trick, and it never wins.",
                v,
            )
        else:
            tr.add(
                "volley.extra",
                f"{name} played the Last Volley, so added {t.plays[t.volley_extra].card.label} "
                f"after everyone; {name} sits out the round's last trick. The Last Volley never wins.",
                v,
                t.volley_extra,
            )

    # ----------------------------------------------------------------- sea monsters
    def kraken(self, kraken: int, monsters: list[int]) -> Verdict:
        t, tr = self.t, self.tr
        reading = self.rules.ruling(KrakenLeader)
        if tr is not None:
            tr.add("kraken.destroy", f"{t.who(kraken)} destroys the trick: nobody wins it or scores from it.", kraken)
        if reading is KrakenLeader.LEFT_OF_KRAKEN:
            leader = (t.seat[kraken] + 1) % len(t.players)
            why = f"the player after {t.plays[kraken].player} leads next: {t.players[leader]}"
        else:
            core = self.core(set(monsters) | self.plank_removal(), recompute=True, explain=False)
            if core.winner is None:
                leader = self.kraken_nobody(kraken, reading)
                return self.verdict(Outcome.DESTROYED, None, leader, (), (), tuple(monsters))
            leader = self.next_after(core)
            why = f"without the sea monsters {t.who(core.winner)} would have won, so {t.players[leader]} leads next"
        if tr is not None:
            tr.add("kraken.leader", why[0].upper() + why[1:] + ".", kraken, ruling=("ruling.kraken-leader", reading))
        return self.verdict(Outcome.DESTROYED, None, leader, (), (), tuple(monsters))

    def kraken_nobody(self, kraken: int, reading: str) -> int:
        """Who leads after a Kraken trick where nothing else could have won: the rules name no one."""
        t, tr = self.t, self.tr
        nobody = self.rules.ruling(KrakenNobodyLeader)
        if nobody is KrakenNobodyLeader.KRAKEN_PLAYER:
            leader = t.seat[kraken]
            who = f"{t.players[leader]}, who played the Kraken, leads next"
        else:
            leader = 0
            who = f"{t.players[leader]}, who led the trick, leads again"
        if tr is not None:
            tr.add(
                "kraken.leader",
                "Without the sea monsters nothing could have won, so nobody would have won the trick.",
                kraken,
                ruling=("ruling.kraken-leader", reading),
            )
            tr.add(
                "kraken.leader",
                f"With no would-be winner, {who}.",
                kraken,
                ruling=("ruling.kraken-nobody-leader", nobody),
            )
        return leader

    def numbers_only(self, decider: int, monsters: list[int]) -> Verdict:
        t, tr = self.t, self.tr
        lowest = t.roles[decider] is Role.STINGRAY
        rule = "stingray.lowest" if lowest else "whale.numbers"
        numbers = [i for i in range(len(t)) if t.roles[i] is Role.NUMBER]
        if not numbers and lowest:
            # The Stingray is no Escape: among nothing but Escapes (and sea monsters acting as
            # Escapes), the first Escape wins, as with the Expansion Pack's other non-winning cards.
            others = [i for i in range(len(t)) if i != decider and t.roles[i] is not Role.NON_WINNING]
            if others and all(t.roles[i] is Role.ESCAPE or t.roles[i] in SEA_MONSTERS for i in others):
                winner = others[0]
                if tr is not None:
                    tr.add(
                        "exp.non-winning",
                        f"{t.who(decider)} is not an Escape and there is no number: among the Escapes, the "
                        f"first played, {t.who(winner)}, wins.",
                        decider,
                        winner,
                    )
                return self.won(winner, (), set(range(len(t))), (), specials=False)
        if not numbers and lowest:
            # Under the Stingray every special card is one that cannot win: the Pack's rule for a
            # trick of non-winning specials with no ranking card says who leads, not the Whale's ruling.
            if tr is not None:
                tr.add(
                    "exp.discard",
                    f"{t.who(decider)} leaves only numbered cards able to win and none was played: the trick "
                    f"is discarded, and {t.players[0]}, who led, leads again.",
                    decider,
                )
            return self.verdict(Outcome.DISCARDED, None, 0, (), (), ())
        if not numbers:
            reading = self.rules.ruling(MonsterDiscardLeader)
            if reading is MonsterDiscardLeader.MONSTER_PLAYER:
                leader = t.seat[decider]
            elif reading is MonsterDiscardLeader.WOULD_HAVE_WON:
                removed = set(monsters) | self.plank_removal()
                leader = self.next_after(self.core(removed, recompute=True, explain=False))
            else:
                leader = 0
            if tr is not None:
                tr.add(
                    "whale.discard",
                    f"{t.who(decider)} leaves only numbered cards in play and there are none: "
                    f"the trick is discarded and {t.players[leader]} leads next.",
                    decider,
                    ruling=("ruling.monster-discard-leader", reading),
                )
            return self.verdict(Outcome.DISCARDED, None, leader, (), (), ())
        ranks = [t.plays[i].card.rank or 0 for i in numbers]
        best = min(ranks) if lowest else max(ranks)
        tied = [i for i, r in zip(numbers, ranks, strict=True) if r == best]
        winner = tied[0]
        if tr is not None:
            what = "lowest" if lowest else "highest"
            tr.add(
                rule,
                f"{t.who(decider)} strips every suit and special card: only numbers count, and "
                f"{t.who(winner)} is the {what}.",
                decider,
                winner,
            )
            if len(tied) > 1:
                self.explain_tie(tied)
        bonuses = self.card_bonuses(winner, numbers)
        return self.won(winner, bonuses, set(range(len(t))), (), specials=False)

    # ----------------------------------------------------------------- characters and numbers
    def characters(self, removed: set[int], davy: int | None, monsters: list[int]) -> Verdict:
        t, tr = self.t, self.tr
        plank = t.find(Kind.PLANK)
        if plank is not None:
            self.explain_plank(plank)
            removed |= self.plank_removal()
        core = self.core(removed, recompute=False, explain=True)
        self.lead = core.lead
        davy_bonuses = self.davy_bonuses(davy, monsters, core.winner)
        if core.winner is None:
            if tr is not None:
                tr.add(
                    "exp.discard",
                    f"Nothing left in the trick can win: it is discarded, and {t.players[0]}, who led, leads again.",
                    *core.positions,
                )
            if davy_bonuses and self.rules.ruling(DiscardCaptures) is DiscardCaptures.NOTHING:
                if tr is not None:
                    tr.add(
                        "davy.bonus",
                        "A discarded trick captures nothing, so Davy Jones earns no bonus.",
                        davy,  # type: ignore[arg-type]
                        ruling=self.ruling(DiscardCaptures),
                    )
                davy_bonuses = ()
            elif davy_bonuses and tr is not None:
                tr.add(
                    "davy.bonus",
                    "Davy Jones still earns his sea monsters from a discarded trick.",
                    davy_bonuses[0].card,
                    ruling=self.ruling(DiscardCaptures),
                )
            self.explain_davy_bonuses(davy_bonuses)
            return self.verdict(Outcome.DISCARDED, None, 0, davy_bonuses, (), tuple(sorted(removed)))
        bonuses = self.card_bonuses(core.winner, core.positions) + self.character_bonuses(core.winner, core.positions)
        self.explain_davy_bonuses(davy_bonuses)
        return self.won(core.winner, bonuses + davy_bonuses, set(core.positions), tuple(sorted(removed)))

    def plank_removal(self) -> set[int]:
        """The Pirate Walk the Plank removes at the end of the trick, if there is one."""
        target = self.t.plank_target
        return set() if target is None else {target}

    def explain_plank(self, plank: int) -> None:
        t, tr = self.t, self.tr
        if tr is None:
            return
        target = t.plank_target
        tigress_here = any(p.card.kind is Kind.TIGRESS and p.card.role is Role.PIRATE for p in t.plays)
        ruling = self.ruling(PlankTigress) if tigress_here else None
        if target is None:
            tr.add(
                "plank.remove",
                f"{t.who(plank)} finds no Pirate it can remove; it never wins a trick.",
                plank,
                ruling=ruling,
            )
        else:
            tr.add(
                "plank.remove",
                f"{t.who(plank)} removes {t.who(target)} at the end of the trick: it can "
                "neither win nor be captured for a bonus.",
                plank,
                target,
                ruling=ruling,
            )

    def core(self, removed: set[int], *, recompute: bool, explain: bool) -> _Core:
        """The character and number rungs over the cards that remain."""
        t = self.t
        tr = self.tr if explain else None
        pos = tuple(i for i in range(len(t)) if i not in removed)
        roles = t.roles
        lead = self.lead_without(pos, recompute=recompute, tr=tr) if removed else t.lead
        mermaids = [i for i in pos if roles[i] is Role.MERMAID]
        kings = [i for i in pos if roles[i] is Role.SKULL_KING]
        pirates = [i for i in pos if roles[i] is Role.PIRATE]
        cons = [i for i in pos if roles[i] is Role.FIRST_MATE]
        if mermaids and kings:
            w = mermaids[0]
            if tr is not None:
                tr.add(
                    "rank.mermaid-king",
                    f"{t.who(w)} and {t.who(kings[0])} are both in the trick: the first "
                    "Mermaid wins, whatever else was played.",
                    w,
                    kings[0],
                )
            return _Core(w, pos, lead)
        if kings:
            w = kings[0]
            if tr is not None:
                beaten = "the Pirates and every numbered card" if pirates else "every numbered card"
                if cons:
                    beaten = "First Mate Con, " + beaten
                tr.add("con.rank" if cons else "rank.king", f"{t.who(w)} beats {beaten}.", w, *pirates, *cons)
            return _Core(w, pos, lead)
        if cons:
            con = cons[0]
            if mermaids and pirates:
                reading = self.rules.ruling(ConTriangle)
                w = mermaids[0] if reading is ConTriangle.MERMAID else con
                if tr is not None:
                    tr.add(
                        "con.rank",
                        f"{t.who(con)}, {t.who(mermaids[0])} and {t.who(pirates[0])} form a triangle "
                        f"with no Skull King: {t.who(w)} wins.",
                        *dict.fromkeys((w, con, mermaids[0], pirates[0])),  # the winner first, each card once
                        ruling=("ruling.con-triangle", reading),
                    )
                return _Core(w, pos, lead)
            if mermaids:
                w = mermaids[0]
                if tr is not None:
                    tr.add("con.rank", f"{t.who(w)} beats {t.who(con)}.", w, con)
                return _Core(w, pos, lead)
            if tr is not None:
                beaten = "the Pirates and every numbered card" if pirates else "every numbered card"
                tr.add("con.rank", f"{t.who(con)} beats {beaten}.", con, *pirates)
            return _Core(con, pos, lead)
        if pirates:
            w = pirates[0]
            if tr is not None:
                first = "the first Pirate played" if len(pirates) > 1 else "the only Pirate"
                beaten = "the Mermaids and every numbered card" if mermaids else "every numbered card"
                tr.add("rank.pirate", f"{t.who(w)} is {first}: it beats {beaten}.", w, *pirates[1:], *mermaids)
            return _Core(w, pos, lead)
        if mermaids:
            w = mermaids[0]
            if tr is not None:
                first = "the first Mermaid played" if len(mermaids) > 1 else "the only Mermaid"
                tr.add("rank.mermaid", f"{t.who(w)} is {first}: it beats every numbered card.", w, *mermaids[1:])
            return _Core(w, pos, lead)
        numbers = [i for i in pos if roles[i] is Role.NUMBER]
        trumps = [i for i in numbers if t.suits[i] is Suit.BLACK]
        if trumps:
            return self.highest(trumps, "rank.trump", "black card, and black is trump", pos, lead, tr)
        if isinstance(lead, Suit):
            following = [i for i in numbers if t.suits[i] is lead]
            return self.highest(following, "rank.lead", f"{lead.label} card, the lead suit", pos, lead, tr)
        escapes = [i for i in pos if roles[i] is Role.ESCAPE]
        if escapes and not numbers:
            w = escapes[0]
            if tr is not None:
                tr.add(
                    "rank.escape",
                    f"Every card that can win plays as an Escape, so the first of them, {t.who(w)}, wins.",
                    w,
                )
            return _Core(w, pos, lead)
        return _Core(None, pos, lead)

    def lead_without(self, pos: tuple[int, ...], *, recompute: bool, tr: Trace | None) -> Lead:
        """The lead suit once cards are removed at the end of the trick.

        Only a removed card that left the trick without a suit (a character or sea monster in the
        lead) can change it; ``ruling.removed-lead`` says whether the rest then set it afresh.
        A counterfactual ("had the Kraken not been played") always starts afresh.
        """
        t = self.t
        fresh = _lead_of(pos, t.roles, t.suits, self.rules)
        if fresh == t.lead:
            return fresh
        if recompute:
            return fresh
        reading = self.rules.ruling(RemovedLead)
        if tr is not None:
            if reading is RemovedLead.RECOMPUTE:
                tr.add(
                    "lead.number",
                    f"With the removed cards gone, the lead suit is {lead_text(fresh)} (it was "
                    f"{lead_text(t.lead)} as played).",
                    ruling=("ruling.removed-lead", reading),
                )
            else:
                tr.add(
                    "lead.character",
                    f"The lead suit stays {lead_text(t.lead)}, as played.",
                    ruling=("ruling.removed-lead", reading),
                )
        return fresh if reading is RemovedLead.RECOMPUTE else t.lead

    def highest(
        self, cands: list[int], rule: str, what: str, pos: tuple[int, ...], lead: Lead, tr: Trace | None
    ) -> _Core:
        t = self.t
        best = max(t.plays[i].card.rank or 0 for i in cands)
        tied = [i for i in cands if t.plays[i].card.rank == best]
        w = tied[0]
        if tr is not None:
            off = [i for i in pos if t.roles[i] is Role.NUMBER and i not in cands and rule == "rank.lead"]
            tail = "; a card of another suit never wins" if off else ""
            tr.add(rule, f"{t.who(w)} is the highest {what}{tail}.", w, *off)
            if len(tied) > 1:
                self.explain_tie(tied)
        return _Core(w, pos, lead)

    def explain_tie(self, tied: list[int]) -> None:
        t, tr = self.t, self.tr
        assert tr is not None
        names = " and ".join(t.who(i) for i in tied)
        tr.add("rank.tie", f"{names} are equal: the first played wins.", *tied)

    # ----------------------------------------------------------------- bonuses
    def card_bonuses(self, winner: int, positions: Sequence[int]) -> tuple[Bonus, ...]:
        t = self.t
        player = t.seat[winner]
        out = []
        for i in positions:
            c = t.plays[i].card
            if c.kind is not Kind.NUMBER:
                continue
            if c.rank == 14 and c.face is Face.STANDARD:
                if c.suit is Suit.BLACK:
                    out.append(Bonus("bonus.black-fourteen", 20, i, player))
                else:
                    out.append(Bonus("bonus.fourteen", 10, i, player))
            elif c.face is Face.EXTRA:
                out.append(Bonus("exp.eight", 5, i, player) if c.rank == 8 else Bonus("exp.seven", -5, i, player))
        return tuple(out)

    def character_bonuses(self, winner: int, positions: Sequence[int]) -> tuple[Bonus, ...]:
        t = self.t
        player = t.seat[winner]
        role = t.roles[winner]
        out: list[Bonus] = []
        for i in positions:
            r = t.roles[i]
            if role is Role.PIRATE and r is Role.MERMAID:
                out.append(Bonus("bonus.mermaid", 20, i, player))
            elif role is Role.SKULL_KING and r is Role.PIRATE:
                out.append(Bonus("bonus.pirate", 30, i, player))
            elif role is Role.MERMAID and r is Role.SKULL_KING:
                out.append(Bonus("bonus.king", 40, i, player))
            elif role in (Role.SKULL_KING, Role.MERMAID) and r is Role.FIRST_MATE:
                out.append(Bonus("con.bonus", 30, i, player))
        return tuple(out)

    def davy_bonuses(self, davy: int | None, monsters: list[int], winner: int | None) -> tuple[Bonus, ...]:
        if davy is None or not monsters:
            return ()
        t = self.t
        to_winner = self.rules.ruling(DavyRecipient) is DavyRecipient.WINNER and winner is not None
        player = t.seat[winner] if to_winner else t.seat[davy]  # type: ignore[index]
        needs_bid = self.rules.ruling(DavyNeedsBid) is DavyNeedsBid.MADE
        return tuple(Bonus("davy.bonus", 20, i, player, needs_bid) for i in monsters)

    def explain_davy_bonuses(self, bonuses: tuple[Bonus, ...]) -> None:
        t, tr = self.t, self.tr
        if tr is None or not bonuses:
            return
        b = bonuses[0]
        total = 20 * len(bonuses)
        paid = "if that player makes the bid" if b.needs_bid else "whatever the bid"
        tr.add(
            "davy.bonus",
            f"+{total} to {t.players[b.player]} for {len(bonuses)} sea monster"
            f"{'s' if len(bonuses) > 1 else ''} destroyed by Davy Jones.",
            *(x.card for x in bonuses),
            ruling=self.ruling(DavyRecipient),
        )
        tr.add("score.bonus", f"Davy Jones' bonus is paid {paid}.", ruling=self.ruling(DavyNeedsBid))

    def explain_bonuses(self, winner: int, bonuses: tuple[Bonus, ...], positions: set[int]) -> None:
        t, tr = self.t, self.tr
        if tr is None:
            return
        for b in bonuses:
            if b.rule == "davy.bonus":
                continue
            sign = "+" if b.points >= 0 else ""
            if b.rule in ("bonus.mermaid", "bonus.pirate", "bonus.king", "con.bonus"):
                text = f"{sign}{b.points} for {t.who(b.card)}, taken by {t.who(winner)}."
            else:
                text = f"{sign}{b.points} for {t.who(b.card)}, captured by {t.plays[winner].player}."
            tr.add(b.rule, text, b.card, winner)
        role = t.roles[winner]
        taken = {t.roles[i] for i in positions if i != winner}
        unpaid = []
        if Role.SKULL_KING in taken | {role} and Role.PIRATE in taken and role is not Role.SKULL_KING:
            unpaid.append("no +30 for the Pirates, as the Skull King did not win")
        if Role.MERMAID in taken and Role.PIRATE in taken | {role} and role is not Role.PIRATE:
            unpaid.append("no +20 for the Mermaids, as no Pirate won")
        if role is Role.FIRST_MATE and Role.PIRATE in taken:
            tr.add("con.bonus", f"{t.who(winner)} earns no bonus for the Pirates he takes.", winner)
        if unpaid:
            tr.add("bonus.capture", "Only the winning card's captures count: " + "; ".join(unpaid) + ".", winner)
        # Davy Jones' bonus says itself when it is paid (it may be paid whatever the bid).
        if any(b.player == t.seat[winner] and b.rule != "davy.bonus" for b in bonuses):
            tr.add(
                "score.bonus",
                f"{t.plays[winner].player}'s bonuses are paid only if {t.plays[winner].player} makes the bid.",
                winner,
            )

    # ----------------------------------------------------------------- endings
    def won(
        self,
        winner: int,
        bonuses: tuple[Bonus, ...],
        positions: set[int],
        removed: tuple[int, ...],
        *,
        specials: bool = True,
    ) -> Verdict:
        """A trick with a winner; ``specials`` is false when a sea monster left numbers only."""
        t, tr = self.t, self.tr
        player = t.seat[winner]
        alliances = tuple(
            (i, winner) for i in sorted(positions) if t.plays[i].card.kind is Kind.LOOT and t.seat[i] != player
        )
        if tr is not None:
            self.explain_bonuses(winner, bonuses, positions if specials else set())
            for i in sorted(positions):
                if t.plays[i].card.kind is Kind.LOOT:
                    if t.seat[i] == player:
                        tr.add("loot.none", f"{t.plays[i].player} played the Loot and won the trick: no alliance.", i)
                    else:
                        tr.add(
                            "loot.alliance",
                            f"{t.who(i)} allies {t.plays[i].player} with "
                            f"{t.plays[winner].player}, who won: each scores +20 if both make their bids.",
                            i,
                            winner,
                        )
        abilities = self.abilities(winner, positions)
        if tr is not None:
            tr.add("next.winner", f"{t.plays[winner].player} won the trick and leads the next.", winner)
        return self.verdict(Outcome.WON, winner, player, bonuses, alliances, removed, abilities)

    def abilities(self, winner: int, positions: set[int]) -> tuple[Pirate, ...]:
        t, tr = self.t, self.tr
        if not self.rules.abilities:
            return ()
        card = t.plays[winner].card
        if card.kind is Kind.PIRATE and card.pirate is not None:
            if tr is not None:
                tr.add(
                    "ability.unlock",
                    f"{t.plays[winner].player} won with {card.pirate.full_name}, whose ability may be used at once.",
                    winner,
                )
            return (card.pirate,)
        if card.kind is Kind.FIRST_MATE:
            taken = tuple(
                t.plays[i].card.pirate
                for i in sorted(positions)
                if t.plays[i].card.kind is Kind.PIRATE and t.plays[i].card.pirate is not None
            )
            if tr is not None and taken:
                names = ", ".join(p.full_name for p in taken)  # type: ignore[union-attr]
                tr.add(
                    "con.powers",
                    f"{t.plays[winner].player} won with First Mate Con and may use the powers of "
                    f"the Pirates he took: {names}.",
                    winner,
                )
            return taken  # type: ignore[return-value]
        return ()

    def next_after(self, core: _Core) -> int:
        """The player who would lead next after a trick resolved by the core rungs."""
        return self.t.seat[core.winner] if core.winner is not None else 0

    def verdict(
        self,
        outcome: Outcome,
        winner: int | None,
        leader: int,
        bonuses: tuple[Bonus, ...],
        alliances: tuple[tuple[int, int], ...],
        removed: tuple[int, ...],
        abilities: tuple[Pirate, ...] = (),
    ) -> Verdict:
        if self.tr is not None and outcome is not Outcome.WON:
            for i, p in enumerate(self.t.plays):
                if p.card.kind is Kind.LOOT:
                    self.tr.add("loot.none", f"Nobody takes the trick, so {p.player}'s Loot makes no alliance.", i)
        return Verdict(
            self.t,
            outcome,
            winner,
            leader,
            bonuses,
            alliances,
            removed,
            abilities,
            self.tr if self.tr is not None else Trace(),
            self.lead,
        )


def _lead_of(pos: Sequence[int], roles: tuple[Role, ...], suits: tuple[Suit | None, ...], rules: RuleSet) -> Lead:
    """The lead suit over some of the cards, in the order played (for cards removed at the end)."""
    voids = _character_voids(rules)
    for k, i in enumerate(pos):
        role = roles[i]
        if role is Role.NUMBER:
            return suits[i] or NoSuit.NONE
        if role in NO_SUIT_LEADS and voids(k):
            return NoSuit.NONE
    return NoSuit.NOT_YET


def _character_voids(rules: RuleSet) -> Callable[[int], bool]:
    """Whether a character (or sea monster) at a place in the trick leaves it without a suit.

    In the lead it does (``ruling.character-lead``); after an Escape-like lead it does not
    (``ruling.lead-after-escape``), unless the rulings in force read otherwise.
    """
    first = rules.ruling(CharacterLead) is CharacterLead.NO_SUIT
    later = rules.ruling(LeadAfterEscape) is LeadAfterEscape.CHARACTER
    return lambda k: first if k == 0 else later


def lead_text(lead: Lead) -> str:
    if isinstance(lead, Suit):
        return lead.label
    return "none" if lead is NoSuit.NONE else "not set"
