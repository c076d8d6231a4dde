"""Fault campaign for the command line: thousands of ``python -m skrules`` runs with hostile inputs.

Every command (and ``trick -``) runs in a child process, in a fresh temporary folder full of
hostile neighbours (a named pipe, links to ``/dev/null``, ``/dev/zero`` and ``/dev/full``, a
link loop, a dangling link, a sparse file past the size limit, a one-megabyte line, binary,
lone surrogates, control characters, U+202E, names that start with a dash or are not UTF-8),
with random and junk arguments, standard input fed random lines (or ``/dev/zero``, or closed),
standard output closed (``>&-``), ``/dev/full``, a pipe closed after the first bytes, and
SIGINT or SIGTERM sent mid-run (to the table, to ``audit --jobs 2``, to ``verify`` with a slow
engine). ``--out``, ``--junit``, ``--junit-xml`` and the table's ``save`` are pointed at pipes,
devices, links and the user's own files, which are checked afterwards. It prints::

    runs, exit 70, hangs, wrong exit codes, tracebacks, data lost, leftover processes, stray files

and every failure with a reproducer. Run by hand (it is no test)::

    python tools/fuzz_cli.py                      # 2,000 runs, seed 1
    python tools/fuzz_cli.py --runs 600 --seed 7
    python tools/fuzz_cli.py --replay 123         # run 123 of seed 1 again, with its output
    python tools/fuzz_cli.py --tree /path/to/other/checkout

Everything is bounded: a timeout per run (a run past it is a hang, killed with all it started),
the child's memory and file sizes (``setrlimit``), the files it is given. Nothing is written
outside the temporary folders; ``/dev/null``, ``/dev/zero`` and ``/dev/full`` are only read or
linked to (the device a write must refuse is a copy of ``/dev/null`` made in the folder when
running as root), and ``/dev/null`` and ``/dev/full`` are checked after every run.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import json
import os
import random
import re
import resource
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
OK_CODES = {0, 1, 2, 5, 74, 130}  # done, a failed check, bad input, nothing selected, answer lost, interrupted
CATEGORIES = ("exit 70", "hang", "wrong exit code", "traceback", "data lost", "leftover process", "stray file")
SHEET = "players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 1/1,mermaid 0/0,loot=Ann 0/1,wager=20\n"
JUNIT = '<?xml version="1.0" encoding="utf-8"?>\n<testsuites name="skrules verify"/>\n'
CARDS = [
    "g1", "p14", "y7", "b14", "g15", "sk", "mermaid", "pirate", "rosie", "harry", "tigress:pirate", "tigress",
    "escape", "kraken", "whale", "loot", "wild15:g", "plank:rosie", "con", "mary", "stingray", "volley", "davy",
]  # fmt: skip
WORDS = [
    "0", "1", "-1", "2", "3", "10", "100000000", "1e309", "nan", "²", "", " ", "-", "--", "=", ",", ":", "auto",
    "base", "all", "advanced", "kraken,whale", "rich", "plain", "json", "classic", "rascal", "cannonball", "bash",
    "zsh", "fish", "standard", "kraken-leader=winner", "dealer=rotate", "rank.trump", "ruling", "kraken.leader",
    "Ann=mermaid", "Ben=sk", "Zoë", "\u202eAnn", "\x1b[31mred", "a\tb", "--json", "-h",
]  # fmt: skip
NASTY = ["\x00", "\x07", "\x1b[2J", "\u202e", "\x0b", "\x0c", "\x85", "\u2028", "\t", "\r", "\udcff"]
READABLE = [
    "good.skull", "refused.skull", "game.skull", "game.sheet", "suite.json", "bin.skull", "surrogate.skull",
    "ctrl.skull", "rlo.sheet", "huge.skull", "long.skull", "fifo", "null", "zero", "full", "tty", "dev",
    "loop", "dangling", "dir", "linkdir", "-rf.skull", "\u202eevil.skull", "nested.json", "deep.json", ".",
]  # fmt: skip
TARGETS = ["new.out", "mine.txt", "link.txt", "report.xml", "fifo", "null", "dev", "devlink", "zero", "full", "dir",
           "loop", "dangling", "no/such/x", "", "-"]  # fmt: skip
ENGINES = {
    "junk": "import sys\nsys.stdin.buffer.read()\nsys.stdout.buffer.write(open('answer.bin', 'rb').read())\n",
    "junkb": "import sys\nfor _ in sys.stdin.buffer:\n    print(open('answer.bin').read().replace('\\n', ' '),"
    " flush=True)\n",
    "crash": "import sys\nsys.stderr.write('boom \\x1b[31m\\u202e\\n')\nsys.exit(3)\n",
    "silent": "",
    "sleeper": "import sys, time\nsys.stdin.readline()\ntime.sleep(60)\n",
    "wrapper": "import subprocess, sys\nsubprocess.run([sys.executable, '-S', '-c', 'import time; time.sleep(60)'])\n",
}
ENVIRONMENTS = [
    {"COLUMNS": "0"}, {"COLUMNS": "²"}, {"LINES": "0", "COLUMNS": "20"}, {"PYTHONIOENCODING": "ascii"},
    {"LC_ALL": "C", "LANG": "C"}, {"PYTHONIOENCODING": "latin-1"}, {"TERM": "dumb", "NO_COLOR": "1"},
]  # fmt: skip


# ------------------------------------------------------------------------------------ one run, described


@dataclass
class Run:
    """One child: its arguments, what it reads and writes to, the signal sent, and what it may change."""

    number: int
    argv: list[str | bytes]
    stdin: bytes | str = "null"  # bytes fed then closed, or "null", "zero", "closed", "open" (fed, closed late)
    stdout: str = "pipe"  # "pipe", "closed", "full", "early" (closed after the first bytes), "null"
    signal: tuple[int, float, bool] | None = None  # (signal, seconds after the start, to the whole group)
    env: dict[str, str] = field(default_factory=dict)
    may_change: set[str] = field(default_factory=set)
    may_create: set[str] = field(default_factory=set)
    timeout: float = 30.0


@dataclass
class Outcome:
    code: int | None
    seconds: float
    stderr: str
    problems: list[tuple[str, str]]  # (category, detail)


def build_run(seed: int, number: int) -> Run:
    """Run ``number`` of the campaign: the same seed and number always give the same run."""
    rng = random.Random(f"{seed}:{number}")
    if rng.random() < 0.12:
        run = _signal_run(rng, number)
    else:
        command = rng.choice(_COMMANDS)
        run = _MAKERS.get(command, _generic)(rng, number, command)
    if run.signal is None and rng.random() < 0.3:
        run.stdout = rng.choice(["closed", "full", "early", "null"])
    if rng.random() < 0.1:
        run.env = dict(rng.choice(ENVIRONMENTS))
    return run


def _junk(rng: random.Random) -> str:
    size = rng.randint(1, 12)
    return "".join(
        rng.choice([chr(rng.randint(32, 0x2FF)), rng.choice(NASTY), rng.choice("-=,:./")]) for _ in range(size)
    )


def _token(rng: random.Random) -> str | bytes:
    kind = rng.random()
    if kind < 0.25:
        return rng.choice(CARDS)
    if kind < 0.5:
        return rng.choice(WORDS)
    if kind < 0.7:
        return rng.choice([*READABLE, *TARGETS])
    if kind < 0.75:
        return b"\xff\xfe" + rng.choice([b"", b"g1", b".skull"])
    return _junk(rng).replace("\x00", "")


@functools.cache
def _options(command: str) -> list[str]:
    """The command's own options (those of the command an abbreviation stands for; a few for a wrong one)."""
    from skrules.cli import build_parser, commands_for

    found = commands_for(command)
    if len(found) != 1:
        return ["--help", "--json", "--version"]
    command = found[0]
    parser = build_parser(command)
    sub = next(a for a in parser._actions if a.dest == "command")
    return sorted(s for s in sub.choices[command]._option_string_actions if s.startswith("-"))  # type: ignore[index]


