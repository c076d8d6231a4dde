"""``skrules trick --why`` and ``--what-if`` against the rule sources, case by case.

Each case was written from the seeds (``guide``: the base-game reference guide with its FAQ; ``pack``: the
Expansion Pack rulebook) and the research notes (``rulings``: official-rulings.md; ``disputes``:
disputes-editions-names.md) before the command was run. A why-not answer must be true: the rule it cites is
what beat the card, the card it names beat it, and it never contradicts the verdict. Where a source allows two
rule IDs for the same fact (a second Mermaid loses by rank.tie as much as by rank.mermaid), both are accepted.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

import pytest

Cli = Callable[..., tuple[int, str, str]]


@dataclass(frozen=True)
class Why:
    """``--why ask`` on ``cards``: the rule that beat it (one of ``rules``), the player whose card did (``by``,
    None when the card won), and the verdict's winner and next leader."""

    name: str
    cards: tuple[str, ...]
    ask: str
    rules: frozenset[str]
    by: str | None
    winner: str | None
    next: str
    source: str
    extra: tuple[str, ...] = ()


@dataclass(frozen=True)
class WhatIf:
    """``--what-if change`` on ``cards``: the new winner, its rule (one of ``rules``), bonus and next leader."""

    name: str
    cards: tuple[str, ...]
    change: str
    winner: str | None
    rules: frozenset[str]
    bonus: int
    next: str
    source: str
    extra: tuple[str, ...] = ()


def _r(*ids: str) -> frozenset[str]:
    return frozenset(ids)


TRIANGLE = ("A=rosie", "B=sk", "C=g5")

