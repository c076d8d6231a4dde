"""Round scores: classic and Rascal scoring (grapeshot or cannonball), bonuses, alliances, wagers.

:func:`score` turns one player's round (cards dealt, bid, tricks won, and what the round brought:
:class:`Award` bonuses, Loot :class:`Ally` alliances, Rascal of Roatan's wager, Harry the Giant's
change of bid) into a :class:`Breakdown`: a list of :class:`Item` lines, each citing the rule (and
the ruling, where one decided it) behind its points, and the total. :class:`ScoreTable` adds
rounds up into a game's running totals, its leader, and a tie that needs another round.

A bid is *made* only when it is exact, under every scoring method. Points are integers throughout;
the only rounding is half of an odd bonus total under Rascal scoring, decided by
``ruling.rascal-halves``.

    >>> b = score(5, 2, 2, awards=[bonus("14"), bonus("mermaid")])
    >>> b.total
    70
    >>> print(b.as_text())
    classic scoring, 5 cards dealt, bid 2, won 2: made
      +40  [score.bid] bid 2 made exactly: 20 x 2 tricks bid
        0  [score.bonus] the bid is made, so the bonuses are paid
      +10  [bonus.fourteen] a green, purple or yellow 14 captured
      +20  [bonus.mermaid] a Mermaid taken by a Pirate
      total +70
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from .errors import SkrulesError
from .rules import RuleSet, Scoring, title
from .trace import Trace, cite, points

__all__ = [
    "BONUS_KINDS",
    "Ally",
    "Award",
    "BonusKind",
    "Breakdown",
    "Item",
    "ScoreError",
    "ScoreTable",
    "bonus",
    "method_label",
    "parse_bonus",
    "parse_method",
    "points",
    "score",
]

WAGERS = (0, 10, 20)
HARRY_CHANGES = (-1, 0, 1)


class ScoreError(SkrulesError):
    """Numbers that cannot be a round's result: a bid above the cards dealt, a wager of 15, ..."""


# ---------------------------------------------------------------------------------- the inputs


@dataclass(frozen=True, slots=True)
class Award:
    """Bonus (or penalty) points a round brought a player, paid at scoring by the bid's result.

    ``needs_bid`` is false for points paid whatever the bid (Davy Jones' under
    ``ruling.davy-needs-bid=always``).
    """

    rule: str
    points: int
    what: str
    needs_bid: bool = True


@dataclass(frozen=True, slots=True)
class Ally:
    """A Loot alliance seen from one ally: the other ally, and whether that ally made the bid exactly."""

    partner: str
    made: bool


@dataclass(frozen=True, slots=True)
class BonusKind:
    """A bonus as written on a score sheet or the command line (``pirate``, ``black14``, ``8``)."""

    name: str
    rule: str
    points: int
    one: str  # "a Pirate taken by the Skull King"
    many: str  # "Pirates taken by the Skull King"
    most: int  # how many a round can bring (the box holds no more)


BONUS_KINDS: Mapping[str, BonusKind] = MappingProxyType(
    {
        k.name: k
        for k in (
            BonusKind("14", "bonus.fourteen", 10, "a green, purple or yellow 14 captured", "14s captured", 3),
            BonusKind("black14", "bonus.black-fourteen", 20, "the black 14 captured", "black 14s captured", 1),
            BonusKind("mermaid", "bonus.mermaid", 20, "a Mermaid taken by a Pirate", "Mermaids taken by a Pirate", 2),
            BonusKind(
                "pirate", "bonus.pirate", 30, "a Pirate taken by the Skull King", "Pirates taken by the Skull King", 7
            ),
            BonusKind("king", "bonus.king", 40, "the Skull King taken by a Mermaid", "Skull Kings taken", 1),
            BonusKind("con", "con.bonus", 30, "First Mate Con taken", "First Mate Cons taken", 1),
            BonusKind("8", "exp.eight", 5, "an expansion 8 captured", "expansion 8s captured", 4),
            BonusKind("7", "exp.seven", -5, "an expansion 7 captured", "expansion 7s captured", 4),
            BonusKind(
                "davy",
                "davy.bonus",
                20,
                "a sea monster destroyed by Davy Jones",
                "sea monsters destroyed by Davy Jones",
                3,
            ),
        )
    }
)
_BONUS_ALIASES = {
    "fourteen": "14",
    "g14": "14",
    "p14": "14",
    "y14": "14",
    "b14": "black14",
    "black-14": "black14",
    "mermaids": "mermaid",
    "pirates": "pirate",
    "sk": "king",
    "skull-king": "king",
    "skullking": "king",
    "first-mate": "con",
    "eight": "8",
    "8x": "8",
    "seven": "7",
    "7x": "7",
    "davy-jones": "davy",
    "locker": "davy",
}