def _random_args(rng: random.Random, command: str, exclude: tuple[str, ...] = ()) -> list[str | bytes]:
    options = [o for o in _options(command) if o not in exclude]
    out: list[str | bytes] = []
    for _ in range(rng.randint(0, 5)):
        roll = rng.random()
        if roll < 0.4:
            out += [rng.choice(options), _token(rng)]
        elif roll < 0.7:
            out.append(rng.choice(options))
        else:
            out.append(_token(rng))
    return out


def _some_args(rng: random.Random, command: str, exclude: tuple[str, ...] = ()) -> list[str | bytes]:
    """Random arguments on top of a command already made, in a third of the runs: the rest reach its work."""
    return _random_args(rng, command, exclude) if rng.random() < 0.33 else []


def _lines(rng: random.Random, pool: list[str], count: int) -> bytes:
    """Random lines of ``pool``, cards, junk and bytes that are no text, with any line end."""
    lines: list[bytes] = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.5:
            line = rng.choice(pool)
        elif roll < 0.8:
            line = " ".join(rng.choice(CARDS) for _ in range(rng.randint(1, 8)))
        elif roll < 0.9:
            line = _junk(rng)
        else:
            lines.append(bytes(rng.randrange(256) for _ in range(rng.randint(1, 16))))
            continue
        lines.append(line.encode("utf-8", "surrogatepass"))
    end = rng.choice([b"\n", b"\n", b"\r\n", b"\r"])
    return end.join(lines) + end


