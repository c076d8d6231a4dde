"""Rounds, scores and whole games written from the rule sources, not from skrules' answers, and held to them.

Single tricks are in test_seed_cases.py and test_external_cases.py; here are the points a round is worth, the
tricks nobody won, the deals, the two-player game and the end of the game. Each case names the rule ID that
decides it and the source line it was written from:

- RG: the base-game reference guide (its scoring tables, "Ending a round and the game", its strategy notes,
  variants and two-player rules); FAQ: that guide's "Frequently confused rules";
- X: the Expansion Pack rulebook; ZH: the Chinese rulebook (its 计分 section: classic and 流氓的计分, Rascal's);
- R n: the research notes on the official rulings, section n; D n: the research notes on disputes, editions
  and names, item n (the rulebook's Rulings page carries the disputed readings, each with its switch).

PORTED cases come from other programs' test suites (the repository, file and case are named). Where such a case
asks for a round the rulebook says cannot happen, or follows a house rule, it is in DIFFERENT, held to the
rulebook's answer, with the reason.

``Pts`` runs ``skrules score --json ARGS``: the round's total, or None where the round is refused (exit 2, no
traceback). ``Game`` reads a score sheet (``skrules score SHEET``): the totals, a round's scores, the winner, the
tie, the cards each round deals, or a refusal. ``Deal`` reads a sheet with no rounds for its schedule of cards.
``PAD`` enters a few of the rounds in the site's score pad (docs/_static/pad/core.js, run under node as
test_site_pad.py runs it) and holds its points to the sources'.
"""

from __future__ import annotations

import json
import shlex
import shutil
from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from skrules.errors import SheetError
from skrules.formats.sheet import read_sheet

from .test_site_pad import run_core

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

RG = "reference guide"
FAQ = "reference guide FAQ"
X = "expansion rulebook"
ZH = "zh rulebook"
AMIR = ("AmirRezaM75/skullking", "server/models/round_test.go")
PASCAL = ("pascalwils/scoring_pad", "test/domain/entities/skull_king/skullking_score_calculator_test.dart")
KRYO = ("Kryo4lex/SkullKing", "SkullKingUnitTests/LootAllianceTrackerTests/LootAllianceTrackerTests.cs")
SARA = "saraivinha85/sk src/server/score.test.js"
THEO = "Theo-C/Skull-King-Extended tests/engine.test.ts"


class Pts(NamedTuple):
    """One player's round: the ``skrules score`` arguments, the deciding rule, the source and the total."""

    args: str
    rule: str
    source: str
    total: int | None  # None: refused


class Ported(NamedTuple):
    """A round from another program's tests: where it comes from, the arguments, the rule and the total."""

    source: tuple[str, str]  # (repository, file)
    case: str  # the test's name there, and which of its assertions
    args: str
    rule: str
    total: int | None  # None: refused
    why: str = ""  # for DIFFERENT: the source's answer and why the rulebook's is kept


