"""The site's Score pad in every language: each line its scripts say is in every catalogue (issue 22).

pad.js and core.js say every line through ``say("English", {values})``; the lines are generated
from the catalogues by skrules/sphinx_pad.py. A line added to a script without its catalogue
entries, a catalogue line that lost a placeholder, or a language left out fails here, before any
browser is started. The rule IDs the refusals cite (setup.players, bid.range, box.copies...) stay
as they are in every language.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from skrules.i18n import catalog, placeholders
from skrules.locale import LANGS
from skrules.sphinx_pad import _script, pad_elisions, pad_ids, pad_strings

PAD = Path(__file__).resolve().parent.parent / "docs" / "_static" / "pad"
SCRIPTS = (PAD / "pad.js", PAD / "core.js")
SAID = re.compile(r'\bsay\(\s*"((?:[^"\\]|\\.)*)"')
ANY_SAY = re.compile(r"\bsay\((?!\s*\")([^)]*)\)")
LABEL = re.compile(r'\b(?:label|card): "((?:[^"\\]|\\.)*)"')
# The only lines not written out where they are said: core.js's BONUSES labels (what happened) and cards.
DYNAMIC = {"b.label", "b.card"}


def _used() -> set[str]:
    """Every line the pad's scripts say: the literal ``say("...")`` calls, the bonus labels and cards."""
    found: set[str] = set()
    for script in SCRIPTS:
        text = script.read_text("utf-8")
        found |= {json.loads(f'"{m}"') for m in SAID.findall(text)}
    found |= {json.loads(f'"{m}"') for m in LABEL.findall((PAD / "core.js").read_text("utf-8"))}
    return found


def test_the_scripts_say_only_literal_lines_or_the_bonus_labels() -> None:
    """A ``say(x)`` of a variable would escape the scan below: only the bonus labels' and cards' are allowed."""
    for script in SCRIPTS:
        calls = set(ANY_SAY.findall(script.read_text("utf-8"))) - {"text, values"}  # pad.js defines say(text, values)
        assert calls <= DYNAMIC, (script.name, calls - DYNAMIC)


def test_the_scan_finds_the_pad_lines() -> None:
    """The scan is not vacuous: buttons, steps, refusals and the bonus chips' cards are among the lines."""
    used = _used()
    assert {"Undo", "Score the round", "Mermaid", "Round", "there is one Harry the Giant (box.copies)"} <= used
    assert len(used) > 50


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_line_the_pad_says_is_in_every_language(lang: str) -> None:
    """Each line the scripts say has the language's text, with the English line's placeholders."""
    said = pad_strings()[lang]
    missing = _used() - said.keys()
    assert not missing, (lang, sorted(missing))
    for english, text in said.items():
        assert text.strip(), (lang, english)
        assert placeholders(text) == placeholders(english), (lang, english, text)
    assert set(said) == set(pad_ids())


@pytest.mark.parametrize("lang", LANGS)
def test_the_site_section_is_the_english_one_and_last(lang: str) -> None:
    """Each catalogue's site section translates exactly en.json's, and is the catalogue's last section."""
    english: list[str] = catalog("en")["site"]  # type: ignore[assignment]
    own: dict[str, str] = catalog(lang)["site"]  # type: ignore[assignment]
    assert list(own) == english
    assert list(catalog(lang))[-1] == "site" and list(catalog("en"))[-1] == "site"


def test_french_bonus_chips_are_the_card_names() -> None:
    """bonus.mermaid, bonus.king: the cards are named as the French print does (skrules.names), and a
    chip says which card took which, so that the Skull King's winner does not tap the Mermaid's +40."""
    fr = pad_strings()["fr"]
    assert (fr["Mermaid"], fr["Black 14"], fr["Undo"]) == ("Sirène", "14\xa0noir", "Annuler")
    assert fr["Round"] == catalog("fr")["table"]["Round"]  # type: ignore[index]
    chips = [fr[line] for line in ("Pirate took a Mermaid", "Skull King took a Pirate", "Mermaid took the Skull King")]
    assert chips == ["Pirate prend une Sirène", "Skull King prend un Pirate", "Sirène prend le Skull King"]


