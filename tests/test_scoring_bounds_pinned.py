"""What a round can hold, pinned at each bound: just inside is scored, just outside is refused.

Each refusal is checked by its exact message, which names the rule that makes the round impossible.
"""

from __future__ import annotations

from typing import Any

import pytest

from skrules.cards import Box, Module
from skrules.deal import MOST_DEALT
from skrules.rules import ADVANCED_GAME, FULL_BOX, RuleSet
from skrules.rulings import RuleId
from skrules.scoring import (
    Ally,
    Award,
    ScoreError,
    bonus,
    check_row,
    deck_copies,
    most_cards,
    score,
)

BASE = RuleSet().box
FULL = RuleSet(modules=FULL_BOX).box
NEED_TRICKS = "{given} need {n} tricks won, not {won}: {why} ({rules})"
NO_PIRATE = "no Pirate wins the trick in which "  # the Skull King's trick, or First Mate Con's capture
UNLOCKED = "a Pirate's ability is unlocked only by winning a trick with it"
KING_BOTH = (
    "Pirates taken by the Skull King and the Skull King taken by a Mermaid in one round: there is one Skull King, "
    "and it either wins its trick or loses it to a Mermaid (bonus.pirate, bonus.king)"
)


def refusal(*args: Any, **kwargs: Any) -> str:
    with pytest.raises(ScoreError) as err:
        score(*args, **kwargs)
    return err.value.message


def row_refusal(*args: Any, **kwargs: Any) -> str:
    with pytest.raises(ScoreError) as err:
        check_row(*args, **kwargs)
    return err.value.message


def test_deck_copies_of_the_fullest_and_the_base_box() -> None:
    """box.copies: how many cards each bonus can be paid for, by deck."""
    assert deck_copies(FULL) == {
        "bonus.fourteen": 3,
        "bonus.black-fourteen": 1,
        "bonus.mermaid": 2,
        "bonus.pirate": 7,
        "bonus.king": 1,
        "con.bonus": 1,
        "exp.eight": 4,
        "exp.seven": 4,
        "davy.bonus": 3,
        "davy": 1,
        "loot": 2,
        "con": 1,
    }
    assert deck_copies(BASE) == {
        "bonus.fourteen": 3,
        "bonus.black-fourteen": 1,
        "bonus.mermaid": 2,
        "bonus.pirate": 6,
        "bonus.king": 1,
        "con.bonus": 0,
        "exp.eight": 0,
        "exp.seven": 0,
        "davy.bonus": 0,
        "davy": 0,
        "loot": 0,
        "con": 0,
    }
    # two players leave the Loot out of the deck
    assert (deck_copies(FULL, 2)["loot"], deck_copies(FULL, 3)["loot"]) == (0, 2)


@pytest.mark.parametrize(("players", "most"), [(None, 10), (2, 10), (7, 10), (8, 10)])
def test_setup_deal_most_cards(players: int | None, most: int) -> None:
    """setup.deal, exp.players: the most cards a set-up deals when the deck is not known: with the
    Expansion Pack's cards, eight players play the full ten rounds."""
    assert MOST_DEALT == 10
    assert most_cards(players) == most


def test_setup_cap_most_cards_eight_players_with_the_guides_deck() -> None:
    """setup.cap, ruling.eight-players: with the base game's cards eight players get 8 at most."""
    assert most_cards(8, RuleSet(modules=ADVANCED_GAME).box) == 8
    assert most_cards(8, RuleSet(modules=FULL_BOX).box) == 10


# ------------------------------------------------------------------ cards dealt, bid, tricks won


@pytest.mark.parametrize(("cards", "players"), [(1, None), (10, None), (10, 7), (8, 8), (1, 8)])
def test_setup_deal_cards_dealt_just_inside(cards: int, players: int | None) -> None:
    """setup.deal, setup.cap: 1 to the most cards dealt are scored."""
    assert score(cards, 0, 0, players=players).total == 10 * cards


@pytest.mark.parametrize(
    ("cards", "players", "message"),
    [
        (0, None, "cards dealt is 0; no set-up deals that: a round deals 1 to 10 cards (setup.deal)"),
        (11, None, "cards dealt is 11; no set-up deals that: a round deals 1 to 10 cards (setup.deal)"),
        (
            11,
            8,
            "cards dealt is 11; no set-up deals that: a round deals 1 to 10 cards with 8 players and this deck "
            "(setup.deal, setup.cap)",
        ),
        (
            0,
            4,
            "cards dealt is 0; no set-up deals that: a round deals 1 to 10 cards with 4 players and this deck "
            "(setup.deal, setup.cap)",
        ),
        (1, 1, "1 player: Skull King needs two players at least (setup.players)"),
    ],
)
def test_setup_deal_cards_dealt_just_outside(cards: int, players: int | None, message: str) -> None:
    """setup.deal, setup.cap, setup.players: no set-up deals 0 cards, more than the most, or to one player."""
    assert refusal(cards, 0, 0, players=players) == message


@pytest.mark.parametrize(("bid", "won"), [(0, 0), (4, 4), (0, 4), (4, 0)])
def test_bid_range_and_tricks_won_just_inside(bid: int, won: int) -> None:
    """bid.range, setup.deal: a bid and the tricks won are each 0 to the cards dealt."""
    assert score(4, bid, won).bid == bid


