"""`skrules score`: the calculator and score sheets, their renderings, exit codes and errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cli import _parse, main
from skrules.cli import score as score_command
from skrules.errors import SkrulesError
from skrules.formats import sheet as sheet_module
from skrules.formats.sheet import SHEET_HELP, read_sheet
from skrules.i18n import refusal_text

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture


def test_score_plain_breakdown_cites_every_rule(cli: Cli) -> None:
    """score.bid, score.bonus, bonus.fourteen, bonus.mermaid: the calculator's breakdown."""
    code, out, err = cli(
        "score", "--plain", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", "14", "--bonus", "mermaid"
    )
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "classic scoring, 5 cards dealt, bid 2, won 2: made",
        "  +40  [score.bid] bid 2 made exactly: 20 x 2 tricks bid",
        "    0  [score.bonus] the bid is made, so the bonuses are paid",
        "  +10  [bonus.fourteen] a green, purple or yellow 14 captured",
        "  +20  [bonus.mermaid] a Mermaid taken by a Pirate",
        "  total +70",
    ]


def test_score_json_has_the_total_and_the_items(cli: Cli) -> None:
    """score.zero: a zero bid in round ten, +100, as JSON."""
    code, out, _ = cli("score", "--json", "--cards", "10", "--bid", "0", "--won", "0")
    data = json.loads(out)
    assert code == 0
    assert data["total"] == 100
    assert data["items"][0]["rule"] == "score.zero"
    assert data["scoring"] == "classic"


def test_score_rascal_with_a_ruling(cli: Cli) -> None:
    """score.rascal-bonus, ruling.rascal-halves: --ruling switches the rounding of half an odd bonus."""
    args = [
        "score",
        "--json",
        "--cards",
        "6",
        "--bid",
        "3",
        "--won",
        "4",
        "--scoring",
        "rascal",
        "--bonus",
        "black14,8",
    ]
    assert json.loads(cli(*args)[1])["total"] == 30 + 12
    away = json.loads(cli(*args, "--ruling", "rascal-halves=away-from-zero")[1])
    assert away["total"] == 30 + 13
    assert away["items"][-1]["ruling"] == "ruling.rascal-halves"


def test_score_cannonball_wager_harry_and_alliance(cli: Cli) -> None:
    """score.cannonball, score.wager, ability.harry, score.alliance from the command line."""
    out = cli(
        "score",
        "--json",
        "--cards",
        "6",
        "--bid",
        "3",
        "--won",
        "3",
        "--scoring",
        "cannonball",
        "--wager",
        "20",
    )[1]
    assert json.loads(out)["total"] == 90 + 20
    out = cli("score", "--json", "--cards", "3", "--bid", "1", "--won", "2", "--harry", "+1", "--alliance", "made")[1]
    data = json.loads(out)
    assert (data["total"], data["bid"], data["bid_before_harry"]) == (40 + 20, 2, 1)


