"""The sentences skrules explains with, as message IDs and typed values, never as finished English.

A message ID is the English template itself, gettext-style (``{who} beats {who2}.``): each
language's catalogue (``skrules/locale/<lang>.json``) maps it to that language's template, and
``skrules.i18n`` fills it from the values, each put into the language its own way (a card by
its printed name, a suit by its colour, French elision). English is rendered here, once, when the
step is written: a :class:`Sentence` is that English text, remembering its message and values.

A placeholder's name says the type of its value (a digit after it tells two apart):

- ``who``: a play, a card by its player (``Ann's Mermaid``); ``whos`` and ``ands``: several, joined
  by commas or by "and";
- ``player``: a name; ``label``: a card (``green 7``), and ``labels`` several (or ``nothing``);
  ``token``: a card as typed (``g7``), and ``tokens`` several;
- ``suit``: a suit (``green``); ``lead``: a suit or a :class:`~skrules.lead.NoSuit` (``none``,
  ``not set``);
- ``n``: a count; ``points``: points, signed (``+20``); ``score``: points as a score sheet writes them,
  signed but for nothing (``+40``, ``-10``, ``0``);
- ``pirate``: a named Pirate (``Rosie D'Laney``), ``pirates`` several;
- ``rule`` and ``house``: a rule ID and a house rule's name, kept as written;
- ``title``: a rule ID, said as the rule's title (``the Skull King beats ...``);
- ``a``: a card as a sentence names it, with its article (``a Mermaid``, ``the green 9``);
- ``players``: names, joined by commas; ``names``: joined by "and" (``Ann, Ben and Cat``); ``counts``: numbers,
  joined by commas; ``bids``: (name, bid) pairs (``Ann 2, Ben 1``);
- ``word``: one of ``WORDS``, a fixed phrase (``classic scoring``); ``words`` several (``A, B and C``);
  ``choices``: (name, word) pairs (``Ann grapeshot, Ben cannonball``);
- ``said``: a sentence said already, a :class:`Sentence`, put into the language from its own message and
  values (nothing English is read back); ``saids`` several, joined by commas. A step that wraps another
  this way keeps it whole: a game's step for one round's player (``Round {n}, {player}, {said}``) holds
  the breakdown's line, which holds what its award was for. Text that is no :class:`Sentence` (a
  caller's own words for an award) is kept as written, as a player's name is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from .bonuses import BONUS_KINDS, FIRST_BONUS_KINDS
from .cards import Card, Kind, Pirate, Role, Suit
from .catalog import CARDS
from .lead import lead_text
from .rules import RULES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NewType

    from .lead import Lead
    from .notation import Play

    Message = NewType("Message", str)  # a message ID: only the type checker tells it from a str
    Value = (
        str
        | int
        | Card
        | Suit
        | Lead
        | Pirate
        | Play
        | Sequence[Play]
        | Sequence[Pirate]
        | Sequence[Card]
        | Sequence[str]
        | Sequence[int]
        | Sequence[tuple[str, object]]
    )
else:

    def Message(text: str) -> str:  # the type checker's NewType, free at run time
        return text


__all__ = [
    "FIELD",
    "UNCITED",
    "WORDS",
    "Message",
    "Msg",
    "RoundMsg",
    "ScoreMsg",
    "Sentence",
    "a_card",
    "bonus_words",
    "clause",
    "english",
    "kind",
    "messages",
    "placeholders",
    "say",
    "uncited",
]

# a placeholder: its value's kind, a number to tell two apart, and a form (English has one: ``{label_the}``,
# the card with its article, as the other languages' catalogues have theirs)
FIELD = re.compile(r"\{([a-z]+)([0-9]*)(_the)?\}")


class ScoreMsg:
    """A score breakdown's lines (skrules.scoring.Item), what an award a round played brought is for, and the
    game's steps that name a round and a player; :class:`Msg` has them too. A count's noun has a message for one
    and one for more (``_ONE``), as each language says its plural its own way. What a bonus is for is said in
    its record's own words (:func:`bonus_words`)."""

    ZERO_MADE_ONE = Message("bid 0 made: 10 x {n} card dealt")
    ZERO_MADE = Message("bid 0 made: 10 x {n} cards dealt")
    ZERO_MISSED_ONE = Message("bid 0 missed, {n2} won: -10 x {n} card dealt")
    ZERO_MISSED = Message("bid 0 missed, {n2} won: -10 x {n} cards dealt")
    ZERO_MISS_TEN = Message("bid 0 missed, {n} won: a fixed -10 by the house rule")
    FIRST_ZERO_MADE_ONE = Message("bid 0 made: 10 x the round number (round {n}, which deals {n} card)")
    FIRST_ZERO_MADE = Message("bid 0 made: 10 x the round number (round {n}, which deals {n} cards)")
    FIRST_ZERO_MISSED_ONE = Message("bid 0 missed, {n2} won: -10 x the round number (round {n}, which deals {n} card)")
    FIRST_ZERO_MISSED = Message("bid 0 missed, {n2} won: -10 x the round number (round {n}, which deals {n} cards)")
    BID_MADE_ONE = Message("bid {n} made exactly: 20 x {n} trick bid")
    BID_MADE = Message("bid {n} made exactly: 20 x {n} tricks bid")
    BID_MISSED_ONE = Message("bid {n}, won {n2}: -10 x {n3} trick off")
    BID_MISSED = Message("bid {n}, won {n2}: -10 x {n3} tricks off")
    BONUSES_PAID = Message("the bid is made, so the bonuses are paid")
    BONUSES_HOUSE = Message("the bid is missed, but the house rule pays the bonuses")
    BONUSES_LOST = Message("the bid is missed, so no bonus is paid ({saids})")
    FORFEIT = Message("{score} for {said}")  # a bonus not paid, listed in the line that says so
    PAID_ANYWAY = Message("{said}: paid whatever the bid")
    HIT_ONE = Message("direct hit: all of 10 x {n} card dealt")
    HIT = Message("direct hit: all of 10 x {n} cards dealt")
    HIT_BONUSES = Message("direct hit: the bonuses in full")
    GLANCE_ONE = Message("glancing blow, off by one: half of 10 x {n} card dealt")
    GLANCE = Message("glancing blow, off by one: half of 10 x {n} cards dealt")
    GLANCE_BONUSES = Message("glancing blow: half of the bonuses, {score} ({saids}), is {score2}")
    COMPLETE_MISS = Message("complete miss, off by {n2}: none of 10 x {n} cards dealt")  # off by 2 or more: 2 cards
    MISS_BONUSES = Message("complete miss: no bonus is paid ({saids})")
    CANNONBALL_ONE = Message("cannonball, bid made exactly: 15 x {n} card dealt")
    CANNONBALL = Message("cannonball, bid made exactly: 15 x {n} cards dealt")
    CANNONBALL_OFF = Message("cannonball, off by {n}: nothing")
    HARRY_MOVED = Message("{pirate} moved the bid from {n} to {n2}")
    HARRY_LEFT = Message("{pirate} left the bid at {n}")
    ALLIES_MADE = Message("Loot alliance with {player}: both bids made exactly")
    ALLY_MISSED = Message("Loot alliance with {player}: no +20, as {player} missed")
    SELF_MISSED = Message("Loot alliance with {player}: no +20, as {player2} missed")
    THIS_MISSED = Message("Loot alliance with {player}: no +20, as this player missed")
    BOTH_MISSED = Message("Loot alliance with {player}: no +20, as {player2} and {player} missed")
    THIS_AND_ALLY_MISSED = Message("Loot alliance with {player}: no +20, as this player and {player} missed")
    WAGER_WON = Message("{pirate}'s wager of {n} won on the exact bid")
    WAGER_LOST = Message("{pirate}'s wager of {n} lost: the bid is off by {n2}")
    # what an award a round played brought is for (skrules.round)
    CAPTURED_IN = Message("{who} captured in trick {n}")
    DESTROYED_IN = Message("{who} destroyed by Davy Jones in trick {n}")
    # a breakdown's line as a trace step, and a game's step for one round's player (skrules.game)
    SCORE_LINE = Message("{score}: {said}")
    ROUND_PLAYER = Message("Round {n}, {player}, {said}")
    # a Loot alliance whose other ally is not named (skrules score --alliance: an Ally with no partner)
    OTHER_ALLY_MADE = Message("Loot alliance with the other ally: both bids made exactly")
    OTHER_ALLY_MISSED = Message("Loot alliance with the other ally: no +20, as the other ally missed")
    OTHER_THIS_MISSED = Message("Loot alliance with the other ally: no +20, as this player missed")
    OTHER_THIS_AND_ALLY_MISSED = Message(
        "Loot alliance with the other ally: no +20, as this player and the other ally missed"
    )
    OTHER_SELF_MISSED = Message("Loot alliance with the other ally: no +20, as {player} missed")
    OTHER_BOTH_MISSED = Message("Loot alliance with the other ally: no +20, as {player} and the other ally missed")
    # a breakdown's headline (scoring.Breakdown.headline): the scoring method, the round, the bid, its result
    HEAD_ONE = Message("{word}, {n} card dealt, bid {n2}, won {n3}: {said}")
    HEAD = Message("{word}, {n} cards dealt, bid {n2}, won {n3}: {said}")
    HEAD_HARRY_ONE = Message("{word}, {n} card dealt, bid {n2}->{n4}, won {n3}: {said}")  # Harry changed the bid
    HEAD_HARRY = Message("{word}, {n} cards dealt, bid {n2}->{n4}, won {n3}: {said}")
    MADE = Message("made")
    OFF_BY = Message("off by {n}")
    HEAD_HOUSE = Message("{said} (house rule: {house})")
    HEAD_HOUSES = Message("{said} (house rules: {house})")  # their names, joined by commas as typed


