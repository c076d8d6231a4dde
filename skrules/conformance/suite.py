"""Reading a suite file for ``skrules verify``: every problem a message that says where and what."""

from __future__ import annotations

import json

from ..files import read_regular
from ..shown import byte_codes
from . import SUITE_VERSION
from .compare import lone_surrogate

__all__ = ["cases_of", "read_suite"]


def read_suite(name: str) -> tuple[list[dict[str, object]], str | None]:
    """The cases of the suite in file ``name``, or why it cannot be used.

    Only a regular file of a bounded size is read (:func:`~skrules.files.read_regular`): a named
    pipe would block the command, and ``/dev/zero`` would fill the memory.
    """
    try:
        data = read_regular(name)
    except (OSError, ValueError) as err:  # ValueError: a NUL byte in the name
        return [], f"--suite {name!r}: cannot read it: {getattr(err, 'strerror', None) or err}"
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        return (
            [],
            f"{name}:{line}: not UTF-8 text (byte {byte_codes(data[err.start : err.end])}); a suite is UTF-8 JSON",
        )
    try:
        suite = json.loads(text)
    except json.JSONDecodeError as err:
        return [], f"{name}:{err.lineno}:{err.colno}: not JSON: {err.msg}"
    except RecursionError:
        return [], f"{name}: not a suite (nested too deeply)"
    # a UTF-8 text holds no surrogate: only a \u escape can make one, so a suite with none is not walked
    flaw = lone_surrogate(suite) if "\\u" in text else None
    if flaw is not None:
        where, char = flaw
        return [], f"{name}: {where}: a lone surrogate \\u{ord(char):04x}, which is no character; not a suite"
    return cases_of(name, suite)


def cases_of(name: str, suite: object) -> tuple[list[dict[str, object]], str | None]:
    """The cases of a suite read from ``name``, or why it is no suite this skrules can run."""
    if not isinstance(suite, dict) or not isinstance(suite.get("cases"), list):
        return [], f"{name}: not a conformance suite (expected an object with 'cases'; see 'skrules export')"
    version = suite.get("suite_version")
    if version != SUITE_VERSION:
        return [], f"{name}: suite_version {version!r}; this skrules reads version {SUITE_VERSION} (export it again)"
    cases: list[dict[str, object]] = []
    for i, case in enumerate(suite["cases"]):
        if not isinstance(case, dict):
            return [], f"{name}: case {i + 1} is not a JSON object"
        for key, kind in (("id", str), ("kind", str), ("expected", dict)):
            if not isinstance(case.get(key), kind):
                return [], f"{name}: case {i + 1} ({case.get('id', 'no id')!r}) has no {key!r} of the right type"
        cases.append(case)
    return cases, None
