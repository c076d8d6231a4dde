"""The conformance kit: the scenario library as a JSON suite that other Skull King engines are run against.

``skrules export`` writes the suite (:mod:`.cases`, validated by ``schema.json`` in this folder);
``skrules verify --engine CMD`` sends each case to another engine and compares its answers
(:mod:`.runner`, :mod:`.compare`, :mod:`.report`), traces each failure to the rule behind it and
the command that reproduces it (:mod:`.diagnose`), and leaves out, as not supported, the cases
needing what the engine declares it does not play (:mod:`.declare`). :func:`.answer.answer` is skrules' own answer
to a case, which the example adapter in ``examples/adapter_skrules.py`` wraps. The protocol is
described on the rulebook's *Conformance kit* page (``docs/tool/conformance.md``).

This is a tool module: it sits on top of the core and decides no rule itself.
"""

from __future__ import annotations

SUITE_VERSION = 1  # raised when a case's or an answer's meaning changes, not when a field is added

__all__ = ["SUITE_VERSION"]
