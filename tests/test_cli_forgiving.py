"""A command line that forgives: abbreviated commands, bare ``skrules``, and "did you mean" for
options, deck parts, rulings and their readings, and scoring methods (issue #12, section 3).

Each refusal is one line on stderr, exit 2, no traceback.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from skrules.cli import COMMANDS, build_parser, commands_for
from skrules.errors import RulesetError, ScoreError
from skrules.rules import RULINGS, deck_words, parse_modules, parse_ruling, scoring_words
from skrules.scoring import parse_method
from skrules.spelling import did_you_mean, distance, nearest

from .conftest import ERROR, examples

Cli = Callable[..., tuple[int, str, str]]


def one_line_refusal(code: int, out: str, err: str) -> str:
    """The refusal's text, after checking it is the CLI's one-line exit-2 error."""
    assert code == 2, err
    assert out == ""
    assert err.startswith(tuple(ERROR.values())) and err.count("\n") == 1, err  # in the --lang asked for
    assert "Traceback" not in err
    return err


# --- commands ---------------------------------------------------------------------------------


def test_bare_skrules_prints_the_help_and_succeeds(cli: Cli) -> None:
    """No command is a request for orientation: the help on stdout, exit 0 (as pip and docker do)."""
    code, out, err = cli()
    assert (code, err) == (0, "")
    assert out.startswith("usage: skrules")
    assert all(name in out for name in COMMANDS)


def test_a_unique_prefix_runs_the_command(cli: Cli) -> None:
    """rank.mermaid-king: ``skrules tr`` is ``skrules trick``, with the same output."""
    assert cli("tr", "--json", "mermaid", "sk", "rosie") == cli("trick", "--json", "mermaid", "sk", "rosie")


def test_an_ambiguous_prefix_lists_the_candidates(cli: Cli) -> None:
    """A prefix that two commands begin with, and whose arguments both take, is refused with both."""
    err = one_line_refusal(*cli("t", "--deck", "all"))
    assert "'t' could be trick or table" in err


def test_a_prefix_is_the_one_command_that_takes_its_arguments(cli: Cli) -> None:
    """``skrules t mermaid sk rosie``: ``t`` begins trick and table, but only trick takes cards."""
    assert cli("t", "--json", "mermaid", "sk", "rosie") == cli("trick", "--json", "mermaid", "sk", "rosie")


def test_a_misspelt_command_gets_the_nearest(cli: Cli) -> None:
    assert "unknown command 'trcik'; did you mean 'trick'?" in one_line_refusal(*cli("trcik", "g1"))
    assert "the commands are trick, check" in one_line_refusal(*cli("zzzzzz"))


def test_an_exact_command_wins_over_a_longer_one() -> None:
    """``rule`` is a command and the prefix of ``rules``: typed whole, it is itself."""
    assert commands_for("rule") == ["rule"]
    assert commands_for("rul") == ["rule", "rules"]


@given(st.sampled_from(sorted(COMMANDS)), st.data())
def test_any_prefix_of_a_command_resolves_to_it_or_lists_it(name: str, data: st.DataObject) -> None:
    """Every prefix either stands for the command alone or names it among the candidates."""
    prefix = name[: data.draw(st.integers(1, len(name)))]
    found = commands_for(prefix)
    if prefix in COMMANDS:  # a whole command is itself, even when it begins another (rule, rules)
        assert found == [prefix]
    else:
        assert name in found and all(c.startswith(prefix) for c in found)


@given(st.sampled_from(sorted(COMMANDS)), st.data())
def test_any_prefix_on_the_command_line_runs_or_is_refused_with_candidates(name: str, data: st.DataObject) -> None:
    from skrules.cli import _expand_command
    from skrules.errors import SkrulesError

    prefix = name[: data.draw(st.integers(1, len(name)))]
    try:
        expanded = _expand_command([prefix, "--help"])
    except SkrulesError as err:
        assert f"{prefix!r} could be" in str(err) and name in str(err)
    else:
        assert expanded[0] in COMMANDS and expanded[0].startswith(prefix)


# --- options ----------------------------------------------------------------------------------


def _options(command: str) -> list[str]:
    parser = build_parser(command)
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sorted(o for o in sub.choices[command]._option_string_actions if o.startswith("--"))


def test_a_misspelt_option_gets_the_nearest(cli: Cli) -> None:
    err = one_line_refusal(*cli("trick", "--jsn", "mermaid", "sk"))
    assert "trick: unknown option '--jsn'; did you mean '--json'?" in err


def test_an_option_far_from_any_is_refused_without_a_guess(cli: Cli) -> None:
    err = one_line_refusal(*cli("trick", "--zzzzzzzz", "g1"))
    assert "unknown option '--zzzzzzzz'" in err and "did you mean" not in err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["rule", "--lang", "fr", "rank.king"],
            "rule\xa0: '--lang' est une option de trick, score, deal, cards, table, pas de rule",
        ),
        (
            ["check", "--lang", "de", "x.skull"],
            "check: '--lang' ist eine Option von trick, score, deal, cards, table, nicht von check",
        ),
        (
            ["rule", "--deck", "all", "rank.king"],
            "rule: '--deck' is an option of trick, score, deal, table, audit, not of rule",
        ),
        (
            ["rules", "--lang", "zh", "king"],
            "rules：'--lang' 是 trick、score、deal、cards、table 的选项，不是 rules 的",  # noqa: RUF001
        ),
    ],
)
def test_an_option_of_other_commands_is_said_to_be_theirs(cli: Cli, args: list[str], said: str) -> None:
    """``skrules rule --lang fr``: an option the command lacks but others take is said to be theirs, in the language
    asked for, not answered with the nearest option the command has (``did you mean '--plain'?``)."""
    err = one_line_refusal(*cli(*args))
    assert said in err and "did you mean" not in err and "vouliez-vous" not in err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["rule", "-x"], "rule: unknown option '-x'"),
        (["rule", "--jsn"], "rule: unknown option '--jsn'; did you mean '--json'?"),
        (["deal", "-x"], "deal: unknown option '-x'"),
        (["verify", "--bogus"], "verify: unknown option '--bogus'"),
        (["rule", "-x", "--", "-y"], "rule: unknown option '-x'"),
    ],
)
def test_an_unknown_option_is_named_before_a_missing_argument(cli: Cli, args: list[str], said: str) -> None:
    """``skrules rule -x``: the unknown option is what is wrong, not the rule ID it left out; the
    command says so as ``skrules rule rank.king -x`` does."""
    err = one_line_refusal(*cli(*args))
    assert said in err and "required" not in err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["rule"], "the following arguments are required: ID"),
        (["deal"], "one of the arguments --players --names is required"),
        (["rule", "--", "-x"], "no rule or ruling '-x'"),
        (["score", "--harry", "-1"], "give --cards, --bid, --won to score a round"),
    ],
)
def test_a_missing_argument_without_an_unknown_option_is_refused_as_before(
    cli: Cli, args: list[str], said: str
) -> None:
    """A command without what it needs, and no unknown option, says what is missing; a value that starts
    with a dash, or a word after ``--``, is no option."""
    err = one_line_refusal(*cli(*args))
    assert said in err and "unknown option" not in err, err


def test_command_lines_read_one_after_another_in_one_process_do_not_change_each_other(cli: Cli) -> None:
    """setup.players, rank.lead: a program that runs many command lines in one process reads each with the
    command's parser as it was built: ``rule -x`` (read again with nothing required, to name the option) leaves
    ``rule`` still asking for its ID, and cards gathered after ``--json`` are not kept for the next trick."""
    for args, said in [(["rule", "-x"], "unknown option '-x'"), (["deal", "-x"], "unknown option '-x'")]:
        assert said in one_line_refusal(*cli(*args))
    assert "the following arguments are required: ID" in one_line_refusal(*cli("rule"))
    assert "one of the arguments --players --names is required" in one_line_refusal(*cli("deal"))
    code, out, _ = cli("trick", "g5", "--json", "g7")
    assert code == 0 and '"winner": 1' in out
    code, out, _ = cli("trick", "y3", "--json")
    assert code == 2 and "winner" not in out  # one card alone: no trick, nothing left from the line before


def test_a_stray_argument_is_still_refused(cli: Cli) -> None:
    assert "unrecognized arguments: extra" in one_line_refusal(*cli("cards", "extra"))


_LETTERS = "abcdefghijklmnopqrstuvwxyz-"


@st.composite
def one_edit(draw: st.DrawFn, word: str) -> str:
    """``word`` with one letter added, dropped, changed, or two neighbours swapped (after the dashes)."""
    at = draw(st.integers(2, len(word) - 1))
    letter = draw(st.sampled_from(_LETTERS))
    how = draw(st.sampled_from(["add", "drop", "change", "swap"]))
    if how == "add":
        return word[:at] + letter + word[at:]
    if how == "drop":
        return word[:at] + word[at + 1 :]
    if how == "change":
        return word[:at] + letter + word[at + 1 :]
    at = min(at, len(word) - 2)
    return word[:at] + word[at + 1] + word[at] + word[at + 2 :]


@settings(max_examples=examples(200))
@given(st.sampled_from(["trick", "score", "check", "cards", "deal", "table", "verify"]), st.data())
def test_any_option_one_edit_off_is_suggested(command: str, data: st.DataObject) -> None:
    """A misspelling within one edit of an option names it (among the equally near ones)."""
    options = _options(command)
    option = data.draw(st.sampled_from(options))
    typo = data.draw(one_edit(option))
    assume(typo.startswith("--") and typo[2:] and not typo.endswith("-"))
    assume(not any(o.startswith(typo) for o in options))  # a prefix argparse accepts, or the option itself
    needed = {"check": ["scenarios"], "deal": ["--players", "3"], "verify": ["--engine", "x"]}.get(command, [])
    code, _, err = _run([command, *needed, typo])
    assert code == 2 and f"unknown option {typo!r}" in err, err
    assert repr(option) in err.split("did you mean", 1)[1], err


def _run(args: list[str]) -> tuple[int, str, str]:
    import contextlib
    import io

    from skrules.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


# --- deck parts, rulings, scoring ------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--deck", "advanced,kraaken"], "unknown deck part 'kraaken' (did you mean 'kraken'?)"),
        (["--deck", "Advanced,Kraaken"], "unknown deck part 'Kraaken' (did you mean 'kraken'?)"),  # as typed
        (
            ["--ruling", "kraken-leadr=left-of-kraken"],
            "unknown ruling 'kraken-leadr' (did you mean 'kraken-leader'?)",
        ),
        (
            ["--ruling", "kraken-leader=left-of-krakn"],
            "has no reading 'left-of-krakn' (did you mean 'left-of-kraken'?)",
        ),
    ],
)
def test_rules_options_suggest_the_nearest_word(cli: Cli, args: list[str], words: str) -> None:
    """ruling.kraken-leader: the rules options forgive a typo with a suggestion."""
    assert words in one_line_refusal(*cli("trick", *args, "mermaid", "sk"))


def test_a_misspelt_scoring_method_is_suggested(cli: Cli) -> None:
    """score.classic: ``--scoring clasic`` is close to classic."""
    err = one_line_refusal(*cli("score", "--scoring", "clasic", "--cards", "3", "--bid", "1", "--won", "1"))
    assert "'clasic': the scoring is classic, rascal (grapeshot) or cannonball (did you mean 'classic'?)" in err


def test_a_scenario_file_gets_the_same_suggestions(cli: Cli, tmp_path: Path) -> None:
    """The scenario reader reports file:line:column with the rules reader's suggestion."""
    path = tmp_path / "typo.skull"
    path.write_text("scenario: typo\ndeck: advanced,kraaken\ntrick: g5 g9\nruling: kraken-leadr=left\nwinner: 2\n")
    code, out, _ = cli("check", "--plain", str(path))
    assert code != 0
    assert f"{path}:2:16: unknown deck part 'kraaken' (did you mean 'kraken'?)" in out
    assert f"{path}:4:9: unknown ruling 'kraken-leadr' (did you mean 'kraken-leader'?)" in out


