"""Shared test machinery: the ``cli`` fixture, the hypothesis profiles and the ``slow`` marker.

The ``cli`` fixture runs ``skrules`` in-process and returns ``(exit code, stdout, stderr)``::

    def test_rule(cli):
        code, out, err = cli("rule", "rank.king", "--plain")

Hypothesis profiles (no profile has a deadline or the too-slow health check: no test may depend
on how fast the machine is):

- ``ci`` (the default, and what CI runs): the full example counts, 100 per property unless the
  test asks for more or fewer with :func:`examples`. Where hypothesis detects a CI server (``CI``
  set), the profile also takes hypothesis's own CI choices: derandomized, no example database.
- ``dev``: a tenth of the examples, for the fast loop.

Choose one with ``pytest --hypothesis-profile=dev`` or ``HYPOTHESIS_PROFILE=dev pytest``. A test
that needs more (or fewer) examples than the others says so relative to the profile::

    @settings(max_examples=examples(300))  # 300 under ci, 30 under dev

A loop over random draws scales the same way (``range(examples(3000))``: the score pad's rounds).

Slow tests (a Sphinx build, a pytest run in a child process, a fuzzed round trip) carry the
``slow`` marker, so ``pytest -m "not slow"`` is the fast loop. A whole module opts in with one
line, ``pytestmark = pytest.mark.slow``; one test with ``@pytest.mark.slow``. Tests marked
``docs`` (the rulebook's builds) are slow without saying so. So are tests that run ``skrules`` (or a
conformance engine) in a child process (pipes, output encodings, ``python -m skrules``, timeouts): they
carry ``process``, and each pays an interpreter's start, or waits out a timeout, where an in-process
test takes milliseconds (102 of them were a third of the fast loop's time). A mutation run, whose
mutants live only in the test process, leaves them out too.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, settings

from skrules.cli import main

# Bytecode is cached as a user's install caches it, in this process (test modules rewritten for
# assertions included) and in every ``skrules`` a test starts: without it each child process
# compiles the package from source again (PYTHONDONTWRITEBYTECODE may be set by the machine).
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

CI_EXAMPLES = 100

# What hypothesis chose on import: its own "ci" profile on a CI server, "default" elsewhere.
_BASE = settings.get_profile(settings.get_current_profile_name())
_STEADY = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("ci", _BASE, max_examples=CI_EXAMPLES, **_STEADY)
settings.register_profile("dev", _BASE, max_examples=CI_EXAMPLES // 10, **_STEADY)
# --hypothesis-profile, read later by hypothesis's own plugin, wins over this.
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# what a command line's refusal starts with, by --lang (None: English, the default), written out here as each
# catalogue says it (the no-break spaces French writes before its colons included)
ERROR = {
    None: "skrules: error: ",
    "fr": "skrules\xa0: erreur\xa0: ",
    "zh": "skrules：错误：",  # noqa: RUF001  # Chinese writes full-width colons
    "de": "skrules: Fehler: ",
    "es": "skrules: error: ",
}


def examples(base: int) -> int:
    """``base`` examples under the ``ci`` profile, scaled like the profile's count elsewhere."""
    profile = settings.default
    assert profile is not None  # a profile is always loaded once hypothesis is imported
    return max(1, base * profile.max_examples // CI_EXAMPLES)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    """Run ``skrules ARGS...`` in this process: ``cli("trick", "sk")`` -> (code, out, err).

    Every run also checks that nothing ended in a traceback or an internal error.
    """

    def run(*args: str) -> tuple[int, str, str]:
        code = main(list(args))
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err, err  # no input, however wrong, ends in a traceback
        assert "internal error" not in err, err
        return code, out, err

    return run


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("docs") or item.get_closest_marker("process"):
            item.add_marker(pytest.mark.slow)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure() -> None:
    """The run is over: its objects are frozen, so that Python's last garbage collection, at exit,
    does not walk the hundreds of megabytes a test process holds by then (half a second or more of
    each fast-loop run, the workers' and the controller's) for memory the system takes back anyway."""
    gc.freeze()
