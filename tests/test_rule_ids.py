"""The rule IDs of the code and of the rulebook are the same set, each in its own chapter.

The code (skrules.rules) holds each rule's ID and title; the rulebook sources hold its full text,
in a ``{rule} ID`` (or ``{ruling} ID``) block. These tests read the sources directly, without
Sphinx, so a missing or stray ID is reported in a second; tests/test_docs.py builds the site.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.book import Block, read_blocks
from skrules.rules import RULES, RULINGS

ROOT = Path(__file__).resolve().parent.parent
RULEBOOK = ROOT / "skrules" / "rulebook"
DOCS_RULES = ROOT / "docs" / "rules"
CHAPTERS = [
    "components",
    "setup",
    "bidding",
    "trick",
    "advanced",
    "abilities",
    "scoring",
    "two-player",
    "expansion",
    "faq",
    "rulings",
    "editions",
]
ROLE = re.compile(r"\{rule\}`(?:[^`<]*<)?([^`<>]+)>?`")


def blocks() -> list[Block]:
    return [b for path in sorted(RULEBOOK.glob("*.md")) for b in read_blocks(path.read_text("utf-8"), path.name)]


def test_every_code_id_has_its_text_in_the_rulebook() -> None:
    """Catala-style: every rule and ruling of skrules.rules is written out in the rulebook."""
    written = {b.id for b in blocks()}
    missing = sorted(set(RULES) - written) + sorted(set(RULINGS) - written)
    assert not missing, f"IDs with no {{rule}}/{{ruling}} block in skrules/rulebook/: {', '.join(missing)}"


def test_every_rulebook_id_is_known_to_the_code() -> None:
    """The other direction: no block in the rulebook names an ID the code does not have."""
    unknown = sorted({f"{b.file}:{b.line} {b.id}" for b in blocks() if b.id not in RULES and b.id not in RULINGS})
    assert not unknown, f"blocks with IDs that skrules/rules.py does not define: {unknown}"


def test_each_id_is_written_once() -> None:
    """A rule's full text lives in one place only."""
    counts = Counter(b.id for b in blocks())
    twice = sorted(rid for rid, n in counts.items() if n > 1)
    assert not twice, f"IDs written more than once: {twice}"


def test_rules_and_rulings_use_their_own_directive() -> None:
    """box.copies is a {rule}; ruling.kraken-leader is a {ruling}, which lists its readings."""
    wrong = [f"{b.file}:{b.line} {{{b.kind}}} {b.id}" for b in blocks() if (b.id in RULINGS) != (b.kind == "ruling")]
    assert not wrong


def test_each_rule_is_written_in_its_chapter() -> None:
    """The chapter named in skrules.rules is the page that holds the rule's text."""
    misplaced = []
    for b in blocks():
        known = RULES.get(b.id) or RULINGS.get(b.id)
        if known is not None and b.file != f"{known.chapter}.md":
            misplaced.append(f"{b.id} is in {b.file}, its chapter is {known.chapter}")
    assert not misplaced


def test_every_rule_block_has_text() -> None:
    empty = [f"{b.file}:{b.line} {b.id}" for b in blocks() if not b.text.strip()]
    assert not empty


def test_every_rule_role_names_a_known_id() -> None:
    """{rule}`ID` links in the sources point at IDs the code defines (the build checks it too)."""
    bad = []
    for path in sorted(RULEBOOK.glob("*.md")):
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            bad += [f"{path.name}:{n} {rid}" for rid in ROLE.findall(line) if rid not in RULES and rid not in RULINGS]
    assert not bad


def test_every_chapter_is_a_page_of_the_site() -> None:
    """docs/rules/ holds one page per rulebook source, each including that source, and no other."""
    sources = {p.stem for p in RULEBOOK.glob("*.md")}
    pages = {p.stem for p in DOCS_RULES.glob("*.md")}
    assert sources == pages
    for stem in pages:
        text = (DOCS_RULES / f"{stem}.md").read_text("utf-8")
        assert f"../../skrules/rulebook/{stem}.md" in text, stem


def test_chapters_are_in_the_rulebook_order() -> None:
    """The rulebook's table of contents follows a game: components first, rulings last."""
    index = (RULEBOOK / "index.md").read_text("utf-8")
    toctree = index.split("```{toctree}", 1)[1].split("```", 1)[0]
    listed = [line.strip() for line in toctree.splitlines() if line.strip() and not line.startswith(":")]
    assert listed == CHAPTERS
    assert {p.stem for p in RULEBOOK.glob("*.md")} == {*CHAPTERS, "index"}


def test_chapter_order_matches_the_code() -> None:
    """skrules rules lists by chapter in code order, which must be the rulebook's order."""
    order = list(dict.fromkeys(r.chapter for r in RULES.values()))
    assert order == [c for c in CHAPTERS if c in order]


def test_rulebook_sources_ship_in_the_package() -> None:
    """skrules rule ID reads the sources from the installed package, so they are package data."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "rulebook/*.md" in config["tool"]["setuptools"]["package-data"]["skrules"]


@pytest.mark.parametrize("fence", ["```", "````", ":::", "~~~"])
def test_read_blocks_finds_a_block_in_every_fence(fence: str) -> None:
    text = f"intro\n\n{fence}{{rule}} rank.king\n:class: x\n\nThe Skull King wins.\n{fence}\n\nafter\n"
    (block,) = read_blocks(text, "t.md")
    assert (block.kind, block.id, block.text, block.line) == ("rule", "rank.king", "The Skull King wins.", 3)


def test_read_blocks_keeps_shorter_fences_inside_a_longer_one() -> None:
    text = "````{ruling} ruling.dealer\nText.\n```\ncode\n```\nMore.\n````\n"
    (block,) = read_blocks(text, "t.md")
    assert block.text == "Text.\n```\ncode\n```\nMore."


_ID = st.from_regex(r"\A[a-z]{1,8}\.[a-z]{1,8}(-[a-z]{1,5})?\Z")
_LINE = st.text(alphabet=st.characters(blacklist_characters="`:~\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"), max_size=40)


@given(st.lists(st.tuples(_ID, st.lists(_LINE, min_size=1, max_size=4)), max_size=5), st.lists(_LINE, max_size=3))
def test_read_blocks_recovers_every_block(entries: list[tuple[str, list[str]]], filler: list[str]) -> None:
    """Whatever surrounds them, the blocks written are the blocks read, in order."""
    parts = []
    for rid, lines in entries:
        parts += [*filler, f"```{{rule}} {rid}", *lines, "```"]
    found = list(read_blocks("\n".join(parts), "t.md"))
    assert [b.id for b in found] == [rid for rid, _ in entries]
    assert [b.text for b in found] == ["\n".join(lines).strip() for _, lines in entries]


@given(st.text(max_size=300))
def test_read_blocks_never_fails_on_any_text(text: str) -> None:
    for block in read_blocks(text, "t.md"):
        assert block.kind in ("rule", "ruling")