ROUNDS = [
    # classic scoring (score.bid, score.miss, score.zero)
    Pts("--cards 5 --bid 3 --won 3", "score.bid", RG + ": exactly right earns 20 points per trick bid", 60),
    Pts("--cards 5 --bid 3 --won 1", "score.miss", RG + ": loses 10 points per trick off (over or under)", -20),
    Pts("--cards 5 --bid 1 --won 4", "score.miss", RG + ": over or under alike", -30),
    Pts("--cards 7 --bid 0 --won 0", "score.zero", RG + ": zero tricks taken scores 10 per card dealt", 70),
    Pts("--cards 7 --bid 0 --won 2", "score.zero", RG + ": taking even one trick loses that same amount", -70),
    Pts("--cards 10 --bid 0 --won 0", "score.zero", RG + " strategy: holding to zero in round 10 earns 100", 100),
    Pts("--cards 10 --bid 0 --won 1", "score.zero", RG + " strategy: taking even one trick costs -100", -100),
    Pts("--cards 8 --bid 0 --won 0", "score.zero", RG + " 8-player cap; D7: round 10 at 8 players is +80", 80),
    Pts("--cards 4 --bid 2 --won 2", "score.bid", ZH + ": 每赢得了一墩牌便得20分", 40),
    Pts("--cards 4 --bid 2 --won 0", "score.miss", ZH + ": 按每一墩误差而被扣10分", -20),
    Pts("--cards 6 --bid 0 --won 3", "score.zero", ZH + ": 将被扣该轮的发牌数乘以10分", -60),
    # bonuses (score.bonus, bonus.*)
    Pts("--cards 5 --bid 2 --won 2 --bonus 14=3", "bonus.fourteen", RG + ": each standard-suit 14 +10 each", 70),
    Pts("--cards 5 --bid 2 --won 2 --bonus black14", "bonus.black-fourteen", RG + ": trump 14 +20", 60),
    Pts("--cards 5 --bid 1 --won 1 --bonus mermaid=2", "bonus.mermaid", RG + ": each Mermaid taken by a Pirate", 60),
    Pts("--cards 6 --bid 1 --won 1 --bonus pirate=5", "bonus.pirate", RG + ": each Pirate taken by the SK +30", 170),
    Pts("--cards 7 --bid 1 --won 1 --bonus pirate=6", "bonus.pirate", "R 5: the Tigress as a Pirate is +30", 200),
    Pts(
        "--deck base --cards 7 --bid 1 --won 1 --bonus pirate=7",
        "box.copies",
        RG + " components: 5 Pirates, 1 Tigress",
        None,
    ),
    Pts(
        "--cards 8 --bid 1 --won 1 --bonus pirate=7", "bonus.pirate", X + ": Mary Thorne plays as a normal pirate", 230
    ),
    Pts("--cards 8 --bid 1 --won 1 --bonus pirate=8", "box.copies", X + ": Mary Thorne: 1, a sixth Pirate", None),
    Pts("--cards 5 --bid 1 --won 1 --bonus king", "bonus.king", RG + ": the Skull King taken by a Mermaid +40", 60),
    Pts("--cards 5 --bid 2 --won 3 --bonus king", "score.bonus", RG + ": a missed bid earns no bonus; D4", -10),
    Pts("--cards 5 --bid 2 --won 3 --bonus king --house bonus-on-miss", "score.bonus", "D4 house rule", 30),
    Pts("--cards 3 --bid 3 --won 3 --bonus pirate --bonus king", "rank.mermaid-king", FAQ + ": only the +40", None),
    Pts("--cards 2 --bid 1 --won 1 --bonus king=2", "box.copies", RG + " components: 1 Skull King", None),
    Pts("--cards 2 --bid 0 --won 0 --bonus 14", "bonus.capture", RG + ": a 14 is captured, in a trick won", None),
    # Loot alliances (score.alliance)
    Pts("--cards 3 --bid 1 --won 1 --alliance made", "score.alliance", RG + ": if both hit their bid, +20 each", 40),
    Pts("--cards 3 --bid 1 --won 1 --alliance missed", "score.alliance", FAQ + ": if either misses, neither", 20),
    Pts("--cards 3 --bid 1 --won 2 --alliance made", "score.alliance", FAQ + ": both must hit their bid", -10),
    Pts("--cards 5 --bid 0 --won 0 --alliance made", "score.alliance", "D12: Loot with a zero bid", 70),
    Pts("--cards 4 --bid 2 --won 3 --scoring rascal --alliance made", "score.alliance", "R 7: Loot needs exact", 20),
    Pts("--cards 4 --bid 2 --won 2 --scoring rascal --alliance made", "score.alliance", "R 7", 60),
    # Rascal of Roatan's wager (score.wager)
    Pts("--cards 4 --bid 2 --won 2 --wager 20", "score.wager", "R 8: earn the points if you bid correct", 60),
    Pts("--cards 4 --bid 2 --won 3 --wager 20", "score.wager", "R 8: lose them if you fail", -30),
    Pts("--cards 4 --bid 2 --won 2 --wager 0", "score.wager", "R 8: bet 0, 10, or 20 points", 40),
    Pts("--cards 4 --bid 2 --won 1 --wager 10", "score.wager", "R 8", -20),
    Pts("--cards 4 --bid 2 --won 3 --scoring rascal --wager 10", "score.wager", FAQ + " via R 7: off by one", 10),
    Pts("--cards 6 --bid 3 --won 3 --scoring cannonball --wager 20", "score.wager", "R 7, R 8", 110),
    Pts("--cards 3 --bid 0 --won 1 --wager 10", "score.wager", "R 8 with score.zero", -40),
    Pts("--cards 4 --bid 2 --won 0 --wager 10", "ability.unlock", RG + ": winning a trick by playing Rascal", None),
    # Harry the Giant (ability.harry)
    Pts("--cards 4 --bid 2 --won 3 --harry +1", "ability.harry", RG + ": adjust your own bid by +/-1", 60),
    Pts("--cards 4 --bid 2 --won 2 --harry +1", "ability.harry", RG, -10),
    Pts("--cards 4 --bid 3 --won 2 --harry -1", "ability.harry", RG, 40),
    Pts("--cards 5 --bid 0 --won 1 --harry +1", "ability.harry", "D11: Harry across zero, +20 not -50", 20),
    Pts("--cards 4 --bid 1 --won 1 --harry -1", "ability.harry", "R 8 with score.zero: a bid of 0 broken", -40),
    Pts("--cards 4 --bid 0 --won 1 --harry -1", "bid.range", "R 8: plus or minus 1; no bid below 0", None),
    Pts("--cards 4 --bid 1 --won 0 --harry +1", "ability.unlock", RG + ": winning a trick by playing Harry", None),
    Pts("--cards 4 --bid 1 --won 2 --harry +1 --bonus 14", "ability.harry", RG + " with bonus.fourteen", 50),
    Pts("--cards 4 --bid 2 --won 3 --harry 0", "ability.harry", "R 8: or to leave it the same", -10),
    Pts("--cards 4 --bid 1 --won 2 --harry +1 --wager 20", "score.wager", "R 8: two pirates, two tricks", 60),
    # Rascal scoring (score.rascal, score.rascal-bonus, score.cannonball)
    Pts("--cards 6 --bid 3 --won 3 --scoring rascal", "score.rascal", ZH + ": 直接命中，获得全数分数", 60),  # noqa: RUF001 (the seed quoted as printed)
    Pts("--cards 6 --bid 3 --won 4 --scoring rascal", "score.rascal", ZH + ": 擦身而过，获得一半分数; R 7: 60/30", 30),  # noqa: RUF001 (the seed quoted as printed)
    Pts("--cards 6 --bid 3 --won 1 --scoring rascal", "score.rascal", ZH + ": 全然失手，完全不会得分", 0),  # noqa: RUF001 (the seed quoted as printed)
    Pts("--cards 4 --bid 0 --won 1 --scoring rascal", "score.rascal", "R 7: bid 0, took 1, 4 cards dealt: +20", 20),
    Pts("--cards 6 --bid 0 --won 0 --scoring rascal", "score.rascal", ZH + ": 不管每位玩家下注多少", 60),
    Pts("--cards 6 --bid 3 --won 3 --scoring rascal --bonus black14", "score.rascal-bonus", ZH + ": 全数奖励分数", 80),
    Pts("--cards 6 --bid 3 --won 4 --scoring rascal --bonus black14", "score.rascal-bonus", ZH + ": 一半奖励分数", 40),
    Pts("--cards 6 --bid 3 --won 5 --scoring rascal --bonus black14", "score.rascal-bonus", ZH + ": 不会获得", 0),
    Pts("--cards 6 --bid 3 --won 4 --scoring rascal --bonus 8", "score.rascal-bonus", "R 7, rulings: halves", 32),
    Pts(
        "--cards 6 --bid 3 --won 4 --scoring rascal --bonus 8 --ruling rascal-halves=away-from-zero",
        "score.rascal-bonus",
        "R 7, rulings: rascal-halves",
        33,
    ),
    Pts("--cards 6 --bid 3 --won 4 --scoring rascal --bonus 7", "score.rascal-bonus", "R 7 with exp.seven", 28),
    Pts("--cards 6 --bid 3 --won 3 --scoring cannonball", "score.cannonball", "R 7: 15 points for each card", 90),
    Pts("--cards 6 --bid 3 --won 4 --scoring cannonball", "score.cannonball", "R 7: 0 if you're off, even by 1", 0),
    Pts("--cards 6 --bid 3 --won 4 --scoring cannonball --bonus black14", "score.cannonball", "R 7", 0),
    Pts("--cards 6 --bid 0 --won 0 --scoring cannonball", "score.cannonball", "R 7: 6 cards, cannonball 90", 90),
    # the Expansion Pack (exp.eight, exp.seven, con.bonus, davy.bonus)
    Pts("--cards 4 --bid 1 --won 1 --bonus 8", "exp.eight", X + ": +5 points (8's)", 25),
    Pts("--cards 4 --bid 1 --won 1 --bonus 7", "exp.seven", X + ": -5 points (7's)", 15),
    Pts(
        "--cards 4 --bid 1 --won 2 --bonus 7",
        "score.bonus",
        X + ": (or penalty points) ... only if they get their bid",
        -10,
    ),
    Pts("--cards 4 --bid 1 --won 1 --bonus con", "con.bonus", X + ": they earn a 30-point bonus", 50),
    Pts("--cards 4 --bid 0 --won 0 --bonus davy", "davy.bonus", X + ": 20 bonus points for each Sea Monster", 60),
    Pts("--cards 4 --bid 1 --won 0 --bonus davy", "score.bonus", X + " A Few Notes; D5: conditional", -10),
    Pts("--cards 4 --bid 1 --won 0 --bonus davy --ruling davy-needs-bid=always", "davy.bonus", "D5 other reading", 10),
    Pts("--cards 4 --bid 1 --won 1 --bonus 8=5", "box.copies", X + ": 7s, 8s, & 0/14s: 1 of each suit", None),
    # the 2013 first edition (first.*)
    Pts("--edition 2013 --cards 5 --bid 0 --won 0", "first.zero", "R 13: 2013 zero bid 10 x round number", 50),
    Pts("--edition 2013 --cards 2 --bid 1 --won 1 --bonus king", "first.king", "R 13: Mermaid takes SK +50", 70),
    Pts("--edition 2013 --cards 1 --bid 1 --won 1 --bonus pirate", "first.pirate", "R 13", 50),
    Pts("--edition 2013 --cards 2 --bid 1 --won 1 --bonus 14", "first.mermaid", "R 12: suits 1-13; R 13 no 14", None),
    Pts("--edition 2013 --cards 2 --bid 1 --won 1 --alliance made", "first.deck", "R 12: 66 cards, no Loot", None),
    Pts("--edition 2013 --cards 2 --bid 1 --won 2 --harry +1", "first.deck", "R 12, D10: no abilities in 2013", None),
    # what no round can be (bid.range, setup.deal)
    Pts("--cards 3 --bid 4 --won 1", "bid.range", RG + ": bid the number of tricks", None),
    Pts("--cards 3 --bid 1 --won 4", "bid.range", RG + ": once every dealt card is played", None),
    Pts("--cards 11 --bid 1 --won 1", "setup.deal", RG + ": up to 10 cards in round 10", None),
]

