"""``skrules deal``: how many cards each round deals, who deals it and who leads it."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ..breaks import cells, padded
from ..errors import SkrulesError
from . import RawDescriptionHelpFormatter, add_output_options, add_rules_options, output_format

if TYPE_CHECKING:
    from ..deal import Row, Schedule
    from ..rules import RuleSet

EXAMPLES = """\
examples:
  skrules deal --players 8
  skrules deal --names Ann,Ben,Cat,Dan --variant whirlpool
  skrules deal --players 10 --deck all
  skrules deal --names Ann,Ben --dealer Ann --json"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "deal",
        help="the cards each round deals, the dealer and the first leader, for a table and a variant",
        description="Show a game's rounds: the cards each deals (capped to the deck in use), who deals "
        "and who leads the first trick.",
        epilog="variants: standard, even-keeled, skip-to-the-brawl, swift-n-salty, broadside-barrage, "
        "whirlpool, past-your-bedtime\n\nexit codes: 0 shown, 2 bad input\n\n" + EXAMPLES,
        formatter_class=RawDescriptionHelpFormatter,
    )
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", type=int, metavar="N", help="the number of players (named P1, P2, ...)")
    who.add_argument("--names", metavar="A,B,...", help="the players' names in seat order, clockwise")
    p.add_argument("--variant", default="standard", metavar="NAME", help="the card-count variant (default standard)")
    p.add_argument("--dealer", metavar="NAME", help="who deals round 1 (default: the last player)")
    add_rules_options(p, deck_default="base")
    add_output_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..deal import round_rows, schedule

    rules = _rules(args)
    players = _players(args, rules)
    sched = schedule(len(players), rules, args.variant)
    rows = round_rows(players, sched, rules, args.dealer)
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps({"schema": 1, "players": players, **sched.as_dict(), "rounds": rows}, indent=2))
    elif fmt == "plain":
        _print_plain(players, sched, rows)
    else:
        _print_rich(players, sched, rows)
    return 0


def _rules(args: argparse.Namespace) -> RuleSet:
    """The rule set of --deck and --ruling; a deal needs a deck, so 'auto' is the base game."""
    from ..rules import RuleSet, ruling_choices

    deck = "base" if args.deck == "auto" else args.deck
    return RuleSet.from_options(deck=deck, rulings=ruling_choices(args.ruling), edition=args.edition, house=args.house)


def _players(args: argparse.Namespace, rules: RuleSet) -> list[str]:
    """The names given, or P1, P2, ... for --players, after the table size is checked."""
    from ..deal import check_players
    from ..notation import check_name

    if args.names is not None:
        players = [check_name(n.strip(), token=n) for n in args.names.split(",")]
        if len(set(players)) != len(players):
            raise SkrulesError(f"--names {args.names!r}: a player is listed twice")
        return players
    check_players(args.players, rules)  # before naming them: --players 100000000 is refused at once
    return [f"P{i}" for i in range(1, args.players + 1)]


def _print_plain(players: list[str], sched: Schedule, rows: list[Row]) -> None:
    """The schedule as lines of text, the dealer's column as wide on screen as its widest name."""
    width = max(cells(p) for p in [*players, "dealer"])
    print(f"round  cards  {'dealer':<{width}}  leads")
    for row in rows:
        print(f"{row['round']:<5}  {row['cards']:<5}  {padded(str(row['dealer']), width)}  {row['leader']}")
    print()
    print("\n".join(f"[{s.cites}] {s.text}" for s in sched.trace))


def _print_rich(players: list[str], sched: Schedule, rows: list[Row]) -> None:
    from ..render import deal_table
    from ..typeset import Console

    Console().print(deal_table(players, sched, rows))
