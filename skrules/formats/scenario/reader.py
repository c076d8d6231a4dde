"""Reading scenario files: any text in, scenarios and problems out, never an exception.

A file is a list of ``key: value`` lines; ``#`` starts a comment; blank lines do not matter.
``scenario: NAME`` starts a trick scenario, ``round: NAME`` a round scenario and ``game: NAME``
a game scenario, whose rounds are lines of score-sheet cells (``round 2: 2/2,14 0/1 1/0``, read
by :mod:`skrules.formats.sheet`); the keys before the first scenario (``deck``, ``ruling``,
``abilities``, ``scoring``, ``players``) apply to every scenario of the file. Every problem is
kept (with its line, column, the text at fault and what would be right) and reading goes on, so
one pass reports all that is wrong with a file.

Card notation is checked here, since a typo is the file's fault; whether the trick could have
been played (two Skull Kings, a player playing twice) is the adjudicator's to say when it runs.
A scenario that expects a refusal keeps its cards unchecked, for the adjudicator to refuse.

:class:`Stream` yields the scenarios one by one as each is read, so that a runner can check a
library of any size with flat memory; :func:`parse_text` collects them into a :class:`Document`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...files import read_regular, split_lines
from ...rules import Reading
from ..text import Problem, Word
from .finish import FINISH
from .handlers import HANDLERS, game_row, misplaced_message
from .keys import FILE, KEY_LIST, LOOKUP, STARTS, Key, resolve
from .model import Document, Hand, RoundTrick, Scenario, Settings
from .words import card_problem, close_to, looks_like_cards, strip_comment

__all__ = ["Block", "Reader", "Stream", "iter_file", "iter_text", "parse_file", "parse_text"]

_NO_SCENARIO = "no scenario in this file: a scenario starts with 'scenario: NAME' (or 'round: NAME', 'game: NAME')"


def parse_file(path: str | Path, name: str | None = None) -> Document:
    """Read a scenario file; a file that cannot be read or decoded is a document with one problem.

    ``name`` is the path as messages show it (a path relative to the project, say).
    """
    return iter_file(path, name).document()


def parse_text(text: str, path: str = "<text>") -> Document:
    """Read the text of a scenario file. Never raises on any text: what is wrong is in the problems.

    Arguments of the wrong type are a programming error, and get a :class:`TypeError` naming them.
    """
    return iter_text(text, path).document()


def iter_text(text: str, path: str = "<text>") -> Stream:
    """The scenarios of a text, yielded one by one as each is read (see :class:`Stream`)."""
    if not isinstance(text, str):
        raise TypeError(f"parse_text: text must be a str, not {type(text).__name__}")
    if not isinstance(path, str):
        raise TypeError(f"parse_text: path must be a str, not {type(path).__name__}")
    return Stream(Reader(path, text.removeprefix("\ufeff")))


def iter_file(path: str | Path, name: str | None = None) -> Stream:
    """The scenarios of a file, one by one; a file that cannot be read or decoded has one problem."""
    name = str(path) if name is None else name
    try:
        data = read_regular(path)  # a named pipe or a device is refused, not read forever
    except (OSError, ValueError) as err:  # ValueError: a NUL byte in the name
        reason = getattr(err, "strerror", None) or str(err)
        return Stream(None, name, Problem(name, 0, 0, "", f"cannot read the file: {reason}"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        bad = data[err.start : err.end].hex(" ")
        msg = f"the file is not UTF-8 text (byte {bad} at line {line}); scenario files are plain UTF-8 text"
        return Stream(None, name, Problem(name, line, column, "", msg))
    return iter_text(text, name)


class Stream:
    """The scenarios of one file, yielded as each is read; ``problems`` and ``settings`` once it is done.

    ``problems`` are those that belong to no one scenario (they are also in each scenario's own
    problems), complete when the iteration ends.
    """

    __slots__ = ("_reader", "path", "problems", "settings")

    def __init__(self, reader: Reader | None, path: str = "", problem: Problem | None = None) -> None:
        self._reader = reader
        self.path = reader.path if reader is not None else path
        self.problems: tuple[Problem, ...] = () if problem is None else (problem,)
        self.settings = Settings()

    def __iter__(self) -> Iterator[Scenario]:
        if self._reader is not None:
            yield from self._reader.scenarios()
            self.problems = tuple(self._reader.prelude.problems)
            self.settings = self._reader.settings

    def document(self) -> Document:
        """All the scenarios at once, with the file's settings and problems."""
        scenarios = tuple(self)
        return Document(self.path, self.settings, scenarios, self.problems)


@dataclass
class Block:
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
    rulings: dict[str, Reading] = field(default_factory=dict)
    hands: list[Hand] = field(default_factory=list)
    tricks: list[RoundTrick] = field(default_factory=list)
    rows: list[Any] = field(default_factory=list)  # a game's rounds (GameRound)
    after: list[tuple[int, tuple[tuple[str, int], ...]]] = field(default_factory=list)  # 'totals after round N'
    problems: list[Problem] = field(default_factory=list)


