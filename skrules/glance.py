"""Cards at a glance: the ranking, the cycle, every card and the bonuses, read from the code.

The rulebook's *Cards at a glance* page and ``skrules cards`` both print :func:`glance`, which is
built from :data:`skrules.ladder.LADDER` (the order in which rules decide a trick), the bonus table,
the rule titles and the box, so neither can drift from what the adjudicator does. The cycle among
the characters is not stated here: it is found by letting the ladder judge each pair of them.

Which cards a rung concerns, and what the page says of a rung not named for its rule, are facets
of its declaration in the ladder (``Rung.concerns``, ``Rung.text``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from .bonuses import BONUS_KINDS, FIRST_BONUS_KINDS
from .breaks import NO_BREAK_SPACE, cells, pieces
from .cards import BASE_PIRATES, Box, Card, Face, Kind, Module, Role, Suit
from .catalog import CARDS, ROLE_NAMES, record_of
from .i18n import Localizer, catalog, localizer, phrase, table_text
from .ladder import LADDER, Level, Rung, climb, field_of
from .locale import spoken
from .messages import Message
from .rules import FULL_BOX, RULES, DavyRecipient, RuleSet
from .rulings import RuleId
from .trick import Trick

__all__ = [
    "CONCERNS",
    "Beat",
    "BonusRow",
    "CardGroup",
    "Glance",
    "Page",
    "Step",
    "Tier",
    "glance",
    "glance_json",
    "lines",
    "outline",
    "plain",
    "runs",
    "tokens_text",
]

# The cards each rung is about, by rung name, as its declaration says (``Rung.concerns``); the
# first is the card under which the cards table lists the rule.
CONCERNS: dict[str, tuple[Role, ...]] = {
    r.name: r.concerns for level in LADDER for step in level.rungs for r in (step, *step.exceptions)
}

ROLE_ONE = {
    Role.PIRATE: "a Pirate",
    Role.SKULL_KING: "the Skull King",
    Role.MERMAID: "a Mermaid",
    Role.FIRST_MATE: "First Mate Con",
}  # the characters of the cycle, one card of each

# The roles the first edition's (2013) cards play: its ranking and cycle are about those alone.
_SMALL_AFTER_COLON = frozenset({"fr", "es"})  # the languages whose clause after a colon starts with a small letter
_FIRST_ROLES = frozenset(role for r in CARDS if r.in_first_edition for role in (tuple(r.declares) or (r.role,)))


class Step:
    """One rule of the ranking: where it stands, what it says, and the cards it needs."""

    __slots__ = ("level", "name", "over", "roles", "rule", "text")

    def __init__(self, level: int, name: str, rule: str, text: str, roles: tuple[Role, ...], over: str | None) -> None:
        self.level = level  # 1 for the first level of the ladder
        self.name = name  # the rung's name
        self.rule = rule
        self.text = text
        self.roles = roles
        self.over = over  # the rung this one is an exception to, or None

    def to_json(self) -> dict[str, object]:
        return {
            "level": self.level,
            "name": self.name,
            "rule": self.rule,
            "text": self.text,
            "cards": [ROLE_NAMES[r] for r in self.roles],
            "exception_to": self.over,
        }


class Tier:
    """One level of the ladder: its rule (when the level is named for one) and its steps."""

    __slots__ = ("number", "rule", "steps", "title")

    def __init__(self, number: int, rule: str | None, steps: tuple[Step, ...]) -> None:
        self.number = number
        self.rule = rule  # the level's own rule (monster.last), when it is not its one rung's
        self.title = RULES[rule].title if rule is not None else None
        self.steps = steps

    def to_json(self) -> dict[str, object]:
        return {"level": self.number, "rule": self.rule, "steps": [s.to_json() for s in self.steps]}


class Beat:
    """One edge of the character cycle: ``winner`` takes ``loser`` under ``rule``, in either order."""

    __slots__ = ("loser", "rule", "winner")

    def __init__(self, winner: Role, loser: Role, rule: str) -> None:
        self.winner, self.loser, self.rule = winner, loser, rule

    def to_json(self) -> dict[str, object]:
        return {"winner": ROLE_ONE[self.winner], "loser": ROLE_ONE[self.loser], "rule": self.rule}


class CardGroup:
    """Cards of the box that play alike: their tokens, copies, module and the rules about them."""

    __slots__ = ("card", "copies", "label", "module", "roles", "rules", "tokens")

    def __init__(
        self,
        label: str,
        tokens: tuple[str, ...],
        copies: int,
        module: str,
        roles: tuple[Role, ...],
        rules: tuple[str, ...],
        card: Card | None = None,
    ) -> None:
        self.label = label
        self.card = card  # the group's first card, which a language names it by
        self.tokens = tokens
        self.copies = copies
        self.module = module
        self.roles = roles
        self.rules = rules

    def to_json(self) -> dict[str, object]:
        return {
            "card": self.label,
            "tokens": list(self.tokens),
            "copies": self.copies,
            "from": self.module,
            "plays_as": [ROLE_NAMES[r] for r in self.roles],
            "rules": list(self.rules),
        }


class BonusRow:
    """One bonus of the bonus table, and who is paid it under the default readings."""

    __slots__ = ("name", "paid_to", "points", "rule", "text")

    def __init__(self, name: str, points: int, rule: str, text: str, paid_to: str = "the trick's winner") -> None:
        self.name, self.points, self.rule, self.text, self.paid_to = name, points, rule, text, paid_to

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "points": self.points, "rule": self.rule, "text": self.text, "paid_to": self.paid_to}


def _paid_to(rule: str) -> str:
    """The trick's winner, but Davy Jones' +20 goes where ``ruling.davy-recipient``'s default sends it."""
    if rule == RuleId.DAVY_BONUS and RuleSet().ruling(DavyRecipient) is DavyRecipient.DAVY_PLAYER:
        return "the Locker's player (by default: ruling.davy-recipient)"
    return "the trick's winner"


