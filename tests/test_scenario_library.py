"""The scenario library in scenarios/: it reads, it is organised by chapter, and it covers the rules.

pytest runs the library itself (the plugin collects every scenario); these tests check that the
library is complete (every rule ID, ruling reading and FAQ item is cited), that what a scenario
cites is what its verdict applies, and that every expectation in it is able to fail.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from skrules.formats.scenario.model import (
    Alliance,
    BonusExpect,
    Expect,
    Game,
    GameExpect,
    Illegal,
    Refusal,
    Round,
    RoundExpect,
    Winner,
    Word,
)
from skrules.formats.scenario.sources import ITEMS
from skrules.rules import RULES, RULINGS, RuleSet
from skrules.scenario import Result, Scenario, ScenarioKind, Status, parse_file, run_scenario

if TYPE_CHECKING:
    from collections.abc import Callable

ROOT = Path(__file__).parent.parent
LIBRARY = ROOT / "scenarios"

# Rules about a whole game (several rounds: the schedule, the dealer passing, the final totals),
# shown by game scenarios only.
GAME_LEVEL = frozenset({"setup.variants", "game.end", "game.tie"})
GAME_RULINGS = frozenset({"ruling.dealer", "ruling.whirlpool"})
# Rules a trick scenario shows by being refused or accepted, with no step of the trace about them.
NOT_IN_TRACE = frozenset({"box.suits", "box.specials", "box.advanced", "box.copies", "setup.players"})
NOT_IN_TRACE |= {"exp.players", "exp.cards", "play.order", "first.deck"}
# Readings shown by a refused scenario alone: they only refuse (two to eight players: the ninth is refused).
REFUSING_READINGS = frozenset({("ruling.seats", "box")})
CHAPTER_OF_FOLDER = {
    "components": "components",
    "setup": "setup",
    "bidding": "bidding",
    "trick": "trick",
    "advanced": "advanced",
    "abilities": "abilities",
    "scoring": "scoring",
    "two-player": "two-player",
    "expansion": "expansion",
}
OTHER_FOLDERS = {"rulings", "faq", "examples", "refused", "table"}
E = TypeVar("E", Expect, RoundExpect, GameExpect)  # the expectations of a trick, a round and a game


@cache
def library() -> tuple[Scenario, ...]:
    out: list[Scenario] = []
    for path in sorted(LIBRARY.rglob("*.skull")):
        doc = parse_file(path, str(path.relative_to(ROOT)))
        assert doc.all_problems == [], [str(p) for p in doc.all_problems]
        out += doc.scenarios
    return tuple(out)


def cited() -> set[str]:
    return {c for s in library() for c in s.cites}


def trick_level_rulings() -> set[str]:
    """The rulings the trick adjudicator and the legality check consult."""
    sources = (ROOT / "skrules" / "trick.py").read_text() + (ROOT / "skrules" / "legality.py").read_text()
    return {rid for rid in RULINGS if f'"{rid}"' in sources}


def test_every_library_file_reads_without_problems() -> None:
    """Every .skull file under scenarios/ parses, and the library is not empty."""
    assert len(library()) > 200


def test_every_rule_id_is_cited() -> None:
    """Every rule ID is cited by some scenario of the library: none is left unshown."""
    assert sorted(set(RULES) - cited()) == []


def test_the_game_level_rules_are_cited_by_games() -> None:
    """setup.variants, game.end, game.tie, ruling.dealer, ruling.whirlpool: shown by whole games."""
    by_games = {c.partition("=")[0] for s in library() if s.kind is ScenarioKind.GAME for c in s.cites}
    assert set(RULES) >= GAME_LEVEL
    assert set(RULINGS) >= GAME_RULINGS
    assert by_games >= GAME_LEVEL | GAME_RULINGS


def effective_reading(s: Scenario, rid: str) -> str:
    """The reading a scenario runs under: its rulings over its edition's (ruling.*, skrules.editions)."""
    return str(RuleSet(choices=dict(s.settings.rulings), edition=s.settings.edition).reading(rid))


