"""The names players type and read, in their language: one table, and the lookup that reads it.

Players call the cards what their printing calls them: ``sirène`` at a French table, ``美人鱼``
at a Chinese one, ``will`` for the Pirate the English print calls Bendt. This module holds every
such name, with the language and the source it comes from, and maps each to the canonical token
(``mermaid``, ``bendt``). :func:`skrules.cards.parse_card` loads it only when a token is not an
English word it knows already, so reading ``g14`` never pays for it.

Sources (``research/disputes-editions-names.md`` gathers them):

- ``fr``: the French 2021/22 print, as transcribed in pascalwils ``skull_king-fr.md``; the
  Expansion Pack names from Theo-C/Skull-King-Extended's tests.
- ``es``: aldoeliacim/skullking ``reglas.md``.
- ``de``: the Skull Ledger app's ``de.ts`` (no official German text was found).
- ``zh``: the Chinese rulebook (``seeds/skull-king-rulebook-zh.txt``); the Expansion Pack names and
  a few alternatives from the Skull Ledger app's ``zh.ts``.

The first name given for a card in a language is the one printed for it (``--lang``); the others
are accepted when typed. Matching ignores case, accents, spaces, hyphens and apostrophes.
"""

from __future__ import annotations

import re
import unicodedata

from .cards import Card, Face, Kind, Pirate, Role, Suit

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

__all__ = ["LANGS", "LANG_NAMES", "SOURCES", "display", "fold", "lookup", "names_for", "rows", "suit_name", "words"]

LANGS = ("fr", "es", "de", "zh")
LANG_NAMES = {"en": "English", "fr": "French", "es": "Spanish", "de": "German", "zh": "Chinese"}
SOURCES = {
    "fr": "the French 2021/22 print (Expansion Pack: Theo-C/Skull-King-Extended)",
    "es": "the Spanish rules transcription (aldoeliacim/skullking)",
    "de": "the Skull Ledger app (no official German text found)",
    "zh": "the Chinese rulebook (Expansion Pack and alternatives: the Skull Ledger app)",
    "en": "names other apps use (Skull Ledger)",
}

# canonical token -> {language: names, the printed one first}; a language with no name for a card
# is left out, and the card keeps its English name there.
CARD_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "escape": {"fr": ("Fuite",), "es": ("Huida",), "de": ("Flucht",), "zh": ("逃生", "逃跑")},
    "pirate": {"fr": ("Pirate",), "es": ("Pirata",), "de": ("Pirat",), "zh": ("海盗",)},
    "tigress": {"fr": ("Tigresse",), "es": ("Tigresa",), "de": ("Tigerin",), "zh": ("母老虎",)},
    "sk": {"fr": ("Skull King",), "es": ("Skull King",), "de": ("Skull King",), "zh": ("骷髅王", "海盗王者", "海盗王")},
    "mermaid": {"fr": ("Sirène",), "es": ("Sirena",), "de": ("Meerjungfrau",), "zh": ("美人鱼",)},
    "kraken": {"fr": ("Kraken",), "es": ("Kraken",), "de": ("Kraken",), "zh": ("海妖", "海怪", "克拉肯")},
    "whale": {
        "fr": ("Baleine blanche", "Baleine"),
        "es": ("Ballena Blanca", "Ballena"),
        "de": ("Weißer Wal", "Wal"),
        "zh": ("白鲸", "复仇白鲸"),
    },
    "loot": {"fr": ("Butin",), "es": ("Botín",), "de": ("Beute",), "zh": ("战利品",)},
    "rosie": {"fr": ("Rosie la Douce",)},
    "bendt": {"fr": ("Will le Bandit", "Will")},
    "rascal": {"fr": ("Rascal le Flambeur",)},
    "juanita": {"fr": ("Juanita Jade",)},
    "harry": {"fr": ("Harry le Géant",)},
    "mary": {"en": ("Mary Throne",)},
    "con": {"fr": ("Second", "le Second"), "de": ("Der Zweite",), "zh": ("副手",), "en": ("The Second",)},
    "plank": {"fr": ("Planche",), "de": ("Über die Planke",), "zh": ("走跳板",)},
    "stingray": {"fr": ("Raie",), "de": ("Gefleckter Rochen",), "zh": ("斑点鳐",), "en": ("Spotted Ray",)},
    "volley": {"de": ("Letzte Salve",), "zh": ("最后齐射",), "en": ("Final Salvo",)},
    "davy": {"fr": ("Fosse",), "de": ("Davy Jones' Truhe",), "zh": ("戴维·琼斯的箱子",)},
    "wild15": {"fr": ("Grand Quinze",), "de": ("Wilde 15",), "zh": ("百搭15", "百搭 15")},
}

