"""`skrules trick`: the three renderings, the exit codes, and errors without tracebacks."""

from __future__ import annotations

import contextlib
import io
import json
import re
import subprocess
import sys
import tracemalloc
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules import files
from skrules.cards import canonical_words
from skrules.cli import main
from skrules.i18n import localizer
from skrules.refusals import RefusalMsg as R
from skrules.refusals import refusal

from .conftest import ERROR, examples

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

SCHEMA = json.loads(resources.files("skrules").joinpath("schema/trick.schema.json").read_text())


def test_trick_plain_text_shows_verdict_and_cited_trace(cli: Cli) -> None:
    """rank.mermaid-king: the README's example, with every step citing a rule ID."""
    code, out, err = cli("trick", "--plain", "mermaid", "sk", "rosie")
    assert code == 0
    assert err == ""
    assert "Winner     P1 with mermaid (card 1)" in out
    assert "+40 for P1 if P1 makes the bid" in out
    assert "[rank.mermaid-king]" in out
    assert "[bonus.king]" in out


def test_trick_json_has_the_documented_fields(cli: Cli) -> None:
    """kraken.leader (FAQ: Whale then Kraken): the JSON verdict, validated against the schema."""
    code, out, _ = cli("trick", "--json", "y12", "b3", "whale", "kraken")
    assert code == 0
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    assert data["winner"] is None
    assert data["winner_name"] is None
    assert data["outcome"] == "destroyed"
    assert data["lead_suit"] == "yellow"
    assert data["next_leader"] == 1
    assert data["bonus"] == 0
    assert data["alliances"] == []
    assert {"rule", "text"} <= set(data["trace"][0])


def test_trick_json_bonuses_and_alliances(cli: Cli) -> None:
    """bonus.king, bonus.fourteen, loot.alliance: positions in play order, rule IDs on each bonus."""
    _, out, _ = cli("trick", "--json", "Ann=y14", "Ben=pirate", "Cat=sk", "Dan=mermaid", "Eve=loot")
    data = json.loads(out)
    assert data["winner"] == 3
    assert data["winner_name"] == "Dan"
    assert data["bonus"] == 50
    assert sorted(b["rule"] for b in data["bonuses"]) == ["bonus.fourteen", "bonus.king"]
    assert data["alliances"] == [[4, 3]]
    assert data["next_leader"] == 3


