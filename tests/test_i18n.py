"""``--lang``: verdicts and traces in the table's language (issue #12, section 3).

French uses the terms of the French 2021/22 print (Fuite, Sirène, pli, couleur demandée, atout);
Chinese those of the Chinese rulebook seed (墩, 引牌花色, 王牌, 逃生, 美人鱼, 骷髅王, 海妖). Every
sentence template of the trace (rules lead.*, rank.*, bonus.*, kraken.*, ... as skrules/explain.py
writes them) must have a translation in both, with the same placeholders.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console

from skrules import judge
from skrules.cards import parse_card
from skrules.cli import main
from skrules.i18n import LANGS, catalog, localizer, placeholders, width
from skrules.messages import Message, Msg, messages
from skrules.notation import Play
from skrules.render import verdict_renderable
from skrules.report import verdict_text
from skrules.rules import RuleSet
from skrules.trick import Trick, adjudicate
from skrules.whynot import what_if, what_if_rows, what_if_text, why_not, why_not_text
from tests.conftest import ERROR, examples
from tests.strategies import tricks

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_has_a_translation_with_the_same_placeholders(lang: str) -> None:
    """Every message of skrules.messages, answer and word of en.json is in every catalogue, placeholders kept."""
    english = catalog("en")
    assert english["messages"] == list(messages())  # en.json is the .pot: the messages, in order
    for part in ("messages", "answers"):
        translated = catalog(lang)[part]
        assert isinstance(translated, dict)
        assert set(translated) == set(english[part]), (lang, part)  # type: ignore[call-overload]
        for template, said in translated.items():
            assert placeholders(said) == placeholders(template), (lang, template)
            assert said != template or not re.sub(r"\{\w+\}", "", template), (lang, template)  # "{pirate}": a name
    words = catalog(lang)["words"]
    assert isinstance(words, dict)
    assert set(english["words"]) <= set(words)  # type: ignore[call-overload]


@settings(max_examples=examples(200))
@given(tricks(), st.sampled_from(LANGS))
def test_random_tricks_are_explained_with_no_english_sentence_left(
    trick: tuple[list[Play], RuleSet], lang: str
) -> None:
    """Any trick's trace, in any language: each step said from its message, rule IDs and cards unchanged."""
    plays, rules = trick
    verdict = adjudicate(Trick.of(plays, rules))
    loc = localizer(lang)
    translated = loc.trace(verdict.trace)
    assert len(translated) == len(verdict.trace)
    for english, step in zip(verdict.trace, translated, strict=True):
        assert english.message is not None, english.text  # every step of a trick's trace is a message
        assert step.text != english.text
        assert "{" not in step.text and "'s " not in step.text
        assert (step.rule, step.cards, step.ruling) == (english.rule, english.cards, english.ruling)
    assert verdict_text(verdict, (), lang)


@pytest.mark.parametrize(
    ("tokens", "sentence"),
    [
        (["pirate", "escape", "g3"], None),
        (["stingray", "whale", "kraken", "g3"], "count as Escapes"),
    ],
)
def test_rare_sentences_translate_too(tokens: list[str], sentence: str | None) -> None:
    """monster.last with three sea monsters (exp.cards): the sentences no recorded trick shows."""
    v = judge(tokens)
    for lang in LANGS:
        for step in v.trace:
            assert step.message is not None
            assert localizer(lang).say(step.message, step.values) != step.text
    if sentence:
        assert any(sentence in s.text for s in v.trace)


def test_french_verdict_uses_the_french_print() -> None:
    """rank.mermaid-king in French: Sirène, pli, mise."""
    text = verdict_text(judge(["mermaid", "sk", "rosie"]), (), "fr")
    assert "Pli               P1 Sirène, P2 Skull King, P3 Rosie la Douce" in text
    assert "[rank.mermaid-king] La Sirène de P1 et le Skull King de P2 sont tous deux dans le pli" in text
    assert "Why" not in text


def test_chinese_verdict_uses_the_chinese_rulebook() -> None:
    """kraken.leader in Chinese: 海妖, 墩, 引牌; keys padded by the columns a terminal gives them."""
    text = verdict_text(judge(["y12", "b3", "whale", "kraken"]), (), "zh")
    lines = text.splitlines()
    assert lines[0] == "P4的海妖摧毁了这一墩：没有人赢得它，也没有人从中得分。P2打出下一墩的引牌。"  # noqa: RUF001
    assert lines[2] == "墩          P1 黄色12、P2 黑色3、P3 白鲸、P4 海妖"  # the list comma, as the table writes it
    assert lines[3] == "赢家        无人：这一墩被摧毁"  # noqa: RUF001
    # 海怪 is the Kraken in the Chinese rulebook ("海怪或白鲸"): the sea monsters together are 海中怪兽
    assert "若没有海中怪兽，P2的黑色3会获胜，因此由P2打出下一墩的引牌。" in text  # noqa: RUF001
    assert "海怪" not in text
    assert width("墩") == 2 and width("P1") == 2


