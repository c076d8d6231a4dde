"""What a scenario file holds, as plain data: the scenarios, their expectations, and the problems.

Every value read from a file keeps the line and column it was written at (compared never, so two
scenarios are equal when they say the same thing wherever they say it), so that a run can point
at the very token an error or a mismatch is about.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import TypeVar

from ...rules import Reading
from ..text import Problem, Word

__all__ = [
    "SUFFIX",
    "AbilityLine",
    "Alliance",
    "BonusExpect",
    "Document",
    "Expect",
    "Game",
    "GameExpect",
    "GameRound",
    "Hand",
    "Illegal",
    "Problem",
    "Refusal",
    "Round",
    "RoundExpect",
    "RoundTrick",
    "Scenario",
    "ScenarioKind",
    "Settings",
    "Winner",
    "Word",
    "quick_init",
]

SUFFIX = ".skull"

_T = TypeVar("_T")


def quick_init(cls: type[_T]) -> type[_T]:
    """Give a frozen dataclass a constructor that sets all its fields at once.

    The constructor a frozen dataclass gets sets each field through ``object.__setattr__``;
    building the scenarios of a large library and their results that way took a fifth of
    ``skrules check``'s time. The constructor written here takes the same arguments, with the
    same defaults, and sets the instance's dictionary in one step: the value, its repr,
    equality and ``dataclasses.replace`` are unchanged. For dataclasses with a ``__dict__`` and
    no ``__post_init__``, ``InitVar``, keyword-only or ``init=False`` fields (checked here).
    """
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    simple = all(f.init and f.kw_only is not True for f in fields)
    if hasattr(cls, "__slots__") or hasattr(cls, "__post_init__") or not simple:
        raise TypeError(f"quick_init cannot build {cls.__name__}")
    scope: dict[str, object] = {"_set": object.__setattr__, "_MISSING": dataclasses.MISSING}
    params, first = [], []
    for f in fields:
        if f.default is not dataclasses.MISSING:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            scope[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_MISSING")
            first.append(f"    if {f.name} is _MISSING: {f.name} = _factory_{f.name}()\n")
        else:
            params.append(f.name)
    values = ", ".join(f"{f.name!r}: {f.name}" for f in fields)
    source = f"def __init__(self, {', '.join(params)}):\n{''.join(first)}    _set(self, '__dict__', {{{values}}})\n"
    exec(source, scope)  # as dataclasses writes its own constructors
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    cls.__init__ = init  # type: ignore[method-assign,assignment]
    return cls


class ScenarioKind(StrEnum):
    TRICK = "trick"
    ROUND = "round"
    GAME = "game"

    @property
    def key(self) -> str:
        """The key that starts a scenario of this kind in a file."""
        return "scenario" if self is ScenarioKind.TRICK else self.value


@dataclass(frozen=True, slots=True)
class Settings:
    """The rule set a scenario runs under; ``None`` means "not said here" (a default or the file's)."""

    deck: str | None = None  # as ``--deck`` reads it; None or "auto": whatever the cards need
    rulings: tuple[tuple[str, Reading], ...] = ()  # (full ruling ID, reading), later ones win
    abilities: bool | None = None
    scoring: str | None = None
    edition: str | None = None  # a printing's year, as ``--edition`` reads it; None: the default
    house: tuple[str, ...] | None = None  # house rules, as ``--house`` reads them

    def over(self, base: Settings) -> Settings:
        """These settings on top of ``base`` (a file's settings under a scenario's)."""
        rulings = dict(base.rulings)
        rulings.update(self.rulings)
        return Settings(
            self.deck if self.deck is not None else base.deck,
            tuple(rulings.items()),
            self.abilities if self.abilities is not None else base.abilities,
            self.scoring if self.scoring is not None else base.scoring,
            self.edition if self.edition is not None else base.edition,
            self.house if self.house is not None else base.house,
        )


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's cards: before the trick (trick scenarios) or as dealt (rounds)."""

    player: str
    cards: tuple[Word, ...]
    line: int = field(default=0, compare=False)
    column: int = field(default=1, compare=False)  # where the player's name is written


@dataclass(frozen=True, slots=True)
class Winner:
    """The expected winner: a player, a card, both, or nobody (both ``None``)."""

    player: str | None = None
    card: str | None = None

    @property
    def nobody(self) -> bool:
        return self.player is None and self.card is None

    def __str__(self) -> str:
        if self.nobody:
            return "nobody"
        return " ".join(x for x in (self.player, self.card) if x is not None)


@dataclass(frozen=True, slots=True)
class BonusExpect:
    """One expected bonus: its points and rule, and optionally who gets it and whether it needs the bid."""

    points: int
    rule: str
    player: str | None = None
    always: bool = False  # paid whatever the bid (Davy Jones under one reading)

    def __str__(self) -> str:
        parts = [f"{self.points:+d}" if self.points else "0", self.rule]
        if self.player is not None:
            parts.append(self.player)
        if self.always:
            parts.append("always")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Alliance:
    loot: str
    winner: str

    def __str__(self) -> str:
        return f"{self.loot} with {self.winner}"


@dataclass(frozen=True, slots=True)
class Illegal:
    player: str
    rule: str | None = None

    def __str__(self) -> str:
        return self.player if self.rule is None else f"{self.player} {self.rule}"


@dataclass(frozen=True, slots=True)
class Refusal:
    """An expected refusal: the kind of error (notation, deck, trick, ruleset) and/or part of its message."""

    kind: str | None = None
    message: str | None = None

    def __str__(self) -> str:
        parts = [] if self.kind is None else [self.kind]
        if self.message is not None:
            parts.append(f'"{self.message}"')
        return " ".join(parts)


@quick_init
@dataclass(frozen=True)
class Expect:
    """What a trick scenario expects; a field left ``None`` is not checked."""

    winner: Winner | None = None
    outcome: str | None = None
    lead_suit: str | None = None  # a suit label or "none"
    next_leader: str | None = None
    bonus: int | None = None
    bonuses: tuple[BonusExpect, ...] | None = None
    alliances: tuple[Alliance, ...] | None = None
    removed: tuple[Word, ...] | None = None
    powers: tuple[str, ...] | None = None
    illegal: tuple[Illegal, ...] | None = None
    refused: Refusal | None = None
    trace: tuple[str, ...] | None = None
    lines: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}), compare=False)

    @property
    def empty(self) -> bool:
        return (
            self.winner is None
            and self.outcome is None
            and self.lead_suit is None
            and self.next_leader is None
            and self.bonus is None
            and self.bonuses is None
            and self.alliances is None
            and self.removed is None
            and self.powers is None
            and self.illegal is None
            and self.refused is None
            and self.trace is None
        )


