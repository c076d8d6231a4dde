"""The verdict and its trace in the table's language (``--lang``), said from message IDs.

The engine writes every sentence as a message ID and typed values (:mod:`skrules.messages`);
nothing it decides changes with the language, and no English is ever read back here. A language
is one catalogue, ``skrules/locale/<lang>.json``: a template for each message, each answer
sentence (:mod:`skrules.sentence`) and each word of the layout, and how the language says a card
by its player (``la Sirène d'Ann``, ``Anns Meerjungfrau``, ``Ann的美人鱼``). A value is put into the
language by its kind (a card by its printed name, a suit by its colour, French elision and the
cards' genders), and the language's template is filled in.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache

from .breaks import cells
from .cards import Card, Face, Kind, Pirate, Suit
from .lead import NoSuit
from .locale import LANGS, catalog
from .messages import Message, kind
from .names import aside, display, in_trick, name_of, suit_name
from .refusals import Told
from .sentence import Owned, Signed, join_answer
from .shown import CHARACTERS, Quoted, listed
from .trace import Step, Trace, points
from .wording import alliance_parts, bonus_parts, finding_words, rows, winner_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .errors import SkrulesError
    from .legality import Legality
    from .messages import Value
    from .notation import Play
    from .rules import RuleSet
    from .sentence import Value as Said
    from .trick import Verdict

__all__ = [
    "LANGS",
    "Localizer",
    "answer_text",
    "catalog",
    "deal_heads",
    "localizer",
    "phrase",
    "placeholders",
    "refusal_text",
    "refused_text",
    "rules_text",
    "table_text",
    "told",
    "verdict_line",
    "verdict_text",
]


_SAID = re.compile(r"\{([a-z]+)([0-9]*)(?:_[a-z]+)?\}")  # {who}, {player2}, and a value's form: {token_dat}


def _capital(name: str, said: str) -> dict[str, str]:
    """A rule's title that opens a sentence after a colon, as German writes it (``verloren: Der Skull King ...``):
    ``{title_cap}``; nothing for a value of another kind."""
    return {f"{name}_cap": said[:1].upper() + said[1:]} if kind(name) == "title" else {}


def _named(card: Card) -> bool:
    """Whether a card is a named Pirate, said by her name alone: no article, no case (``Rosie la Douce``)."""
    return card.kind is Kind.PIRATE and card.pirate is not None


def placeholders(template: str) -> set[str]:
    """``{who}``, ``{player2}``: the placeholders of a template, as a set of names; a value said in a form of its
    own (German's dative ``{token_dat}``, French agreement's ``{who_il}``) counts as the value it says."""
    return {name + digits for name, digits in _SAID.findall(template)}


@cache
def _table_ids() -> frozenset[str]:
    ids: list[str] = catalog("en")["table"]  # type: ignore[assignment]
    return frozenset(ids)


def table_text(text: str, lang: str | None) -> str:
    """A line the table or its score pad writes (its English is its ID), in ``lang`` (None: English).

    Strict on purpose: a line missing from ``en.json``'s ``table`` section, or from the language's,
    is a KeyError, which the tests meet, rather than English slipped into a French game.
    """
    if text not in _table_ids():
        raise KeyError(f"{text!r} is not in the table section of en.json")
    if lang is None:
        return text
    table: dict[str, str] = catalog(lang)["table"]  # type: ignore[assignment]
    return table[text]


# a word French elides before: a vowel, or a y sounded as one (d'Yves, but de Yasmine); an h is left as it is
# (de Harry, as French writes the English names it treats as aspirated)
_VOWEL = re.compile(r"[aeiouàâäéèêëîïôöùûüœæ]|y(?![aeiouy])", re.IGNORECASE)
_OPENS_WITH_A_CARD = re.compile(r"\{(who|whos|ands)[0-9]*\}")  # a template whose first word is a card's article


class Localizer:
    """Everything a verdict shows, in one language."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGS:
            raise ValueError(f"no catalog for {lang!r}; the languages are {', '.join(LANGS)}")
        self.lang = lang
        data = catalog(lang)
        self.messages: dict[str, str] = data["messages"]  # type: ignore[assignment]
        self.titles: dict[str, str] = data.get("titles", {})  # type: ignore[assignment]
        self.words: dict[str, str] = data["words"]  # type: ignore[assignment]
        self._answers: dict[str, str] = data["answers"]  # type: ignore[assignment]
        self._who = str(data["who"])
        self._and, self._comma, self._or = str(data["and"]), str(data["comma"]), str(data["or"])
        self.refusals: dict[str, str] = data["refusals"]  # type: ignore[assignment]
        self._answer_sep = str(data.get("answer_sep", " "))
        self._articles: dict[str, str] = data.get("articles", {})  # type: ignore[assignment]
        self._elide: dict[str, str] = data.get("elide", {})  # type: ignore[assignment]
        self._genitive: dict[str, str] = data.get("genitive", {})  # type: ignore[assignment]
        self.forms = Forms(self, data)
        contract: dict[str, str] = data.get("contract", {})  # type: ignore[assignment]
        self._contract = contract
        self._contracted = re.compile(
            "|".join(rf"(?<![\w']){re.escape(w)}" for w in sorted(contract, key=len, reverse=True)) or "(?!)"
        )

    def word(self, english: str) -> str:
        """A fixed word of the layout (``Winner``, ``none``) in the language; English when it has none."""
        return self.words.get(english, english)

    def card(self, card: Card) -> str:
        """A card's name as printed in the language."""
        return display(card, self.lang)

    def who(self, player: str, card: Card, label: str | None = None) -> str:
        """A card by its player: ``la Sirène d'Ann``, ``Anns Meerjungfrau``, ``Ann的美人鱼``; ``label`` is the card's
        name in another case where the language declines it after the owner (``für Anns Piraten``)."""
        if label is None:  # the nominative: German declines it after the owner too (``Anns grüne 5``)
            label = self.forms.owned_nominative(card) or self.card(card)
        article = self._article(card, label)
        owner = player
        if self._genitive:  # German: Anns, Max'
            sibilant = player[-1:] in self._genitive["sibilants"]
            owner = player + self._genitive["sibilant" if sibilant else "suffix"]
        said = {"player": player}
        return self.elided(self._who, said).format(article=article, label=label, player=player, owner=owner)

    def _article(self, card: Card, label: str) -> str:
        """The card's article, by its gender, elided before a vowel where the language does (none in Chinese)."""
        if not self._articles or _named(card):
            return ""  # a name takes none: "Rosie la Douce de Ben"
        vowel = "vowel" in self._articles and _VOWEL.match(label)
        return self._articles["vowel" if vowel else self._gender(card)]

    def a_card(self, card: Card) -> str:
        """A card as a sentence names it (``la Sirène``, ``le 7 vert``): its article and its name."""
        label = self.card(card)
        return self._article(card, label) + label

    def title(self, rule: str) -> str:
        """A rule's title as the why-not answers quote it, in the language (the rule ID if it has none)."""
        return self.titles.get(rule, rule)

    def _gender(self, card: Card) -> str:
        return self.forms.gender(card)

    def suit(self, suit: Suit) -> str:
        return suit_name(suit, self.lang)

    def say(self, message: Message, values: Mapping[str, Value], opening: bool = True) -> str:
        """A message in the language, from its values: the catalogue's template, each value said the language's way.

        ``opening`` is false for a sentence said inside another (a ``said`` value): it starts mid-sentence,
        so an article that opens it keeps its small letter."""
        template = self.messages[message]
        said: dict[str, str] = {}
        for name, value in values.items():
            said[name] = self._value(kind(name), value)
            if self.forms.declined and kind(name) in ("label", "token", "who", "whos", "ands", "pirate"):
                said.update(self.forms.of(name, value))  # German: mit dem Zweiten, deren; French: prise, elle
            said.update(_capital(name, said[name]))
        return self._finish(template, said, opening)

    def _finish(self, template: str, said: dict[str, str], opening: bool = True) -> str:
        """The template filled in: elided, contracted (``de le`` -> ``du``), capitalized if an article opens it."""
        text = self.elided(template, said).format(**said)
        if self._contract:
            text = self._contracted.sub(lambda m: self._contract[m.group(0)], text)
        if (
            opening and self._articles and _OPENS_WITH_A_CARD.match(template)
        ):  # "la Sirène d'Ann gagne": the article starts it
            text = text[:1].upper() + text[1:]
        return text

    def sentence(self, text: str, opening: bool = True) -> str:
        """A sentence the engine wrote, in the language: from its message if it has one, else as it was."""
        message, values = getattr(text, "message", None), getattr(text, "values", None)
        return text if message is None or values is None else self.say(message, values, opening)

    def _value(self, kind: str, value: Value) -> str:
        if kind == "who":
            play: Play = value  # type: ignore[assignment]
            return self.who(play.player, play.card)
        if kind in ("whos", "ands"):
            plays: Sequence[Play] = value  # type: ignore[assignment]
            return self.joined([self.who(p.player, p.card) for p in plays], kind == "ands")
        if kind in ("label", "token"):
            return self.card(value)  # type: ignore[arg-type]
        if kind == "a":
            return self.a_card(value)  # type: ignore[arg-type]
        if kind == "title":
            return self.title(value)  # type: ignore[arg-type]
        if kind == "suit":
            return self.suit(value)  # type: ignore[arg-type]
        if kind == "lead":
            return self._lead(value)  # type: ignore[arg-type]
        if kind == "points":
            return points(value)  # type: ignore[arg-type]
        if kind == "pirate":
            return self.pirate(value)  # type: ignore[arg-type]
        if kind == "pirates":
            pirates: Sequence[Pirate] = value  # type: ignore[assignment]
            return self._comma.join(map(self.pirate, pirates))
        if kind in ("tokens", "labels"):
            cards: Sequence[Card] = value  # type: ignore[assignment]
            return self._comma.join(map(self.card, cards)) or self.word("nothing")
        return self._listed(kind, value)

    def _listed(self, kind: str, value: Value) -> str:
        """The round's values: names, fixed phrases (the catalogue's words), (name, bid or phrase) pairs; and
        the score's: points as a score sheet writes them, sentences said already (each from its own message)."""
        if kind == "score":
            return points(value)  # type: ignore[arg-type]
        if kind == "said":
            return self.sentence(value, opening=False)  # type: ignore[arg-type]
        if kind == "saids":
            sentences: Sequence[str] = value  # type: ignore[assignment]
            return self._comma.join([self.sentence(s, opening=False) for s in sentences])
        if kind in ("players", "counts"):
            listed: Sequence[object] = value  # type: ignore[assignment]
            return self._comma.join(map(str, listed))
        if kind == "word":
            return self.word(value)  # type: ignore[arg-type]
        if kind in ("words", "names"):
            phrases: Sequence[str] = value  # type: ignore[assignment]
            said = [self.word(w) for w in phrases] if kind == "words" else list(phrases)
            return said[0] if len(said) == 1 else self._comma.join(said[:-1]) + self._and + said[-1]
        if kind in ("bids", "choices"):
            pairs: Sequence[tuple[str, object]] = value  # type: ignore[assignment]
            return self._comma.join(f"{p} {x if kind == 'bids' else self.word(str(x))}" for p, x in pairs)
        return value.said(self.word(CHARACTERS)) if isinstance(value, Quoted) else str(value)  # cut: its length said

    def _lead(self, lead: Suit | NoSuit) -> str:
        if isinstance(lead, Suit):
            return self.suit(lead)
        return self.word("none" if lead is NoSuit.NONE else "not set")

    def pirate(self, pirate: Pirate) -> str:
        """A named Pirate as the language's print names him or her (the English name where it has none)."""
        return name_of(pirate.value, self.lang) or pirate.full_name

    def joined(self, parts: list[str], ands: bool) -> str:
        """``A, B, C`` (the language's comma), or ``A and B and C`` (its and)."""
        return (self._and if ands else self._comma).join(parts)

    def answer(self, v: Verdict, ids: bool = False, lines: bool = False, leader: bool = True) -> str:
        """The answer sentences of :mod:`skrules.sentence` in the language; ``ids`` cites the deciding rule,
        ``leader=False`` leaves out who leads next."""
        return join_answer(v, self._said, self._answer_sep, ids, lines, leader)

    def _said(self, template: str, values: dict[str, Said]) -> str:
        """An answer sentence of :mod:`skrules.sentence` in the language, its words agreeing with its cards."""
        said = {name: self._answer_value(x) for name, x in values.items()} | self.forms.of_owned(values)
        return self._finish(self._answers[template], said)

    def _answer_value(self, x: Said) -> str:
        if isinstance(x, Owned):
            return self.who(x.player, x.card)
        if isinstance(x, Suit):
            return self.suit(x)
        if isinstance(x, Signed):
            return points(x)
        return x

    def elided(self, template: str, values: Mapping[str, str]) -> str:
        """``de {player}`` as ``d'{player}`` when the name starts with a vowel (French elision)."""
        for word, short in self._elide.items():
            for name, value in values.items():
                if _VOWEL.match(value) and f"{{{name}}}" in template:
                    template = re.sub(rf"(?<![\w']){re.escape(word)}(?=\{{{name}\}})", short, template)
        return template

    def trace(self, trace: Trace) -> Trace:
        """The same steps (rules, cards, rulings, messages), each sentence in the language."""
        return Trace(tuple(self._step(s) for s in trace))

    def _step(self, s: Step) -> Step:
        text = s.text if s.message is None else self.say(s.message, s.values)
        return Step(s.rule, text, s.cards, s.ruling, s.reading, s.message, s.values)

    def rows(self, v: Verdict, ids: bool | None = True) -> list[tuple[str, str]]:
        """The verdict's rows (``Winner``, ``Bonus``, ...) in the language; ``ids=False``: no rule named."""
        return [(self.word(key), self._row(key, value, v, ids)) for key, value in rows(v)]

    def _row(self, key: str, value: str, v: Verdict, ids: bool | None = True) -> str:
        t, sep = v.trick, self.word("; ")
        if key == "Trick":
            names = in_trick([p.card for p in t.plays], t.plank_target, self.lang)
            return self._comma.join(f"{p.player} {name}" for p, name in zip(t.plays, names, strict=True))
        if key == "Winner":
            return self.sentence(winner_line(v))
        if key == "Lead suit":
            return self.suit(v.lead_suit) if v.lead_suit else self.word("none")
        if key == "Removed":
            return self.joined([self.who(t.plays[i].player, t.plays[i].card) for i in v.removed], False)
        if key == "Abilities":
            return self._comma.join(map(self.pirate, v.abilities))
        if key == "Rules":
            return self._rules(t.rules)
        if key == "Bonus":
            parts = bonus_parts(v, ids)
            if parts in ([], [None]):
                return self.word("no bonus")
            return sep.join(self.word("no bonus") if p is None else self.sentence(p) for p in parts)
        if key == "Alliances":
            return sep.join(map(self.sentence, alliance_parts(v))) or self.word("no alliance")
        return value  # the next leader: a name

    def _rules(self, rules: RuleSet, house: bool = True) -> str:
        """What ``RuleSet.describe`` says (the edition, the rulings named over it, the house rules unless
        ``house`` is false), in the language; the ruling IDs and house rules' names are kept as typed."""
        out = []
        if not rules.is_default_edition:
            text = self.word("{year} edition").format(year=rules.edition.value)
            overrides = rules.overrides
            if overrides:
                named = ", ".join(f"{rid}={reading}" for rid, reading in overrides.items())
                text += self.word(", with {rulings}").format(rulings=named)
            out.append(text)
        if rules.house and house:
            word = "house rules: {names}" if len(rules.house) > 1 else "house rule: {names}"
            out.append(self.word(word).format(names=", ".join(sorted(h.value for h in rules.house))))
        return self.word("; ").join(out)

    def illegal_head(self, findings: Sequence[Legality]) -> list[str]:
        """The plays that broke a rule, then ``Had the trick stood:``, in the language; none when all were legal."""
        lines = [self.finding(f) for f in findings if not f.legal]
        return [*lines, self.word("Had the trick stood:")] if lines else []

    def finding(self, f: Legality) -> str:
        """``Illegal play: card 2 by Ben: ... [rule]`` in the language."""
        head, _ = finding_words(f)
        said = {"n": str(f.position + 1 if f.position is not None else 0), "player": f.player or ""}
        where = self._finish(
            self.word("card {n} by {player}" if f.position is not None else "a card by {player}"), said
        )
        return f"{self.word(head)}{where}{self.word(': ')}{self.sentence(f.reason)} [{f.rule}]"

    def refusal(self, err: SkrulesError) -> str:
        """Why the input was refused, with where it points, in the language (:mod:`skrules.refusals`).

        A refusal with text written without a message anywhere in it is said whole as it was written
        (English, or the table's own line already in the language), never half translated."""
        said = err.said()
        return self.refused(said) if told(said) else str(err)

    def refused(self, text: str, opening: bool = True) -> str:
        """A refusal said from its message; text written with none (a command's own option checks) stays as it is."""
        message, values = getattr(text, "message", None), getattr(text, "values", None)
        if message is None or values is None:
            return text  # said already (Told), or written with no message
        said = {name: self._refusal_value(kind(name), value) for name, value in values.items()}
        if self.forms.declined:  # a card in a refusal takes its case and article as in a message
            for name, value in values.items():
                if kind(name) in ("label", "token") and isinstance(value, Card):
                    said.update(self.forms.of(name, value))
        return self._finish(self.refusals[message], said, opening)

    def _refusal_value(self, kind: str, value: object) -> str:
        if kind == "said":
            return self.refused(value, opening=False)  # type: ignore[arg-type]
        if kind in ("places", "saids"):
            items: Sequence[str] = [str(x) for x in value] if kind == "places" else value  # type: ignore[attr-defined, assignment]
            said = [self.refused(x, opening=False) for x in items]  # a refusal said, or a position
            return listed(said, comma=self._comma, more=self._and + self.word("{n} more"))
        if kind == "spots":
            spots: Sequence[str] = value  # type: ignore[assignment]
            return self.word("; ").join(self.refused(x, opening=False) for x in spots)
        if kind == "either":
            choices: Sequence[str] = value  # type: ignore[assignment]
            return self._or.join(choices)
        if kind == "typeds":  # words kept as typed (the deck parts known), in the language's list
            typed: Sequence[str] = value  # type: ignore[assignment]
            return self._comma.join(typed)
        if kind == "sentence":  # a trace message said inside a refusal (a play's legality)
            return self.sentence(value, opening=False)  # type: ignore[arg-type]
        if kind == "hand":
            cards: Sequence[Card] = value  # type: ignore[assignment]
            return self._comma.join(map(str, cards)) or self.word("empty")
        return self._value(kind, value)  # type: ignore[arg-type]


