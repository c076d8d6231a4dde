"""*Settle it* answers "Why not mine?" and "What if" in a real browser (issue #12).

The same fixtures as tests/test_browser.py (the built site served over http, the system's Chromium),
so these tests are skipped locally and fail under CI exactly as those are. The answers must be
what ``skrules trick --json --why NAME`` and ``--what-if POSITION=CARD`` print.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skrules.cards import Card
from skrules.i18n import localizer
from skrules.locale import LANGS
from skrules.sphinx_settle import FORM_WORDS, TWO_PLAYERS, form_words, rule_words
from skrules.web import adjudicate

from . import test_browser as shared
from .conftest import examples
from .test_browser import TIMEOUT_MS, answer, fragment
from .trick_cases import cli_output

pytestmark = [pytest.mark.slow, pytest.mark.browser]

# The same fixtures, by name: built once, the site is served and driven here as there.
served = shared.served
base_url = shared.base_url
browser = shared.browser
page = shared.page

TRIANGLE = ["Ann=rosie", "Ben=sk", "Cat=mermaid"]  # the FAQ's three-card triangle


def open_trick(page: Any, cards: list[str], question: str = "", hands: list[str] | None = None) -> None:
    """Show the verdict for ``cards`` (the question, if any, and the hands in the link too) in the open page."""
    page.evaluate(
        """hash => { document.getElementById("verdict").dataset.state = "stale";
            if (location.hash === hash) location.hash = "#again";  // the same link again fires no hashchange
            location.hash = hash; }""",
        fragment({"cards": cards, **({"hands": hands} if hands else {})}) + (f"&{question}" if question else ""),
    )
    answer(page, cards)


def question_answer(page: Any, asked: str) -> dict[str, Any]:
    """Wait until #question shows the answer to ``asked`` (as the link writes it), then read it."""
    page.wait_for_function(
        """asked => { const q = document.getElementById("question");
            return ["done", "refused"].includes(q.dataset.state) && q.dataset.question === asked; }""",
        arg=asked,
    )
    got: dict[str, Any] = page.eval_on_selector(
        "#question", "q => ({state: q.dataset.state, json: q.dataset.json ?? null, text: q.textContent})"
    )
    return got


def cli_json(*args: str) -> str:
    code, out, err = cli_output(["trick", "--json", *args])
    assert code in (0, 1), err
    return out


def test_why_not_mine_for_a_losing_player_of_the_triangle(page: Any) -> None:
    """FAQ triangle: asked from the page, Ben's Skull King lost to Cat's Mermaid by rank.mermaid-king."""
    open_trick(page, TRIANGLE)
    assert page.is_visible("#settle-why-form")
    assert page.eval_on_selector("#question", "q => q.dataset.state") == "none"
    page.select_option("#settle-why", "Ben")
    page.click("#settle-why-form button")
    got = question_answer(page, "why=Ben")
    assert page.evaluate("location.hash") == fragment({"cards": TRIANGLE}) + "&why=Ben"
    assert got["json"] == cli_json("--why", "Ben", *TRIANGLE)
    why = json.loads(got["json"])["why_not"]
    assert (why["rule"], why["beaten_by"]) == ("rank.mermaid-king", 2)
    assert "Beaten by" in got["text"]
    assert "Cat's Mermaid (card 3)" in got["text"]  # the card by its name, as the answer's text names it
    assert "Ben would have won if:" in got["text"]
    for change in why["would_win_if"]:  # each single change that wins is shown with its text
        assert change["text"] in got["text"]
    for missed in why["bonuses"]:  # and each bonus not earned
        assert missed["text"] in got["text"]
    href = page.get_attribute('#question a.settle-rule[href*="#rank.mermaid-king"]', "href")
    assert href is not None
    # The verdict itself is untouched: still exactly `skrules trick --json`.
    assert page.eval_on_selector("#verdict", "v => v.dataset.json") == cli_json(*TRIANGLE)


def test_why_of_the_winner_lists_what_it_earned_first(page: Any) -> None:
    """bonus.king, bonus.capture: asked about Cat's Mermaid, which won, the page lists the +40 it earned for Ben's
    Skull King, with its rule linked, before Ann's Pirate that earns it nothing, as ``--why Cat`` does."""
    open_trick(page, TRIANGLE, "why=Cat")
    got = question_answer(page, "why=Cat")
    assert got["json"] == cli_json("--why", "Cat", *TRIANGLE)
    why = json.loads(got["json"])["why_not"]
    assert [(e["rule"], e["points"]) for e in why["earned"]] == [("bonus.king", 40)]
    items = page.eval_on_selector_all("#question .settle-cited li", "lis => lis.map(li => li.textContent)")
    assert items == [
        "+40 for Ben's Skull King, taken by Cat's Mermaid. bonus.king",
        f"{why['bonuses'][0]['text']} bonus.capture",
    ]
    assert page.get_attribute('#question a.settle-rule[href*="#bonus.king"]', "href") is not None


