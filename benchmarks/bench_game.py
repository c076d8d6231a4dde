"""How fast whole games are played: tricks per second through ``play_game``; prints, asserts nothing.

Run by hand: ``python benchmarks/bench_game.py [--games 20] [--runs 5]``. It plays the same
random legal games (8 players, 10 rounds, the advanced deck, hands given so every play is checked)
several times and prints the best run's tricks per second, with and without reading each round's
trace text. Times are CPU time of this process (``time.process_time``), so other work on a shared
machine does not count against it. ``--layers`` also times the trick engine's share (the
``Trick.of`` and ``adjudicate`` calls the round makes, replayed on their own) and prints what
everything else costs: the round and game layers, legality and scoring.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence

import skrules.round as round_module
from skrules.cards import NO_SUIT_LEADS, Card, Kind, Role, Suit
from skrules.deal import deck, rotation, schedule
from skrules.game import GameSpec, RoundSpec, play_game
from skrules.legality import may_play
from skrules.notation import Play
from skrules.rules import ADVANCED_GAME, RuleSet
from skrules.trick import NoSuit, Trick, adjudicate

PLAYERS = tuple(f"P{i}" for i in range(1, 9))


def _lead_of(cards: list[Card]) -> Suit | NoSuit:
    for i, c in enumerate(cards):
        if c.role is Role.NUMBER:
            return c.suit or NoSuit.NONE
        if i == 0 and c.role in NO_SUIT_LEADS:
            return NoSuit.NONE
    return NoSuit.NOT_YET


def random_round(rng: random.Random, rules: RuleSet, cards: int, leader: str) -> RoundSpec:
    """A legal round of random plays from a shuffled deck (no Last Volley or Walk the Plank)."""
    pool = [c for c in deck(rules, len(PLAYERS)) if c.kind not in (Kind.VOLLEY, Kind.PLANK)]
    rng.shuffle(pool)
    hands = {p: tuple(pool[i * cards : (i + 1) * cards]) for i, p in enumerate(PLAYERS)}
    left = {p: list(h) for p, h in hands.items()}
    tricks = []
    for _ in range(cards):
        i = PLAYERS.index(leader)
        plays: list[Play] = []
        for p in [*PLAYERS[i:], *PLAYERS[:i]]:
            lead = _lead_of([x.card for x in plays])
            card = rng.choice([c for c in left[p] if may_play(left[p], c, lead, rules).legal])
            left[p].remove(card)
            if card.kind is Kind.TIGRESS:
                card = Card.tigress(rng.choice([Role.PIRATE, Role.ESCAPE]))
            plays.append(Play(card, p))
        tricks.append(tuple(plays))
        leader = adjudicate(Trick.of(plays, rules), explain=False).next_leader_name
    bids = {p: rng.randint(0, cards) for p in PLAYERS}
    return RoundSpec(PLAYERS, bids, tuple(tricks), hands=hands)


def random_game(rng: random.Random, rules: RuleSet) -> GameSpec:
    sched = schedule(len(PLAYERS), rules)
    seats = rotation(PLAYERS, len(sched), rules)
    return GameSpec(PLAYERS, tuple(random_round(rng, rules, sched.cards[r], seats[r].leader) for r in range(10)))


def engine_calls(games: list[GameSpec], rules: RuleSet) -> list[tuple[Play, ...]]:
    """Every trick ``play_game`` hands the trick engine (``Trick.of``), recorded in one untimed run."""
    recorded: list[tuple[Play, ...]] = []
    saved = round_module.__dict__["Trick"]

    class RecordingTrick(Trick):
        @classmethod
        def of(cls, plays: Sequence[Play | str], rules: RuleSet | None = None) -> Trick:
            recorded.append(tuple(p for p in plays if isinstance(p, Play)))
            return Trick.of(plays, rules)

    setattr(round_module, "Trick", RecordingTrick)  # noqa: B010 (the attribute is not exported)
    try:
        for g in games:
            play_game(g, rules)
    finally:
        setattr(round_module, "Trick", saved)  # noqa: B010
    return recorded


def best_of(runs: int, run: Callable[[], object]) -> float:
    """The least CPU time of several runs, in seconds."""
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


def layers(games: list[GameSpec], rules: RuleSet, tricks: int, runs: int) -> None:
    """Tricks per second of everything but the trick engine: play_game's time less the engine's.

    The engine's share is timed apart, by replaying the very calls play_game makes to it
    (``Trick.of`` then ``adjudicate``), so the timed games carry no instrumentation.
    """
    calls = engine_calls(games, rules)
    engine = best_of(runs, lambda: [adjudicate(Trick.of(plays, rules)) for plays in calls])
    total = best_of(runs, lambda: [play_game(g, rules) for g in games])
    own = total - engine
    share, per = engine / total * 100, engine / tricks * 1e6
    print(f"{'trick engine (Trick.of + adjudicate)':44} {share:9.0f} %  {per:6.1f} us/trick")
    mine = own / tricks * 1e6
    print(f"{'round, game and scoring, engine excluded':44} {tricks / own:10.0f} tricks/s  {mine:6.1f} us/trick")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--layers", action="store_true", help="also time the round and game layer on its own")
    args = parser.parse_args()
    rules = RuleSet(modules=ADVANCED_GAME)
    rng = random.Random(7)
    games = [random_game(rng, rules) for _ in range(args.games)]
    tricks = sum(len(r.tricks) for g in games for r in g.rounds)
    print(f"Python {sys.version.split()[0]}; {args.games} games of 8 players x 10 rounds, {tricks} tricks")
    for label, read in (("play_game", False), ("play_game, every trace read as text", True)):
        best = float("inf")
        for _ in range(args.runs):
            start = time.process_time()
            for g in games:
                result = play_game(g, rules)
                if read:
                    for r in result.played:
                        r.trace.as_text()
            best = min(best, time.process_time() - start)
        print(f"{label:44} {tricks / best:10.0f} tricks/s")
    if args.layers:
        layers(games, rules, tricks, args.runs)


if __name__ == "__main__":
    main()
