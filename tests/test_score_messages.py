"""A score breakdown's lines and a game's steps for a round's player are messages, said in every language.

Each line of a breakdown is a message of ``skrules.messages.ScoreMsg`` and typed values whose English is
the line's text (score.bid, score.zero, score.miss, score.bonus, score.rascal, score.rascal-bonus,
score.cannonball, score.alliance, score.wager, ability.harry, first.zero, davy.bonus, bonus.*); a
breakdown's trace and a score sheet's game trace keep each line whole, its message and values, so a
translation says it from them and never reads English back.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from skrules.bonuses import BONUS_KINDS, FIRST_BONUS_KINDS
from skrules.cards import Pirate
from skrules.deal import rotation, schedule
from skrules.formats.sheet import read_sheet
from skrules.game import RoundSpec, ScoredRow, assemble, play_round
from skrules.i18n import LANGS, localizer
from skrules.messages import Msg, ScoreMsg, Sentence, kind, messages, say
from skrules.names import name_of
from skrules.rules import RuleSet, Scoring
from skrules.scoring import Ally, Award, Breakdown, ScoreError, bonus, score
from skrules.trace import Step, Trace
from tests.conftest import examples
from tests.test_catalogues import ENGLISH, OWN

CLASSIC, RASCAL, CANNONBALL = Scoring.CLASSIC, Scoring.RASCAL, Scoring.CANNONBALL
FIRST = RuleSet(edition="2013")
HOUSE = RuleSet(house=["bonus-on-miss", "zero-miss-ten"])
DAVY_ALWAYS = RuleSet(choices={"davy-needs-bid": "always"})
AWAY = RuleSet(choices={"rascal-halves": "away-from-zero"})

# rounds that between them write every line of a breakdown: (cards, bid, won, keyword arguments of score())
ROUNDS: list[tuple[int, int, int, dict[str, object]]] = [
    (1, 0, 0, {}),
    (5, 0, 0, {}),
    (1, 0, 1, {}),
    (5, 0, 2, {}),
    (5, 1, 1, {}),
    (5, 2, 2, {"awards": [bonus("14"), bonus("mermaid")]}),
    (5, 1, 2, {}),
    (5, 1, 3, {"awards": [bonus("king"), bonus("14", 2)]}),
    (5, 2, 2, {"allies": [Ally("Ben", True), Ally("Cat", False)], "player": "Ann"}),
    (5, 2, 1, {"allies": [Ally("Ben", True), Ally("Cat", False)], "player": "Ann"}),
    (5, 2, 1, {"allies": [Ally("Ben", True), Ally("Cat", False)]}),
    (5, 2, 2, {"wager": 20, "harry": 0, "awards": [bonus("pirate", 2)]}),
    (5, 2, 2, {"wager": 10, "harry": -1}),
    (1, 1, 1, {"method": RASCAL, "awards": [bonus("black14")]}),
    (5, 2, 2, {"method": RASCAL, "awards": [bonus("black14")]}),
    (1, 0, 1, {"method": RASCAL}),
    (5, 2, 3, {"method": RASCAL, "awards": [bonus("14"), bonus("8", 3)]}),
    (5, 2, 3, {"method": RASCAL, "awards": [bonus("14")], "rules": AWAY}),
    (5, 1, 4, {"method": RASCAL, "awards": [bonus("mermaid")]}),
    (1, 1, 1, {"method": CANNONBALL}),
    (5, 2, 2, {"method": CANNONBALL, "awards": [bonus("con")]}),
    (5, 2, 4, {"method": CANNONBALL, "awards": [bonus("7")]}),
    (5, 2, 2, {"awards": [bonus("davy", 2, DAVY_ALWAYS)], "rules": DAVY_ALWAYS}),
    (1, 0, 0, {"rules": FIRST}),
    (4, 0, 0, {"rules": FIRST}),
    (1, 0, 1, {"rules": FIRST}),
    (4, 0, 1, {"rules": FIRST, "awards": [bonus("pirate", 1, FIRST)]}),
    (4, 0, 2, {"rules": HOUSE}),
    (4, 1, 2, {"rules": HOUSE, "awards": [bonus("mermaid")]}),
    (5, 2, 2, {"allies": [Ally(None, True), Ally(None, False)]}),  # the other ally not named (score --alliance)
    (5, 2, 1, {"allies": [Ally(None, True), Ally(None, False)]}),
    (5, 2, 1, {"allies": [Ally(None, True), Ally(None, False)], "player": "Ann"}),
    (1, 0, 1, {"harry": 1}),
    (5, 2, 2, {"rules": RuleSet(house=["bonus-on-miss"])}),
]
# the messages of a breakdown's own lines: every ScoreMsg but what an award is for (alone or with its points)
# and the steps wrapping a line
AWARD_WORDS: set[str] = {Msg.CAPTURED_IN, Msg.DESTROYED_IN, Msg.FORFEIT, Msg.SCORE_LINE, Msg.ROUND_PLAYER}
AWARD_WORDS |= {m for k in (*BONUS_KINDS.values(), *FIRST_BONUS_KINDS.values()) for m in (k.one, f"{{n}} {k.many}")}
# the messages of a breakdown's headline (Breakdown.head): the round and its result, the house rules after
HEADS = {Msg.HEAD_ONE, Msg.HEAD, Msg.HEAD_HARRY_ONE, Msg.HEAD_HARRY, Msg.MADE, Msg.OFF_BY, Msg.HEAD_HOUSE}
HEADS.add(Msg.HEAD_HOUSES)
LINES = {m for name, m in vars(ScoreMsg).items() if name.isupper()} - AWARD_WORDS - HEADS
NAMES = ("Ann", "Ben", "Cat", "Eve")


def breakdowns() -> list[Breakdown]:
    return [score(cards, bid, won, **kw) for cards, bid, won, kw in ROUNDS]  # type: ignore[arg-type]  # kw: mixed


def said_within(values: Mapping[str, object]) -> Iterator[object]:
    """Every sentence a step's values hold, however deep (a game's step holds a line, a line an award's words)."""
    for name, value in values.items():
        if kind(name) == "said":
            yield value
            yield from said_within(getattr(value, "values", {}))
        elif kind(name) == "saids":
            for x in value:  # type: ignore[attr-defined]
                yield x
                yield from said_within(getattr(x, "values", {}))


