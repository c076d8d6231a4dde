"""Running scenarios: each expectation is compared with the verdict and reported in the game's terms."""

from __future__ import annotations

import pytest

from skrules.scenario import Status, parse_text, run_scenario
from skrules.scenario.report import headline, result_lines
from skrules.scenario.run import Mismatch, Result


def run(text: str) -> Result:
    doc = parse_text(text, "t.skull")
    assert doc.all_problems == [], [str(p) for p in doc.all_problems]
    (scenario,) = doc.scenarios
    return run_scenario(scenario)


def mismatch(text: str) -> Mismatch:
    result = run(text)
    assert result.status is Status.FAILED, result
    (m,) = result.mismatches
    return m


# Each case: a trick, a true expectation and a false one for the same field, with the rule behind it.
CASES = [
    (
        "rank.mermaid-king",
        "Ann=pirate Ben=sk Cat=mermaid",
        "winner: Cat",
        "winner: Ben",
        "winner",
        "Ben",
        "Cat mermaid",
    ),
    ("rank.mermaid-king", "Ann=pirate Ben=sk Cat=mermaid", "winner: mermaid", "winner: sk", "winner", "sk", "Cat"),
    ("kraken.destroy", "Ann=g5 Ben=kraken", "winner: nobody", "winner: Ann", "winner", "Ann", "nobody"),
    ("rank.lead", "Ann=g5 Ben=g9", "winner: Ben g9", "winner: nobody", "winner", "nobody", "Ben g9"),
    ("kraken.destroy", "Ann=g5 Ben=kraken", "outcome: destroyed", "outcome: won", "outcome", "won", "destroyed"),
    ("exp.discard", "Ann=plank Ben=davy", "outcome: discarded", "outcome: won", "outcome", "won", "discarded"),
    (
        "lead.escape",
        "Ann=escape Ben=y5 Cat=g9",
        "lead suit: yellow",
        "lead suit: green",
        "lead suit",
        "green",
        "yellow",
    ),
    ("lead.character", "Ann=sk Ben=y5", "lead suit: none", "lead suit: y", "lead suit", "yellow", "none"),
    ("kraken.leader", "Ann=g5 Ben=g9 Cat=kraken", "next leader: Ben", "next leader: Ann", "next leader", "Ann", "Ben"),
    ("bonus.king", "Ann=sk Ben=mermaid", "bonus: +40", "bonus: 30", "bonus", "+30", "+40"),
    (
        "bonus.pirate",
        "Ann=rosie Ben=sk",
        "bonuses: +30 bonus.pirate Ben",
        "bonuses: +30 bonus.pirate Ann",
        "bonuses",
        "+30 bonus.pirate Ann",
        "+30 bonus.pirate Ben",
    ),
    ("bonus.capture", "Ann=g9 Ben=g3", "bonuses: none", "bonuses: 10 bonus.fourteen", "bonuses", "", "none"),
    (
        "loot.alliance",
        "Ann=loot Ben=g5",
        "alliances: Ann with Ben",
        "alliances: none",
        "alliances",
        "none",
        "Ann with Ben",
    ),
    ("plank.remove", "Ann=g5 Ben=rosie Cat=plank", "removed: rosie", "removed: none", "removed", "none", "rosie"),
    ("davy.destroy", "Ann=g5 Ben=kraken Cat=davy", "removed: kraken davy", "removed: kraken", "removed", "", "davy"),
    ("ability.unlock", "Ann=rosie Ben=g5", "powers: rosie", "powers: harry", "powers", "harry", "rosie"),
    (
        "kraken.leader",
        "Ann=g5 Ben=kraken",
        "trace: kraken.destroy kraken.leader",
        "trace: kraken.leader kraken.destroy",
        "trace",
        "kraken.destroy not found",
        "kraken.leader",
    ),
]


@pytest.mark.parametrize(("rule", "trick", "right", "wrong", "field", "expected", "actual"), CASES)
def test_each_expectation_passes_when_true_and_fails_when_false(
    rule: str, trick: str, right: str, wrong: str, field: str, expected: str, actual: str
) -> None:
    """The expectation fields: a true one passes; a false one fails naming the field, expected and actual."""
    head = "deck: all\nabilities: on\nscenario: x\ncites: " + rule + "\ntrick: " + trick + "\n"
    assert run(head + right + "\n").status is Status.PASSED
    m = mismatch(head + wrong + "\n")
    assert m.field == field
    assert expected in m.expected
    assert actual in m.actual
    assert m.line == 6


