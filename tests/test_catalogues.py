"""The message catalogues: every message of the trace said in every language, from typed values.

A step is a message ID and its values (skrules.messages); each language's catalogue
(skrules/locale/<lang>.json) says every message, and no English is read back. These tests say
each message of each language with values drawn by hypothesis, the real traces of tricks the
rules explain step by step (lead.number, monster.last, whale.numbers, davy.destroy, plank.remove,
ruling.removed-lead, davy.bonus), and add a language the way docs/tool/architecture.md says.
"""

from __future__ import annotations

import io
import json
import re
import shutil
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skrules import i18n, lexicon, locale
from skrules.answers import answer
from skrules.bonuses import BONUS_KINDS
from skrules.cards import Box, Card, Kind, Pirate, Role, Suit, parse_card
from skrules.editions import EDITIONS, HOUSE_RULES
from skrules.glance import glance
from skrules.i18n import LANGS, catalog, localizer, placeholders
from skrules.lead import NoSuit
from skrules.messages import WORDS, Msg, RoundMsg, clause, english, kind, messages, say
from skrules.names import display, name_of
from skrules.notation import Play
from skrules.refusals import RefusalMsg, ScoreRefusal, refusal
from skrules.rules import FULL_BOX, RULES, RULINGS
from skrules.scoring import award_for
from skrules.sphinx_names import _COLUMNS
from skrules.whynot import TITLED, why_not_text
from tests.conftest import examples

if TYPE_CHECKING:
    from skrules.messages import Message, Value

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

# players whose names start with a vowel (French elides "de" before them) and with a consonant;
# Max ends in a sibilant (German writes Max', not Maxs)
NAMES = st.sampled_from(["Ann", "Eve", "Ida", "Olaf", "Ugo", "Ben", "Cat", "Max", "Hans", "Zoé"])
CARDS = st.sampled_from(
    [
        Card(Kind.MERMAID),
        Card(Kind.SKULL_KING),
        Card(Kind.KRAKEN),
        Card(Kind.WHITE_WHALE),
        Card(Kind.ESCAPE),
        Card(Kind.LOOT),
        Card.named(Pirate.ROSIE),
        Card.number(Suit.GREEN, 7),
        Card.number(Suit.BLACK, 14),
        Card.tigress(Role.PIRATE),
    ]
)
PLAYS = st.builds(Play, CARDS, NAMES)
# sentences said already, as a score breakdown's line or a game's step holds them (score.bonus, bonus.mermaid)
SENTENCES = st.sampled_from(
    [
        award_for(BONUS_KINDS["mermaid"], 1),
        award_for(BONUS_KINDS["14"], 2),
        english(Msg.BID_MADE, {"n": 2}),
        english(Msg.CAPTURED_IN, {"who": Play(Card(Kind.MERMAID), "Eve"), "n": 3}),
        english(Msg.DESTROYED_IN, {"who": Play(Card(Kind.KRAKEN), "Ben"), "n": 1}),
        english(Msg.SCORE_LINE, {"score": 0, "said": english(Msg.BONUSES_PAID, {})}),
    ]
)
_VALUES: dict[str, st.SearchStrategy[Value]] = {
    "who": PLAYS,
    "whos": st.lists(PLAYS, min_size=1, max_size=3),
    "ands": st.lists(PLAYS, min_size=2, max_size=3),
    "player": NAMES,
    "label": CARDS,
    "suit": st.sampled_from(list(Suit)),
    "lead": st.sampled_from([*Suit, NoSuit.NONE, NoSuit.NOT_YET]),
    "n": st.integers(1, 14),
    "points": st.sampled_from([20, 30, 40, -10]),
    "pirate": st.sampled_from(list(Pirate)),
    "pirates": st.lists(st.sampled_from(list(Pirate)), min_size=1, max_size=3, unique=True),
    "token": CARDS,
    "tokens": st.lists(CARDS, max_size=3),
    "labels": st.lists(CARDS, max_size=3),
    "rule": st.sampled_from(["davy.bonus", "bonus.king"]),
    "house": st.sampled_from(["kraken-leader"]),
    "title": st.sampled_from(sorted(TITLED)),
    "a": CARDS,
    "players": st.lists(NAMES, min_size=1, max_size=4, unique=True),
    "names": st.lists(NAMES, min_size=1, max_size=4, unique=True),
    "counts": st.lists(st.integers(1, 10), min_size=1, max_size=10),
    "word": st.sampled_from(WORDS),
    "words": st.lists(st.sampled_from(WORDS[:4]), min_size=1, max_size=4, unique=True),
    "bids": st.lists(st.tuples(NAMES, st.integers(0, 10)), min_size=2, max_size=4),
    "choices": st.lists(st.tuples(NAMES, st.sampled_from(["grapeshot", "cannonball"])), min_size=2, max_size=4),
    "score": st.sampled_from([40, 0, -10, 15]),
    "said": SENTENCES,
    "saids": st.lists(SENTENCES, min_size=1, max_size=3),
}
# words of English sentences that no other language's sentence uses (cards' own names left out)
ENGLISH = re.compile(r"\b(the|is|was|and|with|every|who|wins|led|trick|nobody|bid|beats|plays|played|of|it)\b")
OWN = {"de": {"was"}}  # words the language shares with English: "egal was sonst gespielt wurde"


@st.composite
def said(draw: st.DrawFn) -> tuple[Message, dict[str, Value]]:
    """A message and values for each of its placeholders."""
    message = draw(st.sampled_from(messages()))
    return message, {name: draw(_VALUES[kind(name)]) for name in sorted(placeholders(message))}


def _without_names(text: str, values: Mapping[str, object], lang: str) -> str:
    """The text without what stays as written: the players' names and the cards' printed names."""
    loc = localizer(lang)
    names: set[str] = set()
    for value in values.values():
        for x in value if isinstance(value, list) else [value]:
            if isinstance(x, Pirate):  # a Pirate's name as the language prints it, or in English
                names.add(name_of(x.value, lang) or x.full_name)
            elif isinstance(x, Play):
                names |= {x.player, loc.card(x.card)}
            elif isinstance(x, Card):
                names.add(loc.card(x))
            elif isinstance(x, str):
                names.add(x)
    names |= _card_names(lang)  # a title in the text names cards as printed: 'Walk the Plank' in Spanish too
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


@cache
def _card_names(lang: str) -> frozenset[str]:
    """Every card's name as the language prints it (skrules.names), some of them English."""
    return frozenset(display(card, lang) for card in Box(FULL_BOX).cards())


@settings(max_examples=examples(300))
@given(said(), st.sampled_from(LANGS))
def test_every_message_is_said_in_every_language(message_values: tuple[Message, dict[str, Value]], lang: str) -> None:
    """Every message (lead.*, rank.*, bonus.*, kraken.*, play.hand, play.follow, ...) in every language:
    nothing left unfilled, no English word left, and French elides "de" before a vowel."""
    message, values = message_values
    english = say(message, values)
    text = localizer(lang).say(message, values)
    assert text != english or message == "{pirate}"  # a named Pirate by her name alone, as the site names her
    assert not re.search(r"\{[a-z0-9_]*\}", text), text
    assert "'s " not in text  # no English possessive: each language says a card by its player its own way
    left = set(ENGLISH.findall(_without_names(text, values, lang))) - OWN.get(lang, set())
    assert not left, (left, text)
    if lang == "fr":
        assert not re.search(r"\bde [AEIOUÀÂÉÈÊÎÔÛaeiouéè]", text), text  # "de Ann" is wrong: "d'Ann"
        assert not re.search(r"\b(de le|à le|de les|à les) ", text), text  # du, au, des, aux
    if lang == "zh":
        assert not re.search(r"[:;,](?!\d)", _without_names(text, values, lang)), text  # full-width punctuation


