"""Plain-text and JSON forms of a verdict (the rich form is in :mod:`skrules.render`).

These work on the verdict's data only; nothing here decides a rule. The lines they are made of
are in :mod:`skrules.wording`, which the why-not answers and the translations share.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from .locale import spoken
from .sentence import answer_text
from .wording import findings_text, rows, rules_dict

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    from .legality import Legality
    from .trick import Verdict

SCHEMA_VERSION = 1


def verdict_text(
    v: Verdict, findings: Sequence[Legality] = (), lang: str | None = None, ids: bool | None = None
) -> str:
    """The verdict as plain lines: the answer in a sentence or two, the facts, then the steps.

    Each step cites its ``[rule]`` unless ``ids`` is False (``--no-ids``); the answer cites the
    rule that decided the trick only when ``ids`` is True (``--ids``). ``lang`` says it in another
    language (``"fr"``, ``"de"``, ``"es"``, ``"zh"``; ``"en"`` or None: English), as ``--lang`` does.
    """
    lang = spoken(lang)
    if lang is not None:  # --lang: the same text in the table's language (skrules.i18n)
        from .i18n import verdict_text as in_lang

        return in_lang(v, findings, lang, ids)
    lines = illegal_head(findings)
    lines += [answer_text(v, ids is True), ""]
    facts = rows(v, ids)
    width = max(len(k) for k, _ in facts)
    lines += [f"{k:<{width}}  {val}" for k, val in facts]
    if len(v.trace):
        lines += ["", "Why:", v.trace.as_text(ids=ids is not False)]
    return "\n".join(lines)


def illegal_head(findings: Sequence[Legality], lang: str | None = None) -> list[str]:
    """The plays that broke a rule, then ``Had the trick stood:``, as a verdict opens with them (in
    ``lang`` when given); none when every play was legal."""
    lang = spoken(lang)
    if lang is not None:
        from .i18n import localizer

        return localizer(lang).illegal_head(findings)
    lines = findings_text(findings)
    return [*lines, "Had the trick stood:"] if lines else []


def verdict_dict(v: Verdict, findings: Sequence[Legality] = ()) -> dict[str, object]:
    out: dict[str, object] = {"schema": SCHEMA_VERSION, "answer": answer_text(v)}
    out.update(v.as_dict())
    out["legal"] = all(f.legal for f in findings)
    out["legality"] = [f.as_dict() for f in findings]
    out["rules"] = rules_dict(v.trick.rules)
    return out


def verdict_json(v: Verdict, findings: Sequence[Legality] = ()) -> str:
    return json.dumps(verdict_dict(v, findings), indent=2, ensure_ascii=False)
