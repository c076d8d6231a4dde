"""Moved to :mod:`skrules.formats.scenario.writer`; importable here while the callers move."""

from __future__ import annotations

from ..formats.scenario.writer import format_scenario, format_scenarios

__all__ = ["format_scenario", "format_scenarios"]
