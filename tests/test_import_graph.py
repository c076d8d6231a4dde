"""The package's import graph: no cycle, and no import running back up the layers.

Every ``import`` and ``from ... import`` in a module is an edge, wherever it is written: at the
top, inside a function (the command line imports each command's module when it runs, and rich
only when it renders) and under ``if TYPE_CHECKING:`` (a type named is a module depended on).
Relative imports are resolved; ``from pkg import name`` is an edge to ``pkg.name`` when that is a
module, else to ``pkg``.

A package's ``__init__`` is a module of its own, named after the package (``skrules.cli`` is
``cli/__init__.py``). Importing ``skrules.cli.trick`` is an edge to that module only, not to
``skrules.cli`` as well, although Python runs the package first: an ``__init__`` holds only what
it imports itself, and its imports are edges like any other. So ``skrules`` (the top package,
whose names are imported on first use) sits with the engine whose names it re-exports.

The layers, lowest first (:data:`LAYERS`): a module may import a module of its own layer or of
one below, never of one above, and no two modules may reach each other (strongly connected
components of more than one module). :data:`APART` adds the adapters that must not import each
other. Measured when this test was written: 7 cycles (one of 12 core modules: cards, editions,
errors, explain, ladder, lead, legality, names, notation, rules, trace, trick) and 10 imports up
the layers; after the modules were rearranged, 0 and 0. Run this file as a script for the counts
and the offending imports today (``python tests/test_import_graph.py``).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import skrules

PACKAGE = Path(skrules.__file__).parent

# Lowest first. A name stands for that module and every module under it (``cli`` is cli/*).
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    (
        "cards and rules data",
        (
            "findings",
            "errors",
            "refusals",
            "shown",
            "breaks",
            "spelling",
            "files",
            "locale",
            "bonuses",
            "catalog",
            "lexicon",
            "cards",
            "names",
            "rulings",
            "editions",
            "rules",
            "lead",
            "notation",
            "messages",
            "saying",
            "trace",
            "played",
        ),
    ),
    (
        "engine",
        ("ladder", "explain", "trick", "legality", "scoring", "abilities", "deal", "round", "game", "skrules"),
    ),
    ("explanation and why-not", ("wording", "sentence", "i18n", "whynot", "sidebyside", "glance", "book")),
    ("formats", ("formats",)),
    ("output", ("report", "render", "typeset", "wrap", "scenario", "answers")),
    (
        "adapters",
        (
            "cli",
            "__main__",
            "web",
            "table",
            "conformance",
            "audit",
            "pytest_plugin",
            "sphinxext",
            "sphinx_cli",
            "sphinx_editions",
            "sphinx_examples",
            "sphinx_glance",
            "sphinx_names",
            "sphinx_pad",
            "sphinx_settle",
            "sphinx_snapshot",
            "sphinx_picker",
            "sphinx_translated",
            "sphinx_offline",
            "sphinx_why",
        ),
    ),
]

# Adapters that share a layer but not their insides: each calls the library, not the other.
APART: list[tuple[str, str]] = [("table", "cli"), ("web", "cli")]


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _known(name: str) -> str | None:
    """The module ``name`` is, or the nearest package above it that is one (None outside skrules)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _targets(node: ast.Import | ast.ImportFrom, module: str) -> Iterator[str | None]:
    if isinstance(node, ast.Import):
        yield from (_known(alias.name) for alias in node.names)
        return
    base = module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]
    if node.level:
        base = ".".join(base.split(".")[: len(base.split(".")) - node.level + 1])
        source = f"{base}.{node.module}" if node.module else base
    else:
        source = node.module or ""
    for alias in node.names:
        sub = f"{source}.{alias.name}"
        yield sub if sub in MODULES else _known(source)


def edges(module: str) -> dict[str, int]:
    """Every module of the package that ``module`` imports, anywhere in it, with the first line that does."""
    out: dict[str, int] = {}
    for node in ast.walk(ast.parse(MODULES[module].read_text(encoding="utf-8"))):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for target in _targets(node, module):
                if target is not None and target != module:
                    out.setdefault(target, node.lineno)
    return out


@cache
def graph() -> dict[str, dict[str, int]]:
    """The package's import graph, read when a test asks for it (not while tests are collected)."""
    return {m: edges(m) for m in MODULES}


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = stack[stack.index(node) :]
                    del stack[stack.index(node) :]
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in stack:
                low[node] = min(low[node], index[child])
    return found


