"""Adjudicating a trick: checked plays in, typed facts out, the explanation built only when read.

:class:`Trick` checks that the plays could have happened (cards, copies, players, declarations)
and works out what the table knew while playing (the lead suit before each card). :func:`adjudicate`
climbs the declared ladder of :mod:`skrules.ladder` once and returns a :class:`Verdict`: the rule
that decided the trick, the rule that chose the next leader, what was removed and by what, the
bonuses and the abilities unlocked. Its ``trace`` is written by :mod:`skrules.explain` from those
facts the first time it is read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .bonuses import BONUS_KINDS, BONUS_POINTS, FIRST_BONUS_KINDS, BonusKind
from .cards import (
    MARK_DAVY,
    MARK_LOOT,
    MARK_MONSTER,
    MARK_PLANK,
    MARK_POINTS,
    MARK_UNDECLARED,
    MARK_WILD,
    ROLE_IDS,
    SEA_MONSTERS,
    Card,
    Face,
    Kind,
    Pirate,
    Role,
    Suit,
    parse_card,
)
from .editions import House
from .errors import DeckError, NotationError, SkrulesError, TrickError
from .ladder import (
    MONSTER_RUNGS,
    Claim,
    Field,
    Op,
    Outcome,
    climb,
    compiled,
    field_of,
    leader_after_kraken,
    loot_allies,
    run,
    whole_field,
)
from .lead import Lead, NoSuit, lead_of, lead_text
from .notation import Play, parse_play, parse_plays
from .refusals import RefusalMsg as R
from .refusals import refusal
from .rules import (
    CharacterLead,
    DavyNeedsBid,
    DavyRecipient,
    DiscardCaptures,
    LeadAfterEscape,
    PlankTigress,
    Reading,
    RuleSet,
    given_rules,
)
from .rulings import RuleId
from .shown import quote
from .trace import Trace

__all__ = ["Bonus", "Lead", "NoSuit", "Outcome", "Trick", "Verdict", "adjudicate", "judge", "lead_text"]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import MemberDescriptorType
    from typing import NewType

    Position = NewType("Position", int)  # a card's place in the trick, 0 for the card led
    Seat = NewType("Seat", int)  # a player's index in ``Trick.players``, the leader 0
else:
    Position = Seat = int


# --------------------------------------------------------------------------------- the trick


class Trick:
    """The plays of one trick, checked, with what the table knew before each card."""

    __slots__ = (
        "_before",
        "_ranks",
        "_roles",
        "cards",
        "davy",
        "everyone",
        "lead",
        "lead_by",
        "marks",
        "monsters",
        "plank_target",
        "players",
        "plays",
        "present",
        "removed_by_davy",
        "role_ids",
        "rules",
        "seat",
        "suits",
        "voids",
        "volley_extra",
    )
    plays: tuple[Play, ...]
    rules: RuleSet
    players: tuple[str, ...]  # by first card played: the leader first, then clockwise
    seat: tuple[Seat, ...]  # per play, the index of its player in ``players``
    cards: tuple[Card, ...]
    everyone: tuple[Position, ...]  # every position, in play order
    role_ids: tuple[int, ...]  # per play, its role as a small integer (``ROLE_IDS``)
    present: int  # a bit per role played (``Card.bit``)
    suits: tuple[Suit | None, ...]  # per play, the suit it plays as (a Wild 15's is settled here)
    lead: Lead  # after the last play
    lead_by: int | None  # the card that set the suit or left the trick without one
    voids: tuple[bool, bool]  # whether a character voids the suit in the lead, and after an Escape lead
    plank_target: int | None
    volley_extra: int | None  # the Last Volley's extra card
    monsters: tuple[int, ...]  # the sea monsters, in play order
    davy: int | None  # Davy Jones' Locker
    removed_by_davy: tuple[int, ...]  # Davy Jones' card and the sea monsters it destroys
    marks: int  # the cards' ``MARK_*`` bits together: which special cases this trick needs
    _roles: tuple[Role, ...] | None
    _before: tuple[Lead, ...] | None
    _ranks: tuple[int, ...] | None

    @classmethod
    def of(cls, plays: Sequence[Play | str], rules: RuleSet | str | None = None) -> Trick:
        """Check the plays and build the trick; ``rules`` (a rule set, or a deck named as ``"advanced"``)
        defaults to the deck the cards need.

        A trick is treated as immutable once built (it is shared by its verdicts).
        """
        if not plays:
            raise TrickError(refusal(R.EMPTY_TRICK))
        ps = tuple([p if isinstance(p, Play) else parse_play(p, i) for i, p in enumerate(plays)])
        return _build(cls, ps, given_rules(rules, "Trick.of"))

    def __len__(self) -> int:
        return len(self.plays)

    @property
    def roles(self) -> tuple[Role, ...]:
        """Per play, the role it plays as (read by explanations and rare rules, so made when asked)."""
        roles = self._roles
        if roles is None:
            roles = self._roles = tuple([card.role for card in self.cards])
        return roles

    @property
    def lead_before(self) -> tuple[Lead, ...]:
        """Per play, the lead suit when it was played (not set until the card that set it)."""
        before = self._before
        if before is None:
            n, by = len(self.cards), self.lead_by
            split = n if by is None else by + 1
            before = self._before = (NoSuit.NOT_YET,) * split + (self.lead,) * (n - split)
        return before

    @property
    def ranks(self) -> tuple[int, ...]:
        """Per play, its number (0 for a special card)."""
        ranks = self._ranks
        if ranks is None:
            ranks = self._ranks = tuple([card.value for card in self.cards])
        return ranks

    def __repr__(self) -> str:
        return f"Trick.of({[p.text for p in self.plays]!r})"

    def first_play_of(self, player: int) -> Position:
        """The position of a player's first card (a player is known by it)."""
        return Position(self.seat.index(player))

    def who(self, i: int) -> str:
        """``"Ann's Mermaid"``: a card by its player, for explanations."""
        play = self.plays[i]
        return f"{play.player}'s {play.card.label}"

    def find(self, kind: Kind) -> int | None:
        for i, card in enumerate(self.cards):
            if card.kind is kind:
                return i
        return None


