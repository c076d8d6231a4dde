"""Sphinx configuration for the skrules rulebook and tool reference.

Build with warnings as errors and nitpicky references (as CI and the tests do)::

    sphinx-build -W -n docs docs/_build/html
    sphinx-build -W -n -b doctest docs docs/_build/doctest

The rulebook chapters live in ``skrules/rulebook/`` (shipped in the package, so that
``skrules rule ID`` can print them); each page of ``docs/rules/`` includes its chapter from there.
A symbolic link would not do: Sphinx resolves it, and links between chapters would then point
outside the project.
"""

from __future__ import annotations

import doctest

from docutils.nodes import Element
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util.nodes import make_refnode

import skrules

project = "skrules"
author = "the skrules contributors"
copyright = "the skrules contributors"
release = skrules.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "skrules.sphinxext",
    "skrules.sphinx_examples",
    "skrules.sphinx_cli",
    "skrules.sphinx_settle",
    "skrules.sphinx_offline",
    "skrules.sphinx_glance",
    "skrules.sphinx_editions",
    "skrules.sphinx_why",
    "skrules.sphinx_names",
    "skrules.sphinx_pad",
    "skrules.sphinx_translated",
    "skrules.audit.sphinx",
]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store", "translations"]  # parts of pages, read by {translated}
nitpicky = True
# Typographic quotes and ellipses, but no dashes: an option written in prose (--why, in a docstring or the
# schema's descriptions) keeps its two hyphens, not an en dash a reader would copy into a command.
smartquotes_action = "qe"

myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

html_theme = "furo"
html_title = f"skrules {release}"
html_static_path = ["_static"]
html_css_files = ["skrules.css", "glance.css"]
html_copy_source = False

# The examples run against the installed engine: nothing is mocked. The docstrings shown on the
# API page are tested here too, so their modules' public names are in scope.
doctest_global_setup = """
from skrules import *
from skrules.deal import *
from skrules.game import *
from skrules.abilities import *
from skrules.rules import ADVANCED_GAME, BASE_GAME, FULL_BOX
from skrules.scoring import *
"""
doctest_test_doctest_blocks = "default"
# Unlike Sphinx's default, an expected exception's message is compared too (with "..." allowed).
doctest_default_flags = doctest.ELLIPSIS | doctest.DONT_ACCEPT_TRUE_FOR_1

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_typehints_format = "short"
autodoc_default_options = {"members": True, "show-inheritance": False}
# No network on the build machines, so no intersphinx: standard-library names are not links.
nitpick_ignore_regex = [
    ("py:class", r"(collections\.abc|enum|types|typing|dataclasses|argparse|pathlib|rich)\..*"),
    ("py:class", r"(skrules\.rules\.)?R"),  # the type variable of RuleSet.ruling
    ("py:class", r"(skrules\.lead\.)?Lead"),  # a type alias: a Suit, or NoSuit
    ("py:class", r"(skrules\.rulings\.)?RuleId"),  # the rule IDs: each is documented in the rulebook, not here
    ("py:class", r"(skrules\.ladder\.)?Decide"),  # a type alias: a ruling's function from a field to a claim
    ("py:class", r"(skrules\.bonuses\.)?(Takes|NumberCard)"),  # type aliases: a capture by roles, a numbered card
    ("py:class", r"(skrules\.saying\.)?Fact"),  # a type alias: a role, or MORE
    ("py:class", r"(skrules\.messages\.)?(Message|Value)"),  # a message ID (a str) and the type of its values
    ("py:class", r"(skrules\.whynot\.)?Hands"),  # a type alias: each player's hand before the trick, by name
    ("py:class", r"(skrules\.sidebyside\.)?Row"),  # a type alias: a variant's facts, by name
    ("py:class", r"(Mapping|Sequence|Iterable|Iterator|Counter|Enum|StrEnum|MappingProxyType)(\[.*\])?"),
]


def _short_python_name(app: Sphinx, env: BuildEnvironment, node: Element, contnode: Element) -> Element | None:
    """Link a name a docstring gives without its module (``NotationError``, ``Verdict.abilities``)
    to the one documented object whose full name ends with it."""
    if node.get("refdomain") != "py":
        return None
    objects = env.get_domain("py").objects  # type: ignore[attr-defined]
    found = [name for name in objects if name.endswith("." + node["reftarget"])]
    if len(found) != 1:
        return None
    entry = objects[found[0]]
    return make_refnode(app.builder, node["refdoc"], entry.docname, entry.node_id, contnode, found[0])


def setup(app: Sphinx) -> None:
    app.connect("missing-reference", _short_python_name)