@pytest.mark.parametrize("lang", LANGS)
def test_every_translation_keeps_the_english_placeholders(lang: str) -> None:
    """Each message's template in the language has the English one's placeholders, no more and no fewer."""
    for message in messages():
        template = catalog(lang)["messages"][message]  # type: ignore[index]
        assert placeholders(template) == placeholders(message), (lang, message)


# Chinese sets no space between a Han character (or its full-width punctuation) and a number, as the Chinese rulebook
# writes "第二轮2张牌" and "共有4种花色", nor a value put in (a count, a player's name): 第{n}轮, {player}打出. A value
# given as typed (a quoted token, a path: {typed}, {either}, {path}...) or a named Pirate's English name ({pirate}, as
# names.display writes Rosie D'Laney) keeps the space set about a Latin word; so does all that is quoted as typed
# ('save {kind} 文件', a command to type).
_HAN = "[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]"
_AS_TYPED = r"(?:typed\w*|either|path|file|commands|codes|tokens?\d*|pirate)"
_CODE = r"A-Za-z0-9_.:=/'%+\-\u2212"
_NUMBER = rf"(?<![{_CODE}{{])[+\-\u2212]?[0-9]+(?![{_CODE}])|\{{(?!{_AS_TYPED}\}})\w+\}}(?![=:A-Za-z0-9])"
_SPACED = re.compile(rf"{_HAN} +(?:{_NUMBER})|(?:{_NUMBER}) +{_HAN}")
_QUOTED = re.compile(r"(?<![A-Za-z])'[^']*'")


def _texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    return [text for item in items for text in _texts(item)]


def test_chinese_sets_no_space_between_han_and_a_number() -> None:
    """The Chinese catalogue and the site's Chinese pages write a number, or a value put in, against the Han characters
    about it, as the Chinese rulebook does; 97 messages set a space there (第 {n} 轮, 赢 {won} 墩), some 1,300 did not
    (第{n}轮), and the pages both (从第 2 轮起, 2013年第一版)."""
    texts = _texts(catalog("zh"))
    pages = sorted((Path(__file__).parents[1] / "docs" / "translations").glob("*.zh.md"))  # the pages' own words
    # code, and a button's words quoted as the page shows them (*海盗捕获美人鱼 +20*: its name, then its points)
    lines = [line for page in pages for line in page.read_text("utf-8").splitlines()]
    said = [re.sub(r"`[^`]*`|(?<!\*)\*(?!\*)[^*]+\*", "``", line) for line in lines]
    spaced = [text for text in [*texts, *said] if _SPACED.search(_QUOTED.sub("''", text))]
    assert len(pages) >= 4 and not spaced, spaced[:10]
    against = re.compile(rf"{_HAN}(?:{_NUMBER})|(?:{_NUMBER}){_HAN}")
    assert sum(len(against.findall(text)) for text in texts) > 1500  # the rule reads the catalogue's numbers
    assert "第 {n} 轮" not in str(texts) and any("第{n}轮" in text for text in texts)


@pytest.mark.parametrize(("lang", "other"), [("fr", "Barbe Grise"), ("de", "Graubart"), ("es", "Barbagr")])
def test_the_ghost_is_named_as_the_program_names_him_as_a_player(lang: str, other: str) -> None:
    """two.ghost: every message names Graybeard's ghost ``Graybeard``, the name his column and the ``{player}`` of a
    round's steps carry, not the printed name beside it in one message and the other in the next (the printed name
    is still read as his, ``test_ghost_names``)."""
    sections = [section for key, section in catalog(lang).items() if isinstance(section, dict) and key != "source"]
    texts = [str(t) for section in sections for t in section.values()]
    assert sum("Graybeard" in t for t in texts) > 20
    assert not [t for t in texts if other in t]


def test_spanish_names_walk_the_plank_as_its_cards_name_it() -> None:
    """plank.remove, exp.non-winning: the Spanish catalogue names Walk the Plank 'Walk the Plank', as its card name
    (skrules.names) and every other line do; a rule's title said 'Caminar por la Plancha' and the box's part 'la
    carta Plank'."""
    sections = [section for key, section in catalog("es").items() if isinstance(section, dict) and key != "source"]
    texts = [str(t) for section in sections for t in section.values()]
    assert display(Card.parse("plank"), "es") == "Walk the Plank"
    assert sum("Walk the Plank" in t for t in texts) > 5
    assert not [t for t in texts if re.search(r"Plancha|carta Plank|Plank(?<!the Plank)", t)]


def test_the_message_names_the_type_checker_knows_are_the_catalogue() -> None:
    """Msg's constants are the messages, each once: a misspelt one is a type error, a duplicate a test failure."""
    ids = messages()
    assert len(ids) == len(set(ids)) > 80
    assert Msg.BEATS in ids and Msg.NOT_HELD in ids


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "fr",
            [
                "[lead.number] Ann a entamé avec le 3\xa0vert\xa0: le vert est la couleur demandée.",
                "[monster.last] La Baleine blanche de Cat est le dernier monstre marin joué et décide\xa0; le Kraken "
                "de Ben compte comme une Fuite.",
                "[whale.numbers] La Baleine blanche de Cat annule toutes les couleurs et les cartes spéciales\xa0: "
                "seuls les nombres comptent, et le 9\xa0vert de Dan est le plus fort.",
            ],
        ),
        ("de", ["[monster.last] Cats Weißer Wal ist das zuletzt gespielte Seeungeheuer und entscheidet; Bens Kraken"]),
        ("es", ["[monster.last] La Ballena Blanca de Cat es el último monstruo marino jugado y decide; el Kraken"]),
        ("zh", ["[monster.last] Cat的白鲸是最后打出的海中怪兽，由它决定；Ben的海妖视作逃生。"]),  # noqa: RUF001
    ],
)
def test_a_sea_monster_trick_is_explained_in_the_language(cli: Cli, lang: str, expected: list[str]) -> None:
    """lead.number, monster.last, whale.numbers: skrules trick --lang with a Kraken and the White Whale."""
    code, out, _ = cli("trick", "--plain", "--lang", lang, "Ann=g3", "Ben=kraken", "Cat=whale", "Dan=g9")
    assert code == 0
    for line in expected:
        assert line in out


