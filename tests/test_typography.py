"""French and Chinese set as a reader of each expects: no wrapped line starts with the punctuation that closes
what comes before it, and English is laid out as it always was.

The rules held here:

- French (the Imprimerie nationale's *Lexique des règles typographiques*, as the French print of the game sets
  its text): ``:``, ``;``, ``?``, ``!`` and ``»`` are set off from the word before, and ``«`` from the word after,
  by a no-break space (U+00A0), so that the mark never starts a line.
- Chinese (W3C's *Requirements for Chinese Text Layout*, 3.1.7, the prohibition rules, kinsoku; Unicode's line
  breaking, UAX #14, rules LB13, LB14 and LB30): a line never starts with closing punctuation (the ideographic
  comma and full stop, the full-width comma, colon, semicolon, ``!``, ``?`` and closing brackets, the closing
  corner and double angle brackets), nor ends with an opening one.

They are held for every string of the French and Chinese catalogues (where a line may break in it, whatever
the width), for the two wraps skrules has (the rich console's, :mod:`skrules.typeset`, and the table's own,
:mod:`skrules.wrap`: neither breaks but where :func:`skrules.breaks.pieces` allows), for whole verdicts,
``--why`` answers and ``--what-if`` tables of random tricks at 40 to 120 columns, and for the commands the
French and Chinese player run: ``skrules trick``, ``score`` and ``table`` at 60 and 100 columns. English text,
which has none of these marks, is broken exactly where rich breaks it: its rich output is rich's, byte for byte.
"""

from __future__ import annotations

import contextlib
import functools
import io
import itertools
import json
import re
from collections.abc import Callable, Iterator

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console as RichConsole
from rich.console import RenderableType
from rich.text import Text

from skrules import judge
from skrules.breaks import NO_BREAK_SPACE, cells, held, may_break, pieces
from skrules.cards import Card, Suit, parse_card
from skrules.deal import schedule
from skrules.errors import SkrulesError
from skrules.formats.sheet import read_sheet
from skrules.i18n import LANGS, catalog, localizer
from skrules.names import display
from skrules.notation import NO_PLAYER, Play
from skrules.render import score_table, verdict_renderable, what_if_renderable, why_not_renderable
from skrules.report import verdict_text
from skrules.rules import RuleSet
from skrules.table.lang import say
from skrules.trick import Trick, adjudicate
from skrules.typeset import Broken, Console, divide, ordinary
from skrules.whynot import what_if, what_if_rows, what_if_text, why_not, why_not_text
from skrules.wrap import Hanging, Indented, wrap
from tests.conftest import examples
from tests.strategies import tricks

Cli = Callable[..., tuple[int, str, str]]

FRENCH_MARKS = ":;?!»"  # what French sets off with a space before it (« with one after)
# what a Chinese line must not start with, and must not end with
CHINESE_CLOSING = "，。：；、）」』》！？"  # noqa: RUF001
CHINESE_OPENING = "（「『《"  # noqa: RUF001
NO_START = {"fr": FRENCH_MARKS, "zh": CHINESE_CLOSING}
NO_END = {"fr": "«", "zh": CHINESE_OPENING}
BORDER = " │╭╮╰╯─•"  # a panel's border, its padding and a bullet: not the text's own


