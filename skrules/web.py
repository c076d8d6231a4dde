"""A JSON-in/JSON-out entry point: ``skrules trick --json`` as a function, for the rulebook's *Settle it* page.

The page runs this package in the browser (Pyodide) and must answer exactly as the command line
does, verdict and error messages alike. So :func:`adjudicate` calls what the command calls,
:func:`skrules.answers.answer` and :func:`skrules.answers.answer_dict`, and reports an error as
the command does; the two cannot drift apart. Standard library only: the browser has nothing else.

A request (a dict, or its JSON text)::

    {"cards": ["Ann=mermaid", "Ben=sk"],   # the tokens as typed, in play order (required)
     "deck": "auto",                       # --deck (optional; "auto" or absent: what the cards need)
     "rulings": ["kraken-leader=left-of-kraken"],   # --ruling NAME=READING, each (optional)
     "abilities": false,                   # --abilities (optional)
     "edition": "2021",                    # --edition YEAR (optional; absent, null or "": the default edition)
     "house": ["bonus-on-miss"],           # --house NAME, each (optional)
     "hands": ["Ben=g3,y5,b2"],            # --hand NAME=CARDS, each (optional)
     "why": "Ben",                         # --why NAME (or a card position from 1; optional)
     "what_if": "2=escape",                # --what-if POSITION=CARD (optional)
     "lang": "fr"}                         # --lang LANG (optional; absent, null, "" or "en": English)

The response is ``{"state": "done", "json": <the text the CLI prints>, "exit_code": 0 or 1, "command": ...}``
(exit code 1: a play broke a rule, and the verdict is still given) or ``{"state": "refused",
"message": <the CLI's one-line error, without its "skrules: error: " prefix>, "exit_code": 2, "command": ...}``.
``command`` is the equivalent command line. A request of the wrong shape raises :class:`ValueError`.
With ``why`` or ``what_if`` the ``json`` holds the CLI's ``why_not`` or ``what_if`` object too, and a
question the trick cannot answer (no such player, not a card) is refused with the CLI's message;
``null`` or an absent key asks nothing, so a request written before these keys answers as before.
With ``lang`` (``"en"`` included) the response also holds ``said``: the verdict as ``--lang`` prints it (``illegal``
and ``stood``, the plays that broke a rule, each its text and rule, and ``Had the trick stood:``, when one did;
``answer``, the answer sentences; ``rows``, the facts but the trick as ``[name, value]`` pairs, the cards by their
names in English too; ``steps``, the trace's sentences; ``cards``, each card's name in play order;
with a question, ``why_not`` and ``what_if``, its answer in words laid out as the page shows it, see
:func:`skrules.whynot.why_not_parts` and :func:`skrules.whynot.what_if_parts`), the ``json`` staying canonical
and English as ``--json`` keeps it. A refused request with ``lang`` holds ``said`` too: ``{"message": ...}``, the
refusal as ``--lang`` prints it (:mod:`skrules.refusals`).
"""

from __future__ import annotations

import json
import os
import shlex
from collections.abc import Mapping, Sequence

from .locale import LANGS

TYPE_CHECKING = False  # typing itself is not imported: the browser pays for every module
if TYPE_CHECKING:
    from typing import Any

    from .answers import Answer

__all__ = ["adjudicate", "respond", "said", "trick_argv"]

_PREFIX = "skrules: error: "


def _strings(request: Mapping[str, Any], key: str) -> list[str]:
    value = request.get(key, [])
    if isinstance(value, str) or not isinstance(value, Sequence) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"request[{key!r}] must be a list of strings")
    return list(value)


def _question(request: Mapping[str, Any], key: str, option: str) -> list[str]:
    """``--why=NAME`` or ``--what-if=POSITION=CARD`` when asked; its text reaches the CLI as typed."""
    value = request.get(key)
    if value is None:
        return []
    if not isinstance(value, str):
        raise ValueError(f"request[{key!r}] must be a string")
    return [f"{option}={value}"]