def test_the_plank_and_davy_jones_are_explained_in_french(cli: Cli) -> None:
    """plank.remove, davy.destroy, ruling.removed-lead, davy.bonus in French: d'Ann, agreement, the new lead."""
    code, out, _ = cli("trick", "--plain", "--lang", "fr", "Ann=rosie", "Ben=plank", "Cat=sk", "Dan=davy", "Eve=whale")
    assert code == 0
    assert "Cartes retirées   Rosie la Douce d'Ann, la Fosse de Dan, la Baleine blanche d'Eve" in out
    assert "[davy.destroy] La Fosse de Dan détruit tous les monstres marins\xa0: la Baleine blanche d'Eve." in out
    assert (
        "[plank.remove] La Planche de Ben retire Rosie la Douce d'Ann à la fin du pli\xa0: elle ne peut ni "
        "gagner ni être capturée pour un bonus." in out
    )
    assert "aucune carte restante ne donne de couleur demandée (telle que jouée\xa0: aucune)." in out
    assert "Bonus             +20 pour Dan (davy.bonus, si sa mise est réussie)" in out  # not "aucun ; +20"
    assert not re.search(r"\bde [AEIOU]", out)


def test_french_agreement_follows_the_card() -> None:
    """bonus.mermaid, plank.remove, rank.pirate: "prise" for a Sirène, "pris" for a Pirate; the Tigress as a
    Pirate, and Rosie, Juanita and Mary Thorne (French says "la pirate" of a woman), are "la seule Pirate" and
    "elle"; Harry, as every Pirate card of a man, "le seul Pirate" and "il"."""
    fr = localizer("fr")
    ann, ben = Play(Card(Kind.MERMAID), "Ann"), Play(Card.named(Pirate.ROSIE), "Ben")
    assert fr.say(Msg.TAKEN_BY, {"points": 20, "who": ann, "who2": ben}) == (
        "+20 pour la Sirène d'Ann, prise par Rosie la Douce de Ben."
    )
    assert fr.say(Msg.TAKEN_BY, {"points": 20, "who": ann, "who2": Play(Card.named(Pirate.HARRY), "Ben")}) == (
        "+20 pour la Sirène d'Ann, prise par Harry le Géant de Ben."
    )
    tigress = Play(Card.tigress(Role.PIRATE), "Eve")
    assert fr.say(Msg.ONLY_PIRATE, {"who": tigress}).startswith(
        "La Tigresse (Pirate) d'Eve est la seule Pirate\xa0: elle"
    )
    for pirate, name in ((Pirate.JUANITA, "Juanita Jade"), (Pirate.HARRY, "Harry le Géant")):
        said = fr.say(Msg.FIRST_PIRATE, {"who": Play(Card.named(pirate), "Eve")})
        woman = pirate is Pirate.JUANITA
        agreed = "la première Pirate jouée\xa0: elle" if woman else "le premier Pirate joué\xa0: il"
        assert said == f"{name[0].upper()}{name[1:]} d'Eve est {agreed} bat toutes les cartes numérotées."


def test_spanish_agreement_follows_the_card() -> None:
    """rank.pirate, plank.remove: Spanish says "la pirata" of Rosie, Juanita and Mary Thorne, "la única Pirata",
    "capturada"; Harry stays "el único Pirata"."""
    es = localizer("es")
    juanita, harry = Play(Card.named(Pirate.JUANITA), "Eve"), Play(Card.named(Pirate.HARRY), "Eve")
    assert es.say(Msg.ONLY_PIRATE, {"who": juanita}).startswith("Juanita Jade de Eve es la única Pirata:")
    assert es.say(Msg.ONLY_PIRATE, {"who": harry}).startswith("Harry the Giant de Eve es el único Pirata:")
    plank = Play(Card(Kind.PLANK), "Ann")
    assert es.say(Msg.PLANK_REMOVES, {"who": plank, "who2": Play(Card.named(Pirate.ROSIE), "Ben")}).endswith(
        "no puede ganar ni ser capturada para una bonificación."
    )


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("mary", "enthält Mary Thorne nicht: diese Karte gehört zur Erweiterung;"),
        ("wild15:green", "enthält die Wilde 15 (Grün) nicht: diese Karte gehört zur Erweiterung;"),
    ],
)
def test_german_contracts_a_preposition_with_the_article_a_value_brings(cli: Cli, card: str, said: str) -> None:
    """box.copies (a card of a part the deck lacks): German says "zur Erweiterung", never "zu der Erweiterung", as
    French says "du" for "de le"."""
    code, _, err = cli("trick", "--lang", "de", "--deck", "base", card, "g5")
    assert code == 2 and said in err, err
    assert not re.search(r"\b(zu|von|an|bei) (dem|der) ", err), err


@pytest.mark.parametrize(
    ("lang", "card", "said"),
    [
        ("en", "kraken", "card 1 'kraken': Kraken is not in this deck; the deck part 'kraken' adds it"),
        ("en", "volley", "card 1 'volley': Last Volley is not in this deck; the deck part 'volley' adds it"),
        (
            "fr",
            "kraken",
            "carte 1 'kraken'\xa0: ce paquet ne contient pas le Kraken\xa0; la partie de paquet 'kraken' l'ajoute",
        ),
        ("fr", "plank", "ce paquet ne contient pas la Planche\xa0; la partie de paquet 'plank' l'ajoute"),
        (
            "de",
            "con",
            "Karte 1 'con': dieser Stapel enthält den Zweiten nicht; der Teil des Stapels 'con' fügt diese Karte hinzu",
        ),
        (
            "es",
            "kraken",
            "carta 1 'kraken': este mazo no incluye el Kraken; la parte del mazo 'kraken' añade esa carta",
        ),
        ("zh", "whale", "第1张牌 'whale'\uff1a这副牌中没有白鲸\uff1b牌组部分 'whale' 会加入这张牌"),
    ],
)
def test_a_card_whose_part_of_the_box_is_the_card_alone_is_named_once(
    cli: Cli, lang: str, card: str, said: str
) -> None:
    """box.advanced, box.expansion: the Kraken, the Last Volley, Walk the Plank, First Mate Con, each a part of the
    box by itself, are refused by name once ("Kraken is not in this deck"), never "Kraken belongs to the Kraken", in
    every language; a card in a French, Spanish or German refusal takes its article."""
    code, _, err = cli("trick", "--lang", lang, "--deck", "base", card, "g5")
    assert code == 2 and said in err, err


