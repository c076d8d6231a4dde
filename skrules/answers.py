"""One trick asked about as at the table: its cards, the players' hands and the questions, answered as data.

``skrules trick`` and the *Settle it* page (:mod:`skrules.web`) both call :func:`answer` and
:func:`answer_dict`, so the page gives the command's JSON and refuses a request with the
command's message, word for word. The messages name the command's options (``--hand``,
``--why``, ``--what-if``), which the page's request keys stand for. Nothing here decides a rule.
"""

from __future__ import annotations

import contextlib
import re

from .errors import NotationError, SkrulesError
from .lexicon import fold
from .notation import check_name, narrow, parse_hand, parse_play, parse_plays
from .refusals import Refusal, refusal
from .refusals import RefusalMsg as R
from .shown import quote

TYPE_CHECKING = False  # typing itself is not imported: this module is on the CLI's --json path
if TYPE_CHECKING:
    from collections.abc import Sequence

    from .cards import Card, Module
    from .legality import Legality
    from .notation import Play
    from .trick import Trick, Verdict
    from .whynot import WhatIf, WhyNot

__all__ = ["Answer", "answer", "answer_dict", "position", "read_hands", "what_if_play"]


class Answer:
    """A trick's verdict, the findings on the hands given, and the answers to the questions asked."""

    __slots__ = ("findings", "verdict", "what", "why")

    def __init__(
        self, verdict: Verdict, findings: list[Legality], why: WhyNot | None = None, what: WhatIf | None = None
    ) -> None:
        self.verdict, self.findings, self.why, self.what = verdict, findings, why, what

    @property
    def status(self) -> int:
        """The exit status the command gives: 1 when a play broke a rule (the verdict is still given), else 0."""
        return 1 if any(not f.legal for f in self.findings) else 0


def answer(
    tokens: Sequence[str],
    *,
    deck: str = "auto",
    rulings: Sequence[str] = (),
    abilities: bool = False,
    edition: str | None = None,
    house: Sequence[str] = (),
    hands: Sequence[str] = (),
    why: str | Sequence[str] | None = None,
    what_if: Sequence[str] = (),
    explain: bool = True,
) -> Answer:
    """Judge the trick of ``tokens`` under the options of ``skrules trick``, each given as the command takes it.

    The input is read in the command's order, so that the first thing wrong is the one reported.
    """
    from .rules import RuleSet, as_boxed, ruling_choices
    from .trick import Trick, adjudicate

    plays = parse_plays(tokens)
    changed = what_if_play(what_if)
    asked = why_asked(why)
    cards = [p.card for p in plays] + ([changed[1].card] if changed else []) + _held_cards(hands)
    rules = RuleSet.from_options(
        deck=deck, rulings=ruling_choices(rulings), abilities=abilities, cards=cards, edition=edition, house=house
    )
    trick = Trick.of(plays, rules)
    held = read_hands(hands, trick)
    findings: list[Legality] = []
    if held:  # legality is loaded only when there are hands to check the plays against
        from .legality import check_trick

        findings = check_trick(trick, held)
    verdict = adjudicate(trick, explain=explain)
    # why-not's changes come from the deck in play: with the automatic deck, the parts the cards come with
    played = as_boxed(rules.modules) if deck in (None, "auto") else None
    return Answer(verdict, findings, *_questions(verdict, asked, changed, what_if, played, held))


def answer_dict(a: Answer) -> dict[str, object]:
    """The JSON of ``skrules trick --json``: the verdict, then ``why_not`` and ``what_if`` when asked."""
    from .report import verdict_dict

    out = verdict_dict(a.verdict, a.findings)
    if a.why is not None:
        out["why_not"] = a.why.as_dict()
    if a.what is not None:
        out["what_if"] = a.what.as_dict()
    return out


def read_hands(specs: Sequence[str], trick: Trick) -> dict[str, list[Card]]:
    """Read ``--hand NAME=CARDS`` options; NAME is a player's name or a card position. Full-width signs (a Chinese
    keyboard's) are read as the plain ones, as the trick's cards are."""
    hands: dict[str, list[Card]] = {}
    for spec in specs:
        name, sep, cards = narrow(spec).partition("=")
        if not sep:
            raise NotationError(_at(f"--hand {quote(spec)}", refusal(R.HAND_FORM)))
        name = name.strip()
        if name.isascii() and name.isdigit() and len(name) <= 6:  # not '²', which isdigit() takes and int() does not
            k = int(name)
            if not 1 <= k <= len(trick):
                raise NotationError(_at(f"--hand {quote(spec)}", refusal(R.NO_SUCH_CARD, n=k, n2=len(trick))))
            name = trick.plays[k - 1].player
        try:
            check_name(name)
        except NotationError as err:
            raise NotationError(_at(f"--hand {quote(spec)}", err.message)) from None
        alike = set() if name in trick.players else _spelt_otherwise(name, trick)
        if len(alike) == 1:  # 'ann' for Ann, 'Zoe' for Zoé, as --why asks it
            said = refusal(R.NO_PLAYER_CASE, typed=quote(name), player=next(iter(alike)))
            raise NotationError(_at(f"--hand {quote(spec)}", said))
        if name in hands:
            raise NotationError(_at(f"--hand {quote(spec)}", refusal(R.HAND_TWICE, player=name)))
        try:
            hands[name] = parse_hand(cards)
        except NotationError as err:
            raise NotationError(_at(f"--hand {quote(spec)}", err.message)) from None
        if not hands[name]:  # the hand held the card played at least: 'Ann=' is a slip, not a hand of nothing
            raise NotationError(_at(f"--hand {quote(spec)}", refusal(R.HAND_EMPTY)))
    return hands


