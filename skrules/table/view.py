"""What the table shows: a trick's verdict in brief, a round's scores, the running table, help.

Words only; the rules are decided elsewhere. Everything is a rich renderable, which rich prints
as plain text when the output is not a terminal.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.text import Text

from ..deal import GHOST
from ..round import RoundResult
from ..rulings import RuleId
from ..scoring import points
from ..trace import Trace
from ..trick import Outcome, Verdict
from .state import Table

__all__ = [
    "HELP",
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


def help_notes(players: Sequence[str]) -> tuple[str, str]:
    """How bids and tricks are typed, with this table's players in the examples."""
    bids = (2, 0, 1, 1, 0, 2, 1, 0)[: len(players)]
    named = " ".join(f"{p}={b}" for p, b in zip(players, bids, strict=False))
    ghost = ", Graybeard's ghost in his turn" if len(players) == 2 else ""
    return (
        f"Bids: {named}, or {' '.join(map(str, bids))} in seat order, or Enter to be asked in turn.",
        f"Tricks: the cards in the order played, e.g. 'mermaid sk rosie' (the players in turn from the leader"
        f"{ghost}), or '{players[0]}=g3 {players[1]}=g5 ...'. 'skrules trick --help' lists the card names.",
    )


def help_table(players: Sequence[str]) -> RenderableType:
    """The commands in two columns, the words wrapping in the second at any width."""
    from rich.table import Table as RichTable

    table = RichTable(box=None, show_header=False, padding=(0, 2, 0, 0))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(ratio=1)
    for command, text in HELP:
        table.add_row(command, text)
    return Group(Text("At any prompt:"), table, *(Text(note) for note in help_notes(players)))


def error_text(message: str) -> Text:
    return Text.assemble(("error: ", "bold red"), message)


def round_header(table: Table) -> Text:
    """``Round 3 of 10: 3 cards each. Cat deals; Ann leads.``"""
    log = table.log
    assert log is not None
    seat = log.seat
    cards = f"{log.cards} card{'s' if log.cards != 1 else ''} each"
    ghost = f", and a hand for {GHOST}'s ghost" if table.two else ""
    head = f"Round {seat.round} of {len(table.schedule)}: {cards}{ghost}. {seat.dealer} deals; {seat.leader} leads."
    return Text(head, style="bold")


def round_so_far(table: Table) -> Text | None:
    """The round under way when it is shown again (resumed, or reopened by ``undo``): its bids and tricks won.

    ``Bids: Ann=1 Ben=0 Cat=1 (cannonball: Ann); tricks won: Ann 1, Ben 0, Cat 0 (1 of 3 played).``
    """
    log = table.log
    if log is None or log.bids is None:
        return None
    bids = " ".join(f"{p}={log.bids[p]}" for p in table.players)
    chosen = [p for p in table.players if p in log.cannonball]
    cannonball = f" (cannonball: {', '.join(chosen)})" if chosen else ""
    won = table.round().won
    counts = ", ".join(f"{p} {won.get(p, 0)}" for p in table.players)
    return Text(f"  Bids: {bids}{cannonball}; tricks won: {counts} ({len(log.tricks)} of {log.cards} played).")


def totals_text(table: Table) -> str:
    """``Ann 80, Ben 0, Cat -10`` after the rounds finished; empty before any."""
    return ", ".join(f"{p} {n}" for p, n in table.table().totals().items()) if table.finished else ""


def verdict_text(k: int, v: Verdict) -> Group:
    """The trick as the table typed it, each card with its player; then who won with what, by which rule."""
    plays = ", ".join(f"{p.player} {p.card}" for p in v.trick.plays)
    head = Text.assemble((f"Trick {k}: ", "bold"), plays, ".")
    if v.outcome is Outcome.WON and v.winner is not None:
        card = v.trick.plays[v.winner].card
        line = Text.assemble("  ", (f"{v.winner_name}", "bold green"), f" wins with {card.label} ")
        line.append(f"[{v.decided_by}]", style="cyan")
        if v.bonus:
            line.append(f"; {points(v.bonus)} if {v.winner_name} makes the bid")
    else:
        word = "destroyed" if v.outcome is Outcome.DESTROYED else "discarded"
        line = Text.assemble(f"  The trick is {word}: nobody wins it ", (f"[{v.decided_by}]", "cyan"))
    line.append(".")
    return Group(head, line)


def leader_text(leader: str, k: int) -> Text:
    return Text.assemble(("  Next: ", "bold"), (leader, "bold"), f" leads trick {k}.")


def steps_text(trace: Trace, start: int) -> list[Text]:
    """The round's own steps from ``start`` on (who leads next and why, Graybeard's turns, abilities)."""
    out = []
    for step in list(trace)[start:]:
        if step.rule == RuleId.NEXT_WINNER:  # said by the verdict's line and the next prompt
            continue
        out.append(Text.assemble(("  ", ""), (f"[{step.rule}]", "cyan"), " ", step.text))
    return out


def round_scores(result: RoundResult) -> RenderableType:
    """Each player's bid, tricks won and score for the round, one line each."""
    lines = [Text(f"Round {result.number} scored:", style="bold")]
    for p in result.players:
        b = result.scores[p]
        made = "made" if b.made else f"off by {b.off}"
        style = "green" if b.total > 0 else ("red" if b.total < 0 else "")
        bid = f"{b.bid_before}→{b.bid}" if b.bid_before is not None else str(b.bid)
        lines.append(Text.assemble(f"  {p}: bid {bid}, won {b.won} ({made}) ", (points(b.total), style)))
    return Group(*lines)


def score_table(table: Table) -> RenderableType:
    """The running table of the rounds finished, with who leads the game (``skrules score``'s table)."""
    from ..formats.sheet import SheetResult
    from ..render import score_table as sheet_table

    sheet = SheetResult("", table.players, table.rules, table.schedule, table.table(), {})
    return sheet_table(sheet)


def plain_lines(items: Sequence[str]) -> Group:
    return Group(*(Text(x) for x in items))
