"""Score sheets: reading, adding up, and every problem reported at its line and column."""

from __future__ import annotations

from typing import cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.deal import schedule
from skrules.errors import SheetError
from skrules.formats.cells import Report, most_unwon_in_round, read_cells, round_cards, score_cells
from skrules.formats.sheet import read_sheet
from skrules.formats.text import Word, split_words
from skrules.i18n import localizer
from skrules.rules import FULL_BOX, RuleSet, Scoring
from skrules.scoring import BONUS_KINDS, Ally, ScoreError, bonus, check_round, check_row, score

from .conftest import examples

HEAD = "players: Ann Ben Cat\n"


def problems(text: str) -> list[str]:
    with pytest.raises(SheetError) as info:
        read_sheet(text, "game.sheet")
    return [str(p) for p in info.value.problems]


def test_a_sheet_of_bids_and_tricks_won_is_added_up() -> None:
    """score.bid, score.zero, score.bonus, score.alliance, score.wager, game.end: a running table."""
    text = HEAD + "round 1: 1/1 0/0 0/0\nround 2: 1/1,mermaid 0/0,loot=Ann 0/1,wager=20\n"
    result = read_sheet(text)
    table = result.table
    assert table.round_totals() == [{"Ann": 20, "Ben": 10, "Cat": 10}, {"Ann": 60, "Ben": 40, "Cat": -40}]
    assert table.totals() == {"Ann": 80, "Ben": 50, "Cat": -30}
    assert table.leaders == ("Ann",)
    assert not table.complete
    assert result.schedule.cards[:2] == (1, 2)


@pytest.mark.parametrize("written", ["1/1,14,mermaid 0/0,loot=Ann 0/1", "1/1,14,mermaid,loot=Ben 0/0 0/1"])
def test_a_loot_of_a_player_who_won_no_trick_fills_a_place_in_the_winner_s_trick(written: str) -> None:
    """loot.alliance, bonus.capture, play.order: Ben won no trick, so his Loot lies in the trick Ann won, beside
    her Pirate, the Mermaid and the 14 it took: 4 cards where 3 players play 3. Refused at Ann's cell, whichever
    ally's cell writes the alliance; with Ben's trick won it may lie in his, and the round adds up."""
    said = problems(HEAD + f"round 1: 1/1 0/0 0/0\nround 2: {written}\n")
    assert said == [
        "game.sheet:3:10: 4 cards needed in 1 trick won: the cards captured for bonuses, the cards that won them "
        "and the Loot of Ben, who won no trick; but a trick holds 3 cards with 3 players "
        "(bonus.capture, loot.alliance, play.order)"
    ]
    both = read_sheet(HEAD + "round 1: 1/1 0/0 0/0\nround 2: 1/1,14,mermaid 0/1,loot=Ann 0/0\n")
    assert both.table.round_totals()[1]["Ann"] == 20 + 10 + 20


def test_the_cards_of_a_round_come_from_the_schedule() -> None:
    """score.zero, setup.cap: round 9 at eight players deals 8 cards, so a zero bid is worth 80 (P8 bids and
    wins every trick: no deck leaves eight tricks of a round unwon)."""
    players = " ".join(f"P{i}" for i in range(1, 9))
    cards = (1, 2, 3, 4, 5, 6, 7, 8, 8)
    rows = "".join(f"round {r}: " + " ".join(["0/0"] * 7) + f" {c}/{c}\n" for r, c in enumerate(cards, 1))
    table = read_sheet(f"players: {players}\n" + rows).table
    assert table.rounds[8]["P1"].total == 80
    assert table.totals()["P1"] == sum(10 * c for c in cards)


def test_variant_sets_the_cards_and_the_number_of_rounds() -> None:
    """setup.variants, game.end, game.tie: Even Keeled, five rounds; tied at the end."""
    rows = "".join(f"round {r}: 0/0 0/0\n" for r in range(1, 6))
    table = read_sheet("players: Ann Ben\nvariant: even-keeled\n" + rows).table
    assert [row["Ann"].cards for row in table.rounds] == [2, 4, 6, 8, 10]
    assert table.complete and table.tie
    assert table.trace.rules == ["game.end", "game.tie"]


def test_rascal_sheet_with_cannonball_cells() -> None:
    """score.rascal, score.cannonball, score.choice: grapeshot by default, cannonball by choice."""
    text = "players: Ann Ben\nscoring: rascal\nround 1: 0/1 1/0,cannonball\n"
    table = read_sheet(text).table
    assert table.round_totals() == [{"Ann": 5, "Ben": 0}]
    assert table.rounds[0]["Ben"].method is Scoring.CANNONBALL


def test_harry_in_a_cell() -> None:
    """ability.harry: harry=+1 turns a bid of 0 with the trick won (by Harry) into a made bid of 1."""
    table = read_sheet(HEAD + "round 1: 0/1,harry=+1 0/0 0/0\n").table
    assert table.round_totals() == [{"Ann": 20, "Ben": 10, "Cat": 10}]


def test_rulings_in_the_header() -> None:
    """ruling.rascal-halves: the header switches a ruling."""
    text = "players: Ann Ben\nscoring: rascal\nruling: rascal-halves=away-from-zero\nround 1: 0/1,8 0/0\n"
    assert read_sheet(text).table.round_totals() == [{"Ann": 5 + 3, "Ben": 10}]
    assert read_sheet(text, rulings={"ruling.rascal-halves": "toward-zero"}).table.round_totals()[0]["Ann"] == 7


