"""``skrules trick``: adjudicate one trick typed at the table."""

from __future__ import annotations

import argparse

from ..errors import NotationError
from ..locale import lang_choice
from ..notation import NOTATION_HELP, check_name, parse_hand, parse_plays
from . import RawDescriptionHelpFormatter, add_output_options, add_rules_options, output_format, rules_from

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    from ..cards import Card
    from ..trick import Trick

EXAMPLES = """\
examples:
  skrules trick mermaid sk rosie
  skrules trick Ann=y12 Ben=b3 Cat=whale Dan=kraken
  skrules trick --hand Ben=y5,b2,g9 Ann=y3 Ben=b2 Cat=y7
  skrules trick --json escape loot g5 g9"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "trick",
        help="adjudicate a trick: winner, bonuses, next leader, and why",
        description="Adjudicate one trick. Give its cards in play order, the card led first.",
        epilog=f"{NOTATION_HELP}\n\nhands:\n  --hand NAME=CARDS   the player's hand before the trick, the card played "
        f"included,\n                      e.g. --hand Ben=g3,y5,b2 (NAME may be a card position: --hand 2=...)"
        f"\n\nexit codes: 0 verdict given, 1 a play broke a rule, 2 bad input\n\n{EXAMPLES}",
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument("tokens", nargs="*", metavar="CARD", help="the cards in play order, e.g. Ann=mermaid")
    p.add_argument(
        "--hand",
        action="append",
        default=[],
        metavar="NAME=CARDS",
        help="a player's hand, to check that the play was allowed (repeatable)",
    )
    p.add_argument("--quiet", "-q", action="store_true", help="the verdict without the explanation")
    p.add_argument(
        "--lang",
        type=lang_choice,
        metavar="LANG",
        help="card names in fr, zh, de or es; with fr or zh the verdict and its explanation too "
        "(--json keeps canonical tokens and English)",
    )
    add_rules_options(p)
    add_output_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..trick import Trick, adjudicate

    plays = parse_plays(args.tokens)
    trick = Trick.of(plays, rules_from(args, [p.card for p in plays]))
    hands = _hands(args.hand, trick)
    findings = []
    if hands:  # legality is loaded only when there are hands to check the plays against
        from ..legality import check_trick

        findings = check_trick(trick, hands)
    verdict = adjudicate(trick, explain=not args.quiet)
    args.status = 1 if any(not f.legal for f in findings) else 0
    fmt = output_format(args)
    if fmt == "json":
        from ..report import verdict_json

        print(verdict_json(verdict, findings))
    elif fmt == "plain":
        from ..report import verdict_text

        print(verdict_text(verdict, findings, args.lang))
    else:
        from ..render import print_verdict

        print_verdict(verdict, findings, lang=args.lang)
    return int(args.status)


def _hands(specs: list[str], trick: Trick) -> dict[str, list[Card]]:
    """Read ``--hand NAME=CARDS`` options; NAME is a player's name or a card position."""
    hands: dict[str, list[Card]] = {}
    for spec in specs:
        name, sep, cards = spec.partition("=")
        if not sep:
            raise NotationError(f"--hand {spec!r}: write NAME=CARDS, e.g. --hand Ben=g3,y5,b2")
        name = name.strip()
        if name.isascii() and name.isdigit() and len(name) <= 6:  # not '²', which isdigit() takes and int() does not
            k = int(name)
            if not 1 <= k <= len(trick):
                raise NotationError(f"--hand {spec!r}: there is no card {k} in this trick of {len(trick)} cards")
            name = trick.plays[k - 1].player
        check_name(name)
        if name in hands:
            raise NotationError(f"--hand {spec!r}: {name}'s hand is given twice")
        try:
            hands[name] = parse_hand(cards)
        except NotationError as err:
            raise NotationError(f"--hand {spec!r}: {err.message}") from None
    return hands
