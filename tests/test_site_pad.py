"""The site's score pad (docs/_static/pad/core.js) run under node against skrules' own scoring.

Thousands of random rounds, possible and impossible, are scored by the page's JavaScript and by
:func:`skrules.formats.cells.score_cells` (as ``skrules table --pad`` and score sheets score them):
the page must refuse exactly the rounds skrules refuses and give the same points to the others
(score.bid, score.zero, score.miss, score.bonus, score.rascal, score.cannonball, ability.harry,
score.wager, box.copies, bonus.capture), with the base deck, the advanced one (kraken.destroy,
whale.discard, score.alliance), the Expansion Pack (con.bonus, exp.eight, exp.seven, davy.bonus,
exp.discard) or both, and with two players (two.ghost). A game the page exports must pass
``skrules check`` (game.end, setup.dealer, setup.cap).
"""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from skrules.deal import DealError, check_players, schedule
from skrules.errors import NotationError
from skrules.formats.cells import read_cells, score_cells
from skrules.formats.text import Word
from skrules.ladder import most_unwon
from skrules.notation import NO_PLAYER, seat_names
from skrules.refusals import SetupRefusal as SR
from skrules.refusals import refusal
from skrules.rules import RuleSet

from .conftest import examples

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "docs" / "_static" / "pad" / "core.js"
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim", "Lou")
KEYS = {"14": "14", "b14": "black14", "m": "mermaid", "p": "pirate", "sk": "king"}
PACK_KEYS = {"con": "con", "8": "8", "7": "7", "davy": "davy"}  # the Expansion Pack's bonuses
ALL_KEYS = KEYS | PACK_KEYS
DECKS = ("base", "advanced", "expansion-all", "all")
PACK_DECKS = ("expansion-all", "all")  # they seat more than eight (exp.players)
RUNNER = """
const C = require(process.argv[1]);
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = cases.map(({ game, round, export: whole, seated, unwon, taps }) => {
  if (whole) return C.skullText(game);
  if (taps) {
    taps.forEach(([i, j]) => C.ally(round, i, j));
    return { loot: round.entries.map(C.alliesOf), cells: round.entries.map((e) => C.cell(game, e, game.players)) };
  }
  if (unwon) return C.mostUnwon({ deck: unwon[0], players: Array.from({ length: unwon[1] }) });
  if (seated) {
    const { players, deck } = seated;
    return { problem: C.checkPlayers(players, deck), cards: C.schedule(players.length, deck) };
  }
  const problem = C.checkBids(round) || C.checkWon(game, round) || C.checkBonuses(game, round);
  return { problem, scores: problem ? null : C.scoreRound(game, round) };
});
process.stdout.write(JSON.stringify(out));
"""

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="the site pad's tests need node")