# suit -> {language: words, the printed colour first}; English words beyond cards.py's own.
SUIT_NAMES: dict[Suit, dict[str, tuple[str, ...]]] = {
    Suit.GREEN: {
        "fr": ("vert", "perroquet"),
        "es": ("verde", "loro", "loros"),
        "de": ("grün",),
        "zh": ("绿色", "绿", "鹦鹉"),
    },
    Suit.PURPLE: {
        "fr": ("violet", "carte au trésor", "carte"),
        "es": ("morado", "mapa", "mapas", "mapa pirata", "mapas pirata"),
        "de": ("violett", "lila"),
        "zh": ("紫色", "紫", "藏宝图"),
    },
    Suit.YELLOW: {
        "fr": ("jaune", "coffre"),
        "es": ("amarillo", "cofre", "cofres", "cofre de tesoro", "cofres de tesoro"),
        "de": ("gelb",),
        "zh": ("黄色", "黄", "宝箱"),
    },
    Suit.BLACK: {
        "fr": ("noir", "drapeau", "drapeau pirate", "atout"),
        "es": ("negro", "bandera", "banderas", "bandera pirata", "banderas pirata"),
        "de": ("schwarz", "trumpf"),
        "zh": ("黑色", "黑", "海盗旗", "王牌"),
    },
}

_SEPARATORS = re.compile(r"[\s\-_'\u2019\u00b7\u30fb.]+")  # spaces, hyphens, apostrophes, middle dots
_GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def fold(text: str) -> str:
    """``Sirène`` -> ``sirene``, ``Weißer Wal`` -> ``weisserwal``: the key a typed name is looked up by."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return _SEPARATORS.sub("", text)


def _keys(name: str, lang: str) -> set[str]:
    keys = {fold(name)}
    if lang == "de":
        keys.add(fold(name.translate(_GERMAN)))  # grün typed as gruen
    return keys


def _card_table() -> dict[str, Card]:
    from .cards import parse_card

    table: dict[str, Card] = {}
    for token, by_lang in CARD_NAMES.items():
        card = parse_card(token)
        for lang, names in by_lang.items():
            for name in names:
                for key in _keys(name, lang):
                    table[key] = card
    return table


def _suit_table() -> dict[str, Suit]:
    table: dict[str, Suit] = {}
    for suit, by_lang in SUIT_NAMES.items():
        for lang, names in by_lang.items():
            for name in names:
                for key in _keys(name, lang):
                    table[key] = suit
    return table


CARDS = _card_table()  # folded name -> card
SUITS = _suit_table()  # folded suit word -> suit
_DECLARED = {"pirate": Role.PIRATE, "escape": Role.ESCAPE}
_PIRATE_WORDS = sorted({fold(n) for names in CARD_NAMES["pirate"].values() for n in names} | {"pirate"}, key=len)[::-1]
_FULL_NAMES = {fold(p.full_name): Card.named(p) for p in Pirate}
_BRACKETS = re.compile(r"^([^()]+)\(([^()]+)\)$")  # fold() made full-width brackets plain
_SUIT_FIRST = re.compile(r"^(\D+?)(\d{1,9})(x?)$")
_NUMBER_FIRST = re.compile(r"^(\d{1,9})(\D+)$")


def lookup(text: str) -> Card | None:
    """The card a localized name stands for (``sirène``, ``美人鱼``, ``vert7``, ``tigresse:fuite``), or None.

    Raises :class:`~skrules.errors.NotationError` for a localized numbered card out of range
    (``vert15``), with the same message as its English form.
    """
    key = fold(text)
    card = CARDS.get(key)
    if card is not None:
        return card
    head, colon, tail = key.partition(":")
    if colon:
        return _declared(head, tail)
    bracket = _BRACKETS.match(key)
    if bracket:  # 'Tigresse (Fuite)', 'Grand Quinze (vert)': a declaration as --lang prints it
        return _declared(*bracket.groups())
    return _number(text, key) or _named_pirate(key)


def _named_pirate(key: str) -> Card | None:
    """``Pirat Rosie D'Laney``, ``Pirate Will le Bandit``: a named Pirate as ``--lang`` prints it."""
    for word in _PIRATE_WORDS:
        if key.startswith(word):
            card = CARDS.get(key[len(word) :]) or _FULL_NAMES.get(key[len(word) :])
            return card if card is not None and card.pirate is not None else None
    return None


