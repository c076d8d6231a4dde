"""What the table shows: a trick's verdict in brief, a round's scores, the running table, help.

Words only; the rules are decided elsewhere. Everything is a rich renderable, which rich prints
as plain text when the output is not a terminal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.text import Text

from ..book import Entry, plain_entry
from ..deal import GHOST
from ..formats.sheet import SheetResult
from ..i18n import answer_text, localizer
from ..messages import Msg
from ..render import plain_sheet, rule_panel
from ..render import score_table as sheet_table
from ..round import RoundResult
from ..rules import Scoring
from ..rulings import RuleId
from ..scoring import Breakdown, ScoreTable, points
from ..sentence import answer_text as english_answer
from ..trace import Step, Trace
from ..trick import Verdict
from ..wrap import Hanging, Indented, TwoColumns
from .lang import cards_said, mark, say
from .state import Table

__all__ = [
    "HELP",
    "SAID",
    "RuleText",
    "error_text",
    "help_table",
    "round_header",
    "round_scores",
    "round_so_far",
    "score_table",
    "steps_text",
    "totals_text",
    "verdict_text",
]

HELP = (
    ("why [NAME]", "why the last trick went as it did (NAME: why not that player's card)"),
    ("what if NAME=CARD", "the last trick again with one card changed (or POSITION=CARD)"),
    ("undo", "take back the last trick of the round, or the bids"),
    ("rule ID", "a rule's text, e.g. rule rank.mermaid-king"),
    ("cards", "the cards at a glance: what beats what"),
    ("scores", "the running score table"),
    ("hand NAME CARDS", "the cards dealt to a player, checked as they are played"),
    ("save [KIND] FILE", "KIND trick, round or game (the default): a scenario file 'skrules check' passes on"),
    ("help", "this list"),
    ("quit", "leave (asks to save an unsaved game first)"),
)


# the commands whose placeholders the language names (the command words are typed as they are; ID is an ID)
SAID = frozenset({"why [NAME]", "what if NAME=CARD", "hand NAME CARDS", "save [KIND] FILE", "save FILE"})


def help_notes(players: Sequence[str], lang: str | None = None) -> tuple[str, str]:
    """How bids and tricks are typed, with this table's players in the examples."""
    bids = (2, 0, 1, 1, 0, 2, 1, 0)[: len(players)]
    named = " ".join(f"{p}={b}" for p, b in zip(players, bids, strict=False))
    ghost = say(lang, ", Graybeard's ghost in his turn") if len(players) == 2 else ""
    return (
        say(
            lang,
            "Bids: {named}, or {numbers} in seat order, or Enter to be asked in turn.",
            named=named,
            numbers=" ".join(map(str, bids)),
        ),
        say(
            lang,
            "Tricks: the cards in the order played, e.g. 'mermaid sk rosie' (the players in turn from the leader"
            "{ghost}), or '{first}=g3 {second}=g5 ...'. 'skrules trick --help' lists the card names.",
            ghost=ghost,
            first=players[0],
            second=players[1],
        ),
    )


def help_table(players: Sequence[str], lang: str | None = None) -> RenderableType:
    """The commands in two columns, the words wrapping in the second at any width."""
    rows = [(say(lang, command) if command in SAID else command, say(lang, text)) for command, text in HELP]
    return Group(Text(say(lang, "At any prompt:")), two_columns(rows), Hanging(help_notes(players, lang)))


def two_columns(rows: Sequence[tuple[str, str]]) -> RenderableType:
    """Help as two columns: what is typed, in bold, and what it does, wrapping under itself at any width
    (:class:`~skrules.wrap.TwoColumns`: no line padded with spaces, none starting with a colon)."""
    return TwoColumns(rows)


def error_text(message: str, lang: str | None = None) -> Text:
    return Text.assemble((say(lang, "error: "), "bold red"), message)


