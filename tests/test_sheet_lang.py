"""A score sheet's problems in the reader's language: every problem the sheet reader reports is a refusal of
skrules.refusals with typed values (its own in SheetRefusal), which ``skrules score --lang`` says in French, German,
Spanish or Chinese, the file, line and column in front as in English; and no text, under any --lang, ends in
anything but a score or located problems.

English stays byte-identical (tests/golden/sheets.jsonl and tests/test_sheet.py hold it); each case below pins its
English line too.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skrules.errors import SheetError
from skrules.files import split_lines
from skrules.formats.sheet import read_sheet
from skrules.i18n import localizer, told
from skrules.locale import LANGS
from skrules.refusals import RoundRefusal, SetupRefusal, SheetRefusal, refusal
from tests.conftest import ERROR, examples
from tests.test_refusals import QUOTED, english_left
from tests.test_table_lang import _saved

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

HEAD = "players: Ann Ben Cat\n"
# one sheet per problem the reader reports, by its message, with the problem's English as the command prints it
CASES: dict[str, tuple[str, str]] = {
    SheetRefusal.ROUND_MISSPELT: (
        HEAD + "rond 1: 0/0 0/0 0/0\n",
        "2:1: 'rond': did you mean 'round'? write a round as 'round N: CELLS'",
    ),
    SheetRefusal.NOT_A_HEADER: (
        HEAD + "colour: green\n",
        "2:1: 'colour:': before the first round, a line is a header "
        "(players, scoring, variant, deck, ruling, abilities, dealer, edition, house)",
    ),
    SheetRefusal.NOT_A_HEADER_CLOSE: (
        HEAD + "scorng: classic\n",
        "2:1: 'scorng:': did you mean 'scoring'? before the first round, a line is a header "
        "(players, scoring, variant, deck, ruling, abilities, dealer, edition, house)",
    ),
    SheetRefusal.SCENARIO_FILE: (
        "game: Friday\n" + HEAD + "round 1: 1/1 0/0 0/0\n",
        "1:1: 'game:' starts a scenario file, which 'skrules check' verifies; a score sheet starts with "
        "'players: NAME NAME ...'",
    ),
    SheetRefusal.NO_ROUND: (
        HEAD + "round 1: 0/1 0/0 0/0\n  bids: 1 0 0\n",
        "3:3: round 1 is written on one line; 'bids:' belongs to no round",
    ),
    SheetRefusal.HEADER_LATE: (
        HEAD + "round 1: 0/1 0/0 0/0\nscoring: rascal\n",
        "3:1: 'scoring:' is a header; headers come before the first round",
    ),
    SheetRefusal.NO_PLAYERS: ("scoring: classic\n", "1:1: a sheet starts with 'players: NAME NAME ...', in seat order"),
    SheetRefusal.PLAYERS_TWICE: (HEAD + "players: Ann Ben\n", "2:1: the players are given twice"),
    SheetRefusal.PLAYER_TWICE: ("players: Ann Ann Ben\n", "1:1: Ann is listed twice; each player has one seat"),
    SheetRefusal.GHOST_PLAYER: (
        "players: Ann Graybeard\n",
        "1:1: with two players, 'Graybeard' names the ghost's hand; choose another name",
    ),
    SheetRefusal.PLAYERS_FEW: ("players: Ann\n", "1:1: list two or more players in seat order: 'players: Ann Ben Cat'"),
    SheetRefusal.SEATS_NO_DECK: (
        "players: A B C D E F G H I\nround 1: 1/1 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0\n",
        "1:1: 9 players: with no 'deck:' line the sheet is read with the base deck, which seats at most 8"
        " (setup.players); write 'deck: all' to play with the Expansion Pack's cards (exp.players)",
    ),
    SheetRefusal.NEEDS_VALUE: (HEAD + "scoring:\n", "2:1: 'scoring:' needs a value"),
    SheetRefusal.ONE_VALUE: (HEAD + "scoring: classic rascal\n", "2:18: 'scoring:' takes one value"),
    SheetRefusal.KEY_TWICE: (HEAD + "variant: standard\nvariant: standard\n", "3:1: 'variant:' is given twice"),
    SheetRefusal.ABILITIES_FORM: (
        HEAD + "abilities: maybe\n",
        "2:12: 'maybe': write 'abilities: yes' or 'abilities: no'",
    ),
    SheetRefusal.ABILITY_OFF: (
        HEAD + "abilities: no\nround 1: 1/1,wager=20 0/0 0/0\n",
        "3:10: Ann uses Rascal of Roatan's ability, but an 'abilities:' line turned the pirate abilities off "
        "(ability.unlock)",
    ),
    SheetRefusal.RULING_SET: (
        HEAD + "ruling: kraken-leader=left-of-kraken\nruling: kraken-leader=would-have-won\n",
        "3:9: 'kraken-leader=would-have-won': kraken-leader is already set to 'left-of-kraken'",
    ),
    SheetRefusal.ROUND_FORM: (
        HEAD + "round one: 0/0 0/0 0/0\n",
        "2:1: write a round as 'round N: CELLS' or 'round N:' followed by its lines, N a number",
    ),
    SheetRefusal.ROUND_ORDER: (
        HEAD + "round 2: 0/1 0/0 0/0\n",
        "2:1: round 2 comes where round 1 was expected; number the rounds 1, 2, 3, ...",
    ),
    SheetRefusal.HAND_FORM: (HEAD + "round 1:\n  hand: Ann\n", "3:9: write a hand as NAME=CARDS, e.g. Ann=g5,b3,y2"),
    SheetRefusal.ABILITY_BELOW: (
        HEAD + "round 1:\n  rosie: Ann\n",
        "3:3: 'rosie' is an ability used after a trick: write it below that trick's line",
    ),
    SheetRefusal.ROUND_LINE: (
        HEAD + "round 1:\n  colour: green\n",
        "3:3: 'colour:': a round's lines are bids:, hand:, ghost:, cannonball:, trick: and abilities",
    ),
    SheetRefusal.ROUND_LINE_CLOSE: (
        HEAD + "round 1:\n  trik: Ann=g5\n",
        "3:3: 'trik:': did you mean 'trick'? a round's lines are bids:, hand:, ghost:, cannonball:, trick: and "
        "abilities",
    ),
    SheetRefusal.BIDS_EACH: (
        HEAD + "round 1:\n  bids: 1 0\n",
        "3:3: give a bid for each of Ann, Ben, Cat, in seat order, or NAME=BID",
    ),
    SheetRefusal.BID_FORM: (HEAD + "round 1:\n  bids: 1 0 x\n", "3:13: 'x': a bid is a number of tricks, e.g. 2"),
    SheetRefusal.NO_BIDS: (
        HEAD + "round 1:\n  trick: Ann=g5 Ben=g7 Cat=g3\n",
        "2:1: round 1 gives its tricks but no 'bids:' line",
    ),
    SheetRefusal.NO_TRICKS: (HEAD + "round 1:\n  bids: 1 0 0\n", "2:1: round 1 has no cells and no 'trick:' lines"),
    SheetRefusal.CELL_ONE: (
        HEAD + "round 1: 0/1\n",
        "2:10: round 1 has 1 cell for 3 players (Ann, Ben, Cat); write BID/WON for each",
    ),
    SheetRefusal.CELLS: (
        HEAD + "round 1: 0/1 0/0\n",
        "2:14: round 1 has 2 cells for 3 players (Ann, Ben, Cat); write BID/WON for each",
    ),
    # Finding: '2/1, mermaid' (a space after the comma) was told "round 2 has 4 cells for 3 players", at the last cell
    SheetRefusal.CELL_LOOSE: (
        HEAD + "round 1: 1/1 0/0 0/0\nround 2: 2/1, mermaid 0/1 0/0\n",
        "3:15: 'mermaid' is no cell, and round 2 has 4 words for 3 players: a cell is BID/WON with its items joined to"
        " it by commas, no spaces, e.g. '2/1,14'",
    ),
    # Finding: '1/1,0/0,0/0' (the cells parted by commas) was told "round 1 has 1 cell for 3 players"
    SheetRefusal.CELLS_JOINED: (
        HEAD + "round 1: 1/1,0/0,0/0\n",
        "2:10: '1/1,0/0,0/0': cells joined into one; write the cells apart with spaces ('2/1 0/0') and a cell's items"
        " after commas ('2/1,14')",
    ),
    SheetRefusal.CELL_HEAD: (HEAD + "round 1: x 0/1 0/0\n", "2:10: 'x': Ann's cell must start with BID/WON, e.g. 2/1"),
    # Finding: '0/0;' was told "Cat's cell must start with BID/WON", which it does
    SheetRefusal.CELL_AFTER_HEAD: (
        HEAD + "round 1: 1/1 0/0 0/0;\n",
        "2:18: '0/0;': Cat's cell has ';' after BID/WON; a cell's items follow it after commas, e.g. '2/1,14'",
    ),
    SheetRefusal.CELL_ITEM_EMPTY: (
        HEAD + "round 1: 1/1, 0/0 0/0\n",
        "2:14: '1/1,': nothing follows a comma in Ann's cell; separate the cells with spaces ('2/1 0/0') and a cell's"
        " bonuses with commas ('2/1,14')",
    ),
    SheetRefusal.CELL_NEGATIVE: (
        HEAD + "round 1: -1/0 0/1 0/0\n",
        "2:10: '-1/0': Ann's bid and tricks won are counted from 0, never below (bid.range)",
    ),
    SheetRefusal.CELL_BID_ONE: (
        HEAD + "round 1: 2/0 0/1 0/0\n",
        "2:10: Ann's bid is 2, but round 1 deals 1 card to each (bid.range)",
    ),
    SheetRefusal.CELL_BID: (
        HEAD + "round 1: 0/1 0/0 0/0\nround 2: 3/0 0/1 0/1\n",
        "3:10: Ann's bid is 3, but round 2 deals 2 cards to each (bid.range)",
    ),
    SheetRefusal.CELL_WON_ONE: (
        HEAD + "round 1: 0/2 0/0 0/0\n",
        "2:10: Ann's tricks won is 2, but round 1 deals 1 card to each (setup.deal)",
    ),
    SheetRefusal.CELL_WON: (
        HEAD + "round 1: 0/1 0/0 0/0\nround 2: 0/3 0/0 0/0\n",
        "3:10: Ann's tricks won is 3, but round 2 deals 2 cards to each (setup.deal)",
    ),
    SheetRefusal.RASCAL_OPTION: (
        HEAD + "round 1: 0/1,cannonball 0/0 0/0\n",
        "2:10: cannonball is an option of Rascal scoring; this sheet scores classic (score.choice)",
    ),
    SheetRefusal.WON_OVER_ONE: (
        HEAD + "round 1: 0/1 0/1 0/0\n",
        "2:1: the tricks won add up to 2, but round 1 has only 1 trick",
    ),
    SheetRefusal.WON_OVER: (
        HEAD + "round 1: 0/1 0/0 0/0\nround 2: 0/1 0/1 0/1\n",
        "3:1: the tricks won add up to 3, but round 2 has only 2 tricks",
    ),
    SheetRefusal.WON_UNDER_ONE: (
        HEAD + "deck: base\nround 1: 0/0 0/0 0/0\n",
        "3:1: the tricks won add up to 0, but round 1 has 1 trick, each won by someone with this deck",
    ),
    SheetRefusal.WON_UNDER: (
        HEAD + "deck: base\nround 1: 0/1 0/0 0/0\nround 2: 0/1 0/0 0/0\n",
        "4:1: the tricks won add up to 1, but round 2 has 2 tricks, each won by someone with this deck",
    ),
    SheetRefusal.WON_UNDER_MOST: (
        HEAD + "deck: kraken\nround 1: 0/0 0/0 0/0\nround 2: 0/0 0/0 0/0\n",
        "4:1: the tricks won add up to 0, but round 2 has 2 tricks, and this deck's cards leave at most 1 of them"
        " unwon (kraken.destroy, whale.discard, exp.discard)",
    ),
    SheetRefusal.PAST_LAST_ONE: (
        "players: Ann Ben\nvariant: past-your-bedtime\nround 1: 0/0 0/0\nround 2: 0/0 0/0\n",
        "4:1: Past Your Bedtime has 1 round, so there is no round 2 (a tie at the end is broken by another round, which"
        " skrules does not score) (game.tie)",
    ),
    SheetRefusal.PAST_LAST: (
        "players: Ann Ben\nvariant: even-keeled\n" + "".join(f"round {r}: 0/0 0/0\n" for r in range(1, 7)),
        "8:1: Even Keeled has 5 rounds, so there is no round 6 (a tie at the end is broken by another round, which"
        " skrules does not score) (game.tie)",
    ),
    RoundRefusal.DEALER_UNKNOWN: (
        HEAD + "dealer: Zed\nround 1: 0/1 0/0 0/0\n",
        "2:9: the dealer 'Zed' is not one of the players (Ann, Ben, Cat)",
    ),
    SetupRefusal.EDITION_UNKNOWN: (
        HEAD + "edition: 1999\n",
        "2:10: unknown edition '1999'; choose one of: 2013, 2018, 2021, 2024",
    ),
    SetupRefusal.HOUSE_UNKNOWN: (
        HEAD + "house: nope\n",
        "2:8: unknown house rule 'nope'; choose one of: bonus-on-miss, kraken-trick-leader, zero-miss-ten",
    ),
}
NAMES = re.compile(r"\b\w+(?:-\w+)+\b")  # bonus-on-miss, kraken-leader: a name, kept as typed
UNREACHED = {SheetRefusal.UNSCORED}  # the reader's last resort, when a sheet is refused with no problem found


def sheet_messages() -> set[str]:
    return {v for k, v in vars(SheetRefusal).items() if k.isupper()}


def english_phrases(english: str) -> list[str]:
    """The English message's phrases of three words or more, what was typed and quoted and the names of rulings,
    house rules and variants (kept as typed in every language) left out: none of them may be left in another
    language's rendering."""
    parts = re.split(r"[;:,?()]", NAMES.sub(";", QUOTED.sub(";", english)))
    return [p.strip() for p in parts if len(re.findall(r"[A-Za-z]+", p)) >= 3]


