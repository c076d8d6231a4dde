"""Editions and house rules (issue #13): each printing a bundle of readings, house rules kept apart.

The cases are the disputes of the research notes (D1, D2, D4, D7, D10, D13, D14), each run on the
same cards under every edition that answers it differently.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.bonuses import BONUS_KINDS
from skrules.deal import schedule
from skrules.editions import DEFAULT_EDITION, EDITIONS, HOUSE_RULES, Edition, House, edition_of, house_of
from skrules.errors import DeckError, RulesetError
from skrules.formats.sheet import read_sheet
from skrules.game import RoundError, RoundSpec, play_round
from skrules.report import verdict_dict, verdict_text
from skrules.rules import (
    ADVANCED_GAME,
    RULINGS,
    CharacterLead,
    EightPlayers,
    GameTie,
    GraybeardLeader,
    KrakenLeader,
    LastTrickAbility,
    MonsterDiscardLeader,
    Reading,
    RuleSet,
)
from skrules.scenario import parse_text, run_scenario
from skrules.scoring import ScoreTable, bonus, score
from skrules.trick import Outcome, Verdict, judge

Cli = Callable[..., tuple[int, str, str]]
D2 = "g3 b5 kraken p7"  # the disputes table's D2: three readings, three different leaders


def verdict(cards: str, rules: RuleSet | None = None) -> Verdict:
    """The trick judged with the advanced cards in the deck, under ``rules``' edition and house rules
    (the first edition's own deck under 2013, which has no other part: first.deck)."""
    rules = rules or RuleSet()
    return judge(cards.split(), rules if rules.edition.one_deck else rules.with_modules(ADVANCED_GAME))


def next_leader(cards: str, rules: RuleSet) -> str:
    return verdict(cards, rules).next_leader_name


# ------------------------------------------------------------------------------------ the bundles


@pytest.mark.parametrize("edition", list(Edition))
def test_an_edition_sets_every_reading_it_fixes(edition: Edition) -> None:
    """ruling.*: each reading an edition's source gives is the reading its rule set takes."""
    rules = RuleSet(edition=edition)
    for rid, fixed in EDITIONS[edition].fixed.items():
        assert rules.reading(rid) is fixed.reading, (edition, rid)
        assert fixed.source.key and fixed.source.what


@pytest.mark.parametrize("edition", list(Edition))
def test_an_edition_leaves_the_rulings_it_does_not_settle_at_their_default(edition: Edition) -> None:
    rules = RuleSet(edition=edition)
    for rid, ruling in RULINGS.items():
        if rid not in EDITIONS[edition].fixed:
            assert rules.reading(rid) is ruling.default, (edition, rid)


def test_the_default_edition_is_the_seeds_rules() -> None:
    """The 2024 print, as the reference guide gives it, is every ruling's default: naming it changes nothing."""
    assert DEFAULT_EDITION is Edition.E2024
    assert RuleSet().edition is Edition.E2024
    assert RuleSet(edition="2024") == RuleSet()
    assert all(RuleSet(edition="2024").is_default(rid) for rid in RULINGS)
    assert RuleSet().describe() == ""


def test_the_third_party_sources_say_so() -> None:
    """Each edition's row cites its source; a transcription made by someone else is marked as one."""
    labels = {f.source.label for info in EDITIONS.values() for f in info.fixed.values()}
    assert "RB13 (third-party transcription)" in labels
    assert "LE18 (third-party transcription)" in labels
    assert "RB21" in labels


@given(st.sampled_from(list(Edition)), st.sampled_from([r for ruling in RULINGS.values() for r in ruling.readings]))
def test_a_ruling_named_overrides_the_edition(edition: Edition, reading: Reading) -> None:
    """An explicit ruling wins over the edition's reading, and the rule set says when it changed one."""
    rules = RuleSet(edition=edition, choices=[reading])
    rid = reading.ruling.id
    assert rules.reading(rid) is reading
    fixed = EDITIONS[edition].fixed.get(rid)
    base = fixed.reading if fixed else RULINGS[rid].default
    assert (rid in rules.overrides) == (reading is not base)
    assert pickle.loads(pickle.dumps(rules)) == rules
    assert hash(RuleSet(edition=edition, choices=[reading])) == hash(rules)


def test_editions_and_house_rules_make_different_rule_sets() -> None:
    assert RuleSet(edition="2021") != RuleSet()
    assert RuleSet(house=["bonus-on-miss"]) != RuleSet()
    assert RuleSet(house=["bonus-on-miss"]) == RuleSet(house=[House.BONUS_ON_MISS])
    assert RuleSet(edition="2021").with_modules([]).edition is Edition.E2021
    assert RuleSet(house="zero-miss-ten").with_rulings({}).house == {House.ZERO_MISS_TEN}
    assert RuleSet.from_options(edition="2018", house=["zero-miss-ten"]).edition is Edition.E2018


# ------------------------------------------------------------------------------------ the tricks


def test_d2_the_kraken_trick_under_every_edition_and_house_rule() -> None:
    """kraken.leader, ruling.kraken-leader (D2): the FAQ's P2, the 2021 print's P4, the apps' P1."""
    assert next_leader(D2, RuleSet()) == "P2"
    with pytest.raises(DeckError, match="card 3 'kraken': there is no Kraken in the 2013 edition"):
        next_leader(D2, RuleSet(edition="2013"))  # first.deck: the first edition had no Kraken
    assert next_leader(D2, RuleSet(edition="2018")) == "P2"
    assert next_leader(D2, RuleSet(edition="2021")) == "P4"
    assert next_leader(D2, RuleSet(house=["kraken-trick-leader"])) == "P1"
    assert next_leader(D2, RuleSet(edition="2021", house=["kraken-trick-leader"])) == "P1"
    assert next_leader(D2, RuleSet(edition="2021", choices={"kraken-leader": "would-have-won"})) == "P2"


def test_the_kraken_house_rule_is_cited_as_a_house_rule() -> None:
    """kraken.leader: the step that the house rule decides cites it, never a ruling's reading."""
    v = verdict(D2, RuleSet(house=["kraken-trick-leader"]))
    assert v.outcome is Outcome.DESTROYED
    assert [s.cites for s in v.trace if s.rule == "kraken.leader"] == ["kraken.leader; house=kraken-trick-leader"]
    assert v.leader_ruling == "house"


def test_d1_the_whale_with_only_specials_in_2021() -> None:
    """whale.discard, ruling.monster-discard-leader (D1): RB21 gives the lead to the Whale's player."""
    rules = RuleSet(edition="2021")
    assert rules.ruling(MonsterDiscardLeader) is MonsterDiscardLeader.MONSTER_PLAYER
    assert next_leader("pirate escape whale", rules) == "P3"


def test_the_2013_lead_lets_the_next_number_set_the_suit() -> None:
    """lead.character, ruling.character-lead: after a Pirate lead the first edition's green 5 sets the suit."""
    assert RuleSet(edition="2013").ruling(CharacterLead) is CharacterLead.NEXT_NUMBER
    assert verdict("pirate g5 y9", RuleSet(edition="2013")).lead_suit is not None
    assert verdict("pirate g5 y9", RuleSet()).lead_suit is None


def test_the_2021_verdict_names_its_edition_and_override_first() -> None:
    """The verdict says which printing and which override decided it, in its first fact (after the answer)."""
    rules = RuleSet.from_options(edition="2021", rulings=["kraken-leader=would-have-won"], cards=())
    text = verdict_text(verdict(D2, rules))
    assert text.splitlines()[2].split(None, 1)[1] == "2021 edition, with ruling.kraken-leader=would-have-won"


def test_a_house_rule_is_named_in_the_first_line_and_the_json() -> None:
    """kraken.leader: a verdict under a house rule names it in the answer's sentence it decides, in its first
    fact (the answer and its blank line before it) and in its JSON."""
    v = verdict(D2, RuleSet(house=["kraken-trick-leader"]))
    answer = verdict_text(v).splitlines()[0]
    assert answer.endswith(" By the house rule kraken-trick-leader, P1, who led the trick, leads next.")
    assert "house rule: kraken-trick-leader" in verdict_text(v).splitlines()[2]  # the first fact, after the answer
    rules = verdict_dict(v)["rules"]
    assert isinstance(rules, dict)
    assert rules["house_rules"] == ["kraken-trick-leader"]
    assert "edition" not in rules


def test_the_bonus_house_rule_is_named_where_the_answer_pays_whatever_the_bid() -> None:
    """score.bonus: under bonus-on-miss the answer's bonus sentence names the house rule that pays it; a house
    rule that decides nothing in the trick (the Kraken's leader, with no Kraken) is not named there."""
    paid = verdict_text(verdict("mermaid sk", RuleSet(house=["bonus-on-miss"]))).splitlines()[0]
    assert "By the house rule bonus-on-miss, P1 gets +40 whatever the bid." in paid
    plain = verdict_text(verdict("mermaid sk", RuleSet(house=["kraken-trick-leader"]))).splitlines()[0]
    assert "house rule" not in plain
    assert plain.endswith("P1 gets +40 if P1 makes the bid. P1 leads next.")


def test_the_json_names_a_non_default_edition_and_its_overrides() -> None:
    rules = verdict_dict(verdict(D2, RuleSet(edition="2021", choices={"kraken-leader": "would-have-won"})))["rules"]
    assert isinstance(rules, dict)
    assert rules["edition"] == "2021"
    assert rules["overrides"] == {"kraken-leader": "would-have-won"}
    assert "house_rules" not in rules
    assert "edition" not in verdict_dict(verdict(D2))["rules"]  # type: ignore[operator]


# ------------------------------------------------------------------------------------ rounds and games

ABC = ("Ann", "Ben", "Cat")
LAST_RASCAL = RoundSpec(
    players=ABC,
    bids={"Ann": 1, "Ben": 1, "Cat": 0},
    tricks=["Ann=g3 Ben=g9 Cat=g5", "Ben=y2 Cat=y8 Ann=rascal"],
    choices={2: "rascal 20"},
)


def test_d10_rascal_after_the_last_trick_in_2018_but_not_2021() -> None:
    """ability.unlock, ruling.last-trick-ability (D10): the 2018 printable lets Rascal wager after the last trick."""
    assert RuleSet(edition="2018").ruling(LastTrickAbility) is LastTrickAbility.HARRY_OR_RASCAL
    assert play_round(LAST_RASCAL, RuleSet(abilities=True, edition="2018")).totals["Ann"] == 40
    with pytest.raises(RoundError, match=r"ruling\.last-trick-ability=harry\)"):
        play_round(LAST_RASCAL, RuleSet(abilities=True, edition="2021"))
    with pytest.raises(RoundError, match="only Harry the Giant's may"):
        play_round(LAST_RASCAL, RuleSet(abilities=True))


def test_bendt_stays_refused_after_the_last_trick_in_2018() -> None:
    """ability.unlock: the 2018 printable names Harry and Rascal only."""
    spec = RoundSpec(
        players=ABC,
        bids={"Ann": 1, "Ben": 1, "Cat": 0},
        tricks=["Ann=g3 Ben=g9 Cat=g5", "Ben=y2 Cat=y8 Ann=bendt"],
        choices={2: "bendt +y1 +y3 -y1 -y3"},
    )
    with pytest.raises(RoundError, match="only Harry the Giant's and Rascal of Roatan's may"):
        play_round(spec, RuleSet(abilities=True, edition="2018"))


def test_d14_graybeard_leads_after_winning_in_2021() -> None:
    """two.leader, ruling.graybeard-leader (D14): RB21 lets Graybeard lead the next trick."""
    rules = RuleSet(edition="2021")
    assert rules.ruling(GraybeardLeader) is GraybeardLeader.GRAYBEARD
    spec = RoundSpec(
        players=("Ann", "Ben"),
        bids={"Ann": 1, "Ben": 0},
        leader="Ann",
        tricks=["Ann=g5 Graybeard=g9 Ben=g2", "Graybeard=y1 Ann=y3 Ben=y7"],
    )
    assert [t.leader for t in play_round(spec, rules).tricks] == ["Ann", "Graybeard"]


def test_d13_a_tie_is_shared_in_2021_and_replayed_in_2024() -> None:
    """game.tie, ruling.game-tie (D13): the 2021 rulebook has no tie rule; the guide plays another round."""
    assert RuleSet(edition="2021").ruling(GameTie) is GameTie.SHARED
    rows = {"Ann": score(1, 1, 1), "Ben": score(1, 1, 1)}
    replay = ScoreTable(("Ann", "Ben"), (rows,), planned=1)
    shared = ScoreTable(("Ann", "Ben"), (rows,), planned=1, tie_rule=GameTie.SHARED)
    assert replay.tie and shared.tie and replay.winner is None
    assert [s.cites for s in replay.trace][-1] == "game.tie; ruling.game-tie=another-round"
    assert "share the win" in shared.trace[-1].text


def test_setup_cap_eight_players_are_dealt_what_the_deck_gives_evenly_in_2021_and_eight_in_2024() -> None:
    """setup.cap, ruling.eight-players: the 2021 rulebook asks only that every player get the same number of
    cards in the last rounds, so eight players with the advanced cards (74) get 9 in rounds 9 and 10; the guide
    (2024, the default) caps them at 8. With the base game's 70 cards both deal 8."""
    advanced = ADVANCED_GAME
    assert RuleSet(edition="2021").ruling(EightPlayers) is EightPlayers.DECK
    assert schedule(8, RuleSet(modules=advanced, edition="2021")).cards[-2:] == (9, 9)
    assert schedule(8, RuleSet(modules=advanced)).cards[-2:] == (8, 8)
    assert schedule(8, RuleSet(edition="2021")).cards[-2:] == (8, 8)


# ------------------------------------------------------------------------------------ house scoring


def test_d4_bonus_on_miss_pays_the_bonus_on_a_missed_bid() -> None:
    """score.bonus (D4): bid 2, won 3, the Skull King taken: -10 by the rules, -10 + 40 by the house rule."""
    assert score(5, 2, 3, awards=[bonus("king")]).total == -10
    house = score(5, 2, 3, awards=[bonus("king")], rules=RuleSet(house=["bonus-on-miss"]))
    assert house.total == 30
    assert house.headline.endswith("(house rule: bonus-on-miss)")
    assert house.as_dict()["house_rules"] == ["bonus-on-miss"]
    assert any(i.reading == "bonus-on-miss" for i in house.items)


def test_d7_zero_miss_ten_is_a_fixed_ten() -> None:
    """score.zero (D7): a missed zero bid loses 10 x cards dealt, or a fixed 10 under the house rule."""
    rules = RuleSet(house=["zero-miss-ten"])
    assert score(8, 0, 2).total == -80
    assert score(8, 0, 2, rules=rules).total == -10
    assert score(8, 0, 0, rules=rules).total == 80  # a made zero bid scores as usual
    assert score(8, 2, 1, rules=rules).total == -10  # other bids are untouched
    assert "house rule" in score(8, 0, 2, rules=rules).headline


def test_a_score_without_house_rules_says_nothing_of_them() -> None:
    assert "house" not in score(5, 2, 2).headline
    assert "house_rules" not in score(5, 2, 2).as_dict()


def test_every_house_rule_says_where_it_was_seen() -> None:
    assert set(HOUSE_RULES) == set(House)
    assert all(info.what and info.seen for info in HOUSE_RULES.values())


# ------------------------------------------------------------------------------------ errors


def test_a_wrong_edition_or_house_rule_lists_the_choices() -> None:
    with pytest.raises(RulesetError, match="unknown edition '1999'; choose one of: 2013, 2018, 2021, 2024"):
        RuleSet(edition="1999")
    with pytest.raises(RulesetError, match="choose one of: bonus-on-miss, kraken-trick-leader, zero-miss-ten"):
        RuleSet(house=["bonus"])
    with pytest.raises(RulesetError, match="a house rule, not a ruling's reading"):
        RuleSet(choices=[House.BONUS_ON_MISS])


@given(st.text(max_size=20))
def test_edition_and_house_names_are_read_or_refused_clearly(text: str) -> None:
    """Fuzz the two readers: any text is a member or a RulesetError that names the choices."""
    for reader, kind in ((edition_of, Edition), (house_of, House)):
        try:
            found = reader(text)
        except RulesetError as err:
            assert "choose one of" in str(err)
        else:
            assert isinstance(found, kind)
    assert edition_of(Edition.E2021) is Edition.E2021


def test_the_cli_takes_edition_and_house(cli: Cli) -> None:
    """skrules trick --edition / --house: the first fact, after the answer, names them; JSON lists them."""
    code, out, _ = cli("trick", "--plain", "--edition", "2021", *D2.split())
    assert code == 0
    assert out.splitlines()[2] == "Rules      2021 edition"
    code, out, _ = cli("trick", "--json", "--house", "kraken-trick-leader", *D2.split())
    assert json.loads(out)["rules"]["house_rules"] == ["kraken-trick-leader"]
    assert json.loads(out)["next_leader_name"] == "P1"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--edition", "2020"), "unknown edition '2020'; choose one of: 2013, 2018, 2021, 2024"),
        (("--house", "nope"), "unknown house rule 'nope'; choose one of:"),
        (("--house", "bonus-on-mis"), "unknown house rule 'bonus-on-mis' (did you mean 'bonus-on-miss'?); choose"),
    ],
)
def test_the_cli_refuses_a_wrong_edition_or_house_rule(cli: Cli, args: tuple[str, ...], message: str) -> None:
    code, out, err = cli("trick", *args, "g3")
    assert code == 2 and out == ""
    assert message in err


