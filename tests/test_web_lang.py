"""*Settle it* in the table's language: ``skrules.web`` answers a request with ``lang`` as ``--lang`` does.

The page's verdict opens on the answer sentence; in French or Chinese it must be the sentence
``skrules trick --short --lang`` prints, with no English left in it, while the JSON stays the
canonical English ``--json`` output that the page's contract (``data-json``) promises.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from skrules.i18n import localizer
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


def short(request: dict[str, Any], lang: str) -> str:
    """The answer ``skrules trick --short --lang LANG`` prints for the request: its last line (an illegal
    play against a hand is told on the lines before it, and exits 1)."""
    args = ["trick", "--short", f"--lang={lang}", *cli_args(request)[2:]]  # --json off, the rest as typed
    code, out, err = cli_output(args)
    assert code in (0, 1), err
    lines = out.rstrip("\n").split("\n")
    assert len(lines) == (1 if code == 0 else 3), out
    return lines[-1]


@pytest.mark.parametrize(("name", "request_"), DONE, ids=[name for name, _ in DONE])
def test_a_french_verdict_says_the_answer_as_the_cli_does_with_no_english_left(
    name: str, request_: dict[str, Any]
) -> None:
    """rank.mermaid-king and every rule the scenarios cite: the French answer line is ``--short --lang fr``'s,
    no English word of the answer sentences left in it; the JSON stays the English ``--json``."""
    english = adjudicate(request_)
    got = adjudicate({**request_, "lang": "fr"})
    assert got["json"] == english["json"]
    answer = got["said"]["answer"]
    assert answer == short(request_, "fr")
    players = {c.split("=")[0] for c in request_["cards"] if "=" in c}
    for house in request_.get("house") or ():  # a house rule is named as it is typed, as a rule ID is
        answer = answer.replace(house, "")
    left = [w for w in ENGLISH.findall(answer) if w not in players]
    assert not left, (answer, left)
    assert len(got["said"]["steps"]) == len(json.loads(got["json"])["trace"])


def test_a_chinese_verdict_translates_the_facts_and_the_steps() -> None:
    """rank.mermaid-king (FAQ: a Mermaid, the Skull King and a Pirate): the facts and steps in Chinese."""
    request = {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie"]}
    got = adjudicate({**request, "lang": "zh"})
    assert got["said"]["answer"] == short(request, "zh")
    assert got["said"]["answer"].startswith("Ann的美人鱼获胜")
    keys = [key for key, _ in got["said"]["rows"]]
    assert "Trick" not in keys and "Winner" not in keys and len(keys) >= 4
    assert all(not ENGLISH.search(step) for step in got["said"]["steps"])
    assert "--lang=zh" in got["command"]


@pytest.mark.parametrize("lang", [None, ""])
def test_no_language_adds_nothing(lang: str | None) -> None:
    """rank.mermaid-king: a request with no language answers as before, with no ``said``."""
    request = {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie"], "lang": lang}
    got = adjudicate(request)
    assert got["state"] == "done"
    assert "said" not in got
    assert "--lang" not in got["command"]


def test_english_facts_are_the_cli_facts_with_the_cards_by_name() -> None:
    """bonus.fourteen, bonus.king, rank.mermaid-king: English ``said`` has the command's facts, the bonus as
    one line (+50, as the answer says it) and the Alliances row, with each card by its name, as French has them."""
    request = {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie", "Dan=g14"]}
    english = adjudicate({**request, "lang": "en"})
    french = adjudicate({**request, "lang": "fr"})["said"]
    said = english["said"]
    assert "--lang" not in english["command"]
    assert said["answer"] == json.loads(english["json"])["answer"]
    assert dict(said["rows"]) == {
        "Winner": "Ann with Mermaid (card 1)",
        "Lead suit": "none",
        "Bonus": "+50 for Ann if Ann makes the bid",
        "Alliances": "none",
        "Next lead": "Ann",
    }
    assert len(said["rows"]) == len(french["rows"])
    assert said["cards"] == ["Mermaid", "Skull King", "Pirate Rosie D'Laney", "green 14"]
    assert french["cards"] == ["Sirène", "Skull King", "Rosie la Douce", "14\xa0vert"]


@pytest.mark.parametrize("lang", ["en", *["fr", "zh", "de", "es"]])
def test_an_illegal_play_is_told_first_in_every_language(lang: str) -> None:
    """play.follow: Ben held g3 and did not follow green; ``said.illegal`` holds the lines ``--hand --lang``
    prints before the verdict, each with its rule, then ``Had the trick stood:``, in the language."""
    request = {"cards": ["Ann=g5", "Ben=y9", "Cat=g2"], "hands": ["Ben=g3,y9,b2"]}
    got = adjudicate({**request, "lang": lang})
    assert got["exit_code"] == 1
    args = ["trick", "--plain", *([f"--lang={lang}"] if lang != "en" else []), "--hand=Ben=g3,y9,b2", "--"]
    _, out, _ = cli_output([*args, *request["cards"]])
    head = out.splitlines()[:2]
    said = got["said"]
    assert [f"{i['text']} [{i['rule']}]" for i in said["illegal"]] == head[:1]
    assert said["illegal"][0]["rule"] == "play.follow"
    assert said["stood"] == head[1]


def test_a_legal_trick_has_no_illegal_line() -> None:
    """play.follow: Ben followed green from his hand; nothing is told before the verdict."""
    got = adjudicate({"cards": ["Ann=g5", "Ben=g3", "Cat=g2"], "hands": ["Ben=g3,y9,b2"], "lang": "fr"})
    assert got["exit_code"] == 0
    assert "illegal" not in got["said"] and "stood" not in got["said"]


def test_a_language_skrules_does_not_speak_is_refused_as_a_bad_request() -> None:
    """A ``lang`` the command's ``--lang`` does not take is refused, saying which ones it takes."""
    got = json.loads(respond('{"cards": ["g3"], "lang": "xx"}'))
    assert got["state"] == "refused"
    assert got["message"] == "bad request: request['lang'] must be one of en, fr, zh, de, es"


