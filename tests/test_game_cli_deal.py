"""`skrules deal`: the schedule and the rotation for a table, in three renderings."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cards import Card, Kind, Module, Role
from skrules.cli import main
from skrules.deal import deck, hands, holds, remove_card, schedule, typed_count, undealt
from skrules.errors import DealError, SkrulesError
from skrules.rules import ADVANCED_GAME, RuleSet

from .strategies import all_cards

Cli = Callable[..., tuple[int, str, str]]


def test_deal_eight_players_capped_rounds(cli: Cli) -> None:
    """setup.cap, setup.dealer: eight players, rounds 9 and 10 deal 8; the deal passes left."""
    code, out, err = cli("deal", "--plain", "--players", "8")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["round", "cards", "dealer", "leads"]
    assert lines[1].split() == ["1", "1", "P8", "P1"]
    assert lines[10].split() == ["10", "8", "P1", "P2"]
    cap = "Eight players are dealt at most 8 cards each, so rounds 9 and 10 deal 8."
    assert f"[setup.cap; ruling.eight-players=eight] {cap}" in out


@pytest.mark.parametrize(
    ("deck", "rounds"),
    [
        ("all", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),  # 93 cards: the Pack's note, ten full rounds
        ("advanced", [1, 2, 3, 4, 5, 6, 7, 8, 8, 8]),  # the guide's deck: capped at 8
        ("base", [1, 2, 3, 4, 5, 6, 7, 8, 8, 8]),
    ],
)
def test_deal_eight_players_with_the_pack_play_ten_full_rounds(cli: Cli, deck: str, rounds: list[int]) -> None:
    """exp.players, ruling.eight-players: "With all expansion cards included, up to nine players can
    play the full ten rounds." The guide's cap of 8 is for the guide's deck, not the Pack's."""
    code, out, _ = cli("deal", "--json", "--players", "8", "--deck", deck)
    assert code == 0
    assert [r["cards"] for r in json.loads(out)["rounds"]] == rounds


def test_deal_eight_players_with_some_pack_cards_share_the_deck_evenly() -> None:
    """exp.players, setup.cap: any of the Pack's cards take the deal out of the guide's cap, under
    either reading of ruling.eight-players; the deck is shared evenly and the trace cites the Pack."""
    for reading in ("eight", "deck"):
        rules = RuleSet(modules=ADVANCED_GAME | {Module.FIRST_MATE}, choices={"ruling.eight-players": reading})
        s = schedule(8, rules)
        assert s.deck_size > 80 and s.cards == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
        assert [step.cites for step in s.trace] == ["setup.deal", "exp.players"]  # no eight-players ruling cited


@pytest.mark.parametrize(
    ("players", "deck", "rounds"),
    [
        (9, "advanced", [1, 2, 3, 4, 5, 6, 7, 8, 8, 8]),  # 74 cards: 8 each from round 8
        (10, "advanced", [1, 2, 3, 4, 5, 6, 7, 7, 7, 7]),  # 74 cards: 7 each from round 7
        (9, "base", [1, 2, 3, 4, 5, 6, 7, 7, 7, 7]),  # 70 cards: 7 each
    ],
)
def test_deal_more_than_eight_players_share_the_deck_under_ruling_seats_deck(
    cli: Cli, players: int, deck: str, rounds: list[int]
) -> None:
    """ruling.seats, setup.cap: the guide's "2 to 8 players" refuses a ninth player by default; read
    with its "This approach applies to any group size", the deck in use is shared evenly."""
    code, _, err = cli("deal", "--players", str(players), "--deck", deck)
    assert code == 2 and f"{players} players: this deck seats at most 8 (setup.players)" in err
    code, out, _ = cli("deal", "--json", "--players", str(players), "--deck", deck, "--ruling", "seats=deck")
    assert code == 0
    data = json.loads(out)
    assert [r["cards"] for r in data["rounds"]] == rounds
    assert [(step["ruling"], step["reading"]) for step in data["trace"]] == [(None, None), ("ruling.seats", "deck")]


