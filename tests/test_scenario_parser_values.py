"""Reading scenario files: a value that says nothing, or says none in a form the format does not document.

A deck with an empty part was read without it, where the command line refuses it. Each is now a problem
of the file at the value, saying what the key takes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

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
