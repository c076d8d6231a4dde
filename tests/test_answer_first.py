"""``skrules trick`` says the answer first: a sentence or two in the players' words (skrules/sentence.py).

The answer is built from the verdict's typed facts (outcome, deciding claim, winning card, bonuses,
alliances, next leader), in English or, with ``--lang``, in French or Chinese from the ``answers``
templates of skrules/locale. ``--short`` prints it alone; ``--json`` carries it as ``"answer"``.
Rule IDs: ``--ids`` cites them everywhere (the answer's deciding rule included), ``--no-ids``
nowhere; by default each step cites its rule in plain text, dimmed on a terminal of 80 columns or
more, and not at all on a narrower one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from importlib import resources

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from rich.cells import cell_len

from skrules import judge
from skrules.cards import parse_card
from skrules.errors import SkrulesError
from skrules.i18n import LANGS, answer_text, catalog, localizer, placeholders
from skrules.messages import UNCITED, Msg, messages
from skrules.notation import Play
from skrules.report import verdict_text
from skrules.rules import RuleSet, parse_modules
from skrules.rulings import RuleId
from skrules.sentence import answer_clauses, answer_rule
from skrules.sentence import answer_text as english
from skrules.trick import Outcome, Trick, adjudicate
from skrules.whynot import what_if, what_if_text, why_not, why_not_text
from skrules.wording import bonus_line, verdict_line

from .conftest import examples
from .strategies import tricks

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

SCHEMA = json.loads(resources.files("skrules").joinpath("schema/trick.schema.json").read_text())
RULE_ID = re.compile(r"\b[a-z]+\.[a-z][a-z0-9-]*\b")  # rank.mermaid-king, kraken.destroy, ...


def _short(cli: Cli, *args: str) -> str:
    code, out, err = cli("trick", "--short", *args)
    assert code == 0 and err == ""
    assert out.count("\n") == 1, out  # the answer alone, on one line
    return out.strip()


# ------------------------------------------------------------------------------ each outcome


@pytest.mark.parametrize(
    ("tokens", "expected"),
    [
        (  # rank.mermaid-king: the README's trick
            ["Ann=rosie", "Ben=sk", "Cat=mermaid"],
            "Cat's Mermaid wins: a Mermaid beats the Skull King. Cat gets +40 if Cat makes the bid. Cat leads next.",
        ),
        (  # rank.lead, with no bonus to speak of
            ["Ann=g5", "Ben=g9"],
            "Ben's green 9 wins: it is the highest card of the lead suit, green. No bonus. Ben leads next.",
        ),
        (  # rank.trump
            ["Ann=g12", "Ben=b2"],
            "Ben's black 2 wins: black is trump, and it is the highest black card. No bonus. Ben leads next.",
        ),
        (  # kraken.destroy, kraken.leader: who would have won leads
            ["Ann=y12", "Ben=b3", "Cat=whale", "Dan=kraken"],
            "Dan's Kraken destroys the trick: nobody wins it or scores from it. Ben leads next.",
        ),
        (  # whale.discard: no number left
            ["Ann=whale", "Ben=escape"],
            "Ann's White Whale leaves no numbered card to win: the trick is discarded. Ann leads next.",
        ),
        (  # exp.discard: Davy Jones takes the Stingray, the Plank leaves nothing that can win
            ["davy", "stingray", "plank"],
            "Nothing in the trick can win: it is discarded. P1's Davy Jones' Locker destroys P2's Spotted Stingray. "
            "P1 leads next.",
        ),
        (  # plank.remove: the Pirate taken out is said, as the first sentence names only what is left
            ["Ann=mermaid", "Ben=tigress:pirate", "Cat=plank"],
            "Ann's Mermaid wins: every other card plays as an Escape or cannot win. Cat's Walk the Plank removes "
            "Ben's Tigress as Pirate from the trick. No bonus. Ann leads next.",
        ),
        (  # davy.destroy: several sea monsters
            ["Ann=g5", "Ben=kraken", "Cat=davy", "Dan=whale"],
            "Ann's green 5 wins: it is the highest card of the lead suit, green. Cat's Davy Jones' Locker destroys "
            "every sea monster in the trick. Ann gets no bonus. Cat gets +40 from Davy Jones' Locker, if Cat makes "
            "the bid. Ann leads next.",
        ),
        (  # kraken.destroy: the trick destroyed, what Walk the Plank would have removed is moot
            ["Ann=sk", "Ben=rosie", "Cat=plank", "Dan=kraken"],
            "Dan's Kraken destroys the trick: nobody wins it or scores from it. Ann leads next.",
        ),
        (  # loot.alliance
            ["Ann=escape", "Ben=loot", "Cat=g5", "Dan=g9"],
            "Dan's green 9 wins: it is the highest card of the lead suit, green. No bonus. "
            "Ben's Loot allies Ben with Dan: +20 each if both make their bids. Dan leads next.",
        ),
        (  # davy.destroy, davy.bonus: the Kraken destroyed, a bonus to a player who did not win the trick
            ["Ann=davy", "Ben=kraken", "Cat=g5"],
            "Cat's green 5 wins: it is the highest card of the lead suit, green. Ann's Davy Jones' Locker destroys "
            "Ben's Kraken. Cat gets no bonus. Ann gets +20 from Davy Jones' Locker, if Ann makes the bid. Cat leads "
            "next.",
        ),
    ],
)
def test_the_answer_says_each_outcome_in_a_sentence_or_two(cli: Cli, tokens: list[str], expected: str) -> None:
    """Won, won without a bonus, destroyed by the Kraken, discarded (White Whale, exp.discard), the Loot's
    alliance, Davy Jones' bonus to another player, the cards Davy Jones' Locker and Walk the Plank took out:
    each has its own sentence, no rule ID in it."""
    assert _short(cli, *tokens) == expected
    assert english(judge(tokens)) == expected


def test_a_bonus_paid_whatever_the_bid_is_said_so(cli: Cli) -> None:
    """The house rule bonus-on-miss: the bonus is paid whatever the bid, and the answer says so, naming the rule."""
    said = _short(cli, "--house", "bonus-on-miss", "Ann=mermaid", "Ben=sk")
    paid = "By the house rule bonus-on-miss, Ann gets +40 whatever the bid."
    assert said == f"Ann's Mermaid wins: a Mermaid beats the Skull King. {paid} Ann leads next."


@pytest.mark.parametrize(
    ("ruling", "said"),
    [
        (
            (),
            "Graybeard leads next (as Graybeard's ghost in a two-player game, the player who led the round would "
            "instead).",
        ),
        (
            ("--ruling", "graybeard-leader=trick-leader"),
            "Graybeard leads next (as Graybeard's ghost in a two-player game, Ann, who led this trick, would instead).",
        ),
        (("--ruling", "graybeard-leader=graybeard"), "Graybeard leads next."),
    ],
)
def test_a_player_named_graybeard_leads_as_any_player_and_the_ghost_is_told(
    cli: Cli, ruling: tuple[str, ...], said: str
) -> None:
    """next.winner, two.leader, ruling.graybeard-leader: one trick knows no two-player game, so Graybeard leads
    as the player he is; the answer says who would lead were he the ghost, as the ruling's reading says."""
    answer = _short(cli, *ruling, "Ann=g5", "Graybeard=g9", "Ben=g2")
    assert answer.endswith(f"No bonus. {said}")
    assert _short(cli, "Ann=g5", "Barbe-Grise=g9", "Ben=g2").endswith("the player who led the round would instead).")


