"""The verdict and its trace in the table's language (``--lang``), translated when they are shown.

The engine records English sentences; nothing it decides changes with the language. A sentence
is translated at render time, gettext-style: it is matched against the English templates of
``skrules/locale/en.json`` (one per sentence :mod:`skrules.explain` writes, placeholders typed by
name), each value is put into the language (a card by its printed name, a suit by its colour),
and the language's template is filled in. ``fr`` and ``zh`` translate every sentence; ``de`` and
``es`` keep the English sentences and print the cards' names in their language. A sentence no
template matches is left as it was (the tests make sure none of the trace is).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from functools import cache
from importlib.resources import files

from .cards import Card, Face, Kind, Pirate, Role, Suit
from .errors import SkrulesError
from .locale import FULL, LANGS
from .names import display, name_of, suit_name
from .sentence import Owned, Signed, Value, join_answer
from .trace import Step, Trace, points
from .wording import bonus_line, finding_words, rows

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .legality import Legality
    from .rules import RuleSet
    from .trick import Verdict

__all__ = [
    "FULL",
    "LANGS",
    "Localizer",
    "answer_text",
    "catalog",
    "localizer",
    "placeholders",
    "templates",
    "verdict_line",
    "verdict_text",
]

_FIELD = re.compile(r"\{([a-z]+)([0-9]*)\}")


def _load(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads(files("skrules.locale").joinpath(f"{name}.json").read_text("utf-8"))
    return data


@cache
def templates() -> tuple[str, ...]:
    """The English templates every catalog translates."""
    messages: list[str] = _load("en")["messages"]  # type: ignore[assignment]
    return tuple(messages)


@cache
def catalog(lang: str) -> dict[str, object]:
    """A language's catalog: ``messages`` and ``words`` (English -> translation), and how it says "Ann's card"."""
    return _load(lang)


def placeholders(template: str) -> set[str]:
    """``{who}``, ``{player2}``: the placeholders of a template, as a set of names."""
    return {name + digits for name, digits in _FIELD.findall(template)}


# ------------------------------------------------------------------------------ reading English


def _all_cards() -> list[Card]:
    cards = [Card.number(s, n) for s in Suit for n in range(1, 15)]
    cards += [Card.number(s, n, Face.EXTRA) for s in Suit for n in (7, 8)]
    cards += [Card.number(s, n, Face.ZERO_FOURTEEN) for s in Suit for n in (0, 14)]
    cards += [Card.wild(), *(Card.wild(s) for s in (Suit.GREEN, Suit.PURPLE, Suit.YELLOW))]
    cards += [Card(Kind.PIRATE), *(Card.named(p) for p in Pirate)]
    cards += [Card.tigress(), Card.tigress(Role.PIRATE), Card.tigress(Role.ESCAPE)]
    cards += [Card.scary_mary(Role.PIRATE), Card.scary_mary(Role.ESCAPE)]
    cards += [Card(k) for k in Kind if k not in (Kind.NUMBER, Kind.PIRATE, Kind.TIGRESS)]
    return cards


LABELS = {card.label: card for card in _all_cards()}  # English label -> card
PIRATES = {p.full_name: p for p in Pirate}
_LABEL = "|".join(re.escape(label) for label in sorted(LABELS, key=len, reverse=True))
_WHO = rf"\S+'s (?:{_LABEL})"
_PIRATE = "|".join(re.escape(name) for name in PIRATES)
_PATTERNS = {
    "who": _WHO,
    "whos": rf"{_WHO}(?:(?:, | and ){_WHO})*",
    "player": r"\S+",
    "label": f"(?:{_LABEL})",
    "suit": "green|purple|yellow|black",
    "lead": "green|purple|yellow|black|none|not set",
    "n": "[0-9]+",
    "points": "[+-]?[0-9]+",
    "pirate": f"(?:{_PIRATE})",
    "pirates": f"(?:{_PIRATE})(?:, (?:{_PIRATE}))*",
    "token": r"\S+",
    "tokens": r"nothing|\S+(?:, \S+)*",
    "rule": r"[a-z0-9.-]+",
}
_WHO_PARTS = re.compile(rf"(\S+)'s ({_LABEL})")


def _compile(template: str) -> re.Pattern[str]:
    """A template as a regular expression: each placeholder a group of its type, a repeated one the same value."""
    out, seen, at = [], set(), 0
    for m in _FIELD.finditer(template):
        out.append(re.escape(template[at : m.start()]))
        name = m.group(1) + m.group(2)
        out.append(f"(?P={name})" if name in seen else f"(?P<{name}>{_PATTERNS[m.group(1)]})")
        seen.add(name)
        at = m.end()
    out.append(re.escape(template[at:]))
    return re.compile("".join(out))


