"""``skrules.whynot``: why a card did not win, the single changes that would have made it win, what if.

Cases cite the rules they exercise; the properties hold over random tricks: every suggested change,
judged again, makes the asked card win; the card that beat it is the verdict's winner; a what-if
with the same card changes nothing.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules import judge
from skrules.cards import Box, Card, Face, Kind, Module, Role, Suit, parse_card
from skrules.errors import DeckError, SkrulesError
from skrules.i18n import localizer
from skrules.ladder import LADDER
from skrules.notation import Play
from skrules.rules import ADVANCED_GAME, BASE_GAME, FULL_BOX, RuleSet
from skrules.trick import Trick, Verdict, adjudicate
from skrules.whynot import (
    _OWN_MOST,
    MOST_CHANGES,
    Change,
    WhyNot,
    card_of,
    compact,
    what_if,
    what_if_heading,
    what_if_parts,
    what_if_rows,
    what_if_text,
    why_no_bonus,
    why_not,
    why_not_text,
)

from .conftest import examples
from .strategies import declare, settle_wilds, tricks


def _changes(w: WhyNot) -> list[tuple[int, str | None, str]]:
    """(position, card or None when absent, deciding rule) of each suggested change."""
    return [(c.position, None if c.card is None else str(c.card), c.rule) for c in w.would_win_if]


# ------------------------------------------------------------------ cases


def test_a_pirate_beaten_by_the_skull_king_would_have_won_as_a_mermaid() -> None:
    """rank.king beats the Pirate; a Mermaid in its place wins by rank.mermaid-king."""
    w = why_not(judge(["Ann=rosie", "Ben=sk", "Cat=g5"]), 0)
    assert (w.player, w.rule, w.beaten_by, w.won) == ("Ann", "rank.king", 1, False)
    assert "Ben's Skull King" in w.text
    first = w.would_win_if[0]
    assert (first.position, str(first.card), first.rule) == (0, "mermaid", "rank.mermaid-king")
    assert first.verdict.winner == 0 and first.verdict.winner_name == "Ann"
    # then the card that beat it taken out: the first Pirate wins (rank.pirate)
    assert (1, None, "rank.pirate") in _changes(w)
    assert _changes(w).index((1, None, "rank.pirate")) == 1


def test_a_lead_suit_card_beaten_by_trump() -> None:
    """rank.trump: the black 3 beats the green 9; a higher green card does not help, a black one does."""
    w = why_not(judge(["Ann=g5", "Ben=g9", "Cat=b3"]), 1)
    assert (w.rule, w.beaten_by) == ("rank.trump", 2)
    assert "black is trump" in w.text
    own = [(str(c.card), c.rule) for c in w.would_win_if if c.position == 1]
    assert own[0] == ("b4", "rank.trump")  # the weakest card that wins: one above the black 3
    assert all(not card.startswith("g") for card, _ in own)  # no green card beats trump
    assert (2, None, "rank.lead") in _changes(w)  # without the black 3, the green 9 leads the green


def test_a_black_card_beaten_by_a_higher_black_card_is_told_that_theirs_is_higher() -> None:
    """rank.trump: a black 3 off the green lead loses to a black 9 by being the lower trump, not by being off trump;
    a green card lost to trump by being off it."""
    v = judge(["Ann=g5", "Ben=b3", "Cat=b9"])
    w = why_not(v, 1)
    assert w.rule == "rank.trump"
    assert str(w.text) == "Ben's black 3 lost to Cat's black 9: theirs is the higher black card, and black is trump."
    assert str(why_not(v, 0).text).endswith("black is trump, and the highest black card wins over the other suits.")


@pytest.mark.parametrize(
    ("tokens", "own"),
    [
        (["g5", "b9"], ["rank.trump", "rank.mermaid", "rank.pirate"]),
        (["g5", "g6"], ["rank.lead", "rank.trump", "rank.mermaid"]),
        (["Ann=escape", "Ben=loot", "Cat=g5", "Dan=b9"], ["rank.trump", "rank.mermaid", "rank.pirate"]),
    ],
)
def test_the_own_card_changes_are_the_weakest_cards_that_win(tokens: list[str], own: list[str]) -> None:
    """rank.lead, rank.trump, rank.mermaid, rank.pirate, rank.king: a numbered card that lost would have won as a
    higher number, trump, a Mermaid or a Pirate, the weakest first; the Skull King, which wins too, is the
    strongest of them and comes after the three shown, never before the Mermaid."""
    asked = next(i for i, t in enumerate(tokens) if t.endswith("g5"))
    w = why_not(judge(tokens), asked)
    assert [c.rule for c in w.would_win_if if c.position == asked] == own


def test_two_rules_at_one_level_of_the_ladder_list_the_weaker_card_first() -> None:
    """stingray.lowest, exp.non-winning (the Stingray is no Escape): both sit at the sea monsters' level of the
    ladder; a Pirate that led a discarded trick would have won as the green 1 or as an Escape, and the plain
    number, the weaker card, is offered first."""
    w = why_not(judge(["Ann=pirate", "Cat=escape", "Ben=stingray"]), 0)
    own = [(str(c.card), c.rule) for c in w.would_win_if if c.position == 0]
    assert own == [("g1", "stingray.lowest"), ("escape", "exp.non-winning")]


@given(tricks(modules=ADVANCED_GAME, max_players=5), st.data())
def test_the_own_card_changes_climb_the_ladder_from_its_foot(
    drawn: tuple[list[Play], object], data: st.DataObject
) -> None:
    """The ladder's order (rank.*): the asked card's own changes list the rules that would decide from the weakest
    up: each one's level of the ladder is at or below the one before's; the card declared another way
    (tigress.declare, exp.zero-fourteen, wild.name) comes before them, the same card every time."""
    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    levels: dict[str, int] = {
        r.rule: n for n, level in enumerate(LADDER) for step in level.rungs for r in (step, *step.exceptions)
    }
    changes = [c for c in why_not(v, i).would_win_if if c.position == i and c.kind == "card"]
    asked = v.trick.cards[i]
    same = [c for c in changes if c.card is not None and c.card.kind is asked.kind and c.card.suit is asked.suit]
    declared = asked.kind in (Kind.TIGRESS, Kind.SCARY_MARY) or asked.face in (Face.WILD, Face.ZERO_FOURTEEN)
    first = same[:1] if declared and same and changes[0] is same[0] else []
    own = [levels[c.rule] for c in changes[len(first) :]]
    assert own == sorted(own, reverse=True), own


@pytest.mark.parametrize(
    ("tokens", "deck", "first"),
    [
        (["Ann=g5", "Ben=tigress:escape"], "advanced", ("tigress:pirate", "rank.pirate")),
        (["Ann=stingray", "Ben=tigress:pirate"], "expansion-all", ("tigress:escape", "exp.non-winning")),
        (["Ann=g9", "Ben=g0x"], "expansion-all", ("g14x", "rank.lead")),
    ],
)
def test_the_card_declared_the_other_way_is_the_first_change(
    tokens: list[str], deck: str, first: tuple[str, str]
) -> None:
    """tigress.declare, exp.zero-fourteen: a Tigress or a 0/14 card that lost, and would have won declared the
    other way, hears that first, before any other card: the declaration was the player's own choice."""
    w = why_not(judge(tokens, deck), 1)
    change = w.would_win_if[0]
    assert (change.position, str(change.card), change.rule) == (1, *first)
    assert change.text.startswith("Ben plays the ")