def _build(cls: type[Trick], ps: tuple[Play, ...], rules: RuleSet | None) -> Trick:
    """Check plays already read and build the trick, reading each card once."""
    if rules is None:
        rules = _rules_for([p.card for p in ps])
    profile: _Profile | None = rules._profile  # type: ignore[assignment]
    if profile is None:
        profile = _profile(rules)
    cards: list[Card] = []
    role_ids: list[int] = []
    suits: list[Suit | None] = []
    names: list[str] = []
    flags = copies = 0
    for p in ps:
        card = p.card
        cards.append(card)
        role_ids.append(card.role_id)
        suits.append(card.suit)
        names.append(p.player)
        flags |= card.flags
        copies += card.keybit  # equal to the keys ORed together unless a card is there twice
    marks, present, keys = flags & 0xFFFF, flags >> 16 & 0xFFFF, flags >> 32
    if marks & MARK_UNDECLARED:
        _check_declared(ps)
    trick = object.__new__(cls)
    trick.plays, trick.rules, trick.cards = ps, rules, tuple(cards)
    if keys != copies or keys | profile.keymask != profile.keymask:
        _check_box(profile, trick)
    n = len(ps)
    trick.everyone = everyone = _IN_ORDER[n] if n < len(_IN_ORDER) else tuple(range(n))  # type: ignore[assignment]
    trick.role_ids, trick.present, trick.marks, trick._roles, trick._ranks = tuple(role_ids), present, marks, None, None
    if 1 < n <= profile.seats and len(set(names)) == n:  # the common case: one card each, all seated
        trick.players, trick.seat, trick.volley_extra = tuple(names), everyone, None  # type: ignore[assignment]
    else:
        _seat_players(trick, ps, rules)
    _settle(trick, ps, suits, profile.voids, marks)
    return trick


def _settle(trick: Trick, ps: tuple[Play, ...], suits: list[Suit | None], voids: tuple[bool, bool], marks: int) -> None:
    """The lead suit as played, the suit each Wild 15 plays as, and the cards that remove others."""
    trick.voids = voids
    lead, lead_by = lead_of(trick.everyone, trick.cards, suits, voids)
    trick.lead, trick.lead_by, trick._before = lead, lead_by, None
    if marks & MARK_WILD:
        _settle_wild(trick, ps, suits)
    trick.suits = tuple(suits)
    if marks & _SPECIALS:
        _find_specials(trick, ps, trick.rules, marks)
    else:
        trick.monsters, trick.davy, trick.removed_by_davy, trick.plank_target = (), None, (), None


_SPECIALS = MARK_MONSTER | MARK_DAVY | MARK_PLANK


def _check_box(profile: _Profile, trick: Trick) -> None:
    """Refuse a card the deck lacks, or more copies than the box holds, naming the play."""
    try:
        profile.box.check(trick.cards)
    except DeckError as err:
        pos = err.position
        raise DeckError(err.message, position=pos, token=None if pos is None else trick.plays[pos].text) from None


class _Profile:
    """What a trick needs of its rule set, read once per rule set (rule sets are immutable)."""

    __slots__ = ("box", "character_bonus", "keymask", "pays", "seats", "voids", "worth")

    def __init__(self, rules: RuleSet) -> None:
        self.box = rules.box
        self.keymask = self.box.keymask
        self.seats = rules.max_players
        self.voids = _voids(rules)
        self.character_bonus, self.pays = _FIRST_BONUS if rules.edition.own_bonuses else _BONUS
        # per (a sea monster's rung decided, the winning card's flags): each card's worth by its flags
        self.worth: dict[tuple[bool, int], dict[int, int]] = {}


def _profile(rules: RuleSet) -> _Profile:
    """Made once per rule set and kept on it (rule sets are immutable)."""
    profile = _Profile(rules)
    object.__setattr__(rules, "_profile", profile)
    return profile


_RULES_FOR: dict[frozenset[object], RuleSet] = {}


def _rules_for(cards: Sequence[Card]) -> RuleSet:
    """The smallest deck that holds these cards (rule sets are immutable, so one per deck)."""
    modules = frozenset(card.module for card in cards)
    rules = _RULES_FOR.get(modules)
    if rules is None:
        rules = _RULES_FOR[modules] = RuleSet.for_cards(cards)
    return rules


def _check_declared(ps: Sequence[Play]) -> None:
    for i, p in enumerate(ps):
        if p.card.role is Role.UNDECLARED:
            said = R.MARY_WHEN if p.card.kind is Kind.SCARY_MARY else R.TIGRESS_WHEN
            typed = p.text.split("=", 1)[-1]  # the card as typed (tigresse), which the declaration follows
            raise NotationError(refusal(said, typed=typed), position=i, token=p.text)


