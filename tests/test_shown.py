"""skrules.shown: input made safe to show (the fault-injection findings on control and bidi characters,
and on error messages as long as the input they quoted)."""

from __future__ import annotations

import ast
import unicodedata
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape, quoteattr

from hypothesis import given
from hypothesis import strategies as st

from skrules.shown import LIST_MAX, QUOTE_MAX, hidden, listed, quote, visible, xml_text

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
