"""The names players type and read, in their language: cards shown by those names, and read back.

Players call the cards what their printing calls them: ``sirène`` at a French table, ``美人鱼``
at a Chinese one, ``will`` for the Pirate the English print calls Bendt. This module holds every
such name, with the language and the source it comes from (the table itself is in
:mod:`skrules.lexicon`, below the cards, since the card parser reads it: :func:`lookup` is
:func:`skrules.cards.lookup`), and shows each card by its name in a language.

Where each language's names come from, and how a typed name is matched: :mod:`skrules.lexicon`.
"""

from __future__ import annotations

from .breaks import NO_BREAK_SPACE
from .cards import Card, Face, Kind, Role, Suit, lookup
from .lexicon import CARD_NAMES, LANG_NAMES, LANGS, fold, words
from .lexicon import SUIT_NAMES as _BY_LETTER

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

__all__ = [
    "CARD_NAMES",
    "LANGS",
    "LANG_NAMES",
    "SUIT_NAMES",
    "aside",
    "bracketed",
    "display",
    "fold",
    "in_trick",
    "lookup",
    "rows",
    "suit_name",
    "words",
]

# suit -> {language: words, the printed colour first}: the table of skrules.lexicon, by suit.
SUIT_NAMES: dict[Suit, dict[str, tuple[str, ...]]] = {Suit(letter): names for letter, names in _BY_LETTER.items()}


def suit_name(suit: Suit, lang: str) -> str:
    """A suit's colour in a language (``vert``, ``绿色``); English for a language without one."""
    names = SUIT_NAMES[suit].get(lang)
    return names[0] if names else suit.label


def name_of(token: str, lang: str) -> str | None:
    """The printed name of a card (by canonical token) in a language, or None if it has none."""
    names = CARD_NAMES.get(token, {}).get(lang)
    return names[0] if names else None


def display(card: Card, lang: str) -> str:
    """A card's name as a player of that language reads it: ``Sirène``, ``7 vert`` (a no-break space), ``绿色7``; a
    named Pirate by her name alone (``Rosie la Douce``, ``Rosie D'Laney``), never ``海盗 Rosie D'Laney``.

    Cards without a name in that language keep their English label.
    """
    if card.kind is Kind.NUMBER:
        return _number_name(card, lang)
    if card.kind is Kind.PIRATE and card.pirate is not None:
        if lang in LANGS:  # by her name alone, as the site's picker names her: no source gives a Chinese one
            return name_of(card.pirate.value, lang) or card.pirate.full_name
        return f"Pirate {card.pirate.full_name}"
    if card.kind in (Kind.TIGRESS, Kind.SCARY_MARY) and card.declared is not None:
        role = "pirate" if card.declared is Role.PIRATE else "escape"
        # Scary Mary keeps her name: no printing found translates it
        name = (name_of("tigress", lang) or "Tigress") if card.kind is Kind.TIGRESS else "Scary Mary"
        return name + bracketed(name_of(role, lang) or role, lang)
    return name_of(str(card.undeclared), lang) or card.label


def bracketed(text: str, lang: str) -> str:
    """`` (text)``, or the text in full-width brackets in Chinese (U+FF08, U+FF09), as Chinese is written."""
    return f"\uff08{text}\uff09" if lang == "zh" else f" ({text})"


def in_trick(cards: Sequence[Card], removed: int | None, lang: str) -> list[str]:
    """A trick's cards as its row names them: Walk the Plank with the Pirate it ``removed`` (typed by position,
    Pirate or player: ``plank:2``) by name, ``Planche (Rosie la Douce)``."""
    names = [display(card, lang) for card in cards]
    if removed is None:
        return names
    return [
        n + bracketed(names[removed], lang) if c.kind is Kind.PLANK else n for n, c in zip(names, cards, strict=True)
    ]


def aside(card: Card, lang: str) -> str:
    """What a numbered card's name says after it, in brackets: a Wild 15's suit (`` (Grün)``), an Expansion Pack
    card's token (`` (g7x)``), else nothing; a form of the name declined (``der Wilden 15 (Grün)``) keeps it."""
    if card.kind is not Kind.NUMBER or card.face is Face.STANDARD:
        return ""
    if card.face is Face.WILD:
        return bracketed(suit_name(card.suit, lang), lang) if card.suit else ""
    return bracketed(str(card), lang)  # the expansion's: 7 vert (g7x)


def _number_name(card: Card, lang: str) -> str:
    if card.face is Face.WILD:
        return (name_of("wild15", lang) or "Wild 15") + aside(card, lang)
    assert card.suit is not None
    colour = suit_name(card.suit, lang)
    # a no-break space between the number and its colour: a wrapped line never parts them (Chinese sets none)
    if lang == "zh":
        text = f"{colour}{card.rank}"
    elif lang in ("fr", "es"):
        text = f"{card.rank}{NO_BREAK_SPACE}{colour}"
    elif lang == "de":
        text = f"{colour.capitalize()}{NO_BREAK_SPACE}{card.rank}"
    else:
        text = f"{colour} {card.rank}"
    return text + aside(card, lang)


def rows() -> Iterator[tuple[str, str, dict[str, str]]]:
    """The names table of the rulebook: (English name, token, {language: names as typed})."""
    from .cards import parse_card

    for token, by_lang in CARD_NAMES.items():
        card = parse_card(token)
        english = card.pirate.full_name if card.pirate else ("Wild 15" if card.face is Face.WILD else card.label)
        yield english, token, {lang: ", ".join(names) for lang, names in by_lang.items()}
    from .cards import _SUIT_WORDS

    for suit, by_lang in SUIT_NAMES.items():
        english = ", ".join(w for w, s in _SUIT_WORDS.items() if s is suit and len(w) > 1)
        names = {lang: ", ".join(n) for lang, n in by_lang.items()}
        yield f"{suit.label} suit ({english})", f"{suit}1..{suit}14", names
