"""skrules.web with an edition and house rules: ``edition`` and ``house`` answer as ``--edition`` and ``--house``.

The *Settle it* page passes the edition chosen and the house rules ticked, or whatever a link
holds, so the request reader is fuzzed as well as checked on the Kraken trick (D2), where the
editions part (kraken.leader).
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.editions import DEFAULT_EDITION, HOUSE_RULES, Edition, House
from skrules.sphinx_settle import _edition_option, _house_row
from skrules.web import adjudicate, respond, trick_argv

from .conftest import examples

KRAKEN = ["g3", "b5", "kraken", "p7"]  # the Kraken trick (D2): who leads next depends on the edition

Cli = Callable[..., tuple[int, str, str]]


def test_the_edition_and_house_rules_become_the_cli_options() -> None:
    argv = trick_argv({"cards": KRAKEN, "edition": "2021", "house": ["bonus-on-miss", "zero-miss-ten"]})
    options = ["--edition=2021", "--house=bonus-on-miss", "--house=zero-miss-ten"]
    assert argv == ["trick", "--json", *options, "--", *KRAKEN]


@pytest.mark.parametrize("absent", [{}, {"edition": None}, {"edition": ""}, {"house": []}])
def test_no_edition_and_no_house_rule_is_the_usual_game(absent: dict[str, Any]) -> None:
    assert trick_argv({"cards": KRAKEN, **absent}) == ["trick", "--json", "--", *KRAKEN]


@pytest.mark.parametrize(("edition", "leader"), [("2021", "P4"), ("2024", "P2"), ("2018", "P2")])
def test_the_kraken_leader_follows_the_edition_as_on_the_command_line(cli: Cli, edition: str, leader: str) -> None:
    """kraken.leader: ruling.kraken-leader=left-of-kraken in the 2021 print, would-have-won in the others."""
    got = adjudicate({"cards": KRAKEN, "edition": edition})
    code, out, _ = cli("trick", "--json", "--edition", edition, *KRAKEN)
    assert (got["state"], got["exit_code"], got["json"]) == ("done", code, out)
    assert json.loads(got["json"])["next_leader_name"] == leader
    assert got["command"] == f"skrules trick --json --edition={edition} g3 b5 kraken p7"


def test_a_house_rule_answers_as_the_cli_and_is_named_in_the_verdict(cli: Cli) -> None:
    """kraken.leader; house=kraken-trick-leader: the player who led the destroyed trick leads again."""
    request = {"cards": KRAKEN, "edition": "2021", "house": ["kraken-trick-leader", "bonus-on-miss"]}
    got = adjudicate(request)
    out = cli("trick", "--json", "--edition=2021", "--house=kraken-trick-leader", "--house=bonus-on-miss", *KRAKEN)[1]
    assert got["json"] == out
    verdict = json.loads(out)
    assert verdict["next_leader_name"] == "P1"
    assert verdict["rules"]["edition"] == "2021"
    assert verdict["rules"]["house_rules"] == ["bonus-on-miss", "kraken-trick-leader"]


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        ({"cards": ["g14", "g3"], "edition": "2013"}, "card 1 'g14': there is no 14 in the 2013 edition"),
        ({"cards": ["tigress:pirate", "g3"], "edition": "2013"}, "there is no Tigress in the 2013 edition"),
        ({"cards": KRAKEN, "edition": "2019"}, "unknown edition '2019'; choose one of: 2013, 2018, 2021, 2024"),
        ({"cards": KRAKEN, "house": ["nope"]}, "unknown house rule 'nope'; choose one of: bonus-on-miss"),
        ({"cards": ["g3", "g5"], "edition": "2013", "abilities": True}, "the 2013 edition has no pirate abilities"),
    ],
)
def test_what_the_edition_refuses_is_refused_with_the_cli_message(
    cli: Cli, request_: dict[str, Any], expected: str
) -> None:
    """first.deck: the first edition's 66 cards; an unknown edition or house rule is named, never a traceback."""
    got = adjudicate(request_)
    _, _, err = cli(*trick_argv(request_))
    assert (got["state"], got["exit_code"]) == ("refused", 2)
    assert expected in got["message"]
    assert err == f"skrules: error: {got['message']}\n"


