"""`skrules rule ID` and `skrules rules [WORD]`: the rulebook's text in the terminal."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.book import Entry, find, rulebook, search
from skrules.errors import RulesetError
from skrules.rules import RULES, RULINGS

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

BOOK = rulebook()
WRITTEN = [rid for rid, e in BOOK.items() if e.text]


def test_rule_prints_the_rulebook_text(cli: Cli) -> None:
    """rank.king: the ID, the title from the code and the full text from the rulebook source."""
    code, out, err = cli("rule", "rank.king", "--plain")
    assert (code, err) == (0, "")
    assert out.startswith(f"rank.king: {RULES['rank.king'].title}\n")
    assert "(trick chapter, trick.md:" in out
    assert BOOK["rank.king"].text.splitlines()[0] in out


def test_rule_turns_rulebook_links_into_plain_words(cli: Cli) -> None:
    """lead.escape: a {rule}`ID` link reads as the bare ID in the terminal."""
    _, out, _ = cli("rule", "lead.escape", "--plain")
    assert "{rule}" not in out
    assert "exp.lead" in out


def test_rule_shows_a_rulings_readings_and_default(cli: Cli) -> None:
    """ruling.kraken-leader: named with or without 'ruling.', with every reading and the default."""
    code, out, _ = cli("rule", "kraken-leader", "--plain")
    assert code == 0
    ruling = RULINGS["ruling.kraken-leader"]
    assert out.startswith(f"ruling.kraken-leader: {ruling.title}")
    for reading, text in ruling.readings.items():
        assert f"  {reading}: {text}" in out
    assert f"  {ruling.default}: {ruling.readings[ruling.default]}  (default)" in out
    assert out.count("(default)") == 1


def test_rule_prints_several_in_order(cli: Cli) -> None:
    _, out, _ = cli("rule", "rank.tie", "rank.escape", "--plain")
    assert out.index("rank.tie:") < out.index("rank.escape:")


@pytest.mark.parametrize(
    ("typed", "hint"),
    [
        ("rank.kng", "did you mean 'rank.king'?"),
        ("kraken", "'kraken.destroy' or 'kraken.leader'"),
        ("zzz", "skrules rules"),
        ("", "; 'skrules rules' lists them all"),
        ("  ", "; 'skrules rules' lists them all"),
    ],
)
def test_unknown_id_gets_a_suggestion_and_exit_2(cli: Cli, typed: str, hint: str) -> None:
    """ruling.*: a rule ID mistyped is answered with the IDs meant, or where to look; nothing typed is told where
    to look, never offered the rulings whose IDs every empty text begins."""
    code, out, err = cli("rule", typed)
    assert code == 2
    assert out == ""
    assert err.startswith(f"skrules: error: no rule or ruling {typed!r}")
    assert hint in err
    assert "Traceback" not in err


def test_rule_json(cli: Cli) -> None:
    code, out, _ = cli("rule", "rank.king", "ruling.dealer", "--json")
    assert code == 0
    king, dealer = json.loads(out)
    assert king == {
        "id": "rank.king",
        "kind": "rule",
        "title": RULES["rank.king"].title,
        "chapter": "trick",
        "text": BOOK["rank.king"].plain_text,
        "source": BOOK["rank.king"].source,
    }
    assert dealer["kind"] == "ruling"
    assert dealer["readings"] == dict(RULINGS["ruling.dealer"].readings)
    assert dealer["default"] == RULINGS["ruling.dealer"].default


def test_rule_rich_panel(cli: Cli) -> None:
    code, out, _ = cli("rule", "ruling.con-triangle", "--format", "rich")
    assert code == 0
    assert "ruling.con-triangle" in out
    assert "(default)" in out
    assert "Readings" in out


def test_rules_lists_every_id_by_chapter(cli: Cli) -> None:
    code, out, _ = cli("rules", "--plain")
    assert code == 0
    listed = re.findall(r"^  (\S+)  ", out, re.MULTILINE)
    assert listed == [*RULES, *RULINGS]
    chapters = [line[:-1] for line in out.splitlines() if line.endswith(":") and not line.startswith(" ")]
    assert chapters == list(dict.fromkeys(e.chapter for e in BOOK.values()))


def test_rules_word_searches_ids_titles_and_texts(cli: Cli) -> None:
    """kraken.*: a word finds the rules that mention it, and only those."""
    code, out, _ = cli("rules", "kraken", "--plain")
    assert code == 0
    listed = re.findall(r"^  (\S+)  ", out, re.MULTILINE)
    assert {"kraken.destroy", "kraken.leader", "ruling.kraken-leader"} <= set(listed)
    assert "rank.king" not in listed
    assert all(BOOK[rid].matches(["kraken"]) for rid in listed)
    assert set(listed) == {e.id for e in search(BOOK, ["kraken"])}


def test_rules_text_matches_show_an_excerpt(cli: Cli) -> None:
    """lead.character mentions the White Whale only in its text: the excerpt shows where."""
    _, out, _ = cli("rules", "white", "whale", "--plain")
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("  lead.character "))
    assert "White Whale" in lines[at + 1]


def test_rules_words_must_all_match(cli: Cli) -> None:
    _, out, _ = cli("rules", "mermaid", "king", "--plain")
    listed = re.findall(r"^  (\S+)  ", out, re.MULTILINE)
    assert "rank.mermaid-king" in listed
    assert "rank.trump" not in listed
    for rid in listed:
        assert BOOK[rid].matches(["mermaid"]) and BOOK[rid].matches(["king"])


def test_rules_ruling_lists_the_rulings(cli: Cli) -> None:
    """The trick command's help points to 'skrules rules ruling' for the rulings."""
    _, out, _ = cli("rules", "ruling", "--plain")
    listed = set(re.findall(r"^  (\S+)  ", out, re.MULTILINE))
    assert set(RULINGS) <= listed


