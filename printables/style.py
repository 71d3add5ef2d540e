"""Colours and proportions shared by every card face and back.

Each kind of card has an accent colour (its band, its back). In greyscale
("ink-saving") mode the large fills go: bands become a light grey, backs an
outline, so a sheet costs little toner and still reads clearly.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color, HexColor, white

from printables.geometry import MM
from printables.specs import Icon

ACCENTS: dict[Icon, str] = {
    Icon.CHARACTER: "#1F5F6B",
    Icon.ASPECT: "#34508C",
    Icon.NEGATIVE: "#9B2C2C",
    Icon.SPECIAL: "#6B3FA0",
    Icon.TEMPORARY: "#A86B12",
    Icon.LIMITING: "#4A5568",
    Icon.EQUIPMENT: "#2F6B3A",
    Icon.RELATIONSHIP: "#8C3A5E",
    Icon.RESERVE: "#8A6508",
    Icon.THREAT: "#7A1F1F",
    Icon.THREAT_LEVEL: "#A23B1E",
    Icon.MILESTONE: "#2F7A4D",
    Icon.TRAIT: "#2B6CB0",
    Icon.CONSEQUENCE: "#B0461C",
    Icon.CIRCUMSTANCE: "#2C7A7B",
    Icon.DICE: "#2A4365",
    Icon.CLAPPERBOARD: "#553C9A",
    Icon.RULES: "#2D3748",
    Icon.CARDS: "#1E3A5F",
}

SUIT_RED = HexColor("#B3261E")
SUIT_BLACK = HexColor("#1B1B1F")
# A four-colour deck tells the suits apart by colour too: diamonds blue, clubs green.
SUIT_BLUE = HexColor("#1F5FAE")
SUIT_GREEN = HexColor("#23773A")
INK = HexColor("#1F2328")
GREY_INK = Color(0, 0, 0)

# A poker card (63 × 88 mm) is the design size; other sizes scale type and bands with it.
DESIGN_WIDTH = 63 * MM
DESIGN_HEIGHT = 88 * MM


def mix(colour: Color, other: Color, amount: float) -> Color:
    """``colour`` moved ``amount`` (0…1) of the way towards ``other``."""
    return Color(
        colour.red + (other.red - colour.red) * amount,
        colour.green + (other.green - colour.green) * amount,
        colour.blue + (other.blue - colour.blue) * amount,
    )


def grey(level: float) -> Color:
    return Color(level, level, level)


@dataclass(frozen=True, slots=True)
class Palette:
    """The colours of one card side."""

    accent: Color
    band: Color
    band_ink: Color
    band_muted: Color
    paper: Color | None
    ink: Color
    muted: Color
    rule: Color
    tint: Color
    badge: Color
    badge_ink: Color
    greyscale: bool


def palette(accent_hex: str, greyscale: bool) -> Palette:
    """The palette for an accent colour, in colour or in ink-saving greyscale."""
    if greyscale:
        return Palette(
            accent=grey(0.2),
            band=grey(0.88),
            band_ink=GREY_INK,
            band_muted=grey(0.3),
            paper=None,
            ink=GREY_INK,
            muted=grey(0.35),
            rule=grey(0.6),
            tint=grey(0.94),
            badge=white,
            badge_ink=GREY_INK,
            greyscale=True,
        )
    accent = HexColor(accent_hex)
    return Palette(
        accent=accent,
        band=accent,
        band_ink=white,
        band_muted=mix(white, accent, 0.28),
        paper=mix(accent, HexColor("#FFFEFA"), 0.955),
        ink=INK,
        muted=mix(INK, white, 0.4),
        rule=mix(accent, white, 0.55),
        tint=mix(accent, white, 0.88),
        badge=white,
        badge_ink=accent,
        greyscale=False,
    )


def scale_for(width: float, height: float) -> float:
    """How much to scale the poker-card design to fit a card of this size (points)."""
    return max(0.7, min(1.5, width / DESIGN_WIDTH, height / DESIGN_HEIGHT))
