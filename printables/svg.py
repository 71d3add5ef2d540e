"""A card face as SVG, drawn by the unchanged print code.

:class:`SvgCanvas` records the part of ReportLab's ``Canvas`` that the face code uses —
states and transforms, colours and line styles, rectangles, lines, paths (``beginPath`` …
``drawPath``) and text objects (``beginText`` … ``drawText``) — as SVG elements. Handing it
to a :class:`~printables.face.Face` in place of the PDF canvas draws the very face that is
printed (:func:`printables.playing.draw_playing_card`), as vector graphics a browser or
``QSvgRenderer`` shows at any size: the players' phones and the big screen show the same
cards as the printed decks. Text is set in Roboto, as printed; whoever shows the SVG
provides the font (the phones' page by its ``@font-face``, Qt by
``QFontDatabase.addApplicationFont``), else the viewer's sans-serif stands in.

A Canvas call the face code starts to use and this recorder lacks is an AttributeError,
caught by ``tests/printables/test_svg_faces.py``, which compares the SVG with the printed
face pixel by pixel.
"""

from __future__ import annotations

from html import escape
from typing import Any

_Colour = Any
"""A ReportLab colour (anything with ``rgb()`` and perhaps ``alpha``)."""


def _number(value: float) -> str:
    """A coordinate, short: two decimals at most, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _rgb(colour: _Colour) -> str:
    red, green, blue = (round(255 * part) for part in colour.rgb())
    return f"#{red:02x}{green:02x}{blue:02x}"


class SvgPath:
    """ReportLab's path object, recorded as SVG path data."""

    def __init__(self) -> None:
        self.data: list[str] = []

    def moveTo(self, x: float, y: float) -> None:
        self.data.append(f"M{_number(x)} {_number(y)}")

    def lineTo(self, x: float, y: float) -> None:
        self.data.append(f"L{_number(x)} {_number(y)}")

    def curveTo(self, x1: float, y1: float, x2: float, y2: float, x3: float, y3: float) -> None:
        points = " ".join(_number(value) for value in (x1, y1, x2, y2, x3, y3))
        self.data.append(f"C{points}")

    def close(self) -> None:
        self.data.append("Z")

    def rect(self, x: float, y: float, width: float, height: float) -> None:
        self.moveTo(x, y)
        self.data.append(f"h{_number(width)}v{_number(height)}h{_number(-width)}Z")

    def roundRect(self, x: float, y: float, width: float, height: float, radius: float) -> None:
        r = min(radius, width / 2, height / 2)
        arc = f"a{_number(r)} {_number(r)} 0 0 1"
        self.moveTo(x + r, y)
        self.data.append(
            f"h{_number(width - 2 * r)}{arc} {_number(r)} {_number(r)}"
            f"v{_number(height - 2 * r)}{arc} {_number(-r)} {_number(r)}"
            f"h{_number(2 * r - width)}{arc} {_number(-r)} {_number(-r)}"
            f"v{_number(2 * r - height)}{arc} {_number(r)} {_number(-r)}Z"
        )

    def ellipse(self, x: float, y: float, width: float, height: float) -> None:
        rx, ry = width / 2, height / 2
        arc = f"a{_number(rx)} {_number(ry)} 0 1 0"
        self.moveTo(x, y + ry)
        self.data.append(f"{arc} {_number(width)} 0{arc} {_number(-width)} 0Z")

    def circle(self, x: float, y: float, radius: float) -> None:
        self.ellipse(x - radius, y - radius, 2 * radius, 2 * radius)


class SvgText:
    """ReportLab's text object: runs of text at their origins, in one font."""

    def __init__(self) -> None:
        self.runs: list[tuple[float, float, str]] = []
        self.font = ""
        self.size = 0.0
        self.char_space = 0.0
        self._origin = (0.0, 0.0)

    def setFont(self, font: str, size: float, leading: float | None = None) -> None:
        self.font, self.size = font, size

    def setCharSpace(self, space: float) -> None:
        self.char_space = space

    def setTextOrigin(self, x: float, y: float) -> None:
        self._origin = (x, y)

    def textOut(self, text: str) -> None:
        self.runs.append((*self._origin, text))


