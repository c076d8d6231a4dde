"""The card picker and the language switch of *Settle it*, generated from the cards and the catalogs.

A phone at the table has no keyboard worth typing ``tigress:pirate`` on: the picker's buttons write
the tokens into the cards field (which stays editable), a suit and a number for a numbered card,
one tap for a special card. The tokens and the names come from :mod:`skrules.cards` and
:mod:`skrules.names`, so a button cannot write a token the parser refuses, and each button carries
its name in every language ``--lang`` speaks (``data-fr``, ``data-zh``...), which the page shows
when the language is switched. Its own words are marked ``[[English]]``, as the form's are: the
form that holds it (:mod:`skrules.sphinx_settle`) turns the marks into words the page says.
"""

from __future__ import annotations

import html
import json
import re

from .cards import Card, Kind, Role, Suit, canonical_words
from .editions import DEFAULT_EDITION, Edition
from .errors import SkrulesError
from .i18n import catalog
from .lexicon import CARD_NAMES, fold, spellings
from .locale import LANGS
from .names import display, name_of, suit_name
from .rules import FULL_BOX, RuleSet

# The language switch: English, then every language --lang takes, each by its own name (its catalogue's).
LANG_NAMES = {lang: str(catalog(lang)["native"]) for lang in ("en", *LANGS)}
NUMBERS = range(1, 15)
# The special cards in the order of the rulebook's card list. The Tigress is declared when she is
# played, so she has a button for each way. Each has a small mark of its colour (settle.css), drawn
# by the page rather than taken from an emoji font, which not every device has.
SPECIALS = (
    "escape",
    "pirate",
    "tigress:pirate",
    "tigress:escape",
    "scary-mary:pirate",
    "scary-mary:escape",
    "sk",
    "mermaid",
    "kraken",
    "whale",
    "loot",
)
PIRATES = ("rosie", "bendt", "rascal", "juanita", "harry")
# The Expansion Pack's cards, folded as the named Pirates are: its special cards one tap each (the Wild 15
# as typed, whose suit the trick's lead gives; led, the refusal says how to name one), and its numbered
# cards after the suit chosen, as the numbers are (a suit then ``7x``: ``g7x``).
EXPANSION = ("mary", "con", "stingray", "volley", "davy", "plank", "wild15")
EXPANSION_NUMBERS = ("7x", "8x", "0x", "14x")
_NAMED = (*PIRATES, "mary")  # the named Pirates, said by their names alone in English ("Mary Thorne")
_AS = {"pirate": "Pirate", "escape": "Escape"}
_MARKED = re.compile(r"\[\[([^\]]+)\]\]")


def mark_words(markup: str) -> str:
    """Each ``[[English]]`` of the markup as a span settle.js says in the language chosen (``data-say``)."""
    return _MARKED.sub(lambda m: f'<span data-say="{html.escape(m[1])}">{html.escape(m[1])}</span>', markup)


def _names(english: str, named: dict[str, str]) -> str:
    """The ``data-LANG`` attributes of a button's label, English included."""
    attrs = {"en": english, **named}
    return " ".join(f'data-{lang}="{html.escape(name)}"' for lang, name in attrs.items())


def _special_name(token: str, lang: str | None) -> str:
    """A special card's name; the Tigress with the way she is played (``Tigress as a Pirate``). A named Pirate,
    under the picker's *Named Pirates*, by her name alone in every language, as the language's print names her
    (``Will le Bandit``), or as English does where none does (Chinese: no source names them, and the catalogue
    writes ``Rosie D'Laney的能力``): ``海盗 Rosie D'Laney`` was half Chinese and half English."""
    card_token, _, played = token.partition(":")
    name = Card.parse(card_token).label
    if card_token in _NAMED:
        return (lang and name_of(card_token, lang)) or name.removeprefix("Pirate ")
    if lang is not None:  # as the language prints it, the way played in brackets (full-width in Chinese)
        return display(Card.parse(token), lang)
    return f"{name} ({_AS[played]})" if played else name


def picks(edition: Edition) -> list[str]:
    """The picker's buttons whose card the edition's box holds (its one deck, or the whole box): the tokens, and
    the numbers (``14``) as a green card's, so that the page offers no card the command line would refuse
    (Scary Mary but in 2013, the 14s in 2013)."""
    rules = RuleSet.from_options(edition=edition)
    box = rules.box if edition.one_deck else RuleSet(modules=FULL_BOX).box
    tokens = (*SPECIALS, *PIRATES, *EXPANSION, *(str(n) for n in NUMBERS), *EXPANSION_NUMBERS)
    return [t for t in tokens if not box.lacks(Card.parse(f"g{t}" if t[0].isdigit() else t))]


def _mark(kind: str) -> str:
    return f'<span class="settle-mark settle-mark-{kind}" aria-hidden="true"></span>'


def _number(n: str, offered: list[str]) -> str:
    """A number's button: the suit chosen, then this (``7``, or the Expansion Pack's ``7x``)."""
    hidden = "" if n in offered else " hidden"
    return f'<button type="button" class="settle-number" data-number="{n}"{hidden}>{n}</button>'


def card_facts(token: str) -> str:
    """What settle.js needs to know of a special card's part in a trick, as the adjudicator has it: ``data-lead``,
    how it plays in the lead (``lead.py``: a numbered card sets the suit, an Escape-like card passes the choice on,
    a character or sea monster may leave the trick without one), and ``data-pirate``, whether Walk the Plank may
    remove it (``plank_candidates``: a Pirate card always, a card declared a Pirate under ``ruling.plank-tigress``)."""
    card = Card.parse(token)
    lead = "number" if card.is_number else "character" if card.leaves_no_suit else "open"
    pirate = "card" if card.kind is Kind.PIRATE else "declared" if card.role is Role.PIRATE else ""
    return f' data-lead="{lead}"' + (f' data-pirate="{pirate}"' if pirate else "")


