"""``skrules table`` and ``skrules table --pad`` given input a player would not mean: table input typed where a
file name is asked, an empty file name, a line far too long, an input of NUL bytes, a line that is not UTF-8,
the ghost's name among ``--players``.

Each is one clear line saying what is wrong; nothing typed is lost or written over, and no traceback.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from skrules.table import commands, padsession
from tests.test_table_faults import ROOT, session

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


# ---------------------------------------------------------------------------------- a line too long, NUL bytes

HUGE = "x" * (17 * 1024 * 1024)  # past the 16 MB a line was once read to before the input was taken as ended


def test_a_line_over_16_mb_is_refused_and_the_lines_after_it_read(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """bid.reveal: a line of 17 MB is told too long and skipped, as one of 200 KB is, and the bids after it are
    read; it silently ended the input, the game kept with no reason given."""
    code, out = typed(cli, monkeypatch, [HUGE, "Ann=1 Ben=0", "quit", "no"], "--players", "Ann,Ben")
    assert code == 0 and out.count("error: the line is longer than 10,000 characters; it is not read") == 1
    assert "Trick 1, Ann leads" in out and "Left without saving." in out and len(out) < 10_000


class Zeros:
    """``/dev/zero`` read as text: NUL characters for ever, never a line end."""

    encoding = "utf-8"

    def isatty(self) -> bool:
        return False

    def readline(self, size: int | None = -1) -> str:
        return "\0" * (size if size is not None and size > 0 else 65536)


@pytest.mark.parametrize(
    "args", [("--players", "Ann,Ben"), (), ("--pad", "--players", "Ann,Ben"), ("--players", "Ann,Ben", "--lang", "de")]
)
def test_an_input_of_nul_bytes_is_said_to_be_no_text_and_exits_2(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...]
) -> None:
    """setup.players, bid.reveal: standard input from /dev/zero (NUL bytes, no line end) is said to be no text,
    once, at the set-up's question, the table's or the pad's, in the table's language, and the table exits 2
    (bad input); it exited 0 without a word."""
    monkeypatch.setattr("sys.stdin", Zeros())
    code, out, err = cli("table", *args)
    said = "die Standardeingabe enthält NUL-Bytes" if "de" in args else "standard input holds NUL bytes, not text"
    assert code == 2 and (out + err).count(said) == 1, out + err
    assert "Traceback" not in out + err


def test_nul_bytes_after_bids_are_said_and_the_game_kept_in_a_recovery_file(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end: bids typed, then NUL bytes: the input is said to be no text, and the game goes to a recovery
    file as when the input ends, exit 130; the recovery file was written with no reason given."""
    monkeypatch.chdir(tmp_path)
    code, out = typed(cli, monkeypatch, ["Ann=1 Ben=0", "\0" * 20_000], "--players", "Ann,Ben")
    assert code == 130 and "error: standard input holds NUL bytes, not text; it is read no further" in out
    (kept,) = tmp_path.glob("skrules-table-recovery-*.skull")
    assert "Ann=1 Ben=0" in kept.read_text(encoding="utf-8")


@pytest.mark.process
def test_the_table_reading_dev_zero_says_so_and_exits_2(tmp_path: Path) -> None:
    """setup.players: ``skrules table --players Ann,Ben < /dev/zero`` ends, says the input is no text and exits 2."""
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"}
    with Path("/dev/zero").open("rb") as zero:
        done = subprocess.run(
            [sys.executable, "-m", "skrules", "table", "--players", "Ann,Ben"],
            stdin=zero,
            capture_output=True,
            env=env,
            cwd=tmp_path,
            timeout=60,
            check=False,
        )
    out = done.stdout.decode() + done.stderr.decode()
    assert done.returncode == 2 and "standard input holds NUL bytes, not text" in out, out
    assert "Traceback" not in out and not list(tmp_path.iterdir())


# ---------------------------------------------------------------------------------- a line that is not UTF-8


