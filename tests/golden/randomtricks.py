"""Random tricks for the golden file: every card of the box, every deck, ruling reading and option.

The generator knows the box from the README's token table and ``skrules/cards.py``, written out
here; it never asks skrules for its card lists, whose order a rebuilt core may change. It only
proposes command lines: the recorder runs them, keeps those the command accepts, and a few
hundred it refuses. Its output is stored, so the generator can change without touching the test.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

SEED = 20240611
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
SUITS = "gpyb"

# Physical cards by deck part, as (box key, copies). A box key is the card before any
# declaration; ``declare`` turns it into a token.
BASE: list[tuple[str, int]] = [
    *((f"{s}{n}", 1) for s in SUITS for n in range(1, 15)),
    ("escape", 5),
    ("rosie", 1),
    ("bendt", 1),
    ("rascal", 1),
    ("juanita", 1),
    ("harry", 1),
    ("tigress", 1),
    ("sk", 1),
    ("mermaid", 2),
]
PARTS: dict[str, list[tuple[str, int]]] = {
    "kraken": [("kraken", 1)],
    "whale": [("whale", 1)],
    "loot": [("loot", 2)],
    "expansion": [
        *((f"{s}{n}x", 1) for s in SUITS for n in (7, 8)),
        *((f"{s}0/14x", 1) for s in SUITS),
        ("wild15", 1),
        ("mary", 1),
    ],
    "con": [("con", 1)],
    "plank": [("plank", 1)],
    "stingray": [("stingray", 1)],
    "volley": [("volley", 1)],
    "davy": [("davy", 1)],
}
ADVANCED = ("kraken", "whale", "loot")
NAMED_BASE = ("rosie", "bendt", "rascal", "juanita", "harry")
PIRATES = {*NAMED_BASE, "mary", "pirate"}
# An unknown word, a number out of range, an undeclared Tigress...: what the refusals are made of.
BAD_TOKENS = ("skul-king", "g15", "b0", "tigress", "wild15:b", "g9x", "mermiad", "plank:", "Ann=g3=g4", "y-3")


def deck_choices() -> list[str | None]:
    """The ``--deck`` values drawn from; None is no option (whatever the cards need)."""
    return [None, "base", "advanced", "all", "expansion-all"]


def parts_of(deck: str | None) -> list[str]:
    if deck is None or deck == "all":
        return list(PARTS)
    if deck == "base":
        return []
    if deck == "advanced":
        return list(ADVANCED)
    if deck == "expansion-all":
        return [p for p in PARTS if p not in ADVANCED]
    return deck.split(",")


def pool(parts: Sequence[str]) -> list[str]:
    cards = [key for key, n in BASE for _ in range(n)]
    for part in parts:
        cards += [key for key, n in PARTS[part] for _ in range(n)]
    # Up to five Pirates in all: the unnamed ``pirate`` stands for a base Pirate not named elsewhere.
    return cards + ["pirate"] * 5


def _pirate_like(token: str, tigress_counts: bool) -> bool:
    card = token.rsplit("=", maxsplit=1)[-1]
    return card in PIRATES or (tigress_counts and card == "tigress:pirate")


class Generator:
    """Proposes ``skrules trick`` argument lists (without ``--json``/``--plain``) from one seed."""

    def __init__(self, rulings: Mapping[str, Sequence[str]], seed: int = SEED) -> None:
        self.rng = random.Random(seed)
        self.rulings = {k: list(v) for k, v in rulings.items()}

    def deck(self) -> str | None:
        r = self.rng
        if r.random() < 0.35:
            return r.choice(deck_choices())
        parts = sorted(r.sample(list(PARTS), r.randint(1, len(PARTS))), key=list(PARTS).index)
        return ",".join(parts)

    def draw(self, cards: list[str], n: int) -> list[str]:
        """``n`` physical cards in play order, with no more unnamed Pirates than the box allows."""
        r = self.rng
        picked = r.sample(cards, min(n, len(cards)))
        named = sum(1 for c in picked if c in NAMED_BASE)
        out, unnamed = [], 0
        for c in picked:
            if c == "pirate":
                if unnamed + named >= 5:
                    continue
                unnamed += 1
            out.append(c)
        return out

    def declare(self, key: str, before: Sequence[str]) -> list[str]:
        """The ways to write a card once played, most likely first (the Wild 15 depends on the lead)."""
        r = self.rng
        if key == "tigress":
            return [r.choice(["tigress:pirate", "tigress:escape"])]
        if key.endswith("0/14x"):
            return [key[0] + r.choice(["0x", "14x"])]
        if key == "wild15":
            led = next((c.split("=")[-1][0] for c in before if _is_number(c.split("=")[-1])), None)
            named = [f"wild15:{s}" for s in r.sample("gpy", 3)]
            if led is None:
                return [*named, "wild15"]
            if led == "b":
                return ["wild15", *named]
            return r.choice([["wild15", f"wild15:{led}"], [f"wild15:{led}", "wild15"]]) + named
        return [key]

    def propose(self) -> list[list[str]]:
        """One trick, as command lines to try in order: the first the command accepts is kept.

        Only the Wild 15 has several ways to be written; which one is right depends on the lead
        suit and the rulings, so the likeliest is tried first.
        """
        r = self.rng
        deck = self.deck()
        cards = pool(parts_of(deck))
        players = r.randint(2, 8)
        keys = self.draw(cards, players + 1)
        extra = keys[players:]  # the Last Volley's second card, if any
        keys = keys[:players]
        named = "volley" in keys or r.random() < 0.5
        names = list(NAMES[: len(keys)])
        r.shuffle(names)
        tokens: list[str] = []
        wild: tuple[int, str, list[str]] | None = None
        for i, key in enumerate(keys):
            ways = self.declare(key, tokens)
            prefix = f"{names[i]}=" if named else ""
            if len(ways) > 1:
                wild = (i, prefix, ways[1:])
            tokens.append(prefix + ways[0])
        if "volley" in keys and extra:
            owner = names[keys.index("volley")]
            tokens.append(f"{owner}=" + self.declare(extra[0], tokens)[0])
        tokens = self.plank(tokens)
        if r.random() < 0.03:  # a refusal: a bad token somewhere
            tokens[r.randrange(len(tokens))] = r.choice(BAD_TOKENS)
        if r.random() < 0.02:  # a refusal: a card twice
            tokens.append(r.choice(tokens))
        options = self.options(deck, cards, names if named else None, keys)
        tries = [["trick", *tokens, *options]]
        if wild is not None:
            i, prefix, others = wild
            for way in others:
                tries.append(["trick", *tokens[:i], prefix + way, *tokens[i + 1 :], *options])
        return tries

    def plank(self, tokens: list[str]) -> list[str]:
        """Walk the Plank names the Pirate it removes by position when there may be a choice."""
        r = self.rng
        for i, tok in enumerate(tokens):
            if tok.split("=")[-1] != "plank":
                continue
            pirates = [k for k, t in enumerate(tokens) if _pirate_like(t, tigress_counts=True)]
            if len(pirates) >= 2 or (pirates and r.random() < 0.3):
                tokens[i] = f"{tok}:{r.choice(pirates) + 1}"
        return tokens

    def options(self, deck: str | None, cards: Sequence[str], names: list[str] | None, keys: list[str]) -> list[str]:
        r = self.rng
        out: list[str] = []
        if deck is not None:
            out += ["--deck", deck]
        for rid, readings in self.rulings.items():
            if r.random() < 0.3:
                out += ["--ruling", f"{rid.removeprefix('ruling.')}={r.choice(readings)}"]
        if r.random() < 0.3:
            out.append("--abilities")
        if r.random() < 0.15:  # a hand: the card played and a few more, so legality is judged too
            k = r.randrange(len(keys))
            left = list(cards)
            if deck is None:  # the deck is what the trick's cards need: a hand holds only those parts
                needed = [part for part, held in PARTS.items() if any(key in keys for key, _ in held)]
                left = pool(needed)
            for key in keys:
                if key in left:
                    left.remove(key)
            hand = [keys[k], *r.sample(left, r.randint(0, 4))]
            r.shuffle(hand)
            who = names[k] if names else str(k + 1)
            out += ["--hand", f"{who}=" + ",".join(h.replace("0/14x", "0x") for h in hand)]
        if r.random() < 0.05:
            out.append("--quiet")
        return out


def _is_number(card: str) -> bool:
    card = card.split(":", maxsplit=1)[0]
    return card[:1] in SUITS and card[1:2].isdigit()
