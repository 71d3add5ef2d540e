"""The portrait on a character's page: shown, replaced by drag-and-drop or a file dialog, cropped."""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from deskapp.ui.plain import plain_label
from deskapp.ui.style import CROP_SHADE, ON_DARK

if TYPE_CHECKING:
    # Pillow and the crop arithmetic are loaded with the first picture, not with the window.
    from PIL import Image

    from deskapp.core.portraits import Crop

# The portrait frame on a card is 3 wide by 4 high.
FRAME_ASPECT = 3 / 4
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff")


def pixmap_from_bytes(data: bytes) -> QPixmap:
    pixmap = QPixmap()
    pixmap.loadFromData(data)
    return pixmap


class PortraitBox(QWidget):
    """The portrait with Choose… and Remove; image files can be dropped on it."""

    file_chosen = Signal(Path)
    remove_requested = Signal()
    choose_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.picture = plain_label(self)
        self.picture.setObjectName("portrait_picture")
        self.picture.setFixedSize(120, 160)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setWordWrap(True)
        self.picture.setStyleSheet("QLabel { border: 1px dashed palette(mid); }")
        self.choose_button = QPushButton(self.tr("Choose…"), self)
        self.choose_button.setObjectName("choose_portrait")
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setObjectName("remove_portrait")
        self.choose_button.clicked.connect(self.choose_requested)
        self.remove_button.clicked.connect(self.remove_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.picture)
        layout.addLayout(buttons)
        self.show_portrait(None)

    def show_portrait(self, data: bytes | None) -> None:
        if data is None:
            self.picture.setPixmap(QPixmap())
            self.picture.setText(self.tr("Drop a picture here"))
        else:
            pixmap = pixmap_from_bytes(data)
            self.picture.setPixmap(
                pixmap.scaled(
                    self.picture.size(),
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
        self.remove_button.setEnabled(data is not None)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _dropped_file(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = _dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            self.file_chosen.emit(path)


def _dropped_file(event: QDragEnterEvent | QDropEvent) -> Path | None:
    urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    path = Path(urls[0].toLocalFile())
    return path if path.suffix.lower() in IMAGE_SUFFIXES else None


class CropArea(QWidget):
    """The image with a frame-shaped crop rectangle: drag to move it, the slider sizes it."""

    def __init__(self, image: Image.Image, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crop_area")
        self.image_size = image.size
        buffer = io.BytesIO()
        image.convert("RGBA").save(buffer, "PNG")
        self.pixmap = pixmap_from_bytes(buffer.getvalue())
        from deskapp.core.portraits import centre_crop  # noqa: PLC0415

        start = centre_crop(image.size, FRAME_ASPECT)
        self.crop = QRectF(start.left, start.top, start.width, start.height)
        self._largest_width = start.width
        self._dragging_from: QPointF | None = None
        self.setMinimumSize(360, 360)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def set_size_percent(self, percent: int) -> None:
        """Size the crop as a percentage of the largest frame that fits, keeping its centre."""
        centre = self.crop.center()
        width = max(8.0, self._largest_width * percent / 100)
        self.crop.setSize(
            self.crop.size().scaled(
                width, width / FRAME_ASPECT, Qt.AspectRatioMode.IgnoreAspectRatio
            )
        )
        self.crop.moveCenter(centre)
        self._keep_inside()
        self.update()

    def move_by(self, dx: float, dy: float) -> None:
        """Move the crop by image pixels (also what dragging does)."""
        self.crop.translate(dx, dy)
        self._keep_inside()
        self.update()

    def _keep_inside(self) -> None:
        width, height = self.image_size
        self.crop.moveLeft(min(max(self.crop.left(), 0.0), width - self.crop.width()))
        self.crop.moveTop(min(max(self.crop.top(), 0.0), height - self.crop.height()))

    def _scale(self) -> tuple[float, QPointF]:
        width, height = self.image_size
        scale = min(self.width() / width, self.height() / height)
        offset = QPointF((self.width() - width * scale) / 2, (self.height() - height * scale) / 2)
        return scale, offset

    def paintEvent(self, _event: QPaintEvent) -> None:
        scale, offset = self._scale()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        width, height = self.image_size
        target = QRectF(offset.x(), offset.y(), width * scale, height * scale)
        painter.drawPixmap(target, self.pixmap, QRectF(self.pixmap.rect()))
        frame = QRectF(
            offset.x() + self.crop.left() * scale,
            offset.y() + self.crop.top() * scale,
            self.crop.width() * scale,
            self.crop.height() * scale,
        )
        shade = QPainterPath()
        shade.addRect(target)
        shade.addRect(frame)  # even-odd fill: darkens only what the crop leaves out
        painter.fillPath(shade, QColor(CROP_SHADE))
        painter.setPen(QPen(QColor(ON_DARK), 2))
        painter.drawRect(frame)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._dragging_from = event.position()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._dragging_from is None:
            return
        scale, _ = self._scale()
        delta = event.position() - self._dragging_from
        self._dragging_from = event.position()
        self.move_by(delta.x() / scale, delta.y() / scale)

    def mouseReleaseEvent(self, _event: QMouseEvent) -> None:
        self._dragging_from = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)


class CropDialog(QDialog):
    """Pick the part of a picture that goes in the card's portrait frame."""

    def __init__(self, image: Image.Image, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crop_dialog")
        self.setWindowTitle(self.tr("Crop the Portrait"))
        self.area = CropArea(image, self)
        self.size_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.size_slider.setObjectName("crop_size")
        self.size_slider.setRange(10, 100)
        self.size_slider.setValue(100)
        self.size_slider.valueChanged.connect(self.area.set_size_percent)
        hint = plain_label(
            self.tr("Drag the frame to choose what the card shows; the slider zooms."), self
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.area, 1)
        size_row = QHBoxLayout()
        size_row.addWidget(plain_label(self.tr("Size"), self))
        size_row.addWidget(self.size_slider, 1)
        layout.addLayout(size_row)
        layout.addWidget(buttons)
        self.resize(520, 600)

    def crop(self) -> Crop:
        """The part of the picture chosen, in the picture's own pixels."""
        from deskapp.core.portraits import Crop  # noqa: PLC0415

        crop = self.area.crop
        return Crop(
            round(crop.left()), round(crop.top()), round(crop.width()), round(crop.height())
        )
