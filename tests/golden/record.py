"""(Re)write the golden files: ``python -m tests.golden.record [KIND ...]`` from the repository root.

KIND is any of scenarios, rulebook, doctests, sheets, random (all by default), or random-outputs: the
stored random cases kept, their outputs computed again (after a change meant to alter some). The inputs are
collected here, from the scenario library, the rulebook's sources, the tests' score sheets and a
seeded generator, and stored next to their outputs; the golden test reads them back and never
collects them again. Re-recording accepts every current output as right: it is a reviewed
decision, and each changed case is listed, with its reason, in the change that re-records it.
"""

from __future__ import annotations

import ast
import hashlib
import json
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: python tests/golden/record.py
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.golden import compute, randomtricks
from tests.golden.compute import GOLDEN, ROOT

FILES = {
    "scenarios": GOLDEN / "scenarios.jsonl",
    "rulebook": GOLDEN / "rulebook.jsonl",
    "doctests": GOLDEN / "doctests.jsonl",
    "sheets": GOLDEN / "sheets.jsonl",
    "random": GOLDEN / "random.jsonl",
}
RANDOM_ACCEPTED = 10_000  # tricks the command judges (exit 0 or 1)
RANDOM_REFUSED = 300  # tricks it refuses (exit 2): their messages are golden too
FULL_EVERY = 100  # every 100th random case keeps its whole output, not just its fingerprint


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def markdown_pages() -> list[Path]:
    """The rulebook's chapters and the documentation pages, in a fixed order."""
    return sorted(ROOT.glob("skrules/rulebook/*.md")) + sorted(ROOT.glob("docs/**/*.md"))


