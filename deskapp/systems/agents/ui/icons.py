"""Small marks that tell the Agents card kinds apart at a glance: a colour and a shape each.

Aspect kinds (A-02), relationship values (A-40) and whom a threat endangers (A-06)
each get a colour *and* a distinct shape, so the difference survives colour
blindness and a grey-scale print of a screenshot. The marks are drawn, not
loaded, so they need no asset files and no font that happens to hold a symbol.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from deskapp.systems.agents.sheet import AspectKind, Relation, Threatened
from deskapp.ui.style import (
    ASPECT_EQUIPMENT,
    ASPECT_LIMITING,
    ASPECT_NEGATIVE,
    ASPECT_ORDINARY,
    ASPECT_SPECIAL,
    ASPECT_TEMPORARY,
    BAD,
    GOOD,
    NEUTRAL,
    ON_DARK,
    THREATENS_BOTH,
    THREATENS_CIVILIANS,
    THREATENS_PLAYERS,
    TRANSPARENT,
)

KIND_COLOURS = {
    AspectKind.ORDINARY: ASPECT_ORDINARY,
    AspectKind.SPECIAL: ASPECT_SPECIAL,
    AspectKind.NEGATIVE: ASPECT_NEGATIVE,
    AspectKind.LIMITING: ASPECT_LIMITING,
    AspectKind.EQUIPMENT: ASPECT_EQUIPMENT,
    AspectKind.TEMPORARY: ASPECT_TEMPORARY,
}
THREAT_COLOURS = {
    Threatened.CIVILIANS: THREATENS_CIVILIANS,
    Threatened.AGENTS: THREATENS_PLAYERS,
    Threatened.BOTH: THREATENS_BOTH,
}

_SIZE = 32  # drawn large and scaled down, so the marks stay crisp on a high-density screen
_MARGIN = 4.0


def relation_colour(level: Relation) -> str:
    if level.is_trust:
        return GOOD
    if level.is_distrust:
        return BAD
    return NEUTRAL


def kind_icon(kind: AspectKind) -> QIcon:
    """Ordinary: a disc; special: a star; negative: a downward triangle;
    permanent limiting: a barred square; equipment: a hexagon nut; temporary: a ring."""
    colour = QColor(KIND_COLOURS[kind])
    box = QRectF(_MARGIN, _MARGIN, _SIZE - 2 * _MARGIN, _SIZE - 2 * _MARGIN)
    path = QPainterPath()
    if kind is AspectKind.ORDINARY:
        path.addEllipse(box)
    elif kind is AspectKind.SPECIAL:
        path.addPolygon(_star(box.center(), box.width() / 2, box.width() / 4.6))
    elif kind is AspectKind.NEGATIVE:
        path.addPolygon(
            QPolygonF([box.topLeft(), box.topRight(), QPointF(box.center().x(), box.bottom())])
        )
    elif kind is AspectKind.LIMITING:
        path.addRect(box)
        # A pale bar across the square: the aspect bars the way, for good.
        bar = QPainterPath()
        bar.addRect(box.adjusted(3, box.height() / 2 - 3, -3, -(box.height() / 2 - 3)))
        path = path.subtracted(bar)
    elif kind is AspectKind.EQUIPMENT:
        path.addPolygon(_polygon(box.center(), box.width() / 2, 6, 0))
        hole = QPainterPath()
        hole.addEllipse(box.center(), box.width() / 5, box.width() / 5)
        path = path.subtracted(hole)
    else:
        path.addEllipse(box)
        inner = QPainterPath()
        inner.addEllipse(box.adjusted(6, 6, -6, -6))
        path = path.subtracted(inner)
    return _icon(lambda painter: painter.fillPath(path, colour))


def relation_icon(level: Relation) -> QIcon:
    """Neutral: an empty ring; partial: a half-filled disc; full: a filled disc —
    green for trust with an upward point, red for distrust with a downward one."""
    colour = QColor(relation_colour(level))
    box = QRectF(_MARGIN, _MARGIN, _SIZE - 2 * _MARGIN, _SIZE - 2 * _MARGIN)

    def draw(painter: QPainter) -> None:
        painter.setPen(QPen(colour, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if level is Relation.NEUTRAL:
            painter.drawEllipse(box.adjusted(2, 2, -2, -2))
            return
        if level in (Relation.FULL_TRUST, Relation.FULL_DISTRUST):
            painter.setBrush(QBrush(colour))
            painter.drawEllipse(box.adjusted(2, 2, -2, -2))
        else:
            painter.drawEllipse(box.adjusted(2, 2, -2, -2))
            half = QPainterPath()
            half.moveTo(box.center())
            half.arcTo(box.adjusted(2, 2, -2, -2), 90, 180)
            half.closeSubpath()
            painter.fillPath(half, colour)
        # The direction, so partial trust and partial distrust differ without colour too.
        arrow = QPainterPath()
        middle, tip = box.center(), box.height() / 4
        sign = -1 if level.is_trust else 1
        arrow.moveTo(middle.x() - tip, middle.y() - sign * tip / 2)
        arrow.lineTo(middle.x() + tip, middle.y() - sign * tip / 2)
        arrow.lineTo(middle.x(), middle.y() + sign * tip)
        arrow.closeSubpath()
        painter.fillPath(arrow, QColor(ON_DARK))

    return _icon(draw)


def threat_icon(threatened: Threatened) -> QIcon:
    """Civilians: a disc; agents: a square; both: a disc and a square overlapping."""
    colour = QColor(THREAT_COLOURS[threatened])
    box = QRectF(_MARGIN, _MARGIN, _SIZE - 2 * _MARGIN, _SIZE - 2 * _MARGIN)
    path = QPainterPath()
    if threatened is Threatened.CIVILIANS:
        path.addEllipse(box)
    elif threatened is Threatened.AGENTS:
        path.addRect(box.adjusted(1, 1, -1, -1))
    else:
        third = box.width() / 3
        path.addEllipse(box.adjusted(0, 0, -third, -third))
        path.addRect(box.adjusted(third, third, 0, 0))
    return _icon(lambda painter: painter.fillPath(path, colour))


def _icon(draw: Callable[[QPainter], None]) -> QIcon:
    pixmap = QPixmap(_SIZE, _SIZE)
    pixmap.fill(QColor(TRANSPARENT))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter)
    painter.end()
    return QIcon(pixmap)


def _polygon(centre: QPointF, radius: float, corners: int, turn: float) -> QPolygonF:
    return QPolygonF(
        [
            QPointF(
                centre.x() + radius * math.cos(turn + 2 * math.pi * corner / corners),
                centre.y() + radius * math.sin(turn + 2 * math.pi * corner / corners),
            )
            for corner in range(corners)
        ]
    )


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    points = []
    for corner in range(10):
        radius = outer if corner % 2 == 0 else inner
        angle = -math.pi / 2 + math.pi * corner / 5
        points.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    return QPolygonF(points)
