"""Sphinx adapter for the rulebook: rule anchors, links to them, and examples run at build time.

Add ``"skrules.sphinxext"`` to a Sphinx project's extensions to get:

``{rule} ID`` / ``{ruling} ID``
    The one place a rule's (or ruling's) full text lives. The ID becomes the HTML anchor; the
    title, and a ruling's readings and default, come from :mod:`skrules.rules` so they never drift.
    An unknown or duplicate ID fails the build.
``{rule}`ID```
    A link to a rule or ruling anchor.
``{trick} CARDS``
    A trick adjudicated by the core while the page is built, shown with its verdict and trace.
    Expected values (``:winner:``, ``:outcome:``, ``:bonus:``, ``:next:`` ...) fail the build
    when the engine disagrees, so an example cannot go stale silently.
``{cli-help}`` and ``{schema-fields} PATH``
    The command line's ``--help`` and a JSON schema's fields, rendered from the code and the
    schema file when the page is built.

Nothing here decides a rule: every verdict comes from :mod:`skrules.trick` and
:mod:`skrules.legality`. Problems are reported as warnings at the directive's line and recorded
so that the build fails even without ``-W``. After an HTML build, ``rules.json`` in the output
maps every documented ID to its page, anchor and the pages whose examples cite it.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import shlex
from collections.abc import Iterable, Iterator, Sequence, Set
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.builders import Builder
from sphinx.domains import Domain, ObjType
from sphinx.environment import BuildEnvironment
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole
from sphinx.util.nodes import make_refnode, split_explicit_title

from . import __version__
from .editions import HOUSE_CITE
from .errors import SkrulesError
from .legality import Legality, check_trick
from .notation import parse_hand, parse_plays
from .rules import RULES, RULINGS, RuleSet
from .rulings import RuleId
from .sentence import answer_text
from .sphinx_settle import RULINGS_PANEL
from .trick import Outcome, Trick, Verdict, adjudicate
from .wording import finding_words, rows

if TYPE_CHECKING:
    from .formats.scenario.model import Expect, Word

__all__ = ["setup"]

logger = logging.getLogger(__name__)

_PACKAGE = Path(__file__).resolve().parent
_ID_WORD = re.compile(r"[a-z0-9-]+\.[a-z0-9.-]*[a-z0-9]")


# ------------------------------------------------------------------------------------ the domain


class SkrulesDomain(Domain):
    """Where the rule anchors are, which IDs the executed examples cite, and what went wrong."""

    name = "skrules"
    label = "Skull King rules"
    object_types: ClassVar[dict[str, ObjType]] = {
        "rule": ObjType("rule", "rule"),
        "ruling": ObjType("ruling", "rule"),
    }
    initial_data: ClassVar[dict[str, Any]] = {
        "anchors": {},  # ID -> (docname, line)
        "examples": {},  # docname -> the IDs its executed examples cite, in order
        "failures": {},  # docname -> messages
    }
    dangling_warnings: ClassVar[dict[str, str]] = {
        "rule": "%(target)s is a known ID, but no {rule} or {ruling} block in the rulebook anchors it",
    }

    @property
    def anchors(self) -> dict[str, tuple[str, int]]:
        return self.data["anchors"]  # type: ignore[no-any-return]

    @property
    def examples(self) -> dict[str, list[str]]:
        return self.data["examples"]  # type: ignore[no-any-return]

    @property
    def failures(self) -> dict[str, list[str]]:
        return self.data["failures"]  # type: ignore[no-any-return]

    def clear_doc(self, docname: str) -> None:
        for rid, (doc, _line) in list(self.anchors.items()):
            if doc == docname:
                del self.anchors[rid]
        self.examples.pop(docname, None)
        self.failures.pop(docname, None)

    def merge_domaindata(self, docnames: Set[str], otherdata: dict[str, Any]) -> None:
        for rid, (doc, line) in otherdata["anchors"].items():
            if doc not in docnames:
                continue
            if rid in self.anchors:
                other = self.anchors[rid]
                message = f"{rid} is anchored twice: here and at {other[0]}:{other[1]}"
                logger.warning(message, location=(doc, line), type="skrules", subtype="duplicate")
                self.failures.setdefault(doc, []).append(message)
            else:
                self.anchors[rid] = (doc, line)
        for key in ("examples", "failures"):
            for doc, values in otherdata[key].items():
                if doc in docnames:
                    self.data[key].setdefault(doc, []).extend(values)

    def resolve_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        typ: str,
        target: str,
        node: addnodes.pending_xref,
        contnode: nodes.Element,
    ) -> nodes.reference | None:
        where = self.anchors.get(target)
        if where is None:
            return None
        return make_refnode(builder, fromdocname, where[0], target, contnode, _title(target))

    def resolve_any_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        target: str,
        node: addnodes.pending_xref,
        contnode: nodes.Element,
    ) -> list[tuple[str, nodes.reference]]:
        ref = self.resolve_xref(env, fromdocname, builder, "rule", target, node, contnode)
        return [] if ref is None else [("skrules:rule", ref)]

    def get_type_name(self, type: ObjType, primary: bool = False) -> str:
        """Search results label a hit "rule" or "ruling", not "Skull King rules rule"."""
        return str(type.lname)

    def get_objects(self) -> Iterator[tuple[str, str, str, str, str, int]]:
        for rid, (doc, _line) in self.anchors.items():
            yield rid, rid, "ruling" if rid in RULINGS else "rule", doc, rid, 1

    def note_anchor(self, rid: str, docname: str, line: int) -> str | None:
        """Record an anchor; returns a complaint if the ID is already anchored."""
        other = self.anchors.get(rid)
        if other is not None:
            return f"{rid} is anchored twice: here and at {other[0]}:{other[1]}"
        self.anchors[rid] = (docname, line)
        return None

    def note_example(self, docname: str, ids: Iterable[str]) -> None:
        known = self.examples.setdefault(docname, [])
        known.extend(i for i in ids if i not in known)

    def note_failure(self, docname: str, message: str) -> None:
        self.failures.setdefault(docname, []).append(message)


def _domain(env: BuildEnvironment) -> SkrulesDomain:
    return env.get_domain("skrules")  # type: ignore[return-value]


def _title(rid: str) -> str:
    known = RULES.get(rid) or RULINGS.get(rid)
    return known.title if known is not None else rid


def _known(rid: str) -> bool:
    return rid in RULES or rid in RULINGS


def _suggest(rid: str) -> str:
    close = difflib.get_close_matches(rid, [*RULES, *RULINGS], n=1, cutoff=0.6)
    return f"; did you mean {close[0]}?" if close else ""


def rule_ref(rid: str, docname: str, text: str | None = None) -> addnodes.pending_xref:
    """A link to a rule or ruling anchor, resolved once every page has been read."""
    label = text or rid
    return addnodes.pending_xref(
        "",
        nodes.literal(label, label, classes=["skrules-id"]),
        refdomain="skrules",
        reftype="rule",
        reftarget=rid,
        refexplicit=text is not None,
        refwarn=True,
        refdoc=docname,
    )


def _ruling_ref(ruling: str, reading: str | None, docname: str) -> nodes.Node:
    """``ruling.x=reading`` linked to the ruling's anchor; a house rule (``house=NAME``) is no ID, so plain text."""
    text = f"{ruling}={reading}"
    if ruling == HOUSE_CITE:
        return nodes.literal(text, text, classes=["skrules-id"])
    return rule_ref(ruling, docname, text)


