"""Where a line of text may break, as a reader of its language expects it to.

A line breaks between words, and in Chinese between any two characters; but never before closing
punctuation nor after opening punctuation, and never at a no-break space. So a wrapped French line
never starts with ``:``, ``;``, ``?``, ``!`` or ``»`` (French sets them off with a no-break space,
which the catalogue writes, :mod:`skrules.locale`), and a Chinese one never with ``。``, ``、``, ``」``,
``》`` or the full-width comma, colon, semicolon, closing bracket, ``!`` or ``?`` (U+FF0C, U+FF1A,
U+FF1B, U+FF09, U+FF01, U+FF1F), nor ends with ``「``, ``《`` or an opening bracket (U+FF08): the
line-breaking rule of Chinese and Japanese typesetting, kinsoku. It is
Unicode's line breaking algorithm (UAX #14) cut down to what skrules prints: rule LB13 keeps ``:;?!``
and closing brackets off the start of a line even after an ordinary space, LB14 keeps an opening one
off its end, LB12 holds a no-break space to both neighbours, and LB30/LB31 let a line break on either
side of a wide (Chinese) character, but inside a number and the Han characters written against it (第5墩,
+40分, 紫色8: a count and its unit, a card's colour and rank, up to two on each side), nor between an English
card's colour and its number (``black 14``). A run of other
characters between spaces is one word, kept whole.

The plain lines' own wrap (:mod:`skrules.wrap`) and the rich console (:mod:`skrules.typeset`) both
break text where :func:`pieces` says, so the two cannot disagree. :func:`cells` measures a text as a
terminal shows it, for the plain tables that pad their columns without rich. Standard library only.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["CLOSING", "GLUE", "NO_BREAK_SPACE", "OPENING", "cells", "may_break", "padded", "pieces"]

NO_BREAK_SPACE = "\u00a0"
# no-break spaces (U+00A0, narrow U+202F, figure U+2007), the joiners (U+2060, U+FEFF, U+200D), the middle
# dot of a Chinese name (戴维·琼斯): a line breaks on neither side of one written against its neighbours
GLUE = frozenset("\u00a0\u202f\u2007\u2060\ufeff\u200d·‧")
# a line never starts with one of these (UAX #14 classes CL, CP, EX, IS, NS and the closing quotes)
CLOSING = frozenset(":;?!)]}»›%’”…‥、。，．：；！？）］｝」』】〕〗〙〛》〉〞〟～ー々〻ゝゞヽヾ")  # noqa: RUF001
# a line never ends with one of these (UAX #14 class OP and the opening quotes)
OPENING = frozenset("([{«‹¿¡‘“（［｛「『【〔〖〘〚《〈〝")  # noqa: RUF001
_MARKS = ("Mn", "Mc", "Me")  # combining marks: they belong to the character before
_ZERO = frozenset([*_MARKS, "Cf"])  # drawn on the character before, or not drawn at all
_NUMBER = re.compile("[0-9]+")
_CARD_NAME = re.compile(
    r"(?<![\w.])(?:black|green|purple|yellow|Wild) (?=[0-9])"
)  # an English card's colour, its number next (not a rule ID's: wild.black)
_UNIT = 2  # Han characters a number holds on each side: a unit or a colour (分, 张牌, 紫色), an ordinal's 第


def _space(ch: str) -> bool:
    """A space a line may break after: any whitespace but the no-break ones."""
    return ch.isspace() and ch not in GLUE


def _wide(ch: str) -> bool:
    """A character two cells wide (Chinese, Japanese, Korean, full-width forms): a line may break beside it."""
    return unicodedata.east_asian_width(ch) in "WF"


def cells(text: str) -> int:
    """Columns a text takes on a terminal: a wide character (Chinese, full-width forms, most emoji) two,
    a combining mark or a format character none, so that a plain table lines its columns up as shown."""
    if text.isascii():  # no ASCII character is wide, a mark or a format character: one column each
        return len(text)
    return sum(0 if unicodedata.category(ch) in _ZERO else 2 if _wide(ch) else 1 for ch in text)


def padded(text: str, width: int) -> str:
    """``text`` with spaces after it to ``width`` columns on screen, as ``str.ljust`` pads by characters."""
    return text + " " * (width - cells(text))


def may_break(before: str, after: str, last: str) -> bool:
    """Whether a line may break between the characters ``before`` and ``after``; ``last`` is the last
    character before them that is not a space (the opening bracket a space cannot part from its word)."""
    if _space(after) or after in CLOSING or unicodedata.category(after) in _MARKS:
        return False
    if _space(before):
        return last not in OPENING
    if before in GLUE or after in GLUE or before in OPENING:
        return False
    return _wide(before) or _wide(after)


def _han(ch: str) -> bool:
    return _wide(ch) and unicodedata.category(ch) == "Lo"


def held(text: str) -> set[int]:
    """Where a line may not break in ``text`` for a number's sake, as offsets: inside a number (its digits) and the
    Han characters written against it, up to :data:`_UNIT` of them on each side (第5墩, +40分, 2张牌, 紫色8), and
    before the number of a card's name in English (``black 14``, ``Wild 15``), which the other languages write
    with a no-break space."""
    kept = {m.end() for m in _CARD_NAME.finditer(text)}
    if text.isascii():
        return kept
    for run in _NUMBER.finditer(text):
        start, end = run.span()
        left = right = 0
        while left < _UNIT and start - left > 0 and _han(text[start - left - 1]):
            left += 1
        while right < _UNIT and end + right < len(text) and _han(text[end + right]):
            right += 1
        kept.update(range(start - left + 1, end + right))
    return kept


def pieces(text: str) -> list[str]:
    """``text`` cut wherever a line may break: each piece a word (or a Chinese character, with any punctuation
    that must not part from it) and the spaces after it, which a line may end with. The text's own indent goes
    with its first piece, as rich's words keep it; ``"".join(pieces(text)) == text``, and no piece is empty."""
    if text.isascii():
        return _ascii_pieces(text)
    out: list[str] = []
    begin = 0
    last = ""  # the last character that is not a space; none before the text's first word
    kept = held(text)
    for i in range(1, len(text)):
        before, after = text[i - 1], text[i]
        if not _space(before):
            last = before
        if last and i not in kept and may_break(before, after, last):
            out.append(text[begin:i])
            begin = i
    if text:
        out.append(text[begin:])
    return out


_WORD = re.compile(r"\s*\S+\s*")  # a word and the spaces after it (the text's indent with its first word)
_ASCII_CLOSING = "".join(sorted(ch for ch in CLOSING if ch.isascii()))
_ASCII_OPENING = "".join(sorted(ch for ch in OPENING if ch.isascii()))


def _ascii_pieces(text: str) -> list[str]:
    """:func:`pieces` of an ASCII text, a word at a time: no ASCII character is wide, a mark or glue, so a
    line may break only after a space, before a word that is no closing mark, after one that is no opening mark,
    and not inside a card's name (:func:`held`). Most of what skrules prints is ASCII; this spares a call for each
    of its characters."""
    out: list[str] = []
    kept = held(text)
    at = 0
    for word in _WORD.findall(text):
        parted = bool(out) and word[0] not in _ASCII_CLOSING and out[-1].rstrip()[-1] not in _ASCII_OPENING
        if parted and at not in kept:  # a word after the first starts where it is matched
            out.append(word)
        elif out:
            out[-1] += word
        else:
            out.append(word)
        at += len(word)
    return out or ([text] if text else [])
