"""States no deal and play can produce are refused: a ScoreError naming the rule, one line and exit 2 on the CLI."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cards import Module
from skrules.deal import check_deal
from skrules.errors import SkrulesError
from skrules.formats.sheet import SheetError, read_sheet
from skrules.rules import BASE_GAME, FULL_BOX, RuleSet
from skrules.scoring import (
    BONUS_KINDS,
    Ally,
    ScoreError,
    bonus,
    check_row,
    deck_copies,
    score,
)

from .conftest import examples

BASE = RuleSet(modules=BASE_GAME)
FULL = RuleSet(modules=FULL_BOX)


def refused(message: str, *args: object, **kwargs: object) -> None:
    with pytest.raises(ScoreError, match=message) as info:
        score(*args, **kwargs)  # type: ignore[arg-type]
    assert isinstance(info.value, SkrulesError)
    assert "\n" not in str(info.value)


# ------------------------------------------------------------------ tricks won


@pytest.mark.parametrize(("harry", "wager"), [(-1, None), (0, None), (1, None), (None, 0), (None, 10), (None, 20)])
def test_ability_unlock_harry_and_rascal_need_a_trick_won(harry: int | None, wager: int | None) -> None:
    """ability.unlock: Harry's change and Rascal's wager come from winning a trick with the Pirate."""
    refused(r"no trick won.*ability\.unlock", 3, 1, 0, harry=harry, wager=wager)


@pytest.mark.parametrize("name", ["14", "black14", "mermaid", "pirate", "king", "con", "7", "8"])
def test_bonus_capture_needs_a_trick_won(name: str) -> None:
    """bonus.capture: only a trick's winner captures its cards."""
    refused(r"no trick won.*bonus\.capture", 3, 0, 0, awards=[bonus(name)])


def test_loot_alliance_and_davy_need_no_trick() -> None:
    """score.alliance, davy.bonus: a Loot player who bid 0 and took 0 gets +20; Davy Jones pays his player."""
    assert score(3, 0, 0, allies=[Ally("Ben", made=True)]).total == 30 + 20
    assert score(3, 0, 0, awards=[bonus("davy")]).total == 30 + 20


def test_ability_unlock_harry_and_rascal_need_two_tricks_without_con() -> None:
    """ability.unlock, con.powers: without First Mate Con, Harry and Rascal each won a trick of their own."""
    refused(r"need 2 tricks", 3, 1, 1, harry=0, wager=10, rules=BASE)
    assert score(3, 1, 1, harry=0, wager=10).total == 20 + 10  # Con may have captured both


def test_bonus_king_trick_is_not_a_pirate_trick() -> None:
    """bonus.pirate, bonus.mermaid: the Skull King's trick and a Pirate's Mermaid trick are two tricks."""
    refused(r"need 2 tricks", 3, 1, 1, awards=[bonus("pirate"), bonus("mermaid")])
    assert score(3, 2, 2, awards=[bonus("pirate"), bonus("mermaid")]).total == 40 + 50


# ------------------------------------------------------------------ the deck's copies


@pytest.mark.parametrize(
    ("name", "count"),
    [
        ("king", 2),
        ("mermaid", 3),
        ("14", 4),
        ("black14", 2),
        ("pirate", 8),
        ("con", 2),
        ("7", 5),
        ("8", 5),
        ("davy", 4),
    ],
)
def test_box_copies_no_more_bonuses_than_cards(name: str, count: int) -> None:
    """box.copies: a bonus count above the copies of the fullest box is refused as it is read."""
    with pytest.raises(ScoreError, match=r"box\.copies"):
        bonus(name, count)


def test_box_copies_two_king_bonuses_given_twice() -> None:
    """box.copies, bonus.king: --bonus king --bonus king is two Skull Kings."""
    refused(
        r"2 Skull Kings taken.*holds 1 Skull King \(box\.copies, bonus\.king\)", 3, 1, 1, awards=[bonus("king")] * 2
    )
    refused(r"3 Mermaids.*box\.copies", 5, 3, 3, awards=[bonus("mermaid", 2), bonus("mermaid")])


def test_box_copies_pirates_depend_on_the_deck() -> None:
    """box.copies, bonus.pirate: five Pirates and the Tigress in the base box, Mary Thorne with the expansion."""
    assert BONUS_KINDS["pirate"].most == 7
    refused(r"holds 6 Pirates", 8, 1, 1, awards=[bonus("pirate", 7)], rules=BASE)
    assert score(8, 1, 1, awards=[bonus("pirate", 7)], rules=FULL).total == 20 + 210
    assert score(8, 1, 1, awards=[bonus("pirate", 6)], rules=BASE).total == 20 + 180


