"""The names players type (issue #12, section 3): suit words of every printing, reversed numbers,
hints for near misses, and the cards' names in French, Spanish, German and Chinese.

Sources: the table of localized names in ``research/disputes-editions-names.md`` §5 (the French
2021/22 print, where Bendt is "Will le Bandit") and the Chinese rulebook seed, where both 海妖 and
海怪 name the Kraken. The suits are rule box.suits.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skrules.cards import Card, Face, Kind, Role, Suit, parse_card, suggest
from skrules.errors import NotationError
from skrules.names import CARD_NAMES, LANGS, SUIT_NAMES, display, fold, lookup, rows
from skrules.notation import parse_plays
from tests.strategies import all_cards


@pytest.mark.parametrize(
    ("typed", "token"),
    [
        ("sirène", "mermaid"),
        ("sirene", "mermaid"),
        ("SIRÈNE", "mermaid"),
        ("Sirena", "mermaid"),
        ("meerjungfrau", "mermaid"),
        ("美人鱼", "mermaid"),
        ("骷髅王", "sk"),
        ("will", "bendt"),
        ("Will le Bandit", "bendt"),
        ("海妖", "kraken"),
        ("海怪", "kraken"),
        ("fuite", "escape"),
        ("逃生", "escape"),
        ("Baleine blanche", "whale"),
        ("weißer wal", "whale"),
        ("Weisser-Wal", "whale"),
        ("Über die Planke", "plank"),
        ("ueber-die-planke", "plank"),  # German's umlaut spelt out, as a keyboard without it types it
        ("botin", "loot"),
        ("Botín", "loot"),
        ("tigresse:fuite", "tigress:escape"),
        ("母老虎:海盗", "tigress:pirate"),
        ("Harry le Géant", "harry"),
        ("harry-le-geant", "harry"),
        ("grand quinze:vert", "wild15:g"),
        ("wild15:vert", "wild15:g"),
        ("wild15:grün", "wild15:g"),
        ("百搭15:绿色", "wild15:g"),
        ("母老虎\uff1a逃生", "tigress:escape"),  # a full-width colon
        ("14 海盗旗", "b14"),
    ],
)
def test_localized_names_map_to_the_canonical_token(typed: str, token: str) -> None:
    """disputes-editions-names.md §5: each printing's name, with or without accents, in any case."""
    assert str(parse_card(typed)) == token


@pytest.mark.parametrize(
    ("token", "lang", "name"),
    [(t, lang, n) for t, by in CARD_NAMES.items() for lang, names in by.items() for n in names],
)
def test_every_name_of_the_table_reads_as_its_card(token: str, lang: str, name: str) -> None:
    """disputes-editions-names.md §5: no name of the table is lost to another card's (no two fold alike)."""
    assert parse_card(name) is parse_card(token), (lang, name)
    assert parse_card(name.upper()) is parse_card(token), (lang, name)


@pytest.mark.parametrize(
    ("suit", "lang", "word"), [(s, lang, w) for s, by in SUIT_NAMES.items() for lang, ws in by.items() for w in ws]
)
def test_every_suit_word_names_its_suit_before_or_after_the_number(suit: Suit, lang: str, word: str) -> None:
    """box.suits in every language: ``vert7``, ``7\xa0vert``, ``绿色14``, ``海盗旗14``."""
    assert parse_card(f"{word}7") is Card.number(suit, 7), (lang, word)
    assert parse_card(f"7 {word}") is Card.number(suit, 7), (lang, word)