def test_an_off_suit_card_never_wins() -> None:
    """rank.lead: a card of another suit never wins; the green 4 is the weakest card that would."""
    w = why_not(judge(["escape", "g3", "y14"]), 2)
    assert (w.rule, w.beaten_by) == ("rank.lead", 1)
    assert "another suit never wins" in w.text
    assert _changes(w)[0] == (2, "g4", "rank.lead")


def test_a_kraken_trick_has_no_winner_and_the_kraken_is_the_culprit() -> None:
    """kraken.destroy: nobody wins; taking the Kraken out lets the White Whale decide (whale.numbers)."""
    v = judge(["Ann=y12", "Ben=b3", "Cat=whale", "Dan=kraken"])
    w = why_not(v, 0)
    assert (w.rule, w.beaten_by, w.won) == ("kraken.destroy", 3, False)
    assert (3, None, "whale.numbers") in _changes(w)
    assert [m.rule for m in w.bonuses] == ["kraken.destroy"]
    own = why_not(v, 3)  # the Kraken's own player: it never wins
    assert own.rule == "kraken.destroy" and "never wins" in own.text


def test_a_card_that_won_says_so() -> None:
    """rank.mermaid-king: the Mermaid won; nothing to change, and the Pirate it took pays nothing (bonus.capture)."""
    w = why_not(judge(["Ann=mermaid", "Ben=sk", "Cat=rosie"]), 0)
    assert w.won and w.rule is None and w.beaten_by is None and w.would_win_if == ()
    assert "won the trick" in w.text
    assert [m.rule for m in w.bonuses] == ["bonus.capture"]


def test_a_capture_paid_to_another_card_earns_the_winner_nothing() -> None:
    """bonus.capture, bonus.pirate: the Mermaid took Rosie, but only the Skull King is paid for a Pirate: nothing
    for her, and the sentence names the capture that pays and its rule."""
    w = why_not(judge(["Ann=mermaid", "Ben=sk", "Cat=rosie"]), 0)
    assert [(m.rule, m.points, m.text) for m in w.bonuses] == [
        (
            "bonus.capture",
            0,
            "Cat's Pirate Rosie D'Laney earns Ann's Mermaid nothing: "
            "capturing a Pirate pays a bonus only to the Skull King (bonus.pirate).",
        )
    ]


def test_any_pirate_that_would_win_is_suggested_as_a_pirate() -> None:
    """rank.pirate: any Pirate beats the Mermaid, so the change names a Pirate, not one of them (after the weaker
    Mermaid played first, rank.mermaid)."""
    w = why_not(judge(["Ann=g5", "Ben=mermaid"]), 0)
    assert [(str(c.card), c.rule) for c in w.would_win_if[:2]] == [
        ("mermaid", "rank.mermaid"),
        ("pirate", "rank.pirate"),
    ]
    assert w.would_win_if[1].text.startswith("Ann plays a Pirate instead of the green 5: Ann's Pirate wins")


def test_the_skull_king_that_did_not_win_earns_no_pirate_bonus() -> None:
    """bonus.pirate: the Skull King did not win, so no +30 for the Pirate; bonus.king: his +40 went to Ann."""
    missed = why_no_bonus(judge(["Ann=mermaid", "Ben=sk", "Cat=rosie"]), 1)
    by_rule = {m.rule: m for m in missed}
    assert by_rule["bonus.pirate"].points == 30
    assert "did not win, so no +30" in by_rule["bonus.pirate"].text
    assert by_rule["bonus.king"].points == 40 and "goes to Ann" in by_rule["bonus.king"].text


def test_a_pirate_that_lost_earns_no_mermaid_bonus() -> None:
    """bonus.mermaid: only the winning Pirate is paid for the Mermaid."""
    missed = why_no_bonus(judge(["Ann=mermaid", "Ben=sk", "Cat=rosie"]), 2)
    assert [(m.rule, m.points) for m in missed] == [("bonus.mermaid", 20)]


def test_an_escape_loses_to_any_card_that_can_win() -> None:
    """rank.escape: an Escape loses while a card that can win is in the trick."""
    w = why_not(judge(["escape", "g3", "y14"]), 0)
    assert w.rule == "rank.escape" and "an Escape loses" in w.text
    loot = why_not(judge(["Ann=loot", "Ben=g3"]), 0)
    assert loot.rule == "rank.escape" and "played as an Escape, it loses" in loot.text


def test_walk_the_plank_s_pirate_cannot_win() -> None:
    """plank.remove: the Pirate Walk the Plank removes cannot win."""
    v = judge(["Ann=rosie", "Ben=plank", "Cat=g5"], None)
    assert v.winner == 2
    assert why_not(v, 0).rule == "plank.remove"


def test_no_single_change_helps_is_said_plainly() -> None:
    """rank.mermaid-king: only the first Mermaid wins; kraken.destroy: no one change gets past two cards."""
    v = judge(["Ann=mermaid", "Ben=sk", "Cat=mermaid"])
    w = why_not(v, 2)
    assert w.rule == "rank.mermaid-king"
    # taking out Ann's Mermaid makes Cat's the first one: one change helps here
    assert (0, None, "rank.mermaid-king") in _changes(w)
    lonely = why_not(judge(["Ann=g3", "Ben=b14", "Cat=kraken"]), 0)  # without the Kraken, the black 14 wins
    assert lonely.would_win_if == ()
    assert "No single change" in why_not_text(lonely)


def test_what_if_shows_what_changed_side_by_side() -> None:
    """rank.king, then rank.mermaid-king once the Pirate is a Mermaid: winner, rule, bonus (the Skull King's +40
    for Rosie's +30) and next lead change."""
    wi = what_if(judge(["Ann=rosie", "Ben=sk", "Cat=g5"]).trick, 0, "mermaid")
    assert wi.before.winner == 1 and wi.after.winner == 0
    assert wi.changed == ["Card 1", "Winner", "Rule", "Bonus", "Captures", "Next lead"]
    assert wi.as_dict()["changed"] == ["card", "winner", "rule", "bonus", "bonuses", "next_leader"]
    assert "rank.king  ->  rank.mermaid-king" in what_if_text(wi)


def test_what_if_says_a_trick_without_a_lead_suit_has_none() -> None:
    """lead.character: the Skull King led leaves the trick without a suit, before and after a Pirate is played for
    the green 5; the side-by-side row says "none" on both sides, a fact unchanged."""
    wi = what_if(judge(["Ann=sk", "Ben=g5"]).trick, 1, "pirate")
    assert ("Lead suit", "none", "none") in wi.rows()
    assert "Lead suit" not in wi.changed


