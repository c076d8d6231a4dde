"""The pad's and Settle it's prose in the language chosen on the page, in a real browser (docs/_static/translated.js).

A player who switches the page to French reads the page in French, not its widgets alone: the parts of the
page (tests/test_translated.py holds each to its English), its headings, its table of contents and the
window's title follow the switch, and this device remembers the choice. A part not translated into a
language stays English.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

from . import test_browser as shared
from .test_browser import TIMEOUT_MS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from playwright.sync_api import Browser, Page, Route

pytestmark = [pytest.mark.slow, pytest.mark.browser]

served = shared.served
base_url = shared.base_url
browser = shared.browser


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    """A phone-width page, its storage empty."""
    context = browser.new_context(viewport={"width": 400, "height": 800})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    yield page
    context.close()


def shown(page: Page) -> list[str]:
    """The languages of the page's parts on show, one per part."""
    return [div.get_attribute("data-lang") or "" for div in page.locator("div.translated:visible").all()]


def test_the_pad_in_french_is_french_throughout_and_remembered(phone: Page, base_url: str) -> None:
    """The pad switched to French shows its introduction and How to keep score in French (the 14's chip as
    the page says it, the rule two.ghost still cited), its headings, contents and title too; a reload keeps
    it, and English brings the English back."""
    page = phone
    page.goto(base_url + "pad.html")
    assert shown(page) == ["en", "en"] and page.inner_text("article h1").startswith("Score pad")
    page.select_option("#pad-lang", "fr")
    assert shown(page) == ["fr", "fr"]
    howto = page.locator('div.translated[data-lang="fr"]').nth(1).inner_text()
    assert "14 pris" in howto and "two.ghost" in howto and "How to keep score" not in page.inner_text("article")
    assert page.inner_text("article h1").startswith("Bloc de score")
    assert page.inner_text("#how-to-keep-score h2").startswith("Tenir les scores")
    assert page.title().startswith("Bloc de score - ")
    assert "Tenir les scores" in page.locator(".toc-tree").inner_text()
    page.reload()
    assert shown(page) == ["fr", "fr"] and page.inner_text("article h1").startswith("Bloc de score")
    page.select_option("#pad-lang", "en")
    assert shown(page) == ["en", "en"] and page.title().startswith("Score pad - ")


def test_the_frame_around_the_pad_follows_its_language(browser: Browser, base_url: str) -> None:
    """On a desktop's width the pad switched to French says the frame around it in French too: the search box,
    the sidebar's captions and its links to the translated pages, the contents' title and the links to the
    pages before and after; a page not translated keeps its English title, and English brings all back."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)

    def frame() -> list[str]:
        said = [page.get_attribute("input.sidebar-search", "placeholder") or ""]
        for selector in (".sidebar-tree .caption-text", ".sidebar-tree a.reference", ".toc-title", ".related-pages"):
            said += [" ".join(text.split()) for text in page.locator(selector).all_text_contents()]
        return said

    try:
        page.goto(base_url + "pad.html")
        english = frame()
        assert english[0] == "Search" and "Settle it" in english and "On this page" in english
        page.select_option("#pad-lang", "fr")
        french = frame()
        assert french[0] == "Rechercher" and "L'outil" in french and "Règles du jeu" in french
        assert "Trancher" in french and "Bloc de score" in french and "Sur cette page" in french
        assert "Cards at a glance" in french  # an English page's link keeps its English title
        assert any(text.startswith("Suivant") for text in french) and any("Précédent Trancher" in t for t in french)
        assert page.get_attribute("input.sidebar-search", "aria-label") == "Rechercher"
        page.select_option("#pad-lang", "en")
        assert frame() == english
    finally:
        context.close()


def test_settle_it_in_chinese_says_its_prose_in_chinese(phone: Page, base_url: str) -> None:
    """Settle it switched to Chinese: both its parts and its heading in Chinese, with the commands shown as
    they are typed; the choice is the pad's too."""
    page = phone
    page.goto(base_url + "settle.html")
    page.select_option("#settle-lang", "zh")
    assert shown(page) == ["zh", "zh"]
    assert page.inner_text("article h1").startswith("判定")
    about = page.locator('div.translated[data-lang="zh"]').nth(1).inner_text()
    assert "skrules trick Ann=rosie Ben=sk Cat=mermaid --why Ben" in about
    assert re.search(r"[\u4e00-\u9fff]", about)
    page.goto(base_url + "pad.html")
    assert shown(page) == ["zh", "zh"] and page.inner_text("article h1").startswith("记分板")


