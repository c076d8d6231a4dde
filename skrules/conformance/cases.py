"""``skrules export``: the scenario library as a versioned JSON suite of cases.

Each scenario is run by skrules' own scenario runner first; only a scenario that passes its own
expectations becomes a case, whose ``expected`` holds every fact skrules gives (not only the
ones the scenario's author wrote down), so that another engine is held to the whole answer.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .. import __version__
from ..cards import Card, parse_card
from ..editions import HOUSE_CITE, Edition
from ..errors import SkrulesError
from ..notation import parse_play
from ..scenario.run import Result, rule_set, run_scenario
from ..trick import Trick, Verdict, adjudicate
from . import SUITE_VERSION
from .facts import (
    game_causes,
    game_facts,
    options_of,
    refusal_facts,
    round_causes,
    round_facts,
    trick_causes,
    trick_facts,
)

if TYPE_CHECKING:
    from ..formats.scenario.model import Scenario
    from ..trace import Trace

__all__ = ["ExportError", "build_suite", "case_of", "library_path", "scenario_cases"]


class ExportError(SkrulesError):
    """A scenario that cannot become a case: it does not parse, or skrules does not pass it."""

    kind = "scenario"


def library_path() -> Path | None:
    """The project's own scenario library, beside the package in a source checkout; None when not there."""
    here = Path(__file__).resolve().parent.parent.parent / "scenarios"
    return here if here.is_dir() else None


def build_suite(cases: Sequence[dict[str, object]]) -> dict[str, object]:
    """The suite document: its versions and its cases."""
    return {"suite_version": SUITE_VERSION, "skrules_version": __version__, "cases": list(cases)}


def scenario_cases(paths: Iterable[str | Path]) -> list[dict[str, object]]:
    """Every scenario under ``paths`` as a case; :class:`ExportError` names the first one that cannot be.

    A case's file is named relative to the folder given (``trick/characters.skull``), or by its
    own name when a file is given, so that ids do not depend on where the library is checked out.
    """
    from ..formats.scenario.reader import parse_file
    from ..scenario.session import find_files

    cases: list[dict[str, object]] = []
    seen: set[str] = set()
    for given in paths:
        files, bad = find_files([given])
        if bad:
            raise ExportError(f"{bad[0].path}: {bad[0].message}")
        root = Path(given)
        for path in files:
            name = path.relative_to(root).as_posix() if root.is_dir() else path.name
            doc = parse_file(path, name)
            if doc.all_problems:
                p = doc.all_problems[0]  # at its line and column; a file that cannot be read has neither (line 0)
                raise ExportError(f"{path}:{p.line}:{p.column}: {p.message}" if p.line else f"{path}: {p.message}")
            for s in doc.scenarios:
                case = case_of(s, run_scenario(s))
                if case["id"] in seen:
                    raise ExportError(f"{path}:{s.line}: a second scenario with the id {case['id']!r}")
                seen.add(str(case["id"]))
                cases.append(case)
    return cases


def case_of(s: Scenario, r: Result) -> dict[str, object]:
    """One scenario and its passing result as a case; :class:`ExportError` if it did not pass."""
    if not r.passed:
        why = r.error or "; ".join(map(str, r.mismatches)) or r.status.value
        raise ExportError(f"{s.path}:{s.line}: {s.name!r} does not pass 'skrules check' ({why}); fix it first")
    case: dict[str, object] = {
        "id": s.id,
        "file": s.path,
        "name": s.name,
        "kind": s.kind.value,
        "cites": list(s.cites),
        "rules": _rules(s, r),
        "options": _options(s, r),
        "players": None if s.players is None else list(s.players),
    }
    case.update(_input(s, r))
    case["expected"] = _expected(s, r)
    because = _because(s, r)
    if because is not None and "refused" not in case["expected"]:  # type: ignore[operator]
        case["because"] = because
    return case


def _because(s: Scenario, r: Result) -> dict[str, list[str]] | None:
    """The rule behind each expected fact (see :func:`.facts.trick_causes`), or None for a refusal."""
    if r.verdict is not None:
        return trick_causes(r.verdict, r.findings, has_hands=bool(s.hands))
    if r.round is not None:
        return round_causes(r.round)
    if r.game is not None:
        return game_causes(r.game)
    return None


def _expected(s: Scenario, r: Result) -> dict[str, object]:
    refused = refusal_facts(r.error, _refused_kind(s))
    if refused is not None:
        return refused
    if r.verdict is not None:
        return trick_facts(r.verdict, r.findings, has_hands=bool(s.hands))
    if r.round is not None:
        return round_facts(r.round)
    assert r.game is not None, "a passing scenario that is no refusal has a verdict, a round or a game"
    return game_facts(r.game)


def _refused_kind(s: Scenario) -> str | None:
    for e in (s.expect, s.round.expect if s.round else None, s.game.expect if s.game else None):
        if e is not None and e.refused is not None:
            return e.refused.kind
    return None


