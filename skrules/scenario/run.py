"""Running scenarios: adjudicate the trick, then compare what was expected with what happened.

Nothing here decides a rule: the trick goes to :func:`skrules.trick.adjudicate` and the hands to
:func:`skrules.legality.check_trick`, a round to :func:`skrules.game.play_round`, and a game to
:mod:`skrules.deal` (its schedule and who deals) and :mod:`skrules.formats.sheet` (its rows of cells,
scored as a score sheet scores them); the answers are compared field by field. A mismatch
keeps the line it was expected on, the expected and the actual value in the game's words, and
the verdict with its trace, so a failure reads like a ruling, not like a stack trace.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from ..cards import Card, Module, parse_card
from ..errors import SkrulesError
from ..formats.scenario.model import (
    BonusExpect,
    Document,
    Expect,
    Game,
    GameExpect,
    Illegal,
    Problem,
    Refusal,
    Round,
    RoundExpect,
    Scenario,
    ScenarioKind,
    Settings,
    Winner,
    Word,
    quick_init,
)
from ..legality import Legality, check_trick
from ..notation import Play, parse_play
from ..refusals import GameRefusal as GR
from ..refusals import RoundRefusal as RR
from ..refusals import SetupRefusal as SR
from ..rules import RuleSet, Scoring
from ..trace import points
from ..trick import Trick, Verdict, adjudicate

if TYPE_CHECKING:
    from ..abilities import Ability
    from ..deal import Schedule
    from ..game import GameResult, RoundResult, ScoredRow
    from ..trace import Trace

__all__ = ["Mismatch", "Result", "Status", "run_document", "run_scenario"]


# why a scenario with no problem of its own could not run: the file's settings are its settings too
HEADER_UNREAD = "the lines before the file's first scenario, which every scenario takes up, have a problem"


class Status(StrEnum):
    PASSED = "passed"
    FAILED = "failed"  # ran, and something differed from what was expected
    ERROR = "error"  # could not run: the scenario does not parse, or needs what is missing


@dataclass(frozen=True, slots=True)
class Mismatch:
    field: str
    expected: str
    actual: str
    line: int

    def __str__(self) -> str:
        return f"{self.field}: expected {self.expected}, got {self.actual}"

    def as_dict(self) -> dict[str, object]:
        return {"field": self.field, "expected": self.expected, "actual": self.actual, "line": self.line}


@quick_init
@dataclass(frozen=True)
class Result:
    """What running one scenario came to."""

    scenario: Scenario
    status: Status
    mismatches: tuple[Mismatch, ...] = ()
    problems: tuple[Problem, ...] = ()
    error: str | None = None  # an unexpected refusal, or why the scenario could not run
    where: tuple[int, int] | None = None  # line and column the error is about
    refusal: SkrulesError | None = field(default=None, compare=False)  # the unexpected refusal, to say in a language
    verdict: Verdict | None = field(default=None, compare=False)
    findings: tuple[Legality, ...] = field(default=(), compare=False)
    round: RoundResult | None = field(default=None, compare=False)
    game: GameResult | None = field(default=None, compare=False)

    @property
    def passed(self) -> bool:
        return self.status is Status.PASSED


def error_kind(err: SkrulesError) -> str:
    """The kind a scenario's ``refused:`` names: the cause the error class declares."""
    return err.kind


def run_document(doc: Document) -> list[Result]:
    """Run every scenario of a parsed file, in file order."""
    return [run_scenario(s) for s in doc.scenarios]


def run_scenario(s: Scenario) -> Result:
    """Run one scenario; whatever happens, a result (an engine bug is an error of this scenario only)."""
    if s.problems:
        if s.own_problems:
            return Result(s, Status.ERROR, problems=s.problems, error="the scenario does not parse")
        first = s.header_problems[0]
        return Result(s, Status.ERROR, problems=s.problems, error=HEADER_UNREAD, where=(first.line, first.column))
    try:
        if s.kind is ScenarioKind.GAME:
            return _run_game(s)
        return _run_round(s) if s.kind is ScenarioKind.ROUND else _run_trick(s)
    except Exception as err:  # a bug in the engine: report it here, and let the other scenarios run
        if os.environ.get("SKRULES_DEBUG"):
            raise
        message = f"internal error in the adjudicator: {type(err).__name__}: {err} (set SKRULES_DEBUG=1 for details)"
        return Result(s, Status.ERROR, error=message)