# ------------------------------------------------------------------------------------ the commands


def _generic(rng: random.Random, number: int, command: str) -> Run:
    argv: list[str | bytes] = [command]
    if command in ("check", "score") and rng.random() < 0.8:
        argv.append(rng.choice(READABLE))
    argv += _random_args(rng, command)
    run = Run(number, argv)
    if command == "check":
        _target(run, argv, "--junit-xml", report=True, force=False)
    if command == "score" and "-" in argv:
        inputs: list[bytes | str] = [SHEET.encode(), _lines(rng, SHEET.splitlines(), 6), "zero", "closed"]
        run.stdin = rng.choice(inputs)
    return run


def _target(run: Run, argv: list[str | bytes], option: str, *, report: bool = False, force: bool = True) -> None:
    """What a write to ``option``'s file may change: a new file, a JUnit report, or the file when forced."""
    for i, arg in enumerate(argv[:-1]):
        if arg == option and isinstance(argv[i + 1], str):
            name = str(argv[i + 1])
            run.may_create.add(name)
            if force or (report and name == "report.xml"):
                run.may_change |= {name, "mine.txt"} if name == "link.txt" else {name}


def _export(rng: random.Random, number: int, command: str) -> Run:
    paths = [rng.choice(READABLE) for _ in range(rng.choice([0, 1, 1, 2]))]
    argv: list[str | bytes] = ["export", *paths]
    if rng.random() < 0.7:
        argv += ["--out", rng.choice(TARGETS)]
    argv += _some_args(rng, "export")
    run = Run(number, argv)
    _target(run, argv, "--out", force="--force" in argv)
    return run


def _verify(rng: random.Random, number: int, command: str) -> Run:
    engine = rng.choice([*ENGINES, "missing", "text", "quote"])
    batch = rng.random() < 0.5
    cmd = {"missing": "no-such-engine", "text": "./mine.txt", "quote": "'open"}.get(
        engine, shlex.join([sys.executable, "-S", f"engine_{engine}.py"])
    )
    argv: list[str | bytes] = ["verify", "--engine", cmd]
    if rng.random() < 0.9:
        argv += ["--suite", rng.choice(["suite.json"] * 4 + READABLE)]
    else:
        argv += ["-k", "numbers.skull"]
    timeout = "0.3" if engine in ("sleeper", "wrapper") else rng.choice(["5", "0.5", "0", "-1", "nan", "inf", "x"])
    argv += ["--timeout", timeout, *(["--batch"] if batch else [])]
    if rng.random() < 0.5:
        argv += ["--junit", rng.choice(TARGETS)]
    argv += _some_args(rng, "verify", ("--engine", "--suite", "--timeout", "--junit", "--batch"))
    run = Run(number, argv)
    _target(run, argv, "--junit", report=True, force=False)
    return run


def _audit(rng: random.Random, number: int, command: str) -> Run:
    cards = rng.choice(["2", "2", "3", "1", "9", "x", "", "2.5"])
    argv: list[str | bytes] = ["audit", "--max-cards", cards, "--jobs", rng.choice(["1", "2", "0", "-1", "x"])]
    if cards == "3" or rng.random() < 0.5:
        argv += ["--no-asp", "--default-only"]
    if rng.random() < 0.05:
        argv += ["--scheduler", rng.choice(["", "junk", "tcp://127.0.0.1:9"])]
    argv += _some_args(rng, "audit", ("--max-cards", "--jobs", "--scheduler", "--no-asp"))
    return Run(number, argv, timeout=90.0)


TRICK_POOL = ["mermaid sk rosie", "Ann=g5 Ben=g9", "# comment", "", "g1 " * 3000, "\ufeffsk", "tigress", "g1 g1"]


def _trick(rng: random.Random, number: int, command: str) -> Run:
    if rng.random() < 0.5:
        return _generic(rng, number, command)
    argv: list[str | bytes] = ["trick", "-", *_some_args(rng, "trick", ("--why", "--what-if", "--hand"))]
    stdin: bytes | str = rng.choice(["zero", "closed"]) if rng.random() < 0.15 else _lines(rng, TRICK_POOL, 12)
    return Run(number, argv, stdin)