class Glance:
    """Everything the page and the command show, in the order they show it."""

    __slots__ = ("bonuses", "cards", "cycles", "first", "full", "tiers")

    def __init__(
        self,
        tiers: tuple[Tier, ...],
        cycles: tuple[tuple[Beat, ...], ...],
        cards: tuple[CardGroup, ...],
        bonuses: tuple[BonusRow, ...],
        first: bool = False,
        full: bool = True,
    ) -> None:
        self.tiers, self.cycles, self.cards, self.bonuses = tiers, cycles, cards, bonuses
        self.first = first  # the first edition's (2013) deck, not the full box
        self.full = full  # the full box, not the deck of one game

    @property
    def steps(self) -> tuple[Step, ...]:
        """The rules of the ranking, in the order the ladder tries them."""
        return tuple(s for t in self.tiers for s in t.steps)

    def rules(self) -> list[str]:
        """Every rule ID cited, in order of first appearance."""
        cited = (
            [t.rule for t in self.tiers if t.rule]
            + [s.rule for s in self.steps]
            + [b.rule for c in self.cycles for b in c]
        )
        cited += [r for g in self.cards for r in g.rules] + [b.rule for b in self.bonuses]
        return list(dict.fromkeys(cited))

    def to_json(self) -> dict[str, object]:
        return {
            "ranking": [t.to_json() for t in self.tiers],
            "cycles": [[b.to_json() for b in c] for c in self.cycles],
            "cards": [g.to_json() for g in self.cards],
            "bonuses": [b.to_json() for b in self.bonuses],
        }


