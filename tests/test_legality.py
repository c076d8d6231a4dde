"""Following suit (play.follow, play.special, play.free, play.hand) and the Wild 15's obligation."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules import RuleSet, parse_hand
from skrules.cards import Box, Card, Suit
from skrules.errors import DeckError, TrickError
from skrules.lead import Lead
from skrules.legality import Legality, check_trick, may_play
from skrules.messages import a_card
from skrules.notation import Play
from skrules.rules import FULL_BOX
from skrules.trick import NoSuit, Trick

from .strategies import all_cards, tricks

FULL = RuleSet(modules=FULL_BOX)


def play(hand: str, card: str, lead: str | None, rules: RuleSet = FULL) -> Legality:
    lead_state = {None: NoSuit.NOT_YET, "none": NoSuit.NONE}.get(lead) or Suit(lead)  # type: ignore[arg-type]
    return may_play(parse_hand(hand), Card.parse(card), lead_state, rules)


def test_play_follow_must_follow_the_lead_suit() -> None:
    """play.follow: holding yellow, a numbered card played on a yellow lead must be yellow."""
    finding = play("y5,b2,g9", "b2", "y")
    assert not finding.legal
    assert finding.rule == "play.follow"
    assert "the hand holds yellow 5:" in finding.reason  # named as a player says it, not typed as y5


def test_play_follow_black_lead_must_be_followed_with_black() -> None:
    """play.follow (research 10): black led, you must play black if you have it."""
    assert not play("b3,g9", "g9", "b").legal
    assert play("b3,g9", "b3", "b").legal


def test_play_free_not_forced_to_trump() -> None:
    """play.free (research 10): with no card of the lead suit, any card may be played, black or not."""
    assert play("b3,g9", "g9", "y").legal
    assert play("b3,g9", "b3", "y").legal


def test_play_special_may_always_be_played() -> None:
    """play.special: a special card may be played even when the hand holds the lead suit."""
    for card in ("escape", "sk", "mermaid", "pirate", "kraken", "loot", "tigress", "con", "plank"):
        assert play(f"y5,{card}", card, "y").legal, card


def test_play_free_without_a_lead_suit() -> None:
    """play.free, lead.character: with no suit to follow, any numbered card may be played."""
    assert play("y5,b2", "b2", "none").legal
    assert play("y5,b2", "b2", None).legal


def test_play_hand_the_card_must_come_from_the_hand() -> None:
    """play.hand: a card the hand does not hold cannot have been played from it."""
    finding = play("y5,b2", "g9", "y")
    assert not finding.legal
    assert finding.rule == "play.hand"


def test_following_with_the_lead_suit_is_legal() -> None:
    """play.follow: a card of the lead suit is always allowed."""
    assert play("y5,y9,b2", "y9", "y").legal


def test_ruling_wild_follow_must_obliges() -> None:
    """ruling.wild-follow=must: a Wild 15 in hand obliges like a card of the standard lead suit."""
    finding = play("wild15,b2", "b2", "g")
    assert not finding.legal
    assert finding.ruling == ("ruling.wild-follow", "must")


def test_ruling_wild_follow_may_does_not_oblige() -> None:
    """ruling.wild-follow=may: holding only the Wild 15, any card may be played on a standard lead."""
    rules = FULL.with_rulings({"wild-follow": "may"})
    assert play("wild15,b2", "b2", "g", rules).legal


def test_wild_on_a_black_lead_does_not_follow() -> None:
    """wild.black, play.follow: the Wild 15 is not black, so holding black it may not be played on black."""
    assert not play("wild15,b2", "wild15", "b").legal
    assert play("wild15,g2", "wild15", "b").legal


def test_check_trick_reports_illegal_plays_in_order() -> None:
    """play.follow: check_trick judges every play whose hand is known, with its position and player."""
    trick = Trick.of(["Ann=y3", "Ben=b2", "Cat=y7"])
    findings = check_trick(trick, {"Ben": parse_hand("y5,b2"), "Cat": parse_hand("y7,y1")})
    assert [(f.position, f.player, f.legal) for f in findings] == [(1, "Ben", False), (2, "Cat", True)]


def test_check_trick_uses_the_lead_known_when_each_card_was_played() -> None:
    """lead.escape, play.follow: after an Escape lead, the second card sets the suit the third must follow."""
    trick = Trick.of(["Ann=escape", "Ben=g4", "Cat=p9"])
    assert check_trick(trick, {"Ben": parse_hand("g4,p1")})[0].legal
    assert not check_trick(trick, {"Cat": parse_hand("p9,g2")})[0].legal


def test_check_trick_volley_second_card_is_judged_against_the_rest_of_the_hand() -> None:
    """volley.extra, play.follow: the Last Volley's extra card comes from what is left in the hand."""
    trick = Trick.of(["Ann=g3", "Ben=volley", "Cat=g7", "Ben=b9"])
    findings = check_trick(trick, {"Ben": parse_hand("volley,b9,g1")})
    assert [f.legal for f in findings] == [True, False]


def test_check_trick_exempt_positions() -> None:
    """two.flip: an exempt play (Graybeard's ghost) need not follow suit."""
    trick = Trick.of(["Ann=y3", "Ghost=b2", "Ben=y7"])
    findings = check_trick(trick, {"Ghost": parse_hand("y5,b2")}, exempt={1: "two.flip"})
    assert findings[0].legal
    assert findings[0].rule == "two.flip"


