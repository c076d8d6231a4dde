"""A round written as a row of score-sheet cells: ``BID/WON[,ITEM...]`` per player, read and scored.

Score sheets (:mod:`skrules.formats.sheet`) and game scenarios (``round 2: 2/2,14 0/1 1/0``)
both write rounds this way; :func:`read_cells`, :func:`round_cards` and :func:`score_cells` tell
what is wrong through a ``report(word, message)`` callback rather than raising. Each message is a
refusal of :mod:`skrules.refusals` (a row's own in :class:`~skrules.refusals.SheetRefusal`), so
that ``skrules score --lang``, the score pad and ``skrules table --resume`` say it in their language.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..cards import Box, Pirate
from ..deal import Schedule
from ..errors import ScoreError, SkrulesError
from ..ladder import most_unwon
from ..refusals import Refusal, RefusalMsg, ScoreRefusal, refusal
from ..refusals import SheetRefusal as SH
from ..rules import FULL_BOX, RuleSet, Scoring
from ..rulings import near_words
from ..scoring import (
    HARRY_CHANGES,
    WAGERS,
    Ally,
    Award,
    Breakdown,
    alliance_past_won,
    awards_under,
    bid_in_range,
    check_row,
    parse_bonus,
    parse_method,
    score,
)
from .text import Word

__all__ = [
    "Cell",
    "Report",
    "cell_alliances",
    "most_unwon_in_round",
    "read_cells",
    "round_cards",
    "score_cells",
]

MAX_DIGITS = 6  # no bid, trick count or round number has more; int() refuses 4,300 digits
_CELL_HEAD = re.compile(rf"([0-9]{{1,{MAX_DIGITS}}})/([0-9]{{1,{MAX_DIGITS}}})")
_JOINED = re.compile(r"[,;|][-+]?[0-9]+/[-+]?[0-9]+")  # '1/1,0/0': a second BID/WON after a comma, a cell of its own
_SIGNED_HEAD = re.compile(r"[-+]?[0-9]+/[-+]?[0-9]+")  # a BID/WON with a sign: -1/0 is a count below 0

Report = Callable[[Word, str], None]  # told each problem: the text at fault and what would be right


@dataclass
class Cell:
    """One player's cell of a round: bid, tricks won, and the bonuses, alliances and choices that counted."""

    player: str
    bid: int
    won: int
    awards: list[Award] = field(default_factory=list)
    allies: list[tuple[str, Word]] = field(default_factory=list)  # (partner, where written)
    wager: int | None = None
    harry: int | None = None
    method: Scoring | None = None
    word: Word | None = None


def read_cells(
    players: Sequence[str], number: int, words: Sequence[Word], where: Word, report: Report
) -> tuple[list[Cell], bool]:
    """The cells of round ``number``, one word per player in seat order, and whether all of them read.

    ``where`` is the round's own word (``round 2:``), for a problem about the whole row. Each cell whose
    ``BID/WON`` reads is returned, with the items of it that read, even when another cell or item did not,
    so that the row's numbers can be checked too.
    """
    if players and len(words) != len(players):
        loose = [w for w in words if not _SIGNED_HEAD.match(w.text)] if len(words) > len(players) else []
        if loose:  # '2/1, 14' or '2/1 mermaid': a cell's item written apart from it
            said = refusal(SH.CELL_LOOSE, typed=repr(loose[0].text), n=number, n2=len(words), n3=len(players))
            report(loose[0], said)
            return [], False
        joined = [w for w in words if _JOINED.search(w.text)] if len(words) < len(players) else []
        if joined:  # '1/1,0/0,0/0': the cells parted by commas
            report(joined[0], refusal(SH.CELLS_JOINED, typed=repr(joined[0].text)))
            return [], False
        if len(words) == 1:
            said = refusal(SH.CELL_ONE, n=number, n2=len(players), players=players)
        else:
            said = refusal(SH.CELLS, n=number, n2=len(words), n3=len(players), players=players)
        # at the first cell too many, or at the last cell given
        report(words[min(len(words) - 1, len(players))] if words else where, said)
        return [], False
    out = []
    ok = True
    for player, w in zip(players, words, strict=False):
        cell, read = _read_cell(players, player, w, report)
        ok = ok and read
        if cell is not None:
            out.append(cell)
    return out, ok


