"""``skrules table``: a companion for a whole game, played at the table and typed as it goes.

The set-up once (players, deck, scoring, abilities, variant), then round by round the bids, each
trick as played, the ability choices its winner unlocked and the running score table. The game
is kept by :class:`~skrules.table.state.Table` as a log replayed through the public
:class:`~skrules.round.Round` state machine; :mod:`~skrules.table.session` asks and answers,
:mod:`~skrules.table.commands` runs ``why``, ``undo``, ``save`` and the others,
:mod:`~skrules.table.save` writes the scenario files and reads a saved game back.
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Callable, Mapping
from typing import NamedTuple

from rich.console import Console

from ..deal import check_players, check_some, ghost_refusal, seated
from ..errors import SkrulesError, Terminated
from ..files import as_typed
from ..i18n import refusal_text, rules_text
from ..refusals import RefusalMsg, refusal
from ..rules import RuleSet
from ..rulings import RULINGS
from .lang import mark, say, yes_no, yes_no_word
from .pad import Pad, load_pad
from .padsession import PadCommands, PadSession
from .save import resume_path
from .state import Options, Table, TableError
from .view import error_text, running_table

__all__ = ["Options", "Table", "TableError", "open_table", "options_of"]


def open_table(args: argparse.Namespace, console: Console, *, tty: bool) -> int:
    """Set the game up (from the options, a saved file, or questions) and run the session."""
    from . import commands
    from .prompts import Prompter
    from .session import Session

    lang: str | None = getattr(args, "lang", None)
    holder: list[Table] = []
    prompter = Prompter(lambda: _words(holder[0] if holder else None), tty=tty, lang=lang)
    pad = bool(getattr(args, "pad", False))
    try:
        table = None if pad and args.resume is not None else _set_up(args, prompter.ask, console, lang)
    except EOFError:
        console.print()
        return 2 if prompter.stopped else 0  # an input of NUL bytes is bad input, said already
    except KeyboardInterrupt as stop:  # no game yet: nothing to keep
        with contextlib.suppress(OSError):  # the terminal may be gone (SIGHUP)
            console.print()
        return 128 + stop.signum if isinstance(stop, Terminated) else 130
    if pad or table is None:
        status = _open_pad(args, table, prompter.ask, console, tty=tty, lang=lang)
    else:
        holder.append(table)
        table.lang = lang
        names = mark(lang, ", ").join(table.players)
        console.print(say(lang, "Players: {names}. Type 'help' for the commands.", names=names))
        _print_rules(table, console, lang)
        status = Session(table, prompter.ask, console, tty=tty, lang=lang).run(commands)
    return 2 if prompter.stopped and status == 0 else status  # a game kept in a recovery file says 130


def _print_rules(table: Table, console: Console, lang: str | None) -> None:
    """The rules when not the usual game's (which goes unsaid, as in a verdict); editions and rulings by their names."""
    rules = table.rules.describe() if lang is None else rules_text(table.rules, lang)
    if rules:
        console.print(say(lang, "Rules: {rules}.", rules=rules), highlight=False)


def _open_pad(
    args: argparse.Namespace,
    table: Table | None,
    ask: Callable[[str], str],
    console: Console,
    *,
    tty: bool,
    lang: str | None,
) -> int:
    """The score pad: the game set up as for the table, or read from its file, then three lines a round."""
    pad = Pad(table.options, lang) if table is not None else load_pad(resume_path(args.resume, lang), lang)
    pad.lang = lang
    if table is None:
        scored, rounds = len(pad.finished), len(pad.table.schedule)
        console.print(pad.say("resumed", path=args.resume, scored=scored, rounds=rounds))
        if pad.finished:  # the score so far, and who won a game that is over
            console.print(running_table(pad.table, pad.score_table(), lang))
    console.print(pad.say("started", names=mark(lang, ", ").join(pad.players)))
    _print_rules(pad.table, console, lang)
    return PadSession(pad, ask, console, tty=tty).run(PadCommands())


