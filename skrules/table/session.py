"""The session: one prompt after another until the game is over and the table leaves.

Each turn asks for what the game needs next (the bids, an ability choice, the next trick); any
line may instead be a command (:mod:`skrules.table.commands`). Every input the rules or the table
refuse is one line starting ``error:``, and the same question is asked again.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from rich.console import Console, RenderableType

from ..abilities import make_ability
from ..cards import Pirate
from ..errors import NotationError, SkrulesError, Terminated
from ..i18n import refusal_text
from ..rules import Scoring
from ..scoring import bid_in_range
from . import view
from .lang import say, yes_no
from .save import game_text
from .state import Table, TableError, typed_bids

__all__ = ["Leave", "Session"]

Handler = Callable[[str], None]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

    class Commands(Protocol):
        """What the loop asks of the table's commands (:mod:`skrules.table.commands`)."""

        def run_command(self, s: Session, line: str) -> bool: ...
        def ended(self, s: Session) -> int | None: ...
        def interrupted(self, s: Session) -> int: ...
        def terminated(self, s: Session, signum: int) -> int: ...


# What the table asks after a trick whose winner unlocked an ability, and the word a bare answer goes after.
_ABILITY_QUESTIONS = {  # in English, IDs of the catalogues' table section
    Pirate.ROSIE: ("Rosie ({user}): who leads trick {next}? Enter: no change", "rosie"),
    Pirate.BENDT: ("Bendt ({user}): +CARD +CARD -CARD -CARD, Enter: skip", "bendt"),
    Pirate.RASCAL: ("Rascal ({user}): wager 0, 10 or 20, Enter: skip", "rascal"),
    Pirate.JUANITA: ("Juanita ({user}): look at the undealt cards? y, Enter: skip", "juanita"),
    Pirate.HARRY: ("Harry ({user}): bid -1, 0 or +1, Enter: skip", "harry"),
    Pirate.MARY: ("Mary ({user}): NAME CARD, picked at random from NAME's hand", "mary"),
}
_ABILITY_WORDS = {word: pirate for pirate, (_, word) in _ABILITY_QUESTIONS.items()}  # rosie -> Pirate.ROSIE


class Leave(Exception):
    """The table leaves the session (after saving, or choosing not to), with this exit status."""

    def __init__(self, status: int = 0) -> None:
        super().__init__(status)
        self.status = status


