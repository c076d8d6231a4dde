"""``skrules table`` at a terminal (a pseudo-terminal from the stdlib ``pty``), and its small parsers.

The pseudo-terminal run exercises the interactive path: readline's tab completion of card tokens,
names and commands, and Ctrl-D asking to save before leaving. The parsers (bids, completion, the
cards of a trick) are fuzzed: whatever is typed, the answer is a value or one SkrulesError.
"""

from __future__ import annotations

import contextlib
import os
import re
import select
import signal
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.errors import SkrulesError
from skrules.table.prompts import complete
from skrules.table.state import Options, Table, read_bids

ROOT = Path(__file__).resolve().parent.parent
pty = pytest.importorskip("pty", reason="the stdlib pty module exists on POSIX systems only")


class Terminal:
    """A child ``skrules table`` on a pseudo-terminal: type into it, read until a text shows."""

    def __init__(self, *args: str, cwd: Path | None = None) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100", "TERM": "xterm", "NO_COLOR": "1"}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child
            if cwd is not None:
                os.chdir(cwd)
            # Ctrl-C must reach the program as it would at a terminal, whatever this test process
            # inherited (an ignored or blocked SIGINT survives exec and would swallow it).
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.execve(sys.executable, [sys.executable, "-m", "skrules", "table", *args], env)
        self.seen = b""

    def type(self, text: bytes) -> None:
        os.write(self.fd, text)

    def shown(self) -> str:
        """What the terminal shows, without escape sequences and control characters (readline's bell)."""
        text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", self.seen.decode(errors="replace"))
        return "".join(ch for ch in text if ch == "\n" or ch >= " ")

    def wait_for(self, text: str, timeout: float = 30.0, count: int = 1) -> str:
        """Read until ``text`` shows (``count`` times): then the program waits for what is typed next."""
        end = time.monotonic() + timeout
        while self.shown().count(text) < count:
            left = end - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                raise AssertionError(f"{text!r} never showed; the terminal shows:\n{self.shown()}")
            try:
                self.seen += os.read(self.fd, 4096)
            except OSError:  # the child closed the terminal
                break
        assert text in self.shown(), self.shown()
        return self.shown()

    def waiting(self, timeout: float = 2.0) -> None:
        """Wait until the child sleeps, waiting for a key (Linux: its state in /proc), so that a signal sent now
        interrupts that wait: one sent between the prompt drawn and the wait begun is seen only at the next key (see
        :meth:`status`), which on a loaded machine cost each signal test the two seconds before the signal is sent
        again. Elsewhere, or should the child not sleep within ``timeout``, the signal is sent as before."""
        stat = Path(f"/proc/{self.pid}/stat")
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                state = stat.read_text(encoding="ascii").rsplit(")", 1)[1].split()[0]
            except (OSError, IndexError):
                return
            if state == "S":
                return
            time.sleep(0.01)

    def status(self, timeout: float = 30.0, again: int | None = None) -> int:
        """The child's exit code once it has left, its terminal then closed (a terminal left open is inherited by
        every later child of this process). ``again``: a signal sent once more should the child still be there
        after two seconds: CPython's readline checks for a signal only once its wait for a key ends, so one that
        lands between the prompt drawn and that wait begun waits for the next key. A child still there at the
        timeout is killed and the test fails, rather than waiting for ever."""
        start, resent = time.monotonic(), again is None
        while True:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            if not resent and time.monotonic() > start + 2:
                os.kill(self.pid, again)  # type: ignore[arg-type]
                resent = True
            if time.monotonic() > start + timeout:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
                raise AssertionError(f"the table did not leave; the terminal shows:\n{self.shown()}")
            time.sleep(0.05)
        with contextlib.suppress(OSError):  # closed already by a test (the terminal hung up)
            os.close(self.fd)
        return os.waitstatus_to_exitcode(status)


@pytest.mark.process
def test_at_a_terminal_tab_completes_cards_and_commands_and_ctrl_d_asks_to_save(tmp_path: Path) -> None:
    """Tab completes 'merm' and 'ros' (cards) and 'und' (undo); Ctrl-D asks to save, Enter stays; Ctrl-C
    asks to save and leaves with 130, Enter saving to the recovery file offered (rank.mermaid-king)."""
    term = Terminal("--players", "Ann,Ben,Cat", cwd=tmp_path)
    term.wait_for("Round 1 bids> ")
    term.type(b"1 0 0\r")
    term.wait_for("Trick 1, Ann leads> ")
    term.type(b"merm\t")
    term.wait_for("leads> mermaid")
    term.type(b" Ben=sk ros\t\r")
    term.wait_for("Trick 1: Ann mermaid, Ben sk, Cat rosie.")
    term.wait_for("Ann's Mermaid wins: a Mermaid beats the Skull King")
    term.wait_for("Round 2 bids> ")
    term.type(b"und\t\r")
    term.wait_for("Undone: trick 1 of round 1 taken back.")
    term.wait_for("Trick 1, Ann leads> ", count=2)
    term.type(b"\x04")  # Ctrl-D: asked to save; Enter stays at the table
    term.wait_for("Enter to stay> ")
    term.type(b"\r")
    term.wait_for("Trick 1, Ann leads> ", count=3)
    term.waiting()  # Ctrl-C is a signal (SIGINT): typed before the wait for a key began, it is seen at the next key
    term.type(b"\x03")  # Ctrl-C: asked to save before leaving; Enter takes the file offered
    term.wait_for("'no' leaves> ")
    term.type(b"\r")
    shown = term.wait_for("goes on with it.")
    assert term.status() == 130
    assert "Traceback" not in shown
    saved = list(tmp_path.glob("skrules-table-recovery-*.skull"))
    assert len(saved) == 1 and f"The game is saved to {saved[0].name}" in shown
    assert "# under way: bids Ann=1 Ben=0 Cat=0" in saved[0].read_text(encoding="utf-8")