# ------------------------------------------------------------------------------ tricks


class _Refused(Exception):
    """The adjudicator refused the scenario's input; where in the file, and the error."""

    def __init__(self, err: SkrulesError, word: Word | None) -> None:
        super().__init__(str(err))
        self.err = err
        self.word = word


def _run_trick(s: Scenario) -> Result:
    try:
        trick, findings = _build(s)
        verdict = adjudicate(trick)
    except _Refused as refused:
        return _refusal(s, refused, s.expect.refused, s.expect.lines.get("refused", s.line))
    if s.expect.refused is not None:
        got = f"a verdict ({_winner_text(verdict)} wins)" if verdict.winner is not None else "a verdict"
        line = s.expect.lines.get("refused", s.line)
        return Result(
            s,
            Status.FAILED,
            (Mismatch("refused", _refusal_text(s.expect.refused), got, line),),
            verdict=verdict,
            findings=tuple(findings),
        )
    mismatches = tuple(compare(s.expect, verdict, findings, has_hands=bool(s.hands), line=s.line))
    status = Status.FAILED if mismatches else Status.PASSED
    return Result(s, status, mismatches, verdict=verdict, findings=tuple(findings))


def _build(s: Scenario) -> tuple[Trick, list[Legality]]:
    """The trick and the legality findings, or :class:`_Refused` pointing at the text at fault."""
    plays = []
    for i, tok in enumerate(s.trick):
        try:
            play = parse_play(tok.text, i)
        except SkrulesError as err:
            raise _Refused(err, tok) from None
        if "=" not in tok.text and s.players is not None and i < len(s.players):
            play = play.with_player(s.players[i])
        plays.append(play)
    hands: dict[str, list[Card]] = {}
    for hand in s.hands:
        cards = []
        for w in hand.cards:
            try:
                cards.append(parse_card(w.text))
            except SkrulesError as err:
                raise _Refused(type(err)(f"in {hand.player}'s hand: {err.message}", token=w.text), w) from None
        hands[hand.player] = cards
    try:
        rules = rule_set(s.settings, [p.card for p in plays] + [c for h in hands.values() for c in h])
        trick = Trick.of(plays, rules)
    except SkrulesError as err:  # about a card, or else about the trick as a whole: its line
        raise _Refused(
            err, _word_at(s.trick, err.position) or Word("", s.expect.lines.get("trick", s.line), 1)
        ) from None
    try:
        findings = check_trick(trick, hands) if hands else []
    except SkrulesError as err:
        line = s.hands[0].line if s.hands else s.line
        raise _Refused(err, Word("", line, 1)) from None
    return trick, findings


def rule_set(settings: Settings, cards: Sequence[Card]) -> RuleSet:
    """The rule set a scenario names; its deck is whatever the cards need unless it says.

    A rule set is an immutable value that depends on the settings and, with the deck left to
    the cards, on the modules they come from: scenarios that share both share one rule set,
    built once (making it cost more than reading the scenario).
    """
    auto = settings.deck is None or settings.deck == "auto"
    key = (settings, frozenset([card.module for card in cards]) if auto else None)
    found = _RULE_SETS.get(key)
    if found is None:
        found = RuleSet.from_options(
            deck=settings.deck,
            rulings=dict(settings.rulings),
            scoring=Scoring(settings.scoring or Scoring.CLASSIC),
            abilities=bool(settings.abilities),
            cards=cards,
            edition=settings.edition,
            house=settings.house or (),
        )
        if len(_RULE_SETS) >= _RULE_SETS_MAX:
            _RULE_SETS.clear()
        _RULE_SETS[key] = found
    return found


_RULE_SETS: dict[tuple[Settings, frozenset[Module] | None], RuleSet] = {}
_RULE_SETS_MAX = 256  # distinct settings and decks in one library: a handful


def _word_at(words: Sequence[Word], position: int | None) -> Word | None:
    if position is not None and 0 <= position < len(words):
        return words[position]
    return None


