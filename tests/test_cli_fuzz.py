"""Fuzzing every command: random arguments and random files never end in a traceback, exit 70 or a stray file.

Each test runs ``skrules.cli.main`` in-process on arguments drawn from the command's own option
names, card-like tokens, numbers, junk and unicode, with random files (bytes or text built from
the formats' own lines) in a temporary folder that is also the working directory. It asserts an
exit code in {0, 1, 2, 5}, no traceback or internal error in the output, and no file left in the
folder but those the test wrote or asked for (``--junit-xml``).
"""

from __future__ import annotations

import contextlib
import functools
import io
import json
import os
import re
import resource
import shlex
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from types import FrameType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cli import build_parser, main
from skrules.conformance import SUITE_VERSION
from skrules.conformance.cases import build_suite, scenario_cases

from .conftest import examples
from .table_games import GAMES, ROOT, script_of

OK_CODES = {0, 1, 2, 5}
RECOVERY_FILE = re.compile(r"skrules-table-recovery-[0-9-]+\.skull")  # the table's game kept at the end of the input


def _options(command: str) -> list[str]:
    parser = build_parser(command)
    sub = next(a for a in parser._actions if a.dest == "command")
    assert sub.choices is not None
    return sorted(s for s in sub.choices[command]._option_string_actions if s.startswith("-"))  # type: ignore[index]


CARDS = [
    "g1", "p14", "y7", "b14", "b0", "g15", "g7x", "y0x", "y14x", "sk", "mermaid", "pirate", "rosie", "harry",
    "tigress:pirate", "tigress:escape", "tigress", "escape", "kraken", "whale", "loot", "wild15", "wild15:g",
    "plank", "plank:2", "plank:rosie", "con", "mary", "stingray", "volley", "davy",
]  # fmt: skip
NAMES = ["Ann", "Ben", "Cat", "P1", "P2", "1", "2", "²", "Zoë", "[/x]", "🦑"]
WORDS = [
    "0", "1", "-1", "3", "10", "100000000", "²", "nan", "", " ", "-", "--", "=", ",", ",,,", ":", "auto", "base",
    "all", "advanced", "kraken,whale", "expansion", "rich", "plain", "json", "classic", "rascal", "cannonball",
    "standard", "whirlpool", "made", "missed", "mermaid=2", "pirate=²", "14", "black14", "kraken-leader=winner",
    "kraken-leader=left-of-kraken", "dealer=rotate", "kraken", "not", "and", "or", "(", ")", "rank.trump",
    "ruling", "kraken.leader", "r.xml", "sub/r.xml", "a.skull", "m.sheet", "dir",
]  # fmt: skip
LINES = [
    "players: Ann Ben Cat", "players: Ann", "scoring: rascal", "deck: base,,kraken", "ruling: dealer=rotate",
    "round 1: 1/1 0/0 0/0", "round x: 1/1", "round 2:", "  bids: 1 0 0", "  bids: Ann=² Ben=0",
    "  trick: Ann=g5 Ben=g7 Cat=rosie", "  rosie: Ann", "scenario: A trick", "round: A round", "trick: Ann=g5 Ben=g9",
    "winner: Ben", "winner: Ann", "bonus: +40", "refused: notation \"runs\"", "cites: rank.trump", "cards: 3",
    "bids: Ann=1 Ben=0", "scores: Ann=+20 Ben=-10", "# comment", "", "deck: auto", "next leader: Ann",
]  # fmt: skip
ENDS = ["\n", "\r\n", "\r"]


def _inside(text: str) -> str:
    """Junk as a path stays in the run's folder: ``/x`` is read as ``./x`` and ``..`` as ``._``, so that no run
    walks or writes the machine's own folders (``check /`` reads every file on the machine, as asked)."""
    relative = "." + text if text.startswith("/") else text
    return "/".join("._" if part == ".." else part for part in relative.split("/"))


junk = st.text(max_size=12).map(_inside)
token = st.one_of(
    st.sampled_from(CARDS),
    st.builds(lambda n, c: f"{n}={c}", st.sampled_from(NAMES), st.sampled_from(CARDS)),
    st.sampled_from(WORDS),
    st.sampled_from(NAMES),
    junk,
)
text_file = st.builds(
    lambda bom, lines, end: ("\ufeff" if bom else "") + end.join(lines),
    st.booleans(),
    st.lists(st.one_of(st.sampled_from(LINES), junk), max_size=12),
    st.sampled_from(ENDS),
)
file_content = st.one_of(text_file.map(lambda t: t.encode("utf-8", "surrogatepass")), st.binary(max_size=200))
files = st.dictionaries(
    st.sampled_from(["a.skull", "b.skull", "m.sheet", "dir/c.skull", "x"]), file_content, max_size=3
)