@pytest.mark.parametrize(("reading", "ann"), [("made", -10), ("always", -10 + 20)])
def test_davy_jones_bonus_in_a_cell_is_paid_as_the_header_s_ruling_says(reading: str, ann: int) -> None:
    """davy.bonus, ruling.davy-needs-bid: a cell's davy, read before the header's rulings apply, is paid on a
    missed bid when the sheet says always, as skrules score --ruling davy-needs-bid=always pays it."""
    text = f"players: Ann Ben Cat\ndeck: all\nruling: davy-needs-bid={reading}\nround 1: 1/0,davy 0/0 1/1\n"
    assert read_sheet(text).table.round_totals() == [{"Ann": ann, "Ben": 10, "Cat": 20}]
    said = score(1, 1, 0, awards=[bonus("davy", rules=RuleSet(choices={"ruling.davy-needs-bid": reading}))])
    assert said.total == ann


def test_a_round_given_by_its_tricks_is_played() -> None:
    """setup.dealer, ability.rosie, score.*: round 3 is dealt by Ben, so Cat leads it."""
    text = (
        HEAD
        + "abilities: yes\nround 1: 1/1 0/0 0/0\nround 2: 0/0 0/0 2/2\nround 3:\n"
        + "  bids: Ann=1 Ben=0 Cat=1\n"
        + "  trick: Cat=g8 Ann=g5 Ben=g7\n  trick: Cat=rosie Ann=b3 Ben=b9\n  rosie: Ann\n"
        + "  trick: Ann=y2 Ben=mermaid Cat=sk\n"
    )
    result = read_sheet(text)
    assert result.table.round_totals()[2] == {"Ann": -10, "Ben": -30, "Cat": -10}
    assert 3 in result.played
    assert result.played[3].tricks[2].leader == "Ann"


def test_every_problem_is_reported_with_line_and_column() -> None:
    """Every error in the file, each at its place."""
    text = "players: Ann Ben Cat\ncolour: red\nround 1: 1/1 0/0\nround 2: 2/2,pirrate 0/0 1/x\nround 4: 0/0 0/0 0/0\n"
    assert problems(text) == [
        "game.sheet:2:1: 'colour:': before the first round, a line is a header "
        "(players, scoring, variant, deck, ruling, abilities, dealer, edition, house)",
        "game.sheet:3:14: round 1 has 2 cells for 3 players (Ann, Ben, Cat); write BID/WON for each",
        "game.sheet:4:14: 'pirrate': did you mean 'pirate'? the bonuses are 14, black14, mermaid, pirate, king, con, "
        "8, 7, davy",
        "game.sheet:4:26: '1/x': Cat's cell must start with BID/WON, e.g. 2/1",
        "game.sheet:5:1: round 4 comes where round 3 was expected; number the rounds 1, 2, 3, ...",
    ]


def test_a_misnumbered_round_is_told_once_and_later_rounds_follow_it() -> None:
    """setup.deal: a sheet that starts at round 2, or skips a round, is refused at that line alone; the rounds after it
    follow its number (round 3 after round 2 is in order) and are checked against the cards their own number deals,
    so no later round is refused for the same slip (its tricks won add up to its own cards)."""
    assert problems(HEAD + "round 2: 1/1 0/1 1/0\nround 3: 1/1 0/1 1/1\n") == [
        "game.sheet:2:1: round 2 comes where round 1 was expected; number the rounds 1, 2, 3, ...",
    ]
    assert problems(HEAD + "round 1: 1/1 0/0 0/0\nround 3: 1/1 0/1 1/1\nround 4: 1/1 0/1 1/2\n") == [
        "game.sheet:3:1: round 3 comes where round 2 was expected; number the rounds 1, 2, 3, ...",
    ]
    assert problems(HEAD + "round 1: 1/1 0/0 0/0\nround 1: 0/1 0/0 0/0\nround 2: 1/1 0/1 0/0\n") == [
        "game.sheet:3:1: round 1 comes where round 2 was expected; number the rounds 1, 2, 3, ...",
    ]


def test_numbers_are_checked_against_the_round_in_line_order() -> None:
    """bid.range: a bid above the cards dealt; more tricks won than the round has; sorted by column."""
    assert problems(HEAD + "round 1: 2/0 0/1 0/1\n") == [
        "game.sheet:2:1: the tricks won add up to 2, but round 1 has only 1 trick",
        "game.sheet:2:10: Ann's bid is 2, but round 1 deals 1 card to each (bid.range)",
    ]


def test_a_trick_error_points_at_the_card() -> None:
    """play.order: the card played out of turn, at its column."""
    text = HEAD + "round 1:\n  bids: 0 0 1\n  trick: Ben=g1 Ann=g2 Cat=g3\n"
    assert problems(text) == [
        "game.sheet:4:10: trick 1, card 1 'Ben=g1': Ann leads this trick (Ann sits left of the dealer, Cat), "
        "not Ben (play.order)"
    ]


def test_an_ability_error_points_at_its_line() -> None:
    """ability.rosie: a choice naming nobody, at the choice's line."""
    text = (
        HEAD
        + "abilities: yes\nround 1: 0/0 0/0 1/1\nround 2:\n  bids: 1 0 0\n"
        + "  trick: Ben=rosie Cat=g2 Ann=g3\n  rosie: Dan\n  trick: Ben=g4 Cat=g5 Ann=g6\n"
    )
    assert problems(text) == [
        "game.sheet:7:3: trick 1, 'rosie Dan': Rosie D'Laney's choice names 'Dan', who is not one of the players "
        "(Ann, Ben, Cat) (ability.rosie)"
    ]