WHYS = [
    # ---------------------------------------------------------------- base game (guide, hierarchy table)
    Why(
        "pirate-under-king",
        TRIANGLE,
        "A",
        _r("rank.king"),
        "B",
        "B",
        "B",
        "guide: Skull King (1) | Beats every suited card and Pirates",
    ),
    Why(
        "number-under-king",
        TRIANGLE,
        "C",
        _r("rank.king"),
        "B",
        "B",
        "B",
        "guide: Skull King (1) | Beats every suited card and Pirates",
    ),
    Why(
        "king-under-mermaid-with-pirate",
        ("A=pirate", "B=sk", "C=mermaid"),
        "B",
        _r("rank.mermaid-king"),
        "C",
        "C",
        "C",
        "guide FAQ: The Mermaid always wins regardless of play order.",
    ),
    Why(
        "pirate-under-mermaid-with-king",
        ("A=pirate", "B=sk", "C=mermaid"),
        "A",
        _r("rank.mermaid-king"),
        "C",
        "C",
        "C",
        "guide FAQ: The Mermaid always wins regardless of play order.",
    ),
    Why(
        "mermaid-under-pirate",
        ("A=mermaid", "B=harry", "C=g9"),
        "A",
        _r("rank.pirate"),
        "B",
        "B",
        "B",
        "guide: Mermaid (2) | ... but loses to Pirates",
    ),
    Why(
        "second-mermaid",
        ("A=mermaid", "B=mermaid", "C=g14"),
        "B",
        _r("rank.mermaid", "rank.tie"),
        "A",
        "A",
        "A",
        "guide: If both Mermaids appear, the first one played outranks the second",
    ),
    Why(
        "second-pirate",
        ("A=harry", "B=rosie", "C=b14"),
        "B",
        _r("rank.pirate", "rank.tie"),
        "A",
        "A",
        "A",
        "guide: If multiple Pirates clash, the first one played outranks the rest",
    ),
    Why(
        "off-suit-fourteen",
        ("A=g5", "B=g9", "C=y14"),
        "C",
        _r("rank.lead"),
        "B",
        "B",
        "B",
        "guide: Off the lead suit, no number is high enough to win",
    ),
    Why(
        "lead-fourteen-under-trump",
        ("A=g14", "B=b2", "C=g13"),
        "A",
        _r("rank.trump"),
        "B",
        "B",
        "B",
        "guide: Trump suit — Black ... | Always outranks other suits, even ... at a lower number",
    ),
    Why(
        "lower-of-the-lead",
        ("A=y12", "B=y14", "C=y13"),
        "C",
        _r("rank.lead"),
        "B",
        "B",
        "B",
        "guide: the highest-ranked card takes the trick",
    ),
    Why(
        "second-escape",
        ("A=escape", "B=escape", "C=tigress:escape"),
        "B",
        _r("rank.escape"),
        "A",
        "A",
        "A",
        "guide: Escape (5) | Always loses. If every player plays an Escape, the first one played wins",
    ),
    Why(
        "escape-lead",
        ("A=escape", "B=y3", "C=y7"),
        "A",
        _r("rank.escape", "rank.lead"),
        "C",
        "C",
        "C",
        "guide: Escape (5) | Always loses.",
    ),
    Why(
        "tigress-escape",
        ("A=tigress:escape", "B=g3"),
        "A",
        _r("rank.escape"),
        "B",
        "B",
        "B",
        "guide: declared as an Escape, it follows Escape rank",
    ),
    Why(
        "tigress-pirate-under-king",
        ("A=tigress:pirate", "B=sk"),
        "A",
        _r("rank.king"),
        "B",
        "B",
        "B",
        "guide: Beats every suited card and Pirates (including the Tigress played as a Pirate)",
    ),
    Why(
        "tigress-pirate-triangle",
        ("A=tigress:pirate", "B=mermaid", "C=sk"),
        "A",
        _r("rank.mermaid-king"),
        "B",
        "B",
        "B",
        "guide FAQ: The Mermaid always wins regardless of play order.",
    ),
    Why(
        "black14-under-pirate",
        ("A=b14", "B=b2", "C=pirate"),
        "A",
        _r("rank.pirate"),
        "C",
        "C",
        "C",
        "guide: Pirate (5) | Beats every suited card",
    ),
    # ---------------------------------------------------------------- advanced cards (guide, rulings §1-4)
    Why(
        "kraken-beats-would-be-winner",
        ("A=g3", "B=b5", "C=kraken", "D=p7"),
        "B",
        _r("kraken.destroy"),
        "C",
        None,
        "B",
        "guide: Kraken (1) | Destroys the entire trick ... whoever would have won leads the next trick",
    ),
    Why(
        "kraken-left-of-kraken",
        ("A=g3", "B=b5", "C=kraken", "D=p7"),
        "B",
        _r("kraken.destroy"),
        "C",
        None,
        "D",
        "disputes D2: RB21 ... the player to the left of whoever played the Kraken -> P4",
        ("--ruling", "kraken-leader=left-of-kraken"),
    ),
    Why(
        "whale-then-kraken",
        ("A=y12", "B=b3", "C=whale", "D=kraken"),
        "B",
        _r("kraken.destroy", "monster.last"),
        "D",
        None,
        "B",
        "guide FAQ: If the White Whale is played before the Kraken, the trick is still destroyed",
    ),
    Why(
        "kraken-then-whale",
        ("A=kraken", "B=whale", "C=y12", "D=b3"),
        "D",
        _r("whale.numbers", "monster.last"),
        "C",
        "C",
        "C",
        "rulings §3: Kraken then Whale: the Kraken counts as an Escape and the highest number wins",
    ),
    Why(
        "king-under-whale",
        ("A=g5", "B=whale", "C=y9", "D=sk"),
        "D",
        _r("whale.numbers"),
        "C",
        "C",
        "C",
        "guide: White Whale (1) | Destroys every special card's effect ... only the number decides the trick",
    ),
    Why(
        "black-under-whale",
        ("A=y9", "B=whale", "C=b4"),
        "C",
        _r("whale.numbers"),
        "A",
        "A",
        "A",
        "guide: White Whale ... strips suits from numbered cards, so only the number decides the trick",
    ),
    Why(
        "whale-tie",
        ("A=g9", "B=whale", "C=y9"),
        "C",
        _r("whale.numbers", "rank.tie"),
        "A",
        "A",
        "A",
        "guide: White Whale ... A tie goes to whichever was played first",
    ),
    Why(
        "loot-loses-as-escape",
        ("A=loot", "B=g14", "C=g5"),
        "A",
        _r("loot.escape", "rank.escape", "rank.lead"),
        "B",
        "B",
        "B",
        "guide: Loot (2) | Treated as an Escape.",
    ),
    Why(
        "escape-after-loot-lead",
        ("A=loot", "B=escape", "C=escape"),
        "B",
        _r("rank.escape", "loot.escape"),
        "A",
        "A",
        "A",
        "guide FAQ: If everyone else plays Escapes ..., the Loot player wins the trick",
    ),
    # ---------------------------------------------------------------- Expansion Pack (pack)
    Why(
        "second-eight",
        ("A=y8", "B=p12", "C=y8x", "D=escape"),
        "C",
        _r("rank.tie"),
        "A",
        "A",
        "A",
        "pack: The 8's tie, and Kevin wins the trick since he played his 8 first.",
    ),
    Why(
        "off-suit-twelve-in-eights",
        ("A=y8", "B=p12", "C=y8x", "D=escape"),
        "B",
        _r("rank.lead"),
        "A",
        "A",
        "A",
        "pack: Terri, lacking yellow, plays a purple 12 ... Kevin wins the trick",
    ),
    Why(
        "second-fourteen",
        ("A=g5", "B=g14x", "C=g14"),
        "C",
        _r("rank.tie"),
        "B",
        "B",
        "B",
        "pack: If multiple 14's tie as the highest-ranked card, the first one played wins the trick.",
    ),
    Why(
        "zero-card-as-zero",
        ("A=g5", "B=g0x", "C=g3"),
        "B",
        _r("rank.lead"),
        "A",
        "A",
        "A",
        "pack: the player must immediately declare whether the card is a 0 or a 14",
    ),
    Why(
        "fourteen-under-wild",
        ("A=y5", "B=wild15", "C=y14"),
        "C",
        _r("rank.lead", "wild.follow"),
        "B",
        "B",
        "B",
        "pack: If a trick already has a lead suit ..., this card plays as that suit with a value of 15.",
    ),
    Why(
        "wild-under-black-lead",
        ("A=b5", "B=wild15", "C=b2"),
        "B",
        _r("wild.black", "rank.lead", "rank.trump"),
        "A",
        "A",
        "A",
        "pack: If black is the lead suit, the Wild 15 loses to trump.",
    ),
    Why(
        "fourteen-under-named-wild",
        ("A=wild15:g", "B=g14"),
        "B",
        _r("rank.lead", "wild.name"),
        "A",
        "A",
        "A",
        "pack: If there is no lead suit yet, the player chooses yellow, purple, or green",
    ),
    Why(
        "number-under-wild-with-whale",
        ("A=g5", "B=wild15", "C=whale"),
        "A",
        _r("whale.numbers"),
        "B",
        "B",
        "B",
        "pack: If the White Whale is played in the same trick ... The 15 is highest, and wins the trick.",
    ),
    Why(
        "higher-under-stingray",
        ("A=g5", "B=g9", "C=stingray"),
        "B",
        _r("stingray.lowest"),
        "A",
        "A",
        "A",
        "pack: Spotted Stingray ... the lowest card wins the trick",
    ),
    Why(
        "stingray-tie",
        ("A=y3", "B=g3", "C=stingray"),
        "B",
        _r("stingray.lowest", "rank.tie"),
        "A",
        "A",
        "A",
        "pack: In the case where the lowest card is a tie, the first played wins.",
    ),
    Why(
        "stingray-after-whale",
        ("A=g5", "B=whale", "C=stingray", "D=g9"),
        "D",
        _r("stingray.lowest", "monster.last"),
        "A",
        "A",
        "A",
        "pack: When multiple Sea Monsters ... are played in a trick, the last one played determines",
    ),
    Why(
        "number-after-davy",
        ("A=g5", "B=kraken", "C=davy", "D=g9"),
        "A",
        _r("rank.lead"),
        "D",
        "D",
        "D",
        "pack: it destroys all Sea Monsters ... and the remaining highest-ranking card wins the trick",
    ),
    Why(
        "con-under-mermaid",
        ("A=mermaid", "B=con"),
        "B",
        _r("con.rank"),
        "A",
        "A",
        "A",
        "pack: First Mate Con | Defeats all pirates, but loses to Mermaids and the Skull King.",
    ),
    Why(
        "pirate-under-con",
        ("A=con", "B=rosie"),
        "B",
        _r("con.rank"),
        "A",
        "A",
        "A",
        "pack: First Mate Con | Defeats all pirates",
    ),
    Why(
        "con-under-king",
        ("A=sk", "B=con"),
        "B",
        _r("con.rank"),
        "A",
        "A",
        "A",
        "pack: First Mate Con | ... loses to Mermaids and the Skull King",
    ),
    Why(
        "mermaid-under-mary",
        ("A=mary", "B=mermaid"),
        "B",
        _r("rank.pirate", "mary.pirate"),
        "A",
        "A",
        "A",
        "pack: Mary Thorne | Plays as a normal pirate ... beats the Mermaids.",
    ),
    Why(
        "mary-under-king",
        ("A=mary", "B=sk"),
        "A",
        _r("rank.king", "mary.pirate"),
        "B",
        "B",
        "B",
        "pack: Mary Thorne | ... It loses to the Skull King",
    ),
    Why(
        "volley-extra-card",
        ("A=volley", "B=g3", "C=g5", "A=g1"),
        "A",
        _r("rank.lead"),
        "C",
        "C",
        "C",
        "pack: this card requires the player to play one additional card after all others have played",
    ),
    Why(
        "escape-after-plank-lead",
        ("A=plank", "B=escape", "C=escape"),
        "C",
        _r("rank.escape"),
        "B",
        "B",
        "B",
        "pack: If played in a trick where the remaining cards ... are all escape cards, the first escape ... wins",
    ),
    Why(
        "number-after-plank-lead",
        ("A=plank", "B=g3", "C=g7"),
        "B",
        _r("rank.lead"),
        "C",
        "C",
        "C",
        "pack: When The Last Volley, Walk the Plank, or Davy Jones lead a trick, the lead suit selection is deferred",
    ),
    # ---------------------------------------------------------------- rulings switches
    Why(
        "con-triangle-con",
        ("A=con", "B=mermaid", "C=rosie"),
        "B",
        _r("con.rank", "ruling.con-triangle"),
        "A",
        "A",
        "A",
        "rulings §11: Con + Mermaid + Pirate (no Skull King): no official ruling found",
        ("--ruling", "con-triangle=con"),
    ),
    Why(
        "whale-loot-none",
        ("A=loot", "B=whale", "C=g9"),
        "A",
        _r("whale.numbers", "rank.escape", "loot.escape"),
        "C",
        "C",
        "C",
        "rulings §4: White Whale trick: the winner on the highest number captures the Loot",
        ("--ruling", "monster-loot=none"),
    ),
    # ---------------------------------------------------------------- the first edition (rulings §5, §12)
    Why(
        "scary-mary-escape-under-king",
        ("A=sk", "B=scary-mary:escape"),
        "B",
        _r("rank.escape", "rank.king"),
        "A",
        "A",
        "A",
        "rulings §5: in [RB13], Scary Mary 'always counts as a pirate' for the Skull King bonus",
        ("--edition", "2013"),
    ),
]

