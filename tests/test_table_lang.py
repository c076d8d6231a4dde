"""``skrules table --lang`` and ``skrules table --pad --lang``: the table and its score pad in French,
Chinese, German or Spanish.

Every line the table writes is keyed by its English in the ``table`` section of the catalogues
(``en.json`` lists them); a line missing from a language is a KeyError, met here, never English
slipped into a French game. Names, card tokens, rule IDs and the pad's codes stay as typed.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import io
import re
import stat
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console

from skrules.cli import main
from skrules.files import kind_of
from skrules.i18n import LANGS, catalog, localizer, placeholders, table_text
from skrules.refusals import RefusalMsg, refusal
from skrules.refusals import SetupRefusal as SR
from skrules.table import _ask_once, _questions
from skrules.table.lang import say, yes_no
from skrules.table.pad import MESSAGES, Pad, pad_text
from skrules.table.padsession import COMMANDS, PAD_HELP
from skrules.table.save import game_text
from skrules.table.session import _ABILITY_QUESTIONS
from skrules.table.state import Options, Table
from skrules.table.view import HELP, SAID
from tests.conftest import ERROR, examples
from tests.test_catalogues import ENGLISH
from tests.test_table import as_at_a_terminal

CLI = Callable[..., tuple[int, str, str]]
TABLE = Path(__file__).resolve().parent.parent / "skrules" / "table"
# the English words of the table's own lines, which no translated line may leave behind
TABLE_WORDS = re.compile(
    r"\b(Round|bids|won|tricks|scored|made|Enter|none|error|Score|sheet|leads|deals|Type|Trick|Next)\b"
)
RULE_IDS = re.compile(r"[\[(（][a-z]+\.[a-z.-]+[\])）]")  # (bid.range), [rank.mermaid-king]: cited as they are  # noqa: RUF001
# lines a language may write as English does
SAME = {"Total", "error: ", "bonus", "{n} card", "{n} cards", "no", "why [NAME]", "NAME", "{name}: {why}"}


def _english() -> list[str]:
    ids: list[str] = catalog("en")["table"]  # type: ignore[assignment]
    return ids


QUIT = ["quit", "no"]  # leaving as a table leaves, an unsaved game left unsaved (not a recovery file)


def run(cli: CLI, monkeypatch: pytest.MonkeyPatch, lines: list[str], *args: str, columns: int = 100) -> tuple[int, str]:
    """``skrules table ARGS`` with the lines typed, then ``quit`` and ``no``: the output and the error output."""
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in [*lines, *QUIT])))
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, err = cli("table", *args)
    return code, out + err


@pytest.mark.parametrize("lang", LANGS)
def test_every_table_line_has_every_language_with_its_placeholders(lang: str) -> None:
    """setup.players, bid.range, game.end: each line of the table and the pad (en.json's table section)
    is in the language, with the same named placeholders, and translated."""
    english = _english()
    assert len(english) == len(set(english)) > 100
    translated = catalog(lang)["table"]
    assert isinstance(translated, dict)
    assert set(translated) == set(english), set(english) ^ set(translated)
    for text, said in translated.items():
        assert placeholders(said) == placeholders(text), (lang, text)
        assert said != text or text in SAME, (lang, text)


def _said_in_code() -> set[str]:
    """The literal lines the table's modules pass to ``say`` (the pad's MESSAGES keys aside)."""
    found = set()
    for path in TABLE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) == "say":
                found |= {a.value for a in node.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)}
    return found - set(MESSAGES) - {""}


def test_every_line_the_table_writes_is_in_the_catalogue() -> None:
    """setup.players, ability.unlock: the pad's messages, the help of both, the set-up and ability questions
    and each literal said are IDs of en.json's table section, so none goes untranslated."""
    lines = len(PAD_HELP) - len(COMMANDS)
    used = {
        *MESSAGES.values(),
        *(t for _, t in HELP),
        *(t for _, t in PAD_HELP),
        *(w for w, _ in PAD_HELP[:lines]),
        *(q for q, _ in _ABILITY_QUESTIONS.values()),
        *(q for _, q, _ in _questions()),
        *_said_in_code(),
        *SAID,
    }
    assert len(used) > 100
    assert used <= set(_english()), used - set(_english())
    kinds = {kind_of(mode) for mode in (stat.S_IFDIR, stat.S_IFIFO, stat.S_IFCHR, stat.S_IFBLK, stat.S_IFSOCK, 0)}
    # a refused save names the kind of file in the language (the catalogue, JSON, is typed as object)
    assert kinds <= set(catalog("en")["words"]), kinds  # type: ignore[call-overload]


def test_a_line_missing_from_the_catalogue_fails_instead_of_falling_back() -> None:
    """bid.range: an unknown line is a KeyError in English and in every language, not English shown."""
    with pytest.raises(KeyError):
        table_text("no such line", None)
    with pytest.raises(KeyError):
        say("fr", "Round {n} bids> {extra}", n=1)
    assert say("fr", "Round {n} bids> ", n=3) == "Manche 3, mises> "