def test_what_if_from_the_page_shows_what_changed(page: Any) -> None:
    """--what-if: Ben's Escape instead of the Skull King hands the trick to Rosie (rank.pirate)."""
    open_trick(page, TRIANGLE)
    page.select_option("#settle-what-if-player", "Ben")
    page.fill("#settle-what-if-card", "escape")
    page.click("#settle-what-if-form button")
    got = question_answer(page, "what-if=Ben=escape")
    assert got["json"] == cli_json("--what-if", "Ben=escape", *TRIANGLE)
    changed = page.eval_on_selector_all(".settle-what-if tr.settle-changed th", "ths => ths.map(t => t.textContent)")
    assert changed == [
        "Card 2",
        "Winner",
        "Bonus",
        "Captures",
        "Next lead",
    ]  # Rosie takes the Mermaid: another card paid for
    assert page.inner_text("#question .settle-question-title") == "What if Ben had played an Escape?"
    assert "Ann with Pirate Rosie D'Laney (card 1)" in got["text"]
    assert page.get_attribute('#question a.settle-rule[href*="#rank.pirate"]', "href") is not None


@pytest.mark.parametrize("typed", ["Ben=escape", "ben=escape", "2=escape"])
def test_what_if_typed_with_its_player_as_the_command_line_writes_it(page: Any, typed: str) -> None:
    """--what-if: the card typed with its player before '=' (Ben=escape, by name in any case or by position), as
    the command line takes it, asks about that player's card; it asked "What if Ben=Ben=escape?" and was refused
    with the command line's option. The player chosen follows what was typed."""
    open_trick(page, TRIANGLE)
    page.select_option("#settle-what-if-player", "Cat")
    page.fill("#settle-what-if-card", typed)
    page.click("#settle-what-if-form button")
    got = question_answer(page, "what-if=Ben=escape")
    assert got["json"] == cli_json("--what-if", "Ben=escape", *TRIANGLE)
    assert page.input_value("#settle-what-if-player") == "Ben"


@pytest.mark.parametrize("typed", ["x&why=Cat", "Dan=escape"])
def test_what_if_text_before_an_equals_that_names_no_player_is_the_card_whole(page: Any, typed: str) -> None:
    """--what-if: text before '=' that names no player of the trick is part of the card typed, refused whole as
    the command line refuses it (x&why=Cat was asked as Cat's card)."""
    open_trick(page, TRIANGLE)
    page.select_option("#settle-what-if-player", "Ben")
    page.fill("#settle-what-if-card", typed)
    page.click("#settle-what-if-form button")
    page.wait_for_function("""() => ["done", "refused"].includes(document.getElementById("question").dataset.state)""")
    code, _, err = cli_output(["trick", "--json", "--what-if", f"Ben={typed}", *TRIANGLE])
    assert code == 2
    message = page.eval_on_selector("#question", "q => q.dataset.message ?? null")
    assert message == err.removeprefix("skrules: error: ").strip()


def test_what_if_with_a_hand_says_whether_the_play_was_allowed(page: Any) -> None:
    """play.follow: Ben held the green 2 and played the yellow 3 on green; had he played the green 2, his play
    is allowed. The page marks that row changed and says the verdict is the same, as ``--what-if`` does."""
    cards, hands = ["Ann=g5", "Ben=y3"], ["Ben=y3,g2"]
    open_trick(page, cards, "what-if=Ben=g2", hands)
    got = question_answer(page, "what-if=Ben=g2")
    assert got["json"] == cli_json("--what-if", "Ben=g2", "--hand", *hands, *cards)
    changed = page.eval_on_selector_all(".settle-what-if tr.settle-changed th", "ths => ths.map(t => t.textContent)")
    assert changed == ["Card 2", "Allowed"]
    assert "no (play.follow)" in got["text"] and "yes (play.follow)" in got["text"]
    assert "The verdict is the same." in got["text"]


