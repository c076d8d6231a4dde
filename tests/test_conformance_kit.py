"""The conformance kit as app authors use it: each failure reproducible with one ``skrules`` command
and traced to the rule behind the field that differs, the deviations ranked by the cases each
explains, an engine's declaration of what it plays, and the suite's cases for the gaps found.
"""

from __future__ import annotations

import io
import json
import shlex
import signal
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from skrules.book import rulebook
from skrules.conformance.cases import library_path
from skrules.conformance.compare import Check, Status, judge_answer
from skrules.conformance.declare import Declaration, DeclarationError
from skrules.conformance.diagnose import cards_line, cause_of, deviations, reproduce
from skrules.conformance.report import failure_lines, json_report, junit_report, rich_report, text_report
from skrules.conformance.runner import BatchEngine, CaseResult, Engine, NoBatchAnswer, OneShotEngine, run_suite
from skrules.errors import SkrulesError
from skrules.notation import parse_play
from skrules.scenario.select import compile_selection

from .library_suite import library_suite

Cli = Callable[..., tuple[int, str, str]]


@cache
def cases() -> tuple[dict[str, object], ...]:
    found = library_suite()["cases"]
    assert isinstance(found, list)
    return tuple(found)


def case(case_id: str) -> dict[str, object]:
    return next(c for c in cases() if c["id"] == case_id)


def expected(c: dict[str, object]) -> dict[str, object]:
    e = c["expected"]
    assert isinstance(e, dict)
    return e


def judged(c: dict[str, object], **changes: object) -> CaseResult:
    """The case answered with skrules' own answer, some fields changed: what a deviating engine says."""
    return CaseResult(c, judge_answer(expected(c), json.dumps({**expected(c), **changes})), 0.0)


class Replaying(Engine):
    """An engine that answers each case from a table by id (skrules' own answers, some changed); it
    records what it was asked, to show that a case not supported is never sent."""

    def __init__(self, answers: dict[str, dict[str, object]]) -> None:
        self.answers = answers
        self.asked: list[str] = []

    def ask(self, text: str) -> str | Check:
        sent = json.loads(text)
        assert "expected" not in sent and "because" not in sent  # the answer key is never sent
        self.asked.append(sent["id"])
        return json.dumps(self.answers[sent["id"]])


# ------------------------------------------------------------------------ finding 1: reproduce, the rule behind


KRAKEN = "advanced/kraken.skull::The Kraken destroys the bonuses with the trick"
MERMAID = "trick/characters.skull::The Mermaid takes the Skull King: +40"
FOURTEENS = "trick/bonuses.skull::+10 for each green, purple or yellow 14 captured"


def test_every_trick_case_is_reproduced_by_its_skrules_trick_command(cli: Cli) -> None:
    """Finding 1: the command a failing trick shows gives skrules' own verdict: the same winner, next
    leader and bonus as the case expects, a failed check when a play was illegal, or a refusal."""
    tricks = [c for c in cases() if c["kind"] == "trick"]
    assert len(tricks) > 200
    for c in tricks:
        argv = shlex.split(reproduce(c, cases()))
        assert argv[:2] == ["skrules", "trick"], argv
        code, out, err = cli(*argv[1:], "--json")
        want = expected(c)
        if "refused" in want:
            assert code == 2 and err.strip(), c["id"]
            continue
        assert code == (1 if want.get("illegal") else 0), (c["id"], err)  # 1: a play was not allowed
        got = json.loads(out)
        winner = want["winner"]
        assert got["outcome"] == want["outcome"], c["id"]
        assert got["winner_name"] == (winner["player"] if isinstance(winner, dict) else None), c["id"]
        assert (got["next_leader_name"], got["bonus"]) == (want["next_leader"], want["bonus"]), c["id"]