TWO_ROUNDS = ["2 1 0", "1 0 0", "=", "ann 14", "help", "0 2 0", "0 1 1", "", "undo", "", "scores"]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "fr",
            [
                "Bloc de score\xa0: Ann, Ben, Cat. Tapez 'help' pour les codes et les commandes.",
                "Manche 1 sur 10\xa0: 1 carte chacun. Cat distribue\xa0; Ann entame.",
                "erreur\xa0: '2'\xa0: une mise est un nombre de 0 à 1 (bid.range)",
                "  Ann\xa0: mise 1, plis 1 (réussie) +30",
                "sk              le nom d'un joueur",
                "  Ben\xa0: mise 2, plis 1 (écart de 1) -10",
                "Annulé\xa0: les bonus de la manche 2 sont retirés.",
                "[game.end] Après la manche 2 sur 10, Ann mène avec 50.",
                "Quitté sans enregistrer.",
            ],
        ),
        (
            "zh",
            [
                "记分板：Ann、Ben、Cat。输入 'help' 查看代码和命令。",  # noqa: RUF001
                "错误：'2'：叫墩是0到1的数字（bid.range）",  # noqa: RUF001
                "  Ben：叫2，赢1（相差1）-10",  # noqa: RUF001
                "[game.end] 第2轮后（共10轮），Ann以50分领先。",  # noqa: RUF001
            ],
        ),
    ],
)
def test_two_rounds_on_the_pad_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str, expected: list[str]
) -> None:
    """bid.range, score.bid, score.bonus, game.end: two rounds typed on the pad in French or Chinese:
    the questions, the refusal, the help, the scores, undo and leaving are in the language; no English word
    of the table's lines is left (the codes and commands stay as typed)."""
    code, out = run(cli, monkeypatch, TWO_ROUNDS, "--pad", "--players", "Ann,Ben,Cat", "--lang", lang)
    assert code == 0
    for line in expected:
        if line.startswith("sk "):  # the help's bonus line: the code's name translated, the codes kept
            assert "bonus" in out and "sk (" in out and "14, b14" in out
            continue
        assert line in out, line
    shown = RULE_IDS.sub("", out.replace("'help'", "").replace("'quit'", "").replace("'save", ""))
    assert not TABLE_WORDS.search(shown), TABLE_WORDS.findall(shown)
    assert not ENGLISH.search(shown), ENGLISH.findall(shown)


def test_a_trick_at_the_table_in_french(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.mermaid-king, bonus.king: the set-up, the bid prompt and the trick's verdict in French (the
    verdict as ``skrules trick --short --lang fr`` says it), the cards as typed on the trick's line."""
    typed = ["", "Ann Ben Cat", "", "", "", "", "", "Ann=1 Ben=0 Cat=0", "mermaid sk g3"]
    code, out = run(cli, monkeypatch, typed, "--lang", "fr")
    assert code == 0
    for line in [
        "erreur\xa0: nommez les joueurs, par ex. Ann Ben Cat",
        "Pouvoirs des pirates\xa0? oui/non [non]> ",
        "Arbitrages changés, NOM=LECTURE ('skrules rules ruling' les liste) [aucun]> ",  # aucun arbitrage
        "Joueurs\xa0: Ann, Ben, Cat. Tapez 'help' pour les commandes.",
        "Manche 1, mises> Ann=1 Ben=0 Cat=0",
        "Pli 1, Ann entame> mermaid sk g3",
        "Pli 1\xa0: Ann Sirène, Ben Skull King, Cat 3\xa0vert.",  # the cards named in French, as typed or not
        "La Sirène d'Ann gagne\xa0: une Sirène bat le Skull King [rank.mermaid-king].",
        "  Ann\xa0: mise 1, plis 1 (réussie) +60",
        "Manche 2 sur 10\xa0: 2 cartes chacun. Ann distribue\xa0; Ben entame.",
    ]:
        assert line in out, line
    shown = RULE_IDS.sub("", out.replace("'help'", "").replace("mermaid sk g3", ""))
    assert not TABLE_WORDS.search(shown), TABLE_WORDS.findall(shown)


@pytest.mark.parametrize(
    ("lang", "prompt", "yes", "no"),
    [
        (None, "Pirate abilities? y/n [n]> ", ["y", "YES"], ["n", "no"]),
        ("fr", "Pouvoirs des pirates\xa0? oui/non [non]> ", ["oui", "O", "y"], ["non", "n", "no"]),
        ("de", "Piratenfähigkeiten? ja/nein [nein]> ", ["ja", "J", "yes"], ["nein", "N"]),
        ("es", "¿Habilidades de los piratas? sí/no [no]> ", ["sí", "si", "S", "y"], ["no", "n"]),
        ("zh", "海盗能力？是/否 [否]> ", ["是", "y"], ["否", "n"]),  # noqa: RUF001
    ],
)
def test_the_abilities_question_takes_the_language_s_yes_and_no(
    lang: str | None, prompt: str, yes: list[str], no: list[str]
) -> None:
    """ability.unlock: the set-up's yes/no question shows the language's words (oui/non, the default as one of
    them) and takes them, their first letters and y/n in every language; anything else is asked again."""
    for typed, abilities in [*((w, True) for w in yes), *((w, False) for w in no), ("", False)]:
        args = argparse.Namespace(deck="base", scoring="classic", abilities=False, variant="standard", ruling=[])
        args.edition, args.house = None, []
        asked: list[str] = []
        answers = iter(["", "", "peut-être", typed, "", ""])  # the deck, the scoring, a wrong answer, then typed

        def ask(question: str, answers: Iterator[str] = answers, asked: list[str] = asked) -> str:
            asked.append(question)
            return next(answers)

        _ask_once(args, ask, Console(file=io.StringIO()), lang, "Ann Ben")
        assert asked[2] == asked[3] == prompt
        assert args.abilities is abilities, (lang, typed)
    assert yes_no(lang, "peut-être") is None and yes_no(lang, "") is None


