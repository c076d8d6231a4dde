"""Expansion Pack tricks checked against an independent reading of the Pack's rulebook (hypothesis).

The `oracle` below reads card tokens itself and shares no code with the engine. It follows the
Expansion Pack rulebook (cited as "Pack: SECTION", by its section headings) and the default readings of the
rulings page: ruling.removed-lead=recompute, ruling.con-triangle=mermaid,
ruling.plank-tigress=yes, ruling.plank-monster=no-effect, ruling.davy-recipient=davy-player,
ruling.discard-captures=nothing, ruling.kraken-leader=would-have-won,
ruling.kraken-nobody-leader=trick-leader, ruling.monster-discard-leader=monster-player,
ruling.lead-after-escape=next-number and ruling.character-lead=no-suit.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from skrules.errors import SkrulesError
from skrules.rules import FULL_BOX, RuleSet
from skrules.trick import judge

from .conftest import examples

RULES = RuleSet(modules=FULL_BOX)


class C(NamedTuple):
    """A card: its kind, suit ("" for none), number, and tag ("x" expansion 7/8, "z" 0/14, "w" Wild 15)."""

    kind: str
    suit: str = ""
    number: int = 0
    tag: str = ""


PIRATES = {"pirate", "rosie", "bendt", "rascal", "juanita", "harry", "mary", "tigress:pirate"}  # mary.pirate
ESCAPES = {"escape", "tigress:escape", "loot"}  # rank.escape, loot.escape
MONSTERS = {"kraken", "whale", "stingray"}  # Pack: Spotted Stingray, note: the three Sea Monsters
CHARACTERS = {"pirate", "king", "mermaid", "con", *MONSTERS}  # lead.character: led, no suit for the trick


def read(token: str) -> C:
    """One card token, without its player's name."""
    if token in PIRATES:
        return C("pirate")
    if token in ESCAPES:
        return C("esc")
    if token == "sk":
        return C("king")
    if token.startswith("plank"):  # plank:N names the Pirate removed by its position (plank.remove)
        return C("plank", number=int(token[6:] or 0))
    if token.startswith("wild15"):  # Pack: Wild Monkey 15: a 15 of green, purple or yellow
        return C("num", token[7:], 15, "w")
    if token in {"mermaid", "con", "davy", "volley", *MONSTERS}:
        return C(token)
    tag = "x" if token.endswith("x") else ""
    number = int(token[1:].rstrip("x"))
    if tag and number in (0, 14):
        tag = "z"  # exp.zero-fourteen
    return C("num", token[0], number, tag)


def points(cards: list[C], taker: str) -> int:
    """What a card of kind `taker` earns for capturing `cards` (bonus.capture)."""
    total = 0
    for c in cards:
        if c.kind == "num" and c.number == 14 and c.tag != "z":  # bonus.fourteen; exp.zero-fourteen: no bonus
            total += 20 if c.suit == "b" else 10
        elif c.kind == "num" and c.tag == "x":  # exp.eight, exp.seven (Pack: 7s & 8s)
            total += 5 if c.number == 8 else -5
        elif (taker, c.kind) in {("king", "pirate"), ("king", "con"), ("mermaid", "con")}:
            total += 30  # bonus.pirate; con.bonus (Pack: First Mate Con)
        elif (taker, c.kind) == ("pirate", "mermaid"):
            total += 20  # bonus.mermaid
        elif (taker, c.kind) == ("mermaid", "king"):
            total += 40  # bonus.king
    return total


def planked(cards: list[C], kept: list[int]) -> list[int]:
    """plank.remove (Pack: Walk the Plank): the Pirate Walk the Plank names leaves the trick, unscored."""
    removed = {c.number - 1 for i, c in enumerate(cards) if i in kept and c.kind == "plank" and c.number}
    return [i for i in kept if i not in removed]


def ranked(cards: list[C], kept: list[int]) -> int | None:
    """The winning position among `kept` when no sea monster decides; None if nothing can win."""
    kept = planked(cards, kept)
    kinds = [cards[i].kind for i in kept]

    def first(kind: str) -> int:
        return kept[kinds.index(kind)]

    if "mermaid" in kinds and ("king" in kinds or "con" in kinds):
        return first("mermaid")  # rank.mermaid-king; con.rank; ruling.con-triangle=mermaid
    for kind in ("king", "con", "pirate", "mermaid"):  # rank.king, con.rank, rank.pirate, rank.mermaid
        if kind in kinds:
            return first(kind)
    numbers = [i for i in kept if cards[i].kind == "num"]
    if numbers:
        # rank.trump (the Wild 15 is never black: wild.black); rank.lead with ruling.removed-lead=recompute:
        # the first remaining number sets the suit (exp.lead, lead.escape, ruling.lead-after-escape),
        # and the Wild 15 follows it or names it (wild.follow, wild.name; Pack: Wild Monkey 15)
        lead = cards[numbers[0]].suit
        pool = [i for i in numbers if cards[i].suit == "b"] or [
            i for i in numbers if cards[i].suit == lead or cards[i].tag == "w"
        ]
        return max(pool, key=lambda i: (cards[i].number, -i))  # rank.tie: the first of equals
    escapes = [i for i in kept if cards[i].kind == "esc"]
    return escapes[0] if escapes else None  # exp.non-winning; else exp.discard


