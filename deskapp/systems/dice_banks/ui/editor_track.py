"""A Scar's damage as the write-on track of a paper sheet: one box per point, marked by type.

Stun is written ``/`` (as in the rules, B-23), lethal ``X``, any other type by
its initial. Damage beyond the Scar's boxes is drawn as extra boxes with a red
dashed outline, so an overfull Scar is seen at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from deskapp.systems.dice_banks.sheet import STUN, Scar
from deskapp.systems.dice_banks.words import damage_type_title
from deskapp.ui.style import ERROR

LETHAL = "lethal"
MARKS = {STUN: "/", LETHAL: "X"}
_GAP = 3
_MARGIN = 4


def damage_mark(damage_type: str) -> str:
    """The mark written in a box for one point of this damage type."""
    return MARKS.get(damage_type, damage_type.strip()[:1].upper())


def damage_label(damage_type: str) -> str:
    """A damage type with its mark, e.g. "stun (/)"."""
    return f"{damage_type_title(damage_type)} ({damage_mark(damage_type)})"


def track_summary(scar: Scar) -> str:
    """The track in words, for tooltips and screen readers."""
    damage = ", ".join(
        f"{damage_type_title(kind)} {points}" for kind, points in scar.damage.items() if points
    )
    translate = QCoreApplication.translate
    if not damage:
        return translate("ScarTrack", "No damage; {boxes} boxes free").format(boxes=scar.boxes)
    if scar.total > scar.boxes:
        return translate("ScarTrack", "{damage}: {over} over the {boxes} boxes").format(
            damage=damage, over=scar.total - scar.boxes, boxes=scar.boxes
        )
    return translate("ScarTrack", "{damage}: {free} of {boxes} boxes free").format(
        damage=damage, free=scar.free, boxes=scar.boxes
    )


def track_width(scar: Scar, box: int) -> int:
    """Pixels the track needs with boxes of ``box`` pixels."""
    return 2 * _MARGIN + max(scar.boxes, scar.total) * (box + _GAP)


def paint_track(
    painter: QPainter, rect: QRect, scar: Scar, palette: QPalette, box: int = 14
) -> None:
    """Draw the track inside ``rect``, vertically centred; boxes shrink to fit its height."""
    marks = [damage_mark(kind) for kind, points in scar.damage.items() for _ in range(points)]
    size = min(box, rect.height() - 2 * _MARGIN)
    if size < 4:
        return
    painter.save()
    painter.setClipRect(rect)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = palette.color(QPalette.ColorRole.Text)
    top = rect.top() + (rect.height() - size) / 2
    for number in range(max(scar.boxes, len(marks))):
        cell = QRectF(rect.left() + _MARGIN + number * (size + _GAP), top, size, size)
        if cell.left() > rect.right():
            break
        over = number >= scar.boxes
        outline = QPen(QColor(ERROR) if over else ink, 1.2)
        if over:
            outline.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(outline)
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRect(cell)
        if number < len(marks):
            _draw_mark(painter, cell, marks[number], ink)
    painter.restore()


def _draw_mark(painter: QPainter, cell: QRectF, mark: str, ink: QColor) -> None:
    inner = cell.adjusted(3, 3, -3, -3)
    painter.setPen(QPen(ink, 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    # Strokes rather than glyphs, so the marks look the same in every font.
    if mark in ("/", "X"):
        painter.drawLine(QPointF(inner.left(), inner.bottom()), QPointF(inner.right(), inner.top()))
    if mark == "X":
        painter.drawLine(inner.topLeft(), inner.bottomRight())
    if mark not in ("/", "X"):
        font = painter.font()
        font.setPixelSize(max(int(cell.height()) - 6, 6))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, mark)


class ScarTrack(QWidget):
    """The chosen Scar's track, drawn large above its damage list."""

    BOX = 20

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scar: Scar | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setToolTip(
            self.tr(
                "One box per point the Scar can take; stun is written /, lethal X, "
                "other types by their initial. Red dashed boxes are damage beyond "
                "the boxes (B-23, B-31)."
            )
        )

    def set_scar(self, scar: Scar | None) -> None:
        self.scar = scar
        self.setAccessibleDescription(track_summary(scar) if scar is not None else "")
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        width = track_width(self.scar, self.BOX) if self.scar is not None else 0
        return QSize(width, self.BOX + 2 * _MARGIN)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.BOX + 2 * _MARGIN)

    def paintEvent(self, _event: QPaintEvent) -> None:
        if self.scar is None:
            return
        painter = QPainter(self)
        paint_track(painter, self.rect(), self.scar, self.palette(), self.BOX)
        painter.end()
