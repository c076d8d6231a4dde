"""The commands a table may type at any prompt: why, what if, undo, rule, cards, scores, hand, save, help, quit.

:func:`run_command` answers a line that starts with a command and returns True; any other line
is the answer to the prompt. ``why`` and ``what if`` call :mod:`skrules.whynot` when this skrules
has it, and say the feature is not available when it does not.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import RenderableType

from ..cards import parse_card
from ..errors import SkrulesError
from ..files import EMPTY_PATH, as_typed, unwritable, write_text
from ..i18n import localizer, refused_text
from ..names import display
from ..notation import parse_hand
from ..refusals import RefusalMsg, os_reason
from ..spelling import nearest
from ..trace import Trace
from ..trick import Verdict
from ..whynot import card_of, what_if_text, why_not, why_not_text
from ..whynot import what_if as judge_again
from . import view
from .lang import mark, yes_no
from .session import Leave, Session
from .state import TableError, find_name

__all__ = ["RECOVERY", "ended", "interrupted", "run_command", "save", "terminated"]


def run_command(s: Session, line: str) -> bool:
    """Run the command the line starts with; False when the line is not a command."""
    words = line.split()
    if not words:
        return False
    name = words[0].lower()
    if name == "what" and words[1:2] and words[1].lower() == "if":
        what_if(s, words[2:])
        return True
    handler = _COMMANDS.get(name)
    if handler is None or (name == "hand" and len(words) < 2):
        if len(words) == 1 and handler is None:
            _mistyped(s, words[0])
        return False
    handler(s, words[1:])
    return True


def _mistyped(s: Session, word: str) -> None:
    """A lone word near a command that is no card and near none ('scroes', 'undoo'): the command is meant, and
    said, rather than "not a card"; a word near a card ('whal': 'whale', not 'what') is left to the card's
    refusal, which names the card."""
    close = nearest(word, _COMMANDS)
    if not close:
        return
    try:
        parse_card(word)
    except SkrulesError as err:
        if getattr(err.message, "message", None) != RefusalMsg.NOT_A_CARD:
            return
        said = "'{word}' is neither a card nor a command; did you mean '{command}'?"
        raise TableError(s.say(said, word=word, command=close[0])) from None


# ---------------------------------------------------------------------------------- the last trick


def _last(s: Session) -> Verdict:
    last = s.table.last_trick()
    if last is None:
        raise TableError(s.say("no trick has been played yet"))
    return last[2]


def _position(s: Session, v: Verdict, word: str) -> int:
    """A card of the trick: its position from 1, or its player's name: the card of theirs that can win (the
    Last Volley's extra card, as ``card_of`` says)."""
    if word.isdigit() and 1 <= int(word) <= len(v.trick.plays):
        return int(word) - 1
    players = list(dict.fromkeys(p.player for p in v.trick.plays))  # the Last Volley's player once
    name = find_name(players, word)
    if name is not None:
        return card_of(v.trick, name)
    names = mark(s.lang, ", ").join(players)
    text = "'{word}' played no card in the last trick ({names}); name a player or a position 1 to {n}"
    raise TableError(s.say(text, word=word, names=names, n=len(v.trick.plays)))


def why(s: Session, args: list[str]) -> None:
    """``why``: the last trick's explanation; ``why NAME``: why that player's card did not win, or, asked
    of the winner, what it won by and earned (as ``skrules trick --why`` answers)."""
    v = _last(s)
    if not args:
        s.show(_trace_lines(s.table.last_told() or v.trace, s.lang))
        return
    said = why_not_text(why_not(v, _position(s, v, args[0])), lang=s.lang)
    s.show(view.plain_lines(said.splitlines()))


def what_if(s: Session, args: list[str]) -> None:
    """``what if NAME=CARD`` (or ``POSITION=CARD``): the last trick judged again with that card."""
    if len(args) != 1 or "=" not in args[0]:
        raise TableError(s.say("write it as 'what if NAME=CARD' or 'what if 2=CARD', e.g. what if Ben=sk"))
    who, _, token = args[0].partition("=")
    v = _last(s)
    changed = judge_again(v.trick, _position(s, v, who), parse_card(token))
    s.show(view.plain_lines(what_if_text(changed, lang=s.lang).splitlines()))


