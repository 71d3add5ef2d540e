"""Card and page sizes, the names users type for them, and rectangles in PDF points.

Sizes are kept in millimetres, as users and print shops speak of them; drawing
happens in PDF points (1/72 in), so :class:`Rect` is in points.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from deskapp.core.errors import UserError
from deskapp.core.i18n import format_decimal, translate

MM = 72 / 25.4
"""PDF points per millimetre."""

INCH = 25.4
"""Millimetres per inch."""


class PrintOptionError(UserError, ValueError):
    """A print option that is not one of the valid values; the message lists them."""


@dataclass(frozen=True, slots=True)
class Size:
    """A width and height in millimetres."""

    width: float
    height: float

    @property
    def points(self) -> tuple[float, float]:
        return (self.width * MM, self.height * MM)

    def __str__(self) -> str:
        return f"{_number(self.width)}×{_number(self.height)} mm"


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in PDF points: lower-left corner, width, height."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def inset(self, margin: float) -> Rect:
        """The rectangle shrunk by ``margin`` on every side."""
        return self.outset(-margin, -margin, -margin, -margin)

    def outset(self, left: float, bottom: float, right: float, top: float) -> Rect:
        """The rectangle grown by the given margins."""
        return Rect(
            self.x - left, self.y - bottom, self.width + left + right, self.height + bottom + top
        )

    @property
    def box(self) -> tuple[float, float, float, float]:
        """As a PDF box: ``(x0, y0, x1, y1)``."""
        return (self.x, self.y, self.right, self.top)


CARD_SIZES: dict[str, Size] = {
    "poker": Size(63, 88),
    "us-poker": Size(2.5 * INCH, 3.5 * INCH),
    "bridge": Size(57, 89),
    "mini": Size(44, 68),
    "tarot": Size(70, 120),
    "index": Size(3 * INCH, 5 * INCH),
}
DEFAULT_CARD_SIZE = "poker"

PAGE_SIZES: dict[str, Size] = {
    "a4": Size(210, 297),
    "letter": Size(8.5 * INCH, 11 * INCH),
    "a3": Size(297, 420),
}
DEFAULT_PAGE_SIZE = "a4"

_CUSTOM = re.compile(r"\s*(\d+(?:[.,]\d+)?)\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*", re.I)
# Nothing smaller could hold a readable card; nothing larger is a sheet of paper anyone prints.
CUSTOM_LIMITS = {"card": (20.0, 300.0), "page": (50.0, 1200.0)}
# The card design scales down to 70 % of a 63 × 88 mm poker card and no further: smaller,
# pips, indices and text would overlap (printables.style.scale_for).
SMALLEST_CARD = Size(44, 62)


def parse_card_size(text: str) -> Size:
    """A card size from its name (``poker``, ``tarot`` …) or ``WxH`` in millimetres."""
    return _parse(text, CARD_SIZES, "card")


def parse_page_size(text: str) -> Size:
    """A page size from its name (``A4``, ``Letter``, ``A3``) or ``WxH`` in millimetres."""
    return _parse(text, PAGE_SIZES, "page")


def _parse(text: str, names: dict[str, Size], what: str) -> Size:
    key = text.strip().lower().replace("_", "-").replace(" ", "-")
    if key in names:
        return names[key]
    low, high = CUSTOM_LIMITS[what]
    match = _CUSTOM.fullmatch(text)
    if match:
        width, height = (float(group.replace(",", ".")) for group in match.groups())
        if what == "card" and low <= width <= high and low <= height <= high:
            _check_design_fits(width, height)
        if low <= width <= high and low <= height <= high:
            return Size(width, height)
        if what == "card":
            message = translate(
                "PrintOptions",
                "a card of {width}×{height} mm is not printable: each side must be {low}–{high} mm",
            )
        else:
            message = translate(
                "PrintOptions",
                "a page of {width}×{height} mm is not printable: each side must be {low}–{high} mm",
            )
        raise PrintOptionError(
            message.format(
                width=_number(width), height=_number(height), low=_number(low), high=_number(high)
            )
        )
    valid = ", ".join(f"{name} ({size})" for name, size in names.items())
    if what == "card":
        message = translate(
            "PrintOptions",
            "unknown card size '{text}': use one of {valid}, or WIDTHxHEIGHT in mm such as 60x90",
        )
    else:
        message = translate(
            "PrintOptions",
            "unknown page size '{text}': use one of {valid}, or WIDTHxHEIGHT in mm such as 60x90",
        )
    raise PrintOptionError(message.format(text=text, valid=valid))


def _check_design_fits(width: float, height: float) -> None:
    if width < SMALLEST_CARD.width or height < SMALLEST_CARD.height:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a card of {width}×{height} mm is too small for the card design: "
                "cards must be at least {smallest} (mini cards are 44×68 mm)",
            ).format(width=_number(width), height=_number(height), smallest=SMALLEST_CARD)
        )


def _number(value: float) -> str:
    return format_decimal(value, 1)
