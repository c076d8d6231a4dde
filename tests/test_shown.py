"""skrules.shown: input made safe to show (the fault-injection findings on control and bidi characters,
and on error messages as long as the input they quoted)."""

from __future__ import annotations

import ast
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable
from xml.sax.saxutils import escape, quoteattr

from hypothesis import given
from hypothesis import strategies as st

from skrules.shown import LIST_MAX, QUOTE_MAX, cut_long, hidden, listed, quote, visible, xml_text

Cli = Callable[..., tuple[int, str, str]]  # the conftest fixture

_ACTING = ("Cc", "Cf", "Zl", "Zp", "Cs")


def _as_bytes(text: str) -> str:
    """The text with each byte Python could not decode (U+DC80 to U+DCFF) as the character of that byte's number."""
    return "".join(chr(ord(ch) - 0xDC00) if 0xDC80 <= ord(ch) <= 0xDCFF else ch for ch in text)


def _acts(ch: str) -> bool:
    return unicodedata.category(ch) in _ACTING


@given(st.text())
def test_visible_leaves_no_character_that_acts(text: str) -> None:
    """Finding: a name with \\x1b or U+202E recoloured or reordered what the terminal showed; escaped, no
    such character is left, and text without one is shown as it is."""
    shown = visible(text)
    assert not any(_acts(ch) for ch in shown)
    assert (shown == text) == (hidden(text) is None)
    assert hidden(text) == next((ch for ch in text if _acts(ch)), None)


@given(st.text())
def test_xml_text_always_makes_a_well_formed_document(text: str) -> None:
    """Finding: 'check --junit-xml' wrote ill-formed XML for a scenario name with control characters; any
    text, in an attribute or as content, now parses, its newlines kept."""
    safe = xml_text(text)
    element = ET.fromstring(f"<case name={quoteattr(safe)}>{escape(safe)}</case>")
    assert (element.text or "") == safe and element.get("name") == safe
    assert safe.count("\n") == text.count("\n")


@given(st.text(max_size=200))
def test_quote_is_repr_when_short_and_bounded_when_long(text: str) -> None:
    """Finding: one 100 MB line gave 338 MB of error text; a quoted token is at most QUOTE_MAX characters of it.
    A byte that was not UTF-8 (a lone surrogate from U+DC80 to U+DCFF) is written as that byte, ``\\xff``."""
    quoted = quote(text)
    if len(text) <= QUOTE_MAX:
        assert ast.literal_eval(quoted) == _as_bytes(text)
    else:
        head, _, tail = quoted.rpartition("… (")
        assert ast.literal_eval(head) == _as_bytes(text[:QUOTE_MAX]) and tail == f"{len(text):,} characters)"
    assert len(quoted) <= 10 * QUOTE_MAX + 40  # repr writes a character in ten at most: '\\U000e0001'.


def test_a_byte_that_is_not_utf8_is_quoted_as_the_byte() -> None:
    """Finding: 'skrules trick $'\\xff'' said card 1 '\\udcff'; the byte typed is named as bytes are written, and
    a backslash typed before 'udcff' is kept as typed."""
    assert quote("\udcff") == "'\\xff'"
    assert quote("Ann=\udc80b") == "'Ann=\\x80b'"
    assert quote("\\udcff") == "'\\\\udcff'"
    assert visible("a\udcffb") == "a\\xffb"


@given(st.lists(st.text(alphabet="0123456789", min_size=1, max_size=4), max_size=40))
def test_listed_names_a_dozen_and_counts_the_rest(items: list[str]) -> None:
    """Finding: a line of 333,333 g3s was answered with every one of their positions; a list stops at LIST_MAX."""
    text = listed(items)
    if len(items) <= LIST_MAX:
        assert text == ", ".join(items)
    else:
        assert text == ", ".join(items[:LIST_MAX]) + f" and {len(items) - LIST_MAX:,} more"


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=600))
def test_cut_long_bounds_every_word_and_leaves_a_short_message_as_it_is(message: str) -> None:
    """A message's words each come back at most a quote long, with their length; one with no long word is as it
    was. The error line a 100,000-character token makes stays a line."""
    said = cut_long(message)
    if all(len(word) <= 3 * QUOTE_MAX for word in message.split()):
        assert said == message
    assert len(said) <= len(message)
    word = "k" * (3 * QUOTE_MAX + 1 + len(message))
    assert cut_long(f"{message} '{word}':") == f"{cut_long(message)} '{'k' * QUOTE_MAX}… ({len(word):,} characters)':"


def test_cut_long_leaves_a_chinese_list_whole() -> None:
    """Chinese writes no spaces: a list of ruling names joined by its enumeration comma is the message's own text,
    as long as it is, never cut as a word of the input."""
    listed_names = "、".join(["lead-after-escape", "character-lead", "kraken-leader"] * 10)
    message = f"未知的裁定 'x'；已知的裁定有：{listed_names}"  # noqa: RUF001
    assert cut_long(message) == message


def test_an_error_quotes_a_huge_token_cut_short(cli: Cli) -> None:
    """argparse's and the system's messages quote the input whole; skrules cuts it to a quote and its length, its
    closing quote kept (--lang, --cards, a file name too long for the system)."""
    long = "x" * 100_000
    for argv in (["trick", "--lang", long, "g1"], ["score", "--cards", long], ["export", long]):
        code, out, err = cli(*argv)
        assert (code, out) == (2, "")
        assert len(err) < 400 and "x" * QUOTE_MAX + "… (100,000 characters)" in err, err
    assert "… (100,000 characters)'" in cli("trick", "--lang", long, "g1")[2]
