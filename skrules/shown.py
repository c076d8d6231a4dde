"""Text from the input, made safe to show: hidden characters as visible escapes, long quotes cut short.

A name or a title may hold characters that act instead of showing: control characters (an
escape sequence recolours the terminal), bidirectional and other format characters (U+202E
turns the rest of a line around), line and paragraph separators, lone surrogates. Shown as
typed, they make a report say something it does not; XML 1.0 forbids most of the control
characters outright. And a token quoted in an error can be as long as the line it came from.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing itself is not imported: this module is on the CLI's fast path
if TYPE_CHECKING:
    import re
    from collections.abc import Sequence

__all__ = [
    "CHARACTERS",
    "HIDDEN_CATEGORIES",
    "LIST_MAX",
    "QUOTE_MAX",
    "Quoted",
    "byte_codes",
    "cut_long",
    "hidden",
    "listed",
    "quote",
    "visible",
    "xml_text",
]

HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs"})  # control, format (bidi), separators, surrogates
QUOTE_MAX = 60  # characters of the input an error message quotes
LIST_MAX = 12  # items (card positions, places) an error message lists before it counts the rest
CHARACTERS = "({n} characters)"  # what follows a quote cut short: its length, a word of each catalogue


def hidden(text: str) -> str | None:
    """The first character of ``text`` that acts instead of showing, or None."""
    if text.isprintable():  # the common case, in C: printable text has none
        return None
    import unicodedata  # only for text that is not all printable: it costs start-up time

    return next((ch for ch in text if unicodedata.category(ch) in HIDDEN_CATEGORIES), None)


def _escape(ch: str) -> str:
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # a byte no UTF-8 reading could decode (a command line's, a file name's)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _undecoded(quoted: str) -> str:
    """repr's ``\\udcff`` written as the byte it stands for, ``\\xff``: Python holds a byte of the command line
    or of a file name that is not UTF-8 as a lone surrogate (surrogateescape), which names no character. Read
    escape by escape, so that a backslash typed before ``udcff`` stays as typed."""
    if "\\udc" not in quoted:
        return quoted
    out, i = [], 0
    while i < len(quoted):
        if quoted[i] != "\\":
            out.append(quoted[i])
            i += 1
        elif quoted.startswith("\\udc", i) and "80" <= quoted[i + 4 : i + 6] <= "ff":
            out.append(f"\\x{quoted[i + 4 : i + 6]}")
            i += 6
        else:  # an escape of its own (\\\\, \\n, \\x1b, ...): its next character is not a backslash that starts one
            out.append(quoted[i : i + 2])
            i += 2
    return "".join(out)


def visible(text: str, keep: str = "") -> str:
    """``text`` with each hidden character (but those in ``keep``) written as ``\\x1b``, ``\\u202e``, ..."""
    if text.isprintable():
        return text
    import unicodedata  # only for text that is not all printable: it costs start-up time

    return "".join(
        _escape(ch) if ch not in keep and unicodedata.category(ch) in HIDDEN_CATEGORIES else ch for ch in text
    )


_XML_FORBIDDEN = frozenset("\ufffe\uffff")  # beyond the hidden categories, the two XML 1.0 also leaves out


def xml_text(text: str) -> str:
    """``text`` fit for an XML 1.0 document: hidden characters escaped, newlines and tabs kept."""
    text = visible(text, keep="\n\t")
    if _XML_FORBIDDEN.isdisjoint(text):
        return text
    return "".join(_escape(ch) if ch in _XML_FORBIDDEN else ch for ch in text)


class Quoted(str):
    """A quote cut short, in English (``'xxx…' (300 characters)``), that remembers what it shows and the length it
    was cut from: what another language says its length from (:data:`CHARACTERS`, a word of each catalogue)."""

    shown: str
    length: int

    def said(self, characters: str) -> str:
        """The quote with its length in ``characters``, a language's words for :data:`CHARACTERS`."""
        return f"{self.shown}… {characters.format(n=f'{self.length:,}')}"


def quote(text: str, limit: int = QUOTE_MAX) -> str:
    """``repr(text)`` for an error message, cut to ``limit`` characters with its length when longer.

    repr already writes hidden characters as escapes; the cut keeps one over-long token from
    making a message as long as the input.
    """
    if len(text) <= limit:
        return _undecoded(repr(text))
    shown = _undecoded(repr(text[:limit]))
    cut = Quoted(f"{shown}… {CHARACTERS.format(n=f'{len(text):,}')}")
    cut.shown, cut.length = shown, len(text)
    return cut


_LONG_RUN = 3 * QUOTE_MAX  # characters without a space past which a message's word is input shown whole
# Chinese writes no spaces: its ideographs and full-width punctuation part a message's words as spaces do
_CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"


def cut_long(message: str, characters: str = CHARACTERS) -> str:
    """``message`` with each run of over ``_LONG_RUN`` characters without a space cut to ``QUOTE_MAX`` and its
    length: the last guard for a message that quotes its input whole (argparse's ``invalid int value``, a file
    name the system refused), so that a 100,000-character token does not come back as a 100,000-character line.
    ``characters`` is the length's words in the message's language."""
    if len(message) <= _LONG_RUN:
        return message
    import re  # only for a long message: this module is on the CLI's fast path

    return re.sub(rf"[^\s{_CJK}]{{{_LONG_RUN + 1},}}", lambda m: _cut_run(m, characters), message)


def _cut_run(m: re.Match[str], characters: str) -> str:
    """A long run cut, the punctuation that closes it kept (``'xxx…' (301 characters):`` keeps its ``':``)."""
    run = m.group()
    core = run.rstrip("'\":;,.!?)]}")
    head = run[: len(core) - len(core.lstrip("'\"([{"))]
    core = core[len(head) :]
    return f"{head}{core[:QUOTE_MAX]}… {characters.format(n=f'{len(core):,}')}{run[len(head) + len(core) :]}"


def byte_codes(raw: bytes) -> str:
    """Bytes that are not UTF-8, as a message names them: ``0x99 0xfe`` (``99`` alone reads as a number)."""
    return " ".join(f"0x{b:02x}" for b in raw)


def listed(items: Sequence[str], limit: int = LIST_MAX, *, comma: str = ", ", more: str = " and {n} more") -> str:
    """``items`` joined by commas, the first ``limit`` of them and a count of the rest: a line of a thousand
    copies of one card is not answered with a thousand positions. ``comma`` and ``more`` are another
    language's words for the same."""
    shown = comma.join(items[:limit])
    return shown if len(items) <= limit else shown + more.format(n=f"{len(items) - limit:,}")
