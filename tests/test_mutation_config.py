"""What mutation testing measures: the rules core and the questions asked of it, and nothing else.

``tools/mutation.py`` scores the modules it names (``MODULES``); mutmut mutates every file under
``skrules/`` that ``pyproject.toml``'s ``do_not_mutate`` does not exclude. The two lists must name
the same modules: a core module left out goes unmeasured, and a text or adapter module mutated
costs minutes for a score nobody reads. Each mutant listed as equivalent must say why.
"""

from __future__ import annotations

import ast
import fnmatch
import importlib.util
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "mutation.py"
EQUIVALENT = ROOT / "tools" / "equivalent-mutants.txt"


def _modules() -> set[str]:
    """The names of ``MODULES`` in tools/mutation.py, read without running the script."""
    for node in ast.parse(SCRIPT.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "MODULES" for t in node.targets):
            return set(ast.literal_eval(node.value))
    raise AssertionError("tools/mutation.py names no MODULES")


def _mutated() -> set[str]:
    """The modules mutmut mutates: every ``skrules`` file that no ``do_not_mutate`` pattern matches."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]
    files = [p.relative_to(ROOT).as_posix() for p in (ROOT / "skrules").rglob("*.py")]
    kept = [f for f in files if not any(fnmatch.fnmatch(f, pat) for pat in config["do_not_mutate"])]
    return {f.removeprefix("skrules/").removesuffix(".py").replace("/", ".") for f in kept}


def test_the_modules_scored_are_the_modules_mutated() -> None:
    """Every module mutmut mutates is scored by tools/mutation.py, and every module it scores is mutated."""
    assert _mutated() == _modules()


def test_the_questions_are_in_the_core() -> None:
    """ "Why not mine?" and the side-by-side editions judge tricks again: their logic is measured too."""
    assert {"whynot", "sidebyside", "trick", "scoring"} <= _modules()


def test_every_equivalent_mutant_is_of_a_scored_module_and_says_why() -> None:
    """An equivalent mutant is left out of the score, so each line must name a scored module's mutant and a reason."""
    modules = _modules()
    for line in EQUIVALENT.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, _, reason = line.partition("  ")
        assert re.fullmatch(r"skrules\.(\w+)\.\S+__mutmut_\d+", name), line
        assert name.split(".")[1] in modules, line
        assert len(reason.split()) >= 3, f"no reason given: {line}"


def test_a_failed_mutmut_run_is_told_without_its_spinner() -> None:
    """mutmut draws a spinner in its output; a failure kept only the last 3,000 characters, all spinner frames, so
    what failed was never seen. The frames are dropped and the lines that say something kept."""
    spec = importlib.util.spec_from_file_location("mutation", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    output = "ladder: mutants 1 to 12\n" + "\u280b Running clean tests\r\u2819 Running clean tests\r" * 500
    assert module.unspun(output + "FAILED tests/test_x.py::test_y\nFailed to run clean test\n") == (
        "ladder: mutants 1 to 12\nFAILED tests/test_x.py::test_y\nFailed to run clean test"
    )
