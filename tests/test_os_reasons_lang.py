"""The system's reasons a file could not be read or written, and a command's "interrupted; no result", said in the
``--lang`` the command speaks: from the error's number (``errno``), never from its English words; English prints
them as it did, in the system's own words (input.files: a file refused is named, with why)."""

from __future__ import annotations

import argparse
import errno
import io
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import skrules.cli as cli_module
import skrules.files
from skrules.cli import interrupted
from skrules.errors import Terminated
from skrules.i18n import refused_text, told
from skrules.locale import LANGS, catalog
from skrules.refusals import OsReason, os_reason
from tests.conftest import ERROR

Cli = Callable[..., tuple[int, str, str]]
TYPE_TRICKS = "Type one trick per line (e.g. mermaid sk rosie); end with Ctrl-D."
NOT_A_FOLDER = {
    "fr": "une partie du chemin n'est pas un dossier",
    "de": "ein Teil des Pfads ist kein Ordner",
    "es": "una parte de la ruta no es una carpeta",
    "zh": "路径中有一部分不是文件夹",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_sheet_under_a_file_is_refused_with_the_reason_in_the_language(cli: Cli, lang: str) -> None:
    """``skrules score /dev/null/x --lang fr`` said ``... comme feuille de score : Not a directory``."""
    code, _, err = cli("score", "/dev/null/x", "--lang", lang)
    assert code == 2 and err.startswith(ERROR[lang]) and NOT_A_FOLDER[lang] in err, err
    assert "directory" not in err, err


def test_english_says_the_system_s_own_words_as_before(cli: Cli) -> None:
    code, _, err = cli("score", "/dev/null/x")
    assert (code, err) == (2, "skrules: error: cannot read '/dev/null/x' as a score sheet: Not a directory\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_sheet_not_allowed_is_refused_in_the_language(
    cli: Cli, lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: object
) -> None:
    """No permission to read the sheet (``EACCES``): the reason is said from its number, so a system that words it
    otherwise (another C library, another locale) is said the same."""

    def refuse(path: object) -> bytes:
        raise PermissionError(errno.EACCES, "Zugriff verweigert (the system's words)", str(path))

    monkeypatch.setattr(skrules.files, "read_regular", refuse)
    code, _, err = cli("score", "sheet.txt", "--lang", lang)
    reasons: dict[str, str] = catalog(lang)["refusals"]  # type: ignore[assignment]
    assert code == 2 and reasons[OsReason.EACCES] in err and "system's words" not in err, err
    code, _, err = cli("score", "sheet.txt")
    assert err == "skrules: error: cannot read 'sheet.txt' as a score sheet: Zugriff verweigert (the system's words)\n"


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_is_in_every_catalogue_and_found_by_its_number(lang: str) -> None:
    """Each :class:`OsReason` is an errno's name (or ``NUL``), said in every language, and found by the number."""
    for name, english in vars(OsReason).items():
        if not name.isupper():
            continue
        assert name == "NUL" or hasattr(errno, name), name
        reasons: dict[str, str] = catalog(lang)["refusals"]  # type: ignore[assignment]
        assert reasons[english] and reasons[english] != english, (lang, name)
        if name != "NUL":
            err = OSError(getattr(errno, name), "whatever the system says")
            said = os_reason(err)
            assert said == "whatever the system says" and told(said), name
            assert refused_text(said, lang) == reasons[english], name
    unknown = os_reason(OSError(errno.EAGAIN, "Resource temporarily unavailable"))
    assert unknown == "Resource temporarily unavailable" and not told(unknown)  # English whole, never half


@pytest.mark.parametrize("lang", LANGS)
def test_an_os_error_a_command_lets_through_is_said_in_its_language(
    cli: Cli, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An OS error no command caught (the last guard of :func:`skrules.cli._command`) was English whole under
    --lang: ``out.txt: Read-only file system``."""
    _commands_raise(monkeypatch, OSError(errno.EROFS, "Read-only file system", "out.txt"))
    reasons: dict[str, str] = catalog(lang)["refusals"]  # type: ignore[assignment]
    code, _, err = cli("cards", "--lang", lang)
    assert code == 2 and err.startswith(ERROR[lang]) and "out.txt" in err and reasons[OsReason.EROFS] in err, err
    assert cli("cards")[2] == "skrules: error: out.txt: Read-only file system\n"


@pytest.mark.parametrize("lang", LANGS)
def test_interrupted_says_no_result_in_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Ctrl-C or SIGTERM in a long command: one line, in the language, exit 130 or 128 + the signal."""
    assert interrupted("verify", KeyboardInterrupt()) == 130
    assert capsys.readouterr().err == "skrules: verify interrupted; no result\n"
    assert interrupted("verify", KeyboardInterrupt(), lang) == 130
    err = capsys.readouterr().err
    assert "verify" in err and "interrupted" not in err and "no result" not in err, err
    assert interrupted("verify", Terminated(signal.SIGTERM), lang) == 128 + signal.SIGTERM
    err = capsys.readouterr().err
    assert "SIGTERM" in err and "stopped by" not in err and "no result" not in err, err


@pytest.mark.parametrize("lang", LANGS)
def test_an_answer_lost_to_a_full_standard_output_is_said_in_the_language(lang: str) -> None:
    """``skrules trick g5 sk --lang fr >/dev/full``: the line saying the answer was lost was English, its reason
    too (``cannot write to standard output (No space left on device)``); it is said in the language, exit 74."""
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(root)}
    command = [sys.executable, "-m", "skrules", "trick", "g5", "sk", "--lang", lang]
    with Path("/dev/full").open("w", encoding="utf-8") as full:
        done = subprocess.run(command, stdout=full, stderr=subprocess.PIPE, text=True, env=env, check=False)
    reasons: dict[str, str] = catalog(lang)["refusals"]  # type: ignore[assignment]
    assert done.returncode == 74 and done.stderr.count("\n") == 1, done.stderr
    assert reasons[OsReason.ENOSPC] in done.stderr and "standard output" not in done.stderr, done.stderr
    closed = subprocess.run(
        ["bash", "-c", " ".join(command) + " >&-"], stderr=subprocess.PIPE, text=True, env=env, check=False
    )
    assert closed.returncode == 74 and "standard output" not in closed.stderr and closed.stderr.strip(), closed


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("lang", LANGS)
def test_the_prompt_for_tricks_typed_at_a_terminal_is_in_the_language(
    cli: Cli, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``skrules trick - --lang fr`` (tricks read from standard input), at a terminal, said ``Type one trick per
    line (e.g. mermaid sk rosie); end with Ctrl-D.`` in English; it is said in the language, the example tricks
    as typed."""
    monkeypatch.setattr("sys.stdin", _Terminal("g5 sk\n"))
    code, out, err = cli("trick", "-", "--lang", lang)
    assert code == 0 and out.strip(), (out, err)
    words: dict[str, str] = catalog(lang)["words"]  # type: ignore[assignment]
    assert err == words[TYPE_TRICKS] + "\n" and "mermaid sk rosie" in err and "-D" in err, err  # German: Strg-D
    monkeypatch.setattr("sys.stdin", _Terminal("g5 sk\n"))
    assert cli("trick", "-")[2] == TYPE_TRICKS + "\n"


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_file_no_command_names_is_said_in_the_language(
    cli: Cli, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An OS error the last guard catches with no file named: ``no such file or folder`` was English whole."""
    _commands_raise(monkeypatch, FileNotFoundError(errno.ENOENT, "No such file or directory"))
    reasons: dict[str, str] = catalog(lang)["refusals"]  # type: ignore[assignment]
    assert cli("cards", "--lang", lang)[2] == f"{ERROR[lang]}{reasons[OsReason.ENOENT]}\n"
    assert cli("cards")[2] == "skrules: error: no such file or folder\n"


def _commands_raise(monkeypatch: pytest.MonkeyPatch, error: OSError) -> None:
    """Every command, once its line is read, raises ``error``, as a bug letting an OS error through would: what
    the command line's last guard then says is what is tested."""

    def run(args: argparse.Namespace) -> int:
        raise error

    real = cli_module._parse

    def parse(argv: list[str], lang: str | None = None) -> argparse.Namespace:
        args = real(argv, lang)
        args.run = run
        return args

    monkeypatch.setattr(cli_module, "_parse", parse)
