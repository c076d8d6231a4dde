"""``skrules table``: a companion for a whole game, in the terminal (:mod:`skrules.table`)."""

from __future__ import annotations

import argparse
import sys

from . import RawDescriptionHelpFormatter, add_rules_options

EXAMPLES = """\
examples:
  skrules table                                    asks for the players and the options
  skrules table --players Ann,Ben,Cat --deck advanced
  skrules table --players Ann,Ben --abilities      two players and Graybeard's ghost
  skrules table --resume friday.skull              go on with a saved game

At the table, type the bids (Ann=2 Ben=0 Cat=1), then each trick as played
('mermaid sk rosie', the players in turn from the leader). 'help' lists the
commands: why, what if, undo, rule, cards, scores, hand, save, quit.

exit codes: 0 the table left, 2 bad options or a saved game that cannot be read"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "table",
        help="keep a whole game at the table: bids, tricks, abilities, scores",
        description="An interactive companion for a whole game: each trick judged as it is typed, the "
        "abilities asked for, the running scores after each round; 'save' writes scenario files.",
        epilog=EXAMPLES,
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument("--players", metavar="NAMES", help="the players in seat order, clockwise: Ann,Ben,Cat (2 to 8)")
    add_rules_options(p, deck_default="base")
    p.add_argument("--scoring", default="classic", help="classic, rascal or cannonball (default: classic)")
    p.add_argument("--variant", default="standard", help="the card counts of the rounds (default: standard)")
    p.add_argument("--dealer", metavar="NAME", help="who deals round 1 (default: the last player, so the first leads)")
    p.add_argument("--resume", metavar="FILE", help="go on with a game saved by 'save game FILE'")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from ..table import open_table

    console = Console(highlight=False)
    return open_table(args, console, tty=sys.stdin.isatty())