@cache
def _compiled() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple((t, _compile(t)) for t in templates())


def match(text: str) -> tuple[str, dict[str, str]] | None:
    """The English template a sentence was written from, and its values; None if it is no known sentence."""
    for template, pattern in _compiled():
        m = pattern.fullmatch(text)
        if m:
            return template, m.groupdict()
    return None


# ------------------------------------------------------------------------------ writing the language


class Localizer:
    """Everything a verdict shows, in one language."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGS:
            raise ValueError(f"no catalog for {lang!r}; the languages are {', '.join(LANGS)}")
        self.lang = lang
        data = catalog(lang)
        self.messages: dict[str, str] = data["messages"]  # type: ignore[assignment]
        self.words: dict[str, str] = data["words"]  # type: ignore[assignment]
        self._who = str(data["who"])
        self._and, self._comma = str(data["and"]), str(data["comma"])
        self._answers: dict[str, str] = data.get("answers", {})  # type: ignore[assignment]
        self._answer_who = str(data.get("answer_who", "{player}'s {label}"))
        self._answer_sep = str(data.get("answer_sep", " "))
        self._articles: dict[str, str] = data.get("articles", {})  # type: ignore[assignment]
        self._genders: dict[str, str] = data.get("genders", {})  # type: ignore[assignment]
        self._elide: dict[str, str] = data.get("elide", {})  # type: ignore[assignment]

    def word(self, english: str) -> str:
        """A fixed word of the layout (``Winner``, ``none``) in the language; English when it has none."""
        return self.words.get(english, english)

    def card(self, card: Card) -> str:
        """A card's name as printed in the language."""
        return display(card, self.lang)

    def who(self, player: str, card: Card) -> str:
        return self._who.format(player=player, label=self.card(card))

    def suit(self, suit: Suit) -> str:
        return suit_name(suit, self.lang) if self.lang in FULL else suit.label

    def sentence(self, text: str) -> str:
        """One English sentence of the trace or the verdict in the language, or as it was if it is not known."""
        found = match(text)
        if found is None:
            return text
        template, values = found
        target = self.messages.get(template, template)
        return target.format(**{name: self._value(name.rstrip("0123456789"), v) for name, v in values.items()})

    def _value(self, kind: str, value: str) -> str:
        if kind == "who":
            player, label = _WHO_PARTS.fullmatch(value).groups()  # type: ignore[union-attr]
            return self.who(player, LABELS[label])
        if kind == "whos":
            return self._list(value)
        if kind == "label":
            return self.card(LABELS[value])
        if kind in ("suit", "lead"):
            return self.suit(Suit(value[0])) if value in _SUIT_LABELS else self.word(value)
        if kind == "pirate":
            return name_of(PIRATES[value].value, self.lang) or value
        if kind == "pirates":
            return self._comma.join(self._value("pirate", name) for name in value.split(", "))
        if kind == "token":
            return self._token(value)
        if kind == "tokens":
            return self.word(value) if value == "nothing" else self._comma.join(map(self._token, value.split(", ")))
        return value

    def _token(self, token: str) -> str:
        try:
            return self.card(Card.parse(token))
        except SkrulesError:  # not a card after all: say it as it was written
            return token

    def _list(self, value: str) -> str:
        parts = re.split(r"(, | and )", value)
        out = []
        for part in parts:
            if part == ", ":
                out.append(self._comma)
            elif part == " and ":
                out.append(self._and)
            else:
                out.append(self._value("who", part))
        return "".join(out)

    def answer(self, v: Verdict, ids: bool = False, lines: bool = False) -> str:
        """The answer sentences of :mod:`skrules.sentence` in the language; ``ids`` cites the deciding rule."""
        return join_answer(v, self._said, self._answer_sep, ids, lines)

    def _said(self, template: str, values: dict[str, Value]) -> str:
        target = self._answers.get(template, template)
        said = {name: self._answer_value(x) for name, x in values.items()}
        text = self._elided(target, said).format(**said)
        if self._articles and target.startswith("{who}"):  # "la Sirène d'Ann gagne": the article starts it
            text = text[:1].upper() + text[1:]
        return text

    def _answer_value(self, x: Value) -> str:
        if isinstance(x, Owned):
            label = self.card(x.card)
            article = ""
            if self._articles:  # French: the card's article, by its gender, elided before a vowel
                article = self._articles["vowel" if _VOWEL.match(label) else self._genders[x.card.kind.value]]
            return self._elided(self._answer_who, {"player": x.player}).format(
                article=article, label=label, player=x.player
            )
        if isinstance(x, Suit):
            return self.suit(x)
        if isinstance(x, Signed):
            return points(x)
        return x

    def _elided(self, template: str, values: dict[str, str]) -> str:
        """``de {player}`` as ``d'{player}`` when the name starts with a vowel (French elision)."""
        for word, short in self._elide.items():
            for name, value in values.items():
                if _VOWEL.match(value):
                    template = re.sub(rf"(?<![\w']){re.escape(word)}(?=\{{{name}\}})", short, template)
        return template

    def trace(self, trace: Trace) -> Trace:
        """The same steps (rules, cards, rulings), each sentence in the language."""
        return Trace(tuple(Step(s.rule, self.sentence(s.text), s.cards, s.ruling, s.reading) for s in trace))

    def rows(self, v: Verdict) -> list[tuple[str, str]]:
        """The verdict's rows (``Winner``, ``Bonus``, ...), names and values in the language."""
        out = []
        for key, value in rows(v):
            if key == "Trick":
                value = ", ".join(
                    f"{p.player} {self.card(p.card)}" + (f":{p.target}" if p.target else "") for p in v.trick.plays
                )
            elif key in ("Lead suit", "Removed", "Abilities"):
                value = self._value({"Lead suit": "lead", "Removed": "whos", "Abilities": "pirates"}[key], value)
            elif key == "Rules":
                value = self._rules(v.trick.rules)
            elif key == "Bonus" and value == "none":
                value = self.word("no bonus")
            elif key != "Next lead":
                parts = value.split("; ")
                value = self.word("; ").join(self.sentence(p) if p != "none" else self.word(p) for p in parts)
            out.append((self.word(key), value))
        return out

    def _rules(self, rules: RuleSet) -> str:
        """What ``RuleSet.describe`` says (the edition, the rulings named over it, the house rules),
        in the language; the ruling IDs and house rules' names are kept as typed."""
        out = []
        if not rules.is_default_edition:
            text = self.word("{year} edition").format(year=rules.edition.value)
            overrides = rules.overrides
            if overrides:
                named = ", ".join(f"{rid}={reading}" for rid, reading in overrides.items())
                text += self.word(", with {rulings}").format(rulings=named)
            out.append(text)
        if rules.house:
            word = "house rules: {names}" if len(rules.house) > 1 else "house rule: {names}"
            out.append(self.word(word).format(names=", ".join(sorted(h.value for h in rules.house))))
        return self.word("; ").join(out)

    def finding(self, f: Legality) -> str:
        """``Illegal play: card 2 by Ben: ... [rule]`` in the language."""
        head, _ = finding_words(f)
        where = (
            self.word("card {n} by {player}").format(n=f.position + 1, player=f.player)
            if f.position is not None
            else self.word("a card by {player}").format(player=f.player)
        )
        return f"{self.word(head)}{where}{self.word(': ')}{self.sentence(f.reason)} [{f.rule}]"