@pytest.mark.parametrize(
    ("bid", "won", "message"),
    [
        (-1, 0, "the bid is -1; a bid is 0 to the 4 cards dealt (bid.range)"),
        (5, 0, "the bid is 5; a bid is 0 to the 4 cards dealt (bid.range)"),
        (0, -1, "tricks won is -1; a round of 4 cards dealt has 4 tricks (setup.deal)"),
        (0, 5, "tricks won is 5; a round of 4 cards dealt has 4 tricks (setup.deal)"),
    ],
)
def test_bid_range_and_tricks_won_just_outside(bid: int, won: int, message: str) -> None:
    """bid.range, setup.deal: a bid or tricks won outside 0 to the cards dealt is refused."""
    assert refusal(4, bid, won) == message


# ------------------------------------------------------------------ Harry and Rascal


@pytest.mark.parametrize(("bid", "harry"), [(1, -1), (0, 0), (0, 1), (3, 1), (4, 0), (4, -1)])
def test_ability_harry_within_the_bid_range(bid: int, harry: int) -> None:
    """ability.harry, bid.range: Harry moves the bid by -1, 0 or +1 to 0 to the cards dealt."""
    assert score(4, bid, 1, harry=harry).bid == bid + harry


@pytest.mark.parametrize(
    ("bid", "harry", "message"),
    [
        (2, 2, "Harry the Giant changes the bid by -1, 0 or +1, not 2 (ability.harry)"),
        (2, -2, "Harry the Giant changes the bid by -1, 0 or +1, not -2 (ability.harry)"),
        (
            0,
            -1,
            "Harry the Giant cannot move the bid from 0 to -1: a bid is 0 to the 4 cards dealt "
            "(bid.range, ability.harry)",
        ),
        (
            4,
            1,
            "Harry the Giant cannot move the bid from 4 to 5: a bid is 0 to the 4 cards dealt "
            "(bid.range, ability.harry)",
        ),
    ],
)
def test_ability_harry_outside_the_bid_range(bid: int, harry: int, message: str) -> None:
    """ability.harry, bid.range: a change other than -1, 0, +1, or one leaving the bid range, is refused."""
    assert refusal(4, bid, 1, harry=harry) == message


@pytest.mark.parametrize("wager", [0, 10, 20])
def test_ability_rascal_wagers(wager: int) -> None:
    """ability.rascal: the wager is 0, 10 or 20."""
    assert score(4, 1, 1, wager=wager).total == 20 + wager


@pytest.mark.parametrize("wager", [-10, 5, 15, 30])
def test_ability_rascal_other_wagers_refused(wager: int) -> None:
    """ability.rascal: any other wager is refused."""
    assert refusal(4, 1, 1, wager=wager) == f"Rascal of Roatan wagers 0, 10 or 20 points, not {wager} (ability.rascal)"


@pytest.mark.parametrize(
    ("harry", "wager", "what"),
    [
        (0, None, "Harry the Giant's change"),
        (None, 0, "Rascal of Roatan's wager"),
        (1, 10, "Harry the Giant's change and Rascal of Roatan's wager"),
    ],
)
def test_ability_unlock_needs_a_trick_won(harry: int | None, wager: int | None, what: str) -> None:
    """ability.unlock: an ability is used only by a player who won a trick with its Pirate."""
    assert refusal(4, 0, 0, harry=harry, wager=wager) == (
        f"{what} with no trick won: a Pirate's ability is unlocked only by winning a trick with it (ability.unlock)"
    )
    assert score(4, 0, 1, harry=harry, wager=wager).won == 1


# ------------------------------------------------------------------ captures and copies


def test_bonus_capture_needs_a_trick_won_names_the_bonuses_sorted() -> None:
    """bonus.capture: a capture bonus with no trick won is refused, naming each capture bonus once."""
    awards = [bonus("pirate"), bonus("14"), bonus("14"), bonus("8")]
    assert refusal(4, 0, 0, awards=awards) == (
        "a capture bonus (bonus.fourteen, bonus.pirate, exp.eight) with no trick won: only the winner of a trick "
        "captures its cards (bonus.capture)"
    )
    # Davy Jones' bonus and other awards are no capture
    assert score(4, 0, 0, awards=[bonus("davy"), Award(RuleId.SCORE_ZERO, 5, "x")]).won == 0


