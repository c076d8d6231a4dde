"""``skrules table --pad``: a whole game typed as three short lines a round, scored as skrules scores it.

A 4-player, 10-round game with bonuses, Harry the Giant's change (ability.harry) and Rascal of
Roatan's wager (ability.rascal, score.wager) is typed through standard input; its totals must be
the sum of :func:`skrules.scoring.score` over the rounds (score.bid, score.zero, score.bonus),
``skrules check`` must pass on the file saved (game.end), and the typing must stay near a paper
sheet's: at most 10 keystrokes a player a round.
"""

from __future__ import annotations

import contextlib
import io
import random
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from rich.console import Console

from skrules.errors import ScoreError
from skrules.formats.scenario import parse_file
from skrules.rules import RuleSet
from skrules.scenario.run import Status, run_scenario
from skrules.scoring import bonus, check_row, score
from skrules.table.lang import say
from skrules.table.pad import CODES, Pad, load_pad, pad_text
from skrules.table.padsession import PadCommands, PadSession
from skrules.table.state import Options, TableError
from tests.test_table import as_at_a_terminal

CLI = Callable[..., tuple[int, str, str]]
ROOT = Path(__file__).resolve().parent.parent
PLAYERS = ("Ann", "Ben", "Cat", "Dan")
RULES = RuleSet.from_options(deck="base", abilities=True)


@dataclass
class PadRoundSpec:
    """One round as generated: what each player bid and won, their bonuses, Harry's change and Rascal's wager."""

    cards: int
    bids: list[int]
    won: list[int]
    bonuses: list[list[str]] = field(default_factory=lambda: [[] for _ in PLAYERS])
    harry: dict[int, int] = field(default_factory=dict)
    wager: dict[int, int] = field(default_factory=dict)

    def expected(self) -> list[int]:
        """Each player's points by :func:`skrules.scoring.score`, the pad not involved."""
        return [
            score(
                self.cards,
                self.bids[i],
                self.won[i],
                awards=[bonus(CODES[c]) for c in self.bonuses[i]],
                harry=self.harry.get(i),
                wager=self.wager.get(i),
                rules=RULES,
                players=len(PLAYERS),
            ).total
            for i in range(len(PLAYERS))
        ]

    def lines(self) -> list[str]:
        """The three lines typed: bids (a wager after its bid), tricks won, bonuses."""
        bids = " ".join(f"{b}{'r' + str(self.wager[i]) if i in self.wager else ''}" for i, b in enumerate(self.bids))
        extras = []
        for i, p in enumerate(PLAYERS):
            more = [*self.bonuses[i], *([f"h{self.harry[i]:+d}"] if i in self.harry else [])]
            if more:
                extras += [p[0].lower(), *more]
        won = "=" if self.won == self.bids else " ".join(map(str, self.won))  # '=': every bid made
        return [bids, won, " ".join(extras)]


def _round(cards: int, rng: random.Random, number: int) -> PadRoundSpec:
    """A round some deal and play can produce (checked by skrules' own checks), with an ability in some rounds."""
    while True:
        cuts = sorted(rng.randint(0, cards) for _ in range(len(PLAYERS) - 1))
        won = [b - a for a, b in zip([0, *cuts], [*cuts, cards], strict=True)]
        bids = [w if rng.random() < 0.6 else rng.randint(0, cards) for w in won]
        spec = PadRoundSpec(cards, bids, won)
        kinds = ["14", "m", "p", "b14", "sk"]
        rng.shuffle(kinds)
        for i in range(len(PLAYERS)):
            if won[i] and kinds and rng.random() < 0.4:
                spec.bonuses[i].append(kinds.pop())
        able = [i for i in range(len(PLAYERS)) if won[i] >= 2 and not spec.bonuses[i]]
        if able and number in (5, 9):
            i = able[0]
            spec.harry[i] = 1 if bids[i] < cards else -1
        elif able and number in (7, 8):
            spec.wager[able[0]] = 20 if number == 7 else 10
        try:
            spec.expected()
            check_row({p: [bonus(CODES[c]) for c in spec.bonuses[i]] for i, p in enumerate(PLAYERS)}, box=RULES.box)
        except ScoreError:
            continue
        return spec


def make_game(seed: int) -> list[PadRoundSpec]:
    rng = random.Random(seed)
    return [_round(n, rng, n) for n in range(1, 11)]


