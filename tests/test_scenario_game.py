"""Game scenarios: a whole game's schedule, dealers, rounds of score-sheet cells, totals and end.

The expected values are worked out by hand from the rules: classic scoring pays 20 per trick bid
when exact, loses 10 per trick off, and a zero bid is worth 10 per card dealt (score.bid,
score.miss, score.zero); Even Keeled deals 2, 4, 6, 8 and 10 cards (setup.variants).
"""

from __future__ import annotations

import pytest

from skrules.formats.scenario import format_scenario, format_scenarios
from skrules.formats.scenario.model import Game, GameRound, Refusal, Word
from skrules.scenario import Result, Scenario, ScenarioKind, Status, parse_text, run_scenario
from skrules.scenario.report import headline, result_dict, result_lines


def one(text: str) -> Scenario:
    doc = parse_text(text, "t.skull")
    assert doc.all_problems == [], [str(p) for p in doc.all_problems]
    (scenario,) = doc.scenarios
    return scenario


def game_of(s: Scenario) -> Game:
    assert s.game is not None
    return s.game


def run(text: str) -> Result:
    return run_scenario(one(text))


def problems(text: str) -> list[tuple[int, int, str, str]]:
    return [(p.line, p.column, p.text, p.message) for p in parse_text(text, "t.skull").all_problems]


# Round 1 deals 2: Ann 1/1 +20, Ben 0/0 +20, Cat 1/1 +20.
# Round 2 deals 4: Ann 2/2 and a 14 +50, Ben 0 bid with a trick taken -40, Cat 1/1 +20.
GAME = """\
game: Two rounds of Even Keeled
players: Ann Ben Cat
variant: even-keeled
dealer: Cat
round 1: 1/1 0/0 1/1
round 2: 2/2,14 0/1 1/1
"""

EVERY_KEY = """\
deck: base
game: Every key of a game
cites: setup.variants game.end ruling.dealer=stay
note: the dealer deals again
ruling: dealer=stay
scoring: classic
players: Ann Ben Cat
variant: Even Keeled
first dealer: Ben
round 1: 1/1 0/0 1/1
round 2: 2/2,14 0/1,loot=Cat 1/1,wager=20
cards: 2 4 6 8 10
dealers: Ben Ben Ben Ben Ben
first leaders: Cat Cat Cat Cat Cat
totals after round 1: Ann=20 Ben=+20 Cat=20
final totals: Ann=70 Ben=-20 Cat=40
winner: nobody
trace: setup.variants ruling.dealer=stay game.end
"""


def test_every_key_of_a_game_is_read_into_the_model() -> None:
    """setup.variants, ruling.dealer: a game using every key reads into the model, aliases included."""
    s = one(EVERY_KEY)
    assert s.kind is ScenarioKind.GAME
    assert (s.name, s.line, s.players) == ("Every key of a game", 2, ("Ann", "Ben", "Cat"))
    assert s.cites == ("setup.variants", "game.end", "ruling.dealer=stay")
    assert (s.settings.deck, dict(s.settings.rulings), s.settings.scoring) == (
        "base",
        {"ruling.dealer": "stay"},
        "classic",
    )
    g = game_of(s)
    assert (g.variant, g.dealer) == ("even-keeled", "Ben")
    assert g.rounds == (
        GameRound(1, (Word("1/1"), Word("0/0"), Word("1/1"))),
        GameRound(2, (Word("2/2,14"), Word("0/1,loot=Cat"), Word("1/1,wager=20"))),
    )
    assert (g.rounds[1].line, g.rounds[1].column, g.rounds[1].cells[1].column) == (11, 1, 17)
    e = g.expect
    assert e.schedule == (2, 4, 6, 8, 10)
    assert (e.dealers, e.leaders) == (("Ben",) * 5, ("Cat",) * 5)
    assert e.after == ((1, (("Ann", 20), ("Ben", 20), ("Cat", 20))),)
    assert e.totals == (("Ann", 70), ("Ben", -20), ("Cat", 40))
    assert (e.winner, e.tie, e.refused) == ("nobody", None, None)
    assert e.trace == ("setup.variants", "ruling.dealer=stay", "game.end")
    assert (e.lines["schedule"], e.lines["after 1"], e.lines["totals"], e.lines["winner"]) == (12, 15, 16, 17)


