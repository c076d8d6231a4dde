"""The second encoding: the trick rules as an answer-set program (``trick.lp``), run with clingo.

The program was written from the rulebook's text, not from the engine; this module only turns
written tricks into facts (what each card is, its suit and number, who played it) and reads the
answers back. Many tricks go into one program, so one grounding answers a whole batch.
clingo is an optional dependency (``pip install 'skrules[audit]'``).
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources

from ..rules import RULINGS, RuleSet
from .enumerate import LADDER_RULINGS

__all__ = ["Answer", "answers", "facts"]

Answer = tuple[str, int | None, int]  # outcome, winning position, next leader's seat

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
# the rulings the program reads, by the reading's text
_OPTS = LADDER_RULINGS[:9]  # the three after these change bonuses only, which the program leaves out


def _atom(text: str) -> str:
    return text.replace("-", "_")


def options(rules: RuleSet) -> str:
    """``opt/2`` facts for the readings in force."""
    out = []
    for name in _OPTS:
        reading = rules.ruling(RULINGS[f"ruling.{name}"].kind)
        out.append(f"opt({_atom(name)},{_atom(str(reading.value))}).")
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
    return [f"kind({t},{p},number).", f"suit({t},{p},{face[0]}).", f"value({t},{p},{value})."]


def program() -> str:
    return resources.files(__package__).joinpath("trick.lp").read_text(encoding="utf-8")


def answers(rules: RuleSet, tricks: Sequence[Sequence[str]]) -> list[Answer | None]:
    """The program's answer to each trick under ``rules`` (None: it gave none, or several)."""
    import clingo

    ctl = clingo.Control(["--warn=none"])
    text = [program(), options(rules)]
    for t, tokens in enumerate(tricks):
        text += facts(t, tokens)
    ctl.add("base", [], "\n".join(text))
    ctl.ground([("base", [])])
    found: dict[int, dict[str, list[object]]] = {}
    with ctl.solve(yield_=True) as handle:
        for model in handle:
            for sym in model.symbols(shown=True):
                args = [a.number if a.type == clingo.SymbolType.Number else a.name for a in sym.arguments]
                found.setdefault(int(args[0]), {}).setdefault(sym.name, []).append(args[1])
            break
    return [_answer(found.get(t, {})) for t in range(len(tricks))]


def _answer(got: dict[str, list[object]]) -> Answer | None:
    outcome, winner, leader = got.get("outcome", []), got.get("winner", []), got.get("leader", [])
    if len(outcome) != 1 or len(winner) > 1 or len(leader) != 1:
        return None
    w = winner[0] if winner else None
    return (str(outcome[0]), None if w is None else int(str(w)), int(str(leader[0])))
