"""Cards at a glance (``skrules cards`` and the rulebook page): read from the ladder, never by hand.

The ranking follows :data:`skrules.ladder.LADDER` (reordering or removing a rung changes it), the
cycle is what the ladder decides for each pair of characters (rank.mermaid-king, rank.king,
rank.pirate, con.rank), every card of the full box is listed (box.copies), every rule ID cited
exists, and the command prints plain text, JSON and rich output that fit 60 and 100 columns.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from typing import cast

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console

from skrules.bonuses import BONUS_KINDS
from skrules.cards import Box, Module, Pirate, Role
from skrules.glance import CONCERNS, Glance, Page, glance, outline, plain, runs
from skrules.i18n import LANGS, catalog, localizer
from skrules.ladder import LADDER, Level, Rung
from skrules.render import glance_text as rich
from skrules.rules import FULL_BOX, RULES

from .test_docs import shared_site

Cli = Callable[..., tuple[int, str, str]]


def _rungs(step: Rung) -> list[Rung]:
    return [step, *(r for exc in step.exceptions for r in _rungs(exc))]


LADDER_RUNGS = [r for level in LADDER for step in level.rungs for r in _rungs(step)]


def _names(g: Glance) -> list[str]:
    return [s.name for s in g.steps]


def _ring(g: Glance, i: int = 0) -> list[tuple[Role, Role, str]]:
    return [(b.winner, b.loser, b.rule) for b in g.cycles[i]]


# ------------------------------------------------------------------------------- the data follows the ladder


def test_every_rung_of_the_ladder_says_which_cards_it_needs() -> None:
    """A new rung must be added to CONCERNS, or its cards would be missing from the glance."""
    missing = [r.name for r in LADDER_RUNGS if r.name not in CONCERNS]
    assert not missing
    assert set(CONCERNS) == {r.name for r in LADDER_RUNGS}, "CONCERNS names a rung the ladder lacks"


def test_the_ranking_is_the_ladder_in_its_order() -> None:
    """Each rung, then its exceptions, level by level, in rulebook order (monster.last first, exp.discard last)."""
    g = glance()
    assert _names(g) == [r.name for r in LADDER_RUNGS]
    assert [t.number for t in g.tiers] == list(range(1, len(LADDER) + 1))
    assert g.tiers[0].rule == "monster.last"
    assert g.steps[-1].rule == "exp.discard"
    by_name = {s.name: s for s in g.steps}
    assert by_name["rank.mermaid-king"].over == "rank.king"
    assert by_name["con.triangle"].over == "con.rank"


def test_reordering_the_ladder_reorders_the_glance() -> None:
    """Swap rank.pirate and rank.mermaid: the page and the command follow, and so does the cycle."""
    levels = list(LADDER)
    i, j = (next(k for k, lv in enumerate(levels) if lv.name == name) for name in ("rank.pirate", "rank.mermaid"))
    levels[i], levels[j] = levels[j], levels[i]
    before, after = glance(), glance(levels)
    assert _names(after).index("rank.mermaid") < _names(after).index("rank.pirate")
    assert plain(before, 100) != plain(after, 100)
    assert all(Role.PIRATE is not b.winner or b.loser is not Role.MERMAID for c in after.cycles for b in c)


def test_removing_a_rung_removes_it_and_what_depended_on_it() -> None:
    """Without rank.mermaid-king the Skull King beats the Mermaid, and the base cycle is gone."""
    king = next(lv for lv in LADDER if lv.name == "rank.king")
    bare = Level(king.name, king.when)
    bare.rungs.append(Rung(king.rungs[0].name, king.rungs[0].rule, king.rungs[0].decide))  # no exception
    levels = [bare if lv is king else lv for lv in LADDER]
    g = glance(levels)
    assert "rank.mermaid-king" not in _names(g)
    assert all(Role.SKULL_KING not in (b.winner, b.loser) for c in g.cycles for b in c)
    assert "rank.mermaid-king" not in plain(g, 100)


def test_the_cycle_is_found_by_the_ladder() -> None:
    """rank.mermaid-king, rank.king, rank.pirate: Mermaid > Skull King > Pirate > Mermaid; con.rank adds Con's."""
    g = glance()
    assert _ring(g) == [
        (Role.MERMAID, Role.SKULL_KING, "rank.mermaid-king"),
        (Role.SKULL_KING, Role.PIRATE, "rank.king"),
        (Role.PIRATE, Role.MERMAID, "rank.pirate"),
    ]
    assert [(w, lo) for w, lo, _ in _ring(g, 1)] == [
        (Role.MERMAID, Role.FIRST_MATE),
        (Role.FIRST_MATE, Role.PIRATE),
        (Role.PIRATE, Role.MERMAID),
    ]
    assert "Mermaid > Skull King > Pirate > Mermaid" in plain(g, 60)