def test_german_and_spanish_say_every_sentence() -> None:
    """rank.mermaid-king, rank.lead in German and Spanish: the sentences too, with the printings' names."""
    de = verdict_text(judge(["Ann=mermaid", "Max=sk"]), (), "de")
    assert "Stich                Ann Meerjungfrau, Max Skull King" in de
    assert "Anns Meerjungfrau und Max' Skull King liegen beide im Stich" in de  # the genitive after a sibilant
    es = verdict_text(judge(["escape", "g3"]), (), "es")
    assert "P1 Huida, P2 3\xa0verde" in es
    assert "El 3\xa0verde de P2 es la carta más alta del color de salida, verde." in es


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("columns", [60, 100])
def test_rich_panel_fits_the_terminal_with_wide_characters(lang: str, columns: int) -> None:
    """Chinese characters take two columns: the panel still fits, and no sentence is cut short."""
    console = Console(width=columns, record=True, color_system=None)
    v = judge(["Ann=y12", "Ben=b3", "Cat=whale", "Dan=kraken"])
    console.print(verdict_renderable(v, (), lang))
    out = console.export_text()
    assert all(cell_len(line) <= columns for line in out.splitlines())
    assert "…" not in out
    assert ("海妖" if lang == "zh" else "Kraken") in out


def test_cli_lang(cli: Cli, capsys: pytest.CaptureFixture[str]) -> None:
    """--lang on skrules trick: plain text translated, JSON unchanged, an unknown language refused."""
    code, out, _ = cli("trick", "--plain", "--lang", "fr", "sirène", "骷髅王", "will")
    assert code == 0
    assert "Gagnant           P1 avec la Sirène (carte 1)" in out
    assert "Will le Bandit" in out
    _, plain_json, _ = cli("trick", "--json", "mermaid", "sk", "bendt")
    _, lang_json, _ = cli("trick", "--json", "--lang", "zh", "美人鱼", "sk", "will")
    assert json.loads(lang_json) == json.loads(plain_json)  # canonical tokens, English sentences
    code = main(["trick", "--lang", "it", "sk"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1
    choose = "choose en (English), fr (French), zh (Chinese), de (German) or es (Spanish)"
    assert f"'it' is not a language skrules knows; {choose}" in err
    assert "Traceback" not in err


def test_the_names_page_example_is_what_the_command_prints(cli: Cli) -> None:
    """docs/names.md: its console example is the command's real output, so it cannot go stale."""
    page = (Path(__file__).parent.parent / "docs" / "names.md").read_text("utf-8")
    block = page.split("```console\n", 1)[1].split("```", 1)[0]
    command, expected = block.split("\n", 1)
    args = command.removeprefix("$ skrules ").split()
    code, out, _ = cli(*args)
    assert code == 0
    assert out == expected


@pytest.mark.parametrize("columns", ["60", "100"])
def test_cards_lang_says_the_page_and_fits_the_terminal(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    """skrules cards --lang zh: the page in Chinese, each card by its Chinese name, wrapped by display width (a
    Chinese character takes two columns); --lang fr: the French names, the no-break space before a colon."""
    monkeypatch.setenv("COLUMNS", columns)
    code, out, _ = cli("cards", "--plain", "--lang", "zh")
    assert code == 0
    assert "美人鱼：输入 mermaid；2张牌，来自基础游戏" in out  # noqa: RUF001
    assert out.startswith("卡牌一览\n") and "海妖：输入 kraken" in out  # noqa: RUF001
    assert "Mermaid" not in out and "Kraken" not in out
    assert all(cell_len(line) < int(columns) for line in out.splitlines())
    code, out, _ = cli("cards", "--plain", "--lang", "fr")
    unwrapped = re.sub(r"\n +", " ", out)  # each line with the indented ones under it: a card's line whole again
    assert "Pirates\xa0: tapez rosie bendt rascal juanita harry\xa0; 5\xa0cartes, du jeu de base" in unwrapped
    assert "Rosie la Douce choisit qui entame le pli suivant [ability.rosie]" in unwrapped
    assert all(cell_len(line) < int(columns) for line in out.splitlines())


def test_french_play_follow_says_the_suit_as_a_colour_not_an_adjective(cli: Cli) -> None:
    """play.follow in French: the suit is a colour one follows ("fournir en vert", as Graybeard's line says
    it), never an adjective that would have to agree with "carte" ("doit être vert")."""
    for lead, led in (("g", "vert"), ("p", "violet"), ("b", "noir")):
        code, out, _ = cli("trick", "--plain", "--lang", "fr", "--hand", f"Ben={lead}5,y2", f"Ann={lead}3", "Ben=y2")
        assert code == 1
        assert f"une carte numérotée jouée doit fournir en {led} (une carte spéciale" in out, out
        assert f"la couleur demandée est le {led} et la main contient" in out, out  # the colour named as a noun
        assert "doit être" not in out.splitlines()[0]
        code, out, _ = cli("trick", "--plain", "--lang", "es", "--hand", f"Ben={lead}5,y2", f"Ann={lead}3", "Ben=y2")
        assert code == 1 and "una carta numerada jugada debe ser del color " in out, out  # not "debe ser negro"


def test_spanish_why_not_says_the_higher_card_of_that_colour(cli: Cli) -> None:
    """rank.lead's why-not in Spanish: the winning card "gana en ese color", named, never "la suya" (which reads as
    the losing card's), nor the suit put after "carta" as an adjective ("la carta {suit} más alta"), which leaves
    "negro" or "amarillo" unagreed with it."""
    code, out, _ = cli("trick", "--plain", "--lang", "es", "Ann=g3", "Ben=g9", "--why", "Ann")
    assert code == 0
    assert "y el 9\xa0verde de Ben gana en ese color" in out, out
    assert "la suya" not in out and "la carta verde más alta" not in out


def test_a_refused_play_is_told_in_the_language(cli: Cli) -> None:
    """play.hand and play.follow in French and Chinese: the reason too, with the cards' names."""
    args = ["--plain", "--hand", "Ben=y5,b2,g9", "--hand", "Ann=g1", "Ann=y3", "Ben=b2", "Cat=y7"]
    code, out, _ = cli("trick", "--lang", "fr", *args)
    assert code == 1
    assert out.startswith(
        "Coup illégal\xa0: carte 1 (Ann)\xa0: la main (1\xa0vert) ne contient pas le 3\xa0jaune [play.hand]\n"
    )
    assert "la main contient 5\xa0jaune\xa0: une carte numérotée jouée doit fournir en jaune" in out
    code, out, _ = cli("trick", "--lang", "zh", *args)
    assert "引牌花色为黄色，且手牌中有黄色5" in out  # noqa: RUF001


@pytest.mark.parametrize(
    ("lang", "where"),
    [("fr", "carte 2 (Ben)"), ("de", "Karte 2 (Ben)"), ("es", "carta 2 (Ben)"), ("zh", "第2张牌（Ben）")],  # noqa: RUF001
)
def test_an_illegal_play_names_the_card_of_the_trick_and_its_player(cli: Cli, lang: str, where: str) -> None:
    """play.follow: the illegal play is card 2 of the trick, played by Ben, who played one card; never "Ben's
    second card" ("carte 2 de Ben", "Ben的第2张牌"), which reads as a card counted in Ben's own plays."""
    code, out, _ = cli("trick", "--short", "--lang", lang, "--hand", "Ben=g5,y3", "Ann=g3", "Ben=y3")
    assert code == 1
    assert where in out.splitlines()[0], out
    assert "de Ben" not in out and "von Ben" not in out and "Ben的第" not in out


def test_chinese_says_no_bonus_for_capturing_the_pirate_not_that_the_pirate_scores_none(cli: Cli) -> None:
    """bonus.capture, bonus.pirate in Chinese: the +30 not paid is the one for capturing the Pirate
    (不计捕获海盗的+30分), never "the Pirate gets no +30" (海盗没有+30分), in the trace and in the why-not."""
    trick = ("Ann=rosie", "Ben=sk", "Cat=g5", "Dan=mermaid")
    code, out, _ = cli("trick", *trick, "--why", "Ben", "--lang", "zh", "--plain")
    assert code == 0
    assert "骷髅王没有获胜，因此不计捕获海盗的+30分。" in out  # noqa: RUF001
    assert "因此不计捕获Ann的Rosie D'Laney的+30分" in out
    assert "没有+30分" not in out


@pytest.mark.parametrize(
    ("lang", "titles"),
    [
        ("de", ("Urteil nach einer Hausregel", "Unzulässiger Stich nach einer Hausregel")),
        ("fr", ("Verdict selon une règle maison", "Pli illégal selon une règle maison")),
        ("es", ("Veredicto según una regla de la casa", "Baza ilegal según una regla de la casa")),
        ("zh", ("裁决（按家规）", "违规的墩（按家规）")),  # noqa: RUF001
    ],
)
def test_the_panel_title_under_a_house_rule_is_in_the_language(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, lang: str, titles: tuple[str, str]
) -> None:
    """house.bonus-on-miss, play.follow: the rich panel's title under a house rule, legal or not, is one phrase
    of the language, never "Urteil under a house rule"."""
    monkeypatch.setenv("COLUMNS", "100")
    for title, args in zip(titles, (["mermaid", "sk"], ["--hand", "P2=g5,y3", "g3", "y3"]), strict=True):
        _, out, _ = cli("trick", "--house", "bonus-on-miss", *args, "--lang", lang, "--format", "rich")
        assert f"─ {title} ─" in out.splitlines()[0], out
        assert "under" not in out


def test_french_says_a_row_unchanged_and_the_cards_removed_with_no_agreement_to_miss(cli: Cli) -> None:
    """rank.lead, plank.remove: a what-if's rows kept are "(sans changement)", which fits every row's gender
    and number (Couleur demandée, Alliances), never "inchangé"; the removed cards' row is "Cartes retirées", which
    fits one card or several (not "Retirées  le Kraken"); Spanish likewise ("Cartas retiradas")."""
    code, out, _ = cli("trick", "--plain", "--lang", "fr", "g3", "g5", "--what-if", "2=escape")
    assert code == 0
    assert "Couleur demandée  vert  (sans changement)" in out and "Alliances         aucune  (sans changement)" in out
    assert "inchang" not in out
    code, out, _ = cli("trick", "--plain", "--lang", "fr", "--deck", "all", "g3", "rosie", "plank:2")
    assert "Cartes retirées   Rosie la Douce de P2" in out
    code, out, _ = cli("trick", "--plain", "--lang", "es", "--deck", "all", "g3", "rosie", "plank:2")
    assert "Cartas retiradas  Rosie D'Laney de P2" in out


def test_the_catalogs_ship_in_the_package() -> None:
    """--lang reads skrules/locale/*.json from the installed package, so they are package data."""
    import tomllib

    config = tomllib.loads((Path(__file__).parent.parent / "pyproject.toml").read_text("utf-8"))
    assert "locale/*.json" in config["tool"]["setuptools"]["package-data"]["skrules"]
    shipped = {p.stem for p in (Path(__file__).parent.parent / "skrules" / "locale").glob("*.json")}
    assert shipped == {"en", *LANGS}


@given(st.text(max_size=40), st.sampled_from(LANGS))
def test_text_with_no_message_is_left_as_it_is(text: str, lang: str) -> None:
    """No English is read: a text that carries no message (a caller's own words for an award) comes back unchanged."""
    assert localizer(lang).sentence(text) == text
    assert localizer(lang).sentence(f"{text} with {text} (card 1)") == f"{text} with {text} (card 1)"


_SPELLINGS = {
    "en": None, "EN": None, " English ": None, "ENGLISH": None, "en-GB": None,
    "fr": "fr", "FR_fr": "fr", "French": "fr", "français": "fr",
    "zh": "zh", "zh-CN": "zh", "cn": "zh", "Chinese": "zh", "中文": "zh",
    "de": "de", "de_DE.UTF-8": "de", "German": "de", "Deutsch": "de",
    "es": "es", "es-419": "es", "Spanish": "es", "español": "es",
}  # fmt: skip


@pytest.mark.parametrize(("text", "lang"), _SPELLINGS.items())
def test_lang_option_reads_a_language_as_players_and_locales_write_it(text: str, lang: str | None) -> None:
    """--lang's reader: a code in any case, with a region or not, or the language's name in English or in
    itself; English is None (no translation)."""
    from skrules.locale import lang_choice

    assert lang_choice(text) == lang


def _names_a_language(text: str) -> bool:
    """Whether ``text`` is a spelling --lang reads: a code (``cn`` for Chinese) before any region, or a name."""
    word = text.strip().lower()
    names = {str(catalog(code)[key]).lower() for code in ("en", *LANGS) for key in ("name", "native")}
    return re.split(r"[-_.@]", word, maxsplit=1)[0] in {"en", "cn", *LANGS} or word in names


@given(st.one_of(st.text(max_size=10), st.sampled_from(sorted(_SPELLINGS))))
def test_lang_option_accepts_the_five_languages_and_refuses_the_rest(text: str) -> None:
    """--lang's reader: a spelling of fr, zh, de or es gives its code, of English None; anything else an error
    that lists them all."""
    import argparse

    from skrules.locale import lang_choice

    try:
        lang = lang_choice(text)
    except argparse.ArgumentTypeError as err:
        assert "choose en (English), fr (French), zh (Chinese), de (German) or es (Spanish)" in str(err)
        assert not _names_a_language(text)
    else:
        assert _names_a_language(text)
        assert lang is None or lang in LANGS


def test_lang_en_is_english_as_without_lang(cli: Cli) -> None:
    """--lang en (any case) prints what no --lang prints, English being the default: the trick, the
    pad and the card list (answer.first: the winner, why, the bonus, who leads)."""
    for args in (("trick", "mermaid", "sk", "bendt"), ("cards",)):
        code, english, _ = cli(*args)
        assert code == 0 and cli(*args, "--lang", "EN") == (0, english, "")


@pytest.mark.parametrize(
    ("args", "lang", "expected"),
    [
        (("--edition", "2021"), "fr", "Règles            édition 2021"),
        (("--edition", "2013"), "zh", "规则        2013年版"),
        (("--house", "bonus-on-miss"), "fr", "Règles            règle maison\xa0: bonus-on-miss"),
        (
            ("--edition", "2021", "--ruling", "kraken-leader=would-have-won"),
            "fr",
            "édition 2021, avec ruling.kraken-leader=would-have-won",
        ),
    ],
)
def test_the_rules_line_is_told_in_the_language(cli: Cli, args: tuple[str, ...], lang: str, expected: str) -> None:
    """editions: the verdict's first line names the edition or house rule in the table's language, IDs kept."""
    code, out, _ = cli("trick", "--plain", "--lang", lang, *args, "g3", "b5", "p7")
    assert code == 0 and expected in out
    assert "edition" not in out.replace("ruling.", "") and "house rule" not in out


def test_scary_mary_is_named_with_her_declaration_in_the_language() -> None:
    """first.mary: the first edition's Scary Mary keeps her name (no print translates it), her role translated."""
    from skrules.names import display

    rules = RuleSet.from_options(edition="2013")
    v = judge(["Ann=scary-mary:escape", "Ben=sk", "Cat=g3"], rules)
    assert display(v.trick.cards[0], "fr") == "Scary Mary (Fuite)"
    assert display(v.trick.cards[0], "zh") == "Scary Mary（逃生）"  # noqa: RUF001 (Chinese brackets are full-width)
    assert "as Escape" not in verdict_text(v, (), "fr")


@pytest.mark.parametrize("reading", ["no-effect", "removes"])
def test_the_plank_under_a_sea_monster_translates(reading: str) -> None:
    """ruling.plank-monster, plank.remove: the step a Stingray trick with the Plank adds, in both languages."""
    rules = RuleSet.from_options(deck="all", rulings={"plank-monster": reading})
    v = judge(["stingray", "rosie", "escape", "plank:2"], rules)
    step = next(s for s in v.trace if s.ruling == "ruling.plank-monster")
    assert step.message is not None
    for lang in LANGS:
        assert localizer(lang).say(step.message, step.values) != step.text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "'tigresse:pirate' ou 'tigresse:fuite'"),
        ("de", "'tigresse:pirat' oder 'tigresse:flucht'"),
        ("es", "'tigresse:pirata' o 'tigresse:huida'"),
    ],
)
def test_an_undeclared_tigress_is_told_how_to_declare_her_in_the_language(cli: Cli, lang: str, said: str) -> None:
    """tigress.declare: 'tigresse' alone is refused with the two ways to declare her written after the name typed,
    in the language's words, each of which the parser reads; it suggested 'tigress:escape' whatever was typed."""
    code, _, err = cli("trick", "tigresse", "g7", "--lang", lang)
    assert code == 2 and said in err, err
    for declared in said.replace("'", "").replace(" ou ", " ").replace(" oder ", " ").replace(" o ", " ").split():
        assert cli("trick", declared, "g7")[0] == 0, declared


