"""Sphinx adapter for a page's prose in every language the site's language switch offers.

Add ``"skrules.sphinx_translated"`` to the extensions. ``{translated} NAME`` holds a part of a page in
English; ``translations/NAME.LANG.md`` beside the page holds it in each language of :data:`LANGS`. The page
carries every language, the English shown until the page's language switch (a ``select`` named ``lang``, as
the pad's and Settle it's are) or this device's remembered choice says another; a part not yet translated
into the language chosen stays English, so a new language is still its catalogue and its code alone. The
page's headings follow the choice, said by the catalogues' ``site`` and ``settle`` sections, as the page's
widgets are, and so does the site's frame around them: the theme's words (:data:`FRAME`), the sidebar's
captions and the titles of the pages the catalogues say (the other translated pages). ``_static/translated.js``
does the switching.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.writers.html5 import HTML5Translator

from . import __version__
from .i18n import catalog
from .locale import LANGS
from .sphinxext import _Reporting

__all__ = ["FOLDER", "FRAME", "TranslatedDirective", "frame_words", "part_path", "setup", "titles_in"]

FOLDER = "translations"  # beside the pages' sources; not a page of its own (conf.py excludes it)
# The theme's own words around a page (Furo's search box, its contents' title, its links to the pages before
# and after, its way back up), said in the page's language with the page.
FRAME = ("Search", "On this page", "Previous", "Next", "Back to top")
_MARK = "skrules-translated"  # in a page's metadata (which Sphinx keeps per page): the page has parts


def part_path(srcdir: Path, name: str, lang: str) -> Path:
    """Where the part ``name`` is written in ``lang``."""
    return srcdir / FOLDER / f"{name}.{lang}.md"


class translated(nodes.General, nodes.Element):  # docutils names its node classes in lower case
    """A part of a page in one language (``lang``)."""


def _visit(self: HTML5Translator, node: translated) -> None:
    lang = node["lang"]
    hidden = "" if lang == "en" else " hidden"  # the English until the page's script says otherwise
    self.body.append(f'<div class="translated" lang="{lang}" data-lang="{lang}"{hidden}>\n')


def _depart(self: HTML5Translator, node: translated) -> None:
    self.body.append("</div>\n")


class TranslatedDirective(_Reporting):
    """``{translated} NAME``: the part's English (the directive's content) and its translations."""

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0].strip()
        if not self.content:
            self.complain(f"{{translated}} {name}: the part's English is its content, and it has none")
            return []
        self.env.metadata[self.env.docname][_MARK] = True
        parts: list[nodes.Node] = [self._part("en", self.content, self.content_offset)]
        for lang in LANGS:
            path = part_path(Path(self.env.srcdir), name, lang)
            self.env.note_dependency(str(path))
            if path.is_file():
                lines = path.read_text(encoding="utf-8").splitlines()
                parts.append(self._part(lang, StringList(lines, source=str(path)), 0))
        return parts

    def _part(self, lang: str, content: StringList, offset: int) -> translated:
        node = translated(lang=lang)
        self.state.nested_parse(content, offset, node)
        return node


def titles_in(lang: str, titles: list[str]) -> dict[str, str]:
    """The page's headings in ``lang``, from the catalogue's ``site`` and ``settle`` sections (the page's words,
    as its widgets say them); a heading a catalogue lacks is a KeyError, which fails the build."""
    said = _words(lang)
    return {title: said[title] for title in titles}


def _words(lang: str) -> dict[str, str]:
    return {**catalog(lang)["settle"], **catalog(lang)["site"]}  # type: ignore[dict-item]


def frame_words(app: Sphinx) -> list[str]:
    """The words of the frame around a page: the theme's, the sidebar's captions and the titles of the pages
    with translated parts (the sidebar's and the links' to the pages before and after)."""
    env = app.env
    root = env.get_doctree(app.config.root_doc)
    captions = [str(toctree["caption"]) for toctree in root.findall(addnodes.toctree) if toctree.get("caption")]
    pages = [env.titles[doc].astext() for doc, meta in sorted(env.metadata.items()) if meta.get(_MARK)]
    return [*FRAME, *captions, *pages]


def _page_script(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """A page with translated parts gets its headings and its frame in every language, and the script that
    switches (when every page is read: the frame names the others)."""
    if next(iter(doctree.findall(translated)), None) is None:
        return
    titles = sorted({title.astext() for title in doctree.findall(nodes.title)} | set(frame_words(app)))
    said = {lang: titles_in(lang, titles) for lang in LANGS}
    data = json.dumps(said, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    root = "../" * docname.count("/")
    html = (
        f'<script type="application/json" id="translated-titles">{data}</script>\n'
        f'<script src="{root}_static/translated.js" defer></script>'
    )
    doctree.append(nodes.raw("", html, format="html"))


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_node(translated, html=(_visit, _depart))
    app.add_directive("translated", TranslatedDirective)
    app.connect("doctree-resolved", _page_script)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