class RoundMsg:
    """The round's and the deal's steps (skrules.round, skrules.deal): who deals and leads, each trick's
    outcome, the abilities used, the bids and the scores; :class:`Msg` has them too, listed after its own."""

    DEALT_ONE = Message("{n} card dealt to each of {players}.")
    DEALT = Message("{n} cards dealt to each of {players}.")
    GHOST_HAND = Message("Graybeard's ghost is dealt a third hand of {n}; he neither bids nor scores.")
    LEFT_OUT = Message("Left out of the two-player game: {words}.")
    LEFT_OUT_KEPT = Message("Left out of the two-player game: {words}; the Loot cards stay in the deck.")
    NOTHING_LEFT_OUT = Message("Nothing is left out of the two-player game: the Loot cards stay in the deck.")
    FIRST_LEADS = Message("{player} leads the first trick.")
    DEALS_ROUND = Message("{player} deals round {n}.")
    DEALS_THIS = Message("{player} deals this round.")
    TURNS_ROUND = Message("The two players take turns leading the rounds: {player} leads round {n}.")
    TURNS_THIS = Message("The two players take turns leading the rounds: {player} leads this round.")
    DEALS_LEFT_ROUND = Message("{player} deals round {n}; {player2}, on the dealer's left, leads the first trick.")
    DEALS_LEFT_THIS = Message("{player} deals this round; {player2}, on the dealer's left, leads the first trick.")
    VOLLEY_LAST = Message(
        "Trick {n}: {player} played the Last Volley in the last trick: no extra card, no trick to sit out."
    )
    VOLLEY_SITS = Message(
        "Trick {n}: {player} played the Last Volley, added {token} after everyone, and sits out trick {n2}, the last."
    )
    VOLLEY_NEXT = Message(
        "{player} played the Last Volley and sits out the last trick, so {player2}, next in turn, leads it."
    )
    VOLLEY_RIGHT = Message(
        "{player} played the Last Volley and sits out the last trick, so {player2}, on their right, leads it."
    )
    FORCED = Message("Trick {n}: {player} plays {token}, as {pirate}'s power required, whatever the lead.")
    GHOST_MARY = Message("Trick {n}: Graybeard's Scary Mary plays as an Escape.")
    GHOST_TIGRESS = Message("Trick {n}: Graybeard's Tigress plays as an Escape.")
    GHOST_FLIP = Message("Trick {n}: Graybeard's {label} need not follow {suit}: he never follows suit.")
    TRICK_WON = Message("Trick {n}: {player} wins with {label_the}.")
    TRICK_WON_NEXT = Message("Trick {n}: {player} wins with {label_the}; {player} leads trick {n2}.")
    TRICK_DESTROYED = Message("Trick {n} is destroyed: nobody wins it.")
    TRICK_DESTROYED_NEXT = Message("Trick {n} is destroyed: nobody wins it; {player} leads trick {n2}.")
    TRICK_DISCARDED = Message("Trick {n} is discarded: nobody wins it.")
    TRICK_DISCARDED_NEXT = Message("Trick {n} is discarded: nobody wins it; {player} leads trick {n2}.")
    GHOST_ROUND_LEADER = Message(
        "Graybeard's ghost would lead next; {player}, who led this round, leads trick {n} instead."
    )
    GHOST_TRICK_LEADER = Message(
        "Graybeard's ghost would lead next; {player}, who led trick {n}, leads trick {n2} instead."
    )
    GHOST_LEADS = Message("Graybeard's ghost leads trick {n} himself.")
    GHOST_NO_ABILITY = Message("Trick {n}: Graybeard's ghost uses no ability ({pirates}).")
    ABILITY_TOO_LATE = Message(
        "Trick {n}: {player} won the round's last trick with {pirate}, whose ability no longer matters."
    )
    ABILITY_UNUSED = Message("Trick {n}: {player} may use {pirate}'s ability and does not.")
    CON_ROUND_POWERS = Message(
        "Trick {n}: {player} won with First Mate Con and may use the powers of the Pirates he took: {pirates}."
    )
    ROSIE_USED = Message("Trick {n}: {player} uses {pirate}: {player2} leads trick {n2}.")
    LEADS_TRICK = Message("{player} leads trick {n}.")
    JUANITA_COUNTED = Message("Trick {n}: {player} uses {pirate} and looks through the {n2} undealt cards.")
    JUANITA_USED = Message("Trick {n}: {player} uses {pirate} and looks through the undealt cards.")
    MARY_USED = Message(
        "Trick {n}: {player} uses {pirate}: {token}, picked at random from {player2}'s hand, "
        "must be played by {player2} in trick {n2}."
    )
    BENDT_USED = Message("Trick {n}: {player} uses {pirate}: draws {tokens}, discards {tokens2}.")
    BENDT_EMPTY = Message("Trick {n}: {player} uses {pirate}: draws empty, discards empty.")
    BIDS = Message("The bids are revealed together: {bids}.")
    BID_RANGE = Message("Every bid is a number of tricks from 0 to {n}, the cards dealt.")
    CHOICES = Message("Under Rascal scoring each player chose after bidding: {choices}.")
    GHOST_BONUS = Message("Trick {n}: Graybeard's ghost scores nothing, so {points} ({rule}) goes to no one.")
    GHOST_LOOT = Message("Trick {n}: Graybeard's ghost neither bids nor scores, so the Loot makes no alliance.")
    LOOT_ALLY = Message("Trick {n}: {player}'s Loot allies {player} with {player2}.")
    WAGER = Message("Trick {n}: {player} uses {pirate} and wagers {n2} on the bid.")
    WAGER_LAST = Message("Trick {n}: {player} uses {pirate} and wagers {n2} on the bid, after the last trick.")
    HARRY_MOVES = Message("Trick {n}: {player} uses {pirate}: the bid goes from {n2} to {n3}.")
    HARRY_MOVES_LAST = Message(
        "Trick {n}: {player} uses {pirate} after the last trick: the bid goes from {n2} to {n3}."
    )
    HARRY_STAYS = Message("Trick {n}: {player} uses {pirate}: the bid stays {n2}.")
    HARRY_STAYS_LAST = Message("Trick {n}: {player} uses {pirate} after the last trick: the bid stays {n2}.")
    SCORED_MADE = Message("{player} bid {n}, won {n2} (made): {points} under {word}.")
    SCORED_OFF = Message("{player} bid {n}, won {n2} (off by {n3}): {points} under {word}.")
    SCORED_MADE_ALL = Message("{player} bid {n}, won {n2} (made): {points} for the bid, {points2} in all under {word}.")
    SCORED_OFF_ALL = Message(
        "{player} bid {n}, won {n2} (off by {n3}): {points} for the bid, {points2} in all under {word}."
    )
    # the schedule (skrules.deal): n is the cap, n2 the deck (or eight), n3 the last round lowered, n4 the hands
    TEN_ROUNDS = Message("Ten rounds: round r deals r cards ({counts}).")
    VARIANT_COUNTS = Message("{word}: {counts} cards.")
    VARIANT_ONE_CARD = Message("{word}: 1 card.")
    FITS_EIGHT = Message("Eight players from {n2} cards, at most {n} each: every round fits.")
    FITS_EXPANSION = Message(
        "Eight players with the Expansion Pack's cards: the guide's cap of {n3} is for the base game; "
        "{n2} cards give every hand up to {n}, so every round fits."
    )
    FITS = Message("{n4} hands from {n2} cards: every round fits.")
    FITS_GHOST = Message("{n4} hands (with Graybeard's ghost's) from {n2} cards: every round fits.")
    EIGHT_ALL = Message("Eight players are dealt at most {n2} cards each, so every round deals {n}.")
    EIGHT_SOME = Message("Eight players are dealt at most {n2} cards each, so rounds {counts} and {n3} deal {n}.")
    EIGHT_ONE = Message("Eight players are dealt at most {n2} cards each, so round {n3} deals {n}.")
    SHARE_ALL = Message("Eight players share the {n2} cards evenly: at most {n} each, so every round deals {n}.")
    SHARE_SOME = Message(
        "Eight players share the {n2} cards evenly: at most {n} each, so rounds {counts} and {n3} deal {n}."
    )
    SHARE_ONE = Message("Eight players share the {n2} cards evenly: at most {n} each, so round {n3} deals {n}.")
    HANDS_ALL = Message("{n4} hands from {n2} cards: at most {n} each, so every round deals {n}.")
    HANDS_SOME = Message("{n4} hands from {n2} cards: at most {n} each, so rounds {counts} and {n3} deal {n}.")
    HANDS_ONE = Message("{n4} hands from {n2} cards: at most {n} each, so round {n3} deals {n}.")
    GHOST_HANDS_ALL = Message(
        "{n4} hands (with Graybeard's ghost's) from {n2} cards: at most {n} each, so every round deals {n}."
    )
    GHOST_HANDS_SOME = Message(
        "{n4} hands (with Graybeard's ghost's) from {n2} cards: at most {n} each, so rounds {counts} and {n3} deal {n}."
    )
    GHOST_HANDS_ONE = Message(
        "{n4} hands (with Graybeard's ghost's) from {n2} cards: at most {n} each, so round {n3} deals {n}."
    )
    # the game's standing (skrules.scoring.ScoreTable): n3 is the best total
    LEAD_OF = Message("After {n} of {n2} rounds {names} lead with {n3}.")
    LEADS_OF = Message("After {n} of {n2} rounds {player} leads with {n3}.")
    LEAD_AFTER = Message("After {n} rounds {names} lead with {n3}.")
    LEADS_AFTER = Message("After {n} rounds {player} leads with {n3}.")
    LEAD_AFTER_ONE = Message("After {n} round {names} lead with {n3}.")
    LEADS_AFTER_ONE = Message("After {n} round {player} leads with {n3}.")
    # a game with no round scored yet (a sheet of its players alone, a deal schedule checked): nobody leads
    NO_ROUND_OF = Message("No round is scored yet: {n2} rounds to play.")
    NO_ROUND_OF_ONE = Message("No round is scored yet: {n2} round to play.")
    NO_ROUND = Message("No round is scored yet.")
    TIED = Message("After the last round {names} share the highest total, {n3}.")
    SHARED_WIN = Message("{names} share the win: there is no tie-break.")
    TIE_ROUND = Message("{names} play another round to break the tie.")
    GAME_WON = Message("After the last round {player} has the highest total, {n3}, and wins.")