TABLE_POOL = [
    "why", "why Ann", "what if Ann=sk", "undo", "rule rank.trump", "cards", "scores", "hand Ann g1 g2",
    "save game a", "save trick t.skull", "save game mine.txt", "save game fifo", "save game null",
    "save game dev", "save game devlink", "save game zero", "save game dir", "save game loop",
    "save game dangling", "save game link.txt", "save", "help", "quit", "y", "n", "", "1 0 0", "Ann=1 Ben=0 Cat=0",
    "0 0 0", "99", "g1 g2 g3", "sk mermaid rosie", "rosie Ann", "20",
]  # fmt: skip


def _table(rng: random.Random, number: int, command: str) -> Run:
    setup = rng.choice(["players", "players", "ask", "resume", "args"])
    argv: list[str | bytes] = ["table"]
    if setup in ("players", "args"):
        argv += ["--players", rng.choice(["Ann,Ben,Cat", "Ann,Ben", "Ann", "Ann,Ann", "\u202eAnn,Ben"])]
    if setup == "resume":
        argv += ["--resume", rng.choice(["game.skull", *READABLE])]
    if setup == "args":
        argv += _random_args(rng, "table", ("--resume",))
    stdin: bytes | str = "zero" if rng.random() < 0.08 else _lines(rng, TABLE_POOL, rng.randint(0, 25))
    run = Run(number, argv, stdin)
    _table_targets(run)
    return run


def _table_targets(run: Run) -> None:
    """A save may create the files named in the input; it may replace one only after a 'y'."""
    text = run.stdin.decode("utf-8", "replace") if isinstance(run.stdin, bytes) else ""
    words = text.replace("\r", "\n").split()
    run.may_create |= {*words, *(w + ".skull" for w in words)}
    if any(line.strip().lower() in ("y", "yes") for line in text.replace("\r", "\n").splitlines()):
        run.may_change |= {"mine.txt", "link.txt", "game.skull", "good.skull", "a.skull", "t.skull"}


def _signal_run(rng: random.Random, number: int) -> Run:
    """SIGINT or SIGTERM mid-run: at the table, in audit's pool of two, in verify with a slow engine."""
    kind = rng.choice(["table", "audit", "verify", "verify-batch", "trick", "any"])
    sig = rng.choice([signal.SIGINT, signal.SIGINT, signal.SIGTERM])
    group = sig == signal.SIGINT and rng.random() < 0.3  # Ctrl-C at a terminal reaches the whole group
    when = round(rng.uniform(0.4, 3.0), 2)
    if kind == "table":
        run = Run(number, ["table", "--players", "Ann,Ben,Cat"], _lines(rng, TABLE_POOL, 6))
        run.stdin = run.stdin if isinstance(run.stdin, str) else b"open:" + run.stdin
        _table_targets(run)
    elif kind == "audit":
        asp = [] if rng.random() < 0.5 else ["--no-asp"]
        run = Run(number, ["audit", "--max-cards", "5", "--deck", "all", "--jobs", "2", *asp])
    elif kind.startswith("verify"):
        engine = shlex.join([sys.executable, "-S", f"engine_{rng.choice(['sleeper', 'wrapper'])}.py"])
        batch = ["--batch"] if kind == "verify-batch" else []
        run = Run(number, ["verify", "--engine", engine, "--suite", "suite.json", "--timeout", "60", *batch])
    elif kind == "trick":
        run = Run(number, ["trick", "-"], b"open:" + _lines(rng, TRICK_POOL, 3))
    else:
        run = _generic(rng, number, rng.choice(_COMMANDS))
        when = round(rng.uniform(0.05, 0.6), 2)
    run.signal = (sig, when, group)
    return run


_MAKERS: dict[str, Callable[[random.Random, int, str], Run]] = {
    "export": _export,
    "verify": _verify,
    "audit": _audit,
    "trick": _trick,
    "table": _table,
}
_COMMANDS = [
    "trick", "trick", "check", "score", "deal", "rule", "rules", "cards", "export", "export", "verify", "verify",
    "verify", "table", "table", "table", "completion", "audit", "audit", "tr", "t", "nonsense", "--version", "-h",
]  # fmt: skip


# ------------------------------------------------------------------------------------ the folder


