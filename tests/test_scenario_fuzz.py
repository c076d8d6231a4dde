"""Fuzzing the scenario parser: any text yields scenarios or problems, never an exception.

Three sources of input: random text built from the format's own pieces, random mutations of the
library's files, and random valid scenarios (tricks, rounds and games) written out by the
formatter and read back.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal, TypeVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cards import Suit
from skrules.deal import Variant
from skrules.formats.scenario import KEYS, format_scenario, format_scenarios, iter_text
from skrules.formats.scenario.model import (
    AbilityLine,
    Alliance,
    BonusExpect,
    Expect,
    Game,
    GameExpect,
    GameRound,
    Hand,
    Illegal,
    Refusal,
    Round,
    RoundExpect,
    RoundTrick,
    Settings,
    Winner,
    Word,
)
from skrules.formats.scenario.sources import ITEMS
from skrules.rules import RULES, RULINGS
from skrules.scenario import Scenario, ScenarioKind, parse_text, run_scenario
from skrules.scenario.select import SelectionError, compile_selection

from .conftest import examples
from .strategies import tricks

T = TypeVar("T")

LIBRARY = sorted((Path(__file__).parent.parent / "scenarios").rglob("*.skull"))
TEXTS = [p.read_text(encoding="utf-8") for p in LIBRARY]


def check_problems(text: str, path: str = "f.skull") -> None:
    """Every problem points into the text: a real line, a column on it, the text found there."""
    doc = parse_text(text, path)
    lines = re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff"))  # CRLF, CR and LF all end a line
    for p in doc.all_problems:
        assert p.path == path
        assert 1 <= p.line <= max(1, len(lines)), p
        source = lines[p.line - 1]
        assert p.source == source, p
        assert 1 <= p.column <= len(source) + 1, p
        if p.text:
            assert source[p.column - 1 : p.column - 1 + len(p.text)] == p.text, p
        assert p.message
    for s in doc.scenarios:
        assert s.ok == (not s.problems)
        run_scenario(s)  # running never raises either


PIECES = [
    *(f"{k}:" for k in KEYS),
    *("scenario:", "round:", "hand Ann:", "trick 2:", ":", "#", '"', "=", ",", "+", "&"),
    *("Ann", "Ben", "Ann=g5", "Ben=sk", "mermaid", "tigress", "wild15", "plank:2", "b15", "none", "nobody"),
    *("rank.king", "ruling.kraken-leader=left-of-kraken", "guide.loot-lead", "+40", "-5", "with", "always"),
    *(" ", "  ", "\t", "\n", "\r\n", "\ufeff", "\x00", "é", "::"),
    *("round 1:", "round 2:", "round ²:", "totals after round 1:", "1/1", "0/0,14", "2/1,loot=Ann", "wager=20"),
    *("whirlpool", "even-keeled", "Ann=120", "Ben=-40", "9 7 5"),
]
pieces = st.sampled_from(PIECES)
texts = st.lists(pieces, max_size=60).map("".join) | st.text(max_size=300)


@settings(max_examples=examples(400))
@given(texts)
def test_random_text_never_raises_and_problems_point_into_it(text: str) -> None:
    """Any text: the parser returns scenarios and problems placed on real lines and columns."""
    check_problems(text)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(TEXTS))
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        op = draw(st.sampled_from(["delete", "insert", "swap", "duplicate", "replace"]))
        if op == "delete" and text:
            i = draw(st.integers(0, len(text) - 1))
            j = draw(st.integers(i, min(len(text), i + 20)))
            text = text[:i] + text[j:]
        elif op == "insert":
            i = draw(st.integers(0, len(text)))
            text = text[:i] + draw(pieces) + text[i:]
        elif op == "swap" and len(lines) > 1:
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif op == "duplicate":
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif op == "replace" and text:
            i = draw(st.integers(0, len(text) - 1))
            text = text[:i] + draw(st.characters()) + text[i + 1 :]
    return text


@settings(max_examples=examples(300))
@given(mutated())
def test_mutated_library_files_never_raise(text: str) -> None:
    """Library files, randomly broken: still scenarios or problems, and running never raises."""
    check_problems(text)


@settings(max_examples=examples(200))
@given(mutated())
def test_streaming_a_file_yields_what_reading_it_whole_gives(text: str) -> None:
    """iter_text yields, one by one, the scenarios and problems parse_text collects (format.stream)."""
    whole = parse_text(text, "t.skull")
    stream = iter_text(text, "t.skull")
    streamed = []
    for scenario in stream:
        streamed.append(scenario)
        assert scenario.path == "t.skull"
    assert tuple(streamed) == whole.scenarios
    assert [s.problems for s in streamed] == [s.problems for s in whole.scenarios]
    assert stream.problems == whole.problems
    assert stream.settings == whole.settings


# ------------------------------------------------------------------------- valid scenarios

names = st.text(st.characters(codec="utf-8", exclude_categories=["C", "Z"]) | st.just(" "), min_size=1, max_size=30)
names = names.map(str.strip).filter(lambda n: n and "::" not in n and "#" not in n and '"' not in n)
rule_ids = st.sampled_from(sorted(RULES))


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    """A random scenario the parser must accept, built as a model."""
    plays, rules = draw(tricks(max_players=6))
    tokens = tuple(Word(str(p)) for p in plays)
    players = list(dict.fromkeys(p.player for p in plays))
    player = st.sampled_from(players)
    cards = [str(p.card) for p in plays]
    rulings = draw(st.lists(st.sampled_from(sorted(RULINGS)), unique=True, max_size=3))
    settings_ = Settings(
        ",".join(sorted(m.value for m in rules.modules)) if draw(st.booleans()) else None,
        tuple((r, draw(st.sampled_from(sorted(RULINGS[r].readings)))) for r in rulings),
        draw(st.none() | st.booleans()),
        draw(st.none() | st.sampled_from(["classic", "rascal", "cannonball"])),
    )
    cites = tuple(draw(st.lists(st.sampled_from(sorted([*RULES, *RULINGS, *ITEMS])), max_size=4)))
    if draw(st.integers(0, 4)) == 0:
        kind = draw(st.none() | st.sampled_from(["notation", "deck", "trick", "ruleset", "round", "illegal"]))
        message = draw(st.none() | st.text(st.sampled_from("abc xyz'#:"), min_size=1, max_size=10))
        expect = Expect(refused=Refusal(kind if kind or message else "deck", message))
        hands: tuple[Hand, ...] = ()
    else:
        hands = ()
        if draw(st.booleans()):
            hands = (Hand(plays[0].player, (Word(str(plays[0].card.undeclared)),)),)

        def maybe(s: st.SearchStrategy[T]) -> T | None:
            return draw(st.none() | s)

        expect = Expect(
            maybe(st.builds(Winner, st.none() | player, st.none() | st.sampled_from(cards))),
            maybe(st.sampled_from(["won", "destroyed", "discarded"])),
            maybe(st.sampled_from([*(s.label for s in Suit), "none"])),
            maybe(player),
            maybe(st.integers(-100, 100)),
            maybe(  # type: ignore[arg-type]  # a list on purpose: made a tuple just below
                st.lists(st.builds(BonusExpect, st.integers(-50, 90), rule_ids, st.none() | player, st.booleans()))
            ),
            maybe(st.lists(st.builds(Alliance, player, player)).map(tuple)),
            maybe(st.lists(st.sampled_from(cards).map(Word)).map(tuple)),
            maybe(st.lists(st.sampled_from(["rosie", "bendt", "rascal", "juanita", "harry", "mary"])).map(tuple)),
            maybe(st.lists(st.builds(Illegal, player, st.none() | rule_ids)).map(tuple)) if hands else None,
            None,
            maybe(st.lists(rule_ids, min_size=1).map(tuple)),
        )
        if expect.bonuses is not None:
            expect = Expect(**{**expect.__dict__, "bonuses": tuple(expect.bonuses)})
        if expect.empty:
            expect = Expect(outcome="won")
    return Scenario(
        "f.skull",
        draw(names),
        ScenarioKind.TRICK,
        0,
        cites,
        tuple(draw(st.lists(names, max_size=2))),
        settings_,
        None,
        tokens,
        hands,
        expect,
    )


@pytest.mark.slow
@settings(max_examples=examples(300))
@given(scenarios())
def test_valid_scenarios_round_trip_through_the_formatter(scenario: Scenario) -> None:
    """format then parse gives back the same scenario, and it runs without raising."""
    text = format_scenario(scenario)
    doc = parse_text(text, "f.skull")
    assert doc.all_problems == [], (text, [str(p) for p in doc.all_problems])
    assert doc.scenarios == (scenario,), text
    result = run_scenario(doc.scenarios[0])
    assert result.scenario == scenario


def test_the_library_round_trips_through_the_formatter() -> None:
    """Every library scenario, written out canonically, reads back the same."""
    for path, text in zip(LIBRARY, TEXTS, strict=True):
        doc = parse_text(text, str(path))
        again = parse_text(format_scenarios(doc.scenarios), str(path))
        assert again.all_problems == []
        assert again.scenarios == doc.scenarios, path


def test_winner_cards_of_every_kind_round_trip() -> None:
    """tigress.declare, wild.name: declared cards keep their declaration through the formatter."""
    for card in ["tigress:pirate", "tigress:escape", "wild15:g", "g0x", "b14x", "plank", "mary"]:
        doc = parse_text(f"scenario: x\ntrick: Ann={card} Ben=g5\nwinner: {card}\n", "f.skull")
        assert doc.all_problems == []
        assert parse_text(format_scenarios(doc.scenarios), "f.skull").scenarios == doc.scenarios


# ------------------------------------------------------------------------- rounds

table = st.lists(st.sampled_from(["Ann", "Ben", "Cat", "Dan"]), min_size=2, max_size=4, unique=True)
card_words = st.sampled_from(["g3", "y14", "b2", "escape", "rosie", "tigress:pirate", "sk", "mermaid", "wild15:g"])
points = st.integers(-200, 200)


@st.composite
def rounds(draw: st.DrawFn) -> Scenario:
    """A random round scenario the parser must accept (whether the engine would is another matter)."""
    players = draw(table)
    name = st.sampled_from(players)
    tricks = []
    for _ in range(draw(st.integers(1, 3))):
        plays = tuple(Word(f"{p}={draw(card_words)}") for p in players)
        choices = draw(
            st.lists(
                st.sampled_from(
                    [
                        ("rosie", (players[0],)),
                        ("rascal", ("20",)),
                        ("harry", ("-1",)),
                        ("juanita", ()),
                        ("mary", (players[-1], "g3")),
                        ("bendt", ("draw", "g3", "y5", "discard", "b2", "g1")),
                    ]
                ),
                max_size=2,
            )
        )
        tricks.append(RoundTrick(plays, tuple(AbilityLine(p, tuple(map(Word, w))) for p, w in choices)))
    refused = draw(st.booleans())
    expect = RoundExpect(
        None
        if refused
        else draw(st.none() | st.lists(st.tuples(name, points), min_size=1, unique_by=lambda t: t[0]).map(tuple)),
        None
        if refused
        else draw(
            st.none() | st.lists(st.tuples(name, st.integers(0, 9)), min_size=1, unique_by=lambda t: t[0]).map(tuple)
        ),
        None if refused else draw(st.lists(name | st.just("nobody"), min_size=1).map(tuple)),
        Refusal("round", "out of turn") if refused else None,
        draw(st.none() | st.lists(rule_ids, min_size=1).map(tuple)),
    )
    rnd = Round(
        draw(st.none() | st.integers(1, 10)),
        draw(st.none() | name),
        draw(st.none() | name),
        (),
        tuple((p, draw(st.integers(0, 10))) for p in players),
        tuple(draw(st.lists(name, unique=True, max_size=2))),
        tuple(tricks),
        expect,
    )
    hands = tuple(Hand(p, (Word("g3"), Word("b14"))) for p in draw(st.lists(name, unique=True, max_size=2)))
    return Scenario(
        "f.skull", draw(names), ScenarioKind.ROUND, 0, (), (), Settings(), tuple(players), (), hands, round=rnd
    )


@pytest.mark.slow
@settings(max_examples=examples(200))
@given(rounds())
def test_valid_rounds_round_trip_through_the_formatter(scenario: Scenario) -> None:
    """A round written by the formatter reads back the same, and running it never raises."""
    text = format_scenario(scenario)
    doc = parse_text(text, "f.skull")
    assert doc.all_problems == [], (text, [str(p) for p in doc.all_problems])
    assert doc.scenarios == (scenario,), text
    run_scenario(doc.scenarios[0])


# ------------------------------------------------------------------------- -k expressions

# A -k expression as a tree: a word, ("not", tree), or ("and" | "or", tree, tree).
Tree = str | tuple[Literal["not"], "Tree"] | tuple[Literal["and", "or"], "Tree", "Tree"]

words = st.sampled_from(["kraken", "whale", "mermaid", "sk", "loot", "a"])
trees = st.recursive(
    words,
    lambda inner: st.tuples(st.just("not"), inner) | st.tuples(st.sampled_from(["and", "or"]), inner, inner),
    max_leaves=8,
)


def render(tree: Tree) -> str:
    if isinstance(tree, str):
        return tree
    if tree[0] == "not":
        return f"not ({render(tree[1])})"
    op, left, right = tree
    return f"({render(left)}) {op} ({render(right)})"


def evaluate(tree: Tree, name: str) -> bool:
    if isinstance(tree, str):
        return tree in name.lower()
    if tree[0] == "not":
        return not evaluate(tree[1], name)
    op, left, right = tree
    if op == "and":
        return evaluate(left, name) and evaluate(right, name)
    return evaluate(left, name) or evaluate(right, name)


@settings(max_examples=examples(300))
@given(trees, st.sampled_from(["advanced/kraken.skull::Kraken after the Whale", "trick/x.skull::Mermaid & SK", ""]))
def test_k_expressions_select_as_their_tree_says(tree: Tree, name: str) -> None:
    """-k: an expression selects exactly the names its and/or/not tree of substrings accepts."""
    assert compile_selection(render(tree))(name) == evaluate(tree, name)


@settings(max_examples=examples(300))
@given(st.lists(st.sampled_from(["kraken", "and", "or", "not", "(", ")", " "]), max_size=12).map(" ".join))
def test_any_k_expression_compiles_or_says_why(expr: str) -> None:
    """-k: any text compiles, or raises SelectionError saying where; never anything else."""
    try:
        compile_selection(expr)("x")
    except SelectionError as err:
        assert "-k" in str(err)


# ------------------------------------------------------------------------- games

CELL_ITEMS = ["14", "black14", "mermaid", "pirate=2", "king", "8", "7", "wager=20", "harry=-1", "cannonball"]


@st.composite
def games(draw: st.DrawFn) -> Scenario:
    """A random game scenario the parser must accept (whether its rows add up is the run's to say)."""
    players = draw(table)
    name = st.sampled_from(players)

    def maybe(s: st.SearchStrategy[T]) -> T | None:
        return draw(st.none() | s)

    rows = []
    for n in range(1, draw(st.integers(0, 4)) + 1):
        cells = []
        for p in players:
            items = draw(st.lists(st.sampled_from(CELL_ITEMS), max_size=2, unique=True))
            if draw(st.booleans()):
                items.append("loot=" + draw(st.sampled_from([q for q in players if q != p])))
            cells.append(Word(",".join([f"{draw(st.integers(0, 10))}/{draw(st.integers(0, 10))}", *items])))
        rows.append(GameRound(n, tuple(cells)))
    totals = st.lists(st.tuples(name, points), min_size=1, unique_by=lambda t: t[0]).map(tuple)
    trace = maybe(st.lists(rule_ids, min_size=1).map(tuple))
    if draw(st.integers(0, 4)) == 0:
        kind = draw(st.none() | st.sampled_from(["round", "deal", "ruleset"]))
        message = draw(st.none() | st.text(st.sampled_from("abc xyz'#:"), min_size=1, max_size=10))
        expect = GameExpect(refused=Refusal(kind if kind or message else "deal", message), trace=trace)
    else:
        winner = maybe(name | st.just("nobody"))
        rounds = st.integers(1, max(1, len(rows)))
        expect = GameExpect(
            maybe(st.lists(st.integers(1, 20), min_size=1, max_size=10).map(tuple)),
            maybe(st.lists(name, min_size=1, max_size=10).map(tuple)),
            maybe(st.lists(name, min_size=1, max_size=10).map(tuple)),
            maybe(totals),
            maybe(st.lists(st.tuples(rounds, totals), min_size=1, unique_by=lambda t: t[0]).map(tuple))
            if rows
            else None,
            winner,
            maybe(st.lists(name, min_size=2, unique=True).map(tuple)) if winner in (None, "nobody") else None,
            None,
            trace,
        )
        if expect.empty:
            expect = GameExpect(schedule=(1, 2, 3))
    game = Game(maybe(st.sampled_from([v.value for v in Variant])), maybe(name), tuple(rows), expect)
    rulings = draw(st.lists(st.sampled_from(["ruling.dealer", "ruling.whirlpool"]), unique=True))
    settings_ = Settings(
        maybe(st.sampled_from(["base", "all", "base,kraken,whale"])),
        tuple((r, draw(st.sampled_from(sorted(RULINGS[r].readings)))) for r in rulings),
        None,
        maybe(st.sampled_from(["classic", "rascal", "cannonball"])),
    )
    cites = tuple(draw(st.lists(st.sampled_from(sorted([*RULES, *RULINGS])), max_size=3)))
    return Scenario("f.skull", draw(names), ScenarioKind.GAME, 0, cites, (), settings_, tuple(players), game=game)


@pytest.mark.slow
@settings(max_examples=examples(200))
@given(games())
def test_valid_games_round_trip_through_the_formatter(scenario: Scenario) -> None:
    """A game written by the formatter reads back the same, and running it never raises."""
    text = format_scenario(scenario)
    doc = parse_text(text, "f.skull")
    assert doc.all_problems == [], (text, [str(p) for p in doc.all_problems])
    assert doc.scenarios == (scenario,), text
    result = run_scenario(doc.scenarios[0])
    assert result.scenario == scenario
    assert result.error is None or "internal error" not in result.error, result.error


@st.composite
def game_texts(draw: st.DrawFn) -> str:
    """A game's text with its lines shuffled and some of them broken: still scenarios or problems."""
    lines = format_scenario(draw(games())).splitlines()
    lines = [lines[0], *draw(st.permutations(lines[1:]))]
    for _ in range(draw(st.integers(0, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        j = draw(st.integers(0, len(lines[i])))
        lines[i] = lines[i][:j] + draw(pieces) + lines[i][j:]
    return "\n".join(lines)


@settings(max_examples=examples(200))
@given(game_texts())
def test_games_in_any_order_and_broken_never_raise(text: str) -> None:
    """A game's lines in any order read the same way; broken ones are problems placed in the text."""
    check_problems(text)
