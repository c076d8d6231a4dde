"""The library's trick scenarios as *Settle it* requests, and the CLI arguments that ask the same.

Shared by tests/test_web.py (the entry point in CPython) and tests/test_browser.py (the page).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from skrules.scenario import Scenario, ScenarioKind, parse_file

ROOT = Path(__file__).resolve().parent.parent


@cache
def _trick_scenarios() -> tuple[Scenario, ...]:
    """Every one-trick scenario of scenarios/, in file order."""
    return tuple(
        s
        for path in sorted((ROOT / "scenarios").rglob("*.skull"))
        for s in parse_file(path, str(path.relative_to(ROOT))).scenarios
        if s.kind is ScenarioKind.TRICK
    )


@cache
def expected_refusals() -> frozenset[str]:
    """The ids of the trick scenarios that expect the trick refused (the library's own check holds
    each to it), known without asking the engine."""
    return frozenset(s.id for s in _trick_scenarios() if s.expect.refused is not None)


@cache
def trick_requests() -> tuple[tuple[str, dict[str, Any]], ...]:
    """(scenario id, request) for every one-trick scenario of scenarios/, refused ones included."""
    out = []
    for s in _trick_scenarios():
        names = s.players or ()
        cards = [
            f"{names[i]}={w.text}" if "=" not in w.text and i < len(names) else w.text for i, w in enumerate(s.trick)
        ]
        request: dict[str, Any] = {"cards": cards}
        if s.settings.deck not in (None, "auto"):
            request["deck"] = s.settings.deck
        if s.settings.edition is not None:
            request["edition"] = s.settings.edition
        if s.settings.house:
            request["house"] = list(s.settings.house)
        if s.settings.rulings:
            request["rulings"] = [f"{rid.removeprefix('ruling.')}={reading}" for rid, reading in s.settings.rulings]
        if s.settings.abilities:
            request["abilities"] = True
        if s.hands:
            request["hands"] = [f"{h.player}={','.join(w.text for w in h.cards)}" for h in s.hands]
        out.append((s.id, request))
    return tuple(out)


def cli_args(request: dict[str, Any]) -> list[str]:
    """The arguments a player types for the same trick: ``skrules trick --json ...``."""
    args = ["trick", "--json"]
    if request.get("deck"):
        args += ["--deck", request["deck"]]
    if request.get("edition"):
        args += ["--edition", request["edition"]]
    for house in request.get("house", []):
        args += ["--house", house]
    for ruling in request.get("rulings", []):
        args += ["--ruling", ruling]
    if request.get("abilities"):
        args.append("--abilities")
    for hand in request.get("hands", []):
        args += ["--hand", hand]
    return [*args, *request["cards"]]


def cli_output(args: list[str]) -> tuple[int, str, str]:
    """``skrules ARGS`` run in this process: (exit code, stdout, stderr)."""
    import contextlib
    import io

    from skrules.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()