def test_kraken_leader_is_typed() -> None:
    """Principle 12: an edition's reading is a member of its ruling's enum, never a bare string."""
    for info in EDITIONS.values():
        for fixed in info.fixed.values():
            assert isinstance(fixed.reading, Reading) and not isinstance(fixed.reading, House)
    assert RuleSet(edition="2021").ruling(KrakenLeader) is KrakenLeader.LEFT_OF_KRAKEN


# ------------------------------------------------------------------------------------ side by side


def test_trick_editions_shows_where_the_answers_differ(cli: Cli) -> None:
    """kraken.leader (D2): --editions judges the trick under each edition and house rule."""
    code, out, _ = cli("trick", "--editions", "--plain", *D2.split())
    assert code == 0
    assert "The answers differ in: next lead." in out
    table = [line for line in out.splitlines() if line[:1].isdigit() or line.startswith("+ house")]
    rows = {line.split("  ")[0]: line.split()[-1] for line in table}
    assert rows["2021 edition"] == "P4" and rows["2024 edition (default)"] == "P2"
    assert [line.split()[2:] for line in out.splitlines() if line.startswith("2013 edition ")] == [["refused"] * 5]
    assert "  2013 edition: card 3 'kraken': there is no Kraken in the 2013 edition" in out  # first.deck
    assert rows["+ house rule kraken-trick-leader"] == "P1"


