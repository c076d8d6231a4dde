"""The score pad: a game kept at the speed of the paper sheet, a round as three short lines.

``skrules table --pad`` asks for no card: per round the bids (``2 1 0 3`` in seat order), the
tricks won (``2 0 1 3``) and the bonuses (``ann 14 m ben p``; Enter for none). Each round is then
a row of score-sheet cells (:mod:`skrules.formats.cells`, as ``skrules score`` and game scenarios
write them) and scored by :func:`~skrules.formats.cells.score_cells`: one scoring for the pad, the
sheet and the checker. The state is the list of rounds entered; ``undo`` drops the last line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path

from ..bonuses import BONUS_ALIASES, BONUS_KINDS, FIRST_BONUS_KINDS
from ..files import as_typed
from ..formats.cells import most_unwon_in_round, read_cells, score_cells
from ..formats.scenario import format_scenario
from ..formats.scenario.model import Game, GameRound, Scenario, ScenarioKind, Word
from ..i18n import refusal_text
from ..refusals import RefusalMsg, refusal
from ..rules import RuleSet, Scoring
from ..rulings import RuleId
from ..scoring import CAPTURE_RULES, Breakdown, ScoreTable, bid_in_range, deck_copies
from ..shown import quote
from .lang import cards_said, mark, say
from .save import (
    PAD_HEAD,
    UNDER_WAY,
    check_saved,
    game_expect,
    in_file,
    options_of_scenario,
    read_saved,
    settings_of,
)
from .state import Options, Table, TableError, find_name

__all__ = ["CODES", "MESSAGES", "Pad", "PadRound", "load_pad", "pad_scenario", "pad_text"]

CODES = {
    "14": "14",
    "b14": "black14",
    "m": "mermaid",
    "p": "pirate",
    "sk": "king",
    "con": "con",
    "8": "8",
    "7": "7",
}
"""The pad's short bonus codes and the score-sheet bonus each stands for; the sheet's own names work too."""

_PROMPTED = ("14", "b14", "m", "p", "sk")  # the base game's codes, which the bonus prompt lists


def _prompted(rules: RuleSet, lang: str | None) -> str:
    """The codes the bonus prompt lists: the base game's that the edition pays (2013 pays its own two), then
    those of the deck's other cards: First Mate Con, the Pack's 8s and 7s, Davy Jones and a Loot's ally, whose
    NAME is said in the language as the prompt's own is (``loot=NOM``)."""
    paid = FIRST_BONUS_KINDS if rules.edition.own_bonuses else BONUS_KINDS
    have = deck_copies(rules.box)
    more = [code.replace("NAME", say(lang, "NAME")) for code, rule in _DECK_CODES if have[rule]]
    return " ".join([*(code for code in _PROMPTED if CODES[code] in paid), *more])


# The codes of the bonuses only some decks pay, each with the key deck_copies counts it by.
_DECK_CODES = (
    ("con", "con.bonus"),
    ("8", "exp.eight"),
    ("7", "exp.seven"),
    ("davy", "davy.bonus"),
    ("loot=NAME", "loot"),
)