def test_french_why_not_names_the_card_that_won_not_la_sienne(cli: Cli) -> None:
    """rank.lead, rank.mermaid-king in French: the reason names the card that beat the asked one ("et le 5\xa0vert de
    P1 l'emporte"), where "la sienne" read as the asked card's own; Chinese says an overbid "相差", not "差" (short
    of the bid)."""
    _, out, _ = cli("trick", "--plain", "--lang", "fr", "g5", "y9", "g3", "--why", "3")
    assert "et le 5\xa0vert de P1 l'emporte dans cette couleur" in out and "la sienne" not in out, out
    _, out, _ = cli("trick", "--plain", "--lang", "fr", "mermaid", "mermaid", "sk", "--why", "2")
    assert "et la Sirène de P1 a été jouée avant" in out, out
    _, out, _ = cli("score", "--plain", "--lang", "zh", "--cards", "5", "--bid", "2", "--won", "3")
    assert "赢3墩：相差1墩" in out, out  # noqa: RUF001


def test_english_asked_by_its_code_is_the_english_text() -> None:
    """lead.number, rank.king, next.winner: "en" is English wherever a text takes a language, as --lang en
    is: the verdict, the why-not answer and the what-if, each as it is said with no language asked."""
    v = judge(["Ann=g5", "Ben=sk"])
    assert verdict_text(v, lang="en") == verdict_text(v)
    w = why_not(v, 0)
    assert why_not_text(w, lang="en") == why_not_text(w)
    wi = what_if(v.trick, 0, "mermaid")
    assert what_if_text(wi, "en") == what_if_text(wi)
    assert what_if_rows(wi, "en") == wi.rows()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "P2 Planche (Rosie la Douce), P3 Rosie la Douce"),
        ("de", "P2 Über die Planke (Rosie D'Laney), P3 Rosie D'Laney"),
        ("zh", "P2 走跳板（Rosie D'Laney）、P3 Rosie D'Laney"),  # noqa: RUF001
    ],
)
@pytest.mark.parametrize("typed", ["plank:rosie", "plank:3", "plank:P3"])
def test_the_trick_row_names_the_pirate_walk_the_plank_removes_in_the_language(
    lang: str, said: str, typed: str
) -> None:
    """plank.remove: the trick's row says Walk the Plank with the Pirate it removes, named in the language and
    bracketed as it writes brackets, however it was typed (the Pirate, its position, its player); it showed the
    token's tail as typed ('Planche:rosie')."""
    v = judge(["g3", typed, "rosie", "harry"])
    row = dict(localizer(lang).rows(v))[localizer(lang).word("Trick")]
    assert said in row and ":" not in row, row


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Planche (Rosie la Douce)"),
        ("de", "Über die Planke (Rosie D'Laney)"),
        ("es", "Walk the Plank (Rosie D'Laney)"),
        ("zh", "走跳板（Rosie D'Laney）"),  # noqa: RUF001
    ],
)
@pytest.mark.parametrize("typed", ["plank:rosie", "plank:3", "plank:P3"])
def test_the_rich_panel_s_card_column_names_the_pirate_walk_the_plank_removes(lang: str, said: str, typed: str) -> None:
    """plank.remove: in the rich panel's table of cards (``skrules trick --format rich --lang fr g3 plank:rosie
    rosie``), Walk the Plank is named with the Pirate it removes, as the trick's row names it; it showed the
    translated name with the token's tail as typed ('Planche:rosie', '走跳板:3')."""
    console = Console(width=200, record=True, color_system=None)
    console.print(verdict_renderable(judge(["g3", typed, "rosie", "harry"]), (), lang))
    out = console.export_text()
    assert said in out and ":rosie" not in out and ":3" not in out and ":P3" not in out, out


