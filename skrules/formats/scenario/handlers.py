"""What each key of the scenario format reads: one handler per key, told the value and the word before the colon.

A handler checks its value, reports what is wrong through the :class:`~.reader.Reader`, and
stores what it read in the block being read; whether the names it mentions are players of the
trick or the table is checked once the scenario is complete (:mod:`.finish`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from ...cards import Kind as CardKind
from ...cards import Suit, parse_card
from ...deal import parse_variant
from ...editions import House, edition_of, house_of
from ...errors import SkrulesError
from ...notation import NO_PLAYER, check_name
from ...refusals import GameRefusal, refusal
from ...refusals import SheetRefusal as SH
from ...rules import RULES, RULINGS, Scoring, parse_modules, parse_ruling
from ...rulings import near_words
from ...shown import quote
from ..text import Word, split_words
from .keys import GAME, POWERS, ROUND, TABLE_REFUSED, TRICK, Key
from .model import AbilityLine, Alliance, BonusExpect, GameRound, Hand, Illegal, Refusal, RoundTrick
from .sources import ITEMS
from .words import INT_RE, blank, close_to, is_number, items, split, suggest_id

if TYPE_CHECKING:
    from .state import Reader

__all__ = ["HANDLERS", "game_row", "gives_nothing", "misplaced_message"]

_KIND_WORDS = {
    "notation": "notation",
    "deck": "deck",
    "trick": "trick",
    "ruleset": "ruleset",
    "rules": "ruleset",
    "round": "round",
    "illegal": "illegal",
    "illegalplay": "illegal",
    "deal": "deal",
}
_KINDS = " or ".join(", ".join(dict.fromkeys(_KIND_WORDS.values())).rsplit(", ", 1))  # "notation, ... or deal"
_OUTCOMES = ("won", "destroyed", "discarded")
_SUITS = {s.label: s.label for s in Suit} | {s.value: s.label for s in Suit} | {"none": "none"}
_SUITS |= {"parrot": "green", "map": "purple", "chest": "yellow", "trump": "black", "jolly-roger": "black"}
_ON = {"on": True, "yes": True, "true": True, "off": False, "no": False, "false": False}
# What each key takes, told when its value gives nothing: an expectation given nothing is refused, never read
# as expecting nothing, and neither are a round's bids, cannonball, ghost or a hand read as none.
_TAKES = {
    "winner": "the winner: a player, a card or both, e.g. 'winner: Cat mermaid', or 'winner: nobody'",
    "outcome": "won, destroyed or discarded, e.g. 'outcome: destroyed'",
    "lead suit": "green, purple, yellow, black or none, e.g. 'lead suit: yellow'",
    "next leader": "the player who leads the next trick, e.g. 'next leader: Ben'",
    "bonus": "the winner's bonus in points, e.g. 'bonus: +40', or 'bonus: none'",
    "bonuses": "each bonus, e.g. 'bonuses: +30 bonus.pirate Ben, +10 bonus.fourteen', or 'bonuses: none'",
    "alliances": "each Loot alliance, e.g. 'alliances: Ann with Cat', or 'alliances: none'",
    "removed": "the cards removed at the end, e.g. 'removed: rosie', or 'removed: none'",
    "powers": "the powers the winner may use, e.g. 'powers: rosie', or 'powers: none'",
    "illegal": "each illegal play, e.g. 'illegal: Ben play.follow', or 'illegal: none'",
    "trace": "the rule IDs and rulings the explanation cites, in order, e.g. 'trace: kraken.destroy kraken.leader'",
    "hand": "the cards in the player's hand, e.g. 'hand Ann: g3 y5 b2'",
    "ghost": "Graybeard's hand, top card first, e.g. 'ghost: g3 y5 b2'",
    "bids": "every player's bid, e.g. 'bids: Ann=1 Ben=0 Cat=1'",
    "cannonball": "the players who went for the cannonball, e.g. 'cannonball: Ann Cat', or 'cannonball: none'",
    "scores": "each player's score for the round, e.g. 'scores: Ann=+20 Ben=-10'",
    "taken": "the tricks each player took, e.g. 'taken: Ann=1 Ben=0'",
    "winners": "the winner of each trick in order, e.g. 'winners: Ann nobody Ben'",
    "schedule": "the cards dealt in each round of the game, e.g. 'schedule: 2 4 6 8 10'",
    "dealers": "who deals each round of the game, e.g. 'dealers: Cat Ann Ben'",
    "leaders": "who leads the first trick of each round, e.g. 'leaders: Ann Ben Cat'",
    "totals": "each player's total, e.g. 'totals: Ann=120 Ben=-40'",
    "totals after round": "each player's total after that round, e.g. 'totals after round 2: Ann=60 Ben=-20'",
    "tie": "the players who share the highest total, e.g. 'tie: Ann Ben'",
}
_GAME_WINNER = "the player with the highest total after the game's last round, e.g. 'winner: Ann', or 'winner: nobody'"


def misplaced_message(kind: str, key: Key) -> str:
    """Why a key cannot be used in the block being read, and where it belongs."""
    if kind == "file":
        return f"'{key.name}' belongs to a scenario: start one first with 'scenario: NAME'"
    if kind == GAME:
        return (
            f"'{key.name}' is not a key of a game scenario: each round of a game is one line of cells, "
            "e.g. 'round 1: 1/1 0/0,14 0/1'; a game expects 'schedule', 'dealers', 'leaders', 'totals', "
            "'winner' or 'tie'"
        )
    if key.where == {GAME}:
        return f"'{key.name}' belongs to a game scenario, which starts with 'game: NAME'"
    if ROUND in key.where:
        return f"'{key.name}' belongs to a round scenario, which starts with 'round: NAME'"
    if TRICK in key.where:
        return f"'{key.name}' is expected of one trick; a round expects 'scores', 'taken' or 'winners'"
    return f"'{key.name}' cannot be used here"


def gives_nothing(p: Reader, name: str, value: Word) -> bool:
    """Whether the value of an expectation (or of a hand, the ghost, the bids, the cannonball) gives nothing:
    told at the value what the key takes, it is not handed to the key's handler."""
    takes = _TAKES.get(name)
    if takes is None or not blank(value.text):
        return False
    if name == "winner" and p.block.kind == GAME:
        takes = _GAME_WINNER
    p.bad(value, f"'{p.key_word.text}:' gives nothing: write {takes}")
    return True


