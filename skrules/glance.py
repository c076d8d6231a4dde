"""Cards at a glance: the ranking, the cycle, every card and the bonuses, read from the code.

The rulebook's *Cards at a glance* page and ``skrules cards`` both print :func:`glance`, which is
built from :data:`skrules.ladder.LADDER` (the order in which rules decide a trick), the bonus table,
the rule titles and the box, so neither can drift from what the adjudicator does. The cycle among
the characters is not stated here: it is found by letting the ladder judge each pair of them.

Which cards a rung concerns, and what the page says of a rung not named for its rule, are facets
of its declaration in the ladder (``Rung.concerns``, ``Rung.text``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .bonuses import BONUS_KINDS, FIRST_BONUS_KINDS
from .cards import BASE_PIRATES, Box, Card, Face, Kind, Module, Role, Suit
from .catalog import CARDS, ROLE_NAMES, record_of
from .ladder import LADDER, Level, Rung, climb, field_of
from .rules import FULL_BOX, RULES, DavyRecipient, RuleSet
from .rulings import RuleId
from .trick import Trick

__all__ = [
    "CONCERNS",
    "Beat",
    "BonusRow",
    "CardGroup",
    "Glance",
    "Step",
    "Tier",
    "glance",
    "glance_json",
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

    __slots__ = ("copies", "label", "module", "roles", "rules", "tokens")

    def __init__(
        self,
        label: str,
        tokens: tuple[str, ...],
        copies: int,
        module: str,
        roles: tuple[Role, ...],
        rules: tuple[str, ...],
    ) -> None:
        self.label = label
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
    tokens = _DECLARED_TOKENS.get(card.kind) or tuple(dict.fromkeys(str(c) for c in cards))
    more = [rule for c in cards for rule in (_first_more_rules(c) if first else _more_rules(c))]
    module = "the first edition (2013)" if first else card.module.label
    label = _label(card, 13 if first else 14)
    return CardGroup(label, tokens, len(cards), module, roles, tuple(dict.fromkeys(ranked + more)))


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


def _label(card: Card, top: int = 14) -> str:
    """A group's name; ``top`` is the highest number of a suit (13 in the first edition)."""
    if card.pirate in BASE_PIRATES:
        return "Pirates"
    if card.kind is not Kind.NUMBER:
        return card.label
    assert card.suit is not None or card.face is Face.WILD
    return {
        Face.STANDARD: f"Black 1-{top} (trump)" if card.suit is Suit.BLACK else f"Green, purple and yellow 1-{top}",
        Face.EXTRA: "Expansion 7s and 8s",
        Face.ZERO_FOURTEEN: "0/14 cards",
        Face.WILD: "Wild 15",
    }[card.face]


# A section of the page: its heading, a sentence saying how to read it, and its lines, each
# (indent, text, rule ID or ""); a line with an indent of 0 and no rule is a card's heading.
Line = tuple[int, str, str]
Section = tuple[str, str, list[Line]]


# ---------------------------------------------------------------------------------- the outline


def outline(g: Glance, lang: str | None = None) -> list[Section]:
    """The sections, in the order a player needs them: ranking, cycle, cards, bonuses."""
    return [_ranking(g), _cycle(g), _cards(g, lang), _bonuses(g)]


def _ranking(g: Glance) -> Section:
    lines: list[Line] = []
    for tier in g.tiers:
        if tier.title is not None and tier.rule is not None:
            lines.append((0, f"{tier.number}. {tier.title}", tier.rule))
        for i, step in enumerate(tier.steps):
            except_ = "except: " if step.over is not None else ""
            if tier.title is None and i == 0:
                lines.append((0, f"{tier.number}. {step.text}", step.rule))
            else:
                lines.append((5 if step.over and tier.title else 3, f"{except_}{step.text}", step.rule))
    return ("How a trick is decided", "The first rule that applies, from the top, decides the trick.", lines)


def _cycle(g: Glance) -> Section:
    lines: list[Line] = []
    for ring in g.cycles:
        names = [CHARACTER_NAMES[b.winner] for b in ring]
        lines.append((0, " > ".join([*names, names[0]]), ""))
        lines += [(3, f"{_upper(ROLE_ONE[b.winner])} beats {ROLE_ONE[b.loser]}", b.rule) for b in ring]
    intro = "No character beats all the others: each of these beats the next, and the last beats the first."
    return ("The cycle", intro, lines)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cards(g: Glance, lang: str | None = None) -> Section:
    from .rules import RULES

    lines: list[Line] = []
    for group in g.cards:
        label = group.label
        if lang:  # --lang: the printing's name beside the English one
            from .names import names_for

            label = _named(label, names_for(group.tokens, lang))
        lines.append((0, f"{label}: type {tokens_text(group)}; {_count(group)}, from {group.module}", ""))
        lines += [(3, RULES[rule].title, rule) for rule in group.rules]
    box = "the first edition's deck" if g.first else "the full box" if g.full else "the deck in play"
    return ("The cards", f"Every card of {box}, as you type it, and the rules about it.", lines)


def _named(label: str, named: str) -> str:
    """The label with the printing's name in brackets, sharing the label's own ones if it ends in
    some: "Black 1-14 (trump; schwarz)", not "Black 1-14 (trump) (schwarz)"."""
    if not named:
        return label
    if label.endswith(")"):
        return f"{label[:-1]}; {named})"
    return f"{label} ({named})"


def _bonuses(g: Glance) -> Section:
    winner = "the trick's winner"
    lines: list[Line] = [
        (0, f"{b.points:+3d}  {b.text}" + ("" if b.paid_to == winner else f", paid to {b.paid_to}"), b.rule)
        for b in g.bonuses
    ]
    named = ", or to the player a line names," if any(b.paid_to != winner for b in g.bonuses) else ""
    return ("Bonuses", f"Paid to {winner}{named} only if that player makes the bid exactly.", lines)


def tokens_text(group: CardGroup) -> str:
    """The tokens to type, each suit's run of numbers shortened to its ends (``g1-g14``)."""
    return " ".join(runs(group.tokens))


def _count(group: CardGroup) -> str:
    return "1 card" if group.copies == 1 else f"{group.copies} cards"


# ---------------------------------------------------------------------------------- plain text


def plain(g: Glance, width: int | None = None, lang: str | None = None) -> str:
    """The outline wrapped to ``width`` columns (the terminal's, 100 at most, 40 at least)."""
    import shutil
    import textwrap

    cols = width or max(40, min(100, shutil.get_terminal_size((80, 24)).columns - 1))
    out: list[str] = ["Cards at a glance"]
    for title, intro, lines in outline(g, lang):
        out += ["", title.upper(), *textwrap.wrap(intro, cols), ""]
        for indent, text, rule in lines:
            words = f"{text} [{rule}]" if rule else text
            pad = " " * indent
            hang = pad + ("   " if indent == 0 else "  ")
            wide = 0
            if lang:  # a Chinese name takes two columns: wrap as much earlier
                from .i18n import width as columns

                wide = columns(words) - len(words)
            out += textwrap.wrap(words, cols - wide, initial_indent=pad, subsequent_indent=hang, break_on_hyphens=False)
    return "\n".join(out)