TRIANGLE = ["Ann=rosie", "Ben=sk", "Cat=mermaid"]  # FAQ: a Mermaid, the Skull King and a Pirate
LANGS = ["fr", "zh", "de", "es"]
# The English the page writes around a why-not or what-if answer (settle.js), none of it left in another language.
PAGE_ENGLISH = ["Why not", "Beaten by", "Rule", "would have won", "Bonuses", "(card", "'s ", "What if", "unchanged"]


def plain(lang: str, *args: str) -> list[str]:
    """The lines ``skrules trick --plain --no-ids --lang LANG ARGS`` prints, stripped."""
    code, out, err = cli_output(["trick", "--plain", "--no-ids", f"--lang={lang}", *args])
    assert code in (0, 1), err
    return [line.strip() for line in out.splitlines()]


@pytest.mark.parametrize("lang", LANGS)
def test_why_not_mine_is_said_in_the_language_as_the_cli_says_it(lang: str) -> None:
    """rank.mermaid-king (FAQ triangle): Ben's Skull King loses to Cat's Mermaid; ``said.why_not`` holds the
    lines ``--why Ben --lang`` prints, one for each item of the English JSON, which stays as ``--json`` has it."""
    english = adjudicate({"cards": TRIANGLE, "why": "Ben"})
    got = adjudicate({"cards": TRIANGLE, "why": "Ben", "lang": lang})
    assert got["json"] == english["json"]
    why = json.loads(got["json"])["why_not"]
    said = got["said"]["why_not"]
    lines = plain(lang, "--why", "Ben", *TRIANGLE)
    assert said["title"] in lines and said["text"] in lines
    assert said["would_win_if_title"] in lines and said["bonuses_title"] in lines
    assert len(said["would_win_if"]) == len(why["would_win_if"]) >= 1
    assert len(said["bonuses"]) == len(why["bonuses"]) >= 1
    for item in said["would_win_if"] + said["bonuses"]:
        assert f"- {item}" in lines, item
    assert "Cat" in said["beaten_by_card"] and "3" in said["beaten_by_card"]  # Cat's Mermaid, card 3
    shown = " ".join(str(v) for v in said.values())
    assert not [w for w in PAGE_ENGLISH if w in shown], shown