TRICK_FIELDS = (
    "winner",
    "outcome",
    "lead_suit",
    "next_leader",
    "bonus",
    "bonuses",
    "alliances",
    "removed",
    "powers",
    "illegal",
    "refused",
    "trace",
)


@dataclass(frozen=True, slots=True)
class AbilityLine:
    """A choice made for a Pirate's power after a trick (``rosie: Ben``, ``harry: -1``)."""

    power: str
    words: tuple[Word, ...]
    line: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"{self.power}: {' '.join(w.text for w in self.words)}".rstrip()


@dataclass(frozen=True, slots=True)
class RoundTrick:
    plays: tuple[Word, ...]
    choices: tuple[AbilityLine, ...] = ()
    line: int = field(default=0, compare=False)


@quick_init
@dataclass(frozen=True)
class RoundExpect:
    """What a round scenario expects: each player's score, tricks taken, the winner of each trick."""

    scores: tuple[tuple[str, int], ...] | None = None
    taken: tuple[tuple[str, int], ...] | None = None
    winners: tuple[str, ...] | None = None  # a player name or "nobody", per trick
    refused: Refusal | None = None
    trace: tuple[str, ...] | None = None  # citations of the round's own trace, in order
    lines: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}), compare=False)

    @property
    def empty(self) -> bool:
        return all(x is None for x in (self.scores, self.taken, self.winners, self.refused, self.trace))


@quick_init
@dataclass(frozen=True)
class Round:
    """A whole round: the deal, the bids, the tricks in order with the powers' choices, the scores."""

    cards: int | None = None
    dealer: str | None = None
    leader: str | None = None  # who leads the first trick, when the dealer does not say (two players)
    ghost: tuple[Word, ...] = ()  # Graybeard's hand in a two-player round, top card first
    bids: tuple[tuple[str, int], ...] = ()
    cannonball: tuple[str, ...] = ()  # under Rascal scoring, the players who went for the cannonball
    tricks: tuple[RoundTrick, ...] = ()
    expect: RoundExpect = field(default_factory=RoundExpect)
    # where the deal and the bids are written (``cards``, ``dealer``, ``leader``, ``ghost``, ``bids``,
    # ``cannonball``): line and column, for a refusal of the round to point there
    where: Mapping[str, tuple[int, int]] = field(default_factory=lambda: MappingProxyType({}), compare=False)


