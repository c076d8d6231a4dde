"""Reading scenario files: any text in, scenarios and problems out, never an exception.

A file is a list of ``key: value`` lines; ``#`` starts a comment; blank lines do not matter.
``scenario: NAME`` starts a trick scenario, ``round: NAME`` a round scenario and ``game: NAME``
a game scenario, whose rounds are lines of score-sheet cells (``round 2: 2/2,14 0/1 1/0``, read
by :mod:`skrules.sheet`); the keys before the first scenario (``deck``, ``ruling``,
``abilities``, ``scoring``, ``players``) apply to every scenario of the file. Every problem is
kept (with its line, column, the text at fault and what would be right) and reading goes on, so
one pass reports all that is wrong with a file.

Card notation is checked here, since a typo is the file's fault; whether the trick could have
been played (two Skull Kings, a player playing twice) is the adjudicator's to say when it runs.
A scenario that expects a refusal keeps its cards unchecked, for the adjudicator to refuse.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..cards import Kind as CardKind
from ..cards import Role, Suit, parse_card
from ..deal import GHOST, parse_variant
from ..errors import SkrulesError
from ..files import read_regular, split_lines
from ..notation import check_name, default_name, parse_play
from ..rules import RULES, RULINGS, Scoring, check_reading, parse_modules
from ..sheet import Word as SheetWord
from ..sheet import read_cells, split_words
from .model import (
    Alliance,
    BonusExpect,
    Choice,
    Document,
    Expect,
    Game,
    GameExpect,
    GameRound,
    Hand,
    Illegal,
    Kind,
    Problem,
    Refusal,
    Round,
    RoundExpect,
    RoundTrick,
    Scenario,
    Settings,
    Winner,
    Word,
)
from .sources import ITEMS

__all__ = ["KEYS", "parse_file", "parse_text"]

FILE, TRICK, ROUND, GAME = "file", "trick", "round", "game"
SETTINGS = frozenset({FILE, TRICK, ROUND, GAME})
SCENARIOS = frozenset({TRICK, ROUND, GAME})
PLAYED = frozenset({TRICK, ROUND})  # the scenarios that give cards
STARTS = {"scenario": TRICK, "round": ROUND, "game": GAME}


@dataclass(frozen=True, slots=True)
class Key:
    """A key of the format: where it may appear, whether it takes a word before the colon."""

    name: str
    where: frozenset[str]
    arg: str = ""  # "player": required (hand NAME); "number": optional (trick 2)
    repeat: bool = False
    aliases: tuple[str, ...] = ()


_KEY_LIST = [
    Key("scenario", SETTINGS),
    Key("round", SETTINGS, arg="number"),  # 'round: NAME' starts a round; 'round 2: CELLS' is a game's row
    Key("game", SETTINGS),
    Key("cites", SCENARIOS, repeat=True, aliases=("cite", "see")),
    Key("note", SCENARIOS, repeat=True, aliases=("notes",)),
    Key("deck", SETTINGS),
    Key("ruling", SETTINGS, repeat=True, aliases=("rulings",)),
    Key("abilities", SETTINGS),
    Key("scoring", SETTINGS),
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
KEYS = MappingProxyType({k.name: k for k in _KEY_LIST})
_LOOKUP = {name: k for k in _KEY_LIST for name in (k.name, *k.aliases)}
_MAX_KEY_WORDS = max(len(name.split()) for name in _LOOKUP)
POWERS = ("rosie", "bendt", "rascal", "juanita", "harry", "mary")

_KIND_WORDS = {
    "notation": "notation",
    "deck": "deck",
    "trick": "trick",
    "ruleset": "ruleset",
    "rules": "ruleset",
    "round": "round",
    "illegal": "illegal",
    "illegalplay": "illegal",
    "deal": "deal",
}
_OUTCOMES = ("won", "destroyed", "discarded")
_SUITS = {s.label: s.label for s in Suit} | {s.value: s.label for s in Suit} | {"none": "none"}
_SUITS |= {"parrot": "green", "map": "purple", "chest": "yellow", "trump": "black", "jolly-roger": "black"}
_ON = {"on": True, "yes": True, "true": True, "off": False, "no": False, "false": False}
_NONE = frozenset({"none", "nobody", "no-one", "-"})
_INT_RE = re.compile(r"^[+-]?\d{1,6}$")
_KEY_RE = re.compile(r"^[A-Za-z]")


def parse_file(path: str | Path, name: str | None = None) -> Document:
    """Read a scenario file; a file that cannot be read or decoded is a document with one problem.

    ``name`` is the path as messages show it (a path relative to the project, say).
    """
    name = str(path) if name is None else name
    try:
        data = read_regular(path)  # a named pipe or a device is refused, not read forever
    except (OSError, ValueError) as err:  # ValueError: a NUL byte in the name
        reason = getattr(err, "strerror", None) or str(err)
        return Document(name, problems=(Problem(name, 0, 0, "", f"cannot read the file: {reason}"),))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        bad = data[err.start : err.end].hex(" ")
        msg = f"the file is not UTF-8 text (byte {bad} at line {line}); scenario files are plain UTF-8 text"
        return Document(name, problems=(Problem(name, line, column, "", msg),))
    return parse_text(text, name)


def parse_text(text: str, path: str = "<text>") -> Document:
    """Read the text of a scenario file. Never raises on any text: what is wrong is in the problems.

    Arguments of the wrong type are a programming error, and get a :class:`TypeError` naming them.
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_text: text must be a str, not {type(text).__name__}")
    if not isinstance(path, str):
        raise TypeError(f"parse_text: path must be a str, not {type(path).__name__}")
    return _Parser(path, text.removeprefix("\ufeff")).run()


# ------------------------------------------------------------------------------------ parsing


