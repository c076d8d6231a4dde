"""Bad input never ends in exit 70, a hang or silent loss: each reproducer of the fidelity issue, and kin.

Every test names the case it checks. Commands run in-process through ``main`` unless the case is
about the process itself (an output pipe closed early, the encoding of stdout).
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from skrules.cli import main
from skrules.formats.scenario import parse_text
from skrules.formats.sheet import read_sheet
from skrules.scenario.select import MAX_DEPTH

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

PASSING = """\
scenario: Black trumps green
cites: rank.trump
trick: Ann=g14 Ben=b1
winner: Ben
"""
FAILING = "".join(f"scenario: Wrong {i}\ncites: lead.number\ntrick: Ann=g5 Ben=g9\nwinner: Ann\n\n" for i in range(400))
SHEET = "players: Ann Ben\nround 1: 1/1 0/0\n"

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def run_process(
    *argv: str, env: dict[str, str] | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1]), **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "skrules", *argv],
        check=False,
        capture_output=True,
        text=True,
        env=full_env,
        cwd=cwd,
        timeout=60,
    )


# ------------------------------------------------------------------ score sheets


@pytest.mark.parametrize("label", ["x", "nan", "-1000", "1" + "0" * 5000, "²"])
def test_sheet_round_label_that_is_not_a_number(tmp_path: Path, cli: Cli, label: str) -> None:
    """`round x: 1/1 0/0` (also nan, -1000, 5,000 digits) is a sheet error on its line, not exit 70."""
    sheet = tmp_path / "m.sheet"
    sheet.write_text(f"players: Ann Ben\nround {label}: 1/1 0/0\n", encoding="utf-8")
    code, _, err = cli("score", str(sheet))
    assert code == 2
    assert f"{sheet}:2:1: write a round as 'round N: CELLS'" in err


@pytest.mark.parametrize("cell", ["1" * 5000 + "/0", "²/0", "1/²"])
def test_sheet_cell_numbers_that_int_cannot_read(tmp_path: Path, cli: Cli, cell: str) -> None:
    """Same class: a cell's BID/WON with digits int() refuses is a sheet error."""
    sheet = tmp_path / "m.sheet"
    sheet.write_text(f"players: Ann Ben\nround 1: {cell} 0/0\n", encoding="utf-8")
    code, _, err = cli("score", str(sheet))
    assert code == 2
    assert "cell must start with BID/WON" in err


def test_sheet_bid_in_superscript(tmp_path: Path, cli: Cli) -> None:
    """Same class: `bids: Ann=²` ('²'.isdigit() is true, int('²') fails)."""
    sheet = tmp_path / "m.sheet"
    sheet.write_text("players: Ann Ben\nround 1:\n  bids: Ann=² Ben=0\n  trick: Ann=g1 Ben=g2\n", encoding="utf-8")
    code, _, err = cli("score", str(sheet))
    assert code == 2
    assert ":3:9: 'Ann=²': a bid is a number of tricks" in err


@pytest.mark.parametrize(
    "data",
    [
        b"\xef\xbb\xbf" + SHEET.encode(),  # a UTF-8 BOM
        SHEET.replace("\n", "\r").encode(),  # CR only
        SHEET.replace("\n", "\r\n").encode(),  # CRLF
        b"\xef\xbb\xbf" + SHEET.replace("\n", "\r").encode(),
    ],
    ids=["bom", "cr", "crlf", "bom-cr"],
)
def test_sheet_bom_and_line_ends(tmp_path: Path, cli: Cli, data: bytes) -> None:
    """A BOM and CR, CRLF or LF line ends read as in .skull files."""
    sheet = tmp_path / "m.sheet"
    sheet.write_bytes(data)
    code, out, _ = cli("score", str(sheet), "--plain")
    assert code == 0
    assert "+20 (20)" in out


def test_read_sheet_bom_from_text() -> None:
    """The BOM is dropped for text given directly (standard input) too."""
    assert read_sheet("\ufeff" + SHEET).players == ("Ann", "Ben")


def test_sheet_not_utf8(tmp_path: Path, cli: Cli) -> None:
    """A sheet that is not UTF-8 names the file and the line of the bad byte."""
    sheet = tmp_path / "m.sheet"
    sheet.write_bytes(b"players: Ann Ben\nround 1: 1/1 \xff/0\n")
    code, _, err = cli("score", str(sheet))
    assert code == 2
    assert f"{sheet}:2: the file is not UTF-8 text (byte 0xff)" in err