def args_for(command: str, exclude: Collection[str] = ()) -> st.SearchStrategy[list[str]]:
    """Arguments in chunks: an option alone, a token alone, or an option followed by a value."""
    option = st.sampled_from([o for o in _options(command) if o not in exclude])
    chunk = st.one_of(option.map(lambda o: [o]), token.map(lambda t: [t]), st.tuples(option, token).map(list))
    return st.lists(chunk, max_size=6).map(lambda chunks: [a for c in chunks for a in c])


MEMORY_BYTES = 2 << 30  # a run may take 2 GB more than the test process had; reading /dev/zero whole fails
HANG_SECONDS = 30  # far beyond any run here, however busy the machine; a run past it is a hang
NASTY = [
    "\x00",
    "\x07",
    "\x1b[31m",
    "\x1b]0;x\x07",
    "\u202e",
    "\ud800",
    "\udcff",
    "\x0b",
    "\x0c",
    "\x85",
    "\u2028",
    "\t",
]
nasty_text = st.lists(st.one_of(st.sampled_from(NASTY), junk), min_size=1, max_size=4).map("".join)


class Hang(BaseException):
    """A run that went past :data:`HANG_SECONDS` (a BaseException, so that no ``except Exception`` swallows it)."""


def _stop(signum: int, frame: FrameType | None) -> None:
    raise Hang("blocked: no answer in time, or waiting to open a named pipe no one writes to")


@contextlib.contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Interrupt a blocked run: at once when it waits to open a named pipe, else after ``seconds``.

    A pipe opened for reading waits for a writer forever; where Linux says so (the thread's
    ``wchan`` is ``wait_for_partner``), the run is stopped within half a second, so that hypothesis
    can shrink such a hang without waiting out the timeout at every step.
    """
    previous = signal.signal(signal.SIGALRM, _stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    done = threading.Event()
    watch = threading.Thread(target=_watch_pipe_waits, args=(threading.get_native_id(), done), daemon=True)
    watch.start()
    try:
        yield
    finally:
        done.set()
        watch.join()
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _watch_pipe_waits(thread: int, done: threading.Event) -> None:
    wchan = Path(f"/proc/self/task/{thread}/wchan")
    waits = 0
    while not done.wait(0.1):
        try:
            waits = waits + 1 if wchan.read_text() == "wait_for_partner" else 0
        except OSError:
            return  # no /proc: the timer alone
        if waits >= 5:
            signal.pthread_kill(threading.main_thread().ident or 0, signal.SIGALRM)
            return


@contextlib.contextmanager
def _memory_cap(extra: int) -> Iterator[None]:
    """At most ``extra`` more bytes of address space during a run: reading /dev/zero whole fails, not the machine."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        yield  # no /proc: no cap
        return
    cap = pages * resource.getpagesize() + extra
    resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


HOSTILE = ("fifo", "null", "zero", "loop", "dangling", "mine.txt")


def _hostile(root: Path, suffix: str = "") -> None:
    """The neighbours a path argument may name by mistake (see the module's docstring), named NAME + ``suffix``."""
    os.mkfifo(root / f"fifo{suffix}")
    (root / f"null{suffix}").symlink_to(os.devnull)
    (root / f"zero{suffix}").symlink_to("/dev/zero")
    (root / f"loop{suffix}").symlink_to(f"loop{suffix}")
    (root / f"dangling{suffix}").symlink_to("nowhere/at/all")
    (root / "mine.txt").write_text("the user's own notes\n", encoding="utf-8")


def _state(path: Path) -> tuple[str, object]:
    """What a path is and holds, to tell afterwards whether a run changed it."""
    mode = path.lstat().st_mode
    if stat.S_ISLNK(mode):
        return "link", str(path.readlink())
    if stat.S_ISREG(mode):
        return "file", path.read_bytes()
    return ("folder" if stat.S_ISDIR(mode) else "other"), stat.S_IFMT(mode)


def _there(path: Path) -> bool:
    return path.is_symlink() or path.exists()


