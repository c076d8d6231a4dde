#!/usr/bin/env python3
"""A conformance adapter around skrules itself: the worked example of the adapter protocol.

``skrules verify --engine 'python3 examples/adapter_skrules.py'`` sends it one case as JSON on
standard input and reads one answer as JSON on standard output. With ``--batch`` (pass the
same flag to ``skrules verify``) it stays up and answers one case per line, for speed.

An adapter for another engine keeps this shape and replaces :func:`answer`: read the case's
``kind`` and ``options``, feed its cards (``trick``, ``round`` or ``game``) to the engine, and
write the answer's fields as the case's ``expected`` has them (see the rulebook's
*Conformance kit* page). Answer ``{"skip": "why"}`` for a case the engine cannot play, and
``{"refused": {"message": "..."}}`` when the engine rejects the input.
"""

from __future__ import annotations

import json
import sys

from skrules.conformance.answer import answer as skrules_answer
from skrules.errors import SkrulesError


def answer(case: dict[str, object]) -> dict[str, object]:
    """The answer to one case: here, skrules' own."""
    return skrules_answer(case)


def reply(line: str) -> str:
    """One case's JSON text in, one answer's JSON text out (one line, whatever happens)."""
    try:
        return json.dumps(answer(json.loads(line)))
    except (SkrulesError, ValueError) as err:  # not a case this adapter can read: say so, as an answer
        return json.dumps({"skip": f"unreadable case: {err}"})


def main(argv: list[str]) -> int:
    if "--batch" in argv:
        for line in sys.stdin:
            if line.strip():
                print(reply(line), flush=True)
        return 0
    print(reply(sys.stdin.read()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
