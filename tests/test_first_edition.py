"""The first edition (2013): its own 66-card deck, Scary Mary, its bonuses and its zero bid.

Every rule here is first.* (the Editions page), known from a third-party transcription of the
first edition's rulebook; the later editions' answers stay as they were (the goldens hold them).
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cards import Card, Kind, Role, Suit
from skrules.deal import schedule
from skrules.editions import EDITIONS, Edition
from skrules.errors import DealError, DeckError, NotationError, RulesetError, ScoreError
from skrules.formats.sheet import read_sheet
from skrules.notation import Play
from skrules.rules import RULES, CharacterLead, LeadAfterEscape, RuleSet
from skrules.rulings import RuleId
from skrules.scenario import parse_text, run_scenario
from skrules.scoring import Award, bonus, first_edition_awards, parse_bonus, score
from skrules.trick import Trick, adjudicate, judge

Cli = Callable[..., tuple[int, str, str]]
FIRST = RuleSet(edition="2013")


def bonuses(tokens: str, rules: RuleSet = FIRST) -> list[tuple[str, int]]:
    return [(b.rule, b.points) for b in judge(tokens.split(), rules).bonuses]


# ------------------------------------------------------------------------------------ the deck


def test_the_first_edition_deck_has_66_cards() -> None:
    """first.deck: four suits of 1 to 13, 5 Escapes, 5 Pirates, Scary Mary, the Skull King, 2 Mermaids."""
    box = FIRST.box
    copies = box.copies()
    assert box.size == 66 and box.first
    assert sum(1 for c in box.cards() if c.kind is Kind.NUMBER) == 52
    assert max(c.value for c in box.cards()) == 13
    assert (copies["escape"], copies["scary-mary"], copies["sk"], copies["mermaid"]) == (5, 1, 1, 2)
    assert sum(1 for c in box.cards() if c.kind is Kind.PIRATE) == 5
    assert "tigress" not in copies and "g14" not in copies
    assert FIRST.max_players == 6 and RuleSet().max_players == 8
    assert RuleSet().box.size == 70 and RuleSet().box != box  # the later deck is untouched


def test_a_first_edition_rule_set_is_its_own_value() -> None:
    """first.deck: the rule set names its edition and pickles back to an equal value."""
    import pickle

    assert FIRST == RuleSet(edition="2013") != RuleSet()
    assert pickle.loads(pickle.dumps(FIRST)) == FIRST
    assert FIRST.ruling(CharacterLead) is CharacterLead.NEXT_NUMBER
    assert FIRST.ruling(LeadAfterEscape) is LeadAfterEscape.NEXT_NUMBER
    assert all(rid in RULES for rid in ("first.deck", "first.mary", "first.pirate", "first.king", "first.zero"))


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"deck": "advanced"}, "the 2013 edition has its own deck of 66 cards"),
        ({"deck": "expansion"}, "(deck parts expansion); leave the deck out or write base"),
        ({"abilities": True}, "the 2013 edition has no pirate abilities"),
        ({"scoring": "rascal"}, "the 2013 edition has only the classic scoring"),
    ],
)
def test_what_the_first_edition_lacks_is_refused(options: dict[str, object], message: str) -> None:
    """first.deck: no advanced cards, Expansion Pack, abilities or Rascal scoring in 2013."""
    with pytest.raises(RulesetError, match=message.replace("(", r"\(").replace(")", r"\)")):
        RuleSet.from_options(edition="2013", **options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("tokens", "message"),
    [
        ("g12 g14", "card 2 'g14': there is no 14 in the 2013 edition: its suits run 1-13"),
        ("b14 g3", "card 1 'b14': there is no 14 in the 2013 edition"),
        ("tigress:pirate g3", "there is no Tigress in the 2013 edition: its card is Scary Mary (scary-mary:pirate)"),
        ("g3 tigress:escape", "its card is Scary Mary (scary-mary:escape)"),
        ("g3 kraken", "card 2 'kraken': there is no Kraken in the 2013 edition: its 66 cards are suits of 1 to 13"),
        ("whale g3", "there is no White Whale in the 2013 edition"),
        ("loot g3", "there is no Loot in the 2013 edition"),
        ("g7x g3", "there is no green 7 (expansion) in the 2013 edition"),
        ("mary g3", "there is no Pirate Mary Thorne in the 2013 edition"),
        ("con g3", "there is no First Mate Con in the 2013 edition"),
    ],
)
def test_a_later_card_is_refused_naming_the_edition(tokens: str, message: str) -> None:
    """first.deck: a card of a later box is refused with the card, its position and the edition."""
    with pytest.raises(DeckError, match=message.replace("(", r"\(").replace(")", r"\)")):
        judge(tokens.split(), FIRST)


def test_the_deck_counts_copies_as_the_first_box_holds_them() -> None:
    """first.deck, box.copies: two Mermaids, one Scary Mary, five Pirates."""
    with pytest.raises(DeckError, match="Scary Mary appears 2 times"):
        judge(["scary-mary:pirate", "scary-mary:escape"], FIRST)
    with pytest.raises(DeckError, match="the box holds five Pirates"):
        judge(["pirate"] * 6, FIRST)
    with pytest.raises(DeckError, match="Mermaid appears 3 times"):
        judge(["mermaid"] * 3, FIRST)


def test_seven_players_are_refused_in_the_first_edition() -> None:
    """first.deck: two to six players."""
    from skrules.errors import TrickError

    judge([f"P{i}=g{i}" for i in range(1, 7)], FIRST)
    with pytest.raises(TrickError, match="7 players, but this deck seats at most 6"):
        judge([f"P{i}=g{i}" for i in range(1, 8)], FIRST)


# ------------------------------------------------------------------------------------ Scary Mary


def test_scary_mary_tokens_read_and_print_back() -> None:
    """first.mary: declared as a Pirate or an Escape, with the spellings a player types."""
    for text in ("scary-mary:pirate", "Scary Mary:pirate", "scarymary:p", "SCARY-MARY-PIRATE", "scary_mary:p"):
        assert Card.parse(text) is Card.scary_mary(Role.PIRATE), text
    for text in ("scary-mary:escape", "scarymary:escape", "scary-mary:e"):
        assert Card.parse(text) is Card.scary_mary(Role.ESCAPE), text
    assert str(Card.scary_mary(Role.ESCAPE)) == "scary-mary:escape"
    assert Card.scary_mary(Role.PIRATE).label == "Scary Mary as Pirate"
    assert Card.scary_mary(Role.ESCAPE).role is Role.ESCAPE
    assert Card.parse("scary-mary").undeclared is Card.parse("scary-mary:pirate").undeclared
    assert Card.parse("mary") is not Card.parse("scary-mary:pirate")  # Mary Thorne stays herself


@pytest.mark.parametrize(
    ("token", "message"),
    [
        ("scary-mary:captain", "declare Scary Mary as 'scary-mary:pirate' or 'scary-mary:escape'"),
        ("mary:escape", "'mary' is Mary Thorne of the Expansion Pack, who takes no declaration"),
        ("mary:pirate", "the 2013 edition's Scary Mary is 'scary-mary:pirate' or 'scary-mary:escape'"),
    ],
)
def test_a_wrong_scary_mary_token_says_what_to_write(token: str, message: str) -> None:
    """first.mary: 'mary:' is refused rather than guessed, as it could be Mary Thorne."""
    with pytest.raises(NotationError, match=message):
        Card.parse(token)


def test_undeclared_scary_mary_must_be_declared() -> None:
    """first.mary: as the Tigress, she is declared when played."""
    with pytest.raises(NotationError, match="card 1 'scary-mary': declare Scary Mary when she is played"):
        judge(["scary-mary", "g5"], FIRST)


@pytest.mark.parametrize(
    ("tokens", "hint"),
    [("scary-mary:pirate g3", "tigress:pirate"), ("g3 scary-mary:escape", "tigress:escape")],
)
def test_scary_mary_outside_the_first_edition_is_refused(tokens: str, hint: str) -> None:
    """first.mary: Scary Mary is the 2013 card; later editions have the Tigress."""
    for rules in (None, RuleSet(edition="2021"), RuleSet(edition="2018")):
        with pytest.raises(DeckError, match=f"Scary Mary is the 2013 edition's card: use --edition 2013, or {hint}"):
            judge(tokens.split(), rules)


@pytest.mark.parametrize(
    ("tokens", "winner"),
    [
        ("scary-mary:pirate mermaid g7", 0),
        ("mermaid scary-mary:pirate", 1),
        ("scary-mary:pirate sk", 1),
        ("scary-mary:escape g2", 1),
        ("pirate scary-mary:pirate", 0),
        ("scary-mary:pirate pirate", 0),
        ("escape scary-mary:escape", 0),
    ],
)
def test_scary_mary_plays_as_the_tigress_declared_the_same(tokens: str, winner: int) -> None:
    """first.mary, tigress.declare: Scary Mary wins and loses where the Tigress would."""
    later = tokens.replace("scary-mary", "tigress")
    readings = [CharacterLead.NEXT_NUMBER, LeadAfterEscape.NEXT_NUMBER]
    assert judge(tokens.split(), FIRST).winner == winner
    assert judge(later.split(), RuleSet(choices=readings)).winner == winner


def test_scary_mary_is_named_in_the_explanation() -> None:
    """first.mary: the trace says who declared Scary Mary, and how."""
    v = judge(["Ann=scary-mary:escape", "Ben=sk", "Cat=g3"], FIRST)
    steps = {s.rule: s.text for s in v.trace}
    assert steps["first.mary"] == "Ann declared Scary Mary as an Escape."
    assert steps["first.pirate"] == "+30 for Ann's Scary Mary as Escape, taken by Ben's Skull King."


# ------------------------------------------------------------------------------------ the bonuses


def test_the_skull_king_earns_30_for_scary_mary_even_as_an_escape() -> None:
    """first.pirate: Scary Mary counts as a Pirate for the Skull King, whatever she was declared."""
    assert bonuses("scary-mary:escape sk g3") == [("first.pirate", 30)]
    assert bonuses("scary-mary:pirate sk pirate") == [("first.pirate", 30), ("first.pirate", 30)]
    assert bonuses("escape sk g3") == []  # an Escape is no Pirate
    assert bonuses("tigress:escape sk g3", RuleSet()) == []  # the later Tigress as an Escape earns nothing


def test_a_mermaid_taking_the_skull_king_earns_50() -> None:
    """first.king: +50, where the later editions pay +40 (bonus.king)."""
    assert bonuses("mermaid sk pirate") == [("first.king", 50)]
    assert bonuses("mermaid sk pirate", RuleSet()) == [("bonus.king", 40)]


def test_a_pirate_taking_a_mermaid_earns_nothing() -> None:
    """first.mermaid: no bonus, and the explanation says why."""
    v = judge(["mermaid", "pirate", "g13"], FIRST)
    assert v.bonuses == () and v.winner == 1
    assert [s.rule for s in v.trace if s.rule.startswith("first.")] == ["first.mermaid"]
    assert bonuses("mermaid pirate g13", RuleSet()) == [("bonus.mermaid", 20)]


@st.composite
def first_tricks(draw: st.DrawFn) -> list[Play]:
    """A random trick of the first edition's deck: distinct cards, Scary Mary declared."""
    deck = FIRST.box.cards()
    n = draw(st.integers(2, 6))
    picked = draw(st.lists(st.integers(0, len(deck) - 1), min_size=n, max_size=n, unique=True))
    cards = [deck[i] for i in picked]
    cards = [Card.scary_mary(draw(st.sampled_from([Role.PIRATE, Role.ESCAPE]))) if c.role is Role.UNDECLARED
             else c for c in cards]  # fmt: skip
    return [Play(c, f"P{i + 1}") for i, c in enumerate(cards)]


