"""``skrules score --lang``: a round's breakdown and a score sheet in French, German, Spanish or Chinese.

Each line of a breakdown, its headline and a score sheet's game trace are messages (skrules.messages.ScoreMsg,
tests/test_score_messages.py); the command says them from their messages in ``--lang``, the running table
with the headings and closing lines the table's own running table says, and its refusals as ``skrules trick
--lang`` says its own. English stays as it was, and ``--json`` is English data with or without ``--lang``.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.cells import cell_len

from skrules.cli import main
from skrules.i18n import LANGS, table_text
from tests.conftest import ERROR
from tests.test_catalogues import ENGLISH, OWN

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

ROUND = ["--cards", "5", "--bid", "2", "--won", "2", "--bonus", "14", "--bonus", "mermaid"]
# a round of Rascal scoring with Harry's change, an unnamed Loot ally who missed and Rascal's wager
ABILITIES = ["--cards", "3", "--bid", "1", "--won", "2", "--harry", "+1", "--alliance", "missed"]
ABILITIES += ["--wager", "10", "--abilities", "--scoring", "rascal", "--bonus", "14"]
# the sheet the Scoring page shows (skrules/rulebook/scoring.md): rounds of cells, a Loot alliance, a wager, and a
# round given by its tricks; read from the page, as tests/golden/sheets.jsonl records it from there
SCORING_PAGE = Path(__file__).resolve().parent.parent / "skrules" / "rulebook" / "scoring.md"
SHEET = SCORING_PAGE.read_text("utf-8").split("adds up a whole score sheet", 1)[1].split("```text\n", 1)[1]
SHEET = SHEET.split("```", 1)[0]
HEAD = "players: Ann Ben\n"  # a sheet's rows are written after it
# words each language says a breakdown with: the scoring, the cards dealt, made, the total
WORDS = {
    "fr": ["décompte classique", "cartes distribuées", "mise 2, plis 2\xa0: réussie", "total +70"],
    "de": ["klassische Wertung", "Karten ausgeteilt", "Ansage 2, Stiche 2: erfüllt", "Summe +70"],
    "es": ["puntuación clásica", "cartas repartidas", "apuesta 2, bazas 2: cumplida", "total +70"],
    "zh": ["经典计分", "发5张牌", "叫2墩，赢2墩：达成", "总分+70"],  # noqa: RUF001
}
CITED = re.compile(r"\[[^\]]*\]|\b[a-z]+\.[a-z.-]+\b")  # [score.bid], score.bid: rule IDs, cited as they are
NAMES = ("Ann", "Ben", "Cat", "Harry the Giant", "Rascal of Roatan", "bonus-on-miss")


def english_left(text: str, lang: str) -> set[str]:
    """The English words of a translated output, its rule IDs, players' and Pirates' names left aside."""
    text = CITED.sub(" ", text)
    for name in NAMES:
        text = text.replace(name, " ")
    return set(ENGLISH.findall(text)) - OWN.get(lang, set())


def sentences(english: str) -> list[str]:
    """The sentences of an English breakdown's text: its headlines and each line's words after its rule."""
    out = []
    for line in english.splitlines():
        said = line.split("] ", 1)[1] if "] " in line else line.strip()
        if len(said) > 12 and not said.startswith("total"):
            out.append(said)
    return out


@pytest.fixture
def sheet(tmp_path: Path) -> str:
    path = tmp_path / "game.sheet"
    path.write_text(SHEET, "utf-8")
    return str(path)


@pytest.mark.parametrize("lang", LANGS)
def test_a_round_is_scored_in_the_language(cli: Cli, lang: str) -> None:
    """score.bid, score.bonus, bonus.fourteen, bonus.mermaid: the breakdown's headline, each line and the total in
    --lang, the same rules cited in the same order; no English sentence or word of the breakdown is left."""
    code, out, err = cli("score", "--plain", *ROUND, "--lang", lang)
    assert (code, err) == (0, "")
    for words in WORDS[lang]:
        assert words in out, (words, out)
    _, english, _ = cli("score", "--plain", *ROUND)
    assert re.findall(r"\[[^\]]*\]", out) == re.findall(r"\[[^\]]*\]", english)
    assert len(out.splitlines()) == len(english.splitlines())
    for sentence in sentences(english):
        assert sentence not in out, sentence
    assert not english_left(out, lang), english_left(out, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_abilities_an_unnamed_ally_and_rascal_scoring_are_said_in_the_language(cli: Cli, lang: str) -> None:
    """ability.harry, score.rascal, score.rascal-bonus, score.alliance, score.wager: Harry's change in the headline
    (``1->2``), Rascal scoring, and "the other ally" of --alliance said as the language says it, not as a name."""
    code, out, _ = cli("score", "--plain", *ABILITIES, "--lang", lang)
    assert code == 0
    assert "1->2" in out.splitlines()[0]
    assert "other ally" not in out
    assert {"fr": "l'autre allié", "de": "der andere Verbündete", "es": "el otro aliado", "zh": "另一位盟友"}[
        lang
    ] in out
    _, english, _ = cli("score", "--plain", *ABILITIES)
    assert "Loot alliance with the other ally: no +20, as the other ally missed" in english
    for sentence in sentences(english):
        assert sentence not in out, sentence
    assert not english_left(out, lang), english_left(out, lang)


def test_english_is_as_it_was_without_lang_and_with_lang_en(cli: Cli) -> None:
    """score.bid, score.bonus: without --lang, and with --lang en, the breakdown is the English it always was
    (test_cli_score pins its lines; the golden sheets pin every sheet's)."""
    code, out, err = cli("score", "--plain", *ROUND)
    assert (code, err) == (0, "")
    assert out.startswith("classic scoring, 5 cards dealt, bid 2, won 2: made\n")
    assert cli("score", "--plain", *ROUND, "--lang", "en") == (0, out, "")


@pytest.mark.parametrize(
    ("lang", "rules", "head"),
    [
        ("fr", "Règles\xa0: édition 2018", "réussie (règle maison\xa0: bonus-on-miss)"),
        ("de", "Regeln: Ausgabe 2018", "erfüllt (Hausregel: bonus-on-miss)"),
        ("zh", "规则：2018年版", "达成（家规：bonus-on-miss）"),  # noqa: RUF001
    ],
)
def test_another_edition_and_a_house_rule_are_named_in_the_language(cli: Cli, lang: str, rules: str, head: str) -> None:
    """house.bonus-on-miss, score.bonus: the Rules line of another edition as the trick's verdict names it in the
    language, the house rule in the headline; English as it was."""
    args = ["score", "--plain", *ROUND, "--edition", "2018", "--house", "bonus-on-miss"]
    code, out, _ = cli(*args, "--lang", lang)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == rules and lines[1].endswith(head), lines
    english = cli(*args)[1].splitlines()
    assert english[:2] == [
        "Rules: 2018 edition",
        "classic scoring, 5 cards dealt, bid 2, won 2: made (house rule: bonus-on-miss)",
    ]


@pytest.mark.parametrize("lang", ["fr", "de", "zh"])
@pytest.mark.parametrize("columns", ["60", "100"])
def test_the_rich_panel_is_in_the_language_and_fits(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, lang: str, columns: str
) -> None:
    """score.bid, score.bonus, bonus.mermaid: the panel's headline, lines and total in --lang, within the terminal's
    width at 60 and 100 columns, no English sentence left."""
    monkeypatch.setenv("COLUMNS", columns)
    code, out, _ = cli("score", "--format", "rich", *ROUND, "--lang", lang)
    assert code == 0
    assert WORDS[lang][-1] in out and WORDS[lang][0] in out
    assert all(cell_len(line) <= int(columns) for line in out.splitlines())
    assert not english_left(out, lang), english_left(out, lang)
    assert "total +70" in cli("score", "--format", "rich", *ROUND)[1]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "de",
            ["Punkteblatt", "Runde  Karten", "Summe", "[game.end] Nach Runde 3 von 10 führt Ann mit 100.", "Runde 2"],
        ),
        ("fr", ["Feuille de score", "Manche  Cartes", "[game.end] Après la manche 3 sur 10, Ann mène avec 100."]),
        ("zh", ["计分表", "牌数", "总分", "[game.end] 第3轮后（共10轮），Ann以100分领先。", "第2轮"]),  # noqa: RUF001
    ],
)
def test_a_score_sheet_is_added_up_in_the_language(cli: Cli, sheet: str, lang: str, words: list[str]) -> None:
    """score.bid, score.zero, score.miss, score.alliance, score.wager, setup.deal, game.end: the running table's
    headings and closing line as the table's running table says them, then with --details each round's
    breakdowns and the steps of the round played, none of their English sentences left."""
    code, out, err = cli("score", "--plain", "--details", sheet, "--lang", lang)
    assert (code, err) == (0, "")
    for said in words:
        assert said in out, (said, out)
    _, english, _ = cli("score", "--plain", "--details", sheet)
    assert "[game.end] After 3 of 10 rounds Ann leads with 100." in english
    table, details = english.split("\n\n", 2)[0], english.split("\n\n", 2)[2]
    assert table.startswith("Score sheet\nRound  Cards        Ann")
    for sentence in sentences(details):
        assert sentence not in out, sentence
    assert re.findall(r"\[[^\]]*\]", details) == re.findall(r"\[[^\]]*\]", out.split("\n\n", 2)[2])
    assert not english_left(out, lang), english_left(out, lang)


