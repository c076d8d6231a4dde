"""Every command's help at the terminal's width: at 60 columns no line runs past it (a terminal would fold it
mid-word, a two-column table's explanation landing under its neighbour's entry), and no word is lost."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.breaks import cells
from skrules.cli import COMMANDS, fold_line, main

USAGE_GROUP = re.compile(r"\[[^\[\]]*\| --json \| --plain\]")  # argparse keeps a mutually exclusive group whole


def help_of(command: str, columns: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("COLUMNS", str(columns))
    with pytest.raises(SystemExit):
        main([command, "--help"])
    return capsys.readouterr().out


@pytest.mark.parametrize("command", sorted(set(COMMANDS.values())))
def test_every_help_page_fits_60_columns_and_keeps_its_words(
    command: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The notation and score sheet tables of 'trick --help' and 'score --help' ran to 98 columns."""
    narrow, wide = help_of(command, 60, capsys, monkeypatch), help_of(command, 200, capsys, monkeypatch)
    too_wide = [line for line in narrow.splitlines() if cells(line) > 60 and not USAGE_GROUP.search(line)]
    assert too_wide == []
    words = [word for word in narrow.split() if word != "\\"]  # a command's lines continued as a shell reads them
    assert words == wide.split() or sorted(words) == sorted(wide.split())