def bonus(name: str, count: int = 1, rules: RuleSet | None = None) -> Award:
    """The award for ``count`` captures of one kind: ``bonus("pirate", 2)`` is +60.

    Davy Jones' bonus needs a made bid unless ``ruling.davy-needs-bid`` says otherwise.
    """
    key = _BONUS_ALIASES.get(name.strip().lower(), name.strip().lower())
    kind = BONUS_KINDS.get(key)
    if kind is None:
        close = difflib.get_close_matches(key, [*BONUS_KINDS, *_BONUS_ALIASES], n=1)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise ScoreError(f"{hint}the bonuses are {', '.join(BONUS_KINDS)}", token=name)
    if not 1 <= count <= kind.most:
        raise ScoreError(f"a round brings 1 to {kind.most} of {kind.many}, not {count}", token=f"{name}={count}")
    needs_bid = True
    if kind.rule == "davy.bonus":
        needs_bid = (rules or RuleSet()).ruling("ruling.davy-needs-bid") == "made"
    what = kind.one if count == 1 else f"{count} {kind.many}"
    return Award(kind.rule, kind.points * count, what, needs_bid)


def parse_bonus(text: str, rules: RuleSet | None = None) -> Award:
    """Read ``NAME`` or ``NAME=COUNT`` (``pirate=2``), as the command line and score sheets write it."""
    name, sep, count_text = text.partition("=")
    count = 1
    if sep:
        digits = count_text.strip()
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 6):  # isdigit() alone takes '²'
            raise ScoreError("write a bonus as NAME or NAME=COUNT, e.g. pirate=2", token=text)
        count = int(count_text)
    return bonus(name, count, rules)


_METHOD_WORDS = {
    "classic": Scoring.CLASSIC,
    "rascal": Scoring.RASCAL,
    "grapeshot": Scoring.RASCAL,
    "cannonball": Scoring.CANNONBALL,
}


def parse_method(text: str) -> Scoring:
    """``classic``, ``rascal`` (also ``grapeshot``) or ``cannonball``."""
    try:
        return _METHOD_WORDS[text.strip().lower()]
    except KeyError:
        raise ScoreError("the scoring is classic, rascal (grapeshot) or cannonball", token=text) from None


def method_label(method: Scoring) -> str:
    return {
        Scoring.CLASSIC: "classic scoring",
        Scoring.RASCAL: "Rascal scoring (grapeshot)",
        Scoring.CANNONBALL: "Rascal scoring (cannonball)",
    }[method]


# ---------------------------------------------------------------------------------- the result


@dataclass(frozen=True, slots=True)
class Item:
    """One line of a breakdown: the points it adds and the rule (and ruling) it applies."""

    rule: str
    text: str
    points: int = 0
    ruling: str | None = None
    reading: str | None = None

    @property
    def title(self) -> str:
        return title(self.rule)

    @property
    def cites(self) -> str:
        return cite(self.rule, self.ruling, self.reading)

    def as_dict(self) -> dict[str, object]:
        return {
            "rule": self.rule,
            "title": self.title,
            "text": self.text,
            "points": self.points,
            "ruling": self.ruling,
            "reading": self.reading,
        }


