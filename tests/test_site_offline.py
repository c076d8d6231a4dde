"""The site as an app a phone keeps: its icons, its manifest and the service worker's list (skrules.sphinx_offline).

These check the files the build writes, without a browser; tests/test_browser_site.py opens the
built site offline in Chromium. The FAQ and every rule must be there with no network: FAQ
"Who leads after the Kraken?" and kraken.leader are what the offline test opens.
"""

from __future__ import annotations

import html
import json
import re
import struct
import zlib
from pathlib import Path
from types import SimpleNamespace

import pytest

from skrules.cards import Card, Suit, canonical_words
from skrules.i18n import catalog, localizer, placeholders
from skrules.lead import NoSuit, lead_of
from skrules.lexicon import CARD_NAMES, fold
from skrules.locale import LANGS
from skrules.rules import RuleSet
from skrules.sphinx_offline import ICON_SIZES, _write_files, manifest, png, precache_list
from skrules.sphinx_picker import (
    EXPANSION,
    EXPANSION_NUMBERS,
    NUMBERS,
    PIRATES,
    SPECIALS,
    lang_options,
    picker_html,
    typed_cards,
)
from skrules.sphinx_settle import FORM_WORDS, SettleFormDirective, _words_script, form_words, rule_words
from skrules.trick import Trick, plank_candidates


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    crc = struct.unpack(">I", data[16 + length : 20 + length])[0]
    assert crc == zlib.crc32(data[12 : 16 + length])  # a broken chunk is refused by every browser
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", ICON_SIZES)
def test_the_icons_are_valid_pngs_of_their_size(size: int) -> None:
    """The manifest's icons are drawn at build time: a valid PNG of the size it declares, not one colour."""
    data = png(size)
    assert _png_size(data) == (size, size)
    rows = zlib.decompress(data[data.index(b"IDAT") + 4 :])
    assert len(rows) == size * (1 + 3 * size)
    assert len({rows[i : i + 3] for i in range(1, len(rows) - 3, 3 * 7)}) > 1


def test_the_manifest_opens_settle_it_as_an_app() -> None:
    """Installable: a name, a start page that exists in the site, standalone display, icons of 192 and 512 px."""
    m = manifest()
    assert m["start_url"] == "settle.html"
    assert m["display"] == "standalone"
    assert m["name"] and m["short_name"]
    assert {i["sizes"] for i in m["icons"]} == {"192x192", "512x512"}


def test_the_precache_list_is_every_file_the_build_wrote(tmp_path: Path) -> None:
    """Pages added by anyone (a new page under any folder) are cached too: the list is read from the output."""
    for name in ("index.html", "rules/faq.html", "pad.html", "_static/pad/pad.js", "_static/pyodide/snapshot.bin.gz"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    for skipped in ("sw.js", ".buildinfo", "_sources/index.md.txt", "_static/pyodide/snapshot.key"):
        (tmp_path / skipped).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / skipped).write_text("x")
    got = precache_list(tmp_path)
    assert got[:3] == ["index.html", "pad.html", "rules/faq.html"]  # the pages first
    assert set(got) == {
        "index.html",
        "pad.html",
        "rules/faq.html",
        "_static/pad/pad.js",
        "_static/pyodide/snapshot.bin.gz",
    }


def test_every_picker_button_writes_a_card_the_parser_takes() -> None:
    """Each special card's, named Pirate's and Expansion Pack card's token, and each suit with each number (the
    Expansion Pack's ``7x``, ``8x``, ``0x`` and ``14x`` among them: exp.cards), is a card of the full box."""
    html = picker_html()
    tokens = re.findall(r'data-token="([^"]+)"', html)
    assert tokens == [*SPECIALS, *PIRATES, *EXPANSION]
    for token in tokens:
        Card.parse(token)
    suits = re.findall(r'data-suit="([^"]+)"', html)
    assert suits[1:] == [s.value for s in Suit]  # the picker's own default first, then one button per suit
    numbers = re.findall(r'data-number="([^"]+)"', html)
    assert numbers == [*map(str, NUMBERS), *EXPANSION_NUMBERS]
    for suit in Suit:
        for n in numbers:
            Card.parse(f"{suit.value}{n}")


