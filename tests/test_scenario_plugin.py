"""The pytest plugin: .skull files are collected, one item per scenario, failures in the game's terms.

pytest runs in a child process on a scratch folder, so the plugin is loaded as any project loads
it: through the pytest11 entry point of the installed package.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

GOOD = """\
scenario: The Mermaid takes the Skull King
cites: rank.mermaid-king
trick: Ann=sk Ben=mermaid
winner: Ben

scenario: Who leads after the Kraken
cites: kraken.leader
trick: Ann=g5 Ben=g9 Cat=kraken
next leader: Ann
"""


def pytest_run(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rf", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\ntestpaths = ["scenarios"]\n')
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "club.skull").write_text(GOOD)
    (tmp_path / "scenarios" / "notes.txt").write_text("scenario: not collected\n")
    return tmp_path


def test_each_scenario_is_an_item_named_after_it(project: Path) -> None:
    """kraken.leader: a bare pytest collects the scenario files of testpaths, one item per scenario."""
    done = pytest_run(project, "--collect-only")
    assert done.returncode == 0, done.stdout + done.stderr
    items = [line for line in done.stdout.splitlines() if "::" in line]
    assert items == [
        "scenarios/club.skull::The Mermaid takes the Skull King",
        "scenarios/club.skull::Who leads after the Kraken",
    ]


def test_a_failure_reads_in_the_game_terms(project: Path) -> None:
    """kraken.leader: expected against actual, the trace, the file and line; no Python traceback."""
    done = pytest_run(project)
    assert done.returncode == 1
    out = done.stdout
    assert "1 failed, 1 passed" in out
    assert "FAILED scenarios/club.skull:6: Who leads after the Kraken" in out
    assert "line 9: next leader: expected Ann" in out
    assert "[kraken.leader; ruling.kraken-leader=would-have-won]" in out
    assert "Traceback" not in out
    assert "def runtest" not in out
    assert "FAILED scenarios/club.skull::Who leads after the Kraken - line 9: next leader" in out


def test_k_selects_scenarios_by_name(project: Path) -> None:
    done = pytest_run(project, "-k", "Mermaid")
    assert done.returncode == 0
    assert "1 passed, 1 deselected" in done.stdout


def test_a_file_that_does_not_parse_fails_with_its_problems(project: Path) -> None:
    """A broken scenario is a failing item with every problem, at its line and column."""
    (project / "scenarios" / "broken.skull").write_text("scenario: Broken\ntrick: Ann=g5 Ben=g99\nwiner: Ben\n")
    (project / "scenarios" / "empty.skull").write_text("# nothing yet\n")
    done = pytest_run(project, "scenarios/broken.skull", "scenarios/empty.skull")
    assert done.returncode == 1
    assert "scenarios/broken.skull:2:15: green runs from 1 to 14" in done.stdout
    assert "scenarios/broken.skull:3:1: unknown key 'winer'; did you mean 'winner'?" in done.stdout
    assert "the file cannot be read: 1 problem" in done.stdout
    assert "no scenario in this file" in done.stdout
    assert "2 failed" in done.stdout


def test_other_files_are_left_alone(project: Path) -> None:
    """Only .skull files are collected: a project's other files never become scenario items."""
    (project / "scenarios" / "club.skull").unlink()
    done = pytest_run(project)
    assert done.returncode == 5  # no tests collected


GAMES = """\
players: Ann Ben Cat

game: Even Keeled deals five rounds
cites: setup.variants
variant: even-keeled
schedule: 2 4 6 8 10

game: The last round decides
cites: game.end
variant: swift-n-salty
round 1: 1/1 1/1 3/3
winner: Ann
"""


def test_games_are_items_and_fail_as_games(project: Path) -> None:
    """setup.variants, game.end: a game is an item named after it; its failure is headed 'game: NAME'."""
    (project / "scenarios" / "club.skull").unlink()
    (project / "scenarios" / "games.skull").write_text(GAMES)
    items = [line for line in pytest_run(project, "--collect-only").stdout.splitlines() if "::" in line]
    assert items == [
        "scenarios/games.skull::Even Keeled deals five rounds",
        "scenarios/games.skull::The last round decides",
    ]
    done = pytest_run(project)
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert "1 failed, 1 passed" in out
    assert "_ game: The last round decides _" in out  # the failure's header, as reportinfo names it
    assert "line 12: winner: expected Ann" in out
    assert "nobody yet: 1 of 5 rounds given, Cat leading with 60" in out
    assert "Traceback" not in out
