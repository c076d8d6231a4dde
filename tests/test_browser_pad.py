"""The site's Score pad in headless Chromium: two rounds entered by tapping, kept across a reload, undone, exported.

The page (docs/pad.md, docs/_static/pad/) runs no Python: its scores are core.js's, which
tests/test_site_pad.py holds to skrules' scoring; here the file it exports must pass
``skrules check`` (game.end) with the totals the page shows (score.bid, score.zero, score.bonus).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import pytest

from .test_browser import TIMEOUT_MS, base_url, browser, served  # noqa: F401  (the suite's fixtures)

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

pytestmark = [pytest.mark.slow, pytest.mark.browser]


@pytest.fixture
def phone(browser: Browser, base_url: str) -> Iterator[Page]:  # noqa: F811
    """The pad at a phone's width, its storage empty."""
    context = browser.new_context(viewport={"width": 400, "height": 800}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base_url + "pad.html")
    yield page
    context.close()


def _exported_and_checked(page: Page, path: Path, cli: Cli) -> str:
    """The game the pad exports, saved to ``path``: ``skrules check`` passes it (game.*); its text."""
    with page.expect_download() as info:
        page.click('[data-action="export"]')
    info.value.save_as(path)
    text = path.read_text()
    code, out, _ = cli("check", "--plain", str(path))
    assert code == 0 and "1 passed" in out, text + out
    return text


def tap(page: Page, selector: str, times: int = 1) -> None:
    for _ in range(times):
        page.click(selector)


def rows(page: Page) -> list[str]:
    return [r.inner_text() for r in page.locator("#pad-table tbody tr").all()]


def test_two_rounds_kept_across_a_reload_undone_and_exported(phone: Page, tmp_path: Path, cli: Cli) -> None:
    """score.bid, score.zero, score.bonus, game.end: round 1 (Ann bids and takes 1 with a 14: +30), round 2
    (Ben bids 2 and takes 1: -10; Cat's zero bid broken: -20); a reload keeps both, Undo reopens round 2's
    bonuses, the export passes check."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat Dan")
    page.click('[data-action="start"]')
    assert page.get_attribute("#pad-app", "data-step") == "bids"
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')  # the tricks won start at the bids
    tap(page, '[data-player="0"] [data-bonus="14"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="1"] [data-delta="1"]', 2)
    page.click('[data-action="next"]')
    tap(page, '[data-player="1"] [data-delta="-1"]')
    tap(page, '[data-player="2"] [data-delta="1"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')
    assert rows(page) == ["1\t+30 30\t+10 10\t+10 10\t+10 10", "2\t+20 50\t-10 0\t-20 -10\t+20 30"]
    page.reload()
    page.wait_for_selector("#pad-table")
    assert page.get_attribute("#pad-app", "data-round") == "3" and len(rows(page)) == 2  # kept in localStorage
    page.click('[data-action="undo"]')
    assert page.get_attribute("#pad-app", "data-step") == "bonus" and len(rows(page)) == 1
    page.click('[data-action="undo"]')
    assert page.get_attribute("#pad-app", "data-step") == "won"
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')
    text = _exported_and_checked(page, tmp_path / "pad.skull", cli)
    assert "round 2: 0/0 2/1 0/1 0/0" in text and "totals: Ann=+50 Ben=+0 Cat=-10 Dan=+30" in text


def test_a_refused_round_says_why_and_keeps_the_entry(phone: Page) -> None:
    """bid.range, bonus.capture: the page refuses in one line and stays at the same step."""
    page = phone
    page.fill("#pad-players", "Ann")
    page.click('[data-action="start"]')
    assert "1 player: Skull King needs two players at least" in page.inner_text("#pad-error")
    page.fill("#pad-players", "Ann Ben Cat")
    page.click('[data-action="start"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="0"] [data-delta="1"]', 2)  # 2 of 1 trick: the stepper stops at the cards dealt
    assert page.inner_text('[data-player="0"] .pad-value') == "1"
    tap(page, '[data-player="1"] [data-delta="1"]')
    page.click('[data-action="next"]')
    assert "the tricks won add up to 2, but the round has only 1" in page.inner_text("#pad-error")
    assert page.get_attribute("#pad-app", "data-step") == "won"


def test_the_new_games_entry_is_kept_across_the_language_switch_and_a_reload(phone: Page) -> None:
    """The New game form (players, scoring, deck, abilities) as far as it is filled: switching the language draws
    the form again in it and a reload (a phone reopening the tab) reads the page again; neither loses a name or
    a choice, and Start then plays them (setup.dealer: Dan, the last seat, deals)."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat")
    page.select_option("#pad-scoring", "rascal")
    page.select_option("#pad-deck", "all")
    page.check("#pad-abilities")
    page.select_option("#pad-lang", "fr")
    assert page.inner_text('[data-action="start"]') == "Commencer"
    entry = ("#pad-players", "#pad-scoring", "#pad-deck")
    assert [page.input_value(f) for f in entry] == ["Ann Ben Cat", "rascal", "all"]
    assert page.is_checked("#pad-abilities")
    page.fill("#pad-players", "Ann Ben Cat Dan")
    page.reload()
    assert [page.input_value(f) for f in entry] == ["Ann Ben Cat Dan", "rascal", "all"]
    assert page.is_checked("#pad-abilities")
    page.click('[data-action="start"]')
    game = page.evaluate("JSON.parse(localStorage.getItem('skrules-pad-v1')).game")
    assert (game["players"], game["scoring"], game["deck"], game["abilities"]) == (
        ["Ann", "Ben", "Cat", "Dan"],
        "rascal",
        "all",
        True,
    )
    assert "Dan distribue, Ann entame" in page.inner_text("#pad-app")


