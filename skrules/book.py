"""The rulebook's text, as shipped in the package: the rule and ruling blocks of ``skrules/rulebook/``.

The rulebook's Markdown sources live inside the package (``skrules/rulebook/*.md``) so that the
installed tool, the HTML rulebook and the browser build all read the very same words: each rule's
text is the body of a ``{rule} ID`` (or ``{ruling} ID``) block. Titles, chapters, readings and
defaults come from :mod:`skrules.rules`. ``skrules rule`` and the Sphinx extension load it here.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import resources

from .errors import RulesetError
from .refusals import Refusal, refusal
from .refusals import SetupRefusal as SR
from .rules import RULES, RULINGS
from .shown import QUOTE_MAX, quote

__all__ = [
    "MISSING",
    "Block",
    "Entry",
    "by_chapter",
    "excerpt",
    "find",
    "not_found",
    "plain_entry",
    "read_blocks",
    "roles_as_text",
    "rulebook",
    "search",
]

_OPEN = re.compile(r"^(?P<fence>`{3,}|~{3,}|:{3,})\{(?P<kind>rule|ruling)\}[ \t]+(?P<id>\S+)[ \t]*$")
_ROLE = re.compile(r"\{(?P<role>[a-z][\w:-]*)\}`(?P<body>[^`]*)`")
_EXPLICIT = re.compile(r"^(?P<text>.*?)\s*<(?P<target>[^<>]+)>$", re.DOTALL)
# Markdown that reads as noise in a one-line excerpt: a list item's marker, a link's target, a
# table's rule line and pipes, inline code's backticks.
_BULLET = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+", re.MULTILINE)
_LINK = re.compile(r"\[(?P<text>[^\]]+)\]\([^)]*\)")
_TABLE_RULE = re.compile(r"^[ \t]*\|[-:| \t]+\|[ \t]*$", re.MULTILINE)
_TABLE_ROW = re.compile(r"^[ \t]*\|(?P<cells>.*)\|[ \t]*$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Block:
    """One ``{rule}`` or ``{ruling}`` block as written in a rulebook source."""

    kind: str
    id: str
    text: str
    file: str
    line: int  # 1-based, the opening fence


@dataclass(frozen=True, slots=True)
class Entry:
    """A rule or ruling with its full text from the rulebook."""

    id: str
    title: str
    chapter: str
    text: str  # Markdown, as written; empty if the rulebook has no block for the ID
    source: str | None  # "trick.md:42"
    readings: tuple[tuple[str, str], ...] = ()
    default: str | None = None

    @property
    def plain_text(self) -> str:
        """The text with the rulebook's cross-reference roles turned into plain words."""
        return roles_as_text(self.text)

    def matches(self, words: Sequence[str]) -> bool:
        """Whether each word begins a word of the ID, title, text or readings: ``tie`` finds ``tie`` and ``tied``,
        not the ``ties`` inside ``abilities``."""
        hay = " ".join([self.id, self.title, self.plain_text, *(f"{r} {t}" for r, t in self.readings)])
        return all(found(w, hay) >= 0 for w in words)

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "id": self.id,
            "kind": "ruling" if self.readings else "rule",
            "title": self.title,
            "chapter": self.chapter,
            "text": self.plain_text,
            "source": self.source,
        }
        if self.readings:
            out["readings"] = dict(self.readings)
            out["default"] = self.default
        return out


def roles_as_text(text: str, quote: str = "") -> str:
    """The text with the rulebook's cross-reference roles (``{ref}`ID```) as plain words, each in ``quote``."""
    return _ROLE.sub(lambda m: f"{quote}{_role_text(m)}{quote}", text)


def _role_text(m: re.Match[str]) -> str:
    body = m["body"]
    explicit = _EXPLICIT.match(body)
    if explicit:
        return f"{explicit['text']} ({explicit['target']})"
    if m["role"] == "doc":
        return f"the {body.rsplit('/', 1)[-1]} chapter"
    return body