def oracle(tokens: list[str]) -> tuple[int | None, str, int, int]:
    """(winning position or None, next leader's name, the winner's bonus, Davy Jones' bonus)."""
    names = [t.split("=", 1)[0] for t in tokens]
    cards = [read(t.split("=", 1)[1]) for t in tokens]
    every = list(range(len(cards)))
    monsters = [i for i in every if cards[i].kind in MONSTERS]
    numbers = [i for i in every if cards[i].kind == "num"]
    if any(c.kind == "davy" for c in cards):  # davy.destroy (Pack: Davy Jones' Locker)
        won = ranked(cards, [i for i in every if i not in monsters and cards[i].kind != "davy"])
        if won is None:  # exp.discard; ruling.discard-captures=nothing
            return None, names[0], 0, 0
        kept = [cards[i] for i in planked(cards, every) if i not in monsters]
        return won, names[won], points(kept, cards[won].kind), 20 * len(monsters)  # davy.bonus
    if not monsters:
        won = ranked(cards, every)
        if won is None:
            return None, names[0], 0, 0  # exp.discard (Pack: A Few Notes)
        return won, names[won], points([cards[i] for i in planked(cards, every)], cards[won].kind), 0
    last = cards[monsters[-1]].kind  # monster.last: the others count as Escapes
    if last == "kraken":  # kraken.destroy, kraken.leader, ruling.kraken-nobody-leader
        would = ranked(cards, [i for i in every if i not in monsters])
        return None, names[0 if would is None else would], 0, 0
    if numbers:  # whale.numbers; stingray.lowest: numbers only, the first of equals
        if last == "whale":
            won = max(numbers, key=lambda i: (cards[i].number, -i))
        else:
            won = min(numbers, key=lambda i: (cards[i].number, i))
        return won, names[won], points([cards[i] for i in numbers], "num"), 0
    if last == "whale":  # whale.discard; ruling.monster-discard-leader=monster-player
        return None, names[monsters[-1]], 0, 0
    # stingray.lowest, exp.non-winning: nothing but Escapes (earlier sea monsters count as Escapes)
    # besides the cards that never win, and the first Escape wins; otherwise exp.discard
    rest = [i for i in every if i != monsters[-1] and cards[i].kind not in ("plank", "volley")]
    if rest and all(cards[i].kind in ("esc", *MONSTERS) for i in rest):
        return rest[0], names[rest[0]], 0, 0
    return None, names[0], 0, 0


# ------------------------------------------------------------------ random tricks from the box

NUMBERS = [f"{s}{n}" for s in "gpyb" for n in range(1, 15)] + [f"{s}{n}x" for s in "gpyb" for n in (7, 8)]
SPECIALS = ["escape"] * 5 + ["rosie", "bendt", "rascal", "juanita", "harry", "tigress", "sk"]
SPECIALS += ["mermaid"] * 2 + ["loot"] * 2 + ["kraken", "whale"]
EXPANSION = ["g0/14x", "p0/14x", "y0/14x", "b0/14x", "wild15", "mary", "con", "stingray", "volley", "davy", "plank"]
BOX = NUMBERS + SPECIALS + EXPANSION  # exp.cards: 74 + 19 cards


def lead_before(cards: list[str]) -> str:
    """The lead suit the table sees before the next card: "" when none is set yet or at all."""
    if cards and read(cards[0]).kind in CHARACTERS:
        return ""  # lead.character
    return next((read(c).suit for c in cards if read(c).kind == "num"), "")


