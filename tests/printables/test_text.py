"""Text fitting: wrap, then tighten, then shrink to 6 pt, and report what still overflows."""

from __future__ import annotations

import pytest

from printables.fonts import register_fonts
from printables.text import (
    ELLIPSIS,
    LEADING,
    MIN_SIZE,
    TIGHT_LEADING,
    fit_paragraphs,
    fit_text,
    text_width,
    wrap,
)

FONT = register_fonts().regular
SENTENCE = "Vysoká, zrzavé vlasy, vždy v koženém kabátě, mluví tiše a rychle."


def test_short_text_keeps_its_size_and_spacing() -> None:
    fitted = fit_text("Zlomená ruka", FONT, 150, 40, 12)
    assert fitted.lines == ("Zlomená ruka",)
    assert fitted.size == 12
    assert fitted.leading == pytest.approx(12 * LEADING)
    assert fitted.char_space == 0
    assert fitted.overflow == 0


def test_text_is_wrapped_first_at_its_size() -> None:
    fitted = fit_text(SENTENCE, FONT, 120, 200, 10)
    assert len(fitted.lines) > 1
    assert fitted.size == 10 and fitted.char_space == 0
    assert all(text_width(line, FONT, 10) <= 120 for line in fitted.lines)
    assert " ".join(fitted.lines) == SENTENCE


def test_text_is_tightened_before_it_is_shrunk() -> None:
    loose = fit_text(SENTENCE, FONT, 120, 1000, 10)
    # Room for the lines at tight leading but not at normal leading.
    height = loose.height - 1
    fitted = fit_text(SENTENCE, FONT, 120, height, 10)
    assert fitted.size == 10
    assert fitted.leading == pytest.approx(10 * TIGHT_LEADING)
    assert fitted.char_space < 0
    assert fitted.overflow == 0


def test_text_shrinks_when_tightening_is_not_enough() -> None:
    fitted = fit_text(SENTENCE, FONT, 120, 30, 12)
    assert MIN_SIZE <= fitted.size < 12
    assert fitted.height <= 30
    assert fitted.overflow == 0


def test_a_long_word_is_not_broken_while_the_text_can_still_shrink() -> None:
    fitted = fit_text("Nejnepravděpodobnější", FONT, 60, 20, 12)
    assert fitted.lines == ("Nejnepravděpodobnější",)
    assert fitted.size < 12


def test_text_never_goes_below_six_points_and_reports_the_overflow() -> None:
    fitted = fit_text(SENTENCE * 6, FONT, 100, 30, 10)
    assert fitted.size == MIN_SIZE
    assert fitted.overflow > 0
    assert fitted.height <= 30
    assert fitted.lines[-1].endswith(ELLIPSIS)


def test_the_overflow_is_the_height_that_did_not_fit() -> None:
    text = "\n".join(["řádek"] * 10)
    fitted = fit_text(text, FONT, 100, 30, 6)
    lost = 10 - len(fitted.lines)
    assert lost > 0
    assert fitted.overflow == pytest.approx(lost * MIN_SIZE * TIGHT_LEADING)


def test_a_line_limit_is_kept() -> None:
    fitted = fit_text("Jean-Baptiste Lefèvre de la Tour", FONT, 60, 100, 14, max_lines=1)
    assert len(fitted.lines) == 1


def test_list_items_fit_together_at_one_size() -> None:
    items = ("Roll 2d6 + helping tags − hindering tags.", "Easy 4, Normal 7, Hard 10.")
    fitted = fit_paragraphs(items, FONT, 120, 60, 9)
    assert len(fitted.blocks) == 2
    assert fitted.overflow == 0
    squeezed = fit_paragraphs(items * 8, FONT, 120, 60, 9)
    assert squeezed.size == MIN_SIZE and squeezed.overflow > 0


def test_a_word_too_wide_even_at_six_points_is_broken_rather_than_cut() -> None:
    word = "Nejnepravděpodobnějšími"
    fitted = fit_text(word, FONT, 30, 100, 10)
    assert fitted.overflow == 0
    assert fitted.size == MIN_SIZE
    assert "".join(fitted.lines) == word
    assert all(text_width(line, FONT, MIN_SIZE, fitted.char_space) <= 30 for line in fitted.lines)


def test_lines_never_break_at_a_no_break_space() -> None:
    text = "Attention\u00a0: la carte\u202f; reste"
    lines = wrap(text, FONT, 9, 50, break_words=True)
    assert lines is not None
    assert not any(line.startswith((":", ";", "\u00a0", "\u202f")) for line in lines)
    assert sum(line.count("Attention\u00a0:") for line in lines) == 1


def test_a_one_line_field_says_by_how_much_it_is_too_long() -> None:
    """The preflight's length is the width that does not fit, whatever the text's length
    (not the height of one more line, 2.3 mm for any text up to two lines long)."""
    from printables.geometry import MM  # noqa: PLC0415

    font = register_fonts().italic
    for words in (40, 100, 400):
        text = " ".join(["slovo"] * words)
        fitted = fit_text(text, font, 50 * MM, 10 * MM, 6.5, max_lines=1)
        width = text_width(text, font, fitted.size, fitted.char_space)
        assert fitted.overflow == pytest.approx(width - 50 * MM)
