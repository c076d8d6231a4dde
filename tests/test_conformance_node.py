"""The Node sample adapter (``examples/adapter_node.js``): an app author's engine in JavaScript.

Its small engine plays the base game's tricks and declares so (``adapter_node.declare.json``):
run through ``skrules verify`` it passes every case it is held to, the others are "not supported"
(never failures), and a rule broken in a copy of it is found and named (the kit's promise).
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .library_suite import library_suite

ROOT = Path(__file__).resolve().parent.parent
ADAPTER = ROOT / "examples" / "adapter_node.js"
DECLARATION = ROOT / "examples" / "adapter_node.declare.json"
Cli = Callable[..., tuple[int, str, str]]

pytestmark = pytest.mark.process


@pytest.fixture(scope="module")
def node() -> str:
    found = shutil.which("node")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("CI runs the Node sample adapter: node is not installed")
        pytest.skip("node is not installed")
    return found


@pytest.fixture(scope="module")
def suite_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("node") / "suite.json"
    path.write_text(json.dumps(library_suite()), encoding="utf-8")
    return path


def verify(cli: Cli, node: str, adapter: Path, suite: Path) -> tuple[int, dict[str, Any]]:
    code, out, err = cli(
        "verify", "--engine", f"{node} {adapter} --batch", "--batch", "--timeout", "120",
        "--declare", str(DECLARATION), "--suite", str(suite), "--json",
    )  # fmt: skip
    assert out, err
    return code, json.loads(out)


def test_the_node_adapter_passes_every_case_it_declares(cli: Cli, node: str, suite_file: Path) -> None:
    """rank.*, lead.character, bonus.*, play.follow, box.copies: the base game's tricks all pass; a
    round, a game or an Expansion card is not supported, as declared, and never a failure."""
    code, report = verify(cli, node, ADAPTER, suite_file)
    statuses = [c["status"] for c in report["cases"]]
    assert code == 0 and "failed" not in statuses
    assert statuses.count("passed") >= 90 and statuses.count("unsupported") >= 250
    said = (
        f"It passes the {statuses.count('passed')} cases it is held to ({statuses.count('unsupported')} not supported)"
    )
    assert said in " ".join((ROOT / "docs" / "tool" / "conformance.md").read_text(encoding="utf-8").split())
    rules = {r["rule"]: r["status"] for r in report["rules"]}
    for rule in ("rank.mermaid-king", "rank.trump", "lead.character", "bonus.pirate", "play.follow", "box.copies"):
        assert rules[rule] == "passed", rule


@pytest.mark.parametrize(
    ("bug", "rule"),
    [
        ("if (king >= 0) return mermaid >= 0 ? mermaid : king;", "rank.mermaid-king"),
        ('card.role === "king" && winner.card.role === "mermaid") out.push(paid("bonus.king", 40)', "bonus.king"),
        ('if (first === "pirate" || first === "king" || first === "mermaid") return null;', "lead.character"),
    ],
)
def test_a_rule_broken_in_the_node_engine_is_found_and_named(
    cli: Cli, node: str, suite_file: Path, tmp_path: Path, bug: str, rule: str
) -> None:
    """rank.mermaid-king, bonus.king, lead.character: a copy of the adapter with one rule broken
    fails the cases of that rule, and the report puts that rule among the failed ones."""
    source = ADAPTER.read_text(encoding="utf-8")
    assert bug in source
    broken = {
        "rank.mermaid-king": "if (king >= 0) return king;",
        "bonus.king": 'card.role === "king" && winner.card.role === "mermaid") out.push(paid("bonus.king", 50)',
        "lead.character": "if (false) return null;",
    }[rule]
    copy = tmp_path / "adapter_broken.js"
    copy.write_text(source.replace(bug, broken), encoding="utf-8")
    code, report = verify(cli, node, copy, suite_file)
    rules = {r["rule"]: r["status"] for r in report["rules"]}
    assert code == 1 and rules[rule] == "failed"