def _refusal(s: Scenario, refused: _Refused, expected: Refusal | None, line: int) -> Result:
    err, word = refused.err, refused.word
    where = (word.line, word.column) if word is not None else (s.line, 1)
    if expected is None:
        return Result(s, Status.FAILED, error=f"refused ({error_kind(err)} error): {err}", where=where, refusal=err)
    mismatches = []
    kind = error_kind(err)
    message = str(err)
    wrong_kind = expected.kind is not None and expected.kind != kind
    wrong_message = expected.message is not None and expected.message.lower() not in message.lower()
    if wrong_kind or wrong_message:
        mismatches.append(Mismatch("refused", _refusal_text(expected), f"a {kind} error: {message}", line))
    status = Status.FAILED if mismatches else Status.PASSED
    return Result(s, status, tuple(mismatches), error=f"refused ({kind} error): {message}", where=where)


def _refusal_text(r: Refusal) -> str:
    article = "an" if r.kind and r.kind[0] in "aeiou" else "a"
    kind = f"{article} {r.kind} error" if r.kind else "a refusal"
    return kind + (f' saying "{r.message}"' if r.message else "")


# ------------------------------------------------------------------------------ comparing


def compare(e: Expect, v: Verdict, findings: Sequence[Legality], *, has_hands: bool, line: int) -> Iterable[Mismatch]:
    """Every expectation that the verdict does not meet: the one checker of scenarios and the ``{trick}`` directive.

    Each field is checked by its own function of :data:`VERDICT_CHECKS`, which returns the
    expected and the actual value in the game's words when they differ; ``line`` is where a
    mismatch is reported when the field's own line is not known.
    """
    for name, check in VERDICT_CHECKS:
        differs = check(e, v, findings, has_hands)
        if differs is not None:
            at = e.lines.get(name, line) if name != "illegal" or e.illegal else line  # hands alone: the scenario's
            yield Mismatch(*differs, at)


Differs = tuple[str, str, str] | None  # the field's name, the value expected, the actual value