class Forms:
    """The other forms a value takes in one language's templates: a card in a case the language declines
    (``cases``: ``{token_dat}``), a card with its article (``{label_the}``), and the words that agree with a
    card's or a named Pirate's gender (``agree``: ``{who_il}``, ``{pirate_dessen}``). Read once from the
    catalogue; the localizer it belongs to names the cards."""

    def __init__(self, loc: Localizer, data: Mapping[str, object]) -> None:
        self.loc = loc
        self.cases: dict[str, dict[str, str]] = data.get("cases", {})  # type: ignore[assignment]
        self.agree: dict[str, dict[str, str]] = data.get("agree", {})  # type: ignore[assignment]
        self.genders: dict[str, str] = data.get("genders", {})  # type: ignore[assignment]
        self.owned: dict[str, dict[str, str]] = data.get("owned_cases", {})  # type: ignore[assignment]
        self.articles = bool(data.get("articles"))
        self.declined = bool(self.cases or self.agree or self.articles)  # whether a value has other forms at all

    def gender(self, card: Card) -> str:
        """A card's grammatical gender (``m`` unless the catalogue says otherwise). A named Pirate's is the
        woman's where the language's word for a pirate may be said of one (``pirate rosie``: French *la pirate*,
        Spanish *la pirata*); German's *Pirat* stays the card's."""
        if card.pirate is not None:
            named = self.genders.get(f"pirate {card.pirate.value}")
            if named is not None:
                return named
        return self.genders.get(card.kind.value, "m")

    def of(self, name: str, value: Value) -> dict[str, str]:
        """The forms a template may say of the value ``name``, each by its placeholder."""
        said: dict[str, str] = {}
        if kind(name) in ("label", "token"):
            for case, forms in self.cases.items():
                said[f"{name}_{case}"] = self._case(forms, value)  # type: ignore[arg-type]
            if self.articles:  # the card with its article: "gana con la Sirena"
                said[f"{name}_the"] = self.loc.a_card(value)  # type: ignore[arg-type]
            return said
        if kind(name) in ("whos", "ands"):
            return self._owned(name, value)  # type: ignore[arg-type]
        if kind(name) == "who":
            said.update(self._owned(name, [value]))  # type: ignore[list-item]
            gender = self.gender(value.card)  # type: ignore[union-attr]
        else:  # a named Pirate's own gender (Rosie, Juanita and Mary are women), else the Pirate card's
            gender = self.genders.get(value.value, self.genders.get("pirate", "m"))  # type: ignore[union-attr, arg-type]
        return said | self.agreed(name, gender)

    def of_owned(self, values: Mapping[str, object]) -> dict[str, str]:
        """The words that agree with each card an answer says by its player (``{who_le}``: *la* première Pirate)."""
        owned = [(name, x.card) for name, x in values.items() if isinstance(x, Owned)]
        return {k: v for name, card in owned for k, v in self.agreed(name, self.gender(card)).items()}

    def agreed(self, name: str, gender: str) -> dict[str, str]:
        """The words that agree with the value ``name`` of that gender, each by its placeholder (``{who_il}``)."""
        return {f"{name}_{suffix}": forms[gender] for suffix, forms in self.agree.items()}

    def owned_nominative(self, card: Card) -> str | None:
        """A card said after its owner as a subject, where the language declines it so (``owned_cases``' ``nom``:
        German's strong ending, ``Anns grüne 5``); None where the printed name stands as it is."""
        forms = self.owned.get("nom")
        return None if forms is None else self._case(forms, card)

    def _owned(self, name: str, plays: Sequence[Play]) -> dict[str, str]:
        """The cards said by their players in each case the language declines a card in after its owner
        (``owned_cases``: German's ``für {who_acc}``, ``Anns Piraten``, ``Bens Weißen Wal``, ``mit Anns Wilder 15``:
        the strong ending, as after any determiner that shows no case)."""
        loc, said = self.loc, {}
        for case, forms in self.owned.items():
            if case == "nom":
                continue  # the plain {who}: said by Localizer.who
            each = [loc.who(p.player, p.card, self._case(forms, p.card)) for p in plays]
            said[f"{name}_{case}"] = each[0] if kind(name) == "who" else loc.joined(each, kind(name) == "ands")
        return said

    def _case(self, forms: Mapping[str, str], card: Card) -> str:
        """A card in a declined case (German's dative ``dem Zweiten``, ``der grünen 1``, its accusative ``die grüne
        1``), by the card's kind (``wild`` for the Wild 15, ``*`` for any other); a form reads the card's
        ``{label}``, a numbered card's ``{colour}`` and ``{rank}`` with its ``{aside}`` (the Expansion Pack's
        `` (g7x)``, a Wild 15's suit: ``der Wilden 15 (Grün)``), a named Pirate's ``{name}`` (`` Rosie D'Laney``,
        empty if unnamed)."""
        loc = self.loc
        if _named(card):
            return loc.card(card)  # a name is declined in no case: "für Anns Rosie D'Laney"
        key = "wild" if card.face is Face.WILD else card.kind.value
        form = forms.get(key, forms.get("*", "{label}"))
        colour = loc.suit(card.suit).lower() if card.suit is not None else ""
        name = f" {loc.pirate(card.pirate)}" if card.pirate is not None else ""
        return form.format(label=loc.card(card), colour=colour, rank=card.rank, aside=aside(card, loc.lang), name=name)


