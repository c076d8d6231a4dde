"""The table's rulings as scenario files: a trick, a round or the whole game, and a game read back.

Each file is written with :func:`skrules.formats.scenario.format_scenario` and its expectations
filled in from the verdicts, so that ``skrules check FILE`` passes on it: the table's ruling
becomes a test. A game is its finished rounds (``round:`` scenarios, each with its scores, tricks
taken and trick winners), then a ``game:`` scenario holding each round as score-sheet cells with
the running totals; a round still under way is kept in ``# under way:`` comment lines, which the
checker skips and :func:`load_game` reads to resume the game where it stood.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

from ..abilities import Harry, Rascal, make_ability
from ..bonuses import BONUS_KINDS, FIRST_BONUS_KINDS
from ..cards import Pirate
from ..deal import GHOST
from ..errors import SkrulesError
from ..files import EMPTY_PATH, NotRegularFile, as_typed, read_regular, split_lines
from ..formats.scenario import Document, format_scenario, parse_text
from ..formats.scenario.model import (
    AbilityLine,
    Expect,
    Game,
    GameExpect,
    GameRound,
    Hand,
    Round,
    RoundExpect,
    RoundTrick,
    Scenario,
    ScenarioKind,
    Settings,
    Winner,
    Word,
)
from ..i18n import refusal_text, refused_text
from ..refusals import Told, os_reason
from ..round import RoundResult
from ..rules import Scoring, parse_ruling
from ..rulings import RuleId
from ..scenario.run import run_document
from ..scoring import ScoreTable
from ..trick import Verdict
from .lang import mark, say
from .state import Options, RoundLog, Table, TableError, read_bids, typed_bids

__all__ = [
    "UNDER_WAY",
    "check_saved",
    "game_text",
    "in_file",
    "load_game",
    "options_of_scenario",
    "read_saved",
    "resume_path",
    "round_text",
    "saved_text",
    "settings_of",
    "trick_text",
]

PAD_HEAD = "# A game of Skull King kept on the score pad"  # the first words of a file the score pad saves
UNDER_WAY = "# under way: "
# by rule, the bonus's name in a score sheet's cells (the first edition's too: first.pirate is 'pirate')
_KIND_OF_RULE = {k.rule: k.name for k in (*BONUS_KINDS.values(), *FIRST_BONUS_KINDS.values())}
_USE_RULES = {  # the rule the round's trace cites when each ability is used
    Pirate.ROSIE: RuleId.ABILITY_ROSIE,
    Pirate.BENDT: RuleId.ABILITY_BENDT,
    Pirate.RASCAL: RuleId.ABILITY_RASCAL,
    Pirate.JUANITA: RuleId.ABILITY_JUANITA,
    Pirate.HARRY: RuleId.ABILITY_HARRY,
    Pirate.MARY: RuleId.MARY_POWER,
}


def settings_of(table: Table) -> Settings:
    o = table.options
    rulings = tuple(parse_ruling(text) for text in o.rulings)
    return Settings(o.deck, rulings, o.abilities, o.scoring, o.edition, o.house or None)


def _words(items: object) -> tuple[Word, ...]:
    return tuple(Word(str(x)) for x in items)  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------------- a trick


def trick_text(table: Table, verdict: Verdict, name: str) -> str:
    """One trick as a ``scenario:``, expecting what the table was told."""
    v = verdict
    winner = Winner() if v.winner is None else Winner(v.winner_name, str(v.trick.plays[v.winner].card))
    expect = Expect(
        winner=winner,
        outcome=v.outcome.value,
        lead_suit=v.lead_suit.label if v.lead_suit is not None else "none",
        next_leader=v.next_leader_name,
        bonus=v.bonus,
        powers=tuple(p.value for p in v.abilities) if table.rules.abilities else None,
    )
    plays = tuple(Word(str(p)) for p in v.trick.plays)
    cites = (v.decided_by,)
    s = Scenario("", name, ScenarioKind.TRICK, 0, cites, settings=settings_of(table), trick=plays, expect=expect)
    return format_scenario(s)


# ---------------------------------------------------------------------------------- a round


def round_scenario(table: Table, log: RoundLog, result: RoundResult) -> Scenario:
    """A finished round as a ``round:``, expecting its scores, tricks taken and trick winners."""
    hands = tuple(Hand(p, _words(log.hands[p])) for p in table.players if p in log.hands)
    cites = (
        RuleId.BID_REVEAL,
        *([RuleId.TWO_GHOST] if table.two else []),
        *dict.fromkeys(_USE_RULES[u.pirate] for u in result.uses),
    )
    name = f"Round {log.seat.round}"
    body = _round_body(table, log, result)
    settings = settings_of(table)
    return Scenario(
        "", name, ScenarioKind.ROUND, 0, cites, settings=settings, players=table.players, hands=hands, round=body
    )


def _round_body(table: Table, log: RoundLog, result: RoundResult) -> Round:
    tricks = tuple(
        RoundTrick(
            tuple(Word(str(p)) for p in t.plays),
            tuple(AbilityLine(str(u).split()[0], _words(str(u).split()[1:])) for u in t.uses),
        )
        for t in log.tricks
    )
    expect = RoundExpect(
        scores=tuple((p, result.scores[p].total) for p in table.players),
        taken=tuple((p, result.won[p]) for p in table.players),
        winners=tuple(t.winner or "nobody" for t in result.tricks),
    )
    return Round(
        cards=log.cards,
        dealer=log.seat.dealer,
        leader=log.seat.leader if table.two else None,
        ghost=_words(log.ghost or ()),
        bids=tuple((p, (log.bids or {})[p]) for p in table.players),
        cannonball=tuple(p for p in table.players if p in log.cannonball),
        tricks=tricks,
        expect=expect,
    )


def round_text(table: Table, number: int) -> str:
    log, result = table.finished[number - 1]
    return format_scenario(round_scenario(table, log, result))


# ---------------------------------------------------------------------------------- the game


def cells(table: Table, result: RoundResult) -> tuple[Word, ...]:
    """The round as a score sheet writes it: ``BID/WON`` and what else counted, per player."""
    items: dict[str, list[str]] = {p: [] for p in table.players}
    counts: Counter[tuple[str, str]] = Counter()
    for t in result.tricks:
        for b in t.verdict.bonuses:
            who = t.verdict.trick.players[b.player]
            if who != GHOST:
                counts[who, _KIND_OF_RULE[b.rule]] += 1
    for (who, kind), n in counts.items():
        items[who].append(kind if n == 1 else f"{kind}={n}")
    _write_alliances(result, items)
    for u in result.uses:
        if isinstance(u.choice, Rascal):
            items[u.player].append(f"wager={u.choice.wager}")
        elif isinstance(u.choice, Harry):
            items[u.player].append(f"harry={u.choice.change:+d}" if u.choice.change else "harry=0")
    if table.rules.scoring is not Scoring.CLASSIC:
        for p in table.players:
            method = result.scores[p].method
            items[p].append("cannonball" if method is Scoring.CANNONBALL else "grapeshot")
    return tuple(Word(",".join([f"{result.bids[p]}/{result.won[p]}", *items[p]])) for p in table.players)


def _write_alliances(result: RoundResult, items: dict[str, list[str]]) -> None:
    """Each Loot alliance as ``loot=NAME`` in the cell of its Loot's player (loot.alliance). The alliances between
    two players are all written in one of their cells, the first's to make one: the same item in both allies'
    cells is one alliance, not two (two Loot cards allying Ann with Ben, then Ben with Ann: Ann's cell says
    ``loot=Ben,loot=Ben``)."""
    writer: dict[frozenset[str], str] = {}
    for a in result.alliances:
        if a.loot in items and a.winner != GHOST:
            who = writer.setdefault(frozenset((a.loot, a.winner)), a.loot)
            items[who].append(f"loot={a.winner if who == a.loot else a.loot}")


def game_expect(table: Table, t: ScoreTable, played: int) -> GameExpect:
    """What a saved game expects after ``played`` rounds: the schedule, the rotation, the running totals, the end."""
    running = t.running()
    return GameExpect(
        schedule=table.schedule.cards,
        dealers=tuple(s.dealer for s in table.seats),
        leaders=tuple(s.leader for s in table.seats),
        totals=tuple(t.totals().items()) if played else None,
        after=tuple((n, tuple(running[n - 1].items())) for n in range(1, played)),
        winner=t.winner or "nobody",
        tie=tuple(t.leaders) if t.tie else None,
    )


def game_scenario(table: Table) -> Scenario:
    """The game so far as a ``game:``: the rounds as cells, the schedule, the rotation and the totals."""
    o = table.options
    rounds = tuple(GameRound(log.seat.round, cells(table, r)) for log, r in table.finished)
    game = Game(o.variant, table.seats[0].dealer, rounds, game_expect(table, table.table(), len(rounds)))
    return Scenario(
        "",
        "The game at the table",
        ScenarioKind.GAME,
        0,
        (RuleId.GAME_END,),
        settings=settings_of(table),
        players=table.players,
        game=game,
    )


def game_text(table: Table) -> str:
    """The whole game: its finished rounds, the game's table, and the round under way as comments."""
    played = len(table.finished)
    head = [
        f"# A game of Skull King kept with 'skrules table': {', '.join(table.players)}; "
        f"{played} of {len(table.schedule)} rounds played.",
        "# 'skrules check FILE' checks every round and the totals; 'skrules table --resume FILE' goes on with it.",
        "",
        "",
    ]
    parts = [format_scenario(round_scenario(table, log, r)) for log, r in table.finished]
    parts.append(format_scenario(game_scenario(table)))
    return "\n".join(head) + "\n".join(parts) + "".join(f"{UNDER_WAY}{line}\n" for line in _under_way(table))