@pytest.mark.parametrize(("lang", "decided"), [("fr", "{rule}. Le verdict"), ("zh", "裁定。裁决")])
def test_what_if_joins_its_sentences_as_the_language_does(lang: str, decided: str) -> None:
    """rank.lead: the page's sentences under the what-if table are joined by a space in French, by nothing in
    Chinese (the catalogue's answer_sep, a space where it has none)."""
    wi = what_if(judge(["Ann=y3", "Ben=g5", "Cat=y9"]).trick, 1, "g6")
    said = what_if_parts(wi, lang)["decided"]
    assert isinstance(said, str) and decided in said and "None" not in said, said


def test_the_pages_what_if_says_whether_the_deciding_rule_changed() -> None:
    """rank.mermaid-king, rank.king: under the page's what-if table, a change that hands the trick to another rule
    says it is now decided by that rule; a change that keeps the rule says it still decides, and that the verdict
    is the same when nothing else changed."""
    trick = judge(["Ann=rosie", "Ben=sk", "Cat=mermaid"]).trick
    assert what_if_parts(what_if(trick, 2, "escape"), None)["decided"] == "Now decided by {rule}."
    kept = what_if_parts(what_if(judge(["Ann=g5", "Ben=g9", "Cat=y3"]).trick, 2, "y4"), None)["decided"]
    assert kept == "Still decided by {rule}. The verdict is the same."


def test_the_pages_what_if_table_names_the_card_changed_by_its_place() -> None:
    """rank.lead: the page's English what-if table opens with the card changed, "Card 3", then that card by its
    name as played and as changed; the rule, said under the table, is not a row."""
    wi = what_if(judge(["Ann=g5", "Ben=g9", "Cat=y3"]).trick, 2, "y4")
    rows = what_if_parts(wi, None)["rows"]
    assert isinstance(rows, list)
    assert rows[0] == ["Card 3", "Cat yellow 3", "Cat yellow 4"]
    assert [row[0] for row in rows[1:]] == ["Winner", "Lead suit", "Bonus", "Alliances", "Next lead"]


def test_what_if_with_only_the_card_changed_says_the_verdict_is_the_same() -> None:
    """rank.lead: a yellow 4 for the yellow 3 off the green lead changes the card and nothing else."""
    wi = what_if(judge(["Ann=g5", "Ben=g9", "Cat=y3"]).trick, 2, "y4")
    assert what_if_text(wi).splitlines()[-3:] == [
        "  Alliances  none  (unchanged)",
        "  Next lead  Ben  (unchanged)",
        "  The verdict is the same.",
    ]
    assert wi.as_dict() == {
        "position": 2,
        "player": "Cat",
        "card": "y4",
        "instead_of": "y3",
        "question": "What if Cat had played the yellow 4?",
        "changed": ["card"],
        "verdict": {
            "plays": ["Ann=g5", "Ben=g9", "Cat=y4"],
            "outcome": "won",
            "winner": 1,
            "winner_name": "Ben",
            "winning_card": "g9",
            "rule": "rank.lead",
            "lead_suit": "green",
            "next_leader": 1,
            "next_leader_name": "Ben",
            "bonus": 0,
            "bonuses": [],
            "alliances": [],
            "removed": [],
            "abilities": [],
        },
    }


def test_a_what_if_of_walk_the_plank_choosing_another_pirate_asks_it_so() -> None:
    """plank.remove: the same Walk the Plank made to remove another Pirate is asked about by the Pirate it removes,
    in every language; another card in its place is asked about as played."""
    trick = judge(["Ann=sk", "Ben=rosie", "Cat=harry", "Dan=plank:rosie"]).trick
    wi = what_if(trick, 3, Play(parse_card("plank"), "Dan", target="harry"))
    assert what_if_heading(wi) == "What if Dan had played Walk the Plank on Cat's Pirate Harry the Giant?"
    assert what_if_heading(wi, "fr") == "Et si Dan avait joué la Planche contre Harry le Géant de Cat\xa0?"
    assert what_if_heading(what_if(trick, 3, "g6")) == "What if Dan had played the green 6?"


def test_what_if_with_a_hand_says_whether_each_card_was_allowed() -> None:
    """play.follow: Ben held the green 2 and played the yellow 3 on green. Had he played the green 2, the play
    is allowed and the verdict the same; had he played the black 1 from a hand of green 2 and black 1, it
    would have won (rank.trump) but broken play.follow. Without his hand, no such row."""
    trick = judge(["Ann=g5", "Ben=y3"]).trick
    wi = what_if(trick, 1, "g2", {"Ben": [parse_card("y3"), parse_card("g2")]})
    assert wi.changed == ["Card 2", "Allowed"] and wi.same_verdict
    assert ("Allowed", "no (play.follow)", "yes (play.follow)") in wi.rows()
    assert wi.as_dict()["changed"] == ["card", "allowed"]
    allowed = wi.as_dict()["allowed"]
    assert allowed["as_played"]["legal"] is False and allowed["what_if"]["legal"] is True  # type: ignore[index]
    assert what_if_text(wi).splitlines()[-1] == "  The verdict is the same."
    fr = what_if_text(wi, "fr").splitlines()
    assert any(line.split() == ["Permis", "non", "(play.follow)", "->", "oui", "(play.follow)"] for line in fr)
    trump = what_if(judge(["Ann=g5", "Ben=g2"]).trick, 1, "b1", {"Ben": [parse_card("g2"), parse_card("b1")]})
    assert trump.changed_keys == ["card", "allowed", "winner", "rule", "next_leader"] and not trump.same_verdict
    assert trump.allowed is not None and [f.legal for f in trump.allowed] == [True, False]
    no_hand = what_if(trick, 1, "g2", {"Ann": [parse_card("g5")]})
    assert no_hand.allowed is None and "Allowed" not in no_hand.changed and "allowed" not in no_hand.as_dict()


def test_what_if_that_ends_an_alliance_says_so() -> None:
    """loot.alliance: with a green 3 for the Loot, P1 no longer allies with P2; the verdict is not the same."""
    wi = what_if(judge(["P1=loot", "P2=g14", "P3=g5"]).trick, 0, "g3")
    assert wi.changed == ["Card 1", "Alliances"]
    assert wi.as_dict()["changed"] == ["card", "alliances"]
    assert wi.as_dict()["verdict"]["alliances"] == []  # type: ignore[index]
    text = what_if_text(wi)
    assert "  Alliances  P1 (Loot) with P2: +20 each if both make their bids  ->  none" in text.splitlines()
    assert "The verdict is the same." not in text
    back = what_if(wi.after.trick, 0, "loot")  # and the other way: the Loot brings the alliance
    assert back.as_dict()["changed"] == ["card", "alliances"]
    assert back.as_dict()["verdict"]["alliances"] == [[0, 1]]  # type: ignore[index]


def test_what_if_refuses_an_impossible_trick_and_a_card_out_of_range() -> None:
    """box.copies: a second Skull King cannot be played."""
    trick = judge(["Ann=rosie", "Ben=sk", "Cat=g5"]).trick
    with pytest.raises(DeckError, match="cannot be"):
        what_if(trick, 0, "sk")
    with pytest.raises(SkrulesError, match="no card 4"):
        what_if(trick, 3, "g3")
    with pytest.raises(SkrulesError, match="no card 4"):
        why_not(judge(["Ann=rosie", "Ben=sk", "Cat=g5"]), 3)


