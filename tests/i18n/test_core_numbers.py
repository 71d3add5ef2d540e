"""Numbers in the core's messages are written as the language writes them."""

from __future__ import annotations

from fractions import Fraction

import pytest

from deskapp.core import i18n
from deskapp.core.errors import UserError
from deskapp.core.i18n import format_decimal
from deskapp.core.odds import exact_text
from deskapp.core.wording import quoted
from printables.layout import LayoutOptions


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    yield
    i18n.set_language(i18n.SOURCE_LANGUAGE)


@pytest.mark.parametrize(
    ("language", "value", "most", "written"),
    [
        ("en", 2.5, 2, "2.5"),
        ("cs", 2.5, 2, "2,5"),
        ("fr", 2.5, 2, "2,5"),
        ("en", 3.0, 2, "3"),
        ("cs", 1234.25, 1, "1\u00a0234,2"),
        ("fr", 1234.0, 1, "1\u202f234"),
        ("en", -0.0, 1, "0"),
    ],
)
def test_format_decimal_keeps_no_trailing_zeros(
    language: str, value: float, most: int, written: str
) -> None:
    with i18n.speaking(language):  # as the app speaks it
        assert format_decimal(value, most) == written


@pytest.mark.parametrize(
    ("language", "bleed"), [("en", "12.5 mm"), ("cs", "12,5 mm"), ("fr", "12,5 mm")]
)
def test_a_refused_length_is_written_in_the_languages_numbers(language: str, bleed: str) -> None:
    i18n.set_language(language)
    with pytest.raises(UserError) as refused:
        LayoutOptions(bleed_mm=12.5)
    assert bleed in str(refused.value)


@pytest.mark.parametrize(
    ("language", "shown"),
    [("en", "(5,000 characters)"), ("cs", "(5\u00a0000 znaků)"), ("fr", "(5\u202f000 caractères)")],
)
def test_a_long_text_is_named_by_its_length_in_the_language(language: str, shown: str) -> None:
    i18n.set_language(language)
    assert quoted("x" * 5000).endswith(shown)


@pytest.mark.parametrize(
    ("language", "written"),
    [
        ("en", "2/3 ≈ 0.666666666667"),
        ("cs", "2/3 ≈ 0,666666666667"),
        ("fr", "2/3 ≈ 0,666666666667"),
    ],
)
def test_an_exact_chance_is_written_with_the_languages_decimal_sign(
    language: str, written: str
) -> None:
    i18n.set_language(language)
    assert exact_text(Fraction(2, 3)) == written