_SUIT_LABELS = frozenset(s.label for s in Suit)
_VOWEL = re.compile(r"[aeiouàâäéèêëîïôöùûüœæ]", re.IGNORECASE)


@cache
def localizer(lang: str) -> Localizer:
    return Localizer(lang)


def width(text: str) -> int:
    """Columns a text takes in a terminal: a Chinese character takes two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def verdict_text(v: Verdict, findings: Sequence[Legality], lang: str, ids: bool | None = None) -> str:
    """:func:`skrules.report.verdict_text` in a language, its columns measured as a terminal shows them."""
    loc = localizer(lang)
    lines = [loc.finding(f) for f in findings if not f.legal]
    if lines:
        lines.append(loc.word("Had the trick stood:"))
    lines += [loc.answer(v, ids is True), ""]
    pairs = loc.rows(v)
    pad = max(width(k) for k, _ in pairs)
    lines += [f"{k}{' ' * (pad - width(k))}  {val}" for k, val in pairs]
    if len(v.trace):
        lines += ["", loc.word("Why:"), loc.trace(v.trace).as_text(ids=ids is not False)]
    return "\n".join(lines)


def answer_text(v: Verdict, lang: str, ids: bool = False) -> str:
    """:func:`skrules.sentence.answer_text` in a language: who takes the trick and why, the bonus, the next leader."""
    return localizer(lang).answer(v, ids)


def verdict_line(v: Verdict, lang: str, ids: bool = True) -> str:
    """:func:`skrules.wording.verdict_line` in a language: the winner, the bonus and the next leader of one trick."""
    loc = localizer(lang)
    said = {english: pair for (english, _), pair in zip(rows(v), loc.rows(v), strict=True)}
    if lang not in FULL:  # card names only: the bonus names no card, and stays as English says it
        said["Bonus"] = (said["Bonus"][0], bonus_line(v))
    rule = f" [{v.decided_by}]" if ids else ""
    parts = [f"{said['Winner'][1]}{rule}", *(f"{said[k][0].lower()} {said[k][1]}" for k in ("Bonus", "Next lead"))]
    return loc.word("; ").join(parts)
