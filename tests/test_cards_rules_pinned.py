"""The cards and the box, pinned to exact values: which cards can exist, their text, their roles,
the notation's refusals word for word, and the box's copy counts and messages.

Rules exercised: box.suits, box.specials, box.advanced, box.copies, exp.cards, exp.zero-fourteen,
wild.name, wild.black, tigress.declare, loot.escape, mary.pirate, exp.non-winning.
"""

from __future__ import annotations

from typing import Required, TypedDict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules import judge
from skrules.cards import Box, Card, Face, Kind, Pirate, Role, Suit, canonical_words, normalize, parse_card, suggest
from skrules.errors import DeckError, NotationError
from skrules.rules import ADVANCED_GAME, BASE_GAME

G, B = Suit.GREEN, Suit.BLACK
WILD_SUITS = "the Wild 15 is a 15 of green, purple or yellow"
NEEDS_SUIT = "a numbered card needs a suit"
NUMBER_PLAIN = "a numbered card has no pirate or declaration"
PIRATE_NAME = "only a Pirate card has a pirate name"
TIGRESS_ONLY = "only the Tigress and Scary Mary are declared, as a Pirate or an Escape"


class CardFields(TypedDict, total=False):
    """The keyword arguments of ``Card(...)``, as the parametrized cases spell them."""

    kind: Required[Kind]
    suit: Suit | None
    rank: int | None
    pirate: Pirate | None
    declared: Role | None
    face: Face


