"""`skrules score` refuses the pirate abilities the round engine refuses: a single round and a score sheet alike.

Harry the Giant's change (ability.harry) and Rascal of Roatan's wager (ability.rascal) are scored only where
some play can bring them: an edition that has the abilities, a trick won for each Pirate whose ability is used
(ability.unlock; con.powers lets First Mate Con's winner use the Pirates he took), and Rascal's wager not after
the round's last trick (ruling.last-trick-ability). Each refusal is a message of every catalogue.

The sheets here are written line by line (``_sheet``), so that the golden sheet file records none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cards import Pirate
from skrules.errors import RoundError
from skrules.game import RoundSpec, play_round
from skrules.i18n import LANGS, localizer
from skrules.refusals import RoundRefusal, ScoreRefusal, refusal
from skrules.rules import RuleSet
from skrules.scoring import ScoreError, score

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

NO_ABILITIES_2013 = "the 2013 edition has no pirate abilities (they came with the 2018 Legendary Expansion)"
LAST_TRICK = "only Harry the Giant's may be used after the last trick (ability.unlock; ruling.last-trick-ability=harry)"
TRICKS_NEEDED = "Harry the Giant's change and Rascal of Roatan's wager need 2 tricks won, not 1"


def _sheet(tmp_path: Path, *lines: str) -> str:
    """A score sheet file of ``lines``; its path."""
    path = tmp_path / "game.sheet"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def _round(cli: Cli, *args: str) -> tuple[int, str, str]:
    return cli("score", "--plain", *args)


# ------------------------------------------------------------------ 1. the 2013 edition has no abilities


@pytest.mark.parametrize(
    ("args", "leave"),
    [
        (("--cards", "5", "--bid", "2", "--won", "3", "--harry", "+1"), "leave Harry the Giant's change out"),
        (("--cards", "5", "--bid", "2", "--won", "2", "--wager", "20"), "leave Rascal of Roatan's wager out"),
        (
            ("--cards", "5", "--bid", "2", "--won", "2", "--wager", "10", "--harry", "0"),
            "leave Harry the Giant's change and Rascal of Roatan's wager out",
        ),
    ],
)
def test_2013_edition_refuses_harry_and_rascal(cli: Cli, args: tuple[str, ...], leave: str) -> None:
    """ability.harry, ability.rascal: the 2013 edition has no pirate abilities (skrules.editions: the 2018
    Legendary Expansion printable added them), so neither Harry's change nor Rascal's wager is scored under it."""
    code, out, err = _round(cli, *args, "--edition", "2013")
    assert (code, out) == (2, "")
    assert err.strip() == f"skrules: error: {NO_ABILITIES_2013}; {leave}, or play a later edition"
    code, out, err = _round(cli, *args, "--edition", "2018")
    assert (code, err) == (0, "")


def test_2013_edition_refuses_abilities_as_trick_does(cli: Cli) -> None:
    """ability.unlock: ``score --edition 2013 --abilities`` is refused with the words ``trick`` uses."""
    code, _, trick_err = cli("trick", "--edition", "2013", "--abilities", "Ann=sk", "Ben=g3")
    assert code == 2
    assert NO_ABILITIES_2013 in trick_err
    code, out, err = _round(cli, "--cards", "5", "--bid", "2", "--won", "2", "--edition", "2013", "--abilities")
    assert (code, out, err) == (2, "", trick_err)
    code, out, _ = _round(cli, "--cards", "5", "--bid", "2", "--won", "2", "--edition", "2013")
    assert code == 0 and "+40" in out


@pytest.mark.parametrize(
    ("cell", "leave"),
    [
        ("1/1,wager=20 0/1", "leave Rascal of Roatan's wager out"),
        ("1/2,harry=+1 0/0", "leave Harry the Giant's change out"),
    ],
)
def test_2013_sheet_refuses_a_cell_with_an_ability(cli: Cli, tmp_path: Path, cell: str, leave: str) -> None:
    """ability.harry, ability.rascal: a sheet with ``edition: 2013`` refuses a cell that uses an ability, at the
    cell; the same sheet under ``--edition 2018`` adds up."""
    path = _sheet(tmp_path, "players: Ann Ben", "edition: 2013", "round 1: 0/0 1/1", f"round 2: {cell}")
    code, out, err = cli("score", "--plain", path)
    assert (code, out) == (2, "")
    assert err.strip() == f"skrules: error: {path}:4:10: {NO_ABILITIES_2013}; {leave}, or play a later edition"
    code, out, err = cli("score", "--plain", "--edition", "2018", path)
    assert (code, err) == (0, "")


def test_2013_sheet_and_scenario_refuse_their_abilities_line(cli: Cli, tmp_path: Path) -> None:
    """ability.unlock: a sheet or a scenario saying ``edition: 2013`` and ``abilities: on`` is refused at its
    abilities line, in words that name no command-line option."""
    path = _sheet(tmp_path, "players: Ann Ben", "edition: 2013", "abilities: yes", "round 1: 1/1 0/0")
    code, _, err = cli("score", "--plain", path)
    said = f"{NO_ABILITIES_2013}; leave the pirate abilities out, or play a later edition"
    assert (code, err.strip()) == (2, f"skrules: error: {path}:3:12: {said}")
    scenario = tmp_path / "first.skull"
    scenario.write_text("scenario: first\nedition: 2013\nabilities: on\ntrick: g5 g9\nwinner: P2\n")
    code, out, _ = cli("check", "--plain", str(scenario))
    assert code == 1 and said in out and "--abilities" not in out


def test_2013_refusal_asks_the_editions_bundle() -> None:
    """ability.harry: the API refuses as the command does, from the edition's facts (Edition.abilities)."""
    first = RuleSet(edition="2013")
    assert not first.edition.abilities
    with pytest.raises(ScoreError) as info:
        score(5, 2, 3, harry=1, rules=first)
    assert info.value.message == refusal(ScoreRefusal.FIRST_HARRY, typed="2013", pirate=Pirate.HARRY)
    assert score(5, 2, 3, rules=first).total == -10


