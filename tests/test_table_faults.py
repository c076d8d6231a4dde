"""``skrules table`` under the faults a table meets: Ctrl-C anywhere, an input it cannot decode, a strange
``COLUMNS``, a saved game that cannot be resumed, a name in the wrong case, a card half remembered.

Each test names the finding it guards against; each failed before the table was fixed for it
(the game was lost, the run ended as an internal error, or the wrong card was recorded).
"""

from __future__ import annotations

import builtins
import contextlib
import io
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from skrules.errors import SkrulesError
from skrules.formats.scenario import parse_file
from skrules.scenario.run import Status, run_scenario
from skrules.table import commands
from skrules.table.pad import load_pad
from skrules.table.save import load_game
from skrules.table.session import Session
from skrules.table.state import Options, Table, TableError

from .conftest import examples

ROOT = Path(__file__).resolve().parent.parent
CLI = Callable[..., tuple[int, str, str]]
Typed = str | BaseException  # a line typed, or Ctrl-C (KeyboardInterrupt) / Ctrl-D (EOFError) at that prompt


def typing(monkeypatch: pytest.MonkeyPatch, script: Sequence[Typed]) -> list[str]:
    """Make ``input()`` answer from the script (then Ctrl-D); returns the prompts asked, in order."""
    lines = iter(script)
    asked: list[str] = []

    def fake_input(prompt: object = "") -> str:
        asked.append(str(prompt))
        print(prompt, end="")
        item = next(lines, EOFError())
        if isinstance(item, BaseException):
            raise item
        return item

    monkeypatch.setattr(builtins, "input", fake_input)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # not a terminal: nobody to ask after Ctrl-C
    monkeypatch.setenv("COLUMNS", "100")
    return asked


def recovered(folder: Path) -> Path:
    """The one recovery file the table wrote, after checking that 'skrules check' passes on it."""
    files = sorted(folder.glob("skrules-table-recovery-*.skull"))
    assert len(files) == 1, files
    results = [run_scenario(s) for s in parse_file(files[0]).scenarios]
    assert results and all(r.status is Status.PASSED for r in results)
    return files[0]


ROUND_ONE = ["1 0 0", "mermaid sk rosie"]  # Ann wins round 1 with the Mermaid: +60, +10, +10


