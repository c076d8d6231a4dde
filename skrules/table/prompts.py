"""Reading lines at the table: ``input()`` with the stdlib ``readline`` when there is one.

Readline brings line editing, history (up arrow) and tab completion of the commands, the players'
names (``Ann=``) and the card tokens. Some platforms have no ``readline``; the table then reads
plain lines, without completion.
"""

from __future__ import annotations

import codecs
import re
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

from ..files import LineTooLong, NotText
from ..refusals import RefusalMsg, refusal
from .lang import say
from .state import TableError

__all__ = ["Prompter", "complete"]

COMMANDS = ("why", "what", "if", "undo", "rule", "cards", "scores", "hand", "save", "help", "quit")
SAVE_KINDS = ("trick", "round", "game")
_UNDECODED = re.compile("[\udc80-\udcff]")  # the bytes surrogateescape kept from an undecodable line


def complete(text: str, line: str, names: Sequence[str], cards: Sequence[str], rules: Sequence[str]) -> list[str]:
    """The completions of the word ``text`` being typed at the end of ``line``.

    The first word may be a command, a name or a card; after ``rule`` come rule IDs, after
    ``save`` its kinds; ``Ann=mer`` completes the card after the name.
    """
    before = line[: len(line) - len(text)].split()
    if before[:1] == ["rule"]:
        pool: Sequence[str] = rules
    elif before[:1] == ["save"] and len(before) == 1:
        pool = SAVE_KINDS
    else:
        name, sep, card = text.partition("=")
        if sep:
            return [f"{name}={c}" for c in cards if c.startswith(card.lower())]
        pool = [*(COMMANDS if not before else ()), *(f"{n}=" for n in names), *names, *cards]
    folded = text.casefold()
    return [w for w in dict.fromkeys(pool) if w.casefold().startswith(folded)]


class Prompter:
    """Asks for lines; ``words()`` gives the names, card tokens and rule IDs to complete, when asked."""

    def __init__(
        self,
        words: Callable[[], tuple[Sequence[str], Sequence[str], Sequence[str]]],
        *,
        tty: bool,
        lang: str | None = None,
    ) -> None:
        self.words = words
        self.lang = lang  # the table's language, which the input's own refusals are said in
        self.echo = not tty  # a transcript read from a pipe shows what was typed, as a terminal would
        self.stopped = False  # the input held no text (NUL bytes) and was read no further: the table exits 2
        self.readline = _readline() if tty else None
        self._matches: list[str] = []
        if self.readline is not None:
            self.readline.set_completer_delims(" \t\n")
            self.readline.set_completer(self._complete)
            doc = getattr(self.readline, "__doc__", "") or ""
            self.readline.parse_and_bind("bind ^I rl_complete" if "libedit" in doc else "tab: complete")

    def ask(self, prompt: str) -> str:
        """One line, stripped; EOFError (Ctrl-D) and KeyboardInterrupt (Ctrl-C) go to the caller.

        A line holding bytes the input's encoding cannot read (an 'é' under an ASCII locale; the
        table reads them as lone surrogates) is refused with a :class:`TableError`, as any bad input is;
        so is a line too long, whose rest is skipped. An input of NUL bytes (``/dev/zero``) is said to be no
        text, once, and then ends (:attr:`stopped`).
        """
        try:
            line = input(prompt)
        except LineTooLong:
            raise TableError(refusal(RefusalMsg.TABLE_LINE_TOO_LONG)) from None
        except NotText:
            self.stopped = True
            raise TableError(
                say(self.lang, "standard input holds NUL bytes, not text; it is read no further")
            ) from None
        if self.echo:
            print(_UNDECODED.sub("\ufffd", line), flush=True)
        if _UNDECODED.search(line):
            raise TableError(_undecoded(getattr(sys.stdin, "encoding", None)))
        return line.strip()

    def _complete(self, text: str, state: int) -> str | None:
        if state == 0:
            line = self.readline.get_line_buffer() if self.readline is not None else text
            names, cards, rules = self.words()
            self._matches = complete(text, line, names, cards, rules)
        return self._matches[state] if state < len(self._matches) else None


def _undecoded(encoding: str | None) -> str:
    """What is wrong with a line the input's encoding cannot read: under UTF-8 the line is no UTF-8 text (the
    encoding needs no change); under another, setting UTF-8 may read it."""
    if encoding is not None and _codec(encoding) in ("utf-8", "utf-8-sig"):
        return refusal(RefusalMsg.LINE_NOT_TEXT, typed="UTF-8")
    return refusal(RefusalMsg.LINE_ENCODING, typed=encoding or "?")


def _codec(encoding: str) -> str:
    try:
        return codecs.lookup(encoding).name
    except LookupError:
        return encoding


def _readline() -> ModuleType | None:
    try:
        import readline
    except ImportError:  # Windows and some builds: plain lines, no completion
        return None
    return readline