def make_folder(root: Path, rng: random.Random, suite: str) -> None:
    """The hostile neighbours every run gets (see the module's docstring)."""
    scen = ROOT / "scenarios"
    files: dict[str, bytes] = {
        "good.skull": (scen / "trick" / "numbers.skull").read_bytes(),
        "refused.skull": (scen / "refused" / "trick.skull").read_bytes(),
        "game.skull": (scen / "table" / "two-player.skull").read_bytes(),
        "-rf.skull": (scen / "trick" / "numbers.skull").read_bytes(),
        "\u202eevil.skull": (scen / "trick" / "numbers.skull").read_bytes(),
        "game.sheet": SHEET.encode(),
        "rlo.sheet": "players: Ann \u202eBen\nround 1: 1/1 0/0\n".encode(),
        "suite.json": suite.encode(),
        "nested.json": b"[" * 200_000,
        "deep.json": b'{"suite_version": 1, "cases": [' + b"1e999999," * 10 + b'{"id": []}]}',
        "report.xml": JUNIT.encode(),
        "mine.txt": b"the user's own notes\n",
        "bin.skull": bytes(rng.randrange(256) for _ in range(300)),
        "surrogate.skull": b"scenario: \xed\xa0\x80 lone\ntrick: Ann=g1 Ben=g2\nwinner: Ben\n",
        "ctrl.skull": "scenario: \x1b[2J\x07\x00 x\ntrick: Ann\u202e=g1 Ben=g2\nwinner: Ben\n".encode(),
        "long.skull": b"scenario: long\ntrick: " + b"Ann=g1 " * 150_000 + b"\nwinner: Ann\n",
        "dir/c.skull": (scen / "trick" / "numbers.skull").read_bytes(),
        "answer.bin": rng.choice([b'{"winner": {"player": "Ann", "card": "g1"}}', b"[]", b"\xff\x00", b"NaN", b""]),
        **{f"engine_{name}.py": text.encode() for name, text in ENGINES.items()},
    }
    for name, data in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    (root / os.fsdecode(b"\xff.skull")).write_bytes(files["good.skull"])
    with (root / "huge.skull").open("wb") as f:
        f.truncate(17 * 1024 * 1024)  # sparse: past the 16 MB limit without using the disk
    os.mkfifo(root / "fifo")
    for name, to in (("null", os.devnull), ("zero", "/dev/zero"), ("full", "/dev/full"), ("tty", "/dev/tty")):
        (root / name).symlink_to(to)
    if os.geteuid() == 0:  # a device of our own to be refused as a target: a copy of /dev/null's node
        os.mknod(root / "dev", 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    else:
        (root / "dev").symlink_to(os.devnull)
    for name, to in (("devlink", "dev"), ("loop", "loop"), ("dangling", "no/where"), ("link.txt", "mine.txt")):
        (root / name).symlink_to(to)
    (root / "linkdir").symlink_to("dir")


def snapshot(root: Path) -> dict[str, tuple[object, ...]]:
    """Every entry of the folder: its kind and what it holds (a digest, a link's target, a device number)."""
    out: dict[str, tuple[object, ...]] = {}
    for path in root.rglob("*"):
        name = str(path.relative_to(root))
        try:
            st = path.lstat()
        except OSError:
            continue
        mode = st.st_mode
        if stat.S_ISLNK(mode):
            out[name] = ("link", str(path.readlink()))
        elif stat.S_ISREG(mode):
            out[name] = ("file", _digest(path, st.st_size))
        else:
            out[name] = (stat.S_IFMT(mode), st.st_rdev)
    return out


def _digest(path: Path, size: int) -> str:
    if size > 4 * 1024 * 1024:
        return f"{size} bytes"  # the sparse file: its size says enough
    return hashlib.sha256(path.read_bytes()).hexdigest()


DEVICES = {name: Path(name).stat().st_rdev for name in ("/dev/null", "/dev/full")}


def devices_intact() -> bool:
    for name, rdev in DEVICES.items():
        try:
            st = os.lstat(name)
        except OSError:
            return False
        if not stat.S_ISCHR(st.st_mode) or st.st_rdev != rdev:
            return False
    return True


# ------------------------------------------------------------------------------------ running a child


def session_members(sid: int) -> list[int]:
    """The live processes of a session (the child was started as its leader)."""
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


def _kill_all(pids: list[int]) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def _limits(stdin_closed: bool, stdout_closed: bool) -> Callable[[], None]:
    def prepare() -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # a campaign run in the background ignores SIGINT: not its child
        resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
        resource.setrlimit(resource.RLIMIT_FSIZE, (256 << 20, 256 << 20))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if stdin_closed:
            os.close(0)
        if stdout_closed:
            os.close(1)

    return prepare


class _Reader(threading.Thread):
    """Reads a pipe to its end, keeping at most ``keep`` bytes; ``early`` closes it after the first read."""

    def __init__(self, fd: int, keep: int, *, early: bool = False) -> None:
        super().__init__(daemon=True)
        self.fd, self.keep, self.early, self.data = fd, keep, early, bytearray()

    def run(self) -> None:
        try:
            while chunk := os.read(self.fd, 65536):
                if len(self.data) < self.keep:
                    self.data += chunk[: self.keep - len(self.data)]
                if self.early:
                    break
        except OSError:
            pass
        finally:
            os.close(self.fd)


def _feed(pipe_fd: int, data: bytes, close_after: float | None) -> None:
    """Write the input, then close it (at once, or ``close_after`` seconds later: a table left open)."""
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(pipe_fd, view[:65536]) :]
        if close_after:
            time.sleep(close_after)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            os.close(pipe_fd)