MESSAGES = {
    "bids": "Round {n} ({cards}) bids, {order}> ",
    "won": "Round {n} tricks won ('=': as bid)> ",
    "extras": "Round {n} bonuses (NAME {codes}{abilities}; Enter: none)> ",
    "over": "game over> ",
    "count": "{given} numbers for {players} players ({names}): one each, in seat order",
    "count_one": "one number for {players} players ({names}): one each, in seat order",
    "named": "write each as NAME=NUMBER (Ann=2 Ben=0), or only numbers in seat order (2 0)",
    "named_twice": "{name} is given two numbers on this line: one each",
    "named_missing": "no number for {names}: one each, by name or in seat order",
    "bid": "'{token}': a bid is a number 0 to {cards}{more} (bid.range)",
    "bid_cannonball": ", then c for the cannonball (2c)",
    "bid_wager": ", then r0, r10 or r20 for Rascal's wager (2r10)",
    "won_number": "'{token}': tricks won is a number 0 to {cards} (setup.deal)",
    "won_sum": "the tricks won add up to {total}, but round {n} has only {cards}",
    "won_all": "the tricks won add up to {total}, but round {n} has {cards}, each won by someone with this deck",
    "won_most": (
        "the tricks won add up to {total}, but round {n} has {cards}, and this deck's cards leave at most {most} of"
        " them unwon (kraken.destroy, whale.discard, exp.discard)"
    ),
    "who": "'{token}': name the player first, e.g. '{first} 14 m'",
    "neither": "'{token}' is neither a bonus code ({codes}) nor a player at the table ({names})",
    "command": "'{token}' is not a command; did you mean '{command}'?",
    "not_command": "'{token}' is neither a number nor a command; the commands are {commands}, typed as they are",
    "classic": "'{token}': the cannonball is Rascal scoring's; this game scores classic (score.choice)",
    "abilities": "'{token}': Pirate abilities are not in play; start the pad with --abilities (ability.unlock)",
    "no_trick": (
        "{name} won no trick: only a trick's winner captures its cards or uses its Pirate"
        " (bonus.capture, ability.unlock)"
    ),
    "ended": "the game is over; 'save FILE' keeps it, 'quit' leaves",
    "nothing": "nothing to undo",
    "head": "Round {n} of {rounds}: {cards} each. {dealer} deals; {leader} leads.",
    "undone": "Undone: {what}.",
    "no_scores": "no round is scored yet",
    "save": "write 'save FILE', e.g. save friday (friday.skull)",
    "started": "Score pad: {names}. Type 'help' for the codes and commands.",
    "resumed": "Resumed {path}: {scored} of {rounds} rounds scored.",
    "entered_bids": "  Bids: {bids}.",
    "entered_won": "  Bids: {bids}; tricks won: {won}.",
    "undo_extras": "the bonuses of round {n} taken back",
    "undo_won": "the tricks won in round {n} taken back",
    "undo_bids": "the bids of round {n} taken back",
    "unscored": "round {n} cannot be scored",
    "resume_round": "cannot resume round {n}: {why}",
    "resume_step": "'{step}' is not what the round under way needs next ({next})",
}
"""Every prompt and refusal of the pad, in one place; in English, the IDs of the catalogues' ``table`` section."""

_BONUS_WORDS = [*BONUS_KINDS, *BONUS_ALIASES]
_BID = re.compile(r"([0-9]{1,2})(c)?(?:r(0|10|20))?", re.IGNORECASE)
_WON = re.compile(r"[0-9]{1,2}")
_ABILITY = re.compile(r"(h|harry)=?([+-]?[01])|(r|wager)=?(0|10|20)", re.IGNORECASE)


@dataclass
class PadRound:
    """One round as entered: bids (with each one's cannonball and wager), tricks won, then the cells' other items."""

    number: int
    cards: int
    bids: tuple[str, ...] | None = None  # the bid words as typed, read again when scored: 2, 1c, 0r20
    won: tuple[int, ...] | None = None
    items: tuple[tuple[str, ...], ...] | None = None  # per player: bonuses, harry=, wager=, loot=
    scores: dict[str, Breakdown] = field(default_factory=dict)