def _trace_lines(steps: Trace, lang: str | None) -> RenderableType:
    """``why``: the trick's steps, each citing its rule, in the table's language."""
    trace = steps if lang is None else localizer(lang).trace(steps)
    return view.plain_lines(trace.as_text().splitlines())


# ---------------------------------------------------------------------------------- the others


def undo(s: Session, args: list[str]) -> None:
    """Take back the last trick or the bids; the trick before stays settled, its abilities as chosen then.
    While the bids are asked player by player, the last bid typed is taken back instead."""
    asking = s.table.asking
    if asking:
        player = list(asking)[-1]
        del asking[player]
        s.show(s.say("Undone: {what}.", what=s.say("{player}'s bid taken back", player=player)))
        return
    s.table.asking = None
    s.pending = []
    before = s.table.log.seat.round if s.table.log is not None else None
    s.show(s.say("Undone: {what}.", what=s.table.undo()))
    live = s.table.live
    if live is not None and live.can_end_trick():  # its notes were shown when it was played
        live.end_trick()
    s.announced = s.table.log is not None and s.table.log.seat.round == before  # a round reopened is announced


def rule(s: Session, args: list[str]) -> None:
    from ..book import find, rulebook

    if len(args) != 1:
        raise TableError(s.say("write 'rule ID', e.g. rule rank.mermaid-king ('skrules rules' lists them)"))
    s.show(view.RuleText(find(rulebook(), args[0])))  # an unknown ID is refused in the table's language


def cards(s: Session, args: list[str]) -> None:
    """``cards``: the cards at a glance, of the deck this game plays with only (not the whole box)."""
    from ..glance import glance
    from ..render import glance_text

    rules = s.table.rules
    first = rules.edition.one_deck
    width = max(40, min(100, s.console.width - 1))
    s.show(glance_text(glance(first=first, box=None if first else rules.box), width, s.lang))  # as `cards --lang`


def scores(s: Session, args: list[str]) -> None:
    if not s.table.finished:
        raise TableError(s.say("no round is finished yet"))
    s.show(view.score_table(s.table, s.lang))


def hand(s: Session, args: list[str]) -> None:
    """``hand NAME CARDS``: a player's cards as dealt, checked as the round is played."""
    player = s.table.seat_name(args[0])
    cards_given = parse_hand(" ".join(args[1:]))
    s.table.give_hand(player, cards_given)
    names = [str(c) if s.lang is None else display(c, s.lang) for c in cards_given]  # English: the tokens
    s.show(s.say("{player}'s hand: {cards}.", player=player, cards=mark(s.lang, ", ").join(names)))


def show_help(s: Session, args: list[str]) -> None:
    s.show(view.help_table(s.table.players, s.lang))


def quit_(s: Session, args: list[str]) -> None:
    status = _leave(s, ended=False)
    if status is not None:
        raise Leave(status)  # 0, or 130 when a pipe ran dry at the question and the game went to a recovery file


# ---------------------------------------------------------------------------------- saving and leaving


def save(s: Session, args: list[str]) -> bool:
    """``save [trick|round|game] [FILE]``; True once written (never over a file without asking, but the game's
    own). ``save`` alone writes the game back to its own file (:attr:`Table.file`); a name with spaces is quoted."""
    from .save import round_text, trick_text

    kind = args[0].lower() if args and args[0].lower() in ("trick", "round", "game") else "game"
    rest = args[1:] if args and args[0].lower() == kind else args
    path = _file_named(s, kind, rest)
    # a folder is refused as typed, not written beside as NAME.skull; os.path.isdir is False where stat fails
    if not path.suffix and not os.path.isdir(path):  # noqa: PTH112  # Path.is_dir raises for no permission
        path = path.with_suffix(".skull")
    t = s.table
    if kind == "trick":
        last = t.last_trick()
        if last is None:
            raise TableError(s.say("no trick has been played yet"))
        text = trick_text(t, last[2], f"Round {last[0]}, trick {last[1]} at the table")
    elif kind == "round":
        if not t.finished:
            raise TableError(
                s.say("no round is finished yet: 'save trick FILE' keeps the last trick, 'save game FILE' all")
            )
        text = round_text(t, len(t.finished))
    else:
        text = s.saved_game()
    return _write(s, path, text, kind)