def assert_said_from_messages(step: Step) -> None:
    """The step is a message whose English is its text, and every sentence inside it is a message too."""
    assert step.message is not None, step.text
    assert say(step.message, step.values) == step.text
    for inner in said_within(step.values):
        assert isinstance(inner, Sentence), inner
        assert say(inner.message, inner.values) == inner


def english_left(text: str, lang: str) -> set[str]:
    """English words of a translated text, the players' names and the Pirates' names as the language prints
    them (a language with no name for Harry the Giant keeps the English) aside."""
    for name in (*NAMES, *(name_of(p.value, lang) or p.full_name for p in (Pirate.HARRY, Pirate.RASCAL))):
        text = text.replace(name, " ")
    return set(ENGLISH.findall(text)) - OWN.get(lang, set())


def test_every_line_of_a_breakdown_is_a_message_whose_english_is_its_text() -> None:
    """score.bid, score.zero, score.miss, score.bonus, score.rascal, score.rascal-bonus, score.cannonball,
    score.alliance, score.wager, ability.harry, first.zero, davy.bonus: each line says its message in English,
    and the rounds of ROUNDS between them write every line ScoreMsg has."""
    met = set()
    for b in breakdowns():
        for item in b.items:
            assert item.message is not None, item.text
            assert say(item.message, item.values) == item.text
            met.add(item.message)
    assert met >= LINES, LINES - met


