"""Moved to :mod:`skrules.formats.sheet`; importable here while the callers move."""

from __future__ import annotations

from .errors import SheetError
from .formats.sheet import SHEET_HELP, Cell, Report, SheetResult, read_cells, read_sheet, round_cards, score_cells
from .formats.text import Problem, Word, split_words

__all__ = [
    "SHEET_HELP",
    "Cell",
    "Problem",
    "Report",
    "SheetError",
    "SheetResult",
    "Word",
    "read_cells",
    "read_sheet",
    "round_cards",
    "score_cells",
    "split_words",
]