def test_every_picker_name_is_given_in_every_language() -> None:
    """The language switch renames the buttons: Mermaid is Sirène in French and 美人鱼 in Chinese."""
    html = picker_html()
    mermaid = re.search(r'data-token="mermaid">.*?<span class="settle-pick-name" ([^>]*)>', html)
    assert mermaid is not None
    names = dict(re.findall(r'data-(\w+)="([^"]*)"', mermaid.group(1)))
    assert names == {"en": "Mermaid", "fr": "Sirène", "zh": "美人鱼", "de": "Meerjungfrau", "es": "Sirena"}


@pytest.mark.parametrize(
    ("token", "names"),
    [
        ("tigress:pirate", {"en": "Tigress (Pirate)", "fr": "Tigresse (Pirate)", "zh": "母老虎（海盗）"}),  # noqa: RUF001
        ("scary-mary:escape", {"en": "Scary Mary (Escape)", "de": "Scary Mary (Flucht)", "zh": "Scary Mary（逃生）"}),  # noqa: RUF001
    ],
)
def test_a_card_played_as_another_is_bracketed_as_the_language_writes_it(token: str, names: dict[str, str]) -> None:
    """tigress.declare, mary.power: the Tigress's and Scary Mary's buttons say how each is played; Chinese in its
    full-width brackets, which its picker wrote as ASCII ones."""
    button = re.search(rf'data-token="{token}".*?<span class="settle-pick-name" ([^>]*)>', picker_html())
    assert button is not None
    said = dict(re.findall(r'data-(\w+)="([^"]*)"', button.group(1)))
    assert {lang: said[lang] for lang in names} == names


def _built(out: Path) -> tuple[str, list[str]]:
    """Run the build-finished step on ``out``: the cache name and the list ``sw.js`` holds."""
    app = SimpleNamespace(outdir=str(out), builder=SimpleNamespace(format="html"))
    _write_files(app, None)  # type: ignore[arg-type]
    script = (out / "sw.js").read_text()
    cache, precache = re.search(r"const CACHE = (.*);", script), re.search(r"const PRECACHE = (.*);", script)
    assert cache is not None and precache is not None
    return json.loads(cache.group(1)), json.loads(precache.group(1))


def test_the_service_worker_names_its_cache_after_what_it_holds(tmp_path: Path) -> None:
    """A rebuild that changes a page changes the cache's name, so visitors do not keep the old site;
    the manifest and the icons are cached too, so that the installed app opens offline."""
    (tmp_path / "index.html").write_text("<p>one</p>")
    first, listed = _built(tmp_path)
    assert {"index.html", "manifest.webmanifest", "_static/icons/icon-192.png"} <= set(listed)
    assert _built(tmp_path)[0] == first
    (tmp_path / "index.html").write_text("<p>two</p>")
    assert _built(tmp_path)[0] != first


def test_the_language_switch_offers_every_language_of_lang() -> None:
    """The switch offers English and each language ``--lang`` takes, no more: the page asks the engine for it."""
    assert re.findall(r'<option value="(\w+)"', lang_options()) == ["en", *LANGS]


def test_the_page_has_its_own_headings_in_every_language_of_the_switch() -> None:
    """The few words *Settle it* writes itself around a verdict ("Facts, steps and rules", "Why:") are form
    words in every language the switch offers, so that none is left in English; each "Why:" is the catalogue's."""
    words = form_words()
    for lang in LANGS:
        assert words[lang]["Why:"] == localizer(lang).word("Why:"), lang
        assert words[lang]["Facts, steps and rules"] != "Facts, steps and rules", lang