def said_none(p: Reader, value: Word, key: str) -> bool:
    """Whether a list's value is a word for none: 'none', the one the format documents, is the empty list;
    '-', 'nobody' and 'no-one' are refused, told what the key takes."""
    text = value.text.lower()
    if text not in NO_PLAYER:
        return False
    if text == "none":
        p.store(key, ())
    else:
        p.bad(value, f"{value.text!r} is not read as none: write {_TAKES[key]}")
    return True


# ----------------------------------------------------------------------------- settings and cards


def on_cites(p: Reader, value: Word, _: Word | None) -> None:
    if not p.need(value, "the rule IDs, rulings or FAQ items this scenario is about"):
        return
    known = _known_cites(value.text)
    if known is not None:  # no word is the subject of a message: none needs its column
        p.block.cites += known
        return
    for w in split(value):
        message = _cite_problem(w.text)
        if message is None:
            p.block.cites.append(w.text)
        else:
            p.bad(w, message)


@lru_cache(maxsize=1024)
def _known_cites(text: str) -> tuple[str, ...] | None:
    """The citations of a ``cites:`` value when all of them are known, else None. Cached: a library repeats them."""
    cites = tuple(text.replace(",", " ").split())  # the words split() finds
    return None if any(_cite_problem(c) is not None for c in cites) else cites


