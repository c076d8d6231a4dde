"""Moved to :mod:`skrules.formats.scenario.sources`; importable here while the callers move."""

from __future__ import annotations

from ..formats.scenario.sources import ITEMS, CitedSource

Item = CitedSource  # the former name

__all__ = ["ITEMS", "CitedSource", "Item"]