def test_the_runtime_start_is_said_in_every_language() -> None:
    """The worker's steps (worker.js ``progress``) are form words, said in the page's language with a step
    counter; none speaks of Python to the players."""
    worker = (Path(__file__).parents[1] / "docs" / "_static" / "settle" / "worker.js").read_text("utf-8")
    steps = set(re.findall(r'"([^"]+…)"', worker)) | set(re.findall(r'progress\("([^"]+)"', worker))
    assert len(steps) >= 4
    for step in steps:
        assert "Python" not in step, step
        for lang in LANGS:
            assert form_words()[lang][step] != step, (lang, step)
    assert "step {step} of {steps}, {seconds} s" in FORM_WORDS


SETTLE_JS = Path(__file__).parents[1] / "docs" / "_static" / "settle" / "settle.js"


def _form_markup() -> str:
    """The form as the page holds it, built by the directive (the picker and the questions included)."""
    directive = SettleFormDirective.__new__(SettleFormDirective)
    state = SimpleNamespace(document=SimpleNamespace(settings=SimpleNamespace(env=_Env())))
    directive.state = state  # type: ignore[assignment]  # a stand-in: run() reads only state.document.settings.env
    raw = directive.run()[0]
    return raw.astext()


class _Env:
    docname = "settle"


def test_the_form_says_every_word_it_marks_in_every_language() -> None:
    """Settle it's form: each word the markup marks (data-say, data-say-label) and each word settle.js says
    itself (say("...")) is a form word; every language has every form word, with the English placeholders,
    and none left in English; English says each word as it was."""
    markup = _form_markup()
    marked = {html.unescape(m) for m in re.findall(r'data-say(?:-label|-placeholder)?="([^"]+)"', markup)}
    assert {"Why not mine?", "What if?", "had played", "Settle it", "Card picker", "Remove last", "escape"} <= marked
    assert "[[" not in markup, "a word left unmarked"
    said = {json.loads(f'"{m}"') for m in re.findall(r'\bsay\("((?:[^"\\]|\\.)*)"', SETTLE_JS.read_text("utf-8"))}
    assert {"(won)", "Why not {who}?", "What if {what}?", "(default)"} <= said
    words = form_words()
    assert list(words) == ["en", *LANGS]
    assert words["en"] == {w: w for w in words["en"]}
    for lang in LANGS:
        missing = (marked | said) - words[lang].keys()
        assert not missing, (lang, sorted(missing))
        for english, text in words[lang].items():
            lettered = re.search(r"[A-Za-z]", re.sub(r"\{\w+\}", "", english))  # "{player}: {card}" has no word
            assert text.strip() and (text != english or not lettered), (lang, english)
            assert placeholders(text) == placeholders(english), (lang, english, text)
    assert words["fr"]["{player}: {card}"] == "{player}\xa0: {card}"  # the colon set off as French sets it
    assert set(words["en"]) == set(FORM_WORDS) | {"{year} edition", "Why:"} | set(rule_words().values())


def test_the_rulings_house_rules_and_editions_are_said_in_every_language() -> None:
    """The folded section's ruling questions (ruling.kraken-leader's "Who leads after the Kraken"...), the house
    rules (house.kraken-trick-leader...) and the edition note are marked words of the form; every
    language's settle section says each, keyed as the code keys it, with the English placeholders and
    none left in English."""
    markup = _form_markup()
    marked = {html.unescape(m) for m in re.findall(r'data-say(?:-label)?="([^"]+)"', markup)}
    english = rule_words()
    summaries = {key: text for key, text in english.items() if key.startswith("edition")}
    assert {text for key, text in english.items() if key not in summaries} <= marked
    assert "Who leads after the Kraken" in marked and "Edition: {summary}." in english.values()
    assert "Who deals the next round" not in marked  # a round's ruling: no single trick depends on it
    for lang in LANGS:
        settle: dict[str, str] = catalog(lang)["settle"]  # type: ignore[assignment]
        assert list(settle) == list(english), lang
        for key, text in settle.items():
            assert text.strip() and text != english[key], (lang, key)
            assert placeholders(text) == placeholders(english[key]), (lang, key, text)
            assert form_words()[lang][english[key]] == text