def test_every_round_and_game_case_is_selected_alone_by_its_check_command() -> None:
    """Finding 1: ``skrules check scenarios/FILE -k WORDS`` runs that scenario and no other of the suite."""
    others = [c for c in cases() if c["kind"] != "trick" or "trick" not in c]
    assert others
    ids = [f"scenarios/{c['file']}::{c['name']}" for c in cases()]
    for c in others:
        argv = shlex.split(reproduce(c, cases()))
        assert argv[:3] == ["skrules", "check", f"scenarios/{c['file']}"] and argv[3] == "-k", argv
        select = compile_selection(argv[4])
        chosen = [i for i in ids if i.startswith(argv[2] + "::") and select(i)]
        assert chosen == [f"scenarios/{c['file']}::{c['name']}"], (c["id"], argv)
        assert (Path(library_path() or ".") / str(c["file"])).is_file()


def test_the_rule_behind_a_differing_field_is_the_one_that_decided_it() -> None:
    """Finding 1: next_leader after a Kraken is kraken.leader (with its ruling), the winner of the Mermaid
    and the Skull King is rank.mermaid-king, a missing +40 is bonus.king; not the rules the case cites."""
    kraken = cause_of(judged(case(KRAKEN), next_leader="Ben"))
    assert kraken is not None and (kraken.field, kraken.label) == (
        "next_leader",
        "kraken.leader / ruling.kraken-leader",
    )
    mermaid = case(MERMAID)
    wrong = cause_of(judged(mermaid, winner={"player": "Ann", "card": "sk"}, next_leader="Ann", bonus=0, bonuses=[]))
    assert wrong is not None and (wrong.field, wrong.rule) == ("winner", "rank.mermaid-king")
    bonus = cause_of(judged(mermaid, bonus=0, bonuses=[]))
    assert bonus is not None and (bonus.field, bonus.rule) == ("bonuses", "bonus.king")
    character = next(c for c in cases() if "lead.character" in c.get("because", {}).get("lead_suit", []))  # type: ignore[attr-defined]
    lead = cause_of(judged(character, lead_suit="green"))
    assert lead is not None and lead.label == "lead.character / ruling.character-lead"


def test_a_round_that_differs_is_traced_to_the_trick_that_differs() -> None:
    """Finding 1: a round's winners differ from the first trick on that differs: the rule that decided it."""
    rounds = [
        c
        for c in cases()
        if c["kind"] == "round" and "winners" in expected(c) and len(expected(c)["winners"]) > 1  # type: ignore[arg-type]
    ]
    c = next(r for r in rounds if len(set(r["because"]["winners"])) > 1)  # type: ignore[index]
    winners = list(expected(c)["winners"])  # type: ignore[call-overload]
    because = c["because"]["winners"]  # type: ignore[index]
    i = next(k for k, rule in enumerate(because) if rule != because[0])
    winners[i] = "Nobody"
    cause = cause_of(judged(c, winners=winners))
    assert cause is not None and (cause.field, cause.rule) == ("winners", because[i])


def test_a_failure_shows_the_cards_the_command_and_the_rule_text_behind_it() -> None:
    """Finding 1: the text of the rule behind the field, not of an unrelated cited rule (kraken.destroy)."""
    out = _text([judged(case(KRAKEN), next_leader="Ben")])
    assert "trick: Ann=mermaid Ben=sk Cat=kraken Dan=b14" in out
    assert "  reproduce: skrules trick --deck base,kraken,whale,loot Ann=mermaid Ben=sk Cat=kraken Dan=b14" in out
    assert "decided by kraken.leader / ruling.kraken-leader" in out and "rule kraken.leader (" in out
    assert "rule kraken.destroy" not in out  # cited by the case, but not what decides the next leader


# ------------------------------------------------------------------------------ finding 2: deviations ranked