def test_a_declared_card_matches_its_undeclared_form() -> None:
    """tigress.declare: 'winner: tigress' is the Tigress however she was declared."""
    assert run("scenario: x\ntrick: Ann=g5 Ben=tigress:pirate\nwinner: tigress\n").passed


def test_players_name_the_unnamed_cards() -> None:
    """next.winner: with 'players:', unnamed cards are played by the players in order."""
    assert run("scenario: x\nplayers: Ann Ben Cat\ntrick: g3 g9 Cat=g4\nwinner: Ben\nnext leader: Ben\n").passed


def test_players_named_for_unnamed_cards_keep_walk_the_planks_choice() -> None:
    """plank.remove, rank.pirate: an unnamed 'plank:rosie' played by the third of 'players:' still makes Rosie walk,
    so Harry wins; the Pirate it names is kept when the player is given to the card."""
    text = "scenario: x\ndeck: expansion, plank\nplayers: Ann Ben Cat\ntrick: rosie harry plank:rosie\n"
    assert run(text + "winner: Ben harry\nremoved: rosie\n").passed
    assert not run(text + "winner: Ann rosie\nremoved: harry\n").passed


def test_an_unexpected_illegal_play_fails() -> None:
    """play.follow: with hands given and no 'illegal:', every play must be legal."""
    m = mismatch("scenario: x\ntrick: Ann=g5 Ben=y9\nhand Ben: y9 g2\nwinner: Ann\n")
    assert m.field == "illegal"
    assert m.expected == "none"
    assert m.actual.startswith("Ben play.follow (green is the lead suit and the hand holds green 2")


def test_an_expected_illegal_play_that_was_legal_fails() -> None:
    """play.free: expecting an illegal play that the rules allow fails."""
    m = mismatch("scenario: x\ntrick: Ann=g5 Ben=y9\nhand Ben: y9 p2\nillegal: Ben\n")
    assert (m.field, m.expected, m.actual) == ("illegal", "Ben", "none")


def test_the_wrong_rule_for_an_illegal_play_fails() -> None:
    """play.hand: the illegal play's rule is compared when given."""
    m = mismatch("scenario: x\ntrick: Ann=g5 Ben=g9\nhand Ben: g2\nillegal: Ben play.follow\n")
    assert "Ben play.hand" in m.actual


def test_an_expected_refusal_passes_on_kind_and_message() -> None:
    """box.copies: the refusal's kind and message part both match."""
    result = run('scenario: x\ntrick: sk sk\nrefused: deck "HOLDS ONE"\n')
    assert result.passed
    assert (
        result.error
        == "refused (deck error): card 2 'sk': Skull King appears 2 times in this trick (cards 1, 2); "
        + ("the box holds one copy")
    )


@pytest.mark.parametrize(
    ("refused", "actual"),
    [("trick", "a deck error: card 2 'sk'"), ('deck "plays twice"', "a deck error: card 2 'sk'")],
)
def test_a_refusal_of_another_kind_or_message_fails(refused: str, actual: str) -> None:
    """box.copies: the refusal must be the one expected."""
    m = mismatch(f"scenario: x\ntrick: sk sk\nrefused: {refused}\n")
    assert m.field == "refused"
    assert m.actual.startswith(actual)


def test_a_refusal_expected_of_a_valid_trick_fails() -> None:
    """rank.king: a trick the rules accept fails a scenario that expects a refusal."""
    m = mismatch('scenario: x\ntrick: Ann=sk Ben=g5\nrefused: trick "plays twice"\n')
    assert m.expected == 'a trick error saying "plays twice"'
    assert m.actual == "a verdict (Ann sk wins)"


def test_an_unexpected_refusal_fails_pointing_at_the_card() -> None:
    """play.order: a refusal nobody expected fails, at the line and column of the card at fault."""
    result = run("scenario: x\ntrick: Ann=g5 Ben=g6 Ann=g7\nwinner: Ben\n")
    assert result.status is Status.FAILED
    assert result.where == (2, 22)
    assert result.error is not None
    assert "plays twice" in result.error
    assert result_lines(result)[0] == "FAILED t.skull:1: x"
    assert result_lines(result)[3].startswith("  line 2:22: refused (trick error): ")


