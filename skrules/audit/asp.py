"""The second encoding: the trick rules as an answer-set program (``trick.lp``), run with clingo.

The program was written from the rulebook's text, not from the engine; this module only turns
written tricks into facts (what each card is, its suit and number, who played it) and reads the
answers back. Many tricks go into one program, so one grounding answers a whole batch.
clingo is an optional dependency (``pip install 'skrules[audit]'``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import resources

from ..rules import RULINGS, RuleSet
from .answers import Answer, Paid
from .enumerate import LADDER_RULINGS

__all__ = ["ENCODED", "Answer", "UnmodelledRuling", "answers", "facts", "options"]

_KINDS = {
    "sk": "king",
    "mermaid": "mermaid",
    "escape": "escape",
    "loot": "loot",
    "con": "con",
    "kraken": "kraken",
    "whale": "whale",
    "stingray": "stingray",
    "plank": "plank",
    "volley": "volley",
    "davy": "davy",
    "mary": "pirate",
    "pirate": "pirate",
    **{name: "pirate" for name in ("rosie", "bendt", "rascal", "juanita", "harry")},
}


def _readings(*values: str) -> dict[str, str]:
    return {v: v.replace("-", "_") for v in values}


# The rulings the program reads, by name: the ruling, then each reading's atom in ``opt/2``.
ENCODED: Mapping[str, tuple[str, Mapping[str, str]]] = {
    "lead-after-escape": ("lead_after_escape", _readings("next-number", "character")),
    "character-lead": ("character_lead", _readings("no-suit", "next-number")),
    "kraken-leader": ("kraken_leader", _readings("would-have-won", "left-of-kraken")),
    "kraken-nobody-leader": ("kraken_nobody_leader", _readings("trick-leader", "kraken-player")),
    "monster-discard-leader": (
        "monster_discard_leader",
        _readings("monster-player", "would-have-won", "trick-leader"),
    ),
    "removed-lead": ("removed_lead", _readings("recompute", "as-played")),
    "con-triangle": ("con_triangle", _readings("mermaid", "con")),
    "plank-tigress": ("plank_tigress", _readings("yes", "no")),
    "plank-monster": ("plank_monster", _readings("no-effect", "removes")),
    "davy-recipient": ("davy_recipient", _readings("davy-player", "winner")),
    "davy-needs-bid": ("davy_needs_bid", _readings("made", "always")),
    "discard-captures": ("discard_captures", _readings("nothing", "davy")),
}


class UnmodelledRuling(ValueError):
    """A ruling (or a reading) the program does not read: comparing under it would prove nothing."""


def options(rules: RuleSet, names: Sequence[str] = LADDER_RULINGS) -> str:
    """``opt/2`` facts for the readings in force of the rulings ``names``, each looked up by name."""
    out = []
    for name in names:
        if name not in ENCODED:
            raise UnmodelledRuling(f"ruling.{name}: the second encoding does not read this ruling")
        atom, readings = ENCODED[name]
        reading = str(rules.ruling(RULINGS[f"ruling.{name}"].kind).value)
        if reading not in readings:
            raise UnmodelledRuling(f"ruling.{name}={reading}: the second encoding does not read this reading")
        out.append(f"opt({atom},{readings[reading]}).")
    return "\n".join(out)


def facts(t: int, tokens: Sequence[str]) -> list[str]:
    """The facts of one written trick (``P1=g5`` tokens), numbered ``t``."""
    out: list[str] = []
    seats: dict[str, int] = {}
    for p, token in enumerate(tokens):
        player, _, card = token.rpartition("=")
        out.append(f"seat({t},{p},{seats.setdefault(player, len(seats))}).")
        out += _card(t, p, card)
    out.append(f"players({t},{len(seats)}).")
    return out


def _card(t: int, p: int, card: str) -> list[str]:
    face, _, decl = card.partition(":")
    if face == "tigress":
        return [f"kind({t},{p},{decl}).", f"tigress({t},{p})."]
    if face == "wild15":
        named = [f"named({t},{p},{decl})."] if decl else []
        return [f"kind({t},{p},wild).", f"value({t},{p},15).", *named]
    if face == "plank" and decl:
        return [f"kind({t},{p},plank).", f"target({t},{p},{int(decl) - 1})."]
    if face in _KINDS:
        return [f"kind({t},{p},{_KINDS[face]})."]
    value = int(face[1:].rstrip("x"))
    extra = [f"extra({t},{p})."] if face.endswith("x") else []
    return [f"kind({t},{p},number).", f"suit({t},{p},{face[0]}).", f"value({t},{p},{value}).", *extra]


def program() -> str:
    return resources.files(__package__).joinpath("trick.lp").read_text(encoding="utf-8")


Found = dict[str, list[tuple[object, ...]]]  # per predicate, the arguments after the trick's number


def answers(rules: RuleSet, tricks: Sequence[Sequence[str]]) -> list[Answer | None]:
    """The program's answer to each trick under ``rules`` (None: it gave none, or several)."""
    import clingo

    ctl = clingo.Control(["--warn=none"])
    text = [program(), options(rules)]
    for t, tokens in enumerate(tricks):
        text += facts(t, tokens)
    ctl.add("base", [], "\n".join(text))
    ctl.ground([("base", [])])
    found: dict[int, Found] = {}
    with ctl.solve(yield_=True) as handle:
        for model in handle:
            for sym in model.symbols(shown=True):
                args = [_value(a) for a in sym.arguments]
                found.setdefault(int(str(args[0])), {}).setdefault(sym.name, []).append(tuple(args[1:]))
            break
    return [_answer(found.get(t, {})) for t in range(len(tricks))]


def _value(sym: object) -> object:
    import clingo

    assert isinstance(sym, clingo.Symbol)
    if sym.type == clingo.SymbolType.Number:
        return sym.number
    return sym.string if sym.type == clingo.SymbolType.String else sym.name


def _one(got: Found, name: str) -> object:
    """The single value of ``name`` (None: none); several make the answer unusable (ValueError)."""
    values = got.get(name, [])
    if len(values) > 1:
        raise ValueError(name)
    return values[0][0] if values else None


def _answer(got: Found) -> Answer | None:
    rules = {str(field): str(rule) for field, rule in got.get("decided", [])}
    refusals = sorted(got.get("refused", []), key=lambda r: (int(str(r[1])), str(r[0])))
    if refusals:  # the first card at fault, as the engine stops at the first
        faults = [(str(rule), int(str(at))) for rule, at in refusals]
        return Answer("refused", refused=faults[0], rules=rules, faults=faults)
    try:
        outcome, winner, leader, lead = (_one(got, n) for n in ("outcome", "winner", "leader", "lead"))
    except ValueError:
        return None
    if outcome is None or leader is None:
        return None
    bonuses: list[Paid] = [
        (str(r), int(str(v)), int(str(p)), int(str(n)), b == 1) for r, p, n, v, b in got.get("bonus", [])
    ]
    win = None if winner is None else int(str(winner))
    return Answer(str(outcome), win, int(str(leader)), None if lead is None else str(lead), bonuses, None, rules)