def test_the_form_words_are_the_catalogues() -> None:
    """A form word is translated once, in its catalogue's site section: German's "Clear" is the Score pad's."""
    # catalog() is typed dict[str, object]; its "site" section is a dict of words.
    assert form_words()["de"]["Clear"] == catalog("de")["site"]["Clear"] == "Löschen"  # type: ignore[index]
    assert form_words()["zh"]["Why not mine?"] == catalog("zh")["site"]["Why not mine?"]  # type: ignore[index]
    assert form_words()["fr"]["{year} edition"] == localizer("fr").word("{year} edition")


def test_the_inlined_form_words_cannot_close_their_script() -> None:
    """The words are inlined in the page: one ``</`` (the script's own end), and they read back as built."""
    script = _words_script()
    assert script.count("</") == 1
    data = script.removeprefix("<script>window.SETTLE_WORDS = ").removesuffix(";</script>")
    assert json.loads(data.replace("<\\/", "</")) == form_words()


def test_the_picker_offers_the_box_of_the_edition_chosen() -> None:
    """first.deck: the 2013 box has Scary Mary, suits of 1 to 13 and no Tigress, Kraken, White Whale or Loot;
    each edition's option lists the picker's buttons the command line takes under it, and the page's first
    picker (the default edition's) hides Scary Mary."""
    markup = _form_markup()
    offered = {
        year: set(picks.split())
        for year, picks in re.findall(r'<option value="(\d+)"[^>]*data-picks="([^"]*)"', markup)
    }
    first, current = offered["2013"], offered["2024"]
    assert {"scary-mary:pirate", "scary-mary:escape", "13"} <= first
    assert not {"tigress:pirate", "tigress:escape", "kraken", "whale", "loot", "14"} & first
    assert {"tigress:pirate", "kraken", "whale", "loot", "14"} <= current
    assert not {"scary-mary:pirate", "scary-mary:escape"} & current
    assert re.search(r'data-token="scary-mary:pirate" hidden>', markup)
    assert re.search(r'data-token="kraken">', markup)
    expansion = {*EXPANSION, *EXPANSION_NUMBERS}  # first.deck: the 2013 box has no Expansion Pack card
    assert expansion <= current and not expansion & first, (expansion - current, expansion & first)
    assert re.search(r'data-token="mary">', markup) and re.search(r'data-number="7x">', markup)


@pytest.mark.parametrize("token", [*SPECIALS, *PIRATES, *EXPANSION])
def test_a_picker_button_says_what_the_adjudicator_makes_of_its_card(token: str) -> None:
    """lead.escape, lead.character, wild.name, plank.remove: the facts settle.js reads off a button to write a Wild
    15's suit and Walk the Plank's target are the adjudicator's: ``data-lead="open"`` for a card after which the
    lead suit is still to be set, ``character`` for one that leaves the trick without a suit when it leads (under
    ruling.character-lead=no-suit), ``number`` for one that sets it; ``data-pirate`` for a card Walk the Plank may
    remove, ``declared`` for one it may remove only under ruling.plank-tigress=yes."""
    button = re.search(rf'<button [^>]*data-token="{re.escape(token)}"[^>]*>', picker_html())
    assert button is not None
    attrs = dict(re.findall(r'data-([\w-]+)="([^"]*)"', button.group(0)))
    card = Card.parse(token)
    lead = lead_of([0], [card], [Suit.GREEN], (True, False))[0]
    assert attrs["lead"] == ("open" if lead is NoSuit.NOT_YET else "character" if lead is NoSuit.NONE else "number")
    assert attrs.get("pirate") == (
        "card" if _removable(token, "no") else "declared" if _removable(token, "yes") else None
    )