def test_with_a_hand_given_only_its_cards_that_may_be_played_are_offered() -> None:
    """play.hand, play.follow: with Ben's hand known, why-not offers the green 9 and the Skull King he holds,
    never a card he lacks (the green 6, a Pirate) nor the black 1 he could not play on green while holding green."""
    v = judge(["Ann=g5", "Ben=y3"])
    hand = [parse_card(t) for t in ("y3", "g9", "sk", "b7")]
    w = why_not(v, 1, hands={"Ben": hand})
    own = [(str(c.card), c.rule) for c in w.would_win_if if c.position == 1]
    assert own == [("g9", "rank.lead"), ("sk", "rank.king")]
    assert (0, "escape", "rank.lead") in _changes(w)  # Ann's hand is not known: any card of hers
    unknown = [(str(c.card), c.rule) for c in why_not(v, 1).would_win_if if c.position == 1]
    assert ("b1", "rank.trump") in unknown and ("g6", "rank.lead") in unknown
    annie = why_not(v, 1, hands={"Ben": hand, "Ann": [parse_card("g5"), parse_card("g2")]})
    assert (0, "escape", "rank.lead") not in _changes(annie)  # she holds no Escape, and the green 2 still wins


def test_with_a_hand_void_in_the_lead_suit_trump_is_offered() -> None:
    """play.free: holding no green card, Ben may trump with the black 7 he holds."""
    w = why_not(judge(["Ann=g5", "Ben=y3"]), 1, hands={"Ben": [parse_card(t) for t in ("y3", "b7", "p2")]})
    assert [(str(c.card), c.rule) for c in w.would_win_if if c.position == 1] == [("b7", "rank.trump")]


def test_why_not_uses_the_rules_of_the_trick() -> None:
    """con.rank: with a RuleSet of the full box, First Mate Con's player is asked about too."""
    v = judge(["Ann=con", "Ben=sk", "Cat=rosie"])
    w = why_not(v, 0)
    assert w.beaten_by == 1 and w.rule == "con.rank"
    assert any(c.card is not None and c.card.role is Role.MERMAID for c in w.would_win_if)


@pytest.mark.parametrize("tokens", [["Ann=con", "Ben=sk"], ["Ann=sk", "Ben=con", "Cat=rosie"], ["con", "mary", "sk"]])
def test_con_lost_to_the_skull_king_by_his_own_rule(tokens: list[str]) -> None:
    """con.rank: First Mate Con "loses to Mermaids and the Skull King" (Expansion Pack). Asked why Con lost
    to the Skull King, the reason is Con's own rule, as the explanation's step for the same trick and a
    Mermaid's win over him say, not rank.king's "beats the Pirates and every numbered card": he is neither."""
    v = judge(tokens)
    con = next(i for i, c in enumerate(v.trick.cards) if c.role is Role.FIRST_MATE)
    w = why_not(v, con)
    assert (w.rule, w.beaten_by) == ("con.rank", v.winner)
    assert str(w.text).endswith("First Mate Con beats Pirates and loses to Mermaids and the Skull King.")
    assert "con.rank" in v.trace.rules


# ------------------------------------------------------------------ properties


def _verdict(drawn: tuple[list[Play], object]) -> Verdict:
    plays, rules = drawn
    return adjudicate(Trick.of(plays, rules))  # type: ignore[arg-type]


def _check_change(c: Change, v: Verdict, i: int) -> None:
    """Judged again from scratch, the changed trick makes the asked player's card win, and it is the trick
    played with the one card changed or absent (Walk the Plank's choice aside: it may be made again)."""
    again = adjudicate(Trick.of(c.verdict.trick.plays, v.trick.rules))
    assert again.winner == c.asked
    assert again.trick.plays[c.asked].player == v.trick.plays[i].player
    assert again.decided_by == c.rule
    plays = list(v.trick.plays)
    if c.kind == "absent":
        del plays[c.position]
    elif c.kind == "card":
        plays[c.position] = Play(c.card, plays[c.position].player)  # type: ignore[arg-type]  # a card change
    assert [(p.card, p.player) for p in again.trick.plays] == [(p.card, p.player) for p in plays]


@given(tricks(modules=ADVANCED_GAME, max_players=5), st.data())
def test_every_change_rejudged_makes_the_card_win(drawn: tuple[list[Play], object], data: st.DataObject) -> None:
    """Every ``would_win_if`` change, re-judged, makes that player's card win (the ladder's rules, rank.*)."""
    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    w = why_not(v, i)
    for c in w.would_win_if:
        _check_change(c, v, i)


@given(tricks(modules=ADVANCED_GAME, max_players=5), st.data())
def test_every_change_with_hands_is_a_card_held_and_allowed(
    drawn: tuple[list[Play], object], data: st.DataObject
) -> None:
    """With every hand known (play.hand, play.follow), each change still makes the card win, and each card
    replaced is one its player holds and may play there."""
    from skrules.legality import check_trick

    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    pool = [c for c in candidates_of(v) if c not in v.trick.cards]
    extra = data.draw(st.lists(st.sampled_from(pool), max_size=3, unique=True)) if pool else []
    hands = {p.player: [p.card, *extra[k : k + 1]] for k, p in enumerate(v.trick.plays)}
    try:
        w = why_not(v, i, hands=hands)
    except SkrulesError:
        return  # the hands drawn do not fit in the box with the trick
    for c in w.would_win_if:
        _check_change(c, v, i)
        if c.kind == "card":
            player = v.trick.plays[c.position].player
            found = check_trick(c.verdict.trick, {player: hands[player]})
            assert all(f.legal for f in found if f.position == c.position)


def candidates_of(v: Verdict) -> list[Card]:
    from skrules.whynot import candidates

    return [c for c in candidates(v.trick) if c.face is not Face.WILD]


@given(tricks(max_players=4), st.data())
def test_beaten_by_is_the_winner(drawn: tuple[list[Play], object], data: st.DataObject) -> None:
    """The card that beat a losing card is the verdict's winner when there is one (next.winner's card)."""
    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    w = why_not(v, i)
    if v.winner == i:
        assert w.won and w.beaten_by is None and w.rule is None and not w.would_win_if
    elif v.winner is not None:
        assert w.beaten_by == v.winner and w.rule is not None
    else:
        assert w.rule == v.decided_by
    for c in w.would_win_if:
        _check_change(c, v, i)


@given(tricks(max_players=6), st.data())
def test_what_if_with_the_same_card_is_no_change(drawn: tuple[list[Play], object], data: st.DataObject) -> None:
    """A what-if that puts back the card played changes no fact of the verdict."""
    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    wi = what_if(v.trick, i, v.trick.plays[i])
    assert wi.changed == []
    assert wi.as_dict()["changed"] == []


def test_the_candidates_are_declared_cards_each_once() -> None:
    """tigress.declare: the Tigress is suggested as a Pirate or an Escape, never undeclared."""
    from skrules.whynot import candidates

    cards = candidates(judge(["Ann=rosie", "Ben=sk"]).trick)
    assert len(cards) == len(set(cards))
    assert parse_card("tigress:pirate") in cards and parse_card("tigress:escape") in cards
    assert all(c.role is not Role.UNDECLARED for c in cards)