def _strings(value: object) -> Iterator[str]:
    """Every string a catalogue holds (its sections' keys are the English, not said in the language)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _bad_lines(lines: list[str], lang: str) -> list[str]:
    """The lines that start with a mark the language keeps off a line's start, or end with one it keeps off
    its end (the panel's borders aside); the first line of a text starts where the text does, so the caller
    passes only the lines a wrap made."""
    bad = []
    for line in lines:
        text = line.strip(BORDER)
        if text and (text[0] in NO_START[lang] or text[-1] in NO_END[lang]):
            bad.append(line)
    return bad


def _shown(renderable: RenderableType, width: int, console: type[RichConsole] = Console) -> str:
    out = io.StringIO()
    console(file=out, width=width, color_system=None, legacy_windows=False).print(renderable)
    return out.getvalue()


# ---------------------------------------------------------------------------------------- the catalogues


def test_french_sets_off_its_marks_with_a_no_break_space() -> None:
    """The French catalogue, as read: every space before ``: ; ? ! »`` or after ``«`` is U+00A0, none an
    ordinary space that a wrap could break at; its file keeps the ordinary spaces its translators type."""
    said = list(_strings(catalog("fr")))
    assert sum(s.count(NO_BREAK_SPACE) for s in said) > 500
    for text in said:
        for mark in FRENCH_MARKS:
            assert f" {mark}" not in text, text
        assert "« " not in text, text
    assert localizer("fr").word("Why:") == "Pourquoi\xa0:"


@pytest.mark.parametrize("lang", ["en", *(lang for lang in LANGS if lang != "fr")])
def test_only_french_has_no_break_spaces(lang: str) -> None:
    """English, German, Spanish and Chinese set no space before a colon: their catalogues hold no U+00A0, but
    German's between a numbered card's colour and its number, in the forms it declines (``die grüne 5``)."""
    held = [s.replace(NO_BREAK_SPACE + "{rank}", "") for s in _strings(catalog(lang))]
    assert not any(NO_BREAK_SPACE in s for s in held)
    if lang == "de":
        assert sum(NO_BREAK_SPACE + "{rank}" in s for s in _strings(catalog(lang))) == 6


@pytest.mark.parametrize("lang", ["fr", "zh"])
def test_no_catalogue_string_may_break_before_a_closing_mark(lang: str) -> None:
    """Every string of the French and Chinese catalogues (templates, refusals, the table's lines, the site's),
    cut where a line may break: no piece starts with a mark the language keeps off a line's start, and none
    ends with one it keeps off a line's end. So no wrap, at any width, puts one there."""
    for text in _strings(catalog(lang)):
        cut = pieces(text)
        assert "".join(cut) == text
        assert not _bad_lines([piece.rstrip() for piece in cut[1:]], lang), (text, cut)
        assert not [p for p in cut[:-1] if p.rstrip() and p.rstrip()[-1] in NO_END[lang]], (text, cut)


@pytest.mark.parametrize("lang", ["fr", "zh"])
@pytest.mark.parametrize("width", [12, 20, 40])
def test_each_catalogue_string_wraps_with_no_line_opening_on_a_closing_mark(lang: str, width: int) -> None:
    """The table's wrap and the rich console's breaks, at widths that wrap most strings (or the widest piece's,
    which no wrap can keep whole in fewer cells): no line they make starts with ``:`` or a full-width comma (or
    ends with an opening bracket); each string is all there."""
    for text in _strings(catalog(lang)):
        kept = max(width, *(cell_len(piece.rstrip()) for piece in pieces(text) or [""]))
        lines = wrap(text, kept)
        assert not _bad_lines(lines[1:], lang), (text, lines)
        offsets = [0, *divide(text, kept), len(text)]
        broken = [text[a:b] for a, b in itertools.pairwise(offsets)]
        assert "".join(broken) == text
        assert not _bad_lines([line.rstrip() for line in broken[1:]], lang), (text, broken)


# ------------------------------------------------------------------------------------------- the wraps

TEXT = st.text(st.sampled_from(list("ab :;?!«»()，。：；、）（「」《》美人鱼 \xa0\t")), max_size=60)  # noqa: RUF001


@given(TEXT)
def test_pieces_are_the_text_cut_where_a_line_may_break(text: str) -> None:
    """The pieces make the text again, none empty. As UAX #14 has it: a piece never starts with a space (LB7)
    or a closing mark, even after a space (LB13), nor with a no-break space but after an ordinary space
    (LB12a); it never ends with a no-break space (LB12) nor, its spaces aside, with an opening mark (LB14)."""
    cut = pieces(text)
    assert "".join(cut) == text and all(cut)
    for before, piece in itertools.pairwise(cut):
        assert piece[0] not in " \t:;?!»)，。：；、）」》", cut  # noqa: RUF001
        assert piece[0] != NO_BREAK_SPACE or before[-1] in " \t", cut
        assert before[-1] != NO_BREAK_SPACE and before.rstrip(" \t")[-1:] not in "«(（「《", cut  # noqa: RUF001


ASCII = st.characters(max_codepoint=127)


def _cut_at_each_character(text: str) -> list[str]:
    """The text cut wherever :func:`may_break` allows, asked at each character in turn (``last``: the last
    character that is not a space), but where :func:`held` holds it."""
    out: list[str] = []
    begin, last, kept = 0, "", held(text)
    for i in range(1, len(text)):
        if not text[i - 1].isspace():
            last = text[i - 1]
        if last and i not in kept and may_break(text[i - 1], text[i], last):
            out.append(text[begin:i])
            begin = i
    return [*out, text[begin:]] if text else []


@given(
    st.lists(st.sampled_from([*"ab1 :;?!%.,-'\"()[]{}\t\n\x0b\x1c", "black ", "Wild "]), max_size=30).map("".join)
    | st.text(ASCII, max_size=40)
)
def test_an_ascii_text_is_cut_where_a_line_may_break_between_its_characters(text: str) -> None:
    """An ASCII text is cut a word at a time, as its characters asked one by one would cut it: after a space,
    never before a closing mark nor after an opening one (LB13, LB14); most of what skrules prints is ASCII."""
    assert pieces(text) == _cut_at_each_character(text)


@given(st.text(max_size=30))
def test_a_text_takes_the_columns_of_its_characters_each_ascii_one_column(text: str) -> None:
    """A plain table pads by the columns a text takes on screen: ASCII counted one a character, as where a wide
    character (two), a combining mark (none) or an accented letter (one) is beside it (rule-free: layout)."""
    assert cells(text + "\u00e9") == cells(text) + 1
    assert cells(text + "美") == cells(text) + 2
    assert cells("e\u0301" + text) == cells(text) + 1


@given(TEXT, st.integers(1, 30))
def test_the_wraps_break_only_between_pieces(text: str, width: int) -> None:
    """The console's breaks fall where a piece ends, but inside a piece wider than the line, which no width
    can keep whole; the table's wrap loses nothing but the spaces at its breaks."""
    allowed: set[int] = set()
    at = 0
    for piece in pieces(text):
        if cell_len(piece.rstrip()) > width:
            allowed.update(range(at, at + len(piece)))
        at += len(piece)
        allowed.add(at)
    for offset in divide(text, width):
        assert offset in allowed, (text, width, offset)
    assert "".join("".join(wrap(text, width)).split()) == "".join(text.split())


PLAIN = st.text(st.sampled_from(list("abcdefgh  .,-'()[]:;?!é\t")), max_size=80)


@given(PLAIN, st.integers(1, 60), st.sampled_from(["fold", "ellipsis", "crop"]))
def test_ordinary_text_is_laid_out_as_rich_lays_it_out(text: str, width: int, overflow: str) -> None:
    """A text rich would break in the same places (English as skrules writes it) comes out of skrules'
    console exactly as out of rich's, whatever its width and overflow; the others are its own."""
    shown = Text(text, overflow=overflow)  # type: ignore[arg-type]
    if ordinary(text):
        assert _shown(shown, width) == _shown(shown, width, RichConsole)


# ------------------------------------------------------------------------------------------ the outputs


def _judged(trick: tuple[list[Play], RuleSet]) -> Trick:
    plays, rules = trick
    return Trick.of(plays, rules)


@settings(max_examples=examples(60))
@given(tricks(), st.sampled_from(["fr", "zh"]), st.integers(40, 120))
def test_random_verdicts_wrap_with_no_line_opening_on_a_closing_mark(
    trick: tuple[list[Play], RuleSet], lang: str, width: int
) -> None:
    """rank.* (any trick): its verdict panel, why its first card did not win and what if it were an Escape, in
    French and Chinese at 40 to 120 columns; and its plain text and why-not answer as the table wraps them."""
    t = _judged(trick)
    v = adjudicate(t)
    panels = [verdict_renderable(v, (), lang, ids=None), why_not_renderable(why_not(v, 0), None, lang)]
    said = [*verdict_text(v, (), lang).split("\n"), *why_not_text(why_not(v, 0), lang=lang).split("\n")]
    panels.append(Hanging(said))
    with contextlib.suppress(SkrulesError):  # an Escape in its place may make a trick the box cannot hold
        wi = what_if(t, 0, "escape")
        panels.append(what_if_renderable(wi, lang))
    for panel in panels:
        lines = _shown(panel, width).splitlines()
        assert not _bad_lines(lines, lang), "\n".join(lines)


@settings(max_examples=examples(80))
@given(tricks(), st.sampled_from(["en", *LANGS]), st.integers(30, 120))
def test_a_what_if_is_shown_whole_at_any_width(trick: tuple[list[Play], RuleSet], lang: str, width: int) -> None:
    """rank.* (any trick) with its first card an Escape instead, in every language at 30 to 120 columns: no
    word of a fact or of its values is cut or split across lines (a rule ID included), and no line is wider
    than the terminal. Side by side where the columns fit their longest words, else each fact above its values;
    a card's number stays with its word, no line ending on "(card" ("Cat with mermaid (card / 3)")."""
    try:
        wi = what_if(_judged(trick), 0, "escape")
    except SkrulesError:  # an Escape in its place may make a trick the box cannot hold
        assume(False)
        raise
    said = None if lang == "en" else lang
    lines = _shown(what_if_renderable(wi, said), width).splitlines()
    assert max(cell_len(line) for line in lines) <= width
    assert not any(re.search(r"\((card|carte|Karte|carta)\s*│?\s*$", line) for line in lines), "\n".join(lines)
    for text in (part for row in what_if_rows(wi, said) for part in row):
        for piece in pieces(text):
            assert any(piece.strip() in line for line in lines), (piece, text, "\n".join(lines))


@settings(max_examples=examples(60))
@given(tricks(), st.sampled_from(["en", *LANGS]), st.integers(30, 120))
def test_a_verdict_panel_cuts_nothing_at_any_width(trick: tuple[list[Play], RuleSet], lang: str, width: int) -> None:
    """rank.* (any trick), in every language at 30 to 120 columns: the verdict's panel cuts no card's name, no
    fact's name and no step to an ellipsis ("Meerjung…", "Ausgespiel…", "下一墩引…"); a word too long for its
    column folds instead, and a fact's name wraps between its words."""
    v = adjudicate(_judged(trick))
    shown = _shown(verdict_renderable(v, (), None if lang == "en" else lang, ids=None), width)
    assert "\N{HORIZONTAL ELLIPSIS}" not in shown, shown


# names of letters, but not those a scenario file writes for no player ('none', 'nobody'), which are no names
NAMES = st.text(st.sampled_from(list("abcdefghijklmnopqrstuvwxyz")), min_size=1, max_size=12).filter(
    lambda name: name not in NO_PLAYER
)


@settings(max_examples=examples(60))
@given(
    st.lists(NAMES, min_size=2, max_size=12, unique=True),
    st.integers(1, 4),
    st.integers(40, 120),
    st.sampled_from(["en", "zh", "de"]),
    st.booleans(),
)
def test_a_running_table_of_any_size_cuts_no_name_or_score(
    names: list[str], rounds: int, width: int, lang: str, even: bool
) -> None:
    """exp.players, score.zero, score.bid, setup.variants: 2 to 12 players (nine and more with the Expansion Pack)
    at 40 to 120 columns, in English, Chinese (总分, Total, is wider than 轮, Round) and German: each name and each
    score is shown whole, nothing is cut to an ellipsis, no line is wider than the terminal; the players' columns
    go into as many tables as the width needs, in seat order. The cards dealt have a column only where they are not
    the round's number (Even Keeled's 2, 4, 6...)."""
    variant = "even-keeled" if even else "standard"
    cards = schedule(len(names), RuleSet.from_options(deck="all"), variant).cards[:rounds]
    sheet = [f"players: {' '.join(names)}", "deck: all", f"variant: {variant}"]
    sheet += [f"round {r}: {n}/{n} " + " ".join(["0/0"] * (len(names) - 1)) for r, n in enumerate(cards, 1)]
    result = read_sheet("\n".join(sheet))
    word: Callable[[str], str] = str if lang == "en" else functools.partial(say, lang)
    lines = _shown(score_table(result, word), width).splitlines()
    assert "\N{HORIZONTAL ELLIPSIS}" not in "".join(lines) and max(map(cell_len, lines)) <= width
    heads = [line for line in lines if line.startswith("┃")]
    shows = list(cards) != list(range(1, rounds + 1))  # a Cards column where the cards are not the round's number
    fixed = 2 if shows else 1  # with the Round column
    assert all((word("Cards") in head) is shows for head in heads)
    shown = [name for head in heads for name in head.strip("┃ ").split(" ┃ ")[fixed:]]
    assert [name.strip() for name in shown] == names
    totals = [cell.strip() for line in lines if word("Total") in line for cell in line.strip("│ ").split("│")[fixed:]]
    # the first player bids and wins every trick (20 a trick), the others bid 0 (10 a card dealt)
    dealt = sum(cards)
    assert totals == [str(20 * dealt)] + [str(10 * dealt)] * (len(names) - 1)


def test_a_running_table_s_points_and_totals_stand_in_columns_of_their_own() -> None:
    """score.bid, score.zero, game.end: each round's points and the running total are right-aligned to their widest
    in the player's column (the points four wide, "+100", the totals three), so that " +20   20" stands above
    "+100  300", at any width that holds them on one line."""
    rows_in = "".join(f"round {r}: {r}/{r} 0/0\n" for r in range(1, 6))  # Ann +20 a trick: +100 in round 5
    lines = _shown(score_table(read_sheet("players: Ann Ben\n" + rows_in), str), 100).splitlines()
    rows = [line.strip("│ ").split("│")[1] for line in lines if line.startswith("│") and "Total" not in line]
    assert [row.rstrip()[-9:] for row in rows] == [" +20   20", " +40   60", " +60  120", " +80  200", "+100  300"]


def test_a_what_if_at_40_columns_stacks_its_facts() -> None:
    """rank.mermaid-king, whale.numbers: at 40 columns the three columns cannot hold "rank.mermaid-king" and
    "+50 for Ann if Ann makes the bid" whole; each fact heads its values, the change after an arrow."""
    v = judge(["Ann=mermaid", "Ben=sk", "Cat=rosie", "Dan=g14"], RuleSet.from_options(deck="advanced"))
    wi = what_if(v.trick, 1, "whale")
    lines = [line.strip("│ ") for line in _shown(what_if_renderable(wi), 40).splitlines()]
    rule = lines.index("Rule")
    assert lines[rule : rule + 3] == ["Rule", "rank.mermaid-king", "-> whale.numbers"]
    assert "none  (unchanged)" in lines and "As played" not in "".join(lines)
    wide = _shown(what_if_renderable(wi), 100)
    assert "As played" in wide and re.search(r"Rule +rank\.mermaid-king +whale\.numbers", wide), wide


@pytest.mark.parametrize("lang", [None, "de"])
def test_a_what_if_row_wraps_under_its_value_at_the_table(lang: str | None) -> None:
    """rank.mermaid-king, rank.pirate at the table's 'what if', 60 columns: a row's value wrapped goes on under
    the value, its label's column left clear (it went on at the left edge, under the label)."""
    v = adjudicate(Trick.of(["Ann=mermaid", "Ben=sk", "Cat=rosie"]))
    said = what_if_text(what_if(v.trick, 1, "escape"), lang=lang).splitlines()
    rows = _shown(Hanging(said), 60).splitlines()[1:]
    label = re.match(r" *\S+(?: \S+)* {2,}", rows[0])
    assert label is not None
    column = label.end()  # where the rows' values start
    continued = [row for row in rows if not row[:column].strip()]
    assert continued, rows  # the winner's and the bonus's values are wider than 60 columns
    assert all(len(row) - len(row.lstrip()) == column for row in continued), rows


@settings(max_examples=examples(60))
@given(tricks(), st.integers(40, 120))
def test_english_verdicts_are_rich_s_own(trick: tuple[list[Play], RuleSet], width: int) -> None:
    """rank.* (any trick): an English verdict, its why-not answer and its plain lines as the table wraps
    them come out of skrules' console exactly as out of rich's, but where rich parts a card's colour from its
    number (box.suits): there skrules' says the same words on other lines, the card's name whole."""
    v = adjudicate(_judged(trick))
    for panel in (
        verdict_renderable(v, ()),
        why_not_renderable(why_not(v, 0)),
        Hanging(verdict_text(v, ()).split("\n")),
    ):
        ours, rich_s = _shown(panel, width), _shown(panel, width, RichConsole)
        assert not _PARTED.search(ours), ours
        if _PARTED.search(rich_s):
            assert _BLANK.sub("", ours) == _BLANK.sub("", rich_s)
        else:
            assert ours == rich_s


_PARTED = re.compile(r"(?<![\w.])(?:black|green|purple|yellow|Wild)[ │]*\n[ │]*[0-9]")  # a card's name over two lines
_BLANK = re.compile(r"[\s│]")  # spaces and a panel's sides: what is laid out, not said


@pytest.mark.parametrize("overflow", ["ellipsis", "fold", "crop"])
def test_a_chinese_line_as_wide_as_the_column_keeps_its_end(overflow: str) -> None:
    """A Chinese line of 21 cells (15 characters) and its two spaces, in 21 columns: the spaces go, not the
    line's last character to an ellipsis (rich counts the spaces to strip in characters, not cells)."""
    text = Broken.of(Text("P3，百搭15（第3张牌）  （不变）"))  # noqa: RUF001
    lines = [line.plain for line in text.wrap(Console(width=40), 21, overflow=overflow)]  # type: ignore[arg-type]
    assert lines == ["P3，百搭15（第3张牌）", "（不变）"]  # noqa: RUF001


def test_a_french_colon_at_40_columns_stays_with_its_word() -> None:
    """rank.mermaid-king: at 40 columns the second step broke at the space before its colon (``pli`` ending one
    line, ``: la première Sirène gagne`` starting the next) when rich read the no-break space as a space."""
    shown = _shown(verdict_renderable(judge(["mermaid", "sk", "rosie"]), (), "fr", ids=None), 40).splitlines()
    assert any(line.strip(BORDER).startswith("pli\xa0: la première Sirène") for line in shown), shown
    assert not _bad_lines(shown, "fr")


# ------------------------------------------------------------------------------------------ the commands


@pytest.mark.parametrize("columns", [60, 100])
@pytest.mark.parametrize("lang", ["fr", "zh"])
@pytest.mark.parametrize(
    "args",
    [
        ("trick", "mermaid", "sk", "rosie", "--why", "1", "--what-if", "2=escape"),
        ("trick", "Ann=y12", "Ben=b3", "Cat=whale", "Dan=kraken", "--why", "Ben"),
        ("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", "14", "--bonus", "mermaid", "--harry", "+1"),
    ],
)
def test_the_commands_keep_closing_marks_off_a_line_s_start(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int, lang: str, args: tuple[str, ...]
) -> None:
    """rank.mermaid-king, rank.whale, score.bid, bonus.fourteen: ``skrules trick`` and ``skrules score`` in rich,
    in French and Chinese, at 60 and 100 columns: no line starts with a closing mark."""
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, err = cli(*args, "--lang", lang, "--format", "rich")
    assert code == 0, err
    assert not _bad_lines(out.splitlines(), lang), out


@pytest.mark.parametrize("columns", [60, 84, 100])  # at 84 the Chinese table once started a line with 。
@pytest.mark.parametrize("lang", ["fr", "zh"])
@pytest.mark.parametrize("pad", [False, True])
def test_the_table_keeps_closing_marks_off_a_line_s_start(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int, lang: str, pad: bool
) -> None:
    """bid.range, rank.mermaid-king, bonus.fourteen: a round at the table (and on the score pad) in French and
    Chinese at 60, 84 and 100 columns, with 'why', 'what if', 'help' and a refusal: no line starts with a
    closing mark."""
    typed = ["1 0 0", "=", "ann 14", "help", "zz"] if pad else ["1 0 0", "mermaid sk rosie", "why Ben", "why", "help"]
    typed += ["what if 2=escape", "quit", "no"] if not pad else ["quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, err = cli("table", *(("--pad",) if pad else ()), "--players", "Ann,Ben,Cat", "--lang", lang)
    assert code == 0, err
    assert not _bad_lines((out + err).splitlines(), lang), out + err


@settings(max_examples=examples(100))
@given(st.text(st.sampled_from(list("ab :;美人鱼 ")), max_size=80), st.integers(16, 60))
@example(text="人 ", width=16)  # no row label in a styled line: "人  " is a word and two spaces
@example(text="   ", width=16)  # an indent deeper than leaves the text its narrowest width: the first line too
def test_a_styled_table_line_wraps_under_its_own_text(text: str, width: int) -> None:
    """The table's verdict and step lines (``  Ann's Mermaid wins: ... [rule].``): wrapped, each continuation starts
    under the line's text, no line is wider than the width, and every word is there."""
    line = Text.assemble("  ", (text, "bold"), " ", ("[rank.king]", "cyan"))
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False).print(Indented(line))
    lines = out.getvalue().splitlines()
    assert all(cell_len(shown) <= width and shown.startswith("  ") for shown in lines if shown.strip())
    assert "".join(shown[2:] for shown in lines).replace(" ", "") == line.plain.replace(" ", "")


@settings(max_examples=examples(100))
@given(st.integers(0, 40), st.sampled_from(["", "- ", "12. "]), st.text(st.sampled_from(list("ab 美人")), max_size=60))
@example(indent=6, marker="", text="[rank.king]")
def test_a_deeply_indented_plain_line_keeps_within_the_width(indent: int, marker: str, text: str) -> None:
    """A step or list line indented deeper than leaves its text the narrowest width (a terminal of 16 columns):
    no line is wider than the width, its first line included, and every word is there."""
    line = " " * indent + marker + text
    out = io.StringIO()
    Console(file=out, width=16, color_system=None, legacy_windows=False).print(Hanging([line]))
    lines = out.getvalue().splitlines()
    assert all(cell_len(shown) <= 16 for shown in lines)
    under = " " * min(indent + len(marker), 16 - 12)  # the continuations' indent: the text keeps 12 cells
    assert all(shown.startswith(under) for shown in lines[1:]), lines
    assert "".join(lines).replace(" ", "") == line.replace(" ", "")


@settings(max_examples=examples(100))
@given(
    st.text(st.sampled_from(list("ab美人")), min_size=1, max_size=24),
    st.text(st.sampled_from(list("ab :;美人鱼 ")), min_size=1, max_size=80).filter(str.strip),
    st.integers(16, 60),
)
def test_a_labelled_row_wraps_within_the_width_keeping_every_word(label: str, value: str, width: int) -> None:
    """what if's rows at the table (``  Winner     Ann ...``): wrapped at any width, no line is wider than it, each
    continuation is indented, and every word is there."""
    line = f"  {label}   {value.strip()}"
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False).print(Hanging([line]))
    lines = out.getvalue().splitlines()
    assert all(cell_len(shown) <= width and shown.startswith("  ") for shown in lines if shown.strip()), lines
    assert "".join(lines).replace(" ", "") == line.replace(" ", "")


