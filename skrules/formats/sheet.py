"""Score sheets: a game written down round by round, added up into the running table.

A sheet is plain text. Header lines come first; then each round is one line of cells (bid, tricks
won and what else counted, per player), or a block of lines giving the tricks themselves::

    # Friday at the club
    players: Ann Ben Cat        # seat order; the last player deals round 1 unless 'dealer:' says
    scoring: classic            # classic, rascal or cannonball
    variant: standard           # or even-keeled, skip-to-the-brawl, swift-n-salty, ...
    deck: advanced              # as --deck reads it; by default whatever the cards named need
    ruling: dealer=rotate       # any number of these
    abilities: yes              # play the pirate abilities (tricks rounds)
    edition: 2021               # a printing's readings of the rulings (2024 by default)
    house: bonus-on-miss        # house rules, which no printing has; any number of these

    round 1: 1/1 0/0 0/0
    round 2: 2/1,mermaid 0/0,loot=Ann 1/1,wager=20
    round 3:
      bids: 1 0 2               # or Ann=1 Ben=0 Cat=2
      hand: Ann=g5,b3,y2        # optional, any players
      trick: Cat=rosie Ann=g5 Ben=g7
      rosie: Ann                # an ability used after the trick above
      trick: Ann=b3 Ben=b9 Cat=escape
      trick: Ben=mermaid Cat=sk Ann=y2

A cell is ``BID/WON`` followed by comma-separated items: a bonus (``14``, ``black14``,
``mermaid``, ``pirate``, ``king``, ``con``, ``8``, ``7``, ``davy``, with ``=COUNT`` for more than
one), ``loot=NAME`` (a Loot alliance with NAME: in one ally's cell or in both, it is one alliance;
twice in a cell, two), ``wager=0|10|20`` (Rascal of Roatan), ``harry=-1|0|+1`` (Harry the Giant),
and under Rascal scoring ``cannonball`` or ``grapeshot``. Spaces part the cells, so a comma with nothing after it
is refused with how a row is written; the players, and a round's bids, may be parted by spaces or commas, as a
scenario's are, and a hand's cards by a comma and a space. A Chinese keyboard's full-width signs are read as the
plain ones and its list comma ``、`` as a comma; a key needs no space after its colon (``round1:1/1``). The cards
each round deals come from the variant's schedule, capped to the deck in use.

:func:`read_sheet` reports every problem in the file at once, each as ``file:line:column:
message``, in a :class:`SheetError`; nothing the file holds makes it raise anything else. Each
message is a refusal of :mod:`skrules.refusals` with typed values (the reader's own in
:class:`~skrules.refusals.SheetRefusal`), which ``skrules score --lang`` says in the language.

A row of cells is read and scored by :mod:`skrules.formats.cells`, which game scenarios use too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ..abilities import Ability
from ..cards import Card
from ..deal import GHOST, Schedule, Seat, Variant, parse_variant, rotation, schedule
from ..editions import edition_of, house_of
from ..errors import SheetError, SkrulesError
from ..files import split_lines
from ..game import RoundError, RoundResult, RoundSpec, ScoredRow, assemble, parse_choice, play_round
from ..notation import Play, check_name, narrow, parse_hand, parse_play
from ..refusals import RefusalMsg, RoundRefusal, refusal
from ..refusals import SetupRefusal as SR
from ..refusals import SheetRefusal as SH
from ..rules import Reading, RuleSet, Scoring, parse_ruling
from ..scoring import (
    Breakdown,
    ScoreTable,
    parse_method,
)
from .cells import MAX_DIGITS, Cell, Report, read_cells, round_cards, score_cells
from .scenario.keys import STARTS
from .text import Problem, Word, split_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..i18n import Localizer

__all__ = [
    "SHEET_HELP",
    "Cell",
    "Problem",
    "Report",
    "SheetError",
    "SheetResult",
    "Word",
    "read_cells",
    "read_sheet",
    "round_cards",
    "score_cells",
    "split_words",
]

SHEET_HELP = """\
score sheets (skrules score SHEET):
  players: Ann Ben Cat           seat order (required, first); the last player deals round 1
  scoring: classic|rascal|cannonball    variant: standard|even-keeled|skip-to-the-brawl|...
  deck: PARTS   ruling: NAME=READING   abilities: yes|no   dealer: NAME
  edition: 2013|2018|2021|2024   house: bonus-on-miss|kraken-trick-leader|zero-miss-ten
  round 1: 1/1 0/0 0/0           a cell per player: BID/WON[,ITEM...]
  round 2: 2/2,14,pirate=2 0/0,loot=Ann 0/0
     items: 14 black14 mermaid pirate king con 8 7 davy (NAME=COUNT for more),
            loot=NAME, wager=0|10|20, harry=-1|0|+1, cannonball, grapeshot
  round 3:                       a round given by its tricks, on the lines below:
    bids: 1 0 2                  (or Ann=1 Ben=0 Cat=2)
    hand: Ann=g5,b3,y2           ghost: CARDS (two players)   cannonball: NAME ...
    trick: Cat=rosie Ann=g5 Ben=g7
    rosie: Ann                   an ability used after the trick above (see below)"""

_HEADERS = ("players", "scoring", "variant", "deck", "ruling", "abilities", "dealer", "edition", "house")
_ROUND = re.compile(r"^round(\b|(?=[0-9]))", re.IGNORECASE)  # 'round 1:' or 'round1:'
_ROUND_SHORT = re.compile(r"^(r|rd|rnd)?\s*[0-9]+\s*:", re.IGNORECASE)  # 'R1:', 'Rd 1:', '1:': a round, cut short
_ROUND_HEAD = re.compile(rf"^round\s*([0-9]{{1,{MAX_DIGITS}}})\s*:", re.IGNORECASE)
# the header line a refused rule set concerns, by its refusal (the deck's line otherwise)
_CONCERNS = {
    SR.FIRST_ABILITIES: "abilities",
    SR.FIRST_SCORING: "scoring",
    SR.FIRST_DECK: "deck",
    SR.FIRST_VARIANTS: "variant",
}
_ABILITY_WORDS = ("rosie", "bendt", "rascal", "juanita", "harry", "mary")
_TRICK_LINE_WORDS = ("bids", "hand", "ghost", "cannonball", "trick")
_LINE_WORDS = frozenset([*_HEADERS, *_TRICK_LINE_WORDS, *_ABILITY_WORDS])


def _near(word: str, known: Sequence[str]) -> list[str]:
    """The keywords one or two keystrokes off ``word``, quoted (``'round'``), for a "did you mean"; none if none."""
    from ..spelling import nearest

    return [repr(close) for close in nearest(word, known)]


@dataclass
class _Row:
    number: int
    word: Word
    cells: list[Cell] | None = None  # a round of cells
    written: int = 0  # the number on the round's line, as written (the reader numbers rows 1, 2, 3, ...)
    bids: dict[str, int] = field(default_factory=dict)
    bids_word: Word | None = None
    hands: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    ghost: tuple[Card, ...] | None = None
    cannonball: set[str] = field(default_factory=set)
    tricks: list[list[tuple[Play, Word]]] = field(default_factory=list)
    trick_words: list[Word] = field(default_factory=list)
    choices: dict[int, list[tuple[Ability, Word]]] = field(default_factory=dict)
    broken: bool = False  # a line of the round did not read: the round is not played


@dataclass(frozen=True)
class SheetResult:
    """A sheet added up: the rule set and schedule it was read under, the table, and the rounds played."""

    path: str
    players: tuple[str, ...]
    rules: RuleSet
    schedule: Schedule
    table: ScoreTable
    played: Mapping[int, RoundResult]  # the rounds given by their tricks, by number
    # False when the sheet names no deck ('deck: auto'): ``rules`` has the deck the cards its tricks name
    # need, and its rows of cells, which name no card, were checked against every card the box may hold
    deck_given: bool = True

    def as_dict(self) -> dict[str, object]:
        from ..wording import rules_dict

        out: dict[str, object] = {
            "path": self.path,
            "rules": rules_dict(self.rules) | {"scoring": self.rules.scoring.value, "deck_given": self.deck_given},
        }
        out["schedule"] = self.schedule.as_dict()
        out.update(self.table.as_dict())
        out["played"] = {str(n): r.as_dict() for n, r in self.played.items()}
        return out

    def details(self, loc: Localizer | None = None) -> str:
        """Every score's breakdown, round by round, and the steps of each round given by its tricks; with ``loc``,
        in its language (``skrules score --details --lang``)."""
        say: Callable[[str], str] = loc.sentence if loc else str
        word: Callable[[str], str] = loc.word if loc else str
        out = []
        for r, row in enumerate(self.table.rounds, 1):
            out.append(word("Round {n}").format(n=r))
            if r in self.played:
                trace = self.played[r].trace
                out.append((loc.trace(trace) if loc else trace).as_text())
            out += [row[p].as_text(say=say, word=word) for p in self.players]
            out.append("")
        return "\n".join(out)


# ------------------------------------------------------------------------------ the sheet


def read_sheet(
    text: str,
    path: str = "<sheet>",
    *,
    deck: str | None = None,
    rulings: Mapping[str, str] | None = None,
    abilities: bool | None = None,
    edition: str | None = None,
    house: Sequence[str] | None = None,
) -> SheetResult:
    """Read and add up a sheet; ``deck``, ``rulings``, ``abilities``, ``edition`` and ``house`` override its header.

    A leading byte-order mark is ignored and lines may end in CRLF, CR or LF, as in scenario files. The full-width
    signs, letters and digits of a Chinese keyboard (U+FF01 to U+FF5E: a colon, a comma) are read as the plain
    ones, as a trick's cards are; each takes one column, so a problem is still found where it was written.
    """
    if not isinstance(text, str):
        raise TypeError(f"read_sheet: text must be a str, not {type(text).__name__}")
    reader = _Reader(narrow(text.removeprefix("\ufeff")), path)
    reader.edition_given, reader.house_given = edition, house
    return reader.read(deck, dict(rulings or {}), abilities)


# 'abilities:' in a header: the words for on and off (any other is refused)
_SWITCH = {"yes": True, "on": True, "true": True, "no": False, "off": False, "false": False}


class _Lines:
    """Reading a sheet's lines into its header and its rows, each problem kept where it is."""

    def __init__(self, text: str, path: str) -> None:
        self.text = text
        self.path = path
        self.problems: list[Problem] = []
        self.players: tuple[str, ...] = ()
        self.players_word: Word | None = None
        self.settings: dict[str, tuple[str, Word]] = {}
        self.rulings: list[tuple[str, Word]] = []
        self.houses: list[Word] = []
        self.edition_given: str | None = None  # --edition, over the header's
        self.house_given: Sequence[str] | None = None  # --house, over the header's
        self.rows: list[_Row] = []
        self.deck_given = False
        self.abilities_off = False  # the header says 'abilities: no': a cell may not use one

    def problem(self, word: Word, message: str) -> None:
        self.problems.append(Problem(self.path, word.line, word.column, word.text, message))

    # ----------------------------------------------------------------- reading lines
    def line(self, words: list[Word]) -> None:
        first = words[0]
        key = first.text.partition(":")[0].lower()  # 'players:' or 'players:Ann', no space after the colon
        if _ROUND.match(first.text):
            self.round_line(words)
            return
        short = _ROUND_SHORT.match(" ".join(w.text for w in words[:2]))
        if key not in _LINE_WORDS and (_near(key, ["round"]) or short):  # 'rond 1:', 'R1:': a round, misspelt
            self.problem(first, refusal(SH.ROUND_MISSPELT, typed=repr(first.text)))
            self.rows.append(_Row(len(self.rows) + 1, first, cells=[], broken=True))  # reported: not scored
            return
        if not self.rows:
            if key in _HEADERS:
                self.header(key, first, self.after_colon(words))
                return
            hint, typed = _near(key, _HEADERS), repr(first.text)
            said = refusal(SH.NOT_A_HEADER_CLOSE, typed=typed, either=hint, typeds=_HEADERS) if hint else None
            self.problem(first, said or refusal(SH.NOT_A_HEADER, typed=typed, typeds=_HEADERS))
            return
        if key in _HEADERS:  # 'players:' after the rounds: a header out of place, not a line of the last round
            self.problem(first, refusal(SH.HEADER_LATE, typed=repr(first.text)))
            return
        row = self.rows[-1]
        if row.cells is not None:
            self.problem(first, refusal(SH.NO_ROUND, n=row.written or row.number, typed=first.text))
            return
        self.trick_line(row, key, first, self.after_colon(words))

    @staticmethod
    def after_colon(words: list[Word]) -> list[Word]:
        """The words after ``key:`` (the colon may be attached to the key or to the next word)."""
        first = words[0]
        rest = words[1:]
        if ":" in first.text and not first.text.endswith(":"):
            head, _, tail = first.text.partition(":")
            rest = [Word(tail, first.line, first.column + len(head) + 1), *rest]
        elif rest and rest[0].text == ":":
            rest = rest[1:]
        return rest

    def header(self, key: str, first: Word, args: list[Word]) -> None:
        if key == "players":
            self.players_line(first, args)
            return
        if not args:
            self.problem(first, refusal(SH.NEEDS_VALUE, typed=key))
            return
        if key == "ruling":
            self.rulings += [(w.text, w) for w in args]
            return
        if key == "house":
            self.houses += args
            return
        value = _one_value(key, args)
        if value is None:
            self.problem(args[1], refusal(SH.ONE_VALUE, typed=key))
            return
        if key in self.settings:
            self.problem(first, refusal(SH.KEY_TWICE, typed=key))
            return
        self.settings[key] = (value, args[0])

    def players_line(self, first: Word, args: list[Word]) -> None:
        """``players:``: two players at least, each named once, Graybeard's ghost not among two. A name refused is
        told alone: the rows are not then counted against the names that were left."""
        if self.players:
            self.problem(first, refusal(SH.PLAYERS_TWICE))
            return
        self.players_word = first
        # 'Ann, Ben, Cat' as 'Ann Ben Cat', as a scenario's players line reads (no name holds a comma), and the
        # Chinese list's comma (U+3001) as a comma
        parted = [(w.text.replace(",", " ").replace("\u3001", " "), w) for w in args]
        args = [seat for text, w in parted for seat in split_words(text, w.line, w.column)]
        names = []
        for w in args:
            try:
                names.append(check_name(w.text, token=w.text))
            except SkrulesError as err:
                self.problem(w, err.message)
        twice = [n for i, n in enumerate(names) if n in names[:i]]
        if twice:
            self.problem(first, refusal(SH.PLAYER_TWICE, player=twice[0]))
        elif len(args) == 2 and GHOST in names:
            self.problem(first, refusal(SH.GHOST_PLAYER, typed=repr(GHOST)))
        elif len(args) < 2:
            self.problem(first, refusal(SH.PLAYERS_FEW))
        elif len(names) == len(args):  # a name refused leaves the table unknown: no row is read against a guess
            self.players = tuple(names)

    # ----------------------------------------------------------------- rounds
    def round_line(self, words: list[Word]) -> None:
        first = words[0]
        head = " ".join(w.text for w in words)
        m = _ROUND_HEAD.match(head)
        if not m:
            self.problem(first, refusal(SH.ROUND_FORM))
            self.rows.append(_Row(len(self.rows) + 1, first, cells=[], broken=True))  # reported: not scored
            return
        number = int(m.group(1))
        last = self.rows[-1] if self.rows else None
        # after a misnumbered round the next one follows it, so that one slip is told once (not at
        # every later round) and each round is checked against the cards its own number deals
        expected = (last.written or last.number) + 1 if last else 1
        if number != expected:
            self.problem(first, refusal(SH.ROUND_ORDER, n=number, n2=expected))
        cells = self.cell_words(words)
        row = _Row(number or expected, first, written=number)
        if cells:
            row.cells = self.cells(row, cells)
        self.rows.append(row)

    @staticmethod
    def cell_words(words: list[Word]) -> list[Word]:
        """The words after ``round N:``."""
        for i, w in enumerate(words):
            if ":" in w.text:
                head, _, tail = w.text.partition(":")
                rest = words[i + 1 :]
                if tail:
                    rest = [Word(tail, w.line, w.column + len(head) + 1), *rest]
                return rest
        return []

    def cells(self, row: _Row, words: list[Word]) -> list[Cell]:
        cells, ok = read_cells(self.players, row.number, words, row.word, self.problem)
        row.broken = row.broken or not ok
        return cells

    def trick_line(self, row: _Row, key: str, first: Word, args: list[Word]) -> None:
        try:
            if key == "bids":
                self.bids(row, first, args)
            elif key == "hand":
                for w in _after_commas(args):
                    name, sep, cards = w.text.partition("=")
                    if not sep:
                        raise _At(w, refusal(SH.HAND_FORM))
                    row.hands[name] = tuple(self.hand(w, cards))
            elif key == "ghost":
                row.ghost = tuple(self.hand(args[0] if args else first, ",".join(w.text for w in args)))
            elif key == "cannonball":
                row.cannonball |= {w.text for w in args}
            elif key == "trick":
                self.trick(row, first, args)
            elif key in _ABILITY_WORDS:
                if not row.tricks:
                    raise _At(first, refusal(SH.ABILITY_BELOW, typed=key))
                choice = parse_choice(" ".join([key, *(w.text for w in args)]))
                row.choices.setdefault(len(row.tricks), []).append((choice, first))
            else:
                hint, typed = _near(key, [*_TRICK_LINE_WORDS, *_ABILITY_WORDS]), repr(first.text)
                said = refusal(SH.ROUND_LINE_CLOSE, typed=typed, either=hint) if hint else None
                raise _At(first, said or refusal(SH.ROUND_LINE, typed=typed))
        except _At as at:
            row.broken = True
            self.problem(at.word, at.message)
        except SkrulesError as err:
            row.broken = True
            word = next((w for w in args if err.token is not None and w.text == err.token), first)
            self.problem(
                word, refusal(RefusalMsg.AT_TEXT, typed=repr(err.token), said=err.message) if err.token else err.message
            )

    def trick(self, row: _Row, first: Word, args: list[Word]) -> None:
        plays = []
        for i, w in enumerate(args):
            try:
                plays.append((parse_play(w.text, i), w))
            except SkrulesError as err:
                row.broken = True
                self.problem(w, refusal(RefusalMsg.AT_CARD, n=i + 1, typed=repr(w.text), said=err.message))
        row.tricks.append(plays)
        row.trick_words.append(first)

    def hand(self, w: Word, cards: str) -> list[Card]:
        try:
            return parse_hand(cards)
        except SkrulesError as err:
            raise _At(w, err.message) from None

    def bids(self, row: _Row, first: Word, args: list[Word]) -> None:
        row.bids_word = first
        # '1, 0, 2' or 'Ann=1, Ben=0' as '1 0 2', as the players line reads its commas
        args = [bid for w in args for bid in split_words(w.text.replace(",", " "), w.line, w.column)]
        named = all("=" in w.text for w in args)
        if not named and len(args) != len(self.players):
            raise _At(first, refusal(SH.BIDS_EACH, players=self.players))
        for i, w in enumerate(args):
            name, _, bid = w.text.rpartition("=") if named else ("", "", w.text)
            if not (bid.isascii() and bid.isdigit() and len(bid) <= MAX_DIGITS):  # isdigit() takes '²' too
                raise _At(w, refusal(SH.BID_FORM, typed=repr(w.text)))
            row.bids[name or self.players[i]] = int(bid)


