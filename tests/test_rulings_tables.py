"""The Rulings page's tables of what a whole game does under each reading (who deals, the cards each round
deals, the Whirlpool's rounds, a tie at the end): each row is what the engine gives, so that the table a player
reads cannot drift from the Python checked under it."""

from __future__ import annotations

from pathlib import Path

from skrules.deal import rotation, schedule
from skrules.rules import ADVANCED_GAME, FULL_BOX, GameTie, RuleSet
from skrules.scoring import ScoreTable, score

PAGE = (Path(__file__).resolve().parent.parent / "skrules" / "rulebook" / "rulings.md").read_text("utf-8")


def row(*cells: object) -> str:
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def listed(numbers: tuple[int, ...]) -> str:
    return ", ".join(map(str, numbers))


def test_the_dealer_table_is_the_rotation_under_each_reading() -> None:
    """setup.dealer, ruling.dealer: the first four rounds of Ann, Ben and Cat, Cat dealing first."""
    table = ["Ann", "Ben", "Cat"]
    rotate = rotation(table, 4, RuleSet())
    stay = rotation(table, 4, RuleSet(choices={"ruling.dealer": "stay"}))
    for k, (a, b) in enumerate(zip(rotate, stay, strict=True), 1):
        assert row(k, f"{a.dealer} deals, {a.leader} leads", f"{b.dealer} deals, {b.leader} leads") in PAGE


def test_the_eight_player_table_is_the_schedule_under_each_reading() -> None:
    """setup.cap, exp.players, ruling.eight-players: rounds 8 to 10 with eight players, per deck and reading."""
    deck = {"ruling.eight-players": "deck"}
    advanced = (schedule(8, RuleSet(modules=ADVANCED_GAME)), schedule(8, RuleSet(modules=ADVANCED_GAME, choices=deck)))
    box = (schedule(8, RuleSet(modules=FULL_BOX)), schedule(8, RuleSet(modules=FULL_BOX, choices=deck)))
    for label, (eight, whole) in (
        ("The base game and the advanced cards (74 cards)", advanced),
        ("The whole box, with the Expansion Pack", box),
    ):
        assert eight.cards[:7] == whole.cards[:7] == (1, 2, 3, 4, 5, 6, 7)  # "under either reading"
        assert row(label, listed(eight.cards[7:]), listed(whole.cards[7:])) in PAGE


def test_the_whirlpool_table_is_the_schedule_under_each_reading() -> None:
    """setup.variants, ruling.whirlpool: the Whirlpool with four players."""
    pairs = schedule(4, RuleSet(), "whirlpool").cards
    single = schedule(4, RuleSet(choices={"ruling.whirlpool": "single"}), "whirlpool").cards
    assert row("`pairs` (the default)", len(pairs), listed(pairs)) in PAGE
    assert row("`single`", len(single), listed(single)) in PAGE


def test_the_tie_table_says_what_the_score_table_says() -> None:
    """game.tie, ruling.game-tie: Ann and Ben level at the end; each reading's row is the sentence the engine's
    score table ends with, under the ruling it cites."""
    rows = {"Ann": score(1, 1, 1), "Ben": score(1, 1, 1)}
    default = ScoreTable(("Ann", "Ben"), (rows,), planned=1).trace
    shared = ScoreTable(("Ann", "Ben"), (rows,), planned=1, tie_rule=GameTie.SHARED).trace
    assert default[-1].cites == "game.tie; ruling.game-tie=another-round"
    assert row("`another-round` (the default)", default[-1].text) in PAGE
    assert row("`shared`", shared[-1].text) in PAGE
