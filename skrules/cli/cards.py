"""``skrules cards``: how the cards rank, the cycle, every card and the bonuses, at a glance.

The data is :func:`skrules.glance.glance`, read from the ladder, the bonus table and the box
(the rulebook's *Cards at a glance* page shows the same); this module only lays it out, as plain
text wrapped to the terminal, as JSON, or with rich.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..locale import lang_choice
from . import add_output_options, output_format

if TYPE_CHECKING:
    from rich.console import RenderableType

    from ..glance import CardGroup, Glance

# A section of the page: its heading, a sentence saying how to read it, and its lines, each
# (indent, text, rule ID or ""); a line with an indent of 0 and no rule is a card's heading.
Line = tuple[int, str, str]
Section = tuple[str, str, list[Line]]

EXAMPLES = """\
examples:
  skrules cards
  skrules cards --json
  COLUMNS=60 skrules cards --plain"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "cards",
        help="the cards at a glance: how they rank, what the special cards do, the bonuses",
        description="How every card ranks, the Mermaid / Skull King / Pirate cycle, what each card of "
        "the full box does and the bonuses, each with its rule ID; read from the adjudicator's own "
        "ladder, as the rulebook's Cards at a glance page is.",
        epilog=f"exit codes: 0 printed\n\n{EXAMPLES}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--lang", type=lang_choice, metavar="LANG", help="add each card's name in fr, zh, de or es (not to --json)"
    )
    p.add_argument(
        "--edition",
        metavar="YEAR",
        help="2013: the first edition's 66 cards and bonuses; 2018, 2021 or 2024 (the default): the full box",
    )
    add_output_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..editions import Edition, edition_of
    from ..glance import glance

    first = args.edition is not None and edition_of(args.edition) is Edition.E2013
    data = glance(first=first)
    fmt = output_format(args)
    args.status = 0
    if fmt == "json":
        import json

        print(json.dumps(data.to_json(), indent=2, ensure_ascii=False))
    elif fmt == "plain":
        print(plain(data, lang=args.lang))
    else:
        from rich.console import Console

        console = Console()
        console.print(rich(data, max(40, min(100, console.width - 1)), args.lang))
    return 0


# ---------------------------------------------------------------------------------- the outline


def outline(g: Glance, lang: str | None = None) -> list[Section]:
    """The sections, in the order a player needs them: ranking, cycle, cards, bonuses."""
    return [_ranking(g), _cycle(g), _cards(g, lang), _bonuses(g)]


def _ranking(g: Glance) -> Section:
    lines: list[Line] = []
    for tier in g.tiers:
        if tier.title is not None and tier.rule is not None:
            lines.append((0, f"{tier.number}. {tier.title}", tier.rule))
        for i, step in enumerate(tier.steps):
            except_ = "except: " if step.over is not None else ""
            if tier.title is None and i == 0:
                lines.append((0, f"{tier.number}. {step.text}", step.rule))
            else:
                lines.append((5 if step.over and tier.title else 3, f"{except_}{step.text}", step.rule))
    return ("How a trick is decided", "The first rule that applies, from the top, decides the trick.", lines)


def _cycle(g: Glance) -> Section:
    from ..glance import CHARACTER_NAMES, ROLE_ONE

    lines: list[Line] = []
    for ring in g.cycles:
        names = [CHARACTER_NAMES[b.winner] for b in ring]
        lines.append((0, " > ".join([*names, names[0]]), ""))
        lines += [(3, f"{_upper(ROLE_ONE[b.winner])} beats {ROLE_ONE[b.loser]}", b.rule) for b in ring]
    intro = "No character beats all the others: each of these beats the next, and the last beats the first."
    return ("The cycle", intro, lines)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cards(g: Glance, lang: str | None = None) -> Section:
    from ..rules import RULES

    lines: list[Line] = []
    for group in g.cards:
        label = group.label
        if lang:  # --lang: the printing's name beside the English one
            from ..names import names_for

            named = names_for(group.tokens, lang)
            label += f" ({named})" if named else ""
        lines.append((0, f"{label}: type {tokens_text(group)}; {_count(group)}, from {group.module}", ""))
        lines += [(3, RULES[rule].title, rule) for rule in group.rules]
    box = "the first edition's deck" if g.first else "the full box" if g.full else "the deck in play"
    return ("The cards", f"Every card of {box}, as you type it, and the rules about it.", lines)


def _bonuses(g: Glance) -> Section:
    winner = "the trick's winner"
    lines: list[Line] = [
        (0, f"{b.points:+3d}  {b.text}" + ("" if b.paid_to == winner else f", paid to {b.paid_to}"), b.rule)
        for b in g.bonuses
    ]
    named = ", or to the player a line names," if any(b.paid_to != winner for b in g.bonuses) else ""
    return ("Bonuses", f"Paid to {winner}{named} only if that player makes the bid exactly.", lines)


def tokens_text(group: CardGroup) -> str:
    """The tokens to type, each suit's run of numbers shortened to its ends (``g1-g14``)."""
    from ..glance import runs

    return " ".join(runs(group.tokens))


def _count(group: CardGroup) -> str:
    return "1 card" if group.copies == 1 else f"{group.copies} cards"


# ---------------------------------------------------------------------------------- plain text


def plain(g: Glance, width: int | None = None, lang: str | None = None) -> str:
    """The outline wrapped to ``width`` columns (the terminal's, 100 at most, 40 at least)."""
    import shutil
    import textwrap

    cols = width or max(40, min(100, shutil.get_terminal_size((80, 24)).columns - 1))
    out: list[str] = ["Cards at a glance"]
    for title, intro, lines in outline(g, lang):
        out += ["", title.upper(), *textwrap.wrap(intro, cols), ""]
        for indent, text, rule in lines:
            words = f"{text} [{rule}]" if rule else text
            pad = " " * indent
            hang = pad + ("   " if indent == 0 else "  ")
            wide = 0
            if lang:  # a Chinese name takes two columns: wrap as much earlier
                from ..i18n import width as columns

                wide = columns(words) - len(words)
            out += textwrap.wrap(words, cols - wide, initial_indent=pad, subsequent_indent=hang, break_on_hyphens=False)
    return "\n".join(out)


# ---------------------------------------------------------------------------------- rich


def rich(g: Glance, width: int, lang: str | None = None) -> RenderableType:
    """The plain text at the console's width, with headings in bold and rule IDs in cyan."""
    from rich.text import Text

    text = Text(plain(g, width, lang), no_wrap=True, overflow="ignore")
    text.highlight_regex(r"(?m)^(Cards at a glance|[A-Z][A-Z ]+)$", "bold")
    text.highlight_regex(r"\[[a-z0-9.-]+\]", "cyan")
    text.highlight_regex(r"(?m)^\S.*: type .*$", "bold")
    return text
