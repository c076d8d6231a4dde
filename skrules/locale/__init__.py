"""Message catalogues for ``--lang``: one JSON file per language, read here for the whole package.

``en.json`` lists the English templates (the message IDs of :mod:`skrules.messages`, the answer
sentences of :mod:`skrules.sentence` and the layout's words), as gettext's ``.pot`` does; each
other ``<lang>.json`` maps every one to that language, with the same placeholders, and holds what
else is the language's own: its name, its suits' colours (``suits``) and where its card names
come from (``names_from``). Adding a language is its catalogue and its line in :data:`LANGS`,
nothing else.

A catalogue may also name the marks its language sets off with a no-break space (``no_break_space``:
French writes ``gagne : une``, ``pli ?``, ``« g5 »``). The catalogue is written with ordinary spaces,
as its translators type it; each one before a mark of ``before`` or after one of ``after`` is read as
U+00A0, once, here, so that no template can forget it and every output (plain, rich, JSON, the web
pages) says the same text, which no wrap breaks before the colon (:mod:`skrules.breaks`).

This module stays tiny: the command line imports it to check ``--lang`` before anything heavier
is loaded.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
from collections.abc import Iterator
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from ..refusals import CommandRefusal

__all__ = [
    "ARGPARSE_MESSAGES",
    "CATALOGUES",
    "LANGS",
    "argparse_in",
    "catalog",
    "lang_choice",
    "language_code",
    "spoken",
]

LANGS = ("fr", "zh", "de", "es")  # every language --lang accepts: each has its catalogue, <lang>.json

CATALOGUES = Path(__file__).parent  # where the catalogues are read from: beside this module


@cache
def catalog(lang: str) -> dict[str, object]:
    """A language's catalogue (``en`` included), read once: ``messages``, ``answers``, ``words``..., each space
    its ``no_break_space`` names a no-break one."""
    data: dict[str, object] = json.loads((CATALOGUES / f"{lang}.json").read_text("utf-8"))
    marks: dict[str, str] | None = data.get("no_break_space")  # type: ignore[assignment]
    if marks:
        spaces = re.compile(rf" (?=[{re.escape(marks['before'])}])|(?<=[{re.escape(marks['after'])}]) ")
        data = _no_break(data, spaces)  # type: ignore[assignment]
    return data


def _no_break(value: object, spaces: re.Pattern[str]) -> object:
    """``value`` (a catalogue, a section, a template) with each space ``spaces`` finds as a no-break space;
    the keys, a template's English, stay as they are."""
    if isinstance(value, str):
        return spaces.sub("\u00a0", value)
    if isinstance(value, dict):
        return {key: _no_break(item, spaces) for key, item in value.items()}
    if isinstance(value, list):
        return [_no_break(item, spaces) for item in value]
    return value


def spoken(lang: str | None) -> str | None:
    """The catalogue a text is said from: None for English (``"en"`` or none asked), which skrules is written
    in, as ``--lang en`` is; another language as it is."""
    return None if lang is None or lang == "en" else lang


def lang_choice(text: str) -> str | None:
    """``--lang``'s type: a language skrules speaks (None for English, the default, which needs no
    translation), or an error that lists them. A language is its code, with a region or not (``zh-CN``,
    ``fr_FR``), or its name in English or in itself (``French``, ``français``, ``中文``)."""
    lang = spoken(language_code(text))
    if lang is None:
        return None
    if lang not in LANGS:
        raise argparse.ArgumentTypeError(_not_a_language(text, _SPEAKING.get()))
    return lang


# the language argparse speaks in, within :func:`argparse_in` (None: English)
_SPEAKING: ContextVar[str | None] = ContextVar("speaking", default=None)