def test_every_problem_of_the_sheet_reader_has_a_case() -> None:
    """setup.players, bid.range, game.tie: each message of SheetRefusal is reported by one sheet below (but the
    reader's last resort): a new problem without a case fails here, so that the test that follows says it in every
    language."""
    assert sheet_messages() - UNREACHED <= set(CASES), sheet_messages() - UNREACHED - set(CASES)


def _the_problem(text: str, message: str) -> tuple[int, str]:
    """Where the problem written from ``message`` is among the sheet's problems, as the command prints them in
    order, and its English."""
    with pytest.raises(SheetError) as caught:
        read_sheet(text, "game.sheet")
    found = [i for i, p in enumerate(caught.value.problems) if getattr(p.message, "message", None) == message]
    assert len(found) == 1, [str(p) for p in caught.value.problems]
    return found[0], str(caught.value.problems[found[0]])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("message", list(CASES))
def test_each_problem_of_a_sheet_is_said_in_the_language(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, message: str, lang: str
) -> None:
    """setup.players, bid.range, game.tie, score.choice: each problem the sheet reader reports, printed by ``skrules
    score --lang`` after its file, line and column as in English, said from its message in the catalogue: neither
    its English text nor any English phrase of it left, no English word but what was typed, and in Chinese its own
    punctuation."""
    text, english = CASES[message]
    index, said = _the_problem(text, message)
    assert said == f"game.sheet:{english}"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.sheet").write_text(text, "utf-8")
    code, out, err = cli("score", "--plain", "game.sheet", "--lang", lang)
    assert (code, out) == (2, "")
    line = err.splitlines()[index]
    where, _, told = english.partition(": ")
    assert line.startswith(f"{ERROR[lang]}game.sheet:{where}: "), line
    translated = line.removeprefix(f"{ERROR[lang]}game.sheet:{where}: ")
    assert cli("score", "--plain", "game.sheet")[2].splitlines()[index] == f"skrules: error: game.sheet:{english}"
    assert translated != told and told not in line
    assert not [p for p in english_phrases(told) if p in translated], english_phrases(told)
    left = english_left(NAMES.sub(" ", translated), lang)
    assert not left, (left, translated)
    if lang == "zh":
        assert not re.search(r"[:;,?]", QUOTED.sub("", translated)), translated