def test_a_sheet_without_the_abilities_refuses_a_cell_that_uses_one() -> None:
    """ability.unlock, ability.rascal, ability.harry: 'abilities: no' plays without the pirate abilities, so a
    cell's wager or change is refused where it is written, as the trick-by-trick form refuses it; a sheet that
    says nothing takes them, as the score command does."""
    rows = "round 1: 1/1 0/0 0/0\nround 2: 1/2,harry=+1 0/0 0/0\nround 3: 2/2,wager=20 1/1 0/0\n"
    assert problems(HEAD + "abilities: no\n" + rows) == [
        "game.sheet:4:10: Ann uses Harry the Giant's ability, but an 'abilities:' line turned the pirate abilities off "
        "(ability.unlock)",
        "game.sheet:5:10: Ann uses Rascal of Roatan's ability, but an 'abilities:' line turned the pirate abilities "
        "off (ability.unlock)",
    ]
    assert read_sheet(HEAD + rows).table.totals()["Ann"] == 20 + 40 + 60


def test_one_player_a_round_is_paid_for_the_pirates_the_skull_king_took() -> None:
    """bonus.pirate, box.copies: there is one Skull King, so two players' Pirate bonuses in one round are
    refused at the round, however few Pirates each."""
    rows = "round 1: 1/1 0/0 0/0\nround 2: 0/0 0/0 2/2\nround 3: 1/1,pirate 1/1,pirate 1/1\n"
    assert problems(HEAD + rows) == [
        "game.sheet:4:1: round 3: Pirates taken by the Skull King for Ann and Ben: there is one Skull King, and "
        "the Pirates it takes go to one player (bonus.pirate, box.copies)"
    ]


def test_cell_items_are_checked_every_one() -> None:
    """ability.rascal, ability.harry, score.alliance: each bad item at its own column, all of them."""
    assert problems(HEAD + "round 1: 1/1,wager=15 0/0,loot=Dan 0/0,harry=+2\n") == [
        "game.sheet:2:14: 'wager=15': write wager=0, wager=10 or wager=20 (ability.rascal)",
        "game.sheet:2:27: loot=Dan: the other ally is one of the other players (Ann, Cat)",
        "game.sheet:2:40: 'harry=+2': write harry=-1, harry=0 or harry=+1 (ability.harry)",
    ]


def test_cannonball_needs_rascal_scoring() -> None:
    """score.choice: cannonball is a Rascal scoring option."""
    assert problems(HEAD + "round 1: 1/1,cannonball 0/0 0/0\n") == [
        "game.sheet:2:10: cannonball is an option of Rascal scoring; this sheet scores classic (score.choice)"
    ]


def test_players_come_first() -> None:
    assert problems("round 1: 1/1 0/0\n") == [
        "game.sheet:1:1: a sheet starts with 'players: NAME NAME ...', in seat order"
    ]
    assert problems("players: Ann\n") == [
        "game.sheet:1:1: list two or more players in seat order: 'players: Ann Ben Cat'"
    ]


def test_the_players_may_be_written_with_commas_as_a_scenario_writes_them() -> None:
    """setup.players: 'players: Ann, Ben,Cat' seats Ann, Ben and Cat, as a scenario's players line and the
    table's --players read them (no name holds a comma); a name refused among them is told at its own column."""
    spaced = read_sheet(HEAD + "round 1: 1/1 0/0 0/0\n", "game.sheet")
    commas = read_sheet("players: Ann, Ben,Cat\nround 1: 1/1 0/0 0/0\n", "game.sheet")
    assert commas.players == spaced.players == ("Ann", "Ben", "Cat")
    assert commas == spaced
    assert problems("players: Ann,B=n Cat\n") == [
        "game.sheet:1:14: 'B=n' is not a player name (use letters and digits, no spaces, '=', ',' or ':')"
    ]
    assert problems("players: Ann, Ann\n") == ["game.sheet:1:1: Ann is listed twice; each player has one seat"]


def test_a_row_of_cells_written_with_commas_between_them_is_told_how_cells_are_parted() -> None:
    """bid.range: cells are parted by spaces and a cell's items by commas, so '1/1, 0/0' leaves nothing after
    Ann's comma: told once a cell, at that comma, with how a row is written (not as an unknown bonus '')."""
    assert problems(HEAD + "round 1: 1/1, 0/0,, 0/0\n") == [
        f"game.sheet:2:{column}: '{cell}': nothing follows a comma in {player}'s cell; separate the cells with"
        " spaces ('2/1 0/0') and a cell's bonuses with commas ('2/1,14')"
        for column, cell, player in [(14, "1/1,", "Ann"), (19, "0/0,,", "Ben")]
    ]


def test_too_many_players_for_the_deck() -> None:
    """setup.players, exp.players: nine players need the Expansion Pack; a sheet that names no deck is told the
    line that brings its cards, one that names the base deck that this deck seats eight."""
    players = " ".join(f"P{i}" for i in range(9))
    (found,) = problems(f"players: {players}\nround 1: " + "0/0 " * 9 + "\n")
    assert found == (
        "game.sheet:1:1: 9 players: with no 'deck:' line the sheet is read with the base deck, which seats at most 8"
        " (setup.players); write 'deck: all' to play with the Expansion Pack's cards (exp.players)"
    )
    (found,) = problems(f"players: {players}\ndeck: base\nround 1: " + "0/0 " * 9 + "\n")
    assert found.startswith("game.sheet:1:1: 9 players: this deck seats at most 8 (setup.players)")
    one_trick = "1/1 " + "0/0 " * 8  # every trick is won by someone without a sea monster (rank.escape)
    with_pack = read_sheet(f"players: {players}\ndeck: expansion\nround 1: {one_trick}\n")
    assert with_pack.schedule.cards[-1] == 9  # 84 cards: the numbers, Wild 15 and Mary Thorne only
    everything = read_sheet(f"players: {players}\ndeck: all\nround 1: {one_trick}\n")
    assert everything.schedule.cards[-1] == 10  # exp.players: nine play ten full rounds with every card


