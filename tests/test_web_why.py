"""skrules.web with a question: ``why`` and ``what_if`` answer as ``skrules trick --why / --what-if --json``.

The *Settle it* page asks "Why not mine?" and "What if" through the same request as the verdict
(issue #12); the request reader is fuzzed, since the page passes on whatever a link holds.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.web import adjudicate, respond, trick_argv

from .conftest import examples

TRIANGLE = ["Ann=rosie", "Ben=sk", "Cat=mermaid"]  # the FAQ's three-card triangle

Cli = Callable[..., tuple[int, str, str]]


def test_why_not_ben_in_the_triangle_is_the_mermaid_rule(cli: Cli) -> None:
    """FAQ triangle: Ben's Skull King loses to Cat's Mermaid by rank.mermaid-king, exactly as the CLI says."""
    got = adjudicate({"cards": TRIANGLE, "why": "Ben"})
    code, out, _ = cli("trick", "--json", "--why", "Ben", *TRIANGLE)
    assert (got["state"], got["exit_code"], got["json"]) == ("done", code, out)
    why = json.loads(got["json"])["why_not"]
    assert (why["player"], why["rule"], why["beaten_by"]) == ("Ben", "rank.mermaid-king", 2)
    assert why["would_win_if"], "a single change lets the Skull King win (rank.king)"
    assert got["command"] == "skrules trick --json --why=Ben Ann=rosie Ben=sk Cat=mermaid"


def test_why_accepts_a_card_position_as_the_cli_does(cli: Cli) -> None:
    """--why takes a name or a position from 1: position 2 is Ben in the triangle (rank.mermaid-king)."""
    assert adjudicate({"cards": TRIANGLE, "why": "2"})["json"] == cli("trick", "--json", "--why", "2", *TRIANGLE)[1]


def test_what_if_answers_as_the_cli(cli: Cli) -> None:
    """--what-if: Ben's Escape instead of the Skull King leaves Rosie to win (rank.pirate)."""
    got = adjudicate({"cards": TRIANGLE, "what_if": "2=escape"})
    assert got["json"] == cli("trick", "--json", "--what-if", "2=escape", *TRIANGLE)[1]
    what = json.loads(got["json"])["what_if"]
    assert what["verdict"]["winner_name"] == "Ann"
    assert what["verdict"]["rule"] == "rank.pirate"


def test_both_questions_at_once(cli: Cli) -> None:
    request = {"cards": TRIANGLE, "why": "Cat", "what_if": "Ann=escape"}
    code, out, _ = cli("trick", "--json", "--why", "Cat", "--what-if", "Ann=escape", *TRIANGLE)
    got = adjudicate(request)
    assert (got["exit_code"], got["json"]) == (code, out)
    assert {"why_not", "what_if"} <= set(json.loads(out))


def test_a_request_without_a_question_answers_as_before() -> None:
    """Old requests, and null questions, give the plain verdict: no why_not or what_if object."""
    plain = adjudicate({"cards": TRIANGLE})
    assert adjudicate({"cards": TRIANGLE, "why": None, "what_if": None}) == plain
    assert not {"why_not", "what_if"} & set(json.loads(plain["json"]))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ({"why": "Dan"}, "no player is called 'Dan'"),
        ({"why": ""}, "no player is called ''"),
        ({"what_if": "5=sk"}, "there is no card 5"),
        ({"what_if": "2=zzz"}, "not a card"),
        ({"what_if": "escape"}, "write POSITION=CARD"),
    ],
)
def test_a_question_the_trick_cannot_answer_is_refused_with_the_cli_message(
    cli: Cli, question: dict[str, str], expected: str
) -> None:
    got = adjudicate({"cards": TRIANGLE, **question})
    option, value = next(iter(question.items()))
    _, _, err = cli("trick", "--json", f"--{option.replace('_', '-')}={value}", *TRIANGLE)
    assert got["state"] == "refused"
    assert got["exit_code"] == 2
    assert expected in got["message"]
    assert err == f"skrules: error: {got['message']}\n"


def test_a_question_that_looks_like_an_option_stays_a_question() -> None:
    """The ``=`` form keeps ``--deck`` a player name asked about, not an option."""
    assert trick_argv({"cards": ["sk"], "why": "--deck"}) == ["trick", "--json", "--why=--deck", "--", "sk"]
    assert "'--deck'" in adjudicate({"cards": TRIANGLE, "why": "--deck"})["message"]


@pytest.mark.parametrize("bad", [{"why": 2}, {"why": ["Ben"]}, {"what_if": {"2": "sk"}}, {"what_if": True}])
def test_a_question_of_the_wrong_type_is_a_bad_request(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="must be a string"):
        adjudicate({"cards": TRIANGLE, **bad})
    reply = json.loads(respond(json.dumps({"cards": TRIANGLE, **bad})))
    assert reply["state"] == "refused"
    assert reply["message"].startswith("bad request: ")


# ------------------------------------------------------------------------------ fuzzing the reader

_TEXT = st.text(alphabet=string.printable + "éß美=,:+-", max_size=12)
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 9) | _TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3),
    max_leaves=6,
)
_CARD = st.sampled_from(["sk", "mermaid", "rosie", "g7", "escape", "kraken", "whale", "Ann=p3", "Ben=b14"]) | _TEXT
_REQUEST = st.fixed_dictionaries(
    {"cards": st.lists(_CARD, max_size=4)},
    optional={
        "why": st.none() | _TEXT | st.sampled_from(["1", "2", "Ann", "P1"]) | _JSON,
        "what_if": st.none() | _TEXT | st.sampled_from(["1=sk", "2=escape", "P2=mermaid"]) | _JSON,
        "deck": st.sampled_from(["auto", "all", "base"]) | _JSON,
        "rulings": st.lists(_TEXT, max_size=2) | _JSON,
        "abilities": _JSON,
        "hands": st.lists(_TEXT, max_size=2),
        "other": _JSON,
    },
)


@settings(max_examples=examples(200))
@given(request=_REQUEST | _JSON)
def test_any_request_gets_a_json_answer_and_never_a_traceback(request: Any) -> None:
    """Whatever a link or a script sends, respond() answers with a verdict or a one-line message."""
    reply = json.loads(respond(json.dumps(request)))
    assert reply["state"] in {"done", "refused"}
    if reply["state"] == "done":
        assert reply["exit_code"] in (0, 1)
        out = json.loads(reply["json"])
        assert ("why_not" in out) == isinstance(request.get("why"), str)
        assert ("what_if" in out) == isinstance(request.get("what_if"), str)
    else:
        assert reply["exit_code"] == 2
        assert "\n" not in reply["message"]
        assert "Traceback" not in reply["message"]
        assert reply["message"].strip()


@settings(max_examples=examples(100))
@given(text=st.text(max_size=40))
def test_any_text_is_refused_or_answered_not_raised(text: str) -> None:
    """Not even JSON: a bad request, said so in one line."""
    reply = json.loads(respond(text))
    assert reply["state"] in {"done", "refused"}
    assert "\n" not in reply.get("message", "")