def _under_way(table: Table) -> list[str]:
    log = table.log
    if log is None or (log.bids is None and not log.hands and log.ghost is None and not table.asking):
        return []
    out = [f"round {log.seat.round}"]
    out += [f"hand {p} {' '.join(map(str, cards))}" for p, cards in log.hands.items()]
    if log.ghost is not None:
        out.append(f"hand {GHOST} {' '.join(map(str, log.ghost))}")
    if log.bids is None and table.asking:  # bids typed player by player, not yet revealed
        out.append(" ".join(["typed", *(f"{p}={n}" for p, n in table.asking.items())]))
    if log.bids is not None:
        chosen = [p for p in table.players if p in log.cannonball]
        out.append(
            " ".join(["bids", *(f"{p}={n}" for p, n in log.bids.items()), *(["cannonball", *chosen] if chosen else [])])
        )
    for t in log.tricks:
        out.append("trick " + " ".join(str(p) for p in t.plays))
        out += [f"use {u}" for u in t.uses]
    return out


# ---------------------------------------------------------------------------------- reading a game back


def resume_path(text: str, lang: str | None = None) -> Path:
    """The file ``--resume NAME`` means: NAME, else ``NAME.skull`` as ``save game NAME`` wrote it. An empty
    NAME, which :class:`Path` would read as the current folder, is refused as naming no file, in ``lang``."""
    if not text:
        raise TableError(in_file("''", say(lang, EMPTY_PATH), lang=lang))
    path = Path(text)
    if not os.path.lexists(path) and path.name and not path.suffix:
        saved = path.with_suffix(".skull")
        if os.path.lexists(saved):
            return saved
    return path