def test_a_game_reads_back_from_the_formatter() -> None:
    """The formatter writes a game in the canonical layout, which reads back the same."""
    s = one(EVERY_KEY)
    text = format_scenario(s)
    assert text.splitlines()[:2] == ["game: Every key of a game", "cites: setup.variants game.end ruling.dealer=stay"]
    assert "round 2: 2/2,14 0/1,loot=Cat 1/1,wager=20" in text.splitlines()
    assert "totals after round 1: Ann=+20 Ben=+20 Cat=+20" in text.splitlines()
    assert parse_text(format_scenarios([s]), "t.skull").scenarios == (s,)


def test_a_game_is_dealt_and_scored() -> None:
    """setup.variants, setup.dealer, score.zero, game.end: every expectation met by two rounds of five."""
    result = run(
        GAME + "schedule: 2 4 6 8 10\ndealers: Cat Ann Ben Cat Ann\nleaders: Ann Ben Cat Ann Ben\n"
        "totals after round 1: Ann=20 Ben=20 Cat=20\ntotals: Ann=70 Ben=-20 Cat=40\nwinner: nobody\n"
        "trace: setup.variants setup.cap setup.dealer score.zero setup.dealer score.bonus game.end\n"
    )
    assert result.status is Status.PASSED, result
    assert result.game is not None
    assert result.game.table.totals() == {"Ann": 70, "Ben": -20, "Cat": 40}
    assert result.game.played == ()  # rounds of cells are scored, not played trick by trick
    assert [r.number for r in result.game.rounds] == [1, 2]  # the game holds them as cells
    assert result_dict(result)["game"] == result.game.as_dict()


@pytest.mark.parametrize(
    ("expect", "field", "expected", "actual"),
    [
        ("schedule: 2 4 6 8", "schedule", "2 4 6 8 (4 rounds)", "2 4 6 8 10 (5 rounds)"),
        ("dealers: Cat Cat Cat Cat Cat", "dealers", "Cat Cat Cat Cat Cat", "Cat Ann Ben Cat Ann"),
        ("leaders: Ann Ann Ann Ann Ann", "leaders", "Ann Ann Ann Ann Ann", "Ann Ben Cat Ann Ben"),
        ("totals: Ann=70 Ben=-40", "totals", "Ann=70 Ben=-40", "Ann=70 Ben=-20"),
        ("totals after round 1: Cat=10", "totals after round 1", "Cat=10", "Cat=20"),
        ("winner: Ann", "winner", "Ann", "nobody yet: 2 of 5 rounds given, Ann leading with 70"),
        ("tie: Ann Ben", "tie", "Ann Ben", "nobody yet: 2 of 5 rounds given"),
        (
            "trace: game.end setup.variants",
            "trace",
            "setup.variants not found",
            "setup.variants ruling.even-keeled=single setup.cap",
        ),
    ],
)
def test_a_game_expectation_that_differs_fails(expect: str, field: str, expected: str, actual: str) -> None:
    """game.end, setup.dealer: each expectation of a game reports its field, expected and actual, on its line."""
    result = run(GAME + expect + "\n")
    assert result.status is Status.FAILED
    (m,) = result.mismatches
    assert (m.field, m.line) == (field, 7)
    assert expected in m.expected
    assert actual in m.actual


# Swift-n-Salty Skirmish, five rounds of 5 cards. Ann: 20+60+50+40+20 = 190;
# Ben: 20+20+100+40+50 = 230; Cat: 60+20+50+20+80 = 230. Ben and Cat share the highest total.
TIED = """\
game: A tie
players: Ann Ben Cat
variant: swift-n-salty
round 1: 1/1 1/1 3/3
round 2: 3/3 1/1 1/1
round 3: 0/0 5/5 0/0
round 4: 2/2 2/2 1/1
round 5: 1/1 0/0 4/4
"""


def test_tied_leaders_after_the_last_round_need_another_round() -> None:
    """game.tie: tied leaders are a tie, not a winner; the trace says another round is played."""
    assert run(TIED + "tie: Cat Ben\nwinner: nobody\ntrace: game.end game.tie\n").passed
    assert run(TIED + "tie: Ann Ben\n").mismatches[0].actual == "a tie: Ben and Cat share the highest total, 230"
    won = TIED.replace("round 5: 1/1 0/0 4/4", "round 5: 1/1 1/1 3/3")  # Ben 200, Cat 210: Cat wins
    assert run(won + "winner: Cat\n").passed
    assert run(won + "tie: Ben Cat\n").mismatches[0].actual == "Cat with 210"