def glance(levels: Sequence[Level] = LADDER, *, first: bool = False, box: Box | None = None) -> Glance:
    """The ranking as ``levels`` declare it, the cycles it makes, the full box, the bonuses.

    ``first`` is the first edition (2013): its 66 cards, the rules that concern them, its bonuses.
    ``box`` is a deck in play (the base game's, say): only its cards, and the ranking's rules,
    cycles and bonuses about them, so that a table playing the base game reads no Kraken.
    """
    tiers = tuple(_tier(n, stage) for n, stage in enumerate(levels, 1))
    if first:
        tiers = _tiers_with(tiers, _FIRST_ROLES)
    full = box is None or box == Box(FULL_BOX)
    box = box or (Box(frozenset({Module.BASE}), first=True) if first else Box(FULL_BOX))
    cards = tuple(_card_groups([s for t in tiers for s in t.steps], box))
    kinds = FIRST_BONUS_KINDS if first else BONUS_KINDS
    bonuses = tuple(BonusRow(k.name, k.points, k.rule, k.one, _paid_to(k.rule)) for k in kinds.values())
    roles = _FIRST_ROLES if first else frozenset(r for g in cards for r in g.roles)
    cycles = tuple(c for c in _cycles(levels) if all(b.winner in roles and b.loser in roles for b in c))
    if not full and not first:
        tiers = _tiers_with(tiers, roles)
        cited = {r for g in cards for r in g.rules}
        bonuses = tuple(b for b in bonuses if b.rule.startswith("bonus.") or b.rule in cited)
    return Glance(tiers, cycles, cards, bonuses, first, full)


def _tiers_with(tiers: tuple[Tier, ...], roles: frozenset[Role]) -> tuple[Tier, ...]:
    """The ranking's rules about these cards only, the tiers renumbered (first.deck: the first edition's)."""
    out: list[Tier] = []
    for tier in tiers:
        steps = tuple(s for s in tier.steps if set(s.roles) <= roles)
        if steps:
            n = len(out) + 1
            out.append(Tier(n, tier.rule, tuple(Step(n, s.name, s.rule, s.text, s.roles, s.over) for s in steps)))
    return tuple(out)


def runs(tokens: Sequence[str]) -> list[str]:
    """The tokens with each run of one suit's numbers written as its ends: ``["g1-g14", "p1-p14"]``."""
    out: list[str] = []
    for token in tokens:
        if out and _follows(out[-1].rsplit("-", 1)[-1], token):
            out[-1] = f"{out[-1].split('-', 1)[0]}-{token}"
        else:
            out.append(token)
    return out


def _follows(prev: str, token: str) -> bool:
    same_suit = prev[:1] == token[:1] and prev[1:].isdigit() and token[1:].isdigit()
    return same_suit and int(token[1:]) == int(prev[1:]) + 1


def glance_json(levels: Sequence[Level] = LADDER) -> str:
    import json

    return json.dumps(glance(levels).to_json(), indent=2, ensure_ascii=False)


# ------------------------------------------------------------------------------- the ranking


def _tier(number: int, stage: Level) -> Tier:
    out: list[Step] = []
    for step in stage.rungs:
        _walk(step, number, None, out)
    own = stage.name in RULES and not any(s.name == stage.name for s in stage.rungs)
    return Tier(number, stage.name if own else None, tuple(out))


def _walk(step: Rung, level: int, over: str | None, out: list[Step]) -> None:
    """The rung, then its exceptions: the rulebook states a rule before what overrides it."""
    out.append(Step(level, step.name, step.rule, _text(step), step.concerns, over))
    for exc in step.exceptions:
        _walk(exc, level, step.name, out)


def _text(step: Rung) -> str:
    """The rule's title when the rung is the rule; else the first sentence of the rung's docstring."""
    if step.name == step.rule and step.rule in RULES:
        return RULES[step.rule].title
    doc = (step.text or step.name).replace("``", "")
    first = doc.split(". ")[0].rstrip(".")
    if len(first) > 100:  # a long docstring: its opening clause says what the rung does
        first = first.split(": ")[0]
    return first[:1].upper() + first[1:]


# ------------------------------------------------------------------------------- the cycle