@pytest.mark.parametrize("lang", [None, *LANGS])
def test_the_plain_score_sheet_has_one_layout_in_every_language_and_command(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, sheet: str, lang: str | None
) -> None:
    """game.end: written as plain text, the score sheet is laid out alike in English and every --lang, by
    skrules score and by skrules table into a pipe: its title, the running table (headings, a row per round,
    the totals), a blank line, then the line saying who leads."""
    more = [] if lang is None else ["--lang", lang]
    title = table_text("Score sheet", lang)
    code, out, err = cli("score", "--plain", sheet, *more)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert [lines[0], *lines[6:7]] == [title, ""] and len(lines) == 8, out
    assert lines[7].startswith("[game.end] ") and all(line.strip() for line in lines[1:6]), out
    headings = lines[1].split()[:2]
    typed = ["1 0 0", "g5 g3 g2", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    monkeypatch.delenv("COLUMNS", raising=False)
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat", *more)
    lines = out.splitlines()
    at = lines.index(title)
    assert lines[at + 1].split()[:2] == headings, out
    assert lines[at + 4] == "" and lines[at + 5].startswith("[game.end] "), out
    assert all(line.strip() for line in lines[at + 1 : at + 4]), out


def test_a_score_sheet_in_the_rich_table_is_in_the_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, sheet: str
) -> None:
    """game.end, score.alliance: the drawn table's headings and each round's panel (its title and lines) in
    Spanish, at 60 columns; English as it was."""
    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = cli("score", "--format", "rich", "--details", sheet, "--lang", "es")
    assert code == 0
    for said in ("Hoja de puntos", "Ronda", "Ronda 2: Ann", "alianza del Botín con Ben", "total +60"):
        assert said in out, said
    assert "Round" not in out and "Score sheet" not in out
    assert not english_left(out, "es"), english_left(out, "es")
    english = cli("score", "--format", "rich", "--details", sheet)[1]
    assert "Score sheet" in english and "Round 2: Ann" in english and "Loot alliance with Ben" in english


