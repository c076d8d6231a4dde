"""Graybeard's ghost named in the players' language in a scenario file (two.ghost).

A French table writes ``Barbe-Grise``, a German one ``Graubart``, a Chinese one ``灰胡子``: in a
two-player round each is Graybeard's ghost, as ``Graybeard`` is; a player of that name keeps it.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.deal import GHOST, GHOST_NAMES, ghost_named
from skrules.formats.scenario import format_scenario
from skrules.scenario import Status, parse_text, run_scenario

ROUND = """\
players: {players}

round: the ghost plays second (two.ghost, two.order)
dealer: Ben
cards: 2
hand Ann: g9 y5
hand Ben: g3 b2
ghost: y14 g2
bids: Ann=1 Ben=1
trick: Ann=g9 {ghost}=y14 Ben=g3
trick: Ann=y5 {ghost}=g2 Ben=b2
winners: Ann Ben
scores: Ann=+30 Ben=+20
"""

WON = """\
players: Ann Ben

round: the ghost wins a trick and scores nothing (two.ghost)
dealer: Ben
cards: 1
bids: Ann=0 Ben=0
trick: Ann=g3 {ghost}=g9 Ben=g2
winners: {ghost}
taken: Ann=0 Ben=0 {ghost}=1
scores: Ann=+10 Ben=+10
"""


@pytest.mark.parametrize("ghost", ["Graybeard", "Barbe-Grise", "barbe_grise", "BarbeGrise", "Graubart", "灰胡子"])
def test_the_ghost_under_any_of_his_names_plays_second(ghost: str) -> None:
    """two.ghost, two.order: the round passes whatever language names the ghost."""
    doc = parse_text(ROUND.format(players="Ann Ben", ghost=ghost), "t.skull")
    assert doc.all_problems == []
    (scenario,) = doc.scenarios
    result = run_scenario(scenario)
    assert result.status is Status.PASSED, result


@pytest.mark.parametrize("ghost", ["Barbe-Grise", "Graubart", "灰胡子"])
def test_the_ghost_under_another_name_wins_and_takes_the_trick(ghost: str) -> None:
    """two.ghost: he takes the trick (winners, taken) and the file reads back in English."""
    (scenario,) = parse_text(WON.format(ghost=ghost), "t.skull").scenarios
    assert run_scenario(scenario).status is Status.PASSED
    written = format_scenario(scenario)
    assert f"{GHOST}=g9" in written and ghost not in written


def test_a_player_of_that_name_keeps_it() -> None:
    """two.ghost: the alias never takes a seat's name; Graubart at the table is a player."""
    text = ROUND.format(players="Ann Graubart", ghost="Graybeard").replace("Ben", "Graubart")
    (scenario,) = parse_text(text, "t.skull").scenarios
    assert run_scenario(scenario).status is Status.PASSED
    assert "Graubart=g3" in format_scenario(scenario)


def test_with_three_players_there_is_no_ghost() -> None:
    """two.ghost: only a two-player round has him, so another name is an unknown player."""
    text = ROUND.format(players="Ann Ben Cat", ghost="Barbe-Grise")
    problems = parse_text(text, "t.skull").all_problems
    assert any(p.text == "Barbe-Grise" for p in problems), [str(p) for p in problems]


@given(st.sampled_from(sorted(GHOST_NAMES.values())), st.sampled_from(["", " ", "-", "_"]), st.booleans())
def test_case_spaces_and_hyphens_aside_each_name_is_the_ghost(name: str, sep: str, upper: bool) -> None:
    """two.ghost: ``Barbe Grise``, ``barbe-grise`` and ``BARBEGRISE`` all name him."""
    spelled = name.replace(" ", sep)
    assert ghost_named(spelled.upper() if upper else spelled)


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12))
def test_other_names_are_not_the_ghost(name: str) -> None:
    """two.ghost: a name is his only if it is one of his."""
    assert ghost_named(name) == (name in {"graybeard", "greybeard", "barbegrise", "graubart"})
