"""``skrules trick --why``, ``--what-if`` and ``skrules trick -`` (one trick per line from standard input).

Each case cites the rule its answer turns on; errors are one line, exit code 2, no traceback.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Callable
from importlib import resources

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cli import main
from skrules.refusals import RefusalMsg

from .conftest import examples

Cli = Callable[..., tuple[int, str, str]]
SCHEMA = json.loads(resources.files("skrules").joinpath("schema/trick.schema.json").read_text())
TRIANGLE = ("Ann=rosie", "Ben=sk", "Cat=g5")


def test_why_with_a_hand_offers_only_the_cards_it_may_play(cli: Cli) -> None:
    """play.follow: Ben holds green, so the black 7 he holds is no way to win; the green 9 is (rank.lead)."""
    code, out, _ = cli("trick", "Ann=g5", "Ben=y3", "--hand", "Ben=y3,g9,b7", "--why", "Ben", "--plain")
    assert code == 1  # Ben's yellow 3 broke play.follow, and the verdict says so first
    why = out[out.index("Why not Ben's") :]
    assert "Ben plays the green 9 instead of the yellow 3" in why
    assert "black" not in why.split("would have won if:")[1]
    code, out, _ = cli("trick", "Ann=g5", "Ben=y3", "--why", "Ben", "--plain")
    assert "Ben plays the black 1 instead of the yellow 3" in out  # no hand: any card of the deck


def test_what_if_with_a_hand_shows_whether_the_play_was_allowed(cli: Cli) -> None:
    """play.follow: the black 1 would win (rank.trump), but Ben holds the green 2; the JSON's what_if says so and
    validates against the schema."""
    args = ("trick", "Ann=g5", "Ben=g2", "--hand", "Ben=g2,b1", "--what-if", "2=b1")
    code, out, _ = cli(*args, "--plain")
    assert code == 0  # the trick as played broke no rule
    assert "  Allowed    yes (play.follow)  ->  no (play.follow)" in out.splitlines()
    code, out, _ = cli(*args, "--json")
    got = json.loads(out)
    jsonschema.validate(got, SCHEMA)
    assert got["what_if"]["changed"][:2] == ["card", "allowed"]
    assert got["what_if"]["allowed"]["what_if"]["rule"] == "play.follow"


def test_why_plain_names_the_rule_the_card_and_the_change(cli: Cli) -> None:
    """rank.king beats Ann's Pirate; a Mermaid instead wins by rank.mermaid-king."""
    code, out, err = cli("trick", *TRIANGLE, "--why", "Ann", "--plain")
    assert code == 0 and err == ""
    why = out[out.index("Why not Ann's") :]
    assert "lost to Ben's Skull King" in why and "[rank.king]" in why
    assert "Ann plays a Mermaid instead of Rosie D'Laney" in why and "[rank.mermaid-king]" in why
    assert "Without Ben's Skull King" in why
    assert "[bonus.pirate]" in why


def test_why_by_position_is_the_same_as_by_name(cli: Cli) -> None:
    """A card position from 1 names the same player's card (rank.king)."""
    by_name = cli("trick", *TRIANGLE, "--why", "Ann", "--plain")
    by_position = cli("trick", *TRIANGLE, "--why", "1", "--plain")
    assert by_name == by_position


def test_why_json_has_the_fields_of_the_issue(cli: Cli) -> None:
    """rank.king in --json: why_not with player, beaten_by, rule, text and would_win_if, each with a verdict."""
    code, out, _ = cli("trick", *TRIANGLE, "--why", "Ann", "--what-if", "1=mermaid", "--json")
    assert code == 0
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    why = data["why_not"]
    assert (why["player"], why["beaten_by"], why["rule"]) == ("Ann", 1, "rank.king")
    first = why["would_win_if"][0]
    assert (first["card"], first["rule"], first["verdict"]["winner_name"]) == ("mermaid", "rank.mermaid-king", "Ann")
    what = data["what_if"]
    assert what["verdict"]["rule"] == "rank.mermaid-king" and "winner" in what["changed"]


def test_why_of_the_winner_says_it_won(cli: Cli) -> None:
    """rank.king: Ben's Skull King won."""
    code, out, _ = cli("trick", *TRIANGLE, "--why", "Ben", "--json")
    why = json.loads(out)["why_not"]
    assert code == 0 and why["won"] and why["beaten_by"] is None and why["would_win_if"] == []


