"""Sphinx directives that show players whole rounds and scores, run while the page is built.

Add ``"skrules.sphinx_examples"`` (after ``"skrules.sphinxext"``) to a Sphinx project's extensions:

``{round} NAME``
    A round written in the scenario-file syntax of a round (``players:``, ``dealer:``,
    ``cards:``, ``hand NAME:``, ``bids:``, ``trick:`` lines with the ability choices after them;
    see the scenario format page), read by the package's own scenario parser and played by
    :func:`skrules.game.play_round`. The page shows the table (hands, bids, tricks taken,
    scores), each trick with its winner and the abilities used, and every score line with its
    rule. Expected values, given as options (``:scores: Ann=+30 Ben=-10``, ``:taken:``,
    ``:winners:``, ``:refused: KIND "TEXT"``) or as lines of the body, fail the build at the
    file and line of the example when the engine disagrees.
``{score} OPTIONS``
    One player's score for one round, from the options of ``skrules score`` (``--cards 5 --bid 2
    --won 3 --harry +1``), computed by :func:`skrules.scoring.score` and shown as a breakdown
    line by line. ``:total:``, ``:cites:`` and ``:error:`` state what the engine must answer.
``{python}``
    A collapsed "In Python" block (HTML ``<details>``) around the doctests it contains: the
    doctest builder still runs them, and a reader sees them only by opening the block.

A refusal is shown as "Refused: ..." with the rule it cites linked, never as a traceback.
Nothing here decides a rule: the verdicts come from the engine.
"""

from __future__ import annotations

import argparse
import re
import shlex
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective, SphinxTranslator

from . import __version__
from .errors import SkrulesError
from .game import RoundResult, TrickResult
from .scoring import Breakdown
from .sphinxext import _domain, _known, _Reporting, rule_ref
from .trace import points

if TYPE_CHECKING:
    from .formats.scenario import Scenario

__all__ = ["PythonBlock", "RoundDirective", "ScoreDirective", "setup"]

_CITED = re.compile(r"\(([a-z0-9-]+\.[a-z0-9.-]*[a-z0-9])\)")


# ------------------------------------------------------------------------------------ shared pieces


def _refusal(message: str, docname: str) -> nodes.paragraph:
    """``Refused: MESSAGE``, the rule IDs it cites in parentheses turned into links."""
    para = nodes.paragraph(classes=["skrules-refusal"])
    para += nodes.strong("Refused: ", "Refused: ")
    at = 0
    for m in _CITED.finditer(message):
        if not _known(m.group(1)):
            continue
        para += nodes.Text(message[at : m.start(1)])
        para += rule_ref(m.group(1), docname)
        at = m.end(1)
    para += nodes.Text(message[at:])
    return para


def _label(token: str) -> str:
    """A card as players name it (``g14`` -> green 14); a token the notation does not read stays as typed."""
    from .cards import parse_card

    try:
        return parse_card(token).label
    except SkrulesError:
        return token


def _cell(content: str | nodes.Node) -> nodes.entry:
    para = nodes.paragraph()
    para += nodes.Text(content) if isinstance(content, str) else content
    return nodes.entry("", para)


def _grid(header: Sequence[str], body: Sequence[Sequence[str | nodes.Node]], classes: list[str]) -> nodes.table:
    """A small table whose cells may hold links, not only text."""
    table = nodes.table(classes=["skrules-table", *classes])
    group = nodes.tgroup(cols=len(header))
    table += group
    group.extend(nodes.colspec(colwidth=1) for _ in header)
    head = nodes.thead()
    head += nodes.row("", *(_cell(h) for h in header))
    group += head
    rows = nodes.tbody()
    rows.extend(nodes.row("", *(_cell(c) for c in cells)) for cells in body)
    group += rows
    return table


def _rule_cell(rule: str, ruling: str | None, reading: str | None, docname: str) -> nodes.inline:
    cell = nodes.inline()
    cell += rule_ref(rule, docname)
    if ruling:
        cell += nodes.Text(" ")
        cell += rule_ref(ruling, docname, f"{ruling}={reading}")
    return cell