def test_german_declines_the_cards_and_agrees_with_a_pirate_s_gender(cli: Cli) -> None:
    """ability.unlock, con.rank, rank.lead, lead.escape, play.follow in German: Rosie's ability is "deren"
    (Harry's "dessen"); First Mate Con is "Anns Zweiter" and "mit dem Zweiten", never "Anns Der Zweite"; a
    numbered card played instead is "die grüne 1", won with "der grünen 5", said by its player "Bens grüne 3"; a
    colour named as a noun is "Grün"."""
    _, out, _ = cli("trick", "--plain", "--lang", "de", "--abilities", "Ann=rosie", "Ben=g3")
    assert "Ann hat mit Rosie D'Laney gewonnen, deren Fähigkeit sofort genutzt wird." in out
    _, out, _ = cli("trick", "--plain", "--lang", "de", "--abilities", "Ann=harry", "Ben=g3")
    assert "Ann hat mit Harry the Giant gewonnen, dessen Fähigkeit sofort genutzt wird." in out
    _, out, _ = cli("trick", "--plain", "--lang", "de", "--deck", "all", "Ann=con", "Ben=g5")
    assert out.startswith("Anns Zweiter gewinnt: Der Zweite schlägt jede andere Karte.")
    assert "Ann mit dem Zweiten (Karte 1)" in out and "Der Zweite (" not in out
    _, out, _ = cli("trick", "--plain", "--lang", "de", "Ann=g3", "Ben=g1", "--why", "Ben")
    assert "Ben spielt die grüne\xa04 statt die grüne\xa01" in out and "die Grün" not in out
    _, out, _ = cli("trick", "--plain", "--lang", "de", "Ann=g3", "Ben=g5")
    assert "Ben mit der grünen\xa05 (Karte 2)" in out
    _, out, _ = cli("trick", "--plain", "--lang", "de", "Ann=escape", "Ben=g3")
    assert "Bens grüne\xa03 hat Grün als ausgespielte Farbe bestimmt." in out
    _, out, _ = cli("trick", "--plain", "--lang", "de", "--hand", "Ben=g5,y3", "Ann=g3", "Ben=y3")
    assert (
        "Die ausgespielte Farbe ist Grün, und die Hand enthält Grün\xa05: Eine gespielte Zahlenkarte muss Grün bedienen"
        in out
    )
    assert not re.search(r"\bgrün\b", out), out


def test_spanish_names_the_winning_card_with_its_article_and_rascal_s_wager_as_envite(cli: Cli) -> None:
    """rank.mermaid, rank.pirate, ability.rascal in Spanish: the winner "con la Sirena", "con el Pirata" (the
    articles table), never "con Sirena"; Rascal's wager is "envite" wherever it is named, never "apuesta",
    which is the bid."""
    _, out, _ = cli("trick", "--plain", "--lang", "es", "Ann=mermaid", "Ben=g3")
    assert "Ann con la Sirena (carta 1)" in out
    _, out, _ = cli("trick", "--plain", "--lang", "es", "Ann=pirate", "Ben=g3")
    assert "Ann con el Pirata (carta 1)" in out
    es = localizer("es")
    said = es.say(RoundMsg.TRICK_WON_NEXT, {"n": 1, "player": "Ann", "label": Card(Kind.MERMAID), "n2": 2})
    assert said == "Baza 1: Ann gana con la Sirena; Ann sale en la baza 2."
    catalogue = catalog("es")
    wagers = [
        said
        for part in ("messages", "refusals", "words", "table", "site")
        for english, said in catalogue[part].items()  # type: ignore[attr-defined]
        if "'s wager" in english or "wager 0" in english
    ]
    assert len(wagers) >= 10
    for said in wagers:
        assert "envite" in said.lower() and "apuesta de" not in said.lower(), said


