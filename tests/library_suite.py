"""The scenario library exported as the conformance suite, built once in a test process for every test module
that reads it (verify's, the kit's, the Node adapter's, the process tests'): each build runs the whole library.
The suite is shared: a test that needs another one builds it from a copy."""

from __future__ import annotations

from functools import cache

from skrules.conformance.cases import build_suite, library_path, scenario_cases


@cache
def library_suite() -> dict[str, object]:
    library = library_path()
    assert library is not None
    return build_suite(scenario_cases([library]))