def test_a_part_not_yet_translated_stays_english(phone: Page, base_url: str) -> None:
    """The page served without its German parts (a language added by its catalogue alone): German shows
    the English parts, its headings still German, from the catalogue."""
    page = phone

    def without_german(route: Route) -> None:
        html = route.fetch().text()
        html = re.sub(r'<div class="translated" lang="de".*?\n</div>\n', "", html, flags=re.S)
        route.fulfill(body=html, content_type="text/html")

    page.route("**/pad.html", without_german)
    page.goto(base_url + "pad.html")
    assert page.locator('div.translated[data-lang="de"]').count() == 0
    page.select_option("#pad-lang", "de")
    assert shown(page) == ["en", "en"]
    assert page.inner_text("article h1").startswith("Punkteblock")


@pytest.mark.parametrize(("locale", "lang", "title"), [("fr-FR", "fr", "Bloc de score"), ("zh-CN", "zh", "记分板")])
def test_a_phone_in_another_language_opens_the_pages_in_it_until_one_is_chosen(
    browser: Browser, base_url: str, locale: str, lang: str, title: str
) -> None:
    """A phone set to French (or Chinese) opens the pad and Settle it in that language before anything is
    chosen, nothing kept for it; a choice made on the page (English) is kept and wins over the phone's."""
    context = browser.new_context(viewport={"width": 400, "height": 800}, locale=locale)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(base_url + "pad.html")
        assert page.input_value("#pad-lang") == lang and shown(page) == [lang, lang]
        assert page.inner_text("article h1").startswith(title)
        assert page.evaluate("localStorage.getItem('skrules.lang')") is None
        page.goto(base_url + "settle.html")
        assert page.input_value("#settle-lang") == lang and shown(page) == [lang, lang]
        page.select_option("#settle-lang", "en")
        page.goto(base_url + "pad.html")
        assert page.input_value("#pad-lang") == "en" and shown(page) == ["en", "en"]
    finally:
        context.close()


def test_settle_its_form_and_questions_are_marked_in_the_language_they_say(phone: Page, base_url: str) -> None:
    """Settle it switched to Chinese says its labels, its picker's cards (骷髅王) and its buttons in Chinese and
    marks them so (lang="zh"), as its verdict is marked, so that a screen reader reads them in Chinese and the
    browser draws Chinese glyphs; each language's own name in the switch is marked in its language, and
    English marks the form English again."""
    page = phone
    page.goto(base_url + "settle.html")
    page.wait_for_selector('#verdict[data-state="ready"]')
    words = (
        '[data-say="Cards, in play order"], #settle-picker .settle-pick-name, .settle-go, #settle-status,'
        " #settle-why-form button, #settle-what-if-form label"
    )
    marked = "sel => [...document.querySelectorAll(sel)].map((e) => e.closest('[lang]')?.getAttribute('lang'))"
    page.select_option("#settle-lang", "zh")
    assert page.inner_text('#settle-picker [data-token="sk"]') == "骷髅王"
    assert set(page.evaluate(marked, words)) == {"zh"}
    assert page.eval_on_selector_all("#settle-lang option", "os => os.map((o) => o.lang)") == [
        "en",
        "fr",
        "zh",
        "de",
        "es",
    ]
    page.select_option("#settle-lang", "en")
    assert set(page.evaluate(marked, words)) == {"en"}
