"""The rulebook builds clean, and its examples run, at every test run.

The site is built with warnings as errors and nitpicky references (``-W -n``), as HTML and with
the doctest builder, into a temporary folder. Every ``{trick}`` example is adjudicated during the
build and compared with the expected values written beside it, so a stale example fails here.
The extension's own failure modes are checked on small throwaway projects.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from skrules.cli import COMMANDS
from skrules.cli.rule import read_blocks
from skrules.rules import RULES, RULINGS

pytestmark = pytest.mark.docs

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SCHEMA = ROOT / "skrules" / "schema" / "trick.schema.json"


def sphinx(
    builder: str, src: Path, out: Path, doctrees: Path, *, strict: bool = True
) -> subprocess.CompletedProcess[str]:
    flags = ["-W", "-n"] if strict else []
    return subprocess.run(
        [sys.executable, "-m", "sphinx", *flags, "-q", "-b", builder, "-d", str(doctrees), str(src), str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


_BUILT: list[tuple[Path, Path]] = []


def shared_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The HTML site and its doctrees, built once per test session (tests/test_browser.py serves it too)."""
    if not _BUILT:
        base = tmp_path_factory.mktemp("docs")
        html, doctrees = base / "html", base / "doctrees"
        result = sphinx("html", DOCS, html, doctrees)
        assert result.returncode == 0, f"sphinx-build -W -n -b html failed:\n{result.stderr}{result.stdout}"
        _BUILT.append((html, doctrees))
    return _BUILT[0]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The HTML site, built once; the doctrees are reused by the doctest build."""
    return shared_site(tmp_path_factory)


def text(html: str) -> str:
    """A page's text without its tags (code is split into highlighted spans)."""
    return re.sub(r"<[^>]+>", "", html)


def index(site: tuple[Path, Path]) -> dict[str, Any]:
    found: dict[str, Any] = json.loads((site[0] / "rules.json").read_text("utf-8"))
    return found


def test_html_builds_without_a_warning(site: tuple[Path, Path]) -> None:
    """Every {trick} matches its expectations and every reference resolves (the fixture asserts it)."""
    html, _ = site
    assert (html / "rules" / "trick.html").is_file()
    assert (html / "rules" / "faq.html").is_file()


def test_doctests_pass(site: tuple[Path, Path], tmp_path: Path) -> None:
    """Every doctest block of the rulebook and of the API docstrings runs and gives what it shows."""
    _, doctrees = site
    result = sphinx("doctest", DOCS, tmp_path / "doctest", doctrees)
    assert result.returncode == 0, f"sphinx-build -W -n -b doctest failed:\n{result.stderr}{result.stdout}"
    summary = (tmp_path / "doctest" / "output.txt").read_text("utf-8")
    assert "0 failures in tests" in summary


def test_every_written_rule_is_an_anchor_of_its_page(site: tuple[Path, Path]) -> None:
    """Each {rule}/{ruling} block becomes an HTML anchor named exactly by its ID."""
    html, _ = site
    written = {
        b.id
        for p in sorted((ROOT / "skrules" / "rulebook").glob("*.md"))
        for b in read_blocks(p.read_text("utf-8"), p.name)
    }
    ids = index(site)["ids"]
    assert set(ids) == written
    for rid, entry in ids.items():
        page = (html / entry["page"]).read_text("utf-8")
        assert f'id="{rid}"' in page, rid


def test_trace_steps_link_to_their_rules(site: tuple[Path, Path]) -> None:
    """rank.mermaid-king: a trace on the FAQ page links its rule IDs to the trick chapter's anchors."""
    html, _ = site
    faq = (html / "rules" / "faq.html").read_text("utf-8")
    assert 'href="trick.html#rank.mermaid-king"' in faq
    assert 'href="advanced.html#kraken.leader"' in faq
    assert 'href="rulings.html#ruling.kraken-leader"' in faq
    trick = (html / "rules" / "trick.html").read_text("utf-8")
    assert 'href="#rank.king"' in trick