def test_equal_cards_cite_the_tie_rule() -> None:
    """rank.tie: of two equal 7s, the first played wins; the second is told so."""
    w = why_not(judge(["Ann=g7", "Ben=g7x", "Cat=g3"]), 1)
    assert (w.rule, w.beaten_by) == ("rank.tie", 0)
    assert "first played wins" in w.text


def test_davy_jones_bonus_is_told_as_destroyed_and_paid_to_its_receiver() -> None:
    """davy.destroy removes the Kraken; davy.bonus pays +20 for it to the player the ruling names."""
    v = judge(["Ann=kraken", "Ben=davy", "Cat=g5"])
    w = why_not(v, 0)
    assert w.rule == "davy.destroy"
    paid = [b for b in v.bonuses if b.rule == "davy.bonus"]
    receiver = v.trick.players[paid[0].player]
    assert [(m.rule, m.points) for m in w.bonuses] == [("davy.bonus", 20)]
    assert w.bonuses[0].text.endswith(f"destroyed by Davy Jones: its +20 goes to {receiver}.")


def test_a_discarded_white_whale_trick_names_the_whale() -> None:
    """whale.discard: nobody wins; a numbered card in the Skull King's place would (whale.numbers)."""
    w = why_not(judge(["Ann=whale", "Ben=sk", "Cat=mermaid"]), 1)
    assert (w.rule, w.beaten_by) == ("whale.discard", 0)
    assert w.text.startswith("Nobody won: with Ann's White Whale in the trick")
    assert w.would_win_if[0].rule == "whale.numbers"


def test_the_white_whale_asked_about_is_not_its_own_culprit() -> None:
    """whale.discard: asked about the White Whale of a discarded trick, the answer says no card could
    win, without naming the Whale as the card in the way of itself."""
    w = why_not(judge(["Ann=sk", "Ben=whale", "Cat=mermaid"]), 1)
    assert (w.rule, w.beaten_by) == ("whale.discard", 1)
    assert w.text.startswith("Nobody won: a White Whale trick") and "with Ben" not in w.text


def test_under_the_white_whale_the_suit_is_kept_and_the_winner_taken_out_first() -> None:
    """whale.numbers: only numbers count, the highest wins, whatever its suit. Ann's own change keeps
    her suit (the green 9, not another 9); of the cards taken out, the one that beat her comes first."""
    w = why_not(judge(["Ann=g3", "Ben=whale", "Cat=y9"]), 0)
    assert _changes(w) == [
        (0, "g9", "whale.numbers"),
        (2, None, "whale.numbers"),
        (1, None, "rank.lead"),
        (2, "escape", "whale.numbers"),
        (1, "escape", "rank.lead"),
    ]


# ------------------------------------------------------------------ Walk the Plank, the Last Volley, the deck


def test_a_what_if_that_aims_the_plank_elsewhere_names_both_targets() -> None:
    """plank.remove: Walk the Plank aimed at Harry instead of Rosie; the card row says whom it aimed at before
    and after, for that is the whole change, and Rosie, no longer removed, wins."""
    v = judge(["Ann=g5", "Ben=rosie", "Cat=harry", "Dan=plank:rosie"])
    wi = what_if(v.trick, 3, "plank:harry")
    assert wi.rows()[:2] == [
        ("Card 4", "Dan plank:rosie", "Dan plank:harry"),
        ("Winner", "Cat with harry (card 3)", "Ben with rosie (card 2)"),
    ]


def test_replacing_the_pirate_the_plank_names_lets_the_plank_choose_again() -> None:
    """plank.remove: with Rosie gone there is no Pirate for the Plank, so Ben's Mermaid wins (rank.mermaid-king)."""
    w = why_not(judge(["Ann=sk", "Ben=rosie", "Cat=plank:rosie", "Dan=mermaid"]), 1)
    assert w.rule == "plank.remove"
    assert (1, "mermaid", "rank.mermaid-king") in _changes(w)
    mermaid = next(c for c in w.would_win_if if c.position == 1)
    assert mermaid.verdict.trick.plank_target is None and mermaid.as_dict()["plank_removes"] is None


def test_the_plank_removing_another_pirate_is_a_change() -> None:
    """plank.remove: the Plank removes Bendt instead of Rosie, and Rosie, the first Pirate, wins (rank.pirate)."""
    w = why_not(judge(["Ann=g3", "Ben=rosie", "Cat=bendt", "Dan=plank:2"]), 1)
    aimed = [c for c in w.would_win_if if c.kind == "plank"]
    assert [(c.position, c.plank, c.rule) for c in aimed] == [(3, 2, "rank.pirate")]
    assert aimed[0].text.startswith(
        "Dan's Walk the Plank removes Cat's Pirate Bendt the Bandit instead of Ben's Pirate Rosie D'Laney: Ben's"
    )
    d = aimed[0].as_dict()
    assert (d["change"], d["card"], d["plank_removes"]) == ("plank", "plank", 2)


def test_with_several_pirates_left_each_choice_of_the_plank_is_its_own_change() -> None:
    """plank.remove: without Rosie the Plank chooses between Bendt and Harry; removing Bendt lets Harry win."""
    w = why_not(judge(["Ann=g3", "Ben=rosie", "Cat=bendt", "Dan=plank:rosie", "Eve=harry"]), 4)
    ben = {c.kind: c for c in w.would_win_if if c.position == 1}
    assert (ben["card"].plank, ben["card"].verdict.winner) == (2, 4)  # Ben's Escape, Bendt removed
    assert (ben["absent"].plank, ben["absent"].verdict.winner) == (1, 3)  # no Rosie: Bendt is card 2 of 4
    assert ", and Dan's Walk the Plank removes Cat's Pirate Bendt the Bandit: Eve's" in ben["card"].text
    assert "Without Ben's Pirate Rosie D'Laney, and Dan's Walk the Plank removes Cat's" in ben["absent"].text


def test_a_card_taken_out_before_the_plank_s_pirate_keeps_the_plank_s_choice() -> None:
    """plank.remove: plank:2 names Rosie; without Ann's Escape she is card 1, still removed, so Bendt still wins."""
    v = judge(["Ann=escape", "Ben=rosie", "Cat=bendt", "Dan=plank:2"])
    w = why_not(v, 1)
    assert (0, None, "rank.pirate") not in _changes(w)  # plank:2 would now name Bendt: not the same choice
    for c in w.would_win_if:
        _check_change(c, v, 1)


def test_asked_by_name_the_last_volley_s_player_is_asked_about_the_extra_card() -> None:
    """volley.extra: the Last Volley never wins; Ann's hope is her extra green 2, which a green 6 would win with."""
    v = judge(["Ann=volley", "Ben=g3", "Cat=g5", "Ann=g2"])
    assert card_of(v.trick, "Ann") == 3 and card_of(v.trick, "Ben") == 1
    w = why_not(v, card_of(v.trick, "Ann"))
    assert (w.position, w.rule) == (3, "rank.lead")
    assert _changes(w)[0] == (3, "g6", "rank.lead")
    assert why_not(judge(["Ann=volley", "Ben=g3", "Cat=g5", "Ann=g9"]), 3).won
    with pytest.raises(SkrulesError, match="no player is called 'Zed'"):
        card_of(v.trick, "Zed")


