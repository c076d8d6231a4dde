"""How fast ``skrules trick --json mermaid sk rosie`` starts, against Python doing nothing.

Run by hand: ``python benchmarks/bench_startup.py [--runs 40] [--importtime]``. Both commands
run with the same interpreter and environment, bytecode written and cached
(``PYTHONDONTWRITEBYTECODE`` removed), after one warm-up run each; the runs alternate so that
a busy machine slows both alike. It prints the best and the median wall time of each and
their ratio (issue #10 asks for at most 2x). ``--importtime`` adds the modules that
``python -X importtime`` shows the command importing beyond ``python -c pass``, costliest first.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

TRICK = ["-m", "skrules", "trick", "--json", "mermaid", "sk", "rosie"]
NOTHING = ["-c", "pass"]


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def once(args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], env=env, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def timings(runs: int) -> dict[str, list[float]]:
    env = environment()
    times: dict[str, list[float]] = {"python -c pass": [], "skrules trick --json": []}
    once(NOTHING, env)
    once(TRICK, env)  # writes the bytecode
    for _ in range(runs):
        times["python -c pass"].append(once(NOTHING, env))
        times["skrules trick --json"].append(once(TRICK, env))
    return times


def imports(args: list[str]) -> dict[str, int]:
    """Module -> cumulative microseconds, for the modules imported at the top level."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", *args], env=environment(), capture_output=True, text=True, check=True
    )
    out = {}
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        _, cumulative, name = line.removeprefix("import time:").split("|")
        if cumulative.strip().isdigit() and not name.startswith("  "):
            out[name.strip()] = int(cumulative)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--importtime", action="store_true", help="list what the command imports beyond Python's own")
    args = ap.parse_args()
    times = timings(args.runs)
    for name, values in times.items():
        print(f"{name:22} best {min(values) * 1000:6.1f} ms   median {statistics.median(values) * 1000:6.1f} ms")
    base, trick = times["python -c pass"], times["skrules trick --json"]
    print(
        f"ratio: best {min(trick) / min(base):.2f}x, median {statistics.median(trick) / statistics.median(base):.2f}x"
    )
    if args.importtime:
        before = imports(NOTHING)
        extra = {k: v for k, v in imports(TRICK).items() if k not in before}
        for name, micros in sorted(extra.items(), key=lambda kv: -kv[1]):
            print(f"  {micros / 1000:6.1f} ms  {name}")


if __name__ == "__main__":
    main()