def test_every_rule_id_cited_exists() -> None:
    """Each ID the glance cites is a rule of skrules/rules.py (so each links to an anchor)."""
    cited = glance().rules()
    assert cited and all(rid in RULES for rid in cited), [r for r in cited if r not in RULES]


def test_every_card_of_the_full_box_appears_once_with_its_copies() -> None:
    """box.copies: the groups hold every card of the full box, as many times as the box does."""
    box = Box(FULL_BOX)
    groups = glance().cards
    tokens = Counter(t for g in groups for t in g.tokens)
    # the Tigress is shown as she is typed, and a 0/14 card as 0 besides 14 (exp.zero-fourteen)
    declared = {"tigress:pirate", "tigress:escape", "g0x", "p0x", "y0x", "b0x"}
    assert set(tokens) - declared | {"tigress"} == {str(c) for c in box.cards()}
    assert declared <= set(tokens)
    assert max(tokens.values()) == 1, "a card in two groups"
    assert sum(g.copies for g in groups) == box.size
    assert all(g.copies >= len(set(g.tokens) - declared) for g in groups)


def test_cards_cite_the_rules_that_rank_them() -> None:
    """The black numbers cite rank.trump and not rank.lead; the Tigress both rank.pirate and rank.escape."""
    groups = {g.label: g for g in glance().cards}
    black = groups["Black 1-14 (trump)"]
    assert "rank.trump" in black.rules and "rank.lead" not in black.rules
    assert "rank.lead" in groups["Green, purple and yellow 1-14"].rules
    assert {"rank.pirate", "rank.escape", "tigress.declare"} <= set(groups["Tigress"].rules)
    assert {"kraken.destroy", "kraken.leader"} <= set(groups["Kraken"].rules)
    assert {"loot.escape", "loot.alliance"} <= set(groups["Loot"].rules)
    assert "rank.trump" not in groups["Wild 15"].rules  # wild.black: never black


def test_each_character_lists_the_bonus_its_captures_earn() -> None:
    """bonus.pirate, bonus.king, bonus.mermaid: the Skull King earns for the Pirates it takes, a Mermaid for the
    Skull King, and a Pirate for the Mermaids: the five named Pirates, Mary Thorne and the Tigress played as one."""
    groups = {g.label: g for g in glance().cards}
    assert "bonus.pirate" in groups["Skull King"].rules and "bonus.king" in groups["Mermaid"].rules
    for label in ("Pirates", "Pirate Mary Thorne", "Tigress"):
        assert "bonus.mermaid" in groups[label].rules, label
    assert "bonus.mermaid" not in groups["Mermaid"].rules + groups["Skull King"].rules


def test_bonuses_are_the_bonus_table() -> None:
    """bonus.* and the expansion's: the same rows, points and rules as skrules/bonuses.py."""
    rows = [(b.name, b.points, b.rule) for b in glance().bonuses]
    assert rows == [(k.name, k.points, k.rule) for k in BONUS_KINDS.values()]


@given(st.lists(st.sampled_from([*"gpyb"]), min_size=1, max_size=4, unique=True), st.integers(1, 14))
def test_runs_shorten_and_keep_every_token(suits: list[str], top: int) -> None:
    """``g1-g14`` stands for every token between its ends, and nothing else is lost."""
    tokens = [f"{s}{n}" for s in suits for n in range(1, top + 1)] + ["sk"]
    shortened = runs(tokens)
    expanded: list[str] = []
    for run in shortened:
        first, _, last = run.partition("-")
        expanded += [f"{first[0]}{n}" for n in range(int(first[1:]), int(last[1:]) + 1)] if last else [first]
    assert expanded == tokens
    assert len(shortened) == len(suits) + 1