def test_scary_mary_is_the_first_editions_card(cli: Cli) -> None:
    """first.mary: under 2013 Scary Mary, declared a Pirate, beats the numbered cards (rank.pirate)."""
    got = adjudicate({"cards": ["scary-mary:pirate", "g3"], "edition": "2013"})
    assert got["json"] == cli("trick", "--json", "--edition", "2013", "scary-mary:pirate", "g3")[1]
    assert json.loads(got["json"])["winner_name"] == "P1"


@pytest.mark.parametrize("bad", [{"edition": 2021}, {"edition": ["2021"]}, {"house": "bonus-on-miss"}, {"house": [1]}])
def test_an_edition_or_house_of_the_wrong_type_is_a_bad_request(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=r"request\['(edition|house)'\]"):
        adjudicate({"cards": KRAKEN, **bad})
    reply = json.loads(respond(json.dumps({"cards": KRAKEN, **bad})))
    assert (reply["state"], reply["exit_code"]) == ("refused", 2)
    assert reply["message"].startswith("bad request: ")


# ------------------------------------------------------------------------------ the page's switches


def test_the_edition_select_offers_the_default_first_labelled_as_the_cli_labels_it() -> None:
    """The CLI's --editions labels: ``2024 edition (default)``, ``2021 edition``."""
    order = sorted(Edition, key=lambda e: e is not DEFAULT_EDITION)
    options = [_edition_option(e) for e in order]
    assert order[0] is DEFAULT_EDITION
    assert f">{DEFAULT_EDITION.value} edition (default)</option>" in options[0]
    assert " selected" in options[0]
    for edition, option in zip(order[1:], options[1:], strict=True):
        assert f">{edition.value} edition</option>" in option
        assert " selected" not in option


def test_the_first_edition_offers_only_its_own_deck_and_no_abilities() -> None:
    """first.deck: 66 cards, no advanced cards, no pirate abilities; the later editions have them."""
    first = _edition_option(Edition.E2013)
    assert 'data-decks="auto base"' in first
    assert 'data-abilities=""' in first
    assert 'data-decks="auto base advanced all"' in _edition_option(Edition.E2021)
    assert 'data-abilities="1"' in _edition_option(Edition.E2021)
    assert "kraken-leader&quot;: &quot;left-of-kraken" in _edition_option(Edition.E2021)


@pytest.mark.parametrize("house", list(House))
def test_each_house_rule_switch_says_it_is_an_unofficial_house_rule(house: House) -> None:
    row = _house_row(HOUSE_RULES[house])
    assert "House rule" in row
    assert "unofficial" in row
    assert f'value="{house.value}"' in row
    assert HOUSE_RULES[house].what in row


# ------------------------------------------------------------------------------ fuzzing the reader

_TEXT = st.text(alphabet=string.printable + "éß美=,:+-", max_size=10)
_NAME = st.sampled_from([e.value for e in Edition] + [h.value for h in House] + ["", " 2021", "2019", "BONUS-ON-MISS"])
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 2030) | _TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=2),
    max_leaves=5,
)
_CARD = st.sampled_from(["sk", "mermaid", "g7", "g14", "kraken", "tigress:pirate", "scary-mary:escape", "Ann=p3"])
_REQUEST = st.fixed_dictionaries(
    {"cards": st.lists(_CARD | _TEXT, max_size=4)},
    optional={
        "edition": st.none() | _NAME | _TEXT | _JSON,
        "house": st.lists(_NAME | _TEXT, max_size=3) | _JSON,
        "deck": st.sampled_from(["auto", "base", "all"]),
        "abilities": st.booleans(),
    },
)


@settings(max_examples=examples(200))
@given(request=_REQUEST)
def test_any_edition_or_house_gets_a_json_answer_and_never_a_traceback(request: dict[str, Any]) -> None:
    """Whatever a link holds for edition and house: a verdict under it, or a one-line message."""
    reply = json.loads(respond(json.dumps(request)))
    assert reply["state"] in {"done", "refused"}
    if reply["state"] == "done":
        rules = json.loads(reply["json"])["rules"]
        edition = request.get("edition")
        named = edition.strip() if isinstance(edition, str) and edition else DEFAULT_EDITION.value
        assert rules.get("edition", DEFAULT_EDITION.value) == named
        assert rules.get("house_rules", []) == sorted({h.strip().lower() for h in request.get("house", [])})
    else:
        assert reply["exit_code"] == 2
        assert "\n" not in reply["message"]
        assert "Traceback" not in reply["message"]
        assert reply["message"].strip()