@pytest.mark.parametrize(
    ("lang", "resumed", "players"),
    [
        (
            "fr",
            "Reprise de g.skull\xa0: 1 sur 10 manches jouées\xa0; Ann 20, Ben 10, Cat 10.",
            "Joueurs\xa0: Ann, Ben, Cat.",
        ),
        ("zh", "已继续 g.skull：已打1轮，共10轮；Ann 20、Ben 10、Cat 10。", "玩家：Ann、Ben、Cat。"),  # noqa: RUF001
        ("de", "Fortgesetzt: g.skull: gespielte Runden 1 von 10; Ann 20, Ben 10, Cat 10.", "Spieler: Ann, Ben, Cat."),
    ],
)
def test_a_resumed_game_s_line_is_punctuated_as_the_language_writes(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang: str, resumed: str, players: str
) -> None:
    """game.end (--resume): the rounds played and the totals are joined by the language's semicolon and comma
    (`` ; `` in French, full-width in Chinese), as are the players named; never an English ``; `` or ``, ``."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.setattr("sys.stdin", io.StringIO("Ann=1 Ben=0 Cat=0\ng5 g3 g2\nsave game g.skull\nquit\n"))
    assert cli("table", "--players", "Ann,Ben,Cat")[0] == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    code, out, _ = cli("table", "--resume", "g.skull", "--lang", lang)
    assert code == 0
    assert out.splitlines()[0] == resumed
    assert out.splitlines()[1].startswith(players)


SET_UP_REFUSED = {  # --resume beside the options of a new game, in each language
    "fr": "--resume reprend la partie enregistrée avec sa propre mise en place\xa0: retirez --deck, --house",
    "de": "--resume setzt das gespeicherte Spiel mit seinem eigenen Aufbau fort; lass --deck, --house weg",
    "es": "--resume continúa la partida guardada con su propia preparación; quita --deck, --house",
    "zh": "--resume 沿用保存的游戏自身的设置：请去掉 --deck、--house",  # noqa: RUF001
}


@pytest.mark.parametrize("pad", [(), ("--pad",)])
@pytest.mark.parametrize("lang", LANGS)
def test_the_options_of_a_new_game_beside_resume_are_refused_in_the_language(
    cli: CLI, pad: tuple[str, ...], lang: str
) -> None:
    """setup.players (--resume): the options of a new game typed beside --resume are named in --lang's words."""
    code, out, err = cli(
        "table", *pad, "--resume", "x.skull", "--deck", "base", "--house", "bonus-on-miss", "--lang", lang
    )
    assert (code, out) == (2, "")
    assert err == f"{ERROR[lang]}{SET_UP_REFUSED[lang]}\n"


@pytest.mark.parametrize("pad", [(), ("--pad",)])
def test_an_unknown_language_is_refused_with_exit_2(cli: CLI, pad: tuple[str, ...]) -> None:
    """setup.players: ``--lang xx`` names the languages there are, on one line, and exits 2 before any question."""
    code, out, err = cli("table", *pad, "--players", "Ann,Ben", "--lang", "xx")
    assert code == 2
    assert "'xx' is not a language skrules knows" in err and "fr (French)" in err
    assert out == ""


def test_the_french_transcript_on_the_table_page_is_what_the_pad_prints(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """score.bid, score.bonus, game.end: docs/tool/table.md's French pad, typed again, prints the same lines."""
    page = (TABLE.parent.parent / "docs" / "tool" / "table.md").read_text(encoding="utf-8")
    block = page.split(":class: skrules-transcript skrules-pad-fr\n\n", 1)[1].split("```", 1)[0].splitlines()
    command, shown = block[0].removeprefix("$ skrules ").split(), block[1:]
    typed = [line.split("> ", 1)[1] for line in shown if "> " in line]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in [*typed, *QUIT])))
    monkeypatch.setenv("COLUMNS", "80")
    as_at_a_terminal(monkeypatch)
    code, out, _ = cli(*command)
    assert code == 0
    assert [line.rstrip() for line in out.splitlines()][: len(shown)] == shown


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "(NOM 14 b14 m p sk loot=NOM"), ("es", "(NOMBRE 14 b14 m p sk loot=NOMBRE")]
)
def test_the_pad_s_bonus_prompt_names_the_loot_s_ally_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """loot.alliance: the bonus prompt's loot=NAME says NAME as the prompt's own word for a player's name does."""
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in ["1 0 0", "1 0 0", *QUIT])))
    monkeypatch.setenv("COLUMNS", "120")
    code, out, _ = cli("table", "--pad", "--players", "Ann,Ben,Cat", "--deck", "advanced", "--lang", lang)
    assert code == 0 and said in out and "NAME" not in out


@pytest.mark.parametrize("lang", [None, "fr"])
def test_a_word_where_the_pad_wants_numbers_is_told_the_commands(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str | None
) -> None:
    """bid.range: 'aide' (French for help) at the bids or the tricks won is neither a number nor a command: the pad
    lists its commands, typed as they are, rather than saying a bid is a number; a near miss names the command."""
    lines = ["aide", "1 0 0", "aide", "sauve", *QUIT]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "200")
    code, out, _ = cli("table", "--pad", "--players", "Ann,Ben,Cat", *(["--lang", lang] if lang else []))
    said = {
        None: (
            "'aide' is neither a number nor a command; the commands are undo, scores, save, help, quit",
            "did you mean 'save'",
        ),
        "fr": (
            "'aide' n'est ni un nombre ni une commande\xa0; les commandes sont undo, scores, save, help, quit",
            "vouliez-vous dire 'save'",
        ),
    }[lang]
    assert code == 0 and out.count(said[0]) == 2 and said[1] in out


PAD_LINES = ["2 1 0", "1 0 0", "0 1", "=", "1 1 1", "ann 14", "b p p", "c sk h+1", "zed m", "14", "1c 0 0", "0r20 1 0"]
PAD_LINES += ["", "undo", "scores", "help", "save", "9 9 9", "x y z"]