# ------------------------------------------------------------------------------- the command


def test_cards_plain_lists_every_section_and_rule(cli: Cli) -> None:
    """The four sections, every rule ID the glance cites, and the tokens to type."""
    code, out, err = cli("cards", "--plain")
    assert code == 0 and not err
    for heading in ("HOW A TRICK IS DECIDED", "THE CYCLE", "THE CARDS", "BONUSES"):
        assert heading in out
    for rid in glance().rules():
        assert f"[{rid}]" in out, rid
    assert "g1-g14" in out and "Tigress: type tigress" in out


@pytest.mark.parametrize("width", [60, 100])
def test_cards_plain_and_rich_fit_the_terminal(width: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12's small screens: nothing wider than the terminal, at 60 and at 100 columns."""
    g = glance()
    assert max(len(line) for line in plain(g, width - 1).splitlines()) <= width
    monkeypatch.setenv("NO_COLOR", "1")
    console = Console(width=width, record=True, force_terminal=False)
    console.print(rich(g, width - 1))
    lines = console.export_text().splitlines()
    assert max(len(line.rstrip()) for line in lines) <= width
    assert "\x1b[" not in console.export_text()
    assert any("rank.mermaid-king" in line for line in lines)


def test_cards_rich_format_from_the_command(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = cli("cards", "--format", "rich")
    assert code == 0
    assert "Mermaid > Skull King > Pirate > Mermaid" in out
    assert max(len(line.rstrip()) for line in out.splitlines()) <= 60


def test_cards_json_is_the_glance(cli: Cli) -> None:
    """The JSON holds the ranking in ladder order, the cycles, the cards and the bonuses."""
    code, out, _ = cli("cards", "--json")
    assert code == 0
    data = json.loads(out)
    assert data == json.loads(json.dumps(glance().to_json()))
    steps = [s["name"] for tier in data["ranking"] for s in tier["steps"]]
    assert steps == [r.name for r in LADDER_RUNGS]
    assert [b["rule"] for b in data["cycles"][0]] == ["rank.mermaid-king", "rank.king", "rank.pirate"]
    typed = {str(c) for c in Box(FULL_BOX).cards()} - {"tigress"} | {"tigress:pirate", "tigress:escape"}
    typed |= {f"{suit}0x" for suit in "gpyb"}  # a 0/14 card declared 0 (exp.zero-fourteen)
    assert {t for c in data["cards"] for t in c["tokens"]} == typed


def test_every_outline_line_cites_a_known_rule_or_none() -> None:
    for _title, _intro, lines in outline(glance()):
        assert all(rule == "" or rule in RULES for _indent, _text, rule in lines)


@pytest.mark.slow
@pytest.mark.parametrize(("args", "words"), [(["--bogus"], "unknown option"), (["extra"], "unrecognized")])
def test_cards_bad_input_is_one_clear_line(args: list[str], words: str) -> None:
    """A wrong option or argument: exit 2, a message, no traceback."""
    proc = subprocess.run(
        [sys.executable, "-m", "skrules", "cards", *args], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 2
    assert words in proc.stderr and "Traceback" not in proc.stderr
    assert proc.stdout == ""


# ------------------------------------------------------------------------------- the rulebook page


@pytest.mark.docs
def test_the_page_links_every_rule_it_cites(tmp_path_factory: pytest.TempPathFactory) -> None:
    """docs/cards.md: each rule ID of the glance is a link to its anchor; every card token is shown."""
    html = (shared_site(tmp_path_factory)[0] / "cards.html").read_text("utf-8")
    for rid in glance().rules():
        assert re.search(rf'href="[^"]*#{re.escape(rid)}"', html), rid
    assert "Mermaid &gt; Skull King &gt; Pirate &gt; Mermaid" in html
    for token in ("g1", "g14", "b14", "tigress:pirate", "kraken", "wild15", "davy"):
        assert f'<span class="pre">{token}</span>' in html, token


def test_every_token_shown_can_be_typed_as_played() -> None:
    """tigress.declare: the tokens a player is told to type are accepted in a trick as they stand."""
    from skrules.cards import Card

    for group in glance().cards:
        for token in group.tokens:
            assert Card.parse(token).role is not Role.UNDECLARED, token


def test_the_bonuses_say_who_is_paid(cli: Callable[..., tuple[int, str, str]]) -> None:
    """score.bonus, davy.bonus, ruling.davy-recipient: every bonus goes to the trick's winner except
    Davy Jones' +20, which goes to the Locker's player by default; the table and --json say so."""
    paid = {b.rule: b.paid_to for b in glance().bonuses}
    assert paid.pop("davy.bonus").startswith("the Locker's player")
    assert set(paid.values()) == {"the trick's winner"}
    code, out, _ = cli("cards", "--plain")
    assert code == 0
    assert "Paid to the trick's winner, or to the player a line names," in out
    assert "Davy Jones, paid to the Locker's player (by default: ruling.davy-recipient)" in " ".join(out.split())
    code, out, _ = cli("cards", "--json")
    rows = {b["rule"]: b["paid_to"] for b in json.loads(out)["bonuses"]}
    assert rows["davy.bonus"] != rows["bonus.king"] == "the trick's winner"


# ------------------------------------------------------------------------------- the page in a language


def _english_page(g: Glance) -> list[str]:
    """What the English page says in words, name by name: its title, headings, intros and every line's text."""
    said = ["Cards at a glance"]
    for title, intro, lines in outline(g):
        said += [title, title.upper(), intro, *(text for _indent, text, _rule in lines)]
    return said


def _without_names(text: str, lang: str) -> str:
    """The page's text without what stays as written: the tokens to type and the names a language keeps in English
    (Bendt the Bandit in German, Walk the Plank in Spanish)."""
    loc = localizer(lang)
    names = [loc.card(card) for card in Box(FULL_BOX).cards()] + [loc.pirate(p) for p in Pirate]
    for name in sorted(set(names), key=len, reverse=True):
        text = text.replace(name, " ")
    return text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("form", ["--plain", "--format=rich"])
def test_cards_lang_says_the_whole_page_in_the_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, lang: str, form: str
) -> None:
    """docs/names.md: `skrules cards --lang LANG` says the page in that language, plain and rich: no heading,
    intro, rule title (rank.*, bonus.*, ability.*...), cycle line or card line of the English page is left, every
    rule ID is still cited in brackets (the IDs stay as they are), and the tokens to type are the input's."""
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "101")
    code, out, err = cli("cards", form, "--lang", lang)
    assert code == 0 and not err
    flat = " ".join(out.split())  # a sentence wrapped over two lines is found too
    assert not [text for text in _english_page(glance()) if " ".join(text.split()) in flat], lang
    for rid in glance().rules():
        assert f"[{rid}]" in out, (lang, rid)
    assert "g1-g14 p1-p14 y1-y14" in out and "tigress:pirate tigress:escape" in out
    left = set(
        re.findall(
            r"\b(the|is|and|with|every|who|wins|trick|beats|plays|played|of|type|from|cards?)\b",
            _without_names(out, lang),
        )
    )
    assert not left - ({"was"} if lang == "de" else set()), (lang, left)


@pytest.mark.parametrize("lang", LANGS)
def test_every_outline_line_of_a_language_is_its_own(lang: str) -> None:
    """Line by line, the page in a language says what the English one says in other words, the same rules cited in
    the same order, for the full box, the first edition's deck (first.deck) and a base game's deck (box.specials)."""
    for g in (glance(), glance(first=True), glance(box=Box(frozenset({Module.BASE})))):
        for (title, intro, lines), (said, said_intro, said_lines) in zip(outline(g), outline(g, lang), strict=True):
            assert said != title and said_intro != intro
            assert [rule for *_, rule in said_lines] == [rule for *_, rule in lines]
            assert [indent for indent, *_ in said_lines] == [indent for indent, *_ in lines]
            assert all(mine != theirs for (_, mine, _), (_, theirs, _) in zip(lines, said_lines, strict=True))


def test_english_says_the_page_as_it_always_has(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """--lang en (and no --lang) is the English page, unchanged: the same bytes either way, its sentences as
    written in skrules/glance.py, the card groups by their English labels."""
    monkeypatch.setenv("COLUMNS", "101")
    code, out, _ = cli("cards", "--plain")
    assert (code, out) == cli("cards", "--plain", "--lang", "en")[:2]
    assert out == plain(glance(), 100) + "\n"
    assert plain(glance(), 60, "en") == plain(glance(), 60)
    for line in (
        "Cards at a glance",
        "HOW A TRICK IS DECIDED",
        "The first rule that applies, from the top, decides the trick.",
        "   except: With a Mermaid and the Skull King, the first Mermaid wins [rank.mermaid-king]",
        "   A Mermaid beats the Skull King [rank.mermaid-king]",
        "Green, purple and yellow 1-14: type g1-g14 p1-p14 y1-y14; 42 cards, from the base game",
        "Black 1-14 (trump): type b1-b14; 14 cards, from the base game",
        "Every card of the full box, as you type it, and the rules about it.",
        "+20  a Mermaid taken by a Pirate [bonus.mermaid]",
    ):
        assert line in out.splitlines(), line


def test_every_english_phrase_of_the_page_is_declared_in_the_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    """en.json's "glance" section is what the page says, no more: each phrase the English page uses (full box,
    first edition, a base game's deck) and the cycle's twelve possible lines (rank.mermaid-king, rank.king...),
    so that a catalogue translating each translates the whole page."""
    used: set[str] = set()
    said = Page.__call__

    def spy(page: Page, english: str, **values: object) -> str:
        used.add(english)
        return said(page, english, **values)

    monkeypatch.setattr(Page, "__call__", spy)
    for g in (glance(), glance(first=True), glance(box=Box(frozenset({Module.BASE})))):
        plain(g, 80)
    cycle = {
        f"{w} beats {lo}"
        for w in ("A Pirate", "The Skull King", "A Mermaid", "First Mate Con")
        for lo in ("a Pirate", "the Skull King", "a Mermaid", "First Mate Con")
        if w.lower() != lo.lower()
    }
    assert used | cycle == set(cast("list[str]", catalog("en")["glance"]))


@pytest.mark.parametrize("lang", LANGS)
def test_a_translation_taken_out_of_a_catalogue_shows_on_the_page(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """A phrase of the page missing from a catalogue is a KeyError, as the table's lines are (skrules.i18n.table_text);
    a rule's title (rank.king) or a rung's line (con.triangle) missing is said in English, as for a card added in
    code (tests/test_new_card.py), so the page's test above meets it, as test_catalogues does."""
    english = plain(glance(), 100)
    for section, key, shown in (
        ("titles", "rank.king", "The Skull King beats the Pirates and every numbered card [rank.king]"),
        ("rungs", "con.triangle", "Con, a Mermaid and a Pirate with no Skull King"),
        ("glance", "The cycle", None),
    ):
        assert shown is None or shown in english
        with monkeypatch.context() as m:
            m.delitem(cast("dict[str, str]", catalog(lang)[section]), key)
            if shown is None:
                with pytest.raises(KeyError):
                    plain(glance(), 100, lang)
            else:
                assert shown in plain(glance(), 100, lang)
        assert shown is None or shown not in plain(glance(), 100, lang)


def test_the_page_says_a_catalogue_as_it_is_when_read_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's phrases are the catalogue's as it is now: once the catalogues are read afresh (as the test of a
    new language does), a phrase taken out of one still shows as missing; the page kept its own copy of each
    language's phrases, so that the test above failed whenever it ran after that test in the same process."""
    plain(glance(), 100, "fr")  # the page said once in French
    catalog.cache_clear()
    try:
        with monkeypatch.context() as m:
            m.delitem(cast("dict[str, str]", catalog("fr")["glance"]), "The cycle")
            with pytest.raises(KeyError):
                plain(glance(), 100, "fr")
    finally:
        catalog.cache_clear()
        localizer.cache_clear()  # as the new language's test leaves them: each read afresh when next asked
