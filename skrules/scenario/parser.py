"""Moved to :mod:`skrules.formats.scenario`; importable here while the callers move."""

from __future__ import annotations

from ..formats.scenario.keys import KEYS
from ..formats.scenario.reader import iter_file, iter_text, parse_file, parse_text

__all__ = ["KEYS", "iter_file", "iter_text", "parse_file", "parse_text"]
