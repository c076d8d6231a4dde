"""``skrules trick``: adjudicate one trick typed at the table."""

from __future__ import annotations

import argparse

from ..errors import NotationError, SkrulesError
from ..files import LINE_MAX, MAX_BYTES, skip_rest
from ..locale import lang_choice
from ..notation import NOTATION_HELP, parse_plays
from ..refusals import RefusalMsg, refusal
from . import (
    RawDescriptionHelpFormatter,
    add_editions_option,
    add_output_options,
    add_rules_options,
    check_editions,
    output_format,
    print_editions,
    refused_line,
    rules_from,
)

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence
    from typing import BinaryIO, TextIO

    from ..answers import Answer
    from ..findings import Legality
    from ..notation import Play
    from ..trick import Verdict
    from ..whynot import WhatIf, WhyNot


EXAMPLES = """\
examples:
  skrules trick mermaid sk rosie
  skrules trick Ann=y12 Ben=b3 Cat=whale Dan=kraken
  skrules trick --hand Ben=y5,b2,g9 Ann=y3 Ben=b2 Cat=y7
  skrules trick --json escape loot g5 g9
  skrules trick Ann=rosie Ben=sk Cat=g5 --why Ann
  skrules trick Ann=rosie Ben=sk Cat=g5 --what-if 1=mermaid
  skrules trick --editions g3 b5 kraken p7
  skrules trick - < tricks.txt        (one trick per line)"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "trick",
        help="adjudicate a trick: winner, bonuses, next leader, and why",
        description="Adjudicate one trick. Give its cards in play order, the card led first.",
        epilog=f"{NOTATION_HELP}\n\nhands:\n  --hand NAME=CARDS   the player's hand before the trick, the card played "
        f"included, e.g. --hand Ben=g3,y5,b2 (NAME may be a card position: --hand 2=...)"
        f"\n\nstandard input:\n  skrules trick -     reads one trick per line (blank lines and # comments skipped) "
        f"and prints one verdict per line; JSON Lines with --json; a line longer than {LINE_MAX:,} characters is "
        f"refused"
        f"\n\nexit codes: 0 verdict given, 1 a play broke a rule, 2 bad input\n\n{EXAMPLES}",
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "tokens",
        nargs="*",
        metavar="CARD",
        help="the cards in play order, e.g. Ann=mermaid; '-' reads one trick per line from standard input",
    )
    p.add_argument(
        "--hand",
        action="append",
        default=[],
        metavar="NAME=CARDS",
        help="a player's hand, to check that the play was allowed (repeatable)",
    )
    p.add_argument("--quiet", "-q", action="store_true", help="the verdict without the explanation")
    p.add_argument(
        "--short", action="store_true", help="only the answer: who takes the trick and why, the bonus, who leads next"
    )
    _add_question_options(p)
    _add_view_options(p)
    add_rules_options(p)
    add_editions_option(p)
    add_output_options(p)
    p.set_defaults(run=run)


def _add_view_options(p: argparse.ArgumentParser) -> None:
    """How the verdict reads: its language, and whether each step shows its rule ID.

    ``args.ids`` is None unless asked: the steps then cite their rules dimmed on a terminal of 80
    columns or more, not at all on a narrower one, and always in plain text; the answer cites none.
    """
    ids = p.add_mutually_exclusive_group()
    ids.add_argument(
        "--ids",
        dest="ids",
        action="store_const",
        const=True,
        default=None,
        help="cite the rule IDs: each step's, on any terminal, and the answer's deciding rule",
    )
    ids.add_argument("--no-ids", dest="ids", action="store_const", const=False, help="the explanation without rule IDs")
    p.add_argument(
        "--lang",
        type=lang_choice,
        metavar="LANG",
        help="card names in fr, zh, de or es (en: English, the default); the answer, the verdict, its "
        "explanation, --why and --what-if too (--json keeps canonical tokens and English)",
    )


def _add_question_options(p: argparse.ArgumentParser) -> None:
    """``--why`` and ``--what-if``: questions the table asks about the verdict."""
    p.add_argument(
        "--why",
        action="append",
        metavar="NAME",
        help="why this player's card (a name, or a card position from 1) did not win and what would have won; "
        "asked about the card that won, what it earned",
    )
    p.add_argument(
        "--what-if",
        action="append",
        default=[],
        metavar="POSITION=CARD",
        help="judge the trick again with one card changed, e.g. --what-if 1=mermaid (POSITION may be a name)",
    )


def run(args: argparse.Namespace) -> int:
    from ..answers import answer

    if "-" in args.tokens:
        if args.tokens != ["-"]:
            raise NotationError(refusal(RefusalMsg.STDIN_ALONE))
        return _from_stdin(args)
    if args.editions:
        return _editions(args, parse_plays(args.tokens))
    if args.short and output_format(args) == "json":
        raise SkrulesError(refusal(RefusalMsg.SHORT_OR_JSON))
    found = answer(
        args.tokens,
        deck=args.deck,
        rulings=args.ruling,
        abilities=args.abilities,
        edition=args.edition,
        house=args.house,
        hands=args.hand,
        why=args.why,
        what_if=args.what_if,
        explain=not args.quiet,
    )
    args.status = found.status
    _print(output_format(args), found, args)
    return int(args.status)


def _editions(args: argparse.Namespace, plays: list[Play]) -> int:
    """``--editions``: the trick under every edition and house rule, and where the answers differ."""
    from ..answers import read_hands
    from ..sidebyside import compare_tricks
    from ..trick import Trick

    check_editions(args, "--why", "--what-if", "--lang")
    base = rules_from(args, [p.card for p in plays])
    # Without hands the trick is not built here: one that some editions refuse is still compared.
    hands = read_hands(args.hand, Trick.of(plays, base)) if args.hand else None
    sides = compare_tricks(plays, base, hands)
    head = [("Trick", ", ".join(f"{p.player} {p.card}" for p in plays))]
    print_editions(args, head, sides)
    return 0 if any(side.refused is None for side in sides) else 2  # no printing holds these cards


def _print(fmt: str, found: Answer, args: argparse.Namespace) -> None:
    verdict, findings, why, what = found.verdict, found.findings, found.why, found.what
    if args.short:
        print(_short(verdict, findings, args))
        if why is not None or what is not None:
            _print_plain(why, what, args)
    elif fmt == "json":
        from ..report import verdict_json

        if why is None and what is None:
            print(verdict_json(verdict, findings))
        else:
            import json

            from ..answers import answer_dict

            print(json.dumps(answer_dict(found), indent=2, ensure_ascii=False))
    elif fmt == "plain":
        from ..report import verdict_text

        print(verdict_text(verdict, findings, args.lang, args.ids))
        _print_plain(why, what, args)
    else:
        from ..render import print_verdict

        print_verdict(verdict, findings, lang=args.lang, ids=args.ids)
        if why is not None or what is not None:
            from ..render import print_questions

            print_questions(why, what, lang=args.lang, ids=args.ids)


def _short(verdict: Verdict, findings: Sequence[Legality], args: argparse.Namespace) -> str:
    """``--short``: the answer; an illegal play is told first, as the full verdict tells it (play.hand)."""
    from ..report import illegal_head

    return "\n".join([*illegal_head(findings, args.lang), _answer(verdict, args)])


def _answer(verdict: Verdict, args: argparse.Namespace) -> str:
    """The answer sentences in ``--lang``, the deciding rule cited with ``--ids``."""
    if args.lang is not None:
        from ..i18n import answer_text as in_lang

        return in_lang(verdict, args.lang, args.ids is True)
    from ..sentence import answer_text

    return answer_text(verdict, args.ids is True)


# ------------------------------------------------------------------ --why, --what-if


def _print_plain(why: WhyNot | None, what: WhatIf | None, args: argparse.Namespace) -> None:
    """The answers to --why (citing rules unless --no-ids) and --what-if as plain text, both in ``--lang``."""
    from ..whynot import what_if_text, why_not_text

    if why is not None:
        print(f"\n{why_not_text(why, args.ids is not False, args.lang)}")
    if what is not None:
        print(f"\n{what_if_text(what, args.lang, args.ids is not False)}")


# ------------------------------------------------------------------ skrules trick -


def _from_stdin(args: argparse.Namespace) -> int:
    """One trick per line of standard input, one verdict per line out; a bad line is reported and skipped."""
    import sys

    if args.why or args.what_if or args.hand:
        raise NotationError(refusal(RefusalMsg.STDIN_ONE_TRICK))
    if args.editions:
        raise SkrulesError(refusal(RefusalMsg.EDITIONS_ONE_TRICK))
    args.status = 0
    if sys.stdin.isatty():
        print(_typing_hint(args.lang), file=sys.stderr)
    say = _line_printer(args)
    number = 0
    for number, words in _tricks_in(sys.stdin):
        try:
            if isinstance(words, str):
                raise NotationError(words)
            say(words)
        except SkrulesError as err:
            args.status = 2
            sys.stdout.flush()
            at_line = SkrulesError(refusal(RefusalMsg.AT_LINE, n=number, said=err.said()))
            print(refused_line(at_line, args), file=sys.stderr, flush=True)
    if not number:  # nothing but blank lines and comments: an empty file or a pipe that gave nothing
        raise NotationError(refusal(RefusalMsg.STDIN_EMPTY))
    return int(args.status)


def _typing_hint(lang: str | None) -> str:
    """What to type at a terminal, in ``lang`` (None: English); the example tricks as typed in every language."""
    hint = "Type one trick per line (e.g. mermaid sk rosie); end with Ctrl-D."
    if lang is None:
        return hint
    from ..i18n import localizer  # only a terminal under --lang reads the catalogues

    return localizer(lang).word(hint)


def _line_printer(args: argparse.Namespace) -> Callable[[list[str]], None]:
    """What prints one line's verdict: a JSON object, a line of text, or (``--format rich``) the trick's panel.

    ``--lang`` and ``--no-ids`` read as they do for one trick; ``--format auto`` keeps to a line a
    trick even on a terminal, as typed tricks are answered one by one.
    """
    fmt = output_format(args)
    if fmt == "json":
        if args.short:
            raise SkrulesError(refusal(RefusalMsg.SHORT_OR_JSON_LINES))
        return lambda words: print(_json_line(args, words), flush=True)
    if args.short:
        return lambda words: print(
            f"{' '.join(words)}{_colon(args)}{_answer(_judged(args, words, explain=False), args)}", flush=True
        )
    if fmt == "rich" and args.format == "rich":
        from ..render import print_verdict

        return lambda words: print_verdict(_judged(args, words, explain=not args.quiet), lang=args.lang, ids=args.ids)
    return lambda words: print(_text_line(args, words), flush=True)


def _judged(args: argparse.Namespace, words: list[str], *, explain: bool) -> Verdict:
    from ..trick import Trick, adjudicate

    plays = parse_plays(words)
    return adjudicate(Trick.of(plays, rules_from(args, [p.card for p in plays])), explain=explain)


def _json_line(args: argparse.Namespace, words: list[str]) -> str:
    """The verdict as one JSON object (canonical tokens and English, as for one trick)."""
    import json

    from ..report import verdict_dict

    return json.dumps(verdict_dict(_judged(args, words, explain=not args.quiet)), ensure_ascii=False)


def _text_line(args: argparse.Namespace, words: list[str]) -> str:
    """The trick as typed, then its verdict on the same line, in ``--lang`` and without rule IDs if asked."""
    verdict = _judged(args, words, explain=False)
    if args.lang is not None:
        from ..i18n import verdict_line as in_lang

        return f"{' '.join(words)}{_colon(args)}{in_lang(verdict, args.lang, args.ids is not False)}"
    from ..wording import verdict_line

    return f"{' '.join(words)}: {verdict_line(verdict, args.ids is not False)}"


def _colon(args: argparse.Namespace) -> str:
    """What follows the trick as typed, before its verdict: ``: ``, or the language's (`` : ``, a full-width one)."""
    if args.lang is None:
        return ": "
    from ..i18n import localizer

    return localizer(args.lang).word(": ")


