"""Every error the command line gives is said in the ``--lang`` asked for, its ``skrules: error:`` too.

The prefix is a message of :class:`skrules.refusals.CommandRefusal` (``skrules: error: {said}``), said from each
catalogue; argparse's own refusals go through its gettext functions (:func:`skrules.locale.argparse_in`). The
language is read before the options are (:func:`skrules.cli._lang_typed`), as ``--lang`` reads it, wherever it
stands on the line. English, the default, is byte for byte as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skrules.locale import LANGS
from tests.conftest import ERROR, examples

CLI = Callable[..., tuple[int, str, str]]

# each kind of error a player can make on the command line: the line, then what it says in English (as it was),
# French and Chinese, after the prefix
KINDS = {
    "unrecognized arguments": (
        ["cards", "extra"],
        "cards: unrecognized arguments: extra",
        "cards\xa0: arguments non reconnus\xa0: extra",
        "cards：无法识别的参数：extra",  # noqa: RUF001
    ),
    "invalid choice": (
        ["trick", "--format", "zz", "g3"],
        "trick: argument --format: invalid choice: 'zz' (choose from 'auto', 'rich', 'plain', 'json') "
        "(skrules trick --help lists the options)",
        "trick\xa0: argument --format\xa0: choix invalide\xa0: 'zz' (choisissez parmi 'auto', 'rich', 'plain', "
        "'json') (skrules trick --help liste les options)",
        "trick：参数 --format：无效的选择：'zz'（可选：'auto', 'rich', 'plain', 'json'）"  # noqa: RUF001
        "（skrules trick --help 会列出所有选项）",  # noqa: RUF001
    ),
    "argument required": (
        ["deal"],
        "deal: one of the arguments --players --names is required (skrules deal --help lists the options)",
        "deal\xa0: l'un des arguments --players --names est requis (skrules deal --help liste les options)",
        "deal：必须给出参数 --players --names 之一（skrules deal --help 会列出所有选项）",  # noqa: RUF001
    ),
    "expected one argument": (
        ["trick", "g3", "--why"],
        "trick: argument --why: expected one argument (skrules trick --help lists the options)",
        "trick\xa0: argument --why\xa0: une valeur attendue (skrules trick --help liste les options)",
        "trick：参数 --why：需要一个值（skrules trick --help 会列出所有选项）",  # noqa: RUF001
    ),
    "invalid integer value": (
        ["score", "--bid", "x"],
        "score: argument --bid: invalid integer value: 'x' (skrules score --help lists the options)",
        "score\xa0: argument --bid\xa0: valeur invalide\xa0: 'x' (nombre entier attendu) (skrules score --help liste "
        "les options)",
        "score：参数 --bid：无效的整数：'x'（skrules score --help 会列出所有选项）",  # noqa: RUF001
    ),
    "invalid seconds value": (
        ["verify", "--engine", "x", "--timeout", "soon"],
        "verify: argument --timeout: invalid seconds value: 'soon' (skrules verify --help lists the options)",
        "verify\xa0: argument --timeout\xa0: valeur invalide\xa0: 'soon' (nombre de secondes attendu) (skrules verify "
        "--help liste les options)",
        "verify：参数 --timeout：无效的秒数：'soon'（skrules verify --help 会列出所有选项）",  # noqa: RUF001
    ),
    "ambiguous option": (
        ["trick", "--edi", "2013", "g3"],
        "trick: ambiguous option: --edi could match --edition, --editions (skrules trick --help lists the options)",
        "trick\xa0: option ambiguë\xa0: --edi peut désigner --edition, --editions (skrules trick --help liste les "
        "options)",
        "trick：选项有歧义：--edi 可能是 --edition, --editions（skrules trick --help 会列出所有选项）",  # noqa: RUF001
    ),
    "not allowed with": (
        ["trick", "--json", "--plain", "g3"],
        "trick: argument --plain: not allowed with argument --json (skrules trick --help lists the options)",
        "trick\xa0: argument --plain\xa0: interdit avec l'argument --json (skrules trick --help liste les options)",
        "trick：参数 --plain：不能与参数 --json 同时使用（skrules trick --help 会列出所有选项）",  # noqa: RUF001
    ),
    "unknown option": (
        ["trick", "--bogus", "g3"],
        "trick: unknown option '--bogus'",
        "trick\xa0: option inconnue '--bogus'",
        "trick：未知选项 '--bogus'",  # noqa: RUF001
    ),
    "unknown command": (
        ["trik", "g3"],
        "unknown command 'trik'; did you mean 'trick'? (skrules --help lists them)",
        "commande inconnue 'trik'\xa0; vouliez-vous dire 'trick'\xa0? (skrules --help les liste)",
        "未知命令 'trik'；你是想输入 'trick' 吗？（skrules --help 会列出所有命令）",  # noqa: RUF001
    ),
    "a token too long to quote whole": (
        ["trick", "x" * 300],
        f"card 1 '{'x' * 60}'… (300 characters): not a card",
        f"carte 1 '{'x' * 60}'… (300 caractères)\xa0: ce n'est pas une carte",
        f"第1张牌 '{'x' * 60}'… （300个字符）：不是一张牌",  # noqa: RUF001
    ),
    "a value too long to quote whole": (
        ["score", "--bid", "x" * 300],
        f"score: argument --bid: invalid integer value: '{'x' * 60}… (300 characters)' (skrules score --help lists the "
        "options)",
        f"score\xa0: argument --bid\xa0: valeur invalide\xa0: '{'x' * 60}… (300 caractères)' (nombre entier attendu) "
        "(skrules score --help liste les options)",
        f"score：参数 --bid：无效的整数：'{'x' * 60}… （300个字符）'（skrules score --help 会列出所有选项）",  # noqa: RUF001
    ),
}


@pytest.mark.parametrize("kind", KINDS)
def test_each_error_is_english_as_it_was_without_lang(cli: CLI, kind: str) -> None:
    """Without --lang (or with --lang en) each error reads exactly as before: ``skrules: error:``, one line, exit 2."""
    argv, english, _, _ = KINDS[kind]
    for lang in ((), ("--lang", "en")):
        assert cli(*argv, *lang) == (2, "", f"skrules: error: {english}\n")


@pytest.mark.parametrize("lang", ["fr", "zh"])
@pytest.mark.parametrize("kind", KINDS)
def test_each_error_is_said_in_the_lang_asked_for_wherever_it_stands(cli: CLI, kind: str, lang: str) -> None:
    """Each error in French and in Chinese, its prefix too: --lang before the faulty argument or after it, as
    two words or one, by the language's code with a region, its name or an abbreviation of the option."""
    argv, _, french, chinese = KINDS[kind]
    said = f"{ERROR[lang]}{french if lang == 'fr' else chinese}\n"
    command, rest = argv[0], argv[1:]
    name = {"fr": "Français", "zh": "中文"}[lang]
    for before, after in (([], ["--lang", lang]), (["--lang", lang], []), ([f"--lang={name}"], [])):
        assert cli(command, *before, *rest, *after) == (2, "", said), (before, after)
    assert cli(command, *rest, "--lan", f"{lang}-{'FR' if lang == 'fr' else 'CN'}") == (2, "", said)


