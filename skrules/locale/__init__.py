"""Message catalogs for ``--lang``: one JSON file per language, read by :mod:`skrules.i18n`.

``en.json`` lists the English sentence templates of the trace (:mod:`skrules.explain`) and of the
verdict; ``fr.json`` and ``zh.json`` map each to its translation, with the same placeholders;
``de.json`` and ``es.json`` translate card names only. This module stays tiny: the command line
imports it to check ``--lang`` before anything heavier is loaded.
"""

from __future__ import annotations

LANGS = ("fr", "zh", "de", "es")  # every language --lang accepts
FULL = ("fr", "zh")  # the languages whose catalogs translate the verdict and the trace, not only card names


def lang_choice(text: str) -> str:
    """``--lang``'s type: a language skrules speaks, or an error that lists them."""
    lang = text.strip().lower()
    if lang not in LANGS:
        import argparse

        raise argparse.ArgumentTypeError(
            f"{text!r} is not a language skrules knows; choose fr (French), zh (Chinese), de (German) or es (Spanish)"
        )
    return lang