def _edition(request: Mapping[str, Any]) -> list[str]:
    """``--edition=YEAR`` when one is named; its text reaches the CLI as typed, to be refused there if unknown."""
    value = request.get("edition")
    if value is None or value == "":
        return []
    if not isinstance(value, str):
        raise ValueError("request['edition'] must be a string")
    return [f"--edition={value}"]


def _lang(request: Mapping[str, Any]) -> str | None:
    """The language asked for, or None for English; one ``--lang`` does not take is refused as the request's error."""
    value = request.get("lang")
    if value is None or value in ("", "en"):
        return None
    if value not in LANGS:
        raise ValueError(f"request['lang'] must be one of en, {', '.join(LANGS)}")
    return str(value)


def trick_argv(request: Mapping[str, Any]) -> list[str]:
    """The ``skrules`` arguments for a request: options as ``--opt=VALUE`` and the cards after ``--``.

    The ``=`` form and the ``--`` keep a value or a token that starts with ``-`` from being read as
    an option, so whatever is typed in the page reaches the card parser and gets its messages.
    """
    keys = {"cards", "deck", "rulings", "abilities", "edition", "house", "hands", "why", "what_if", "lang"}
    unknown = set(request) - keys
    if unknown:
        raise ValueError(f"unknown request keys: {', '.join(sorted(map(repr, unknown)))}")
    deck = request.get("deck") or "auto"
    if not isinstance(deck, str):
        raise ValueError("request['deck'] must be a string")
    argv = ["trick", "--json", *([f"--lang={lang}"] if (lang := _lang(request)) else [])]
    if deck != "auto":
        argv.append(f"--deck={deck}")
    argv += [f"--ruling={r}" for r in _strings(request, "rulings")]
    if request.get("abilities"):
        argv.append("--abilities")
    argv += _edition(request) + [f"--house={h}" for h in _strings(request, "house")]
    argv += [f"--hand={h}" for h in _strings(request, "hands")]
    argv += _question(request, "why", "--why") + _question(request, "what_if", "--what-if")
    return [*argv, "--", *_strings(request, "cards")]


def _command(argv: Sequence[str]) -> str:
    """The command line a player would type: ``--`` only when a card needs it."""
    cut = argv.index("--")
    cards = argv[cut + 1 :]
    shown = [*argv[:cut], *(["--"] if any(c.startswith("-") for c in cards) else []), *cards]
    return shlex.join(["skrules", *shown])


def adjudicate(request: Mapping[str, Any] | str) -> dict[str, Any]:
    """Judge one trick as ``skrules trick --json`` would; see the module docstring for the format."""
    if isinstance(request, str):
        request = json.loads(request)
    if not isinstance(request, Mapping):
        raise ValueError("the request must be a JSON object")
    argv = trick_argv(request)
    command = _command(argv)
    from .answers import answer, answer_dict
    from .errors import SkrulesError

    try:
        found = answer(argv[argv.index("--") + 1 :], **_options(request))
    except SkrulesError as err:
        refused = _refused(f"{_PREFIX}{err}", 2, command)
        lang = _lang(request)
        if lang is not None:
            from .i18n import localizer

            refused["said"] = {"message": localizer(lang).refusal(err)}
        return refused
    except Exception as err:  # a bug: one line, as the command gives it, unless asked for details
        if os.environ.get("SKRULES_DEBUG"):
            raise
        return _refused(
            f"skrules: internal error: {type(err).__name__}: {err} (set SKRULES_DEBUG=1 for details)", 70, command
        )
    text = json.dumps(answer_dict(found), indent=2, ensure_ascii=False)
    out = {"state": "done", "json": f"{text}\n", "exit_code": found.status, "command": command}
    if request.get("lang"):  # "en" too: the page shows every language from what skrules says
        out["said"] = said(found, _lang(request))
    return out