def _character_lead_engine() -> tuple[dict[str, dict[str, object]], set[str]]:
    """An engine whose character lead takes the next number's suit (lead_suit differs), and one wrong bonus."""
    answers: dict[str, dict[str, object]] = {}
    wrong: set[str] = set()
    for c in cases():
        answer = dict(expected(c))
        because = c.get("because")
        if (
            isinstance(because, dict)
            and "lead.character" in because.get("lead_suit", [])
            and answer["lead_suit"] is None
        ):
            answer["lead_suit"] = "green"
            wrong.add(str(c["id"]))
        answers[str(c["id"])] = answer
    answers[FOURTEENS] = {**answers[FOURTEENS], "bonus": 0, "bonuses": []}
    wrong.add(FOURTEENS)
    return answers, wrong


def test_deviations_are_ranked_by_the_cases_each_explains() -> None:
    """Finding 2: one cause (lead.character / ruling.character-lead) failing many cases comes first, with
    its count, an example and its command; the single wrong bonus comes after."""
    answers, wrong = _character_lead_engine()
    results = run_suite(cases(), Replaying(answers))
    groups = deviations(results)
    assert len(wrong) >= 10
    first = groups[0]
    assert (first.cause.field, first.cause.label) == ("lead_suit", "lead.character / ruling.character-lead")
    assert {r.id for r in first.results} == wrong - {FOURTEENS}
    assert [len(g.results) for g in groups] == sorted((len(g.results) for g in groups), reverse=True)
    assert sum(len(g.results) for g in groups) == sum(r.check.status is Status.FAILED for r in results)
    report = json_report(results, "engine")
    top = report["deviations"][0]  # type: ignore[index]
    assert top["count"] == len(first.results) and top["rule"] == "lead.character"
    assert top["ruling"] == "ruling.character-lead" and top["reproduce"].startswith("skrules ")
    for key in ("suite_version", "skrules_version", "engine", "summary", "cases", "rules"):
        assert key in report  # the fields the report had before stay
    text = _text(results)
    section = text.split("Deviations, by the cases each explains", 1)[1]
    assert section.index("lead.character / ruling.character-lead") < section.index("bonus.fourteen")


