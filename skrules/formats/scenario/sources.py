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

__all__ = ["ITEMS", "Item"]


@dataclass(frozen=True, slots=True)
class Item:
    id: str
    title: str
    level: str  # "trick" or "round"


_ITEMS = [
    # The reference guide's frequently confused rules.
    Item("guide.powers-when", "A Pirate's power is used right after its trick; Harry's may wait", "round"),
    Item("guide.kraken-whale", "The Kraken and the White Whale in one trick: the later one decides", "trick"),
    Item("guide.mermaid-king-pirate", "A Mermaid, the Skull King and a Pirate: the Mermaid, +40 only", "trick"),
    Item("guide.tigress-escape", "The Tigress as an Escape earns no capture bonus", "trick"),
    Item("guide.loot-both-bids", "Both Loot allies must make their bids for the +20", "round"),
    Item("guide.loot-lead", "A Loot lead: the next numbered card sets the suit", "trick"),
    # The research notes.
    Item("notes.monster-lead", "A Kraken or White Whale lead leaves the whole trick without a suit", "trick"),
    Item("notes.monster-later", "A sea monster played later does not undo the suit already set", "trick"),
    Item("notes.whale-discard", "A White Whale trick without numbered cards is discarded", "trick"),
    Item("notes.kraken-leader", "After the Kraken, who would have won leads the next trick", "trick"),
    Item("notes.whale-then-kraken", "The White Whale, then the Kraken: destroyed, as if neither was played", "trick"),
    Item("notes.kraken-then-whale", "The Kraken, then the White Whale: the highest number wins", "trick"),
    Item("notes.loot-alliance", "The Loot plays as an Escape and allies its player with the winner", "trick"),
    Item("notes.loot-own-trick", "A Loot player who wins the trick forms no alliance", "trick"),
    Item("notes.loot-kraken", "A Kraken trick captures the Loot for nobody: no alliance", "trick"),
    Item("notes.loot-whale", "A White Whale trick: the number that wins takes the Loot", "trick"),
    Item("notes.loot-after-escape", "An Escape led, a Loot later, all Escapes: the first card takes the Loot", "trick"),
    Item("notes.loot-rascal", "Under Rascal scoring both Loot bids must still be exact", "round"),
    Item("notes.tigress-king", "The Skull King taking the Tigress as a Pirate earns +30", "trick"),
    Item("notes.tigress-mermaid", "The Tigress as a Pirate taking a Mermaid earns +20", "trick"),
    Item("notes.two-mermaids-king", "Two Mermaids and the Skull King: the first Mermaid, +40", "trick"),
    Item("notes.two-mermaids-pirate", "Two Mermaids and a Pirate: the Pirate, +20 per Mermaid", "trick"),
    Item("notes.rascal-points", "Rascal scoring: full, half or no points by the distance from the bid", "round"),
    Item("notes.rascal-zero", "Rascal scoring has no special zero bid and never goes negative", "round"),
    Item("notes.cannonball", "Cannonball: 15 per card dealt on an exact bid, nothing otherwise", "round"),
    Item("notes.rascal-wager", "The Rascal of Roatan's wager is lost when off by one, cannonball too", "round"),
    Item("notes.power-by-winning", "A Pirate's power comes from winning with it, not from capturing it", "trick"),
    Item("notes.two-player", "Two players: Graybeard's ghost plays second and need not follow suit", "round"),
    Item("notes.graybeard-tigress", "Graybeard's Tigress plays as an Escape", "round"),
    Item("notes.black-follow", "On a black lead, a numbered card played must be black if the hand has one", "trick"),
    Item("notes.no-forced-trump", "Out of the lead suit, a player may play any suit and need not trump", "trick"),
    Item("notes.expansion-numbers", "The expansion 7s and 8s: -5 and +5, ties to the first played", "trick"),
    Item("notes.zero-fourteen", "The 0/14 card is declared when played and earns no 14 bonus", "trick"),
    Item("notes.con", "First Mate Con beats Pirates, loses to Mermaids and the Skull King", "trick"),
    Item("notes.con-triangle", "Con, a Mermaid and a Pirate with no Skull King", "trick"),
    Item("notes.plank", "Walk the Plank removes one Pirate, which can neither win nor score", "trick"),
    Item("notes.plank-con", "Walk the Plank cannot remove First Mate Con", "trick"),
    Item("notes.plank-tigress", "May Walk the Plank remove the Tigress as a Pirate?", "trick"),
    Item("notes.wild", "The Wild 15: a 15 of the standard lead suit, or a named one; never black", "trick"),
    Item("notes.volley", "The Last Volley: one more card at the end, and it never wins", "trick"),
    Item("notes.davy", "Davy Jones' Locker destroys every sea monster and earns +20 each", "trick"),
    Item("notes.stingray", "The Spotted Stingray: the lowest number wins, ties to the first", "trick"),
    Item("notes.mary-power", "Mary Thorne's power: a random card must be played in the next trick", "round"),
    Item("notes.nine-players", "With the Expansion Pack, nine players can play", "trick"),
    Item("notes.deal-cap", "With many players, every player is dealt the same number of cards", "round"),
    Item("notes.ties", "Equal Pirates, Mermaids or Escapes: the first played wins", "trick"),
    Item("notes.whale-fourteens", "14s still earn their bonus in a White Whale trick; characters do not", "trick"),
    Item("notes.escape-then-character", "An Escape led, then a character: who sets the suit?", "trick"),
    Item("notes.zero-bid-cards", "A zero bid scores by the cards dealt, not by the round number", "round"),
    # Printed examples.
    Item("example.whale", "Black 2, a Pirate, yellow 14, the Skull King, the White Whale: the yellow 14", "trick"),
    Item("example.kraken-faq", "Yellow 12, black 3, the White Whale, the Kraken: the second player leads", "trick"),
    Item("example.loot-lead", "A Loot led and Escapes after it: its player wins with no alliance", "trick"),
    Item("example.eights", "Two yellow 8s tie for the highest: the first played wins", "trick"),
    Item("example.discard", "Davy Jones, the Stingray and Walk the Plank only: the trick is discarded", "trick"),
    Item("example.wild-whale", "The Wild 15 with the White Whale: the 15 is highest", "trick"),
    Item("example.zero-bid", "A zero bid in round ten: +100 held, -100 broken", "round"),
    Item("example.rascal-zero", "Rascal scoring: bid 0, took 1, four cards dealt: +20", "round"),
    Item("example.cannonball", "Six cards: grapeshot 60 or 30, cannonball 90 or 0", "round"),
]

ITEMS: Mapping[str, Item] = MappingProxyType({item.id: item for item in _ITEMS})
