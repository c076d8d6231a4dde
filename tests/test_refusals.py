"""A refused trick is told in the player's language: every refusal of a typed trick, and of the
questions asked of it, is a message of :mod:`skrules.refusals` said from each catalogue.

English stays byte-identical (the golden refusals of ``tests/golden`` hold it); here, each
refusal's message is in every catalogue with its placeholders, random input is refused only with
messages (no English sentence slips into a French answer), and the command line, the table and
*Settle it* say them in ``--lang``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from skrules.abilities import _USAGE, _WRITTEN
from skrules.answers import answer
from skrules.cards import ADVANCED_MODULES, EXPANSION_MODULES, Box, Card, Kind, Pirate, Suit
from skrules.deal import check_deal, check_players, parse_variant, rotation, schedule
from skrules.errors import RoundError, SkrulesError
from skrules.game import GameSpec, RoundSpec, parse_choice, play_game, play_round
from skrules.i18n import localizer
from skrules.i18n import placeholders as said_placeholders
from skrules.locale import LANGS, catalog
from skrules.messages import Msg, english, kind, placeholders
from skrules.names import name_of
from skrules.notation import Play
from skrules.refusals import CommandRefusal, RefusalMsg, RoundRefusal, ScoreRefusal, refusal, refusal_messages
from skrules.round import Round
from skrules.rules import RuleSet, parse_modules, parse_ruling, rule, ruling_choices
from skrules.scoring import Ally, bonus, check_row, parse_bonus, parse_method, score
from skrules.trick import judge
from skrules.web import adjudicate
from tests.conftest import ERROR, examples

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

ENGLISH = re.compile(r"\b(the|is|was|and|with|every|who|card|cards|trick|plays|played|of|it|not|no|or)\b")
QUOTED = re.compile(
    r"'[^']*'|\"[^\"]*\"|--[a-z-]+|(?<![a-z0-9-])[a-z0-9-]+:[^\s\u3000-\u303f\uff00-\uffef]*|[\w-]+=[\w,:-]+|\b[a-z]+\.[a-z-]+\b"
)
OWN = {"fr": {"no"}, "es": {"no"}, "de": set(), "zh": set()}  # Spanish and French "no", "No" as words of their own

_VALUES: dict[str, st.SearchStrategy[object]] = {
    "typed": st.sampled_from(["'xyz'", "'Ann=g7'", "g5", "rosie", "'plank:9'"]),
    "player": st.sampled_from(["Ann", "Ben", "Zoé"]),
    "n": st.integers(1, 14),
    "suit": st.sampled_from(list(Suit)),
    "label": st.sampled_from([Card(Kind.MERMAID), Card.number(Suit.GREEN, 7), Card(Kind.KRAKEN)]),
    "word": st.sampled_from(["the Expansion Pack", "the base game", "Walk the Plank (Expansion Pack)"]),
    "places": st.lists(st.integers(1, 99), min_size=1, max_size=20),
    "either": st.lists(st.sampled_from(["plank:1", "plank:2", "plank:3"]), min_size=2, max_size=3),
    "players": st.lists(st.sampled_from(["Ann", "Ben", "Cat"]), min_size=2, max_size=3, unique=True),
    "said": st.sampled_from([refusal(RefusalMsg.NOT_A_CARD), refusal(RefusalMsg.TWICE, player="Ann", n=1, n2=2)]),
    "spots": st.lists(
        st.sampled_from([refusal(RefusalMsg.TRICK_CARD, n=2, n2=1), refusal(RefusalMsg.PLAYERS_HAND, player="Ann")]),
        min_size=2,
        max_size=4,
    ),
    "saids": st.lists(
        st.sampled_from([refusal(RefusalMsg.IN_TRICK, n=2), refusal(RefusalMsg.IN_PLAYERS_HAND, n=1, player="Ann")]),
        min_size=2,
        max_size=14,
    ),
    "pirate": st.sampled_from(list(Pirate)),
    "pirates": st.lists(st.sampled_from(list(Pirate)), min_size=1, max_size=3, unique=True),
    "hand": st.lists(
        st.sampled_from([Card.number(Suit.GREEN, 3), Card(Kind.MERMAID), Card(Kind.SKULL_KING)]), max_size=3
    ),
    "rule": st.sampled_from(["play.follow", "ability.rosie", "mary.power"]),
    "typeds": st.lists(st.sampled_from(["advanced", "kraken", "whale", "expansion"]), min_size=1, max_size=4),
    "words": st.lists(
        st.sampled_from(["a Pirate taken by the Skull King", "First Mate Con taken", "Rascal of Roatan's wager"]),
        min_size=2,
        max_size=3,
        unique=True,
    ),
    "sentence": st.sampled_from(
        [
            english(Msg.NOT_HELD, {"labels": [Card(Kind.MERMAID)], "a": Card.number(Suit.GREEN, 3)}),
            english(Msg.MUST_FOLLOW, {"suit": Suit.YELLOW, "labels": [Card.number(Suit.YELLOW, 2)]}),
        ]
    ),
}


@st.composite
def said(draw: st.DrawFn) -> tuple[str, dict[str, object]]:
    """A refusal's message and a value for each of its placeholders."""
    message = draw(st.sampled_from(refusal_messages()))
    return message, {name: draw(_VALUES[kind(name)]) for name in sorted(placeholders(message))}


def english_left(text: str, lang: str) -> set[str]:
    """English words left in a refusal said in ``lang``, but for what stays as typed (quoted input, tokens, options,
    rule IDs) and the cards' printed names (Spanish keeps "Walk the Plank"; German "Harry the Giant")."""
    for name in sorted(PRINTED[lang], key=len, reverse=True):
        text = text.replace(name, " ")
    return set(ENGLISH.findall(QUOTED.sub(" ", text))) - OWN[lang]