@dataclass(frozen=True, slots=True)
class GameRound:
    """A round of a game written as one line of score-sheet cells, ``BID/WON[,ITEM...]`` per player."""

    number: int
    cells: tuple[Word, ...]
    line: int = field(default=0, compare=False)
    column: int = field(default=1, compare=False)  # where 'round N' is written


@quick_init
@dataclass(frozen=True)
class GameExpect:
    """What a game scenario expects; a field left ``None`` is not checked.

    ``schedule``, ``dealers`` and ``leaders`` hold one entry per round of the whole game;
    ``totals`` are the totals after the last round given, ``after`` the totals after given rounds.
    """

    schedule: tuple[int, ...] | None = None
    dealers: tuple[str, ...] | None = None
    leaders: tuple[str, ...] | None = None
    totals: tuple[tuple[str, int], ...] | None = None
    after: tuple[tuple[int, tuple[tuple[str, int], ...]], ...] | None = None
    winner: str | None = None  # a player, or "nobody" (the game is not over, or tied)
    tie: tuple[str, ...] | None = None  # the tied leaders: another round, or a shared win (ruling.game-tie)
    refused: Refusal | None = None
    trace: tuple[str, ...] | None = None
    lines: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}), compare=False)

    @property
    def empty(self) -> bool:
        return all(getattr(self, name) is None for name in GAME_FIELDS)


GAME_FIELDS = ("schedule", "dealers", "leaders", "totals", "after", "winner", "tie", "refused", "trace")


@quick_init
@dataclass(frozen=True)
class Game:
    """A whole game: the card-count variant, who deals round 1, the rounds as cells, the expectations.

    ``where`` keeps the line and column of the keys a refusal may be about (``players``,
    ``variant``), compared never.
    """

    variant: str | None = None  # a variant's name as skrules.deal reads it; None: the standard game
    dealer: str | None = None  # who deals round 1; None: the last player listed
    rounds: tuple[GameRound, ...] = ()
    expect: GameExpect = field(default_factory=GameExpect)
    where: Mapping[str, tuple[int, int]] = field(default_factory=lambda: MappingProxyType({}), compare=False)


@quick_init
@dataclass(frozen=True)
class Scenario:
    """One scenario of a file: a trick, a round or a game, the rule set, the citations, the expectations."""

    path: str
    name: str
    kind: ScenarioKind
    line: int = field(compare=False)
    cites: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    settings: Settings = field(default_factory=Settings)
    players: tuple[str, ...] | None = None
    trick: tuple[Word, ...] = ()
    hands: tuple[Hand, ...] = ()
    expect: Expect = field(default_factory=Expect)
    round: Round | None = None
    game: Game | None = None
    problems: tuple[Problem, ...] = field(default=(), compare=False)

    @property
    def id(self) -> str:
        return f"{self.path}::{self.name}"

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def header_problems(self) -> tuple[Problem, ...]:
        """The problems of the lines before the file's first scenario (its settings, which every scenario takes
        up): also in :attr:`problems`, and the file's own, told once for the file rather than under each scenario."""
        return tuple(p for p in self.problems if p.line < self.line)

    @property
    def own_problems(self) -> tuple[Problem, ...]:
        """The problems of the scenario's own lines: :attr:`problems` without :attr:`header_problems`."""
        return tuple(p for p in self.problems if p.line >= self.line)


@quick_init
@dataclass(frozen=True)
class Document:
    """A parsed file: its settings, its scenarios, and the problems that belong to no one scenario."""

    path: str
    settings: Settings = field(default_factory=Settings)
    scenarios: tuple[Scenario, ...] = ()
    problems: tuple[Problem, ...] = field(default=(), compare=False)

    @property
    def all_problems(self) -> list[Problem]:
        """Every problem in the file, in line order."""
        out = list(self.problems)
        for s in self.scenarios:
            out += [p for p in s.problems if p not in out]
        return sorted(out, key=lambda p: (p.line, p.column))

    @property
    def ok(self) -> bool:
        return not self.all_problems