def test_an_unreadable_card_in_a_hand_is_refused_at_its_place() -> None:
    """box.suits: a hand's bad card, in a scenario expecting a refusal, is refused where it is."""
    result = run('scenario: x\ntrick: Ann=g5 Ben=g6\nhand Ben: g6 g99\nrefused: notation "in Ben\'s hand"\n')
    assert result.passed
    assert result.where == (3, 14)


def test_a_scenario_that_does_not_parse_is_an_error() -> None:
    """A scenario with problems does not run; it reports them."""
    doc = parse_text("scenario: x\ntrick: g5 g99\nwinner: P1\n", "t.skull")
    result = run_scenario(doc.scenarios[0])
    assert result.status is Status.ERROR
    assert headline(result) == "line 2:11: green runs from 1 to 14"


ROUND = """\
round: r
players: Ann Ben Cat
dealer: Cat
hand Ann: g14 y3
hand Ben: g2 b5
hand Cat: sk g9
bids: Ann=1 Ben=0 Cat=1
trick: Ann=g14 Ben=g2 Cat=g9
trick: Ann=y3 Ben=b5 Cat=sk
"""


def test_a_round_is_played_and_its_scores_compared() -> None:
    """score.bid, score.zero, bonus.fourteen: the round engine plays it; scores, taken and winners match."""
    result = run(ROUND + "scores: Ann=+30 Ben=+20 Cat=+20\ntaken: Ann=1 Ben=0 Cat=1\nwinners: Ann Cat\n")
    assert result.passed
    assert result.round is not None
    assert result.round.scores["Ann"].total == 30


@pytest.mark.parametrize(
    ("expect", "field", "expected", "actual"),
    [
        ("scores: Ann=+20 Cat=+20", "scores", "Ann=+20 Cat=+20", "Ann=+30 Cat=+20"),
        ("taken: Ben=1", "taken", "Ben=1", "Ben=0"),
        ("winners: Ann Ann", "winners", "Ann Ann", "Ann Cat"),
        ("trace: score.zero setup.dealer", "trace", "setup.dealer not found", "setup.deal setup.dealer"),
    ],
)
def test_a_round_expectation_that_differs_fails(expect: str, field: str, expected: str, actual: str) -> None:
    """score.bid: each round expectation reports the field, expected and actual, on its line."""
    m = mismatch(ROUND + expect + "\n")
    assert (m.field, m.line) == (field, 10)
    assert expected in m.expected
    assert actual in m.actual


def test_a_round_refusal_points_at_the_card_of_its_trick() -> None:
    """play.follow: an illegal play in a round is refused at its card's line and column."""
    text = (
        "round: r\nplayers: Ann Ben\nhand Ann: g14 g3\nhand Ben: g2 b5\nbids: Ann=1 Ben=0\n"
        "trick: Ann=g14 Graybeard=y2 Ben=b5\ntrick: Ann=g3 Graybeard=p2 Ben=g2\n"
    )
    result = run(text + "scores: Ann=0\n")
    assert result.status is Status.FAILED
    assert result.where == (6, 29)
    assert result.error is not None
    assert result.error.startswith("refused (illegal error): trick 1, card 3 'Ben=b5': Ben may not play b5")
    assert run(text + 'refused: illegal "Ben may not play b5"\n').passed


def test_a_round_expecting_a_refusal_that_plays_fails() -> None:
    m = mismatch(ROUND + 'refused: round "out of turn"\n')
    assert (m.field, m.actual) == ("refused", "a round played to its scores")


def test_powers_choices_reach_the_round_engine() -> None:
    """ability.bendt: Bendt's 'draw ... discard ...' is the engine's draw and discard."""
    text = (
        "round: r\nplayers: Ann Ben Cat\nabilities: on\nhand Ann: bendt g3\nhand Ben: g9 y2\nhand Cat: g5 y8\n"
        "bids: Ann=2 Ben=0 Cat=0\ntrick: Ann=bendt Ben=g9 Cat=g5\nbendt: draw b14 p1 discard g3 p1\n"
        "trick: Ann=b14 Ben=y2 Cat=y8\nscores: Ann=+60\n"
    )
    assert run(text).passed
    wrong = run(text.replace("draw b14 p1", "draw b14 b14"))
    assert wrong.status is Status.FAILED
    assert wrong.where == (9, 1)