# Words of the English page that the French one must not show (player names aside).
ENGLISH: tuple[str, ...] = (
    "New game",
    "Start",
    "Undo",
    "Bids",
    "Tricks won",
    "Bonuses",
    "Score the round",
    "Mermaid",
    "Black 14",
)
ENGLISH += ("Round", "Next", "Clear", "deals", "leads", "Language", "Cannonball", "tricks", "took", "bid", "won")


def test_french_is_kept_across_a_reload_and_opens_settle_it_in_french(phone: Page, base_url: str) -> None:  # noqa: F811
    """bonus.mermaid, bonus.black-fourteen: in French the chips say what the French print's cards did (Pirate
    prend une Sirène +20), no
    English word is left, a reload stays French, and Settle it, sharing the choice, opens in French too."""
    page = phone
    page.select_option("#pad-lang", "fr")
    assert page.inner_text('[data-action="start"]') == "Commencer"
    page.reload()
    assert page.input_value("#pad-lang") == "fr" and page.inner_text("#pad-lang-name") == "Langue"
    page.fill("#pad-players", "Ann Ben Cat")
    page.select_option("#pad-scoring", "rascal")
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="0"] [data-bonus="m"]')
    tap(page, '[data-player="0"] [data-bonus="sk"]')
    shown = page.inner_text("#pad-app")
    assert "Manche 1 sur 10 · 1 carte · Cat distribue, Ann entame" in shown, shown
    assert "Pirate prend une Sirène +20" in shown and "14 noir pris +20" in shown, shown
    assert "Compter la manche" in shown and "mise 1 · plis 1" in shown, shown
    assert page.get_attribute('[data-player="0"] [data-bonus="m"]', "aria-label") == "Ann\xa0: Pirate prend une Sirène"
    page.click('[data-action="next"]')  # the Mermaid that took the Skull King won a second trick: refused, in French
    assert "demandent 2 plis remportés, pas 1" in page.inner_text("#pad-error")
    page.click('[data-player="0"] .pad-clear')
    page.click('[data-action="next"]')
    shown = page.inner_text("#pad-app")
    assert "Mises" in shown and page.inner_text("#pad-table thead").startswith("Manche"), shown
    left = [word for word in ENGLISH if word in shown + page.inner_text("#pad-lang-name")]
    assert not left, (left, shown)
    page.goto(base_url + "settle.html")
    assert page.input_value("#settle-lang") == "fr"


def test_a_two_player_round_gives_the_ghost_the_trick_nobody_won(phone: Page) -> None:
    """two.ghost: Ann and Ben both bid 0 and Graybeard's ghost takes the trick; 0 and 0 tricks won are
    taken, the round scores +10 each, and the tricks-won step says "0 of 1" with no plural."""
    page = phone
    page.fill("#pad-players", "Ann Ben")
    page.click('[data-action="start"]')
    page.click('[data-action="next"]')
    assert page.inner_text(".pad-sum") == " · 0 of 1" and page.locator('[data-action="advanced"]').count() == 0
    page.click('[data-action="next"]')
    assert page.get_attribute("#pad-app", "data-step") == "bonus", page.inner_text("#pad-error")
    assert page.inner_text('[data-player="0"] .pad-bid') == "bid 0 · won 0"
    page.click('[data-action="next"]')
    assert rows(page) == ["1\t+10 10\t+10 10"]