def test_trick_editions_json_lists_every_variant(cli: Cli) -> None:
    code, out, _ = cli("trick", "--editions", "--json", *D2.split())
    assert code == 0
    data = json.loads(out)
    assert data["differ"] == ["next_leader"]
    assert [v["edition"] for v in data["variants"][:4]] == ["2013", "2018", "2021", "2024"]
    assert [v["house_rules"] for v in data["variants"][4:]] == [[h.value] for h in House]
    assert {v["next_leader"] for v in data["variants"][1:]} == {"P1", "P2", "P4"}
    first = data["variants"][0]  # first.deck: the 2013 row says why it cannot judge a Kraken
    assert first["next_leader"] == "refused" and "there is no Kraken in the 2013 edition" in first["refused"]


def test_trick_editions_with_nothing_to_tell_apart_says_they_agree(cli: Cli) -> None:
    """rank.king: the Skull King over a Pirate is the same in every printing."""
    code, out, _ = cli("trick", "--editions", "--plain", "sk", "pirate")
    assert code == 0 and "Every edition and house rule gives the same answer." in out


def test_editions_refuses_an_edition_beside_it(cli: Cli) -> None:
    code, _, err = cli("trick", "--editions", "--edition", "2021", *D2.split())
    assert code == 2 and "--editions compares every edition; leave out --edition 2021" in err
    code, _, err = cli("trick", "--editions", "--why", "P1", *D2.split())
    assert code == 2 and "leave out --why" in err