def test_short_with_json_is_refused(cli: Cli) -> None:
    """--short prints the answer alone and --json the whole verdict: asked together, a one-line error, exit 2."""
    code, out, err = cli("trick", "--short", "--json", "g5", "g9")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "--short" in err and "--json" in err


@pytest.mark.parametrize(
    ("lang", "illegal", "stood"),
    [
        ((), "Illegal play: card 2 by Ben: the hand (yellow 3) does not hold the green 5 [play.hand]",
         "Had the trick stood:"),
        (("--lang", "fr"),
         "Coup illégal\xa0: carte 2 (Ben)\xa0: la main (3\xa0jaune) ne contient pas le 5\xa0vert [play.hand]",
         "Si le pli avait tenu\xa0:"),
    ],
)  # fmt: skip
def test_short_tells_an_illegal_play_before_the_answer(
    cli: Cli, lang: tuple[str, ...], illegal: str, stood: str
) -> None:
    """play.hand: --short with --hand says the illegal play first, as the full verdict does, then the answer
    had the trick stood, and exits 1; a legal trick's answer stands alone."""
    code, out, _ = cli("trick", "Ann=g3", "Ben=g5", "--hand", "Ben=y3", "--short", *lang)
    lines = out.splitlines()
    assert code == 1 and lines[:2] == [illegal, stood] and len(lines) == 3
    assert "Ben" in lines[2] and "5" in lines[2]
    code, out, _ = cli("trick", "Ann=g3", "Ben=g5", "--hand", "Ben=g5", "--short", *lang)
    assert code == 0 and out.splitlines() == lines[2:]


