"""The rulebook speaks to players: rounds and scores as tables, Python folded away, the CLI as entries.

Issue #11, section 1. The {round}, {score} and {python} directives and the CLI reference are
checked on small throwaway projects (a wrong expectation fails the build at its file and line; a
refusal reads "Refused: ..." with its rule linked), and the real rulebook is checked as a reader
sees it: no ``>>>`` prompt and no traceback outside an "In Python" block on the rules and FAQ
pages, while every FAQ answer keeps an executed doctest.
"""

from __future__ import annotations

import argparse
import re
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cli import build_parser
from skrules.errors import SkrulesError
from skrules.sphinx_cli import _signature, _slug, _subcommands
from skrules.sphinx_examples import _ArgumentError, breakdown_of
from tests.test_docs import ROOT, shared_site, sphinx, text

pytestmark = pytest.mark.docs

CONF = """\
extensions = ["myst_parser", "sphinx.ext.doctest", "skrules.sphinxext", "skrules.sphinx_examples"]
myst_enable_extensions = ["colon_fence"]
root_doc = "%s"
exclude_patterns = ["_build"]
"""

ROUND = """\
```{round} Three cards, one zero bid
%s
players: Ann Ben Cat
dealer: Cat
cards: 3
hand Ann: g14 y3 escape
hand Ben: g2 b5 p7
hand Cat: sk g9 mermaid
bids: Ann=1 Ben=0 Cat=1
trick: Ann=g14 Ben=g2 Cat=g9
trick: Ann=y3 Ben=b5 Cat=sk
trick: Cat=mermaid Ann=escape Ben=p7
%s
```
"""


def round_page(options: str = "", body: str = "") -> str:
    """The scenario format's own round, with options after the fence and lines after the tricks."""
    return ROUND % (options, body)


def build(tmp_path: Path, body: str, *, name: str = "page") -> tuple[int, str, str]:
    """Build a one-page project (the page named as the chapter its rules belong to), without -W:
    the return code, the stderr and the page's HTML."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(CONF % name, "utf-8")
    (src / f"{name}.md").write_text("# Examples\n\n" + textwrap.dedent(body), "utf-8")
    result = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    page = tmp_path / "out" / f"{name}.html"
    return result.returncode, result.stderr, page.read_text("utf-8") if page.exists() else ""


# ------------------------------------------------------------------------------------ {round}


def test_a_round_shows_hands_bids_tricks_and_each_score_line_with_its_rule(tmp_path: Path) -> None:
    """score.bid, score.zero, score.miss: the scenario format's own round, played at build time."""
    code, err, page = build(tmp_path, round_page(":scores: Ann=+30 Ben=+30 Cat=-10\n:winners: Ann Cat Cat"))
    assert code == 0, err
    shown = text(page)
    assert "3 cards dealt, Cat deals, Ann leads." in shown
    assert "green 14, yellow 3, Escape" in shown  # Ann's hand
    assert "Ann: green 14; Ben: green 2; Cat: green 9" in shown  # trick 1, in play order
    assert "Cat, Skull King" in shown  # trick 2's winner
    for rid in ("score.bid", "score.zero", "score.miss", "bonus.fourteen"):
        assert f'<span class="pre">{rid}</span>' in page, rid
    assert "Traceback" not in page


@pytest.mark.parametrize(
    ("expect", "message"),
    [
        ((":scores: Ann=+30 Ben=+30 Cat=+20", ""), "the engine's scores is"),
        ((":winners: Ann Ann Cat", ""), "the engine's winners is"),
        (("", "taken: Ann=2 Ben=0 Cat=1"), "the engine's taken is"),
        ((":refused: round", ""), "the engine's refused is"),
        (("", ""), "expects nothing"),
    ],
)
def test_a_round_that_disagrees_fails_the_build_at_its_file_and_line(
    tmp_path: Path, expect: tuple[str, str], message: str
) -> None:
    """An expectation the engine does not meet fails the build, even without -W, at page.md:LINE."""
    code, err, _ = build(tmp_path, round_page(*expect))
    assert code != 0
    assert message in err
    assert re.search(r"page\.md:\d+", err), err


def test_a_body_line_at_fault_is_reported_at_its_own_line(tmp_path: Path) -> None:
    """A mismatch of a body line points at that line of the page, not at the directive."""
    code, err, _ = build(tmp_path, round_page(":scores: Ann=+30", "taken: Ann=2 Ben=0 Cat=1"))
    assert code != 0
    # "# Examples", a blank line, the fence, the option, 11 body lines: the taken: line is line 15.
    assert "page.md:15" in err, err


