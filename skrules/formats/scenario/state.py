"""What a scenario file's reader holds while it reads, and what a key's handler may do with it.

:class:`Reader` is the state (the block being read, the names seen, the file's settings) with
the means to report a problem and to store a value; the handlers of :mod:`.handlers` and the
checks of :mod:`.finish` act on it, and :class:`~.reader.FileReader` drives it line by line,
calling them. So they import this module, not the reader that calls them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...files import split_lines
from ...lexicon import ghost_named
from ...rules import Reading
from ..text import Problem, Word
from .keys import FILE, Key, resolve
from .model import Hand, RoundTrick, Scenario, Settings
from .words import blank, card_problem, close_to, strip_comment

__all__ = ["Block", "Reader", "arg_problem", "head", "resolve_key"]


class Block:
    """A scenario being read, or the file's settings before the first scenario.

    A plain class with slots rather than a dataclass: one is made per scenario, and sixteen
    default factories made that a measurable part of reading a large library.
    """

    __slots__ = (
        "after",
        "cites",
        "column",
        "hands",
        "keys",
        "kind",
        "line",
        "lines",
        "name",
        "notes",
        "problems",
        "rows",
        "rulings",
        "tricks",
        "values",
        "words",
    )

    def __init__(self, kind: str, name: str = "", line: int = 0, column: int = 1) -> None:
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column  # where the name starts
        self.values: dict[str, Any] = {}
        self.words: dict[str, list[Word]] = {}  # words naming players, checked at the end
        self.lines: dict[str, int] = {}
        self.keys: dict[str, Word] = {}  # the keys a handler placed itself (Reader.key_of finds the others)
        self.cites: list[str] = []
        self.notes: list[str] = []
        self.rulings: dict[str, Reading] = {}
        self.hands: list[Hand] = []
        self.tricks: list[RoundTrick] = []
        self.rows: list[Any] = []  # a game's rounds (GameRound)
        self.after: list[tuple[int, tuple[tuple[str, int], ...]]] = []  # 'totals after round N'
        self.problems: list[Problem] = []


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
        self.number = 0  # the line being read

    # ----------------------------------------------------------------- problems
    def problem(self, line: int, column: int, text: str, message: str) -> None:
        source = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        self.block.problems.append(Problem(self.path, line, column, text, message, source))

    def bad(self, word: Word, message: str) -> None:
        self.problem(word.line, word.column, word.text, message)

    # ----------------------------------------------------------------- where the keys are
    def key_word_at(self, number: int) -> Word:
        """The key of line ``number`` as written there, where it is.

        Read again from the line when a message needs it: a library has millions of keys, and
        almost none of them is ever the subject of a message.
        """
        if not 0 < number <= len(self.lines):
            return Word("", number, 0)
        raw = self.lines[number - 1]
        body = strip_comment(raw) if "#" in raw else raw
        indent, text, *_ = head(body[: body.find(":")])
        return Word(text, number, indent + 1)

    @property
    def key_word(self) -> Word:
        """The key of the line being read."""
        return self.key_word_at(self.number)

    def key_of(self, b: Block, name: str) -> Word:
        """Where a block says ``name``: as a handler placed it (``round 2``), else the key of the line it is on."""
        word = b.keys.get(name)
        return word if word is not None else self.key_word_at(b.lines[name])

    def has_key(self, b: Block, name: str) -> bool:
        return name in b.keys or name in b.lines

    # ----------------------------------------------------------------- values
    def words_of(self, key: str, word: Word) -> None:
        """Remember the words naming players, to check them once the trick is known."""
        self.block.words.setdefault(key, []).append(word)

    def need(self, value: Word, what: str) -> bool:
        """Whether the value gives something; nothing, or only commas, is told what to give."""
        if value.text and not blank(value.text):
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
            players = " ".join(sorted(known))
            if ghost_named(word.text):  # he plays cards in a two-player round, but bids, scores and is named by none
                ghost = "Graybeard's ghost plays cards in a two-player round, but is not one of the players"
                self.bad(word, f"{word.text!r}: {ghost} ({players}) (two.ghost)")
                return
            hint = close_to(word.text, sorted(known))
            self.bad(word, f"{word.text!r} is not at this table (players: {players}){hint}")


def resolve_key(text: str) -> tuple[Key, int, int] | None:
    """The key a key text names, and where the words after it start and end; None if it names none."""
    return resolve(text) if text and ("A" <= text[0] <= "Z" or "a" <= text[0] <= "z") else None


def arg_problem(key: Key, arg: str | None) -> str | None:
    """What is wrong with the word before the colon (``hand Ann``), or None."""
    if arg is not None and (key.arg == "" or len(arg.split()) > 1):
        return f"'{key.name}' takes nothing before the colon; write '{key.name}: ...'"
    if arg is None and key.arg == "player":
        return f"name the player: '{key.name} NAME: CARDS', e.g. 'hand Ann: g3 y5 b2'"
    return None


@lru_cache(maxsize=1024)
def head(head: str) -> tuple[int, str, Key | None, int, int]:
    """What the text before a line's colon says: its indent, the key text, and the key with where its word is.

    The key is None when the text does not read as a key (:meth:`~.reader.FileReader.key` then says why).
    Cached, as :func:`~.keys.resolve` is: a library repeats the same few keys on every scenario.
    """
    indent = len(head) - len(head.lstrip())
    text = head[indent:].rstrip()
    found = resolve_key(text)
    if found is None or arg_problem(found[0], text[found[1] : found[2]] if found[2] else None) is not None:
        return indent, text, None, 0, 0
    return indent, text, *found
