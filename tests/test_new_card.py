"""A new card added as a developer would: the Cabin Boy, who beats Pirates and loses to every other special card.

The edits below are the whole addition. They are applied to a copy of the package (the real one
never sees them) and the copy is run: the card parses by its token, alias and other-language names,
is dealt in the deck of its module and no other, is listed with its ranking in ``skrules cards``,
and wins a trick over a Pirate with a sentence saying why. Rules exercised: box.copies (the deck of
its module), lead.character (it leads as a character), rank.pirate (its exception to it).

What the addition touches, measured with ``git diff --numstat`` on a scratch copy (the edits below):

- To parse it, deal it, name it in five languages, judge its tricks and list it with its ranking
  in ``skrules cards``: 3 files. ``skrules/catalog.py``: its record and its ``Kind``, ``Role`` and
  ``Module`` with the module's label and box (10 lines added, 1 changed); ``skrules/rulings.py``:
  its rule ID and title (2 lines); ``skrules/ladder.py``: the two declarations that rank it, one
  pick each (15 lines). 27 lines added, 1 changed, in 9 places (``git diff -U0`` hunks).
- To explain its tricks in every shipped language as well: the sentence its declarations say
  (``says=``, 2 lines in ``ladder.py``), the message (1 line in ``skrules/messages.py``), its
  template in the five catalogues (1 line each) and its role's name beside its ``Role`` in
  ``skrules/catalog.py``: 9 files, 36 lines added, 1 changed, in 16 places.
- The same card before the records and the declared rules (commit f03b219): 7 files, 45 lines
  added and 3 changed in 22 places, 12 of them tables of ``skrules/cards.py``, with the rung
  stated twice (its pick and a function) and its sentence in English only.

Not counted in either: the rulebook page for the new rule, the card's own tests, and its rule's title (and its
rung's line where the rung is not named for its rule) in each catalogue's ``titles`` (and ``rungs``), which
``skrules cards --lang`` says in English until they are there (tests/test_catalogues.py asks for them).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import skrules

RECORD = """\
    CardRecord(
        Kind.CABIN_BOY, "cabin-boy", "Cabin Boy", Role.CABIN_BOY, module=Module.CABIN_BOY, aliases=("cabin",),
        names={"fr": ("Mousse",), "es": ("Grumete",), "de": ("Schiffsjunge",), "zh": ("船童",)},
        rules=(_R.LEAD_CHARACTER,), article="the", character=True,
    ),
"""
RUNGS = """
# The first Cabin Boy beats the Pirates, and every numbered card unless a Mermaid is played.
exception(
    RuleId.RANK_PIRATE,
    rule=RuleId.CABIN_RANK,
    pick=first(Role.CABIN_BOY),
    text="The first Cabin Boy beats the Pirates.",
)
rung(
    RuleId.CABIN_RANK,
    name="cabin.numbers",
    level=RuleId.RANK_MERMAID,
    pick=first(Role.CABIN_BOY, unless=(Role.MERMAID,)),
    text="The first Cabin Boy beats every numbered card; a Mermaid beats him.",
)
"""
SAYS = "{who} is the Cabin Boy: it beats the Pirates and every numbered card."
MESSAGE = f'    CABIN_BOY = Message("{SAYS}")\n'
TRANSLATIONS = {
    "fr": "{who} est le Mousse\xa0: il bat les Pirates et toutes les cartes numérotées.",
    "es": "{who} es el Grumete: vence a los Piratas y a todas las cartas numeradas.",
    "de": "{who} ist der Schiffsjunge: Er schlägt die Piraten und alle Zahlenkarten.",
    "zh": "{who}是船童：胜过海盗和所有花色牌。",  # noqa: RUF001 (Chinese punctuation is full-width)
}
ONLY_MERMAID = "{who} is the only Mermaid: it beats every numbered card."
TITLE = '        (RuleId.CABIN_RANK, "The Cabin Boy beats Pirates and loses to every other special card"),\n'

# (file, text found there once, the text added after it; None: at the end): the card, its rule, its rank.
CARD = [
    ("catalog.py", '    DAVY = "davy jones\' locker"\n', '    CABIN_BOY = "cabin boy"\n'),  # its Kind
    ("catalog.py", "Davy Jones' Locker\n", '    CABIN_BOY = "cabin boy"\n'),  # its Role
    ("catalog.py", '    DAVY = "davy"\n', '    CABIN_BOY = "cabin"\n'),  # its Module
    ("catalog.py", 'Locker (Expansion Pack)",\n', '    Module.CABIN_BOY: "the Cabin Boy (Expansion Pack)",\n'),
    ("catalog.py", "Module.VOLLEY, Module.DAVY", ", Module.CABIN_BOY"),  # a part of the Expansion Pack
    ("catalog.py", "_R.DAVY_DESTROY, _R.DAVY_BONUS),\n    ),\n", RECORD),
    ("rulings.py", '    CON_RANK = "con.rank"\n', '    CABIN_RANK = "cabin.rank"\n'),
    ("rulings.py", 'and loses to Mermaids and the Skull King"),\n', TITLE),
    ("ladder.py", None, RUNGS),
]
# ... and the sentences that explain its tricks.
EXPLAINED: list[tuple[str, str | None, str]] = [
    ("messages.py", '    ONLY_MERMAID = Message("' + ONLY_MERMAID + '")\n', MESSAGE),
    ("ladder.py", '    text="The first Cabin Boy beats the Pirates.",\n', "    says=Says(Case((), Msg.CABIN_BOY)),\n"),
    ("ladder.py", 'a Mermaid beats him.",\n', "    says=Says(Case((), Msg.CABIN_BOY)),\n"),
    ("catalog.py", '    Role.STINGRAY: "Spotted Stingray",\n', '    Role.CABIN_BOY: "Cabin Boy",\n'),
    ("locale/en.json", f'  "{ONLY_MERMAID}",\n', f'  "{SAYS}",\n'),
    *((f"locale/{lang}.json", ' "messages": {\n', f'  "{SAYS}": "{said}",\n') for lang, said in TRANSLATIONS.items()),
]

CHECK_CARD = """
from skrules.cards import Box, Card, Kind, Module, parse_card
from skrules.names import display
from skrules.rules import FULL_BOX
boy = Card(Kind.CABIN_BOY)
assert {parse_card(w) for w in ("cabin-boy", "Cabin", "mousse", "Grumete", "Schiffsjunge", "船童")} == {boy}
assert str(boy) == "cabin-boy" and boy.label == "Cabin Boy" and boy.leaves_no_suit
assert boy in Box(frozenset({Module.CABIN_BOY})).cards() and boy in Box(FULL_BOX).cards()
assert boy not in Box().cards() and boy not in Box(first=True).cards()
assert [display(boy, lang) for lang in ("fr", "es", "de", "zh")] == ["Mousse", "Grumete", "Schiffsjunge", "船童"]
"""


def _copy(tmp_path: Path, *edits: list[tuple[str, str | None, str]]) -> Path:
    """The package copied under ``tmp_path`` with the edits made; the copy's root."""
    package = Path(skrules.__file__).parent
    shutil.copytree(package, tmp_path / "skrules", ignore=shutil.ignore_patterns("__pycache__"))
    for name, old, new in (edit for group in edits for edit in group):
        path = tmp_path / "skrules" / name
        text = path.read_text(encoding="utf-8")
        assert old is None or text.count(old) == 1, f"{name} no longer holds {old!r} once: update this example"
        path.write_text(text + new if old is None else text.replace(old, old + new), encoding="utf-8")
    return tmp_path


