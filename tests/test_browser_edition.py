"""*Settle it* with an edition and house rules, in a real browser: ``--edition`` and ``--house`` on the page.

The same fixtures as tests/test_browser.py (the built site served over http, the system's Chromium),
so these tests are skipped locally and fail under CI exactly as those are. The verdicts must be what
``skrules trick --json --edition YEAR --house NAME`` prints, and the "Rules" line the one it prints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from skrules.rules import KrakenLeader
from skrules.rulings import RULINGS

from . import test_browser as shared
from .test_browser import TIMEOUT_MS, answer, ask, expect_cli, fragment
from .trick_cases import cli_output

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = [pytest.mark.slow, pytest.mark.browser]

served = shared.served
base_url = shared.base_url
browser = shared.browser
page = shared.page

KRAKEN = ["g3", "b5", "kraken", "p7"]  # the Kraken trick (D2): who leads next depends on the edition


def submit(page: Page) -> None:
    """Press *Settle it*, the shown answer marked stale first (the same cards may be shown already)."""
    page.eval_on_selector("#verdict", 'v => { v.dataset.state = "stale"; }')
    page.click("#settle-form button[type=submit]")


def rules_row(page: Page) -> str | None:
    """The text of the verdict's "Rules" row, or None when it has none."""
    row: str | None = page.evaluate(
        """() => { const th = [...document.querySelectorAll("#verdict .settle-table th")]
            .find((h) => h.textContent === "Rules");
            return th ? th.nextElementSibling.textContent : null; }"""
    )
    return row


def cli_rules_line(request: dict[str, Any]) -> str | None:
    """The "Rules" line of ``skrules trick --plain`` for the request, or None when it prints none."""
    args = ["trick", "--plain", "--edition", request.get("edition", "2024")]
    args += [a for h in request.get("house", []) for a in ("--house", h)]
    args += [a for r in request.get("rulings", []) for a in ("--ruling", r)]
    lines = cli_output([*args, *request["cards"]])[1].splitlines()  # the answer first, then the facts
    found = next((line for line in lines if line.startswith("Rules ")), None)
    return found.split(None, 1)[1] if found is not None else None


def test_picking_the_2021_edition_moves_the_kraken_leader(page: Page) -> None:
    """kraken.leader: P2 (who would have won) by default, P4 (left of the Kraken) under the 2021 print."""
    page.fill("#settle-cards", " ".join(KRAKEN))
    page.select_option("#settle-edition", "2024")
    submit(page)
    got = answer(page, KRAKEN)
    expect_cli(got, {"cards": KRAKEN})
    assert page.eval_on_selector("#verdict", "v => JSON.parse(v.dataset.json).next_leader_name") == "P2"
    assert rules_row(page) is None  # the usual game goes unsaid, as on the command line

    page.select_option("#settle-edition", "2021")
    submit(page)
    request = {"cards": KRAKEN, "edition": "2021"}
    got = answer(page, KRAKEN)
    expect_cli(got, request)
    assert page.eval_on_selector("#verdict", "v => JSON.parse(v.dataset.json).next_leader_name") == "P4"
    assert page.evaluate("location.hash") == fragment(request)
    assert rules_row(page) == cli_rules_line(request) == "2021 edition"
    # The ruling switches follow the edition: its reading is the one in force unless another is picked.
    kraken = 'select[data-ruling="kraken-leader"]'
    assert page.input_value(kraken) == "left-of-kraken"
    said = RULINGS["ruling.kraken-leader"].readings[KrakenLeader.LEFT_OF_KRAKEN]  # the reading by what it does
    assert page.eval_on_selector(kraken, "s => s.selectedOptions[0].textContent") == f"{said} (2021 edition)"
    # The FAQ's reading named over the 2021 print: a ruling in the link, and the "with" of the Rules line.
    page.eval_on_selector("details.settle-more", "d => { d.open = true; }")
    page.select_option(kraken, "would-have-won")
    submit(page)
    over = {**request, "rulings": ["kraken-leader=would-have-won"]}
    expect_cli(answer(page, KRAKEN), over)
    assert page.evaluate("location.hash") == fragment(over)
    assert rules_row(page) == cli_rules_line(over) == "2021 edition, with ruling.kraken-leader=would-have-won"
    page.select_option(kraken, "left-of-kraken")
    page.select_option("#settle-edition", "2024")
    assert page.input_value(kraken) == "would-have-won"