@pytest.mark.process
@pytest.mark.parametrize(("how", "code"), [("SIGTERM", 143), ("SIGHUP", 129), ("hang-up", 129)])
def test_a_game_stopped_by_sigterm_or_a_closed_terminal_is_kept_in_a_recovery_file(
    tmp_path: Path, how: str, code: int
) -> None:
    """Finding: SIGTERM (a shutdown, ``kill``) or SIGHUP (the terminal window closed, an ssh session dropped)
    ended the table at once, and the game typed so far was lost without a word. Now the game goes to a recovery
    file, nobody being there to ask, and the table leaves with 128 + the signal (game.end: round 1 scored)."""
    term = Terminal("--players", "Ann,Ben,Cat", cwd=tmp_path)
    term.wait_for("Round 1 bids> ")
    term.type(b"1 0 0\r")
    term.wait_for("Trick 1, Ann leads> ")
    term.type(b"mermaid sk rosie\r")
    term.wait_for("Round 2 bids> ")
    term.waiting()
    if how == "hang-up":
        os.close(term.fd)  # the terminal goes: the kernel hangs up on the table (SIGHUP), and its output fails
    else:
        os.kill(term.pid, getattr(signal, how))
    assert term.status(again=None if how == "hang-up" else getattr(signal, how)) == code
    saved = list(tmp_path.glob("skrules-table-recovery-*.skull"))
    assert len(saved) == 1
    assert "round 1: 1/1,king 0/0 0/0" in saved[0].read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------- the parsers, fuzzed

TABLE = Table(Options(("Ann", "Ben", "Cat")))
WORDS = st.sampled_from(["Ann", "ben", "Dan", "=", "1", "0", "x", "12", "Ann=1", "Ben=0", "Cat=9", "2", ",", "²"])


@given(st.lists(WORDS, max_size=6).map(" ".join) | st.text(max_size=20))
def test_bids_are_read_or_refused_in_one_line(line: str) -> None:
    """Whatever is typed at the bids prompt: bids for the players at the table, or one SkrulesError (bid.range)."""
    try:
        bids = read_bids(TABLE, line)
    except SkrulesError as err:
        assert "\n" not in str(err)
        return
    assert set(bids) <= set(TABLE.players)
    assert all(0 <= n <= 999 for n in bids.values())


@given(
    st.lists(
        st.sampled_from(["g5", "sk", "mermaid", "Ann=rosie", "Ben=zz", "Dan=g3", "tigress", "x=", "="]), max_size=5
    )
)
def test_a_trick_is_played_or_refused_and_the_round_is_unchanged(tokens: list[str]) -> None:
    """Any cards typed for trick 1: played, or one SkrulesError that leaves the round as it was (play.order)."""
    table = Table(Options(("Ann", "Ben", "Cat"), variant="skip-to-the-brawl"))
    table.bid({"Ann": 1, "Ben": 0, "Cat": 1})
    try:
        table.play(tokens)
    except SkrulesError as err:
        assert "\n" not in str(err)
        assert table.log is not None and not table.log.tricks and table.round().trick_number == 1
        return
    assert table.log is not None and len(table.log.tricks) == 1


@given(st.text(max_size=12), st.text(max_size=12))
def test_completion_offers_only_words_that_start_as_typed(text: str, before: str) -> None:
    """Completion never fails and only offers words beginning with what is being typed."""
    line = f"{before} {text}" if before.strip() else text
    for word in complete(text, line, ["Ann", "Ben"], ["mermaid", "g5"], ["rank.king"]):
        assert word.casefold().startswith(text.partition("=")[0].casefold() if "=" in text else text.casefold())


def test_completion_knows_commands_names_cards_and_rule_ids() -> None:
    """The first word completes to commands, names and cards; after 'rule' to rule IDs; 'Ann=merm' to 'Ann=mermaid'."""
    names, cards, rules = ["Ann", "Ben"], ["mermaid", "g5", "undo-not-a-card"], ["rank.king", "rank.mermaid-king"]
    assert complete("un", "un", names, cards, rules)[:1] == ["undo"]
    assert "Ann=" in complete("A", "A", names, cards, rules)
    assert complete("Ann=merm", "Ann=merm", names, cards, rules) == ["Ann=mermaid"]
    assert complete("rank.m", "rule rank.m", names, cards, rules) == ["rank.mermaid-king"]
    assert complete("g", "save g", names, cards, rules) == ["game"]