def test_score_editions_shows_the_house_rules_apart(cli: Cli) -> None:
    """score.zero, score.bonus (D4, D7): a missed zero bid with the Skull King taken, under each variant."""
    code, out, _ = cli("score", "--editions", "--json", "--cards", "5", "--bid", "0", "--won", "1", "--bonus", "king")
    assert code == 0
    data = json.loads(out)
    totals = {v["label"]: v["total"] for v in data["variants"]}
    assert data["differ"] == ["total"]
    assert totals["2024 edition (default)"] == -50
    assert totals["+ house rule zero-miss-ten"] == -10
    assert totals["+ house rule bonus-on-miss"] == -10  # -50 and the +40 paid on the miss


# ------------------------------------------------------------------------------------ files


def test_a_score_sheet_takes_edition_and_house_headers(cli: Cli, tmp_path: Path) -> None:
    """score.zero: 'house: zero-miss-ten' in a sheet; the first line of the output names it."""
    sheet = tmp_path / "sheet.txt"
    sheet.write_text("players: Ann Ben\nedition: 2021\nhouse: zero-miss-ten\nround 1: 0/1 1/0\n", "utf-8")
    code, out, _ = cli("score", "--plain", str(sheet))
    assert code == 0
    assert out.splitlines()[0] == "Rules: 2021 edition; house rule: zero-miss-ten"
    result = read_sheet(sheet.read_text("utf-8"), str(sheet))
    assert result.rules.edition is Edition.E2021 and result.rules.house == {House.ZERO_MISS_TEN}
    assert result.table.totals()["Ann"] == -10


