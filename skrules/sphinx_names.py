"""Sphinx adapter for the rulebook's *Card names* page: the names table, read from :mod:`skrules.names`.

Add ``"skrules.sphinx_names"`` to a Sphinx project's extensions; ``{card-names}`` then renders
one row per card (and per suit) with the names each language's printing gives it, so the page
can never list a name the parser does not accept, nor miss one it does.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from . import __version__
from .names import LANG_NAMES, LANGS, rows
from .sphinx_glance import Cell, _table
from .sphinxext import _Reporting

__all__ = ["CardNamesDirective", "setup"]

_COLUMNS = (*LANGS, "en")  # every language with a catalogue, then the names other apps use


class CardNamesDirective(_Reporting):
    """``{card-names}``: every localized name, by card, as the parser reads them."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        body: list[list[Cell]] = []
        for english, token, by_lang in rows():
            cells: list[Cell] = [english, [nodes.literal(token, token)]]
            cells += [by_lang.get(lang, "—") for lang in _COLUMNS]
            body.append(cells)
        header = ["Card", "Token", *(LANG_NAMES[lang] if lang != "en" else "Other apps" for lang in _COLUMNS)]
        return [_table(header, body, [16, 12, *(16 for _ in LANGS), 10], "skrules-card-names")]


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_directive("card-names", CardNamesDirective)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
