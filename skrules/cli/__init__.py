"""The command line: a thin shell that parses arguments, calls the core and hands results on.

Each subcommand lives in its own module with ``add_parser(subparsers)`` and ``run(args)``.
Errors about the user's input go through :func:`fail` to stderr with exit code 2; a failed
check is exit code 1. Rich is imported only by subcommands that render with it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING

from ..errors import SkrulesError

if TYPE_CHECKING:
    from ..cards import Card
    from ..rules import RuleSet

# command -> module under skrules.cli that defines ``add_parser(subparsers)`` and ``run(args)``.
COMMANDS = {
    "trick": "trick",
    "check": "check",
    "score": "score",
    "deal": "deal",
    "rule": "rule",
    "rules": "rule",
}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser; with ``command`` known, only that command's module is imported.

    Importing one module instead of all keeps start-up close to Python's own: the other
    commands are still listed, without their options, so a typo still gets argparse's help.
    """
    parser = argparse.ArgumentParser(
        prog="skrules",
        description="Skull King rules reference: adjudicate tricks, check scenarios, score rounds.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    wanted = [COMMANDS[command]] if command in COMMANDS else list(dict.fromkeys(COMMANDS.values()))
    for module in wanted:
        _module(module).add_parser(sub)
    for name in COMMANDS:
        if name not in sub.choices:
            sub.add_parser(name)
    return parser


def _command_of(args: Sequence[str]) -> str | None:
    return next((a for a in args if not a.startswith("-")), None)


def _module(name: str) -> ModuleType:
    return import_module(f"skrules.cli.{name}")


def _version() -> str:
    from .. import __version__

    return __version__


def fail(message: str) -> int:
    """Report bad input on one line and return the exit code for it."""
    print(f"skrules: error: {message}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(_command_of(args_list))
    try:
        args = parser.parse_args(args_list)
        return int(args.run(args) or 0)
    except SkrulesError as err:
        return fail(str(err))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as err:
        return fail(f"{err.filename or ''}: {err.strerror}".lstrip(": "))
    except Exception as err:  # a bug: still one line and no traceback, unless asked for
        if os.environ.get("SKRULES_DEBUG"):
            raise
        print(
            f"skrules: internal error: {type(err).__name__}: {err} (set SKRULES_DEBUG=1 for details)", file=sys.stderr
        )
        return 70


def add_output_options(parser: argparse.ArgumentParser) -> None:
    """``--json`` / ``--plain`` / ``--format``: the three renderings of the same data."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--format",
        choices=["auto", "rich", "plain", "json"],
        default="auto",
        help="output form; auto is rich on a terminal, plain text otherwise",
    )
    group.add_argument("--json", dest="format", action="store_const", const="json", help="same as --format json")
    group.add_argument("--plain", dest="format", action="store_const", const="plain", help="same as --format plain")


def output_format(args: argparse.Namespace) -> str:
    if args.format != "auto":
        return str(args.format)
    return "rich" if sys.stdout.isatty() else "plain"


def add_rules_options(parser: argparse.ArgumentParser, *, deck_default: str = "auto") -> None:
    parser.add_argument(
        "--deck",
        default=deck_default,
        metavar="PARTS",
        help="the cards in play: auto (whatever the cards need), base, advanced, all, or a comma list of "
        "kraken, whale, loot, expansion, con, plank, stingray, volley, davy",
    )
    parser.add_argument(
        "--ruling",
        action="append",
        default=[],
        metavar="NAME=READING",
        help="switch a ruling to another reading, e.g. kraken-leader=left-of-kraken (see 'skrules rules ruling')",
    )
    parser.add_argument("--abilities", action="store_true", help="play with the advanced pirate abilities")


def rules_from(args: argparse.Namespace, cards: Sequence[Card] = ()) -> RuleSet:
    from ..rules import RuleSet, parse_modules, parse_ruling

    choices = dict(parse_ruling(r) for r in args.ruling)
    if args.deck == "auto":
        return RuleSet.for_cards(cards, choices=choices, abilities=args.abilities)
    return RuleSet(modules=parse_modules(args.deck), choices=choices, abilities=args.abilities)