def _cite_problem(text: str) -> str | None:
    """What is wrong with one citation (a rule ID, a ruling with or without its reading, an FAQ item), or None."""
    rid, _sep, reading = text.partition("=")
    if rid in RULES or rid in ITEMS:
        return f"{rid} is not a ruling; only a ruling takes '=READING'" if reading else None
    if rid in RULINGS:
        if reading and reading not in RULINGS[rid].readings:
            return f"{rid} has no reading {reading!r}; its readings are: {', '.join(RULINGS[rid].readings)}"
        return None
    return f"unknown rule, ruling or FAQ item {text!r}{suggest_id(rid)}"


def on_note(p: Reader, value: Word, _: Word | None) -> None:
    p.block.notes.append(value.text)


def on_deck(p: Reader, value: Word, _: Word | None) -> None:
    if "," in value.text and not all(part.strip() for part in value.text.split(",")):  # as --deck refuses it
        p.bad(value, refusal(GameRefusal.DECK_PART_EMPTY, typed=quote(value.text)))
        return
    if not p.need(value, "the deck: base, advanced, all, or parts such as 'base, kraken, whale'"):
        return
    parts = split(value)
    if len(parts) == 1 and parts[0].text.lower() == "auto":
        p.store("deck", "auto")
        return
    ok = True
    for w in parts:
        try:
            parse_modules(w.text)
        except SkrulesError as err:
            p.bad(w, err.message)
            ok = False
    if ok:
        p.store("deck", ",".join(w.text.lower() for w in parts))


def on_ruling(p: Reader, value: Word, _: Word | None) -> None:
    if not p.need(value, "NAME=READING, e.g. 'kraken-leader=left-of-kraken'"):
        return
    for w in split(value):
        name, sep, _reading = w.text.partition("=")
        if not sep:
            p.bad(w, f"write a ruling as NAME=READING, e.g. '{name}=...'; see the rulings page")
            continue
        try:
            rid, reading = parse_ruling(w.text)
        except SkrulesError as err:
            p.bad(w, err.message)
            continue
        if p.block.rulings.get(rid, reading) != reading:  # two readings in one scenario, or both before the first
            set_to = repr(str(p.block.rulings[rid]))
            p.bad(w, refusal(SH.RULING_SET, typed=repr(w.text), typed2=rid.removeprefix("ruling."), typed3=set_to))
            continue
        p.block.rulings[rid] = reading


def on_abilities(p: Reader, value: Word, _: Word | None) -> None:
    flag = _ON.get(value.text.lower())
    if flag is None:
        hint = ""
        if value.text and value.text.split()[0].lower() in POWERS:
            hint = "; to expect the powers a trick unlocks, write 'powers: ...'"
        p.bad(value, f"'abilities' is 'on' or 'off' (the advanced pirate abilities){hint}")
        return
    p.store("abilities", flag)


def on_scoring(p: Reader, value: Word, _: Word | None) -> None:
    word = value.text.lower()
    if word not in {s.value for s in Scoring}:
        methods = [s.value for s in Scoring]
        p.bad(value, f"scoring is one of: {', '.join(methods)}{close_to(word, methods)}")
        return
    p.store("scoring", word)


def on_edition(p: Reader, value: Word, _: Word | None) -> None:
    """``edition: 2021``: a printing's readings of the rulings (skrules.editions)."""
    try:
        p.store("edition", edition_of(value.text).value)
    except SkrulesError as err:
        p.bad(value, err.message)


def on_house(p: Reader, value: Word, _: Word | None) -> None:
    """``house: bonus-on-miss``: house rules, which no printing has; ``house: none`` for none."""
    if not p.need(value, "a house rule: " + ", ".join(h.value for h in House) + ", or 'none'"):
        return
    names = []
    for w in split(value):
        if w.text.lower() == "none":
            continue
        try:
            names.append(house_of(w.text).value)
        except SkrulesError as err:
            p.bad(w, err.message)
    p.store("house", tuple(names))