def _breakdown_rows(b: Breakdown, docname: str, who: str | None = None) -> list[list[str | nodes.Node]]:
    """A score's lines, then its total in bold; ``who`` heads the first line (for a round's table)."""
    out: list[list[str | nodes.Node]] = []
    for i, item in enumerate(b.items):
        row: list[str | nodes.Node] = [] if who is None else [who if i == 0 else ""]
        row += [points(item.points), _rule_cell(item.rule, item.ruling, item.reading, docname), item.text]
        out.append(row)
    if who is None or len(b.items) > 1:  # a round's one-line score needs no total under it
        total: list[str | nodes.Node] = [] if who is None else [""]
        total += [nodes.strong("", points(b.total)), "", nodes.strong("total", "total")]
        out.append(total)
    return out


# ------------------------------------------------------------------------------------ {python}


class PythonBlock(nodes.General, nodes.Element):
    """A collapsed block around doctests: ``<details>`` in HTML, its content as is elsewhere."""


def _visit_details(self: SphinxTranslator, node: PythonBlock) -> None:
    self.body.append('<details class="skrules-python"><summary>In Python</summary>\n')  # type: ignore[attr-defined]


def _depart_details(self: SphinxTranslator, node: PythonBlock) -> None:
    self.body.append("</details>\n")  # type: ignore[attr-defined]


def _pass(self: SphinxTranslator, node: PythonBlock) -> None:
    """Other builders show the content without the collapsing."""


class PythonDirective(SphinxDirective):
    """``{python}``: its content (doctests, prose) folded away under "In Python"."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        block = PythonBlock()
        self.state.nested_parse(self.content, self.content_offset, block)
        return [block]


# ------------------------------------------------------------------------------------ {score}


class _ArgumentError(Exception):
    """What argparse would print before exiting, kept as a message."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:
        raise _ArgumentError(message)


def _score_parser() -> argparse.ArgumentParser:
    """The options of ``skrules score``, from the command line's own definition of them."""
    from .cli import score as score_cli

    parser = _Parser(prog="skrules", add_help=False)
    sub: argparse._SubParsersAction[argparse.ArgumentParser] = parser.add_subparsers(
        dest="command", parser_class=_Parser
    )
    score_cli.add_parser(sub)
    return parser


def breakdown_of(argv: Sequence[str]) -> Breakdown:
    """One round's score as ``skrules score ARGV`` computes it (without a sheet)."""
    from .rules import FULL_BOX, RuleSet, ruling_choices
    from .scoring import Ally, parse_bonus, parse_method, score

    args = _score_parser().parse_args(["score", *argv])
    missing = [f"--{n}" for n in ("cards", "bid", "won") if getattr(args, n) is None]
    if missing or getattr(args, "sheet", None) is not None:
        raise SkrulesError(f"a {{score}} gives --cards, --bid and --won, and no sheet (missing: {missing})")
    rules = RuleSet.from_options(
        deck=args.deck, rulings=ruling_choices(args.ruling), edition=args.edition, house=args.house
    )
    auto = args.deck == "auto" and not rules.edition.one_deck  # the first edition has one deck
    box = RuleSet(modules=FULL_BOX).box if auto else rules.box
    awards = [parse_bonus(part, rules) for text in args.bonus for part in text.split(",") if part.strip()]
    allies = [Ally(None, made == "made") for made in args.alliance]  # the other ally, not named
    return score(
        args.cards,
        args.bid,
        args.won,
        method=parse_method(args.scoring),
        awards=awards,
        allies=allies,
        wager=args.wager,
        harry=args.harry,
        rules=rules,
        box=box,
    )