# ---------------------------------------------------------------------------- which cards exist


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        # box.suits: 1 to 14 in each suit, a suit always
        ({"kind": Kind.NUMBER, "suit": G, "rank": 0}, "no standard card numbered 0"),
        ({"kind": Kind.NUMBER, "suit": G, "rank": 15}, "no standard card numbered 15"),
        ({"kind": Kind.NUMBER, "suit": None, "rank": 5}, NEEDS_SUIT),
        ({"kind": Kind.NUMBER, "suit": G, "rank": None}, "no standard card numbered None"),
        # exp.cards: the extra 7 and 8 only
        ({"kind": Kind.NUMBER, "suit": G, "rank": 6, "face": Face.EXTRA}, "no extra card numbered 6"),
        ({"kind": Kind.NUMBER, "suit": G, "rank": 9, "face": Face.EXTRA}, "no extra card numbered 9"),
        ({"kind": Kind.NUMBER, "suit": None, "rank": 7, "face": Face.EXTRA}, NEEDS_SUIT),
        # exp.zero-fourteen: declared 0 or 14, nothing between or beyond
        ({"kind": Kind.NUMBER, "suit": G, "rank": 1, "face": Face.ZERO_FOURTEEN}, "no zero-fourteen card numbered 1"),
        ({"kind": Kind.NUMBER, "suit": G, "rank": 13, "face": Face.ZERO_FOURTEEN}, "no zero-fourteen card numbered 13"),
        ({"kind": Kind.NUMBER, "suit": G, "rank": 15, "face": Face.ZERO_FOURTEEN}, "no zero-fourteen card numbered 15"),
        # wild.name, wild.black: a 15, never black
        ({"kind": Kind.NUMBER, "suit": G, "rank": 14, "face": Face.WILD}, WILD_SUITS),
        ({"kind": Kind.NUMBER, "suit": None, "rank": 16, "face": Face.WILD}, WILD_SUITS),
        ({"kind": Kind.NUMBER, "suit": B, "rank": 15, "face": Face.WILD}, WILD_SUITS),
        # a numbered card carries no pirate name and no declaration
        ({"kind": Kind.NUMBER, "suit": G, "rank": 5, "pirate": Pirate.ROSIE}, NUMBER_PLAIN),
        ({"kind": Kind.NUMBER, "suit": G, "rank": 5, "declared": Role.PIRATE}, NUMBER_PLAIN),
        ({"kind": Kind.NUMBER, "suit": None, "rank": 15, "face": Face.WILD, "declared": Role.ESCAPE}, NUMBER_PLAIN),
        # box.specials: a special card has no suit, no number and no printing of its own
        ({"kind": Kind.SKULL_KING, "suit": G}, "skull king has no suit or number"),
        ({"kind": Kind.MERMAID, "rank": 3}, "mermaid has no suit or number"),
        ({"kind": Kind.ESCAPE, "face": Face.EXTRA}, "escape has no suit or number"),
        ({"kind": Kind.PIRATE, "suit": G, "rank": 3}, "pirate has no suit or number"),
        ({"kind": Kind.TIGRESS, "face": Face.WILD}, "tigress has no suit or number"),
        # only a Pirate is named
        ({"kind": Kind.TIGRESS, "pirate": Pirate.ROSIE}, PIRATE_NAME),
        ({"kind": Kind.SKULL_KING, "pirate": Pirate.MARY}, PIRATE_NAME),
        # tigress.declare: only the Tigress, and only as a Pirate or an Escape
        ({"kind": Kind.MERMAID, "declared": Role.PIRATE}, TIGRESS_ONLY),
        ({"kind": Kind.PIRATE, "declared": Role.ESCAPE}, TIGRESS_ONLY),
        ({"kind": Kind.TIGRESS, "declared": Role.MERMAID}, TIGRESS_ONLY),
        ({"kind": Kind.TIGRESS, "declared": Role.UNDECLARED}, TIGRESS_ONLY),
    ],
)
def test_box_impossible_cards_are_refused_with_the_reason(fields: CardFields, message: str) -> None:
    """box.suits, box.specials, exp.cards, exp.zero-fourteen, wild.black, tigress.declare: no impossible card."""
    with pytest.raises(ValueError) as caught:
        Card(**fields)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("fields", "text", "role"),
    [
        ({"kind": Kind.NUMBER, "suit": G, "rank": 1}, "g1", Role.NUMBER),
        ({"kind": Kind.NUMBER, "suit": B, "rank": 14}, "b14", Role.NUMBER),
        ({"kind": Kind.NUMBER, "suit": G, "rank": 7, "face": Face.EXTRA}, "g7x", Role.NUMBER),
        ({"kind": Kind.NUMBER, "suit": B, "rank": 8, "face": Face.EXTRA}, "b8x", Role.NUMBER),
        ({"kind": Kind.NUMBER, "suit": G, "rank": 0, "face": Face.ZERO_FOURTEEN}, "g0x", Role.NUMBER),
        ({"kind": Kind.NUMBER, "suit": B, "rank": 14, "face": Face.ZERO_FOURTEEN}, "b14x", Role.NUMBER),
        ({"kind": Kind.NUMBER, "rank": 15, "face": Face.WILD}, "wild15", Role.NUMBER),
        ({"kind": Kind.NUMBER, "suit": Suit.YELLOW, "rank": 15, "face": Face.WILD}, "wild15:y", Role.NUMBER),
        ({"kind": Kind.PIRATE}, "pirate", Role.PIRATE),
        ({"kind": Kind.PIRATE, "pirate": Pirate.MARY}, "mary", Role.PIRATE),
        ({"kind": Kind.TIGRESS}, "tigress", Role.UNDECLARED),
        ({"kind": Kind.TIGRESS, "declared": Role.PIRATE}, "tigress:pirate", Role.PIRATE),
        ({"kind": Kind.TIGRESS, "declared": Role.ESCAPE}, "tigress:escape", Role.ESCAPE),
        ({"kind": Kind.ESCAPE}, "escape", Role.ESCAPE),
        ({"kind": Kind.LOOT}, "loot", Role.ESCAPE),
        ({"kind": Kind.SKULL_KING}, "sk", Role.SKULL_KING),
        ({"kind": Kind.MERMAID}, "mermaid", Role.MERMAID),
        ({"kind": Kind.FIRST_MATE}, "con", Role.FIRST_MATE),
        ({"kind": Kind.KRAKEN}, "kraken", Role.KRAKEN),
        ({"kind": Kind.WHITE_WHALE}, "whale", Role.WHITE_WHALE),
        ({"kind": Kind.STINGRAY}, "stingray", Role.STINGRAY),
        ({"kind": Kind.PLANK}, "plank", Role.NON_WINNING),
        ({"kind": Kind.VOLLEY}, "volley", Role.NON_WINNING),
        ({"kind": Kind.DAVY}, "davy", Role.NON_WINNING),
    ],
)
def test_box_every_possible_card_has_its_text_and_role(fields: CardFields, text: str, role: Role) -> None:
    """box.specials, tigress.declare, loot.escape, mary.pirate, exp.non-winning: each card's text and role."""
    card = Card(**fields)
    assert (str(card), card.role) == (text, role)
    assert parse_card(text) == card
    assert repr(card) == f"Card.parse({text!r})"


