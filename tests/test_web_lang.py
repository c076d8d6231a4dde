"""*Settle it* in the table's language: ``skrules.web`` answers a request with ``lang`` as ``--lang`` does.

The page's verdict opens on the answer sentence; in French or Chinese it must be the sentence
``skrules trick --short --lang`` prints, with no English left in it, while the JSON stays the
canonical English ``--json`` output that the page's contract (``data-json``) promises.
"""

from __future__ import annotations

import json
import re

import pytest

from skrules.web import adjudicate, respond

from .trick_cases import cli_args, cli_output, expected_refusals, trick_requests

# Words of the English answer sentences (skrules.sentence) that no French sentence uses.
ENGLISH = re.compile(
    r"\b(wins|beats|leads|next|gets|makes|bid|nobody|takes|trick|with|because|would|played|the|is|and|no)\b",
    re.IGNORECASE,
)
# The tricks skrules answers: the scenarios that expect no refusal (read from the files, so that
# collecting this module runs no command; short() below checks that skrules answers each).
DONE = [(name, r) for name, r in trick_requests() if name not in expected_refusals()]


def short(request: dict[str, object], lang: str) -> str:
    """The answer ``skrules trick --short --lang LANG`` prints for the request: its last line (an illegal
    play against a hand is told on the lines before it, and exits 1)."""
    args = ["trick", "--short", f"--lang={lang}", *cli_args(request)[2:]]  # --json off, the rest as typed
    code, out, err = cli_output(args)
    assert code in (0, 1), err
    lines = out.rstrip("\n").split("\n")
    assert len(lines) == (1 if code == 0 else 3), out
    return lines[-1]


@pytest.mark.parametrize(("name", "request_"), DONE, ids=[name for name, _ in DONE])
def test_a_french_verdict_says_the_answer_as_the_cli_does_with_no_english_left(name, request_):
    """rank.mermaid-king and every rule the scenarios cite: the French answer line is ``--short --lang fr``'s,
    no English word of the answer sentences left in it; the JSON stays the English ``--json``."""
    english = adjudicate(request_)
    got = adjudicate({**request_, "lang": "fr"})
    assert got["json"] == english["json"]
    answer = got["said"]["answer"]
    assert answer == short(request_, "fr")
    players = {c.split("=")[0] for c in request_["cards"] if "=" in c}
    left = [w for w in ENGLISH.findall(answer) if w not in players]
    assert not left, (answer, left)
    assert len(got["said"]["steps"]) == len(json.loads(got["json"])["trace"])


def test_a_chinese_verdict_translates_the_facts_and_the_steps():
    """rank.mermaid-king (FAQ: a Mermaid, the Skull King and a Pirate): the facts and steps in Chinese."""
    request = {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie"]}
    got = adjudicate({**request, "lang": "zh"})
    assert got["said"]["answer"] == short(request, "zh")
    assert got["said"]["answer"].startswith("Ann的美人鱼获胜")
    keys = [key for key, _ in got["said"]["rows"]]
    assert "Trick" not in keys and "Winner" not in keys and len(keys) >= 4
    assert all(not ENGLISH.search(step) for step in got["said"]["steps"])
    assert "--lang=zh" in got["command"]


@pytest.mark.parametrize("lang", [None, "", "en"])
def test_english_is_the_default_and_adds_nothing(lang):
    """rank.mermaid-king: a request in English (or with no language) answers as before, with no ``said``."""
    request = {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie"], "lang": lang}
    got = adjudicate(request)
    assert got["state"] == "done"
    assert "said" not in got
    assert "--lang" not in got["command"]


def test_a_language_skrules_does_not_speak_is_refused_as_a_bad_request():
    """A ``lang`` the command's ``--lang`` does not take is refused, saying which ones it takes."""
    got = json.loads(respond('{"cards": ["g3"], "lang": "xx"}'))
    assert got["state"] == "refused"
    assert got["message"] == "bad request: request['lang'] must be one of en, fr, zh, de, es"
