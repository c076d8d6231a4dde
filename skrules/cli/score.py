"""``skrules score``: one player's round score with its breakdown, or a score sheet added up."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import SkrulesError
from ..locale import lang_choice
from ..refusals import RefusalMsg, ScoreRefusal, os_reason, refusal
from ..shown import byte_codes
from . import (
    RawDescriptionHelpFormatter,
    add_editions_option,
    add_output_options,
    add_rules_options,
    check_editions,
    error_line,
    integer,
    output_format,
    print_editions,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..findings import Problem
    from ..formats.sheet import SheetResult
    from ..rules import RuleSet
    from ..scoring import Breakdown
    from ..sidebyside import Side
    from ..trace import Trace

    Say = Callable[[str], str]  # a sentence or a word of the layout, said in --lang (as it is in English)

EXAMPLES = """\
examples:
  skrules score --cards 5 --bid 2 --won 2 --bonus 14 --bonus mermaid
  skrules score --cards 10 --bid 0 --won 0
  skrules score --cards 6 --bid 3 --won 4 --scoring rascal --bonus black14 --bonus 8
  skrules score --cards 6 --bid 3 --won 3 --scoring cannonball --wager 20
  skrules score --cards 3 --bid 1 --won 2 --harry +1 --alliance made
  skrules score --json --cards 4 --bid 2 --won 2 --bonus pirate=2
  skrules score --cards 5 --bid 2 --won 2 --bonus 14 --lang fr
  skrules score game.sheet
  skrules score --details game.sheet --lang de"""

BONUS_HELP = """\
bonuses (--bonus NAME or NAME=COUNT, repeatable; paid only on a made bid):
  14        +10  a green, purple or yellow 14
  black14   +20  the black 14
  mermaid   +20  a Mermaid taken by a Pirate
  pirate    +30  a Pirate taken by the Skull King
  king      +40  the Skull King taken by a Mermaid
  con       +30  First Mate Con taken
  8          +5  an expansion 8
  7          -5  an expansion 7
  davy      +20  a sea monster destroyed by Davy Jones (see --ruling davy-needs-bid=always)
  or the card captured, typed as in a trick, in any language: sirène, g14"""


_EPILOG = "\0skrules score epilog\0"  # stands for the long help until it is shown


class _HelpFormatter(RawDescriptionHelpFormatter):
    """Builds the epilog when help is shown, so that scoring a round does not import the round engine."""

    def add_text(self, text: str | None) -> None:
        if text == _EPILOG:
            from ..formats.sheet import SHEET_HELP
            from ..game import CHOICE_HELP

            text = f"{BONUS_HELP}\n\n{SHEET_HELP}\n\n{CHOICE_HELP}\n\nexit codes: 0 scored, 2 bad input\n\n{EXAMPLES}"
        super().add_text(text)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "score",
        help="score a round (bid, tricks won, bonuses) or add up a score sheet",
        description="Score one player's round and show every rule applied, or add up a score sheet "
        "(a file of rounds, given as bids and tricks won or as the tricks themselves) into the running table.",
        epilog=_EPILOG,
        formatter_class=_HelpFormatter,
    )
    p.add_argument("sheet", nargs="?", metavar="SHEET", help="a score sheet file to add up ('-' reads standard input)")
    p.add_argument("--cards", type=integer, metavar="N", help="cards dealt to each player this round")
    p.add_argument("--bid", type=integer, metavar="B", help="the bid, as made (before Harry the Giant)")
    p.add_argument("--won", type=integer, metavar="W", help="tricks won")
    p.add_argument(
        "--scoring",
        default="classic",
        metavar="METHOD",
        help="classic (default), rascal (Rascal scoring with grapeshot) or cannonball",
    )
    p.add_argument("--bonus", action="append", default=[], metavar="NAME[=N]", help="a bonus earned (see below)")
    p.add_argument(
        "--alliance",
        action="append",
        default=[],
        choices=["made", "missed"],
        help="a Loot alliance, and whether the other ally made the bid exactly (repeatable)",
    )
    p.add_argument("--wager", type=integer, choices=[0, 10, 20], help="Rascal of Roatan's wager")
    p.add_argument("--harry", type=integer, choices=[-1, 0, 1], help="Harry the Giant's change to the bid: -1, 0 or +1")
    p.add_argument("--details", action="store_true", help="with a sheet: every score's breakdown, round by round")
    _add_lang_option(p)
    add_rules_options(p)
    add_editions_option(p)
    add_output_options(p)
    p.set_defaults(run=run)


def _add_lang_option(p: argparse.ArgumentParser) -> None:
    """``--lang``, as ``skrules trick`` and ``skrules table`` take it: what is said, in another language."""
    p.add_argument(
        "--lang",
        type=lang_choice,
        metavar="LANG",
        help="the breakdown, the score sheet and the refusals in fr, zh, de or es (en: English, the default); "
        "--json keeps English",
    )


def run(args: argparse.Namespace) -> int:
    single = [f"--{name}" for name in ("cards", "bid", "won") if getattr(args, name) is not None]
    if args.sheet is not None:
        extra = single + [
            opt
            for opt, given in (
                ("--bonus", args.bonus),
                ("--alliance", args.alliance),
                ("--wager", args.wager is not None),
                ("--harry", args.harry is not None),
                ("--scoring", args.scoring != "classic"),
            )
            if given
        ]
        if extra and _a_bonus(args.sheet):  # '--bonus 14 mermaid': the second bonus read as the SHEET
            raise SkrulesError(refusal(ScoreRefusal.BONUS_LOOSE, typed=repr(args.sheet)))
        if extra:
            raise SkrulesError(refusal(ScoreRefusal.SHEET_OR_ROUND, typeds=extra))
        return _sheet(args)
    if len(single) < 3:
        missing = [f"--{n}" for n in ("cards", "bid", "won") if getattr(args, n) is None]
        raise SkrulesError(refusal(ScoreRefusal.ROUND_NEEDS, typeds=missing))
    return _single(args)


def _a_bonus(sheet: str) -> bool:
    """Whether the SHEET given is no file but a bonus's name (``mermaid``, ``pirate=2``), a ``--bonus`` left out."""
    from ..scoring import parse_bonus

    if sheet == "-":
        return False
    try:
        parse_bonus(sheet)  # first: a bonus's name is short, and can be asked of the file system
    except SkrulesError:
        return False
    return not Path(sheet).exists()


