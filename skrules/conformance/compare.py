"""Reading an engine's answer and holding it to a case's expected answer; never raises on any text.

An answer is one JSON object. It passes when every field of ``expected`` is in it with the same
value, compared as the game compares them: lists of bonuses, alliances, removed cards, abilities
and illegal plays in any order, card tokens in any spelling skrules reads (``SK`` is ``sk``).
Fields the case does not expect are ignored. ``{"refused": ...}`` answers a case that expects a
refusal only when it refuses for the case's reason: the ``rule`` the case names, or, when the
answer names no rule (or the case none), the case's ``kind`` of refusal (the ``message`` is for
people, not compared); ``{"skip": "why"}`` leaves a case out, counted as neither passed nor failed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from enum import StrEnum

from .cases import canonical_card

__all__ = ["Check", "Diff", "Status", "judge_answer", "lone_surrogate"]


class Status(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    SKIPPED = "skipped"
    UNSUPPORTED = "unsupported"  # the engine declares it has no part of what the case needs: never run


class Diff:
    """One field whose answer differs from the expected one. ``missing`` when the answer has no such field
    (``received`` is then None), which an engine reads apart from a field it answered with null."""

    __slots__ = ("expected", "field", "missing", "received")

    def __init__(self, field: str, expected: object, received: object, *, missing: bool = False) -> None:
        self.field = field
        self.expected = expected
        self.received = received
        self.missing = missing

    def as_dict(self) -> dict[str, object]:
        return {"field": self.field, "expected": self.expected, "received": self.received, "missing": self.missing}


class Printed(str):
    """An answer's text as the engine printed it, which is no JSON (or no valid Unicode): a report shows it as it
    is, not quoted as if the engine had answered a JSON string."""


class Check:
    """What one answer came to: the status, why (for a failure or a skip), and the fields that differ."""

    __slots__ = ("answer", "diffs", "reason", "status")

    def __init__(self, status: Status, reason: str = "", diffs: tuple[Diff, ...] = (), answer: object = None) -> None:
        self.status = status
        self.reason = reason
        self.diffs = diffs
        self.answer = answer  # the answer as parsed, or its text when it is no JSON

    def __repr__(self) -> str:
        return f"Check({self.status.value!r}, {self.reason!r})"


def _failed(reason: str, answer: object = None, diffs: tuple[Diff, ...] = ()) -> Check:
    return Check(Status.FAILED, reason, diffs, answer)


def judge_answer(expected: dict[str, object], text: str) -> Check:
    """The check of the text an engine answered against a case's ``expected``."""
    stripped = text.strip()
    if not stripped:
        return _failed("the engine answered nothing", Printed(text))
    try:
        answer = json.loads(stripped)
    except (ValueError, RecursionError) as err:
        return _failed(f"the answer is not JSON ({_short(str(err))})", Printed(_short(stripped, 200)))
    if not isinstance(answer, dict):
        return _failed(f"the answer is not a JSON object but {_kind(answer)}", answer)
    flaw = lone_surrogate(answer)
    if flaw is not None:
        where, char = flaw
        why = f"the answer is not valid Unicode: a lone surrogate \\u{ord(char):04x} at {where}"
        return _failed(why, Printed(_short(stripped, 200)))
    return _judge_object(expected, answer)


def lone_surrogate(value: object, where: str = "") -> tuple[str, str] | None:
    """Where in a JSON value (``cards[0]``, ``key 'x'``) a string holds a lone surrogate, and which one.

    JSON's ``\\ud800`` escape reads back as a lone surrogate, which is no character: no UTF-8
    text can hold it, so such a suite cannot be sent to an engine, nor such an answer shown.
    """
    stack: list[tuple[str, object]] = [(where, value)]
    while stack:  # no recursion: JSON nests as deep as the parser allows
        path, item = stack.pop()
        if isinstance(item, str):
            try:  # a str fails to encode as UTF-8 only at a surrogate, at the first one
                item.encode("utf-8")
            except UnicodeEncodeError as err:
                return path or "the top", item[err.start]
        elif isinstance(item, dict):
            for key, sub in reversed(item.items()):
                stack += [(f"{path}.{key}" if path else str(key), sub), (f"a key of {path or 'the top'}", key)]
        elif isinstance(item, list):
            stack += [(f"{path}[{i}]", sub) for i, sub in reversed(list(enumerate(item)))]
    return None


