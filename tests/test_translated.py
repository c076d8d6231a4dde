"""A page's prose in every language (``{translated}``, skrules/sphinx_translated.py): each part of the pad's
and Settle it's pages has its translation in every shipped language, saying the same rules, pages, links
and commands as the English; a part not yet translated stays English (a new language is its catalogue
alone); the page's headings come from the catalogues.
"""

from __future__ import annotations

import json
import re
import textwrap
from collections import Counter
from pathlib import Path

import pytest

from skrules.locale import LANGS
from skrules.sphinx_translated import FOLDER, part_path, titles_in

from .test_docs import sphinx

pytestmark = pytest.mark.docs

DOCS = Path(__file__).resolve().parent.parent / "docs"
_PART = re.compile(r"^::::\{translated\} (\S+)\n(.*?)^::::$", re.M | re.S)


def english_parts() -> dict[str, str]:
    """Each ``{translated}`` part of the site's pages, by name: its English."""
    parts: dict[str, str] = {}
    for page in sorted(DOCS.rglob("*.md")):
        if FOLDER in page.relative_to(DOCS).parts:
            continue
        for name, body in _PART.findall(page.read_text("utf-8")):
            assert name not in parts, f"{name} is the name of two parts"
            parts[name] = body
    return parts


PARTS = english_parts()
_CODE = re.compile(r"^```.*?^```$", re.M | re.S)


def kept(text: str) -> Counter[str]:
    """What a translation keeps as the English says it: the rules cited, the pages and anchors linked, the
    links of the page itself, the commands shown and the tokens typed in a link."""
    said: Counter[str] = Counter()
    said.update(f"rule {m}" for m in re.findall(r"\{rule\}`([^`]+)`", text))
    said.update(f"doc {m}" for m in re.findall(r"\{doc\}`(?:[^`<]*<)?([^`>]+)>?`", text))
    said.update(f"link {m}" for m in re.findall(r"\]\(([^)]+)\)", text))
    said.update(f"a {m}" for m in re.findall(r'<a href="([^"]+)">', text))
    said.update(f"code {m}" for m in _CODE.findall(text))
    return said


def test_the_pages_have_parts() -> None:
    """The pad's and Settle it's prose is in parts (a page rewritten without them fails here, not silently)."""
    assert {"pad-intro", "pad-howto", "settle-intro", "settle-about"} <= set(PARTS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(PARTS))
def test_every_part_is_in_every_language_saying_the_same_rules_and_links(name: str, lang: str) -> None:
    """Each shipped language has each part, citing the same rules, pages, links and commands as its English
    (a rule dropped from a translation, or a command changed, fails here)."""
    path = part_path(DOCS, name, lang)
    assert path.is_file(), f"{path.relative_to(DOCS)}: the part {name} is not translated into {lang}"
    text = path.read_text("utf-8")
    assert not text.lstrip().startswith(("::::", "#")), f"{path.name}: a part is its body alone"
    assert kept(text) == kept(PARTS[name]), f"{path.name} says other rules, links or commands than its English"


def test_no_translation_is_of_a_part_that_is_not_there() -> None:
    """Every file under docs/translations is a part of a page in a shipped language (a part renamed in its
    page leaves no stale translation behind)."""
    for path in sorted((DOCS / FOLDER).iterdir()):
        name, lang, suffix = path.name.rsplit(".", 2)
        assert suffix == "md" and name in PARTS and lang in LANGS, f"{path.name} is no part of a page"


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_headings_are_in_every_catalogue(lang: str) -> None:
    """The headings of the pages with parts are said in every language, as their widgets are."""
    said = titles_in(lang, ["Score pad", "How to keep score", "Settle it"])
    assert all(said.values()) and said["Score pad"] != "Score pad"


CONF = """\
extensions = ["myst_parser", "skrules.sphinx_translated"]
root_doc = "page"
exclude_patterns = ["_build", "translations"]
myst_enable_extensions = ["colon_fence"]
"""


def test_a_part_is_every_language_it_has_the_english_shown_and_a_missing_one_left_out(tmp_path: Path) -> None:
    """The built page holds the English part shown and each translation hidden; a language with no file has
    no part, so the page's script shows the English for it."""
    src = tmp_path / "src"
    (src / FOLDER).mkdir(parents=True)
    (src / "conf.py").write_text(CONF, "utf-8")
    page = """\
        # Settle it

        ::::{translated} intro
        Pick the cards, see {rule}`rank.lead`.
        ::::
        """
    (src / "page.md").write_text(textwrap.dedent(page), "utf-8")
    (src / FOLDER / "intro.fr.md").write_text("Choisissez les cartes.\n", "utf-8")
    result = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    assert result.returncode == 0, result.stderr
    html = (tmp_path / "out" / "page.html").read_text("utf-8")
    divs = re.findall(r'<div class="translated" lang="(\w+)" data-lang="\w+"( hidden)?>', html)
    assert divs == [("en", ""), ("fr", " hidden")]
    assert "Choisissez les cartes." in html and "translated.js" in html
    assert '"Settle it": "Trancher"' in html  # the heading, from the French catalogue's settle section


def test_the_frame_around_a_translated_page_is_said_in_every_language(tmp_path: Path) -> None:
    """The theme's words, the sidebar's captions and the titles of the pages with translated parts go with a
    translated page's headings, in every language; an English page's title does not (its page stays English)."""
    src = tmp_path / "src"
    (src / FOLDER).mkdir(parents=True)
    (src / "conf.py").write_text(CONF, "utf-8")
    root = """\
        # Settle it

        ::::{translated} intro
        Pick the cards.
        ::::

        ```{toctree}
        :caption: The tool
        pad
        cards
        ```
        """
    (src / "page.md").write_text(textwrap.dedent(root), "utf-8")
    (src / "pad.md").write_text("# Score pad\n\n::::{translated} pad\nKeep score.\n::::\n", "utf-8")
    (src / "cards.md").write_text("# Scoring\n\nEvery card.\n", "utf-8")
    result = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    assert result.returncode == 0, result.stderr
    html = (tmp_path / "out" / "page.html").read_text("utf-8")
    said = json.loads(re.findall(r'id="translated-titles">(.*?)</script>', html)[0])
    assert set(said) == set(LANGS)
    words = ("Search", "On this page", "Previous", "Next", "Back to top", "The tool", "Settle it", "Score pad")
    assert {word: said["fr"][word] for word in words} == {
        "Search": "Rechercher",
        "On this page": "Sur cette page",
        "Previous": "Précédent",
        "Next": "Suivant",
        "Back to top": "Haut de page",
        "The tool": "L'outil",
        "Settle it": "Trancher",
        "Score pad": "Bloc de score",
    }
    assert all(set(words) <= set(said[lang]) for lang in LANGS)
    assert "Scoring" not in said["fr"]  # a page with no translated part: its title stays as its page is


def test_a_part_with_no_english_fails_the_build(tmp_path: Path) -> None:
    """A ``{translated}`` part whose English is missing is refused at its line, not shown empty."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(CONF, "utf-8")
    (src / "page.md").write_text("# Page\n\n::::{translated} intro\n::::\n", "utf-8")
    result = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    assert result.returncode != 0
    assert "page.md:3" in result.stderr and "{translated} intro" in result.stderr