def test_a_sea_monster_trick_is_said_by_playing_the_advanced_cards(phone: Page, tmp_path: Path, cli: Cli) -> None:
    """rank.escape, kraken.destroy, loot.alliance: with the base deck and three players a trick nobody won
    is refused, asking to check the numbers, and a hint names the way to say a sea monster took it; that button
    plays the advanced cards and the round is taken. A Loot alliance in it is refused (the trick had no winner to
    ally with) until taken back, and the export says 'deck: advanced' and passes check."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat")
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="0"] [data-delta="-1"]')  # the Kraken destroyed the one trick
    page.click('[data-action="next"]')
    refused = page.inner_text("#pad-error")
    assert refused.startswith("the tricks won add up to 0, but the round has 1: check them")
    assert "each trick is won by someone (rank.escape)" in refused and "Play with" not in refused  # the hint's
    hint = page.inner_text("p.pad-hint:not(.pad-ability-hint)")
    assert "Play with Kraken, White Whale and Loot" in hint and "Play with the Expansion Pack" in hint
    assert page.get_attribute("#pad-app", "data-step") == "won"
    page.click('[data-action="advanced"]')
    page.click('[data-action="next"]')
    assert page.get_attribute("#pad-app", "data-step") == "bonus", page.inner_text("#pad-error")
    page.click('[data-player="1"] [data-loot="2"]')  # Ben and Cat allied with a Loot: neither won a trick
    assert page.get_attribute('[data-player="2"] [data-loot="1"]', "aria-pressed") == "true"
    page.click('[data-action="next"]')
    assert "a Loot alliance between Ben and Cat, but neither won a trick" in page.inner_text("#pad-error")
    tap(page, '[data-player="1"] [data-loot="2"]', 2)  # taken back: a second alliance, then none
    page.click('[data-action="next"]')
    assert rows(page) == ["1\t-10 -10\t+10 10\t+10 10"]
    text = _exported_and_checked(page, tmp_path / "kraken.skull", cli)
    assert "deck: advanced\n" in text and "round 1: 1/0 0/0 0/0" in text, text


def test_the_bonus_chips_say_which_card_took_which(phone: Page) -> None:
    """bonus.pirate, bonus.king, bonus.mermaid: a chip names the winning card and the one it took, so that
    the Skull King's winner finds "Skull King took a Pirate +30", not a "Skull King +40" that pays the
    Mermaid's capture; each chip fits a phone's width."""
    page = phone
    chips = _ann_wins_round_1(page)
    assert chips == [
        "14 captured +10",
        "Black 14 captured +20",
        "Skull King took a Pirate +30",
        "Mermaid took the Skull King +40",
        "Pirate took a Mermaid +20",
    ]
    _within_a_phone(page, "#pad-app button")


@pytest.mark.parametrize(
    ("lang", "label"),
    [("en", "Ann: Pirate took a Mermaid"), ("de", "Ann: Pirat nimmt Meerjungfrau"), ("zh", "Ann：海盗捕获美人鱼")],  # noqa: RUF001
)
def test_a_bonus_chip_is_labelled_with_its_player_as_the_language_writes_it(phone: Page, lang: str, label: str) -> None:
    """bonus.mermaid on the Score pad: a chip's aria-label, the player then what happened, is punctuated as the
    language writes "player: card" on Settle it (Chinese's full-width colon); it had an English colon in all."""
    phone.select_option("#pad-lang", lang)
    _ann_wins_round_1(phone)
    assert phone.get_attribute('[data-player="0"] [data-bonus="m"]', "aria-label") == label


def _ann_wins_round_1(page: Page, deck: str | None = None) -> list[str]:
    """Ann, Ben and Cat start a game (on ``deck``), Ann wins round 1's trick: the chips Ann's row offers."""
    page.fill("#pad-players", "Ann Ben Cat")
    if deck is not None:
        page.select_option("#pad-deck", deck)
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')
    return page.locator('[data-player="0"] [data-bonus]').all_inner_texts()


def _within_a_phone(page: Page, selector: str) -> None:
    """Nothing the selector finds reaches past 400 px, and the page does not scroll sideways."""
    widest = page.evaluate(
        f"Math.max(...[...document.querySelectorAll('{selector}')].map((b) => b.getBoundingClientRect().right))"
    )
    assert widest <= 400 and page.evaluate("document.documentElement.scrollWidth") <= 400


def test_an_expansion_round_shows_its_chips_at_a_phone_width(phone: Page, tmp_path: Path, cli: Cli) -> None:
    """con.bonus, exp.eight, exp.seven, davy.bonus, exp.discard: with the Expansion Pack the chips say what the
    Pack's cards did, each within 400 px; Ann's Skull King takes First Mate Con and an 8 of the Pack (+55), a
    trick of cards that never win is discarded and Cat's captured 7 costs 5, Ben's Locker destroys a sea monster
    in a trick he did not win (+20 on his made bid of 0); the export says 'deck: expansion-all' and passes check."""
    page = phone
    chips = _ann_wins_round_1(page, "expansion-all")
    assert chips[5:] == [
        "First Mate Con taken +30",
        "Expansion 8 captured +5",
        "Expansion 7 captured −5",  # noqa: RUF001  (the chip writes a minus sign)
        "Davy Jones destroyed a sea monster +20",
    ], chips
    assert page.locator('[data-player="1"] [data-bonus]').all_inner_texts() == [
        "Davy Jones destroyed a sea monster +20"
    ]
    _within_a_phone(page, "#pad-app *")
    tap(page, '[data-player="0"] [data-bonus="con"]')
    tap(page, '[data-player="0"] [data-bonus="8"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="2"] [data-delta="1"]')  # round 2: a discarded trick, and Cat's 7
    page.click('[data-action="next"]')
    assert page.inner_text(".pad-sum") == " · 1 of 2"
    page.click('[data-action="next"]')
    assert page.get_attribute("#pad-app", "data-step") == "bonus", page.inner_text("#pad-error")
    tap(page, '[data-player="2"] [data-bonus="7"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="0"] [data-delta="1"]', 3)  # round 3: Ann takes all three, Ben's Locker a sea monster
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="1"] [data-bonus="davy"]')
    page.click('[data-action="next"]')
    assert rows(page) == ["1\t+55 55\t+10 10\t+10 10", "2\t+20 75\t+20 30\t+15 25", "3\t+60 135\t+50 80\t+30 55"]
    text = _exported_and_checked(page, tmp_path / "expansion.skull", cli)
    assert "deck: expansion-all\n" in text, text
    assert "round 1: 1/1,con,8 0/0 0/0" in text and "round 2: 0/0 0/0 1/1,7" in text, text
    assert "round 3: 3/3 0/0,davy 0/0" in text, text