def _check_winner(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.winner is None or _winner_matches(e.winner, v):
        return None
    return "winner", str(e.winner), _winner_text(v)


def _check_outcome(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.outcome is None or e.outcome == v.outcome.value:
        return None
    return "outcome", e.outcome, v.outcome.value


def _check_lead_suit(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.lead_suit is None:
        return None
    actual = v.lead_suit.label if v.lead_suit is not None else "none"
    if actual == e.lead_suit:
        return None
    return "lead suit", e.lead_suit, actual


def _check_next_leader(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.next_leader is None or e.next_leader == v.next_leader_name:
        return None
    return "next leader", e.next_leader, v.next_leader_name


def _check_bonus(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.bonus is None or e.bonus == v.bonus:
        return None
    return "bonus", points(e.bonus), points(v.bonus)


def _check_bonuses(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.bonuses is None:
        return None
    actual = [(b.points, b.rule, v.trick.players[b.player], not b.needs_bid) for b in v.bonuses]
    if _bonuses_match(e.bonuses, actual):
        return None
    shown = ", ".join(f"{points(p)} {r} {who}" + (" always" if a else "") for p, r, who, a in actual)
    return "bonuses", ", ".join(map(str, e.bonuses)) or "none", shown or "none"


def _check_alliances(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.alliances is None:
        return None
    t = v.trick
    actual = [(t.plays[loot].player, t.plays[w].player) for loot, w in v.alliances]
    expected = [(a.loot, a.winner) for a in e.alliances]
    if Counter(actual) == Counter(expected):
        return None
    return "alliances", _pairs(expected), _pairs(actual)


def _check_removed(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.removed is None:
        return None
    removed = [v.trick.plays[i] for i in v.removed]
    if _removed_match(e.removed, removed):
        return None
    return "removed", " ".join(w.text for w in e.removed) or "none", " ".join(str(p) for p in removed) or "none"


def _check_powers(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.powers is None:
        return None
    actual = sorted(p.value for p in v.abilities)
    if sorted(e.powers) == actual:
        return None
    return "powers", " ".join(e.powers) or "none", " ".join(actual) or "none"


def _check_illegal(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    """The plays that broke a rule; with hands given and nothing said, none may have."""
    if e.illegal is None and not has_hands:
        return None
    bad = [f for f in findings if not f.legal]
    if _illegal_match(e.illegal or (), bad):
        return None
    shown = ", ".join(f"{f.player} {f.rule} ({f.reason})" for f in bad) or "none"
    return "illegal", ", ".join(map(str, e.illegal or ())) or "none", shown


def _check_trace(e: Expect, v: Verdict, findings: Sequence[Legality], has_hands: bool) -> Differs:
    if e.trace is None:
        return None
    mismatch = _trace_mismatch(e.trace, v.trace, 0)
    return None if mismatch is None else ("trace", mismatch.expected, mismatch.actual)


# expectation key (for its line) -> its check, in the order mismatches are reported
VERDICT_CHECKS: tuple[tuple[str, Callable[[Expect, Verdict, Sequence[Legality], bool], Differs]], ...] = (
    ("winner", _check_winner),
    ("outcome", _check_outcome),
    ("lead_suit", _check_lead_suit),
    ("next_leader", _check_next_leader),
    ("bonus", _check_bonus),
    ("bonuses", _check_bonuses),
    ("alliances", _check_alliances),
    ("removed", _check_removed),
    ("powers", _check_powers),
    ("illegal", _check_illegal),
    ("trace", _check_trace),
)


def _card_matches(expected: str, actual: Card) -> bool:
    card = parse_card(expected)
    if card == actual:
        return True
    return card == card.undeclared and card == actual.undeclared


def _winner_matches(w: Winner, v: Verdict) -> bool:
    if w.nobody:
        return v.winner is None
    if v.winner is None:
        return False
    if w.player is not None and w.player != v.winner_name:
        return False
    return w.card is None or _card_matches(w.card, v.trick.plays[v.winner].card)


def _winner_text(v: Verdict) -> str:
    if v.winner is None:
        return f"nobody (the trick is {v.outcome.value})"
    return f"{v.winner_name} {v.trick.plays[v.winner].card}"


def _bonuses_match(expected: Sequence[BonusExpect], actual: Sequence[tuple[int, str, str, bool]]) -> bool:
    left = list(actual)
    for b in expected:
        for i, (pts, rule, player, always) in enumerate(left):
            if b.points == pts and b.rule == rule and b.player in (None, player) and (not b.always or always):
                del left[i]
                break
        else:
            return False
    return not left


def _pairs(pairs: Sequence[tuple[str, str]]) -> str:
    return ", ".join(f"{a} with {b}" for a, b in pairs) or "none"


def _removed_match(expected: Sequence[Word], removed: Sequence[Play]) -> bool:
    left = list(removed)
    for w in expected:
        name, sep, card = w.text.partition("=")
        if not sep:
            name, card = "", w.text
        for i, p in enumerate(left):
            if (not name or name == p.player) and _card_matches(card, p.card):
                del left[i]
                break
        else:
            return False
    return not left


def _illegal_match(expected: Sequence[Illegal], bad: Sequence[Legality]) -> bool:
    left = list(bad)
    for x in expected:
        for i, f in enumerate(left):
            if f.player == x.player and x.rule in (None, f.rule):
                del left[i]
                break
        else:
            return False
    return not left


def _trace_mismatch(wanted: Sequence[str], trace: Trace, line: int) -> Mismatch | None:
    missing = _trace_missing(wanted, trace)
    if missing is None:
        return None
    shown = " ".join(s.cites.replace("; ", " ") for s in trace) or "no steps"
    return Mismatch("trace", f"{' '.join(wanted)} (in this order; {missing} not found)", shown, line)


def _trace_missing(wanted: Sequence[str], trace: Trace) -> str | None:
    """The first wanted citation not found in the trace after the ones before it, or None."""
    steps = list(trace)
    k = 0
    for item in wanted:
        rid, _, reading = item.partition("=")
        while k < len(steps):
            s = steps[k]
            k += 1
            if s.rule == rid or (s.ruling == rid and reading in ("", s.reading)):
                break
        else:
            return item
    return None


# ------------------------------------------------------------------------------ rounds


def _run_round(s: Scenario) -> Result:
    """Play the round with :func:`skrules.game.play_round` and compare scores, tricks and winners."""
    from ..game import RoundSpec, play_round

    r = s.round or Round()
    e = r.expect
    try:
        tricks = tuple(tuple(_round_play(tok, i) for i, tok in enumerate(t.plays)) for t in r.tricks)
        hands = {h.player: tuple(_round_card(w) for w in h.cards) for h in s.hands}
        ghost = tuple(_round_card(w) for w in r.ghost) if r.ghost else None
        choices = {}
        for k, t in enumerate(r.tricks, 1):
            if t.choices:
                choices[k] = tuple(_choice(c.power, [w.text for w in c.words], c.line) for c in t.choices)
        named = [p.card for t in tricks for p in t] + [c for h in hands.values() for c in h] + list(ghost or ())
        try:
            rules = rule_set(s.settings, named)
            spec = RoundSpec(
                s.players or (),
                dict(r.bids),
                tricks,
                cards=r.cards,
                dealer=r.dealer,
                leader=r.leader,
                hands=hands,
                ghost=ghost,
                choices=choices,
                cannonball=frozenset(r.cannonball),
            )
            result = play_round(spec, rules)
        except SkrulesError as err:
            raise _Refused(err, _round_word(s, err)) from None
    except _Refused as refused:
        return _refusal(s, refused, e.refused, e.lines.get("refused", s.line))
    if e.refused is not None:
        line = e.lines.get("refused", s.line)
        got = "a round played to its scores"
        return Result(s, Status.FAILED, (Mismatch("refused", _refusal_text(e.refused), got, line),), round=result)
    mismatches = tuple(sorted(compare_round(e, result, line=s.line), key=_line))  # as the file reads
    return Result(s, Status.FAILED if mismatches else Status.PASSED, mismatches, round=result)


def _round_play(tok: Word, i: int) -> Play:
    try:
        return parse_play(tok.text, i)
    except SkrulesError as err:
        raise _Refused(err, tok) from None


def _round_card(word: Word) -> Card:
    try:
        return parse_card(word.text)
    except SkrulesError as err:
        raise _Refused(type(err)(err.message, token=word.text), word) from None


def _choice(power: str, words: list[str], line: int) -> Ability:
    """A power's choice as the round engine takes it (skrules.abilities reads Bendt's 'draw A B discard C D')."""
    from ..game import make_choice

    try:
        return make_choice(power, words)
    except SkrulesError as err:
        raise _Refused(err, Word("", line, 1)) from None


def _round_word(s: Scenario, err: SkrulesError) -> Word | None:
    """Where a round's refusal points: the card of the trick it names, or the trick's line; the line of the
    deal or the bids it is about; else nowhere (the scenario's first line)."""
    r = s.round or Round()
    trick = getattr(err, "trick", None)
    if not isinstance(trick, int):
        place = _deal_place(r, getattr(err.message, "message", ""))
        return None if place is None else Word("", *place)
    if 1 <= trick <= len(r.tricks):
        t = r.tricks[trick - 1]
        word = _word_at(t.plays, err.position)
        if word is not None:
            return word
        power = (err.token or "").split(":")[0].split(" ")[0]
        choice = next((c for c in t.choices if c.power == power), None)
        return Word("", choice.line if choice is not None else t.line, 1)
    return None


def _deal_place(r: Round, message: str) -> tuple[int, int] | None:
    """The line a refusal of the deal or the bids is about, by its message: the first trick too many, or the
    cards dealt (else the last trick) for too few; the line of the bids, the cannonball, the dealer..."""
    if message in _TRICK_COUNT and r.tricks:
        cards = r.cards
        if cards is not None and 0 <= cards < len(r.tricks):  # (a count below 0 is refused as such: no trick is)
            return r.tricks[cards].line, 1
        return r.where.get("cards", (r.tricks[-1].line, 1))
    return r.where.get(_ROUND_KEY.get(message, ""))


# the refusals of a table the deck in use cannot seat: they point at the 'players:' line
_SEATS = (SR.TOO_FEW_ONE, SR.TOO_FEW, SR.FIRST_SEATS, SR.DECK_SEATS, SR.DECK_SEATS_READING, SR.NO_CARD_EACH)
_TRICK_COUNT = frozenset({GR.SPEC_TRICKS, GR.SPEC_TRICKS_ONE_DEALT, GR.SPEC_TRICKS_ONE_GIVEN})
# A round's refusals that are about one line of the deal or the bids, by their message: that line's key.
_ROUND_KEY = {
    **dict.fromkeys((RR.NO_BID, RR.BID_RANGE, RR.BID_STRANGER, RR.BID_GHOST), "bids"),
    **dict.fromkeys((RR.CANNONBALL_STRANGER, RR.CANNONBALL_CLASSIC), "cannonball"),
    RR.DEALER_UNKNOWN: "dealer",
    **dict.fromkeys((RR.LEADER_UNKNOWN, RR.NOT_LEFT_OF_DEALER), "leader"),
    RR.GHOST_TWO_ONLY: "ghost",
    **dict.fromkeys(_SEATS, "players"),
}


def compare_round(e: RoundExpect, result: RoundResult, *, line: int) -> Iterable[Mismatch]:
    """Every expectation of a round that its result does not meet."""

    def at(name: str) -> int:
        return e.lines.get(name, line)

    if e.scores is not None:
        actual = {p: b.total for p, b in result.scores.items()}
        if any(actual[p] != n for p, n in e.scores):
            want = " ".join(f"{p}={points(n)}" for p, n in e.scores)
            got = " ".join(f"{p}={points(actual[p])}" for p, _ in e.scores)
            yield Mismatch("scores", want, got, at("scores"))
    if e.taken is not None:
        won = dict(result.won)
        if any(won[p] != n for p, n in e.taken):
            want = " ".join(f"{p}={n}" for p, n in e.taken)
            got = " ".join(f"{p}={won[p]}" for p, _ in e.taken)
            yield Mismatch("taken", want, got, at("taken"))
    if e.winners is not None:
        actual_winners = tuple(t.winner or "nobody" for t in result.tricks)
        if actual_winners != e.winners:
            yield Mismatch("winners", " ".join(e.winners), " ".join(actual_winners), at("winners"))
    if e.trace is not None:
        mismatch = _trace_mismatch(e.trace, result.trace, at("trace"))
        if mismatch is not None:
            yield mismatch


def _line(m: Mismatch) -> int:
    """Where a mismatch's expectation is written: a round's and a game's are listed as the file reads them (a
    trick's winner, then the tricks taken, then the scores), not in the order they are checked."""
    return m.line


# ------------------------------------------------------------------------------ games


def _run_game(s: Scenario) -> Result:
    """Deal the game with :mod:`skrules.deal`, score its rows with :mod:`skrules.formats.sheet`, then compare."""
    g = s.game or Game()
    e = g.expect
    line = e.lines.get("refused", s.line)
    try:
        game = _play_game(s, g)
    except _Refused as refused:
        return _refusal(s, refused, e.refused, line)
    if e.refused is not None:
        got = "a game scored to its totals"
        return Result(s, Status.FAILED, (Mismatch("refused", _refusal_text(e.refused), got, line),), game=game)
    mismatches = tuple(sorted(compare_game(e, game, line=s.line), key=_line))
    return Result(s, Status.FAILED if mismatches else Status.PASSED, mismatches, game=game)


def _play_game(s: Scenario, g: Game) -> GameResult:
    """The game a scenario describes, scored; or :class:`_Refused` pointing at the text at fault."""
    from ..deal import parse_variant, rotation, schedule
    from ..game import assemble

    players = s.players or ()

    def refused(err: SkrulesError, key: str | None) -> _Refused:
        place = g.where.get(key) if key is not None else None
        return _Refused(err, None if place is None else Word("", *place))

    try:
        rules = rule_set(s.settings, ())
    except SkrulesError as err:
        raise refused(err, None) from None
    try:
        sched = schedule(len(players), rules, parse_variant(g.variant or "standard"))
    except SkrulesError as err:  # an edition without the variants: at the variant's line; else the table's
        raise refused(
            err, "variant" if getattr(err.message, "message", "") == SR.FIRST_VARIANTS else "players"
        ) from None
    try:
        seats = rotation(players, len(sched), rules, g.dealer)
    except SkrulesError as err:
        raise refused(err, "dealer") from None
    rows = _score_rows(players, g, sched, rules, s.settings)
    return assemble(players, sched, seats, rows, rules, deals_in_trace=True)


def _score_rows(
    players: Sequence[str], g: Game, sched: Schedule, rules: RuleSet, settings: Settings
) -> list[ScoredRow]:
    """Each round's cells scored as a score sheet scores them, against the deck and the abilities the scenario
    says (a sheet's ``deck:`` and ``abilities:``); the first problem of a row refuses the game."""
    from ..formats.sheet import Word as SheetWord
    from ..formats.sheet import read_cells, round_cards, score_cells
    from ..game import RoundError, ScoredRow

    faults: list[tuple[SheetWord, str]] = []

    def report(word: SheetWord, message: str) -> None:
        faults.append((word, message))

    # with no deck said (or 'auto'), refuse only what no deck allows, as a sheet does
    box = None if settings.deck in (None, "auto") else rules.box
    off = settings.abilities is False
    rows: list[ScoredRow] = []
    for r in g.rounds:
        where = SheetWord(f"round {r.number}", r.line, r.column)
        cells, ok = read_cells(players, r.number, [SheetWord(w.text, w.line, w.column) for w in r.cells], where, report)
        cards = round_cards(r.number, sched, where, report)
        scores = (
            None
            if cards is None
            else score_cells(
                players, r.number, cells, cards, rules, where, report, broken=not ok, box=box, abilities_off=off
            )
        )
        if faults:  # the first problem of the row, as the sheet would report it
            word, message = min(faults, key=lambda f: (f[0].line, f[0].column))
            raise _Refused(RoundError(message), Word("", word.line, word.column))
        assert scores is not None  # nothing was reported, so the row was scored
        rows.append(ScoredRow(r.number, scores))
    return rows


def compare_game(e: GameExpect, game: GameResult, *, line: int) -> Iterable[Mismatch]:
    """Every expectation of a game that its schedule, rotation and table do not meet."""

    def at(name: str) -> int:
        return e.lines.get(name, line)

    table = game.table
    if e.schedule is not None and e.schedule != game.schedule.cards:
        yield Mismatch("schedule", _counts(e.schedule), _counts(game.schedule.cards), at("schedule"))
    if e.dealers is not None:
        dealers = tuple(seat.dealer for seat in game.seats)
        if e.dealers != dealers:
            yield Mismatch("dealers", " ".join(e.dealers), " ".join(dealers), at("dealers"))
    if e.leaders is not None:
        leaders = tuple(seat.leader for seat in game.seats)
        if e.leaders != leaders:
            yield Mismatch("leaders", " ".join(e.leaders), " ".join(leaders), at("leaders"))
    if e.totals is not None:
        mismatch = _totals_mismatch("totals", e.totals, table.totals(), at("totals"))
        if mismatch is not None:
            yield mismatch
    for n, expected in e.after or ():
        running = table.running()
        actual = running[n - 1] if n <= len(running) else {}
        mismatch = _totals_mismatch(f"totals after round {n}", expected, actual, at(f"after {n}"))
        if mismatch is not None:
            yield mismatch
    if e.winner is not None and e.winner != (table.winner or "nobody"):
        yield Mismatch("winner", e.winner, _outcome(game), at("winner"))
    if e.tie is not None and not (table.tie and set(e.tie) == set(table.leaders)):
        yield Mismatch("tie", " ".join(e.tie), _outcome(game), at("tie"))
    if e.trace is not None:
        mismatch = _trace_mismatch(e.trace, game.trace, at("trace"))
        if mismatch is not None:
            yield mismatch


def _counts(cards: Sequence[int]) -> str:
    return " ".join(map(str, cards)) + f" ({len(cards)} round{'s' if len(cards) != 1 else ''})"


def _totals_mismatch(
    name: str, expected: Sequence[tuple[str, int]], actual: dict[str, int], line: int
) -> Mismatch | None:
    if all(actual.get(p) == n for p, n in expected):
        return None
    want = " ".join(f"{p}={n}" for p, n in expected)
    got = " ".join(f"{p}={actual[p]}" if p in actual else f"{p}=?" for p, _ in expected)
    return Mismatch(name, want, got, line)


def _outcome(game: GameResult) -> str:
    """How the game stands, in words: its winner, a tie, or how many rounds are still to play."""
    table = game.table
    totals = table.totals()
    best = totals[table.leaders[0]]
    leaders = " and ".join(table.leaders)
    if not table.complete:
        return f"nobody yet: {len(table.rounds)} of {len(game.schedule)} rounds given, {leaders} leading with {best}"
    if table.tie:
        return f"a tie: {leaders} share the highest total, {best}"
    return f"{table.winner} with {best}"
