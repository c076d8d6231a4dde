"""Sphinx adapter for *Cards at a glance*: the ranking, the cycle, the cards and the bonuses as tables.

Add ``"skrules.sphinx_glance"`` after ``"skrules.sphinxext"`` to a Sphinx project's extensions;
then ``{cards-at-a-glance} PART`` (``ranking``, ``cycle``, ``cards`` or ``bonuses``) renders that
part of :func:`skrules.glance.glance` when the page is built, each rule ID linked to its anchor.
The page holds the headings and prose; nothing in the tables is written by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx

from . import __version__
from .glance import CHARACTER_NAMES, ROLE_ONE, Glance, glance, runs
from .rules import RULES
from .sphinxext import _Reporting, rule_ref

__all__ = ["GlanceDirective", "setup"]

Cell = str | nodes.Node | list[nodes.Node]


class GlanceDirective(_Reporting):
    """``{cards-at-a-glance} PART``: one part of the glance, built from the ladder at build time."""

    required_arguments = 1
    has_content = False
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"class": directives.class_option}
    parts: ClassVar[tuple[str, ...]] = ("ranking", "cycle", "cards", "bonuses")

    def run(self) -> list[nodes.Node]:
        part = self.arguments[0].strip()
        if part not in self.parts:
            self.complain(f"{{cards-at-a-glance}} {part}: choose one of {', '.join(self.parts)}")
            return []
        self.depend_on_code()
        data = glance()
        unknown = [rid for rid in data.rules() if rid not in RULES]
        if unknown:
            self.complain(f"the glance cites rule IDs that skrules/rules.py lacks: {', '.join(unknown)}")
        render: dict[str, Callable[[Glance], list[nodes.Node]]] = {
            "ranking": self.ranking,
            "cycle": self.cycle,
            "cards": self.cards,
            "bonuses": self.bonuses,
        }
        return render[part](data)

    def link(self, rid: str) -> nodes.Node:
        return rule_ref(rid, self.env.docname)

    def ranking(self, g: Glance) -> list[nodes.Node]:
        rows: list[list[Cell]] = []
        for tier in g.tiers:
            if tier.rule is not None and tier.title is not None:
                rows.append([str(tier.number), nodes.strong(tier.title, tier.title), self.link(tier.rule)])
            for i, step in enumerate(tier.steps):
                first = tier.rule is None and i == 0
                number = str(tier.number) if first else ""
                words: list[nodes.Node] = [nodes.emphasis("except: ", "except: ")] if step.over else []
                words.append(nodes.Text(step.text))
                rows.append([number, words, self.link(step.rule)])
        return [_table(["#", "What decides the trick", "Rule"], rows, [4, 70, 26], "skrules-glance-ranking")]

    def cycle(self, g: Glance) -> list[nodes.Node]:
        out: list[nodes.Node] = []
        for ring in g.cycles:
            names = [CHARACTER_NAMES[b.winner] for b in ring]
            head = " > ".join([*names, names[0]])
            out.append(nodes.paragraph("", "", nodes.strong(head, head), classes=["skrules-glance-cycle"]))
            items = nodes.bullet_list()
            for b in ring:
                said = f"{_upper(ROLE_ONE[b.winner])} beats {ROLE_ONE[b.loser]}: "
                items += nodes.list_item("", nodes.paragraph("", "", nodes.Text(said), self.link(b.rule)))
            out.append(items)
        return out

    def cards(self, g: Glance) -> list[nodes.Node]:
        rows: list[list[Cell]] = []
        for group in g.cards:
            card: list[nodes.Node] = [nodes.strong(group.label, group.label), nodes.Text(" ")]
            card += _tokens(group.tokens)
            copies = "1 card" if group.copies == 1 else f"{group.copies} cards"
            card.append(nodes.inline("", f" · {copies}, from {group.module}", classes=["skrules-glance-from"]))
            rules = nodes.bullet_list(classes=["skrules-glance-rules"])
            for rid in group.rules:
                rules += nodes.list_item(
                    "", nodes.paragraph("", "", self.link(rid), nodes.Text(f" {RULES[rid].title}"))
                )
            rows.append([card, rules])
        return [_table(["Card (type it as)", "Rules about it"], rows, [32, 68], "skrules-glance-cards")]

    def bonuses(self, g: Glance) -> list[nodes.Node]:
        rows: list[list[Cell]] = [[f"{b.points:+d}", b.text, b.paid_to, self.link(b.rule)] for b in g.bonuses]
        return [_table(["Points", "For", "Paid to", "Rule"], rows, [8, 42, 26, 24], "skrules-glance-bonuses")]


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _tokens(tokens: Sequence[str]) -> list[nodes.Node]:
    """The tokens as literals; a suit's run of numbers as ``g1`` to ``g14``."""
    out: list[nodes.Node] = []
    for i, run in enumerate(runs(tokens)):
        if i:
            out.append(nodes.Text(", "))
        for j, token in enumerate(run.split("-", 1) if "-" in run and run[:1].isalpha() else [run]):
            if j:
                out.append(nodes.Text(" to "))
            out.append(nodes.literal(token, token))
    return out


def _table(header: list[str], body: list[list[Cell]], widths: list[int], cls: str) -> nodes.table:
    table = nodes.table(classes=["skrules-table", "skrules-glance", cls])
    group = nodes.tgroup(cols=len(header))
    table += group
    group.extend(nodes.colspec(colwidth=w) for w in widths)
    head = nodes.thead()
    head += _row(header)
    group += head
    tbody = nodes.tbody()
    tbody.extend(_row(r) for r in body)
    group += tbody
    return table


def _row(cells: Sequence[Cell]) -> nodes.row:
    row = nodes.row()
    for cell in cells:
        if isinstance(cell, nodes.bullet_list):
            row += nodes.entry("", cell)
            continue
        para = nodes.paragraph()
        if isinstance(cell, str):
            para += nodes.Text(cell)
        elif isinstance(cell, list):
            para.extend(cell)
        else:
            para += cell
        row += nodes.entry("", para)
    return row


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_directive("cards-at-a-glance", GlanceDirective)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