def _after_commas(words: list[Word]) -> list[Word]:
    """A hand line's words, a word after a comma and a space joined to the one before (``Ann=g5, b3`` is
    ``Ann=g5,b3``, as ``--hand`` reads it), each where its first part was written."""
    out: list[Word] = []
    for w in words:
        if out and out[-1].text.endswith(",") and "=" not in w.text:
            out[-1] = Word(out[-1].text + w.text, out[-1].line, out[-1].column)
        else:
            out.append(w)
    return out


class _Reader(_Lines):
    """A sheet read (:class:`_Lines`), then added up: the rule set, the schedule, each round scored or played."""

    def read(self, deck: str | None, rulings: dict[str, str], abilities: bool | None) -> SheetResult:
        for n, raw in enumerate(split_lines(self.text), 1):
            line = raw.split("#", 1)[0]
            words = split_words(line, n)
            # a scenario's first key ('game:', 'round: NAME'; a sheet's rounds are 'round N: CELLS')
            if words and not self.rows and words[0].text.endswith(":") and words[0].text[:-1].lower() in STARTS:
                w = words[0]  # read as a sheet's, it would be refused line by line: told once what it is
                said = refusal(SH.SCENARIO_FILE, typed=repr(w.text))
                raise SheetError([Problem(self.path, w.line, w.column, w.text, said)])
            if words:
                self.line(words)
        if not self.players:
            where = self.players_word or Word("", 1, 1)
            if self.players_word is None:
                self.problem(where, refusal(SH.NO_PLAYERS))
            raise SheetError(self.problems)
        variant = self.variant()
        rules = self.rules(deck, rulings, abilities)
        result = self.add_up(rules, variant) if rules is not None else None
        if self.problems or result is None:
            raise SheetError(self.problems or [Problem(self.path, 1, 1, "", refusal(SH.UNSCORED))])
        return result

    # ----------------------------------------------------------------- adding up
    def rules(self, deck: str | None, rulings: dict[str, str], abilities: bool | None) -> RuleSet | None:
        """The rule set of the header, under the options given (``--deck``, ``--ruling``, ``--abilities``)."""
        choices: dict[str, str] = {**self.rulings_read(), **rulings}
        method = self.scoring()
        if abilities is None and "abilities" in self.settings:
            text, w = self.settings["abilities"]
            said = _SWITCH.get(text.lower())
            if said is None:
                self.problem(w, refusal(SH.ABILITIES_FORM, typed=repr(text)))
            abilities = said is True
            self.abilities_off = said is False
        deck_text = deck if deck is not None else self.settings.get("deck", ("auto", None))[0]
        self.deck_given = deck_text != "auto"
        cards: list[Card] = []
        if not self.deck_given:
            cards = [p.card for r in self.rows for t in r.tricks for p, _ in t]
            cards += [c for r in self.rows for h in r.hands.values() for c in h]
            cards += [c for r in self.rows for c in r.ghost or ()]
        edition, house = self.printing()
        try:
            return RuleSet.from_options(
                deck=deck_text,
                rulings=choices,
                scoring=method,
                abilities=bool(abilities),
                cards=cards,
                edition=edition,
                house=house,
            )
        except SkrulesError as err:
            self.problem(self._setting_of(err), err.message)
            return None

    def _setting_of(self, err: SkrulesError) -> Word:
        """Where a refused rule set points: the header line it concerns (an edition's missing abilities or
        scoring), else the deck's, else the players'."""
        concerns = _CONCERNS.get(str(getattr(err.message, "message", "")), "deck")
        for name in (concerns, "deck"):
            if name in self.settings:
                return self.settings[name][1]
        return self.players_word or Word("", 1, 1)

    def printing(self) -> tuple[str | None, list[str]]:
        """The edition and house rules, the options' over the header's; a wrong name is a problem where written."""
        edition = self.edition_given
        if edition is None and "edition" in self.settings:
            text, w = self.settings["edition"]
            try:
                edition = edition_of(text).value
            except SkrulesError as err:
                self.problem(w, err.message)
        if self.house_given is not None:
            return edition, list(self.house_given)
        house = []
        for w in self.houses:
            try:
                house.append(house_of(w.text).value)
            except SkrulesError as err:
                self.problem(w, err.message)
        return edition, house

    def rulings_read(self) -> dict[str, Reading]:
        """The header's ``ruling:`` lines; a ruling set twice to different readings is a problem."""
        choices: dict[str, Reading] = {}
        for text, w in self.rulings:
            try:
                rid, reading = parse_ruling(text)
            except SkrulesError as err:
                self.problem(w, err.message)
                continue
            if choices.get(rid, reading) != reading:
                set_to = repr(str(choices[rid]))
                self.problem(
                    w, refusal(SH.RULING_SET, typed=repr(text), typed2=rid.removeprefix("ruling."), typed3=set_to)
                )
            choices[rid] = reading
        return choices

    def scoring(self) -> Scoring:
        if "scoring" not in self.settings:
            return Scoring.CLASSIC
        text, w = self.settings["scoring"]
        try:
            return parse_method(text)
        except SkrulesError as err:
            self.problem(w, err.message)
            return Scoring.CLASSIC

    def variant(self) -> Variant:
        if "variant" in self.settings:
            text, w = self.settings["variant"]
            try:
                return parse_variant(text)
            except SkrulesError as err:
                self.problem(w, err.message)
        return Variant.STANDARD

    def add_up(self, rules: RuleSet, variant: Variant) -> SheetResult | None:
        assert self.players_word is not None
        n = len(self.players)
        if not self.deck_given and n > rules.max_players and not rules.expansion and rules.edition.max_players is None:
            self.problem(self.players_word, refusal(SH.SEATS_NO_DECK, n=n, n2=rules.max_players))
            return None  # the deck was not chosen: say how to choose one that seats them
        try:
            sched = schedule(n, rules, variant)
        except SkrulesError as err:  # at the variant's line for an edition without variants, else the players'
            concern = _CONCERNS.get(str(getattr(err.message, "message", "")))
            self.problem(self.settings[concern][1] if concern in self.settings else self.players_word, err.message)
            return None
        dealer = None
        if "dealer" in self.settings:
            dealer, w = self.settings["dealer"]
            if dealer not in self.players:
                self.problem(w, refusal(RoundRefusal.DEALER_UNKNOWN, typed=repr(dealer), players=self.players))
                dealer = None
        seats = rotation(self.players, len(sched), rules, dealer)
        rounds: list[RoundResult | ScoredRow] = []
        for row in self.rows:
            cards = round_cards(row.number, sched, row.word, self.problem)
            if cards is None:
                continue
            if row.cells is not None:
                scores = self.score_cells(row, cards, rules)
                if scores is not None:
                    rounds.append(ScoredRow(row.number, scores))
            else:
                result = self.play(row, cards, rules, seats[row.number - 1])
                if result is not None:
                    rounds.append(result)
        if self.problems:
            return None
        game = assemble(self.players, sched, seats, rounds, rules)
        played = {r.number or 0: r for r in game.played}
        return SheetResult(self.path, self.players, rules, sched, game.table, played, self.deck_given)

    def score_cells(self, row: _Row, cards: int, rules: RuleSet) -> dict[str, Breakdown] | None:
        cells = row.cells or []
        box = rules.box if self.deck_given else None  # with 'deck: auto', refuse only what no deck allows
        return score_cells(
            self.players,
            row.number,
            cells,
            cards,
            rules,
            row.word,
            self.problem,
            broken=row.broken,
            box=box,
            abilities_off=self.abilities_off,
        )

    def play(self, row: _Row, cards: int, rules: RuleSet, seat: Seat) -> RoundResult | None:
        if row.broken:
            return None
        if not row.tricks:  # 'round 2:' and nothing below: no cells and no tricks, not "no 'bids:' line"
            self.problem(row.word, refusal(SH.NO_TRICKS, n=row.number))
            return None
        if row.bids_word is None:
            self.problem(row.word, refusal(SH.NO_BIDS, n=row.number))
            return None
        spec = RoundSpec(
            players=self.players,
            bids=row.bids,
            tricks=tuple(tuple(p for p, _ in t) for t in row.tricks),
            cards=cards,
            dealer=seat.dealer,
            leader=seat.leader,
            hands=row.hands,
            ghost=row.ghost,
            choices={k: tuple(c for c, _ in cs) for k, cs in row.choices.items()},
            cannonball=frozenset(row.cannonball),
            number=row.number,
        )
        try:
            return play_round(spec, rules)
        except RoundError as err:
            self.problem(self.locate(row, err), str(_without_round(err)))
        except SkrulesError as err:
            self.problem(row.word, err.message)
        return None

    def locate(self, row: _Row, err: RoundError) -> Word:
        """The word of the sheet a round's error is about: a card of a trick, a choice, or the round."""
        if err.trick is None or not 1 <= err.trick <= len(row.tricks):
            if getattr(err.message, "message", None) in _ABOUT_BIDS and row.bids_word is not None:
                return row.bids_word
            return row.word
        plays = row.tricks[err.trick - 1]
        if err.position is not None and err.position < len(plays):
            return plays[err.position][1]
        for choice, w in row.choices.get(err.trick, []):
            if err.token == str(choice):
                return w
        return row.trick_words[err.trick - 1]


