"""The conformance kit: ``skrules export`` and ``skrules verify`` (issue #14, section 1).

The suite is the scenario library; every case cites the rules it exercises. The deliberately
wrong engine (``examples/adapter_wrong.py``) breaks ``rank.mermaid-king`` only, so it must fail
exactly the cases whose answer goes through that rule.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.conformance.answer import CaseError, answer
from skrules.conformance.compare import Check, Status, judge_answer, lone_surrogate
from skrules.conformance.report import junit_report, text_report
from skrules.conformance.runner import CaseResult
from skrules.conformance.suite import cases_of
from skrules.errors import SkrulesError

from .library_suite import library_suite

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SCHEMA = json.loads((ROOT / "skrules" / "conformance" / "schema.json").read_text(encoding="utf-8"))
Cli = Callable[..., tuple[int, str, str]]


def suite() -> dict[str, object]:
    return library_suite()


def cases() -> list[dict[str, object]]:
    found = suite()["cases"]
    assert isinstance(found, list)
    return found


@pytest.fixture(scope="module")
def suite_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The library's suite (1.4 MB of JSON), written once for the tests of this module, which only read it."""
    path = tmp_path_factory.mktemp("suite") / "suite.json"
    path.write_text(json.dumps(suite()), encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _engines_import_this_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    """The adapters run in child processes: they must import this very skrules."""
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))


SLOW_MACHINE = ("--timeout", "120")  # a case's answer may take long on a busy machine; no test times anything


def engine(script: Path | str, *args: str) -> str:
    return " ".join([sys.executable, str(script), *args])


@contextmanager
def verifying_behind(runs: dict[str, list[str]], started: list[Path]) -> Iterator[dict[str, tuple[int, str, str]]]:
    """``skrules verify ARGS...`` for each name, each in a child process, while the test runs others in this one:
    the dict yielded holds each one's (code, out, err) once the block ends. Only runs whose engines wait out
    timeouts go behind, so that the test waits them out together with its own; their start-up (an interpreter,
    the package, the suite) is over before the block begins (each engine, once started, creates a ``started``
    file), so that an engine of the test's own that must answer within its timeout does not share the machine
    with them. As the ``cli`` fixture checks, no run ends in a traceback or an internal error."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    children = {
        name: subprocess.Popen(
            [sys.executable, "-m", "skrules", "verify", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            env=env,
        )
        for name, args in runs.items()
    }
    done: dict[str, tuple[int, str, str]] = {}
    try:
        end = time.monotonic() + 60
        while not all(path.exists() for path in started) and time.monotonic() < end:
            time.sleep(0.01)
        yield done
        for name, child in children.items():
            out, err = child.communicate(timeout=120)
            assert "Traceback" not in out + err and "internal error" not in err, err
            done[name] = (child.returncode, out, err)
    finally:
        for child in children.values():
            child.kill()
            child.wait()


# ------------------------------------------------------------------------------ the export


def test_the_export_validates_against_its_published_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    errors = [f"{e.json_path}: {e.message}" for e in jsonschema.Draft202012Validator(SCHEMA).iter_errors(suite())]
    assert errors == []


def test_the_export_holds_every_kind_of_scenario() -> None:
    """Tricks, rounds, games, score tables and refusals are all in the suite."""
    kinds = {str(c["kind"]) for c in cases()}
    assert kinds == {"trick", "round", "game"}
    assert any("refused" in c["expected"] for c in cases())  # type: ignore[operator]
    assert any("scores" in c["expected"] for c in cases())  # type: ignore[operator]
    assert len({c["id"] for c in cases()}) == len(cases())


def test_every_case_exercises_the_rules_it_cites() -> None:
    for c in cases():
        cites = [str(x).partition("=")[0] for x in c["cites"]]  # type: ignore[attr-defined]
        assert c["rules"][: len(cites)] == list(dict.fromkeys(cites)), c["id"]  # type: ignore[index]


def test_a_case_spells_its_cards_canonically() -> None:
    """rank.mermaid-king: ``Ann=SK`` in a file is ``Ann=sk`` in the suite."""
    case = next(c for c in cases() if c["id"] == "trick/characters.skull::The Mermaid takes the Skull King: +40")
    assert case["trick"] == ["Ann=sk", "Ben=mermaid"]
    assert case["options"]["rulings"]["ruling.kraken-leader"]  # type: ignore[index]  # every ruling spelled out


def test_skrules_answers_every_case_as_it_expects() -> None:
    """The reference answer, read back from the case's JSON alone, passes every case."""
    failed = []
    for c in cases():
        sent = json.loads(json.dumps({k: v for k, v in c.items() if k != "expected"}))
        check = judge_answer(c["expected"], json.dumps(answer(sent)))  # type: ignore[arg-type]
        if check.status is not Status.PASSED:
            failed.append((c["id"], check.reason))
    assert failed == []