def _seat_players(trick: Trick, ps: Sequence[Play], rules: RuleSet) -> None:
    """Who plays: each player once, the Last Volley's player once more, last; not too many."""
    seat_of: dict[str, int] = {}
    seat: list[int] = []
    extra = None
    for i, p in enumerate(ps):
        s = seat_of.get(p.player)
        if s is None:
            s = seat_of[p.player] = len(seat_of)
        else:
            _check_second_card(ps, seat, s, i, extra)
            extra = i
        seat.append(s)
    if len(seat_of) < 2:
        raise TrickError(refusal(R.TWO_PLAYERS))
    if len(seat_of) > rules.max_players:
        more = not rules.expansion and not rules.edition.one_deck
        raise TrickError(
            refusal(R.SEATS_MORE if more else R.SEATS, n=len(seat_of), n2=rules.max_players),
            position=rules.max_players,
            token=ps[seat.index(rules.max_players)].text,
        )
    trick.players = tuple(seat_of)
    trick.seat = tuple(seat)  # type: ignore[arg-type]
    trick.volley_extra = extra


# the seats of a trick of n players, each playing once, in play order
_IN_ORDER: tuple[tuple[Seat, ...], ...] = tuple(tuple(range(n)) for n in range(64))  # type: ignore[arg-type]


def _check_second_card(ps: Sequence[Play], seat: list[int], first: int, i: int, extra: int | None) -> None:
    """Only the Last Volley's player plays twice, and the extra card comes after everyone's."""
    p = ps[i]
    first_pos = seat.index(first)
    if ps[first_pos].card.kind is not Kind.VOLLEY:
        raise TrickError(
            refusal(R.TWICE, player=p.player, n=first_pos + 1, n2=i + 1),
            position=i,
            token=p.text,
        )
    third = next((k for k in range(i + 1, len(ps)) if ps[k].player == p.player), None)
    if third is not None:  # the fault is the third card, not where the second one stands
        raise TrickError(refusal(R.THIRD, player=p.player, n=third + 1), position=third, token=ps[third].text)
    if i != len(ps) - 1 or extra is not None:
        raise TrickError(
            refusal(R.VOLLEY_LAST, player=p.player, n=i + 1, n2=len(ps)),
            position=i,
            token=p.text,
        )


def _voids(rules: RuleSet) -> tuple[bool, bool]:
    """Whether a character leaves the trick without a suit: in the lead (``ruling.character-lead``),
    and after an Escape-like lead (``ruling.lead-after-escape``)."""
    first = rules.ruling(CharacterLead) is CharacterLead.NO_SUIT
    later = rules.ruling(LeadAfterEscape) is LeadAfterEscape.CHARACTER
    return first, later


def _settle_wild(trick: Trick, ps: Sequence[Play], suits: list[Suit | None]) -> None:
    """The suit each Wild 15 plays as, from the lead when it was played."""
    for i, card in enumerate(trick.cards):
        if card.face is Face.WILD:
            suits[i] = _wild_suit(card, trick.lead_before[i], i, ps[i].text)


def _wild_suit(card: Card, lead: Lead, i: int, token: str) -> Suit | None:
    if isinstance(lead, Suit):
        if lead is Suit.BLACK:
            if card.suit is not None:
                raise NotationError(
                    refusal(R.WILD_UNDER_BLACK),
                    position=i,
                    token=token,
                )
            return None
        if card.suit is not None and card.suit is not lead:
            raise NotationError(
                refusal(R.WILD_FOLLOWS, suit=lead, suit2=card.suit),
                position=i,
                token=token,
            )
        return lead
    if card.suit is None:  # a suit is still to come, or a character led and none will (ruling.character-lead)
        raise NotationError(
            refusal(R.WILD_NAMES_NONE if lead is NoSuit.NONE else R.WILD_NAMES),
            position=i,
            token=token,
        )
    return card.suit


def _find_specials(trick: Trick, ps: Sequence[Play], rules: RuleSet, marks: int) -> None:
    """The sea monsters, Davy Jones' Locker and Walk the Plank's target."""
    cards = trick.cards
    monsters = tuple([i for i, c in enumerate(cards) if c.is_sea_monster]) if marks & MARK_MONSTER else ()
    davy = trick.find(Kind.DAVY) if marks & MARK_DAVY else None
    trick.marks = marks
    trick.monsters = monsters
    trick.davy = davy
    trick.removed_by_davy = () if davy is None else tuple(sorted((davy, *monsters)))
    plank = trick.find(Kind.PLANK) if marks & MARK_PLANK else None
    trick.plank_target = None if plank is None else _plank_target(ps, trick.roles, rules, plank)


def plank_candidates(roles: Sequence[Role], ps: Sequence[Play], rules: RuleSet) -> list[int]:
    """The Pirates Walk the Plank may remove (the Tigress as one under ``ruling.plank-tigress=yes``)."""
    tigress_too = rules.ruling(PlankTigress) is PlankTigress.YES
    return [
        i for i, role in enumerate(roles) if role is Role.PIRATE and (tigress_too or ps[i].card.kind is Kind.PIRATE)
    ]


def _plank_target(ps: Sequence[Play], roles: Sequence[Role], rules: RuleSet, plank: int) -> int | None:
    token = ps[plank].text
    candidates = plank_candidates(roles, ps, rules)
    wanted = ps[plank].target
    if wanted is None:
        if len(candidates) > 1:
            options = [f"plank:{i + 1}" for i in candidates]
            first = ps[candidates[0]]
            named = first.card.pirate.value if first.card.pirate is not None else first.player
            raise TrickError(
                refusal(R.PLANK_WHICH, either=options, typed=named),
                position=plank,
                token=token,
            )
        return candidates[0] if candidates else None
    if not candidates:
        raise TrickError(refusal(R.PLANK_NONE), position=plank, token=token)
    matches = _plank_matches(ps, wanted, plank, candidates)
    if len(matches) != 1 or matches[0] not in candidates:
        one = len(candidates) == 1
        raise TrickError(
            refusal(R.PLANK_NOT_THE_ONE, typed=quote(wanted), n=candidates[0] + 1)
            if one
            else refusal(R.PLANK_NOT_ONE, typed=quote(wanted), places=[i + 1 for i in candidates]),
            position=plank,
            token=token,
        )
    return matches[0]