def test_ruling_seats_ends_where_the_deck_cannot_give_each_player_a_card() -> None:
    """ruling.seats=deck, setup.players: a table seats at most as many as the deck deals one card each;
    the 2021 edition fixes the rulebook's two to eight."""
    deck_reading = {"ruling.seats": "deck"}
    assert schedule(74, RuleSet(modules=ADVANCED_GAME, choices=deck_reading)).cards == (1,) * 10
    with pytest.raises(SkrulesError, match="75 players: this deck seats at most 74"):
        schedule(75, RuleSet(modules=ADVANCED_GAME, choices=deck_reading))
    assert str(RuleSet(edition="2021").reading("ruling.seats")) == "box"
    assert RuleSet(modules=ADVANCED_GAME, choices=deck_reading).max_players == 74
    assert RuleSet(modules=ADVANCED_GAME).max_players == 8


def test_deal_json_two_players_take_turns(cli: Cli) -> None:
    """two.order, two.ghost: two players alternate leading; Graybeard's hand is counted."""
    code, out, _ = cli("deal", "--json", "--names", "Ann,Ben", "--dealer", "Ann")
    data = json.loads(out)
    assert code == 0
    assert [r["leader"] for r in data["rounds"][:4]] == ["Ben", "Ann", "Ben", "Ann"]
    assert data["hands"] == 3


def test_deal_variant_and_ruling(cli: Cli) -> None:
    """setup.variants, ruling.whirlpool: Whirlpool under the 'single' reading has five rounds."""
    out = cli("deal", "--json", "--players", "4", "--variant", "whirlpool", "--ruling", "whirlpool=single")[1]
    assert json.loads(out)["cards"] == [9, 7, 5, 3, 1]


def test_deal_rich(cli: Cli) -> None:
    code, out, _ = cli("deal", "--format", "rich", "--players", "9", "--deck", "all")
    assert code == 0
    assert "Dealer" in out
    assert "setup.cap" in out


def test_deal_bad_tables_are_one_line_errors(cli: Cli) -> None:
    """setup.players: nine players need the Expansion Pack; a dealer must be at the table."""
    for args, message in [
        (["--players", "9"], "this deck seats at most 8 (setup.players)"),
        (["--players", "1"], "two players at least"),
        (["--names", "Ann,Ann"], "Ann is named twice; each player has one seat"),
        (["--players", "3", "--dealer", "Dan"], "the dealer 'Dan' is not one of the players"),
        (["--players", "4", "--variant", "whirl"], "did you mean 'whirlpool'"),
    ]:
        code, out, err = cli("deal", *args)
        assert (code, out) == (2, "")
        assert message in err
        assert err.count("\n") == 1


def test_deal_players_takes_names_as_the_table_does(cli: Cli) -> None:
    """setup.dealer, setup.players: 'deal --players Ann,Ben,Cat' names the seats as 'table --players' does (it
    was refused as an invalid int value); the names deal and lead in the plain, JSON and rich output, and a
    number still names them P1, P2, ..."""
    code, out, err = cli("deal", "--plain", "--players", "Ann,Ben,Cat", "--dealer", "Ben")
    assert (code, err) == (0, "")
    assert out.splitlines()[1].split() == ["1", "1", "Ben", "Cat"]
    code, out, _ = cli("deal", "--json", "--players", "Ann, Ben")
    rounds = json.loads(out)["rounds"]
    assert (rounds[0]["dealer"], rounds[0]["leader"]) == ("Ben", "Ann")
    code, out, _ = cli("deal", "--format", "rich", "--players", "Ann,Ben,Cat,Dan")
    assert code == 0 and "Dan" in out and "P1" not in out
    code, out, _ = cli("deal", "--plain", "--players", "3")
    assert code == 0 and out.splitlines()[1].split() == ["1", "1", "P3", "P1"]


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        (
            "three",
            "--players 'three': give the number of players or their names in seat order, e.g. '--players 4' "
            "or '--players Ann,Ben,Cat'",
        ),
        ("2.5", "--players '2.5': give the number of players"),
        ("Ann", "--players 'Ann': give the number of players"),
        ("Ann,,Cat", "'Ann,,Cat' has an empty name between commas; give each player's name once, e.g. Ann,Ben,Cat"),
        ("Ann,Ann", "Ann is named twice; each player has one seat"),
        ("Ann,Ben=1", "'Ben=1' is not a player name"),
        ("Ann,Ben,Cat,Dan,Eve,Fay,Gus,Hal,Ian", "9 players: this deck seats at most 8 (setup.players)"),
        ("100000000", "100000000 players: this deck seats at most 8"),
        (
            "9" * 5000,
            "'" + "9" * 60 + "'… (5,000 characters): not a number of players a table can seat (setup.players)",
        ),
        ("-" + "9" * 30, "'-" + "9" * 30 + "': not a number of players a table can seat (setup.players)"),
        ("9" * 19, "'" + "9" * 19 + "': not a number of players a table can seat (setup.players)"),
        ("9" * 18, "999999999999999999 players: this deck seats at most 8 (setup.players)"),
    ],
)
def test_deal_players_refuses_what_is_neither_a_number_nor_names(cli: Cli, typed: str, message: str) -> None:
    """setup.players: a --players that is neither a number nor a list of names is refused on one line saying
    what to write, as the table refuses its names, never argparse's 'invalid int value'. A number of more digits
    than a message says (5,000 of them: more than Python reads as an integer) is refused as a count no table
    seats, cut as a long word is; it was "invalid players_option value"."""
    code, out, err = cli("deal", "--players", typed)
    assert (code, out) == (2, "")
    assert err.startswith("skrules: error: ") and message in err and err.count("\n") == 1, err
    assert "int" not in err