def in_file(path: Path | str, said: str, line: int | str | None = None, lang: str | None = None) -> Told:
    """``path:line: said``: where in a saved game, written alike in every language, then what is wrong, said
    already in the table's language (told, so that the command line says it as it is). With no line, the file
    is named as the language names a thing before a colon (``nope : ...`` in French, a full-width colon in Chinese)."""
    return Told(f"{path}{mark(lang, ': ')}{said}" if line is None else f"{path}:{line}: {said}")


def read_saved(path: Path, lang: str | None = None) -> tuple[str, Document, Scenario]:
    """A saved game's text, its scenarios and its one ``game:``; a :class:`TableError` in ``lang`` says what is
    wrong. A problem of the scenario reader, which has no language, is said in ``lang`` when it is a refusal."""
    text = saved_text(path, lang)
    doc = parse_text(text, str(path))
    problems = doc.all_problems
    if problems:
        p = problems[0]
        raise TableError(in_file(path, refused_text(p.message, lang), f"{p.line}:{p.column}"))
    games = [s for s in doc.scenarios if s.kind is ScenarioKind.GAME]
    if len(games) != 1:
        held = say(lang, "a saved game holds one 'game:' scenario; this file holds {n}", n=len(games))
        raise TableError(in_file(path, held, lang=lang))
    return text, doc, games[0]