def _file_named(s: Session, kind: str, words: list[str]) -> Path:
    """The file ``save`` writes: the one word typed, or words in quotes (``"friday night"``); none, the game's own
    file when it has one."""
    typed = " ".join(words)
    quoted = len(typed) > 1 and typed[0] == typed[-1] and typed[0] in "'\""
    if quoted or len(words) == 1:
        name = typed[1:-1] if quoted else words[0]
        if not name:  # Path("") is the current folder, never what an empty name meant
            raise TableError(s.say("not saved: {why}", why=s.say(EMPTY_PATH)))
        return Path(name)
    if not words and kind == "game" and s.table.file is not None:
        return s.table.file
    raise TableError(s.say("write 'save {kind} FILE', e.g. save {kind} club.skull", kind=kind))


def _write(s: Session, path: Path, text: str, kind: str) -> bool:
    refusal = unwritable(str(path))  # a pipe or a device is refused before asking to replace it
    if refusal is not None:
        raise TableError(
            s.say("not saved: {why}", why=refusal if s.lang is None else localizer(s.lang).refused(refusal))
        )
    own = kind == "game" and s.table.file is not None and _same_file(path, s.table.file)
    if path.exists() and not own:  # the game's own file is the game, saved again
        answer = _ask(s, s.say("{path} exists: replace it? (y/N)> ", path=path))
        if yes_no(s.lang, answer or "") is not True:
            s.show(s.say("Not saved: {path} is left as it was.", path=path))
            return False
    try:
        write_text(path, text)
    except OSError as err:
        raise TableError(
            s.say("cannot write {path}: {why}", path=path, why=refused_text(os_reason(err), s.lang))
        ) from None
    if kind == "game":
        s.table.changed, s.table.file = False, path
    s.show(s.say(f"Saved the {kind} to {{path}}; 'skrules check {{path}}' checks it.", path=as_typed(path)))
    return True


def _same_file(path: Path, other: Path) -> bool:
    try:
        return path.resolve() == other.resolve()
    except OSError:
        return False


def _ask(s: Session, prompt: str) -> str | None:
    """A line, or None at Ctrl-D (the table is going); Ctrl-C goes on to :func:`interrupted`."""
    try:
        return s.ask_line(prompt)
    except EOFError:
        s.console.print()
        return None


def ended(s: Session) -> int | None:
    """End of input at a prompt: the exit status the table leaves with, or None to stay at it.

    With nothing typed since the game was last saved (or at all) the table leaves quietly with 0.
    Else nothing typed may be lost: from a pipe, run dry and with nobody to ask, the game goes to
    a new recovery file as at Ctrl-C (:func:`_recovered`); at a terminal Ctrl-D is asked about as
    ``quit`` is ('no' or a file name leave with 0), and a second Ctrl-D there writes the recovery
    file. A game kept in a recovery file exits 130, as the Ctrl-C path does however it ends (its
    own Ctrl-D included): the table was cut off, not left by the user. 0 would tell a script the
    game ended as asked, and 1 and 2 mean a check failed and bad input.
    """
    if not s.table.changed:
        return 0
    if not s.tty:
        return _recovered(s)
    return _leave(s, ended=True)


def _leave(s: Session, *, ended: bool) -> int | None:
    """Ask to save an unsaved game: 0 once saved or 'no' said, None at Enter (stay); Ctrl-D at the
    question leaves unsaved after ``quit`` at a terminal, and otherwise (an end of input, a pipe run
    dry) the game goes to the recovery file (130)."""
    if not s.table.changed:
        return 0
    while True:
        try:
            answer = _ask(
                s, s.say("The game is not saved. Type a file name to save it, 'no' to leave, Enter to stay> ")
            )
            if answer is None and (ended or not s.tty):  # a pipe run dry after 'quit': cut off, not a choice
                return _recovered(s)
            if answer is None or _no(s, answer):
                s.show(s.say("Left without saving."))
                return 0
            if not answer:
                return None
            keep = _yes(s, answer)
            if keep and s.table.file is not None:  # the game back to its own file
                if save(s, ["game"]):
                    return 0
                continue
            if save(s, ["game", _file_name(s, answer, leaving=True)]):
                return 0
        except SkrulesError as err:
            s.error(err)