def _run(root: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, *args], check=False, cwd=root, env={"PYTHONPATH": str(root), "COLUMNS": "100"},
        capture_output=True, text=True, encoding="utf-8", timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def card_only(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _copy(tmp_path_factory.mktemp("card"), CARD)


def test_the_new_card_parses_is_dealt_in_its_module_and_has_its_names(card_only: Path) -> None:
    """box.copies: with its record alone, the Cabin Boy reads in five languages and is dealt with its module."""
    _run(card_only, "-c", CHECK_CARD)


def test_the_new_card_is_listed_with_its_ranking_in_skrules_cards(card_only: Path) -> None:
    """rank.pirate: ``skrules cards`` lists the Cabin Boy, and its exception to the Pirates' rule, from the records."""
    out = _run(card_only, "-m", "skrules", "cards", "--plain")
    assert "Cabin Boy: type cabin-boy; 1 card, from the Cabin Boy (Expansion Pack)" in out
    assert "except: The Cabin Boy beats Pirates and loses to every other special card" in out
    french = _run(card_only, "-m", "skrules", "cards", "--plain", "--lang", "fr")
    assert "Mousse\xa0: tapez cabin-boy\xa0; 1\xa0carte" in french  # its name in French, its rule's title in English
    assert "The Cabin Boy beats Pirates and loses to every other special card [cabin.rank]" in french


def test_the_new_card_wins_over_a_pirate_and_loses_to_the_others(tmp_path: Path) -> None:
    """rank.pirate, lead.character: the Cabin Boy takes a Pirate, and a Mermaid or the Skull King takes him."""
    root = _copy(tmp_path, CARD, EXPLAINED)
    out = _run(root, "-m", "skrules", "trick", "cabin-boy", "rosie", "g5")
    assert "[cabin.rank] P1's Cabin Boy is the Cabin Boy: it beats the Pirates and every numbered card." in out
    french = _run(root, "-m", "skrules", "trick", "--lang", "fr", "cabin-boy", "rosie", "g5")
    assert (
        "[cabin.rank] Le Mousse de P1 est le Mousse\xa0: il bat les Pirates et toutes les cartes numérotées." in french
    )
    assert "Winner     P1 with cabin-boy" in out
    assert "Winner     P3 with mermaid" in _run(root, "-m", "skrules", "trick", "mousse", "g14", "sirène")
    assert "Winner     P2 with sk" in _run(root, "-m", "skrules", "trick", "cabin", "sk")
