"""``skrules deal``: how many cards each round deals, who deals it and who leads it."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ..breaks import cells, padded
from ..errors import SkrulesError
from ..locale import lang_choice
from ..refusals import RefusalMsg, SetupRefusal, refusal
from ..shown import quote
from . import RawDescriptionHelpFormatter, add_output_options, add_rules_options, output_format

if TYPE_CHECKING:
    from ..deal import Row, Schedule
    from ..rules import RuleSet

EXAMPLES = """\
examples:
  skrules deal --players 8
  skrules deal --players Ann,Ben,Cat,Dan --variant whirlpool
  skrules deal --players 10 --deck all
  skrules deal --players Ann,Ben --dealer Ann --json
  skrules deal --players Ann,Ben,Cat --lang fr"""


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
    who.add_argument(
        "--players",
        type=players_option,
        metavar="PLAYERS",
        help="how many players, e.g. 4 (named P1, P2, ...), or their names in seat order, clockwise, e.g. Ann,Ben,Cat",
    )
    who.add_argument("--names", type=names_option, metavar="NAMES", help="the same as --players NAMES")
    p.add_argument("--variant", default="standard", metavar="NAME", help="the card-count variant (default standard)")
    p.add_argument("--dealer", metavar="NAME", help="who deals round 1 (default: the last player)")
    p.add_argument(
        "--lang",
        type=lang_choice,
        metavar="LANG",
        help="say the rounds and their rules in fr, zh, de or es (not --json)",
    )
    add_rules_options(p, deck_default="base", auto="the same as base: a deal is given no cards that could need more")
    add_output_options(p)
    p.set_defaults(run=run)


def players_option(text: str) -> int | list[str]:  # argparse names the type after the function
    """``--players``: a number of players, to be named P1, P2, ... (``8``), or their names in seat order
    (``Ann,Ben,Cat``), read as ``skrules table --players`` reads them; anything else is refused saying what to
    write. A number is named once the deck has seated it: ``--players 100000000`` is refused at once."""
    from ..deal import check_some, typed_count

    count = typed_count(text)
    if count is not None:
        check_some(count)
        return count
    if "," in text or " " in text.strip():
        return names_option(text)
    raise SkrulesError(refusal(SetupRefusal.PLAYERS_FORM, typed=quote(text)))  # 'three', '2.5', one name


def names_option(text: str) -> list[str]:
    """``--names``: the players' names in seat order (:func:`skrules.notation.seat_names`), two at least."""
    from ..deal import check_some
    from ..notation import seat_names

    names = seat_names(text)
    check_some(len(names))
    return names


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
        _print_plain(players, sched, rows, args.lang)
    else:
        _print_rich(players, sched, rows, args.lang)
    return 0


def _rules(args: argparse.Namespace) -> RuleSet:
    """The rule set of --deck and --ruling; a deal needs a deck, so 'auto' is the base game."""
    from ..rules import RuleSet, ruling_choices

    deck = "base" if args.deck == "auto" else args.deck
    return RuleSet.from_options(deck=deck, rulings=ruling_choices(args.ruling), edition=args.edition, house=args.house)


def _players(args: argparse.Namespace, rules: RuleSet) -> list[str]:
    """The players' names (P1, P2, ... for a number), after the table's size is checked against the deck."""
    from ..deal import check_players, ghost_refusal
    from ..files import as_typed

    given: int | list[str] = args.players if args.players is not None else args.names
    check_players(given if isinstance(given, int) else len(given), rules)
    if isinstance(given, int):
        return [f"P{i}" for i in range(1, given + 1)]
    ghost = ghost_refusal(given)  # as the table refuses him (two.ghost)
    if ghost is not None:
        raise SkrulesError(refusal(RefusalMsg.AT_TEXT, typed=f"--players {as_typed(','.join(given))}", said=ghost))
    return given


def _print_plain(players: list[str], sched: Schedule, rows: list[Row], lang: str | None) -> None:
    """The schedule as lines of text, each column as wide on screen as its heading or its widest name."""
    from ..i18n import deal_heads, localizer

    heads = deal_heads(lang) if lang else tuple(head.lower() for head in deal_heads(None))  # English in lower case
    trace = localizer(lang).trace(sched.trace) if lang else sched.trace
    widths = (cells(heads[0]), cells(heads[1]), max(cells(p) for p in [*players, heads[2]]))
    for line in (heads, *([row["round"], row["cards"], row["dealer"], row["leader"]] for row in rows)):
        print("  ".join(padded(str(x), w) for x, w in zip(line, widths, strict=False)) + f"  {line[3]}")
    print()
    print("\n".join(f"[{s.cites}] {s.text}" for s in trace))


def _print_rich(players: list[str], sched: Schedule, rows: list[Row], lang: str | None) -> None:
    from ..render import deal_table
    from ..typeset import Console

    Console().print(deal_table(players, sched, rows, lang))