def _group(module: str, groups: tuple[str, ...]) -> str | None:
    """The entry of ``groups`` that ``module`` falls under (the longest that matches)."""
    short = module.removeprefix("skrules.") if module != "skrules" else "skrules"
    hits = [g for g in groups if short == g or short.startswith(f"{g}.")]
    return max(hits, key=len) if hits else None


def layer_of(module: str) -> int | None:
    hits = [i for i, (_, groups) in enumerate(LAYERS) if _group(module, groups)]
    return hits[0] if len(hits) == 1 else None


def upward(graph: dict[str, dict[str, int]]) -> list[str]:
    """Each edge from a module to one in a higher layer, or between adapters kept apart, as ``file:line``."""
    out = []
    for module, targets in sorted(graph.items()):
        for target, line in sorted(targets.items()):
            below, above = layer_of(module), layer_of(target)
            apart = any(_group(module, (a,)) and _group(target, (b,)) for a, b in APART)
            if (below is not None and above is not None and above > below) or apart:
                where = MODULES[module].relative_to(PACKAGE.parent)
                out.append(f"{where}:{line}: {module} ({_layer(module)}) imports {target} ({_layer(target)})")
    return out


def _layer(module: str) -> str:
    at = layer_of(module)
    return "no layer" if at is None else LAYERS[at][0]


def summary() -> str:
    links = graph()
    found, up = cycles(links), upward(links)
    lines = [f"{len(MODULES)} modules, {sum(map(len, links.values()))} edges, {len(found)} cycles, {len(up)} up"]
    lines += [f"cycle of {len(c)}: {' '.join(c)}" for c in found]
    lines += [f"  {m} -> {t}:{links[m][t]}" for c in found for m in c for t in sorted(links[m]) if t in c]
    return "\n".join(lines + up)


def test_every_module_has_one_layer() -> None:
    """A new module is placed in the layers on purpose, not by default."""
    assert [m for m in MODULES if layer_of(m) is None] == []


def test_no_import_cycle() -> None:
    """No two modules import each other, directly or through others (functions and TYPE_CHECKING included)."""
    found = cycles(graph())
    assert found == [], "\n" + summary()


def test_no_import_runs_up_the_layers() -> None:
    """Lower layers never import higher ones: the core knows nothing of formats, output or adapters."""
    up = upward(graph())
    assert up == [], "\n" + "\n".join(up)


def runs_the_command_line(module: str, tree: ast.Module) -> list[int]:
    """The lines where ``module`` takes ``skrules.cli.main`` (``from .cli import main``, ``cli.main``)."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(a.name == "main" for a in node.names):
            if "skrules.cli" in _targets(node, module):
                lines.append(node.lineno)
        elif isinstance(node, ast.Attribute) and node.attr == "main" and ast.unparse(node.value).endswith("cli"):
            lines.append(node.lineno)
    return lines


def test_only_the_command_line_runs_the_command_line() -> None:
    """web.py, the table, the Sphinx directives and the rest call the library, never ``skrules.cli.main``
    with a built argument list (a directive may read the command line's parser to document it)."""
    found = {
        module: lines
        for module, path in MODULES.items()
        if not module.startswith("skrules.cli") and module != "skrules.__main__"
        for lines in [runs_the_command_line(module, ast.parse(path.read_text(encoding="utf-8")))]
        if lines
    }
    assert found == {}
    sample = ast.parse("from .cli import main\nfrom . import cli\ncli.main(['trick'])\n")
    assert runs_the_command_line("skrules.web", sample) == [1, 3]  # the scan is not vacuous


def test_the_scan_sees_every_kind_of_import() -> None:
    """The checks are not vacuous: lazy, TYPE_CHECKING, relative and submodule imports are all edges."""
    links = graph()
    assert "skrules.explain" in links["skrules.trick"]  # inside a function
    assert "skrules.answers" in links["skrules.web"]  # inside a function, relative
    assert "skrules.trick" in links["skrules"]  # under TYPE_CHECKING, in a package's __init__
    assert "skrules.formats.scenario.model" in links["skrules.scenario.report"]  # from ..formats.scenario.model
    assert cycles({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}) == [["a", "b", "c"]]


if __name__ == "__main__":
    print(summary())
    sys.exit(0)