def test_a_trick_the_expansion_packs_cards_left_unwon_switches_to_the_pack(
    phone: Page, tmp_path: Path, cli: Cli
) -> None:
    """exp.discard: a trick of the Pack's cards that never win is discarded, so the base deck's refusal
    offers the Pack too (with the refusal, not while the tricks won are tapped in); its button plays the
    Expansion Pack, the round is taken, and the export says 'deck: expansion-all' and passes check."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat")
    page.click('[data-action="start"]')
    page.click('[data-action="next"]')  # every bid 0
    assert page.locator(".pad-hint").count() == 0  # a total short while tapping: no deck offered yet
    page.click('[data-action="next"]')  # nobody won the one trick: refused with the base deck
    assert page.get_attribute("#pad-app", "data-step") == "won"
    hint = page.inner_text("p.pad-hint:not(.pad-ability-hint)")
    assert "a card of the Expansion Pack leaves one" in hint, hint
    page.click('[data-action="expansion-all"]')
    page.click('[data-action="next"]')
    assert page.get_attribute("#pad-app", "data-step") == "bonus", page.inner_text("#pad-error")
    page.click('[data-action="next"]')
    assert rows(page) == ["1\t+10 10\t+10 10\t+10 10"]
    _within_a_phone(page, "#pad-app *")
    text = _exported_and_checked(page, tmp_path / "discarded.skull", cli)
    assert "deck: expansion-all\n" in text and "round 1: 0/0 0/0 0/0" in text, text


def test_ten_players_take_the_pack_and_fit_a_phone(phone: Page, tmp_path: Path, cli: Cli) -> None:
    """setup.players, exp.players, score.bid, score.zero: ten players with the base deck are refused, the Pack
    named; with the Pack and the advanced cards they play (round 1: Ann bids and takes 1, +20; the nine zero
    bids +10), the scores scroll sideways within a phone's width, and the export passes check."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat Dan Eve Fay Gus Hal Ida Jon")
    page.click('[data-action="start"]')
    assert page.inner_text("#pad-error") == (
        "10 players: this deck seats at most 8 (setup.players); the Expansion Pack seats more (exp.players)"
    )
    page.select_option("#pad-deck", "all")
    page.click('[data-action="start"]')
    assert page.get_attribute("#pad-app", "data-step") == "bids" and page.is_hidden("#pad-error")
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')  # the tricks won start at the bids
    page.click('[data-action="next"]')
    assert rows(page) == ["1\t+20 20" + "\t+10 10" * 9]
    assert page.evaluate("document.documentElement.scrollWidth") <= 400  # the page stays a phone's width
    assert page.evaluate("(t => t.scrollWidth > t.clientWidth)(document.getElementById('pad-table').parentElement)")
    text = _exported_and_checked(page, tmp_path / "ten.skull", cli)
    assert "deck: all\n" in text and "players: Ann Ben Cat Dan Eve Fay Gus Hal Ida Jon\n" in text


def _at_round_two_of_three(page: Page) -> Page:
    """Ann, Ben and Cat with the advanced cards, at round 2's bids: in round 1 every bid was 0 and made, its one
    trick destroyed (kraken.destroy)."""
    page.fill("#pad-players", "Ann Ben Cat")
    page.select_option("#pad-deck", "advanced")
    page.click('[data-action="start"]')
    for _ in range(3):
        page.click('[data-action="next"]')
    return page