@pytest.mark.parametrize(
    ("awards", "box", "message"),
    [
        (
            [bonus("pirate", 4), bonus("pirate", 3)],
            BASE,
            "7 Pirates taken by the Skull King, but the deck in use holds 6 Pirates (the Tigress included) "
            "(box.copies, bonus.pirate)",
        ),
        (
            [bonus("black14"), bonus("black14")],
            FULL,
            "2 black 14s captured, but the deck in use holds 1 black 14 (box.copies, bonus.black-fourteen)",
        ),
        (
            [bonus("14", 3), bonus("14")],
            FULL,
            "4 14s captured, but the deck in use holds 3 green, purple and yellow 14s (box.copies, bonus.fourteen)",
        ),
        (
            [bonus("8", 2)],
            BASE,
            "2 expansion 8s captured, but the deck in use holds 0 expansion 8s (box.copies, exp.eight)",
        ),
        (
            [bonus("8")],
            BASE,
            "an expansion 8 captured, but the deck in use holds 0 expansion 8s (box.copies, exp.eight)",
        ),
        (
            [bonus("mermaid"), bonus("mermaid", 2)],
            FULL,
            "3 Mermaids taken by a Pirate, but the deck in use holds 2 Mermaids (box.copies, bonus.mermaid)",
        ),
        (
            [bonus("king"), bonus("king")],
            FULL,
            "2 Skull Kings taken, but the deck in use holds 1 Skull King (box.copies, bonus.king)",
        ),
        (
            [bonus("con")],
            BASE,
            "First Mate Con taken, but the deck in use holds 0 First Mate Cons (box.copies, con.bonus)",
        ),
        (
            [bonus("7", 3), bonus("7", 2)],
            FULL,
            "5 expansion 7s captured, but the deck in use holds 4 expansion 7s (box.copies, exp.seven)",
        ),
        (
            [bonus("davy", 2), bonus("davy", 2)],
            FULL,
            "4 sea monsters destroyed by Davy Jones, but the deck in use holds 3 sea monsters (Kraken, White Whale, "
            "Spotted Stingray) (box.copies, davy.bonus)",
        ),
    ],
)
def test_box_copies_no_more_bonuses_than_the_deck_holds(awards: list[Award], box: Box, message: str) -> None:
    """box.copies: a round's bonuses of a kind add up to at most the deck's cards of that kind."""
    assert refusal(8, 4, 4, awards=awards, box=box) == message


@pytest.mark.parametrize(
    ("awards", "box"),
    [
        ([bonus("pirate", 3), bonus("pirate", 3)], BASE),
        ([bonus("14", 2), bonus("14")], FULL),
        ([bonus("8", 2), bonus("8", 2)], FULL),
        ([bonus("7", 2), bonus("7", 2)], FULL),
        ([bonus("davy", 2), bonus("davy")], FULL),
        ([bonus("mermaid"), bonus("mermaid")], FULL),
    ],
)
def test_box_copies_as_many_bonuses_as_the_deck_holds(awards: list[Award], box: Box) -> None:
    """box.copies: bonuses up to the deck's copies are scored."""
    assert score(8, 4, 4, awards=awards, box=box).total == 80 + sum(a.points for a in awards)


def test_the_deck_of_a_rule_set_gains_the_parts_the_round_names() -> None:
    """box.copies: a rule set given for its rulings has the parts its bonuses and alliances name."""
    rules = RuleSet()
    assert score(4, 2, 2, awards=[bonus("8", 4)], rules=rules).total == 60
    assert score(4, 2, 2, awards=[bonus("7")], rules=rules).total == 35
    assert score(4, 2, 2, awards=[bonus("con")], rules=rules).total == 70
    assert score(4, 2, 2, awards=[bonus("davy", 3)], rules=rules).total == 100
    assert score(4, 2, 2, allies=[Ally("Ben", True), Ally("Cy", True)], rules=rules).total == 80
    # an explicit deck is taken as it is
    assert refusal(4, 2, 2, allies=[Ally("Ben", True)], box=BASE) == (
        "1 Loot alliance, but the deck in use holds 0 Loot cards, each making one alliance (box.copies, loot.alliance)"
    )


def test_loot_alliances_at_most_the_loot_cards() -> None:
    """loot.alliance, box.copies: one alliance per Loot card in the deck."""
    assert score(4, 2, 2, allies=[Ally("Ben", True), Ally("Cy", False)]).total == 60
    assert refusal(4, 2, 2, allies=[Ally("Ben", True)] * 3) == (
        "3 Loot alliances, but the deck in use holds 2 Loot cards, each making one alliance (box.copies, loot.alliance)"
    )


def test_two_cards_a_loot_alliance_in_a_two_player_game_is_refused_as_the_two_player_game_s() -> None:
    """two.cards, ruling.two-player-loot: two players play without the Loot (the 2024 print), so an alliance is
    refused for that reason, not as a deck that lacks it; under the 2021 rulebook, which keeps it, it is paid."""
    two_player = (
        "a Loot alliance in a two-player game, which plays without the Loot (two.cards; "
        "ruling.two-player-loot=left-out)"
    )
    assert refusal(4, 2, 2, allies=[Ally("Ben", True)], players=2, rules=RuleSet()) == two_player
    assert score(4, 2, 2, allies=[Ally("Ben", True)], players=2, rules=RuleSet(edition="2021")).total == 60
    assert row_refusal({"Ann": []}, alliances=1, players=2) == two_player
    assert refusal(4, 2, 2, allies=[Ally("Ben", True)], players=2, box=BASE) == (
        "1 Loot alliance, but the deck in use holds 0 Loot cards, each making one alliance (box.copies, loot.alliance)"
    )


def test_loot_none_no_alliance_with_oneself() -> None:
    """loot.none: the Loot allies two players."""
    assert refusal(4, 2, 2, allies=[Ally("Ann", True)], player="Ann") == (
        "Ann in a Loot alliance with Ann: the Loot allies two players (loot.none)"
    )
    assert score(4, 2, 2, allies=[Ally("Ben", True)], player="Ann").total == 60


# ------------------------------------------------------------------ the characters play once


def test_skull_king_either_takes_pirates_or_is_taken() -> None:
    """bonus.pirate, bonus.king: one Skull King, which wins its trick or loses it to a Mermaid."""
    assert refusal(8, 3, 3, awards=[bonus("pirate"), bonus("king")]) == KING_BOTH
    assert score(8, 3, 3, awards=[bonus("king"), bonus("mermaid")]).total == 120


