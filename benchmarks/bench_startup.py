"""How fast ``skrules trick --json mermaid sk rosie`` starts, against Python doing nothing.

Run by hand: ``python benchmarks/bench_startup.py [--runs 40] [--importtime]``. Both commands
run with the same interpreter and environment, bytecode written and cached
(``PYTHONDONTWRITEBYTECODE`` removed), after one warm-up run each; the runs alternate so that
a busy machine slows both alike. It prints the best and the median wall time and CPU time
(user + system, which a shared machine disturbs less) of each and their ratios (issue #10
asks for at most 2x). ``--importtime`` adds the modules that
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


def once(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system, from the child's own rusage) of one run."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, *args], env=env, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise subprocess.CalledProcessError(child.returncode, child.args)
    return wall, usage.ru_utime + usage.ru_stime


def timings(runs: int) -> dict[str, dict[str, list[float]]]:
    env = environment()
    commands = {"python -c pass": NOTHING, "skrules trick --json": TRICK}
    times: dict[str, dict[str, list[float]]] = {name: {"wall": [], "cpu": []} for name in commands}
    for args in commands.values():
        once(args, env)  # the warm-up writes the bytecode
    for _ in range(runs):
        for name, args in commands.items():
            wall, cpu = once(args, env)
            times[name]["wall"].append(wall)
            times[name]["cpu"].append(cpu)
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
    for measure in ("wall", "cpu"):
        for name, values in times.items():
            best, median = min(values[measure]) * 1000, statistics.median(values[measure]) * 1000
            print(f"{measure:4} {name:22} best {best:6.1f} ms   median {median:6.1f} ms")
        base, trick = times["python -c pass"][measure], times["skrules trick --json"][measure]
        ratio_best, ratio_median = min(trick) / min(base), statistics.median(trick) / statistics.median(base)
        print(f"{measure:4} ratio: best {ratio_best:.2f}x, median {ratio_median:.2f}x")
    if args.importtime:
        before = imports(NOTHING)
        extra = {k: v for k, v in imports(TRICK).items() if k not in before}
        for name, micros in sorted(extra.items(), key=lambda kv: -kv[1]):
            print(f"  {micros / 1000:6.1f} ms  {name}")


if __name__ == "__main__":
    main()