@pytest.mark.parametrize("lang", ["de", "es"])
def test_the_prefix_is_said_in_german_and_spanish_too(cli: CLI, lang: str) -> None:
    """German and Spanish say the prefix in their words (Spanish's "error" is English's)."""
    code, out, err = cli("trick", "--bogus", "g3", "--lang", lang)
    assert (code, out) == (2, "") and err.startswith(ERROR[lang]) and "'--bogus'" in err


def test_a_wrong_lang_lists_the_languages_in_english(cli: CLI) -> None:
    """--lang naming no language skrules speaks: nothing says which language to answer in, so the error is English
    and lists the languages, whatever else is wrong on the line and wherever --lang stands."""
    listed = "choose en (English), fr (French), zh (Chinese), de (German) or es (Spanish)"
    for argv in (["trick", "--bogus", "g3", "--lang", "xx"], ["trick", "--lang=klingon", "--format", "zz", "g3"]):
        code, out, err = cli(*argv)
        assert (code, out) == (2, "") and err.startswith(ERROR[None]) and listed in err, err


# what a command line is drawn from: commands (and a word that is none), their options, real and unknown, and values
# that are cards, numbers or nothing a command takes; no '-' (standard input), no '--' (after it --lang is a card)
TOKENS = [
    "trick", "score", "deal", "cards", "rule", "rules", "completion", "trik", "zzz",
    "--format", "--json", "--plain", "--why", "--what-if", "--hand", "--deck", "--ruling", "--edition", "--editions",
    "--house", "--abilities", "--short", "--bid", "--won", "--cards", "--bonus", "--wager", "--harry", "--players",
    "--names", "--seed", "--bogus", "--edi", "--jsn", "-x", "--format=xml",
    "g3", "g5", "sk", "mermaid", "rosie", "kraken", "zz", "x", "0", "1", "3", "99", "-1", "all", "base", "bash",
    "Ann,Ben", "rank.king", "x" * 200,
]  # fmt: skip
# English left in a message said in another language: a word of argparse's or skrules' refusals (what was typed,
# quoted or a token above, is left out before looking)
ENGLISH = re.compile(
    r"\b(error|unknown|invalid|expected|required|not allowed|unrecognized|ambiguous|did you mean|lists? the|choose"
    r"|characters|not a card|give)\b"
)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(st.sampled_from(TOKENS), max_size=6),
    st.sampled_from(LANGS),
    st.integers(min_value=0, max_value=6),
    st.booleans(),
)
def test_any_command_line_under_any_lang_succeeds_or_errs_in_that_language(
    cli: CLI, tokens: list[str], lang: str, where: int, one_word: bool
) -> None:
    """Whatever is typed, with --lang anywhere on the line: exit 0, or a non-zero exit and each line of the error
    in that language (its prefix, and no English word of a refusal), never a traceback (the cli fixture checks
    that too)."""
    spelled = [f"--lang={lang}"] if one_word else ["--lang", lang]
    argv = [*tokens[:where], *spelled, *tokens[where:]]
    code, _, err = cli(*argv)
    if code == 0:
        return
    assert "Traceback" not in err and err, argv
    for line in err.splitlines():
        assert line.startswith(ERROR[lang]), (argv, line)
        said = re.sub(r"'[^']*'|\S*x{60}\S*", "", line.removeprefix(ERROR[lang]))
        for token in TOKENS:
            said = said.replace(token, " ")
        assert not ENGLISH.search(said), (argv, line)