def test_trick_rich_rendering_without_colour(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rich panel renders the same verdict; NO_COLOR leaves out the colour codes."""
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "100")
    code, out, _ = cli("trick", "--format", "rich", "g5", "g9")
    assert code == 0
    assert "rank.lead" in out
    assert "\x1b[3" not in out


def test_trick_illegal_play_reported_first_and_exit_1(cli: Cli) -> None:
    """play.follow: a hand shows that Ben had to follow yellow; the illegal play comes first, exit 1."""
    code, out, _ = cli("trick", "--plain", "--hand", "Ben=y5,b2,g9", "Ann=y3", "Ben=b2", "Cat=y7")
    assert code == 1
    assert out.startswith("Illegal play: card 2 by Ben")
    assert "[play.follow]" in out.splitlines()[0]


def test_a_trick_with_several_bad_cards_is_refused_as_the_manual_shows(cli: Cli) -> None:
    """The command-line manual's example: one refusal, exit 2, the first bad card and then each later one."""
    manual = (Path(__file__).parent.parent / "docs" / "tool" / "cli.md").read_text("utf-8")
    shown = re.search(r"\$ skrules (trick g5 zz b3 qq)\n(.*)\n", manual)
    assert shown is not None
    code, out, err = cli(*shown[1].split())
    assert (code, out, err.strip()) == (2, "", shown[2])


def test_trick_hand_by_position(cli: Cli) -> None:
    """--hand 2=... names the player of card 2."""
    code, out, _ = cli("trick", "--json", "--hand", "2=y5,y1", "y3", "y1")
    assert code == 0
    assert json.loads(out)["legality"][0]["legal"] is True


def test_the_automatic_deck_holds_the_cards_of_the_hands_too(cli: Cli) -> None:
    """exp.wild, play.follow: --deck auto takes what every card typed needs, a hand's included: Ben held the
    Wild 15, which plays as green under a green lead, so his yellow 3 broke the rule. Without the Expansion
    Pack the hand is refused."""
    code, out, _ = cli("trick", "--plain", "--hand", "Ben=y3,wild15", "Ann=g5", "Ben=y3")
    assert code == 1
    assert out.startswith("Illegal play: card 2 by Ben: green is the lead suit and the hand holds Wild 15")
    code, _, err = cli("trick", "--deck", "base", "--hand", "Ben=y3,wild15", "Ann=g5", "Ben=y3")
    assert code == 2 and "Wild 15 belongs to the Expansion Pack, which is not in this deck" in err
    code, out, _ = cli("trick", "--json", "--hand", "Ben=y3,g7x", "Ann=g5", "Ben=y3")
    assert code == 1 and json.loads(out)["rules"]["deck"] == ["base", "expansion"]


def test_trick_ruling_switch(cli: Cli) -> None:
    """ruling.kraken-leader=left-of-kraken switched from the command line."""
    _, out, _ = cli("trick", "--json", "--ruling", "kraken-leader=left-of-kraken", "g5", "kraken", "g9", "p1")
    data = json.loads(out)
    assert data["next_leader_name"] == "P3"
    assert data["rules"]["rulings"] == {"kraken-leader": "left-of-kraken"}


def test_trick_quiet_leaves_out_the_explanation(cli: Cli) -> None:
    _, out, _ = cli("trick", "--json", "--quiet", "g5", "g9")
    assert json.loads(out)["trace"] == []


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["mermiad", "sk"], "card 1 'mermiad': not a card; did you mean 'mermaid'?"),
        (["g3", "g15"], "card 2 'g15': green runs from 1 to 14"),
        (["tigress", "g2"], "card 1 'tigress': declare the Tigress"),
        (["sk", "g2", "sk"], "card 3 'sk': Skull King appears 2 times"),
        (["escape"] * 6, "card 6 'escape': Escape appears 6 times"),
        ([], "an empty trick"),
        ([f"b{i}" for i in range(1, 10)], "card 9 'b9': 9 players, but this deck seats at most 8"),
        (["--deck", "base", "kraken", "g1"], "card 1 'kraken': Kraken is not in this deck"),
        (["--ruling", "kraken-leader=nobody", "g1", "g2"], "has no reading 'nobody'"),
        (["--ruling", "nonsense", "g1", "g2"], "write a ruling as NAME=READING"),
        (["--hand", "Zed=g1", "g1", "g2"], "plays no card"),
        (["--hand", "P2", "g1", "g2"], "write NAME=CARDS"),
        (["--hand", "Ann=g5,,g7", "Ann=g5", "Ben=g6"], "--hand 'Ann=g5,,g7': in the hand, card 2 '': empty card"),
        (["--hand", "Ann=g5,g7,,", "Ann=g5", "Ben=g6"], "--hand 'Ann=g5,g7,,': in the hand, card 3 '': empty card"),
        (["--hand", "Ann=,g5", "Ann=g5", "Ben=g6"], "--hand 'Ann=,g5': in the hand, card 1 '': empty card"),
        (["--hand", "Ann=", "Ann=g5", "Ben=g6"], "--hand 'Ann=': an empty hand: give the cards held before the trick"),
        (["--hand", "Ann= ", "Ann=g5", "Ben=g6"], "--hand 'Ann= ': an empty hand"),
        (["--hand", "=g3", "Ann=g3", "Ben=g5"], "--hand '=g3': '' is not a player name"),  # said no --hand
        (["--hand", "A,B=g3", "Ann=g3", "Ben=g5"], "--hand 'A,B=g3': 'A,B' is not a player name"),
        (["--deck", "bogus", "g1", "g2"], "unknown deck part 'bogus'"),
    ],
)
def test_trick_bad_input_one_line_exit_2(cli: Cli, args: list[str], words: str) -> None:
    """Bad input: one line naming the card and its position, exit code 2, no traceback; a hand (play.hand) with
    an empty card, or with no card at all, is refused as the trick's own empty card is."""
    code, out, err = cli("trick", *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert words in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["g0x", "g0x"], "card 2 'g0x': the green 0/14 card appears 2 times in this trick (cards 1, 2)"),
        (["g0x", "y3", "g14x"], "card 3 'g14x': the green 0/14 card appears 2 times in this trick (cards 1, 3)"),
        (["--lang", "fr", "p14x", "p0x"], "carte 2 'p0x'\u00a0: le 0/14 violet apparaît 2 fois dans ce pli"),
        (["--lang", "zh", "p14x", "p0x"], "第2张牌 'p0x'：紫色0/14牌在这一墩中出现了2次（第1、2张牌）"),  # noqa: RUF001
        (["--lang", "de", "y0x", "y0x"], "die 0/14-Karte der Farbe Gelb kommt 2-mal in diesem Stich vor"),
        (["--lang", "es", "y0x", "y0x"], "la carta 0/14 de color amarillo aparece 2 veces en esta baza"),
    ],
)
def test_the_0_14_card_played_twice_is_named_as_the_card_not_as_a_14(cli: Cli, args: list[str], said: str) -> None:
    """box.copies, exp.zero-fourteen: the box holds one 0/14 card of each suit, whatever it is declared as; two in
    a trick are refused naming that card, "the green 0/14 card", in each language. Two declared 0 were called
    "green 14 (the 0/14 card)", a 14 neither was; the French and Chinese said "the purple 14 (p14x)"."""
    code, out, err = cli("trick", "--deck", "expansion-all", *args)
    assert (code, out) == (2, "") and said in err and err.count("\n") == 1, err
    assert " 14 " not in err and "14\uff08" not in err, err