def test_rules_nothing_found_exits_1(cli: Cli) -> None:
    code, out, err = cli("rules", "xyzzy")
    assert (code, out) == (1, "")
    assert "xyzzy" in err


@pytest.mark.parametrize(
    ("args", "code", "quoted"),
    [
        (["rule", "x" * 100_000], 2, "no rule or ruling 'xxxxxxxxxx"),
        (["rule", "rank." + "k" * 100_000], 2, "no rule or ruling 'rank.kkkkk"),
        (["rule", "x " * 50_000], 2, "no rule or ruling 'x x x x x"),
        (["rules", "x" * 100_000], 1, "no rule or ruling mentions 'xxxxxxxxxx"),
        (["rules", *["xyzzy"] * 20_000], 1, "no rule or ruling mentions 'xyzzy xyzzy"),
    ],
)
def test_a_long_id_or_word_is_quoted_cut_short(cli: Cli, args: list[str], code: int, quoted: str) -> None:
    """A typed ID or search of 100,000 characters is quoted as ``skrules trick`` quotes a long token: its first
    characters and its length, not the whole of it again."""
    got, out, err = cli(*args)
    assert (got, out) == (code, "")
    assert quoted in err and "characters)" in err and err.count("\n") == 1
    assert len(err) < 400, err[:400]


def test_rules_json_and_rich(cli: Cli) -> None:
    code, out, _ = cli("rules", "loot", "--json")
    assert code == 0
    data = json.loads(out)
    assert {d["id"] for d in data} == {e.id for e in search(BOOK, ["loot"])}
    code, out, _ = cli("rules", "loot", "--format", "rich")
    assert code == 0
    assert "loot.alliance" in out


