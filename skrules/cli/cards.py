"""``skrules cards``: how the cards rank, the cycle, every card and the bonuses, at a glance.

The data is :func:`skrules.glance.glance`, read from the ladder, the bonus table and the box
(the rulebook's *Cards at a glance* page shows the same), laid out by :func:`skrules.glance.plain`
as text wrapped to the terminal and by :func:`skrules.render.glance_text` with rich; this module
only chooses the form.
"""

from __future__ import annotations

import argparse

from ..locale import lang_choice
from . import RawDescriptionHelpFormatter, add_output_options, output_format

EXAMPLES = """\
examples:
  skrules cards
  skrules cards --json
  skrules cards --lang fr
  COLUMNS=60 skrules cards --plain"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "cards",
        help="the cards at a glance: how they rank, what the special cards do, the bonuses",
        description="How every card ranks, the Mermaid / Skull King / Pirate cycle, what each card of "
        "the full box does and the bonuses, each with its rule ID; read from the adjudicator's own "
        "ladder, as the rulebook's Cards at a glance page is.",
        epilog=f"exit codes: 0 printed\n\n{EXAMPLES}",
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--lang",
        type=lang_choice,
        metavar="LANG",
        help="say the page in fr, zh, de or es: headings, rules, each card by its printed name (not --json)",
    )
    p.add_argument(
        "--edition",
        metavar="YEAR",
        help="2013: the first edition's 66 cards and bonuses; 2018, 2021 or 2024 (the default): the full box",
    )
    add_output_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..editions import edition_of
    from ..glance import glance

    first = args.edition is not None and edition_of(args.edition).one_deck
    data = glance(first=first)
    fmt = output_format(args)
    args.status = 0
    if fmt == "json":
        import json

        print(json.dumps(data.to_json(), indent=2, ensure_ascii=False))
    elif fmt == "plain":
        from ..glance import plain

        print(plain(data, lang=args.lang))
    else:
        from ..render import glance_text
        from ..typeset import Console

        console = Console()
        console.print(glance_text(data, max(40, min(100, console.width - 1)), args.lang))
    return 0