def test_rounds_beyond_the_schedule() -> None:
    """game.tie: the schedule has as many rounds as the variant."""
    text = "players: Ann Ben\nvariant: past-your-bedtime\nround 1: 0/0 0/0\nround 2: 0/0 0/0\n"
    (found,) = problems(text)
    assert found.startswith("game.sheet:4:1: Past Your Bedtime has 1 round, so there is no round 2")


# ------------------------------------------------------------------ fuzzing

sheet_chars = st.sampled_from(list("players:roundbidstrick AnnBenCat=/,0123456789#\n\t+-gyb14mermaidpiratesk:x"))


@settings(max_examples=examples(300))
@given(st.text(sheet_chars, max_size=200))
def test_any_text_gives_a_table_or_a_sheet_error(text: str) -> None:
    """Nothing a file holds raises anything but SheetError, and every problem has a place in the file."""
    try:
        read_sheet(text, "f")
    except SheetError as err:
        lines = text.splitlines() or [""]
        for p in err.problems:
            assert 1 <= p.line <= max(1, len(lines))
            assert p.column >= 1
            assert str(p).startswith(f"f:{p.line}:{p.column}: ")


@settings(max_examples=examples(200))
@given(st.text(max_size=120))
def test_any_unicode_after_a_header_is_handled(text: str) -> None:
    try:
        read_sheet("players: Ann Ben\nround 1:" + text, "f")
    except SheetError as err:
        assert err.problems


@st.composite
def cell_sheets(draw: st.DrawFn) -> tuple[str, dict[str, int]]:
    n = draw(st.integers(2, 5))
    players = [f"P{i}" for i in range(n)]
    method = draw(st.sampled_from(["classic", "rascal"]))
    rounds = draw(st.integers(1, 4))
    lines = [f"players: {' '.join(players)}", f"scoring: {method}"]
    expected = dict.fromkeys(players, 0)
    # a sheet with no deck line is read against every card, which leaves a few tricks unwon (exp.discard)
    short = most_unwon_in_round(n, RuleSet(modules=FULL_BOX).box)
    for r in range(1, rounds + 1):
        cards = r
        wins = draw(
            st.lists(st.integers(0, cards), min_size=n, max_size=n).filter(
                lambda w, c=cards: sum(w) <= c and (short is None or c - sum(w) <= short)  # type: ignore[arg-type]
            )
        )
        cells = []
        taken: list[tuple[list[str], int | None]] = []
        for p, won in zip(players, wins, strict=True):
            bid = draw(st.integers(0, cards))
            names = draw(st.lists(st.sampled_from(list(BONUS_KINDS)), max_size=3, unique=True))
            wager = draw(st.sampled_from([None, 0, 10, 20]))
            if not _possible(cards, bid, won, names, wager, n, [*taken, (names, wager)]):
                names, wager = [], None  # a round no play reaches (test_impossible_states refuses it)
            taken.append((names, wager))
            items = [*names] + ([] if wager is None else [f"wager={wager}"])
            cells.append(",".join([f"{bid}/{won}", *items]))
            expected[p] += score(cards, bid, won, method=method, awards=[bonus(b) for b in names], wager=wager).total
        lines.append(f"round {r}: " + "   ".join(cells))
    return "\n".join(lines) + "\n", expected


def _possible(
    cards: int, bid: int, won: int, names: list[str], wager: int | None, n: int, row: list[tuple[list[str], int | None]]
) -> bool:
    try:
        awards = [bonus(b) for b in names]
        check_round(cards, bid, won, awards=awards, wager=wager, players=n)
        check_row(
            {str(i): [bonus(b) for b in ns] for i, (ns, _) in enumerate(row)},
            rascal=[str(i) for i, (_, w) in enumerate(row) if w is not None],
            players=n,
        )
    except ScoreError:
        return False
    return True


@settings(max_examples=examples(150))
@given(cell_sheets())
def test_a_sheets_totals_are_the_sum_of_its_cells(case: tuple[str, dict[str, int]]) -> None:
    """game.end: the sheet's totals are each player's round scores added up."""
    text, expected = case
    assert read_sheet(text).table.totals() == expected


def test_loot_alliance_pays_both_allies_once() -> None:
    """score.alliance: loot=Ben on Ann's cell pays Ann and Ben, once each."""
    table = read_sheet("players: Ann Ben Cat\nround 1: 1/1,loot=Ben 0/0 0/0\n").table
    assert table.round_totals() == [{"Ann": 40, "Ben": 30, "Cat": 10}]
    assert score(1, 0, 0, allies=[Ally("Ann", True)]).total == 30


