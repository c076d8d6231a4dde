"""The processes ``skrules audit`` and ``skrules verify`` start end with them (fault-injection findings).

A fault-injection round found ``audit --jobs`` forking without bound, its workers outliving a
killed audit and printing tracebacks on Ctrl-C, and ``verify`` leaving an engine's own children
running after a timeout. Each test below cites its finding; every one reads the process table
(``/proc``), so they run on Linux only.
"""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

import pytest

from .library_suite import library_suite

ROOT = Path(__file__).resolve().parent.parent
Cli = Callable[..., tuple[int, str, str]]

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table in /proc")


# ------------------------------------------------------------------------------ the process table


def _stat(pid: int) -> tuple[int, str, int] | None:
    """(parent pid, state, start time) of a live process, None once it is gone (or a zombie)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()  # the name may hold spaces and parentheses
    state, ppid, start = fields[0], int(fields[1]), int(fields[19])
    return None if state in ("Z", "X") else (ppid, state, start)


def _descendants(pid: int) -> dict[int, int]:
    """Every live process below ``pid``, each with its start time (so that a reused pid is not taken for it)."""
    parents: dict[int, tuple[int, int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (found := _stat(int(entry.name))) is not None:
            parents[int(entry.name)] = (found[0], found[2])
    below: dict[int, int] = {}
    frontier = [pid]
    while frontier:
        parent = frontier.pop()
        for child, (ppid, start) in parents.items():
            if ppid == parent and child not in below:
                below[child] = start
                frontier.append(child)
    return below


def _alive(pids: dict[int, int]) -> list[int]:
    """The processes of ``pids`` still running (the same processes: same pid, same start time)."""
    return [pid for pid, start in pids.items() if (found := _stat(pid)) is not None and found[2] == start]


def _wait_until(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


@pytest.fixture
def survivors() -> Iterator[dict[int, int]]:
    """Processes a test must see gone; whatever is left when it ends is killed, so no test leaks one."""
    pids: dict[int, int] = {}
    yield pids
    for pid in _alive(pids):
        os.kill(pid, signal.SIGKILL)


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}


# ------------------------------------------------------------------------------ audit


def test_audit_jobs_beyond_the_cpus_is_refused_before_any_process_starts(cli: Cli) -> None:
    """Finding: ``audit --jobs N`` had no upper bound (1,065 processes in 3 s); now at most the CPUs."""
    cpus = len(os.sched_getaffinity(0))
    code, out, err = cli("audit", "--max-cards", "2", "--deck", "base", "--no-asp", "--jobs", str(cpus + 1))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and f"--jobs {cpus + 1}: give 1 to {cpus} processes" in err


_DEFAULT_SIGINT = (
    "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
    "os.execv(sys.executable, [sys.executable, *sys.argv[1:]])"
)


def _interruptible(argv: list[str]) -> list[str]:
    """Ctrl-C as at a terminal: a test run started in the background inherits SIGINT ignored, which
    the command would keep (as under ``nohup``), so the command is started with the default again."""
    return [sys.executable, "-c", _DEFAULT_SIGINT, *argv[1:]]


def _start_audit() -> subprocess.Popen[str]:
    """``audit --jobs 2`` on three cards of the whole box: tens of CPU-seconds, long enough to be stopped."""
    argv = [sys.executable, "-m", "skrules", "audit", "--max-cards", "3", "--deck", "all", "--no-asp", "--jobs", "2"]
    return subprocess.Popen(
        _interruptible(argv),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_environment(),
        cwd=ROOT,
        start_new_session=True,  # a group of its own, as a terminal gives a command: Ctrl-C reaches all of it
    )


@pytest.mark.process
@pytest.mark.parametrize(
    ("how", "code"),
    [
        ("SIGTERM", 143),  # sent to the audit alone, as a service manager or `kill` does
        ("SIGINT", 130),  # sent to the whole group, as Ctrl-C at a terminal is
        ("SIGKILL", -signal.SIGKILL),  # no handler runs: the kernel must take the workers down
    ],
)
def test_stopping_audit_stops_its_workers(how: str, code: int, survivors: dict[int, int]) -> None:
    """Finding: SIGTERM or SIGKILL of ``audit --jobs 2`` left its workers running as orphans, and
    Ctrl-C and SIGTERM printed the workers' tracebacks. Now the workers die with the audit, which
    says in one line that it stopped."""
    proc = _start_audit()
    survivors[proc.pid] = 0
    try:
        assert _wait_until(lambda: len(_descendants(proc.pid)) >= 2, 60), "the workers never started"
        survivors.update(_descendants(proc.pid))
        time.sleep(0.3)  # the workers are at work on their shards
        sig = getattr(signal, how)
        if how == "SIGINT":
            os.killpg(proc.pid, sig)
        else:
            os.kill(proc.pid, sig)
        out, err = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    workers = {pid: start for pid, start in survivors.items() if pid != proc.pid}
    assert _wait_until(lambda: not _alive(workers), 5), f"workers left running: {_alive(workers)}"
    assert proc.returncode == code
    assert "Traceback" not in err, err
    if how != "SIGKILL":
        assert err.count("\n") == 1 and err.startswith("skrules: audit "), err
        assert out == ""


# ------------------------------------------------------------------------------ verify


@cache
def _one_case_suite() -> str:
    """A suite of one case of the library, as JSON text."""
    suite = library_suite()
    return json.dumps({**suite, "cases": suite["cases"][:1]})  # type: ignore[index]


def _suite_file(tmp_path: Path) -> Path:
    path = tmp_path / "suite.json"
    path.write_text(_one_case_suite(), encoding="utf-8")
    return path


def _engine_with_a_child(tmp_path: Path, *, background: bool, interpreted: bool = False) -> tuple[Path, Path]:
    """A shell script that starts a sleeping child whose pid is written to a file (so the test can look
    for it afterwards), then answers at once, leaving the child in the background, or waits for it.

    The child is ``sleep``, a fork of the shell, which writes its pid at once: it is there within
    milliseconds, far inside the one-second timeout below. ``interpreted`` makes it a Python child
    that writes its own pid once started, as the tests that signal ``verify`` have it: they signal
    as soon as the file is there, and an interrupt while ``verify`` is still starting the engine
    (inside ``subprocess.Popen``) is not what they test.
    """
    pidfile = tmp_path / "child.pid"
    script = tmp_path / "engine.sh"
    if interpreted:
        sleeper = f"import os, time; open({str(pidfile)!r}, 'w').write(str(os.getpid())); time.sleep(100)"
        start = f'{sys.executable} -c "{sleeper}" &\nwhile [ ! -s {pidfile} ]; do sleep 0.05; done\n'
    else:
        start = f"sleep 100 &\necho $! > {shlex.quote(str(pidfile))}\n"
    end = 'echo \'{"skip": "busy"}\'' if background else "wait"
    script.write_text(f"#!/bin/sh\n{start}{end}\n", encoding="utf-8")
    script.chmod(0o755)
    return script, pidfile


def _child_of(pidfile: Path, survivors: dict[int, int]) -> int:
    assert _wait_until(lambda: pidfile.exists() and pidfile.read_text().strip().isdigit(), 30)
    pid = int(pidfile.read_text())
    found = _stat(pid)
    if found is not None:
        survivors[pid] = found[2]
    return pid


@pytest.mark.process
@pytest.mark.parametrize("batch", [False, True], ids=["one-shot", "batch"])
def test_a_timeout_stops_the_engines_children_too(
    cli: Cli, tmp_path: Path, batch: bool, survivors: dict[int, int]
) -> None:
    """Finding: a timeout killed only the engine's own process; a wrapper script's real engine kept
    running (33 processes left after one run). The engine now runs in a process group of its own,
    and the whole group is killed; also when a batch engine silent from the first case stops the run."""
    script, pidfile = _engine_with_a_child(tmp_path, background=False)
    suite = _suite_file(tmp_path)
    code, out, err = cli(
        "verify",
        "--engine",
        str(script),
        "--suite",
        str(suite),
        "--timeout",
        "1",
        "--plain",
        *(["--batch"] if batch else []),
    )
    if batch:
        assert code == 2 and "the engine answered nothing to the first case in 1 s" in err, err
    else:
        assert code == 1 and "timeout: no answer within 1 s" in out
    pid = _child_of(pidfile, survivors)
    assert _wait_until(lambda: _stat(pid) is None, 5), "the engine's child is still running"


@pytest.mark.process
def test_what_an_engine_leaves_running_after_its_answer_is_stopped(
    cli: Cli, tmp_path: Path, survivors: dict[int, int]
) -> None:
    """Finding (as above): an engine that answers and exits, leaving a child in the background,
    left it running. The engine's group is killed once the case is over."""
    script, pidfile = _engine_with_a_child(tmp_path, background=True)
    code, out, _ = cli("verify", "--engine", str(script), "--suite", str(_suite_file(tmp_path)), "--timeout", "5")
    pid = _child_of(pidfile, survivors)
    assert _wait_until(lambda: _stat(pid) is None, 5), "the engine's background child is still running"
    assert code == 0 and "1 skipped" in out  # its answer was read as soon as it exited