def _plank_matches(ps: Sequence[Play], wanted: str, plank: int, candidates: list[int]) -> list[int]:
    """The cards Walk the Plank's choice names: a card position, a player or a Pirate."""
    if wanted.isascii() and wanted.isdigit() and len(wanted) <= 6:  # isdigit() alone takes '²'
        return [int(wanted) - 1]
    if wanted in {p.player for p in ps}:
        return [i for i in candidates if ps[i].player == wanted]
    try:
        key = parse_card(wanted).box_key
    except SkrulesError:
        raise TrickError(
            refusal(R.PLANK_NOT_KNOWN, typed=quote(wanted)),
            position=plank,
            token=ps[plank].text,
        ) from None
    return [i for i in range(len(ps)) if ps[i].card.box_key == key]


# --------------------------------------------------------------------------------- the verdict


class Bonus:
    """Points a capture is worth to a player, paid at the end of the round if the bid is made."""

    __slots__ = ("card", "needs_bid", "player", "points", "rule")
    rule: RuleId
    points: int
    card: Position  # the captured card's position
    player: Seat  # the receiving player's index in ``Trick.players``
    needs_bid: bool

    def __init__(self, rule: str, points: int, card: Position, player: Seat, needs_bid: bool = True) -> None:
        put = object.__setattr__
        put(self, "rule", rule)
        put(self, "points", points)
        put(self, "card", card)
        put(self, "player", player)
        put(self, "needs_bid", needs_bid)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Bonus is immutable: cannot assign {name!r}")

    def _fields(self) -> tuple[object, ...]:
        return (self.rule, self.points, self.card, self.player, self.needs_bid)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bonus) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"Bonus(rule={self.rule!r}, points={self.points!r}, card={self.card!r}, "
            f"player={self.player!r}, needs_bid={self.needs_bid!r})"
        )


_ROSIE = Pirate.ROSIE  # bound once: an Enum member read off its class is slow in Python 3.11


class Verdict:
    """What a trick comes to: who takes it, what it is worth, who leads next, and why, as data.

    ``decided_by`` is the rule that decided the outcome (and ``decided_reading`` the ruling
    reading that did, if one did); ``leader_rule`` and ``leader_reading`` say what chose the next
    leader. Removals are kept by cause. These are read off the ladder's claim and field when
    asked; the ``trace`` is written from the same facts when first read.
    """

    __slots__ = (
        "_explain",
        "_trace",
        "abilities",
        "alliances",
        "bonuses",
        "claim",
        "field",
        "next_leader",
        "outcome",
        "trick",
        "winner",
    )
    _explain: bool
    _trace: Trace | None
    trick: Trick
    outcome: Outcome
    winner: Position | None  # the winning card's position
    next_leader: Seat  # the next leader's index in ``Trick.players``
    bonuses: tuple[Bonus, ...]
    alliances: tuple[tuple[int, int], ...]  # (Loot's position, winning card's position)
    abilities: tuple[Pirate, ...]  # pirate abilities the winner may use (when abilities are played)
    claim: Claim  # the ladder's deciding claim
    field: Field  # the cards the ladder was climbed over

    @property
    def lead(self) -> Lead:
        """The lead suit that decided the trick: as played, or set afresh once cards are removed."""
        return self.field.lead

    @property
    def decided_by(self) -> RuleId:
        """The rule that decided the outcome."""
        return self.claim.rule

    @property
    def decided_ruling(self) -> str | None:
        return self.claim.ruling

    @property
    def decided_reading(self) -> Reading | None:
        """The ruling reading that decided the outcome, if one did."""
        return self.claim.reading

    @property
    def leader_rule(self) -> RuleId:
        """The rule that chose the next leader: next.winner, kraken.leader, whale.discard, exp.discard."""
        leader = self.claim.leader
        return RuleId.NEXT_WINNER if leader is None else leader.rule

    @property
    def rosie_names_leader(self) -> bool:
        """Whether the winner may name the next trick's leader with Rosie D'Laney's power (``ability.rosie``): her
        own card, or First Mate Con with her power. The winner leads unless another player is named."""
        return _ROSIE in self.abilities

    @property
    def leader_ruling(self) -> str | None:
        leader = self.claim.leader
        return leader.readings[-1][0] if leader is not None and leader.readings else None

    @property
    def leader_reading(self) -> Reading | None:
        """The ruling reading that chose the next leader (the last one consulted), if one did."""
        leader = self.claim.leader
        return leader.readings[-1][1] if leader is not None and leader.readings else None

    @property
    def removed_by_plank(self) -> int | None:
        """The Pirate Walk the Plank removed (none when a sea monster decided, by default:
        ``ruling.plank-monster``)."""
        target = self.trick.plank_target
        return target if target is not None and target not in self.field.positions else None

    @property
    def destroyed_by_davy(self) -> tuple[int, ...]:
        """The sea monsters Davy Jones' Locker destroyed."""
        return self.trick.monsters if self.trick.davy is not None else ()

    @property
    def destroyed_by_kraken(self) -> tuple[int, ...]:
        """The whole trick, when the Kraken destroyed it."""
        return self.trick.everyone if self.outcome is Outcome.DESTROYED else ()

    @property
    def as_escapes(self) -> tuple[int, ...]:
        """Earlier sea monsters, which count as Escapes under the last one."""
        return self.trick.monsters[:-1] if self.field.decider is not None else ()

    @property
    def trace(self) -> Trace:
        """The steps of the reasoning, written from the facts the first time they are read."""
        trace: Trace | None = self._trace
        if trace is None:
            trace = _explain(self) if self._explain else Trace()
            self._trace = trace
        return trace

    @property
    def removed(self) -> tuple[int, ...]:
        """Every card taken out of the trick, whatever the cause (as the JSON output lists them)."""
        if self.outcome is Outcome.DESTROYED:
            return self.trick.monsters
        return tuple(i for i in range(len(self.trick.plays)) if i not in self.field.positions)

    @property
    def winner_player(self) -> Seat | None:
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
        trick = self.trick
        volley = trick.find(Kind.VOLLEY)
        return {
            "plays": [
                {"position": i, "player": p.player, "card": str(p.card), "target": p.target}
                for i, p in enumerate(trick.plays)
            ],
            "players": list(trick.players),
            "outcome": self.outcome.value,
            "winner": self.winner,
            "winner_name": self.winner_name,
            "winning_card": None if self.winner is None else str(trick.plays[self.winner].card),
            "lead_suit": None if self.lead_suit is None else self.lead_suit.label,
            "next_leader": trick.first_play_of(self.next_leader),
            "next_leader_name": self.next_leader_name,
            "bonus": self.bonus,
            "bonuses": [_bonus_dict(trick, b) for b in self.bonuses],
            "alliances": [list(a) for a in self.alliances],
            "removed": list(self.removed),
            "abilities": [p.value for p in self.abilities],
            "last_volley": None
            if volley is None
            else {"player": volley, "player_name": trick.plays[volley].player, "extra_card": trick.volley_extra},
            "trace": self.trace.as_list(),
        }