def _read_cell(players: Sequence[str], player: str, w: Word, report: Report) -> tuple[Cell | None, bool]:
    """The cell, and whether all of it read: a cell whose ``BID/WON`` reads is kept, with the items that read,
    even when another item does not, so that its numbers are checked with the row's."""
    parts = w.text.replace("\u3001", ",").split(",")  # the Chinese list's comma too, as --bonus reads it
    m = _CELL_HEAD.fullmatch(parts[0])
    head = _CELL_HEAD.match(parts[0])
    if not m and head is not None:  # '0/0;', '2/1mermaid': a BID/WON, then what is no item
        rest = repr(parts[0][head.end() :])
        report(w, refusal(SH.CELL_AFTER_HEAD, typed=repr(w.text), player=player, typed2=rest))
        return None, False
    if not m:
        negative = "-" in parts[0] and _SIGNED_HEAD.fullmatch(parts[0]) is not None
        report(w, refusal(SH.CELL_NEGATIVE if negative else SH.CELL_HEAD, typed=repr(w.text), player=player))
        return None, False
    cell = Cell(player, int(m.group(1)), int(m.group(2)), word=w)
    column = w.column + len(parts[0]) + 1
    ok = True
    for part in parts[1:]:
        where = Word(part, w.line, column)
        column += len(part) + 1
        if not part:  # '2/1,' or '2/1,,14': the cells of a row written with commas between them, mostly
            if ok:
                report(where, refusal(SH.CELL_ITEM_EMPTY, typed=repr(w.text), player=player))
            ok = False
            continue
        ok = _read_item(players, cell, part, where, report) and ok
    return cell, ok


def _read_item(players: Sequence[str], cell: Cell, part: str, where: Word, report: Report) -> bool:
    name, sep, value = part.partition("=")
    key = name.lower()
    try:
        if key == "loot":
            if not sep or not value:
                raise ScoreError(refusal(ScoreRefusal.LOOT_FORM))
            ally = _player_named(players, value)
            if ally is None or ally == cell.player:
                report(where, _no_ally(players, cell.player, value, ally))
                return False
            cell.allies.append((ally, where))
        elif key == "wager":
            cell.wager = _number(value, WAGERS, ScoreRefusal.WAGER_FORM)
        elif key == "harry":
            cell.harry = _number(value, HARRY_CHANGES, ScoreRefusal.HARRY_FORM)
        elif key in ("cannonball", "grapeshot") and not sep:
            if cell.method is not None:
                raise ScoreError(refusal(ScoreRefusal.METHOD_ONCE))
            cell.method = parse_method(key)
        else:
            cell.awards.append(parse_bonus(part))
    except SkrulesError as err:
        report(where, refusal(RefusalMsg.AT_TEXT, typed=repr(part), said=err.message))
        return False
    return True


def _no_ally(players: Sequence[str], player: str, typed: str, named: str | None) -> Refusal:
    """The refusal of ``loot=typed`` in ``player``'s cell: the other ally is one of the other players, the names
    one or two keystrokes off suggested (``loot=Cta``: 'Cat')."""
    others = [p for p in players if p != player]  # the cell's own player allies with another
    close = [repr(name) for name in near_words(typed, others)] if named is None else []
    if close:
        return refusal(ScoreRefusal.LOOT_ALLY_CLOSE, typed=typed, either=close, players=others)
    return refusal(ScoreRefusal.LOOT_ALLY, typed=typed, players=others)


def _player_named(players: Sequence[str], name: str) -> str | None:
    """The player ``name`` names: that player, else the one player whose name it is in another case (``ann``:
    Ann), as the table and the score pad name players; None for no player, or for two told apart by case only."""
    if name in players:
        return name
    folded = [p for p in players if p.casefold() == name.casefold()]
    return folded[0] if len(folded) == 1 else None


def _number(text: str, allowed: Sequence[int], usage: str) -> int:
    """``text`` as one of the ``allowed`` numbers, else refused with ``usage``: the message saying how to write it."""
    try:
        value = int(text)
    except ValueError:
        value = None
    if value not in allowed:
        raise ScoreError(refusal(usage))
    return value  # type: ignore[return-value]


def round_cards(number: int, sched: Schedule, where: Word, report: Report) -> int | None:
    """The cards round ``number`` deals in this schedule, or None (reported) past the game's last round."""
    if number > len(sched):
        label = sched.variant.label
        if len(sched) == 1:
            report(where, refusal(SH.PAST_LAST_ONE, word=label, n2=number))
        else:
            report(where, refusal(SH.PAST_LAST, word=label, n=len(sched), n2=number))
        return None
    return sched.cards[number - 1]