def on_players(p: Reader, value: Word, _: Word | None) -> None:
    if not p.need(value, "the players' names, e.g. 'Ann Ben Cat'"):
        return
    names: list[str] = []
    seats = split(value)
    for w in seats:
        try:
            check_name(w.text)
        except SkrulesError as err:
            p.bad(w, err.message)
            continue
        if w.text in names:
            p.bad(w, f"{w.text!r} is named twice")
            continue
        names.append(w.text)
    p.store("players", tuple(names))
    if len(names) != len(seats):  # told at the name: the game's rows are not counted against the names left
        p.store(TABLE_REFUSED, True)


def on_trick(p: Reader, value: Word, arg: Word | None) -> None:
    b = p.block
    tokens = tuple(split(value))
    if not tokens:
        p.bad(value, "give the cards in play order, the card led first, e.g. 'trick: Ann=g5 Ben=g9 Cat=sk'")
    if b.kind == TRICK:
        if arg is not None:
            p.bad(arg, "a trick scenario has one trick; number tricks in a round ('round: NAME')")
        if "trick" in b.values:
            p.bad(
                p.key_word,
                f"a second trick (the first is on line {b.lines['trick']}); for several tricks write a round",
            )
            return
        p.store("trick", tokens)
        return
    if arg is not None and (not is_number(arg.text) or int(arg.text) != len(b.tricks) + 1):
        p.bad(arg, f"this is trick {len(b.tricks) + 1} of the round; number the tricks in order or not at all")
    b.tricks.append(RoundTrick(tokens, (), value.line))


def on_hand(p: Reader, value: Word, arg: Word | None) -> None:
    assert arg is not None
    b = p.block
    try:
        check_name(arg.text)
    except SkrulesError as err:
        p.bad(arg, err.message)
        return
    if any(h.player == arg.text for h in b.hands):
        p.bad(arg, f"{arg.text}'s hand is given twice")
        return
    cards = tuple(split(value))
    b.hands.append(Hand(arg.text, cards, value.line, arg.column))


def on_winner(p: Reader, value: Word, _: Word | None) -> None:
    if p.block.kind == GAME:
        words = split(value)
        if len(words) != 1:
            p.bad(value, "name the player with the highest total after the last round, e.g. 'winner: Ann'")
            return
        nobody = words[0].text.lower() in NO_PLAYER
        if not nobody:
            p.words_of("game_winner", words[0])
        p.store("game_winner", "nobody" if nobody else words[0].text)
        return
    if p.need(value, "the winner: a player, a card, both ('Cat mermaid'), or 'nobody'"):
        p.store("winner", tuple(split(value)))


def on_outcome(p: Reader, value: Word, _: Word | None) -> None:
    if value.text.lower() not in _OUTCOMES:
        p.bad(value, f"the outcome is one of: {', '.join(_OUTCOMES)}")
        return
    p.store("outcome", value.text.lower())


def on_lead_suit(p: Reader, value: Word, _: Word | None) -> None:
    label = _SUITS.get(value.text.lower())
    if label is None:
        p.bad(value, "the lead suit is green, purple, yellow, black or none")
        return
    p.store("lead_suit", label)


def on_next_leader(p: Reader, value: Word, _: Word | None) -> None:
    words = split(value)
    if len(words) != 1:
        p.bad(value, "name one player, e.g. 'next leader: Ben'")
        return
    p.words_of("next_leader", words[0])
    p.store("next_leader", words[0].text)


def on_bonus(p: Reader, value: Word, _: Word | None) -> None:
    if value.text.lower() == "none":  # '-' and 'nobody' are no number of points
        p.store("bonus", 0)
    elif INT_RE.match(value.text):
        p.store("bonus", int(value.text))
    else:
        p.bad(value, "the winner's bonus is a number of points, e.g. '+40', '0' or 'none'")


def on_bonuses(p: Reader, value: Word, _: Word | None) -> None:
    if said_none(p, value, "bonuses"):
        return
    out = []
    for item in items(value):
        b = bonus_item(p, item)
        if b is not None:
            out.append(b)
    p.store("bonuses", tuple(out))