@pytest.mark.parametrize(
    "bad", [[], {"kind": "poker"}, {"kind": "trick", "trick": "sk"}, {"kind": "round", "round": 3}]
)
def test_a_case_that_is_not_one_is_a_case_error(bad: object) -> None:
    with pytest.raises(CaseError):
        answer(bad)


def test_export_writes_standard_output_or_a_file(cli: Cli, tmp_path: Path) -> None:
    code, out, err = cli("export", str(ROOT / "scenarios" / "trick" / "characters.skull"))
    assert code == 0, err
    data = json.loads(out)
    assert data["suite_version"] == 1 and data["cases"][0]["file"] == "characters.skull"
    target = tmp_path / "suite.json"
    code, out, err = cli("export", "--out", str(target), str(ROOT / "scenarios" / "trick"))
    assert code == 0 and out == ""
    assert json.loads(target.read_text(encoding="utf-8"))["cases"][0]["file"].startswith(("bonuses", "characters"))


def test_export_never_overwrites_a_file_unasked(cli: Cli, tmp_path: Path) -> None:
    target = tmp_path / "mine.json"
    target.write_text("my notes", encoding="utf-8")
    code, _, err = cli("export", "--out", str(target), str(ROOT / "scenarios" / "trick" / "lead.skull"))
    assert code == 2 and "exists" in err and "--force" in err
    assert target.read_text(encoding="utf-8") == "my notes"
    code, _, err = cli("export", "--out", str(target), "--force", str(ROOT / "scenarios" / "trick" / "lead.skull"))
    assert code == 0 and json.loads(target.read_text(encoding="utf-8"))["cases"]


class _Terminal:
    """Standard input as a terminal, for the question before a file is overwritten."""

    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("reply", "replaced"), [("y", True), ("n", False), ("", False)])
