"""The embedded fonts every printed card uses.

ReportLab's bundled Vera and Lato lack Czech letters (ř, ě, ů …) and its
standard Helvetica is not embedded, so we register Roboto from the
``font-roboto`` package, once, and use it everywhere — including as a
document's ``initialFontName`` so no page ever falls back to Helvetica.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

import font_roboto
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FAMILY = "CardDesk"


@dataclass(frozen=True)
class Fonts:
    """ReportLab names of the registered faces."""

    regular: str
    bold: str
    italic: str


# Face -> font_roboto's file key, and ReportLab's bold and italic flags (0 or 1).
_FACES: dict[str, tuple[str, Literal[0, 1], Literal[0, 1]]] = {
    "regular": ("Roboto", 0, 0),
    "bold": ("RobotoBold", 1, 0),
    "italic": ("RobotoItalic", 0, 1),
}


@cache
def register_fonts() -> Fonts:
    """Register the card fonts with ReportLab (once per process) and return their names."""
    names = {}
    for face, (file_key, bold, italic) in _FACES.items():
        name = f"{FAMILY}-{face.title()}"
        pdfmetrics.registerFont(TTFont(name, font_roboto.font_files[file_key]))
        addMapping(FAMILY, bold, italic, name)
        names[face] = name
    pdfmetrics.registerFontFamily(
        FAMILY,
        normal=names["regular"],
        bold=names["bold"],
        italic=names["italic"],
    )
    return Fonts(**names)


def missing_glyphs(font_name: str, text: str) -> list[str]:
    """The characters of ``text`` that the registered TTF font has no glyph for."""
    font = pdfmetrics.getFont(font_name)
    if not isinstance(font, TTFont):
        raise TypeError(f"{font_name} is not a TrueType font: its glyphs cannot be listed")
    glyphs = font.face.charToGlyph
    return sorted({char for char in text if not char.isspace() and ord(char) not in glyphs})