@given(st.from_regex(r"\A\s?[+-]?[0-9]{1,6000}\s?\Z"))
def test_any_number_of_players_typed_is_read_or_refused_as_a_count(typed: str) -> None:
    """setup.players: a number typed for the players, of any length and sign, is read as the count it says or
    refused as one (a DealError, which the command line says in a line), never Python's integer limit."""
    try:
        count = typed_count(typed)
    except DealError as error:
        assert "players" in str(error)
    else:
        assert count == int(typed.strip()) and len(typed.strip()) <= 18


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "--players 'Ann': gib die Zahl der Spieler an oder ihre Namen in Sitzreihenfolge"),
        ("fr", "--players 'Ann' : donnez le nombre de joueurs ou leurs noms dans l'ordre des places"),
        ("es", "--players 'Ann': da el número de jugadores o sus nombres en el orden de los asientos"),
        ("zh", "--players 'Ann'：写玩家人数，或按座位顺序写玩家名字"),  # noqa: RUF001
    ],
)
def test_deal_players_is_refused_in_the_language_asked_for(cli: Cli, lang: str, said: str) -> None:
    """setup.players: the refusal of --players is said in the --lang typed on the line, as argparse's refusal of
    it was ('ungültiger int-Wert'), not in English."""
    code, _, err = cli("deal", "--players", "Ann", "--lang", lang)
    assert code == 2 and said in err.replace("\u00a0", " "), err


def test_deal_help_says_what_auto_deals(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """setup.deal: 'deal --help' says --deck auto is the base game's deck, which a deal takes (it said "whatever
    the cards need", and a deal takes no cards), and that --players takes a number or names."""
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit):
        main(["deal", "--help"])
    out = capsys.readouterr().out
    assert "whatever the cards need" not in out
    assert "auto (the same as base: a deal is given no cards that could need more)" in out
    assert "or their names in seat order, clockwise, e.g. Ann,Ben,Cat" in out


# ------------------------------------------------------------------ the undealt cards, a hand's cards

deals = st.builds(
    lambda players, seed, n: (players, seed, n),
    st.integers(2, 8),
    st.randoms(use_true_random=False),
    st.integers(0, 10),
)


@given(deals)
def test_undealt_and_dealt_make_the_deck_in_use(deal: tuple[int, random.Random, int]) -> None:
    """ability.bendt, ability.juanita: the undealt cards are the deck in use less every card dealt, copies counted."""
    players, rng, n = deal
    rules = RuleSet(modules=ADVANCED_GAME)
    cards = deck(rules, players)
    rng.shuffle(cards)
    dealt = cards[: n * hands(players)]
    left = undealt(rules, players, dealt)
    assert Counter(c.box_key for c in left) + Counter(c.box_key for c in dealt) == Counter(
        c.box_key for c in deck(rules, players)
    )
    assert len(left) == len(cards) - len(dealt)


def test_undealt_keeps_deck_order_and_leaves_out_the_two_player_cards() -> None:
    """two.cards: with two players the Loot is not in the deck, so it is never among the undealt cards."""
    rules = RuleSet(modules=ADVANCED_GAME)
    two = undealt(rules, 2, [Card.parse("g1")])
    assert Kind.LOOT not in {c.kind for c in two}
    assert two == [c for c in deck(rules, 2) if c != Card.parse("g1")]
    escapes = [Card(Kind.ESCAPE)] * 2
    assert sum(c.kind is Kind.ESCAPE for c in undealt(rules, 4, escapes)) == 3