def _rules(args: argparse.Namespace) -> RuleSet:
    """The rule set of --deck, --ruling, --abilities and --edition (the base game for --deck auto); the scoring is
    --scoring's. An edition without the pirate abilities refuses --abilities, as ``trick`` does."""
    from ..rules import RuleSet, ruling_choices

    return RuleSet.from_options(
        deck=args.deck,
        rulings=ruling_choices(args.ruling),
        abilities=args.abilities,
        edition=args.edition,
        house=args.house,
    )


def _single(args: argparse.Namespace) -> int:
    from ..notation import list_items
    from ..rules import FULL_BOX, RuleSet
    from ..scoring import Ally, parse_bonus, parse_method, score

    rules = _rules(args)
    method = parse_method(args.scoring)
    allies = [Ally(None, made == "made") for made in args.alliance]  # the other ally, not named

    def under(rule_set: RuleSet) -> Breakdown:
        # With --deck auto nothing says which cards are in play: refuse only what no deck allows
        # (the first edition has one deck, so its own); the bonuses are the edition's.
        auto = args.deck == "auto" and not rule_set.edition.one_deck
        box = RuleSet(modules=FULL_BOX).box if auto else rule_set.box
        awards = [parse_bonus(_bonus_only(part, text), rule_set) for text in args.bonus for part in list_items(text)]
        extra = {"wager": args.wager, "harry": args.harry, "box": box}
        return score(
            args.cards, args.bid, args.won, method=method, awards=awards, allies=allies, rules=rule_set, **extra
        )

    if args.editions:
        return _single_editions(args, under, rules)
    return _print_single(args, under(rules), rules)


