"""The score pad's session: the table's loop, saving and Ctrl-C, asking the pad's three lines a round.

:class:`PadSession` is a :class:`~skrules.table.session.Session` whose next question is the pad's
(:mod:`skrules.table.pad`), whose saved game is the pad's file and whose commands are the few a
pad needs: ``undo``, ``scores``, ``save FILE``, ``help`` and ``quit``, the last three run by
:mod:`skrules.table.commands` as at the table (the file written atomically, never over another
without asking; Ctrl-C offers to save, a pipe gets a recovery file).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console, RenderableType
from rich.text import Text

from ..rules import Scoring
from ..scoring import Breakdown
from ..spelling import nearest
from . import commands, view
from .lang import cards_said, say
from .pad import Pad, pad_text
from .session import Handler, Session
from .state import TableError

__all__ = ["PAD_HELP", "PadCommands", "PadSession"]

PAD_HELP = (  # what is typed (the lines' names in the language, the commands as typed) and what it does
    (
        "bids",
        "one number a player, in seat order (2 1 0 3) or by name (Ann=2 Ben=1 ...); 2c goes for the"
        " cannonball, 2r20 is Rascal's wager",
    ),
    ("tricks won", "one number a player, in seat order (2 0 1 3) or by name (Ann=2 Ben=0 ...)"),
    (
        "bonuses",
        "a player's name (or its first letters), then codes: 14, b14 (black 14), m (Mermaid taken by"
        " a Pirate), p (Pirate taken by the Skull King), sk (the Skull King taken by a Mermaid), con, 8, 7,"
        " davy; p p or pirate=2 for two; h+1, h-1, h0 Harry's change; r20 Rascal's wager; loot=NAME."
        " Enter: no bonus",
    ),
    ("undo", "take back the last line entered, again and again"),
    ("scores", "the running score table"),
    ("save FILE", "the game as a scenario file 'skrules check' passes on"),
    ("help", "this list"),
    ("quit", "leave (asks to save an unsaved game first)"),
)


COMMANDS = ("undo", "scores", "save FILE", "help", "quit")  # the end of PAD_HELP: what is typed as it is


class PadSession(Session):
    """The pad at the terminal: the table's loop and its saving, with the pad's questions."""

    RESUME = "skrules table --pad --resume"

    def __init__(self, pad: Pad, ask: Callable[[str], str], console: Console, *, tty: bool = False) -> None:
        super().__init__(pad.table, ask, console, tty=tty, lang=pad.lang)
        self.pad = pad

    def saved_game(self) -> str:
        return pad_text(self.pad)

    def next_step(self) -> tuple[str, Handler]:
        r = self.pad.current
        if r is not None and not self.announced:  # a new round, or one resumed part entered: what it has so far
            seat = self.table.seats[r.number - 1]
            rounds, cards = len(self.table.schedule), cards_said(self.lang, r.cards)
            head = self.pad.say("head", n=r.number, rounds=rounds, cards=cards, dealer=seat.dealer, leader=seat.leader)
            self.show(Text(head, style="bold"))
            entered = self.pad.entered()
            if entered is not None:
                self.show(Text(entered))
            self.announced = True
        return self.pad.prompt(), self.enter

    def enter(self, line: str) -> None:
        if self.pad.step() == "over":
            raise TableError(self.pad.say("ended"))
        scores = self.pad.enter(line)
        if scores is not None:
            self.announced = False
            number = len(self.pad.finished)
            rascal = self.table.rules.scoring is Scoring.RASCAL
            self.show(round_lines(number, scores, self.lang, rascal), self.running())

    def running(self) -> RenderableType:
        """The running score table, as ``skrules score`` and the table print it."""
        return view.running_table(self.table, self.pad.score_table(), self.lang)


def round_lines(
    number: int, scores: dict[str, Breakdown], lang: str | None = None, rascal: bool = False
) -> RenderableType:
    """``Ann: bid 2, won 2 (made) +40`` for each player of the round just scored (``(made, cannonball)`` under
    Rascal scoring for a player who chose it)."""
    return view.score_lines(number, scores, lang, rascal)


_WORDS = ("undo", "scores", "save", "help", "quit", "exit")  # what run_command answers


class PadCommands:
    """The pad's commands; what leaving and Ctrl-C do is the table's own (:mod:`.commands`)."""

    def run_command(self, s: Session, line: str) -> bool:
        assert isinstance(s, PadSession)
        words = line.split()
        name = words[0].lower() if words else ""
        if name == "undo":
            s.show(s.pad.say("undone", what=s.pad.undo()))
            s.announced = s.pad.current is not None and s.pad.current.bids is not None
        elif name == "scores":
            if not s.pad.finished:
                raise TableError(s.pad.say("no_scores"))
            s.show(s.running())
        elif name == "save":  # 'save' alone: back to the game's own file; a name with spaces in quotes
            if len(words) == 1 and s.table.file is None:
                raise TableError(s.pad.say("save"))
            commands.save(s, words[1:])
        elif name == "help":
            s.show(help_lines(s.lang))
        elif name in ("quit", "exit"):
            commands.quit_(s, [])
        else:
            named = {p.lower() for p in s.pad.players}  # a player named near a command ("Sav") is a name
            close = nearest(name, _WORDS) if len(words) == 1 and name not in named else []
            if close:  # 'scroes': the command meant, not "a bid is a number"
                raise TableError(s.pad.say("command", token=words[0], command=close[0]))
            alone = len(words) == 1 and name.isalpha() and name not in named  # a word where numbers go: 'aide'
            if alone and s.pad.step() in ("bids", "won"):
                raise TableError(s.pad.say("not_command", token=words[0], commands=", ".join(_WORDS[:-1])))
            return False
        return True

    def ended(self, s: Session) -> int | None:
        return commands.ended(s)

    def interrupted(self, s: Session) -> int:
        return commands.interrupted(s)

    def terminated(self, s: Session, signum: int) -> int:
        return commands.terminated(s, signum)


def help_lines(lang: str | None = None) -> RenderableType:
    """The pad's lines and commands; the codes stay as typed, what they mean is said in the language."""
    lines = len(PAD_HELP) - len(COMMANDS)  # the lines are named in the language; the commands are typed as they are
    said = [(say(lang, w) if i < lines or w in view.SAID else w, say(lang, t)) for i, (w, t) in enumerate(PAD_HELP)]
    return view.two_columns(said)