def test_every_headline_is_a_message_whose_english_is_as_it_was() -> None:
    """score.bid, score.miss, ability.harry, house.bonus-on-miss: a breakdown's headline is said from messages (the
    cards dealt in the singular or the plural, the bid Harry changed, made or off, the house rules), its English
    as it was written before, and the rounds of ROUNDS between them use every message it has."""
    met = set()
    for b in breakdowns():
        head = b.head
        for sentence in (head, *said_within(head.values)):
            assert isinstance(sentence, Sentence) and say(sentence.message, sentence.values) == sentence
            met.add(sentence.message)
        who = f"{b.player}: " if b.player else ""
        bid = f"bid {b.bid}" if b.bid_before in (None, b.bid) else f"bid {b.bid_before}->{b.bid}"
        result = "made" if b.made else f"off by {b.off}"
        dealt = f"{b.cards} card{'' if b.cards == 1 else 's'} dealt"
        house = f" (house rule{'s' if len(b.house) > 1 else ''}: {', '.join(b.house)})" if b.house else ""
        label = {CLASSIC: "classic scoring", RASCAL: "Rascal scoring (grapeshot)"}.get(b.method, "")
        label = label or "Rascal scoring (cannonball)"
        assert b.headline == f"{who}{label}, {dealt}, {bid}, won {b.won}: {result}{house}"
    assert met >= HEADS, HEADS - met


@pytest.mark.parametrize("lang", LANGS)
def test_every_headline_is_said_in_the_language_with_no_english_left(lang: str) -> None:
    """score.bid, score.miss, ability.harry, house.bonus-on-miss: each breakdown's headline and whole text in the
    language: the player's name and the house rules' names as typed, no English word, no placeholder left;
    Chinese with its full-width punctuation."""
    loc = localizer(lang)
    for b in breakdowns():
        said = b.as_text(say=loc.sentence, word=loc.word)
        head = said.splitlines()[0]
        assert head != b.headline and "{" not in said, said
        assert not english_left(head.replace("bonus-on-miss", " ").replace("zero-miss-ten", " "), lang), head
        if lang == "zh":
            assert not re.search(r"[:;,](?!\d)", head.replace(", zero", "")), head  # the house rules, as typed
        assert len(said.splitlines()) == len(b.as_text().splitlines())


def test_every_line_of_a_score_sheet_carries_its_message() -> None:
    """score.bid, score.zero, score.miss, score.bonus, score.alliance, score.wager, game.end: a score sheet's
    breakdowns and its game trace are messages through and through, the awards' words included (the sheet of
    tests/test_cli_score.py, which the golden file sheets.jsonl records)."""
    text = "players: Ann Ben Cat\nround 1: 1/1 0/0 0/0\nround 2: 1/1,mermaid 0/0,loot=Ann 0/1,wager=20\n"
    sheet = read_sheet(text)
    lines = 0
    for row in sheet.table.rounds:
        for b in row.values():
            for item in b.items:
                assert item.message is not None and say(item.message, item.values) == item.text
                lines += 1
            for step in b.trace:
                assert_said_from_messages(step)
    assert lines == 11  # the alliance is a line for each ally, Ann and Ben
    for step in sheet.table.trace:
        assert_said_from_messages(step)


def test_every_bonus_says_its_words_from_a_message_of_the_catalogue() -> None:
    """bonus.*, first.pirate, first.king, davy.bonus: an award's words are the bonus table's, one capture and
    several, each a message every catalogue translates."""
    known = set(messages())
    for k in BONUS_KINDS.values():
        one, two = bonus(k.name), bonus(k.name, min(2, k.most))
        assert one.what == k.one and one.what.message in known  # type: ignore[attr-defined]
        if k.most > 1:
            assert two.what == f"2 {k.many}" and two.what.message in known  # type: ignore[attr-defined]
    for k in FIRST_BONUS_KINDS.values():
        first = bonus(k.name, 1, FIRST)
        assert first.what == k.one and first.what.message in known  # type: ignore[attr-defined]
        assert f"{{n}} {k.many}" in known