def test_box_named_constructors_build_the_cards_they_name() -> None:
    """box.suits, exp.cards, tigress.declare, wild.name: the constructors fill every field."""
    extra = Card.number("y", 7, Face.EXTRA)
    assert (extra.kind, extra.suit, extra.rank, extra.face) == (Kind.NUMBER, Suit.YELLOW, 7, Face.EXTRA)
    plain = Card.number(Suit.PURPLE, 12)
    assert (plain.kind, plain.suit, plain.rank, plain.face) == (Kind.NUMBER, Suit.PURPLE, 12, Face.STANDARD)
    rosie = Card.named("rosie")
    assert (rosie.kind, rosie.pirate, rosie.role) == (Kind.PIRATE, Pirate.ROSIE, Role.PIRATE)
    for role in (Role.PIRATE, Role.ESCAPE):
        tigress = Card.tigress(role)
        assert (tigress.kind, tigress.declared, tigress.role) == (Kind.TIGRESS, role, role)
    assert Card.tigress().role is Role.UNDECLARED
    wild = Card.wild("p")
    assert (wild.kind, wild.suit, wild.rank, wild.face) == (Kind.NUMBER, Suit.PURPLE, 15, Face.WILD)
    unsuited = Card.wild()
    assert (unsuited.kind, unsuited.suit, unsuited.rank, unsuited.face) == (Kind.NUMBER, None, 15, Face.WILD)
    assert str(Card.wild(Suit.GREEN)) == "wild15:g"
    assert Card.parse("wild15:y").undeclared == Card.wild()
    assert Card.parse("tigress:escape").undeclared == Card.tigress()


def test_exp_zero_fourteen_declared_zero_is_a_number_that_sets_and_wins_the_suit() -> None:
    """exp.zero-fourteen, lead.escape, rank.lead: the 0/14 card declared 0 is a real number, the trick's only one."""
    card = parse_card("g0x")
    assert (card.rank, card.face, card.role) == (0, Face.ZERO_FOURTEEN, Role.NUMBER)
    verdict = judge(["escape", "g0x"])
    assert verdict.winner == 1
    assert verdict.trace.rules == ["lead.escape", "exp.zero-fourteen", "rank.lead", "next.winner"]