@pytest.mark.parametrize("message", [Msg.LOST_TITLE, Msg.WHY_WON, Msg.WHY_NOBODY])
def test_german_opens_a_rule_s_title_after_a_colon_with_a_capital(message: Message) -> None:
    """German capitalizes a whole sentence after a colon, as its other why-not answers do ("verloren: Eine Flucht
    verliert ..."): ``skrules trick --lang de Ann=rosie Ben=sk Cat=g5 --why Ann`` said "verloren: der Skull King
    schlägt die Piraten" [rank.king]. Every rule's title is quoted so; French and Spanish keep the small letter."""
    ann, ben = Play(parse_card("rosie"), "Ann"), Play(parse_card("sk"), "Ben")
    for rule in localizer("de").titles:
        said = localizer("de").say(message, {"who": ann, "who2": ben, "title": rule})
        title = localizer("de").title(rule)
        assert f": {title[:1].upper()}{title[1:]}" in said, said
    french = localizer("fr").say(message, {"who": ann, "who2": ben, "title": "rank.king"})
    assert ": le Skull King bat" in french, french


def test_chinese_why_not_names_the_pirate_played_instead_as_the_trick_row_does(cli: Cli) -> None:
    """rank.king's why-not in Chinese (``skrules trick --lang zh Ann=rosie Ben=sk Cat=g5 --why Ann``): the card
    played instead is the Pirate as every other line names her, Rosie D'Laney; it said 海盗Rosie D'Laney."""
    code, out, _ = cli("trick", "--plain", "--lang", "zh", "Ann=rosie", "Ben=sk", "Cat=g5", "--why", "Ann")
    assert code == 0 and "Ann打出美人鱼而不是Rosie D'Laney：" in out, out  # noqa: RUF001
    assert "海盗Rosie" not in out


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", ["Exception : la Raie n'est pas une Fuite", "Exception : avec une Sirène et le Skull King"]),
        ("es", ["Excepción: la Spotted Stingray no es una Huida", "Excepción: First Mate Con, una Sirena"]),
        ("de", ["Ausnahme: Der Gefleckte Rochen ist keine Flucht", "Ausnahme: Mit einer Meerjungfrau"]),
        ("en", ["except: The Stingray is no Escape", "except: With a Mermaid and the Skull King"]),
    ],
)
def test_an_exception_on_the_cards_page_goes_on_after_its_colon_as_the_language_writes(
    cli: Cli, lang: str, said: list[str]
) -> None:
    """rank.mermaid-king, exp.non-winning: ``skrules cards --lang fr`` wrote "Exception : La Raie n'est pas une
    Fuite" and "Excepción: Con una Sirena", a capital after the colon that French and Spanish do not write; a name
    that opens the clause keeps its own (First Mate Con), German and English keep theirs, and the rung's line
    standing on its own still opens with a capital ("Sous la Raie, ...")."""
    code, out, _ = cli("cards", "--lang", lang)
    flat = re.sub(r"\s+", " ", out)
    assert code == 0 and all(line in flat for line in said), out
    if lang == "fr":
        assert "Sous la Raie, toute carte spéciale" in flat and "Exception : La" not in flat


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "le 5\xa0jaune est à 2 endroits (carte 1 de la main de Ben"),
        ("es", "el 5\xa0amarillo está en 2 lugares (carta 1"),
    ],
)
def test_a_card_held_too_often_is_named_with_its_article(cli: Cli, lang: str, said: str) -> None:
    """box.copies: ``skrules trick --lang fr --hand Ben=y5,y5 Ann=y3 Ben=y5`` said "5 jaune est à 2 endroits", the
    card with no article where every other refusal says "le 5 jaune apparaît 2 fois"; Spanish "5 amarillo está"."""
    code, _, err = cli("trick", "--lang", lang, "--hand", "Ben=y5,y5", "Ann=y3", "Ben=y5")
    assert code == 2 and f"{ERROR[lang]}{said}" in err, err


