"""``skrules rule ID`` and ``skrules rules [WORD...]``: the rulebook in the terminal.

The rule texts are loaded by :mod:`skrules.book`; this module holds the argparse glue and the
plain, JSON and rich renderings only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence

from ..book import (
    Block,
    Entry,
    by_chapter,
    excerpt,
    find,
    plain_entry,
    read_blocks,
    readings_line,
    rulebook,
    search,
)
from ..shown import quote
from . import RawDescriptionHelpFormatter, add_output_options, output_format

__all__ = ["Block", "Entry", "add_parser", "find", "read_blocks", "rulebook", "run_rule", "run_rules", "search"]


# ---------------------------------------------------------------------------------- the commands


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "rule",
        help="print a rule's (or ruling's) full text from the rulebook",
        description="Print the full text of rules and rulings, as the rulebook states them.",
        epilog="examples:\n  skrules rule rank.king\n  skrules rule kraken-leader      (a ruling, "
        "with or without 'ruling.')\n\nexit codes: 0 printed, 2 unknown ID",
        formatter_class=RawDescriptionHelpFormatter,
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
        formatter_class=RawDescriptionHelpFormatter,
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
        print("\n\n".join(plain_entry(e) for e in entries))
    else:
        from ..render import rule_panel
        from ..typeset import Console

        console = Console()
        for e in entries:
            console.print(rule_panel(e))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    book = rulebook()
    entries = search(book, args.words) if args.words else list(book.values())
    if not entries:
        print(f"skrules: no rule or ruling mentions {quote(' '.join(args.words))}", file=sys.stderr)
        return 1
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps([e.as_dict() for e in entries], indent=2, ensure_ascii=False))
    elif fmt == "plain":
        print("\n".join(_plain_list(entries, args.words)))
    else:
        from ..render import rules_table
        from ..typeset import Console

        Console().print(rules_table(entries, args.words))
    return 0


# ---------------------------------------------------------------------------------- rendering


def _plain_list(entries: Sequence[Entry], words: Sequence[str]) -> Iterator[str]:
    width = max(len(e.id) for e in entries)
    for i, (chapter, group) in enumerate(by_chapter(entries)):
        if i:
            yield ""
        yield f"{chapter}:"
        for e in group:
            yield f"  {e.id:<{width}}  {e.title}"
            for more in (readings_line(e), excerpt(e, words)):
                if more:
                    yield f"  {'':<{width}}  {more}"