def test_short_reads_standard_input_one_answer_a_line(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """skrules trick - --short: each trick as typed, then its answer, one line each."""
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("g5 g9\nmermaid sk\n"))
    code, out, _ = cli("trick", "-", "--short")
    assert code == 0
    assert out.splitlines() == [
        f"g5 g9: {english(judge(['g5', 'g9']))}",
        f"mermaid sk: {english(judge(['mermaid', 'sk']))}",
    ]


# ------------------------------------------------------------------------------ where the answer goes


def test_plain_output_says_the_answer_first(cli: Cli) -> None:
    """--plain: the answer, a blank line, the facts, then the steps, each citing its rule by default."""
    code, out, _ = cli("trick", "--plain", "Ann=rosie", "Ben=sk", "Cat=mermaid")
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == english(judge(["Ann=rosie", "Ben=sk", "Cat=mermaid"]))
    assert lines[1] == "" and lines[2].startswith("Trick ")
    assert not RULE_ID.search(lines[0])
    assert "[rank.mermaid-king]" in out


def test_plain_answer_follows_an_illegal_play(cli: Cli) -> None:
    """play.follow: the illegal play still comes first; the answer tells the trick had it stood."""
    code, out, _ = cli("trick", "--plain", "--hand", "Ben=y5,b2,g9", "Ann=y3", "Ben=b2", "Cat=y7")
    lines = out.splitlines()
    assert code == 1
    assert lines[0].startswith("Illegal play: card 2 by Ben")
    assert lines[1] == "Had the trick stood:"
    assert lines[2] == english(judge(["Ann=y3", "Ben=b2", "Cat=y7"]))


@pytest.mark.parametrize(("flag", "in_answer", "in_steps"), [("--ids", True, True), ("--no-ids", False, False)])
def test_plain_ids_and_no_ids(cli: Cli, flag: str, in_answer: bool, in_steps: bool) -> None:
    """--ids cites the deciding rule in the answer too; --no-ids leaves every rule ID out."""
    _, out, _ = cli("trick", "--plain", flag, "mermaid", "sk", "rosie")
    first, rest = out.split("\n", 1)
    assert ("[rank.mermaid-king]" in first) is in_answer
    assert ("[bonus.king]" in rest) is in_steps


def _rich(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int, *args: str) -> str:
    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    code, out, _ = cli("trick", "--format", "rich", *args, "mermaid", "sk", "rosie")
    assert code == 0
    return out


_SGR = re.compile(r"\x1b\[[0-9;]*m")