WHAT_IFS = [
    WhatIf(
        "king-to-escape",
        TRIANGLE,
        "B=escape",
        "A",
        _r("rank.pirate"),
        0,
        "A",
        "guide: Pirate (5) | Beats every suited card",
    ),
    WhatIf(
        "pirate-to-mermaid",
        TRIANGLE,
        "1=mermaid",
        "A",
        _r("rank.mermaid-king"),
        40,
        "A",
        "guide: Skull King taken by a Mermaid | +40",
    ),
    WhatIf(
        "pirate-to-escape-mermaid-wins",
        ("A=pirate", "B=mermaid", "C=g5"),
        "A=escape",
        "B",
        _r("rank.mermaid"),
        0,
        "B",
        "guide: Mermaid (2) | Beats the Skull King and every suited card",
    ),
    WhatIf(
        "off-suit-to-trump",
        ("A=g5", "B=g9", "C=y14"),
        "C=b1",
        "C",
        _r("rank.trump"),
        0,
        "C",
        "guide: Trump suit — Black ... | Always outranks other suits",
    ),
    WhatIf(
        "mermaid-to-pirate-under-king",
        ("A=mermaid", "B=sk"),
        "1=pirate",
        "B",
        _r("rank.king"),
        30,
        "B",
        "guide: Each Pirate taken by the Skull King | +30 each",
    ),
    WhatIf(
        "captured-fourteens",
        ("A=g14", "B=y5", "C=b14"),
        "B=pirate",
        "B",
        _r("rank.pirate"),
        30,
        "B",
        "guide: Each standard-suit 14 ... +10 each; Trump-suit 14 (black) captured +20",
    ),
    WhatIf(
        "kraken-to-escape",
        ("A=g3", "B=b5", "C=kraken", "D=p7"),
        "C=escape",
        "B",
        _r("rank.trump"),
        0,
        "B",
        "guide: Trump suit — Black | Always outranks other suits",
    ),
    WhatIf(
        "number-to-kraken",
        ("A=g3", "B=b5", "C=g9", "D=p7"),
        "C=kraken",
        None,
        _r("kraken.destroy"),
        0,
        "B",
        "guide: Kraken (1) | ... No one wins, and whoever would have won leads the next trick",
    ),
    WhatIf(
        "whale-to-escape",
        ("A=y12", "B=b3", "C=whale", "D=g2"),
        "C=escape",
        "B",
        _r("rank.trump"),
        0,
        "B",
        "guide: Trump suit — Black | Always outranks other suits",
    ),
    WhatIf(
        "pirate-to-whale",
        ("A=y12", "B=b3", "C=pirate", "D=g2"),
        "C=whale",
        "A",
        _r("whale.numbers"),
        0,
        "A",
        "guide: White Whale ... only the number decides the trick",
    ),
    WhatIf(
        "whale-only-specials",
        ("A=pirate", "B=escape", "C=g5"),
        "C=whale",
        None,
        _r("whale.discard"),
        0,
        "C",
        "rulings §2: [RB21]: the person who played the White Whale is the next to lead",
    ),
    WhatIf(
        "whale-only-specials-trick-leader",
        ("A=pirate", "B=escape", "C=g5"),
        "C=whale",
        None,
        _r("whale.discard"),
        0,
        "A",
        "rulings §2: Some implementations use the player who led the trick instead",
        ("--ruling", "monster-discard-leader=trick-leader"),
    ),
    WhatIf(
        "loot-lead-to-escape",
        ("A=loot", "B=g14", "C=g5"),
        "B=escape",
        "C",
        _r("rank.lead"),
        0,
        "C",
        "guide FAQ: the next suited card played sets the suit",
    ),
    WhatIf(
        "eight-to-escape",
        ("A=y8", "B=p12", "C=y8x", "D=escape"),
        "A=escape",
        "B",
        _r("rank.lead"),
        5,
        "B",
        "pack: Capturing an expansion 7 or 8 grants either a +5 points (8's)",
    ),
    WhatIf(
        "seven-captured",
        ("A=g9", "B=g5"),
        "B=g7x",
        "A",
        _r("rank.lead"),
        -5,
        "A",
        "pack: Capturing an expansion 7 or 8 grants ... a -5 points (7's)",
    ),
    WhatIf(
        "zero-to-fourteen",
        ("A=g5", "B=g0x", "C=g3"),
        "B=g14x",
        "B",
        _r("rank.lead"),
        0,
        "B",
        "pack: Unlike standard 14's, it does not award bonus points when captured.",
    ),
    WhatIf(
        "pirate-walks-the-plank",
        ("A=sk", "B=rosie", "C=g3"),
        "C=plank",
        "A",
        _r("rank.king"),
        0,
        "A",
        "pack: If the Skull King wins a trick where a pirate is removed by Walk the Plank, no bonus is earned",
    ),
    WhatIf(
        "plank-changes-the-pirate",
        ("A=rosie", "B=harry", "C=g3"),
        "C=plank:rosie",
        "B",
        _r("rank.pirate", "plank.remove"),
        0,
        "B",
        "pack: the player chooses which one to remove, potentially changing the highest-ranking pirate",
    ),
    WhatIf(
        "plank-tigress-no",
        ("A=sk", "B=tigress:pirate", "C=g3"),
        "C=plank",
        "A",
        _r("rank.king"),
        30,
        "A",
        "rulings §11: Tigress played as a Pirate: the French engine says yes; the Korean help ... unclear",
        ("--ruling", "plank-tigress=no"),
    ),
    WhatIf(
        "plank-tigress-yes",
        ("A=sk", "B=tigress:pirate", "C=g3"),
        "C=plank",
        "A",
        _r("rank.king"),
        0,
        "A",
        "rulings §11: Tigress played as a Pirate: the French engine says yes (a 'bug fix')",
    ),
    WhatIf(
        "con-to-pirate-under-king",
        ("A=sk", "B=con"),
        "B=rosie",
        "A",
        _r("rank.king"),
        30,
        "A",
        "guide: Each Pirate taken by the Skull King | +30 each",
    ),
    WhatIf(
        "pirate-to-con-under-mermaid",
        ("A=mermaid", "B=g5"),
        "B=con",
        "A",
        _r("con.rank"),
        30,
        "A",
        "pack: if the Skull King or a Mermaid takes him, they earn a 30-point bonus",
    ),
    WhatIf(
        "pirate-to-con",
        ("A=harry", "B=rosie"),
        "A=con",
        "A",
        _r("con.rank"),
        0,
        "A",
        "pack: He does not earn bonus points for capturing pirates.",
    ),
    WhatIf(
        "escape-to-davy",
        ("A=g5", "B=kraken", "C=escape", "D=g9"),
        "C=davy",
        "D",
        _r("rank.lead"),
        0,
        "D",
        "pack: the remaining highest-ranking card wins the trick, in order played",
    ),
    WhatIf(
        "everything-non-winning",
        ("A=davy", "B=stingray", "C=g3"),
        "C=plank",
        None,
        _r("exp.discard"),
        0,
        "A",
        "pack: Player 1 plays Davy Jones' Locker, Player 2 ... Stingray, Player 3 ... Plank. The trick is "
        "discarded, and Player 1 leads out the next trick",
    ),
    WhatIf(
        "edition-2013-king",
        ("A=mermaid", "B=sk"),
        "A=pirate",
        "B",
        _r("rank.king"),
        30,
        "B",
        "rulings §5: Scary Mary 'always counts as a pirate' for the Skull King bonus ([RB13] +30 per Pirate)",
        ("--edition", "2013"),
    ),
    WhatIf(
        "edition-2013-mermaid",
        ("A=escape", "B=sk"),
        "A=mermaid",
        "A",
        _r("rank.mermaid-king"),
        50,
        "A",
        "rulings §13: 2013 scoring ([RB13]): ... a Mermaid capturing the Skull King is +50",
        ("--edition", "2013"),
    ),
    WhatIf(
        "edition-2013-scary-mary-escape",
        ("A=sk", "B=g5"),
        "B=scary-mary:escape",
        "A",
        _r("rank.king"),
        30,
        "A",
        "rulings §5: in [RB13], Scary Mary 'always counts as a pirate' for the Skull King bonus",
        ("--edition", "2013"),
    ),
]


