"""Invariants of whole rounds and games, over random legal rounds.

A generated round is one a table could play: hands dealt from the deck in use, every card played
legally (following suit) in turn from the leader the previous trick gives (its winner, the
Kraken's would-be winner, the leader of a discarded trick, Rosie D'Laney's choice, the player who
led a trick Graybeard's ghost took), with random ability choices. The generator takes the next
leader from :func:`skrules.trick.adjudicate`; what is tested is that the round engine accepts every
such round and scores it as the rules say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cards import NO_SUIT_LEADS, Card, Face, Kind, Module, Pirate, Role
from skrules.deal import GHOST, Variant, deck, hands, rotation, schedule
from skrules.game import GameSpec, Harry, Juanita, Mary, Rascal, Rosie, RoundSpec, play_game, play_round
from skrules.legality import may_play
from skrules.messages import Msg
from skrules.notation import Play
from skrules.rules import ADVANCED_GAME, FULL_BOX, RuleSet, Scoring
from skrules.scoring import Ally, Award, score
from skrules.trick import NoSuit, Outcome, Trick, adjudicate

from .conftest import examples

if TYPE_CHECKING:
    from skrules.abilities import Ability
    from skrules.lead import Lead
    from skrules.trick import Verdict

    Played = tuple[RuleSet, RoundSpec, list[Verdict]]  # a rule set, a round played under it, its tricks' verdicts

# The expansion cards whose play needs a choice this generator does not make are left out of the deal.
UNDEALT = {Kind.PLANK, Kind.VOLLEY}
MODULES = [ADVANCED_GAME, ADVANCED_GAME | {Module.EXPANSION, Module.FIRST_MATE, Module.STINGRAY, Module.DAVY}]


def lead_of(cards: list[Card]) -> Lead:
    for i, c in enumerate(cards):
        if c.role is Role.NUMBER:
            return c.suit  # type: ignore[return-value]  # a numbered card dealt here has its suit (no Wild 15)
        if i == 0 and c.role in NO_SUIT_LEADS:
            return NoSuit.NONE
    return NoSuit.NOT_YET


def declare(card: Card, draw: st.DrawFn, ghost: bool) -> Card:
    if card.kind is Kind.TIGRESS:
        return Card.tigress(Role.ESCAPE if ghost else draw(st.sampled_from([Role.PIRATE, Role.ESCAPE])))
    if card.face is Face.ZERO_FOURTEEN:  # the 0/14 card always has its suit: `card.suit` is never None here
        return Card.number(card.suit, draw(st.sampled_from([0, 14])), Face.ZERO_FOURTEEN)  # type: ignore[arg-type]
    return card


@st.composite
def rounds(
    draw: st.DrawFn, rules: RuleSet, players: tuple[str, ...], cards: int, leader: str
) -> tuple[RoundSpec, list[Verdict]]:
    """A random legal round: (spec, verdicts of its tricks)."""
    two = len(players) == 2
    pool = [c for c in deck(rules, len(players)) if c.kind not in UNDEALT and c.face is not Face.WILD]
    order = draw(st.permutations(range(len(pool))))
    seats = [*players, GHOST] if two else list(players)
    dealt = {p: [pool[order[i * cards + j]] for j in range(cards)] for i, p in enumerate(seats)}
    hands_ = {p: list(dealt[p]) for p in players}
    pile = list(dealt[GHOST]) if two else None
    bids = {p: draw(st.integers(0, cards)) for p in players}
    tricks: list[tuple[Play, ...]] = []
    choices: dict[int, tuple[Ability, ...]] = {}
    verdicts: list[Verdict] = []
    before = list(players)
    harry_used: set[str] = set()
    forced: dict[str, Card] = {}  # Mary Thorne's pick, played by its holder in the next trick
    for k in range(1, cards + 1):
        if two:
            turn = [GHOST, *before] if leader == GHOST else [leader, GHOST, next(p for p in players if p != leader)]
        else:
            i = players.index(leader)
            turn = [*players[i:], *players[:i]]
        plays: list[Play] = []
        for p in turn:
            if p == GHOST:
                assert pile is not None  # narrowing only: Graybeard plays only with two players, who have a pile
                card = declare(pile.pop(0), draw, ghost=True)
            elif p in forced:
                picked = forced.pop(p)
                hands_[p].remove(picked)
                card = declare(picked, draw, ghost=False)
            else:
                hand = hands_[p]
                lead = lead_of([x.card for x in plays])
                legal = [c for c in hand if may_play(hand, c, lead, rules).legal]
                picked = draw(st.sampled_from(legal))
                hand.remove(picked)
                card = declare(picked, draw, ghost=False)
            plays.append(Play(card, p))
        tricks.append(tuple(plays))
        verdict = adjudicate(Trick.of(plays, rules), explain=False)
        verdicts.append(verdict)
        nxt = verdict.next_leader_name
        if nxt == GHOST:
            nxt = tricks[0][0].player  # ruling.graybeard-leader=round-leader
        user = verdict.winner_name
        made: list[Ability] = []
        won_with = None if verdict.winner is None else plays[verdict.winner].card.pirate
        if verdict.abilities and user != GHOST and won_with is Pirate.MARY and k < cards:
            holder = draw(st.sampled_from([p for p in players if hands_[p]]))
            pick = draw(st.sampled_from(hands_[holder]))
            made.append(Mary(holder, pick))
            forced[holder] = pick
        if verdict.abilities and user != GHOST:
            for pirate in verdict.abilities:
                if pirate is Pirate.MARY or not draw(st.booleans()):
                    continue
                if pirate.value == "rosie" and k < cards:
                    rosie = Rosie(draw(st.sampled_from(players)))
                    made.append(rosie)
                    nxt = rosie.leader
                elif pirate.value == "rascal" and k < cards:
                    made.append(Rascal(draw(st.sampled_from([0, 10, 20]))))
                elif pirate.value == "juanita" and k < cards:
                    made.append(Juanita())
                elif pirate.value == "harry" and user not in harry_used:
                    assert user is not None  # narrowing only: the ability is the winner's (bids[None] would fail)
                    options = [c for c in (-1, 0, 1) if 0 <= bids[user] + c <= cards]
                    made.append(Harry(draw(st.sampled_from(options))))
                    harry_used.add(user)
        if made:
            choices[k] = tuple(made)
        before = [p for p in turn if p != GHOST]
        leader = nxt
    spec = RoundSpec(
        players=players,
        bids=bids,
        tricks=tuple(tricks),
        hands={p: tuple(dealt[p]) for p in players},
        ghost=tuple(dealt[GHOST]) if two else None,
        choices=choices,
        leader=tricks[0][0].player,
    )
    return spec, verdicts


@st.composite
def played(draw: st.DrawFn) -> Played:
    modules = draw(st.sampled_from(MODULES))
    scoring = draw(st.sampled_from(list(Scoring)))
    rules = RuleSet(modules=modules, abilities=draw(st.booleans()), scoring=scoring)
    n = draw(st.integers(2, 6))
    players = tuple(f"P{i}" for i in range(1, n + 1))
    cards = draw(st.integers(1, min(6, len(deck(rules, n)) // hands(n))))
    spec, verdicts = draw(rounds(rules, players, cards, players[0]))
    return rules, spec, verdicts


@settings(max_examples=examples(150))
@given(played())
def test_every_legal_round_is_accepted_and_scored_from_its_tricks(case: Played) -> None:
    """play.order, next.winner, kraken.leader, exp.discard, two.order, two.leader, ability.*, score.*:
    a round played by the rules is accepted, and each score is the scoring of that player's tricks,
    captures, alliances, wager and Harry's change."""
    rules, spec, verdicts = case
    result = play_round(spec, rules)
    players = spec.players
    won = {p: sum(1 for v in verdicts if v.winner_name == p) for p in result.won}
    assert dict(result.won) == won
    assert sum(won.values()) == sum(1 for v in verdicts if v.outcome is Outcome.WON) <= len(spec.tricks)
    uses = {type(u.choice).__name__: u for u in result.uses}
    made = {p: result.won[p] == result.final_bids[p] for p in players}
    for p in players:
        awards = [
            Award(b.rule, b.points, "", b.needs_bid)
            for v in verdicts
            for b in v.bonuses
            if v.trick.players[b.player] == p
        ]
        allies: list[Ally] = []
        for v in verdicts:
            for loot, w in v.alliances:
                a, b = v.trick.plays[loot].player, v.trick.plays[w].player
                if p in (a, b):
                    other = b if p == a else a
                    allies.append(Ally(other, made[other]))
        # a use is keyed by its choice's type: uses["Rascal"] is Rascal's, uses["Harry"] Harry's
        wager = cast(Rascal, uses["Rascal"].choice).wager if "Rascal" in uses and uses["Rascal"].player == p else None
        harry = cast(Harry, uses["Harry"].choice).change if "Harry" in uses and uses["Harry"].player == p else None
        method = Scoring.CLASSIC if rules.scoring is Scoring.CLASSIC else rules.scoring
        expected = score(
            len(spec.tricks),
            spec.bids[p],
            won[p],
            method=method,
            awards=awards,
            allies=allies,
            wager=wager,
            harry=harry,
            rules=rules,
        )
        assert result.scores[p].total == expected.total
        assert result.final_bids[p] == spec.bids[p] + (harry or 0)


