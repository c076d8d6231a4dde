"""``skrules table`` driven through standard input: whole games, save and resume, undo, every refusal.

The two games under ``scenarios/table/`` (written by ``python -m tests.table_games``) are typed
at the table as a table would type them (cards without names, in turn from the leader; Graybeard
flips his own) and must end where ``skrules check`` and :func:`skrules.game.play_game` end them
(two.ghost, two.flip, ability.*, game.end).
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from skrules.cards import parse_card
from skrules.formats.scenario import ScenarioKind, parse_file, parse_text
from skrules.game import GameSpec, RoundSpec, make_choice, play_game
from skrules.i18n import localizer
from skrules.scenario.run import Status, run_scenario
from skrules.table.lang import say
from skrules.table.save import game_text
from skrules.table.state import Options, Table
from skrules.trick import judge
from tests.conftest import ERROR
from tests.table_games import GAMES, ROOT, script_of

CLI = Callable[..., tuple[int, str, str]]
GAME_FILES = {name: ROOT / "scenarios" / "table" / f"{name}.skull" for name in GAMES}


def options_args(o: Options) -> list[str]:
    args = ["--players", ",".join(o.players), "--deck", o.deck, "--scoring", o.scoring, "--variant", o.variant]
    return [*args, "--abilities"] if o.abilities else args


QUIT = ["quit", "no"]  # leaving as a table leaves, an unsaved game left unsaved


def at_table(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lines: list[str], *args: str, leave: bool = True, columns: int = 100
) -> tuple[int, str, str]:
    """Run ``skrules table ARGS`` with the lines as its standard input, then ``quit`` and ``no`` (with
    ``leave=False`` the input just ends, which keeps an unsaved game in a recovery file)."""
    typed = [*lines, *QUIT] if leave else lines
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    monkeypatch.setenv("COLUMNS", str(columns))
    return cli("table", *args)


def spec_of(path: Path) -> tuple[GameSpec, Options]:
    """The saved game as :func:`play_game` takes it: the round scenarios' hands, bids, tricks and choices."""
    doc = parse_file(path)
    game = next(s for s in doc.scenarios if s.kind is ScenarioKind.GAME)
    rounds = []
    for s in doc.scenarios:
        if s.kind is not ScenarioKind.ROUND or s.round is None:
            continue
        r = s.round
        rounds.append(
            RoundSpec(
                (),
                dict(r.bids),
                [[w.text for w in t.plays] for t in r.tricks],
                hands={h.player: " ".join(w.text for w in h.cards) for h in s.hands},
                ghost=" ".join(w.text for w in r.ghost) if r.ghost else None,
                choices={
                    k: tuple(make_choice(c.power, [w.text for w in c.words]) for c in t.choices)
                    for k, t in enumerate(r.tricks, 1)
                    if t.choices
                },
                cannonball=frozenset(r.cannonball),
            )
        )
    from skrules.table.save import options_of_scenario

    options = options_of_scenario(game)
    assert game.game is not None
    return GameSpec(game.players or (), tuple(rounds), game.game.variant or "standard", game.game.dealer), options  # type: ignore[arg-type]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_game_typed_at_the_table_ends_as_the_game_scenario(
    name: str, cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A whole game typed as played (two.ghost with two players, ability.* with five).

    It ends with the scores play_game gives and skrules check passes on what it saved.
    """
    path = GAME_FILES[name]
    out_file = tmp_path / "saved.skull"
    code, out, err = at_table(cli, monkeypatch, [*script_of(path), f"save game {out_file}"], *options_args(GAMES[name]))
    assert code == 0 and err == ""
    assert "error:" not in out
    assert out_file.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
    spec, options = spec_of(path)
    played = play_game(spec, options.rules())
    saved = load_totals(out_file)
    assert played.totals == saved
    assert f"[game.end] After the last round {played.winner} has the highest total" in out
    results = [run_scenario(s) for s in parse_file(out_file).scenarios]
    assert [r.status for r in results] == [Status.PASSED] * len(results)


def load_totals(path: Path) -> dict[str, int]:
    from skrules.table.save import load_game

    return load_game(path).table().totals()


def test_a_saved_game_writes_two_loot_alliances_between_the_same_players_in_one_cell() -> None:
    """loot.alliance, score.alliance: in round 2 Ben's Loot allies Ben with Ann, who won its trick, then Ann's
    allies Ann with Ben: two alliances, +40 each. The game saved writes both in Ben's cell, as 'loot=Ann' twice:
    written once in each ally's cell, they would be one alliance. The saved game passes check."""
    table = Table(Options(("Ann", "Ben", "Cat"), deck="advanced"))
    for hands, bids, tricks in (
        (("g5", "g3", "g2"), (1, 0, 0), (["Ann=g5", "Ben=g3", "Cat=g2"],)),
        (
            ("loot g7", "loot g5", "g2 g3"),
            (1, 1, 0),
            (["Ben=loot", "Cat=g2", "Ann=g7"], ["Ann=loot", "Ben=g5", "Cat=g3"]),
        ),
    ):
        for player, hand in zip(table.players, hands, strict=True):
            table.give_hand(player, [parse_card(c) for c in hand.split()])
        table.bid(dict(zip(table.players, bids, strict=True)))
        for trick in tricks:
            table.play(trick)
        table.finish_round()
    text = game_text(table)
    assert "round 2: 1/1 1/1,loot=Ann,loot=Ann 0/0" in text and "totals: Ann=+80 Ben=+70 Cat=+30" in text
    assert all(r.status is Status.PASSED for r in map(run_scenario, parse_text(text).scenarios))


