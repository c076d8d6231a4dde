"""Invariants of the rules over random tricks drawn from the box (hypothesis).

The base game is also checked against an independent reading of the rulebook (`oracle` below),
written as plainly as the printed rules and sharing no code with the engine's ladder.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from importlib import resources

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from skrules import Card, Outcome, RuleSet, adjudicate
from skrules.cards import Face, Kind, Module, Role
from skrules.notation import Play
from skrules.report import verdict_dict
from skrules.rules import FULL_BOX, LootEscapes, MonsterLoot
from skrules.trick import Trick

from .strategies import all_cards, as_if_first, base_tricks, tricks

Drawn = tuple[list[Play], RuleSet]  # a trick drawn by tricks() or base_tricks(): its plays and rule set
SCHEMA = json.loads(resources.files("skrules").joinpath("schema/trick.schema.json").read_text())


# ------------------------------------------------------------------ an independent oracle


def kind_of(card: Card) -> str:
    """m, k, p, e for Mermaid, Skull King, Pirate and Escape-like cards; n for numbers."""
    if card.kind is Kind.NUMBER:
        return "n"
    if card.kind is Kind.MERMAID:
        return "m"
    if card.kind is Kind.SKULL_KING:
        return "k"
    if card.kind is Kind.PIRATE or (card.kind is Kind.TIGRESS and card.role is Role.PIRATE):
        return "p"
    if card.kind in (Kind.ESCAPE, Kind.LOOT, Kind.TIGRESS):
        return "e"
    kind: str = card.kind.value  # kraken / white whale
    return kind


def oracle(cards: list[Card]) -> tuple[int | None, int]:
    """(winning position or None, next leader's position) by the 2021 rulebook and the FAQ."""
    monsters = [i for i, c in enumerate(cards) if c.kind in (Kind.KRAKEN, Kind.WHITE_WHALE)]
    if monsters:
        last = monsters[-1]
        if cards[last].kind is Kind.KRAKEN:
            rest = [i for i in range(len(cards)) if i not in monsters]
            if not rest:  # nothing but sea monsters: nobody would have won, so the trick's leader leads
                return None, 0
            won, _ = oracle([cards[i] for i in rest])
            return None, rest[won] if won is not None else 0
        numbers = [i for i, c in enumerate(cards) if c.kind is Kind.NUMBER]
        if not numbers:
            return None, last
        best = max(numbers, key=lambda i: (cards[i].rank, -i))
        return best, best
    kinds = [kind_of(c) for c in cards]

    def first(k: str) -> int | None:
        return kinds.index(k) if k in kinds else None

    for pick in (
        first("m") if "k" in kinds else None,
        first("k"),
        first("p"),
        first("m"),
    ):
        if pick is not None:
            return pick, pick
    numbers = [i for i, k in enumerate(kinds) if k == "n"]
    if not numbers:
        return 0, 0  # every card is an Escape: the first one played wins
    black = [i for i in numbers if cards[i].suit.value == "b"]  # type: ignore[union-attr]
    lead = cards[numbers[0]].suit
    pool = black or [i for i in numbers if cards[i].suit is lead]
    best = max(pool, key=lambda i: (cards[i].rank, -i))
    return best, best


_ONLY_MONSTERS = (  # kraken.leader, ruling.kraken-nobody-leader: nothing but sea monsters, so nobody would have won
    [Play(Card.parse("whale"), "P1"), Play(Card.parse("kraken"), "P2")],
    RuleSet(modules=frozenset({Module.BASE, Module.KRAKEN, Module.WHITE_WHALE})),
)


@given(base_tricks())
@example(_ONLY_MONSTERS)
def test_engine_agrees_with_an_independent_reading_of_the_base_rules(trick: Drawn) -> None:
    """rank.*, lead.*, kraken.*, whale.*, monster.last: the ladder and the plain reading agree."""
    plays, rules = trick
    verdict = adjudicate(Trick.of(plays, rules))
    won, leader = oracle([p.card for p in plays])
    assert verdict.winner == won
    assert verdict.trick.first_play_of(verdict.next_leader) == leader


# ------------------------------------------------------------------ invariants


def renumbered(plays: list[Play], keep: Sequence[int | None]) -> list[Play]:
    """Rebuild a trick from old positions (None for a new card already in place), fixing the Plank's choice."""
    new_of = {old: new for new, old in enumerate(keep) if old is not None}
    out = []
    for p in plays:
        if p.target is not None and p.target.isdigit():
            p = Play(p.card, p.player, str(new_of[int(p.target) - 1] + 1))
        out.append(p)
    return out


def insert(plays: list[Play], at: int, play: Play) -> list[Play]:
    keep: list[int | None] = [*range(at), None, *range(at, len(plays))]
    return renumbered([*plays[:at], play, *plays[at:]], keep)


def drop(plays: list[Play], gone: set[int]) -> list[Play]:
    keep = [i for i in range(len(plays)) if i not in gone]
    return renumbered([plays[i] for i in keep], keep)


@pytest.mark.parametrize("card", all_cards(), ids=str)
def test_every_card_round_trips_through_its_text(card: Card) -> None:
    """Every card of the box, in every declared form, parses back from its text and its repr."""
    assert Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": Card}) == card


@given(st.sampled_from(all_cards()), st.sampled_from([str.upper, str.lower, str.title]))
def test_card_text_is_case_insensitive(card: Card, case: Callable[[str], str]) -> None:
    """Notation is case-insensitive."""
    assert Card.parse(case(str(card))) == card


@given(tricks())
def test_verdict_names_a_played_card_or_nobody(trick: Drawn) -> None:
    """The winner is a card of the trick, or nobody exactly when the trick is destroyed or discarded."""
    plays, rules = trick
    verdict = adjudicate(Trick.of(plays, rules))
    if verdict.outcome is Outcome.WON:
        assert verdict.winner is not None and 0 <= verdict.winner < len(plays)
        assert verdict.trick.seat[verdict.winner] == verdict.next_leader or verdict.trick.rules.abilities
    else:
        assert verdict.winner is None
        assert verdict.bonus == 0
        assert verdict.alliances == ()
    assert 0 <= verdict.next_leader < len(verdict.trick.players)


@given(tricks(max_players=6), st.sampled_from(["alliance", "none"]), st.sampled_from(["alliance", "none"]))
@example(
    ([Play(Card.parse(t), f"P{i}") for i, t in enumerate(("loot", "escape", "loot"), 1)], RuleSet(modules=FULL_BOX)),
    "none",
    "none",
)
@example(
    ([Play(Card.parse(t), f"P{i}") for i, t in enumerate(("loot", "whale", "g3"), 1)], RuleSet(modules=FULL_BOX)),
    "none",
    "none",
)
def test_the_alliances_are_the_steps_that_say_them_under_every_loot_reading(
    trick: Drawn, escapes: str, monster: str
) -> None:
    """loot.alliance, loot.none, ruling.loot-escapes, ruling.monster-loot: whatever the Loot's rulings read, each
    alliance of the verdict is told by a loot.alliance step naming its two cards, and no other step says one;
    a Loot that won a trick of Escapes allies nobody under loot-escapes=none."""
    plays, rules = trick
    rules = rules.with_rulings([LootEscapes(escapes), MonsterLoot(monster)])
    verdict = adjudicate(Trick.of(plays, rules))
    told = {(s.cards[0], s.cards[1]) for s in verdict.trace if s.rule == "loot.alliance"}
    assert told == set(verdict.alliances)
    winner = verdict.winner
    loot_won = winner is not None and verdict.trick.cards[winner].kind is Kind.LOOT
    if escapes == "none" and loot_won and verdict.decided_by == "rank.escape":
        assert verdict.alliances == ()


@given(tricks())
def test_resolution_is_deterministic_and_the_trace_changes_nothing(trick: Drawn) -> None:
    """Adjudication is a function of the trick; building the explanation does not change the verdict."""
    plays, rules = trick
    t = Trick.of(plays, rules)
    a, b = adjudicate(t), adjudicate(t, explain=False)
    assert (a.outcome, a.winner, a.next_leader, a.bonuses, a.alliances, a.removed) == (
        b.outcome,
        b.winner,
        b.next_leader,
        b.bonuses,
        b.alliances,
        b.removed,
    )
    assert adjudicate(Trick.of(plays, rules)).as_dict() == a.as_dict()


@given(tricks())
def test_every_step_cites_a_known_rule(trick: Drawn) -> None:
    """Every step of the trace cites a rule ID (and a ruling with a reading when one decided it)."""
    from skrules.rules import RULES, RULINGS

    plays, rules = trick
    verdict = adjudicate(Trick.of(plays, rules))
    assert len(verdict.trace) > 0
    for step in verdict.trace:
        assert step.rule in RULES or step.rule in RULINGS
        if step.ruling is not None:
            assert step.reading in RULINGS[step.ruling].readings


@given(tricks(max_players=7), st.data())
def test_an_escape_after_the_lead_changes_nothing(trick: Drawn, data: st.DataObject) -> None:
    """rank.escape: an Escape added after the lead never changes the winner, unless the winner is Escape-like."""
    plays, rules = trick
    before = adjudicate(Trick.of(plays, rules), explain=False)
    assume(sum(p.card.kind is Kind.ESCAPE for p in plays) < 5)
    assume(before.winner is not None and before.trick.roles[before.winner] is not Role.ESCAPE)
    assert before.winner is not None  # the assumption above, for the type checker
    last = len(plays) - (1 if before.trick.volley_extra is not None else 0)
    at = data.draw(st.integers(1, last), label="position")
    after = adjudicate(Trick.of(insert(plays, at, Play(Card(Kind.ESCAPE), "Newcomer")), rules), explain=False)
    moved = before.winner + (1 if before.winner >= at else 0)
    assert after.outcome is before.outcome
    assert after.winner == moved
    assert after.bonus == before.bonus


@given(tricks())
def test_the_bonus_is_the_sum_of_the_winners_bonuses(trick: Drawn) -> None:
    """bonus.capture: the trick's worth is the sum of what the winner's captures list."""
    plays, rules = trick
    verdict = adjudicate(Trick.of(plays, rules), explain=False)
    assert verdict.bonus == sum(b.points for b in verdict.bonuses if b.player == verdict.winner_player)


OTHERS = [
    c
    for c in all_cards()
    if c.role in (Role.NUMBER, Role.ESCAPE, Role.PIRATE)
    and c.kind is not Kind.TIGRESS
    and c.face.value in ("standard", "extra")
]


@given(st.lists(st.sampled_from(OTHERS), max_size=5, unique_by=lambda c: c.box_key), st.data())
def test_mermaid_with_the_king_always_wins_whatever_the_order(others: list[Card], data: st.DataObject) -> None:
    """rank.mermaid-king (FAQ: Mermaid, Skull King and Pirate): with the Skull King, the first Mermaid wins."""
    assume(sum(c.kind is Kind.ESCAPE for c in others) <= 5)
    cards = data.draw(st.permutations([Card(Kind.MERMAID), Card(Kind.SKULL_KING), *others]))
    plays = [Play(c, f"P{i + 1}") for i, c in enumerate(cards)]
    verdict = adjudicate(Trick.of(plays), explain=False)
    assert verdict.winner == cards.index(Card(Kind.MERMAID))
    assert sum(b.points for b in verdict.bonuses if b.rule in ("bonus.king", "bonus.pirate", "bonus.mermaid")) == 40


@given(base_tricks())
def test_the_expansion_changes_nothing_for_base_cards(trick: Drawn) -> None:
    """exp.cards: with no expansion card in the trick, the verdict is the base game's."""
    plays, rules = trick
    base = adjudicate(Trick.of(plays, rules)).as_dict()
    full = adjudicate(Trick.of(plays, RuleSet(modules=frozenset(Module)))).as_dict()
    base.pop("trace"), full.pop("trace")
    assert base == full


@given(tricks())
def test_json_output_matches_the_documented_schema(trick: Drawn) -> None:
    """The JSON form validates against skrules/schema/trick.schema.json."""
    plays, rules = trick
    jsonschema.validate(verdict_dict(adjudicate(Trick.of(plays, rules))), SCHEMA)


@given(base_tricks())
def test_raising_the_winning_number_keeps_it_winning(trick: Drawn) -> None:
    """rank.trump, rank.lead: a winning numbered card still wins when it is higher."""
    plays, rules = trick
    verdict = adjudicate(Trick.of(plays, rules), explain=False)
    assume(verdict.winner is not None)
    assert verdict.winner is not None  # the assumption above, for the type checker
    card = plays[verdict.winner].card
    assume(card.kind is Kind.NUMBER and card.rank < 14)  # type: ignore[operator]
    higher = Card.number(card.suit, card.rank + 1)  # type: ignore[arg-type, operator]
    assume(all(p.card != higher for p in plays))
    raised = [Play(higher, p.player) if i == verdict.winner else p for i, p in enumerate(plays)]
    assert adjudicate(Trick.of(raised, rules), explain=False).winner == verdict.winner


@example(
    (
        [Play(Card(Kind.WHITE_WHALE), "P1"), Play(Card.parse("g5"), "P2"), Play(Card.wild("y"), "P3")],
        RuleSet(modules=FULL_BOX),
    )
)
@given(tricks(max_players=7))
def test_a_destroyed_trick_is_led_next_by_the_would_be_winner(trick: Drawn) -> None:
    """kraken.leader: after the Kraken, the next leader is the one of the trick without sea monsters,
    as if they had never been played (a Wild 15 named before any suit follows the suit set without them)."""
    plays, rules = trick
    assume(not any(p.card.kind in (Kind.KRAKEN, Kind.DAVY) for p in plays))
    at = len(plays) - (
        1
        if any(p.card.kind is Kind.VOLLEY for p in plays[:-1]) and plays[-1].player in {p.player for p in plays[:-1]}
        else 0
    )
    assume(not any(p.card.is_sea_monster for p in plays[at:]))  # the Kraken is the last sea monster
    with_kraken = insert(plays, at, Play(Card(Kind.KRAKEN), "Newcomer"))
    verdict = adjudicate(Trick.of(with_kraken, rules), explain=False)
    assert verdict.outcome is Outcome.DESTROYED
    assert verdict.bonuses == () and verdict.alliances == ()
    monsters = {i for i, p in enumerate(with_kraken) if p.card.is_sea_monster}
    rest = as_if_first(drop(with_kraken, monsters))
    assume(len({p.player for p in rest}) >= 2)
    without = adjudicate(Trick.of(rest, rules), explain=False)
    expected = without.next_leader_name if without.outcome is Outcome.WON else with_kraken[0].player
    assert verdict.next_leader_name == expected


@example(([Play(Card.parse("g5"), "P1"), Play(Card.wild("y"), "P2")], RuleSet(modules=FULL_BOX)))
@given(tricks(max_players=6))
def test_davy_jones_judges_the_trick_as_if_its_sea_monsters_were_never_played(trick: Drawn) -> None:
    """davy.destroy, ruling.removed-lead=recompute: a White Whale leads, Davy Jones' Locker destroys
    it, and the trick is won as the one without it, where a Wild 15 follows the suit set afresh."""
    plays, rules = trick
    assume(not any(p.card.kind in (Kind.WHITE_WHALE, Kind.DAVY, Kind.PLANK, Kind.VOLLEY) for p in plays))
    with_whale = insert(plays, 0, Play(Card(Kind.WHITE_WHALE), "Whale"))
    played = [*with_whale, Play(Card(Kind.DAVY), "Davy")]
    wild = [i for i, p in enumerate(played) if p.card.face is Face.WILD and p.card.suit is None]
    for i in wild:  # the Whale leaves no suit: a Wild 15 is named where it is played
        played[i] = Play(Card.wild("g"), played[i].player)
    verdict = adjudicate(Trick.of(played, rules), explain=False)
    monsters = {i for i, p in enumerate(played) if p.card.is_sea_monster}
    rest = as_if_first(drop(played, monsters))
    assume(len(rest) >= 2)
    without = adjudicate(Trick.of(rest, rules), explain=False)
    assert (verdict.outcome, verdict.winner_name) == (without.outcome, without.winner_name)
