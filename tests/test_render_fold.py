"""The rich output loses no word at 60, 80 or 100 columns, in any language: a sentence folds where
it has no space to wrap at (Chinese) or a word is longer than its column (German), a title too long
for its panel's border heads the panel instead, and the rulebook's Markdown reads as words.

Each test names the rules its output shows; the plain text is the reference for what must be said.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from skrules.book import excerpt, prose, rulebook
from skrules.render import Titled, rule_panel

Cli = Callable[..., tuple[int, str, str]]
BOOK = rulebook()
TRICK = ("Ann=rosie", "Ben=sk", "Cat=mermaid")  # rank.mermaid-king; --why Ben: rank.king, bonus.pirate
LANGS = ("en", "fr", "de", "zh", "es")
_STEP = re.compile(r"^(?:\d+\.|-) ")


def _squash(text: str) -> str:
    """The words alone: no border, no space, no line break, so that a sentence wrapped or folded
    anywhere in a panel is found whole."""
    return "".join(text.translate(str.maketrans("", "", "│╭╮╰╯─")).split())


def _rich(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int, *args: str) -> str:
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, err = cli(*args, "--format", "rich")
    assert code in (0, 1), err
    assert all(cell_len(line) <= columns for line in out.splitlines()), out
    return out


def _said(plain: str) -> list[str]:
    """The plain answer's sentences: the answer, then every step and every line of --why."""
    lines = plain.splitlines()
    start = next(i for i, line in enumerate(lines) if line and not line.startswith(" ") and i > 2)
    start = next(i for i in range(start, len(lines)) if lines[i].startswith("  "))  # the first step
    said = [lines[0]]
    for line in lines[start:]:
        words = line.strip()
        if _STEP.match(words) or (line.startswith("  ") and not words.endswith((":", "："))):  # noqa: RUF001
            said.append(_STEP.sub("", words))  # not a heading: rich says those without the colon
    return said


@pytest.mark.parametrize("columns", [60, 80, 100])
@pytest.mark.parametrize("lang", LANGS)
def test_why_loses_no_word_in_any_language(cli: Cli, monkeypatch: pytest.MonkeyPatch, lang: str, columns: int) -> None:
    """--why Ben (rank.mermaid-king, rank.king, bonus.pirate): every sentence of the plain text is in
    the panels whole; Chinese folded where it used to end in '…' at 60 and 80 columns."""
    args = ("trick", *TRICK, "--lang", lang, "--why", "Ben", "--no-ids")
    out = _rich(cli, monkeypatch, columns, *args)
    _, plain, _ = cli(*args, "--plain")
    assert "…" not in out
    for sentence in _said(plain):
        assert _squash(sentence) in _squash(out), sentence


