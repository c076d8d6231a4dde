"""Cards typed on a Chinese or Japanese keyboard: full-width letters, digits and signs (``Ann=sk`` in full-width
forms), and the commas such a keyboard puts between words, which no card holds."""

from __future__ import annotations

import pytest
from hypothesis import given

from skrules.errors import NotationError
from skrules.i18n import localizer
from skrules.notation import Play, parse_plays

from .strategies import tricks


def wide(text: str) -> str:
    """``text`` as a full-width keyboard types it: every printable ASCII character in its full-width form."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


@given(tricks())
def test_a_trick_typed_full_width_is_the_same_trick(trick: tuple[list[Play], object]) -> None:
    """play.order: each token of any trick, typed full-width (player, '=', card, ':' and a Plank's choice), is
    read as the same play as typed plainly."""
    plays, _ = trick
    tokens = [play.text for play in plays]
    assert parse_plays([wide(t) for t in tokens]) == parse_plays(tokens)


@pytest.mark.parametrize(
    ("typed", "pieces"),
    [
        ("Ann=g5,Ben=sk", "'Ann=g5', 'Ben=sk'"),
        ("Ann=g5\uff0cBen=sk", "'Ann=g5', 'Ben=sk'"),
        ("g5\u3001sk", "'g5', 'sk'"),
    ],
)
def test_cards_joined_by_a_comma_are_refused_saying_to_write_them_apart(typed: str, pieces: str) -> None:
    """play.order: a trick's cards are separate tokens; two joined by a comma (ASCII, full-width or the ideographic
    one) are refused naming each, not as "not a card", in English and in Chinese."""
    with pytest.raises(NotationError) as caught:
        parse_plays([typed, "Cat=y3"])
    assert caught.value.message == f"a trick's cards are written apart, with spaces, not commas: {pieces}"
    assert caught.value.position == 0
    said = localizer("zh").refused(caught.value.message)
    assert said == "一墩中的牌用空格分开，不用逗号：" + pieces.replace(", ", "、")  # noqa: RUF001


def test_a_full_width_card_typed_without_a_name_is_read_too() -> None:
    """play.order: a full-width card with no player's name (the default P2) is read as the plain card."""
    assert parse_plays(["g3", wide("sk")]) == parse_plays(["g3", "sk"])