# ------------------------------------------------------------------ 2. Rascal's wager and the last trick


def test_wager_in_a_round_of_one_card_is_refused_by_default(cli: Cli) -> None:
    """ability.rascal, ability.unlock, ruling.last-trick-ability=harry: the reference guide says of pirate powers
    "Immediately after the trick that pirate won. The only exception is Harry the Giant, whose power may be used
    even after a round's final trick"; a round of 1 card has only its last trick, so no wager is made in it."""
    code, out, err = _round(cli, "--cards", "1", "--bid", "1", "--won", "1", "--wager", "20")
    assert (code, out) == (2, "")
    assert err.strip() == (
        "skrules: error: Rascal of Roatan's wager in a round of 1 card: an ability is used straight after the trick "
        f"won, and trick 1 is the round's last: {LAST_TRICK}"
    )


@pytest.mark.parametrize("given", [("--ruling", "last-trick-ability=harry-or-rascal"), ("--edition", "2018")])
def test_wager_in_a_round_of_one_card_under_the_other_reading(cli: Cli, given: tuple[str, str]) -> None:
    """ruling.last-trick-ability=harry-or-rascal, score.wager: the 2018 Legendary Expansion printable lets Rascal
    wager after the last trick (official rulings §8: "A 2018 Legendary Expansion printable allowed Harry")."""
    code, out, err = _round(cli, "--cards", "1", "--bid", "1", "--won", "1", "--wager", "20", *given)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == "  total +40"


def test_harry_and_a_longer_round_still_score(cli: Cli) -> None:
    """ability.harry, score.wager: Harry the Giant may act after the final trick; in a round of 2 cards Rascal can
    win the first trick and wager."""
    code, out, _ = _round(cli, "--cards", "1", "--bid", "1", "--won", "1", "--harry", "-1")
    assert code == 0 and "bid 1->0" in out
    code, out, _ = _round(cli, "--cards", "2", "--bid", "1", "--won", "1", "--wager", "20")
    assert code == 0 and out.splitlines()[-1] == "  total +40"


