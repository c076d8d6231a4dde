"""docs/tool/scenario-format.md: every example on the page runs and does what the page says.

An example file is a ``text`` block after ``<!-- scenario-example: NAME STATUS -->`` (STATUS is
``passes``, ``fails`` or ``does-not-parse``); an output is a ``console`` block after
``<!-- scenario-output: ARGS -->``, which must be exactly what ``skrules ARGS`` prints with the
page's example files in the current folder (the time taken aside).
"""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]

from skrules.cli import main
from skrules.formats.scenario.sources import ITEMS

ROOT = Path(__file__).parent.parent
PAGE = (ROOT / "docs" / "tool" / "scenario-format.md").read_text(encoding="utf-8")
EXAMPLES = re.findall(r"<!-- scenario-example: (\S+) (\S+) -->\n```text\n(.*?)```", PAGE, re.S)
OUTPUTS = re.findall(r"<!-- scenario-output: (.*?) -->\n```console\n\$ skrules (.*?)\n(.*?)```", PAGE, re.S)
EXIT = {"passes": 0, "fails": 1, "does-not-parse": 2}
SECONDS = re.compile(r"\(\d+\.\d+ s\)")


@pytest.fixture
def examples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name, _, text in EXAMPLES:
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_page_has_examples_of_every_status_and_outputs() -> None:
    assert {status for _, status, _ in EXAMPLES} == set(EXIT)
    assert len(OUTPUTS) >= 4
    assert len({name for name, _, _ in EXAMPLES}) == len(EXAMPLES)


@pytest.mark.parametrize(("name", "status"), [(n, s) for n, s, _ in EXAMPLES])
def test_each_example_file_does_what_the_page_says(
    examples: Path, capsys: pytest.CaptureFixture[str], name: str, status: str
) -> None:
    """The example files: those said to pass pass, to fail fail, not to parse do not parse."""
    assert main(["check", "--plain", name]) == EXIT[status]
    capsys.readouterr()


@pytest.mark.parametrize(("marker", "args", "shown"), OUTPUTS)
def test_each_output_on_the_page_is_what_skrules_prints(
    examples: Path, capsys: pytest.CaptureFixture[str], marker: str, args: str, shown: str
) -> None:
    """The outputs shown on the page, line for line."""
    assert marker == args
    main(shlex.split(args))
    out = capsys.readouterr().out
    assert SECONDS.sub("(… s)", out) == SECONDS.sub("(… s)", shown)


def test_the_citable_questions_table_lists_the_catalogue() -> None:
    """The page's table of FAQ items and printed examples is the catalogue, item for item."""
    rows = re.findall(r"^\| `([a-z.-]+)` \| (.*?) \| (trick|round) \|$", PAGE, re.M)
    assert [(i, t, level) for i, t, level in rows] == [(i.id, i.title, i.level) for i in ITEMS.values()]


def test_the_configuration_snippets_read() -> None:
    """The TOML and YAML snippets on the page are valid, and the local hook runs skrules check."""
    tomls = re.findall(r"```toml\n(.*?)```", PAGE, re.S)
    yamls = re.findall(r"```yaml\n(.*?)```", PAGE, re.S)
    assert tomllib.loads(tomls[0])["tool"]["pytest"]["ini_options"]["testpaths"] == ["tests", "scenarios"]
    hook = yaml.safe_load(yamls[0])["repos"][0]["hooks"][0]
    assert hook["id"] == "skrules-check"
    assert hook["entry"].startswith("skrules check")
    assert "skrules check" in yaml.safe_load(yamls[1])[0]["run"]


def test_the_pre_commit_hook_checks_scenario_files() -> None:
    """.pre-commit-hooks.yaml declares the hook the page names, for .skull files only."""
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "skrules-check"
    assert hook["entry"].split()[:2] == ["skrules", "check"]
    assert re.search(hook["files"], "scenarios/club.skull")
    assert not re.search(hook["files"], "notes.txt")
    assert hook["language"] == "python"


def test_the_project_collects_the_scenario_library() -> None:
    """A bare pytest in the repository collects tests/ and scenarios/, through the pytest11 entry point."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["tool"]["pytest"]["ini_options"]["testpaths"] == ["tests", "scenarios"]
    assert project["project"]["entry-points"]["pytest11"] == {"skrules": "skrules.pytest_plugin"}