# What the pad shows for a count of one, in each language: no plural noun after a 1 (the French "1 plis sur 1").
ONE = {
    "en": ("1 of 1", "1 card", "bid 1 · won 1", "Ann: 4 cards captured in 1 trick won, but a trick holds 3 cards"),
    "fr": ("1 sur 1", "1 carte", "mise 1 · plis 1", "Ann\xa0: 4 cartes prises en 1 pli remporté, mais un pli compte 3"),
    "zh": ("1 / 1", "1张牌", "叫墩1 · 赢1墩", "Ann：赢1墩捕获了4张牌，但一墩只有3张牌"),  # noqa: RUF001
    "de": ("1 von 1", "1 Karte", "Ansage 1 · Stiche 1", "Ann: 4 Karten in 1 gewonnenen Stich, aber ein Stich hat 3"),
    "es": (
        "1 de 1",
        "1 carta",
        "apuesta 1 · bazas 1",
        "Ann: 4 cartas capturadas en 1 baza ganada, pero una baza tiene 3",
    ),
}


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_a_count_of_one_is_said_in_the_singular(lang: str) -> None:
    """setup.deal, bonus.capture: the tricks won of a round of one card, the cards dealt, a player's bid and
    tricks, and the capture refusal for one trick, as each language says a count of one."""
    said = pad_strings()[lang]

    def fill(line: str, **values: int | str) -> str:
        return re.sub(r"\{(\w+)\}", lambda m: str(values[m.group(1)]), said[line])

    capture = "{name}: {captured} cards captured in 1 trick won, but a trick holds {size} cards (bonus.capture)"
    shown = (
        fill("{sum} of {cards}", sum=1, cards=1),
        fill("{n} card", n=1),
        fill("bid {bid} · won {won}", bid=1, won=1),
        fill(capture, name="Ann", captured=4, size=3),
    )
    assert shown[:3] == ONE[lang][:3]
    assert shown[3].startswith(ONE[lang][3]), shown[3]
    assert LANGS == ("fr", "zh", "de", "es")  # each language the site offers is held here


def test_the_chinese_pad_names_the_game_not_the_card() -> None:
    """setup.players: 骷髅王 alone is the Skull King card; the game is 《骷髅王》, as the Chinese rulebook calls it."""
    zh = pad_strings()["zh"]
    assert "《骷髅王》至少需要两名玩家" in zh["1 player: Skull King needs two players at least (setup.players)"]
    assert "至少两位" in zh["Name the players, two at least (setup.players)"]


def test_the_chinese_pad_says_the_bid_as_the_cli_and_the_terminal_pad_do() -> None:
    """bid.range, ability.harry on the Score pad: a bid is 叫墩, as `skrules trick --lang zh` and the terminal's
    pad say it (``若Cat达成叫墩``), never 叫牌, which is a bid in bridge; the round's steps and chips say so too."""
    zh = pad_strings()["zh"]
    assert [s for s in catalog("zh")["site"].values() if "叫牌" in s] == []  # type: ignore[attr-defined]
    assert (zh["Bids"], zh["Bonuses (on a made bid)"], zh["{name}'s bid"], zh["bid {bid}"]) == (
        "叫墩",
        "奖励分数（达成叫墩时）",  # noqa: RUF001
        "{name}的叫墩",
        "叫墩{bid}",
    )
    harry = "{name}: Harry the Giant cannot move the bid from {bid} to {to} (bid.range, ability.harry)"
    assert zh[harry] == "{name}：Harry the Giant 不能把叫墩从{bid}改为{to}（bid.range、ability.harry）"  # noqa: RUF001
    assert zh["a bid is 0 to the {cards} cards dealt (bid.range)"] == "叫墩须为0到发牌数{cards}（bid.range）"  # noqa: RUF001


UNWON = (
    "the tricks won add up to {sum}, but the round has {cards}: check them, as with the base deck each trick is won"
    " by someone (rank.escape)"
)


def test_the_german_and_spanish_pages_say_du_and_tu_as_the_cli_does() -> None:
    """setup.players, exp.discard on the Score pad: the reader is addressed as the command line and Settle it
    address them (German du: ``gib``, ``wähle``; Spanish tú: ``escribe``, ``elige``), never Sie or usted."""
    de, es = pad_strings()["de"], pad_strings()["es"]
    new = "Start a new game? Undo on the new game's form brings this one back."
    assert [s for s in catalog("de")["site"].values() if re.search(r"\b(?:Sie|Ihnen|Ihre?)\b", s)] == []  # type: ignore[attr-defined]
    assert de["Name the players, two at least (setup.players)"] == "Nenne die Spieler, mindestens zwei (setup.players)"
    assert de[new] == "Ein neues Spiel beginnen? Mit Rückgängig im Formular des neuen Spiels holst du dieses zurück."
    assert "aber die Runde hat {cards}: prüfe sie, denn mit dem Grundstapel" in de[UNWON]
    players = "Escribe los nombres de los jugadores, dos como mínimo (setup.players)"
    assert es["Name the players, two at least (setup.players)"] == players
    assert es[new] == "¿Empezar una nueva partida? Con Deshacer, en el formulario de la nueva partida, recuperas esta."
    assert "pero la ronda tiene {cards}: revísalas, pues con el mazo" in es[UNWON]