@given(first_tricks())
def test_every_first_edition_trick_is_judged_with_its_bonuses_only(plays: list[Play]) -> None:
    """first.deck, first.pirate, first.king, first.mermaid: any trick of the 66 cards is judged, and
    pays only +30 a Pirate (Scary Mary included) to the Skull King and +50 for the Skull King; never a
    14 bonus nor a Mermaid bonus."""
    v = adjudicate(Trick.of(plays, FIRST))
    assert v.winner is not None
    assert {b.rule for b in v.bonuses} <= {"first.pirate", "first.king"}
    won = plays[v.winner].card
    pirates = sum(1 for p in plays if p.card.role is Role.PIRATE or p.card.kind is Kind.SCARY_MARY)
    if won.kind is Kind.SKULL_KING:
        assert v.bonus == 30 * pirates
    elif won.kind is Kind.MERMAID and any(p.card.kind is Kind.SKULL_KING for p in plays):
        assert v.bonus == 50
    else:
        assert v.bonus == 0
    assert v.trace.as_text()  # every step can be written


@given(first_tricks())
def test_a_trick_both_decks_hold_has_the_same_winner_in_every_edition(plays: list[Play]) -> None:
    """first.deck: the first edition changes the deck and the bonuses, never who wins (the 2013
    readings on the later deck give the same winner and next leader)."""
    if any(p.card.kind is Kind.SCARY_MARY for p in plays):
        plays = [Play(Card.tigress(p.card.role), p.player) if p.card.kind is Kind.SCARY_MARY else p for p in plays]
        first = adjudicate(Trick.of([Play(Card.scary_mary(p.card.role), p.player) if p.card.kind is Kind.TIGRESS
                                     else p for p in plays], FIRST))  # fmt: skip
    else:
        first = adjudicate(Trick.of(plays, FIRST))
    later = adjudicate(Trick.of(plays, RuleSet(choices=EDITIONS[Edition.E2013].readings())))
    assert (first.winner, first.next_leader, first.lead_suit) == (later.winner, later.next_leader, later.lead_suit)