class SvgCanvas:
    """Records ReportLab Canvas calls (points, origin bottom left) as one SVG document."""

    def __init__(self, width: float, height: float) -> None:
        self.width = width
        self.height = height
        self._body: list[str] = []
        self._fill = "#000000"
        self._stroke = "#000000"
        self._line_width = 1.0
        self._join = 0
        self._states: list[tuple[str, str, float, int, int]] = []
        self._groups = 0  # groups opened by transforms since the last saveState

    # --- state and transforms -----------------------------------------------------------

    def saveState(self) -> None:
        self._states.append((self._fill, self._stroke, self._line_width, self._join, self._groups))
        self._groups = 0

    def restoreState(self) -> None:
        self._body.append("</g>" * self._groups)
        self._fill, self._stroke, self._line_width, self._join, self._groups = self._states.pop()

    def _transform(self, transform: str) -> None:
        self._body.append(f'<g transform="{transform}">')
        self._groups += 1

    def translate(self, x: float, y: float) -> None:
        self._transform(f"translate({_number(x)} {_number(y)})")

    def rotate(self, degrees: float) -> None:
        self._transform(f"rotate({_number(degrees)})")

    def setFillColor(self, colour: _Colour) -> None:
        self._fill = _rgb(colour)

    def setStrokeColor(self, colour: _Colour) -> None:
        self._stroke = _rgb(colour)

    def setLineWidth(self, width: float) -> None:
        self._line_width = width

    def setLineJoin(self, join: int) -> None:
        self._join = join

    # --- drawing ----------------------------------------------------------------------------

    def beginPath(self) -> SvgPath:
        return SvgPath()

    def beginText(self) -> SvgText:
        return SvgText()

    def _paint(self, data: str, stroke: bool, fill: bool) -> None:
        if not (stroke or fill):
            return
        style = f'fill="{self._fill if fill else "none"}"'
        if stroke:
            joins = ("miter", "round", "bevel")
            style += (
                f' stroke="{self._stroke}" stroke-width="{_number(self._line_width)}"'
                f' stroke-linejoin="{joins[self._join]}" stroke-linecap="butt"'
            )
        self._body.append(f'<path d="{data}" {style}/>')

    def drawPath(self, path: SvgPath, stroke: int = 1, fill: int = 0, **_: Any) -> None:
        self._paint("".join(path.data), bool(stroke), bool(fill))

    def rect(
        self, x: float, y: float, width: float, height: float, stroke: int = 1, fill: int = 0
    ) -> None:
        path = SvgPath()
        path.rect(x, y, width, height)
        self.drawPath(path, stroke, fill)

    def roundRect(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        radius: float,
        stroke: int = 1,
        fill: int = 0,
    ) -> None:
        path = SvgPath()
        path.roundRect(x, y, width, height, radius)
        self.drawPath(path, stroke, fill)

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        path = SvgPath()
        path.moveTo(x1, y1)
        path.lineTo(x2, y2)
        self.drawPath(path, stroke=1, fill=0)

    def drawText(self, text: SvgText) -> None:
        font = text.font.lower()
        weight = ' font-weight="bold"' if "bold" in font else ""
        style = ' font-style="italic"' if "italic" in font else ""
        spacing = f' letter-spacing="{_number(text.char_space)}"' if text.char_space else ""
        for x, y, run in text.runs:  # the page is flipped: each run is turned upright again
            self._body.append(
                f'<text transform="translate({_number(x)} {_number(y)}) scale(1 -1)"'
                f' font-family="Roboto, sans-serif" font-size="{_number(text.size)}"'
                f'{weight}{style}{spacing} fill="{self._fill}" xml:space="preserve">'
                f"{escape(run)}</text>"
            )

    # --- the document ------------------------------------------------------------------------

    def svg(self) -> str:
        """The SVG document, sized by its container (its viewBox is the card's)."""
        width, height = _number(self.width), _number(self.height)
        opened = self._groups + sum(state[4] for state in self._states)
        body = "".join(self._body) + "</g>" * opened
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">'
            f'<g transform="matrix(1 0 0 -1 0 {height})">{body}</g></svg>'
        )
