"""How --why and --what-if name the cards they change, in every language (skrules.whynot).

A card that stands for any card of its kind takes the indefinite article (a Pirate, une Fuite, un Pirata,
einen Piraten), a card there is one of the definite one (the Skull King, du Skull King, den Skull King);
German lists the changes as main clauses under ``So hätte ... gewonnen:``; a capture that pays another card
says which capture pays and its rule; the what-if heading names the card with its article.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from skrules import judge
from skrules.answers import answer
from skrules.cards import parse_card
from skrules.i18n import LANGS, localizer
from skrules.messages import a_card
from skrules.rules import FULL_BOX, RuleSet
from skrules.whynot import candidates, played, what_if, what_if_heading, why_not_text

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

ESCAPE_VS_KING = ["Ann=escape", "Ben=rosie", "Cat=sk"]  # rank.king; Ann's changes: rank.escape lost


def _why(tokens: list[str], asked: str, lang: str | None) -> list[str]:
    w = answer(tokens, why=asked).why
    assert w is not None
    return why_not_text(w, ids=True, lang=None if lang == "en" else lang).splitlines()


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "    - Ben plays an Escape instead of the Skull King: Cat's Pirate Rosie D'Laney wins"),
        ("fr", "    - Ben joue une Fuite au lieu du Skull King\xa0: Rosie la Douce de Cat gagne"),
        ("es", "    - Ben juega una Huida en lugar del Skull King: gana Rosie D'Laney de Cat"),
        ("de", "    - Ben spielt eine Flucht statt den Skull King: Cats Rosie D'Laney gewinnt"),
        ("zh", "    - Ben打出逃生而不是骷髅王：Cat的Rosie D'Laney获胜"),  # noqa: RUF001
    ],
)
def test_a_change_names_a_card_of_any_kind_with_the_indefinite_article(lang: str, line: str) -> None:
    """rank.mermaid-king, rank.pirate: the Skull King swapped for an Escape lets Rosie win; "an Escape" is any
    Escape, "the Skull King" the one there is, in each language's articles (German in the accusative)."""
    lines = _why(["Ann=mermaid", "Ben=sk", "Cat=rosie"], "Cat", lang)
    assert any(x.startswith(line) for x in lines), lines


@pytest.mark.parametrize(
    ("lang", "escape"),
    [
        ("fr", "    - Ann joue une Sirène au lieu d'une Fuite\xa0: la Sirène d'Ann gagne"),
        ("es", "    - Ann juega una Sirena en lugar de una Huida: gana la Sirena de Ann"),
        ("de", "    - Ann spielt eine Meerjungfrau statt eine Flucht: Anns Meerjungfrau gewinnt"),
    ],
)
def test_french_and_spanish_say_une_fuite_and_german_eine_flucht(lang: str, escape: str) -> None:
    """rank.escape, rank.mermaid-king: the Escape asked about and a Mermaid in its place are any of their kind
    (une Fuite, une Sirène), never the definite article the player's own card takes (la Fuite d'Ann)."""
    text = "\n".join(_why(ESCAPE_VS_KING, "Ann", lang))
    assert escape in text
    assert " joue la Fuite au lieu" not in text and " juega la Huida en lugar" not in text
    assert "joue le Pirate au lieu" not in text and "juega el Pirata en lugar" not in text


@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("en", "  Ann would have won if:"),
        ("fr", "  Ann aurait pu gagner ainsi\xa0:"),
        ("es", "  Así habría ganado Ann:"),
        ("de", "  So hätte Ann gewonnen:"),
        ("zh", "  在以下情况下Ann会获胜："),  # noqa: RUF001
    ],
)
def test_the_changes_heading_fits_every_item_of_the_list(lang: str, heading: str) -> None:
    """rank.escape: German lists the changes as main clauses (verb second) under "So hätte Ann gewonnen:",
    never after "wenn:", which would need each item verb-final."""
    lines = _why(ESCAPE_VS_KING, "Ann", lang)
    assert heading in lines
    assert not any("gewonnen, wenn" in x for x in lines)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "Cat's Pirate Rosie D'Laney earns Ann's Mermaid nothing: "
            "capturing a Pirate pays a bonus only to the Skull King (bonus.pirate). [bonus.capture]",
        ),
        (
            "fr",
            "Rosie la Douce de Cat ne rapporte rien à la Sirène d'Ann\xa0: "
            "capturer un Pirate ne rapporte un bonus qu'au Skull King (bonus.pirate). [bonus.capture]",
        ),
        (
            "de",
            "Cats Rosie D'Laney bringt Anns Meerjungfrau nichts: "
            "Nur der Skull King erhält einen Bonus, wenn er einen Piraten erbeutet (bonus.pirate). [bonus.capture]",
        ),
        (
            "es",
            "Rosie D'Laney de Cat no le da nada a la Sirena de Ann: "
            "capturar un Pirata solo da bonificación al Skull King (bonus.pirate). [bonus.capture]",
        ),
        (
            "zh",
            "Cat的Rosie D'Laney不为Ann的美人鱼带来任何分数：只有骷髅王捕获海盗才得奖励分数（bonus.pirate）。 [bonus.capture]",  # noqa: RUF001, E501
        ),
    ],
)
def test_an_unpaid_capture_says_which_capture_pays_and_its_rule(lang: str, said: str) -> None:
    """bonus.capture, bonus.pirate: the Mermaid wins over the Skull King and takes Rosie, for whom only the
    Skull King is paid: the line says so plainly, with the rule that pays."""
    lines = _why(["Ann=mermaid", "Ben=sk", "Cat=rosie"], "Ann", lang)
    assert f"    - {said}" in lines