def test_a_shared_link_with_the_question_settles_it_on_a_first_visit(browser: Any, base_url: str) -> None:
    """A fresh visit by a link that carries ``&why=Ben``: the verdict, then the answer, the fields set."""
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    fresh = context.new_page()
    fresh.set_default_timeout(TIMEOUT_MS)
    fresh.goto(base_url + "settle.html" + fragment({"cards": TRIANGLE}) + "&why=Ben")
    got = question_answer(fresh, "why=Ben")
    assert got["state"] == "done"
    assert got["json"] == cli_json("--why", "Ben", *TRIANGLE)
    assert fresh.eval_on_selector("#verdict", "v => v.dataset.state") == "done"
    assert fresh.input_value("#settle-why") == "Ben"
    # A link may name the card by position, as --what-if does; the fields show it by name.
    fresh.evaluate("h => { location.hash = h; }", fragment({"cards": TRIANGLE}) + "&what-if=2=escape")
    got = question_answer(fresh, "what-if=2=escape")
    assert got["json"] == cli_json("--what-if", "2=escape", *TRIANGLE)
    assert (fresh.input_value("#settle-what-if-player"), fresh.input_value("#settle-what-if-card")) == ("Ben", "escape")
    context.close()


@pytest.mark.parametrize(
    ("question", "message"),
    [
        ("why=Dan", "No player is called 'Dan' in this trick; the players are Ann, Ben, Cat"),
        ("what-if=Ben=zzz", "Not a card"),
        ("what-if=5=sk", "There is no card 5 in this trick of 3 cards"),
    ],
)
def test_a_question_the_trick_cannot_answer_is_a_message_in_the_page(page: Any, question: str, message: str) -> None:
    """The CLI's message, in words for the page (no option name, no traceback); the verdict stays."""
    open_trick(page, TRIANGLE, question)
    got = question_answer(page, question)
    assert got["state"] == "refused"
    assert message in got["text"]
    assert "Traceback" not in got["text"]
    assert "--why '" not in got["text"] and "--what-if '" not in got["text"]
    assert page.eval_on_selector("#verdict", "v => v.dataset.state") == "done"
    option, value = question.split("=", 1)
    _, _, err = cli_output(["trick", "--json", f"--{option}", value, *TRIANGLE])
    assert page.eval_on_selector("#question", "q => q.dataset.message") == err.removeprefix("skrules: error: ").strip()


def test_an_empty_what_if_card_asks_nothing(page: Any) -> None:
    """No card typed: the field is focused, no question is sent, and the answer says to type the card."""
    open_trick(page, TRIANGLE)
    page.fill("#settle-what-if-card", "  ")
    page.click("#settle-what-if-form button")
    assert page.evaluate("document.activeElement.id") == "settle-what-if-card"
    assert page.eval_on_selector("#question", "q => q.dataset.state") == "refused"
    assert page.inner_text("#question") == "Type the card they might have played first."
    assert page.eval_on_selector("#question", "q => q.dataset.question ?? null") is None
    assert "what-if" not in page.evaluate("location.hash")


def test_a_new_trick_clears_the_question(page: Any) -> None:
    open_trick(page, TRIANGLE, "why=Ben")
    question_answer(page, "why=Ben")
    page.fill("#settle-cards", "Ann=g5 Ben=g9")
    page.click("#settle-form button[type=submit]")
    answer(page, ["Ann=g5", "Ben=g9"])
    assert page.eval_on_selector("#question", "q => q.dataset.state") == "none"
    assert page.eval_on_selector("#question", "q => q.textContent") == ""
    assert page.eval_on_selector_all("#settle-why option", "os => os.map(o => o.value)") == ["Ann", "Ben"]


def test_the_questions_fit_a_phone(browser: Any, base_url: str) -> None:
    """At 400 px: the answer and the question forms are no wider than the screen."""
    context = browser.new_context(viewport={"width": 400, "height": 800})
    phone = context.new_page()
    phone.set_default_timeout(TIMEOUT_MS)
    for asked in ("why=Ben", "what-if=Ben=escape"):
        phone.goto(base_url + "settle.html" + fragment({"cards": TRIANGLE}) + "&" + asked)
        question_answer(phone, asked)
        assert phone.evaluate("document.documentElement.scrollWidth") <= 400, asked
        for selector in ("#settle-why-form button", "#settle-what-if-form button", "#settle-what-if-card"):
            box = phone.locator(selector).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 400, (asked, selector)
    # Asked by the button, the answer is brought into view (it starts below the screen on a phone).
    phone.goto(base_url + "settle.html" + fragment({"cards": TRIANGLE}))
    answer(phone, TRIANGLE)
    phone.evaluate("window.scrollTo(0, 0)")
    phone.click("#settle-why-form button")
    question_answer(phone, "why=Ben")
    # The theme scrolls smoothly: wait a few seconds for the answer's start to reach the top of the screen.
    phone.wait_for_function(
        """() => { const top = document.getElementById("question").getBoundingClientRect().top;
            return top >= 0 && top < 100; }""",
        timeout=5_000,
    )
    context.close()


