"""A new reading of a ruling added as a developer would: ``ruling.con-triangle=pirate``.

Con, a Mermaid and a Pirate with no Skull King make a triangle the rules do not settle; the two
readings shipped give it to the Mermaid (the default) or to Con. A table that gives it to the
Pirate (he beats the Mermaid, and no rule says Con beats him when she is there) adds a third.
The edits below are the whole addition, applied to a copy of the package (the real one never sees
them), and the copy is run: the reading is offered by ``--ruling`` and described by ``skrules rule``, decides
the trick and its bonus, is cited in the explanation, and the audit's second encoding plays it.
Rules exercised: ruling.con-triangle, con.rank, bonus.mermaid.

What the addition touches, measured with ``git diff --numstat`` on a scratch copy:

- ``skrules/rulings.py``: the reading in its type and the sentence that describes it (2 lines);
- ``skrules/ladder.py``: the role whose first card wins under it (1 line changed);
- ``skrules/audit/asp.py`` and ``skrules/audit/trick.lp``: the second encoding's reading (1 line
  added, 1 changed), without which ``skrules audit`` refuses a reading it cannot check.

4 files, 3 lines added and 2 changed, in 5 places; the engine alone is 2 files, 2 lines added
and 1 changed. The rulebook's page for the ruling (``rulings.md``) lists the readings from the
code; its prose and an example of the new reading are not counted. Before this commit the
ladder's function chose between the two roles in an ``if``, which had to be rewritten.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import skrules

EDITS = [
    ("rulings.py", '    CON = "con"\n', '    PIRATE = "pirate"\n'),
    (
        "rulings.py",
        '            ConTriangle.CON: "Con wins: he beats the Pirate that beats the Mermaid",\n',
        '            ConTriangle.PIRATE: "the first Pirate wins: he beats the Mermaid, who beats Con",\n',
    ),
    ("ladder.py", "ConTriangle.CON: _CON", ", ConTriangle.PIRATE: _PIRATE"),
    ("audit/asp.py", '_readings("mermaid", "con"', ', "pirate"'),
    (
        "audit/trick.lp",
        "opt(con_triangle,con).\n",
        'wins(R,T,P,"ruling.con-triangle") :- triangle(R,T), firstof(R,T,pirate,P), opt(con_triangle,pirate).\n',
    ),
]


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package copied with the edits made; the copy's root."""
    root = tmp_path_factory.mktemp("reading")
    package = Path(skrules.__file__).parent
    shutil.copytree(package, root / "skrules", ignore=shutil.ignore_patterns("__pycache__"))
    for name, old, new in EDITS:
        path = root / "skrules" / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, f"{name} no longer holds {old!r} once: update this example"
        path.write_text(text.replace(old, old + new), encoding="utf-8")
    return root


def _run(root: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, *args], check=False, cwd=root, env={"PYTHONPATH": str(root), "COLUMNS": "100"},
        capture_output=True, text=True, encoding="utf-8", timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


TRICK = ("Ann=con", "Ben=mermaid", "Cat=rosie")


def test_the_new_reading_decides_the_triangle_and_is_cited(root: Path) -> None:
    """ruling.con-triangle, con.rank, bonus.mermaid: under ``pirate`` Rosie takes the trick and the
    Mermaid (+20); the step cites the reading; the shipped readings answer as before."""
    out = json.loads(_run(root, "-m", "skrules", "trick", "--json", "--ruling", "con-triangle=pirate", *TRICK))
    assert out["winner_name"] == "Cat" and out["bonus"] == 20
    assert any(s["ruling"] == "ruling.con-triangle" and s["reading"] == "pirate" for s in out["trace"])
    default = json.loads(_run(root, "-m", "skrules", "trick", "--json", *TRICK))
    assert default["winner_name"] == "Ben"


def test_the_new_reading_is_listed_and_offered(root: Path) -> None:
    """ruling.con-triangle: ``skrules rule`` describes the reading, and a reading it does not know
    is still refused, naming the three it does."""
    listed = _run(root, "-m", "skrules", "rule", "ruling.con-triangle")
    assert "pirate: the first Pirate wins: he beats the Mermaid, who beats Con" in listed
    done = subprocess.run(
        [sys.executable, "-m", "skrules", "trick", "--ruling", "con-triangle=kraken", *TRICK],
        check=False, cwd=root, env={"PYTHONPATH": str(root)}, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and "pirate" in done.stderr


def test_the_audits_second_encoding_plays_the_new_reading(root: Path) -> None:
    """ruling.con-triangle: the answer-set program gives the triangle to the Pirate too."""
    pytest.importorskip("clingo")
    program = (
        "from skrules import RuleSet\n"
        "from skrules.audit.asp import answers\n"
        "rules = RuleSet.from_options(deck='all', rulings={'con-triangle': 'pirate'})\n"
        "(got,) = answers(rules, [['P1=con', 'P2=mermaid', 'P3=rosie']])\n"
        "print(got.outcome, got.winner)\n"
    )
    assert _run(root, "-c", program).split() == ["won", "2"]