def test_rulings_list_their_readings_from_the_code(site: tuple[Path, Path]) -> None:
    """ruling.*: each ruling's readings and default are shown as skrules.rules defines them."""
    html, _ = site
    page = (html / "rules" / "rulings.html").read_text("utf-8")
    for ruling in RULINGS.values():
        if ruling.id not in index(site)["ids"]:
            continue
        for reading in ruling.readings:
            assert f'<span class="pre">{reading}</span>' in page, (ruling.id, reading)
        assert f"--ruling {ruling.id.removeprefix('ruling.')}=" in text(page)


def test_every_command_has_its_help_on_the_cli_page(site: tuple[Path, Path]) -> None:
    """The CLI reference is rendered from skrules.cli.COMMANDS, so a new command appears by itself."""
    page = (site[0] / "tool" / "cli.html").read_text("utf-8")
    for name in COMMANDS:
        assert f'id="cli-{name}"' in page, name
        assert f"skrules {name} --help" in text(page), name


def test_schema_page_lists_every_field(site: tuple[Path, Path]) -> None:
    page = (site[0] / "tool" / "schema.html").read_text("utf-8")
    schema = json.loads(SCHEMA.read_text("utf-8"))
    for name in schema["properties"]:
        assert f'<span class="pre">{name}</span>' in page, name
    assert '<span class="pre">plays[].card</span>' in page


def test_an_option_in_prose_keeps_its_two_hyphens(site: tuple[Path, Path]) -> None:
    """An option named in prose (the schema's descriptions, the API's docstrings, a ruling's source) reads as it
    is typed: ``--why``, not the en dash typography makes of two hyphens, which a reader would copy."""
    dashed = {
        f"{page.relative_to(site[0])}: {m}"
        for page in site[0].rglob("*.html")
        for m in re.findall(r"\u2013[a-z][a-z-]+", page.read_text("utf-8"))
    }
    assert not dashed, sorted(dashed)
    assert "With --why:" in text((site[0] / "tool" / "schema.html").read_text("utf-8"))


def scenario_citations() -> set[str]:
    """IDs cited by the scenario files whose scenarios run and pass (if the format exists yet)."""
    try:
        from skrules.scenario import parse_file, run_scenario
    except ImportError:
        return set()
    cited: set[str] = set()
    for path in sorted((ROOT / "scenarios").rglob("*.skull")):
        for scenario in parse_file(path).scenarios:
            if run_scenario(scenario).passed:
                cited.update(scenario.cites)
    return cited


def test_every_rule_has_an_executed_example(site: tuple[Path, Path]) -> None:
    """Principle 2: each ID appears in a {trick}'s trace or output, in a rulebook doctest, or in a
    passing scenario's citations."""
    examples = index(site)
    shown = {rid for rid, e in examples["ids"].items() if any(p.startswith("rules/") for p in e["examples"])}
    shown |= {
        rid for rid, pages in examples["cited_without_anchor"].items() if any(p.startswith("rules/") for p in pages)
    }
    lacking = set(RULES) | set(RULINGS)
    lacking -= shown | scenario_citations()
    missing = [rid for rid in [*RULES, *RULINGS] if rid in lacking]
    assert not missing, f"{len(missing)} IDs have no executed example: {', '.join(missing)}"


# ------------------------------------------------------------------------------- the extension itself

CONF = """\
extensions = ["myst_parser", "skrules.sphinxext"]
root_doc = "trick"
exclude_patterns = ["_build"]
"""

GOOD = """\
# Playing a trick

```{rule} lead.number
The first numbered card sets the suit.
```

```{rule} rank.lead
The highest card of the lead suit wins.
```

```{rule} next.winner
The winner leads next. See {rule}`rank.lead`.
```

```{trick} Ann=g5 Ben=g7
:winner: Ben
:lead: green
:next: Ben
:bonus: 0
:cites: rank.lead
```
"""


