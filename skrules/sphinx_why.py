"""Sphinx adapter for "why not mine?": ``skrules trick --why`` and ``--what-if`` run at build time.

Add ``"skrules.sphinx_why"`` after ``"skrules.sphinxext"`` to a Sphinx project's extensions; then

``{why} CARDS``
    The trick is adjudicated while the page is built and :func:`skrules.whynot.why_not` answers
    for ``:player:`` (a name or a card position from 1): the rule and the card that beat theirs,
    the single changes that would have made it win, the bonuses it did not earn (those it earned
    first: the winner's captures and alliances, Davy Jones' sea monsters, a Loot's alliance), each rule
    linked. ``:what-if: POSITION=CARD`` adds the verdict with that card changed, side by side.
    Expected values fail the build when the engine disagrees: ``:rule:`` (the rule that beat
    the card), ``:beaten-by:`` (a player), ``:would-win-with:`` (cards the player could have
    played instead), ``:changes:`` (facts the what-if changes: winner, rule, bonus, ...).

Nothing here decides a rule: the answers come from :mod:`skrules.whynot`.
"""

from __future__ import annotations

import shlex
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx

from . import __version__
from .errors import SkrulesError
from .notation import parse_plays
from .rules import RuleSet, as_boxed
from .sphinxext import _domain, _Reporting, rule_ref
from .trick import Trick, Verdict, adjudicate
from .whynot import WhatIf, WhyNot, card_of, change_heading, heading, what_if, what_if_heading, why_not

__all__ = ["WhyDirective", "setup"]