def _explain(verdict: Verdict) -> Trace:
    """The explanation module is loaded the first time a trace is read, then called directly."""
    if not _EXPLAINER:
        from .explain import explain

        _EXPLAINER.append(explain)
    return _EXPLAINER[0](verdict)


_EXPLAINER: list[Callable[[Verdict], Trace]] = []


def _bonus_dict(trick: Trick, b: Bonus) -> dict[str, object]:
    return {
        "rule": b.rule,
        "points": b.points,
        "card": b.card,
        "player": trick.first_play_of(b.player),
        "player_name": trick.players[b.player],
        "needs_bid": b.needs_bid,
    }


def judge(tokens: Sequence[str], rules: RuleSet | str | None = None, *, explain: bool = True) -> Verdict:
    """Adjudicate a trick written as tokens: ``judge(["mermaid", "sk", "rosie"])``, or as one text of them
    (``judge("mermaid sk rosie")``), as the command line takes them. ``rules`` is a rule set, or a deck named as
    ``--deck`` names it (``"advanced"``); by default, the deck the cards need."""
    if rules is not None and type(rules) is not RuleSet:
        rules = given_rules(rules, "judge")
    if isinstance(tokens, str):  # a str is a sequence of its letters: read as the trick typed
        tokens = tokens.split()
    if not tokens:
        raise TrickError(refusal(R.EMPTY_TRICK))
    if explain:  # a trace reads the whole trick: building it at once costs less than twice
        return _decide(_build(Trick, tuple(parse_plays(tokens)), rules), explain)
    if not isinstance(tokens, _LISTS):  # read twice below: an iterator would be spent
        tokens = list(tokens)
    read = _read(tokens)
    if read is None:  # a token not met before: read as plays, whose errors say where
        trick = _build(Trick, tuple(parse_plays(tokens)), rules)
        _remember(tokens, trick)
        return _decide(trick, explain)
    verdict = _quick(tokens, rules, read)
    if verdict is not None:
        return verdict
    return _decide(_build(Trick, tuple(parse_plays(tokens)), rules), explain)


def adjudicate(
    trick: Trick | Sequence[Play | str], rules: RuleSet | str | None = None, *, explain: bool = True
) -> Verdict:
    """Who wins the trick, what it is worth, who leads next; the steps of the reasoning on demand.

    With ``explain=False`` the verdict's trace is empty; otherwise it is written when first read. ``rules``
    is read as :meth:`Trick.of` reads it, for plays (a trick built already has its rules).
    """
    if not isinstance(trick, Trick):
        trick = Trick.of(trick, given_rules(rules, "adjudicate"))
    return _decide(trick, explain)


def _decide(trick: Trick, explain: bool) -> Verdict:
    """Climb the ladder over the trick's field and set the verdict's facts, once (a verdict is
    treated as immutable once built)."""
    field = _field_of(trick)
    claim = climb(field)
    v = object.__new__(Verdict)
    v.trick, v.claim, v.field, v.outcome, v.winner = trick, claim, field, claim.outcome, claim.winner  # type: ignore[assignment]
    v._explain, v._trace = explain, None
    winner = claim.winner
    if winner is None:
        leader = claim.leader
        assert leader is not None
        v.next_leader = leader.seat  # type: ignore[assignment]
        v.bonuses, v.alliances, v.abilities = _davy_bonuses(trick, None), (), ()
        return v
    v.next_leader = trick.seat[winner]
    if trick.marks & _CAPTURES or trick.cards[winner].is_special or trick.rules.abilities:
        _put_captures(v, trick, field, claim, winner)
    else:  # a numbered card took numbered cards worth nothing
        v.bonuses = v.alliances = v.abilities = ()
    return v


def _field_of(trick: Trick) -> Field:
    return field_of(trick) if trick.marks & _SPECIALS else whole_field(trick)


_LISTS = (list, tuple)  # made once: ``list | tuple`` would make a union at every call
Read = tuple[list[Card], list[int], list["Suit | None"], int, int]  # cards, role ids, suits, flags ORed, keybits added