def test_two_loot_alliances_between_the_same_players_and_the_chip_taken_back(
    phone: Page, tmp_path: Path, cli: Cli
) -> None:
    """loot.alliance, score.alliance, box.copies: Ann won both tricks of round 2, each holding one of Ben's
    Loot cards, so they are allied twice. Two taps mark the chip twice on both rows, and a third takes both
    back (the deck has two Loot cards); Ann's Clear, last in her row after the Loot chips, takes back those kept
    on Ben's entry too. Twice allied pays +40 each, and the export writes both alliances and passes check."""
    page = _at_round_two_of_three(phone)
    tap(page, '[data-player="0"] [data-delta="1"]', 2)
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')  # the tricks won start at the bids: Ann 2 of 2
    ann_ben, ben_ann = '[data-player="0"] [data-loot="1"]', '[data-player="1"] [data-loot="0"]'
    tap(page, ann_ben, 3)
    assert page.get_attribute(ben_ann, "aria-pressed") == "false"
    tap(page, ben_ann, 2)
    assert page.inner_text(ann_ben).endswith("\N{MULTIPLICATION SIGN}2")
    assert page.get_attribute(ann_ben, "aria-pressed") == "true"
    last = [page.locator(f'[data-player="{k}"] button').last.get_attribute("class") for k in range(3)]
    assert last == ["pad-chip pad-clear"] * 3  # each row's Clear after its Loot chips, Ben's and Cat's (no trick) too
    page.click('[data-player="0"] .pad-clear')
    assert page.get_attribute(ben_ann, "aria-pressed") == "false"
    tap(page, ann_ben, 2)
    page.click('[data-action="next"]')
    assert rows(page)[1] == "2\t+80 90\t+60 70\t+20 30"  # Ann 40 + 40, Ben 20 (bid 0) + 40
    text = _exported_and_checked(page, tmp_path / "loot.skull", cli)
    assert "round 2: 2/2,loot=Ben,loot=Ben 0/0 0/0" in text, text


def test_a_loot_chip_tapped_on_each_ally_s_row_is_two_alliances_exported_in_one_cell(
    phone: Page, tmp_path: Path, cli: Cli
) -> None:
    """loot.alliance, score.alliance: in round 2 Ann won the trick holding Ben's Loot and Ben the one holding
    Ann's: a tap on Ben's chip in Ann's row, then on Ann's chip in Ben's row, is two alliances (x2 on both rows),
    +40 each. The export writes both in Ben's cell, loot=Ann twice: one item in each ally's cell would be the
    one alliance, as skrules reads a score sheet. It passes check."""
    page = _at_round_two_of_three(phone)
    tap(page, '[data-player="0"] [data-delta="1"]')
    tap(page, '[data-player="1"] [data-delta="1"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')  # the tricks won start at the bids: Ann 1 and Ben 1 of 2
    ann_ben, ben_ann = '[data-player="0"] [data-loot="1"]', '[data-player="1"] [data-loot="0"]'
    tap(page, ann_ben)
    tap(page, ben_ann)
    assert page.inner_text(ann_ben).endswith("\N{MULTIPLICATION SIGN}2")
    assert page.inner_text(ben_ann).endswith("\N{MULTIPLICATION SIGN}2")
    page.click('[data-action="next"]')
    assert rows(page)[1] == "2\t+60 70\t+60 70\t+20 30"  # Ann and Ben 20 + 40, Cat 20 (bid 0)
    text = _exported_and_checked(page, tmp_path / "loot.skull", cli)
    assert "round 2: 1/1 1/1,loot=Ann,loot=Ann 0/0" in text, text


# True when an element lies within the screen and nothing covers it: a tap at its left, middle or right,
# halfway down, would touch it (the theme's bar and its "Back to top" button lie over the page).
SEEN = """selector => { const e = document.querySelector(selector), r = e.getBoundingClientRect();
  const y = (r.top + r.bottom) / 2, xs = [r.left + 8, (r.left + r.right) / 2, r.right - 8];
  return r.top >= 0 && r.bottom <= innerHeight && xs.every(x => e.contains(document.elementFromPoint(x, y))); }"""