def test_a_mermaid_taking_the_king_is_not_captured() -> None:
    """bonus.mermaid, bonus.king: with two Mermaids, one taking the Skull King leaves one to be captured."""
    assert refusal(8, 3, 3, awards=[bonus("king"), bonus("mermaid", 2)]) == (
        "2 Mermaids taken by a Pirate and another taking the Skull King, but the deck holds 2: a Mermaid that wins a "
        "trick is not captured (bonus.mermaid, bonus.king)"
    )
    assert score(8, 3, 3, awards=[bonus("mermaid", 2)]).total == 100


@pytest.mark.parametrize(
    ("pirates", "harry", "wager", "mermaid", "why"),
    [
        (7, None, None, False, None),
        (6, 0, None, False, None),
        (7, 0, None, False, "the Pirates whose ability was used were not taken by the Skull King"),
        (6, None, 0, False, None),
        (7, None, 10, False, "the Pirates whose ability was used were not taken by the Skull King"),
        (5, 0, 0, False, None),
        (6, 0, 0, False, "the Pirates whose ability was used were not taken by the Skull King"),
        (6, None, None, True, None),
        (7, None, None, True, "a Pirate won the Mermaid"),
        (5, 0, 0, True, None),
        (
            6,
            1,
            0,
            True,
            "the Pirates whose ability was used were not taken by the Skull King and a Pirate won the Mermaid",
        ),
    ],
)
def test_bonus_pirate_at_most_the_pirates_not_kept(
    pirates: int, harry: int | None, wager: int | None, mermaid: bool, why: str | None
) -> None:
    """bonus.pirate, box.copies: Pirates that used an ability or won a Mermaid were not taken by the Skull King."""
    awards = [bonus("pirate", 4), bonus("pirate", pirates - 4)] if pirates > 4 else [bonus("pirate", pirates)]
    if mermaid:
        awards.append(bonus("mermaid"))
    args: dict[str, Any] = {"awards": awards, "harry": harry, "wager": wager}
    if why is None:
        assert score(10, 4, 4, **args).won == 4
    else:
        assert refusal(10, 4, 4, **args) == (
            f"{pirates} Pirates taken by the Skull King, but the deck holds 7 and {why} (bonus.pirate, box.copies)"
        )


# ------------------------------------------------------------------ tricks the bonuses need


HARRY, RASCAL = "Harry the Giant's change", "Rascal of Roatan's wager"
KING_PIRATES = NO_PIRATE + "the Skull King takes Pirates"
MERMAID = "a Mermaid is taken by a Pirate only in a trick the Pirate wins"


@pytest.mark.parametrize(
    ("awards", "harry", "wager", "box", "need", "given", "why", "rules"),
    [
        ([bonus("pirate")], None, None, FULL, 1, "", "", ""),
        ([bonus("king")], None, None, FULL, 1, "", "", ""),
        ([bonus("con")], None, None, FULL, 1, "", "", ""),
        ([bonus("mermaid")], None, None, FULL, 1, "", "", ""),
        ([bonus("14")], 0, 0, FULL, 1, "", "", ""),  # First Mate Con in the deck may capture both Pirates in one trick
        # without Con, each Pirate's ability needs its own trick: no bonus is named, nor a Skull King's trick
        ([], 0, 0, BASE, 2, f"{HARRY} and {RASCAL}", UNLOCKED, "ability.unlock"),
        ([], 0, None, BASE, 1, "", "", ""),
        (
            [bonus("pirate"), bonus("mermaid")], None, None, FULL, 2,
            "a Pirate taken by the Skull King and a Mermaid taken by a Pirate", f"{KING_PIRATES}; {MERMAID}",
            "bonus.pirate, bonus.mermaid",
        ),
        (
            [bonus("king"), bonus("mermaid")], None, None, FULL, 2,
            "the Skull King taken by a Mermaid and a Mermaid taken by a Pirate",
            f"{NO_PIRATE}a Mermaid takes the Skull King; {MERMAID}", "bonus.king, bonus.mermaid",
        ),
        (
            [bonus("con")], 0, None, FULL, 2, f"First Mate Con taken and {HARRY}",
            f"{NO_PIRATE}First Mate Con is taken; {UNLOCKED}", "con.bonus, ability.unlock",
        ),
        (
            [bonus("pirate", 2)], None, 0, FULL, 2, f"the Pirates taken by the Skull King and {RASCAL}",
            f"{KING_PIRATES}; {UNLOCKED}", "bonus.pirate, ability.unlock",
        ),
        (
            [bonus("con")], 0, 0, FULL, 2, f"First Mate Con taken, {HARRY} and {RASCAL}",
            f"{NO_PIRATE}First Mate Con is taken; {UNLOCKED}", "con.bonus, ability.unlock",
        ),
        (
            [bonus("king")], 0, 0, BASE, 3, f"the Skull King taken by a Mermaid, {HARRY} and {RASCAL}",
            f"{NO_PIRATE}a Mermaid takes the Skull King; {UNLOCKED}", "bonus.king, ability.unlock",
        ),
        (
            [bonus("pirate"), bonus("mermaid", 2)], 0, 0, BASE, 3,
            f"a Pirate taken by the Skull King, the Mermaids taken by a Pirate, {HARRY} and {RASCAL}",
            f"{KING_PIRATES}; {MERMAID}; {UNLOCKED}", "bonus.pirate, bonus.mermaid, ability.unlock",
        ),
    ],
)  # fmt: skip
def test_bonuses_and_abilities_need_tricks_of_their_own(
    awards: list[Award], harry: int | None, wager: int | None, box: Box, need: int, given: str, why: str, rules: str
) -> None:
    """bonus.pirate, bonus.king, con.bonus, bonus.mermaid, ability.unlock: the trick in which the Skull King takes
    Pirates, a Mermaid takes him or First Mate Con is taken is not a Pirate's; a Mermaid taken by a Pirate and each
    ability need one. The refusal names what was given, why each needs its trick, and only their rules."""
    args: dict[str, Any] = {"awards": awards, "harry": harry, "wager": wager, "box": box}
    assert score(8, need, need, **args).won == need
    if need > 1:
        expected = NEED_TRICKS.format(given=given, n=need, won=need - 1, why=why, rules=rules)
        assert refusal(8, need - 1, need - 1, **args) == expected