@pytest.mark.parametrize("lang", LANGS)
def test_the_reader_s_last_resort_is_said_in_the_language(lang: str) -> None:
    """game.end: a sheet refused with no problem found (never, as sheets are read today) is still refused in the
    language."""
    english = refusal(SheetRefusal.UNSCORED)
    said = localizer(lang).refused(english)
    assert said != english and not english_left(said, lang)


@pytest.mark.parametrize(
    ("pad", "row", "english", "french"),
    [
        (
            True,
            "round 1: 1/1 0/0",
            "12:14: round 1 has 2 cells for 3 players (Ann, Ben, Cat); write BID/WON for each",
            "12:14: la manche 1 a 2 cases pour 3 joueurs (Ann, Ben, Cat)\xa0; écrivez MISE/PLIS pour chacun",
        ),
        (
            False,
            "round 1: 1/1 0/0 0/0 0/0",
            "26:22: round 1 has 4 cells for 3 players (Ann, Ben, Cat); write BID/WON for each",
            "26:22: la manche 1 a 4 cases pour 3 joueurs (Ann, Ben, Cat)\xa0; écrivez MISE/PLIS pour chacun",
        ),
    ],
)
def test_a_saved_game_s_row_of_cells_is_refused_in_the_table_s_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, pad: bool, row: str, english: str, french: str
) -> None:
    """game.end (--resume): a saved game's round of cells, read as a score sheet reads its cells, is refused by
    ``skrules table --resume`` (and ``--pad --resume``) in --lang, the file, line and column in front; English as
    it was without --lang."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    saved = _saved(pad=pad)
    cells = next(line for line in saved.splitlines() if line.startswith("round 1: "))
    (tmp_path / "x.skull").write_text(saved.replace(cells, row), "utf-8")
    for lang, said in ((None, english), ("fr", french)):
        args = ("table", *(("--pad",) if pad else ()), *(("--lang", lang) if lang else ()), "--resume", "x.skull")
        assert cli(*args) == (2, "", f"{ERROR[lang]}x.skull:{said}\n")


def test_the_cli_pages_sheet_refused_in_french_is_what_the_command_prints(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """bid.range: the sheet docs/tool/cli.md shows refused in French (*Scores in another language*), its file
    written as the page's ``cat`` shows it, is refused as the page says, byte for byte."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "tool" / "cli.md").read_text(encoding="utf-8")
    block = page.split("```console\n$ cat friday.sheet\n", 1)[1].split("```", 1)[0]
    sheet, command_and_said = block.split("$ skrules ", 1)
    command, said = command_and_said.split("\n", 1)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "friday.sheet").write_text(sheet, "utf-8")
    assert "--lang" in command.split()
    assert cli(*command.split()) == (2, "", said)