@pytest.mark.parametrize(
    ("line", "lang", "said"),
    [
        (["--json", "trick", "g5", "g6"], None, "'--json' goes after the command: skrules trick --json"),
        (["--plain", "score", "--cards", "1"], None, "'--plain' goes after the command: skrules score --plain"),
        (
            ["--lang", "fr", "--json", "trick", "g5"],
            "fr",
            "'--json' se place après la commande\xa0: skrules trick --json",
        ),
        (["--lang=zh", "--plain", "deal", "--players", "3"], "zh", "'--plain'应放在命令之后：skrules deal --plain"),  # noqa: RUF001
        (
            ["--lang", "fr", "rules"],
            "fr",
            "rules\xa0: '--lang' est une option de trick, score, deal, cards, table, pas de",
        ),
    ],
)
def test_a_commands_option_before_the_command_is_told_to_go_after_it(
    cli: CLI, line: list[str], lang: str | None, said: str
) -> None:
    """``skrules --json trick ...`` said "'--json' is an option of trick, ..., not of trick": an option of a command
    typed before it is told to go after it, in the language asked for (``--lang`` itself may come first)."""
    code, out, err = cli(*line)
    assert (code, out) == (2, "") and err.startswith(ERROR[lang] + said), err
    assert "not of" not in err and "inconnue" not in err


@pytest.mark.parametrize(
    ("first", "after"),
    [
        (["--lang", "fr", "trick", "mermaid", "sk"], ["trick", "mermaid", "sk", "--lang", "fr"]),
        (["--lang=zh", "deal", "--players", "3"], ["deal", "--players", "3", "--lang=zh"]),
        (["--lan", "de", "t", "g5", "g7"], ["trick", "g5", "g7", "--lang", "de"]),
        (
            ["--lang", "es", "score", "--cards", "3", "--bid", "1", "--won", "1"],
            ["score", "--cards", "3", "--bid", "1", "--won", "1", "--lang", "es"],
        ),
    ],
)
def test_lang_typed_before_the_command_is_read_as_after_it(cli: CLI, first: list[str], after: list[str]) -> None:
    """A player asks for a language first: ``skrules --lang fr trick mermaid sk`` answers in French as ``skrules
    trick mermaid sk --lang fr`` does (rank.mermaid-king); it was refused, told to put --lang after the command."""
    assert cli(*first) == cli(*after) and cli(*first)[0] == 0, cli(*first)