ROUND_TWICE = "players: Ann Ben Cat\nround 1: 0/0 0/0 1/1\nround 2:\n  bids: 1 0 0\n  trick: Ben=g5 Cat=g4 Ann=g6\n"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "le 5\xa0vert apparaît 2 fois dans la manche (pli 1, carte 1 ; pli 2, carte 1), mais"),
        ("es", "el 5\xa0verde aparece 2 veces en la ronda (baza 1, carta 1; baza 2, carta 1), pero"),
    ],
)
def test_a_card_seen_twice_in_a_round_is_named_with_its_article_and_the_count_apart_from_the_round(
    cli: Cli, tmp_path: Path, lang: str, said: str
) -> None:
    """box.copies, in a sheet's round given by its tricks: French said "5\xa0vert est dans la manche 2 fois", which
    reads as "round 2", and Spanish "5\xa0verde está en la ronda 2 veces", both with no article."""
    sheet = tmp_path / "g.sheet"
    sheet.write_text(ROUND_TWICE + "  trick: Ann=g5 Ben=g7 Cat=g3\n", encoding="utf-8")
    code, _, err = cli("score", str(sheet), "--lang", lang)
    assert code == 2 and said.replace(" ;", "\u00a0;") in err.replace(" ;", "\u00a0;"), err


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "se joue sans le Butin (two.cards)"), ("es", "el Botín queda fuera")]
)
def test_a_card_left_out_of_the_two_player_game_is_named_with_its_article(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """two.cards: the Loot played at a two-player table was told "se joue sans Butin", "Botín queda fuera del juego
    a dos", the card with no article, in French and Spanish."""
    monkeypatch.setattr("sys.stdin", io.StringIO("1 0\nloot g5 g7\nquit\nno\n"))
    monkeypatch.setenv("COLUMNS", "400")
    code, out, _ = cli("table", "--players", "Ann,Ben", "--deck", "advanced", "--lang", lang)
    assert code == 0 and said in out, out


@pytest.mark.parametrize(
    ("lang", "card", "said"),
    [
        ("fr", "g7x", "le 7\xa0vert (g7x) fait partie de l'extension, que ce paquet ne contient pas"),
        ("es", "g7x", "el 7\xa0verde (g7x) pertenece a la expansión"),
        ("es", "kraken", "este mazo no incluye el Kraken; la parte del mazo 'kraken' añade esa carta"),
        ("de", "g7x", "dieser Stapel enthält die grüne\xa07 (g7x) nicht: diese Karte gehört zur Erweiterung"),
        ("de", "con", "dieser Stapel enthält den Zweiten nicht; der Teil des Stapels 'con' fügt diese Karte hinzu"),
    ],
)
def test_a_card_the_deck_leaves_out_is_named_with_its_article(cli: Cli, lang: str, card: str, said: str) -> None:
    """box.advanced, exp.cards: ``skrules trick --deck base --lang fr g7x g5`` said "7\xa0vert (g7x) fait partie de
    l'extension", the German "Zweiter fehlt in diesem Stapel", with no article; the Spanish "la añade" did not agree
    with "el Kraken"."""
    code, _, err = cli("trick", "--deck", "base", "--lang", lang, card, "g5")
    assert code == 2 and said.replace(" ;", "\u00a0;") in err.replace(" ;", "\u00a0;"), err


@pytest.mark.parametrize(
    ("cards", "said"),
    [
        (["sirene", "sirene", "sirene"], "die Meerjungfrau kommt 3-mal in diesem Stich vor"),
        (["rosie", "rosie"], "Rosie D'Laney kommt 2-mal in diesem Stich vor"),
        (["g3", "g3"], "die grüne\xa03 kommt 2-mal in diesem Stich vor"),
        (["whale", "whale"], "der Weiße Wal kommt 2-mal"),
        (["davy", "davy"], "Davy Jones' Truhe kommt 2-mal"),
    ],
)
def test_german_names_a_card_that_opens_a_refusal_with_its_article(cli: Cli, cards: list[str], said: str) -> None:
    """box.copies in German: ``skrules trick --lang de sirene sirene sirene`` said "Meerjungfrau kommt 3-mal in
    diesem Stich vor", a subject with no article, where the other refusals say "den Kraken", "die grüne\xa07"; a
    printed name that has no article of its own (Davy Jones' Truhe) stands as it is."""
    code, _, err = cli("trick", "--lang", "de", *cards)
    assert code == 2 and said in err, err


@pytest.mark.parametrize("cards", [["whale", "whale"], ["g5", "g5"], ["rosie", "rosie"]])
def test_french_says_the_one_copy_the_box_holds_whatever_the_card_s_gender(cli: Cli, cards: list[str]) -> None:
    """box.copies in French: "la Baleine blanche apparaît 2 fois ... ; la boîte n'en contient qu'un" left "un"
    agreeing with no word said; "qu'un exemplaire" is right of the Whale as of the 5\xa0vert."""
    code, _, err = cli("trick", "--lang", "fr", *cards)
    assert code == 2 and err.rstrip().endswith("la boîte n'en contient qu'un exemplaire"), err


def test_french_says_a_made_bid_in_a_round_s_steps_as_the_score_lines_do(cli: Cli, tmp_path: Path) -> None:
    """score.zero in a sheet's round given by its tricks, ``skrules score --details --lang fr``: the step said
    "Ben a misé 0, remporté 0 (réussi)", agreeing with nothing, where the score lines say "mise 0, plis 0 : réussie";
    it says "(mise réussie)"."""
    sheet = tmp_path / "g.sheet"
    sheet.write_text("players: Ann Ben Cat\nround 1:\n  bids: 1 0 0\n  trick: Ann=g9 Ben=g5 Cat=g3\n", "utf-8")
    code, out, _ = cli("score", str(sheet), "--details", "--lang", "fr")
    assert code == 0 and "Ben a misé 0, remporté 0 (mise réussie)\u00a0: +10 au décompte classique." in out, out
    assert "(réussi)" not in out