def test_bonus_kinds_most_is_the_fullest_box() -> None:
    """box.copies: each bonus's ``most`` is what the fullest box holds."""
    have = deck_copies(FULL.box)
    assert {k.rule: k.most for k in BONUS_KINDS.values()} == {
        r: have[r] for r in (k.rule for k in BONUS_KINDS.values())
    }


def test_box_copies_an_explicit_deck_without_the_cards() -> None:
    """box.copies: a deck given as base has no expansion 8s; with no deck said, the bonus names its part."""
    refused(r"holds 0 expansion 8s", 3, 1, 1, awards=[bonus("8")], box=BASE.box)
    assert score(3, 1, 1, awards=[bonus("8")], rules=RuleSet()).total == 25


def test_skull_king_cannot_both_take_pirates_and_be_taken() -> None:
    """bonus.pirate, bonus.king: one Skull King either wins its trick or loses it to a Mermaid."""
    refused(r"one Skull King", 5, 2, 2, awards=[bonus("pirate"), bonus("king")])


def test_a_mermaid_taking_the_king_is_not_captured() -> None:
    """bonus.mermaid, bonus.king: two Mermaids captured leave none to take the Skull King."""
    refused(r"Mermaid", 5, 3, 3, awards=[bonus("mermaid", 2), bonus("king")])


def test_davy_bonus_at_most_the_sea_monsters() -> None:
    """davy.bonus, box.copies: Kraken, White Whale and Spotted Stingray, with the Locker in the deck (a deck
    without the Locker is told that it lacks the Locker)."""
    refused(r"holds no Davy Jones' Locker", 3, 0, 0, awards=[bonus("davy")], box=BASE.box)
    davy_only = RuleSet(modules=frozenset({Module.DAVY}))
    refused(r"holds 0 sea monsters", 3, 0, 0, awards=[bonus("davy")], rules=davy_only)


def test_loot_alliances_at_most_the_loot_cards() -> None:
    """loot.alliance, box.copies: two Loot cards make two alliances at most; none with two players."""
    refused(r"3 Loot alliances", 3, 0, 0, allies=[Ally("B", made=True)] * 3)
    refused(r"in a two-player game, which plays without the Loot", 3, 0, 0, allies=[Ally("B", made=True)], players=2)


# ------------------------------------------------------------------ players known


def test_players_bound_what_one_trick_holds() -> None:
    """bonus.pirate, play.order: the Skull King's one trick holds a card per player (three with the ghost)."""
    refused(r"one trick", 5, 1, 1, awards=[bonus("pirate", 3)], players=3)
    assert score(5, 1, 1, awards=[bonus("pirate", 2)], players=3).total == 80
    assert score(5, 1, 1, awards=[bonus("pirate", 2)], players=2).total == 80  # Graybeard's card too
    refused(r"bonus\.capture, play\.order", 5, 1, 1, awards=[bonus("14", 3), bonus("black14")], players=3)


# ------------------------------------------------------------------ cards dealt and bids


@pytest.mark.parametrize("cards", [0, -1, 11, 100])
def test_setup_deal_no_set_up_deals_that(cards: int) -> None:
    """setup.deal: every set-up deals 1 to 10 cards."""
    refused(r"setup\.deal", cards, 0, 0)


def test_setup_cap_with_the_players_known() -> None:
    """setup.cap, ruling.eight-players, exp.players: eight players are dealt 8 cards at most with the
    base game's cards; with the whole Expansion Pack (93 cards) they play ten full rounds."""
    refused(r"1 to 8 cards.*setup\.cap", 9, 0, 0, players=8, rules=BASE)
    exact = RuleSet(modules=frozenset({Module.BASE, Module.KRAKEN, Module.WHITE_WHALE}))  # 72 cards: 9 each for 8
    with pytest.raises(SkrulesError, match=r"eight players are dealt at most 8 cards each"):
        check_deal(9, 8, exact)
    refused(r"1 to 10 cards.*setup\.cap", 11, 0, 0, players=8, rules=FULL)
    deck = FULL.with_rulings({"ruling.eight-players": "deck"})
    assert score(10, 0, 0, players=8, rules=deck).total == 100
    assert score(10, 0, 0, players=8, rules=FULL).total == 100


def test_bid_range_a_bid_above_the_cards_dealt() -> None:
    """bid.range: a bid is 0 to the cards dealt."""
    refused(r"bid\.range", 3, 4, 0)
    refused(r"bid\.range", 3, -1, 0)


# ------------------------------------------------------------------ wrong types


