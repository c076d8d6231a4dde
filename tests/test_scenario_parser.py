"""Reading scenario files: every key, the file settings, and problems with their exact place."""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import MISSING
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules import errors
from skrules.formats.scenario import iter_file, iter_text
from skrules.formats.scenario.model import (
    Alliance,
    BonusExpect,
    Document,
    Expect,
    Game,
    GameExpect,
    Illegal,
    Refusal,
    Round,
    RoundExpect,
    Scenario,
    Winner,
    quick_init,
)
from skrules.formats.text import Word
from skrules.scenario import ScenarioKind, parse_file, parse_text
from skrules.scenario.run import Result


def one(text: str) -> Scenario:
    doc = parse_text(text, "t.skull")
    assert doc.all_problems == [], [str(p) for p in doc.all_problems]
    assert len(doc.scenarios) == 1
    return doc.scenarios[0]


def problems(text: str) -> list[tuple[int, int, str, str]]:
    return [(p.line, p.column, p.text, p.message) for p in parse_text(text, "t.skull").all_problems]


FULL = """\
# The file's settings apply to every scenario.
deck: advanced
ruling: kraken-leader=left-of-kraken

scenario: Everything a trick scenario can say   # a trailing comment
cites: kraken.leader ruling.kraken-leader=left-of-kraken guide.kraken-whale
note: the next leader under the first 2021 print
ruling: monster-discard-leader=trick-leader
abilities: on
trick: Ann=y3 Ben=kraken Cat=escape Dan=y9
hand Dan: y9 g2
winner: nobody
outcome: destroyed
lead suit: yellow
next leader: Cat
bonus: 0
bonuses: none
alliances: none
removed: kraken
powers: none
illegal: none
trace: kraken.destroy ruling.kraken-leader=left-of-kraken
"""


def test_every_trick_key_is_read_into_the_model() -> None:
    """kraken.leader: a scenario using every key of a trick scenario reads into the model."""
    s = one(FULL)
    assert s.kind is ScenarioKind.TRICK
    assert s.name == "Everything a trick scenario can say"
    assert s.line == 5
    assert s.cites == ("kraken.leader", "ruling.kraken-leader=left-of-kraken", "guide.kraken-whale")
    assert s.notes == ("the next leader under the first 2021 print",)
    assert s.settings.deck == "advanced"
    assert dict(s.settings.rulings) == {
        "ruling.kraken-leader": "left-of-kraken",
        "ruling.monster-discard-leader": "trick-leader",
    }
    assert s.settings.abilities is True
    assert [w.text for w in s.trick] == ["Ann=y3", "Ben=kraken", "Cat=escape", "Dan=y9"]
    assert (s.trick[1].line, s.trick[1].column) == (10, 15)
    assert [(h.player, [w.text for w in h.cards]) for h in s.hands] == [("Dan", ["y9", "g2"])]
    e = s.expect
    assert e.winner == Winner()
    assert (e.outcome, e.lead_suit, e.next_leader, e.bonus) == ("destroyed", "yellow", "Cat", 0)
    assert (e.bonuses, e.alliances, e.powers, e.illegal) == ((), (), (), ())
    assert e.removed is not None
    assert [w.text for w in e.removed] == ["kraken"]
    assert e.trace == ("kraken.destroy", "ruling.kraken-leader=left-of-kraken")
    assert e.lines["next_leader"] == 15


def test_expectation_values_are_read_in_any_order_of_their_words() -> None:
    """bonus.king, loot.alliance: bonuses, alliances and illegal plays read item by item."""
    s = one(
        "scenario: x\ntrick: Ann=loot Ben=mermaid Cat=sk\n"
        "bonuses: Ben bonus.king +40, 10 bonus.fourteen always\n"
        "alliances: Ann with Ben, Ann+Ben, Ann & Ben\n"
        "hand Cat: sk\nillegal: Cat play.follow, Ben\n"
    )
    assert s.expect.bonuses == (BonusExpect(40, "bonus.king", "Ben"), BonusExpect(10, "bonus.fourteen", None, True))
    assert s.expect.alliances == (Alliance("Ann", "Ben"),) * 3
    assert s.expect.illegal == (Illegal("Cat", "play.follow"), Illegal("Ben"))