def test_the_reports_read_at_100_columns(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Finding 2: the plain and the rich report keep to 100 columns but for a command (one line, to be
    pasted); the rich report shows the deviations too."""
    answers, _ = _character_lead_engine()
    results = run_suite(cases(), Replaying(answers))
    for line in _text(results, width=100).splitlines():
        assert len(line) <= 100 or line.lstrip().startswith(("reproduce: skrules", "skrules ")), line
    monkeypatch.setenv("COLUMNS", "100")
    rich_report(results)
    out = capsys.readouterr().out
    assert "Deviations, by the cases each explains" in out and "lead.character / ruling.character-lead" in out
    commands = ("reproduce: skrules", "skrules ")
    assert all(len(line) <= 100 or line.lstrip().startswith(commands) for line in out.splitlines())
    assert "  reproduce: skrules trick" in out  # whole, on one line


def _text(results: list[CaseResult], width: int = 100) -> str:

    buffer = io.StringIO()
    text_report(results, buffer, width=width)
    return buffer.getvalue()


@pytest.mark.parametrize("width", [60, 80, 100])
def test_the_plain_report_writes_every_rule_title_whole(width: int) -> None:
    """score.bonus and the other rules of a bonus case: the plain report's list of rules wraps a title too long
    for the width under itself, every word kept (a CI log reads it whole), none cut short with '…', and each
    line within the width."""
    c = next(c for c in cases() if "score.bonus" in c["rules"])  # type: ignore[operator]
    out = _text([CaseResult(c, Check(Status.PASSED), 0.0)], width)
    tally = out.split("exercises it passes):\n", 1)[1].rsplit("\n\n", 1)[0]
    words = " ".join(tally.split())
    book = rulebook()
    assert "…" not in out and "Bonuses are paid only on a made bid" in words
    for rule in c["rules"]:  # type: ignore[attr-defined]
        assert f"{rule} 1/1 {book[rule].title}" in words, (rule, tally)
    assert all(len(line) <= width for line in tally.splitlines()), tally


def test_a_batch_engine_silent_from_the_first_case_stops_the_suite() -> None:
    """verify --batch: an engine that answers no line to the first case it is sent (it reads to the end of its
    input) stops run_suite at that case's timeout with NoBatchAnswer, not each case's timeout in turn."""
    engine = BatchEngine([sys.executable, "-c", "import sys; sys.stdin.read()"], timeout=0.5)
    with pytest.raises(NoBatchAnswer) as stopped:
        run_suite(cases()[:3], engine)
    assert stopped.value.asked == 1 and "the engine answered nothing to the first case in 0.5 s" in str(stopped.value)


# ------------------------------------------------------------------------------ finding 3: declarations


def test_cases_under_a_ruling_reading_the_engine_does_not_follow_are_not_supported() -> None:
    """Finding 3: declaring ruling.character-lead=no-suit, the cases that go through next-number are not
    supported (never sent); those under no-suit are run, and fail when the engine is wrong."""
    declared = Declaration.parse({"rulings": {"character-lead": "no-suit"}})
    answers, wrong = _character_lead_engine()
    engine = Replaying(answers)
    results = run_suite(cases(), engine, declared=declared)
    by_id = {r.id: r for r in results}
    under_next = {
        str(c["id"])
        for c in cases()
        if "ruling.character-lead" in c["rules"]  # type: ignore[operator]
        and c["options"]["rulings"]["ruling.character-lead"] == "next-number"  # type: ignore[index]
    }
    assert under_next
    assert {i for i, r in by_id.items() if r.check.status is Status.UNSUPPORTED} == under_next
    assert not under_next & set(engine.asked)
    assert all(by_id[i].check.status is Status.FAILED for i in wrong - under_next)  # not hidden
    assert "ruling.character-lead=next-number" in by_id[next(iter(under_next))].check.reason


def test_a_declaration_leaves_out_only_what_it_states() -> None:
    """Finding 3: a base-deck trick engine with no bonuses and no input checks: rounds, games, advanced
    cards, bonus-paying cases and refusals are not supported, each for its reason; every other case is
    run, compared without the bonus fields, and a wrong answer there still fails."""
    declared = Declaration.parse(
        {"kinds": ["trick"], "deck": ["base"], "without": ["bonus", "bonuses"], "refusals": False}
    )
    answers = {str(c["id"]): {k: v for k, v in expected(c).items() if k not in ("bonus", "bonuses")} for c in cases()}
    answers[MERMAID] = {**answers[MERMAID], "next_leader": "Ann"}
    plain = next(
        c for c in cases() if c["kind"] == "trick" and "refused" not in expected(c) and expected(c)["bonus"] == 0
    )
    answers[str(plain["id"])] = {**answers[str(plain["id"])], "next_leader": "Nobody"}
    results = {r.id: r for r in run_suite(cases(), Replaying(answers), declared=declared)}
    for c in cases():
        r = results[str(c["id"])]
        want = expected(c)
        if c["kind"] != "trick":
            assert r.check.reason == f"not supported: the engine plays no {c['kind']}s"
        elif "refused" in want:
            assert r.check.status is Status.UNSUPPORTED and "refusal" in r.check.reason
        elif r.check.status is Status.UNSUPPORTED:
            assert "deck part" in r.check.reason or "bonus" in r.check.reason, r.check.reason
    assert results[MERMAID].check.status is Status.UNSUPPORTED  # it pays +40, which the engine cannot say
    assert results[str(plain["id"])].check.status is Status.FAILED
    ran = [r for r in results.values() if r.check.status is not Status.UNSUPPORTED]
    assert ran and all(r.check.status is Status.PASSED for r in ran if r.id != plain["id"])
    report = json_report(list(results.values()), "engine", declared.source)
    assert report["summary"]["unsupported"] == sum(r.check.status is Status.UNSUPPORTED for r in results.values())  # type: ignore[index]
    assert report["declaration"] == declared.source


def test_an_empty_declaration_leaves_nothing_out() -> None:
    """Finding 3: declaring nothing is declaring everything: no case is not supported."""
    declared = Declaration.parse({})
    assert all(declared.unsupported(c) is None for c in cases())


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([], "a JSON object"),
        ({"decks": ["base"]}, "unknown key 'decks' (did you mean 'deck'?)"),
        ({"zzz": ["base"]}, "unknown key 'zzz'; a declaration has kinds"),
        ({"deck": ["kraken", "dragons"]}, "'dragons' is not one of"),
        ({"deck": ["krakn"]}, "deck: 'krakn' (did you mean 'kraken'?) is not one of base, kraken"),
        ({"rulings": {"kraken-leader": "somebody"}}, "kraken-leader"),
        ({"rulings": {"no-such-ruling": "x"}}, "'no-such-ruling' is no ruling"),
        ({"abilities": "yes"}, "expected true or false"),
        ({"refusals": "all"}, "refusals: expected"),
    ],
)
def test_a_wrong_declaration_is_refused_saying_what(value: object, message: str) -> None:
    """Finding 3: a declaration is checked whole; a mistake in it is named, never guessed around (the nearest
    word offered when one is close, as for rulings and deck parts)."""
    with pytest.raises(DeclarationError) as err:
        Declaration.parse(value)
    assert message in str(err.value)


def test_verify_reads_a_declaration_file_or_refuses_it_in_one_line(cli: Cli, tmp_path: Path) -> None:
    """Finding 3: --declare FILE: a bad file is exit 2 with one line naming it; a good one is reported."""
    bad = tmp_path / "engine.json"
    bad.write_text('{"kinds": ["tricks"]}', encoding="utf-8")
    code, _, err = cli("verify", "--engine", "python3", "--declare", str(bad), "-k", "no-such-case")
    assert code == 2 and str(bad) in err and len(err.strip().splitlines()) == 1
    assert "'tricks' (did you mean 'trick'?) is not one of" in err
    code, _, err = cli("verify", "--engine", "python3", "--declare", str(tmp_path / "none.json"))
    assert code == 2 and "--declare" in err and len(err.strip().splitlines()) == 1


# ------------------------------------------------------------------------------ finding 4: the suite's gaps


def test_the_suite_holds_the_cases_app_authors_found_missing() -> None:
    """Finding 4: trump played while holding the lead suit (play.follow: flagged in a trick, refused in a
    round, for that rule), a 0/14 declared 0 winning its suit, and the bonus combinations."""
    trick = expected(case("trick/follow.skull::Holding the lead suit, trump may not be played instead"))
    assert trick["illegal"] == [{"player": "Ben", "rule": "play.follow"}]
    refused = expected(case("trick/follow.skull::A round refuses trump played by a player holding the lead suit"))
    assert refused["refused"]["rule"] == "play.follow"  # type: ignore[index]
    zero = expected(
        case("expansion/numbers.skull::The 0/14 card declared 0 wins its own suit when nothing else follows it")
    )
    assert zero["winner"] == {"player": "Ann", "card": "g0x"} and zero["lead_suit"] == "green"
    bonuses = {
        "The Skull King takes the Tigress played as a Pirate: +30": [("bonus.pirate", "Ben")],
        "The Skull King takes two Pirates and the Tigress as a Pirate: +30 each": [("bonus.pirate", "Cat")] * 3,
        "The Tigress played as an Escape is no Pirate for the Skull King's bonus": [("bonus.pirate", "Ben")],
        "The Tigress as a Pirate takes two Mermaids: +20 each": [("bonus.mermaid", "Ben")] * 2,
        "With a Mermaid in the trick the Skull King takes no Pirate: the Mermaid's +40 alone": [("bonus.king", "Dan")],
        "The Skull King, a Mermaid and the Tigress as a Pirate: the Mermaid takes the +40 alone": [
            ("bonus.king", "Ann")
        ],
    }
    for name, want in bonuses.items():
        got = expected(case(f"trick/bonuses.skull::{name}"))["bonuses"]
        assert sorted((b["rule"], b["player"]) for b in got) == sorted(want), name  # type: ignore[attr-defined]


def test_the_declaration_on_the_rulebook_page_is_read_as_it_says() -> None:
    """Finding 3: the page's example declaration parses, and leaves out what the page says it does."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "tool" / "conformance.md").read_text(encoding="utf-8")
    block = page.split("`skrules verify --declare FILE`:\n\n```json\n", 1)[1].split("```", 1)[0]
    declared = Declaration.parse(json.loads(block))
    assert declared.unsupported(case(MERMAID)) is None  # a base-deck trick under no-suit: run
    game = next(c for c in cases() if c["kind"] == "game")
    assert declared.unsupported(game) == "the engine plays no games"


PARTS = ["kraken", "whale", "loot", "expansion", "con", "plank", "stingray", "volley", "davy"]


def parts_of(c: dict[str, object]) -> set[str]:
    """The deck parts a case's cards come from (a game's: its rule set's), beyond the base game."""
    if c["kind"] == "game":
        return set(c["options"]["deck"]) - {"base"}  # type: ignore[index]
    tokens = list(c.get("trick", []))  # type: ignore[call-overload]
    tokens += [card for hand in c.get("hands", {}).values() for card in hand]  # type: ignore[attr-defined]
    rd = c.get("round") or {}
    tokens += [p for tr in rd.get("tricks", []) for p in tr["plays"]] + list(rd.get("ghost", []))  # type: ignore[attr-defined]
    found = set()
    for i, token in enumerate(tokens):
        try:
            found.add(parse_play(token, i).card.module.value)
        except SkrulesError:
            continue
    return found - {"base"}


@given(
    kinds=st.lists(st.sampled_from(["trick", "round", "game"]), unique=True),
    deck=st.lists(st.sampled_from(PARTS), unique=True),
    index=st.integers(min_value=0),
)
def test_a_case_is_left_out_exactly_when_it_needs_what_the_engine_lacks(
    kinds: list[str], deck: list[str], index: int
) -> None:
    """Finding 3: no silent skips: a case is not supported exactly when its kind or a card's deck part is
    one the declaration leaves out, and the reason says which."""
    c = cases()[index % len(cases())]
    why = Declaration.parse({"kinds": kinds, "deck": ["base", *deck]}).unsupported(c)
    missing = sorted(parts_of(c) - set(deck))
    if c["kind"] not in kinds:
        assert why == f"the engine plays no {c['kind']}s"
    elif missing:
        assert why is not None and all(part in why for part in missing)
    else:
        assert why is None


def test_a_case_not_supported_is_a_skipped_test_in_junit_with_its_reason() -> None:
    """Finding 3: in a CI's test view a case not supported is skipped, saying why, and is no failure."""
    game = next(c for c in cases() if c["kind"] == "game")
    results = run_suite(
        [game, case(MERMAID)],
        Replaying({MERMAID: expected(case(MERMAID))}),
        declared=Declaration.parse({"kinds": ["trick"]}),
    )
    buffer = io.StringIO()
    junit_report(results, "engine", buffer)
    root = ET.fromstring(buffer.getvalue().split("\n", 1)[1])
    assert (root.get("tests"), root.get("failures"), root.get("skipped")) == ("2", "0", "1")
    skipped = root.find(".//skipped")
    assert skipped is not None and skipped.get("message") == "not supported: the engine plays no games"


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=10,
)
CASE_KEYS = ["kind", "trick", "hands", "round", "game", "options", "because", "expected", "rules", "name", "file"]


