"""Moved to :mod:`skrules.formats.scenario.model`; importable here while the callers move."""

from __future__ import annotations

from ..formats.scenario.model import (
    GAME_FIELDS,
    SUFFIX,
    TRICK_FIELDS,
    AbilityLine,
    Alliance,
    BonusExpect,
    Document,
    Expect,
    Game,
    GameExpect,
    GameRound,
    Hand,
    Illegal,
    Problem,
    Refusal,
    Round,
    RoundExpect,
    RoundTrick,
    Scenario,
    ScenarioKind,
    Settings,
    Winner,
    Word,
)

Kind = ScenarioKind  # the former name
Choice = AbilityLine  # the former name

__all__ = [
    "GAME_FIELDS",
    "SUFFIX",
    "TRICK_FIELDS",
    "AbilityLine",
    "Alliance",
    "BonusExpect",
    "Choice",
    "Document",
    "Expect",
    "Game",
    "GameExpect",
    "GameRound",
    "Hand",
    "Illegal",
    "Kind",
    "Problem",
    "Refusal",
    "Round",
    "RoundExpect",
    "RoundTrick",
    "Scenario",
    "ScenarioKind",
    "Settings",
    "Winner",
    "Word",
]