def in_language(page: Any, lang: str) -> None:
    """Choose ``lang`` for the verdict shown, and wait until it is said in it."""
    page.select_option("#settle-lang", lang)
    page.wait_for_function(
        "lang => document.querySelector('#verdict .settle-answer-line')?.lang === lang && "
        "document.getElementById('verdict').dataset.state === 'done'",
        arg=lang,
    )


def test_why_not_mine_in_german_is_skrules_german(page: Any) -> None:
    """FAQ triangle in German: Ben's Skull King lost to Cat's Mermaid (rank.mermaid-king), and the answer is
    worded as ``--why Ben --lang de`` words it, no English of the page left; the JSON stays ``--json``'s."""
    open_trick(page, TRIANGLE)
    in_language(page, "de")
    try:
        page.select_option("#settle-why", "Ben")
        page.click("#settle-why-form button")
        got = question_answer(page, "why=Ben")
        assert got["json"] == cli_json("--why", "Ben", *TRIANGLE)
        said = adjudicate({"cards": TRIANGLE, "why": "Ben", "lang": "de"})["said"]["why_not"]
        assert said["title"] == "Warum nicht Bens Skull King (Karte 2)?"
        for part in (
            said["title"],
            said["beaten_by"],
            said["beaten_by_card"],
            said["text"],
            said["would_win_if_title"],
        ):
            assert part in got["text"], part
        for item in said["would_win_if"] + said["bonuses"]:
            assert item in got["text"], item
        for english in ("Why not", "Beaten by", "would have won if", "Bonuses:"):
            assert english not in got["text"], english
        assert page.eval_on_selector("#question", "q => q.lang") == "de"
        assert page.get_attribute('#question a.settle-rule[href*="#rank.mermaid-king"]', "href") is not None
    finally:
        in_language(page, "en")


def test_what_if_in_spanish_is_skrules_spanish(page: Any) -> None:
    """rank.pirate in Spanish: had Ben played an Escape, Ann's Rosie wins; the table's facts and values, the
    rule line and the title are ``--what-if 2=escape --lang es``'s, and the changed rows are marked as in English."""
    open_trick(page, TRIANGLE)
    in_language(page, "es")
    try:
        page.select_option("#settle-what-if-player", "Ben")
        page.fill("#settle-what-if-card", "escape")
        page.click("#settle-what-if-form button")
        got = question_answer(page, "what-if=Ben=escape")
        assert got["json"] == cli_json("--what-if", "Ben=escape", *TRIANGLE)
        said = adjudicate({"cards": TRIANGLE, "what_if": "Ben=escape", "lang": "es"})["said"]["what_if"]
        assert said["title"] == "¿Y si Ben hubiera jugado una Huida?"
        assert said["title"] in got["text"] and said["as_played"] in got["text"]
        changed = page.eval_on_selector_all(
            ".settle-what-if tr.settle-changed th", "ths => ths.map(t => t.textContent)"
        )
        assert changed == ["Carta 2", "Ganador", "Bonificación", "Capturas", "Siguiente salida"]
        facts = page.eval_on_selector_all(".settle-what-if tbody th", "ths => ths.map(t => t.textContent)")
        assert facts == [fact for fact, _, _ in said["rows"]]
        assert "Ann con Rosie D'Laney (carta 1)" in got["text"]  # the winner by her name alone, no article
        assert "Ahora lo decide rank.pirate." in got["text"]
        for english in ("What if", "As played", "unchanged", "decided by", "Winner"):
            assert english not in got["text"], english
        assert page.get_attribute('#question a.settle-rule[href*="#rank.pirate"]', "href") is not None
    finally:
        in_language(page, "en")


def _what_if_on_a_phone(browser: Any, base_url: str, lang: str, what_if: str) -> tuple[Any, Any]:
    """Settle it at 400 px in ``lang``, the triangle judged and ``what_if`` answered: the context and its page."""
    context = browser.new_context(viewport={"width": 400, "height": 800})
    context.add_init_script(f"localStorage.setItem('skrules.lang', '{lang}')")
    phone = context.new_page()
    phone.set_default_timeout(TIMEOUT_MS)
    phone.goto(base_url + "settle.html" + fragment({"cards": TRIANGLE}) + f"&what-if={what_if}")
    question_answer(phone, f"what-if={what_if}")
    return context, phone


def test_a_german_what_if_fits_a_phone(browser: Any, base_url: str) -> None:
    """At 400 px in German (rank.pirate, Ben's Escape): the what-if table, whose facts and headings are
    German's long words (Nächster Ausspieler), stays inside the answer instead of running past the screen."""
    context, phone = _what_if_on_a_phone(browser, base_url, "de", "Ben=escape")
    assert phone.eval_on_selector("#question", "q => q.lang") == "de"
    table = phone.locator(".settle-what-if").bounding_box()
    answer_box = phone.locator("#question").bounding_box()
    assert table is not None and answer_box is not None
    assert table["x"] + table["width"] <= answer_box["x"] + answer_box["width"]
    assert phone.evaluate("document.documentElement.scrollWidth") <= 400
    context.close()