def round_header(table: Table, lang: str | None = None) -> Text:
    """``Round 3 of 10: 3 cards each. Cat deals; Ann leads.``"""
    log = table.log
    assert log is not None
    seat = log.seat
    ghost = say(lang, ", and a hand for {ghost}'s ghost", ghost=GHOST) if table.two else ""
    head = say(
        lang,
        "Round {n} of {rounds}: {cards} each{ghost}. {dealer} deals; {leader} leads.",
        n=seat.round,
        rounds=len(table.schedule),
        cards=cards_said(lang, log.cards),
        ghost=ghost,
        dealer=seat.dealer,
        leader=seat.leader,
    )
    return Text(head, style="bold")


def round_so_far(table: Table, lang: str | None = None) -> Indented | None:
    """The round under way when it is shown again (resumed, or reopened by ``undo``): its bids and tricks won,
    wrapped under its text, as the table's other indented lines are.

    ``Bids: Ann=1 Ben=0 Cat=1 (cannonball: Ann); tricks won: Ann 1, Ben 0, Cat 0 (1 of 3 played).``
    """
    log = table.log
    if log is None or log.bids is None:
        return None
    bids = " ".join(f"{p}={log.bids[p]}" for p in table.players)
    chosen = [p for p in table.players if p in log.cannonball]
    cannonball = say(lang, " (cannonball: {names})", names=mark(lang, ", ").join(chosen)) if chosen else ""
    won = table.round().won
    counts = mark(lang, ", ").join(f"{p} {won.get(p, 0)}" for p in table.players)
    said = say(
        lang,
        "  Bids: {bids}{cannonball}; tricks won: {counts} ({played} of {cards} played).",
        bids=bids,
        cannonball=cannonball,
        counts=counts,
        played=len(log.tricks),
        cards=log.cards,
    )
    return Indented(Text(said))


def totals_text(table: Table, lang: str | None = None) -> str:
    """``Ann 80, Ben 0, Cat -10`` after the rounds finished (``Ann 80、Ben 0`` in Chinese); empty before any."""
    totals = table.table().totals().items()
    return mark(lang, ", ").join(f"{p} {n}" for p, n in totals) if table.finished else ""


def verdict_text(k: int, v: Verdict, lang: str | None = None) -> Group:
    """The trick as the table typed it, each card with its player; then who won with what, by which rule.

    In another language each card is named as printed in it (``Ann Sirène``: the English code is no word of
    the language's, whatever was typed), and the second line is the verdict's answer as
    ``skrules trick --short`` says it, in every language, but for who leads next, which the table says on a line
    of its own (:func:`leader_text`).
    """
    named = str if lang is None else localizer(lang).card
    plays = [f"{p.player} {named(p.card)}" for p in v.trick.plays]
    head = Text.assemble((say(lang, "Trick {k}: ", k=k), "bold"), mark(lang, ", ").join(plays), mark(lang, "."))
    said = english_answer(v, ids=True, leader=False) if lang is None else answer_text(v, lang, ids=True, leader=False)
    return Group(head, Indented(Text("  " + said)))


def leader_text(leader: str, k: int, lang: str | None = None) -> Indented:
    """``Next: Ben leads trick 2.``, one sentence of the catalogue (its punctuation the language's), the name bold."""
    text = Text("  " + say(lang, "Next: {leader} leads trick {k}.", leader=leader, k=k))
    text.highlight_words([leader], "bold")
    return Indented(text)


_SAYS_LEADER = frozenset({Msg.TRICK_DESTROYED_NEXT, Msg.TRICK_DISCARDED_NEXT})  # shown with their rule


def says_leader(trace: Trace, start: int) -> bool:
    """Whether the steps shown from ``start`` on say who leads the next trick already (a trick destroyed or
    discarded, whose step names the leader with the rule that chose them): :func:`leader_text` is not said too."""
    return any(step.message in _SAYS_LEADER for step in list(trace)[start:])


