"""``skrules table``: a companion for a whole game, in the terminal (:mod:`skrules.table`)."""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import SkrulesError
from ..files import BoundedLines
from ..locale import lang_choice
from ..refusals import CommandRefusal, refusal
from . import RawDescriptionHelpFormatter, _columns, _usable_size, add_rules_options, stoppable

if TYPE_CHECKING:
    from ..typeset import Console

EXAMPLES = """\
examples:
  skrules table                                    asks for the players and the options
  skrules table --players Ann,Ben,Cat --deck advanced
  skrules table --players Ann,Ben --abilities      two players and Graybeard's ghost
  skrules table --resume friday                    go on with a saved game (friday.skull)
  skrules table --pad --players Ann,Ben,Cat,Dan    the score pad: bids, tricks won, bonuses
  skrules table --pad --lang fr                    the score pad in French (or zh, de, es)

At the table, type the bids (Ann=2 Ben=0 Cat=1), then each trick as played
('mermaid sk rosie', the players in turn from the leader). 'help' lists the
commands: why, what if, undo, rule, cards, scores, hand, save, quit.

exit codes: 0 the table left, 2 bad options, a saved game that cannot be read, or an input
that is no text (NUL bytes), 130 Ctrl-C (an unsaved game is offered to be saved, or kept in a
recovery file), or the input ended with the game unsaved (kept in a recovery file), 143 SIGTERM and
129 SIGHUP (the terminal closed; an unsaved game is kept in a recovery file)"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "table",
        help="keep a whole game at the table: bids, tricks, abilities, scores",
        description="An interactive companion for a whole game: each trick judged as it is typed, the "
        "abilities asked for, the running scores after each round; 'save' writes scenario files.",
        epilog=EXAMPLES,
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--players",
        metavar="NAMES",
        help="the players in seat order, clockwise: Ann,Ben,Cat, or how many, e.g. 4 (named P1, P2, ...); 2 to 8, "
        "more with the Expansion Pack",
    )
    add_rules_options(p, deck_default=None)  # None: not typed (base), which --resume tells from --deck base
    p.add_argument("--scoring", help="classic, rascal or cannonball (default: classic)")
    p.add_argument("--variant", help="the card counts of the rounds (default: standard)")
    p.add_argument("--dealer", metavar="NAME", help="who deals round 1 (default: the last player, so the first leads)")
    p.add_argument(
        "--resume",
        metavar="FILE",
        help="go on with a game saved by 'save game FILE' (FILE.skull if FILE is not there), with its own players "
        "and options: no --players, --deck or other option of a new game beside it",
    )
    p.add_argument(
        "--pad",
        action="store_true",
        help="the score pad: per round only the bids, the tricks won and the bonuses, no card typed",
    )
    p.add_argument(
        "--lang",
        type=lang_choice,
        metavar="LANG",
        help="the table and the score pad in fr, zh, de or es (en: English, the default): questions, prompts, "
        "errors, help, verdicts, scores",
    )
    p.set_defaults(run=run)


# The options that set up a new game, in the order --help lists them, and the defaults of those that have one:
# they are None until typed, so that --resume refuses --deck base as it refuses --deck all.
SET_UP = ("players", "deck", "ruling", "abilities", "edition", "house", "scoring", "variant", "dealer")
DEFAULTS = {"deck": "base", "scoring": "classic", "variant": "standard"}


def set_up(args: argparse.Namespace) -> None:
    """Refuse the options of a new game beside ``--resume``, which goes on with the saved game's own set-up (a
    game the user would believe changed, say to Rascal scoring, when it is not); else fill in their defaults."""
    if args.resume is not None:
        typed = [f"--{dest}" for dest in SET_UP if getattr(args, dest) not in (None, False, [])]
        if typed:
            raise SkrulesError(refusal(CommandRefusal.RESUME_SET_UP, typeds=typed))
    for dest, default in DEFAULTS.items():
        if getattr(args, dest) is None:
            setattr(args, dest, default)


def run(args: argparse.Namespace) -> int:
    from ..table import open_table

    set_up(args)  # before anything else: the file is not read, nor the input
    restore = _tolerant_stdin()
    stdin, tty = sys.stdin, sys.stdin.isatty()
    if not tty:  # a pipe or a file: lines are bounded, and one that never ends ends the input
        sys.stdin = BoundedLines(stdin)
    try:
        with stoppable():  # SIGTERM or SIGHUP (the terminal closed) keep an unsaved game as Ctrl-C does
            return open_table(args, _console(), tty=tty)
    finally:
        sys.stdin = stdin
        if restore is not None:
            restore()


def _console() -> Console:
    """The table's console, its size read here: rich takes ``COLUMNS=²`` for digits and then fails on it.

    With neither ``COLUMNS`` nor ``LINES`` set, rich follows the terminal as it is resized; into a
    pipe or a file, text is then not folded at rich's 80 columns (a refusal stays on its one line, as
    a program reading it expects), while tables keep their width. ``COLUMNS`` asks for its width.
    """
    from ..typeset import Console

    if "COLUMNS" not in os.environ and "LINES" not in os.environ:
        return Console(highlight=False, soft_wrap=not sys.stdout.isatty())  # a piped line is read whole
    lines = os.environ.get("LINES")
    height = int(lines) if lines is not None and _usable_size(lines, 1) else 25
    return Console(highlight=False, width=_columns(), height=height)


def _tolerant_stdin() -> Callable[[], None] | None:
    """Read standard input keeping the bytes its encoding cannot decode (an ASCII locale and an 'é').

    Such a line is then refused as any bad input is (:class:`~skrules.table.prompts.Prompter`),
    instead of ending the game. Returns how to put the stream back, or None when it is not ours.
    """
    stdin = sys.stdin
    if not isinstance(stdin, io.TextIOWrapper) or stdin.errors not in ("strict", None):
        return None
    before = stdin.errors
    try:
        stdin.reconfigure(errors="surrogateescape")
    except (ValueError, OSError):
        return None

    def restore() -> None:
        with contextlib.suppress(ValueError, OSError):
            stdin.reconfigure(errors=before)

    return restore