@pytest.mark.parametrize(
    ("rule", "awards", "players", "ok"),
    [
        ("bonus.pirate", [bonus("pirate", 2)], 2, True),  # Graybeard's ghost: three cards a trick
        ("bonus.pirate", [bonus("pirate", 3)], 2, False),
        ("bonus.pirate", [bonus("pirate", 2)], 3, True),
        ("bonus.pirate", [bonus("pirate", 3)], 3, False),
        ("bonus.pirate", [bonus("pirate", 3)], 4, True),
        ("bonus.pirate", [bonus("pirate", 4)], 4, False),
        ("davy.bonus", [bonus("davy", 2)], 3, True),
        ("davy.bonus", [bonus("davy", 3)], 3, False),
        ("davy.bonus", [bonus("davy", 3)], 4, True),
    ],
)
def test_play_order_one_trick_holds_one_card_a_player(rule: str, awards: list[Award], players: int, ok: bool) -> None:
    """bonus.pirate, davy.bonus, play.order: all taken in one trick, which holds one card a player."""
    if ok:
        assert score(5, 1, 1, awards=awards, players=players).won == 1
        return
    n = awards[0].points // (30 if rule == "bonus.pirate" else 20)
    size = 3 if players == 2 else players
    ghost = " (Graybeard's ghost plays too)" if players == 2 else ""
    many, one, named = (
        ("Pirates taken by the Skull King", "Skull King", "the Skull King")
        if rule == "bonus.pirate"
        else ("sea monsters destroyed by Davy Jones", "Davy Jones' Locker", "Davy Jones' Locker")
    )
    assert refusal(5, 1, 1, awards=awards, players=players) == (
        f"{n} {many}: there is one {one}, so they all come from one trick, and a trick holds {size} cards{ghost} "
        f"with {players} players, {named} included ({rule}, play.order)"
    )


@pytest.mark.parametrize(
    ("awards", "won", "players", "message"),
    [
        ([bonus("14", 3), bonus("black14")], 1, 4, None),
        (
            [bonus("14", 3), bonus("black14")],
            1,
            3,
            "4 cards captured for bonuses in 1 trick won, but a trick holds 3 cards with 3 players "
            "(bonus.capture, play.order)",
        ),
        ([bonus("14", 3), bonus("black14"), bonus("mermaid")], 1, 6, None),
        (
            [bonus("14", 3), bonus("black14"), bonus("mermaid")],
            1,
            5,
            "5 cards captured for bonuses besides the cards that won them in 1 trick won, but a trick holds 5 cards "
            "with 5 players (bonus.capture, play.order)",
        ),
        ([bonus("14", 3), bonus("8", 3)], 2, 3, None),
        (
            [bonus("14", 3), bonus("8", 4)],
            2,
            3,
            "7 cards captured for bonuses in 2 tricks won, but a trick holds 3 cards with 3 players "
            "(bonus.capture, play.order)",
        ),
        ([bonus("pirate"), bonus("14", 2)], 1, 4, None),
        (
            [bonus("pirate"), bonus("14", 2)],
            1,
            3,
            "3 cards captured for bonuses besides the cards that won them in 1 trick won, but a trick holds 3 cards "
            "with 3 players (bonus.capture, play.order)",
        ),
        ([bonus("king"), bonus("14", 2)], 1, 4, None),
        ([bonus("con"), bonus("14", 2)], 1, 4, None),
        (
            [bonus("con"), bonus("14", 2)],
            1,
            3,
            "3 cards captured for bonuses besides the cards that won them in 1 trick won, but a trick holds 3 cards "
            "with 3 players (bonus.capture, play.order)",
        ),
        ([bonus("davy", 2), bonus("14")], 1, 3, None),  # the Locker's sea monsters are not captured cards
    ],
)
def test_bonus_capture_at_most_what_the_tricks_won_hold(
    awards: list[Award], won: int, players: int, message: str | None
) -> None:
    """bonus.capture, play.order: the captured cards, and the cards that won them, fit in the tricks won."""
    if message is None:
        assert score(8, won, won, awards=awards, players=players).won == won
    else:
        assert refusal(8, won, won, awards=awards, players=players) == message


# ------------------------------------------------------------------ a whole round's players together