def test_a_wrong_edition_in_a_sheet_is_shown_where_it_is(cli: Cli, tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.txt"
    sheet.write_text("players: Ann Ben\nedition: 2020\nround 1: 0/0 1/1\n", "utf-8")
    code, _, err = cli("score", str(sheet))
    assert code == 2
    assert f"{sheet}:2:10: unknown edition '2020'; choose one of: 2013, 2018, 2021, 2024" in err


def test_a_scenario_file_takes_edition_and_house() -> None:
    """kraken.leader: 'edition:' and 'house:' in a file, a scenario's own over the file's."""
    text = (
        "edition: 2021\ndeck: advanced\n\nscenario: one\ntrick: g3 b5 kraken p7\nnext leader: P4\n\n"
        "scenario: two\nhouse: kraken-trick-leader\ntrick: g3 b5 kraken p7\nnext leader: P1\n"
    )
    doc = parse_text(text)
    assert not doc.problems
    one, two = doc.scenarios
    assert one.settings.edition == "2021" and one.settings.house is None
    assert two.settings.edition == "2021" and two.settings.house == ("kraken-trick-leader",)
    assert all(run_scenario(s).passed for s in doc.scenarios)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("edition: 1999", "unknown edition '1999'; choose one of: 2013, 2018, 2021, 2024"),
        ("house: kraken", "unknown house rule 'kraken'; choose one of: bonus-on-miss"),
        ("house: zero-mis-ten", "unknown house rule 'zero-mis-ten' (did you mean 'zero-miss-ten'?); choose one"),
    ],
)
def test_a_wrong_edition_or_house_in_a_scenario_file_is_a_problem_at_its_place(line: str, message: str) -> None:
    doc = parse_text(f"{line}\n\nscenario: one\ntrick: g3 b5\nwinner: P2\n")
    assert [(p.line, p.column) for p in doc.problems] == [(1, len(line.split(":", maxsplit=1)[0]) + 3)]
    assert message in doc.problems[0].message