# ``python -m skrules`` with 1 GiB of address space at most: a read without end fails in the child
# instead of filling the machine's memory.
LIMITED = (
    "import resource, runpy, sys; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); "
    "sys.argv[0] = 'skrules'; runpy.run_module('skrules', run_name='__main__')"
)


def _verify(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``skrules verify ARGS`` in a child process with bounded memory; a hang fails the test after a minute."""
    return subprocess.run(
        [sys.executable, "-c", LIMITED, "verify", *args],
        capture_output=True,
        text=True,
        env=_environment(),
        cwd=cwd,
        timeout=60,
        check=False,
    )


@pytest.mark.process
@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_a_suite_that_is_no_regular_file_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    """Finding: a named pipe as ``--suite`` hung, and ``--suite /dev/zero`` read until the memory ran
    out. Only a regular file of a bounded size is read; anything else is refused in one line."""
    if kind == "fifo":
        os.mkfifo(tmp_path / "suite.json")
    suite = str(tmp_path / "suite.json") if kind == "fifo" else kind
    done = _verify("--engine", sys.executable, "--suite", suite, cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    what = "a named pipe" if kind == "fifo" else "a character device"
    assert (
        done.stderr.count("\n") == 1 and f"--suite {suite!r}: cannot read it: {what}, not a regular file" in done.stderr
    )


@pytest.mark.process
def test_a_junit_target_that_is_no_regular_file_is_refused_before_the_engine_runs(tmp_path: Path) -> None:
    """Finding: a named pipe as ``--junit`` hung (it was opened to see whether it held a report). It is
    refused before any case runs, and the pipe is never opened."""
    os.mkfifo(tmp_path / "report.xml")
    ran = tmp_path / "ran"
    script = tmp_path / "engine.sh"
    script.write_text(f"#!/bin/sh\ntouch {ran}\necho '{{}}'\n", encoding="utf-8")
    script.chmod(0o755)
    suite = _suite_file(tmp_path)
    done = _verify(
        "--engine", str(script), "--suite", str(suite), "--junit", str(tmp_path / "report.xml"), cwd=tmp_path
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "is a named pipe; name a regular file" in done.stderr
    assert not ran.exists()


ENDLESS = "import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n"


@pytest.mark.process
@pytest.mark.parametrize("batch", [False, True], ids=["one-shot", "batch"])
def test_an_endless_answer_is_a_failed_case_not_a_hang(tmp_path: Path, batch: bool) -> None:
    """Finding: an engine's answer had no size limit: an endless line was read into memory until the
    timeout (or the memory) ran out. An answer longer than 1 MB fails its case as soon as it is."""
    script = tmp_path / "endless.py"
    script.write_text(ENDLESS, encoding="utf-8")
    suite = _suite_file(tmp_path)
    args = ["--engine", f"{sys.executable} {script}", "--suite", str(suite), "--timeout", "3600", "--json"]
    done = _verify(*args, *(["--batch"] if batch else []), cwd=tmp_path)
    assert done.returncode == 1, done.stderr
    (case,) = json.loads(done.stdout)["cases"]
    assert case["status"] == "failed" and case["reason"].startswith("the answer is longer than 1 MB")


@pytest.mark.process
@pytest.mark.parametrize(("how", "code"), [("SIGTERM", 143), ("SIGHUP", 129), ("SIGINT", 130)])
def test_stopping_verify_stops_the_engine(tmp_path: Path, how: str, code: int, survivors: dict[int, int]) -> None:
    """Finding (as above): the engine now runs in a session of its own, which a signal to ``verify``
    alone, or the terminal's Ctrl-C and hang-up, does not reach; ``verify`` kills its group on the way
    out, and says in one line that it stopped."""
    script, pidfile = _engine_with_a_child(tmp_path, background=False, interpreted=True)
    argv = [sys.executable, "-m", "skrules", "verify", "--engine", str(script), "--suite", str(_suite_file(tmp_path))]
    proc = subprocess.Popen(
        _interruptible([*argv, "--timeout", "3600"]),
        stderr=subprocess.PIPE,
        text=True,
        env=_environment(),
        start_new_session=True,
    )
    try:
        pid = _child_of(pidfile, survivors)
        os.killpg(proc.pid, getattr(signal, how))  # the terminal's group: verify alone, as the engine has its own
        _, err = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert _wait_until(lambda: _stat(pid) is None, 5), "the engine's child is still running"
    assert proc.returncode == code
    assert err.count("\n") == 1 and err.startswith("skrules: verify "), err