def _set_up(args: argparse.Namespace, ask: Callable[[str], str], console: Console, lang: str | None) -> Table:
    if args.resume is not None:
        from .save import load_game, resume_path

        path = resume_path(args.resume, lang)
        table = load_game(path, lang)
        from .view import totals_text

        totals = totals_text(table, lang)
        played = say(lang, "{done} of {rounds} rounds played", done=len(table.finished), rounds=len(table.schedule))
        console.print(
            say(
                lang,
                "Resumed {path}: {played}.",
                path=path,
                played=played + (mark(lang, "; ") + totals if totals else ""),
            )
        )
        return table
    if args.players is not None:
        ghost = ghost_refusal(seated(args.players))  # the option named, as the question names nothing
        if ghost is not None:
            raise TableError(refusal(RefusalMsg.AT_TEXT, typed=f"--players {as_typed(args.players)}", said=ghost))
        _players(args.players, Asked(lang, args, {}))  # refused as the question refuses it, not as round 1 would
        return Table(options_of(args, args.players))
    return _ask_options(args, ask, console, lang)


def options_of(args: argparse.Namespace, players: str) -> Options:
    names = tuple(seated(players))
    return Options(
        players=names,
        deck=args.deck,
        rulings=tuple(args.ruling),
        scoring=args.scoring,
        abilities=bool(args.abilities),
        variant=args.variant,
        dealer=args.dealer,
        edition=args.edition,
        house=tuple(args.house),
    )


class Asked(NamedTuple):
    """What an answer is checked against: the table's language, the options given and the answers so far."""

    lang: str | None
    args: argparse.Namespace
    answers: Mapping[str, str]


Check = Callable[[str, Asked], None]  # an answer checked, refused in the table's language


def _players(answer: str, asked: Asked) -> None:
    """The players named, two at least, none the ghost's (how many the deck seats is checked with the deck: the
    Expansion Pack seats more); refused here, the names asked again, not once every question is answered."""
    names = seated(answer)
    check_some(len(names))
    ghost = ghost_refusal(names)
    if ghost is not None:
        raise TableError(ghost)


def _deck(answer: str, asked: Asked) -> None:
    """The deck, and whether it seats the players named (setup.players, exp.players) under the rulings the
    command line switched (``--ruling seats=deck`` seats more): asked again here, the names kept, rather than
    once every question is answered."""
    args = asked.args
    rules = RuleSet.from_options(deck=answer, rulings=args.ruling, edition=args.edition, house=tuple(args.house))
    check_players(len(seated(asked.answers["players"])), rules)


def _offered(args: argparse.Namespace, key: str, answers: Mapping[str, str]) -> str:
    """The default a question shows: the option's, but every card for a deck that cannot seat the players named
    (nine with the base game), as the Expansion Pack seats more (exp.players)."""
    default = "" if key == "players" else _default(args, key)
    if key == "deck":
        try:
            _deck(default, Asked(None, args, answers))
        except SkrulesError:
            return "all"
    return default


def _yes_no(answer: str, asked: Asked) -> None:
    if yes_no(asked.lang, answer) is None:
        raise TableError(say(asked.lang, "answer y or n"))


def _rulings(answer: str, asked: Asked) -> None:
    """The rulings switched; a bid (``Ann=1``, ``2``) typed one line early is said to be one, not an unknown ruling."""
    from ..rules import ruling_choices

    words = answer.replace(",", " ").split()
    players = {n.casefold() for n in seated(asked.answers["players"])}
    for word in words:
        name, _, reading = word.partition("=")
        bid = name.casefold() in players or reading.isdigit()  # Ann=1, or any NAME=NUMBER
        if (name.isdigit() and not reading) or (bid and _no_ruling(name)):  # or 2, a bid in seat order
            said = (
                "'{word}' is not a ruling: write NAME=READING (for example kraken-leader=left-of-kraken), "
                "or press Enter for the defaults; the bids come after the set-up"
            )
            raise TableError(say(asked.lang, said, word=word))
    ruling_choices(words)


def _no_ruling(name: str) -> bool:
    """No ruling has this name (with or without its ``ruling.`` prefix)."""
    full = name.strip().lower()
    return (full if full.startswith("ruling.") else f"ruling.{full}") not in RULINGS


def _check(reader: Callable[[str], object]) -> Check:
    def check(answer: str, asked: Asked) -> None:
        reader(answer)

    return check


