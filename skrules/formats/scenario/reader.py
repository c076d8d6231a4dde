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
from pathlib import Path

from ...files import read_regular
from ...shown import byte_codes
from ..text import Problem, Word
from .finish import FINISH
from .handlers import HANDLERS, game_row, gives_nothing, misplaced_message
from .keys import FILE, KEY_LIST, LOOKUP, STARTS, Key
from .model import Document, Scenario, Settings
from .state import Block, Reader, arg_problem, head, resolve_key
from .words import close_to, looks_like_cards, strip_comment

__all__ = ["Block", "FileReader", "Reader", "Stream", "iter_file", "iter_text", "parse_file", "parse_text"]

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
    return Stream(FileReader(path, text.removeprefix("\ufeff")))


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
        bad = byte_codes(data[err.start : err.end])
        msg = f"the file is not UTF-8 text (byte {bad} at line {line}); scenario files are plain UTF-8 text"
        return Stream(None, name, Problem(name, line, column, "", msg))
    return iter_text(text, name)


class Stream:
    """The scenarios of one file, yielded as each is read; ``problems`` and ``settings`` once it is done.

    ``problems`` are those that belong to no one scenario (they are also in each scenario's own
    problems), complete when the iteration ends.
    """

    __slots__ = ("_reader", "path", "problems", "settings")

    def __init__(self, reader: FileReader | None, path: str = "", problem: Problem | None = None) -> None:
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


class FileReader(Reader):
    """Reads a file line by line, handing each line to its key's handler and each block to its checks."""

    # ----------------------------------------------------------------- the file
    def scenarios(self) -> Iterator[Scenario]:
        """Read the file, yielding each scenario once the next one starts (or the file ends)."""
        count = 0
        for number, raw in enumerate(self.lines, 1):
            if not raw:
                continue  # a blank line says nothing
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
        body = strip_comment(raw) if "#" in raw else raw
        colon = body.find(":")
        if colon < 0:
            if body.strip():
                self.no_colon(number, body)
            return
        indent, text, key, start, end = head(body[:colon])
        if key is None:
            self.key(Word(text, number, indent + 1))  # reports why the key does not read
            return
        rest = body[colon + 1 :]
        value_text = rest.lstrip(" \t")
        value = Word(value_text.rstrip(), number, colon + 2 + len(rest) - len(value_text))
        self.dispatch(key, Word(text[start:end], number, indent + 1 + start) if end else None, number, value)

    def no_colon(self, number: int, body: str) -> None:
        word = Word(body.strip(), number, len(body) - len(body.lstrip()) + 1)
        hint = " (a trick is written 'trick: CARD CARD ...')" if looks_like_cards(word.text) else ""
        self.bad(word, f"expected 'key: value', e.g. 'winner: Ann'{hint}")

    def dispatch(self, key: Key, arg: Word | None, number: int, value: Word) -> None:
        """Hand line ``number`` to its key's handler, once the key is known to belong where it is."""
        name = key.name
        if name in STARTS:
            if name == "round" and arg is not None:
                game_row(self, arg, value, self.key_word_at(number))
            else:
                self.start(name, value, number)
            return
        b = self.block
        if b.kind not in key.where:
            self.misplaced(key, self.key_word_at(number))
            return
        lines = b.lines
        if name not in lines or (key.repeat and name != "trick"):
            lines[name] = number
        elif name != "trick":
            message = f"'{name}' is given twice in this scenario (first on line {lines[name]}); give it once"
            self.bad(self.key_word_at(number), message)
            return
        self.number = number
        if not gives_nothing(self, name, value):
            HANDLERS[name](self, value, arg)

    def key(self, word: Word) -> tuple[Key, Word | None] | None:
        """The key of a line and the word after it (``hand Ann``), or None after a problem."""
        text = word.text
        found = resolve_key(text)
        if found is None:
            self.unknown_key(word)
            return None
        key, start, end = found
        arg = Word(text[start:end], word.line, word.column + start) if end else None
        message = arg_problem(key, text[start:end] if end else None)
        if message is not None:
            self.bad(word if arg is None else arg, message)
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
    def start(self, kind: str, value: Word, number: int) -> None:
        self.close()
        self.block = Block(STARTS[kind], value.text, value.line, value.column)
        name = value.text
        if not name:
            shape = f"'{kind}: WHAT IT SHOWS', e.g. '{kind}: a Kraken after the Whale'"
            self.bad(self.key_word_at(number), f"name the scenario: {shape}")
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


def settings_of(b: Block) -> Settings:
    v = b.values
    return Settings(
        v.get("deck"), tuple(b.rulings.items()), v.get("abilities"), v.get("scoring"), v.get("edition"), v.get("house")
    )