class Session:
    """The game at the table, the prompter and the console; :meth:`run` plays until the table leaves.

    ``tty``: the lines come from a terminal, so a question may be asked after Ctrl-C; from a pipe
    the next line is not an answer to it, and an interrupted game is saved to a recovery file.
    """

    RESUME = "skrules table --resume"  # the command that goes on with a saved game

    def __init__(
        self, table: Table, ask: Callable[[str], str], console: Console, *, tty: bool = False, lang: str | None = None
    ) -> None:
        self.table = table
        self.lang = lang  # the language the table speaks (``--lang``); None: English
        self.ask_line = ask
        self.console = console
        self.tty = tty
        self.pending: list[Pirate] = self.unsettled()  # abilities still to ask about after the last trick
        self.announced = False  # the round under way has been announced

    def saved_game(self) -> str:
        """The whole game as a scenario file, as ``save game`` and the recovery file write it."""
        return game_text(self.table)

    # ----------------------------------------------------------------- output
    def show(self, *items: RenderableType) -> None:
        for item in items:  # the score sheet fits a terminal itself; into a pipe its lines are never cut short
            self.console.print(item, crop=not isinstance(item, view.ScoreSheet))

    def say(self, text: str, /, **values: object) -> str:
        """A line of the table (its English, an ID of the catalogues' ``table`` section) in its language."""
        return say(self.lang, text, **values)

    def error(self, problem: str | SkrulesError) -> None:
        """A line refused, or a problem said already, in red after "error: "."""
        message = problem if isinstance(problem, str) else refusal_text(problem, self.lang)
        self.console.print(view.error_text(message, self.lang))

    # ----------------------------------------------------------------- the loop
    def run(self, commands: Commands) -> int:
        """Ask and answer until the table leaves: 0, or 130 after Ctrl-C or an end of input with the game
        unsaved (the game saved if asked, else kept in a recovery file).

        ``commands`` runs the table's commands (:mod:`.commands`, which acts on a session, so is
        handed in here): a line that is one, the end of input, and Ctrl-C.
        """
        while True:
            try:
                self.turn(commands)
            except Leave as leaving:
                return leaving.status
            except Terminated as stop:  # SIGTERM, or SIGHUP (the terminal closed): nobody to ask
                return commands.terminated(self, stop.signum)
            except KeyboardInterrupt:  # at any prompt, a command's own questions included
                return commands.interrupted(self)

    def turn(self, commands: Commands) -> None:
        """One prompt and its answer: a command, or what the game asked for; at the end of input (Ctrl-D,
        a pipe run dry) an unsaved game is offered to be saved, or kept in a recovery file."""
        prompt, handler = self.next_step()
        try:
            line = self.ask_line(prompt)
            if not commands.run_command(self, line):
                handler(line)
        except EOFError:  # at the prompt or at a question a command asked
            self.console.print()
            status = commands.ended(self)
            if status is not None:
                raise Leave(status) from None
        except Leave:
            raise
        except SkrulesError as err:
            self.error(err)
        except Exception as err:  # a bug: say so, keep the game, let the table save it
            if os.environ.get("SKRULES_DEBUG"):
                raise
            self.error(
                self.say("internal error: {error}; the game is kept, 'save' it", error=f"{type(err).__name__}: {err}")
            )

    def next_step(self) -> tuple[str, Handler]:
        """The question the game asks now, and what answers it."""
        t = self.table
        while t.log is not None and not self.pending and t.round_done():
            self.end_round()
        if t.log is None:
            return self.say("game over> "), self.after_game
        if not self.announced:
            self.show(view.round_header(t, self.lang), *filter(None, [view.round_so_far(t, self.lang)]))
            self.announced = True
        if t.log.bids is None:
            return self.bid_step()
        if self.pending:
            return self.ability_prompt(), self.ability
        r = t.round()
        prompt = self.say("Trick {k}, {leader} leads", k=r.trick_number, leader=r.to_play)
        if len(t.players) == 2:  # Graybeard's ghost plays in turn too: say where
            prompt += f" ({', '.join(r.in_turn)})"
        return prompt + "> ", self.trick

    # ----------------------------------------------------------------- bids
    def bid_step(self) -> tuple[str, Handler]:
        """The round's bids on one line; once Enter asked for them player by player, the next player's
        (a command typed there runs, and the bids typed so far are kept); then, under Rascal scoring,
        who goes for the cannonball."""
        t, asking = self.table, self.table.asking
        if asking is None:
            assert t.log is not None
            return self.say("Round {n} bids> ", n=t.log.seat.round), self.bids
        missing = [p for p in t.players if p not in asking]
        if missing:
            return self.say("  {player} bids> ", player=missing[0]), self.one_bid
        return self.say("  Who goes for the cannonball? (names; Enter: nobody)> "), self.cannonball

    def bids(self, line: str) -> None:
        """``Ann=2 Ben=0 Cat=1``, ``2 0 1`` in seat order, or Enter to be asked player by player. A bid out of
        range is refused at once, not once the players left have been asked theirs (bid.range)."""
        bids = typed_bids(self.table, line)
        self.table.asking = bids
        self.table.changed = self.table.changed or bool(bids)
        self.reveal_when_all_in()

    def one_bid(self, line: str) -> None:
        """A player's bid asked on its own: a wrong answer is said of that bid, and the same player asked
        again (bid.range). A whole line of bids typed there (``1 0 0``, ``Ann=1 Ben=0 Cat=0``), a bid for
        each player, is the round's bids, as at the round's own prompt."""
        t, asking = self.table, self.table.asking
        assert asking is not None and t.log is not None
        words = [w.rpartition("=")[2] for w in line.replace(",", " ").split()]
        if len(words) == len(t.players) > 1 and all(w.isascii() and w.isdigit() for w in words):
            self.table.asking = None
            self.bids(line)
            return
        player = next(p for p in t.players if p not in asking)
        answer, cards = line.strip(), t.log.cards
        if not (answer.isascii() and answer.isdigit() and bid_in_range(int(answer), cards)):
            said = "{player}'s bid is a number of tricks from 0 to {cards} (bid.range)"
            raise TableError(self.say(said, player=player, cards=cards))
        asking[player] = int(answer)
        t.changed = True  # a bid typed is kept with the game, as the round's lines are
        self.reveal_when_all_in()

    def reveal_when_all_in(self) -> None:
        """Every player's bid typed and no cannonball to ask (Rascal scoring asks it next): revealed."""
        asking = self.table.asking
        all_in = asking is not None and len(asking) == len(self.table.players)
        if all_in and self.table.rules.scoring is not Scoring.RASCAL:
            self.reveal([])

    def cannonball(self, line: str) -> None:
        """Who goes for the cannonball (score.choice): a name not at the table is refused and asked again."""
        self.reveal([self.table.seat_name(w) for w in line.replace(",", " ").split()])

    def reveal(self, cannonball: list[str]) -> None:
        """The bids revealed together; refused, they are asked again from the round's bids."""
        bids, self.table.asking = self.table.asking, None
        assert bids is not None
        self.table.bid(bids, cannonball)

    # ----------------------------------------------------------------- tricks
    def trick(self, line: str) -> None:
        t = self.table
        r = t.round()
        start = len(r.trace)
        k = r.trick_number
        verdict = t.play(line.split())
        self.show(view.verdict_text(k, verdict, self.lang))
        self.show(*view.steps_text(t.round().trace, start, self.lang))
        self.pending = self.unsettled()
        if not self.pending:  # a trick destroyed or discarded has said who leads next in its own step
            self.announce_leader(told=view.says_leader(t.round().trace, start))

    def unsettled(self) -> list[Pirate]:
        """The abilities the last trick typed still offers its winner; in a game resumed, asked for again."""
        log = self.table.log
        if log is None or not log.tricks:
            return []
        unlocked = self.table.round().unlocked
        if len(log.tricks) == log.cards:
            unlocked = tuple(p for p in unlocked if p is Pirate.HARRY)  # only Harry matters after the last trick
        return list(unlocked)

    def announce_leader(self, told: bool = False) -> None:
        """Who leads the next trick, once the abilities that could change it are settled (unless a step
        shown has ``told`` it already).

        The trick is closed first, so that what its closing notes (an ability left unused) shows
        under this trick, not under the next one, whose first card would otherwise close it.
        """
        t = self.table
        r = t.round()
        if r.can_end_trick():
            start = len(r.trace)
            r.end_trick()
            self.show(*view.steps_text(r.trace, start, self.lang))
            told = told or view.says_leader(r.trace, start)
        if not t.round_done() and not told:
            self.show(view.leader_text(r.to_play or "", r.trick_number, self.lang))

    # ----------------------------------------------------------------- abilities
    def ability_prompt(self) -> str:
        r = self.table.round()
        question, _ = _ABILITY_QUESTIONS[self.pending[0]]
        winner = self.table.last_trick()
        user = winner[2].winner_name if winner is not None else "?"
        return f"  {self.say(question, user=user, next=r.trick_number)}> "

    def ability(self, line: str) -> None:
        """An ability choice: in full (``rosie Ben``) or just its answer (``Ben``); Enter skips it."""
        pirate = self.pending[0]
        _, word = _ABILITY_QUESTIONS[pirate]
        if not line:
            if pirate is Pirate.MARY:
                raise TableError(self.say("Mary Thorne's pick is not optional: give it as NAME CARD (mary.power)"))
            self.pending.pop(0)
        else:
            head, _, tail = line.partition(":")  # rosie: Ben, as a scenario file writes it
            words = head.split() + tail.split()
            if pirate is Pirate.JUANITA and yes_no(self.lang, words[0]) is True:
                words = ["juanita"]
            elif _ABILITY_WORDS.get(words[0].lower()) not in self.pending:  # the answer alone: Ben, -1, 20
                words = [word, *words]
            try:
                ability = make_ability(words[0], words[1:])
            except NotationError as err:  # quoting what was typed, not the answer with its Pirate put before it
                typed = line if err.token == " ".join(words) else err.token
                raise NotationError(err.message, token=typed) from None
            self.table.use(ability)
            if ability.pirate in self.pending:
                self.pending.remove(ability.pirate)
            steps = self.table.round().trace
            self.show(*view.steps_text(steps, len(steps) - 1, self.lang))
        if not self.pending:
            self.announce_leader()

    # ----------------------------------------------------------------- the end of a round
    def end_round(self) -> None:
        result = self.table.finish_round()
        self.announced = False
        self.show(view.round_scores(result, self.lang), view.score_table(self.table, self.lang))

    def after_game(self, line: str) -> None:
        raise TableError(self.say("the game is over; 'save game FILE' keeps it, 'quit' leaves"))
