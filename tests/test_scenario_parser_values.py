"""Reading scenario files: a value that says nothing, or says none in a form the format does not document.

An expectation written with an empty value, or with '-' where the format reads 'none', was read as
expecting nothing (or none) and passed whatever the adjudicator said; a deck with an empty part was read
without it, where the command line refuses it; an empty hand was refused (or failed the trick) when run,
at the wrong place. Each is now a problem of the file at the value, saying what the key takes; the
documented forms still read.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.formats.scenario.model import Scenario
from skrules.scenario import parse_text
from skrules.scenario.run import Status, run_scenario

TRICK = "scenario: t\ntrick: Ann=g5 Ben=g9\nwinner: Ben\n"
ROUND = "round: r\nplayers: Ann Ben Cat\ncards: 1\nbids: Ann=1 Ben=0 Cat=0\ntrick: Ann=g5 Ben=g3 Cat=g2\n"
GAME = "players: Ann Ben\ngame: g\nround 1: 1/1 0/0\n"
Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture


def problems(text: str) -> list[tuple[int, int, str]]:
    return [(p.line, p.column, p.message) for p in parse_text(text, "t.skull").all_problems]


def one(text: str) -> Scenario:
    doc = parse_text(text, "t.skull")
    assert doc.all_problems == [], [str(p) for p in doc.all_problems]
    (scenario,) = doc.scenarios
    return scenario


def refused_at(text: str, where: tuple[int, int], message: str) -> None:
    got = problems(text)
    found = [(line, column) for line, column, said in got if message in said]
    assert found, got
    assert found[0] == where, got


# ----------------------------------------------------------------------------- the deck


@pytest.mark.parametrize("deck", ["base,,kraken", "base, ,kraken", "base,", ",base", ","])
def test_a_deck_with_an_empty_part_is_refused_at_its_value(deck: str) -> None:
    """setup.deck (deck: PARTS, as --deck reads them): the command line refuses '--deck base,,kraken'; a
    scenario's 'deck:' read it as 'base,kraken' (or ',' as a deck of nothing, refused only when run)."""
    message = "a part is empty; write base, advanced, all or parts such as kraken,whale"
    refused_at(TRICK + f"deck: {deck}\n", (4, 7), message)
    refused_at(f"deck: {deck}\n\n" + TRICK, (1, 7), message)
    refused_at(GAME + f"deck: {deck}\nwinner: nobody\n", (4, 7), message)


def test_a_file_deck_with_an_empty_part_is_an_error_at_the_deck_line(cli: Cli, tmp_path: Path) -> None:
    """setup.deck: 'deck: ,' before the first scenario failed each scenario when run, at its trick line
    (exit 1); like 'deck: kraaken', it is a problem of the file at the value (exit 2)."""
    path = tmp_path / "d.skull"
    path.write_text("deck: ,\n\n" + TRICK)
    code, out, _ = cli("check", "--plain", str(path))
    assert code == 2, out
    assert f"{path}:1:7: deck ',': a part is empty" in out
    assert "ERROR" in out and "FAILED" not in out
    (scenario,) = parse_text("deck: base, ,kraken\n" + TRICK, "t.skull").scenarios
    assert run_scenario(scenario).status is Status.ERROR


