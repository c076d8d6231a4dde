"""Plays and hands as typed at the table: ``Ann=mermaid``, ``plank:rosie``, ``g3,y5,b2``.

A token is ``[PLAYER=]CARD[:CHOICE]``. The card part is read by :func:`skrules.cards.parse_card`;
the choice after the card is a declaration the card takes (``tigress:pirate``, ``wild15:g``) or,
for Walk the Plank, the Pirate it removes (``plank:rosie`` or ``plank:2``, the second card).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .cards import Card, Kind, parse_card
from .errors import NotationError, SkrulesError
from .refusals import RefusalMsg as R
from .refusals import SetupRefusal as SR
from .refusals import refusal
from .shown import hidden, quote

__all__ = ["NO_PLAYER", "Play", "parse_hand", "parse_play", "parse_plays"]

_NAME_RE = re.compile(r"^[^\s=,:;#]+$")
# What a scenario file writes for no player ('winner: nobody', 'removed: none'): never a player's name.
NO_PLAYER = frozenset({"none", "nobody", "no-one", "-"})


class Play:
    """One card played into a trick, by a named player, with Walk the Plank's choice if any."""

    __slots__ = ("card", "player", "target", "token")
    card: Card
    player: str
    target: str | None
    token: str | None  # as the user typed it; not part of the play's identity

    def __init__(self, card: Card, player: str, target: str | None = None, token: str | None = None) -> None:
        put = object.__setattr__
        put(self, "card", card)
        put(self, "player", player)
        put(self, "target", target)
        put(self, "token", token)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Play is immutable: cannot assign {name!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self.card is other.card and self.player == other.player and self.target == other.target

    def __hash__(self) -> int:
        return hash((self.card, self.player, self.target))

    def __repr__(self) -> str:
        return f"Play(card={self.card!r}, player={self.player!r}, target={self.target!r})"

    def __reduce__(self) -> tuple[type[Play], tuple[object, ...]]:
        return Play, (self.card, self.player, self.target, self.token)

    def with_player(self, player: str) -> Play:
        """The same play by another player (a scenario names the players of unnamed cards)."""
        return Play(self.card, player, self.target, self.token)

    @property
    def text(self) -> str:
        """The play as typed, for quoting in messages."""
        return self.token if self.token is not None else str(self)

    def __str__(self) -> str:
        target = f":{self.target}" if self.target is not None else ""
        return f"{self.player}={self.card}{target}"


def default_name(position: int) -> str:
    """The name of an unnamed player: P1 for the card led, P2 for the next, ..."""
    return f"P{position + 1}"


def check_name(name: str, *, position: int | None = None, token: str | None = None) -> str:
    """``name`` if it can name a player; a control, bidirectional or other invisible character is refused,
    for it would reorder or recolour every line that shows the name."""
    if not name or not _NAME_RE.match(name):
        raise NotationError(
            refusal(R.NOT_A_NAME, typed=quote(name)),
            position=position,
            token=token,
        )
    if name.lower() in NO_PLAYER:
        raise NotationError(refusal(R.NO_PLAYER_NAME, typed=quote(name)), position=position, token=token)
    bad = hidden(name)
    if bad is not None:
        raise NotationError(
            refusal(R.HIDDEN_IN_NAME, typed=quote(name), typed2=quote(bad)),
            position=position,
            token=token,
        )
    return name


def seat_names(text: str) -> list[str]:
    """The players named in ``text`` in seat order, as the table and ``skrules deal`` take them: ``Ann,Ben,Cat``
    (or apart by spaces), each a name :func:`check_name` takes. An empty name between commas and a name given
    twice are refused; how many players a deck seats is the caller's to check (:func:`skrules.deal.check_players`).
    """
    if "," in text and not all(part.strip() for part in text.split(",")):  # Ann,,Cat: a name left out
        raise NotationError(refusal(SR.NAMES_EMPTY, typed=quote(text)))
    names = text.replace(",", " ").split()
    for name in names:
        check_name(name)
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise NotationError(refusal(SR.NAMED_TWICE, player=twice[0]))
    return names


_READ: dict[tuple[str, int], Play] = {}  # (token, position) already read: plays are immutable
_READ_MAX = 100_000


def parse_play(token: str, position: int = 0) -> Play:
    """Read one token of a trick; errors carry the token and its position."""
    play = _READ.get((token, position))
    if play is None:
        play = _parse_play(token, position)
        if len(_READ) >= _READ_MAX:
            _READ.clear()
        _READ[token, position] = play
    return play


_WIDE = {0xFF01 + i: 0x21 + i for i in range(94)} | {0x3000: 0x20}  # U+FF01..FF5E: '!'..'~' full-width


def narrow(text: str) -> str:
    """Full-width letters, digits and signs, as a Chinese or Japanese keyboard types them (the full-width
    ``Ann=sk``, U+FF01 to U+FF5E), read as the plain ones; nothing else is changed (a superscript 2 is no 2)."""
    return text if text.isascii() else text.translate(_WIDE)


_LIST_COMMA = re.compile("[,\uff0c\u3001]")


def list_items(text: str) -> list[str]:
    """A list's items, parted at its commas as any keyboard types one: ``,``, the full-width one (U+FF0C) or the Chinese
    list comma (U+3001)."""
    return _LIST_COMMA.split(text)


def _parse_play(token: str, position: int) -> Play:
    if not isinstance(token, str):  # 7 or None among the tokens failed deep inside, as an AttributeError
        raise TypeError(f"card {position + 1}: a card is given as text, such as 'g5' or 'Ann=g5', not {token!r}")
    try:
        text = narrow(token)
        if "," in text or "\u3001" in text:  # 'Ann=g5,Ben=sk': no card holds a comma (a hand does, elsewhere)
            pieces = [quote(piece) for piece in list_items(text) if piece.strip()]
            raise NotationError(refusal(R.CARDS_COMMA, typeds=pieces))
        player, sep, rest = text.partition("=")
        if not sep:
            player, rest = default_name(position), text
        else:
            player = check_name(player.strip())
        card_text, target = rest, None
        head, colon, tail = rest.partition(":")
        if colon and _kind(head) is Kind.PLANK:
            card_text, target = head, tail.strip()
            if not target:
                raise NotationError(refusal(R.PLANK_AFTER))
        return Play(parse_card(card_text), player, target, token)
    except SkrulesError as err:
        said = _cards_in_one(narrow(token), position) or err.message
        raise type(err)(said, position=position, token=token) from None


def _cards_in_one(text: str, position: int) -> str | None:
    """A trick quoted whole as one word (``'mermaid sk rosie'``, a script's ``"$TRICK"``), refused naming each card
    rather than as "not a card"; None when a piece is no card (``skull king`` is one card, read before this)."""
    pieces = text.split()
    if len(pieces) < 2:
        return None
    try:
        for i, piece in enumerate(pieces):
            _parse_play(piece, position + i)
    except SkrulesError:
        return None
    return refusal(R.CARDS_QUOTED, n=len(pieces), typeds=[quote(piece) for piece in pieces])


def parse_plays(tokens: Sequence[str]) -> list[Play]:
    """Read the tokens of a trick in play order (the first one led); a refusal names every bad card, the first
    where it points, so that one reading of it mends the whole trick."""
    read = _READ.get
    out = []
    for i, token in enumerate(tokens):
        play = read((token, i))
        if play is None:
            try:
                play = parse_play(token, i)
            except SkrulesError as err:
                joined = _name_apart(tokens, i)
                if joined is not None:
                    raise NotationError(refusal(R.NAME_JOIN, typed=joined), position=i, token=token) from None
                raise _with_the_others(err, tokens, i) from None
        out.append(play)
    return out


def _name_apart(tokens: Sequence[str], i: int) -> str | None:
    """``Ann=g5`` when a player's name was written apart from the card: ``Cat= g3`` (a space after the '='), or
    every other word a name no card is near and the next its card (``Ann g5 Bob g7``; not ``Ben``, near ``bendt``);
    None otherwise (``mermiad g5`` is a card mistyped, not a name)."""
    name = narrow(tokens[i]).strip()
    if i + 1 >= len(tokens) or _card_alone(tokens, i + 1) is not True:
        return None
    if name.endswith("=") and _NAME_RE.match(name[:-1].strip()):
        return f"{name[:-1].strip()}={tokens[i + 1].strip()}"
    if len(tokens) < 4 or len(tokens) % 2 or i % 2:
        return None
    for k in range(0, len(tokens), 2):
        if (
            _card_alone(tokens, k) is not None
            or not _NAME_RE.match(tokens[k])
            or _card_alone(tokens, k + 1) is not True
        ):
            return None
    return f"{name}={tokens[i + 1].strip()}"


def _card_alone(tokens: Sequence[str], k: int) -> bool | None:
    """Whether ``tokens[k]`` is a card with no name: True, False for another play or a card mistyped (refused with
    a card near it), None for a word no card is near (a name, maybe)."""
    if "=" in tokens[k]:
        return False
    try:
        _parse_play(tokens[k], k)
    except SkrulesError as err:
        return None if str(getattr(err.message, "message", "")) == R.NOT_A_CARD else False
    return True


def _with_the_others(first: SkrulesError, tokens: Sequence[str], i: int) -> SkrulesError:
    """The refusal of a trick's first bad card, saying each later bad card too (``card 4 'qq': ...``)."""
    others = []
    for j in range(i + 1, len(tokens)):
        try:
            parse_play(tokens[j], j)
        except SkrulesError as err:
            others.append(err.said())
    if not others:
        return first
    return type(first)(refusal(R.ALSO_REFUSED, said=first.message, spots=others), position=i, token=first.token)


def parse_hand(text: str) -> list[Card]:
    """Read a hand written as cards separated by commas or spaces: ``g3,y5,b2,tigress``. Nothing between two
    commas, or before the first, is an empty card, refused where it stands (``g5,,g7`` is not two cards); a
    comma after the last card ends the list, as in ``g3,y5,``."""
    pieces = narrow(text).split(",")
    if len(pieces) > 1 and not pieces[-1].strip():
        pieces.pop()
    words = [w for piece in pieces for w in (piece.split() or ([""] if len(pieces) > 1 else []))]
    cards = []
    for i, word in enumerate(words):
        try:
            cards.append(_hand_card(word))
        except SkrulesError as err:
            raise NotationError(refusal(R.IN_HAND, n=i + 1, typed=quote(word), said=err.message)) from None
    return cards


def _hand_card(word: str) -> Card:
    """A card of a hand: what it is declared as, or whom it aims at, is said when it is played, so Walk the
    Plank's Pirate (``plank:rosie``) is read past, and a Tigress declared neither way is told to be left bare."""
    try:
        return parse_card(word)
    except SkrulesError:
        head, colon, _ = word.partition(":")
        kind = _kind(head) if colon else None
        if kind is Kind.PLANK:
            return parse_card(head)
        if kind is Kind.TIGRESS:
            raise NotationError(refusal(R.HAND_TIGRESS)) from None  # parse_hand says which card
        raise


def _kind(text: str) -> Kind | None:
    """The kind of card ``text`` reads as, or None when it is no card."""
    try:
        return parse_card(text).kind
    except SkrulesError:
        return None


NOTATION_HELP = """\
cards (case-insensitive; the first card was led):
  g1..g14 p1..p14 y1..y14 b1..b14   green, purple, yellow, black (trump)
  7g  parrot7  gold14  jolly14      the number first, or a suit's colour or emblem
  escape                            an Escape (also: esc)
  pirate                            a Pirate whose name does not matter
  rosie bendt rascal juanita harry  the named Pirates
  tigress:pirate  tigress:escape    the Tigress, declared
  sk  mermaid                       the Skull King (also: skull-king), a Mermaid
  kraken  whale  loot               the advanced cards
Expansion Pack:
  g7x g8x (p, y, b too)             the expansion 7s and 8s
  g0x g14x                          the 0/14 card, declared 0 or 14
  wild15  wild15:g|p|y              the Wild 15 (name its suit when none is set)
  mary  con  stingray  volley       Mary Thorne, First Mate Con, the Stingray, the Last Volley
  davy                              Davy Jones' Locker
  plank  plank:rosie  plank:2       Walk the Plank, with the Pirate it removes
other languages:
  sirena  meerjungfrau  美人鱼      the Mermaid in Spanish, German and Chinese (sirène in French); every \
card's names: the rulebook's Card names page, skrules cards --lang fr
players:
  Ann=mermaid                       a card with its player's name (default P1, P2, ...)
  Ann=volley ... Ann=g9             the Last Volley's extra card comes last"""