# ------------------------------------------------------------------ fuzzing

_NAMES = ["Ann", "Ben", "Cat", "Graybeard", "Ann=g5", "Zoé"]
_HEADERS = ["scoring: rascal", "scoring: classic rascal", "scoring:", "scorng: classic", "variant: even-keeled"]
_HEADERS += ["variant: past-your-bedtime", "variant: nope", "deck: base", "deck: all", "deck: krakn", "house: nope"]
_HEADERS += ["ruling: kraken-leader=left-of-kraken", "ruling: kraken-leader=would-have-won", "ruling: x=y"]
_HEADERS += ["abilities: yes", "abilities: maybe", "dealer: Ben", "dealer: Zed", "edition: 2013", "edition: 1999"]
_HEADERS += ["house: bonus-on-miss", "colour: green", "players: Ann Ben"]
_CELLS = ["0/0", "0/1", "1/1", "2/0", "0/2", "1/1,14", "1/1,mermaid", "0/1,loot=Ben", "1/0,wager=20", "x"]
_CELLS += ["1/1,cannonball", "1/1,pirate=9", "1/1,harry=+1", "0/0,davy", "1/1,king,mermaid", "9/9"]
_LINES = ["bids: 1 0 0", "bids: 1 0", "bids: Ann=1 Ben=0 Cat=x", "hand: Ann=g5,b3", "hand: Ann", "ghost: g5"]
_LINES += ["cannonball: Ann", "trick: Ann=g5 Ben=g7 Cat=g3", "trick: Ann=g5 Ben=g77 Cat=sk", "rosie: Ben"]
_LINES += ["trick: Ann=mermaid Ben=sk Cat=rosie", "trick: Ben=pirate Ann=g5", "harry -1", "mary: Ann g3"]
_LINES += ["trik: Ann=g5", "colour: green", "bids: 0 1", "trick: Ann=g5 Ben=g3"]
_JUNK = st.lists(
    st.sampled_from([*_NAMES, *_CELLS, "round", "rond 1:", "#", ":", "=", ",", "\t", "漢", "\u200b"])
    | st.text(max_size=4),
    max_size=6,
).map(" ".join)