def test_bonus_on_miss_makes_a_tricks_bonuses_paid_whatever_the_bid() -> None:
    """house=bonus-on-miss, score.bonus (D4): a trick's bonuses need no made bid, said in the line,
    the step and the JSON; the round still scores them through the house rule."""
    v = judge(["mermaid", "sk"], RuleSet(house=["bonus-on-miss"]))
    assert [b.needs_bid for b in v.bonuses] == [False]
    step = next(s for s in v.trace if s.rule == "score.bonus")
    assert (step.ruling, step.reading) == ("house", "bonus-on-miss")
    assert "whatever" in step.text
    assert "+40 for P1 whatever the bid" in verdict_text(v)
    assert [b["needs_bid"] for b in verdict_dict(v)["bonuses"]] == [False]  # type: ignore[attr-defined]  # JSON: object
    plain = judge(["mermaid", "sk"])
    assert [b.needs_bid for b in plain.bonuses] == [True]
    assert "+40 for P1 if P1 makes the bid" in verdict_text(plain)


def test_trick_editions_when_one_edition_or_none_can_judge(cli: Cli) -> None:
    """first.deck, first.mary: Scary Mary only in 2013, the Kraken never in 2013: the summary says
    which edition alone can judge, or that none can (exit 2)."""
    code, out, _ = cli("trick", "--editions", "--plain", "scary-mary:pirate", "sk")
    assert code == 0 and "Only the 2013 edition can judge it." in out
    code, out, _ = cli("trick", "--editions", "--plain", "kraken", "scary-mary:pirate")
    assert code == 2 and "No edition or house rule can judge it." in out
    assert "there is no Kraken in the 2013 edition" in out


def test_seven_players_under_the_first_edition_get_no_expansion_hint(cli: Cli) -> None:
    """first.deck: the 2013 edition seats six; the Expansion Pack, refused there, is not offered."""
    code, _, err = cli("trick", "--edition", "2013", *(f"g{n}" for n in range(1, 8)))
    assert code == 2 and "seats at most 6" in err and "Expansion" not in err
    code, _, err = cli("trick", *(f"g{n}" for n in range(1, 10)), "--deck", "base")
    assert code == 2 and "(the Expansion Pack seats more)" in err