def test_score_davy_needs_bid_ruling(cli: Cli) -> None:
    """davy.bonus, ruling.davy-needs-bid=always: paid on a missed bid."""
    args = ["score", "--json", "--cards", "3", "--bid", "1", "--won", "0", "--bonus", "davy"]
    assert json.loads(cli(*args)[1])["total"] == -10
    assert json.loads(cli(*args, "--ruling", "davy-needs-bid=always")[1])["total"] == 10


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--cards", "4", "--bid", "5", "--won", "2"],
            "the bid is 5; a bid is 0 to the 4 cards dealt (bid.range)",
        ),
        (["--cards", "4", "--bid", "2", "--won", "2", "--bonus", "pirrate"], "did you mean 'pirate'?"),
        (["--cards", "4"], "give --bid, --won to score a round"),
        (
            ["--cards", "4", "--bid", "2", "--won", "2", "--scoring", "grape-shot"],
            "classic, rascal (grapeshot) or cannonball",
        ),
        (["--cards", "2", "--bid", "2", "--won", "2", "--harry", "1"], "cannot move the bid from 2 to 3"),
    ],
)
def test_score_bad_input_is_one_line_and_exit_2(cli: Cli, args: list[str], message: str) -> None:
    code, out, err = cli("score", *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert message in err


SHEET = """\
players: Ann Ben Cat
round 1: 1/1 0/0 0/0
round 2: 1/1,mermaid 0/0,loot=Ann 0/1,wager=20
"""


def test_score_sheet_running_table(cli: Cli, tmp_path: Path) -> None:
    """game.end: the title, the running table, totals and the leader after a blank line; numbers right-aligned,
    laid out as in every language."""
    path = tmp_path / "game.sheet"
    path.write_text(SHEET)
    code, out, err = cli("score", "--plain", str(path))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "Score sheet",
        "Round  Cards       Ann       Ben        Cat",
        "    1      1  +20 (20)  +10 (10)   +10 (10)",
        "    2      2  +60 (80)  +40 (50)  -40 (-30)",
        "Total               80        50        -30",
        "",
        "[game.end] After 2 of 10 rounds Ann leads with 80.",
    ]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (None, "No round is scored yet: 10 rounds to play."),
        ("fr", "Aucune manche n'est encore comptée\xa0: 10 manches à jouer."),  # French typography: a no-break space
        ("de", "Noch keine Runde gewertet: 10 Runden zu spielen."),
        ("es", "Aún no se ha anotado ninguna ronda: quedan 10 rondas por jugar."),
        ("zh", "尚无计分的轮次：共10轮待打。"),  # noqa: RUF001  # Chinese writes full-width colons
    ],
)
def test_a_sheet_of_headers_alone_says_no_round_is_scored_yet(
    cli: Cli, tmp_path: Path, lang: str | None, said: str
) -> None:
    """game.end: a sheet begun at the table, its players and no round yet, says how many rounds are to play, not
    that after round 0 everyone leads with 0."""
    path = tmp_path / "new.sheet"
    path.write_text("players: Ann Ben Cat\n")
    code, out, err = cli("score", "--plain", str(path), *(("--lang", lang) if lang else ()))
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == f"[game.end] {said}"


def test_a_header_after_the_rounds_is_told_as_a_header(cli: Cli, tmp_path: Path) -> None:
    """setup.players: 'players:' after the rounds is a header out of place, whatever the rounds before it;
    no round the file does not have is named."""
    path = tmp_path / "dup.sheet"
    path.write_text("players: Ann Ben Cat\nround 1: 1/1 0/0 0/0 9/9\nround 1: 1/1 0/0 0/0\nplayers: X Y\n")
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert f"{path}:4:1: 'players:' is a header; headers come before the first round" in err.splitlines()[-1]
    assert "round 2 is" not in err


def test_a_line_after_a_one_line_round_names_the_round_as_written(cli: Cli, tmp_path: Path) -> None:
    """game.end: the round a stray line follows is named by the number written on its line, even out of order."""
    path = tmp_path / "dup.sheet"
    path.write_text("players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 1: 1/1 0/0 0/0\n  bids: 1 0 0\n")
    err = cli("score", str(path))[2]
    assert f"{path}:4:3: round 1 is written on one line; 'bids:' belongs to no round" in err.splitlines()[-1]


def test_score_sheet_details_and_json(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "game.sheet"
    path.write_text(SHEET)
    out = cli("score", "--plain", "--details", str(path))[1]
    assert "Cat: classic scoring, 2 cards dealt, bid 0, won 1: off by 1" in out
    assert "[score.wager] Rascal of Roatan's wager of 20 lost" in out
    data = json.loads(cli("score", "--json", str(path))[1])
    assert data["totals"] == {"Ann": 80, "Ben": 50, "Cat": -30}
    assert data["leaders"] == ["Ann"]
    assert data["rounds"][1]["scores"]["Ben"]["total"] == 40
    assert data["schedule"]["cards"][:2] == [1, 2]


def test_score_sheet_rich(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "game.sheet"
    path.write_text(SHEET)
    code, out, _ = cli("score", "--format", "rich", "--details", str(path))
    assert code == 0
    assert "Score sheet" in out
    assert "score.wager" in out


@pytest.mark.process
def test_score_sheet_from_stdin() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "skrules", "score", "--json", "-"],
        input=SHEET,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["totals"]["Ann"] == 80


def test_score_sheet_every_problem_on_its_own_line(cli: Cli, tmp_path: Path) -> None:
    """Every problem in the file, file:line:column, exit 2, no traceback."""
    path = tmp_path / "bad.sheet"
    path.write_text("players: Ann Ben\nround 1: 2/0 0/1\nround 2: 1/1,pirrate 0/0\n")
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"skrules: error: {path}:2:10: Ann's bid is 2, but round 1 deals 1 card to each (bid.range)",
        f"skrules: error: {path}:3:14: 'pirrate': did you mean 'pirate'? the bonuses are 14, black14, mermaid, pirate, "
        "king, con, 8, 7, davy",
    ]


