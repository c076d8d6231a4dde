"""Running another engine over the suite: one process per case, or one process for all (``--batch``).

The engine is a command (split as a POSIX shell splits it, but run without a shell). It reads
a case as JSON on standard input and writes its answer as JSON on standard output: once and
exits, or, in batch mode, one case per line in and one answer per line out. Whatever it does, a
crash, a silence past the timeout or an answer that is no JSON fails that case with the reason,
and the next case gets a fresh start.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from typing import IO

from .compare import Check, Status, judge_answer

__all__ = ["BatchEngine", "CaseResult", "Engine", "OneShotEngine", "run_suite"]


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


class OneShotEngine(Engine):
    """A fresh process per case: the case on standard input, the answer on standard output, then exit."""

    def __init__(self, argv: Sequence[str], timeout: float) -> None:
        self.argv = list(argv)
        self.timeout = timeout

    def ask(self, text: str) -> str | Check:
        try:
            done = subprocess.run(
                self.argv,
                input=text.encode(),
                capture_output=True,
                timeout=self.timeout,
                check=False,
                env=engine_environment(),
            )
        except subprocess.TimeoutExpired:
            return Check(Status.FAILED, f"timeout: no answer within {self.timeout:g} s")
        except OSError as err:
            return Check(Status.FAILED, f"the engine could not be started: {err.strerror or err}")
        stderr = done.stderr.decode("utf-8", "replace")
        if done.returncode != 0:
            return _exited(done.returncode, stderr)
        return done.stdout.decode("utf-8", "replace")


class BatchEngine(Engine):
    """One process for every case: a case per line in (JSON Lines), an answer per line out.

    Lines are read by a thread, so that a silent engine costs the timeout and no more. After a
    timeout or a crash the process is stopped, and the next case starts a new one.
    """

    def __init__(self, argv: Sequence[str], timeout: float) -> None:
        self.argv = list(argv)
        self.timeout = timeout
        self._proc: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._stderr: IO[bytes] | None = None

    def _start(self) -> subprocess.Popen[bytes]:
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115  (closed with the process, in close())
        proc = subprocess.Popen(
            self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, env=engine_environment()
        )
        self._lines = queue.Queue()
        threading.Thread(target=_read_lines, args=(proc.stdout, self._lines), daemon=True).start()
        return proc

    def ask(self, text: str) -> str | Check:
        if self._proc is not None and self._stale():
            self.close()  # it ended after its last answer: start it afresh for this case
        try:
            proc = self._proc = self._proc or self._start()
            assert proc.stdin is not None
            proc.stdin.write(text.replace("\n", " ").encode() + b"\n")
            proc.stdin.flush()
        except OSError as err:  # could not start, or it had already gone when written to
            return self._gone(f"the engine could not be sent the case: {err.strerror or err}")
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            self.close()
            return Check(Status.FAILED, f"timeout: no answer within {self.timeout:g} s")
        if line is None:
            return self._gone(None)
        return line.decode("utf-8", "replace")

    def _stale(self) -> bool:
        """Drop lines the engine wrote beyond its last answer; True if its output has closed since."""
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return False
            if line is None:
                return True

    def _gone(self, reason: str | None) -> Check:
        """The process ended (or never began): why, with what it said on standard error."""
        proc, self._proc = self._proc, None
        code = None
        if proc is not None:
            try:
                code = proc.wait(timeout=self.timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
                code = proc.wait()
        stderr = self._read_stderr()
        if reason is None and code is not None:
            return _exited(code, stderr) if code != 0 else Check(Status.FAILED, "the engine exited without answering")
        said = _tail(stderr)
        return Check(Status.FAILED, (reason or "the engine stopped") + (f"; it said: {said}" if said else ""))

    def _read_stderr(self) -> str:
        if self._stderr is None:
            return ""
        self._stderr.seek(0)
        text = self._stderr.read().decode("utf-8", "replace")
        self._stderr.close()
        self._stderr = None
        return text

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(timeout=1)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None


def _read_lines(stream: IO[bytes] | None, out: queue.Queue[bytes | None]) -> None:
    """Every line the engine writes, then None when its output closes."""
    if stream is not None:
        for line in stream:
            if line.strip():
                out.put(line)
    out.put(None)


def run_suite(
    cases: Iterable[dict[str, object]], engine: Engine, on_result: Callable[[CaseResult], None] | None = None
) -> list[CaseResult]:
    """Every case sent to the engine and its answer checked, in suite order."""
    results = []
    try:
        for case in cases:
            start = time.perf_counter()
            sent = {k: v for k, v in case.items() if k != "expected"}
            got = engine.ask(json.dumps(sent, ensure_ascii=False))
            expected = case.get("expected")
            if isinstance(got, Check):
                check = got
            elif isinstance(expected, dict):
                check = judge_answer(expected, got)
            else:
                check = Check(Status.FAILED, "the suite gives no expected answer for this case")
            result = CaseResult(case, check, time.perf_counter() - start)
            results.append(result)
            if on_result is not None:
                on_result(result)
    finally:
        engine.close()
    return results


def engine_environment() -> dict[str, str]:
    """The environment the engine runs in: this one, with Python's output unbuffered for batch mode."""
    return {**os.environ, "PYTHONUNBUFFERED": "1"}