def _bonus_only(part: str, text: str) -> str:
    """A ``--bonus`` item, refused with the option that says it when a score sheet's cell writes it beside the
    bonuses (``loot=Ben``: ``--alliance made``), and refused when empty (``--bonus ''``, ``14,,mermaid``), as a
    sheet's cell refuses it, rather than read as no bonus."""
    if not part.strip():
        raise SkrulesError(refusal(RefusalMsg.AT_TEXT, typed=repr(text), said=refusal(ScoreRefusal.BONUS_FORM)))
    option = _OPTIONS.get(part.partition("=")[0].strip().lower())
    if option is not None:
        said = refusal(ScoreRefusal.NOT_A_BONUS, typed=option)
        raise SkrulesError(refusal(RefusalMsg.AT_TEXT, typed=repr(part), said=said))
    return part


_OPTIONS = {  # what a sheet's cell writes beside its bonuses (loot=NAME, wager=20, ...), as the options say it
    "loot": "--alliance made|missed",
    "alliance": "--alliance made|missed",
    "wager": "--wager 0|10|20",
    "harry": "--harry -1|0|1",
    "cannonball": "--scoring cannonball",
    "grapeshot": "--scoring rascal",
}


def _print_single(args: argparse.Namespace, breakdown: Breakdown, rules: RuleSet) -> int:
    """One round's score as JSON, plain text or a rich panel, the edition named when not the default."""
    from ..wording import rules_dict

    fmt = output_format(args)
    if fmt == "json":
        out = {"schema": 1, **breakdown.as_dict(), "rules": rules_dict(rules)}
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return 0
    edition = _rules_line(rules, args.lang, house=False)  # the house rules are in the breakdown's headline
    say, word = _said(args.lang)
    if fmt == "plain":
        print(*([edition] if edition else []), breakdown.as_text(say=say, word=word), sep="\n")
    else:
        from ..render import breakdown_panel
        from ..typeset import Console

        console = Console()
        if edition:
            console.print(edition, highlight=False)
        console.print(breakdown_panel(breakdown, say=say, word=word))
    return 0


def _said(lang: str | None) -> tuple[Say, Say]:
    """How a breakdown's sentences and the words of its layout are said in ``--lang``: from their messages
    (:class:`~skrules.i18n.Localizer`), or as they are in English."""
    if lang is None:
        return str, str
    from ..i18n import localizer

    loc = localizer(lang)
    return loc.sentence, loc.word


def _rules_line(rules: RuleSet, lang: str | None, *, house: bool = True) -> str:
    """``Rules: 2018 edition``, in ``--lang`` as a trick's verdict names its rules; empty for the usual game."""
    if lang is None:
        described = rules.describe(house=house)
        return f"Rules: {described}" if described else ""
    from ..i18n import localizer, rules_text

    described, word = rules_text(rules, lang, house=house), localizer(lang).word
    return f"{word('Rules')}{word(': ')}{described}" if described else ""


def _single_editions(args: argparse.Namespace, under: Callable[[RuleSet], Breakdown], rules: RuleSet) -> int:
    """``--editions`` for one round: the score under every edition and house rule."""
    from ..sidebyside import compare_scores

    check_editions(args, "--details", "--lang")
    dealt = "1 card" if args.cards == 1 else f"{args.cards} cards"
    head = [("Round", f"{dealt} dealt, bid {args.bid}, won {args.won}")]
    print_editions(args, head, compare_scores(under, rules))
    return 0


def _sheet(args: argparse.Namespace) -> int:
    from ..formats.sheet import SheetError, read_sheet
    from ..rules import ruling_choices

    text, path = _sheet_text(args.sheet)
    rulings = ruling_choices(args.ruling)
    deck = None if args.deck == "auto" else args.deck
    abilities = True if args.abilities else None
    try:
        result = read_sheet(
            text, path, deck=deck, rulings=rulings, abilities=abilities, edition=args.edition, house=args.house or None
        )
        if args.editions:
            check_editions(args, "--details", "--lang")
            sides = _sheet_sides(
                result.rules,
                lambda e, h: read_sheet(
                    text, path, deck=deck, rulings=rulings, abilities=abilities, edition=e, house=h
                ),
            )
            print_editions(args, [("Sheet", path)], sides)
            return 0
    except SheetError as err:
        for problem in err.problems:
            print(error_line(_problem(problem, args.lang), args.lang), file=sys.stderr)
        return 2
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps({"schema": 1, **result.as_dict()}, indent=2, ensure_ascii=False))
    elif fmt == "plain":
        _print_sheet_plain(result, args.details, args.lang)
    else:
        _print_sheet_rich(result, args.details, args.lang)
    return 0