def test_german_davy_jones_bonus_with_every_trick_won_is_a_sentence() -> None:
    """davy.bonus on the Score pad: the refusal of Davy Jones' bonus to a player who won every trick says so in
    a German sentence; it said "Bonus von Davy Jones bei allen Stichen gewonnen", a participle with no verb."""
    english = (
        "{name}: Davy Jones' bonus with every trick won, but Davy Jones' Locker never wins: its trick went to"
        " another player (davy.bonus)"
    )
    assert pad_strings()["de"][english] == (
        "{name} hat alle Stiche gewonnen und bekommt den Bonus von Davy Jones' Truhe, aber die Truhe gewinnt nie:"
        " ihr Stich ging an einen anderen Spieler (davy.bonus)"
    )


def test_the_chinese_pad_quotes_a_chip_as_it_quotes_a_button() -> None:
    """box.copies on the Score pad in Chinese: a chip tapped more often than the deck allows is quoted with the
    quotation marks the pad's other lines use (请点“加入扩展包”), not with corner brackets 「」."""
    site: dict[str, str] = catalog("zh")["site"]  # type: ignore[assignment]
    assert [s for s in site.values() if "「" in s or "」" in s] == []
    copies = "'{label}' {count} times in one round, but the deck holds {most} × {card}"  # noqa: RUF001
    copies += " in all (box.copies, {rule})"
    assert site[copies] == "一轮中“{label}”出现{count}次，但整副牌总共只有{most}张{card}（box.copies、{rule}）"  # noqa: RUF001


# A card's name as a lowercase word, in the French and Spanish pad's lines (their rule IDs set aside).
LOWER_CARD = {"fr": re.compile(r"\b(?:pirates?|sirènes?)\b"), "es": re.compile(r"\b(?:piratas?|sirenas?)\b")}
NO_TRICK = (
    "{name} won no trick: only a trick's winner captures its cards or uses its Pirate (bonus.capture, ability.unlock)"
)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_pad_s_refusals_name_pirates_and_mermaids_as_the_cli_s_refusals_do(lang: str) -> None:
    """bonus.pirate, bonus.mermaid, bonus.king, ability.unlock on the Score pad: a Pirate and a Mermaid are cards,
    capitalised as `skrules score` refuses them (``des Pirates pris par le Skull King``, ``Sirenas capturadas por
    un Pirata``) and as the pad's chips name them; the pirates' abilities, no card, stay lowercase."""
    site: dict[str, str] = catalog(lang)["site"]  # type: ignore[assignment]
    refusals = [s for s in site.values() if "(bonus." in s or "(ability." in s]
    lowered = [s for s in refusals if LOWER_CARD[lang].search(re.sub(r"\([^()]*\)", "", s))]
    assert (len(refusals), lowered) == (12, [])
    said = pad_strings()[lang]
    table: dict[str, str] = catalog(lang)["table"]  # type: ignore[assignment]
    assert said[NO_TRICK] == table[NO_TRICK]
    pirates = "{count} Pirates taken by the Skull King, but the deck holds {most} (bonus.pirate, box.copies)"
    mermaids = (
        "Mermaids taken by a Pirate and another taking the Skull King, but the deck holds 2 (bonus.mermaid, bonus.king)"
    )
    if lang == "fr":
        assert said[NO_TRICK] == (
            "{name} n'a remporté aucun pli\xa0: seul le gagnant d'un pli en prend les cartes ou utilise son Pirate"
            " (bonus.capture, ability.unlock)"
        )
        assert (
            said[pirates]
            == "{count} Pirates pris par le Skull King, mais le paquet en compte {most} (bonus.pirate, box.copies)"
        )
        assert said[mermaids] == (
            "des Sirènes prises par un Pirate et une autre qui prend le Skull King, mais le paquet en compte 2"
            " (bonus.mermaid, bonus.king)"
        )
        assert said["Pirate abilities"] == "Pouvoirs des pirates"
    else:
        assert said[NO_TRICK] == (
            "{name} no ganó ninguna baza: solo quien gana una baza captura sus cartas o usa su Pirata"
            " (bonus.capture, ability.unlock)"
        )
        assert (
            said[pirates]
            == "{count} Piratas capturados por el Skull King, pero el mazo tiene {most} (bonus.pirate, box.copies)"
        )
        assert said[mermaids] == (
            "Sirenas capturadas por un Pirata y otra que captura al Skull King, pero el mazo tiene 2"
            " (bonus.mermaid, bonus.king)"
        )
        assert said["Pirate abilities"] == "Habilidades de los piratas"


