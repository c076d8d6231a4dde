"""``skrules completion bash|zsh|fish``: each script loaded in its shell and asked to complete.

The scripts are generated from the parser and the project's data (issue #12, section 3), so the
tests check both that every command, option, card token, rule ID and ruling reading reaches each
script, and that the shells really offer them. zsh and fish are skipped locally when missing;
under CI (``CI`` set, and ``.ci/run`` installs them) their absence fails.
"""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cards import canonical_words
from skrules.cli import COMMANDS, main
from skrules.cli.completion import SHELLS
from skrules.cli.completion_scripts import script
from skrules.cli.completion_spec import spec
from skrules.rules import RULES, RULINGS, deck_words

from .conftest import examples

Cli = Callable[..., tuple[int, str, str]]
ROOT = Path(__file__).resolve().parent.parent
SPEC = spec()


@pytest.fixture(scope="module")
def scripts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("completion")
    out = {}
    for shell in SHELLS:
        out[shell] = folder / f"skrules.{shell}"
        out[shell].write_text(script(shell, SPEC), encoding="utf-8")
    return out


def _shell(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        message = f"{name} is not installed (apt-get install {name})"
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the {name} completion tests: {message}")
        pytest.skip(message)
    return found


# --- the command ----------------------------------------------------------------------------


@pytest.mark.parametrize("shell", SHELLS)
def test_the_command_prints_the_script(cli: Cli, shell: str) -> None:
    code, out, err = cli("completion", shell)
    assert (code, err) == (0, "")
    assert out == script(shell, spec())
    assert f"# {shell} completion for skrules" in out


def test_an_unknown_shell_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["completion", "tcsh"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "invalid choice: 'tcsh'" in err and err.count("\n") == 1


# --- what the scripts hold: the parser's and the data's words, not a copy -------------------


@pytest.mark.parametrize("shell", SHELLS)
def test_every_command_and_option_is_in_the_script(shell: str) -> None:
    text = script(shell, SPEC)
    assert [c.name for c in SPEC.commands] == list(COMMANDS)
    for command in SPEC.commands:
        assert command.name in text
        for option in command.options:
            for flag in option.flags:
                word = flag if shell != "fish" else (f"-l {flag[2:]}" if flag.startswith("--") else f"-s {flag[1:]}")
                assert word in text, (command.name, flag)


@pytest.mark.parametrize("shell", SHELLS)
def test_every_card_token_rule_id_and_ruling_reading_is_in_the_script(shell: str) -> None:
    """Every rule ID (rank.king...) and every ruling reading (ruling.kraken-leader's) is offered."""
    words = set(script(shell, SPEC).replace("'", " ").replace("(", " ").replace(")", " ").split())
    readings = {f"{r.id.removeprefix('ruling.')}={reading}" for r in RULINGS.values() for reading in r.readings}
    wanted = set(canonical_words()) | set(RULES) | set(RULINGS) | readings | set(deck_words())
    assert wanted - words == set()


def test_values_are_classified_from_the_parser() -> None:
    """--deck, --ruling, --scoring, --lang and the positional cards get their words; --format argparse's choices."""
    trick = next(c for c in SPEC.commands if c.name == "trick")
    kinds = {o.flags[-1]: o.kind for o in trick.options if o.takes_value}
    assert (kinds["--deck"], kinds["--ruling"], kinds["--format"]) == ("deck", "rulings", "choices")
    assert trick.positional is not None and trick.positional.kind == "cards"
    rule = next(c for c in SPEC.commands if c.name == "rule")
    assert rule.positional is not None and rule.positional.kind == "rules"
    score = next(c for c in SPEC.commands if c.name == "score")
    assert {o.flags[-1]: o.kind for o in score.options}["--scoring"] == "scoring"
    assert {o.flags[-1]: o.kind for o in score.options}["--lang"] == "langs"  # as trick's and table's


# --- bash -----------------------------------------------------------------------------------

_BASH_ASK = """source "$1"; shift
for line in "$@"; do
    COMP_LINE=$line; COMP_POINT=${#line}; read -ra COMP_WORDS <<< "$line"
    COMP_CWORD=${#COMP_WORDS[@]}; [[ $line == *" " ]] || COMP_CWORD=$((COMP_CWORD - 1))
    _skrules; printf '%s\\n' "$(IFS=' '; echo "${COMPREPLY[*]}")"
done
"""


def bash_complete(path: Path, *lines: str) -> list[list[str]]:
    """What the bash function offers for each command line (the cursor at its end)."""
    args = ["bash", "-c", _BASH_ASK, "bash", str(path), *lines]
    done = subprocess.run(args, check=False, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return [line.split() for line in done.stdout.splitlines()]


@pytest.mark.process
def test_bash_registers_the_function_from_the_command() -> None:
    """The issue's own check: ``source <(skrules completion bash); complete -p skrules``."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = f"source <({sys.executable} -m skrules completion bash); complete -p skrules"
    done = subprocess.run(["bash", "-c", command], check=False, capture_output=True, text=True, env=env, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "complete -F _skrules skrules\n", "")


# (command line, what bash must offer: exactly, or the words it must include)
BASH_CASES = [
    ("skrules ", list(COMMANDS)),
    ("skrules t", ["trick", "table"]),
    ("skrules tr --js", ["--json"]),
    ("skrules tr merm", ["mermaid", "mermaids"]),
    ("skrules trick Ann=merm", ["mermaid", "mermaids"]),  # bash already holds "Ann="
    ("skrules trick --deck advanced,kr", ["advanced,kraken"]),
    ("skrules trick --deck=advanced,kr", ["advanced,kraken"]),  # bash already holds "--deck="
    ("skrules trick --ruling kraken-leader=le", ["left-of-kraken"]),  # and "kraken-leader="
    ("skrules trick --ruling kraken-le", ["kraken-leader=would-have-won", "kraken-leader=left-of-kraken"]),
    ("skrules trick --format j", ["json"]),
    ("skrules rule rank.ki", ["rank.king"]),
    ("skrules completion ", ["bash", "zsh", "fish"]),
    ("skrules score --scoring cl", ["classic"]),
    ("skrules check scen", ["scenarios"]),
    ("skrules trick --why ", []),  # a player's name: nothing to guess
]


def test_bash_completes_commands_options_and_values(scripts: dict[str, Path]) -> None:
    """ruling.kraken-leader, rank.king: the completion function, called as bash calls it."""
    got = bash_complete(scripts["bash"], *(line for line, _ in BASH_CASES))
    assert [sorted(g) for g in got] == [sorted(want) for _, want in BASH_CASES]


@functools.cache
def _bash_script() -> Path:
    """The bash script in a folder of its own, written once (hypothesis runs share it)."""
    folder = tempfile.mkdtemp(prefix="skrules-completion-")
    atexit.register(shutil.rmtree, folder, True)
    path = Path(folder) / "skrules.bash"
    path.write_text(script("bash", SPEC), encoding="utf-8")
    return path


@settings(max_examples=examples(20))
@given(st.sampled_from(canonical_words()), st.data())
def test_bash_offers_a_card_token_for_any_of_its_prefixes(word: str, data: st.DataObject) -> None:
    path = _bash_script()
    prefix = word[: data.draw(st.integers(1, len(word)))]
    (offered,) = bash_complete(path, f"skrules trick {prefix}")
    tail = prefix.rpartition(":")[0] + ":" if ":" in prefix else ""  # bash keeps what precedes its word break
    assert word.removeprefix(tail) in offered


# --- zsh ------------------------------------------------------------------------------------

_ZSH_ASK = r"""
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PS1='> '; autoload -Uz compinit; compinit -u -D; source ${(q)script}; LISTMAX=0"
zpty -wn z $1$'\t'  # -n: the line is completed, not run
out="" chunk=""
for i in {1..250}; do
    sleep 0.02
    while zpty -r -t z chunk; do out+=$chunk; done
    [[ $out == *$~2* ]] && break
done
print -r -- $out
zpty -d z
"""


def zsh_complete(path: Path, line: str, wanted: str) -> str:
    """What zsh's line editor shows after ``line`` and a tab, once ``wanted`` shows (or 5 s passed)."""
    zsh = _shell("zsh")
    program = f"script={path}\n{_ZSH_ASK}"
    args = [zsh, "-f", "-c", program, "zsh", line, wanted]
    done = subprocess.run(args, check=False, capture_output=True, text=True, timeout=60)
    return done.stdout


@pytest.mark.slow  # a zsh started, with compinit: half a second
def test_zsh_reads_the_script_and_registers_it(scripts: dict[str, Path]) -> None:
    zsh = _shell("zsh")
    assert (
        subprocess.run([zsh, "-n", str(scripts["zsh"])], check=False, capture_output=True, timeout=60).returncode == 0
    )
    program = f"autoload -Uz compinit; compinit -u -D; source {scripts['zsh']}; print -r -- $_comps[skrules]"
    done = subprocess.run([zsh, "-f", "-c", program], check=False, capture_output=True, text=True, timeout=60)
    assert (done.stdout, done.stderr) == ("_skrules\n", "")


@pytest.mark.slow  # a zsh in a pseudo-terminal, with compinit: over half a second a line
@pytest.mark.parametrize(
    ("line", "completed"),
    [
        ("skrules tr --deck advanced,kr", "skrules tr --deck advanced,kraken"),
        ("skrules trick --ruling kraken-leader=left-of", "kraken-leader=left-of-kraken"),
        ("skrules rule rank.kin", "rank.king"),
        ("skrules trick mermai", "mermaid"),
        ("skrules trick Ann=mermai", "Ann=mermaid"),
        ("skrules completion fi", "completion fish"),
    ],
)
def test_zsh_completes_in_its_line_editor(scripts: dict[str, Path], line: str, completed: str) -> None:
    """rank.king, ruling.kraken-leader: a real zsh, driven through a pseudo-terminal."""
    assert completed in zsh_complete(scripts["zsh"], line, completed)


# --- fish -----------------------------------------------------------------------------------


def fish_complete(path: Path, line: str) -> list[str]:
    fish = _shell("fish")
    command = f"source {path}; complete -C{line!r}"
    done = subprocess.run([fish, "-c", command], check=False, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return [row.split("\t")[0] for row in done.stdout.splitlines()]


@pytest.mark.parametrize(
    ("line", "offered"),
    [
        ("skrules ", set(COMMANDS)),
        ("skrules tr --js", {"--json"}),
        ("skrules tr merm", {"mermaid", "mermaids"}),
        ("skrules trick Ann=merm", {"Ann=mermaid", "Ann=mermaids"}),
        ("skrules trick --deck advanced,kr", {"advanced,kraken"}),
        ("skrules trick --deck=advanced,kr", {"--deck=advanced,kraken"}),
        ("skrules trick --ruling kraken-leader=le", {"kraken-leader=left-of-kraken"}),
        ("skrules rule rank.ki", {"rank.king"}),
        ("skrules completion ", {"bash", "zsh", "fish"}),
        ("skrules score --scoring cl", {"classic"}),
        ("skrules check scen", {"scenarios/"}),
    ],
)
def test_fish_completes_commands_options_and_values(scripts: dict[str, Path], line: str, offered: set[str]) -> None:
    """rank.king, ruling.kraken-leader: fish's own ``complete -C`` over the loaded script."""
    fish = _shell("fish")
    assert (
        subprocess.run([fish, "-n", str(scripts["fish"])], check=False, capture_output=True, timeout=60).returncode == 0
    )
    assert set(fish_complete(scripts["fish"], line)) == offered