BOX = Box(ADVANCED_MODULES | EXPANSION_MODULES).cards()
PRINTED = {
    lang: {localizer(lang).card(card) for card in BOX} | {name_of(p.value, lang) or p.full_name for p in Pirate}
    for lang in LANGS
}


# a message a language writes word for word as English does: Spanish's "error" is English's
WRITTEN_ALIKE = {("es", CommandRefusal.ERROR_LINE)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_is_in_every_catalogue(lang: str) -> None:
    """Every refusal of skrules.refusals is in en.json's refusals (its .pot, in order) and in each catalogue,
    with the English one's placeholders and words of its own, and each deck part it names is a word of it."""
    english = catalog("en")
    assert english["refusals"] == list(refusal_messages())
    translated = catalog(lang)["refusals"]
    assert isinstance(translated, dict) and list(translated) == list(refusal_messages())
    for message, template in translated.items():
        assert said_placeholders(template) == placeholders(message), (lang, message)  # a form counts as its value
        same = not re.sub(r"\{[a-z0-9]+\}", "", message).strip(": ()") or (lang, message) in WRITTEN_ALIKE
        assert template != message or same, (lang, message)
    words = catalog(lang)["words"]
    assert isinstance(words, dict)
    for name in ("the Expansion Pack", "Davy Jones' Locker (Expansion Pack)", "{n} more"):
        assert name in words, (lang, name)


@settings(max_examples=examples(300))
@given(said(), st.sampled_from(LANGS))
def test_every_refusal_is_said_in_every_language(message_values: tuple[str, dict[str, object]], lang: str) -> None:
    """Each refusal in each language: every placeholder filled, no English word left but what was typed, a
    long list of card positions counted in the language, and Chinese with its own punctuation."""
    message, values = message_values
    english = refusal(message, **values)
    text = localizer(lang).refused(english)
    assert text != english or not re.sub(r"\{[a-z0-9]+\}", "", message).strip(": ()")  # '{typed}: {typed2}'
    assert "{" not in text, text
    assert not english_left(text, lang), (english_left(text, lang), text)
    if lang == "zh":
        assert not re.search(r"[:;,?]", QUOTED.sub("", text)), text
    if lang == "fr":
        assert not re.search(r"\b(de le|de les) ", text), text  # du, des


@settings(max_examples=examples(30))
@given(st.data())
def test_every_refusal_is_said_in_every_language_in_each_example(data: st.DataObject) -> None:
    """Every refusal in every language, all of them in each example (the test above samples them): each template
    is filled from its values, the forms it asks of a card too (``{label_the}``, ``{label_dat}``), never a
    placeholder it has no value for."""
    for message in refusal_messages():
        values = {name: data.draw(_VALUES[kind(name)]) for name in sorted(placeholders(message))}
        english = refusal(message, **values)
        for lang in LANGS:
            text = localizer(lang).refused(english)
            assert "{" not in text, (lang, message, text)


def test_a_long_list_of_positions_is_cut_in_every_language() -> None:
    """box.copies: a line of twenty copies names the first twelve positions and counts the rest, in each language."""
    with pytest.raises(SkrulesError) as caught:
        answer(["sk"] * 20)
    err = caught.value
    assert str(err).endswith("(cards 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 8 more); the box holds one copy")
    assert "(cartes 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 et 8 de plus)" in localizer("fr").refusal(err)
    assert "（第1、2、3、4、5、6、7、8、9、10、11、12和另8张牌）" in localizer("zh").refusal(err)  # noqa: RUF001


TOKENS = ["g5", "g5", "y9", "mermaid", "sk", "rosie", "harry", "tigress", "tigress:pirate", "scary-mary:pirate"]
TOKENS += ["mary", "wild15", "wild15:p", "wild15:b", "g15", "g0", "g0x", "g9x", "red5", "gren7", "xyz", "", "green"]
TOKENS += ["Ann=g3", "Ann=g4", "Ann:g3", "plank", "plank:rosie", "plank:9", "plank:", "volley", "Ann=volley", "pirate"]
TOKENS += ["=g3", "Ann\u200b=g3", "kraken", "b14", "sirenne", "g", "zz=y2"]
OPTIONS = st.sampled_from(
    [
        {},
        {"edition": "2013"},
        {"deck": "base"},
        {"why": "Zed"},
        {"why": "9"},
        {"what_if": ["2=zz"]},
        {"what_if": ["2"]},
        {"what_if": ["1=g3=g4"]},
        {"what_if": ["1=g3", "2=g4"]},
        {"hands": ["Ann"]},
        {"hands": ["P1=g3,zz"]},
        {"hands": ["P1=g3", "P1=g4"]},
        {"hands": ["9=g3"]},
        {"hands": ["P2=sk,g3"]},
        {"hands": ["Zed=g3"]},
        {"hands": ["P1=wild15,g3"], "deck": "base"},
    ]
)


def messages_of(text: str) -> list[str | None]:
    """The message of a refusal and of every refusal said inside it (None for text written with none)."""
    found: list[str | None] = [getattr(text, "message", None)]
    for value in getattr(text, "values", {}).values():
        if isinstance(value, str) and hasattr(value, "message"):
            found += messages_of(value)
    said = getattr(text, "values", {}).get("said")
    if said is not None and not hasattr(said, "message"):
        found.append(None)
    return found


@settings(max_examples=examples(300))
@given(st.lists(st.sampled_from(TOKENS), max_size=6), OPTIONS)
@example(["sk", "sk"], {})
@example(["plank", "rosie", "harry"], {})
@example(["g3", "wild15:p"], {})
@example(["Ann=g3", "Ann=g4"], {})
@example(["mermaid"], {"what_if": ["9=sk"]})
@example(["sk", "g3"], {"hands": ["P2=sk,g3"]})
@example(["g5", "g3"], {"hands": ["P1=wild15,g3"], "deck": "base"})
def test_any_refused_trick_is_refused_with_messages_only(tokens: list[str], options: dict[str, object]) -> None:
    """play.order, box.copies, exp.wild, exp.plank, first.deck: whatever is typed, a refusal of the trick or its
    questions is a message all the way down (nothing English written by hand), said in every language."""
    try:
        answer(tokens, **options)  # type: ignore[arg-type]
    except SkrulesError as err:
        english = err.said()
        assert None not in messages_of(english), (str(err), messages_of(english))
        for lang in LANGS:
            text = localizer(lang).refusal(err)
            assert text != str(err) and "{" not in text
            assert not english_left(text, lang), (lang, text)


def test_the_command_line_refuses_in_its_language(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """box.copies: `skrules trick --lang` refuses in the language, one line and exit 2, as it refuses in English;
    a trick per line of standard input is refused the same way."""
    assert cli("trick", "g5", "g5") == (
        2,
        "",
        "skrules: error: card 2 'g5': green 5 appears 2 times in this trick (cards 1, 2); the box holds one copy\n",
    )
    code, out, err = cli("trick", "--lang", "de", "g5", "g5")
    assert (code, out) == (2, "")
    assert (
        err
        == f"{ERROR['de']}Karte 2 'g5': die grüne\xa05 kommt 2-mal in diesem Stich vor (Karten 1, 2); die Schachtel "
        "enthält nur ein Exemplar\n"
    )
    monkeypatch.setattr("sys.stdin", io.StringIO("g5 g7\nAnn=g5 Ann=g7\n"))
    code, _, err = cli("trick", "-", "--lang", "es")
    assert code == 2
    assert err == (
        "skrules: error: línea 2: carta 2 'Ann=g7': Ann juega dos veces (cartas 1 y 2); solo el jugador de "
        "la Last Volley juega una segunda carta\n"
    )


def test_settle_it_says_a_refusal_in_the_language_asked() -> None:
    """What the page shows of a refused trick or question: the command's English line, and with ``lang`` the
    same refusal said in it."""
    refused = adjudicate({"cards": ["mermaid", "xyz"], "lang": "fr"})
    assert refused["message"] == "card 2 'xyz': not a card"
    assert refused["said"] == {"message": "carte 2 'xyz'\xa0: ce n'est pas une carte"}
    assert "said" not in adjudicate({"cards": ["mermaid", "xyz"]})
    asked = adjudicate({"cards": ["Ann=mermaid", "Ben=sk"], "why": "Zed", "lang": "zh"})
    assert asked["said"] == {"message": "--why 'Zed'：这一墩中没有叫 'Zed' 的玩家；玩家是Ann、Ben"}  # noqa: RUF001


def test_the_table_refuses_a_trick_in_its_language(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """play.order: a trick the table refuses is refused in its --lang, and the game goes on."""
    lines = ["1 0 1", "g5 g5 g3", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = cli("table", "--players", "Ann,Ben,Cat", "--lang", "fr")
    assert code == 0, out + err
    assert (
        "erreur\xa0: manche 1, pli 1, carte 2 'Ben=g5'\xa0: le 5\xa0vert apparaît 2 fois dans ce pli (cartes 1, 2)"
        in out + err
    )
    assert "appears" not in out + err


def test_the_command_line_reference_shows_a_refusal_as_it_is_printed(cli: Cli) -> None:
    """box.copies: the French refusal docs/tool/cli.md shows is what `skrules trick --lang fr g5 g5` prints."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "tool" / "cli.md").read_text(encoding="utf-8")
    block = page.split("```console\n$ skrules trick --lang fr g5 g5\n", 1)[1].split("```", 1)[0]
    assert cli("trick", "--lang", "fr", "g5", "g5") == (2, "", block)


def test_a_round_refusal_points_at_its_round_and_trick_in_the_language() -> None:
    """play.order, box.copies: a round's refusal names its round and trick first, in the language when its
    message is one; text written without a message is said whole as written, never half translated."""
    told = RoundError(refusal(RefusalMsg.TWO_PLAYERS), trick=2, round=1)
    assert str(told) == "round 1, trick 2: a trick needs at least two players, one card each"
    assert (
        localizer("de").refusal(told)
        == "Runde 1, Stich 2: ein Stich braucht mindestens zwei Spieler mit je einer Karte"
    )
    at_card = RoundError(refusal(RefusalMsg.NOT_A_CARD), trick=3, position=0, token="zz")
    assert str(at_card) == "trick 3, card 1 'zz': not a card"
    assert localizer("fr").refusal(at_card) == "pli 3, carte 1 'zz'\xa0: ce n'est pas une carte"
    written = RoundError(
        "green 5 is in the round 2 times (trick 1, card 1; trick 2, card 2)", trick=2, position=1, round=2
    )
    assert (
        str(written) == "round 2, trick 2, card 2: green 5 is in the round 2 times (trick 1, card 1; trick 2, card 2)"
    )
    assert localizer("fr").refusal(written) == str(written)


def test_the_table_refuses_a_card_seen_twice_in_the_round_in_its_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """box.copies: the green 5 played in two tricks of one round is refused, where it was seen said in the language."""
    lines = ["1 0 0", "g5 g7 g9", "1 0 0", "g5 y1 y2", "y5 g5 y3", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = cli("table", "--players", "Ann,Ben,Cat", "--lang", "es")
    assert code == 0, out + err
    assert (
        "error: ronda 2, baza 2, carta 2: el 5\xa0verde aparece 2 veces en la ronda (baza 1, carta 1; "
        "baza 2, carta 2), pero la caja tiene una copia (box.copies)"
    ) in out + err


def test_the_table_s_own_refusal_in_a_trick_is_said_wholly_in_its_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """play.order: a refusal the table words itself, placed in its trick, is in the language from its trick on."""
    monkeypatch.setattr("sys.stdin", io.StringIO("1 0 0\ng3 g5\nquit\nno\n"))
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = cli("table", "--players", "Ann,Ben,Cat", "--lang", "fr")
    assert code == 0, out + err
    assert (
        "erreur\xa0: pli 1\xa0: Cat n'a pas joué\xa0: tapez chaque carte du pli 1, dans l'ordre joué (play.order)"
        in out
    )
    assert "trick 1" not in out


def test_the_table_refuses_a_bid_and_a_card_out_of_turn_wholly_in_its_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bid.range, play.order: a bid past the cards dealt and a trick led by the wrong player are refused in French,
    why the leader leads included, and the game goes on."""
    lines = ["5 0 0", "1 0 0", "Ben=g5 Ann=g3 Cat=g7", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = cli("table", "--players", "Ann,Ben,Cat", "--lang", "fr")
    assert code == 0, out + err
    said = out + err
    assert (
        "erreur\xa0: manche 1\xa0: Ann mise 5, mais une mise va de 0 à 1, les cartes distribuées (bid.range)\n" in said
    )
    assert (
        "erreur\xa0: manche 1, pli 1, carte 1 'Ben=g5'\xa0: c'est Ann qui entame ce pli (Ann est à la gauche "
        "du donneur, "
        "Cat), pas Ben (play.order)\n"
    ) in said
    refusals = [line for line in said.splitlines() if line.startswith("erreur")]
    assert len(refusals) == 2 and not any(english_left(line, "fr") for line in refusals), refusals


def _refused(*actions: Callable[[Round], object], players: str = "Ann Ben Cat", leader: str = "Ann") -> RoundError:
    """The refusal of the round, or of its last action: two cards each, Ann's hand given (g3, y5)."""
    with pytest.raises(RoundError) as caught:
        r = Round(players.split(), 2, RuleSet(), leader=leader, hands={"Ann": [Card.parse("g3"), Card.parse("y5")]})
        for action in actions:
            action(r)
    return caught.value


BIDS = {"Ann": 1, "Ben": 0, "Cat": 1}
ROUND_REFUSED = {
    "bid.range": lambda: _refused(lambda r: r.bid({"Ann": 3, "Ben": 0, "Cat": 1})),
    "bid.reveal": lambda: _refused(lambda r: r.play("Ann", Card.parse("g3"))),
    "under way": lambda: _refused(
        lambda r: r.bid(BIDS),
        lambda r: r.play("Ann", Card.parse("g3")),
        lambda r: r.play_trick([Play(Card.parse("g3"), "Ann")]),
    ),
    "play.order": lambda: _refused(lambda r: r.bid(BIDS), lambda r: r.play("Cat", Card.parse("g5"))),
    "play.hand": lambda: _refused(lambda r: r.bid(BIDS), lambda r: r.play("Ann", Card.parse("g9"))),
    "play.follow": lambda: _refused(
        lambda r: r.bid(BIDS),
        lambda r: r.play("Ben", Card.parse("g5")),
        lambda r: r.play("Cat", Card.parse("g7")),
        lambda r: r.play("Ann", Card.parse("y5")),
        leader="Ben",
    ),
    "two.ghost": lambda: _refused(players="Ann Graybeard"),
    "setup.deal": lambda: _refused(lambda r: r.bid(BIDS), lambda r: r.result()),
}


def assert_said_whole(err: SkrulesError, names: re.Pattern[str] | None = None) -> None:
    """A refusal that is a message all the way down (no text written without one inside it), said in
    every language with no placeholder and no English left (``names``: the card names a language
    keeps, such as German's "Harry the Giant", left out of that check)."""
    assert None not in messages_of(err.said()), (str(err), messages_of(err.said()))
    for lang in LANGS:
        text = localizer(lang).refusal(err)
        assert text != str(err) and "{" not in text, text
        assert not english_left(text if names is None else names.sub(" ", text), lang), (lang, text)


@pytest.mark.parametrize("case", sorted(ROUND_REFUSED))
def test_a_round_refuses_with_messages_only(case: str) -> None:
    """bid.range, bid.reveal, play.order, play.hand, play.follow, two.ghost, setup.deal: a round's refusal is a
    message all the way down (a play's legality said inside it too), so every language says it whole."""
    assert_said_whole(ROUND_REFUSED[case]())


def test_a_round_refusal_is_said_in_french_from_its_message() -> None:
    """bid.range, play.follow, setup.deal: the French is said from the message and its values, never from the
    English; a play's legality (a trace sentence) is said inside the refusal from its own message."""
    fr = localizer("fr")
    assert fr.refusal(ROUND_REFUSED["bid.range"]()) == (
        "Ann mise 3, mais une mise va de 0 à 2, les cartes distribuées (bid.range)"
    )
    assert (
        fr.refusal(ROUND_REFUSED["under way"]()) == "pli 1\xa0: le pli 1 est en cours\xa0; terminez-le carte par carte"
    )
    assert fr.refusal(ROUND_REFUSED["play.follow"]()) == (
        "pli 1, carte 3 'Ann=y5'\xa0: Ann ne peut pas jouer y5\xa0: la couleur demandée est le vert "
        "et la main contient 3\xa0vert\xa0: une "
        "carte numérotée jouée doit fournir en vert (une carte spéciale peut être jouée à la place) (play.follow)"
    )
    said = refusal(RoundRefusal.HAND_SIZE_ONE, said=refusal(RefusalMsg.PLAYERS_HAND, player="Ann"), n=3)
    assert said == "Ann's hand holds 1 card, but 3 are dealt to each (setup.deal)"
    assert fr.refused(said) == "la main d'Ann contient 1 carte, mais chacun en reçoit 3 (setup.deal)"


def _game_refused(**round_given: object) -> SkrulesError:
    """The refusal of a three-player game's first round, one card each, given with ``round_given``."""
    bids = {"Ann": 1, "Ben": 0, "Cat": 0}
    first = RoundSpec((), bids, ["Ann=g5 Ben=g7 Cat=g9"], **round_given)  # type: ignore[arg-type]
    with pytest.raises(SkrulesError) as caught:
        play_game(GameSpec(("Ann", "Ben", "Cat"), [first]), RuleSet())
    return caught.value


def _raised(action: Callable[[], object]) -> SkrulesError:
    with pytest.raises(SkrulesError) as caught:
        action()
    return caught.value


GAME_REFUSED: dict[str, Callable[[], SkrulesError]] = {
    "setup.deal (cards)": lambda: _game_refused(cards=2),
    "setup.deal (tricks)": lambda: _raised(
        lambda: play_round(RoundSpec(("Ann", "Ben", "Cat"), BIDS, ["Ann=g5 Ben=g7 Cat=g9"], cards=2))
    ),
    "setup.dealer": lambda: _game_refused(dealer="Ann"),
    "setup.dealer (leader)": lambda: _game_refused(leader="Cat"),
    "a hand's card": lambda: _raised(
        lambda: play_round(
            RoundSpec(
                ("Ann", "Ben", "Cat"),
                BIDS,
                ["Ann=g5 Ben=g7 Cat=g9"],
                hands={"Ann": "zz"},
            )
        )
    ),
    "game.tie": lambda: _raised(
        lambda: play_game(
            GameSpec(
                ("Ann", "Ben"),
                [RoundSpec((), {"Ann": 1, "Ben": 0}, ["Ann=g5 Ben=g7"])] * 11,
            ),
            RuleSet(),
        )
    ),
    "ability.rosie": lambda: _raised(lambda: parse_choice("rosie")),
    "ability.harry": lambda: _raised(lambda: parse_choice("harry 2")),
    "ability.bendt": lambda: _raised(lambda: parse_choice("bendt g3")),
    "ability.unlock": lambda: _raised(lambda: parse_choice("kraken")),
    "an empty choice": lambda: _raised(lambda: parse_choice("")),
    "deck (near miss)": lambda: _raised(lambda: parse_modules("krakn")),
    "deck (unknown)": lambda: _raised(lambda: parse_modules("mermaids")),
    "deck (empty part)": lambda: _raised(lambda: parse_modules("base,,")),
}


@pytest.mark.parametrize("case", sorted(GAME_REFUSED))
def test_a_game_an_ability_and_a_deck_refuse_with_messages_only(case: str) -> None:
    """setup.deal, setup.dealer, game.tie, ability.*, the deck's parts: a described game's checks, an ability choice
    as written and a deck named by its parts are refused with messages all the way down, said whole in every
    language."""
    assert_said_whole(GAME_REFUSED[case]())


def test_a_game_an_ability_and_a_deck_refusal_are_said_in_french_from_their_messages() -> None:
    """setup.dealer, setup.deal, ability.rosie, ability.bendt and the deck's parts: each group's refusal in French,
    said from its message and values (the Pirate by its French name), its English as it was."""
    fr = localizer("fr")
    dealer = GAME_REFUSED["setup.dealer"]()
    assert str(dealer) == "round 1: Cat deals round 1, not Ann (setup.dealer)"
    assert fr.refusal(dealer) == "manche 1\xa0: c'est Cat qui donne la manche 1, pas Ann (setup.dealer)"
    tricks = GAME_REFUSED["setup.deal (tricks)"]()
    assert str(tricks) == "the round deals 2 cards each, so it has 2 tricks; 1 is given (setup.deal)"
    assert fr.refusal(tricks) == (
        "la manche distribue 2 cartes à chacun, elle compte donc 2 plis\xa0; un seul est donné (setup.deal)"
    )
    hand = GAME_REFUSED["a hand's card"]()
    assert str(hand) == "Ann's hand: in the hand, card 1 'zz': not a card"
    assert fr.refusal(hand) == "la main d'Ann\xa0: dans la main, carte 1 'zz'\xa0: ce n'est pas une carte"
    rosie = GAME_REFUSED["ability.rosie"]()
    assert str(rosie) == "'rosie': Rosie D'Laney's choice is written 'rosie NAME'"
    assert fr.refusal(rosie) == "'rosie'\xa0: le choix de Rosie la Douce s'écrit 'rosie NOM'"
    assert fr.refusal(GAME_REFUSED["ability.bendt"]()) == (
        "'g3'\xa0: écrivez les cartes de Will comme +CARTE (piochée) et -CARTE (défaussée)"
    )
    deck = GAME_REFUSED["deck (near miss)"]()
    assert str(deck).startswith("unknown deck part 'krakn' (did you mean 'kraken'?); known: advanced, all, base,")
    assert fr.refusal(deck).startswith(
        "partie de paquet inconnue 'krakn' (vouliez-vous dire 'kraken'\xa0?)\xa0; connues\xa0: advanced, all, base,"
    )


@pytest.mark.parametrize("pirate", sorted(_WRITTEN, key=str))
def test_each_ability_s_refusal_writes_its_choice_as_the_reader_reads_it(pirate: Pirate) -> None:
    """ability.*: the refusal of a choice written wrong quotes the usage its reader checks the words against."""
    said = refusal(_WRITTEN[pirate], pirate=pirate)
    assert said == f"{pirate.full_name}'s choice is written '{_USAGE[pirate]}'"


def test_the_table_s_set_up_refuses_a_deck_part_in_its_language(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's set-up questions (--lang fr): an unknown deck part and a player name that is not one are refused
    in French, and the question is asked again."""
    lines = ["Ann B=n", "Ann Ben Cat", "krakn", "", "", "", "", "", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = cli("table", "--lang", "fr")
    assert code == 0, out + err
    said = out + err
    assert (
        "erreur\xa0: partie de paquet inconnue 'krakn' (vouliez-vous dire 'kraken'\xa0?)\xa0; connues\xa0: advanced,"
        in said
    )
    assert "erreur\xa0: 'B=n' n'est pas un nom de joueur" in said
    refusals = [line for line in said.splitlines() if line.startswith("erreur")]
    assert len(refusals) == 2 and not any(english_left(line, "fr") for line in refusals), refusals
    assert "unknown" not in said


FIRST = RuleSet.from_options(edition="2013")
BASE_BOX = RuleSet().box
SETUP_REFUSED: dict[str, Callable[[], SkrulesError]] = {
    "setup.players (one)": lambda: _raised(lambda: check_players(1, RuleSet())),
    "setup.players (none)": lambda: _raised(lambda: check_players(0, RuleSet())),
    "setup.players, exp.players": lambda: _raised(lambda: check_players(9, RuleSet())),
    "first.deck (seats)": lambda: _raised(lambda: check_players(7, FIRST)),
    "setup.deal": lambda: _raised(lambda: check_deal(0, 3, RuleSet())),
    "setup.cap": lambda: _raised(lambda: check_deal(30, 4, RuleSet())),
    "setup.cap (ghost)": lambda: _raised(lambda: check_deal(30, 2, RuleSet())),
    "ruling.eight-players": lambda: _raised(lambda: check_deal(9, 8, RuleSet())),
    "first.deck (variant)": lambda: _raised(lambda: schedule(4, FIRST, "whirlpool")),
    "variant (near miss)": lambda: _raised(lambda: parse_variant("standrd")),
    "setup.dealer": lambda: _raised(lambda: rotation(["Ann", "Ben"], 3, RuleSet(), "Cat")),
    "first.deck (deck)": lambda: _raised(lambda: RuleSet.from_options(edition="2013", deck="all")),
    "first.deck (abilities)": lambda: _raised(lambda: RuleSet.from_options(edition="2013", abilities=True)),
    "first.deck (scoring)": lambda: _raised(lambda: RuleSet.from_options(edition="2013", scoring="rascal")),
    "score.choice (rule set)": lambda: _raised(lambda: RuleSet.from_options(scoring="rascl")),
    "score.choice (score sheet)": lambda: _raised(lambda: parse_method("cannon")),
    "ruling (form)": lambda: _raised(lambda: parse_ruling("kraken-leader")),
    "ruling (unknown)": lambda: _raised(lambda: parse_ruling("kraken-leadr=x")),
    "ruling (reading)": lambda: _raised(lambda: parse_ruling("kraken-leader=lft")),
    "ruling (twice)": lambda: _raised(
        lambda: ruling_choices(["kraken-leader=would-have-won", "kraken-leader=left-of-kraken"])
    ),
    "no such rule": lambda: _raised(lambda: rule("nope.x")),
}
NAMES = re.compile(r"\b\w+(?:-\w+)+\b")  # a variant's, a ruling's or a reading's name, kept as typed


@pytest.mark.parametrize("case", sorted(SETUP_REFUSED))
def test_a_set_up_refuses_with_messages_only(case: str) -> None:
    """setup.players, exp.players, first.deck, setup.deal, setup.cap, ruling.eight-players, setup.dealer,
    score.choice and the rulings: the table's size, the deal, the variant, the scoring and a ruling are refused
    with messages all the way down, said whole in every language (the names of variants, rulings and readings
    kept as typed)."""
    assert_said_whole(SETUP_REFUSED[case](), names=NAMES)


def test_a_set_up_refusal_is_said_in_french_from_its_message() -> None:
    """setup.players, exp.players, setup.cap, the variant, score.choice and a ruling's reading: each group's
    refusal in French, said from its message and values, its English as it was."""
    fr = localizer("fr")
    nine = SETUP_REFUSED["setup.players, exp.players"]()
    assert str(nine) == (
        "9 players: this deck seats at most 8 (setup.players); the Expansion Pack seats more (exp.players), "
        "and so does ruling.seats=deck"
    )
    assert fr.refusal(nine) == (
        "9 joueurs\xa0: ce paquet en accueille au plus 8 (setup.players)\xa0; l'extension en accueille davantage "
        "(exp.players), de même que ruling.seats=deck"
    )
    ghost = SETUP_REFUSED["setup.cap (ghost)"]()
    assert str(ghost) == (
        "30 cards each for 3 hands, Graybeard's ghost's included, is 90 cards, but the deck in use has 70: "
        "at most 23 each (setup.cap)"
    )
    assert fr.refusal(ghost) == (
        "30 cartes chacune pour 3 mains, dont celle du fantôme de Graybeard, font 90 cartes, mais le paquet "
        "utilisé en a 70\xa0: au plus 23 chacune (setup.cap)"
    )
    assert fr.refusal(SETUP_REFUSED["variant (near miss)"]()).startswith(
        "'standrd'\xa0: vouliez-vous dire 'standard'\xa0? les variantes sont standard, even-keeled,"
    )
    assert fr.refusal(SETUP_REFUSED["score.choice (score sheet)"]()) == (
        "'cannon'\xa0: le décompte est classic, rascal (grapeshot) ou cannonball (vouliez-vous dire 'cannonball'\xa0?)"
    )
    reading = SETUP_REFUSED["ruling (reading)"]()
    assert (
        str(reading)
        == "ruling 'ruling.kraken-leader' has no reading 'lft'; choose one of: would-have-won, left-of-kraken"
    )
    assert fr.refusal(reading) == (
        "l'arbitrage 'ruling.kraken-leader' n'a pas de lecture 'lft'\xa0; choisissez parmi\xa0: would-have-won, "
        "left-of-kraken"
    )


def test_the_table_refuses_nine_players_with_the_base_deck_in_its_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """setup.players, exp.players: 'skrules table --players A,...,I --lang fr' is refused in French, exit 2."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, out, err = cli("table", "--players", "A,B,C,D,E,F,G,H,I", "--lang", "fr")
    assert (code, out) == (2, "")
    assert err == (
        f"{ERROR['fr']}9 joueurs\xa0: ce paquet en accueille au plus 8 (setup.players)\xa0; l'extension en accueille "
        "davantage (exp.players), de même que ruling.seats=deck\n"
    )


def test_the_table_s_set_up_refuses_a_scoring_a_variant_and_a_ruling_in_its_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """score.choice and the rulings (--lang fr): the set-up questions refuse a scoring method, a card-count variant,
    a ruling written wrong, an unknown ruling and a reading it lacks in French, and ask again."""
    lines = ["Ann Ben Cat", "", "rascl", "", "", "standrd", "", "kraken-leader", "kraken-leadr=x"]
    lines += ["kraken-leader=lft", "", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "400")
    code, out, err = cli("table", "--lang", "fr")
    assert code == 0, out + err
    refusals = [line for line in (out + err).splitlines() if line.startswith("erreur")]
    assert refusals[0] == (
        "erreur\xa0: 'rascl'\xa0: le décompte est classic, rascal (grapeshot) ou cannonball (vouliez-vous dire "
        "'rascal'\xa0?)"
    )
    assert refusals[2] == "erreur\xa0: 'kraken-leader'\xa0: écrivez un arbitrage comme NOM=LECTURE, p. ex. " + (
        "kraken-leader=left-of-kraken"
    )
    assert refusals[3].startswith("erreur\xa0: arbitrage inconnu 'kraken-leadr' (vouliez-vous dire")
    assert len(refusals) == 5 and not any(english_left(NAMES.sub(" ", line), "fr") for line in refusals), refusals


SCORE_REFUSED: dict[str, Callable[[], SkrulesError]] = {
    "bid.range": lambda: _raised(lambda: score(3, 4, 1)),
    "setup.deal (won)": lambda: _raised(lambda: score(3, 1, 4)),
    "setup.deal (dealt)": lambda: _raised(lambda: score(0, 0, 0)),
    "setup.cap (dealt)": lambda: _raised(lambda: score(30, 0, 0, players=4)),
    "ability.harry": lambda: _raised(lambda: score(3, 1, 1, harry=2)),
    "ability.harry (bid.range)": lambda: _raised(lambda: score(3, 3, 1, harry=1)),
    "ability.rascal": lambda: _raised(lambda: score(3, 1, 1, wager=5)),
    "ability.unlock": lambda: _raised(lambda: score(3, 0, 0, harry=1, wager=10)),
    "bonus.capture": lambda: _raised(lambda: score(3, 0, 0, awards=[bonus("mermaid")])),
    "loot.alliance": lambda: _raised(lambda: score(3, 1, 1, allies=[Ally("Ben", True)] * 5)),
    "loot.none": lambda: _raised(lambda: score(3, 1, 1, allies=[Ally("Ann", True)], player="Ann")),
    "bonus.pirate (one trick)": lambda: _raised(lambda: score(3, 1, 1, awards=[bonus("pirate", 3)], players=3)),
    "davy.bonus (one trick)": lambda: _raised(lambda: score(3, 1, 1, awards=[bonus("davy", 3)], players=3)),
    "bonus.mermaid (tricks)": lambda: _raised(lambda: score(3, 1, 1, awards=[bonus("pirate"), bonus("mermaid")])),
    "first.scoring": lambda: _raised(lambda: score(3, 1, 1, method="rascal", rules=FIRST)),
    "first.bonus": lambda: _raised(lambda: bonus("mermaid", rules=FIRST)),
    "bonus (form)": lambda: _raised(lambda: parse_bonus("pirate=x")),
    "bonus (near miss)": lambda: _raised(lambda: parse_bonus("pirrate")),
    "davy.bonus (row)": lambda: _raised(
        lambda: check_row({"Ann": [bonus("davy")], "Ben": [bonus("davy")], "Cat": [bonus("davy")]})
    ),
    "box.copies (Harry)": lambda: _raised(lambda: check_row({"Ann": [], "Ben": []}, harry=["Ann", "Ben"])),
    "bonus.king (row)": lambda: _raised(lambda: check_row({"Ann": [bonus("pirate")], "Ben": [bonus("king")]})),
    "loot.alliance (row)": lambda: _raised(lambda: check_row({"Ann": [], "Ben": []}, alliances=5)),
    "bonus.king (mermaids)": lambda: _raised(lambda: check_row({"Ann": [bonus("king")], "Ben": [bonus("mermaid", 2)]})),
    "box.copies (a bonus's count)": lambda: _raised(lambda: parse_bonus("14=5")),
    "bonus.capture (two players)": lambda: _raised(
        lambda: score(3, 1, 1, awards=[bonus("14", 3), bonus("mermaid")], players=2)
    ),
    "bonus.capture (tricks)": lambda: _raised(
        lambda: score(3, 2, 2, awards=[bonus("14", 3), bonus("8", 4)], players=3)
    ),
    "box.copies (round)": lambda: _raised(lambda: score(5, 1, 1, awards=[bonus("8")], box=BASE_BOX)),
    "box.copies (row)": lambda: _raised(lambda: check_row({"Ann": [bonus("14", 2)], "Ben": [bonus("14", 2)]})),
    "bonus.pirate (kept)": lambda: _raised(
        lambda: check_row({"Ann": [bonus("pirate", 6)], "Ben": [bonus("mermaid")]}, harry=["Ben"], box=BASE_BOX)
    ),
}


@pytest.mark.parametrize("case", sorted(SCORE_REFUSED))
def test_a_round_s_score_refuses_with_messages_only(case: str) -> None:
    """bid.range, setup.deal, setup.cap, ability.*, bonus.*, loot.*, davy.bonus, box.copies and the 2013 edition's
    scoring: a round's score is refused with messages all the way down, said whole in every language."""
    assert_said_whole(SCORE_REFUSED[case]())


def test_a_score_refusal_is_said_in_french_from_its_message() -> None:
    """ability.unlock, bonus.pirate and box.copies: a round's score refused in French, the Pirates by their French
    names, its English as it was."""
    fr = localizer("fr")
    unlocked = SCORE_REFUSED["ability.unlock"]()
    assert str(unlocked) == (
        "Harry the Giant's change and Rascal of Roatan's wager with no trick won: a Pirate's ability is unlocked only "
        "by winning a trick with it (ability.unlock)"
    )
    assert fr.refusal(unlocked) == (
        "le changement de mise de Harry le Géant et le pari de Rascal le Flambeur sans pli remporté\xa0: le "
        "pouvoir d'un "
        "Pirate ne se débloque qu'en remportant un pli avec lui (ability.unlock)"
    )
    assert fr.refusal(SCORE_REFUSED["bonus.pirate (one trick)"]()) == (
        "3 Pirates pris par le Skull King\xa0: il n'y a qu'un Skull King, ils viennent donc tous d'un même pli, et un "
        "pli contient 3 cartes à 3 joueurs, Skull King compris (bonus.pirate, play.order)"
    )
    davy = SCORE_REFUSED["davy.bonus (row)"]()
    assert str(davy).startswith("Davy Jones' bonus for Ann, Ben and Cat: there is one Davy Jones' Locker")
    assert fr.refusal(davy).startswith("bonus de la Fosse de Davy Jones pour Ann, Ben et Cat\xa0: il n'y a qu'une")


def test_the_score_pad_refuses_a_round_s_score_in_its_language(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """bonus.pirate, play.order and bonus.king (--pad --lang fr): a round the score sheet's checks refuse, and a bonus
    misspelt, are refused in French at the pad, and the line is asked again."""
    lines = ["1 0 0", "1 0 0", "ann p p p", "ann pirrate", "ann p sk", "", "quit", "no"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    monkeypatch.setenv("COLUMNS", "400")
    code, out, err = cli("table", "--pad", "--players", "Ann,Ben,Cat", "--deck", "all", "--lang", "fr")
    assert code == 0, out + err
    refusals = [line for line in (out + err).splitlines() if line.startswith("erreur")]
    assert refusals[0].startswith("erreur\xa0: 3 Pirates pris par le Skull King\xa0: il n'y a qu'un Skull King,")
    assert refusals[1] == (
        "erreur\xa0: 'pirrate'\xa0: vouliez-vous dire 'pirate'\xa0? les bonus sont 14, black14, mermaid, pirate, "
        "king, con, 8, "
        "7, davy"
    )
    assert len(refusals) == 3 and not any(english_left(line, "fr") for line in refusals), refusals


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("awards", "harry", "wager", "box"),
    [
        (["pirate", "mermaid"], 0, 0, Box()),  # a Pirate, a Mermaid, Harry and Rascal: 3 tricks without Con
        ([("pirate", 2), ("mermaid", 2)], None, None, Box(ADVANCED_MODULES | EXPANSION_MODULES)),
        (["king", "con"], 0, None, Box(ADVANCED_MODULES | EXPANSION_MODULES)),
    ],
)
def test_the_tricks_bonuses_need_are_said_from_the_catalogues_words(
    lang: str, awards: list[str | tuple[str, int]], harry: int | None, wager: int | None, box: Box
) -> None:
    """bonus.pirate, bonus.king, con.bonus, bonus.mermaid, ability.unlock: the bonuses and abilities given (one
    capture or several), listed as the catalogue's words, and each reason, all in the language."""
    given = [bonus(*a) if isinstance(a, tuple) else bonus(a) for a in awards]
    with pytest.raises(SkrulesError) as err:
        score(8, 1, 1, awards=given, harry=harry, wager=wager, box=box)
    english = err.value.message
    assert getattr(english, "message", None) == ScoreRefusal.TRICKS_NEEDED
    said = localizer(lang).refused(english)
    assert not english_left(said, lang), (english_left(said, lang), said)
    for phrase in english.values["words"]:  # type: ignore[attr-defined]
        assert catalog(lang)["words"][phrase] in said  # type: ignore[index]


# the refusals that offer a card's two declarations, with what they are given and the edition
DECLARING: tuple[tuple[str, dict[str, object], str], ...] = (
    (RefusalMsg.TIGRESS_AS, {}, "2024"),
    (RefusalMsg.TIGRESS_WHEN, {"typed": "tigress"}, "2024"),
    (RefusalMsg.MARY_AS, {}, "2013"),
    (RefusalMsg.MARY_WHEN, {"typed": "scary-mary"}, "2013"),
    (RefusalMsg.MARY_THORNE, {}, "2013"),
)


@pytest.mark.parametrize("lang", LANGS)
def test_the_declarations_a_refusal_suggests_are_one_pair_of_words_read_as_they_say(lang: str) -> None:
    """tigress.declare, first.mary: every refusal that offers a declaration offers the same two words in a
    language ('tigress:pirate' ou 'tigress:fuite'; French offered 'fuite' in one and 'escape' in the next), and
    each, typed as written, is read as a Pirate, then as an Escape."""
    pairs = set()
    for message, values, edition in DECLARING:
        text = localizer(lang).refused(refusal(message, **values))
        pirate, escape = re.findall(r"'([^'\s]+:[^'\s]+)'", text)
        rules = RuleSet(edition=edition)
        assert (judge([pirate, "g5"], rules).winner, judge([escape, "g5"], rules).winner) == (0, 1), text
        pairs.add((pirate.partition(":")[2], escape.partition(":")[2]))
    assert len(pairs) == 1, pairs