@settings(max_examples=examples(40), deadline=None)
@given(
    st.lists(st.sampled_from(PAD_LINES), max_size=12),
    st.sampled_from(LANGS),
    st.sampled_from([(), ("--abilities",), ("--scoring", "rascal")]),
)
def test_any_pad_lines_in_any_language_are_answered_in_it(lines: list[str], lang: str, more: tuple[str, ...]) -> None:
    """bid.range, score.choice, ability.unlock: whatever is typed on the pad (refused or not), every line
    it writes is in the catalogue (no internal error from a missing one) and, in French and Chinese, no
    English word of the table's is left."""
    out = io.StringIO()
    stdin = sys.stdin
    sys.stdin = io.StringIO("".join(f"{line}\n" for line in [*lines, *QUIT]))
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = main(["table", "--pad", "--players", "Ann,Ben,Cat", "--lang", lang, *more])
    finally:
        sys.stdin = stdin
    text = out.getvalue()
    assert code == 0, text
    assert "internal error" not in text and "Traceback" not in text, text
    if lang in ("fr", "zh"):
        shown = RULE_IDS.sub("", text.replace("'help'", "").replace("'quit'", "").replace("'save", ""))
        assert not TABLE_WORDS.search(shown), TABLE_WORDS.findall(shown)


@pytest.mark.parametrize(
    ("rosie", "expected"),
    [
        ("Ben", "[ability.rosie] Pli 1\xa0: Ann utilise Rosie la Douce\xa0: Ben entame le pli 2."),
        ("", "[ability.unlock] Pli 1\xa0: Ann peut utiliser le pouvoir de Rosie la Douce et ne le fait pas."),
    ],
)
def test_the_rounds_own_steps_at_a_french_two_player_table(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, rosie: str, expected: str
) -> None:
    """ability.rosie, ability.unlock, two.leader: the steps the round writes after a trick (an ability used or
    not, Graybeard's ghost taking a trick) are said in French, with no English word left in them."""
    typed = ["Ann=0 Ben=1", "rosie g3 g4", rosie, "g5 g9 g2", *QUIT]
    args = ("--players", "Ann,Ben", "--abilities", "--variant", "skip-to-the-brawl", "--lang", "fr")
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    monkeypatch.setenv("COLUMNS", "200")  # a step on one line
    code, out, _ = cli("table", *args)
    assert code == 0
    steps = [line.strip() for line in out.splitlines() if line.startswith("  [")]
    assert expected in steps
    ghost = "Le fantôme de Graybeard devrait entamer\xa0; Ann, qui a entamé cette manche, entame le pli 3 à sa place."
    assert f"[two.leader] {ghost}" in steps
    for line in steps:
        text = RULE_IDS.sub("", line.replace("Rosie la Douce", ""))
        assert not ENGLISH.search(text) and not TABLE_WORDS.search(text), line


@pytest.mark.parametrize(
    ("line", "lang", "refusal"),
    [
        ("b p p", "fr", "Ben n'a remporté aucun pli\xa0: seul le gagnant d'un pli en prend les cartes"),
        ("ben 14", "de", "Ben"),
        ("ben h+1", "es", "Ben"),
        ("c r20", "en", "Cat won no trick: only a trick's winner captures its cards or uses its Pirate"),
    ],
)
def test_a_bonus_or_ability_of_a_player_who_won_no_trick_is_refused_by_name_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, line: str, lang: str, refusal: str
) -> None:
    """bonus.capture, ability.unlock: a capture bonus or an ability written for a player who won no
    trick is refused on the pad, naming the player, in the pad's language (not the score sheet's English)."""
    typed = ["1 0 0", "1 0 0", line, "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{t}\n" for t in typed)))
    monkeypatch.setenv("COLUMNS", "200")
    language = () if lang == "en" else ("--lang", lang)  # English is the table's own language, not a --lang
    code, out, _ = cli("table", "--pad", "--players", "Ann,Ben,Cat", "--abilities", *language)
    assert code == 0
    said = table_text(MESSAGES["no_trick"], None if lang == "en" else lang).format(name=refusal.split(maxsplit=1)[0])
    assert said in out and refusal in out
    assert "with no trick won" not in out  # the score sheet's English refusal is never reached