@dataclass(frozen=True)
class Breakdown:
    """A player's score for a round, line by line; ``total`` is the sum of the lines."""

    method: Scoring
    cards: int
    bid: int  # the bid scored, after Harry the Giant's change
    won: int
    items: tuple[Item, ...]
    player: str | None = None
    bid_before: int | None = None  # the bid as made, when Harry the Giant changed it

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)

    @property
    def made(self) -> bool:
        return self.won == self.bid

    @property
    def off(self) -> int:
        return abs(self.won - self.bid)

    @property
    def rules(self) -> list[str]:
        return [i.rule for i in self.items]

    @property
    def trace(self) -> Trace:
        """The lines as a trace, for the renderers that show traces."""
        tr = Trace()
        for i in self.items:
            tr.add(
                i.rule,
                f"{points(i.points)}: {i.text}",
                ruling=None if i.ruling is None else (i.ruling, i.reading or ""),
            )
        return tr

    @property
    def headline(self) -> str:
        who = f"{self.player}: " if self.player else ""
        bid = f"bid {self.bid}" if self.bid_before in (None, self.bid) else f"bid {self.bid_before}->{self.bid}"
        result = "made" if self.made else f"off by {self.off}"
        plural = "card" if self.cards == 1 else "cards"
        return f"{who}{method_label(self.method)}, {self.cards} {plural} dealt, {bid}, won {self.won}: {result}"

    def as_text(self, indent: str = "  ") -> str:
        width = max([len(points(i.points)) for i in self.items] + [3])
        lines = [self.headline]
        lines += [f"{indent}{points(i.points):>{width}}  [{i.cites}] {i.text}" for i in self.items]
        lines.append(f"{indent}total {points(self.total)}")
        return "\n".join(lines)

    def as_dict(self) -> dict[str, object]:
        return {
            "player": self.player,
            "scoring": self.method.value,
            "cards": self.cards,
            "bid": self.bid,
            "bid_before_harry": self.bid_before,
            "won": self.won,
            "made": self.made,
            "off": self.off,
            "items": [i.as_dict() for i in self.items],
            "total": self.total,
        }


# ---------------------------------------------------------------------------------- scoring


