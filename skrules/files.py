"""Reading and writing the files the user names: regular files only, of a bounded size, written whole.

Opening a named pipe blocks until someone writes to it, and ``/dev/zero`` never ends: a
scenario or a score sheet named by mistake must be refused at once, not hang the command.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
from pathlib import Path

from .refusals import Refusal, RefusalMsg, os_reason, refusal
from .refusals import SetupRefusal as R

TYPE_CHECKING = False  # typing is not imported at run time: it costs start-up time
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import IO, TextIO

__all__ = [
    "EMPTY_PATH",
    "LINE_MAX",
    "MAX_BYTES",
    "BoundedLines",
    "LineTooLong",
    "NotRegularFile",
    "NotText",
    "as_typed",
    "kind_of",
    "read_regular",
    "read_stream",
    "skip_rest",
    "split_lines",
    "unwritable",
    "write_bytes",
    "write_text",
    "write_whole",
]

MAX_BYTES = 16 * 1024 * 1024  # far beyond any scenario file or score sheet written by hand
# Path("") is the current folder: an empty name (an empty "$DIR" in a script, '' typed) is said to be none
EMPTY_PATH = "an empty path names no file or folder"
_LINE_END = re.compile(r"\r\n|\r|\n")


def split_lines(text: str) -> list[str]:
    """The lines of a text saved on any system: CRLF, CR or LF ends (``str.split("\n")`` keeps a CR)."""
    return _LINE_END.split(text)


class NotRegularFile(OSError):
    """A path that names something other than a regular file, or a file too large to be one of ours: its
    ``strerror`` says which, as a refusal each language can say when it was written from one."""

    def __init__(self, path: str | Path, what: str) -> None:
        super().__init__(errno.EINVAL, what, str(path))


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words for a message."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_regular(path: str | Path) -> bytes:
    """The bytes of a regular file; raises :class:`OSError` (``NotRegularFile`` for the wrong kind).

    The file is opened without blocking and checked with ``fstat`` on the open descriptor, so a
    pipe put in the file's place between a check and the open cannot hang the read either.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, refusal(R.FILE_NOT_REGULAR, word=kind_of(mode)))
        with os.fdopen(fd, "rb", closefd=False) as f:
            return _bounded(f.read(MAX_BYTES + 1), path)
    finally:
        os.close(fd)


def read_stream(stream: object, name: str) -> bytes:
    """At most :data:`MAX_BYTES` of a binary stream (standard input); more is refused, not read forever."""
    read = getattr(stream, "read")  # noqa: B009 (any object with read(n))
    data = read(MAX_BYTES + 1)
    return _bounded(data if isinstance(data, bytes) else str(data).encode("utf-8", "surrogateescape"), name)