@pytest.mark.parametrize(
    ("typed", "token"),
    [
        ("parrot3", "g3"),
        ("map9", "p9"),
        ("treasure-map 9", "p9"),
        ("chest2", "y2"),
        ("treasure14", "y14"),
        ("gold14", "y14"),
        ("jolly14", "b14"),
        ("jolly roger 14", "b14"),
        ("roger14", "b14"),
        ("flag5", "b5"),
        ("trump5", "b5"),
        ("7g", "g7"),
        ("14y", "y14"),
        ("14-yellow", "y14"),
        ("8bx", "b8x"),
    ],
)
def test_suit_words_and_reversed_numbers(typed: str, token: str) -> None:
    """box.suits: the colours and emblems of every printing, the number first or last."""
    assert str(parse_card(typed)) == token


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("red7", "there is no red suit: the suits are green (parrot), purple (map), yellow (chest) and black"),
        ("7blue", "there is no blue suit"),
        ("red", "there is no red suit"),
        # Finding: box.suits: red in French was answered "did you mean 'b5'?"; in German, Spanish, Chinese "not a card"
        ("rouge5", "there is no rouge suit: the suits are green (parrot)"),
        ("rot5", "there is no rot suit"),
        ("5rojo", "there is no rojo suit"),
        ("红色5", "there is no 红色 suit"),
        ("wild15:noir", "the Wild 15 can never be black (trump)"),
        ("jolly", "'jolly' is a suit: add the number, e.g. 'b7' for the black 7"),
        ("gren7", "not a card; did you mean 'g7'?"),
        ("vert15", "green runs from 1 to 14; the Wild 15 is 'wild15:g'"),
        ("sirenne", "not a card; did you mean 'Sirène' (mermaid)?"),
        ("meerjungfra", "not a card; did you mean 'Meerjungfrau' (mermaid)?"),
        ("fuitte", "not a card; did you mean 'Fuite' (escape)?"),
        ("mermiad", "not a card; did you mean 'mermaid'?"),
        ("krakn", "not a card; did you mean 'kraken'?"),
    ],
)
def test_near_misses_get_a_useful_hint(typed: str, message: str) -> None:
    """box.suits: a colour no printing has, a suit word without a number, a misspelt suit; a card's name
    misspelt, in English or in another language, gets the nearer of the two (``fuitte`` is the French Escape,
    ``Fuite``, not ``firstmate``, which it was told before)."""
    with pytest.raises(NotationError) as caught:
        parse_card(typed)
    assert message in caught.value.message


def test_a_word_only_a_little_like_a_name_gets_no_guess() -> None:
    """box.suits: a word that shares only a few letters with a card's name in another language (``walvis`` and
    the German ``Wal``), or a suit word with its number (``yxllxw7`` and ``yellow``), is not a card, with no guess:
    a guess that far off would mislead."""
    for typed in ("walvis", "yxllxw7"):
        with pytest.raises(NotationError) as caught:
            parse_card(typed)
        assert caught.value.message == "not a card"


def test_a_colon_after_a_name_is_answered_with_the_equals_sign() -> None:
    """Notation: ``Ann:g3`` is ``Ann=g3`` mistyped; the message quotes the card's position."""
    with pytest.raises(NotationError) as caught:
        parse_plays(["Ann:g3"])
    assert "did you mean 'Ann=g3'?" in caught.value.message
    assert caught.value.position == 0
    assert parse_plays(["planche:rosie", "rosie"])[0].target == "rosie"  # Walk the Plank's choice is no name


@given(st.from_regex(r"[a-z]{2,9}-?[0-9]{1,2}", fullmatch=True))
def test_a_suggestion_for_a_numbered_token_is_a_numbered_card(text: str) -> None:
    """box.suits: no Last Volley for ``jolly14``: a word with a number is offered a numbered card or nothing."""
    hint = suggest(text)
    if "did you mean" in hint:
        card = parse_card(hint.split("'")[1])
        assert card.is_number, (text, hint)


@given(
    st.text(
        alphabet=st.sampled_from("gpybvertjaunoiré绿色黄紫黑海盗旗美人鱼:=()\uff08\uff09 -'0123456789x"), max_size=20
    )
)
def test_any_text_is_a_card_or_a_notation_error(text: str) -> None:
    """Notation fuzz: localized names and suit words included, any text reads as a card or is refused clearly."""
    try:
        card = parse_card(text)
    except NotationError as err:
        assert err.message
    else:
        assert isinstance(card, Card)


@given(st.text(max_size=30))
def test_lookup_of_any_text_is_a_card_none_or_a_notation_error(text: str) -> None:
    """Notation fuzz: :func:`skrules.names.lookup` never raises anything but a NotationError."""
    try:
        card = lookup(text)
    except NotationError as err:
        assert err.message
    else:
        assert card is None or isinstance(card, Card)


@pytest.mark.parametrize("lang", LANGS)
def test_every_name_printed_reads_back_as_its_card(lang: str) -> None:
    """--lang prints what a player may type: each card's printed name reads back as that card."""
    for card in all_cards():
        if card.face in (Face.STANDARD, Face.WILD):
            assert parse_card(display(card, lang)) is card, (lang, display(card, lang))


def test_printed_names_follow_the_sources() -> None:
    """disputes-editions-names.md §5: the French print's and the Chinese rulebook's names."""
    assert display(Card(Kind.MERMAID), "fr") == "Sirène"
    assert display(Card.named("bendt"), "fr") == "Will le Bandit"
    assert display(Card(Kind.KRAKEN), "zh") == "海妖"
    assert display(Card.number(Suit.GREEN, 7), "zh") == "绿色7"
    assert display(Card.number(Suit.GREEN, 7), "fr") == "7\xa0vert"
    assert display(Card.tigress(Role.ESCAPE), "de") == "Tigerin (Flucht)"
    assert display(Card(Kind.MERMAID), "es") == "Sirena"
    assert display(Card(Kind.VOLLEY), "es") == "Last Volley"  # no Spanish name found: English


