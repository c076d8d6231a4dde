"""Two trees of skrules in one process, their paths timed in turn: what a change to the engine gained.

Run by hand: ``python benchmarks/bench_compare.py BASE [--tricks 20000] [--rounds 15]``. ``BASE`` is
the root of another checkout (say the main branch's): its ``skrules/`` is loaded as the package
``skrules_base``, beside the ``skrules`` this Python imports. The same random tricks as
``bench_trick.py`` (2-8 cards from the 74-card box, with hands) are judged by both, path after path
and side after side in every round, so a busy moment on a shared machine slows both alike; each
figure is the best round in CPU time (``time.process_time``). Prints, asserts nothing.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType

from bench_trick import paths, random_cases


def load(root: Path, name: str) -> ModuleType:
    """The package ``skrules`` under ``root``, imported as ``name`` (its modules import one another relatively)."""
    spec = importlib.util.spec_from_file_location(
        name, root / "skrules" / "__init__.py", submodule_search_locations=[str(root / "skrules")]
    )
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    return package


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("base", type=Path, help="the root of the checkout to compare with")
    parser.add_argument("--tricks", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    size, cases = random_cases(args.tricks, "advanced")
    load(args.base, "skrules_base")
    sides = {"base": paths("skrules_base", "advanced", cases), "this": paths("skrules", "advanced", cases)}
    best = {(side, label): float("inf") for side, runs in sides.items() for label in runs}
    for _ in range(args.rounds):
        for label in sides["this"]:
            for side, runs in sides.items():
                start = time.process_time()
                runs[label]()
                best[side, label] = min(best[side, label], time.process_time() - start)
    print(f"{size}-card deck, {args.tricks:,} random tricks of 2-8 cards, best of {args.rounds} rounds")
    for label in sides["this"]:
        base, this = args.tricks / best["base", label], args.tricks / best["this", label]
        print(f"{label:<46} {base:>9,.0f} -> {this:>9,.0f} tricks/s   x{this / base:.2f}", flush=True)


if __name__ == "__main__":
    main()