def test_json_is_the_same_english_data_with_lang(cli: Cli, sheet: str) -> None:
    """score.bid, score.alliance: --json is data in English, whatever --lang says (as skrules trick's)."""
    for args in ([*ROUND], [*ABILITIES], [sheet]):
        english = cli("score", "--json", *args)
        assert cli("score", "--json", *args, "--lang", "fr") == english
        assert english[0] == 0 and json.loads(english[1])


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--cards", "3", "--lang", "de"], "gib --bid, --won an, um eine Runde zu werten, oder eine SHEET-Datei"),
        (["--cards", "3", "--bid", "5", "--won", "1", "--lang", "zh"], "叫墩为5；叫墩为0到所发的3张牌（bid.range）"),  # noqa: RUF001
        (["--cards", "3", "--bid", "1", "--won", "1", "--bonus", "pirrate", "--lang", "fr"], "vouliez-vous dire"),
        (["nosuch.sheet", "--lang", "es"], "nosuch.sheet: no existe ese archivo ni carpeta"),
    ],
)
def test_a_refusal_is_said_in_the_language(cli: Cli, args: list[str], said: str) -> None:
    """bid.range, score.bonus: a round or a sheet the command refuses is refused in --lang, on one line with exit
    code 2, as skrules trick --lang refuses; English as it was without --lang."""
    code, out, err = cli("score", *args)
    assert (code, out) == (2, "")
    assert err.startswith(ERROR[args[args.index("--lang") + 1]]) and said in err, err
    assert err.count("\n") == 1
    english = cli("score", *args[:-2])[2]
    assert english != err and english.startswith("skrules: error: ")
    if "nosuch.sheet" in args:
        assert english == "skrules: error: nosuch.sheet: no such file or folder\n"