def test_score_help_at_60_columns_keeps_fields_apart_and_commands_whole(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """score.bid: the score sheet's keywords, written side by side at 100 columns, each start a line of their own
    at 60 (variant: is no explanation of scoring:), an item list wraps under its first item, and an example too
    long for the width goes on with a backslash, so that copied it runs as one command."""
    narrow, wide = help_of("score", 60, capsys, monkeypatch), help_of("score", 100, capsys, monkeypatch)
    lines = narrow.splitlines()
    for keyword in ("scoring:", "variant:", "deck:", "ruling:", "abilities:", "dealer:", "edition:", "house:"):
        assert any(line.startswith(f"  {keyword} ") for line in lines), keyword
    assert "  house: bonus-on-miss|kraken-trick-leader|zero-miss-ten" in lines
    items = lines.index(next(line for line in lines if line.lstrip().startswith("items: ")))
    assert lines[items + 1].index("(") == lines[items].index("items: ") + len("items: ")
    joined = narrow.replace(" \\\n", " ").splitlines()  # each continued command back on one line
    said = [" ".join(line.split()) for line in joined if line.startswith("  skrules score ")]
    examples = [" ".join(line.split()) for line in wide.splitlines() if line.startswith("  skrules score ")]
    assert len(examples) > 5 and said == examples
    assert any(line.endswith(" \\") for line in lines)
    assert all(cells(line) <= 60 or USAGE_GROUP.search(line) for line in lines)


@given(
    st.lists(st.text(st.sampled_from("ab美 "), min_size=1, max_size=14).map(str.strip).filter(bool), max_size=8),
    st.lists(st.integers(1, 30), max_size=8),
    st.integers(0, 8),
    st.integers(20, 120),
)
def test_a_folded_line_fits_and_keeps_every_word(words: list[str], gaps: list[int], lead: int, width: int) -> None:
    """fold_line: any line of words and gaps, folded to a width, gives lines that fit it when every word does,
    with the same words in the same order."""
    line = " " * lead + "".join(w + " " * g for w, g in zip(words, [*gaps, *[1] * len(words)], strict=False))
    line = line.rstrip()
    folded = fold_line(line, width)
    assert "".join("".join(folded).split()) == "".join(line.split())  # a Chinese word may break between characters
    if all(cells(word) + 10 <= width for word in line.split()):
        assert all(cells(out) <= width for out in folded), folded


@pytest.mark.parametrize("columns", [80, 100])
def test_the_trick_help_s_card_table_lines_its_explanations_up(
    columns: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """box.specials, box.expansion: in 'trick --help' every card's explanation, and each line it continues on,
    starts at the same column on screen (a Chinese name takes two cells a character); an explanation is wrapped
    at the width, not at line breaks of its own (those left a word or two alone on a line)."""
    page = help_of("trick", columns, capsys, monkeypatch)
    table = page.split("cards (case-insensitive", 1)[1].split("\nplayers:", 1)[0].splitlines()[1:]
    starts = set()
    for line in table:
        if line.startswith("  "):  # an entry and its explanation after its last gap, or a continued explanation
            gaps = [m for m in re.finditer(r" {2,}", line) if m.start() > 0]
            starts.add(cells(line[: gaps[-1].end()]) if gaps else len(line) - len(line.lstrip()))
    assert starts == {36}, table
    hands = page.split("\nhands:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert all(cells(line) > columns - 20 for line in hands[:-1]), hands  # each line filled before the next


def _commands_in(page: str) -> list[str]:
    """The help's example commands, each continued line joined as the shell joins it, the explanation beside one
    left off."""
    joined = re.sub(r" \\\n *", " ", page)  # a backslash ends the line: the shell reads on (none inside quotes)
    lines = [line.strip() for line in joined.splitlines()]
    return [re.split(r" {2,}", line)[0] for line in lines if line.startswith(("skrules ", "source ", "COLUMNS="))]


@pytest.mark.parametrize("columns", [60, 80, 100])
@pytest.mark.parametrize("command", sorted(set(COMMANDS.values())))
def test_an_example_command_is_never_broken_inside_its_quotes(
    command: str, columns: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """fold_line: an example command too long for the width is continued between the shell's words only, each of
    its lines whole to the shell, so that pasted it runs as written; 'verify --help' at 60 columns broke
    --engine 'python3 examples/adapter_skrules.py' inside its quotes."""
    import shlex

    narrow, wide = help_of(command, columns, capsys, monkeypatch), help_of(command, 200, capsys, monkeypatch)
    assert [shlex.split(c) for c in _commands_in(narrow)] == [shlex.split(c) for c in _commands_in(wide)]
    for line in narrow.splitlines():
        if line.endswith(" \\") or line.startswith("      --"):
            shlex.split(line.removesuffix("\\"))  # each line of a continued command is whole words


@pytest.mark.parametrize("columns", [60, 80, 100])
@pytest.mark.parametrize("command", ["check", "verify", "export", "table", "audit"])
def test_the_closing_notes_wrap_at_the_width_not_where_they_were_written(
    command: str, columns: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """paragraphs: the prose after the examples and the exit codes, written in lines of about 95 columns, are
    wrapped at the terminal's width: each line of a paragraph filled before the next starts (at 80 columns a
    written line ran past it and left a word or two alone on the next), an exit code's list hung under its
    first code, and a code never parted from what it stands for."""
    page = help_of(command, columns, capsys, monkeypatch)
    notes = page.split("\nexamples:\n", 1)[1].split("\n\n")[1:]
    assert any(n.startswith("exit codes: ") for n in notes)
    for note in notes:
        lines = note.splitlines()
        hang = len("exit codes: ") if note.startswith("exit codes: ") else 0
        assert all(len(line) - len(line.lstrip()) == hang for line in lines[1:]), lines
        for line, after in itertools.pairwise(lines):
            assert not line.split()[-1].isdecimal(), lines
            first = after.split()[0] if not after.split()[0].isdecimal() else " ".join(after.split()[:2])
            assert cells(line) + 1 + cells(first) > columns - 2, lines


@pytest.mark.parametrize("width", [60, 80])
def test_a_block_of_examples_is_laid_out_alike(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    """The examples of a help page: once one is too wide for its explanation beside it, each of its block has
    its explanation under it (export's, at 80 columns, had two under and one beside); at 100 all fit beside."""
    for columns, beside in ((width, False), (100, True)):
        lines = help_of("export", columns, capsys, monkeypatch).splitlines()
        start = lines.index("examples:")
        block = lines[start + 1 : start + 7]
        entries = [line for line in block if line.startswith("  skrules export ")]
        assert len(entries) == 3, block
        assert all(("  the " in line.strip()) is beside for line in entries), block
        if not beside:
            assert [line.strip() for line in block if line.startswith("      ")] == [
                "the project's scenario library",
                "the same on standard output",
                "the scenarios of a folder and a file",
            ]
