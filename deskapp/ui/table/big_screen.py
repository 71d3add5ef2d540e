"""The big screen's faces (F11, issue 27): playing cards as printed, dice as dice.

:class:`CardFace` draws the very face the printed decks have (:mod:`printables.screen_faces`:
the print code's SVG, in the chosen two- or four-colour style and the language's words) with
QtSvg, as large as its place allows and never cut; :class:`DieFace` draws a die, pips for a
six-sided one, its number for a ten-sided one. Neither ever writes a card's code.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QFontDatabase, QPainter, QPaintEvent, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QSizePolicy, QWidget

from deskapp.core.i18n import current_language
from deskapp.ui.table.widgets import pixel_font
from printables.screen_faces import playing_face_svg

PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
"""A six-sided die's pips, as (column, row) on a 3×3 grid."""


@cache
def _roboto() -> None:
    """The printed faces' font, for Qt to draw their words as printed (once)."""
    import font_roboto  # noqa: PLC0415 (only the big screen needs it)

    for path in font_roboto.font_files.values():
        QFontDatabase.addApplicationFont(str(path))


def four_colour() -> bool:
    """The playing-card style the print options chose (four colours or red and black)."""
    return bool(QSettings().value("print/four_colour", False, type=bool))


class CardFace(QWidget):
    """One playing card's printed face, scaled to fit, centred."""

    def __init__(self, notation: str, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _roboto()
        svg = playing_face_svg(notation, four_colour=four_colour(), language=current_language())
        self.renderer = QSvgRenderer(QByteArray(svg.encode()), self)
        self.setAccessibleName(label)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(36, 50)

    def sizeHint(self) -> QSize:
        return QSize(250, 350)

    def face_rect(self) -> QRectF:
        """Where the face is drawn: the largest card of the printed proportions that fits."""
        box = self.renderer.viewBoxF()
        scale = min(self.width() / box.width(), self.height() / box.height())
        width, height = box.width() * scale, box.height() * scale
        return QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.face_rect().adjusted(2, 2, -2, -2)
        radius = rect.width() / 16  # a playing card's rounded corner
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))  # a shadow: the card lies on the table
        painter.drawRoundedRect(rect.translated(3, 4), radius, radius)
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(QPen(QColor("#8a8a8a"), 2))
        painter.drawRoundedRect(rect, radius, radius)
        inset = rect.width() * 0.03  # the printed face's safe area inside the cut
        self.renderer.render(painter, rect.adjusted(inset, inset, -inset, -inset))


class DieFace(QWidget):
    """One die as it landed: white, rounded, its pips (six sides) or its number."""

    def __init__(self, value: int, sides: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value, self.sides = value, sides
        self.setAccessibleName(str(value))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(48, 48)

    def sizeHint(self) -> QSize:
        return QSize(160, 160)

    def face_rect(self) -> QRectF:
        side = min(self.width(), self.height(), 220) - 4
        return QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)

    def number_font_pixels(self) -> int:
        """The pixel size of a ten-sided die's number."""
        return round(self.face_rect().height() * 0.55)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.face_rect()
        side = rect.width()
        painter.setPen(QPen(QColor("#000000"), max(2.0, side / 40)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, side / 7, side / 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#000000"))
        if self.sides == 6 and self.value in PIPS:
            radius = side / 11
            for column, row in PIPS[self.value]:
                x = rect.left() + side * (0.22 + 0.28 * column)
                y = rect.top() + side * (0.22 + 0.28 * row)
                painter.drawEllipse(QRectF(x - radius, y - radius, 2 * radius, 2 * radius))
            return
        painter.setPen(QColor("#000000"))
        painter.setFont(pixel_font(self, self.number_font_pixels(), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.value))