def _problem(problem: Problem, lang: str | None) -> str:
    """A sheet's problem, its file, line and column in front as they are; what is wrong in ``--lang``, said from
    its message (every problem the sheet reader reports is a refusal of :mod:`skrules.refusals`)."""
    if lang is None:
        return str(problem)
    from dataclasses import replace

    from ..i18n import refused_text

    return str(replace(problem, message=refused_text(problem.message, lang)))


def _sheet_sides(base: RuleSet, read: Callable[[str, list[str]], SheetResult]) -> list[Side]:
    """The sheet added up under every edition and house rule: each player's total and the winner."""
    from ..sidebyside import Side, judge_each

    def answer(label: str, rules: RuleSet) -> Side:
        result = read(rules.edition.value, sorted(h.value for h in rules.house))
        table = result.table
        why = sorted({s.cites for s in table.trace if s.ruling is not None})
        facts: dict[str, object] = {"totals": table.totals(), "winner": table.winner}
        return Side(label, rules, facts, why)

    return judge_each(base, answer)


def _sheet_text(name: str) -> tuple[str, str]:
    """The sheet's text and the path to quote in messages; a file that is not UTF-8 is refused with its line."""
    from ..files import NotRegularFile, read_regular, read_stream

    path = "<stdin>" if name == "-" else name
    try:
        data = read_stream(getattr(sys.stdin, "buffer", sys.stdin), path) if name == "-" else read_regular(name)
        return data.decode("utf-8-sig"), path
    except FileNotFoundError:
        raise SkrulesError(refusal(ScoreRefusal.SHEET_MISSING, typed=path or "''")) from None
    except NotRegularFile as err:  # a folder, a device, a file too large: said from its refusal
        raise SkrulesError(refusal(RefusalMsg.AT_TEXT, typed=path, said=err.strerror or "")) from None
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        byte = byte_codes(data[err.start : err.end])
        raise SkrulesError(refusal(ScoreRefusal.SHEET_NOT_UTF8, typed=path, n=line, typed2=byte)) from None
    except (ValueError, OSError) as err:  # a name with a NUL byte, no permission, a read error: the reason said
        raise SkrulesError(refusal(ScoreRefusal.SHEET_UNREADABLE, typed=repr(name), said=os_reason(err))) from None


def _print_sheet_plain(result: SheetResult, details: bool, lang: str | None) -> None:
    rules = _rules_line(result.rules, lang)
    if rules:  # another edition or a house rule is said first, before any score
        print(rules)
    from ..i18n import localizer
    from ..render import plain_sheet

    words = (str, result.table.trace) if lang is None else _sheet_words(result, lang)
    print("\n".join(plain_sheet(result.table, *words)))  # one layout, English's and every language's
    if details:
        print(f"\n{result.details(None if lang is None else localizer(lang)).rstrip()}")


def _sheet_words(result: SheetResult, lang: str) -> tuple[Say, Trace]:
    """The running table's headings and its closing lines (who leads, who won) in ``--lang``, as the table's
    and the score pad's running table says them (:func:`skrules.table.view.running_table`)."""
    from ..i18n import localizer, table_text

    return (lambda word: table_text(word, lang)), localizer(lang).trace(result.table.trace)


def _print_sheet_rich(result: SheetResult, details: bool, lang: str | None) -> None:
    from ..render import breakdown_panel, score_table
    from ..typeset import Console

    console = Console()
    rules = _rules_line(result.rules, lang)
    if rules:
        console.print(rules, markup=False, style="bold")
    console.print(score_table(result, *_sheet_words(result, lang)) if lang else score_table(result))
    if details:
        say, word = _said(lang)
        for r, row in enumerate(result.table.rounds, 1):
            for p in result.players:
                title = f"{word('Round {n}').format(n=r)}{word(': ')}{p}"
                console.print(breakdown_panel(row[p], title=title, say=say, word=word))