# the fixed phrases a message splices in (``word``, ``words``, ``choices``): each catalogue's words say them
WORDS = (
    "the Loot cards",
    "Walk the Plank",
    "the Wild 15",
    "the 0/14 cards",
    "classic scoring",
    "Rascal scoring (grapeshot)",
    "Rascal scoring (cannonball)",
    "grapeshot",
    "cannonball",
    "the standard game",
    "Even Keeled",
    "Skip to the Brawl",
    "Swift-n-Salty Skirmish",
    "Broadside Barrage",
    "Whirlpool",
    "Past Your Bedtime",
)


class Msg(RoundMsg, ScoreMsg):
    """Every message the trace and the verdict speak, by a name the type checker knows.

    Plain class attributes (not an Enum): the engine reads one per step, and an Enum member read
    off its class costs about a call in Python 3.11.
    """

    TIGRESS_PIRATE = Message("{player} declared the Tigress as a Pirate.")
    TIGRESS_ESCAPE = Message("{player} declared the Tigress as an Escape.")
    MARY_PIRATE = Message("{player} declared Scary Mary as a Pirate.")
    MARY_ESCAPE = Message("{player} declared Scary Mary as an Escape.")
    FIRST_MERMAID = Message("The 2013 edition pays no bonus for a Mermaid taken by a Pirate.")
    LOOT_ESCAPE = Message("{player}'s Loot plays as an Escape.")
    ZERO_FOURTEEN = Message("{player} declared the {suit} 0/14 card as {n}.")
    WILD_BLACK = Message("Black was led, so {player}'s Wild 15 takes no suit and loses to trump.")
    WILD_BLACK_NUMBERS = Message(
        "Black was led, so {player}'s Wild 15 takes no suit; under {who} only its number counts."
    )
    WILD_FOLLOW = Message("{player}'s Wild 15 plays as the {suit} 15, following the lead suit.")
    WILD_NAME_SETS = Message("No suit was set, so {player} named the Wild 15 {suit} and sets the lead suit.")
    WILD_NAME = Message("No suit was set, so {player} named the Wild 15 {suit}.")
    THORNE_PIRATE = Message("{player}'s Mary Thorne plays as a Pirate.")
    LEAD_NUMBER = Message("{player} led the {label}: {suit} is the lead suit.")
    LEAD_NONE = Message("{who} led: the trick has no suit to follow.")
    LEAD_SET = Message("{who} led, and the first numbered card after it sets the suit: {who2} set {suit}.")
    LEAD_NONE_CAME = Message("{who} led, and the first numbered card after it sets the suit; none came.")
    DEFER_SET = Message(
        "{who} led, which passes the choice of suit to the next card; {who2} set {suit} as the lead suit."
    )
    DEFER_CHARACTER = Message(
        "{who} led, which passes the choice of suit to the next card; {who2}, a character, "
        "left the trick without a suit."
    )
    DEFER_NONE = Message(
        "{who} led, which passes the choice of suit to the next card; no numbered card followed, "
        "so there is no lead suit."
    )
    VOLLEY_NONE = Message(
        "{player} played the Last Volley with no card to add: that happens only in the round's last trick, "
        "and it never wins."
    )
    VOLLEY_ADDS = Message(
        "{player} played the Last Volley and added {label_the} after everyone; {player} sits out the round's "
        "last trick. The Last Volley never wins."
    )
    DAVY_DESTROYS = Message("{who} destroys every sea monster: {whos}.")
    DAVY_ALONE = Message("{who} finds no sea monster; it never wins a trick.")
    MONSTER_LAST = Message("{who} is the last sea monster played and decides; {who2} counts as an Escape.")
    MONSTERS_LAST = Message("{who} is the last sea monster played and decides; {ands} count as Escapes.")
    KRAKEN_DESTROYS = Message("{who} destroys the trick: nobody wins it or scores from it.")
    KRAKEN_NOBODY = Message("Without the sea monsters nothing could have won, so nobody would have won the trick.")
    KRAKEN_PLAYER = Message("With no would-be winner, {player}, who played the Kraken, leads next.")
    KRAKEN_LEADER = Message("With no would-be winner, {player}, who led the trick, leads again.")
    KRAKEN_HOUSE = Message("By the house rule {house}, {player}, who led the trick, leads again.")
    KRAKEN_AFTER = Message("The player after {player} leads next: {player2}.")
    KRAKEN_WOULD = Message("Without the sea monsters {who} would have won, so {player} leads next.")
    KRAKEN_WILD = Message(
        "Without the sea monsters, {player}'s Wild 15, named {suit2}, would play as the {suit} 15, "
        "following the lead suit."
    )
    LOWEST = Message("{who} strips every suit and special card: only numbers count, and {who2} is the lowest.")
    HIGHEST = Message("{who} strips every suit and special card: only numbers count, and {who2} is the highest.")
    STINGRAY_ESCAPE = Message(
        "{who} is not an Escape and there is no number: among the Escapes, the first played, {who2}, wins."
    )
    STINGRAY_DISCARD = Message(
        "{who} leaves only numbered cards able to win and none was played: the trick is discarded, "
        "and {player}, who led, leads again."
    )
    WHALE_DISCARD = Message(
        "{who} leaves only numbered cards able to win and none was played: the trick is discarded and {player} "
        "leads next."
    )
    LEAD_AFTER_REMOVAL = Message("With the removed cards gone, the lead suit is {lead} (it was {lead2} as played).")
    LEAD_NONE_LEFT = Message("With the removed cards gone, no card left sets a lead suit (it was {lead2} as played).")
    LEAD_STAYS = Message("The lead suit stays {lead}, as played.")
    WILD_REPLAYED = Message(
        "With the removed cards gone, {player}'s Wild 15, named {suit2}, plays as the {suit} 15, "
        "following the lead suit."
    )
    WILD_REPLAYED_BLACK = Message(
        "With the removed cards gone, black is the lead suit, so {player}'s Wild 15, named {suit}, "
        "takes no suit and loses to trump."
    )
    PLANK_NONE = Message("{who} finds no Pirate it can remove; it never wins a trick.")
    PLANK_REMOVES = Message(
        "{who} removes {who2} at the end of the trick: it can neither win nor be captured for a bonus."
    )
    PLANK_NO_EFFECT = Message(
        "{who} has no effect: {who2} strips every special card's effect, so {who3} stays in the trick."
    )
    PLANK_STILL = Message("{who} still removes {who2} at the end of the trick, sea monster or not.")
    TIE = Message("{ands} are equal: the first played wins.")
    MERMAID_KING = Message("{who} and {who2} are both in the trick: the first Mermaid wins, whatever else was played.")
    BEATS_PIRATES = Message("{who} beats the Pirates and every numbered card.")
    BEATS_NUMBERS = Message("{who} beats every numbered card.")
    BEATS_ESCAPES = Message("{who} beats every other card: each plays as an Escape.")
    BEATS_UNWON = Message("{who} beats every other card: each plays as an Escape or cannot win.")
    BEATS_CON_PIRATES = Message("{who} beats First Mate Con, the Pirates and every numbered card.")
    BEATS_CON_NUMBERS = Message("{who} beats First Mate Con and every numbered card.")
    BEATS = Message("{who} beats {who2}.")
    TRIANGLE = Message("{who}, {who2} and {who3} form a triangle with no Skull King: {who4} wins.")
    FIRST_PIRATE_ALL = Message("{who} is the first Pirate played: it beats the Mermaids and every numbered card.")
    FIRST_PIRATE = Message("{who} is the first Pirate played: it beats every numbered card.")
    ONLY_PIRATE_ALL = Message("{who} is the only Pirate: it beats the Mermaids and every numbered card.")
    ONLY_PIRATE = Message("{who} is the only Pirate: it beats every numbered card.")
    ONLY_PIRATE_ESCAPES = Message("{who} is the only Pirate, and every other card plays as an Escape.")
    ONLY_PIRATE_UNWON = Message("{who} is the only Pirate, and every other card plays as an Escape or cannot win.")
    FIRST_MERMAID_WINS = Message("{who} is the first Mermaid played: it beats every numbered card.")
    ONLY_MERMAID = Message("{who} is the only Mermaid: it beats every numbered card.")
    ONLY_MERMAID_ESCAPES = Message("{who} is the only Mermaid, and every other card plays as an Escape.")
    ONLY_MERMAID_UNWON = Message("{who} is the only Mermaid, and every other card plays as an Escape or cannot win.")
    TRUMP = Message("{who} is the highest black card, and black is trump.")
    LEAD_OFF = Message("{who} is the highest {suit} card, the lead suit; a card of another suit never wins.")
    LEAD_HIGHEST = Message("{who} is the highest {suit} card, the lead suit.")
    ESCAPES = Message("Every card that can win plays as an Escape, so the first of them, {who}, wins.")
    DISCARD = Message("Nothing left in the trick can win: it is discarded, and {player}, who led, leads again.")
    DAVY_NOTHING = Message("A discarded trick captures nothing, so Davy Jones earns no bonus.")
    DAVY_STILL = Message("Davy Jones still earns his sea monsters from a discarded trick.")
    DAVY_ONE = Message("+{n} to {player} for {n2} sea monster destroyed by Davy Jones.")
    DAVY_MANY = Message("+{n} to {player} for {n2} sea monsters destroyed by Davy Jones.")
    DAVY_NEEDS_BID = Message("Davy Jones' bonus is paid only if {player} makes the bid.")
    DAVY_ANY_BID = Message("Davy Jones' bonus is paid whatever the bid.")
    TAKEN_BY = Message("{points} for {who}, taken by {who2}.")
    CAPTURED_BY = Message("{points} for {who}, captured by {player}.")
    CON_NO_BONUS = Message("{who} earns no bonus for the Pirates he takes.")
    UNPAID_KING = Message("Only the winning card's captures count: no +30 per Pirate, as the Skull King did not win.")
    UNPAID_MERMAIDS = Message("Only the winning card's captures count: no +20 per Mermaid, as no Pirate won.")
    UNPAID_BOTH = Message(
        "Only the winning card's captures count: no +30 per Pirate, as the Skull King did not win; "
        "no +20 per Mermaid, as no Pirate won."
    )
    PAID_IF_BID = Message("{player}'s bonuses are paid only if {player} makes the bid.")
    PAID_ANY_BID = Message("{player}'s bonuses are paid whatever {player}'s bid.")
    NEXT_WINNER = Message("{player} won the trick and leads the next.")
    NEXT_ROSIE = Message(
        "{player} won the trick and leads the next, unless {player} uses Rosie D'Laney's ability to choose who does."
    )
    LOOT_OWN = Message("{player} played the Loot and won the trick: no alliance.")
    LOOT_ALLIES = Message("{who} allies {player} with {player2}, who won: each scores +20 if both make their bids.")
    LOOT_MONSTER = Message("{who} has no effect under {who2}: no alliance.")
    LOOT_ESCAPES = Message("{who} is taken by {who2} in a trick of Escapes that a Loot won: no alliance.")
    ABILITY = Message("{player} won with {pirate}, whose ability is used at once.")
    CON_POWERS = Message("{player} won with First Mate Con and may use the powers of the Pirates he took: {pirates}.")
    LOOT_NOBODY = Message("Nobody takes the trick, so {player}'s Loot makes no alliance.")
    # the reasons a play is refused (skrules.legality)
    NOT_HELD = Message("the hand ({labels}) does not hold {a}")
    MUST_FOLLOW = Message(
        "{suit} is the lead suit and the hand holds {labels}: a numbered card played must be {suit} "
        "(a special card may be played instead)"
    )
    # the verdict's values (skrules.wording)
    NOBODY_DESTROYED = Message("nobody: the trick is destroyed")
    NOBODY_DISCARDED = Message("nobody: the trick is discarded")
    WINNER = Message("{player} with {token} (card {n})")
    BONUS_IF_BID = Message("{points} for {player} if {player} makes the bid")
    BONUS_ANY_BID = Message("{points} for {player} whatever the bid")
    OTHER_IF_BID = Message("{points} for {player} ({rule}, if that bid is made)")
    OTHER_ANY_BID = Message("{points} for {player} ({rule}, whatever the bid)")
    ALLIANCE = Message("{player} (Loot) with {player2}: +20 each if both make their bids")
    # why a card did not win, what would have made it win, the bonuses it missed (skrules.whynot)
    WHY_HEADING = Message("Why not {who} (card {n})?")
    WHY_WON_HEADING = Message("Why did {who} (card {n}) win?")  # the card asked about is the winner
    WHY_WON = Message("{who} won the trick: {title}.")
    WHY_NOBODY = Message("Nobody won: {title}, so {who} could not win either.")
    WHY_NOBODY_WITH = Message("Nobody won: with {who} in the trick, {title}, so {who2} could not win either.")
    WHY_DESTROYS = Message("{who} never wins: it destroys the trick, and nobody takes it.")
    WHY_DESTROYED = Message("{who} destroyed the trick: nobody wins it, {who2} included.")
    LOST_TITLE = Message("{who} lost to {who2}: {title}.")
    LOST_PLANK = Message(
        "{who} lost to {who2}: Walk the Plank removed it at the end of the trick, so it could not win."
    )
    LOST_DAVY = Message("{who} lost to {who2}: Davy Jones' Locker destroyed every sea monster in the trick.")
    LOST_MONSTER = Message(
        "{who} lost to {who2}: of several sea monsters only the last one played decides, and it came later."
    )
    LOST_ESCAPE = Message("{who} lost to {who2}: an Escape loses to any card that can win.")
    LOST_AS_ESCAPE = Message("{who} lost to {who2}: played as an Escape, it loses to any card that can win.")
    LOST_NEVER = Message("{who} lost to {who2}: {a} never wins a trick.")
    LOST_TIE = Message("{who} lost to {who2}: the two cards are equal, and of equal cards the first played wins.")
    LOST_LEAD = Message("{who} lost to {who2}: {suit} is the lead suit, and theirs is the higher {suit} card.")
    LOST_LEAD_OFF = Message(
        "{who} lost to {who2}: {suit} is the lead suit, and a card of another suit never wins "
        "(only trump, black, beats it)."
    )
    LOST_TRUMP = Message("{who} lost to {who2}: theirs is the higher black card, and black is trump.")
    LOST_TRUMP_OFF = Message(
        "{who} lost to {who2}: black is trump, and the highest black card wins over the other suits."
    )
    LOST_FIRST_PIRATE = Message(
        "{who} lost to {who2}: when several Pirates are played, only the first one can win, and theirs came first."
    )
    LOST_FIRST_MERMAID = Message(
        "{who} lost to {who2}: when several Mermaids are played, only the first one can win, and theirs came first."
    )
    LOST_MERMAID_FIRST = Message(
        "{who} lost to {who2}: with the Skull King in the trick, only the first Mermaid played takes it, "
        "and theirs came first."
    )
    LOST_MERMAID_KING = Message(
        "{who} lost to {who2}: with a Mermaid and the Skull King in the trick, the first Mermaid wins, "
        "whatever else was played."
    )
    LOST_TRIANGLE = Message(
        "{who} lost to {who2}: with First Mate Con, a Mermaid and a Pirate and no Skull King, each beats another, "
        "and ruling.con-triangle names the winner."
    )
    LOST_ALL_ESCAPE = Message(
        "{who} lost to {who2}: every card in the trick plays as an Escape, and then the first one played wins."
    )
    WHY_NO_CHANGE = Message("No single change, one card different or one card absent, would have made it win.")
    WHY_WOULD_WIN = Message("{player} would have won if:")
    CHANGE_ABSENT = Message("Without {who}: {who2} wins ({title}).")
    CHANGE_ABSENT_PLANK = Message("Without {who}, and {who2} removes {who3}: {who4} wins ({title}).")
    CHANGE_REAIMED = Message("{who} removes {who2} instead of {who3}: {who4} wins ({title}).")
    CHANGE_CARD = Message("{player} plays {said} instead of {said2}: {who} wins ({title}).")
    CHANGE_CARD_PLANK = Message(
        "{player} plays {said} instead of {said2}, and {who} removes {who2}: {who3} wins ({title})."
    )
    WHAT_IF = Message("What if {player} had played {said}?")
    WHAT_IF_PLANK = Message("What if {player} had played {said} on {who}?")  # the Pirate it removes changed
    CAPTURE_WORTH = Message("{points} for {who}")  # a what-if's captures: each card a bonus is paid for, and its points
    WHY_BONUSES = Message("Bonuses:")
    WHY_BONUSES_TITLE = Message("Bonuses")
    MISSED_KRAKEN = Message("The Kraken destroyed the trick: nobody captures anything in it.")
    MISSED_DISCARD = Message("The trick is discarded: nobody captures anything in it.")
    MISSED_DAVY = Message("{who} was destroyed by Davy Jones: its {points} goes to {player}.")
    MISSED_CAPTURED = Message("{who} was captured: its {points} goes to {player}.")
    MISSED_LOST = Message("{who} did not win, so no {points} for {ands}: only the winning card's captures count.")
    UNPAID_KING_ONLY = Message(
        "{who} earns {who2} nothing: capturing a Pirate pays a bonus only to the Skull King ({rule})."
    )
    UNPAID_PIRATE_ONLY = Message(
        "{who} earns {who2} nothing: capturing a Mermaid pays a bonus only to a Pirate ({rule})."
    )
    UNPAID_KING_ONLY_UNCITED = Message(  # the same without its rule, for --no-ids (``uncited``)
        "{who} earns {who2} nothing: capturing a Pirate pays a bonus only to the Skull King."
    )
    UNPAID_PIRATE_ONLY_UNCITED = Message(
        "{who} earns {who2} nothing: capturing a Mermaid pays a bonus only to a Pirate."
    )
    # a card a change or a what-if plays, said inside that sentence (a ``said`` value), with the article each
    # language gives it there: a card that stands for any of its kind takes "a" (un Pirate, une Fuite), and
    # German says it as an object (einen Piraten, den Skull King)
    PLAYS_PIRATE = Message("a Pirate")
    PLAYS_ESCAPE = Message("an Escape")
    PLAYS_MERMAID = Message("a Mermaid")
    PLAYS_KING = Message("the Skull King")
    PLAYS_KRAKEN = Message("the Kraken")
    PLAYS_WHALE = Message("the White Whale")
    PLAYS_LOOT = Message("the Loot")
    PLAYS_STINGRAY = Message("the Spotted Stingray")
    PLAYS_VOLLEY = Message("the Last Volley")
    PLAYS_FIRST_MATE = Message("First Mate Con")
    PLAYS_DAVY = Message("Davy Jones' Locker")
    PLAYS_TIGRESS_PIRATE = Message("the Tigress as a Pirate")
    PLAYS_TIGRESS_ESCAPE = Message("the Tigress as an Escape")
    PLAYS_MARY_PIRATE = Message("Scary Mary as a Pirate")
    PLAYS_MARY_ESCAPE = Message("Scary Mary as an Escape")
    PLAYS_NUMBER = Message("the {label}")
    PLAYS_NAMED = Message("{pirate}")  # a named Pirate
    PLAYS_PLANK = Message("{label}")  # Walk the Plank, by its name