_ABOUT_BIDS = frozenset(  # a round's refusals about its bids: told at its 'bids:' line
    (
        RoundRefusal.BIDS_ONCE,
        RoundRefusal.BIDS_FIRST,
        RoundRefusal.BID_STRANGER,
        RoundRefusal.BID_GHOST,
        RoundRefusal.NO_BID,
        RoundRefusal.BID_RANGE,
    )
)


def _one_value(key: str, args: Sequence[Word]) -> str | None:
    """A header's one value, or None when more are written; ``deck:`` takes a list of parts, spaced after its
    commas or not (``deck: base, kraken``), as ``--deck`` does, and ``variant:`` its name as printed, in words
    (``Even Keeled``, ``Skip to the Brawl``), which :func:`~skrules.deal.parse_variant` joins with hyphens."""
    if len(args) == 1:
        return args[0].text
    if key == "variant":
        return " ".join(w.text for w in args)
    if key != "deck":
        return None
    value = re.sub(r"\s*,\s*", ",", " ".join(w.text for w in args))
    return None if " " in value else value


class _At(Exception):
    """A problem at a word of the sheet (internal: turned into a :class:`Problem`)."""

    def __init__(self, word: Word, message: str) -> None:
        super().__init__(message)
        self.word = word
        self.message = message


def _without_round(err: RoundError) -> RoundError:
    """The sheet's line already says which round."""
    return err.at_round(None)