def test_german_pad_says_a_bid_s_range_as_the_cli_does() -> None:
    """bid.range, setup.deal on the Score pad in German: a bid or a count of tricks out of range is refused in
    the command line's words (``eine Ansage reicht von 0 bis zu den ... ausgeteilten Karten``, ``gewonnene
    Stiche sind eine Zahl von 0 bis ...``); the pad said "eine Ansage ist 0 bis zu den", "Stiche sind 0 bis"."""
    de = pad_strings()["de"]
    refusals: dict[str, str] = catalog("de")["refusals"]  # type: ignore[assignment]
    bid = "a bid is 0 to the {cards} cards dealt (bid.range)"
    assert de[bid] == "eine Ansage reicht von 0 bis zu den {cards} ausgeteilten Karten (bid.range)"
    assert (
        de["tricks won is 0 to {cards} (setup.deal)"]
        == "gewonnene Stiche sind eine Zahl von 0 bis {cards} (setup.deal)"
    )
    cli = refusals["the bid is {n}; a bid is 0 to the {n2} cards dealt (bid.range)"]
    assert cli.endswith("; " + de[bid].replace("{cards}", "{n2}"))


def test_the_inlined_lines_cannot_close_their_script() -> None:
    """The lines are inlined in the page: no ``</`` inside, the data reads back as it was generated."""
    script = _script()
    assert script.count("</") == 1
    lines, elide = (
        script.removeprefix("<script>window.PAD_STRINGS = ").removesuffix(";</script>").split(";\nwindow.PAD_ELIDE = ")
    )
    assert json.loads(lines.replace("<\\/", "</")) == pad_strings()
    assert json.loads(elide.replace("<\\/", "</")) == pad_elisions() and pad_elisions()["fr"]["de "] == "d'"


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_refusals_speak_the_page_language() -> None:
    """setup.players, exp.players, bid.range: core.js refuses in the language pad.js gives it, values filled."""
    fr = json.dumps(pad_strings()["fr"], ensure_ascii=False)
    program = f"""
      const PadCore = require({json.dumps(str(PAD / "core.js"))});
      const fr = {fr};
      PadCore.speak((t, v) => fr[t].replace(/\\{{(\\w+)\\}}/g, (a, k) => String(v[k])));
      const bids = PadCore.checkBids({{ cards: 2, entries: [{{ bid: 3 }}] }});
      const nine = PadCore.checkPlayers(["A", "B", "C", "D", "E", "F", "G", "H", "I"], "base");
      console.log(JSON.stringify([PadCore.checkPlayers(["Ann"], "base"), nine, bids]));
    """
    out = subprocess.run(["node", "-e", program], capture_output=True, text=True, check=True, timeout=60).stdout
    assert json.loads(out) == [
        "1 joueur\xa0: Skull King se joue à deux joueurs au moins (setup.players)",
        "9 joueurs\xa0: ce paquet en accueille au plus 8 (setup.players)\xa0; l'extension en accueille davantage"
        " (exp.players)",
        "une mise va de 0 aux 2 cartes distribuées (bid.range)",
    ]


@pytest.mark.skipif(shutil.which("node") is None, reason="the pad's script runs under node")
def test_a_word_before_a_name_that_starts_with_a_vowel_is_elided_as_the_catalogue_says() -> None:
    """French elision (the catalogue's ``elide``, as skrules.i18n elides its own sentences): a screen reader says
    "mise d'Ann", not "mise de Ann"; before "Ben", and in a word that merely ends in "de", nothing changes."""
    source = (PAD / "pad.js").read_text("utf-8")
    body = source[source.index("  const ELIDE") : source.index("  PadCore.speak(say);")]
    script = (
        f"const window = {{ PAD_ELIDE: {json.dumps(pad_elisions())} }};\n"
        f"const STRINGS = {json.dumps({'fr': pad_strings()['fr']}, ensure_ascii=False)}; let lang = 'fr';\n"
        f"{body}\n"
        "const out = [say(\"{name}'s bid\", {name: 'Ann'}), say(\"{name}'s bid\", {name: 'Ben'}),"
        " say(\"{name}'s bid\", {name: 'Émile'}), say('code {name}', {name: 'Ann'}),"
        " say(\"{name}'s bid\", {name: 'Yasmine'}), say(\"{name}'s bid\", {name: 'Yves'})];\n"
        "console.log(JSON.stringify(out));"
    )
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(done.stdout) == [
        "mise d'Ann",
        "mise de Ben",
        "mise d'Émile",
        "code {name}".replace("{name}", "Ann"),
        "mise de Yasmine",
        "mise d'Yves",
    ]