def test_a_chinese_what_if_keeps_each_fact_on_one_line_on_a_phone(browser: Any, base_url: str) -> None:
    """At 400 px in Chinese (rank.pirate, Cat's Escape): each fact of the what-if table (第3张牌, 下一墩引牌) is on one
    line, as Chinese breaks between any two characters and wrapped them one or two a line; the table still fits."""
    context, phone = _what_if_on_a_phone(browser, base_url, "zh", "Cat=escape")
    lines = phone.eval_on_selector_all(
        ".settle-what-if tbody th",
        "ths => ths.map((th) => { const r = document.createRange(); r.selectNodeContents(th);"
        " return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; })",
    )
    assert len(lines) >= 5 and lines == [1] * len(lines), lines
    assert phone.evaluate("document.documentElement.scrollWidth") <= 400
    context.close()


# What a player may type in the "had played" field: any text but control characters, trimmed as the page
# trims. Printable here too: the browser's Python has a newer Unicode database than this one, and a
# character only it knows (U+31350) is shown as itself in its messages but escaped in this Python's.
_TYPED = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=12).filter(
    lambda t: t == t.strip() and t.isprintable()
)


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    typed=st.sampled_from(["escape", "p9", "tigress:pirate", "g14", "kraken", "a+b", "50%", "x&why=Cat", "#"]) | _TYPED
)
def test_any_card_typed_for_what_if_reaches_the_cli_whole(page: Any, typed: str) -> None:
    """The link's encoding round trip (--what-if): whatever is typed is judged or refused as the CLI does it."""
    if page.eval_on_selector("#verdict", "v => [v.dataset.state, v.dataset.cards]") != ["done", " ".join(TRIANGLE)]:
        open_trick(page, TRIANGLE)
    page.eval_on_selector("#question", "q => { q.dataset.state = 'stale'; }")
    page.select_option("#settle-what-if-player", "Ben")
    page.fill("#settle-what-if-card", typed)
    page.click("#settle-what-if-form button")
    page.wait_for_function("""() => ["done", "refused"].includes(document.getElementById("question").dataset.state)""")
    got = page.eval_on_selector(
        "#question", "q => ({state: q.dataset.state, json: q.dataset.json ?? null, message: q.dataset.message ?? null})"
    )
    code, out, err = cli_output(["trick", "--json", "--what-if", f"Ben={typed}", *TRIANGLE])
    if code in (0, 1):
        assert (got["state"], got["json"]) == ("done", out), typed
    else:
        assert (got["state"], got["message"]) == ("refused", err.removeprefix("skrules: error: ").strip()), typed


# The form's words a reader sees (labels, buttons, summaries, the picker's actions); the rulings' questions
# and readings are FOLDED's and the rulings' switches', tested below.
SEEN = (
    "#settle-form label:not(.settle-ruling), #settle-form button, #settle-form summary, #settle-form legend,"
    " #settle-edition option, #settle-ask label, #settle-ask button, #settle-why option, #settle-two"
)


def labels(page: Any) -> list[tuple[str, str]]:
    """Each aria-label the form marks: its English and what it says now."""
    found = page.eval_on_selector_all("[data-say-label]", "els => els.map(e => [e.dataset.sayLabel, e.ariaLabel])")
    assert len(found) == 7  # the picker's groups (the Expansion Pack's numbers among them) and the questions
    return [(english, said) for english, said in found]