def refusal_text(err: SkrulesError, lang: str | None) -> str:
    """Why the input was refused, in ``lang`` (None: English), as the command line and the table print it."""
    return str(err) if lang is None else localizer(lang).refusal(err)


def refused_text(text: str, lang: str | None) -> str:
    """A refusal's text found without its error (a file's problem, an OS error's reason) in ``lang`` (None: as it
    is): said from its message when it is a message all the way down, else whole as it was written."""
    return localizer(lang).refused(text) if lang is not None and told(text) else text


def told(text: object) -> bool:
    """Whether a refusal is a message all the way down: every refusal said inside it has one too."""
    if isinstance(text, Told):
        return True  # the table's own line, in the language already
    values: Mapping[str, object] | None = getattr(text, "values", None)
    if getattr(text, "message", None) is None or values is None:
        return False
    inner = [v for k, v in values.items() if kind(k) == "said"]
    inner += [x for k, v in values.items() if kind(k) in ("saids", "spots") for x in v]  # type: ignore[attr-defined]
    sentences = [v for k, v in values.items() if kind(k) == "sentence"]  # a trace message's, or text written with none
    return all(told(x) for x in inner) and all(getattr(x, "message", None) is not None for x in sentences)


@cache
def localizer(lang: str) -> Localizer:
    return Localizer(lang)


