"""A command line refused before its options are read (an unknown command or option, a value argparse
refuses) is said in the ``--lang`` it asks for, as every later refusal is; English is as it was.

argparse writes its refusals through gettext: their message IDs are translated in each catalogue's
``argparse`` section (:data:`skrules.locale.ARGPARSE_MESSAGES`).
"""

from __future__ import annotations

import argparse
import inspect
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cli import LANG_COMMANDS, _commands_taking, _lang_typed, build_parser, integer
from skrules.locale import ARGPARSE_MESSAGES, LANGS, argparse_in, catalog, lang_choice
from tests.conftest import ERROR

CLI = Callable[..., tuple[int, str, str]]

# each command line, and its refusal in English (without --lang), which stays as it was
REFUSED = [
    (["trick", "--bogus", "g3"], "trick: unknown option '--bogus'"),
    (["trick", "--jsn", "g3"], "trick: unknown option '--jsn'; did you mean '--json'?"),
    (
        ["trick", "--format", "zz", "g3"],
        "trick: argument --format: invalid choice: 'zz' (choose from 'auto', 'rich', 'plain', 'json') "
        "(skrules trick --help lists the options)",
    ),
    (["trick", "g3", "--why"], "trick: argument --why: expected one argument (skrules trick --help lists the options)"),
    (
        ["trick", "--json", "--plain", "g3"],
        "trick: argument --plain: not allowed with argument --json (skrules trick --help lists the options)",
    ),
    (
        ["score", "--wager", "5", "--cards", "1", "--bid", "0", "--won", "0"],
        "score: argument --wager: invalid choice: 5 (choose from 0, 10, 20) (skrules score --help lists the options)",
    ),
    (
        ["score", "--bid", "x"],
        "score: argument --bid: invalid integer value: 'x' (skrules score --help lists the options)",
    ),
    (
        ["zzz"],
        "unknown command 'zzz'; the commands are trick, check, score, deal, rule, rules, cards, export, verify, "
        "table, completion, audit (skrules --help lists them)",
    ),
    (["trik", "g3"], "unknown command 'trik'; did you mean 'trick'? (skrules --help lists them)"),
]
ENGLISH = re.compile(
    r"\b(unknown|invalid|expected|not allowed|did you mean|lists the|the commands are|choose from)\b|argument --\S+: "
)