def test_the_last_volley_is_not_taken_out_from_under_its_extra_card() -> None:
    """volley.extra: the extra card comes with the Last Volley, so the Volley alone is never listed as absent."""
    v = judge(["Ann=volley", "Ben=g3", "Cat=g5", "Ann=g9"])
    for asked in (1, 2):
        assert all(c.position != 0 for c in why_not(v, asked).would_win_if)


def test_the_alternatives_come_from_the_deck_in_play() -> None:
    """kraken.destroy, whale.numbers: with the Kraken alone in the deck the White Whale is never offered;
    with the advanced deck, the Whale in the Kraken's place lets the yellow 12 win."""
    tokens = ["Ann=y12", "Ben=b3", "Cat=kraken"]
    alone = why_not(judge(tokens), 0)
    assert all(c.card is None or c.card.kind.name != "WHITE_WHALE" for c in alone.would_win_if)
    advanced = why_not(judge(tokens, RuleSet(ADVANCED_GAME)), 0)
    assert (2, "whale", "whale.numbers") in _changes(advanced)


def test_no_change_brings_a_card_the_deck_lacks_or_holds_no_more_copies_of() -> None:
    """box.copies: one Skull King, one of each named Pirate; a card outside the deck in play is never offered."""
    v = judge(["Ann=rosie", "Ben=sk", "Cat=g5"])
    w = why_not(v, 2, most=99)
    for c in w.would_win_if:
        if c.card is not None:
            assert c.card.key != parse_card("sk").key and c.card.key != parse_card("rosie").key
            assert not v.trick.rules.box.lacks(c.card)


# ------------------------------------------------------------------ every single change, found by brute force

_PIRATES = ["rosie", "bendt", "harry", "mary", "tigress", "pirate"]
_CROWD = ["sk", "mermaid", "kraken", "whale", "davy", "con", "stingray", "loot", "escape"]
_CROWD += ["g3", "g9", "y14", "b2", "p7x", "wild15"]
_EXTRA = ["g5", "b14", "juanita", "y1"]


@st.composite
def crowded_tricks(draw: st.DrawFn) -> tuple[list[Play], RuleSet]:
    """Tricks with Walk the Plank among Pirates, often the Last Volley (and its extra card), on the automatic deck."""
    pirates = draw(st.lists(st.sampled_from(_PIRATES), min_size=1, max_size=3, unique=True))
    others = draw(st.lists(st.sampled_from(_CROWD), max_size=2, unique=True)) + ["volley"] * draw(st.booleans())
    tokens = draw(st.permutations(["plank", *pirates, *others]))
    cards = settle_wilds([declare(parse_card(t), draw) for t in tokens], draw)
    players = [f"P{k + 1}" for k in range(len(cards))]
    if "volley" in tokens and draw(st.booleans()):
        cards.append(parse_card(draw(st.sampled_from(_EXTRA))))
        players.append(players[tokens.index("volley")])
    plays = [Play(c, p) for c, p in zip(cards, players, strict=True)]
    if "plank" in tokens:
        p = tokens.index("plank")
        aims = [k for k, c in enumerate(cards) if c.role is Role.PIRATE]
        if len(aims) > 1:
            k = draw(st.sampled_from(aims))  # named by position, by player, or by the Pirate's own name
            name = str(cards[k]) if cards[k].kind is Kind.PIRATE and cards[k].pirate is not None else str(k + 1)
            plays[p] = Play(cards[p], players[p], draw(st.sampled_from([str(k + 1), players[k], name])))
    return plays, RuleSet.for_cards(cards)  # the automatic deck: whatever the cards need


_DECKS = [ADVANCED_GAME, FULL_BOX, BASE_GAME | {Module.PLANK, Module.KRAKEN}, BASE_GAME | {Module.EXPANSION}]


def _forms(box: Box) -> list[Card]:
    """Every card of the deck in play, declared every way a player may play it."""
    out: dict[Card, None] = {Card(Kind.PIRATE): None}
    for card in box.cards():
        if card.kind is Kind.TIGRESS:
            forms = [Card.tigress(Role.PIRATE), Card.tigress(Role.ESCAPE)]
        elif card.face is Face.ZERO_FOURTEEN:
            forms = [Card.number(card.suit, 0, Face.ZERO_FOURTEEN), card]  # type: ignore[arg-type]
        elif card.face is Face.WILD:
            forms = [Card.wild(s) for s in (None, Suit.GREEN, Suit.PURPLE, Suit.YELLOW)]
        else:
            forms = [card]
        out.update(dict.fromkeys(forms))
    return list(out)


Outcome = tuple[tuple[Card, ...], int | None]


def _judged(plays: list[Play], rules: RuleSet, kept: int | None) -> list[Verdict]:
    """Every trick the plays can be, Walk the Plank aimed as a single change allows: at its Pirate still there
    (``kept``), or, that Pirate gone, anywhere the engine takes."""
    p = next((k for k, q in enumerate(plays) if q.card.kind is Kind.PLANK), None)
    options = [plays]
    if p is not None:
        targets = [kept] if kept is not None else [None, *range(len(plays))]
        aim = [None if k is None else str(k + 1) for k in targets]
        options = [[*plays[:p], Play(plays[p].card, plays[p].player, a), *plays[p + 1 :]] for a in aim]
    out = []
    for option in options:
        try:
            out.append(adjudicate(Trick.of(option, rules), explain=False))
        except SkrulesError:
            continue
    return out


def _every_winning_change(v: Verdict, i: int) -> dict[tuple[str, object], set[Outcome]]:
    """By brute force, each single change that makes card ``i`` win, grouped as ``would_win_if`` lists them:
    ("own", rule), ("plank", the Pirate removed), ("absent", position), ("card", position)."""
    t = v.trick
    found: defaultdict[tuple[str, object], set[Outcome]] = defaultdict(set)
    aim = t.plank_target

    def note(group: tuple[str, object] | None, plays: list[Play], kept: int | None, asked: int) -> None:
        for again in _judged(plays, t.rules, kept):
            if again.winner == asked:
                found[group or ("own", again.decided_by)].add((again.trick.cards, again.trick.plank_target))

    for j in range(len(t.plays)):
        if j != i and not (t.volley_extra is not None and t.cards[j].kind is Kind.VOLLEY):
            kept = None if aim is None or aim == j else aim - (aim > j)
            note(("absent", j), [q for k, q in enumerate(t.plays) if k != j], kept, i - (j < i))
        for card in _forms(t.rules.box):
            if card is not t.cards[j]:
                plays = [*t.plays[:j], Play(card, t.plays[j].player), *t.plays[j + 1 :]]
                note(None if j == i else ("card", j), plays, None if aim is None or aim == j else aim, i)
    p = t.find(Kind.PLANK)
    if p is not None and aim is not None:
        for k in range(len(t.plays)):
            if k != aim:
                aimed = Play(t.cards[p], t.plays[p].player, str(k + 1))
                note(("plank", k), [*t.plays[:p], aimed, *t.plays[p + 1 :]], k, i)
    return found


