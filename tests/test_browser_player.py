"""*Settle it* as a player meets it, in a real browser: a phone's first screen, thumb-sized controls, an
illegal play told first, an empty trick asked for, the cards by their names, the edition's own deck and
the runtime's start said in the page's language.

The same fixtures as tests/test_browser.py (the built site served over http, the system's Chromium), so
these tests are skipped locally and fail under CI exactly as those are.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from skrules.locale import LANGS
from skrules.sphinx_settle import TWO_PLAYERS, form_words
from skrules.web import adjudicate

from . import test_browser as shared
from .test_browser import TIMEOUT_MS, answer, fragment

pytestmark = [pytest.mark.slow, pytest.mark.browser]

served = shared.served
base_url = shared.base_url
browser = shared.browser
page = shared.page

ILLEGAL = {"cards": ["Ann=g5", "Ben=y9", "Cat=g2"], "hands": ["Ben=g3,y9,b2"]}  # Ben held g3: play.follow
BONUSES = ["Ann=mermaid", "Ben=sk", "Cat=rosie", "Dan=g14"]  # +10 and +40 for Ann: +50
PHONE = {"width": 400, "height": 800}
THUMB = 44  # px: the least height of a control on a phone


def in_language(page: Any, lang: str) -> None:
    page.select_option("#settle-lang", lang)


def show(page: Any, request: dict[str, Any], lang: str) -> None:
    """Open ``request`` by its link and wait for its verdict in ``lang``: the language switch may have judged
    the same link again already, and then the link does not change."""
    page.evaluate(
        """hash => { if (location.hash !== hash) {
            document.getElementById("verdict").dataset.state = "stale"; location.hash = hash; } }""",
        fragment(request),
    )
    page.wait_for_function(
        """([cards, lang]) => { const v = document.getElementById("verdict");
            return v.dataset.state === "done" && v.dataset.cards === cards && v.lang === lang; }""",
        arg=[" ".join(request["cards"]), lang],
    )


def typed_and_settled(page: Any, base_url: str, cards: str, state: str) -> None:
    """Open Settle it, type ``cards`` into its field, press *Settle it* and wait for the verdict's ``state``."""
    page.goto(base_url + "settle.html")
    page.wait_for_selector('#verdict[data-state="ready"]')
    page.fill("#settle-cards", cards)
    page.click("#settle-form .settle-go")
    page.wait_for_selector(f'#verdict[data-state="{state}"]')


def phone(browser: Any, lang: str = "en") -> tuple[Any, Any]:
    """A fresh 400 x 800 page in ``lang`` (as this device remembers it): its context, to close, and the page."""
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(f"localStorage.setItem('skrules.lang', '{lang}')")
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    return context, page


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_an_illegal_play_is_told_first_with_its_rule(page: Any, lang: str) -> None:
    """play.follow: Ben held g3 and did not follow green; the verdict opens on the line ``--hand --lang``
    prints, with its rule linked, then "Had the trick stood:", in every language."""
    said = adjudicate({**ILLEGAL, "lang": lang})["said"]
    in_language(page, lang)
    try:
        show(page, ILLEGAL, lang)
        first = page.eval_on_selector_all("#verdict > p", "ps => ps.slice(0, 3).map(p => [p.className, p.innerText])")
        assert first[0] == ["settle-illegal", f"{said['illegal'][0]['text']} play.follow"]
        assert first[1] == ["settle-stood", said["stood"]]
        assert first[2] == ["settle-answer-line", said["answer"]]
        assert page.get_attribute('#verdict .settle-illegal a.settle-rule[href*="#play.follow"]', "href")
    finally:
        in_language(page, "en")


