"""Which side of a disagreement a recorded expectation supports.

The rulebook's ``{trick}`` examples (``skrules/rulebook/*.md``, each with the values it states)
and the scenario library (its ``examples/rulebook.skull`` holds the printed rulebooks' examples)
write down what the rules say of many tricks. When the audit's two encodings disagree on a
trick, this looks the trick up among them: one of the same class (the
same cards up to the symmetries the audit uses, :func:`~skrules.audit.enumerate.canonical`)
judged under the same readings. If its expectations cover a part the two sides differ in, the
side that meets them is named; otherwise nothing is said.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path

from ..cards import Suit
from ..conformance.cases import library_path
from ..errors import SkrulesError
from ..formats.scenario.model import Expect, Refusal, ScenarioKind, Winner, Word
from ..formats.scenario.reader import parse_file
from ..notation import parse_play
from ..rules import RULINGS, RuleSet
from ..scenario.run import rule_set
from .answers import Answer
from .enumerate import LADDER_RULINGS, PIRATES, canonical

__all__ = ["Seed", "seeds", "verdict"]


class Seed:
    """A recorded trick in the audit's notation: where it is written, its rule set and expectations."""

    __slots__ = ("expect", "name", "rules", "tokens")

    def __init__(self, name: str, tokens: list[str], rules: RuleSet, expect: Expect) -> None:
        self.name, self.tokens, self.rules, self.expect = name, tokens, rules, expect


def _tokens(trick: Sequence[Word], players: Sequence[str] | None) -> list[str] | None:
    """A recorded trick as the audit writes tricks (``P1=rosie``), or None when it cannot be."""
    plays = []
    for i, word in enumerate(trick):
        play = parse_play(word.text, i)
        if "=" not in word.text and players is not None and i < len(players):
            play = play.with_player(players[i])
        plays.append(play)
    cards = [str(p.card) for p in plays]
    fresh = iter(name for name in PIRATES if name not in cards)
    cards = [next(fresh, c) if c == "pirate" else c for c in cards]
    for i, p in enumerate(plays):
        if p.target is not None:
            at = (
                p.target
                if p.target.isdigit()
                else next((str(j + 1) for j, c in enumerate(cards) if c == p.target), None)
            )
            if at is None:
                return None
            cards[i] = f"plank:{at}"
    return [f"{p.player}={c}" for p, c in zip(plays, cards, strict=True)]


@cache
def seeds(folder: Path | None = None) -> dict[tuple[object, ...], list[Seed]]:
    """Every recorded trick, by class: the rulebook's examples, then the scenario library's
    (``folder``, by default the project's own) trick scenarios."""
    out: dict[tuple[object, ...], list[Seed]] = {}
    for seed in (*_rulebook(), *_library(folder if folder is not None else library_path())):
        out.setdefault(canonical(seed.tokens), []).append(seed)
    return out


def _library(root: Path | None) -> list[Seed]:
    out = []
    for path in sorted(root.rglob("*.skull")) if root is not None else ():
        for s in parse_file(path).scenarios:
            if s.kind is not ScenarioKind.TRICK or s.problems or s.expect.empty:
                continue
            try:
                tokens = _tokens(s.trick, s.players)
                rules = rule_set(s.settings, [parse_play(w.text, i).card for i, w in enumerate(s.trick)])
            except SkrulesError:
                continue
            if tokens is not None:
                out.append(Seed(f"{path.name}::{s.name}", tokens, rules, s.expect))
    return out


# a ``{trick}`` example of the rulebook: its tokens, then its options (``:winner: Ann``), one a line
_EXAMPLE = re.compile(r"^```\{trick\} ([^\n]+)\n((?::[a-z]+:[^\n]*\n)*)", re.MULTILINE)
_OPTION = re.compile(r":([a-z]+):[ \t]*([^\n]*)")


def _rulebook() -> list[Seed]:
    out = []
    for page in sorted(resources.files("skrules").joinpath("rulebook").iterdir(), key=lambda p: p.name):
        if not page.name.endswith(".md"):
            continue
        for found in _EXAMPLE.finditer(page.read_text(encoding="utf-8")):
            options = dict(_OPTION.findall(found[2]))
            if {"abilities", "edition", "house"} & set(options):
                continue  # the audit judges neither abilities, other editions nor house rules
            try:
                seed = _example(found[1].split(), options)
            except SkrulesError:
                continue
            if seed is not None:
                out.append(Seed(f"{page.name}: {found[1].strip()}", *seed))
    return out


