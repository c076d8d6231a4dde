"""Sphinx extension for *Settle it*: the adjudicator itself, running offline in the built site.

Add ``"skrules.sphinx_settle"`` to the extensions (after ``"skrules.sphinxext"``, whose
``rules.json`` the page reads to link rule IDs) to get:

``{settle-form}``
    The form (cards, deck, the edition and house-rule switches generated from
    :mod:`skrules.editions`, ruling switches generated from :data:`skrules.rules.RULINGS`,
    abilities, hands), the ``#verdict`` element the page's script fills, and the questions about
    a verdict ("Why not mine?", "What if") with their ``#question`` answer element.

After an HTML build, the output also holds what the page runs on, so that it needs no network:

- ``_static/pyodide/``: the Python runtime, copied from the npm package ``pyodide`` found at
  ``settle_runtime`` (default: ``web/node_modules/pyodide`` beside ``docs/``; ``npm ci --prefix
  web`` installs it). Without it the build still succeeds and the page says how to add it.
- ``_static/skrules.zip``: the ``.py`` files of the very ``skrules`` package the site is built
  with, which the page imports and calls through :func:`skrules.web.respond`.
- ``_static/pyodide/snapshot.bin.gz``: the runtime's memory with skrules imported, so that the page
  starts in about a second instead of five (:mod:`skrules.sphinx_snapshot`).

The page starts its worker while it is still being read, says what is loading, and
:mod:`skrules.sphinx_offline` caches the whole site for offline use.
"""

from __future__ import annotations

import html
import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from . import __version__
from .editions import DEFAULT_EDITION, EDITIONS, HOUSE_RULES, Edition, HouseInfo, edition_label
from .errors import SkrulesError
from .i18n import catalog
from .locale import LANGS
from .rules import RULINGS, RuleSet
from .sphinx_picker import lang_options, mark_words, picker_html, picks
from .sphinx_snapshot import make_snapshot

logger = logging.getLogger(__name__)

# The runtime files the page loads; the npm package's other files (Node's loader, maps, consoles) are not needed.
DECKS = ("auto", "base", "advanced", "all")  # the deck field's suggestions, as far as the edition has them
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed, so that an unchanged package gives the same zip and cache name
# The form's own words, by their English: the markup writes each as [[English]] (data-say-label for an
# aria-label), settle.js says it in the language chosen, and says some itself ("(won)", a refused
# question's title). They are the catalogues' site section, as the Score pad's are; "{year} edition"
# is their words section's; the rulings' questions, the house rules and the editions are their settle
# section's (rule_words).
RULINGS_LEGEND = "Rulings: the points where the printed rules are silent or disagree"
RULINGS_PANEL = "House rules, rulings and hands"  # the form's panel of rulings, which the Rulings page points to
TWO_PLAYERS = (
    "Two players: Graybeard's ghost plays the third hand, always second; type his card under the name Graybeard"
    " (Ann=g5 Graybeard=b3 Ben=y7)."
)
# What settle.js says of a field that holds half of a character (a lone surrogate), which no link can encode:
# a sentence for each field, so that each language says it with the field's own gender and number.
UNENCODABLE = tuple(
    f"Cannot judge this: {field} a character that cannot be encoded (half of a character, as a paste can leave);"
    " type it again."
    for field in (
        "the cards contain",
        "the hands contain",
        "the deck contains",
        "the house rules contain",
        "the rulings contain",
        "the question contains",
    )
)
FORM_WORDS = (
    "Language",
    "Cards, in play order",
    "Settle it",
    "Loading the adjudicator…",
    "Deck",
    "Edition",
    "Pirate abilities",
    RULINGS_PANEL,
    "Hands before the trick (optional, to check the plays)",
    "House rules: played at some tables, in no printing of the rules",
    "House rule",
    "(unofficial, in no printing):",
    RULINGS_LEGEND,
    "Why not",
    "Why not mine?",
    "What if",
    "had played",
    "{player}: {card}",  # a player and a card in the questions' lists: "Ben : Skull King" in French
    "escape",  # the card the what-if's box suggests, as the language types it
    "What if?",
    "(won)",
    "Why not {who}?",
    "What if {what}?",
    "(default)",
    "The {edition} edition has no pirate abilities",
    "Named Pirates",
    "Expansion Pack",
    "Expansion Pack numbers",
    "Remove last",
    "Clear",
    "Card picker",
    "Suit",
    "Number",
    "Special cards",
    "Questions about the verdict",
    "Facts, steps and rules",
    "Pick or type the cards first.",
    "Type the card they might have played first.",
    "Getting the rules ready: the first time takes a few seconds; after that it works offline.",
    "Starting the rules…",
    "Starting the rules (a few seconds)…",
    "Almost ready…",
    "step {step} of {steps}, {seconds} s",
    "The adjudicator could not start: {error}.",
    "The adjudicator could not answer: {error}.",
    "Judging…",
    "Thinking…",
    "Pick or type the cards of a trick, then settle it.",
    TWO_PLAYERS,
    *UNENCODABLE,
)
EDITION_WORD = "{year} edition"
WHY_WORD = "Why:"  # the catalogues' words section's, as the command line heads the steps
EDITION_NOTE = "Edition: {summary}."  # the line under the switches, its summary said as well