def test_a_refused_round_reads_refused_with_its_rule_linked(tmp_path: Path) -> None:
    """two.tigress: Graybeard's Tigress is always an Escape; the refusal is expected, so the build passes."""
    body = """\
    ```{rule} two.tigress
    Graybeard's Tigress is always an Escape.
    ```

    ```{round} Graybeard's Tigress declared a Pirate
    players: Ann Ben
    leader: Ann
    bids: Ann=1 Ben=0
    trick: Ann=g5 Graybeard=tigress:pirate Ben=g9
    refused: round "always an Escape"
    ```
    """
    code, err, page = build(tmp_path, body, name="two-player")
    assert code == 0, err
    assert "Refused: " in text(page)
    assert 'href="#two.tigress"' in page
    assert "Traceback" not in page


def test_an_unexpected_refusal_fails_the_build(tmp_path: Path) -> None:
    trick = "trick: Ann=g5 Graybeard=tigress:pirate Ben=g9"
    body = f"```{{round}}\nplayers: Ann Ben\nbids: Ann=1 Ben=0\n{trick}\ntaken: Ann=1\n```\n"
    code, err, _ = build(tmp_path, body)
    assert code != 0
    assert "always an Escape" in err


def test_a_round_body_that_does_not_parse_is_reported_with_the_parsers_message(tmp_path: Path) -> None:
    code, err, _ = build(tmp_path, "```{round}\nplayers: Ann Ben\nbids: Ann=one\ntaken: Ann=1\n```\n")
    assert code != 0
    assert "page.md:" in err
    assert "Traceback" not in err


# ------------------------------------------------------------------------------------ {score}


def test_a_score_shows_each_line_with_its_rule_and_the_total(tmp_path: Path) -> None:
    """ability.harry (FAQ: when is a pirate's ability used?): a bid of 2 changed to 3, 3 taken."""
    code, err, page = build(
        tmp_path, "```{score} --cards 5 --bid 2 --won 3 --harry +1\n:total: 60\n:cites: ability.harry\n```\n"
    )
    assert code == 0, err
    shown = text(page)
    assert "$ skrules score --cards 5 --bid 2 --won 3 --harry +1" in shown
    assert "bid 2-&gt;3, won 3: made" in page or "bid 2->3, won 3: made" in shown
    assert '<span class="pre">ability.harry</span>' in page
    assert "+60" in shown


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("```{score} --cards 3 --bid 1 --won 1\n:total: 30\n```\n", "the engine's total is 20"),
        ("```{score} --cards 3 --bid 1 --won 1\n:cites: score.zero\n```\n", "does not cite score.zero"),
        ("```{score} --cards 3 --bid 1 --won 1\n```\n", "states at least one expected value"),
        ("```{score} --cards 3 --bid 5 --won 1\n:total: 0\n```\n", "the score cannot be computed"),
        ("```{score} --cards 3 --bid 1 --won 1\n:error: bid\n```\n", "expected to be refused"),
        ("```{score} --cards 3 --bid x --won 1\n:total: 0\n```\n", "invalid integer value"),
    ],
)
def test_a_score_that_disagrees_fails_the_build_at_its_file_and_line(tmp_path: Path, body: str, message: str) -> None:
    code, err, _ = build(tmp_path, body)
    assert code != 0
    assert message in err
    assert re.search(r"page\.md:\d+", err), err


def test_a_refused_score_reads_refused_with_its_rule_linked(tmp_path: Path) -> None:
    """bid.range: a bid above the cards dealt is refused, and the page says so in words."""
    rule = "```{rule} bid.range\nA bid is 0 to the cards dealt.\n```\n\n"
    body = rule + "```{score} --cards 3 --bid 5 --won 1\n:error: a bid is 0 to the 3 cards dealt\n```\n"
    code, err, page = build(tmp_path, body, name="bidding")
    assert code == 0, err
    assert "Refused: the bid is 5" in text(page)
    assert 'href="#bid.range"' in page


