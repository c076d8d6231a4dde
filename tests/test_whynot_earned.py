"""``--why`` asked about the card that won: what it earned comes first, each with its points and rule, then the
captures that earn it nothing.

Cases cite the bonus rules they exercise; the property holds over random tricks: the points the winner's answer
lists as earned are the verdict's ``bonus``, its alliances the verdict's, each said as the trace says it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules import judge
from skrules.notation import Play
from skrules.rules import DavyRecipient, RuleSet
from skrules.rulings import RuleId
from skrules.trick import Trick, adjudicate
from skrules.web import adjudicate as settle
from skrules.whynot import why_not, why_not_parts, why_not_text

from .conftest import examples
from .strategies import tricks

Cli = Callable[..., tuple[int, str, str]]
SCHEMA = json.loads(resources.files("skrules").joinpath("schema/trick.schema.json").read_text())
MERMAID_TAKES_KING = ["Ann=pirate", "Bob=mermaid", "Cy=sk"]  # the brief's trick: Bob's Mermaid takes Cy's Skull King


def _earned(tokens: list[str], position: int, rules: RuleSet | None = None) -> list[tuple[str, int, int, str]]:
    """(rule, points, card, text) of each item the card at ``position`` earned."""
    return [(e.rule, e.points, e.card, e.text) for e in why_not(judge(tokens, rules), position).earned]


# ------------------------------------------------------------------ cases


def test_the_mermaid_that_took_the_skull_king_earned_40_before_the_pirate_that_earns_nothing() -> None:
    """bonus.king: Bob's Mermaid earned +40 for Cy's Skull King, said first; bonus.capture: Ann's Pirate, which only
    the Skull King is paid for (bonus.pirate), earns it nothing, said after."""
    assert _earned(MERMAID_TAKES_KING, 1) == [("bonus.king", 40, 2, "+40 for Cy's Skull King, taken by Bob's Mermaid.")]
    lines = why_not_text(why_not(judge(MERMAID_TAKES_KING), 1)).splitlines()
    assert lines[2:] == [
        "  Bonuses:",
        "    - +40 for Cy's Skull King, taken by Bob's Mermaid. [bonus.king]",
        "    - Ann's Pirate earns Bob's Mermaid nothing: capturing a Pirate pays a bonus only to the Skull King"
        " (bonus.pirate). [bonus.capture]",
    ]


def test_the_skull_king_earned_30_for_each_pirate() -> None:
    """bonus.pirate: +30 for each Pirate the Skull King took, one line each, in play order."""
    assert _earned(["Ann=rosie", "Bob=sk", "Cy=bendt"], 1) == [
        ("bonus.pirate", 30, 0, "+30 for Ann's Pirate Rosie D'Laney, taken by Bob's Skull King."),
        ("bonus.pirate", 30, 2, "+30 for Cy's Pirate Bendt the Bandit, taken by Bob's Skull King."),
    ]


def test_a_numbered_winner_earned_the_14s_it_captured_its_own_included() -> None:
    """bonus.fourteen, bonus.black-fourteen: the black 14 took a green and a purple 14 (+10 each) and is itself
    worth +20 to its player; a numbered card's capture is said by its player, as the trace says it."""
    assert _earned(["Ann=g14", "Bob=g3", "Cy=b14", "Dan=p14"], 2) == [
        ("bonus.fourteen", 10, 0, "+10 for Ann's green 14, captured by Cy."),
        ("bonus.black-fourteen", 20, 2, "+20 for Cy's black 14, captured by Cy."),
        ("bonus.fourteen", 10, 3, "+10 for Dan's purple 14, captured by Cy."),
    ]