def test_what_if_plain_shows_before_and_after(cli: Cli) -> None:
    """rank.pirate once the Skull King is an Escape: the winner and the next leader change."""
    code, out, _ = cli("trick", *TRIANGLE, "--what-if", "Ben=escape", "--plain")
    assert code == 0
    assert "What if Ben had played an Escape?" in out
    assert "Ben with sk (card 2)  ->  Ann with rosie (card 1)" in out
    assert "rank.king  ->  rank.pirate" in out


def test_what_if_by_name_changes_the_card_why_asks_about(cli: Cli) -> None:
    """volley.extra, rank.lead: asked by name, --what-if changes the card --why asks about, the Last Volley's
    extra card (the Volley itself never wins): Ann's g9 for her g1 wins the trick. By position, card 1 is the
    Volley, and a g9 there leaves Ann playing twice, which is refused saying so."""
    volley = ["Ann=volley", "Ben=g3", "Cat=g5", "Ann=g1"]
    code, out, _ = cli("trick", *volley, "--what-if", "Ann=g9", "--plain")
    assert code == 0, out
    assert "Cat with g5 (card 3)  ->  Ann with g9 (card 4)" in out
    code, _, err = cli("trick", *volley, "--what-if", "1=g9", "--plain")
    assert code == 2 and "with g9 as card 1, the trick cannot be" in err and "Ann plays twice" in err


@pytest.mark.parametrize("lang", [None, "fr", "de", "es", "zh"])
def test_what_if_that_ends_the_loots_alliance_is_not_the_same_verdict(cli: Cli, lang: str | None) -> None:
    """loot.alliance: P1's Loot allies P1 with P2; with a green 3 instead the alliance is gone, which the
    what-if shows in its alliances' row and counts, in every language, and its JSON names."""
    said = [] if lang is None else ["--lang", lang]
    code, out, _ = cli("trick", "P1=loot", "P2=g14", "P3=g5", "--what-if", "1=g3", "--plain", *said)
    assert code == 0
    alliances = {None: "Alliances", "fr": "Alliances", "de": "Bündnisse", "es": "Alianzas", "zh": "结盟"}[lang]
    row = next(line for line in out.splitlines() if line.strip().startswith(alliances) and "->" in line)
    assert "P1" in row and "P2" in row
    same = {
        None: "The verdict is the same.",
        "fr": "Le verdict est le même.",
        "de": "Das Urteil bleibt gleich.",
        "es": "El veredicto es el mismo.",
        "zh": "裁决不变。",
    }[lang]
    assert same not in out
    code, out, _ = cli("trick", "P1=loot", "P2=g14", "P3=g5", "--what-if", "1=g3", "--json")
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    assert data["what_if"]["changed"] == ["card", "alliances"] and data["what_if"]["verdict"]["alliances"] == []


@pytest.mark.parametrize("columns", ["60", "100"])
def test_rich_output_at_60_and_100_columns(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: str) -> None:
    """rank.mermaid-king in the rich panels: no line wider than the terminal, the rule IDs kept whole."""
    monkeypatch.setenv("COLUMNS", columns)
    code, out, _ = cli("trick", *TRIANGLE, "--why", "Ann", "--what-if", "1=mermaid", "--format", "rich")
    assert code == 0
    assert max(len(line) for line in out.splitlines()) <= int(columns)
    assert "rank.mermaid-king" in out and "What if Ann had played a Mermaid?" in out
    assert "Why not Ann's Pirate Rosie D'Laney (card 1)?" in out


@pytest.mark.parametrize("columns", [60, 100, 200])
@pytest.mark.parametrize("lang", [(), ("--lang", "zh")])
def test_the_panels_of_one_answer_are_as_wide_as_each_other(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int, lang: tuple[str, ...]
) -> None:
    """rank.king, rank.mermaid-king: the verdict, why not and what-if panels of one answer share its width, the
    terminal's (at 100 columns the what-if panel was 83 wide, as wide as its table, under two of 100)."""
    from rich.cells import cell_len

    monkeypatch.setenv("COLUMNS", str(columns))
    args = ("Ann=rosie", "Ben=sk", "Cat=mermaid", "--why", "Ben", "--what-if", "3=escape", "--format", "rich", *lang)
    code, out, _ = cli("trick", *args)
    tops = [cell_len(line) for line in out.splitlines() if line.startswith("\N{BOX DRAWINGS LIGHT ARC DOWN AND RIGHT}")]
    assert code == 0 and tops == [columns] * 3, out


PLANKED = ("Ann=sk", "Ben=rosie", "Cat=plank:rosie", "Dan=mermaid")