def test_the_tie_break_round_is_not_a_round_of_the_game() -> None:
    """game.tie: a sixth round in a five-round game is refused at its line, kind 'round'."""
    text = TIED + "round 6: 1/1 0/0 0/0\n"
    result = run(text + "tie: Ben Cat\n")
    assert result.status is Status.FAILED
    assert result.where == (9, 1)
    assert result.error == (
        "refused (round error): Swift-n-Salty Skirmish has 5 rounds, so there is no round 6 (a tie at the end is "
        "broken by another round, which skrules does not score) (game.tie)"
    )
    assert run(text + 'refused: round "no round 6"\n').passed
    assert not run(text + 'refused: deal "no round 6"\n').passed


@pytest.mark.parametrize(
    ("text", "where", "kind", "message"),
    [
        # Round 1 deals 1 card: a bid of 2 cannot be made (bid.range), at the cell.
        ("game: g\nplayers: Ann Ben\nround 1: 0/0 2/1\nwinner: nobody\n", (3, 14), "round", "Ben's bid is 2"),
        # Eight players from 70 cards: round 9 deals 8, so 9 tricks cannot be won (setup.cap), at the row.
        (
            "game: g\nplayers: A B C D E F G H\nvariant: whirlpool\nround 1: 9/9 0/0 0/0 0/0 0/0 0/0 0/0 0/0\n"
            "winner: nobody\n",
            (4, 1),
            "round",
            "the tricks won add up to 9, but round 1 has only 8 tricks",
        ),
        # Nine players need the Expansion Pack (setup.players), at the players line.
        ("game: g\nplayers: A B C D E F G H I\nschedule: 1\n", (2, 1), "deal", "this deck seats at most 8"),
        # Cannonball is a Rascal scoring option (score.choice), at the cell.
        ("game: g\nplayers: Ann Ben\nround 1: 1/1,cannonball 0/0\nwinner: nobody\n", (3, 10), "round", "cannonball"),
    ],
)
def test_a_game_that_cannot_be_dealt_or_scored_is_refused_at_its_place(
    text: str, where: tuple[int, int], kind: str, message: str
) -> None:
    """setup.cap, setup.players, bid.range: refusals of kind round or deal, each at the text at fault."""
    result = run(text)
    assert result.status is Status.FAILED
    assert result.where == where
    assert result.error is not None
    assert result.error.startswith(f"refused ({kind} error): ")
    assert message in result.error
    lines = text.splitlines()
    expected = f'refused: {kind} "{message}"'
    kept = [line for line in lines if not line.startswith(("winner", "schedule"))]
    assert run("\n".join([*kept, expected]) + "\n").passed


def test_the_first_dealer_must_sit_at_the_table() -> None:
    """setup.dealer: a first dealer off the table is a problem of the file, or the deal's refusal to expect."""
    assert problems("game: g\nplayers: Ann Ben\ndealer: Dan\nschedule: 1\n")[0][:3] == (3, 9, "Dan")
    result = run('game: g\nplayers: Ann Ben\ndealer: Dan\nrefused: deal "not one of the players"\n')
    assert result.passed
    assert result.where == (3, 1)


def test_a_game_expecting_a_refusal_that_adds_up_fails() -> None:
    result = run(GAME + 'refused: round "deals"\n')
    (m,) = result.mismatches
    assert (m.field, m.actual, m.line) == ("refused", "a game scored to its totals", 7)


def test_the_rulings_of_a_game_decide_its_steps() -> None:
    """ruling.whirlpool, ruling.dealer: each reading decides the schedule or the deal, and the trace says so."""
    base = "game: g\nplayers: Ann Ben Cat\nvariant: whirlpool\ndealer: Ann\n"
    pairs = run(base + "schedule: 9 9 7 7 5 5 3 3 1 1\ndealers: Ann Ben Cat Ann Ben Cat Ann Ben Cat Ann\n")
    assert pairs.passed
    assert pairs.game is not None
    cites = [step.cites for step in pairs.game.trace]
    assert cites[:3] == ["setup.variants; ruling.whirlpool=pairs", "setup.cap", "setup.dealer"]
    assert cites[3] == "setup.dealer; ruling.dealer=rotate"
    single = run(base + "ruling: whirlpool=single, dealer=stay\nschedule: 9 7 5 3 1\ndealers: Ann Ann Ann Ann Ann\n")
    assert single.passed
    assert single.game is not None
    assert [step.cites for step in single.game.trace][3] == "setup.dealer; ruling.dealer=stay"