@given(played())
def test_the_round_trace_cites_a_rule_for_every_trick(case: Played) -> None:
    """next.winner, kraken.leader, exp.discard, whale.discard: each trick's outcome is in the round's trace
    (once: who leads after Rosie D'Laney's ability was passed over is a step of its own, not an outcome)."""
    rules, spec, _ = case
    result = play_round(spec, rules)
    ruled = ("next.winner", "kraken.leader", "exp.discard", "whale.discard")
    outcomes = [s for s in result.trace if s.rule in ruled and s.message is not Msg.LEADS_TRICK]
    assert len(outcomes) == len(spec.tricks)
    assert result.trace.rules[0] == "setup.deal"


@st.composite
def games(draw: st.DrawFn) -> tuple[RuleSet, GameSpec]:
    rules = RuleSet(modules=draw(st.sampled_from(MODULES)), abilities=draw(st.booleans()))
    n = draw(st.integers(2, 5))
    players = tuple(f"P{i}" for i in range(1, n + 1))
    variant = draw(st.sampled_from([Variant.STANDARD, Variant.PAST_YOUR_BEDTIME, Variant.EVEN_KEELED]))
    sched = schedule(n, rules, variant)
    played_rounds = draw(st.integers(1, min(3, len(sched))))
    seats = rotation(players, len(sched), rules)
    specs: list[RoundSpec] = []
    for r in range(played_rounds):
        spec, _ = draw(rounds(rules, players, sched.cards[r], seats[r].leader))
        specs.append(spec)
    return rules, GameSpec(players, specs, variant)


