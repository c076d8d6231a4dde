"""``skrules rule ID`` and ``skrules rules [WORD...]``: the rulebook in the terminal.

The text comes from the rulebook's Markdown sources shipped in the package
(``skrules/rulebook/*.md``), the same text the HTML rulebook is built from: each rule is the body
of a ``{rule} ID`` (or ``{ruling} ID``) block. Titles, chapters, readings and defaults come from
:mod:`skrules.rules`.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from ..errors import RulesetError
from ..rules import RULES, RULINGS
from . import add_output_options, output_format

if TYPE_CHECKING:
    from rich.console import RenderableType

__all__ = ["Entry", "add_parser", "find", "read_blocks", "rulebook", "run_rule", "run_rules", "search"]

_OPEN = re.compile(r"^(?P<fence>`{3,}|~{3,}|:{3,})\{(?P<kind>rule|ruling)\}[ \t]+(?P<id>\S+)[ \t]*$")
_ROLE = re.compile(r"\{(?P<role>[a-z][\w:-]*)\}`(?P<body>[^`]*)`")
_EXPLICIT = re.compile(r"^(?P<text>.*?)\s*<(?P<target>[^<>]+)>$", re.DOTALL)


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
        return _ROLE.sub(_role_text, self.text)

    def matches(self, words: Sequence[str]) -> bool:
        hay = " ".join([self.id, self.title, self.plain_text, *(f"{r} {t}" for r, t in self.readings)]).lower()
        return all(w.lower() in hay for w in words)

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
    prefixed = [rid for rid in book if rid.startswith(f"{key}.") or rid.startswith(f"ruling.{key}")]
    close = difflib.get_close_matches(key, list(book), n=1, cutoff=0.6)
    if prefixed:
        hint = f"; did you mean {' or '.join(repr(rid) for rid in prefixed[:4])}?"
    elif close:
        hint = f"; did you mean {close[0]!r}?"
    elif search(book, [key]):
        hint = f"; 'skrules rules {wanted}' lists the rules that mention it"
    else:
        hint = "; 'skrules rules' lists them all"
    raise RulesetError(f"no rule or ruling {wanted!r}{hint}")


def search(book: dict[str, Entry], words: Sequence[str]) -> list[Entry]:
    return [e for e in book.values() if e.matches(words)]


# ---------------------------------------------------------------------------------- the commands


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "rule",
        help="print a rule's (or ruling's) full text from the rulebook",
        description="Print the full text of rules and rulings, as the rulebook states them.",
        epilog="examples:\n  skrules rule rank.king\n  skrules rule kraken-leader      (a ruling, "
        "with or without 'ruling.')\n\nexit codes: 0 printed, 2 unknown ID",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("ids", nargs="+", metavar="ID", help="a rule ID such as rank.king, or a ruling ID")
    add_output_options(p)
    p.set_defaults(run=run_rule)
    p = sub.add_parser(
        "rules",
        help="list the rules, or search their IDs, titles and texts",
        description="List every rule and ruling by chapter, or those whose ID, title or text "
        "contains all the words given.",
        epilog="examples:\n  skrules rules\n  skrules rules kraken\n  skrules rules ruling\n  "
        "skrules rules white whale\n\nexit codes: 0 listed, 1 nothing matches",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("words", nargs="*", metavar="WORD", help="words to look for (case-insensitive)")
    add_output_options(p)
    p.set_defaults(run=run_rules)


def run_rule(args: argparse.Namespace) -> int:
    book = rulebook()
    entries = [find(book, wanted) for wanted in args.ids]
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps([e.as_dict() for e in entries], indent=2, ensure_ascii=False))
    elif fmt == "plain":
        print("\n\n".join(_plain(e) for e in entries))
    else:
        from rich.console import Console

        console = Console()
        for e in entries:
            console.print(_rich(e))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    book = rulebook()
    entries = search(book, args.words) if args.words else list(book.values())
    if not entries:
        print(f"skrules: no rule or ruling mentions {' '.join(args.words)!r}", file=sys.stderr)
        return 1
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps([e.as_dict() for e in entries], indent=2, ensure_ascii=False))
    elif fmt == "plain":
        print("\n".join(_plain_list(entries, args.words)))
    else:
        from rich.console import Console

        Console().print(_rich_list(entries, args.words))
    return 0


# ---------------------------------------------------------------------------------- rendering

_MISSING = "(The rulebook has no text for this ID yet.)"


def _readings_lines(e: Entry) -> list[str]:
    return [f"  {r}: {t}" + ("  (default)" if r == e.default else "") for r, t in e.readings]


def _plain(e: Entry) -> str:
    head = f"{e.id}: {e.title}"
    lines = [head, f"({e.chapter} chapter" + (f", {e.source})" if e.source else ")"), ""]
    if e.readings:
        lines += ["Readings:", *_readings_lines(e), ""]
    lines.append(e.plain_text or _MISSING)
    return "\n".join(lines)


def _rich(e: Entry) -> RenderableType:
    from rich.console import Group
    from rich.markdown import Markdown
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    parts: list[RenderableType] = []
    if e.readings:
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column(style="magenta", no_wrap=True)
        table.add_column()
        for reading, text in e.readings:
            label = Text(text)
            if reading == e.default:
                label.append("  (default)", style="bold")
            table.add_row(reading, label)
        parts += [Text("Readings", style="bold"), table, Text("")]
    text = _ROLE.sub(lambda m: f"`{_role_text(m)}`", e.text)
    parts.append(Markdown(text) if e.text else Text(_MISSING, style="dim"))
    where = f"{e.chapter} chapter" + (f" · {e.source}" if e.source else "")
    title = Text.assemble((e.id, "bold cyan"), "  ", (e.title, "bold"))
    return Panel(Group(*parts), title=title, title_align="left", subtitle=where, subtitle_align="right")


def _excerpt(e: Entry, words: Sequence[str], width: int = 70) -> str | None:
    """A short piece of the text around the first word found only there, for search results."""
    if not words or all(w.lower() in f"{e.id} {e.title}".lower() for w in words):
        return None
    flat = " ".join(e.plain_text.split())
    at = flat.lower().find(words[0].lower())
    if at < 0:
        return None
    start = max(0, at - width // 3)
    if start:
        start = flat.rfind(" ", 0, start) + 1  # begin on a whole word
    end = start + width
    if end < len(flat):
        end = max(flat.rfind(" ", at, end), at + len(words[0]))
    return ("..." if start else "") + flat[start:end] + ("..." if end < len(flat) else "")


def _by_chapter(entries: Sequence[Entry]) -> Iterator[tuple[str, list[Entry]]]:
    chapters: dict[str, list[Entry]] = {}
    for e in entries:
        chapters.setdefault(e.chapter, []).append(e)
    yield from chapters.items()


def _plain_list(entries: Sequence[Entry], words: Sequence[str]) -> Iterator[str]:
    width = max(len(e.id) for e in entries)
    for i, (chapter, group) in enumerate(_by_chapter(entries)):
        if i:
            yield ""
        yield f"{chapter}:"
        for e in group:
            yield f"  {e.id:<{width}}  {e.title}"
            excerpt = _excerpt(e, words)
            if excerpt:
                yield f"  {'':<{width}}  {excerpt}"


def _rich_list(entries: Sequence[Entry], words: Sequence[str]) -> RenderableType:
    from rich.table import Table
    from rich.text import Text

    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="cyan", no_wrap=True)
    table.add_column()
    for i, (chapter, group) in enumerate(_by_chapter(entries)):
        if i:
            table.add_row("", "")
        table.add_row(Text(chapter, style="bold"), "")
        for e in group:
            cell = Text(e.title)
            excerpt = _excerpt(e, words)
            if excerpt:
                cell.append(f"\n{excerpt}", style="dim")
            table.add_row(f"  {e.id}", cell)
    return table