def test_wager_in_a_round_of_one_card_in_a_sheet(cli: Cli, tmp_path: Path) -> None:
    """ability.rascal, ruling.last-trick-ability: round 1 of a sheet deals 1 card, so its wager is refused at the
    cell, unless the sheet reads the ruling harry-or-rascal."""
    path = _sheet(tmp_path, "players: Ann Ben", "round 1: 1/1,wager=20 0/0")
    code, out, err = cli("score", "--plain", path)
    assert (code, out) == (2, "")
    assert err.strip().startswith(f"skrules: error: {path}:2:10: Rascal of Roatan's wager in a round of 1 card")
    assert err.strip().endswith(LAST_TRICK)
    path = _sheet(
        tmp_path, "players: Ann Ben", "ruling: last-trick-ability=harry-or-rascal", "round 1: 1/1,wager=20 0/0"
    )
    code, out, err = cli("score", "--plain", path)
    assert (code, err) == (0, "")
    assert "+40 (40)" in out


def test_score_agrees_with_the_round_engine_on_the_last_trick() -> None:
    """ability.unlock, ruling.last-trick-ability: a round of 1 card won with Rascal: the round engine refuses the
    wager and the score refuses it too, in the same words; under harry-or-rascal both score +40."""
    spec = RoundSpec(
        players=("Ann", "Ben", "Cat"),
        bids={"Ann": 1, "Ben": 0, "Cat": 0},
        tricks=["Ann=rascal Ben=g2 Cat=g4"],
        choices={1: "rascal 20"},
    )
    with pytest.raises(RoundError, match="only Harry the Giant's may be used after the last trick"):
        play_round(spec, RuleSet(abilities=True))
    with pytest.raises(ScoreError, match="only Harry the Giant's may be used after the last trick"):
        score(1, 1, 1, wager=20, rules=RuleSet(abilities=True))
    other = RuleSet(abilities=True, choices={"last-trick-ability": "harry-or-rascal"})
    assert play_round(spec, other).totals["Ann"] == score(1, 1, 1, wager=20, rules=other).total == 40


# ------------------------------------------------------------------ 3. a trick won for each ability


def test_two_abilities_need_two_tricks_without_con(cli: Cli) -> None:
    """ability.unlock: official rulings §8: you "must first win a trick with that pirate rather than just capturing
    them"; Harry's change and Rascal's wager need two tricks won when no First Mate Con is in the deck."""
    base = ("--cards", "3", "--bid", "0", "--won", "1", "--harry", "+1", "--wager", "20")
    for deck in ("base", "advanced"):
        code, out, err = _round(cli, *base, "--deck", deck)
        assert (code, out) == (2, "")
        assert TRICKS_NEEDED in err
    code, _, err = _round(cli, "--cards", "3", "--bid", "1", "--won", "2", "--harry", "+1", "--wager", "20")
    assert (code, err) == (0, "")


def test_con_unlocks_two_abilities_in_one_trick(cli: Cli) -> None:
    """con.powers: a player who wins a trick with First Mate Con may use the ability of each named Pirate he took,
    so one trick won can bring Harry's change and Rascal's wager, as ``trick`` shows."""
    code, out, _ = cli("trick", "--plain", "--abilities", "Ann=con", "Ben=harry", "Cat=rascal")
    assert code == 0
    assert "Abilities  Harry the Giant, Rascal of Roatan" in out
    args = ("--cards", "3", "--bid", "0", "--won", "1", "--harry", "+1", "--wager", "20")
    for deck in ("con", "all"):
        code, out, err = _round(cli, *args, "--deck", deck)
        assert (code, err) == (0, "")
        assert out.splitlines()[-1] == "  total +40"


def test_two_abilities_in_a_sheet_need_two_tricks(cli: Cli, tmp_path: Path) -> None:
    """ability.unlock, con.powers: a sheet's cell with Harry and Rascal and one trick won is refused with a deck
    without First Mate Con, and added up with one that has him."""
    rows = ("round 1: 0/0 0/1", "round 2: 0/0 0/2", "round 3: 0/1,harry=+1,wager=20 0/2")
    path = _sheet(tmp_path, "players: Ann Ben", "deck: advanced", *rows)
    code, out, err = cli("score", "--plain", path)
    assert (code, out) == (2, "")
    assert err.strip().startswith(f"skrules: error: {path}:5:10: {TRICKS_NEEDED}")
    code, out, err = cli("score", "--plain", "--deck", "advanced,con", path)
    assert (code, err) == (0, "")


