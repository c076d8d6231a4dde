"""Sphinx directive for the command-line reference, generated from the argparse parser.

Add ``"skrules.sphinx_cli"`` to a Sphinx project's extensions and write ``{cli-reference}``:
every command of :func:`skrules.cli.build_parser` becomes a section (anchor ``cli-COMMAND``)
with its description and usage, and each of its arguments and options its own entry (anchor
``cli-COMMAND-OPTION``, also an ``{option}`` target of the program ``skrules COMMAND``), with
the help text, the choices and the default. The notes each command prints after its options
(notation, examples) follow. Nothing is typed twice: a new option appears when the page is built.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.domains.std import StandardDomain

from . import __version__
from .sphinxext import _Reporting

__all__ = ["CliReferenceDirective", "setup"]


def _subcommands(parser: argparse.ArgumentParser) -> Iterator[tuple[str, argparse.ArgumentParser, str]]:
    """Each command's name, parser and one-line help, in the order the parser lists them."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help or "" for a in action._choices_actions}
            for name, sub in action.choices.items():
                yield name, sub, helps.get(name, "")


def _signature(action: argparse.Action) -> tuple[str, str]:
    """An argument's name as typed (``--deck, -d``) and its value's placeholder (``PARTS``)."""
    if not action.option_strings:
        metavar = action.metavar or action.dest
        return str(metavar if isinstance(metavar, str) else " ".join(metavar)), ""
    names = ", ".join(sorted(action.option_strings, key=lambda o: (not o.startswith("--"), o)))
    if action.nargs == 0:
        return names, ""
    if action.metavar is not None:
        return names, str(action.metavar)
    if action.choices is not None:
        return names, "{" + ",".join(str(c) for c in action.choices) + "}"
    return names, action.dest.upper()


def _slug(action: argparse.Action) -> str:
    name = action.option_strings[0] if action.option_strings else str(action.metavar or action.dest)
    long = [o for o in action.option_strings if o.startswith("--")]
    return re.sub(r"[^a-z0-9]+", "-", (long[0] if long else name).lower()).strip("-")


def _help(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    """The help text as ``--help`` shows it, its ``%(default)s`` expanded, then choices and default."""
    text = parser._get_formatter()._expand_help(action) if action.help else ""
    extra = []
    if action.choices is not None and action.option_strings and action.metavar is not None:
        extra.append("one of " + ", ".join(str(c) for c in action.choices))
    default = action.default
    if action.option_strings and default not in (None, False, [], argparse.SUPPRESS) and action.nargs != 0:
        extra.append(f"default: {default}")
    return text + (f" ({'; '.join(extra)})" if extra else "")


def _epilog(parser: argparse.ArgumentParser) -> str:
    """The notes after the options, through the command's own formatter (some build them lazily)."""
    if not parser.epilog:
        return ""
    formatter = parser._get_formatter()
    formatter.add_text(parser.epilog)
    return formatter.format_help().strip("\n")


_CODE = re.compile(r"(--[a-z][a-z-]*|'[^']+')")


def _prose(text: str) -> nodes.paragraph:
    """Help text as a paragraph, option names and quoted commands as code (so ``--`` stays two dashes)."""
    para = nodes.paragraph()
    for i, part in enumerate(_CODE.split(text)):
        if i % 2:
            code = part.strip("'")
            para += nodes.literal(code, code)
        elif part:
            para += nodes.Text(part)
    return para


class CliReferenceDirective(_Reporting):
    """``{cli-reference}``: the whole command line, a section per command, an entry per option."""

    def run(self) -> list[nodes.Node]:
        self.depend_on_code()
        from .cli import build_parser

        parser = build_parser()
        out: list[nodes.Node] = [*self.entries(parser, "skrules", "cli", "Options of skrules itself")]
        for name, sub, summary in _subcommands(parser):
            out.append(self.section(name, sub, summary))
        if len(out) < 2:
            self.complain("the parser has no commands to document")
        return out

    def section(self, name: str, parser: argparse.ArgumentParser, summary: str) -> nodes.section:
        section = nodes.section(ids=[f"cli-{name}"], names=[f"skrules {name}"])
        title = f"skrules {name}"
        section += nodes.title(title, "", nodes.literal(title, title))
        about = parser.description or summary
        if about:
            section += _prose(about)
        usage = parser.format_usage().removeprefix("usage: ").strip()
        usage = re.sub(r"\s*\n\s*", " ", usage)
        section += nodes.literal_block(usage, usage, language="text", classes=["skrules-usage"])
        hint = nodes.paragraph(classes=["skrules-help-hint"])
        hint += [nodes.literal(f"skrules {name} --help", f"skrules {name} --help")]
        hint += nodes.Text(" prints the same in the terminal.")
        section += hint
        section.extend(self.entries(parser, f"skrules {name}", f"cli-{name}"))
        epilog = _epilog(parser)
        if epilog:
            section += nodes.rubric("Notes", "Notes")
            section += nodes.literal_block(epilog, epilog, language="text", classes=["skrules-epilog"])
        return section

    def entries(
        self, parser: argparse.ArgumentParser, program: str, prefix: str, heading: str | None = None
    ) -> Iterator[nodes.Node]:
        """Each argument group's entries, under the group's title."""
        for group in parser._action_groups:
            actions = [
                a
                for a in group._group_actions
                if not isinstance(a, argparse._HelpAction | argparse._SubParsersAction) and a.help != argparse.SUPPRESS
            ]
            if not actions:
                continue
            title = heading or (group.title or "options").capitalize()
            yield nodes.rubric(title, title)
            for action in actions:
                yield self.entry(parser, action, program, f"{prefix}-{_slug(action)}")

    def entry(
        self, parser: argparse.ArgumentParser, action: argparse.Action, program: str, ident: str
    ) -> addnodes.desc:
        names, metavar = _signature(action)
        desc = addnodes.desc(domain="std", objtype="option", desctype="option", classes=["std", "option"])
        sig = addnodes.desc_signature("", "", ids=[ident], classes=["skrules-option"])
        sig += addnodes.desc_name(names, names)
        if metavar:
            sig += addnodes.desc_addname(" " + metavar, " " + metavar)
        desc += sig
        content = addnodes.desc_content()
        content += _prose(_help(parser, action))
        desc += content
        std: StandardDomain = self.env.get_domain("std")  # type: ignore[assignment]
        for option in action.option_strings or [names]:
            std.add_program_option(program, option, self.env.docname, ident)
        return desc


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("skrules.sphinxext")
    app.add_directive("cli-reference", CliReferenceDirective)
    return {"version": __version__, "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
