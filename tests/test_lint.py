"""The code's own checks, run as tests so that CI holds them: the package and its tests pass ``mypy --strict``
(a misspelt rule ID, a message without its values or a card where a play goes is an error there), and
``ruff`` finds nothing to lint or to format in the repository."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *argv], cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.mark.slow
def test_the_package_and_its_tests_pass_mypy_strict(tmp_path: Path) -> None:
    """docs/tool/architecture.md: every rule ID the code and the tests name is a RuleId member, which mypy checks."""
    done = run("mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), "skrules", "tests")
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_finds_nothing_to_lint_or_format() -> None:
    """docs/tool/architecture.md: the lint rules pyproject.toml selects hold for every file, laid out as ruff does."""
    lint = run("ruff", "check", "--no-cache", ".")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    layout = run("ruff", "format", "--check", "--no-cache", ".")
    assert layout.returncode == 0, layout.stdout + layout.stderr