def test_fold_ignores_case_accents_and_separators() -> None:
    """Notation: the key every localized name is looked up by."""
    assert fold("Harry le Géant") == fold("HARRY-LE-GEANT") == "harrylegeant"
    assert fold("Weißer Wal") == "weisserwal"
    assert fold("戴维·琼斯的箱子") == "戴维琼斯的箱子"


def test_the_names_table_lists_every_card_and_suit() -> None:
    """The rulebook's names table is generated from this data: one row per card with names, then the suits."""
    table = list(rows())
    assert [token for _, token, _ in table][: len(CARD_NAMES)] == list(CARD_NAMES)
    assert len(table) == len(CARD_NAMES) + 4
    assert table[4][:2] == ("Mermaid", "mermaid")


def test_english_tokens_never_load_the_names_table() -> None:
    """Start-up: ``g14`` and ``skrules trick --json`` take the path they took; the table loads on a miss only."""
    code = (
        "import sys; from skrules.cards import parse_card; parse_card('g14'); parse_card('mermaid'); "
        "assert 'skrules.lexicon' not in sys.modules; parse_card('sirène'); assert 'skrules.lexicon' in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_chinese_rulebooks_pirate_king_is_the_skull_king_never_a_pirate() -> None:
    """box.king: the Chinese rulebook calls the Skull King 海盗王者 ("大海之鞭是海盗王者"); 海盗王, one
    character short, is the Skull King too, never corrected to 海盗 (a Pirate)."""
    for text in ("海盗王者", "海盗王"):
        assert parse_card(text).kind is Kind.SKULL_KING


@given(
    letter=st.sampled_from([c for c in "abcdefghijklmnopqrstuvwxyz" if c not in "gpyb"]),
    number=st.integers(min_value=1, max_value=14),
)
def test_a_letter_that_is_no_suit_is_answered_with_the_suits_letters_never_a_guess(letter: str, number: int) -> None:
    """box.suits: 's14' (a German Schwarz, a Spanish negro) is as near g14 as y14 or b14, so no card is guessed: a
    player who took the guess would settle another card than the one played. The refusal lists each suit's card
    of that number the box has, and says what the letters are."""
    with pytest.raises(NotationError) as caught:
        parse_card(f"{letter}{number}")
    said = caught.value.message
    cards = ", ".join(f"{suit}{number}" for suit in "gpyb")
    letters = "(g green, p purple, y yellow, b black)"
    assert said == f"not a card; a numbered card is its suit's letter and its number: {cards} {letters}"
    assert "did you mean" not in said


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("tigresse:escape", "tigress:escape"),  # a card's name in French, its declaration in English
        ("tigresse:pirate", "tigress:pirate"),
        ("scary-mary:fuite", "scary-mary:escape"),
        ("scary-mary:海盗", "scary-mary:pirate"),
        ("grandquinze:g", "wild15:g"),
        ("百搭15:绿色", "wild15:g"),
    ],
)
def test_a_declaration_is_read_in_any_language_after_a_name_in_any_other(typed: str, card: str) -> None:
    """tigress.declare, first.mary, exp.wild: the card may be named in one language and declared in another, or in
    English: each reads as the English token does."""
    assert parse_card(typed) == parse_card(card)


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("母老虎:zzz", "declare the Tigress as 'tigress:pirate' or 'tigress:escape'"),
        ("Tigresse (Zzz)", "declare the Tigress as 'tigress:pirate' or 'tigress:escape'"),
        ("scary-mary:zzz", "declare Scary Mary as 'scary-mary:pirate' or 'scary-mary:escape'"),
        ("scary-mary-x:pirate", "declare Scary Mary as 'scary-mary:pirate' or 'scary-mary:escape'"),
        ("grandquinze:zzz", "the Wild 15 names green, purple or yellow"),
        ("grandquinze:b", "the Wild 15 can never be black (trump)"),
        ("tigress-pirate:escape", "declare the Tigress as 'tigress:pirate' or 'tigress:escape'"),  # declared twice
    ],
)
def test_a_card_named_in_another_language_and_declared_as_nothing_it_can_be_is_refused_as_in_english(
    typed: str, said: str
) -> None:
    """tigress.declare, first.mary, exp.wild: the Tigress, Scary Mary or the Wild 15 named in another language
    and declared as nothing she can be is told how to declare her, as her English token is, with the token as
    typed; it was told that the card takes no declaration at all."""
    with pytest.raises(NotationError) as refused:
        parse_card(typed)
    assert refused.value.message.startswith(said) and refused.value.token == typed