def score_cells(
    players: Sequence[str],
    number: int,
    cells: Sequence[Cell],
    cards: int,
    rules: RuleSet,
    where: Word,
    report: Report,
    *,
    broken: bool = False,
    box: Box | None = None,
    abilities_off: bool = False,
) -> dict[str, Breakdown] | None:
    """Each player's score for a round of cells dealing ``cards``, or None when something is reported.

    ``broken`` says that a cell of the row, or an item of one, did not read (reported already): what did
    read is still checked (the cards dealt, the sums of tricks won, the alliances), and nothing is scored.
    ``box`` is the deck in use, when the sheet says it; otherwise only what no deck allows is refused.
    Each cell, and then the row as a whole, must be a round some deal and play can produce
    (:func:`~skrules.scoring.check_round`).
    ``abilities_off``: the sheet says it plays without the pirate abilities, so no cell uses one.
    """
    if box is None:
        box = rules.box if rules.edition.one_deck else RuleSet(modules=FULL_BOX).box  # the first edition has one deck
    if not _ruled(cells, number, rules, where, report) or not _fits(number, cells, cards, rules, where, report):
        return None
    if abilities_off and not _no_abilities(cells, where, report):
        return None
    complete = len(cells) == len(players)  # every BID/WON read, if not every item: the row's sums can be checked
    if not complete or not _enough_won(len(players), number, cells, cards, box, where, report):
        return None
    if not _allies_won(cells, report) or broken:
        return None
    out = _score_each(players, cells, cards, rules, box, where, report)
    if out is None or not _row_fits(len(players), number, cells, rules, box, where, report):
        return None
    return out


def _row_fits(
    players: int, number: int, cells: Sequence[Cell], rules: RuleSet, box: Box, where: Word, report: Report
) -> bool:
    """Whether the players' bonuses together fit the deck (:func:`~skrules.scoring.check_row`); reported if not."""
    try:
        check_row(
            {c.player: c.awards for c in cells},
            harry=[c.player for c in cells if c.harry is not None],
            rascal=[c.player for c in cells if c.wager is not None],
            alliances=len(cell_alliances(cells)),
            players=players,
            box=box,
            rules=rules,
        )
    except SkrulesError as err:
        report(where, refusal(RefusalMsg.AT_ROUND, n=number, said=err.message))
        return False
    return True


def _no_abilities(cells: Sequence[Cell], where: Word, report: Report) -> bool:
    """Whether no cell uses a pirate ability (Rascal's wager, Harry's change); each one that does is reported."""
    ok = True
    for c in cells:
        used = [p for p, value in ((Pirate.RASCAL, c.wager), (Pirate.HARRY, c.harry)) if value is not None]
        for pirate in used:
            report(c.word or where, refusal(SH.ABILITY_OFF, player=c.player, pirate=pirate))
            ok = False
    return ok


def _ruled(cells: Sequence[Cell], number: int, rules: RuleSet, where: Word, report: Report) -> bool:
    """The cells' bonuses as the sheet's rule set pays them (its edition's, Davy Jones' whatever the bid under
    ruling.davy-needs-bid=always); a bonus the first edition does not pay is reported."""
    for c in cells:
        try:
            c.awards[:] = awards_under(c.awards, rules)
        except SkrulesError as err:
            report(c.word or where, refusal(RefusalMsg.AT_ROUND, n=number, said=err.message))
            return False
    return True


_OVER = ((SH.CELL_BID_ONE, SH.CELL_BID), (SH.CELL_WON_ONE, SH.CELL_WON))  # a bid, tricks won: for 1 card dealt, more


def _fits(number: int, cells: Sequence[Cell], cards: int, rules: RuleSet, where: Word, report: Report) -> bool:
    """Whether every bid and trick count fits the cards dealt, and each choice the scoring; all reported."""
    ok = True
    for c in cells:
        at = c.word or where
        fits = (bid_in_range(c.bid, cards), c.won <= cards)  # the bid (bid.range); the tricks won, one a card dealt
        for value, fit, (one, more) in zip((c.bid, c.won), fits, _OVER, strict=True):
            if not fit:
                said = {"player": c.player, "n": value, "n2": number}
                report(at, refusal(one, **said) if cards == 1 else refusal(more, **said, n3=cards))
                ok = False
        if c.method is not None and rules.scoring is Scoring.CLASSIC:
            report(at, refusal(SH.RASCAL_OPTION, typed=c.method.value))
            ok = False
    total = sum(c.won for c in cells)
    if total > cards:
        if cards == 1:
            report(where, refusal(SH.WON_OVER_ONE, n=total, n2=number))
        else:
            report(where, refusal(SH.WON_OVER, n=total, n2=number, n3=cards))
        ok = False
    return ok


