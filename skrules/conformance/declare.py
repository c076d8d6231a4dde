"""What an engine declares it plays (``skrules verify --declare FILE``), and the cases it cannot be held to.

An engine that has no Expansion Pack, plays one reading of a ruling, checks no input or answers
no rounds says so in a small JSON declaration. A case that needs what the engine declares it
lacks is *not supported*: it is not sent, and the report counts and lists it apart from the
failures. Nothing else is left out: a case is not supported only for a reason the declaration
gives, named in the report, so that a declaration cannot hide a deviation it does not state.

A ruling counts only when the case goes through it (it is among the case's ``rules``): every
case spells out every ruling, and a reading that decides nothing in a case does not matter there.
An answer field the engine has no concept of (``bonuses``) is not compared; a case that expects
something in it (a bonus paid) is not supported.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from ..cards import Module
from ..editions import House
from ..errors import SkrulesError
from ..files import read_regular
from ..notation import parse_play
from ..rules import RULINGS, Scoring, parse_ruling
from ..rulings import near_words

__all__ = ["DECLARATION_KEYS", "Declaration", "read_declaration"]

KINDS = ("trick", "round", "game")
ANSWER_FIELDS = frozenset(
    {
        "outcome",
        "winner",
        "lead_suit",
        "next_leader",
        "bonus",
        "bonuses",
        "alliances",
        "removed",
        "abilities",
        "illegal",
    }
    | {"scores", "taken", "winners", "schedule", "dealers", "leaders", "running", "totals", "tie"}
)
DECLARATION_KEYS = (
    "kinds",
    "deck",
    "scoring",
    "abilities",
    "first_edition",
    "house_rules",
    "rulings",
    "refusals",
    "without",
)
_EMPTY: tuple[object, ...] = ([], {}, 0, None)


class DeclarationError(SkrulesError):
    kind = "declaration"


class Declaration:
    """What an engine plays; each part ``None`` when the engine declares nothing about it (it plays it all)."""

    __slots__ = (
        "abilities",
        "deck",
        "first_edition",
        "house",
        "kinds",
        "refusals",
        "rulings",
        "scoring",
        "source",
        "without",
    )

    def __init__(self, source: Mapping[str, object]) -> None:
        self.source = dict(source)
        self.kinds = _choices(source, "kinds", KINDS)
        deck = _choices(source, "deck", tuple(m.value for m in Module))
        self.deck = None if deck is None else deck | {Module.BASE.value}
        self.scoring = _choices(source, "scoring", tuple(s.value for s in Scoring))
        self.abilities = _flag(source, "abilities")
        self.first_edition = _flag(source, "first_edition")
        self.house = _choices(source, "house_rules", tuple(h.value for h in House))
        self.rulings = _rulings(source.get("rulings"))
        refusals = source.get("refusals")
        self.refusals = None if refusals is None or refusals is True else _refusals(refusals)
        self.without = _choices(source, "without", tuple(sorted(ANSWER_FIELDS))) or frozenset()

    @classmethod
    def parse(cls, value: object) -> Declaration:
        """The declaration a JSON value states; :class:`DeclarationError` says what is wrong with it."""
        if not isinstance(value, dict):
            raise DeclarationError("a declaration is a JSON object (see the Conformance kit page)")
        unknown = sorted(set(value) - set(DECLARATION_KEYS))
        if unknown:
            meant = _meant(unknown[0], DECLARATION_KEYS)
            raise DeclarationError(
                f"unknown key {unknown[0]!r}{meant}; a declaration has {', '.join(DECLARATION_KEYS)}"
            )
        return cls(value)

    def unsupported(self, case: Mapping[str, object]) -> str | None:
        """Why the engine, as declared, cannot be held to ``case``; None when the case is run."""
        options = case.get("options")
        opts: Mapping[str, object] = options if isinstance(options, dict) else {}
        expected = case.get("expected")
        exp: Mapping[str, object] = expected if isinstance(expected, dict) else {}
        kind = str(case.get("kind"))
        for why in (
            None if self.kinds is None or kind in self.kinds else f"the engine plays no {kind}s",
            self._refusal(exp.get("refused")),
            self._deck(case, opts),
            self._options(kind, opts),
            self._ruling(case, opts),
        ):
            if why is not None:
                return why
        needed = sorted(f for f in self.without if f in exp and exp[f] not in _EMPTY)
        if needed:
            return f"expects {', '.join(needed)}, which the engine declares it has no concept of"
        return None

    def comparable(self, expected: Mapping[str, object]) -> dict[str, object]:
        """The expected answer without the fields the engine has no concept of."""
        return {k: v for k, v in expected.items() if k not in self.without}

    def _refusal(self, refused: object) -> str | None:
        if self.refusals is None or not isinstance(refused, dict):
            return None
        rule, kind = refused.get("rule"), refused.get("kind")
        if rule in self.refusals or kind in self.refusals:
            return None
        what = f"rule {rule}, kind {kind}" if rule is not None else f"kind {kind}"
        return f"a refusal ({what}) the engine declares it does not check"

    def _deck(self, case: Mapping[str, object], opts: Mapping[str, object]) -> str | None:
        if self.deck is None:
            return None
        missing = sorted(_parts_needed(case, opts) - self.deck)
        return f"needs the deck part {', '.join(missing)}, which the engine does not have" if missing else None

    def _options(self, kind: str, opts: Mapping[str, object]) -> str | None:
        scoring = opts.get("scoring")
        if self.scoring is not None and kind != "trick" and scoring not in self.scoring:
            return f"scored under {scoring} scoring, which the engine does not play"
        if self.abilities is False and opts.get("abilities") is True:
            return "played with the pirate abilities, which the engine does not play"
        if self.first_edition is False and opts.get("edition") == "2013":
            return "the first edition (2013), which the engine does not play"
        house = opts.get("house_rules")
        extra = sorted(
            str(h) for h in (house if isinstance(house, list) else []) if self.house is not None and h not in self.house
        )
        return f"the house rule {', '.join(extra)}, which the engine does not play" if extra else None

    def _ruling(self, case: Mapping[str, object], opts: Mapping[str, object]) -> str | None:
        readings = opts.get("rulings")
        rules = case.get("rules")
        if not self.rulings or not isinstance(readings, dict) or not isinstance(rules, list):
            return None
        for rid, followed in sorted(self.rulings.items()):
            reading = readings.get(rid)
            if rid in rules and reading is not None and str(reading) not in followed:
                return f"goes through {rid}={reading}; the engine follows {' or '.join(sorted(followed))}"
        return None


def _parts_needed(case: Mapping[str, object], opts: Mapping[str, object]) -> set[str]:
    """The deck parts the case's cards belong to (a game's: those of its rule set)."""
    if case.get("kind") == "game":
        deck = opts.get("deck")
        return {str(d) for d in deck} if isinstance(deck, list) else set()
    tokens: list[str] = []
    trick = case.get("trick")
    tokens += [str(t) for t in trick] if isinstance(trick, list) else []
    hands = case.get("hands")
    for cards in hands.values() if isinstance(hands, dict) else ():
        tokens += [str(c) for c in cards] if isinstance(cards, list) else []
    rd = case.get("round")
    if isinstance(rd, dict):
        tricks = rd.get("tricks")
        for t in tricks if isinstance(tricks, list) else []:
            plays = t.get("plays") if isinstance(t, dict) else None
            tokens += [str(p) for p in plays] if isinstance(plays, list) else []
        ghost = rd.get("ghost")
        tokens += [str(g) for g in ghost] if isinstance(ghost, list) else []
    parts: set[str] = set()
    for i, token in enumerate(tokens):
        try:
            parts.add(parse_play(token, i).card.module.value)
        except SkrulesError:
            continue  # a card that does not parse is what a refusal case is about
    return parts


def _choices(source: Mapping[str, object], key: str, known: tuple[str, ...]) -> frozenset[str] | None:
    value = source.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DeclarationError(f"{key}: expected an array of strings, some of {', '.join(known)}")
    bad = [v for v in value if v not in known]
    if bad:
        raise DeclarationError(f"{key}: {bad[0]!r}{_meant(bad[0], known)} is not one of {', '.join(known)}")
    return frozenset(value)


def _meant(word: str, known: tuple[str, ...]) -> str:
    """`` (did you mean 'kinds'?)`` when a known word is close to ``word``, else nothing."""
    close = near_words(word, known)
    return f" (did you mean {' or '.join(repr(c) for c in close)}?)" if close else ""


def _flag(source: Mapping[str, object], key: str) -> bool | None:
    value = source.get(key)
    if value is not None and not isinstance(value, bool):
        raise DeclarationError(f"{key}: expected true or false")
    return value


def _rulings(value: object) -> dict[str, frozenset[str]]:
    """``{"ruling.kraken-leader": "would-have-won"}`` (or a list of readings), each ruling and reading checked."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise DeclarationError("rulings: expected an object of ruling -> reading (or an array of readings)")
    out: dict[str, frozenset[str]] = {}
    for name, readings in value.items():
        rid = name if name.startswith("ruling.") else f"ruling.{name}"
        if rid not in RULINGS:
            raise DeclarationError(f"rulings: {name!r} is no ruling ('skrules rules ruling' lists them)")
        texts = [readings] if isinstance(readings, str) else readings
        if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
            raise DeclarationError(f"rulings: {name}: expected a reading or a non-empty array of readings")
        for text in texts:
            try:
                parse_ruling(f"{rid}={text}")
            except SkrulesError as err:
                raise DeclarationError(f"rulings: {err}") from None
        out[rid] = frozenset(texts)
    return out


def _refusals(value: object) -> frozenset[str]:
    if value is False:
        return frozenset()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DeclarationError("refusals: expected true, false, or an array of refusal kinds and rule IDs")
    return frozenset(value)


def read_declaration(name: str) -> tuple[Declaration | None, str | None]:
    """The declaration in file ``name``, or why it cannot be used, in one line naming the file."""
    try:
        data = read_regular(name)
    except (OSError, ValueError) as err:
        return None, f"--declare {name!r}: cannot read it: {getattr(err, 'strerror', None) or err}"
    try:
        value = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        return None, f"--declare {name}: not UTF-8 text; a declaration is UTF-8 JSON"
    except json.JSONDecodeError as err:
        return None, f"{name}:{err.lineno}:{err.colno}: not JSON: {err.msg}"
    except RecursionError:
        return None, f"{name}: not a declaration (nested too deeply)"
    try:
        return Declaration.parse(value), None
    except DeclarationError as err:
        return None, f"{name}: {err}"