def _declared(head: str, tail: str) -> Card | None:
    """``tigresse:pirate``, ``母老虎:逃生``, ``grandquinze:vert``: a declaration in any language."""
    from .cards import _ALIASES, _HAND_ONLY, _SUIT_WORDS, parse_card

    card = CARDS.get(head) or _ALIASES.get(head) or _HAND_ONLY.get(head)
    if card is None:
        return None
    if card.kind is Kind.TIGRESS:
        said = CARDS.get(tail)
        role = _DECLARED.get(str(said)) if said is not None else _DECLARED.get(tail)
        return None if role is None else Card.tigress(role)
    if card.face is Face.WILD:
        suit = SUITS.get(tail) or _SUIT_WORDS.get(tail)
        return None if suit is None else parse_card(f"wild15:{suit}")
    return None


def _number(text: str, key: str) -> Card | None:
    from .cards import _parse_number

    match = _SUIT_FIRST.match(key)
    if match:
        word, rank, x = match.groups()
    else:
        match = _NUMBER_FIRST.match(key)
        if not match:
            return None
        (rank, word), x = match.groups(), ""
    suit = SUITS.get(word)  # English words are cards.py's: 'g 14 x' stays a near miss there
    if suit is None:
        return None
    return _parse_number(text, suit, int(rank), bool(x))


def suit_name(suit: Suit, lang: str) -> str:
    """A suit's colour in a language (``vert``, ``绿色``); English for a language without one."""
    names = SUIT_NAMES[suit].get(lang)
    return names[0] if names else suit.label


def name_of(token: str, lang: str) -> str | None:
    """The printed name of a card (by canonical token) in a language, or None if it has none."""
    names = CARD_NAMES.get(token, {}).get(lang)
    return names[0] if names else None


def display(card: Card, lang: str) -> str:
    """A card's name as a player of that language reads it: ``Sirène``, ``7 vert``, ``绿色7``.

    Cards without a name in that language keep their English label.
    """
    if card.kind is Kind.NUMBER:
        return _number_name(card, lang)
    if card.kind is Kind.PIRATE and card.pirate is not None:
        pirate = name_of(card.pirate.value, lang) or card.pirate.full_name
        return f"{name_of('pirate', lang) or 'Pirate'} {pirate}"
    if card.kind in (Kind.TIGRESS, Kind.SCARY_MARY) and card.declared is not None:
        role = "pirate" if card.declared is Role.PIRATE else "escape"
        # Scary Mary keeps her name: no printing found translates it
        name = (name_of("tigress", lang) or "Tigress") if card.kind is Kind.TIGRESS else "Scary Mary"
        return name + _aside(name_of(role, lang) or role, lang)
    return name_of(str(card.undeclared), lang) or card.label


def _aside(text: str, lang: str) -> str:
    """`` (text)``, or the text in full-width brackets in Chinese (U+FF08, U+FF09), as Chinese is written."""
    return f"\uff08{text}\uff09" if lang == "zh" else f" ({text})"


def _number_name(card: Card, lang: str) -> str:
    if card.face is Face.WILD:
        wild = name_of("wild15", lang) or "Wild 15"
        return wild + (_aside(suit_name(card.suit, lang), lang) if card.suit else "")
    assert card.suit is not None
    colour = suit_name(card.suit, lang)
    if lang == "zh":
        text = f"{colour}{card.rank}"
    elif lang in ("fr", "es"):
        text = f"{card.rank} {colour}"
    else:
        text = f"{colour.capitalize() if lang == 'de' else colour} {card.rank}"
    return text if card.face is Face.STANDARD else text + _aside(str(card), lang)  # the expansion's: 7 vert (g7x)


def names_for(tokens: Sequence[str], lang: str) -> str:
    """``Sirène``, ``vert, violet, jaune``: what a language calls the cards of these tokens ("" if English)."""
    from .cards import parse_card

    out: list[str] = []
    for token in tokens:
        card = parse_card(token)
        if card.is_number and card.suit is not None:
            name, english = suit_name(card.suit, lang), card.suit.label
        elif card.pirate is not None:
            name, english = name_of(card.pirate.value, lang) or "", ""
        else:
            name, english = display(card.undeclared, lang), card.undeclared.label
        if name and name not in out and name != english:
            out.append(name)
    return ", ".join(out)


def words() -> dict[str, tuple[str, str]]:
    """Every localized name, folded -> (the name as written, canonical token): for suggestions."""
    out: dict[str, tuple[str, str]] = {}
    for token, by_lang in CARD_NAMES.items():
        for names in by_lang.values():
            for name in names:
                out.setdefault(fold(name), (name, token))
    return out


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