def _named(argv: list[str], *options: str) -> set[Path]:
    """The values given to the options, as ``--out X`` or ``--out=X``."""
    named = {Path(argv[i + 1]) for i, a in enumerate(argv[:-1]) if a in options}
    return named | {Path(a.partition("=")[2]) for a in argv if a.partition("=")[0] in options and "=" in a}


def _run(
    argv: list[str],
    written: dict[str, bytes],
    stdin: bytes | io.RawIOBase = b"",
    *,
    hostile: bool = False,
    hostile_suffix: str = "",
    may_change: Collection[Path] = (),
    may_create: Callable[[Path], bool] = lambda p: False,
    memory: int = MEMORY_BYTES,
    recovery: bool = False,
) -> tuple[int, str]:
    """Run ``skrules ARGV`` in a fresh folder; check the exit code, the output and the folder afterwards.

    ``may_change`` names the files the command was told to replace; ``may_create`` says which new
    files it may leave (besides those given to ``--junit-xml``, ``--junit`` and ``--out``).
    ``recovery``: the table, whose game unsaved at the end of the input goes to a recovery file; it
    then exits 130 and names the file, the one new file it may leave unasked.
    """
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        if hostile:
            _hostile(root, hostile_suffix)
        for name, data in written.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_bytes(data)
        before = {p.relative_to(root): _state(p) for p in root.rglob("*")}
        asked = _named(argv, "--junit-xml", "--junit", "--out")
        out, err = io.StringIO(), io.StringIO()
        cwd = Path.cwd()
        old_stdin = sys.stdin
        raw = io.BytesIO(stdin) if isinstance(stdin, bytes) else io.BufferedReader(stdin)
        sys.stdin = io.TextIOWrapper(raw, encoding="utf-8")
        os.chdir(root)
        try:
            with (
                contextlib.redirect_stdout(out),
                contextlib.redirect_stderr(err),
                _deadline(HANG_SECONDS),
                _memory_cap(memory),
            ):
                try:
                    code = main(argv)
                except SystemExit as exit_:  # argparse: --help, --version, a bad option
                    code = exit_.code if isinstance(exit_.code, int) else 2
        except Hang as hang:
            raise AssertionError(f"hang: {argv} {stdin[:200] if isinstance(stdin, bytes) else stdin!r}") from hang
        finally:
            os.chdir(cwd)
            sys.stdin = old_stdin
        text = out.getvalue() + err.getvalue()
        kept = set(RECOVERY_FILE.findall(out.getvalue())) if recovery else set()
        assert code in OK_CODES or (code == 130 and kept), (argv, code, text)
        assert "Traceback" not in text, (argv, text)
        assert "internal error" not in text, (argv, text)
        assert stat.S_ISCHR(Path(os.devnull).stat().st_mode), "/dev/null is no longer a device"
        after = {p.relative_to(root) for p in root.rglob("*")}
        stray = {
            p
            for p in after - set(before)
            if p not in asked and not any(p in a.parents for a in asked) and not may_create(p) and str(p) not in kept
        }
        assert not stray, (argv, stray)
        untouched = {p: was for p, was in before.items() if p not in may_change}
        lost = {p for p in untouched if not _there(root / p)}
        changed = {p for p, was in untouched.items() if p not in lost and _state(root / p) != was}
        assert not changed and not lost, ("the user's files changed or went", argv, changed, lost)
        return code, text


@settings(max_examples=examples(80))
@given(args=args_for("trick"))
def test_fuzz_trick(args: list[str]) -> None:
    _run(["trick", *args], {})


@settings(max_examples=examples(60))
@given(args=args_for("check"), written=files, paths=st.lists(st.sampled_from(["a.skull", "dir", ".", "x"]), max_size=2))
def test_fuzz_check(args: list[str], written: dict[str, bytes], paths: list[str]) -> None:
    _run(["check", *paths, *args], written)


@settings(max_examples=examples(80))
@given(args=args_for("score"), written=files, sheet=st.sampled_from(["m.sheet", "-", "x", None]), stdin=file_content)
def test_fuzz_score(args: list[str], written: dict[str, bytes], sheet: str | None, stdin: bytes) -> None:
    _run(["score", *([sheet] if sheet else []), *args], written, stdin)


@settings(max_examples=examples(80))
@given(args=args_for("deal"))
def test_fuzz_deal(args: list[str]) -> None:
    _run(["deal", *args], {})


@settings(max_examples=examples(60))
@given(args=args_for("rule"))
def test_fuzz_rule(args: list[str]) -> None:
    _run(["rule", *args], {})