class Pad:
    """The game on the pad: the set-up (a :class:`Table`, for the players, rules, schedule and seats) and the rounds."""

    def __init__(self, options: Options, lang: str | None = None) -> None:
        self.table = Table(options)
        self.table.lang = lang
        self.players = self.table.players
        self.rounds: list[PadRound] = []
        self._open()

    @property
    def lang(self) -> str | None:
        """The language the pad speaks (``--lang``), its table's; None: English."""
        return self.table.lang

    @lang.setter
    def lang(self, lang: str | None) -> None:
        self.table.lang = lang

    @property
    def current(self) -> PadRound | None:
        """The round being entered, or None when the game is over."""
        last = self.rounds[-1] if self.rounds else None
        return last if last is not None and last.items is None else None

    @property
    def finished(self) -> list[PadRound]:
        return [r for r in self.rounds if r.items is not None]

    def _open(self) -> None:
        n = len(self.rounds)
        if n < len(self.table.schedule):
            self.rounds.append(PadRound(n + 1, self.table.schedule.cards[n]))

    def _round(self) -> PadRound:
        r = self.current
        if r is None:
            raise TableError(self.say("ended"))
        return r

    def say(self, key: str, /, **values: object) -> str:
        """One of :data:`MESSAGES` in the pad's language."""
        return say(self.lang, MESSAGES[key], **values)

    def entered(self) -> str | None:
        """The round under way's lines entered so far (``  Bids: Ann=1 Ben=0; tricks won: Ann=1 Ben=0.``), shown
        when it is resumed; None before its bids."""
        r = self.current
        if r is None or r.bids is None:
            return None
        bids = " ".join(f"{p}={bid}" for p, bid in zip(self.players, r.bids, strict=True))
        if r.won is None:
            return self.say("entered_bids", bids=bids)
        won = " ".join(f"{p}={n}" for p, n in zip(self.players, r.won, strict=True))
        return self.say("entered_won", bids=bids, won=won)

    def step(self) -> str:
        """What the pad asks for next: ``bids``, ``won``, ``extras`` or ``over``."""
        r = self.current
        if r is None:
            return "over"
        return "bids" if r.bids is None else "won" if r.won is None else "extras"

    def prompt(self) -> str:
        step = self.step()
        r = self.current
        if r is None:
            return self.say(step)
        more = " h+1 r20" if self.table.rules.abilities else ""
        codes = _prompted(self.table.rules, self.lang)
        order = " ".join(self.players)
        cards = cards_said(self.lang, r.cards)
        return self.say(step, n=r.number, cards=cards, order=order, abilities=more, codes=codes)

    # ----------------------------------------------------------------- entering a line
    def enter(self, line: str) -> dict[str, Breakdown] | None:
        """Take the line the pad asked for; the round's scores once its last line is in, else None."""
        step = self.step()
        r = self._round()
        words = self._in_seat_order(line.replace(",", " ").split())
        if step == "bids":
            r.bids = self._bids(r, words)
        elif step == "won":
            if words == ["="] and r.bids is not None:  # every player won the tricks bid
                words = [_bid(b).group(1) for b in r.bids]
            r.won = self._won(r, words)
        else:
            items, typed = self._extras(words)
            try:
                return self.finish(items)
            except TableError as err:  # quoting the items as typed (m m m), not as the pad wrote them (mermaid=3)
                raise TableError(_as_typed(err.message, typed)) from None
        self.table.changed = True
        return None

    def finish(self, items: tuple[tuple[str, ...], ...]) -> dict[str, Breakdown]:
        """Score the round with each player's other items (bonuses, Harry, wager, Loot), keep it, open the next."""
        r = self._round()
        r.scores = self.score(r, items)
        r.items = items
        self._open()
        self.table.changed = True
        return r.scores

    def _in_seat_order(self, words: list[str]) -> list[str]:
        """``Ann=2 Cat=1c Ben=0`` (names in any case, or their first letters) as the words in seat order, as
        the table takes bids; words with no name are kept as typed (``2 0 1``, ``=``, the bonuses' line)."""
        if self.step() == "extras" or not any("=" in w for w in words) or words == ["="]:
            return words
        if not all(w.partition("=")[0] and "=" in w for w in words):
            raise TableError(self.say("named"))
        given: dict[str, str] = {}
        for name, _, value in (w.partition("=") for w in words):
            player = self._player(name)
            if player in given:
                raise TableError(self.say("named_twice", name=player))
            given[player] = value
        missing = [p for p in self.players if p not in given]
        if missing:
            raise TableError(self.say("named_missing", names=mark(self.lang, ", ").join(missing)))
        return [given[p] for p in self.players]

    def _numbers(self, words: Sequence[str]) -> None:
        if len(words) != len(self.players):
            names = mark(self.lang, ", ").join(self.players)
            count = "count_one" if len(words) == 1 else "count"
            raise TableError(self.say(count, given=len(words), players=len(self.players), names=names))

    def _bids(self, r: PadRound, words: Sequence[str]) -> tuple[str, ...]:
        """A bid per player: each word is checked first, so that a word that is no bid ('why') says so."""
        rascal = self.table.rules.scoring is not Scoring.CLASSIC
        for w in words:
            m = _BID.fullmatch(w)
            more = "" if m is not None else self._bid_more(self.table.rules.scoring is Scoring.RASCAL)
            if m is None or not bid_in_range(int(m.group(1)), r.cards):
                raise TableError(self.say("bid", token=w, cards=r.cards, more=more))
            if m.group(2) and not rascal:
                raise TableError(self.say("classic", token=w))
            if m.group(3) is not None and not self.table.rules.abilities:
                raise TableError(self.say("abilities", token=w))
        self._numbers(words)
        return tuple(w.lower() for w in words)

    def _bid_more(self, choosing: bool) -> str:
        """What else a bid word may carry in this game: the cannonball where each player chooses it, Rascal's
        wager."""
        more = self.say("bid_cannonball") if choosing else ""
        return more + (self.say("bid_wager") if self.table.rules.abilities else "")

    def _won(self, r: PadRound, words: Sequence[str]) -> tuple[int, ...]:
        for w in words:
            if not _WON.fullmatch(w) or int(w) > r.cards:
                raise TableError(self.say("won_number", token=w, cards=r.cards))
        self._numbers(words)
        won = tuple(int(w) for w in words)
        if sum(won) > r.cards:
            raise TableError(self.say("won_sum", total=sum(won), n=r.number, cards=r.cards))
        most = most_unwon_in_round(len(self.players), self.table.rules.box)
        if most is not None and r.cards - sum(won) > most:
            key = "won_most" if most else "won_all"
            raise TableError(self.say(key, total=sum(won), n=r.number, cards=r.cards, most=most))
        return won

    def _extras(self, words: Sequence[str]) -> tuple[tuple[tuple[str, ...], ...], dict[str, str]]:
        """``ann 14 m ben p p h+1``: each player named, then what the round brought them, as cell items; and
        each item the pad counted (``pirate=2``), quoted, with the words typed for it (``p p``)."""
        items: dict[str, list[str]] = {p: [] for p in self.players}
        typed: dict[str, list[str]] = {p: [] for p in self.players}
        who: str | None = None
        for w in words:
            item = _item(w)
            if item is None and who is not None and get_close_matches(w.lower(), _BONUS_WORDS, n=1, cutoff=0.6):
                item = w  # a bonus mistyped: the sheet's reading says which one was meant
            if item is None:
                who = self._player(w) if who is None else self._player_or_code(w)
                continue
            if who is None:
                raise TableError(self.say("who", token=w, first=self.players[0].lower()))
            if item.startswith(("harry=", "wager=")) and not self.table.rules.abilities:
                raise TableError(self.say("abilities", token=w))
            if item.lower().startswith("loot="):  # the ally named as the pad names players: any case, first letters
                ally = item.partition("=")[2]
                item = f"loot={self._named(ally) or ally}"
            items[who].append(item)
            typed[who].append(w)
        self._check_won(items)
        return tuple(_counted(items[p]) for p in self.players), _typed_for(items, typed)

    def _check_won(self, items: dict[str, list[str]]) -> None:
        """A player who won no trick captured nothing and unlocked no ability: refused by name, in
        the pad's language, before the score sheet's own check refuses the round."""
        r = self.current
        assert r is not None and r.won is not None
        for player, won in zip(self.players, r.won, strict=True):
            if not won and any(_needs_a_trick(item) for item in items[player]):
                raise TableError(self.say("no_trick", name=player))

    def _player_or_code(self, word: str) -> str:
        """After a player's bonuses, the next player named; a word that is neither is said to be neither."""
        try:
            return self._player(word)
        except TableError:
            codes = _prompted(self.table.rules, self.lang)  # as the prompt lists them
            raise TableError(
                self.say("neither", token=word, codes=codes, names=mark(self.lang, ", ").join(self.players))
            ) from None

    def _player(self, word: str) -> str:
        """A player by name, any case, or by the start of the name when that names one player only."""
        name = self._named(word)
        return name if name is not None else self.table.seat_name(word)  # refused, saying who is at the table

    def _named(self, word: str) -> str | None:
        """The player ``word`` names (any case, or the start of one name only), or None."""
        name = find_name(self.players, word)
        if name is not None or not word:
            return name
        starting = [p for p in self.players if p.casefold().startswith(word.casefold())]
        return starting[0] if len(starting) == 1 else None

    # ----------------------------------------------------------------- scoring
    def cells(self, r: PadRound, items: Sequence[Sequence[str]] | None = None) -> tuple[str, ...]:
        """The round as score-sheet cells: ``BID/WON`` then cannonball, wager, bonuses, Harry, Loot."""
        items = r.items if items is None else items
        assert r.bids is not None and r.won is not None and items is not None
        choosing = self.table.rules.scoring is Scoring.RASCAL  # under cannonball scoring everyone has it
        out = []
        for bid, won, more in zip(r.bids, r.won, items, strict=True):
            m = _bid(bid)
            head = [f"{m.group(1)}/{won}"]
            if choosing:
                head.append("cannonball" if m.group(2) else "grapeshot")
            if m.group(3) is not None:
                head.append(f"wager={m.group(3)}")
            out.append(",".join([*head, *more]))
        return tuple(out)

    def score(self, r: PadRound, items: Sequence[Sequence[str]] | None = None) -> dict[str, Breakdown]:
        """The round's scores by the score sheet's own reading and scoring; a refusal is one TableError."""
        problems: list[str] = []

        def report(word: Word, message: str) -> None:
            problems.append(message)

        where = Word(f"round {r.number}")
        words = [Word(c) for c in self.cells(r, items)]
        cells, ok = read_cells(self.players, r.number, words, where, report)
        box = self.table.rules.box
        scores = score_cells(
            self.players, r.number, cells, r.cards, self.table.rules, where, report, broken=not ok, box=box
        )
        if scores is None or problems:
            raise TableError(problems[0] if problems else self.say("unscored", n=r.number))
        return scores

    def score_table(self) -> ScoreTable:
        return ScoreTable(self.players, tuple(r.scores for r in self.finished), len(self.table.schedule))

    # ----------------------------------------------------------------- undo
    def undo(self) -> str:
        """Take back the last line entered: the bonuses (reopening the round), the tricks won or the bids."""
        r = self.current
        if r is not None and r.bids is None and len(self.rounds) > 1:
            self.rounds.pop()
            r = None
        if r is None:
            if not self.rounds:
                raise TableError(self.say("nothing"))
            r = self.rounds[-1]
            r.items, r.scores = None, {}
            what = self.say("undo_extras", n=r.number)
        elif r.won is not None:
            r.won = None
            what = self.say("undo_won", n=r.number)
        elif r.bids is not None:
            r.bids = None
            what = self.say("undo_bids", n=r.number)
        else:
            raise TableError(self.say("nothing"))
        self.table.changed = True
        return what


