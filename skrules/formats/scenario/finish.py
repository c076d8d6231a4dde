"""Completing a scenario once all its lines are read: the checks that need the whole of it, then the value.

Names are checked against the players only here (the trick or the table is known only at the
end), cards against the notation unless a refusal is expected, and what a scenario expects
against what it gives.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...deal import GHOST, ghost_named
from ...editions import edition_of
from ...notation import NO_PLAYER, default_name
from ...refusals import RefusalMsg
from ...rules import deck_refused, parse_modules
from ..cells import read_cells
from ..text import Problem, Word
from .keys import EXPECT_KEYS, GAME, ROUND, TABLE_REFUSED, TRICK
from .model import (
    Expect,
    Game,
    GameExpect,
    Hand,
    Round,
    RoundExpect,
    RoundTrick,
    Scenario,
    ScenarioKind,
    Settings,
    Winner,
)
from .words import canonical_card, card_problem, play_problem

if TYPE_CHECKING:
    from .state import Block, Reader

__all__ = ["FINISH"]

_FIELD = {"lead suit": "lead_suit", "next leader": "next_leader"}
_NO_EXPECT = Expect()
_ROUND_EXPECT_KEYS = ("scores", "taken", "winners", "refused", "trace")
_GAME_EXPECT_KEYS = ("schedule", "dealers", "leaders", "totals", "winner", "tie")  # what a refusal excludes
_ROUND_NAMES = ("dealer", "leader", "bids", "cannonball", "scores", "taken", "winners", "choices")


def common(
    p: Reader,
    b: Block,
    kind: ScenarioKind,
    players: tuple[str, ...] | None,
    *,
    trick: tuple[Word, ...] = (),
    expect: Expect = _NO_EXPECT,
    rnd: Round | None = None,
    game: Game | None = None,
) -> Scenario:
    """The scenario, with what every kind has: name, citations, notes, settings, players, problems."""
    problems = tuple(p.prelude.problems) if p.prelude.problems else ()
    if b.problems:
        problems += tuple(sorted(b.problems, key=_where))
    v = b.values
    settings = p.settings  # the file's, shared by every scenario that says nothing of its own
    if b.rulings or any(key in v for key in ("deck", "abilities", "scoring", "edition", "house")):
        own = Settings(
            v.get("deck"),
            tuple(b.rulings.items()),
            v.get("abilities"),
            v.get("scoring"),
            v.get("edition"),
            v.get("house"),
        )
        settings = own.over(p.settings)
    clash = _first_deck_clash(p, b, settings)
    if clash is not None:
        problems += (clash,)
    cites, notes, hands = tuple(b.cites), tuple(b.notes), tuple(b.hands)
    said = (cites, notes, settings, players, trick, hands, expect, rnd, game, problems)
    return Scenario(p.path, b.name, kind, b.line, *said)


def _first_deck_clash(p: Reader, b: Block, settings: Settings) -> Problem | None:
    """A deck with more than the base game's parts under an edition with a deck of its own (the first, 2013),
    where the scenario (or else the file) writes the later of the two: the rule set would refuse it whatever
    the scenario holds."""
    deck, edition = settings.deck, settings.edition
    if deck is None or deck == "auto" or edition is None:
        return None
    said = deck_refused(parse_modules(deck), edition_of(edition))
    if said is None:
        return None
    block = b if "deck" in b.lines or "edition" in b.lines else p.prelude
    key = max((k for k in ("deck", "edition") if k in block.lines), key=block.lines.__getitem__)
    word = p.key_of(block, key)
    return Problem(p.path, word.line, word.column, word.text, said, p.lines[word.line - 1])


def _where(q: Problem) -> tuple[int, int]:
    return q.line, q.column


def players_of(p: Reader, b: Block) -> tuple[str, ...] | None:
    """The players the scenario names, or else those the file names, or None."""
    v = b.values
    return v["players"] if "players" in v else p.prelude.values.get("players")


# ------------------------------------------------------------------------------------ a trick


def finish_trick(p: Reader, b: Block) -> Scenario:
    v = b.values
    tokens: tuple[Word, ...] = v.get("trick", ())
    refused = v.get("refused")
    players = players_of(p, b)
    if not tokens and "trick" not in b.lines:
        p.problem(b.line, b.column, b.name, "this scenario has no 'trick:' line giving the cards in play order")
    known = set(play_names(p, tokens, players, check=refused is None))
    if refused is None:
        for hand in b.hands:
            check_hand(p, hand)
    winner = read_winner(p, v.get("winner"), known if tokens else None)
    lines = MappingProxyType({_FIELD.get(k, k): n for k, n in b.lines.items()})
    expect = Expect(
        winner,
        v.get("outcome"),
        v.get("lead_suit"),
        v.get("next_leader"),
        v.get("bonus"),
        v.get("bonuses"),
        v.get("alliances"),
        v.get("removed"),
        v.get("powers"),
        v.get("illegal"),
        refused,
        v.get("trace"),
        lines,
    )
    if tokens:
        check_expectations(p, b, expect, known)
    return common(p, b, ScenarioKind.TRICK, players, trick=tokens, expect=expect)


def play_names(p: Reader, tokens: tuple[Word, ...], players: tuple[str, ...] | None, *, check: bool) -> list[str]:
    """Each play's player: the name before '=', else from 'players:', else P1, P2, ...

    With ``check``, the names are checked against the players and each play's notation is read.
    """
    names = []
    for i, tok in enumerate(tokens):
        text = tok.text
        name, sep, _ = text.partition("=")
        if sep:  # the name as written: a word of the trick holds no space to strip
            names.append(name)
            if check and players is not None and name not in players:
                p.bad(tok, f"{name!r} is not among the players ({' '.join(players)})")
        elif players is not None:
            if i < len(players):
                names.append(players[i])
            elif check:
                p.bad(tok, f"card {i + 1} has no player: 'players:' names {len(players)}; write NAME=CARD")
        else:
            names.append(default_name(i))
        if check:
            message = play_problem(text)
            if message is not None:
                p.bad(tok, message)
    return names


def check_hand(p: Reader, hand: Hand) -> None:
    for word in hand.cards:
        p.check_card(word)


def read_winner(p: Reader, words: tuple[Word, ...] | None, players: set[str] | None) -> Winner | None:
    """``winner: Cat``, ``winner: y14``, ``winner: Cat y14``, ``winner: Cat=y14`` or ``nobody``. With no trick
    read (``players`` None, its absence told already) a name is taken as it is: no player can be checked."""
    if words is None:
        return None
    if len(words) == 1 and words[0].text.lower() in NO_PLAYER:
        return Winner()
    player = card = None
    for w in words:
        name, sep, rest = w.text.partition("=")
        if sep:
            seated = players is None or p.player_known(Word(name, w.line, w.column), players)
            if not seated or not p.check_card(Word(rest, w.line, w.column + len(name) + 1)):
                continue
            player, card = name, canonical_card(rest)
        elif players is not None and w.text in players:
            player = w.text
        else:
            message = card_problem(w.text)
            if message is None:
                card = canonical_card(w.text)
            elif players is None:
                player = w.text
            else:
                known = " ".join(sorted(players))
                p.bad(w, f"{w.text!r} is neither a player of this trick ({known}) nor a card{_how(message)}")
    return Winner(player, card)


def _how(problem: str) -> str:
    """What follows "nor a card" in a winner's refusal: how the card is mistyped, its "not a card" said once."""
    not_a_card = str(RefusalMsg.NOT_A_CARD)
    return problem[len(not_a_card) :] if problem.startswith(not_a_card) else f": {problem}"