def test_export_asks_at_a_terminal_before_overwriting(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reply: str, replaced: bool
) -> None:
    target = tmp_path / "mine.json"
    target.write_text("my notes", encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", _Terminal())
    monkeypatch.setattr("builtins.input", lambda prompt: reply)
    code, _, err = cli("export", "--out", str(target), str(ROOT / "scenarios" / "trick" / "lead.skull"))
    assert (code == 0) is replaced
    assert (target.read_text(encoding="utf-8") == "my notes") is not replaced
    assert replaced or "left as it was" in err


def test_export_refuses_a_scenario_that_does_not_pass(cli: Cli, tmp_path: Path) -> None:
    """rank.mermaid-king: a scenario that expects the Skull King to win is no case to hold others to."""
    bad = tmp_path / "wrong.skull"
    bad.write_text("scenario: wrong\ntrick: Ann=sk Ben=mermaid\nwinner: Ann\n", encoding="utf-8")
    code, out, err = cli("export", str(bad))
    assert code == 2 and out == ""
    assert "wrong.skull:1" in err and "does not pass" in err
    code, _, err = cli("export", str(tmp_path / "missing"))
    assert code == 2 and "missing" in err


# ------------------------------------------------------------------------------ verify


@pytest.mark.process
def test_the_skrules_adapter_passes_every_case(cli: Cli, suite_file: Path) -> None:
    code, out, err = cli(
        "verify",
        "--engine",
        engine(EXAMPLES / "adapter_skrules.py", "--batch"),
        *SLOW_MACHINE,
        "--batch",
        "--suite",
        str(suite_file),
        "--json",
    )
    report = json.loads(out)
    assert code == 0, err
    n = len(cases())
    assert report["summary"] == {"cases": n, "passed": n, "failed": 0, "skipped": 0, "unsupported": 0}
    assert all(r["status"] == "passed" for r in report["rules"])


@pytest.mark.process
def test_one_process_per_case_passes_too(cli: Cli, suite_file: Path) -> None:
    """rank.mermaid-king (the FAQ's notes): without --batch each case gets a process of its own."""
    code, out, err = cli(
        "verify",
        "--engine",
        engine(EXAMPLES / "adapter_skrules.py"),
        *SLOW_MACHINE,
        "--suite",
        str(suite_file),
        "-k",
        "faq/notes.skull::Two Mermaids",
        "--plain",
    )
    assert code == 0, out + err
    assert "0 failed" in out and "pass  rank.mermaid-king" in out


@pytest.mark.process
def test_the_wrong_engine_fails_exactly_the_cases_of_the_rule_it_breaks(cli: Cli, suite_file: Path) -> None:
    """rank.mermaid-king broken: every case whose answer goes through it fails, and no other."""
    code, out, _ = cli(
        "verify",
        "--engine",
        engine(EXAMPLES / "adapter_wrong.py", "--batch"),
        *SLOW_MACHINE,
        "--batch",
        "--suite",
        str(suite_file),
        "--json",
    )
    report = json.loads(out)
    failed = {c["id"] for c in report["cases"] if c["status"] == "failed"}
    involved = {c["id"] for c in cases() if "rank.mermaid-king" in c["rules"]}  # type: ignore[operator]
    assert code == 1
    assert len(involved) >= 10 and failed == involved
    rules = {r["rule"]: r for r in report["rules"]}
    assert rules["rank.mermaid-king"]["status"] == "failed" and rules["rank.mermaid-king"]["passed"] == 0
    untouched = {r for c in cases() if c["id"] not in involved for r in c["rules"]}  # type: ignore[attr-defined]
    untouched -= {r for c in cases() if c["id"] in involved for r in c["rules"]}  # type: ignore[attr-defined]
    assert untouched and all(rules[r]["status"] == "passed" for r in untouched)


@pytest.mark.process
def test_a_failing_case_shows_both_answers_and_the_rule(cli: Cli, suite_file: Path, tmp_path: Path) -> None:
    """rank.mermaid-king: the report quotes the rulebook's text of the rule the case cites."""
    junit = tmp_path / "report.xml"
    code, out, _ = cli(
        "verify", "--engine", engine(EXAMPLES / "adapter_wrong.py"), *SLOW_MACHINE, "--suite", str(suite_file),
        "-k", "characters.skull::The Mermaid takes the Skull King", "--plain", "--junit", str(junit),
    )  # fmt: skip
    assert code == 1
    assert 'expected {"player": "Ben", "card": "mermaid"}' in out and 'received {"player": "Ann", "card": "sk"}' in out
    words = " ".join(out.split())  # the rule's text is wrapped to the terminal's width
    assert "rule rank.mermaid-king" in words and "the first Mermaid played wins it" in words
    root = ET.parse(junit).getroot()
    assert root.get("tests") == "1" and root.get("failures") == "1"
    failure = root.find("./testsuite/testcase/failure")
    assert failure is not None and "winner" in (failure.get("message") or "")


ADAPTERS = {
    "crash": "import sys; sys.stdin.readline(); print('boom: no deck', file=sys.stderr); sys.exit(3)",
    "silent": "import sys, time; sys.stdin.readline(); time.sleep(30)",
    "garbage": "import sys\nfor line in sys.stdin: print('winner: Ann', flush=True)",
    "array": "import sys\nfor line in sys.stdin: print('[1, 2]', flush=True)",
}
REASONS = {
    "crash": "crashed (exit status 3); it said: boom: no deck",
    "silent": "timeout: no answer within 0.5 s",
    "garbage": "the answer is not JSON",
    "array": "not a JSON object but an array",
}


@pytest.mark.process
@pytest.mark.parametrize(
    ("kind", "batch"),
    [
        pytest.param(kind, batch, id=f"{kind}-{'batch' if batch else 'one-shot'}")
        for kind in sorted(ADAPTERS)
        for batch in (False, True)
        if not (kind == "silent" and batch)  # silent from its first case, a batch engine stops the run (below)
    ],
)
def test_a_broken_engine_fails_each_case_with_the_reason(
    cli: Cli, suite_file: Path, tmp_path: Path, kind: str, batch: bool
) -> None:
    """rank.mermaid-king cases, answered by an engine that crashes, hangs or writes no JSON object."""
    script = tmp_path / f"{kind}.py"
    script.write_text(ADAPTERS[kind], encoding="utf-8")
    args = [
        "--engine",
        engine(script),
        "--suite",
        str(suite_file),
        "-k",
        "faq/notes.skull::Two Mermaids",
        "--timeout",
        "0.5" if kind == "silent" else "120",  # only the silent engine may run out of time, however slow the machine
    ]
    code, out, err = cli("verify", *args, *(["--batch"] if batch else []), "--json")
    report = json.loads(out)
    assert code == 1, err
    assert report["summary"]["failed"] == report["summary"]["cases"] >= 2
    for case in report["cases"]:
        assert REASONS[kind] in case["reason"], case["reason"]


@pytest.mark.process
@pytest.mark.parametrize(
    ("kind", "shown"), [("garbage", "received (as printed) winner: Ann"), ("string", 'received "winner: Ann"')]
)
def test_an_answer_that_is_no_json_is_shown_as_printed_not_as_a_json_string(
    cli: Cli, suite_file: Path, tmp_path: Path, kind: str, shown: str
) -> None:
    """rank.mermaid-king cases: an engine that prints no JSON is shown what it printed, as printed; one that
    answers a JSON string (not an object) is shown that string, quoted as JSON writes it."""
    printed = "winner: Ann" if kind == "garbage" else json.dumps("winner: Ann")
    script = tmp_path / f"{kind}.py"
    script.write_text(f"import sys\nfor line in sys.stdin: print({printed!r}, flush=True)", encoding="utf-8")
    args = ["--engine", engine(script), "--suite", str(suite_file), "-k", "faq/notes.skull::Two Mermaids"]
    code, out, err = cli("verify", *args, "--batch", "--plain")
    assert code == 1 and shown in out, out + err


@pytest.mark.process
@pytest.mark.parametrize("output", ["--json", "--plain"])
def test_a_batch_engine_that_answers_nothing_to_the_first_case_stops_the_run(
    cli: Cli, suite_file: Path, tmp_path: Path, output: str
) -> None:
    """rank.mermaid-king cases under --batch: an engine that answers nothing to the first case (one started
    without its own batch mode reads to the end of its input; one that hangs) stops the run at that case's
    timeout, exit 2 and one line asking whether it reads one case per line, not each case's timeout waited
    out in silence; one that answered a line before and then falls silent gets the plain timeout, and the
    run goes on."""
    said = (
        "--batch: the engine answered nothing to the first case in 1 s: does it read one case per line and "
        "answer each at once (--batch passed to it too"
    )
    started = {name: tmp_path / f"{name}.started" for name in ("reads_all", "hangs")}
    scripts = {
        "once": "import sys, time\nsys.stdin.readline(); print('{}', flush=True)\nsys.stdin.readline(); time.sleep(30)",
        "reads_all": f"import pathlib, sys; pathlib.Path({str(started['reads_all'])!r}).touch(); sys.stdin.read()",
        "hangs": f"import pathlib, sys, time; pathlib.Path({str(started['hangs'])!r}).touch(); "
        "print('warming up', file=sys.stderr, flush=True); time.sleep(30)",
    }
    argvs = {}
    for name, text in scripts.items():
        script = tmp_path / f"{name}.py"
        script.write_text(text, encoding="utf-8")
        args = ["--engine", engine(script), "--suite", str(suite_file), "-k", "faq/notes.skull::Two Mermaids"]
        argvs[name] = [*args, "--batch", "--timeout", "1.0", output]
    with verifying_behind({name: argvs[name] for name in started}, list(started.values())) as runs:
        runs["once"] = cli("verify", *argvs["once"])
    for name in ("reads_all", "hangs"):
        code, out, err = runs[name]
        assert (code, out) == (2, "") and err.count("\n") == 1 and said in err, err
    assert "it said: warming up" in runs["hangs"][2]
    code, out, err = runs["once"]
    assert code == 1 and "answered nothing" not in out + err, err
    if output == "--json":
        reasons = [case["reason"] for case in json.loads(out)["cases"]]
        assert len(reasons) >= 2 and "timeout: no answer within 1 s" in reasons[1]


def test_verify_refuses_bad_arguments_in_one_line(cli: Cli, tmp_path: Path, suite_file: Path) -> None:
    code, _, err = cli("verify", "--engine", "no-such-engine-anywhere", "--suite", str(suite_file))
    assert code == 2 and "no program 'no-such-engine-anywhere'" in err
    code, _, err = cli("verify", "--engine", engine("x.py"), "--suite", str(tmp_path / "none.json"))
    assert code == 2 and "cannot read it" in err
    broken = tmp_path / "broken.json"
    broken.write_text('{"cases": [', encoding="utf-8")
    code, _, err = cli("verify", "--engine", engine("x.py"), "--suite", str(broken))
    assert code == 2 and "broken.json:1:" in err and "not JSON" in err
    old = tmp_path / "old.json"
    old.write_text('{"suite_version": 0, "cases": []}', encoding="utf-8")
    code, _, err = cli("verify", "--engine", engine("x.py"), "--suite", str(old))
    assert code == 2 and "suite_version 0" in err
    code, _, err = cli("verify", "--engine", engine("x.py"), "--suite", str(suite_file), "-k", "no such thing")
    assert code == 5 and f"selects none of the {len(cases())} cases" in err
    notes = tmp_path / "notes.txt"
    notes.write_text("mine", encoding="utf-8")
    code, _, err = cli("verify", "--engine", engine("x.py"), "--suite", str(suite_file), "--junit", str(notes))
    assert code == 2 and "not a JUnit report" in err and notes.read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("seconds", ["inf", "nan", "-1", "0", "1e9", "3600.5", "1e400"])
def test_a_timeout_outside_its_range_is_refused_in_one_line(cli: Cli, suite_file: Path, seconds: str) -> None:
    """Finding: ``verify --timeout inf`` (or a huge value) ended in an internal error (exit 70).
    A timeout is above 0 and at most an hour; anything else, nan too, is refused before a case runs, quoted
    as it was typed (``1e400``, not the ``inf`` it reads as)."""
    code, out, err = cli("verify", "--engine", engine("x.py"), "--suite", str(suite_file), "--timeout", seconds)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and f"--timeout {seconds}: give a number of seconds above 0 and at most 3600" in err


def test_a_suite_holding_a_lone_surrogate_is_refused_saying_where(cli: Cli, tmp_path: Path) -> None:
    """Finding: a lone surrogate in a suite (JSON "\\ud800") ended ``verify`` in an internal error
    (exit 70): no UTF-8 can carry it to the engine. The suite is refused with the file and the place."""
    first = {**cases()[0], "id": "case " + chr(0xD800)}  # built here: the golden recorder reads this file as UTF-8
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps({**suite(), "cases": [first]}), encoding="utf-8")  # written as \\ud800
    code, out, err = cli("verify", "--engine", engine("x.py"), "--suite", str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "surrogate.json: cases[0].id: a lone surrogate \\ud800" in err


ANSWERS = {  # what an engine writes -> the reason its case fails
    b'{"winner": "\\ud800"}': "the answer is not valid Unicode: a lone surrogate \\ud800 at winner",
    b'{"winner": "\xff\xfe"}': "the answer is not valid UTF-8 (byte 0xff at offset 12)",
}


@pytest.mark.process
@pytest.mark.parametrize("batch", [False, True], ids=["one-shot", "batch"])
@pytest.mark.parametrize("written", sorted(ANSWERS))
def test_an_answer_that_is_no_unicode_is_a_failed_case(
    cli: Cli, suite_file: Path, tmp_path: Path, written: bytes, batch: bool
) -> None:
    """Finding: a lone surrogate in an engine's answer ended ``verify`` in an internal error (exit 70),
    and bytes that are not UTF-8 were silently replaced. Either is now a failed case that says so."""
    script = tmp_path / "engine.py"
    answer = f"sys.stdout.buffer.write({written!r} + b'\\n')\n    sys.stdout.flush()"
    script.write_text(f"import sys\nfor line in sys.stdin:\n    {answer}\n", encoding="utf-8")
    args = [
        "--engine",
        engine(script),
        "--suite",
        str(suite_file),
        "-k",
        "faq/notes.skull::Two Mermaids",
        *SLOW_MACHINE,
    ]
    code, out, err = cli("verify", *args, *(["--batch"] if batch else []), "--json")
    assert code == 1, err
    reasons = {case["reason"] for case in json.loads(out)["cases"]}
    assert reasons == {ANSWERS[written]}


def test_control_characters_are_shown_escaped_and_the_junit_report_stays_well_formed(cli: Cli, tmp_path: Path) -> None:
    """Finding: a case id or an engine name holding control characters went raw into the JUnit XML
    (no longer well-formed) and to the terminal (an ESC sequence the terminal obeys). They are now
    written as escapes (\\x1b) in both."""
    case = dict(next(c for c in cases() if c["kind"] == "trick"))
    case |= {"id": "red \x1b[31m bell \x07 nul \x00", "name": "tab\there \x1b[0m", "file": "f\x0c.skull"}
    path = tmp_path / "suite.json"
    path.write_text(json.dumps({**suite(), "cases": [case]}), encoding="utf-8")
    script = tmp_path / "empty.py"
    script.write_text("print('{}')", encoding="utf-8")
    report = tmp_path / "report.xml"
    args = ["--engine", engine(script, "\x1b[2J"), "--suite", str(path), "--junit", str(report), *SLOW_MACHINE]
    code, out, _ = cli("verify", *args, "--plain")
    assert code == 1
    assert not any(ch in out for ch in "\x00\x07\x0c\x1b")
    assert "FAIL red \\x1b[31m bell \\x07 nul \\x00" in out
    root = ET.parse(report).getroot()  # well-formed, or this raises
    assert root.get("name", "").endswith("\\x1b[2J")
    testcase = next(root.iter("testcase"))
    assert testcase.get("name") == "tab\\x09here \\x1b[0m"
    failure = testcase.find("failure")
    assert failure is not None and "FAIL red \\x1b[31m" in (failure.text or "")


# Any text, lone surrogates included (``st.text`` leaves them out, so the strings are joined from characters).
SURROGATES = [chr(c) for c in (0xD800, 0xDBFF, 0xDC00, 0xDFFF)]
ANY_TEXT = st.lists(st.characters() | st.sampled_from(SURROGATES), max_size=4).map("".join)
ANY_JSON = st.recursive(
    st.none() | st.integers() | ANY_TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(ANY_TEXT, inner, max_size=3),
    max_leaves=8,
)


TEXTS = st.text() | ANY_TEXT


@given(TEXTS, TEXTS, TEXTS, TEXTS)
def test_any_text_in_a_report_leaves_the_xml_well_formed_and_the_terminal_unsteered(
    case_id: str, name: str, engine_name: str, reason: str
) -> None:
    """Finding (as above), for any text: whatever a suite or an engine holds, the JUnit report parses
    and the plain report carries no control character but its line ends."""
    case = {**_case(cases()[0]["id"]), "id": case_id, "name": name, "rules": [case_id]}  # type: ignore[arg-type]
    results = [CaseResult(case, Check(Status.FAILED, reason, answer=reason), 0.0)]
    xml, text = io.StringIO(), io.StringIO()
    junit_report(results, engine_name, xml)
    ET.fromstring(xml.getvalue().encode("utf-8", "surrogatepass"))  # well-formed, or this raises
    text_report(results, text)
    assert not any(ch != "\n" and (ch < " " or "\x7f" <= ch <= "\x9f") for ch in text.getvalue())


# ------------------------------------------------------------------------------ reading answers


def _case(case_id: str) -> dict[str, object]:
    return next(c for c in cases() if c["id"] == case_id)


MERMAID = "trick/characters.skull::The Mermaid takes the Skull King: +40"


def test_an_answer_is_compared_as_the_game_compares_it() -> None:
    """rank.mermaid-king: card spellings and the order of bonuses do not matter; a missing field does."""
    expected = dict(_case(MERMAID)["expected"])  # type: ignore[call-overload]
    respelled = {**expected, "winner": {**expected["winner"], "card": "MERMAID"}, "extra": 1}
    respelled["bonuses"] = list(reversed(expected["bonuses"]))
    assert judge_answer(expected, json.dumps(respelled)).status is Status.PASSED
    missing = {k: v for k, v in expected.items() if k != "next_leader"}
    check = judge_answer(expected, json.dumps(missing))
    assert check.status is Status.FAILED and [d.field for d in check.diffs] == ["next_leader"]
    assert judge_answer(expected, '{"skip": "no expansion"}').status is Status.SKIPPED
    assert "refused a case" in judge_answer(expected, '{"refused": {"message": "no"}}').reason


def test_a_refusal_is_answered_by_refusing_for_its_reason() -> None:
    """play.order: a refusal case passes only when the engine refuses naming the case's rule (or,
    naming no rule, its kind); any refusal at all is not enough."""
    refusing = next(c for c in cases() if "refused" in c["expected"])  # type: ignore[operator]
    expected = refusing["expected"]
    assert isinstance(expected, dict)
    want = expected["refused"]
    assert want["rule"] == "play.order"
    assert judge_answer(expected, '{"refused": {"rule": "play.order"}}').status is Status.PASSED
    assert judge_answer(expected, json.dumps({"refused": {"kind": want["kind"]}})).status is Status.PASSED
    for wrong in ('{"refused": true}', '{"refused": {"rule": "play.hand"}}', '{"refused": {"kind": "notation"}}'):
        check = judge_answer(expected, wrong)
        assert check.status is Status.FAILED and "refused" in check.reason, wrong
    assert judge_answer(expected, '{"winner": null}').reason == "the case must be refused, and the engine answered it"


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
FIELDS = ["winner", "bonuses", "alliances", "removed", "illegal", "abilities", "tie", "scores", "refused", "skip"]


@given(
    expected=st.sampled_from(range(len(cases()))),
    answer_value=st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=6), JSON, max_size=6) | JSON,
)
def test_any_json_answer_is_a_pass_a_skip_or_a_failure_with_a_reason(expected: int, answer_value: object) -> None:
    """The answer reader never raises: whatever JSON comes back is a verdict on the case."""
    want = cases()[expected]["expected"]
    assert isinstance(want, dict)
    check = judge_answer(want, json.dumps(answer_value))
    assert check.status in set(Status)
    assert check.status is Status.PASSED or check.reason