def steps_text(trace: Trace, start: int, lang: str | None = None) -> list[Indented]:
    """The round's own steps from ``start`` on (who leads next and why, Graybeard's turns, abilities), each
    wrapped under its own text."""
    out = []
    for step in list(trace)[start:]:
        if step.rule == RuleId.NEXT_WINNER:  # said by the verdict's line and the next prompt
            continue
        out.append(Indented(Text.assemble(("  ", ""), (f"[{step.rule}]", "cyan"), " ", _step(step, lang))))
    return out


def _step(step: Step, lang: str | None) -> str:
    """A step's sentence in the language, from its message (a sentence the engine has none for stays as written)."""
    if lang is None or step.message is None:
        return step.text
    return localizer(lang).say(step.message, step.values)


def round_scores(result: RoundResult, lang: str | None = None) -> RenderableType:
    """Each player's bid, tricks won and score for the round, one line each."""
    rascal = result.rules.scoring is Scoring.RASCAL
    return score_lines(result.number, {p: result.scores[p] for p in result.players}, lang, rascal)


def score_lines(
    number: int | None, scores: dict[str, Breakdown], lang: str | None = None, rascal: bool = False
) -> RenderableType:
    """``Ann: bid 2, won 2 (made) +40`` for each player of the round just scored (the table's and the pad's); in a
    game of ``rascal`` scoring, ``(made, cannonball)`` for a player who chose the cannonball (score.choice)."""
    lines = [Text(say(lang, "Round {n} scored:", n=number), style="bold")]
    for p, b in scores.items():
        made = say(lang, "made") if b.made else say(lang, "off by {off}", off=b.off)
        if rascal and b.method is Scoring.CANNONBALL:
            made = say(lang, "{made}, cannonball", made=made)
        style = "green" if b.total > 0 else ("red" if b.total < 0 else "")
        bid = f"{b.bid_before}→{b.bid}" if b.bid_before is not None else str(b.bid)
        said = say(lang, "  {player}: bid {bid}, won {won} ({made}) ", player=p, bid=bid, won=b.won, made=made)
        lines.append(Text.assemble(said, (points(b.total), style)))
    return Group(*lines)


def score_table(table: Table, lang: str | None = None) -> RenderableType:
    """The running table of the rounds finished, with who leads the game (``skrules score``'s table)."""
    return running_table(table, table.table(), lang)


def running_table(table: Table, scores: ScoreTable, lang: str | None = None) -> RenderableType:
    """The score sheet's table of ``scores`` (the table's or the pad's), its headings and last lines in the language."""
    sheet = SheetResult("", table.players, table.rules, table.schedule, scores, {})
    if lang is None:
        return ScoreSheet(sheet, str, scores.trace)
    return ScoreSheet(sheet, lambda word: say(lang, word), standing(scores, lang))


class ScoreSheet:
    """The score sheet: drawn as a table at a terminal (``skrules score``'s), and into a pipe or a file
    as plain text in aligned columns, as every command writes there (``--format auto``)."""

    def __init__(self, sheet: SheetResult, word: Callable[[str], str], trace: Trace) -> None:
        self.sheet, self.word, self.trace = sheet, word, trace

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.is_terminal:
            yield sheet_table(self.sheet, self.word, self.trace)
            return
        for line in plain_sheet(self.sheet.table, self.word, self.trace):
            yield Text(line, no_wrap=True, overflow="ignore")  # a column folded is a column lost


class RuleText:
    """A rule's (or ruling's) whole text: at a terminal its panel (``skrules rule``'s); into a pipe or a file plain
    lines, as ``skrules rule`` writes them there (a panel's lines would be cut at its edge where nothing folds them)."""

    def __init__(self, entry: Entry) -> None:
        self.entry = entry

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.is_terminal:
            yield rule_panel(self.entry)
            return
        yield Text(plain_entry(self.entry))


def standing(t: ScoreTable, lang: str) -> Trace:
    """Who leads after the rounds scored, or who won: :attr:`ScoreTable.trace`, its messages said in the language."""
    return localizer(lang).trace(t.trace)


def plain_lines(items: Sequence[str]) -> RenderableType:
    """Lines of an answer (``why``, ``what if``), a list line's continuation under its text when wrapped."""
    return Hanging(items)
