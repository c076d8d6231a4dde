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
listed as ``places`` are) and ``spots`` (several, each whole, joined by semicolons); and for a round,
``pirate`` and ``pirates`` (said by their full names in English), ``hand`` (cards as typed, or the word
"empty"), ``rule`` (a rule ID, kept as it is) and ``sentence`` (a trace's
:class:`~skrules.messages.Sentence` said inside a refusal, such as a play's legality); and ``typeds``
(words kept as typed, joined by commas: the deck parts known) and ``words`` (fixed phrases of the catalogue's
``words``, joined by "and").

>>> from skrules.i18n import localizer
>>> from skrules.refusals import RefusalMsg, refusal
>>> said = refusal(RefusalMsg.TWICE, player="Ann", n=1, n2=2)
>>> said
'Ann plays twice (cards 1 and 2); only the player of the Last Volley plays a second card'
>>> localizer("fr").refused(said)
'Ann joue deux fois (cartes 1 et 2)\\xa0; seul le joueur de la Dernière Salve joue une seconde carte'
"""

from __future__ import annotations

import errno
import re

from .shown import listed

TYPE_CHECKING = False  # typing itself is not imported: this module is on the CLI's fast path
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

__all__ = [
    "GameRefusal",
    "OsReason",
    "Refusal",
    "RefusalMsg",
    "RoundRefusal",
    "ScoreRefusal",
    "SetupRefusal",
    "SheetRefusal",
    "Told",
    "os_reason",
    "refusal",
]


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
    if kind == "typeds":
        typed: Sequence[str] = value  # type: ignore[assignment]
        return ", ".join(typed)
    if kind == "words":  # fixed phrases, A and B, or A, B and C
        words: Sequence[str] = value  # type: ignore[assignment]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
    return _english_round(kind, value)


def _english_round(kind: str, value: object) -> str:
    """A round's values: its Pirates by their full names, a hand's cards as typed."""
    if kind == "pirate":
        return str(getattr(value, "full_name"))  # noqa: B009  # a Pirate, from the modules above this one
    if kind == "pirates":
        pirates: Sequence[object] = value  # type: ignore[assignment]
        return ", ".join(str(getattr(p, "full_name")) for p in pirates)  # noqa: B009
    if kind == "hand":
        cards: Sequence[object] = value  # type: ignore[assignment]
        return ", ".join(map(str, cards)) or "empty"
    return str(value)


class RefusalMsg:
    """Every refusal of a typed trick (its cards, its players, the box, the special cards' choices) and of the
    questions asked of it."""

    # where the refusal points: a card by its position, and the text typed there
    AT_CARD = "card {n} {typed}: {said}"
    AT_POSITION = "card {n}: {said}"
    AT_TEXT = "{typed}: {said}"
    IN_HAND = "in the hand, card {n} {typed}: {said}"
    ALSO_REFUSED = "{said}; also {spots}"  # a trick's first bad card, then each later one, each where it is
    AT_LINE = "line {n}: {said}"
    AT_TRICK = "trick {n}: {said}"
    WHAT_IF_CANNOT = "with {typed} as card {n}, the trick cannot be: {said}"  # a what-if's card, as typed
    IN_TRICK_AT = "trick {n}, {said}"
    AT_ROUND = "round {n}: {said}"
    IN_ROUND_AT = "round {n}, {said}"
    # a player's name
    NOT_A_NAME = "{typed} is not a player name (use letters and digits, no spaces, '=', ',' or ':')"
    HIDDEN_IN_NAME = (
        "{typed} is not a player name: it holds the invisible character {typed2} "
        "(a control, bidirectional or format character); use letters and digits"
    )
    NO_PLAYER_NAME = (
        "{typed} is not a player name: a scenario file writes it for no player ('winner: nobody'); "
        "name the player otherwise"
    )
    # a card
    EMPTY = "empty card"
    NOT_A_CARD = "not a card"
    NOT_A_CARD_CLOSE = "not a card; did you mean {typed}?"
    NOT_A_CARD_NAMED = "not a card; did you mean {typed} ({typed2})?"
    CARDS_COMMA = "a trick's cards are written apart, with spaces, not commas: {typeds}"
    CARDS_QUOTED = "{n} cards in one word: a trick's cards are words of their own, not quoted together: {typeds}"
    NOT_A_CARD_SUIT = (
        "not a card; a numbered card is its suit's letter and its number: {typeds} (g green, p purple, y yellow, "
        "b black)"
    )
    NO_SUCH_SUIT = (
        "there is no {typed} suit: the suits are green (parrot), purple (map), yellow (chest) and black (Jolly Roger, "
        "trump)"
    )
    SUIT_ALONE = "{typed} is a suit: add the number, e.g. '{typed2}' for the {suit} 7"
    NAME_JOIN = "a player's name is joined to the card with '=': did you mean '{typed}'?"
    NOT_DECLARED = (
        "{typed} takes no declaration: only the Tigress (tigress:pirate), Scary Mary, the Wild 15 (wild15:g) and "
        "Walk the Plank (plank:rosie) take a word after ':'"
    )
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
    HAND_TIGRESS = (
        "a hand's Tigress needs no declaration: write 'tigress' (she is declared 'tigress:pirate' or "
        "'tigress:escape' when played)"
    )
    MARY_AS = "declare Scary Mary as 'scary-mary:pirate' or 'scary-mary:escape'"
    MARY_THORNE = (
        "'mary' is Mary Thorne of the Expansion Pack, who takes no declaration; the 2013 edition's "
        "Scary Mary is 'scary-mary:pirate' or 'scary-mary:escape'"
    )
    TIGRESS_WHEN = "declare the Tigress when she is played: '{typed}:pirate' or '{typed}:escape'"
    MARY_WHEN = "declare Scary Mary when she is played: '{typed}:pirate' or '{typed}:escape'"
    # the box
    NOT_IN_DECK = "{label} belongs to {word}, which is not in this deck; the deck part {typed} adds it"
    NOT_IN_DECK_OWN = "{label} is not in this deck; the deck part {typed} adds it"
    MARY_FIRST = "Scary Mary is the 2013 edition's card: use --edition 2013, or {typed} in later editions"
    FIRST_NO_14 = "there is no 14 in the 2013 edition: its suits run 1-13"
    FIRST_NO_TIGRESS = "there is no Tigress in the 2013 edition: its card is Scary Mary ({typed})"
    FIRST_NO_CARD = (
        "there is no {label} in the 2013 edition: its 66 cards are suits of 1 to 13, 5 Escapes, 5 Pirates, "
        "Scary Mary, the Skull King and 2 Mermaids"
    )
    COPIES_ONE = "{label} appears {n} times in this trick (cards {places}); the box holds one copy"
    COPIES = "{label} appears {n} times in this trick (cards {places}); the box holds {n2} copies"
    COPIES_ZERO_FOURTEEN = (  # one card, whatever each copy played was declared as
        "the {suit} 0/14 card appears {n} times in this trick (cards {places}); the box holds one copy"
    )
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
    THIRD = (
        "{player} plays a third card (card {n}); only the player of the Last Volley plays a second card, and nobody a "
        "third"
    )
    VOLLEY_LAST = "the Last Volley's extra card comes after everyone else's; {player}'s second card is card {n} of {n2}"
    WILD_UNDER_BLACK = "black (trump) was led, so the Wild 15 takes no suit and loses to trump: write 'wild15'"
    WILD_FOLLOWS = "{suit} is the lead suit, so the Wild 15 plays as the {suit} 15; it cannot be named {suit2}"
    WILD_NAMES = "no suit is set yet, so the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y"
    WILD_NAMES_NONE = (
        "the trick has no lead suit, so the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y"
    )
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
    HAND_EMPTY = (
        "an empty hand: give the cards held before the trick, the card played included, e.g. --hand Ben=g3,y5,b2"
    )
    NO_SUCH_CARD = "there is no card {n} in this trick of {n2} cards"
    NO_SUCH_CARD_GIVE = "there is no card {n} in this trick of {n2} cards (give 1 to {n2})"
    NO_PLAYER = "no player is called {typed} in this trick; the players are {players}"
    NO_PLAYER_CASE = "no player is called {typed} in this trick; did you mean {player}?"  # the name, cased otherwise
    WHAT_IF_TWICE = "--what-if is given {n} times; ask about one changed card at a time"
    WHY_TWICE = "--why is given {n} times; ask about one card at a time"
    WHAT_IF_FORM = "write POSITION=CARD, e.g. --what-if 1=mermaid or --what-if Ann=sk"
    WHAT_IF_ONE = "give one card after '=', e.g. --what-if 1=mermaid"
    WHAT_IF_ALONE = "give the card alone; the player stays {player}"  # a what-if's card asked of the library
    HAND_NO_PLAY = "a hand is given for {typed}, who plays no card in this trick"
    AT_PLACE = "{said}: {said2}"
    IN_PLAYERS_HAND = "card {n} of {player}'s hand"
    IN_TRICK = "card {n} of the trick"
    HELD_TOO_OFTEN = "{label} is in {n} places ({saids}), but the box holds {n2}"
    PIRATES_HELD = "{n} Pirates are in the hands and the trick ({saids}), but the box holds five"
    HAND_TOO_BIG = "{player}'s hand holds {n} cards, but no round deals more than {n2} (setup.deal)"
    # the trick command's own options, and standard input read a trick a line (the number is each language's own)
    STDIN_ALONE = "'-' reads the tricks from standard input, one per line: give it alone, with no cards"
    SHORT_OR_JSON = '--short prints the answer alone and --json the whole verdict (its "answer" included): give one'
    STDIN_ONE_TRICK = "'skrules trick -' reads many tricks: --why, --what-if and --hand take one trick"
    EDITIONS_ONE_TRICK = "--editions compares one trick: give its cards, not '-'"
    EDITIONS_EDITION = "--editions compares every edition; leave out --edition {typed}"
    EDITIONS_ONE_QUESTION = "--editions answers one question at a time; leave out {typed}"
    EDITIONS_ENGLISH = "--editions compares the editions in English; leave out {typed}"
    SHORT_OR_JSON_LINES = "--short prints the answer alone and --json the whole verdict: give one"
    LINE_TOO_LONG = "this line is longer than 10,000 characters, far more than a trick takes; it is skipped"
    LINE_NOT_TEXT = "this line is not {typed} text"
    # a line at the table: too long (its rest skipped), or bytes the input's encoding cannot read
    TABLE_LINE_TOO_LONG = "the line is longer than 10,000 characters; it is not read"
    LINE_ENCODING = (
        "the line has characters this input's encoding ({typed}) cannot read; "
        "type it again in plain letters, or set PYTHONIOENCODING=utf-8"
    )
    LINE_ENDLESS = "standard input: a line goes on past {n} MB without an end; not read"
    STDIN_EMPTY = "standard input holds no trick: give one trick per line, e.g. mermaid sk rosie"
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
    ROUND_COPIES = "{label} is in the round {said} ({spots}), but the box holds {said2} (box.copies)"
    TIMES_ONCE = "once"
    TIMES = "{n} times"
    HOLDS_NONE = "none"
    HOLDS_ONE = "one copy"
    HOLDS_COPIES = "{n} copies"


class RoundRefusal:
    """Every refusal of a round played step by step (:mod:`skrules.round`): its set-up and hands, whose turn it
    is, the cards played, the abilities, the bids; and why a trick's leader leads it, which a card out of turn
    is told."""

    # the set-up: the players, the dealer, the hands given
    NO_PLAYERS = "a round needs its players, in seat order"
    SEATED_TWICE = "{player} is seated twice; each player has one seat"
    GHOST_NAME_TWO = "with two players, {typed} is the name of the ghost's hand; choose another name"
    GHOST_NAME = "{typed} is the name of the two-player game's ghost (two.ghost); choose another name"
    NO_TRICKS = "a round has one trick per card dealt; no trick is given"
    DEALER_UNKNOWN = "the dealer {typed} is not one of the players ({players})"
    LEADER_UNKNOWN = "the first leader {typed} is not one of the players ({players})"
    NOT_LEFT_OF_DEALER = (
        "{player} cannot lead the first trick: {player2} sits left of the dealer, {player3} (setup.dealer)"
    )
    HAND_UNKNOWN = "a hand is given for {typed}, who is not one of the players"
    HAND_UNKNOWN_GHOST = (
        "a hand is given for {typed}, who is not one of the players; give the ghost's hand as 'ghost', top card first"
    )
    GHOST_TWO_ONLY = "Graybeard's ghost plays only in a two-player round (two.ghost)"
    HAND_SIZE = "{said} holds {n} cards, but {n2} are dealt to each (setup.deal)"
    HAND_SIZE_ONE = "{said} holds 1 card, but {n} are dealt to each (setup.deal)"
    HAND_SIZE_ONE_DEALT = "{said} holds {n} cards, but 1 is dealt to each (setup.deal)"
    # why a trick's leader leads it
    LEADS_FIRST = "{player} leads the first trick"
    SITS_LEFT = "{player} sits left of the dealer, {player2}"
    WON_TRICK = "{player} won trick {n}"
    KRAKEN_DESTROYED = "the Kraken destroyed trick {n} and {player} leads next"
    TRICK_DISCARDED = "trick {n} was discarded and {player} leads next"
    GHOST_TOOK_ROUND = "{player} led this round, and Graybeard's ghost took trick {n}"
    GHOST_TOOK_TRICK = "{player} led trick {n}, which Graybeard's ghost took"
    ROSIE_CHOSE = "Rosie D'Laney's ability: {player} chose {player2} to lead"
    STANDS_IN = "{player} sits out the last trick, so {player2} leads it"
    # the round's steps, in the order they come
    BIDS_ONCE = "the bids are revealed together, once a round (bid.reveal)"
    BID_STRANGER = "a bid is given for {typed}, who is not one of the players"
    BID_GHOST = "a bid is given for {typed}, who is not one of the players; Graybeard's ghost does not bid (two.ghost)"
    NO_BID = "{player} has no bid; every player bids 0 to {n} (bid.range)"
    BID_RANGE = "{player} bids {typed}, but a bid is 0 to {n}, the cards dealt (bid.range)"
    CANNONBALL_STRANGER = "{typed} chose cannonball but is not one of the players"
    CANNONBALL_CLASSIC = "cannonball is an option of Rascal scoring; this round is scored classic (score.choice)"
    BIDS_FIRST = "every player bids before the first trick; the bids are revealed together (bid.reveal)"
    ROUND_OVER = "the round is over: all {n} tricks are played (setup.deal)"
    UNDER_WAY = "trick {n} is under way; finish it card by card"
    NOT_GHOST_TURN = "it is not Graybeard's turn; {player} plays next (two.order)"
    GHOST_HAND_UNKNOWN = "Graybeard's hand is not given: play his card by name (two.flip)"
    NO_TRICK_FOR_ABILITY = (
        "an ability is used straight after the trick its winner won; no trick is waiting (ability.unlock)"
    )
    NO_TRICK_TO_CLOSE = "no trick is waiting to be closed"
    ROUND_UNFINISHED = "the round has {n} tricks; {n2} played so far (setup.deal)"
    ROUND_UNFINISHED_ONE = "the round has 1 trick; {n} played so far (setup.deal)"
    # whose turn it is
    NOT_AT_TABLE = "{typed} is not at the table; the players are {players}"
    SITS_OUT = "{player} played the Last Volley and sits out the round's last trick (volley.extra)"
    LEADS_THIS = "{player} leads this trick ({said}), not {player2} (play.order)"
    GHOST_SECOND = "Graybeard's ghost always plays second: the order of play is {players} (two.order)"
    NOT_YOUR_TURN = "it is {player}'s turn: the order of play is {players} (play.order)"
    TRICK_COMPLETE = "trick {n} is complete: {players} have played (play.order)"
    NOT_PLAYED = "{player} has not played: each player plays a card in every trick, in the order {players} (play.order)"
    VOLLEY_LAST_TRICK = "in the round's last trick the Last Volley adds no card: every hand is empty (volley.extra)"
    VOLLEY_MORE = "{player} played the Last Volley, so {player} plays one more card after everyone else (volley.extra)"
    ROSIE_CHOICE = "Rosie D'Laney's choice"
    MARY_CHOICE = "Mary Thorne's choice"
    NAMES_LAST = "{said} names {player}, but trick {n} is the round's last: no trick follows ({rule})"
    NAMES_STRANGER = "{said} names {typed}, who is not one of the players ({players}) ({rule})"
    NAMES_GHOST = (
        "{said} names {typed}, who is not one of the players ({players}); Graybeard's ghost is not a player (two.ghost)"
    )
    NAMES_SITTER = "{said} names {player}, who played the Last Volley and sits out the last trick (volley.extra)"
    # the cards played
    MARY_FORCED = (
        "Mary Thorne's power after trick {n} picked {typed} from {player}'s hand: {player} must play it in this "
        "trick (mary.power)"
    )
    NOT_IN_HAND = "{player}'s hand ({hand}) does not hold {typed}"
    MAY_NOT = "{player} may not play {typed}: {sentence}"
    ILLEGAL = "{said} ({rule})"
    ILLEGAL_FOUND = "{sentence} ({rule})"
    GHOST_TIGRESS = "Graybeard's Tigress is always an Escape: write 'Graybeard=tigress:escape' (two.tigress)"
    GHOST_MARY = "Graybeard's Scary Mary is always an Escape: write 'Graybeard=scary-mary:escape' (two.tigress)"
    GHOST_FLIPS = "Graybeard's ghost flips the top card of his hand, {typed}, not {typed2} (two.flip)"
    # the abilities
    NO_ABILITIES = (
        "no ability is unlocked in this trick: the rule set plays without the pirate abilities (ability.unlock)"
    )
    NO_NAMED_PIRATE = "no ability is unlocked in this trick: its winner won it with no named Pirate (ability.unlock)"
    GHOST_NO_ABILITY = "Graybeard's ghost makes no choices and uses no ability (two.ghost)"
    NOT_UNLOCKED = "{player} won trick {n} with no {pirate}; the abilities unlocked are {pirates} (ability.unlock)"
    TOO_LATE = (
        "{pirate}'s ability is used straight after the trick won, and trick {n} is the round's last: only Harry "
        "the Giant's may be used after the last trick (ability.unlock; ruling.last-trick-ability={typed})"
    )
    TOO_LATE_RASCAL = (
        "{pirate}'s ability is used straight after the trick won, and trick {n} is the round's last: only Harry "
        "the Giant's and Rascal of Roatan's may be used after the last trick (ability.unlock; "
        "ruling.last-trick-ability={typed})"
    )
    ONCE_PER_TRICK = "{pirate}'s ability is used once per trick won (ability.unlock)"
    MARY_OWED = (
        "{player} won trick {n} with Mary Thorne, so {player} must choose a random card from a hand, to be played "
        "in trick {n2}: give it as 'mary NAME CARD' (mary.power)"
    )
    BENDT_DRAWS_N = "Bendt the Bandit draws {n} cards (the undealt cards left: {n2}), not {n3} (ability.bendt)"
    BENDT_DRAWS_ONE = "Bendt the Bandit draws 1 card (the undealt cards left: {n}), not {n2} (ability.bendt)"
    BENDT_DISCARDS = "Bendt the Bandit discards as many cards as he draws, {n} (ability.bendt)"
    NOT_UNDEALT = "{typed} is not among the undealt cards (ability.bendt)"
    NO_DISCARD = "{player}'s hand ({hand}) holds no {typed} to discard (ability.bendt)"
    MARY_NOT_HELD = "{player}'s hand ({hand}) does not hold {typed} (mary.power)"
    HARRY_RANGE = (
        "Harry the Giant cannot take {player}'s bid of {n} to {n2}: a bid is 0 to {n3}, the cards dealt (ability.harry)"
    )


class GameRefusal:
    """Every refusal of a round or a game described in plain values (:mod:`skrules.game`), of an ability choice
    as written (:mod:`skrules.abilities`) and of a deck named by its parts (``--deck``, ``deck:``)."""

    # a round described in plain values
    SPEC_TRICKS = "the round deals {n} cards each, so it has {n} tricks; {n2} are given (setup.deal)"
    SPEC_TRICKS_ONE_DEALT = "the round deals 1 card each, so it has 1 trick; {n} are given (setup.deal)"
    SPEC_TRICKS_ONE_GIVEN = "the round deals {n} cards each, so it has {n} tricks; 1 is given (setup.deal)"
    CHOICES_TRICK = "ability choices are given for trick {typed}; the tricks are numbered 1 to {n}"
    # a game's rounds, against its schedule and rotation
    GAME_SEATS = "the round seats {players}, but the game's players are {players2}"
    GAME_CARDS = "round {n} deals {n2} cards in this game, not {n3} (setup.deal)"
    GAME_TRICKS = "round {n} deals {n2} cards, so it has {n2} tricks; {n3} given (setup.deal)"
    GAME_TRICKS_ONE = "round {n} deals 1 card, so it has 1 trick; {n2} given (setup.deal)"
    GAME_DEALER = "{player} deals round {n}, not {player2} (setup.dealer)"
    GAME_LEADER = "{player} leads the first trick of round {n}, not {player2} ({rule})"
    GAME_ROUNDS = (
        "{n} rounds given, but {word} has {n2} (a tie at the end is broken by another round, which skrules does not "
        "score) (game.tie)"
    )
    # an ability choice as written
    EMPTY_CHOICE = "an empty ability choice; e.g. 'rosie Ben' or 'harry -1'"
    ROSIE_WRITTEN = "{pirate}'s choice is written 'rosie NAME'"
    RASCAL_WRITTEN = "{pirate}'s choice is written 'rascal 0|10|20'"
    JUANITA_WRITTEN = "{pirate}'s choice is written 'juanita'"
    HARRY_WRITTEN = "{pirate}'s choice is written 'harry -1|0|+1'"
    MARY_WRITTEN = "{pirate}'s choice is written 'mary NAME CARD'"
    NOT_AN_ABILITY = "not a Pirate with an ability: rosie, bendt, rascal, juanita, harry or mary"
    BENDT_WRITTEN = "write Bendt's cards as +CARD (drawn) and -CARD (discarded)"
    # a deck named by its parts
    DECK_PART_EMPTY = "deck {typed}: a part is empty; write base, advanced, all or parts such as kraken,whale"
    DECK_PART_UNKNOWN = "unknown deck part {typed}; known: {typeds}"
    DECK_PART_CLOSE = "unknown deck part {typed} (did you mean {either}?); known: {typeds}"


class SetupRefusal:
    """Every refusal of a game's set-up: the table's size and the deal (:mod:`skrules.deal`), the card-count
    variant, a ruling and its reading (``--ruling``), the scoring method and what the edition lacks; and
    what the table is asked beside the game: a rule looked up (``rule``), a file to save to (``save``) or to read
    back."""

    # the table's size
    TOO_FEW_ONE = "1 player: Skull King needs two players at least (setup.players)"
    TOO_FEW = "{n} players: Skull King needs two players at least (setup.players)"
    FIRST_SEATS = "{n} players: the {typed} edition seats two to six (first.deck)"
    DECK_SEATS = "{n} players: this deck seats at most {n2} (setup.players)"
    # counted before a deck is chosen: the whole box
    NO_DECK_SEATS = "{n} players: no deck seats more than {n2} (setup.players, exp.players)"
    COUNT_LONG = "{typed}: not a number of players a table can seat (setup.players)"  # a count of thousands of digits
    DECK_SEATS_MORE = (
        "{n} players: this deck seats at most {n2} (setup.players); the Expansion Pack seats more (exp.players)"
    )
    # the same, where the rules can be read otherwise: the site's score pad plays the default and says the above
    DECK_SEATS_READING = (
        "{n} players: this deck seats at most {n2} (setup.players); the Expansion Pack seats more (exp.players), "
        "and so does ruling.seats=deck"
    )
    NO_CARD_EACH = "{n} players: {n2} hands cannot each get a card from {n3} cards (setup.cap)"
    # the players as typed: their names, or (skrules deal) their number
    NAMES_EMPTY = "{typed} has an empty name between commas; give each player's name once, e.g. Ann,Ben,Cat"
    NAMED_TWICE = "{player} is named twice; each player has one seat"
    PLAYERS_FORM = (
        "--players {typed}: give the number of players or their names in seat order, e.g. '--players 4' or "
        "'--players Ann,Ben,Cat'"
    )
    # the card-count variant
    VARIANT_UNKNOWN = "the variants are {typeds}"
    VARIANT_CLOSE = "did you mean {typed}? the variants are {typeds}"
    FIRST_VARIANTS = (
        "the {typed} edition has only the standard ten rounds, not {word}: its bid of zero scores by the round's "
        "number, which a card-count variant parts from the cards dealt"
    )
    # one round's deal
    DEAL_NONE = "a round deals at least one card to each player, not {n} (setup.deal)"
    DEAL_EIGHT = (
        "{n} cards each for eight players: eight players are dealt at most {n2} cards each "
        "(setup.cap; ruling.eight-players=eight)"
    )
    DEAL_CAP = (
        "{n} cards each for {n2} hands is {n3} cards, but the deck in use has {n4}: at most {n5} each (setup.cap)"
    )
    DEAL_CAP_GHOST = (
        "{n} cards each for {n2} hands, Graybeard's ghost's included, is {n3} cards, but the deck in use has {n4}: "
        "at most {n5} each (setup.cap)"
    )

    # a ruling and its reading, the scoring method, what the edition lacks
    RULING_FORM = "{typed}: write a ruling as NAME=READING, e.g. kraken-leader=left-of-kraken"
    RULING_UNKNOWN = "unknown ruling {typed}; known: {typeds}"
    RULING_CLOSE = "unknown ruling {typed} (did you mean {either}?); known: {typeds}"
    READING_UNKNOWN = "ruling {typed} has no reading {typed2}; choose one of: {typeds}"
    READING_CLOSE = "ruling {typed} has no reading {typed2} (did you mean {either}?); choose one of: {typeds}"
    RULING_TWICE = "--ruling {typed}: {typed2} is already set to {typed3}; give each ruling one reading"
    EDITION_UNKNOWN = "unknown edition {typed}; choose one of: {typeds}"
    HOUSE_UNKNOWN = "unknown house rule {typed}; choose one of: {typeds}"
    HOUSE_CLOSE = "unknown house rule {typed} (did you mean {either}?); choose one of: {typeds}"
    NO_RULE = "no rule or ruling {typed}"
    NO_RULE_CLOSE = "no rule or ruling {typed}; did you mean {either}?"
    NO_RULE_SEARCH = "no rule or ruling {typed}; 'skrules rules {typed2}' lists the rules that mention it"
    NO_RULE_LIST = "no rule or ruling {typed}; 'skrules rules' lists them all"

    # a file that cannot be written or read: the names quoted, an OS error by its os_reason, a kind of file a word
    FILE_LEADS_TO_FOLDER = "{typed} leads to {typed2}, {word}; name a file"
    FILE_LEADS_TO = "{typed} leads to {typed2}, {word}; name a regular file"
    FILE_IS_FOLDER = "{typed} is {word}; name a file"
    FILE_IS = "{typed} is {word}; name a regular file"
    FILE_NO_FOLDER = "{typed}: the folder {typed2} does not exist"
    FILE_NO_CREATE = "{typed}: no file can be made in the folder {typed2} ({said})"
    FILE_NOT_REGULAR = "{word}, not a regular file"  # a file to read: what it is instead
    FILE_TOO_LARGE = "larger than {n} MB; not a file written by hand"
    SCORING_UNKNOWN = "{typed}: the scoring is classic, rascal (grapeshot) or cannonball"
    SCORING_CLOSE = "{typed}: the scoring is classic, rascal (grapeshot) or cannonball (did you mean {either}?)"
    SCORING_IS = "the scoring is classic, rascal (grapeshot) or cannonball"
    SCORING_IS_CLOSE = "the scoring is classic, rascal (grapeshot) or cannonball (did you mean {either}?)"
    SCORING_METHOD = "the scoring is classic, rascal or cannonball, not {typed}"
    FIRST_DECK = (
        "the {typed} edition has its own deck of 66 cards, without the advanced cards or the Expansion Pack "
        "(deck parts {typeds}); leave the deck out or write base"
    )
    FIRST_ABILITIES = (
        "the {typed} edition has no pirate abilities (they came with the 2018 Legendary Expansion); leave "
        "the pirate abilities out, or play a later edition"
    )
    FIRST_SCORING = (
        "the {typed} edition has only the classic scoring ({typed2} scoring came with a later printing); leave the "
        "scoring out, or play a later edition"
    )


class ScoreRefusal:
    """Every refusal of a round's score as a score sheet or the score pad writes it (:mod:`skrules.scoring`): the
    bonuses named, the cards dealt, the bid and tricks won, the abilities and alliances, and the captures no deal
    and play can produce; and the ``score`` command's own: its options for a round, its sheet's file."""

    # a bonus as written
    BONUS_UNKNOWN = "the bonuses are {typeds}"
    BONUS_CLOSE = "did you mean {typed}? the bonuses are {typeds}"
    BONUS_FORM = "write a bonus as NAME or NAME=COUNT, e.g. pirate=2"
    BONUS_NONE = "a bonus is counted from 1: leave out a bonus nobody earned"
    BONUS_RANGE = "a round brings at most {n} {word}: the fullest deck holds {n} (box.copies)"
    BONUS_RANGE_ONE = "a round brings at most 1 {word}: the fullest deck holds 1 (box.copies)"
    FIRST_NO_BONUS = (
        "there is no {typed} bonus in the 2013 edition: it pays only pirate (+30 for each Pirate taken by the Skull "
        "King, Scary Mary included) and king (+50 for the Skull King taken by a Mermaid)"
    )
    FIRST_CLASSIC = "the 2013 edition has only the classic scoring ({typed} scoring came with a later printing)"
    # a score sheet's cell: its other items as written
    LOOT_FORM = "write a Loot alliance as loot=NAME, the other ally"
    LOOT_ALLY = "loot={typed}: the other ally is one of the other players ({players})"
    LOOT_ALLY_CLOSE = "loot={typed}: did you mean {either}? the other ally is one of the other players ({players})"
    LOOT_NO_TRICK = (
        "a Loot alliance between {player} and {player2}, but neither won a trick: a Loot allies its player with "
        "the winner of its trick (loot.alliance)"
    )
    LOOT_TRICKS = (
        "{n} Loot alliances between {player} and {player2} need as many tricks won by one of them; they won {n2} "
        "(loot.alliance)"
    )
    METHOD_ONCE = "choose cannonball or grapeshot once"
    WAGER_FORM = "write wager=0, wager=10 or wager=20 (ability.rascal)"
    HARRY_FORM = "write harry=-1, harry=0 or harry=+1 (ability.harry)"
    # one player's round
    NOT_A_BONUS = "this is given with its own option, not --bonus: {typed}"
    DEALT = "cards dealt is {n}; no set-up deals that: a round deals 1 to {n2} cards (setup.deal)"
    DEALT_TABLE = (
        "cards dealt is {n}; no set-up deals that: a round deals 1 to {n2} cards with {n3} players and this deck "
        "(setup.deal, setup.cap)"
    )
    BID = "the bid is {n}; a bid is 0 to the {n2} cards dealt (bid.range)"
    WON = "tricks won is {n}; a round of {n2} cards dealt has {n2} tricks (setup.deal)"
    HARRY = "{pirate} changes the bid by -1, 0 or +1, not {typed} (ability.harry)"
    HARRY_MOVE = (
        "{pirate} cannot move the bid from {n} to {n2}: a bid is 0 to the {n3} cards dealt (bid.range, ability.harry)"
    )
    RASCAL = "{pirate} wagers 0, 10 or 20 points, not {typed} (ability.rascal)"
    UNLOCKED_HARRY = (
        "{pirate}'s change with no trick won: a Pirate's ability is unlocked only by winning a trick with it "
        "(ability.unlock)"
    )
    UNLOCKED_RASCAL = (
        "{pirate}'s wager with no trick won: a Pirate's ability is unlocked only by winning a trick with it "
        "(ability.unlock)"
    )
    UNLOCKED_BOTH = (
        "{pirate}'s change and {pirate2}'s wager with no trick won: a Pirate's ability is unlocked only by winning "
        "a trick with it (ability.unlock)"
    )
    # said for one card dealt; a Pirate's ability in the 2013 edition or after the round's last trick
    BID_ONE = "the bid is {n}; a bid is 0 to the 1 card dealt (bid.range)"
    WON_ONE = "tricks won is {n}; a round of 1 card dealt has 1 trick (setup.deal)"
    HARRY_MOVE_ONE = (
        "{pirate} cannot move the bid from {n} to {n2}: a bid is 0 to the 1 card dealt (bid.range, ability.harry)"
    )
    FIRST_HARRY = (
        "the {typed} edition has no pirate abilities (they came with the 2018 Legendary Expansion); leave "
        "{pirate}'s change out, or play a later edition"
    )
    FIRST_RASCAL = (
        "the {typed} edition has no pirate abilities (they came with the 2018 Legendary Expansion); leave "
        "{pirate}'s wager out, or play a later edition"
    )
    FIRST_BOTH = (
        "the {typed} edition has no pirate abilities (they came with the 2018 Legendary Expansion); leave "
        "{pirate}'s change and {pirate2}'s wager out, or play a later edition"
    )
    WAGER_LAST = (
        "{pirate}'s wager in a round of 1 card: an ability is used straight after the trick won, and trick 1 is the "
        "round's last: only Harry the Giant's may be used after the last trick (ability.unlock; "
        "ruling.last-trick-ability={typed})"
    )
    CAPTURED = (
        "a capture bonus ({typeds}) with no trick won: only the winner of a trick captures its cards (bonus.capture)"
    )
    ALLIANCE_ONE = (
        "1 Loot alliance, but the deck in use holds {n} Loot cards, each making one alliance "
        "(box.copies, loot.alliance)"
    )
    ALLIANCES = (
        "{n} Loot alliances, but the deck in use holds {n2} Loot cards, each making one alliance "
        "(box.copies, loot.alliance)"
    )
    ALLY_SELF = "{player} in a Loot alliance with {player}: the Loot allies two players (loot.none)"
    # the bonuses and abilities given ({words}), why each needs a trick of its own ({spots}), their rules ({typeds})
    TRICKS_NEEDED = "{words} need {n} tricks won, not {n2}: {spots} ({typeds})"
    # the player's own cards that went to tricks others won ({spots}), against the tricks the player lost
    OWN_CARDS = "{n} of the player's cards go to tricks others won, but {n2} dealt and {n3} won leave {n4}: {spots}"
    OWN_CARD = "one of the player's cards goes to a trick others won, but {n2} dealt and {n3} won leave none: {spots}"
    OWN_DAVY = "Davy Jones' Locker, which never wins (davy.bonus, ruling.davy-recipient=davy-player)"
    OWN_LOOT = "the Loot of the alliance, with no trick won (loot.alliance)"
    OWN_LOOTS = "the Loot of each of the {n} alliances, with no trick won (loot.alliance)"
    NO_PIRATE_KING = "no Pirate wins the trick in which the Skull King takes Pirates"
    NO_PIRATE_MERMAID = "no Pirate wins the trick in which a Mermaid takes the Skull King"
    NO_PIRATE_CON = "no Pirate wins the trick in which First Mate Con is taken"
    PIRATE_MERMAID = "a Mermaid is taken by a Pirate only in a trick the Pirate wins"
    PIRATE_ABILITY = "a Pirate's ability is unlocked only by winning a trick with it"
    ONE_KING = (
        "{n} Pirates taken by the Skull King: there is one Skull King, so they all come from one trick, and a trick "
        "holds {n2} cards with {n3} players, the Skull King included (bonus.pirate, play.order)"
    )
    ONE_KING_GHOST = (
        "{n} Pirates taken by the Skull King: there is one Skull King, so they all come from one trick, and a trick "
        "holds {n2} cards (Graybeard's ghost plays too) with {n3} players, the Skull King included (bonus.pirate, "
        "play.order)"
    )
    ONE_LOCKER = (
        "{n} sea monsters destroyed by Davy Jones: there is one Davy Jones' Locker, so they all come from one trick, "
        "and a trick holds {n2} cards with {n3} players, Davy Jones' Locker included (davy.bonus, play.order)"
    )
    ONE_LOCKER_GHOST = (
        "{n} sea monsters destroyed by Davy Jones: there is one Davy Jones' Locker, so they all come from one trick, "
        "and a trick holds {n2} cards (Graybeard's ghost plays too) with {n3} players, Davy Jones' Locker included "
        "(davy.bonus, play.order)"
    )
    COPIES = "{sentence}, but the deck in use holds {n} {word} (box.copies, {rule})"
    NO_DAVY = "{sentence}, but the deck in use holds no Davy Jones' Locker (box.copies, davy.bonus)"
    CAPTURED_CARDS_IN_ONE = (
        "{n} cards captured for bonuses in 1 trick won, but a trick holds {n2} cards with {n3} players "
        "(bonus.capture, play.order)"
    )
    CAPTURED_CARDS_IN_ONE_GHOST = (
        "{n} cards captured for bonuses in 1 trick won, but a trick holds {n2} cards (Graybeard's ghost plays"
        " too) with {n3} players (bonus.capture, play.order)"
    )
    CAPTURED_CARDS_IN = (
        "{n} cards captured for bonuses in {n2} tricks won, but a trick holds {n3} cards with {n4} players "
        "(bonus.capture, play.order)"
    )
    CAPTURED_CARDS_IN_GHOST = (
        "{n} cards captured for bonuses in {n2} tricks won, but a trick holds {n3} cards (Graybeard's ghost "
        "plays too) with {n4} players (bonus.capture, play.order)"
    )
    CAPTURED_CARDS_BESIDES_IN_ONE = (
        "{n} cards captured for bonuses besides the cards that won them in 1 trick won, but a trick holds "
        "{n2} cards with {n3} players (bonus.capture, play.order)"
    )
    CAPTURED_CARDS_BESIDES_IN_ONE_GHOST = (
        "{n} cards captured for bonuses besides the cards that won them in 1 trick won, but a trick holds "
        "{n2} cards (Graybeard's ghost plays too) with {n3} players (bonus.capture, play.order)"
    )
    CAPTURED_CARDS_BESIDES_IN = (
        "{n} cards captured for bonuses besides the cards that won them in {n2} tricks won, but a trick holds"
        " {n3} cards with {n4} players (bonus.capture, play.order)"
    )
    CAPTURED_CARDS_BESIDES_IN_GHOST = (
        "{n} cards captured for bonuses besides the cards that won them in {n2} tricks won, but a trick holds"
        " {n3} cards (Graybeard's ghost plays too) with {n4} players (bonus.capture, play.order)"
    )
    LOOT_CARDS_IN_ONE = (
        "{n} cards needed in 1 trick won: the cards captured for bonuses, the cards that won them and the Loot "
        "of {players}, who won no trick; but a trick holds {n2} cards with {n3} players "
        "(bonus.capture, loot.alliance, play.order)"
    )
    LOOT_CARDS_IN_ONE_GHOST = (
        "{n} cards needed in 1 trick won: the cards captured for bonuses, the cards that won them and the Loot "
        "of {players}, who won no trick; but a trick holds {n2} cards (Graybeard's ghost plays too) with {n3} "
        "players (bonus.capture, loot.alliance, play.order)"
    )
    LOOT_CARDS_IN = (
        "{n} cards needed in {n2} tricks won: the cards captured for bonuses, the cards that won them and the "
        "Loot of {players}, who won no trick; but a trick holds {n3} cards with {n4} players "
        "(bonus.capture, loot.alliance, play.order)"
    )
    LOOT_CARDS_IN_GHOST = (
        "{n} cards needed in {n2} tricks won: the cards captured for bonuses, the cards that won them and the "
        "Loot of {players}, who won no trick; but a trick holds {n3} cards (Graybeard's ghost plays too) with "
        "{n4} players (bonus.capture, loot.alliance, play.order)"
    )
    # the players' rounds together
    ROW_COPIES = "the players' bonuses add up to {sentence}, but the deck in use holds {n} {word} (box.copies, {rule})"
    KING_BOTH = (
        "Pirates taken by the Skull King and the Skull King taken by a Mermaid in one round: there is one Skull "
        "King, and it either wins its trick or loses it to a Mermaid (bonus.pirate, bonus.king)"
    )
    MERMAID_KING = (
        "1 Mermaid taken by a Pirate and another taking the Skull King, but the deck holds {n}: a Mermaid that wins "
        "a trick is not captured (bonus.mermaid, bonus.king)"
    )
    MERMAIDS_KING = (
        "{n} Mermaids taken by a Pirate and another taking the Skull King, but the deck holds {n2}: a Mermaid that "
        "wins a trick is not captured (bonus.mermaid, bonus.king)"
    )
    PIRATES_KEPT_ABILITY = (
        "{n} Pirates taken by the Skull King, but the deck holds {n2} and the Pirates whose ability was used were not "
        "taken by the Skull King (bonus.pirate, box.copies)"
    )
    PIRATES_KEPT_MERMAID = (
        "{n} Pirates taken by the Skull King, but the deck holds {n2} and a Pirate won the Mermaid (bonus.pirate, "
        "box.copies)"
    )
    PIRATES_KEPT_BOTH = (
        "{n} Pirates taken by the Skull King, but the deck holds {n2} and the Pirates whose ability was used were not "
        "taken by the Skull King and a Pirate won the Mermaid (bonus.pirate, box.copies)"
    )
    DAVY_MANY = (
        "Davy Jones' bonus for {players} and {player}: there is one Davy Jones' Locker, and its sea monsters go to "
        "one player (davy.bonus, box.copies)"
    )
    KING_MANY = (
        "Pirates taken by the Skull King for {players} and {player}: there is one Skull King, and the Pirates it "
        "takes go to one player (bonus.pirate, box.copies)"
    )
    ABILITY_MANY = "{pirate}'s ability used by {players} and {player}: there is one {pirate} (box.copies)"
    ROW_ALLIANCE_ONE = (
        "1 Loot alliance in one round, but the deck in use holds {n} Loot cards, each making one alliance "
        "(box.copies, loot.alliance)"
    )
    ROW_ALLIANCES = (
        "{n} Loot alliances in one round, but the deck in use holds {n2} Loot cards, each making one alliance "
        "(box.copies, loot.alliance)"
    )
    TWO_LOOT = (
        "a Loot alliance in a two-player game, which plays without the Loot (two.cards; "
        "ruling.two-player-loot=left-out)"
    )
    # the score command: a round's options, or a sheet's file
    SHEET_OR_ROUND = (
        "{typeds}: these options score a single round, and a sheet says its own scoring and bonuses (give either a "
        "SHEET or --cards, --bid and --won)"
    )
    ROUND_NEEDS = "give {typeds} to score a round, or a SHEET file to add up"
    BONUS_LOOSE = "{typed} is a bonus, and no file: give each bonus after --bonus, e.g. --bonus 14 --bonus mermaid"
    SHEET_NOT_UTF8 = "{typed}:{n}: the file is not UTF-8 text (byte {typed2}); a score sheet is plain UTF-8 text"
    SHEET_UNREADABLE = "cannot read {typed} as a score sheet: {said}"
    SHEET_MISSING = "{typed}: no such file or folder"


class CommandRefusal:
    """The command line refused as it is read: an unknown or ambiguous command, an unknown option, and
    argparse's own refusals (said in the language by :func:`skrules.locale.argparse_in`) with where to look."""

    COMMAND_AMBIGUOUS = "{typed} could be {typeds} or {typed2}: type more of the command"
    COMMAND_UNKNOWN_CLOSE = "unknown command {typed}; did you mean {either}? (skrules --help lists them)"
    COMMAND_UNKNOWN = "unknown command {typed}; the commands are {typeds} (skrules --help lists them)"
    TOP_OPTION_CLOSE = "unknown option {typed}; did you mean {either}? (skrules --help lists the commands)"
    TOP_OPTION = "unknown option {typed} (skrules --help lists the commands)"
    OPTION_FIRST = "{typed} goes after the command: {typed2} (skrules --help lists the commands)"  # a command's option
    OPTION_CLOSE = "{typed}: unknown option {typed2}; did you mean {either}?"
    OPTION = "{typed}: unknown option {typed2}"
    OPTION_ELSEWHERE = "{typed}: {typed2} is an option of {typeds}, not of {typed}"
    UNRECOGNIZED = "{typed}: unrecognized arguments: {typed2}"
    PARSER_IN = "{typed}: {said} ({typed2} --help lists the options)"
    PARSER = "{said} ({typed} --help lists the options)"
    LANG_UNKNOWN = "{typed} is not a language skrules knows; choose {typeds} or {typed2}"  # --lang's own check
    RESUME_SET_UP = "--resume goes on with the saved game's own set-up: leave out {typeds}"  # the options typed
    STDOUT_CLOSED = "skrules: standard output is closed; the answer was not printed"  # started with >&-
    STDOUT_LOST = "skrules: cannot write to standard output ({said}); the answer was not printed in full"
    INTERRUPTED = "skrules: {typed} interrupted; no result"  # Ctrl-C: the command's name
    STOPPED = "skrules: {typed} stopped by {typed2}; no result"  # SIGTERM or SIGHUP: the signal's name
    ERROR_LINE = "skrules: error: {said}"  # the line every refusal of the command line is printed on
    OUT_IS_READ = (  # --out or --junit-xml, and the file named: never replaced, even with --force
        "{typed} {typed2} is one of the scenario files read; name another file (--force replaces no scenario file read)"
    )


class SheetRefusal:
    """Every problem a score sheet's reader finds in its lines (``skrules.formats.sheet``): a line no header or
    round reads, the header's values, a round's head and its lines; and in a row of cells
    (``skrules.formats.cells``, which game scenarios and the score pad read too): the cells for the players,
    each cell's bid and tricks won against the cards dealt, the rounds past the game's last. Where a problem is
    (the file, line and column) is written in front of it, alike in every language."""

    # a line that is neither a header nor a round's
    ROUND_MISSPELT = "{typed}: did you mean 'round'? write a round as 'round N: CELLS'"
    NOT_A_HEADER = "{typed}: before the first round, a line is a header ({typeds})"
    NOT_A_HEADER_CLOSE = "{typed}: did you mean {either}? before the first round, a line is a header ({typeds})"
    SCENARIO_FILE = (
        "{typed} starts a scenario file, which 'skrules check' verifies; a score sheet starts with "
        "'players: NAME NAME ...'"
    )
    NO_ROUND = "round {n} is written on one line; '{typed}' belongs to no round"
    HEADER_LATE = "{typed} is a header; headers come before the first round"
    # the header: the players, then each setting by its key ({typed}, as written before the colon)
    NO_PLAYERS = "a sheet starts with 'players: NAME NAME ...', in seat order"
    PLAYERS_TWICE = "the players are given twice"
    PLAYER_TWICE = "{player} is listed twice; each player has one seat"
    GHOST_PLAYER = "with two players, {typed} names the ghost's hand; choose another name"
    PLAYERS_FEW = "list two or more players in seat order: 'players: Ann Ben Cat'"
    SEATS_NO_DECK = (
        "{n} players: with no 'deck:' line the sheet is read with the base deck, which seats at most {n2}"
        " (setup.players); write 'deck: all' to play with the Expansion Pack's cards (exp.players)"
    )
    NEEDS_VALUE = "'{typed}:' needs a value"
    ONE_VALUE = "'{typed}:' takes one value"
    KEY_TWICE = "'{typed}:' is given twice"
    ABILITIES_FORM = "{typed}: write 'abilities: yes' or 'abilities: no'"
    ABILITY_OFF = (
        "{player} uses {pirate}'s ability, but an 'abilities:' line turned the pirate abilities off (ability.unlock)"
    )
    RULING_SET = "{typed}: {typed2} is already set to {typed3}"
    # a round's head and its lines
    ROUND_FORM = "write a round as 'round N: CELLS' or 'round N:' followed by its lines, N a number"
    ROUND_ORDER = "round {n} comes where round {n2} was expected; number the rounds 1, 2, 3, ..."
    HAND_FORM = "write a hand as NAME=CARDS, e.g. Ann=g5,b3,y2"
    ABILITY_BELOW = "'{typed}' is an ability used after a trick: write it below that trick's line"
    ROUND_LINE = "{typed}: a round's lines are bids:, hand:, ghost:, cannonball:, trick: and abilities"
    ROUND_LINE_CLOSE = (
        "{typed}: did you mean {either}? a round's lines are bids:, hand:, ghost:, cannonball:, trick: and abilities"
    )
    BIDS_EACH = "give a bid for each of {players}, in seat order, or NAME=BID"
    BID_FORM = "{typed}: a bid is a number of tricks, e.g. 2"
    NO_BIDS = "round {n} gives its tricks but no 'bids:' line"
    NO_TRICKS = "round {n} has no cells and no 'trick:' lines"
    UNSCORED = "the sheet cannot be scored"
    # a row of cells
    CELL_ONE = "round {n} has 1 cell for {n2} players ({players}); write BID/WON for each"
    CELLS = "round {n} has {n2} cells for {n3} players ({players}); write BID/WON for each"
    CELLS_JOINED = (
        "{typed}: cells joined into one; write the cells apart with spaces ('2/1 0/0') and a cell's items after commas"
        " ('2/1,14')"
    )
    CELL_LOOSE = (
        "{typed} is no cell, and round {n} has {n2} words for {n3} players: a cell is BID/WON with its items joined"
        " to it by commas, no spaces, e.g. '2/1,14'"
    )
    CELL_HEAD = "{typed}: {player}'s cell must start with BID/WON, e.g. 2/1"
    CELL_AFTER_HEAD = (
        "{typed}: {player}'s cell has {typed2} after BID/WON; a cell's items follow it after commas, e.g. '2/1,14'"
    )
    CELL_ITEM_EMPTY = (
        "{typed}: nothing follows a comma in {player}'s cell; separate the cells with spaces ('2/1 0/0') and a cell's"
        " bonuses with commas ('2/1,14')"
    )
    CELL_NEGATIVE = "{typed}: {player}'s bid and tricks won are counted from 0, never below (bid.range)"
    CELL_BID_ONE = "{player}'s bid is {n}, but round {n2} deals 1 card to each (bid.range)"
    CELL_BID = "{player}'s bid is {n}, but round {n2} deals {n3} cards to each (bid.range)"
    CELL_WON_ONE = "{player}'s tricks won is {n}, but round {n2} deals 1 card to each (setup.deal)"
    CELL_WON = "{player}'s tricks won is {n}, but round {n2} deals {n3} cards to each (setup.deal)"
    RASCAL_OPTION = "{typed} is an option of Rascal scoring; this sheet scores classic (score.choice)"
    WON_OVER_ONE = "the tricks won add up to {n}, but round {n2} has only 1 trick"
    WON_OVER = "the tricks won add up to {n}, but round {n2} has only {n3} tricks"
    WON_UNDER_ONE = "the tricks won add up to {n}, but round {n2} has 1 trick, each won by someone with this deck"
    WON_UNDER = "the tricks won add up to {n}, but round {n2} has {n3} tricks, each won by someone with this deck"
    # a deck whose Kraken, White Whale, Spotted Stingray or cards that cannot win leave at most {n4} tricks unwon
    WON_UNDER_MOST = (
        "the tricks won add up to {n}, but round {n2} has {n3} tricks, and this deck's cards leave at most {n4} of"
        " them unwon (kraken.destroy, whale.discard, exp.discard)"
    )
    # a round past the game's last ({word}: the variant; {n2}: the round written)
    PAST_LAST_ONE = (
        "{word} has 1 round, so there is no round {n2} (a tie at the end is broken by another round, which skrules "
        "does not score) (game.tie)"
    )
    PAST_LAST = (
        "{word} has {n} rounds, so there is no round {n2} (a tie at the end is broken by another round, which "
        "skrules does not score) (game.tie)"
    )


class OsReason:
    """The system's reasons a file could not be read or written, by the name of their ``errno`` (and a name with a
    NUL byte in it, which Python refuses before the system sees it): each in the words of glibc's ``strerror``.
    English prints the reason as the system gave it (:func:`os_reason`); a language says it from its catalogue,
    found by the error's number, never by its English."""

    ENOENT = "No such file or directory"
    EACCES = "Permission denied"
    EPERM = "Operation not permitted"
    EISDIR = "Is a directory"
    ENOTDIR = "Not a directory"
    ENOSPC = "No space left on device"
    EDQUOT = "Disk quota exceeded"
    EROFS = "Read-only file system"
    ENAMETOOLONG = "File name too long"
    ELOOP = "Too many levels of symbolic links"
    EIO = "Input/output error"
    EEXIST = "File exists"
    EBUSY = "Device or resource busy"
    ETXTBSY = "Text file busy"
    EMFILE = "Too many open files"
    ENFILE = "Too many open files in system"
    ENXIO = "No such device or address"
    ENODEV = "No such device"
    EXDEV = "Invalid cross-device link"
    EPIPE = "Broken pipe"
    EBADF = "Bad file descriptor"
    ETIMEDOUT = "Connection timed out"
    ESTALE = "Stale file handle"
    NUL = "embedded null byte"


def os_reason(err: OSError | ValueError, english: str | None = None) -> str:
    """Why the system refused a file: its own words (``err.strerror``), or ``english``, in English; said from the
    :class:`OsReason` of its ``errno`` in a language. A reason no catalogue has stays the system's words, which
    keeps the refusal holding it whole in English rather than half translated (``skrules.i18n.told``)."""
    strerror = getattr(err, "strerror", None)  # a ValueError has none
    if isinstance(strerror, Refusal):
        return str(strerror)  # NotRegularFile: a refusal of skrules' own already
    text = english or str(strerror or err)
    name = "NUL" if isinstance(err, ValueError) else errno.errorcode.get(err.errno or -1, "")
    message: str | None = getattr(OsReason, name, None) if name.isupper() else None
    if message is None:
        return text
    said = Refusal(text)
    said.message, said.values = message, {}
    return said


def refusal_messages() -> tuple[str, ...]:
    """Every refusal's message: :class:`RefusalMsg`'s, :class:`RoundRefusal`'s, :class:`GameRefusal`'s, then
    :class:`SetupRefusal`'s, :class:`ScoreRefusal`'s, :class:`CommandRefusal`'s, :class:`SheetRefusal`'s, then
    :class:`OsReason`'s, in the
    order they list them."""
    groups = (RefusalMsg, RoundRefusal, GameRefusal, SetupRefusal, ScoreRefusal, CommandRefusal, SheetRefusal, OsReason)
    return tuple(v for group in groups for k, v in vars(group).items() if k.isupper())
