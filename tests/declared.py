"""Taking back what a test declared on the ladder, so that the next test meets the ladder as shipped."""

from __future__ import annotations

from skrules.ladder import _BY_NAME, _PLANS


def withdraw(over: str, name: str) -> None:
    """Remove the exception ``name`` a test declared over the rung ``over``, and the plans made with it."""
    step = _BY_NAME[over]
    step.exceptions[:] = [e for e in step.exceptions if e.name != name]
    del _BY_NAME[name]
    _PLANS.clear()