def test_a_link_with_the_2013_edition_refuses_a_14(page: Page) -> None:
    """first.deck: the first edition's suits run 1 to 13; the form shows the link's edition."""
    request = {"cards": ["g14", "g3"], "edition": "2013"}
    got = ask(page, request)
    assert got["state"] == "refused"
    expect_cli(got, request)
    assert "there is no 14 in the 2013 edition" in (got["text"] or "")
    assert page.input_value("#settle-edition") == "2013"
    assert page.is_disabled("#settle-abilities")  # the 2013 edition has no pirate abilities
    assert page.eval_on_selector_all("#settle-decks option", "os => os.map((o) => o.value)") == ["auto", "base"]
    # Scary Mary, its card in the Tigress's place, is taken (first.mary).
    mary = {"cards": ["scary-mary:pirate", "g3"], "edition": "2013"}
    expect_cli(ask(page, mary), mary)


def test_a_link_with_house_rules_ticks_them_and_names_them_in_the_verdict(page: Page) -> None:
    """kraken.leader; house=kraken-trick-leader: the destroyed trick's leader leads again (P1)."""
    request = {"cards": KRAKEN, "edition": "2021", "house": ["bonus-on-miss", "kraken-trick-leader"]}
    got = ask(page, request)
    expect_cli(got, request)
    assert page.eval_on_selector("#verdict", "v => JSON.parse(v.dataset.json).next_leader_name") == "P1"
    assert rules_row(page) == cli_rules_line(request) == "2021 edition; house rules: bonus-on-miss, kraken-trick-leader"
    ticked = page.eval_on_selector_all('input[name="house"]:checked', "bs => bs.map((b) => b.value)")
    assert ticked == ["bonus-on-miss", "kraken-trick-leader"]
    assert page.eval_on_selector("details.settle-more", "d => d.open")
    # Settling again from the form keeps them, in the same link.
    submit(page)
    expect_cli(answer(page, KRAKEN), request)
    assert page.evaluate("location.hash") == fragment(request)
    page.evaluate("""() => document.querySelectorAll('input[name="house"]').forEach((b) => { b.checked = false; })""")
    page.select_option("#settle-edition", "2024")


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        ({"cards": KRAKEN, "edition": "2019"}, "unknown edition '2019'"),
        ({"cards": KRAKEN, "house": ["nope"]}, "unknown house rule 'nope'"),
    ],
)
def test_an_unknown_edition_or_house_rule_in_a_link_is_the_cli_message(
    page: Page, request_: dict[str, Any], expected: str
) -> None:
    got = ask(page, request_)
    assert got["state"] == "refused"
    assert expected in (got["text"] or "")
    expect_cli(got, request_)


def test_the_switches_fit_a_phone(browser: Browser, base_url: str) -> None:
    """At 400 px, with the house rules open: nothing wider than the screen, the edition select within it."""
    context = browser.new_context(viewport={"width": 400, "height": 800})
    phone = context.new_page()
    phone.set_default_timeout(TIMEOUT_MS)
    request = {"cards": KRAKEN, "edition": "2021", "house": ["bonus-on-miss"]}
    phone.goto(base_url + "settle.html" + fragment(request))
    expect_cli(answer(phone, KRAKEN), request)
    assert phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    for selector in ("#settle-edition", 'input[value="zero-miss-ten"]', "#settle-edition-note"):
        box = phone.locator(selector).bounding_box()
        assert box is not None, selector
        assert box["x"] >= 0, selector
        assert box["x"] + box["width"] <= 400, selector
    context.close()
