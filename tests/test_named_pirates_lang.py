"""The named Pirates by their names alone under ``--lang``, as the site's picker names them (rank.pirate,
bonus.pirate, ability.unlock, mary.pirate): the French print's name where it has one (``Rosie la Douce``), the
English name where no source gives one (every Chinese, German and Spanish name); never the language's word for
a Pirate before an English name (``海盗 Rosie D'Laney``, half Chinese and half English). English is unchanged."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from skrules import judge
from skrules.cards import Card, Pirate, parse_card
from skrules.i18n import localizer
from skrules.names import LANGS, display, in_trick
from skrules.sphinx_picker import _special_name

Cli = Callable[..., tuple[int, str, str]]
_PIRATE_WORDS = ("海盗 ", "Pirate ", "Pirat ", "Piraten ", "Pirata ")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("pirate", list(Pirate))
def test_a_named_pirate_is_named_as_the_site_s_picker_names_her(lang: str, pirate: Pirate) -> None:
    """rank.pirate: ``display`` says what the picker's button says, and it reads back as the card."""
    card = Card.named(pirate.value)
    assert display(card, lang) == _special_name(pirate.value, lang)
    assert parse_card(display(card, lang)) is card


@pytest.mark.parametrize(
    ("lang", "row"),
    [
        ("zh", "P1 Rosie D'Laney、P2 绿色5、P3 骷髅王"),
        ("fr", "P1 Rosie la Douce, P2 5\xa0vert, P3 Skull King"),
        ("de", "P1 Rosie D'Laney, P2 Grün\xa05, P3 Skull King"),
        ("es", "P1 Rosie D'Laney, P2 5\xa0verde, P3 Skull King"),
    ],
)
def test_trick_why_and_rows_name_rosie_alone(cli: Cli, lang: str, row: str) -> None:
    """bonus.pirate: ``skrules trick rosie g5 sk --lang zh`` said ``海盗 Rosie D'Laney`` in the trick's row and in
    every step of why; French ``Pirate Rosie la Douce``, German ``Pirat``/``Piraten Rosie D'Laney``."""
    code, out, err = cli("trick", "--plain", "rosie", "g5", "sk", "--lang", lang)
    assert code == 0, err
    assert row in out, out
    assert not any(w + "Rosie" in out for w in _PIRATE_WORDS), out


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "[bonus.pirate] +30 pour Rosie la Douce de P1, prise par le Skull King de P3."),
        ("es", "[bonus.pirate] +30 por Rosie D'Laney de P1, capturada por el Skull King de P3."),
        ("de", "[bonus.pirate] +30 für P1s Rosie D'Laney, genommen von P3s Skull King."),
        ("zh", "[bonus.pirate] P1的Rosie D'Laney被P3的骷髅王捕获：+30分。"),  # noqa: RUF001
    ],
)
def test_a_named_pirate_takes_no_article_and_keeps_her_gender(cli: Cli, lang: str, said: str) -> None:
    """bonus.pirate: a name takes no article (French *la*, Spanish *la*) and no declined noun (German *Piraten*);
    the words that agree with her still do (*prise*, *capturada*)."""
    code, out, _ = cli("trick", "--plain", "rosie", "g5", "sk", "--lang", lang)
    assert code == 0 and said in out, out


@pytest.mark.parametrize("lang", LANGS)
def test_walk_the_plank_names_the_pirate_it_removes_alone(lang: str) -> None:
    """plank.remove: Walk the Plank with the Pirate it removes by her name alone (``Planche (Rosie la Douce)``)."""
    v = judge(["g3", "plank:rosie", "rosie", "harry"])
    names = in_trick([p.card for p in v.trick.plays], v.trick.plank_target, lang)
    rosie = display(Card.named("rosie"), lang)
    assert names[2] == rosie and names[1].endswith(rosie + ("\uff09" if lang == "zh" else ")")), names
    assert localizer(lang).a_card(Card.named("rosie")) == rosie