def test_why_speaks_french_with_lang_and_english_without(cli: Cli) -> None:
    """plank.remove, rank.mermaid-king, bonus.mermaid: --why in --lang fr, the rule IDs and names as they are,
    the rule's title quoted in French; the English answer unchanged without --lang."""
    code, out, _ = cli("trick", *PLANKED, "--why", "Ben", "--plain", "--lang", "fr")
    assert code == 0
    why = out[out.index("Pourquoi pas ") :]
    assert why.startswith("Pourquoi pas Rosie la Douce de Ben (carte 2)\xa0?\n")
    assert "a perdu face à la Sirène de Dan\xa0: la Planche l'a retirée à la fin du pli" in why
    assert "[plank.remove]" in why and "Ben aurait pu gagner ainsi\xa0:" in why
    assert "Ben joue une Sirène au lieu de Rosie la Douce\xa0: la Sirène de Ben gagne" in why
    assert "\n  Bonus\xa0:\n" in why and "[bonus.mermaid]" in why
    _, english, _ = cli("trick", *PLANKED, "--why", "Ben", "--plain")
    assert "Ben plays a Mermaid instead of Rosie D'Laney: Ben's Mermaid wins (with a Mermaid and the" in english


@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ((), "Why did Ben's green 5 (card 2) win?"),
        (("--lang", "fr"), "Pourquoi le 5\xa0vert de Ben (carte 2) a-t-il gagné\xa0?"),
        (("--lang", "de"), "Warum hat Bens grüne\xa05 (Karte 2) gewonnen?"),
        (("--lang", "es"), "¿Por qué ganó el 5\xa0verde de Ben (carta 2)?"),
        (("--lang", "zh"), "为什么Ben的绿色5（第2张牌）获胜？"),  # noqa: RUF001
    ],
)
def test_why_asked_of_the_winner_asks_why_it_won(cli: Cli, lang: tuple[str, ...], heading: str) -> None:
    """rank.lead: --why about the card that won is headed as a question about the winner, not "Why not ...?" above
    an answer saying it won; in every language, the plain text and the rich panel alike."""
    code, out, _ = cli("trick", "Ann=g3", "Ben=g5", "--why", "Ben", "--plain", *lang)
    assert code == 0
    why = out.split("\n\n")[-1].splitlines()
    assert why[0] == heading


def test_why_panel_in_chinese(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """plank.remove, rank.mermaid-king: the rich --why panel in --lang zh, its heading and the title it quotes."""
    monkeypatch.setenv("COLUMNS", "100")
    code, out, _ = cli("trick", *PLANKED, "--why", "Ben", "--format", "rich", "--lang", "zh")
    assert code == 0
    assert "为什么不是Ben的Rosie D'Laney（第2张牌）？" in out  # noqa: RUF001
    assert "在以下情况下Ben会获胜：" in out and "奖励分数" in out and "plank.remove" in out  # noqa: RUF001
    assert "Why not" not in out and "would have won" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--why", "Zed"], "--why 'Zed': no player is called 'Zed' in this trick; the players are Ann, Ben, Cat"),
        (["--why", "ann"], "--why 'ann': no player is called 'ann' in this trick; did you mean Ann?"),
        (["--what-if", "BEN=sk"], "--what-if 'BEN=sk': no player is called 'BEN' in this trick; did you mean Ben?"),
        (["--why", "4"], "--why '4': there is no card 4 in this trick of 3 cards"),
        (["--why", "0"], "there is no card 0"),
        (["--why=-1"], "--why '-1': there is no card -1 in this trick of 3 cards (give 1 to 3)"),
        (["--what-if=-2=sk"], "there is no card -2 in this trick of 3 cards (give 1 to 3)"),
        (["--what-if", "2=frog"], "--what-if '2=frog':"),
        (["--what-if", "2"], "--what-if '2': write POSITION=CARD"),
        (["--what-if", "=g3"], "write POSITION=CARD"),
        (["--what-if", "9=g3"], "there is no card 9"),
        (["--what-if", "2=Ann=g3"], "give one card after '='"),
        (["--what-if", "1=sk"], "--what-if '1=sk': with sk as card 1, the trick cannot be"),
        (["--what-if", "1=g3", "--what-if", "2=g4"], "one changed card at a time"),
        (["--why", "1", "--why", "2"], "--why is given 2 times; ask about one card at a time"),
        (["--why", "Ann", "--why", "Ann", "--why", "Ben"], "--why is given 3 times"),
    ],
)
def test_bad_questions_are_one_clear_line(cli: Cli, args: list[str], message: str) -> None:
    """box.copies and the notation: every bad --why or --what-if is refused on one line, exit 2."""
    code, out, err = cli("trick", *TRIANGLE, *args, "--plain")
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_what_if_with_a_card_of_another_module_takes_that_module(cli: Cli) -> None:
    """kraken.destroy: with --deck auto, the Kraken asked about joins the deck."""
    code, out, _ = cli("trick", *TRIANGLE, "--what-if", "3=kraken", "--json")
    assert code == 0 and json.loads(out)["what_if"]["verdict"]["outcome"] == "destroyed"
    code, _, err = cli("trick", *TRIANGLE, "--what-if", "3=kraken", "--deck", "base")
    assert code == 2 and "Kraken" in err