def test_a_loot_alliance_is_earned_after_the_bonuses_and_is_not_part_of_the_bonus() -> None:
    """loot.alliance: the Skull King's player is allied with the Loot's, +20 each if both make their bids; listed
    after the captures (bonus.fourteen, bonus.pirate), and left out of the verdict's bonus as the verdict leaves it."""
    tokens = ["Ann=loot", "Bob=g14", "Cy=sk", "Dan=rosie"]
    assert _earned(tokens, 2) == [
        ("bonus.fourteen", 10, 1, "+10 for Bob's green 14, captured by Cy."),
        ("bonus.pirate", 30, 3, "+30 for Dan's Pirate Rosie D'Laney, taken by Cy's Skull King."),
        ("loot.alliance", 20, 0, "Ann's Loot allies Ann with Cy, who won: each scores +20 if both make their bids."),
    ]
    assert judge(tokens).bonus == 40


def test_davy_jones_bonus_is_earned_by_the_winner_when_the_ruling_pays_the_winner() -> None:
    """davy.bonus, ruling.davy-recipient=winner: the sea monsters Davy Jones destroyed pay +20 each to the winner;
    under the default reading they pay Davy Jones' player, and the winner earned nothing."""
    tokens = ["Ann=kraken", "Bob=g9", "Cy=davy", "Dan=whale"]
    to_winner = RuleSet.from_options(deck="all", rulings=["davy-recipient=winner"])
    assert _earned(tokens, 1, to_winner) == [
        ("davy.bonus", 20, 0, "Ann's Kraken was destroyed by Davy Jones: its +20 goes to Bob."),
        ("davy.bonus", 20, 3, "Dan's White Whale was destroyed by Davy Jones: its +20 goes to Bob."),
    ]
    assert _earned(tokens, 1) == []
    assert _earned(tokens, 2, to_winner) == []


def test_davy_jones_locker_earned_the_sea_monsters_it_destroyed_though_it_lost() -> None:
    """davy.bonus, exp.non-winning: by default the sea monsters' +20 each go to Davy Jones' player, so the Locker,
    which never wins, is answered with what it earned."""
    tokens = ["Ann=kraken", "Bob=g9", "Cy=davy", "Dan=whale"]
    assert _earned(tokens, 2) == [
        ("davy.bonus", 20, 0, "Ann's Kraken was destroyed by Davy Jones: its +20 goes to Cy."),
        ("davy.bonus", 20, 3, "Dan's White Whale was destroyed by Davy Jones: its +20 goes to Cy."),
    ]
    text = why_not_text(why_not(judge(tokens), 2))
    assert text.endswith(
        "  Bonuses:\n    - Ann's Kraken was destroyed by Davy Jones: its +20 goes to Cy. [davy.bonus]\n"
        "    - Dan's White Whale was destroyed by Davy Jones: its +20 goes to Cy. [davy.bonus]"
    ), text


def test_a_loot_that_lost_earned_its_alliance_with_the_winner() -> None:
    """loot.alliance, rank.escape: Ann's Loot lost as an Escape and allied Ann with Cy, who won: Ann's answer lists
    the alliance as Cy's does."""
    tokens = ["Ann=loot", "Bob=g14", "Cy=sk", "Dan=rosie"]
    alliance = (
        "loot.alliance",
        20,
        0,
        "Ann's Loot allies Ann with Cy, who won: each scores +20 if both make their bids.",
    )
    assert _earned(tokens, 0) == [alliance] and alliance in _earned(tokens, 2)
    assert _earned(tokens, 1) == [] and _earned(tokens, 3) == []


def test_a_winner_that_earned_nothing_is_answered_as_before() -> None:
    """rank.lead: the green 5 took a green 3 and nothing is worth points: no "Bonuses" heading, an empty list."""
    w = why_not(judge(["Ann=g3", "Ben=g5"]), 1)
    assert w.as_dict()["earned"] == [] and w.as_dict()["bonuses"] == []
    assert why_not_text(w) == (
        "Why did Ben's green 5 (card 2) win?\n"
        "  Ben's green 5 won the trick: the highest card of the lead suit wins; other suits never do. [rank.lead]"
    )