@given(st.lists(st.sampled_from(all_cards()), max_size=8), st.sampled_from(all_cards()))
def test_remove_card_takes_one_copy_as_the_box_knows_it(hand: list[Card], card: Card) -> None:
    """play.hand: a card played or discarded leaves the hand once; the Tigress is the Tigress whatever she plays as."""
    before = list(hand)
    had = holds(hand, card)
    assert remove_card(hand, card) is had
    if had:
        assert len(hand) == len(before) - 1
        assert Counter(c.box_key for c in before) - Counter(c.box_key for c in hand) == Counter([card.box_key])
    else:
        assert hand == before


def test_remove_card_finds_the_tigress_declared_as_a_pirate() -> None:
    """play.hand: 'tigress:pirate' is played from a hand that holds the Tigress."""
    hand = [Card.parse("g3"), Card(Kind.TIGRESS)]
    assert remove_card(hand, Card.tigress(Role.PIRATE))
    assert hand == [Card.parse("g3")]
    assert not remove_card(hand, Card.parse("g4"))


# Each language's headings for the rounds' columns and the start of its setup.deal step (skrules.locale).
DEAL_SAID = {
    "fr": (["Manche", "Cartes", "Donneur", "Entame"], "[setup.deal] Dix manches"),
    "de": (["Runde", "Karten", "Geber", "Spielt", "aus"], "[setup.deal] Zehn Runden"),
    "es": (["Ronda", "Cartas", "Reparte", "Sale"], "[setup.deal] Diez rondas"),
    "zh": (["轮", "牌数", "发牌", "首出"], "[setup.deal] 共十轮"),
}


@pytest.mark.parametrize("lang", sorted(DEAL_SAID))
def test_deal_says_its_rounds_and_rules_in_the_language(cli: Cli, lang: str) -> None:
    """setup.deal, setup.dealer, setup.cap: 'skrules deal --lang' says the columns' headings, the table's title
    and every step in the language, as 'skrules score --lang' does, the names and numbers as they are; --json is
    the same English data with or without it. It had no --lang."""
    heads, step = DEAL_SAID[lang]
    code, out, err = cli("deal", "--players", "Ann,Ben,Cat", "--plain", "--lang", lang)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == heads and lines[1].split() == ["1", "1", "Cat", "Ann"], out
    assert lines[12].startswith(step) and lines[13].startswith("[setup.cap] "), out
    assert not {"round", "cards", "dealer", "leads", "rounds", "hands"} & set(out.lower().split()), out
    code, rich, _ = cli("deal", "--players", "Ann,Ben,Cat", "--format", "rich", "--lang", lang)
    assert code == 0 and all(head in rich for head in heads) and step.split("] ")[1] in rich, rich
    assert (
        cli("deal", "--players", "Ann,Ben,Cat", "--json", "--lang", lang)[1]
        == cli("deal", "--players", "Ann,Ben,Cat", "--json")[1]
    )


def test_deal_in_english_is_the_same_with_lang_en(cli: Cli) -> None:
    """setup.deal: '--lang en' changes nothing, the plain headings still in lower case."""
    plain = cli("deal", "--players", "4", "--plain")[1]
    assert plain.startswith("round  cards  dealer  leads\n")
    assert cli("deal", "--players", "4", "--plain", "--lang", "en")[1] == plain


@pytest.mark.parametrize(
    ("names", "said"),
    [
        ("Graybeard,Ann", "with two players, 'Graybeard' is the name of the ghost's hand; choose another name"),
        (
            "Ann,Ben,Graybeard",
            "'Graybeard' is the name of the two-player game's ghost (two.ghost); choose another name",
        ),
    ],
)
def test_deal_refuses_graybeard_among_the_players_as_the_table_does(cli: Cli, names: str, said: str) -> None:
    """two.ghost: plays name their player and the ghost's hand goes by Graybeard's name, so no player may, as the
    table refuses him, with the option named."""
    code, out, err = cli("deal", "--players", names)
    assert (code, out) == (2, "")
    assert err == f"skrules: error: --players {names}: {said}\n"
    assert cli("table", "--players", names)[2] == err