def test_sheet_same_ruling_twice_with_two_readings(cli: Cli, tmp_path: Path) -> None:
    """Same class as two --ruling options: a sheet's header may not give a ruling two readings."""
    sheet = tmp_path / "m.sheet"
    sheet.write_text(
        "players: Ann Ben\nruling: dealer=rotate\nruling: dealer=winner\nround 1: 1/1 0/0\n", encoding="utf-8"
    )
    code, _, err = cli("score", str(sheet))
    if "has no reading" in err:  # the second reading is not one of this ruling's: refused either way
        assert code == 2
        return
    assert code == 2
    assert "is already set to" in err


# ------------------------------------------------------------------ -k expressions


@pytest.mark.parametrize(
    "expr",
    ["(" * 2000 + "a" + ")" * 2000, "not " * 5000 + "a", "(" * 2000, "not " * 5000],
    ids=["brackets", "nots", "open", "dangling-nots"],
)
def test_k_nested_too_deep(tmp_path: Path, cli: Cli, expr: str) -> None:
    """`-k` with 2,000 nested brackets or 5,000 `not`s: refused with where and why, not a RecursionError."""
    (tmp_path / "a.skull").write_text(PASSING, encoding="utf-8")
    code, _, err = cli("check", str(tmp_path), "-k", expr)
    assert code == 2
    assert f"nested more than {MAX_DEPTH} deep" in err
    assert len(err.splitlines()) == 1


def test_k_nesting_within_the_bound_still_works(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "a.skull").write_text(PASSING, encoding="utf-8")
    expr = "(" * (MAX_DEPTH - 1) + "black" + ")" * (MAX_DEPTH - 1)
    code, _, _ = cli("check", str(tmp_path), "-k", expr, "--plain")
    assert code == 0


def test_k_selects_nothing_exits_5(tmp_path: Path, cli: Cli) -> None:
    """`check -k zzzz` that selects no scenario: exit 5 (as pytest) with a message, not 0."""
    (tmp_path / "a.skull").write_text(PASSING, encoding="utf-8")
    code, _, err = cli("check", str(tmp_path), "-k", "zzzz", "--plain")
    assert code == 5
    assert "-k 'zzzz' selects none of the 1 scenario found" in err


# ------------------------------------------------------------------ trick


@pytest.mark.parametrize("name", ["²", "\u0661", "1" * 5000])
def test_hand_position_that_int_cannot_read(cli: Cli, name: str) -> None:
    """`trick g1 g2 --hand '²=g2'`: isdigit() vs int(); a bad input, not exit 70."""
    code, _, err = cli("trick", "g1", "g2", "--hand", f"{name}=g2")
    assert code == 2
    assert err.startswith("skrules: error:")


@pytest.mark.parametrize("token", ["g" + "1" * 5000, "plank:²", "plank:" + "1" * 5000])
def test_card_numbers_that_int_cannot_read(cli: Cli, token: str) -> None:
    """Same class: a card or Walk the Plank's target with digits int() refuses."""
    code, _, err = cli("trick", "rosie", "g2", token)
    assert code == 2
    assert err.startswith("skrules: error:")


def test_bonus_count_in_superscript(cli: Cli) -> None:
    """Same class: `score --bonus pirate=²`."""
    code, _, err = cli("score", "--cards", "3", "--bid", "1", "--won", "1", "--bonus", "pirate=²")
    assert code == 2
    assert "NAME=COUNT" in err


@pytest.mark.parametrize("fmt", ["--plain", "--json", "--format=rich"])
@pytest.mark.parametrize(
    "command", [["trick", "Zoë=g3", "Ann=g5"], ["deal", "--names", "Zoë,Ann"], ["rule", "kraken.leader"]]
)
@pytest.mark.process
def test_ascii_stdout(command: list[str], fmt: str) -> None:
    """`PYTHONIOENCODING=ascii skrules trick Zoë=g3 Ann=g5` (and other commands): escaped, not exit 70."""
    result = run_process(*command, fmt, env={"PYTHONIOENCODING": "ascii"})
    assert result.returncode == 0, result.stderr
    assert "internal error" not in result.stderr
    if command[0] != "rule":
        assert "Zo\\u00eb" in result.stdout
    if fmt == "--json":
        import json

        json.loads(result.stdout)  # the escapes keep it valid JSON