PORTED = [
    Ported(AMIR, "TestCalculateScore: Bilbo", "--cards 1 --bid 1 --won 1", "score.bid", 20),
    Ported(AMIR, "TestCalculateScore: Arwen", "--cards 1 --bid 0 --won 0", "score.zero", 10),
    Ported(AMIR, "TestCalculateScore2: Bilbo", "--cards 2 --bid 2 --won 2", "score.bid", 40),
    Ported(AMIR, "TestCalculateScore2: Arwen", "--cards 2 --bid 0 --won 0", "score.zero", 20),
    Ported(AMIR, "TestCalculateScore3: Bilbo", "--cards 2 --bid 0 --won 2", "score.zero", -20),
    Ported(AMIR, "TestCalculateScore3: Arwen", "--cards 2 --bid 1 --won 0", "score.miss", -10),
    Ported(AMIR, "TestCalculateScore4", "--cards 9 --bid 0 --won 2", "score.zero", -90),
    Ported(AMIR, "TestCalculateScore5", "--cards 7 --bid 0 --won 0", "score.zero", 70),
    Ported(
        AMIR,
        "TestCalculateScoreWith14CardsBonusPoint",
        "--cards 3 --bid 3 --won 3 --bonus g14 --bonus b14",
        "bonus.fourteen",
        90,
    ),
    Ported(
        AMIR,
        "TestCalculateScoreWithSkullKingBonusPoint",
        "--cards 3 --bid 3 --won 3 --bonus pirate",
        "bonus.pirate",
        90,
    ),
    Ported(
        AMIR,
        "TestNoBonusPointWhenYouBidWrong (a Kraken trick)",
        "--deck advanced --cards 3 --bid 3 --won 2 --bonus pirate",
        "score.bonus",
        -10,
    ),
    Ported(PASCAL, "Test win with Since2021 rules: bids 1 won 1", "--cards 1 --bid 1 --won 1", "score.bid", 20),
    Ported(PASCAL, "Test win with Since2021 rules: empty round 1", "--cards 1 --bid 0 --won 0", "score.zero", 10),
    Ported(
        PASCAL,
        "Test win with Since2021 rules: pirates 1",
        "--cards 1 --bid 1 --won 1 --bonus pirate",
        "bonus.pirate",
        50,
    ),
    Ported(
        PASCAL, "Test win with Since2021 rules: skullKing 1", "--cards 1 --bid 1 --won 1 --bonus king", "bonus.king", 60
    ),
    Ported(
        PASCAL,
        "Test win with Since2021 rules: loots 1",
        "--cards 1 --bid 1 --won 1 --alliance made",
        "score.alliance",
        40,
    ),
    Ported(
        PASCAL,
        "Test win with Since2021 rules: mermaids 1",
        "--cards 1 --bid 1 --won 1 --bonus mermaid",
        "bonus.mermaid",
        40,
    ),
    Ported(
        PASCAL,
        "Test win with Since2021 rules: standard14 1",
        "--cards 1 --bid 1 --won 1 --bonus 14",
        "bonus.fourteen",
        30,
    ),
    Ported(
        PASCAL,
        "Test win with Since2021 rules: black14 1",
        "--cards 1 --bid 1 --won 1 --bonus black14",
        "bonus.black-fourteen",
        40,
    ),
    Ported(PASCAL, "Test lost with Since2021 rules: bids 1", "--cards 1 --bid 1 --won 0", "score.miss", -10),
    Ported(PASCAL, "Test lost with Since2021 rules: won 1", "--cards 1 --bid 0 --won 1", "score.zero", -10),
    Ported(
        PASCAL, "Test win with Initial rules: bids 1 won 1", "--edition 2013 --cards 1 --bid 1 --won 1", "score.bid", 20
    ),
    Ported(
        PASCAL,
        "Test win with Initial rules: empty round 4",
        "--edition 2013 --cards 4 --bid 0 --won 0",
        "first.zero",
        40,
    ),
    Ported(
        PASCAL,
        "Test win with Initial rules: pirates 1",
        "--edition 2013 --cards 1 --bid 1 --won 1 --bonus pirate",
        "first.pirate",
        50,
    ),
    Ported(
        PASCAL,
        "Test win with Initial rules: skullKing 1",
        "--edition 2013 --cards 1 --bid 1 --won 1 --bonus king",
        "first.king",
        70,
    ),
    Ported(
        PASCAL, "Test lost with Initial rules: won 1", "--edition 2013 --cards 1 --bid 0 --won 1", "first.zero", -10
    ),
    Ported(
        KRYO,
        "Loot_AlliesWithWinner_BothExact_GetPlus20Each: P0",
        "--cards 3 --bid 1 --won 1 --alliance made",
        "score.alliance",
        40,
    ),
    Ported(
        KRYO,
        "Loot_AlliesWithWinner_BothExact_GetPlus20Each: P1",
        "--cards 3 --bid 2 --won 2 --alliance made",
        "score.alliance",
        60,
    ),
    Ported(
        KRYO,
        "Loot_AlliesWithWinner_OnlyLootExact_NoBonus: P0",
        "--cards 4 --bid 1 --won 1 --alliance missed",
        "score.alliance",
        20,
    ),
    Ported(
        KRYO,
        "Loot_AlliesWithWinner_OnlyLootExact_NoBonus: P1",
        "--cards 4 --bid 2 --won 1 --alliance made",
        "score.alliance",
        -10,
    ),
    Ported(
        KRYO,
        "Loot_TwoLoots_SameWinner_AllExact: P3",
        "--cards 7 --bid 3 --won 3 --alliance made --alliance made",
        "score.alliance",
        100,
    ),
    Ported(KRYO, "Loot_TwoLoots_SameWinner_AllExact: P2", "--cards 7 --bid 0 --won 0", "score.zero", 70),
]

DIFFERENT = [
    Ported(
        PASCAL,
        "Test win with Since2021 rules: bonuses 10 on an empty round 1",
        "--cards 1 --bid 0 --won 0 --bonus 14",
        "bonus.capture",
        None,
        "the source pays a free +10 to a zero bid with no trick won (20); no +10 bonus is earned without a"
        " trick: a 14 is captured by the trick's winner (RG bonus table)",
    ),
    Ported(
        PASCAL,
        "Test lost with Since2021 rules: won 1, bonuses -10",
        "--deck expansion-all --cards 1 --bid 0 --won 1 --bonus 7=2",
        "score.bonus",
        -10,
        "the source takes a -10 penalty on a missed bid (-20); X: 'Bonus points (or penalty points) are still"
        " only awarded ... if they get their bid' (D6)",
    ),
    Ported(
        PASCAL,
        "Test lost with Since2021 rules: bids 1, pirates 1",
        "--cards 1 --bid 1 --won 0 --bonus pirate",
        "bonus.capture",
        None,
        "the source scores a capture by a player who won no trick (-10); only the winner of a trick captures",
    ),
    Ported(
        PASCAL,
        "Test lost with Since2021 rules: bids 1, rascalBid 20 (round 2, no trick won)",
        "--cards 2 --bid 1 --won 0 --wager 20",
        "ability.unlock",
        None,
        "the source loses a wager with no trick won (-30); RG: Rascal's ability is unlocked by winning a trick"
        " with Rascal, so a player who won none cannot wager",
    ),
    Ported(
        PASCAL,
        "Test win with Initial rules: skullKing 1 and pirates 1 in round 2, one trick won",
        "--edition 2013 --cards 2 --bid 1 --won 1 --bonus king --bonus pirate",
        "first.king",
        None,
        "the source pays +50 and +30 for one trick (100); there is one Skull King: the trick where a Mermaid"
        " takes him is not one where he takes a Pirate (FAQ: only the Mermaid's bonus)",
    ),
    Ported(
        PASCAL,
        "Test win with Initial rules: loots 1 on an empty round 4",
        "--edition 2013 --cards 4 --bid 0 --won 0 --alliance made",
        "first.deck",
        None,
        "the source ignores a Loot field under its initial rules (40); the 2013 deck has no Loot (R 12)",
    ),
]