_LEAVING = frozenset({"quit", "exit", "q"})  # the commands that ask this question, typed again at it


def _file_name(s: Session, answer: str, *, leaving: bool = False) -> str:
    """The answer typed where the table asks for a file name, or a :class:`TableError` when it is none, and the
    question goes on: table input (:func:`_table_input`), and at the question ``quit`` asks, 'quit' again or a
    'yes' with no file of the game's own (``leaving``), said to be the file's name it would be."""
    if leaving and (_yes(s, answer) or answer.strip().lower() in _LEAVING):
        said = (
            "'{typed}' would be the file's name: type a name such as game.skull to save the game, "
            "'no' to leave without saving, Enter to stay"
        )
        raise TableError(s.say(said, typed=answer.strip()))
    refused = _table_input(s, answer)
    if refused is not None:
        raise TableError(refused)
    return answer


def _table_input(s: Session, answer: str) -> str | None:
    """Why a line typed where a file name is asked reads as table input, not a name: a command, with or without
    its arguments ('help', 'save game x', 'what if Ben=sk'), bids or plays by name ('Ann=1 Ben=0'), bids in seat
    order ('1 0 0') or a trick ('mermaid sk rosie'). None for a name ('friday', 'friday night'); a name in quotes
    ('"help"') is taken as typed, as ``save`` takes it."""
    typed = answer.strip()
    words = typed.split()
    if not words or (len(typed) > 1 and typed[0] == typed[-1] and typed[0] in "'\""):
        return None
    first = words[0].lower()
    if first in _COMMANDS or (first == "what" and words[1:2] and words[1].lower() == "if"):
        said = (
            "'{typed}' reads as a table command, not a file name: type a name such as game.skull, "
            "or put the name in quotes to save the game under it"
        )
        return s.say(said, typed=typed)
    if "=" in typed or (len(words) > 1 and all(w.isdigit() or _is_card(w) for w in words)):
        said = (
            "'{typed}' reads as bids or a trick, not a file name: type a name such as game.skull, "
            "or put the name in quotes to save the game under it"
        )
        return s.say(said, typed=typed)
    return None


def _is_card(word: str) -> bool:
    """Whether the word is a card as a trick is typed (``sk``, ``g5``, ``rosie``)."""
    try:
        parse_card(word)
    except SkrulesError:
        return False
    return True


# ---------------------------------------------------------------------------------- Ctrl-C


def _no(s: Session, answer: str) -> bool:
    """'no' or 'n', or the language's own no ('non', 'nein'): never saved as a file of that name."""
    return answer.strip().lower() in ("no", "n", s.say("no").lower())


def _yes(s: Session, answer: str) -> bool:
    """'yes', 'y', the language's own yes ('oui', 'ja'), or 'save': a wish to save, never a file of that name."""
    return yes_no(s.lang, answer) is True or answer.strip().lower() == "save"


RECOVERY = "skrules-table-recovery-{stamp}{n}.skull"  # the file an interrupted game is kept in