def _example(words: list[str], options: dict[str, str]) -> tuple[list[str], RuleSet, Expect] | None:
    """A ``{trick}`` example's tokens, rule set and the values it states (None: none the audit compares)."""
    plays = [parse_play(w, i) for i, w in enumerate(words)]
    rules = RuleSet.from_options(
        deck=options.get("deck"), rulings=options.get("rulings", "").split(), cards=[p.card for p in plays]
    )
    winner = options.get("winner")
    expect = Expect(
        winner=None if winner is None else Winner() if winner == "nobody" else Winner(player=winner.split()[0]),
        outcome=options.get("outcome"),
        lead_suit=options.get("lead"),
        next_leader=options.get("next"),
        bonus=int(options["bonus"]) if options.get("bonus", "").lstrip("+-").isdigit() else None,
        refused=Refusal(message=options["error"]) if "error" in options else None,
    )
    tokens = None if expect.empty else _tokens([Word(w, 0, 0) for w in words], None)
    return None if tokens is None else (tokens, rules, expect)


def _same_readings(a: RuleSet, b: RuleSet) -> bool:
    """The same readings of the rulings a trick depends on, and neither abilities nor house rules."""
    same = all(a.ruling(RULINGS[f"ruling.{n}"].kind) == b.ruling(RULINGS[f"ruling.{n}"].kind) for n in LADDER_RULINGS)
    plain = not (b.abilities or b.edition.own_bonuses or b.house)
    return same and plain


def verdict(tokens: Sequence[str], rules: RuleSet, mine: Answer, theirs: Answer | None) -> str | None:
    """Which side a recorded expectation of this very trick supports, in words (None: no seed covers it)."""
    for seed in seeds().get(canonical(tokens), []):
        if not _same_readings(rules, seed.rules):
            continue
        engine, program = _meets(seed, tokens, mine), None if theirs is None else _meets(seed, tokens, theirs)
        if engine is None and program is None:
            continue
        sides = [name for name, ok in (("skrules", engine), ("the program", program)) if ok]
        who = " and ".join(sides) if sides else "neither side"
        return f"{seed.name} expects this trick's answer: {who} agrees"
    return None


def _meets(seed: Seed, tokens: Sequence[str], a: Answer) -> bool | None:
    """Whether ``a`` (an answer to ``tokens``) meets the seed's expectations (None: none apply)."""
    e = seed.expect
    if e.refused is not None or a.refused is not None:
        return (e.refused is not None) == (a.refused is not None)
    checks = [
        c
        for c in (
            _outcome(e, a),
            _winner(seed, e, a),
            _leader(seed, e, a),
            _lead(seed, tokens, e, a),
            _bonus(seed, e, a),
        )
        if c is not None
    ]
    return all(checks) if checks else None


def _seat(seed: Seed, player: str) -> int | None:
    names = list(dict.fromkeys(t.partition("=")[0] for t in seed.tokens))
    return names.index(player) if player in names else None


def _outcome(e: Expect, a: Answer) -> bool | None:
    return None if e.outcome is None else e.outcome == a.outcome


def _winner(seed: Seed, e: Expect, a: Answer) -> bool | None:
    w = e.winner
    if w is None:
        return None
    if w.nobody or a.winner is None:
        return w.nobody and a.winner is None
    player, card = seed.tokens[a.winner].partition("=")[::2]
    ok = w.player is None or player == w.player
    return ok and (w.card is None or _same_card(card, w.card))


def _same_card(written: str, expected: str) -> bool:
    try:
        return str(parse_play(expected, 0).card).partition(":")[0] in (written.partition(":")[0], "pirate")
    except SkrulesError:
        return False


def _leader(seed: Seed, e: Expect, a: Answer) -> bool | None:
    return None if e.next_leader is None else _seat(seed, e.next_leader) == a.leader


def _lead(seed: Seed, tokens: Sequence[str], e: Expect, a: Answer) -> bool | None:
    """The lead suit, mapped from the audit's trick to the seed's (the plain suits are interchangeable)."""
    if e.lead_suit is None:
        return None
    if a.lead in (None, "none", "not_yet", "b"):
        got = "none" if a.lead != "b" else Suit.BLACK.label
    else:
        mine, theirs = _suit_order(tokens), _suit_order(seed.tokens)
        at = mine.index(str(a.lead)) if str(a.lead) in mine else -1
        got = Suit(theirs[at]).label if 0 <= at < len(theirs) else "?"
    return got == e.lead_suit


def _suit_order(tokens: Sequence[str]) -> list[str]:
    """The plain suits in order of first appearance (numbers and a Wild 15's named suit)."""
    out: list[str] = []
    for t in tokens:
        card = t.partition("=")[2]
        letter = card.partition(":")[2][:1] if card.startswith("wild15") else card[:1] if card[1:2].isdigit() else ""
        if letter in ("g", "p", "y") and letter not in out:
            out.append(letter)
    return out


def _bonus(seed: Seed, e: Expect, a: Answer) -> bool | None:
    if e.bonus is None and e.bonuses is None:
        return None
    ok = e.bonus is None or e.bonus == sum(b[1] for b in a.bonuses if a.winner is not None and b[3] == a.leader)
    if e.bonuses is not None:
        want = Counter((b.points, b.rule) for b in e.bonuses)
        ok = ok and want == Counter((b[1], b[0]) for b in a.bonuses)
    return ok