@pytest.mark.parametrize(
    ("kwargs", "name"),
    [
        ({"harry": True}, "harry"),
        ({"wager": 10.0}, "wager"),
        ({"bid": "2"}, "bid"),
        ({"cards": 2.0}, "cards"),
        ({"won": None}, "won"),
        ({"players": True}, "players"),
        ({"awards": "14"}, "awards"),
        ({"awards": [("bonus.fourteen", 10)]}, "awards"),
        ({"allies": [True]}, "allies"),
        ({"rules": "base"}, "rules"),
        ({"method": 1}, "method"),
    ],
)
def test_wrong_types_are_type_errors_naming_the_argument(kwargs: dict[str, Any], name: str) -> None:
    """Wrong types are a TypeError naming the argument, never a float total."""
    args = {"cards": 3, "bid": 1, "won": 1, **kwargs}
    with pytest.raises(TypeError, match=repr(name)):
        score(args.pop("cards"), args.pop("bid"), args.pop("won"), **args)


# ------------------------------------------------------------------ sheets and the command line


def test_sheet_rows_are_checked_with_their_line() -> None:
    """ability.unlock, box.copies: each cell, and the row as a whole, at its line."""
    text = "players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 1/1,king 1/1,king 0/0\nround 3: 0/0,wager=10 3/3 0/0\n"
    with pytest.raises(SheetError) as info:
        read_sheet(text, "g.sheet")
    found = [str(p) for p in info.value.problems]
    assert found[0].startswith("g.sheet:3:1: round 2: the players' bonuses add up to 2 Skull Kings")
    assert found[1].startswith("g.sheet:4:10:") and "ability.unlock" in found[1]


def test_check_row_one_harry_one_locker() -> None:
    """box.copies, davy.bonus: one Harry the Giant and one Davy Jones' Locker a round."""
    with pytest.raises(ScoreError, match="one Harry"):
        check_row({"A": [], "B": []}, harry=["A", "B"])
    with pytest.raises(ScoreError, match="one Davy Jones"):
        check_row({"A": [bonus("davy")], "B": [bonus("davy")]})


def test_deck_base_sheet_refuses_expansion_bonuses() -> None:
    """box.copies: a sheet that says its deck is the base box has no expansion 8s."""
    with pytest.raises(SheetError, match=r"0 expansion 8s"):
        read_sheet("players: Ann Ben\ndeck: base\nround 1: 1/1,8 0/0\n")


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["--cards", "3", "--bid", "1", "--won", "0", "--harry", "-1"], "ability.unlock"),
        (["--cards", "3", "--bid", "1", "--won", "0", "--wager", "10"], "ability.unlock"),
        (["--cards", "3", "--bid", "1", "--won", "1", "--bonus", "king", "--bonus", "king"], "box.copies"),
        (["--cards", "3", "--bid", "1", "--won", "1", "--bonus", "mermaid=3"], "box.copies"),
        (["--cards", "11", "--bid", "1", "--won", "1"], "setup.deal"),
        (["--cards", "3", "--bid", "4", "--won", "1"], "bid.range"),
        (["--cards", "3", "--bid", "1", "--won", "0", "--bonus", "14"], "bonus.capture"),
        (["--deck", "base", "--cards", "8", "--bid", "1", "--won", "1", "--bonus", "pirate=7"], "box.copies"),
    ],
)
def test_cli_refuses_with_one_line_and_exit_2(
    cli: Callable[..., tuple[int, str, str]], args: list[str], rule: str
) -> None:
    """The CLI prints one line naming the rule, exits 2, and shows no traceback."""
    code, out, err = cli("score", *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("skrules: error: ")
    assert rule in err
    assert "Traceback" not in err


# ------------------------------------------------------------------ property

awards = st.lists(st.tuples(st.sampled_from(list(BONUS_KINDS)), st.integers(1, 3)), max_size=4)


@settings(max_examples=examples(300))
@given(
    st.integers(1, 10).flatmap(lambda c: st.tuples(st.just(c), st.integers(0, c), st.integers(0, c))),
    awards,
    st.lists(st.builds(Ally, st.just("X"), st.booleans()), max_size=3),
    st.sampled_from([None, 0, 10, 20]),
    st.sampled_from([None, -1, 0, 1]),
    st.sampled_from([None, 2, 3, 5, 8]),
    st.sampled_from(["classic", "rascal", "cannonball"]),
    st.sampled_from([None, BASE, FULL]),
)
def test_any_round_is_scored_or_refused(
    cbw: tuple[int, int, int],
    kinds: list[tuple[str, int]],
    allies: list[Ally],
    wager: int | None,
    harry: int | None,
    players: int | None,
    method: str,
    rules: RuleSet | None,
) -> None:
    """Any in-range round either scores an int total equal to its items' sum or raises ScoreError."""
    cards, bid, won = cbw
    try:
        got = [bonus(name, min(n, BONUS_KINDS[name].most)) for name, n in kinds]
        b = score(
            cards,
            bid,
            won,
            method=method,
            awards=got,
            allies=allies,
            wager=wager,
            harry=harry,
            players=players,
            rules=rules,
        )
    except ScoreError as err:
        assert "\n" not in str(err)
        return
    assert type(b.total) is int
    assert b.total == sum(i.points for i in b.items)