class _Reporting(SphinxDirective):
    """A directive that reports problems at its line and records them so the build fails."""

    def complain(self, message: str) -> None:
        logger.warning(message, location=self.get_location(), type="skrules", subtype=self.name)
        _domain(self.env).note_failure(self.env.docname, f"{self.get_location()}: {message}")

    def depend_on_code(self) -> None:
        """Re-read this page whenever the package changes: its output comes from the code."""
        for path in sorted(_PACKAGE.glob("**/*.py")):
            self.env.note_dependency(str(path))


# ------------------------------------------------------------------------------------ {rule} and {ruling}


class RuleDirective(_Reporting):
    """``{rule} ID``: the anchor, ID and title of a rule, then its full text."""

    required_arguments = 1
    has_content = True
    kind = "rule"

    def run(self) -> list[nodes.Node]:
        rid = self.arguments[0].strip()
        own, other = (RULES, RULINGS) if self.kind == "rule" else (RULINGS, RULES)
        if rid not in own:
            hint = f"; write it as {{{'ruling' if self.kind == 'rule' else 'rule'}}}" if rid in other else _suggest(rid)
            self.complain(f"{{{self.kind}}} {rid}: no such {self.kind} ID in skrules/rules.py{hint}")
            return []
        chapter = own[rid].chapter
        page = self.env.docname.rsplit("/", 1)[-1]
        if page != chapter:
            self.complain(f"{rid} belongs to the {chapter!r} chapter (skrules/rules.py), not to {page!r}")
        clash = _domain(self.env).note_anchor(rid, self.env.docname, self.lineno)
        if clash is not None:
            self.complain(clash)
            return []
        if not self.content:
            self.complain(f"{rid} has no text: the block holds the rule's full text")
        box = nodes.container(classes=["skrules-rule", f"skrules-{self.kind}"], ids=[rid])
        head = nodes.paragraph(classes=["skrules-rule-head"])
        head += nodes.reference("", "", nodes.literal(rid, rid), refid=rid, classes=["skrules-anchor"])
        head += nodes.Text(" ")
        head += nodes.strong(own[rid].title, own[rid].title)
        box += head
        box.extend(self.before_text(rid))
        self.state.nested_parse(self.content, self.content_offset, box)
        return [box]

    def before_text(self, rid: str) -> list[nodes.Node]:
        return []


