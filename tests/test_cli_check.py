"""`skrules check`: exit codes, selection, the JSON and JUnit reports, and no file overwritten unasked."""

from __future__ import annotations

import gc
import io
import json
import re
import subprocess
import sys
import unicodedata
import weakref
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from enum import IntEnum
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cards import Module, Suit
from skrules.formats.scenario.model import Problem
from skrules.scenario.run import Result, Status
from skrules.scenario.session import FileRead, Session

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

PASSING = """\
deck: base
scenario: The Mermaid takes the Skull King
cites: rank.mermaid-king bonus.king
trick: Ann=sk Ben=mermaid
winner: Ben
bonus: +40

scenario: Black trumps green
cites: rank.trump
trick: Ann=g14 Ben=b1
winner: Ben
"""
FAILING = """\
scenario: Kraken leader
cites: kraken.leader
trick: Ann=g5 Ben=g9 Cat=kraken
next leader: Ann

scenario: Lead suit
cites: lead.number
trick: Ann=g5 Ben=g9
winner: Ben
"""
BROKEN = """\
scenario: Broken
trick: Ann=g5 Ben=g99
winer: Ben
"""


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "club").mkdir()
    (tmp_path / "club" / "good.skull").write_text(PASSING)
    (tmp_path / "club" / "deeper").mkdir()
    (tmp_path / "club" / "deeper" / "bad.skull").write_text(FAILING)
    (tmp_path / "club" / "notes.txt").write_text("not a scenario file")
    (tmp_path / "broken.skull").write_text(BROKEN)
    return tmp_path


def test_all_pass_exits_0(files: Path, cli: Cli) -> None:
    """rank.mermaid-king: every scenario passing is exit code 0 and a one-line summary."""
    code, out, err = cli("check", "--plain", str(files / "club" / "good.skull"))
    assert (code, err) == (0, "")
    assert out.splitlines() == [out.splitlines()[-1]]
    assert out.startswith("2 scenarios in 1 file: 2 passed (")


def test_a_failure_exits_1_and_folders_are_searched_recursively(files: Path, cli: Cli) -> None:
    """kraken.leader: a failing scenario is exit code 1; .skull files are found in subfolders only."""
    code, out, _ = cli("check", "--plain", str(files / "club"))
    assert code == 1
    assert "FAILED " in out
    assert "bad.skull:1: Kraken leader" in out
    assert "line 4: next leader: expected Ann" in out
    assert "got Ben" in out
    assert "[kraken.leader; ruling.kraken-leader=would-have-won]" in out
    assert out.rstrip().splitlines()[-1].startswith("4 scenarios in 2 files: 3 passed, 1 failed")


def test_a_file_that_does_not_parse_exits_2_and_the_others_still_run(files: Path, cli: Cli) -> None:
    """A broken file is reported with every problem, exit 2; the other files still run and report."""
    code, out, _ = cli("check", "--plain", str(files / "broken.skull"), str(files / "club"))
    assert code == 2
    assert "broken.skull:2:15: green runs from 1 to 14" in out
    assert "broken.skull:3:1: unknown key 'winer'; did you mean 'winner'?" in out
    assert "bad.skull:1: Kraken leader" in out
    assert "5 scenarios in 3 files: 3 passed, 1 failed, 1 could not run; 1 file with errors" in out


def test_a_missing_path_exits_2(files: Path, cli: Cli) -> None:
    code, out, _ = cli("check", "--plain", str(files / "none.skull"), str(files / "club" / "good.skull"))
    assert code == 2
    assert "none.skull: no such file or folder" in out
    assert "2 passed" in out


