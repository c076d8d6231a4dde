"""The keys of the scenario format: where each may appear, what it takes before the colon, its aliases."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

__all__ = ["KEYS", "KEY_LIST", "LOOKUP", "POWERS", "STARTS", "TABLE_REFUSED", "Key", "resolve"]

FILE, TRICK, ROUND, GAME = "file", "trick", "round", "game"
SETTINGS = frozenset({FILE, TRICK, ROUND, GAME})
SCENARIOS = frozenset({TRICK, ROUND, GAME})
PLAYED = frozenset({TRICK, ROUND})  # the scenarios that give cards
STARTS = {"scenario": TRICK, "round": ROUND, "game": GAME}
# Not a key: what a block holds beside its values when its players line named someone refused (told there).
TABLE_REFUSED = "players refused"


@dataclass(frozen=True, slots=True)
class Key:
    """A key of the format: where it may appear, whether it takes a word before the colon."""

    name: str
    where: frozenset[str]
    arg: str = ""  # "player": required (hand NAME); "number": optional (trick 2)
    repeat: bool = False
    aliases: tuple[str, ...] = ()


KEY_LIST = [
    Key("scenario", SETTINGS),
    Key("round", SETTINGS, arg="number"),  # 'round: NAME' starts a round; 'round 2: CELLS' is a game's row
    Key("game", SETTINGS),
    Key("cites", SCENARIOS, repeat=True, aliases=("cite", "see")),
    Key("note", SCENARIOS, repeat=True, aliases=("notes",)),
    Key("deck", SETTINGS),
    Key("ruling", SETTINGS, repeat=True, aliases=("rulings",)),
    Key("abilities", SETTINGS),
    Key("scoring", SETTINGS),
    Key("edition", SETTINGS),
    Key("house", SETTINGS, aliases=("house rule", "house rules")),
    Key("players", SETTINGS),
    Key("trick", PLAYED, arg="number", aliases=("plays",)),
    Key("hand", PLAYED, arg="player", repeat=True),
    # What a trick scenario expects.
    Key("winner", frozenset({TRICK, GAME})),
    Key("outcome", frozenset({TRICK})),
    Key("lead suit", frozenset({TRICK}), aliases=("lead",)),
    Key("next leader", frozenset({TRICK}), aliases=("next lead", "leads next", "next")),
    Key("bonus", frozenset({TRICK})),
    Key("bonuses", frozenset({TRICK})),
    Key("alliances", frozenset({TRICK}), aliases=("alliance",)),
    Key("removed", frozenset({TRICK})),
    Key("powers", frozenset({TRICK}), aliases=("power",)),
    Key("illegal", frozenset({TRICK})),
    Key("refused", SCENARIOS, aliases=("refusal",)),
    Key("trace", SCENARIOS),
    # A round.
    Key("cards", frozenset({ROUND, GAME}), aliases=("cards dealt",)),
    Key("dealer", frozenset({ROUND, GAME}), aliases=("first dealer",)),
    Key("leader", frozenset({ROUND}), aliases=("first leader",)),
    Key("ghost", frozenset({ROUND}), aliases=("graybeard",)),
    Key("bids", frozenset({ROUND}), aliases=("bid",)),
    Key("cannonball", frozenset({ROUND})),
    Key("rosie", frozenset({ROUND}), repeat=True),
    Key("bendt", frozenset({ROUND}), repeat=True),
    Key("rascal", frozenset({ROUND}), repeat=True),
    Key("juanita", frozenset({ROUND}), repeat=True),
    Key("harry", frozenset({ROUND}), repeat=True),
    Key("mary", frozenset({ROUND}), repeat=True),
    Key("scores", frozenset({ROUND}), aliases=("score",)),
    Key("taken", frozenset({ROUND}), aliases=("tricks taken", "tricks won")),
    Key("winners", frozenset({ROUND})),
    # A game, and what it expects.
    Key("variant", frozenset({GAME})),
    Key("schedule", frozenset({GAME})),
    Key("dealers", frozenset({GAME})),
    Key("leaders", frozenset({GAME}), aliases=("first leaders",)),
    Key("totals", frozenset({GAME}), aliases=("total", "final totals")),
    Key("totals after round", frozenset({GAME}), arg="number", repeat=True, aliases=("totals after",)),
    Key("tie", frozenset({GAME}), aliases=("tied",)),
]
KEYS = MappingProxyType({k.name: k for k in KEY_LIST})
LOOKUP = {name: k for k in KEY_LIST for name in (k.name, *k.aliases)}
MAX_KEY_WORDS = max(len(name.split()) for name in LOOKUP)
POWERS = ("rosie", "bendt", "rascal", "juanita", "harry", "mary")
EXPECT_KEYS = [k.name for k in KEY_LIST if TRICK in k.where and ROUND not in k.where]  # a trick's expectations
_SPACES = re.compile(r"\S+")


@lru_cache(maxsize=1024)
def resolve(text: str) -> tuple[Key, int, int] | None:
    """The key a line's key text names, and where the words after it start and end (0, 0 if none).

    Case, ``_`` and ``-`` do not matter; the longest key wins (``totals after round 2``). Cached:
    a library repeats the same few keys on every scenario.
    """
    found = list(_SPACES.finditer(text))
    words = [m.group() for m in found]
    for n in range(min(len(words), MAX_KEY_WORDS), 0, -1):
        name = " ".join(w.lower().replace("_", " ").replace("-", " ") for w in words[:n])
        key = LOOKUP.get(" ".join(name.split()))
        if key is not None:
            rest = (found[n].start(), found[-1].end()) if n < len(words) else (0, 0)
            return key, *rest
    return None