def _bid(word: str) -> re.Match[str]:
    """A bid word kept by the pad (read when it was entered): its number, cannonball and wager."""
    m = _BID.fullmatch(word)
    assert m is not None
    return m


def _item(word: str) -> str | None:
    """A word of the bonus line as a cell item (``m``: ``mermaid``, ``h+1``: ``harry=+1``), or None for a name."""
    low = word.lower()
    if low in CODES:
        return CODES[low]
    m = _ABILITY.fullmatch(low)
    if m is not None:
        if m.group(1):
            change = int(m.group(2))
            return f"harry={change:+d}" if change else "harry=0"
        return f"wager={m.group(4)}"
    if "=" in low or low[:1].isdigit():  # the sheet's own items: pirate=2, loot=Ben, 14
        return word
    return low if low in BONUS_KINDS or low in BONUS_ALIASES else None


def _needs_a_trick(item: str) -> bool:
    """Whether a cell item is a capture bonus (bonus.capture) or a Pirate's ability (ability.unlock)."""
    name = item.split("=", 1)[0].lower()
    name = BONUS_ALIASES.get(name, name)
    kind = BONUS_KINDS.get(name)
    return name in ("harry", "wager") or (kind is not None and kind.rule in CAPTURE_RULES)


def _typed_for(items: dict[str, list[str]], typed: dict[str, list[str]]) -> dict[str, str]:
    """Each item :func:`_counted` writes with a count (``mermaid=3``), as a refusal quotes it, to the words
    typed for it (``m m m``)."""
    out: dict[str, str] = {}
    for player, written in items.items():
        for item in dict.fromkeys(written):
            words = [w for i, w in zip(written, typed[player], strict=True) if i == item]
            if len(words) > 1 and "=" not in item:
                out.setdefault(quote(f"{item}={len(words)}"), " ".join(words))
    return out


