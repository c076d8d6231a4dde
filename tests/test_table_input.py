"""``skrules table`` and ``skrules table --pad`` given input a player would not mean: table input typed where a
file name is asked, an empty file name, a line far too long, an input of NUL bytes, a line that is not UTF-8,
the ghost's name among ``--players``.

Each is one clear line saying what is wrong; nothing typed is lost or written over, and no traceback.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest

from skrules.table import commands, padsession
from tests.test_table_faults import session

CLI = Callable[..., tuple[int, str, str]]


def typed(cli: CLI, monkeypatch: pytest.MonkeyPatch, lines: list[str], *args: str) -> tuple[int, str]:
    """``skrules table ARGS`` with the lines as its standard input (a pipe): the exit status and all it wrote."""
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "100")
    code, out, err = cli("table", *args)
    return code, out + err


# ---------------------------------------------------------------------------------- table input as a file name

COMMAND_SAID = "reads as a table command, not a file name"
INPUT_SAID = "reads as bids or a trick, not a file name"


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("help", COMMAND_SAID),
        ("undo", COMMAND_SAID),
        ("scores", COMMAND_SAID),
        ("save game x", COMMAND_SAID),
        ("what if Ann=sk", COMMAND_SAID),
        ("Ann=1 Ben=0", INPUT_SAID),
        ("1 0", INPUT_SAID),
        ("mermaid sk", INPUT_SAID),
    ],
)
def test_table_input_at_the_question_to_save_is_no_file_name(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, line: str, said: str
) -> None:
    """game.end: a command, bids or a trick typed where 'quit' asks for a file name is said to be that, and the
    question asked again ('help' wrote help.skull, 'save game x' "save game x.skull"); a real name, spaces and
    all, still saves the game under it."""
    monkeypatch.chdir(tmp_path)
    code, out = typed(cli, monkeypatch, ["Ann=1 Ben=0", "quit", line, "friday night"], "--players", "Ann,Ben")
    assert code == 0 and f"error: '{line}' {said}" in out and out.count("error: ") == 1, out
    assert out.count("The game is not saved.") == 2
    assert [f.name for f in tmp_path.iterdir()] == ["friday night.skull"]


# 'quit', 'exit' and 'save' alone at the question 'quit' asks are said to be the file's name they would be, as
# before (test_table.py, test_table_faults.py)
@pytest.mark.parametrize("word", sorted({*commands._COMMANDS, *padsession._WORDS} - {"quit", "exit", "save"}))
def test_every_command_of_the_table_and_the_pad_is_no_file_name(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, word: str
) -> None:
    """game.end: each command the table and the score pad run, as they define them, is refused as a file name at
    the question to save, on the pad too; the game is then saved under the name typed next."""
    monkeypatch.chdir(tmp_path)
    for args in (("--players", "Ann,Ben"), ("--pad", "--players", "Ann,Ben")):
        first = "Ann=1 Ben=0" if "--pad" not in args else "1 0"
        code, out = typed(cli, monkeypatch, [first, "quit", word, "friday"], *args)
        assert code == 0 and out.count("error: ") == 1, out
        assert f"error: '{word}' " in out and "not a file name" in out, out
        assert sorted(f.name for f in tmp_path.iterdir()) == ["friday.skull"]
        (tmp_path / "friday.skull").unlink()


def test_the_pad_refuses_its_own_lines_as_a_file_name(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end on the score pad: its bids ('0 1', 'Ann=1'), a command with its argument ('save x') and 'scores'
    are refused at the question to save, in the pad's language; a command's name in quotes is taken as typed."""
    monkeypatch.chdir(tmp_path)
    lines = ["1 0", "quit", "0 1", "Ann=1", "save x", "scores", '"help"']
    code, out = typed(cli, monkeypatch, lines, "--pad", "--players", "Ann,Ben", "--lang", "fr")
    assert code == 0 and out.count("pas comme un nom de fichier") == 4, out
    assert [f.name for f in tmp_path.iterdir()] == ["help.skull"]


def test_at_a_terminal_ctrl_c_s_question_refuses_a_command_as_a_file_name(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end: at Ctrl-C's question a command typed is said to be one, not saved as help.skull; the name typed
    next saves the game, and the table leaves with 130."""
    monkeypatch.chdir(tmp_path)
    s, asked, out = session(["1 0 0", KeyboardInterrupt(), "help", "friday"])
    assert s.run(commands) == 130
    assert asked[-1] == asked[-2] and asked[-1].startswith("Interrupted. Save the game?")
    assert f"'help' {COMMAND_SAID}" in out.getvalue()
    assert [f.name for f in tmp_path.iterdir()] == ["friday.skull"]