_ALLIANCES_WRITTEN = {
    "1/1,loot=Ben 1/1 0/0": 1,  # in one ally's cell
    "1/1,loot=Ben 1/1,loot=Ann 0/0": 1,  # in both: the same alliance
    "1/1,loot=Ben,loot=Ben 1/1 0/0": 2,  # twice in one cell: both Loot cards
    "1/1,loot=Ben,loot=Ben 1/1,loot=Ann,loot=Ann 0/0": 2,  # twice in both: still two
    "1/1,loot=Ben 1/1,loot=Ann,loot=Ann 0/0": 2,  # the cell naming the other more often says how many
}


def test_loot_alliances_between_two_players_are_as_many_as_the_cell_naming_the_other_more_often_says() -> None:
    """score.alliance, loot.alliance: loot=NAME in a player's cell says that player has a Loot alliance with
    NAME; written in both allies' cells it is that one alliance, not a second (a paper sheet notes each
    player's own bonuses in their own cell), and two alliances are written twice in a cell. Ann and Ben bid 1
    and made it in round 2, +20 each for each alliance."""
    paid = {}
    for row in _ALLIANCES_WRITTEN:
        round_two = read_sheet(HEAD + "round 1: 1/1 0/0 0/0\n" + f"round 2: {row}\n").table.round_totals()[1]
        paid[row] = (round_two["Ann"] - 20) // 20, (round_two["Ben"] - 20) // 20, round_two["Cat"]
    assert paid == {row: (n, n, 20) for row, n in _ALLIANCES_WRITTEN.items()}


def test_a_one_trick_loot_alliance_written_in_both_allies_cells_is_not_refused_as_two() -> None:
    """loot.alliance, score.alliance: Ann won round 1's one trick with Ben's Loot in it; Ann's cell and Ben's
    both write the alliance, which is one, and one trick makes it: scored, not refused as 2 Loot alliances."""
    table = read_sheet("players: Ann Ben Cat\nround 1: 1/1,loot=Ben 0/0,loot=Ann 0/0\n").table
    assert table.round_totals() == [{"Ann": 40, "Ben": 30, "Cat": 10}]


def test_a_loot_ally_is_named_in_any_case() -> None:
    """loot.alliance, score.alliance: loot=ann names Ann, as a player is named in any case elsewhere (the
    table, the score pad); a name no player has is still refused."""
    table = read_sheet("players: Ann Ben Cat\nround 1: 1/1 0/0,loot=ann 0/0\n").table
    assert table.round_totals() == [{"Ann": 40, "Ben": 30, "Cat": 10}]
    assert problems("players: Ann Ben Cat\nround 1: 1/1 0/0,loot=annie 0/0\n") == [
        "game.sheet:2:18: loot=annie: did you mean 'Ann'? the other ally is one of the other players (Ann, Cat)"
    ]


def test_a_two_player_round_of_tricks_with_the_ghost_and_hands() -> None:
    """two.ghost, two.order, two.flip, score.choice: a two-player round written trick by trick."""
    text = (
        "players: Ann Ben\nscoring: rascal\ndealer: Ann\n"
        "round 1:\n  bids: 1 0\n  cannonball: Ann\n  hand: Ann=g5 Ben=g2\n  ghost: g9\n"
        "  trick: Ben=g2 Graybeard=g9 Ann=g5\n"
    )
    result = read_sheet(text)
    played = result.played[1]
    assert played.tricks[0].winner == "Graybeard"
    assert played.scores["Ann"].method is Scoring.CANNONBALL
    assert result.table.round_totals() == [{"Ann": 0, "Ben": 10}]
    wrong = text.replace("ghost: g9", "ghost: g8")
    assert problems(wrong) == [
        "game.sheet:9:17: trick 1, card 2 'Graybeard=g9': Graybeard's ghost flips the top card of his hand, g8, "
        "not g9 (two.flip)"
    ]


def test_dealer_header_moves_the_first_leader() -> None:
    """setup.dealer: 'dealer: Ann' makes Ben lead round 1."""
    text = "players: Ann Ben Cat\ndealer: Ann\nround 1:\n  bids: 0 0 1\n  trick: Ann=g1 Ben=g2 Cat=g3\n"
    (found,) = problems(text)
    assert "Ben leads this trick (Ben sits left of the dealer, Ann)" in found
    assert problems(text.replace("dealer: Ann", "dealer: Dan")) == [
        "game.sheet:2:9: the dealer 'Dan' is not one of the players (Ann, Ben, Cat)"
    ]


def test_a_round_of_tricks_needs_bids_and_tricks() -> None:
    assert problems(HEAD + "round 1:\n  trick: Ann=g1 Ben=g2 Cat=g3\n") == [
        "game.sheet:2:1: round 1 gives its tricks but no 'bids:' line"
    ]
    assert problems(HEAD + "round 1:\n  bids: 0 0\n  trick: Ann=g1 Ben=g2 Cat=g3\n") == [
        "game.sheet:3:3: give a bid for each of Ann, Ben, Cat, in seat order, or NAME=BID"
    ]
    assert problems(HEAD + "round 1:\n  bids: 0 0 1\n  rosie: Ann\n") == [
        "game.sheet:4:3: 'rosie' is an ability used after a trick: write it below that trick's line"
    ]
    assert problems(HEAD + "round 1:\n  bids: 0 0 1\n  trick: Ann=g1 Ben=g99 Cat=g3\n") == [
        "game.sheet:4:17: card 2 'Ben=g99': green runs from 1 to 14"
    ]