def _not_a_language(text: str, lang: str | None) -> str:
    """--lang's refusal of ``text``, in ``lang`` (None: English), with the languages to choose from: by their
    English names in English, else each by its own (``fr (Français)``, ``zh (中文)``), as a language menu lists
    them."""
    name = "name" if lang is None else "native"
    said = [f"{code} ({catalog(code)[name]})" for code in ("en", *LANGS)]
    template = CommandRefusal.LANG_UNKNOWN
    if lang is not None:
        refusals: dict[str, str] = catalog(lang)["refusals"]  # type: ignore[assignment]
        template = refusals[template]
    comma = ", " if lang is None else str(catalog(lang)["comma"])
    return template.format(typed=repr(text), typeds=comma.join(said[:-1]), typed2=said[-1])


def language_code(text: str) -> str:
    """``zh-CN``, ``fr_FR``, ``Français``, ``chinese``, ``cn``: the code of the language they name (``zh``, ``fr``),
    as a locale or a player writes it; a text that names none is given back as typed, lower-cased, for the
    caller to refuse."""
    word = text.strip().lower()
    code = re.split(r"[-_.@]", word, maxsplit=1)[0]
    if code in ("en", *LANGS):
        return code
    if code == "cn":  # China's country code, typed for its language
        return "zh"
    for lang in ("en", *LANGS):
        data = catalog(lang)
        if word in (str(data["name"]).lower(), str(data["native"]).lower()):
            return lang
    return word


# argparse's refusals of a command line, by their gettext message IDs (argparse writes each through
# gettext): each catalogue but English says them in its ``argparse`` section, with the same %-fields
ARGPARSE_MESSAGES = (
    "argument %(argument_name)s: %(message)s",
    "unrecognized arguments: %s",
    "not allowed with argument %s",
    "ignored explicit argument %r",
    "the following arguments are required: %s",
    "one of the arguments %s is required",
    "expected one argument",
    "expected at most one argument",
    "expected at least one argument",
    "expected %s argument",
    "expected %s arguments",
    "ambiguous option: %(option)s could match %(matches)s",
    "invalid %(type)s value: %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)",
    "unexpected option string: %s",
)


@contextlib.contextmanager
def argparse_in(lang: str | None) -> Iterator[None]:
    """Within the block, argparse says its refusals in ``lang`` (None: as it writes them, in English).

    argparse looks each message up through gettext's functions, bound into its module as ``_`` and
    ``ngettext``; they are put back on the way out, so that nothing outlasts the command.
    """
    if lang is None:
        yield
        return
    said: dict[str, str] = catalog(lang).get("argparse", {})  # type: ignore[assignment]
    types: dict[str, str] = catalog(lang).get("argparse_types", {})  # type: ignore[assignment]
    before = vars(argparse)["_"], vars(argparse)["ngettext"]
    speaking = _SPEAKING.set(lang)
    setattr(argparse, "_", lambda msgid: _Typed.of(str(said.get(msgid, msgid)), types))  # noqa: B010  # argparse's
    setattr(argparse, "ngettext", lambda one, many, n: said.get(one if n == 1 else many, one if n == 1 else many))  # noqa: B010
    try:
        yield
    finally:
        _SPEAKING.reset(speaking)
        setattr(argparse, "_", before[0])  # noqa: B010
        setattr(argparse, "ngettext", before[1])  # noqa: B010


class _Typed(str):
    """A message of argparse's in a language that names an option's type (``invalid %(type)s value``): argparse
    fills it in with the type's Python name (``int``, ``seconds``), which is said here in the language's words,
    from its catalogue's ``argparse_types`` (en.json lists the names, as the .pot lists messages)."""

    names: dict[str, str]

    @classmethod
    def of(cls, text: str, names: dict[str, str]) -> str:
        if "%(type)s" not in text:
            return text
        typed = cls(text)
        typed.names = names
        return typed

    def __mod__(self, values: object) -> str:
        if isinstance(values, dict) and values.get("type") in self.names:
            values = {**values, "type": self.names[values["type"]]}
        return str.__mod__(self, values)