# ---------------------------------------------------------------------------- the notation


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("g1", "g1"),
        ("G14", "g14"),
        ("green-14", "g14"),
        ("Parrot 3", "g3"),
        ("map_9", "p9"),
        ("chest 7x", "y7x"),
        ("y8x", "y8x"),
        ("parrot-0x", "g0x"),
        ("trump14x", "b14x"),
        ("jolly-roger 1", "b1"),
        ("wild15", "wild15"),
        ("Wild-15", "wild15"),
        ("w15:g", "wild15:g"),
        ("wild15:P", "wild15:p"),
        ("wild:chest", "wild15:y"),
        ("wild15:green", "wild15:g"),
        ("  SK ", "sk"),
        ("skull_king", "sk"),
        ("Skull King", "sk"),
        ("Davy Jones\u2019 Locker", "davy"),
        ("Davy Jones' Locker", "davy"),
        ("Rosie D'Laney", "rosie"),
        ("tigress", "tigress"),
        ("Tigress:P", "tigress:pirate"),
        ("tigress-escape", "tigress:escape"),
        ("siren", "mermaid"),
        ("king", "sk"),
        ("last volley", "volley"),
        ("mary-thorne", "mary"),
    ],
)
def test_notation_reads_every_spelling_as_the_canonical_card(text: str, canonical: str) -> None:
    """Notation (box.suits, exp.cards, wild.name): case, spaces, underscores and apostrophes fold away."""
    assert str(parse_card(text)) == canonical


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty card"),
        ("   ", "empty card"),
        ("tigress:maybe", "declare the Tigress as 'tigress:pirate' or 'tigress:escape'"),
        ("Tigress-Maybe", "declare the Tigress as 'tigress:pirate' or 'tigress:escape'"),
        ("wild15:q", "the Wild 15 names green, purple or yellow: wild15:g, wild15:p or wild15:y"),
        ("wild15:b", "the Wild 15 can never be black (trump)"),
        ("wild15:black", "the Wild 15 can never be black (trump)"),
        ("g15x", "the Wild 15 is written 'wild15' (or 'wild15:g' to name its suit)"),
        ("g16x", "the Expansion Pack adds a 7, an 8 and a 0/14 to each suit (g7x, g8x, g0x or g14x)"),
        ("g9x", "the Expansion Pack adds a 7, an 8 and a 0/14 to each suit (g7x, g8x, g0x or g14x)"),
        ("y6x", "the Expansion Pack adds a 7, an 8 and a 0/14 to each suit (y7x, y8x, y0x or y14x)"),
        ("p1x", "the Expansion Pack adds a 7, an 8 and a 0/14 to each suit (p7x, p8x, p0x or p14x)"),
        ("y13x", "the Expansion Pack adds a 7, an 8 and a 0/14 to each suit (y7x, y8x, y0x or y14x)"),
        ("g0", "green runs from 1 to 14; the Expansion Pack's 0/14 card is 'g0x'"),
        ("b0", "black runs from 1 to 14; the Expansion Pack's 0/14 card is 'b0x'"),
        ("g15", "green runs from 1 to 14; the Wild 15 is 'wild15:g'"),
        ("chest15", "yellow runs from 1 to 14; the Wild 15 is 'wild15:y'"),
        ("b15", "black runs from 1 to 14"),
        ("g16", "green runs from 1 to 14"),
        ("p99", "purple runs from 1 to 14"),
        (
            "q3",
            "not a card; a numbered card is its suit's letter and its number: g3, p3, y3, b3 (g green, p purple, "
            "y yellow, b black)",
        ),
        ("zzzzzz", "not a card"),
        ("mermiad", "not a card; did you mean 'mermaid'?"),
        ("G 14 X", "not a card; did you mean 'g14x'?"),
        # the 0/14 card with its declaration typed after it: the card declared so, never the plain 14
        ("g0x:14", "not a card; did you mean 'g14x'?"),
        ("g14x:0", "not a card; did you mean 'g0x'?"),
        (  # tigress.declare: a card that takes no declaration says so, not "did you mean 'pirates'?"
            "pirate:escape",
            "'pirate' takes no declaration: only the Tigress (tigress:pirate), Scary Mary, the Wild 15 (wild15:g) "
            "and Walk the Plank (plank:rosie) take a word after ':'",
        ),
        (
            "sirène:fuite",
            "'sirène' takes no declaration: only the Tigress (tigress:pirate), Scary Mary, the Wild 15 "
            "(wild15:g) and Walk the Plank (plank:rosie) take a word after ':'",
        ),
        ("b0:14", "not a card; did you mean 'b14x'?"),
        # a number written before its suit is read as the same card, and refused the same way
        ("15g", "green runs from 1 to 14; the Wild 15 is 'wild15:g'"),
        ("15 green", "green runs from 1 to 14; the Wild 15 is 'wild15:g'"),
        ("9gx", "the Expansion Pack adds a 7, an 8 and a 0/14 to each suit (g7x, g8x, g0x or g14x)"),
    ],
)
def test_notation_refusals_name_the_token_and_what_would_be_right(text: str, message: str) -> None:
    """Notation (box.suits, exp.cards, exp.zero-fourteen, wild.name, wild.black, tigress.declare): exact refusals."""
    with pytest.raises(NotationError) as caught:
        parse_card(text)
    err = caught.value
    assert (err.message, err.token, err.position) == (message, text, None)
    assert str(err) == f"{text!r}: {message}"