@pytest.mark.parametrize(
    ("args", "lang", "said"),
    [
        (
            ["--bid", "2", "--won", "1", "--harry", "-1", "--bonus", "pirate=2"], "fr",
            "les Pirates pris par le Skull King et le changement de mise de Harry le Géant demandent 2 plis remportés, "
            "pas 1\xa0: aucun Pirate ne remporte le pli où le Skull King prend des Pirates\xa0; le pouvoir "
            "d'un Pirate ne se "
            "débloque qu'en remportant un pli avec lui (bonus.pirate, ability.unlock)",
        ),
        (
            ["--bid", "1", "--won", "1", "--bonus", "mermaid", "--bonus", "king"], "de",
            "der von einer Meerjungfrau genommene Skull King und eine von einem Piraten genommene Meerjungfrau "
            "brauchen 2 gewonnene Stiche, nicht 1: den Stich, in dem eine Meerjungfrau den Skull King nimmt, gewinnt "
            "kein Pirat; ein Pirat nimmt eine Meerjungfrau nur in einem Stich, den er gewinnt "
            "(bonus.king, bonus.mermaid)",
        ),
        (
            ["--bid", "1", "--won", "1", "--bonus", "con", "--bonus", "mermaid", "--deck", "all"], "zh",
            "赢得副手和海盗赢得一张美人鱼需要赢得2墩，而不是1墩：副手被赢得的那一墩不会由海盗赢下；"  # noqa: RUF001
            "海盗只有赢下那一墩才能赢得其中的美人鱼（con.bonus、bonus.mermaid）",  # noqa: RUF001
        ),
    ],
)  # fmt: skip
def test_tricks_a_bonus_needs_are_refused_with_what_was_given(cli: Cli, args: list[str], lang: str, said: str) -> None:
    """bonus.pirate, bonus.king, con.bonus, bonus.mermaid, ability.unlock: the refusal says the Skull King takes the
    Pirates (he is not captured) and First Mate Con is taken (he takes nothing), by the card's name in the language
    (der Zweite, 副手, never "Con"), names the bonuses and abilities given and cites only their rules."""
    code, out, err = cli("score", "--cards", "3", *args, "--lang", lang)
    assert (code, out) == (2, "")
    assert err == f"{ERROR[lang]}{said}\n"