def _answer_to(out: str, typed: str) -> list[str]:
    """The lines the table wrote in answer to the line typed, up to the next prompt."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.endswith(f"> {typed}")) + 1
    end = next(i for i in range(start, len(lines)) if "> " in lines[i])
    return lines[start:end]


@pytest.mark.parametrize("lang", ["fr", "zh"])
def test_why_name_at_the_table_answers_in_the_language(cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """rank.mermaid-king, rank.pirate, rank.king, bonus.pirate, bonus.king: 'why Ben', after Ann's Mermaid took
    Ben's Skull King, answers in the table's language as 'why' and 'what if' do: skrules.whynot's answer in
    that language, and no sentence of its English answer left."""
    from skrules.table.state import Options, Table
    from skrules.whynot import why_not, why_not_text

    table = Table(Options(("Ann", "Ben", "Cat")))
    table.bid({"Ann": 1, "Ben": 0, "Cat": 0})
    table.play(["mermaid", "sk", "rosie"])
    last = table.last_trick()
    assert last is not None
    answer = why_not(last[2], 1)
    typed = ["1 0 0", "mermaid sk rosie", "why Ben"]
    code, out = run(cli, monkeypatch, typed, "--players", "Ann,Ben,Cat", "--lang", lang, columns=200)  # unwrapped
    assert code == 0
    shown = _answer_to(out, "why Ben")
    assert shown == why_not_text(answer, lang=lang).splitlines()
    said = "\n".join(shown)
    for english in why_not_text(answer, ids=False).splitlines():
        assert english.strip() not in said, english
    text = RULE_IDS.sub("", said).replace("Rosie D'Laney", "")
    assert not ENGLISH.search(text), ENGLISH.findall(text)
    assert not TABLE_WORDS.search(text), TABLE_WORDS.findall(text)


@pytest.mark.parametrize("columns", [80, 50])
@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
@pytest.mark.parametrize("pad", [False, True])
def test_help_piped_is_not_padded_and_no_line_starts_with_a_colon(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, columns: int, lang: str, pad: bool
) -> None:
    """bid.range, bonus.black-fourteen: 'help' at the table and on the pad, piped, ends no line in spaces
    (a table's cells padded to the width) and never starts one with the colon French sets after a space
    ('les codes : 14' stays on one line); every word of the help is still there, within the width."""
    args = (*(("--pad",) if pad else ()), "--players", "Ann,Ben,Cat", *(() if lang == "en" else ("--lang", lang)))
    code, out = run(cli, monkeypatch, ["help"], *args, columns=columns)
    assert code == 0
    shown = _answer_to(out, "help")
    _, wide = run(cli, monkeypatch, ["help"], *args, columns=300)
    assert "".join("".join(shown).split()) == "".join("".join(_answer_to(wide, "help")).split())
    assert len(shown) > 8
    for line in shown:
        assert line == line.rstrip() and cell_len(line) <= columns, repr(line)
        assert not re.match(r"\s*[:;?!]", line), line
    if lang == "fr" and pad:
        assert "puis les codes\xa0: 14, b14 (14 noir)" in re.sub(" +", " ", " ".join(shown))  # the no-break space kept


@pytest.mark.parametrize(("lang", "no"), [("fr", "non"), ("de", "Nein"), ("zh", "否")])
def test_the_language_s_own_no_leaves_without_saving(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang: str, no: str
) -> None:
    """game.end: at the save question, 'non' (or 'nein', '否') leaves as 'no' does, and writes no file so named."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO(f"1 0 0\nquit\n{no}\n"))
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = cli("table", "--players", "Ann,Ben,Cat", "--lang", lang)
    assert code == 0, out + err
    assert say(lang, "Left without saving.") in out
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("lang", "yes", "no"), [("fr", "oui", "non"), ("de", "Ja", "nein"), ("es", "si", "no")])
def test_replacing_a_saved_file_takes_the_language_s_yes_and_no(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang: str, yes: str, no: str
) -> None:
    """game.end: 'save FILE' over a file asks to replace it with the language's yes/no words, and takes them:
    its no keeps the file as it was, its yes replaces it."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "200")
    for answer, kept in ((no, True), (yes, False)):
        (tmp_path / "g.skull").write_text("old\n", "utf-8")
        monkeypatch.setattr("sys.stdin", io.StringIO(f"1 0 0\nsave g.skull\n{answer}\nquit\nno\n"))
        code, out, err = cli("table", "--players", "Ann,Ben,Cat", "--lang", lang)
        assert code == 0, out + err
        question = table_text("{path} exists: replace it? (y/N)> ", lang).format(path="g.skull")
        assert question in out and "y/N" not in question
        assert ((tmp_path / "g.skull").read_text("utf-8") == "old\n") is kept, (answer, out)


@pytest.mark.parametrize("lang", [None, *LANGS])
def test_a_failed_save_and_an_unknown_rule_are_refused_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang: str | None
) -> None:
    """game.end (save) and the rulebook's IDs: a save into a folder that does not exist, or onto a folder, and
    'rule' with no such ID are refused in the table's language, the names and IDs quoted as typed."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "club.skull").mkdir()
    missing = str(tmp_path / "nowhere" / "x.skull")
    lines = [f"save {missing}", "save club.skull", "rule foo.bar", "rule rank", "rule mermaid-kin"]
    args = ("--players", "Ann,Ben,Cat", *(() if lang is None else ("--lang", lang)))
    code, out = run(cli, monkeypatch, lines, *args, columns=400)
    assert code == 0
    told = str if lang is None else localizer(lang).refused
    folder = told(refusal(SR.FILE_NO_FOLDER, typed=repr(missing), typed2=repr(str(Path(missing).parent))))
    a_folder = told(refusal(SR.FILE_IS_FOLDER, typed=repr("club.skull"), word="a folder"))
    ranks = ["'rank.mermaid-king'", "'rank.king'", "'rank.pirate'", "'rank.mermaid'"]
    expected = [
        say(lang, "not saved: {why}", why=folder),
        say(lang, "not saved: {why}", why=a_folder),
        told(refusal(SR.NO_RULE_LIST, typed="'foo.bar'")),
        told(refusal(SR.NO_RULE_CLOSE, typed="'rank'", either=ranks)),
        told(refusal(SR.NO_RULE_CLOSE, typed="'mermaid-kin'", either=["'rank.mermaid-king'"])),
    ]
    for line in expected:
        assert say(lang, "error: ") + line in out, (line, out)
    if lang is not None:
        for english in (
            "the folder",
            "does not exist",
            "name a file",
            "no rule or ruling",
            "lists them all",
            "did you",
        ):
            assert english not in out, english
    else:  # English as it was
        assert f"error: not saved: {missing!r}: the folder {str(Path(missing).parent)!r} does not exist" in out
        assert "error: not saved: 'club.skull' is a folder; name a file" in out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("pad", [False, True])
def test_the_help_names_what_is_typed_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str, pad: bool
) -> None:
    """game.end (save), the why and what-if questions: the help's commands are typed as they are, and their
    placeholders (NAME, CARD, KIND, FILE) named in the language, as the lines beside them name them."""
    args = (*(("--pad",) if pad else ()), "--players", "Ann,Ben,Cat", "--lang", lang)
    code, out = run(cli, monkeypatch, ["help"], *args, columns=300)
    assert code == 0
    shown = _answer_to(out, "help")
    commands = [c for c, _ in (PAD_HELP if pad else HELP) if c in SAID]
    assert commands
    for command in commands:
        said = say(lang, command)
        assert said.split()[0] == command.split()[0]  # the command word as typed
        assert any(line.startswith(said + " ") for line in shown), (said, shown)
    placeholders_left = {"CARD", "CARDS", "KIND", "FILE"} | ({"NAME"} if lang != "de" else set())
    assert not [w for line in shown for w in re.findall(r"[A-Z]+", line) if w in placeholders_left], shown


