"""rank.escape, kraken.destroy, whale.discard, exp.discard: which decks leave no trick unwon, and the
counts of tricks won typed by hand (a score sheet, the score pad) checked against it.

Without a sea monster or a card that cannot win, every trick has a winner (all Escapes: the first
one wins), so the tricks won add up to the tricks played; with one, a trick may be destroyed or
discarded, and fewer may be won.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cards import Kind, Role
from skrules.errors import SheetError
from skrules.formats.sheet import read_sheet
from skrules.ladder import _BY_NAME, most_unwon
from skrules.notation import Play
from skrules.rules import RuleSet
from skrules.rulings import RuleId
from skrules.table.pad import Pad
from skrules.table.state import Options, TableError
from skrules.trick import Trick, adjudicate

from .conftest import examples
from .strategies import declare, settle_wilds

Cli = Any  # the conftest fixture


def every_trick_won(deck: str | None = None, edition: str | None = None) -> bool:
    """Whether the deck's cards leave no trick of a round unwon."""
    return most_unwon(RuleSet.from_options(deck=deck, edition=edition).box.cards()) == 0


@pytest.mark.parametrize(
    ("options", "won"),
    [
        ({"deck": "base"}, True),
        ({"deck": "loot"}, True),  # the Loot plays as an Escape
        ({"deck": "expansion"}, True),  # the extra numbered cards only
        ({"edition": "2013"}, True),
        ({"deck": "kraken"}, False),  # kraken.destroy
        ({"deck": "whale"}, False),  # whale.discard: Escapes and characters only
        ({"deck": "stingray"}, False),  # stingray.discard
        ({"deck": "advanced"}, False),
        ({"deck": "all"}, False),  # exp.discard too: Davy Jones, Walk the Plank, the Last Volley
    ],
)
def test_which_decks_leave_every_trick_won(options: dict[str, str], won: bool) -> None:
    """The rungs that leave a trick unwon (their pick is nobody's or destroys, or declared ``unwon``)
    concern only cards these decks lack, or not."""
    assert every_trick_won(**options) is won


SHEET = "players: Ann Ben Cat\n{deck}round 1: 0/0 0/0 0/0\nround 2: 1/1 0/0 0/0\n"


def test_a_base_deck_sheet_with_a_trick_nobody_won_is_refused() -> None:
    """rank.escape: with the base deck each round's tricks won add up to its cards; both rows are
    reported, each where it is."""
    with pytest.raises(SheetError) as caught:
        read_sheet(SHEET.format(deck="deck: base\n"), "game.sheet")
    assert [str(p) for p in caught.value.problems] == [
        "game.sheet:3:1: the tricks won add up to 0, but round 1 has 1 trick, each won by someone with this deck",
        "game.sheet:4:1: the tricks won add up to 1, but round 2 has 2 tricks, each won by someone with this deck",
    ]


@pytest.mark.parametrize("deck", ["", "deck: advanced\n", "deck: kraken\n"])
def test_a_sheet_whose_deck_may_leave_a_trick_unwon_is_scored(deck: str) -> None:
    """kraken.destroy, whale.discard: with a sea monster in the deck (or no deck said, so any), fewer
    tricks may be won than played."""
    result = read_sheet(SHEET.format(deck=deck))
    assert result.table.totals() == {"Ann": 30, "Ben": 30, "Cat": 30}


def test_the_score_pad_refuses_a_trick_nobody_won_with_the_base_deck() -> None:
    """rank.escape at the score pad: '0 0 0' tricks won in a round of one card is refused with the
    base deck and taken with the advanced one (kraken.destroy)."""
    players = ("Ann", "Ben", "Cat")
    pad = Pad(Options(players))
    pad.enter("0 0 0")
    with pytest.raises(TableError, match=r"^the tricks won add up to 0, but round 1 has 1, each won by someone"):
        pad.enter("0 0 0")
    advanced = Pad(Options(players, deck="advanced"))
    advanced.enter("0 0 0")
    assert advanced.enter("0 0 0") is None and advanced.current is not None and advanced.current.won == (0, 0, 0)


TWO = "players: Ann Ben\ndeck: base\nround 1: 0/0 0/0\nround 2: 1/1 0/0\n"