class SettleFormDirective(SphinxDirective):
    """The form and the verdict element; the behaviour lives in ``_static/settle/settle.js``."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        up = "../" * self.env.docname.count("/")
        rulings = "\n".join(_ruling_row(rid) for rid in sorted(RULINGS) if RULINGS[rid].trick)  # a trick's alone
        markup = _FORM.format(
            static=f"{up}_static",
            root=up or "./",
            editions="".join(_edition_option(e) for e in sorted(Edition, key=lambda e: e is not DEFAULT_EDITION)),
            summary=html.escape(EDITIONS[DEFAULT_EDITION].summary),
            houses="\n".join(_house_row(info) for info in HOUSE_RULES.values()),
            rulings=rulings,
            legend=RULINGS_LEGEND,
            default=DEFAULT_EDITION.value,
            version=html.escape(__version__),
            langs=lang_options(),
            picker=picker_html(),
            words=_words_script(),
            two=TWO_PLAYERS,
        )
        return [nodes.raw("", mark_words(markup), format="html")]


def rule_words() -> dict[str, str]:
    """The rulings' questions and readings, the house rules' and the editions' descriptions and the edition
    note, as the form shows them: their key in the catalogues' settle section (a ruling's ID, its reading as
    ``ID=READING``, ``house.NAME``, ``edition.YEAR``, ``edition-note``) -> their English, which the code owns."""
    rulings: dict[str, str] = {}
    for rid in sorted(RULINGS):
        if RULINGS[rid].trick:  # those the form offers
            rulings[rid] = RULINGS[rid].title
            rulings |= {f"{rid}={reading}": text for reading, text in RULINGS[rid].readings.items()}
    return (
        rulings
        | {f"house.{info.house.value}": info.what for info in HOUSE_RULES.values()}
        | {f"edition.{edition.value}": info.summary for edition, info in EDITIONS.items()}
        | {"edition-note": EDITION_NOTE}
    )


def form_words() -> dict[str, dict[str, str]]:
    """Each language's form words, English -> the language's; a word a catalogue lacks fails the build."""
    rules = rule_words()
    said = {"en": {word: word for word in (*FORM_WORDS, EDITION_WORD, WHY_WORD, *rules.values())}}
    for lang in LANGS:
        site: dict[str, str] = catalog(lang)["site"]  # type: ignore[assignment]
        settle: dict[str, str] = catalog(lang)["settle"]  # type: ignore[assignment]
        words: dict[str, str] = catalog(lang)["words"]  # type: ignore[assignment]
        said[lang] = {word: site[word] for word in FORM_WORDS} | {w: words[w] for w in (EDITION_WORD, WHY_WORD)}
        said[lang] |= {english: settle[key] for key, english in rules.items()}
    return said


def _words_script() -> str:
    """The words as a script settle.js reads; ``</`` escaped so that no word can close the script element."""
    data = json.dumps(form_words(), ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return f"<script>window.SETTLE_WORDS = {data};</script>"


def _allows(edition: Edition, deck: str = "auto", abilities: bool = False) -> bool:
    """Whether the command line takes this deck (or the abilities) under this edition."""
    try:
        RuleSet.from_options(edition=edition, deck=deck, abilities=abilities)
    except SkrulesError:
        return False
    return True


def _edition_option(edition: Edition) -> str:
    """``2021 edition``, as ``--editions`` labels it, with what the page needs to follow it.

    ``data-readings`` holds the readings the edition fixes (the ruling switches take them as their
    default), ``data-decks`` the deck suggestions it takes, ``data-abilities`` whether it has them,
    ``data-picks`` the picker's buttons its box holds (:func:`skrules.sphinx_picker.picks`).
    """
    info = EDITIONS[edition]
    default = edition is DEFAULT_EDITION
    readings = {f.ruling_id.removeprefix("ruling."): f.reading.value for f in info.fixed.values()}
    attrs = {
        "value": edition.value,
        "data-summary": info.summary,
        "data-readings": json.dumps(readings, sort_keys=True),
        "data-decks": " ".join(d for d in DECKS if _allows(edition, d)),
        "data-abilities": "1" if _allows(edition, abilities=True) else "",
        "data-picks": " ".join(picks(edition)),
    }
    shown = " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())
    label = edition_label(edition)
    return f"<option {shown}{' selected' if default else ''}>{html.escape(label)}</option>"


def _house_row(info: HouseInfo) -> str:
    """One house rule's checkbox: it says that no printing has it."""
    name = html.escape(info.house.value)
    return (
        f'<label class="settle-check settle-house"><input type="checkbox" name="house" value="{name}">'
        f"<span><strong>[[House rule]]</strong> [[(unofficial, in no printing):]] "
        f"[[{info.what}]] "
        f"<code>{name}</code></span></label>"
    )