def bonus_item(p: Reader, words: list[Word]) -> BonusExpect | None:
    points = rule = player = None
    always = False
    for w in words:
        if INT_RE.match(w.text) and points is None:
            points = int(w.text)
        elif w.text in RULES and rule is None:
            rule = w.text
        elif w.text.lower() == "always":
            always = True
        elif player is None and "." not in w.text:
            player = w.text
            p.words_of("bonuses", w)
        else:
            p.bad(w, f"unexpected {w.text!r}: a bonus reads 'POINTS RULE [PLAYER] [always]'{suggest_id(w.text)}")
            return None
    if points is None or rule is None:
        p.bad(words[0], "a bonus reads 'POINTS RULE [PLAYER] [always]', e.g. '+40 bonus.king Cat'")
        return None
    return BonusExpect(points, rule, player, always)


def on_alliances(p: Reader, value: Word, _: Word | None) -> None:
    if said_none(p, value, "alliances"):
        return
    out = []
    found = items(value, extra=r"\+|&")
    if not found:  # '+' or '&' alone
        p.bad(value, "an alliance reads 'LOOT-PLAYER with WINNER', e.g. 'Ann with Cat'")
        return
    for item in found:
        names = [w for w in item if w.text.lower() != "with"]
        if len(names) != 2:
            where = item[0] if item else value
            p.bad(where, "an alliance reads 'LOOT-PLAYER with WINNER', e.g. 'Ann with Cat'")
            continue
        for w in names:
            p.words_of("alliances", w)
        out.append(Alliance(names[0].text, names[1].text))
    p.store("alliances", tuple(out))


def on_removed(p: Reader, value: Word, _: Word | None) -> None:
    if said_none(p, value, "removed"):
        return
    words = tuple(split(value))
    for w in words:
        card = w.text.partition("=")[2] or w.text
        p.check_card(Word(card, w.line, w.column + len(w.text) - len(card)))
    p.store("removed", words)


def on_powers(p: Reader, value: Word, _: Word | None) -> None:
    if said_none(p, value, "powers"):
        return
    out = []
    for w in split(value):
        try:
            card = parse_card(w.text)
        except SkrulesError:
            card = None
        if card is None or card.kind is not CardKind.PIRATE or card.pirate is None:
            p.bad(w, "a power is a named Pirate's: rosie, bendt, rascal, juanita, harry or mary")
            continue
        out.append(card.pirate.value)
    p.store("powers", tuple(out))


def on_illegal(p: Reader, value: Word, _: Word | None) -> None:
    if said_none(p, value, "illegal"):
        return
    out = []
    for item in items(value):
        if len(item) > 2 or (len(item) == 2 and item[1].text not in RULES):
            p.bad(
                item[-1],
                f"an illegal play reads 'PLAYER [RULE]', e.g. 'Ben play.follow'{suggest_id(item[-1].text)}",
            )
            continue
        p.words_of("illegal", item[0])
        out.append(Illegal(item[0].text, item[1].text if len(item) == 2 else None))
    p.store("illegal", tuple(out))


def on_refused(p: Reader, value: Word, _: Word | None) -> None:
    text = value.text
    quote = text.find('"')
    message = None
    if quote >= 0:
        end = text.find('"', quote + 1)
        if end < 0 or text[end + 1 :].strip():
            p.bad(Word(text[quote:], value.line, value.column + quote), 'close the quoted message: "..."')
            return
        message = text[quote + 1 : end]
        if not message:
            p.bad(Word(text[quote:], value.line, value.column + quote), "the quoted message is empty")
            return
        text = text[:quote].strip()
    kind = None
    if text:  # DeckError, deck error, deck-error and deck all name the deck's refusal
        word = "".join(text.lower().replace("-", " ").replace("_", " ").split()).removesuffix("error")
        kind = _KIND_WORDS.get(word)
        if kind is None:
            close = near_words(word, _KIND_WORDS)
            hint = f"; did you mean {' or '.join(map(repr, close))}?" if close else ""
            p.bad(
                Word(text, value.line, value.column),
                f'the refusal reads [KIND] ["part of the message"]; KIND is {_KINDS}{hint}',
            )
            return
    if kind is None and message is None:
        p.bad(value, f'say what is refused: a kind ({_KINDS}) and/or "part of the message"')
        return
    p.store("refused", Refusal(kind, message))