def test_check_row_bonuses_of_all_players_together() -> None:
    """box.copies: the players' bonuses together need no more cards than the deck holds."""
    check_row({"Ann": [bonus("pirate", 7)], "Ben": [bonus("14")]})
    check_row({"Ann": [bonus("14", 2)], "Ben": [bonus("14")], "Cy": [bonus("black14")]})
    assert row_refusal({"Ann": [bonus("pirate", 4)], "Ben": [bonus("pirate", 4)]}) == (
        "the players' bonuses add up to 8 Pirates taken by the Skull King, but the deck in use holds 7 Pirates "
        "(the Tigress included) (box.copies, bonus.pirate)"
    )
    assert row_refusal({"Ann": [bonus("black14")], "Ben": [bonus("black14")]}) == (
        "the players' bonuses add up to 2 black 14s captured, but the deck in use holds 1 black 14 "
        "(box.copies, bonus.black-fourteen)"
    )
    assert row_refusal({"Ann": [bonus("8")]}, box=BASE) == (
        "the players' bonuses add up to an expansion 8 captured, but the deck in use holds 0 expansion 8s "
        "(box.copies, exp.eight)"
    )
    assert row_refusal({"Ann": [bonus("king")], "Ben": [bonus("pirate")]}) == KING_BOTH


def test_check_row_the_pirates_taken_by_the_skull_king_go_to_one_player() -> None:
    """bonus.pirate, box.copies: there is one Skull King, so one player a round is paid for the Pirates it
    took, however few; as one player is paid Davy Jones' bonus."""
    assert row_refusal({"Ann": [bonus("pirate")], "Ben": [bonus("pirate", 2)]}) == (
        "Pirates taken by the Skull King for Ann and Ben: there is one Skull King, and the Pirates it takes go to "
        "one player (bonus.pirate, box.copies)"
    )


@pytest.mark.parametrize(
    ("harry", "rascal", "pirates", "ok"),
    [
        ((), (), 7, True),
        (("Ann",), (), 6, True),
        (("Ann",), (), 7, False),
        ((), ("Ben",), 7, False),
        (("Ann",), ("Ben",), 5, True),
        (("Ann",), ("Ben",), 6, False),
    ],
)
def test_check_row_pirates_kept_by_their_abilities(
    harry: tuple[str, ...], rascal: tuple[str, ...], pirates: int, ok: bool
) -> None:
    """bonus.pirate, box.copies: the Pirates whose ability was used were not taken by the Skull King."""
    awards = {"Ann": [bonus("pirate", pirates)], "Ben": [bonus("14")]}
    if ok:
        check_row(awards, harry=harry, rascal=rascal)
    else:
        assert row_refusal(awards, harry=harry, rascal=rascal) == (
            f"{pirates} Pirates taken by the Skull King, but the deck holds 7 and the Pirates whose ability was used "
            "were not taken by the Skull King (bonus.pirate, box.copies)"
        )


def test_check_row_one_locker_one_harry_one_rascal() -> None:
    """davy.bonus, box.copies: one Davy Jones' Locker, one Harry the Giant, one Rascal of Roatan a round."""
    check_row({"Ann": [bonus("davy", 2)], "Ben": [bonus("14")]}, harry=["Ann"], rascal=["Ben"])
    assert row_refusal({"Ann": [bonus("davy")], "Ben": [bonus("davy")]}) == (
        "Davy Jones' bonus for Ann and Ben: there is one Davy Jones' Locker, and its sea monsters go to one player "
        "(davy.bonus, box.copies)"
    )
    assert row_refusal({"Ann": [bonus("davy")], "Ben": [bonus("davy")], "Cy": [bonus("davy")]}) == (
        "Davy Jones' bonus for Ann, Ben and Cy: there is one Davy Jones' Locker, and its sea monsters go to one player "
        "(davy.bonus, box.copies)"
    )
    assert row_refusal({"Ann": []}, harry=["Ann", "Ben"]) == (
        "Harry the Giant's ability used by Ann and Ben: there is one Harry the Giant (box.copies)"
    )
    assert row_refusal({"Ann": []}, rascal=["Ann", "Ben", "Cy"]) == (
        "Rascal of Roatan's ability used by Ann, Ben and Cy: there is one Rascal of Roatan (box.copies)"
    )


@pytest.mark.parametrize(
    ("alliances", "players", "box", "have"),
    [
        (2, None, None, None),
        (3, None, None, 2),
        (0, None, BASE, None),
        (1, None, BASE, 0),
        (2, 3, None, None),
    ],
)
def test_check_row_loot_alliances_at_most_the_loot_cards(
    alliances: int, players: int | None, box: Box | None, have: int | None
) -> None:
    """loot.alliance, box.copies: one alliance a Loot card (two players, who leave the Loot out, are
    test_two_cards_a_loot_alliance_in_a_two_player_game_is_refused_as_the_two_player_game_s's)."""
    if have is None:
        check_row({"Ann": []}, alliances=alliances, players=players, box=box)
    else:
        plural = "alliance" if alliances == 1 else "alliances"
        assert row_refusal({"Ann": []}, alliances=alliances, players=players, box=box) == (
            f"{alliances} Loot {plural} in one round, but the deck in use holds {have} Loot cards, each making one "
            "alliance (box.copies, loot.alliance)"
        )


