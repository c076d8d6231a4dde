"""Two scoring rules each stated once, in the scoring core, and asked there by every caller.

loot.alliance: :func:`skrules.scoring.alliance_past_won` (and :func:`~skrules.scoring.check_allies_won`, which
raises) bounds the Loot alliances by the tricks won; the score sheets, game scenarios, ``skrules check``,
``skrules score FILE`` and the score pad reach it through :func:`skrules.formats.cells.score_cells`.
bid.range: :func:`skrules.scoring.bid_in_range` is the range of a bid that the round, the sheets, the pads, the
table and :func:`~skrules.scoring.score` ask.
"""

from __future__ import annotations

import io
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console

from skrules.errors import RoundError, SheetError
from skrules.formats.sheet import read_sheet
from skrules.round import Round
from skrules.rules import RuleSet
from skrules.scoring import ScoreError, alliance_past_won, bid_in_range, check_allies_won, score
from skrules.table.pad import Pad
from skrules.table.session import Session
from skrules.table.state import Options, Table, TableError

NO_TRICK = (
    "a Loot alliance between {0} and {1}, but neither won a trick: a Loot allies its player with the winner of its "
    "trick (loot.alliance)"
)
TRICKS = "{n} Loot alliances between {0} and {1} need as many tricks won by one of them; they won {n2} (loot.alliance)"
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


# ------------------------------------------------------------------ loot.alliance


@pytest.mark.parametrize(
    ("won", "alliances", "past"),
    [
        ({"Ann": 0, "Ben": 0}, [("Ann", "Ben")], (0, NO_TRICK.format("Ann", "Ben"))),
        ({"Ann": 2, "Ben": 0, "Cat": 0}, [("Ann", "Ben"), ("Ben", "Cat")], (1, NO_TRICK.format("Ben", "Cat"))),
        ({"Ann": 1, "Ben": 0}, [("Ann", "Ben"), ("Ann", "Ben")], (1, TRICKS.format("Ann", "Ben", n=2, n2=1))),
        # written on either ally's cell, an alliance between the same two players counts once for the pair
        ({"Ann": 1, "Ben": 0}, [("Ann", "Ben"), ("Ben", "Ann")], (1, TRICKS.format("Ben", "Ann", n=2, n2=1))),
        ({"Ann": 1, "Ben": 1}, [("Ann", "Ben"), ("Ben", "Ann")], None),  # a trick each: two alliances
        ({"Ann": 0, "Ben": 2}, [("Ann", "Ben"), ("Ann", "Ben")], None),  # Ann's Loot cards in two of Ben's tricks
        ({"Ann": 1, "Ben": 0, "Cat": 0}, [("Ann", "Ben"), ("Ann", "Cat")], None),  # one trick won by Ann per pair
        ({"Ann": 0, "Ben": 0}, [], None),  # no lower bound: a Loot may be played and its alliance not written
        ({"Ann": 3, "Ben": 0}, [], None),
    ],
)
def test_alliance_past_won_finds_the_first_alliance_no_trick_won_can_make(
    won: dict[str, int], alliances: list[tuple[str, str]], past: tuple[int, str] | None
) -> None:
    """loot.alliance: two players are allied at most as often as one of them won a trick, never when neither did;
    the first alliance past that is named by its index, with the refusal the sheets say."""
    assert alliance_past_won(won, alliances) == past
    if past is None:
        check_allies_won(won, alliances)
    else:
        with pytest.raises(ScoreError) as err:
            check_allies_won(won, alliances)
        assert err.value.message == past[1]


def _plain_refused(won: dict[str, int], alliances: list[tuple[str, str]]) -> int | None:
    """loot.alliance restated plainly: the first alliance at which its pair's count passes their tricks won."""
    seen: Counter[frozenset[str]] = Counter()
    for at, (a, b) in enumerate(alliances):
        seen[frozenset((a, b))] += 1
        if seen[frozenset((a, b))] > won[a] + won[b]:
            return at
    return None


@st.composite
def _rows(draw: st.DrawFn) -> tuple[dict[str, int], list[tuple[str, str]]]:
    """A few players' tricks won and a list of alliances between two of them, as a sheet's row writes them."""
    players = NAMES[: draw(st.integers(2, len(NAMES)))]
    won = {p: draw(st.integers(0, 3)) for p in players}
    pair = st.tuples(st.sampled_from(players), st.sampled_from(players)).filter(lambda ab: ab[0] != ab[1])
    return won, draw(st.lists(pair, max_size=6))


@given(_rows())
def test_alliance_past_won_agrees_with_a_plain_restatement(row: tuple[dict[str, int], list[tuple[str, str]]]) -> None:
    """loot.alliance: over random rows, the core refuses exactly when, and where, a pair of players is allied more
    often than they won tricks between them; the whole list is refused by a pair's count alone, whatever the order."""
    won, alliances = row
    past = alliance_past_won(won, alliances)
    at = _plain_refused(won, alliances)
    assert (None if past is None else past[0]) == at
    pairs = Counter(frozenset(ab) for ab in alliances)
    assert (past is None) == all(n <= sum(won[p] for p in pair) for pair, n in pairs.items())
    if past is not None:
        a, b = alliances[past[0]]
        tricks = won[a] + won[b]
        assert past[1] == (NO_TRICK.format(a, b) if tricks == 0 else TRICKS.format(a, b, n=tricks + 1, n2=tricks))


HEADER = "players: Ann Ben Cat\ndeck: advanced\n"  # each a part of a sheet only: the golden sheets are whole
FIRST = "round 1: 1/1 0/0 0/0\n"


def _sheet(row: str) -> str:
    return f"{HEADER}{FIRST}{row}\n"