def phrase(lang: str, template: str, said: Mapping[str, str]) -> str:
    """A template of a page's layout in ``lang`` (the cards at a glance) filled with values said already (a card's
    name, a count), elided and contracted as a message is (``de le jeu de base`` -> ``du jeu de base``)."""
    return localizer(lang)._finish(template, dict(said), opening=False)


def deal_heads(lang: str | None) -> tuple[str, str, str, str]:
    """A deal's columns, in ``lang`` (None: English): the round, the cards it deals, who deals it, who leads its
    first trick."""
    if lang is None:
        return ("Round", "Cards", "Dealer", "Leads")
    loc = localizer(lang)
    return (table_text("Round", lang), table_text("Cards", lang), loc.word("Dealer"), loc.word("Leads"))


def width(text: str) -> int:
    """Columns a text takes in a terminal: a Chinese character takes two (:func:`skrules.breaks.cells`)."""
    return cells(text)


def verdict_text(v: Verdict, findings: Sequence[Legality], lang: str, ids: bool | None = None) -> str:
    """:func:`skrules.report.verdict_text` in a language, its columns measured as a terminal shows them."""
    loc = localizer(lang)
    lines = loc.illegal_head(findings)
    lines += [loc.answer(v, ids is True), ""]
    pairs = loc.rows(v, ids)
    pad = max(width(k) for k, _ in pairs)
    lines += [f"{k}{' ' * (pad - width(k))}  {val}" for k, val in pairs]
    if len(v.trace):
        lines += ["", loc.word("Why:"), loc.trace(v.trace).as_text(ids=ids is not False)]
    return "\n".join(lines)


