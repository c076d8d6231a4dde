"""Scenario files: tricky situations written down once, in plain text, and checked forever.

A ``.skull`` file holds scenarios (``scenario: NAME``) of one trick each, whole rounds
(``round: NAME``) or whole games (``game: NAME``, each round a line of score-sheet cells): the
rule set, the cards in play order or the rounds, and what the rules say must follow.
:func:`parse_file` reads one without ever raising, :func:`iter_file` yields its scenarios one by
one, :func:`format_scenarios` writes them back. The format is described in
``docs/tool/scenario-format.md``.
"""

from .keys import KEYS
from .model import SUFFIX, AbilityLine, Document, Problem, Scenario, ScenarioKind, Word
from .reader import Stream, iter_file, iter_text, parse_file, parse_text
from .writer import format_scenario, format_scenarios

__all__ = [
    "KEYS",
    "SUFFIX",
    "AbilityLine",
    "Document",
    "Problem",
    "Scenario",
    "ScenarioKind",
    "Stream",
    "Word",
    "format_scenario",
    "format_scenarios",
    "iter_file",
    "iter_text",
    "parse_file",
    "parse_text",
]
