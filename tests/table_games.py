"""Whole games for the table's tests: dealt and played at random, and turned back into what a table types.

``python -m tests.table_games`` writes the two games kept under ``scenarios/table/`` (a two-player
game with Graybeard's ghost under Rascal scoring, a five-player game with the advanced cards and
the pirate abilities), each played legally from dealt hands through :class:`skrules.table.Table`
and saved as ``save game`` saves it. :func:`script_of` turns a saved game into the lines a table
would type at ``skrules table``: the hands, the bids, each trick's cards without names (in turn
from the leader; Graybeard flips his own), the ability answers.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from skrules.abilities import Ability, Harry, Juanita, Mary, Rascal, Rosie
from skrules.cards import Card, Kind, Pirate, Role
from skrules.deal import GHOST, deck
from skrules.formats.scenario import ScenarioKind, parse_file
from skrules.table.save import game_text, load_game
from skrules.table.state import Options, Table, replay

ROOT = Path(__file__).resolve().parent.parent
GAMES = {
    "two-player": Options(("Ann", "Ben"), deck="base", scoring="rascal", variant="standard"),
    "five-player": Options(("Ann", "Ben", "Cat", "Dan", "Eve"), deck="advanced", abilities=True),
}


def deal(table: Table, rng: random.Random) -> None:
    """Deal the round under way at random, the ghost's pile included with two players."""
    log = table.log
    assert log is not None
    cards = deck(table.rules, len(table.players))
    rng.shuffle(cards)
    n = log.cards
    for i, p in enumerate(table.players):
        table.give_hand(p, cards[i * n : (i + 1) * n])
    if table.two:
        k = len(table.players)
        table.give_hand(GHOST, cards[k * n : (k + 1) * n])


def _choices(card: Card) -> list[Card]:
    if card.kind is Kind.TIGRESS:
        return [Card.tigress(Role.PIRATE), Card.tigress(Role.ESCAPE)]
    return [card]


def trick_tokens(table: Table, rng: random.Random) -> list[str]:
    """A legal trick for the hands as they stand: each player plays a card the round allows."""
    assert table.log is not None
    trial = replay(table, table.log)
    k = trial.trick_number
    tokens = []
    while trial.trick_number == k and trial.to_play is not None:
        p = trial.to_play
        if p == GHOST:
            trial.flip()
            continue
        hand = list(trial.hand(p) or ())
        rng.shuffle(hand)
        card = next(c for h in hand for c in _choices(h) if trial.can_play(p, c))
        trial.play(p, card)
        tokens.append(f"{p}={card}")
    return tokens


def ability_for(table: Table, pirate: Pirate, rng: random.Random) -> Ability | None:
    """A random choice the round accepts for an ability unlocked (Bendt the Bandit is left unused)."""
    r = table.round()
    user = table.last_trick()
    assert user is not None and user[2].winner_name is not None
    options: list[Ability] = []
    if pirate is Pirate.ROSIE:
        options = [Rosie(p) for p in table.players]
    elif pirate is Pirate.RASCAL:
        options = [Rascal(w) for w in (0, 10, 20)]
    elif pirate is Pirate.JUANITA:
        options = [Juanita()]
    elif pirate is Pirate.HARRY:
        options = [Harry(c) for c in (-1, 0, 1)]
    elif pirate is Pirate.MARY:
        options = [Mary(p, c.undeclared) for p in table.players for c in r.hand(p) or ()]
    options = [a for a in options if r.can_use(a)]
    rng.shuffle(options)
    if not options or (pirate is not Pirate.MARY and rng.random() < 0.3):
        return None
    return options[0]


def play_game(options: Options, seed: int) -> Table:
    """A whole game played at random from dealt hands, every ability unlocked answered or skipped."""
    rng = random.Random(seed)
    table = Table(options)
    while not table.over:
        log = table.log
        assert log is not None
        deal(table, rng)
        table.bid({p: rng.randint(0, log.cards // 2) for p in table.players}, _cannonball(table, rng))
        while not table.round_done():
            table.play(trick_tokens(table, rng))
            last = len(log.tricks) == log.cards
            for pirate in table.round().unlocked:
                if last and pirate is not Pirate.HARRY:
                    continue
                ability = ability_for(table, pirate, rng)
                if ability is not None:
                    table.use(ability)
        table.finish_round()
    return table


def _cannonball(table: Table, rng: random.Random) -> list[str]:
    if table.rules.scoring.value == "classic":
        return []
    return [p for p in table.players if rng.random() < 0.5]


# ---------------------------------------------------------------------------------- what a table types


def script_of(path: Path) -> list[str]:
    """The lines typed at ``skrules table`` to play the saved game again, round by round."""
    table = load_game(path)
    doc = parse_file(path)
    rounds = [s for s in doc.scenarios if s.kind is ScenarioKind.ROUND]
    lines: list[str] = []
    for (log, _), s in zip(table.finished, rounds, strict=True):
        lines += [f"hand {p} {' '.join(map(str, cards))}" for p, cards in log.hands.items()]
        if log.ghost is not None:
            lines.append(f"hand ghost {' '.join(map(str, log.ghost))}")
        assert log.bids is not None
        lines.append(" ".join(str(log.bids[p]) for p in table.players))
        if table.rules.scoring.value != "classic":
            lines.append(" ".join(p for p in table.players if p in log.cannonball))
        for k, trick in enumerate(log.tricks, 1):
            lines.append(" ".join(str(p.card) for p in trick.plays if p.player != GHOST))
            lines += _answers(trick.verdict.abilities, trick.uses, last=k == log.cards)
        assert s.name == f"Round {log.seat.round}"
    return lines


def _answers(unlocked: tuple[Pirate, ...], uses: list[Ability], *, last: bool) -> list[str]:
    """One answer per ability the table asks about, in its order: the choice without its word, or Enter."""
    out = []
    for pirate in unlocked:
        if last and pirate is not Pirate.HARRY:
            continue
        used = next((u for u in uses if u.pirate is pirate), None)
        out.append("" if used is None else str(used).partition(" ")[2] or "y")
    return out


def main() -> None:
    out = ROOT / "scenarios" / "table"
    out.mkdir(exist_ok=True)
    for name, options in GAMES.items():
        table = play_game(options, seed=12)
        (out / f"{name}.skull").write_text(game_text(table), encoding="utf-8")
        print(f"wrote {out / f'{name}.skull'}: totals {table.table().totals()}", file=sys.stderr)


if __name__ == "__main__":
    main()
