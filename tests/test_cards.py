"""The box (box.suits, box.specials, box.advanced, box.copies, exp.cards) and the notation parsers."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules import Card, RuleSet
from skrules.cards import Box, Face, Kind, Module, Pirate, Role, Suit, canonical_words, parse_card
from skrules.errors import DeckError, NotationError, SkrulesError
from skrules.i18n import localizer
from skrules.notation import parse_hand, parse_play, parse_plays
from skrules.rules import ADVANCED_GAME, BASE_GAME, FULL_BOX


def test_box_suits_four_suits_of_fourteen() -> None:
    """box.suits: 56 numbered cards, 1 to 14 in each of four suits; black is trump."""
    numbers = [c for c in Box(BASE_GAME).cards() if c.is_number]
    assert len(numbers) == 56
    assert {(c.suit, c.rank) for c in numbers} == {(s, n) for s in Suit for n in range(1, 15)}
    assert Suit.BLACK.is_trump and not Suit.GREEN.is_trump


def test_box_specials_base_deck_has_70_cards() -> None:
    """box.specials: 5 Escapes, 5 Pirates, the Tigress, the Skull King and 2 Mermaids: 70 cards."""
    box = Box(BASE_GAME)
    assert box.size == 70
    copies = box.copies()
    assert copies["escape"] == 5
    assert copies["mermaid"] == 2
    assert copies["sk"] == 1
    assert copies["tigress"] == 1
    assert {p.value for p in (Pirate.ROSIE, Pirate.BENDT, Pirate.RASCAL, Pirate.JUANITA, Pirate.HARRY)} <= set(copies)
    assert "mary" not in copies


def test_box_advanced_adds_loot_kraken_whale() -> None:
    """box.advanced: 2 Loot, the Kraken and the White Whale make 74 cards."""
    box = Box(ADVANCED_GAME)
    assert box.size == 74
    assert box.copies()["loot"] == 2


def test_exp_cards_expansion_adds_nineteen() -> None:
    """exp.cards: the Expansion Pack adds 19 cards: per suit a 7, an 8 and a 0/14; the Wild 15; Mary; five specials."""
    assert Box(FULL_BOX).size == 74 + 19
    expansion = [c for c in Box(FULL_BOX).cards() if c.module is not Module.BASE and c.module not in ADVANCED_GAME]
    assert len(expansion) == 19


def test_exp_cards_numbers_wild_and_mary_come_together() -> None:
    """exp.cards: the extra numbers, the Wild 15 and Mary Thorne come with any other expansion card."""
    rules = RuleSet(modules=frozenset({Module.DAVY}))
    assert Module.EXPANSION in rules.modules


def test_max_players_eight_without_expansion() -> None:
    """setup.players, exp.players: eight players at most with the base box; more with the Expansion Pack."""
    assert RuleSet().max_players == 8
    assert RuleSet(modules=FULL_BOX).max_players > 9


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("G14", Card.number("g", 14)),
        ("green-14", Card.number("g", 14)),
        ("Parrot 3", Card.number("g", 3)),
        ("skull-king", Card(Kind.SKULL_KING)),
        ("Skull King", Card(Kind.SKULL_KING)),
        ("esc", Card(Kind.ESCAPE)),
        ("Rosie D'Laney", Card.named(Pirate.ROSIE)),
        ("harry-the-giant", Card.named("harry")),
        ("TIGRESS:PIRATE", Card.tigress(Role.PIRATE)),
        ("white whale", Card(Kind.WHITE_WHALE)),
        ("Davy Jones' Locker", Card(Kind.DAVY)),
        ("y8x", Card.number("y", 8, Face.EXTRA)),
        ("b0x", Card.number("b", 0, Face.ZERO_FOURTEEN)),
        ("wild15:P", Card.wild("p")),
        ("mary-thorne", Card.named(Pirate.MARY)),
    ],
)
def test_aliases(text: str, card: Card) -> None:
    """Notation: full names and aliases read as the canonical card."""
    assert Card.parse(text) == card


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("g15", "1 to 14"),
        ("p0", "0/14 card is 'p0x'"),
        ("y9x", "a 7, an 8 and a 0/14"),
        ("wild15:b", "never be black"),
        ("tigress:maybe", "declare the Tigress"),
        ("mermiad", "did you mean 'mermaid'"),
        ("", "empty"),
        ("q3", "not a card"),
    ],
)
def test_bad_cards_say_what_would_be_right(text: str, words: str) -> None:
    """Notation errors quote the text and say what is right."""
    with pytest.raises(NotationError) as caught:
        Card.parse(text)
    assert words in str(caught.value)


def test_play_token_with_player_and_plank_choice() -> None:
    """A token is [PLAYER=]CARD[:CHOICE]; Walk the Plank's choice is kept for the trick to resolve."""
    p = parse_play("Ann=plank:rosie", 3)
    assert (p.player, p.card.kind, p.target) == ("Ann", Kind.PLANK, "rosie")
    assert parse_play("mermaid", 2).player == "P3"
    assert str(parse_play("Ann=tigress:pirate")) == "Ann=tigress:pirate"


