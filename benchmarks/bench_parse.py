"""How fast the scenario format reads generated trick scenarios, without running them.

Run by hand: ``python benchmarks/bench_parse.py [--scenarios 20000] [--per-file 100] [--seed 1]``.
The scenarios are those of ``bench_check.py`` (five families of trick scenarios), read from
text in memory so that only the parser is timed, not the disk. Prints scenarios per second for
reading whole files and, when the format offers it, for streaming scenarios one by one. The
rate is of CPU time (``time.process_time``): on a shared machine wall time measures the neighbours.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_check import FAMILIES

from skrules.scenario import parse_text


def texts(total: int, per_file: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for start in range(0, total, per_file):
        count = min(per_file, total - start)
        out.append("\n".join(rng.choice(FAMILIES)(rng, start + i) for i in range(count)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scenarios", type=int, default=20_000)
    ap.add_argument("--per-file", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--stream", type=int, default=100_000, help="scenarios to stream for the memory check")
    args = ap.parse_args()
    files = texts(args.scenarios, args.per_file, args.seed)
    ref = min(timeit.repeat("sum(range(1000))", number=1000, repeat=5)) / 1000
    print(f"machine: sum(range(1000)) takes {ref * 1e6:.1f} us (a yardstick for the figures below)")
    best = float("inf")
    for _ in range(args.repeat):
        t0 = time.process_time()
        n = sum(len(parse_text(t, f"f{i}.skull").scenarios) for i, t in enumerate(files))
        best = min(best, time.process_time() - t0)
    print(f"parse_text: {n} scenarios in {best:.3f} s: {n / best:,.0f} scenarios/s (best of {args.repeat})")
    try:
        from skrules.formats.scenario import iter_text
    except ImportError:
        return
    best = float("inf")
    for _ in range(args.repeat):
        t0 = time.process_time()
        n = sum(1 for i, t in enumerate(files) for _ in iter_text(t, f"f{i}.skull"))
        best = min(best, time.process_time() - t0)
    print(f"iter_text:  {n} scenarios in {best:.3f} s: {n / best:,.0f} scenarios/s (best of {args.repeat})")
    stream_memory(args.stream, args.per_file, args.seed)


def stream_memory(total: int, per_file: int, seed: int) -> None:
    """Stream ``total`` scenarios, a file's text made, read and dropped at a time: peak RSS stays flat."""
    import resource

    from skrules.formats.scenario import iter_text

    rng = random.Random(seed)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    n = 0
    for start in range(0, total, per_file):
        text = "\n".join(rng.choice(FAMILIES)(rng, start + i) for i in range(min(per_file, total - start)))
        n += sum(1 for _ in iter_text(text, f"f{start}.skull"))
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"streamed {n} scenarios: peak RSS {before / 1024:.0f} MB before, {after / 1024:.0f} MB after")


if __name__ == "__main__":
    main()