def _saved(pad: bool = False) -> str:
    """Round 1 of a game of Ann, Ben and Cat, as the table (or its score pad) saves it."""
    options = Options(("Ann", "Ben", "Cat"))
    if pad:
        kept = Pad(options)
        for line in ("1 0 0", "1 0 0", ""):
            kept.enter(line)
        return pad_text(kept)
    table = Table(options)
    table.bid({"Ann": 1, "Ben": 0, "Cat": 0})
    table.play(["mermaid", "sk", "rosie"])
    table.finish_round()
    return game_text(table)


FOLDER = "a folder"  # the file to resume is a folder
_GAME = "\n".join(["game: The game", "players: {players}", "{more}winner: nobody", ""])
_OTHER = "\ngame: Another game\nplayers: Ann Ben Cat\nwinner: nobody\n"
_UNDER_WAY = "# under way: round 2\n# under way: {step}\n"
RESUMED = [  # what the file holds (None: no file), with --pad, and the refusal in English and in French
    (None, False, "x.skull: no such file to resume", "x.skull\xa0: aucun fichier de ce nom à reprendre"),
    (FOLDER, False, "x.skull: a folder, not a regular file; a saved game is a file 'save game' wrote",
     "x.skull\xa0: un dossier, pas un fichier ordinaire\xa0; une partie enregistrée est un fichier écrit par "
     "'save game'"),
    (b"game: A\n\xff\n", False, "x.skull:2: not UTF-8 text; a saved game is plain UTF-8 text",
     "x.skull:2: pas du texte UTF-8\xa0; une partie enregistrée est du texte UTF-8 simple"),
    (_saved() + _OTHER, False, "x.skull: a saved game holds one 'game:' scenario; this file holds 2",
     "x.skull\xa0: une partie enregistrée contient un seul scénario 'game:'\xa0; ce fichier en contient 2"),
    (_saved(pad=True) + _OTHER, True, "x.skull: a saved game holds one 'game:' scenario; this file holds 2",
     "x.skull\xa0: une partie enregistrée contient un seul scénario 'game:'\xa0; ce fichier en contient 2"),
    (_saved(pad=True), False,
     "x.skull: a game kept on the score pad; 'skrules table --pad --resume x.skull' goes on with it",
     "x.skull\xa0: une partie tenue sur le bloc de score\xa0; 'skrules table --pad --resume x.skull' la reprend"),
    (_saved(), True,
     "x.skull: a game played at the table, trick by trick; 'skrules table --resume x.skull' goes on with it",
     "x.skull\xa0: une partie jouée à la table, pli par pli\xa0; 'skrules table --resume x.skull' la reprend"),
    (_GAME.format(players="A B C D E F G H I", more=""), False,
     "x.skull:1: 9 players: this deck seats at most 8 (setup.players); the Expansion Pack seats more (exp.players), "
     "and so does ruling.seats=deck",
     "x.skull:1: 9 joueurs\xa0: ce paquet en accueille au plus 8 (setup.players)\xa0; l'extension en accueille "
     "davantage (exp.players), de même que ruling.seats=deck"),
    (_saved().replace("bids: Ann=1 ", "bids: Ann=3 "), False,
     "x.skull:4: cannot resume Round 1: round 1: Ann bids 3, but a bid is 0 to 1, the cards dealt (bid.range)",
     "x.skull:4: impossible de reprendre Round 1\xa0: manche 1\xa0: Ann mise 3, mais une mise va de 0 à 1, les cartes "
     "distribuées (bid.range)"),
    (_saved() + _UNDER_WAY.format(step="hand"), False,
     "x.skull:33: cannot resume the round under way: 'hand' says nothing more; the steps of a round are hand NAME "
     "CARDS, bids NAME=BID ..., trick CARDS, use ABILITY",
     "x.skull:33: impossible de reprendre la manche en cours\xa0: 'hand' n'est suivi de rien\xa0; les étapes "
     "d'une manche "
     "sont hand NOM CARTES, bids NOM=MISE ..., trick CARTES, use POUVOIR"),
    (_saved() + _UNDER_WAY.format(step="bids 1 0 0"), False,
     "x.skull:33: cannot resume the round under way: write the bids as NAME=BID ...; the steps of a round are hand "
     "NAME CARDS, bids NAME=BID ..., trick CARDS, use ABILITY",
     "x.skull:33: impossible de reprendre la manche en cours\xa0: écrivez les mises NOM=MISE ...\xa0; les étapes d'une "
     "manche sont hand NOM CARTES, bids NOM=MISE ..., trick CARTES, use POUVOIR"),
    (_saved() + _UNDER_WAY.format(step="deal"), False,
     "x.skull:33: cannot resume the round under way: 'deal' is not a step of a round; the steps are hand NAME CARDS, "
     "bids NAME=BID ..., trick CARDS, use ABILITY",
     "x.skull:33: impossible de reprendre la manche en cours\xa0: 'deal' n'est pas une étape d'une manche\xa0; "
     "les étapes "
     "sont hand NOM CARTES, bids NOM=MISE ..., trick CARTES, use POUVOIR"),
    # lines check reads and the replay does not: the game's cells (bonus.capture), a round's dealer (play.order)
    (_saved().replace("round 1: 1/1,king 0/0 ", "round 1: 1/1,king 0/0,king "), False,
     "x.skull:26:19: cannot resume The game at the table: a capture bonus (bonus.king) with no trick won: only the "
     "winner of a trick captures its cards (bonus.capture)",
     "x.skull:26:19: impossible de reprendre The game at the table\xa0: un bonus de capture (bonus.king) sans pli "
     "remporté\xa0: seul le gagnant d'un pli en prend les cartes (bonus.capture)"),
    (_saved().replace("dealer: Cat", "dealer: Ann", 1), False,
     "x.skull:13:8: cannot resume Round 1: trick 1, card 1 'Ann=mermaid': Ben leads this trick (Ben sits left of "
     "the dealer, Ann), not Ann (play.order)",
     "x.skull:13:8: impossible de reprendre Round 1\xa0: pli 1, carte 1 'Ann=mermaid'\xa0: c'est Ben qui entame ce "
     "pli (Ben est à la gauche du donneur, Ann), pas Ann (play.order)"),
    (_saved(pad=True).replace("round 1: 1/1 ", "round 1: 5/1 "), True,
     "x.skull:12: cannot resume round 1: '5': a bid is a number 0 to 1 (bid.range)",
     "x.skull:12: impossible de reprendre la manche 1\xa0: '5'\xa0: une mise est un nombre de 0 à 1 (bid.range)"),
    # a pad file check fails: a total or the rotation edited by hand (game.end, setup.dealer)
    (_saved(pad=True).replace("totals: Ann=+20", "totals: Ann=+99"), True,
     "x.skull:16: the line 'totals:' says Ann=99 Ben=10 Cat=10, but the rounds give Ann=20 Ben=10 Cat=10: correct "
     "it or remove it ('skrules check x.skull' lists every difference)",
     "x.skull:16: la ligne 'totals:' indique Ann=99 Ben=10 Cat=10, mais les manches donnent Ann=20 Ben=10 Cat=10\xa0: "
     "corrigez-la ou supprimez-la ('skrules check x.skull' liste chaque différence)"),
    (_saved(pad=True) + "# under way: won 1 0 0\n", True,
     "x.skull:18: 'won' is not what the round under way needs next (bids)",
     "x.skull:18: 'won' n'est pas ce que la manche en cours attend ensuite (bids)"),
]  # fmt: skip