@given(st.sampled_from(deck_words()), st.data())
def test_any_deck_part_one_edit_off_is_suggested(word: str, data: st.DataObject) -> None:
    typo = data.draw(one_edit(f"--{word}"))[2:]
    assume(typo and "," not in typo and typo.strip() == typo and typo not in deck_words())
    with pytest.raises(RulesetError) as err:
        parse_modules(f"base,{typo}")
    assert repr(word) in str(err.value).split("did you mean", 1)[1]


@given(st.sampled_from(sorted(RULINGS)), st.data())
def test_any_ruling_name_one_edit_off_is_suggested(rid: str, data: st.DataObject) -> None:
    name = rid.removeprefix("ruling.")
    typo = data.draw(one_edit(f"--{name}"))[2:]
    assume(typo and "=" not in typo and f"ruling.{typo}" not in RULINGS and typo.strip() == typo)
    with pytest.raises(RulesetError) as err:
        parse_ruling(f"{typo}={next(iter(RULINGS[rid].readings))}")
    assert repr(name) in str(err.value).split("did you mean", 1)[1]


@given(st.sampled_from(sorted(scoring_words())), st.data())
def test_any_scoring_method_one_edit_off_is_suggested(word: str, data: st.DataObject) -> None:
    typo = data.draw(one_edit(f"--{word}"))[2:]
    assume(typo and typo.strip() == typo and typo.lower() not in scoring_words())
    with pytest.raises(ScoreError) as err:
        parse_method(typo)
    assert repr(word) in str(err.value).split("did you mean", 1)[1]