def test_notation_numbers_at_the_edges_of_each_range() -> None:
    """box.suits, exp.cards, exp.zero-fourteen: 1 and 14 are standard; 7x and 8x extra; 0x and 14x the 0/14 card."""
    cases = {
        "g1": (1, Face.STANDARD),
        "g14": (14, Face.STANDARD),
        "g7x": (7, Face.EXTRA),
        "g8x": (8, Face.EXTRA),
        "g0x": (0, Face.ZERO_FOURTEEN),
        "g14x": (14, Face.ZERO_FOURTEEN),
    }
    for text, (rank, face) in cases.items():
        card = parse_card(text)
        assert (card.kind, card.suit, card.rank, card.face) == (Kind.NUMBER, Suit.GREEN, rank, face), text


def test_notation_normalize_folds_case_spaces_underscores_and_apostrophes() -> None:
    """Notation: the folding every alias lookup relies on."""
    assert normalize("  Davy Jones\u2019 Locker ") == "davy-jones-locker"
    assert normalize("Rosie D'Laney") == "rosie-dlaney"
    assert normalize("skull__king  x") == "skull-king-x"


def test_notation_canonical_words_list_every_accepted_word() -> None:
    """Notation (box.suits, exp.cards, wild.name): the words suggestions are drawn from."""
    words = canonical_words()
    assert words == sorted(words)
    assert len(words) == 143  # 131, and Scary Mary's 12 words (first.mary)
    for word in ("g1", "g14", "b14", "g0x", "b7x", "y8x", "p14x", "wild15", "wild", "wild15:g", "wild15:p", "wild15:y"):
        assert word in words, word
    for word in ("mermaid", "tigress", "tigress:pirate", "sk", "rosie", "davy", "scary-mary", "scary-mary:escape"):
        assert word in words, word
    for word in ("g0", "g15", "g1x", "g9x", "g15x", "wild15:b", "WILD15:G", "G1"):
        assert word not in words, word


def test_notation_suggest_offers_the_nearest_word_or_nothing() -> None:
    """Notation: "did you mean" for a near miss, nothing for a far one."""
    assert suggest("Mermiad") == "not a card; did you mean 'mermaid'?"
    assert suggest("skul king") == "not a card; did you mean 'skull-king'?"
    assert suggest("zzzzzz") == "not a card"


# ---------------------------------------------------------------------------- the box


@pytest.mark.parametrize(
    ("cards", "message", "position", "token"),
    [
        (
            [Card(Kind.MERMAID)] * 3,
            "Mermaid appears 3 times in this trick (cards 1, 2, 3); the box holds 2 copies",
            2,
            "mermaid",
        ),
        (
            [Card.number("g", 3), Card(Kind.SKULL_KING), Card(Kind.SKULL_KING)],
            "Skull King appears 2 times in this trick (cards 2, 3); the box holds one copy",
            2,
            "sk",
        ),
        (  # box.copies: the copy one too many that comes first is named, not the first card's kind
            [Card(Kind.MERMAID), Card(Kind.SKULL_KING), Card(Kind.MERMAID), Card(Kind.SKULL_KING), Card(Kind.MERMAID)],
            "Skull King appears 2 times in this trick (cards 2, 4); the box holds one copy",
            3,
            "sk",
        ),
        (
            [Card(Kind.ESCAPE)] * 6,
            "Escape appears 6 times in this trick (cards 1, 2, 3, 4, 5, 6); the box holds 5 copies",
            5,
            "escape",
        ),
        (
            [Card(Kind.PIRATE)] * 6,
            "6 unnamed Pirates in this trick (cards 1, 2, 3, 4, 5, 6), but the box holds five Pirates",
            5,
            "pirate",
        ),
        (
            [Card.named("rosie"), *[Card(Kind.PIRATE)] * 5],
            "5 unnamed Pirates in this trick (cards 2, 3, 4, 5, 6), but the box holds five Pirates "
            "and 1 of them is named elsewhere",
            5,
            "pirate",
        ),
        (
            [Card.named("harry"), Card.named("bendt"), *[Card(Kind.PIRATE)] * 4],
            "4 unnamed Pirates in this trick (cards 3, 4, 5, 6), but the box holds five Pirates "
            "and 2 of them are named elsewhere",
            5,
            "pirate",
        ),
    ],
)
def test_box_copies_refuses_the_first_copy_too_many(cards: list[Card], message: str, position: int, token: str) -> None:
    """box.copies: no card appears more often than the box holds it; the refusal points at the first extra copy."""
    with pytest.raises(DeckError) as caught:
        Box(BASE_GAME).check(cards)
    err = caught.value
    assert (err.message, err.position, err.token) == (message, position, token)