@pytest.mark.parametrize("columns", [60, 100])
def test_rich_panel_says_the_answer_first_and_fits(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """The panel opens with the answer (the outcome on its own line), and no line is wider than the terminal."""
    out = _SGR.sub("", _rich(cli, monkeypatch, columns))
    lines = out.splitlines()
    assert lines[1].strip("│ ").startswith("P1's Mermaid wins: a Mermaid beats the Skull King.")
    assert max(len(line) for line in lines) <= columns


@pytest.mark.parametrize(
    ("columns", "flag", "shown", "dimmed"),
    [
        (60, None, False, False),  # narrow: the words need the room; no rule ID unless asked
        (100, None, True, True),  # wide: the rule IDs dimmed, behind the words
        (60, "--ids", True, False),  # asked: shown on a narrow terminal too
        (100, "--ids", True, False),
        (60, "--no-ids", False, False),
        (100, "--no-ids", False, False),
    ],
)
def test_rich_rule_ids_by_terminal_width_and_option(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int, flag: str | None, shown: bool, dimmed: bool
) -> None:
    """The steps' rule IDs (bonus.king) under --ids, --no-ids and neither, at 60 and 100 columns (COLUMNS)."""
    out = _rich(cli, monkeypatch, columns, *([flag] if flag else []))
    assert ("bonus.king" in _SGR.sub("", out)) is shown
    if shown:
        assert ("\x1b[2mbonus.king" in out) is dimmed
    answer = _SGR.sub("", out).split("\n", 3)[1:3]
    assert ("rank.mermaid-king]" in "".join(answer)) is (flag == "--ids")


# ------------------------------------------------------------------------------ JSON


def test_json_answer_is_the_short_answer_and_validates(cli: Cli) -> None:
    """--json: "answer" is what --short prints; the object validates against trick.schema.json, its other
    fields as before."""
    tokens = ("Ann=escape", "Ben=loot", "Cat=g5", "Dan=g9")
    _, out, _ = cli("trick", "--json", *tokens)
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    assert data["answer"] == _short(cli, *tokens)
    assert list(data)[:2] == ["schema", "answer"]
    assert {k: v for k, v in data.items() if k != "answer"}["winner_name"] == "Dan"


def test_json_keeps_the_answer_in_english_under_lang(cli: Cli) -> None:
    """--json keeps canonical tokens and English: the answer too, whatever --lang says."""
    _, out, _ = cli("trick", "--json", "--lang", "fr", "mermaid", "sk")
    assert json.loads(out)["answer"] == english(judge(["mermaid", "sk"]))


# ------------------------------------------------------------------------------ any trick


def _answered(trick: tuple[list[Play], RuleSet]) -> tuple[Trick, str]:
    plays, rules = trick
    t = Trick.of(plays, rules)
    return t, english(adjudicate(t, explain=False))


@settings(max_examples=examples(200))
@given(tricks())
def test_any_answer_names_the_winner_and_next_leader_and_no_rule(trick: tuple[list[Play], RuleSet]) -> None:
    """For any trick: the answer names the winner (when someone wins) and the next leader, and cites no rule
    ID unless asked (ids=True cites the one its first sentence states: the deciding rule, or its case's, as
    con.rank for the Skull King beating First Mate Con)."""
    plays, rules = trick
    v = adjudicate(Trick.of(plays, rules), explain=False)
    said = english(v)
    if v.outcome is Outcome.WON:
        assert v.winner_name is not None and said.startswith(f"{v.winner_name}'s ")
    else:
        assert "nobody wins" in said or "discarded" in said
    assert said.endswith(f"{v.next_leader_name} leads next.")
    assert not RULE_ID.search(said), said
    assert f"[{answer_rule(v)}]" in english(v, ids=True)
    for lang in LANGS:
        assert f"[{answer_rule(v)}]" not in answer_text(v, lang)


def test_every_answer_template_is_in_the_catalogs_with_the_same_placeholders() -> None:
    """skrules/locale: every answers template of en.json has a French and a Chinese translation, placeholders kept."""
    english_templates = catalog("en")["answers"]
    assert isinstance(english_templates, list) and len(english_templates) > 20
    for lang in LANGS:
        answers = catalog(lang)["answers"]
        assert isinstance(answers, dict)
        assert list(answers) == english_templates
        for template, translated in answers.items():
            assert placeholders(translated) == placeholders(template), (lang, template)
            assert translated != template


@settings(max_examples=examples(100))
@given(tricks())
def test_any_answer_is_said_from_catalog_templates(trick: tuple[list[Play], RuleSet]) -> None:
    """Every sentence the answer of a random trick is made of is a template of en.json's answers."""
    plays, rules = trick
    known = set(catalog("en")["answers"])  # type: ignore[call-overload]
    for template, _ in answer_clauses(adjudicate(Trick.of(plays, rules), explain=False)):
        assert template in known, template


# English words of the answers' templates that French shares: card names and Skull King's own words.
_SHARED = {"pirate", "pirates", "skull", "king", "bonus", "davy", "jones", "kraken"}


# words English has too: "vence a", "no deja"; French elides de to d' ("d'une Sirène"), as Rosie D'Laney's name has it,
# and se to s' ("s'annulent"), as English's "{player}'s" leaves an s
_ALSO = {"es": {"a", "con", "no"}, "de": {"in"}, "fr": {"triangle", "d", "s"}}


def _english_words() -> set[str]:
    words: set[str] = set()
    for template in catalog("en")["answers"]:  # type: ignore[attr-defined]
        words |= {w.lower() for w in re.findall(r"[A-Za-z]+", re.sub(r"\{[a-z0-9]+\}", " ", template))}
    return words - _SHARED


def _without_names(text: str, t: Trick, lang: str) -> str:
    """The answer without what stays as written: players' names and the cards' printed names."""
    loc = localizer(lang)
    for name in sorted({*t.players, *(loc.card(p.card) for p in t.plays)}, key=len, reverse=True):
        text = re.sub(re.escape(name) + "s?", " ", text)  # a card's name in the plural too: des Fuites
    return text


@settings(max_examples=examples(200))
@given(tricks(), st.sampled_from(LANGS))
@example(  # exp.discard: Spanish says "no deja", "no" being Spanish as well as English
    ([Play(parse_card("mary"), "P1"), Play(parse_card("stingray"), "P2")], RuleSet(modules=parse_modules("all"))), "es"
)
@example(  # con.triangle: "d'une Sirène et d'un Pirate", French's d', which the English has in D'Laney
    (
        [Play(parse_card(c), f"P{i}") for i, c in enumerate(("g1", "rosie", "mermaid", "con"), 1)],
        RuleSet(modules=parse_modules("all")),
    ),
    "fr",
)
@example(  # exp.eight, exp.seven: "Les bonus de P1 s'annulent", French's s', which English has in "{player}'s"
    ([Play(parse_card("b7x"), "P1"), Play(parse_card("y8x"), "P2")], RuleSet(modules=parse_modules("all"))), "fr"
)
def test_french_and_chinese_answers_leave_no_english_word(trick: tuple[list[Play], RuleSet], lang: str) -> None:
    """--lang fr|zh: no word of the English answer left; Chinese with no Latin letter nor ASCII punctuation
    besides the names and the cards' printed names."""
    t, _ = _answered(trick)
    v = adjudicate(t, explain=False)
    said = answer_text(v, lang)
    rest = _without_names(said, t, lang)
    if lang == "zh":
        assert not re.search(r"[A-Za-z:,.;]", rest), said
        assert said.endswith("。")
    else:
        left = {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ]+", rest)} & _english_words() - _ALSO.get(lang, set())
        assert not left, (left, said)
    assert v.next_leader_name in said


def test_french_elides_de_before_a_vowel_and_gives_the_card_its_article() -> None:
    """French: "d'Ann" before a vowel (d'Yves too), "de Ben" otherwise;
    la Sirène, le Kraken, le Butin; a capital to start."""
    said = answer_text(judge(["Ann=mermaid", "Ben=sk"]), "fr")
    assert said.startswith("La Sirène d'Ann gagne\xa0: une Sirène bat le Skull King.")
    assert answer_text(judge(["Ben=mermaid", "Ann=sk"]), "fr").startswith("La Sirène de Ben gagne")
    for name in ("Yves", "Émile"):  # a y sounded as a vowel elides as one does
        assert answer_text(judge([f"{name}=mermaid", "Ben=sk"]), "fr").startswith(f"La Sirène d'{name} gagne")
    for name in ("Yasmine", "Harry"):  # a y before a vowel, an h: left as they are
        assert answer_text(judge([f"{name}=mermaid", "Ben=sk"]), "fr").startswith(f"La Sirène de {name} gagne")
    assert answer_text(judge(["Eve=g3", "Ole=b5", "Ida=kraken"]), "fr").startswith("Le Kraken d'Ida détruit le pli")
    loot = answer_text(judge(["Ann=escape", "Eve=loot", "Cat=g5", "Ben=g9"]), "fr")
    assert "Le Butin d'Eve allie Eve à Ben\xa0: +20 chacun si tous deux réussissent leur mise." in loot


def test_chinese_answer_uses_full_width_punctuation(cli: Cli) -> None:
    """--lang zh --short: the rulebook's words (美人鱼, 骷髅王, 引牌), full-width colon and full stops."""
    said = _short(cli, "--lang", "zh", "Ann=mermaid", "Ben=sk")
    assert said == "Ann的美人鱼获胜：美人鱼胜过骷髅王。若Ann达成叫墩，Ann得+40分。Ann打出下一墩的引牌。"  # noqa: RUF001


# ------------------------------------------------------------------------------ --what-if in the language


@pytest.mark.parametrize(
    ("lang", "heading", "facts"),
    [
        (
            "fr",
            "Et si Ann avait joué une Sirène\xa0?",
            ["Carte 1", "Gagnant", "Règle", "Couleur demandée", "Entame suivante"],
        ),
        ("zh", "如果Ann打出的是美人鱼？", ["第1张牌", "赢家", "规则", "引牌花色", "下一墩引牌"]),  # noqa: RUF001
    ],
)
def test_what_if_is_told_in_the_language(cli: Cli, lang: str, heading: str, facts: list[str]) -> None:
    """rank.king -> rank.mermaid-king: --what-if with --lang names the facts and the cards in the language,
    the rule IDs as they are; the answer first is in the language too."""
    code, out, _ = cli("trick", "--plain", "--lang", lang, "Ann=rosie", "Ben=sk", "Cat=g5", "--what-if", "1=mermaid")
    assert code == 0
    block = out.split(f"\n{heading}\n", 1)[1]
    assert all(f"  {fact}" in block for fact in facts)
    assert "rank.king  ->  rank.mermaid-king" in block
    assert not {"Winner", "Next lead", "Lead suit", "Card 1", "(unchanged)"} & set(re.split(r"\s{2,}", block))
    assert out.splitlines()[0] == answer_text(judge(["Ann=rosie", "Ben=sk", "Cat=g5"]), lang)


@pytest.mark.parametrize("columns", [60, 100])
def test_what_if_panel_in_chinese_fits_the_terminal(cli: Cli, monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """--what-if --lang zh --format rich: the panel's cells fold rather than cut the Chinese words off."""
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = cli("trick", "--format", "rich", "--lang", "zh", "rosie", "sk", "g5", "--what-if", "1=mermaid")
    assert code == 0
    assert "…" not in out
    assert max(cell_len(line) for line in out.splitlines()) <= columns


@pytest.mark.parametrize(
    ("fmt", "columns", "flag", "shown"),
    [
        ("--plain", 100, None, True),
        ("--plain", 100, "--no-ids", False),
        ("rich", 60, None, False),
        ("rich", 100, None, True),
        ("rich", 60, "--ids", True),
        ("rich", 100, "--no-ids", False),
    ],
)
def test_why_cites_its_rules_as_the_steps_do(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, fmt: str, columns: int, flag: str | None, shown: bool
) -> None:
    """rank.king: --why's rule IDs follow --ids, --no-ids and the terminal's width as the verdict's steps do."""
    monkeypatch.setenv("COLUMNS", str(columns))
    form = ["--plain"] if fmt == "--plain" else ["--format", "rich"]
    code, out, _ = cli("trick", *form, *([flag] if flag else []), "Ann=rosie", "Ben=sk", "Cat=g5", "--why", "Ann")
    assert code == 0
    why = out.split("Why not Ann's", 1)[1]
    assert ("rank.king" in why) is shown


@pytest.mark.parametrize(
    ("tokens", "said"),
    [
        (
            ["whale", "g1", "b1"],
            "P2's green 1 wins: the White Whale leaves only the numbers, and it is the highest. Of the equal cards, "
            "the first played wins. No bonus. P2 leads next.",
        ),
        (
            ["g9", "y9", "whale"],
            "P1's green 9 wins: the White Whale leaves only the numbers, and it is the highest. Of the equal cards, "
            "the first played wins. No bonus. P1 leads next.",
        ),
        (
            ["g9", "y8", "whale"],
            "P1's green 9 wins: the White Whale leaves only the numbers, and it is the highest. No bonus. "
            "P1 leads next.",
        ),
    ],
)
def test_a_tie_broken_by_play_order_is_said_in_the_answer(tokens: list[str], said: str) -> None:
    """rank.tie, whale.numbers: where equal cards tie, the answer says the first played wins, not only that the winner
    is "the highest"; in every language, with no tie no such sentence."""
    v = judge(tokens, RuleSet(modules=parse_modules("advanced")))
    assert english(v) == said
    for lang, tied in (
        ("fr", "Entre cartes égales, la première jouée gagne."),
        ("de", "Bei gleichen Karten gewinnt die zuerst gespielte."),
        ("es", "Entre cartas iguales, gana la primera jugada."),
    ):
        assert (tied in answer_text(v, lang)) == ("equal" in said), lang


@pytest.mark.parametrize(
    ("lang", "said", "row"),
    [
        (None, "Ben's bonuses cancel out: 0 in all.", "+0 for Ben if Ben makes the bid"),
        ("fr", "Les bonus de Ben s'annulent\xa0: 0 au total.", "0 pour Ben si Ben réussit sa mise"),
        ("de", "Die Boni von Ben heben sich auf: 0 insgesamt.", "0 für Ben, wenn Ben die Ansage erfüllt"),
        ("es", "Las bonificaciones de Ben se anulan: 0 en total.", "0 para Ben si Ben cumple su apuesta"),
        ("zh", "Ben的奖励分数相互抵消，合计为0。", "若Ben达成叫墩，Ben得0分"),  # noqa: RUF001
    ],
)
def test_bonuses_that_cancel_out_are_said_to(lang: str | None, said: str, row: str) -> None:
    """exp.eight, exp.seven, score.bonus: an expansion 8 and 7 captured together earn +5 and -5, which the steps
    list; the answer says they cancel out, and the Bonus row gives the 0 they come to, where both said there was no
    bonus at all."""
    v = judge(["Ann=g7x", "Ben=g8x", "Cat=g3"], RuleSet(modules=parse_modules("all")))
    assert (v.bonus, [b.points for b in v.bonuses]) == (0, [-5, 5])
    assert said in (english(v) if lang is None else answer_text(v, lang))
    assert (bonus_line(v) if lang is None else row) in (
        [row] if lang is None else [value for _, value in localizer(lang).rows(v)]
    )


# ------------------------------------------------------------------------------ --no-ids: no rule named anywhere

RULE_IDS = frozenset(RuleId)


def _named_rules(text: str) -> set[str]:
    """The rule IDs a text names (``rank.king``, ``davy.bonus``), none of its other words."""
    return {word for word in RULE_ID.findall(text) if word in RULE_IDS}


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es", "zh"])
@pytest.mark.parametrize("fmt", [("--plain",), ("--format", "rich")])
@pytest.mark.parametrize("columns", [60, 100])
def test_no_ids_names_no_rule_in_any_sentence_or_row(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, lang: str, fmt: tuple[str, ...], columns: int
) -> None:
    """davy.bonus, bonus.pirate: --no-ids leaves out every rule ID, those said inside a sentence too: another
    player's Davy Jones bonus in the Bonus row (it said ``(davy.bonus, if that bid is made)``), a capture that pays
    only the Skull King in --why (``(bonus.pirate)``), and the what-if's deciding rule row."""
    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.setenv("FORCE_COLOR", "1")
    tricks = [
        ["Ann=sk", "Ben=pirate", "Cat=kraken", "Dan=davy", "--why", "Ben", "--what-if", "3=y5"],
        ["Ann=pirate", "Ben=mermaid", "Cat=sk", "--why", "Ben", "--what-if", "3=y5"],
    ]
    for args in tricks:
        code, out, err = cli("trick", *fmt, "--lang", lang, "--no-ids", *args)
        assert code == 0, err
        assert not _named_rules(_SGR.sub("", out)), out
        code, out, _ = cli("trick", *fmt, "--lang", lang, "--ids", *args)
        assert "davy.bonus" in out or "bonus.pirate" in out  # the same answers cite them when asked


def test_no_ids_says_another_players_bonus_as_the_winners_is_said() -> None:
    """davy.bonus: uncited, Davy Jones' bonus for another player reads as the winner's does, the same points and
    player, in every language; cited, it names its rule."""
    v = judge(["Ann=sk", "Ben=pirate", "Cat=kraken", "Dan=davy"])
    assert bonus_line(v) == "+30 for Ann if Ann makes the bid; +20 for Dan (davy.bonus, if that bid is made)"
    assert bonus_line(v, ids=False) == "+30 for Ann if Ann makes the bid; +20 for Dan if Dan makes the bid"
    assert verdict_line(v, ids=False).endswith(
        "bonus +30 for Ann if Ann makes the bid; +20 for Dan if Dan makes the bid; next lead Ann"
    )
    french = "+30 pour Ann si Ann réussit sa mise\xa0; +20 pour Dan si Dan réussit sa mise"  # a no-break space before ;
    assert dict(localizer("fr").rows(v, ids=False))["Bonus"] == french


@settings(max_examples=examples(100))
@given(tricks(), st.sampled_from(["en", *LANGS]))
def test_no_ids_text_names_no_rule_for_any_trick(trick: tuple[list[Play], RuleSet], lang: str) -> None:
    """For any trick, in any language, the verdict's text, every card's why-not and a what-if under --no-ids
    (``ids=False``) name no rule ID (rank.*, bonus.*, davy.bonus, ...)."""
    plays, rules = trick
    v = adjudicate(Trick.of(plays, rules))
    assert not _named_rules(verdict_text(v, (), lang, ids=False))
    for i in range(len(plays)):
        assert not _named_rules(why_not_text(why_not(v, i, most=1), ids=False, lang=lang))
    last = len(plays) - 1  # a later card's change leaves the earlier cards' choices standing (a Wild 15's suit)
    try:
        changed = what_if(v.trick, last, "escape" if str(plays[last].card) != "escape" else "sk")
    except SkrulesError:  # the Walk the Plank's chosen Pirate changed away
        return
    assert not _named_rules(what_if_text(changed, lang, ids=False))


def test_every_uncited_message_says_the_same_fact_from_the_same_values() -> None:
    """bonus.pirate, davy.bonus: each message that names a rule in its sentence (``{rule}``) and is said where
    --no-ids reaches has its uncited form, which needs no value the cited one lacks and names no rule."""
    for cited, plain in UNCITED.items():
        assert "rule" in placeholders(cited) and "rule" not in placeholders(plain), (cited, plain)
        assert placeholders(plain) <= placeholders(cited), (cited, plain)
    said = {m for m in messages() if "rule" in placeholders(m)} - set(UNCITED)
    assert said == {Msg.GHOST_BONUS}  # a round's step: no --no-ids there (the round has none)