def test_a_card_that_lost_earned_nothing() -> None:
    """rank.mermaid-king: Cy's Skull King lost, and its bonus.king went to Bob; Ann's Pirate earned nothing (only
    Davy Jones' Locker and a Loot earn without winning, below)."""
    v = judge(MERMAID_TAKES_KING)
    assert why_not(v, 2).as_dict()["earned"] == [] and why_not(v, 0).as_dict()["earned"] == []


# ------------------------------------------------------------------ property


@settings(max_examples=examples(300))  # Davy Jones paying the winner is rare: a trick in a hundred or so
@given(tricks(max_players=6), st.data())  # the whole box: Davy Jones' Locker and the Loot included
def test_the_points_earned_are_the_verdict_s_bonus(drawn: tuple[list[Play], RuleSet], data: st.DataObject) -> None:
    """bonus.*, davy.bonus, loot.alliance: asked about the winner, the points listed as earned add up to the
    verdict's bonus, the alliances listed are the verdict's, and each capture is said as the trace says it."""
    plays, rules = drawn
    if data.draw(st.booleans()):
        rules = rules.with_rulings([DavyRecipient.WINNER])
    v = adjudicate(Trick.of(plays, rules))
    if v.winner is None:
        return
    earned = why_not(v, v.winner).earned
    captures = [e for e in earned if e.rule != RuleId.LOOT_ALLIANCE]
    assert sum(e.points for e in captures) == v.bonus
    assert [e.card for e in captures] == [b.card for b in v.bonuses if b.player == v.winner_player]
    assert [(e.card, 20) for e in earned if e.rule == RuleId.LOOT_ALLIANCE] == [(loot, 20) for loot, _ in v.alliances]
    steps = {(s.rule, s.text) for s in v.trace}
    for e in earned:
        if e.rule != RuleId.DAVY_BONUS:  # the trace adds Davy Jones' monsters up in one step
            assert (e.rule, e.text) in steps, e.text


@settings(max_examples=examples(300))
@given(tricks(max_players=6), st.data())
def test_each_bonus_is_earned_by_one_card_and_each_alliance_by_two(
    drawn: tuple[list[Play], RuleSet], data: st.DataObject
) -> None:
    """bonus.*, davy.bonus, loot.alliance: over the answers about every card of a trick, each bonus the verdict
    pays is listed once (by the winner, or by Davy Jones' Locker when its player is paid) and each alliance twice,
    by the winner and by its Loot; a card that lost lists nothing else."""
    plays, rules = drawn
    if data.draw(st.booleans()):
        rules = rules.with_rulings([DavyRecipient.WINNER])
    v = adjudicate(Trick.of(plays, rules))
    answers = [why_not(v, i).earned for i in range(len(plays))]
    listed = sorted((e.rule, e.card, e.points) for earned in answers for e in earned if e.rule != RuleId.LOOT_ALLIANCE)
    assert listed == sorted((b.rule, b.card, b.points) for b in v.bonuses)
    allied = sorted(e.card for earned in answers for e in earned if e.rule == RuleId.LOOT_ALLIANCE)
    assert allied == sorted(loot for loot, _ in v.alliances for _ in range(2))
    for i, earned in enumerate(answers):
        if i != v.winner:
            assert all(e.rule == RuleId.DAVY_BONUS or e.card == i for e in earned), (i, earned)


# ------------------------------------------------------------------ the command line, the panel, the page


def test_the_json_lists_what_was_earned_beside_what_was_not(cli: Cli) -> None:
    """bonus.king, bonus.capture: --why --json holds ``earned`` (rule, points, card, text) before ``bonuses``, and
    the schema requires it; a card that lost has an empty list."""
    code, out, _ = cli("trick", *MERMAID_TAKES_KING, "--why", "Bob", "--json")
    assert code == 0
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    why = data["why_not"]
    assert why["earned"] == [
        {"rule": "bonus.king", "points": 40, "card": 2, "text": "+40 for Cy's Skull King, taken by Bob's Mermaid."}
    ]
    assert [m["rule"] for m in why["bonuses"]] == ["bonus.capture"]
    assert list(why).index("earned") == list(why).index("bonuses") - 1
    _, lost, _ = cli("trick", *MERMAID_TAKES_KING, "--why", "Cy", "--json")
    assert json.loads(lost)["why_not"]["earned"] == []


