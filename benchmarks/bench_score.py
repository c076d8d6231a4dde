"""How fast scoring, whole rounds and score sheets are: prints figures, asserts nothing.

Run: python benchmarks/bench_score.py
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from collections.abc import Callable

from skrules.cards import NO_SUIT_LEADS, Card, Kind, Role, Suit
from skrules.deal import deck, rotation, schedule
from skrules.formats.sheet import read_sheet
from skrules.game import GameSpec, RoundSpec, play_game, play_round
from skrules.legality import may_play
from skrules.notation import Play
from skrules.rules import ADVANCED_GAME, RuleSet, Scoring
from skrules.scoring import Ally, bonus, score
from skrules.trick import NoSuit, Trick, adjudicate


def timed(label: str, fn: Callable[[], object], n: int) -> None:
    fn()
    start = time.perf_counter()
    for _ in range(n):
        fn()
    per = (time.perf_counter() - start) / n
    print(f"{label:58} {per * 1e6:10.1f} us   ({1 / per:10.0f}/s)")


def lead_of(cards: list[Card]) -> Suit | NoSuit:
    for i, c in enumerate(cards):
        if c.role is Role.NUMBER:
            return c.suit or NoSuit.NONE
        if i == 0 and c.role in NO_SUIT_LEADS:
            return NoSuit.NONE
    return NoSuit.NOT_YET


def random_round(rng: random.Random, rules: RuleSet, players: tuple[str, ...], cards: int, leader: str) -> RoundSpec:
    """A legal round of random plays from a shuffled deck (no Last Volley or Walk the Plank)."""
    pool = [c for c in deck(rules, len(players)) if c.kind not in (Kind.VOLLEY, Kind.PLANK)]
    rng.shuffle(pool)
    hands = {p: pool[i * cards : (i + 1) * cards] for i, p in enumerate(players)}
    left = {p: list(h) for p, h in hands.items()}
    tricks = []
    for _ in range(cards):
        i = players.index(leader)
        plays: list[Play] = []
        for p in [*players[i:], *players[:i]]:
            lead = lead_of([x.card for x in plays])
            legal = [c for c in left[p] if may_play(left[p], c, lead, rules).legal]
            card = rng.choice(legal)
            left[p].remove(card)
            if card.kind is Kind.TIGRESS:
                card = Card.tigress(rng.choice([Role.PIRATE, Role.ESCAPE]))
            plays.append(Play(card, p))
        tricks.append(tuple(plays))
        leader = adjudicate(Trick.of(plays, rules), explain=False).next_leader_name
    bids = {p: rng.randint(0, cards) for p in players}
    return RoundSpec(players, bids, tuple(tricks), hands=hands, leader=tricks[0][0].player)


def bench_score() -> None:
    awards = [bonus("14"), bonus("pirate", 2), bonus("mermaid")]
    timed("score: classic, made, three bonuses", lambda: score(8, 3, 3, awards=awards), 20000)
    timed(
        "score: Rascal, off by one, bonuses, alliance, wager",
        lambda: score(8, 3, 4, method=Scoring.RASCAL, awards=awards, allies=[Ally("B", True)], wager=20),
        20000,
    )


def bench_rounds(rng: random.Random) -> None:
    rules = RuleSet(modules=ADVANCED_GAME)
    players = tuple(f"P{i}" for i in range(1, 9))
    spec8 = random_round(rng, rules, players, 8, "P1")
    timed("play_round: 8 players, 8 cards, hands checked", lambda: play_round(spec8, rules), 200)
    spec4 = random_round(rng, rules, players[:4], 10, "P1")
    timed("play_round: 4 players, 10 cards, hands checked", lambda: play_round(spec4, rules), 200)
    five = players[:5]
    sched = schedule(5, rules)
    seats = rotation(five, len(sched), rules)
    game = GameSpec(five, [random_round(rng, rules, five, sched.cards[r], seats[r].leader) for r in range(10)])
    timed("play_game: 5 players, ten rounds (55 tricks)", lambda: play_game(game, rules), 20)


def bench_sheet() -> None:
    lines = ["players: " + " ".join(f"P{i}" for i in range(1, 7))]
    for r in range(1, 11):
        lines.append(f"round {r}: {r}/{r},14,pirate=2 " + " ".join("0/0" for _ in range(5)))
    text = "\n".join(lines) + "\n"
    timed("read_sheet: 6 players x 10 rounds of cells", lambda: read_sheet(text), 500)


def bench_cli(runs: int = 10) -> None:
    cmd = [sys.executable, "-m", "skrules", "score", "--json", "--cards", "5", "--bid", "2", "--won", "2"]
    start = time.perf_counter()
    for _ in range(runs):
        subprocess.run(cmd, check=True, capture_output=True)
    per = (time.perf_counter() - start) / runs
    start = time.perf_counter()
    for _ in range(runs):
        subprocess.run([sys.executable, "-c", "pass"], check=True)
    bare = (time.perf_counter() - start) / runs
    print(
        f"{'skrules score --json (a process, start-up included)':58} {per * 1e3:10.1f} ms   "
        f"(python -c pass: {bare * 1e3:.1f} ms)"
    )


def main() -> None:
    print(f"Python {sys.version.split()[0]}")
    bench_score()
    bench_rounds(random.Random(7))
    bench_sheet()
    bench_cli()


if __name__ == "__main__":
    main()