@pytest.mark.parametrize("lang", LANGS)
def test_what_if_is_said_in_the_language_as_the_cli_says_it(lang: str) -> None:
    """rank.pirate: had Ben played an Escape, Ann's Rosie would win; ``said.what_if`` holds the rows
    ``--what-if 2=escape --lang`` prints (but the rule, which the page links under the table), in its order."""
    got = adjudicate({"cards": TRIANGLE, "what_if": "2=escape", "lang": lang})
    assert got["json"] == adjudicate({"cards": TRIANGLE, "what_if": "2=escape"})["json"]
    said = got["said"]["what_if"]
    lines = plain(lang, "--what-if", "2=escape", *TRIANGLE)
    lines = lines[lines.index(said["title"]) :]  # the answer, after the verdict's own facts
    assert len(said["rows"]) == 7  # the Captures row among them: the Mermaid taken, no longer the Skull King
    for fact, before, after in said["rows"]:
        row = next(line for line in lines if line.startswith(fact))
        assert before in row and after in row, (row, before, after)
    assert said["rows"][1][2] != said["rows"][1][1]  # the winner changed, as the JSON's "changed" says
    assert "winner" in json.loads(got["json"])["what_if"]["changed"]
    assert said["decided"].count("{rule}") == 1
    assert "rank.pirate" not in said["decided"]
    shown = " ".join(str(v) for v in said.values())
    assert not [w for w in [*PAGE_ENGLISH, "decided", "Winner", "Next lead", "As played"] if w in shown], shown


@pytest.mark.parametrize("lang", LANGS)
def test_a_what_if_that_changes_nothing_says_so_in_the_language(lang: str) -> None:
    """rank.mermaid-king stands when Cat's Mermaid is 'changed' for a Mermaid: the page says the verdict is the
    same in the language, as ``--what-if --lang`` ends, after the rule that still decides it."""
    said = adjudicate({"cards": TRIANGLE, "what_if": "3=mermaid", "lang": lang})["said"]["what_if"]
    same = plain(lang, "--what-if", "3=mermaid", *TRIANGLE)[-1]
    assert said["decided"].endswith(same)
    assert said["decided"] != same  # the rule comes first
    english = adjudicate({"cards": TRIANGLE, "what_if": "3=mermaid", "lang": "en"})["said"]["what_if"]
    assert english["decided"] == "Still decided by {rule}. The verdict is the same."  # as --what-if ends it


@pytest.mark.parametrize("lang", LANGS)
def test_a_what_if_that_ends_an_alliance_is_not_the_same_verdict_in_the_language(lang: str) -> None:
    """loot.alliance: a green 3 for P1's Loot ends P1's alliance with P2; the page shows the alliances' row
    changed, as ``--what-if --lang`` does, and does not say the verdict is the same."""
    cards = ["P1=loot", "P2=g14", "P3=g5"]
    got = adjudicate({"cards": cards, "what_if": "1=g3", "lang": lang})
    assert json.loads(got["json"])["what_if"]["changed"] == ["card", "alliances"]
    said = got["said"]["what_if"]
    lines = plain(lang, "--what-if", "1=g3", *cards)
    fact, before, after = said["rows"][4]
    assert before != after and fact == localizer(lang).word("Alliances")
    assert any(line.strip().startswith(fact) and before in line and after in line for line in lines)
    same = localizer(lang).word("The verdict is the same.")
    assert same not in said["decided"] and not [line for line in lines if same in line]


def test_a_translated_answer_without_a_question_has_no_question_parts() -> None:
    """rank.mermaid-king: a verdict asked with no question answers as before, in German: answer, rows, steps."""
    got = adjudicate({"cards": TRIANGLE, "lang": "de"})
    assert set(got["said"]) == {"answer", "rows", "steps", "cards"}