def test_chinese_says_one_word_for_the_bid_one_for_numbered_cards_and_lists_with_its_own_comma(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """score.bonus, rank.pirate, ability.rascal in Chinese: the bid is 叫墩 in the trick as in the score (never
    下注), Rascal's wager 押注, numbered cards 花色牌 (never 数字牌); the trick's row and a line of
    'skrules trick -' use the list comma 、 and a full-width colon, never an ASCII comma or colon."""
    catalogue = catalog("zh")
    said = [
        v
        for part in ("messages", "refusals", "answers", "words", "table", "settle", "site")
        for v in catalogue[part].values()  # type: ignore[attr-defined]
    ]
    assert not [s for s in said if "下注" in s or "数字牌" in s]
    assert sum("叫墩" in s for s in said) > 50 and sum("押注" in s for s in said) >= 10
    _, out, _ = cli("trick", "--plain", "--lang", "zh", "Ann=rosie", "Ben=sk", "Cat=mermaid")
    assert "墩          Ann Rosie D'Laney、Ben 骷髅王、Cat 美人鱼" in out
    assert "若Cat达成叫墩，Cat得+40分" in out  # noqa: RUF001
    monkeypatch.setattr("sys.stdin", io.StringIO("mermaid sk\n"))
    _, out, _ = cli("trick", "-", "--lang", "zh")
    assert out.startswith("mermaid sk：P1，美人鱼（第1张牌）")  # noqa: RUF001
    assert not re.search(r"[,:;]", out.replace("[rank.mermaid-king]", "")), out


def test_no_german_template_holds_a_phrase_the_contractions_would_change() -> None:
    """German contracts only where a value's article meets the template's preposition: a template of its own
    writes "zum", and a relative clause ("ein Stich, in dem nichts gewinnen kann") is left as written."""
    de = catalog("de")
    contract: dict[str, str] = de["contract"]  # type: ignore[assignment]
    assert "in dem " not in contract  # a relative pronoun in the catalogue's titles (exp.discard)

    def strings(x: object) -> list[str]:
        if isinstance(x, dict):
            return [s for k, v in x.items() if k != "contract" for s in [*strings(k), *strings(v)]]
        return [s for v in x for s in strings(v)] if isinstance(x, list) else [x] if isinstance(x, str) else []

    said = [s for s in strings(de) for phrase in contract if re.search(rf"(?<![\w']){phrase}", s)]
    assert not said


def test_a_new_language_is_a_catalogue_and_its_code(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """docs/tool/architecture.md: one catalogue file and the language's code in skrules.locale.LANGS, nothing
    more, and --lang speaks it (here French's catalogue, copied as "xx")."""
    from skrules import judge
    from skrules.locale import lang_choice

    for path in locale.CATALOGUES.iterdir():
        if path.name.endswith(".json"):  # the catalogues, not the package's code or its cache
            shutil.copy(str(path), tmp_path / path.name)
    data = json.loads((tmp_path / "fr.json").read_text("utf-8"))
    data["name"] = "Test"
    (tmp_path / "xx.json").write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    monkeypatch.setattr(locale, "CATALOGUES", tmp_path)
    monkeypatch.setattr(locale, "LANGS", (*locale.LANGS, "xx"))
    monkeypatch.setattr(i18n, "LANGS", locale.LANGS)
    catalog.cache_clear()
    try:
        assert lang_choice("XX") == "xx"
        v = judge(["Ann=mermaid", "Ben=sk"])
        text = i18n.verdict_text(v, (), "xx")
        # the cards keep their English names until skrules.lexicon has the language's names
        assert "La Mermaid d'Ann et le Skull King de Ben sont tous deux dans le pli" in text
    finally:
        catalog.cache_clear()
        i18n.localizer.cache_clear()


# --why: the sentences why-not writes and the rule titles they quote (skrules.whynot)
WHY_NOT: list[Message] = [
    m for name, m in vars(Msg).items() if name.startswith(("WHY_", "LOST_", "CHANGE_", "MISSED_"))
]
WHY_NOT += [Msg.UNPAID_KING_ONLY, Msg.UNPAID_PIRATE_ONLY]


def _unnamed(text: str, lang: str) -> str:
    """A title without the names it keeps as printed: a named Pirate's (Bendt the Bandit stays English in German), a
    card's (Walk the Plank in Spanish)."""
    names = [name_of(pirate.value, lang) or pirate.full_name for pirate in Pirate]
    names += [localizer(lang).card(card) for card in Box(FULL_BOX).cards()]
    for name in sorted(set(names), key=len, reverse=True):
        text = text.replace(name, " ")
    return text


@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_has_a_title_in_every_language(lang: str) -> None:
    """skrules/rules.py: every rule (rank.*, con.rank, kraken.destroy, whale.*, stingray.lowest, exp.*, which why-not
    quotes, and every other, which the cards at a glance list under each card) has a title in the language's
    "titles", the same rules as RULES, none left in English."""
    titles = cast("dict[str, str]", catalog(lang)["titles"])  # a catalogue's JSON: its titles by rule ID
    assert set(titles) == set(RULES) and set(titles) >= TITLED and len(TITLED) >= 14
    for rule, title in titles.items():
        assert title and title != RULES[rule].title and title != clause(rule), (lang, rule)
        assert not set(ENGLISH.findall(_unnamed(title, lang))) - OWN.get(lang, set()), (lang, rule, title)
        if lang == "zh":
            assert not re.search(r"[:;,](?!\d)", _unnamed(title, lang)), (rule, title)  # full-width punctuation


# what the page in a language may say as English does: the French word is the English one
SAME_ON_THE_PAGE = {("fr", "Pirates")}


@pytest.mark.parametrize("lang", LANGS)
def test_every_phrase_of_the_cards_at_a_glance_is_said_in_every_language(lang: str) -> None:
    """docs/names.md, skrules cards --lang: every phrase en.json's "glance" section lists (the headings and intros,
    the cycle's lines, the card groups' and the bonus rows' words) has a template in the language with the same
    placeholders, and every rung of the ladder not named for its rule (stingray.discard, con.mermaid,
    con.triangle...) its line in "rungs", the ruling it names kept; none is left in English."""
    english = cast("list[str]", catalog("en")["glance"])
    said = cast("dict[str, str]", catalog(lang)["glance"])
    assert set(said) == set(english) and len(english) == len(set(english)) > 30
    for key, text in said.items():
        assert text and placeholders(text) == placeholders(key), (lang, key, text)
        assert text != key or (lang, key) in SAME_ON_THE_PAGE, (lang, key)
        assert not set(ENGLISH.findall(_unnamed(text, lang))) - OWN.get(lang, set()), (lang, key, text)
        if lang == "zh":
            assert not re.search(r"[:;,](?!\d)", text), (key, text)  # full-width punctuation
    rungs = cast("dict[str, str]", catalog(lang)["rungs"])
    unnamed = {s.name: s.text for s in glance().steps if not (s.name == s.rule and s.rule in RULES)}
    assert set(rungs) == set(unnamed) and len(unnamed) >= 4
    for name, text in rungs.items():
        assert text != unnamed[name] and not set(ENGLISH.findall(_unnamed(text, lang))) - OWN.get(lang, set())
        assert re.findall(r"ruling\.[a-z-]+", text) == re.findall(r"ruling\.[a-z-]+", unnamed[name]), (lang, name)


@settings(max_examples=examples(300))
@given(st.sampled_from(WHY_NOT), st.sampled_from(LANGS), st.data())
def test_every_why_not_sentence_is_said_in_every_language(message: Message, lang: str, data: st.DataObject) -> None:
    """rank.*, plank.remove, davy.destroy, bonus.*: each sentence of --why in each language, the rule
    titles in it translated, nothing unfilled and no English word left."""
    values = {name: data.draw(_VALUES[kind(name)]) for name in sorted(placeholders(message))}
    text = localizer(lang).say(message, values)
    assert text != say(message, values)
    assert not re.search(r"\{[a-z0-9_]*\}", text), text
    left = set(ENGLISH.findall(_without_names(text, values, lang))) - OWN.get(lang, set())
    assert not left, (left, text)


# tricks whose --why answers use most of why-not's sentences: (cards, the player asked about)
WHY_TRICKS = [
    (["Ann=sk", "Ben=rosie", "Cat=plank:rosie", "Dan=mermaid"], "Ben"),  # plank.remove, rank.mermaid-king
    (["Ann=g3", "Ben=kraken", "Cat=whale", "Dan=g9"], "Ben"),  # monster.last, whale.numbers
    (["Ann=g3", "Ben=kraken", "Cat=g9"], "Cat"),  # kraken.destroy
    (["Ann=kraken", "Ben=g9"], "Ann"),  # kraken.destroy: the Kraken itself
    (["Ann=whale", "Ben=escape", "Cat=mermaid"], "Ben"),  # whale.discard: nobody wins
    (["Ann=g3", "Ben=g9", "Cat=b2"], "Ben"),  # rank.trump
    (["Ann=g3", "Ben=y9", "Cat=g5"], "Ben"),  # rank.lead, another suit
    (["Ann=rosie", "Ben=pirate", "Cat=g5"], "Ben"),  # rank.pirate
    (["Ann=mermaid", "Ben=sk", "Cat=pirate"], "Cat"),  # rank.mermaid-king, bonus.capture
    (["Ann=escape", "Ben=g2"], "Ann"),  # rank.escape
    (["Ann=davy", "Ben=kraken", "Cat=g5"], "Ben"),  # davy.destroy, davy.bonus
    (["Ann=g5", "Ben=g9"], "Ben"),  # the card won
    (["Ann=g3", "Ben=g9"], "Ann"),  # rank.lead, the same suit
    (["Ann=b3", "Ben=b9", "Cat=g5"], "Ann"),  # rank.trump, the lower black card
    (["Ann=mermaid", "Ben=mermaid", "Cat=g5"], "Ben"),  # rank.mermaid, the second Mermaid
    (["Ann=escape", "Ben=escape"], "Ben"),  # rank.escape, all Escapes
    (["Ann=tigress:escape", "Ben=g2"], "Ann"),  # rank.escape, the Tigress as an Escape
    (["Ann=g3", "Ben=plank"], "Ben"),  # exp.non-winning
    (["Ann=mermaid", "Ben=pirate", "Cat=g5"], "Ann"),  # bonus.mermaid: captured
    (["Ann=rosie", "Ben=pirate"], "Ann"),  # bonus.capture: a Pirate taken earns a Pirate nothing
    (["Ann=sk", "Ben=rosie", "Cat=pirate", "Dan=plank:2"], "Cat"),  # plank.remove chosen again
]


@pytest.mark.parametrize("lang", LANGS)
def test_a_why_answer_is_said_in_the_language(lang: str) -> None:
    """skrules trick --why --lang: each why-not answer of WHY_TRICKS (plank.remove, monster.last, kraken.destroy,
    whale.discard, rank.*, davy.destroy) in the language, with no English word left but the players' and cards'
    names, and English as it was without --lang."""
    for tokens, asked in WHY_TRICKS:
        w = answer(tokens, why=asked).why
        assert w is not None
        text = why_not_text(w, ids=False, lang=lang)
        english = why_not_text(w, ids=False)
        assert english.startswith("Why did " if w.won else "Why not ")  # the winner's question is why it won
        assert text.splitlines()[0] != english.splitlines()[0]
        plays = [*w.verdict.trick.plays, *(p for c in w.would_win_if for p in c.verdict.trick.plays)]
        left = set(ENGLISH.findall(_without_names(text, {"plays": plays}, lang))) - OWN.get(lang, set())
        assert not left, (tokens, left, text)
        assert len(text.splitlines()) == len(english.splitlines())


@pytest.mark.parametrize("lang", LANGS)
def test_a_catalogue_holds_what_its_language_owns(lang: str) -> None:
    """docs/tool/architecture.md: a language's name, its suits' colours and where its card names come
    from are in its catalogue, and the names table, the suit words the parser reads and the names
    page's columns are read from there (no second list of languages)."""
    data = catalog(lang)
    suits: dict[str, list[str]] = data["suits"]  # type: ignore[assignment]
    assert sorted(suits) == ["b", "g", "p", "y"] and all(suits.values())
    assert lexicon.LANG_NAMES[lang] == data["name"] and data["names_from"]
    for letter, words in suits.items():
        assert lexicon.SUIT_NAMES[letter][lang] == tuple(words)
        if letter != "b":  # exp.wild: a suit named in the language (never black, trump)
            assert parse_card(f"wild15:{words[0]}").suit == Suit(letter)
    assert (*LANGS, "en") == _COLUMNS and lexicon.LANGS is locale.LANGS


@pytest.mark.parametrize("lang", LANGS)
def test_every_ruling_house_rule_and_edition_is_said_in_the_catalogue(lang: str) -> None:
    """docs/settle.md: Settle it's folded section asks each question a trick's ruling asks (ruling.kraken-leader...;
    a round's, such as ruling.dealer, is not offered there) and says what each of its readings does
    (ruling.kraken-leader=left-of-kraken...), describes each house rule (house.zero-miss-ten...) and notes the
    edition in the language chosen; the settle section has each of them, by its ID, and no more, none in English."""
    settle: dict[str, str] = catalog(lang)["settle"]  # type: ignore[assignment]
    offered = [rid for rid in RULINGS if RULINGS[rid].trick]
    english = {rid: RULINGS[rid].title for rid in offered}
    english |= {f"{rid}={reading}": said for rid in offered for reading, said in RULINGS[rid].readings.items()}
    english |= {f"house.{info.house.value}": info.what for info in HOUSE_RULES.values()}
    english |= {f"edition.{edition.value}": info.summary for edition, info in EDITIONS.items()}
    english["edition-note"] = "Edition: {summary}."
    assert set(settle) == set(english)
    for key, text in settle.items():
        assert text.strip() and text != english[key], (lang, key)
        assert placeholders(text) == placeholders(english[key]), (lang, key, text)


def _values(data: object) -> list[str]:
    """Every string a catalogue says (its values, never its English keys)."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [text for value in data.values() for text in _values(value)]
    if isinstance(data, list):
        return [text for value in data for text in _values(value)]
    return []


@pytest.mark.parametrize("lang", LANGS)
def test_a_pirate_is_called_by_the_name_its_language_prints(lang: str) -> None:
    """ability.harry, ability.rascal (the Card names page): where a language's print names a pirate its own way
    (French: Harry le Géant, Rascal le Flambeur, Will le Bandit), no line of its catalogue, the score
    pad's among them, calls that pirate by the English name."""
    said = _values(catalog(lang))
    for pirate in Pirate:
        own = name_of(pirate.value, lang)
        if own and own != pirate.full_name:
            left = [text for text in said if pirate.full_name in text]
            assert not left, (pirate.full_name, own, left)


@pytest.mark.parametrize(
    ("trick", "said"),
    [
        (("g9", "g14", "b3", "loot"), "Gagnant           P3 avec le 3\xa0noir (carte 3)"),
        (("g2", "y5", "rosie"), "Gagnant           P3 avec Rosie la Douce (carte 3)"),
        (("escape", "escape"), "Gagnant           P1 avec la Fuite (carte 1)"),
    ],
)
def test_french_winner_row_names_the_card_with_its_article(cli: Cli, trick: tuple[str, ...], said: str) -> None:
    """The winner row ("{player} with {token} (card {n})") in French: "avec le 3\xa0noir", "avec la Fuite", as
    Spanish says "con el 3\xa0negro"; never "avec 3\xa0noir" with no article."""
    code, out, _ = cli("trick", "--plain", "--lang", "fr", *trick)
    assert code == 0
    assert said in out.splitlines(), out


def test_german_dative_of_the_wild_15_takes_the_weak_ending(cli: Cli) -> None:
    """The winner row ("{player} with {token} (card {n})") and a round's "Trick {n}: {player} wins with {label}." in
    German: after the dative article the Wild 15 is "der Wilden 15 (Grün)", never "der Wilde 15"."""
    code, out, _ = cli("trick", "--plain", "--lang", "de", "wild:green", "g5", "g9")
    assert code == 0
    assert "Gewinner             P1 mit der Wilden 15 (Grün) (Karte 1)" in out.splitlines(), out
    de = localizer("de")
    said = de.say(RoundMsg.TRICK_WON, {"n": 2, "player": "Ann", "label": parse_card("wild:purple")})
    assert said == "Stich 2: Ann gewinnt mit der Wilden 15 (Violett)."


@pytest.mark.parametrize(
    ("trick", "said"),
    [
        (("g9", "g14"), "  1. [lead.number] P1 hat die grüne\xa09 ausgespielt: Die ausgespielte Farbe ist Grün."),
        (
            ("wild:green", "g5"),
            "  2. [lead.number] P1 hat die Wilde 15 (Grün) ausgespielt: Die ausgespielte Farbe ist Grün.",
        ),
        (("g7x", "g3"), "  1. [lead.number] P1 hat die grüne\xa07 (g7x) ausgespielt: Die ausgespielte Farbe ist Grün."),
    ],
)
def test_german_lead_number_names_the_card_led_with_its_article(cli: Cli, trick: tuple[str, ...], said: str) -> None:
    """lead.number in German: the card led is in the accusative with its article ("die grüne 9", "die Wilde 15
    (Grün)"), as the other German sentences name a numbered card ("mit der grünen\xa09", "die grüne\xa04 statt
    die grüne 1"), never "P1 hat Grün 9 ausgespielt" nor "hat Wilde 15 (Grün) ausgespielt"."""
    code, out, _ = cli("trick", "--plain", "--lang", "de", *trick)
    assert code == 0
    assert said in out.splitlines(), out


def test_german_declines_a_card_said_by_its_player_after_a_preposition_or_as_an_object() -> None:
    """bonus.pirate, con.bonus, rank.king, davy.destroy, bonus.capture (TAKEN_BY, BEATS, CHANGE_ABSENT, DAVY_DESTROYS,
    MISSED_LOST, UNPAID_KING_ONLY) in German: a card said by its player takes the case its place in the sentence
    asks, with the strong ending after the owner's name: "für Bens Piraten", "Ohne Anns Zweiten", "Eves Weißen
    Wal" (accusative), "von Anns Wilder 15" (dative); never "für Bens Pirat" or "Ohne Anns Zweiter"."""
    de = localizer("de")
    king, con = Play(Card(Kind.SKULL_KING), "Ann"), Play(parse_card("con"), "Ann")
    rosie, whale = Play(Card.named(Pirate.ROSIE), "Ben"), Play(Card(Kind.WHITE_WHALE), "Eve")
    wild, pirate = Play(parse_card("wild:green"), "Ann"), Play(parse_card("pirate"), "Ben")
    assert de.say(Msg.TAKEN_BY, {"points": 30, "who": pirate, "who2": king}) == (
        "+30 für Bens Piraten, genommen von Anns Skull King."
    )
    assert de.say(Msg.TAKEN_BY, {"points": 30, "who": con, "who2": wild}) == (
        "+30 für Anns Zweiten, genommen von Anns Wilder 15 (Grün)."
    )
    assert de.say(Msg.BEATS, {"who": king, "who2": rosie}) == "Anns Skull King schlägt Bens Rosie D'Laney."
    assert de.say(Msg.CHANGE_ABSENT, {"who": con, "who2": rosie, "title": "rank.pirate"}).startswith(
        "Ohne Anns Zweiten: Bens Rosie D'Laney gewinnt ("
    )
    davy = Play(parse_card("davy"), "Cat")
    assert de.say(Msg.DAVY_DESTROYS, {"who": davy, "whos": [Play(Card(Kind.KRAKEN), "Dan"), whale]}) == (
        "Cats Davy Jones' Truhe vernichtet alle Seeungeheuer: Dans Kraken, Eves Weißen Wal."
    )
    assert de.say(Msg.MISSED_LOST, {"who": king, "points": 30, "ands": [pirate, rosie]}).startswith(
        "Anns Skull King hat nicht gewonnen, also keine +30 für Bens Piraten und Bens Rosie D'Laney:"
    )
    assert de.say(Msg.UNPAID_KING_ONLY, {"who": pirate, "who2": rosie, "rule": "bonus.pirate"}) == (
        "Bens Pirat bringt Bens Rosie D'Laney nichts: Nur der Skull King erhält einen Bonus, wenn er einen "
        "Piraten erbeutet (bonus.pirate)."
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Ann played the Last Volley and added the green 9 after everyone;"),
        ("fr", "Ann a joué la Dernière Salve et a donc ajouté le 9\xa0vert après tout le monde\xa0;"),
        ("de", "Ann hat die Letzte Salve gespielt und daher die grüne\xa09 nach allen anderen nachgelegt;"),
        ("es", "Ann jugó la Last Volley y por eso añadió el 9\xa0verde después de todos;"),
    ],
)
def test_the_last_volley_names_the_card_added_with_its_article(cli: Cli, lang: str, said: str) -> None:
    """volley.extra: the card the Last Volley's player added is named as a sentence names a card, with its article
    ("the green 9", "le 9 vert", "die grüne 9", "el 9 verde"), never bare ("added green 9", "añadió 9 verde")."""
    code, out, _ = cli("trick", "--plain", "--lang", lang, "Ann=volley", "Ben=g3", "Cat=g5", "Ann=g9")
    assert code == 0
    assert said in out, out


def test_german_declines_a_numbered_card_said_by_its_player_in_every_case() -> None:
    """rank.trump, rank.lead, bonus.fourteen, rank.tie (WINS_TRUMP, TAKEN_BY, TIE) in German: a numbered card said by
    its player takes the strong ending of its colour after the owner's name, as any adjective after a determiner
    that shows no case: "Bens schwarze 3 gewinnt" (nominative), "für Anns grüne 14" (accusative), "von Bens schwarzer 3"
    (dative); never the printed name, "Bens Schwarz 3", which is no German phrase."""
    de = localizer("de")
    three, fourteen = Play(parse_card("b3"), "Ben"), Play(parse_card("g14"), "Ann")
    expansion = Play(parse_card("g7x"), "Cat")
    assert de.say(Msg.TAKEN_BY, {"points": 10, "who": fourteen, "who2": three}) == (
        "+10 für Anns grüne\xa014, genommen von Bens schwarzer\xa03."
    )
    assert de.say(Msg.TIE, {"ands": [expansion, three]}).startswith("Cats grüne\xa07 (g7x) und Bens schwarze\xa03 ")
    assert de.who("Ben", three.card) == "Bens schwarze\xa03"


@pytest.mark.parametrize(
    ("n", "said"), [(0, "cartes distribuées\xa0: 0\xa0;"), (11, "cartes distribuées\xa0: 11\xa0;")]
)
def test_french_says_a_count_of_cards_dealt_out_of_range_with_no_plural_to_agree(n: int, said: str) -> None:
    """setup.deal ("cards dealt is {n}; no set-up deals that") in French: French says 0 in the singular ("0 carte"),
    so the count stands after the noun, as the English does ("cartes distribuées : 0"), never "0 cartes
    distribuées"."""
    text = localizer("fr").refused(refusal(ScoreRefusal.DEALT, n=n, n2=10))
    assert text == (
        f"{said} aucune mise en place ne distribue cela\xa0: une manche distribue de 1 à 10 cartes (setup.deal)"
    )
    assert not text.startswith(f"{n} cartes"), text


@pytest.mark.parametrize(
    ("lang", "winner", "said"),
    [
        ("fr", "juanita", "seul le premier peut gagner, et Juanita Jade de Cat a été jouée avant."),
        ("fr", "tigress:pirate", "seul le premier peut gagner, et la Tigresse (Pirate) de Cat a été jouée avant."),
        ("es", "juanita", "solo el primero puede ganar, y Juanita Jade de Cat se jugó antes."),
    ],
)
def test_why_not_names_the_pirate_that_came_first_never_le_sien(lang: str, winner: str, said: str) -> None:
    """rank.pirate's why-not (LOST_FIRST_PIRATE, "and theirs came first") in French and Spanish: the reason names the
    Pirate that won, agreeing with it ("jouée" for the Tigress), as the Mermaids' line does; "le sien", "el suyo"
    read as the losing card's own."""
    loser, first = Play(Card.named(Pirate.BENDT), "Ben"), Play(parse_card(winner), "Cat")
    text = localizer(lang).say(Msg.LOST_FIRST_PIRATE, {"who": loser, "who2": first})
    assert text.endswith(said), text
    assert "sien" not in text and "suyo" not in text


@pytest.mark.parametrize(
    ("token", "said"),
    [("mermaid", "la Sirène"), ("g9", "le 9\xa0vert"), ("sk", "le Skull King"), ("escape", "la Fuite")],
)
def test_french_round_says_the_winning_card_with_its_article(token: str, said: str) -> None:
    """next.winner in a round (RoundMsg.TRICK_WON, TRICK_WON_NEXT) in French: "Ann gagne avec la Sirène", "avec le 9
    vert", as the winner row and Spanish's "gana con la Sirena" say it, never "avec la carte Skull King"."""
    fr = localizer("fr")
    card = parse_card(token)
    assert fr.say(RoundMsg.TRICK_WON, {"n": 1, "player": "Ann", "label": card}) == f"Pli 1\xa0: Ann gagne avec {said}."
    assert fr.say(RoundMsg.TRICK_WON_NEXT, {"n": 1, "player": "Ann", "label": card, "n2": 2}) == (
        f"Pli 1\xa0: Ann gagne avec {said}\xa0; Ann entame le pli 2."
    )


@pytest.mark.parametrize(
    ("trick", "said"),
    [
        (("g9", "g14"), "  1. [lead.number] P1 a entamé avec le 9\xa0vert\xa0: le vert est la couleur demandée."),
        (
            ("escape", "p3", "g4"),
            "  1. [lead.escape] La Fuite de P1 a entamé, ce qui laisse le choix de la couleur à la carte suivante\xa0; "
            "le 3\xa0violet de P2 a fixé le violet comme couleur demandée.",
        ),
        (
            ("y7", "y9", "--why", "1"),
            "  Le 7\xa0jaune de P1 a perdu face au 9\xa0jaune de P2\xa0: la couleur demandée est le jaune, "
            "et le 9\xa0jaune de P2 l'emporte dans cette couleur. [rank.lead]",
        ),
    ],
)
def test_french_names_a_suit_as_a_noun_with_its_article(trick: tuple[str, ...], said: str, cli: Cli) -> None:
    """lead.number, lead.escape, rank.lead's why-not in French: a colour said as a noun takes its article ("le vert
    est la couleur demandée", "a fixé le violet", "la couleur demandée est le jaune"), as "le noir est l'atout"
    and play.follow's "la couleur demandée est le vert" say it; never "vert est la couleur demandée"."""
    code, out, _ = cli("trick", "--plain", "--lang", "fr", *trick)
    assert code == 0
    assert said in out.splitlines(), out


@pytest.mark.parametrize(
    ("trick", "said"),
    [
        (
            ("y7", "y9", "--why", "1"),
            "  El 7\xa0amarillo de P1 perdió ante el 9\xa0amarillo de P2: el amarillo es el color de salida, "
            "y el 9\xa0amarillo de P2 gana en ese color. [rank.lead]",
        ),
        (
            ("y7", "g9", "--why", "2"),
            "  El 9\xa0verde de P2 perdió ante el 7\xa0amarillo de P1: el amarillo es el color de salida, "
            "y una carta de otro color nunca gana (solo el triunfo, el negro, la vence). [rank.lead]",
        ),
    ],
)
def test_spanish_why_not_names_the_lead_suit_as_a_noun_with_its_article(
    trick: tuple[str, ...], said: str, cli: Cli
) -> None:
    """rank.lead's why-not in Spanish: the suit that opens the reason is a noun and takes its article ("el amarillo es
    el color de salida"), as lead.escape's "fijó el verde" says it; never "amarillo es el color de salida"."""
    code, out, _ = cli("trick", "--plain", "--lang", "es", *trick)
    assert code == 0
    assert said in out.splitlines(), out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("said", "token"),
    [(RefusalMsg.TIGRESS_WHEN, "tigress"), (RefusalMsg.MARY_WHEN, "scary-mary")],
    ids=["tigress", "mary"],
)
def test_a_declaration_a_refusal_suggests_is_read_as_suggested(lang: str, said: str, token: str) -> None:
    """tigress.declare, first.mary: a hand's undeclared Tigress or Scary Mary is answered with the two ways to
    declare her, in the language of the answer; each way it shows is read as that declaration (Scary Mary's
    French, German and Spanish words were refused)."""
    refusals = cast("Mapping[str, str]", catalog(lang)["refusals"])
    forms = re.findall(r"'\{typed\}:([^']+)'", refusals[said])
    assert [parse_card(f"{token}:{form}").declared for form in forms] == [Role.PIRATE, Role.ESCAPE]