def test_check_trick_an_exempt_play_still_comes_from_the_hand() -> None:
    """play.hand, mary.power: an exempt play need not follow suit, but it is still a card of the hand."""
    trick = Trick.of(["Ann=g3", "Ben=y5"])
    (finding,) = check_trick(trick, {"Ben": parse_hand("g2,g9")}, exempt={1: "mary.power"})
    assert (finding.legal, finding.rule, finding.reason) == (
        False,
        "play.hand",
        "the hand (green 2, green 9) does not hold the yellow 5",
    )
    (finding,) = check_trick(trick, {"Ben": parse_hand("g2,y5")}, exempt={1: "mary.power"})
    assert (finding.legal, finding.rule) == (True, "mary.power")


def test_check_trick_hand_for_someone_not_playing_is_refused() -> None:
    """A hand given for a player who is not in the trick is a mistake in the input."""
    with pytest.raises(TrickError, match="plays no card"):
        check_trick(Trick.of(["Ann=y3", "Ben=b2"]), {"Cat": parse_hand("y1")})


def test_check_trick_hands_and_trick_must_fit_in_one_box() -> None:
    """box.copies: a card in a hand cannot also be played by someone else."""
    with pytest.raises(DeckError, match="yellow 14 is in 2 places"):
        check_trick(Trick.of(["Ann=y14", "Ben=b2"]), {"Ben": parse_hand("b2,y14")})


@given(tricks(), st.data())
def test_a_play_from_a_hand_of_the_lead_suit_alone_is_legal_exactly_when_it_follows(
    trick: tuple[list[Play], RuleSet], data: st.DataObject
) -> None:
    """play.follow, play.special: with a hand of only the played card plus lead-suit cards, only followers pass."""
    plays, rules = trick
    t = Trick.of(plays, rules)
    i = data.draw(st.integers(0, len(plays) - 1))
    if i == t.volley_extra:
        return
    card = plays[i].card
    lead = t.lead_before[i]
    box = Box(rules.modules)
    used = {p.card.box_key for p in plays}
    spare = [
        c
        for c in box.cards()
        if c.box_key not in used
        and c.is_number
        and c.face.value == "standard"
        and getattr(lead, "value", None) == c.suit.value  # type: ignore[union-attr]  # a standard number has a suit
    ]
    hand = [card.undeclared, *spare[:2]]
    finding = may_play(hand, card, lead, rules, plays_as=t.suits[i])
    follows = t.suits[i] is lead
    expected = card.is_special or follows or not spare or not hasattr(lead, "label")
    assert finding.legal == expected


@given(st.sampled_from(["base", "advanced", "all"]), st.data())
def test_the_box_counts_copies_on_keys_as_it_does_card_by_card(deck: str, data: st.DataObject) -> None:
    """box.copies: ``fits`` on the cards' integer keys agrees with counting each card against the box."""
    box = RuleSet.from_options(deck=deck).box
    cards = data.draw(st.lists(st.sampled_from([*box.cards(), Card.parse("davy")]), max_size=40))
    have = box.copies()
    counted = {c.box_key: sum(1 for d in cards if d.box_key == c.box_key) for c in cards}
    expected = all(have.get(key, 0) >= n for key, n in counted.items())
    assert box.fits(cards) == expected


@pytest.mark.parametrize(
    ("edition", "hand", "message"),
    [
        ("2013", "g14,y5", "card 1 of Ben's hand: there is no 14 in the 2013 edition"),
        ("2013", "y5,tigress:pirate", "card 2 of Ben's hand: there is no Tigress in the 2013 edition"),
        (None, "scary-mary:pirate,y5", "card 1 of Ben's hand: Scary Mary is the 2013 edition's card"),
    ],
)
def test_a_hand_holds_only_cards_of_the_edition(edition: str | None, hand: str, message: str) -> None:
    """box.copies, first.deck: a hand's cards are checked against the deck like played ones, saying where."""
    from skrules.notation import parse_plays

    rules = RuleSet.from_options(edition=edition)
    trick = Trick.of(parse_plays(["Ann=g5", "Ben=y5"]), rules)
    with pytest.raises(DeckError, match=message):
        check_trick(trick, {"Ben": parse_hand(hand)})


def test_a_hand_card_outside_the_deck_says_where() -> None:
    """box.copies: a card of a module left out of the deck, named with its place in the hand."""
    from skrules.notation import parse_plays

    trick = Trick.of(parse_plays(["Ann=g5", "Ben=y5"]), RuleSet.from_options(deck="base"))
    with pytest.raises(DeckError, match=r"card 1 of Ben's hand: Kraken is not in this deck"):
        check_trick(trick, {"Ben": parse_hand("kraken,y5")})


_CODE = re.compile(r"\b(?:[gypb]\d{1,2}x?|wild15|sk)\b")  # a card as typed: g7, y0x, wild15, sk


@given(
    st.lists(st.sampled_from(all_cards()), max_size=6, unique_by=lambda c: c.key),
    st.sampled_from(all_cards()),
    st.sampled_from([*Suit, NoSuit.NONE]),
)
def test_a_refused_play_names_the_cards_as_a_player_says_them(hand: list[Card], card: Card, lead: Lead) -> None:
    """play.hand, play.follow: the English reason a play is refused names every card it lists
    ("the green 2"), never by the code it was typed as ("g2")."""
    finding = may_play(hand, card, lead, FULL)
    if finding.legal:
        return
    assert _CODE.search(finding.reason) is None, finding.reason
    if finding.rule == "play.hand":
        assert f"does not hold {a_card(card)}" in finding.reason
    else:
        assert finding.rule == "play.follow"
        named = [c.label for c in hand if c.key != card.key and c.is_number]
        assert any(label in finding.reason for label in named), finding.reason