def _position(data: dict[str, object], position: int | None) -> str | None:
    """The player of the card at a 0-based position of the trick's plays, or None."""
    if position is None:
        return None
    players = data["players"]
    assert isinstance(players, list)
    return str(players[position])


@pytest.mark.parametrize("case", WHYS, ids=[c.name for c in WHYS])
def test_why_not_names_the_rule_and_the_card_the_sources_name(cli: Cli, case: Why) -> None:
    """Each case's rule ID and source are in its data: the rule that beat the card, the card that did."""
    code, out, err = cli("trick", *case.cards, "--why", case.ask, "--json", *case.extra)
    assert code == 0, err
    data = json.loads(out)
    why = data["why_not"]
    assert (data["winner_name"], data["next_leader_name"]) == (case.winner, case.next), case.source
    assert why["rule"] in case.rules, (why["rule"], case.source)
    assert _position(data, why["beaten_by"]) == case.by, case.source
    assert not why["won"]


@pytest.mark.parametrize("case", WHAT_IFS, ids=[c.name for c in WHAT_IFS])
def test_what_if_gives_the_winner_bonus_and_leader_the_sources_give(cli: Cli, case: WhatIf) -> None:
    """Each case's rule ID and source are in its data: the new winner, its rule, bonus and next leader."""
    code, out, err = cli("trick", *case.cards, "--what-if", case.change, "--json", *case.extra)
    assert code == 0, err
    after = json.loads(out)["what_if"]["verdict"]
    got = (after["winner_name"], after["bonus"], after["next_leader_name"])
    assert got == (case.winner, case.bonus, case.next), case.source
    assert after["rule"] in case.rules, (after["rule"], case.source)