class WhyDirective(_Reporting):
    """``{why} CARDS`` with ``:player:``: why that card did not win, and what would have won."""

    required_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {
        "player": directives.unchanged_required,
        "what-if": directives.unchanged_required,
        "deck": directives.unchanged_required,
        "rule": directives.unchanged_required,
        "beaten-by": directives.unchanged_required,
        "would-win-with": directives.unchanged_required,
        "changes": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        box = nodes.container(classes=["skrules-trick", "skrules-why"])
        if self.content:
            self.state.nested_parse(self.content, self.content_offset, box)
        player = self.options.get("player", "").strip()
        if not player:
            self.complain("a {why} names the player asked about (:player: NAME or a card position)")
            return [box]
        command = self.command(player)
        box += nodes.literal_block(command, command, language="console", classes=["skrules-command"])
        try:
            why, what = self.answer(player)
        except SkrulesError as err:
            self.complain(f"the question cannot be answered: {err}")
            return [box]
        self.check(why, what)
        bonuses = why.listed_bonuses
        cited = [r for r in (why.rule, *(c.rule for c in why.would_win_if), *(m.rule for m in bonuses)) if r]
        _domain(self.env).note_example(self.env.docname, cited)
        box += self.render_why(why)
        if what is not None:
            box += self.render_what_if(what)
        return [box]

    def command(self, player: str) -> str:
        words = ["skrules", "trick", *self.arguments[0].split(), "--why", player]
        if "what-if" in self.options:
            words += ["--what-if", self.options["what-if"].strip()]
        if "deck" in self.options:
            words += ["--deck", self.options["deck"].strip()]
        return "$ " + shlex.join(words)

    def answer(self, player: str) -> tuple[WhyNot, WhatIf | None]:
        """The engine's answers, read as the command line reads its options."""
        plays = parse_plays(self.arguments[0].split())
        trick = Trick.of(plays, RuleSet.from_options(deck=self.options.get("deck"), cards=[p.card for p in plays]))
        verdict = adjudicate(trick)
        at = self.position(verdict, player)
        if trick.plays[at].player == player:  # asked by name: the Last Volley's player about the extra card
            at = card_of(trick, player)
        auto = self.options.get("deck", "auto").strip() == "auto"  # the parts the cards typed come with
        why = why_not(verdict, at, deck=as_boxed(trick.rules.modules) if auto else None)
        spec = self.options.get("what-if")
        if spec is None:
            return why, None
        where, _, card = spec.strip().partition("=")
        return why, what_if(trick, self.position(verdict, where), card)

    @staticmethod
    def position(v: Verdict, where: str) -> int:
        plays = v.trick.plays
        if where.isdigit() and 1 <= int(where) <= len(plays):
            return int(where) - 1
        for i, p in enumerate(plays):
            if p.player == where:
                return i
        raise SkrulesError(f"{where!r} is neither a player of this trick nor a card position")

    def check(self, why: WhyNot, what: WhatIf | None) -> None:
        """Each expected value the example states, against the engine's answer."""
        o, t = self.options, why.verdict.trick
        beaten = "nobody" if why.beaten_by is None else t.plays[why.beaten_by].player
        if "rule" in o and o["rule"].strip() != (why.rule or "none"):
            self.complain(f"the engine's rule is {why.rule!r}, the example expects {o['rule'].strip()!r}")
        if "beaten-by" in o and o["beaten-by"].strip() != beaten:
            self.complain(f"the engine's beaten-by is {beaten!r}, the example expects {o['beaten-by'].strip()!r}")
        own = {str(c.card) for c in why.would_win_if if c.position == why.position and c.card is not None}
        for card in o.get("would-win-with", "").split():
            if card not in own:
                self.complain(f"{card} is not among the cards that would have won: {', '.join(sorted(own)) or 'none'}")
        if "changes" in o:
            got = " ".join([] if what is None else what.changed_keys)
            want = " ".join(o["changes"].split())
            if got != want:
                self.complain(f"the what-if changes {got!r}, the example expects {want!r}")

    def cited(self, text: str, rule: str | None) -> nodes.paragraph:
        para = nodes.paragraph()
        para += nodes.Text(text + " ")
        if rule:
            para += rule_ref(rule, self.env.docname)
        return para

    def render_why(self, w: WhyNot) -> list[nodes.Node]:
        title = nodes.paragraph(classes=["skrules-why"])
        title += nodes.strong(heading(w), heading(w))
        out: list[nodes.Node] = [title, self.cited(w.text, w.rule)]
        if not w.won:
            out.append(nodes.paragraph(change_heading(w), change_heading(w)))
            if w.would_win_if:
                out.append(self.bullets([(c.text, c.rule) for c in w.would_win_if]))
        if w.listed_bonuses:  # what the card earned first, then the captures that earn nothing
            bonuses = self.bullets([(m.text, m.rule) for m in w.listed_bonuses])
            out += [nodes.paragraph("Bonuses:", "Bonuses:"), bonuses]
        return out

    def bullets(self, items: list[tuple[str, str]]) -> nodes.bullet_list:
        listed = nodes.bullet_list()
        for text, rule in items:
            listed += nodes.list_item("", self.cited(text, rule))
        return listed

    def render_what_if(self, wi: WhatIf) -> list[nodes.Node]:
        title = nodes.paragraph(classes=["skrules-why"])
        title += nodes.strong(what_if_heading(wi), what_if_heading(wi))
        table = nodes.table(classes=["skrules-what-if"])
        group = nodes.tgroup(cols=3)
        table += group
        group += [nodes.colspec(colwidth=w) for w in (1, 3, 3)]
        head = nodes.thead()
        head += self.row(["", "As played", "What if"])
        body = nodes.tbody()
        for fact, before, after in wi.rows():
            body += self.row([fact, before, after], strong=before != after)
        group += [head, body]
        return [title, table]

    @staticmethod
    def row(cells: list[str], *, strong: bool = False) -> nodes.row:
        row = nodes.row()
        for i, text in enumerate(cells):
            inner: nodes.Node = nodes.strong(text, text) if strong and i == 2 else nodes.Text(text)
            row += nodes.entry("", nodes.paragraph("", "", inner))
        return row


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_directive("why", WhyDirective)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
