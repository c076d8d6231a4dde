"""How fast `skrules check` runs a large scenario library.

Run by hand: ``python benchmarks/bench_check.py [--scenarios 10000] [--per-file 100] [--seed 1]``.
It writes the scenarios to a scratch folder, then prints:

- the time to read and run them all in-process (``skrules.scenario.session.check``), split into
  reading and running;
- the wall time of ``skrules check --plain FOLDER`` from start to finish, Python's start included.

The scenarios are drawn from five families whose answers follow from the rules by construction
(the highest card of the lead suit, trump, all Escapes, the Mermaid over the Skull King and a
Pirate, the Kraken's would-be winner leading next), so every one of them must pass.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from skrules.scenario import parse_file, run_scenario
from skrules.scenario.session import check

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
Family = Callable[[random.Random, int], str]


def seats(rng: random.Random) -> list[str]:
    return NAMES[: rng.randint(3, 6)]


def lead_suit(rng: random.Random, k: int) -> str:
    players = seats(rng)
    suit = rng.choice("gpy")
    ranks = rng.sample(range(1, 14), len(players))
    best = players[ranks.index(max(ranks))]
    plays = " ".join(f"{p}={suit}{r}" for p, r in zip(players, ranks, strict=True))
    return f"scenario: lead suit {k}\ncites: rank.lead\ntrick: {plays}\nwinner: {best}\nnext leader: {best}\n"


def trump(rng: random.Random, k: int) -> str:
    players = seats(rng)
    suit = rng.choice("gpy")
    ranks = rng.sample(range(1, 14), len(players))
    trumper = rng.randrange(1, len(players))
    cards = [f"{suit}{r}" for r in ranks]
    cards[trumper] = f"b{ranks[trumper]}"
    plays = " ".join(f"{p}={c}" for p, c in zip(players, cards, strict=True))
    return f"scenario: trump {k}\ncites: rank.trump\ntrick: {plays}\nwinner: {players[trumper]}\nlead suit: {suit}\n"


def escapes(rng: random.Random, k: int) -> str:
    players = seats(rng)[:5]
    plays = " ".join(f"{p}=escape" for p in players)
    return f"scenario: escapes {k}\ncites: rank.escape\ntrick: {plays}\nwinner: {players[0]}\nbonuses: none\n"


def mermaid(rng: random.Random, k: int) -> str:
    players = seats(rng)
    cards = ["mermaid", "sk", "pirate"] + [f"g{r}" for r in rng.sample(range(1, 14), len(players) - 3)]
    rng.shuffle(cards)
    winner = players[cards.index("mermaid")]
    plays = " ".join(f"{p}={c}" for p, c in zip(players, cards, strict=True))
    return (
        f"scenario: mermaid {k}\ncites: rank.mermaid-king bonus.king\ntrick: {plays}\n"
        f"winner: {winner} mermaid\nbonuses: +40 bonus.king {winner}\n"
    )


def kraken(rng: random.Random, k: int) -> str:
    players = seats(rng)
    suit = rng.choice("gpyb")
    ranks = rng.sample(range(1, 14), len(players) - 1)
    at = rng.randrange(1, len(players))
    cards = [f"{suit}{r}" for r in ranks]
    cards.insert(at, "kraken")
    best = max(range(len(cards)), key=lambda i: ranks[i if i < at else i - 1] if i != at else -1)
    plays = " ".join(f"{p}={c}" for p, c in zip(players, cards, strict=True))
    return (
        f"scenario: kraken {k}\ncites: kraken.leader\ndeck: advanced\ntrick: {plays}\n"
        f"outcome: destroyed\nnext leader: {players[best]}\n"
    )


FAMILIES: list[Family] = [lead_suit, trump, escapes, mermaid, kraken]


def write_library(folder: Path, total: int, per_file: int, seed: int) -> None:
    rng = random.Random(seed)
    for start in range(0, total, per_file):
        count = min(per_file, total - start)
        text = "\n".join(rng.choice(FAMILIES)(rng, start + i) for i in range(count))
        (folder / f"generated-{start // per_file:04d}.skull").write_text(text, encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scenarios", type=int, default=10_000)
    ap.add_argument("--per-file", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="skrules-bench-") as tmp:
        folder = Path(tmp)
        write_library(folder, args.scenarios, args.per_file, args.seed)
        files = sorted(folder.glob("*.skull"))

        t0 = time.perf_counter()
        docs = [parse_file(f) for f in files]
        t1 = time.perf_counter()
        results = [run_scenario(s) for d in docs for s in d.scenarios]
        t2 = time.perf_counter()
        session = check([folder])
        t3 = time.perf_counter()

        bad = [r for r in results if not r.passed]
        print(f"{len(results)} scenarios in {len(files)} files; {len(results) - len(bad)} passed")
        print(f"in-process: read {t1 - t0:.2f} s, run {t2 - t1:.2f} s, check() {t3 - t2:.2f} s")
        print(f"in-process rate: {len(results) / (t3 - t2):,.0f} scenarios/s")

        t4 = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "skrules", "check", "--plain", str(folder)],
            capture_output=True,
            text=True,
            check=False,
        )
        t5 = time.perf_counter()
        summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr.strip()
        print(f"skrules check --plain (wall, start included): {t5 - t4:.2f} s, exit code {done.returncode}")
        print(f"  {summary}")
        if bad or session.exit_code != 0:
            print(f"{len(bad)} generated scenarios did not pass, e.g. {bad[0].scenario.name}: {bad[0].mismatches}")
            sys.exit(1)


if __name__ == "__main__":
    main()