@given(cards=st.integers(2, 10), won=st.integers(0, 10), harry=st.sampled_from([-1, 0, 1]))
def test_abilities_need_as_many_tricks_without_con(cards: int, won: int, harry: int) -> None:
    """ability.unlock: without First Mate Con, Harry's change and Rascal's wager together are scored exactly when
    two tricks or more were won (and Harry's new bid is still a bid)."""
    won = min(won, cards)
    bid = 1
    rules = RuleSet.from_options(deck="advanced")
    try:
        score(cards, bid, won, harry=harry, wager=10, rules=rules)
    except ScoreError:
        accepted = False
    else:
        accepted = True
    assert accepted == (won >= 2 and 0 <= bid + harry <= cards)


# ------------------------------------------------------------------ 4. one card dealt, said in the singular


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ("--cards", "1", "--bid", "1", "--won", "1", "--harry", "+1"),
            "Harry the Giant cannot move the bid from 1 to 2: a bid is 0 to the 1 card dealt "
            "(bid.range, ability.harry)",
        ),
        (("--cards", "1", "--bid", "2", "--won", "1"), "the bid is 2; a bid is 0 to the 1 card dealt (bid.range)"),
        (
            ("--cards", "1", "--bid", "1", "--won", "2"),
            "tricks won is 2; a round of 1 card dealt has 1 trick (setup.deal)",
        ),
    ],
)
def test_one_card_dealt_is_said_in_the_singular(cli: Cli, args: tuple[str, ...], said: str) -> None:
    """bid.range, ability.harry, setup.deal: "1 card dealt", not "1 cards"."""
    code, out, err = _round(cli, *args)
    assert (code, out, err) == (2, "", f"skrules: error: {said}\n")


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "zh"])
def test_one_card_refusals_differ_from_the_plural_in_every_language(lang: str) -> None:
    """bid.range, ability.harry, setup.deal: each catalogue with a plural says one card dealt with its own words,
    not the plural message's with 1 put in (Chinese says both alike: 1张牌, 3张牌)."""
    say = localizer(lang).refused
    pairs = [
        (
            refusal(ScoreRefusal.HARRY_MOVE_ONE, pirate=Pirate.HARRY, n=1, n2=2),
            refusal(ScoreRefusal.HARRY_MOVE, pirate=Pirate.HARRY, n=1, n2=2, n3=1),
        ),
        (refusal(ScoreRefusal.BID_ONE, n=2), refusal(ScoreRefusal.BID, n=2, n2=1)),
        (refusal(ScoreRefusal.WON_ONE, n=2), refusal(ScoreRefusal.WON, n=2, n2=1)),
    ]
    for one, plural in pairs:
        assert say(one) != say(plural), (lang, one)


@pytest.mark.parametrize("lang", LANGS)
def test_last_trick_wager_keeps_the_round_engines_words(lang: str) -> None:
    """ability.unlock, ruling.last-trick-ability: each catalogue says the score's refusal with the round engine's
    clause "only Harry the Giant's may be used after the last trick", as it translates that clause there."""
    said = localizer(lang).refused(refusal(ScoreRefusal.WAGER_LAST, pirate=Pirate.RASCAL, typed="harry"))
    engine = localizer(lang).refused(refusal(RoundRefusal.TOO_LATE, pirate=Pirate.RASCAL, n=1, typed="harry"))
    sep = "：" if lang == "zh" else "\xa0: " if lang == "fr" else ": "  # noqa: RUF001
    clause = engine.rsplit(sep, 1)[-1]
    assert said.endswith(clause), (lang, said, clause)


def test_editions_head_says_one_card_dealt(cli: Cli) -> None:
    """setup.deal: ``score --editions`` heads a round of 1 card with "1 card dealt"."""
    code, out, _ = _round(cli, "--cards", "1", "--bid", "1", "--won", "1", "--editions")
    assert code == 0
    assert out.splitlines()[0] == "Round  1 card dealt, bid 1, won 1"