def interrupted(s: Session) -> int:
    """Ctrl-C at any prompt: an unsaved game is offered to be saved, then the table leaves with 130.

    At a terminal the table asks for a file name (Enter takes the recovery file offered). From a
    pipe there is no one to ask, and at Ctrl-D or a second Ctrl-C the table asks no more: the game
    goes to a new recovery file, named on one line. Nothing typed is lost unless 'no' says so.
    """
    s.console.print()
    if not s.table.changed:
        return 130
    stamp = time.strftime("%Y%m%d-%H%M%S")
    if not s.tty:
        return _recovered(s, stamp)
    own = s.table.file  # a game resumed or saved before goes back to its own file; another to a recovery file
    offered = as_typed(own if own is not None else RECOVERY.format(stamp=stamp, n=""))
    question = s.say(
        "Interrupted. Save the game? A file name saves it, Enter saves it to {file}, 'no' leaves> ", file=offered
    )
    while True:
        try:
            answer = s.ask_line(question)
            if _no(s, answer):
                s.show(s.say("Left without saving."))
                return 130
            answer = "" if _yes(s, answer) else _file_name(s, answer)  # 'y' as Enter, never a file of that name
            if answer or own is not None:  # Enter: the game's own file ('save' alone), else a recovery file
                saved = save(s, ["game", answer] if answer else ["game"])
            else:
                saved = _recover(s, stamp)
            if saved:
                return 130
        except (EOFError, KeyboardInterrupt):
            s.console.print()
            _recover(s, stamp)
            return 130
        except SkrulesError as err:
            s.error(err)


def terminated(s: Session, signum: int) -> int:
    """``SIGTERM``, or ``SIGHUP`` (the terminal closed): nobody is there to answer a question, so an unsaved game
    goes to a recovery file at once, and the table leaves with 128 + the signal. Saying so may fail with the
    terminal gone; the file is written first."""
    for stop in (getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)):
        signal.signal(stop, signal.SIG_IGN)  # a second one must not cut the recovery file short
    with contextlib.suppress(OSError):
        s.console.print()
    if s.table.changed:
        with contextlib.suppress(OSError):
            _recover(s, time.strftime("%Y%m%d-%H%M%S"))
    return 128 + signum


def _recovered(s: Session, stamp: str | None = None) -> int:
    """Nobody to ask (a pipe, or a second Ctrl-C or Ctrl-D): the game to a recovery file, and 130."""
    _recover(s, stamp or time.strftime("%Y%m%d-%H%M%S"))
    return 130


def _recover(s: Session, stamp: str) -> bool:
    """Write the game to a new recovery file here (else in the temporary folder) and say where, on one line."""
    text = s.saved_game()
    problems = []
    for folder in (Path(), Path(tempfile.gettempdir())):
        try:
            path = _new_file(folder, stamp)
        except OSError as err:
            problems.append(f"{_named(folder)}: {refused_text(os_reason(err), s.lang)}")
            continue
        try:
            write_text(path, text)
        except BaseException as err:
            path.unlink(missing_ok=True)
            if not isinstance(err, OSError):
                raise
            problems.append(f"{path}: {refused_text(os_reason(err), s.lang)}")
            continue
        s.table.changed = False
        s.console.print(
            s.say(
                "The game is saved to {path}; '{resume} {path}' goes on with it.", path=as_typed(path), resume=s.RESUME
            ),
            soft_wrap=True,
            markup=False,
        )
        return True
    why = "cannot write a recovery file ({problems}); the game follows, keep it as a .skull file"
    s.error(s.say(why, problems=mark(s.lang, "; ").join(problems)))
    s.console.print(text, soft_wrap=True, markup=False, highlight=False)
    return True


def _named(folder: Path) -> str:
    """The folder by its full name, or as it was given when even that cannot be found (the working folder
    deleted during the game), so that saying where a file could not go never keeps it from going elsewhere."""
    try:
        return str(folder.resolve())
    except OSError:
        return str(folder)


def _new_file(folder: Path, stamp: str) -> Path:
    """A recovery file created empty under a name no file has (``-2``, ``-3`` ... after the first)."""
    for n in range(1, 100):
        path = folder / RECOVERY.format(stamp=stamp, n=f"-{n}" if n > 1 else "")
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        return path
    raise FileExistsError(errno.EEXIST, "every recovery file name of this second is taken", str(folder))


_COMMANDS: dict[str, Callable[[Session, list[str]], object]] = {
    "why": why,
    "undo": undo,
    "rule": rule,
    "cards": cards,
    "scores": scores,
    "hand": hand,
    "save": save,
    "help": show_help,
    "quit": quit_,
    "exit": quit_,
}
