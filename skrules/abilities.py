"""The pirate abilities a trick's winner may use, as typed values, and the one way to write them.

Each ability is a small frozen value whose ``str()`` writes it back the way :func:`parse_ability`
reads it: ``rosie Ben``, ``bendt +g3 +y5 -g1 -p2``, ``rascal 20``, ``juanita``, ``harry -1``,
``mary Ben y7``. Bendt the Bandit is also read as the scenario format words him,
``bendt draw g3 y5 discard g1 p2``: one reader for both, so the two text formats cannot drift.

    >>> from skrules.abilities import Harry, parse_ability
    >>> str(parse_ability("bendt draw g3 y5 discard g1 p2"))
    'bendt +g3 +y5 -g1 -p2'
    >>> parse_ability("harry -1") == Harry(-1)
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from .cards import Card, Kind, Pirate, parse_card
from .errors import NotationError, SkrulesError
from .notation import check_name
from .refusals import GameRefusal as GR
from .refusals import refusal
from .scoring import HARRY_CHANGES, WAGERS

__all__ = [
    "ABILITY_HELP",
    "Ability",
    "Bendt",
    "Harry",
    "Juanita",
    "Mary",
    "Rascal",
    "Rosie",
    "make_ability",
    "parse_ability",
]


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


Ability = Rosie | Bendt | Rascal | Juanita | Harry | Mary
ABILITY_TYPES = (Rosie, Bendt, Rascal, Juanita, Harry, Mary)

ABILITY_HELP = """\
ability choices (after the trick whose winner unlocked them):
  rosie NAME                 Rosie D'Laney: NAME leads the next trick
  bendt +CARD +CARD -CARD -CARD
                             Bendt the Bandit: the cards drawn (+) and discarded (-)
  rascal 0|10|20             Rascal of Roatan: the wager on making the bid
  juanita                    Juanita Jade: a look at the undealt cards
  harry -1|0|+1              Harry the Giant: the change to the bid
  mary NAME CARD             Mary Thorne: the card picked from NAME's hand, played next trick"""


def parse_ability(text: str) -> Ability:
    """Read an ability used: ``rosie Ben``, ``rosie: Ben``, ``bendt +g3 +y5 -g1 -p2``, ``harry -1``.

    Errors are :class:`~skrules.errors.NotationError` quoting the word at fault.
    """
    head, colon, tail = text.strip().partition(":")
    words = head.split() + tail.split() if colon else text.split()
    if not words:
        raise NotationError(refusal(GR.EMPTY_CHOICE), token=text)
    return make_ability(words[0], words[1:])


def make_ability(name: str, args: Sequence[str]) -> Ability:
    """Build an ability from its Pirate's name and its words (``make_ability("harry", ["-1"])``)."""
    pirate = _ability_pirate(name)
    args = list(args)
    if pirate is Pirate.BENDT:
        return _bendt(args)
    usage = _USAGE[pirate]
    if len(args) != usage.count(" "):
        raise NotationError(refusal(_WRITTEN[pirate], pirate=pirate), token=" ".join([name, *args]))
    if pirate is Pirate.ROSIE:
        return Rosie(check_name(args[0], token=args[0]))
    if pirate is Pirate.RASCAL:
        return Rascal(_number(args[0], WAGERS, pirate))
    if pirate is Pirate.JUANITA:
        return Juanita()
    if pirate is Pirate.HARRY:
        return Harry(_number(args[0], HARRY_CHANGES, pirate))
    return Mary(check_name(args[0], token=args[0]), _card(args[1]))


_USAGE = {
    Pirate.ROSIE: "rosie NAME",
    Pirate.RASCAL: "rascal 0|10|20",
    Pirate.JUANITA: "juanita",
    Pirate.HARRY: "harry -1|0|+1",
    Pirate.MARY: "mary NAME CARD",
}
_WRITTEN = {  # how each choice is written, as a refusal says it: the usage above, quoted
    Pirate.ROSIE: GR.ROSIE_WRITTEN,
    Pirate.RASCAL: GR.RASCAL_WRITTEN,
    Pirate.JUANITA: GR.JUANITA_WRITTEN,
    Pirate.HARRY: GR.HARRY_WRITTEN,
    Pirate.MARY: GR.MARY_WRITTEN,
}


def _ability_pirate(word: str) -> Pirate:
    try:
        card = parse_card(word)
    except SkrulesError:
        card = None
    if card is None or card.kind is not Kind.PIRATE or card.pirate is None:
        raise NotationError(refusal(GR.NOT_AN_ABILITY), token=word)
    return card.pirate


def _number(word: str, allowed: Sequence[int], pirate: Pirate) -> int:
    try:
        value = int(word)
    except ValueError:
        value = None
    if value is None or value not in allowed:
        raise NotationError(refusal(_WRITTEN[pirate], pirate=pirate), token=word)
    return value


def _bendt(args: list[str]) -> Bendt:
    """``+A +B -C -D``, or the scenario format's ``draw A B discard C D`` (the same choice)."""
    if args[:1] == ["draw"] and "discard" in args:
        cut = args.index("discard")
        args = [f"+{w}" for w in args[1:cut]] + [f"-{w}" for w in args[cut + 1 :]]
    drawn: list[Card] = []
    discarded: list[Card] = []
    for word in args:
        if word[:1] not in "+-" or len(word) < 2:
            raise NotationError(refusal(GR.BENDT_WRITTEN), token=word)
        (drawn if word[0] == "+" else discarded).append(_card(word[1:]))
    return Bendt(tuple(drawn), tuple(discarded))


def _card(word: str) -> Card:
    try:
        return parse_card(word).undeclared
    except SkrulesError as err:
        raise NotationError(err.message, token=word) from None