@pytest.mark.parametrize(
    ("value", "winner"),
    [
        ("Cat", Winner("Cat")),
        ("y14", Winner(None, "y14")),
        ("Cat mermaid", Winner("Cat", "mermaid")),
        ("Cat=mermaid", Winner("Cat", "mermaid")),
        ("Skull-King", Winner(None, "sk")),
        ("nobody", Winner()),
    ],
)
def test_winner_is_a_player_a_card_or_both(value: str, winner: Winner) -> None:
    """rank.mermaid-king: the winner names a player, a card (any alias), both, or nobody."""
    assert one(f"scenario: x\ntrick: Ann=g5 Ben=y14 Cat=mermaid\nwinner: {value}\n").expect.winner == winner


def test_refusal_reads_kind_and_quoted_message_keeping_hashes() -> None:
    """box.copies: a refusal's message may hold '#', which then starts no comment."""
    s = one('scenario: x\ntrick: sk sk\nrefused: DeckError "one # copy"  # a comment\n')
    assert s.expect.refused == Refusal("deck", "one # copy")
    assert one('scenario: x\ntrick: sk sk\nrefused: "holds one"\n').expect.refused == Refusal(None, "holds one")


def test_keys_ignore_case_dashes_and_have_aliases() -> None:
    """next.winner: 'Next-Leader', 'lead' and 'plays' are read as 'next leader', 'lead suit', 'trick'."""
    s = one("SCENARIO: x\nPlays: g5 g9\nNext-Leader: P2\nlead: g\n  Bonus : 0\n")
    assert (s.expect.next_leader, s.expect.lead_suit, s.expect.bonus) == ("P2", "green", 0)


def test_file_settings_apply_to_each_scenario_and_can_be_overridden() -> None:
    """ruling.kraken-leader: a scenario's own settings win over the file's, rulings merge."""
    doc = parse_text(
        "deck: advanced\nruling: kraken-leader=left-of-kraken\nabilities: on\nplayers: Ann Ben\n"
        "scenario: a\ntrick: g5 kraken\noutcome: destroyed\n"
        "scenario: b\ndeck: auto\nruling: kraken-leader=would-have-won, davy-recipient=winner\nabilities: off\n"
        "trick: g5 g9\nwinner: Ben\n",
        "t.skull",
    )
    assert doc.all_problems == []
    a, b = doc.scenarios
    assert (a.settings.deck, a.settings.abilities, a.players) == ("advanced", True, ("Ann", "Ben"))
    assert dict(a.settings.rulings) == {"ruling.kraken-leader": "left-of-kraken"}
    assert (b.settings.deck, b.settings.abilities) == ("auto", False)
    assert dict(b.settings.rulings) == {"ruling.kraken-leader": "would-have-won", "ruling.davy-recipient": "winner"}


def test_several_scenarios_each_keep_their_own_lines() -> None:
    """play.order: scenarios follow one another; each starts at its 'scenario:' line."""
    doc = parse_text("scenario: a\ntrick: g5 g9\nwinner: P2\n\n\nscenario: b\ntrick: y1 y2\nwinner: P2\n", "t.skull")
    assert [(s.name, s.line) for s in doc.scenarios] == [("a", 1), ("b", 6)]


def test_a_round_is_read_with_its_tricks_and_choices() -> None:
    """ability.rosie, ability.harry, score.bid: a round's keys read into the round model."""
    s = one(
        "round: r\ncites: score.bid\nplayers: Ann Ben\nscoring: rascal\ndealer: Ben\ncards: 2\n"
        "hand Ann: rosie g3\nhand Ben: g5 harry\nbids: Ann=1 Ben=1\ncannonball: Ben\n"
        "trick 1: Ann=rosie Ben=g5\nrosie: Ben\ntrick 2: Ben=harry Ann=g3\nharry: -1\n"
        "scores: Ann=+10 Ben=0\ntaken: Ann=1 Ben=1\nwinners: Ann Ben\n"
    )
    assert s.kind is ScenarioKind.ROUND
    r = s.round
    assert r is not None
    assert (r.cards, r.dealer, r.bids, r.cannonball) == (2, "Ben", (("Ann", 1), ("Ben", 1)), ("Ben",))
    assert [[w.text for w in t.plays] for t in r.tricks] == [["Ann=rosie", "Ben=g5"], ["Ben=harry", "Ann=g3"]]
    assert [[str(c) for c in t.choices] for t in r.tricks] == [["rosie: Ben"], ["harry: -1"]]
    assert r.expect.scores == (("Ann", 10), ("Ben", 0))
    assert r.expect.taken == (("Ann", 1), ("Ben", 1))
    assert r.expect.winners == ("Ann", "Ben")
    assert s.settings.scoring == "rascal"