# ------------------------------------------------------------------ wrong types


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"cards": 2.0}, "score() argument 'cards' must be an int, not float (2.0)"),
        ({"bid": True}, "score() argument 'bid' must be an int, not bool (True)"),
        ({"won": None}, "score() argument 'won' must be an int, not NoneType (None)"),
        ({"wager": 10.0}, "score() argument 'wager' must be an int or None, not float (10.0)"),
        ({"harry": True}, "score() argument 'harry' must be an int or None, not bool (True)"),
        ({"players": "4"}, "score() argument 'players' must be an int or None, not str ('4')"),
        ({"method": 1}, "score() argument 'method' must be a Scoring or str, not int"),
        ({"awards": "14"}, "score() argument 'awards' must be a sequence of Award, not str"),
        ({"awards": b"14"}, "score() argument 'awards' must be a sequence of Award, not bytes"),
        ({"awards": {bonus("14")}}, "score() argument 'awards' must be a sequence of Award, not set"),
        ({"awards": [Ally("Ben", True)]}, "score() argument 'awards' must hold Award items, not Ally"),
        ({"allies": None}, "score() argument 'allies' must be a sequence of Ally, not NoneType"),
        ({"allies": [bonus("14")]}, "score() argument 'allies' must hold Ally items, not Award"),
        ({"rules": "base"}, "score() argument 'rules' must be a RuleSet or None, not str"),
        ({"box": FULL_BOX}, "score() argument 'box' must be a Box or None, not frozenset"),
        ({"player": 1}, "score() argument 'player' must be a str or None, not int"),
    ],
)
def test_wrong_types_are_type_errors_with_the_right_type(kwargs: dict[str, Any], message: str) -> None:
    """Wrong types are a TypeError naming the argument and the types it takes, never a score."""
    args = {"cards": 3, "bid": 1, "won": 1, **kwargs}
    with pytest.raises(TypeError) as err:
        score(args.pop("cards"), args.pop("bid"), args.pop("won"), **args)
    assert str(err.value) == message


def test_right_types_of_every_argument_are_taken() -> None:
    """The optional arguments take their types, a tuple or a list of awards and allies alike."""
    b = score(
        3,
        1,
        1,
        method="classic",
        awards=(bonus("14"),),
        allies=[Ally("Ben", True)],
        wager=0,
        harry=0,
        rules=RuleSet(),
        player="Ann",
        players=4,
        box=FULL,
    )
    assert b.total == 50


def test_the_deck_of_a_rule_set_bounds_the_copies() -> None:
    """box.copies: with a rule set and no deck given, the rule set's box is the deck (the base game's 6 Pirates)."""
    sevens = [bonus("pirate", 4), bonus("pirate", 3)]
    assert score(8, 4, 4, awards=sevens).total == 80 + 210
    assert refusal(8, 4, 4, awards=sevens, rules=RuleSet()) == (
        "7 Pirates taken by the Skull King, but the deck in use holds 6 Pirates (the Tigress included) "
        "(box.copies, bonus.pirate)"
    )


@pytest.mark.parametrize(("reading", "most"), [("eight", 8), ("deck", 9)])
def test_ruling_eight_players_caps_the_cards_dealt(reading: str, most: int) -> None:
    """setup.cap, ruling.eight-players: the cap for eight players (the guide's deck, with the advanced
    cards: 74 cards) follows the reading."""
    rules = RuleSet(modules=ADVANCED_GAME, choices={"eight-players": reading})
    assert most_cards(8, rules.box, rules=rules) == most
    assert score(most, 0, 0, players=8, rules=rules).total == 10 * most
    assert refusal(most + 1, 0, 0, players=8, rules=rules) == (
        f"cards dealt is {most + 1}; no set-up deals that: a round deals 1 to {most} cards with 8 players and this "
        "deck (setup.deal, setup.cap)"
    )


def test_davy_bonus_needs_the_locker_in_the_deck() -> None:
    """davy.bonus, box.copies: sea monsters without Davy Jones' Locker pay no Davy Jones' bonus, and the refusal
    names the Locker as what the deck lacks (not the sea monsters it holds); the Locker without sea monsters names
    those."""
    from skrules.cards import Module

    kraken = RuleSet(modules=frozenset({Module.BASE, Module.KRAKEN})).box
    assert deck_copies(kraken)["davy.bonus"] == 0
    assert refusal(4, 2, 2, awards=[bonus("davy")], box=kraken) == (
        "a sea monster destroyed by Davy Jones, but the deck in use holds no Davy Jones' Locker (box.copies, "
        "davy.bonus)"
    )
    davy = RuleSet(modules=frozenset({Module.BASE, Module.DAVY})).box
    assert refusal(4, 2, 2, awards=[bonus("davy")], box=davy) == (
        "a sea monster destroyed by Davy Jones, but the deck in use holds 0 sea monsters (Kraken, White Whale, "
        "Spotted Stingray) (box.copies, davy.bonus)"
    )


def test_davy_bonus_a_deck_with_the_locker_still_takes_the_parts_later_bonuses_name() -> None:
    """davy.bonus, con.bonus, box.copies: with the Locker in the deck its sea monsters are the
    deck's, and First Mate Con's bonus named after it still brings Con into the deck."""
    rules = RuleSet(modules=frozenset({Module.BASE, Module.DAVY, Module.KRAKEN}))
    assert score(3, 1, 1, awards=[bonus("davy", 1, rules), bonus("con")], rules=rules).total == 70


LOOT_IN = "the cards captured for bonuses, the cards that won them and the Loot of {who}, who won no trick"