def _bounded(data: bytes, path: str | Path) -> bytes:
    if len(data) > MAX_BYTES:
        raise NotRegularFile(path, refusal(R.FILE_TOO_LARGE, n=MAX_BYTES // (1024 * 1024)))
    return data


def unwritable(name: str) -> Refusal | None:
    """Why :func:`write_whole` may not write the file ``name``, as a refusal that begins with the name; or None.

    A command asks this before its work, so that ``--out /dev/null --force`` is refused at once
    rather than after the work, and a file in a folder that does not exist is named as such.
    """
    path = Path(name)
    try:
        mode: int | None = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except (OSError, ValueError) as err:  # a link loop, a name too long, a NUL byte, no permission
        return refusal(RefusalMsg.AT_TEXT, typed=repr(name), said=os_reason(err))
    if mode is not None and not stat.S_ISREG(mode):
        folder = stat.S_ISDIR(mode)
        if path.is_symlink():
            leads = R.FILE_LEADS_TO_FOLDER if folder else R.FILE_LEADS_TO
            return refusal(leads, typed=repr(name), typed2=repr(os.path.realpath(path)), word=kind_of(mode))
        return refusal(R.FILE_IS_FOLDER if folder else R.FILE_IS, typed=repr(name), word=kind_of(mode))
    parent = path.resolve().parent
    if not parent.is_dir():
        return refusal(R.FILE_NO_FOLDER, typed=repr(name), typed2=repr(str(path.parent)))
    return _uncreatable(name, parent)


def _uncreatable(name: str, folder: Path) -> Refusal | None:
    """Why no file can be made in ``folder`` (read-only, no permission, ``/proc``), found by making and removing
    one, as :func:`write_whole` will: a report that could not be written is refused before the work, not after."""
    try:
        tmp, fd = _temporary_beside(folder / "probe")
    except OSError as err:
        return refusal(R.FILE_NO_CREATE, typed=repr(name), typed2=repr(str(folder)), said=os_reason(err))
    os.close(fd)
    tmp.unlink(missing_ok=True)
    return None


def _reason(err: OSError) -> str:
    return str(err.strerror or err)


def write_whole(path: str | Path, write: Callable[[TextIO], None]) -> None:
    """Write a whole file or nothing: a half-written file never replaces a good one.

    The text goes to a temporary file beside the target, which then takes the target's place by
    a rename. Only a regular file is ever replaced: a named pipe, a device or a folder (also
    behind a link) raises :class:`NotRegularFile`, so no command turns ``/dev/...`` into a file.
    A new file gets the permissions the user's umask gives any new file; a replaced one keeps
    its own. A link is followed, so the file lands where the link points and the link stays.
    """
    target = Path(path).resolve()
    try:
        mode: int | None = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        raise NotRegularFile(path, f"{kind_of(mode)}: only a regular file is replaced")
    try:
        tmp, fd = _temporary_beside(target)
    except OSError as err:  # the name the user gave, never the temporary file's, which nobody typed
        raise OSError(err.errno, _reason(err), str(path)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            write(f)
        if mode is not None:
            tmp.chmod(stat.S_IMODE(mode))
        tmp.replace(target)
    except BaseException as err:
        tmp.unlink(missing_ok=True)
        if isinstance(err, OSError) and err.filename is not None and not isinstance(err, NotRegularFile):
            raise OSError(err.errno, _reason(err), str(path)) from None
        raise


def write_text(path: str | Path, text: str) -> None:
    """:func:`write_whole` for a text already made."""

    def write(f: IO[str]) -> None:
        f.write(text)

    write_whole(path, write)


def write_bytes(path: str | Path, data: bytes) -> None:
    """:func:`write_whole` for bytes (an image, a compressed file the site build makes)."""

    def write(f: TextIO) -> None:
        f.flush()
        f.buffer.write(data)

    write_whole(path, write)


def _temporary_beside(path: Path) -> tuple[Path, int]:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    for _ in range(100):
        tmp = path.parent / f".skrules-{secrets.token_hex(6)}.tmp"
        try:
            return tmp, os.open(tmp, flags, 0o666)  # the umask applies, as to any file the user creates
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "cannot create a temporary file next to it", str(path))


LINE_MAX = 10_000  # characters in a line typed for skrules: a trick or a table command, never a book
_CHUNK = 1 << 16  # what is read at a time of the rest of a line too long to take


class LineTooLong(ValueError):
    """A line of standard input longer than :data:`LINE_MAX`; its rest was skipped, the next line is read."""


def skip_rest(source: IO[str] | IO[bytes]) -> bool:
    """Read past the rest of an over-long line, a chunk at a time; False when it has no end within
    :data:`MAX_BYTES` (``/dev/zero``): the input is then taken as ended, never read until memory runs out."""
    skipped = 0
    while skipped <= MAX_BYTES:
        chunk = source.readline(_CHUNK)
        if not chunk or (chunk.endswith(b"\n") if isinstance(chunk, bytes) else chunk.endswith("\n")):
            return True
        skipped += len(chunk)
    return False


class NotText(EOFError):
    """Standard input that holds NUL bytes where a line goes on too long (``/dev/zero``, a binary file): no text
    typed, and maybe no line end ever; it is read no further, an end of input that says why."""


def skip_line(source: IO[str]) -> bool:
    """Read past the rest of an over-long line of text, a chunk at a time, however long it goes on; False at a
    NUL byte (``/dev/zero`` never ends its line), which text typed never holds."""
    while True:
        chunk = source.readline(_CHUNK)
        if "\0" in chunk:
            return False
        if not chunk or chunk.endswith("\n"):
            return True


class BoundedLines:
    """Standard input read by ``input()`` one bounded line at a time (a pipe or a file, not a terminal).

    ``input()`` reads a whole line, however long; through this, a line over :data:`LINE_MAX`
    raises :class:`LineTooLong` (the table refuses it as any bad input) and its rest is skipped, however
    long, without being held; one with NUL bytes in it raises :class:`NotText`, and the input ends there.
    Every other attribute is the stream's own.
    """

    def __init__(self, stream: IO[str]) -> None:
        self._stream, self._ended = stream, False

    def readline(self, size: int = -1) -> str:
        if self._ended:
            return ""
        line = self._stream.readline(LINE_MAX + 1)
        if len(line) <= LINE_MAX or line.endswith("\n"):
            return line
        if "\0" in line or not skip_line(self._stream):
            self._ended = True
            raise NotText("standard input holds NUL bytes, not text")
        raise LineTooLong(f"the line is longer than {LINE_MAX:,} characters; it is not read")

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def as_typed(path: Path | str) -> str:
    """A path as a shell takes it back: as it is, or in double quotes when it has a space or a character the
    shell reads (``"friday night.skull"``), so that a command the table prints can be pasted."""
    text = str(path)
    if _PLAIN.fullmatch(text):
        return text
    return '"' + re.sub(r'(["\\$`])', r"\\\1", text) + '"'


_PLAIN = re.compile(r"[\w@%+=:,./-]+")