# ----------------------------------------------------------------------------------- problems


def test_every_problem_of_a_file_is_reported_with_line_column_and_text() -> None:
    """box.suits: a broken file reports all its problems at once, in line order, never raising."""
    got = problems(
        "deck: base, krakken\n"
        "scenario: one\n"
        "trick: Ann=g5 Ben=g77\n"
        "winer: Ann\n"
        "bonuses: +10 bonus.fourten\n"
        "lead suit: grean\n"
        "cites: rank.mermaid-kings\n"
    )
    assert [(line, col, text) for line, col, text, _ in got] == [
        (1, 13, "krakken"),
        (3, 15, "Ben=g77"),
        (4, 1, "winer"),
        (5, 14, "bonus.fourten"),
        (6, 12, "grean"),
        (7, 8, "rank.mermaid-kings"),
    ]
    messages = [m for *_, m in got]
    assert "unknown deck part 'krakken'" in messages[0]
    assert messages[1] == "green runs from 1 to 14"
    assert messages[2] == "unknown key 'winer'; did you mean 'winner'?"
    assert "did you mean 'bonus.fourteen'?" in messages[3]
    assert messages[4] == "the lead suit is green, purple, yellow, black or none"
    assert "did you mean 'rank.mermaid-king'?" in messages[5]


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("scenario: x\nwinner: Ann\n", (1, 11), "this scenario has no 'trick:' line"),
        ("scenario: x\ntrick: g5 g9\n", (1, 11), "this scenario expects nothing"),
        ("scenario: x\ntrick: sk sk\nrefused: deck\nwinner: P1\n", (4, 1), "a refused trick has no 'winner'"),
        ("scenario: x\ntrick: g5 g9\nillegal: P2\n", (3, 1), "'illegal' needs the hands"),
        ("scenario: x\ntrick: g5 g9\nwinner: P2\nwinner: P1\n", (4, 1), "'winner' is given twice"),
        ("scenario: x\ntrick: g5\nwinner: P1\ntrick: g6\n", (4, 1), "a second trick (the first is on line 2)"),
        ("scenario: x\ntrick: g5 g9\nwinner: P2\nscenario: x\ntrick: g5\nwinner: P1\n", (4, 11), "another scenario"),
        ("scenario:\ntrick: g5\nwinner: P1\n", (1, 1), "name the scenario"),
        ("scenario: a::b\ntrick: g5\nwinner: P1\n", (1, 11), "cannot contain '::'"),
        ("scenario: x\ntrick: Ann=g5 Ben=g9\nnext leader: Bob\n", (3, 14), "'Bob' plays no card in this trick"),
        ("scenario: x\ntrick: Ann=g5 Ben=g9\nwinner: Bob\n", (3, 9), "neither a player of this trick"),
        ("scenario: x\ntrick: Ann=g5 Ben=g9\nhand Bob: g2\nwinner: Ann\n", (3, 6), "'Bob' plays no card"),
        ("scenario: x\nplayers: Ann\ntrick: g5 g9\nwinner: Ann\n", (3, 11), "card 2 has no player"),
        ("scenario: x\nplayers: Ann Ben\ntrick: g5 Zed=g9\nwinner: Ann\n", (3, 11), "'Zed' is not among"),
        ("scenario: x\ntrick: g5 tigress\nwinner: P1\n", (2, 11), "declare the Tigress"),
        ("scenario: x\ntrick: g5 g9\nabilities: rosie\n", (3, 12), "write 'powers: ...'"),
        ("scenario: x\ntrick: g5 g9\npowers: sk\n", (3, 9), "a power is a named Pirate's"),
        ('scenario: x\ntrick: g5 g9\nrefused: deck "open\n', (3, 15), "close the quoted message"),
        (
            "scenario: x\ntrick: g5 g9\nrefused: oops\n",
            (3, 10),
            "KIND is notation, deck, trick, ruleset, round, illegal or deal",
        ),
        ("scenario: x\ntrick: g5 g9\noutcome: lost\n", (3, 10), "the outcome is one of: won, destroyed"),
        ("scenario: x\ntrick: g5 g9\nbonus: lots\n", (3, 8), "a number of points"),
        ("scenario: x\ntrick: g5 g9\nruling: kraken-leader\n", (3, 9), "NAME=READING"),
        ("scenario: x\ntrick: g5 g9\nruling: kraken-leader=left\n", (3, 9), "has no reading 'left'"),
        ("scenario: x\ntrick: g5 g9\ncites: ruling.kraken-leader=left\n", (3, 8), "has no reading 'left'"),
        ("scenario: x\ntrick: g5 g9\ncites: rank.king=x\n", (3, 8), "not a ruling"),
        ("scenario: x\ntrick: g5 g9\ntrace: rank.kingg\n", (3, 8), "did you mean 'rank.king'?"),
        ("scenario: x\ntrick: g5 g9\nscores: Ann=1\n", (3, 1), "belongs to a round scenario"),
        ("winner: Ann\nscenario: x\ntrick: g5\nwinner: P1\n", (1, 1), "belongs to a scenario"),
        ("scenario: x\ng5 g9\n", (2, 1), "a trick is written 'trick: CARD CARD ...'"),
        ("scenario: x\ntrick: g5 g9\nwinner P2\n", (3, 1), "expected 'key: value'"),
        ("scenario: x\ntrick 2: g5 g9\nwinner: P2\n", (2, 7), "a trick scenario has one trick"),
        ("scenario: x\ntrick: g5 g9\nhand: g5\n", (3, 1), "name the player"),
        ("scenario: x\ntrick: g5 g9\nwinner Ann: P2\n", (3, 8), "'winner' takes nothing before the colon"),
        ("", (1, 1), "no scenario in this file"),
    ],
)
def test_problem_says_where_and_what_would_be_right(text: str, where: tuple[int, int], message: str) -> None:
    """The problems of a file, each at its line and column with what was expected there."""
    got = parse_text(text, "t.skull").all_problems
    assert got, "expected a problem"
    found = [p for p in got if message in p.message]
    assert found, [str(p) for p in got]
    assert (found[0].line, found[0].column) == where, str(found[0])