def on_trace(p: Reader, value: Word, _: Word | None) -> None:
    out = []
    for w in split(value):
        rid, sep, reading = w.text.partition("=")
        if (rid in RULES and not sep) or (rid in RULINGS and (not sep or reading in RULINGS[rid].readings)):
            out.append(w.text)
        else:
            p.bad(w, f"the trace lists rule IDs and rulings (ruling.ID or ruling.ID=READING){suggest_id(rid)}")
    if out:
        p.store("trace", tuple(out))


# ----------------------------------------------------------------- round values
def on_cards(p: Reader, value: Word, arg: Word | None) -> None:
    if p.block.kind == GAME:
        on_schedule(p, value, arg)
        return
    if not is_number(value.text) or not 1 <= int(value.text) <= 20:
        p.bad(value, "the number of cards dealt to each player, e.g. 'cards: 3'")
        return
    p.store("cards", int(value.text))


def on_dealer(p: Reader, value: Word, _: Word | None) -> None:
    one_player(p, value, "dealer", "name the dealer, e.g. 'dealer: Dan'")


def on_leader(p: Reader, value: Word, _: Word | None) -> None:
    one_player(p, value, "leader", "name the player who leads the first trick, e.g. 'leader: Ann'")


def one_player(p: Reader, value: Word, key: str, shape: str) -> None:
    words = split(value)
    if len(words) != 1:
        p.bad(value, shape)
        return
    p.words_of(key, words[0])
    p.store(key, words[0].text)


def on_ghost(p: Reader, value: Word, _: Word | None) -> None:
    p.store("ghost", tuple(split(value)))


def on_bids(p: Reader, value: Word, _: Word | None) -> None:
    pairs = read_pairs(p, value, "bids", "a bid reads NAME=TRICKS, e.g. 'bids: Ann=1 Ben=0'", signed=False)
    p.store("bids", pairs)


def on_cannonball(p: Reader, value: Word, _: Word | None) -> None:
    if said_none(p, value, "cannonball"):
        return
    words = split(value)
    for w in words:
        p.words_of("cannonball", w)
    p.store("cannonball", tuple(w.text for w in words))


def on_scores(p: Reader, value: Word, _: Word | None) -> None:
    pairs = read_pairs(p, value, "scores", "a score reads NAME=POINTS, e.g. 'scores: Ann=+20 Ben=-10'", signed=True)
    p.store("scores", pairs)


def on_taken(p: Reader, value: Word, _: Word | None) -> None:
    pairs = read_pairs(p, value, "taken", "tricks taken read NAME=TRICKS, e.g. 'taken: Ann=1 Ben=0'", signed=False)
    p.store("taken", pairs)


def on_winners(p: Reader, value: Word, _: Word | None) -> None:
    words = split(value)
    for w in words:
        p.words_of("winners", w)
    p.store("winners", tuple("nobody" if w.text.lower() in NO_PLAYER else w.text for w in words))