def test_a_language_chosen_while_the_verdict_is_on_its_way_is_the_verdict_s(page: Any) -> None:
    """play.follow: French is chosen while an English verdict is being judged. The verdict shown is the one
    asked in French, worded and marked so, never the English answer marked French."""
    said = adjudicate({**ILLEGAL, "lang": "fr"})["said"]
    show(page, {"cards": BONUSES}, "en")
    try:
        # In one task: the link opens the trick (judging starts), then French is chosen before any answer.
        before = page.evaluate(
            """hash => new Promise(resolve => {
                window.addEventListener("hashchange", () => {
                    const state = document.getElementById("verdict").dataset.state;
                    const select = document.getElementById("settle-lang");
                    select.value = "fr";
                    select.dispatchEvent(new Event("change"));
                    resolve(state);
                }, { once: true });
                location.hash = hash;
            })""",
            fragment(ILLEGAL),
        )
        assert before == "loading"
        show(page, ILLEGAL, "fr")
        first = page.eval_on_selector_all("#verdict > p", "ps => ps.slice(0, 3).map(p => [p.className, p.innerText])")
        assert first[0] == ["settle-illegal", f"{said['illegal'][0]['text']} play.follow"]
        assert first[2] == ["settle-answer-line", said["answer"]]
        assert page.get_attribute("#verdict .settle-answer-line", "lang") == "fr"
    finally:
        in_language(page, "en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_facts_are_the_cli_facts_with_the_cards_by_name(page: Any, lang: str) -> None:
    """bonus.fourteen, bonus.king: the Bonus row is the command's one line (+50), the Alliances row is there,
    and the trick, the winner and the questions' players name the cards, in English as in French."""
    said = adjudicate({"cards": BONUSES, "lang": lang})["said"]
    in_language(page, lang)
    try:
        show(page, {"cards": BONUSES}, lang)
        rows = page.eval_on_selector_all(
            "#verdict .settle-table tr", "trs => trs.map(tr => [tr.cells[0].textContent, tr.cells[1].textContent])"
        )
        assert rows == said["rows"]
        assert len(rows) == 5 and "+50" in rows[2][1]
        plays = page.text_content("#verdict .settle-plays")
        assert plays == " · ".join(f"{c.split('=')[0]} {name}" for c, name in zip(BONUSES, said["cards"], strict=True))
        options = page.eval_on_selector_all("#settle-why option", "os => os.map(o => o.textContent)")
        ben = form_words()[lang]["{player}: {card}"].format(player="Ben", card=said["cards"][1])  # "Ben : ..."
        assert options[1] == ben and "sk" not in options[1]
    finally:
        in_language(page, "en")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_settle_it_with_no_cards_asks_for_them_and_drops_the_old_verdict(page: Any, lang: str) -> None:
    """The cards cleared after a verdict: Settle it says to pick them, in the language, and the verdict and the
    link's trick go; What if? with no card says to type one."""
    words = form_words()[lang]
    in_language(page, lang)
    try:
        show(page, {"cards": BONUSES}, lang)
        page.fill("#settle-what-if-card", "")
        page.click("#settle-what-if-form button")
        assert page.inner_text("#question") == words["Type the card they might have played first."]
        page.click("#settle-clear")
        page.click("#settle-form button[type=submit]")
        got = answer(page, [])
        assert got["state"] == "refused" and got["json"] is None
        assert got["text"] == words["Pick or type the cards first."]
        assert page.evaluate("location.hash") == ""
        assert page.is_hidden("#settle-ask")
    finally:
        in_language(page, "en")


def test_the_picker_offers_the_deck_of_the_edition(page: Any) -> None:
    """first.deck: under the 2013 edition the picker has Scary Mary, suits of 1 to 13, and no Tigress, Kraken,
    White Whale or Loot; back to the current print, the other way round."""
    shown = "sel => !document.querySelector(sel).hidden && document.querySelector(sel).offsetParent !== null"
    first = ['[data-token="scary-mary:pirate"]', '[data-token="scary-mary:escape"]', '[data-number="13"]']
    later = ['[data-token="tigress:pirate"]', '[data-token="kraken"]', '[data-token="whale"]', '[data-token="loot"]']
    later.append('[data-number="14"]')
    page.select_option("#settle-edition", "2013")
    try:
        assert all(page.evaluate(f"({shown})('#settle-picker {s}')") for s in first)
        assert not any(page.evaluate(f"({shown})('#settle-picker {s}')") for s in later)
        page.click("#settle-clear")
        page.click('#settle-picker [data-token="scary-mary:pirate"]')
        assert page.input_value("#settle-cards") == "scary-mary:pirate"
    finally:
        page.select_option("#settle-edition", "2024")
    assert all(page.evaluate(f"({shown})('#settle-picker {s}')") for s in later)
    assert not any(page.evaluate(f"({shown})('#settle-picker {s}')") for s in first[:2])


def test_a_phone_opens_on_the_picker(browser: Any, base_url: str) -> None:
    """At 400 x 800 the first screen holds the cards field and the picker's suits and numbers."""
    context, page = phone(browser)
    try:
        page.goto(base_url + "settle.html")
        page.wait_for_selector('#verdict[data-state="ready"]')
        for selector in ("#settle-cards", "#settle-picker .settle-suits", "#settle-picker .settle-numbers"):
            box = page.eval_on_selector(selector, "e => e.getBoundingClientRect().toJSON()")
            assert box["top"] >= 0 and box["bottom"] <= PHONE["height"], (selector, box)
    finally:
        context.close()


# Every control a thumb may press: the form's, the verdict's and the questions'. A link inside a sentence
# (a rule cited) is text, as WCAG's target size allows.
CONTROLS = ", ".join(
    f"{area} {control}"
    for area in ("#settle-form", "#verdict", "#settle-ask")
    for control in ("button", "select", "input[type=text]", "summary", "label.settle-check")
)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_control_is_a_thumb_tall_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """At 400 px every control shown (the language, the picker, the toggles, the edition, the house rules'
    boxes, the rulings, the questions) is at least 44 px tall, the folded sections opened."""
    context, page = phone(browser, lang)
    try:
        page.goto(base_url + "settle.html" + fragment({"cards": BONUSES}))
        answer(page, BONUSES)
        page.eval_on_selector_all("details", "ds => ds.forEach(d => (d.open = true))")
        boxes = page.eval_on_selector_all(
            CONTROLS,
            """els => els.filter(e => e.offsetParent !== null).map(e => {
                const r = e.getBoundingClientRect();
                return [e.id || e.className || e.tagName, e.innerText?.slice(0, 30) ?? "", Math.round(r.height)];
            })""",
        )
        assert len(boxes) > 40, boxes
        small = [b for b in boxes if b[2] < THUMB]
        assert not small, small
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["fr", "zh"])
def test_the_runtime_start_is_said_in_the_language_with_its_progress(browser: Any, base_url: str, lang: str) -> None:
    """A first visit: each status line while the runtime starts is the page's language, with its step and
    seconds, and none speaks of Python."""
    words = form_words()[lang]
    context, page = phone(browser, lang)
    context.add_init_script(
        """window.__statuses = [];
        addEventListener("DOMContentLoaded", () => {
          const status = document.getElementById("settle-status");
          new MutationObserver(() => window.__statuses.push(status.textContent)).observe(status, {childList: true});
        });"""
    )
    try:
        page.goto(base_url + "settle.html")
        page.wait_for_selector('#verdict[data-state="ready"]')
        seen = [s for s in page.evaluate("window.__statuses") if s]
        assert seen, "no status while the runtime started"
        step = words["step {step} of {steps}, {seconds} s"].split("{")[0]
        for status in seen:
            assert "Python" not in status and step in status, status
        assert page.is_hidden("#settle-status")
        page.eval_on_selector_all("details", "ds => ds.forEach(d => (d.open = true))")
        assert page.inner_text("#settle-two") == words[TWO_PLAYERS]  # two.ghost: where Graybeard's card goes
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["fr", "zh"])
def test_a_runtime_that_cannot_start_is_said_in_the_language(browser: Any, base_url: str, lang: str) -> None:
    """The site's rules archive cannot be fetched: the status line says the adjudicator could not start, in
    the page's language, with the cause; the trick asked stays unjudged, never shown as judged."""
    words = form_words()[lang]
    context, page = phone(browser, lang)
    context.route("**/skrules.zip", lambda route: route.fulfill(status=404, body="missing"))
    try:
        page.goto(base_url + "settle.html#" + fragment({"cards": BONUSES}))
        page.wait_for_selector('#verdict[data-state="error"]')
        wanted = words["The adjudicator could not start: {error}."].format(error="skrules.zip could not be loaded")
        assert page.inner_text("#settle-status") == wanted
        assert "settle-problem" in (page.get_attribute("#settle-status", "class") or "")
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refused_trick_is_told_beside_the_cards_field_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """play.order: a trick is the cards played, each a card of the game. On a phone the picker between the cards
    field and #verdict is taller than the screen, so a trick refused for a card that is none is said under the
    field too, in the language, while the field stays in view marked as the one to mend; the next trick
    judged takes the mark away."""
    said = adjudicate({"cards": ["Ann=mermaid", "Ben=blah"], "lang": lang})
    message = said["said"]["message"] if lang != "en" else said["message"]
    context, page = phone(browser, lang)
    try:
        typed_and_settled(page, base_url, "Ann=mermaid Ben=blah", "refused")
        assert page.inner_text("#settle-refusal") == message
        assert page.get_attribute("#settle-cards", "aria-invalid") == "true"
        for selector in ("#settle-cards", "#settle-refusal"):
            box = page.eval_on_selector(selector, "e => e.getBoundingClientRect().toJSON()")
            assert box["top"] >= 0 and box["bottom"] <= PHONE["height"], (selector, box)
        page.fill("#settle-cards", "Ann=mermaid Ben=sk")
        page.click("#settle-form .settle-go")
        page.wait_for_selector('#verdict[data-state="done"]')
        assert page.is_hidden("#settle-refusal")
        assert page.get_attribute("#settle-cards", "aria-invalid") is None
    finally:
        context.close()