@given(base=st.sampled_from(range(400)), key=st.sampled_from(CASE_KEYS), value=JSON, answer=JSON)
@example(base=0, key="expected", value={"": None}, answer={})  # a field with no name: its cause still names it
def test_any_case_in_a_suite_is_reported_without_raising(base: int, key: str, value: object, answer: object) -> None:
    """Findings 1-3: a suite is read from a file anyone may write: whatever a case holds, its command,
    its cards, its cause and whether a declaration supports it are worked out, never an exception."""
    c = {**cases()[base % len(cases())], key: value}
    want = c.get("expected")
    check = judge_answer(want if isinstance(want, dict) else {}, json.dumps(answer))
    result = CaseResult(c, check, 0.0)
    assert reproduce(c, cases()).startswith("skrules ")
    assert isinstance(cards_line(c), list)
    cause = cause_of(result)
    assert cause is None or cause.field
    declared = Declaration.parse({"kinds": ["trick"], "deck": ["base"], "rulings": {"character-lead": "no-suit"}})
    assert declared.unsupported(c) is None or declared.unsupported(c)
    assert _text([result])


_SLEEPER = [sys.executable, "-c", "import time; time.sleep(60)"]


@pytest.mark.parametrize("engine_class", [OneShotEngine, BatchEngine])
def test_a_stop_while_the_engine_starts_still_stops_the_engine(
    monkeypatch: pytest.MonkeyPatch, engine_class: type[OneShotEngine] | type[BatchEngine]
) -> None:
    """Conformance kit, verify: Ctrl-C arriving inside Popen, after the engine was forked, is held
    until the process is the run's to stop; then the interrupt is raised and the engine is killed,
    not left running in its own session."""
    started: list[subprocess.Popen[bytes]] = []
    popen = subprocess.Popen

    def interrupted_popen(*args: object, **kwargs: object) -> subprocess.Popen[bytes]:
        proc = popen(*args, **kwargs)  # type: ignore[call-overload]
        started.append(proc)
        signal.raise_signal(signal.SIGINT)  # the user's Ctrl-C, before Popen has returned
        return proc  # type: ignore[no-any-return]

    monkeypatch.setattr("skrules.conformance.runner.subprocess.Popen", interrupted_popen)
    engine = engine_class(_SLEEPER, timeout=30)
    with pytest.raises(KeyboardInterrupt):
        try:
            engine.ask('{"tokens": ["sk"]}')
        finally:
            engine.close()
    assert len(started) == 1
    assert started[0].wait(timeout=5) == -signal.SIGKILL  # killed with its group, not left to sleep


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["export"], "export: name the scenario files or folders to export"),
        (["verify", "--engine", "python3 -c pass"], "--suite: name the suite file"),
    ],
)
def test_without_the_library_beside_it_export_and_verify_say_where_it_comes_from(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, args: list[str], said: str
) -> None:
    """A package built from skrules (a wheel) has no scenario library beside it: exporting it, or verifying
    without a suite, is refused on one line with exit code 2, saying the library comes with a source checkout."""
    monkeypatch.setattr("skrules.conformance.cases.library_path", lambda: None)
    code, out, err = cli(*args)
    assert (code, out) == (2, "")
    assert said in err and "source checkout" in err and err.count("\n") == 1


def test_a_field_answered_null_is_told_apart_from_a_missing_one() -> None:
    """lead.number: an engine that answers the lead suit with null is told it answered null; one that leaves
    the field out is told it is missing, in the text report and in the JSON one."""
    c = next(c for c in cases() if isinstance(c.get("expected"), dict) and expected(c).get("lead_suit") == "green")
    null = judged(c, lead_suit=None)
    left_out = CaseResult(
        c, judge_answer(expected(c), json.dumps({k: v for k, v in expected(c).items() if k != "lead_suit"})), 0.0
    )
    said = {name: "\n".join(failure_lines(r, {})) for name, r in (("null", null), ("left out", left_out))}
    assert "received null" in said["null"] and "missing" not in said["null"]
    assert "received nothing (the field is missing)" in said["left out"]
    assert [d.as_dict()["missing"] for d in null.check.diffs] == [False]
    assert [d.as_dict()["missing"] for d in left_out.check.diffs] == [True]
