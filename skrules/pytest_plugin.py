"""pytest plugin: every scenario of a ``.skull`` file is a test item, named after the scenario.

Registered through the ``pytest11`` entry point, so installing skrules is enough: ``pytest
scenarios/`` (or a bare ``pytest`` with ``scenarios`` in ``testpaths``) runs the scenario library.
A failure reads like a ruling (the line that expected something, expected against actual, the
verdict and its trace), not like a Python traceback; a scenario that does not parse fails with
its problems. Only files ending in ``.skull`` are collected, and skrules itself is imported only
once such a file is found.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from _pytest._code.code import ExceptionInfo, TerminalRepr

    from .formats.scenario.model import Problem, Scenario
    from .scenario.run import Result

SUFFIX = ".skull"


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == SUFFIX:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFailed(Exception):
    """Raised by a scenario item that did not pass; carries the result to report."""

    def __init__(self, result: Result) -> None:
        super().__init__(result.scenario.name)
        self.result = result


class ScenarioFile(pytest.File):
    def collect(self) -> Iterator[pytest.Item]:
        from .scenario import parse_file

        try:
            shown = str(self.path.relative_to(self.config.rootpath))
        except ValueError:
            shown = str(self.path)
        doc = parse_file(self.path, shown)
        if not doc.scenarios:
            yield ProblemsItem.from_parent(self, name=self.path.name, problems=doc.problems)
            return
        for scenario in doc.scenarios:
            yield ScenarioItem.from_parent(self, name=scenario.name, scenario=scenario)


class ScenarioItem(pytest.Item):
    def __init__(self, *, scenario: Scenario, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.scenario = scenario

    def runtest(self) -> None:
        from .scenario.run import run_scenario

        result = run_scenario(self.scenario)
        if not result.passed:
            raise ScenarioFailed(result)

    def repr_failure(self, excinfo: ExceptionInfo[BaseException], style: str | None = None) -> str | TerminalRepr:
        if isinstance(excinfo.value, ScenarioFailed):
            from .scenario.report import headline, result_lines

            result = excinfo.value.result
            return "\n".join([headline(result), *result_lines(result, header=True)])  # no file is told apart
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.scenario.line - 1, f"{self.scenario.kind.key}: {self.scenario.name}"


class ProblemsFailed(Exception):
    pass


class ProblemsItem(pytest.Item):
    """A file with no scenario to run: unreadable, or broken before its first scenario."""

    def __init__(self, *, problems: tuple[Problem, ...], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.problems = problems

    def runtest(self) -> None:
        raise ProblemsFailed

    def repr_failure(self, excinfo: ExceptionInfo[BaseException], style: str | None = None) -> str | TerminalRepr:
        if isinstance(excinfo.value, ProblemsFailed):
            count = f"{len(self.problems)} problem{'s' if len(self.problems) != 1 else ''}"
            return "\n".join([f"the file cannot be read: {count}", *(p.show() for p in self.problems)])
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        line = self.problems[0].line if self.problems else 1
        return self.path, max(line - 1, 0), f"scenario file: {self.path.name}"