@pytest.mark.parametrize(
    "text",
    [
        "scenario: x\nwinner: Ben\n",
        "scenario: x\ntrick Ann=g5 Ben=g9\nwinner: Ben\n",
        "scenario: x\ntrick:\nwinner: Ben=g9\n",
    ],
)
def test_a_scenario_with_no_trick_read_is_told_that_alone(text: str) -> None:
    """With no trick read (none written, or its line unreadable), the winner's name is not refused as
    neither a player of a trick of no players "()" nor a card: the missing trick is the problem, told once."""
    got = parse_text(text, "t.skull").all_problems
    assert got and not [p for p in got if p.line == text.count("\n")], [str(p) for p in got]


@pytest.mark.parametrize(("kind", "hint"), [("dek", "; did you mean 'deck'?"), ("rond", "; did you mean 'round'?")])
def test_a_misspelt_refusal_kind_gets_a_near_miss(kind: str, hint: str) -> None:
    """A kind of refusal misspelt is told with the nearest kind, as a misspelt key or rule ID is; a word near
    none of them is told only the kinds."""
    text = 'scenario: x\ntrick: sk sk\nrefused: {} "holds"\n'
    (problem,) = [p for p in parse_text(text.format(kind), "t.skull").all_problems if p.line == 3]
    assert (problem.column, problem.text) == (10, kind)
    assert problem.message.endswith("KIND is notation, deck, trick, ruleset, round, illegal or deal" + hint)
    (far,) = [p for p in parse_text(text.format("xyzzy"), "t.skull").all_problems if p.line == 3]
    assert far.message.endswith("illegal or deal")


@pytest.mark.parametrize("kind", ["deck", "DeckError", "deck error", "Deck-Error", "deck_error"])
def test_a_refusal_kind_is_read_however_its_words_are_joined(kind: str) -> None:
    """setup.deal: 'refused: deck error "..."', as the error is said in words, names the deck's refusal as
    DeckError does; it was refused for its space."""
    s = one(f'scenario: x\ntrick: sk sk\nrefused: {kind} "holds one"\n')
    assert s.expect.refused == Refusal("deck", "holds one")
    for illegal in ("illegal play", "Illegal-Play error", "IllegalPlay"):
        assert one(f"scenario: x\ntrick: sk sk\nrefused: {illegal}\n").expect.refused == Refusal("illegal", None)


