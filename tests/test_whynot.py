"""``skrules.whynot``: why a card did not win, the single changes that would have made it win, what if.

Cases cite the rules they exercise; the properties hold over random tricks: every suggested change,
judged again, makes the asked card win; the card that beat it is the verdict's winner; a what-if
with the same card changes nothing.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules import judge
from skrules.cards import Role, parse_card
from skrules.errors import DeckError, SkrulesError
from skrules.notation import Play
from skrules.rules import ADVANCED_GAME
from skrules.trick import Trick, Verdict, adjudicate
from skrules.whynot import Change, WhyNot, what_if, what_if_text, why_no_bonus, why_not, why_not_text

from .strategies import tricks


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
    """rank.king, then rank.mermaid-king once the Pirate is a Mermaid: winner, rule, bonus and next lead change."""
    wi = what_if(judge(["Ann=rosie", "Ben=sk", "Cat=g5"]).trick, 0, "mermaid")
    assert wi.before.winner == 1 and wi.after.winner == 0
    assert wi.changed == ["Card 1", "Winner", "Rule", "Bonus", "Next lead"]
    assert wi.as_dict()["changed"] == ["card", "winner", "rule", "bonus", "next_leader"]
    assert "rank.king  ->  rank.mermaid-king" in what_if_text(wi)


def test_what_if_refuses_an_impossible_trick_and_a_card_out_of_range() -> None:
    """box.copies: a second Skull King cannot be played."""
    trick = judge(["Ann=rosie", "Ben=sk", "Cat=g5"]).trick
    with pytest.raises(DeckError, match="cannot be"):
        what_if(trick, 0, "sk")
    with pytest.raises(SkrulesError, match="no card 4"):
        what_if(trick, 3, "g3")
    with pytest.raises(SkrulesError, match="no card 4"):
        why_not(judge(["Ann=rosie", "Ben=sk", "Cat=g5"]), 3)


def test_why_not_uses_the_rules_of_the_trick() -> None:
    """con.rank: with a RuleSet of the full box, First Mate Con's player is asked about too."""
    v = judge(["Ann=con", "Ben=sk", "Cat=rosie"])
    w = why_not(v, 0)
    assert w.beaten_by == 1 and w.rule == "rank.king"
    assert any(c.card is not None and c.card.role is Role.MERMAID for c in w.would_win_if)


# ------------------------------------------------------------------ properties


def _verdict(drawn: tuple[list[Play], object]) -> Verdict:
    plays, rules = drawn
    return adjudicate(Trick.of(plays, rules))  # type: ignore[arg-type]


def _check_change(c: Change, v: Verdict, i: int) -> None:
    """Judged again from scratch, the change makes the asked card win, and it is the asked player's card."""
    plays = list(v.trick.plays)
    if c.card is None:
        del plays[c.position]
    else:
        plays[c.position] = Play(c.card, plays[c.position].player)
    again = adjudicate(Trick.of(plays, v.trick.rules))
    assert again.winner == c.asked
    assert again.trick.plays[c.asked].player == v.trick.plays[i].player
    assert again.decided_by == c.rule


@given(tricks(modules=ADVANCED_GAME, max_players=5), st.data())
def test_every_change_rejudged_makes_the_card_win(drawn: tuple[list[Play], object], data: st.DataObject) -> None:
    """Every ``would_win_if`` change, re-judged, makes that player's card win (the ladder's rules, rank.*)."""
    v = _verdict(drawn)
    i = data.draw(st.integers(0, len(v.trick.plays) - 1))
    w = why_not(v, i)
    for c in w.would_win_if:
        _check_change(c, v, i)


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