def messages() -> tuple[Message, ...]:
    """Every message, in the order :class:`Msg` lists them, then :class:`RoundMsg` and :class:`ScoreMsg`, then
    the bonuses' words (the catalogues translate each)."""
    declared = (v for c in (Msg, RoundMsg, ScoreMsg) for k, v in vars(c).items() if k.isupper())
    return (*declared, *bonus_words())


def bonus_words() -> tuple[Message, ...]:
    """What each bonus is for, in its record's words (:mod:`skrules.bonuses`), for one capture and for
    ``{n}``: each a message, so that the words are written once, in the bonus table."""
    kinds = (*BONUS_KINDS.values(), *FIRST_BONUS_KINDS.values())
    return tuple(dict.fromkeys(w for k in kinds for w in (Message(k.one), Message(f"{{n}} {k.many}"))))


def placeholders(template: str) -> set[str]:
    """``{who}``, ``{player2}``: the placeholders of a template, as a set of names."""
    return {name + digits for name, digits, _ in FIELD.findall(template)}


def kind(name: str) -> str:
    """``who2`` -> ``who``: the kind of value a placeholder holds."""
    return name.rstrip("0123456789")


class Sentence(str):
    """English text that remembers the message it was written from and its values.

    It is the text wherever text is read (JSON, plain text, comparisons); a translation reads
    its ``message`` and ``values`` instead, and never the English.
    """

    message: Message
    values: Mapping[str, Value]


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def _score(n: int) -> str:
    """``+40``, ``-10``, ``0``: as :func:`skrules.trace.points` writes points (this module comes before it)."""
    return f"+{n}" if n > 0 else str(n)