@settings(max_examples=examples(60))
@given(st.lists(st.sampled_from([*canonical_words(), "Ann=sk", "x", "--json", "--hand", "Ann=g1", "="]), max_size=7))
def test_trick_cli_fuzz_never_tracebacks(tokens: list[str]) -> None:
    """Whatever is typed, the command answers with a verdict (0/1) or a one-line error (2)."""
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    code: int | str | None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(["trick", "--plain", *tokens])
        except SystemExit as exit_:  # argparse's own usage errors
            code = exit_.code
    assert code in (0, 1, 2)
    assert "Traceback" not in err.getvalue()
    assert "internal error" not in err.getvalue()


@pytest.mark.process
def test_python_dash_m_entry_point() -> None:
    """`python -m skrules` runs the same command line."""
    result = subprocess.run(
        [sys.executable, "-m", "skrules", "trick", "--json", "sk", "rosie"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["bonus"] == 30


def test_trick_help_documents_the_notation(capsys: pytest.CaptureFixture[str]) -> None:
    """`skrules trick --help` documents the card notation."""
    with pytest.raises(SystemExit):
        main(["trick", "--help"])
    out = capsys.readouterr().out
    for token in ("g1..g14", "tigress:pirate", "wild15:g|p|y", "plank:rosie", "Ann=mermaid"):
        assert token in out


_IMPORTS = """
import contextlib, io, sys
import skrules
lazy = sorted(m for m in sys.modules if m.startswith("skrules."))
from skrules.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(["trick", "--json", "mermaid", "sk", "rosie"])
unwanted = ("rich", "typing", "shutil", "skrules.legality", "skrules.scenario")
print(code, lazy, sorted(m for m in unwanted if m in sys.modules))
"""


def test_trick_json_starts_with_only_what_it_needs() -> None:
    """rank.mermaid-king, issue #10 section 5: 'import skrules' loads no module of the core, and
    'skrules trick --json' loads neither rich, typing, shutil, the legality checker nor the scenario runner."""
    done = subprocess.run([sys.executable, "-c", _IMPORTS], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["0", "[]", "[]"]


def test_the_package_names_resolve_on_first_use() -> None:
    """rank.mermaid-king: every name in skrules.__all__ is there, as the module that defines it has it."""
    import importlib

    import skrules

    assert "judge" in dir(skrules)
    for name in skrules.__all__:
        home = importlib.import_module(f"skrules.{skrules._HOMES[name]}")
        assert getattr(skrules, name) is getattr(home, name)
    assert skrules.judge(["mermaid", "sk", "rosie"]).winner_name == "P1"
    with pytest.raises(AttributeError, match="no attribute 'judgee'"):
        _ = skrules.judgee


# ------------------------------------------------------------------ skrules trick -: bounds and options

LINE_MAX = 10_000  # the documented cap on a line of 'skrules trick -' (README, docs/tool/cli.md)


def _stdin_of(data: bytes) -> io.TextIOWrapper:
    """Standard input as a pipe gives it: bytes under a text layer."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")


def _judge_stdin(stdin: io.TextIOWrapper, *args: str) -> tuple[int, str, str]:
    """``skrules trick - --plain ARGS`` in this process, reading ``stdin``."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = stdin
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["trick", "-", "--plain", *args])
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(
    "line",
    [b"x" * 1_000_000, b"g3 " * 333_333, b"Ann=" + b"a" * 1_000_000 + b" g3", "\u20ac".encode() * 350_000],
    ids=["one-token", "many-cards", "long-name", "multibyte"],
)
def test_stdin_a_line_of_a_megabyte_is_refused_in_bounded_memory(line: bytes) -> None:
    """Fault-injection finding: one 100 MB line to `skrules trick -` took 13 GB and printed 338 MB of error
    text. Now a 1 MB line is refused with its line number in one short line, the tricks around it are
    judged, and the reader never holds the line (the LINE_MAX cap)."""
    _judge_stdin(_stdin_of(b"g3 g5\n"))  # the modules loaded before measuring
    stdin = _stdin_of(b"g3 g5\n" + line + b"\ny3 y4\n")
    tracemalloc.start()
    try:
        code, out, err = _judge_stdin(stdin)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert code == 2
    assert [x.partition(":")[0] for x in out.splitlines()] == ["g3 g5", "y3 y4"]
    assert err.splitlines() == [
        f"skrules: error: line 2: this line is longer than {LINE_MAX:,} characters, far more than a trick takes; "
        "it is skipped"
    ]
    assert peak < len(line) // 2, peak  # the reader holds a few times LINE_MAX, never the whole line


def test_stdin_the_line_cap_counts_characters_not_bytes() -> None:
    """Fault-injection finding (a 100 MB line to `skrules trick -` took 13 GB): the LINE_MAX cap counts
    characters; a line of exactly LINE_MAX (three bytes each in its comment) is judged, one more is refused."""
    head = "g3 g5 #"
    fits = head + "\u20ac" * (LINE_MAX - len(head))
    code, out, err = _judge_stdin(_stdin_of(f"{fits}\n{fits}\u20ac\r\n{fits}".encode()))
    assert code == 2
    assert out.count("g3 g5: P2 with g5") == 2
    assert err.startswith("skrules: error: line 2: this line is longer than") and err.count("\n") == 1


def test_stdin_the_line_cap_holds_for_a_text_stream_too(monkeypatch: pytest.MonkeyPatch, cli: Cli) -> None:
    """Fault-injection finding (a 100 MB line to `skrules trick -` took 13 GB): standard input without a
    byte buffer (replaced by a program that embeds skrules) is read in bounded pieces all the same."""
    monkeypatch.setattr("sys.stdin", io.StringIO("g3 g5\n" + "y" * (LINE_MAX + 5) + "\ny3 y4"))
    code, out, err = cli("trick", "-", "--plain")
    assert code == 2 and len(out.splitlines()) == 2
    assert err.startswith("skrules: error: line 2: this line is longer than") and err.count("\n") == 1


@pytest.mark.parametrize("given", ["", "\n\n", "# a comment alone\n   \n", "\ufeff\n"])
@pytest.mark.parametrize("fmt", ["--plain", "--json"])
def test_stdin_with_no_trick_is_refused(monkeypatch: pytest.MonkeyPatch, cli: Cli, given: str, fmt: str) -> None:
    """'skrules trick -' given nothing to judge (an empty file, blank lines, comments) says so and exits 2,
    as a wrong file redirected or an empty pipe is a mistake to be told of, not a silent success."""
    monkeypatch.setattr("sys.stdin", io.StringIO(given))
    code, out, err = cli("trick", "-", fmt)
    assert (code, out) == (2, "")
    assert err == "skrules: error: standard input holds no trick: give one trick per line, e.g. mermaid sk rosie\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(given))
    code, _, err = cli("trick", "-", fmt, "--lang", "fr")
    assert code == 2 and "l'entrée standard ne contient aucun pli" in err


def test_stdin_with_only_bad_lines_is_not_called_empty(monkeypatch: pytest.MonkeyPatch, cli: Cli) -> None:
    """A line that is read but refused is a trick that was given: its own error, not 'no trick'."""
    monkeypatch.setattr("sys.stdin", io.StringIO("zz\n"))
    code, _, err = cli("trick", "-", "--plain")
    assert code == 2 and "line 1" in err and "holds no trick" not in err


@pytest.mark.parametrize(
    ("tokens", "quoted"),
    [
        (["x" * 9_000, "g3"], "card 1 'xxxxxxxxxx"),
        (["Ann=" + "a" * 9_000, "g3"], "card 1 'Ann=aaaaaa"),
        (["plank:" + "r" * 9_000, "rosie"], "Walk the Plank's choice 'rrrrr"),
        (["g3"] * 3_000, "green 3 appears 3000 times"),
        (["--deck", "k" * 100_000, "g3", "g5"], "unknown deck part 'kkkkk"),
        (["--hand", "Ann=" + "g3," * 5_000, "Ann=g3", "Ben=g5"], "green 3 is in 5000 places"),
    ],
)
def test_an_error_quotes_a_long_token_cut_short(cli: Cli, tokens: list[str], quoted: str) -> None:
    """Fault-injection finding (a 100 MB line printed 338 MB of error text): a long token is quoted to
    QUOTE_MAX characters with its length; a card repeated thousands of times lists a dozen positions."""
    code, out, err = cli("trick", *tokens)
    assert code == 2 and out == ""
    assert quoted in err and err.count("\n") == 1
    assert len(err) < 400, err


def test_stdin_no_ids_drops_each_rule_id(monkeypatch: pytest.MonkeyPatch, cli: Cli) -> None:
    """rank.mermaid-king, fault-injection finding: 'skrules trick -' ignored --no-ids; each line now drops its
    [rule], as the single trick's explanation does."""
    monkeypatch.setattr("sys.stdin", io.StringIO("mermaid sk rosie\n"))
    _, with_ids, _ = cli("trick", "-", "--plain")
    monkeypatch.setattr("sys.stdin", io.StringIO("mermaid sk rosie\n"))
    code, without, _ = cli("trick", "-", "--plain", "--no-ids")
    assert code == 0 and "[rank.mermaid-king]" in with_ids
    assert without == with_ids.replace(" [rank.mermaid-king]", "")


@pytest.mark.parametrize(
    ("lang", "words", "colon"),
    [("fr", ["Sirène", "entame suivante"], "\xa0: "), ("zh", ["美人鱼", "下一墩引牌"], "：")],  # noqa: RUF001
)
def test_stdin_lang_says_each_verdict_in_that_language(
    monkeypatch: pytest.MonkeyPatch, cli: Cli, lang: str, words: list[str], colon: str
) -> None:
    """rank.mermaid-king, fault-injection finding: 'skrules trick -' ignored --lang; each line now gives the
    winner the single trick's --lang verdict gives, in the same words, after the trick as typed and the
    language's colon (no ASCII colon in a Chinese line)."""
    _, single, _ = cli("trick", "--plain", "--lang", lang, "mermaid", "sk", "rosie")
    winner = single.splitlines()[3].split(maxsplit=1)[1].strip()  # the Winner row's value, after the answer
    monkeypatch.setattr("sys.stdin", io.StringIO("mermaid sk rosie\n"))
    code, out, _ = cli("trick", "-", "--plain", "--lang", lang)
    assert code == 0 and out.startswith(f"mermaid sk rosie{colon}{winner} [rank.mermaid-king]")
    assert all(w in out for w in words)


def test_stdin_lang_says_each_line_in_german(monkeypatch: pytest.MonkeyPatch, cli: Cli) -> None:
    """rank.mermaid-king, kraken.destroy, fault-injection finding (--lang ignored by 'skrules trick -'): German
    names the winning card and says the line, its nouns capitalized as German writes them; no bonus is "keiner",
    not "Bonus kein Bonus"."""
    monkeypatch.setattr("sys.stdin", io.StringIO("mermaid sk rosie\ny12 b3 whale kraken\n"))
    code, out, _ = cli("trick", "-", "--plain", "--lang", "de")
    assert code == 0
    assert out.splitlines() == [
        "mermaid sk rosie: P1 mit der Meerjungfrau (Karte 1) [rank.mermaid-king]; Bonus +40 für P1, wenn P1 die Ansage "
        "erfüllt; nächster Ausspieler P1",
        "y12 b3 whale kraken: niemand: Der Stich ist vernichtet [kraken.destroy]; Bonus keiner; nächster Ausspieler P2",
    ]


def test_stdin_format_rich_prints_each_trick_as_the_single_trick_does(
    monkeypatch: pytest.MonkeyPatch, cli: Cli
) -> None:
    """rank.lead, fault-injection finding: 'skrules trick -' ignored --format rich; each line now gets the panel
    'skrules trick --format rich' prints, in --lang and without rule IDs when asked."""
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "90")
    args = ["--format", "rich", "--lang", "fr", "--no-ids"]
    panels = "".join(cli("trick", *args, *trick.split())[1] for trick in ("g3 g5", "mermaid sk rosie"))
    monkeypatch.setattr("sys.stdin", io.StringIO("g3 g5\nfrog\nmermaid sk rosie\n"))
    code, out, err = cli("trick", "-", *args)
    assert (
        code == 2 and err == f"{ERROR['fr']}ligne 2\xa0: carte 1 'frog'\xa0: ce n'est pas une carte\n"
    )  # in --lang too
    assert out == panels and "rank.lead" not in out


def test_stdin_refuses_editions(monkeypatch: pytest.MonkeyPatch, cli: Cli) -> None:
    """Fault-injection finding: 'skrules trick -' ignored --editions; comparing every edition is for one trick,
    so the two together are refused in one line, exit 2, before any line is read."""
    monkeypatch.setattr("sys.stdin", io.StringIO("g3 g5\n"))
    code, out, err = cli("trick", "-", "--editions")
    assert (code, out) == (2, "")
    assert err == "skrules: error: --editions compares one trick: give its cards, not '-'\n"


@pytest.mark.parametrize(
    "name", ["Ann\u202e", "Ann\x1b[31m", "A\u2066nn", "Ann\u061c", "Ann\x00", "Ann\u200b", "Ann" + chr(0xDCFF)]
)
def test_a_player_name_with_an_invisible_character_is_refused(cli: Cli, name: str) -> None:
    """Fault-injection finding: a name with a control or bidirectional character (U+202E) reordered or recoloured
    every line that showed it; the notation refuses it, quoting it with visible escapes."""
    code, out, err = cli("trick", "--plain", f"{name}=g3", "Ben=g5")
    assert (code, out) == (2, "")
    assert "is not a player name" in err and err.count("\n") == 1
    assert err.endswith("\n") and err[:-1].isprintable()  # nothing but the final newline acts instead of showing


def test_the_cards_may_come_on_both_sides_of_an_option(cli: Cli) -> None:
    """rank.mermaid-king: ``trick mermaid --json sk`` is the trick ``mermaid sk``, as argparse
    alone would refuse 'sk'; ``--why Ann Ben=sk`` takes Ann and leaves Ben's card to the trick."""
    code, out, _ = cli("trick", "mermaid", "--json", "sk")
    assert code == 0
    assert out == cli("trick", "mermaid", "sk", "--json")[1]
    code, out, _ = cli("trick", "Ann=rosie", "--why", "Ann", "Ben=sk")
    assert code == 0 and out.startswith("Ben's Skull King wins")
    code, _, err = cli("trick", "mermaid", "--json", "sk", "--bogus")
    assert code == 2 and "unknown option '--bogus'" in err


_LONG = b"g3 " * 14_000  # longer than LINE_MAX characters, and than the bytes read of a line at once
_OWN_OPTIONS = [  # the arguments, standard input, the English refusal, and its message and values
    (["g3", "-"], b"", "'-' reads the tricks from standard input, one per line: give it alone, with no cards",
     refusal(R.STDIN_ALONE)),
    (["--short", "--json", "g3", "g5"], b"",
     '--short prints the answer alone and --json the whole verdict (its "answer" included): give one',
     refusal(R.SHORT_OR_JSON)),
    (["-", "--why", "1"], b"g3 g5\n",
     "'skrules trick -' reads many tricks: --why, --what-if and --hand take one trick", refusal(R.STDIN_ONE_TRICK)),
    (["-", "--editions"], b"g3 g5\n", "--editions compares one trick: give its cards, not '-'",
     refusal(R.EDITIONS_ONE_TRICK)),
    (["-", "--short", "--json"], b"g3 g5\n",
     "--short prints the answer alone and --json the whole verdict: give one", refusal(R.SHORT_OR_JSON_LINES)),
    (["-"], b"g3 g5\n" + _LONG + b"\n",
     f"line 2: this line is longer than {LINE_MAX:,} characters, far more than a trick takes; it is skipped",
     refusal(R.AT_LINE, n=2, said=refusal(R.LINE_TOO_LONG))),
    (["-"], b"g3 g5\n\xff\n", "line 2: this line is not utf-8 text",
     refusal(R.AT_LINE, n=2, said=refusal(R.LINE_NOT_TEXT, typed="utf-8"))),
    (["-"], b"g3 g5\n" + _LONG, "standard input: a line goes on past 16 MB without an end; not read",
     refusal(R.LINE_ENDLESS, n=16)),
]  # fmt: skip


@pytest.mark.parametrize(("args", "typed", "english", "refused"), _OWN_OPTIONS)
@pytest.mark.parametrize("lang", [None, "fr", "zh"])
def test_the_trick_command_s_own_refusals_are_said_in_its_language(
    monkeypatch: pytest.MonkeyPatch,
    cli: Cli,
    args: list[str],
    typed: bytes,
    english: str,
    refused: str,
    lang: str | None,
) -> None:
    """play.order (a trick a line): '-' with cards, --short with --json, a question or --editions with '-', a line too
    long, not text or without an end are refusals of skrules.refusals, said in ``--lang``; English as it was. A line
    with no end is the last one read (skip_rest finds no end past it)."""
    monkeypatch.setattr("sys.stdin", _stdin_of(typed))
    if english.startswith("standard input"):
        monkeypatch.setattr("skrules.cli.trick.skip_rest", lambda source: False)  # no end found past the line
    code, _, err = cli("trick", *args, *(() if lang is None else ("--lang", lang)))
    assert code == 2 and err.count("\n") == 1
    assert err.startswith(ERROR[lang])
    said = err.removeprefix(ERROR[lang]).rstrip("\n")
    assert str(refused) == english
    if lang is None:
        assert said == english
        return
    assert said == localizer(lang).refused(refused)
    assert not re.search(r"\b(the|is|one|line|trick|tricks|alone|whole|not|text)\b", said.replace("trick -", "")), said


def test_the_line_cap_each_language_writes_is_the_one_read() -> None:
    """play.order (a trick a line): LINE_TOO_LONG writes the cap as each language writes a number, not from a
    value; its English holds skrules.files.LINE_MAX, so that a changed cap cannot leave the message behind."""
    assert f"{files.LINE_MAX:,}" in R.LINE_TOO_LONG
    assert f"{files.LINE_MAX:,}".replace(",", ".") in localizer("de").refused(refusal(R.LINE_TOO_LONG))


def test_a_hand_written_with_spaces_or_a_comma_and_spaces_still_reads(cli: Cli) -> None:
    """play.hand: cards apart by commas, spaces, or both are one hand, a comma after the last card ends it."""
    for hand in ("Ann=g5,g7", "Ann=g5 g7", "Ann=g5, g7", "Ann= g5 ,g7 ", "Ann=g5,g7,", "Ann=g5,g7, "):
        code, out, err = cli("trick", "--hand", hand, "Ann=g5", "Ben=g6", "--plain")
        assert (code, err) == (0, ""), hand
        assert "Illegal" not in out


def test_the_bonus_row_says_none_only_when_nobody_earns_one(cli) -> None:  # type: ignore[no-untyped-def]
    """davy.bonus, ruling.davy-needs-bid: Dan wins and earns nothing, Cat earns Davy Jones' +20; the row gives
    Cat's bonus alone, where "none; +20 for Cat" read as though the +20 were nobody's. A trick with no bonus
    at all still says none."""
    code, out, _ = cli("trick", "Ann=y9", "Ben=kraken", "Cat=davy", "Dan=y12", "--plain", "--deck", "all")
    assert code == 0
    assert "\nBonus      +20 for Cat (davy.bonus, if that bid is made)\n" in out
    code, out, _ = cli("trick", "Ann=g5", "Ben=g7", "--plain")
    assert "\nBonus      none\n" in out


@pytest.mark.parametrize("lang", [None, "fr"])
def test_the_bonus_row_adds_up_another_players_bonuses_by_rule(cli: Cli, lang: str | None) -> None:
    """davy.bonus: Davy Jones' Locker destroying two sea monsters earns its player +20 each; the Bonus row says
    +40 once, as the answer does, where it said "+20 for Dan" twice, in every language."""
    langs = () if lang is None else ("--lang", lang)
    tokens = ("Ann=pirate", "Ben=whale", "Cat=kraken", "Dan=davy", "Eve=g2", "--plain", "--deck", "all")
    code, out, _ = cli("trick", *langs, *tokens)
    assert code == 0
    row = next(line for line in out.splitlines() if line.startswith("Bonus"))
    assert row.split(None, 1)[1] == (
        "+40 for Dan (davy.bonus, if that bid is made)"
        if lang is None
        else "+40 pour Dan (davy.bonus, si sa mise est réussie)"
    )


def test_a_refusal_that_cannot_be_said_in_the_language_is_said_in_english(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """box.advanced: should a catalogue fail to say a refusal (a placeholder it has no value for), the refusal is
    still said, in English as written, with its exit code 2: never a traceback for a fault that is not the user's."""
    monkeypatch.delenv("SKRULES_DEBUG", raising=False)
    fr = localizer("fr")
    monkeypatch.setitem(fr.refusals, R.NOT_IN_DECK_OWN, "{label_nowhere} : {typed}")
    monkeypatch.setattr("skrules.i18n.localizer", lambda lang: fr)
    code, out, err = cli("trick", "--lang", "fr", "--deck", "base", "kraken", "g5")
    assert (code, out) == (2, "")
    assert err == "skrules: error: card 1 'kraken': Kraken is not in this deck; the deck part 'kraken' adds it\n"


@pytest.mark.parametrize("name", ["nobody", "Nobody", "none", "NONE", "no-one", "-"])
def test_a_player_named_as_a_scenario_file_writes_no_player_is_refused(cli: Cli, name: str) -> None:
    """next.winner, game.end: 'winner: nobody' (or none, no-one, -) is how a scenario file says no player won, so a
    player so named made 'winner: nobody' pass for a game that player won; the name is refused in a trick, by
    deal and in a scenario's players, saying why, in any case."""
    said = f"'{name}' is not a player name: a scenario file writes it for no player ('winner: nobody')"
    code, out, err = cli("trick", "--plain", "--", f"{name}=g3", "Ben=g5")  # '--': '-=g3' is no option
    assert (code, out) == (2, "") and said in err and err.count("\n") == 1, err
    code, out, err = cli("deal", "--players", f"Ann,{name}")
    assert (code, out) == (2, "") and said in err, err
    assert cli("trick", "--plain", "--", f"{name}x=g3", "Ben=g5")[0] == 0  # only the word itself: 'nobodyx' is a name


def test_a_game_won_by_a_player_named_nobody_no_longer_passes_as_won_by_nobody(cli: Cli, tmp_path: Path) -> None:
    """game.end: 'winner: nobody' read as no winner matched a game whose winner was named nobody; the players'
    line now refuses the name, pointing at it."""
    sheet = tmp_path / "nobody.skull"
    sheet.write_text("game: g\nplayers: nobody Ben\nround 1: 1/1 0/0\nwinner: nobody\n")
    code, out, _ = cli("check", "--plain", str(sheet))
    assert code == 2 and "0 passed, 1 could not run" in out, out
    assert "'nobody' is not a player name" in out and f"{sheet}:2:" in out, out


@pytest.mark.parametrize(
    ("players", "said"),
    [
        ("Ann nobody Cat", "'nobody' is not a player name"),
        ("Ann x=y Cat", "'x=y' is not a player name"),
        ("Ann Ben Ann", "twice"),
    ],
)
def test_a_name_refused_in_the_players_line_is_told_alone(cli: Cli, tmp_path: Path, players: str, said: str) -> None:
    """setup.players: a players line with a name refused or repeated is told at that name, once; the rows of
    three cells are not then counted against the two names left ("3 cells for 2 players" at every round), in a
    score sheet and in a game scenario alike."""
    sheet = tmp_path / "game.sheet"
    sheet.write_text(f"players: {players}\nround 1: 1/1 0/0 0/0\nround 2: 1/1 1/1 0/0\n")
    code, out, err = cli("score", str(sheet))
    assert (code, out) == (2, "") and said in err and err.count("\n") == 1, err
    game = tmp_path / "game.skull"
    game.write_text(f"game: g\nplayers: {players}\nround 1: 1/1 0/0 0/0\nround 2: 1/1 1/1 0/0\nwinner: Ann\n")
    code, out, _ = cli("check", "--plain", str(game))
    assert code == 2 and said in out and "cells" not in out and f"{game}:2:" in out, out
    assert out.count(f"{game}:") == 2, out  # the scenario's heading and the name


@pytest.mark.parametrize("command", ["trick", "deal", "table", "score"])
def test_the_deck_option_help_names_every_deck_it_reads(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    """exp.players: --deck's help names each whole deck the option reads (base, advanced, expansion-all, all)
    and each part; expansion-all, which the README's table section names, was missing."""
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    flat = " ".join(capsys.readouterr().out.split())
    assert done.value.code == 0
    for deck in ("base", "advanced", "expansion-all", "all", "kraken", "davy"):
        assert re.search(rf"--deck PARTS.*\b{re.escape(deck)}\b", flat), (command, deck)


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["mermaid sk rosie"], "card 1 'mermaid sk rosie': 3 cards in one word"),
        (["Ann=g5 Ben=g7", "Cat=g3"], "card 1 'Ann=g5 Ben=g7': 2 cards in one word"),
    ],
)
def test_a_trick_quoted_as_one_word_is_refused_naming_its_cards(cli: Cli, args: list[str], said: str) -> None:
    """Finding: play.order: a trick quoted whole (``skrules trick "mermaid sk rosie"``, a script's ``"$TRICK"``) was
    refused "not a card; did you mean 'mermaids'?"; it now says the cards are words of their own, naming each, in
    the language asked. A card whose name has a space (``skull king``) is still one card."""
    pieces = ", ".join(repr(p) for a in args[:1] for p in a.split())
    code, out, err = cli("trick", *args, "--plain")
    assert (code, out) == (2, "")
    assert err == f"skrules: error: {said}: a trick's cards are words of their own, not quoted together: {pieces}\n"
    code, _, err = cli("trick", *args, "--plain", "--lang", "fr")
    assert code == 2 and "cartes en un seul mot" in err
    assert cli("trick", "skull king", "g5", "--plain", "--short")[0] == 0