@pytest.mark.parametrize(
    ("awards", "won", "players", "holds_loot", "message"),
    [
        (
            [bonus("14"), bonus("mermaid")],
            1,
            3,
            True,
            f"4 cards needed in 1 trick won: {LOOT_IN.format(who='Ben')}; but a trick holds 3 cards with 3 players "
            "(bonus.capture, loot.alliance, play.order)",
        ),
        ([bonus("14"), bonus("mermaid")], 1, 3, False, None),  # Ben won a trick too: his Loot may lie in it
        ([bonus("14"), bonus("mermaid")], 1, 4, True, None),
        ([bonus("14", 2)], 1, 3, True, None),  # no card won them besides the one that won the trick: 3 cards
        (
            [bonus("14", 3), bonus("black14"), bonus("mermaid")],
            2,
            2,
            True,
            f"7 cards needed in 2 tricks won: {LOOT_IN.format(who='Ben')}; but a trick holds 3 cards (Graybeard's "
            "ghost plays too) with 2 players (bonus.capture, loot.alliance, play.order)",
        ),
    ],
)
def test_a_loot_of_a_player_who_won_no_trick_is_a_card_of_a_trick_won(
    awards: list[Award], won: int, players: int, holds_loot: bool, message: str | None
) -> None:
    """loot.alliance, bonus.capture, play.order: a Loot allies its player with the winner of its trick, where it
    stays; when its player won no trick, it is surely one of the other ally's cards, beside the captures and the
    cards that won them. When both allies won tricks it may lie in either's, and only what is impossible is refused."""
    allies = [Ally("Ben", True, holds_loot=holds_loot)]
    kwargs: dict[str, Any] = {"awards": awards, "allies": allies, "players": players, "box": FULL}
    if message is None:
        assert score(8, won, won, **kwargs).won == won
    else:
        assert refusal(8, won, won, **kwargs) == message


DAVY_NEVER_WINS = "Davy Jones' Locker, which never wins (davy.bonus, ruling.davy-recipient=davy-player)"


def test_davy_bonus_to_its_player_needs_a_trick_that_player_lost() -> None:
    """davy.bonus, ruling.davy-recipient=davy-player, exp.non-winning: the Locker never wins, so its player,
    paid the bonus, lost the trick it was played in; paid to the winner instead, every trick may be won."""
    assert refusal(2, 2, 2, awards=[bonus("davy")], box=FULL) == (
        f"one of the player's cards goes to a trick others won, but 2 dealt and 2 won leave none: {DAVY_NEVER_WINS}"
    )
    assert score(2, 1, 1, awards=[bonus("davy")], box=FULL).total == 40
    winner = RuleSet(modules=FULL_BOX, choices={"davy-recipient": "winner"})
    assert score(2, 2, 2, awards=[bonus("davy", 1, winner)], box=FULL, rules=winner).total == 60


def test_davy_bonus_to_the_winner_needs_a_trick_won() -> None:
    """davy.bonus, ruling.davy-recipient=winner, bonus.capture: paid to the trick's winner, Davy Jones' +20 goes
    to a player who won a trick, as a capture bonus does; a player who won none cannot have it. Paid to the
    Locker's player (the default), it needs no trick won: the Locker never wins."""
    winner = RuleSet(modules=FULL_BOX, choices={"davy-recipient": "winner"})
    assert refusal(3, 0, 0, awards=[bonus("davy", 1, winner)], box=FULL, rules=winner) == (
        "a capture bonus (davy.bonus; ruling.davy-recipient=winner) with no trick won: only the winner of a trick "
        "captures its cards (bonus.capture)"
    )
    assert score(3, 0, 0, awards=[bonus("davy")], box=FULL).total == 50


def test_loot_alliances_with_no_trick_won_are_the_players_own_loot() -> None:
    """loot.alliance, play.order: a player who won no trick is allied only by a Loot of their own, one a card;
    with the Locker paid to its player too, one card dealt holds only one of them."""
    made = Ally(None, True)
    assert refusal(1, 0, 0, allies=[made, made], box=FULL) == (
        "2 of the player's cards go to tricks others won, but 1 dealt and 0 won leave 1: the Loot of each of the 2 "
        "alliances, with no trick won (loot.alliance)"
    )
    assert refusal(1, 0, 0, awards=[bonus("davy")], allies=[made], box=FULL) == (
        "2 of the player's cards go to tricks others won, but 1 dealt and 0 won leave 1: "
        f"{DAVY_NEVER_WINS}; the Loot of the alliance, with no trick won (loot.alliance)"
    )
    assert score(2, 0, 0, allies=[made, made], box=FULL).total == 60
    assert score(2, 1, 1, allies=[made, made], box=FULL).total == 60  # a won trick may hold another's Loot


def test_the_first_edition_seats_six_so_the_skull_king_takes_five_pirates_at_most() -> None:
    """first.pirate, play.order: the 2013 edition seats six players, so the Skull King's trick holds five
    other cards, even when the number of players is not given."""
    first = RuleSet.from_options(edition="2013")
    assert score(5, 1, 1, awards=[bonus("pirate", 5, first)], rules=first).total == 20 + 5 * 30
    assert refusal(5, 1, 1, awards=[bonus("pirate", 6, first)], rules=first) == (
        "6 Pirates taken by the Skull King: there is one Skull King, so they all come from one trick, and a trick "
        "holds 6 cards with 6 players, the Skull King included (bonus.pirate, play.order)"
    )