def test_rules_rich_puts_each_title_under_its_id_when_narrow(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.mermaid-king: at 60 columns each rule's title goes under its ID, indented, rather than in the
    thirty columns the longest ID leaves beside it; at 100 beside it, as before. No title is cut short."""
    monkeypatch.setenv("COLUMNS", "60")
    _, narrow, _ = cli("rules", "mermaid", "--format", "rich")
    lines = [line.rstrip() for line in narrow.splitlines()]
    at = lines.index("   rank.mermaid-king")
    assert lines[at + 1 : at + 3] == ["     With a Mermaid and the Skull King, the first Mermaid", "     wins"]
    assert "\N{HORIZONTAL ELLIPSIS}" not in narrow and all(len(line) <= 60 for line in lines)
    monkeypatch.setenv("COLUMNS", "100")
    _, wide, _ = cli("rules", "mermaid", "--format", "rich")
    assert any(
        re.fullmatch(r"   rank\.mermaid-king +With a Mermaid and the Skull King, the first Mermaid wins", line.rstrip())
        for line in wide.splitlines()
    )


@pytest.mark.process
def test_piped_output_is_plain() -> None:
    """Not a terminal: no colour codes and no box drawing."""
    done = subprocess.run(
        [sys.executable, "-m", "skrules", "rule", "rank.king"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    assert done.stdout.startswith("rank.king: ")
    assert "\x1b[" not in done.stdout
    assert "╭" not in done.stdout


def test_every_written_rule_is_printable(cli: Cli) -> None:
    for rid in WRITTEN:
        code, out, _ = cli("rule", rid, "--plain")
        assert code == 0
        assert out.startswith(f"{rid}: ")
        assert BOOK[rid].plain_text in out


def test_the_text_is_the_rulebook_text() -> None:
    """One source of text: what the terminal prints is the block in skrules/rulebook/."""
    entry = BOOK["rank.mermaid-king"]
    assert entry.source is not None  # the rule has a block in the rulebook
    chapter, line = entry.source.split(":")
    from importlib import resources

    source = resources.files("skrules").joinpath("rulebook", chapter).read_text("utf-8").splitlines()
    assert source[int(line) - 1] == "```{rule} rank.mermaid-king"
    assert source[int(line)] == entry.text.splitlines()[0]


@given(st.text(max_size=40))
def test_find_answers_any_text_with_an_entry_or_a_helpful_error(text: str) -> None:
    try:
        entry = find(BOOK, text)
    except RulesetError as err:
        assert "no rule or ruling" in str(err)
    else:
        assert isinstance(entry, Entry)
        assert entry.id in (text.strip().lower(), f"ruling.{text.strip().lower()}")


@given(st.lists(st.text(min_size=1, max_size=12), max_size=3))
def test_search_finds_exactly_the_entries_containing_every_word(words: list[str]) -> None:
    found = {e.id for e in search(BOOK, words)}
    for e in BOOK.values():
        assert (e.id in found) == e.matches(words)
        if e.id in found:
            hay = f"{e.id} {e.title} {e.plain_text} " + " ".join(f"{r} {t}" for r, t in e.readings)
            assert all(w.lower() in hay.lower() for w in words)


@pytest.mark.parametrize("fmt", ["--plain", "--format=rich"])
def test_the_list_of_rulings_says_each_rulings_readings_and_default(cli: Cli, fmt: str) -> None:
    """ruling.kraken-leader, ruling.seats: 'skrules rules', which the --ruling option's help points to, lists each
    ruling with its readings and which is the default, so that a table can switch one without opening each."""
    code, out, _ = cli("rules", "ruling", fmt)
    flat = " ".join(out.split())
    assert code == 0 and "readings: would-have-won (default), left-of-kraken" in flat, out
    assert "readings: box (default), deck" in flat and flat.count("readings: ") == len(RULINGS), out


def test_a_search_word_is_the_start_of_a_word() -> None:
    """game.tie, rank.tie: 'skrules rules tie' finds the rules about ties, not every rule that says 'abilities'
    (the ties inside it), which buried game.tie among the Pirates' powers; a word still finds its longer forms."""
    ids = [e.id for e in search(rulebook(), ["tie"])]
    assert "game.tie" in ids and "rank.tie" in ids and "ability.unlock" not in ids, ids
    assert "ability.unlock" in [e.id for e in search(rulebook(), ["abilit"])]
    assert "kraken.leader" in [e.id for e in search(rulebook(), ["KRAK", "lead"])]  # any case, beginnings of words