_CHARACTERS = {
    Role.MERMAID: Card(Kind.MERMAID),
    Role.SKULL_KING: Card(Kind.SKULL_KING),
    Role.PIRATE: Card(Kind.PIRATE),
    Role.FIRST_MATE: Card(Kind.FIRST_MATE),
}


CHARACTER_NAMES = {role: card.label for role, card in _CHARACTERS.items()}


def _beats(levels: Sequence[Level]) -> dict[tuple[Role, Role], str]:
    """(winner, loser) -> rule, for each pair of characters the ladder settles the same either way."""
    rules = RuleSet(FULL_BOX)
    out: dict[tuple[Role, Role], str] = {}
    for a, card_a in _CHARACTERS.items():
        for b, card_b in _CHARACTERS.items():
            if a is b:
                continue
            first = climb(field_of(Trick.of([str(card_a), str(card_b)], rules)), levels)
            second = climb(field_of(Trick.of([str(card_b), str(card_a)], rules)), levels)
            if first.winner == 0 and second.winner == 1:
                out[(a, b)] = first.rule
    return out


def _cycles(levels: Sequence[Level]) -> tuple[tuple[Beat, ...], ...]:
    """Every three characters that beat one another in a ring, starting from the Mermaid."""
    beats = _beats(levels)
    roles = list(_CHARACTERS)
    found: list[tuple[Beat, ...]] = []
    for a in roles[:1]:
        for b in roles:
            for c in roles:
                ring = ((a, b), (b, c), (c, a))
                if len({a, b, c}) == 3 and all(edge in beats for edge in ring):
                    found.append(tuple(Beat(w, lo, beats[(w, lo)]) for w, lo in ring))
    return tuple(found)


# ------------------------------------------------------------------------------- the cards


def _card_groups(steps: Sequence[Step], box: Box) -> list[CardGroup]:
    """The box, numbered cards by suit and face, special cards one by one."""
    groups: dict[str, list[Card]] = {}
    for card in box.cards():
        groups.setdefault(_group_key(card), []).append(card)
    return [_group(cards, steps, box.first) for cards in groups.values()]


def _group_key(card: Card) -> str:
    if card.pirate in BASE_PIRATES:
        return "pirates"  # one ranking, one lead rule; each ability names its Pirate
    if card.kind is not Kind.NUMBER:
        return card.box_key
    if card.face is Face.STANDARD:  # the three plain suits play alike; black is trump
        return "trump" if card.suit is Suit.BLACK else "suits"
    return str(card.face)


def _group(cards: list[Card], steps: Sequence[Step], first: bool = False) -> CardGroup:
    card = cards[0]
    roles = _roles(card)
    ranked = [s.rule for s in steps if s.roles and s.roles[0] in roles and _fits(card, s.rule)]
    tokens = _DECLARED_TOKENS.get(card.kind) or tuple(dict.fromkeys(t for c in cards for t in _typed(c)))
    more = [rule for c in cards for rule in (_first_more_rules(c) if first else _more_rules(c))]
    module = "the first edition (2013)" if first else card.module.label
    label = _label(card, 13 if first else 14)
    return CardGroup(label, tokens, len(cards), module, roles, tuple(dict.fromkeys(ranked + more)), card)


def _typed(card: Card) -> tuple[str, ...]:
    """The tokens a card is typed as: a 0/14 card as it is declared when played, 0 or 14 (exp.zero-fourteen)."""
    if card.face is Face.ZERO_FOURTEEN:
        return tuple(str(Card.parse(f"{card.suit}{n}x")) for n in (0, 14))
    return (str(card),)


_DECLARED_TOKENS = {  # declared as played
    r.kind: tuple(str(Card(r.kind, declared=role)) for role in r.declares) for r in CARDS if r.declares
}


def _fits(card: Card, rule: str) -> bool:
    """Trump is for black cards, the lead suit for the others (a black lead is trump already)."""
    if card.face is Face.WILD:
        return rule != RuleId.RANK_TRUMP  # the Wild 15 is never black
    if card.kind is not Kind.NUMBER or card.face is not Face.STANDARD:
        return True
    return rule != (RuleId.RANK_LEAD if card.suit is Suit.BLACK else RuleId.RANK_TRUMP)