def test_a_cell_s_bad_item_hides_none_of_its_row_s_other_problems(cli: Cli, tmp_path: Path) -> None:
    """Every problem at once: a cell whose bonus does not read still counts its bid and tricks won, so the row's
    sum of tricks won is checked beside the typo, not only once the typo is corrected."""
    path = tmp_path / "typo.sheet"
    path.write_text("players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 1/1,mermiad 0/0 0/2\n")
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"skrules: error: {path}:3:1: the tricks won add up to 3, but round 2 has only 2 tricks",
        f"skrules: error: {path}:3:14: 'mermiad': did you mean 'mermaid'? the bonuses are 14, black14, mermaid, "
        "pirate, king, con, 8, 7, davy",
    ]


def test_tricks_won_above_the_cards_dealt_cite_setup_deal_everywhere(cli: Cli, tmp_path: Path) -> None:
    """setup.deal: a round has as many tricks as cards dealt, so tricks won above them cite setup.deal, in the
    calculator and on a sheet's row alike; a bid above them is bid.range's."""
    code, _, err = cli("score", "--cards", "5", "--bid", "2", "--won", "6")
    assert code == 2 and err.rstrip().endswith("(setup.deal)"), err
    path = tmp_path / "won.sheet"
    path.write_text("players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 1/1 0/1 0/0\nround 3: 1/4 0/0 0/0\n")
    code, _, err = cli("score", str(path))
    assert code == 2
    assert f"{path}:4:10: Ann's tricks won is 4, but round 3 deals 3 cards to each (setup.deal)" in err
    path.write_text("players: Ann Ben Cat\nround 1: 2/1 0/0 0/0\n")
    code, _, err = cli("score", str(path))
    assert code == 2 and err.rstrip().endswith("(bid.range)"), err


@pytest.mark.parametrize(
    ("item", "option"),
    [
        ("loot", "--alliance made|missed"),
        ("Loot=Ben", "--alliance made|missed"),
        ("wager=20", "--wager 0|10|20"),
        ("harry=+1", "--harry -1|0|1"),
        ("grapeshot", "--scoring rascal"),
    ],
)
def test_score_a_sheet_item_given_as_a_bonus_names_its_option(cli: Cli, item: str, option: str) -> None:
    """loot.alliance, ability.rascal, ability.harry, score.rascal: what a sheet's cell writes beside its bonuses is
    an option of the calculator; --bonus names that option rather than listing the bonuses."""
    code, out, err = cli("score", "--cards", "3", "--bid", "1", "--won", "1", "--bonus", f"14,{item}", "--deck", "all")
    assert (code, out) == (2, "")
    assert err == f"skrules: error: {item!r}: this is given with its own option, not --bonus: {option}\n"


@pytest.mark.parametrize("typed", ["", " ", "14,,mermaid", "14,", ",pirate"])
def test_an_empty_bonus_is_refused_not_read_as_none(cli: Cli, typed: str) -> None:
    """Finding: score.bonus: ``--bonus ''`` (an empty "$BONUS" in a script) or ``--bonus 14,,mermaid`` scored the
    round as if the empty bonus were not there, exit 0, where a sheet's cell ``1/1,,14`` refuses it. Now it is
    refused, with the value typed, as a bonus written wrongly is."""
    code, out, err = cli("score", "--cards", "3", "--bid", "1", "--won", "1", "--bonus", typed)
    assert (code, out) == (2, "")
    assert err == f"skrules: error: {typed!r}: write a bonus as NAME or NAME=COUNT, e.g. pirate=2\n"


@pytest.mark.parametrize("typed", ["pirate:2", "mermaid: 2", "=2", " =3"])
def test_a_bonus_count_after_a_colon_or_without_a_name_is_told_how_a_bonus_is_written(cli: Cli, typed: str) -> None:
    """Finding: score.bonus: ``--bonus pirate:2`` was answered "did you mean 'pirate'?", which scores one Pirate
    where two were taken, and ``--bonus =2`` "'': the bonuses are ...". Both now say how a bonus is written."""
    code, out, err = cli("score", "--cards", "3", "--bid", "1", "--won", "1", "--bonus", typed)
    assert (code, out) == (2, "")
    assert err == f"skrules: error: {typed!r}: write a bonus as NAME or NAME=COUNT, e.g. pirate=2\n"