def check_expectations(p: Reader, b: Block, e: Expect, players: set[str]) -> None:
    if e.refused is not None:
        # Whatever else is wrong with the trick is the adjudicator's to refuse.
        for k in EXPECT_KEYS:
            if k != "refused" and k in b.lines:
                p.bad(p.key_of(b, k), f"a refused trick has no '{k}' to expect; drop it or drop 'refused'")
        return
    words = b.words
    for key in ("next_leader", "alliances", "illegal", "bonuses") if words else ():
        for w in words.get(key, ()):
            p.player_known(w, players)
    for hand in b.hands:
        p.player_known(Word(hand.player, hand.line, hand.column), players)
    if e.empty:
        p.problem(
            b.line, b.column, b.name, "this scenario expects nothing: add 'winner:', 'outcome:', ... or 'refused:'"
        )
    if e.illegal is not None and not b.hands:
        p.bad(p.key_of(b, "illegal"), "'illegal' needs the hands: add 'hand NAME: CARDS'")


# ------------------------------------------------------------------------------------ a round


def table_of(p: Reader, b: Block, what: str) -> tuple[str, ...]:
    """The players of a round or a game, in seat order; a problem (and no one) when none are given."""
    players: tuple[str, ...] | None = b.values.get("players", p.prelude.values.get("players"))
    if players is None:
        p.problem(b.line, b.column, b.name, f"a {what} needs its table: 'players: NAME NAME ...' in seating order")
        return ()
    return players


