"""Message catalogues for ``--lang``: one JSON file per language, read here for the whole package.

``en.json`` lists the English templates (the message IDs of :mod:`skrules.messages`, the answer
sentences of :mod:`skrules.sentence` and the layout's words), as gettext's ``.pot`` does; each
other ``<lang>.json`` maps every one to that language, with the same placeholders, and holds what
else is the language's own: its name, its suits' colours (``suits``) and where its card names
come from (``names_from``). Adding a language is its catalogue and its line in :data:`LANGS`,
nothing else. This module stays tiny: the command line imports it to check ``--lang`` before
anything heavier is loaded.
"""

from __future__ import annotations

import argparse
import json
from functools import cache
from pathlib import Path

__all__ = ["CATALOGUES", "LANGS", "catalog", "lang_choice"]

LANGS = ("fr", "zh", "de", "es")  # every language --lang accepts: each has its catalogue, <lang>.json

CATALOGUES = Path(__file__).parent  # where the catalogues are read from: beside this module


@cache
def catalog(lang: str) -> dict[str, object]:
    """A language's catalogue (``en`` included), read once: ``messages``, ``answers``, ``words``..."""
    data: dict[str, object] = json.loads((CATALOGUES / f"{lang}.json").read_text("utf-8"))
    return data


def lang_choice(text: str) -> str | None:
    """``--lang``'s type: a language skrules speaks (None for English, the default, which needs no
    translation), or an error that lists them."""
    lang = text.strip().lower()
    if lang == "en":
        return None
    if lang not in LANGS:
        said = [f"{code} ({catalog(code)['name']})" for code in ("en", *LANGS)]
        choices = ", ".join(said[:-1]) + " or " + said[-1]
        raise argparse.ArgumentTypeError(f"{text!r} is not a language skrules knows; choose {choices}")
    return lang
