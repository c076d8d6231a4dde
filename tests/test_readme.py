"""The README's promises: its test command is what CI runs, and its examples are true."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from skrules import judge
from tests.conftest import pytest_collection_modifyitems

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


class _Item:
    """What the collection hook reads of a test: its markers."""

    def __init__(self, *names: str) -> None:
        self.names = set(names)

    def get_closest_marker(self, name: str) -> object | None:
        return name if name in self.names else None

    def add_marker(self, marker: pytest.MarkDecorator) -> None:
        self.names.add(marker.name)


@pytest.mark.parametrize(
    ("marks", "slow"), [(("process",), True), (("docs",), True), (("slow",), True), ((), False), (("browser",), False)]
)
def test_the_fast_loop_leaves_out_the_child_processes_and_the_builds(marks: tuple[str, ...], slow: bool) -> None:
    """The README's fast loop is -m "not slow": a test that starts a child process (process) or builds the
    rulebook (docs) is slow without saying so; one with neither mark stays in the loop (a browser test says
    slow itself)."""
    item = _Item(*marks)
    pytest_collection_modifyitems([item])  # type: ignore[list-item]
    assert ("slow" in item.names) is slow
    assert "child process" in README.split("## Running the tests", 1)[1].split("```", 1)[0]
