"""``-k EXPR``: choosing scenarios by name, as pytest does.

An expression is made of words, ``and``, ``or``, ``not`` and parentheses; a word matches a
scenario when it occurs (ignoring case) in its file path or its name: ``-k "kraken and not whale"``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import SelectionError

__all__ = ["SelectionError", "compile_selection"]

Matcher = Callable[[str], bool]

_TOKEN_RE = re.compile(r"\(|\)|[^\s()]+")
_WORDS = frozenset({"and", "or", "not"})
MAX_DEPTH = 100  # brackets and 'not's nested deeper are refused: the parser recurses once per level


def compile_selection(expr: str) -> Matcher:
    """A predicate on scenario IDs (``path::name``); raises :class:`SelectionError` if ``expr`` is malformed."""
    tokens = [(m.group(), m.start()) for m in _TOKEN_RE.finditer(expr)]
    if not tokens:
        raise SelectionError("an empty -k expression; give a word of the names to select, e.g. -k kraken")
    parser = _Parser(expr, tokens)
    matcher = parser.either()
    if parser.i < len(tokens):
        parser.fail("'and', 'or' or the end of the expression")
    return matcher


class _Parser:
    def __init__(self, expr: str, tokens: list[tuple[str, int]]) -> None:
        self.expr = expr
        self.tokens = tokens
        self.i = 0
        self.depth = 0

    def deeper(self) -> None:
        """Count one more level of nesting; refuse the expression past :data:`MAX_DEPTH`."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            col = self.tokens[self.i][1] + 1
            raise SelectionError(
                f"-k expression: at column {col}, brackets and 'not' are nested more than {MAX_DEPTH} deep; "
                "write a simpler expression"
            )

    def peek(self) -> str | None:
        return self.tokens[self.i][0] if self.i < len(self.tokens) else None

    def fail(self, wanted: str) -> None:
        if self.i < len(self.tokens):
            text, col = self.tokens[self.i]
            raise SelectionError(f"-k {self.expr!r}: at column {col + 1}, {text!r}: expected {wanted}")
        raise SelectionError(f"-k {self.expr!r}: the expression ends where {wanted} was expected")

    def either(self) -> Matcher:
        parts = [self.both()]
        while self.peek() == "or":
            self.i += 1
            parts.append(self.both())
        if len(parts) == 1:
            return parts[0]
        return lambda name: any(p(name) for p in parts)

    def both(self) -> Matcher:
        parts = [self.negation()]
        while self.peek() == "and":
            self.i += 1
            parts.append(self.negation())
        if len(parts) == 1:
            return parts[0]
        return lambda name: all(p(name) for p in parts)

    def negation(self) -> Matcher:
        if self.peek() == "not":
            self.deeper()
            self.i += 1
            inner = self.negation()
            self.depth -= 1
            return lambda name: not inner(name)
        return self.atom()

    def atom(self) -> Matcher:
        token = self.peek()
        if token == "(":
            self.deeper()
            self.i += 1
            inner = self.either()
            if self.peek() != ")":
                self.fail("')'")
            self.i += 1
            self.depth -= 1
            return inner
        if token is None or token == ")" or token in _WORDS:
            self.fail("a word of the scenario names")
        self.i += 1
        word = str(token).lower()
        return lambda name: word in name.lower()