@pytest.mark.process
def test_argument_that_is_not_utf8() -> None:
    """Same class: bytes that are not UTF-8 in an argument (a surrogate in Python) are printed as escapes."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1]), "PYTHONIOENCODING": "utf-8"}
    for argv in ([b"trick", b"\xff=g1", b"g2"], [b"trick", b"\xff", b"g2"]):
        result = subprocess.run(
            [sys.executable, "-m", "skrules", *argv], check=False, capture_output=True, env=env, timeout=60
        )
        assert b"internal error" not in result.stderr
        assert result.returncode in (0, 2)
        assert b"'\\xff" in result.stdout + result.stderr  # the byte typed, as bytes are written


# ------------------------------------------------------------------ output pipe closed, report files


def _closed_pipe(*argv: str, cwd: Path) -> int:
    """Run with stdout a pipe whose reader is gone before anything is written."""
    read, write = os.pipe()
    os.close(read)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "skrules", *argv],
            check=False,
            stdout=write,
            stderr=subprocess.PIPE,
            env=env,
            cwd=cwd,
            timeout=60,
        )
    finally:
        os.close(write)
    assert b"Traceback" not in proc.stderr
    assert b"internal error" not in proc.stderr
    return proc.returncode


@pytest.mark.process
def test_failing_check_with_closed_pipe_writes_report_and_fails(tmp_path: Path) -> None:
    """`check manyfail.skull --plain --junit-xml r.xml | true`: r.xml is written, and the exit code is 1."""
    (tmp_path / "manyfail.skull").write_text(FAILING, encoding="utf-8")
    code = _closed_pipe("check", "manyfail.skull", "--plain", "--junit-xml", "r.xml", cwd=tmp_path)
    assert code == 1
    assert "<testsuites" in (tmp_path / "r.xml").read_text(encoding="utf-8")


@pytest.mark.process
def test_illegal_trick_with_closed_pipe_keeps_exit_1(tmp_path: Path) -> None:
    """Same class for trick: an illegal play stays exit 1 when stdout closes early."""
    code = _closed_pipe("trick", "Ann=g1", "Ben=y2", "--hand", "Ben=y2,g5", cwd=tmp_path)
    assert code == 1


@pytest.mark.process
@pytest.mark.parametrize("argv", [["rules"], ["deal", "--players", "4"], ["trick", "g1", "g2"], ["--help"]])
def test_successful_run_with_closed_pipe(tmp_path: Path, argv: list[str]) -> None:
    """A successful run may exit 0 when its reader goes away; never 70 or 120 (a failed flush at exit)."""
    assert _closed_pipe(*argv, cwd=tmp_path) == 0


def test_junit_xml_empty_name(tmp_path: Path, cli: Cli) -> None:
    """`--junit-xml ''` is refused instead of silently ignored."""
    (tmp_path / "a.skull").write_text(PASSING, encoding="utf-8")
    code, _, err = cli("check", str(tmp_path), "--junit-xml", "")
    assert code == 2
    assert "--junit-xml ''" in err


def test_junit_xml_dash_is_refused_not_written_as_a_file(
    tmp_path: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--junit-xml -` is refused: standard output carries the check's report, and no file named '-' is written."""
    (tmp_path / "a.skull").write_text(PASSING, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("check", "a.skull", "--junit-xml", "-")
    assert (code, out) == (2, "")
    assert "--junit-xml '-': the JUnit report is written to a file" in err
    assert not (tmp_path / "-").exists()


@pytest.mark.skipif(os.name != "posix", reason="file modes")
def test_junit_xml_mode_follows_umask_and_is_kept(tmp_path: Path, cli: Cli) -> None:
    """The JUnit report is created with the user's umask (not 0600); replacing it keeps its mode."""
    (tmp_path / "a.skull").write_text(PASSING, encoding="utf-8")
    report = tmp_path / "r.xml"
    old = os.umask(0o022)
    try:
        assert cli("check", str(tmp_path), "--junit-xml", str(report))[0] == 0
        assert stat.S_IMODE(report.stat().st_mode) == 0o644
        report.chmod(0o640)
        assert cli("check", str(tmp_path), "--junit-xml", str(report))[0] == 0
        assert stat.S_IMODE(report.stat().st_mode) == 0o640
    finally:
        os.umask(old)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.skull", "r.xml"]  # no temporary file left


@needs_fifo
def test_junit_xml_on_a_named_pipe(tmp_path: Path, cli: Cli) -> None:
    """Same class: --junit-xml naming a named pipe is refused, not opened (which would hang)."""
    (tmp_path / "a.skull").write_text(PASSING, encoding="utf-8")
    os.mkfifo(tmp_path / "r.xml")
    code, _, err = cli("check", str(tmp_path / "a.skull"), "--junit-xml", str(tmp_path / "r.xml"))
    assert code == 2
    assert "is a named pipe; name a regular file" in err


# ------------------------------------------------------------------ deal


def test_deal_huge_player_count(cli: Cli) -> None:
    """`deal --players 100000000` is refused at once, before 100 million names are made."""
    code, _, err = cli("deal", "--players", "100000000")
    assert code == 2
    assert "seats at most" in err


# ------------------------------------------------------------------ file kinds


@needs_fifo
@pytest.mark.parametrize("command", ["check", "score"])
def test_named_pipe_is_refused(tmp_path: Path, cli: Cli, command: str) -> None:
    """`check f.skull` / `score f` on a named pipe: refused at once, not a hang."""
    fifo = tmp_path / "f.skull"
    os.mkfifo(fifo)
    code, out, err = cli(command, str(fifo), "--plain")
    assert code == 2
    assert f"{fifo}: a named pipe, not a regular file" in out + err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("command", ["check", "score"])
def test_dev_zero_is_refused(cli: Cli, command: str) -> None:
    """`check /dev/zero` / `score /dev/zero`: refused, not read forever."""
    code, out, err = cli(command, "/dev/zero", "--plain")
    assert code == 2
    assert "/dev/zero: a character device, not a regular file" in out + err


@needs_fifo
def test_folder_reports_bad_skull_entries(tmp_path: Path, cli: Cli) -> None:
    """In a folder, dangling-link, looping-link and non-regular *.skull entries are errors (exit 2) naming
    the path, while the good files still run."""
    (tmp_path / "good.skull").write_text(PASSING, encoding="utf-8")
    (tmp_path / "dangling.skull").symlink_to(tmp_path / "nowhere")
    (tmp_path / "loop.skull").symlink_to(tmp_path / "loop.skull")
    os.mkfifo(tmp_path / "pipe.skull")
    code, out, _ = cli("check", str(tmp_path), "--plain")
    assert code == 2
    assert f"ERROR {tmp_path / 'dangling.skull'}: a link to nothing" in out
    assert f"ERROR {tmp_path / 'loop.skull'}: a link that loops back on itself" in out
    assert f"ERROR {tmp_path / 'pipe.skull'}: a named pipe, not a regular file" in out
    assert "1 scenario in 1 file: 1 passed; 3 files with errors" in out


def _check_as_unprivileged(folder: Path) -> tuple[int, str]:
    """Run ``skrules check FOLDER --plain`` in a child process whose permissions bind.

    Root reads every file whatever its mode, so as root the child drops to the ``nobody`` user
    (uid and gid 65534) before running; otherwise it runs as it is.
    """
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            os.close(read)
            os.dup2(write, 1)
            os.dup2(write, 2)
            if os.geteuid() == 0:
                # Import what the command needs first: the interpreter's own files may be closed to nobody.
                with Path(os.devnull).open("w") as sink:
                    sys.stdout = sys.stderr = sink
                    main(["check", str(folder / "good.skull"), "--plain"])
                sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
                os.setgroups([])
                os.setgid(65534)
                os.setuid(65534)
            code = main(["check", str(folder), "--plain"])
            sys.stdout.flush()
        except BaseException:
            code = 99
        os._exit(code)
    os.close(write)
    with os.fdopen(read, "r", encoding="utf-8", errors="replace") as f:
        out = f.read()
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to drop privileges")
def test_folder_reports_unreadable_entries(tmp_path: Path) -> None:
    """An unreadable *.skull file and an unlistable folder are errors, not skipped."""
    folder = tmp_path / "scenarios"
    folder.mkdir()
    for p in (tmp_path, *tmp_path.parents):  # let the unprivileged child reach the folder
        if p.stat().st_uid == os.geteuid() and p != Path("/"):
            p.chmod(p.stat().st_mode | 0o005)
    folder.chmod(0o755)
    (folder / "good.skull").write_text(PASSING, encoding="utf-8")
    (folder / "good.skull").chmod(0o644)
    locked = folder / "locked.skull"
    locked.write_text(PASSING, encoding="utf-8")
    locked.chmod(0)
    closed = folder / "closed"
    closed.mkdir()
    closed.chmod(0)
    try:
        code, out = _check_as_unprivileged(folder)
    finally:
        closed.chmod(0o755)
        locked.chmod(0o644)
    assert code == 2, out
    assert str(locked) in out
    assert f"ERROR {closed}: cannot list this folder" in out
    assert "1 passed" in out


def test_skull_file_with_cr_line_ends(tmp_path: Path, cli: Cli) -> None:
    """A .skull file with CR-only line ends reads as with LF (and CRLF), not a misleading refusal."""
    for name, end in (("cr.skull", "\r"), ("crlf.skull", "\r\n")):
        (tmp_path / name).write_bytes(PASSING.replace("\n", end).encode())
    code, out, _ = cli("check", str(tmp_path), "--plain")
    assert code == 0, out
    assert "2 scenarios in 2 files: 2 passed" in out


# ------------------------------------------------------------------ rules, deck


def test_same_ruling_twice_with_different_readings(cli: Cli) -> None:
    """Two `--ruling` options for the same ruling with different readings: refused (the same reading twice is fine)."""
    first, second = "kraken-leader=left-of-kraken", "kraken-leader=would-have-won"
    code, _, err = cli("trick", "g1", "g2", "--ruling", first, "--ruling", second)
    assert code == 2
    assert "kraken-leader is already set to 'left-of-kraken'" in err
    assert cli("trick", "g1", "g2", "--ruling", first, "--ruling", first)[0] == 0
    for command in (["deal", "--players", "3"], ["score", "--cards", "1", "--bid", "0", "--won", "0"]):
        assert cli(*command, "--ruling", first, "--ruling", second)[0] == 2


@pytest.mark.parametrize("deck", [",,,", "", "base,,kraken", " "])
@pytest.mark.parametrize("command", [["trick", "g1", "g2"], ["deal", "--players", "3"]])
def test_deck_with_empty_parts(cli: Cli, command: list[str], deck: str) -> None:
    """`--deck ',,,'` is refused, not read as the base game."""
    code, _, err = cli(*command, "--deck", deck)
    assert code == 2
    assert "a part is empty" in err


# ------------------------------------------------------------------ library contracts


@pytest.mark.parametrize("bad", [None, b"scenario: x", 3])
def test_parse_text_wrong_type(bad: object) -> None:
    """`parse_text(None)`: a TypeError naming the argument, not an AttributeError."""
    with pytest.raises(TypeError, match="parse_text: text must be a str"):
        parse_text(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parse_text: path must be a str"):
        parse_text("", path=None)  # type: ignore[arg-type]


def test_parse_text_never_raises_on_text() -> None:
    """Text input keeps the never-raises contract, odd line ends and a BOM included."""
    for text in ("", "\ufeff", "\r", "\r\n\r", "scenario:\rtrick:\r", "\x00\x85\u2028"):
        parse_text(text)


def test_read_sheet_wrong_type() -> None:
    with pytest.raises(TypeError, match="read_sheet: text must be a str"):
        read_sheet(None)  # type: ignore[arg-type]


# ------------------------------------------------------------------ terminal size


@pytest.mark.parametrize("columns", ["0", "²", "-5", "abc", "3"])
def test_rich_with_unusable_columns_falls_back_to_plain(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    """`COLUMNS=0` with the rich format printed nothing and exited 0: plain text instead."""
    monkeypatch.setenv("COLUMNS", columns)
    code, out, _ = cli("trick", "g1", "g2", "--format", "rich")
    assert code == 0
    assert "Winner     P2 with g2" in out


def test_rich_with_unusable_lines(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same class: rich reads LINES with isdigit() and int() too."""
    monkeypatch.setenv("LINES", "²")
    code, out, _ = cli("rules", "kraken", "--format", "rich")
    assert code == 0
    assert out