# --- the spelling helper itself ---------------------------------------------------------------


@given(st.text(_LETTERS, max_size=12), st.text(_LETTERS, max_size=12))
def test_distance_is_a_symmetric_count_of_edits(a: str, b: str) -> None:
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)
    assert abs(len(a) - len(b)) <= distance(a, b) <= max(len(a), len(b))


def test_distance_counts_a_swap_as_one_edit() -> None:
    assert distance("trcik", "trick") == 1
    assert distance("kraaken", "kraken") == 1
    assert distance("g", "ab") == 2


def test_a_short_word_is_not_corrected_to_an_unrelated_one() -> None:
    assert nearest("ab", ["cd", "kraken"]) == []
    assert did_you_mean("ab", ["cd"]) == ""
    assert did_you_mean("whal", ["whale", "whales"]) == "did you mean 'whale'?"


def test_a_misspelt_option_without_a_command_gets_the_nearest(cli: Cli) -> None:
    err = one_line_refusal(*cli("--verison"))
    assert "unknown option '--verison'; did you mean '--version'?" in err
    assert "did you mean" not in one_line_refusal(*cli("-x"))  # two letters: too short to guess from


@pytest.mark.process
def test_good_input_loads_no_suggestion_machinery() -> None:
    """Start-up: difflib and the spelling module load only on the error path."""
    import subprocess
    import sys

    code = (
        "import sys, contextlib, io\n"
        "from skrules.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()): main(['trick', '--json', 'mermaid', 'sk', 'rosie'])\n"
        "print(sorted(m for m in ('difflib', 'skrules.spelling', 'skrules.cli.completion') if m in sys.modules))"
    )
    root = str(Path(__file__).resolve().parent.parent)
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, cwd=root)
    assert (done.stdout, done.stderr) == ("[]\n", "")