@settings(max_examples=examples(60))
@given(args=args_for("rules"))
def test_fuzz_rules(args: list[str]) -> None:
    _run(["rules", *args], {})


# ------------------------------------------------------------------ export, verify, audit, trick -, table

TARGETS = [None, "s.json", "a.skull", "mine.txt", "fifo", "null", "zero", "dangling", "loop", "dir", "no/s.json", ""]


@settings(max_examples=examples(60))
@given(
    args=args_for("export", exclude={"--out"}),
    written=files,
    paths=st.lists(st.sampled_from(["a.skull", "dir", "x", "m.sheet", *HOSTILE]), min_size=1, max_size=2),
    out=st.sampled_from(TARGETS),
)
def test_fuzz_export(args: list[str], written: dict[str, bytes], paths: list[str], out: str | None) -> None:
    """export: any paths and any --out; a file of the user's is replaced only with --force, a device never."""
    argv = ["export", *paths, *(["--out", out] if out is not None else []), *args]
    forced = "--force" in argv
    _run(argv, written, hostile=True, may_change=_named(argv, "--out") if forced else ())


ENGINES = {
    "junk": """import sys
answer = open(sys.argv[1], "rb").read()
if "--batch" in sys.argv:
    for line in sys.stdin.buffer:
        sys.stdout.buffer.write(answer.replace(b"\\n", b" ") + b"\\n")
        sys.stdout.flush()
else:
    sys.stdin.buffer.read()
    sys.stdout.buffer.write(answer)
""",
    "crash": """import sys
sys.stderr.write("boom\\x1b[31m\\u202e no deck\\n")
sys.exit(3)
""",
    "silent": "",
    "sleeper": """import sys, time
if "--batch" in sys.argv:
    sys.stdin.readline()
    sys.stdin.read()  # answers nothing; leaves when its input closes
else:
    sys.stdin.read()
    time.sleep(30)
""",
}
NOT_ENGINES = {"missing": "no-such-engine-anywhere", "quote": "'unbalanced", "empty": "", "text": "./mine.txt"}
ANSWER_KEYS = [
    "outcome", "winner", "lead_suit", "next_leader", "bonus", "bonuses", "alliances", "removed", "abilities",
    "scores", "taken", "winners", "schedule", "dealers", "leaders", "running", "totals", "refused", "skip", "illegal",
]  # fmt: skip
json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6) | st.sampled_from(NASTY + CARDS),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["player", "card", "x"]), inner),
    max_leaves=6,
)
answer_bytes = st.one_of(
    st.dictionaries(st.sampled_from(ANSWER_KEYS), json_value, max_size=4).map(lambda d: json.dumps(d).encode()),
    json_value.map(lambda v: json.dumps(v).encode()),
    st.binary(max_size=60),
)
SAMPLE_SCENARIOS = ("scenarios/refused/trick.skull", "scenarios/trick/numbers.skull")


@functools.cache
def sample_cases() -> list[dict[str, object]]:
    """A few real cases (tricks and refusals) to build suites from."""
    suite = build_suite(scenario_cases([ROOT / name for name in SAMPLE_SCENARIOS]))
    cases = suite["cases"]
    assert isinstance(cases, list) and cases
    return cases


def _suite_text(picks: list[int], damage: list[tuple[str, object]], version: object) -> bytes:
    cases = sample_cases()
    chosen = [dict(cases[i % len(cases)]) for i in picks]
    for k, (key, value) in enumerate(damage):
        if chosen:
            chosen[k % len(chosen)][key] = value
    return json.dumps({"suite_version": version, "cases": chosen}).encode("utf-8", "surrogatepass")


suite_bytes = st.one_of(
    st.builds(
        _suite_text,
        st.lists(st.integers(0, 99), max_size=3),
        st.lists(st.tuples(st.sampled_from(["id", "kind", "expected", "options", "rules", "cards"]), json_value)),
        st.sampled_from([SUITE_VERSION, SUITE_VERSION, SUITE_VERSION, 0, "1", None]),
    ),
    st.binary(max_size=80),
    st.just(b"[" * 5_000),
)
JUNIT = '<?xml version="1.0" encoding="utf-8"?>\n<testsuites name="skrules verify"/>\n'


def _engine_command(kind: str, batch: bool) -> str:
    if kind in NOT_ENGINES:
        return NOT_ENGINES[kind]
    return shlex.join([sys.executable, "-S", f"{kind}.py", "answer.bin", *(["--batch"] if batch else [])])


