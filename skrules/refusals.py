"""Why a typed trick is refused, as message IDs and values, so each language says it from them.

A refusal is raised as a :class:`Refusal`: its English text, the error's message wherever text is
read, remembering the message it was written from and its values, as a trace's
:class:`~skrules.messages.Sentence` does. ``skrules.i18n`` says it in another language from the
message (each catalogue's ``messages`` holds these IDs beside the trace's), never from the
English. This module sits below the cards, which raise the first of these, so its values are
plain: strings, numbers, and cards or suits read by their ``label``.

A placeholder's kind is its name without its digits, as in :mod:`skrules.messages`: ``typed``
(input as typed, kept as it is), ``player``, ``n``, ``suit`` and ``label`` (said by their
``label`` in English), ``word`` (a fixed phrase of the catalogue's ``words``), ``places`` (card
positions, listed with a count of the rest past a dozen), ``either`` (choices joined by "or"),
``players`` (names joined by commas), ``said`` (a refusal said inside another), ``saids`` (several,
listed as ``places`` are) and ``spots`` (several, each whole, joined by semicolons).

>>> from skrules.i18n import localizer
>>> from skrules.refusals import RefusalMsg, refusal
>>> said = refusal(RefusalMsg.TWICE, player="Ann", n=1, n2=2)
>>> said
'Ann plays twice (cards 1 and 2); only the player of the Last Volley plays a second card'
>>> localizer("fr").refused(said)
'Ann joue deux fois (cartes 1 et 2) ; seul le joueur de la Dernière Salve joue une seconde carte'
"""

from __future__ import annotations

import re

from .shown import listed

TYPE_CHECKING = False  # typing itself is not imported: this module is on the CLI's fast path
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

__all__ = ["Refusal", "RefusalMsg", "Told", "refusal"]


class Refusal(str):
    """A refusal's English text that remembers its message and values (what a language says it from)."""

    message: str
    values: Mapping[str, object]


class Told(str):
    """Text said in the reader's language already (a line of the table's own catalogue): a refusal that
    holds it says it as it is, and it counts as told (``skrules.i18n.Localizer.refusal``)."""


def refusal(message: str, **values: object) -> Refusal:
    """The refusal ``message`` with its ``values``, written in English now."""
    text = Refusal(_FIELD.sub(lambda m: _english(m.group(1), values[m.group(0)[1:-1]]), message))
    text.message, text.values = message, values
    return text


_FIELD = re.compile(r"\{([a-z]+)[0-9]*\}")


def _english(kind: str, value: object) -> str:
    if kind in ("suit", "label"):
        return str(getattr(value, "label"))  # noqa: B009  # a Suit or a Card, from the modules above this one
    if kind == "places":
        places: Sequence[int] = value  # type: ignore[assignment]
        return listed([str(i) for i in places])
    if kind == "either":
        choices: Sequence[str] = value  # type: ignore[assignment]
        return " or ".join(choices)
    if kind == "players":
        names: Sequence[str] = value  # type: ignore[assignment]
        return ", ".join(names)
    if kind == "saids":
        said: Sequence[str] = value  # type: ignore[assignment]
        return listed(list(said))
    if kind == "spots":
        spots: Sequence[str] = value  # type: ignore[assignment]
        return "; ".join(spots)
    return str(value)