def test_a_two_player_sheet_leaves_the_ghosts_tricks_unwon_by_the_players() -> None:
    """two.ghost: with two players Graybeard's ghost takes the tricks neither won, and scores nothing;
    with the base deck a round of two players may add up to fewer tricks won than played."""
    result = read_sheet(TWO, "two.sheet")
    assert result.table.totals() == {"Ann": 30, "Ben": 30}
    with pytest.raises(SheetError, match="round 1 has 1 trick, each won by someone"):
        read_sheet(TWO.replace("Ann Ben\n", "Ann Ben Cat\n").replace("0/0\n", "0/0 0/0\n"), "three.sheet")


def test_the_score_pad_takes_the_ghosts_trick_in_a_two_player_game() -> None:
    """two.ghost at the score pad: '0 0' tricks won in a round of one card, the ghost's trick, with
    the base deck."""
    pad = Pad(Options(("Ann", "Ben")))
    pad.enter("0 0")
    assert pad.enter("0 0") is None and pad.current is not None and pad.current.won == (0, 0)


# ------------------------------------------------------------------ how many tricks a deck can leave unwon


@pytest.mark.parametrize(
    ("deck", "most"),
    [("base", 0), ("loot", 0), ("kraken", 1), ("whale", 1), ("stingray", 1), ("advanced", 2), ("all", 6)],
)
def test_a_deck_leaves_as_many_tricks_unwon_as_it_has_cards_that_leave_one(deck: str, most: int) -> None:
    """kraken.destroy, whale.discard, exp.discard: one Kraken, one White Whale, one Stingray,
    and the Pack's three cards that cannot win (Davy Jones' Locker, Walk the Plank, the Last Volley), each
    played once a round."""
    box = RuleSet.from_options(deck=deck).box
    assert most_unwon(box.cards()) == most


@pytest.mark.parametrize(
    ("deck", "players", "most"),
    [("all", 3, 4), ("all", 4, 3), ("all", 9, 3), ("plank,volley,davy", 3, 1), ("plank,volley,davy", 4, 0)],
)
def test_the_cards_that_cannot_win_leave_a_trick_unwon_only_when_they_fill_it(
    deck: str, players: int, most: int
) -> None:
    """exp.discard, play.order: a trick of the Pack's cards that cannot win and no sea monster holds one from each
    player, as any other card would win it; the three of them (Walk the Plank, the Last Volley, Davy Jones' Locker)
    leave one trick unwon among three players and none among more. With every card, four tricks among three
    players (a round of them is tests/../scenarios/expansion/non-winning.skull's), three among more; the count was
    six whatever the table."""
    box = RuleSet.from_options(deck=deck).box
    assert most_unwon(box.cards(), players) == most


def test_the_advanced_deck_can_leave_two_tricks_of_a_round_unwon() -> None:
    """kraken.destroy, whale.discard: the count is reached: a Kraken's trick and a White Whale's trick with no
    numbered card, both in one round, leave two tricks without a winner."""
    rules = RuleSet.from_options(deck="advanced")
    tricks = [["kraken", "g3", "g5"], ["whale", "escape", "rosie"]]
    assert [adjudicate(Trick.of(t, rules)).winner for t in tricks] == [None, None]
    assert most_unwon(rules.box.cards()) == 2


def test_the_count_follows_the_rungs_declarations() -> None:
    """A rung's ``unwon`` and ``concerns`` are what the count is read from: the White Whale's discard declared
    won leaves the advanced deck one trick unwon a round, the Kraken's."""
    whale = _BY_NAME[RuleId.WHALE_DISCARD]
    cards = RuleSet.from_options(deck="advanced").box.cards()
    try:
        whale._unwon = False
        assert most_unwon(cards) == 1
    finally:
        whale._unwon = True
    assert most_unwon(cards) == 2