@settings(max_examples=examples(40))
@given(games())
def test_a_games_total_is_the_sum_of_its_rounds(case: tuple[RuleSet, GameSpec]) -> None:
    """game.end: each player's total is the sum of their round scores, and the leader has the highest."""
    rules, spec = case
    g = play_game(spec, rules)
    for p in spec.players:
        assert g.totals[p] == sum(r.scores[p].total for r in g.rounds)
    best = max(g.totals.values())
    assert set(g.table.leaders) == {p for p in spec.players if g.totals[p] == best}
    assert g.table.complete == (len(g.rounds) == len(g.schedule))
    assert g.tie == (g.table.complete and len(g.table.leaders) > 1)


@given(
    st.sampled_from([ADVANCED_GAME, FULL_BOX, RuleSet().modules]),
    st.sampled_from(list(Variant)),
    st.sampled_from(["pairs", "single"]),
    st.data(),
)
def test_every_deal_schedule_fits_the_deck(
    modules: frozenset[Module], variant: Variant, whirl: str, data: st.DataObject
) -> None:
    """setup.cap, setup.variants, ruling.eight-players: every round deals each hand the same number of
    cards, at least one, no more than the variant says, and all the hands fit in the deck in use."""
    rules = RuleSet(modules=modules, choices={"whirlpool": whirl})
    players = data.draw(st.integers(2, rules.max_players))
    s = schedule(players, rules, variant)
    size = len(deck(rules, players))
    for printed, cards in zip(s.printed, s.cards, strict=True):
        assert 1 <= cards <= printed
        assert cards * s.hands <= size
        # the deck caps the count, or with eight players the guide's 8 (ruling.eight-players=eight)
        assert cards == printed or (cards + 1) * s.hands > size or (players == 8 and cards == 8)