def _score(cli: Cli, args: str) -> tuple[int, dict[str, Any] | None, str]:
    code, out, err = cli("score", "--json", *shlex.split(args))
    return code, (json.loads(out) if code == 0 else None), err


def _held(cli: Cli, args: str, rule: str, total: int | None) -> None:
    """The round's total and the rule that decides it named in the breakdown, or a refusal that says why."""
    code, said, err = _score(cli, args)
    if total is None:
        assert code == 2, said
        assert err.strip(), "a refusal says why"
        return
    assert code == 0, err
    assert said is not None
    assert said["total"] == total, json.dumps(said["items"], indent=1)
    assert rule in {item["rule"] for item in said["items"]}, [item["rule"] for item in said["items"]]


@pytest.mark.parametrize("case", ROUNDS, ids=lambda c: f"{c.rule} {c.args}")
def test_a_round_from_the_sources(cli: Cli, case: Pts) -> None:
    _held(cli, case.args, case.rule, case.total)


@pytest.mark.parametrize("case", PORTED, ids=lambda c: f"{c.source[0]} {c.case}")
def test_a_ported_round(cli: Cli, case: Ported) -> None:
    _held(cli, case.args, case.rule, case.total)


@pytest.mark.parametrize("case", DIFFERENT, ids=lambda c: f"{c.source[0]} {c.case}")
def test_a_ported_round_held_to_the_rulebook(cli: Cli, case: Ported) -> None:
    assert case.why
    _held(cli, case.args, case.rule, case.total)


class Game(NamedTuple):
    """A score sheet: what it shows, the deciding rule, the source and what it adds up to.

    ``expect`` keys, each optional: ``totals``; ``round``: (round number, that round's scores); ``winner``;
    ``leaders``; ``tie``; ``cards``: the cards each round deals; ``refused``: True when the sheet is refused.
    """

    name: str
    text: str
    rule: str
    source: str
    expect: dict[str, Any]


ABC = "players: Ann Ben Cat\n"
WHOLE = (
    ABC + "round 1: 1/1 0/0 0/0\nround 2: 1/1 1/1 0/0\nround 3: 1/2 1/1,14 0/0\nround 4: 2/2,black14 0/1 2/1\n"
    "round 5: 0/0 3/3,pirate 2/2\nround 6: 2/3 2/2,mermaid 2/1\nround 7: 3/3,king 0/0 4/4\n"
    "round 8: 4/4 4/3 0/1\nround 9: 0/0 5/5,14=2 4/4\nround 10: 5/6 5/4 0/0\n"
)
EIGHT = "players: A B C D E F G H\n" + "".join(
    f"round {r}: {c}/{c}" + " 0/0" * 7 + "\n" for r, c in enumerate([1, 2, 3, 4, 5, 6, 7, 8, 8, 8], start=1)
)
TIED = ABC + "variant: swift-n-salty\nround 1: 1/1 1/1 3/3\nround 2: 3/3 1/1 1/1\nround 3: 0/0 5/5 0/0\n"
TIED += "round 4: 2/2 2/2 1/1\nround 5: 1/1 0/0 4/4\n"  # Ann 190, Ben 230, Cat 230