class RulingDirective(RuleDirective):
    """``{ruling} ID``: like ``{rule}``, with the readings and default listed from the code."""

    kind = "ruling"

    def before_text(self, rid: str) -> list[nodes.Node]:
        ruling = RULINGS[rid]
        name = rid.removeprefix("ruling.")
        readings = nodes.bullet_list(classes=["skrules-readings"])
        for reading, text in ruling.readings.items():
            para = nodes.paragraph()
            para += nodes.literal(reading, reading)
            para += nodes.Text(f": {text}")
            if reading == ruling.default:
                para += nodes.Text(" ")
                para += nodes.strong("(default)", "(default)")
            readings += nodes.list_item("", para)
        other = next(r for r in ruling.readings if r != ruling.default)
        switch = nodes.paragraph(classes=["skrules-switch"])
        switch += nodes.Text("To switch, e.g. to ")
        switch += nodes.literal(other, other)
        switch += nodes.Text(": on the command line ")
        cli = f"--ruling {name}={other}"
        switch += nodes.literal(cli, cli)
        switch += nodes.Text("; in a scenario file, the line ")
        line = f"ruling: {name}={other}"
        switch += nodes.literal(line, line)
        # a round's or a game's ruling changes no single trick, which is all Settle it judges
        switch += nodes.Text(f"; on the Settle it page, under “{RULINGS_PANEL}”." if ruling.trick else ".")
        return [readings, switch]