def test_a_single_round_score_names_its_edition(cli: Cli) -> None:
    """first.zero, score.zero: the round's score says which edition scored it, as a verdict does."""
    code, out, _ = cli("score", "--edition", "2013", "--cards", "7", "--bid", "0", "--won", "0", "--plain")
    assert code == 0 and out.startswith("Rules: 2013 edition\n") and "[first.zero]" in out
    code, out, _ = cli("score", "--cards", "7", "--bid", "0", "--won", "0", "--plain")
    assert code == 0 and "Rules:" not in out


@pytest.mark.parametrize("columns", ["60", "100"])
def test_trick_editions_in_a_panel_keeps_the_answers_in_sight(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    """kraken.leader, D2: on a phone's 60 columns the variants' facts stack under their names
    instead of columns squeezed out of sight; at 100 they stay a table."""
    monkeypatch.setenv("COLUMNS", columns)
    code, out, _ = cli("trick", "--editions", "--format", "rich", *D2.split())
    assert code == 0
    assert all(len(line) <= int(columns) for line in out.splitlines())
    if columns == "60":
        assert "next lead P4" in out and "refused (below)" in out
    else:
        assert "next lead" in out.splitlines()[6] and " P4 " in out


FACTS: tuple[str, ...] = ("one_deck", "max_players", "abilities", "classic_only", "variants", "own_bonuses")
FACTS += ("pays_mermaid_by_pirate", "zero_bid_by_round")


@pytest.mark.parametrize("edition", list(Edition), ids=str)
def test_an_edition_is_asked_for_what_it_changes_beyond_rulings(edition: Edition) -> None:
    """first.deck, first.pirate, first.king, first.mermaid, first.zero: the first edition's own deck,
    seats, bonuses and zero bid are facts of its bundle; every later printing has the current ones."""
    first = edition is Edition.E2013
    facts = {name: getattr(edition, name) for name in FACTS}
    assert facts == {
        "one_deck": first,
        "max_players": 6 if first else None,
        "abilities": not first,
        "classic_only": first,
        "variants": not first,
        "own_bonuses": first,
        "pays_mermaid_by_pirate": not first,
        "zero_bid_by_round": first,
    }
    rules = RuleSet(edition=edition)
    assert rules.first_edition is first  # kept for callers of the API; the code asks the edition
    assert rules.box.size == (66 if first else 70)
    assert rules.max_players == (6 if first else 8)
    assert set(edition.bonuses) == ({"pirate", "king"} if first else {*BONUS_KINDS})
    zero = score(3, 0, 0, rules=rules)
    assert (zero.total, zero.items[0].rule) == (30, "first.zero" if first else "score.zero")


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("deck: advanced\nedition: 2013\n\nscenario: one\ntrick: g3 b5\nwinner: P2\n", (2, 1)),
        ("edition: 2013\n\nscenario: one\ndeck: base,kraken\ntrick: g3 b5\nwinner: P2\n", (4, 1)),
        ("deck: advanced\n\nscenario: one\nedition: 2013\ntrick: g3 b5\nwinner: P2\n", (4, 1)),
    ],
)
def test_a_deck_the_first_edition_lacks_is_a_problem_where_it_meets_the_edition(
    text: str, where: tuple[int, int]
) -> None:
    """first.deck: the 2013 edition has one deck of its own; a deck with other parts beside it, in the file or
    the scenario, is a problem of the file at the later of the two lines, naming the parts, not a refusal of
    every scenario's rule set."""
    (scenario,) = parse_text(text).scenarios
    (problem,) = scenario.problems
    assert (problem.line, problem.column) == where
    assert "the 2013 edition has its own deck of 66 cards" in problem.message and "kraken" in problem.message


def test_a_scenario_that_brings_the_deck_back_to_the_base_game_is_no_problem() -> None:
    """first.deck: a file's advanced deck, a scenario's 2013 edition and its own base deck agree."""
    text = "deck: advanced\n\nscenario: one\nedition: 2013\ndeck: base\ntrick: g3 b5\nwinner: P2\n"
    (scenario,) = parse_text(text).scenarios
    assert scenario.problems == () and run_scenario(scenario).passed
