"""The trace panel at a phone's or a narrow terminal's width (issue #12: the rule-ID column must
not squeeze the explanation); kraken.leader with ruling.kraken-leader is the longest cite."""

from __future__ import annotations

import io

from rich.console import Console

from skrules.render import TraceView, verdict_renderable
from skrules.trick import judge


def _lines(width: int, tokens: list[str]) -> list[str]:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(verdict_renderable(judge(tokens)))
    return console.export_text().splitlines()


def test_narrow_puts_each_rule_id_above_its_sentence() -> None:
    """kraken.leader (ruling.kraken-leader=would-have-won): at 60 columns the sentence keeps the width."""
    lines = _lines(60, ["g3", "b5", "kraken", "p7"])
    cite = next(i for i, line in enumerate(lines) if "ruling.kraken-leader=would-have-won" in line)
    assert "3. kraken.leader; ruling.kraken-leader=would-have-won" in lines[cite]
    assert "Without the sea monsters P2's black 5 would have won," in lines[cite + 1]
    assert all(len(line) <= 60 for line in lines)


def test_wide_keeps_the_three_columns() -> None:
    """At 100 columns the rule ID and the sentence share a line (rank.mermaid-king)."""
    lines = _lines(100, ["mermaid", "sk", "rosie"])
    assert any("rank.mermaid-king" in line and "are both in the trick" in line for line in lines)
    assert all(len(line) <= 100 for line in lines)


def test_the_switch_is_at_the_stated_width() -> None:
    """TraceView.STACK_BELOW is where the layout changes, whatever the trace (lead.number)."""
    trace = judge(["g3", "g5"]).trace
    for width, stacked in ((TraceView.STACK_BELOW - 1, True), (TraceView.STACK_BELOW, False)):
        console = Console(width=width, record=True, file=io.StringIO())
        console.print(TraceView(trace))
        first = console.export_text().splitlines()[0]
        assert first.rstrip().endswith("lead.number") is stacked