# ----------------------------------------------------------------------------- values that give nothing


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        ("bonus: nobody", 8, "the winner's bonus is a number of points, e.g. '+40', '0' or 'none'"),
        ("bonus: -", 8, "the winner's bonus is a number of points"),
        ("bonus: no-one", 8, "the winner's bonus is a number of points"),
        ("bonuses:", 9, "'bonuses:' gives nothing: write each bonus, e.g. 'bonuses: +30 bonus.pirate Ben"),
        ("bonuses: ,", 10, "'bonuses:' gives nothing"),
        ("bonuses: -", 10, "'-' is not read as none: write each bonus"),
        ("bonuses: nobody", 10, "'nobody' is not read as none"),
        ("alliances: +", 12, "an alliance reads 'LOOT-PLAYER with WINNER', e.g. 'Ann with Cat'"),
        ("alliances: &", 12, "an alliance reads"),
        ("alliances: -", 12, "'-' is not read as none: write each Loot alliance"),
        ("alliances:", 11, "'alliances:' gives nothing"),
        ("removed: -", 10, "'-' is not read as none: write the cards removed"),
        ("removed:", 9, "'removed:' gives nothing"),
        ("powers: -", 9, "'-' is not read as none"),
        ("powers:", 8, "'powers:' gives nothing"),
        ("illegal: -", 10, "'-' is not read as none"),
        ("illegal: ,", 10, "'illegal:' gives nothing"),
        ("trace:", 7, "'trace:' gives nothing: write the rule IDs"),
        ("next leader: ,", 14, "'next leader:' gives nothing"),
        ("outcome:", 9, "'outcome:' gives nothing"),
        ("lead suit: ,", 12, "'lead suit:' gives nothing"),
        ("cites: ,", 8, "give the rule IDs, rulings or FAQ items"),
        ("ruling: ,", 9, "give NAME=READING"),
        ("house: ,", 8, "give a house rule: bonus-on-miss"),
    ],
)
def test_a_trick_expectation_that_says_nothing_is_refused_at_its_value(line: str, column: int, message: str) -> None:
    """scenario.format (What a trick scenario expects): a key states what is expected, or 'none' where the
    table says so; an empty value, a bare comma, '-' or 'nobody' was read as expecting nothing and passed."""
    refused_at(TRICK + line + "\n", (4, column), message)


def test_winner_given_a_bare_comma_is_refused() -> None:
    """scenario.format (What a trick scenario expects): 'winner: ,' was read as a winner that is neither a
    player nor a card, an expectation that any trick met."""
    refused_at("scenario: t\ntrick: Ann=g5 Ben=g9\nwinner: ,\n", (3, 9), "'winner:' gives nothing")


def test_an_expectation_given_nothing_alone_is_told_both_problems() -> None:
    """scenario.format (What a trick scenario expects): 'bonuses:' alone was a scenario that passed, where
    'trace:' alone was told the scenario expects nothing: now both are told, at the value and the name."""
    for key in ("bonuses", "trace"):
        got = problems(f"scenario: t\ntrick: Ann=g5 Ben=g9\n{key}:\n")
        assert (3, len(key) + 2) in [(line, column) for line, column, _ in got], got
        assert any("this scenario expects nothing" in message for *_, message in got), got


@pytest.mark.parametrize(
    ("line", "field", "value"),
    [
        ("bonus: none", "bonus", 0),
        ("bonus: 0", "bonus", 0),
        ("bonuses: none", "bonuses", ()),
        ("bonuses: NONE", "bonuses", ()),
        ("alliances: none", "alliances", ()),
        ("removed: none", "removed", ()),
        ("powers: none", "powers", ()),
    ],
)
def test_the_documented_none_of_each_key_still_reads(line: str, field: str, value: object) -> None:
    """scenario.format (What a trick scenario expects): 'none' is what the table documents for no bonus, no
    alliance, no card removed and no power; it still reads as such."""
    assert getattr(one(TRICK + line + "\n").expect, field) == value
    assert one(TRICK + "hand Ann: g5\nillegal: none\n").expect.illegal == ()
    assert one(TRICK + "house: none\n").settings.house == ()


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        ("cannonball:", 12, "'cannonball:' gives nothing: write the players who went for the cannonball"),
        ("cannonball: ,", 13, "'cannonball:' gives nothing"),
        ("cannonball: -", 13, "'-' is not read as none: write the players who went for the cannonball"),
        ("ghost:", 7, "'ghost:' gives nothing: write Graybeard's hand"),
        ("taken:", 7, "'taken:' gives nothing: write the tricks each player took"),
        ("winners:", 9, "'winners:' gives nothing: write the winner of each trick"),
        ("scores: ,", 9, "'scores:' gives nothing"),
        ("trace:", 7, "'trace:' gives nothing"),
    ],
)
def test_a_round_value_that_says_nothing_is_refused_at_its_value(line: str, column: int, message: str) -> None:
    """scenario.format (The keys of a round): 'cannonball:', 'ghost:' and 'taken:' with nothing after the
    colon passed; 'winners:' failed when run with an expectation of a blank. Each is a problem of the file at
    its value."""
    text = ROUND + "scores: Ann=20\n" * ("scores" not in line) + line + "\n"
    refused_at(text, (text.count("\n"), column), message)