def test_a_failing_game_reads_like_a_score_sheet() -> None:
    """game.end: a failure shows the rows, expected against actual, the schedule, the table and the trace."""
    result = run(GAME + "totals: Ann=80\n")
    lines = result_lines(result)
    assert lines[0] == "FAILED t.skull:1: Two rounds of Even Keeled"
    assert "  round 2: 2/2,14 0/1 1/1" in lines
    assert "  line 7: totals: expected Ann=80" in lines
    assert "    schedule  2 4 6 8 10" in lines
    assert "    dealers   Cat Ann Ben Cat Ann" in lines
    assert any(line.split() == ["2", "4", "+50", "(70)", "-40", "(-20)", "+20", "(40)"] for line in lines)
    assert any("[game.end] After 2 of 5 rounds Ann leads with 70." in line for line in lines)
    assert headline(result) == "line 7: totals: expected Ann=80, got Ann=70"


# ----------------------------------------------------------------------------------- problems


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("game: g\nround 1: 1/1 0/0\nwinner: nobody\n", (1, 7), "a game needs its table"),
        ("game: g\nplayers: Ann Ben\n", (1, 7), "this game expects nothing"),
        ("game: g\nplayers: Ann Ben\nvariant: whirlpol\nschedule: 1\n", (3, 10), "did you mean 'whirlpool'?"),
        ("game: g\nplayers: Ann Ben\nround 1: 1/1\nschedule: 1\n", (3, 10), "round 1 has 1 cell for 2 players"),
        ("game: g\nplayers: Ann Ben\nround 2: 1/1 0/0\nschedule: 1\n", (3, 7), "this is round 1 of the game"),
        ("game: g\nplayers: Ann Ben\nround ²: 1/1 0/0\nschedule: 1\n", (3, 7), "this is round 1 of the game"),
        ("game: g\nplayers: Ann Ben\nround 1:\nschedule: 1\n", (3, 1), "give round 1 as a cell per player"),
        ("game: g\nplayers: Ann Ben\nround 1: 1/x 0/0\nschedule: 1\n", (3, 10), "Ann's cell must start with BID/WON"),
        ("game: g\nplayers: Ann Ben\nround 1: 1/1 0/0,loot=Zed\nschedule: 1\n", (3, 18), "the other ally"),
        ("game: g\nplayers: Ann Ben\nround 1: 1/1 0/0,pirrate\nschedule: 1\n", (3, 18), "did you mean 'pirate'?"),
        ("game: g\nplayers: Ann Ben\nschedule: 1 two\n", (3, 13), "the cards dealt in each round"),
        ("game: g\nplayers: Ann Ben\nschedule: 1\ncards: 1\n", (4, 1), "the schedule is given twice"),
        ("game: g\nplayers: Ann Ben\ndealers: Ann Bob\n", (3, 14), "'Bob' is not at this table"),
        ("game: g\nplayers: Ann Ben\ntotals: Ann=1 Bob=2\n", (3, 15), "'Bob' is not at this table"),
        ("game: g\nplayers: Ann Ben\ntotals: Ann\n", (3, 9), "a total reads NAME=POINTS"),
        ("game: g\nplayers: Ann Ben\ntotals after round 2: Ann=1\n", (3, 20), "the game gives 0 rounds"),
        ("game: g\nplayers: Ann Ben\ntotals after round: Ann=1\n", (3, 1), "say after which round"),
        ("game: g\nplayers: Ann Ben\ntie: Ann\n", (3, 6), "a tie names the two or more players"),
        ("game: g\nplayers: Ann Ben\ntie: Ann Ann\n", (3, 6), "a tie names the two or more players"),
        ("game: g\nplayers: Ann Ben\nwinner: Ann Ben\n", (3, 9), "name the player with the highest total"),
        ("game: g\nplayers: Ann Ben\nwinner: Ann\ntie: Ann Ben\n", (4, 1), "one winner or with a tie, not both"),
        ('game: g\nplayers: Ann Ben\nschedule: 1\nrefused: deal "x"\n', (3, 1), "a refused game has no 'schedule'"),
        ("game: g\nplayers: Ann Ben\ntrick: Ann=g5 Ben=g9\n", (3, 1), "'trick' is not a key of a game"),
        ("game: g\nplayers: Ann Ben\nbids: Ann=1\n", (3, 1), "each round of a game is one line of cells"),
        ("game: g\nplayers: Ann Ben\nnext leader: Ann\n", (3, 1), "a game expects 'schedule'"),
        ("scenario: x\ntrick: g5 g9\ntie: P1 P2\n", (3, 1), "'tie' belongs to a game scenario"),
        ("round: r\nplayers: A B\nvariant: whirlpool\n", (3, 1), "'variant' belongs to a game scenario"),
        ("round: r\nplayers: A B\nround 1: 1/1 0/0\n", (3, 1), "'round N: CELLS' is a round of a game scenario"),
        ("players: A B\nround 1: 1/1 0/0\n", (2, 1), "'round N: CELLS' is a round of a game scenario"),
        ("round: r\nplayers: A B\ncards: ²\nbids: A=0\n", (3, 8), "the number of cards dealt"),
        ('game: g\nplayers: A B\nrefused: game "x"\n', (3, 10), "KIND is notation, deck, trick, ruleset, round"),
    ],
)
def test_game_problems_say_where_and_what_would_be_right(text: str, where: tuple[int, int], message: str) -> None:
    """setup.variants, game.tie, score.bonus: a game's own problems, each at its line and column."""
    got = parse_text(text, "t.skull").all_problems
    found = [p for p in got if message in p.message]
    assert found, [str(p) for p in got]
    assert (found[0].line, found[0].column) == where, str(found[0])


