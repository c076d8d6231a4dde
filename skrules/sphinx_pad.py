"""Sphinx adapter for the site's *Score pad*: its language switch and its lines in every language.

Add ``"skrules.sphinx_pad"`` to the extensions; ``{pad-lang}`` then writes the switch (the languages
of *Settle it*'s, whose choice it shares) and the pad's lines as ``window.PAD_STRINGS``, which
``_static/pad/pad.js`` reads. The lines are the catalogues' (``skrules/locale/*.json``): those the
terminal's pad says too come from its ``table`` section (a table's size refused, from the ``refusals`` section),
the page's own from the ``site`` section,
the bonus cards' names from :mod:`skrules.names` or, for the Expansion Pack's 8s and 7s and the sea
monsters, the ``words`` section, so a line is translated in one place only. Each
line's English is its ID, as in the ``table`` section.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from . import __version__
from .cards import Card
from .i18n import catalog, refused_text, table_text
from .locale import LANGS
from .messages import Msg
from .names import display
from .refusals import RefusalMsg as R
from .refusals import ScoreRefusal as SC
from .refusals import SetupRefusal as SR
from .refusals import refusal
from .sphinx_picker import lang_options
from .sphinxext import _Reporting

__all__ = ["PadLangDirective", "pad_elisions", "pad_ids", "pad_strings", "setup"]

# The lines the page says as the terminal's pad does (the table section's wording fits them).
TABLE_LINES = (
    "{name} is named twice; each player has one seat",
    "nothing to undo",
    "Round",
    "Total",
    "{n} card",
    "{n} cards",
)
# The game's end as skrules says it after a sheet's last round (skrules.scoring.Table.trace), and the word that
# joins the names of the players who share the highest total (each catalogue's "and").
MESSAGE_LINES: tuple[str, ...] = (Msg.GAME_WON, Msg.TIED, Msg.TIE_ROUND)
AND = " and "
# What core.js refuses as skrules refuses it, in the refusals' words: the players (skrules.deal.check_players, a
# name as skrules.notation.check_name refuses it) and the Loot alliances no trick won could make (formats.cells).
REFUSAL_LINES = (
    SR.TOO_FEW_ONE,
    SR.DECK_SEATS,
    SR.DECK_SEATS_MORE,
    R.NO_PLAYER_NAME,
    R.HIDDEN_IN_NAME,
    SC.LOOT_NO_TRICK,
    SC.LOOT_TRICKS,
)
# The bonuses' cards (core.js's BONUSES cards, which a refusal names) and their tokens; a 14 of a suit is a
# number in every language. The chips say what happened (the site section's "Skull King took a Pirate").
CARD_LABELS = {"Black 14": "b14", "Mermaid": "mermaid", "Pirate": "pirate", "Skull King": "sk", "First Mate Con": "con"}
NUMBERS = ("14",)
# The cards of the Expansion Pack's bonuses that no single card name says, as the refusals word them (words section).
WORD_LINES = ("expansion 8", "expansion 7", "sea monster")
_LOCALE = Path(__file__).parent / "locale"


def pad_ids() -> list[str]:
    """Every line the page may say, by its English."""
    site: list[str] = catalog("en")["site"]  # type: ignore[assignment]
    return [*TABLE_LINES, *MESSAGE_LINES, AND, *REFUSAL_LINES, *site, *CARD_LABELS, *WORD_LINES, *NUMBERS]


def _said(lang: str) -> dict[str, str]:
    """The page's lines in ``lang``; a line a catalogue lacks is a KeyError, which fails the build."""
    if lang == "en":
        return {text: text for text in pad_ids()}
    site: dict[str, str] = catalog(lang)["site"]  # type: ignore[assignment]
    english: list[str] = catalog("en")["site"]  # type: ignore[assignment]
    said = {text: table_text(text, lang) for text in TABLE_LINES}
    kept = ("n", "n2", "player", "player2", "typed", "typed2")
    values = {name: f"{{{name}}}" for name in kept}  # kept as placeholders
    messages: dict[str, str] = catalog(lang)["messages"]  # type: ignore[assignment]
    said.update({text: messages[text] for text in MESSAGE_LINES})
    said[AND] = str(catalog(lang)["and"])
    said.update({text: refused_text(refusal(text, **values), lang) for text in REFUSAL_LINES})
    said.update({text: site[text] for text in english})
    said.update({label: display(Card.parse(token), lang) for label, token in CARD_LABELS.items()})
    words: dict[str, str] = catalog(lang)["words"]  # type: ignore[assignment]
    said.update({text: words[text] for text in WORD_LINES})
    return said | {n: n for n in NUMBERS}


def pad_strings() -> dict[str, dict[str, str]]:
    """English and every language ``--lang`` takes: each the page's lines, English -> the language's."""
    return {lang: _said(lang) for lang in ("en", *LANGS)}


def pad_elisions() -> dict[str, dict[str, str]]:
    """Each language's elisions (``de `` as ``d'`` before a name that starts with a vowel), as its catalogue
    declares them for skrules' own sentences: the page's lines elide as the terminal's do."""
    return {lang: dict(catalog(lang).get("elide", {})) for lang in ("en", *LANGS)}  # type: ignore[call-overload]


def _script() -> str:
    """The lines as a script; ``</`` escaped so that no line can close the script element."""
    data = json.dumps(pad_strings(), ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    elide = json.dumps(pad_elisions(), ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return f"<script>window.PAD_STRINGS = {data};\nwindow.PAD_ELIDE = {elide};</script>"


class PadLangDirective(_Reporting):
    """``{pad-lang}``: the language switch and the lines it switches between."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        for path in sorted(_LOCALE.glob("*.json")):
            self.env.note_dependency(str(path))
        switch = (
            '<label class="pad-lang"><span id="pad-lang-name">Language</span> '
            f'<select id="pad-lang" name="lang">{lang_options()}</select></label>'
        )
        return [nodes.raw("", f"{switch}\n{_script()}", format="html")]


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_directive("pad-lang", PadLangDirective)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