def fences(path: Path) -> Iterator[tuple[int, str, list[str]]]:
    """Each fenced block of a Markdown page: its line, its info string and its lines."""
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^(`{3,})(.*)$", lines[i])
        if not m:
            i += 1
            continue
        fence, info, start = m.group(1), m.group(2).strip(), i + 1
        j = start
        while j < len(lines) and lines[j].strip() != fence:
            j += 1
        yield start, info, lines[start:j]
        i = j + 1


# ------------------------------------------------------------------------------------ collecting


def scenario_cases() -> Iterator[dict[str, Any]]:
    """Per file, ``skrules check``; per trick scenario, ``skrules trick`` with its options; per round
    or game scenario, what the runner computes."""
    from skrules.scenario import ScenarioKind, parse_file

    with compute.stable():
        for file in sorted(ROOT.glob("scenarios/**/*.skull")):
            path = rel(file)
            yield {"id": f"check {path}", "kind": "check", "path": path}
            doc = parse_file(path)
            for s in doc.scenarios:
                if s.kind is ScenarioKind.TRICK:
                    yield {"id": f"{path}::{s.name}", "kind": "scenario-trick", "argv": scenario_argv(s)}
                else:
                    yield {"id": f"{path}::{s.name}", "kind": "scenario-play", "path": path, "name": s.name}


def scenario_argv(s: Any) -> list[str]:
    """The ``skrules trick`` command line a trick scenario stands for."""
    argv = ["trick"]
    for i, word in enumerate(s.trick):
        text = word.text
        if "=" not in text and s.players is not None and i < len(s.players):
            text = f"{s.players[i]}={text}"
        argv.append(text)
    st = s.settings
    if st.deck not in (None, "auto"):
        argv += ["--deck", st.deck]
    if st.edition is not None:
        argv += ["--edition", st.edition]
    for name in st.house or ():
        argv += ["--house", name]
    for rid, reading in dict(st.rulings).items():  # later ones win, as in the scenario
        argv += ["--ruling", f"{rid.removeprefix('ruling.')}={reading}"]
    if st.abilities:
        argv.append("--abilities")
    for hand in s.hands:
        argv += ["--hand", f"{hand.player}=" + ",".join(w.text for w in hand.cards)]
    return argv


def rulebook_cases() -> Iterator[dict[str, Any]]:
    """Every ``{trick}`` directive, as the command line the page shows for it."""
    count: dict[str, int] = {}
    for page in markdown_pages():
        for _line, info, body in fences(page):
            if not info.startswith("{trick}"):
                continue
            options: dict[str, str] = {}
            for text in body:
                m = re.match(r"^:([a-z-]+):\s*(.*)$", text)
                if not m:
                    break
                options[m.group(1)] = m.group(2).strip()
            argv = ["trick", *info.removeprefix("{trick}").split()]
            if "deck" in options:
                argv += ["--deck", options["deck"]]
            if "edition" in options:
                argv += ["--edition", options["edition"]]
            for choice in re.split(r"[\s,]+", options.get("rulings", "")):
                if choice:
                    argv += ["--ruling", choice]
            for name in options.get("house", "").split():
                argv += ["--house", name]
            if "abilities" in options:
                argv.append("--abilities")
            for hand in options.get("hands", "").split():
                argv += ["--hand", hand]
            # Named by page and command, not line: editing the page around an example keeps its case.
            key = f"{rel(page)}: {' '.join(argv)}"
            count[key] = count.get(key, 0) + 1
            ident = key if count[key] == 1 else f"{key} #{count[key]}"
            case = {"id": ident, "kind": "rulebook-trick", "argv": argv}
            if "exempt" in options:  # positions that need not follow suit: no command-line option says so
                case["exempt"] = options["exempt"]
            yield case


def doctest_cases() -> Iterator[dict[str, Any]]:
    """Each page's doctest blocks (with its testsetup blocks), and the docstrings the API page includes."""
    modules: list[str] = []
    for page in markdown_pages():
        blocks, setup = [], []
        for _line, info, body in fences(page):
            text = "\n".join(body) + "\n"
            if info.startswith("{doctest}"):
                blocks.append(text)
            elif info.startswith("{testsetup}"):
                setup.append(text)
            elif info.startswith("{eval-rst}"):
                modules += re.findall(r"^\.\. automodule:: (\S+)", text, re.MULTILINE)
        if blocks:
            yield {"id": rel(page), "kind": "doctest-page", "setup": setup, "blocks": blocks}
    for module in dict.fromkeys(modules):
        yield {"id": module, "kind": "doctest-module", "module": module}


def _digest(text: str) -> str:
    """A sheet's name by its content, so that moving it in its file keeps its case."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]  # a test may spell a lone surrogate


def _is_sheet(text: str) -> bool:
    lines = [line.strip() for line in text.splitlines()]
    return (
        any(line.startswith("players:") for line in lines)
        and any(re.match(r"^round \d+:", line) for line in lines)
        and not any(re.match(r"^(scenario|round|game):", line) for line in lines)
    )


_ROUND_LINE = re.compile(r"round \d+:")


def sheet_cases() -> Iterator[dict[str, Any]]:
    """Score sheets written out in the documentation, and the whole sheets the tests spell as one string."""
    seen: set[str] = set()

    def case(where: str, text: str) -> Iterator[dict[str, Any]]:
        if text not in seen and _is_sheet(text):
            seen.add(text)
            yield {"id": where, "kind": "sheet", "sheet": text}

    for page in markdown_pages():
        for _line, info, body in fences(page):
            if info in ("text", ""):
                text = "\n".join(body) + "\n"
                yield from case(f"{rel(page)}:{_digest(text)}", text)
    for test in sorted(ROOT.glob("tests/*.py")):
        source = test.read_text(encoding="utf-8")
        if not _ROUND_LINE.search(source):  # a sheet's "round N:" is in the source of the string that holds it
            continue
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield from case(f"{rel(test)}:{_digest(node.value)}", node.value)


def random_cases() -> Iterator[dict[str, Any]]:
    """The seeded random tricks: a header with the seed and the ruling table, then the cases."""
    from skrules.rules import RULINGS

    rulings = {rid: list(r.readings) for rid, r in RULINGS.items()}
    table = [(rid.removeprefix("ruling."), readings) for rid, readings in rulings.items()]
    yield {"kind": "meta", "seed": randomtricks.SEED, "rulings": table}
    gen = randomtricks.Generator(rulings)
    accepted = refused = 0
    seen: set[tuple[str, ...]] = set()
    with compute.stable():
        while accepted < RANDOM_ACCEPTED:
            first_refusal = None
            for argv in gen.propose():
                if tuple(argv) in seen:
                    break
                code = compute.cli([*argv, "--json"])["exit"]
                if code in (0, 1):
                    seen.add(tuple(argv))
                    accepted += 1
                    yield compact(argv, table, accepted + refused)
                    break
                if first_refusal is None and code == 2:
                    first_refusal = argv
            else:
                if first_refusal is not None and refused < RANDOM_REFUSED and tuple(first_refusal) not in seen:
                    seen.add(tuple(first_refusal))
                    refused += 1
                    yield compact(first_refusal, table, accepted + refused)


def compact(argv: list[str], table: Sequence[tuple[str, Sequence[str]]], n: int) -> dict[str, Any]:
    """The inverse of :func:`compute.random_argv`, checked on the spot."""
    case: dict[str, Any] = {"id": n, "kind": "random-trick"}
    k = next((i for i, a in enumerate(argv) if a.startswith("--")), len(argv))
    case["cards"] = " ".join(argv[1:k])
    rest = argv[k:]
    index = {name: i for i, (name, _) in enumerate(table)}
    pairs = []
    while rest:
        opt = rest.pop(0)
        if opt in ("--abilities", "--quiet"):
            case[opt[2:]] = True
        elif opt == "--ruling":
            name, _, reading = rest.pop(0).partition("=")
            pairs.append([index[name], table[index[name]][1].index(reading)])
        else:
            case[opt[2:]] = rest.pop(0)
    if pairs:
        case["rulings"] = pairs
    order = ["id", "kind", "cards", "deck", "rulings", "abilities", "hand", "quiet", "full"]
    case = {key: case[key] for key in order if key in case}
    assert compute.random_argv(case, table) == argv, argv
    return case


COLLECT = {
    "scenarios": scenario_cases,
    "rulebook": rulebook_cases,
    "doctests": doctest_cases,
    "sheets": sheet_cases,
    "random": random_cases,
}


def record(cases: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Each case with its outputs, computed as the test computes them."""
    table: list[tuple[str, list[str]]] = []
    for case in cases:
        if case["kind"] == "meta":
            table = case["rulings"]
            yield case
            continue
        with compute.stable():
            if case["kind"] == "random-trick":
                if case["id"] % FULL_EVERY == 1:
                    case["full"] = True
                case["out"] = compute.random_outputs(compute.random_argv(case, table), full="full" in case)
            else:
                case["out"] = compute.compute(case)
        yield case


def dumps(case: dict[str, Any]) -> str:
    return json.dumps(case, ensure_ascii=False, separators=(",", ":"))


def stored_random_cases() -> Iterator[dict[str, Any]]:
    """The random cases already in the golden file, inputs only: re-recorded, they keep their tricks and
    options (a new ruling or card changes what the generator proposes, not the cases stored)."""
    for line in FILES["random"].read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        case.pop("out", None)
        case.pop("full", None)
        yield case


def main(kinds: list[str]) -> None:
    """Re-record ``kinds`` (all by default); ``random-outputs`` re-records the stored random cases' outputs only."""
    for kind in kinds or list(FILES):
        if kind == "random-outputs":
            cases, kind = stored_random_cases(), "random"
        elif kind not in FILES:
            raise SystemExit(f"unknown kind {kind!r}; choose from {', '.join(FILES)}, random-outputs")
        else:
            cases = COLLECT[kind]()
        lines = [dumps(c) for c in record(cases)]
        FILES[kind].write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{rel(FILES[kind])}: {len(lines)} lines, {FILES[kind].stat().st_size:,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