def _read(tokens: Sequence[str]) -> Read | None:
    """The cards of tokens met before (``_QUICK``) and their facts, in one pass; None if one is new."""
    cards: list[Card] = []
    role_ids: list[int] = []
    suits: list[Suit | None] = []
    flags = copies = 0
    quick = _QUICK.get
    for token in tokens:
        card = quick(token)
        if card is None:
            return None
        cards.append(card)
        role_ids.append(card.role_id)
        suits.append(card.suit)
        flags |= card.flags
        copies += card.keybit
    return cards, role_ids, suits, flags, copies


def _quick(tokens: Sequence[str], rules: RuleSet | None, read: Read) -> Verdict | None:
    """The common trick decided from its cards alone, or None to build it and climb its field.

    No card asks for a special case (Davy Jones, Walk the Plank, a Wild 15, an undeclared
    Tigress), the deck holds them all and seats their players: nothing the full path could
    refuse. The plan for the roles present runs compiled (the last sea monster, if any, decides
    as ``field_of`` says); the ``Trick`` is built only when something reads it.
    """
    cards, _, _, flags, copies = read
    if flags & _NOT_QUICK:
        return None
    if rules is None:
        rules = _rules_for(cards)
    profile: _Profile = rules._profile or _profile(rules)  # type: ignore[assignment]
    n, keys = len(cards), flags >> 32
    ops = compiled(flags >> 16 & 0xFFFF)
    if ops is None or keys | profile.keymask != profile.keymask or not 1 < n <= profile.seats:
        return None
    if keys != copies and not profile.box.fits(cards):  # a card twice: as many copies as the box holds?
        return None
    voids = profile.voids
    monster = flags & MARK_MONSTER
    claim = _monster_claim(ops, rules, voids, read) if monster else run(ops, read[1], read[2], cards, None, voids=voids)
    if claim is None:
        return None
    v = object.__new__(_FromTokens)  # its trick, field and captures left empty, to be made when read
    v.claim, v.outcome, v.winner, winner = claim, claim.outcome, claim.winner, claim.winner  # type: ignore[assignment]
    v.next_leader = winner if winner is not None else claim.leader.seat  # type: ignore[assignment, union-attr]
    v._explain, v._trace, v._tokens, v._rules, v._pending = False, None, tuple(tokens), rules, read
    return v


_NOT_QUICK = MARK_UNDECLARED | MARK_WILD | MARK_DAVY | MARK_PLANK  # the full path's cases


def _monster_claim(ops: tuple[Op, ...], rules: RuleSet, voids: tuple[bool, bool], read: Read) -> Claim | None:
    """The compiled plan's claim over a trick's cards with a sea monster, in which each player
    plays once, in seat order: the last one decides. With the Kraken deciding, who would have
    won runs compiled too (None if it cannot)."""
    cards, role_ids, suits, flags, _ = read
    at = _last_monster(role_ids)
    if role_ids[at] != _KRAKEN_ID:
        return run(ops, role_ids, suits, cards, None, role_ids[at], voids=voids)
    rest = compiled(flags >> 16 & 0xFFFF & ~_MONSTER_BITS)  # the plan for the cards left without the sea monsters
    if rest is None:
        return None  # who would have won climbs the functions: the full path

    def would_win() -> int | None:
        # as if the sea monsters had never been played (``unplayed``): with no Wild 15 here, each
        # card keeps its suit, so only the lead is set afresh; the plan for the cards left names no
        # sea monster, so they need no masking out of its roles
        fresh = lead_of([i for i, role in enumerate(role_ids) if role not in _MONSTER_IDS], cards, suits, voids)[0]
        return run(rest, role_ids, suits, cards, fresh).winner

    n = len(cards)
    return run(
        ops,
        role_ids,
        suits,
        cards,
        None,
        _KRAKEN_ID,
        lambda: leader_after_kraken(rules, _IN_ORDER[n], n, at, would_win),
        voids,
    )


def _last_monster(role_ids: list[int]) -> int:
    """The last sea monster played: with no Davy Jones, it decides (``monster.last``)."""
    for i in range(len(role_ids) - 1, -1, -1):
        if role_ids[i] in _MONSTER_IDS:
            return i
    return -1  # pragma: no cover  # only asked when a sea monster was played


_MONSTER_IDS = frozenset(ROLE_IDS[role] for role in SEA_MONSTERS)
_MONSTER_BITS = sum(1 << role for role in _MONSTER_IDS)
_KRAKEN_ID = ROLE_IDS[Role.KRAKEN]
_QUICK: dict[str, Card] = {}  # a token read before that is a card alone, wherever it is played
_QUICK_MAX = 100_000


def _remember(tokens: Sequence[str], trick: Trick) -> None:
    """Keep the tokens that are cards alone (no player's name, no Plank choice) for ``_quick``."""
    if len(_QUICK) >= _QUICK_MAX:
        _QUICK.clear()
    for token, play in zip(tokens, trick.plays, strict=True):
        if play.target is None and isinstance(token, str) and "=" not in token:
            _QUICK[token] = play.card


