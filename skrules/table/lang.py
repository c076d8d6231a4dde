"""The table's words in its ``--lang``: each line the table and the score pad write, said from its English.

The English text is the ID (``en.json``'s ``table`` section lists them, as a ``.pot`` does); each
other catalogue maps it to the language, the same named placeholders filled here. Names, card
tokens, rule IDs and the pad's codes are values, never translated. ``lang`` None is English.
"""

from __future__ import annotations

from ..i18n import localizer, table_text
from ..refusals import Told

__all__ = ["cards_said", "say"]


def say(lang: str | None, text: str, /, **values: object) -> str:
    """``text`` (an ID of the ``table`` section) in the language, its ``{name}`` placeholders filled (elided
    where the language elides: ``la mise d'Ann``): told, so that a refusal made of it is said as it is,
    its round and trick in the language too."""
    template = table_text(text, lang)
    if lang is not None:
        template = localizer(lang).elided(template, {name: str(value) for name, value in values.items()})
    return Told(template.format(**values))


def cards_said(lang: str | None, n: int) -> str:
    """``1 card``, ``3 cards``: the plural is the language's own line, not an ``s`` added."""
    return say(lang, "{n} card" if n == 1 else "{n} cards", n=n)
