"""Running another engine over the suite: one process per case, or one process for all (``--batch``).

The engine is a command (split as a POSIX shell splits it, but run without a shell). It reads
a case as JSON on standard input and writes its answer as JSON on standard output: once and
exits, or, in batch mode, one case per line in and one answer per line out. Whatever it does, a
crash, a silence past the timeout, an answer that is no JSON or one longer than
:data:`ANSWER_BYTES` fails that case with the reason, and the next case gets a fresh start.

The engine runs in a process group of its own (a session, on POSIX), and the whole group is
killed after a timeout and when the engine is done: a wrapper script's real engine, or a child
the engine leaves in the background, does not outlive the run.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import IO, TYPE_CHECKING

from ..shown import byte_codes
from .compare import Check, Status, judge_answer

if TYPE_CHECKING:
    from .declare import Declaration

__all__ = [
    "ANSWER_BYTES",
    "BatchEngine",
    "CaseResult",
    "Engine",
    "NoAnswer",
    "NoBatchAnswer",
    "NoOneShotAnswer",
    "OneShotEngine",
    "run_suite",
]

ANSWER_BYTES = 1024 * 1024  # one answer (a one-shot engine's output, a batch engine's line): far beyond any real one
PENDING_LINES = 16  # a batch engine's lines read ahead of the case that asks for one; then it waits
STDERR_BYTES = 64 * 1024  # the end of what an engine writes to standard error, kept to show a crash
_OVERLONG = b"(a line longer than ANSWER_BYTES)"  # in a batch engine's queue, told apart by identity
_MEGABYTES = f"{ANSWER_BYTES // (1024 * 1024)} MB"
SILENT_CASES = 3  # a one-shot engine that answers none of the first this many cases is stopped there


class CaseResult:
    """One case of the suite, and what the engine's answer came to."""

    __slots__ = ("case", "check", "seconds")

    def __init__(self, case: dict[str, object], check: Check, seconds: float) -> None:
        self.case = case
        self.check = check
        self.seconds = seconds

    @property
    def id(self) -> str:
        return str(self.case.get("id", "?"))

    @property
    def rules(self) -> list[str]:
        rules = self.case.get("rules", [])
        return [str(r) for r in rules] if isinstance(rules, list) else []


class Engine:
    """Sends one case's JSON text and returns the answer's text, or a failed :class:`Check` saying why none came."""

    def ask(self, text: str) -> str | Check:
        raise NotImplementedError

    def close(self) -> None:
        """Stop whatever is still running."""


def _tail(text: str, lines: int = 3) -> str:
    kept = [line for line in text.strip().splitlines() if line.strip()][-lines:]
    return " | ".join(kept)


def _exited(code: int, stderr: str) -> Check:
    said = _tail(stderr)
    how = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
    return Check(Status.FAILED, f"the engine crashed ({how})" + (f"; it said: {said}" if said else ""))


def _timeout(seconds: float) -> Check:
    return Check(Status.FAILED, f"timeout: no answer within {seconds:g} s")


class NoAnswer(Exception):
    """The engine answered nothing at all, so the run stopped rather than wait out every case's timeout in turn:
    ``seconds`` the timeout, ``asked`` the cases sent, ``said`` the end of what it wrote to standard error."""

    seconds: float
    asked: int
    said: str


class NoBatchAnswer(NoAnswer):
    """A batch engine answered no line by the timeout of the first case it was sent (or of any case before it
    had answered one): most often an engine started without its own batch mode, which reads to the end of its
    input before it answers. The run stops there, rather than wait out every case's timeout in turn."""

    def __init__(self, seconds: float, asked: int, said: str) -> None:
        self.seconds, self.asked, self.said = seconds, asked, said
        which = "the first case" if asked == 1 else f"any of the first {asked} cases"
        super().__init__(
            f"the engine answered nothing to {which} in {seconds:g} s: does it read one case per line and answer "
            "each at once (--batch passed to it too, if it needs a flag of its own)? No other case was sent"
            + (f"; it said: {said}" if said else "")
        )