@dataclass(frozen=True)
class Removed:
    """``--why ask`` about a card that won, or that never could: the rule given and the card named (``by``)."""

    name: str
    cards: tuple[str, ...]
    ask: str
    rule: str | None
    by: str | None
    source: str


ASKED_OF_THE_ODD_ONES = [
    Removed("the-winner", TRIANGLE, "B", None, None, "guide: Skull King (1) | Beats every suited card and Pirates"),
    Removed(
        "pirate-walked-the-plank",
        ("A=sk", "B=rosie", "C=plank"),
        "B",
        "plank.remove",
        "A",
        "pack: the player must remove one standard Pirate at the end of the trick, if any are present",
    ),
    Removed(
        "first-pirate-walked-the-plank",
        ("A=rosie", "B=harry", "C=plank:rosie"),
        "A",
        "plank.remove",
        "B",
        "pack: the player chooses which one to remove, potentially changing the highest-ranking pirate",
    ),
    Removed(
        "the-plank-itself",
        ("A=sk", "B=rosie", "C=plank"),
        "C",
        "exp.non-winning",
        "A",
        "pack: Walk the Plank | This card does not win a trick.",
    ),
    Removed(
        "kraken-in-davy-jones",
        ("A=g5", "B=kraken", "C=davy", "D=g9"),
        "B",
        "davy.destroy",
        "D",
        "pack: it destroys all Sea Monsters in the trick ... the remaining highest-ranking card wins the trick",
    ),
    Removed(
        "davy-jones-itself",
        ("A=g5", "B=kraken", "C=davy", "D=g9"),
        "C",
        "exp.non-winning",
        "D",
        "pack: Davy Jones' Locker | Does not win a trick.",
    ),
    # beaten_by is "the sea monster that left the trick without a winner" (the JSON schema): here the Kraken itself
    Removed(
        "the-kraken-itself",
        ("A=g5", "B=b2", "C=kraken"),
        "C",
        "kraken.destroy",
        "C",
        "guide: Kraken (1) | Destroys the entire trick when played. No one wins",
    ),
    Removed(
        "number-in-a-kraken-trick",
        ("A=g5", "B=b2", "C=kraken"),
        "A",
        "kraken.destroy",
        "C",
        "guide: Kraken (1) | Destroys the entire trick when played. No one wins",
    ),
    Removed(
        "the-volley-itself",
        ("A=volley", "B=g3", "C=g5", "A=g1"),
        "1",
        "exp.non-winning",
        "C",
        "pack: The Last Volley | Does not win a trick.",
    ),
]