@settings(max_examples=examples(40))
@given(
    kind=st.sampled_from([*ENGINES, *NOT_ENGINES]),
    batch=st.booleans(),
    answer=answer_bytes,
    suite=suite_bytes,
    suite_name=st.sampled_from(["suite.json", "suite.json", "suite.json", "fifo", "zero", "null", "loop", "dir", "x"]),
    timeout=st.sampled_from(["0.5", "5", "0", "-1", "nan", "inf", "x", "1e-300", "1e308"]),
    junit=st.sampled_from([None, "r.xml", "report.xml", "mine.txt", "fifo", "null", "zero", "dir", "no/r.xml", ""]),
    args=args_for("verify", exclude={"--engine", "--suite", "--timeout", "--batch", "--junit"}),
)
@pytest.mark.process
def test_fuzz_verify(
    kind: str,
    batch: bool,
    answer: bytes,
    suite: bytes,
    suite_name: str,
    timeout: str,
    junit: str | None,
    args: list[str],
) -> None:
    """verify: engines that answer junk, crash, say nothing or sleep past --timeout, on any suite file.

    Every case fails or passes with a reason; a JUnit report is written only over a JUnit report.
    """
    if kind == "sleeper":
        timeout = "0.2"
    written = {f"{name}.py": text.encode() for name, text in ENGINES.items()}
    written |= {"answer.bin": answer, "suite.json": suite, "report.xml": JUNIT.encode(), "dir/c.skull": b""}
    argv = ["verify", "--engine", _engine_command(kind, batch), "--suite", suite_name, "--timeout", timeout]
    argv += [*(["--batch"] if batch else []), *(["--junit", junit] if junit is not None else []), *args]
    _run(argv, written, hostile=True, may_change={Path("report.xml")})


AUDIT_CARDS = ["2", "2", "2", "1", "9", "0", "-1", "x", "", "²", "2.0"]


@pytest.mark.slow  # audits, each a second or more: the full suite runs them
@settings(max_examples=examples(20))
@given(
    max_cards=st.sampled_from(AUDIT_CARDS),
    jobs=st.sampled_from([None, "1", "2", "0", "-3", "x"]),
    args=args_for("audit", exclude={"--max-cards", "--jobs", "--scheduler", "--no-asp"}),
)
def test_fuzz_audit(max_cards: str, jobs: str | None, args: list[str]) -> None:
    """audit without the second encoding: bad --max-cards, --jobs, --deck or --ruling is one line, exit 2."""
    _run(["audit", "--max-cards", max_cards, *(["--jobs", jobs] if jobs else []), "--no-asp", *args], {})


@pytest.mark.slow
@settings(max_examples=examples(10))
@given(
    deck=st.sampled_from(["base", "advanced", "kraken,whale", "all", "nonsense"]),
    args=args_for("audit", exclude={"--max-cards", "--jobs", "--scheduler", "--no-asp", "--deck"}),
)
def test_fuzz_audit_with_the_second_encoding(deck: str, args: list[str]) -> None:
    """audit with clingo on tricks of two cards: whatever the other options, no internal error."""
    _run(["audit", "--max-cards", "2", "--deck", deck, *args], {})


trick_line = st.one_of(
    st.lists(
        st.one_of(
            st.sampled_from(CARDS),
            st.builds(lambda n, c: f"{n}={c}", st.sampled_from(NAMES), st.sampled_from(CARDS)),
            junk,
            nasty_text,
        ),
        max_size=9,
    ).map(" ".join),
    st.sampled_from(LINES),
    nasty_text,
    st.just("g1 " * 3000),
)
stdin_lines = st.builds(
    lambda bom, lines, end: (b"\xef\xbb\xbf" if bom else b"") + end.encode().join(lines),
    st.booleans(),
    st.lists(
        st.one_of(trick_line.map(lambda t: t.encode("utf-8", "surrogatepass")), st.binary(max_size=20)), max_size=8
    ),
    st.sampled_from(ENDS),
)


@settings(max_examples=examples(80))
@given(args=args_for("trick"), stdin=stdin_lines)
def test_fuzz_trick_from_standard_input(args: list[str], stdin: bytes) -> None:
    """trick -: any lines (not text, control characters, U+202E, a line of 3,000 cards) are each judged or refused."""
    _run(["trick", "-", *args], {}, stdin)