def rules_text(rules: RuleSet, lang: str, *, house: bool = True) -> str:
    """:meth:`skrules.rules.RuleSet.describe` in a language: the edition, rulings and house rules in play
    (``house=False`` leaves the house rules out, as ``describe`` does, for a line that names them elsewhere)."""
    return localizer(lang)._rules(rules, house)


def answer_text(v: Verdict, lang: str, ids: bool = False, leader: bool = True) -> str:
    """:func:`skrules.sentence.answer_text` in a language: who takes the trick and why, the bonus, the next
    leader (unless ``leader`` is false)."""
    return localizer(lang).answer(v, ids, leader=leader)


def verdict_line(v: Verdict, lang: str, ids: bool = True) -> str:
    """:func:`skrules.wording.verdict_line` in a language: the winner, the bonus and the next leader of one trick."""
    loc = localizer(lang)
    said = {english: pair for (english, _), pair in zip(rows(v), loc.rows(v, ids), strict=True)}
    rule = f" [{v.decided_by}]" if ids else ""
    heads = {"Bonus": loc.word("bonus"), "Next lead": loc.word("next lead")}  # as a line says them, mid-sentence
    parts = [f"{said['Winner'][1]}{rule}", *(f"{heads[k]} {said[k][1]}" for k in ("Bonus", "Next lead"))]
    return loc.word("; ").join(parts)
