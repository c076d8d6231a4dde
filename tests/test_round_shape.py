"""The round's rules live on or under :class:`~skrules.round.Round`, each in the part that owns the state.

A round is made of small parts, each with state of its own (the table, the cards known, whose
turn it is, the cards played, the score sheet, a trick's ability window, the abilities used).
A function reaching into another object's private state, or a free function handed the whole
Round to read its insides, would undo that: whatever it reads can no longer be changed in one
place. Measured when this test was written: 35 of the module's 49 free functions took the Round
and read its private attributes (``r._t``, ``r._cards``, ``r._sitter``, ...); now none does.
"""

from __future__ import annotations

import ast
from pathlib import Path

import skrules.round

SOURCE = Path(skrules.round.__file__)


def _annotation_names(node: ast.expr | None) -> set[str]:
    """Every name an annotation mentions, written as code or as a string (``from __future__ import annotations``)."""
    if node is None:
        return set()
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        node = ast.parse(node.value, mode="eval").body
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _functions(tree: ast.Module) -> list[ast.FunctionDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]


def takes_the_round(tree: ast.Module) -> list[str]:
    """The functions with a parameter typed as the Round."""
    out = []
    for fn in _functions(tree):
        args = [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]
        if any("Round" in _annotation_names(a.annotation) for a in args):
            out.append(fn.name)
    return out


def reaches_in(tree: ast.Module) -> list[str]:
    """Every ``x._name`` read or written where ``x`` is not ``self``: another object's private state."""
    out = []
    for fn in _functions(tree):
        for node in ast.walk(fn):
            if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
                continue
            if not (isinstance(node.value, ast.Name) and node.value.id == "self"):
                out.append(f"{fn.name}: {ast.unparse(node)}")
    return out


def test_no_function_takes_the_round_or_reaches_into_private_state() -> None:
    """No function in the round is handed the Round, and none reads another object's private attributes."""
    tree = ast.parse(SOURCE.read_text(encoding="utf-8"))
    assert takes_the_round(tree) == []
    assert reaches_in(tree) == []


def test_the_round_is_made_of_parts_it_owns() -> None:
    """A Round holds its parts, and each part is a class of its own in the module, not a bag of functions."""
    tree = ast.parse(SOURCE.read_text(encoding="utf-8"))
    classes = {n.name for n in tree.body if isinstance(n, ast.ClassDef)}
    assert {"_Table", "_Cards", "_Turns", "_Plays", "_Ledger", "_Window", "_Powers", "Round"} <= classes
    free = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
    assert len(free) <= 10, free  # small pure helpers only (wording, counting the box): 9 today


def test_the_checks_above_can_fail() -> None:
    """A free function taking the Round and reading ``r._t`` is caught (the scans are not vacuous)."""
    sample = ast.parse(
        "def _order(r: Round, k: int) -> None:\n    return r._t.n\n"
        "def _later(r: 'Round | None') -> None:\n    pass\n"
        "class _Ok:\n    def m(self, other: _Ok) -> int:\n        return self._n + other._n\n"
    )
    assert takes_the_round(sample) == ["_order", "_later"]
    assert reaches_in(sample) == ["_order: r._t", "m: other._n"]