GAMES = [
    Game(
        "a whole game of ten rounds",
        WHOLE,
        "game.end",
        RG + ": after 10 rounds, totals are compared and the highest score wins",
        {
            "totals": {"Ann": 390, "Ben": 340, "Cat": 260},
            "winner": "Ann",
            "round": (4, {"Ann": 60, "Ben": -40, "Cat": -10}),
        },
    ),
    Game(
        "eight players: rounds 9 and 10 deal 8, a zero bid in round 10 is +80",
        EIGHT,
        "setup.cap",
        RG + ": with eight players ... Rounds 9 and 10 also deal only 8 cards each; D7",
        {"cards": [1, 2, 3, 4, 5, 6, 7, 8, 8, 8], "round": (10, {"A": 160, "B": 80}), "totals": {"A": 1040, "H": 520}},
    ),
    Game(
        "eight players cannot bid 9 in round 10",
        EIGHT.replace("round 10: 8/8", "round 10: 9/8"),
        "bid.range",
        RG + ": each hand is capped at 8 cards",
        {"refused": True},
    ),
    Game(
        "a tie at the end of the game: another round",
        TIED,
        "game.tie",
        RG + ": in the event of a tie, tied players play another round until the tie is broken; D13",
        {"totals": {"Ann": 190, "Ben": 230, "Cat": 230}, "winner": None, "tie": True, "leaders": ["Ben", "Cat"]},
    ),
    Game(
        "a tie below the top is no tie",
        TIED.replace("round 5: 1/1 0/0 4/4", "round 5: 1/1 2/2 2/2"),
        "game.end",
        RG + ": the highest score wins",
        {"winner": "Ben", "tie": False},
    ),
    Game(
        "a Kraken trick: nobody wins it, the one who would have won misses a bid of 1",
        ABC + "deck: advanced\nround 1:\n  bids: 0 0 1\n  trick: Ann=g5 Ben=kraken Cat=g9\n",
        "kraken.destroy",
        RG + ": Kraken destroys the entire trick when played. No one wins",
        {"round": (1, {"Ann": 10, "Ben": 10, "Cat": -10})},
    ),
    Game(
        "a White Whale trick of specials only is discarded",
        ABC + "deck: advanced\nround 1:\n  bids: 1 0 0\n  trick: Ann=rosie Ben=escape Cat=whale\n",
        "whale.discard",
        "D1: if only special cards were played, then the trick is discarded",
        {"round": (1, {"Ann": -10, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "the FAQ's White Whale then Kraken: destroyed, nobody takes it",
        "players: Ann Ben Cat Dan\ndeck: advanced\nround 1:\n  bids: 0 1 0 0\n"
        "  trick: Ann=y12 Ben=b3 Cat=whale Dan=kraken\n",
        "monster.last",
        FAQ + ": if the White Whale is played before the Kraken, the trick is still destroyed",
        {"round": (1, {"Ann": 10, "Ben": -10, "Cat": 10, "Dan": 10})},
    ),
    Game(
        "a round of bids and tricks won may leave a trick unwon with the advanced cards",
        ABC + "deck: advanced\nround 1: 0/0 0/0 0/0\nround 2: 0/0 1/1 0/0\nround 3: 0/0 1/1 0/0\n",
        "kraken.destroy",
        "D8: won tricks + destroyed or discarded tricks = cards dealt; one Kraken and one Whale trick: total 1",
        {"totals": {"Ann": 60, "Ben": 50, "Cat": 60}},
    ),
    Game(
        "three tricks unwon in one round are more than one Kraken and one White Whale",
        ABC + "deck: advanced\nround 1: 1/1 0/0 0/0\nround 2: 0/0 1/1 1/1\nround 3: 0/0 0/0 0/0\n",
        "kraken.destroy",
        "D8; " + RG + " components: 1 Kraken, 1 White Whale",
        {"refused": True},
    ),
    Game(
        "without the advanced cards every trick is won",
        ABC + "deck: base\nround 1: 0/0 0/0 0/0\n",
        "rank.escape",
        RG + ": if every player plays an Escape, the first one played wins",
        {"refused": True},
    ),
    Game(
        "a Loot led, the others Escape: the Loot's player wins, no alliance",
        ABC + "deck: advanced\nround 1:\n  bids: 1 0 0\n  trick: Ann=loot Ben=escape Cat=escape\n",
        "loot.none",
        FAQ + ": the Loot player wins the trick, but no alliance forms and no bonus is awarded",
        {"round": (1, {"Ann": 20, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "a Loot captured: both allies make their bids, +20 each",
        ABC + "deck: advanced\nround 1:\n  bids: 0 1 0\n  trick: Ann=loot Ben=g9 Cat=g5\n",
        "score.alliance",
        RG + ": Loot forms an alliance ... if both hit their bid that round, each scores +20",
        {"round": (1, {"Ann": 30, "Ben": 40, "Cat": 10})},
    ),
    Game(
        "a Loot in a Kraken trick allies nobody (Kryo4lex Loot_Kraken_Cancels_NoAlliance)",
        ABC + "deck: advanced\nround 1:\n  bids: 0 0 0\n  trick: Ann=loot Ben=kraken Cat=g5\n",
        "loot.none",
        "R 4: Kraken trick: nobody captures, so no alliance; " + KRYO[0],
        {"round": (1, {"Ann": 10, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "two players: Graybeard's tricks score for nobody",
        "players: Ann Ben\nround 1:\n  bids: 0 0\n  trick: Ann=g5 Graybeard=g9 Ben=g3\nround 2: 0/0 1/1\n",
        "two.ghost",
        RG + ": the third stays face down ... Graybeard's ghost; R 9: he does not bid or score",
        {"round": (1, {"Ann": 10, "Ben": 10}), "totals": {"Ann": 30, "Ben": 30}},
    ),
    Game(
        "two players: the Loot is left out",
        "players: Ann Ben\ndeck: advanced\nround 1: 0/0,loot=Ben 1/1,loot=Ann\n",
        "two.cards",
        RG + ": Loot cards are not used in a two-player game",
        {"refused": True},
    ),
    Game(
        "two players with the Loot by the ruling that uses it",
        "players: Ann Ben\ndeck: advanced\nruling: two-player-loot=used\nround 1: 0/0,loot=Ben 1/1,loot=Ann\n",
        "two.cards",
        "R 9: RB24 adds that Loot is not used; RB21 does not say so (ruling two-player-loot)",
        {"round": (1, {"Ann": 30, "Ben": 40})},
    ),
    Game(
        "Rascal scoring: each player chooses grapeshot or cannonball",
        ABC + "variant: swift-n-salty\nscoring: rascal\nround 1: 2/2 2/3,cannonball 0/0,cannonball\n"
        "round 2: 1/2 3/3,cannonball 0/0\n",
        "score.choice",
        "R 7: Grapeshot (open hand) or Cannonball (closed fist), 5 cards: 50/25/0 or 75/0",
        {"round": (1, {"Ann": 50, "Ben": 0, "Cat": 75}), "totals": {"Ann": 75, "Ben": 75, "Cat": 125}},
    ),
    Game(
        "a tie at the end of the game shared, by the 2021 rulebook's reading",
        TIED.replace("round 1:", "ruling: game-tie=shared\nround 1:"),
        "game.tie",
        "D13: RB21 is silent (ruling game-tie=shared)",
        {"totals": {"Ann": 190, "Ben": 230, "Cat": 230}, "leaders": ["Ben", "Cat"], "winner": None, "tie": True},
    ),
    Game(
        "the Expansion Pack's worked example: Kevin's 8 ties Greg's expansion 8 and takes it, +5",
        "players: Kevin Terri Greg Matt\ndeck: expansion-all\nround 1:\n  bids: 1 0 0 0\n"
        "  trick: Kevin=y8 Terri=p12 Greg=y8x Matt=escape\n",
        "exp.eight",
        X + ": the 8's tie, and Kevin wins the trick; capturing an expansion 8 grants +5",
        {"round": (1, {"Kevin": 25, "Terri": 10, "Greg": 10, "Matt": 10})},
    ),
    Game(
        "the Expansion Pack's worked example: Davy Jones, Stingray, Plank: discarded, nobody's trick",
        ABC + "deck: expansion-all\nround 1:\n  bids: 0 0 0\n  trick: Ann=davy Ben=stingray Cat=plank\n",
        "exp.discard",
        X + ": the trick is discarded, and Player 1 leads out the next trick (ruling discard-captures=nothing)",
        {"round": (1, {"Ann": 10, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "the same discarded trick pays Davy Jones by the other reading",
        ABC + "deck: expansion-all\nruling: discard-captures=davy\nround 1:\n  bids: 0 0 0\n"
        "  trick: Ann=davy Ben=stingray Cat=plank\n",
        "davy.bonus",
        X + ": 20 bonus points are earned for each Sea Monster captured by Davy Jones (ruling discard-captures)",
        {"round": (1, {"Ann": 30, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "a Mermaid, the Skull King and a Pirate: only the Mermaid's +40",
        ABC + "round 1:\n  bids: 1 0 0\n  trick: Ann=mermaid Ben=sk Cat=rosie\n",
        "rank.mermaid-king",
        FAQ + ": only the +40 bonus for a Mermaid capturing the Skull King applies",
        {"round": (1, {"Ann": 60, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "the Tigress as an Escape taken by the Skull King: no bonus",
        ABC + "round 1:\n  bids: 1 0 0\n  trick: Ann=sk Ben=tigress:escape Cat=g3\n",
        "score.bid",
        FAQ + ": declared as an Escape ... does not qualify for capture bonuses",
        {"round": (1, {"Ann": 20, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "Harry the Giant after the round's final trick",
        ABC + "abilities: yes\nround 1:\n  bids: 0 0 0\n  trick: Ann=harry Ben=g5 Cat=g7\n  harry: +1\n",
        "ability.harry",
        FAQ + ": Harry the Giant, whose power may be used even after a round's final trick",
        {"round": (1, {"Ann": 20, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "Rascal's wager after the round's final trick is refused",
        ABC + "abilities: yes\nround 1:\n  bids: 1 0 0\n  trick: Ann=rascal Ben=g5 Cat=g7\n  rascal: 20\n",
        "ability.unlock",
        FAQ + ": the only exception is Harry the Giant; D10",
        {"refused": True},
    ),
    Game(
        "Rascal's wager after the round's final trick under the 2018 printable",
        ABC + "edition: 2018\nabilities: yes\nround 1:\n  bids: 1 0 0\n  trick: Ann=rascal Ben=g5 Cat=g7\n"
        "  rascal: 20\n",
        "ability.rascal",
        "D10: the 2018 Legendary Expansion printable allowed Harry or Rascal on the last trick",
        {"round": (1, {"Ann": 40, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "Rascal's wager after an earlier trick is lost on a missed bid",
        ABC + "abilities: yes\nround 1: 0/0 0/0 1/1\nround 2:\n  bids: 2 0 0\n  trick: Ben=g2 Cat=g3 Ann=rascal\n"
        "  rascal: 10\n  trick: Ann=g4 Ben=g5 Cat=g6\n",
        "score.wager",
        "R 8: Earn the points if you bid correct, lose them if you fail",
        {"round": (2, {"Ann": -20, "Ben": 20, "Cat": -20})},
    ),
    Game(
        "ported: four 2013 rounds, one from each roundScore test",
        "players: A B C D\nedition: 2013\nround 1: 0/0 0/0 0/1,pirate 0/0\nround 2: 2/1,pirate 0/1 1/0 1/0\n"
        "round 3: 2/2,pirate 0/1 1/0 1/0\nround 4: 2/2,king 0/0 1/0 4/2\n",
        "first.king",
        SARA + ": 'With no bets in first round, one player loses', 'No bets fulfilled', 'Bet fulfilled with"
        " score', 'Other bet fulfilled with score' (roundScore(0..3, ...)), as rounds 1 to 4 of one game",
        {
            "round": (4, {"A": 90, "B": 40, "C": -10, "D": -20}),
            "totals": {"A": 160, "B": 0, "C": -40, "D": -30},
        },
    ),
    Game(
        "ported: one more bet than tricks",
        "players: A B C D\nedition: 2013\nround 1: 1/1 0/0 1/0 0/0\n",
        "score.miss",
        SARA + ": 'With one more bet than tricks, one player loses'",
        {"round": (1, {"A": 20, "B": 10, "C": -10, "D": 10})},
    ),
    Game(
        "ported: a tie for the lead is not a win",
        TIED,
        "game.tie",
        THEO + ": 'départage : aucune partie ne finit avec des premiers ex aequo'",
        {"winner": None, "tie": True},
    ),
    Game(
        "a Kraken trick captures nothing: no 14 for the one who would have won",
        "players: Ann Ben Cat\ndeck: advanced\nround 1:\n  bids: 0 0 0\n  trick: Ann=g14 Ben=kraken Cat=g3\n",
        "kraken.destroy",
        RG + ": Kraken destroys the entire trick ... No one wins",
        {"round": (1, {"Ann": 10, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "a White Whale trick: the highest number takes the 14 and its bonus",
        "players: Ann Ben Cat\ndeck: advanced\nround 1:\n  bids: 1 0 0\n  trick: Ann=g14 Ben=whale Cat=y3\n",
        "bonus.fourteen",
        "R 13: 14s still count in White Whale tricks (inferred); " + RG + ": only the number decides",
        {"round": (1, {"Ann": 30, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "a White Whale trick pays no character bonus",
        "players: Ann Ben Cat Dan\ndeck: advanced\nround 1:"
        "\n  bids: 0 0 0 1\n  trick: Ann=rosie Ben=mermaid Cat=whale Dan=g2\n",
        "whale.numbers",
        RG + ": White Whale destroys every special card's effect; R 13: character bonuses do not count",
        {"round": (1, {"Ann": 10, "Ben": 10, "Cat": 10, "Dan": 20})},
    ),
    Game(
        "a Loot in a White Whale trick allies with the highest number",
        "players: Ann Ben Cat\ndeck: advanced\nround 1:\n  bids: 0 1 0\n  trick: Ann=loot Ben=g5 Cat=whale\n",
        "score.alliance",
        "R 4: White Whale trick: the winner on the highest number captures the Loot (ruling monster-loot)",
        {"round": (1, {"Ann": 30, "Ben": 40, "Cat": 10})},
    ),
    Game(
        "an Escape led, a Loot later, all Escapes: the first card takes the Loot",
        "players: Ann Ben Cat\ndeck: advanced\nround 1:\n  bids: 1 0 0\n  trick: Ann=escape Ben=loot Cat=escape\n",
        "score.alliance",
        "R 4: escape first, Loot later, all Escapes: the first card wins and captures the Loot",
        {"round": (1, {"Ann": 40, "Ben": 30, "Cat": 10})},
    ),
    Game(
        "two Loots taken by one winner: two alliances (Kryo4lex Loot_TwoLoots_SameWinner)",
        "players: Ann Ben Cat Dan\ndeck: advanced\nround 1:"
        "\n  bids: 0 0 0 1\n  trick: Ann=loot Ben=loot Cat=y12 Dan=y13\n",
        "score.alliance",
        KRYO[0] + " Loot_TwoLoots_SameWinner_AllExact_WinnerGets40_EachLootGets20; " + RG + ": Loot (2)",
        {"round": (1, {"Ann": 30, "Ben": 30, "Cat": 10, "Dan": 60})},
    ),
    Game(
        "Davy Jones destroys the Kraken: +20 to the Locker's player",
        "players: Ann Ben Cat\ndeck: all\nround 1:\n  bids: 0 1 0\n  trick: Ann=kraken Ben=g9 Cat=davy\n",
        "davy.bonus",
        X + ": it destroys all Sea Monsters ... 20 bonus points are earned for each Sea Monster captured by Davy Jones",
        {"round": (1, {"Ann": 10, "Ben": 20, "Cat": 30})},
    ),
    Game(
        "Walk the Plank removes the Pirate: the Skull King earns no +30",
        "players: Ann Ben Cat\ndeck: expansion-all\nround 1:\n  bids: 1 0 0\n  trick: Ann=sk Ben=rosie Cat=plank\n",
        "plank.remove",
        X + ": no bonus is earned for capturing that pirate, as it is no longer in the trick",
        {"round": (1, {"Ann": 20, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "the Skull King takes First Mate Con: +30",
        "players: Ann Ben\ndeck: expansion-all\nround 1:"
        "\n  bids: 0 1\n  ghost: g2\n  trick: Ann=con Graybeard=g2 Ben=sk\n",
        "con.bonus",
        X + ": if the Skull King or a Mermaid takes him, they earn a 30-point bonus",
        {"round": (1, {"Ann": 10, "Ben": 50})},
    ),
    Game(
        "the Whirlpool's first round deals 9: a zero bid held is +90",
        "players: Ann Ben Cat\nvariant: whirlpool\nround 1: 0/0 4/4 5/5\n",
        "score.zero",
        RG + ": Whirlpool: two rounds each of 9, 7, 5, 3, and 1 cards; 10 points per card dealt",
        {"round": (1, {"Ann": 90, "Ben": 80, "Cat": 100})},
    ),
    Game(
        "two players alternate the lead; Graybeard plays second",
        "players: Ann Ben\nround 1: 0/0 0/0\nround 2:\n  bids: 1 1\n  trick: Ben=g5 Graybeard=g2 Ann=g3\n"
        "  trick: Ben=y5 Graybeard=y2 Ann=y3\n",
        "two.order",
        RG + ": the two players alternate who leads, but Graybeard always plays second",
        {"round": (2, {"Ann": -10, "Ben": -10})},
    ),
    Game(
        "two players: Ann cannot lead round 2",
        "players: Ann Ben\nround 1: 0/0 0/0\nround 2:\n  bids: 1 1\n  trick: Ann=g5 Graybeard=g2 Ben=g3\n"
        "  trick: Ann=y5 Graybeard=y2 Ben=y3\n",
        "two.order",
        RG + ": the two players alternate who leads",
        {"refused": True},
    ),
    Game(
        "after a Kraken the one who would have won leads the round's next trick",
        "players: Ann Ben Cat\ndeck: advanced\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 0 0 1\n"
        "  trick: Ben=g3 Cat=kraken Ann=g9\n  trick: Ann=y2 Ben=y3 Cat=y9\n",
        "kraken.leader",
        RG + ": whoever would have won leads the next trick",
        {"round": (2, {"Ann": 20, "Ben": 20, "Cat": 20})},
    ),
    Game(
        "after a Kraken the Kraken's player does not lead",
        "players: Ann Ben Cat\ndeck: advanced\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 0 0 1\n"
        "  trick: Ben=g3 Cat=kraken Ann=g9\n  trick: Cat=y9 Ann=y2 Ben=y3\n",
        "kraken.leader",
        RG + ": whoever would have won leads the next trick",
        {"refused": True},
    ),
    Game(
        "after a White Whale trick of specials the Whale's player leads",
        "players: Ann Ben Cat\ndeck: advanced\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 0 0 1\n"
        "  trick: Ben=rosie Cat=whale Ann=escape\n  trick: Cat=y9 Ann=y2 Ben=y3\n",
        "whale.discard",
        "R 2: RB21, the person who played the White Whale is the next to lead (ruling monster-discard-leader)",
        {"round": (2, {"Ann": 20, "Ben": 20, "Cat": 20})},
    ),
    Game(
        "the 0/14 as a 14 takes the trick but earns no 14 bonus",
        "players: Ann Ben Cat\ndeck: expansion-all\nround 1:\n  bids: 1 0 0\n  trick: Ann=y14x Ben=y3 Cat=g2\n",
        "exp.zero-fourteen",
        X + ": unlike standard 14's, it does not award bonus points when captured",
        {"round": (1, {"Ann": 20, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "the 0/14 played first ties a 14 and takes it, with its +10",
        "players: Ann Ben Cat\ndeck: expansion-all\nround 1:\n  bids: 1 0 0\n  trick: Ann=g14x Ben=g14 Cat=g2\n",
        "bonus.fourteen",
        X + ": if multiple 14's tie as the highest-ranked card, the first one played wins",
        {"round": (1, {"Ann": 30, "Ben": 10, "Cat": 10})},
    ),
    Game(
        "an expansion 7 taken costs its winner 5 on a made bid",
        "players: Ann Ben Cat\ndeck: expansion-all\nround 1:\n  bids: 0 1 0\n  trick: Ann=g7x Ben=g9 Cat=g2\n",
        "exp.seven",
        X + ": capturing an expansion 7 or 8 grants either a +5 points (8's) or a -5 points (7's)",
        {"round": (1, {"Ann": 10, "Ben": 15, "Cat": 10})},
    ),
    Game(
        "two players leave Walk the Plank out",
        "players: Ann Ben\ndeck: expansion-all\nround 1:\n  bids: 0 0\n  trick: Ann=plank Graybeard=g2 Ben=g3\n",
        "two.cards",
        X + ": in 2-player play, the Wild 15, Walk the Plank, and 0/14 cards are not used",
        {"refused": True},
    ),
    Game(
        "two players leave the 0/14 out",
        "players: Ann Ben\ndeck: expansion-all\nround 1:\n  bids: 0 0\n  trick: Ann=g14x Graybeard=g2 Ben=g3\n",
        "two.cards",
        X + ": these are not used in 2-player play",
        {"refused": True},
    ),
    Game(
        "the deal passes left: round 2 is led by the second player",
        "players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 0 1 0\n  trick: Ben=g9 Cat=g3 Ann=g2\n"
        "  trick: Ben=y2 Cat=y3 Ann=y9\n",
        "setup.dealer",
        ZH + ": 起始玩家左边的玩家成为下一位起始玩家 (ruling dealer=rotate)",
        {"round": (2, {"Ann": -20, "Ben": 20, "Cat": 20})},
    ),
    Game(
        "the dealer deals again: round 2 is led by the first player",
        "players: Ann Ben Cat\nruling: dealer=stay\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 0 1 0\n"
        "  trick: Ann=g2 Ben=g9 Cat=g3\n  trick: Ben=y2 Cat=y3 Ann=y9\n",
        "setup.dealer",
        RG + ": the player who dealt that round shuffles and deals the next one (ruling dealer=stay)",
        {"round": (2, {"Ann": -20, "Ben": 20, "Cat": 20})},
    ),
    Game(
        "Rosie D'Laney names who leads the next trick",
        "players: Ann Ben Cat\nabilities: yes\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 1 0 1\n"
        "  trick: Ben=g3 Cat=g5 Ann=rosie\n  rosie: Cat\n  trick: Cat=y9 Ann=y2 Ben=y3\n",
        "ability.rosie",
        RG + ": Rosie D'Laney (name who leads next)",
        {"round": (2, {"Ann": 20, "Ben": 20, "Cat": 20})},
    ),
    Game(
        "First Mate Con uses the powers of the Pirates he captures",
        "players: Ann Ben Cat\ndeck: expansion-all\nabilities: yes\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 0 1 1\n"
        "  trick: Ben=rosie Cat=con Ann=g2\n  rosie: Ben\n  trick: Ben=y9 Cat=y2 Ann=y3\n",
        "con.powers",
        X + ": when a player wins a trick with him, they may use the all pirate powers from any pirates he captures",
        {"round": (2, {"Ann": 20, "Ben": 20, "Cat": 20})},
    ),
    Game(
        "the Last Volley: one more card, then its player sits out the last trick",
        "players: Ann Ben Cat\ndeck: expansion-all\nround 1: 1/1 0/0 0/0\nround 2:\n  bids: 1 1 0\n"
        "  trick: Ben=g5 Cat=volley Ann=g9 Cat=g2\n  trick: Ann=y2 Ben=y3\n",
        "volley.extra",
        X + ": requires the player to play one additional card after all others have played. That player"
        " will then skip the final trick",
        {"round": (2, {"Ann": 20, "Ben": 20, "Cat": 20})},
    ),
    Game(
        "two players: after Graybeard wins, the round's leader leads",
        "players: Ann Ben\nround 1: 0/0 0/0\nround 2:\n  bids: 1 0\n  trick: Ben=g3 Graybeard=g9 Ann=g5\n"
        "  trick: Ben=y3 Graybeard=y2 Ann=y5\n",
        "two.leader",
        RG + ": if Graybeard wins the trick, the player who led that round leads the next one instead",
        {"round": (2, {"Ann": 20, "Ben": 20})},
    ),
    Game(
        "the 2013 edition: a zero bid scores 10 per round number",
        ABC + "edition: 2013\nround 1: 1/1 0/0 0/0\nround 2: 0/0 2/2 0/0\nround 3: 0/0 0/0 3/3\n",
        "first.zero",
        "R 13: a zero bid scores +/-10 x round number",
        {"totals": {"Ann": 70, "Ben": 80, "Cat": 90}},
    ),
]


class Deal(NamedTuple):
    """A sheet's header with no round: the cards each round deals, or None where the table cannot be seated."""

    header: str
    rule: str
    source: str
    cards: list[int] | None


def _players(n: int) -> str:
    return "players: " + " ".join(f"P{i}" for i in range(1, n + 1)) + "\n"


TEN = list(range(1, 11))
DEALS = [
    Deal(
        _players(8),
        "setup.cap",
        RG + ": with eight players, the late rounds cap at 8 cards",
        [1, 2, 3, 4, 5, 6, 7, 8, 8, 8],
    ),
    Deal(_players(7), "setup.deal", RG + ": 1 card in round 1 ... up to 10 cards in round 10", TEN),
    Deal(_players(2), "two.ghost", RG + ": shuffle and deal three hands", TEN),
    Deal(_players(6) + "edition: 2013\n", "first.deck", "R 12: 2013, 66 cards, 2-6 players", TEN),
    Deal(_players(7) + "edition: 2013\n", "first.deck", "R 12: 2013, 2-6 players", None),
    Deal(_players(9), "setup.players", RG + ": 10 rounds for 2 to 8 players", None),
    Deal(_players(9) + "deck: all\n", "exp.players", X + ": up to nine players can play the full ten rounds", TEN),
    Deal(
        _players(9) + "deck: expansion-all\n",
        "setup.cap",
        X + " and R 11: 93 cards for nine players' ten rounds; without the advanced four, 89 cards deal 9 at most",
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 9],
    ),
    Deal(
        _players(8) + "deck: expansion-all\n",
        "exp.players",
        X + ": with all expansion cards ... the full ten rounds",
        TEN,
    ),
    Deal(
        _players(10) + "deck: all\n",
        "exp.players",
        X + ": for more than 9 players, play as many rounds as possible ... then deal that number",
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 9],
    ),
    Deal(
        _players(8) + "deck: advanced\nruling: eight-players=deck\n",
        "setup.cap",
        "R 12: with all 74 cards, 9 would fit; use floor(deck / players)",
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 9],
    ),
    Deal(
        _players(4) + "variant: even-keeled\n",
        "setup.variants",
        RG + ": one round each of 2, 4, 6, 8, and 10",
        [2, 4, 6, 8, 10],
    ),
    Deal(
        _players(4) + "variant: skip-to-the-brawl\n",
        "setup.variants",
        RG + ": 6, 7, 8, 9, and 10 cards",
        [6, 7, 8, 9, 10],
    ),
    Deal(_players(4) + "variant: swift-n-salty\n", "setup.variants", RG + ": five rounds of 5 cards", [5] * 5),
    Deal(_players(4) + "variant: broadside-barrage\n", "setup.variants", RG + ": ten rounds of 10 cards", [10] * 10),
    Deal(
        _players(8) + "variant: broadside-barrage\n",
        "setup.cap",
        RG + ": this approach applies to any group size, as long as every player is dealt the same count",
        [8] * 10,
    ),
    Deal(
        _players(4) + "variant: whirlpool\n",
        "setup.variants",
        RG + ": two rounds each of 9, 7, 5, 3, and 1 cards",
        [9, 9, 7, 7, 5, 5, 3, 3, 1, 1],
    ),
]


def _sheet(text: str) -> dict[str, Any] | None:
    try:
        said: dict[str, Any] = read_sheet(text, "game.sheet").as_dict()
    except SheetError:
        return None
    return said


def _round(said: dict[str, Any], number: int) -> dict[str, int]:
    row = next(r for r in said["rounds"] if r["round"] == str(number))
    return {name: cell["total"] for name, cell in row["scores"].items()}


@pytest.mark.parametrize("case", GAMES, ids=lambda c: f"{c.rule} {c.name}")
def test_a_game_from_the_sources(case: Game) -> None:
    said = _sheet(case.text)
    want = case.expect
    if want.get("refused"):
        assert said is None, said and said["totals"]
        return
    assert said is not None, case.text
    if "totals" in want:
        assert {p: said["totals"][p] for p in want["totals"]} == want["totals"]
    if "round" in want:
        number, scores = want["round"]
        assert {p: _round(said, number)[p] for p in scores} == scores
    if "cards" in want:
        assert said["schedule"]["cards"] == want["cards"]
    for key in ("winner", "tie", "leaders"):
        if key in want:
            assert said[key] == want[key], key


def _deal_id(case: Deal) -> str:
    first, *rest = case.header.splitlines()
    return " ".join([case.rule, f"{len(first.split()) - 1} players", *rest])


@pytest.mark.parametrize("case", DEALS, ids=_deal_id)
def test_a_deal_from_the_sources(case: Deal) -> None:
    said = _sheet(case.header)
    if case.cards is None:
        assert said is None
        return
    assert said is not None
    assert said["schedule"]["cards"] == case.cards


def _entry(cell: str, **extra: Any) -> dict[str, Any]:
    bid, won = (int(n) for n in cell.split("/"))
    base = {"bid": bid, "won": won, "bonus": {}, "harry": None, "wager": None, "cannonball": False, "loot": None}
    return base | extra


def _pad_game(n: int, **options: Any) -> dict[str, Any]:
    return {
        "players": [f"P{i}" for i in range(1, n + 1)],
        "scoring": "classic",
        "abilities": False,
        "deck": "base",
    } | options


PAD = [
    # (the game, the cards dealt, the entries, the points from the sources, the source)
    (_pad_game(3), 10, [_entry("0/0"), _entry("0/1"), _entry("10/9")], [100, -100, -10], RG + " strategy: +100, -100"),
    (_pad_game(8), 8, [_entry("0/0"), _entry("8/8")] + [_entry("0/0")] * 6, [80, 160] + [80] * 6, RG + " cap; D7"),
    (
        _pad_game(3, scoring="rascal"),
        6,
        [_entry("3/4"), _entry("3/2", cannonball=True), _entry("0/0", cannonball=True)],
        [30, 0, 90],
        "R 7: 6 cards, grapeshot 60/30, cannonball 90/0",
    ),
    (
        _pad_game(3, abilities=True),
        5,
        [_entry("0/1", harry=1), _entry("4/4"), _entry("0/0")],
        [20, 80, 50],
        "D11: Harry across zero",
    ),
    (
        _pad_game(3, deck="advanced"),
        2,
        [_entry("0/0", loot=1), _entry("1/1"), _entry("1/1")],
        [40, 40, 20],
        RG + " Loot",
    ),
    (
        _pad_game(3),
        5,
        [_entry("2/3", bonus={"sk": 1}), _entry("2/2", bonus={"14": 1}), _entry("0/0")],
        [-10, 50, 50],
        RG + ": a missed bid earns no bonus",
    ),
    (
        _pad_game(3, deck="expansion-all"),
        4,
        [_entry("1/2", bonus={"7": 1}), _entry("1/1", bonus={"8": 1}), _entry("1/1")],
        [-10, 25, 20],
        X + ": (or penalty points) ... only if they get their bid",
    ),
]


@pytest.mark.skipif(shutil.which("node") is None, reason="the site pad's tests need node")
def test_the_site_pad_gives_the_sources_points() -> None:
    """score.zero, setup.cap, score.rascal, score.cannonball, ability.harry, score.alliance, score.bonus,
    exp.seven: a few of the cases above, entered in the site's score pad (docs/_static/pad/core.js)."""
    got = run_core(
        [{"game": game, "round": {"cards": cards, "entries": entries}} for game, cards, entries, _, _ in PAD]
    )
    for (_, _, _, points, source), answer in zip(PAD, got, strict=True):
        assert answer["problem"] is None, (source, answer)
        assert answer["scores"] == points, source
