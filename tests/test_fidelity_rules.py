"""The fidelity fixes, each checked against the seed sentence that decides it."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, TypedDict, Unpack

import pytest

from skrules.deal import DealError, check_deal, schedule
from skrules.game import RoundError, RoundSpec, play_round
from skrules.rules import ADVANCED_GAME, FULL_BOX, RULINGS, RuleSet
from skrules.trick import Outcome, judge

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping, Sequence

    from skrules.game import RoundResult

ABC = ("Ann", "Ben", "Cat")
ABIL = RuleSet(abilities=True)


class Given(TypedDict, total=False):
    """RoundSpec's other keyword arguments, written as strings where cards and abilities go."""

    cards: int
    dealer: str
    leader: str
    hands: Mapping[str, str]
    ghost: str
    choices: Mapping[int, str | Sequence[str]]
    cannonball: Collection[str]
    number: int


def rnd(
    tricks: Sequence[str],
    bids: Mapping[str, int],
    rules: RuleSet = ABIL,
    players: Sequence[str] = ABC,
    **kw: Unpack[Given],
) -> RoundResult:
    """A round from plain values played: RoundSpec reads strings wherever cards, plays or abilities go."""
    return play_round(RoundSpec(players=players, bids=bids, tricks=tricks, **kw), rules)


# ------------------------------------------------------------------ 1. powers after the last trick

LAST = ["Ann=g3 Ben=g9 Cat=g5", "Ben=y2 Cat=y8 Ann={pirate}"]


@pytest.mark.parametrize(
    ("pirate", "choice"), [("rascal", "rascal 20"), ("bendt", "bendt +y1 +y3 -y1 -y3"), ("juanita", "juanita")]
)
def test_ability_unlock_guide_powers_when_refused_after_the_last_trick(pirate: str, choice: str) -> None:
    """ability.unlock, guide.powers-when: only Harry the Giant's power may be used after the final trick."""
    tricks = [t.format(pirate=pirate) for t in LAST]
    with pytest.raises(RoundError, match="only Harry the Giant's may be used after the last trick") as info:
        rnd(tricks, {"Ann": 1, "Ben": 1, "Cat": 0}, choices={2: choice})
    assert info.value.trick == 2
    assert "(ability.unlock; ruling.last-trick-ability=harry)" in str(info.value)


def test_ability_rascal_wager_after_the_last_trick_is_not_scored_plus_40() -> None:
    """ability.rascal, score.wager: Ann wins the last trick with Rascal; a wager of 20 is refused."""
    with pytest.raises(RoundError):
        rnd(["Ann=rascal Ben=g2 Cat=g4"], {"Ann": 1, "Ben": 0, "Cat": 0}, choices={1: "rascal 20"})
    plain = rnd(["Ann=rascal Ben=g2 Cat=g4"], {"Ann": 1, "Ben": 0, "Cat": 0})
    assert plain.totals["Ann"] == 20


def test_ability_harry_still_allowed_after_the_last_trick() -> None:
    """ability.harry: the one exception the FAQ names."""
    r = rnd(
        ["Ann=g1 Ben=g2 Cat=g3", "Cat=g4 Ann=harry Ben=g5"], {"Ann": 0, "Ben": 0, "Cat": 1}, choices={2: "harry +1"}
    )
    assert r.totals["Ann"] == 20


def test_ability_rascal_before_the_last_trick_still_scores() -> None:
    """ability.rascal, score.wager: a wager after an earlier trick counts."""
    r = rnd(
        ["Ann=rascal Ben=g2 Cat=g4", "Ann=g1 Ben=g3 Cat=g5"], {"Ann": 1, "Ben": 0, "Cat": 1}, choices={1: "rascal 20"}
    )
    assert r.totals["Ann"] == 40


# ------------------------------------------------------------------ 2. the Pack's discard


@pytest.mark.parametrize(
    "tokens",
    [
        ["Ann=plank", "Ben=stingray", "Cat=volley"],
        ["Ann=volley", "Ben=stingray", "Cat=plank"],
        ["Ann=plank", "Ben=stingray"],
        ["Ann=stingray", "Ben=plank", "Cat=volley"],
        ["Ann=davy", "Ben=stingray", "Cat=plank"],  # example.discard
        ["Ann=pirate", "Ben=stingray"],  # under the Stingray a Pirate cannot win either
        ["Ann=mermaid", "Ben=stingray", "Cat=pirate"],
        ["Ann=sk", "Ben=whale", "Cat=stingray", "Dan=con"],
    ],
)
def test_exp_discard_non_winning_specials_only_the_leader_leads(tokens: list[str]) -> None:
    """exp.discard, example.discard: only non-winning special cards: discarded, the player who led leads."""
    v = judge(tokens)
    assert v.outcome is Outcome.DISCARDED
    assert v.next_leader_name == "Ann"
    assert "exp.discard" in v.trace.rules
    assert all(s.ruling != "ruling.monster-discard-leader" for s in v.trace)


