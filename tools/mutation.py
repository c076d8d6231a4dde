"""Mutation score of the rules core, per module, on a seeded random sample of mutmut's mutants.

mutmut (configured in ``pyproject.toml``) makes thousands of mutants of the core modules;
running them all against the fast suite takes hours on two cores. A uniform random sample of
each module's mutants estimates the share killed to within a few points in minutes, and a fixed
seed makes the run repeatable::

    python tools/mutation.py                      # 150 mutants per module, seed 1
    python tools/mutation.py --per-module 400 trick scoring
    python tools/mutation.py --all                # every mutant (hours)
    python tools/mutation.py --per-module 30 --no-run   # the score from the results mutmut kept

``--no-run`` scores the same sample from the statuses mutmut stored, after re-running only the
survivors (``mutmut run NAME ...``) once tests were added: minutes instead of a whole sample.

The modules are the rules core (the ladder, the trick, the round, scoring, the deal, the
editions...) and the questions asked of a verdict (``whynot``, ``sidebyside``). Text, names, file
formats and front ends decide no rule and are not mutated; nor are the rules as data:
``rulings`` (IDs, titles, readings) and ``bonuses`` (a table whose only code builds its rows at
import, where no mutant acts).
``MODULES`` and ``do_not_mutate`` in ``pyproject.toml`` name the same modules
(``tests/test_mutation_config.py`` checks it). Run it from the project root with the
interpreter of the environment mutmut is installed in (``pip install -e '.[dev]'``), without
``PYTHONPATH`` (mutmut runs its copy of the project in ``mutants/``), and on a shared machine
with one child::

    python tools/mutation.py --max-children 1 --per-module 40 whynot sidebyside

Mutants judged equivalent (they cannot change what the program does) are listed with the reason
in ``tools/equivalent-mutants.txt`` and left out of the score. The table printed at the end gives,
per module: the mutants run, killed, survived (with timeouts counted as killed, as mutmut does),
and the score killed / (run - equivalent), with a 95% (Wilson) interval for a sample.
"""

from __future__ import annotations

import argparse
import math
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = (
    "ladder",
    "lead",
    "explain",
    "saying",
    "trick",
    "round",
    "abilities",
    "scoring",
    "legality",
    "cards",
    "game",
    "deal",
    "editions",
    "whynot",
    "notation",
    "sidebyside",
)
EQUIVALENT = ROOT / "tools" / "equivalent-mutants.txt"
KILLED = {"killed", "timeout"}


def mutmut(*args: str) -> str:
    """Run mutmut in the project root with the interpreter running this script."""
    exe = Path(sys.executable).with_name("mutmut")
    proc = subprocess.run([str(exe), *args], cwd=ROOT, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        said = unspun(proc.stdout + "\n" + proc.stderr)
        sys.exit(f"mutmut {' '.join(args)} failed:\n{said[-3000:]}")
    return proc.stdout


def unspun(output: str) -> str:
    """mutmut's output without the frames of its spinner, which otherwise fill the end kept of a failure."""
    lines = (line.strip() for line in output.replace("\r", "\n").splitlines())
    return "\n".join(line for line in lines if line and not ("\u2800" <= line[0] <= "\u28ff"))


def statuses() -> dict[str, str]:
    """Every mutant mutmut has made, with its status ("not checked" until run)."""
    out = {}
    for line in mutmut("results", "--all", "true").splitlines():
        name, sep, status = line.strip().partition(": ")
        if sep and name.startswith("skrules."):
            out[name] = status.strip()
    return out


def equivalent() -> set[str]:
    """The mutant names listed as equivalent (first word of each non-comment line)."""
    if not EQUIVALENT.exists():
        return set()
    names = set()
    for line in EQUIVALENT.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            names.add(line.split()[0])
    return names


def wilson(killed: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a sampled share: unlike the normal one, it does not shrink to
    nothing when every sampled mutant is killed."""
    if n == 0:
        return 0.0, 1.0
    p = killed / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def module_of(name: str) -> str:
    return name.split(".")[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", default=list(MODULES), help="core modules (default: all of them)")
    parser.add_argument("--per-module", type=int, default=150, help="mutants sampled per module")
    parser.add_argument("--all", action="store_true", help="run every mutant instead of a sample")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-children", type=int, default=2)
    parser.add_argument("--no-run", action="store_true", help="score the sample from the results mutmut stored")
    args = parser.parse_args()
    wrong = sorted(set(args.modules) - set(MODULES))
    if wrong:
        parser.error(f"not a core module: {', '.join(wrong)} (choose from {', '.join(MODULES)})")

    # One run of a single mutant makes mutmut generate every mutant and gather its test map.
    known = statuses()
    if not known:
        mutmut("run", "--max-children", str(args.max_children), "skrules.legality.x_may_play__mutmut_1")
        known = statuses()
    chosen: list[str] = []
    for module in args.modules:
        names = sorted(n for n in known if module_of(n) == module)
        rng = random.Random(f"{args.seed}:{module}")  # a module's sample does not depend on the others asked for
        chosen += names if args.all else rng.sample(names, min(args.per_module, len(names)))
    for module in args.modules if not args.no_run else ():
        run_module(module, [n for n in chosen if module_of(n) == module], args.max_children)

    report(args.modules, chosen, every=args.all)
    return 0


def run_module(module: str, names: list[str], children: int) -> None:
    """One module's mutants, 200 to a command line. A module at a time: a run mixing several modules' mutants
    made mutmut's run of their tests unmutated fail, where each module's alone passed."""
    for start in range(0, len(names), 200):
        print(f"{module}: mutants {start + 1} to {min(start + 200, len(names))} of {len(names)}", flush=True)
        mutmut("run", "--max-children", str(children), *names[start : start + 200])


def report(modules: list[str], chosen: list[str], *, every: bool) -> None:
    """The score table of the chosen mutants, with each survivor not listed as equivalent."""
    result = statuses()
    skip = equivalent()
    print(f"{'module':<10} {'run':>5} {'killed':>7} {'survived':>9} {'equiv.':>7} {'score':>7}  95% interval")
    for module in modules:
        mine = [n for n in chosen if module_of(n) == module]
        counts = Counter(result.get(n, "missing") for n in mine)
        equiv = sum(1 for n in mine if n in skip and result.get(n) not in KILLED)
        killed = sum(counts[s] for s in KILLED)
        scored = len(mine) - equiv
        share = killed / scored if scored else 1.0
        low, high = wilson(killed, scored)
        interval = "every mutant" if every else f"{low:.1%} - {high:.1%}"
        survived = scored - killed
        print(f"{module:<10} {len(mine):>5} {killed:>7} {survived:>9} {equiv:>7} {share:>7.1%}  {interval}")
        for name in sorted(n for n in mine if result.get(n) not in KILLED and n not in skip):
            print(f"    {result.get(name, 'missing'):<12} {name}")


if __name__ == "__main__":
    raise SystemExit(main())