def read_blocks(text: str, file: str) -> Iterator[Block]:
    """The ``{rule}`` and ``{ruling}`` blocks of one Markdown source, in order."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = _OPEN.match(lines[i])
        if m is None:
            i += 1
            continue
        fence = m["fence"]
        close = re.compile(rf"^{re.escape(fence[0])}{{{len(fence)},}}\s*$")
        body: list[str] = []
        j = i + 1
        while j < len(lines) and not close.match(lines[j]):
            body.append(lines[j])
            j += 1
        while body and (body[0].startswith(":") or not body[0].strip()):
            body.pop(0)  # the block's options, if any
        yield Block(m["kind"], m["id"], "\n".join(body).strip(), file, i + 1)
        i = j + 1


def _sources() -> Iterator[tuple[str, str]]:
    folder = resources.files("skrules").joinpath("rulebook")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".md"):
            yield entry.name, entry.read_text(encoding="utf-8")


def rulebook() -> dict[str, Entry]:
    """Every rule and ruling, in rulebook order, with its text from the shipped sources."""
    blocks = {b.id: b for name, text in _sources() for b in read_blocks(text, name)}
    out: dict[str, Entry] = {}
    for rid, rule in RULES.items():
        block = blocks.get(rid)
        source = f"{block.file}:{block.line}" if block else None
        out[rid] = Entry(rid, rule.title, rule.chapter, block.text if block else "", source)
    for rid, ruling in RULINGS.items():
        block = blocks.get(rid)
        source = f"{block.file}:{block.line}" if block else None
        out[rid] = Entry(
            rid,
            ruling.title,
            ruling.chapter,
            block.text if block else "",
            source,
            tuple(ruling.readings.items()),
            ruling.default,
        )
    return out


def find(book: dict[str, Entry], wanted: str) -> Entry:
    """The entry for an ID (a ruling may be named without ``ruling.``), or an error that helps."""
    key = wanted.strip().lower()
    for candidate in (key, f"ruling.{key}"):
        if candidate in book:
            return book[candidate]
    raise RulesetError(not_found(book, wanted))


def not_found(book: dict[str, Entry], wanted: str) -> Refusal:
    """Why :func:`find` found no entry: the IDs it may have meant, or where to look. What was typed is
    quoted cut short (as ``skrules trick`` quotes a long token), and a search is offered only for a text short enough
    to type again."""
    key = wanted.strip().lower()
    if not key:  # nothing typed: every ruling starts with it, and none is meant
        return refusal(SR.NO_RULE_LIST, typed=quote(wanted))
    prefixed = [rid for rid in book if rid.startswith(f"{key}.") or rid.startswith(f"ruling.{key}")]
    close = difflib.get_close_matches(key, list(book), n=1, cutoff=0.6)
    typed = quote(wanted)
    if prefixed or close:
        return refusal(SR.NO_RULE_CLOSE, typed=typed, either=[repr(rid) for rid in (prefixed[:4] or close)])
    if len(wanted) <= QUOTE_MAX and search(book, [key]):
        return refusal(SR.NO_RULE_SEARCH, typed=typed, typed2=wanted)
    return refusal(SR.NO_RULE_LIST, typed=typed)


def found(word: str, text: str) -> int:
    """Where ``word`` begins a word of ``text``, in any case (-1 if nowhere): a search word is the start of a
    word, as a reader types it."""
    m = re.search(rf"(?<!\w){re.escape(word)}", text, re.IGNORECASE)
    return -1 if m is None else m.start()


def search(book: dict[str, Entry], words: Sequence[str]) -> list[Entry]:
    return [e for e in book.values() if e.matches(words)]


MISSING = "(The rulebook has no text for this ID yet.)"


def plain_entry(e: Entry) -> str:
    """A rule's (or ruling's) whole text as plain lines, as ``skrules rule`` writes it into a pipe: its ID and
    title, its chapter and source, its readings (the default marked), then the text."""
    lines = [f"{e.id}: {e.title}", f"({e.chapter} chapter" + (f", {e.source})" if e.source else ")"), ""]
    if e.readings:
        readings = [f"  {r}: {t}" + ("  (default)" if r == e.default else "") for r, t in e.readings]
        lines += ["Readings:", *readings, ""]
    lines.append(e.plain_text or MISSING)
    return "\n".join(lines)


def readings_line(e: Entry) -> str | None:
    """``readings: would-have-won (default), left-of-kraken``: what a ruling's list entry adds, so that the list
    of rulings says what each can be switched to (None for a rule)."""
    if not e.readings:
        return None
    return "readings: " + ", ".join(f"{r} (default)" if r == e.default else str(r) for r, _ in e.readings)


def excerpt(e: Entry, words: Sequence[str], width: int = 70) -> str | None:
    """A short piece of the text around the first word found only there, for search results."""
    if not words or all(found(w, f"{e.id} {e.title}") >= 0 for w in words):
        return None
    flat = " ".join(prose(e.plain_text).split())
    at = found(words[0], flat)
    if at < 0:
        return None
    start = max(0, at - width // 3)
    if start:
        start = flat.rfind(" ", 0, start) + 1  # begin on a whole word
    end = start + width
    if end < len(flat):
        end = max(flat.rfind(" ", at, end), at + len(words[0]))
    return ("..." if start else "") + flat[start:end] + ("..." if end < len(flat) else "")


def prose(text: str) -> str:
    """The text's Markdown as words, for an excerpt on one line: "- the Skull King;" reads
    "the Skull King;", a table's row "| Whirlpool | 9, 7 |" reads "Whirlpool: 9, 7;"."""
    text = _TABLE_RULE.sub("", text)
    text = _TABLE_ROW.sub(lambda m: ": ".join(c.strip() for c in m["cells"].split("|")) + ";", text)
    text = _BULLET.sub("", text)
    return _LINK.sub(r"\g<text>", text).replace("`", "")


def by_chapter(entries: Sequence[Entry]) -> Iterator[tuple[str, list[Entry]]]:
    chapters: dict[str, list[Entry]] = {}
    for e in entries:
        chapters.setdefault(e.chapter, []).append(e)
    yield from chapters.items()