# --- score sheets -----------------------------------------------------------------------------


def _sheet(cli: Cli, tmp_path: Path, text: str) -> list[str]:
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "") and "Traceback" not in err
    return [line.replace(f"skrules: error: {path}:", "") for line in err.splitlines()]


def test_a_misspelt_round_in_a_sheet_is_named_and_the_next_rounds_still_count(cli: Cli, tmp_path: Path) -> None:
    """score.sheet: 'rond 2:' is a misspelt round 2, so round 3 is not reported out of order."""
    errors = _sheet(cli, tmp_path, "players: Ann Ben\nround 1: 1/1 0/0\nrond 2: 1/1 0/0\nround 3: 0/0 1/1\n")
    assert errors == ["3:1: 'rond': did you mean 'round'? write a round as 'round N: CELLS'"]


def test_misspelt_sheet_headers_and_round_lines_get_the_nearest(cli: Cli, tmp_path: Path) -> None:
    """score.sheet: headers before the first round, bids:/trick: lines inside a round."""
    errors = _sheet(cli, tmp_path, "players: Ann Ben\nscorng: classic\nround 1:\n  bidz: 1 0\n  trick: g5 g9\n")
    assert errors[0].startswith("2:1: 'scorng:': did you mean 'scoring'? before the first round, a line is a header")
    assert errors[1].startswith("4:3: 'bidz:': did you mean 'bids'? a round's lines are bids:")


def test_a_scenario_scoring_method_gets_the_nearest(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "scoring.skull"
    path.write_text("scenario: typo\nscoring: clasic\ntrick: g5 g9\nwinner: 2\n", encoding="utf-8")
    _, out, _ = cli("check", "--plain", str(path))
    assert f"{path}:2:10: scoring is one of: classic, rascal, cannonball; did you mean 'classic'?" in out