def test_a_sheet_cell_bonus_count_after_a_colon_is_told_how_a_bonus_is_written() -> None:
    """Finding: score.bonus: a sheet's cell ``2/2,pirate:2`` was answered "did you mean 'pirate'?"."""
    with pytest.raises(SkrulesError) as caught:
        read_sheet("players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 2/2,pirate:2 0/0 0/0\n", "g.sheet")
    assert str(caught.value) == "g.sheet:3:14: 'pirate:2': write a bonus as NAME or NAME=COUNT, e.g. pirate=2"


def test_a_card_with_a_colon_is_still_a_bonus(cli: Cli) -> None:
    """bonus.pirate: the Tigress played as a Pirate, typed as in a trick, is still read as the card captured."""
    code, out, _ = cli("score", "--cards", "3", "--bid", "1", "--won", "1", "--bonus", "tigress:pirate", "--plain")
    assert code == 0 and "total +50" in out


@pytest.mark.parametrize(
    ("typed", "total"),
    [
        ("美人鱼\uff1d2", "+80"),
        ("14\uff0cmermaid", "+70"),
        ("海盗、美人鱼", "+90"),
        ("\uff50\uff49\uff52\uff41\uff54\uff45\uff1d\uff12", "+100"),  # pirate=2 in full-width letters
    ],
)
def test_a_bonus_typed_on_a_chinese_keyboard_is_read_as_the_plain_one(cli: Cli, typed: str, total: str) -> None:
    """Finding: score.bonus, bonus.mermaid, bonus.pirate: ``--bonus 美人鱼=2`` typed with a full-width equals sign was
    refused as no bonus, and ``--bonus 14,mermaid`` with a full-width comma answered "did you mean 'mermaid'?",
    dropping the 14; a trick's cards read full-width signs as the plain ones, and now so does ``--bonus``."""
    code, out, err = cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", typed, "--plain")
    assert (code, err) == (0, "")
    assert out.rstrip().endswith(f"total {total}")


def test_a_sheet_typed_on_a_chinese_keyboard_adds_up_as_the_plain_one() -> None:
    """Finding: score.bid, bonus.mermaid: a sheet's ``round 1:`` with a full-width colon was refused as no round and
    ``2/2,mermaid`` with a full-width comma as a cell not starting with BID/WON; they are read as the plain ones."""
    plain = read_sheet("players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 2/2,mermaid 0/0 0/0\n")
    wide = read_sheet(
        "players\uff1a Ann Ben Cat\nround 1\uff1a 1/1\u30000/0 0/0\nround 2: 2/2\uff0cmermaid 0/0 \uff10\uff0f\uff10\n"
    )
    assert wide.table.totals() == plain.table.totals()
    with pytest.raises(SkrulesError) as caught:
        read_sheet("players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 2/2\uff0cmermaidd 0/0 0/0\n", "g.sheet")
    assert str(caught.value).startswith("g.sheet:3:14: 'mermaidd': did you mean 'mermaid'?")


def test_score_sheet_and_single_options_do_not_mix(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "game.sheet"
    path.write_text(SHEET)
    code, _, err = cli("score", str(path), "--bid", "2")
    assert code == 2
    assert "--bid: these options score a single round" in err


def test_score_missing_sheet_file(cli: Cli) -> None:
    code, _, err = cli("score", "no-such.sheet")
    assert code == 2
    assert "no-such.sheet: no such file or folder" in err  # as skrules check says it
    code, _, err = cli("score", "")
    assert (code, err) == (2, "skrules: error: '': no such file or folder\n")  # an empty name, said as one


def test_score_help_documents_the_sheet_format(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["score", "--help"])
    out = capsys.readouterr().out
    assert "round 2: 2/2,14,pirate=2" in out
    assert "bendt +CARD +CARD -CARD -CARD" in out


def test_the_sheet_examples_are_sheets_skrules_adds_up(tmp_path: Path) -> None:
    """setup.deal, score.bid, loot.alliance, ability.unlock, play.order: the score sheet's example in its
    module's documentation, and the round lines of ``skrules score --help``, read and add up with no
    error, so that neither shows a sheet skrules refuses."""
    doc = sheet_module.__doc__ or ""
    example = textwrap.dedent(doc.split("::\n\n", 1)[1].split("\n\nA cell is", 1)[0])
    read_sheet(example, "example")
    rounds = [line.split("  ")[0].strip() for line in SHEET_HELP.splitlines() if re.match(r"\s*round [12]:", line)]
    assert len(rounds) == 2
    read_sheet("\n".join(["players: Ann Ben Cat", *rounds]), "help")


@given(st.lists(st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=8), max_size=8))
def test_score_never_a_traceback(args: list[str]) -> None:
    """Whatever the arguments, the exit code is 0 or 2 and nothing escapes."""
    code: int | str | None
    try:
        code = main(["score", *args])
    except SystemExit as exit_:  # argparse's own errors
        code = exit_.code
    assert code in (0, 2)


