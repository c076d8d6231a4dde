"""The rulebook's ``{why}`` directive (skrules.sphinx_why): "why not mine?" answered while the page is built.

Checked on small throwaway projects: the answer is shown with each rule linked, and an example
whose expectation the engine does not meet fails the build at its line.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.test_docs import sphinx, text

pytestmark = pytest.mark.docs

CONF = """\
extensions = ["myst_parser", "skrules.sphinxext", "skrules.sphinx_why"]
root_doc = "page"
exclude_patterns = ["_build"]
"""

TRIANGLE = """\
```{why} Ann=rosie Ben=sk Cat=mermaid
:player: %s
:what-if: 3=escape
%s
```
"""


def build(tmp_path: Path, body: str) -> tuple[int, str, str]:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(CONF, "utf-8")
    (src / "page.md").write_text("# Examples\n\n" + textwrap.dedent(body), "utf-8")
    result = sphinx("html", src, tmp_path / "out", tmp_path / "doctrees", strict=False)
    page = tmp_path / "out" / "page.html"
    return result.returncode, result.stderr, page.read_text("utf-8") if page.exists() else ""


def test_the_triangle_asked_from_the_skull_king_s_side(tmp_path: Path) -> None:
    """rank.mermaid-king beat the Skull King; without the Mermaid rank.king wins; bonus.pirate is not paid."""
    expect = ":rule: rank.mermaid-king\n:beaten-by: Cat\n:changes: card winner rule bonus bonuses next_leader"
    code, err, page = build(tmp_path, TRIANGLE % ("Ben", expect))
    assert code == 0, err
    shown = text(page)
    assert "$ skrules trick Ann=rosie Ben=sk Cat=mermaid --why Ben --what-if 3=escape" in shown
    assert "Why not Ben" in shown and "s Skull King (card 2)?" in shown  # the apostrophe is typeset
    assert "What if Cat had played an Escape?" in shown
    for rid in ("rank.mermaid-king", "rank.king", "bonus.pirate"):
        assert f'<span class="pre">{rid}</span>' in page, rid


def test_the_triangle_asked_from_the_winner_s_side(tmp_path: Path) -> None:
    """bonus.king: Cat's Mermaid won, and its answer lists the +40 it earned, its rule linked, before the Pirate
    that earns it nothing (bonus.capture)."""
    code, err, page = build(tmp_path, TRIANGLE % ("Cat", ":rule: none\n:beaten-by: nobody"))
    assert code == 0, err
    shown = text(page)
    earned = shown.index("+40 for Ben")
    assert "s Skull King, taken by Cat" in shown[earned:] and earned < shown.index("earns Cat")
    for rid in ("bonus.king", "bonus.capture"):
        assert f'<span class="pre">{rid}</span>' in page, rid


def test_an_answer_that_disagrees_fails_the_build_at_its_line(tmp_path: Path) -> None:
    """rank.king is not what beat the Pirate here (rank.mermaid-king did): each wrong expectation is named."""
    body = "\n".join(
        [
            TRIANGLE % ("Ann", ":rule: rank.king"),
            TRIANGLE % ("Ann", ":beaten-by: Ben"),
            TRIANGLE % ("Ann", ":would-win-with: b14"),
            TRIANGLE % ("Ann", ":changes: winner"),
            TRIANGLE % ("Zed", ":rule: rank.king"),
        ]
    )
    code, err, _ = build(tmp_path, body)
    assert code != 0
    for message in (
        "the engine's rule is 'rank.mermaid-king', the example expects 'rank.king'",
        "the engine's beaten-by is 'Cat', the example expects 'Ben'",
        "b14 is not among the cards that would have won",
        "the what-if changes 'card winner rule bonus bonuses next_leader', the example expects 'winner'",
        "'Zed' is neither a player of this trick nor a card position",
    ):
        assert message in err, message
    assert "page.md:" in err


def test_a_change_that_replaces_the_plank_s_pirate_is_shown(tmp_path: Path) -> None:
    """plank.remove: with Rosie replaced the Plank has no Pirate left, so Ben's Mermaid wins (rank.mermaid-king)."""
    body = """\
    ```{why} Ann=sk Ben=rosie Cat=plank:rosie Dan=mermaid
    :player: Ben
    :rule: plank.remove
    :beaten-by: Dan
    :would-win-with: mermaid
    ```
    """
    code, err, page = build(tmp_path, body)
    assert code == 0, err
    assert "Ben plays a Mermaid instead of Rosie D" in text(page)


def test_asked_by_name_the_last_volley_s_player_is_asked_about_the_extra_card(tmp_path: Path) -> None:
    """volley.extra: Ann's green 2, her extra card, lost by rank.lead; a green 6 would have won."""
    body = """\
    ```{why} Ann=volley Ben=g3 Cat=g5 Ann=g2
    :player: Ann
    :rule: rank.lead
    :beaten-by: Cat
    :would-win-with: g6
    ```
    """
    code, err, page = build(tmp_path, body)
    assert code == 0, err
    assert "s green 2 (card 4)?" in text(page)