@pytest.mark.parametrize(("argv", "english"), REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
def test_a_refused_command_line_is_english_as_it_was(cli: CLI, argv: list[str], english: str) -> None:
    """Without --lang, each refusal of the command line reads exactly as before: one line, exit 2."""
    assert cli(*argv) == (2, "", f"skrules: error: {english}\n")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("argv", "english"), REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
def test_a_refused_command_line_is_said_in_its_lang(cli: CLI, lang: str, argv: list[str], english: str) -> None:
    """With --lang (as two words or --lang=LANG), the same refusal is said in that language: no English
    phrase of it is left, what was typed is quoted as typed, exit 2 on one line."""
    for spelled in (["--lang", lang], [f"--lang={lang}"]):
        code, out, err = cli(*argv, *spelled)
        assert (code, out) == (2, "") and err.count("\n") == 1 and err.startswith(ERROR[lang])
        said = err.removeprefix(ERROR[lang])
        assert not ENGLISH.search(said), said
        for typed in re.findall(r"'[^']*'", english):
            assert typed in said, (typed, said)


def test_an_unknown_language_is_refused_in_english(cli: CLI) -> None:
    """--lang xx names no language to speak: the refusals stay English, and --lang's own says so."""
    for argv in (["--bogus", "g3", "--lang", "xx"], ["--lang", "xx", "g3"], ["--lang=xx", "--format", "zz", "g3"]):
        code, _, err = cli("trick", *argv)
        assert code == 2 and ("is not a language skrules knows" in err or "invalid choice: 'zz'" in err), err


def test_argparse_writes_every_message_id_the_catalogues_translate() -> None:
    """The message IDs are argparse's own: a Python whose argparse words one differently is noticed here."""
    source = inspect.getsource(argparse)
    for msgid in ARGPARSE_MESSAGES:
        assert repr(msgid) in source or f'"{msgid}"' in source, msgid


@pytest.mark.parametrize("lang", LANGS)
def test_every_catalogue_says_every_argparse_message_with_its_fields(lang: str) -> None:
    """Each language says each message, with the same %-fields; English needs none (argparse's own words)."""
    said: dict[str, str] = catalog(lang)["argparse"]  # type: ignore[assignment]
    assert list(said) == list(ARGPARSE_MESSAGES)
    for msgid, text in said.items():
        assert sorted(re.findall(r"%\(\w+\)[sr]|%[sr]", text)) == sorted(re.findall(r"%\(\w+\)[sr]|%[sr]", msgid))
    assert "argparse" not in catalog("en")


def test_every_catalogue_names_each_type_an_option_takes() -> None:
    """argparse names an option's type in ``invalid %(type)s value`` by its Python name (``int``, ``seconds``): en.json
    lists each type of the command line's options, but those whose own check says what is wrong (``--lang``'s,
    ``--players``'), and every other catalogue says each in its words."""
    full = build_parser()
    sub = next(a for a in full._actions if isinstance(a, argparse._SubParsersAction))
    own = {"lang_choice", "players_option", "names_option"}  # raise a refusal of their own, never a ValueError
    named = {a.type.__name__ for p in sub.choices.values() for a in p._actions if callable(a.type)} - own
    assert sorted(named) == catalog("en")["argparse_types"]
    for lang in LANGS:
        assert sorted(catalog(lang)["argparse_types"]) == sorted(named), lang  # type: ignore[call-overload]


def test_the_help_says_how_to_get_answers_in_another_language() -> None:
    """``skrules --help`` stays English, and says in a sentence which languages --lang speaks, by their names and
    codes, and which commands take it: each one that does (read from their parsers), and every language."""
    out = build_parser().format_help()
    names = ", ".join(str(catalog(lang)["name"]) for lang in LANGS[:-1]) + f" or {catalog(LANGS[-1])['name']}"
    codes = ", ".join(LANGS[:-1]) + f" or {LANGS[-1]}"
    sentence = f"Answers in {names}: --lang {codes} ({', '.join(_commands_taking('--lang'))})."
    assert sentence in " ".join(out.split()), out
    assert tuple(_commands_taking("--lang")) == LANG_COMMANDS


def test_argparse_speaks_english_again_after_the_block() -> None:
    """The language lasts for the block alone, even one that a refusal leaves."""
    parser = argparse.ArgumentParser(exit_on_error=False)
    parser.add_argument("--n", type=integer)
    with pytest.raises(argparse.ArgumentError, match="nombre entier attendu"), argparse_in("fr"):
        parser.parse_args(["--n", "x"])
    with pytest.raises(argparse.ArgumentError, match="invalid integer value"):
        parser.parse_args(["--n", "x"])


def test_the_cli_page_shows_what_the_command_prints(cli: CLI) -> None:
    """The French refusal docs/tool/cli.md shows for a misspelt option is what the command prints."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "tool" / "cli.md").read_text(encoding="utf-8")
    shown = re.search(r"\$ skrules (trick g3 g5 --jsn --lang fr)\n(skrules\xa0: erreur\xa0: .*)\n", page)
    assert shown is not None
    assert cli(*shown.group(1).split()) == (2, "", shown.group(2) + "\n")


@pytest.mark.parametrize(
    ("argv", "lang"),
    [
        (["trick", "--lang", "fr", "g3"], "fr"),
        (["trick", "g3", "--lang=ZH"], "zh"),
        (["trick", "--lang", " de "], "de"),
        (["trick", "--lang", "en", "--bogus"], None),  # English: nothing to translate
        (["trick", "--lang"], None),  # no value: argparse's own refusal, in English
        (["trick", "--", "--lang", "fr"], None),  # after '--' a word is a card, not an option
        (["trick", "--language", "fr"], None),  # another option's name
        (["trick", "--lang", "xx", "--lang", "fr"], "fr"),  # 'xx' is refused in the language asked for
        (["trick", "--lang", "fr", "--bogus", "--lang", "de"], "de"),  # the last, as argparse reads it
        (["trick", "--lang", "fr", "--lang", "en"], None),
        (["trick", "--bogus", "--lang", "French"], "fr"),  # a language as --lang reads it: by its name
        (["trick", "--lang=Español", "--bogus"], "es"),
        (["trick", "--lang", "zh-CN"], "zh"),  # with a region
        (["trick", "--lan", "de_DE.UTF-8"], "de"),  # --lang abbreviated, as argparse reads it
        (["trick", "--l=fr"], "fr"),
        (["trick", "--lang", "English"], None),
    ],
)
def test_the_language_is_read_ahead_of_the_options(argv: list[str], lang: str | None) -> None:
    """--lang is found before argparse reads the line, so that argparse's refusals are said in it."""
    assert _lang_typed(argv) == lang


@given(
    st.sampled_from(["en", *LANGS]),
    st.sampled_from(["", "-CN", "_FR", "-419", "-Hans", ".UTF-8", "_DE@euro"]),
    st.sampled_from([str.lower, str.upper, str.title]),
)
def test_a_language_is_read_with_a_region_or_by_its_name(lang: str, region: str, case: Callable[[str], str]) -> None:
    """--lang: a language is taken as a locale or a player writes it: its code with a region (zh-CN, fr_FR,
    de_DE.UTF-8) or its name in English or in itself (French, Français, 中文), in any case; each was refused."""
    expected = None if lang == "en" else lang
    data = catalog(lang)
    for typed in (lang + region, str(data["name"]), str(data["native"])):
        assert lang_choice(case(typed)) == expected, typed
    assert lang_choice("cn") == "zh"


@given(st.text(max_size=30))
def test_any_text_given_as_a_language_is_read_or_refused_with_the_languages_listed(text: str) -> None:
    """--lang: whatever is typed is a language skrules speaks or an argparse error that lists them, never
    another exception (a traceback)."""
    try:
        assert lang_choice(text) in (None, *LANGS)
    except argparse.ArgumentTypeError as err:
        assert "choose en (English), fr (French)" in str(err)


def test_with_two_langs_every_error_is_said_in_the_last(cli: CLI) -> None:
    """``--lang fr ... --lang de``: the run speaks German, as argparse keeps the last value; a refusal of the line
    (an unknown option) was said in French, the first, and a refusal of a card in German."""
    _, _, parse_error = cli("trick", "g5", "--bogus", "--lang", "fr", "--lang", "de")
    _, _, card_error = cli("trick", "g5", "zz", "--lang", "fr", "--lang", "de")
    assert parse_error.startswith("skrules: Fehler: ") and card_error.startswith("skrules: Fehler: "), parse_error


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("typed", ["--lang=", "--lang=xx", "--lang=g5"])
def test_a_second_lang_that_names_no_language_is_refused_in_the_first(cli: CLI, lang: str, typed: str) -> None:
    """``skrules trick --lang=fr g5 g7 --lang=xx``: the language typed first speaks (:func:`_lang_typed`), and
    --lang's own refusal of the value typed last was English in it (``'xx' is not a language skrules knows;
    choose ...``); it is said in that language, the languages each by its own name, and exit 2 on one line."""
    code, out, err = cli("trick", f"--lang={lang}", "g5", "g7", typed)
    assert (code, out) == (2, "") and err.count("\n") == 1 and err.startswith(ERROR[lang]), err
    said = err.removeprefix(ERROR[lang])
    assert "is not a language" not in said and "choose" not in said, said
    assert repr(typed.partition("=")[2]) in said and "fr (Français)" in said and "zh (中文)" in said, said


@pytest.mark.parametrize("argv", [["g5", "g7", "--lang"], ["--lang"], ["g5", "--lang", "--plain"]])
def test_lang_with_no_value_is_a_clear_error(cli: CLI, argv: list[str]) -> None:
    """``skrules trick g5 g7 --lang``: no language is known, so the refusal is English, names the option and what
    it lacks, exit 2, one line, no traceback; with a language typed before it, that language says it."""
    assert cli("trick", *argv) == (
        2,
        "",
        "skrules: error: trick: argument --lang: expected one argument (skrules trick --help lists the options)\n",
    )
    code, _, err = cli("trick", "--lang", "de", *argv)
    assert code == 2 and err == (
        "skrules: Fehler: trick: Argument --lang: ein Wert erwartet (skrules trick --help listet die Optionen auf)\n"
    ), err
