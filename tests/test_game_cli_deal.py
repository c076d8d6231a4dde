"""`skrules deal`: the schedule and the rotation for a table, in three renderings."""

from __future__ import annotations

import json


def test_deal_eight_players_capped_rounds(cli):
    """setup.cap, setup.dealer: eight players, rounds 9 and 10 deal 8; the deal passes left."""
    code, out, err = cli("deal", "--plain", "--players", "8")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["round", "cards", "dealer", "leads"]
    assert lines[1].split() == ["1", "1", "P8", "P1"]
    assert lines[10].split() == ["10", "8", "P1", "P2"]
    cap = "Eight players are dealt at most 8 cards each, so rounds 9 and 10 deal 8."
    assert f"[setup.cap; ruling.eight-players=eight] {cap}" in out


def test_deal_json_two_players_take_turns(cli):
    """two.order, two.ghost: two players alternate leading; Graybeard's hand is counted."""
    code, out, _ = cli("deal", "--json", "--names", "Ann,Ben", "--dealer", "Ann")
    data = json.loads(out)
    assert code == 0
    assert [r["leader"] for r in data["rounds"][:4]] == ["Ben", "Ann", "Ben", "Ann"]
    assert data["hands"] == 3


def test_deal_variant_and_ruling(cli):
    """setup.variants, ruling.whirlpool: Whirlpool under the 'single' reading has five rounds."""
    out = cli("deal", "--json", "--players", "4", "--variant", "whirlpool", "--ruling", "whirlpool=single")[1]
    assert json.loads(out)["cards"] == [9, 7, 5, 3, 1]


def test_deal_rich(cli):
    code, out, _ = cli("deal", "--format", "rich", "--players", "9", "--deck", "all")
    assert code == 0
    assert "Dealer" in out
    assert "setup.cap" in out


def test_deal_bad_tables_are_one_line_errors(cli):
    """setup.players: nine players need the Expansion Pack; a dealer must be at the table."""
    for args, message in [
        (["--players", "9"], "this deck seats at most 8 (setup.players)"),
        (["--players", "1"], "two players at least"),
        (["--names", "Ann,Ann"], "listed twice"),
        (["--players", "3", "--dealer", "Dan"], "the dealer 'Dan' is not one of the players"),
        (["--players", "4", "--variant", "whirl"], "did you mean 'whirlpool'"),
    ]:
        code, out, err = cli("deal", *args)
        assert (code, out) == (2, "")
        assert message in err
        assert err.count("\n") == 1
