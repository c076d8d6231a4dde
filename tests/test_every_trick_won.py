"""rank.escape, kraken.destroy, whale.discard, exp.discard: which decks leave no trick unwon, and the
counts of tricks won typed by hand (a score sheet, the score pad) checked against it.

Without a sea monster or a card that cannot win, every trick has a winner (all Escapes: the first
one wins), so the tricks won add up to the tricks played; with one, a trick may be destroyed or
discarded, and fewer may be won.
"""

from __future__ import annotations

import pytest

from skrules.cards import Role
from skrules.errors import SheetError
from skrules.formats.sheet import read_sheet
from skrules.ladder import _BY_NAME, every_trick_won
from skrules.rules import RuleSet
from skrules.rulings import RuleId
from skrules.table.pad import Pad
from skrules.table.state import Options, TableError


def _roles(deck: str | None = None, edition: str | None = None) -> set[Role]:
    return {card.role for card in RuleSet.from_options(deck=deck, edition=edition).box.cards()}


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
    assert every_trick_won(_roles(**options)) is won


def test_the_answer_follows_the_rungs_declarations() -> None:
    """A rung's ``unwon`` is what the answer is read from: the White Whale's discard declared won
    would leave a whale-only deck with every trick won."""
    whale = _BY_NAME[RuleId.WHALE_DISCARD]
    assert whale.unwon and not _BY_NAME[RuleId.RANK_ESCAPE].unwon
    roles = _roles(deck="whale")
    try:
        whale._unwon = False
        assert every_trick_won(roles)
    finally:
        whale._unwon = True
    assert not every_trick_won(roles)


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