def _as_typed(problem: str, typed: dict[str, str]) -> str:
    """A refusal of a counted item (``'mermaid=3': a round brings ...``) quoting the words typed instead."""
    values = getattr(problem, "values", None)
    if getattr(problem, "message", None) != RefusalMsg.AT_TEXT or values is None or values["typed"] not in typed:
        return problem
    return refusal(RefusalMsg.AT_TEXT, typed=quote(typed[values["typed"]]), said=values["said"])


def _counted(items: Sequence[str]) -> tuple[str, ...]:
    """Repeated bonuses as one item with a count: ``p p`` is ``pirate=2``. An item with a value is kept as
    often as it is typed: ``loot=Ben loot=Ben`` is two alliances (both Loot cards), as a sheet's cell says
    (``ann loot=ben ben loot=ann`` is one, written in both allies' cells)."""
    seen: dict[str, int] = {}
    for item in items:
        seen[item] = seen.get(item, 0) + 1
    return tuple(
        part
        for item, n in seen.items()
        for part in ([item] * n if "=" in item else [item if n == 1 else f"{item}={n}"])
    )


# ---------------------------------------------------------------------------------- the pad as a file


def pad_scenario(pad: Pad) -> Scenario:
    """The rounds scored as a ``game:`` of score-sheet cells, with the schedule, the rotation and the totals."""
    t, table = pad.score_table(), pad.table
    finished = pad.finished
    rounds = tuple(GameRound(r.number, tuple(Word(c) for c in pad.cells(r))) for r in finished)
    expect = game_expect(table, t, len(rounds))
    game = Game(table.options.variant, table.seats[0].dealer, rounds, expect)
    settings = settings_of(table)
    return Scenario(
        "",
        "The game on the score pad",
        ScenarioKind.GAME,
        0,
        (RuleId.GAME_END,),
        settings=settings,
        players=pad.players,
        game=game,
    )