# ------------------------------------------------------------------------------------ scoring


def test_a_zero_bid_scores_ten_per_round_number() -> None:
    """first.zero: ±10 x the round number, which every first-edition round deals as its cards."""
    made, missed = score(7, 0, 0, rules=FIRST), score(7, 0, 2, rules=FIRST)
    assert (made.total, missed.total) == (70, -70)
    assert [i.rule for i in made.items] == ["first.zero"]
    assert "10 x the round number (round 7, which deals 7 cards)" in made.items[0].text
    assert score(7, 0, 0).total == 70  # the later rule gives the same points: 10 per card dealt
    for players in range(2, 7):
        assert schedule(players, FIRST).cards == tuple(range(1, 11))  # round r always deals r


def test_the_first_edition_bonuses_in_scoring() -> None:
    """first.king, first.pirate, first.mermaid: what a score can name under 2013."""
    assert bonus("king", rules=FIRST).points == 50
    assert bonus("pirate", 6, rules=FIRST).rule == "first.pirate"
    assert score(4, 1, 1, awards=[parse_bonus("king", FIRST)], rules=FIRST).total == 70
    assert score(4, 1, 1, awards=[bonus("king")], rules=FIRST).total == 70  # a later award, paid as 2013 pays it
    for name in ("14", "black14", "mermaid", "con", "8", "davy"):
        with pytest.raises(ScoreError, match=f"there is no {name} bonus in the 2013 edition"):
            parse_bonus(name, FIRST)
    with pytest.raises(ScoreError, match="the 2013 edition has only the classic scoring"):
        score(4, 1, 1, method="rascal", rules=FIRST)