@pytest.mark.parametrize("lang", ["fr", "zh"])
def test_a_breakdown_is_said_in_french_and_chinese_with_no_english_left(lang: str) -> None:
    """score.*, bonus.*, ability.harry, first.zero: every line of every breakdown of ROUNDS, in French and in
    Chinese: the same rules and rulings, each line translated, nothing unfilled, no English word left."""
    loc = localizer(lang)
    for b in breakdowns():
        translated = loc.trace(b.trace)
        assert len(translated) == len(b.items)
        for english, step in zip(b.trace, translated, strict=True):
            assert (step.rule, step.ruling, step.reading) == (english.rule, english.ruling, english.reading)
            assert step.text != english.text
            assert "{" not in step.text and "'s " not in step.text, step.text
            assert not english_left(step.text, lang), (english_left(step.text, lang), step.text)
            if lang == "zh":
                assert not re.search(r"[:;,](?!\d)", step.text), step.text  # full-width punctuation


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "fr",
            [
                "+40\xa0: mise de 2 réussie exactement\xa0: 20 x 2 plis misés",
                "0\xa0: la mise est réussie, donc les bonus sont payés",
                "+20\xa0: une Sirène prise par un Pirate",
                "-20\xa0: mise de 1, plis remportés\xa0: 3\xa0; -10 x 2 plis d'écart",
                "0\xa0: la mise est ratée, donc aucun bonus n'est payé (+40 pour le Skull King pris par une Sirène, "
                "+20 pour 2 cartes 14 capturées)",
                "+12\xa0: frappe à revers\xa0: la moitié des bonus, +25 (+10 pour un 14 vert, violet ou jaune capturé, "
                "+15 pour 3 cartes 8 de l'extension capturées), fait +12",
                "+20\xa0: pari de 20 de Rascal le Flambeur gagné sur la mise exacte",
                "0\xa0: alliance du Butin avec Cat\xa0: pas de +20, car Ann et Cat ont raté leur mise",
            ],
        ),
        (
            "zh",
            [
                "+40：叫2墩恰好达成：20 × 所叫的2墩",  # noqa: RUF001
                "+20：海盗赢得一张美人鱼",  # noqa: RUF001
                "0：叫墩未达成，因此不计奖励分数（美人鱼赢得骷髅王得+40分、捕获2张14得+20分）",  # noqa: RUF001
                "+20：通过战利品与Ben结盟：双方叫墩都恰好达成",  # noqa: RUF001
            ],
        ),
        (
            "de",
            [
                "0 Punkte: die Ansage ist verfehlt, also zählt kein Bonus (der von einer Meerjungfrau genommene Skull "
                "King: +40, 2 erbeutete 14er: +20)",
                "+60 Punkte: 2 vom Skull King genommene Piraten",
            ],
        ),
        (
            "es",
            [
                "0 puntos: alianza del Botín con Cat: sin +20, porque Ann y Cat fallaron sus apuestas",
                "+75 puntos: bala de cañón, apuesta cumplida exactamente: 15 x 5 cartas repartidas",
            ],
        ),
    ],
)
def test_a_breakdowns_lines_read_naturally_in_the_language(lang: str, lines: list[str]) -> None:
    """score.bid, score.bonus, bonus.mermaid, score.miss, score.rascal-bonus, ruling.rascal-halves, score.wager,
    score.alliance, score.cannonball: lines as a player of each language reads them, plurals and cases and all."""
    loc = localizer(lang)
    said = [step.text for b in breakdowns() for step in loc.trace(b.trace)]
    for line in lines:
        assert line in said, line


def test_a_game_kept_as_a_score_sheet_is_said_in_french_round_by_round() -> None:
    """setup.dealer, score.bid, score.zero, game.end: a game's steps for each round's player wrap the breakdown's
    line whole (``Round {n}, {player}, {said}``), so French says them all, and English is as it was."""
    rules = RuleSet()
    players = ("Ann", "Ben")
    sched = schedule(2, rules)
    rows = [ScoredRow(1, {"Ann": score(1, 1, 1), "Ben": score(1, 0, 0)})]
    game = assemble(players, sched, rotation(players, len(sched), rules), rows, rules, deals_in_trace=True)
    wrapped = [s for s in game.trace if s.message == Msg.ROUND_PLAYER]
    assert [s.text for s in wrapped] == [
        "Round 1, Ann, +20: bid 1 made exactly: 20 x 1 trick bid",
        "Round 1, Ben, +10: bid 0 made: 10 x 1 card dealt",
    ]
    for step in game.trace:
        assert_said_from_messages(step)
    french = [s.text for s in localizer("fr").trace(Trace(tuple(wrapped)))]
    assert french == [
        "Manche 1, Ann, +20\xa0: mise de 1 réussie exactement\xa0: 20 x 1 pli misé",
        "Manche 1, Ben, +10\xa0: mise de 0 réussie\xa0: 10 x 1 carte distribuée",
    ]