class NoOneShotAnswer(NoAnswer):
    """A one-shot engine timed out on each of the first :data:`SILENT_CASES` cases, with no answer and no exit
    (one timeout alone may be a slow start): most often an engine that waits for input other than its standard
    input, or one slower than ``--timeout``. The run stops there."""

    def __init__(self, seconds: float, asked: int, said: str) -> None:
        self.seconds, self.asked, self.said = seconds, asked, said
        super().__init__(
            f"the engine answered none of the first {asked} cases in {seconds:g} s each: does it read the case from "
            "its standard input and print its answer, then exit (or does it need a longer --timeout)? "
            "No other case was sent" + (f"; it said: {said}" if said else "")
        )


def _overlong() -> Check:
    return Check(Status.FAILED, f"the answer is longer than {_MEGABYTES}; it was cut off there and the engine stopped")


def _decoded(data: bytes) -> str | Check:
    """The answer's text, or a failed check when its bytes are not UTF-8 (nothing is guessed or replaced)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        bad = byte_codes(data[err.start : err.end])
        shown = data[:200].decode("utf-8", "replace")
        return Check(Status.FAILED, f"the answer is not valid UTF-8 (byte {bad} at offset {err.start})", answer=shown)


def _spawn(argv: Sequence[str]) -> subprocess.Popen[bytes]:
    """The engine started in a session of its own, so that its whole process group can be killed."""
    return subprocess.Popen(
        argv,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=engine_environment(),
        start_new_session=True,
    )


_STOPS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


@contextlib.contextmanager
def _held_signals() -> Iterator[None]:
    """Ctrl-C, SIGTERM and SIGHUP held while an engine starts, then delivered once the block ends.

    A stop that came inside ``Popen``, after the fork, would leave the engine running with no
    process object to kill it by. Held, it is raised (as ``KeyboardInterrupt`` or the command's
    own stop) after the block, where the caller already holds the process to stop. Signal handlers
    belong to the main thread: elsewhere the block holds nothing.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    came: list[int] = []
    before = {sig: signal.signal(sig, lambda sig, _frame: came.append(sig)) for sig in _STOPS}
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)
        if came:
            signal.raise_signal(came[0])  # the handler that was in place acts on it now


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    """Kill the engine and every process it started that is still in its group, then reap the engine."""
    if hasattr(os, "killpg"):
        with contextlib.suppress(ProcessLookupError, PermissionError):  # the group is empty already
            os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        proc.kill()
    proc.wait()


class _Collector:
    """Reads a stream in a thread: up to ``limit`` bytes kept (the first, or with ``tail`` the last).

    Beyond ``limit`` the first kind stops reading and says so (``over``); the tail kind reads on,
    so that a chatty standard error never blocks the engine, and keeps only the end.
    """

    def __init__(self, stream: IO[bytes] | None, limit: int, *, tail: bool = False) -> None:
        self._data = bytearray()
        self._lock = threading.Lock()
        self.limit, self.tail = limit, tail
        self.over = threading.Event()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream: IO[bytes] | None) -> None:
        read = getattr(stream, "read1", None)
        while read is not None and (chunk := read(65536)):
            with self._lock:
                self._data += chunk
                if len(self._data) > self.limit and self.tail:
                    del self._data[: len(self._data) - self.limit]
                elif len(self._data) > self.limit:
                    self.over.set()
                    return

    def data(self, wait: float) -> bytes:
        """What was read, once the stream has ended or after ``wait`` seconds at most."""
        self._thread.join(wait)
        with self._lock:
            return bytes(self._data)


def _feed(stream: IO[bytes] | None, data: bytes) -> None:
    """Write the case to the engine's standard input and close it; an engine that reads none is no error."""
    if stream is None:
        return
    with contextlib.suppress(OSError):
        stream.write(data)
    with contextlib.suppress(OSError):
        stream.close()


