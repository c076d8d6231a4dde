"""Why a case failed, in terms an app author can act on: the rule behind the field that differs,
the deviation it belongs to, and the ``skrules`` command that shows skrules' own answer.

A case's ``because`` (written by the export) names, for each expected field, the rule that
decided it in skrules' verdict, then the ruling if one did. A failing case is put under the first
field it gets wrong in :data:`FIELD_ORDER`: the lead suit decides the winner, the winner the next
leader and the bonuses, so the earliest field is the likeliest cause and the later ones follow
from it. Cases with the same (field, rule) are one deviation, counted once each.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence

from ..errors import SkrulesError
from ..rules import RULINGS, RuleSet
from ..rulings import RuleId
from .compare import Check, Diff, Status
from .runner import CaseResult

__all__ = [
    "FIELD_ORDER",
    "Cause",
    "Deviation",
    "cards_line",
    "cause_of",
    "deviations",
    "label_of",
    "reproduce",
    "rules_behind",
]

FIELD_ORDER = (
    "refused",
    "lead_suit",
    "outcome",
    "winner",
    "removed",
    "next_leader",
    "alliances",
    "bonuses",
    "bonus",
    "abilities",
    "illegal",
    "winners",
    "taken",
    "scores",
    "schedule",
    "dealers",
    "leaders",
    "running",
    "totals",
    "tie",
)
NO_ANSWER = "answer"  # the field of a failure with no answer to compare: a crash, a timeout, no JSON


class Cause:
    """The field a failed case gets wrong first and the rule (and ruling) behind it in skrules' verdict."""

    __slots__ = ("field", "rule", "ruling")

    def __init__(self, field: str, rule: str, ruling: str | None = None) -> None:
        self.field = field
        self.rule = rule
        self.ruling = ruling

    @property
    def label(self) -> str:
        """``lead.character / ruling.character-lead``: the rule, and the ruling whose reading decided it."""
        return self.rule if self.ruling is None else f"{self.rule} / {self.ruling}"

    @property
    def key(self) -> tuple[str, str]:
        return self.field, self.label


class Deviation:
    """The failed cases one cause explains, the first of them shown as its example."""

    __slots__ = ("cause", "results")

    def __init__(self, cause: Cause, results: list[CaseResult]) -> None:
        self.cause = cause
        self.results = results

    @property
    def example(self) -> CaseResult:
        return self.results[0]


def rules_behind(case: dict[str, object], diff: Diff) -> list[str]:
    """The rule and ruling IDs that decided ``diff``'s field in skrules' verdict, most telling first.

    For a round's ``winners`` it is the rule that decided the first trick whose winner differs.
    A suite without ``because`` (or a field it does not name) falls back on the rules the case cites.
    """
    because = case.get("because")
    ids = because.get(diff.field) if isinstance(because, dict) else None
    if isinstance(ids, list) and ids:
        if diff.field == "bonuses" and isinstance(diff.expected, list):
            return _bonus_rules(diff.expected, diff.received) + [str(x) for x in ids]
        if diff.field == "winners" and isinstance(diff.expected, list):
            got = diff.received if isinstance(diff.received, list) else []
            wrong = [i for i, want in enumerate(diff.expected) if i >= len(got) or got[i] != want]
            if wrong and wrong[0] < len(ids):
                return [str(ids[wrong[0]])]
        return [str(x) for x in ids]
    return _cited(case)


def _bonus_rules(expected: list[object], received: object) -> list[str]:
    """The rules of the bonuses owed and not paid, else ``bonus.capture`` for a bonus paid and not owed."""
    paid = [b.get("rule") for b in received if isinstance(b, dict)] if isinstance(received, list) else []
    missing: list[str] = []
    for b in expected:
        rule = b.get("rule") if isinstance(b, dict) else None
        if rule in paid:
            paid.remove(rule)
        elif isinstance(rule, str):
            missing.append(rule)
    return list(dict.fromkeys(missing)) or [RuleId.BONUS_CAPTURE]