@st.composite
def sheets(draw: st.DrawFn) -> str:
    """A score sheet as people write one, with its mistakes: the players (most often), header lines, rounds of
    cells or of lines (numbered right, most often, and with about a cell per player), a junk line, and any
    line ending."""
    seated = st.sampled_from([["Ann", "Ben", "Cat"], ["Ann", "Ben"]])
    players = draw(seated | st.lists(st.sampled_from(_NAMES), min_size=1, max_size=4))
    lines = [f"players: {' '.join(players)}"] if draw(st.integers(0, 9)) else []
    lines += draw(st.lists(st.sampled_from(_HEADERS), max_size=3))
    for r in range(1, draw(st.integers(0, 4)) + 1):
        number = draw(st.sampled_from([r, r, r, r + 1, r - 1]))
        if draw(st.booleans()):
            cells = st.lists(st.sampled_from(_CELLS), min_size=len(players) - 1, max_size=len(players) + 1)
            lines.append(f"round {number}: {' '.join(draw(cells))}")
        else:
            lines += [
                f"round {number}:",
                *("  " + line for line in draw(st.lists(st.sampled_from(_LINES), max_size=4))),
            ]
    for at, junk in draw(st.lists(st.tuples(st.integers(0, len(lines)), _JUNK), max_size=1)):
        lines.insert(at, junk)
    return draw(st.sampled_from(["\n", "\r\n", "\r"])).join(lines)


