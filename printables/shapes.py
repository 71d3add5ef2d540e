"""Suits and kind icons as vector paths, so they print sharp and never depend on a font.

Every shape is designed in a unit box from -1 to 1 on both axes, centred on the
origin, and drawn scaled to the size asked for.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from deskapp.core.cards import Suit
from printables.specs import Icon

Point = tuple[float, float]


class _Pen:
    """Builds a path in unit coordinates, placed at a centre and scaled by a half-size."""

    def __init__(self, canvas: Canvas, cx: float, cy: float, half: float) -> None:
        self.path: PDFPathObject = canvas.beginPath()
        self._cx, self._cy, self._half = cx, cy, half

    def _p(self, x: float, y: float) -> Point:
        return (self._cx + x * self._half, self._cy + y * self._half)

    def move(self, x: float, y: float) -> _Pen:
        self.path.moveTo(*self._p(x, y))
        return self

    def line(self, x: float, y: float) -> _Pen:
        self.path.lineTo(*self._p(x, y))
        return self

    def curve(self, *points: float) -> _Pen:
        x1, y1, x2, y2, x3, y3 = points
        self.path.curveTo(*self._p(x1, y1), *self._p(x2, y2), *self._p(x3, y3))
        return self

    def close(self) -> _Pen:
        self.path.close()
        return self

    def polygon(self, points: list[Point]) -> _Pen:
        self.move(*points[0])
        for point in points[1:]:
            self.line(*point)
        return self.close()

    def circle(self, x: float, y: float, r: float) -> _Pen:
        self.path.circle(*self._p(x, y), r * self._half)
        return self

    def ellipse(self, x: float, y: float, rx: float, ry: float) -> _Pen:
        x0, y0 = self._p(x - rx, y - ry)
        self.path.ellipse(x0, y0, 2 * rx * self._half, 2 * ry * self._half)
        return self

    def rect(self, x: float, y: float, w: float, h: float) -> _Pen:
        self.path.rect(*self._p(x, y), w * self._half, h * self._half)
        return self

    def round_rect(self, x: float, y: float, w: float, h: float, r: float) -> _Pen:
        self.path.roundRect(*self._p(x, y), w * self._half, h * self._half, r * self._half)
        return self


def _heart(pen: _Pen, flip: float = 1.0, shift: float = 0.0, scale: float = 1.0) -> None:
    """A heart with its point down (``flip=-1`` points it up, for the spade)."""

    def p(x: float, y: float) -> tuple[float, float]:
        return (x * scale, (y * flip) * scale + shift)

    pen.move(*p(0, -1))
    pen.curve(*p(-0.32, -0.64), *p(-1, -0.22), *p(-1, 0.36))
    pen.curve(*p(-1, 0.78), *p(-0.73, 1), *p(-0.5, 1))
    pen.curve(*p(-0.24, 1), *p(-0.05, 0.84), *p(0, 0.6))
    pen.curve(*p(0.05, 0.84), *p(0.24, 1), *p(0.5, 1))
    pen.curve(*p(0.73, 1), *p(1, 0.78), *p(1, 0.36))
    pen.curve(*p(1, -0.22), *p(0.32, -0.64), *p(0, -1))
    pen.close()


def _stem(pen: _Pen) -> None:
    pen.move(0, -0.05)
    pen.curve(0.04, -0.5, 0.2, -0.85, 0.42, -1)
    pen.line(-0.42, -1)
    pen.curve(-0.2, -0.85, -0.04, -0.5, 0, -0.05)
    pen.close()


def _suit_path(canvas: Canvas, suit: Suit, cx: float, cy: float, half: float) -> PDFPathObject:
    pen = _Pen(canvas, cx, cy, half)
    if suit is Suit.HEARTS:
        _heart(pen, scale=0.92)
    elif suit is Suit.DIAMONDS:
        pen.move(0, 1).curve(0.22, 0.62, 0.45, 0.3, 0.74, 0)
        pen.curve(0.45, -0.3, 0.22, -0.62, 0, -1)
        pen.curve(-0.22, -0.62, -0.45, -0.3, -0.74, 0)
        pen.curve(-0.45, 0.3, -0.22, 0.62, 0, 1).close()
    elif suit is Suit.SPADES:
        _heart(pen, flip=-1, shift=0.2, scale=0.8)
        _stem(pen)
    else:
        pen.circle(0, 0.47, 0.43).circle(-0.5, -0.12, 0.43).circle(0.5, -0.12, 0.43)
        pen.polygon([(-0.15, 0.2), (0.15, 0.2), (0.15, -0.2), (-0.15, -0.2)])
        _stem(pen)
    return pen.path


def draw_suit(
    canvas: Canvas,
    suit: Suit,
    cx: float,
    cy: float,
    size: float,
    colour: Color,
    hollow: bool = False,
) -> None:
    """A suit symbol ``size`` points tall; ``hollow`` outlines it (greyscale red suits)."""
    paint(canvas, _suit_path(canvas, suit, cx, cy, size / 2), size, colour, hollow)


def draw_star(
    canvas: Canvas, cx: float, cy: float, size: float, colour: Color, hollow: bool = False
) -> None:
    """A five-pointed star ``size`` points tall (the joker's mark)."""
    paint(
        canvas,
        _Pen(canvas, cx, cy, size / 2).polygon(_star(5, 1.0, 0.45)).path,
        size,
        colour,
        hollow,
    )


def draw_sun(
    canvas: Canvas, cx: float, cy: float, size: float, colour: Color, hollow: bool = False
) -> None:
    """A disc in a ring of twelve rays, ``size`` points across (the red joker's mark: it
    differs from the black joker's star in shape, not only in colour)."""
    pen = _Pen(canvas, cx, cy, size / 2).polygon(_star(12, 1.0, 0.62))
    paint(canvas, pen.path, size, colour, hollow)
    ring = Color(1, 1, 1) if not hollow else colour
    paint(canvas, _Pen(canvas, cx, cy, size / 2).circle(0, 0, 0.5).path, size, ring, hollow)
    paint(canvas, _Pen(canvas, cx, cy, size / 2).circle(0, 0, 0.36).path, size, colour, hollow)


def draw_colour_mark(
    canvas: Canvas,
    red: bool,
    cx: float,
    cy: float,
    size: float,
    colour: Color,
    hollow: bool = False,
) -> None:
    """The mark of a plain red/black card: a disc for black, a square on its point for red.

    The two differ in shape, not only in colour, so colour-blind players read them too.
    """
    pen = _Pen(canvas, cx, cy, size / 2)
    if red:
        pen.polygon([(0, 1), (1, 0), (0, -1), (-1, 0)])
    else:
        pen.circle(0, 0, 0.86)
    paint(canvas, pen.path, size, colour, hollow)


def paint(canvas: Canvas, path: PDFPathObject, size: float, colour: Color, hollow: bool) -> None:
    """Fill a symbol's path, or outline it with a stroke in proportion to its ``size``."""
    canvas.saveState()
    canvas.setLineJoin(1)
    if hollow:
        canvas.setStrokeColor(colour)
        canvas.setLineWidth(max(0.5, size * 0.06))
        canvas.drawPath(path, stroke=1, fill=0)
    else:
        canvas.setFillColor(colour)
        canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()


def draw_icon(
    canvas: Canvas, icon: Icon, cx: float, cy: float, size: float, ink: Color, paper: Color
) -> None:
    """A kind icon ``size`` points across in ``ink``; cut-outs are painted in ``paper``."""
    canvas.saveState()
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    _ICONS[icon](_Painter(canvas, cx, cy, size / 2, ink, paper))
    canvas.restoreState()


class _Painter:
    """Fills or strokes unit-box paths in the icon's ink or paper colour."""

    def __init__(
        self, canvas: Canvas, cx: float, cy: float, half: float, ink: Color, paper: Color
    ) -> None:
        self.canvas, self.cx, self.cy, self.half = canvas, cx, cy, half
        self.ink, self.paper = ink, paper

    def pen(self) -> _Pen:
        return _Pen(self.canvas, self.cx, self.cy, self.half)

    def fill(self, pen: _Pen, paper: bool = False) -> None:
        self.canvas.setFillColor(self.paper if paper else self.ink)
        self.canvas.drawPath(pen.path, stroke=0, fill=1)

    def stroke(self, pen: _Pen, width: float = 0.18, paper: bool = False) -> None:
        self.canvas.setStrokeColor(self.paper if paper else self.ink)
        self.canvas.setLineWidth(width * self.half)
        self.canvas.drawPath(pen.path, stroke=1, fill=0)


def _star(points: int, outer: float, inner: float, turn: float = 0.0) -> list[Point]:
    result = []
    for index in range(points * 2):
        radius = outer if index % 2 == 0 else inner
        angle = math.pi / 2 + turn + index * math.pi / points
        result.append((radius * math.cos(angle), radius * math.sin(angle)))
    return result


def _character(p: _Painter) -> None:
    p.fill(p.pen().circle(0, 0.42, 0.38))
    shoulders = p.pen().move(-0.85, -0.95).curve(-0.85, -0.1, -0.45, 0.02, 0, 0.02)
    shoulders.curve(0.45, 0.02, 0.85, -0.1, 0.85, -0.95).close()
    p.fill(shoulders)


def _aspect(p: _Painter) -> None:
    p.fill(p.pen().polygon(_star(4, 1.0, 0.3)))


def _negative(p: _Painter) -> None:
    p.stroke(p.pen().circle(0, 0, 0.8), 0.2)
    p.fill(p.pen().round_rect(-0.48, -0.12, 0.96, 0.24, 0.08))


def _special(p: _Painter) -> None:
    p.fill(p.pen().polygon(_star(5, 1.0, 0.42)))


def _temporary(p: _Painter) -> None:
    p.fill(p.pen().polygon([(-0.62, 0.8), (0.62, 0.8), (0.06, 0.02), (-0.06, 0.02)]))
    p.fill(p.pen().polygon([(-0.06, -0.02), (0.06, -0.02), (0.62, -0.8), (-0.62, -0.8)]))
    p.fill(p.pen().rect(-0.75, 0.8, 1.5, 0.18))
    p.fill(p.pen().rect(-0.75, -0.98, 1.5, 0.18))


def _limiting(p: _Painter) -> None:
    p.stroke(
        p.pen()
        .move(-0.45, 0.0)
        .line(-0.45, 0.4)
        .curve(-0.45, 1.0, 0.45, 1.0, 0.45, 0.4)
        .line(0.45, 0.0),
        0.22,
    )
    p.fill(p.pen().round_rect(-0.72, -0.95, 1.44, 1.05, 0.15))
    p.fill(p.pen().circle(0, -0.38, 0.14), paper=True)


def _equipment(p: _Painter) -> None:
    p.stroke(p.pen().round_rect(-0.32, 0.38, 0.64, 0.45, 0.12), 0.2)
    p.fill(p.pen().round_rect(-0.92, -0.78, 1.84, 1.22, 0.18))
    p.fill(p.pen().rect(-0.92, -0.12, 1.84, 0.1), paper=True)


def _relationship(p: _Painter) -> None:
    p.stroke(p.pen().circle(-0.36, 0, 0.52), 0.2)
    p.stroke(p.pen().circle(0.36, 0, 0.52), 0.2)


def _reserve(p: _Painter) -> None:
    for y in (-0.55, -0.15, 0.25):
        p.fill(p.pen().ellipse(0, y, 0.78, 0.32))
        p.stroke(p.pen().ellipse(0, y, 0.78, 0.32), 0.1, paper=True)
    p.fill(p.pen().ellipse(0, 0.62, 0.78, 0.32))


def _threat(p: _Painter) -> None:
    triangle = p.pen().move(0, 0.95).line(1.0, -0.8).line(-1.0, -0.8).close()
    p.fill(triangle)
    p.fill(p.pen().polygon([(-0.09, 0.45), (0.09, 0.45), (0.06, -0.28), (-0.06, -0.28)]), True)
    p.fill(p.pen().circle(0, -0.5, 0.1), paper=True)


def _threat_level(p: _Painter) -> None:
    for index, height in enumerate((0.6, 1.1, 1.6)):
        x = -0.85 + index * 0.62
        p.fill(p.pen().round_rect(x, -0.85, 0.46, height, 0.06))


def _milestone(p: _Painter) -> None:
    p.fill(p.pen().rect(-0.62, -0.95, 0.16, 1.9))
    flag = p.pen().move(-0.46, 0.92).curve(-0.1, 1.05, 0.3, 0.7, 0.85, 0.82)
    flag.line(0.85, 0.05).curve(0.3, -0.07, -0.1, 0.25, -0.46, 0.12).close()
    p.fill(flag)


def _trait(p: _Painter) -> None:
    tag = p.pen().polygon([(-0.95, 0.5), (0.45, 0.5), (0.95, 0), (0.45, -0.5), (-0.95, -0.5)])
    p.fill(tag)
    p.fill(p.pen().circle(0.42, 0, 0.13), paper=True)


def _consequence(p: _Painter) -> None:
    p.fill(
        p.pen().polygon(
            [
                (0.2, 1.0),
                (-0.6, -0.1),
                (-0.05, -0.1),
                (-0.25, -1.0),
                (0.6, 0.15),
                (0.05, 0.15),
                (0.35, 1.0),
            ]
        )
    )


def _circumstance(p: _Painter) -> None:
    pin = p.pen().move(0, -1.0).curve(-0.25, -0.45, -0.72, -0.05, -0.72, 0.3)
    pin.curve(-0.72, 0.72, -0.4, 1.0, 0, 1.0).curve(0.4, 1.0, 0.72, 0.72, 0.72, 0.3)
    pin.curve(0.72, -0.05, 0.25, -0.45, 0, -1.0).close()
    p.fill(pin)
    p.fill(p.pen().circle(0, 0.3, 0.26), paper=True)


def _dice(p: _Painter) -> None:
    kite = [(0, 1.0), (0.9, 0.12), (0, -1.0), (-0.9, 0.12)]
    p.fill(p.pen().polygon(kite))
    p.stroke(p.pen().move(-0.9, 0.12).line(0, -0.2).line(0.9, 0.12), 0.1, paper=True)
    p.stroke(p.pen().move(0, -0.2).line(0, -1.0), 0.1, paper=True)


def _clapperboard(p: _Painter) -> None:
    p.fill(p.pen().round_rect(-0.9, -0.9, 1.8, 1.15, 0.1))
    clapper = p.pen().polygon([(-0.9, 0.38), (0.82, 0.78), (0.88, 0.52), (-0.84, 0.12)])
    p.fill(clapper)
    for x in (-0.5, -0.05, 0.4):
        p.fill(
            p.pen().polygon([(x, 0.44), (x + 0.2, 0.49), (x + 0.08, 0.24), (x - 0.12, 0.2)]),
            paper=True,
        )


def _rules(p: _Painter) -> None:
    left = p.pen().polygon([(-0.06, -0.7), (-0.95, -0.55), (-0.95, 0.75), (-0.06, 0.6)])
    right = p.pen().polygon([(0.06, -0.7), (0.95, -0.55), (0.95, 0.75), (0.06, 0.6)])
    p.fill(left)
    p.fill(right)
    for y in (0.3, 0.05, -0.2):
        p.stroke(p.pen().move(-0.78, y + 0.05).line(-0.22, y - 0.02), 0.09, paper=True)
        p.stroke(p.pen().move(0.22, y - 0.02).line(0.78, y + 0.05), 0.09, paper=True)


def _cards(p: _Painter) -> None:
    canvas = p.canvas
    for angle, dx in ((12, 0.22), (-12, -0.22)):
        canvas.saveState()
        canvas.translate(p.cx + dx * p.half, p.cy)
        canvas.rotate(angle)
        pen = _Pen(canvas, 0, 0, p.half)
        pen.round_rect(-0.48, -0.72, 0.96, 1.44, 0.12)
        p.fill(pen)
        p.stroke(pen, 0.1, paper=True)
        canvas.restoreState()


# Each icon is drawn by the function named after it (``Icon.THREAT_LEVEL``: ``_threat_level``).
_ICONS: dict[Icon, Callable[[_Painter], None]] = {
    icon: globals()[f"_{icon.value}"] for icon in Icon
}