def test_bad_player_name() -> None:
    """Player names have no spaces, commas or colons."""
    with pytest.raises(NotationError, match="not a player name"):
        parse_play("=g3", 0)


def test_hand_parsing() -> None:
    """A hand is cards separated by commas or spaces; the Tigress and the Wild 15 stay undeclared."""
    assert parse_hand("g3, y5 tigress wild15") == [
        Card.number("g", 3),
        Card.number("y", 5),
        Card(Kind.TIGRESS),
        Card.wild(),
    ]
    with pytest.raises(NotationError, match="card 2 'y55'"):
        parse_hand("g3,y55")


def test_deck_check_names_the_excess_copy() -> None:
    """box.copies: the error points at the first copy too many."""
    with pytest.raises(DeckError) as caught:
        Box(BASE_GAME).check([Card(Kind.MERMAID)] * 3)
    assert caught.value.position == 2


def test_missing_from_lists_undealt_cards() -> None:
    """Box.missing_from: what is left of the deck after some cards (Juanita's and Bendt's view)."""
    box = Box(BASE_GAME)
    dealt = [Card.number("g", 1), Card(Kind.ESCAPE)]
    left = box.missing_from(dealt)
    assert len(left) == box.size - 2
    assert sum(c.kind is Kind.ESCAPE for c in left) == 4


@given(st.text(max_size=30))
def test_parse_card_fuzz_never_raises_anything_but_a_notation_error(text: str) -> None:
    """Any text either is a card or gets a NotationError, never another exception."""
    try:
        card = parse_card(text)
    except NotationError as err:
        assert str(err)
    else:
        assert parse_card(str(card)) == card


@given(
    st.lists(st.sampled_from([*canonical_words(), "Ann=", "=", ":", "plank:", "x", "15", "tigress"]), max_size=8).map(
        lambda words: [w if i % 3 else w + w[:2] for i, w in enumerate(words)]
    )
)
def test_parse_plays_fuzz(words: list[str]) -> None:
    """Random tokens read as plays or fail with a SkrulesError that points at the first bad card and names
    every later one where it stands, as each alone is refused (one reading mends the whole trick)."""
    bad = {}
    for j, word in enumerate(words):
        try:
            parse_play(word, j)
        except SkrulesError as alone:
            bad[j] = alone.said()
    try:
        plays = parse_plays(words)
    except SkrulesError as err:
        assert err.position == min(bad), (err.position, bad)
        first, *later = bad.values()
        assert str(err) == (f"{first}; also {'; '.join(later)}" if later else first), bad
    else:
        assert not bad and len(plays) == len(words)


def test_a_trick_with_two_bad_cards_names_both_in_the_language_asked() -> None:
    """Each bad card where it is, the first one pointed at (the form marks it), in English and in French."""
    with pytest.raises(NotationError) as caught:
        parse_plays(["g5", "zz", "b3", "Ann=qq"])
    err = caught.value
    assert (err.position, err.token) == (1, "zz")
    assert str(err) == "card 2 'zz': not a card; also card 4 'Ann=qq': not a card"
    said = "carte 2 'zz' : ce n'est pas une carte ; aussi carte 4 'Ann=qq' : ce n'est pas une carte"
    assert localizer("fr").refusal(err) == said.replace(" :", "\xa0:").replace(" ;", "\xa0;")  # French spacing


@given(st.text(max_size=40))
def test_parse_hand_fuzz(text: str) -> None:
    """Any text is a hand or a NotationError."""
    try:
        parse_hand(text)
    except NotationError as err:
        assert "card" in str(err) or "empty" in str(err)