def load_game(path: Path, lang: str | None = None) -> Table:
    """The game a saved file holds, replayed round by round; a :class:`TableError` says what is wrong.

    The file is read once, as a regular file (a named pipe is refused, not waited on), and every
    message is one plain line: the file, the line, what is wrong, in ``lang`` (None: English).
    """
    text, doc, game = read_saved(path, lang)
    if text.startswith(PAD_HEAD) or (
        game.game is not None and game.game.rounds and not any(s.kind is ScenarioKind.ROUND for s in doc.scenarios)
    ):
        kept = say(
            lang,
            "a game kept on the score pad; 'skrules table --pad --resume {path}' goes on with it",
            path=as_typed(path),
        )
        raise TableError(in_file(path, kept, lang=lang))
    try:
        table = Table(options_of_scenario(game))
    except SkrulesError as err:
        raise TableError(in_file(path, refusal_text(err, lang), game.line)) from None
    table.lang = lang  # the rounds replayed are refused in the table's language
    for s in doc.scenarios:
        if s.kind is ScenarioKind.ROUND:
            try:
                _replay_round(table, s)
            except SkrulesError as err:
                why = say(lang, "cannot resume {name}: {why}", name=s.name, why=refusal_text(err, lang))
                raise TableError(in_file(path, why, s.line)) from None
    _replay_under_way(table, path, text)
    check_saved(path, doc, lang)
    table.changed, table.file = False, path
    return table


def check_saved(path: Path, doc: Document, lang: str | None) -> None:
    """Refuse a saved game ``skrules check`` fails, from check's own results: the replay reads a round's cards but
    not the lines written beside them (the results, a round's dealer, the game's cells), which a hand may edit."""
    for result in run_document(doc):
        if result.passed:
            continue
        s = result.scenario
        if result.mismatches:
            m = result.mismatches[0]
            said = say(
                lang,
                "the line '{field}:' says {expected}, but the rounds give {actual}: correct it or remove it "
                "('skrules check {path}' lists every difference)",
                field=m.field,
                expected=m.expected,
                actual=m.actual,
                path=as_typed(path),
            )
            raise TableError(in_file(path, said, m.line))
        why = refusal_text(result.refusal, lang) if result.refusal is not None else result.error or result.status
        line, column = result.where or (s.line, 1)
        raise TableError(
            in_file(path, say(lang, "cannot resume {name}: {why}", name=s.name, why=why), f"{line}:{column}")
        )