def execute(run: Run, tree: Path, folder: Path) -> tuple[int | None, float, str, bool, list[int]]:
    """Run the child: (exit code, seconds, stderr, killed on timeout, processes it left running)."""
    argv = [sys.executable, "-m", "skrules", *run.argv]
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1", **run.env}
    env.pop("SKRULES_DEBUG", None)
    stdin_kind = run.stdin if isinstance(run.stdin, str) else "pipe"
    data = run.stdin if isinstance(run.stdin, bytes) else b""
    late = data.startswith(b"open:")
    data = data.removeprefix(b"open:")
    err_r, err_w = os.pipe()
    out_r, out_w = os.pipe() if run.stdout in ("pipe", "early") else (-1, -1)
    in_r, in_w = os.pipe() if stdin_kind == "pipe" else (-1, -1)
    with contextlib.ExitStack() as stack:
        stdin: int | IO[bytes] = in_r if in_r >= 0 else subprocess.DEVNULL
        if stdin_kind == "zero":
            stdin = stack.enter_context(Path("/dev/zero").open("rb"))
        stdout: int | IO[bytes] = out_w if out_w >= 0 else subprocess.DEVNULL
        if run.stdout == "full":
            stdout = stack.enter_context(Path("/dev/full").open("wb"))
        start = time.monotonic()
        proc = subprocess.Popen(
            argv,
            cwd=folder,
            env=env,
            stdin=stdin,
            stdout=stdout,
            stderr=err_w,
            start_new_session=True,
            preexec_fn=_limits(stdin_kind == "closed", run.stdout == "closed"),  # noqa: PLW1509
        )
    for fd in (err_w, out_w, in_r):
        if fd >= 0:
            os.close(fd)
    readers = [_Reader(err_r, 200_000)]
    if out_r >= 0:
        readers.append(_Reader(out_r, 1 << 20, early=run.stdout == "early"))
    feeder = None
    if in_w >= 0:
        close_after = (run.signal[1] + 1.5) if run.signal and late else (20.0 if late else None)
        feeder = threading.Thread(target=_feed, args=(in_w, data, close_after), daemon=True)
        feeder.start()
    for reader in readers:
        reader.start()
    code, hung = _wait(proc, run)
    seconds = time.monotonic() - start
    left = _left_running(proc.pid)
    for thread in [*readers, *([feeder] if feeder else [])]:
        thread.join(timeout=5)
    return code, seconds, readers[0].data.decode("utf-8", "replace"), hung, left


def _left_running(sid: int) -> list[int]:
    """What the child started and left running (given 3 s to end), then stopped by id."""
    end = time.monotonic() + 3
    while (left := session_members(sid)) and time.monotonic() < end:
        time.sleep(0.1)
    _kill_all(left)
    return left


def _wait(proc: subprocess.Popen[bytes], run: Run) -> tuple[int | None, bool]:
    """Wait for the child, sending the signal on time; on timeout kill it and all it started."""
    deadline = time.monotonic() + run.timeout
    if run.signal is not None:
        sig, when, group = run.signal
        try:
            proc.wait(timeout=when)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, sig) if group else proc.send_signal(sig)
            deadline = time.monotonic() + 20
    try:
        return proc.wait(timeout=max(0.1, deadline - time.monotonic())), False
    except subprocess.TimeoutExpired:
        _kill_all(session_members(proc.pid))
        proc.kill()
        proc.wait()
        return None, True


# ------------------------------------------------------------------------------------ judging a run


def judge(run: Run, tree: Path, suite: str, keep: Path | None = None) -> Outcome:
    """Run it in a fresh folder and list what went wrong."""
    folder = Path(tempfile.mkdtemp(prefix="skrules-fuzz-")) if keep is None else keep
    try:
        make_folder(folder, random.Random(run.number), suite)
        before = snapshot(folder)
        code, seconds, stderr, hung, left = execute(run, tree, folder)
        problems = _problems(run, code, stderr, hung)
        if left:
            problems.append(("leftover process", f"{len(left)} still running after skrules ended: {left}"))
        after = snapshot(folder)
        problems += _changes(run, before, after, code)
    finally:
        if keep is None:
            shutil.rmtree(folder, ignore_errors=True)
    if not devices_intact():
        raise SystemExit(f"run {run.number} changed /dev/null or /dev/full: stopping at once ({run.argv})")
    return Outcome(code, seconds, stderr, problems)