@pytest.mark.parametrize("asked", ["", "&why=Ben"])
def test_a_link_opened_on_a_phone_brings_its_answer_into_view(browser: Any, base_url: str, asked: str) -> None:
    """rank.mermaid-king: a link sent to settle a trick (and to ask why Ben's Skull King lost) opens on a phone,
    where the picker fills the first screen; once judged, the verdict (or the answer to the link's question)
    is scrolled into view, so the one who opened it does not meet an empty form."""
    context, page = phone(browser, "zh")
    try:
        page.goto(base_url + "settle.html#cards=Ann=rosie+Ben=sk+Cat=mermaid" + asked)
        target = "#question" if asked else "#verdict"
        page.wait_for_selector(f'{target}[data-state="done"]')
        # The theme scrolls smoothly: wait for the answer's start to come within the screen.
        page.wait_for_function(
            """([selector, height]) => { const top = document.querySelector(selector).getBoundingClientRect().top;
                return top >= 0 && top < height / 2; }""",
            arg=[target, PHONE["height"]],
        )
        assert page.evaluate("window.scrollY") > 0
    finally:
        context.close()


@pytest.mark.parametrize("page_name", ["settle.html", "pad.html"])
def test_the_theme_s_back_to_top_button_never_covers_the_controls(browser: Any, base_url: str, page_name: str) -> None:
    """play.order, score.bid: the theme shows an English "Back to top" button over the page when it is scrolled
    up, on a phone over the cards field, the picker and the pad's steppers; Settle it and the score pad
    never show it, in any language."""
    context, page = phone(browser, "fr")
    try:
        page.goto(base_url + page_name)
        page.evaluate("document.body.classList.add('show-back-to-top')")  # as the theme does on scrolling up
        assert page.eval_on_selector(".back-to-top", "e => getComputedStyle(e).display") == "none"
    finally:
        context.close()


def test_cards_typed_on_a_chinese_keyboard_are_settled(browser: Any, base_url: str) -> None:
    """rank.king: a Chinese keyboard types full-width signs and letters and puts a full-width comma between words;
    the cards field reads "Ann＝g5，Ben＝ｓｋ" as Ann's green 5 and Ben's Skull King, which wins."""  # noqa: RUF002
    context, page = phone(browser, "zh")
    try:
        typed_and_settled(page, base_url, "Ann\uff1dg5\uff0cBen\uff1d\uff53\uff4b", "done")
        verdict = json.loads(page.get_attribute("#verdict", "data-json") or "{}")
        assert verdict["winner_name"] == "Ben" and len(verdict["plays"]) == 2
    finally:
        context.close()