@pytest.mark.parametrize("case", ASKED_OF_THE_ODD_ONES, ids=[c.name for c in ASKED_OF_THE_ODD_ONES])
def test_why_of_a_winner_or_a_removed_card_is_told_as_it_happened(cli: Cli, case: Removed) -> None:
    """Each case's rule ID and source are in its data; the card named is the one that won, or the Kraken."""
    code, out, err = cli("trick", *case.cards, "--why", case.ask, "--json")
    assert code == 0, err
    data = json.loads(out)
    why = data["why_not"]
    assert why["rule"] == case.rule, case.source
    assert why["won"] == (case.rule is None)
    assert _position(data, why["beaten_by"]) == case.by, case.source


@pytest.mark.parametrize(
    ("ask", "said"),
    [
        ("0", "there is no card 0 in this trick of 3 cards (give 1 to 3)"),
        ("4", "there is no card 4 in this trick of 3 cards (give 1 to 3)"),
        ("Zed", "no player is called 'Zed' in this trick; the players are A, B, C"),
    ],
)
def test_why_of_a_card_not_in_the_trick_is_one_clear_refusal(cli: Cli, ask: str, said: str) -> None:
    """play.order: a trick of three cards has cards 1 to 3 and only the players who played them."""
    for option in ("--why", "--what-if"):
        value = ask if option == "--why" else f"{ask}=g3"
        code, out, err = cli("trick", *TRIANGLE, option, value, "--plain")
        assert (code, out) == (2, "") and said in err and len(err.strip().splitlines()) == 1