def test_eight_players_fit_a_phone_and_a_refusal_below_the_screen_is_brought_into_view(phone: Page) -> None:
    """setup.players, bid.range, score.bid, score.zero, bonus.black-fourteen: eight players at a phone's width.
    Their round's tricks won adding up to more than the round's one trick are refused, and the refusal,
    shown above the pad, is scrolled into sight from the button far below; the round scored, the eight
    players' scores fit the phone without scrolling sideways (each cell may wrap, its text unchanged)."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat Dan Eve Fay Gus Hal")
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    tap(page, '[data-player="7"] [data-delta="1"]')  # Ann's 1 kept, Hal's 1 besides: 2 tricks of 1
    page.click('[data-action="next"]')
    assert "the tricks won add up to 2, but the round has only 1" in page.inner_text("#pad-error")
    # The theme scrolls smoothly, and shows its button a moment after: the refusal in the screen, then settled.
    page.wait_for_function("s => document.querySelector(s).getBoundingClientRect().top >= 0", arg="#pad-error")
    page.wait_for_timeout(500)
    assert page.evaluate(SEEN, "#pad-error")
    tap(page, '[data-player="7"] [data-delta="-1"]')  # Hal took none: the bids made
    page.click('[data-action="next"]')
    tap(page, '[data-player="0"] [data-bonus="14"]')
    page.click('[data-action="next"]')
    assert rows(page) == ["1\t+30 30" + "\t+10 10" * 7]
    assert page.evaluate("(t => t.scrollWidth <= t.clientWidth)(document.getElementById('pad-table').parentElement)")
    assert page.evaluate("document.documentElement.scrollWidth") <= 400


# The lowest contrast (WCAG 2) between a text and what lies behind it, over every element of the pad
# that holds text of its own: [ratio, the text, its colour, the background].
LOWEST_CONTRAST = """() => {
  const rgb = c => c.match(/[\\d.]+/g).map(Number);
  const linear = v => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = ([r, g, b]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  const behind = e => { for (; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor;
    if (rgb(c).length < 4 || rgb(c)[3] > 0) return c; } return "rgb(255, 255, 255)"; };
  let lowest = [99, "", "", ""];
  for (const e of document.querySelectorAll("#pad-app *, #pad-error")) {
    const own = [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent.trim()).join("");
    if (!own || !e.getClientRects().length) continue;
    const fg = getComputedStyle(e).color, bg = behind(e);
    const [a, b] = [lum(rgb(fg)), lum(rgb(bg))].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    if (ratio < lowest[0]) lowest = [ratio, own, fg, bg];
  }
  return lowest;
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_pad_reads_in_the_light_and_the_dark_theme(
    browser: Browser,  # noqa: F811
    base_url: str,  # noqa: F811
    scheme: Literal["light", "dark"],
) -> None:
    """score.bid, score.zero, bonus.black-fourteen: a round entered, refused once and scored, in the theme
    the phone asks for: every text of the pad (the bids, the refusal, the points and totals, the buttons)
    has a contrast of 4.5:1 at least with what lies behind it (WCAG 2, AA)."""
    context = browser.new_context(viewport={"width": 400, "height": 800}, color_scheme=scheme)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(base_url + "pad.html")
        page.fill("#pad-players", "Ann Ben")
        page.click('[data-action="start"]')
        tap(page, '[data-player="0"] [data-delta="1"]')
        page.click('[data-action="next"]')
        tap(page, '[data-player="1"] [data-delta="1"]')
        page.click('[data-action="next"]')  # two tricks won of one: refused
        lowest = [page.evaluate(LOWEST_CONTRAST)]
        tap(page, '[data-player="1"] [data-delta="-1"]')
        page.click('[data-action="next"]')
        tap(page, '[data-player="0"] [data-bonus="14"]')
        lowest.append(page.evaluate(LOWEST_CONTRAST))  # a chip pressed, the bids beside the steppers
        page.click('[data-action="next"]')
        page.click('[data-action="next"]')
        tap(page, '[data-player="1"] [data-delta="1"]')
        page.click('[data-action="next"]')
        page.click('[data-action="next"]')  # round 2: Ben bid 0 and took a trick, a minus beside a plus
        assert rows(page)[1] == "2\t+20 50\t-20 -10", rows(page)
        lowest.append(page.evaluate(LOWEST_CONTRAST))
        assert all(ratio >= 4.5 for ratio, *_ in lowest), lowest
    finally:
        context.close()


def test_the_ability_chips_say_what_they_stand_for(phone: Page) -> None:
    """ability.rascal, ability.harry: with the Pirate abilities, the bids' chips R0, R10, R20 and the bonuses'
    H-1, H0, H+1 chips are explained once above the players' rows, so that a player knows they are Rascal of Roatan's
    wager and Harry the Giant's change to the bid; without the abilities no such line is shown."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat")
    page.check("#pad-abilities")
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    assert page.locator(".pad-ability-hint").count() == 0  # the tricks won: no chip of an ability
    page.click('[data-action="next"]')
    assert page.inner_text(".pad-ability-hint") == (
        "H\u22121, H0, H+1: the change to the bid of the player who won a trick with Harry the Giant."
    )
    page.click('[data-action="next"]')
    assert page.inner_text(".pad-ability-hint") == (
        "R0, R10, R20: the wager of the player who plays Rascal of Roatan this round."
    )
    page.evaluate("localStorage.clear()")
    page.reload()
    page.fill("#pad-players", "Ann Ben Cat")
    page.click('[data-action="start"]')
    assert page.locator(".pad-ability-hint").count() == 0


LONG_NAMES = "Alexandre Bernadette Christophe Dominique Emmanuelle Frédérique Guillaume Hortense"


def test_eight_long_names_keep_the_rows_level_and_the_scores_in_a_phone(phone: Page) -> None:
    """setup.players, score.bid: eight players with long names on a phone. The bids' steppers stand level
    whatever each name's length; once a round is scored, the table of scores fits the phone's width, each
    name upright and whole in its column, and its first column (the round, "Total") stays in sight if it must
    scroll."""
    page = phone
    page.fill("#pad-players", LONG_NAMES)
    page.click('[data-action="start"]')
    lefts = page.eval_on_selector_all(".pad-row .pad-stepper", "ss => ss.map(s => s.getBoundingClientRect().left)")
    assert len(lefts) == 8 and max(lefts) - min(lefts) < 1, lefts
    tap(page, '[data-player="0"] [data-delta="1"]')
    for _ in range(3):
        page.click('[data-action="next"]')
    assert page.evaluate("(t => t.scrollWidth <= t.clientWidth)(document.getElementById('pad-table').parentElement)")
    assert page.evaluate("document.documentElement.scrollWidth") <= 400
    sticky = page.eval_on_selector("#pad-table tfoot th", "th => getComputedStyle(th).position")
    assert sticky == "sticky"
    headers = page.eval_on_selector_all("#pad-table thead th", "ths => ths.map(th => th.textContent)")
    assert headers == ["Round", *LONG_NAMES.split()]
    # each name stands upright and whole: one line of text, taller than it is wide, never broken inside a word
    upright = page.eval_on_selector_all(
        "#pad-table thead th:not(:first-child)",
        "ths => ths.map(th => { const r = document.createRange(); r.selectNodeContents(th);"
        " const b = th.getBoundingClientRect(); return [getComputedStyle(th).writingMode, r.getClientRects().length,"
        " b.height > b.width]; })",
    )
    assert upright == [["vertical-rl", 1, True]] * 8, upright


def test_four_players_names_stay_level_on_a_phone(phone: Page) -> None:
    """setup.players: with four players the names fit the phone's width as they are written, left to right."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat Dan")
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    for _ in range(3):
        page.click('[data-action="next"]')
    modes = page.eval_on_selector_all("#pad-table thead th", "ths => ths.map(th => getComputedStyle(th).writingMode)")
    assert modes == ["horizontal-tb"] * 5


def _two_player_game(page: Page, ann_takes_round_1: bool) -> None:
    """Ann and Ben play all ten rounds bidding 0 and winning nothing, Graybeard's ghost taking every trick
    (two.ghost); with ``ann_takes_round_1`` Ann bids and wins round 1's trick instead (+20, Ben +10)."""
    page.fill("#pad-players", "Ann Ben")
    page.click('[data-action="start"]')
    for n in range(1, 11):
        if n == 1 and ann_takes_round_1:
            tap(page, '[data-player="0"] [data-delta="1"]')
        tap(page, '[data-action="next"]', 3)
        assert page.get_attribute("#pad-app", "data-round") == str(min(n + 1, 10)), page.inner_text("#pad-error")


def test_the_end_of_a_game_says_who_wins_with_what_total(phone: Page) -> None:
    """game.end: after the tenth round the pad says who has the highest total and wins, as ``skrules score``
    says it after a sheet's last round; it said only that the game was over."""
    _two_player_game(phone, ann_takes_round_1=True)
    assert phone.get_attribute("#pad-app", "data-step") == "over"
    said = phone.locator(".pad-over p").all_inner_texts()
    assert said == ["The game is over.", "After the last round Ann has the highest total, 560, and wins."]
    assert rows(phone)[-1] == "10\t+100 560\t+100 550"


def test_a_tied_game_says_the_tied_players_play_another_round_in_the_pages_language(phone: Page) -> None:
    """game.end, game.tie: a game both players end on 550 says they share the highest total and play another
    round to break the tie (the rulebook's default reading), the names joined by the language's own 'and'."""
    phone.select_option("#pad-lang", "fr")
    _two_player_game(phone, ann_takes_round_1=False)
    said = phone.locator(".pad-result").all_inner_texts()
    assert said == [
        "Après la dernière manche, Ann et Ben se partagent le meilleur total, 550.",
        "Ann et Ben jouent une manche de plus pour se départager.",
    ]


def test_the_round_shows_the_deck_the_unwon_trick_hint_switched_to(phone: Page) -> None:
    """rank.escape, kraken.destroy: the refused round's button plays the game with the advanced cards; the
    round's heading then says so beside the scoring, so that the switch is in sight, and Undo takes it back."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat")
    page.click('[data-action="start"]')
    assert page.inner_text(".pad-game") == "classic · base deck"
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')  # nobody won the one trick: refused with the base deck
    page.click('[data-action="advanced"]')
    assert page.inner_text(".pad-game") == "classic · with Kraken, White Whale and Loot"
    page.click('[data-action="undo"]')
    assert page.inner_text(".pad-game") == "classic · base deck"


def test_a_bonus_counted_one_too_many_is_taken_back_by_one(phone: Page) -> None:
    """bonus.fourteen, box.copies: a 14 of a suit is counted by taps up to the box's three and then back to
    none; the minus-one button beside it takes back one (2 from 3), which took three more taps round."""
    page = phone
    _ann_wins_round_1(page)
    fourteen = '[data-player="0"] [data-bonus="14"]'
    assert page.locator('[data-player="0"] [data-less]').count() == 0
    tap(page, fourteen, 3)
    assert page.inner_text(fourteen) == "14 captured +10 \u00d73"
    page.click('[data-player="0"] [data-less="14"]')
    assert page.inner_text(fourteen) == "14 captured +10 \u00d72"
    assert page.get_attribute('[data-player="0"] [data-less="14"]', "aria-label") == "Ann: 14 captured minus one"
    page.click('[data-player="0"] [data-less="14"]')
    assert page.inner_text(fourteen) == "14 captured +10"
    page.click('[data-player="0"] [data-less="14"]')
    assert page.get_attribute(fourteen, "aria-pressed") == "false" and page.locator("[data-less]").count() == 0
    assert page.locator('[data-player="0"] [data-bonus="sk"]').count() == 1  # one Skull King: toggled, no minus-one


def test_the_ability_chips_offered_are_those_the_round_can_take(phone: Page) -> None:
    """ability.rascal, ability.harry, bid.range: round 1's one trick is its last, after which only Harry's ability
    is used (ruling.last-trick-ability), so its bids offer no wager chip; Harry's chips move a bid only within 0 to
    the cards dealt, so a bid of 1 in round 1 is offered H-1 and H0, not H+1. Round 2 offers the wagers. The pad
    offered them all and refused the round when it was scored."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat")
    page.check("#pad-abilities")
    page.click('[data-action="start"]')
    assert page.locator('[aria-label="Rascal\'s wager"]').count() == 0
    assert page.locator(".pad-ability-hint").count() == 0
    tap(page, '[data-player="0"] [data-delta="1"]')
    tap(page, '[data-action="next"]', 2)
    harry = page.locator('[data-player="0"] [aria-label="Harry"] button').all_inner_texts()
    assert harry == ["H\u22121", "H0"]
    page.click('[data-action="next"]')
    assert page.get_attribute("#pad-app", "data-round") == "2", page.inner_text("#pad-error")
    wagers = page.locator('[data-player="0"] [aria-label="Rascal\'s wager"] button').all_inner_texts()
    assert wagers == ["R0", "R10", "R20"]


def test_the_running_table_is_as_wide_as_the_page_on_a_phone(phone: Page) -> None:
    """score.bid: with four players at 400 px the running table spans the page's column (it stopped at about 280
    of 368 px, its right edge short of the buttons above it); eight or more still scroll within it."""
    page = phone
    page.fill("#pad-players", "Ann Ben Cat Dan")
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    for _ in range(3):  # the bids, the tricks won as bid, no bonus
        page.click('[data-action="next"]')
    assert rows(page) == ["1\t+20 20" + "\t+10 10" * 3]
    # the right edge of the last column's cells, and of the column the page gives the pad
    right = page.evaluate(
        "[...document.querySelectorAll('#pad-table tr > :last-child')].map(c => c.getBoundingClientRect().right)"
    )
    column = page.evaluate("document.getElementById('pad-app').getBoundingClientRect().right")
    assert min(right) >= column - 1 and column > 300, (right, column)


def test_undo_on_the_new_game_form_brings_back_the_game_left(phone: Page) -> None:
    """score.bid: New game keeps the game left in the pad's history, and the New game form offers Undo, which
    brings it back as it was (a mis-tap on New game loses nothing), across a reload too; the form offered no way
    back. The form of a pad that never held a game offers none."""
    page = phone
    assert page.locator('[data-action="undo"]').count() == 0
    page.fill("#pad-players", "Ann Ben Cat")
    page.click('[data-action="start"]')
    tap(page, '[data-player="0"] [data-delta="1"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')
    page.click('[data-action="next"]')
    before = rows(page)
    assert before == ["1\t+20 20\t+10 10\t+10 10"]
    page.once("dialog", lambda dialog: dialog.accept())
    page.click('[data-action="restart"]')
    assert page.get_attribute("#pad-app", "data-step") == "setup"
    page.reload()
    page.wait_for_selector('#pad-app[data-step="setup"]')
    page.click('[data-action="undo"]')
    assert page.get_attribute("#pad-app", "data-step") == "bids"
    assert page.get_attribute("#pad-app", "data-round") == "2" and rows(page) == before
    page.click('[data-action="undo"]')  # and on, one entry at a time, into the game brought back
    assert page.get_attribute("#pad-app", "data-round") == "1"
