"""Scenario files: tricky situations written down once, in plain text, and checked forever.

A ``.skull`` file holds scenarios (``scenario: NAME``) of one trick each, whole rounds
(``round: NAME``) or whole games (``game: NAME``, each round a line of score-sheet cells): the
rule set, the cards in play order or the rounds, and what the rules say must follow.
:func:`parse_file` reads one without ever raising; :func:`run_scenario` adjudicates and compares.
The format is described in ``docs/tool/scenario-format.md``.
"""

from ..formats.scenario import SUFFIX, Document, Problem, Scenario, ScenarioKind, parse_file, parse_text
from .run import Mismatch, Result, Status, run_document, run_scenario

__all__ = [
    "SUFFIX",
    "Document",
    "Mismatch",
    "Problem",
    "Result",
    "Scenario",
    "ScenarioKind",
    "Status",
    "parse_file",
    "parse_text",
    "run_document",
    "run_scenario",
]