def _group(c: Change, i: int) -> tuple[str, object]:
    if c.kind == "plank":
        return ("plank", c.plank)
    if c.kind == "card" and c.position == i:
        return ("own", c.rule)
    return (c.kind, c.position)


@settings(max_examples=examples(60))
@given(st.one_of(crowded_tricks(), st.sampled_from(_DECKS).flatmap(lambda d: tricks(d, max_players=5))), st.data())
def test_every_single_change_that_wins_is_listed_up_to_the_limit(
    drawn: tuple[list[Play], RuleSet], data: st.DataObject
) -> None:
    """The module's definition of a single change, checked by brute force over the deck in play (box.copies,
    plank.remove, volley.extra): every change listed is one of them and wins; none is missing, up to the
    documented limit (the own card's weakest winner per rule, at most three; then each kind in its order;
    MOST_CHANGES in all)."""
    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    listed = why_not(v, i).would_win_if
    if v.winner == i:
        assert listed == ()
        return
    found = _every_winning_change(v, i)
    for c in listed:
        _check_change(c, v, i)
        assert (c.verdict.trick.cards, c.verdict.trick.plank_target) in found[_group(c, i)]
    beaten = v.winner if v.winner is not None else v.field.decider
    order = sorted((j for j in range(len(v.trick.plays)) if j != i), key=lambda j: j != beaten)
    own = {rule for kind, rule in found if kind == "own"}
    expected: list[tuple[str, object]] = [("own", None)] * min(_OWN_MOST, len(own))
    expected += [("plank", k) for k in sorted(k for kind, k in found if kind == "plank" and isinstance(k, int))]
    expected += [(kind, j) for kind in ("absent", "card") for j in order if (kind, j) in found]
    got = [("own", None) if g[0] == "own" else g for g in (_group(c, i) for c in listed)]
    assert got == expected[:MOST_CHANGES]
    listed_rules = [c.rule for c in listed if _group(c, i)[0] == "own"]
    assert len(set(listed_rules)) == len(listed_rules) and set(listed_rules) <= own


@given(st.one_of(crowded_tricks(), st.sampled_from(_DECKS).flatmap(lambda d: tricks(d, max_players=5))), st.data())
def test_each_fact_a_what_if_names_as_changed_is_in_its_verdict(
    drawn: tuple[list[Play], RuleSet], data: st.DataObject
) -> None:
    """A what-if's JSON names what changed by the keys of its verdict, each one there; the cards removed
    (plank.remove), the powers the winner may use (con.powers) and the bonuses paid, card by card (bonus.capture),
    are named whenever they differ."""
    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    card = data.draw(st.sampled_from(candidates_of(v)))
    try:
        wi = what_if(v.trick, i, card)
    except SkrulesError:
        return  # the changed trick cannot be (a card the box lacks, a Plank with no Pirate)
    out = wi.as_dict()
    before, after = compact(v), out["verdict"]
    assert isinstance(after, dict) and {"removed", "abilities"} <= set(after)
    changed = set(wi.changed_keys) - {"card", "allowed"}
    assert changed <= set(after), (changed, after)
    for key in ("removed", "abilities"):  # named too when the same position holds another card (kraken -> davy)
        assert key in changed or before[key] == after[key], (key, before, after)
    paid = [
        [(b["rule"], b["card"], b["points"]) for b in cast("list[dict[str, object]]", v["bonuses"])]
        for v in (before, after)
    ]
    assert "bonuses" in changed or paid[0] == paid[1], (before, after)  # whose they are: the bonus row's


# ------------------------------------------------------------------ the reasons and rules of the trick


def test_walk_the_plank_asked_about_never_wins() -> None:
    """exp.non-winning: Walk the Plank never wins a trick; the answer names the card and says so."""
    w = why_not(judge(["Ann=plank", "Ben=g3"]), 0)
    assert (w.rule, w.beaten_by) == ("exp.non-winning", 1)
    assert w.text == "Ann's Walk the Plank lost to Ben's green 3: Walk the Plank never wins a trick."


def test_the_second_pirate_is_told_that_the_first_one_wins() -> None:
    """rank.pirate: of several Pirates only the first played can win; the second is told so."""
    w = why_not(judge(["Ann=rosie", "Ben=bendt"]), 1)
    assert w.text.endswith("when several Pirates are played, only the first one can win, and theirs came first.")


def test_what_if_with_a_card_keeps_the_player() -> None:
    """A what-if changes the card, not who played it: Ann's green 12 now wins the green (rank.lead)."""
    wi = what_if(judge(["Ann=g5", "Ben=g9"]).trick, 0, parse_card("g12"))
    assert (str(wi.after.trick.plays[0]), wi.after.winner_name) == ("Ann=g12", "Ann")


@pytest.mark.parametrize(("reading", "listed"), [("mermaid", True), ("con", False)])
def test_the_changes_are_judged_under_the_rules_of_the_trick(reading: str, listed: bool) -> None:
    """con.rank, ruling.con-triangle: with First Mate Con, a Pirate and a Mermaid but no Skull King, the
    Mermaid wins under the "mermaid" reading only, so only there would Ann's Mermaid have won."""
    rules = RuleSet.from_options(deck="all", rulings={"con-triangle": reading})
    w = why_not(judge(["Ann=g5", "Ben=con", "Cat=rosie"], rules), 0)
    assert ((0, "mermaid", "con.rank") in _changes(w)) is listed


def test_a_card_taken_out_before_the_plank_s_pirate_keeps_it_removed() -> None:
    """plank.remove: plank:2 removes Rosie; without Ann's Skull King she is card 1 and still removed,
    so Cat's Bendt, the Pirate left, wins (rank.pirate)."""
    w = why_not(judge(["Ann=sk", "Ben=rosie", "Cat=bendt", "Dan=plank:2"]), 2)
    without_king = next(c for c in w.would_win_if if c.kind == "absent")
    assert (without_king.position, without_king.rule, without_king.verdict.trick.plank_target) == (0, "rank.pirate", 0)
    assert without_king.text.startswith("Without Ann's Skull King: Cat's Pirate Bendt the Bandit wins")


def test_the_plank_chooses_again_among_pirates_when_the_tigress_is_no_choice() -> None:
    """plank.remove, ruling.plank-tigress=no: without Rosie the Plank still chooses between Bendt and
    Harry, each choice a change of its own, as under the default reading."""
    rules = RuleSet.from_options(deck="all", rulings={"plank-tigress": "no"})
    w = why_not(judge(["Ann=g3", "Ben=rosie", "Cat=bendt", "Dan=plank:rosie", "Eve=harry"], rules), 4)
    ben = {c.kind: c for c in w.would_win_if if c.position == 1}
    assert (ben["card"].plank, ben["card"].verdict.winner) == (2, 4)
    assert (ben["absent"].plank, ben["absent"].verdict.winner) == (1, 3)