def test_a_refusal_with_no_kind_and_no_message_lists_every_kind() -> None:
    """'refused:' alone is told every kind it may name, the seven a kind word may say (it listed four)."""
    (problem,) = [p for p in parse_text("scenario: x\ntrick: sk sk\nrefused:\n", "t.skull").all_problems if p.line == 3]
    assert "a kind (notation, deck, trick, ruleset, round, illegal or deal)" in problem.message


def test_round_problems_name_the_table() -> None:
    """setup.dealer, bid.range: a round's names must be at its table; choices follow a trick."""
    got = problems(
        "round: r\nplayers: Ann Ben\ndealer: Dan\nbids: Ann=1 Ben=x\nrosie: Ann\n"
        "trick 2: Ann=g5 Ben=g7\nharry: +2\nmary: Ben\nbendt: draw g3\nrascal: 15\nscores: Ann=10 Bob=0\n"
    )
    found = {(line, col, text) for line, col, text, _ in got}
    assert (3, 9, "Dan") in found  # not at the table
    assert (4, 13, "Ben=x") in found  # a bid is a number
    assert (5, 1, "rosie") in found  # a choice before any trick
    assert (6, 7, "2") in found  # the first trick is numbered 1
    assert {(7, 8, "+2"), (8, 7, "Ben"), (9, 8, "draw g3"), (10, 9, "15"), (11, 16, "Bob")} <= found


def test_round_without_table_tricks_or_expectations_is_refused() -> None:
    """score.bid: a round states its players, its tricks and what it expects."""
    messages = [m for *_, m in problems("round: r\ncards: 1\n")]
    assert any("a round needs its table" in m for m in messages)
    assert any("this round has no 'trick:' lines" in m for m in messages)
    assert any("this round expects nothing" in m for m in messages)


def test_a_refused_scenario_keeps_its_cards_for_the_adjudicator() -> None:
    """box.suits: cards that cannot be written are not problems when a refusal is expected."""
    s = one('scenario: x\ntrick: g5 b15\nhand Zed: g99\nrefused: notation "runs from 1 to 14"\n')
    assert [w.text for w in s.trick] == ["g5", "b15"]


def test_problem_shows_the_line_with_the_text_underlined() -> None:
    """box.suits: the text at fault is underlined in the line it is on."""
    (p,) = parse_text("scenario: x\n  trick: Ann=g5 Ben=b15\nwinner: Ann\n", "club.skull").all_problems
    assert p.show().splitlines() == [
        "club.skull:2:17: black runs from 1 to 14",
        "      trick: Ann=g5 Ben=b15",
        "                    ^^^^^^^",
    ]


@given(st.integers(0, 3000), st.integers(0, 3000))
def test_a_problem_on_a_long_line_shows_the_part_around_it(before: int, after: int) -> None:
    """box.suits: on a line of any length, the text at fault is shown and underlined in a window of the line
    at most 100 characters wide (each cut end marked), so that many problems on one long line cost each a
    few lines, not the whole line again and again."""
    line = "trick: " + "g5 " * before + "b15" + " g6" * after
    (p,) = parse_text(f"scenario: x\n{line}\nwinner: P1\n", "long.skull").all_problems
    _, shown, underline = p.show().splitlines()
    at = underline.index("^")
    assert shown[at : at + 3] == "b15" and underline[at:] == "^^^"
    body = shown.removeprefix("    ").strip("\N{HORIZONTAL ELLIPSIS}")
    assert body in line and len(body) == min(len(line), 100)
    assert ("\N{HORIZONTAL ELLIPSIS}" in shown) == (len(line) > 100)


def test_comments_blank_lines_and_windows_line_ends() -> None:
    """A '#' after a space or at the start is a comment; '#' inside a word is text; CRLF reads."""
    s = one("\ufeff# header\r\n\r\nscenario: Case#1 # why\r\n   trick: g5 g9   # the cards\r\nwinner: P2\r\n")
    assert s.name == "Case#1"
    assert [w.text for w in s.trick] == ["g5", "g9"]