def test_a_capture_in_a_played_round_is_said_mid_sentence() -> None:
    """bonus.mermaid, score.bonus: an award a played round brought names the card and the trick; inside the line
    the French card keeps its small letter (``la Sirène d'Ann``), the line itself a message."""
    spec = RoundSpec(("Ann", "Ben", "Cat"), {"Ann": 1, "Ben": 0, "Cat": 0}, ["Ann=rosie Ben=mermaid Cat=g3"])
    result = play_round(spec, RuleSet())
    line = result.scores["Ann"].items[-1]
    assert line.text == "Ben's Mermaid captured in trick 1" and line.message == Msg.CAPTURED_IN
    french = [s.text for s in localizer("fr").trace(result.scores["Ann"].trace)]
    assert french[-1] == "+20\xa0: la Sirène de Ben capturée au pli 1"
    assert (
        localizer("es").trace(result.scores["Ann"].trace)[-1].text
        == "+20 puntos: la Sirena de Ben capturada en la baza 1"
    )


awards = st.lists(st.sampled_from(sorted(k for k in BONUS_KINDS if k != "davy")), max_size=4).map(
    lambda names: [bonus(n) for n in names]
)


@settings(max_examples=examples(200), suppress_health_check=[HealthCheck.filter_too_much])
@given(
    st.integers(1, 10).flatmap(lambda c: st.tuples(st.just(c), st.integers(0, c), st.integers(0, c))),
    st.sampled_from([CLASSIC, RASCAL, CANNONBALL]),
    awards,
    st.lists(st.builds(Ally, st.sampled_from(["Ben", "Cat", None]), st.booleans()), max_size=2),
    st.sampled_from([None, 0, 10, 20]),
    st.sampled_from([None, -1, 0, 1]),
    st.sampled_from([None, "Ann"]),
    st.sampled_from(LANGS),
)
def test_every_step_of_any_score_is_a_message_in_any_language(
    cbw: tuple[int, int, int],
    method: Scoring,
    awarded: list[Award],
    allied: list[Ally],
    wager: int | None,
    harry: int | None,
    player: str | None,
    lang: str,
) -> None:
    """score.*, bonus.*, score.alliance, score.wager, ability.harry: any round's breakdown,
    classic or Rascal, with bonuses, alliances, a wager and Harry's change: every step of its trace is a message
    whose English is its text, every sentence inside it a message too, and each language says it all."""
    cards, bid, won = cbw
    try:
        b = score(
            cards, bid, won, method=method, awards=awarded, allies=allied, wager=wager, harry=harry, player=player
        )
    except ScoreError:  # a round no deal can produce (tests/test_impossible_states.py)
        assume(False)
        raise
    loc = localizer(lang)
    for step, said in zip(b.trace, loc.trace(b.trace), strict=True):
        assert_said_from_messages(step)
        assert said.text != step.text and "{" not in said.text
        assert not english_left(said.text, lang), (english_left(said.text, lang), said.text)


def test_score_rascal_french_says_rascal_scoring_as_the_french_print_does() -> None:
    """score.rascal, score.choice: the French print names the two Rascal options Chevrotine and Boulet de canon, and
    its three outcomes Coup direct, Frappe à revers and Échec cuisant; the French lines say them so."""
    from skrules.locale import catalog

    words: dict[str, str] = catalog("fr")["words"]  # type: ignore[assignment]
    assert (words["grapeshot"], words["Rascal scoring (cannonball)"]) == (
        "chevrotine",
        "décompte Rascal (boulet de canon)",
    )
    said: dict[str, str] = {}
    for part in catalog("fr").values():
        if isinstance(part, dict):
            said |= {k: v for k, v in part.items() if isinstance(v, str)}
    outcomes = {"direct hit": "coup direct", "glancing blow": "frappe à revers", "complete miss": "échec cuisant"}
    for english, french in outcomes.items():
        lines = [said[k] for k in said if k.startswith(english)]
        assert lines and all(line.startswith(french) for line in lines), english
