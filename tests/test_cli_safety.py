"""Where skrules writes, and what a command does when it cannot write: the findings of the fault-injection round.

- F1 ``export --out``, ``check --junit-xml`` and ``verify --junit`` naming a named pipe, a device
  or a folder, also behind a link, are refused at once (exit 2, one line that says what the name
  is), before any work, even with ``--force``: only a regular file is ever replaced.
- F2 a file is written whole or not at all: a write that fails midway leaves the old file, with
  its permissions, and no temporary file; a replaced file keeps its mode.
- F3 ``export --out -`` is standard output, not a file named ``-``.
- F4 standard output closed (``>&-``) or full (``/dev/full``): every command still writes its
  reports, keeps a failure's exit code and says so in one line on standard error (was: exit 70, no
  report); a command that would have succeeded exits with 74, its answer lost (was: 0).
- F5 ``--format rich`` into a pipe whose reader has gone: the command's own exit code (was: 1).
- F6 the table's ``save`` refuses a pipe, a device or a folder in one table message.
- F7 standard error closed, full or a pipe whose reader has gone (``2>&1 | head -1``): a refusal
  keeps its exit code 2, its line dropped (was: 1, or 0 when the pipe broke on a later line).

A test that points a link at a device uses a null device of its own where it may make one (as
root): a build that replaced what the link leads to must not take the machine's ``/dev/null``.
"""

from __future__ import annotations

import errno
import io
import json
import os
import stat
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skrules import files
from skrules.cli import main
from skrules.cli.stdout import GuardedOutput

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture
ROOT = Path(__file__).resolve().parent.parent
LOST = "skrules: standard output is closed; the answer was not printed\n"

PASSING = """\
deck: base
scenario: The Mermaid takes the Skull King
cites: rank.mermaid-king bonus.king
trick: Ann=sk Ben=mermaid
winner: Ben
bonus: +40
"""
FAILING = """\
scenario: Lead suit, expected wrongly
cites: lead.number
trick: Ann=g5 Ben=g9
winner: Ann
"""
# An engine that answers every case with no winner: the Mermaid case fails, so verify exits 1.
WRONG_ENGINE = "import json, sys\njson.load(sys.stdin)\nprint(json.dumps({'winner': None}))\n"


@pytest.fixture
def device(tmp_path: Path) -> Iterator[Path]:
    """A character device for links to lead to: a null device made for the test where allowed, else /dev/null."""
    node = tmp_path / "null-device"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except OSError:  # not root: nothing the tests run could replace /dev/null either
        node = Path(os.devnull)
    yield node
    assert stat.S_ISCHR(node.stat().st_mode)
    assert stat.S_ISCHR(Path(os.devnull).stat().st_mode)


@pytest.fixture
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with a passing and a failing scenario file, the tiny suite and engine of verify; the current folder."""
    (tmp_path / "passing.skull").write_text(PASSING, encoding="utf-8")
    (tmp_path / "failing.skull").write_text(FAILING, encoding="utf-8")
    (tmp_path / "engine.py").write_text(WRONG_ENGINE, encoding="utf-8")
    from skrules.conformance.cases import build_suite, scenario_cases

    suite = build_suite(scenario_cases([tmp_path / "passing.skull"]))
    (tmp_path / "suite.json").write_text(json.dumps(suite), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


ENGINE = f"{sys.executable} engine.py"


def run(
    argv: list[str], *, cwd: Path, redirect: str = "", stdout: int | IO[str] = subprocess.DEVNULL
) -> subprocess.CompletedProcess[str]:
    """``python -m skrules ARGV`` in a child process; ``redirect`` is a shell's (``>&-`` closes standard output)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "skrules", *argv]
    if redirect:
        command = ["sh", "-c", f'exec "$0" "$@" {redirect}', *command]
    done = subprocess.run(
        command, check=False, stdout=stdout, stderr=subprocess.PIPE, text=True, env=env, cwd=cwd, timeout=120
    )
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
    return done


# ---------------------------------------------------------------------- F1: only a regular file is replaced