def test_files_that_cannot_be_read_or_decoded_are_one_problem(tmp_path: Path) -> None:
    """A missing file and a file that is not UTF-8: one problem each, no exception."""
    missing = parse_file(tmp_path / "none.skull")
    assert len(missing.problems) == 1
    assert "cannot read the file" in missing.problems[0].message
    bad = tmp_path / "latin1.skull"
    bad.write_bytes(b"scenario: x\ntrick: g5 g9\nnote: caf\xe9\n")
    (p,) = parse_file(bad).problems
    assert (p.line, p.column) == (3, 10)
    assert "not UTF-8" in p.message
    folder = parse_file(tmp_path)
    assert len(folder.problems) == 1


def test_a_file_is_parsed_under_the_name_given() -> None:
    """The path shown in messages may differ from the path read (relative to the project)."""
    doc = parse_text("scenario: x\ntrick: g5 g99\nwinner: P1\n", "scenarios/club.skull")
    assert str(doc.all_problems[0]).startswith("scenarios/club.skull:2:11: ")


def test_round_keys_for_two_players_leaders_and_juanita() -> None:
    """two.leader, ability.juanita: 'leader', 'ghost', Graybeard among the winners, 'juanita:' alone."""
    s = one(
        "round: r\nplayers: Ann Ben\nleader: Ben\nghost: g9 y2\nbids: Ann=0 Ben=1\nabilities: on\n"
        "trick: Ben=juanita Graybeard=g9 Ann=g3\njuanita:\ntrick: Ben=y9 Graybeard=y2 Ann=y5\n"
        "winners: Ben Ben\ntaken: Graybeard=0\ntrace: two.ghost\n"
    )
    r = s.round
    assert r is not None
    assert (r.leader, [w.text for w in r.ghost]) == ("Ben", ["g9", "y2"])
    assert [str(c) for c in r.tricks[0].choices] == ["juanita:"]
    assert r.expect.trace == ("two.ghost",)


def test_two_ghost_rosie_naming_graybeard_is_told_that_he_is_no_player() -> None:
    """ability.rosie, two.ghost: Rosie names a player to lead; Graybeard's ghost, under any of his names, plays
    cards but is not one, and the problem says so rather than that the name is unknown."""
    text = "round: r\nplayers: Ann Ben\nabilities: on\nbids: Ann=1 Ben=1\ntrick: Ann=rosie {0}=g2 Ben=g3\nrosie: {0}\n"
    for name in ("Graybeard", "Barbe-Grise"):
        found = [p for p in problems(text.format(name)) if p[:2] == (6, 8)]
        assert found == [
            (
                6,
                8,
                name,
                f"{name!r}: Graybeard's ghost plays cards in a two-player round, but is not one of the players"
                " (Ann Ben) (two.ghost)",
            )
        ]


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("round: r\nplayers: A B C\nbids: A=0\ntrick: A=g5 g9 C=g2\nscores: A=0\n", (4, 13), "name each card's player"),
        ("round: r\nplayers: A B C\nbids: A=0\ntrick: A=g5\njuanita: now\nscores: A=0\n", (5, 10), "needs no choice"),
        ("round: r\nplayers: A B C\nbids: A=0\ntrick: A=g5\nrefused: round\nscores: A=0\n", (6, 1), "refused round"),
        ("round: r\nplayers: A B C\nbids: A=0\ntrick: A=g5\nwinners: Graybeard\n", (5, 10), "not one of the players"),
        ("round: r\nplayers: A B\nbids: A=0\ntrick: A=g5\nscores: Graybeard=0\n", (5, 9), "not one of the players"),
    ],
)
def test_round_problems(text: str, where: tuple[int, int], message: str) -> None:
    """two.ghost, play.order: a round's own problems, each at its place."""
    found = [p for p in parse_text(text, "t.skull").all_problems if message in p.message]
    assert found, [str(p) for p in parse_text(text, "t.skull").all_problems]
    assert (found[0].line, found[0].column) == where


def test_a_refused_round_keeps_what_the_engine_must_refuse() -> None:
    """two.ghost: with a refusal expected, names off the table are left for the round engine."""
    s = one(
        'round: r\nplayers: A B\nbids: A=0 B=0 Graybeard=1\ntrick: A=g3 Graybeard=g9 B=g2\nrefused: "does not bid"\n'
    )
    assert s.round is not None
    assert s.round.bids[-1] == ("Graybeard", 1)


# ------------------------------------------------------------------------- streaming, words, error kinds


