"""The precedence ladder pinned to exact values: one representative trick per rung.

Each case gives the whole verdict of one trick: the outcome, the winning card, who leads next,
the lead suit that decided, every bonus (rule, points, card, receiving player, whether it needs
the bid), the Loot alliances, the removed cards, the unlocked abilities, and every step of the
explanation (the rule it cites with the ruling and reading, the cards it names, its sentence).
The case IDs name the rule, ruling or FAQ item each trick exercises.
"""

from __future__ import annotations

import pytest

from skrules import RuleSet, judge
from skrules.cards import Module
from skrules.trick import Verdict


def rules_for(choices: dict[str, str], abilities: bool) -> RuleSet:
    """Every module in, the rulings read as given, pirate abilities on or off."""
    return RuleSet(
        modules=frozenset(Module),
        choices={f"ruling.{k}": reading for k, reading in choices.items()},
        abilities=abilities,
    )


def facts(verdict: Verdict) -> str:
    """What a verdict decides, on one line: outcome, winning card, next leader, deciding suit, and the rest."""
    lead = None if verdict.lead_suit is None else verdict.lead_suit.label
    return (
        f"{verdict.outcome.value} winner={verdict.winner} next={verdict.next_leader_name} lead={lead} "
        f"removed={list(verdict.removed)} alliances={list(verdict.alliances)} "
        f"abilities={[p.value for p in verdict.abilities]}"
    )


def bonuses(verdict: Verdict) -> list[str]:
    """Each bonus: ``{rule} {points} for card {i} to {player}``, and whether it needs the bid."""
    t = verdict.trick
    return [
        f"{b.rule} {b.points:+} for card {b.card} to {t.players[b.player]}"
        + ("" if b.needs_bid else " whatever the bid")
        for b in verdict.bonuses
    ]


def steps(verdict: Verdict) -> list[str]:
    """Each step of the explanation: ``[rule; ruling=reading] [cards] sentence``."""
    return [f"[{s.cites}] {list(s.cards)} {s.text}" for s in verdict.trace]


