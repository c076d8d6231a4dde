"""The names players type and read, in their language: one table, and the key a name is looked up by.

Players call the cards what their printing calls them: ``sirène`` at a French table, ``美人鱼``
at a Chinese one, ``will`` for the Pirate the English print calls Bendt. This module gathers every
such name from the cards' records (``skrules.catalog``), with the language and the source it
comes from, and maps each to the canonical token (``mermaid``, ``bendt``); the card parser
(:func:`skrules.cards.parse_card`) folds them only when a token is not an English word it knows
already, so reading ``g14`` never pays for it. :mod:`skrules.names` shows cards by these names.

Where a language's names come from is in its catalogue (``skrules/locale/<lang>.json``,
``names_from``; ``research/disputes-editions-names.md`` gathers the sources), with its suits'
colours (``suits``).

The first name given for a card in a language is the one printed for it (``--lang``); the others
are accepted when typed. Matching ignores case, accents, spaces, hyphens and apostrophes.
"""

from __future__ import annotations

import re
import unicodedata

from .catalog import names_table
from .locale import LANGS, catalog

__all__ = [
    "CARD_NAMES",
    "GHOST",
    "GHOST_NAMES",
    "LANGS",
    "LANG_NAMES",
    "SUIT_NAMES",
    "fold",
    "ghost_named",
    "spellings",
    "words",
]

# language -> its name in English, as its catalogue gives it (the names table's columns)
LANG_NAMES: dict[str, str] = {lang: str(catalog(lang)["name"]) for lang in ("en", *LANGS)}

# canonical token -> {language: names, the printed one first}: each card's record holds its names
# (skrules.catalog); a language with no name for a card is left out, and the card keeps its English
# name there.
CARD_NAMES: dict[str, dict[str, tuple[str, ...]]] = names_table()


def _suit_names() -> dict[str, dict[str, tuple[str, ...]]]:
    """suit letter -> {language: words, the printed colour first}, from each catalogue's ``suits``."""
    table: dict[str, dict[str, tuple[str, ...]]] = {letter: {} for letter in "gpyb"}
    for lang in LANGS:
        suits: dict[str, list[str]] = catalog(lang)["suits"]  # type: ignore[assignment]
        for letter, words in suits.items():
            table[letter][lang] = tuple(words)
    return table


# English words beyond cards.py's own are not here: English is the cards' own language.
SUIT_NAMES: dict[str, dict[str, tuple[str, ...]]] = _suit_names()

_SEPARATORS = re.compile(r"[\s\-_'\u2019\u00b7\u30fb.]+")  # spaces, hyphens, apostrophes, middle dots
_GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def fold(text: str) -> str:
    """``Sirène`` -> ``sirene``, ``Weißer Wal`` -> ``weisserwal``: the key a typed name is looked up by."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return _SEPARATORS.sub("", text)


def spellings(name: str, lang: str) -> set[str]:
    """The keys a name is found by in a language: folded, and for German with its umlauts spelt out too."""
    keys = {fold(name)}
    if lang == "de":
        keys.add(fold(name.translate(_GERMAN)))  # grün typed as gruen
    return keys


def words() -> dict[str, tuple[str, str]]:
    """Every localized name, folded -> (the name as written, canonical token): for suggestions."""
    out: dict[str, tuple[str, str]] = {}
    for token, by_lang in CARD_NAMES.items():
        for names in by_lang.values():
            for name in names:
                out.setdefault(fold(name), (name, token))
    return out


# Graybeard's ghost, the two-player game's third hand: his names are names players type, looked up as the
# others are (a round plays him under GHOST; one trick reads any of them as a player, telling who would lead).
GHOST = "Graybeard"  # the name Graybeard's ghost plays under in a two-player round
# His name as other printings and apps give it (the names table of disputes-editions-names.md):
# a scenario written at a French or Chinese table may name him so.
GHOST_NAMES = {"fr": "Barbe Grise", "de": "Graubart", "zh": "灰胡子", "en": "Greybeard"}
_GHOST_KEYS = frozenset(fold(n) for n in (GHOST, *GHOST_NAMES.values()))


def ghost_named(name: str) -> bool:
    """Whether ``name`` is Graybeard in some language (case, spaces and hyphens aside: ``barbe-grise``)."""
    return fold(name) in _GHOST_KEYS