@pytest.mark.parametrize(("lang", "said"), [("en", "this line is not UTF-8 text"), ("fr", "n'est pas du texte UTF-8")])
def test_a_line_that_is_not_utf_8_under_utf_8_is_said_to_be_no_utf_8_text(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """bid.reveal: bytes that are no UTF-8 (\\xff\\xfe) read with a UTF-8 input are said to be no UTF-8 text, in the
    table's language, and the question asked again; the table advised setting PYTHONIOENCODING=utf-8, which it
    was already."""
    lines = b"Ann=1 Ben=0\n\xff\xfe\nquit\nno\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(lines), encoding="utf-8"))
    monkeypatch.setenv("COLUMNS", "100")
    code, out, err = cli("table", "--players", "Ann,Ben", "--lang", lang)
    errors = [line for line in (out + err).splitlines() if said in line]
    assert code == 0 and len(errors) == 1 and "PYTHONIOENCODING" not in out + err, out + err


# ---------------------------------------------------------------------------------- an empty file name

EMPTY = "an empty path names no file or folder"  # as 'skrules check' and 'skrules export' say it of ''


@pytest.mark.parametrize("args", [(), ("--pad",), ("--lang", "fr")])
def test_resume_with_an_empty_name_is_said_to_name_no_file(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...]
) -> None:
    """game.end: ``--resume ''`` is said to name no file, as ``skrules export ''`` says it, in the table's
    language; it was read as the current folder (".: a folder, not a regular file")."""
    code, out = typed(cli, monkeypatch, [], "--resume", "", *args)
    said = "''\xa0: un chemin vide ne désigne aucun fichier ni dossier" if "fr" in args else f"'': {EMPTY}"
    assert code == 2 and said in out, out
    assert "folder, not" not in out and "dossier, pas" not in out


@pytest.mark.parametrize("line", ['save game ""', "save ''", 'save trick ""'])
def test_save_with_an_empty_name_is_said_to_name_no_file(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, line: str
) -> None:
    """game.end: ``save game ""`` at the table, on the pad, and "" at the question to save are said to name no
    file, nothing written, the game kept; they were said to be the folder '.'."""
    monkeypatch.chdir(tmp_path)
    for first, args in (("Ann=1 Ben=0", ("--players", "Ann,Ben")), ("1 0", ("--pad", "--players", "Ann,Ben"))):
        code, out = typed(cli, monkeypatch, [first, line, "quit", '""', "friday"], *args)
        assert code == 0 and out.count(f"error: not saved: {EMPTY}") == 2, out
        assert "'.'" not in out and [f.name for f in tmp_path.iterdir()] == ["friday.skull"]
        (tmp_path / "friday.skull").unlink()


# ---------------------------------------------------------------------------------- the ghost's name as a player's

GHOST_SAID = "with two players, 'Graybeard' is the name of the ghost's hand; choose another name"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ((), f"--players Graybeard,Ann: {GHOST_SAID}"),
        (("--pad",), f"--players Graybeard,Ann: {GHOST_SAID}"),
        (("--lang", "fr"), "--players Graybeard,Ann\xa0: à deux joueurs, 'Graybeard' est le nom de la main du fantôme"),
    ],
)
def test_players_naming_the_ghost_is_refused_at_the_option(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...], said: str
) -> None:
    """two.ghost: ``--players Graybeard,Ann`` is refused naming the option, as the other refusals of --players
    are, in the table's language, exit 2; it was refused as round 1 ("round 1: with two players, ...")."""
    code, out = typed(cli, monkeypatch, [], "--players", "Graybeard,Ann", *args)
    assert code == 2 and said in out and "round 1" not in out and "manche 1" not in out, out


def test_the_players_question_refuses_the_ghost_s_name_and_asks_the_players_again(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """two.ghost, setup.players: Graybeard typed at the players' question is refused there and the players asked
    again; the names were kept and the set-up asked again from the deck, for ever."""
    code, out = typed(cli, monkeypatch, ["Graybeard,Ann", "Ann,Ben", "", "", "", "", "", "quit"])
    assert code == 0 and out.count("Players, in seat order") == 2 and out.count("Deck: ") == 1, out
    assert f"error: {GHOST_SAID}" in out and "Players: Ann, Ben." in out