def _problems(run: Run, code: int | None, stderr: str, hung: bool) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if hung:
        out.append(("hang", f"no end within {run.timeout:g} s (killed)"))
        return out
    last = _last_line(stderr)
    if code == 70 or "internal error" in stderr:
        out.append(("exit 70", last))
    terminated = run.signal is not None and run.signal[0] == signal.SIGTERM
    # A SIGINT that lands before the interpreter has its handler kills it as the signal's default
    # does, with nothing said: no program can answer a signal before it runs (as -15 for SIGTERM).
    unstarted = run.signal is not None and run.signal[0] == signal.SIGINT and code == -signal.SIGINT and not stderr
    if (
        code not in OK_CODES
        and code != 70
        and not unstarted
        and not (terminated and code in (-signal.SIGTERM, 128 + signal.SIGTERM))
    ):
        out.append(("wrong exit code", f"exit {code}: {last}"))
    if "Traceback (most recent call last)" in stderr:
        out.append(("traceback", _traceback_end(stderr)))
    elif "Exception ignored" in stderr:
        out.append(("traceback", "'Exception ignored' message: " + _last_line(stderr)))
    return out


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:200] if lines else "(no message)"


def _traceback_end(text: str) -> str:
    tail = text[text.rfind("Traceback (most recent call last)") :]
    return _last_line(tail)


def _changes(
    run: Run, before: dict[str, tuple[object, ...]], after: dict[str, tuple[object, ...]], code: int | None
) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for name, was in before.items():
        now = after.get(name)
        if now != was and name not in run.may_change:
            what = "removed" if now is None else f"changed from {was[0]} to {now[0]}"
            out.append(("data lost", f"{name!r} {what}"))
    # stopped by a signal, or its input ran dry with the game unsaved: the table exits 130 either way
    interrupted_table = run.argv[:1] == ["table"] and (run.signal is not None or code == 130)
    for name in sorted(set(after) - set(before)):
        top = Path(name).parts[0]
        # the table keeps an unsaved game it is stopped in, in a recovery file it names (docs/tool/table.md)
        kept = interrupted_table and top.startswith("skrules-table-recovery-") and top.endswith(".skull")
        if name not in run.may_create and top not in run.may_create and not kept:
            out.append(("stray file", repr(name)))
    return out


# ------------------------------------------------------------------------------------ reporting


def shell_line(run: Run, tree: Path) -> str:
    """The run as a command line to paste (in a folder set up with --replay N --keep DIR)."""
    env = " ".join(f"{k}={shlex.quote(v)}" for k, v in run.env.items())
    args = " ".join(_quote(a) for a in run.argv)
    line = f"{env + ' ' if env else ''}PYTHONPATH={shlex.quote(str(tree))} python -m skrules {args}"
    if isinstance(run.stdin, bytes):
        text = run.stdin.removeprefix(b"open:")
        line = f"printf %s {_quote(text)} | {line}" if len(text) <= 200 else f"{line} < stdin.bin"
    else:
        line += {"zero": " < /dev/zero", "closed": " <&-", "null": " < /dev/null", "open": ""}[run.stdin]
    line += {"pipe": "", "closed": " >&-", "full": " > /dev/full", "early": " | head -c 1", "null": " > /dev/null"}[
        run.stdout
    ]
    if run.signal is not None:
        sig, when, group = run.signal
        who = "the process group" if group else "skrules"
        line += f"   # then {signal.Signals(sig).name} to {who} after {when} s"
    return line


def _quote(arg: str | bytes) -> str:
    data = arg if isinstance(arg, bytes) else arg.encode("utf-8", "surrogateescape")
    if len(data) > 200:
        return f"$(cat arg{len(data)}.bin)"  # written by --replay N --keep DIR
    if all(32 <= b < 127 for b in data):
        return shlex.quote(data.decode())
    return "$'" + "".join(chr(b) if 32 <= b < 127 and b not in b"'\\" else f"\\x{b:02x}" for b in data) + "'"


def small_suite() -> str:
    from skrules.conformance.cases import build_suite, scenario_cases

    suite = build_suite(scenario_cases([ROOT / "scenarios" / "trick" / "numbers.skull"]))
    cases = suite["cases"]
    assert isinstance(cases, list)
    return json.dumps({**suite, "cases": cases[:3]})


