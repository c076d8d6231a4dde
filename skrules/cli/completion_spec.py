"""What a completion script is written from: the commands, their options and the words for each value.

:func:`spec` reads them from the argparse parser and the project's data into a :class:`Spec`;
:mod:`.completion_scripts` writes each shell's script from it, and ``skrules completion``
(:mod:`.completion`) prints the script.
"""

from __future__ import annotations

import argparse

from . import COMMANDS, build_parser, commands_for

__all__ = ["Command", "Option", "Spec", "data_words", "spec", "value_kind"]


class Option:
    """One option of a command: its flags, whether it takes a value, and the words for that value."""

    __slots__ = ("choices", "flags", "help", "kind", "metavar", "nargs", "repeat", "takes_value")

    def __init__(self, action: argparse.Action) -> None:
        self.flags: list[str] = list(action.option_strings)
        self.help = _first_sentence(action.help)
        self.takes_value = action.nargs != 0
        self.nargs = action.nargs
        self.repeat = isinstance(action, argparse._AppendAction)
        self.kind = value_kind(action) if self.takes_value else ""
        self.choices = [str(c) for c in action.choices or ()]
        self.metavar = action.metavar if isinstance(action.metavar, str) else action.dest.upper()


class Command:
    """A command, the words that abbreviate it, its options and what its positional arguments are."""

    __slots__ = ("help", "name", "options", "positional", "prefixes")

    def __init__(self, name: str, help: str, parser: argparse.ArgumentParser) -> None:
        self.name, self.help = name, _first_sentence(help)
        self.prefixes = [name[:n] for n in range(1, len(name) + 1) if commands_for(name[:n]) == [name]]
        actions = [a for a in parser._actions if a.help != argparse.SUPPRESS]
        self.options = [Option(a) for a in actions if a.option_strings]
        positionals = [Option(a) for a in actions if not a.option_strings]
        self.positional: Option | None = positionals[0] if positionals else None


# What a value is, by the metavar (or the option's name) argparse knows it by.
_KINDS = {
    "CARD": "cards",
    "ID": "rules",
    "PARTS": "deck",
    "NAME=READING": "rulings",
    "METHOD": "scoring",
    "scoring": "scoring",
    "LANG": "langs",
    "PATH": "files",
    "FILE": "files",
    "SHEET": "files",
    "NAME[=N]": "bonuses",
}


def value_kind(action: argparse.Action) -> str:
    """``cards``, ``rules``, ``files``... for the words a value takes; ``choices`` for argparse's own; ``""`` free."""
    if action.choices is not None:
        return "choices"
    metavar = action.metavar if isinstance(action.metavar, str) else None
    return _KINDS.get(metavar or "", "") or _KINDS.get(action.dest, "")


def _first_sentence(text: str | None) -> str:
    text = (text or "").split("; ")[0].split(" (")[0].strip()
    return text.replace("%(default)s", "").replace("%%", "%")


class Spec:
    """Everything a completion script needs, read from the parser and the project's data."""

    def __init__(self, commands: list[Command], words: dict[str, list[str]]) -> None:
        self.commands, self.words = commands, words


def spec() -> Spec:
    """The parser and the data read into a :class:`Spec`."""
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    helps = {a.dest: a.help or "" for a in sub._choices_actions}
    return Spec([Command(name, helps.get(name, ""), sub.choices[name]) for name in COMMANDS], data_words())


def data_words() -> dict[str, list[str]]:
    """The words of each value kind, from the modules that define them."""
    from ..bonuses import BONUS_ALIASES, BONUS_KINDS
    from ..cards import canonical_words
    from ..locale import LANGS
    from ..rules import RULES, RULINGS, deck_words, scoring_words

    return {
        "cards": canonical_words(),
        "rules": [*RULES, *RULINGS],
        "rulings": [f"{r.id.removeprefix('ruling.')}={reading}" for r in RULINGS.values() for reading in r.readings],
        "deck": deck_words(),
        "scoring": scoring_words(),
        "langs": ["en", *(str(lang) for lang in LANGS)],
        "bonuses": sorted({*BONUS_KINDS, *BONUS_ALIASES}),
    }