def test_every_reading_of_every_ruling_is_shown() -> None:
    """Each reading of each ruling is cited by a scenario that runs under it."""
    missing = []
    for rid in sorted(RULINGS):
        for reading in RULINGS[rid].readings:
            cite = f"{rid}={reading}"
            if not any(cite in s.cites and effective_reading(s, rid) == reading for s in library()):
                missing.append(cite)
    assert missing == []


def test_the_trick_rulings_are_those_the_adjudicator_consults() -> None:
    """The trick-level rulings are shown by trick scenarios; the others need rounds."""
    trick_cites = {c.partition("=")[0] for s in library() if s.kind is ScenarioKind.TRICK for c in s.cites}
    assert trick_level_rulings() <= trick_cites


def test_every_faq_item_and_printed_example_is_cited() -> None:
    """Every question of the reference guide and the research notes, and every printed example."""
    assert sorted(set(ITEMS) - cited()) == []


def test_each_scenario_cites_what_it_is_about() -> None:
    """Every scenario cites at least one rule ID, ruling or FAQ item."""
    assert [s.id for s in library() if not s.cites] == []


def test_the_library_is_organised_by_rulebook_chapter() -> None:
    """A chapter's folder holds scenarios citing that chapter; the other folders hold their kind."""
    wrong = []
    for s in library():
        folder = Path(s.path).parts[1]
        rules = [c for c in s.cites if c in RULES]
        if folder in CHAPTER_OF_FOLDER:
            ok = any(RULES[r].chapter == CHAPTER_OF_FOLDER[folder] for r in rules)
        elif folder == "rulings":
            ok = any(c.startswith("ruling.") for c in s.cites)
        elif folder == "faq":
            ok = any(c.startswith(("guide.", "notes.")) for c in s.cites)
        elif folder == "examples":
            ok = any(c.startswith("example.") for c in s.cites)
        elif folder == "refused":
            ok = refused(s)
        elif folder == "editions":  # the same cards under each edition: about the rulings they fix
            ok = s.settings.edition is not None or bool(s.settings.house)
        elif folder == "table":  # games kept with 'skrules table': their rounds and the game
            ok = s.kind is not ScenarioKind.TRICK
        elif folder == "crosscheck":  # tricks and scores as other programs' own tests hold them, each one cited
            ok = bool(s.cites)
        else:
            ok = False
        if not ok:
            wrong.append(s.id)
    assert wrong == []


@cache
def results() -> dict[str, Result]:
    return {s.id: run_scenario(s) for s in library()}


def applied(result: Result) -> tuple[set[str], set[tuple[str, str]]]:
    """The rules a result's explanations apply, and the rulings' readings that decided steps."""
    traces = []
    rules: set[str] = set()
    if result.verdict is not None:
        traces.append(result.verdict.trace)
        rules |= {f.rule for f in result.findings}
    if result.round is not None:
        traces.append(result.round.trace)
        traces += [t.verdict.trace for t in result.round.tricks]
        traces += [b.trace for b in result.round.scores.values()]
    if result.game is not None:
        traces.append(result.game.trace)  # the schedule, the deal of every round, the scores, the end
    steps = [step for trace in traces for step in trace]
    rules |= {step.rule for step in steps}
    readings = {(step.ruling, step.reading or "") for step in steps if step.ruling}
    readings |= {f.ruling for f in result.findings if f.ruling}
    return rules, readings


def refused(s: Scenario) -> bool:
    if s.kind is ScenarioKind.GAME:
        return s.game.expect.refused is not None  # type: ignore[union-attr]
    return (s.expect.refused if s.kind is ScenarioKind.TRICK else s.round.expect.refused) is not None  # type: ignore[union-attr]


def shown() -> list[tuple[Scenario, set[str], set[tuple[str, str]]]]:
    """The passing scenarios that expect a verdict, with what their explanations apply."""
    return [(s, *applied(results()[s.id])) for s in library() if not refused(s) and results()[s.id].passed]


def test_a_scenario_cites_something_its_verdict_applies() -> None:
    """Each scenario citing rules cites at least one that its explanation applies (no stray citations).

    A scenario may also cite a rule it shows by its absence (no power unlocked, no alliance formed).
    """
    wrong = []
    for s, rules, _ in shown():
        cited_rules = {c for c in s.cites if c in RULES} - NOT_IN_TRACE
        if cited_rules and not cited_rules & rules:
            wrong.append(f"{s.id}: none of {sorted(cited_rules)} is applied")
    assert wrong == []