@pytest.mark.parametrize(
    ("args", "english", "spanish"),
    [
        (
            ["game.sheet", "--cards", "3", "--bonus", "14"],
            "--cards, --bonus: these options score a single round, and a sheet says its own scoring and bonuses "
            "(give either a SHEET or --cards, --bid and --won)",
            "--cards, --bonus: estas opciones puntúan una sola ronda, y una hoja de puntos indica su propia "
            "puntuación y sus bonificaciones (da o bien un archivo SHEET, o bien --cards, --bid y --won)",
        ),
        (
            ["--cards", "3"],
            "give --bid, --won to score a round, or a SHEET file to add up",
            "da --bid, --won para puntuar una ronda, o un archivo SHEET para sumar",
        ),
        (
            ["bad.sheet"],
            "bad.sheet:2: the file is not UTF-8 text (byte 0xff); a score sheet is plain UTF-8 text",
            "bad.sheet:2: el archivo no es texto UTF-8 (byte 0xff); una hoja de puntos es texto plano UTF-8",
        ),
        (
            ["a\x00b"],
            "cannot read 'a\\x00b' as a score sheet: embedded null byte",
            "no se puede leer 'a\\x00b' como hoja de puntos: el nombre contiene un byte nulo",
        ),
    ],
)
def test_the_score_command_s_own_refusals_are_messages(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, args: list[str], english: str, spanish: str
) -> None:
    """score.bid (the round's options), the sheet's file: the score command's own refusals are messages of
    skrules.refusals (SHEET_OR_ROUND, ROUND_NEEDS, SHEET_NOT_UTF8, SHEET_UNREADABLE); 'skrules score' has no
    --lang, so it says them in English as it did, and each catalogue has them (Spanish here) for a caller that
    has a language. The system's own words (embedded null byte) are English's; a language says the reason from
    its catalogue (OsReason.NUL)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.sheet").write_text(SHEET)
    (tmp_path / "bad.sheet").write_bytes(b"players: Ann Ben\n\xff\n")
    code, out, err = cli("score", *args)
    assert (code, out, err) == (2, "", f"skrules: error: {english}\n")
    with pytest.raises(SkrulesError) as caught:
        score_command.run(_parse(["score", *args]))
    assert str(caught.value) == english
    assert refusal_text(caught.value, "es") == spanish


@pytest.mark.parametrize(
    ("text", "where", "opener"),
    [
        ("game: Friday\nplayers: Ann Ben\nround 1: 1/1 0/0\nwinner: Ann\n", "1:1", "game:"),
        ("# a trick\n\nscenario: x\ntrick: g3 g5\nwinner: P2\n", "3:1", "scenario:"),
        ("round: r\nplayers: Ann Ben\nbids: Ann=1 Ben=0\n", "1:1", "round:"),
    ],
)
def test_score_told_a_scenario_file_names_it_and_the_command_that_reads_it(
    cli: Cli, tmp_path: Path, text: str, where: str, opener: str
) -> None:
    """game.end: a scenario file (the score pad exports one) given to 'skrules score' is told once what it is and
    that 'skrules check' reads it, with exit 2; it was read as a sheet, a refusal a line (nine for an export)."""
    path = tmp_path / "friday.skull"
    path.write_text(text)
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "") and err.count("\n") == 1, err
    assert err == (
        f"skrules: error: {path}:{where}: '{opener}' starts a scenario file, which 'skrules check' verifies; "
        "a score sheet starts with 'players: NAME NAME ...'\n"
    )
    code, _, err = cli("score", "--lang", "fr", str(path))
    assert code == 2 and "commence un fichier de scénario, que 'skrules check' vérifie" in err, err


def test_a_sheet_s_variant_refused_by_its_edition_is_told_at_its_line(cli: Cli, tmp_path: Path) -> None:
    """first.deck: the first edition has no card-count variants; the refusal points at the 'variant:' line."""
    path = tmp_path / "e13.sheet"
    path.write_text("players: Ann Ben Cat\nedition: 2013\nvariant: even-keeled\nround 1: 0/0 0/0 1/1\n")
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"skrules: error: {path}:3:10: the 2013 edition has only the standard ten rounds")


@pytest.mark.parametrize(
    ("cell", "said"), [("-1/0", "counted from 0, never below (bid.range)"), ("x/1", "must start with BID/WON")]
)
def test_a_cell_with_a_count_below_zero_is_told_so(cli: Cli, tmp_path: Path, cell: str, said: str) -> None:
    """bid.range: a bid or tricks won below 0 in a sheet's cell is told as a count below 0, at the cell; a cell
    that is no BID/WON at all is told its form."""
    path = tmp_path / "neg.sheet"
    path.write_text(f"players: Ann Ben Cat\nround 1: {cell} 0/0 1/1\n")
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"skrules: error: {path}:2:10: '{cell}': Ann's ") and said in err


def test_a_sheet_the_system_cannot_read_is_named(cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read error (a device's, a disk's) names the sheet with the system's words; it said only 'Input/output
    error'."""
    path = tmp_path / "game.sheet"
    path.write_text(SHEET)

    def failing(name: str | Path) -> bytes:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr("skrules.files.read_regular", failing)
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert err == f"skrules: error: cannot read {str(path)!r} as a score sheet: Input/output error\n"