@st.composite
def expansion_tricks(draw: st.DrawFn) -> list[str]:
    """Distinct cards of the full box, one a player (and the Last Volley's extra card last)."""
    parts = draw(st.sampled_from([(NUMBERS, SPECIALS, EXPANSION), (SPECIALS, EXPANSION)]))  # half without numbers
    pick = st.one_of(*(st.sampled_from([i for i, t in enumerate(BOX) if t in part]) for part in parts))
    chosen = draw(st.lists(pick, min_size=2, max_size=9, unique=True))
    seats = len(chosen)
    if "volley" in [BOX[i] for i in chosen] and draw(st.booleans()):
        chosen.append(draw(st.sampled_from([i for i in range(len(BOX)) if i not in chosen])))
    cards: list[str] = []
    for i in chosen:
        token = BOX[i]
        if token == "tigress":
            token += draw(st.sampled_from([":pirate", ":escape"]))
        elif "0/14" in token:
            token = token[0] + draw(st.sampled_from(["0x", "14x"]))
        elif token == "wild15" and not lead_before(cards):
            token += ":" + draw(st.sampled_from("gpy"))
        cards.append(token)
    if "plank" in cards:
        pirates = [i for i, c in enumerate(cards) if c in PIRATES]
        if pirates:
            cards[cards.index("plank")] = f"plank:{draw(st.sampled_from(pirates)) + 1}"
    names = [f"P{i + 1}" for i in range(seats)]
    if len(cards) > seats:
        names.append(names[[read(c).kind for c in cards].index("volley")])
    return [f"{n}={c}" for n, c in zip(names, cards, strict=True)]


def engine(tokens: list[str]) -> tuple[int | None, str, int, int]:
    verdict = judge(tokens, RULES, explain=False)
    davy = sum(b.points for b in verdict.bonuses if b.rule == "davy.bonus")
    return verdict.winner, verdict.next_leader_name, verdict.bonus, davy


@pytest.mark.parametrize(
    ("tokens", "expected"),
    [
        (["Kevin=y8", "Terri=p12", "Greg=y8x", "Matt=escape"], (0, "Kevin", 5, 0)),  # Pack: 7s & 8s, example
        (["P1=davy", "P2=stingray", "P3=plank"], (None, "P1", 0, 0)),  # Pack: A Few Notes
    ],
)
def test_the_oracle_plays_the_packs_own_examples(tokens: list[str], expected: tuple[int | None, str, int, int]) -> None:
    """rank.tie, exp.eight, davy.destroy, exp.discard: the Pack's worked examples, by the oracle and the engine."""
    assert oracle(tokens) == expected
    assert engine(tokens) == expected


EDGES = [  # tricks the random draw reaches rarely
    "stingray escape plank",  # exp.non-winning: the first Escape wins
    "kraken stingray escape",  # monster.last: the Kraken counts as an Escape and wins
    "whale escape escape",  # whale.discard: the White Whale's player leads
    "stingray mermaid rosie",  # exp.discard: the player who led leads
    "davy kraken whale stingray",  # davy.destroy, ruling.discard-captures=nothing
    "whale g5 davy y9",  # ruling.removed-lead=recompute
    "rosie g5 wild15:y plank:1",  # ruling.removed-lead=recompute, wild.follow
    "con rosie mermaid sk",  # rank.mermaid-king, con.bonus: +40 and +30
    "con mermaid rosie",  # ruling.con-triangle=mermaid
    "tigress:pirate plank:1 g5",  # ruling.plank-tigress=yes
    "stingray tigress:pirate escape plank:2",  # ruling.plank-monster=no-effect
    "whale wild15:g g14",  # Pack: Wild Monkey 15, note: the 15 is highest
    "g14x g14 b0x",  # exp.zero-fourteen
]


@settings(max_examples=examples(400))
@given(expansion_tricks())
@example(["P1=g5", "P2=volley", "P3=rosie", "P2=plank:3"])  # volley.extra, plank.remove
@example(["P1=volley", "P2=g5", "P1=kraken"])  # volley.extra, kraken.leader
def test_engine_agrees_with_an_independent_reading_of_the_expansion(tokens: list[str]) -> None:
    """exp.lead, exp.non-winning, exp.discard, exp.seven, exp.eight, exp.zero-fourteen, wild.follow,
    wild.name, wild.black, mary.pirate, con.rank, con.bonus, plank.remove, stingray.lowest,
    davy.destroy, davy.bonus, volley.extra and monster.last: the engine and the plain reading agree
    on winner, next leader, the winner's bonus and Davy Jones' bonus."""
    try:
        got = engine(tokens)
    except SkrulesError:
        assume(False)  # a trick the engine refuses as input
        raise
    assert got == oracle(tokens), tokens


@pytest.mark.parametrize("trick", EDGES)
def test_engine_agrees_on_rare_tricks(trick: str) -> None:
    """exp.non-winning, exp.discard, monster.last, whale.discard, davy.destroy, ruling.removed-lead,
    ruling.con-triangle, ruling.plank-tigress, ruling.plank-monster, exp.zero-fourteen, wild.follow:
    the cases named in EDGES."""
    tokens = [f"P{i + 1}={t}" for i, t in enumerate(trick.split())]
    assert engine(tokens) == oracle(tokens)
