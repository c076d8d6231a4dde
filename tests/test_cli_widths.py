"""Tables and names at a terminal's width: a plain table's columns line up by the width the terminal shows
(a Chinese character, a full-width letter or an emoji takes two columns), and no name is cut to fit."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.cells import cell_len

from skrules.deal import Variant, round_rows, schedule
from skrules.notation import NO_PLAYER
from skrules.render import deal_table
from skrules.rules import RuleSet
from skrules.typeset import Console

from .conftest import examples

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

# letters of a width rich and the terminal agree on: ASCII, accented Latin, Chinese, Hangul, full-width, emoji
LETTERS = st.one_of(
    st.characters(min_codepoint=ord("A"), max_codepoint=ord("z"), categories=["Lu", "Ll"]),
    st.sampled_from("éüßøñ"),
    st.characters(min_codepoint=0x4E00, max_codepoint=0x9FFF),
    st.characters(min_codepoint=0xAC00, max_codepoint=0xD7A3),
    st.characters(min_codepoint=0xFF21, max_codepoint=0xFF3A),
    st.characters(min_codepoint=0x1F600, max_codepoint=0x1F64F),
)
# a name of such letters, but none a scenario file writes for no player (NONE, Nobody): refused as a name
NAME = st.text(LETTERS, min_size=1, max_size=6).filter(lambda name: name.lower() not in NO_PLAYER)
NAMES = st.lists(NAME, min_size=3, max_size=5, unique=True)
_FIELD = re.compile(r"\S+(?: \S+)*")  # a cell: words apart by one space; cells are two or more apart
ONCE = settings(max_examples=examples(60), suppress_health_check=[HealthCheck.function_scoped_fixture])


def starts(line: str) -> list[int]:
    """The screen columns at which the line's cells begin."""
    return [cell_len(line[: m.start()]) for m in _FIELD.finditer(line)]


def ends(line: str) -> list[int]:
    """The screen columns at which the line's cells end."""
    return [cell_len(line[: m.end()]) for m in _FIELD.finditer(line)]


def assert_lined_up(lines: list[str], edge: Callable[[str], list[int]] = starts) -> None:
    """Every cell of every row begins (or, right-aligned, ends) where a heading of the first line does."""
    heads = edge(lines[0])
    for line in lines[1:]:
        assert set(edge(line)) <= set(heads), f"{line!r} under {lines[0]!r}"


@pytest.mark.parametrize(
    ("command", "row", "shown", "edge"),
    [
        (["deal", "--names", "李,Bob,Ann", "--plain"], 2, "2      2      李      Bob", starts),
        (["score", "zh.sheet"], 0, "Round  Cards      李四       Bob       Ann", ends),
    ],
    ids=["deal", "score"],
)
def test_plain_tables_line_up_a_chinese_name(
    cli: Cli,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    command: list[str],
    row: int,
    shown: str,
    edge: Callable[[str], list[int]],
) -> None:
    """setup.dealer, score.made: a dealer named 李 or a player named 李四 takes two columns, and the columns
    after the name stay in line."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "zh.sheet").write_text("players: 李四 Bob Ann\nround 1: 1/1 0/0 0/0\n", encoding="utf-8")
    code, out, _ = cli(*command)
    table = out.removeprefix("Score sheet\n").split("\n\n")[0].splitlines()  # the sheet's rows, under its title
    assert code == 0 and table[row] == shown
    assert_lined_up(table, edge)


@ONCE
@given(NAMES)
def test_deal_plain_lines_up_any_names(cli: Cli, names: list[str]) -> None:
    """setup.dealer, setup.lead: the dealer and leader columns line up whatever the names' scripts."""
    code, out, err = cli("deal", "--names", ",".join(names), "--plain")
    assert code == 0, err
    assert_lined_up(out.split("\n\n")[0].splitlines())


@ONCE
@given(NAMES)
def test_score_sheet_plain_lines_up_any_names(
    cli: Cli, tmp_path_factory: pytest.TempPathFactory, names: list[str]
) -> None:
    """score.made, score.missed: each player's column ends under the name's end, whatever its script."""
    sheet = tmp_path_factory.mktemp("sheet") / "names.sheet"
    rounds = " ".join(["1/1", *("0/0" for _ in names[1:])])
    sheet.write_text(f"players: {' '.join(names)}\nround 1: {rounds}\n", encoding="utf-8")
    code, out, err = cli("score", "--plain", str(sheet))
    assert code == 0, err
    assert out.startswith("Score sheet\n"), out
    assert_lined_up(out.removeprefix("Score sheet\n").split("\n\n")[0].splitlines(), ends)