KINDS = ["named pipe", "device behind a link", "folder", "folder behind a link"]
WHAT = {"named pipe": "a named pipe", "device": "a character device", "folder": "a folder"}


def make(kind: str, where: Path, device: Path) -> tuple[Path, str]:
    """A name of the kind asked for, and the words a refusal must use for it."""
    target = where / "target.out"
    if kind == "named pipe":
        os.mkfifo(target)
        return target, "a named pipe"
    if kind == "device behind a link":
        target.symlink_to(device)
        return target, f"leads to {str(device)!r}, a character device"
    if kind == "folder":
        target.mkdir()
        return target, "is a folder"
    (where / "real-folder").mkdir()
    target.symlink_to(where / "real-folder")
    return target, f"leads to {str(where / 'real-folder')!r}, a folder"


def shape(path: Path) -> tuple[bool, int]:
    """Whether the name is a link, and the kind of file it leads to: what a refusal must leave alone."""
    return path.is_symlink(), stat.S_IFMT(path.stat().st_mode)


def _no_work(name: str) -> Callable[..., object]:
    def refuse(*args: object, **kwargs: object) -> object:
        raise AssertionError(f"{name} ran: the refusal must come before the work")

    return refuse


COMMANDS = {  # argv with the target as {}, and the function that does the command's work
    "export": (["export", "passing.skull", "--out", "{}", "--force"], "skrules.conformance.cases.scenario_cases"),
    "check": (["check", "passing.skull", "--junit-xml", "{}", "--force"], "skrules.scenario.session.check"),
    "verify": (
        ["verify", "--engine", ENGINE, "--suite", "suite.json", "--junit", "{}"],
        "skrules.conformance.runner.run_suite",
    ),
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_f1_a_report_or_suite_replaces_only_a_regular_file_and_says_so_before_the_work(
    cli: Cli, work: Path, device: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    """F1: ``--out``/``--junit-xml``/``--junit`` at a pipe, device or folder (also through a link): exit 2, one line.

    The command's work is replaced by a failure: a refusal that came after it (export built the
    whole suite first) or never (``--force`` replaced a named pipe by a file) ends this test. A
    refusal of a link names where it leads.
    """
    argv, work_function = COMMANDS[command]
    monkeypatch.setattr(work_function, _no_work(work_function))
    wrong = []
    for kind in KINDS:
        if (command, kind) == ("verify", "named pipe"):
            continue  # verify opened it to see whether it held a report, and hung: the next test has it
        (work / kind).mkdir()
        target, words = make(kind, work / kind, device)
        before = shape(target)
        code, _, err = cli(*(a.format(target) for a in argv))
        if (code, err.count("\n"), err.startswith("skrules: error: "), words in err) != (2, 1, True, True):
            wrong.append(f"{kind}: exit {code}, {err!r}")
        if shape(target) != before:
            wrong.append(f"{kind}: replaced")
    assert wrong == []


@pytest.mark.process
def test_f1_verify_refuses_a_named_pipe_without_opening_it(work: Path) -> None:
    """F1: ``verify --junit PIPE`` is refused at once (verify opened the pipe to see if it was a report, and hung)."""
    fifo = work / "report.xml"
    os.mkfifo(fifo)
    done = run([a.format(fifo) for a in COMMANDS["verify"][0]], cwd=work)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "is a named pipe" in done.stderr
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def _no_file_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """No file can be made in any folder (a read-only file system, ``/proc``): the system names the temporary file."""
    made = files._temporary_beside

    def refuse(path: Path) -> tuple[Path, int]:
        if path.parent.name == "proc-like":
            raise PermissionError(errno.EACCES, "Permission denied", str(path.parent / ".skrules-0123456789ab.tmp"))
        return made(path)

    monkeypatch.setattr(files, "_temporary_beside", refuse)


@pytest.mark.parametrize("command", list(COMMANDS))
def test_f1_a_folder_where_no_file_can_be_made_is_refused_by_the_name_typed_before_the_work(
    cli: Cli, work: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    """Finding: ``--out /proc/suite.json`` (or any folder where no file can be made) ran the whole command,
    then failed naming a temporary file nobody typed (``/proc/.skrules-f389c6aa1010.tmp: no such file or
    folder``), and ``check`` lost its report. Now it is refused before the work, by the option and the name
    typed, with the folder and the system's reason."""
    argv, work_function = COMMANDS[command]
    monkeypatch.setattr(work_function, _no_work(work_function))
    (work / "proc-like").mkdir()
    _no_file_here(monkeypatch)
    code, _, err = cli(*(a.format("proc-like/report.out") for a in argv))
    option = argv[argv.index("{}") - 1]
    assert code == 2 and err.count("\n") == 1, err
    assert f"{option} 'proc-like/report.out': no file can be made in the folder" in err and "Permission denied" in err
    assert ".skrules-" not in err
    assert not (work / "proc-like" / "report.out").exists()


def test_f2_a_write_that_cannot_start_names_the_file_asked_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding (as above): the last guard, for a folder made read-only after the command's check: the error
    names the file asked for, not the temporary file beside it."""
    (tmp_path / "proc-like").mkdir()
    _no_file_here(monkeypatch)
    target = tmp_path / "proc-like" / "report.xml"
    with pytest.raises(OSError, match="Permission denied") as raised:
        files.write_text(target, "text")
    assert raised.value.filename == str(target)


@pytest.mark.parametrize("command", ["export", "check"])
@pytest.mark.parametrize("named", ["as given", "in a folder given", "through a link"])
def test_f1_a_scenario_file_read_is_never_replaced_even_with_force(
    cli: Cli, work: Path, monkeypatch: pytest.MonkeyPatch, command: str, named: str
) -> None:
    """Finding: ``export club.skull --out club.skull --force`` (or ``check --junit-xml``) replaced the scenario
    file it was reading with its suite or report: --force was meant for an old report, not for the user's
    scenarios. Now a scenario file read is refused before the work, however it is named; another file is still
    replaced with --force."""
    argv, work_function = COMMANDS[command]
    monkeypatch.setattr(work_function, _no_work(work_function))
    if named == "through a link":
        (work / "link.out").symlink_to(work / "passing.skull")
    target = {"as given": "passing.skull", "in a folder given": "./passing.skull", "through a link": "link.out"}[named]
    read = "." if named == "in a folder given" else "passing.skull"
    code, _, err = cli(*(read if a == "passing.skull" else a.format(target) for a in argv))
    option = argv[argv.index("{}") - 1]
    assert (code, err) == (
        2,
        f"skrules: error: {option} {target!r} is one of the scenario files read; name "
        "another file (--force replaces no scenario file read)\n",
    )
    assert (work / "passing.skull").read_text(encoding="utf-8") == PASSING


# ---------------------------------------------------------------------- F2: written whole or not at all


def _temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".skrules-"))


def test_f2_a_write_that_fails_midway_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    """F2: the writer fails after half its text (a full disk): the old file, its mode, and nothing else remain."""
    target = tmp_path / "report.xml"
    target.write_text("the old report\n", encoding="utf-8")
    target.chmod(0o640)

    def half_then_full(f: IO[str]) -> None:
        f.write("<testsuites>")
        f.flush()
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(OSError, match="No space left"):
        files.write_whole(target, half_then_full)
    assert target.read_text(encoding="utf-8") == "the old report\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert _temporaries(tmp_path) == []


@settings(max_examples=20, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mode=st.sampled_from([0o600, 0o640, 0o644, 0o660, 0o664, 0o604]), through_link=st.booleans())
def test_f2_a_replaced_file_keeps_its_mode_and_a_link_stays_a_link(
    tmp_path: Path, mode: int, through_link: bool
) -> None:
    """F2: the new text takes the old file's place with the old file's permissions; a link is followed, not replaced."""
    folder = Path(os.path.realpath(tmp_path)) / f"m{mode:o}{int(through_link)}"
    folder.mkdir(exist_ok=True)
    real = folder / "suite.json"
    real.write_text("old", encoding="utf-8")
    real.chmod(mode)
    name = folder / "link.json" if through_link else real
    if through_link and not name.is_symlink():
        name.symlink_to(real)
    files.write_text(name, "new")
    assert real.read_text(encoding="utf-8") == "new"
    assert stat.S_IMODE(real.stat().st_mode) == mode
    assert name.is_symlink() == through_link
    assert _temporaries(folder) == []


@pytest.mark.parametrize("kind", KINDS)
def test_f2_write_whole_refuses_what_is_not_a_regular_file(tmp_path: Path, device: Path, kind: str) -> None:
    """F2: the last guard, for a pipe put in place after the command's check: NotRegularFile, nothing touched."""
    target, _ = make(kind, tmp_path, device)
    before = shape(target)
    with pytest.raises(files.NotRegularFile):
        files.write_text(target, "text")
    assert shape(target) == before
    assert _temporaries(tmp_path) == []


def test_f2_bytes_are_written_whole_too(tmp_path: Path) -> None:
    """F2: the site build's images and runtime snapshot go through the same writer: the bytes as given,
    the old file replaced by a rename, no temporary left, and a named pipe refused."""
    target = tmp_path / "snapshot.bin.gz"
    target.write_bytes(b"old")
    data = bytes(range(256)) * 3
    files.write_bytes(target, data)
    assert target.read_bytes() == data and _temporaries(tmp_path) == []
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(files.NotRegularFile):
        files.write_bytes(pipe, data)
    assert stat.S_ISFIFO(pipe.stat().st_mode) and _temporaries(tmp_path) == []


# ---------------------------------------------------------------------- F3: --out - is standard output


def test_f3_export_out_dash_writes_standard_output(cli: Cli, work: Path) -> None:
    """F3: ``export --out -`` prints the suite, as every tool reads ``-``; no file named ``-`` appears."""
    code, out, err = cli("export", "passing.skull", "--out", "-")
    assert code == 0, err
    cases = json.loads(out)["cases"]
    assert [c["id"] for c in cases] == ["passing.skull::The Mermaid takes the Skull King"]
    assert not (work / "-").exists()


def test_export_says_how_many_cases_it_wrote_in_words_that_agree(cli: Cli, work: Path) -> None:
    """Finding: ``export --out`` of one scenario said "wrote 1 cases"; the count and its noun now agree."""
    assert cli("export", "passing.skull", "--out", "one.json") == (0, "", "wrote 1 case to one.json\n")
    (work / "again.skull").write_text(PASSING.replace("The Mermaid", "Again, the Mermaid"), encoding="utf-8")
    assert cli("export", "passing.skull", "again.skull", "--out", "two.json")[2] == "wrote 2 cases to two.json\n"


def test_f3_export_help_says_what_out_writes_to_standard_output(
    cli: Cli, work: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """F3: the help says standard output is ``--out -`` or no ``--out`` (docs/tool/conformance.md), not
    ``none``: ``--out none`` names a file, as any other word does."""
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "(- or no --out: standard output)" in shown and "none" not in shown
    code, out, err = cli("export", "passing.skull", "--out", "none")
    assert (code, out) == (0, ""), err
    assert json.loads((work / "none").read_text(encoding="utf-8"))["cases"]


# ---------------------------------------------------------------------- F4, F5: standard output lost


def junit_counts(path: Path) -> tuple[int, int]:
    """The tests and failures a JUnit report counts: it must exist and be well-formed XML."""
    root = ET.parse(path).getroot()
    assert root.tag == "testsuites"
    return int(root.get("tests", "-1")), int(root.get("failures", "-1"))


# argv, the exit code the command has with its output open, the report it writes and its counts
EVERY_COMMAND: list[tuple[list[str], int, tuple[str, tuple[int, int]] | None]] = [
    (["trick", "g1", "g2"], 0, None),
    (["trick", "Ann=g1", "Ben=y2", "--hand", "Ben=y2,g5"], 1, None),
    (["check", "passing.skull", "--junit-xml", "r.xml"], 0, ("r.xml", (1, 0))),
    (["check", "failing.skull", "passing.skull", "--junit-xml", "r.xml"], 1, ("r.xml", (2, 1))),
    (["score", "--cards", "3", "--bid", "2", "--won", "2"], 0, None),
    (["deal", "--players", "4"], 0, None),
    (["rule", "rank.king"], 0, None),
    (["cards"], 0, None),
    (["export", "passing.skull"], 0, None),
    (["verify", "--engine", ENGINE, "--suite", "suite.json", "--junit", "v.xml"], 1, ("v.xml", (1, 1))),
    (["completion", "bash"], 0, None),
]


@pytest.mark.process
@pytest.mark.parametrize(
    ("argv", "code", "report"), EVERY_COMMAND, ids=lambda v: " ".join(v) if isinstance(v, list) else None
)
def test_f4_closed_standard_output_keeps_the_exit_code_and_the_report(
    work: Path, argv: list[str], code: int, report: tuple[str, tuple[int, int]] | None
) -> None:
    """F4: ``skrules ... >&-``: the exit code of a failure, 74 for a success whose answer is lost, its report
    written, one line on stderr."""
    done = run(argv, cwd=work, redirect=">&-")
    assert (done.returncode, done.stderr) == (code or 74, LOST)
    if report is not None:
        assert junit_counts(work / report[0]) == report[1]


@pytest.mark.process
@pytest.mark.parametrize(("argv", "code", "report"), [EVERY_COMMAND[0], EVERY_COMMAND[3], EVERY_COMMAND[8]])
def test_f4_full_standard_output_keeps_the_exit_code_and_the_report(
    work: Path, argv: list[str], code: int, report: tuple[str, tuple[int, int]] | None
) -> None:
    """F4: ``skrules ... >/dev/full`` (no space left): a failure's exit code kept, 74 for a success (``export
    --out - > suite.json && ...`` must not go on with half a file), report written, one line saying why."""
    with Path("/dev/full").open("w", encoding="utf-8") as full:
        done = run(argv, cwd=work, stdout=full)
    assert done.returncode == (code or 74)
    assert done.stderr.count("\n") == 1 and "standard output (No space left on device)" in done.stderr
    if report is not None:
        assert junit_counts(work / report[0]) == report[1]


@pytest.mark.process
@pytest.mark.parametrize("argv", [["trick", "foo"], ["score", "many.sheet"]], ids=" ".join)
@pytest.mark.parametrize(
    "shell",
    [
        "{} >/dev/null 2>&-; echo $?",
        "{} >/dev/null 2>/dev/full; echo $?",
        "{} 2>&1 >/dev/null | head -c 1 >/dev/null; echo ${{PIPESTATUS[0]}}",
    ],
    ids=["closed", "full", "read no further than its first byte"],
)
def test_f7_a_refusal_that_cannot_be_written_keeps_its_exit_code(work: Path, argv: list[str], shell: str) -> None:
    """F7: a refusal on standard error closed, full, or a pipe whose reader stops after one byte: exit 2 still, as a
    script reads it, however many lines the refusal has (a sheet's problems are one line each)."""
    (work / "many.sheet").write_text("".join(f"colour{i}: red\n" for i in range(200)), encoding="utf-8")
    command = " ".join([sys.executable, "-m", "skrules", *argv])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        ["bash", "-c", shell.format(command)],
        check=False,
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.splitlines()[-1] == "2", done


@pytest.mark.process
@pytest.mark.parametrize(
    "argv",
    [
        ["trick", "g1", "g2", "g3"],
        ["rule", "rank.king"],
        ["cards"],
        ["deal", "--players", "3"],
        ["score", "--cards", "3", "--bid", "2", "--won", "2"],
        ["check", "passing.skull", "--junit-xml", "r.xml"],
    ],
    ids=" ".join,
)
def test_f5_rich_output_into_a_pipe_whose_reader_has_gone_ends_as_plain_output_does(
    work: Path, argv: list[str]
) -> None:
    """F5: ``--format rich`` into a pipe closed before anything is written: exit 0 and silent, as plain (was: 1)."""
    ends = {}
    for fmt in ("plain", "rich"):
        read, write = os.pipe()
        os.close(read)
        try:
            done = run([*argv, "--format", fmt], cwd=work, stdout=write)
        finally:
            os.close(write)
        ends[fmt] = (done.returncode, done.stderr)
        if "--junit-xml" in argv:
            assert junit_counts(work / "r.xml") == (1, 0)
    assert ends == {"plain": (0, ""), "rich": (0, "")}


class FailingStream(io.StringIO):
    """A standard output that takes ``room`` characters, then fails as the errno given says."""

    def __init__(self, room: int, code: int) -> None:
        super().__init__()
        self.room, self.code = room, code

    def write(self, text: str) -> int:
        if len(self.getvalue()) + len(text) > self.room:
            raise OSError(self.code, os.strerror(self.code))
        return super().write(text)


@given(
    texts=st.lists(st.text(max_size=30), max_size=20),
    room=st.integers(0, 200),
    code=st.sampled_from([errno.EPIPE, errno.EBADF, errno.ENOSPC, errno.EIO]),
)
def test_f4_a_failing_output_never_raises_and_is_reported_once(texts: list[str], room: int, code: int) -> None:
    """F4, F5: whatever fails, every write returns; the loss is one line, and none for a reader that has gone."""
    stream = FailingStream(room, code)
    guarded = GuardedOutput(stream)
    for text in texts:
        assert guarded.write(text) == len(text)
        guarded.flush()
    written, lost = "", False
    for text in texts:  # what gets through: every text up to the first that does not fit
        lost = len(written) + len(text) > room
        if lost:
            break
        written += text
    assert stream.getvalue() == written
    complaint = guarded.complaint()
    if not lost or code == errno.EPIPE:
        assert complaint is None
    else:
        assert complaint is not None and "\n" not in complaint and os.strerror(code) in complaint


# ---------------------------------------------------------------------- F6: the table's save


TABLE_OPTIONS = ["--players", "Ann,Ben", "--deck", "base", "--scoring", "classic", "--variant", "standard"]


@pytest.mark.parametrize("kind", KINDS)
def test_f6_the_table_saves_only_to_a_regular_file(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, work: Path, device: Path, kind: str
) -> None:
    """F6: ``save game FILE`` at a pipe, device or folder: one table message, nothing written, the table goes on.

    A reader holds the pipe open, so that a save that wrote into it (after asking to replace
    it) shows as bytes in the pipe, not as a hang.
    """
    target, _ = make(kind, work, device)
    reader = os.open(target, os.O_RDONLY | os.O_NONBLOCK) if kind == "named pipe" else None
    before = shape(target)
    lines = [f"save game {target.name}", "y", "quit"]  # a short name: the table's lines wrap at COLUMNS
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "100")
    try:
        code, out, err = cli("table", *TABLE_OPTIONS)
        written = os.read(reader, 4096) if reader is not None else b""
    except BlockingIOError:
        written = b""
    finally:
        if reader is not None:
            os.close(reader)
    said = " ".join((out + err).split())  # rich wraps the message at COLUMNS
    assert f"not saved: {target.name!r}" in said and WHAT[kind.removesuffix(" behind a link")] in said
    assert "Saved the game" not in out
    assert written == b""
    assert shape(target) == before
    assert code == 0


@pytest.mark.process
@pytest.mark.parametrize(
    ("argv", "code", "said"),
    [
        (["trick", "-"], 2, "standard input holds no trick"),  # no line: nothing to judge, said so
        (["table", "--players", "Ann,Ben"], 0, "Round 1 bids>"),  # the input ends at once
        (["score", "-"], 2, "a sheet starts with 'players:"),
    ],
    ids=["trick -", "table", "score -"],
)
def test_closed_standard_input_is_an_empty_input(work: Path, argv: list[str], code: int, said: str) -> None:
    """Standard input closed (``<&-``) ended ``trick -`` in an internal error (``'NoneType' object has no
    attribute 'isatty'``): a closed input now reads as an empty one, whatever the command."""
    done = run(argv, cwd=work, redirect="<&-", stdout=subprocess.PIPE)
    assert done.returncode == code
    assert said in done.stdout + done.stderr