@given(st.text(max_size=40) | st.binary(max_size=40).map(lambda b: b.decode("latin-1")))
def test_any_text_answer_is_judged_without_raising(text: str) -> None:
    check = judge_answer(dict(_case(MERMAID)["expected"]), text)  # type: ignore[call-overload]
    assert check.status is Status.PASSED or check.reason


@given(ANY_JSON)
def test_a_lone_surrogate_is_found_exactly_when_no_utf8_can_carry_the_value(value: object) -> None:
    """Finding: a lone surrogate in a suite or an answer ended ``verify`` in an internal error. The
    check that refuses it flags exactly the values that cannot be sent as UTF-8, and says where."""
    text = json.dumps(value, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        flaw = lone_surrogate(value)
        assert flaw is not None and chr(0xD800) <= flaw[1] <= chr(0xDFFF)
    else:
        assert lone_surrogate(value) is None


def test_the_rulebook_page_shows_a_case_as_the_export_writes_it() -> None:
    """The example case on the Conformance kit page is the suite's own, field for field."""
    page = (ROOT / "docs" / "tool" / "conformance.md").read_text(encoding="utf-8")
    block = page.split(":name: conformance-example-case\n", 1)[1].split("```", 1)[0]
    shown = json.loads(block)
    assert shown == _case(str(shown["id"]))


def _mutated(case: dict[str, object], key: str, value: object) -> dict[str, object]:
    """A case of the suite with one field, or one field of its round, game or options, replaced."""
    out: dict[str, object] = json.loads(json.dumps(case))
    for part in ("round", "game", "options"):
        inner = out.get(part)
        if isinstance(inner, dict) and key in inner:
            inner[key] = value
            return out
    out[key] = value
    return out


KEYS = [
    "kind",
    "trick",
    "hands",
    "players",
    "deck",
    "rulings",
    "scoring",
    "tricks",
    "bids",
    "rounds",
    "variant",
    "cards",
]
MUTATED = st.builds(_mutated, st.sampled_from(cases()), st.sampled_from(KEYS), JSON | st.lists(st.text(max_size=6)))


@given(JSON | MUTATED)
def test_any_json_read_as_a_case_is_answered_or_refused_as_no_case(value: object) -> None:
    """The adapter's case reader: an answer, or a CaseError (or a rule set error) saying what is wrong."""
    try:
        got = answer(value)
    except SkrulesError as err:
        assert str(err) and "internal error" not in str(err)
    else:
        assert isinstance(got, dict) and got


@given(st.fixed_dictionaries({"suite_version": st.just(1) | JSON, "cases": st.lists(JSON, max_size=3) | JSON}) | JSON)
def test_any_json_read_as_a_suite_is_its_cases_or_one_message(value: object) -> None:
    """The suite reader: the cases, or a message naming the file and what is wrong; never an exception."""
    found, problem = cases_of("s.json", value)
    assert (problem is None) or (found == [] and problem.startswith("s.json"))
    assert problem is not None or all(isinstance(c["expected"], dict) for c in found)


@pytest.mark.process
def test_a_one_shot_engine_silent_on_the_first_three_cases_stops_the_run(
    cli: Cli, suite_file: Path, tmp_path: Path
) -> None:
    """rank.* cases of faq/notes.skull, one process a case: an engine that times out on each of the first three
    cases (it waits for other input, or is slower than --timeout) stops the run there, exit 2 and one line asking
    what it reads, with what it wrote to standard error; it waited out all 9 timeouts in silence. One that
    answered before, or is slow only on its first two cases (a cold start), runs every case. The timeout leaves a
    loaded machine time to start an engine that answers at once (at 0.5 s one such case timed out under load)."""
    counter, started = tmp_path / "count", tmp_path / "hangs.started"
    scripts = {
        "hangs": f"import pathlib, sys, time; pathlib.Path({str(started)!r}).touch(); "
        "print('waiting for deck.cfg', file=sys.stderr, flush=True); time.sleep(30)",
        "once": f"import sys, time, pathlib\np = pathlib.Path({str(counter)!r}); n = len(p.read_text()) "
        "if p.exists() else 0; p.write_text('x' * (n + 1)); sys.stdin.read()\n"
        "if 1 <= n <= 3: time.sleep(30)\nprint('{}')",
        "cold": f"import sys, time, pathlib\np = pathlib.Path({str(counter)!r}); n = len(p.read_text()) "
        "if p.exists() else 0; p.write_text('x' * (n + 1)); sys.stdin.read()\nif n < 2: time.sleep(30)\nprint('{}')",
    }
    argvs = {}
    for name, text in scripts.items():
        script = tmp_path / f"{name}.py"
        script.write_text(text, encoding="utf-8")
        args = ["--engine", engine(script), "--suite", str(suite_file), "-k", "faq/notes.skull", "--json"]
        argvs[name] = [*args, "--timeout", "1.0"]
    with verifying_behind({"hangs": argvs["hangs"]}, [started]) as runs:  # it waits out three timeouts meanwhile
        for name in ("once", "cold"):  # one after the other: each engine must answer some cases at once
            counter.unlink(missing_ok=True)
            runs[name] = cli("verify", *argvs[name])
    code, out, err = runs["hangs"]
    assert (code, out) == (2, "") and err.count("\n") == 1, err
    assert "the engine answered none of the first 3 cases in 1 s each: does it read the case from its" in err
    assert err.rstrip().endswith("No other case was sent; it said: waiting for deck.cfg"), err
    for name, late in (("once", range(1, 4)), ("cold", range(2))):
        code, out, err = runs[name]
        reasons = [case["reason"] for case in json.loads(out)["cases"]]
        assert code == 1 and len(reasons) == 9, (name, err)
        assert [i for i, why in enumerate(reasons) if "timeout: no answer within 1 s" in why] == list(late), name


@pytest.mark.parametrize("cards", [-3, -1, 0])
def test_a_round_case_dealing_no_cards_is_refused_not_an_internal_error(cards: int) -> None:
    """setup.deal: a round case whose cards dealt are none or fewer (hypothesis: -3 with two tricks given) is
    refused as the deal refuses it; pointing at the trick too many read a trick before the first, an internal
    error."""
    case = next(c for c in cases() if c["kind"] == "round" and len(c["round"]["tricks"]) == 2)  # type: ignore[index]
    mutated = json.loads(json.dumps(case))
    mutated["round"]["cards"] = cards
    got = answer(mutated)
    assert got["refused"] == {
        "kind": "round",
        "message": f"a round deals at least one card to each player, not {cards} (setup.deal)",
        "rule": "setup.deal",
    }, got


def test_export_of_a_file_it_cannot_read_names_the_file_without_a_line(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A scenario file that cannot be read at all (here, larger than the most a file written by hand holds) is
    named alone: it said 'big.skull:0:0:', a line and a column the file does not have."""
    big = tmp_path / "big.skull"
    big.write_text("scenario: t\ntrick: Ann=g5 Ben=g9\nwinner: Ben\n", encoding="utf-8")
    monkeypatch.setattr("skrules.files.MAX_BYTES", 16)
    code, out, err = cli("export", str(big))
    assert (code, out) == (2, "")
    assert err.startswith(f"skrules: error: export: {big}: cannot read the file: larger than") and ":0:0:" not in err