@pytest.mark.parametrize("lang", LANGS)
def test_the_form_speaks_the_language_chosen(page: Any, lang: str) -> None:
    """FAQ triangle (rank.mermaid-king) in each language: no English word of the form's own is left in its
    labels, buttons, summaries, aria-labels, the winner's "(won)" or a refused question's title; English
    comes back as it was."""
    words = form_words()[lang]
    open_trick(page, TRIANGLE, "what-if=Ben=zz")
    in_language(page, lang)
    try:
        question_answer(page, "what-if=Ben=zz")
        page.eval_on_selector_all("#settle-form details", "ds => ds.forEach(d => (d.open = true))")  # all in view
        seen = page.eval_on_selector_all(SEEN, "els => els.map(e => e.innerText)")
        text = "\n".join(seen)
        shown = [w for w in FORM_WORDS if "{" not in w and page.locator(f'[data-say="{w}"]').count()]
        # all but the status (gone once loaded), the words settle.js says itself and those only aria-labels say
        aria = {
            "Card picker",
            "Suit",
            "Number",
            "Special cards",
            "Questions about the verdict",
            "Expansion Pack numbers",
        }
        said = set(FORM_WORDS[FORM_WORDS.index("Facts, steps and rules") :]) - {TWO_PLAYERS}  # settle.js says them
        unmarked = {"Loading the adjudicator…", "(won)", "(default)", "escape", *aria, *said}  # escape: a placeholder
        assert shown == [w for w in FORM_WORDS if "{" not in w and w not in unmarked]
        for english in shown:
            assert english not in text, (lang, english)
            assert words[english] in text, (lang, english)
        readings = page.eval_on_selector_all("select[data-ruling] option", "os => os.map(o => o.textContent)")
        for english in ("edition", "(default)", "(won)"):
            assert english not in text and not any(english in r for r in readings), (lang, english)
        assert any(words["(default)"] in r for r in readings)
        mermaid = localizer(lang).card(Card.parse("mermaid"))  # rank.mermaid-king, the card by its name
        cat = words["{player}: {card}"].format(player="Cat", card=mermaid)  # "Cat : Sirène" in French
        assert any(s.startswith(cat) and s.endswith(words["(won)"]) for s in seen), seen
        assert page.get_attribute("#settle-what-if-card", "placeholder") == words["escape"]
        assert all(label == words[english] for english, label in labels(page)), labels(page)
        title = page.inner_text("#question .settle-question-title")
        assert title == words["What if {what}?"].replace("{what}", "Ben=zz")
    finally:
        page.eval_on_selector_all("#settle-form details", "ds => ds.forEach(d => (d.open = false))")
        in_language(page, "en")
    seen = page.eval_on_selector_all(SEEN, "els => els.map(e => e.innerText)")
    assert "Why not mine?" in seen and "had played" in seen and "Cat: Mermaid (won)" in seen
    assert page.get_attribute("#settle-what-if-card", "placeholder") == "escape"
    assert page.inner_text("#question .settle-question-title") == "What if Ben=zz?"


# The folded section's rule words: each ruling's question, each house rule's description, the edition note.
FOLDED = ".settle-ruling > span, .settle-house > span"