class OneShotEngine(Engine):
    """A fresh process per case: the case on standard input, the answer on standard output, then exit."""

    def __init__(self, argv: Sequence[str], timeout: float) -> None:
        self.argv = list(argv)
        self.timeout = timeout
        self._silent = 0  # the cases it timed out on, until it first answers or exits (then -1)
        self._late, self._said = False, ""  # whether the last case timed out, and what it wrote to standard error

    def ask(self, text: str) -> str | Check:
        """The answer it printed; :class:`NoOneShotAnswer` raised when the first :data:`SILENT_CASES` cases all
        timed out."""
        proc = None
        try:
            with _held_signals():
                proc = _spawn(self.argv)
            return self._counted(self._answer(proc, text.encode("utf-8")))
        except OSError as err:
            if proc is not None:
                raise
            return Check(Status.FAILED, f"the engine could not be started: {err.strerror or err}")
        finally:
            if proc is not None:
                _kill_group(proc)  # what it left running, also after a timeout or an interrupt

    def _counted(self, got: str | Check) -> str | Check:
        """The case's answer, once its timeout is counted while the engine has never answered."""
        if self._silent >= 0:
            self._silent = self._silent + 1 if self._late else -1  # once it answers, a timeout is that case's alone
            if self._silent == SILENT_CASES:
                raise NoOneShotAnswer(self.timeout, SILENT_CASES, self._said)
        return got

    def _answer(self, proc: subprocess.Popen[bytes], data: bytes) -> str | Check:
        deadline = time.monotonic() + self.timeout
        out = _Collector(proc.stdout, ANSWER_BYTES)
        err = _Collector(proc.stderr, STDERR_BYTES, tail=True)
        threading.Thread(target=_feed, args=(proc.stdin, data), daemon=True).start()
        self._late = False
        while (code := proc.poll()) is None:
            if out.over.wait(min(0.02, max(0.0, deadline - time.monotonic()))):
                return _overlong()
            if time.monotonic() >= deadline:
                self._late, self._said = True, _tail(err.data(wait=0.0).decode("utf-8", "replace"))
                return _timeout(self.timeout)
        _kill_group(proc)  # its children may hold its output open: the answer ends with the engine
        answer = out.data(wait=1.0)
        if out.over.is_set():
            return _overlong()
        if code != 0:
            return _exited(code, err.data(wait=1.0).decode("utf-8", "replace"))
        return _decoded(answer)


class BatchEngine(Engine):
    """One process for every case: a case per line in (JSON Lines), an answer per line out.

    Lines are read by a thread, so that a silent engine costs the timeout and no more; it reads
    a few lines ahead at most (:data:`PENDING_LINES`), each of at most :data:`ANSWER_BYTES`. After
    a timeout, a crash or an over-long line the process is stopped, and the next case starts a
    new one.
    """

    def __init__(self, argv: Sequence[str], timeout: float) -> None:
        self.argv = list(argv)
        self.timeout = timeout
        self._proc: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[bytes | None] = queue.Queue(PENDING_LINES)
        self._stop = threading.Event()
        self._stderr: _Collector | None = None
        self._answered = False  # whether the engine has answered a line since verify began
        self._asked = 0  # the cases sent to it since verify began

    def _start(self) -> subprocess.Popen[bytes]:
        with _held_signals():  # a stop while it starts is raised once it is ours to close
            proc = self._proc = _spawn(self.argv)
        self._stderr = _Collector(proc.stderr, STDERR_BYTES, tail=True)
        self._lines, self._stop = queue.Queue(PENDING_LINES), threading.Event()
        threading.Thread(target=_read_lines, args=(proc.stdout, self._lines, self._stop), daemon=True).start()
        return proc

    def ask(self, text: str) -> str | Check:
        """The answer's line; :class:`NoBatchAnswer` raised when the engine has answered no line by this case's
        timeout (no case is worth its timeout again then)."""
        self._asked += 1
        if self._proc is not None and self._stale():
            self.close()  # it ended after its last answer (or will not stop talking): start it afresh
        try:
            proc = self._proc = self._proc or self._start()
            assert proc.stdin is not None
            proc.stdin.write(text.replace("\n", " ").encode("utf-8") + b"\n")
            proc.stdin.flush()
        except OSError as err:  # could not start, or it had already gone when written to
            return self._gone(f"the engine could not be sent the case: {err.strerror or err}")
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            said = "" if self._answered else _tail(self._read_stderr(wait=0.0))
            self._end(grace=0)
            if not self._answered:
                raise NoBatchAnswer(self.timeout, self._asked, said) from None
            return _timeout(self.timeout)
        except BaseException:  # stopped while it works (Ctrl-C, SIGTERM): no answer will be read
            self._end(grace=0)
            raise
        if line is None:
            return self._gone(None)
        if line is _OVERLONG:
            self._end(grace=0)
            return _overlong()
        self._answered = True
        return _decoded(line)

    def _stale(self) -> bool:
        """Drop lines the engine wrote beyond its last answer; True if its output has closed since, or
        if it keeps writing lines faster than they can be dropped."""
        for _ in range(4 * PENDING_LINES):
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return False
            if line is None or line is _OVERLONG:
                return True
        return True

    def _gone(self, reason: str | None) -> Check:
        """The process ended (or never began): why, with what it said on standard error."""
        proc, self._proc = self._proc, None
        code = None
        if proc is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                code = proc.wait(timeout=self.timeout)
            self._stop.set()
            _kill_group(proc)
            code = proc.returncode if code is None else code
        stderr = self._read_stderr()
        if reason is None and code is not None:
            return _exited(code, stderr) if code != 0 else Check(Status.FAILED, "the engine exited without answering")
        said = _tail(stderr)
        return Check(Status.FAILED, (reason or "the engine stopped") + (f"; it said: {said}" if said else ""))

    def _read_stderr(self, wait: float = 1.0) -> str:
        collector, self._stderr = self._stderr, None
        return "" if collector is None else collector.data(wait=wait).decode("utf-8", "replace")

    def close(self) -> None:
        self._end(grace=1.0)  # a moment to end by itself once its input is closed

    def _end(self, grace: float) -> None:
        """Close the engine's input, give it ``grace`` seconds to end by itself, then kill its group.

        An engine that has timed out or will not stop talking gets none: it is stopped at once, as a
        one-shot engine is, and the run does not wait a second more per such case.
        """
        proc, self._proc = self._proc, None
        self._stop.set()
        if proc is None:
            return
        with contextlib.suppress(OSError, subprocess.TimeoutExpired):
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(timeout=grace)
        _kill_group(proc)
        self._stderr = None


