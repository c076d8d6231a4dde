"""Fuzzing every command: random arguments and random files never end in a traceback, exit 70 or a stray file.

Each test runs ``skrules.cli.main`` in-process on arguments drawn from the command's own option
names, card-like tokens, numbers, junk and unicode, with random files (bytes or text built from
the formats' own lines) in a temporary folder that is also the working directory. It asserts an
exit code in {0, 1, 2, 5}, no traceback or internal error in the output, and no file left in the
folder but those the test wrote or asked for (``--junit-xml``).
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from skrules.cli import build_parser, main

from .conftest import examples

OK_CODES = {0, 1, 2, 5}


def _options(command: str) -> list[str]:
    parser = build_parser(command)
    sub = next(a for a in parser._actions if a.dest == "command")
    assert sub.choices is not None
    return sorted(s for s in sub.choices[command]._option_string_actions if s.startswith("-"))  # type: ignore[index]


CARDS = [
    "g1", "p14", "y7", "b14", "b0", "g15", "g7x", "y0x", "y14x", "sk", "mermaid", "pirate", "rosie", "harry",
    "tigress:pirate", "tigress:escape", "tigress", "escape", "kraken", "whale", "loot", "wild15", "wild15:g",
    "plank", "plank:2", "plank:rosie", "con", "mary", "stingray", "volley", "davy",
]  # fmt: skip
NAMES = ["Ann", "Ben", "Cat", "P1", "P2", "1", "2", "²", "Zoë", "[/x]", "🦑"]
WORDS = [
    "0", "1", "-1", "3", "10", "100000000", "²", "nan", "", " ", "-", "--", "=", ",", ",,,", ":", "auto", "base",
    "all", "advanced", "kraken,whale", "expansion", "rich", "plain", "json", "classic", "rascal", "cannonball",
    "standard", "whirlpool", "made", "missed", "mermaid=2", "pirate=²", "14", "black14", "kraken-leader=winner",
    "kraken-leader=left-of-kraken", "dealer=rotate", "kraken", "not", "and", "or", "(", ")", "rank.trump",
    "ruling", "kraken.leader", "r.xml", "sub/r.xml", "a.skull", "m.sheet", "dir",
]  # fmt: skip
LINES = [
    "players: Ann Ben Cat", "players: Ann", "scoring: rascal", "deck: base,,kraken", "ruling: dealer=rotate",
    "round 1: 1/1 0/0 0/0", "round x: 1/1", "round 2:", "  bids: 1 0 0", "  bids: Ann=² Ben=0",
    "  trick: Ann=g5 Ben=g7 Cat=rosie", "  rosie: Ann", "scenario: A trick", "round: A round", "trick: Ann=g5 Ben=g9",
    "winner: Ben", "winner: Ann", "bonus: +40", "refused: notation \"runs\"", "cites: rank.trump", "cards: 3",
    "bids: Ann=1 Ben=0", "scores: Ann=+20 Ben=-10", "# comment", "", "deck: auto", "next leader: Ann",
]  # fmt: skip
ENDS = ["\n", "\r\n", "\r"]

junk = st.text(max_size=12)
token = st.one_of(
    st.sampled_from(CARDS),
    st.builds(lambda n, c: f"{n}={c}", st.sampled_from(NAMES), st.sampled_from(CARDS)),
    st.sampled_from(WORDS),
    st.sampled_from(NAMES),
    junk,
)
text_file = st.builds(
    lambda bom, lines, end: ("\ufeff" if bom else "") + end.join(lines),
    st.booleans(),
    st.lists(st.one_of(st.sampled_from(LINES), junk), max_size=12),
    st.sampled_from(ENDS),
)
file_content = st.one_of(text_file.map(lambda t: t.encode("utf-8", "surrogatepass")), st.binary(max_size=200))
files = st.dictionaries(
    st.sampled_from(["a.skull", "b.skull", "m.sheet", "dir/c.skull", "x"]), file_content, max_size=3
)


def args_for(command: str) -> st.SearchStrategy[list[str]]:
    """Arguments in chunks: an option alone, a token alone, or an option followed by a value."""
    option = st.sampled_from(_options(command))
    chunk = st.one_of(option.map(lambda o: [o]), token.map(lambda t: [t]), st.tuples(option, token).map(list))
    return st.lists(chunk, max_size=6).map(lambda chunks: [a for c in chunks for a in c])


def _run(argv: list[str], written: dict[str, bytes], stdin: bytes = b"") -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for name, data in written.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_bytes(data)
        before = {p.relative_to(root) for p in root.rglob("*")}
        asked = {Path(argv[i + 1]) for i, a in enumerate(argv[:-1]) if a == "--junit-xml"}
        asked |= {Path(a.partition("=")[2]) for a in argv if a.startswith("--junit-xml=")}
        out, err = io.StringIO(), io.StringIO()
        cwd = Path.cwd()
        old_stdin = sys.stdin
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
        os.chdir(root)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                try:
                    code = main(argv)
                except SystemExit as exit_:  # argparse: --help, --version, a bad option
                    code = exit_.code if isinstance(exit_.code, int) else 2
        finally:
            os.chdir(cwd)
            sys.stdin = old_stdin
        text = out.getvalue() + err.getvalue()
        assert code in OK_CODES, (argv, code, text)
        assert "Traceback" not in text, (argv, text)
        assert "internal error" not in text, (argv, text)
        after = {p.relative_to(root) for p in root.rglob("*")}
        stray = {p for p in after - before if p not in asked and not any(p in a.parents for a in asked)}
        assert not stray, (argv, stray)


@settings(max_examples=examples(80))
@given(args=args_for("trick"))
def test_fuzz_trick(args: list[str]) -> None:
    _run(["trick", *args], {})


@settings(max_examples=examples(60))
@given(args=args_for("check"), written=files, paths=st.lists(st.sampled_from(["a.skull", "dir", ".", "x"]), max_size=2))
def test_fuzz_check(args: list[str], written: dict[str, bytes], paths: list[str]) -> None:
    _run(["check", *paths, *args], written)


@settings(max_examples=examples(80))
@given(args=args_for("score"), written=files, sheet=st.sampled_from(["m.sheet", "-", "x", None]), stdin=file_content)
def test_fuzz_score(args: list[str], written: dict[str, bytes], sheet: str | None, stdin: bytes) -> None:
    _run(["score", *([sheet] if sheet else []), *args], written, stdin)


@settings(max_examples=examples(80))
@given(args=args_for("deal"))
def test_fuzz_deal(args: list[str]) -> None:
    _run(["deal", *args], {})


@settings(max_examples=examples(60))
@given(args=args_for("rule"))
def test_fuzz_rule(args: list[str]) -> None:
    _run(["rule", *args], {})


@settings(max_examples=examples(60))
@given(args=args_for("rules"))
def test_fuzz_rules(args: list[str]) -> None:
    _run(["rules", *args], {})