@dataclass
class _Block:
    """A scenario being read, or the file's settings before the first scenario."""

    kind: str
    name: str = ""
    line: int = 0
    column: int = 1  # where the name starts
    values: dict[str, Any] = field(default_factory=dict)
    words: dict[str, list[Word]] = field(default_factory=dict)  # words naming players, checked at the end
    lines: dict[str, int] = field(default_factory=dict)
    keys: dict[str, Word] = field(default_factory=dict)  # each key as written, where it is
    cites: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    rulings: dict[str, str] = field(default_factory=dict)
    hands: list[Hand] = field(default_factory=list)
    tricks: list[RoundTrick] = field(default_factory=list)
    rows: list[GameRound] = field(default_factory=list)  # a game's rounds
    after: list[tuple[int, tuple[tuple[str, int], ...]]] = field(default_factory=list)  # 'totals after round N'
    problems: list[Problem] = field(default_factory=list)


class _Parser:
    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.lines = split_lines(text)
        self.prelude = _Block(FILE)
        self.block = self.prelude
        self.scenarios: list[Scenario] = []
        self.names: dict[str, int] = {}
        self.settings = Settings()
        self.key_word = Word("", 0, 0)  # the key of the line being read

    # ----------------------------------------------------------------- problems
    def problem(self, line: int, column: int, text: str, message: str) -> None:
        source = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        self.block.problems.append(Problem(self.path, line, column, text, message, source))

    def bad(self, word: Word, message: str) -> None:
        self.problem(word.line, word.column, word.text, message)

    # ----------------------------------------------------------------- the file
    def run(self) -> Document:
        for number, raw in enumerate(self.lines, 1):
            self.line(number, raw)
        self.close()
        if not self.scenarios and not self.prelude.problems:
            self.problem(
                1,
                1,
                "",
                "no scenario in this file: a scenario starts with 'scenario: NAME' (or 'round: NAME', 'game: NAME')",
            )
        problems = tuple(self.prelude.problems)
        return Document(self.path, self.settings, tuple(self.scenarios), problems)

    def line(self, number: int, raw: str) -> None:
        body = _strip_comment(raw)
        if not body.strip():
            return
        indent = len(body) - len(body.lstrip())
        colon = body.find(":")
        if colon < 0:
            word = Word(body.strip(), number, indent + 1)
            hint = " (a trick is written 'trick: CARD CARD ...')" if _looks_like_cards(word.text) else ""
            self.bad(word, f"expected 'key: value', e.g. 'winner: Ann'{hint}")
            return
        key_text = body[indent:colon].rstrip()
        value_start = colon + 1
        while value_start < len(body) and body[value_start] in " \t":
            value_start += 1
        value = Word(body[value_start:].rstrip(), number, value_start + 1)
        key_word = Word(key_text, number, indent + 1)
        found = self.key(key_word)
        if found is None:
            return
        key, arg = found
        if key.name == "round" and arg is not None:
            self.game_row(arg, value, key_word)
            return
        if key.name in STARTS:
            self.start(key.name, value, key_word)
            return
        if self.block.kind not in key.where:
            self.misplaced(key, key_word)
            return
        if not key.repeat and key.name in self.block.lines and key.name != "trick":
            first = self.block.lines[key.name]
            self.bad(key_word, f"'{key.name}' is given twice in this scenario (first on line {first}); give it once")
            return
        if key.name != "trick" or key.name not in self.block.lines:
            self.block.lines[key.name] = number
            self.block.keys[key.name] = key_word
        self.key_word = key_word
        _HANDLERS[key.name](self, value, arg)

    def key(self, word: Word) -> tuple[Key, Word | None] | None:
        """The key of a line and the word after it (``hand Ann``), or None after a problem."""
        if not word.text or not _KEY_RE.match(word.text):
            self.bad(word, f"{word.text!r} is not a key; a line reads 'key: value', e.g. 'winner: Ann'")
            return None
        found = list(re.finditer(r"\S+", word.text))
        words = [m.group() for m in found]
        for n in range(min(len(words), _MAX_KEY_WORDS), 0, -1):
            name = " ".join(w.lower().replace("_", " ").replace("-", " ") for w in words[:n])
            key = _LOOKUP.get(" ".join(name.split()))
            if key is None:
                continue
            rest = words[n:]
            arg = None
            if rest:
                # As written (spaces included), so that the problem underlines the text at fault.
                text = word.text[found[n].start() : found[-1].end()]
                arg = Word(text, word.line, word.column + found[n].start())
                if key.arg == "" or len(rest) > 1:
                    self.bad(arg, f"'{key.name}' takes nothing before the colon; write '{key.name}: ...'")
                    return None
            elif key.arg == "player":
                self.bad(word, f"name the player: '{key.name} NAME: CARDS', e.g. 'hand Ann: g3 y5 b2'")
                return None
            return key, arg
        known = sorted(_LOOKUP)
        close = difflib.get_close_matches(word.text.lower(), known, n=1, cutoff=0.6)
        hint = f"; did you mean '{close[0]}'?" if close else f"; the keys are: {', '.join(k.name for k in _KEY_LIST)}"
        source = self.lines[word.line - 1]
        if _looks_like_cards(_strip_comment(source)):
            hint = "; a trick is written 'trick: CARD CARD ...'"
        self.bad(word, f"unknown key {word.text!r}{hint}")
        return None

    def misplaced(self, key: Key, word: Word) -> None:
        kind = self.block.kind
        if kind == FILE:
            self.bad(word, f"'{key.name}' belongs to a scenario: start one first with 'scenario: NAME'")
        elif kind == GAME:
            self.bad(
                word,
                f"'{key.name}' is not a key of a game scenario: each round of a game is one line of cells, "
                "e.g. 'round 1: 1/1 0/0,14 0/1'; a game expects 'schedule', 'dealers', 'leaders', 'totals', "
                "'winner' or 'tie'",
            )
        elif key.where == {GAME}:
            self.bad(word, f"'{key.name}' belongs to a game scenario, which starts with 'game: NAME'")
        elif ROUND in key.where:
            self.bad(word, f"'{key.name}' belongs to a round scenario, which starts with 'round: NAME'")
        elif TRICK in key.where:
            self.bad(word, f"'{key.name}' is expected of one trick; a round expects 'scores', 'taken' or 'winners'")
        else:
            self.bad(word, f"'{key.name}' cannot be used here")

    # ----------------------------------------------------------------- blocks
    def start(self, kind: str, value: Word, key_word: Word) -> None:
        self.close()
        self.block = _Block(STARTS[kind], value.text, value.line, value.column)
        name = value.text
        if not name:
            self.bad(key_word, f"name the scenario: '{kind}: WHAT IT SHOWS', e.g. '{kind}: a Kraken after the Whale'")
        elif "::" in name:
            self.bad(value, "a scenario name cannot contain '::'")
        elif name in self.names:
            self.bad(
                value, f"another scenario of this file is named {name!r} (line {self.names[name]}); names are unique"
            )
        else:
            self.names[name] = value.line

    def close(self) -> None:
        b = self.block
        if b.kind == FILE:
            self.settings = self.settings_of(b)
            return
        finish = {TRICK: self.finish_trick, ROUND: self.finish_round, GAME: self.finish_game}[b.kind]
        self.scenarios.append(finish(b))
        self.block = self.prelude

    def settings_of(self, b: _Block) -> Settings:
        return Settings(
            b.values.get("deck"),
            tuple(b.rulings.items()),
            b.values.get("abilities"),
            b.values.get("scoring"),
        )

    def common(self, b: _Block, kind: Kind, **extra: Any) -> Scenario:
        players = b.values.get("players", self.prelude.values.get("players"))
        problems = tuple(self.prelude.problems) + tuple(sorted(b.problems, key=lambda p: (p.line, p.column)))
        return Scenario(
            self.path,
            b.name,
            kind,
            b.line,
            tuple(b.cites),
            tuple(b.notes),
            self.settings_of(b).over(self.settings),
            players,
            problems=problems,
            **extra,
        )

    # ----------------------------------------------------------------- a trick scenario
    def finish_trick(self, b: _Block) -> Scenario:
        v = b.values
        tokens: tuple[Word, ...] = v.get("trick", ())
        refused = v.get("refused")
        players = v.get("players", self.prelude.values.get("players"))
        if not tokens and "trick" not in b.lines:
            self.problem(b.line, b.column, b.name, "this scenario has no 'trick:' line giving the cards in play order")
        names = self.play_names(tokens, players, check=refused is None)
        if refused is None:
            self.check_cards(tokens)
            for hand in b.hands:
                self.check_hand(hand)
        known = set(names)
        winner = self.winner(v.get("winner"), known)
        expect = Expect(
            winner,
            v.get("outcome"),
            v.get("lead_suit"),
            v.get("next_leader"),
            v.get("bonus"),
            v.get("bonuses"),
            v.get("alliances"),
            v.get("removed"),
            v.get("powers"),
            v.get("illegal"),
            refused,
            v.get("trace"),
            MappingProxyType({_FIELD.get(k, k): n for k, n in b.lines.items()}),
        )
        if tokens:
            self.check_expectations(b, expect, known)
        return self.common(b, Kind.TRICK, trick=tokens, hands=tuple(b.hands), expect=expect)

    def play_names(self, tokens: tuple[Word, ...], players: tuple[str, ...] | None, *, check: bool) -> list[str]:
        """Each play's player: the name before '=', else from 'players:', else P1, P2, ..."""
        names = []
        for i, tok in enumerate(tokens):
            name, sep, _ = tok.text.partition("=")
            if sep:
                names.append(name.strip())
                if check and players is not None and name.strip() not in players:
                    self.bad(tok, f"{name.strip()!r} is not among the players ({' '.join(players)})")
            elif players is not None:
                if i < len(players):
                    names.append(players[i])
                elif check:
                    self.bad(tok, f"card {i + 1} has no player: 'players:' names {len(players)}; write NAME=CARD")
            else:
                names.append(default_name(i))
        return names

    def check_cards(self, tokens: Iterable[Word]) -> None:
        for i, tok in enumerate(tokens):
            try:
                play = parse_play(tok.text, i)
            except SkrulesError as err:
                self.bad(tok, err.message)
                continue
            if play.card.role is Role.UNDECLARED:
                self.bad(tok, "declare the Tigress when she is played: 'tigress:pirate' or 'tigress:escape'")

    def check_hand(self, hand: Hand) -> None:
        for word in hand.cards:
            self.check_card(word)

    def check_card(self, word: Word) -> bool:
        try:
            parse_card(word.text)
        except SkrulesError as err:
            self.bad(word, err.message)
            return False
        return True

    def winner(self, words: tuple[Word, ...] | None, players: set[str]) -> Winner | None:
        """``winner: Cat``, ``winner: y14``, ``winner: Cat y14``, ``winner: Cat=y14`` or ``nobody``."""
        if words is None:
            return None
        if len(words) == 1 and words[0].text.lower() in _NONE:
            return Winner()
        player = card = None
        for w in words:
            name, sep, rest = w.text.partition("=")
            if sep:
                if not self.player_known(Word(name, w.line, w.column), players) or not self.check_card(
                    Word(rest, w.line, w.column + len(name) + 1)
                ):
                    continue
                player, card = name, str(parse_card(rest))
            elif w.text in players:
                player = w.text
            else:
                try:
                    card = str(parse_card(w.text))
                except SkrulesError as err:
                    known = " ".join(sorted(players))
                    self.bad(w, f"{w.text!r} is neither a player of this trick ({known}) nor a card: {err.message}")
        return Winner(player, card)

    def player_known(self, word: Word, players: set[str]) -> bool:
        if word.text in players:
            return True
        known = " ".join(sorted(players)) or "none"
        close = difflib.get_close_matches(word.text, sorted(players), n=1, cutoff=0.6)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        self.bad(word, f"{word.text!r} plays no card in this trick (players: {known}){hint}")
        return False

    def check_expectations(self, b: _Block, e: Expect, players: set[str]) -> None:
        if e.refused is not None:
            # Whatever else is wrong with the trick is the adjudicator's to refuse.
            others = [k for k in _EXPECT_KEYS if k != "refused" and k in b.lines]
            for k in others:
                self.bad(b.keys[k], f"a refused trick has no '{k}' to expect; drop it or drop 'refused'")
            return
        words = b.words
        for key in ("next_leader", "alliances", "illegal", "bonuses"):
            for w in words.get(key, []):
                self.player_known(w, players)
        for hand in b.hands:
            self.player_known(Word(hand.player, hand.line, hand.column), players)
        if e.empty:
            self.problem(
                b.line, b.column, b.name, "this scenario expects nothing: add 'winner:', 'outcome:', ... or 'refused:'"
            )
        if e.illegal is not None and not b.hands:
            self.bad(b.keys["illegal"], "'illegal' needs the hands: add 'hand NAME: CARDS'")

    # ----------------------------------------------------------------- a round scenario
    def finish_round(self, b: _Block) -> Scenario:
        v = b.values
        players: tuple[str, ...] | None = v.get("players", self.prelude.values.get("players"))
        if players is None:
            self.problem(b.line, b.column, b.name, "a round needs its table: 'players: NAME NAME ...' in seating order")
            players = ()
        known = set(players)
        refused = v.get("refused")
        ghost = {GHOST} if len(players) == 2 else set()  # Graybeard takes tricks, though he scores nothing
        for key in ("dealer", "leader", "bids", "cannonball", "scores", "taken", "winners", "choices"):
            if refused is not None:
                break
            for w in b.words.get(key, []):
                if key != "winners" or w.text.lower() not in _NONE:
                    self.in_table(w, known | ghost if key in ("taken", "winners") else known)
        for hand in b.hands:
            self.in_table(Word(hand.player, hand.line, hand.column), known)
            self.check_hand(hand)
        for w in v.get("ghost", ()):
            self.check_card(w)
        for trick in b.tricks:
            for i, tok in enumerate(trick.plays):
                name, sep, _ = tok.text.partition("=")
                if not sep:
                    self.bad(tok, f"in a round, name each card's player: 'NAME={tok.text}'")
                    continue
                if refused is None:
                    self.in_table(Word(name, tok.line, tok.column), known | ghost)
                    try:
                        parse_play(tok.text, i)
                    except SkrulesError as err:
                        self.bad(tok, err.message)
        if not b.tricks:
            self.problem(b.line, b.column, b.name, "this round has no 'trick:' lines: give each trick in order")
        expect = RoundExpect(
            v.get("scores"),
            v.get("taken"),
            v.get("winners"),
            refused,
            v.get("trace"),
            MappingProxyType({k: n for k, n in b.lines.items() if k in _ROUND_EXPECT_KEYS}),
        )
        if refused is not None:
            for k in _ROUND_EXPECT_KEYS:
                if k not in ("refused", "trace") and k in b.lines:
                    self.bad(b.keys[k], f"a refused round has no '{k}' to expect; drop it or drop 'refused'")
        elif expect.empty:
            self.problem(b.line, b.column, b.name, "this round expects nothing: add 'scores:', 'taken:' or 'winners:'")
        rnd = Round(
            v.get("cards"),
            v.get("dealer"),
            v.get("leader"),
            v.get("ghost", ()),
            v.get("bids", ()),
            v.get("cannonball", ()),
            tuple(b.tricks),
            expect,
        )
        return self.common(b, Kind.ROUND, hands=tuple(b.hands), round=rnd)

    def in_table(self, word: Word, known: set[str]) -> None:
        if word.text not in known and known:
            close = difflib.get_close_matches(word.text, sorted(known), n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            self.bad(word, f"{word.text!r} is not at this table (players: {' '.join(sorted(known))}){hint}")

    # ----------------------------------------------------------------- a game scenario
    def finish_game(self, b: _Block) -> Scenario:
        v = b.values
        players: tuple[str, ...] | None = v.get("players", self.prelude.values.get("players"))
        if players is None:
            self.problem(b.line, b.column, b.name, "a game needs its table: 'players: NAME NAME ...' in seating order")
            players = ()
        refused = v.get("refused")
        if refused is None:  # with a refusal expected, a name off the table is the deal's to refuse
            for key in ("dealer", "dealers", "leaders", "totals", "game_winner", "tie"):
                for w in b.words.get(key, []):
                    self.in_table(w, set(players))
        for row in b.rows:
            if players and row.cells:  # a row without cells is reported already
                cells = [SheetWord(w.text, w.line, w.column) for w in row.cells]
                at = b.keys[f"round {row.number}"]
                read_cells(players, row.number, cells, SheetWord(at.text, at.line, at.column), self.sheet_problem)
        for n, _ in b.after:
            if n > len(b.rows):
                given = f"{len(b.rows)} round{'s' if len(b.rows) != 1 else ''}"
                self.bad(b.keys[f"after {n}"], f"the game gives {given}, so there are no totals after round {n}")
        lines = {"schedule" if k == "cards" else k: n for k, n in b.lines.items() if k != "totals after round"}
        lines |= {f"after {n}": b.lines[f"after {n}"] for n, _ in b.after}
        expect = GameExpect(
            v.get("schedule"),
            v.get("dealers"),
            v.get("leaders"),
            v.get("totals"),
            tuple(b.after) if b.after else None,
            v.get("game_winner"),
            v.get("tie"),
            refused,
            v.get("trace"),
            MappingProxyType(lines),
        )
        if refused is not None:
            for k in (*_GAME_EXPECT_KEYS, *(f"after {n}" for n, _ in b.after)):
                if k in b.keys:
                    what = b.keys[k].text
                    self.bad(b.keys[k], f"a refused game has no '{what}' to expect; drop it or drop 'refused'")
        elif expect.empty:
            self.problem(
                b.line,
                b.column,
                b.name,
                "this game expects nothing: add 'schedule:', 'dealers:', 'leaders:', 'totals:', 'winner:' or 'tie:'",
            )
        if expect.tie is not None and expect.winner not in (None, "nobody"):
            self.bad(b.keys["tie"], "a game ends with one winner or with a tie, not both: drop 'winner' or 'tie'")
        where: dict[str, tuple[int, int]] = {
            k: (b.keys[k].line, b.keys[k].column) for k in ("variant", "dealer") if k in b.keys
        }
        table = b.keys.get("players", self.prelude.keys.get("players"))
        if table is not None:
            where["players"] = (table.line, table.column)
        game = Game(v.get("variant"), v.get("dealer"), tuple(b.rows), expect, MappingProxyType(where))
        return self.common(b, Kind.GAME, game=game)

    def sheet_problem(self, word: SheetWord, message: str) -> None:
        """A problem :mod:`skrules.sheet` found in a game's row of cells."""
        self.bad(Word(word.text, word.line, word.column), message)

    # ----------------------------------------------------------------- values
    def words_of(self, key: str, word: Word) -> None:
        """Remember the words naming players, to check them once the trick is known."""
        self.block.words.setdefault(key, []).append(word)

    def need(self, value: Word, what: str) -> bool:
        if value.text:
            return True
        self.bad(value, f"give {what} after the colon")
        return False

    def set(self, key: str, value: object) -> None:
        self.block.values[key] = value

    def on_cites(self, value: Word, _: Word | None) -> None:
        if not self.need(value, "the rule IDs, rulings or FAQ items this scenario is about"):
            return
        for w in _split(value):
            rid, _sep, reading = w.text.partition("=")
            if rid in RULES or rid in ITEMS:
                if reading:
                    self.bad(w, f"{rid} is not a ruling; only a ruling takes '=READING'")
                    continue
            elif rid in RULINGS:
                if reading and reading not in RULINGS[rid].readings:
                    choices = ", ".join(RULINGS[rid].readings)
                    self.bad(w, f"{rid} has no reading {reading!r}; its readings are: {choices}")
                    continue
            else:
                self.bad(w, f"unknown rule, ruling or FAQ item {w.text!r}{_suggest_id(rid)}")
                continue
            self.block.cites.append(w.text)

    def on_note(self, value: Word, _: Word | None) -> None:
        self.block.notes.append(value.text)

    def on_deck(self, value: Word, _: Word | None) -> None:
        if not self.need(value, "the deck: base, advanced, all, or parts such as 'base, kraken, whale'"):
            return
        parts = _split(value)
        if len(parts) == 1 and parts[0].text.lower() == "auto":
            self.set("deck", "auto")
            return
        ok = True
        for w in parts:
            try:
                parse_modules(w.text)
            except SkrulesError as err:
                self.bad(w, err.message)
                ok = False
        if ok:
            self.set("deck", ",".join(w.text.lower() for w in parts))

    def on_ruling(self, value: Word, _: Word | None) -> None:
        if not self.need(value, "NAME=READING, e.g. 'kraken-leader=left-of-kraken'"):
            return
        for w in _split(value):
            name, sep, reading = w.text.partition("=")
            if not sep:
                self.bad(w, f"write a ruling as NAME=READING, e.g. '{name}=...'; see the rulings page")
                continue
            full = name.strip().lower()
            full = full if full.startswith("ruling.") else f"ruling.{full}"
            try:
                check_reading(full, reading.strip().lower())
            except SkrulesError as err:
                self.bad(w, err.message)
                continue
            self.block.rulings[full] = reading.strip().lower()

    def on_abilities(self, value: Word, _: Word | None) -> None:
        flag = _ON.get(value.text.lower())
        if flag is None:
            hint = ""
            if value.text and value.text.split()[0].lower() in POWERS:
                hint = "; to expect the powers a trick unlocks, write 'powers: ...'"
            self.bad(value, f"'abilities' is 'on' or 'off' (the advanced pirate abilities){hint}")
            return
        self.set("abilities", flag)

    def on_scoring(self, value: Word, _: Word | None) -> None:
        word = value.text.lower()
        if word not in {s.value for s in Scoring}:
            self.bad(value, f"scoring is one of: {', '.join(s.value for s in Scoring)}")
            return
        self.set("scoring", word)

    def on_players(self, value: Word, _: Word | None) -> None:
        if not self.need(value, "the players' names, e.g. 'Ann Ben Cat'"):
            return
        names: list[str] = []
        for w in _split(value):
            try:
                check_name(w.text)
            except SkrulesError as err:
                self.bad(w, err.message)
                continue
            if w.text in names:
                self.bad(w, f"{w.text!r} is named twice")
                continue
            names.append(w.text)
        self.set("players", tuple(names))

    def on_trick(self, value: Word, arg: Word | None) -> None:
        b = self.block
        tokens = tuple(_split(value))
        if not tokens:
            self.bad(value, "give the cards in play order, the card led first, e.g. 'trick: Ann=g5 Ben=g9 Cat=sk'")
        if b.kind == TRICK:
            if arg is not None:
                self.bad(arg, "a trick scenario has one trick; number tricks in a round ('round: NAME')")
            if "trick" in b.values:
                self.bad(
                    self.key_word,
                    f"a second trick (the first is on line {b.lines['trick']}); for several tricks write a round",
                )
                return
            self.set("trick", tokens)
            return
        if arg is not None and (not _is_number(arg.text) or int(arg.text) != len(b.tricks) + 1):
            self.bad(arg, f"this is trick {len(b.tricks) + 1} of the round; number the tricks in order or not at all")
        b.tricks.append(RoundTrick(tokens, (), value.line))

    def on_hand(self, value: Word, arg: Word | None) -> None:
        assert arg is not None
        b = self.block
        try:
            check_name(arg.text)
        except SkrulesError as err:
            self.bad(arg, err.message)
            return
        if any(h.player == arg.text for h in b.hands):
            self.bad(arg, f"{arg.text}'s hand is given twice")
            return
        cards = tuple(_split(value))
        b.hands.append(Hand(arg.text, cards, value.line, arg.column))

    def on_winner(self, value: Word, _: Word | None) -> None:
        if self.block.kind == GAME:
            words = _split(value)
            if len(words) != 1:
                self.bad(value, "name the player with the highest total after the last round, e.g. 'winner: Ann'")
                return
            nobody = words[0].text.lower() in _NONE
            if not nobody:
                self.words_of("game_winner", words[0])
            self.set("game_winner", "nobody" if nobody else words[0].text)
            return
        if self.need(value, "the winner: a player, a card, both ('Cat mermaid'), or 'nobody'"):
            self.set("winner", tuple(_split(value)))

    def on_outcome(self, value: Word, _: Word | None) -> None:
        if value.text.lower() not in _OUTCOMES:
            self.bad(value, f"the outcome is one of: {', '.join(_OUTCOMES)}")
            return
        self.set("outcome", value.text.lower())

    def on_lead_suit(self, value: Word, _: Word | None) -> None:
        label = _SUITS.get(value.text.lower())
        if label is None:
            self.bad(value, "the lead suit is green, purple, yellow, black or none")
            return
        self.set("lead_suit", label)

    def on_next_leader(self, value: Word, _: Word | None) -> None:
        words = _split(value)
        if len(words) != 1:
            self.bad(value, "name one player, e.g. 'next leader: Ben'")
            return
        self.words_of("next_leader", words[0])
        self.set("next_leader", words[0].text)

    def on_bonus(self, value: Word, _: Word | None) -> None:
        if value.text.lower() in _NONE:
            self.set("bonus", 0)
        elif _INT_RE.match(value.text):
            self.set("bonus", int(value.text))
        else:
            self.bad(value, "the winner's bonus is a number of points, e.g. '+40', '0' or 'none'")

    def on_bonuses(self, value: Word, _: Word | None) -> None:
        if value.text.lower() in _NONE:
            self.set("bonuses", ())
            return
        out = []
        for item in _items(value):
            b = self.bonus_item(item)
            if b is not None:
                out.append(b)
        self.set("bonuses", tuple(out))

    def bonus_item(self, words: list[Word]) -> BonusExpect | None:
        points = rule = player = None
        always = False
        for w in words:
            if _INT_RE.match(w.text) and points is None:
                points = int(w.text)
            elif w.text in RULES and rule is None:
                rule = w.text
            elif w.text.lower() == "always":
                always = True
            elif player is None and "." not in w.text:
                player = w.text
                self.words_of("bonuses", w)
            else:
                self.bad(
                    w, f"unexpected {w.text!r}: a bonus reads 'POINTS RULE [PLAYER] [always]'{_suggest_id(w.text)}"
                )
                return None
        if points is None or rule is None:
            self.bad(words[0], "a bonus reads 'POINTS RULE [PLAYER] [always]', e.g. '+40 bonus.king Cat'")
            return None
        return BonusExpect(points, rule, player, always)

    def on_alliances(self, value: Word, _: Word | None) -> None:
        if value.text.lower() in _NONE:
            self.set("alliances", ())
            return
        out = []
        for item in _items(value, extra=r"\+|&"):
            names = [w for w in item if w.text.lower() != "with"]
            if len(names) != 2:
                where = item[0] if item else value
                self.bad(where, "an alliance reads 'LOOT-PLAYER with WINNER', e.g. 'Ann with Cat'")
                continue
            for w in names:
                self.words_of("alliances", w)
            out.append(Alliance(names[0].text, names[1].text))
        self.set("alliances", tuple(out))

    def on_removed(self, value: Word, _: Word | None) -> None:
        if value.text.lower() in _NONE:
            self.set("removed", ())
            return
        words = tuple(_split(value))
        for w in words:
            card = w.text.partition("=")[2] or w.text
            self.check_card(Word(card, w.line, w.column + len(w.text) - len(card)))
        self.set("removed", words)

    def on_powers(self, value: Word, _: Word | None) -> None:
        if value.text.lower() in _NONE:
            self.set("powers", ())
            return
        out = []
        for w in _split(value):
            try:
                card = parse_card(w.text)
            except SkrulesError:
                card = None
            if card is None or card.kind is not CardKind.PIRATE or card.pirate is None:
                self.bad(w, "a power is a named Pirate's: rosie, bendt, rascal, juanita, harry or mary")
                continue
            out.append(card.pirate.value)
        self.set("powers", tuple(out))

    def on_illegal(self, value: Word, _: Word | None) -> None:
        if value.text.lower() in _NONE:
            self.set("illegal", ())
            return
        out = []
        for item in _items(value):
            if len(item) > 2 or (len(item) == 2 and item[1].text not in RULES):
                self.bad(
                    item[-1],
                    f"an illegal play reads 'PLAYER [RULE]', e.g. 'Ben play.follow'{_suggest_id(item[-1].text)}",
                )
                continue
            self.words_of("illegal", item[0])
            out.append(Illegal(item[0].text, item[1].text if len(item) == 2 else None))
        self.set("illegal", tuple(out))

    def on_refused(self, value: Word, _: Word | None) -> None:
        text = value.text
        quote = text.find('"')
        message = None
        if quote >= 0:
            end = text.find('"', quote + 1)
            if end < 0 or text[end + 1 :].strip():
                self.bad(Word(text[quote:], value.line, value.column + quote), 'close the quoted message: "..."')
                return
            message = text[quote + 1 : end]
            if not message:
                self.bad(Word(text[quote:], value.line, value.column + quote), "the quoted message is empty")
                return
            text = text[:quote].strip()
        kind = None
        if text:
            word = text.lower().removesuffix("error").strip()
            kind = _KIND_WORDS.get(word)
            if kind is None or " " in text:
                self.bad(
                    Word(text, value.line, value.column),
                    'the refusal reads [KIND] ["part of the message"]; KIND is notation, deck, trick, ruleset, '
                    "round, illegal or deal",
                )
                return
        if kind is None and message is None:
            self.bad(value, 'say what is refused: a kind (notation, deck, trick, ruleset) and/or "part of the message"')
            return
        self.set("refused", Refusal(kind, message))

    def on_trace(self, value: Word, _: Word | None) -> None:
        out = []
        for w in _split(value):
            rid, sep, reading = w.text.partition("=")
            if (rid in RULES and not sep) or (rid in RULINGS and (not sep or reading in RULINGS[rid].readings)):
                out.append(w.text)
            else:
                self.bad(w, f"the trace lists rule IDs and rulings (ruling.ID or ruling.ID=READING){_suggest_id(rid)}")
        if out:
            self.set("trace", tuple(out))

    # ----------------------------------------------------------------- round values
    def on_cards(self, value: Word, arg: Word | None) -> None:
        if self.block.kind == GAME:
            self.on_schedule(value, arg)
            return
        if not _is_number(value.text) or not 1 <= int(value.text) <= 20:
            self.bad(value, "the number of cards dealt to each player, e.g. 'cards: 3'")
            return
        self.set("cards", int(value.text))

    def on_dealer(self, value: Word, _: Word | None) -> None:
        self.one_player(value, "dealer", "name the dealer, e.g. 'dealer: Dan'")

    def on_leader(self, value: Word, _: Word | None) -> None:
        self.one_player(value, "leader", "name the player who leads the first trick, e.g. 'leader: Ann'")

    def one_player(self, value: Word, key: str, shape: str) -> None:
        words = _split(value)
        if len(words) != 1:
            self.bad(value, shape)
            return
        self.words_of(key, words[0])
        self.set(key, words[0].text)

    def on_ghost(self, value: Word, _: Word | None) -> None:
        self.set("ghost", tuple(_split(value)))

    def on_bids(self, value: Word, _: Word | None) -> None:
        pairs = self.pairs(value, "bids", "a bid reads NAME=TRICKS, e.g. 'bids: Ann=1 Ben=0'", signed=False)
        self.set("bids", pairs)

    def on_cannonball(self, value: Word, _: Word | None) -> None:
        words = [] if value.text.lower() in _NONE else _split(value)
        for w in words:
            self.words_of("cannonball", w)
        self.set("cannonball", tuple(w.text for w in words))

    def on_scores(self, value: Word, _: Word | None) -> None:
        pairs = self.pairs(value, "scores", "a score reads NAME=POINTS, e.g. 'scores: Ann=+20 Ben=-10'", signed=True)
        self.set("scores", pairs)

    def on_taken(self, value: Word, _: Word | None) -> None:
        pairs = self.pairs(value, "taken", "tricks taken read NAME=TRICKS, e.g. 'taken: Ann=1 Ben=0'", signed=False)
        self.set("taken", pairs)

    def on_winners(self, value: Word, _: Word | None) -> None:
        words = _split(value)
        for w in words:
            self.words_of("winners", w)
        self.set("winners", tuple("nobody" if w.text.lower() in _NONE else w.text for w in words))

    # ----------------------------------------------------------------- game values
    def game_row(self, arg: Word, value: Word, key_word: Word) -> None:
        """``round N: CELLS``: a round of a game, one score-sheet cell per player in seat order."""
        b = self.block
        if b.kind != GAME:
            self.bad(
                key_word,
                "'round N: CELLS' is a round of a game scenario, which starts with 'game: NAME'; "
                "a round scenario starts with 'round: NAME'",
            )
            return
        expected = len(b.rows) + 1
        if not _is_number(arg.text) or int(arg.text) != expected:
            self.bad(arg, f"this is round {expected} of the game; number the rounds 1, 2, 3, ...")
        cells = tuple(Word(w.text, w.line, w.column) for w in split_words(value.text, value.line, value.column))
        if not cells:
            self.bad(
                key_word,
                f"give round {expected} as a cell per player in seat order, BID/WON[,ITEM...], "
                f"e.g. 'round {expected}: 1/1 0/0,14 0/1'",
            )
        b.rows.append(GameRound(expected, cells, key_word.line, key_word.column))
        b.keys[f"round {expected}"] = key_word

    def on_variant(self, value: Word, _: Word | None) -> None:
        if not self.need(value, "the variant: standard, even-keeled, whirlpool, ..."):
            return
        try:
            self.set("variant", parse_variant(value.text).value)
        except SkrulesError as err:
            self.bad(value, err.message)

    def on_schedule(self, value: Word, _: Word | None) -> None:
        b = self.block
        if "schedule" in b.values:
            self.bad(self.key_word, f"the schedule is given twice (first on line {b.lines['schedule']}); give it once")
            return
        b.lines["schedule"] = value.line
        b.keys["schedule"] = self.key_word
        shape = "the cards dealt in each round of the game, in order, e.g. 'schedule: 2 4 6 8 10'"
        counts = []
        for w in _split(value):
            if not _is_number(w.text) or not 1 <= int(w.text) <= 99:
                self.bad(w, shape)
                return
            counts.append(int(w.text))
        if not counts:
            self.bad(value, shape)
            return
        self.set("schedule", tuple(counts))

    def on_dealers(self, value: Word, _: Word | None) -> None:
        self.name_list(value, "dealers", "name the dealer of each round in order, e.g. 'dealers: Cat Ann Ben'")

    def on_leaders(self, value: Word, _: Word | None) -> None:
        self.name_list(value, "leaders", "name who leads the first trick of each round, e.g. 'leaders: Ann Ben Cat'")

    def name_list(self, value: Word, key: str, shape: str) -> None:
        words = _split(value)
        if not words:
            self.bad(value, shape)
            return
        for w in words:
            self.words_of(key, w)
        self.set(key, tuple(w.text for w in words))

    def on_totals(self, value: Word, _: Word | None) -> None:
        pairs = self.pairs(value, "totals", "a total reads NAME=POINTS, e.g. 'totals: Ann=120 Ben=-40'", signed=True)
        if pairs:
            self.set("totals", pairs)

    def on_totals_after(self, value: Word, arg: Word | None) -> None:
        b = self.block
        if arg is None or not _is_number(arg.text) or int(arg.text) < 1:
            where = arg if arg is not None else self.key_word
            self.bad(where, "say after which round: 'totals after round 3: Ann=60 Ben=20'")
            return
        n = int(arg.text)
        if f"after {n}" in b.lines:
            self.bad(arg, f"the totals after round {n} are given twice (first on line {b.lines[f'after {n}']})")
            return
        shape = "a total reads NAME=POINTS, e.g. 'totals after round 2: Ann=60 Ben=-20'"
        pairs = self.pairs(value, "totals", shape, signed=True)
        if pairs:
            b.lines[f"after {n}"] = value.line
            b.keys[f"after {n}"] = arg
            b.after.append((n, pairs))

    def on_tie(self, value: Word, _: Word | None) -> None:
        words = _split(value)
        texts = [w.text for w in words]
        if len(words) < 2 or len(set(texts)) != len(texts):
            self.bad(value, "a tie names the two or more players who share the highest total, e.g. 'tie: Ann Ben'")
            return
        for w in words:
            self.words_of("tie", w)
        self.set("tie", tuple(texts))

    def pairs(self, value: Word, key: str, shape: str, *, signed: bool) -> tuple[tuple[str, int], ...]:
        out: list[tuple[str, int]] = []
        for w in _split(value):
            name, sep, num = w.text.partition("=")
            ok = sep and _INT_RE.match(num) and (signed or num.isdigit())
            if not ok:
                self.bad(w, shape)
                continue
            if any(n == name for n, _ in out):
                self.bad(w, f"{name} is given twice")
                continue
            self.words_of(key, Word(name, w.line, w.column))
            out.append((name, int(num)))
        return tuple(out)


def _choice(power: str) -> Callable[[_Parser, Word, Word | None], None]:
    """The handler for a power's choice: it belongs to the trick just given."""

    def handle(self: _Parser, value: Word, _: Word | None) -> None:
        b = self.block
        if not b.tricks:
            self.bad(self.key_word, f"'{power}:' follows the trick {power} won; give that trick first")
            return
        words = tuple(_split(value))
        if not _valid_choice(self, power, value, words):
            return
        last = b.tricks[-1]
        b.tricks[-1] = RoundTrick(last.plays, (*last.choices, Choice(power, words, value.line)), last.line)

    return handle


def _valid_choice(p: _Parser, power: str, value: Word, words: tuple[Word, ...]) -> bool:
    texts = [w.text.lower() for w in words]
    if power == "rosie":
        if len(words) != 1:
            p.bad(value, "Rosie names the player who leads next, e.g. 'rosie: Ben'")
            return False
        p.words_of("choices", words[0])
    elif power == "bendt":
        if len(texts) != 6 or texts[0] != "draw" or texts[3] != "discard":
            p.bad(value, "Bendt draws two cards and discards two: 'bendt: draw g3 y5 discard b2 g1'")
            return False
        return all(p.check_card(w) for w in (*words[1:3], *words[4:6]))
    elif power == "rascal":
        if texts not in (["0"], ["10"], ["20"]):
            p.bad(value, "Rascal wagers 0, 10 or 20 points, e.g. 'rascal: 20'")
            return False
    elif power == "harry":
        if texts not in (["+1"], ["-1"], ["0"], ["1"]):
            p.bad(value, "Harry changes the bid by +1 or -1, or leaves it: 'harry: +1', 'harry: -1', 'harry: 0'")
            return False
    elif power == "juanita":
        if words:
            p.bad(value, "Juanita Jade's look needs no choice: write 'juanita:' alone")
            return False
    elif power == "mary":
        if len(words) != 2:
            p.bad(value, "Mary Thorne takes a card from a hand: 'mary: Ben g5' (Ben must play the g5 next)")
            return False
        p.words_of("choices", words[0])
        return p.check_card(words[1])
    return True


_FIELD = {"lead suit": "lead_suit", "next leader": "next_leader"}
_ROUND_EXPECT_KEYS = ("scores", "taken", "winners", "refused", "trace")
_GAME_EXPECT_KEYS = ("schedule", "dealers", "leaders", "totals", "winner", "tie")  # what a refusal excludes
_EXPECT_KEYS = [k.name for k in _KEY_LIST if TRICK in k.where and ROUND not in k.where]  # a trick's expectations

_HANDLERS: dict[str, Callable[[_Parser, Word, Word | None], None]] = {
    "cites": _Parser.on_cites,
    "note": _Parser.on_note,
    "deck": _Parser.on_deck,
    "ruling": _Parser.on_ruling,
    "abilities": _Parser.on_abilities,
    "scoring": _Parser.on_scoring,
    "players": _Parser.on_players,
    "trick": _Parser.on_trick,
    "hand": _Parser.on_hand,
    "winner": _Parser.on_winner,
    "outcome": _Parser.on_outcome,
    "lead suit": _Parser.on_lead_suit,
    "next leader": _Parser.on_next_leader,
    "bonus": _Parser.on_bonus,
    "bonuses": _Parser.on_bonuses,
    "alliances": _Parser.on_alliances,
    "removed": _Parser.on_removed,
    "powers": _Parser.on_powers,
    "illegal": _Parser.on_illegal,
    "refused": _Parser.on_refused,
    "trace": _Parser.on_trace,
    "cards": _Parser.on_cards,
    "dealer": _Parser.on_dealer,
    "leader": _Parser.on_leader,
    "ghost": _Parser.on_ghost,
    "bids": _Parser.on_bids,
    "cannonball": _Parser.on_cannonball,
    "scores": _Parser.on_scores,
    "taken": _Parser.on_taken,
    "winners": _Parser.on_winners,
    "variant": _Parser.on_variant,
    "schedule": _Parser.on_schedule,
    "dealers": _Parser.on_dealers,
    "leaders": _Parser.on_leaders,
    "totals": _Parser.on_totals,
    "totals after round": _Parser.on_totals_after,
    "tie": _Parser.on_tie,
    **{power: _choice(power) for power in POWERS},
}


# ------------------------------------------------------------------------------------ helpers


def _is_number(text: str) -> bool:
    """Digits 0-9 only (``str.isdigit`` also accepts digits ``int`` cannot read, such as '²')."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def _strip_comment(line: str) -> str:
    """The line without its comment: '#' at the start or after a space, outside double quotes."""
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "#" and not quoted and (i == 0 or line[i - 1] in " \t"):
            return line[:i]
    return line


_SPLIT_RE = re.compile(r"[^\s,]+")


def _split(value: Word) -> list[Word]:
    """The words of a value, split at spaces and commas, each with its column."""
    return [Word(m.group(), value.line, value.column + m.start()) for m in _SPLIT_RE.finditer(value.text)]


def _items(value: Word, extra: str = "") -> list[list[Word]]:
    """Comma-separated items, each a list of words (``extra`` adds separators inside an item)."""
    out = []
    start = 0
    for part in value.text.split(","):
        words = []
        pattern = rf"(?:(?!{extra})[^\s])+" if extra else r"\S+"
        for m in re.finditer(pattern, part):
            words.append(Word(m.group(), value.line, value.column + start + m.start()))
        if words:
            out.append(words)
        start += len(part) + 1
    return out


def _suggest_id(text: str) -> str:
    ids = [*RULES, *RULINGS, *ITEMS]
    close = difflib.get_close_matches(text, ids, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def _looks_like_cards(text: str) -> bool:
    words = text.replace(",", " ").split()
    good = 0
    for w in words[:5]:
        try:
            parse_play(w)
            good += 1
        except SkrulesError:
            pass
    return good > 0 and good == min(len(words), 5)