def test_every_cited_rule_is_applied_by_a_scenario_citing_it() -> None:
    """Every rule ID is shown positively: some scenario citing it has it in its explanation."""
    cited_by: dict[str, list[bool]] = {}
    for s, rules, _ in shown():
        for c in s.cites:
            if c in RULES:
                cited_by.setdefault(c, []).append(c in rules)
    never = sorted(rid for rid, hits in cited_by.items() if not any(hits) and rid not in NOT_IN_TRACE)
    assert never == []


def test_a_cited_reading_is_the_one_in_force_and_decides_a_step() -> None:
    """A scenario citing ruling.X=READING runs under that reading, and it decides a step somewhere."""
    wrong = []
    decided: set[tuple[str, str]] = set()
    for s, _, readings in shown():
        decided |= readings
        for c in s.cites:
            rid, _, reading = c.partition("=")
            if rid in RULINGS and reading and effective_reading(s, rid) != reading:
                wrong.append(f"{s.id}: runs under {rid}={effective_reading(s, rid)}")
    cited_readings = {tuple(c.split("=")) for s in library() for c in s.cites if c.startswith("ruling.") and "=" in c}
    assert wrong == []
    assert sorted(cited_readings - decided - REFUSING_READINGS) == []
    refusing = {(rid, r) for s in library() if refused(s) for rid, r in REFUSING_READINGS if f"{rid}={r}" in s.cites}
    assert refusing == REFUSING_READINGS  # each shown by a refused scenario citing it


# -------------------------------------------------------------- every expectation can fail


def wrong_values(s: Scenario) -> list[tuple[str, object]]:
    """For each expectation of the scenario, a value that contradicts it."""
    e = s.expect
    names = sorted({w.text.partition("=")[0] for w in s.trick if "=" in w.text} | {"P1", "P2"})
    other: Callable[[str], str] = lambda name: next(n for n in [*names, "Nobody"] if n != name)  # noqa: E731
    out: list[tuple[str, object]] = []
    if e.winner is not None:
        w = e.winner
        out.append(("winner", Winner("P1") if w.nobody else Winner(other(w.player)) if w.player else Winner()))
    if e.outcome is not None:
        out.append(("outcome", "won" if e.outcome != "won" else "destroyed"))
    if e.lead_suit is not None:
        out.append(("lead_suit", "none" if e.lead_suit != "none" else "green"))
    if e.next_leader is not None:
        out.append(("next_leader", other(e.next_leader)))
    if e.bonus is not None:
        out.append(("bonus", e.bonus + 10))
    if e.bonuses is not None:
        out.append(("bonuses", (*e.bonuses, BonusExpect(10, "bonus.fourteen"))))
    if e.alliances is not None:
        out.append(("alliances", e.alliances[1:] if e.alliances else (Alliance("P1", "P2"),)))
    if e.removed is not None:
        out.append(("removed", e.removed[1:] if e.removed else (Word("sk"),)))
    if e.powers is not None:
        out.append(("powers", e.powers[1:] if e.powers else ("harry",)))
    if e.illegal is not None:
        out.append(("illegal", e.illegal[1:] if e.illegal else (Illegal(names[0]),)))
    if e.refused is not None:
        out.append(("refused", Refusal("ruleset")))
    if e.trace is not None:
        out.append(("trace", (*e.trace, "game.tie")))
    return out


def wrong_round_values(s: Scenario) -> list[tuple[str, object]]:
    """For each expectation of a round, a value that contradicts it."""
    e = s.round.expect  # type: ignore[union-attr]
    out: list[tuple[str, object]] = []
    if e.scores is not None:
        out.append(("scores", ((e.scores[0][0], e.scores[0][1] + 10), *e.scores[1:])))
    if e.taken is not None:
        out.append(("taken", ((e.taken[0][0], e.taken[0][1] + 1), *e.taken[1:])))
    if e.winners is not None:
        out.append(("winners", ("nobody" if e.winners[0] != "nobody" else "Ann", *e.winners[1:])))
    if e.refused is not None:
        out.append(("refused", Refusal("ruleset")))
    if e.trace is not None:
        out.append(("trace", (*e.trace, "game.tie")))
    return out