def label_of(ids: Sequence[str]) -> str:
    """``rank.lead`` or ``lead.character / ruling.character-lead``: the rule, and the ruling that decided it."""
    return _cause("", ids).label


def _cited(case: dict[str, object]) -> list[str]:
    cites = case.get("cites")
    found = [str(c).partition("=")[0] for c in cites] if isinstance(cites, list) else []
    rules = case.get("rules")
    return found or ([str(r) for r in rules] if isinstance(rules, list) else [])


def _cause(field: str, ids: Sequence[str]) -> Cause:
    if not ids:
        return Cause(field, "?")
    rule = ids[0]
    ruling = None if rule in RULINGS else next((i for i in ids[1:] if i in RULINGS), None)
    return Cause(field, rule, ruling)


def cause_of(result: CaseResult) -> Cause | None:
    """The cause a failed case is counted under; None for a case that did not fail."""
    check, case = result.check, result.case
    if check.status is not Status.FAILED:
        return None
    if check.diffs:
        rank = {f: i for i, f in enumerate(FIELD_ORDER)}
        first = min(check.diffs, key=lambda d: rank.get(d.field, len(rank)))
        return _cause(first.field or "an unnamed field", rules_behind(case, first))  # a suite written by hand
    expected = case.get("expected")
    refused = expected.get("refused") if isinstance(expected, dict) else None
    if isinstance(refused, dict):  # the engine answered, or refused for another reason
        rule = refused.get("rule")
        return Cause("refused", str(rule) if rule else f"a {refused.get('kind')} refusal")
    if _engine_refused(check):
        return _cause("refused", _cited(case))
    return Cause(NO_ANSWER, _reason_head(check.reason))


def _engine_refused(check: Check) -> bool:
    return isinstance(check.answer, dict) and check.answer.get("refused") not in (None, False)


def _reason_head(reason: str) -> str:
    """The kind of a failure with no answer (``the engine crashed``), without its details."""
    for stop in (" (", ";", ":"):
        reason = reason.split(stop, 1)[0]
    return reason or "no answer"


def deviations(results: Sequence[CaseResult]) -> list[Deviation]:
    """The failed cases grouped by cause, the cause explaining the most cases first, then by rule and field."""
    groups: dict[tuple[str, str], Deviation] = {}
    for r in results:
        cause = cause_of(r)
        if cause is None:
            continue
        group = groups.setdefault(cause.key, Deviation(cause, []))
        group.results.append(r)
    return sorted(groups.values(), key=lambda g: (-len(g.results), g.cause.label, g.cause.field))


# ------------------------------------------------------------------------------ what to run to see skrules' answer


def reproduce(case: dict[str, object], others: Sequence[dict[str, object]] = ()) -> str:
    """The ``skrules`` command that shows skrules' answer to the case, with its explanation.

    A trick is given to ``skrules trick`` with its deck, the rulings that differ from the
    edition's defaults, and the hands; a round or a game is run by ``skrules check`` on its
    scenario file in the library (``scenarios/`` in skrules' source), selected by the fewest words
    of its name that no other case of the same file (among ``others``) has.
    """
    trick = case.get("trick")
    if case.get("kind") == "trick" and isinstance(trick, list):
        return shlex.join(["skrules", "trick", *_option_args(case), *_hand_args(case), *map(str, trick)])
    file = str(case.get("file", ""))
    siblings = [f"{file}::{o.get('name', '')}".lower() for o in others if o.get("file") == file and o is not case]
    words = _selection(str(case.get("name", "")), siblings)
    return shlex.join(["skrules", "check", f"scenarios/{file}", *(["-k", words] if words else [])])