def test_an_award_that_is_no_bonus_passes_and_the_next_is_still_paid_as_2013_pays_it() -> None:
    """first.king, loot.alliance: under 2013 only a card bonus becomes the first edition's; an award of another
    rule (a caller's own, here a Loot alliance's +20) is kept as written, and the awards after it are still read."""
    own = Award(RuleId.LOOT_ALLIANCE, 20, "an alliance kept by the house")
    paid = first_edition_awards([own, bonus("king"), bonus("pirate", 2)])
    assert paid[0] is own
    assert [(a.rule, a.points) for a in paid[1:]] == [("first.king", 50), ("first.pirate", 2 * 30)]


def test_a_first_edition_score_sheet() -> None:
    """first.zero, first.king: a sheet under 2013 scores zero bids by the round and +50 for the King."""
    sheet = "players: Ann Ben\nedition: 2013\nround 1: 0/0 1/1\nround 2: 1/1,king 1/1\nround 3: 0/0 3/3\n"
    result = read_sheet(sheet, "first.txt")
    assert result.table.totals() == {"Ann": 10 + 70 + 30, "Ben": 20 + 20 + 60}
    with pytest.raises(Exception, match="there is no 14 bonus in the 2013 edition"):
        read_sheet("players: Ann Ben\nedition: 2013\nround 1: 1/1,14 0/0\n", "first.txt")


def test_the_deal_follows_the_first_edition() -> None:
    """first.deck, first.zero: 2 to 6 players, ten rounds, no card-count variants, which would part the round's
    number (by which a bid of zero scores) from the cards dealt; a later edition plays them."""
    assert schedule(6, FIRST).deck_size == 66
    with pytest.raises(DealError, match="7 players: the 2013 edition seats two to six"):
        schedule(7, FIRST)
    with pytest.raises(DealError, match="the 2013 edition has only the standard ten rounds, not Whirlpool") as refused:
        schedule(4, FIRST, "whirlpool")
    assert "bid of zero scores by the round's number" in str(refused.value)
    assert "2024" not in str(refused.value)  # 2018 and 2021 play the variants: they are no print's alone
    for year in ("2018", "2021", "2024"):
        assert schedule(4, RuleSet(edition=year), "whirlpool").cards[:2] == (9, 9)