def _whos(plays: Sequence[Play]) -> str:
    return ", ".join([f"{p.player}'s {p.card.label}" for p in plays])


def _ands(plays: Sequence[Play]) -> str:
    return " and ".join([f"{p.player}'s {p.card.label}" for p in plays])


def _pirates(pirates: Sequence[Pirate]) -> str:
    return ", ".join([p.full_name for p in pirates])


def _words(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _pairs(pairs: Sequence[tuple[str, object]]) -> str:
    return ", ".join([f"{name} {x}" for name, x in pairs])


def _tokens(cards: Sequence[Card]) -> str:
    return ", ".join(map(str, cards)) or "nothing"


def _labels(cards: Sequence[Card]) -> str:
    return ", ".join([card.label for card in cards]) or "nothing"


def clause(rule: str) -> str:
    """A rule's short title as a clause: ``the Skull King beats ...`` (names keep their capital)."""
    found = RULES.get(rule)
    if found is None:
        return rule
    title = found.title
    return title[:1].lower() + title[1:] if not title.startswith(("Skull", "Walk", "First", "Davy", "Con")) else title


_THE = frozenset(r.kind for r in CARDS if r.article == "the")
_BARE = frozenset(r.kind for r in CARDS if r.article == "" and r.pirate is None)


def a_card(card: Card) -> str:
    """A card as a sentence names it: ``a Mermaid``, ``the Skull King``, ``Rosie D'Laney``, ``the green 9``."""
    label = card.label
    if card.kind is Kind.PIRATE and label.startswith("Pirate "):
        return label.removeprefix("Pirate ")
    if card.kind is Kind.TIGRESS and card.declared is not None:
        return f"the Tigress as {'a Pirate' if card.declared is Role.PIRATE else 'an Escape'}"
    if card.kind is Kind.SCARY_MARY and card.declared is not None:
        return f"Scary Mary as {'a Pirate' if card.declared is Role.PIRATE else 'an Escape'}"
    if card.kind is Kind.NUMBER or card.kind in _THE:
        return f"the {label}"
    if card.kind in _BARE:
        return label
    return f"an {label}" if label[:1] in "AEIOU" else f"a {label}"


# kind -> the English of a value of that kind, as an expression over ``x`` (a kind not here, such as
# player, n or rule, is said as it is)
# kind -> how English says a value of that kind, as a replacement field of an f-string over ``X``
# (a kind not here, such as player, n or rule, is said as it is)
_ENGLISH = {
    "who": "{X.player}'s {X.card.label}",
    "whos": "{_whos(X)}",
    "ands": "{_ands(X)}",
    "label": "{X.label}",
    "label_the": "{_a(X)}",
    "suit": "{X.label}",
    "lead": "{_lead(X)}",
    "points": "{_signed(X)}",
    "pirate": "{X.full_name}",
    "pirates": "{_pirates(X)}",
    "tokens": "{_tokens(X)}",
    "labels": "{_labels(X)}",
    "title": "{_clause(X)}",
    "a": "{_a(X)}",
    "players": "{', '.join(X)}",
    "names": "{_words(X)}",
    "counts": "{', '.join(map(str, X))}",
    "words": "{_words(X)}",
    "bids": "{_pairs(X)}",
    "choices": "{_pairs(X)}",
    "score": "{_score(X)}",
    "saids": "{', '.join(X)}",
}
_HELPERS = {"_whos": _whos, "_ands": _ands, "_lead": lead_text, "_signed": _signed, "_pirates": _pirates}
_HELPERS.update(
    _tokens=_tokens, _labels=_labels, _clause=clause, _a=a_card, _words=_words, _pairs=_pairs, _score=_score
)


def _compile(message: Message) -> Callable[[Mapping[str, Value]], str]:
    """The function that says a message in English: its template written out as one f-string.

    Written once per message, so that a step costs little more than the f-string it replaced; a
    trace is written for every explained trick, and ``benchmarks/bench_bonus.py`` times that path.
    """
    assert '"' not in message and "\\" not in message, message  # the f-string below is written in double quotes
    parts, at = [], 0
    for m in FIELD.finditer(message):
        parts.append(message[at : m.start()].replace("{", "{{").replace("}", "}}"))
        said = _ENGLISH.get(m.group(1) + (m.group(3) or ""), "{X}")
        parts.append(said.replace("X", f"v[{m.group(1) + m.group(2)!r}]"))
        at = m.end()
    parts.append(message[at:].replace("{", "{{").replace("}", "}}"))
    code = compile(f'lambda v: f"{"".join(parts)}"', f"<message {message[:40]!r}>", "eval")
    function: Callable[[Mapping[str, Value]], str] = eval(code, dict(_HELPERS))  # our own templates, compiled
    return function


SAYINGS: dict[str, Callable[[Mapping[str, Value]], str]] = {}  # message -> its compiled English, made on first use


def say(message: Message, values: Mapping[str, Value]) -> str:
    """A message said in English, from its values: plain text, as a trace step holds it."""
    return (SAYINGS.get(message) or saying(message))(values)


def saying(message: Message) -> Callable[[Mapping[str, Value]], str]:
    """The function that says a message in English, compiled the first time it is asked for."""
    function = SAYINGS.get(message)
    if function is None:
        function = SAYINGS[message] = _compile(message)
    return function


def english(message: Message, values: Mapping[str, Value]) -> Sentence:
    """A message said in English, as text that remembers its message and values."""
    text = Sentence(say(message, values))
    text.message, text.values = message, values
    return text


# A message that names a rule in its sentence (``{rule}``), and the one said in its place when no rule ID is
# cited (``--no-ids``): the same fact, with the same values.
UNCITED: dict[Message, Message] = {
    Msg.OTHER_IF_BID: Msg.BONUS_IF_BID,
    Msg.OTHER_ANY_BID: Msg.BONUS_ANY_BID,
    Msg.UNPAID_KING_ONLY: Msg.UNPAID_KING_ONLY_UNCITED,
    Msg.UNPAID_PIRATE_ONLY: Msg.UNPAID_PIRATE_ONLY_UNCITED,
}


def uncited(text: Sentence) -> Sentence:
    """A sentence said without the rule ID it names, where it names one (``UNCITED``); otherwise itself."""
    other = UNCITED.get(text.message)
    return text if other is None else english(other, text.values)