# Unnamed Pirates but no named one: a named Pirate anywhere counts against the unnamed ones, before it too.
_SPECIALS = [Card(Kind.ESCAPE), Card(Kind.MERMAID), Card(Kind.SKULL_KING), Card(Kind.PIRATE), Card.number("g", 3)]


@given(st.lists(st.sampled_from(_SPECIALS), max_size=12))
def test_box_copies_names_the_card_from_which_the_trick_no_longer_fits(cards: list[Card]) -> None:
    """box.copies: a refused trick's card is the one up to which it fits the box, and with which it no longer
    does, whatever the kinds that run over and their order."""
    box = Box(BASE_GAME)
    try:
        box.check(cards)
    except DeckError as err:
        assert err.position is not None
        assert box.excess(cards[: err.position]) is None and box.excess(cards[: err.position + 1]) is not None
    else:
        assert box.excess(cards) is None


def test_box_copies_allows_exactly_what_the_box_holds() -> None:
    """box.copies, box.specials: five Escapes, two Mermaids, one Skull King, five Pirates named or not."""
    box = Box(BASE_GAME)
    full = [*[Card(Kind.ESCAPE)] * 5, Card(Kind.MERMAID), Card(Kind.MERMAID), Card(Kind.SKULL_KING)]
    full += [Card.named("rosie"), Card.named("bendt"), Card(Kind.PIRATE), Card(Kind.PIRATE), Card(Kind.PIRATE)]
    box.check(full)
    assert box.excess(full) is None
    assert box.excess([Card(Kind.SKULL_KING)]) is None


def test_box_excess_reports_key_positions_and_copies() -> None:
    """box.copies: the first over-used card with where it is and how many the box holds (none if not in the deck)."""
    box = Box(BASE_GAME)
    assert box.excess([Card.number("g", 1), Card(Kind.KRAKEN)]) == ("kraken", [1], 0)
    assert box.excess([Card(Kind.SKULL_KING), Card(Kind.ESCAPE), Card(Kind.SKULL_KING)]) == ("sk", [0, 2], 1)
    assert box.excess([Card.named("rosie"), *[Card(Kind.PIRATE)] * 5]) == ("pirate", [1, 2, 3, 4, 5], 4)


@pytest.mark.parametrize(
    ("card", "message"),
    [
        (
            Card(Kind.KRAKEN),
            "Kraken is not in this deck; the deck part 'kraken' adds it",
        ),
        (
            Card.named("mary"),
            "Pirate Mary Thorne belongs to the Expansion Pack, which is not in this deck; "
            "the deck part 'expansion' adds it",
        ),
        (
            Card.number("g", 7, Face.EXTRA),
            "green 7 (expansion) belongs to the Expansion Pack, which is not in this deck; "
            "the deck part 'expansion' adds it",
        ),
        (
            Card(Kind.DAVY),
            "Davy Jones' Locker is not in this deck; the deck part 'davy' adds it",
        ),
    ],
)
def test_box_refuses_a_card_of_a_module_not_in_the_deck(card: Card, message: str) -> None:
    """box.advanced, exp.cards: a card of a module left out of the deck is refused, with its position."""
    with pytest.raises(DeckError) as caught:
        Box(BASE_GAME).check([Card.number("g", 3), card])
    err = caught.value
    assert (err.message, err.position, err.token) == (message, 1, str(card))
    Box(ADVANCED_GAME).check([Card(Kind.KRAKEN), Card(Kind.LOOT), Card(Kind.LOOT)])


def test_box_cards_lists_the_deck() -> None:
    """box.suits, box.specials: the base deck, card by card."""
    cards = Box(BASE_GAME).cards()
    assert len(cards) == 70
    assert cards[0] == Card.number("g", 1)
    assert sum(c.kind is Kind.ESCAPE for c in cards) == 5