def test_a_rounds_refusal_about_its_bids_is_told_at_its_bids_line() -> None:
    """bid.range, bid.reveal: a refusal about the bids points at the round's 'bids:' line, whatever language it is
    said in (the refusal's message says what it is about, not its English words); one about its tricks points at the
    round's line."""
    round_ = HEAD + "round 1:\n  bids: {}\n  trick: Ann=g1 Ben=g2 Cat=g3\n"
    assert problems(round_.format("9 0 0")) == [
        "game.sheet:3:3: Ann bids 9, but a bid is 0 to 1, the cards dealt (bid.range)"
    ]
    assert problems(round_.format("Zed=1 Ben=0 Cat=0")) == [
        "game.sheet:3:3: a bid is given for 'Zed', who is not one of the players"
    ]
    assert problems(round_.format("1 0 0") + "  trick: Ann=g4 Ben=g5 Cat=g6\n") == [
        "game.sheet:2:1: the round deals 1 card each, so it has 1 trick; 2 are given (setup.deal)"
    ]


def test_header_values_are_checked() -> None:
    text = "players: Ann Ben\nscoring: rascals\nvariant: whirlpol\ndeck: kraken,narwhal\nruling: dealer=left\n"
    found = problems(text + "round 1: 0/0 0/0\n")
    assert [p.split(": ", 1)[0] for p in found] == [
        "game.sheet:2:10",
        "game.sheet:3:10",
        "game.sheet:4:7",
        "game.sheet:5:9",
    ]
    assert "classic, rascal (grapeshot) or cannonball" in found[0]
    assert "did you mean 'whirlpool'?" in found[1]
    assert "unknown deck part 'narwhal'" in found[2]
    assert "has no reading 'left'" in found[3]


# ------------------------------------------------------------------ a row of cells on its own


def test_a_row_of_cells_is_read_and_scored_with_problems_at_their_words() -> None:
    """bid.range, score.zero, score.alliance: the row functions report each problem at its word, as the sheet does."""
    found: list[tuple[int, int, str, str]] = []

    def report(word: Word, message: str) -> None:
        found.append((word.line, word.column, word.text, message))

    where = Word("round 2", 7, 3)
    words = split_words("  2/2,14   0/1,loot=Ann 0/0", 7, 11)
    assert [(w.text, w.column) for w in words] == [("2/2,14", 13), ("0/1,loot=Ann", 22), ("0/0", 35)]
    cells, ok = read_cells(("Ann", "Ben", "Cat"), 2, words, where, report)
    assert ok and found == []
    scores = score_cells(("Ann", "Ben", "Cat"), 2, cells, 4, RuleSet(), where, report)
    assert scores is not None  # Ben's zero bid is broken, so the alliance pays neither ally
    assert {p: b.total for p, b in scores.items()} == {"Ann": 50, "Ben": -40, "Cat": 40}
    assert score_cells(("Ann", "Ben", "Cat"), 2, cells, 1, RuleSet(), where, report) is None
    assert found == [
        (7, 13, "2/2,14", "Ann's bid is 2, but round 2 deals 1 card to each (bid.range)"),
        (7, 13, "2/2,14", "Ann's tricks won is 2, but round 2 deals 1 card to each (setup.deal)"),
        (7, 3, "round 2", "the tricks won add up to 3, but round 2 has only 1 trick"),
    ]


def test_the_rounds_of_a_schedule_end_with_the_game() -> None:
    """game.tie, setup.variants: a round past the variant's last is reported, not dealt."""
    found: list[str] = []
    sched = schedule(3, RuleSet(), "swift-n-salty")
    at = Word("round 6", 1, 1)
    assert round_cards(5, sched, at, lambda w, m: found.append(m)) == 5
    assert round_cards(6, sched, at, lambda w, m: found.append(m)) is None
    assert found == [
        "Swift-n-Salty Skirmish has 5 rounds, so there is no round 6 (a tie at the end is broken by another round, "
        "which skrules does not score) (game.tie)"
    ]


def test_a_loot_ally_off_the_table_is_reported_whatever_else_is_wrong() -> None:
    """score.alliance: the other ally is checked as the cell is read, so a row past the game reports it too."""
    text = "players: Ann Ben\nvariant: past-your-bedtime\nround 1: 0/0 0/0\nround 2: 0/0,loot=Zed 0/0\n"
    assert problems(text) == [
        "game.sheet:4:1: Past Your Bedtime has 1 round, so there is no round 2 (a tie at the end is broken by another "
        "round, which skrules does not score) (game.tie)",
        "game.sheet:4:14: loot=Zed: the other ally is one of the other players (Ben)",
    ]


@given(cell_sheets())
def test_the_row_functions_score_as_the_sheet_does(case: tuple[str, dict[str, int]]) -> None:
    """game.end: reading and scoring each row on its own gives the sheet's own round scores."""
    text, _ = case
    result = read_sheet(text)
    lines = text.splitlines()
    players = tuple(lines[0].split()[1:])
    rules = RuleSet(scoring=result.rules.scoring)
    for r, line in enumerate(lines[2:], 1):
        head, _, cells_text = line.partition(":")
        words = split_words(cells_text, r + 2, len(head) + 2)
        fail = cast("Report", pytest.fail)  # deliberate: not a Report's signature, but any problem fails the test
        cells, ok = read_cells(players, r, words, Word(head, r + 2, 1), fail)
        scores = score_cells(players, r, cells, r, rules, Word(head, r + 2, 1), fail, broken=not ok)
        assert scores is not None
        assert {p: b.total for p, b in scores.items()} == result.table.round_totals()[r - 1]