class Reader:
    """The state of reading one file: the block being read, the names seen, the file's settings."""

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.lines = split_lines(text)
        self.prelude = Block(FILE)
        self.block = self.prelude
        self.done: list[Scenario] = []  # finished, not yet yielded
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
    def scenarios(self) -> Iterator[Scenario]:
        """Read the file, yielding each scenario once the next one starts (or the file ends)."""
        count = 0
        for number, raw in enumerate(self.lines, 1):
            self.line(number, raw)
            if self.done:
                count += len(self.done)
                yield from self.done
                self.done.clear()
        self.close()
        count += len(self.done)
        yield from self.done
        self.done.clear()
        if not count and not self.prelude.problems:
            self.problem(1, 1, "", _NO_SCENARIO)

    def line(self, number: int, raw: str) -> None:
        body = strip_comment(raw)
        colon = body.find(":")
        if colon < 0:
            if body.strip():
                self.no_colon(number, body)
            return
        indent = len(body) - len(body.lstrip())
        key_word = Word(body[indent:colon].rstrip(), number, indent + 1)
        rest = body[colon + 1 :]
        value_text = rest.lstrip(" \t")
        value = Word(value_text.rstrip(), number, colon + 2 + len(rest) - len(value_text))
        found = self.key(key_word)
        if found is not None:
            self.dispatch(*found, key_word, value)

    def no_colon(self, number: int, body: str) -> None:
        word = Word(body.strip(), number, len(body) - len(body.lstrip()) + 1)
        hint = " (a trick is written 'trick: CARD CARD ...')" if looks_like_cards(word.text) else ""
        self.bad(word, f"expected 'key: value', e.g. 'winner: Ann'{hint}")

    def dispatch(self, key: Key, arg: Word | None, key_word: Word, value: Word) -> None:
        """Hand a line to its key's handler, once the key is known to belong where it is."""
        if key.name == "round" and arg is not None:
            game_row(self, arg, value, key_word)
            return
        if key.name in STARTS:
            self.start(key.name, value, key_word)
            return
        b = self.block
        if b.kind not in key.where:
            self.misplaced(key, key_word)
            return
        if not key.repeat and key.name in b.lines and key.name != "trick":
            first = b.lines[key.name]
            self.bad(key_word, f"'{key.name}' is given twice in this scenario (first on line {first}); give it once")
            return
        if key.name != "trick" or key.name not in b.lines:
            b.lines[key.name] = key_word.line
            b.keys[key.name] = key_word
        self.key_word = key_word
        HANDLERS[key.name](self, value, arg)

    def key(self, word: Word) -> tuple[Key, Word | None] | None:
        """The key of a line and the word after it (``hand Ann``), or None after a problem."""
        text = word.text
        found = resolve(text) if text and ("A" <= text[0] <= "Z" or "a" <= text[0] <= "z") else None
        if found is None:
            self.unknown_key(word)
            return None
        key, start, end = found
        arg = Word(text[start:end], word.line, word.column + start) if end else None
        if arg is not None and (key.arg == "" or len(arg.text.split()) > 1):
            self.bad(arg, f"'{key.name}' takes nothing before the colon; write '{key.name}: ...'")
            return None
        if arg is None and key.arg == "player":
            self.bad(word, f"name the player: '{key.name} NAME: CARDS', e.g. 'hand Ann: g3 y5 b2'")
            return None
        return key, arg

    def unknown_key(self, word: Word) -> None:
        if not word.text or not word.text[0].isascii() or not word.text[0].isalpha():
            self.bad(word, f"{word.text!r} is not a key; a line reads 'key: value', e.g. 'winner: Ann'")
            return
        hint = close_to(word.text.lower(), sorted(LOOKUP)) or f"; the keys are: {', '.join(k.name for k in KEY_LIST)}"
        if looks_like_cards(strip_comment(self.lines[word.line - 1])):
            hint = "; a trick is written 'trick: CARD CARD ...'"
        self.bad(word, f"unknown key {word.text!r}{hint}")

    def misplaced(self, key: Key, word: Word) -> None:
        self.bad(word, misplaced_message(self.block.kind, key))

    # ----------------------------------------------------------------- blocks
    def start(self, kind: str, value: Word, key_word: Word) -> None:
        self.close()
        self.block = Block(STARTS[kind], value.text, value.line, value.column)
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
            self.settings = settings_of(b)
            return
        self.done.append(FINISH[b.kind](self, b))
        self.block = self.prelude

    # ----------------------------------------------------------------- values
    def words_of(self, key: str, word: Word) -> None:
        """Remember the words naming players, to check them once the trick is known."""
        self.block.words.setdefault(key, []).append(word)

    def need(self, value: Word, what: str) -> bool:
        if value.text:
            return True
        self.bad(value, f"give {what} after the colon")
        return False

    def store(self, key: str, value: object) -> None:
        self.block.values[key] = value

    def check_card(self, word: Word) -> bool:
        message = card_problem(word.text)
        if message is not None:
            self.bad(word, message)
        return message is None

    def player_known(self, word: Word, players: set[str]) -> bool:
        if word.text in players:
            return True
        known = " ".join(sorted(players)) or "none"
        hint = close_to(word.text, sorted(players))
        self.bad(word, f"{word.text!r} plays no card in this trick (players: {known}){hint}")
        return False

    def in_table(self, word: Word, known: set[str]) -> None:
        if word.text not in known and known:
            hint = close_to(word.text, sorted(known))
            self.bad(word, f"{word.text!r} is not at this table (players: {' '.join(sorted(known))}){hint}")


def settings_of(b: Block) -> Settings:
    v = b.values
    return Settings(
        v.get("deck"), tuple(b.rulings.items()), v.get("abilities"), v.get("scoring"), v.get("edition"), v.get("house")
    )