def test_a_card_of_another_kind_is_told_the_rule_that_beat_it() -> None:
    """rank.pirate: a numbered card loses to the first Pirate by the rule's own words; a second Pirate by
    being second (the card's kind is the winner's)."""
    v = judge(["Ann=rosie", "Ben=bendt", "Cat=g3"])
    said = (
        "Cat's green 3 lost to Ann's Pirate Rosie D'Laney: the first Pirate beats the Mermaids and every numbered card."
    )
    assert str(why_not(v, 2).text) == said
    assert "only the first one can win" in str(why_not(v, 1).text)


def test_mermaid_and_king_each_told_why_they_lost() -> None:
    """rank.mermaid-king: a second Mermaid lost because the first one takes it; the Skull King because a
    Mermaid is in the trick."""
    v = judge(["Ann=mermaid", "Ben=mermaid", "Cat=sk"])
    assert "only the first Mermaid played takes it, and theirs came first" in str(why_not(v, 1).text)
    assert "with a Mermaid and the Skull King in the trick, the first Mermaid wins" in str(why_not(v, 2).text)


def test_the_compact_verdict_names_whom_each_bonus_pays() -> None:
    """bonus.pirate: the brief verdict of a why-not or what-if gives each bonus its rule, points, card and the
    name of the player it pays (the JSON's ``player_name``)."""
    assert compact(judge(["Ann=sk", "Ben=rosie"]))["bonuses"] == [
        {"rule": "bonus.pirate", "points": 30, "card": 1, "player_name": "Ann"}
    ]


@pytest.mark.parametrize(
    ("ask", "english", "german"),
    [
        (
            lambda t: what_if(t, 5, "sk"),
            "there is no card 6 in this trick of 2 cards",
            "dieser Stich aus 2 Karten hat keine Karte 6",
        ),
        (
            lambda t: why_not(adjudicate(t), 2),
            "there is no card 3 in this trick of 2 cards",
            "dieser Stich aus 2 Karten hat keine Karte 3",
        ),
        (
            lambda t: what_if(t, 0, "Ben=sk"),
            "'Ben=sk': give the card alone; the player stays Ann",
            "'Ben=sk': gib nur die Karte an; der Spieler bleibt Ann",
        ),
        (
            lambda t: card_of(t, "Zed"),
            "no player is called 'Zed' in this trick; the players are Ann, Ben",
            "in diesem Stich heißt kein Spieler 'Zed'; die Spieler sind Ann, Ben",
        ),
    ],
)
def test_a_question_about_no_card_of_the_trick_is_refused_in_the_language(
    ask: Callable[[Trick], object], english: str, german: str
) -> None:
    """play.order: a what-if or why-not at a position the trick has no card at, a what-if's card given with a
    player, and a player the trick does not have are refusals (NO_SUCH_CARD, WHAT_IF_ALONE, NO_PLAYER): English
    as it was, and said in German by the catalogue, not left in English."""
    trick = Trick.of([Play(parse_card("g3"), "Ann"), Play(parse_card("sk"), "Ben")])
    with pytest.raises(SkrulesError) as caught:
        ask(trick)
    assert str(caught.value) == english
    assert localizer("de").refusal(caught.value) == german
    assert localizer("de").refused(caught.value.message) == german


@pytest.mark.parametrize("position", [1.5, True, "2", None])
def test_a_position_that_is_no_int_is_a_type_error_naming_the_argument(position: object) -> None:
    """play.order: why_not and what_if take a card's position as an int from 0; a float, a bool or a text is a
    TypeError naming the argument (1.5 failed deep inside, as a tuple index)."""
    trick = Trick.of(["Ann=g3", "Ben=sk"])
    with pytest.raises(TypeError, match=r"^why_not\(\) argument 'position' must be an int \(0 for the card led\)"):
        why_not(adjudicate(trick), position)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^what_if\(\) argument 'position' must be an int"):
        what_if(trick, position, "mermaid")  # type: ignore[arg-type]


@pytest.mark.parametrize("tokens", [["stingray", "escape", "loot"], ["escape", "stingray", "plank"]])
def test_a_stingray_its_escapes_beat_is_told_it_never_wins(tokens: list[str]) -> None:
    """exp.non-winning: the Expansion Pack's "Davy Jones' Locker, The Last Volley, The Spotted Stingray, and Walk
    the Plank are not escape cards ... the first escape played will win the trick". Asked why the Stingray lost
    to that Escape, the reason is about the Stingray, not the rule's title, which names the other three cards."""
    v = judge(tokens)
    ray = next(i for i, c in enumerate(v.trick.cards) if c.kind is Kind.STINGRAY)
    w = why_not(v, ray)
    assert (w.rule, w.beaten_by) == ("exp.non-winning", v.winner)
    assert str(w.text).endswith("'s Escape: the Spotted Stingray never wins a trick.")


@pytest.mark.parametrize(
    ("reading", "asked"), [("mermaid", 0), ("mermaid", 1), ("con", 1), ("con", 2)]
)  # fmt: skip
def test_a_card_beaten_in_cons_triangle_is_told_the_ruling_names_the_winner(reading: str, asked: int) -> None:
    """con.rank, ruling.con-triangle: with Con, a Mermaid and a Pirate and no Skull King each card beats another,
    so a card asked about lost because the ruling names the winner. Con's rule alone ("beats Pirates and loses to
    Mermaids and the Skull King") was given, which under the reading con contradicts the Mermaid's loss to him."""
    rules = RuleSet(modules=FULL_BOX, choices={"ruling.con-triangle": reading})
    v = judge(["Ann=con", "Ben=rosie", "Cat=mermaid"], rules)
    w = why_not(v, asked)
    assert (w.rule, w.beaten_by) == ("con.rank", v.winner)
    assert str(w.text).endswith("each beats another, and ruling.con-triangle names the winner.")
    assert "loses to Mermaids" not in str(w.text)


def test_a_what_if_paying_the_same_points_for_another_card_is_not_the_same_verdict() -> None:
    """bonus.black-fourteen, bonus.mermaid: Harry takes the black 14 (+20); had it been a Mermaid, he takes her
    (+20). The bonus row reads alike, but the verdict pays for another card: its Captures row says which, in
    every language, and the JSON names ``bonuses`` as changed. Paid for the same card, no such row."""
    v = judge(["b6", "y9", "harry", "b14"])
    wi = what_if(v.trick, 3, parse_card("mermaid"))
    assert ("Captures", "+20 for P4's black 14", "+20 for P4's Mermaid") in wi.rows()
    assert ("Bonus", "+20 for P3 if P3 makes the bid", "+20 for P3 if P3 makes the bid") in wi.rows()
    assert wi.changed_keys == ["card", "bonuses"] and not wi.same_verdict
    assert "The verdict is the same." not in what_if_text(wi)
    assert ("Captures", "+20 pour le 14\u00a0noir de P4", "+20 pour la Sirène de P4") in what_if_rows(wi, "fr")
    assert ("吃到的牌", "P4的黑色14（+20分）", "P4的美人鱼（+20分）") in what_if_rows(wi, "zh")  # noqa: RUF001
    same = what_if(judge(["g5", "g7", "p14"]).trick, 0, parse_card("g3"))
    assert "Captures" not in [fact for fact, _, _ in same.rows()] and same.same_verdict