# ----------------------------------------------------------------- game values
def game_row(p: Reader, arg: Word, value: Word, key_word: Word) -> None:
    """``round N: CELLS``: a round of a game, one score-sheet cell per player in seat order."""
    b = p.block
    if b.kind != GAME:
        p.bad(
            key_word,
            "'round N: CELLS' is a round of a game scenario, which starts with 'game: NAME'; "
            "a round scenario starts with 'round: NAME'",
        )
        return
    expected = len(b.rows) + 1
    if not is_number(arg.text) or int(arg.text) != expected:
        p.bad(arg, f"this is round {expected} of the game; number the rounds 1, 2, 3, ...")
    cells = tuple(Word(w.text, w.line, w.column) for w in split_words(value.text, value.line, value.column))
    if not cells:
        p.bad(
            key_word,
            f"give round {expected} as a cell per player in seat order, BID/WON[,ITEM...], "
            f"e.g. 'round {expected}: 1/1 0/0,14 0/1'",
        )
    b.rows.append(GameRound(expected, cells, key_word.line, key_word.column))
    b.keys[f"round {expected}"] = key_word


def on_variant(p: Reader, value: Word, _: Word | None) -> None:
    if not p.need(value, "the variant: standard, even-keeled, whirlpool, ..."):
        return
    try:
        p.store("variant", parse_variant(value.text).value)
    except SkrulesError as err:
        p.bad(value, err.message)


def on_schedule(p: Reader, value: Word, _: Word | None) -> None:
    b = p.block
    if "schedule" in b.values:
        p.bad(p.key_word, f"the schedule is given twice (first on line {b.lines['schedule']}); give it once")
        return
    b.lines["schedule"] = value.line
    b.keys["schedule"] = p.key_word
    shape = "the cards dealt in each round of the game, in order, e.g. 'schedule: 2 4 6 8 10'"
    counts = []
    for w in split(value):
        if not is_number(w.text) or not 1 <= int(w.text) <= 99:
            p.bad(w, shape)
            return
        counts.append(int(w.text))
    if not counts:
        p.bad(value, shape)
        return
    p.store("schedule", tuple(counts))


def on_dealers(p: Reader, value: Word, _: Word | None) -> None:
    name_list(p, value, "dealers", "name the dealer of each round in order, e.g. 'dealers: Cat Ann Ben'")


def on_leaders(p: Reader, value: Word, _: Word | None) -> None:
    name_list(p, value, "leaders", "name who leads the first trick of each round, e.g. 'leaders: Ann Ben Cat'")


def name_list(p: Reader, value: Word, key: str, shape: str) -> None:
    words = split(value)
    if not words:
        p.bad(value, shape)
        return
    for w in words:
        p.words_of(key, w)
    p.store(key, tuple(w.text for w in words))


def on_totals(p: Reader, value: Word, _: Word | None) -> None:
    pairs = read_pairs(p, value, "totals", "a total reads NAME=POINTS, e.g. 'totals: Ann=120 Ben=-40'", signed=True)
    if pairs:
        p.store("totals", pairs)


def on_totals_after(p: Reader, value: Word, arg: Word | None) -> None:
    b = p.block
    if arg is None or not is_number(arg.text) or int(arg.text) < 1:
        where = arg if arg is not None else p.key_word
        p.bad(where, "say after which round: 'totals after round 3: Ann=60 Ben=20'")
        return
    n = int(arg.text)
    if f"after {n}" in b.lines:
        p.bad(arg, f"the totals after round {n} are given twice (first on line {b.lines[f'after {n}']})")
        return
    shape = "a total reads NAME=POINTS, e.g. 'totals after round 2: Ann=60 Ben=-20'"
    pairs = read_pairs(p, value, "totals", shape, signed=True)
    if pairs:
        b.lines[f"after {n}"] = value.line
        b.keys[f"after {n}"] = arg
        b.after.append((n, pairs))


def on_tie(p: Reader, value: Word, _: Word | None) -> None:
    words = split(value)
    texts = [w.text for w in words]
    if len(words) < 2 or len(set(texts)) != len(texts):
        p.bad(value, "a tie names the two or more players who share the highest total, e.g. 'tie: Ann Ben'")
        return
    for w in words:
        p.words_of("tie", w)
    p.store("tie", tuple(texts))