def _selection(name: str, siblings: list[str]) -> str:
    """Words of ``name`` that together select it and none of ``siblings`` (as ``-k`` matches), rarest first."""
    words = [w for w in name.replace("(", " ").replace(")", " ").split() if w.lower() not in ("and", "or", "not")]
    if not words:
        return ""
    words = sorted(dict.fromkeys(words), key=lambda w: (sum(w.lower() in s for s in siblings), -len(w)))
    chosen: list[str] = []
    left = siblings
    for w in words:
        chosen.append(w)
        left = [s for s in left if w.lower() in s]
        if not left:
            break
    mine = name.lower()
    for s in left:  # a name within another's ("Round 1", "Round 10"): rule the longer one out by a word of its own
        own = next(
            (w for w in s.split("::", 1)[-1].split() if w.lower() not in mine and "(" not in w and ")" not in w), None
        )
        if own is not None and own.lower() not in ("and", "or", "not"):
            chosen.append(f"not {own}")
    return " and ".join(chosen)


def _option_args(case: dict[str, object]) -> list[str]:
    options = case.get("options")
    if not isinstance(options, dict):
        return []
    args: list[str] = []
    deck = options.get("deck")
    if isinstance(deck, list):
        args += ["--deck", ",".join(map(str, deck)) or "base"]
    elif isinstance(deck, str):
        args += ["--deck", deck]
    edition = options.get("edition")
    if isinstance(edition, str):
        args += ["--edition", edition]
    args += _ruling_args(options.get("rulings"), edition if isinstance(edition, str) else None)
    if options.get("abilities") is True:
        args.append("--abilities")
    house = options.get("house_rules")
    for h in house if isinstance(house, list) else []:
        args += ["--house", str(h)]
    return args


def _ruling_args(rulings: object, edition: str | None) -> list[str]:
    """``--ruling NAME=READING`` for each ruling whose reading is not the edition's default."""
    if not isinstance(rulings, dict):
        return []
    try:
        defaults = RuleSet(edition=edition)
    except (SkrulesError, ValueError, KeyError):  # an edition this skrules does not know: the defaults
        defaults = RuleSet()
    args: list[str] = []
    for rid, reading in sorted(rulings.items()):
        if rid in RULINGS and str(defaults.reading(rid)) == str(reading):
            continue
        args += ["--ruling", f"{str(rid).removeprefix('ruling.')}={reading}"]
    return args


def _hand_args(case: dict[str, object]) -> list[str]:
    hands = case.get("hands")
    if not isinstance(hands, dict):
        return []
    return [
        a
        for p, cards in hands.items()
        if isinstance(cards, list)
        for a in ("--hand", f"{p}={','.join(map(str, cards))}")
    ]


def cards_line(case: dict[str, object]) -> list[str]:
    """The case's cards as a person reads them: the trick and hands, or the round's bids and tricks."""
    out: list[str] = []
    hands = case.get("hands")
    trick = case.get("trick")
    if isinstance(trick, list):
        out.append("trick: " + " ".join(map(str, trick)))
    rd = case.get("round")
    if isinstance(rd, dict):
        bids = rd.get("bids")
        if isinstance(bids, dict):
            out.append("bids: " + " ".join(f"{p}={n}" for p, n in bids.items()))
        tricks = rd.get("tricks")
        for i, t in enumerate(tricks if isinstance(tricks, list) else [], 1):
            plays = t.get("plays") if isinstance(t, dict) else None
            out.append(f"trick {i}: " + " ".join(map(str, plays if isinstance(plays, list) else [])))
    game = case.get("game")
    if isinstance(game, dict):
        rounds = game.get("rounds")
        for row in rounds if isinstance(rounds, list) else []:
            if isinstance(row, dict):
                cells = row.get("cells")
                out.append(
                    f"round {row.get('number')}: " + " ".join(map(str, cells if isinstance(cells, list) else []))
                )
    if isinstance(hands, dict) and hands:
        out.append(
            "hands: " + "; ".join(f"{p} {' '.join(map(str, c))}" for p, c in hands.items() if isinstance(c, list))
        )
    return out
