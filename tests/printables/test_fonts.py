"""The card fonts cover every Czech and French letter and end up embedded in PDFs."""

from __future__ import annotations

import io

import pytest
import reportlab
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from printables.fonts import missing_glyphs, register_fonts

# Every Czech and French letter a name, an aspect or a rule may contain, and its capital.
CZECH_AND_FRENCH = "ěščřžýáíéůúťďňóàâçèêëîïôûùüÿœæ"
CZECH_AND_FRENCH_LETTERS = CZECH_AND_FRENCH + CZECH_AND_FRENCH.upper()


@pytest.mark.parametrize("face", ["regular", "bold", "italic"])
def test_every_face_has_every_czech_and_french_letter(face: str) -> None:
    name = getattr(register_fonts(), face)
    assert missing_glyphs(name, CZECH_AND_FRENCH_LETTERS) == []


def test_the_check_would_notice_a_font_without_czech_letters() -> None:
    vera = f"{reportlab.__path__[0]}/fonts/Vera.ttf"
    pdfmetrics.registerFont(TTFont("TestVera", vera))
    assert {"ř", "ě", "ů"} <= set(missing_glyphs("TestVera", CZECH_AND_FRENCH_LETTERS))


def test_registering_twice_returns_the_same_fonts() -> None:
    assert register_fonts() is register_fonts()


def test_a_pdf_written_with_the_fonts_embeds_them_and_no_standard_font() -> None:
    fonts = register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, initialFontName=fonts.regular)
    canvas.setFont(fonts.bold, 12)
    canvas.drawString(72, 720, "Příliš žluťoučký kůň úpěl ďábelské ódy — Œuvre, garçon, où ça?")
    canvas.showPage()
    canvas.save()
    page = PdfReader(io.BytesIO(buffer.getvalue())).pages[0]
    fonts_used = page["/Resources"]["/Font"]
    for reference in fonts_used.values():
        font = reference.get_object()
        assert "Helvetica" not in str(font["/BaseFont"])
        descriptor = (
            font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
            if "/DescendantFonts" in font
            else font["/FontDescriptor"]
        )
        assert "/FontFile2" in descriptor.get_object()
    assert "kůň" in page.extract_text()