class RuleRole(SphinxRole):
    """``{rule}`ID``` or ``{rule}`text <ID>```: a link to a rule or ruling anchor."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        has_title, text, rid = split_explicit_title(self.text)
        rid = rid.strip()
        if not _known(rid):
            message = f"{{rule}}`{rid}`: no such rule or ruling ID in skrules/rules.py{_suggest(rid)}"
            logger.warning(message, location=self.get_location(), type="skrules", subtype="role")
            _domain(self.env).note_failure(self.env.docname, f"{self.get_location()}: {message}")
            return [nodes.literal(rid, rid)], []
        return [rule_ref(rid, self.env.docname, text if has_title else None)], []


# ------------------------------------------------------------------------------------ {trick}


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,]+", text) if w]


def _expected_int(text: str) -> str:
    text = text.strip()
    int(text)  # let docutils report a value that is not a number
    return text


# a field of the scenario runner's checker -> the {trick} option that states it
_OPTION_OF = {
    "winner": "winner",
    "outcome": "outcome",
    "bonus": "bonus",
    "next leader": "next",
    "lead suit": "lead",
    "removed": "removed",
    "alliances": "alliances",
    "powers": "unlocks",
    "illegal": "legal",
}
_EXPECTATIONS = ("winner", "outcome", "bonus", "next", "lead", "legal", "removed", "alliances", "unlocks", "cites")


class TrickDirective(_Reporting):
    """``{trick} TOKENS``: adjudicate a trick while building; show its answer, verdict and trace as the command does.

    The optional content is a caption. Options choose the rules (``:deck:``, ``:rulings:``,
    ``:abilities:``), give hands to check the plays against (``:hands: Ben=y5,b2 Cat=g3``,
    ``:exempt:`` positions that need not follow suit), and state what the engine must answer:
    ``:winner:`` (a player, or ``nobody``), ``:outcome:``, ``:bonus:`` (the winner's points),
    ``:next:`` (the next leader), ``:lead:`` (a suit or ``none``), ``:legal:`` (``yes``/``no``),
    ``:removed:`` (card positions from 1, or ``none``), ``:alliances:`` (``LOOT+WINNER`` player
    pairs, or ``none``), ``:unlocks:`` (pirate abilities, or ``none``), ``:cites:`` (IDs the
    trace must cite), or ``:error:`` (text the refusal must contain, for a trick that cannot be).
    """

    required_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {
        "deck": directives.unchanged_required,
        "rulings": directives.unchanged_required,
        "edition": directives.unchanged_required,
        "house": directives.unchanged_required,
        "abilities": directives.flag,
        "hands": directives.unchanged_required,
        "exempt": directives.positive_int_list,
        "winner": directives.unchanged_required,
        "outcome": lambda t: directives.choice(t, [o.value for o in Outcome]),
        "bonus": _expected_int,
        "next": directives.unchanged_required,
        "lead": lambda t: directives.choice(t, ["green", "purple", "yellow", "black", "none"]),
        "legal": lambda t: directives.choice(t, ["yes", "no"]),
        "removed": directives.unchanged_required,
        "alliances": directives.unchanged_required,
        "unlocks": directives.unchanged_required,
        "cites": directives.unchanged_required,
        "error": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        tokens = self.arguments[0].split()
        box = nodes.container(classes=["skrules-trick"])
        if self.content:
            self.state.nested_parse(self.content, self.content_offset, box)
        if not any(key in self.options for key in (*_EXPECTATIONS, "error")):
            self.complain("a {trick} states at least one expected value (:winner:, :outcome:, ... or :error:)")
        command = self.command(tokens)
        box += nodes.literal_block(command, command, language="console", classes=["skrules-command"])
        try:
            verdict, findings = self.adjudicate(tokens)
        except SkrulesError as err:
            return self.refused(box, str(err))
        if "error" in self.options:
            self.complain(f"the trick was expected to be refused ({self.options['error']!r}) but the engine judged it")
        self.check(verdict, findings)
        _domain(self.env).note_example(self.env.docname, self.cited(verdict, findings))
        box += self.render(verdict, findings)
        return [box]

    def command(self, tokens: Sequence[str]) -> str:
        words = ["skrules", "trick", *tokens]
        if "deck" in self.options:
            words += ["--deck", self.options["deck"]]
        if "edition" in self.options:
            words += ["--edition", self.options["edition"].strip()]
        for choice in _words(self.options.get("rulings", "")):
            words += ["--ruling", choice]
        for name in _words(self.options.get("house", "")):
            words += ["--house", name]
        if "abilities" in self.options:
            words.append("--abilities")
        for hand in self.options.get("hands", "").split():
            words += ["--hand", hand]
        return "$ " + shlex.join(words)

    def adjudicate(self, tokens: list[str]) -> tuple[Verdict, list[Legality]]:
        plays = parse_plays(tokens)
        rules = RuleSet.from_options(
            deck=self.options.get("deck"),
            rulings=_words(self.options.get("rulings", "")),
            abilities="abilities" in self.options,
            cards=[p.card for p in plays],
            edition=self.options.get("edition"),
            house=_words(self.options.get("house", "")),
        )
        trick = Trick.of(plays, rules)
        hands = {}
        for spec in self.options.get("hands", "").split():
            name, _, held = spec.partition("=")
            hands[name] = parse_hand(held)
        exempt = {p - 1: RuleId.TWO_FLIP for p in self.options.get("exempt", [])}
        findings = check_trick(trick, hands, exempt=exempt) if hands else []
        return adjudicate(trick), findings

    def refused(self, box: nodes.container, message: str) -> list[nodes.Node]:
        expected = self.options.get("error")
        if expected is None:
            self.complain(f"the trick cannot be adjudicated: {message}")
        elif expected.lower() not in message.lower():
            self.complain(f"the refusal reads {message!r}, which does not contain {expected!r}")
        para = nodes.paragraph(classes=["skrules-refusal"])
        para += nodes.strong("Refused: ", "Refused: ")
        para += nodes.Text(message)
        box += para
        return [box]

    def check(self, v: Verdict, findings: Sequence[Legality]) -> None:
        """Compare with the scenario runner's checker; the complaint speaks in the example's options."""
        from .scenario.run import compare

        shown = self.shown(v, findings)
        for m in compare(self.expectation(v.trick), v, findings, has_hands=False, line=self.lineno):
            key = _OPTION_OF[m.field]
            want = " ".join(_words(self.options[key]))
            self.complain(f"the engine's {key} is {shown[key]!r}, the example expects {want!r}")
        if self.options.get("legal") == "no" and shown["legal"] != "no":
            self.complain("the engine's legal is 'yes', the example expects 'no'")
        cited = set(self.cited(v, findings))
        for rid in _words(self.options.get("cites", "")):
            if not _known(rid):
                self.complain(f":cites: {rid} is no rule or ruling ID{_suggest(rid)}")
            elif rid not in cited:
                self.complain(f"the trace does not cite {rid}, as the example expects")

    def expectation(self, t: Trick) -> Expect:
        """The options as the expectations of a scenario (``:legal: no`` and ``:cites:`` have none)."""
        from .formats.scenario.model import Alliance, Expect, Winner

        o = self.options
        winner = o.get("winner", "").strip() or None
        alliances = [w.partition("+") for w in _words(o.get("alliances", "")) if w != "none"]
        if any(not sep for _, sep, _ in alliances):
            self.complain(f":alliances: {o['alliances']!r}: write LOOT+WINNER pairs, e.g. Ann+Ben, or none")
        return Expect(
            winner=None if winner is None else (Winner() if winner == "nobody" else Winner(player=winner)),
            outcome=o.get("outcome"),
            lead_suit=o.get("lead"),
            next_leader=o["next"].strip() if "next" in o else None,
            bonus=int(o["bonus"]) if "bonus" in o else None,
            alliances=tuple(Alliance(a, b) for a, _, b in alliances) if "alliances" in o else None,
            removed=self.removed(t) if "removed" in o else None,
            powers=tuple(w for w in _words(o.get("unlocks", "")) if w != "none") if "unlocks" in o else None,
            illegal=() if o.get("legal") == "yes" else None,
        )

    def removed(self, t: Trick) -> tuple[Word, ...] | None:
        """``:removed:`` card positions as the cards a scenario names (``Ann=rosie``); None if a position is wrong."""
        from .formats.scenario.model import Word

        out = []
        for w in _words(self.options["removed"]):
            if w == "none":
                continue
            if not (w.isascii() and w.isdigit() and 1 <= int(w) <= len(t.plays)):
                self.complain(f":removed: {w!r} is no card position of this trick of {len(t.plays)} cards")
                return None
            play = t.plays[int(w) - 1]
            out.append(Word(f"{play.player}={play.card}"))
        return tuple(out)

    @staticmethod
    def shown(v: Verdict, findings: Sequence[Legality]) -> dict[str, str]:
        """The engine's answers in the options' own words, for the complaints."""
        t = v.trick
        return {
            "winner": v.winner_name or "nobody",
            "outcome": v.outcome.value,
            "bonus": str(v.bonus),
            "next": v.next_leader_name,
            "lead": v.lead_suit.label if v.lead_suit else "none",
            "legal": "yes" if all(f.legal for f in findings) else "no",
            "removed": " ".join(str(i + 1) for i in v.removed) or "none",
            "alliances": " ".join(f"{t.plays[a].player}+{t.plays[b].player}" for a, b in v.alliances) or "none",
            "unlocks": " ".join(p.value for p in v.abilities) or "none",
        }

    @staticmethod
    def cited(v: Verdict, findings: Sequence[Legality]) -> list[str]:
        ids: list[str] = []
        for step in v.trace:
            ids += [step.rule] + ([step.ruling] if step.ruling and step.ruling != HOUSE_CITE else [])
        for f in findings:
            ids += [f.rule] + ([f.ruling[0]] if f.ruling else [])
        return list(dict.fromkeys(ids))

    def render(self, v: Verdict, findings: Sequence[Legality]) -> list[nodes.Node]:
        out: list[nodes.Node] = []
        for f in findings:
            para = nodes.paragraph(classes=["skrules-legal" if f.legal else "skrules-illegal"])
            head, body = finding_words(f)
            para += nodes.strong(head, head)
            para += nodes.Text(body + " ")
            para += rule_ref(f.rule, self.env.docname)
            if f.ruling:
                para += nodes.Text(" ")
                para += rule_ref(f.ruling[0], self.env.docname, f"{f.ruling[0]}={f.ruling[1]}")
            out.append(para)
        if any(not f.legal for f in findings):
            out.append(nodes.paragraph("Had the trick stood:", "Had the trick stood:"))
        said = answer_text(v)  # the answer first, as the command prints it
        out.append(nodes.paragraph(said, said, classes=["skrules-headline"]))
        facts = nodes.field_list(classes=["skrules-verdict"])
        for key, value in [r for r in rows(v) if r[0] != "Trick"]:  # the command above shows the trick
            facts += nodes.field("", nodes.field_name(key, key), nodes.field_body("", nodes.paragraph(value, value)))
        out.append(facts)
        if len(v.trace):
            steps = nodes.enumerated_list(classes=["skrules-trace"])
            for step in v.trace:
                para = nodes.paragraph()
                para += rule_ref(step.rule, self.env.docname)
                if step.ruling:
                    para += nodes.Text(" ")
                    para += _ruling_ref(step.ruling, step.reading, self.env.docname)
                para += nodes.Text(" " + step.text)
                steps += nodes.list_item("", para)
            why = nodes.paragraph(classes=["skrules-why"])
            why += nodes.strong("Why:", "Why:")
            out += [why, steps]
        return out


# ------------------------------------------------------------------------------------ tool pages


class CliHelpDirective(_Reporting):
    """``{cli-help}``: ``skrules --help`` and, in a section each, every command's ``--help``.

    The commands are read from :data:`skrules.cli.COMMANDS` when the page is built, so a new
    command appears without editing the page.
    """

    width = 100

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        from .cli import COMMANDS

        out: list[nodes.Node] = [self.help_block([])]
        for name in COMMANDS:
            section = nodes.section(ids=[f"cli-{name}"], names=[f"skrules {name}"])
            title = f"skrules {name}"
            section += nodes.title(title, "", nodes.literal(title, title))
            section += self.help_block([name])
            out.append(section)
        return out

    def help_block(self, argv: list[str]) -> nodes.literal_block:
        """``skrules [COMMAND] --help`` as the terminal shows it, read off the command line's own parser
        (argparse formats help at the width ``COLUMNS`` gives)."""
        from .cli import build_parser

        parser = build_parser(argv[0] if argv else None)
        if argv:
            parser = next(sub for name, sub in _commands_of(parser) if name == argv[0])
        saved = os.environ.get("COLUMNS")
        os.environ["COLUMNS"] = str(self.width)
        try:
            shown = parser.format_help()
        finally:
            if saved is None:
                del os.environ["COLUMNS"]
            else:
                os.environ["COLUMNS"] = saved
        text = f"$ skrules {' '.join([*argv, '--help'])}\n{shown.rstrip()}"
        if not shown.strip():
            self.complain(f"'skrules {' '.join(argv)} --help' printed nothing")
        return nodes.literal_block(text, text, language="text", classes=["skrules-help"])


def _commands_of(parser: argparse.ArgumentParser) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """Each command's name and parser, as the command line's parser holds them."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            yield from action.choices.items()


class SchemaFieldsDirective(_Reporting):
    """``{schema-fields} PATH``: a table of a JSON schema's fields, read from the schema file."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        _rel, path = self.env.relfn2path(self.arguments[0])
        self.env.note_dependency(path)
        try:
            schema = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            self.complain(f"cannot read the schema {self.arguments[0]}: {err}")
            return []
        rows_ = list(_schema_rows(schema, schema, "", set(schema.get("required", []))))
        return [_table(["Field", "Type", "Required", "Meaning"], rows_, widths=[24, 18, 8, 50])]


def _schema_rows(root: dict[str, Any], node: dict[str, Any], prefix: str, required: set[str]) -> Iterator[list[str]]:
    for name, spec in node.get("properties", {}).items():
        spec = _deref(root, spec)
        field = f"{prefix}{name}"
        yield [field, _schema_type(root, spec), "yes" if name in required else "no", spec.get("description", "")]
        yield from _nested_rows(root, spec, field)


def _nested_rows(root: dict[str, Any], spec: dict[str, Any], field: str) -> Iterator[list[str]]:
    if "properties" in spec:
        yield from _schema_rows(root, spec, f"{field}.", set(spec.get("required", [])))
    items = spec.get("items")
    if isinstance(items, dict):
        items = _deref(root, items)
        if "properties" in items:
            yield from _schema_rows(root, items, f"{field}[].", set(items.get("required", [])))
    for option in spec.get("oneOf", []):
        option = _deref(root, option)
        if "properties" in option:
            yield from _schema_rows(root, option, f"{field}.", set(option.get("required", [])))


def _deref(root: dict[str, Any], spec: dict[str, Any]) -> dict[str, Any]:
    ref = spec.get("$ref")
    if not isinstance(ref, str) or not ref.startswith("#/"):
        return spec
    target: Any = root
    for part in ref[2:].split("/"):
        target = target[part]
    merged = {**target, **{k: v for k, v in spec.items() if k != "$ref"}}
    return merged


def _schema_type(root: dict[str, Any], spec: dict[str, Any]) -> str:
    if "const" in spec:
        return f"constant {json.dumps(spec['const'])}"
    if "enum" in spec:
        return "one of " + ", ".join(json.dumps(v) for v in spec["enum"])
    if "oneOf" in spec:
        return " or ".join(_schema_type(root, _deref(root, o)) for o in spec["oneOf"])
    kind = spec.get("type", "any")
    text = " or ".join(kind) if isinstance(kind, list) else str(kind)
    if kind == "array":
        items = spec.get("items")
        if isinstance(items, dict):
            text = f"array of {_schema_type(root, _deref(root, items))}"
        elif "prefixItems" in spec:
            text = f"array of {len(spec['prefixItems'])} positions"
    if kind == "integer" and "minimum" in spec:
        text += f" ≥ {spec['minimum']}"
    return text


def _table(header: list[str], body: list[list[str]], *, widths: list[int]) -> nodes.table:
    table = nodes.table(classes=["skrules-table"])
    group = nodes.tgroup(cols=len(header))
    table += group
    group.extend(nodes.colspec(colwidth=w) for w in widths)
    head = nodes.thead()
    head += _row(header)
    group += head
    tbody = nodes.tbody()
    tbody.extend(_row(r, literal_first=True) for r in body)
    group += tbody
    return table


def _row(cells: list[str], *, literal_first: bool = False) -> nodes.row:
    row = nodes.row()
    for i, cell in enumerate(cells):
        para = nodes.paragraph()
        para += nodes.literal(cell, cell) if literal_first and i == 0 else nodes.Text(cell)
        row += nodes.entry("", para)
    return row


# ------------------------------------------------------------------------------------ build hooks


def _collect_doctest_ids(app: Sphinx, doctree: nodes.document) -> None:
    """Doctest blocks of the rulebook count as executed examples of the IDs they mention."""
    ids: list[str] = []
    for node in doctree.findall(nodes.Element):
        is_test = isinstance(node, nodes.doctest_block) or node.get("testnodetype") in ("doctest", "testoutput")
        if is_test:
            ids += [w for w in _ID_WORD.findall(node.astext()) if _known(w)]
    if ids:
        _domain(app.env).note_example(app.env.docname, ids)


def _check(app: Sphinx, exception: Exception | None) -> None:
    """Fail the build (with or without ``-W``) while any page reports a rulebook problem.

    Each problem was reported at its line when the page was read; the summary repeats them at
    the end of every build, since an unchanged page is not read again and would otherwise pass
    in silence.
    """
    if exception is not None:
        return
    domain = _domain(app.env)
    failures = [m for doc in sorted(domain.failures) for m in domain.failures[doc]]
    if failures:
        app.statuscode = 1
        listed = "\n  ".join(failures)
        logger.warning("the build fails: %d problem(s) in the rulebook:\n  %s", len(failures), listed, type="skrules")


def _write_index(app: Sphinx, exception: Exception | None) -> None:
    """``rules.json``: every anchored ID with its page, and the pages whose examples cite it."""
    if exception is not None or app.builder.format != "html":
        return
    domain = _domain(app.env)
    cited: dict[str, list[str]] = {}
    for doc, ids in sorted(domain.examples.items()):
        for rid in ids:
            cited.setdefault(rid, []).append(doc)
    index = {
        rid: {
            "title": _title(rid),
            "kind": "ruling" if rid in RULINGS else "rule",
            "page": app.builder.get_target_uri(doc),
            "anchor": rid,
            "examples": cited.get(rid, []),
        }
        for rid, (doc, _line) in sorted(domain.anchors.items())
    }
    unanchored = {rid: cited[rid] for rid in sorted(cited) if rid not in domain.anchors}
    data = {"version": __version__, "ids": index, "cited_without_anchor": unanchored}
    Path(app.outdir, "rules.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_domain(SkrulesDomain)
    app.add_directive("rule", RuleDirective)
    app.add_directive("ruling", RulingDirective)
    app.add_role("rule", RuleRole())
    app.add_directive("trick", TrickDirective)
    app.add_directive("cli-help", CliHelpDirective)
    app.add_directive("schema-fields", SchemaFieldsDirective)
    app.connect("doctree-read", _collect_doctest_ids)
    app.connect("build-finished", _check)
    app.connect("build-finished", _write_index)
    return {"version": __version__, "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
