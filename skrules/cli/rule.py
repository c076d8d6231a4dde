"""``skrules rule ID`` and ``skrules rules [WORD...]``: the rulebook in the terminal.

The rule texts are loaded by :mod:`skrules.book`; this module holds the argparse glue and the
plain, JSON and rich renderings only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ..book import Block, Entry, find, read_blocks, roles_as_text, rulebook, search
from . import add_output_options, output_format

if TYPE_CHECKING:
    from rich.console import RenderableType

__all__ = ["Block", "Entry", "add_parser", "find", "read_blocks", "rulebook", "run_rule", "run_rules", "search"]


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
    text = roles_as_text(e.text, "`")
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