@st.composite
def rounds_of_tricks(draw: st.DrawFn) -> tuple[list[list[Play]], RuleSet]:
    """Up to ten tricks of one round: 3 to 8 players, each card of the deck played once at most."""
    rules = RuleSet.from_options(deck=draw(st.sampled_from(["kraken", "advanced", "stingray", "all"])))
    deck = rules.box.cards()
    n = draw(st.integers(3, 8))
    order = draw(st.permutations(range(len(deck))))
    tricks = []
    for k in range(min(10, len(deck) // n)):
        cards = settle_wilds([declare(deck[i], draw) for i in order[k * n : (k + 1) * n]], draw)
        players = [f"P{i + 1}" for i in range(n)]
        pirates = [i for i, c in enumerate(cards) if c.role is Role.PIRATE]
        plays = [
            Play(c, p, str(pirates[0] + 1) if c.kind is Kind.PLANK and len(pirates) > 1 else None)
            for c, p in zip(cards, players, strict=True)
        ]
        tricks.append(plays)
    return tricks, rules


@settings(max_examples=examples(300), deadline=None)
@given(rounds_of_tricks())
def test_no_round_leaves_more_tricks_unwon_than_its_deck_can(drawn: tuple[list[list[Play]], RuleSet]) -> None:
    """kraken.destroy, whale.discard, exp.discard: the count a score sheet and the pads hold
    the tricks won to is never below what play can reach: a round's tricks, each card played once, leave at
    most ``most_unwon`` of them without a winner, as the engine judges them."""
    tricks, rules = drawn
    unwon = sum(adjudicate(Trick.of(plays, rules), explain=False).winner is None for plays in tricks)
    assert unwon <= most_unwon(rules.box.cards(), len(tricks[0]) if tricks else None)


GAME = "game: g\nplayers: Ann Ben Cat\ndeck: kraken\nvariant: skip-to-the-brawl\nround 1: {cells}\ntotals: {totals}\n"


@pytest.mark.parametrize(
    ("cells", "totals", "passes"),
    [
        ("5/5 0/0 0/0", "Ann=100 Ben=60 Cat=60", True),  # one of six tricks destroyed by the Kraken
        ("0/0 0/0 0/0", "Ann=60 Ben=60 Cat=60", False),  # six: the box holds one Kraken
    ],
)
def test_a_game_scenario_takes_no_more_tricks_unwon_than_its_deck_can_leave(
    cli: Cli, tmp_path: Path, cells: str, totals: str, passes: bool
) -> None:
    """kraken.destroy, box.copies: a game of six-card rounds with a Kraken in the deck passed as having every
    trick of round 1 destroyed; one is."""
    path = tmp_path / "g.skull"
    path.write_text(GAME.format(cells=cells, totals=totals))
    code, out, _ = cli("check", "--plain", str(path))
    assert (code == 0) is passes, out
    if not passes:
        assert "round 1 has 6 tricks, and this deck's cards leave at most 1 of them unwon" in out, out


def test_a_sheet_whose_deck_leaves_fewer_tricks_unwon_than_it_says_is_refused() -> None:
    """kraken.destroy, whale.discard: three tricks of round 3 nobody won, with the Kraken and the White Whale
    the only cards that leave one unwon, is refused at the round, saying how many the deck can leave; two are
    taken; with the Expansion Pack too, three are."""
    sheet = "players: Ann Ben Cat\ndeck: {deck}\nround 1: 1/1 0/0 0/0\nround 2: 2/2 0/0 0/0\nround 3: {cells}\n"
    with pytest.raises(SheetError) as caught:
        read_sheet(sheet.format(deck="advanced", cells="0/0 0/0 0/0"), "game.sheet")
    assert [str(p) for p in caught.value.problems] == [
        "game.sheet:5:1: the tricks won add up to 0, but round 3 has 3 tricks, and this deck's cards leave at most"
        " 2 of them unwon (kraken.destroy, whale.discard, exp.discard)"
    ]
    assert read_sheet(sheet.format(deck="advanced", cells="1/1 0/0 0/0")).table.totals()["Ann"] == 80
    assert read_sheet(sheet.format(deck="all", cells="0/0 0/0 0/0")).table.totals()["Ann"] == 90


def test_the_score_pad_refuses_more_tricks_unwon_than_the_deck_can_leave() -> None:
    """kraken.destroy, whale.discard at the terminal's pad: with the advanced deck, '0 0 0' tricks won in round
    3 (three cards each) is refused, saying at most 2 can be left unwon; '1 0 0' is taken."""
    pad = Pad(Options(("Ann", "Ben", "Cat"), deck="advanced"))
    for _ in range(2):  # rounds 1 and 2: bids, tricks won as bid, no bonus
        pad.enter("1 0 0")
        pad.enter("1 0 0")
        pad.enter("")
    pad.enter("0 0 0")
    with pytest.raises(TableError, match=r"round 3 has 3, and this deck's cards leave at most 2 of them unwon"):
        pad.enter("0 0 0")
    assert pad.enter("1 0 0") is None and pad.current is not None and pad.current.won == (1, 0, 0)