class Zeros(io.RawIOBase):
    """Standard input from ``/dev/zero``: one line that never ends."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        view = memoryview(buffer).cast("B")
        view[:] = bytes(len(view))
        return len(view)


@pytest.mark.parametrize(
    "argv", [["trick", "-"], ["table", "--players", "Ann,Ben"], ["score", "-"]], ids=["trick -", "table", "score -"]
)
def test_an_endless_line_on_standard_input_is_refused(argv: list[str]) -> None:
    """``skrules trick - < /dev/zero``: a line without end is refused (bounded), not read until memory runs out."""
    _run(argv, {}, Zeros(), memory=512 << 20)  # a bounded read needs a few MB; 512 MB fails fast


TABLE_LINES = [
    "why", "why Ann", "why 2", "why Zed", "what if Ann=sk", "what if 9=g1", "what if", "undo", "rule rank.trump",
    "rule x", "cards", "scores", "hand Ann g1 g2", "hand Zed sk", "hand Ann", "save game a", "save trick t.skull",
    "save round r", "save game mine.txt", "save game fifo", "save game null", "save game zero", "save game dir",
    "save game loop", "save game dangling", "save game no/g.skull", "save", "help", "quit", "exit", "y", "n", "no",
    "", "Ann=1 Ben=0", "1 0", "0 0 0", "99 0", "Ann=1 0", "g1 g2", "sk mermaid", "Ann=g5 Ben=g7", "rosie Ann",
    "Ben", "20", "-1", "+1", "mary Ann g1", "bendt +g1 +g2 -g3 -g4", "juanita", "harry -1", "rascal 10",
]  # fmt: skip
TABLE_FILES = {"game.skull": (ROOT / "scenarios" / "table" / "two-player.skull").read_bytes()}


@functools.cache
def game_script(name: str) -> list[str]:
    return script_of(ROOT / "scenarios" / "table" / f"{name}.skull")


def _table_lines(game: str | None, cut: int, extra: list[bytes], where: int) -> list[bytes]:
    lines = [line.encode() for line in (game_script(game)[:cut] if game else [])]
    return [*lines[:where], *extra, *lines[where:]]


def _table_options(game: str | None) -> list[str]:
    if game is None:
        return ["--players", "Ann,Ben,Cat"]
    o = GAMES[game]
    args = ["--players", ",".join(o.players), "--deck", o.deck, "--scoring", o.scoring, "--variant", o.variant]
    return [*args, "--abilities"] if o.abilities else args


table_line = st.one_of(
    st.sampled_from(TABLE_LINES).map(str.encode),
    trick_line.map(lambda t: t.encode("utf-8", "surrogatepass")),
    st.binary(max_size=12),
)


@settings(max_examples=examples(30))
@given(
    game=st.sampled_from([None, *sorted(GAMES)]),
    cut=st.integers(0, 120),
    extra=st.lists(table_line, max_size=6),
    where=st.integers(0, 120),
    setup=st.sampled_from(["game", "game", "ask", "resume", "args"]),
    resume=st.sampled_from(["game.skull", "a.skull", "mine.txt", "fifo", "zero", "null", "loop", "dangling", "dir"]),
    args=args_for("table", exclude={"--resume", "--players"}),
    written=files,
    end=st.sampled_from(ENDS),
)
def test_fuzz_table(
    game: str | None,
    cut: int,
    extra: list[bytes],
    where: int,
    setup: str,
    resume: str,
    args: list[str],
    written: dict[str, bytes],
    end: str,
) -> None:
    """table: part of a real game with random lines among it (commands, bids, cards, junk, bytes that are no text).

    Every line is answered or refused in one line; a save never replaces a file unless a 'y' was typed.
    """
    lines = _table_lines(game, cut, extra, where)
    stdin = end.encode().join(lines) + end.encode()
    argv = ["table"]
    if setup in ("game", "args"):
        argv += _table_options(game)
    if setup == "resume":
        argv += ["--resume", resume]
    if setup == "args":
        argv += args
    text = stdin.decode("utf-8", "replace")
    said_yes = any(line.strip().lower() in (b"y", b"yes") for line in stdin.splitlines())
    before = {**TABLE_FILES, **written}
    _run(
        argv,
        before,
        stdin,
        hostile=True,
        may_change={Path(name) for name in [*before, "mine.txt"]} if said_yes else (),  # files, not links
        may_create=lambda p: str(p) in text or str(p.with_suffix("")) in text,
        recovery=True,
    )


# ------------------------------------------------------------------ stopped with SIGTERM: nothing left running


def _session(sid: int) -> list[int]:
    """The live processes of a session: a run started with ``start_new_session`` and all it started."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[3]) == sid and fields[0] not in ("Z", "X"):
            found.append(int(entry.name))
    return found