@ONCE
@given(NAMES)
def test_editions_plain_lines_up_any_names(cli: Cli, names: list[str]) -> None:
    """rank.suit, next.winner: the editions side by side line up their columns, the winner by any name."""
    plays = [f"{name}=g{i}" for i, name in enumerate(names, 1)]
    code, out, err = cli("trick", *plays, "--editions", "--plain")
    assert code == 0, err
    table = next(part for part in out.split("\n\n") if part.startswith("rules"))
    assert_lined_up(table.splitlines())


def test_a_problem_underlines_its_text_under_a_chinese_name(cli: Cli, tmp_path: Path) -> None:
    """A file's problem is underlined where the terminal shows it, after a name two columns a character."""
    sheet = tmp_path / "twice.sheet"
    sheet.write_text("players: 李四 Bob Bob\nround 1: 1/1 0/0 0/0\n", encoding="utf-8")
    out = cli("check", str(sheet))[1]
    source, marks = out.splitlines()[1:3]
    assert source == "    players: 李四 Bob Bob"
    assert marks == "    " + " " * cell_len("players: 李四 Bob ") + "^^^"


def _deal_rows(lines: list[str]) -> list[tuple[str, str]]:
    """Each round's dealer and leader as the table shows them, a name folded over lines joined again."""
    rows: list[tuple[str, str]] = []
    for line in lines:
        if not line.startswith("│"):
            continue
        _, number, _, dealer, leader, _ = line.split("│")
        if number.strip():
            rows.append(("", ""))
        rows[-1] = (rows[-1][0] + dealer.strip(), rows[-1][1] + leader.strip())
    return rows


def test_deal_rich_at_40_columns_folds_long_names(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """setup.variants, setup.dealer: four long names at 40 columns fold onto a second line, none cut."""
    monkeypatch.setenv("COLUMNS", "40")
    names = "Annabelle,Bartholomew,Cassandra,Dominique"
    code, out, _ = cli("deal", "--format", "rich", "--names", names, "--variant", "whirlpool")
    assert code == 0
    assert "\N{HORIZONTAL ELLIPSIS}" not in out
    assert _deal_rows(out.splitlines())[:2] == [("Dominique", "Annabelle"), ("Annabelle", "Bartholomew")]


@ONCE
@given(
    st.lists(
        st.text(LETTERS, min_size=1, max_size=14).filter(lambda n: n.lower() not in NO_PLAYER),
        min_size=2,
        max_size=8,
        unique=True,
    ),
    st.sampled_from([v.value for v in Variant]),
    st.integers(30, 120),
)
def test_deal_rich_shows_every_name_whole_at_any_width(names: list[str], variant: str, width: int) -> None:
    """setup.dealer, setup.lead, setup.variants: at 30 to 120 columns no name is cut to an ellipsis, each
    dealer and leader is there whole (folded over lines if need be), and no line is wider than the terminal."""
    rules = RuleSet.from_options(deck="base")
    sched = schedule(len(names), rules, variant)
    rows = round_rows(names, sched, rules)
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False).print(deal_table(names, sched, rows))
    lines = out.getvalue().splitlines()
    assert "\N{HORIZONTAL ELLIPSIS}" not in out.getvalue()
    assert max(map(cell_len, lines)) <= width
    assert _deal_rows(lines) == [(str(row["dealer"]), str(row["leader"])) for row in rows]


@pytest.mark.parametrize("width", ["60", "100"])
def test_editions_rich_entries_wrap_under_their_own_margin(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, width: str
) -> None:
    """kraken.leader, first.deck: in the terminal's editions side by side, each entry of "Decided by" and "Refused"
    starts two spaces in and its wrapped lines four, so that where one edition's entry ends and the next begins
    reads at a glance; the wrapped lines started at the entry's own margin. No line is wider than the terminal."""
    monkeypatch.setenv("COLUMNS", width)
    code, out, _ = cli("trick", "g3", "b5", "kraken", "p7", "--editions", "--format", "rich")
    lines = [line.strip("│").rstrip() for line in out.splitlines()]
    assert code == 0 and max(map(cell_len, out.splitlines())) <= int(width)
    below = lines[lines.index(" Decided by:") + 1 :]
    entries = [line for line in below if line.strip() and line[:2] not in (" R", "╰─")]
    starts = [line for line in entries if re.match(r" {3}[^ ]", line)]
    assert [line.split(":")[0].strip() for line in starts][:2] == ["2018 edition", "2021 edition"], lines
    assert all(re.match(r" {3}[^ ]| {5}[^ ]", line) for line in entries), entries
    assert any(line.startswith("     ") for line in entries)  # the refusal wraps at both widths
    refused = " ".join(line.strip() for line in below[below.index(" Refused:") + 1 :] if line.strip("╰─╯ "))
    assert refused.startswith("2013 edition: card 3 'kraken': there is no Kraken") and refused.endswith("2 Mermaids")