def test_scenarios_are_yielded_as_each_is_read() -> None:
    """A runner checks a library with flat memory: each scenario comes before the next is read."""
    text = "deck: base\nscenario: a\ntrick: g5 g7\nwinner: P2\n\nscenario: b\ntrick: g5 g3\nwinner: P1\n"
    stream = iter_text(text, "t.skull")
    scenarios = iter(stream)
    first = next(scenarios)
    assert (first.name, first.expect.winner) == ("a", Winner("P2"))
    assert first.settings.deck == "base"
    assert [s.name for s in scenarios] == ["b"]
    assert stream.problems == ()
    assert stream.document() == parse_text(text, "t.skull")


def test_a_file_without_scenarios_streams_its_problem() -> None:
    stream = iter_text("deck: base\n", "t.skull")
    assert list(stream) == []
    assert [p.message.split(":")[0] for p in stream.problems] == ["no scenario in this file"]


def test_an_unreadable_file_streams_one_problem(tmp_path: Path) -> None:
    stream = iter_file(tmp_path / "missing.skull", "missing.skull")
    assert list(stream) == []
    assert str(stream.problems[0]).startswith("missing.skull: cannot read the file:")


def test_words_are_equal_wherever_they_are_written() -> None:
    """Line and column are where a value was read, not part of it (a scenario equals itself moved)."""
    assert Word("g5", 1, 3) == Word("g5", 7, 9)
    assert hash(Word("g5", 1, 3)) == hash(Word("g5"))
    assert Word("g5") != Word("g6")
    assert repr(Word("g5", 2, 8)) == "Word(text='g5', line=2, column=8)"


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        (errors.NotationError, "notation"),
        (errors.DeckError, "deck"),
        (errors.TrickError, "trick"),
        (errors.RulesetError, "ruleset"),
        (errors.DealError, "deal"),
        (errors.ScoreError, "score"),
        (errors.RoundError, "round"),
        (errors.IllegalPlay, "illegal"),
        (errors.SelectionError, "selection"),
        (errors.SheetError, "sheet"),
    ],
)
def test_every_error_names_its_cause_for_refused(error: type[errors.SkrulesError], kind: str) -> None:
    """'refused: KIND' names the cause an error class declares, never a class name looked up."""
    assert error.kind == kind
    assert issubclass(error, errors.SkrulesError)


def test_the_old_homes_of_the_errors_still_import_them() -> None:
    from skrules import deal, game, scoring
    from skrules.formats import sheet
    from skrules.scenario import select

    assert (game.RoundError, game.IllegalPlay, scoring.ScoreError, deal.DealError) == (
        errors.RoundError,
        errors.IllegalPlay,
        errors.ScoreError,
        errors.DealError,
    )
    assert (select.SelectionError, sheet.SheetError) == (errors.SelectionError, errors.SheetError)


def test_a_refused_round_reports_its_kind_from_the_class() -> None:
    """A scenario's "refused: KIND" is compared with the kind the raised class declares."""
    from skrules.scenario.run import error_kind

    assert error_kind(errors.RoundError("x")) == "round"
    assert error_kind(errors.NotationError("x")) == "notation"


LIBRARY = sorted((Path(__file__).parent.parent / "scenarios").rglob("*.skull"))


QUICK = [Scenario, Expect, Round, RoundExpect, Game, GameExpect, Document, Result]


@pytest.mark.parametrize("cls", QUICK, ids=lambda c: c.__name__)
def test_quick_constructors_take_what_dataclass_constructors_take(cls: type) -> None:
    """scenario.format: the values read are made by constructors that set every field at once (quick_init).

    Each takes the fields in order with the dataclass's defaults, and a value made with the
    defaults holds what the dataclass's own constructor would put there.
    """
    fields = dataclasses.fields(cls)
    params = list(inspect.signature(cls).parameters.values())
    assert [p.name for p in params] == [f.name for f in fields]
    required = {f.name: object() for f in fields if f.default is MISSING and f.default_factory is MISSING}
    made = cls(**required)
    assert list(vars(made)) == [f.name for f in fields]
    for f in fields:
        if f.default is not MISSING:
            assert getattr(made, f.name) is f.default
        elif f.default_factory is not MISSING:
            assert getattr(made, f.name) == f.default_factory()
        else:
            assert getattr(made, f.name) is required[f.name]