def test_a_cell_item_written_wrong_is_a_message_each_language_says() -> None:
    """ability.rascal, ability.harry, loot.alliance, score.choice: a wager, a change of Harry's, a Loot alliance
    (or its ally) or a second choice of the scoring written wrong in a cell is a refusal of skrules.refusals
    (WAGER_FORM, LOOT_ALLY, LOOT_FORM, HARRY_FORM, METHOD_ONCE), English as it was, said in Chinese without an
    English word left."""
    text = HEAD + "scoring: rascal\nround 1: 1/1,wager=15,loot=Ann 0/0,loot 0/0,harry=+2,cannonball,grapeshot\n"
    with pytest.raises(SheetError) as info:
        read_sheet(text, "game.sheet")
    found = info.value.problems
    assert [str(p) for p in found] == [
        "game.sheet:3:14: 'wager=15': write wager=0, wager=10 or wager=20 (ability.rascal)",
        "game.sheet:3:23: loot=Ann: the other ally is one of the other players (Ben, Cat)",
        "game.sheet:3:36: 'loot': write a Loot alliance as loot=NAME, the other ally",
        "game.sheet:3:45: 'harry=+2': write harry=-1, harry=0 or harry=+1 (ability.harry)",
        "game.sheet:3:65: 'grapeshot': choose cannonball or grapeshot once",
    ]
    said = [localizer("zh").refused(p.message) for p in found]
    assert said == [
        "'wager=15'：请写 wager=0、wager=10 或 wager=20（ability.rascal）",  # noqa: RUF001
        "loot=Ann：另一位盟友须是其他玩家之一（Ben、Cat）",  # noqa: RUF001
        "'loot'：战利品同盟请写成 loot=名字，名字即另一位盟友",  # noqa: RUF001
        "'harry=+2'：请写 harry=-1、harry=0 或 harry=+1（ability.harry）",  # noqa: RUF001
        "'grapeshot'：cannonball 或 grapeshot 只能选一次",  # noqa: RUF001
    ]


def test_a_sheet_without_a_deck_says_in_its_json_that_none_was_given() -> None:
    """exp.discard, kraken.destroy: a trick nobody won needs a card that can leave one unwon. A sheet with no
    'deck:' line checks its cells against every card the box may hold, so it takes one; its JSON says no deck
    was given (its "deck" is what the tricks' cards need, none here), where 'deck: base' refuses it."""
    unwon = "players: Ann Ben Cat\n{deck}round 1: 0/0 0/0 0/0\n"
    rules = read_sheet(unwon.format(deck="")).as_dict()["rules"]
    assert rules["deck_given"] is False and rules["deck"] == ["base"]  # type: ignore[index]
    with pytest.raises(SheetError, match=r"the tricks won add up to 0, but round 1 has 1 trick"):
        read_sheet(unwon.format(deck="deck: base\n"))
    given = read_sheet(unwon.format(deck="deck: advanced\n")).as_dict()["rules"]
    assert given["deck_given"] is True and "kraken" in given["deck"]  # type: ignore[index]


def test_box_copies_a_sheet_s_deck_may_space_its_parts_after_the_commas() -> None:
    """box.copies, loot.alliance: 'deck: base, kraken' is the deck of the base game and the Kraken, as --deck takes
    it (no Loot, so an alliance is refused); parts without commas are one value too many."""
    sheet = read_sheet("players: Ann Ben Cat\ndeck: base , kraken,whale\nround 1: 1/1 0/0 0/0\n", "s.sheet")
    assert sheet.rules.modules == RuleSet.from_options(deck="base,kraken,whale").modules
    with pytest.raises(SheetError, match="0 Loot cards"):
        read_sheet("players: Ann Ben Cat\ndeck: base, kraken\nround 1: 1/1,loot=Ben 0/0 0/0\n", "s.sheet")
    with pytest.raises(SheetError, match="2:12: 'deck:' takes one value"):
        read_sheet("players: Ann Ben Cat\ndeck: base kraken\nround 1: 1/1 0/0 0/0\n", "s.sheet")


def test_two_cards_a_two_player_sheet_refuses_a_loot_alliance_as_the_two_player_game_leaves_it_out() -> None:
    """two.cards, ruling.two-player-loot: a sheet of two players with the advanced cards has no Loot (the 2024
    print), and says so, rather than that the deck holds none; the 2021 edition keeps it."""
    rows = "players: Ann Ben\ndeck: advanced\n{}round 1: 1/1,loot=Ben 0/0\n"
    assert problems(rows.format("")) == [
        "game.sheet:3:10: a Loot alliance in a two-player game, which plays without the Loot (two.cards; "
        "ruling.two-player-loot=left-out)"
    ]
    assert read_sheet(rows.format("edition: 2021\n")).table.totals() == {"Ann": 20 + 20, "Ben": 10 + 20}


def test_loot_alliance_a_refused_alliance_is_told_once_at_the_cell_that_writes_it() -> None:
    """loot.alliance, box.copies: an alliance is checked in both allies' cells, but written once; with no Loot in
    the deck it is refused once, at the cell whose loot= wrote it (Ben's here, though Ann's comes first)."""
    text = "players: Ann Ben Cat\ndeck: base\nround 1: 0/0 1/1,loot=Ann 0/0\n"
    assert problems(text) == [
        "game.sheet:3:14: 1 Loot alliance, but the deck in use holds 0 Loot cards, each making one alliance "
        "(box.copies, loot.alliance)"
    ]