def wrong_game_values(s: Scenario) -> list[tuple[str, object]]:
    """For each expectation of a game, a value that contradicts it."""
    e = s.game.expect  # type: ignore[union-attr]
    out: list[tuple[str, object]] = []
    if e.schedule is not None:
        out.append(("schedule", (e.schedule[0] + 1, *e.schedule[1:])))
    if e.dealers is not None:
        out.append(("dealers", (*e.dealers, e.dealers[0])))
    if e.leaders is not None:
        out.append(("leaders", e.leaders[1:]))
    if e.totals is not None:
        out.append(("totals", ((e.totals[0][0], e.totals[0][1] + 10), *e.totals[1:])))
    if e.after is not None:
        (n, pairs), *rest = e.after
        out.append(("after", ((n, ((pairs[0][0], pairs[0][1] - 10), *pairs[1:])), *rest)))
    if e.winner is not None:
        out.append(("winner", "nobody" if e.winner != "nobody" else (s.players or ("Ann",))[0]))
    if e.tie is not None:
        out.append(("tie", e.tie[1:]))
    if e.refused is not None:
        out.append(("refused", Refusal("ruleset")))
    if e.trace is not None:
        out.append(("trace", (*e.trace, "kraken.destroy")))
    return out


def contradicted(expect: E, field: str, value: object) -> E:
    """The expectation with one field changed; each value is of its field's type, named at run time."""
    return dataclasses.replace(expect, **{field: value})  # type: ignore[arg-type]  # mypy cannot follow the name


def mutants(s: Scenario) -> list[tuple[str, Scenario]]:
    if s.kind is ScenarioKind.TRICK:
        return [(f, dataclasses.replace(s, expect=contradicted(s.expect, f, v))) for f, v in wrong_values(s)]
    if s.kind is ScenarioKind.GAME:
        g = s.game
        assert g is not None
        return [
            (f, dataclasses.replace(s, game=dataclasses.replace(g, expect=contradicted(g.expect, f, v))))
            for f, v in wrong_game_values(s)
        ]
    r = s.round
    assert r is not None
    return [
        (f, dataclasses.replace(s, round=dataclasses.replace(r, expect=contradicted(r.expect, f, v))))
        for f, v in wrong_round_values(s)
    ]


def test_every_expectation_of_the_library_can_fail() -> None:
    """Mutation check: contradicting any one expectation of a passing scenario makes it fail."""
    survived = []
    for s in library():
        if results()[s.id].status is not Status.PASSED:
            continue
        for field, mutant in mutants(s):
            if run_scenario(mutant).passed:
                survived.append(f"{s.id}: {field}")
    assert survived == []


def test_expect_fields_are_all_mutated() -> None:
    """The mutation check covers every field a trick scenario can expect."""
    every = Expect(
        Winner("P1"),
        "won",
        "green",
        "P1",
        0,
        (),
        (),
        (),
        (),
        (),
        Refusal("deck"),
        ("rank.king",),
    )
    fields = {f for f, _ in wrong_values(Scenario("x", "x", ScenarioKind.TRICK, 1, expect=every))}
    assert fields == {f.name for f in dataclasses.fields(Expect)} - {"lines"}
    every_round = RoundExpect((("Ann", 0),), (("Ann", 0),), ("Ann",), Refusal("deck"), ("rank.king",))
    rnd = Scenario("x", "x", ScenarioKind.ROUND, 1, round=Round(expect=every_round))
    assert {f for f, _ in wrong_round_values(rnd)} == {f.name for f in dataclasses.fields(RoundExpect)} - {"lines"}
    every_game = GameExpect(
        (1,), ("Ann",), ("Ann",), (("Ann", 0),), ((1, (("Ann", 0),)),), "Ann", ("Ann", "Ben"), Refusal("deal"), ("x",)
    )
    game = Scenario("x", "x", ScenarioKind.GAME, 1, game=Game(expect=every_game))
    assert {f for f, _ in wrong_game_values(game)} == {f.name for f in dataclasses.fields(GameExpect)} - {"lines"}