@pytest.mark.parametrize("text", [FULL, FULL.replace("abilities: on", "abilities: on\nrefused: trick")])
def test_values_read_are_what_their_dataclass_constructors_make(text: str) -> None:
    """scenario.format: every scenario of the library, and its expectations, set every field in order.

    ``dataclasses.replace`` goes through the constructor again: the value and its repr are the same.
    """
    values = [x for p in LIBRARY for s in parse_file(p).scenarios for x in (s, s.expect, s.round, s.game)]
    values += [x for s in parse_text(text, "t.skull").scenarios for x in (s, s.expect)]
    for x in values:
        if x is None:
            continue
        assert list(vars(x)) == [f.name for f in dataclasses.fields(x)], type(x)
        rebuilt = dataclasses.replace(x)
        assert vars(rebuilt) == vars(x) and repr(rebuilt) == repr(x)


def test_quick_init_refuses_what_it_cannot_build() -> None:
    """scenario.format: a dataclass with slots or a __post_init__ keeps the constructor dataclasses made."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class Slotted:
        x: int

    @dataclasses.dataclass(frozen=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            pass

    for cls in (Slotted, Checked):
        with pytest.raises(TypeError, match="quick_init cannot build"):
            quick_init(cls)


_SEPARATED = st.lists(
    st.sampled_from(
        [" ", "  ", "\t", ",", "\u00a0", "\u2028", "\x1c", "\x85", "\u3000", "a", "Ann=g5", "é", "+", "&", "with"]
    ),
    max_size=12,
).map("".join)


@given(_SEPARATED | st.text(), st.integers(1, 50), st.integers(1, 80))
def test_values_split_into_words_where_a_regular_expression_would(text: str, line: int, column: int) -> None:
    """scenario.format: words are split at whitespace (any Unicode space) and commas, each with its column.

    The reader splits with str.split and finds columns with str.find; the format is defined by
    the regular expressions it used before, which this compares with.
    """
    import re

    from skrules.formats.scenario.words import items, split
    from skrules.formats.text import split_words

    def spots(words: list[Word]) -> list[tuple[str, int, int]]:
        return [(w.text, w.line, w.column) for w in words]

    assert spots(split(Word(text, line, column))) == [
        (m.group(), line, column + m.start()) for m in re.finditer(r"[^\s,]+", text)
    ]
    assert spots(split_words(text, line, column)) == [
        (m.group(), line, column + m.start()) for m in re.finditer(r"\S+", text)
    ]
    for extra, pattern in (("", r"\S+"), (r"\+|&", r"(?:(?!\+|&)[^\s])+")):
        expected, start = [], 0
        for part in text.split(","):
            words = [(m.group(), line, column + start + m.start()) for m in re.finditer(pattern, part)]
            expected += [words] if words else []
            start += len(part) + 1
        assert [spots(item) for item in items(Word(text, line, column), extra)] == expected


KRAKEN_LEADS = "trick: Ann=y3 Ben=kraken Cat=escape Dan=y9\nnext leader: Cat\n"
TWICE = "'kraken-leader=would-have-won': kraken-leader is already set to 'left-of-kraken'"


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("scenario: s\nruling: kraken-leader=left-of-kraken\nruling: kraken-leader=would-have-won\n", (3, 9)),
        ("scenario: s\nruling: kraken-leader=left-of-kraken kraken-leader=would-have-won\n", (2, 38)),
        ("ruling: kraken-leader=left-of-kraken\nruling: kraken-leader=would-have-won\nscenario: s\n", (2, 9)),
    ],
    ids=["two lines", "one line", "before the first scenario"],
)
def test_a_ruling_given_two_readings_in_one_place_is_refused_at_the_second(text: str, where: tuple[int, int]) -> None:
    """Finding: ruling.kraken-leader set to two readings in one scenario (or both before the first) was read
    without a word, the last reading winning, so a scenario could pass under a reading its author did not mean;
    ``--ruling`` and a score sheet refuse it. Now the second reading is a problem at its place."""
    found = [(line, column, message) for line, column, _, message in problems(text + KRAKEN_LEADS)]
    assert (*where, TWICE) in found


def test_a_scenario_still_sets_again_a_ruling_the_file_set() -> None:
    """ruling.kraken-leader: the lines before the first scenario set a reading for every scenario, and one
    scenario may set another for itself; the same reading twice is no conflict either."""
    text = (
        "ruling: kraken-leader=would-have-won\nscenario: s\nruling: kraken-leader=left-of-kraken\n"
        "ruling: kraken-leader=left-of-kraken\n" + KRAKEN_LEADS
    )
    assert problems(text) == []
