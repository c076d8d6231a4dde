"""The audit's result as plain text a player can read, and the table of where the rulings matter."""

from __future__ import annotations

from .answers import lead_words
from .run import DEFAULT, Tally

__all__ = ["ruling_rows", "text"]


def _n(x: object) -> str:
    return f"{int(str(x)):,}"


def _trick(tokens: object) -> str:
    return " ".join(str(t) for t in tokens)  # type: ignore[attr-defined]


def ruling_rows(result: Tally) -> list[tuple[str, int, int, str]]:
    """(ruling=reading, classes changed, raw tricks changed, smallest example) for every other reading."""
    changes: dict[str, list[object]] = result["changes"]  # type: ignore[assignment]
    rows = []
    for label in result["rule_sets"][1:]:  # type: ignore[index]
        n, raw, example = changes.get(label, [0, 0, None])
        shown = "" if example is None else f"{_trick(example[0])}: {example[1]}, now {example[2]}"  # type: ignore[index]
        rows.append((label, int(str(n)), int(str(raw)), shown))
    return rows


def text(result: Tally, width: int = 100) -> str:
    """The result as lines a player can read, wrapped to ``width`` columns."""
    import textwrap

    out = []
    for line in _lines(result):
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        out.append(textwrap.fill(line, width=max(width, 40), subsequent_indent=indent) if line else "")
    return "\n".join(out)


def _lines(result: Tally) -> list[str]:
    spec: dict[str, object] = result["spec"]  # type: ignore[assignment]
    judged: dict[str, list[object]] = result["judged"]  # type: ignore[assignment]
    ok = judged.get(DEFAULT, [0, 0, None])
    lines = [
        f"Every trick of up to {spec['max_cards']} cards, deck {spec['deck']}"
        + (f", starting from {', '.join(spec['rulings'])}" if spec["rulings"] else ""),  # type: ignore[arg-type]
        f"  {_n(result['classes'])} classes stand for {_n(result['raw'])} tricks as written "
        f"({_n(result['physical'])} telling copies of a card apart)",
        f"  {_n(ok[0])} classes ({_n(ok[1])} tricks) can be played under the default readings"
        + (
            ""
            if ok[0] == result["classes"]
            else "; skrules refuses the others (a Wild 15 that must name its suit, ...)"
        ),
        "",
    ]
    lines += [*_violations(result), "", *_disagreements(result), ""]
    if len(result["rule_sets"]) == 1:  # type: ignore[arg-type]
        lines.append("Where the rulings matter: not judged (--default-only).")
    else:
        lines.append("Where the rulings matter (classes whose answer changes from the default readings'):")
    for label, n, raw, example in ruling_rows(result):
        lines.append(f"  {label}: {_n(n)} classes ({_n(raw)} tricks)" + (f"; smallest: {example}" if example else ""))
    lines += ["", f"{result['shards']} shards in {result['seconds']} s"]
    return lines


def _under(result: Tally) -> str:
    sets = len(result["rule_sets"])  # type: ignore[arg-type]
    return "under the default readings" if sets == 1 else f"under each of {sets} sets of readings"


def _violations(result: Tally) -> list[str]:
    found: dict[str, tuple[int, int, list[object]]] = result["violations"]  # type: ignore[assignment]
    invariants: dict[str, dict[str, str]] = result["invariants"]  # type: ignore[assignment]
    if not found:
        return [f"Invariants: {len(invariants)} checked {_under(result)}: no violation."]
    out = ["Invariants violated:"]
    for key, (n, raw, example) in sorted(found.items()):
        name, _, label = key.partition("|")
        inv = invariants.get(name, {"rule": "?", "text": name})
        out.append(f"  {inv['text']} [{inv['rule']}] under {label}: {_n(n)} classes ({_n(raw)} tricks)")
        out.append(f"    smallest: {_trick(example[0])}: {example[1]}")
    return out


def _answer(got: object) -> str:
    """An answer as the disagreements list it ([outcome, winner, leader, lead, total, bonuses, refusal])."""
    if not isinstance(got, list):
        return "no single answer"
    outcome, winner, leader, lead, total, bonuses, refused = got
    if refused is not None:
        return f"refused by {refused[0]}" + ("" if refused[1] is None else f" at card {refused[1] + 1}")
    text = str(outcome) + ("" if winner is None else f" by card {winner + 1}")
    text += f", lead {lead_words(lead)}, seat {leader + 1} leads, bonuses {total:+d}"
    paid = ", ".join(f"{b[0]} {b[1]:+d} for card {b[2] + 1} to seat {b[3] + 1}" for b in bonuses)
    return text + (f" ({paid})" if paid else "")


def _disagreements(result: Tally) -> list[str]:
    spec: dict[str, object] = result["spec"]  # type: ignore[assignment]
    if not spec["asp"]:
        return ["Second encoding: not run (--no-asp)."]
    found: dict[str, tuple[int, int, list[object]]] = result["disagreements"]  # type: ignore[assignment]
    if not found:
        return [f"Second encoding (answer-set program): agrees with skrules on every trick, {_under(result)}."]
    out = ["Second encoding (answer-set program) disagrees:"]
    for label, (n, raw, example) in sorted(found.items()):
        out.append(f"  under {label}: {_n(n)} classes ({_n(raw)} tricks)")
        settled = example[4] if len(example) > 4 else None
        out.append(f"    {'settled by a recorded example' if settled else 'smallest'}: {_trick(example[0])}")
        parts: list[list[str]] = example[3] if len(example) > 3 else []  # type: ignore[assignment]
        for part, mine, theirs in parts:
            out.append(f"    {part} differs: skrules by {mine}, the program by {theirs}")
        out.append(f"    skrules: {_answer(example[1])}; program: {_answer(example[2])}")
        if settled:
            out.append(f"    {settled}")
    return out
