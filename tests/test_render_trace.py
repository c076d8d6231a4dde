"""The trace at a phone's or a narrow terminal's width (issue #12, "Small screens": below 80
columns the rule IDs follow each step's text, keeping at least 40 columns for the words, and
``--no-ids`` hides them); kraken.leader with ruling.kraken-leader is the longest cite."""

from __future__ import annotations

import io
from collections.abc import Callable

from rich.console import Console

from skrules import messages, trace
from skrules.i18n import localizer
from skrules.render import TraceView, verdict_renderable
from skrules.trick import judge

Cli = Callable[..., tuple[int, str, str]]


def _lines(width: int, tokens: list[str], ids: bool = True) -> list[str]:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(verdict_renderable(judge(tokens), ids=ids))
    return console.export_text().splitlines()


def test_narrow_puts_each_rule_id_after_its_sentence() -> None:
    """kraken.leader (ruling.kraken-leader=would-have-won): at 60 columns the words come first, wide."""
    lines = _lines(60, ["g3", "b5", "kraken", "p7"])
    start = next(i for i, line in enumerate(lines) if "3. Without the sea monsters" in line)
    assert len(lines[start].strip("│ ").rstrip()) >= 40
    assert "ruling.kraken-leader=would-have-won" in " ".join(lines[start : start + 4])
    assert all(len(line) <= 60 for line in lines)


def test_wide_keeps_the_three_columns() -> None:
    """At 100 columns the rule ID and the sentence share a line (rank.mermaid-king)."""
    lines = _lines(100, ["mermaid", "sk", "rosie"])
    assert any("rank.mermaid-king" in line and "are both in the trick" in line for line in lines)
    assert all(len(line) <= 100 for line in lines)


def test_no_ids_hides_every_rule_id_at_any_width() -> None:
    """--no-ids: the words alone, narrow or wide (rank.mermaid-king, lead.character)."""
    for width in (60, 100):
        text = "\n".join(_lines(width, ["mermaid", "sk", "rosie"], ids=False))
        assert "Mermaid and P2's Skull King are" in text
        assert "rank.mermaid-king" not in text and "lead.character" not in text


def test_the_switch_is_at_the_stated_width() -> None:
    """TraceView.STACK_BELOW is where the layout changes, whatever the trace (lead.number)."""
    trace = judge(["g3", "g5"]).trace
    for width, stacked in ((TraceView.STACK_BELOW - 1, True), (TraceView.STACK_BELOW, False)):
        console = Console(width=width, record=True, file=io.StringIO())
        console.print(TraceView(trace))
        first = console.export_text().splitlines()[0]
        assert first.lstrip().startswith("1. P1 led") is stacked


def test_plain_text_cites_by_default_and_not_with_no_ids(cli: Cli) -> None:
    """Plain text keeps its [rule] prefixes (--ids, the default) unless --no-ids (lead.number)."""
    code, out, _ = cli("trick", "--plain", "g3", "g5")
    assert code == 0 and "[lead.number] P1 led the green 3" in out
    code, out, _ = cli("trick", "--plain", "--ids", "g3", "g5")
    assert code == 0 and "[lead.number]" in out
    code, out, _ = cli("trick", "--plain", "--no-ids", "g3", "g5")
    assert code == 0 and "1. P1 led the green 3" in out and "[" not in out
    code, _, err = cli("trick", "--ids", "--no-ids", "g3", "g5")
    assert code == 2 and err.count("\n") == 1 and "not allowed with argument" in err


def test_a_trace_read_in_french_writes_no_english(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A step holds its message and values (rank.mermaid-king, bonus.king): French is said from
    them, and English only when a step's text is read, the same sentence it always was."""
    v = judge(["mermaid", "sk", "rosie"])
    steps = list(v.trace)
    english = [messages.say(s.message, s.values) for s in steps if s.message is not None]

    def no_english(message: str) -> object:
        raise AssertionError(f"English written for {message!r}")

    monkeypatch.setattr(messages, "SAYINGS", {})
    monkeypatch.setattr(trace, "SAYINGS", {})
    monkeypatch.setattr(trace, "_saying", no_english)
    monkeypatch.setattr(messages, "saying", no_english)
    monkeypatch.setattr(messages, "_compile", no_english)
    french = [s.text for s in localizer("fr").trace(judge(["mermaid", "sk", "rosie"]).trace)]
    assert len(french) == len(steps) == 6
    assert any("Sirène" in line for line in french)
    monkeypatch.undo()
    assert [s.text for s in v.trace] == english
    assert [d["text"] for d in v.trace.as_list()] == english
    assert "P1's Mermaid and P2's Skull King are both in the trick" in english[1]
