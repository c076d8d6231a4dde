"""skrules.web, the JSON entry point of the *Settle it* page, answers exactly as ``skrules trick --json``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from skrules.web import adjudicate, respond

from .trick_cases import cli_args, trick_requests

CASES = trick_requests()

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture


def test_the_library_has_trick_scenarios_of_every_sort() -> None:
    requests = [r for _, r in CASES]
    assert len(requests) > 100
    for key in ("deck", "edition", "house", "rulings", "abilities", "hands"):
        assert any(key in r for r in requests), key


@pytest.mark.parametrize(("name", "request_"), CASES, ids=[name for name, _ in CASES])
def test_every_trick_scenario_answers_as_the_cli(cli: Cli, name: str, request_: dict[str, Any]) -> None:
    """Verdicts byte for byte, refusals with the CLI's message, illegal plays (exit 1) with their verdict."""
    code, out, err = cli(*cli_args(request_))
    got = adjudicate(request_)
    assert got["exit_code"] == code
    if code in (0, 1):
        assert got["state"] == "done"
        assert got["json"] == out
    else:
        assert got["state"] == "refused"
        assert err == f"skrules: error: {got['message']}\n"


def test_the_installed_command_prints_the_same() -> None:
    """The real command in a child process, not only main() in this one."""
    request = {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie"], "rulings": ["character-lead=no-suit"]}
    run = subprocess.run(
        [sys.executable, "-m", "skrules", *cli_args(request)], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    assert adjudicate(request)["json"] == run.stdout
    assert adjudicate(json.dumps(request))["json"] == run.stdout


def test_a_refusal_carries_the_one_line_message() -> None:
    got = adjudicate({"cards": ["sk", "sk"]})
    assert got["state"] == "refused"
    assert got["exit_code"] == 2
    assert "\n" not in got["message"]
    assert not got["message"].startswith("skrules:")


def test_a_card_that_looks_like_an_option_reaches_the_card_parser() -> None:
    got = adjudicate({"cards": ["--deck", "sk"]})
    assert got["state"] == "refused"
    assert "--deck" in got["message"]
    assert got["command"] == "skrules trick --json -- --deck sk"


def test_the_command_is_what_a_player_would_type() -> None:
    got = adjudicate({"cards": ["Ann=mermaid", "sk"], "deck": "all", "rulings": ["kraken-leader=left-of-kraken"]})
    assert got["command"] == "skrules trick --json --deck=all --ruling=kraken-leader=left-of-kraken Ann=mermaid sk"


@pytest.mark.parametrize(
    "bad", [[], "cards", {"cards": "sk mermaid"}, {"cards": ["sk"], "deck": 3}, {"cards": ["sk"], "colour": "red"}]
)
def test_a_request_of_the_wrong_shape_is_a_value_error(bad: object) -> None:
    with pytest.raises(ValueError):
        adjudicate(bad)  # type: ignore[arg-type]  # deliberately a request of the wrong shape
    assert json.loads(respond(json.dumps(bad)))["state"] == "refused"
