"""The trace: the steps of an explanation, as plain data.

A step names the rule it applies (every step cites an ID from :mod:`skrules.rules`), says in a
sentence what followed, and lists the cards it is about; where a ruling decided the step, it
names the ruling and the reading in force too, so the engine never picks silently. Plain text and dictionaries are made
here; the rich rendering lives in :mod:`skrules.render`, so the core never imports rich.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from .messages import SAYINGS, say
from .messages import saying as _saying
from .rules import title

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .messages import Message, Value
    from .rulings import RuleId


def points(n: int) -> str:
    """``+40``, ``-10``, ``0``: points as a score sheet writes them."""
    return f"+{n}" if n > 0 else str(n)


def cite(rule: str, ruling: str | None, reading: str | None) -> str:
    """``kraken.leader; ruling.kraken-leader=would-have-won``: a rule and the ruling that decided it."""
    return rule if ruling is None else f"{rule}; {ruling}={reading}"


# rule, text (None: said in English when read), cards, ruling, reading, message, values
Row = tuple[
    str, "str | None", tuple[int, ...], "str | None", "str | None", "Message | None", "Mapping[str, Value] | None"
]


class Step(Row):
    """One step of an explanation: the rule applied, what followed, the cards it is about.

    What followed is a message and its typed values (:mod:`skrules.messages`); its English text
    is said from them when read (a step made by hand from plain text, or said in another
    language, holds its text). A translation reads the message, never the text. A tuple
    underneath (immutable and cheap to build, as a trace holds many), read by name.
    """

    __slots__ = ()

    def __new__(
        cls,
        rule: str,
        text: str,
        cards: tuple[int, ...] = (),
        ruling: str | None = None,
        reading: str | None = None,
        message: Message | None = None,
        values: Mapping[str, Value] | None = None,
    ) -> Step:
        return tuple.__new__(cls, (rule, text, cards, ruling, reading, message, values))

    @property
    def rule(self) -> str:
        return self[0]

    @property
    def text(self) -> str:
        """What followed, in English unless the step was said in another language."""
        text = self[1]
        return text if text is not None else say(self[5], self[6])  # type: ignore[arg-type]

    @property
    def cards(self) -> tuple[int, ...]:
        return self[2]

    @property
    def ruling(self) -> str | None:
        """The ruling whose reading decided this step, if any."""
        return self[3]

    @property
    def reading(self) -> str | None:
        return self[4]

    @property
    def message(self) -> Message | None:
        """The message the text was written from (None only for a step made by hand from plain text)."""
        return self[5]

    @property
    def values(self) -> Mapping[str, Value]:
        """The message's values, typed (empty for a step with no message)."""
        return self[6] or {}

    def __getnewargs__(
        self,
    ) -> Row:
        return (self[0], self[1], self[2], self[3], self[4], self[5], self[6])

    def __repr__(self) -> str:
        return f"Step(rule={self[0]!r}, text={self.text!r}, cards={self[2]!r}, ruling={self[3]!r}, reading={self[4]!r})"

    @property
    def title(self) -> str:
        return title(self.rule)

    @property
    def cites(self) -> str:
        """The rule ID, and the ruling with its reading when one decided the step."""
        return cite(self.rule, self.ruling, self.reading)

    def as_dict(self) -> dict[str, object]:
        return _as_dict(self)


_TITLES: dict[str, str] = {}  # rule ID -> title, read once (the rulebook's titles do not change)


def _as_dict(step: Step) -> dict[str, object]:
    rule, text, cards, ruling, reading, message, values = step
    name = _TITLES.get(rule) or _title(rule)
    if text is None:
        text = say(message, values)  # type: ignore[arg-type]
    return {"rule": rule, "title": name, "text": text, "cards": list(cards), "ruling": ruling, "reading": reading}


def _title(rule: str) -> str:
    name = _TITLES[rule] = title(rule)
    return name


def _step(row: Row) -> Step:
    return tuple.__new__(Step, row)


class Trace:
    """An ordered list of steps; empty (and cheap) when the explanation was not asked for.

    Kept as plain tuples, each made a :class:`Step` when read: a trace is written for every
    explained trick, and most are read once, as text or as dictionaries.
    """

    __slots__ = ("_steps",)

    def __init__(self, steps: tuple[Step, ...] = ()) -> None:
        self._steps: list[Row] = list(steps) if steps else []

    def add(
        self, rule: RuleId, message: Message, /, *cards: int, ruling: tuple[str, str] | None = None, **values: Value
    ) -> None:
        """A step saying ``message`` with ``values`` (:mod:`skrules.messages`): its text is said
        when read, in the language it is read in (English unless a localizer says it)."""
        if ruling is None:
            self._steps.append((rule, None, cards, None, None, message, values))
        else:
            self._steps.append((rule, None, cards, ruling[0], ruling[1], message, values))

    def extend(self, steps: Iterable[Step]) -> None:
        """Another trace's steps, as they are (their messages, values and rulings kept)."""
        self._steps.extend(steps)

    def __iter__(self) -> Iterator[Step]:
        return map(_step, self._steps)

    def __len__(self) -> int:
        return len(self._steps)

    def __getitem__(self, i: int) -> Step:
        return _step(self._steps[i])

    def __bool__(self) -> bool:
        return True  # an empty trace is still a trace: `if trace:` means "explaining"

    @property
    def rules(self) -> list[str]:
        return [s[0] for s in self._steps]

    def as_list(self) -> list[dict[str, object]]:
        """The steps as dictionaries, their text in English."""
        titles, sayings = _TITLES, SAYINGS
        return [
            {
                "rule": rule,
                "title": titles.get(rule) or _title(rule),
                "text": text if text is not None else (sayings.get(message) or _saying(message))(values),  # type: ignore[arg-type]
                "cards": list(cards),
                "ruling": ruling,
                "reading": reading,
            }
            for rule, text, cards, ruling, reading, message, values in self._steps
        ]

    def as_text(self, indent: str = "  ", ids: bool = True) -> str:
        """Numbered lines, each with its ``[rule]`` first (``ids=False`` leaves the rules out)."""
        steps = [_step(row) for row in self._steps]
        width = len(str(len(steps)))
        if not ids:
            return "\n".join([f"{indent}{i:>{width}}. {s.text}" for i, s in enumerate(steps, 1)])
        return "\n".join([f"{indent}{i:>{width}}. [{s.cites}] {s.text}" for i, s in enumerate(steps, 1)])