def test_an_empty_path_is_refused_not_read_as_the_current_folder(
    files: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An empty path (an unset "$DIR" in a club's script) names nothing: refused, exit 2, and the folder the
    command runs in is not searched for scenario files; the other paths are still checked."""
    monkeypatch.chdir(files)  # a folder of scenario files, which '' must not select
    code, out, _ = cli("check", "--plain", "", str(files / "club" / "good.skull"))
    assert code == 2
    assert "'': an empty path names no file or folder" in out
    assert "2 scenarios in 1 file: 2 passed" in out


def test_a_failed_scenario_s_steps_wrap_under_their_text_in_a_narrow_panel(
    tmp_path: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rank.pirate, bonus.mermaid: at 60 columns a failed scenario's numbered steps wrap under their own text,
    not at the panel's left edge, where the list stopped reading as one."""
    (tmp_path / "fail.skull").write_text("scenario: Wrong\ntrick: Ann=pirate Ben=g5 Cat=mermaid\nwinner: Cat\n")
    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = cli("check", "--format", "rich", str(tmp_path / "fail.skull"))
    assert code == 1
    inner = [line[2:-1].rstrip() for line in out.splitlines() if line.startswith("│")]  # inside "│ ... │"
    steps = [line for line in inner[inner.index("why:") + 1 :] if line]
    assert len(steps) > 5 and all(re.match(r"  \d\. \[|     \S", line) for line in steps), steps
    assert all(len(line) <= 60 for line in out.splitlines())


def test_verbose_lists_the_passing_scenarios(files: Path, cli: Cli) -> None:
    code, out, _ = cli("check", "--plain", "-v", str(files / "club" / "good.skull"))
    assert code == 0
    assert "PASSED " in out
    assert "good.skull:2: The Mermaid takes the Skull King" in out


@pytest.mark.parametrize(
    ("expr", "names"),
    [
        ("kraken", ["Kraken leader"]),
        ("KRAKEN or black", ["Black trumps green", "Kraken leader"]),
        ("bad and not kraken", ["Lead suit"]),
        ("(mermaid or lead) and not kraken", ["Lead suit", "The Mermaid takes the Skull King"]),
        ("good", ["Black trumps green", "The Mermaid takes the Skull King"]),
    ],
)
def test_k_selects_by_name_and_path(files: Path, cli: Cli, expr: str, names: list[str]) -> None:
    """-k: substrings of the file path or the name, combined with and/or/not and parentheses."""
    code, out, _ = cli("check", "--json", "-k", expr, str(files / "club"))
    report = json.loads(out)
    assert sorted(r["name"] for r in report["results"]) == names
    assert code == (1 if "Kraken leader" in names else 0)


def test_k_says_how_many_scenarios_it_selected_of_those_read(files: Path, cli: Cli) -> None:
    """-k: the summary counts the selected scenarios out of all those read, not as if all ran."""
    _, everything, _ = cli("check", "--plain", str(files / "club"))
    _, some, _ = cli("check", "--plain", "-k", "good", str(files / "club"))
    total = int(everything.strip().splitlines()[-1].split()[0])
    assert f"2 of {total} scenarios in " in some.strip().splitlines()[-1]


@pytest.mark.parametrize(
    ("expr", "message"),
    [
        ("kraken and", "the expression ends where a word of the scenario names was expected"),
        ("(kraken", "the expression ends where ')' was expected"),
        ("kraken )", "at column 8, ')': expected 'and', 'or' or the end of the expression"),
        ("", "an empty -k expression"),
    ],
)
def test_a_bad_k_expression_exits_2_saying_where(files: Path, cli: Cli, expr: str, message: str) -> None:
    code, out, err = cli("check", "-k", expr, str(files / "club"))
    assert code == 2
    assert out == ""
    assert message in err


def test_json_report_has_the_results_and_problems(files: Path, cli: Cli) -> None:
    """The JSON report: summary, per-file problems, and each result with its mismatches."""
    code, out, _ = cli("check", "--json", str(files))
    assert code == 2
    report = json.loads(out)
    assert report["schema"] == 1
    assert report["exit_code"] == 2
    assert report["summary"] | {"seconds": 0} == {
        "scenarios": 5,
        "passed": 3,
        "failed": 1,
        "errors": 1,
        "files": 3,
        "files_with_errors": 1,
        "seconds": 0,
    }
    broken = next(f for f in report["files"] if f["path"].endswith("broken.skull"))
    assert [(p["line"], p["column"], p["text"]) for p in broken["problems"]] == [
        (1, 11, "Broken"),  # expects nothing, once 'winer' is not read
        (2, 15, "Ben=g99"),
        (3, 1, "winer"),
    ]
    failed = next(r for r in report["results"] if r["status"] == "failed")
    assert failed["mismatches"] == [{"field": "next leader", "expected": "Ann", "actual": "Ben", "line": 4}]
    assert failed["verdict"]["next_leader_name"] == "Ben"


def test_junit_report_has_a_case_per_scenario(files: Path, cli: Cli) -> None:
    """--junit-xml: a test suite per file, a test case per scenario, failures and file errors."""
    target = files / "report.xml"
    code, _, _ = cli("check", "--plain", "--junit-xml", str(target), str(files))
    assert code == 2
    root = ET.parse(target).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("5", "1", "1")
    cases = {c.get("name"): c for c in root.iter("testcase")}
    failure = cases["Kraken leader"].find("failure")
    assert failure is not None
    assert failure.get("message") == "next leader: expected Ann, got Ben"
    assert cases["Kraken leader"].get("line") == "1"
    assert cases["Lead suit"].find("failure") is None
    assert "green runs from 1 to 14" in (cases["Broken"].findtext("error") or "")


def test_junit_reports_a_file_that_cannot_be_read(files: Path, cli: Cli) -> None:
    """A file with no scenario to run is a test case named '(file)' with the problems as its error."""
    (files / "empty.skull").write_text("# nothing here\n")
    target = files / "report.xml"
    code, _, _ = cli("check", "--plain", "--junit-xml", str(target), str(files / "empty.skull"))
    assert code == 2
    (case,) = ET.parse(target).getroot().iter("testcase")
    assert case.get("name") == "(file)"
    assert "no scenario in this file" in (case.findtext("error") or "")


def test_junit_refuses_to_overwrite_a_file_that_is_not_a_report(files: Path, cli: Cli) -> None:
    """Nothing the user wrote is overwritten without asking: exit 2 and the file unchanged."""
    precious = files / "club" / "notes.txt"
    code, out, err = cli("check", "--junit-xml", str(precious), str(files / "club" / "good.skull"))
    assert code == 2
    assert out == ""
    assert "exists and is not a JUnit report; refusing to overwrite it" in err
    assert "--force" in err
    assert precious.read_text() == "not a scenario file"


def test_junit_replaces_an_old_report_and_force_replaces_anything(files: Path, cli: Cli) -> None:
    target = files / "report.xml"
    cli("check", "--plain", "--junit-xml", str(target), str(files / "club" / "deeper"))
    first = target.read_text()
    cli("check", "--plain", "--junit-xml", str(target), str(files / "club" / "good.skull"))
    assert target.read_text() != first
    assert ET.parse(target).getroot().get("tests") == "2"
    other = files / "club" / "notes.txt"
    code, _, _ = cli("check", "--plain", "--force", "--junit-xml", str(other), str(files / "club" / "good.skull"))
    assert code == 0
    assert ET.parse(other).getroot().tag == "testsuites"


@pytest.mark.parametrize("where", ["club", "missing/report.xml"])
def test_junit_needs_a_file_in_an_existing_folder(files: Path, cli: Cli, where: str) -> None:
    code, _, err = cli("check", "--junit-xml", str(files / where), str(files / "club" / "good.skull"))
    assert code == 2
    assert "--junit-xml" in err


@pytest.mark.process
def test_plain_when_piped_and_rich_when_asked(files: Path) -> None:
    """No colour codes or boxes when the output is piped; panels with --format rich."""
    args = [sys.executable, "-m", "skrules", "check", str(files / "club")]
    piped = subprocess.run(args, capture_output=True, text=True, check=False)
    assert piped.returncode == 1
    assert "\x1b[" not in piped.stdout
    assert piped.stdout.startswith("FAILED ")
    rich = subprocess.run([*args, "--format", "rich"], capture_output=True, text=True, check=False)
    assert rich.returncode == 1
    assert "╭" in rich.stdout
    assert "Kraken leader" in rich.stdout
    assert piped.stderr == rich.stderr == ""


@pytest.mark.process
def test_unreadable_input_is_reported_without_a_traceback(files: Path) -> None:
    """A binary file and a folder named as a file: one line each, exit 2, no traceback."""
    (files / "binary.skull").write_bytes(b"\x00\xff\xfe garbage")
    args = [sys.executable, "-m", "skrules", "check", "--plain", str(files / "binary.skull")]
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert "Traceback" not in done.stdout + done.stderr
    assert "binary.skull:1:2: the file is not UTF-8 text" in done.stdout


def test_a_file_named_explicitly_is_read_whatever_its_name(files: Path, cli: Cli) -> None:
    """Folders are searched for .skull files; a file named on the command line is read as given."""
    other = files / "club.txt"
    other.write_text(PASSING)
    code, out, _ = cli("check", "--plain", str(other))
    assert code == 0
    assert "2 passed" in out


def test_a_folder_without_scenario_files_exits_2(files: Path, cli: Cli) -> None:
    """A check that finds nothing to run does not pass unnoticed."""
    (files / "empty").mkdir()
    code, out, _ = cli("check", "--plain", str(files / "empty"))
    assert code == 2
    assert "no scenario file (*.skull) in this folder" in out


def test_a_dash_is_said_to_be_no_file_not_a_missing_one(files: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """'check -' (as 'trick -' reads standard input): the dash is said to name no file, with what to name
    instead, not "no such file or folder"; a file named '-' is read as any file."""
    monkeypatch.chdir(files)
    code, out, _ = cli("check", "--plain", "-")
    assert code == 2 and "standard input is not read here: name the scenario files or folders" in out
    (files / "-").write_text(PASSING)
    code, out, _ = cli("check", "--plain", "--", "-")
    assert code == 0 and "2 passed" in out


GAME = """\
game: Eight players: rounds 9 and 10 deal 8 cards
cites: setup.cap
players: A B C D E F G H
deck: base
schedule: 1 2 3 4 5 6 7 8 9 10

game: A round of cells that cannot be scored
cites: bid.range
players: Ann Ben
round 1: 0/0 2/1
winner: nobody
"""


def test_games_are_checked_and_reported(tmp_path: Path, cli: Cli) -> None:
    """setup.cap, bid.range: a game's mismatch and refusal in the plain and JSON reports, exit 1."""
    path = tmp_path / "games.skull"
    path.write_text(GAME)
    code, out, _ = cli("check", "--plain", str(path))
    assert code == 1
    assert "  line 5: schedule: expected 1 2 3 4 5 6 7 8 9 10 (10 rounds)" in out
    assert "got 1 2 3 4 5 6 7 8 8 8 (10 rounds)" in out
    assert f"FAILED {path}:7: A round of cells that cannot be scored" in out
    assert "  line 10:14: refused (round error): Ben's bid is 2, but round 1 deals 1 card to each (bid.range)" in out
    code, out, _ = cli("check", "--json", str(path))
    first, second = json.loads(out)["results"]
    assert (first["kind"], first["status"]) == ("game", "failed")
    assert first["game"]["schedule"]["cards"] == [1, 2, 3, 4, 5, 6, 7, 8, 8, 8]
    assert first["mismatches"][0]["field"] == "schedule"
    assert (second["game"], second["where"]) == (None, {"line": 10, "column": 14})


WHERE = """\
scenario: one card
trick: Ann=g5
winner: Ann

scenario: wrong
trick: Ann=g5 Ben=g9
winner: Ann

round: bad bid
players: Ann Ben
cards: 1
bids: Ann=2 Ben=0
trick: Ann=g3 Ben=g5
scores: Ann=10

game: bad cell
players: Ann Ben
round 1: 0/0 2/1
winner: nobody

scenario: wrong refusal
trick: Ann=g5 Ann=g7
refused: deck "holds"
"""
# each scenario's own line, and the line and column of its refusal (None: it has none)
WHERE_AT = {"one card": (1, (2, 1)), "wrong": (5, None), "bad bid": (9, (12, 1)), "bad cell": (16, (18, 14))}
WHERE_AT["wrong refusal"] = (21, (22, 15))


def test_a_failure_is_told_at_its_scenario_s_line_and_its_refusal_at_its_own(
    tmp_path: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bid.range, play.order: every failure, whatever its kind (trick, round, game, a refusal not the one expected),
    is told at its scenario's own line (path:line), as a scenario that does not parse is; the refusal's line and
    column come with it below, in the plain, rich, JSON and JUnit reports alike."""
    path, xml = tmp_path / "where.skull", tmp_path / "where.xml"
    path.write_text(WHERE)
    code, plain, _ = cli("check", "--plain", "--junit-xml", str(xml), str(path))
    monkeypatch.setenv("COLUMNS", "300")  # the panels' lines unwrapped, however long the path
    code_rich, rich, _ = cli("check", "--format", "rich", str(path))
    code_json, out, _ = cli("check", "--json", str(path))
    assert code == code_rich == code_json == 1
    heads = [line for line in plain.splitlines() if line.startswith("FAILED")]
    assert heads == [f"FAILED {path}:{line}: {name}" for name, (line, _) in WHERE_AT.items()]
    refusals = [line for line in plain.splitlines() if "refused (" in line and "got" not in line]
    assert [line.partition(": refused")[0] for line in refusals] == [
        f"  line {at[0]}:{at[1]}" for _, at in WHERE_AT.values() if at is not None
    ]
    results = json.loads(out)["results"]
    places = [(r["line"], r["where"] and (r["where"]["line"], r["where"]["column"])) for r in results]
    assert places == list(WHERE_AT.values())
    cases = ET.parse(xml).getroot().iter("testcase")
    for case, (line, at) in zip(cases, WHERE_AT.values(), strict=True):
        failure = case.find("failure")
        text = "" if failure is None else failure.text or ""
        assert case.get("line") == str(line) and text.startswith(f"FAILED {path}:{line}: ")
        assert at is None or f"\n  line {at[0]}:{at[1]}: refused (" in text
    for line, at in WHERE_AT.values():
        assert f"│ {path}:{line} " in rich
        assert at is None or f"│ line {at[0]}:{at[1]}: refused (" in rich


@pytest.mark.parametrize(
    ("header", "message"),
    [("deck: basic\n", "unknown deck part 'basic'"), ("deck: all\nedition: 2013\n", "has its own deck of 66 cards")],
)
def test_a_problem_before_the_first_scenario_is_told_once(tmp_path: Path, cli: Cli, header: str, message: str) -> None:
    """A problem of the lines before the first scenario (the settings every scenario takes up) is told
    once, with the file, in the plain, rich, JSON and JUnit reports; each scenario, which cannot run, points there
    in a line; a scenario's own problem is still told under it."""
    body = "".join(f"\nscenario: s{k}\ntrick: Ann=g5 Ben=g9\nwinner: Ben\n" for k in range(7))
    path, xml = tmp_path / "head.skull", tmp_path / "head.xml"
    path.write_text(header + body + "\nscenario: own\ntrick: Ann=g5 Ben=g99\nwinner: Ben\n")
    code, plain, _ = cli("check", "--plain", "--junit-xml", str(xml), str(path))
    assert code == 2 and plain.count(message) == 1 and "green runs from 1 to 14" in plain
    assert plain.count("ERROR ") == 9 and "8 scenarios in 1 file: 0 passed, 8 could not run" in plain
    assert plain.count(" have a problem (see the file's problems)") == 8
    assert cli("check", "--format", "rich", str(path))[1].count(message) == 1
    assert "".join(ET.parse(xml).getroot().itertext()).count(message) == 1
    report = json.loads(cli("check", "--json", str(path))[1])
    (file,) = report["files"]
    assert [message in p["message"] for p in file["problems"]] == [True, False]
    results = report["results"]
    assert all(r["status"] == "error" and not r["problems"] for r in results[:7])
    assert [p["message"] for p in results[7]["problems"]] == ["green runs from 1 to 14"]
    line = header.count("\n")
    assert {(r["where"]["line"], r["where"]["column"]) for r in results[:7]} == {(line, 1 if line == 2 else 7)}


# ------------------------------------------------------------------------------ streaming (issue #10, section 5)


def test_the_json_report_is_the_document_json_dumps_writes(files: Path, cli: Cli) -> None:
    """The JSON report, written piece by piece as results stream in, is byte for byte json.dumps(indent=2)."""
    code, out, _ = cli("check", "--json", str(files / "broken.skull"), str(files / "club"), str(files / "none.skull"))
    assert code == 2
    report = json.loads(out)
    assert out == json.dumps(report, indent=2, ensure_ascii=False) + "\n"
    assert [r["status"] for r in report["results"]] == ["error", "failed", "passed", "passed", "passed"]
    assert [f["path"].rsplit("/", 1)[-1] for f in report["files"]] == [
        "broken.skull",
        "bad.skull",
        "good.skull",
        "none.skull",
    ]


def test_the_junit_report_is_the_document_elementtree_writes(files: Path, cli: Cli, tmp_path: Path) -> None:
    """The JUnit report, a suite serialised per file, reads back and re-indents to the very same text."""
    target = tmp_path / "report.xml"
    cli(
        "check",
        "--plain",
        "--junit-xml",
        str(target),
        str(files / "broken.skull"),
        str(files / "club"),
        str(files / "x"),
    )
    text = target.read_text("utf-8")
    root = ET.fromstring(text.encode())
    ET.indent(root)
    assert text == '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
    assert [root.get(k) for k in ("tests", "failures", "errors")] == ["6", "1", "2"]
    assert [s.get("tests") for s in root] == ["1", "2", "2", "1"]


@pytest.mark.parametrize("fmt", ["--json", "--plain", "--format=rich"])
def test_reports_spilled_to_disk_are_the_same(
    files: Path, cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fmt: str
) -> None:
    """A report too big for memory goes through temporary files and comes out the same."""
    from skrules.scenario import report

    args = [fmt, "-v", str(files / "broken.skull"), str(files / "club"), str(files / "none.skull")]
    outputs = []
    for limit, name in ((report.SPOOL_LIMIT, "a.xml"), (1, "b.xml")):
        monkeypatch.setattr(report, "SPOOL_LIMIT", limit)
        code, out, err = cli("check", *args, "--junit-xml", str(tmp_path / name))
        mask = re.compile(r"\d+\.\d+ s\)|\"seconds\": [0-9.]+|time=\"[0-9.]+\"")
        outputs.append((code, mask.sub("", out), err, mask.sub("", (tmp_path / name).read_text("utf-8"))))
    assert outputs[0] == outputs[1]
    assert outputs[0][0] == 2


_SPOOLED = st.characters(blacklist_categories=["Cs"]) | st.sampled_from([chr(0xDCFF), "\n", "\r"])  # odd file names


@given(st.lists(st.text(_SPOOLED), max_size=20), st.integers(0, 30))
def test_a_spool_gives_back_what_it_was_given(texts: list[str], limit: int) -> None:
    """Whatever the limit, a Spool writes out every text in order, surrogates from odd file names included."""
    from skrules.scenario.report import Spool

    spool = Spool(limit)
    for text in texts:
        spool.write(text)
    out = io.StringIO()
    spool.copy_to(out)
    assert out.getvalue() == "".join(texts)


def test_check_hands_each_result_on_and_keeps_none(files: Path) -> None:
    """The reporters hear of each file's results, then of the file, in file order; no result outlives its reporting."""
    from skrules.scenario.session import check

    events: list[str] = []
    alive: list[weakref.ref[object]] = []

    class Recorder:
        def start(self, bad_paths: Sequence[Problem]) -> None:
            events.append(f"start {len(bad_paths)}")

        def document(self, doc: FileRead) -> None:
            events.append(f"file {Path(doc.path).name}")

        def result(self, r: Result) -> None:
            events.append(f"{r.status.value} {r.scenario.name}")
            alive.append(weakref.ref(r))

        def finish(self, session: Session) -> None:  # the caller's to call
            raise AssertionError

    session = check([files / "club", files / "none.skull"], reporters=[Recorder()])
    gc.collect()
    assert events == [
        "start 1",
        "failed Kraken leader",
        "passed Lead suit",
        "file bad.skull",
        "passed The Mermaid takes the Skull King",
        "passed Black trumps green",
        "file good.skull",
    ]
    assert (session.scenarios, session.files, session.exit_code) == (4, 2, 2)
    assert all(ref() is None for ref in alive)


class _Level(IntEnum):  # an int subclass, written as its number
    LOW = 1
    HIGH = 2


_KEYS = st.text() | st.integers() | st.floats() | st.booleans() | st.none() | st.sampled_from(Status)
_ENUMS = st.sampled_from([*Status, *Suit, *Module, *_Level])  # subclasses of str and int
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text() | _ENUMS,
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner) | st.dictionaries(_KEYS, inner, max_size=4),
    max_leaves=30,
)


@given(_JSON)
def test_the_json_writer_writes_what_json_dumps_writes(value: object) -> None:
    """The report's JSON writer (the standard library's is five times slower with indent) writes the same text."""
    from skrules.scenario.report import _dumps

    expected = json.dumps(value, indent=2, ensure_ascii=False)
    assert _dumps(value) == expected
    assert _dumps(value, "\n    ") == expected.replace("\n", "\n    ")  # nested where it goes, as the report nests it


def test_the_json_writer_keeps_a_bounded_number_of_key_texts() -> None:
    """The writer's encoded keys stay few however many names a library has (player names are keys)."""
    from skrules.scenario.report import _KEYS, _dumps

    for start in range(0, 20_000, 1_000):
        names = {f"Player {i}": i for i in range(start, start + 1_000)}
        assert _dumps(names) == json.dumps(names, indent=2, ensure_ascii=False)
    assert len(_KEYS) <= 4096
    keys = ["true", "1", True, 1, 1.0, None, "null", Suit.GREEN, "green"]  # some equal as keys, each its own text
    assert [_dumps({k: 0}) for k in keys] == [json.dumps({k: 0}, indent=2) for k in keys]


# ------------------------------------------------------------------ names that act instead of showing


def hidden(text: str) -> str | None:
    """The first character that acts instead of showing (control, format/bidi, separator, surrogate), or None."""
    return next((ch for ch in text if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs")), None)


_HIDDEN_NAMES = ["\x1b[31mred\x1b[0m", "\u202ereversed", "bell\x07", "form\x0cfeed", "not\ufffea character", "ok\u2066"]


def _hidden_files(tmp_path: Path) -> Path:
    """One file: each hidden name on a failing scenario, and on a passing one."""
    text = "".join(
        f"scenario: {name} fails\ntrick: Ann=g5 Ben=g9\nwinner: Ann\n\n"
        f"scenario: {name} passes\ntrick: Ann=g5 Ben=g9\nwinner: Ben\n\n"
        for name in _HIDDEN_NAMES
    )
    path = tmp_path / "names.skull"
    path.write_text(text, encoding="utf-8")
    return path


def test_junit_report_is_well_formed_whatever_the_names(tmp_path: Path, cli: Cli) -> None:
    """Fault-injection finding: `check` wrote ill-formed JUnit XML for a scenario name with control
    characters. Every name now reads back, its hidden characters written as visible escapes."""
    target = tmp_path / "report.xml"
    code, _, _ = cli("check", "--plain", "--junit-xml", str(target), str(_hidden_files(tmp_path)))
    assert code == 1
    root = ET.parse(target).getroot()  # raises on an ill-formed document
    names = [case.get("name") for case in root.iter("testcase")]
    assert names[:4] == ["\\x1b[31mred\\x1b[0m fails", "\\x1b[31mred\\x1b[0m passes", "\\u202ereversed fails",
                         "\\u202ereversed passes"]  # fmt: skip
    assert "not\\ufffea character fails" in names
    for element in root.iter():
        for text in [element.text or "", *element.attrib.values()]:
            assert hidden(text.replace("\n", "")) is None and "\ufffe" not in text, text
    assert target.is_file()
    code, _, _ = cli("check", "--plain", "--junit-xml", str(target), str(tmp_path / "names.skull"))
    assert code == 1  # the report it wrote is a report it may replace


@pytest.mark.parametrize("fmt", ["--plain", "--format=rich"])
def test_text_reports_show_hidden_characters_as_escapes(
    tmp_path: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch, fmt: str
) -> None:
    """Fault-injection finding: `check` passed a scenario name's control and bidi characters to the terminal.
    The plain and rich reports show each name with visible escapes, failed or passed (-v)."""
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "200")
    code, out, _ = cli("check", fmt, "-v", str(_hidden_files(tmp_path)))
    assert code == 1
    assert hidden(out.replace("\n", "")) is None  # no character that acts instead of showing
    for shown in ("\\x1b[31mred\\x1b[0m fails", "\\u202ereversed passes", "bell\\x07 fails", "ok\\u2066 passes"):
        assert shown in out


def test_a_scenario_player_name_with_a_bidi_control_is_refused(tmp_path: Path, cli: Cli) -> None:
    """The player-name policy, after the fault-injection finding that U+202E in a name reordered the lines that
    show it: the scenario does not parse, and the report shows the character as an escape."""
    path = tmp_path / "rtl.skull"
    path.write_text("scenario: names\ntrick: Ann\u202e=g3 Ben=g5\nwinner: Ben\n", encoding="utf-8")
    code, out, _ = cli("check", "--plain", str(path))
    assert code == 2  # a file that does not parse
    assert "'Ann\\u202e' is not a player name: it holds the invisible character '\\u202e'" in out
    assert hidden(out.replace("\n", "")) is None


@pytest.mark.parametrize(
    ("winner", "said"),
    [
        ("mermiad", "'mermiad' is neither a player of this trick (Ann Ben Cat) nor a card; did you mean 'mermaid'?"),
        ("g15", "'g15' is neither a player of this trick (Ann Ben Cat) nor a card: green runs from 1 to 14"),
    ],
)
def test_a_winner_neither_player_nor_card_is_said_once(cli: Cli, tmp_path: Path, winner: str, said: str) -> None:
    """play.order: a scenario's winner that names no player of the trick and no card says so once, then how the
    card is mistyped; it said "nor a card: not a card; did you mean 'mermaid'?"."""
    path = tmp_path / "winner.skull"
    path.write_text(f"scenario: x\ntrick: Ann=g5 Ben=g7 Cat=sk\nwinner: {winner}\n", encoding="utf-8")
    code, out, _ = cli("check", "--plain", str(path))
    assert code == 2 and said in out, out