@pytest.mark.parametrize(
    ("lang", "fourteens", "eights"),
    [
        ("fr", "3 cartes 14 capturées", "2 cartes 8 de l'extension capturées"),
        ("es", "3 cartas 14 capturadas", "2 cartas 8 de la expansión capturadas"),
        ("de", "3 erbeutete 14er", "2 erbeutete 8er der Erweiterung"),
    ],
)
def test_a_count_of_numbered_cards_never_runs_two_numbers_together(
    cli: Cli, lang: str, fourteens: str, eights: str
) -> None:
    """bonus.fourteen, exp.eight: "3 cartes 14 capturées", never "3 14 capturés" nor "2 8 de l'extension"."""
    code, out, _ = cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", "14=3", "--bonus", "8=2",
                       "--deck", "all", "--plain", "--lang", lang)  # fmt: skip
    assert code == 0
    assert fourteens in out and eights in out, out
    assert not re.search(r"\b\d+ \d+\b", out.replace("+", "")), out


@pytest.mark.parametrize(
    ("lang", "one", "range_"),
    [
        (None, "a round brings at most 1 black 14:", "a round brings at most 3 green, purple and yellow 14s:"),
        ("fr", "14 noir\xa0: au plus 1 par manche,", "14 verts, violets et jaunes\xa0: au plus 3 par manche,"),
        (
            "de",
            "eine Runde bringt höchstens 1 schwarze 14:",
            "eine Runde bringt höchstens 3 grüne, violette und gelbe 14er",
        ),
        ("es", "14 negro: como mucho 1 por ronda,", "14 verdes, morados y amarillos: como mucho 3 por ronda,"),
        ("zh", "一轮最多可得1张黑色的14：", "一轮最多可得3张绿色、紫色和黄色的14："),  # noqa: RUF001
    ],
)
def test_a_bonus_count_out_of_range_names_the_cards_and_says_at_most_one(
    cli: Cli, lang: str | None, one: str, range_: str
) -> None:
    """box.copies: a bonus counted beyond what the deck holds is refused with the cards the deck holds, "at most
    1 black 14" (never "1 to 1 of black 14s captured"), "at most 3 ... 14s" (not "1 to 3": a round may bring none)."""
    language = ("--lang", lang) if lang else ()
    for bonus, said in (("black14=2", one), ("14=4", range_)):
        code, _, err = cli("score", "--cards", "5", "--bid", "2", "--won", "2", "--bonus", bonus, *language)
        assert code == 2 and said in err, err
        assert not re.search(r"1 (to|à|bis|a) 1\b|1到1", err), err


def test_a_sheets_problems_are_said_in_the_language(cli: Cli, tmp_path: Path) -> None:
    """ability.rascal, loot.alliance, score.bonus, play.order: a sheet's problems, each with its file, line and
    column as they are, in --lang: a cell's item, a bonus, a trick's card, and the sheet reader's own words (a round
    numbered out of order); tests/test_sheet_lang.py says every one of the reader's problems in every language."""
    path = tmp_path / "bad.sheet"
    rows = (
        "round 1: 1/1,wager=15 0/0,loot=Zed\nround 3: 1/1,pirrate 0/0\nround 4:\n  bids: 1 0\n  trick: Ann=g5 Ben=g77\n"
    )
    path.write_text(HEAD + rows, "utf-8")
    code, out, err = cli("score", str(path), "--lang", "fr")
    assert (code, out) == (2, "")
    lines = err.splitlines()
    assert (
        lines[0] == f"{ERROR['fr']}{path}:2:14: 'wager=15'\xa0: écrivez wager=0, wager=10 ou wager=20 (ability.rascal)"
    )
    assert f"{path}:2:27: loot=Zed\xa0: l'autre allié est l'un des autres joueurs (Ann)" in err
    assert f"{path}:3:14: 'pirrate'\xa0: vouliez-vous dire 'pirate'\xa0?" in err
    assert f"{path}:6:17: carte 2 'Ben=g77'\xa0: le vert va de 1 à 14" in err
    numbered = "la manche 3 vient là où la manche 2 était attendue\xa0; numérotez les manches 1, 2, 3, ..."
    assert f"{path}:3:1: {numbered}" in err
    assert "round 3 comes where round 2 was expected" not in err
    english = cli("score", str(path))[2].splitlines()
    assert len(english) == len(lines)
    assert f"{path}:6:17: card 2 'Ben=g77': green runs from 1 to 14" in english[-1]