@settings(max_examples=examples(300), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(sheets(), st.text(max_size=120)), st.sampled_from([None, *LANGS]))
def test_any_text_under_any_lang_is_scored_or_refused_with_located_problems(
    cli: Cli, tmp_path: Path, text: str, lang: str | None
) -> None:
    """setup.players: whatever a sheet holds, ``skrules score SHEET --lang`` adds it up (exit 0) or prints one
    located problem a line (exit 2), each ``file:line:column:`` within the file and said from its message in the
    language, never a traceback (the cli fixture checks that too)."""
    path = tmp_path / "fuzz.sheet"
    path.write_bytes(text.encode("utf-8"))
    code, out, err = cli("score", "--plain", str(path), *(("--lang", lang) if lang else ()))
    if code == 0:
        assert err == "" and out
        return
    assert code == 2 and out == ""
    with pytest.raises(SheetError) as caught:
        read_sheet(text.removeprefix("\ufeff"), str(path))
    problems = caught.value.problems
    assert err.splitlines() == [
        f"{ERROR[lang]}{path}:{p.line}:{p.column}: {localizer(lang).refused(p.message) if lang else p.message}"
        for p in problems
    ]
    lines = len(split_lines(text)) or 1
    for p in problems:
        assert 1 <= p.line <= lines and p.column >= 1, (p, lines)
        assert told(p.message), p.message  # a message all the way down: nothing is left in English