def project(tmp_path: Path, text: str) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(CONF, "utf-8")
    (src / "trick.md").write_text(textwrap.dedent(text), "utf-8")
    return src


def test_a_correct_page_builds_and_links_its_trace(tmp_path: Path) -> None:
    src = project(tmp_path, GOOD)
    result = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees")
    assert result.returncode == 0, result.stderr
    page = (tmp_path / "out" / "trick.html").read_text("utf-8")
    assert 'id="rank.lead"' in page
    assert 'href="#rank.lead"' in page
    assert "Ben with g7 (card 2)" in page
    assert "$ skrules trick Ann=g5 Ben=g7" in text(page)
    # the answer's sentence first, as the command prints it (rank.lead), then the facts
    said = "Ben’s green 7 wins: it is the highest card of the lead suit, green. No bonus. Ben leads next."  # noqa: RUF001  # the page's typographic apostrophe
    assert text(page).index(said) < text(page).index("Ben with g7 (card 2)")


BAD = {
    "wrong winner": (
        "```{trick} Ann=g5 Ben=g7\n:winner: Ann\n```\n",
        "the engine's winner is 'Ben', the example expects 'Ann'",
    ),
    "wrong bonus": ("```{trick} Ann=sk Ben=rosie\n:bonus: 40\n```\n", "the engine's bonus is '30'"),
    "wrong next leader": (
        "```{trick} Ann=y12 Ben=b3 Cat=whale Dan=kraken\n:next: Ann\n```\n",
        "the engine's next is 'Ben'",
    ),
    "wrong outcome": ("```{trick} Ann=g5 Ben=kraken\n:outcome: won\n```\n", "the engine's outcome is 'destroyed'"),
    "uncited rule": ("```{trick} Ann=g5 Ben=g7\n:cites: rank.trump\n```\n", "the trace does not cite rank.trump"),
    "no expectation": ("```{trick} Ann=g5 Ben=g7\n```\n", "states at least one expected value"),
    "unexpected refusal": ("```{trick} Ann=sk Ben=sk\n:winner: Ann\n```\n", "cannot be adjudicated"),
    "missing refusal": ("```{trick} Ann=g5 Ben=g7\n:error: box\n```\n", "expected to be refused"),
    "unknown rule": (
        "```{rule} rank.kng\nText.\n```\n",
        "no such rule ID in skrules/rules.py; did you mean rank.king?",
    ),
    "ruling as rule": ("```{rule} ruling.dealer\nText.\n```\n", "write it as {ruling}"),
    "duplicate rule": (
        "```{rule} rank.king\nText.\n```\n\n```{rule} rank.king\nAgain.\n```\n",
        "rank.king is anchored twice",
    ),
    "wrong chapter": ("```{rule} kraken.destroy\nText.\n```\n", "belongs to the 'advanced' chapter"),
    "unknown role": ("See {rule}`rank.kign`.\n", "no such rule or ruling ID"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_stale_or_wrong_page_fails_the_build_even_without_w(tmp_path: Path, case: str) -> None:
    """A disagreeing example or a bad ID fails the build, reported at its file and line."""
    text, message = BAD[case]
    src = project(tmp_path, f"# Playing a trick\n\n{text}")
    result = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    assert result.returncode != 0
    assert message in result.stderr
    assert "trick.md:" in result.stderr


def test_a_failing_page_still_fails_the_next_incremental_build(tmp_path: Path) -> None:
    """The page is not read again when unchanged, yet its recorded problem still fails the build."""
    src = project(tmp_path, "# Playing a trick\n\n```{trick} Ann=g5 Ben=g7\n:winner: Ann\n```\n")
    first = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    again = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    assert first.returncode != 0
    assert again.returncode != 0
    assert "the engine's winner is 'Ben', the example expects 'Ann'" in again.stderr