@pytest.mark.parametrize("columns", [60, 80, 100])
def test_the_chinese_would_have_won_lines_end_whole(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """The command as a player types it, rule IDs as the width allows (rank.king): no '…' anywhere,
    each 'would have won' change ends with its closing bracket and full stop."""
    out = _rich(cli, monkeypatch, columns, "trick", *TRICK, "--lang", "zh", "--why", "Ben")
    assert "…" not in out
    assert _squash(out).count("（骷髅王胜过海盗和所有花色牌）。") == 2  # noqa: RUF001


@pytest.mark.parametrize("columns", [60, 100])
def test_what_if_in_german_keeps_the_long_words(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """--what-if in German (rank.king, rank.mermaid-king): the long words are folded, never cut, and a rule
    ID is never broken: the facts' names wrap between words instead ("Nächster / Ausspieler")."""
    out = _rich(cli, monkeypatch, columns, "trick", *TRICK, "--lang", "de", "--what-if", "Cat=escape")
    assert "…" not in out
    rule = next(line for line in out.splitlines() if "Regel" in line)
    assert "rank.mermaid-king" in rule and "rank.king" in rule
    assert "Meerjungfrau (Karte 3)" in " ".join(out.replace("│", "").split())


# ---------------------------------------------------------------------------------- titles


def _lines(renderable: object, width: int) -> list[str]:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text().splitlines()


@pytest.mark.parametrize("columns", [60, 80])
def test_a_long_rule_title_heads_the_panel(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """rank.mermaid-king's title does not fit the border at 60 or 80 columns: the border keeps the
    ID, the title is the panel's first line, whole (it ended 'the first Mermaid win─╮')."""
    lines = _rich(cli, monkeypatch, columns, "rule", "rank.mermaid-king").splitlines()
    assert re.fullmatch(r"╭─ rank\.mermaid-king ─+╮", lines[0])
    title = BOOK["rank.mermaid-king"].title
    assert _squash(title) in _squash("".join(lines[1:3]))
    assert lines[-1].endswith(" trick chapter · trick.md:162 ─╯")


def test_a_title_that_fits_stays_in_the_border(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 100 columns rank.mermaid-king's ID and title share the border, as before."""
    lines = _rich(cli, monkeypatch, 100, "rule", "rank.mermaid-king").splitlines()
    assert lines[0].startswith("╭─ rank.mermaid-king  With a Mermaid and the Skull King, the first Mermaid wins ─")
    assert lines[1].startswith("│ When a Mermaid and the Skull King are in the same trick")


@pytest.mark.parametrize("columns", [60, 100])
def test_every_rule_and_ruling_title_is_read_whole(columns: int) -> None:
    """Each entry of the rulebook (ruling.character-lead has the longest title), at 60 and 100 columns."""
    for entry in BOOK.values():
        shown = _squash("\n".join(_lines(rule_panel(entry), columns)))
        assert _squash(f"{entry.id}{entry.title}") in shown or (
            _squash(entry.id) in shown and _squash(entry.title) in shown
        ), entry.id
        assert _squash(entry.source or entry.chapter) in shown, entry.id


def test_a_title_with_no_room_even_for_its_short_form() -> None:
    """Titled: neither the title nor its short form fits, so both head the panel and the border is bare."""
    long = Text("ruling.kraken-nobody-leader  Who leads after a Kraken when nobody would have won")
    lines = _lines(Titled(Text("body"), long, short=Text("ruling.kraken-nobody-leader")), 30)
    assert re.fullmatch(r"╭─+╮", lines[0])
    assert _squash(long.plain) in _squash("".join(lines))


def test_a_long_score_headline_heads_its_panel(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """score.rascal: 'Rascal scoring (grapeshot), 5 cards dealt, bid 0, won 0: made' was cut in the border at 60."""
    out = _rich(cli, monkeypatch, 60, "score", "--cards", "5", "--bid", "0", "--won", "0", "--scoring", "rascal")
    assert _squash("Rascal scoring (grapeshot), 5 cards dealt, bid 0, won 0: made") in _squash(out)
    assert "score.rascal" in out


@pytest.mark.parametrize("columns", [60, 100])
def test_a_score_line_keeps_its_words_whole_and_its_rule(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int
) -> None:
    """score.rascal-bonus, ruling.rascal-halves: each line's sentence is read whole and cites its rule and
    ruling; narrower than the trace's table, the rule follows the sentence instead of taking a column of its
    own beside it (which left the words about 16 columns at 60)."""
    args = ("score", "--cards", "6", "--bid", "3", "--won", "4", "--scoring", "rascal", "--bonus", "black14")
    out = _rich(cli, monkeypatch, columns, *args, "--bonus", "8", "--wager", "20")
    said = (
        "glancing blow: half of the bonuses, +25 (+20 for the black 14 captured, +5 for an expansion 8 captured), "
        "is +12"
    )
    assert "score.rascal-bonus" in out and "ruling.rascal-halves=toward-zero" in out
    first = next(line for line in out.splitlines() if "+30" in line)
    assert ("score.rascal" in first) is (columns >= 80)  # a column of its own only where the trace has one
    if columns < 80:  # the sentence and then its rules, read in one piece
        assert _squash(said) + "score.rascal-bonus;ruling.rascal-halves=toward-zero" in _squash(out)


# ---------------------------------------------------------------------------------- skrules rules


@pytest.mark.parametrize("columns", [60, 100])
def test_rules_search_reads_lists_as_words(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """box.specials lists the special cards: the excerpt reads 'the Skull King; two Mermaids', not '- two'."""
    rich = _rich(cli, monkeypatch, columns, "rules", "mermaid")
    _, plain, _ = cli("rules", "mermaid", "--plain")
    for out in (plain, rich):
        assert "the Skull King; two Mermaids." in " ".join(out.replace("│", "").split())
        assert "- the" not in out and "- two" not in out
    assert "…" not in rich
    for entry in (BOOK["box.specials"], BOOK["rank.mermaid-king"], BOOK["ruling.con-triangle"]):
        assert _squash(entry.title) in _squash(rich), entry.id


def test_excerpts_say_tables_links_and_code_as_words() -> None:
    """setup.variants' table, setup.players' link and ruling.dealer's `rotate`: no Markdown in an excerpt."""
    assert "Swift-n-Salty Skirmish: five rounds of 5 cards;" in (excerpt(BOOK["setup.variants"], ["skirmish"]) or "")
    assert "the rules of the two-player game." in (excerpt(BOOK["setup.players"], ["two-player"]) or "")
    for entry in BOOK.values():
        words = prose(entry.plain_text)
        assert "](" not in words and "`" not in words and "|" not in words, entry.id
        assert not re.search(r"(?m)^\s*- ", words), entry.id


# ---------------------------------------------------------------------------------- skrules cards


@pytest.mark.parametrize(
    ("lang", "black"),
    [
        ("de", "Schwarz 1-14 (Trumpf): b1-b14 eingeben"),
        ("fr", "Noir 1-14 (atout)\xa0: tapez b1-b14"),
        ("zh", "黑色1-14（王牌）：输入 b1-b14"),  # noqa: RUF001
    ],
)
def test_cards_lang_names_the_trump_in_the_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, lang: str, black: str
) -> None:
    """rank.trump's cards: 'Black 1-14 (trump)' as the language says it, one pair of brackets, plain and rich."""
    for out in (cli("cards", "--lang", lang, "--plain")[1], _rich(cli, monkeypatch, 100, "cards", "--lang", lang)):
        assert black in out
        assert ") (" not in out
    assert "Black 1-14 (trump): type b1-b14" in cli("cards", "--plain")[1]  # no --lang: as before