def test_the_table_s_verdict_at_40_columns_hangs_under_its_text(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.mermaid-king, bonus.king: at 40 columns the table's verdict on a trick wraps under its own text,
    not back at the left edge among the prompts."""
    typed = ["1 0 0", "mermaid sk rosie", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    monkeypatch.setenv("COLUMNS", "40")
    code, out, _ = cli("table", "--players", "Annabelle,Bartholomew,Cassandra")
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("  Annabelle's Mermaid wins"))
    assert code == 0 and lines[at : at + 4] == [
        "  Annabelle's Mermaid wins: a Mermaid",
        "  beats the Skull King",
        "  [rank.mermaid-king]. Annabelle gets",
        "  +40 if Annabelle makes the bid.",
    ]


def test_the_page_answer_carries_the_same_no_break_spaces(cli: Cli) -> None:
    """rank.mermaid-king: the *Settle it* page's answer in French (skrules.web's ``said``) is the text
    ``--lang fr`` prints, no-break spaces and all."""
    from skrules.web import adjudicate as settle

    response = settle({"cards": ["mermaid", "sk", "rosie"], "lang": "fr"})
    _, plain, _ = cli("trick", "--plain", "--lang", "fr", "mermaid", "sk", "rosie")
    answer = response["said"]["answer"]
    assert "gagne\xa0: une Sirène" in answer and answer.replace("\n", " ") in plain.replace("\n", " ")
    assert json.loads(json.dumps(response))["said"]["answer"] == answer


NUMBERED = st.text(st.sampled_from(list("ab +-0123456789分墩轮张第共，。（）")), max_size=60)  # noqa: RUF001
_HAN_DIGIT = re.compile(r"[0-9][\u4e00-\u9fff]|[\u4e00-\u9fff][0-9]")


@given(NUMBERED)
@example("若Ben达成叫墩，Ben得+40分。")  # noqa: RUF001
@example("Ben首出第5墩。")
def test_a_number_and_its_unit_are_one_piece(text: str) -> None:
    """Chinese writes a number against the Han characters about it (第5墩, +40分, 2张牌): a line never breaks between
    them, so that a table at 60 columns never ends a line with ``+40`` and starts the next with ``分``."""
    cut = pieces(text)
    assert "".join(cut) == text
    for before, piece in itertools.pairwise(cut):
        assert not _HAN_DIGIT.fullmatch(before[-1] + piece[0]), cut


@pytest.mark.parametrize("width", [20, 24, 30, 40, 60])
def test_the_table_s_lines_keep_a_number_with_its_unit(width: int) -> None:
    """The table's lines in Chinese (``skrules table --lang zh``, ``COLUMNS=60``): ``Ben首出第5`` / ``墩。`` and
    ``Ben得+40`` / ``分。`` were split so; every wrap keeps each number with the characters about it."""
    for text in (
        "  [ability.rosie] 第4墩：Cat使用Rosie D'Laney：Ben首出第5墩。",  # noqa: RUF001
        "  Ben的骷髅王获胜：骷髅王胜过海盗 [rank.king]。若Ben达成叫墩，Ben得+40分。",  # noqa: RUF001
    ):
        lines = wrap(text, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        for line, after in itertools.pairwise(lines):
            assert not _HAN_DIGIT.fullmatch(line.rstrip()[-1] + after.lstrip()[0]), lines


@pytest.mark.parametrize("lang", LANGS)
def test_a_numbered_card_s_name_is_never_parted_by_a_wrap(lang: str) -> None:
    """box.suits: a numbered card's name is its number and its colour, which a wrapped line never parts: the
    table at ``COLUMNS=60`` ended lines with ``Eve Gelb`` / ``12``, ``Ben 6`` / ``violet``, ``Cat 黄色`` / ``11``.
    French, Spanish and German write a no-break space between them, Chinese none (a number holds its Han)."""
    for suit in Suit:
        for rank in range(1, 15):
            name = display(Card.number(suit, rank), lang)
            assert len(pieces(name)) == 1, (lang, name, pieces(name))


@pytest.mark.parametrize("other", ["", "Zoé's "])
def test_an_english_card_name_is_never_parted_by_a_wrap(other: str) -> None:
    """box.suits, exp.wild: English writes a numbered card's colour and number with an ordinary space (its JSON and
    its text keep it), so the wrap holds them together: a what-if's row at ``COLUMNS=60`` ended a line with
    ``P4's black`` / ``14``. ASCII or not, the same."""
    for card in [*(Card.number(suit, rank) for suit in Suit for rank in (1, 14)), parse_card("wild15:g")]:
        text = f"+20 for {other}P4's {card.label}, taken"
        name = card.label.partition(" (")[0]  # a Wild 15's suit, in brackets, may go to the next line
        assert any(name in piece for piece in pieces(text)), (text, pieces(text))
    assert pieces("bid 3 of 14") == ["bid ", "3 ", "of ", "14"]  # other numbers part as any word does