def _removable(token: str, tigress: str) -> bool:
    """Whether Walk the Plank may remove the card, under ruling.plank-tigress=``tigress`` (``plank_candidates``), in
    a box that holds it."""
    edition = "2013" if token.startswith("scary-mary") else None
    rules = RuleSet.from_options(deck=None if edition else "all", edition=edition, rulings=[f"plank-tigress={tigress}"])
    trick = Trick.of(["wild15:g" if token == "wild15" else token, "escape"], rules)
    return plank_candidates(trick.roles, trick.plays, rules) == [0]


def test_the_picker_reads_a_typed_alias_as_the_card_it_names() -> None:
    """lead.escape, lead.character, wild.name: settle.js decides whether a lead suit is set from the facts of the
    cards in the field; a card typed by an alias (``esc``, ``skull-king``, ``walk-the-plank``, ``sirène``, ``美人鱼``,
    ``tigresse:fuite``) is found, folded, in the picker's ``data-typed`` and read as its button's card, which it
    was not (every word but a button's token was taken for a numbered card, which sets the suit). The table is
    the card parser's: every special card's word ``skrules cards`` lists and every language's name is in it."""
    markup = picker_html()
    found = re.search(r'data-typed="([^"]*)"', markup)
    assert found is not None
    table = json.loads(html.unescape(found.group(1)))
    assert table == typed_cards()
    buttons = {Card.parse(token): token for token in (*SPECIALS, *PIRATES, *EXPANSION)}
    names = [n for by_lang in CARD_NAMES.values() for words in by_lang.values() for n in words]
    special = [w for w in (*canonical_words(), *names) if Card.parse(w) in buttons and not Card.parse(w).is_number]
    assert len(special) > 100
    for word in special:
        assert table[fold(word)] == buttons[Card.parse(word)], word
    examples = {"esc": "escape", "skull-king": "sk", "Weißer Wal": "whale", "美人鱼": "mermaid", "Planche": "plank"}
    examples |= {"harry-the-giant": "harry", "tigresse:fuite": "tigress:escape", "ueberdieplanke": "plank"}
    for word, token in examples.items():
        assert table[fold(word)] == token, word
    assert not {"g7", "b14", "wild15", "wild15:g", "g7x", "vert7"} & {fold(w) for w in table}


@pytest.mark.parametrize(
    ("token", "names"),
    [
        ("rosie", {"en": "Rosie D'Laney", "fr": "Rosie la Douce", "de": "Rosie D'Laney", "zh": "Rosie D'Laney"}),
        (
            "bendt",
            {"en": "Bendt the Bandit", "fr": "Will le Bandit", "es": "Bendt the Bandit", "zh": "Bendt the Bandit"},
        ),
        ("mary", {"en": "Mary Thorne", "fr": "Mary Thorne", "zh": "Mary Thorne"}),
    ],
)
def test_a_named_pirate_is_said_by_her_name_alone_in_every_language(token: str, names: dict[str, str]) -> None:
    """ability.rosie, ability.bendt, mary.power: under the picker's *Named Pirates* each is named as English names
    her, by her name, in the language's print where it has one (French: Will le Bandit); Chinese, which no source
    names them in, writes the name as its catalogue does (``Rosie D'Laney的能力``), where the picker said
    ``海盗 Rosie D'Laney``, half Chinese and half English, and French and German ``Pirate ...``, ``Pirat ...``."""
    button = re.search(rf'data-token="{token}".*?<span class="settle-pick-name" ([^>]*)>', picker_html())
    assert button is not None
    said = {lang: html.unescape(name) for lang, name in re.findall(r'data-(\w+)="([^"]*)"', button.group(1))}
    assert {lang: said[lang] for lang in names} == names
    assert not re.search(r"[\u4e00-\u9fff]", said["zh"]), said["zh"]
