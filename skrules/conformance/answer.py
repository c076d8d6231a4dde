"""skrules' own answer to a case of the suite: what ``examples/adapter_skrules.py`` prints.

A case is read back into a scenario with no expectations and run by the scenario runner, so the
answer goes through the same doors as ``skrules check``; its facts are then written as
:mod:`.facts` writes a case's ``expected``. An input that is not a case is a :class:`CaseError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..errors import SkrulesError
from ..formats.scenario.model import (
    AbilityLine,
    Game,
    GameRound,
    Hand,
    Round,
    RoundTrick,
    Scenario,
    ScenarioKind,
    Settings,
    Word,
)
from ..rules import Scoring, parse_ruling
from ..scenario.run import run_scenario
from .facts import game_facts, refusal_facts, round_facts, trick_facts

if TYPE_CHECKING:
    from ..rules import Reading

__all__ = ["CaseError", "answer"]


class CaseError(SkrulesError):
    """The input is not a case of the suite (a field missing or of the wrong type)."""

    kind = "case"


def answer(case: object) -> dict[str, object]:
    """skrules' answer to one case: the facts of its verdict, round or game, or ``{"refused": ...}``."""
    s = scenario_of(case)
    r = run_scenario(s)
    refused = refusal_facts(r.error)
    if refused is not None:
        return refused
    if r.verdict is not None:
        return trick_facts(r.verdict, r.findings, has_hands=bool(s.hands))
    if r.round is not None:
        return round_facts(r.round)
    if r.game is not None:
        return game_facts(r.game)
    raise CaseError(r.error or "the case could not be run")


def scenario_of(case: object) -> Scenario:
    """The scenario a case describes, with nothing expected of it."""
    c = _obj(case, "the case")
    kind = _str(c, "kind")
    if kind not in ("trick", "round", "game"):
        raise CaseError(f"kind {kind!r}: expected 'trick', 'round' or 'game'")
    players = c.get("players")
    names = None if players is None else tuple(_strs(players, "players"))
    hands = tuple(Hand(str(p), _words(cards, f"hands.{p}")) for p, cards in _obj(c.get("hands", {}), "hands").items())
    base = {
        "path": str(c.get("file", "<case>")),
        "name": str(c.get("name", c.get("id", "case"))),
        "line": 0,
        "settings": _settings(_obj(c.get("options", {}), "options")),
        "players": names,
        "hands": hands,
    }
    if kind == "trick":
        return Scenario(kind=ScenarioKind.TRICK, trick=_words(c.get("trick"), "trick"), **base)  # type: ignore[arg-type]
    if kind == "round":
        return Scenario(kind=ScenarioKind.ROUND, round=_round(_obj(c.get("round"), "round")), **base)  # type: ignore[arg-type]
    return Scenario(kind=ScenarioKind.GAME, game=_game(_obj(c.get("game"), "game")), **base)  # type: ignore[arg-type]


def _settings(o: Mapping[str, object]) -> Settings:
    deck = o.get("deck", "auto")
    deck_text = ",".join(_strs(deck, "options.deck")) if isinstance(deck, list) else str(deck)
    rulings: list[tuple[str, Reading]] = [
        parse_ruling(f"{rid}={reading}") for rid, reading in _obj(o.get("rulings", {}), "options.rulings").items()
    ]
    scoring = o.get("scoring")
    if scoring is not None and (not isinstance(scoring, str) or scoring not in {m.value for m in Scoring}):
        known = ", ".join(m.value for m in Scoring)
        raise CaseError(f"options.scoring {scoring!r}: expected one of {known}")
    house = tuple(_strs(o["house_rules"], "options.house_rules")) if "house_rules" in o else None
    edition = o.get("edition")
    if edition is not None and edition != "2013":
        raise CaseError(f"options.edition {edition!r}: only the first edition, 2013, is named (first.deck)")
    return Settings(
        deck_text,
        tuple(rulings),
        bool(o.get("abilities", False)),
        None if scoring is None else str(scoring),
        None if edition is None else str(edition),
        house=house,
    )


def _round(o: Mapping[str, object]) -> Round:
    tricks = []
    for k, t in enumerate(_list(o.get("tricks", []), "round.tricks"), 1):
        t = _obj(t, f"round.tricks[{k}]")
        choices = tuple(
            AbilityLine(_str(ch, "power"), _words(ch.get("words", []), "words"))
            for ch in (_obj(x, "choice") for x in _list(t.get("choices", []), "choices"))
        )
        tricks.append(RoundTrick(_words(t.get("plays"), f"round.tricks[{k}].plays"), choices))
    bids = _obj(o.get("bids", {}), "round.bids")
    return Round(
        cards=_int_or_none(o.get("cards"), "round.cards"),
        dealer=_str_or_none(o.get("dealer")),
        leader=_str_or_none(o.get("leader")),
        ghost=_words(o.get("ghost", []), "round.ghost"),
        bids=tuple((str(p), _int(n, f"round.bids.{p}")) for p, n in bids.items()),
        cannonball=tuple(_strs(o.get("cannonball", []), "round.cannonball")),
        tricks=tuple(tricks),
    )


def _game(o: Mapping[str, object]) -> Game:
    rounds = []
    for row in _list(o.get("rounds", []), "game.rounds"):
        row = _obj(row, "game.rounds[]")
        rounds.append(GameRound(_int(row.get("number"), "game.rounds[].number"), _words(row.get("cells"), "cells")))
    return Game(variant=_str_or_none(o.get("variant")), dealer=_str_or_none(o.get("dealer")), rounds=tuple(rounds))


# ------------------------------------------------------------------------------ reading JSON values


def _obj(value: object, what: str) -> Mapping[str, object]:
    if not isinstance(value, dict):
        raise CaseError(f"{what}: expected a JSON object, got {_json_type(value)}")
    return value


def _list(value: object, what: str) -> list[object]:
    if not isinstance(value, list):
        raise CaseError(f"{what}: expected a JSON array, got {_json_type(value)}")
    return value


def _strs(value: object, what: str) -> list[str]:
    items = _list(value, what)
    if not all(isinstance(x, str) for x in items):
        raise CaseError(f"{what}: expected an array of strings")
    return [str(x) for x in items]


def _words(value: object, what: str) -> tuple[Word, ...]:
    """Texts as a scenario's words, each in a column of its own (a refusal names the first one at fault)."""
    return tuple(Word(text, 0, i) for i, text in enumerate(_strs(value, what), 1))


def _str(o: Mapping[str, object], key: str) -> str:
    value = o.get(key)
    if not isinstance(value, str):
        raise CaseError(f"{key}: expected a string, got {_json_type(value)}")
    return value


def _str_or_none(value: object) -> str | None:
    return None if value is None else str(value)


def _int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CaseError(f"{what}: expected an integer, got {_json_type(value)}")
    return value


def _int_or_none(value: object, what: str) -> int | None:
    return None if value is None else _int(value, what)


def _json_type(value: object) -> str:
    names = {
        dict: "an object",
        list: "an array",
        str: "a string",
        bool: "a boolean",
        int: "a number",
        float: "a number",
    }
    return "null" if value is None else names.get(type(value), type(value).__name__)