_ROUND_PLACES = ("cards", "dealer", "leader", "ghost", "bids", "cannonball")  # the round's lines a refusal may name


def finish_round(p: Reader, b: Block) -> Scenario:
    v = b.values
    players = table_of(p, b, "round")
    if len(players) == 2:
        ghost_spelled_as_graybeard(b, set(players))
    refused = v.get("refused")
    check_round_names(p, b, set(players), refused is None)
    if not b.tricks:
        p.problem(b.line, b.column, b.name, "this round has no 'trick:' lines: give each trick in order")
    lines = MappingProxyType({k: n for k, n in b.lines.items() if k in _ROUND_EXPECT_KEYS})
    expect = RoundExpect(v.get("scores"), v.get("taken"), v.get("winners"), refused, v.get("trace"), lines)
    if refused is not None:
        for k in _ROUND_EXPECT_KEYS:
            if k not in ("refused", "trace") and k in b.lines:
                p.bad(p.key_of(b, k), f"a refused round has no '{k}' to expect; drop it or drop 'refused'")
    elif expect.empty:
        p.problem(b.line, b.column, b.name, "this round expects nothing: add 'scores:', 'taken:' or 'winners:'")
    deal = (v.get("cards"), v.get("dealer"), v.get("leader"), v.get("ghost", ()))
    where = {k: (w.line, w.column) for k in _ROUND_PLACES if p.has_key(b, k) for w in (p.key_of(b, k),)}
    where |= _players_place(p, b)
    rnd = Round(*deal, v.get("bids", ()), v.get("cannonball", ()), tuple(b.tricks), expect, MappingProxyType(where))
    return common(p, b, ScenarioKind.ROUND, players_of(p, b), rnd=rnd)


def ghost_spelled_as_graybeard(b: Block, players: set[str]) -> None:
    """Graybeard's ghost under his name in another language (``Barbe-Grise=y14``, ``灰胡子``) is him.

    Only in a two-player round and only for a name no player has: the scenario then reads as if
    written in English, so its checks, its output and a saved copy all say ``Graybeard``.
    """

    def named(text: str) -> str:
        return GHOST if text not in players and ghost_named(text) else text

    def play(w: Word) -> Word:
        name, sep, card = w.text.partition("=")
        return Word(named(name) + sep + card, w.line, w.column) if sep else w

    b.tricks[:] = [RoundTrick(tuple(map(play, t.plays)), t.choices, t.line) for t in b.tricks]
    for key in ("taken", "winners"):
        if key in b.words:
            b.words[key] = [Word(named(w.text), w.line, w.column) for w in b.words[key]]
    if "winners" in b.values:
        b.values["winners"] = tuple(named(n) for n in b.values["winners"])
    if "taken" in b.values:
        b.values["taken"] = tuple((named(n), k) for n, k in b.values["taken"])