def _tricks_in(stream: TextIO) -> Iterator[tuple[int, list[str] | str]]:
    """(line number, tokens) of each line with a trick, or (line number, what is wrong with it).

    Lines are decoded one by one, so that a line that is not text is reported and the rest still read.
    A line longer than :data:`LINE_MAX` is reported without being held in memory. Blank lines and
    ``#`` comments are skipped.
    """
    encoding = getattr(stream, "encoding", None) or "utf-8"
    too_long = refusal(RefusalMsg.LINE_TOO_LONG)  # the number, LINE_MAX, written as each language writes it
    for number, line in enumerate(_bounded_lines(stream), 1):
        if line is None:
            yield number, too_long
            continue
        if isinstance(line, bytes):
            try:
                line = line.decode(encoding)
            except UnicodeDecodeError:
                yield number, refusal(RefusalMsg.LINE_NOT_TEXT, typed=encoding)
                continue
        if number == 1:
            line = line.removeprefix("\ufeff")  # a byte order mark, as some editors write
        if len(line.rstrip("\r\n")) > LINE_MAX:
            yield number, too_long
            continue
        words = line.partition("#")[0].split()
        if words:
            yield number, words


def _bounded_lines(stream: TextIO) -> Iterator[bytes | str | None]:
    """Each line of ``stream`` (as bytes when it has a buffer), or None for a line too long, whose rest is skipped.

    No more than a few times :data:`LINE_MAX` is ever read at once: one line of a hundred megabytes
    must not be read whole into memory before it can be refused.
    """
    raw = getattr(stream, "buffer", None)
    source: BinaryIO | TextIO = raw if raw is not None else stream
    # UTF-8 spends up to 4 bytes on a character; 3 more hold '\r\n' and tell a line that goes on past it.
    limit = (4 if raw is not None else 1) * LINE_MAX + 3
    while line := source.readline(limit):
        if len(line) < limit or (line.endswith(b"\n") if isinstance(line, bytes) else line.endswith("\n")):
            yield line
            continue
        if not skip_rest(source):  # no end in sight (/dev/zero): the input stops here
            raise NotationError(refusal(RefusalMsg.LINE_ENDLESS, n=MAX_BYTES >> 20))
        yield None