class RefusalMsg:
    """Every refusal of a typed trick (its cards, its players, the box, the special cards' choices) and of the
    questions asked of it."""

    # where the refusal points: a card by its position, and the text typed there
    AT_CARD = "card {n} {typed}: {said}"
    AT_POSITION = "card {n}: {said}"
    AT_TEXT = "{typed}: {said}"
    IN_HAND = "in the hand, card {n} {typed}: {said}"
    AT_LINE = "line {n}: {said}"
    AT_TRICK = "trick {n}: {said}"
    IN_TRICK_AT = "trick {n}, {said}"
    AT_ROUND = "round {n}: {said}"
    IN_ROUND_AT = "round {n}, {said}"
    # a player's name
    NOT_A_NAME = "{typed} is not a player name (use letters and digits, no spaces, '=', ',' or ':')"
    HIDDEN_IN_NAME = (
        "{typed} is not a player name: it holds the invisible character {typed2} "
        "(a control, bidirectional or format character); use letters and digits"
    )
    # a card
    EMPTY = "empty card"
    NOT_A_CARD = "not a card"
    NOT_A_CARD_CLOSE = "not a card; did you mean {typed}?"
    NOT_A_CARD_NAMED = "not a card; did you mean {typed} ({typed2})?"
    NO_SUCH_SUIT = (
        "there is no {typed} suit: the suits are green (parrot), purple (map), yellow (chest) and black (Jolly Roger, "
        "trump)"
    )
    SUIT_ALONE = "{typed} is a suit: add the number, e.g. '{typed2}' for the {suit} 7"
    NAME_JOIN = "a player's name is joined to the card with '=': did you mean '{typed}'?"
    RANKS = "{suit} runs from 1 to 14"
    RANKS_ZERO = "{suit} runs from 1 to 14; the Expansion Pack's 0/14 card is '{typed}0x'"
    RANKS_WILD = "{suit} runs from 1 to 14; the Wild 15 is 'wild15:{typed}'"
    EXTRA_RANKS = (
        "the Expansion Pack adds a 7, an 8 and a 0/14 to each suit ({typed}7x, {typed}8x, {typed}0x or {typed}14x)"
    )
    WILD_WRITTEN = "the Wild 15 is written 'wild15' (or 'wild15:g' to name its suit)"
    WILD_SUITS = "the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y"
    WILD_NOT_BLACK = "the Wild 15 can never be black (trump)"
    TIGRESS_AS = "declare the Tigress as 'tigress:pirate' or 'tigress:escape'"
    MARY_AS = "declare Scary Mary as 'scary-mary:pirate' or 'scary-mary:escape'"
    MARY_THORNE = (
        "'mary' is Mary Thorne of the Expansion Pack, who takes no declaration; the 2013 edition's "
        "Scary Mary is 'scary-mary:pirate' or 'scary-mary:escape'"
    )
    TIGRESS_WHEN = "declare the Tigress when she is played: 'tigress:pirate' or 'tigress:escape'"
    MARY_WHEN = "declare Scary Mary when she is played: 'scary-mary:pirate' or 'scary-mary:escape'"
    # the box
    NOT_IN_DECK = "{label} belongs to {word}, which is not in this deck"
    MARY_FIRST = "Scary Mary is the 2013 edition's card: use --edition 2013, or {typed} in later editions"
    FIRST_NO_14 = "there is no 14 in the 2013 edition: its suits run 1-13"
    FIRST_NO_TIGRESS = "there is no Tigress in the 2013 edition: its card is Scary Mary ({typed})"
    FIRST_NO_CARD = (
        "there is no {label} in the 2013 edition: its 66 cards are suits of 1 to 13, 5 Escapes, 5 Pirates, "
        "Scary Mary, the Skull King and 2 Mermaids"
    )
    COPIES_ONE = "{typed} appears {n} times in this trick (cards {places}); the box holds one copy"
    COPIES = "{typed} appears {n} times in this trick (cards {places}); the box holds {n2} copies"
    PIRATE_UNNAMED = "an unnamed Pirate in this trick (cards {places}), but the box holds five Pirates"
    PIRATES_UNNAMED = "{n} unnamed Pirates in this trick (cards {places}), but the box holds five Pirates"
    PIRATE_UNNAMED_ONE_NAMED = (
        "an unnamed Pirate in this trick (cards {places}), but the box holds five Pirates and 1 of them is named "
        "elsewhere"
    )
    PIRATES_UNNAMED_ONE_NAMED = (
        "{n} unnamed Pirates in this trick (cards {places}), but the box holds five Pirates and 1 of them is named "
        "elsewhere"
    )
    PIRATE_UNNAMED_NAMED = (
        "an unnamed Pirate in this trick (cards {places}), but the box holds five Pirates and {n2} of them are named "
        "elsewhere"
    )
    PIRATES_UNNAMED_NAMED = (
        "{n} unnamed Pirates in this trick (cards {places}), but the box holds five Pirates and {n2} of them are "
        "named elsewhere"
    )
    # the trick
    EMPTY_TRICK = "an empty trick: give its cards in play order, the card led first"
    TWO_PLAYERS = "a trick needs at least two players, one card each"
    SEATS = "{n} players, but this deck seats at most {n2}"
    SEATS_MORE = "{n} players, but this deck seats at most {n2} (the Expansion Pack seats more)"
    TWICE = "{player} plays twice (cards {n} and {n2}); only the player of the Last Volley plays a second card"
    VOLLEY_LAST = "the Last Volley's extra card comes after everyone else's; {player}'s second card is card {n} of {n2}"
    WILD_UNDER_BLACK = "black (trump) was led, so the Wild 15 takes no suit and loses to trump: write 'wild15'"
    WILD_FOLLOWS = "{suit} is the lead suit, so the Wild 15 plays as the {suit} 15; it cannot be named {suit2}"
    WILD_NAMES = "no suit is set yet, so the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y"
    PLANK_AFTER = "name the Pirate Walk the Plank removes after ':' (plank:rosie or plank:2)"
    PLANK_WHICH = (
        "Walk the Plank must name the Pirate it removes: {either} (by card position), "
        "or by the Pirate or its player, as plank:{typed}"
    )
    PLANK_NONE = "there is no Pirate here for Walk the Plank to remove"
    PLANK_NOT_ONE = "Walk the Plank's choice {typed} is not one Pirate it can remove; the candidates are cards {places}"
    PLANK_NOT_THE_ONE = "Walk the Plank's choice {typed} is not one Pirate it can remove; the candidate is card {n}"
    PLANK_NOT_KNOWN = "Walk the Plank's choice {typed} is neither a card position, a player nor a Pirate"
    # the questions asked of a trick, and the hands given with it
    HAND_FORM = "write NAME=CARDS, e.g. --hand Ben=g3,y5,b2"
    HAND_TWICE = "{player}'s hand is given twice"
    NO_SUCH_CARD = "there is no card {n} in this trick of {n2} cards"
    NO_SUCH_CARD_GIVE = "there is no card {n} in this trick of {n2} cards (give 1 to {n2})"
    NO_PLAYER = "no player is called {typed} in this trick; the players are {players}"
    WHAT_IF_TWICE = "--what-if is given {n} times; ask about one changed card at a time"
    WHAT_IF_FORM = "write POSITION=CARD, e.g. --what-if 1=mermaid or --what-if Ann=sk"
    WHAT_IF_ONE = "give one card after '=', e.g. --what-if 1=mermaid"
    HAND_NO_PLAY = "a hand is given for {typed}, who plays no card in this trick"
    AT_PLACE = "{said}: {said2}"
    IN_PLAYERS_HAND = "card {n} of {player}'s hand"
    IN_TRICK = "card {n} of the trick"
    HELD_TOO_OFTEN = "{typed} is in {n} places ({saids}), but the box holds {n2}"
    # a round: where a card was seen, and the cards a round refuses
    TRICK_CARD = "trick {n}, card {n2}"
    PLAYERS_HAND = "{player}'s hand"
    HOLDS = "{said} holds {typed}"
    PLAYS = "{player} plays {typed}"
    BENDT_DISCARD = "Bendt's discard after trick {n}"
    BENDT_DRAW = "Bendt's draw after trick {n}"
    BENDT_DRAWS = "Bendt the Bandit draws {typed}"
    MARY_PICKS = "Mary Thorne picks {typed}"
    TWO_LEFT_OUT = "{label} is left out of the two-player game (two.cards)"
    ROUND_COPIES = "{typed} is in the round {said} ({spots}), but the box holds {said2} (box.copies)"
    TIMES_ONCE = "once"
    TIMES = "{n} times"
    HOLDS_NONE = "none"
    HOLDS_ONE = "one copy"
    HOLDS_COPIES = "{n} copies"


def refusal_messages() -> tuple[str, ...]:
    """Every refusal's message, in the order :class:`RefusalMsg` lists them."""
    return tuple(v for k, v in vars(RefusalMsg).items() if k.isupper())