def _wide(text: str) -> str:
    """``text`` as a full-width keyboard types it: every printable ASCII character in its full-width form."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


@pytest.mark.parametrize(
    "option",
    [["--what-if", "2=pirate"], ["--what-if", "Ben=pirate"], ["--hand", "Ben=sk,g5"], ["--why", "Ben"]],
)
def test_the_options_typed_full_width_are_read_as_the_trick_s_cards_are(cli: Cli, option: list[str]) -> None:
    """Finding: play.follow, rank.mermaid-king: the trick's cards typed on a Chinese keyboard (``Ann＝mermaid``,
    full-width) were read, but ``--what-if 2＝pirate``, ``--hand Ben＝sk，g5`` and ``--why Ｂｅｎ`` typed the same
    way were refused as written wrongly; they are read as the plain ones too."""  # noqa: RUF002
    trick = ["Ann=mermaid", "Ben=sk"]
    plain = cli("trick", *trick, *option, "--plain")
    assert plain[0] == 0
    assert cli("trick", *map(_wide, trick), option[0], _wide(option[1]), "--plain") == plain


@pytest.mark.parametrize(
    ("option", "typed"), [(["--why", "Zoe"], "Zoe"), (["--what-if", "zoe=g5"], "zoe"), (["--hand", "Zoe=sk,g5"], "Zoe")]
)
def test_a_name_typed_without_its_accent_is_asked_did_you_mean(cli: Cli, option: list[str], typed: str) -> None:
    """Finding: rank.mermaid-king: ``--why Zoe`` for Zoé was refused with the list of players, and ``--hand Zoe=...``
    (or ``--hand ann=...`` for Ann) as "a hand is given for 'Zoe', who plays no card"; each is now "did you mean
    Zoé?", as a name typed with other capitals is."""
    code, out, err = cli("trick", "Zoé=mermaid", "Ben=sk", *option, "--plain")
    assert (code, out) == (2, "")
    said = f"no player is called '{typed}' in this trick; did you mean Zoé?"
    assert err == f"skrules: error: {option[0]} {option[1]!r}: {said}\n"
    code, _, err = cli("trick", "Ann=mermaid", "Ben=sk", "--hand", "ann=sk,g5", "--plain")
    assert code == 2 and err.endswith("no player is called 'ann' in this trick; did you mean Ann?\n")


