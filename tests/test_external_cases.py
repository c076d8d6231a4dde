"""Trick cases ported from other Skull King programs' test suites, each held to skrules' answer.

Every case names the repository and file it comes from, the name the case has there, and the rule
ID that decides it here (cited in the verdict's explanation, or, for a play checked against a hand,
the rule the legality finding names). The cards are skrules tokens: the other programs' suits are
mapped by colour (Parrot green, Map or "Lila" purple, Chest yellow, Jolly Roger black), a Pirate
card by its name or, where the program numbers them, by a named Pirate (Pirate1 rosie, Pirate2
bendt, Pirate3 rascal, Pirate4 juanita), and the French program's Fuite, Sirène, Baleine, Raie, Fosse,
Bordée, Planche, Second and Grand Quinze by escape, mermaid, whale, stingray, davy, volley, plank, con
and wild15. Winners and leaders are card positions from 0, as the sources count them. Cases a box
cannot hold (several Skull Kings, two green 14s) are left out.

The few cases where skrules answers otherwise are in DIFFERENT, each with the rule or ruling that
makes skrules' answer the rulebook's (docs/rules/rulings.md, the rule's chapter), and held to it.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

THEO = ("Theo-C/Skull-King-Extended", "tests/engine.test.ts")
AMIR_CARD = ("AmirRezaM75/skullking", "server/models/card_test.go")
AMIR_TRICK = ("AmirRezaM75/skullking", "server/models/trick_test.go")
KRYO_TRICK = ("Kryo4lex/SkullKing", "SkullKingUnitTests/WinningPlayerTests/TrickTestCases.cs")
KRYO_BONUS = ("Kryo4lex/SkullKing", "SkullKingUnitTests/BonusPointsTests/BonusPointsTestCases.cs")


class Ext(NamedTuple):
    """One ported case: where it comes from, the trick as skrules arguments, and what it expects."""

    source: tuple[str, str]  # (repository, file)
    case: str  # the case's name in that file
    args: str  # the arguments of ``skrules trick``, the cards in play order
    winner: int | None  # the winning card's position from 0; None when nobody wins
    rule: str  # the rule ID that decides it
    next: int | None = None  # the next leader's position, when the source checks it
    bonus: int | None = None  # the winner's bonus, when the source checks it
    lead: str | None = "unchecked"  # the lead suit, when the source checks it ("green", or None for none)
    legal: bool | None = None  # whether the play checked against its hand is allowed


CASES = [
    Ext(THEO, "atout noir bat la couleur demandée", "y14 b1", 1, "rank.trump"),
    Ext(THEO, "couleur non demandée perd", "y2 g14", 0, "rank.lead"),
    Ext(THEO, "Sirène bat les chiffres", "b14 mermaid", 1, "rank.mermaid"),
    Ext(THEO, "Pirate bat Sirène", "mermaid rosie", 1, "rank.pirate"),
    Ext(THEO, "Skull King bat Pirate", "rosie sk", 1, "rank.king"),
    Ext(THEO, "Sirène capture Skull King", "sk mermaid", 1, "rank.mermaid-king"),
    Ext(THEO, "Pirate + Skull King + Sirène : Sirène", "rosie sk mermaid", 2, "rank.mermaid-king"),
    Ext(THEO, "premier Pirate gagne", "rosie harry", 0, "rank.pirate"),
    Ext(THEO, "Fuites seules : la première", "escape escape", 0, "rank.escape"),
    Ext(THEO, "Kraken : défaussé, gagnant virtuel entame", "g3 g9 kraken", None, "kraken.destroy", next=1),
    Ext(THEO, "Baleine : plus haut chiffre toutes couleurs", "g3 y12 sk whale", 1, "whale.numbers"),
    Ext(THEO, "Raie : plus petit chiffre", "g9 y2 stingray", 1, "stingray.lowest"),
    Ext(THEO, "dernier monstre joué décide", "g9 y2 stingray whale", 0, "whale.numbers"),
    Ext(THEO, "Fosse détruit le Kraken", "kraken g9 davy", 1, "rank.lead"),
    Ext(THEO, "spéciales non gagnantes seules : défaussé", "davy stingray plank", None, "exp.discard", next=0),
    Ext(THEO, "Fuites + Bordée : 1re Fuite", "escape volley escape", 0, "rank.escape"),
    Ext(THEO, "Con bat Pirate", "rosie con", 1, "con.rank"),
    Ext(THEO, "Pirate + Sirène + Con : Sirène", "rosie mermaid con", 1, "con.rank"),
    Ext(THEO, "Skull King bat Con", "con sk", 1, "con.rank"),
    Ext(THEO, "Grand Quinze jaune bat 14 jaune", "wild15:y y14", 0, "rank.lead"),
    Ext(THEO, "Grand Quinze coupé par le noir", "y3 wild15 b2", 2, "rank.trump"),
    Ext(THEO, "noir demandé : Grand Quinze perd", "b1 wild15", 0, "rank.trump"),
    Ext(THEO, "Grand Quinze fixe la couleur", "wild15:g g3", 0, "rank.lead", lead="green"),
    Ext(THEO, "0/14 à 14 après un 14 : premier joué", "g14 g14x", 0, "rank.lead"),
    Ext(THEO, "Planche retire le pirate gagnant", "rosie harry plank:rosie", 1, "rank.pirate"),
    Ext(THEO, "entame Fuite : couleur fixée ensuite", "escape p4", 1, "rank.lead", lead="purple"),
    Ext(THEO, "entame personnage : pas de couleur", "rosie p4", 0, "rank.pirate", lead=None),
    Ext(
        THEO,
        "fournir la couleur, spéciales et Quinze permis (green 3 refused)",
        "--hand P2=y3,g3,escape,wild15 y5 g3",
        0,
        "play.follow",
        legal=False,
    ),
    Ext(
        THEO,
        "fournir la couleur, spéciales et Quinze permis (Wild 15 allowed)",
        "--hand P2=y3,g3,escape,wild15 y5 wild15",
        1,
        "play.follow",
        legal=True,
    ),
    Ext(
        THEO,
        "fournir la couleur, spéciales et Quinze permis (Escape allowed)",
        "--hand P2=y3,g3,escape,wild15 y5 escape",
        0,
        "play.special",
        legal=True,
    ),
    Ext(AMIR_CARD, "TestHigherNumberOfSameTypeWins", "g1 g4 g2", 1, "rank.lead"),
    Ext(AMIR_CARD, "TestHigherNumberOfLeadCardWins", "g1 g4 p12", 1, "rank.lead"),
    Ext(AMIR_CARD, "TestWinnerCardId3", "g3 p3 g4 y10", 2, "rank.lead"),
    Ext(AMIR_CARD, "TestWinnerCardId4", "p14 p3 b1 y10", 2, "rank.trump"),
    Ext(AMIR_CARD, "TestPirateWinsSuitCards", "p13 y2 b1 bendt g6", 3, "rank.pirate"),
    Ext(AMIR_CARD, "TestPirateWinsMermaid", "p13 mermaid b1 bendt g6", 3, "rank.pirate"),
    Ext(AMIR_CARD, "TestMermaidWinsSuitCard", "p13 mermaid b1 g6", 1, "rank.mermaid"),
    Ext(AMIR_CARD, "TestSkullKingWinsPirate", "p13 bendt b1 sk juanita", 3, "rank.king"),
    Ext(AMIR_CARD, "TestMermaidWinsSkullKing", "p13 bendt b1 sk juanita mermaid", 5, "rank.mermaid-king"),
    Ext(AMIR_CARD, "TestFirstEscapeCardWinsWhenAllCardsAreEscape", "escape escape escape escape", 0, "rank.escape"),
    Ext(AMIR_CARD, "TestEscapeCardsNeverWin", "y1 escape escape escape", 0, "rank.lead"),
    Ext(AMIR_CARD, "TestEscapeCardsNeverWin2", "escape y1 escape escape", 1, "rank.lead"),
    Ext(AMIR_CARD, "TestEscapeCardsNeverWin3", "escape y1 escape bendt", 3, "rank.pirate"),
    Ext(AMIR_CARD, "TestEscapeCardsNeverWin4", "escape y1 escape y2 escape", 3, "rank.lead"),
    Ext(AMIR_CARD, "TestHigherNumberWinsWhenWhaleIsLead", "escape y2 escape whale b1 bendt", 1, "whale.numbers"),
    Ext(
        AMIR_CARD,
        "TestNoWinnerWhenWhaleCardIsLeadAndThereIsNoSuitCard",
        "rosie bendt escape mermaid sk rascal whale",
        None,
        "whale.discard",
    ),
    Ext(AMIR_CARD, "TestNoWinnerWhenKrakenCardIsLead", "rosie mermaid escape sk kraken g1", None, "kraken.destroy"),
    Ext(
        AMIR_CARD,
        "TestWhaleCardIsLeadWhenKrakenIsPickedBefore",
        "rosie mermaid escape sk kraken g1 whale",
        5,
        "whale.numbers",
    ),
    Ext(
        AMIR_CARD,
        "TestMermaidWinsIfPirateAndSkullKingAreAllPlayed1",
        "rosie mermaid escape sk g1",
        1,
        "rank.mermaid-king",
    ),
    Ext(
        AMIR_CARD,
        "TestMermaidWinsIfPirateAndSkullKingAreAllPlayed2",
        "mermaid rosie escape sk g1",
        0,
        "rank.mermaid-king",
    ),
    Ext(AMIR_CARD, "TestSkullKingWinsJollyRoger", "g3 b2 sk g1", 2, "rank.king"),
    Ext(
        AMIR_CARD,
        "TestPickableCardWhenFirstCardOnTableIsSuit (black 5 refused)",
        "--hand P2=g2,b5,sk,p3,p2 g3 b5",
        1,
        "play.follow",
        legal=False,
    ),
    Ext(
        AMIR_CARD,
        "TestPickableCardWhenFirstCardOnTableIsSuit (purple 3 refused)",
        "--hand P2=g2,b5,sk,p3,p2 g3 p3",
        0,
        "play.follow",
        legal=False,
    ),
    Ext(
        AMIR_CARD,
        "TestPickableCardWhenFirstCardOnTableIsSuit (Skull King allowed)",
        "--hand P2=g2,b5,sk,p3,p2 g3 sk",
        1,
        "play.special",
        legal=True,
    ),
    Ext(
        AMIR_CARD,
        "TestUserCanPickAnyCardIfNoCardMatchesTheSuit",
        "--hand P2=y1,b5,rosie,p3,p2 g3 y1",
        0,
        "play.free",
        legal=True,
    ),
    Ext(
        AMIR_CARD,
        "TestUserCanPickAnyCardIfNoCardMatchesTheSuit (black)",
        "--hand P2=y1,b5,rosie,p3,p2 g3 b5",
        1,
        "play.free",
        legal=True,
    ),
    Ext(AMIR_TRICK, "TestGetWinnerBonusPointForEachFourteenCards1", "g2 y14", 0, "rank.lead", bonus=10),
    Ext(AMIR_TRICK, "TestGetWinnerBonusPointForEachFourteenCards2", "g14 y14 p14 g2", 0, "rank.lead", bonus=30),
    Ext(AMIR_TRICK, "TestGetWinnerBonusPointForEachFourteenCards3", "g14 y4 b14 g2", 2, "rank.trump", bonus=30),
    Ext(
        AMIR_TRICK,
        "TestGetWinnerBonusPointForEachMermaidTakenByAPirate",
        "mermaid bendt mermaid g2",
        1,
        "rank.pirate",
        bonus=40,
    ),
    Ext(
        AMIR_TRICK,
        "TestGetWinnerBonusPointForEachPirateTakenBySkullKing",
        "rosie bendt sk rascal",
        2,
        "rank.king",
        bonus=90,
    ),
    Ext(
        AMIR_TRICK,
        "TestGetWinnerBonusPointForTakingTheSkullKingWithAMermaid",
        "rosie sk mermaid",
        2,
        "rank.mermaid-king",
        bonus=40,
    ),
    Ext(
        AMIR_TRICK,
        "TestGetWinnerBonusPointForTakingTheSkullKingWithAMermaidIncludingFourteenCard",
        "y14 rosie sk mermaid",
        3,
        "rank.mermaid-king",
        bonus=50,
    ),
    Ext(KRYO_TRICK, "0A", "g14 y2 p6 b4", 3, "rank.trump"),
    Ext(KRYO_TRICK, "0B", "y12 y5 p14", 0, "rank.lead"),
    Ext(KRYO_TRICK, "0C", "y12 y5 b2", 2, "rank.trump"),
    Ext(KRYO_TRICK, "1", "g7 g12 g8", 1, "rank.lead"),
    Ext(KRYO_TRICK, "2", "y8 y5 p10", 0, "rank.lead"),
    Ext(KRYO_TRICK, "3", "y12 b5 b7", 2, "rank.trump"),
    Ext(KRYO_TRICK, "4", "escape escape escape", 0, "rank.escape"),
    Ext(KRYO_TRICK, "5", "escape p14 g14 y14 b14 mermaid bendt", 6, "rank.pirate", bonus=70),
    Ext(KRYO_TRICK, "6", "bendt harry juanita rascal rosie", 0, "rank.pirate"),
    Ext(KRYO_TRICK, "7", "escape p14 g14 y14 b14 bendt sk", 6, "rank.king", bonus=80),
    Ext(KRYO_TRICK, "9", "escape p14 g14 y14 b14 mermaid", 5, "rank.mermaid"),
    Ext(KRYO_TRICK, "10", "escape p14 g14 y14 b14 mermaid bendt", 6, "rank.pirate"),
    Ext(KRYO_TRICK, "11", "escape p14 g14 y14 b14 sk mermaid mermaid", 6, "rank.mermaid-king"),
    Ext(
        KRYO_TRICK, "12", "--deck all escape p14 g14 y14 b14 bendt sk mermaid mermaid", 7, "rank.mermaid-king", bonus=90
    ),
    Ext(KRYO_TRICK, "13", "escape p11 p6", 1, "rank.lead"),
    Ext(KRYO_TRICK, "14", "juanita g9 p9", 0, "rank.pirate"),
    Ext(KRYO_TRICK, "15", "mermaid g9 p9", 0, "rank.mermaid"),
    Ext(KRYO_TRICK, "16", "sk g9 p9", 0, "rank.king"),
    Ext(KRYO_TRICK, "17", "whale g9 p9", 1, "whale.numbers"),
    Ext(KRYO_TRICK, "18", "p8 b10 whale p4", 1, "whale.numbers"),
    Ext(KRYO_TRICK, "19", "b2 y14 sk whale", 1, "whale.numbers"),
    Ext(KRYO_TRICK, "20A", "escape mermaid bendt sk whale", None, "whale.discard"),
    Ext(KRYO_TRICK, "20B", "--deck all g14 p14 y14 b14 escape mermaid bendt sk kraken", None, "kraken.destroy"),
    Ext(KRYO_TRICK, "21", "whale kraken", None, "kraken.destroy"),
    Ext(KRYO_TRICK, "22", "g14 p13 y12 b11 kraken whale", 0, "whale.numbers"),
    Ext(KRYO_TRICK, "23", "g1 b2 y11 g11 p1 whale", 2, "whale.numbers"),
    Ext(KRYO_TRICK, "24", "g2 b14 whale", 1, "whale.numbers"),
    Ext(KRYO_TRICK, "25", "g14 b1", 1, "rank.trump"),
    Ext(KRYO_TRICK, "26", "bendt mermaid", 0, "rank.pirate"),
    Ext(KRYO_TRICK, "27", "sk mermaid", 1, "rank.mermaid-king"),
    Ext(KRYO_TRICK, "28", "b7 y8 b4 y2", 0, "rank.trump"),
    Ext(KRYO_TRICK, "29", "y2 b7 y8 b4", 1, "rank.trump"),
    Ext(KRYO_TRICK, "30", "escape p1 p6 g14", 2, "rank.lead"),
    Ext(KRYO_TRICK, "32", "escape bendt mermaid sk whale", None, "whale.discard"),
    Ext(KRYO_TRICK, "34", "g1 y2 p6 g14", 3, "rank.lead"),
    Ext(KRYO_TRICK, "L1", "loot escape loot", 0, "rank.escape"),
    Ext(KRYO_TRICK, "L2", "escape loot loot", 0, "rank.escape"),
    Ext(KRYO_TRICK, "L3", "y10 loot y12", 2, "rank.lead"),
    Ext(KRYO_TRICK, "L4", "loot y11 g14 y9", 1, "rank.lead"),
    Ext(KRYO_TRICK, "L5", "p14 loot bendt", 2, "rank.pirate"),
    Ext(KRYO_TRICK, "L6", "loot juanita sk", 2, "rank.king"),
    Ext(KRYO_TRICK, "L7", "loot sk harry mermaid", 3, "rank.mermaid-king"),
    Ext(KRYO_TRICK, "L9", "whale g7 y9 loot b5", 2, "whale.numbers"),
    Ext(KRYO_TRICK, "L10", "loot kraken y14", None, "kraken.destroy"),
    Ext(KRYO_TRICK, "L11", "g8 loot loot g13", 3, "rank.lead"),
    Ext(KRYO_TRICK, "L12", "y14 loot b1", 2, "rank.trump"),
    Ext(KRYO_TRICK, "L13", "y11 whale p11 loot", 0, "whale.numbers"),
    Ext(KRYO_TRICK, "L14", "whale loot rascal", None, "whale.discard"),
    Ext(KRYO_TRICK, "L15", "loot escape escape loot", 0, "rank.escape"),
    Ext(KRYO_TRICK, "L16", "harry loot whale escape", None, "whale.discard"),
    Ext(KRYO_BONUS, "1", "g14 y2 p6 b4", 3, "rank.trump", bonus=10),
    Ext(KRYO_BONUS, "2", "y14 y2 p6 b4", 3, "rank.trump", bonus=10),
    Ext(KRYO_BONUS, "3", "p14 y2 p6 b4", 3, "rank.trump", bonus=10),
    Ext(KRYO_BONUS, "4", "b14 y2 p6 sk", 3, "rank.king", bonus=20),
    Ext(KRYO_BONUS, "5", "g1 y2 p6 g14", 3, "rank.lead", bonus=10),
    Ext(KRYO_BONUS, "6", "g1 y2 p6 b14", 3, "rank.trump", bonus=20),
    Ext(KRYO_BONUS, "7", "y14 bendt sk mermaid", 3, "rank.mermaid-king", bonus=50),
    Ext(KRYO_BONUS, "9", "y14 bendt sk mermaid kraken", None, "kraken.destroy", bonus=0),
]


class Different(NamedTuple):
    """A ported case skrules answers otherwise, and the rule that makes skrules' answer the rulebook's."""

    source: tuple[str, str]
    case: str
    args: str
    theirs: int | None  # the winner the other program expects
    ours: int | None  # skrules' winner
    rule: str  # the rule or ruling skrules follows
    why: str


DIFFERENT = [
    Different(
        KRYO_TRICK,
        "31",
        "escape escape escape whale",
        0,
        None,
        "whale.discard",
        "the 2021 rulebook: a White Whale trick of special cards only is discarded, Escapes included",
    ),
    Different(
        KRYO_TRICK,
        "L8",
        "whale loot escape",
        1,
        None,
        "whale.discard",
        "the Loot plays as an Escape, a special card: the White Whale's trick without a number is discarded",
    ),
    Different(
        KRYO_BONUS,
        "8",
        "g14 y2 p6 b14 whale",
        3,
        0,
        "rank.tie",
        "the White Whale strips the suits; of the two 14s the first played wins (reference guide: "
        "'A tie goes to whichever was played first'); the +30 is the same",
    ),
]


def _verdict(cli: Cli, args: str) -> dict[str, Any]:
    code, out, err = cli("trick", "--json", *shlex.split(args))
    assert code in (0, 1), err
    verdict: dict[str, Any] = json.loads(out)
    return verdict


def _winner_bonus(verdict: dict[str, Any]) -> int:
    return sum(b["points"] for b in verdict["bonuses"] if b["player"] == verdict["winner"])


def _cited(verdict: dict[str, Any]) -> set[str]:
    cited = {step["rule"] for step in verdict["trace"]}
    return cited | {finding["rule"] for finding in verdict["legality"]}


@pytest.mark.parametrize("ext", CASES, ids=[f"{e.source[0]}:{e.case}" for e in CASES])
def test_ported_case_agrees(cli: Cli, ext: Ext) -> None:
    """The other program's expected answer is skrules' too, decided by the rule named."""
    verdict = _verdict(cli, ext.args)
    assert verdict["winner"] == ext.winner, verdict["answer"]
    if ext.legal is not None:
        assert verdict["legal"] is ext.legal, verdict["legality"]
        assert [f["rule"] for f in verdict["legality"]] == [ext.rule]
    else:
        assert ext.rule in _cited(verdict), verdict["trace"]
    if ext.next is not None:
        assert verdict["next_leader"] == ext.next, verdict["answer"]
    if ext.bonus is not None:
        assert _winner_bonus(verdict) == ext.bonus, verdict["answer"]
    if ext.lead != "unchecked":
        assert verdict["lead_suit"] == ext.lead, verdict["answer"]


@pytest.mark.parametrize("diff", DIFFERENT, ids=[f"{d.source[0]}:{d.case}" for d in DIFFERENT])
def test_ported_case_answered_otherwise_by_the_rulebook(cli: Cli, diff: Different) -> None:
    """Where another program differs, skrules keeps the rulebook's answer and cites the rule."""
    verdict = _verdict(cli, diff.args)
    assert verdict["winner"] == diff.ours != diff.theirs, verdict["answer"]
    assert diff.rule in _cited(verdict), verdict["trace"]


def test_every_source_is_ported() -> None:
    """Each file named contributes cases, and no case is listed twice."""
    sources = {e.source for e in CASES} | {d.source for d in DIFFERENT}
    assert sources == {THEO, AMIR_CARD, AMIR_TRICK, KRYO_TRICK, KRYO_BONUS}
    keys = [(e.source, e.case) for e in CASES] + [(d.source, d.case) for d in DIFFERENT]
    assert len(keys) == len(set(keys))