def _questions() -> tuple[tuple[str, str, Check], ...]:
    """Each question: the option it sets, the words asked (with the default), and the check of an answer."""
    from ..deal import parse_variant
    from ..scoring import parse_method

    return (
        ("players", "Players, in seat order (2 to 8 names; more with the Expansion Pack)> ", _players),
        ("deck", "Deck: base, advanced, all, or parts such as kraken,whale [{default}]> ", _deck),
        ("scoring", "Scoring: classic, rascal or cannonball [{default}]> ", _check(parse_method)),
        ("abilities", "Pirate abilities? y/n [{default}]> ", _yes_no),
        (
            "variant",
            "Rounds: standard, even-keeled, skip-to-the-brawl, swift-n-salty, ... [{default}]> ",
            _check(parse_variant),
        ),
        ("ruling", "Rulings switched, NAME=READING ('skrules rules ruling' lists them) [{default}]> ", _rulings),
    )


_QUIT = ("quit", "exit")  # the words that leave the table at any prompt, set-up questions included


def _ask_options(args: argparse.Namespace, ask: Callable[[str], str], console: Console, lang: str | None) -> Table:
    """Ask for the set-up until it makes a game. A set-up the game still refuses once every question is
    answered is asked again from the deck on: the names kept, and each answer given the default shown."""
    RuleSet.from_options(edition=args.edition, house=tuple(args.house))  # a bad --edition or --house: exit 2
    players: str | None = None
    while True:
        answers = _ask_once(args, ask, console, lang, players)
        players = answers["players"]
        try:
            return Table(options_of(args, players))
        except SkrulesError as err:
            console.print(error_text(refusal_text(err, lang), lang))


def _ask_once(
    args: argparse.Namespace, ask: Callable[[str], str], console: Console, lang: str | None, players: str | None
) -> dict[str, str]:
    """Ask for each option in turn (the players unless named already), Enter keeping the default shown;
    the answers go into ``args``, the players' names are returned."""
    answers: dict[str, str] = {} if players is None else {"players": players}
    for key, question, check in _questions():
        if key not in answers:
            default = _offered(args, key, answers)
            answers[key] = _answer(ask, console, question, check, default, Asked(lang, args, answers))
    args.deck, args.scoring, args.variant = answers["deck"], answers["scoring"], answers["variant"]
    args.abilities = yes_no(lang, answers["abilities"]) is True
    args.ruling = answers["ruling"].replace(",", " ").split()
    return answers


def _answer(
    ask: Callable[[str], str], console: Console, question: str, check: Check, default: str, asked: Asked
) -> str:
    """One question asked until its answer passes its check; a refused answer is said and asked again."""
    lang = asked.lang
    while True:
        try:
            shown = yes_no_word(lang, default) if check is _yes_no else default or say(lang, "none")  # n: non
            answer = ask(say(lang, question, default=shown)) or default
        except SkrulesError as err:  # a line that is not text in the input's encoding, or too long
            console.print(error_text(refusal_text(err, lang), lang))
            continue
        if answer.lower() in _QUIT:
            raise EOFError  # as Ctrl-D: no game yet, nothing to keep
        try:
            check(answer, asked)
            return answer
        except SkrulesError as err:
            first = check is _players and not answer
            said = say(lang, "name the players, e.g. Ann Ben Cat") if first else refusal_text(err, lang)
            console.print(error_text(said, lang))


def _default(args: argparse.Namespace, attr: str) -> str:
    value = getattr(args, attr)
    if attr == "abilities":
        return "y" if value else "n"
    if attr == "ruling":
        return " ".join(value)
    return str(value)


def _words(table: Table | None) -> tuple[list[str], list[str], list[str]]:
    """What completion offers: the names at the table, the card tokens and the rule IDs."""
    from ..book import rulebook
    from ..cards import canonical_words
    from ..deal import GHOST

    names = [] if table is None else [*table.players, *([GHOST] if table.two else [])]
    words = canonical_words()
    known = set(words)
    cards = [w for w in words if "-" not in w and not (w.endswith("s") and w[:-1] in known)]  # no long aliases
    return names, cards, sorted(rulebook())