def check_round_names(p: Reader, b: Block, known: set[str], check: bool) -> None:
    """Every name at the table, every card read; the names only when no refusal is expected."""
    ghost = {GHOST} if len(known) == 2 else set()  # Graybeard takes tricks, though he scores nothing
    for key in _ROUND_NAMES if check else ():
        for w in b.words.get(key, []):
            if key != "winners" or w.text.lower() not in NO_PLAYER:
                p.in_table(w, known | ghost if key in ("taken", "winners") else known)
    for hand in b.hands:
        p.in_table(Word(hand.player, hand.line, hand.column), known)
        check_hand(p, hand)
    for w in b.values.get("ghost", ()):
        p.check_card(w)
    for trick in b.tricks:
        for tok in trick.plays:
            name, sep, _ = tok.text.partition("=")
            if not sep:
                p.bad(tok, f"in a round, name each card's player: 'NAME={tok.text}'")
            elif check:
                p.in_table(Word(name, tok.line, tok.column), known | ghost)
                message = play_problem(tok.text, declared=False)
                if message is not None:
                    p.bad(tok, message)


# ------------------------------------------------------------------------------------ a game


def finish_game(p: Reader, b: Block) -> Scenario:
    v = b.values
    players = table_of(p, b, "game")
    refused = v.get("refused")
    check_game_rows(p, b, players, refused is None)
    lines = {"schedule" if k == "cards" else k: n for k, n in b.lines.items() if k != "totals after round"}
    lines |= {f"after {n}": b.lines[f"after {n}"] for n, _ in b.after}
    after = tuple(b.after) if b.after else None
    head = (v.get("schedule"), v.get("dealers"), v.get("leaders"), v.get("totals"), after, v.get("game_winner"))
    expect = GameExpect(*head, v.get("tie"), refused, v.get("trace"), MappingProxyType(lines))
    check_game_expect(p, b, expect)
    where: dict[str, tuple[int, int]] = {
        k: (w.line, w.column) for k in ("variant", "dealer") if p.has_key(b, k) for w in (p.key_of(b, k),)
    }
    where |= _players_place(p, b)
    game = Game(v.get("variant"), v.get("dealer"), tuple(b.rows), expect, MappingProxyType(where))
    return common(p, b, ScenarioKind.GAME, players_of(p, b), game=game)


def _players_place(p: Reader, b: Block) -> dict[str, tuple[int, int]]:
    """Where the table is named, the scenario's 'players:' line or the file's: a refusal of the seats points there."""
    holder = b if p.has_key(b, "players") else p.prelude if p.has_key(p.prelude, "players") else None
    table = p.key_of(holder, "players") if holder is not None else None
    return {} if table is None else {"players": (table.line, table.column)}


def check_game_rows(p: Reader, b: Block, players: tuple[str, ...], check: bool) -> None:
    """The names at the table (unless a refusal is expected), each row of cells, the totals' rounds; none of
    them against a table whose players line named someone refused (told there, once)."""
    holder = b.values if "players" in b.values else p.prelude.values
    if holder.get(TABLE_REFUSED):
        players = ()
    for key in ("dealer", "dealers", "leaders", "totals", "game_winner", "tie") if check and players else ():
        for w in b.words.get(key, []):
            p.in_table(w, set(players))
    for row in b.rows:
        if players and row.cells:  # a row without cells is reported already
            read_cells(players, row.number, row.cells, p.key_of(b, f"round {row.number}"), p.bad)
    for n, _ in b.after:
        if n > len(b.rows):
            given = f"{len(b.rows)} round{'s' if len(b.rows) != 1 else ''}"
            p.bad(p.key_of(b, f"after {n}"), f"the game gives {given}, so there are no totals after round {n}")


def check_game_expect(p: Reader, b: Block, expect: GameExpect) -> None:
    if expect.refused is not None:
        for k in (*_GAME_EXPECT_KEYS, *(f"after {n}" for n, _ in b.after)):
            if p.has_key(b, k):
                where = p.key_of(b, k)
                p.bad(where, f"a refused game has no '{where.text}' to expect; drop it or drop 'refused'")
    elif expect.empty:
        p.problem(
            b.line,
            b.column,
            b.name,
            "this game expects nothing: add 'schedule:', 'dealers:', 'leaders:', 'totals:', 'winner:' or 'tie:'",
        )
    if expect.tie is not None and expect.winner not in (None, "nobody"):
        p.bad(p.key_of(b, "tie"), "a game ends with one winner or with a tie, not both: drop 'winner' or 'tie'")


FINISH: dict[str, Callable[[Reader, Block], Scenario]] = {TRICK: finish_trick, ROUND: finish_round, GAME: finish_game}
