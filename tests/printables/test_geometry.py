"""Card and page sizes: the names users type, custom sizes, and the messages for bad ones."""

from __future__ import annotations

import pytest

from deskapp.core.errors import UserError
from printables.geometry import (
    CARD_SIZES,
    PAGE_SIZES,
    PrintOptionError,
    Size,
    parse_card_size,
    parse_page_size,
)
from printables.layout import parse_back_offset, parse_backs, parse_crop_marks


@pytest.mark.parametrize(
    ("name", "width", "height"),
    [
        ("poker", 63, 88),
        ("us-poker", 63.5, 88.9),
        ("bridge", 57, 89),
        ("mini", 44, 68),
        ("tarot", 70, 120),
        ("index", 76.2, 127),
    ],
)
def test_card_sizes_are_the_conventional_ones(name: str, width: float, height: float) -> None:
    size = parse_card_size(name)
    assert size.width == pytest.approx(width)
    assert size.height == pytest.approx(height)


def test_poker_and_us_poker_are_not_the_same_size() -> None:
    assert CARD_SIZES["poker"] != CARD_SIZES["us-poker"]


@pytest.mark.parametrize(
    ("name", "width", "height"),
    [("A4", 210, 297), ("letter", 215.9, 279.4), ("a3", 297, 420)],
)
def test_page_sizes_are_named_case_insensitively(name: str, width: float, height: float) -> None:
    size = parse_page_size(name)
    assert (size.width, size.height) == pytest.approx((width, height))


@pytest.mark.parametrize("text", ["60x90", "60X90", "60 × 90 mm", "60,5x90"])
def test_a_custom_size_is_width_by_height_in_millimetres(text: str) -> None:
    size = parse_card_size(text)
    assert size.height == 90
    assert size.width in (60, 60.5)


def test_a_custom_page_size() -> None:
    assert parse_page_size("297x210") == Size(297, 210)


def test_an_unknown_card_size_lists_every_valid_name() -> None:
    with pytest.raises(PrintOptionError) as raised:
        parse_card_size("jumbo")
    message = str(raised.value)
    assert isinstance(raised.value, UserError)
    for name in CARD_SIZES:
        assert name in message
    assert "WIDTHxHEIGHT" in message


def test_an_unknown_page_size_lists_every_valid_name() -> None:
    with pytest.raises(PrintOptionError) as raised:
        parse_page_size("A5")
    for name in PAGE_SIZES:
        assert name in str(raised.value)


def test_an_absurd_custom_size_is_refused_with_the_limits() -> None:
    with pytest.raises(PrintOptionError, match="20–300 mm"):
        parse_card_size("5x5")


def test_crop_marks_and_backs_parse_or_list_the_choices() -> None:
    assert parse_crop_marks("Edge").value == "edge"
    assert parse_backs("long-edge").value == "long"
    assert parse_backs("gutterfold").value == "gutterfold"
    with pytest.raises(PrintOptionError, match="none, margin, edge"):
        parse_crop_marks("everywhere")
    with pytest.raises(PrintOptionError, match="none, long, short, gutterfold"):
        parse_backs("both")


def test_a_back_offset_is_two_millimetre_values() -> None:
    assert parse_back_offset("0.5,-1") == (0.5, -1.0)
    with pytest.raises(PrintOptionError, match="X,Y"):
        parse_back_offset("half a millimetre")
    with pytest.raises(PrintOptionError, match="between"):
        parse_back_offset("40,0")