def _rules(s: Scenario, r: Result) -> list[str]:
    """The rule and ruling IDs a case exercises: those it cites, then those its answer was reached by."""
    verdicts = [r.verdict] if r.verdict is not None else []
    traces: list[Trace] = []
    if r.round is not None:
        verdicts += [t.verdict for t in r.round.tricks]
        traces.append(r.round.trace)
    if r.game is not None:
        traces.append(r.game.trace)
    found = dict.fromkeys(cite.partition("=")[0] for cite in s.cites)  # ruling.x=reading: the ruling
    for v in verdicts:
        traces.append(v.trace)
        found.update(dict.fromkeys(_would_have_won_by(v)))
    for trace in traces:
        for step in trace:
            found.setdefault(step.rule)
            if step.ruling is not None and step.ruling != HOUSE_CITE:  # a house rule is an option, not an ID
                found.setdefault(step.ruling)
    return list(found)


def _would_have_won_by(v: Verdict) -> list[str]:
    """The rules by which the card that would have won wins, when the next leader is chosen that way.

    After a Kraken (under its default reading) the next leader is whoever would have won had no
    sea monster been played: the rules that decide that hypothetical trick decide the answer too,
    though the trace names only ``kraken.leader``. The hypothetical trick is the trick without its
    sea monsters and Walk the Plank's Pirate, as :func:`skrules.ladder.would_have_won` states it.
    """
    leader = v.claim.leader
    if leader is None or leader.would_win is None:
        return []
    t = v.trick
    out = {*t.monsters, *(() if t.plank_target is None else (t.plank_target,))}
    try:
        hypothetical = adjudicate(Trick.of([p for i, p in enumerate(t.plays) if i not in out], t.rules))
    except SkrulesError:
        return []
    rules: list[str] = [hypothetical.decided_by]
    return rules if hypothetical.decided_ruling is None else [*rules, hypothetical.decided_ruling]


def _options(s: Scenario, r: Result) -> dict[str, object]:
    """The rule set the case is played under, every part and reading spelled out when it can be."""
    if r.verdict is not None:
        return options_of(r.verdict.trick.rules)
    if r.round is not None:
        return options_of(r.round.rules)
    try:
        return options_of(rule_set(s.settings, _parseable_cards(s)))
    except SkrulesError:  # the rule set itself is what the case refuses: as the file says it
        st = s.settings
        return {
            "deck": st.deck or "auto",
            "rulings": {rid: str(reading) for rid, reading in st.rulings},
            "scoring": st.scoring or "classic",
            "abilities": bool(st.abilities),
            **({"edition": st.edition} if st.edition == Edition.E2013 else {}),
        }


def _parseable_cards(s: Scenario) -> list[Card]:
    words = [*s.trick, *(w for h in s.hands for w in h.cards)]
    if s.round is not None:
        words += [w for t in s.round.tricks for w in t.plays] + list(s.round.ghost)
    out: list[Card] = []
    for i, w in enumerate(words):
        try:
            out.append(parse_play(w.text, i).card)
        except SkrulesError:
            continue
    return out


def canonical(text: str, position: int = 0) -> str:
    """A play or card token in its canonical form (``Ann=SK`` -> ``Ann=sk``); as written if it does not parse."""
    try:
        play = parse_play(text, position)
    except SkrulesError:
        return text
    target = f":{play.target}" if play.target is not None else ""
    return f"{play.player}={play.card}{target}" if "=" in text else f"{play.card}{target}"


def canonical_card(text: str) -> str:
    try:
        return str(parse_card(text))
    except SkrulesError:
        return text


def _input(s: Scenario, r: Result) -> dict[str, object]:
    """The case's cards: the trick and hands, the round's deal and tricks, or the game's rows."""
    hands = {h.player: [canonical_card(w.text) for w in h.cards] for h in s.hands}
    if s.round is not None:
        rd = s.round
        return {
            "hands": hands,
            "round": {
                "cards": rd.cards,
                "dealer": rd.dealer,
                "leader": rd.leader,
                "ghost": [canonical_card(w.text) for w in rd.ghost],
                "bids": dict(rd.bids),
                "cannonball": list(rd.cannonball),
                "tricks": [
                    {
                        "plays": [canonical(w.text, i) for i, w in enumerate(t.plays)],
                        "choices": [{"power": c.power, "words": [w.text for w in c.words]} for c in t.choices],
                    }
                    for t in rd.tricks
                ],
            },
        }
    if s.game is not None:
        g = s.game
        rounds = [{"number": gr.number, "cells": [w.text for w in gr.cells]} for gr in g.rounds]
        return {"game": {"variant": g.variant, "dealer": g.dealer, "rounds": rounds}}
    if r.verdict is not None:
        plays = [str(p) for p in r.verdict.trick.plays]
    else:
        plays = [_named(s, i, canonical(w.text, i)) for i, w in enumerate(s.trick)]
    return {"trick": plays, "hands": hands}


def _named(s: Scenario, i: int, token: str) -> str:
    """A trick's token with the name the ``players:`` line gives it, when it names none itself."""
    if "=" in token or s.players is None or i >= len(s.players):
        return token
    return f"{s.players[i]}={token}"
