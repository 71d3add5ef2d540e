"""A long argument quoted in a message: cut short, its length in the language's words."""

from __future__ import annotations

import pytest

from deskapp.core import i18n
from deskapp.core.wording import quoted


def test_a_short_text_is_quoted_whole() -> None:
    assert quoted("Bára") == "Bára"
    assert quoted("x" * 40) == "x" * 40


@pytest.mark.parametrize(
    ("language", "length_said"),
    [("en", "5,000 characters"), ("cs", "5\u00a0000 znaků"), ("fr", "5\u202f000 caractères")],
)
def test_a_long_text_is_cut_and_its_length_written_in_the_language(
    language: str, length_said: str
) -> None:
    i18n.set_language(language)
    said = quoted("x" * 5000, most=10)
    assert said.startswith("x" * 10 + "…")
    assert length_said in said
    assert len(said) < 40


def test_the_default_cut_is_forty_characters() -> None:
    assert quoted("y" * 41) == "y" * 40 + "… (41 characters)"