def test_a_refused_game_leaves_names_to_the_deal() -> None:
    """setup.dealer: with a refusal expected, a name off the table is not a problem of the file."""
    s = one('game: g\nplayers: Ann Ben\ndealer: Dan\nrefused: "not one of the players"\n')
    assert game_of(s).dealer == "Dan"
    assert game_of(s).expect.refused == Refusal(None, "not one of the players")


def test_the_scenario_keys_still_read_after_a_game() -> None:
    """A game ends where the next scenario starts: its rows belong to it, the next trick to the next."""
    doc = parse_text(GAME + "schedule: 2 4 6 8 10\n\nscenario: x\ntrick: g5 g9\nwinner: P2\n", "t.skull")
    assert doc.all_problems == []
    assert [s.kind for s in doc.scenarios] == [ScenarioKind.GAME, ScenarioKind.TRICK]
    assert len(game_of(doc.scenarios[0]).rounds) == 2


@pytest.mark.parametrize(
    ("settings", "rows", "refused"),
    [
        ("deck: base", "round 1: 1/1,loot=Ben 0/0 0/0", "Loot"),
        ("deck: base", "round 1: 1/1 0/0 0/0\nround 2: 1/1,con 0/1 0/0", "First Mate Con"),
        ("deck: base", "round 1: 1/1,8 0/0 0/0", "expansion 8"),
        ("deck: base\nabilities: on", "round 1: 1/1 0/0 0/0\nround 2: 2/1,harry=-1,wager=20 0/1 0/0", "2 tricks won"),
        ("abilities: off", "round 1: 1/1 0/0 0/0\nround 2: 2/2,harry=-1 0/0 0/0", "abilities"),
    ],
)
def test_a_game_s_cells_are_checked_against_its_deck_and_abilities(settings: str, rows: str, refused: str) -> None:
    """box.copies, score.alliance, con.bonus, exp.eight, ability.harry, score.wager: a game's rounds are cells as a
    score sheet writes them, and refused as a sheet refuses them against the deck and abilities it says (a base
    deck holds no Loot, Con or expansion 8; Harry and Rascal need a trick each; 'abilities: off' uses none)."""
    text = f"game: checked\nplayers: Ann Ben Cat\n{settings}\n{rows}\nrefused: round {refused!r}\n".replace("'", '"')
    result = run(text)
    assert result.status is Status.PASSED, result_lines(result)  # refused, for the reason named


def test_setup_variants_a_one_card_schedule_says_card() -> None:
    """setup.variants: Past Your Bedtime deals one card, and its trace says "1 card", not "1 cards"; Even Keeled
    lists its counts."""
    from skrules.deal import Variant, schedule
    from skrules.rules import RuleSet

    bedtime = schedule(4, RuleSet(), Variant.PAST_YOUR_BEDTIME).trace[0].text
    assert bedtime == "Past Your Bedtime: 1 card."
    assert schedule(4, RuleSet(), Variant.EVEN_KEELED).trace[0].text == "Even Keeled: 2, 4, 6, 8, 10 cards."


def test_a_failed_game_with_no_deck_says_its_rounds_are_checked_against_every_deck() -> None:
    """game.end, score.won: a game that names no deck has its rounds checked as a score sheet's are, against
    every deck (two of its six tricks won is possible with a Kraken); its failure says so, not "deck base"."""
    result = run("game: A Kraken game\nplayers: Ann Ben Cat\nvariant: skip-to-the-brawl\nround 1: 1/1 0/0 1/1\n"
                 "winner: Ben\n")  # fmt: skip
    assert result.status is Status.FAILED
    said = "\n".join(result_lines(result))
    assert "deck auto (a game names no card: a round is checked against every deck)" in said
    assert "deck base" not in said
