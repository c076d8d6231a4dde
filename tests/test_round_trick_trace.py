"""A trick's steps inside a round (``TrickResult.trace``, the ``trace`` of each trick in a round's
JSON, and the table's ``why``) never say that someone leads next whom the round does not have lead.

Judged alone, a trick ends "X won the trick and leads the next" (next.winner). In a round the lead
may pass elsewhere: Graybeard's ghost passed over (two.leader, ruling.graybeard-leader), Rosie
D'Laney's choice (ability.rosie), the Last Volley's stand-in (volley.extra); after the last trick no
trick follows at all.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from skrules.abilities import Rosie
from skrules.cards import Card
from skrules.deal import GHOST
from skrules.game import RoundSpec, play_round
from skrules.messages import Msg
from skrules.round import Round, TrickResult
from skrules.rules import GraybeardLeader, RuleSet
from skrules.trick import Verdict

from .conftest import examples
from .test_game_properties import played
from .test_table import CLI, answer_to, at_table

_LEADS_NEXT = {Msg.NEXT_WINNER, Msg.NEXT_ROSIE}


_AFTER_KRAKEN = {Msg.KRAKEN_NOBODY, Msg.KRAKEN_PLAYER, Msg.KRAKEN_LEADER, Msg.KRAKEN_HOUSE, Msg.KRAKEN_AFTER}
_AFTER_KRAKEN |= {Msg.KRAKEN_WOULD, Msg.KRAKEN_WILD}


def _named_leaders(t: TrickResult) -> list[str]:
    return [str(s.values["player"]) for s in t.trace if s.message in _LEADS_NEXT]


@settings(max_examples=examples(150))
@given(played())
def test_a_tricks_steps_name_no_other_next_leader_than_the_round(
    case: tuple[RuleSet, RoundSpec, list[Verdict]],
) -> None:
    """next.winner, ability.rosie, two.leader, volley.extra: in any round played by the rules, a
    trick's steps that name its winner as the next leader name the round's next leader, and the
    round's last trick names none."""
    rules, spec, _ = case
    result = play_round(spec, rules)
    for t in result.tricks:
        named = _named_leaders(t)
        if t.next_leader is None:
            assert named == [], f"trick {t.number} is the round's last, yet its steps name {named} to lead"
            assert not [s for s in t.trace if s.message in _AFTER_KRAKEN], f"trick {t.number}: who leads after it"
        else:
            assert set(named) <= {t.next_leader}, f"trick {t.number}: steps name {named}, the round {t.next_leader}"
        assert t.as_dict()["trace"] == t.trace.as_list()


def test_the_rounds_last_trick_destroyed_by_the_kraken_says_nobody_leads_after_it() -> None:
    """kraken.destroy, kraken.leader: who would have won decides who leads next, but after the
    round's last trick nobody leads, so its steps stop at the destruction, as a won last trick's
    stop before next.winner; the trick judged alone still says who would lead."""
    r = Round(("Ann", "Ben", "Cat"), 2, RuleSet.from_options(deck="advanced"))
    r.bid({"Ann": 0, "Ben": 1, "Cat": 0})
    for trick in (("Ann=g3", "Ben=g9", "Cat=g5"), ("Ben=kraken", "Cat=y9", "Ann=y5")):
        for play in trick:
            name, card = play.split("=")
            r.play(name, Card.parse(card))
        r.end_trick()
    first, last = r.result().tricks
    assert first.next_leader == "Ben" and [s.rule for s in first.trace][-1] == "next.winner"
    assert last.next_leader is None
    assert [s.rule for s in last.trace] == ["lead.character", "kraken.destroy"]
    assert [s.rule for s in last.verdict.trace][-1] == "kraken.leader"


def _ghost_takes_trick_1(reading: GraybeardLeader) -> TrickResult:
    """Graybeard's ghost takes trick 1 of 2 that Ann led (two.leader), under a reading of ruling.graybeard-leader."""
    r = Round(("Ann", "Ben"), 2, RuleSet().with_rulings([reading]))
    r.bid({"Ann": 0, "Ben": 1})
    for name, card in (("Ann", "g3"), (GHOST, "g9"), ("Ben", "g2")):
        r.play(name, Card.parse(card))
    r.end_trick()
    return r.tricks[0]


@pytest.mark.parametrize(
    ("reading", "leader"),
    [(GraybeardLeader.ROUND_LEADER, "Ann"), (GraybeardLeader.TRICK_LEADER, "Ann"), (GraybeardLeader.GRAYBEARD, GHOST)],
)
def test_graybeards_trick_ends_with_who_leads_by_the_ruling(reading: GraybeardLeader, leader: str) -> None:
    """two.leader, ruling.graybeard-leader: the ghost's trick ends with the round's step naming who
    leads instead of him; under the reading that has him lead, with the verdict's own next.winner."""
    t = _ghost_takes_trick_1(reading)
    assert t.next_leader == leader
    last = t.trace[len(t.trace) - 1]
    if leader == GHOST:
        assert (last.rule, last.message) == ("next.winner", Msg.NEXT_WINNER)
        assert t.trace.as_list() == t.verdict.trace.as_list()
    else:
        assert (last.rule, last.ruling, last.reading) == ("two.leader", "ruling.graybeard-leader", str(reading))
        assert "Graybeard won the trick and leads the next" not in t.trace.as_text()
        assert f"{leader}, who led" in last.text
        assert t.as_dict()["trace"][-1]["rule"] == "two.leader"  # type: ignore[index]  # as_dict: JSON, typed object


def test_rosies_choice_replaces_the_step_that_leaves_the_lead_open() -> None:
    """ability.rosie: once Cat names Ben, the trick's steps say so, not "unless Cat uses Rosie D'Laney's ability"."""
    r = Round(("Ann", "Ben", "Cat"), 2, RuleSet(abilities=True))
    r.bid(dict.fromkeys(("Ann", "Ben", "Cat"), 1))
    for name, card in (("Ann", "g5"), ("Ben", "g7"), ("Cat", "rosie")):
        r.play(name, Card.parse(card))
    r.use(Rosie("Ben"))
    r.end_trick()
    t = r.tricks[0]
    assert "unless Cat uses Rosie D'Laney's ability" in t.verdict.trace.as_text()  # judged alone
    assert t.next_leader == "Ben"
    text = t.trace.as_text()
    assert "unless Cat uses" not in text
    assert text.splitlines()[-1].endswith("[ability.rosie] Trick 1: Cat uses Rosie D'Laney: Ben leads trick 2.")


def test_the_tables_why_after_graybeards_trick_names_who_leads(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """two.leader: the table's 'why' after the ghost takes a trick tells his turn passed over, as the
    trick's announcement did, not that he leads next."""
    lines = ["Ann=0 Ben=0", "g3 g9 g2", "0 0", "y3 y9 y2", "why"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben")
    assert code == 0
    steps = " ".join(" ".join(answer_to(out, "why")).split())
    assert "Graybeard won the trick and leads the next" not in steps
    assert "3. [two.leader; ruling.graybeard-leader=round-leader] Graybeard's ghost would lead next; Ben," in steps
