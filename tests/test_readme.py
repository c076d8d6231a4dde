"""The README's promises: its test command is what CI runs, and its examples are true."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from skrules import judge

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture


def quick_start_commands() -> list[str]:
    section = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_quick_start_has_exactly_two_commands() -> None:
    """One command installs and adjudicates a trick; one installs and runs every test."""
    commands = quick_start_commands()
    assert len(commands) == 2
    assert "skrules trick" in commands[0]
    assert "pytest" in commands[1]


@pytest.mark.process
def test_ci_runs_the_readme_test_command() -> None:
    """.ci/run reads its command from the README, so the two cannot drift apart."""
    found = subprocess.run(
        ["awk", "/<!-- test-command/ {found=1; next} found && /^```sh/ {getline; print; exit}", "README.md"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert found == quick_start_commands()[1]
    assert "README.md" in (ROOT / ".ci" / "run").read_text()


def test_readme_example_is_what_the_command_prints(cli: Cli) -> None:
    """rank.mermaid-king: the README's opening console block is the command's output (piped: plain), byte for byte,
    its answer sentence first."""
    block = README.split("```console\n", 1)[1].split("```", 1)[0]
    command, expected = block.split("\n", 1)
    code, out, _ = cli(*command.removeprefix("$ skrules ").split(), "--plain")
    assert code == 0
    assert out == expected
    assert expected.startswith("P1's Mermaid wins: a Mermaid beats the Skull King.")


def test_readme_example_output_is_the_engine_output() -> None:
    """rank.mermaid-king: the trace printed at the top of the README is the one the engine gives."""
    example = README.split("```console\n$ skrules trick mermaid sk rosie\n", 1)[1].split("```", 1)[0]
    verdict = judge(["mermaid", "sk", "rosie"])
    for step in verdict.trace:
        assert f"[{step.cites}] {step.text}" in example