def test_a_first_edition_round_is_played_and_scored() -> None:
    """first.king, first.pirate, first.zero: a round scenario played trick by trick under 2013."""
    text = """players: Ann Ben Cat
round: Scary Mary and the Skull King in a round of the first edition
cites: first.pirate first.zero
edition: 2013
cards: 2
hand Ann: scary-mary g3
hand Ben: sk g4
hand Cat: g5 y6
bids: Ann=0 Ben=1 Cat=1
trick: Ann=scary-mary:escape Ben=sk Cat=y6
trick: Ben=g4 Cat=g5 Ann=g3
scores: Ann=+20 Ben=+50 Cat=+20
"""
    doc = parse_text(text, "first.skull")
    assert doc.ok, doc.all_problems
    result = run_scenario(doc.scenarios[0])
    assert result.passed, result


# ------------------------------------------------------------------------------------ the command line


def test_trick_cli_judges_a_first_edition_trick(cli: Cli) -> None:
    """first.mary, first.pirate: the command line names the edition and the rules it applies."""
    code, out, _ = cli("trick", "--edition", "2013", "--json", "Ann=scary-mary:escape", "Ben=sk", "Cat=g3")
    data = json.loads(out)
    assert code == 0 and data["winner_name"] == "Ben" and data["bonus"] == 30
    assert [b["rule"] for b in data["bonuses"]] == ["first.pirate"]
    assert data["plays"][0]["card"] == "scary-mary:escape"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("trick", "--edition", "2013", "g14", "g3"), "card 1 'g14': there is no 14 in the 2013 edition"),
        (("trick", "--edition", "2013", "--abilities", "g3", "g4"), "the 2013 edition has no pirate abilities"),
        (("trick", "--edition", "2013", "--deck", "all", "g3", "g4"), "the 2013 edition has its own deck"),
        (("trick", "Ann=scary-mary:pirate", "g3"), "Scary Mary is the 2013 edition's card: use --edition 2013"),
        (("trick", "--edition", "2013", "scary-mary", "g3"), "declare Scary Mary when she is played"),
        (("deal", "--edition", "2013", "--players", "7"), "7 players: the 2013 edition seats two to six"),
        (("deal", "--edition", "2013", "--players", "4", "--variant", "whirlpool"), "only the standard ten rounds"),
        (("score", "--edition", "2013", "--cards", "3", "--bid", "1", "--won", "1", "--bonus", "14"), "no 14 bonus"),
        (
            ("score", "--edition", "2013", "--cards", "3", "--bid", "1", "--won", "1", "--scoring", "rascal"),
            "classic scoring (rascal scoring came with a later printing)",  # which one is not settled
        ),
    ],
)
def test_first_edition_refusals_exit_2_with_one_line(cli: Cli, argv: tuple[str, ...], message: str) -> None:
    """first.deck, first.mary: each refusal names the edition, exits 2 and prints no traceback."""
    code, out, err = cli(*argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1, err


def test_the_first_edition_pirate_bonus_line_does_not_say_scary_mary_was_taken(cli: Cli) -> None:
    """first.pirate: Scary Mary counts as a Pirate for the bonus; the line says so without claiming she was among
    the Pirates the score names."""
    code, out, _ = cli("score", "--edition", "2013", "--cards", "5", "--bid", "1", "--won", "1", "--bonus", "pirate=2")
    assert code == 0 and "[first.pirate] 2 Pirates (Scary Mary counts too) taken by the Skull King" in out, out


def test_deal_cli_deals_ten_rounds_from_66_cards(cli: Cli) -> None:
    """first.deck, setup.deal: six players take 60 of the 66 cards in the last round."""
    code, out, _ = cli("deal", "--edition", "2013", "--players", "6", "--json")
    data = json.loads(out)
    assert code == 0 and data["cards"] == list(range(1, 11)) and data["deck_size"] == 66


def test_score_cli_scores_a_zero_bid_by_the_round(cli: Cli) -> None:
    """first.zero: the breakdown cites the first edition's rule."""
    code, out, _ = cli("score", "--edition", "2013", "--cards", "4", "--bid", "0", "--won", "1", "--plain")
    assert code == 0 and "[first.zero] bid 0 missed, 1 won: -10 x the round number (round 4" in out
    code, out, _ = cli("score", "--edition", "2013", "--cards", "4", "--bid", "1", "--won", "1", "--bonus", "king")
    assert code == 0 and "+50" in out


def test_trick_editions_shows_the_first_edition_refusal_in_its_row(cli: Cli) -> None:
    """first.deck: a 14 cannot be judged under 2013; the other editions still are."""
    code, out, _ = cli("trick", "--editions", "--plain", "mermaid", "sk", "g14")
    assert code == 0
    assert "Every edition and house rule that can judge it gives the same answer (refused: 2013 edition)." in out
    assert "  2013 edition: card 3 'g14': there is no 14 in the 2013 edition: its suits run 1-13" in out
    code, out, _ = cli("trick", "--editions", "--json", "scary-mary:escape", "sk")
    sides = json.loads(out)["variants"]
    assert code == 0 and sides[0]["bonus"] == 30 and "refused" not in sides[0]
    assert all("Scary Mary is the 2013 edition's card" in s["refused"] for s in sides[1:])


def test_score_editions_pays_each_edition_its_bonus(cli: Cli) -> None:
    """first.king, bonus.king: the same capture is +50 under 2013, +40 later."""
    code, out, _ = cli("score", "--editions", "--json", "--cards", "3", "--bid", "1", "--won", "1", "--bonus", "king")
    totals = {v["edition"]: v["total"] for v in json.loads(out)["variants"] if not v["house_rules"]}
    assert code == 0 and totals == {"2013": 70, "2018": 60, "2021": 60, "2024": 60}


def test_a_black_lead_is_still_trump_in_the_first_edition() -> None:
    """first.deck, rank.trump: black stays trump in the first deck."""
    v = judge(["g13", "b1", "y12"], FIRST)
    assert v.winner == 1 and v.lead_suit is Suit.GREEN


def test_cards_cli_lists_the_first_edition_deck(cli: Cli) -> None:
    """first.deck, first.mary, first.king: `skrules cards --edition 2013` shows its 66 cards and two bonuses."""
    code, out, _ = cli("cards", "--edition", "2013", "--json")
    data = json.loads(out)
    assert code == 0
    assert sum(g["copies"] for g in data["cards"]) == 66
    assert {b["rule"] for b in data["bonuses"]} == {"first.pirate", "first.king"}
    assert "scary-mary:escape" in [t for g in data["cards"] for t in g["tokens"]]
    ranked = {s["rule"] for tier in data["ranking"] for s in tier["steps"]}
    assert "kraken.destroy" not in ranked and "rank.mermaid-king" in ranked
    code, out, _ = cli("cards", "--edition", "2013", "--plain")
    assert code == 0 and "Every card of the first edition's deck" in out and "Black 1-13 (trump)" in out
    code, out, _ = cli("cards", "--json")
    assert code == 0 and sum(g["copies"] for g in json.loads(out)["cards"]) == 93  # the full box, as before


def test_a_first_edition_game_at_the_table_is_saved_and_checks(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """first.pirate, first.king: the table plays 2013, and its saved game passes skrules check."""
    saved = tmp_path / "first.skull"
    lines = ["0 1 0", "scary-mary:escape sk g3", "0 1 1", "mermaid sk g4", "g5 g6 g7", f"save game {saved}", "quit"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    code, out, _ = cli("table", "--players", "Ann,Ben,Cat", "--edition", "2013")
    assert code == 0 and "Saved the game" in out and "error" not in out
    text = saved.read_text(encoding="utf-8")
    assert "edition: 2013" in text and "round 1: 0/0 1/1,pirate 0/0" in text
    assert "round 2: 0/1 1/1,king 1/0" in text  # first.zero: Ann's missed zero bid in round 2 is -20
    code, out, _ = cli("check", str(saved), "--plain")
    assert code == 0, out


def test_the_conformance_export_names_the_first_edition() -> None:
    """first.deck: another engine is told a case is the first edition's, which no reading says."""
    from skrules.conformance.cases import scenario_cases

    root = Path(__file__).resolve().parent.parent
    found = scenario_cases([root / "scenarios" / "editions" / "first-edition.skull"])
    cases = {c["name"]: cast("dict[str, Any]", c) for c in found}  # each case as its JSON reads
    assert cases["A Mermaid takes the Skull King: +50 in the first edition"]["options"]["edition"] == "2013"
    assert "edition" not in cases["The same trick under the 2024 edition: +40"]["options"]
    refused = cases["A 14 is refused in the first edition: its suits run 1-13"]
    assert refused["options"]["edition"] == "2013" and refused["expected"]["refused"]["kind"] == "deck"
