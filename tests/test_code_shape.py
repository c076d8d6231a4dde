"""The shape the code keeps, so that a newcomer can read any part of it in one sitting.

Every function fits on a screen (40 lines), every class in 300; the core imports only the
standard library, because it also runs inside the browser's Python (the Settle it page) and in
other programs' CI. These are the limits the core redesign set; a change that breaks one should
split the function or move the dependency, not raise the limit.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import skrules

PACKAGE = Path(skrules.__file__).parent
SOURCES = sorted(PACKAGE.rglob("*.py"))
CORE = (
    "abilities",
    "bonuses",
    "cards",
    "catalog",
    "deal",
    "errors",
    "explain",
    "findings",
    "game",
    "ladder",
    "lead",
    "legality",
    "lexicon",
    "notation",
    "played",
    "round",
    "rules",
    "rulings",
    "scoring",
    "trace",
    "trick",
)


def _definitions(path: Path) -> list[tuple[str, str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            assert node.end_lineno is not None
            kind = "class" if isinstance(node, ast.ClassDef) else "function"
            out.append((kind, node.name, node.end_lineno - node.lineno + 1))
    return out


def test_the_package_is_where_the_tests_look() -> None:
    assert len(SOURCES) > 40 and all(f"{name}.py" in {p.name for p in SOURCES} for name in CORE)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_function_over_40_lines_and_no_class_over_300(path: Path) -> None:
    too_long = [
        f"{kind} {name}: {length} lines"
        for kind, name, length in _definitions(path)
        if length > (300 if kind == "class" else 40)
    ]
    assert too_long == []


def _imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("name", CORE)
def test_the_core_imports_only_the_standard_library(name: str) -> None:
    outside = _imported_roots(PACKAGE / f"{name}.py") - set(sys.stdlib_module_names) - {"skrules"}
    assert outside == set()


def test_the_checks_above_can_fail(tmp_path: Path) -> None:
    """A 41-line function and a third-party import are caught (the scans are not vacuous)."""
    body = "\n".join(f"    x{i} = {i}" for i in range(40))
    sample = tmp_path / "sample.py"
    sample.write_text(f"import rich\n\ndef long() -> None:\n{body}\n", encoding="utf-8")
    assert ("function", "long", 41) in _definitions(sample)
    assert "rich" in _imported_roots(sample) - set(sys.stdlib_module_names)