def run_pad(cli: CLI, monkeypatch: pytest.MonkeyPatch, lines: list[str], *args: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "100")
    code, out, err = cli("table", "--pad", *args)
    assert "internal error" not in out and "Traceback" not in out
    return code, out + err


def test_a_whole_game_on_the_pad(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """score.bid, score.bonus, ability.harry, score.wager, game.end: the pad's totals are skrules' own,
    the file saved passes ``skrules check``, and a round costs at most 10 keystrokes a player."""
    monkeypatch.chdir(tmp_path)
    game = make_game(7)
    assert any(r.harry for r in game) and any(r.wager for r in game)  # the game exercises both abilities
    typed = [line for r in game for line in r.lines()]
    code, out = run_pad(
        cli, monkeypatch, [*typed, "save friday", "quit"], "--players", ",".join(PLAYERS), "--abilities"
    )
    assert code == 0, out
    totals = [sum(r.expected()[i] for r in game) for i in range(len(PLAYERS))]
    assert "Saved the game to friday.skull" in out
    text = (tmp_path / "friday.skull").read_text()
    (saved,) = parse_file(tmp_path / "friday.skull").scenarios
    assert saved.game is not None and saved.game.expect.totals == tuple(zip(PLAYERS, totals, strict=True))
    assert "harry=+1" in text or "harry=-1" in text
    assert "wager=" in text
    code, out, _ = cli("check", "--plain", "friday.skull")
    assert code == 0 and "1 passed" in out, out
    keystrokes = sum(len(line) + 1 for line in typed)  # each line and its Enter
    assert keystrokes / (len(PLAYERS) * len(game)) <= 10, keystrokes


def test_the_pad_scores_as_skrules_does_random_rounds() -> None:
    """score.bid, score.zero, score.bonus, ability.harry, score.wager: 40 random rounds, the pad against score()."""
    for seed in range(4):
        for spec in make_game(100 + seed):
            pad = Pad(Options(PLAYERS, abilities=True))
            pad.rounds[0].cards = spec.cards  # the same round, whatever its place in the game
            bids, won, extras = spec.lines()
            pad.enter(bids)
            pad.enter(won)
            scores = pad.enter(extras)
            assert scores is not None
            assert [scores[p].total for p in PLAYERS] == spec.expected()


@given(st.lists(st.integers(0, 3), min_size=4, max_size=4), st.lists(st.integers(0, 3), min_size=4, max_size=4))
def test_undo_takes_back_every_line(bids: list[int], won: list[int]) -> None:
    """score.bid: undo takes back the bonuses, the tricks won and the bids, round after round, to the start."""
    pad = Pad(Options(PLAYERS))
    for n in (1, 2, 3):
        pad.enter(" ".join(str(min(b, n)) for b in bids))
        pad.enter(" ".join([str(n) if i == 0 else "0" for i in range(4)]))  # each trick won by someone
        pad.enter("")
    before = pad_text(pad)
    total = pad.score_table().totals()
    pad.enter("0 0 0 0")
    pad.undo()
    assert pad_text(pad) == before  # the bids of round 4 taken back: as it was
    steps = [pad.undo() for _ in range(9)]
    assert steps[0] == "the bonuses of round 3 taken back" and steps[-1] == "the bids of round 1 taken back"
    assert pad.step() == "bids" and not pad.finished and pad.score_table().totals() == dict.fromkeys(PLAYERS, 0)
    with pytest.raises(TableError, match="nothing to undo"):
        pad.undo()
    for n in (1, 2, 3):  # the same lines again: the same game
        pad.enter(" ".join(str(min(b, n)) for b in bids))
        pad.enter(" ".join([str(n) if i == 0 else "0" for i in range(4)]))  # each trick won by someone
        pad.enter("")
    assert pad_text(pad) == before and pad.score_table().totals() == total


def test_harry_and_rascal(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """ability.harry: +1 turns a broken bid into a made one; ability.rascal, score.wager: the wager won or lost."""
    pad = Pad(Options(PLAYERS, abilities=True))
    for line in ("1 0 0 0", "1 0 0 0", ""):
        pad.enter(line)
    pad.enter("0 1r20 0 0")  # round 2: Ben wagers 20 on a bid of one
    pad.enter("1 1 0 0")
    scores = pad.enter("ann h+1")  # Ann took a trick on a zero bid; Harry raises it to one
    assert scores is not None
    assert scores["Ann"].total == 20 and scores["Ann"].bid_before == 0 and "ability.harry" in scores["Ann"].rules
    assert scores["Ben"].total == 20 + 20 and "score.wager" in scores["Ben"].rules
    pad.enter("0 0 0 3")
    assert pad.enter("=") is None and pad.current is not None and pad.current.won == (0, 0, 0, 3)  # as bid
    pad.undo()
    pad.undo()
    pad.enter("0 0 0 2r10")
    pad.enter("0 1 1 1")
    scores = pad.enter("")
    assert scores is not None
    assert scores["Dan"].total == -10 - 10  # off by one, and the wager lost
    _, out = run_pad(cli, monkeypatch, ["1 0 0 0", "1 0 0 0", "a h+1", "", "quit", "no"], "--players", "A,B,C,D")
    assert "error: 'h+1': Pirate abilities are not in play; start the pad with --abilities" in out


BAD = [
    ("1 x 0 0", "'x': a bid is a number 0 to 1 (bid.range)"),
    ("1 0 0", "3 numbers for 4 players (Ann, Ben, Cat, Dan)"),
    ("1", "one number for 4 players (Ann, Ben, Cat, Dan)"),
    ("why", "'why' is neither a number nor a command; the commands are undo, scores, save, help, quit"),
    ("1c 0 0 0", "the cannonball is Rascal scoring's; this game scores classic"),
    ("1 0 0 0", None),
    ("1 1 0 0", "the tricks won add up to 2, but round 1 has only 1"),
    ("1 0 0 0", None),
    ("14 ann", "'14': name the player first, e.g. 'ann 14 m'"),
    ("zed 14", "'zed' is not at the table; the players are Ann, Ben, Cat, Dan"),
    ("ben 14", "Ben won no trick: only a trick's winner captures its cards or uses its Pirate"),
    ("ann sk p", "there is one Skull King"),
    ("ann mremaid", "'mremaid': did you mean 'mermaid'?"),
]


def test_bad_input_is_one_line_and_the_question_again(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """bid.range, setup.deal, bonus.capture, bonus.pirate: each refusal is one error line, and the same prompt again."""
    code, out = run_pad(
        cli, monkeypatch, [line for line, _ in BAD] + ["ann 14", "quit", "no"], "--players", "Ann,Ben,Cat,Dan"
    )
    assert code == 0
    errors = [e for e in out.replace(" \n", " ").splitlines() if e.startswith("error: ")]
    assert len(errors) == sum(m is not None for _, m in BAD)  # one line each
    for (_, message), error in zip([b for b in BAD if b[1] is not None], errors, strict=True):
        assert message is not None
        assert message in error
    assert out.count("Round 1 (1 card) bids") == 6 and out.count("Round 1 bonuses") == 6
    assert "Ann: bid 1, won 1 (made) +30" in out


def test_first_letters_shared_by_two_players_name_neither(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """loot.alliance: with Ann and Abe at the table 'a' names neither, as a player or as the Loot's ally: refused,
    and the line asked again; 'ab' names Abe."""
    lines = ["0 1 0", "=", "a 14", "b loot=a", "ab 14", "quit", "no"]
    code, out = run_pad(cli, monkeypatch, lines, "--players", "Ann,Abe,Ben", "--deck", "advanced")
    errors = [line for line in out.splitlines() if line.startswith("error: ")]
    assert code == 0 and len(errors) == 2 and "'a' is not at the table" in errors[0]
    assert "loot=a: the other ally is one of the other players" in errors[1]
    assert "Abe: bid 1, won 1 (made) +30" in out


@pytest.mark.parametrize("typed", ["ann loot=Ben loot=Ben", "ann loot=ben LOOT=BEN", "a loot=b loot=BE"])
def test_both_loot_cards_allying_the_same_two_players_pay_twice(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, typed: str
) -> None:
    """loot.alliance, score.alliance: Ann won both tricks of round 2, each holding one of Ben's Loot cards: two
    alliances, +20 each to both, as a sheet's cell 'loot=Ben,loot=Ben' scores them (the second was dropped);
    the ally is named in any case or by its first letters, as the pad names players."""
    monkeypatch.chdir(tmp_path)
    lines = ["1 0 0", "=", "", "2 0 0", "=", typed, "save g", "quit"]
    code, out = run_pad(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--deck", "all")
    assert code == 0 and "Ann: bid 2, won 2 (made) +80" in out and "Ben: bid 0, won 0 (made) +60" in out
    assert "round 2: 2/2,loot=Ben,loot=Ben 0/0 0/0" in (tmp_path / "g.skull").read_text(encoding="utf-8")


def test_a_loot_alliance_typed_for_both_allies_pays_each_once(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """loot.alliance, score.alliance: Ann won a trick with Ben's Loot in it; typed for both of them ('ann
    loot=ben ben loot=ann'), as a paper sheet notes it in both allies' cells, it is one alliance, +20 once each;
    the game saved writes it in both cells and passes check."""
    monkeypatch.chdir(tmp_path)
    lines = ["1 0 0", "=", "", "1 1 0", "=", "ann loot=ben ben loot=ann", "save g", "quit"]
    code, out = run_pad(cli, monkeypatch, lines, "--players", "Ann,Ben,Cat", "--deck", "advanced")
    assert code == 0 and "Ann: bid 1, won 1 (made) +40" in out and "Ben: bid 1, won 1 (made) +40" in out
    saved = tmp_path / "g.skull"
    assert "round 2: 1/1,loot=Ben 1/1,loot=Ann 0/0" in saved.read_text(encoding="utf-8")
    assert all(r.status is Status.PASSED for r in map(run_scenario, parse_file(saved).scenarios))


def test_save_resume_and_recovery(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """game.end: a pad file resumes where it stood, round under way included; plain --resume points to --pad."""
    monkeypatch.chdir(tmp_path)
    lines = ["1 0 0 0", "1 0 0 0", "ann m", "2 0 0 0", "save g", "quit"]
    run_pad(cli, monkeypatch, lines, "--players", ",".join(PLAYERS))
    pad = load_pad(tmp_path / "g.skull")
    assert len(pad.finished) == 1 and pad.step() == "won" and pad.score_table().totals()["Ann"] == 40
    code, out = run_pad(cli, monkeypatch, ["2 0 0 0", "", "scores", "quit", "no"], "--resume", "g")
    assert code == 0 and "Resumed g: 1 of 10 rounds scored." in out and "Ann: bid 2, won 2 (made) +40" in out
    code, out, err = cli("table", "--resume", "g")
    assert code == 2 and "a game kept on the score pad; 'skrules table --pad --resume g.skull'" in out + err
    run_pad(cli, monkeypatch, ["1 0 0 0", "save early", "quit"], "--players", ",".join(PLAYERS))  # no round scored
    code, out, err = cli("table", "--resume", "early")
    assert code == 2 and "a game kept on the score pad; 'skrules table --pad --resume early.skull'" in out + err


def test_a_resumed_round_shows_what_was_entered_and_the_score_so_far(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """game.end, setup.dealer: resumed part-way through a round, the pad shows the score sheet, the round's head
    and the bids and tricks won already entered, which the next line (its bonuses) goes on from, and 'save' alone
    writes it back to its file; a game resumed after its last round says who won."""
    monkeypatch.chdir(tmp_path)
    run_pad(cli, monkeypatch, ["1 0 0 0", "=", "", "1 1 0 0", "=", "save g", "quit"], "--players", ",".join(PLAYERS))
    code, out = run_pad(cli, monkeypatch, ["ann 14", "save", "quit"], "--resume", "g")  # 'save': back to g.skull
    assert code == 0 and "Saved the game to g.skull" in out and "replace it?" not in out
    assert "Total               20        10        10        10" in out
    head = (
        "Round 2 of 10: 2 cards each. Ann deals; Ben leads.\n  Bids: Ann=1 Ben=1 Cat=0 Dan=0; tricks won: Ann=1 Ben=1"
    )
    assert head in out and out.index("Total") < out.index(head) < out.index("Round 2 bonuses")
    run_pad(cli, monkeypatch, ["1 0 0 0", "save b", "quit"], "--players", ",".join(PLAYERS))
    code, out = run_pad(cli, monkeypatch, ["quit"], "--resume", "b")
    assert "Round 1 of 10: 1 card each. Dan deals; Ann leads.\n  Bids: Ann=1 Ben=0 Cat=0 Dan=0.\n" in out
    assert "Score sheet" not in out  # no round scored yet
    short = ["--players", "Ann,Ben", "--variant", "past-your-bedtime"]
    run_pad(cli, monkeypatch, ["1 0", "=", "", "save over", "quit"], *short)
    code, out = run_pad(cli, monkeypatch, ["quit"], "--resume", "over")
    assert "[game.end] After the last round Ann has the highest total, 20, and wins." in out


def test_ctrl_c_keeps_the_pad_in_a_recovery_file(cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """game.end: Ctrl-C from a pipe writes the game to a recovery file, which --pad --resume and check read."""
    monkeypatch.chdir(tmp_path)
    lines = iter(["0 1 0 0", "0 1 0 0", "ben m", "2 0 0 0"])

    def ask(prompt: str) -> str:
        line = next(lines, None)
        if line is None:
            raise KeyboardInterrupt
        return line

    session = PadSession(Pad(Options(PLAYERS)), ask, Console(file=io.StringIO(), width=100))
    assert session.run(PadCommands()) == 130
    (saved,) = tmp_path.glob("skrules-table-recovery-*.skull")
    pad = load_pad(saved)
    assert pad.score_table().totals() == {"Ann": 10, "Ben": 40, "Cat": 10, "Dan": 10} and pad.step() == "won"
    code, out, _ = cli("check", "--plain", str(saved))
    assert code == 0 and "1 passed" in out


def test_the_transcript_on_the_table_page_is_what_the_pad_prints(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """docs/tool/table.md's pad transcript, typed again, prints the same (bonus.pirate, ability.unlock, game.end)."""
    page = (ROOT / "docs" / "tool" / "table.md").read_text(encoding="utf-8")
    block = page.split(":class: skrules-transcript skrules-pad\n\n", 1)[1].split("```", 1)[0].splitlines()
    command, shown = block[0].removeprefix("$ skrules ").split(), block[1:]
    typed = [line.split("> ", 1)[1] for line in shown if line.startswith("Round ") and "> " in line]
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in typed)))
    as_at_a_terminal(monkeypatch)
    code, out, _ = cli(*command)
    assert code == 0
    assert [line.rstrip() for line in out.splitlines()] == shown
    code, out, _ = cli("check", "--plain", "friday.skull")
    assert code == 0 and "1 passed" in out


WORDS = ["0", "1", "2", "3", "10", "1c", "2r20", "r10", "h+1", "h-1", "h0", "ann", "b", "zed", "14", "b14", "m", "p"]
WORDS += [
    "sk",
    "pirate=2",
    "loot=Ben",
    "wager=x",
    "harry=5",
    "=",
    ",",
    "undo",
    "scores",
    "save",
    "help",
    "é",
    "-1",
    "99",
]


@given(st.lists(st.lists(st.sampled_from(WORDS), max_size=6).map(" ".join), max_size=30))
@example(["0 0 0 0"])  # bids typed and the input run dry: the game goes to a recovery file
def test_any_line_is_answered_or_refused_in_one_line(lines: list[str]) -> None:
    """bid.range, bonus.capture, box.copies: random lines never end the pad in an internal error; refused ones
    leave the game as it was (what is scored still passes the pad's own scoring again)."""
    feed = iter(lines)

    def ask(prompt: str) -> str:
        line = next(feed, None)
        if line is None:
            raise EOFError
        return line

    out = io.StringIO()
    pad = Pad(Options(PLAYERS, abilities=True, scoring="rascal"))
    session = PadSession(pad, ask, Console(file=out, width=100))
    session.ask_line = ask  # no terminal: Ctrl-D at the save question leaves
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):  # 'save wager=x' writes a file
        status = session.run(PadCommands())
        kept = list(Path(folder).glob("skrules-table-recovery-*.skull"))
    # input run dry leaves with 0 when nothing typed is unsaved; else the game is kept in a recovery file, and 130
    if status == 0:
        assert not session.table.changed and not kept
    else:
        assert (status, len(kept)) == (130, 1), out.getvalue()
    assert "internal error" not in out.getvalue()
    for r in pad.finished:
        assert pad.score(r) == r.scores


def test_rascal_scoring_and_the_2013_edition() -> None:
    """score.rascal, score.cannonball, first.pirate, first.zero: the pad scores as the scoring and edition say."""
    pad = Pad(Options(("Ann", "Ben", "Cat"), scoring="rascal"))
    for line in ("1c 0 0", "1 0 0", ""):
        pad.enter(line)
    pad.enter("2 1c 0")  # round 2: Ann's glancing blow with a 14 (half of 20 and of 10), Ben's cannonball hit (15 x 2)
    pad.enter("1 1 0")
    scores = pad.enter("ann 14")
    assert scores is not None and [scores[p].total for p in ("Ann", "Ben", "Cat")] == [10 + 5, 30, 20]
    first = Pad(Options(("Ann", "Ben", "Cat"), edition="2013"))
    first.enter("1 0 0")
    first.enter("1 0 0")
    assert "(NAME p sk;" in first.prompt()
    with pytest.raises(TableError, match="no mermaid bonus in the 2013 edition"):
        first.enter("ann m")
    scores = first.enter("ann sk")
    assert scores is not None and scores["Ann"].total == 20 + 50 and scores["Ben"].total == 10


def test_a_word_after_a_player_s_bonuses_is_a_bonus_code_or_a_player(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """bonus.fourteen: on the bonuses line a word that is neither a code nor a player is said to be neither,
    with the codes and the players listed (it was refused as a player not at the table)."""
    code, out = run_pad(
        cli, monkeypatch, ["1 0 0 0", "1 0 0 0", "ann zz", "ann 14", "quit", "no"], "--players", ",".join(PLAYERS)
    )
    assert code == 0
    assert (
        f"error: 'zz' is neither a bonus code (14 b14 m p sk) nor a player at the table ({', '.join(PLAYERS)})" in out
    )
    assert "Ann: bid 1, won 1 (made) +30" in out


@pytest.mark.parametrize(
    ("deck", "codes"),
    [
        ("base", "14 b14 m p sk"),
        ("advanced", "14 b14 m p sk loot=NAME"),
        ("expansion-all", "14 b14 m p sk con 8 7 davy"),
        ("all", "14 b14 m p sk con 8 7 davy loot=NAME"),
    ],
)
def test_the_bonus_prompt_lists_the_codes_of_the_deck_in_use(
    cli: CLI, monkeypatch: pytest.MonkeyPatch, deck: str, codes: str
) -> None:
    """con.bonus, exp.eight, exp.seven, davy.bonus, loot.alliance: the bonus prompt names the codes of the
    cards the deck holds, so that the Pack's and the Loot's are found without 'help'."""
    code, out = run_pad(
        cli, monkeypatch, ["1 0 0", "1 0 0", "", "quit", "no"], "--players", "Ann,Ben,Cat", "--deck", deck
    )
    assert code == 0 and f"Round 1 bonuses (NAME {codes}; Enter: none)> " in out


def test_bids_and_tricks_won_by_name_as_the_table_takes_them() -> None:
    """bid.range, score.rascal, score.bid, score.zero: 'Cat=0 ann=2c B=0' (any order, names in any case or their
    first letters) is taken as '2c 0 0' in seat order, for the bids and the tricks won; a line naming a player
    twice, leaving one out, or mixing names and bare numbers is refused, saying how to write it."""
    pad = Pad(Options(("Ann", "Ben", "Cat"), scoring="rascal"))
    for line, refused in (
        ("Ann=1 Ann=0 Cat=0", "Ann is given two numbers on this line: one each"),
        ("Ann=1 Ben=0", "no number for Cat: one each, by name or in seat order"),
        ("Ann=1 0 0", r"write each as NAME=NUMBER \(Ann=2 Ben=0\), or only numbers in seat order"),
        ("=1 Ben=0 Cat=0", r"write each as NAME=NUMBER"),
        ("Ann=1 Zed=0 Cat=0", "'Zed' is not at the table"),
    ):
        with pytest.raises(TableError, match=refused):
            pad.enter(line)
    assert pad.step() == "bids"
    pad.enter("Cat=0 ann=1c B=0")
    pad.enter("b=0 c=0 a=1")
    scores = pad.enter("")
    assert scores is not None and [scores[p].total for p in ("Ann", "Ben", "Cat")] == [15, 10, 10]  # 1c: 15
    pad.enter("2 0 0")
    assert pad.enter("=") is None and pad.step() == "extras"  # '=' alone: the tricks won as bid, as before


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("ann 14 14 14 14", "'14 14 14 14': a round brings at most 3 green, purple and yellow 14s"),
        ("a m M mermaid", "'m M mermaid': a round brings at most 2 Mermaids"),
        ("ann 14 m m m", "'m m m': a round brings at most 2 Mermaids"),
    ],
)
def test_a_bonus_typed_too_often_is_quoted_as_typed(line: str, said: str) -> None:
    """box.copies, bonus.fourteen, bonus.mermaid: a code typed more often than the deck holds its card is
    refused quoting the words typed, not the score sheet's count the pad wrote for them ('mermaid=3')."""
    pad = Pad(Options(PLAYERS))
    pad.enter("1 0 0 0")
    pad.enter("1 0 0 0")
    with pytest.raises(TableError) as refused:
        pad.enter(line)
    assert str(refused.value).startswith(said), str(refused.value)
    assert "=" not in str(refused.value)
    scores = pad.enter("ann 14 14")  # the same round, two 14s: refused nothing, scored
    assert scores is not None and scores["Ann"].total == 20 + 2 * 10


def test_a_sheet_wider_than_columns_is_written_whole_into_a_pipe(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """score.bid, game.end: piped with COLUMNS=60, eight long names make a score sheet 95 columns wide; every
    player's column is written (as skrules score writes it), none cut off at the 60th column."""
    names = ["Annabelle", "Benedict", "Catherine", "Dominic", "Eleanor", "Frederick", "Georgina", "Humphrey"]
    lines = ["0 0 0 0 0 0 0 1", "0 0 0 0 0 0 0 1", "", "quit", "no"]
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    code, narrow, _ = cli("table", "--pad", "--players", ",".join(names))
    assert code == 0
    head = next(line for line in narrow.splitlines() if line.startswith("Round  Cards"))
    assert head.split() == ["Round", "Cards", *names]
    assert "Total                10        10         10        10        10         10        10        20" in narrow


def test_a_rascal_round_line_names_the_cannonball_chosen(cli: CLI, monkeypatch: pytest.MonkeyPatch) -> None:
    """score.choice, score.cannonball: under Rascal scoring the round's line says who went for the cannonball; a
    game scored by the cannonball alone says it of nobody, and scores everyone so (15 x 1 for a bid made in round 1,
    where the pad scored grapeshot's 10 to whoever did not type 'c')."""
    _, out = run_pad(
        cli, monkeypatch, ["1c 0 0", "=", "", "quit", "no"], "--players", "Ann,Ben,Cat", "--scoring", "rascal"
    )
    assert "Ann: bid 1, won 1 (made, cannonball) +15" in out and "Ben: bid 0, won 0 (made) +10" in out
    _, out = run_pad(
        cli, monkeypatch, ["1 0 0", "=", "", "quit", "no"], "--players", "Ann,Ben,Cat", "--scoring", "cannonball"
    )
    assert "Ann: bid 1, won 1 (made) +15" in out and "Ben: bid 0, won 0 (made) +15" in out


def test_the_bid_help_offers_the_cannonball_only_where_it_is_chosen() -> None:
    """score.choice, bid.range: a word that is no bid is told what a bid is; 'then c for the cannonball' only under
    Rascal scoring, where each player chooses it, not in a game scored by the cannonball alone."""
    for scoring, offered in (("rascal", True), ("cannonball", False), ("classic", False)):
        pad = Pad(Options(("Ann", "Ben", "Cat"), scoring=scoring))
        with pytest.raises(TableError) as err:
            pad.enter("x 0 0")
        assert ("then c for the cannonball" in str(err.value)) is offered, scoring


@pytest.mark.parametrize("lang", [None, "de"])
def test_a_command_mistyped_at_the_pad_is_named(cli: CLI, monkeypatch: pytest.MonkeyPatch, lang: str | None) -> None:
    """The pad's commands (help): 'scroes' and 'undoo' alone on a line are 'scores' and 'undo' mistyped, said so
    rather than refused as a bid; a player named 'Sav' is named at the bonuses, not taken for 'save'."""
    lines = ["scroes", "1 0 0", "1 0 0", "undoo", "sav 14", "quit", "no"]
    code, out = run_pad(cli, monkeypatch, lines, "--players", "Ann,Sav,Cat", *(["--lang", lang] if lang else []))
    said = "'{token}' is not a command; did you mean '{command}'?"
    assert code == 0 and say(lang, said, token="scroes", command="scores") in out, out
    assert say(lang, said, token="undoo", command="undo") in out, out
    assert "'sav'" not in out and "'Sav'" not in out, out  # 'sav 14': Sav's 14, taken