def test_empty_bids_are_refused_at_their_value() -> None:
    """bid.range (scenario.format, bids: NAME=N ...): 'bids:' alone was refused only when run, at the bids."""
    text = ROUND.replace("bids: Ann=1 Ben=0 Cat=0", "bids:") + "scores: Ann=20\n"
    refused_at(text, (4, 6), "'bids:' gives nothing: write every player's bid")


def test_the_documented_forms_of_a_round_still_read() -> None:
    """scenario.format (The keys of a round): 'cannonball: none' (no one went for it) and 'winners:' with
    'nobody' for a trick destroyed still read."""
    s = one(ROUND + "scoring: rascal\ncannonball: none\nwinners: Ann\n")
    assert s.round is not None and s.round.cannonball == ()
    s = one(ROUND.replace("Cat=g2", "Cat=kraken") + "winners: nobody\n")
    assert s.round is not None and s.round.expect.winners == ("nobody",)


@pytest.mark.parametrize(
    ("line", "column"),
    [("totals:", 8), ("totals after round 1:", 22), ("trace:", 7), ("dealers: ,", 10), ("tie:", 5)],
)
def test_a_game_expectation_that_says_nothing_is_refused(line: str, column: int) -> None:
    """scenario.format (What a game expects): 'totals:' and 'totals after round 1:' given nothing were
    dropped without a word; each expectation given nothing is a problem at its value."""
    refused_at(GAME + "winner: nobody\n" + line + "\n", (5, column), "gives nothing")


_TRICK_KEYS = ("bonus", "bonuses", "alliances", "removed", "powers", "illegal", "trace", "next leader", "outcome")
_KEYS = [
    *(TRICK + key + ":" for key in (*_TRICK_KEYS, "lead suit", "cites", "ruling", "house", "deck")),
    *(ROUND + "scores: Ann=20\n" + key + ":" for key in ("cannonball", "ghost", "taken", "winners")),
    *(GAME + "winner: nobody\n" + key + ":" for key in ("totals", "totals after round 1", "dealers", "tie")),
]
_BLANKS = st.lists(st.sampled_from([" ", "\t", ",", "\u00a0", "\u3000"]), max_size=6).map("".join)


@given(st.sampled_from(_KEYS), _BLANKS, st.sampled_from(["", "   # a comment"]))
def test_any_key_given_only_spaces_and_commas_is_refused_on_its_line(key: str, blank: str, comment: str) -> None:
    """scenario.format (How a file reads): a value of spaces and commas alone gives nothing, and is a
    problem of the file on its line whatever the key, never read as an expectation of nothing."""
    text = key + blank + comment + "\n"
    line = text.count("\n")
    assert line in [at for at, *_ in problems(text)], (text, problems(text))


# ----------------------------------------------------------------------------- hands


def test_an_empty_hand_in_a_trick_is_refused_at_its_line() -> None:
    """play.hand (scenario.format, hand NAME: CARDS): an empty hand was read as a hand of no cards, and the
    scenario failed on an illegal play it never expected; it is a problem at the hand's value."""
    refused_at(TRICK + "hand Ann:\n", (4, 10), "'hand Ann:' gives nothing: write the cards in the player's hand")
    refused_at(TRICK + "hand Ann: ,\n", (4, 11), "'hand Ann:' gives nothing")


def test_an_empty_hand_in_a_round_is_refused_at_its_line() -> None:
    """setup.deal (scenario.format, hand NAME: CARDS): an empty hand was refused by the round engine when run,
    at the scenario's first line ("Ann's hand holds 0 cards"); it is a problem of the file at the hand's value."""
    text = ROUND + "scores: Ann=20\nhand Ann:\n"
    refused_at(text, (7, 10), "'hand Ann:' gives nothing: write the cards in the player's hand")
    text = ROUND + "scores: Ann=20\nhand Ben:  # none dealt\n"
    refused_at(text, (7, 12), "'hand Ben:' gives nothing")


@given(st.sampled_from([TRICK, ROUND + "scores: Ann=20\n"]), _BLANKS)
def test_a_hand_given_only_spaces_and_commas_is_refused_on_its_line(scenario: str, blank: str) -> None:
    """play.hand: a hand of spaces and commas alone holds no card, and is a problem on its line."""
    text = scenario + "hand Ann:" + blank + "\n"
    assert text.count("\n") in [at for at, *_ in problems(text)], (text, problems(text))