def _check_count(what: str, value: int, low: int, high: int, rule: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ScoreError(f"{what} is {value!r}; it must be a whole number from {low} to {high} ({rule})")


def score(
    cards: int,
    bid: int,
    won: int,
    *,
    method: Scoring | str | None = None,
    awards: Sequence[Award] = (),
    allies: Sequence[Ally] = (),
    wager: int | None = None,
    harry: int | None = None,
    rules: RuleSet | None = None,
    player: str | None = None,
) -> Breakdown:
    """One player's score for one round.

    ``method`` defaults to the rule set's scoring. ``wager`` is Rascal of Roatan's (0, 10 or 20)
    and ``harry`` Harry the Giant's change of bid (-1, 0 or +1), each ``None`` when not used.
    ``allies`` are the player's Loot alliances, each with whether the other ally made the bid.
    """
    rules = rules or RuleSet()
    method = rules.scoring if method is None else Scoring(method)
    if isinstance(cards, bool) or not isinstance(cards, int) or cards < 1:
        raise ScoreError(f"cards dealt is {cards!r}; a round deals at least one card to each player (setup.deal)")
    _check_count("the bid", bid, 0, cards, "bid.range")
    _check_count("tricks won", won, 0, cards, "a round has one trick per card dealt")
    items: list[Item] = []
    bid_before = None
    if harry is not None:
        if harry not in HARRY_CHANGES:
            raise ScoreError(f"Harry the Giant changes the bid by -1, 0 or +1, not {harry!r} (ability.harry)")
        new = bid + harry
        if not 0 <= new <= cards:
            raise ScoreError(
                f"Harry the Giant cannot move the bid from {bid} to {new}: a bid is 0 to the {cards} cards dealt "
                "(bid.range, ability.harry)"
            )
        text = (
            f"Harry the Giant moved the bid from {bid} to {new}" if harry else f"Harry the Giant left the bid at {bid}"
        )
        items.append(Item("ability.harry", text))
        bid_before, bid = bid, new
    if wager is not None and wager not in WAGERS:
        raise ScoreError(f"Rascal of Roatan wagers 0, 10 or 20 points, not {wager!r} (ability.rascal)")
    off = abs(won - bid)
    made = off == 0
    conditional = [a for a in awards if a.needs_bid]
    if method is Scoring.CLASSIC:
        items.append(_classic(cards, bid, won, off))
        items += _paid_on_bid(conditional, made, "score.bonus")
    elif method is Scoring.RASCAL:
        items += _rascal(cards, off, conditional, rules)
    else:
        items.append(_cannonball(cards, off))
        items += _paid_on_bid(conditional, made, "score.cannonball")
    for a in awards:
        if not a.needs_bid:
            items.append(Item(a.rule, f"{a.what}: paid whatever the bid", a.points, *_davy_ruling(a, rules)))
    for ally in allies:
        if made and ally.made:
            items.append(Item("score.alliance", f"Loot alliance with {ally.partner}: both bids made exactly", 20))
        else:
            who = " and ".join(x for x, ok in ((player or "this player", made), (ally.partner, ally.made)) if not ok)
            items.append(Item("score.alliance", f"Loot alliance with {ally.partner}: no +20, as {who} missed", 0))
    if wager is not None:
        if made:
            items.append(Item("score.wager", f"Rascal of Roatan's wager of {wager} won on the exact bid", wager))
        else:
            items.append(
                Item("score.wager", f"Rascal of Roatan's wager of {wager} lost: the bid is off by {off}", -wager)
            )
    return Breakdown(method, cards, bid, won, tuple(items), player, bid_before)


def _davy_ruling(a: Award, rules: RuleSet) -> tuple[str, str] | tuple[()]:
    if a.rule == "davy.bonus":
        return "ruling.davy-needs-bid", rules.ruling("ruling.davy-needs-bid")
    return ()


def _and(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _n(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _classic(cards: int, bid: int, won: int, off: int) -> Item:
    if bid == 0:
        if won == 0:
            return Item("score.zero", f"bid 0 made: 10 x {_n(cards, 'card')} dealt", 10 * cards)
        return Item("score.zero", f"bid 0 missed, {won} won: -10 x {_n(cards, 'card')} dealt", -10 * cards)
    if off == 0:
        return Item("score.bid", f"bid {bid} made exactly: 20 x {_n(bid, 'trick')} bid", 20 * bid)
    return Item("score.miss", f"bid {bid}, won {won}: -10 x {_n(off, 'trick')} off", -10 * off)


def _forfeit(awards: Sequence[Award]) -> str:
    return ", ".join(f"{points(a.points)} for {a.what}" for a in awards)


def _paid_on_bid(awards: Sequence[Award], made: bool, rule: str) -> list[Item]:
    if not awards:
        return []
    if made:
        head = Item(rule, "the bid is made, so the bonuses are paid")
        return [head, *(Item(a.rule, a.what, a.points) for a in awards)]
    return [Item(rule, f"the bid is missed, so no bonus is paid ({_forfeit(awards)})")]


def _rascal(cards: int, off: int, awards: Sequence[Award], rules: RuleSet) -> list[Item]:
    potential = 10 * cards
    of = f"10 x {_n(cards, 'card')} dealt"
    if off == 0:
        items = [Item("score.rascal", f"direct hit: all of {of}", potential)]
        if awards:
            items.append(Item("score.rascal-bonus", "direct hit: the bonuses in full"))
            items += [Item(a.rule, a.what, a.points) for a in awards]
        return items
    if off == 1:
        items = [Item("score.rascal", f"glancing blow, off by one: half of {of}", potential // 2)]
        if awards:
            total = sum(a.points for a in awards)
            half, rounded = _half(total, rules)
            text = f"glancing blow: half of the bonuses, {points(total)} ({_forfeit(awards)}), is {points(half)}"
            if rounded:
                reading = rules.ruling("ruling.rascal-halves")
                items.append(Item("score.rascal-bonus", text, half, "ruling.rascal-halves", reading))
            else:
                items.append(Item("score.rascal-bonus", text, half))
        return items
    items = [Item("score.rascal", f"complete miss, off by {off}: none of {of}", 0)]
    if awards:
        items.append(Item("score.rascal-bonus", f"complete miss: no bonus is paid ({_forfeit(awards)})"))
    return items


def _half(total: int, rules: RuleSet) -> tuple[int, bool]:
    """Half of a bonus total, and whether it had to be rounded (an odd total)."""
    if total % 2 == 0:
        return total // 2, False
    toward_zero = abs(total) // 2
    magnitude = toward_zero if rules.ruling("ruling.rascal-halves") == "toward-zero" else toward_zero + 1
    return (magnitude if total > 0 else -magnitude), True


def _cannonball(cards: int, off: int) -> Item:
    if off == 0:
        return Item("score.cannonball", f"cannonball, bid made exactly: 15 x {_n(cards, 'card')} dealt", 15 * cards)
    return Item("score.cannonball", f"cannonball, off by {off}: nothing", 0)


# ---------------------------------------------------------------------------------- a game's table


@dataclass(frozen=True)
class ScoreTable:
    """Rounds of scores added up: running totals, the leader, and a tie at the end of the game.

    ``planned`` is the number of rounds the game has (its deal schedule), when known; the game
    is over once that many rounds are scored.
    """

    players: tuple[str, ...]
    rounds: tuple[Mapping[str, Breakdown], ...] = ()
    planned: int | None = None
    labels: tuple[str, ...] = field(default=())  # a name per round ("1", "2", ...) when not numbered

    def __post_init__(self) -> None:
        for r, row in enumerate(self.rounds, 1):
            if set(row) != set(self.players):
                raise ScoreError(
                    f"round {r} scores {', '.join(sorted(row)) or 'nobody'}, "
                    f"but the players are {', '.join(self.players)}"
                )

    def round_totals(self) -> list[dict[str, int]]:
        return [{p: row[p].total for p in self.players} for row in self.rounds]

    def running(self) -> list[dict[str, int]]:
        """The totals after each round."""
        out: list[dict[str, int]] = []
        sums = dict.fromkeys(self.players, 0)
        for row in self.round_totals():
            sums = {p: sums[p] + row[p] for p in self.players}
            out.append(sums)
        return out

    def totals(self) -> dict[str, int]:
        return self.running()[-1] if self.rounds else dict.fromkeys(self.players, 0)

    @property
    def leaders(self) -> tuple[str, ...]:
        totals = self.totals()
        best = max(totals.values())
        return tuple(p for p in self.players if totals[p] == best)

    @property
    def complete(self) -> bool:
        return self.planned is not None and len(self.rounds) >= self.planned

    @property
    def tie(self) -> bool:
        """The game is over and more than one player has the highest total."""
        return self.complete and len(self.leaders) > 1

    @property
    def winner(self) -> str | None:
        return self.leaders[0] if self.complete and not self.tie else None

    @property
    def trace(self) -> Trace:
        tr = Trace()
        totals = self.totals()
        names = _and(self.leaders)
        best = str(totals[self.leaders[0]])
        if not self.complete:
            rounds = f"{len(self.rounds)} of {self.planned}" if self.planned else str(len(self.rounds))
            tr.add(
                "game.end", f"After {rounds} rounds {names} {'lead' if len(self.leaders) > 1 else 'leads'} with {best}."
            )
        elif self.tie:
            tr.add("game.end", f"After the last round {names} share the highest total, {best}.")
            tr.add("game.tie", f"{names} play another round to break the tie.")
        else:
            tr.add("game.end", f"After the last round {names} has the highest total, {best}, and wins.")
        return tr

    def as_dict(self) -> dict[str, object]:
        running = self.running()
        return {
            "players": list(self.players),
            "rounds": [
                {
                    "round": self._label(r),
                    "cards": next(iter(row.values())).cards,
                    "scores": {p: row[p].as_dict() for p in self.players},
                    "totals": running[r],
                }
                for r, row in enumerate(self.rounds)
            ],
            "totals": self.totals(),
            "planned_rounds": self.planned,
            "complete": self.complete,
            "leaders": list(self.leaders),
            "winner": self.winner,
            "tie": self.tie,
            "trace": self.trace.as_list(),
        }

    def _label(self, r: int) -> str:
        return self.labels[r] if r < len(self.labels) else str(r + 1)

    def as_text(self) -> str:
        """The running table: each round's score with the total so far, then the totals."""
        running = self.running()
        header = ["round", "cards", *self.players]
        body = [
            [self._label(r), str(next(iter(row.values())).cards)]
            + [f"{points(row[p].total)} ({running[r][p]})" for p in self.players]
            for r, row in enumerate(self.rounds)
        ]
        totals = self.totals()
        body.append(["total", "", *(str(totals[p]) for p in self.players)])
        widths = [max(len(x) for x in col) for col in zip(header, *body, strict=True)]
        lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in [header, *body]]
        lines.append("")
        lines += [f"[{s.rule}] {s.text}" for s in self.trace]
        return "\n".join(lines)