@pytest.mark.parametrize(
    ("row", "column", "said"),
    [
        ("round 2: 2/2 0/0,loot=Cat 0/0", 18, NO_TRICK.format("Ben", "Cat")),
        ("round 2: 1/0,loot=Ben,loot=Ben 0/1 0/1", 23, TRICKS.format("Ann", "Ben", n=2, n2=1)),
    ],
)
def test_a_sheet_reports_the_core_refusal_at_the_alliance_written_past_it(row: str, column: int, said: str) -> None:
    """loot.alliance: the sheet says the core's refusal at the word of the alliance the tricks won cannot make."""
    with pytest.raises(SheetError) as err:
        read_sheet(_sheet(row))
    (problem,) = err.value.problems
    assert (problem.line, problem.column, problem.message) == (4, column, said)


def test_a_sheet_scores_as_many_alliances_as_the_allies_won_tricks() -> None:
    """loot.alliance, score.alliance: Ann and Ben won a trick each, so both Loot cards may ally them."""
    sheet = read_sheet(_sheet("round 2: 1/1,loot=Ben,loot=Ben 1/1 0/0"))
    assert sheet.table.totals() == {"Ann": 80, "Ben": 70, "Cat": 30}


# ------------------------------------------------------------------ bid.range


@pytest.mark.parametrize(("bid", "cards", "fits"), [(-1, 3, False), (0, 3, True), (3, 3, True), (4, 3, False)])
def test_bid_in_range_is_0_to_the_cards_dealt(bid: int, cards: int, fits: bool) -> None:
    """bid.range: a bid is a number of tricks from 0 to the cards dealt, both ends included."""
    assert bid_in_range(bid, cards) is fits


@given(st.integers(1, 10), st.lists(st.integers(-2, 12), min_size=3, max_size=3))
def test_the_round_and_score_ask_bid_in_range(cards: int, bids: list[int]) -> None:
    """bid.range: the round engine takes a line of bids, and score() a player's bid, exactly when the core's range
    holds for each; the round refuses with its own message, naming the first player out of range."""
    players = NAMES[:3]
    r = Round(players, cards, RuleSet(), hands={})
    line = dict(zip(players, bids, strict=True))
    assert r.can_bid(line) == all(bid_in_range(b, cards) for b in bids)
    for player, bid in line.items():
        if not bid_in_range(bid, cards):
            with pytest.raises(RoundError, match=rf"^{player} bids {bid}, but a bid is 0 to {cards}, the cards dealt"):
                r.verify_bid(line)
            break
    for bid in bids:
        try:
            score(cards, bid, 0)
        except ScoreError as err:
            assert not bid_in_range(bid, cards) and "(bid.range)" in err.message
        else:
            assert bid_in_range(bid, cards)


@given(st.integers(1, 10), st.integers(0, 12))
def test_a_sheet_cell_asks_bid_in_range(cards: int, bid: int) -> None:
    """bid.range: a sheet's cell is refused for its bid exactly when the core's range does not hold."""
    rounds = "".join(f"round {n}: {n}/{n} 0/0\n" for n in range(1, cards))
    text = f"players: Ann Ben\n{rounds}round {cards}: {bid}/0 0/{cards}\n"
    try:
        read_sheet(text)
    except SheetError as err:
        said = [p.message for p in err.problems]
        assert not bid_in_range(bid, cards), said
        assert said[0].startswith(f"Ann's bid is {bid}, but round {cards} deals") and said[0].endswith("(bid.range)")
    else:
        assert bid_in_range(bid, cards)


@given(st.integers(1, 10), st.integers(0, 10), st.sampled_from((-1, 0, 1)))
def test_harrys_new_bid_is_asked_of_bid_in_range(cards: int, bid: int, change: int) -> None:
    """bid.range, ability.harry: score() takes Harry the Giant's change exactly when the new bid is in the core's
    range, and refuses it with its own message otherwise."""
    bid = min(bid, cards)
    try:
        score(cards, bid, 1, harry=change)
    except ScoreError as err:
        assert not bid_in_range(bid + change, cards)
        assert f"cannot move the bid from {bid} to {bid + change}: a bid is 0 to the " in err.message
    else:
        assert bid_in_range(bid + change, cards)


TEN = Options(NAMES[:3], variant="broadside-barrage")  # ten rounds of 10 cards: bids 0 to 10


@given(st.lists(st.integers(0, 13), min_size=3, max_size=3))
def test_the_table_and_the_pad_ask_bid_in_range(bids: list[int]) -> None:
    """bid.range: ``skrules table`` takes a line of bids, or a bid asked on its own, and ``table --pad`` a line of
    bids, exactly when the core's range holds for each, each with its own message."""
    line, fits = " ".join(map(str, bids)), all(bid_in_range(b, 10) for b in bids)
    session = Session(Table(TEN), input, Console(file=io.StringIO()))
    try:
        session.bids(line)
    except RoundError as err:
        assert not fits and err.message.endswith("but a bid is 0 to 10, the cards dealt (bid.range)")
    else:
        assert fits
    session = Session(Table(TEN), input, Console(file=io.StringIO()))
    session.bids("")  # Enter: each player is asked in turn
    try:
        session.one_bid(str(bids[0]))
    except TableError as err:
        assert not bid_in_range(bids[0], 10) and str(err) == "Ann's bid is a number of tricks from 0 to 10 (bid.range)"
    else:
        assert bid_in_range(bids[0], 10)
    try:
        Pad(TEN).enter(line)
    except TableError as err:
        assert not fits and str(err).endswith("a bid is a number 0 to 10 (bid.range)")
    else:
        assert fits