def said(found: Answer, lang: str | None) -> dict[str, Any]:
    """The verdict in ``lang`` (None: English) as ``skrules trick --lang`` shows it: the plays that broke a rule
    (``illegal``, each its text and rule, then ``stood``), the answer, the facts but the trick as ``[name, value]``
    pairs, the steps, and each card by its name (``cards``, in play order), the English facts with the cards
    by their names too, as every other language says them."""
    from .wording import named_rows, rows

    v = found.verdict
    if lang is None:
        from .sentence import answer_text

        answer, facts, steps = answer_text(v), named_rows(v), [step.text for step in v.trace]
        names = [p.card.label for p in v.trick.plays]
    else:
        from .i18n import localizer

        loc = localizer(lang)
        answer, steps = loc.answer(v), [step.text for step in loc.trace(v.trace)]
        pairs = zip(rows(v), loc.rows(v), strict=True)
        facts = [(english if english == "Trick" else key, value) for (english, _), (key, value) in pairs]
        names = [loc.card(p.card) for p in v.trick.plays]
    return {
        **_illegal(found, lang),
        "answer": answer,
        "rows": [[key, value] for key, value in facts if key != "Trick"],
        "steps": steps,
        "cards": [name + (f":{p.target}" if p.target else "") for name, p in zip(names, v.trick.plays, strict=True)],
        **_questions_said(found, lang),
    }


def _illegal(found: Answer, lang: str | None) -> dict[str, Any]:
    """The plays that broke a rule, as the verdict opens with them (``Illegal play: card 2 by Ben: ...``), each
    with its rule apart for the page to link, and ``Had the trick stood:``; nothing when every play was legal."""
    from .report import illegal_head

    bad = [f for f in found.findings if not f.legal]
    if not bad:
        return {}
    lines = illegal_head(bad, lang)
    return {
        "illegal": [
            {"text": line.removesuffix(f" [{f.rule}]"), "rule": f.rule} for line, f in zip(lines[:-1], bad, strict=True)
        ],
        "stood": lines[-1],
    }


def _questions_said(found: Answer, lang: str | None) -> dict[str, Any]:
    """The answers to ``why`` and ``what_if`` in ``lang``, laid out for the page, as ``--lang`` says them
    (whynot is loaded only when a question was asked, as the command loads it)."""
    if found.why is None and found.what is None:
        return {}
    from .whynot import what_if_parts, why_not_parts

    out: dict[str, Any] = {}
    if found.why is not None:
        out["why_not"] = why_not_parts(found.why, lang)
    if found.what is not None:
        out["what_if"] = what_if_parts(found.what, lang)
    return out


def _options(request: Mapping[str, Any]) -> dict[str, Any]:
    """The request's options as :func:`skrules.answers.answer` takes them: the command's, as typed."""
    edition = request.get("edition")
    return {
        "deck": request.get("deck") or "auto",
        "rulings": _strings(request, "rulings"),
        "abilities": bool(request.get("abilities")),
        "edition": None if edition == "" else edition,
        "house": _strings(request, "house"),
        "hands": _strings(request, "hands"),
        "why": request.get("why"),
        "what_if": [] if request.get("what_if") is None else [request["what_if"]],
    }


def _refused(error: str, code: int, command: str) -> dict[str, Any]:
    """The command's error line, as the page shows it: its last line, without the ``skrules: error:`` prefix."""
    lines = error.strip().splitlines() or [f"exit code {code}"]
    return {"state": "refused", "message": lines[-1].removeprefix(_PREFIX), "exit_code": code, "command": command}


def respond(request: str) -> str:
    """:func:`adjudicate` from JSON text to JSON text: what the page's worker calls, so that no
    Python object has to cross into JavaScript."""
    try:
        return json.dumps(adjudicate(request))
    except ValueError as err:  # json.JSONDecodeError is a ValueError too
        return json.dumps({"state": "refused", "message": f"bad request: {err}", "exit_code": 2, "command": ""})
