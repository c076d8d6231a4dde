"""The table's words in its ``--lang``: each line the table and the score pad write, said from its English.

The English text is the ID (``en.json``'s ``table`` section lists them, as a ``.pot`` does); each
other catalogue maps it to the language, the same named placeholders filled here. Names, card
tokens, rule IDs and the pad's codes are values, never translated. ``lang`` None is English.
"""

from __future__ import annotations

from ..i18n import localizer, table_text
from ..lexicon import fold
from ..refusals import Told
from ..shown import visible

__all__ = ["cards_said", "mark", "say", "yes_no", "yes_no_word"]


def say(lang: str | None, text: str, /, **values: object) -> str:
    """``text`` (an ID of the ``table`` section) in the language, its ``{name}`` placeholders filled (elided
    where the language elides: ``la mise d'Ann``): told, so that a refusal made of it is said as it is,
    its round and trick in the language too."""
    template = table_text(text, lang)
    values = {name: _shown(name, value) for name, value in values.items()}
    if lang is not None:
        template = localizer(lang).elided(template, {name: str(value) for name, value in values.items()})
    return Told(template.format(**values))


_TYPED = frozenset({"word", "token", "typed", "path", "file"})  # what the user typed, said back in a message


def _shown(name: str, value: object) -> object:
    """A value typed at the table as a message may show it: a NUL, an escape sequence or a bidi override written
    as ``\\x00``, ``\\x1b``, ``\\u202e``, never sent to the terminal to act there."""
    return visible(value) if name in _TYPED and isinstance(value, str) else value


def mark(lang: str | None, english: str) -> str:
    """A list's punctuation (``, ``, ``; ``) as the language writes it: ``、`` and a full-width semicolon in
    Chinese, `` ; `` in French (its first space a no-break one, as the catalogue is read); English as it is."""
    return english if lang is None else localizer(lang).word(english)


def cards_said(lang: str | None, n: int) -> str:
    """``1 card``, ``3 cards``: the plural is the language's own line, not an ``s`` added."""
    return say(lang, "{n} card" if n == 1 else "{n} cards", n=n)


def yes_no(lang: str | None, answer: str) -> bool | None:
    """An answer to a yes/no question: True, False, or None when it is neither. ``y``, ``yes``, ``n`` and ``no``
    in every language, and the language's own words as its prompts show them (``oui``/``non``, ``ja``/``nein``,
    ``sí``/``no``, ``是``/``否``: the ``yes`` and ``no`` lines of its table section) or their first letters, in
    any case and with or without accents (``si``)."""
    typed = fold(answer)
    for value, english in ((True, "yes"), (False, "no")):
        own = fold(table_text(english, lang))
        if typed and typed in (english, english[0], own, own[:1]):
            return value
    return None


def yes_no_word(lang: str | None, answer: str) -> str:
    """``y`` or ``n`` as a prompt shows the answer: as typed in English, the language's own word otherwise
    (``non`` for ``n``, ``nein``), so that ``oui/non [non]`` offers what it accepts."""
    value = yes_no(lang, answer)
    return answer if lang is None or value is None else table_text("yes" if value else "no", lang)
