"""Sphinx adapter for editions and house rules: tables built from :mod:`skrules.editions` at build time.

Add ``"skrules.sphinx_editions"`` after ``"skrules.sphinxext"`` to a Sphinx project's extensions;
then ``{editions-table}`` renders one row per ruling an edition settles and one column per
edition, each cell the reading linked to its ruling's anchor and its source linked to the list of
sources under the table; ``{house-rules}`` lists the house rules. Nothing in them is written by
hand, so the page cannot drift from the code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx

from . import __version__
from .editions import DEFAULT_EDITION, EDITIONS, HOUSE_RULES, SOURCES, Edition, Fixed
from .rules import RULINGS, RuleSet
from .sidebyside import compare_tricks
from .sphinx_glance import Cell, _table
from .sphinxext import _domain, _Reporting, rule_ref

__all__ = ["EditionsCompare", "EditionsTable", "HouseRulesList", "setup"]


def _source_id(key: str) -> str:
    return f"edition-source-{key.lower()}"


def settled_rulings() -> list[str]:
    """The rulings some edition settles, in the order of the Rulings page (``RULINGS``)."""
    fixed = {rid for info in EDITIONS.values() for rid in info.fixed}
    return [rid for rid in RULINGS if rid in fixed]


class EditionsTable(_Reporting):
    """``{editions-table}``: ruling x edition, each cell the reading, linked, and its source."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        header = ["Ruling", *(self.edition_head(e) for e in Edition)]
        rows: list[list[Cell]] = []
        for rid in settled_rulings():
            row: list[Cell] = [[rule_ref(rid, self.env.docname, rid.removeprefix("ruling."))]]  # the page says "ruling"
            row += [self.cell(e, rid) for e in Edition]
            rows.append(row)
        width = 80 // len(Edition)
        table = _table(header, rows, [16, *(width for _ in Edition)], "skrules-editions")
        return [table, self.sources()]

    def edition_head(self, edition: Edition) -> str:
        return f"{edition.value} (default)" if edition is DEFAULT_EDITION else edition.value

    def cell(self, edition: Edition, rid: str) -> list[nodes.Node]:
        info = EDITIONS[edition]
        fixed = info.fixed.get(rid)
        if fixed is None:
            default = RULINGS[rid].default
            out: list[nodes.Node] = [nodes.emphasis("not settled: ", "not settled: ")]
            out.append(rule_ref(rid, self.env.docname, str(default)))
            said = info.open.get(rid)
            if said is not None:
                out += [nodes.Text(f" ({said.reading} in "), *self.source(said)]
            return out
        return [rule_ref(rid, self.env.docname, str(fixed.reading)), nodes.Text(" ("), *self.source(fixed)]

    def source(self, fixed: Fixed) -> list[nodes.Node]:
        """``RB21; the early print)``: the source linked to the list under the table, and its note."""
        link = nodes.reference("", fixed.source.key, refid=_source_id(fixed.source.key))
        return [link, nodes.Text(f"; {fixed.note})" if fixed.note else ")")]

    def sources(self) -> nodes.Node:
        items = nodes.bullet_list(classes=["skrules-editions-sources"])
        for source in SOURCES.values():
            label = f"{source.label}: " if source.third_party else f"{source.key}: "
            para = nodes.paragraph("", "", nodes.strong(label, label), nodes.Text(source.what))
            items += nodes.list_item("", para, ids=[_source_id(source.key)])
        return items


class HouseRulesList(_Reporting):
    """``{house-rules}``: each house rule, its option, what it changes and where it was seen."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        rows: list[list[Cell]] = []
        for house, info in HOUSE_RULES.items():
            option = f"--house {house.value}"
            rows.append([[nodes.literal(option, option)], info.what, info.seen])
        table = _table(["House rule", "What it changes", "Seen in"], rows, [30, 40, 30], "skrules-house-rules")
        return [table]


class EditionsCompare(_Reporting):
    """``{editions-compare} CARDS``: the trick judged under every edition and house rule, at build time.

    ``:differ:`` names the facts expected to differ (``next_leader``); the build fails otherwise.
    """

    required_arguments = 1
    final_argument_whitespace = True
    has_content = False
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"differ": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        from .errors import SkrulesError
        from .notation import parse_plays
        from .sidebyside import differing, summary, table

        self.depend_on_code()
        tokens = self.arguments[0].split()
        command = "$ skrules trick --editions " + " ".join(tokens)
        out: list[nodes.Node] = [nodes.literal_block(command, command, language="console")]
        try:
            plays = parse_plays(tokens)
            sides = compare_tricks(plays, RuleSet.for_cards([p.card for p in plays]))
        except SkrulesError as err:
            self.complain(f"{{editions-compare}} {self.arguments[0]}: {err}")
            return out
        want = self.options.get("differ")
        if want is not None and want.split() != differing(sides):
            self.complain(f"the answers differ in {differing(sides)}, the example expects {want.split()}")
        header, body = table(sides)
        rows: list[list[Cell]] = [list(r) for r in body]
        out.append(nodes.paragraph(summary(sides), summary(sides)))
        out.append(_table(header, rows, [40, *(60 // max(1, len(header) - 1) for _ in header[1:])], "skrules-compare"))
        _domain(self.env).note_example(self.env.docname, sorted({c.split(";")[0] for s in sides for c in s.why}))
        return out


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_directive("editions-table", EditionsTable)
    app.add_directive("house-rules", HouseRulesList)
    app.add_directive("editions-compare", EditionsCompare)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