@pytest.mark.parametrize(
    ("script", "args"),
    [
        ([*ROUND_ONE, "", "1", KeyboardInterrupt()], ()),  # at Ben's bid, asked player by player
        (["1 0 0", "", "mermaid sk rosie", "1 1 0", KeyboardInterrupt()], ("--scoring", "rascal")),  # cannonball
        ([*ROUND_ONE, "1 1 0", "g5 g9", KeyboardInterrupt()], ()),  # at the trick prompt
    ],
)
def test_ctrl_c_at_a_question_inside_a_command_keeps_the_game_in_a_recovery_file(
    script: list[Typed], args: tuple[str, ...], cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 1: Ctrl-C at a player's bid or the Cannonball question exited 130 at once and the game was gone.

    From a pipe nobody can be asked: the game goes to a new recovery file, named on one line,
    which 'skrules check' passes and --resume reads back with round 1 scored (game.end).
    """
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, script)
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat", *args)
    assert code == 130
    path = recovered(tmp_path)
    said = [line for line in out.splitlines() if "The game is saved to" in line]
    assert said == [f"The game is saved to {path.name}; 'skrules table --resume {path.name}' goes on with it."]
    table = load_game(path)
    assert len(table.finished) == 1 and table.finished[0][1].scores["Ann"].won == 1


def test_ctrl_c_with_nothing_unsaved_leaves_with_130_and_writes_nothing(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 1: an interrupt is exit 130; a game with nothing typed since it was saved needs no recovery file."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, [KeyboardInterrupt()])
    code, _, _ = cli("table", "--players", "Ann,Ben,Cat")
    assert code == 130 and list(tmp_path.iterdir()) == []


def session(answers: Sequence[Typed], *, tty: bool = True) -> tuple[Session, list[str], io.StringIO]:
    """A session at a terminal whose input function answers from the list (then Ctrl-D)."""
    lines = iter(answers)
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        item = next(lines, EOFError())
        if isinstance(item, BaseException):
            raise item
        return item

    out = io.StringIO()
    table = Table(Options(("Ann", "Ben", "Cat"), abilities=True, variant="skip-to-the-brawl"))
    return Session(table, ask, Console(file=out, width=100), tty=tty), asked, out


ROSIE = ["1 0 0", "rosie g3 g4"]  # Ann's Rosie wins trick 1: the table asks who leads trick 2


def test_at_a_terminal_ctrl_c_at_an_ability_question_asks_where_to_save(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 1: at a terminal, Ctrl-C at Rosie's question (ability.rosie) asks for a file name, saves, exits 130."""
    monkeypatch.chdir(tmp_path)
    s, asked, out = session([*ROSIE, KeyboardInterrupt(), "friday"])
    assert s.run(commands) == 130
    assert asked[2].startswith("  Rosie (Ann): who leads trick 2?")
    assert asked[3].startswith("Interrupted. Save the game?")
    assert "Saved the game to friday.skull" in out.getvalue()
    resumed = load_game(tmp_path / "friday.skull")
    assert resumed.log is not None
    assert [str(p) for p in resumed.log.tricks[0].plays] == ["Ann=rosie", "Ben=g3", "Cat=g4"]


@pytest.mark.parametrize("second", [KeyboardInterrupt(), EOFError(), ""])
def test_a_second_ctrl_c_or_ctrl_d_at_the_question_still_writes_the_recovery_file(
    second: Typed, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 1: a second Ctrl-C (or Ctrl-D, or Enter) at the question asks no more and writes the
    recovery file; a file of that name already there is left as it was, the game goes beside it."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("skrules.table.commands.time.strftime", lambda _: "20260102-030405")
    taken = tmp_path / "skrules-table-recovery-20260102-030405.skull"
    taken.write_text("# someone else's\n", encoding="utf-8")
    s, asked, out = session([*ROSIE, KeyboardInterrupt(), second])
    assert s.run(commands) == 130
    assert len(asked) == 4 and taken.read_text(encoding="utf-8") == "# someone else's\n"
    written = tmp_path / "skrules-table-recovery-20260102-030405-2.skull"
    assert f"The game is saved to {written.name}" in " ".join(out.getvalue().split())
    assert load_game(written).log is not None
    assert all(r.status is Status.PASSED for r in map(run_scenario, parse_file(written).scenarios))


def test_no_at_the_question_leaves_without_saving_and_a_quit_question_is_not_a_way_out(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 1: 'no' is the one way to leave unsaved; Ctrl-C at quit's own question is asked about too."""
    monkeypatch.chdir(tmp_path)
    s, asked, out = session([*ROSIE, "quit", KeyboardInterrupt(), "no"])
    assert s.run(commands) == 130
    assert asked[3].startswith("The game is not saved.") and asked[4].startswith("Interrupted.")
    assert "Left without saving." in out.getvalue() and list(tmp_path.iterdir()) == []


def piped(monkeypatch: pytest.MonkeyPatch, lines: Sequence[str]) -> None:
    """The lines as a pipe gives them, then the end of the input, with nobody at a terminal."""
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "100")


@pytest.mark.parametrize(
    ("pad", "lines"),
    [
        ((), ROUND_ONE),  # the round scored, round 2 asked for
        ((), ["1 0 0"]),  # the bids alone, the first trick asked for
        (("--pad",), ["1 0 0", "1 0 0"]),  # the pad's bids and tricks won, its bonuses asked for
    ],
)
def test_the_input_ending_with_the_game_unsaved_keeps_it_in_a_recovery_file(
    pad: tuple[str, ...], lines: list[str], cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 4: the input ending (a pipe run dry) left the table with 'Left without saving.' and 0, the
    game lost. Now the game goes to a recovery file as at Ctrl-C, named on one line, and the table exits
    130: it was cut off, not left. 'skrules check' passes on the file (rank.mermaid-king, score.bid)."""
    monkeypatch.chdir(tmp_path)
    piped(monkeypatch, lines)
    code, out, err = cli("table", *pad, "--players", "Ann,Ben,Cat")
    assert (code, err) == (130, "")
    path = recovered(tmp_path)
    said = [line for line in out.splitlines() if "The game is saved to" in line]
    resume = "skrules table --pad --resume" if pad else "skrules table --resume"
    assert said == [f"The game is saved to {path.name}; '{resume} {path.name}' goes on with it."]
    assert "Left without saving." not in out and "The game is not saved" not in out  # nobody to ask
    if pad:  # resumed where it stood: the bonuses of round 1 asked for
        kept = load_pad(path)
        assert kept.step() == "extras" and kept.current is not None and kept.current.bids == ("1", "0", "0")
    elif lines == ROUND_ONE:
        table = load_game(path)
        assert len(table.finished) == 1 and table.finished[0][1].scores["Ann"].won == 1
    else:
        table = load_game(path)
        assert not table.finished and table.log is not None and table.log.bids == {"Ann": 1, "Ben": 0, "Cat": 0}


def test_a_game_is_kept_when_its_working_folder_was_deleted_meanwhile(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The folder the table was started in is deleted during the game; the input then ends. The game goes to
    a recovery file in the temporary folder, as from a folder it may not write in, not lost to "no such
    file or folder" (rank.mermaid-king, score.bid)."""
    gone, temporary = tmp_path / "gone", tmp_path / "tmp"
    gone.mkdir()
    temporary.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    piped(monkeypatch, ROUND_ONE)
    code, out, err = cli("table", "--players", "Ann,Ben,Cat")
    assert (code, err) == (130, "")
    path = recovered(temporary)
    assert f"The game is saved to {path}; 'skrules table --resume {path}' goes on with it." in out
    assert len(load_game(path).finished) == 1


@pytest.mark.parametrize(
    ("pad", "lines"),
    [
        ((), []),  # nothing typed
        (("--pad",), []),
        ((), ["help", "scores", "why"]),  # commands and refusals: nothing of the game typed
        ((), [*ROUND_ONE, "save kept"]),  # saved since
        (("--pad",), ["1 0 0", "1 0 0", "", "save kept"]),
    ],
)
def test_the_input_ending_with_nothing_unsaved_leaves_quietly_with_0(
    pad: tuple[str, ...], lines: list[str], cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 4: with nothing typed, or nothing since 'save', the end of the input loses nothing:
    the table leaves with 0, asks nothing and writes no recovery file (score.bid)."""
    monkeypatch.chdir(tmp_path)
    piped(monkeypatch, lines)
    code, out, _ = cli("table", *pad, "--players", "Ann,Ben,Cat")
    assert code == 0
    assert [p.name for p in tmp_path.iterdir()] == (["kept.skull"] if "save kept" in lines else [])
    assert "The game is saved to" not in out and "The game is not saved" not in out and "Left without" not in out


@pytest.mark.parametrize(("answer", "status"), [(EOFError(), 130), ("no", 0), ("friday", 0)])
def test_at_a_terminal_ctrl_d_asks_to_save_and_a_second_ctrl_d_keeps_a_recovery_file(
    answer: Typed, status: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 4: at a terminal Ctrl-D asks to save an unsaved game, as quit does (ability.rosie asked
    first); 'no' leaves unsaved and a name saves, with 0; a second Ctrl-D there is no answer, so the
    game goes to a recovery file and the table exits 130, as at Ctrl-C's own question."""
    monkeypatch.chdir(tmp_path)
    s, asked, out = session([*ROSIE, EOFError(), answer])
    assert s.run(commands) == status
    assert asked[3].startswith("The game is not saved.") and len(asked) == 4
    files = sorted(p.name for p in tmp_path.iterdir())
    if status == 130:
        assert files == [recovered(tmp_path).name] and "The game is saved to" in " ".join(out.getvalue().split())
    else:
        assert files == (["friday.skull"] if answer == "friday" else [])


# ---------------------------------------------------------------------------------- finding 2: the input's encoding


@pytest.mark.process
def test_a_line_the_input_encoding_cannot_read_is_refused_not_a_crash(tmp_path: Path) -> None:
    """Finding 2: 'é' typed with an ASCII standard input ended the table as an internal error (exit 70).

    It is now one error line, the same question again, and the game goes on (bid.range).
    """
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "ascii", "LC_ALL": "C", "COLUMNS": "100"}
    typed = "é\n1 0 0\nmermaid sk rosie\nscores\nquit\nno\n".encode()
    done = subprocess.run(
        [sys.executable, "-m", "skrules", "table", "--players", "Ann,Ben,Cat"],
        input=typed,
        capture_output=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
        check=False,
    )
    out, err = done.stdout.decode("ascii"), done.stderr.decode("ascii")
    assert done.returncode == 0 and "Traceback" not in out + err and err == ""
    errors = [line for line in out.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "this input's encoding (ascii) cannot read" in errors[0]
    assert out.count("Round 1 bids> ") == 2 and "After 1 of 10 rounds Ann leads with 60." in out


# ---------------------------------------------------------------------------------- finding 3: COLUMNS


@pytest.mark.parametrize("columns", ["²", "٣٠", "0", "-5", "1e3", "999999999"])
def test_columns_counts_only_ascii_digits_in_range(columns: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 3: int() reads '²' and '٣٠' as numbers; a width is ASCII digits from 1 to 100000, else the terminal's."""
    from skrules.cli import _columns

    def no_terminal(fd: int = 1) -> os.terminal_size:
        raise OSError("not a terminal")

    monkeypatch.setattr(os, "get_terminal_size", no_terminal)
    monkeypatch.setenv("COLUMNS", columns)
    assert _columns() == 80
    monkeypatch.setenv("COLUMNS", " 61 ")
    assert _columns() == 61


@pytest.mark.parametrize(("name", "value"), [("COLUMNS", "²"), ("COLUMNS", "٣٠"), ("LINES", "²")])
def test_the_table_runs_whatever_columns_and_lines_say(
    name: str, value: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finding 3: COLUMNS=² (or LINES=²) ended the table as an internal error; '٣٠' squeezed it to 30 columns."""
    typing(monkeypatch, ["1 0 0", "mermaid sk rosie", "scores", "quit", "no"])
    monkeypatch.setenv(name, value)
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat")
    assert code == 0
    assert "Players: Ann, Ben, Cat. Type 'help' for the commands." in out  # one line: wider than 30 columns
    assert "After 1 of 10 rounds Ann leads with 60." in out


# ---------------------------------------------------------------------------------- finding 4: --resume


@pytest.mark.parametrize(
    "under_way",
    [
        "bids Ann=x Ben=0 Cat=0",  # was: invalid literal for int() with base 10: 'x'
        "bids Ann=² Ben=0 Cat=0",  # int() took '²' for a digit
        "hand",  # was: list index out of range
        "use",
        "",
        "bids 1 0 0",
    ],
)
def test_a_saved_game_that_cannot_be_resumed_says_why_in_plain_words(
    under_way: str, cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 4: --resume's messages showed Python's own (a repr of the line, 'list index out of range').

    Now one plain line: the file, the line, what is wrong (bid.range), exit 2.
    """
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, ["save game half", "quit"])
    cli("table", "--players", "Ann,Ben,Cat")
    saved = tmp_path / "half.skull"
    saved.write_text(saved.read_text(encoding="utf-8") + f"# under way: round 1\n# under way: {under_way}\n")
    code, out, err = cli("table", "--resume", "half.skull")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("skrules: error: half.skull:") and "cannot resume the round under way: " in err
    for internal in ("invalid literal", "index out of range", "Error:", "PosixPath", "'# under way"):
        assert internal not in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_resume_names_a_named_pipe_for_what_it_is(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Finding 4: a named pipe given to --resume was reported as 'no such file'; it is said to be a named pipe."""
    pipe = tmp_path / "game.skull"
    os.mkfifo(pipe)
    typing(monkeypatch, [])
    code, out, err = cli("table", "--resume", str(pipe))
    assert code == 2 and out == ""
    assert err.startswith(f"skrules: error: {pipe}: a named pipe, not a regular file;") and err.count("\n") == 1


def test_resume_friday_finds_the_friday_skull_that_save_friday_wrote_and_shows_the_round(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 4 and 6: 'save friday' writes friday.skull, '--resume friday' finds it and says so; then the
    round under way is shown again, its bids and the tricks won so far (bid.reveal), before the next prompt."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, [*ROUND_ONE, "1 1 0", "g5 g9 g12", "save friday", "quit"])
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat")
    assert code == 0 and "Saved the game to friday.skull" in out and (tmp_path / "friday.skull").is_file()
    typing(monkeypatch, [])
    code, out, _ = cli("table", "--resume", "friday")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Resumed friday.skull: 1 of 10 rounds played; Ann 60, Ben 10, Cat 10."
    header = lines.index("Round 2 of 10: 2 cards each. Ann deals; Ben leads.")
    assert lines[header + 1] == "  Bids: Ann=1 Ben=1 Cat=0; tricks won: Ann 1, Ben 0, Cat 0 (1 of 2 played)."
    assert lines[header + 2].startswith("Trick 2, Ann leads> ")


def test_save_alone_writes_the_game_back_to_its_own_file_without_asking(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end: a game resumed from a file (or saved once) is saved back to it by 'save' alone, with no question
    (it is the same game); before it has a file 'save' alone asks for one, and another file is never written over
    without asking."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, [*ROUND_ONE, "save", "save friday", "1 1 0", "save", "quit"])
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat")
    assert code == 0 and "error: write 'save game FILE', e.g. save game club.skull" in out
    assert out.count("Saved the game to friday.skull") == 2 and "replace it?" not in out
    assert "under way: bids Ann=1 Ben=1 Cat=0" in (tmp_path / "friday.skull").read_text(encoding="utf-8")
    (tmp_path / "other.skull").write_text("kept\n", encoding="utf-8")
    typing(monkeypatch, ["g5 g9 g12", "save", "save other", "n", "save trick friday", "n", "quit"])
    code, out, _ = cli("table", "--resume", "friday")
    assert code == 0 and "Saved the game to friday.skull" in out
    assert "other.skull exists: replace it? (y/N)> " in out and (tmp_path / "other.skull").read_text() == "kept\n"
    assert "friday.skull exists: replace it? (y/N)> " in out  # a trick is not the game: its own file is asked about
    assert load_game(tmp_path / "friday.skull").log is not None


def test_a_file_name_with_spaces_is_saved_quoted_and_every_command_printed_quotes_it(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end: 'save game "friday night"' writes friday night.skull (the words in quotes are one name), and the
    commands the table prints for it quote it, so that pasted into a shell they work."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, [*ROUND_ONE, 'save game "friday night"', "quit"])
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat")
    assert code == 0 and (tmp_path / "friday night.skull").is_file()
    assert """Saved the game to "friday night.skull"; 'skrules check "friday night.skull"' checks it.""" in out
    typing(monkeypatch, [])
    code, out, err = cli("table", "--pad", "--resume", "friday night")
    assert code == 2
    assert """'skrules table --resume "friday night.skull"' goes on with it""" in out + err


def test_at_a_terminal_ctrl_c_in_a_resumed_game_offers_its_own_file(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end: Ctrl-C in a game resumed from a file offers that file (Enter saves the game back to it), not a
    new recovery file."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, [*ROUND_ONE, "save friday", "quit"])
    cli("table", "--players", "Ann,Ben,Cat")
    s, asked, out = session(["1 1 0", KeyboardInterrupt(), ""])
    s.table = load_game(Path("friday.skull"))  # as --resume friday finds it
    s.pending = s.unsettled()
    assert s.run(commands) == 130
    assert asked[-1].startswith("Interrupted. Save the game? A file name saves it, Enter saves it to friday.skull,")
    assert "Saved the game to friday.skull" in out.getvalue() and not list(tmp_path.glob("skrules-table-recovery-*"))
    assert "under way: bids Ann=1 Ben=1 Cat=0" in (tmp_path / "friday.skull").read_text(encoding="utf-8")


def test_yes_at_the_question_to_save_is_no_file_name(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """game.end: 'yes' or 'y' where a file name is asked writes no yes.skull: with no file of its own the game asks
    for a name; resumed from a file, 'yes' saves it back there. At Ctrl-C 'y' is Enter: the file offered."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, [*ROUND_ONE, "quit", "yes", "y", "friday"])
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat")
    assert code == 0 and out.count("error: 'yes' would be the file's name") == 1 and "error: 'y' would be" in out
    assert sorted(f.name for f in tmp_path.iterdir()) == ["friday.skull"]
    typing(monkeypatch, ["1 1 0", "quit", "oui"])
    code, out, _ = cli("table", "--resume", "friday", "--lang", "fr")
    assert code == 0 and "Partie enregistrée dans friday.skull" in out
    assert "under way: bids Ann=1 Ben=1 Cat=0" in (tmp_path / "friday.skull").read_text(encoding="utf-8")
    s, asked, _ = session(["1 0 0", KeyboardInterrupt(), "y"])
    assert s.run(commands) == 130 and asked[-1].startswith("Interrupted. Save the game?")
    assert len(list(tmp_path.glob("skrules-table-recovery-*.skull"))) == 1 and not (tmp_path / "y.skull").exists()


def test_bids_typed_player_by_player_are_kept_through_ctrl_c_and_asked_on_from_the_next(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """bid.reveal: Ctrl-C while the bids are asked player by player keeps those typed (a '# under way: typed'
    line, which check skips); the game resumed asks the next player, and the bids are revealed together."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, ["", "1", "0", KeyboardInterrupt()])
    code, _, _ = cli("table", "--players", "Ann,Ben,Cat")
    assert code == 130
    kept = recovered(tmp_path)
    assert "# under way: typed Ann=1 Ben=0\n" in kept.read_text(encoding="utf-8")
    asked = typing(monkeypatch, ["0", "mermaid sk rosie", "save", "quit"])
    code, out, _ = cli("table", "--resume", str(kept))
    assert code == 0 and asked[0] == "  Cat bids> " and "Ann: bid 1, won 1 (made) +60" in out
    table = load_game(kept)
    assert table.asking is None and len(table.finished) == 1


def test_a_typed_bid_out_of_range_in_a_saved_game_is_refused_where_it_is_written(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """bid.range: a '# under way: typed' line edited to a bid the round cannot take is refused at its line."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, ["", "1", KeyboardInterrupt()])
    cli("table", "--players", "Ann,Ben,Cat")
    kept = recovered(tmp_path)
    text = kept.read_text(encoding="utf-8")
    kept.write_text(text.replace("typed Ann=1", "typed Ann=4"), encoding="utf-8")
    line = text.splitlines().index("# under way: typed Ann=1") + 1
    with pytest.raises(
        TableError, match=rf"{kept.name}:{line}: cannot resume the round under way: round 1: Ann bids 4"
    ):
        load_game(kept)


# ---------------------------------------------------------------------------------- finding 5: names and near misses


def test_names_are_found_in_any_case_wherever_the_table_reads_one(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 5: 'rosie ben' and '--dealer ann' were refused for a name typed in another case (ability.rosie)."""
    typing(monkeypatch, ["ann=0 ben=1", "rosie g3 g4", "ben", "why ann", "quit", "no"])
    code, out, _ = cli(
        "table", "--players", "Ann,Ben", "--abilities", "--variant", "skip-to-the-brawl", "--dealer", "ann"
    )
    assert code == 0 and "error:" not in out, out
    assert "Ann deals; Ben leads." in out and "uses Rosie D'Laney: Ben leads trick 2" in out


def test_a_name_two_players_share_in_another_case_is_asked_as_written() -> None:
    """Finding 5: with Ann and ANN at the table, 'ann' names neither: the table asks for the name as written."""
    table = Table(Options(("Ann", "ANN", "Ben")))
    assert table.seat_name("ANN") == "ANN" and table.seat_name("ben") == "Ben"
    with pytest.raises(SkrulesError, match="'ann' could be Ann or ANN: type the name as it is written"):
        table.seat_name("ann")


def _near_misses(word: str) -> list[str]:
    """The word with one letter dropped or changed: what a hurried hand types."""
    dropped = [word[:i] + word[i + 1 :] for i in range(len(word))]
    changed = [word[:i] + "x" + word[i + 1 :] for i in range(len(word))]
    return [w for w in dropped + changed if w]


CARD_WORDS = ["rosie", "mermaid", "skullking", "tigress", "escape", "kraken", "harry", "sirene"]


@pytest.mark.parametrize("token", sorted({w for word in CARD_WORDS for w in _near_misses(word)} | {"roi"}))
def test_a_card_typed_nearly_right_is_never_recorded_as_another(token: str) -> None:
    """Finding 5: a token near a card ('roi' near 'rosie') is the card it names or refused with a
    "did you mean"; a correction is never applied silently, and a refused trick is not recorded (play.order)."""
    from skrules.cards import parse_card

    table = Table(Options(("Ann", "Ben", "Cat"), deck="all"))
    table.bid({"Ann": 1, "Ben": 0, "Cat": 0})
    try:
        meant = parse_card(token)
    except SkrulesError:
        meant = None
    try:
        table.play([token, "g3", "g4"])
    except SkrulesError as err:
        assert meant is None and "not a card" in str(err)
        assert table.log is not None and table.log.tricks == []
        return
    assert meant is not None and table.log is not None
    assert table.log.tricks[0].plays[0].card == meant


# ---------------------------------------------------------------------------------- finding 6: what the table shows


def test_every_ability_note_shows_under_the_trick_it_is_about(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 6: 'Trick 3: Cat may use Bendt the Bandit's ability and does not' printed under trick 4.

    Through the whole five-player game (ability.unlock), each note about trick K follows trick K's
    verdict and comes before the next trick is asked for.
    """
    from tests.table_games import GAMES, script_of

    path = ROOT / "scenarios" / "table" / "five-player.skull"
    o = GAMES["five-player"]
    typing(monkeypatch, [*script_of(path), "quit", "no"])
    code, out, _ = cli("table", "--players", ",".join(o.players), "--deck", o.deck, "--abilities")
    assert code == 0
    last_verdict = None
    notes = 0
    for line in out.splitlines():
        if line.startswith("Trick ") and ": " in line and "> " not in line:
            last_verdict = line.split(":", 1)[0]  # 'Trick 3'
        elif line.startswith("Trick ") and "> " in line:
            last_verdict = None  # the next trick is asked for: every note of the last one is out
        elif "[ability.unlock] Trick " in line:
            notes += 1
            assert last_verdict == line.split("] ", 1)[1].split(":", 1)[0], line
    assert notes >= 5


def _cards_shown(cli: CLI, monkeypatch: pytest.MonkeyPatch, deck: str) -> str:
    typing(monkeypatch, ["cards"])
    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat", "--deck", deck)
    assert code == 0
    return out


def test_cards_in_a_base_game_shows_the_deck_in_play_not_the_whole_box(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finding 6: 'cards' in a base-deck game printed the whole box (240 lines at 60 columns).

    Now only the base game's cards and the rules about them (box.specials): no Kraken, no Loot,
    no Expansion Pack, and the ranking renumbered; '--deck all' still shows them.
    """
    from skrules.glance import glance
    from skrules.rules import RuleSet

    base, full = _cards_shown(cli, monkeypatch, "base"), _cards_shown(cli, monkeypatch, "all")
    assert "Every card of the deck in play" in base and "Every card of the full box" in full
    for absent in ("Kraken", "White Whale", "Loot", "First Mate", "Wild 15", "[kraken.destroy]", "[con.bonus]"):
        assert absent not in base and absent in full
    assert len(base.splitlines()) < len(full.splitlines()) // 2
    deck = RuleSet.from_options(deck="base").box
    shown = {t for g in glance(box=deck).cards for t in g.tokens}
    assert {str(c.undeclared) for c in deck.cards()} <= shown | {"tigress"}
    tiers = glance(box=deck).tiers
    assert [t.number for t in tiers] == list(range(1, len(tiers) + 1))  # renumbered, no gap where a rule left


def test_ctrl_c_while_the_set_up_is_asked_leaves_with_130(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 1: Ctrl-C before any game exists is an interrupt (130), with no file to write; Ctrl-D there is 0."""
    monkeypatch.chdir(tmp_path)
    typing(monkeypatch, ["Ann Ben Cat", KeyboardInterrupt()])
    assert cli("table")[0] == 130
    typing(monkeypatch, ["Ann Ben Cat"])
    assert cli("table")[0] == 0
    assert list(tmp_path.iterdir()) == []


def test_a_game_interrupted_at_an_ability_question_resumes_at_that_question(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding 1: Ctrl-C at Rosie's question (ability.rosie) keeps the game; resumed, the question comes again."""
    monkeypatch.chdir(tmp_path)
    brawl = ("--players", "Ann,Ben,Cat", "--abilities", "--variant", "skip-to-the-brawl")
    asked = typing(monkeypatch, [*ROSIE, KeyboardInterrupt()])
    assert cli("table", *brawl)[0] == 130 and asked[-1].startswith("  Rosie (Ann): who leads trick 2?")
    path = recovered(tmp_path)
    asked = typing(monkeypatch, ["Cat", "quit", "no"])
    code, out, _ = cli("table", "--resume", path.name)
    assert code == 0 and asked[0].startswith("  Rosie (Ann): who leads trick 2?")
    assert "uses Rosie D'Laney: Cat leads trick 2" in out and "Trick 2, Cat leads> " in out


def test_an_ability_note_shows_once_under_its_trick_after_an_undo(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 6: the note of Rosie left unused (ability.unlock) shows under trick 1, and not again when
    trick 2 is taken back and typed anew."""
    typing(monkeypatch, ["1 0 0", "rosie g3 g4", "", "g5 g6 g7", "undo", "g5 g6 g8", "quit", "no"])
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat", "--abilities", "--variant", "skip-to-the-brawl")
    assert code == 0 and "error:" not in out
    note = "  [ability.unlock] Trick 1: Ann may use Rosie D'Laney's ability and does not."
    lines = out.splitlines()
    assert lines.count(note) == 1
    assert lines.index(note) < next(i for i, line in enumerate(lines) if line.startswith("Trick 2, "))


@pytest.mark.parametrize("word", ["quit", "exit", "QUIT"])
@pytest.mark.parametrize("at", [1, 2, 4])
def test_quit_at_a_set_up_question_leaves_the_table(
    word: str, at: int, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """setup.players: 'quit' at any set-up question (players, deck, scoring ...) leaves with 0 and no
    game, as at the table's prompt; it was read as a deck part and asked again."""
    answers = ["Ann Ben", "", "", "", "", ""]
    typing(monkeypatch, [*answers[:at], word, "Ann Ben", "base"])
    code, out, err = cli("table")
    assert code == 0 and err == ""
    assert "error" not in out and "Type 'help'" not in out


# ---------------------------------------------------------------------- a saved game, fuzzed

SAVED = sorted((ROOT / "scenarios" / "table").glob("*.skull"))
EDIT_WORDS = [
    "", " ", "0", "-1", "99", "x", "Ann", "ann", "Zed", "=", ",", ":", "#", "g5", "sk", "none", "nobody", "²", "🦑",
    "\u202e", "round 1:", "game: x", "round: y", "trick:", "bids:", "# under way: round 2", "# under way: bids Ann=9",
    "cannonball", "1/1", "1/1,king", "99/99", "Graybeard",
]  # fmt: skip
EDITS = st.lists(
    st.tuples(
        st.sampled_from(["delete", "repeat", "swap", "insert", "replace"]),
        st.integers(0, 400),
        st.integers(0, 60),
        st.sampled_from(EDIT_WORDS),
    ),
    min_size=1,
    max_size=4,
)


def edited(text: str, edits: list[tuple[str, int, int, str]]) -> str:
    """The text with lines deleted, repeated, swapped or inserted, or a word of a line replaced."""
    lines = text.split("\n")
    for how, i, j, word in edits:
        i, j = i % len(lines), j % len(lines)
        if how == "delete" and len(lines) > 1:
            del lines[i]
        elif how == "repeat":
            lines.insert(i, lines[i])
        elif how == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        elif how == "insert":
            lines.insert(i, word)
        else:
            words = lines[i].split(" ")
            words[j % len(words)] = word
            lines[i] = " ".join(words)
    return "\n".join(lines)


@settings(max_examples=examples(100))
@given(source=st.sampled_from(SAVED), edits=EDITS, pad=st.booleans())
def test_a_saved_game_edited_by_hand_resumes_or_is_refused_never_a_crash(
    source: Path, edits: list[tuple[str, int, int, str]], pad: bool
) -> None:
    """``--resume`` and ``--pad --resume`` of a saved game (game.end) with lines deleted, repeated, swapped or
    inserted, or a word replaced, as a hand edit leaves it: the game, or one SkrulesError, never another error."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "edited.skull")
        path.write_text(edited(source.read_text(encoding="utf-8"), edits), encoding="utf-8")
        with contextlib.suppress(SkrulesError):
            (load_pad if pad else load_game)(path)


@pytest.mark.parametrize("pad", [True, False], ids=["pad", "table"])
@pytest.mark.parametrize(("typed", "shown"), [("\x00", "\\x00"), ("\x1b[2J", "\\x1b[2J"), ("\u202eAnn", "\\u202eAnn")])
def test_a_name_typed_with_hidden_characters_is_said_back_escaped_never_sent_to_the_terminal(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, pad: bool, typed: str, shown: str
) -> None:
    """Finding: a bonus line of the pad or a 'hand' line naming a player with a NUL, an escape sequence (ESC [2J
    clears the screen) or a bidi override was refused with the characters themselves inside the quotes, where
    they act on the terminal instead of showing; every other refusal escapes them. Now they are written as
    escapes (bonus.capture: only a player at the table captures)."""
    line = f"{typed} 14" if pad else f"hand {typed}=g1"
    script = ["1 0 0", "1 0 0", line] if pad else ["1 0 0", line]
    monkeypatch.chdir(tmp_path)  # the game typed goes to a recovery file when the input ends
    typing(monkeypatch, script)
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat", *(["--pad"] if pad else []))
    refused = [said for said in out.splitlines() if "is not at the table" in said]
    assert len(refused) == 1 and f"'{shown}" in refused[0] and typed not in refused[0]
    assert code in (0, 130)