LADDER = [
    pytest.param(
        ["Ann=g5", "Ben=g9", "Cat=p14"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=[]",
        [
            "bonus.fourteen +10 for card 2 to Ben",
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            (
                "[rank.lead] [1, 2] Ben's green 9 is the highest green card, the lead suit; a card of another "
                "suit never wins."
            ),
            "[bonus.fourteen] [2, 1] +10 for Cat's purple 14, captured by Ben.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="lead.number; rank.lead: off-suit higher card never wins",
    ),
    pytest.param(
        ["Ann=escape", "Ben=tigress:escape", "Cat=y3", "Dan=y2"],
        {},
        False,
        "won winner=2 next=Cat lead=yellow removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.escape] [0, 2] Ann's Escape led, which passes the choice of suit to the next card; Cat's "
                "yellow 3 set yellow as the lead suit."
            ),
            "[tigress.declare] [1] Ben declared the Tigress as an Escape.",
            "[rank.lead] [2] Cat's yellow 3 is the highest yellow card, the lead suit.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="lead.escape: the next numbered card sets the suit",
    ),
    pytest.param(
        ["Ann=escape", "Ben=rosie", "Cat=g3"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.escape; ruling.lead-after-escape=next-number] [0, 2] Ann's Escape led, which passes the "
                "choice of suit to the next card; Cat's green 3 set green as the lead suit."
            ),
            "[rank.pirate] [1] Ben's Pirate Rosie D'Laney is the only Pirate: it beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="lead.escape; ruling.lead-after-escape=next-number: a character after the Escape",
    ),
    pytest.param(
        ["Ann=escape", "Ben=rosie", "Cat=g3"],
        {"lead-after-escape": "character"},
        False,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.escape; ruling.lead-after-escape=character] [0, 1] Ann's Escape led, which passes the "
                "choice of suit to the next card; Ben's Pirate Rosie D'Laney, a character, left the trick without"
                " a suit."
            ),
            "[rank.pirate] [1] Ben's Pirate Rosie D'Laney is the only Pirate: it beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="lead.escape; ruling.lead-after-escape=character",
    ),
    pytest.param(
        ["Ann=escape", "Ben=escape"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.escape] [0] Ann's Escape led, which passes the choice of suit to the next card; no "
                "numbered card followed, so there is no lead suit."
            ),
            ("[rank.escape] [0] Every card that can win plays as an Escape, so the first of them, Ann's Escape, wins."),
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="lead.escape: no numbered card follows",
    ),
    pytest.param(
        ["Ann=plank", "Ben=g4", "Cat=g6"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            (
                "[exp.lead] [0, 1] Ann's Walk the Plank led, which passes the choice of suit to the next card; "
                "Ben's green 4 set green as the lead suit."
            ),
            "[plank.remove] [0] Ann's Walk the Plank finds no Pirate it can remove; it never wins a trick.",
            "[rank.lead] [2] Cat's green 6 is the highest green card, the lead suit.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="exp.lead: a non-winning card in the lead defers",
    ),
    pytest.param(
        ["Ann=mermaid", "Ben=g5", "Cat=y9"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            ("[lead.character; ruling.character-lead=no-suit] [0] Ann's Mermaid led: the trick has no suit to follow."),
            "[rank.mermaid] [0] Ann's Mermaid is the only Mermaid: it beats every numbered card.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="lead.character: no suit",
    ),
    pytest.param(
        ["Ann=pirate", "Ben=g5", "Cat=y9"],
        {"character-lead": "next-number"},
        True,
        "won winner=0 next=Ann lead=green removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=next-number] [0, 1] Ann's Pirate led, and the first "
                "numbered card after it sets the suit: Ben's green 5 set green."
            ),
            "[rank.pirate] [0] Ann's Pirate is the only Pirate: it beats every numbered card.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="lead.character; ruling.character-lead=next-number",
    ),
    pytest.param(
        ["Ann=pirate", "Ben=escape"],
        {"character-lead": "next-number"},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=next-number] [0] Ann's Pirate led, and the first numbered"
                " card after it sets the suit; none came."
            ),
            "[rank.pirate] [0] Ann's Pirate is the only Pirate, and every other card plays as an Escape.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="lead.character; ruling.character-lead=next-number: none came",
    ),
    pytest.param(
        ["Ann=sk", "Ben=g14", "Cat=mermaid", "Dan=mermaid", "Eve=rosie"],
        {},
        False,
        "won winner=2 next=Cat lead=None removed=[] alliances=[] abilities=[]",
        [
            "bonus.fourteen +10 for card 1 to Cat",
            "bonus.king +40 for card 0 to Cat",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            (
                "[rank.mermaid-king] [2, 0] Cat's Mermaid and Ann's Skull King are both in the trick: the first "
                "Mermaid wins, whatever else was played."
            ),
            "[bonus.fourteen] [1, 2] +10 for Ben's green 14, captured by Cat.",
            "[bonus.king] [0, 2] +40 for Ann's Skull King, taken by Cat's Mermaid.",
            (
                "[bonus.capture] [2] Only the winning card's captures count: no +30 per Pirate, as the Skull"
                " King did not win; no +20 per Mermaid, as no Pirate won."
            ),
            "[score.bonus] [2] Cat's bonuses are paid only if Cat makes the bid.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="rank.mermaid-king",
    ),
    pytest.param(
        ["Ann=harry", "Ben=sk", "Cat=con", "Dan=b14"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=[]",
        [
            "bonus.black-fourteen +20 for card 3 to Ben",
            "bonus.pirate +30 for card 0 to Ben",
            "con.bonus +30 for card 2 to Ben",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Harry the Giant led: the trick "
                "has no suit to follow."
            ),
            "[con.rank] [1, 0, 2] Ben's Skull King beats First Mate Con, the Pirates and every numbered card.",
            "[bonus.black-fourteen] [3, 1] +20 for Dan's black 14, captured by Ben.",
            "[bonus.pirate] [0, 1] +30 for Ann's Pirate Harry the Giant, taken by Ben's Skull King.",
            "[con.bonus] [2, 1] +30 for Cat's First Mate Con, taken by Ben's Skull King.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="rank.king over Pirates and Con",
    ),
    pytest.param(
        ["Ann=sk", "Ben=con", "Cat=g5"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            "con.bonus +30 for card 1 to Ann",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            "[con.rank] [0, 1] Ann's Skull King beats First Mate Con and every numbered card.",
            "[con.bonus] [1, 0] +30 for Ben's First Mate Con, taken by Ann's Skull King.",
            "[score.bonus] [0] Ann's bonuses are paid only if Ann makes the bid.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="rank.king over Con, no Pirate",
    ),
    pytest.param(
        ["Ann=g3", "Ben=sk"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 3: green is the lead suit.",
            "[rank.king] [1] Ben's Skull King beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="rank.king with numbers only",
    ),
    pytest.param(
        ["Ann=con", "Ben=mermaid", "Cat=rosie"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=[]",
        [
            "con.bonus +30 for card 0 to Ben",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's First Mate Con led: the trick has no "
                "suit to follow."
            ),
            (
                "[con.rank; ruling.con-triangle=mermaid] [1, 0, 2] Ann's First Mate Con, Ben's Mermaid and "
                "Cat's Pirate Rosie D'Laney form a triangle with no Skull King: Ben's Mermaid wins."
            ),
            "[con.bonus] [0, 1] +30 for Ann's First Mate Con, taken by Ben's Mermaid.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="con.rank; ruling.con-triangle=mermaid",
    ),
    pytest.param(
        ["Ann=con", "Ben=mermaid", "Cat=rosie"],
        {"con-triangle": "con"},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's First Mate Con led: the trick has no "
                "suit to follow."
            ),
            (
                "[con.rank; ruling.con-triangle=con] [0, 1, 2] Ann's First Mate Con, Ben's Mermaid and Cat's "
                "Pirate Rosie D'Laney form a triangle with no Skull King: Ann's First Mate Con wins."
            ),
            "[con.bonus] [0] Ann's First Mate Con earns no bonus for the Pirates he takes.",
            ("[bonus.capture] [0] Only the winning card's captures count: no +20 per Mermaid, as no Pirate won."),
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="con.rank; ruling.con-triangle=con",
    ),
    pytest.param(
        ["Ann=g4", "Ben=con", "Cat=mermaid"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "con.bonus +30 for card 1 to Cat",
            "[lead.number] [0] Ann led the green 4: green is the lead suit.",
            "[con.rank] [2, 1] Cat's Mermaid beats Ben's First Mate Con.",
            "[con.bonus] [1, 2] +30 for Ben's First Mate Con, taken by Cat's Mermaid.",
            "[score.bonus] [2] Cat's bonuses are paid only if Cat makes the bid.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="con.rank: Mermaid beats Con",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=con", "Cat=g9", "Dan=bendt"],
        {},
        True,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=['rosie', 'bendt']",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            "[con.rank] [1, 0, 3] Ben's First Mate Con beats the Pirates and every numbered card.",
            "[con.bonus] [1] Ben's First Mate Con earns no bonus for the Pirates he takes.",
            (
                "[con.powers] [1] Ben won with First Mate Con and may use the powers of the Pirates he took: "
                "Rosie D'Laney, Bendt the Bandit."
            ),
            (
                "[ability.rosie] [1] Ben won the trick and leads the next, unless Ben uses Rosie D'Laney's "
                "ability to choose who does."
            ),
        ],
        id="con.rank: Con beats Pirates",
    ),
    pytest.param(
        ["Ann=g4", "Ben=con"],
        {},
        True,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 4: green is the lead suit.",
            "[con.rank] [1] Ben's First Mate Con beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="con.rank: Con beats numbers",
    ),
    pytest.param(
        ["Ann=mermaid", "Ben=bendt", "Cat=tigress:pirate", "Dan=b13"],
        {},
        True,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=['bendt']",
        [
            "bonus.mermaid +20 for card 0 to Ben",
            "[lead.character; ruling.character-lead=no-suit] [0] Ann's Mermaid led: the trick has no suit to follow.",
            "[tigress.declare] [2] Cat declared the Tigress as a Pirate.",
            (
                "[rank.pirate] [1, 2, 0] Ben's Pirate Bendt the Bandit is the first Pirate played: it beats the "
                "Mermaids and every numbered card."
            ),
            "[bonus.mermaid] [0, 1] +20 for Ann's Mermaid, taken by Ben's Pirate Bendt the Bandit.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[ability.unlock] [1] Ben won with Bendt the Bandit, whose ability is used at once.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="rank.pirate first of two, with Mermaids",
    ),
    pytest.param(
        ["Ann=g4", "Ben=rascal"],
        {},
        True,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=['rascal']",
        [
            "[lead.number] [0] Ann led the green 4: green is the lead suit.",
            "[rank.pirate] [1] Ben's Pirate Rascal of Roatan is the only Pirate: it beats every numbered card.",
            "[ability.unlock] [1] Ben won with Rascal of Roatan, whose ability is used at once.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="rank.pirate only one",
    ),
    pytest.param(
        ["Ann=y2", "Ben=mermaid", "Cat=mermaid"],
        {},
        False,
        "won winner=1 next=Ben lead=yellow removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the yellow 2: yellow is the lead suit.",
            "[rank.mermaid] [1, 2] Ben's Mermaid is the first Mermaid played: it beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="rank.mermaid first of two",
    ),
    pytest.param(
        ["Ann=y2", "Ben=mermaid"],
        {},
        False,
        "won winner=1 next=Ben lead=yellow removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the yellow 2: yellow is the lead suit.",
            "[rank.mermaid] [1] Ben's Mermaid is the only Mermaid: it beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="rank.mermaid only one",
    ),
    pytest.param(
        ["Ann=mary", "Ben=g4"],
        {},
        True,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=['mary']",
        [
            "[mary.pirate] [0] Ann's Mary Thorne plays as a Pirate.",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Mary Thorne led: the trick has "
                "no suit to follow."
            ),
            "[rank.pirate] [0] Ann's Pirate Mary Thorne is the only Pirate: it beats every numbered card.",
            "[ability.unlock] [0] Ann won with Mary Thorne, whose ability is used at once.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="mary.pirate",
    ),
    pytest.param(
        ["Ann=g14", "Ben=b7", "Cat=b7x", "Dan=y14"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=[]",
        [
            "bonus.fourteen +10 for card 0 to Ben",
            "exp.seven -5 for card 2 to Ben",
            "bonus.fourteen +10 for card 3 to Ben",
            "[lead.number] [0] Ann led the green 14: green is the lead suit.",
            "[rank.trump] [1] Ben's black 7 is the highest black card, and black is trump.",
            "[rank.tie] [1, 2] Ben's black 7 and Cat's black 7 (expansion) are equal: the first played wins.",
            "[bonus.fourteen] [0, 1] +10 for Ann's green 14, captured by Ben.",
            "[exp.seven] [2, 1] -5 for Cat's black 7 (expansion), captured by Ben.",
            "[bonus.fourteen] [3, 1] +10 for Dan's yellow 14, captured by Ben.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="rank.trump; rank.tie: two black 7s",
    ),
    pytest.param(
        ["Ann=p8", "Ben=p8x", "Cat=p7x", "Dan=g13"],
        {},
        False,
        "won winner=0 next=Ann lead=purple removed=[] alliances=[] abilities=[]",
        [
            "exp.eight +5 for card 1 to Ann",
            "exp.seven -5 for card 2 to Ann",
            "[lead.number] [0] Ann led the purple 8: purple is the lead suit.",
            (
                "[rank.lead] [0, 3] Ann's purple 8 is the highest purple card, the lead suit; a card of another "
                "suit never wins."
            ),
            "[rank.tie] [0, 1] Ann's purple 8 and Ben's purple 8 (expansion) are equal: the first played wins.",
            "[exp.eight] [1, 0] +5 for Ben's purple 8 (expansion), captured by Ann.",
            "[exp.seven] [2, 0] -5 for Cat's purple 7 (expansion), captured by Ann.",
            "[score.bonus] [0] Ann's bonuses are paid only if Ann makes the bid.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="rank.lead; rank.tie: two purple 8s",
    ),
    pytest.param(
        ["Ann=y0x", "Ben=y1"],
        {},
        False,
        "won winner=1 next=Ben lead=yellow removed=[] alliances=[] abilities=[]",
        [
            "[exp.zero-fourteen] [0] Ann declared the yellow 0/14 card as 0.",
            "[lead.number] [0] Ann led the yellow 0 (the 0/14 card): yellow is the lead suit.",
            "[rank.lead] [1] Ben's yellow 1 is the highest yellow card, the lead suit.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="exp.zero-fourteen: declared 0",
    ),
    pytest.param(
        ["Ann=y14", "Ben=y14x"],
        {},
        False,
        "won winner=0 next=Ann lead=yellow removed=[] alliances=[] abilities=[]",
        [
            "bonus.fourteen +10 for card 0 to Ann",
            "[lead.number] [0] Ann led the yellow 14: yellow is the lead suit.",
            "[exp.zero-fourteen] [1] Ben declared the yellow 0/14 card as 14.",
            "[rank.lead] [0] Ann's yellow 14 is the highest yellow card, the lead suit.",
            "[rank.tie] [0, 1] Ann's yellow 14 and Ben's yellow 14 (the 0/14 card) are equal: the first played wins.",
            "[bonus.fourteen] [0, 0] +10 for Ann's yellow 14, captured by Ann.",
            "[score.bonus] [0] Ann's bonuses are paid only if Ann makes the bid.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="exp.zero-fourteen; rank.tie: declared 14 ties the 14",
    ),
    pytest.param(
        ["Ann=escape", "Ben=loot", "Cat=tigress:escape"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[(1, 0)] abilities=[]",
        [
            (
                "[lead.escape] [0] Ann's Escape led, which passes the choice of suit to the next card; no "
                "numbered card followed, so there is no lead suit."
            ),
            "[loot.escape] [1] Ben's Loot plays as an Escape.",
            "[tigress.declare] [2] Cat declared the Tigress as an Escape.",
            "[rank.escape] [0] Every card that can win plays as an Escape, so the first of them, Ann's Escape, wins.",
            (
                "[loot.alliance] [1, 0] Ben's Loot allies Ben with Ann, who won: each scores +20 if both make "
                "their bids."
            ),
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="rank.escape",
    ),
    pytest.param(
        ["Ann=plank", "Ben=volley", "Cat=escape"],
        {},
        False,
        "won winner=2 next=Cat lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[exp.lead] [0] Ann's Walk the Plank led, which passes the choice of suit to the next card; no "
                "numbered card followed, so there is no lead suit."
            ),
            (
                "[volley.extra] [1] Ben played the Last Volley with no card to add: that happens only in the "
                "round's last trick, and it never wins."
            ),
            "[plank.remove] [0] Ann's Walk the Plank finds no Pirate it can remove; it never wins a trick.",
            ("[rank.escape] [2] Every card that can win plays as an Escape, so the first of them, Cat's Escape, wins."),
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="exp.discard",
    ),
    pytest.param(
        ["Ann=g5", "Ben=wild15", "Cat=g14"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=[]",
        [
            "bonus.fourteen +10 for card 2 to Ben",
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            "[wild.follow] [1] Ben's Wild 15 plays as the green 15, following the lead suit.",
            "[rank.lead] [1] Ben's Wild 15 is the highest green card, the lead suit.",
            "[bonus.fourteen] [2, 1] +10 for Cat's green 14, captured by Ben.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="wild.follow",
    ),
    pytest.param(
        ["Ann=escape", "Ben=wild15:p", "Cat=p14"],
        {},
        False,
        "won winner=1 next=Ben lead=purple removed=[] alliances=[] abilities=[]",
        [
            "bonus.fourteen +10 for card 2 to Ben",
            (
                "[lead.escape] [0, 1] Ann's Escape led, which passes the choice of suit to the next card; Ben's "
                "Wild 15 (purple) set purple as the lead suit."
            ),
            "[wild.name] [1] No suit was set, so Ben named the Wild 15 purple and sets the lead suit.",
            "[rank.lead] [1] Ben's Wild 15 (purple) is the highest purple card, the lead suit.",
            "[bonus.fourteen] [2, 1] +10 for Cat's purple 14, captured by Ben.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="wild.name sets the lead",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=wild15:y"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            "[wild.name] [1] No suit was set, so Ben named the Wild 15 yellow.",
            "[rank.pirate] [0] Ann's Pirate Rosie D'Laney is the only Pirate: it beats every numbered card.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="wild.name after a character",
    ),
    pytest.param(
        ["Ann=b2", "Ben=wild15", "Cat=g14"],
        {},
        False,
        "won winner=0 next=Ann lead=black removed=[] alliances=[] abilities=[]",
        [
            "bonus.fourteen +10 for card 2 to Ann",
            "[lead.number] [0] Ann led the black 2: black is the lead suit.",
            "[wild.black] [1] Black was led, so Ben's Wild 15 takes no suit and loses to trump.",
            "[rank.trump] [0] Ann's black 2 is the highest black card, and black is trump.",
            "[bonus.fourteen] [2, 0] +10 for Cat's green 14, captured by Ann.",
            "[score.bonus] [0] Ann's bonuses are paid only if Ann makes the bid.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="wild.black",
    ),
    pytest.param(
        ["Ann=g5", "Ben=kraken", "Cat=g9", "Dan=loot"],
        {},
        False,
        "destroyed winner=None next=Cat lead=green removed=[1] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            "[loot.escape] [3] Dan's Loot plays as an Escape.",
            "[kraken.destroy] [1] Ben's Kraken destroys the trick: nobody wins it or scores from it.",
            (
                "[kraken.leader; ruling.kraken-leader=would-have-won] [1] Without the sea monsters Cat's green 9 "
                "would have won, so Cat leads next."
            ),
            "[loot.none] [3] Nobody takes the trick, so Dan's Loot makes no alliance.",
        ],
        id="kraken.leader; ruling.kraken-leader=would-have-won; loot.none",
    ),
    pytest.param(
        ["Ann=g5", "Ben=g9", "Cat=kraken"],
        {"kraken-leader": "left-of-kraken"},
        False,
        "destroyed winner=None next=Ann lead=green removed=[2] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            "[kraken.destroy] [2] Cat's Kraken destroys the trick: nobody wins it or scores from it.",
            "[kraken.leader; ruling.kraken-leader=left-of-kraken] [2] The player after Cat leads next: Ann.",
        ],
        id="kraken.leader left-of-kraken wraps round",
    ),
    pytest.param(
        ["Ann=plank", "Ben=kraken", "Cat=volley"],
        {},
        False,
        "destroyed winner=None next=Ann lead=None removed=[1] alliances=[] abilities=[]",
        [
            (
                "[exp.lead; ruling.lead-after-escape=next-number] [0] Ann's Walk the Plank led, which passes the "
                "choice of suit to the next card; no numbered card followed, so there is no lead suit."
            ),
            (
                "[volley.extra] [2] Cat played the Last Volley with no card to add: that happens only in the "
                "round's last trick, and it never wins."
            ),
            "[kraken.destroy] [1] Ben's Kraken destroys the trick: nobody wins it or scores from it.",
            (
                "[kraken.leader; ruling.kraken-leader=would-have-won] [1] Without the sea monsters nothing could "
                "have won, so nobody would have won the trick."
            ),
            (
                "[kraken.leader; ruling.kraken-nobody-leader=trick-leader] [1] With no would-be winner, Ann, who "
                "led the trick, leads again."
            ),
        ],
        id="kraken.leader; ruling.kraken-nobody-leader=trick-leader",
    ),
    pytest.param(
        ["Ann=plank", "Ben=kraken", "Cat=volley"],
        {"kraken-nobody-leader": "kraken-player"},
        False,
        "destroyed winner=None next=Ben lead=None removed=[1] alliances=[] abilities=[]",
        [
            (
                "[exp.lead; ruling.lead-after-escape=next-number] [0] Ann's Walk the Plank led, which passes the "
                "choice of suit to the next card; no numbered card followed, so there is no lead suit."
            ),
            (
                "[volley.extra] [2] Cat played the Last Volley with no card to add: that happens only in the "
                "round's last trick, and it never wins."
            ),
            "[kraken.destroy] [1] Ben's Kraken destroys the trick: nobody wins it or scores from it.",
            (
                "[kraken.leader; ruling.kraken-leader=would-have-won] [1] Without the sea monsters nothing could "
                "have won, so nobody would have won the trick."
            ),
            (
                "[kraken.leader; ruling.kraken-nobody-leader=kraken-player] [1] With no would-be winner, Ben, who"
                " played the Kraken, leads next."
            ),
        ],
        id="kraken.leader; ruling.kraken-nobody-leader=kraken-player",
    ),
    pytest.param(
        ["Ann=g5", "Ben=whale", "Cat=kraken", "Dan=g9"],
        {},
        False,
        "destroyed winner=None next=Dan lead=green removed=[1, 2] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            (
                "[monster.last] [1, 2] Cat's Kraken is the last sea monster played and decides; Ben's White Whale"
                " counts as an Escape."
            ),
            "[kraken.destroy] [2] Cat's Kraken destroys the trick: nobody wins it or scores from it.",
            (
                "[kraken.leader; ruling.kraken-leader=would-have-won] [2] Without the sea monsters Dan's green 9 "
                "would have won, so Dan leads next."
            ),
        ],
        id="monster.last: the White Whale, then the Kraken",
    ),
    pytest.param(
        ["Ann=g5", "Ben=kraken", "Cat=whale", "Dan=stingray", "Eve=g2"],
        {},
        False,
        "won winner=4 next=Eve lead=green removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            (
                "[monster.last] [1, 2, 3] Dan's Spotted Stingray is the last sea monster played and decides; "
                "Ben's Kraken and Cat's White Whale count as Escapes."
            ),
            (
                "[stingray.lowest] [3, 4] Dan's Spotted Stingray strips every suit and special card: only numbers"
                " count, and Eve's green 2 is the lowest."
            ),
            "[next.winner] [4] Eve won the trick and leads the next.",
        ],
        id="monster.last: the Kraken, the Whale, then the Stingray",
    ),
    pytest.param(
        ["Ann=sk", "Ben=y14", "Cat=whale", "Dan=b14", "Eve=g7x", "Fay=loot"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[] alliances=[(5, 1)] abilities=[]",
        [
            "bonus.fourteen +10 for card 1 to Ben",
            "bonus.black-fourteen +20 for card 3 to Ben",
            "exp.seven -5 for card 4 to Ben",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            "[loot.escape] [5] Fay's Loot plays as an Escape.",
            (
                "[whale.numbers] [2, 1] Cat's White Whale strips every suit and special card: only numbers count,"
                " and Ben's yellow 14 is the highest."
            ),
            "[rank.tie] [1, 3] Ben's yellow 14 and Dan's black 14 are equal: the first played wins.",
            "[bonus.fourteen] [1, 1] +10 for Ben's yellow 14, captured by Ben.",
            "[bonus.black-fourteen] [3, 1] +20 for Dan's black 14, captured by Ben.",
            "[exp.seven] [4, 1] -5 for Eve's green 7 (expansion), captured by Ben.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            (
                "[loot.alliance; ruling.monster-loot=alliance] [5, 1] Fay's Loot allies Fay with Ben, who won: each "
                "scores +20 if both make their bids."
            ),
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="whale.numbers; rank.tie; loot.alliance",
    ),
    pytest.param(
        ["Ann=sk", "Ben=whale", "Cat=mermaid"],
        {},
        False,
        "discarded winner=None next=Ben lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            (
                "[whale.discard; ruling.monster-discard-leader=monster-player] [1] Ben's White Whale leaves only "
                "numbered cards able to win and none was played: the trick is discarded and Ben leads next."
            ),
        ],
        id="whale.discard; ruling.monster-discard-leader=monster-player",
    ),
    pytest.param(
        ["Ann=sk", "Ben=whale", "Cat=mermaid"],
        {"monster-discard-leader": "would-have-won"},
        False,
        "discarded winner=None next=Cat lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            (
                "[whale.discard; ruling.monster-discard-leader=would-have-won] [1] Ben's White Whale leaves only "
                "numbered cards able to win and none was played: the trick is discarded and Cat leads next."
            ),
        ],
        id="whale.discard; ruling.monster-discard-leader=would-have-won",
    ),
    pytest.param(
        ["Ann=sk", "Ben=whale", "Cat=mermaid"],
        {"monster-discard-leader": "trick-leader"},
        False,
        "discarded winner=None next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            (
                "[whale.discard; ruling.monster-discard-leader=trick-leader] [1] Ben's White Whale leaves only "
                "numbered cards able to win and none was played: the trick is discarded and Ann leads next."
            ),
        ],
        id="whale.discard; ruling.monster-discard-leader=trick-leader",
    ),
    pytest.param(
        ["Ann=g5", "Ben=stingray", "Cat=b1", "Dan=g1", "Eve=sk"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            (
                "[stingray.lowest] [1, 2] Ben's Spotted Stingray strips every suit and special card: only numbers"
                " count, and Cat's black 1 is the lowest."
            ),
            "[rank.tie] [2, 3] Cat's black 1 and Dan's green 1 are equal: the first played wins.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="stingray.lowest",
    ),
    pytest.param(
        ["Ann=stingray", "Ben=tigress:escape", "Cat=escape"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Spotted Stingray led: the trick has no"
                " suit to follow."
            ),
            "[tigress.declare] [1] Ben declared the Tigress as an Escape.",
            (
                "[exp.non-winning] [0, 1] Ann's Spotted Stingray is not an Escape and there is no number: among "
                "the Escapes, the first played, Ben's Tigress as Escape, wins."
            ),
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="exp.non-winning: the Stingray among Escapes, the first Escape wins",
    ),
    pytest.param(
        ["Ann=escape", "Ben=stingray", "Cat=sk"],
        {},
        False,
        "discarded winner=None next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.escape; ruling.lead-after-escape=next-number] [0] Ann's Escape led, which passes the "
                "choice of suit to the next card; no numbered card followed, so there is no lead suit."
            ),
            (
                "[exp.discard] [1] Ben's Spotted Stingray leaves only numbered cards able to win and none was "
                "played: the trick is discarded, and Ann, who led, leads again."
            ),
        ],
        id="exp.discard: the Stingray with no number",
    ),
    pytest.param(
        ["Ann=g5", "Ben=kraken", "Cat=davy", "Dan=whale", "Eve=g9"],
        {},
        False,
        "won winner=4 next=Eve lead=green removed=[1, 2, 3] alliances=[] abilities=[]",
        [
            "davy.bonus +20 for card 1 to Cat",
            "davy.bonus +20 for card 3 to Cat",
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            (
                "[davy.destroy] [2, 1, 3] Cat's Davy Jones' Locker destroys every sea monster: Ben's Kraken, "
                "Dan's White Whale."
            ),
            "[rank.lead] [4] Eve's green 9 is the highest green card, the lead suit.",
            (
                "[davy.bonus; ruling.davy-recipient=davy-player] [1, 3] +40 to Cat for 2 sea monsters destroyed "
                "by Davy Jones."
            ),
            "[score.bonus; ruling.davy-needs-bid=made] [] Davy Jones' bonus is paid only if Cat makes the bid.",
            "[next.winner] [4] Eve won the trick and leads the next.",
        ],
        id="davy.destroy; davy.bonus: two sea monsters",
    ),
    pytest.param(
        ["Ann=g5", "Ben=kraken", "Cat=davy", "Dan=g9"],
        {"davy-recipient": "winner", "davy-needs-bid": "always"},
        False,
        "won winner=3 next=Dan lead=green removed=[1, 2] alliances=[] abilities=[]",
        [
            "davy.bonus +20 for card 1 to Dan whatever the bid",
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            "[davy.destroy] [2, 1] Cat's Davy Jones' Locker destroys every sea monster: Ben's Kraken.",
            "[rank.lead] [3] Dan's green 9 is the highest green card, the lead suit.",
            ("[davy.bonus; ruling.davy-recipient=winner] [1] +20 to Dan for 1 sea monster destroyed by Davy Jones."),
            "[score.bonus; ruling.davy-needs-bid=always] [] Davy Jones' bonus is paid whatever the bid.",
            "[next.winner] [3] Dan won the trick and leads the next.",
        ],
        id="davy.bonus; ruling.davy-recipient=winner; ruling.davy-needs-bid=always",
    ),
    pytest.param(
        ["Ann=g5", "Ben=davy", "Cat=g9"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[1] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            "[exp.non-winning] [1] Ben's Davy Jones' Locker finds no sea monster; it never wins a trick.",
            "[rank.lead] [2] Cat's green 9 is the highest green card, the lead suit.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="exp.non-winning: Davy Jones finds no sea monster",
    ),
    pytest.param(
        ["Ann=plank", "Ben=kraken", "Cat=davy"],
        {"discard-captures": "davy"},
        False,
        "discarded winner=None next=Ann lead=None removed=[1, 2] alliances=[] abilities=[]",
        [
            "davy.bonus +20 for card 1 to Cat",
            (
                "[exp.lead; ruling.lead-after-escape=next-number] [0] Ann's Walk the Plank led, which passes the "
                "choice of suit to the next card; no numbered card followed, so there is no lead suit."
            ),
            "[davy.destroy] [2, 1] Cat's Davy Jones' Locker destroys every sea monster: Ben's Kraken.",
            "[plank.remove] [0] Ann's Walk the Plank finds no Pirate it can remove; it never wins a trick.",
            ("[exp.discard] [0] Nothing left in the trick can win: it is discarded, and Ann, who led, leads again."),
            (
                "[davy.bonus; ruling.discard-captures=davy] [1] Davy Jones still earns his sea monsters from a "
                "discarded trick."
            ),
            (
                "[davy.bonus; ruling.davy-recipient=davy-player] [1] +20 to Cat for 1 sea monster destroyed by "
                "Davy Jones."
            ),
            "[score.bonus; ruling.davy-needs-bid=made] [] Davy Jones' bonus is paid only if Cat makes the bid.",
        ],
        id="davy.bonus; ruling.discard-captures=davy",
    ),
    pytest.param(
        ["Ann=plank", "Ben=kraken", "Cat=davy"],
        {},
        False,
        "discarded winner=None next=Ann lead=None removed=[1, 2] alliances=[] abilities=[]",
        [
            (
                "[exp.lead; ruling.lead-after-escape=next-number] [0] Ann's Walk the Plank led, which passes the "
                "choice of suit to the next card; no numbered card followed, so there is no lead suit."
            ),
            "[davy.destroy] [2, 1] Cat's Davy Jones' Locker destroys every sea monster: Ben's Kraken.",
            "[plank.remove] [0] Ann's Walk the Plank finds no Pirate it can remove; it never wins a trick.",
            ("[exp.discard] [0] Nothing left in the trick can win: it is discarded, and Ann, who led, leads again."),
            (
                "[davy.bonus; ruling.discard-captures=nothing] [2] A discarded trick captures nothing, so Davy "
                "Jones earns no bonus."
            ),
        ],
        id="davy.bonus; ruling.discard-captures=nothing",
    ),
    pytest.param(
        ["Ann=plank", "Ben=kraken", "Cat=davy"],
        {"davy-recipient": "winner", "discard-captures": "davy"},
        False,
        "discarded winner=None next=Ann lead=None removed=[1, 2] alliances=[] abilities=[]",
        [
            "davy.bonus +20 for card 1 to Cat",
            (
                "[exp.lead; ruling.lead-after-escape=next-number] [0] Ann's Walk the Plank led, which passes the "
                "choice of suit to the next card; no numbered card followed, so there is no lead suit."
            ),
            "[davy.destroy] [2, 1] Cat's Davy Jones' Locker destroys every sea monster: Ben's Kraken.",
            "[plank.remove] [0] Ann's Walk the Plank finds no Pirate it can remove; it never wins a trick.",
            ("[exp.discard] [0] Nothing left in the trick can win: it is discarded, and Ann, who led, leads again."),
            (
                "[davy.bonus; ruling.discard-captures=davy] [1] Davy Jones still earns his sea monsters from a "
                "discarded trick."
            ),
            ("[davy.bonus; ruling.davy-recipient=winner] [1] +20 to Cat for 1 sea monster destroyed by Davy Jones."),
            "[score.bonus; ruling.davy-needs-bid=made] [] Davy Jones' bonus is paid only if Cat makes the bid.",
        ],
        id="davy.bonus; ruling.davy-recipient=winner: a discarded trick pays Davy's player",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=kraken", "Cat=g5", "Dan=plank"],
        {},
        False,
        "destroyed winner=None next=Cat lead=None removed=[1] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            "[kraken.destroy] [1] Ben's Kraken destroys the trick: nobody wins it or scores from it.",
            (
                "[kraken.leader; ruling.kraken-leader=would-have-won] [1] Without the sea monsters Cat's green 5 "
                "would have won, so Cat leads next."
            ),
        ],
        id="kraken.leader: the would-be winner without the Plank's Pirate",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=whale", "Cat=plank", "Dan=mermaid"],
        {"monster-discard-leader": "would-have-won"},
        False,
        "discarded winner=None next=Dan lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove; ruling.plank-monster=no-effect] [2, 0] Cat's Walk the Plank has no effect: Ben's "
                "White Whale strips every special card's effect, so Ann's Pirate Rosie D'Laney stays in the trick."
            ),
            (
                "[whale.discard; ruling.monster-discard-leader=would-have-won] [1] Ben's White Whale leaves only "
                "numbered cards able to win and none was played: the trick is discarded and Dan leads next."
            ),
        ],
        id="whale.discard; ruling.monster-discard-leader=would-have-won: without the Plank's Pirate",
    ),
    pytest.param(
        ["Ann=whale", "Ben=stingray", "Cat=escape"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's White Whale led: the trick has no suit"
                " to follow."
            ),
            (
                "[monster.last] [0, 1] Ben's Spotted Stingray is the last sea monster played and decides; Ann's "
                "White Whale counts as an Escape."
            ),
            (
                "[exp.non-winning] [1, 0] Ben's Spotted Stingray is not an Escape and there is no number: among "
                "the Escapes, the first played, Ann's White Whale, wins."
            ),
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="exp.non-winning: under the Stingray a White Whale plays as an Escape",
    ),
    pytest.param(
        ["Ann=plank", "Ben=stingray", "Cat=escape"],
        {},
        False,
        "won winner=2 next=Cat lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[exp.lead; ruling.lead-after-escape=next-number] [0] Ann's Walk the Plank led, which passes the "
                "choice of suit to the next card; no numbered card followed, so there is no lead suit."
            ),
            (
                "[exp.non-winning] [1, 2] Ben's Spotted Stingray is not an Escape and there is no number: among "
                "the Escapes, the first played, Cat's Escape, wins."
            ),
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="exp.non-winning: under the Stingray Walk the Plank is no Escape",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=g5", "Cat=plank", "Dan=g9"],
        {},
        False,
        "won winner=3 next=Dan lead=green removed=[0] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [2, 0] Cat's Walk the Plank removes Ann's Pirate Rosie D'Laney at the end of the "
                "trick: it can neither win nor be captured for a bonus."
            ),
            (
                "[lead.number; ruling.removed-lead=recompute] [] With the removed cards gone, the lead suit is "
                "green (it was none as played)."
            ),
            "[rank.lead] [3] Dan's green 9 is the highest green card, the lead suit.",
            "[next.winner] [3] Dan won the trick and leads the next.",
        ],
        id="plank.remove: its only Pirate",
    ),
    pytest.param(
        ["Ann=g5", "Ben=plank", "Cat=g9"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 5: green is the lead suit.",
            "[plank.remove] [1] Ben's Walk the Plank finds no Pirate it can remove; it never wins a trick.",
            "[rank.lead] [2] Cat's green 9 is the highest green card, the lead suit.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="plank.remove: no Pirate",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=harry", "Cat=plank:2", "Dan=g9"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[1] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [2, 1] Cat's Walk the Plank removes Ben's Pirate Harry the Giant at the end of "
                "the trick: it can neither win nor be captured for a bonus."
            ),
            "[rank.pirate] [0] Ann's Pirate Rosie D'Laney is the only Pirate: it beats every numbered card.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="plank.remove: plank:N",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=harry", "Cat=plank:Ann", "Dan=g9"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[0] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [2, 0] Cat's Walk the Plank removes Ann's Pirate Rosie D'Laney at the end of the "
                "trick: it can neither win nor be captured for a bonus."
            ),
            "[rank.pirate] [1] Ben's Pirate Harry the Giant is the only Pirate: it beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="plank.remove: plank:NAME",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=harry", "Cat=plank:harry", "Dan=g9"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[1] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [2, 1] Cat's Walk the Plank removes Ben's Pirate Harry the Giant at the end of "
                "the trick: it can neither win nor be captured for a bonus."
            ),
            "[rank.pirate] [0] Ann's Pirate Rosie D'Laney is the only Pirate: it beats every numbered card.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="plank.remove: plank:PIRATE",
    ),
    pytest.param(
        ["Ann=tigress:pirate", "Ben=plank", "Cat=g9"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[0] alliances=[] abilities=[]",
        [
            "[tigress.declare] [0] Ann declared the Tigress as a Pirate.",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Tigress as Pirate led: the trick has "
                "no suit to follow."
            ),
            (
                "[plank.remove; ruling.plank-tigress=yes] [1, 0] Ben's Walk the Plank removes Ann's Tigress as "
                "Pirate at the end of the trick: it can neither win nor be captured for a bonus."
            ),
            (
                "[lead.number; ruling.removed-lead=recompute] [] With the removed cards gone, the lead suit is "
                "green (it was none as played)."
            ),
            "[rank.lead] [2] Cat's green 9 is the highest green card, the lead suit.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="plank.remove; ruling.plank-tigress=yes",
    ),
    pytest.param(
        ["Ann=tigress:pirate", "Ben=plank", "Cat=g9"],
        {"plank-tigress": "no"},
        True,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            "[tigress.declare] [0] Ann declared the Tigress as a Pirate.",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Tigress as Pirate led: the trick has "
                "no suit to follow."
            ),
            (
                "[plank.remove; ruling.plank-tigress=no] [1] Ben's Walk the Plank finds no Pirate it can remove; "
                "it never wins a trick."
            ),
            "[rank.pirate] [0] Ann's Tigress as Pirate is the only Pirate: it beats every numbered card.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="plank.remove; ruling.plank-tigress=no",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=g5", "Cat=y9", "Dan=plank"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[0] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [3, 0] Dan's Walk the Plank removes Ann's Pirate Rosie D'Laney at the end of the "
                "trick: it can neither win nor be captured for a bonus."
            ),
            (
                "[lead.number; ruling.removed-lead=recompute] [] With the removed cards gone, the lead suit is "
                "green (it was none as played)."
            ),
            (
                "[rank.lead] [1, 2] Ben's green 5 is the highest green card, the lead suit; a card of another "
                "suit never wins."
            ),
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="ruling.removed-lead=recompute",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=g5", "Cat=y9", "Dan=plank"],
        {"removed-lead": "as-played"},
        False,
        "discarded winner=None next=Ann lead=None removed=[0] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [3, 0] Dan's Walk the Plank removes Ann's Pirate Rosie D'Laney at the end of the "
                "trick: it can neither win nor be captured for a bonus."
            ),
            "[lead.character; ruling.removed-lead=as-played] [] The lead suit stays none, as played.",
            (
                "[exp.discard] [1, 2, 3] Nothing left in the trick can win: it is discarded, and Ann, who led, "
                "leads again."
            ),
        ],
        id="ruling.removed-lead=as-played",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=escape", "Cat=plank"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[0] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [2, 0] Cat's Walk the Plank removes Ann's Pirate Rosie D'Laney at the end of the "
                "trick: it can neither win nor be captured for a bonus."
            ),
            (
                "[lead.number; ruling.removed-lead=recompute] [] With the removed cards gone, no card left sets a "
                "lead suit (it was none as played)."
            ),
            ("[rank.escape] [1] Every card that can win plays as an Escape, so the first of them, Ben's Escape, wins."),
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="ruling.removed-lead=recompute: no suit set once the Pirate goes",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=mermaid", "Cat=g5", "Dan=plank"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[0] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[plank.remove] [3, 0] Dan's Walk the Plank removes Ann's Pirate Rosie D'Laney at the end of the "
                "trick: it can neither win nor be captured for a bonus."
            ),
            "[rank.mermaid] [1] Ben's Mermaid is the only Mermaid: it beats every numbered card.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="ruling.character-lead=no-suit: the first remaining card leads",
    ),
    pytest.param(
        ["Ann=pirate", "Ben=con", "Cat=harry"],
        {},
        True,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=['harry']",
        [
            ("[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate led: the trick has no suit to follow."),
            "[con.rank] [1, 0, 2] Ben's First Mate Con beats the Pirates and every numbered card.",
            "[con.bonus] [1] Ben's First Mate Con earns no bonus for the Pirates he takes.",
            (
                "[con.powers] [1] Ben won with First Mate Con and may use the powers of the Pirates he took: "
                "Harry the Giant."
            ),
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="con.powers: only named Pirates",
    ),
    pytest.param(
        ["Ann=loot", "Ben=g14", "Cat=loot", "Ann2=g3"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[] alliances=[(0, 1), (2, 1)] abilities=[]",
        [
            "bonus.fourteen +10 for card 1 to Ben",
            "[loot.escape] [0] Ann's Loot plays as an Escape.",
            (
                "[lead.escape] [0, 1] Ann's Loot led, which passes the choice of suit to the next card; Ben's "
                "green 14 set green as the lead suit."
            ),
            "[loot.escape] [2] Cat's Loot plays as an Escape.",
            "[rank.lead] [1] Ben's green 14 is the highest green card, the lead suit.",
            "[bonus.fourteen] [1, 1] +10 for Ben's green 14, captured by Ben.",
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            (
                "[loot.alliance] [0, 1] Ann's Loot allies Ann with Ben, who won: each scores +20 if both make "
                "their bids."
            ),
            (
                "[loot.alliance] [2, 1] Cat's Loot allies Cat with Ben, who won: each scores +20 if both make "
                "their bids."
            ),
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="loot.alliance: two Loots",
    ),
    pytest.param(
        ["Ann=loot", "Ben=escape"],
        {},
        False,
        "won winner=0 next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            "[loot.escape] [0] Ann's Loot plays as an Escape.",
            (
                "[lead.escape] [0] Ann's Loot led, which passes the choice of suit to the next card; no numbered "
                "card followed, so there is no lead suit."
            ),
            ("[rank.escape] [0] Every card that can win plays as an Escape, so the first of them, Ann's Loot, wins."),
            "[loot.none] [0] Ann played the Loot and won the trick: no alliance.",
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="loot.none: the Loot's own player wins",
    ),
    pytest.param(
        ["Ann=volley", "Ben=g5", "Cat=g9", "Ann=g12"],
        {},
        False,
        "won winner=3 next=Ann lead=green removed=[] alliances=[] abilities=[]",
        [
            (
                "[exp.lead] [0, 1] Ann's Last Volley led, which passes the choice of suit to the next card; Ben's"
                " green 5 set green as the lead suit."
            ),
            (
                "[volley.extra] [0, 3] Ann played the Last Volley and added the green 12 after everyone; Ann sits out"
                " the round's last trick. The Last Volley never wins."
            ),
            "[rank.lead] [3] Ann's green 12 is the highest green card, the lead suit.",
            "[next.winner] [3] Ann won the trick and leads the next.",
        ],
        id="volley.extra",
    ),
    pytest.param(
        ["Ann=volley", "Ben=g5"],
        {},
        False,
        "won winner=1 next=Ben lead=green removed=[] alliances=[] abilities=[]",
        [
            (
                "[exp.lead] [0, 1] Ann's Last Volley led, which passes the choice of suit to the next card; Ben's"
                " green 5 set green as the lead suit."
            ),
            (
                "[volley.extra] [0] Ann played the Last Volley with no card to add: that happens only in the "
                "round's last trick, and it never wins."
            ),
            "[rank.lead] [1] Ben's green 5 is the highest green card, the lead suit.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="volley.extra: no card to add",
    ),
    pytest.param(
        ["Ann=sk", "Ben=con", "Cat=mermaid", "Dan=b14", "Eve=g14"],
        {},
        True,
        "won winner=2 next=Cat lead=None removed=[] alliances=[] abilities=[]",
        [
            "bonus.black-fourteen +20 for card 3 to Cat",
            "bonus.fourteen +10 for card 4 to Cat",
            "bonus.king +40 for card 0 to Cat",
            "con.bonus +30 for card 1 to Cat",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            (
                "[rank.mermaid-king] [2, 0] Cat's Mermaid and Ann's Skull King are both in the trick: the first "
                "Mermaid wins, whatever else was played."
            ),
            "[bonus.black-fourteen] [3, 2] +20 for Dan's black 14, captured by Cat.",
            "[bonus.fourteen] [4, 2] +10 for Eve's green 14, captured by Cat.",
            "[bonus.king] [0, 2] +40 for Ann's Skull King, taken by Cat's Mermaid.",
            "[con.bonus] [1, 2] +30 for Ben's First Mate Con, taken by Cat's Mermaid.",
            "[score.bonus] [2] Cat's bonuses are paid only if Cat makes the bid.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="bonus.king; con.bonus: the Mermaid takes the Skull King and Con",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=mermaid", "Cat=sk", "Dan=mermaid"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=[]",
        [
            "bonus.king +40 for card 2 to Ben",
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            (
                "[rank.mermaid-king] [1, 2] Ben's Mermaid and Cat's Skull King are both in the trick: the first "
                "Mermaid wins, whatever else was played."
            ),
            "[bonus.king] [2, 1] +40 for Cat's Skull King, taken by Ben's Mermaid.",
            (
                "[bonus.capture] [1] Only the winning card's captures count: no +30 per Pirate, as the Skull"
                " King did not win; no +20 per Mermaid, as no Pirate won."
            ),
            "[score.bonus] [1] Ben's bonuses are paid only if Ben makes the bid.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="bonus.capture: only the winning card's captures count",
    ),
    pytest.param(
        ["Ann=rosie", "Ben=con"],
        {},
        False,
        "won winner=1 next=Ben lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Pirate Rosie D'Laney led: the trick "
                "has no suit to follow."
            ),
            "[con.rank] [1, 0] Ben's First Mate Con beats the Pirates and every numbered card.",
            "[con.bonus] [1] Ben's First Mate Con earns no bonus for the Pirates he takes.",
            "[next.winner] [1] Ben won the trick and leads the next.",
        ],
        id="con.bonus: none for Pirates",
    ),
    pytest.param(
        ["Ann=g8x", "Ben=g7x", "Cat=g9"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "exp.eight +5 for card 0 to Cat",
            "exp.seven -5 for card 1 to Cat",
            "[lead.number] [0] Ann led the green 8 (expansion): green is the lead suit.",
            "[rank.lead] [2] Cat's green 9 is the highest green card, the lead suit.",
            "[exp.eight] [0, 2] +5 for Ann's green 8 (expansion), captured by Cat.",
            "[exp.seven] [1, 2] -5 for Ben's green 7 (expansion), captured by Cat.",
            "[score.bonus] [2] Cat's bonuses are paid only if Cat makes the bid.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="exp.eight; exp.seven",
    ),
    pytest.param(
        ["Ann=whale", "Ben=escape"],
        {},
        False,
        "discarded winner=None next=Ann lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's White Whale led: the trick has no suit"
                " to follow."
            ),
            (
                "[whale.discard; ruling.monster-discard-leader=monster-player] [0] Ann's White Whale leaves only "
                "numbered cards able to win and none was played: the trick is discarded and Ann leads next."
            ),
        ],
        id="whale.discard: only Escapes besides the White Whale",
    ),
    pytest.param(
        ["Ann=sk", "Ben=rosie", "Cat=whale", "Dan=g3", "Eve=mermaid"],
        {},
        False,
        "won winner=3 next=Dan lead=None removed=[] alliances=[] abilities=[]",
        [
            (
                "[lead.character; ruling.character-lead=no-suit] [0] Ann's Skull King led: the trick has no suit "
                "to follow."
            ),
            (
                "[whale.numbers] [2, 3] Cat's White Whale strips every suit and special card: only numbers count,"
                " and Dan's green 3 is the highest."
            ),
            "[next.winner] [3] Dan won the trick and leads the next.",
        ],
        id="whale.numbers: the characters it strips earn nothing",
    ),
    pytest.param(
        ["Ann=g1", "Ben=stingray", "Cat=y0x"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 1: green is the lead suit.",
            "[exp.zero-fourteen] [2] Cat declared the yellow 0/14 card as 0.",
            (
                "[stingray.lowest] [1, 2] Ben's Spotted Stingray strips every suit and special card: only numbers"
                " count, and Cat's yellow 0 (the 0/14 card) is the lowest."
            ),
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="stingray.lowest: the 0/14 card declared 0",
    ),
    pytest.param(
        ["Ann=y0x", "Ben=g5"],
        {},
        False,
        "won winner=0 next=Ann lead=yellow removed=[] alliances=[] abilities=[]",
        [
            "[exp.zero-fourteen] [0] Ann declared the yellow 0/14 card as 0.",
            "[lead.number] [0] Ann led the yellow 0 (the 0/14 card): yellow is the lead suit.",
            (
                "[rank.lead] [0, 1] Ann's yellow 0 (the 0/14 card) is the highest yellow card, the lead suit; a "
                "card of another suit never wins."
            ),
            "[next.winner] [0] Ann won the trick and leads the next.",
        ],
        id="exp.zero-fourteen: declared 0, alone in the lead suit",
    ),
    pytest.param(
        ["Ann=g3", "Ben=sk", "Cat=mermaid"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "bonus.king +40 for card 1 to Cat",
            "[lead.number] [0] Ann led the green 3: green is the lead suit.",
            (
                "[rank.mermaid-king] [2, 1] Cat's Mermaid and Ben's Skull King are both in the trick: the first "
                "Mermaid wins, whatever else was played."
            ),
            "[bonus.king] [1, 2] +40 for Ben's Skull King, taken by Cat's Mermaid.",
            "[score.bonus] [2] Cat's bonuses are paid only if Cat makes the bid.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="rank.mermaid-king under a lead suit",
    ),
    pytest.param(
        ["Ann=g3", "Ben=con", "Cat=mermaid", "Dan=rosie"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "con.bonus +30 for card 1 to Cat",
            "[lead.number] [0] Ann led the green 3: green is the lead suit.",
            (
                "[con.rank; ruling.con-triangle=mermaid] [2, 1, 3] Ben's First Mate Con, Cat's Mermaid and "
                "Dan's Pirate Rosie D'Laney form a triangle with no Skull King: Cat's Mermaid wins."
            ),
            "[con.bonus] [1, 2] +30 for Ben's First Mate Con, taken by Cat's Mermaid.",
            "[score.bonus] [2] Cat's bonuses are paid only if Cat makes the bid.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="con.rank; ruling.con-triangle=mermaid under a lead suit",
    ),
    pytest.param(
        ["Ann=g3", "Ben=rosie", "Cat=con"],
        {},
        False,
        "won winner=2 next=Cat lead=green removed=[] alliances=[] abilities=[]",
        [
            "[lead.number] [0] Ann led the green 3: green is the lead suit.",
            "[con.rank] [2, 1] Cat's First Mate Con beats the Pirates and every numbered card.",
            "[con.bonus] [2] Cat's First Mate Con earns no bonus for the Pirates he takes.",
            "[next.winner] [2] Cat won the trick and leads the next.",
        ],
        id="con.rank: Con beats a Pirate under a lead suit",
    ),
]


@pytest.mark.parametrize(("tokens", "choices", "abilities", "decided", "paid_and_explained"), LADDER)
def test_each_rung_decides_and_explains_exactly(
    tokens: list[str], choices: dict[str, str], abilities: bool, decided: str, paid_and_explained: list[str]
) -> None:
    """lead.*, rank.*, con.*, kraken.*, whale.*, stingray.*, davy.*, plank.remove, wild.*, loot.*,
    volley.extra, bonus.*, exp.*, ability.unlock: the whole verdict of one trick per rung."""
    verdict = judge(tokens, rules_for(choices, abilities))
    assert facts(verdict) == decided
    assert bonuses(verdict) + steps(verdict) == paid_and_explained


@pytest.mark.parametrize(
    ("tokens", "step", "answer"),
    [
        (
            ["Ann=escape", "Ben=mermaid"],
            "Ben's Mermaid is the only Mermaid, and every other card plays as an Escape.",
            "Ben's Mermaid wins: every other card plays as an Escape.",
        ),
        (
            ["Ann=loot", "Ben=mermaid", "Cat=plank"],
            "Ben's Mermaid is the only Mermaid, and every other card plays as an Escape or cannot win.",
            "Ben's Mermaid wins: every other card plays as an Escape or cannot win.",
        ),
        (
            ["Ann=tigress:escape", "Ben=rosie"],
            "Ben's Pirate Rosie D'Laney is the only Pirate, and every other card plays as an Escape.",
            "Ben's Pirate Rosie D'Laney wins: every other card plays as an Escape.",
        ),
        (
            ["Ann=escape", "Ben=rosie", "Cat=g2"],
            "Ben's Pirate Rosie D'Laney is the only Pirate: it beats every numbered card.",
            "Ben's Pirate Rosie D'Laney wins: a Pirate beats every numbered card.",
        ),
        (
            ["Ann=escape", "Ben=mermaid", "Cat=g2"],
            "Ben's Mermaid is the only Mermaid: it beats every numbered card.",
            "Ben's Mermaid wins: a Mermaid beats every numbered card.",
        ),
        (
            ["Ann=sk", "Ben=tigress:escape"],
            "Ann's Skull King beats every other card: each plays as an Escape.",
            "Ann's Skull King wins: every other card plays as an Escape.",
        ),
        (
            ["Ann=sk", "Ben=tigress:pirate", "Cat=plank"],
            "Ann's Skull King beats every other card: each plays as an Escape or cannot win.",
            "Ann's Skull King wins: every other card plays as an Escape or cannot win.",
        ),
        (
            ["Ann=escape", "Ben=sk", "Cat=b1"],
            "Ben's Skull King beats every numbered card.",
            "Ben's Skull King wins: the Skull King beats every other card.",
        ),
        (
            ["Ann=con", "Ben=loot"],
            "Ann's First Mate Con beats every other card: each plays as an Escape.",
            "Ann's First Mate Con wins: every other card plays as an Escape.",
        ),
        (
            ["Ann=con", "Ben=davy"],
            "Ann's First Mate Con beats every other card: each plays as an Escape or cannot win.",
            "Ann's First Mate Con wins: every other card plays as an Escape or cannot win.",
        ),
        (
            ["Ann=rosie", "Ben=davy"],
            "Ann's Pirate Rosie D'Laney is the only Pirate, and every other card plays as an Escape or cannot win.",
            "Ann's Pirate Rosie D'Laney wins: every other card plays as an Escape or cannot win.",
        ),
        (
            ["Ann=con", "Ben=y3"],
            "Ann's First Mate Con beats every numbered card.",
            "Ann's First Mate Con wins: First Mate Con beats every other card.",
        ),
    ],
)
def test_a_lone_character_says_what_it_beat(tokens: list[str], step: str, answer: str) -> None:
    """rank.pirate, rank.mermaid, rank.king, con.rank: a lone character beats every numbered card, and the step
    and the answer say so only when one was played; otherwise that every other card plays as an Escape
    (loot.escape, tigress.declare), or cannot win (exp.non-winning, and a card davy.destroy or plank.remove took
    out: Davy Jones' Locker goes with the sea monsters it destroys)."""
    from skrules.sentence import answer_text as said

    v = judge(tokens, RuleSet.from_options(deck="all"))
    assert [s.text for s in v.trace if s.rule == v.decided_by] == [step]
    assert said(v).split(". ")[0] + "." == answer