def _ruling_row(rid: str) -> str:
    ruling = RULINGS[rid]
    name = rid.removeprefix("ruling.")
    options = "".join(  # each reading by what it says; its name is the value, as a link and --ruling write it
        f'<option value="{html.escape(r)}" data-say="{html.escape(said)}"'
        f"{' selected' if r == ruling.default else ''}>"
        f"{html.escape(said)}{' (default)' if r == ruling.default else ''}</option>"
        for r, said in ruling.readings.items()
    )
    return (
        f'<label class="settle-ruling"><span>[[{ruling.title}]] <code>{html.escape(name)}</code></span>'
        f'<select name="ruling" data-ruling="{html.escape(name)}" data-default="{html.escape(ruling.default)}"'
        f' data-ruling-default="{html.escape(ruling.default)}">'
        f'{options}</select><small class="settle-reading" aria-hidden="true"></small></label>'
    )


_FORM = """\
<link rel="stylesheet" href="{static}/settle/settle.css">
{words}
<script>
// The runtime starts loading while the page is still being read; settle.js takes the worker over.
// Opened from a file, browsers run neither the worker nor settle.js (a module): say how to serve it.
(() => {{
  if (!location.protocol.startsWith("http")) {{
    addEventListener("DOMContentLoaded", () => {{
      const status = document.getElementById("settle-status");
      status.textContent = "This page runs its Python in a web worker, which browsers allow only over http. "
        + "Open this page through a web server: build the site, run "
        + "'python3 -m http.server -d docs/_build/html 8000' and open http://127.0.0.1:8000/settle.html.";
      status.classList.add("settle-problem");
    }});
    return;
  }}
  const worker = new Worker("{static}/settle/worker.js?v={version}", {{ type: "module" }});
  const early = [];
  worker.onmessage = (event) => early.push(event.data);
  window.settleWorker = {{ worker, early }};
}})();
</script>
<form id="settle-form" class="settle-form" autocomplete="off" data-root="{root}" data-static="{static}">
  <div class="settle-top">
    <label class="settle-cards" for="settle-cards">[[Cards, in play order]]</label>
    <label class="settle-lang">[[Language]] <select id="settle-lang" name="lang">{langs}</select></label>
  </div>
  <div class="settle-entry">
    <input id="settle-cards" name="cards" type="text" inputmode="text" autocapitalize="off" spellcheck="false"
      placeholder="Ann=mermaid Ben=sk Cat=rosie" aria-label="Cards, in play order"
      data-say-label="Cards, in play order">
    <button type="submit" class="settle-go">[[Settle it]]</button>
  </div>
  <p id="settle-status" class="settle-status" role="status">[[Loading the adjudicator…]]</p>
  <p id="settle-refusal" class="settle-refused settle-field-refusal" role="alert" hidden></p>
{picker}
  <div class="settle-line">
    <label>[[Deck]] <input id="settle-deck" name="deck" type="text" list="settle-decks" placeholder="auto"
      autocapitalize="off" spellcheck="false"></label>
    <label class="settle-edition">[[Edition]] <select id="settle-edition" name="edition"
      data-default="{default}">{editions}</select></label>
    <label class="settle-check"><input id="settle-abilities" name="abilities" type="checkbox">
      [[Pirate abilities]]</label>
  </div>
  <p id="settle-edition-note" class="settle-note">Edition: {summary}.</p>
  <datalist id="settle-decks"><option value="auto"><option value="base"><option value="advanced">
    <option value="all"></datalist>
  <details class="settle-more">
    <summary>[[House rules, rulings and hands]]</summary>
    <label class="settle-hands">[[Hands before the trick (optional, to check the plays)]]
      <input id="settle-hands" name="hands" type="text" autocapitalize="off" spellcheck="false"
        placeholder="Ben=g3,y5,b2 Cat=y7,sk"></label>
    <p id="settle-two" class="settle-note">[[{two}]]</p>
    <fieldset class="settle-houses"><legend>[[House rules: played at some tables, in no printing of the rules]]</legend>
{houses}
    </fieldset>
    <fieldset class="settle-rulings"><legend>[[{legend}]]</legend>
{rulings}
    </fieldset>
  </details>
</form>
<div id="verdict" class="settle-verdict" data-state="loading" aria-live="polite"></div>
<section id="settle-ask" class="settle-ask" aria-label="Questions about the verdict"
  data-say-label="Questions about the verdict" hidden>
  <form id="settle-why-form" class="settle-question" autocomplete="off">
    <label for="settle-why">[[Why not]]</label>
    <select id="settle-why" name="why"></select>
    <button type="submit">[[Why not mine?]]</button>
  </form>
  <form id="settle-what-if-form" class="settle-question" autocomplete="off">
    <label for="settle-what-if-player">[[What if]]</label>
    <select id="settle-what-if-player" name="what-if-player"></select>
    <label for="settle-what-if-card">[[had played]]</label>
    <input id="settle-what-if-card" name="what-if-card" type="text" autocapitalize="off" spellcheck="false"
      placeholder="escape" data-say-placeholder="escape">
    <button type="submit">[[What if?]]</button>
  </form>
  <div id="question" class="settle-answer" data-state="none" aria-live="polite"></div>
</section>
<noscript><p>This page runs skrules in the browser and needs JavaScript.</p></noscript>
<script type="module" src="{static}/settle/settle.js?v={version}"></script>
"""