def saved_text(path: Path, lang: str | None = None) -> str:
    """The text of a saved game, or a :class:`TableError` saying in words (in ``lang``) why it cannot be read;
    an OS error's reason as the system gives it."""
    try:
        data = read_regular(path)
    except FileNotFoundError:
        raise TableError(in_file(path, say(lang, "no such file to resume"), lang=lang)) from None
    except NotRegularFile as err:
        why = say(lang, "{what}; a saved game is a file 'save game' wrote", what=refused_text(err.strerror or "", lang))
        raise TableError(in_file(path, why, lang=lang)) from None
    except OSError as err:
        why = refused_text(os_reason(err), lang) if err.strerror else say(lang, "the system refused")
        raise TableError(in_file(path, say(lang, "cannot read it: {why}", why=why), lang=lang)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise TableError(in_file(path, say(lang, "not UTF-8 text; a saved game is plain UTF-8 text"), line)) from None


def options_of_scenario(s: Scenario) -> Options:
    st, g = s.settings, s.game or Game()
    rulings = tuple(f"{rid.removeprefix('ruling.')}={reading}" for rid, reading in st.rulings)
    return Options(
        players=s.players or (),
        deck=st.deck or "base",
        rulings=rulings,
        scoring=st.scoring or "classic",
        abilities=bool(st.abilities),
        variant=g.variant or "standard",
        dealer=g.dealer,
        edition=st.edition,
        house=st.house or (),
    )


def _replay_round(table: Table, s: Scenario) -> None:
    from ..cards import parse_card

    r = s.round or Round()
    for h in s.hands:
        table.give_hand(h.player, [parse_card(w.text) for w in h.cards])
    if r.ghost:
        table.give_hand(GHOST, [parse_card(w.text) for w in r.ghost])
    table.bid(dict(r.bids), r.cannonball)
    for t in r.tricks:
        table.play([w.text for w in t.plays])
        for c in t.choices:
            table.use(make_ability(c.power, [w.text for w in c.words]))
    table.finish_round()


def _replay_under_way(table: Table, path: Path, text: str) -> None:
    """The ``# under way:`` lines: the round that was being played when the game was saved."""
    for n, line in enumerate(split_lines(text), 1):
        if line.startswith(UNDER_WAY):
            try:
                _under_way_line(table, line.removeprefix(UNDER_WAY).split())
            except SkrulesError as err:
                why = table.say("cannot resume the round under way: {why}", why=refusal_text(err, table.lang))
                raise TableError(in_file(path, why, n)) from None


_STEPS = "hand NAME CARDS, bids NAME=BID ..., trick CARDS, use ABILITY"  # the lines of a round under way
# (and 'typed NAME=BID ...', the bids typed player by player before they were revealed, which the table writes)


def _typed_bids(table: Table, words: list[str], steps: str) -> dict[str, int]:
    """The bids typed player by player before the game was saved, each a bid of this round (bid.range)."""
    if any("=" not in w for w in words) or table.log is None or table.log.bids is not None:
        raise TableError(table.say("write the bids as NAME=BID ...; the steps of a round are {steps}", steps=steps))
    return typed_bids(table, " ".join(words))


def _under_way_line(table: Table, words: list[str]) -> None:
    from ..cards import parse_card

    head, words = (words[0], words[1:]) if words else ("", [])
    steps = table.say(_STEPS)
    if head in ("hand", "use", "bids", "typed") and not words:
        raise TableError(
            table.say("'{word}' says nothing more; the steps of a round are {steps}", word=head, steps=steps)
        )
    if head == "hand":
        table.give_hand(table.seat_name(words[0]), [parse_card(w) for w in words[1:]])
    elif head == "bids":
        cut = words.index("cannonball") if "cannonball" in words else len(words)
        if any("=" not in w for w in words[:cut]):
            raise TableError(table.say("write the bids as NAME=BID ...; the steps of a round are {steps}", steps=steps))
        table.bid(read_bids(table, " ".join(words[:cut])), [table.seat_name(w) for w in words[cut + 1 :]])
    elif head == "typed":
        table.asking = _typed_bids(table, words, steps)
    elif head == "trick":
        table.play(words)
    elif head == "use":
        table.use(make_ability(words[0], words[1:]))
    elif head != "round":
        raise TableError(table.say("'{word}' is not a step of a round; the steps are {steps}", word=head, steps=steps))