def _panel_words(out: str) -> str:
    """The rich --why panel's words, its frame and line breaks taken out (a sentence may wrap)."""
    panel = out[out.rindex("╭") :]
    return "".join(ch for line in panel.splitlines() for ch in line.strip("│╭╮╰╯─ ") if not ch.isspace())


@pytest.mark.parametrize("columns", [60, 100])
@pytest.mark.parametrize(
    ("lang", "earned", "unpaid"),
    [
        ("en", "+40 for Cy's Skull King, taken by Bob's Mermaid.", "Ann's Pirate earns Bob's Mermaid nothing"),
        ("fr", "+40 pour le Skull King de Cy, pris par la Sirène de Bob.", "Le Pirate d'Ann ne rapporte rien"),
        ("zh", "Cy的骷髅王被Bob的美人鱼捕获：+40分。", "Ann的海盗不为Bob的美人鱼带来任何分数"),  # noqa: RUF001
    ],
)
def test_the_panel_says_what_was_earned_first(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int, lang: str, earned: str, unpaid: str
) -> None:
    """bonus.king, bonus.capture: the rich --why panel, 60 and 100 columns wide, in English, French and Chinese,
    lists the +40 the Mermaid earned before the Pirate that earns it nothing; the rule ID shows on a wide one."""
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = cli("trick", *MERMAID_TAKES_KING, "--why", "Bob", "--format", "rich", "--lang", lang)
    assert code == 0
    words = _panel_words(out)
    squeezed = "".join(earned.split())
    assert squeezed in words and words.index(squeezed) < words.index("".join(unpaid.split()))
    assert ("bonus.king" in words) is (columns >= 80)
    assert max(len(line) for line in out.splitlines()) <= columns


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es", "zh"])
def test_the_settle_page_gets_what_was_earned_in_its_language(lang: str) -> None:
    """bonus.king: *Settle it*'s answer holds ``earned`` in the JSON and its words in the page's language, one for
    one, said as --why --lang says them."""
    got = settle({"cards": MERMAID_TAKES_KING, "why": "Bob", "lang": lang})
    why = json.loads(got["json"])["why_not"]
    said = got["said"]["why_not"]
    assert [e["rule"] for e in why["earned"]] == ["bonus.king"] and len(said["earned"]) == 1
    assert said == why_not_parts(why_not(judge(MERMAID_TAKES_KING), 1), None if lang == "en" else lang)
    text = why_not_text(why_not(judge(MERMAID_TAKES_KING), 1), lang=None if lang == "en" else lang)
    assert f"- {said['earned'][0]} [bonus.king]" in text


@settings(max_examples=examples(100))
@given(tricks())
def test_asked_about_the_card_that_won_the_first_line_cites_the_rule_that_decided(
    trick: tuple[list[Play], RuleSet],
) -> None:
    """rank.mermaid-king and every deciding rule: "Cat's Mermaid won the trick: <the rule's title>." cites that
    rule, as every other line of the answer cites its own; it cited none. The JSON's ``rule`` stays null for the
    card that won, as its schema says."""
    plays, rules = trick
    v = adjudicate(Trick.of(plays, rules))
    if v.winner is None:
        return
    w = why_not(v, v.winner)
    first = why_not_text(w).splitlines()[1]
    assert first.endswith(f"[{v.decided_by}]") and w.as_dict()["rule"] is None
    assert f"[{v.decided_by}]" not in why_not_text(w, ids=False)