def test_save_and_resume_midway_through_a_round(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A game saved in the middle of round 4 and resumed ends as the game typed in one sitting (game.end)."""
    path = GAME_FILES["five-player"]
    script = script_of(path)
    cut = _index_of_round(script, 4) + 8  # round 4's hands, bids and a trick or two
    half = tmp_path / "half.skull"
    code, out, _ = at_table(
        cli, monkeypatch, [*script[:cut], f"save game {half}", "quit"], *options_args(GAMES["five-player"])
    )
    assert code == 0 and "Saved the game" in out
    assert "# under way: round 4" in half.read_text(encoding="utf-8")
    results = [run_scenario(s) for s in parse_file(half).scenarios]
    assert all(r.status is Status.PASSED for r in results)
    whole = tmp_path / "whole.skull"
    code, out, _ = at_table(cli, monkeypatch, [*script[cut:], f"save game {whole}"], "--resume", str(half))
    assert code == 0 and "Resumed" in out and "error:" not in out
    assert whole.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


def _index_of_round(script: list[str], number: int) -> int:
    """Where round ``number``'s lines start: its first 'hand' line after number - 1 runs of them."""
    starts = [i for i, line in enumerate(script) if line.startswith("hand Ann ")]
    return starts[number - 1]


def test_undo_takes_back_a_trick_the_bids_and_a_finished_round(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """undo: a mistyped trick, then the bids, then back into round 1 (play.order, bid.reveal)."""
    saved = tmp_path / "g.skull"
    lines = [
        "1 0 0",
        "g5 g9 mermaid",  # round 1 done: Cat wins
        "0 1 1",
        "undo",  # nothing typed in round 2's bids yet... the bids just typed go
        "undo",  # round 1's only trick comes back off
        "mermaid sk rosie",  # Ann wins round 1 instead
        "1 0 1",
        "sk g3 g4",
        "undo",
        "sk y3 y4",
        "g5 g6 g7",
        f"save game {saved}",
    ]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat")
    assert code == 0
    assert "Undone: the bids of round 2 taken back." in out
    assert "Undone: trick 1 of round 1 taken back." in out
    assert "Undone: trick 1 of round 2 taken back." in out
    table = _load(saved)
    assert [t.verdict.trick.plays[t.verdict.winner or 0].player for t in table.finished[0][0].tricks] == ["Ann"]
    assert [str(p.card) for p in table.finished[1][0].tricks[0].plays] == ["sk", "y3", "y4"]
    # round 1: Ann 1/1 +20 +40 (the Skull King taken), Ben and Cat 0/0 +10; round 2 (2 cards, Ben leads):
    # Ben's sk takes trick 1, Ann's g7 trick 2: Ann 1/1 +20, Ben 0/1 -20 (score.zero), Cat 1/0 -10
    assert table.table().totals() == {"Ann": 80, "Ben": -10, "Cat": 0}


def _load(path: Path) -> Table:
    from skrules.table.save import load_game

    return load_game(path)


REFUSALS = [
    ("Ann=5 Ben=0 Cat=0", "a bid is 0 to 1"),
    ("Ann=1 Dan=0 Cat=0", "'Dan' is not at the table; the players are Ann, Ben, Cat"),
    ("Ann=x Ben=0 Cat=0", "Ann=x: a bid is a number of tricks"),
    ("1 0 0 0", "4 bids for 3 players"),
    ("Ann=1 0 0", "write every bid as NAME=BID"),
    ("what if Ben", "write it as 'what if NAME=CARD'"),
    ("rule rank.nosuch", "no rule or ruling 'rank.nosuch'"),
    ("save game", "write 'save game FILE'"),
    ("scores", "no round is finished yet"),
    ("why", "no trick has been played yet"),
    ("save round r.skull", "no round is finished yet"),
]


@pytest.mark.parametrize(("line", "message"), REFUSALS)
def test_every_refusal_is_one_line_and_the_question_comes_again(
    line: str, message: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bad bid (bid.range), a name not at the table, a bad command: one error line, then the same prompt."""
    code, out, _ = at_table(cli, monkeypatch, [line], "--players", "Ann,Ben,Cat")
    assert code == 0
    errors = [x for x in out.splitlines() if "error:" in x]
    assert len(errors) == 1 and message in errors[0], out
    assert out.count("Round 1 bids> ") == 2


TRICK_REFUSALS = [
    ("zz9 g3 g4", "card 1 'zz9'"),
    ("g5 g6 g7 g8", "'g8' is one card too many"),
    ("g5 g6", "Cat has not played"),
    ("Ann=g5 Cat=g6 Ben=g7", "it is Ben's turn"),
    ("Dan=g5 g6 g7", "'Dan' is not at the table"),
    ("g5 sk sk", "sk"),
    ("y5 g6 g7", "does not hold y5"),
    ("=", "'=': write the player's name before the '=' and the card after it, e.g. Ann=g5"),
    ("g5 =g6 g7", "'=g6': write the player's name before the '=' and the card after it, e.g. Ben=g5"),
]


@pytest.mark.parametrize(("line", "message"), TRICK_REFUSALS)
def test_a_refused_trick_leaves_the_round_as_it_was(
    line: str, message: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bad tokens, too many or too few cards, a card out of turn (play.order), a card not in the hand (play.hand)."""
    lines = ["hand Ann g5", "1 0 0", line, "g5 g6 g7"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat")
    errors = [x for x in out.splitlines() if "error:" in x]
    assert code == 0 and len(errors) == 1 and message in errors[0], out
    said = "Cat's green 7 wins: it is the highest card of the lead suit, green [rank.lead]. No bonus."
    assert f"Trick 1: Ann g5, Ben g6, Cat g7. {said}" in " ".join(out.split())


def test_two_players_too_few_cards_says_the_ghost_plays_too(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two players (two.ghost): 'mermaid sk' gives the ghost the Skull King, so Ben has not played
    (play.order), and the error says that Graybeard's ghost plays in turn; three cards then do."""
    lines = ["1 0", "mermaid sk", "mermaid sk rosie"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben")
    assert code == 0 and out.count("error:") == 1, out
    said = " ".join(out.split())  # the console wraps long lines
    assert "Ben has not played" in said and "Graybeard's ghost plays in turn too" in said
    assert "Trick 1: Ann mermaid, Graybeard sk, Ben rosie." in out


def test_leaving_asks_to_save_and_never_overwrites_without_asking(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """quit asks before an unsaved game is lost; an existing file is replaced only on 'y'; piped input ending
    at quit's question keeps the game in a recovery file, with 130, as nobody answered it (the end of input
    at a prompt: tests/test_table_faults.py)."""
    kept = tmp_path / "kept.skull"
    kept.write_text("# mine\n", encoding="utf-8")
    lines = ["1 0 0", "quit", "", f"save game {kept}", "n", "quit", str(kept), "y"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat")
    assert code == 0
    assert out.count("The game is not saved. Type a file name") == 2
    assert "Not saved: " in out
    assert "# under way: bids Ann=1 Ben=0 Cat=0" in kept.read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = at_table(cli, monkeypatch, ["1 0 0", "quit"], "--players", "Ann,Ben,Cat", leave=False)
    assert "The game is not saved. Type a file name" in out and "Left without saving." not in out
    names = sorted(p.name for p in tmp_path.iterdir())
    assert code == 130 and names[0] == "kept.skull" and names[1].startswith("skrules-table-recovery-")


def test_saving_to_a_folder_named_without_a_suffix_writes_nothing_beside_it(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end (save): 'save game FOLDER' is refused as the folder it names; it wrote FOLDER.skull beside the
    folder (/tmp.skull at the file system's root for 'save game /tmp'), where nobody asked for a file."""
    folder = tmp_path / "games"
    folder.mkdir()
    typed = ["1 0 0", f"save game {folder}"]
    code, out, _ = at_table(cli, monkeypatch, typed, "--players", "Ann,Ben,Cat", columns=400)
    assert code == 0 and f"error: not saved: {str(folder)!r} is a folder; name a file" in out, out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games"] and not any(folder.iterdir())


def test_commands_answer_at_any_prompt(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Commands answer and the question comes back: why, rule, cards, scores, help, save (rank.mermaid-king)."""
    trick, saved_round = tmp_path / "t.skull", tmp_path / "r"
    lines = [
        "1 0 0",
        "mermaid sk rosie",
        "why",
        "why Ben",
        "rule rank.mermaid-king",
        "cards",
        "help",
        "scores",
        f"save trick {trick}",
        f"save round {saved_round}",
        "no",
    ]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat")
    assert code == 0
    assert "[rank.mermaid-king]" in out
    assert out.count("After 1 of 10 rounds Ann leads with 60.") == 2  # after the round, and for 'scores'
    kept = tmp_path / "r.skull"  # '.skull' added to a name without a suffix
    assert "round: Round 1" in kept.read_text(encoding="utf-8") and "scores: Ann=+60 Ben=+10 Cat=+10" in kept.read_text(
        encoding="utf-8"
    )
    assert all(r.status is Status.PASSED for r in map(run_scenario, parse_file(kept).scenarios))
    assert "undo " in out and "Cards at a glance" in out
    text = trick.read_text(encoding="utf-8")
    assert "trick: Ann=mermaid Ben=sk Cat=rosie" in text and "winner: Ann mermaid" in text
    assert all(r.status is Status.PASSED for r in map(run_scenario, parse_file(trick).scenarios))


def test_the_abilities_are_asked_for_and_mary_is_not_optional(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rosie chooses who leads (ability.rosie); Mary Thorne's pick cannot be skipped (mary.power)."""
    brawl = ("--abilities", "--variant", "skip-to-the-brawl")
    code, out, _ = at_table(cli, monkeypatch, ["Ann=0 Ben=1", "rosie g3 g4", "Ben"], "--players", "Ann,Ben", *brawl)
    assert code == 0 and "uses Rosie D'Laney: Ben leads trick 2" in out
    assert "Trick 2, Ben leads (Ben, Graybeard, Ann)> " in out
    mary = ["0 0 0", "mary g1 g2", "", "Cat g9"]
    code, out, _ = at_table(cli, monkeypatch, mary, "--players", "Ann,Ben,Cat", "--deck", "all", *brawl)
    assert "Mary Thorne's pick is not optional" in out
    assert "must be played by Cat in trick 2" in " ".join(out.split())


def test_what_if_by_name_at_the_table_changes_the_last_volley_s_extra_card(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """volley.extra: 'what if Ann=g9' after Ann's Last Volley and extra g1 changes the extra card, as 'why Ann'
    asks about it and skrules trick --what-if does: Ann would have won. 'ann' names her, though she is in the
    trick twice (it named nobody, being two players' names in another case)."""
    lines = ["1 0 0", "volley g3 g5 g1", "what if ann=g9", "why ann", "why Dan"]
    more = ("--players", "Ann,Ben,Cat", "--deck", "volley", "--variant", "skip-to-the-brawl")
    code, out, _ = at_table(cli, monkeypatch, lines, *more)
    assert code == 0 and "Cat with g5 (card 3)  ->  Ann with g9 (card 4)" in out, out
    assert "error: 'ann' played no card" not in out
    assert "error: 'Dan' played no card in the last trick (Ann, Ben, Cat); name a player or a position 1 to 4" in out


def test_an_ability_answer_is_refused_quoting_what_was_typed(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """ability.harry: at Harry's question the refusal quotes the answer typed ('1 0 0'), not the answer with
    'harry' put before it; a line naming another Pirate's ability (the next trick led with Rosie) is read as
    Harry's answer, which it is not, rather than as Rosie's choice, which nobody was asked for."""
    lines = ["Ann=1 Ben=0 Cat=0", "harry g3 g4", "1 0 0", "rosie g3 g4", "harry: -1"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--abilities")
    errors = [line for line in out.splitlines() if line.startswith("error:")]
    assert errors == [
        "error: '1 0 0': Harry the Giant's choice is written 'harry -1|0|+1'",
        "error: 'rosie g3 g4': Harry the Giant's choice is written 'harry -1|0|+1'",
    ]
    assert code == 0 and "Ann: bid 1→0, won 1 (off by 1) -10" in out


def as_at_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's transcripts are sessions at a terminal, where the score sheet is drawn as a table: rich is
    told it writes to one, a dumb one (no colour codes), the lines still read as piped (game.end)."""
    monkeypatch.setattr("rich.console.Console.is_terminal", property(lambda self: True))
    monkeypatch.setenv("TERM", "dumb")
    monkeypatch.delenv("FORCE_COLOR", raising=False)


def test_the_transcript_on_the_rulebook_page_is_what_the_table_prints(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """docs/tool/table.md's transcript, typed again, prints the same (rank.mermaid-king, play.order, game.end)."""
    page = (ROOT / "docs" / "tool" / "table.md").read_text(encoding="utf-8")
    block = page.split("```{code-block} console\n:class: skrules-transcript\n\n", 1)[1].split("```", 1)[0].splitlines()
    command, shown = block[0].removeprefix("$ skrules ").split(), block[1:]
    typed = [
        line.split("> ", 1)[1] for line in shown if "> " in line and line.split("> ", 1)[0].endswith(("bids", "leads"))
    ]
    monkeypatch.chdir(tmp_path)
    as_at_a_terminal(monkeypatch)
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    code, out, _ = cli(*command)
    assert code == 0
    assert [line.rstrip() for line in out.splitlines()] == shown
    assert (tmp_path / "friday.skull").is_file()


def test_without_options_the_set_up_is_asked_for_each_answer_checked(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """Players, deck, scoring, abilities, rounds, rulings asked in turn; a bad answer is asked again (setup.players)."""
    lines = ["Ann Ann", "Ann Ben Cat", "nonsense", "advanced", "what", "", "maybe", "y", "skip", "swift-n-salty"]
    lines += ["kraken=x", "kraken-leader=left-of-kraken"]
    code, out, _ = at_table(cli, monkeypatch, lines)
    assert code == 0
    errors = [x for x in out.splitlines() if "error:" in x]
    assert len(errors) == 6, out
    assert "Ann is named twice" in errors[0] and "unknown deck part 'nonsense'" in errors[1]
    assert "Players: Ann, Ben, Cat." in out and "Round 1 of 5:" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "Ann"], "Skull King"),
        (["--players", "Ann,Ann,Ben"], "Ann"),
        (["--players", "Ann,Ben", "--deck", "nonsense"], "unknown deck part 'nonsense'"),
        (["--players", "Ann,Ben", "--variant", "nonsense"], "the variants are"),
        (["--players", "Ann,Ben", "--dealer", "Cat"], "the dealer 'Cat' is not one of the players"),
        (["--resume", "no-such-file.skull"], "no such file to resume"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(
    args: list[str], message: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Options the table cannot set up a game with (setup.players, setup.dealer): exit 2, one line, no prompt."""
    code, out, err = at_table(cli, monkeypatch, [], *args)
    assert code == 2 and out == ""
    assert err.startswith("skrules: error:") and message in err and err.count("\n") == 1


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda t: t.replace("trick: Ann=y10", "trick: Ann=y11", 1), "does not hold y11"),
        (lambda t: t + "\n" + t[t.index("game: ") :].replace("at the table", "again"), "this file holds 2"),
        (lambda t: t + "# under way: round 1\n# under way: bids Ann=x\n", "cannot resume the round under way"),
        (lambda t: t.replace("round: Round 1", "round Round 1"), "saved.skull:4:"),
        # game.end, score.bid: a result written that the rounds do not give (check fails the file alike)
        (lambda t: t.replace("scores: Ann=+10 Ben=-10", "scores: Ann=+11 Ben=-10", 1), ":19: the line 'scores:' says"),
        (lambda t: t.replace("totals: Ann=-350", "totals: Ann=+999", 1), "the line 'totals:' says Ann=999"),
    ],
)
def test_a_saved_game_that_cannot_be_resumed_says_where(
    edit: Callable[[str], str], message: str, cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A saved game edited by hand into a round that cannot have been played (play.hand): file, line, what."""
    saved = tmp_path / "saved.skull"
    saved.write_text(edit(GAME_FILES["five-player"].read_text(encoding="utf-8")), encoding="utf-8")
    written = saved.read_bytes()
    code, out, err = at_table(cli, monkeypatch, [], "--resume", str(saved))
    assert code == 2 and out == ""
    assert message in err and str(saved) in err and err.count("\n") == 1
    assert saved.read_bytes() == written  # nothing overwritten


SET_UP = [  # the options that set up a new game, each as typed; a saved game has its own set-up
    ["--players", "X,Y"],
    ["--deck", "base"],  # the default, typed: still a set-up of its own
    ["--ruling", "kraken-leader=left-of-kraken"],
    ["--abilities"],
    ["--edition", "2013"],
    ["--house", "bonus-on-miss"],
    ["--scoring", "classic"],
    ["--variant", "standard"],
    ["--dealer", "Zed"],  # refused for being there, before being read
]


@pytest.mark.parametrize("pad", [False, True])
@pytest.mark.parametrize("option", SET_UP, ids=lambda o: o[0])
def test_resume_refuses_an_option_that_sets_up_a_new_game(
    option: list[str], pad: bool, cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """setup.players, setup.dealer, game.end (--resume): a saved game goes on with its own set-up; an option that
    would set up another is refused before anything else (the file is not even read), exit 2, one line."""
    saved = tmp_path / "saved.skull"
    saved.write_text(GAME_FILES["five-player"].read_text(encoding="utf-8"), encoding="utf-8")
    written = saved.read_bytes()
    for file in (str(saved), str(tmp_path / "none.skull")):
        code, out, err = at_table(cli, monkeypatch, [], *(["--pad"] if pad else []), "--resume", file, *option)
        assert (code, out) == (2, "")
        assert err == f"skrules: error: --resume goes on with the saved game's own set-up: leave out {option[0]}\n"
    assert saved.read_bytes() == written


def test_resume_names_every_option_of_a_new_game_it_refuses(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """setup.players, score.choice (--resume): each set-up option typed is named, in the order --help lists them;
    the options that make sense with --resume (--lang, --pad) are not."""
    args = ["--resume", "x.skull", "--lang", "en", "--players", "X,Y", "--deck", "all", "--scoring", "rascal"]
    args += ["--abilities", "--variant", "whirlpool", "--dealer", "Zed", "--edition", "2013"]
    code, out, err = at_table(cli, monkeypatch, [], *args)
    assert (code, out) == (2, "")
    named = "--players, --deck, --abilities, --edition, --scoring, --variant, --dealer"
    assert err == f"skrules: error: --resume goes on with the saved game's own set-up: leave out {named}\n"


def test_resume_keeps_the_options_that_go_with_it(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """game.end (--resume): --lang and the defaults left untyped resume the game as before."""
    saved = tmp_path / "saved.skull"
    saved.write_text(GAME_FILES["five-player"].read_text(encoding="utf-8"), encoding="utf-8")
    code, out, _ = at_table(cli, monkeypatch, [], "--resume", str(saved), "--lang", "en")
    assert code == 0 and " ".join(out.split()).startswith(f"Resumed {saved}: 10 of 10 rounds played")


CHECKED = [  # lines check reads and the replay does not (the game's cells, a round's dealer), edited by hand
    (
        ("round 1: 0/0 0/1,mermaid", "round 1: 0/0 0/9,mermaid"),
        "253:1: cannot resume The game at the table: the tricks won add up to 9, but round 1 has only 1 trick",
    ),
    (
        ("round 1: 0/0 0/1,mermaid", "round 1: 0/0,king 0/1,mermaid"),
        "253:10: cannot resume The game at the table: a capture bonus (bonus.king) with no trick won: only the "
        "winner of a trick captures its cards (bonus.capture)",
    ),
    (
        ("dealer: Eve", "dealer: Ann"),
        "18:8: cannot resume Round 1: trick 1, card 1 'Ann=y10': Ben leads this trick (Ben sits left of the dealer, "
        "Ann), not Ann (play.order)",
    ),
]


@pytest.mark.parametrize(("edit", "message"), CHECKED)
def test_resume_refuses_a_saved_game_that_check_fails(
    edit: tuple[str, str], message: str, cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end (--resume), bid.range, bonus.capture, play.order: a saved game ``skrules check`` fails is not
    resumed: exit 2, one line, the problem check finds at the file, line and column check points to; the file
    is left as it was."""
    saved = tmp_path / "saved.skull"
    saved.write_text(GAME_FILES["five-player"].read_text(encoding="utf-8").replace(*edit, 1), encoding="utf-8")
    written = saved.read_bytes()
    code, out, _ = cli("check", str(saved))
    place, _, said = message.partition(": ")
    name = said.removeprefix("cannot resume ").partition(": ")[0]
    assert code == 1 and f"FAILED {saved}:" in out and f": {name}\n" in out
    assert f"\n  line {place}: refused " in out  # the scenario's line above, the refusal's own below
    code, out, err = at_table(cli, monkeypatch, ["scores"], "--resume", str(saved))
    assert (code, out) == (2, "")
    assert err == f"skrules: error: {saved}:{message}\n"
    assert saved.read_bytes() == written


def test_why_not_and_what_if_answer_as_skrules_trick_does(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.mermaid-king, bonus.king, bonus.capture: 'why Ben' says why Ben's Skull King lost, 'why Ann' (the
    winner) what her Mermaid won by and earned, and 'what if 2=escape' judges the trick again, each in
    the words of skrules trick --why and --what-if; a card or a player not in the trick is refused."""
    lines = ["1 0 0", "mermaid sk rosie", "why Ben", "why ann", "what if 2=escape", "what if Cat=zz", "why Dan"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat")
    assert code == 0
    trick = ["trick", "--plain", "Ann=mermaid", "Ben=sk", "Cat=rosie"]
    for asked in (["--why", "Ben"], ["--why", "Ann"], ["--what-if", "2=escape"]):
        _, said, _ = cli(*trick, *asked)
        answer = said[said.rindex("\n\n") + 2 :] if asked[0] == "--why" else said[said.index("What if") :]
        assert " ".join(answer.split()) in " ".join(out.split()), (asked, said, out)
    flat = " ".join(out.split())
    assert "Why did Ann's Mermaid (card 1) win?" in flat and "+40 for Ben's Skull King, taken by Ann's Mermaid." in flat
    assert "Why not Ben's Skull King (card 2)?" in flat
    errors = [x for x in out.splitlines() if "error:" in x]
    assert "'zz'" in errors[0] and "'Dan' played no card in the last trick" in errors[1]


def test_why_alone_explains_the_trick_step_by_step(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """rank.mermaid-king: 'why' with no name gives the trick's steps, each citing its rule."""
    code, out, _ = at_table(cli, monkeypatch, ["1 0 0", "mermaid sk rosie", "why"], "--players", "Ann,Ben,Cat")
    assert code == 0
    assert "[rank.mermaid-king] Ann's Mermaid and Ben's Skull King" in " ".join(out.split())


def test_a_two_player_table_names_the_turn_order_and_its_own_players(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """two.order: Graybeard's ghost plays second, so the trick prompt says where he sits; the help's
    examples name the players at this table, not a Cat who is not there."""
    code, out, _ = at_table(cli, monkeypatch, ["Ann=1 Ben=0", "help"], "--players", "Ann,Ben")
    assert code == 0
    assert "Trick 1, Ann leads (Ann, Graybeard, Ben)> " in out
    assert "Bids: Ann=2 Ben=0, or 2 0 in seat order" in out
    assert "Cat" not in out
    _, out, _ = at_table(cli, monkeypatch, ["1 0 0"], "--players", "Ann,Ben,Cat")
    assert "Trick 1, Ann leads> " in out  # three players or more: no ghost, the leader is enough


def test_round_in_turn_is_the_order_of_the_trick_under_way() -> None:
    """two.order, play.order: Round.in_turn lists who plays, from the leader; empty before the bids."""
    from skrules import RuleSet
    from skrules.deal import GHOST
    from skrules.round import Round

    r = Round(("Ann", "Ben"), 1, RuleSet())
    assert r.in_turn == ()
    r.bid({"Ann": 1, "Ben": 0})
    # the bids change in_turn, which mypy still holds to be the () asserted above
    assert r.in_turn == ("Ann", GHOST, "Ben")  # type: ignore[comparison-overlap]
    r = Round(("Ann", "Ben", "Cat"), 1, RuleSet(), dealer="Ann")
    r.bid({"Ann": 1, "Ben": 0, "Cat": 0})
    assert r.in_turn == ("Ben", "Cat", "Ann")


def test_the_table_names_its_edition_and_house_rules_at_the_start(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """first.deck, house=bonus-on-miss: a game under another edition or a house rule says so first."""
    _, out, _ = at_table(cli, monkeypatch, [], "--players", "Ann,Ben,Cat", "--edition", "2013")
    assert "Rules: 2013 edition." in out
    _, out, _ = at_table(cli, monkeypatch, [], "--players", "Ann,Ben,Cat")
    assert "Rules:" not in out


def answer_to(out: str, typed: str) -> list[str]:
    """The lines the table wrote in answer to the line typed, up to the next prompt."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.endswith(f"> {typed}")) + 1
    end = next(i for i in range(start, len(lines)) if "> " in lines[i])
    return lines[start:end]


def test_why_wrapped_on_a_narrow_terminal_keeps_each_step_under_its_number(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rank.mermaid-king, bonus.king, bonus.capture: at 60 columns 'why' wraps its numbered steps, and
    'why Ben' its dashed changes and bonuses, each continuation under its item's text, never flush left;
    no line is wider than the terminal, and the words are those of a wide terminal's answer."""
    lines = ["1 0 0", "mermaid sk rosie", "why", "why Ben"]
    _, wide, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", columns=200)
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", columns=60)
    assert code == 0
    steps, why_not = answer_to(out, "why"), answer_to(out, "why Ben")
    for answer in (steps, why_not):
        assert max(map(len, answer)) <= 60 and not any(line.endswith(" ") for line in answer)
    assert " ".join(" ".join(steps).split()) == " ".join(" ".join(answer_to(wide, "why")).split())
    assert " ".join(" ".join(why_not).split()) == " ".join(" ".join(answer_to(wide, "why Ben")).split())
    assert len(steps) > len(answer_to(wide, "why"))  # wrapped, so the indent below is the one wrapping gives
    assert all(re.match(r"  \d\. \S|     \S", line) for line in steps), steps
    assert why_not[0].startswith("Why not Ben's Skull King")
    indent = 2  # the hanging indent of the item a line goes on with: "  " for a sentence, "    - " for a change
    for line in why_not[1:]:
        item = re.match(r"(  )\S|(    - )\S", line)
        if item is not None:
            indent = len(item.group(1) or item.group(2))
        else:
            assert re.match(" " * indent + r"\S", line), (line, why_not)
    assert sum(line.startswith("      ") for line in why_not) >= 3  # the dashed items wrapped under their text


def test_a_hand_of_the_wrong_size_is_refused_in_plain_english(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """setup.deal: 'hand' with too many or too few cards says how many each player is dealt, 1 or 2,
    with the verb and the noun agreeing ('1 is dealt', '1 card'), not '1 are dealt'."""
    lines = ["hand Ann sk mermaid", "1 0 0", "mermaid sk rosie", "hand Ann sk"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat")
    assert code == 0
    errors = [x for x in out.splitlines() if "error:" in x]
    assert errors == [
        "error: round 1: Ann's hand holds 2 cards, but 1 is dealt to each (setup.deal)",
        "error: round 2: Ann's hand holds 1 card, but 2 are dealt to each (setup.deal)",
    ]


@pytest.mark.parametrize(
    ("more", "said"),
    [
        ((), "Ann is named twice; each player has one seat"),
        (("--pad",), "Ann is named twice; each player has one seat"),
        (("--lang", "fr"), "Ann figure deux fois\xa0; chaque joueur a une place"),
    ],
)
def test_a_player_named_twice_in_the_options_is_refused_by_name_alone(
    more: tuple[str, ...], said: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """setup.players: --players Ann,Ann,Ben is refused as the players question refuses it, in the table's
    language, on one line with exit 2: no round has begun, so no 'round 1:' before it."""
    code, out, err = at_table(cli, monkeypatch, [], "--players", "Ann,Ann,Ben", *more)
    lang = more[1] if "--lang" in more else None
    assert (code, out, err) == (2, "", f"{ERROR[lang]}{said}\n")


@pytest.mark.parametrize("typed", ["Ann,,Cat", "Ann,Ben,", ",Ann,Ben"])
@pytest.mark.parametrize("more", [(), ("--pad",)])
def test_an_empty_name_between_commas_is_refused_not_dropped(
    typed: str, more: tuple[str, ...], cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """setup.players, two.flip: 'Ann,,Cat' leaves a name out; read as two players it would start Graybeard's
    two-player game, with its own rules, so it is refused by what was typed, with exit 2."""
    code, out, err = at_table(cli, monkeypatch, [], "--players", typed, *more)
    said = f"'{typed}' has an empty name between commas; give each player's name once, e.g. Ann,Ben,Cat"
    assert (code, out, err) == (2, "", f"skrules: error: {said}\n")


@pytest.mark.parametrize("more", [(), ("--pad",)])
def test_nine_players_sit_at_the_table_with_the_expansion_pack(
    more: tuple[str, ...], cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """exp.players, setup.players: the Expansion Pack seats a ninth player ("With all expansion cards
    included, up to nine players can play the full ten rounds"); the base deck refuses him, saying so."""
    nine = "A,B,C,D,E,F,G,H,I"
    code, out, _ = at_table(cli, monkeypatch, ["quit"], "--players", nine, "--deck", "all", *more)
    assert code == 0 and "Round 1 of 10: 1 card each." in out, out
    code, out, err = at_table(cli, monkeypatch, [], "--players", nine, *more)
    assert code == 2
    assert err == (
        "skrules: error: 9 players: this deck seats at most 8 (setup.players); the Expansion Pack seats more"
        " (exp.players), and so does ruling.seats=deck\n"
    )


@pytest.mark.parametrize(
    ("more", "said"),
    [
        ((), "error: Ann is given two bids on this line; each player bids once (bid.reveal)"),
        (
            ("--lang", "fr"),
            "erreur\xa0: Ann reçoit deux mises sur cette ligne\xa0; chaque joueur mise une fois (bid.reveal)",
        ),
    ],
)
def test_a_player_bidding_twice_on_one_line_is_refused(
    more: tuple[str, ...], said: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bid.reveal: each player bids once; 'Ann=1 Ann=0' is refused, never read as Ann's last bid (which
    silently changed the bid and the score), and the bids are asked again."""
    lines = ["Ann=1 Ann=0 Ben=0 Cat=0", "Ann=1 Ben=0 Cat=0", "g5 g3 g2"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", *more)
    assert code == 0
    assert said in out.replace("\n", " ").replace("  ", " "), out
    row = ["1", "1", "+20", "(20)", "+10", "(10)", "+10", "(10)"]  # Ann bid 1 and won the trick: her bid of 1 stood
    assert row in [line.split() for line in out.splitlines()], out


def test_into_a_pipe_a_refusal_is_not_folded(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """setup.players: with no COLUMNS and standard output a pipe, a refusal longer than 80 columns stays
    on its one line, as a program reading the table's output expects; COLUMNS=80 still folds it."""
    lines = ["A B C D E F G H I", "base", "", "", "", ""]
    said = (
        "error: 9 players: this deck seats at most 8 (setup.players); the Expansion Pack seats more (exp.players), "
        "and so does ruling.seats=deck"
    )
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in [*lines, "quit"])))
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.delenv("LINES", raising=False)
    code, out, _ = cli("table")
    assert code == 0 and said in out.splitlines(), out
    assert "Players, in seat order (2 to 8 names; more with the Expansion Pack)> " in out  # exp.players
    _, out, _ = at_table(cli, monkeypatch, [*lines, "quit"], columns=80)
    assert said not in out.splitlines() and said.split(" (exp.", maxsplit=1)[0] not in out.splitlines()


def test_into_a_pipe_a_rule_is_its_whole_text_as_skrules_rule_writes_it(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kraken.leader, rank.king: 'rule ID' into a pipe with no COLUMNS writes the rule's whole text, plain, as
    'skrules rule ID' writes it there (its title, chapter and every line), not a panel cut to its first line;
    at a terminal it is the panel, the text whole within it."""
    lines = ["Ann Ben Cat", "", "", "", "", "", "rule kraken.leader", "rule rank.king", "quit"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.delenv("LINES", raising=False)
    code, out, _ = cli("table")
    assert code == 0 and not set(out) & set("╭╮╰╯│"), out
    for rule in ("kraken.leader", "rank.king"):
        _, alone, _ = cli("rule", rule, "--plain")
        assert alone.strip() in out, (alone, out)
    assert "and its winner leads." in out
    as_at_a_terminal(monkeypatch)
    _, drawn, _ = at_table(cli, monkeypatch, ["rule kraken.leader"], "--players", "Ann,Ben,Cat")
    assert "╭─ kraken.leader" in drawn and "winner leads." in drawn


@pytest.mark.parametrize(
    ("more", "said"),
    [
        ((), "error: 'Ann=1' is not a ruling: write NAME=READING (for example kraken-leader=left-of-kraken),"),
        (("--lang", "fr"), "erreur\xa0: 'Ann=1' n'est pas un arbitrage\xa0: écrivez NOM=LECTURE"),
    ],
)
def test_bids_typed_at_the_rulings_question_are_said_to_come_after_the_set_up(
    more: tuple[str, ...], said: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bid.reveal: one Enter too few puts the bids on the rulings question; they are named for what they are,
    not an unknown ruling 'ann' with all the rulings listed, and a misspelt ruling still is one."""
    lines = ["Ann Ben Cat", "", "", "", "", "Ann=1 Ben=0 Cat=0", "2 0 0", "krakn-leader=x", ""]
    code, out, _ = at_table(cli, monkeypatch, lines, *more, columns=400)
    errors = [line for line in out.splitlines() if "error" in line or "erreur" in line]
    assert code == 0 and len(errors) == 3, out
    assert errors[0].startswith(said) and "'2'" in errors[1] and "ruling.ann" not in out
    assert "'krakn-leader'" in errors[2] and "kraken-leader" in errors[2]
    assert "Round 1 of 10" in out or "Manche 1 sur 10" in out


def test_too_many_players_for_the_deck_is_said_at_the_deck_question_the_names_kept(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """setup.players, exp.players: nine names and the base deck are refused when the deck is answered, the deck
    asked again (not the players after every question); with the Expansion Pack the nine sit down."""
    nine = "Ann Ben Cat Dan Eve Fay Gus Hal Ivy"
    code, out, _ = at_table(cli, monkeypatch, [nine, "base", "all", "", "", "", ""], columns=400)
    assert code == 0
    lines = out.splitlines()
    refused = lines.index(
        "error: 9 players: this deck seats at most 8 (setup.players); the Expansion Pack seats more (exp.players), "
        "and so does ruling.seats=deck"
    )
    assert lines[refused - 1].startswith("Deck:") and lines[refused + 1].startswith("Deck:")
    assert sum(line.startswith("Players, in seat order") for line in lines) == 1
    assert f"Players: {nine.replace(' ', ', ')}." in out and "Round 1 of 10: 1 card each." in out


def test_nine_players_are_offered_every_card_and_sit_with_the_base_deck_under_seats_deck(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """setup.players, exp.players, ruling.seats: for nine names the deck question offers every card, which seats
    them (it offered the base deck, which it then refused, again and again); under --ruling seats=deck the base
    deck seats them as the rulings switched say (the deck was checked with the default reading, so such a table
    could never start)."""
    nine = "Ann Ben Cat Dan Eve Fay Gus Hal Ivy"
    code, out, _ = at_table(cli, monkeypatch, [nine, "", "", "", "", ""], columns=400)
    assert code == 0 and "error" not in out, out
    assert "kraken,whale [all]> " in out and "Round 1 of 10: 1 card each." in out
    code, out, _ = at_table(cli, monkeypatch, [nine, "", "", "", "", ""], "--ruling", "seats=deck", columns=400)
    assert code == 0 and "error" not in out, out
    assert "kraken,whale [base]> " in out and "Round 1 of 10: 1 card each." in out


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (None, "error: 1 player: Skull King needs two players at least (setup.players)"),
        ("fr", "erreur\xa0: 1 joueur\xa0: Skull King se joue à deux joueurs au moins (setup.players)"),
    ],
)
def test_one_player_is_told_two_are_needed_whatever_the_deck(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str | None, said: str
) -> None:
    """setup.players, exp.players: one name is refused before the deck is asked, in the words of the command
    line's refusal (no "2 to 8", which the Expansion Pack's tables exceed), and the players asked again."""
    code, out, _ = at_table(
        cli, monkeypatch, ["Ann", "Ann Ben", "", "", "", "", ""], *(["--lang", lang] if lang else [])
    )
    lines = out.splitlines()
    assert code == 0 and said in lines, out
    assert lines[lines.index(said) + 1].startswith(lines[lines.index(said) - 1].split(">")[0])


def test_a_set_up_still_refused_at_the_end_keeps_the_names_and_the_answers(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """first.deck: the 2013 edition plays the standard rounds only; the rounds refused once all is answered,
    the set-up is asked again from the deck, the names kept and the answers given as the defaults."""
    lines = ["Ann Ben Cat", "", "", "", "swift-n-salty", "", "", "", "", "standard", ""]
    code, out, _ = at_table(cli, monkeypatch, lines, "--edition", "2013", columns=400)
    assert code == 0 and "error: the 2013 edition has only the standard ten rounds" in out, out
    assert sum(line.startswith("Players, in seat order") for line in out.splitlines()) == 1
    assert "Rounds: standard, even-keeled, skip-to-the-brawl, swift-n-salty, ... [swift-n-salty]> " in out
    assert "Players: Ann, Ben, Cat." in out


def test_a_bad_edition_without_players_is_refused_before_any_question(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An --edition no printing has is one line and exit 2, as with --players, not asked round and round."""
    code, out, err = at_table(cli, monkeypatch, ["Ann Ben"], "--edition", "1999")
    assert code == 2 and out == "" and err.startswith("skrules: error:") and err.count("\n") == 1


def test_a_wrong_bid_at_a_player_s_own_question_is_asked_of_that_player_again(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bid.range: Enter at the bids asks player by player; a bid that is not 0 to the cards dealt is refused
    as that player's bid and the same player asked again, the bids before kept; a command still runs."""
    lines = ["", "1", "0", "mermaid sk rosie", "2", "0", "g5 g3 g2", "", "help", "quit", "no"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", leave=False, columns=400)
    assert code == 0
    said = "error: Cat's bid is a number of tricks from 0 to 1 (bid.range)"
    lines_out = out.splitlines()
    assert lines_out.count(said) == 2, out
    assert [line for line in lines_out if line.startswith("  Cat bids>")] == [
        "  Cat bids> mermaid sk rosie",
        "  Cat bids> 2",
        "  Cat bids> 0",
    ]
    assert "write every bid as NAME=BID" not in out and "Round 1 scored:" in out
    assert "At any prompt:" in out and "Left without saving." in out  # 'help' at Ann's own question of round 2


def test_a_bid_out_of_range_on_a_short_line_is_refused_at_once(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """bid.range: '1 2' for three players in a round of one card: Ben's 2 is refused then and there, not once
    Cat has been asked her bid; the round's bids are asked again."""
    code, out, _ = at_table(cli, monkeypatch, ["1 2", "1 0 0", "mermaid sk rosie"], "--players", "Ann,Ben,Cat")
    lines = out.splitlines()
    at = lines.index("Round 1 bids> 1 2")
    assert code == 0 and lines[at + 1 : at + 3] == [
        "error: round 1: Ben bids 2, but a bid is 0 to 1, the cards dealt (bid.range)",
        "Round 1 bids> 1 0 0",
    ]
    assert "  Cat bids>" not in out and "Round 1 scored:" in out


@pytest.mark.parametrize("line", ["1 0 0", "Ann=1 Ben=0 Cat=0"])
def test_a_whole_line_of_bids_at_a_player_s_own_question_is_the_round_s_bids(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, line: str
) -> None:
    """bid.reveal, bid.range: asked player by player, a player types the whole round's bids again: they are
    the round's bids (Ann 1, Ben 0, Cat 0), not a refusal of Cat's bid as a number from 0 to 1."""
    code, out, _ = at_table(cli, monkeypatch, ["1", "0", line, "mermaid sk rosie"], "--players", "Ann,Ben,Cat")
    assert code == 0 and f"  Cat bids> {line}" in out and "error" not in out
    assert "  Ann: bid 1, won 1 (made) +60" in out and "  Cat: bid 0, won 0 (made) +10" in out


def test_a_command_at_a_player_s_own_bid_keeps_the_bids_typed(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """bid.reveal: a command typed where one player is asked for a bid runs, and that player is asked again
    with the bids before kept; 'undo' there takes back the last bid typed, then the player before is asked."""
    lines = ["Ann=1 Ben=0", "help", "undo", "0", "0", "g5 g3 g2"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", columns=400)
    assert code == 0
    asked = [line for line in out.splitlines() if line.startswith(("  Ben bids>", "  Cat bids>", "Round 1 bids>"))]
    assert asked == [
        "Round 1 bids> Ann=1 Ben=0",
        "  Cat bids> help",
        "  Cat bids> undo",
        "  Ben bids> 0",
        "  Cat bids> 0",
    ]
    assert "At any prompt:" in out and "Undone: Ben's bid taken back." in out
    assert "Ann: bid 1, won 1 (made) +20" in out and "Cat: bid 0, won 0 (made) +10" in out


@pytest.mark.parametrize(
    ("more", "said"),
    [
        ((), "error: bids first: write every bid as NAME=BID (Ann=2 Ben=0), or only numbers in seat order (2 0);"),
        (("--lang", "de"), "Fehler: zuerst die Ansagen: schreibe jede Ansage als NAME=ANSAGE"),
    ],
)
def test_a_trick_typed_at_the_bids_is_told_the_bids_come_first(
    more: tuple[str, ...], said: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bid.reveal: a trick typed at the bids prompt ('mermiad sk rosie', 'Ann=sk Ben=g5 Cat=g2') is told the bids
    come first; a bid mistyped among numbers is still refused as that bid (bid.range)."""
    lines = ["mermiad sk rosie", "Ann=sk Ben=g5 Cat=g2", "1 x 0", "1 0 0"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", *more, columns=400)
    errors = [line for line in out.splitlines() if line.startswith(said.split(":", 1)[0])]
    assert code == 0 and len(errors) == 3, out
    assert errors[0].startswith(said) and errors[1].startswith(said)
    assert "Ben=x" in errors[2] and "(bid.range)" in errors[2]


def test_piped_the_score_sheet_is_plain_text_in_columns(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """game.end: into a pipe the score sheet is plain aligned text, each round's score with the total so far
    in brackets and who leads after a blank line, as ``skrules score --plain`` writes it; at a terminal it is
    the table drawn as before."""
    code, out, _ = at_table(cli, monkeypatch, ["1 0 0", "g5 g3 g2"], "--players", "Ann,Ben,Cat")
    assert code == 0
    assert not set(out) & set("│┃━─┏┓└┘├┤┼╇┡┩┳┴"), out
    sheet = out.split("Score sheet\n", 1)[1].splitlines()[:5]
    assert sheet == [
        "Round  Cards       Ann       Ben       Cat",
        "    1      1  +20 (20)  +10 (10)  +10 (10)",
        "Total               20        10        10",
        "",
        "[game.end] After 1 of 10 rounds Ann leads with 20.",
    ]
    as_at_a_terminal(monkeypatch)
    _, drawn, _ = at_table(cli, monkeypatch, ["1 0 0", "g5 g3 g2"], "--players", "Ann,Ben,Cat")
    assert "│     1 │ +20  20 │ +10  10 │ +10  10 │" in drawn and "\x1b" not in drawn  # round r deals r: no Cards


@pytest.mark.parametrize(
    ("lang", "next_lead"),
    [("fr", "Suivant\xa0: Ben entame le pli 2."), ("de", "Als Nächstes: Ben spielt Stich 2 aus.")],
)
def test_in_another_language_the_next_leader_is_said_once(
    lang: str, next_lead: str, cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """next.winner: mid-round the trick's line says who won and the bonus, and the table's own line who leads
    trick 2, as in English; the answer's "leads next" sentence is not said besides."""
    lines = ["0 1 1", "sk b14 g2", "1 1 0", "sk g14 g2"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--lang", lang, columns=400)
    assert code == 0
    named = {
        "fr": "Ben Skull King, Cat 14\xa0vert, Ann 2\xa0vert.\n",
        "de": "Ben Skull King, Cat Grün\xa014, Ann Grün\xa02.\n",
    }
    trick = out.split(named[lang], 1)[1].splitlines()[:2]  # the cards named as the language prints them
    assert "[rank.king]" in trick[0] and "Ben" in trick[0]
    assert trick[1].strip() == next_lead
    leads_next = localizer(lang).answer(judge(["Ben=sk", "Cat=g14", "Ann=g2"])).rsplit(". ", 1)[-1]
    assert leads_next not in trick[0]


def test_a_wrong_name_for_the_cannonball_asks_again_with_the_bids_kept(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """score.choice: under Rascal scoring a name not at the table is refused and the cannonball asked again,
    the bids kept (they were asked again from the start); under cannonball scoring nobody is asked, as all
    have it (score.cannonball)."""
    lines = ["1 0 0", "x", "Ann", "g5 g3 g2"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--scoring", "rascal")
    assert code == 0
    assert out.count("Who goes for the cannonball?") == 2 and out.count("Round 1 bids>") == 1, out
    assert "Ann: bid 1, won 1 (made, cannonball) +15" in out and "Ben: bid 0, won 0 (made) +10" in out
    code, out, _ = at_table(
        cli, monkeypatch, ["1 0 0", "g5 g3 g2"], "--players", "Ann,Ben,Cat", "--scoring", "cannonball"
    )
    assert code == 0 and "cannonball?" not in out and "Ben: bid 0, won 0 (made) +15" in out


def test_quit_at_the_save_question_saves_no_file_called_quit(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end: 'quit' typed again where the table asks for a file name is said to be no name, and asked
    again; nothing named quit.skull is written."""
    monkeypatch.chdir(tmp_path)
    code, out, _ = at_table(cli, monkeypatch, ["1 0 0", "g5 g3 g2", "quit", "quit"], "--players", "Ann,Ben,Cat")
    assert code == 0
    assert "'quit' would be the file's name" in out and "Left without saving." in out
    assert not (tmp_path / "quit.skull").exists() and not list(tmp_path.iterdir())


def test_a_destroyed_trick_names_the_next_leader_once(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """kraken.leader: the round's step for a destroyed trick names who leads trick 2 with the rule that chose
    them (ruling.kraken-leader=would-have-won: the Mermaid would have won); 'Next:' is not said again."""
    lines = ["0 1 1", "sk b14 g2", "1 1 0", "kraken mermaid sk"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--deck", "advanced", columns=400)
    assert code == 0
    assert "[kraken.leader] Trick 1 is destroyed: nobody wins it; Cat leads trick 2." in out
    assert "Next: Cat leads trick 2." not in out


def test_in_chinese_the_trick_and_the_next_leader_take_chinese_punctuation(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """next.winner in Chinese: the trick typed is listed with 、 and ends with 。, each card by its Chinese name,
    and the next leader is one sentence with no space after the full-width colon, the name and the number written
    against the Han characters, as the table's prompt writes them (第2墩 and Ben首出) and the catalogue every number."""
    lines = ["0 0 0", "sk g14 g2", "0 1 1", "sk g14 g2"]
    code, out, _ = at_table(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--lang", "zh", columns=400)
    assert code == 0
    assert "第1墩：Ann 骷髅王、Ben 绿色14、Cat 绿色2。" in out  # noqa: RUF001
    assert "  下一墩：Ben首出第2墩。" in out.splitlines()  # noqa: RUF001


def test_the_table_s_own_lines_elide_in_french(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """bid.range in French: the table's own lines elide before a name that starts with a vowel, as the
    trace does ("la mise d'Ann", never "de Ann")."""
    code, out, _ = at_table(cli, monkeypatch, ["", "5", "1", "0", "0"], "--players", "Ann,Ben,Cat", "--lang", "fr")
    assert code == 0
    assert "erreur\xa0: la mise d'Ann est un nombre de plis de 0 à 1 (bid.range)" in out
    assert "de Ann" not in out


@pytest.mark.parametrize("lang", [None, "fr"])
def test_a_command_mistyped_is_named_not_refused_as_a_card(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str | None
) -> None:
    """The table's commands (help): 'scroes' and 'undoo', alone on a line and near no card, are the commands
    'scores' and 'undo' mistyped, said so at any prompt rather than "not a card"; 'whal' is still the White
    Whale misspelt."""
    typed = ["scroes", "1 0 0", "undoo", "whal"]
    code, out, _ = at_table(cli, monkeypatch, typed, "--players", "Ann,Ben,Cat", *(["--lang", lang] if lang else []))
    said = "'{word}' is neither a card nor a command; did you mean '{command}'?"
    assert code == 0 and say(lang, said, word="scroes", command="scores") in out, out
    assert say(lang, said, word="undoo", command="undo") in out, out
    assert "'whal'" in out and "'whale'" in out and "'whal' is" not in out and "'whal' n'est" not in out, out


def test_a_number_of_players_seats_that_many_named_as_skrules_deal_names_them(
    cli: CLI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """setup.players: ``--players 4`` (and 4 answered to the players question) seats four players, P1 to P4, as
    ``skrules deal --players 4`` does; it was read as one player named 4 and refused as one player. Too many for
    the deck are refused as nine names are, and a number no deck seats before any name is made, saying no deck
    seats it: it said "this deck seats at most 93", the whole box's count, even under --deck base."""
    code, out, _ = at_table(cli, monkeypatch, [""], "--players", "4", columns=400)
    assert code == 0 and "Players: P1, P2, P3, P4." in out and "P4 deals; P1 leads." in out, out
    code, out, _ = at_table(cli, monkeypatch, ["3", "", "", "", "", ""], columns=400)
    assert code == 0 and "Players: P1, P2, P3." in out and "error" not in out, out
    code, out, err = at_table(cli, monkeypatch, [], "--players", "9")
    assert code == 2 and "9 players: this deck seats at most 8 (setup.players)" in out + err
    code, out, err = at_table(cli, monkeypatch, [], "--players", "100000000")
    assert code == 2 and "100000000 players: no deck seats more than 93 (setup.players, exp.players)" in out + err
    code, out, err = at_table(cli, monkeypatch, [], "--players", "99", "--deck", "base")  # said "this deck"
    assert code == 2 and "99 players: no deck seats more than 93" in out + err and "this deck" not in out + err
    code, out, err = at_table(cli, monkeypatch, [], "--players", "-3")
    assert code == 2 and "-3 players" in out + err and "1 player" not in out + err


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (None, ": not a number of players a table can seat (setup.players)"),
        ("fr", "\u00a0: aucune table ne peut accueillir ce nombre de joueurs (setup.players)"),
    ],
)
def test_a_number_of_players_too_long_to_read_is_refused_as_no_table_s(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str | None, said: str
) -> None:
    """setup.players: a number of players of 5,000 digits, given to --players or answered to the players question,
    is refused in a line as a count no table seats, cut as a long word is; Python reads no integer so long, and it
    ended the table with an internal error."""
    huge = "9" * 5000
    code, out, err = at_table(cli, monkeypatch, [], "--players", huge, *(["--lang", lang] if lang else []))
    assert code == 2 and said in out + err and "internal error" not in out + err and len(err) < 300, err
    typed = [huge, "Ann,Ben", "", "", "", ""]
    code, out, err = at_table(cli, monkeypatch, typed, *(["--lang", lang] if lang else []), columns=400)
    asked = out.split(said)[-1]  # the question asked again, and answered with names
    assert code == 0 and said in out and asked.count("> Ann,Ben") == 1 and asked.count(">") > 3, out + err
