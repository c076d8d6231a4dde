"""Message catalogues for ``--lang``: one JSON file per language, read by :mod:`skrules.i18n`.

``en.json`` lists the English templates (the message IDs of :mod:`skrules.messages`, the answer
sentences of :mod:`skrules.sentence` and the layout's words), as gettext's ``.pot`` does; each
other ``<lang>.json`` maps every one to that language, with the same placeholders. Adding a
language is its catalogue and its line in :data:`LANGS`, nothing else. This module stays tiny: the
command line imports it to check ``--lang`` before anything heavier is loaded.
"""

from __future__ import annotations

LANGS = ("fr", "zh", "de", "es")  # every language --lang accepts: each has its catalogue, <lang>.json


def lang_choice(text: str) -> str:
    """``--lang``'s type: a language skrules speaks, or an error that lists them."""
    lang = text.strip().lower()
    if lang not in LANGS:
        import argparse

        said = [f"{code} ({_name(code)})" for code in LANGS]
        choices = ", ".join(said[:-1]) + " or " + said[-1] if len(said) > 1 else said[0]
        raise argparse.ArgumentTypeError(f"{text!r} is not a language skrules knows; choose {choices}")
    return lang


def _name(lang: str) -> str:
    """A language's name in English, as its catalogue gives it (read only to list the languages)."""
    import json
    from importlib.resources import files

    name: str = json.loads(files(__name__).joinpath(f"{lang}.json").read_text("utf-8"))["name"]
    return name
