"""The compiled plans agree with the declared ladder, and judge's short path with the full one.

A rung that declares its pick (``first``, ``highest``, ``nobody``...) states its rule once: the
pick is run over the field (``compiled=False``) and as part of a compiled plan. Every trick of up
to three cards over the full box (numbers by suit and order, as ``test_ladder`` enumerates them),
under every reading the ladder consults, gets the same claim both ways (rank.*, con.rank,
exp.discard), and random tricks of up to eight cards get the same verdict from tokens as from the
checked trick.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules import RuleSet, judge
from skrules import trick as trick_module
from skrules.cards import ROLE_IDS, Role, Suit
from skrules.errors import SkrulesError
from skrules.ladder import MONSTER_RUNGS, Claim, Field, Outcome, climb, compiled, exception, field_of, first
from skrules.notation import Play
from skrules.rulings import RuleId
from skrules.trick import Trick, Verdict, adjudicate

from .declared import withdraw
from .strategies import tricks
from .test_first_edition import first_tricks
from .test_ladder import alphabet, decision, rule_sets


def full_decision(claim: Claim) -> tuple[object, ...]:
    leader = claim.leader
    led = None if leader is None else (leader.seat, leader.rule, leader.readings, leader.would_win)
    return (*decision(claim), led)


def both_ways(rules: RuleSet, tokens: tuple[str, ...]) -> bool:
    """The compiled plan's claim and the functions' claim for one trick; False if it cannot be played."""
    try:
        field = field_of(Trick.of(list(tokens), rules))
    except SkrulesError:
        return False
    assert full_decision(climb(field)) == full_decision(climb(field, compiled=False)), tokens
    return True


def test_every_trick_of_up_to_two_cards_is_decided_alike_compiled_and_declared() -> None:
    """rank.king, rank.mermaid-king, con.rank, rank.pirate, rank.mermaid, rank.trump, rank.lead,
    rank.escape, exp.discard: the picks they declare, compiled, give the claims they give run over the field."""
    letters = alphabet(numbers=True)
    for rules in rule_sets():
        played = sum(both_ways(rules, (a,)) for a in letters)
        played += sum(both_ways(rules, pair) for pair in itertools.product(letters, repeat=2))
        assert played > len(letters) ** 2 // 2


@pytest.mark.slow
def test_every_three_card_trick_is_decided_alike_compiled_and_declared() -> None:
    """Every ordered triple over the full box, every declaration, every reading the ladder consults
    (con.rank's triangle, exp.discard after removals, rank.lead after a lead set afresh)."""
    letters = alphabet(numbers=False)
    for rules in rule_sets():
        played = sum(both_ways(rules, triple) for triple in itertools.product(letters, repeat=3))
        assert played > len(letters) ** 3 // 3


def test_the_first_edition_is_decided_alike_compiled_and_declared() -> None:
    """first.deck, rank.*: every trick of up to three cards of the 2013 box (numbers by suit and
    order, Scary Mary declared both ways), compiled and through the functions, and from tokens."""
    rules = RuleSet(edition="2013")
    keys = dict.fromkeys(str(c) for c in rules.box.cards())
    keep = {"g1", "g13", "p1", "y13", "b1", "b13"}
    letters = [k for k in keys if not k[1:2].isdigit() or k in keep]
    letters = [w for k in letters for w in ((f"{k}:pirate", f"{k}:escape") if k == "scary-mary" else (k,))]
    played = 0
    for size in (2, 3):
        for tokens in itertools.product(letters, repeat=size):
            if both_ways(rules, tokens):
                played += 1
                assert facts(judge(list(tokens), rules, explain=False)) == facts(
                    adjudicate(Trick.of(list(tokens), rules))
                )
    assert played > len(letters) ** 3 // 3


def test_an_escape_left_with_numbers_and_no_suit_does_not_win() -> None:
    """rank.escape, exp.discard: once Davy Jones or Walk the Plank removes the character that
    left the trick without a suit (``ruling.removed-lead=as-played``), the numbers left follow no
    suit and the Escape cannot win either; the pick's ``unless`` says so (four cards at least)."""
    rules = RuleSet.from_options(deck="all", rulings=["lead-after-escape=character", "removed-lead=as-played"])
    for tokens in (
        ("davy", "kraken", "escape", "g1"),
        ("escape", "kraken", "davy", "g1"),
        ("plank", "rosie", "escape", "g1"),
    ):
        assert both_ways(rules, tokens)
        assert judge(tokens, rules).decided_by == "exp.discard"


@given(tricks(), st.sampled_from(range(len(rule_sets()))))
def test_random_tricks_are_decided_alike_compiled_and_over_the_field(case: tuple[list[Play], RuleSet], r: int) -> None:
    """rank.*, con.rank, whale.numbers, stingray.lowest, kraken.destroy, exp.discard: on random
    tricks of up to eight cards under each reading, each pick run over the field claims what its
    compiled plan claims (winner, tie, ruling and next leader)."""
    plays, _ = case
    both_ways(RULE_SETS[r], tuple(token(p) for p in plays))


def test_the_common_plans_compile() -> None:
    """rank.trump, rank.lead and exp.discard for numbers alone; rank.mermaid-king over rank.king;
    whale.numbers and stingray.lowest, each when its sea monster is the last; kraken.destroy when
    the Kraken is (its leader asked of the caller); a discard's and the triangle's plans climb the functions."""
    bit = {role: 1 << ROLE_IDS[role] for role in Role}
    numbers = compiled(bit[Role.NUMBER])
    assert numbers is not None and [op[2] for op in numbers] == ["rank.trump", "rank.lead", "exp.discard"]
    king_mermaid = compiled(bit[Role.SKULL_KING] | bit[Role.MERMAID] | bit[Role.NUMBER])
    assert king_mermaid is not None and [op[2] for op in king_mermaid] == ["rank.mermaid-king"]
    whale = compiled(bit[Role.WHITE_WHALE] | bit[Role.STINGRAY] | bit[Role.NUMBER])
    assert whale is not None and [op[2] for op in whale][:2] == ["whale.numbers", "stingray.lowest"]
    kraken = compiled(bit[Role.KRAKEN] | bit[Role.NUMBER])  # kraken.leader: asked of the caller
    assert kraken is not None and [op[2] for op in kraken][:2] == ["kraken.destroy", "rank.trump"]
    assert compiled(bit[Role.WHITE_WHALE] | bit[Role.ESCAPE]) is None  # whale.discard: a ruling
    assert compiled(bit[Role.FIRST_MATE] | bit[Role.MERMAID] | bit[Role.PIRATE]) is None  # con.triangle: a ruling


# ------------------------------------------------------------------ a rung declared later


@pytest.fixture
def late_exception() -> Iterator[None]:
    """An app's own exception over rank.lead, declared after tricks were judged: the first numbered
    card wins (it declares a pick and nothing else, so its plans stay compiled)."""
    assert judge(["g1", "g2"]).decided_by == "rank.lead"
    exception("rank.lead", rule=RuleId.RANK_TRUMP, name="test.first-number", pick=first(Role.NUMBER))
    yield
    withdraw("rank.lead", "test.first-number")


def test_a_rung_declared_later_reaches_the_compiled_plans(late_exception: None) -> None:
    """The plans are made again from the declarations: judge's short path and climb both see it."""
    assert compiled(1 << ROLE_IDS[Role.NUMBER]) is not None
    verdict = judge(["g1", "g2"], explain=False)
    assert (verdict.decided_by, verdict.winner, verdict.claim.name) == ("rank.trump", 0, "test.first-number")
    field = field_of(Trick.of(["g1", "g2"]))
    assert decision(climb(field)) == decision(climb(field, compiled=False))


def test_a_rung_declared_later_without_a_pick_is_called() -> None:
    """rank.mermaid-king overridden by a function alone: the plans it is in climb the functions."""
    exception(
        "rank.mermaid-king",
        rule=RuleId.RANK_KING,
        name="test.king-wins",
        decide=lambda field: Claim(
            "test.king-wins", RuleId.RANK_KING, Outcome.WON, field.first(ROLE_IDS[Role.SKULL_KING])
        ),
    )
    try:
        assert compiled(1 << ROLE_IDS[Role.SKULL_KING] | 1 << ROLE_IDS[Role.MERMAID]) is None
        verdict = judge(["mermaid", "sk"], explain=False)
        assert (verdict.decided_by, verdict.winner) == ("rank.king", 1)
    finally:
        withdraw("rank.mermaid-king", "test.king-wins")
    assert judge(["mermaid", "sk"], explain=False).decided_by == "rank.mermaid-king"


# ------------------------------------------------------------------ judge from tokens


def token(play: Play) -> str:
    """The card as typed without its player's name (Walk the Plank's choice kept)."""
    return str(play.card) if play.target is None else f"{play.card}:{play.target}"


def facts(v: Verdict) -> tuple[object, ...]:
    return (
        v.winner,
        v.outcome,
        v.next_leader,
        v.bonuses,
        v.alliances,
        v.abilities,
        v.bonus,
        v.decided_by,
        v.decided_reading,
        v.leader_rule,
        v.leader_reading,
        v.lead,
        v.removed,
        v.winner_name,
        v.next_leader_name,
        full_decision(v.claim),
        v.field.positions,
        v.field.decider,
        v.as_escapes,
        v.removed_by_plank,
        v.destroyed_by_davy,
        v.destroyed_by_kraken,
        v.trick.plays,
        {k: value for k, value in v.as_dict().items() if k != "trace"},
    )


@given(tricks(), st.sampled_from(range(len(rule_sets()))))
def test_judge_from_tokens_gives_the_verdict_of_the_checked_trick(case: tuple[list[Play], RuleSet], r: int) -> None:
    """Random tricks of up to eight cards under each reading: the verdict reached from the tokens
    (its trick built when read) has every fact of the one adjudicated from the built trick."""
    plays, _ = case
    rules = RULE_SETS[r]
    tokens = [token(p) for p in plays]
    try:
        expected = adjudicate(Trick.of(tokens, rules))
    except SkrulesError as err:
        with pytest.raises(type(err)) as raised:
            judge(tokens, rules)
        assert str(raised.value) == str(err)
        return
    for explain in (False, True):
        assert facts(judge(tokens, rules, explain=explain)) == facts(expected)
    assert judge(tokens, rules).trace.as_list() == expected.trace.as_list()


RULE_SETS = rule_sets()


def made(verdict: Verdict, name: str) -> bool:
    """Whether the verdict's slot ``name`` holds its value yet (one reached from tokens fills it when read)."""
    try:
        Verdict.__dict__[name].__get__(verdict)
    except AttributeError:
        return False
    return True


def test_a_white_whale_trick_is_decided_from_its_cards() -> None:
    """monster.last, whale.numbers: the last sea monster decides; the Stingray played before it
    counts as an Escape, and the field read later says so."""
    tokens = ["g3", "stingray", "b2", "whale", "y9"]
    judge(tokens, explain=False)
    verdict = judge(tokens, explain=False)
    assert not made(verdict, "trick")
    assert (verdict.decided_by, verdict.winner, verdict.next_leader) == ("whale.numbers", 4, 4)
    assert (verdict.field.decider, verdict.as_escapes) == (3, (1,))


def test_a_trick_judged_from_tokens_is_built_only_when_read() -> None:
    """rank.lead: the verdict holds the decision; the Trick and Field are made on first reading."""
    judge(["g3", "g9", "y14"], explain=False)  # its tokens read once
    verdict = judge(["g3", "g9", "y14"], explain=False)
    assert not made(verdict, "trick") and not made(verdict, "field") and not made(verdict, "bonuses")
    assert (verdict.winner, verdict.decided_by, verdict.next_leader) == (1, "rank.lead", 1)
    assert verdict.lead is Suit.GREEN
    assert isinstance(verdict.field, Field) and verdict.trick.plays[2].text == "y14"
    assert verdict.bonuses[0].rule == "bonus.fourteen" and made(verdict, "bonuses")
    assert (verdict.alliances, verdict.abilities) == ((), ())


def test_a_players_name_is_never_read_as_the_card_alone() -> None:
    """setup.players: only a token that is a card alone is read from the cards for the quick verdict; a
    token with a player's name says who plays, so a player named twice is refused however often each
    token was judged before (Ann=g5 and Ann=g6 are not two players' cards)."""
    judge(["Ann=g5", "Ben=g6"], explain=False)
    judge(["Ben=g7", "Ann=g6"], explain=False)
    with pytest.raises(SkrulesError, match="Ann"):
        judge(["Ann=g5", "Ann=g6"], explain=False)
    assert judge(["Ann=g5", "Ben=g6"], explain=False).winner_name == "Ben"


def test_tokens_given_as_an_iterator_are_read_once() -> None:
    """rank.lead: the tokens of a trick may come as any iterable, a generator included; the quick verdict reads
    them twice (its cards, then the trick it builds when read), so it keeps them, and gives the built trick's
    answer."""
    judge(["g5", "g9", "y3"], explain=False)  # every token met before: the quick path reads them
    verdict = judge((t for t in ["g5", "g9", "y3"]), explain=False)  # type: ignore[arg-type]  # beyond its type, as a caller may
    assert (verdict.winner, verdict.trick.plays[1].text, verdict.bonus) == (1, "g9", 0)


def test_the_tokens_read_before_are_kept_within_their_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.lead: the tokens remembered as cards are bounded (a long-running program judging every
    token it meets keeps no more than ``_QUICK_MAX`` and the cards of one trick); each verdict stays
    the built trick's."""
    monkeypatch.setattr(trick_module, "_QUICK", {})
    monkeypatch.setattr(trick_module, "_QUICK_MAX", 4)
    for n in range(1, 12):
        tokens = [f"g{n}", f"y{n}"]  # tokens met for the first time, each kept
        assert judge(tokens, explain=False).winner == 0
        assert len(trick_module._QUICK) <= 4 - 1 + len(tokens)


def test_a_kraken_trick_is_decided_from_its_cards_as_from_the_built_trick() -> None:
    """kraken.destroy, kraken.leader, ruling.kraken-leader, ruling.kraken-nobody-leader: every trick
    of up to three cards with the Kraken, under each reading, judged from its tokens (the compiled
    plan, and who would have won climbed compiled over the cards left) as from the built trick."""
    letters = alphabet(numbers=False)
    for rules in rule_sets():
        quick = 0
        for size in (2, 3):
            for rest in itertools.product(letters, repeat=size - 1):
                for at in range(size):
                    tokens = [*rest[:at], "kraken", *rest[at:]]
                    try:
                        expected = adjudicate(Trick.of(tokens, rules))
                    except SkrulesError:
                        continue
                    judge(tokens, rules, explain=False)  # its tokens read once
                    verdict = judge(tokens, rules, explain=False)
                    quick += not made(verdict, "trick")
                    assert facts(verdict) == facts(expected), tokens
        assert quick > len(letters) ** 2  # most of them decided from the cards alone


# ------------------------------------------------------------------ the bonus from the cards alone

BONUS_RULE_SETS = [
    *RULE_SETS,
    RuleSet.from_options(deck="all", house=["bonus-on-miss", "kraken-trick-leader"], abilities=True),
    RuleSet.from_options(deck="all", edition="2018"),
    RuleSet.from_options(deck="all", edition="2021"),
    RuleSet(edition="2013"),
    RuleSet.from_options(edition="2013", house=["bonus-on-miss"]),
]


@given(
    st.one_of(tricks().map(lambda case: case[0]), first_tricks()),
    st.sampled_from(range(len(BONUS_RULE_SETS))),
    st.booleans(),
)
def test_the_bonus_from_the_cards_alone_is_the_built_tricks(plays: list[Play], r: int, bonuses_first: bool) -> None:
    """bonus.*, first.pirate, first.king, exp.eight, exp.seven, whale.numbers, house=bonus-on-miss:
    random tricks of the full box and of the 2013 box under every edition, reading and house rule.
    Judged from tokens, ``.bonus`` (added up from the cards, before or after ``.bonuses`` is read),
    ``.bonuses``, the alliances, the abilities, the winner and the next leader are the built
    trick's."""
    rules = BONUS_RULE_SETS[r]
    tokens = [token(p) for p in plays]
    try:
        expected = adjudicate(Trick.of(tokens, rules), explain=False)
    except SkrulesError:
        return  # a refusal: judge's refusals are the checked trick's (see above)
    judge(tokens, rules, explain=False)  # its tokens read once: the next judge decides from its cards
    verdict = judge(tokens, rules, explain=False)
    assert (verdict.winner, verdict.next_leader) == (expected.winner, expected.next_leader)
    assert verdict.winner_player == expected.winner_player
    if bonuses_first:
        assert verdict.bonuses == expected.bonuses
    assert verdict.bonus == expected.bonus
    assert verdict.bonuses == expected.bonuses
    assert (verdict.alliances, verdict.abilities) == (expected.alliances, expected.abilities)
    assert verdict.bonus == expected.bonus


@pytest.mark.parametrize(
    ("tokens", "rules", "bonus", "paid"),
    [
        (["sk", "rosie", "tigress:pirate", "g14"], RuleSet(), 70, ["bonus.fourteen", "bonus.pirate", "bonus.pirate"]),
        (["rosie", "mermaid", "b14", "mermaid"], RuleSet(), 60, ["bonus.black-fourteen"] + ["bonus.mermaid"] * 2),
        (["mermaid", "sk", "rosie"], RuleSet(), 40, ["bonus.king"]),
        (["g3", "sk", "whale", "y14"], RuleSet.from_options(deck="advanced"), 10, ["bonus.fourteen"]),
        (["g8x", "g7x", "rosie"], RuleSet.from_options(deck="all"), 0, ["exp.eight", "exp.seven"]),
        (["g8x", "b2"], RuleSet.from_options(deck="all"), 5, ["exp.eight"]),
        (["sk", "scary-mary:escape", "g13"], RuleSet(edition="2013"), 30, ["first.pirate"]),
        (["mermaid", "sk", "scary-mary:pirate"], RuleSet(edition="2013"), 50, ["first.king"]),
        (["rosie", "mermaid"], RuleSet(edition="2013"), 0, []),
    ],
)
def test_a_bonus_is_added_up_from_the_cards_without_building_the_trick(
    tokens: list[str], rules: RuleSet, bonus: int, paid: list[str]
) -> None:
    """bonus.pirate, bonus.mermaid, bonus.king, bonus.fourteen, bonus.black-fourteen, exp.eight,
    exp.seven, whale.numbers (numbers only), first.pirate (Scary Mary as an Escape too), first.king,
    first.mermaid (none): read from the cards and the compiled claim; the trick is never built."""
    judge(tokens, rules, explain=False)  # its tokens read once
    verdict = judge(tokens, rules, explain=False)
    assert verdict.bonus == bonus
    assert [b.rule for b in verdict.bonuses] == paid and verdict.bonus == bonus
    assert not made(verdict, "trick") and not made(verdict, "field")


@pytest.mark.parametrize("reading", ["alliance", "none"])
@pytest.mark.parametrize(
    "tokens",
    [
        ["Ann=loot", "Ben=whale", "Cat=g3"],
        ["Ann=g3", "Ben=loot", "Cat=stingray", "Dan=y9"],
        ["Ann=loot", "Ben=loot", "Cat=y2", "Dan=whale"],
        ["Ann=stingray", "Ben=escape", "Cat=loot"],
    ],
)
def test_a_loot_under_a_deciding_sea_monster_allies_as_the_ruling_reads(tokens: list[str], reading: str) -> None:
    """ruling.monster-loot, loot.alliance, loot.none, whale.numbers, stingray.lowest, exp.non-winning: a Loot
    in a trick the White Whale or the Stingray decides allies its player with the winner under ``alliance`` and
    with nobody under ``none``, from the tokens as from the built trick, and the trace cites the reading."""
    rules = RuleSet.from_options(deck="all", rulings={"ruling.monster-loot": reading})
    expected = adjudicate(Trick.of(tokens, rules))
    loots = [i for i, t in enumerate(tokens) if t.endswith("=loot")]
    assert expected.winner is not None and expected.claim.name in MONSTER_RUNGS
    allied = [(i, expected.winner) for i in loots if expected.trick.seat[i] != expected.trick.seat[expected.winner]]
    assert expected.alliances == (tuple(allied) if reading == "alliance" else ())
    for explain in (False, True):
        assert judge(tokens, rules, explain=explain).alliances == expected.alliances
    assert f"ruling.monster-loot={reading}" in [step.cites.partition("; ")[2] for step in expected.trace]
