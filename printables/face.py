"""The drawing context of one card side, shared by every face module.

It carries the canvas and fonts, the card's size and bleed, and the preflight
report, so that fitting text or placing a picture records any problem against
the right card and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from reportlab.pdfgen.canvas import Canvas

from printables.fonts import Fonts, missing_glyphs
from printables.geometry import MM
from printables.images import ImageBank
from printables.preflight import MissingGlyphs, Overflow, Preflight
from printables.style import scale_for
from printables.text import MIN_SIZE, FittedText, fit_text

CUT_CLEARANCE = 3.2 * MM
"""How far inside the cut every edge of ink a bad cut would show is kept (1/8 inch and a
hair), unless it runs on into the bleed: text, a band's edge, a corner index."""


@dataclass
class Face:
    """Everything needed to draw one side of one card."""

    canvas: Canvas
    fonts: Fonts
    images: ImageBank
    preflight: Preflight
    width: float
    height: float
    bleed: tuple[float, float, float, float]
    """How far the background runs past the trim: left, bottom, right, top (points)."""
    greyscale: bool = False
    card: int = 0
    title: str = ""
    four_colour: bool = False
    """Playing cards in four colours: spades black, hearts red, diamonds blue, clubs green."""
    squeeze: float = 1.0
    """How tight rows and the spaces between fields are set (1 as designed); a full card
    tightens them before any field moves to a continuation card."""

    @property
    def k(self) -> float:
        """The design scale of this card size (1 for a poker card)."""
        return scale_for(self.width, self.height)

    def pt(self, design_size: float) -> float:
        """A type size of the poker-card design, scaled to this card, never below 6 pt."""
        return max(MIN_SIZE, design_size * self.k)

    def rows(self, design_mm: float) -> float:
        """A row height or a space of the poker-card design, scaled and squeezed, in points."""
        return design_mm * MM * self.k * self.squeeze

    @property
    def safe(self) -> float:
        """The inset that keeps text clear of an imprecise cut."""
        return max(CUT_CLEARANCE, min(4 * MM, 4 * MM * self.k))

    def fit(
        self,
        field: str,
        text: str,
        font: str,
        width: float,
        height: float,
        size: float,
        *,
        max_lines: int | None = None,
        min_size: float = MIN_SIZE,
    ) -> FittedText:
        """Fit text, reporting an overflow or unprintable characters in the preflight."""
        self.check_glyphs(field, text)
        fitted = fit_text(
            text, font, max(width, 1), max(height, 0), size, max_lines=max_lines, min_size=min_size
        )
        if fitted.overflow:
            self.report_overflow(field, fitted.overflow)
        return fitted

    def report_overflow(self, field: str, points: float) -> None:
        self.preflight.problems.append(Overflow(self.card, self.title, field, points / MM))

    def check_glyphs(self, field: str, text: str) -> None:
        missing = _missing(self.fonts.regular, text)
        if missing:
            self.preflight.problems.append(MissingGlyphs(self.card, self.title, field, missing))


@lru_cache(maxsize=4096)
def _missing(font: str, text: str) -> str:
    return "".join(missing_glyphs(font, text))
