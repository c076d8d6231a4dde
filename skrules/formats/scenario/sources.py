"""The questions and printed examples a scenario can cite besides rule IDs.

Rule IDs name what the rules say; these IDs name where a question was asked or an example was
printed, so a scenario can show that the adjudicator answers it as the source does. ``level``
says whether one trick can show the answer or a whole round is needed (scores, later tricks).

- ``guide.*``: the frequently confused rules of the base-game reference guide;
- ``notes.*``: the points settled in the research notes on the publisher's FAQ and rulebooks;
- ``example.*``: examples printed in a rulebook (base game and Expansion Pack).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

__all__ = ["ITEMS", "CitedSource"]


@dataclass(frozen=True, slots=True)
class CitedSource:
    """A question or a printed example a scenario can cite: its ID, what it says, the level that shows it."""

    id: str
    title: str
    level: str  # "trick" or "round"


_ITEMS = [
    # The reference guide's frequently confused rules.
    CitedSource("guide.powers-when", "A Pirate's power is used right after its trick; Harry's may wait", "round"),
    CitedSource("guide.kraken-whale", "The Kraken and the White Whale in one trick: the later one decides", "trick"),
    CitedSource("guide.mermaid-king-pirate", "A Mermaid, the Skull King and a Pirate: the Mermaid, +40 only", "trick"),
    CitedSource("guide.tigress-escape", "The Tigress as an Escape earns no capture bonus", "trick"),
    CitedSource("guide.loot-both-bids", "Both Loot allies must make their bids for the +20", "round"),
    CitedSource("guide.loot-lead", "A Loot lead: the next numbered card sets the suit", "trick"),
    # The research notes.
    CitedSource("notes.monster-lead", "A Kraken or White Whale lead leaves the whole trick without a suit", "trick"),
    CitedSource("notes.monster-later", "A sea monster played later does not undo the suit already set", "trick"),
    CitedSource("notes.whale-discard", "A White Whale trick without numbered cards is discarded", "trick"),
    CitedSource("notes.kraken-leader", "After the Kraken, who would have won leads the next trick", "trick"),
    CitedSource(
        "notes.whale-then-kraken", "The White Whale, then the Kraken: destroyed, as if neither was played", "trick"
    ),
    CitedSource("notes.kraken-then-whale", "The Kraken, then the White Whale: the highest number wins", "trick"),
    CitedSource("notes.loot-alliance", "The Loot plays as an Escape and allies its player with the winner", "trick"),
    CitedSource("notes.loot-own-trick", "A Loot player who wins the trick forms no alliance", "trick"),
    CitedSource("notes.loot-kraken", "A Kraken trick captures the Loot for nobody: no alliance", "trick"),
    CitedSource("notes.loot-whale", "A White Whale trick: the number that wins takes the Loot", "trick"),
    CitedSource(
        "notes.loot-after-escape", "An Escape led, a Loot later, all Escapes: the first card takes the Loot", "trick"
    ),
    CitedSource("notes.loot-rascal", "Under Rascal scoring both Loot bids must still be exact", "round"),
    CitedSource("notes.tigress-king", "The Skull King taking the Tigress as a Pirate earns +30", "trick"),
    CitedSource("notes.tigress-mermaid", "The Tigress as a Pirate taking a Mermaid earns +20", "trick"),
    CitedSource("notes.two-mermaids-king", "Two Mermaids and the Skull King: the first Mermaid, +40", "trick"),
    CitedSource("notes.two-mermaids-pirate", "Two Mermaids and a Pirate: the Pirate, +20 per Mermaid", "trick"),
    CitedSource("notes.rascal-points", "Rascal scoring: full, half or no points by the distance from the bid", "round"),
    CitedSource("notes.rascal-zero", "Rascal scoring has no special zero bid and never goes negative", "round"),
    CitedSource("notes.cannonball", "Cannonball: 15 per card dealt on an exact bid, nothing otherwise", "round"),
    CitedSource("notes.rascal-wager", "The Rascal of Roatan's wager is lost when off by one, cannonball too", "round"),
    CitedSource(
        "notes.power-by-winning", "A Pirate's power comes from winning with it, not from capturing it", "trick"
    ),
    CitedSource("notes.two-player", "Two players: Graybeard's ghost plays second and need not follow suit", "round"),
    CitedSource("notes.graybeard-tigress", "Graybeard's Tigress plays as an Escape", "round"),
    CitedSource(
        "notes.black-follow", "On a black lead, a numbered card played must be black if the hand has one", "trick"
    ),
    CitedSource(
        "notes.no-forced-trump", "Out of the lead suit, a player may play any suit and need not trump", "trick"
    ),
    CitedSource("notes.expansion-numbers", "The expansion 7s and 8s: -5 and +5, ties to the first played", "trick"),
    CitedSource("notes.zero-fourteen", "The 0/14 card is declared when played and earns no 14 bonus", "trick"),
    CitedSource("notes.con", "First Mate Con beats Pirates, loses to Mermaids and the Skull King", "trick"),
    CitedSource("notes.con-triangle", "Con, a Mermaid and a Pirate with no Skull King", "trick"),
    CitedSource("notes.plank", "Walk the Plank removes one Pirate, which can neither win nor score", "trick"),
    CitedSource("notes.plank-con", "Walk the Plank cannot remove First Mate Con", "trick"),
    CitedSource("notes.plank-tigress", "May Walk the Plank remove the Tigress as a Pirate?", "trick"),
    CitedSource("notes.wild", "The Wild 15: a 15 of the standard lead suit, or a named one; never black", "trick"),
    CitedSource("notes.volley", "The Last Volley: one more card at the end, and it never wins", "trick"),
    CitedSource("notes.davy", "Davy Jones' Locker destroys every sea monster and earns +20 each", "trick"),
    CitedSource("notes.stingray", "The Spotted Stingray: the lowest number wins, ties to the first", "trick"),
    CitedSource("notes.mary-power", "Mary Thorne's power: a random card must be played in the next trick", "round"),
    CitedSource("notes.nine-players", "With the Expansion Pack, nine players can play", "trick"),
    CitedSource("notes.deal-cap", "With many players, every player is dealt the same number of cards", "round"),
    CitedSource("notes.ties", "Equal Pirates, Mermaids or Escapes: the first played wins", "trick"),
    CitedSource(
        "notes.whale-fourteens", "14s still earn their bonus in a White Whale trick; characters do not", "trick"
    ),
    CitedSource("notes.escape-then-character", "An Escape led, then a character: who sets the suit?", "trick"),
    CitedSource("notes.zero-bid-cards", "A zero bid scores by the cards dealt, not by the round number", "round"),
    # Printed examples.
    CitedSource(
        "example.whale", "Black 2, a Pirate, yellow 14, the Skull King, the White Whale: the yellow 14", "trick"
    ),
    CitedSource(
        "example.kraken-faq", "Yellow 12, black 3, the White Whale, the Kraken: the second player leads", "trick"
    ),
    CitedSource("example.loot-lead", "A Loot led and Escapes after it: its player wins with no alliance", "trick"),
    CitedSource("example.eights", "Two yellow 8s tie for the highest: the first played wins", "trick"),
    CitedSource("example.discard", "Davy Jones, the Stingray and Walk the Plank only: the trick is discarded", "trick"),
    CitedSource("example.wild-whale", "The Wild 15 with the White Whale: the 15 is highest", "trick"),
    CitedSource("example.zero-bid", "A zero bid in round ten: +100 held, -100 broken", "round"),
    CitedSource("example.rascal-zero", "Rascal scoring: bid 0, took 1, four cards dealt: +20", "round"),
    CitedSource("example.cannonball", "Six cards: grapeshot 60 or 30, cannonball 90 or 0", "round"),
]

ITEMS: Mapping[str, CitedSource] = MappingProxyType({item.id: item for item in _ITEMS})