@pytest.mark.parametrize(
    ("ally", "said"),
    [
        ("Cta", "loot=Cta: did you mean 'Cat'? the other ally is one of the other players (Ben, Cat)"),
        ("Zed", "loot=Zed: the other ally is one of the other players (Ben, Cat)"),
        ("Ann", "loot=Ann: the other ally is one of the other players (Ben, Cat)"),
    ],
)
def test_a_misspelt_loot_ally_is_told_the_player_it_is_near(cli: Cli, tmp_path: Path, ally: str, said: str) -> None:
    """loot.alliance: the Loot's other ally misspelt is told the player one or two keystrokes off, as a misspelt
    bonus is; a name near no player, or the cell's own player, is told who the others are."""
    path = tmp_path / "loot.sheet"
    path.write_text(f"players: Ann Ben Cat\nround 1: 0/0 0/0 1/1\nround 2: 1/1,loot={ally} 0/0 1/1\n")
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert err == f"skrules: error: {path}:3:14: {said}\n"


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("mermaid pirate", "did you mean 'mermaid,pirate'?"),
        ("mermaid+pirate", "did you mean 'mermaid,pirate'?"),
        ("2 pirates", "did you mean 'pirate=2'?"),
        ("pirate x2", "did you mean 'pirate=2'?"),
        ("8 pirates", None),
        ("mermaid foo", None),
    ],
)
def test_bonuses_written_apart_are_not_answered_with_one_of_their_words(
    cli: Cli, typed: str, meant: str | None
) -> None:
    """Finding: score.bonus, bonus.pirate: ``--bonus "2 pirates"`` was answered "did you mean 'pirates'?" and
    ``--bonus "mermaid pirate"`` "did you mean 'mermaid'?": a Pirate or a bonus lost. Now what was meant is said
    as it is written (``pirate=2``, ``mermaid,pirate``), or, where that is unclear, how a bonus is written."""
    code, out, err = cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", typed)
    assert (code, out) == (2, "")
    if meant is None:
        assert err == f"skrules: error: {typed!r}: write a bonus as NAME or NAME=COUNT, e.g. pirate=2\n"
    else:
        assert err.startswith(f"skrules: error: {typed!r}: {meant} the bonuses are 14, black14, ")
    assert cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", "skull king")[0] == 0


@pytest.mark.parametrize("second", ["mermaid", "pirate=2", "sirène"])
def test_a_second_bonus_without_its_option_is_told_to_follow_bonus(
    cli: Cli, second: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding: score.bonus: ``--bonus 14 mermaid`` read ``mermaid`` as a score sheet's file and answered that
    --cards, --bid, --won and --bonus score a single round while a sheet says its own bonuses; it now says that
    'mermaid' is a bonus, given after --bonus, in the language asked. A file of that name is still a sheet."""
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", "14", second)
    assert (code, out) == (2, "")
    assert err == (
        f"skrules: error: {second!r} is a bonus, and no file: give each bonus after --bonus, e.g. --bonus 14 --bonus"
        " mermaid\n"
    )
    code, _, err = cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", "14", second, "--lang", "fr")
    assert code == 2 and "est un bonus, et non un fichier" in err
    (tmp_path / second).write_text("players: Ann Ben\n", "utf-8")
    code, _, err = cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", "14", second)
    assert code == 2 and "these options score a single round" in err