def campaign(args: argparse.Namespace) -> int:
    suite = small_suite()
    counts = dict.fromkeys(CATEGORIES, 0)
    failures: list[tuple[Run, Outcome]] = []
    codes: dict[int | None, int] = {}
    start = time.monotonic()
    for number in range(args.first, args.first + args.runs):
        run = build_run(args.seed, number)
        outcome = judge(run, args.tree, suite)
        codes[outcome.code] = codes.get(outcome.code, 0) + 1
        for category in {c for c, _ in outcome.problems}:
            counts[category] += 1
        if outcome.problems:
            failures.append((run, outcome))
        if args.progress and (number + 1) % 50 == 0:
            print(
                f"  {number + 1 - args.first} runs, {len(failures)} failing, {time.monotonic() - start:.0f} s",
                file=sys.stderr,
            )
    _print_report(args, counts, codes, failures, time.monotonic() - start)
    return 1 if failures else 0


def _print_report(
    args: argparse.Namespace,
    counts: dict[str, int],
    codes: dict[int | None, int],
    failures: list[tuple[Run, Outcome]],
    seconds: float,
) -> None:
    print(f"runs: {args.runs} (seed {args.seed}, tree {args.tree}, {seconds:.0f} s)")
    for category in CATEGORIES:
        print(f"{category}: {counts[category]}")
    print("exit codes seen: " + ", ".join(f"{c}: {n}" for c, n in sorted(codes.items(), key=lambda x: str(x[0]))))
    groups: dict[str, list[int]] = {}
    for run, outcome in failures:
        for category, detail in outcome.problems:
            groups.setdefault(f"[{category}] {_command_of(run)}: {_shape(detail)}", []).append(run.number)
    print("\ngroups (failures alike, with the runs that show them):")
    for key, numbers in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        more = " ..." if len(numbers) > 8 else ""
        print(f"  {len(numbers):4d} x {key}  (runs {', '.join(map(str, numbers[:8]))}{more})")
    for run, outcome in failures:
        print()
        for category, detail in outcome.problems:
            print(f"[{category}] run {run.number}: {detail}")
        print(f"  replay: python tools/fuzz_cli.py --seed {args.seed} --replay {run.number}")
        print(f"  command: {shell_line(run, args.tree)}")


def _command_of(run: Run) -> str:
    words = [a for a in run.argv if isinstance(a, str)]
    head = words[0] if words else "?"
    extra = " -" if head == "trick" and "-" in words else ""
    how = f" ({run.stdout} stdout)" if run.stdout != "pipe" else ""
    sig = f" ({signal.Signals(run.signal[0]).name})" if run.signal else ""
    return f"{head}{extra}{how}{sig}"


def _shape(detail: str) -> str:
    """A failure's message without its particulars (names, numbers), to group failures alike."""
    detail = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", detail)
    return re.sub(r"\d+", "N", detail)[:150]


def _keep_inputs(run: Run, folder: Path) -> None:
    """The long inputs the command line refers to: stdin.bin and argN.bin."""
    if isinstance(run.stdin, bytes):
        (folder / "stdin.bin").write_bytes(run.stdin.removeprefix(b"open:"))
    for arg in run.argv:
        data = arg if isinstance(arg, bytes) else arg.encode("utf-8", "surrogateescape")
        if len(data) > 200:
            (folder / f"arg{len(data)}.bin").write_bytes(data)


def replay(args: argparse.Namespace) -> int:
    run = build_run(args.seed, args.replay)
    keep = Path(args.keep) if args.keep else None
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=False)
    outcome = judge(run, args.tree, small_suite(), keep)
    if keep is not None:
        _keep_inputs(run, keep)
    print(f"command: {shell_line(run, args.tree)}")
    print(f"exit code: {outcome.code} after {outcome.seconds:.2f} s")
    print("stderr:\n" + outcome.stderr[-4000:])
    for category, detail in outcome.problems:
        print(f"[{category}] {detail}")
    if keep is not None:
        print(f"the folder is kept in {keep}")
    return 1 if outcome.problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2000, help="how many runs (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="the campaign's seed (default 1)")
    parser.add_argument("--first", type=int, default=0, help="the number of the first run (to split a campaign)")
    parser.add_argument("--replay", type=int, metavar="N", help="run N again alone, showing its output")
    parser.add_argument("--keep", metavar="DIR", help="with --replay: set the run up in DIR (new) and keep it")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose skrules to run")
    parser.add_argument("--progress", action="store_true", help="a line on stderr every 50 runs")
    args = parser.parse_args()
    args.tree = args.tree.resolve()
    sys.path.insert(0, str(args.tree))
    return replay(args) if args.replay is not None else campaign(args)


if __name__ == "__main__":
    sys.exit(main())