class ScoreDirective(_Reporting):
    """``{score} OPTIONS``: a round's score for one player, line by line, each with its rule.

    The optional content is a caption. ``:total:`` (points), ``:cites:`` (rule IDs the lines must
    cite) and ``:error:`` (text the refusal must contain) are checked; one of them is required.
    """

    required_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {
        "total": int,
        "cites": directives.unchanged_required,
        "error": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        argv = shlex.split(self.arguments[0])
        box = nodes.container(classes=["skrules-score"])
        if self.content:
            self.state.nested_parse(self.content, self.content_offset, box)
        if not any(key in self.options for key in ("total", "cites", "error")):
            self.complain("a {score} states at least one expected value (:total:, :cites: or :error:)")
        command = "$ " + shlex.join(["skrules", "score", *argv])
        box += nodes.literal_block(command, command, language="console", classes=["skrules-command"])
        try:
            breakdown = breakdown_of(argv)
        except (SkrulesError, _ArgumentError) as err:
            self.refused(str(err))
            box += _refusal(str(err), self.env.docname)
            return [box]
        if "error" in self.options:
            self.complain(f"the score was expected to be refused ({self.options['error']!r}) but the engine gave one")
        self.check(breakdown)
        _domain(self.env).note_example(self.env.docname, breakdown.rules)
        box += nodes.paragraph(breakdown.headline, breakdown.headline, classes=["skrules-headline"])
        box += _grid(["Points", "Rule", "Why"], _breakdown_rows(breakdown, self.env.docname), ["skrules-breakdown"])
        return [box]

    def refused(self, message: str) -> None:
        expected = self.options.get("error")
        if expected is None:
            self.complain(f"the score cannot be computed: {message}")
        elif expected.lower() not in message.lower():
            self.complain(f"the refusal reads {message!r}, which does not contain {expected!r}")

    def check(self, b: Breakdown) -> None:
        if "total" in self.options and self.options["total"] != b.total:
            self.complain(f"the engine's total is {b.total}, the example expects {self.options['total']}")
        for rid in self.options.get("cites", "").split():
            if not _known(rid):
                self.complain(f":cites: {rid} is no rule or ruling ID")
            elif rid not in b.rules and rid not in [i.ruling for i in b.items]:
                self.complain(f"the score does not cite {rid}, as the example expects")


# ------------------------------------------------------------------------------------ {round}

_ROUND_EXPECTATIONS = ("scores", "taken", "winners", "refused")


class RoundDirective(_Reporting):
    """``{round} NAME``: a round in the scenario syntax, played and shown as tables.

    The body holds the lines of a round scenario (without its ``round:`` line). Expectations are
    options or body lines: ``scores``, ``taken``, ``winners``, ``refused``; one is required.
    """

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {key: directives.unchanged_required for key in _ROUND_EXPECTATIONS}
    scenario: Scenario

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        from .formats.scenario import parse_text
        from .scenario.run import run_scenario

        text = self.scenario_text()
        doc = parse_text(text, self.env.docname)
        box = nodes.container(classes=["skrules-round"])
        if not doc.ok or len(doc.scenarios) != 1:
            for p in doc.all_problems:
                self.complain_at(p.line, p.message)
            if doc.ok:
                self.complain("the body of a {round} is one round, without a round:, scenario: or game: line")
            return [box]
        scenario = self.scenario = doc.scenarios[0]
        if scenario.round is not None and scenario.round.expect.empty:
            self.complain("a {round} states at least one expected value (:scores:, :taken:, :winners: or :refused:)")
        result = run_scenario(scenario)
        for m in result.mismatches:
            self.complain_at(m.line, f"the engine's {m.field} is {m.actual}, the example expects {m.expected}")
        if result.round is None:
            message = (result.error or "the round cannot be played").split(": ", 1)[-1]
            if result.passed is False and not result.mismatches:
                self.complain_at(result.where[0] if result.where else 1, f"the round is refused: {message}")
            box += self.as_written()
            box += _refusal(message, self.env.docname)
            return [box]
        _domain(self.env).note_example(self.env.docname, [step.rule for step in result.round.trace])
        box += self.render(result.round)
        return [box]

    def scenario_text(self) -> str:
        """The scenario file the body stands for; option expectations go after the body's lines."""
        lines = [f"round: {self.arguments[0] if self.arguments else 'example'}", *self.content]
        lines += [f"{key}: {self.options[key]}" for key in _ROUND_EXPECTATIONS if key in self.options]
        return "\n".join(lines) + "\n"

    def complain_at(self, line: int, message: str) -> None:
        """A problem at a line of the scenario text: a body line, or the directive's own for the rest."""
        body = line - 2
        where = self.first_body_line() + body if 0 <= body < len(self.content) else self.lineno
        _domain(self.env).note_failure(self.env.docname, f"{self.env.doc2path(self.env.docname)}:{where}: {message}")
        from .sphinxext import logger

        logger.warning(message, location=(self.env.docname, where), type="skrules", subtype="round")

    def as_written(self) -> list[nodes.Node]:
        """A refused round's bids and tricks as the example gives them, so the refusal has its context."""
        r = self.scenario.round
        if r is None or not r.tricks:
            return []
        bids = ", ".join(f"{name} {bid}" for name, bid in r.bids)
        out: list[nodes.Node] = [nodes.paragraph(f"Bids: {bids}.", f"Bids: {bids}.", classes=["skrules-headline"])]
        rows: list[list[str | nodes.Node]] = []
        for k, t in enumerate(r.tricks, 1):
            plays = "; ".join(f"{w.text.partition('=')[0]}: {_label(w.text.partition('=')[2])}" for w in t.plays)
            rows.append([str(k), plays, "; ".join(str(c) for c in t.choices) or "none"])
        out.append(_grid(["#", "Cards played", "Abilities used"], rows, ["skrules-tricks"]))
        return out

    def first_body_line(self) -> int:
        """The page line of the body's first line: MyST counts the content offset from the directive's
        line, docutils from the top of the file (0-based)."""
        if type(self.state).__module__.startswith("myst_parser"):
            return self.lineno + self.content_offset + 1
        return self.content_offset + 1

    def render(self, r: RoundResult) -> list[nodes.Node]:
        docname = self.env.docname
        head = f"{r.cards} card{'s' if r.cards != 1 else ''} dealt"
        head += f", {r.dealer} deals" if r.dealer else ""
        head += f", {r.leader} leads."
        out: list[nodes.Node] = [nodes.paragraph(head, head, classes=["skrules-headline"])]
        header = ["Player", "Hand", "Bid", "Won", "Score"] if self.scenario.hands else ["Player", "Bid", "Won", "Score"]
        out.append(_grid(header, self.table_rows(r), ["skrules-seats"]))
        tricks = [self.trick_row(t) for t in r.tricks]
        out.append(_grid(["#", "Cards played", "Winner", "Abilities"], tricks, ["skrules-tricks"]))
        lines = [row for p in r.players for row in _breakdown_rows(r.scores[p], docname, who=p)]
        out.append(_grid(["Player", "Points", "Rule", "Why"], lines, ["skrules-breakdown"]))
        return out

    def table_rows(self, r: RoundResult) -> list[list[str | nodes.Node]]:
        hands = {h.player: ", ".join(_label(w.text) for w in h.cards) for h in self.scenario.hands}
        out: list[list[str | nodes.Node]] = []
        for p in r.players:
            bid = str(r.bids[p]) if r.final_bids[p] == r.bids[p] else f"{r.bids[p]} → {r.final_bids[p]}"
            hand = [hands.get(p, "not given")] if hands else []
            out.append([p, *hand, bid, str(r.won[p]), points(r.scores[p].total)])
        return out

    @staticmethod
    def trick_row(t: TrickResult) -> list[str | nodes.Node]:
        plays = "; ".join(f"{p.player}: {p.card.label}" for p in t.verdict.trick.plays)
        used = [f"{u.player}: {u.pirate.full_name} ({u.choice})" for u in t.uses]
        unused = [f"{p.full_name}: not used" for p in t.verdict.abilities if p not in {u.pirate for u in t.uses}]
        v = t.verdict
        won = f"{t.winner}, {v.trick.plays[v.winner].card.label}" if t.winner and v.winner is not None else None
        return [str(t.number), plays, won or f"nobody ({v.outcome.value})", "; ".join(used + unused) or "none"]


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    skip = (_pass, _pass)
    app.add_node(PythonBlock, html=(_visit_details, _depart_details), latex=skip, text=skip, man=skip, texinfo=skip)
    app.add_directive("python", PythonDirective)
    app.add_directive("round", RoundDirective)
    app.add_directive("score", ScoreDirective)
    return {"version": __version__, "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