def read_pairs(p: Reader, value: Word, key: str, shape: str, *, signed: bool) -> tuple[tuple[str, int], ...]:
    out: list[tuple[str, int]] = []
    for w in split(value):
        name, sep, num = w.text.partition("=")
        ok = sep and INT_RE.match(num) and (signed or num.isdigit())
        if not ok:
            p.bad(w, shape)
            continue
        if any(n == name for n, _ in out):
            p.bad(w, f"{name} is given twice")
            continue
        p.words_of(key, Word(name, w.line, w.column))
        out.append((name, int(num)))
    return tuple(out)


def ability_handler(power: str) -> Callable[[Reader, Word, Word | None], None]:
    """The handler for a power's choice: it belongs to the trick just given."""

    def handle(p: Reader, value: Word, _: Word | None) -> None:
        b = p.block
        if not b.tricks:
            p.bad(p.key_word, f"'{power}:' follows the trick {power} won; give that trick first")
            return
        words = tuple(split(value))
        if not valid_choice(p, power, value, words):
            return
        last = b.tricks[-1]
        b.tricks[-1] = RoundTrick(last.plays, (*last.choices, AbilityLine(power, words, value.line)), last.line)

    return handle


def valid_choice(p: Reader, power: str, value: Word, words: tuple[Word, ...]) -> bool:
    texts = [w.text.lower() for w in words]
    if power == "rosie":
        if len(words) != 1:
            p.bad(value, "Rosie names the player who leads next, e.g. 'rosie: Ben'")
            return False
        p.words_of("choices", words[0])
    elif power == "bendt":
        if len(texts) != 6 or texts[0] != "draw" or texts[3] != "discard":
            p.bad(value, "Bendt draws two cards and discards two: 'bendt: draw g3 y5 discard b2 g1'")
            return False
        return all(p.check_card(w) for w in (*words[1:3], *words[4:6]))
    elif power == "rascal":
        if texts not in (["0"], ["10"], ["20"]):
            p.bad(value, "Rascal wagers 0, 10 or 20 points, e.g. 'rascal: 20'")
            return False
    elif power == "harry":
        if texts not in (["+1"], ["-1"], ["0"], ["1"]):
            p.bad(value, "Harry changes the bid by +1 or -1, or leaves it: 'harry: +1', 'harry: -1', 'harry: 0'")
            return False
    elif power == "juanita":
        if words:
            p.bad(value, "Juanita Jade's look needs no choice: write 'juanita:' alone")
            return False
    elif power == "mary":
        if len(words) != 2:
            p.bad(value, "Mary Thorne takes a card from a hand: 'mary: Ben g5' (Ben must play the g5 next)")
            return False
        p.words_of("choices", words[0])
        return p.check_card(words[1])
    return True


HANDLERS: dict[str, Callable[[Reader, Word, Word | None], None]] = {
    "cites": on_cites,
    "note": on_note,
    "deck": on_deck,
    "ruling": on_ruling,
    "abilities": on_abilities,
    "scoring": on_scoring,
    "edition": on_edition,
    "house": on_house,
    "players": on_players,
    "trick": on_trick,
    "hand": on_hand,
    "winner": on_winner,
    "outcome": on_outcome,
    "lead suit": on_lead_suit,
    "next leader": on_next_leader,
    "bonus": on_bonus,
    "bonuses": on_bonuses,
    "alliances": on_alliances,
    "removed": on_removed,
    "powers": on_powers,
    "illegal": on_illegal,
    "refused": on_refused,
    "trace": on_trace,
    "cards": on_cards,
    "dealer": on_dealer,
    "leader": on_leader,
    "ghost": on_ghost,
    "bids": on_bids,
    "cannonball": on_cannonball,
    "scores": on_scores,
    "taken": on_taken,
    "winners": on_winners,
    "variant": on_variant,
    "schedule": on_schedule,
    "dealers": on_dealers,
    "leaders": on_leaders,
    "totals": on_totals,
    "totals after round": on_totals_after,
    "tie": on_tie,
    **{power: ability_handler(power) for power in POWERS},
}