PLANK_CHOICE = ("A=sk", "B=rosie", "C=harry", "D=plank:rosie")


def test_what_if_the_plank_removes_another_pirate_is_not_the_same_verdict(cli: Cli) -> None:
    """plank.remove: pack "If multiple pirates are in a trick, the player chooses which one to remove". Removing
    Harry instead of Rosie leaves the Skull King's win and +30 as they were, but not the card removed: the what-if
    shows the Removed row changing and does not call it the same verdict; its JSON names the fact."""
    code, out, _ = cli("trick", *PLANK_CHOICE, "--what-if", "D=plank:harry", "--plain")
    assert code == 0
    assert "The verdict is the same." not in out
    what_if = out[out.index("What if") :].splitlines()
    row = next(line for line in what_if if line.strip().startswith("Removed"))
    assert "Rosie D'Laney" in row and "->" in row and "Harry the Giant" in row.split("->")[1]
    code, out, _ = cli("trick", *PLANK_CHOICE, "--what-if", "D=plank:harry", "--json")
    assert json.loads(out)["what_if"]["changed"] == ["card", "removed", "bonuses"]  # the +30 of another Pirate
    code, out, _ = cli("trick", *PLANK_CHOICE, "--what-if", "D=plank:harry", "--plain", "--lang", "fr")
    assert "Le verdict est le même." not in out and "Cartes retirées" in out