@given(
    st.lists(
        st.sampled_from(
            [
                "--cards",
                "--bid",
                "--won",
                "3",
                "x",
                "-1",
                "--harry",
                "+1",
                "--bonus",
                "pirate",
                "--scoring",
                "rascal",
                "--wager",
                "20",
                "--alliance",
                "made",
                "--json",
            ]
        ),
        max_size=10,
    )
)
def test_any_score_options_give_a_breakdown_or_a_clear_refusal(argv: list[str]) -> None:
    """Fuzzing the {score} argument: a breakdown, a SkrulesError, or argparse's message; never a crash."""
    try:
        b = breakdown_of(argv)
    except (SkrulesError, _ArgumentError) as err:
        assert str(err)
    else:
        assert b.total == sum(i.points for i in b.items)


# ------------------------------------------------------------------------------------ {python}


def test_python_folds_its_doctests_and_the_doctest_builder_still_runs_them(tmp_path: Path) -> None:
    body = "Player view.\n\n:::{python}\n```{doctest}\n>>> 1 + 1\n3\n```\n:::\n"
    code, err, page = build(tmp_path, body)
    assert code == 0, err
    assert '<details class="skrules-python"><summary>In Python</summary>' in page
    assert page.index("<details") < page.index("&gt;&gt;&gt;") < page.index("</details>")
    result = sphinx("doctest", tmp_path / "src", tmp_path / "dt", tmp_path / "doctrees", strict=False)
    assert result.returncode != 0, "the wrong doctest inside {python} was not run"
    assert "1 failure" in (tmp_path / "dt" / "output.txt").read_text("utf-8")


# ------------------------------------------------------------------------------------ the CLI reference


def test_every_option_of_every_command_is_named_and_slugged() -> None:
    """Each argument of each command gets a readable name and a unique anchor."""
    for name, parser, _ in _subcommands(build_parser()):
        slugs = [_slug(a) for a in parser._actions if not isinstance(a, argparse._HelpAction)]
        assert len(slugs) == len(set(slugs)), name
        for action in parser._actions:
            names, _ = _signature(action)
            assert names.strip(), (name, action)


# ------------------------------------------------------------------------------------ the rulebook as read


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shared_site(tmp_path_factory)[0]


def outside_python_blocks(page: str) -> str:
    return re.sub(r'<details class="skrules-python">.*?</details>', "", page, flags=re.DOTALL)


RULES_PAGES = sorted((ROOT / "docs" / "rules").glob("*.md"))


@pytest.mark.parametrize("source", RULES_PAGES, ids=lambda p: p.stem)
def test_no_prompt_and_no_traceback_outside_in_python_blocks(site: Path, source: Path) -> None:
    """Issue #11: a reader who never opens an "In Python" block sees no Python on a rules page."""
    page = outside_python_blocks((site / "rules" / f"{source.stem}.html").read_text("utf-8"))
    assert "&gt;&gt;&gt;" not in page
    assert "Traceback" not in page


def test_every_faq_answer_keeps_an_executed_doctest_under_a_player_view() -> None:
    """Each FAQ doctest is folded in a {python} block, after a {trick}, {round} or {score} or prose."""
    faq = (ROOT / "skrules" / "rulebook" / "faq.md").read_text("utf-8")
    folded = re.findall(r":::\{python\}\n```\{doctest\}\n(.*?)```\n:::", faq, flags=re.DOTALL)
    assert len(folded) == faq.count("```{doctest}") >= 6
    outside = re.sub(r":::\{python\}.*?\n:::\n", "", faq, flags=re.DOTALL)
    assert ">>>" not in outside
    assert "[(" not in outside  # lists of tuples stay in Python, never the answer
    answers = re.split(r"^### ", faq, flags=re.MULTILINE)[1:]
    for answer in answers:
        if "```{doctest}" in answer:
            before = answer.split(":::{python}")[0]
            assert re.search(r"```\{(trick|round|score)\}", before), answer.splitlines()[0]


def test_the_cli_page_has_an_anchored_entry_per_option(site: Path) -> None:
    """Each option of each command is its own entry with an anchor, wrapped text not --help output."""
    page = (site / "tool" / "cli.html").read_text("utf-8")
    for name, parser, _ in _subcommands(build_parser()):
        assert f'id="cli-{name}"' in page, name
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            assert f'id="cli-{name}-{_slug(action)}"' in page, (name, action.dest)
    assert "usage: skrules trick [-h]" not in page  # no raw --help text


def test_search_labels_rule_hits_as_rule(site: Path) -> None:
    index = (site / "searchindex.js").read_text("utf-8")
    assert '"skrules","rule","rule"' in index.replace(", ", ",")
    assert "Skull King rules rule" not in index