def test_exp_discard_holds_whatever_the_monster_discard_reading() -> None:
    """exp.discard: ruling.monster-discard-leader does not apply to the Pack's own discard."""
    rules = RuleSet(modules=FULL_BOX, choices={"monster-discard-leader": "monster-player"})
    assert judge(["Ann=plank", "Ben=stingray", "Cat=volley"], rules).next_leader_name == "Ann"


def test_whale_discard_keeps_its_ruling() -> None:
    """whale.discard, ruling.monster-discard-leader: a White Whale that discards the trick gives its player the lead."""
    v = judge(["Ann=plank", "Ben=whale", "Cat=volley"])
    assert (v.outcome, v.next_leader_name) == (Outcome.DISCARDED, "Ben")
    v = judge(["Ann=pirate", "Ben=whale"])
    assert v.next_leader_name == "Ben"
    assert any(s.ruling == "ruling.monster-discard-leader" for s in v.trace)


def test_exp_discard_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    """exp.discard: `skrules trick --json Ann=plank Ben=stingray Cat=volley` names Ann."""
    from skrules.cli import main

    code = main(["trick", "--json", "Ann=plank", "Ben=stingray", "Cat=volley"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert (out["outcome"], out["next_leader_name"]) == ("discarded", "Ann")


# ------------------------------------------------------------------ 3. Mary Thorne


class Deal(TypedDict):
    tricks: Sequence[str]
    bids: Mapping[str, int]


MARY: Deal = dict(
    tricks=["Ann=mary Ben=g7 Cat=g9", "Ann=y5 Ben=y1 Cat=y9"],
    bids={"Ann": 1, "Ben": 0, "Cat": 1},
)


def test_mary_power_is_compulsory() -> None:
    """mary.power: "that player must choose a random card": no pick is an error that says so."""
    with pytest.raises(RoundError, match=r"must choose a random card.*\(mary\.power\)") as info:
        rnd(**MARY, rules=RuleSet(modules=FULL_BOX, abilities=True))
    assert info.value.trick == 1


def test_mary_power_not_required_on_the_last_trick_or_without_abilities() -> None:
    """mary.power: no next trick, no pick; without the abilities Mary is a plain Pirate."""
    r = rnd(
        ["Ben=g7 Cat=g9 Ann=mary"],
        {"Ann": 1, "Ben": 0, "Cat": 0},
        rules=RuleSet(modules=FULL_BOX, abilities=True),
        leader="Ben",
    )
    assert r.totals["Ann"] == 20
    assert rnd(**MARY, rules=RuleSet(modules=FULL_BOX)).totals["Ann"] == 20


# ------------------------------------------------------------------ 4. Graybeard


class Seated(TypedDict):
    players: Sequence[str]
    bids: Mapping[str, int]
    leader: str


GRAY: Seated = dict(
    players=("Ann", "Ben"),
    bids={"Ann": 1, "Ben": 1},
    leader="Ann",
)


def test_two_leader_ruling_graybeard_leader_round_leader_is_the_default() -> None:
    """two.leader, ruling.graybeard-leader=round-leader: "the player who led that round leads the next one"."""
    assert RULINGS["ruling.graybeard-leader"].default == "round-leader"
    tricks = ["Ann=g3 Graybeard=g2 Ben=g9", "Ben=y2 Graybeard=y9 Ann=y5", "Ann=b7 Graybeard=b1 Ben=b3"]
    r = rnd(tricks, rules=RuleSet(), **GRAY)
    assert [t.leader for t in r.tricks] == ["Ann", "Ben", "Ann"]
    step = next(s for s in r.trace if s.rule == "two.leader")
    assert (step.ruling, step.reading) == ("ruling.graybeard-leader", "round-leader")


def test_two_leader_ruling_graybeard_leader_other_readings() -> None:
    """ruling.graybeard-leader=trick-leader and =graybeard remain switches."""
    tricks = ["Ann=g3 Graybeard=g2 Ben=g9", "Ben=y2 Graybeard=y9 Ann=y5", "Ben=b3 Graybeard=b1 Ann=b7"]
    r = rnd(tricks, rules=RuleSet(choices={"graybeard-leader": "trick-leader"}), **GRAY)
    assert [t.leader for t in r.tricks] == ["Ann", "Ben", "Ben"]
    tricks = ["Ann=g3 Graybeard=g2 Ben=g9", "Ben=y2 Graybeard=y9 Ann=y5", "Graybeard=b1 Ben=b3 Ann=b7"]
    r = rnd(tricks, rules=RuleSet(choices={"graybeard-leader": "graybeard"}), **GRAY)
    assert r.tricks[2].leader == "Graybeard"


# ------------------------------------------------------------------ 5. eight players


@pytest.mark.parametrize("rules", [RuleSet(), RuleSet(modules=ADVANCED_GAME)])
def test_setup_cap_ruling_eight_players_eight_cards_with_the_guides_deck(rules: RuleSet) -> None:
    """setup.cap, ruling.eight-players=eight: "Rounds 9 and 10 also deal only 8 cards each"."""
    s = schedule(8, rules)
    assert s.cards == (1, 2, 3, 4, 5, 6, 7, 8, 8, 8)
    assert s.trace[1].ruling == "ruling.eight-players"
    with pytest.raises(DealError, match="at most 8"):
        check_deal(9, 8, rules)


def test_exp_players_eight_players_with_the_whole_pack_play_ten_full_rounds() -> None:
    """exp.players: "With all expansion cards included, up to nine players can play the full ten
    rounds." The guide's cap for eight players does not reach the Pack's deck."""
    s = schedule(8, RuleSet(modules=FULL_BOX))
    assert s.cards == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    assert s.trace[1].ruling is None and s.trace[1].cites == "exp.players"
    check_deal(10, 8, RuleSet(modules=FULL_BOX))  # ten cards each: allowed


def test_setup_cap_ruling_eight_players_deck_reading() -> None:
    """ruling.eight-players=deck: floor(deck / players)."""
    assert schedule(8, RuleSet(modules=ADVANCED_GAME, choices={"eight-players": "deck"})).cards[-2:] == (9, 9)
    assert schedule(8, RuleSet(modules=FULL_BOX, choices={"eight-players": "deck"})).cards[-2:] == (9, 10)
    assert schedule(9, RuleSet(modules=FULL_BOX)).cards[-1] == 10  # exp.players: nine play ten full rounds


# ------------------------------------------------------------------ 6. the silent cases, named


@pytest.mark.parametrize("tokens", [["Ann=whale", "Ben=kraken"], ["Ann=kraken", "Ben=plank", "Cat=volley"]])
def test_kraken_leader_ruling_kraken_nobody_leader(tokens: list[str]) -> None:
    """kraken.leader, ruling.kraken-nobody-leader: nothing else could have won: the trick's leader by default."""
    v = judge(tokens)
    assert (v.outcome, v.next_leader_name) == (Outcome.DESTROYED, "Ann")
    assert any((s.ruling, s.reading) == ("ruling.kraken-nobody-leader", "trick-leader") for s in v.trace)
    kraken = next(p.player for p in v.trick.plays if p.card.kind.value == "kraken")
    other = RuleSet.for_cards([p.card for p in v.trick.plays], choices={"kraken-nobody-leader": "kraken-player"})
    assert judge(tokens, other).next_leader_name == kraken


def test_volley_extra_ruling_volley_leader() -> None:
    """volley.extra, ruling.volley-leader: the Last Volley's player due to lead the last trick sits out."""
    bids = {"Ann": 1, "Ben": 1, "Cat": 0}
    r = rnd(["Ann=g5 Ben=volley Cat=g9 Ben=g11", "Cat=y3 Ann=y5"], bids, rules=RuleSet(modules=FULL_BOX))
    assert r.tricks[1].leader == "Cat"
    step = next(s for s in r.trace if s.ruling == "ruling.volley-leader")
    assert step.reading == "next-in-turn"
    rules = RuleSet(modules=FULL_BOX, choices={"volley-leader": "previous-in-turn"})
    assert rnd(["Ann=g5 Ben=volley Cat=g9 Ben=g11", "Ann=y5 Cat=y3"], bids, rules=rules).tricks[1].leader == "Ann"


def test_monster_last_exp_non_winning_kraken_led_stingray_last_escapes() -> None:
    """monster.last, exp.non-winning: the Kraken counts as an Escape and is the first Escape: it wins."""
    v = judge(["Ann=kraken", "Ben=stingray", "Cat=escape"])
    assert (v.outcome, v.winner_name, v.next_leader_name) == (Outcome.WON, "Ann", "Ann")


# ------------------------------------------------------------------ 7. the rule texts quote the seeds


def _rule_text(chapter: str, rid: str) -> str:
    from pathlib import Path

    text = (Path(__file__).parent.parent / "skrules" / "rulebook" / f"{chapter}.md").read_text()
    start = text.index(f"{rid}\n")
    return " ".join(text[start : text.index("```", start)].split())


def test_rule_texts_quote_the_seeds() -> None:
    """two.leader, ruling.graybeard-leader, exp.discard, game.tie, mary.power, ruling.lead-after-escape (the Chinese
    rulebook, and the reference guide's Loot answer)."""
    assert "the player who led that round leads the next one instead" in _rule_text("two-player", "two.leader")
    assert "the player who led that round leads the next one instead" in _rule_text(
        "rulings", "ruling.graybeard-leader"
    )
    discard = _rule_text("expansion", "exp.discard")
    assert "In a trick where only non-winning special cards are played with no ranking cards" in discard
    assert "destroyed by Davy Jones" not in discard
    assert "another round until the tie is broken" in _rule_text("scoring", "game.tie")
    assert "that player must choose a random card" in _rule_text("expansion", "mary.power")
    zh = "假如下一位玩家也打出特殊牌\uff0c则顺延至再下一位玩家"  # the seed's full-width comma
    assert zh in _rule_text("rulings", "ruling.lead-after-escape")
    loot = "The same as leading with an Escape: the next suited card played sets the suit."  # the Loot FAQ
    assert loot in _rule_text("rulings", "ruling.lead-after-escape")