def _until(condition: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


WRAPPER = """import subprocess, sys
child = "import os, time; open('child.pid', 'w').write(str(os.getpid())); time.sleep(120)"
subprocess.run([sys.executable, "-S", "-c", child])
"""


@pytest.mark.process
@pytest.mark.parametrize("case", ["audit --jobs 2", "verify", "verify --batch"])
def test_no_process_is_left_after_sigterm(case: str, tmp_path: Path) -> None:
    """SIGTERM to skrules while audit's pool or verify's engine (a wrapper with a child of its own) runs.

    Once skrules has gone, none of the processes it started may still run.
    """
    if case.startswith("audit"):
        argv = ["audit", "--max-cards", "5", "--deck", "all", "--no-asp", "--jobs", "2"]
    else:
        (tmp_path / "wrapper.py").write_text(WRAPPER, encoding="utf-8")
        (tmp_path / "suite.json").write_text(
            json.dumps({"suite_version": SUITE_VERSION, "cases": sample_cases()[:1]}), encoding="utf-8"
        )
        engine = shlex.join([sys.executable, "-S", "wrapper.py"])
        argv = ["verify", "--engine", engine, "--suite", "suite.json", "--timeout", "100", *case.split()[1:]]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with (tmp_path / "err.txt").open("wb") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "skrules", *argv],
            cwd=tmp_path,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
        )
    try:
        if case.startswith("audit"):
            started = _until(lambda: len(_session(proc.pid)) >= 3, 60)
        else:
            started = _until((tmp_path / "child.pid").exists, 60)
        assert started, "the run never got going"
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
        assert _until(lambda: not _session(proc.pid), 10), (case, "left running:", _session(proc.pid))
        assert b"Traceback" not in (tmp_path / "err.txt").read_bytes()
    finally:
        for pid in _session(proc.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        if proc.poll() is None:
            proc.kill()
            proc.wait()


# ------------------------------------------------------------------ every file option against every hostile name

GOOD = (ROOT / "scenarios" / "trick" / "numbers.skull").read_bytes()
HOSTILE_OPTIONS = {
    "export --out": ["export", "good.skull", "--out"],
    "export --force --out": ["export", "good.skull", "--force", "--out"],
    "check": ["check"],
    "check --junit-xml": ["check", "good.skull", "--junit-xml"],
    "score": ["score"],
    "verify --suite": ["verify", "--engine", "ENGINE", "--suite"],
    "verify --junit": ["verify", "--engine", "ENGINE", "--suite", "suite.json", "--junit"],
    "table --resume": ["table", "--resume"],
    "table save": ["table", "--players", "Ann,Ben"],
}


@pytest.mark.parametrize("name", HOSTILE)
@pytest.mark.parametrize("option", HOSTILE_OPTIONS)
def test_every_file_option_refuses_or_survives_every_hostile_name(option: str, name: str) -> None:
    """Each option that reads or writes a file, given a named pipe, a device link, a link loop, a dangling
    link or a file of the user's: one line and exit 2 (or the work done), no hang, no file of the user's
    replaced unless asked (--force; a 'y' at the table)."""
    argv = [a if a != "ENGINE" else _engine_command("junk", False) for a in HOSTILE_OPTIONS[option]]
    written = {
        "good.skull": GOOD,
        "junk.py": ENGINES["junk"].encode(),
        "answer.bin": b'{"winner": null}',
        "suite.json": json.dumps({"suite_version": SUITE_VERSION, "cases": sample_cases()[:1]}).encode(),
    }
    stdin = b""
    if option == "table save":  # the table adds .skull to a name without a suffix: the neighbours have it
        stdin = f"0 0\ng1 g2\nsave game {name}\ny\nquit\nno\n".encode()
    else:
        argv.append(name)
    asked = option == "export --force --out" or option == "table save"
    may_change = {Path(name)} if asked and name == "mine.txt" else set()
    suffix = ".skull" if option == "table save" else ""
    _run(argv, written, stdin, hostile=True, hostile_suffix=suffix, may_change=may_change)