def pad_text(pad: Pad) -> str:
    """The game as a scenario file ``skrules check`` passes on; a round part entered kept in ``# under way:`` lines."""
    head = [
        f"{PAD_HEAD} of 'skrules table': {', '.join(pad.players)}; "
        f"{len(pad.finished)} of {len(pad.table.schedule)} rounds played.",
        "# 'skrules check FILE' checks the totals; 'skrules table --pad --resume FILE' goes on with it.",
        "",
        "",
    ]
    r = pad.current
    under = []
    if r is not None and r.bids is not None:
        under.append(f"{UNDER_WAY}bids {' '.join(r.bids)}")
        if r.won is not None:
            under.append(f"{UNDER_WAY}won {' '.join(map(str, r.won))}")
    return "\n".join(head) + format_scenario(pad_scenario(pad)) + "".join(line + "\n" for line in under)


def load_pad(path: Path, lang: str | None = None) -> Pad:
    """The game a pad file holds, each round read back and scored again; a :class:`TableError` says what is wrong,
    in ``lang`` (None: English)."""
    text, doc, game = read_saved(path, lang)
    if not text.startswith(PAD_HEAD) and any(s.kind is ScenarioKind.ROUND for s in doc.scenarios):
        played = say(
            lang,
            "a game played at the table, trick by trick; 'skrules table --resume {path}' goes on with it",
            path=as_typed(path),
        )
        raise TableError(in_file(path, played, lang=lang))
    pad = Pad(options_of_scenario(game), lang)
    for gr in (game.game or Game()).rounds:
        try:
            _replay_cells(pad, [w.text for w in gr.cells])
        except TableError as err:
            why = pad.say("resume_round", n=gr.number, why=refusal_text(err, lang))
            raise TableError(in_file(path, why, gr.line)) from None
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith(UNDER_WAY):
            step, _, rest = line.removeprefix(UNDER_WAY).partition(" ")
            if step != pad.step():
                raise TableError(in_file(path, pad.say("resume_step", step=step, next=pad.step()), n))
            pad.enter(rest)
    check_saved(path, doc, lang)  # what the cells do not say (the totals, the rotation), as skrules check reads it
    pad.table.changed, pad.table.file = False, path
    return pad


def _replay_cells(pad: Pad, cells: Sequence[str]) -> None:
    """A round written as cells, entered into the pad as its three lines would have been."""
    bids: list[str] = []
    won: list[str] = []
    items: list[tuple[str, ...]] = []
    for cell in cells:
        head, *more = cell.split(",")
        bid, _, got = head.partition("/")
        bid += "c" if "cannonball" in more else ""
        bid += "".join(f"r{m.partition('=')[2]}" for m in more if m.startswith("wager="))
        bids.append(bid)
        won.append(got)
        items.append(tuple(m for m in more if m not in ("cannonball", "grapeshot") and not m.startswith("wager=")))
    pad.enter(" ".join(bids))
    pad.enter(" ".join(won))
    pad.finish(tuple(items))