def _package_zip(target: Path) -> None:
    """Zip the ``.py`` files of the skrules package in use, and the message catalogs ``--lang`` reads,
    (``skrules/...`` inside) into ``target``."""
    package = Path(__file__).resolve().parent
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted([*package.rglob("*.py"), *(package / "locale").glob("*.json")]):
            if "__pycache__" in path.parts:
                continue
            info = zipfile.ZipInfo(f"skrules/{path.relative_to(package).as_posix()}", _ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, path.read_bytes())


def runtime_dir(app: Sphinx) -> Path:
    """Where the npm package ``pyodide`` is expected (``settle_runtime``, relative to ``docs/``)."""
    return (Path(app.confdir) / str(app.config.settle_runtime)).resolve()


def _copy_runtime(source: Path, target: Path) -> list[str]:
    """Copy the runtime files that are new or changed; returns their names (none if the runtime is missing)."""
    if not all((source / name).is_file() for name in RUNTIME_FILES):
        return []
    target.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        src, dst = source / name, target / name
        if not dst.is_file() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
            shutil.copy2(src, dst)
    return list(RUNTIME_FILES)


def _write_site_files(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    _package_zip(static / "skrules.zip")
    runtime = runtime_dir(app)
    if _copy_runtime(runtime, static / "pyodide"):
        logger.info(make_snapshot(static / "pyodide", static / "skrules.zip"))
    else:  # the site still builds: its Settle it page says how to add the runtime
        logger.info(f"Settle it: no Python runtime at {runtime}; 'npm ci --prefix web' installs it, then build again")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("settle_runtime", "../web/node_modules/pyodide", "html", str)
    app.add_config_value("settle_page", "settle", "html", str)
    app.add_directive("settle-form", SettleFormDirective)
    app.connect("build-finished", _write_site_files)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