def test_editions_with_lang_is_refused_as_trick_refuses_it(cli: Cli, sheet: str) -> None:
    """--editions compares the editions in English side by side: with --lang it is refused, for a round and a
    sheet, with the words and the exit code of skrules trick --editions --lang, said in that language: the reason
    is the English, not "one question at a time", which --lang is not."""
    trick = cli("trick", "--editions", "--lang", "fr", "g5", "g7")
    assert trick == (2, "", f"{ERROR['fr']}--editions ne s'affiche qu'en anglais\xa0: retirez --lang\n")
    for args in (ROUND, [sheet]):
        assert cli("score", "--editions", *args, "--lang", "fr") == trick


@pytest.mark.parametrize("lang", LANGS)
def test_editions_refusals_are_said_in_the_language(cli: Cli, lang: str) -> None:
    """editions: --editions with --lang, or with --edition and --lang, is refused in that language (the options
    named as typed), never in English; without --lang, in English as it was."""
    for extra, named in (((), "--lang"), (("--edition", "2021"), "--edition 2021")):
        code, out, err = cli("trick", "--editions", *extra, "g3", "b5", "kraken", "p7", "--lang", lang)
        assert (code, out) == (2, "") and err.count("\n") == 1
        assert named in err and "leave out" not in err, err
        assert not english_left(err.removeprefix(ERROR[lang]), lang), err
    english = "skrules: error: --editions answers one question at a time; leave out --why\n"
    assert cli("trick", "--editions", "g3", "--why", "P1") == (2, "", english)
    english = "skrules: error: --editions compares every edition; leave out --edition 2021\n"
    assert cli("trick", "--editions", "--edition", "2021", "g3") == (2, "", english)


def test_help_lists_lang_with_its_languages(capsys: pytest.CaptureFixture[str]) -> None:
    """skrules score --help lists --lang, its languages and that --json keeps English."""
    with pytest.raises(SystemExit) as done:
        main(["score", "--help"])
    assert done.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "--lang LANG the breakdown, the score sheet and the refusals in fr, zh, de or es" in out
    assert "--json keeps English" in out


def test_the_cli_pages_french_round_is_what_the_command_prints(cli: Cli) -> None:
    """score.bid, score.bonus, bonus.fourteen, bonus.mermaid: the round docs/tool/cli.md shows in French
    (*Scores in another language*) is what the command prints, byte for byte."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "tool" / "cli.md").read_text(encoding="utf-8")
    section = page.split("## Scores in another language", 1)[1]
    command, expected = section.split("```console\n", 1)[1].split("```", 1)[0].split("\n", 1)
    args = command.removeprefix("$ skrules ").split()
    assert "--lang" in args
    assert cli(*args) == (0, expected, "")


@pytest.mark.parametrize(
    ("won", "said"),
    [("2", "直接命中"), ("3", "擦身而过，相差1墩"), ("5", "全然失手，相差3墩")],  # noqa: RUF001
)
def test_rascal_scoring_in_chinese_names_its_three_results_as_the_chinese_rulebook(
    cli: Cli, won: str, said: str
) -> None:
    """score.rascal: the Chinese rulebook names Rascal scoring's three results 直接命中 (a direct hit), 擦身而过
    (a glancing blow, off by one) and 全然失手 (a complete miss, off by two or more); the score says them so."""
    code, out, err = cli("score", "--plain", "--lang", "zh", "--cards", "5", "--bid", "2", "--won", won,
                         "--scoring", "rascal")  # fmt: skip
    assert (code, err) == (0, "")
    assert f"[score.rascal] {said}" in out