@pytest.mark.parametrize(("held", "pad", "english", "french"), RESUMED)
def test_a_game_that_cannot_be_resumed_is_refused_in_the_table_s_language(
    cli: CLI,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    held: str | bytes | None,
    pad: bool,
    english: str,
    french: str,
) -> None:
    """game.end (--resume), bid.range, setup.players: a file --resume cannot read, or whose rounds cannot be
    played again, is refused on one line, exit 2, in ``--lang`` (the table's lines of the catalogues' table section,
    a round's or a set-up's refusal said from its message); the file and line in front as they are, and English
    as it was without --lang."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    if held == FOLDER:
        (tmp_path / "x.skull").mkdir()
    elif held is not None:
        (tmp_path / "x.skull").write_bytes(held if isinstance(held, bytes) else held.encode("utf-8"))
    for lang, said in ((None, english), ("fr", french)):
        code, out, err = cli(
            "table", *(("--pad",) if pad else ()), *(("--lang", lang) if lang else ()), "--resume", "x.skull"
        )
        assert (code, out) == (2, ""), err
        assert err == f"{ERROR[lang]}{said}\n"


def test_a_saved_game_the_system_will_not_read_is_refused_in_the_table_s_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end (--resume): a file the system refuses to read is said so in the language, the system's reason
    said from its number (EACCES: ``permission refusée``; English keeps the system's own words), or in the
    language's words when it gives none."""
    (tmp_path / "x.skull").write_text(_saved(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    for reason, english, french in (
        ("Permission denied", "cannot read it: Permission denied", "impossible de le lire\xa0: permission refusée"),
        (None, "cannot read it: the system refused", "impossible de le lire\xa0: le système a refusé"),
    ):

        def refused(path: object, reason: str | None = reason) -> bytes:
            raise OSError(13, reason) if reason else OSError()

        monkeypatch.setattr("skrules.table.save.read_regular", refused)
        for lang, said in ((None, f"x.skull: {english}"), ("fr", f"x.skull\xa0: {french}")):  # the file named
            code, _, err = cli("table", *(("--lang", lang) if lang else ()), "--resume", "x.skull")
            assert code == 2 and err == f"{ERROR[lang]}{said}\n", err


def test_a_problem_the_scenario_reader_finds_in_a_saved_game_is_said_after_its_place(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end (--resume): what the scenario reader finds wrong in a saved game is said after the file, line and
    column; the reader has no language, so its own words stay English under --lang (a refusal it reports, such as
    a card's, is said in the language), after the command line's ``skrules: error:`` in the language."""
    (tmp_path / "x.skull").write_text(_saved() + "deal: 3\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    _, _, english = cli("table", "--resume", "x.skull")
    code, _, french = cli("table", "--lang", "fr", "--resume", "x.skull")
    assert code == 2 and english.startswith("skrules: error: x.skull:32:1: unknown key 'deal'")
    assert french == ERROR["fr"] + english.removeprefix(ERROR[None])  # the command's own prefix said in --lang


@pytest.mark.parametrize(
    ("line", "english", "german"),
    [
        (
            "ann loot=",
            "'loot=': write a Loot alliance as loot=NAME, the other ally",
            "'loot=': schreibe ein Beute-Bündnis als loot=NAME, mit dem anderen Verbündeten als NAME",
        ),
        (
            "ann loot=Zed",
            "loot=Zed: the other ally is one of the other players (Ben, Cat)",
            "loot=Zed: der andere Verbündete ist einer der anderen Spieler (Ben, Cat)",
        ),
        (
            "ann wager=5",
            "'wager=5': write wager=0, wager=10 or wager=20 (ability.rascal)",
            "'wager=5': schreibe wager=0, wager=10 oder wager=20 (ability.rascal)",
        ),
        (
            "ann harry=7",
            "'harry=7': write harry=-1, harry=0 or harry=+1 (ability.harry)",
            "'harry=7': schreibe harry=-1, harry=0 oder harry=+1 (ability.harry)",
        ),
    ],
)
def test_a_cell_item_written_wrong_on_the_pad_is_refused_in_its_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, line: str, english: str, german: str
) -> None:
    """loot.alliance, ability.rascal, ability.harry: an item of the bonus line the score sheet's cells refuse
    (LOOT_FORM, LOOT_ALLY, WAGER_FORM, HARRY_FORM) is refused on the pad in its language, as its own refusals
    are; English as it was."""
    for lang, said in ((None, english), ("de", german)):
        args = ("--pad", "--players", "Ann,Ben,Cat", "--abilities", *(("--lang", lang) if lang else ()))
        code, out = run(cli, monkeypatch, ["1 0 0", "1 0 0", line], *args, columns=200)
        assert code == 0
        assert say(lang, "error: ") + said in out.splitlines(), out


@pytest.mark.parametrize("lang", LANGS)
def test_a_line_too_long_at_the_table_is_refused_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """bid.reveal: a line of more than 10,000 characters typed at the table was refused in English under
    ``--lang`` ("the line is longer than 10,000 characters; it is not read"); it is said in the table's language,
    and the bids after it are read."""
    code, out = run(cli, monkeypatch, ["x" * 10_050, "1 0 0"], "--players", "Ann,Ben,Cat", "--lang", lang)
    said = localizer(lang).refused(refusal(RefusalMsg.TABLE_LINE_TOO_LONG))
    assert code == 0 and out.count(say(lang, "error: ") + said) == 1, out
    assert "longer than" not in out and "not read" not in out
    assert say(lang, "Trick {k}, {leader} leads", k=1, leader="Ann") + "> " in out


@pytest.mark.parametrize("lang", LANGS)
def test_a_line_the_input_encoding_cannot_read_is_refused_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """bid.reveal: 'é' typed where standard input is ASCII was refused in English under ``--lang`` ("the line has
    characters this input's encoding (ascii) cannot read ..."); it is said in the table's language, the
    encoding and the variable to set quoted as they are."""
    stdin = io.TextIOWrapper(io.BytesIO("é\n1 0\nquit\nno\n".encode()), encoding="ascii", errors="surrogateescape")
    monkeypatch.setattr("sys.stdin", stdin)
    monkeypatch.setenv("COLUMNS", "400")
    code, out, err = cli("table", "--players", "Ann,Ben", "--lang", lang)
    said = localizer(lang).refused(refusal(RefusalMsg.LINE_ENCODING, typed="ascii"))
    assert code == 0 and (out + err).count(say(lang, "error: ") + said) == 1, out + err
    assert "ascii" in said and "PYTHONIOENCODING=utf-8" in said and "cannot read" not in out + err


@pytest.mark.parametrize("lang", [None, *LANGS])
def test_the_round_shown_again_at_60_columns_wraps_under_its_text(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str | None
) -> None:
    """bid.reveal: after ``undo`` at 60 columns the round's bids and tricks won wrapped to the left edge
    (``  Mises : Ann=1 ... Ben 0,`` then ``Cat 0 (plis joués : 0 sur 1).``); its continuation now goes under its
    text, as the verdict's does, in every language."""
    args = ("--players", "Ann,Ben,Cat", *(() if lang is None else ("--lang", lang)))
    code, out = run(cli, monkeypatch, ["1 0 0", "rosie sk g5", "undo"], *args, columns=60)
    lines = out.splitlines()
    shown = next(i for i, line in enumerate(lines) if line.startswith("  ") and "Ann=1 Ben=0 Cat=0" in line)
    rest = lines[shown + 1 : next(i for i in range(shown + 1, len(lines)) if "> " in lines[i])]
    assert code == 0 and rest and all(line.startswith("  ") for line in rest), out
    assert all(cell_len(line) <= 60 for line in [lines[shown], *rest]), out


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("es", "p (Pirata capturado por el Skull King), sk (el Skull King capturado por una Sirena)"),
        ("zh", "b14（黑色14）"),  # noqa: RUF001
    ],
)
def test_the_pad_s_help_names_the_bonus_cards_as_the_language_does_elsewhere(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """bonus.pirate, bonus.black-fourteen: ``help`` on the score pad (``skrules table --pad --lang es``) said "Pirata
    capturado por Skull King", where every other Spanish line says "por el Skull King"; the Chinese wrote
    "黑色 14", where every other line writes 黑色14."""
    code, out = run(cli, monkeypatch, ["help"], "--pad", "--players", "Ann,Ben,Cat", "--lang", lang, columns=1000)
    assert code == 0 and said in out, out


def test_the_french_table_asks_for_bendt_s_ability_by_his_french_name(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ability.bendt in French: the question after the trick named the Pirate "Bendt", whom every French line calls
    Will le Bandit (the French print's name); it asks "Will (Cat) : ..."."""
    lines = ["1 0 0", "g3 g5 g7", "0 1 1", "Ben=bendt Cat=g5 Ann=g7", ""]
    code, out = run(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--abilities", "--lang", "fr", columns=400)
    asked = say("fr", "Bendt ({user}): +CARD +CARD -CARD -CARD, Enter: skip", user="Ben")
    assert code == 0 and asked.startswith("Will (Ben)") and f"  {asked}> " in out, out
    assert "Bendt" not in out


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Ann a en main\xa0: Fuite, 5\xa0vert."),
        ("zh", "Ann的手牌：逃生、绿色5。"),  # noqa: RUF001
        ("de", "Hand von Ann: Flucht, Grün\xa05."),
    ],
)
def test_a_hand_given_is_said_back_by_the_cards_names_in_the_language(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """setup.deal (``hand NAME CARDS``): the hand is said back by the cards' printed names, as the trick's line
    names them; it said the tokens (``Ann a en main : escape, g5.``). English keeps the tokens."""
    typed = ["hand Ann fuite g5"]
    code, out = run(cli, monkeypatch, typed, "--players", "Ann,Ben,Cat", "--variant", "even", "--lang", lang)
    assert code == 0 and said in out, out
    code, out = run(cli, monkeypatch, typed, "--players", "Ann,Ben,Cat", "--variant", "even")
    assert code == 0 and "Ann's hand: escape, g5." in out, out
