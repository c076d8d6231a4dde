"""Small readers shared by the scenario format's handlers: numbers, comments, words and items, hints."""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from ...cards import Role, parse_card
from ...errors import SkrulesError
from ...notation import parse_play
from ...rules import RULES, RULINGS
from ..text import Word, split_words
from .sources import ITEMS

__all__ = ["blank", "card_problem", "is_number", "items", "looks_like_cards", "play_problem", "split", "strip_comment"]

INT_RE = re.compile(r"^[+-]?\d{1,6}$")


def is_number(text: str) -> bool:
    """Digits 0-9 only (``str.isdigit`` also accepts digits ``int`` cannot read, such as '²')."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def blank(text: str) -> bool:
    """Whether a value holds no word: nothing, or only spaces and commas (``,`` gives nothing either)."""
    return not (text.replace(",", " ") if "," in text else text).split()


def strip_comment(line: str) -> str:
    """The line without its comment: '#' at the start or after a space, outside double quotes."""
    if "#" not in line:
        return line
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "#" and not quoted and (i == 0 or line[i - 1] in " \t"):
            return line[:i]
    return line


def split(value: Word) -> list[Word]:
    """The words of a value, split at spaces and commas, each with its column."""
    text = value.text
    return split_words(text.replace(",", " ") if "," in text else text, value.line, value.column)


def items(value: Word, extra: str = "") -> list[list[Word]]:
    """Comma-separated items, each a list of words (``extra`` adds separators inside an item)."""
    out = []
    start = 0
    pattern = _item_words(extra) if extra else None
    for part in value.text.split(","):
        if pattern is None:
            words = split_words(part, value.line, value.column + start)
        else:
            words = [Word(m.group(), value.line, value.column + start + m.start()) for m in pattern.finditer(part)]
        if words:
            out.append(words)
        start += len(part) + 1
    return out


@lru_cache(maxsize=8)
def _item_words(extra: str) -> re.Pattern[str]:
    """The words of an item when ``extra`` (a regular expression) separates them too."""
    return re.compile(rf"(?:(?!{extra})[^\s])+")


@lru_cache(maxsize=4096)
def card_problem(text: str) -> str | None:
    """What is wrong with a card's notation, or None. Cached: a library names the same cards again and again."""
    try:
        parse_card(text)
    except SkrulesError as err:
        return err.message
    return None


@lru_cache(maxsize=4096)
def canonical_card(text: str) -> str:
    """A card's canonical notation (``Mermaid`` -> ``mermaid``); the text must read as a card."""
    return str(parse_card(text))


@lru_cache(maxsize=4096)
def play_problem(text: str, *, declared: bool = True) -> str | None:
    """What is wrong with a play (``Ann=g5``, ``tigress:escape``), or None; cached as :func:`card_problem`.

    ``declared``: the Tigress must say how she is played (in a trick scenario; a round asks when she is played).
    """
    try:
        play = parse_play(text, 0)
    except SkrulesError as err:
        return err.message
    if declared and play.card.role is Role.UNDECLARED:
        return "declare the Tigress when she is played: 'tigress:pirate' or 'tigress:escape'"
    return None


def suggest_id(text: str) -> str:
    ids = [*RULES, *RULINGS, *ITEMS]
    close = difflib.get_close_matches(text, ids, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def close_to(word: str, known: list[str]) -> str:
    """``; did you mean 'X'?`` for the known word nearest to ``word``, or nothing."""
    close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def looks_like_cards(text: str) -> bool:
    words = text.replace(",", " ").split()
    good = 0
    for w in words[:5]:
        try:
            parse_play(w)
            good += 1
        except SkrulesError:
            pass
    return good > 0 and good == min(len(words), 5)