def test_why_with_the_plank_s_pirate_replaced_plain_and_json(cli: Cli) -> None:
    """plank.remove: with Rosie replaced the Plank has no Pirate left, and Ben's Mermaid wins (rank.mermaid-king)."""
    trick = ("Ann=sk", "Ben=rosie", "Cat=plank:rosie", "Dan=mermaid")
    code, out, err = cli("trick", *trick, "--why", "Ben", "--plain")
    assert (code, err) == (0, "")
    assert "    - Ben plays a Mermaid instead of Rosie D'Laney: Ben's Mermaid wins" in out
    assert "No single change" not in out
    code, out, _ = cli("trick", *trick, "--why", "Ben", "--json")
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    first = data["why_not"]["would_win_if"][0]
    assert (first["card"], first["plank_removes"], first["verdict"]["plays"][2]) == ("mermaid", None, "Cat=plank")


def test_why_lists_the_plank_removing_another_pirate(cli: Cli) -> None:
    """plank.remove: the Plank aimed at Bendt instead of Rosie lets Rosie win (rank.pirate); --json says "plank"."""
    trick = ("Ann=g3", "Ben=rosie", "Cat=bendt", "Dan=plank:2")
    code, out, _ = cli("trick", *trick, "--why", "Ben", "--plain")
    assert code == 0
    assert "- Dan's Walk the Plank removes Cat's Pirate Bendt the Bandit instead of Ben's Pirate Rosie D'Laney" in out
    data = json.loads(cli("trick", *trick, "--why", "Ben", "--json")[1])
    jsonschema.validate(data, SCHEMA)
    aimed = [c for c in data["why_not"]["would_win_if"] if c["change"] == "plank"]
    assert [(c["position"], c["plank_removes"], c["verdict"]["winner_name"]) for c in aimed] == [(3, 2, "Ben")]


def test_why_by_name_asks_about_the_last_volley_s_extra_card(cli: Cli) -> None:
    """volley.extra: by name, Ann is asked about her extra card (card 4), as --why 4 is; with the green 9 she won."""
    lost = ("Ann=volley", "Ben=g3", "Cat=g5", "Ann=g2")
    by_name, by_position = cli("trick", *lost, "--why", "Ann", "--json"), cli("trick", *lost, "--why", "4", "--json")
    assert by_name == by_position
    why = json.loads(by_name[1])["why_not"]
    assert (why["position"], why["rule"], why["would_win_if"][0]["card"]) == (3, "rank.lead", "g6")
    code, out, _ = cli("trick", "Ann=volley", "Ben=g3", "Cat=g5", "Ann=g9", "--why", "Ann", "--plain")
    assert code == 0 and "Ann's green 9 won the trick" in out


# ------------------------------------------------------------------ skrules trick -


def _stdin(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))


