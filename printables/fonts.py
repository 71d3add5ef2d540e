"""The embedded fonts every printed card uses.

ReportLab's bundled Vera and Lato lack Czech letters (ř, ě, ů …) and its
standard Helvetica is not embedded, so we register Roboto from the
``font-roboto`` package, once, and use it everywhere — including as a
document's ``initialFontName`` so no page ever falls back to Helvetica.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import font_roboto
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FAMILY = "CardDesk"

# Every Czech and French letter a name, an aspect or a rule may contain.
CZECH_AND_FRENCH = "ěščřžýáíéůúťďňóàâçèêëîïôûùüÿœæ"
CZECH_AND_FRENCH_LETTERS = CZECH_AND_FRENCH + CZECH_AND_FRENCH.upper()


@dataclass(frozen=True)
class Fonts:
    """ReportLab names of the registered faces."""

    regular: str
    bold: str
    italic: str
    bold_italic: str

    @property
    def faces(self) -> tuple[str, str, str, str]:
        return (self.regular, self.bold, self.italic, self.bold_italic)


_FACES = {
    "regular": ("Roboto", False, False),
    "bold": ("RobotoBold", True, False),
    "italic": ("RobotoItalic", False, True),
    "bold_italic": ("RobotoBoldItalic", True, True),
}


@cache
def register_fonts() -> Fonts:
    """Register the card fonts with ReportLab (once per process) and return their names."""
    names = {}
    for face, (file_key, bold, italic) in _FACES.items():
        name = f"{FAMILY}-{face.replace('_', '-').title()}"
        pdfmetrics.registerFont(TTFont(name, font_roboto.font_files[file_key]))
        addMapping(FAMILY, int(bold), int(italic), name)
        names[face] = name
    pdfmetrics.registerFontFamily(
        FAMILY,
        normal=names["regular"],
        bold=names["bold"],
        italic=names["italic"],
        boldItalic=names["bold_italic"],
    )
    return Fonts(**names)


def missing_glyphs(font_name: str, text: str) -> list[str]:
    """The characters of ``text`` that the registered TTF font has no glyph for."""
    font = pdfmetrics.getFont(font_name)
    glyphs = font.face.charToGlyph
    return sorted({char for char in text if not char.isspace() and ord(char) not in glyphs})
