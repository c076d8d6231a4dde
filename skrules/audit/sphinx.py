"""Sphinx adapter for the audit page: ``{audit-rulings}`` renders where the rulings matter.

The table comes from an audit run: read from ``docs/_generated/audit-rulings.json`` when that
file was computed from the same engine sources (their hash is its key), else computed now at
two cards (a second or two) and written there. Nothing in the table is written by hand.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from .. import __version__
from ..rules import RULINGS
from ..sphinxext import _Reporting, rule_ref

__all__ = ["AuditRulingsDirective", "engine_hash", "setup"]

_PACKAGE = Path(__file__).resolve().parent.parent
# what an audit result depends on: the engine and the audit's own enumeration and checks
_SOURCES = ("catalog", "cards", "notation", "editions", "rules", "lead", "ladder", "trick", "bonuses", "errors")
_AUDIT = ("enumerate", "run", "answers")
CACHE = "_generated/audit-rulings.json"


def engine_hash() -> str:
    """A hash of the sources the audit's answers come from (the key of the cached result)."""
    digest = hashlib.sha256()
    paths = [_PACKAGE / f"{m}.py" for m in _SOURCES] + [_PACKAGE / "audit" / f"{m}.py" for m in _AUDIT]
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def cached_result(srcdir: Path, max_cards: int = 2, jobs: int = 1) -> dict[str, Any]:
    """The cached audit if it matches the sources, else a fresh audit (two cards: a few seconds), cached.

    ``python -m skrules.audit.sphinx docs 3 2`` refreshes the cache with three cards on two cores.
    """
    path, key = srcdir / CACHE, engine_hash()
    if path.is_file():
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        if data.get("engine") == key and data["result"]["spec"]["max_cards"] >= max_cards:
            return data
    from .run import Spec, audit

    result = audit(Spec(max_cards, "all", asp=False), jobs=jobs)
    data = {
        "engine": key,
        "command": f"python -m skrules.audit.sphinx docs {max_cards} {jobs}",
        "cpu_seconds": result["cpu_seconds_here"],
        "result": {k: result[k] for k in ("spec", "classes", "raw", "changes", "rule_sets")},
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return data


class AuditRulingsDirective(_Reporting):
    """``{audit-rulings}``: per ruling reading, the trick classes whose answer it changes."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        data = cached_result(Path(self.env.srcdir))
        result = data["result"]
        from .report import ruling_rows

        spec = result["spec"]
        intro = (
            f"From an audit of every trick of up to {spec['max_cards']} cards over the deck '{spec['deck']}': "
            f"{result['classes']:,} classes standing for {result['raw']:,} tricks as written "
            f"(engine sources {data['engine']})."
        )
        rows = []
        for label, n, raw, example in ruling_rows(result):
            name = label.partition("=")[0]
            ref = rule_ref(f"ruling.{name}", self.env.docname) if f"ruling.{name}" in RULINGS else nodes.Text(name)
            rows.append([[ref, nodes.Text(f" = {label.partition('=')[2]}")], f"{n:,}", f"{raw:,}", example or "none"])
        return [nodes.paragraph("", intro), _table(rows)]


def _table(body: list[list[Any]]) -> nodes.table:
    header = ["Ruling and reading", "Classes changed", "Tricks changed", "Smallest example: default, then this reading"]
    table = nodes.table(classes=["skrules-table", "skrules-audit"])
    group = nodes.tgroup(cols=len(header))
    table += group
    group.extend(nodes.colspec(colwidth=w) for w in (28, 10, 10, 52))
    head = nodes.thead()
    head += _row(header)
    group += head
    tbody = nodes.tbody()
    tbody.extend(_row(r) for r in body)
    group += tbody
    return table


def _row(cells: list[Any]) -> nodes.row:
    row = nodes.row()
    for cell in cells:
        para = nodes.paragraph()
        if isinstance(cell, str):
            para += nodes.Text(cell)
        else:
            para.extend(cell)
        row += nodes.entry("", para)
    return row


if __name__ == "__main__":
    import sys

    cached_result(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_directive("audit-rulings", AuditRulingsDirective)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
