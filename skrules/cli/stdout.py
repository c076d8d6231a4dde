"""Standard output (and error) that cannot end a command: closed, full or a pipe whose reader has gone.

A command's answer is printed last; its exit code and its report files (``--junit-xml``) are
what a script or a CI server reads. So a lost output must not cost them: what cannot be
written is dropped, the command runs to its end, and :func:`main <skrules.cli.main>` says
once, on standard error, that the answer was lost (unless a reader simply stopped reading,
as ``head`` does, which is no error). A command that would have succeeded exits with
:data:`LOST` instead, so that ``skrules export --out - > suite.json && ...`` does not go on
with half a file; a failure's own exit code (1, 2) is kept, as it says more.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import sys

from ..refusals import CommandRefusal as CR
from ..refusals import os_reason, refusal

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    from typing import Any, TextIO


LOST = 74  # the answer could not be written (sysexits' EX_IOERR), where the command would have exited 0


class GuardedOutput(io.TextIOBase):
    """A text stream in front of the real standard output that records a failure instead of raising it.

    Only :class:`OSError` is held back (``EPIPE``, ``EBADF``, ``ENOSPC``, ``EIO``); anything else,
    an encoding error for one, is a fault of the command and goes on as before. Every other
    attribute is the real stream's, so rich, argparse and ``input`` see the stream they expect.
    """

    def __init__(self, stream: TextIO | None) -> None:
        super().__init__()
        self.stream = stream
        self.lost: OSError | None = None if stream is not None else OSError(errno.EBADF, "standard output is closed")
        self.dropped = False  # whether anything was meant for the lost output

    def write(self, text: str) -> int:
        if self.lost is None and self.stream is not None:
            try:
                return self.stream.write(text)
            except OSError as err:
                self._lose(err)
        self.dropped = self.dropped or bool(text)
        return len(text)

    def flush(self) -> None:
        if self.lost is None and self.stream is not None:
            try:
                self.stream.flush()
            except (OSError, ValueError) as err:  # ValueError: the stream was closed under us
                self._lose(err if isinstance(err, OSError) else OSError(errno.EBADF, str(err)))

    def _lose(self, err: OSError) -> None:
        """Keep the failure; what the real stream still holds goes to the null device, not to a second error at exit."""
        self.lost = err
        self.dropped = True
        if self.stream is None:
            return
        with contextlib.suppress(OSError, ValueError, AttributeError, io.UnsupportedOperation):
            fileno = self.stream.fileno()
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, fileno)
            finally:
                os.close(null)

    def isatty(self) -> bool:
        return self.lost is None and self.stream is not None and self.stream.isatty()

    def fileno(self) -> int:
        if self.stream is None:
            raise io.UnsupportedOperation("standard output is closed")
        return self.stream.fileno()

    def writable(self) -> bool:
        return True

    def close(self) -> None:
        """The real stream stays open: it is the interpreter's, not this wrapper's."""

    @property  # TextIOBase's own is a read-only property too, which typeshed calls an attribute
    def encoding(self) -> str:  # type: ignore[override]
        return str(getattr(self.stream, "encoding", None) or "utf-8")

    @property
    def errors(self) -> str | None:  # type: ignore[override]
        return getattr(self.stream, "errors", None)

    def __getattr__(self, name: str) -> Any:
        if name == "stream":  # asked before __init__ set it (copy, pickle): no endless lookup
            raise AttributeError(name)
        return getattr(self.stream, name)

    def complaint(self, lang: str | None = None) -> str | None:
        """The one line to print on standard error, in ``lang`` (None: English), or None: nothing was lost, or a
        reader stopped early."""
        if not self.dropped or self.lost is None or self.lost.errno == errno.EPIPE:
            return None
        if self.stream is None:
            said = refusal(CR.STDOUT_CLOSED)
        else:
            reason = os_reason(self.lost) if self.lost.strerror else type(self.lost).__name__
            said = refusal(CR.STDOUT_LOST, said=reason)
        if lang is None:
            return str(said)
        from ..i18n import refused_text  # only an answer lost under --lang reads the catalogues

        return refused_text(said, lang)


def guard() -> GuardedOutput:
    """Put a :class:`GuardedOutput` in ``sys.stdout``; with descriptor 1 closed, the null device takes its place.

    A file opened later (a report, a temporary file) would otherwise get descriptor 1, where
    anything writing to standard output by number would land in it.
    """
    stream = sys.stdout
    if stream is None:
        with contextlib.suppress(OSError):
            _hold_descriptor_1()
    guarded = GuardedOutput(stream)
    sys.stdout = guarded
    return guarded


def guard_errors() -> GuardedOutput:
    """Put a :class:`GuardedOutput` in ``sys.stderr`` too: a refusal whose line cannot be written
    (``2>/dev/full``, ``2>&1 | head -1``, standard error closed) keeps its exit code. The line is
    dropped, with nowhere left to say so."""
    guarded = GuardedOutput(sys.stderr)
    sys.stderr = guarded
    return guarded


def unguard_errors(guarded: GuardedOutput) -> None:
    """Put the real standard error back."""
    if sys.stderr is guarded:
        sys.stderr = guarded.stream


def _hold_descriptor_1() -> None:
    try:
        os.fstat(1)
        return  # open: not ours to change
    except OSError:
        pass
    null = os.open(os.devnull, os.O_WRONLY)
    if null != 1:
        os.dup2(null, 1)
        os.close(null)


def null_input() -> TextIO:
    """Standard input for a command started with it closed: the null device, read as empty.

    It takes descriptor 0 when that is free, so that no file opened later is read as the input.
    """
    null = os.open(os.devnull, os.O_RDONLY)  # descriptor 0 if it is free, as the lowest free one
    if null != 0 and not _is_open(0):
        os.dup2(null, 0)
        os.close(null)
        null = 0
    return os.fdopen(null, encoding="utf-8")


def _is_open(fd: int) -> bool:
    try:
        os.fstat(fd)
    except OSError:
        return False
    return True


def unguard(guarded: GuardedOutput, lang: str | None = None) -> bool:
    """Put the real stream back, and say on standard error, in ``lang``, if the answer was lost: whether it was."""
    if sys.stdout is guarded:
        sys.stdout = guarded.stream  # None when descriptor 1 was closed at start
    complaint = guarded.complaint(lang)
    if complaint is not None:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            print(complaint, file=sys.stderr)
    return complaint is not None