def test_a_mermaid_taken_by_a_mermaid_says_only_a_pirate_is_paid() -> None:
    """bonus.capture, bonus.mermaid: the second Mermaid earns the first nothing."""
    lines = _why(["Ann=mermaid", "Ben=mermaid"], "Ann", None)
    assert (
        "    - Ben's Mermaid earns Ann's Mermaid nothing: capturing a Mermaid pays a bonus only to a Pirate "
        "(bonus.mermaid). [bonus.capture]" in lines
    )


@pytest.mark.parametrize(
    ("lang", "escape", "tigress", "number"),
    [
        ("en", "What if Cat had played an Escape?", "What if P2 had played the Tigress as a Pirate?", "the green 14"),
        (
            "fr",
            "Et si Cat avait joué une Fuite\xa0?",
            "Et si P2 avait joué la Tigresse comme Pirate\xa0?",
            "le 14\xa0vert",
        ),
        (
            "es",
            "¿Y si Cat hubiera jugado una Huida?",
            "¿Y si P2 hubiera jugado la Tigresa como Pirata?",
            "el 14\xa0verde",
        ),
        (
            "de",
            "Was wäre, wenn Cat eine Flucht gespielt hätte?",
            "Was wäre, wenn P2 die Tigerin als Pirat gespielt hätte?",
            "die grüne\xa014",  # the colour an adjective of the card, in the accusative
        ),
        ("zh", "如果Cat打出的是逃生？", "如果P2打出的是作为海盗的母老虎？", "绿色14"),  # noqa: RUF001
    ],
)
def test_the_what_if_heading_names_the_card_with_its_article(lang: str, escape: str, tigress: str, number: str) -> None:
    """rank.king, rank.escape, rank.pirate: the heading says the card by its name and article, never its token."""
    v = judge(["Ann=g3", "P2=g9", "Cat=sk"])
    said = None if lang == "en" else lang
    assert what_if_heading(what_if(v.trick, 2, "escape"), said) == escape
    assert what_if_heading(what_if(v.trick, 1, "tigress:pirate"), said) == tigress
    assert number in what_if_heading(what_if(v.trick, 1, "g14"), said)


def test_every_card_a_change_can_play_is_said_as_english_names_it_and_in_every_language() -> None:
    """rank.* (every card of the full box, declared each way): the English of a played card is messages.a_card's,
    and each language says it with no placeholder left and not in English (but a named Pirate, said by her name
    alone: no source gives her a Chinese, German or Spanish one)."""
    cards = candidates(judge(["Ann=g3", "Ben=g9"], RuleSet().with_modules(FULL_BOX)).trick)
    assert {c.kind for c in cards} >= {parse_card(t).kind for t in ("plank", "loot", "tigress:escape", "rosie")}
    for card in cards:
        english = played(card)
        assert english == a_card(card), card
        for lang in LANGS:
            text = localizer(lang).sentence(english, opening=False)
            assert text and "{" not in text and (text != english or card.pirate is not None), (lang, card, text)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (None, "with g5 as card 2, the trick cannot be: card 2 'g5': green 5 appears 2 times in this trick"),
        (
            "de",
            "mit g5 als Karte 2 ist der Stich unmöglich: Karte 2 'g5': die grüne\xa05 kommt 2-mal in diesem Stich vor",
        ),
        (
            "fr",
            "avec g5 en carte 2, le pli est impossible\xa0: carte 2 'g5'\xa0: le 5\xa0vert apparaît 2 fois dans ce pli",
        ),
    ],
)
def test_a_what_if_that_makes_an_impossible_trick_is_refused_in_the_language(
    cli: Cli,
    lang: str | None,
    said: str,
) -> None:
    """box.copies: a second green 5 by --what-if is refused, the change and the engine's reason both said in
    the language (the change was English whatever the language)."""
    code, out, err = cli("trick", "Ann=g5", "Ben=g9", "--what-if", "2=g5", *(["--lang", lang] if lang else []))
    assert (code, out) == (2, "")
    assert said in err and err.count("\n") == 1