class _FromTokens(Verdict):
    """A verdict reached from its tokens' cards alone (``judge(..., explain=False)``): its trick,
    field and captures are made the first time something reads them, with the values the full
    path gives (the captures from the cards, the trick never built for them); until then their
    slots are empty. Its bonus is added up from the cards without making the captures."""

    __slots__ = ("_pending", "_rules", "_tokens")
    _tokens: tuple[str, ...]
    _rules: RuleSet
    _pending: Read | None  # the cards read from the tokens, until the captures are worked out from them

    @property
    def trick(self) -> Trick:  # type: ignore[override]
        try:
            return _TRICK.__get__(self)  # type: ignore[no-any-return]
        except AttributeError:
            trick = _build(Trick, tuple(parse_plays(self._tokens)), self._rules)
            _TRICK.__set__(self, trick)
            return trick

    @property
    def field(self) -> Field:  # type: ignore[override]
        try:
            return _FIELD.__get__(self)  # type: ignore[no-any-return]
        except AttributeError:
            field = _field_of(self.trick)
            _FIELD.__set__(self, field)
            return field

    @property
    def bonuses(self) -> tuple[Bonus, ...]:  # type: ignore[override]
        return self._captures(_BONUSES)  # type: ignore[return-value]

    @property
    def alliances(self) -> tuple[tuple[int, int], ...]:  # type: ignore[override]
        return self._captures(_ALLIANCES)  # type: ignore[return-value]

    @property
    def abilities(self) -> tuple[Pirate, ...]:  # type: ignore[override]
        return self._captures(_ABILITIES)  # type: ignore[return-value]

    @property
    def winner_player(self) -> Seat | None:
        return self.winner  # type: ignore[return-value]  # each player plays one card, in seat order

    @property
    def bonus(self) -> int:
        """What the winner's captures are worth: all of them are the winner's here (no Davy Jones).

        Until the captures are made, added up card by card (``_captured`` pays each card on its
        own): each card's worth to this winning card under this rung is what ``_captured`` paid
        for it the first time the pair was met (``_worth``), kept on the rule set's profile.
        """
        read, winner = self._pending, self.winner
        if read is None or winner is None:
            bonuses: tuple[Bonus, ...] = _BONUSES.__get__(self) if winner is not None else ()
            return sum([b.points for b in bonuses]) if bonuses else 0
        cards, _, _, flags, _ = read
        taker = cards[winner]
        profile: _Profile = self._rules._profile  # type: ignore[assignment]  # made when the tokens were judged
        points = flags & MARK_POINTS
        if not points and not flags >> 16 & profile.pays.get(taker.role_id, 0):
            return 0  # no numbered card worth points, and no character this winner is paid for
        monster = self.claim.name in MONSTER_RUNGS
        if monster and not points:
            return 0  # under a sea monster only the numbered cards count
        table = profile.worth.get((monster, taker.flags))
        if table is None:
            table = profile.worth[monster, taker.flags] = {}
        total = 0
        for card in cards:
            worth = table.get(card.flags)
            if worth is None:
                worth = table[card.flags] = _worth(card, taker, self._rules, self.claim)
            total += worth
        return total

    def _captures(self, slot: MemberDescriptorType) -> tuple[object, ...]:
        """One of the bonuses, alliances and abilities, all worked out once from the cards alone."""
        if self._pending is not None:
            self._capture()
        return slot.__get__(self)  # type: ignore[no-any-return]

    def _capture(self) -> None:
        """The captures as the full path finds them: nothing was removed (no Davy Jones, no Walk
        the Plank), so the field is every card, and each player played once, in seat order."""
        winner, read = self.winner, self._pending
        assert read is not None
        if winner is None:  # destroyed or discarded: only Davy Jones pays then, and he is not here
            _set_captures(self, (), (), ())
        else:
            cards, _, _, flags, _ = read
            everyone = _IN_ORDER[len(cards)]
            facts = (flags & 0xFFFF, flags >> 16 & 0xFFFF, self._rules, self.claim, winner)
            _set_captures(self, *_captured(cards, everyone, *facts, everyone))
        self._pending = None


def _worth(card: Card, taker: Card, rules: RuleSet, claim: Claim) -> int:
    """What ``card`` captured is worth to the winning card ``taker`` when ``claim``'s rung decides
    (``_captured`` over the two cards, the winner first, the other one alone captured)."""
    two = (taker, card)
    bonuses = _captured(two, _IN_ORDER[2], card.marks, card.bit, rules, claim, 0, (1,))[0]
    return sum([b.points for b in bonuses])


# the slots of Verdict, which _FromTokens's properties fill when first read
_TRICK, _FIELD, _BONUSES, _ALLIANCES, _ABILITIES = (
    Verdict.__dict__[name] for name in ("trick", "field", "bonuses", "alliances", "abilities")
)


def _set_captures(
    v: Verdict, bonuses: tuple[Bonus, ...], alliances: tuple[tuple[int, int], ...], abilities: tuple[Pirate, ...]
) -> None:
    """Set a verdict's captures past the properties a ``_FromTokens`` has for them."""
    _BONUSES.__set__(v, bonuses)
    _ALLIANCES.__set__(v, alliances)
    _ABILITIES.__set__(v, abilities)


_CAPTURES = MARK_POINTS | MARK_LOOT | MARK_DAVY  # what a trick won by a numbered card can still pay


# --------------------------------------------------------------------------------- captures


_Paid = dict[tuple[int, int], tuple[RuleId, int, "Kind | None"]]  # (taker, taken) role IDs: rule, points, only kind


def _bonus_table(kinds: Iterable[BonusKind]) -> tuple[_Paid, dict[int, int]]:
    """The character bonuses of the bonus records (what each ``takes``) by role IDs, and per winning
    role a bit for each role whose capture pays."""
    paid = {
        (ROLE_IDS[taker], ROLE_IDS[taken]): (k.rule, k.points, only) for k in kinds for taker, taken, only in k.takes
    }
    pays: dict[int, int] = {}
    for taker, taken in paid:
        pays[taker] = pays.get(taker, 0) | 1 << taken
    return paid, pays