def _first_more_rules(card: Card) -> list[str]:
    """The first edition's rules about a card beyond its rank: no 14 bonus, no ability (first.*)."""
    record = record_of(card.kind, card.pirate, card.face)
    return list(record.rules if record.first_rules is None else record.first_rules)


def _roles(card: Card) -> tuple[Role, ...]:
    return tuple(record_of(card.kind).declares) or (card.role,)


def _more_rules(card: Card) -> list[str]:
    """The rules its record lists; a suit's numbers also earn the 14's bonus, the black 14 its own."""
    more = list(record_of(card.kind, card.pirate, card.face).rules)
    if card.kind is Kind.NUMBER and card.face is Face.STANDARD:
        more.append(RuleId.BONUS_BLACK_FOURTEEN if card.suit is Suit.BLACK else RuleId.BONUS_FOURTEEN)
    return more


def _label(card: Card, top: int = 14, page: Page | None = None) -> str:
    """A group's name, in ``page``'s language (English if none); ``top`` is the highest number of a suit (13 in
    the first edition)."""
    page = page or Page()
    if card.pirate in BASE_PIRATES:
        return page("Pirates")
    if card.kind is not Kind.NUMBER or card.face is Face.WILD:
        return page.card(card)
    assert card.suit is not None
    return {
        Face.STANDARD: page("Black 1-{top} (trump)", top=top)
        if card.suit is Suit.BLACK
        else page("Green, purple and yellow 1-{top}", top=top),
        Face.EXTRA: page("Expansion 7s and 8s"),
        Face.ZERO_FOURTEEN: page("0/14 cards"),
    }[card.face]


# ---------------------------------------------------------------------------------- the page's words


def _phrases(lang: str) -> Mapping[str, str] | Sequence[str]:
    """The page's phrases (the catalogue's ``glance`` section): a language's by their English, and en.json's list
    of them. Read from the catalogue at each call: a copy kept here would outlive a catalogue read afresh."""
    return catalog(lang)["glance"]  # type: ignore[return-value]


