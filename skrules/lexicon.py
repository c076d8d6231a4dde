"""The names players type and read, in their language: one table, and the key a name is looked up by.

Players call the cards what their printing calls them: ``sirène`` at a French table, ``美人鱼``
at a Chinese one, ``will`` for the Pirate the English print calls Bendt. This module holds every
such name, with the language and the source it comes from, and maps each to the canonical token
(``mermaid``, ``bendt``); it knows no card, so the card parser (:func:`skrules.cards.parse_card`)
reads it, loading it only when a token is not an English word it knows already, so reading
``g14`` never pays for it. :mod:`skrules.names` shows cards by these names.

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

__all__ = ["CARD_NAMES", "LANGS", "LANG_NAMES", "SOURCES", "SUIT_NAMES", "fold", "spellings", "words"]

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
    "volley": {"fr": ("Dernière Salve",), "de": ("Letzte Salve",), "zh": ("最后齐射",), "en": ("Final Salvo",)},
    "davy": {"fr": ("Fosse",), "de": ("Davy Jones' Truhe",), "zh": ("戴维·琼斯的箱子",)},
    "wild15": {"fr": ("Grand Quinze",), "de": ("Wilde 15",), "zh": ("百搭15", "百搭 15")},
}

# suit letter -> {language: words, the printed colour first}; English words beyond cards.py's own.
SUIT_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "g": {
        "fr": ("vert", "perroquet"),
        "es": ("verde", "loro", "loros"),
        "de": ("grün",),
        "zh": ("绿色", "绿", "鹦鹉"),
    },
    "p": {
        "fr": ("violet", "carte au trésor", "carte"),
        "es": ("morado", "mapa", "mapas", "mapa pirata", "mapas pirata"),
        "de": ("violett", "lila"),
        "zh": ("紫色", "紫", "藏宝图"),
    },
    "y": {
        "fr": ("jaune", "coffre"),
        "es": ("amarillo", "cofre", "cofres", "cofre de tesoro", "cofres de tesoro"),
        "de": ("gelb",),
        "zh": ("黄色", "黄", "宝箱"),
    },
    "b": {
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


def spellings(name: str, lang: str) -> set[str]:
    """The keys a name is found by in a language: folded, and for German with its umlauts spelt out too."""
    keys = {fold(name)}
    if lang == "de":
        keys.add(fold(name.translate(_GERMAN)))  # grün typed as gruen
    return keys


def words() -> dict[str, tuple[str, str]]:
    """Every localized name, folded -> (the name as written, canonical token): for suggestions."""
    out: dict[str, tuple[str, str]] = {}
    for token, by_lang in CARD_NAMES.items():
        for names in by_lang.values():
            for name in names:
                out.setdefault(fold(name), (name, token))
    return out
