"""The card records (skrules.catalog): each card said once, and the tables read from them agree with it.

Rules exercised: box.specials, box.copies, exp.cards, first.deck (the decks the records make),
the bonus.* rules and first.pirate/first.king (the bonuses the records name), lead.character
(the characters the records mark).
"""

from __future__ import annotations

import pytest

from skrules.bonuses import BONUS_KINDS, FIRST_BONUS_KINDS, BonusKind
from skrules.cards import Box, Card, canonical_words, parse_card
from skrules.catalog import CARDS, NO_SUIT_LEADS, SEA_MONSTERS, CardRecord, Kind, Module, Role, record_of
from skrules.lexicon import CARD_NAMES
from skrules.rules import FULL_BOX, RuleSet
from skrules.rulings import RULES, RuleId
from skrules.trick import judge

SPECIALS = [r for r in CARDS if r.face is None or r.token == "wild15"]


def _card(record: CardRecord) -> Card:
    return parse_card(record.token)


@pytest.mark.parametrize("record", SPECIALS, ids=lambda r: r.token)
def test_a_record_is_read_back_from_its_token_and_aliases(record: CardRecord) -> None:
    """box.specials, exp.cards: a record's token and every alias parse to its card, which names it."""
    card = _card(record)
    assert record_of(card.kind, card.pirate, card.face) is record
    assert card.box_key == record.token
    assert card.module is record.module
    assert card.label in (record.name, f"Pirate {record.name}")
    assert {parse_card(word) for word in (record.token, *record.aliases)} == {card}
    for role, words in record.declares.items():
        assert {parse_card(w) for w in (*words, f"{record.token}:{role.value}")} == {Card(record.kind, declared=role)}


@pytest.mark.parametrize("record", SPECIALS, ids=lambda r: r.token)
def test_a_record_sets_its_copies_in_the_full_box_and_the_first_edition(record: CardRecord) -> None:
    """box.copies, first.deck: a deck holds as many copies of a card as its record says."""
    key = _card(record).box_key
    assert Box(FULL_BOX).copies().get(key, 0) == record.copies
    assert Box(first=True).copies().get(key, 0) == record.first_copies


def test_the_records_make_the_decks_of_the_rulebook() -> None:
    """box.specials, box.advanced, exp.cards, first.deck: 70, 74, 93 and the first edition's 66 cards."""
    assert Box().size == 70
    assert Box(frozenset({Module.BASE, Module.KRAKEN, Module.WHITE_WHALE, Module.LOOT})).size == 74
    assert Box(FULL_BOX).size == 93
    assert Box(first=True).size == 66


def test_every_bonus_is_named_by_a_record_and_every_name_is_a_bonus() -> None:
    """bonus.*, first.pirate, first.king: each bonus belongs to a card of the box."""
    named = {b for r in CARDS for b in r.bonuses}
    assert named == set(BONUS_KINDS) | set(FIRST_BONUS_KINDS)


def test_every_rule_a_record_cites_is_a_rule() -> None:
    """The rules a record lists are rules of the book (Cards at a glance prints their titles)."""
    cited = {rule for r in CARDS for rule in (*r.rules, *(r.first_rules or ()))}
    assert cited <= set(RULES)


def test_the_names_table_is_the_records_names() -> None:
    """A card's other-language names are its record's, and every one of them reads back as the card."""
    assert {r.token: dict(r.names) for r in CARDS if r.names} == CARD_NAMES
    for token, by_lang in CARD_NAMES.items():
        for names in by_lang.values():
            assert {parse_card(n).undeclared for n in names} == {parse_card(token).undeclared}


def test_the_characters_and_sea_monsters_are_the_records_marked_so() -> None:
    """lead.character: the characters and sea monsters leave a trick they lead without a suit."""
    assert {Role.KRAKEN, Role.WHITE_WHALE, Role.STINGRAY} == SEA_MONSTERS
    assert {Role.PIRATE, Role.SKULL_KING, Role.MERMAID, Role.FIRST_MATE} | SEA_MONSTERS == NO_SUIT_LEADS


def test_every_kind_has_a_record_and_every_word_a_card() -> None:
    """No kind of card is left without its record, and every accepted word reads as a card."""
    assert {r.kind for r in CARDS} == set(Kind)
    assert all(parse_card(word) for word in canonical_words())


# A capture that pays each bonus record's ``takes`` (the winning card first) and ``cards`` (a Pirate takes it).
_TAKES = {
    (Role.PIRATE, Role.MERMAID): ["pirate", "mermaid"],
    (Role.SKULL_KING, Role.PIRATE): ["sk", "pirate"],
    (Role.MERMAID, Role.SKULL_KING): ["mermaid", "sk"],
    (Role.SKULL_KING, Role.FIRST_MATE): ["sk", "con"],
    (Role.MERMAID, Role.FIRST_MATE): ["mermaid", "con"],
    (Role.SKULL_KING, Role.ESCAPE): ["sk", "scary-mary:escape"],  # Scary Mary, the one Escape-like card paid for
}


@pytest.mark.parametrize("kind", [*BONUS_KINDS.values(), *FIRST_BONUS_KINDS.values()], ids=lambda k: k.rule)
def test_a_bonus_record_is_what_the_engine_pays(kind: BonusKind) -> None:
    """bonus.*, con.bonus, exp.eight, exp.seven, first.pirate, first.king: the engine pays each capture
    a bonus record declares (``takes``, ``cards``) with its rule and points, and nothing else for it."""
    rules = RuleSet(edition="2013") if kind.rule.startswith("first.") else RuleSet(modules=FULL_BOX)
    cases = [_TAKES[taker, taken] for taker, taken, _ in kind.takes]
    cases += [[str(Card.number(suit, rank, face)), "pirate"] for suit, rank, face in kind.cards]
    assert cases or kind.rule == RuleId.DAVY_BONUS  # Davy Jones' bonus is for what he destroys, not a capture
    for tokens in cases:
        v = judge(tokens, rules)
        assert [(b.rule, b.points) for b in v.bonuses] == [(kind.rule, kind.points)], tokens