@pytest.mark.parametrize(("typed", "meant"), [("1st", "1"), ("#2", "2"), ("card 2", "2"), ("2nd", "2")])
def test_a_position_written_as_an_ordinal_is_asked_did_you_mean_its_number(cli: Cli, typed: str, meant: str) -> None:
    """Finding: next.winner: ``--why 1st``, ``--why #2`` or ``--what-if "card 2=sk"`` was refused with the list of
    players only, though a card's position was meant; it is now asked "did you mean 2?"."""
    for option, value in (("--why", typed), ("--what-if", f"{typed}=sk")):
        code, out, err = cli("trick", "g5", "g7", option, value, "--plain")
        assert (code, out) == (2, "")
        assert err.endswith(f"no player is called {typed!r} in this trick; did you mean {meant}?\n")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["Ann=g5", "Bob=g7", "Cat=", "g3"],
            "card 3 'Cat=': a player's name is joined to the card with '=': did you mean 'Cat=g3'?",
        ),
        (
            ["Ann", "g5", "Bob", "g7"],
            "card 1 'Ann': a player's name is joined to the card with '=': did you mean 'Ann=g5'?",
        ),
        (["mermiad", "g5", "sk", "g7"], "card 1 'mermiad': not a card; did you mean 'mermaid'?"),
    ],
)
def test_a_name_written_apart_from_its_card_is_asked_did_you_mean_name_card(
    cli: Cli, args: list[str], said: str
) -> None:
    """Finding: play.order: ``Cat= g3`` (a space after the '=') was refused "card 3 'Cat=': empty card", and
    ``Ann g5 Bob g7`` "card 1 'Ann': not a card"; each now asks "did you mean 'Cat=g3'?". A card mistyped before a
    card (``mermiad g5``) is still answered with the card it is near."""
    code, out, err = cli("trick", *args, "--plain")
    assert (code, out) == (2, "")
    assert err.splitlines()[0].startswith(f"skrules: error: {said}")