_BONUS = _bonus_table(BONUS_KINDS.values())
# first.pirate, first.king, first.mermaid: Scary Mary pays as a Pirate even as an Escape; +50 for the
# Skull King; nothing for a Mermaid taken by a Pirate.
_FIRST_BONUS = _bonus_table(FIRST_BONUS_KINDS.values())


def paid_captures(rules: RuleSet) -> _Paid:
    """The character bonuses a rule set pays, by (taker, taken) role IDs: the rule, its points, and
    the only kind of card taken it is paid for, if one (Scary Mary as an Escape, first.pirate)."""
    return (_FIRST_BONUS if rules.edition.own_bonuses else _BONUS)[0]


Captures = tuple[tuple["Bonus", ...], tuple[tuple[int, int], ...], tuple[Pirate, ...]]


def _put_captures(v: Verdict, trick: Trick, field: Field, claim: Claim, winner: int) -> None:
    """The bonuses, the Loot's alliances and the abilities a won trick brings."""
    captured = _captured(
        trick.cards, trick.seat, trick.marks, field.present, trick.rules, claim, winner, field.positions
    )
    if trick.davy is not None:
        captured = (captured[0] + _davy_bonuses(trick, winner), captured[1], captured[2])
    _set_captures(v, *captured)


def _captured(
    cards: Sequence[Card],
    seat: Sequence[Seat],
    marks: int,
    present: int,
    rules: RuleSet,
    claim: Claim,
    winner: int,
    positions: Sequence[int],
) -> Captures:
    """What the winner captures among the cards at ``positions`` (Davy Jones' bonuses aside):
    read off a built trick's field, or off the cards alone when every card stays in the trick."""
    player = seat[winner]
    bonuses: tuple[Bonus, ...] = ()
    if claim.name in MONSTER_RUNGS:  # only the numbered cards count
        if marks & MARK_POINTS:
            bonuses = _card_bonuses(cards, player, [i for i in positions if cards[i].role_id == _NUMBER_ID])
    else:
        if marks & MARK_POINTS:
            bonuses = _card_bonuses(cards, player, positions)
        card = cards[winner]
        profile: _Profile = rules._profile  # type: ignore[assignment]  # made when the trick was read
        if card.is_special and present & profile.pays.get(card.role_id, 0):
            bonuses += _character_bonuses(cards, player, card.role_id, positions, profile.character_bonus)
    if bonuses and rules.has_house(_ON_MISS):  # paid whatever the bid
        bonuses = tuple(Bonus(b.rule, b.points, b.card, b.player, False) for b in bonuses)
    if marks & MARK_LOOT and loot_allies(claim, rules, cards[winner]):  # loot.alliance
        alliances = tuple((i, winner) for i in positions if cards[i].kind is Kind.LOOT and seat[i] != player)
    else:
        alliances = ()
    return bonuses, alliances, _abilities(cards, winner, positions) if rules.abilities else ()


_ON_MISS = House.BONUS_ON_MISS  # the house rule that pays bonuses on a missed bid too
_NUMBER_ID = ROLE_IDS[Role.NUMBER]


def _card_bonuses(cards: Sequence[Card], player: Seat, positions: Sequence[int]) -> tuple[Bonus, ...]:
    """The numbered cards captured that are worth points: the 14s, the expansion 7s and 8s."""
    table = _CARD_BONUS
    out = []
    for i in positions:
        bonus = table.get(cards[i].key)
        if bonus is not None:
            out.append(Bonus(bonus[0], bonus[1], Position(i), player))
    return tuple(out)


_CARD_BONUS = {  # a numbered card's key -> the rule and points its capture brings (its bonus record's ``cards``)
    Card.number(suit, rank, face).key: (k.rule, k.points) for k in BONUS_KINDS.values() for suit, rank, face in k.cards
}


def _character_bonuses(
    cards: Sequence[Card], player: Seat, role: int, positions: Sequence[int], table: _Paid
) -> tuple[Bonus, ...]:
    out = []
    for i in positions:
        found = table.get((role, cards[i].role_id))
        if found is not None and (found[2] is None or cards[i].kind is found[2]):
            out.append(Bonus(found[0], found[1], Position(i), player))
    return tuple(out)


def _davy_bonuses(trick: Trick, winner: int | None) -> tuple[Bonus, ...]:
    """+20 per sea monster Davy Jones destroys (``davy.bonus``), unless a discard captures nothing."""
    davy, monsters = trick.davy, trick.monsters
    if davy is None or not monsters:
        return ()
    rules = trick.rules
    if winner is None and rules.ruling(DiscardCaptures) is DiscardCaptures.NOTHING:
        return ()
    to_winner = rules.ruling(DavyRecipient) is DavyRecipient.WINNER and winner is not None
    player = trick.seat[winner] if to_winner else trick.seat[davy]  # type: ignore[index]
    needs_bid = rules.ruling(DavyNeedsBid) is DavyNeedsBid.MADE and not rules.has_house(_ON_MISS)
    points = BONUS_POINTS[RuleId.DAVY_BONUS]
    return tuple(Bonus(RuleId.DAVY_BONUS, points, Position(i), player, needs_bid) for i in monsters)


def _abilities(cards: Sequence[Card], winner: int, positions: Sequence[int]) -> tuple[Pirate, ...]:
    """The abilities the winner unlocks (``ability.unlock``, ``con.powers``), when abilities are played."""
    card = cards[winner]
    if card.kind is Kind.PIRATE and card.pirate is not None:
        return (card.pirate,)
    if card.kind is Kind.FIRST_MATE:
        return tuple(
            cards[i].pirate  # type: ignore[misc]
            for i in positions
            if cards[i].kind is Kind.PIRATE and cards[i].pirate is not None
        )
    return ()