def _typed_words() -> list[str]:
    """Every word the card parser takes for a card, as typed: the English tokens and aliases, each language's
    names, and the Tigress and Scary Mary declared in each (``tigresse:fuite``, ``母老虎:海盗``)."""
    by_lang = [(lang, name) for names in CARD_NAMES.values() for lang, words in names.items() for name in words]
    names = [key for lang, name in by_lang for key in spellings(name, lang)]  # German's ü as ue too: ueberdieplanke
    declared = [name for token in ("tigress", "scary-mary") for name in (token, *_names_of(token))]
    roles = [name for token in ("pirate", "escape") for name in (token, *_names_of(token))]
    return [*canonical_words(), *names, *(f"{head}:{role}" for head in declared for role in roles)]


def _names_of(token: str) -> list[str]:
    return [name for words in CARD_NAMES.get(token, {}).values() for name in words]


def typed_cards() -> dict[str, str]:
    """Each word typed for a special card, folded as the parser folds a name (:func:`skrules.lexicon.fold`:
    ``Skull King`` and ``skull-king`` are ``skullking``), and the picker's token of the card it names
    (``esc``: ``escape``; ``美人鱼``: ``mermaid``): settle.js reads a typed card's facts from its button, so
    that ``esc`` leads as an Escape does, not as a numbered card. Words the parser refuses and numbered cards
    (which set the lead suit, as any word not found does) are left out."""
    button = {Card.parse(token): token for token in (*SPECIALS, *PIRATES, *EXPANSION)}
    found: dict[str, str] = {}
    for word in _typed_words():
        try:
            card = Card.parse(word)
        except SkrulesError:
            continue  # a declaration this card does not take ('scary-mary:tigresse')
        token = button.get(card)
        if token is not None and not card.is_number:
            assert found.setdefault(fold(word), token) == token, f"{word!r} folds as another card's word"
    return found


def _button(token: str, offered: list[str]) -> str:
    label = {lang: _special_name(token, lang) for lang in LANGS}
    kind = "pirate" if token in _NAMED else token.replace(":", "-")
    hidden = "" if token in offered else " hidden"  # the default edition's deck; settle.js follows the edition
    return (
        f'<button type="button" class="settle-pick"{card_facts(token)} data-token="{token}"{hidden}>{_mark(kind)}'
        f'<span class="settle-pick-name" {_names(_special_name(token, None), label)}>'
        f"{html.escape(_special_name(token, None))}</span></button>"
    )


def picker_html() -> str:
    """The picker: the suits, the numbers, the special cards, the named Pirates, the Expansion Pack's cards, and
    remove-last."""
    suits = "".join(
        f'<button type="button" class="settle-suit settle-suit-{s.value}" data-suit="{s.value}" '
        f'aria-pressed="{"true" if s is Suit.GREEN else "false"}">{_mark(s.value)}'
        f'<span class="settle-pick-name" {_names(s.label, {lang: suit_name(s, lang) for lang in LANGS})}>'
        f"{s.label}</span></button>"
        for s in Suit
    )
    offered = picks(DEFAULT_EDITION)
    numbers = "".join(_number(str(n), offered) for n in NUMBERS)
    specials = "".join(_button(t, offered) for t in SPECIALS)
    pirates = "".join(_button(t, offered) for t in PIRATES)
    expansion = "".join(_button(t, offered) for t in EXPANSION)
    expansion_numbers = "".join(_number(n, offered) for n in EXPANSION_NUMBERS)
    return _PICKER.format(
        typed=html.escape(json.dumps(typed_cards(), ensure_ascii=False, separators=(",", ":"))),
        suits=suits,
        numbers=numbers,
        specials=specials,
        pirates=pirates,
        expansion=expansion,
        expansion_numbers=expansion_numbers,
    )


def lang_options() -> str:
    """The language switch's options, each language's name marked in that language (lang)."""
    return "".join(f'<option value="{c}" lang="{c}">{html.escape(name)}</option>' for c, name in LANG_NAMES.items())


_PICKER = """\
<div id="settle-picker" class="settle-picker" role="group" aria-label="Card picker" data-say-label="Card picker"
  data-suit="g" data-typed="{typed}">
  <div class="settle-suits" role="group" aria-label="Suit" data-say-label="Suit">{suits}</div>
  <div class="settle-numbers" role="group" aria-label="Number" data-say-label="Number">{numbers}</div>
  <div class="settle-specials" role="group" aria-label="Special cards" data-say-label="Special cards">{specials}</div>
  <details class="settle-pirates"><summary>[[Named Pirates]]</summary><div>{pirates}</div></details>
  <details class="settle-pirates settle-expansion"><summary>[[Expansion Pack]]</summary><div>{expansion}</div>
    <div class="settle-numbers settle-expansion-numbers" role="group" aria-label="Expansion Pack numbers"
      data-say-label="Expansion Pack numbers">{expansion_numbers}</div></details>
  <div class="settle-pick-actions">
    <button type="button" id="settle-undo" class="settle-undo">⌫ [[Remove last]]</button>
    <button type="button" id="settle-clear" class="settle-undo">[[Clear]]</button>
  </div>
</div>
"""
