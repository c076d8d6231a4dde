"""A verdict's facts as data: the deciding rule and reading, what chose the next leader, the
removals by cause. Callers (the round, the scenario runner) read these, never the trace.
"""

from __future__ import annotations

import pickle

import pytest

from skrules import Card, Outcome, RuleSet, judge
from skrules.cards import Pirate
from skrules.rules import ConTriangle, KrakenLeader, KrakenNobodyLeader, MonsterDiscardLeader
from skrules.trace import Step

ALL = RuleSet.from_options(deck="all")


def test_a_won_trick_names_its_rule_and_next_winner_leads() -> None:
    """rank.lead, next.winner: the highest card of the lead suit wins and its player leads."""
    v = judge(["Ann=g5", "Ben=g9", "Cat=p14"], explain=False)
    assert (v.decided_by, v.decided_reading) == ("rank.lead", None)
    assert (v.leader_rule, v.leader_reading, v.next_leader_name) == ("next.winner", None, "Ben")


def test_the_kraken_destroys_and_the_would_be_winner_leads() -> None:
    """kraken.destroy, kraken.leader (ruling.kraken-leader=would-have-won)."""
    v = judge(["Ann=kraken", "Ben=g9", "Cat=sk"], explain=False)
    assert v.outcome is Outcome.DESTROYED and v.decided_by == "kraken.destroy"
    assert (v.leader_rule, v.leader_reading, v.next_leader_name) == (
        "kraken.leader",
        KrakenLeader.WOULD_HAVE_WON,
        "Cat",
    )
    assert v.destroyed_by_kraken == (0, 1, 2) and v.removed == (0,)


def test_after_the_kraken_with_no_would_be_winner_the_leader_leads_again() -> None:
    """kraken.leader; ruling.kraken-nobody-leader=trick-leader decides, and is the leader's reading."""
    v = judge(["Ann=plank", "Ben=kraken"], explain=False)
    assert (v.leader_rule, v.leader_ruling, v.leader_reading) == (
        "kraken.leader",
        "ruling.kraken-nobody-leader",
        KrakenNobodyLeader.TRICK_LEADER,
    )
    assert v.next_leader_name == "Ann"


def test_a_white_whale_trick_without_numbers_is_discarded_by_its_own_rule() -> None:
    """whale.discard: the rule decides the outcome and the leader (ruling.monster-discard-leader)."""
    v = judge(["Ann=escape", "Ben=whale"], explain=False)
    assert (v.outcome, v.decided_by, v.leader_rule) == (Outcome.DISCARDED, "whale.discard", "whale.discard")
    assert v.leader_reading is MonsterDiscardLeader.MONSTER_PLAYER and v.next_leader_name == "Ben"


def test_removals_are_kept_by_cause() -> None:
    """davy.destroy, plank.remove, monster.last: Davy's monsters, the Plank's Pirate and the earlier
    sea monsters that count as Escapes are different facts."""
    davy = judge(["Ann=davy", "Ben=stingray", "Cat=plank"], ALL, explain=False)
    assert (davy.destroyed_by_davy, davy.removed_by_plank, davy.removed) == ((1,), None, (0, 1))
    assert (davy.decided_by, davy.leader_rule) == ("exp.discard", "exp.discard")
    plank = judge(["Ann=plank:2", "Ben=rosie", "Cat=g5"], ALL, explain=False)
    assert (plank.removed_by_plank, plank.destroyed_by_davy, plank.decided_by) == (1, (), "rank.lead")
    last = judge(["Ann=kraken", "Ben=whale", "Cat=g3"], ALL, explain=False)
    assert (last.as_escapes, last.decided_by, last.winner) == ((0,), "whale.numbers", 2)


@pytest.mark.parametrize(("reading", "winner"), [(ConTriangle.MERMAID, 1), (ConTriangle.CON, 0)])
def test_con_s_triangle_is_decided_by_its_ruling(reading: ConTriangle, winner: int) -> None:
    """con.rank with ruling.con-triangle: the reading that decided is part of the verdict."""
    rules = RuleSet.from_options(deck="all", rulings=[f"con-triangle={reading}"])
    v = judge(["Ann=con", "Ben=mermaid", "Cat=rosie"], rules, explain=False)
    assert (v.decided_by, v.decided_ruling, v.decided_reading, v.winner) == (
        "con.rank",
        "ruling.con-triangle",
        reading,
        winner,
    )


def test_the_unlocked_abilities_are_data() -> None:
    """ability.unlock: the winner's named Pirate, when abilities are played."""
    rules = RuleSet.from_options(abilities=True)
    assert judge(["Ann=rosie", "Ben=g9"], rules, explain=False).abilities == (Pirate.ROSIE,)


def test_the_trace_is_written_when_read_and_only_if_asked_for() -> None:
    """rank.king: explain=False gives an empty trace; explain=True the steps, the same each read."""
    quiet = judge(["Ann=harry", "Ben=sk"], explain=False)
    assert len(quiet.trace) == 0
    loud = judge(["Ann=harry", "Ben=sk"])
    assert loud.trace is loud.trace
    assert loud.trace.rules == ["lead.character", "rank.king", "bonus.pirate", "score.bonus", "next.winner"]


def test_values_are_immutable_and_paste_back() -> None:
    """Cards are interned values: equal cards are one object, assignment is refused, repr pastes back."""
    card = Card.parse("g14")
    assert card is Card.number("g", 14) and eval(repr(card)) is card
    with pytest.raises(AttributeError):
        card.rank = 13
    assert pickle.loads(pickle.dumps(card)) is card
    step = Step("rank.king", "text", (1, 2))
    assert pickle.loads(pickle.dumps(step)) == step and step.cards == (1, 2)