def test_stdin_prints_one_verdict_per_trick(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.mermaid-king and kraken.destroy, one line each; blank lines and comments are skipped."""
    _stdin(monkeypatch, "mermaid sk rosie\n\n# the FAQ\nAnn=y12 Ben=b3 Cat=whale Dan=kraken  # Kraken last\n")
    code, out, err = cli("trick", "-")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines == [
        "mermaid sk rosie: P1 with mermaid (card 1) [rank.mermaid-king]; bonus +40 for P1 if P1 makes the bid; "
        "next lead P1",
        "Ann=y12 Ben=b3 Cat=whale Dan=kraken: nobody: the trick is destroyed [kraken.destroy]; bonus none; "
        "next lead Ben",
    ]


def test_stdin_json_lines(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.lead: each line is one JSON object of the trick schema."""
    _stdin(monkeypatch, "escape loot g5 g9\ng3 g5\n")
    code, out, _ = cli("trick", "-", "--json")
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [o["winning_card"] for o in objects] == ["g9", "g5"]
    for o in objects:
        jsonschema.validate(o, SCHEMA)


def test_stdin_bad_line_is_reported_with_its_number_and_the_others_still_print(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """box.copies: a second Skull King on line 3 is refused; lines 1 and 4 are judged; exit 2."""
    _stdin(monkeypatch, "g3 g5\n\nsk sk\nfrog g3\nmermaid g4\n")
    code, out, err = cli("trick", "-")
    assert code == 2
    assert len(out.splitlines()) == 2
    assert err.splitlines() == [
        "skrules: error: line 3: card 2 'sk': Skull King appears 2 times in this trick (cards 1, 2); "
        "the box holds one copy",
        "skrules: error: line 4: card 1 'frog': not a card",
    ]


@pytest.mark.parametrize(
    "args", [["-", "g3"], ["g3", "-"], ["-", "--why", "1"], ["-", "--what-if", "1=g3"], ["-", "--hand", "1=g3"]]
)
def test_stdin_refuses_what_takes_one_trick(cli: Cli, monkeypatch: pytest.MonkeyPatch, args: list[str]) -> None:
    """play.hand and --why need one trick: with '-' they are refused, exit 2."""
    _stdin(monkeypatch, "g3 g5\n")
    code, out, err = cli("trick", *args)
    assert code == 2 and out == "" and err.startswith("skrules: error: ")


_LINE = st.lists(st.sampled_from(["g3", "y5", "b2", "sk", "mermaid", "rosie", "escape", "frog", "Ann=", "#", "  "]))


@settings(max_examples=examples(50))  # 50 under ci, 5 under dev
@given(st.lists(_LINE.map(" ".join), max_size=8))
def test_stdin_one_line_out_per_trick_in(lines: list[str]) -> None:
    """Every line with a trick gives exactly one line, on stdout or (refused) on stderr; exit 2 iff one failed
    (or none was given: then one line says so)."""
    given_tricks = [line for line in lines if line.partition("#")[0].split()]
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO("\n".join(lines) + "\n")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["trick", "-", "--plain"])
    finally:
        sys.stdin = saved
    printed, refused = out.getvalue().splitlines(), err.getvalue().splitlines()
    if not given_tricks:
        assert (code, printed, refused) == (2, [], [f"skrules: error: {RefusalMsg.STDIN_EMPTY}"])
        return
    assert len(printed) + len(refused) == len(given_tricks)
    assert code == (2 if refused else 0)
    assert all(line.startswith("skrules: error: line ") for line in refused)


_WORDS = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["1", "2", "3", "4", "0", "Ann", "Ben", "Cat", "=", "mermaid", "sk", "plank:1", "tigress"]),
)


@settings(max_examples=examples(100))
@given(why=st.lists(_WORDS, max_size=2).map("".join), what=st.lists(_WORDS, max_size=3).map("".join))
def test_any_why_or_what_if_text_is_answered_or_refused_in_one_line(why: str, what: str) -> None:
    """Fuzzing the --why and --what-if readers: an answer (exit 0) or one line of error (exit 2), never a traceback."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["trick", *TRIANGLE, f"--why={why}", f"--what-if={what}", "--json"])
    assert code in (0, 2), err.getvalue()
    if code == 0:
        data = json.loads(out.getvalue())
        assert "why_not" in data and "what_if" in data
    else:
        assert out.getvalue() == ""
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and lines[0].startswith("skrules: error: ")


def test_stdin_line_that_is_not_text_is_reported_and_the_others_still_print(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rank.lead on lines 1 and 3; line 2 is not UTF-8: one clear line for it, exit 2."""
    raw = io.TextIOWrapper(io.BytesIO(b"g3 g5\n\xff\xfe g3\ny3 y4\n"), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", raw)
    code, out, err = cli("trick", "-")
    assert code == 2
    assert [line.split(":")[0] for line in out.splitlines()] == ["g3 g5", "y3 y4"]
    assert err.strip() == "skrules: error: line 2: this line is not utf-8 text"


def test_why_not_offers_the_cards_the_typed_ones_come_with(cli: Cli) -> None:
    """kraken.destroy, whale.numbers, box.advanced: with the automatic deck, a Kraken typed means
    the advanced cards are in play, so the White Whale is offered as a change; with --deck naming
    the Kraken alone, it is not (a card outside the deck in play is never offered)."""
    code, out, _ = cli("trick", "--plain", "--why", "Ann", "Ann=g9", "Ben=kraken", "Cat=g3")
    assert code == 0 and "plays the White Whale instead" in out
    code, out, _ = cli("trick", "--plain", "--deck", "kraken", "--why", "Ann", "Ann=g9", "Ben=kraken", "Cat=g3")
    assert code == 0 and "White Whale" not in out