def _held_cards(specs: Sequence[str]) -> list[Card]:
    """The cards of the hands given, as far as they read: the automatic deck holds them too (a Wild 15 in a
    hand needs the Expansion Pack as one played does). What does not read is refused by :func:`read_hands`."""
    cards: list[Card] = []
    for spec in specs:
        _, sep, text = spec.partition("=")
        if sep:
            with contextlib.suppress(SkrulesError):
                cards += parse_hand(text)
    return cards


def why_asked(why: str | Sequence[str] | None) -> str | None:
    """The player or position ``--why`` asks about: the option given once (as a list, the command's
    options), or not at all; given more often it is refused, as only one answer would be printed."""
    if why is None or isinstance(why, str):
        return why
    if len(why) > 1:
        raise NotationError(refusal(R.WHY_TWICE, n=len(why)))
    return why[0] if why else None


def what_if_play(specs: Sequence[str]) -> tuple[str, Play] | None:
    """Read ``--what-if POSITION=CARD`` (one of them): where, as typed, and the card as a play."""
    if not specs:
        return None
    if len(specs) > 1:
        raise NotationError(refusal(R.WHAT_IF_TWICE, n=len(specs)))
    spec = specs[0]
    where, sep, token = narrow(spec).partition("=")  # full-width, as the trick's cards are read
    if not sep or not where.strip() or not token.strip():
        raise NotationError(_at(f"--what-if {quote(spec)}", refusal(R.WHAT_IF_FORM)))
    if "=" in token:
        raise NotationError(_at(f"--what-if {quote(spec)}", refusal(R.WHAT_IF_ONE)))
    try:
        return where.strip(), parse_play(token.strip())
    except NotationError as err:
        raise NotationError(_at(f"--what-if {quote(spec)}", err.message)) from None


def position(option: str, where: str, trick: Trick) -> int:
    """A card position from 1, or a player's name (their first card), as a position from 0."""
    n = len(trick)
    where = narrow(where)  # full-width letters and digits, as the trick's names are read
    if where.isascii() and where.isdigit() and len(where) <= 6:
        k = int(where)
        if not 1 <= k <= n:
            raise NotationError(_at(option, refusal(R.NO_SUCH_CARD_GIVE, n=k, n2=n)))
        return k - 1
    for i, p in enumerate(trick.plays):
        if p.player == where:
            return i
    if where[:1] == "-" and where[1:].isascii() and where[1:].isdigit() and len(where) <= 7:  # -1: no card, not a name
        raise NotationError(_at(option, refusal(R.NO_SUCH_CARD_GIVE, n=int(where), n2=n)))
    alike = _spelt_otherwise(where, trick)
    ordinal = _ORDINAL.fullmatch(where.strip())
    if ordinal and not alike and 1 <= int(ordinal.group(1)) <= n:  # '1st', '#1', 'card 1': a position, as a number
        alike = {ordinal.group(1).lstrip("0")}
    if len(alike) == 1:  # the name typed with other capitals or without its accents: 'ann' for Ann, 'Zoe' for Zoé
        raise NotationError(_at(option, refusal(R.NO_PLAYER_CASE, typed=quote(where), player=alike.pop())))
    raise NotationError(_at(option, refusal(R.NO_PLAYER, typed=quote(where), players=list(trick.players))))


def _spelt_otherwise(name: str, trick: Trick) -> set[str]:
    """The players whose name ``name`` is, in other capitals or without its accents (``ann`` for Ann, ``Zoe`` for
    Zoé): one is the player meant, asked back; two or more tell none apart."""
    return {p for p in trick.players if fold(p) == fold(name)}


_ORDINAL = re.compile(r"(?:card\s*|#|no\.?\s*)?([0-9]{1,6})(?:st|nd|rd|th|\.)?", re.IGNORECASE)


def _at(option: str, why: str) -> Refusal:
    """A refusal of one option: the option as typed, then why (each language says both from their messages)."""
    return refusal(R.AT_TEXT, typed=option, said=why)


def _questions(
    verdict: Verdict,
    why: str | None,
    changed: tuple[str, Play] | None,
    what_if: Sequence[str],
    deck: frozenset[Module] | None,
    hands: dict[str, list[Card]],
) -> tuple[WhyNot | None, WhatIf | None]:
    """The answers to ``--why`` and ``--what-if``, when asked (whynot is loaded only then); a player
    whose hand is given is offered only the cards of it they may play."""
    if why is None and changed is None:
        return None, None
    from .whynot import card_of, why_not
    from .whynot import what_if as judge_again

    trick = verdict.trick

    def asked(option: str, where: str) -> int:
        """The card a question is about: by position, or by name the card of theirs that can win (card_of)."""
        at = position(option, where, trick)
        return card_of(trick, where) if trick.plays[at].player == where else at

    not_won = None
    if why is not None:
        not_won = why_not(verdict, asked(f"--why {quote(why)}", why.strip()), deck=deck, hands=hands)
    what = None
    if changed is not None:
        where, play = changed
        option = f"--what-if {quote(what_if[0])}"
        at = asked(option, where)
        try:
            what = judge_again(trick, at, play, hands)
        except SkrulesError as err:
            raise type(err)(err.message if err.message.startswith(option) else _at(option, err.message)) from None
    return not_won, what