def _judge_object(expected: dict[str, object], answer: dict[str, object]) -> Check:
    skip = answer.get("skip")
    if isinstance(skip, str) and skip.strip():
        return Check(Status.SKIPPED, f"the engine skipped the case: {_short(skip)}", answer=answer)
    if "refused" in expected:
        if answer.get("refused") in (None, False):
            return _failed("the case must be refused, and the engine answered it", answer)
        other = _other_reason(expected["refused"], answer["refused"])
        return Check(Status.PASSED, answer=answer) if other is None else _failed(other, answer)
    refused = answer.get("refused")
    if refused not in (None, False):
        why = refused.get("message") if isinstance(refused, dict) else refused
        return _failed(f"the engine refused a case the rules answer ({_short(str(why))})", answer)
    diffs = tuple(_diffs(expected, answer))
    if diffs:
        return _failed(", ".join(d.field for d in diffs) + (" differ" if len(diffs) > 1 else " differs"), answer, diffs)
    return Check(Status.PASSED, answer=answer)


def _other_reason(want: object, got: object) -> str | None:
    """Why a refusal is not the one the case expects, or None when it is.

    The answer must name the case's ``rule`` when it names a rule, and otherwise its ``kind``:
    an engine that refuses every input it does not understand does not pass a refusal case.
    """
    if not isinstance(want, dict):
        return None
    rule, kind = want.get("rule"), want.get("kind")
    said = got if isinstance(got, dict) else {}
    said_rule, said_kind = said.get("rule"), said.get("kind")
    if rule is not None and said_rule is not None:
        return None if said_rule == rule else f"refused for another rule: {_short(str(said_rule))}, not {rule}"
    if said_kind == kind:
        return None
    wanted = f"rule {rule!s} or kind {kind!s}" if rule is not None else f"kind {kind!s}"
    given = ", ".join(f"{k} {_short(str(v))}" for k, v in (("rule", said_rule), ("kind", said_kind)) if v is not None)
    return f"refused, but not for the expected reason: {wanted} expected, {given or 'no rule or kind'} given"


def _diffs(expected: dict[str, object], answer: dict[str, object]) -> list[Diff]:
    out = []
    for field, want in expected.items():
        if field not in answer:
            out.append(Diff(field, want, None, missing=True))
            continue
        got = answer[field]
        normal = _NORMAL.get(field, _same)
        try:
            equal = normal(want) == normal(got)
        except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
            equal = False  # the answer's value is not of the shape the field has
        if not equal:
            out.append(Diff(field, want, got))
    return out


# ------------------------------------------------------------------------------ normal forms


def _same(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def _card(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("a card is a string")
    return canonical_card(value)


def _winner(value: object) -> object:
    if value is None or isinstance(value, str):  # nobody, or a game's winner
        return value
    if not isinstance(value, dict):
        raise TypeError("a trick's winner is an object")
    return (value["player"], _card(value["card"]))


def _bag(key: Callable[[dict[str, object]], object]) -> Callable[[object], list[str]]:
    """A list compared in any order, each item reduced to ``key``."""

    def normal(value: object) -> list[str]:
        if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
            raise TypeError("a list of objects")
        return sorted(_same(key(x)) for x in value)

    return normal


def _strings(value: object) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise TypeError("a list of strings")
    return sorted(value)


def _tie(value: object) -> list[str] | None:
    return None if value is None else _strings(value)


_NORMAL: dict[str, Callable[[object], object]] = {
    "winner": _winner,
    "bonuses": _bag(lambda b: [b["rule"], b["points"], b["player"], b["needs_bid"]]),
    "alliances": _bag(lambda a: [a["loot"], a["winner"]]),
    "removed": _bag(lambda r: [r["player"], _card(r["card"])]),
    "illegal": _bag(lambda f: [f["player"], f["rule"]]),
    "abilities": _strings,
    "tie": _tie,
}


def _kind(value: object) -> str:
    if value is None:
        return "null"
    return {list: "an array", str: "a string", bool: "a boolean", int: "a number", float: "a number"}.get(
        type(value), type(value).__name__
    )


def _short(text: str, width: int = 120) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"