def _translations(tree: object) -> list[tuple[str, str]]:
    """Every (English, translation) pair of a catalogue, whatever section it is in."""
    if isinstance(tree, dict):
        pairs: list[tuple[str, str]] = []
        for key, value in tree.items():
            pairs += [(key, value)] if isinstance(value, str) else _translations(value)
        return pairs
    return []


# how each language asks "did you mean ...?" and addresses the reader: one form throughout (vous, du, tú, 你)
DID_YOU_MEAN = {"fr": "vouliez-vous dire", "de": "meintest du", "es": "¿querías decir", "zh": "你是"}
FORMAL = {
    "de": re.compile(r"\b\w+en Sie\b"),
    "es": re.compile(r"\b(vuelva|ponga|escriba|quería decir|quiso decir)\b"),
    "zh": re.compile("您"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_language_addresses_the_reader_one_way_in_every_message(lang: str) -> None:
    """Each refusal that guesses what was meant asks it in the language's one phrase, and German and Spanish say
    "du" and "tú" throughout: ``skrules score sheet.txt --lang de`` with ``loot=Cta`` asked "meinten Sie 'Cat'?"
    where every other guess says "meintest du", the Spanish asked "¿quería decir" and "¿quisiste decir", the
    Chinese "您是指" beside "你是想写"; a line the input's encoding cannot read said "tippen Sie" and "vuelva"."""
    pairs = _translations(catalog(lang))
    for source, said in pairs:
        if "did you mean" in source:
            assert DID_YOU_MEAN[lang] in said, (source, said)
        if lang in FORMAL:
            assert not FORMAL[lang].search(said), (source, said)
    assert sum("did you mean" in source for source, _ in pairs) >= 20


# a word each language says one way throughout: the catalogue's term, and the others it must not slip into
ONE_TERM = {"de": ("Flucht", re.compile(r"Fluchtkarte")), "zh": ("逃生", re.compile("逃跑"))}


@pytest.mark.parametrize("lang", sorted(ONE_TERM))
def test_the_escape_is_said_by_one_word_in_a_language(lang: str) -> None:
    """rank.escape: German said "Fluchtkarten" in two refusals (``skrules trick --lang de --edition 2013 g3 y14x``)
    where every other line says "Fluchten"; a term a language chose is the one its every line says."""
    term, other = ONE_TERM[lang]
    said = [text for _, text in _translations(catalog(lang))]
    assert not [text for text in said if other.search(text)]
    assert sum(term in text for text in said) >= 20


# a rule or ruling ID as a message cites it: lowercase words joined by dots, then maybe "=reading"
_CITED = re.compile(r"(?<![\w/{.-])([a-z][a-z0-9]*(?:\.[a-z0-9][a-z0-9-]*)+)(?![\w/.-])")


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_id_a_message_cites_in_brackets_is_a_rule_or_a_ruling(lang: str) -> None:
    """Every rule: what a message cites in its brackets (``(bid.range)``, ``(kraken.destroy, whale.discard)``,
    ``ruling.seats=deck``) is an ID ``skrules rules`` looks up, in every catalogue. A refusal cited
    ``stingray.discard``, the name of a rung whose rule is exp.discard, and ``skrules rules stingray.discard``
    found nothing. A file name (``friday.skull``) is no ID."""
    path = Path(locale.__file__).parent / f"{lang}.json"
    known = set(RULES) | set(RULINGS)
    cited = {
        token
        for text in _texts(json.loads(path.read_text("utf-8")))
        for inside in re.findall(r"[(（]([^()（）]*)[)）]", text)  # noqa: RUF001  # Chinese brackets too
        for token in _CITED.findall(inside)
        if not token.endswith(".skull")
    }
    assert cited - known == set(), sorted(cited - known)
    assert len(cited & known) > 20  # the scan finds the IDs the messages do cite