class Page:
    """The page's words in one language: the English written here (``lang`` None), or the catalogue's: its
    ``glance`` phrases, the rules' ``titles``, the ``rungs`` not named for their rule, the cards' names, the
    bonuses' messages. The page's own phrases are strict, as :func:`skrules.i18n.table_text` is (one missing from
    a catalogue is a KeyError, which the tests meet); what a card or a rule added in code brings (its rule's
    title, its rung's line, its part of the box) is said in English until the catalogues hold it, as
    :meth:`skrules.i18n.Localizer.word` does, and tests/test_catalogues.py asks for it in every language."""

    __slots__ = ("loc",)

    def __init__(self, lang: str | None = None) -> None:
        lang = spoken(lang)
        self.loc: Localizer | None = localizer(lang) if lang else None

    def __call__(self, english: str, **values: object) -> str:
        """A phrase of the page (en.json's ``glance`` section lists each), its values filled in."""
        if english not in _phrases("en"):
            raise KeyError(f"{english!r} is not in the glance section of en.json")
        said = {name: str(value) for name, value in values.items()}
        if self.loc is None:
            return english.format(**said)
        return phrase(self.loc.lang, cast("Mapping[str, str]", _phrases(self.loc.lang))[english], said)

    def title(self, rule: str) -> str:
        """A rule's title as a line of the page says it (the catalogue's is a clause: ``le Kraken détruit le pli``)."""
        said = None if self.loc is None else self.loc.titles.get(rule)
        return RULES[rule].title if said is None else _upper(said)

    def step(self, step: Step) -> str:
        """What the ranking says of a rung: its rule's title, or what the catalogue's ``rungs`` say of it."""
        if self.loc is None:
            return step.text
        return _upper(self._clause(step, self.loc.lang))

    def excepted(self, step: Step) -> str:
        """An exception's line, ``except: The Stingray is no Escape``; French and Spanish go on after the colon with
        a small letter, as they write a clause there (``Exception : la Raie n'est pas une Fuite``)."""
        if self.loc is None or self.loc.lang not in _SMALL_AFTER_COLON:
            return self("except: {text}", text=self.step(step))
        return self("except: {text}", text=self._clause(step, self.loc.lang))

    def _clause(self, step: Step, lang: str) -> str:
        """A rung as a clause, its title or the catalogue's ``rungs`` line (a name opening it keeps its capital)."""
        said = self.loc.titles.get(step.rule) if self.loc is not None and step.name == step.rule else None
        if said is not None and step.rule in RULES:
            return said
        rungs: dict[str, str] = catalog(lang)["rungs"]  # type: ignore[assignment]
        return rungs.get(step.name, step.text)

    def card(self, card: Card) -> str:
        return card.label if self.loc is None else self.loc.card(card)

    def message(self, text: str) -> str:
        """A bonus's words (a message of the catalogues)."""
        return text if self.loc is None else self.loc.say(Message(text), {})

    def count(self, copies: int) -> str:
        """``1 card``, ``14 cards``: the table's words for a count of cards, which no line parts from its number
        in a language (a no-break space, :mod:`skrules.breaks`)."""
        if self.loc is None:
            return _count(copies)
        said = table_text("{n} card" if copies == 1 else "{n} cards", self.loc.lang).format(n=copies)
        return said.replace(" ", NO_BREAK_SPACE)

    def module(self, english: str) -> str:
        """Where a card comes from: a part of the box, as the catalogue's words say it, or the first edition."""
        if english in _phrases("en"):
            return self(english)
        return english if self.loc is None else self.loc.word(english)


# A section of the page: its heading, a sentence saying how to read it, and its lines, each
# (indent, text, rule ID or ""); a line with an indent of 0 and no rule is a card's heading, or a cycle's.
Line = tuple[int, str, str]
Section = tuple[str, str, list[Line]]


# ---------------------------------------------------------------------------------- the outline


def outline(g: Glance, lang: str | None = None) -> list[Section]:
    """The sections, in the order a player needs them: ranking, cycle, cards, bonuses; in ``lang`` (None: English)."""
    page = Page(lang)
    return [_ranking(g, page), _cycle(g, page), _cards(g, page), _bonuses(g, page)]


def _ranking(g: Glance, page: Page) -> Section:
    lines: list[Line] = []
    for tier in g.tiers:
        if tier.title is not None and tier.rule is not None:
            lines.append((0, f"{tier.number}. {page.title(tier.rule)}", tier.rule))
        for i, step in enumerate(tier.steps):
            text = page.step(step)
            if tier.title is None and i == 0:
                lines.append((0, f"{tier.number}. {text}", step.rule))
            elif step.over is not None:
                lines.append((5 if tier.title else 3, page.excepted(step), step.rule))
            else:
                lines.append((3, text, step.rule))
    intro = page("The first rule that applies, from the top, decides the trick.")
    return (page("How a trick is decided"), intro, lines)


def _beat(beat: Beat) -> str:
    """What one edge of the cycle says, in English: its ID in the catalogues' ``glance`` section."""
    return f"{_upper(ROLE_ONE[beat.winner])} beats {ROLE_ONE[beat.loser]}"