def folded(page: Any) -> list[str]:
    """What the folded section's rulings and house rules say, then the edition note (above the section)."""
    seen: list[str] = page.eval_on_selector_all(FOLDED, "els => els.map(e => e.textContent)")  # folded or not
    return [*seen, page.text_content("#settle-edition-note")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_folded_section_speaks_the_language_chosen(page: Any, lang: str) -> None:
    """FAQ triangle, the folded section open: no ruling question (ruling.kraken-leader's "Who leads after the
    Kraken"...), house-rule description (house.zero-miss-ten...) or edition note ("Edition: ...", the 2013
    edition's once it is chosen) is left in English, nor any ruling's reading (its switch says what each
    reading does, the edition's or the default one marked); the ruling IDs and the readings' values stay as
    typed, and English comes back as it was."""
    words, said = form_words()[lang], rule_words()
    english = {key: text for key, text in said.items() if "=" not in key}  # a reading's key is RULING=READING
    note = words["Edition: {summary}."]
    open_trick(page, TRIANGLE)
    page.eval_on_selector("#settle-form details.settle-more", "d => (d.open = true)")
    before = folded(page)
    readings = "os => os.map(o => o.value)"
    codes = page.eval_on_selector_all(".settle-ruling code", "cs => cs.map(c => c.textContent)")
    values = page.eval_on_selector_all("select[data-ruling] option", readings)
    in_language(page, lang)
    try:
        seen = folded(page)
        text = "\n".join(seen)
        assert len(seen) == len(before) == len([k for k in english if not k.startswith("edition")]) + 1  # the note
        for key, phrase in english.items():
            if not key.startswith("edition"):
                assert phrase not in text and words[phrase] in text, (lang, key)
        assert seen[-1] == note.replace("{summary}", words[english["edition.2024"]]) != before[-1]
        assert "Edition:" not in text
        assert page.eval_on_selector_all(".settle-ruling code", "cs => cs.map(c => c.textContent)") == codes
        assert page.eval_on_selector_all("select[data-ruling] option", readings) == values
        options = page.eval_on_selector_all("select[data-ruling] option", "os => os.map(o => o.textContent)")
        assert len(options) == len(said) - len(english)
        for option in options:  # the reading said, then "(par défaut)" for the default one
            assert any(option.startswith(words[said[key]]) for key in said if "=" in key), (lang, option)
            assert not any(said[key] in option for key in said if "=" in key), (lang, option)
        page.select_option("#settle-edition", "2013")
        assert folded(page)[-1] == note.replace("{summary}", words[english["edition.2013"]])
    finally:
        page.select_option("#settle-edition", "2024")
        in_language(page, "en")
        page.eval_on_selector("#settle-form details.settle-more", "d => (d.open = false)")
    assert folded(page) == before
    assert before[-1] == f"Edition: {english['edition.2024']}."


def test_a_refused_trick_is_said_in_the_language_chosen(page: Any) -> None:
    """box.copies in French: a refused trick shows skrules' own refusal said in the language, as
    ``skrules trick --lang fr`` prints it, marked as French; English comes back as it was."""
    open_trick(page, TRIANGLE)
    in_language(page, "fr")
    try:
        open_trick(page, ["g5", "g5"])
        shown = page.eval_on_selector("#verdict .settle-refused", "p => ({text: p.textContent, lang: p.lang})")
        french = (
            "carte 2 'g5'\xa0: le 5\xa0vert apparaît 2 fois dans ce pli (cartes 1, 2)\xa0; "
            "la boîte n'en contient qu'un exemplaire"
        )
        assert shown == {"text": french, "lang": "fr"}
    finally:
        open_trick(page, TRIANGLE)
        in_language(page, "en")
    open_trick(page, ["g5", "g5"])
    shown = page.eval_on_selector("#verdict .settle-refused", "p => ({text: p.textContent, lang: p.lang})")
    english = "card 2 'g5': green 5 appears 2 times in this trick (cards 1, 2); the box holds one copy"
    assert shown == {"text": english, "lang": "en"}


def test_on_a_phone_the_what_if_table_breaks_no_word(page: Any) -> None:
    """--what-if at 400 px: a cell wraps between words, never inside one ("unchange/d" was seen), so
    each one-word cell stays on one line (loot.alliance: the Alliances row among them)."""
    page.set_viewport_size({"width": 400, "height": 900})
    try:
        open_trick(page, ["Ann=loot", "Ben=g14", "Cat=g5"])
        page.select_option("#settle-what-if-player", "Ann")
        page.fill("#settle-what-if-card", "g3")
        page.click("#settle-what-if-form button")
        question_answer(page, "what-if=Ann=g3")
        lines = page.eval_on_selector_all(
            ".settle-what-if td",
            """tds => tds.filter(td => /^\\S+$/.test(td.textContent.trim())).map(td => {
                const range = document.createRange(); range.selectNodeContents(td);
                return [td.textContent.trim(), new Set([...range.getClientRects()].map(r => Math.round(r.top))).size];
            })""",
        )
        assert ["unchanged", 1] in lines and ["none", 1] in lines, lines
        assert all(n == 1 for _, n in lines), lines
    finally:
        page.set_viewport_size({"width": 1000, "height": 800})  # as the module's page was opened


@pytest.mark.parametrize("lang", LANGS)
def test_a_question_refused_in_another_language_names_no_option(page: Any, lang: str) -> None:
    """A what-if card that is none, asked in each language: the page says why in the language's words, without
    the command line's "--what-if 'Ben=zzz' :" before it (French sets a no-break space before the colon)."""
    said = adjudicate({"cards": TRIANGLE, "what_if": "Ben=zzz", "lang": lang})["said"]["message"]
    open_trick(page, TRIANGLE)
    in_language(page, lang)
    try:
        open_trick(page, TRIANGLE, "what-if=Ben=zzz")
        got = question_answer(page, "what-if=Ben=zzz")
        text = page.inner_text("#question .settle-refused")
        assert got["state"] == "refused" and "--what-if" not in text
        assert said.startswith("--what-if") and text[1:] in said and text[:1] == text[:1].upper()
    finally:
        in_language(page, "en")


# A what-if about a player the trick does not have, its card named, as each language's title writes it.
NO_SUCH_PLAYER = {
    "en": "What if Dan: Skull King?",
    "fr": "Et si Dan\xa0: Skull King\xa0?",
    "de": "Was wäre, wenn Dan: Skull King?",
    "es": "¿Y si Dan: Skull King?",
    "zh": "如果Dan：骷髅王呢？",  # noqa: RUF001
}


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_a_refused_what_if_titles_the_player_and_card_as_the_language_writes_them(page: Any, lang: str) -> None:
    """A what-if about a player not in the FAQ triangle (Dan=sk), in each language: the refused question's
    title names the card and writes "player: card" as the questions' lists do; it wrote "Dan: Skull King"
    in every language (no French no-break space before the colon, no Chinese full-width colon)."""
    open_trick(page, TRIANGLE)
    in_language(page, lang)
    try:
        open_trick(page, TRIANGLE, "what-if=Dan=sk")
        assert question_answer(page, "what-if=Dan=sk")["state"] == "refused"
        assert page.inner_text("#question .settle-question-title") == NO_SUCH_PLAYER[lang]
    finally:
        in_language(page, "en")


# Half of a character (a lone surrogate) in the cards field, then in the what-if card, as JavaScript source.
LONE = "'Ann=g3 Ben=\\ud83d'"
# The page's refusal of each, in each language: the cards, then the question.
UNENCODABLE_SAID = {
    "fr": (
        "Impossible de trancher\xa0: les cartes contiennent un caractère qui ne peut pas être encodé (une moitié"
        " de caractère, comme peut en laisser un copier-coller)\xa0; retapez-les.",
        "Impossible de trancher\xa0: la question contient un caractère qui ne peut pas être encodé (une moitié"
        " de caractère, comme peut en laisser un copier-coller)\xa0; retapez-la.",
    ),
    "de": (
        "Das lässt sich nicht entscheiden: Die Karten enthalten ein Zeichen, das sich nicht kodieren lässt (ein"
        " halbes Zeichen, wie es beim Einfügen zurückbleiben kann); tippe sie noch einmal.",
        "Das lässt sich nicht entscheiden: Die Frage enthält ein Zeichen, das sich nicht kodieren lässt (ein"
        " halbes Zeichen, wie es beim Einfügen zurückbleiben kann); tippe sie noch einmal.",
    ),
    "es": (
        "No se puede resolver: las cartas contienen un carácter que no se puede codificar (medio carácter, como"
        " puede dejar un pegado); vuelve a escribirlas.",
        "No se puede resolver: la pregunta contiene un carácter que no se puede codificar (medio carácter, como"
        " puede dejar un pegado); vuelve a escribirla.",
    ),
    "zh": (
        "无法判定：牌中含有无法编码的字符（半个字符，粘贴时可能留下）；请重新输入。",  # noqa: RUF001
        "无法判定：问题中含有无法编码的字符（半个字符，粘贴时可能留下）；请重新输入。",  # noqa: RUF001
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_half_a_character_is_refused_in_the_language_chosen(page: Any, lang: str) -> None:
    """FAQ triangle, then half of a character typed in the cards field and in the what-if card, in each
    language: the page's own refusal is in the language, as a refused trick is; it was English in all."""
    open_trick(page, TRIANGLE)
    in_language(page, lang)
    try:
        page.evaluate(f"""() => {{ document.getElementById("settle-cards").value = {LONE};
            document.getElementById("settle-form").requestSubmit(); }}""")
        page.wait_for_selector('#verdict[data-state="refused"]')
        cards, question = UNENCODABLE_SAID[lang]
        assert page.inner_text("#verdict") == cards
        open_trick(page, TRIANGLE)
        page.evaluate(f"""() => {{ document.getElementById("settle-what-if-card").value = {LONE};
            document.getElementById("settle-what-if-form").requestSubmit(); }}""")
        page.wait_for_selector('#question[data-state="refused"]')
        assert page.inner_text("#question") == question
    finally:
        in_language(page, "en")


# Each option's text, and the room a select gives it (its width less its padding and arrow).
FITS = """() => [...document.querySelectorAll("#settle-why, #settle-what-if-player")].flatMap((s) => {
    const style = getComputedStyle(s);
    const pen = document.createElement("canvas").getContext("2d");
    pen.font = style.font;
    const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return [...s.options].map((o) => [o.textContent, Math.ceil(pen.measureText(o.textContent).width), room]);
})"""


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_on_a_phone_the_questions_show_each_player_s_card_whole(browser: Any, base_url: str, lang: str) -> None:
    """At 400 px, rank.mermaid-king with Rascal of Roatan (the longest Pirate's name in French, Rascal le
    Flambeur): each player's card in the questions' lists fits its select in every language; beside its label
    the select cut it ("Ann : Pirate Rascal le Fl")."""
    context = browser.new_context(viewport={"width": 400, "height": 800})
    context.add_init_script(f"localStorage.setItem('skrules.lang', '{lang}')")
    phone = context.new_page()
    phone.set_default_timeout(TIMEOUT_MS)
    cards = ["Ann=rascal", "Ben=sk", "Cat=mermaid"]
    phone.goto(base_url + "settle.html" + fragment({"cards": cards}))
    answer(phone, cards)
    phone.wait_for_function(f"document.querySelector('#verdict .settle-answer-line')?.lang === '{lang}'")
    options = phone.evaluate(FITS)
    assert len(options) == 6
    assert [text for text, width, room in options if width > room] == []
    context.close()