def test_a_failure_reads_like_a_ruling() -> None:
    """kraken.leader: a failure shows the line, expected against actual, the verdict and its trace."""
    result = run("deck: advanced\nscenario: Kraken\ntrick: Ann=g5 Ben=g9 Cat=kraken\nnext leader: Ann\n")
    lines = result_lines(result)
    assert lines[0] == "FAILED t.skull:2: Kraken"
    assert "  line 4: next leader: expected Ann" in lines
    assert any(line.strip() == "got Ben" for line in lines)
    assert any("[kraken.leader; ruling.kraken-leader=would-have-won]" in line for line in lines)
    assert headline(result) == "line 4: next leader: expected Ann, got Ben"


ROUND_HEAD = "round: where\nplayers: Ann Ben Cat\ncards: {cards}\n{bids}\n{tricks}scores: Ann=+20\n"


@pytest.mark.parametrize(
    ("cards", "bids", "tricks", "where"),
    [
        (2, "bids: Ann=3 Ben=0 Cat=0", 2, (4, 1)),  # bid.range: the bids' line
        (2, "bids: Ann=1 Ben=0", 2, (4, 1)),  # bid.range: a bid missing
        (1, "bids: Ann=1 Ben=0 Cat=0", 2, (6, 1)),  # setup.deal: the first trick too many
        (2, "bids: Ann=1 Ben=0 Cat=0", 1, (3, 1)),  # setup.deal: too few for the cards dealt
        (1, "bids: Ann=1 Ben=0 Cat=0\ncannonball: Ann", 1, (5, 1)),  # score.choice: no cannonball under classic
    ],
)
def test_a_round_s_refusal_points_at_the_line_it_is_about(
    cards: int, bids: str, tricks: int, where: tuple[int, int]
) -> None:
    """bid.range, setup.deal, score.choice: a refused round points at its bids, its cannonball, the first trick too
    many or the cards dealt, not at the scenario's first line."""
    plays = ["Ann=g9 Ben=g2 Cat=g3", "Ann=g4 Ben=g5 Cat=g6"]
    text = ROUND_HEAD.format(cards=cards, bids=bids, tricks="".join(f"trick: {p}\n" for p in plays[:tricks]))
    (scenario,) = parse_text(text, "t.skull").scenarios
    result = run_scenario(scenario)
    assert result.status is Status.FAILED and result.where == where, (result.where, result.error)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("round: r\nplayers: A B C D E F G H I\ncards: 1\nbids: A=1\ntrick: A=g9\nscores: A=+20\n", (2, 1)),
        ("players: A B C D E F G H I\n\nround: r\ncards: 1\nbids: A=1\ntrick: A=g9\nscores: A=+20\n", (1, 1)),
        (
            "edition: 2013\n\ngame: g\nplayers: A B C\nvariant: even-keeled\nround 1: 0/0 0/0 1/1\nwinner: nobody\n",
            (5, 1),
        ),
        (
            "game: g\nplayers: A B C D E F G H I\ndeck: base\nround 1: 1/1 " + "0/0 " * 8 + "\nwinner: A\n",
            (2, 1),
        ),
    ],
)
def test_a_refused_table_or_variant_points_at_its_line(text: str, where: tuple[int, int]) -> None:
    """setup.players, first.deck: a round or a game the deck cannot seat points at its 'players:' line (the
    scenario's or the file's), and the first edition's refusal of a variant at the 'variant:' line, not at the
    scenario's first line."""
    (scenario,) = parse_text(text, "t.skull").scenarios
    result = run_scenario(scenario)
    assert result.status is Status.FAILED and result.where == where, (result.where, result.error)


def test_a_round_s_mismatches_are_listed_as_the_file_reads_them() -> None:
    """rank.lead, score.bid, score.zero: a round whose trick winner, tricks taken and scores are all wrong lists
    them in the file's order (winners, taken, scores), in its report and its result; the scores came first."""
    result = run(
        "players: Ann Ben Cat\n\nround: wrong\ncards: 1\nbids: Ann=1 Ben=0 Cat=0\ntrick: Ann=g5 Ben=g9 Cat=g3\n"
        "winners: Ann\ntaken: Ann=1 Ben=0 Cat=0\nscores: Ann=+20 Ben=+10 Cat=+10\n"
    )
    assert [(m.field, m.line) for m in result.mismatches] == [("winners", 7), ("taken", 8), ("scores", 9)]
    listed = [line.split(":")[1].strip() for line in result_lines(result) if line.startswith("  line ")]
    assert listed == ["winners", "taken", "scores"]