def run_core(cases: list[dict[str, Any]]) -> list[Any]:
    done = subprocess.run(
        ["node", "-e", RUNNER, str(CORE)],
        check=False,
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out: list[Any] = json.loads(done.stdout)
    return out


def random_round(
    rng: random.Random, players: int | None = None, deck: str | None = None, cards: int | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A game (of ``players``, or 2 to 8; more only with the Pack; scoring, abilities, ``deck``) and one round
    of it (of ``cards``, or as many as one of the game's rounds deals), often possible, or not."""
    n = players or rng.randint(2, 8)
    game: dict[str, Any] = {
        "players": list(NAMES[:n]),
        "scoring": rng.choice(["classic", "rascal"]),
        "abilities": rng.random() < 0.5,
    }
    game["deck"] = rng.choice(DECKS if n <= 8 else PACK_DECKS) if deck is None else deck
    pack = game["deck"] in ("expansion-all", "all")
    if cards is None:
        cards = rng.choice(schedule(n, RuleSet.from_options(deck=game["deck"]), "standard").cards)
    cuts = sorted(rng.randint(0, cards) for _ in range(n - 1))
    won = [b - a for a, b in zip([0, *cuts], [*cuts, cards], strict=True)]
    if rng.random() < 0.1:
        won[0] += rng.choice([-1, 1]) if won[0] else 1
    entries = []
    few = 1 if n <= 8 else 3 / n  # a big table's bonuses and abilities as many a round as a small one's
    for i, w in enumerate(won):
        bonus = {k: rng.randint(1, 2) for k in KEYS if rng.random() < 0.12 * few}
        # the Pack's mostly where its cards are in play; 8s and 7s often, so that grapeshot halves odd totals
        bonus |= {k: rng.randint(1, 2) for k in PACK_KEYS if rng.random() < (0.05 if pack else 0.005) * few}
        bid = w if rng.random() < 0.5 else rng.randint(0, cards + (1 if rng.random() < 0.05 else 0))
        harry = rng.choice([-1, 0, 1]) if game["abilities"] and rng.random() < 0.1 * few else None
        wager = rng.choice([0, 10, 20]) if game["abilities"] and rng.random() < 0.1 * few else None
        allied = game["deck"] == "advanced" and rng.random() < 0.15  # mostly where the Loot is in play
        loot = rng.choice([j for j in range(n) if j != i]) if allied or rng.random() < 0.01 else None
        entries.append(
            {
                "bid": bid,
                "won": w,
                "bonus": bonus,
                "harry": harry,
                "wager": wager,
                "cannonball": rng.random() < 0.3,
                "loot": loot,
            }
        )
    return game, {"cards": cards, "entries": entries}


def cell_text(game: dict[str, Any], e: dict[str, Any]) -> str:
    """The entry as a score sheet's cell, as core.js's cell() writes it."""
    items = [f"{e['bid']}/{e['won']}"]
    if game["scoring"] != "classic":
        items.append("cannonball" if e["cannonball"] else "grapeshot")
    items += [ALL_KEYS[k] if n == 1 else f"{ALL_KEYS[k]}={n}" for k, n in e["bonus"].items()]
    items += [f"harry={e['harry']:+d}" if e["harry"] else "harry=0"] if e["harry"] is not None else []
    items += [f"wager={e['wager']}"] if e["wager"] is not None else []
    loot = e.get("loot")
    items += [
        f"loot={game['players'][j]}" for j in (loot if isinstance(loot, list) else [] if loot is None else [loot])
    ]
    return ",".join(items)


def skrules_scores(game: dict[str, Any], round_: dict[str, Any]) -> list[int] | None:
    """The round's points by skrules (a score sheet's cells, as the terminal pad scores them), or None if refused."""
    rules = RuleSet.from_options(deck=game.get("deck", "base"), abilities=game["abilities"], scoring=game["scoring"])
    players = game["players"]
    problems: list[str] = []
    report: Callable[[Word, str], None] = lambda w, m: problems.append(m)  # noqa: E731
    if any(e["won"] < 0 for e in round_["entries"]):
        return None
    words = [Word(cell_text(game, e)) for e in round_["entries"]]
    where = Word("round 1")
    cells, ok = read_cells(players, 1, words, where, report)
    scores = score_cells(players, 1, cells, round_["cards"], rules, where, report, broken=not ok, box=rules.box)
    return None if scores is None or problems else [scores[p].total for p in players]


def scored_alike(cases: list[tuple[dict[str, Any], dict[str, Any]]], got: list[Any] | None = None) -> int:
    """The page refuses the rounds skrules refuses and scores the others as skrules does: how many it scored.
    ``got``: the page's answers to the cases, if they were asked for with others in one run of node."""
    if got is None:
        got = run_core([{"game": g, "round": r} for g, r in cases])
    agree = 0
    for (game, round_), answer in zip(cases, got, strict=True):
        expected = skrules_scores(game, round_)
        assert (answer["problem"] is None) == (expected is not None), (game, round_, answer, expected)
        assert answer["scores"] == expected, (game, round_)
        agree += expected is not None
    return agree


def test_the_page_scores_and_refuses_as_skrules_does() -> None:
    """score.bid, score.rascal, score.cannonball, ability.harry, score.wager, box.copies, bonus.capture:
    3,000 random rounds (a tenth under the dev profile), the page's verdict (refused, or each player's
    points) is skrules'."""
    rng = random.Random(2024)
    rounds = examples(3000)
    agree = scored_alike([random_round(rng) for _ in range(rounds)])
    assert 2 / 15 < agree / rounds < 13 / 15  # both kinds are well represented (400 to 2,600 of 3,000)


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_page_leaves_as_many_tricks_unwon_as_the_deck_can(deck: str, players: int) -> None:
    """kraken.destroy, whale.discard, exp.discard, two.ghost: a round of 8 tricks may fall short
    of its tricks won by as many as the deck's cards can leave unwon at the table (a Kraken's trick, the White
    Whale's..., each card once a round, and the Pack's cards that never win only when they fill a trick:
    skrules.ladder.most_unwon), and no more; with two players by any number, Graybeard's ghost taking the rest.
    The page's own count of them is skrules'; it refuses and scores as skrules does."""
    most = most_unwon(RuleSet.from_options(deck=deck).box.cards(), players)
    game = {"players": list(NAMES[:players]), "deck": deck, "scoring": "classic", "abilities": False}
    blank: dict[str, Any] = {"bonus": {}, "harry": None, "wager": None, "cannonball": False, "loot": None}
    shorts = (most, most + 1, 8)
    rounds = []
    for short in shorts:
        won = [8 - short] + [0] * (players - 1)
        rounds.append({"cards": 8, "entries": [{"bid": w, "won": w, **blank} for w in won]})
    unwon, *got = run_core([{"unwon": [deck, players]}, *({"game": game, "round": r} for r in rounds)])  # one node
    assert unwon == (None if players == 2 else most)
    for short, round_, answer in zip(shorts, rounds, got, strict=True):
        scored = scored_alike([(game, round_)], [answer])
        assert scored == (players == 2 or short <= most), (short, most)


def test_a_big_table_with_the_pack_scores_and_refuses_as_skrules_does() -> None:
    """exp.players, box.copies, bonus.capture, score.bid: 1,000 random rounds of 9 to 12 players with the
    Expansion Pack (a tenth under the dev profile), the page's verdict is skrules'."""
    rng = random.Random(9)
    rounds = examples(1000)
    cases = [random_round(rng, rng.randint(9, 12)) for _ in range(rounds)]
    agree = scored_alike(cases)
    assert {len(g["players"]) for g, _ in cases} == {9, 10, 11, 12}
    assert {g["deck"] for g, _ in cases} == set(PACK_DECKS)
    assert 1 / 10 < agree / rounds < 9 / 10, agree  # both kinds are well represented


def _shows_its_deck(deck: str, rounds: list[dict[str, Any]]) -> bool:
    """Whether a game's rounds hold what only its deck scores: a Loot alliance and a trick nobody won (kraken.destroy,
    whale.discard) with the advanced deck, a bonus of the Expansion Pack with the Pack."""
    entries = [e for r in rounds for e in r["entries"]]
    if deck == "advanced":
        unwon = any(sum(e["won"] for e in r["entries"]) < r["cards"] for r in rounds)
        return unwon and any(e["loot"] is not None for e in entries)
    return deck not in PACK_DECKS or any(k in PACK_KEYS for e in entries for k in e["bonus"])


def _valid_game(rng: random.Random, n: int, scoring: str, deck: str) -> dict[str, Any]:
    """A whole game of possible rounds of ``deck``, each drawn until skrules accepts it, the last until the game
    holds what only its deck scores."""
    game: dict[str, Any] = {"players": list(NAMES[:n]), "scoring": scoring, "abilities": True, "deck": deck}
    game["rounds"] = []
    schedule_ = schedule(n, RuleSet.from_options(deck=deck), "standard").cards
    for i, cards in enumerate(schedule_):
        last = i == len(schedule_) - 1
        while True:
            _, round_ = random_round(rng, n, deck, cards)
            if skrules_scores(game, round_) and (not last or _shows_its_deck(deck, [*game["rounds"], round_])):
                break
        game["rounds"].append({**round_, "done": True, "step": "bonus"})
    return game


@pytest.mark.parametrize(
    ("n", "scoring", "deck"),
    [
        (4, "classic", "base"),
        (2, "rascal", "base"),
        (8, "classic", "base"),
        (5, "classic", "advanced"),
        (6, "rascal", "expansion-all"),
        (8, "classic", "all"),
        (9, "rascal", "expansion-all"),
        (10, "classic", "all"),
    ],
)
def test_an_exported_game_passes_skrules_check(
    n: int, scoring: str, deck: str, tmp_path: Path, cli: Callable[..., Any]
) -> None:
    """game.end, setup.dealer, setup.cap, two.ghost, score.alliance, exp.players: the page's .skull file holds its
    deck, totals, dealers and leaders as skrules counts them, for 2, 4, 5, 6, 8, 9 and 10 players; eight players with
    the Expansion Pack are dealt 10 cards in the last rounds, not the base deck's 8, and nine or ten share its cards."""
    game = _valid_game(random.Random(n), n, scoring, deck)
    (text,) = run_core([{"game": game, "export": True}])
    path = tmp_path / "site.skull"
    path.write_text(text)
    code, out, _ = cli("check", "--plain", str(path))
    assert code == 0 and "1 passed" in out, text + out
    assert "winner: " in text and f"round {len(game['rounds'])}: " in text and f"deck: {deck}\n" in text
    if deck == "advanced":
        assert "loot=" in text and any(sum(e["won"] for e in r["entries"]) < r["cards"] for r in game["rounds"]), (
            text
        )  # an alliance and a trick nobody won (kraken.destroy, whale.discard) are among its rounds
    if deck in ("expansion-all", "all"):
        assert re.search(r",(con|8|7|davy)\b", text), text  # the Pack's bonuses are among its rounds
    if n == 8:
        assert ("schedule: 1 2 3 4 5 6 7 8 9 10\n" in text) == (deck in ("expansion-all", "all")), text
    cards = schedule(n, RuleSet.from_options(deck=deck), "standard").cards
    assert [r["cards"] for r in game["rounds"]] == list(cards) and (n < 9 or cards[-1] < 10)


@pytest.mark.parametrize("deck", DECKS)
def test_the_page_seats_and_deals_as_skrules_does(deck: str) -> None:
    """setup.players, exp.players, setup.cap, two.ghost: for 0 players to one more than the deck seats, the page
    refuses the table exactly as skrules does (eight with the base box, with the Pack as many as get a card each)
    and deals each round the cards skrules deals."""
    rules = RuleSet.from_options(deck=deck)
    counts = range(rules.max_players + 2)
    got = run_core([{"seated": {"players": [f"P{i}" for i in range(n)], "deck": deck}} for n in counts])
    for n, answer in zip(counts, got, strict=True):
        try:
            check_players(n, rules)
        except DealError as err:
            said = str(err)
            if getattr(err.message, "message", "") == SR.DECK_SEATS_READING:  # the page offers no other reading
                said = str(refusal(SR.DECK_SEATS_MORE, n=n, n2=rules.max_players))
            assert answer["problem"] == (said if n else "Name the players, two at least (setup.players)"), n
            continue
        assert answer["problem"] is None, n
        assert answer["cards"] == list(schedule(n, rules, "standard").cards), n
    assert rules.max_players == {"base": 8, "advanced": 8, "expansion-all": 89, "all": 93}[deck]  # one card each


def test_the_page_names_the_players_as_skrules_does() -> None:
    """setup.players, game.end: a name skrules refuses the page refuses with skrules' words ('nobody', 'None',
    'no-one' and '-' are what the exported file writes for no player, so never a name; a name holding a control,
    bidirectional or format character, quoted with it as an escape), and one it takes the page takes. The page
    refused 'nobody' saying it was not letters and digits, and took 'Ann\u202eBen', which turned its lines
    around and made the exported file refused."""
    names = ["nobody", "None", "no-one", "-", "Nobody2", "Ann=1", "Zoë", "Ann\u202eBen", "Ann\x1b[31m", "A\u200bnn"]
    got = run_core([{"seated": {"players": ["Ben", name], "deck": "base"}} for name in names])
    for name, answer in zip(names, got, strict=True):
        try:
            seat_names(f"Ben,{name}")
        except NotationError as err:
            assert answer["problem"] is not None, name
            if name.lower() in NO_PLAYER or not name.isprintable():  # the same words ('Ann=1': the page's own)
                assert answer["problem"] == str(err), name
            continue
        assert answer["problem"] is None, name


def _pack_round(scoring: str, entries: list[dict[str, Any]], deck: str = "expansion-all") -> dict[str, Any]:
    game = {"players": list(NAMES[: len(entries)]), "scoring": scoring, "abilities": False, "deck": deck}
    full = [{"harry": None, "wager": None, "cannonball": False, "loot": None, "bonus": {}, **e} for e in entries]
    return {"game": game, "round": {"cards": 3, "entries": full}}


def test_the_expansion_bonuses_score_as_skrules_does() -> None:
    """exp.eight, exp.seven, con.bonus, davy.bonus, score.rascal, ruling.rascal-halves, exp.discard: an 8's +5
    and a 7's -5 halved toward zero on a glancing blow (+2, -2), Con's +30, Davy Jones' +20 to the Locker's
    player though he won no trick, a trick nobody won, and two players with Davy Jones' bonus refused."""
    cases = [
        _pack_round(
            "rascal",
            [{"bid": 2, "won": 1, "bonus": {"8": 1}}, {"bid": 2, "won": 1, "bonus": {"7": 1}}, {"bid": 0, "won": 0}],
        ),
        _pack_round("classic", [{"bid": 1, "won": 1, "bonus": {"con": 1}}, {"bid": 0, "won": 0, "bonus": {"davy": 1}}]),
        _pack_round(
            "classic",
            [{"bid": 1, "won": 1, "bonus": {"davy": 1}}, {"bid": 1, "won": 1, "bonus": {"davy": 1}}],
            deck="all",
        ),
        _pack_round("classic", [{"bid": 1, "won": 1, "bonus": {"con": 1}}, {"bid": 0, "won": 0}], deck="base"),
    ]
    got = run_core(cases)
    assert [g["scores"] for g in got[:2]] == [[17, 13, 30], [50, 50]], got
    assert got[2]["problem"] and "one Davy Jones' Locker" in got[2]["problem"], got
    assert got[3]["problem"], got
    for case, answer in zip(cases, got, strict=True):
        assert answer["scores"] == skrules_scores(case["game"], case["round"]), case


@pytest.mark.parametrize(
    ("loots", "scores"),
    [
        ([[1, 1], [], [], []], [60, 60, 20, 30]),  # Ann and Ben allied twice, by both Loot cards
        ([[1], [], [0], []], [60, 40, 40, 30]),  # Ann allied with Ben, and with Cat (kept on Cat's entry)
        ([[], [0], [], [0]], [60, 40, 20, 50]),  # both on the other allies' entries
        ([[1, 2], [3], [], []], None),  # three alliances: the deck holds two Loot cards
    ],
)
def test_two_loot_alliances_in_a_round_score_as_skrules_does(loots: list[list[int]], scores: list[int] | None) -> None:
    """loot.alliance, score.alliance, box.copies: each made bid's ally adds +20 per alliance, two alliances may
    join the same two players or one player to two others, and a third is refused, as skrules scores the sheet's
    cells (Ann, Ben and Cat bid and win 1 of 3 tricks, +20; Dan bids and wins 0, +30)."""
    entries = [{"bid": b, "won": b, "loot": loot} for b, loot in zip([1, 1, 1, 0], loots, strict=True)]
    case = _pack_round("classic", entries, deck="advanced")
    (answer,) = run_core([case])
    assert answer["scores"] == scores and (answer["problem"] is None) == (scores is not None), answer
    assert skrules_scores(case["game"], case["round"]) == scores


def test_a_loot_alliance_kept_on_both_allies_entries_is_one_as_skrules_reads_the_cells() -> None:
    """loot.alliance, score.alliance: Ben on Ann's entry and Ann on Ben's are the one alliance, +20 each, as
    skrules reads the cells written in both (not +40 each); twice on both entries are two; and a one-trick round
    with the alliance on both entries is scored, not refused as two alliances, on the page and by skrules."""
    made = [{"bid": 1, "won": 1}, {"bid": 1, "won": 1}, {"bid": 1, "won": 1}, {"bid": 0, "won": 0}]
    once, twice = (
        _pack_round("classic", [{**e, "loot": loot} for e, loot in zip(made, loots, strict=True)], "advanced")
        for loots in ([[1], [0], [], []], [[1, 1], [0, 0], [], []])
    )
    trick = _pack_round(
        "classic",
        [{"bid": 1, "won": 1, "loot": [1]}, {"bid": 0, "won": 0, "loot": [0]}, {"bid": 0, "won": 0}],
        "advanced",
    )
    trick["round"]["cards"] = 1
    got = run_core([once, twice, trick])
    assert [a["scores"] for a in got] == [[40, 40, 20, 30], [60, 60, 20, 30], [40, 30, 10]], got
    assert [skrules_scores(c["game"], c["round"]) for c in (once, twice, trick)] == [a["scores"] for a in got]


def test_a_loot_alliance_added_on_either_ally_s_row_is_one_more_kept_on_one_entry() -> None:
    """loot.alliance, score.alliance: the pad's Loot chip adds an alliance on whichever ally's row it is tapped;
    the pair's alliances are then kept on that one entry, so that Ann's tap then Ben's are two alliances, written
    in one cell (loot=Ann twice on Ben's) as a score sheet writes two."""
    case = _pack_round("classic", [{"bid": 1, "won": 1}, {"bid": 1, "won": 1}, {"bid": 0, "won": 0}], "advanced")
    (answer,) = run_core([{**case, "taps": [[0, 1], [1, 0]]}])
    assert answer == {"loot": [[], [0, 0], []], "cells": ["1/1", "1/1,loot=Ann,loot=Ann", "0/0"]}, answer


@pytest.mark.parametrize(
    ("entries", "said"),
    [
        ([(3, [1]), (0, [2]), (0, [])], "a Loot alliance between Ben and Cat, but neither won a trick"),
        ([(1, [1, 1]), (0, []), (0, [])], "2 Loot alliances between Ann and Ben need as many tricks won by one"),
        ([(3, [1, 1]), (0, []), (0, [])], None),  # Ann won 3 tricks: Ben's two Loot cards may be in two of them
    ],
)
def test_loot_alliances_no_trick_won_could_make_are_refused_as_skrules_does(
    entries: list[tuple[int, list[int]]], said: str | None
) -> None:
    """loot.alliance: a Loot allies its player with the winner of its trick, one card a trick for each player,
    so two players are allied at most as often as one of them won a trick; the page refuses past that, in
    skrules' words, as the sheet's cells are refused."""
    full = [{"bid": won, "won": won, "loot": loot} for won, loot in entries]
    case = _pack_round("classic", full, deck="advanced")
    case["round"]["cards"] = sum(won for won, _ in entries)
    (answer,) = run_core([case])
    assert (answer["problem"] or "").startswith(said or "") and (answer["problem"] is None) == (said is None)
    assert (skrules_scores(case["game"], case["round"]) is None) == (said is not None)


@pytest.mark.parametrize(
    ("deck", "entries", "said"),
    [
        # bonus.pirate: one Skull King, so its Pirates go to one player
        ("base", [(1, 1, {"p": 1}, None), (1, 1, {"p": 1}, None)], "Pirates taken by the Skull King for 2 players"),
        ("base", [(1, 1, {"p": 2}, None), (1, 1, {}, None)], None),
        # davy.bonus: the Locker never wins, so its player lost the trick it was played in
        ("expansion-all", [(2, 2, {"davy": 1}, None), (0, 0, {}, None)], "Ann: Davy Jones' bonus with every trick"),
        ("expansion-all", [(1, 1, {"davy": 1}, None), (1, 1, {}, None)], None),
        # loot.alliance: with no trick won, Ann's Loot went to Ben's trick and to Cat's, her Locker to a third
        ("all", [(0, 0, {"davy": 1}, [1, 2]), (1, 1, {}, None), (1, 1, {}, None)], "Ann won no trick: 3 of their"),
        ("all", [(0, 0, {}, [1, 2]), (1, 1, {}, None), (1, 1, {}, None)], None),
    ],
)
def test_cards_that_go_to_tricks_others_won_are_refused_as_skrules_does(
    deck: str, entries: list[tuple[int, int, dict[str, int], list[int] | None]], said: str | None
) -> None:
    """bonus.pirate, davy.bonus, loot.alliance: in a round of 2 cards, Pirates taken by the Skull King paid to two
    players, Davy Jones' bonus to a player who won every trick, and a player who won none with more of their own
    cards in others' tricks (the Locker, a Loot for each alliance) than were dealt: the page refuses each as
    skrules does, and takes the round beside it that play can produce."""
    full = [{"bid": bid, "won": won, "bonus": bonus, "loot": loot} for bid, won, bonus, loot in entries]
    case = _pack_round("classic", full, deck=deck)
    case["round"]["cards"] = 2
    (answer,) = run_core([case])
    assert (answer["problem"] or "").startswith(said or "") and (answer["problem"] is None) == (said is None), answer
    assert (skrules_scores(case["game"], case["round"]) is None) == (said is not None)


def test_a_loot_whose_player_won_no_trick_takes_a_place_in_the_winner_s_trick() -> None:
    """loot.alliance, bonus.capture: with 3 players, Ann's one trick holding her Pirate, a Mermaid and a 14 has
    no place left for the Loot of Ben, who won no trick: the page refuses it as skrules does. With Ben's trick won
    too the Loot may lie in his, and both score it."""
    ann = {"bid": 1, "won": 1, "bonus": {"14": 1, "m": 1}}
    refused = _pack_round("classic", [ann, {"bid": 0, "won": 0, "loot": 0}, {"bid": 0, "won": 0}], deck="advanced")
    fits = _pack_round("classic", [ann, {"bid": 1, "won": 1, "loot": 0}, {"bid": 1, "won": 1}], deck="advanced")
    got = run_core([refused, fits])
    assert got[0]["problem"] and "the Loot of Ben, who won no trick" in got[0]["problem"], got
    assert skrules_scores(refused["game"], refused["round"]) is None
    assert got[1]["problem"] is None and got[1]["scores"] == skrules_scores(fits["game"], fits["round"]), got


def test_a_bonus_given_more_often_than_the_deck_allows_names_what_was_tapped() -> None:
    """bonus.king, box.copies: "Mermaid took the Skull King" for two players is refused naming that button and
    how many Skull Kings the deck holds, where it said "2 of Skull King", which reads as no sentence."""
    entries: list[dict[str, Any]] = [
        {"bid": 1, "won": 1, "bonus": {"sk": 1}},
        {"bid": 1, "won": 1, "bonus": {"sk": 1}},
        {"bid": 1, "won": 1},
    ]
    (answer,) = run_core([_pack_round("classic", entries, deck="base")])
    said = "'Mermaid took the Skull King' 2 times in one round, but the deck holds 1 × Skull King in all"  # noqa: RUF001
    assert answer["problem"].startswith(said), answer


@pytest.mark.parametrize(("cards", "said"), [(1, "0 to the 1 card dealt"), (3, "0 to the 3 cards dealt")])
def test_a_bid_out_of_range_is_refused_in_the_command_line_s_words(cards: int, said: str) -> None:
    """bid.range: a bid above the cards dealt is refused saying the range, a round of one card in the singular,
    as ``skrules score`` says it (round 1 deals one card: "0 to the 1 cards" read badly)."""
    game = {"players": ["Ann", "Ben", "Cat"], "scoring": "classic", "abilities": False, "deck": "base"}
    entry = {"bid": 0, "won": 0, "bonus": {}, "harry": None, "wager": None, "cannonball": False, "loot": None}
    entries = [{**entry, "bid": cards + 1, "won": cards}, entry, entry]
    (answer,) = run_core([{"game": game, "round": {"cards": cards, "entries": entries}}])
    assert answer["problem"] == f"a bid is {said} (bid.range)"