def _cycle(g: Glance, page: Page) -> Section:
    lines: list[Line] = []
    for ring in g.cycles:
        names = [page.card(_CHARACTERS[b.winner]) for b in ring]
        lines.append((0, " > ".join([*names, names[0]]), ""))
        lines += [(3, page(_beat(b)), b.rule) for b in ring]
    intro = page("No character beats all the others: each of these beats the next, and the last beats the first.")
    return (page("The cycle"), intro, lines)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cards(g: Glance, page: Page) -> Section:
    lines: list[Line] = []
    for group in g.cards:
        label = group.label if group.card is None else _label(group.card, 13 if g.first else 14, page)
        line = page(
            "{label}: type {tokens}; {count}, from {module}",
            label=label,
            tokens=tokens_text(group),
            count=page.count(group.copies),
            module=page.module(group.module),
        )
        lines.append((0, line, ""))
        lines += [(3, page.title(rule), rule) for rule in group.rules]
    if g.first:
        intro = page("Every card of the first edition's deck, as you type it, and the rules about it.")
    elif g.full:
        intro = page("Every card of the full box, as you type it, and the rules about it.")
    else:
        intro = page("Every card of the deck in play, as you type it, and the rules about it.")
    return (page("The cards"), intro, lines)


def _bonuses(g: Glance, page: Page) -> Section:
    winner = "the trick's winner"
    lines: list[Line] = []
    for b in g.bonuses:
        text = page.message(b.text)
        if b.paid_to != winner:
            text = page("{text}, paid to {whom}", text=text, whom=page(b.paid_to))
        lines.append((0, f"{b.points:+3d}  {text}", b.rule))
    if any(b.paid_to != winner for b in g.bonuses):
        intro = page(
            "Paid to the trick's winner, or to the player a line names, only if that player makes the bid exactly."
        )
    else:
        intro = page("Paid to the trick's winner only if that player makes the bid exactly.")
    return (page("Bonuses"), intro, lines)


def tokens_text(group: CardGroup) -> str:
    """The tokens to type, each suit's run of numbers shortened to its ends (``g1-g14``)."""
    return " ".join(runs(group.tokens))


def _count(copies: int) -> str:
    return "1 card" if copies == 1 else f"{copies} cards"


# ---------------------------------------------------------------------------------- plain text


def plain(g: Glance, width: int | None = None, lang: str | None = None) -> str:
    """The outline wrapped to ``width`` columns (the terminal's, 100 at most, 40 at least)."""
    return "\n".join(text for text, _ in lines(g, width, lang))


def lines(g: Glance, width: int | None = None, lang: str | None = None) -> list[tuple[str, bool]]:
    """The plain text's lines, each with whether it is strong: the title, a heading, a card's first line."""
    import shutil

    cols = width or max(40, min(100, shutil.get_terminal_size((80, 24)).columns - 1))
    lang = spoken(lang)
    page = Page(lang)
    out: list[tuple[str, bool]] = [(page("Cards at a glance"), True)]
    for title, intro, items in outline(g, lang):
        out += [("", False), (title.upper(), True), *((line, False) for line in _wrap(intro, cols, lang)), ("", False)]
        for indent, text, rule in items:
            pad = " " * indent
            wrapped = _wrap(
                f"{text} [{rule}]" if rule else text, cols, lang, pad, pad + ("   " if indent == 0 else "  ")
            )
            card = title == page("The cards") and indent == 0 and not rule  # a card's heading
            out += [(line, card and i == 0) for i, line in enumerate(wrapped)]
    return out


def _wrap(text: str, cols: int, lang: str | None, pad: str | None = None, hang: str = "") -> list[str]:
    """``text`` in lines of ``cols`` columns at most: English as :mod:`textwrap` wraps it (an intro, ``pad``
    None, breaks at hyphens too), a language where :func:`skrules.breaks.pieces` lets a line break, by the
    columns it takes (a Chinese character two, and a line breaks between two)."""
    import textwrap

    if lang is None:
        if pad is None:
            return textwrap.wrap(text, cols)
        return textwrap.wrap(text, cols, initial_indent=pad, subsequent_indent=hang, break_on_hyphens=False)
    out: list[str] = []
    line = pad or ""
    for piece in pieces(text):
        if line.strip() and cells(line + piece.rstrip()) > cols:
            out.append(line.rstrip())
            line = hang
        line += piece
    return [*out, line.rstrip()]
