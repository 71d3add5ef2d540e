"""A player's link as a QR code the phone's camera reads: segno's matrix drawn with Qt.

segno (a pure-Python QR library) is imported only here, when the dialog first shows a code.
Every module is a whole number of pixels (no seams between them) inside a four-module
quiet zone, black on white whatever the theme.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

QUIET = 4
"""Light modules around the code, as the QR standard asks."""


def qr_matrix(text: str) -> list[list[bool]]:
    """The dark (True) and light modules of ``text``'s QR code, row by row, without the
    quiet zone (error correction M: a phone reads it from a screen at an angle)."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(dark) for dark in row] for row in code.matrix]


def qr_image(text: str, side: int) -> QImage:
    """``text`` as a QR code at most ``side`` pixels square."""
    matrix = qr_matrix(text)
    count = len(matrix) + 2 * QUIET
    cell = max(1, side // count)
    image = QImage(count * cell, count * cell, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("black"))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.drawRect((x + QUIET) * cell, (y + QUIET) * cell, cell, cell)
    painter.end()
    return image
