"""The site a phone keeps, in a real browser: offline after one visit, the card picker, the language switch.

The same fixtures as tests/test_browser.py (the built site served over http, the system's Chromium),
so these tests are skipped locally and fail under CI exactly as those are.
"""

from __future__ import annotations

import functools
import re
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from . import test_browser as shared
from .test_browser import TIMEOUT_MS, answer, expect_cli, fragment
from .test_readme import README
from .test_web_lang import ENGLISH, short

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

pytestmark = [pytest.mark.slow, pytest.mark.browser]

served = shared.served
base_url = shared.base_url
browser = shared.browser
page = shared.page


def on_a_phone(browser: Browser, url: str) -> tuple[BrowserContext, Page]:
    """A page of the site opened at 400 by 800 pixels, as a phone shows it."""
    context = browser.new_context(viewport={"width": 400, "height": 800})
    phone = context.new_page()
    phone.set_default_timeout(TIMEOUT_MS)
    phone.goto(url)
    return context, phone


TRIANGLE = {"cards": ["Ann=rosie", "Ben=sk", "Cat=mermaid"]}  # FAQ: a Mermaid, the Skull King and a Pirate


def test_offline_after_one_visit_the_faq_a_rule_and_a_verdict_are_there(browser: Browser, base_url: str) -> None:
    """FAQ "Who leads after the Kraken?" and kraken.leader, with no network: the service worker cached the
    whole site on the first visit, pages, runtime and package alike."""
    context, phone = on_a_phone(browser, base_url + "settle.html")
    phone.wait_for_selector('#verdict[data-state="ready"]')
    phone.evaluate("navigator.serviceWorker.ready.then(() => true)")
    phone.wait_for_function("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    phone.goto(base_url + "rules/faq.html")
    assert "Who leads after the Kraken?" in phone.inner_text("article")
    phone.goto(base_url + "rules/advanced.html#kraken.leader")
    assert phone.locator('[id="kraken.leader"]').count() == 1
    trick = {"cards": ["g3", "b5", "kraken", "p7"]}
    phone.goto(base_url + "settle.html" + fragment(trick))
    expect_cli(answer(phone, trick["cards"]), trick)
    phone.goto(base_url + "manifest.webmanifest")
    assert '"start_url": "settle.html"' in phone.content()
    context.close()


class _Deploys(shared._Quiet):
    """The built site, and once ``deployed`` holds the next version of it: the FAQ with one line more, and ``sw.js``
    with its cache named after it, as a rebuild writes them (``deployed`` is the server's, set by the test)."""

    deployed: Callable[[], bool] = staticmethod(lambda: False)

    def do_GET(self) -> None:
        path = self.path.split("?")[0]
        if not self.deployed() or path not in ("/rules/faq.html", "/sw.js"):
            return super().do_GET()
        body = (Path(self.directory) / path[1:]).read_bytes()
        if path == "/sw.js":
            body = body.replace(b'const CACHE = "skrules-', b'const CACHE = "skrules-next-', 1)
        else:
            body = body.replace(b"</article>", b'<p id="deployed">The next version.</p></article>', 1)
        self.send_response(200)
        self.send_header("Content-Type", "text/javascript" if path == "/sw.js" else "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        return None


@pytest.fixture
def deploys(served: tuple[str, Path]) -> Iterator[tuple[str, list[bool]]]:
    """The built site on a server of its own (an origin no other test's service worker holds): its URL, and the
    switch that deploys the next version."""
    switch = [False]
    handler = type("Handler", (_Deploys,), {"deployed": staticmethod(lambda: switch[0])})
    server = shared.Server(("127.0.0.1", 0), functools.partial(handler, directory=str(served[1])))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/", switch
    server.shutdown()
    thread.join()


def _caches(page: Page) -> list[str]:
    names: list[str] = page.evaluate("caches.keys()")
    return names


def test_a_reload_after_a_new_version_is_deployed_shows_it_and_it_stays_offline(
    browser: Browser, deploys: tuple[str, list[bool]]
) -> None:
    """Once the site is cached (offline after one visit), a new version is deployed: the first reload shows it, where
    the service worker served its cached copy of the old one until a second reload; then, offline, the new version
    is the one cached, and the old version's cache is gone."""
    url, switch = deploys
    context, phone = on_a_phone(browser, url + "rules/faq.html")
    phone.evaluate("navigator.serviceWorker.ready.then(() => true)")
    phone.wait_for_function("navigator.serviceWorker.controller !== null")
    assert phone.locator("#deployed").count() == 0
    switch[0] = True
    phone.reload()
    assert phone.locator("#deployed").count() == 1, "the reload showed the version cached before the deploy"
    phone.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)")
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while not (names := _caches(phone)) or not all(n.startswith("skrules-next-") for n in names):
        assert time.monotonic() < deadline, names
        time.sleep(0.5)
    context.set_offline(True)
    phone.reload()
    assert phone.locator("#deployed").count() == 1
    assert "Who leads after the Kraken?" in phone.inner_text("article")
    phone.goto(url + "rules/advanced.html#kraken.leader")
    assert phone.locator('[id="kraken.leader"]').count() == 1
    context.close()


def test_every_page_links_the_manifest(page: Page, served: tuple[str, Path]) -> None:
    """Installable from any page: each built page names the manifest, and the manifest its icons."""
    _, html = served
    pages = sorted(html.rglob("*.html"))
    assert len(pages) > 10
    missing = [p.name for p in pages if 'rel="manifest"' not in p.read_text("utf-8")]
    assert not missing, missing
    icons = page.evaluate(
        """async () => { const m = await (await fetch(document.querySelector('link[rel="manifest"]').href)).json();
            return Promise.all(m.icons.map(async (i) => (await fetch(new URL(i.src, location.href))).status)); }"""
    )
    assert icons == [200, 200]


def test_the_picker_builds_the_trick_in_play_order(page: Page) -> None:
    """rank.mermaid-king: tapped in order (a yellow 12, the Mermaid, a black 3, the Skull King), then one
    removed and put back, the trick is judged as the same tokens typed."""
    page.fill("#settle-cards", "")
    for button in ['[data-suit="y"]', '[data-number="12"]', '[data-token="mermaid"]', '[data-suit="b"]']:
        page.click(f"#settle-picker {button}")
    page.click('#settle-picker [data-number="3"]')
    page.click('#settle-picker [data-token="sk"]')
    page.click("#settle-undo")
    assert page.input_value("#settle-cards") == "y12 mermaid b3"
    page.click('#settle-picker [data-token="sk"]')
    page.eval_on_selector("#verdict", 'v => { v.dataset.state = "stale"; }')
    page.click("#settle-form button[type=submit]")
    request = {"cards": ["y12", "mermaid", "b3", "sk"]}
    got = answer(page, request["cards"])
    expect_cli(got, request)
    assert page.inner_text("#verdict .settle-answer-line").startswith("P2's Mermaid wins")


def test_the_picker_writes_the_expansion_packs_cards(page: Page) -> None:
    """exp.cards: under the folded Expansion Pack, a suit then ``7x`` writes that suit's Expansion 7, and Mary
    Thorne is one tap; the trick is judged as the same tokens typed."""
    page.fill("#settle-cards", "")
    page.click("#settle-picker .settle-expansion > summary")
    for button in ['[data-suit="y"]', '[data-number="7x"]', '[data-token="mary"]', '[data-suit="b"]']:
        page.click(f"#settle-picker {button}")
    page.click('#settle-picker [data-number="0x"]')
    assert page.input_value("#settle-cards") == "y7x mary b0x"
    page.click("#settle-picker .settle-expansion > summary")  # folded again, as the page opened
    page.eval_on_selector("#verdict", 'v => { v.dataset.state = "stale"; }')
    page.click("#settle-form button[type=submit]")
    request = {"cards": ["y7x", "mary", "b0x"]}
    expect_cli(answer(page, request["cards"]), request)
    assert page.inner_text("#verdict .settle-answer-line").startswith("P2's Pirate Mary Thorne wins")


def test_a_french_verdict_has_no_english_in_its_answer_and_the_choice_is_kept(page: Page) -> None:
    """rank.mermaid-king in French: the answer line is ``--short --lang fr``'s, the JSON stays English, and a
    reload keeps French (localStorage)."""
    page.evaluate(
        """hash => { document.getElementById("verdict").dataset.state = "stale";
            if (location.hash === hash) location.hash = "#again";  // the same link again fires no hashchange
            location.hash = hash; }""",
        fragment(TRIANGLE),
    )
    answer(page, TRIANGLE["cards"])
    page.select_option("#settle-lang", "fr")
    page.wait_for_function("document.querySelector('#verdict .settle-answer-line')?.lang === 'fr'")
    line = page.inner_text("#verdict .settle-answer-line")
    assert line == short(TRIANGLE, "fr")
    assert not ENGLISH.findall(re.sub(r"\b(Ann|Ben|Cat)\b", "", line))
    assert page.eval_on_selector("#verdict", "v => JSON.parse(v.dataset.json).answer").startswith("Cat's Mermaid wins")
    page.reload()
    answer(page, TRIANGLE["cards"])
    page.wait_for_function("document.querySelector('#verdict .settle-answer-line')?.lang === 'fr'")
    assert page.input_value("#settle-lang") == "fr"
    page.select_option("#settle-lang", "en")
    page.wait_for_function("document.querySelector('#verdict .settle-answer-line')?.lang === 'en'")


@pytest.mark.parametrize(
    ("lang", "details", "why"),
    [("de", "Fakten, Schritte und Regeln", "Warum:"), ("es", "Hechos, pasos y reglas", "Por qué:")],
)
def test_a_german_or_spanish_verdict_has_its_headings_in_the_language(
    page: Page, lang: str, details: str, why: str
) -> None:
    """rank.mermaid-king in German and Spanish: the answer line is ``--short --lang``'s, and the page's own
    headings around the facts and the steps are in the language too (the catalogue's "Why:")."""
    page.evaluate(
        """hash => { document.getElementById("verdict").dataset.state = "stale";
            if (location.hash === hash) location.hash = "#again";  // the same link again fires no hashchange
            location.hash = hash; }""",
        fragment(TRIANGLE),
    )
    answer(page, TRIANGLE["cards"])
    page.select_option("#settle-lang", lang)
    try:
        page.wait_for_function(f"document.querySelector('#verdict .settle-answer-line')?.lang === '{lang}'")
        assert page.inner_text("#verdict .settle-answer-line") == short(TRIANGLE, lang)
        assert page.eval_on_selector("#verdict .settle-details > summary", "s => s.textContent") == details
        assert page.eval_on_selector("#verdict .settle-why", "p => p.textContent") == why
    finally:
        page.select_option("#settle-lang", "en")
        page.wait_for_function("document.querySelector('#verdict .settle-answer-line')?.lang === 'en'")


def test_the_picker_is_tap_friendly_on_a_phone(browser: Browser, base_url: str) -> None:
    """At 400 px: every picker button at least 40 px high, none past the screen's edge, the page not wider."""
    context, phone = on_a_phone(browser, base_url + "settle.html")
    sizes = phone.eval_on_selector_all(
        "#settle-picker button:not(.settle-pirates button, [hidden])",
        "bs => bs.map((b) => b.getBoundingClientRect().toJSON())",
    )
    assert len(sizes) == 4 + 14 + 9 + 2  # the default edition's box: Scary Mary's two buttons are hidden (first.deck)
    assert min(s["height"] for s in sizes) >= 40
    assert max(s["right"] for s in sizes) <= 400
    assert phone.evaluate("document.documentElement.scrollWidth") <= 400
    context.close()


def test_from_a_file_the_page_says_how_to_serve_it(browser: Browser, served: tuple[str, Path]) -> None:
    """Opened from the disk, the worker cannot run: the page gives the README's command to serve the site."""
    _, html = served
    context = browser.new_context()
    tab = context.new_page()
    tab.goto((html / "settle.html").as_uri())
    status = tab.inner_text("#settle-status")
    context.close()
    assert "python3 -m http.server -d docs/_build/html 8000" in status
    assert "python3 -m http.server -d docs/_build/html 8000" in README


def test_the_cards_at_a_glance_tables_show_every_rule_id_whole_on_a_phone(browser: Browser, base_url: str) -> None:
    """box.copies and every bonus's rule: at 400 px each rule ID of the Cards at a glance tables lies within the
    screen; the bonuses' fourth column cut bonus.black-fourteen and ruling.davy-recipient off at its edge."""
    context, phone = on_a_phone(browser, base_url + "cards.html")
    rights = phone.evaluate(
        "[...document.querySelectorAll('table.skrules-glance code')].map((c) => c.getBoundingClientRect().right)"
    )
    assert len(rights) > 30 and max(rights) <= 400, max(rights)
    context.close()


def test_cards_picked_and_not_settled_yet_are_kept_across_a_reload(browser: Browser, base_url: str) -> None:
    """rank.mermaid-king: the cards picked and not settled yet come back after a reload (a phone's browser
    reopening a tab it put away), with no link and under a link whose verdict is shown (that verdict stays);
    a link opened in the tab gives its own trick, not the cards picked under another."""
    context, phone = on_a_phone(browser, base_url + "settle.html")
    phone.wait_for_selector('#verdict[data-state="ready"]')
    for button in ['[data-suit="y"]', '[data-number="12"]', '[data-token="mermaid"]']:
        phone.click(f"#settle-picker {button}")
    phone.reload()
    phone.wait_for_selector('#verdict[data-state="ready"]')
    assert phone.input_value("#settle-cards") == "y12 mermaid"
    phone.click('#settle-picker [data-token="sk"]')
    phone.click("#settle-form button[type=submit]")
    expect_cli(answer(phone, ["y12", "mermaid", "sk"]), {"cards": ["y12", "mermaid", "sk"]})
    phone.click("#settle-clear")
    for button in ['[data-suit="b"]', '[data-number="3"]']:
        phone.click(f"#settle-picker {button}")
    phone.reload()
    answer(phone, ["y12", "mermaid", "sk"])
    assert phone.input_value("#settle-cards") == "b3"
    assert phone.inner_text("#verdict .settle-answer-line").startswith("P2's Mermaid wins")
    phone.goto(base_url + "index.html")
    phone.goto(base_url + "settle.html" + fragment(TRIANGLE))
    answer(phone, TRIANGLE["cards"])
    assert phone.input_value("#settle-cards") == " ".join(TRIANGLE["cards"])
    context.close()


def test_the_whole_form_not_settled_yet_is_kept_across_a_reload(browser: Browser, base_url: str) -> None:
    """ruling.character-lead, house rules, hands: what the form holds besides the cards (the hands typed, a house
    rule, the edition, a ruling's reading) comes back after a reload as the cards do, and is settled as chosen."""
    context, phone = on_a_phone(browser, base_url + "settle.html")
    phone.wait_for_selector('#verdict[data-state="ready"]')
    phone.click('#settle-picker [data-token="mermaid"]')
    phone.click("#settle-form details.settle-more > summary")
    phone.fill("#settle-hands", "P2=g3,y5")
    phone.check('input[name="house"][value="bonus-on-miss"]')
    phone.select_option("#settle-edition", "2021")
    phone.select_option('select[data-ruling="character-lead"]', "next-number")
    phone.reload()
    phone.wait_for_selector('#verdict[data-state="ready"]')
    assert phone.input_value("#settle-cards") == "mermaid"
    assert phone.input_value("#settle-hands") == "P2=g3,y5"
    assert phone.is_checked('input[name="house"][value="bonus-on-miss"]')
    assert phone.input_value("#settle-edition") == "2021"
    assert phone.input_value('select[data-ruling="character-lead"]') == "next-number"
    for button in ['[data-suit="g"]', '[data-number="3"]']:
        phone.click(f"#settle-picker {button}")
    phone.click("#settle-form button[type=submit]")
    answer(phone, ["mermaid", "g3"])
    chosen = ("edition=2021", "house=bonus-on-miss", "ruling=character-lead=next-number", "hand=P2=g3,y5")
    assert all(part in phone.url for part in chosen), phone.url
    context.close()


def test_a_wild_15_led_from_the_picker_names_the_suit_chosen(page: Page) -> None:
    """exp.wild15: a Wild 15 that leads names its suit; tapped first after purple it is written ``wild15:p``, as a
    number would take the suit, and judged as typed (it was written bare, which no suit set refuses); later in
    the trick, and after black (which it can never be), it is written bare."""
    page.fill("#settle-cards", "")
    page.click("#settle-picker .settle-expansion > summary")
    for button in ['[data-suit="p"]', '[data-token="wild15"]', '[data-suit="y"]', '[data-number="5"]']:
        page.click(f"#settle-picker {button}")
    assert page.input_value("#settle-cards") == "wild15:p y5"
    page.eval_on_selector("#verdict", 'v => { v.dataset.state = "stale"; }')
    page.click("#settle-form button[type=submit]")
    request = {"cards": ["wild15:p", "y5"]}
    expect_cli(answer(page, request["cards"]), request)
    assert page.inner_text("#verdict .settle-answer-line").startswith("P1's Wild 15 (purple) wins")
    page.fill("#settle-cards", "")
    for button in ['[data-suit="b"]', '[data-token="wild15"]']:
        page.click(f"#settle-picker {button}")
    assert page.input_value("#settle-cards") == "wild15"
    page.fill("#settle-cards", "")
    for button in ['[data-suit="y"]', '[data-number="14"]', '[data-token="wild15"]']:
        page.click(f"#settle-picker {button}")
    assert page.input_value("#settle-cards") == "y14 wild15"
    page.click("#settle-picker .settle-expansion > summary")  # folded again, as the page opened


def test_the_picker_reads_cards_a_chinese_keyboard_separated(page: Page) -> None:
    """exp.wild15, play.order: the cards field takes the commas a Chinese keyboard puts between cards (， 、), and
    the picker reads it as the settling does. Undo takes back the last card, not all of them; a tap adds one card;
    a Wild 15 tapped after an Escape and a Pirate typed so (no suit led, ruling.character-lead=no-suit) names its
    suit. Each was read as one word of the whole field."""  # noqa: RUF002
    page.fill("#settle-cards", "g5\uff0cescape\u3001rosie")
    page.click("#settle-undo")
    assert page.input_value("#settle-cards") == "g5 escape"
    page.fill("#settle-cards", "escape\uff0crosie")
    page.click("#settle-picker .settle-expansion > summary")
    for button in ['[data-suit="p"]', '[data-token="wild15"]']:
        page.click(f"#settle-picker {button}")
    assert page.input_value("#settle-cards") == "escape rosie wild15:p"
    page.click("#settle-picker .settle-expansion > summary")  # folded again, as the page opened
    _settled(page, ["escape", "rosie", "wild15:p"])


def _unfold(page: Page, unfolded: bool) -> None:
    """The picker's named Pirates and Expansion Pack unfolded, or folded again as the page opened them."""
    page.eval_on_selector_all("#settle-picker details", "(ds, open) => ds.forEach((d) => { d.open = open; })", unfolded)


def _picked(page: Page, buttons: list[str]) -> str:
    """The cards field after the picker's buttons are tapped in turn, the field emptied first."""
    page.fill("#settle-cards", "")
    for button in buttons:
        page.click(f"#settle-picker {button}")
    return page.input_value("#settle-cards")


def _settled(page: Page, cards: list[str], rulings: tuple[str, ...] = ()) -> None:
    """The page's verdict on these cards is the command line's (it refuses none of them)."""
    page.eval_on_selector("#verdict", 'v => { v.dataset.state = "stale"; }')
    page.click("#settle-form button[type=submit]")
    expect_cli(answer(page, cards), {"cards": cards, "rulings": list(rulings)})
    assert page.get_attribute("#verdict", "data-state") == "done"


def test_walk_the_plank_names_the_pirate_it_removes_tap_by_tap(page: Page) -> None:
    """plank.remove: with two or more Pirates in the trick Walk the Plank must name the one it removes (``plank:2``,
    by card position, as ``skrules trick plank rosie harry p3`` says); tapped after them it names the first, each
    tap on it again the next, and the trick is judged as typed. With one Pirate it is written bare; a Tigress
    played as a Pirate counts under ruling.plank-tigress=yes (the default) and not under =no."""
    _unfold(page, True)
    rosie, harry, plank = '[data-token="rosie"]', '[data-token="harry"]', '[data-token="plank"]'
    assert _picked(page, [rosie, harry, plank]) == "rosie harry plank:1"
    page.click(f"#settle-picker {plank}")
    assert page.input_value("#settle-cards") == "rosie harry plank:2"
    _settled(page, ["rosie", "harry", "plank:2"])
    page.click(f"#settle-picker {plank}")
    assert page.input_value("#settle-cards") == "rosie harry plank:1"
    purple_3 = ['[data-suit="p"]', '[data-number="3"]']
    assert _picked(page, [plank, rosie, harry, *purple_3, plank]) == "plank:2 rosie harry p3"
    _settled(page, ["plank:2", "rosie", "harry", "p3"])
    assert _picked(page, [rosie, plank]) == "rosie plank"
    assert _picked(page, ['[data-token="tigress:pirate"]', rosie, plank]) == "tigress:pirate rosie plank:1"
    page.select_option('select[data-ruling="plank-tigress"]', "no", force=True)
    assert _picked(page, ['[data-token="tigress:pirate"]', rosie, plank]) == "tigress:pirate rosie plank"
    _settled(page, ["tigress:pirate", "rosie", "plank"], ("plank-tigress=no",))
    page.select_option('select[data-ruling="plank-tigress"]', "yes", force=True)
    _unfold(page, False)


def test_a_wild_15_after_escapes_or_in_a_trick_without_a_suit_names_the_suit_chosen(page: Page) -> None:
    """wild.name, lead.escape, lead.character: a Wild 15 played while no numbered card has set the lead suit
    names one (``escape wild15`` is refused: "no suit is set yet"; ``pirate wild15``: "the trick has no lead
    suit"); tapped after Escapes, a Loot, or a character that left the trick without a suit, it is written with the
    suit chosen, and judged as typed. After an Escape a character passes the choice on
    (ruling.lead-after-escape=next-number, the default); once a number sets the suit, it is written bare."""
    _unfold(page, True)
    wild, purple = '[data-token="wild15"]', '[data-suit="p"]'
    assert _picked(page, ['[data-token="escape"]', purple, wild]) == "escape wild15:p"
    _settled(page, ["escape", "wild15:p"])
    loot, tigress = '[data-token="loot"]', '[data-token="tigress:escape"]'
    yellow = '[data-suit="y"]'
    assert _picked(page, [loot, tigress, yellow, wild, '[data-number="3"]']) == "loot tigress:escape wild15:y y3"
    _settled(page, ["loot", "tigress:escape", "wild15:y", "y3"])
    assert _picked(page, ['[data-token="pirate"]', purple, wild]) == "pirate wild15:p"
    _settled(page, ["pirate", "wild15:p"])
    assert _picked(page, ['[data-token="escape"]', '[data-token="pirate"]', purple, wild]) == "escape pirate wild15:p"
    _settled(page, ["escape", "pirate", "wild15:p"])
    assert _picked(page, ['[data-token="escape"]', purple, '[data-number="3"]', wild]) == "escape p3 wild15"
    _settled(page, ["escape", "p3", "wild15"])
    _unfold(page, False)


def test_a_card_typed_by_an_alias_is_read_as_the_card_it_names(page: Page) -> None:
    """wild.name, lead.escape, lead.character, plank.remove: cards typed in the field by an alias or another
    language's name (``esc``, ``skull-king``, ``逃生``, ``harry-the-giant``) count as the cards they name when
    the picker writes a Wild 15's suit or Walk the Plank's target; they were taken for numbered cards, so a Wild
    15 after ``esc`` was written bare (refused: no suit is set yet) and Plank named no Pirate."""
    _unfold(page, True)
    wild, purple = '[data-token="wild15"]', '[data-suit="p"]'
    for typed in ("esc", "Ann=Escapes", "skull-king", "逃生", "tigresse:fuite", "Sirène"):
        page.fill("#settle-cards", typed)
        for button in (purple, wild):
            page.click(f"#settle-picker {button}")
        assert page.input_value("#settle-cards") == f"{typed} wild15:p", typed
    page.fill("#settle-cards", "esc skull-king")
    for button in (purple, wild):
        page.click(f"#settle-picker {button}")
    _settled(page, ["esc", "skull-king", "wild15:p"])
    page.fill("#settle-cards", "rosie-d-laney harry-the-giant")
    page.click('#settle-picker [data-token="plank"]')
    assert page.input_value("#settle-cards") == "rosie-d-laney harry-the-giant plank:1"
    page.fill("#settle-cards", "Ann=rosie Ben=harry Cat=walk-the-plank:1")
    page.click('#settle-picker [data-token="plank"]')
    assert page.input_value("#settle-cards") == "Ann=rosie Ben=harry Cat=plank:2"
    page.fill("#settle-cards", "g3 esc")
    for button in (purple, wild):
        page.click(f"#settle-picker {button}")
    assert page.input_value("#settle-cards") == "g3 esc wild15"  # a green 3 led: the Wild follows it
    _unfold(page, False)