def most_unwon_in_round(players: int, box: Box) -> int | None:
    """At most how many of a round's tricks none of the players wins: as many as the deck's cards can leave
    unwon at this table (none with the base deck; a Kraken destroys one, the White Whale or the Stingray leaves
    one discarded, and the Pack's three cards that cannot win one among three players:
    :func:`~skrules.ladder.most_unwon`), or any number with two players, where Graybeard's ghost takes the
    tricks neither wins (two.ghost): None."""
    return None if players == 2 else most_unwon(box.cards(), players)


def _enough_won(
    players: int, number: int, cells: Sequence[Cell], cards: int, box: Box, where: Word, report: Report
) -> bool:
    """Whether the tricks won fall short of the tricks played by no more than the deck can leave unwon (with the
    base deck, not at all); reported if not."""
    total = sum(c.won for c in cells)
    most = most_unwon_in_round(players, box)
    if most is None or cards - total <= most:
        return True
    if most:
        report(where, refusal(SH.WON_UNDER_MOST, n=total, n2=number, n3=cards, n4=most))
    elif cards == 1:
        report(where, refusal(SH.WON_UNDER_ONE, n=total, n2=number))
    else:
        report(where, refusal(SH.WON_UNDER, n=total, n2=number, n3=cards))
    return False


def cell_alliances(cells: Sequence[Cell]) -> list[tuple[str, str, Word]]:
    """The round's Loot alliances (loot.alliance, score.alliance) as its cells write them: each as the player whose
    cell writes it, the other ally and the item written, in the order written.

    ``loot=NAME`` in a player's cell says that the player has a Loot alliance with NAME. Between two players
    there are as many alliances as the one of their two cells that names the other more often says: ``loot=Ben``
    in Ann's cell, in Ben's ``loot=Ann`` or in both, is one alliance; ``loot=Ben,loot=Ben`` (both Loot cards) is
    two, whether Ben's cell says ``loot=Ann`` twice too or not. The n-th item of a cell naming the other ally
    and the n-th of the other's cell naming it back are the same alliance, kept where it is written first.
    """
    named: Counter[tuple[str, str]] = Counter()
    out = []
    for c in cells:
        for partner, where in c.allies:
            named[c.player, partner] += 1
            if named[c.player, partner] > named[partner, c.player]:  # not written already in the partner's cell
                out.append((c.player, partner, where))
    return out


def _allies_won(cells: Sequence[Cell], report: Report) -> bool:
    """Whether the tricks won can make every Loot alliance written (loot.alliance, as
    :func:`~skrules.scoring.alliance_past_won` says); if not, reported at the alliance written past them."""
    written = cell_alliances(cells)
    past = alliance_past_won({c.player: c.won for c in cells}, [(p, q) for p, q, _ in written])
    if past is None:
        return True
    at, said = past
    report(written[at][2], said)
    return False


def _allies(players: Sequence[str], cells: Sequence[Cell]) -> dict[str, list[Ally]]:
    """Each player's Loot allies, and whether each made the bid (after Harry's change)."""
    by_player = {c.player: c for c in cells}
    final = {c.player: c.bid + (c.harry or 0) for c in cells}
    made = {p: by_player[p].won == final[p] for p in players}
    allies: dict[str, list[Ally]] = {p: [] for p in players}
    for player, partner, _w in cell_alliances(cells):  # a Loot of one who won no trick is in a trick the other won
        allies[player].append(Ally(partner, made[partner], holds_loot=not by_player[partner].won))
        allies[partner].append(Ally(player, made[player], holds_loot=not by_player[player].won))
    return allies


def _score_each(
    players: Sequence[str], cells: Sequence[Cell], cards: int, rules: RuleSet, box: Box, where: Word, report: Report
) -> dict[str, Breakdown] | None:
    allies = _allies(players, cells)
    out = {}
    refused: dict[str, Word] = {}  # each refusal once: an alliance is checked in both allies' cells
    for c in cells:
        try:
            out[c.player] = score(
                cards,
                c.bid,
                c.won,
                method=c.method or rules.scoring,
                awards=c.awards,
                allies=allies[c.player],
                wager=c.wager,
                harry=c.harry,
                rules=rules,
                player=c.player,
                players=len(players),
                box=box,
            )
        except SkrulesError as err:
            if err.message not in refused or c.allies:  # told at the cell that writes the Loot, if it is one
                refused[err.message] = c.word or where
    for message, word in refused.items():
        report(word, message)
    return out if len(out) == len(cells) else None