def test_a_key_with_no_space_after_its_colon_is_read_as_with_one() -> None:
    """Finding: score.bid, lead.first: ``players:Ann Ben Cat`` was refused "did you mean 'players'?", ``round1:``
    "did you mean 'round'?", and ``bids:1 0 0`` or ``trick:Ann=g5`` in a round of tricks as no line of a round,
    though each key was written right; the word after the colon is read as after ``: ``."""
    spaced = "players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 2 0 0\n"
    spaced += "  trick: Ben=g3 Cat=g2 Ann=g5\n  trick: Ann=y5 Ben=y3 Cat=y2\n"
    tight = spaced.replace(": ", ":").replace("round 1", "round1")
    assert tight != spaced
    assert read_sheet(tight).table.totals() == read_sheet(spaced).table.totals() == {"Ann": 60, "Ben": 30, "Cat": 30}


@pytest.mark.parametrize("after", ["round 3: 1/1 0/0 0/0\n", ""])
def test_a_round_left_blank_says_it_has_nothing_not_that_it_lacks_its_bids(after: str) -> None:
    """Finding: score.bid: a round left blank (``round 2:`` and nothing below it, as a sheet is written before the
    round is played) was refused "round 2 gives its tricks but no 'bids:' line", though it gives none."""
    text = HEAD + "round 1: 1/1 0/0 0/0\nround 2:\n" + after
    assert problems(text) == ["game.sheet:3:1: round 2 has no cells and no 'trick:' lines"]


@pytest.mark.parametrize("head", ["R1:", "r1:", "Rd 1:", "1:"])
def test_a_round_cut_short_is_told_how_a_round_is_written(head: str) -> None:
    """Finding: score.bid: ``R1: 1/1 0/0 0/0`` was refused as a header out of place, and ``R2:`` after a round as
    "round 1 is written on one line; 'R2:' belongs to no round"; each is now told how a round is written."""
    typed = head.split(maxsplit=1)[0]
    said = f"'{typed}': did you mean 'round'? write a round as 'round N: CELLS'"
    assert problems(HEAD + f"{head} 1/1 0/0 0/0\n") == [f"game.sheet:2:1: {said}"]
    later = HEAD + "round 1: 1/1 0/0 0/0\n" + f"{head.replace('1', '2')} 2/2 0/0 0/0\n"
    assert problems(later) == [f"game.sheet:3:1: {said.replace('1', '2')}"]


def test_players_listed_with_the_chinese_list_comma_are_seated_apart() -> None:
    """Finding: setup.players: ``players: Ann、Ben、Cat``, the players parted by the comma a Chinese list is written
    with (U+3001), was read as one player and refused "list two or more players"; it is read as commas are."""
    text = "players: Ann\u3001Ben\u3001Cat\nround 1: 1/1 0/0 0/0\n"
    assert read_sheet(text).players == ("Ann", "Ben", "Cat")


def test_a_cell_s_items_parted_by_the_chinese_list_comma_read_as_commas() -> None:
    """Finding: score.bonus, bonus.mermaid: a cell ``2/2,14、mermaid`` (the Chinese list's comma, U+3001, as
    ``--bonus 14、mermaid`` takes it) was answered "did you mean 'mermaid'?", the 14 lost; it reads as commas do."""
    plain = read_sheet(HEAD + "round 1: 1/1 0/0 0/0\nround 2: 2/2,14,mermaid 0/0 0/0\n")
    listed = read_sheet(HEAD + "round 1: 1/1 0/0 0/0\nround 2: 2/2\u300114\u3001mermaid 0/0 0/0\n")
    assert listed.table.totals() == plain.table.totals() == {"Ann": 90, "Ben": 30, "Cat": 30}


def test_a_round_s_bids_and_hands_may_have_a_space_after_their_commas() -> None:
    """Finding: score.bid, play.follow: in a round of tricks ``bids: 1, 0, 2`` was refused "'1,': a bid is a number
    of tricks" and ``hand: Ann=y5, b3`` "write a hand as NAME=CARDS" at ``b3``, though the players line and
    ``--hand`` read a comma and a space; they now read as written without the spaces."""
    tight = HEAD + "round 1: 1/1 0/0 0/0\nround 2:\n  bids: 2,0,0\n  hand: Ann=y5,b3\n"
    tight += "  trick: Ben=g3 Cat=g2 Ann=b3\n  trick: Ann=y5 Ben=y3 Cat=y2\n"
    spaced = tight.replace("2,0,0", "2, 0, 0").replace("y5,b3", "y5, b3")
    assert read_sheet(spaced).table.totals() == read_sheet(tight).table.totals() == {"Ann": 60, "Ben": 30, "Cat": 30}
    assert read_sheet(spaced.replace("2, 0, 0", "Ann=2, Ben=0, Cat=0")).table.totals()["Ann"] == 60


@pytest.mark.parametrize("written", ["Even Keeled", "even keeled", "Even-Keeled"])
def test_a_variant_named_as_printed_in_words_is_read(written: str) -> None:
    """Finding: setup.variants: ``variant: Even Keeled``, the variant's name as the rulebook prints it (and as a
    scenario file takes it), was refused "'variant:' takes one value"; it is read as ``even-keeled``."""
    result = read_sheet(HEAD + f"variant: {written}\nround 1: 2/2 0/0 0/0\n")
    assert result.schedule.cards == (2, 4, 6, 8, 10)
    assert problems(HEAD + "variant: Even Keeld\nround 1: 2/2 0/0 0/0\n")[0].startswith(
        "game.sheet:2:10: did you mean 'even-keeled'?"
    )