def _read_lines(stream: IO[bytes] | None, out: queue.Queue[bytes | None], stop: threading.Event) -> None:
    """Every line the engine writes, then None when its output closes; an over-long line ends the reading."""
    while stream is not None and not stop.is_set():
        line = stream.readline(ANSWER_BYTES + 1)
        if not line:
            break
        if len(line) > ANSWER_BYTES:
            _put(out, _OVERLONG, stop)
            return
        if line.strip() and not _put(out, line, stop):
            return
    _put(out, None, stop)


def _put(out: queue.Queue[bytes | None], item: bytes | None, stop: threading.Event) -> bool:
    """Queue ``item``, waiting while the queue is full, unless the engine is being stopped."""
    while not stop.is_set():
        try:
            out.put(item, timeout=0.1)
        except queue.Full:
            continue
        return True
    return False


def run_suite(
    cases: Iterable[dict[str, object]],
    engine: Engine,
    on_result: Callable[[CaseResult], None] | None = None,
    declared: Declaration | None = None,
) -> list[CaseResult]:
    """Every case sent to the engine and its answer checked, in suite order.

    A case the engine ``declared`` it cannot play is not sent: it is *unsupported*, with the reason. A batch
    engine that answers nothing to the first case stops the run with :class:`NoBatchAnswer` (the engine closed).
    """
    results = []
    try:
        for case in cases:
            start = time.perf_counter()
            check = _check(case, engine, declared)
            result = CaseResult(case, check, time.perf_counter() - start)
            results.append(result)
            if on_result is not None:
                on_result(result)
    finally:
        engine.close()
    return results


def _check(case: dict[str, object], engine: Engine, declared: Declaration | None) -> Check:
    why = None if declared is None else declared.unsupported(case)
    if why is not None:
        return Check(Status.UNSUPPORTED, f"not supported: {why}")
    expected = case.get("expected")
    sent = {k: v for k, v in case.items() if k not in ("expected", "because")}
    got = engine.ask(json.dumps(sent, ensure_ascii=False))
    if isinstance(got, Check):
        return got
    if not isinstance(expected, dict):
        return Check(Status.FAILED, "the suite gives no expected answer for this case")
    return judge_answer(expected if declared is None else declared.comparable(expected), got)


def engine_environment() -> dict[str, str]:
    """The environment the engine runs in: this one, with Python's output unbuffered for batch mode."""
    return {**os.environ, "PYTHONUNBUFFERED": "1"}