def test_what_if_the_plank_leaves_first_mate_con_other_powers_says_so(cli: Cli) -> None:
    """con.powers, plank.remove: pack "When a player wins a trick with him, they may use the all pirate powers from
    any pirates he captures": with Rosie removed Con's player may use Harry's power, with Harry removed Rosie's."""
    trick = ("A=con", "B=rosie", "C=harry", "D=plank:rosie", "--abilities", "--what-if", "D=plank:harry")
    code, out, _ = cli("trick", *trick, "--plain")
    assert code == 0 and "The verdict is the same." not in out
    what_if = out[out.index("What if") :].splitlines()
    row = next(line for line in what_if if line.strip().startswith("Abilities"))
    assert row.split("->")[0].count("Harry the Giant") == 1 and "Rosie D'Laney" in row.split("->")[1]
    code, out, _ = cli("trick", *trick, "--json")
    assert json.loads(out)["what_if"]["changed"] == ["card", "removed", "abilities"]


def test_what_if_that_removes_nothing_has_no_removed_row(cli: Cli) -> None:
    """rank.king: no card removed before or after the change, so no Removed or Abilities row to read."""
    code, out, _ = cli("trick", *TRIANGLE, "--what-if", "B=escape", "--plain")
    what_if = out[out.index("What if") :]
    assert code == 0 and "Removed" not in what_if and "Abilities" not in what_if
