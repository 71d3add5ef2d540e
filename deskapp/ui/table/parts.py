"""Small parts the play screens each built for themselves, made once.

Lists refilled from the table without a signal, captions with a buddy, scrolling
columns and rows, wrapping rows of their own, widgets taken off the table at once, a
frame a click picks (a seat, a Founder, a combatant), a big button with room around its
words and the Ok / Cancel row of a screen's dialogs.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from deskapp.ui.plain import make_plain, make_rich, plain_label
from deskapp.ui.style import BORDER, CARD_FACE
from deskapp.ui.table.widgets import FlowLayout


def refill(combo: QComboBox, choices: Iterable[tuple[str, Any]], keep: bool = True) -> None:
    """Replace a list's entries (text, data) without a signal; the chosen entry stays chosen
    while it is still offered (``keep``), else the first is."""
    chosen = combo.currentData() if keep else None
    blocked = combo.blockSignals(True)
    combo.clear()
    for text, data in choices:
        combo.addItem(text, data)
    index = combo.findData(chosen) if chosen is not None else -1
    combo.setCurrentIndex(index if index >= 0 else (0 if combo.count() else -1))
    combo.blockSignals(blocked)


def screen_label(
    parent: QWidget, name: str = "", style: str = "", wrap: bool = False, rich: bool = False
) -> QLabel:
    """A label of a play screen, empty until shown: plain text (the app's own markup where
    ``rich``), its object ``name`` for the tests, its ``style`` sheet, its words wrapping
    where ``wrap`` (a :class:`WrappedLabel`)."""
    label = (make_rich if rich else make_plain)(WrappedLabel(parent) if wrap else QLabel(parent))
    label.setObjectName(name)
    if style:
        label.setStyleSheet(style)
    return label


class WrappedLabel(QLabel):
    """A label whose words wrap, measured once a width while its words, font and style sheet
    stay: laying a screen out, Qt asks a wrapped label its height again and again (the Agents
    deck's line 7 times a key press, an odds note 13), each a layout of its text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, wordWrap=True)
        self._heights: dict[tuple[int, str, str, str], int] = {}

    def heightForWidth(self, width: int) -> int:
        key = (width, self.text(), self.font().key(), self.styleSheet())
        if key not in self._heights:  # the words of the last few texts, each at a few widths
            self._heights = dict(list(self._heights.items())[-7:])
            self._heights[key] = super().heightForWidth(width)
        return self._heights[key]


def buddy_label(text: str, buddy: QWidget, parent: QWidget) -> QLabel:
    """A field's caption whose mnemonic (Alt+letter) goes to the field."""
    label = plain_label(text, parent)
    label.setBuddy(buddy)
    return label


def scroll_area(content: QWidget | None, parent: QWidget, sideways: bool = False) -> QScrollArea:
    """``content`` scrolling, without a frame, instead of squeezing on a small screen;
    ``sideways`` scrolls a row of cards left and right only. Without ``content``, it is built
    in the area's ``viewport()`` and set once built: a built widget moved there is restyled."""
    area = QScrollArea(parent)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    if content is not None:
        area.setWidget(content)
    if sideways:
        area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return area


def flow_row(parent: QWidget, spacing: int) -> tuple[QWidget, FlowLayout]:
    """A wrapping row in a widget of its own, and its layout.

    A layout nested in another is measured again whenever anything else in the outer
    layout changes (Qt invalidates every nested layout when it lays one out); a row that
    is a widget is measured again only when one of its own widgets changes, so a key
    press that changes a line of words leaves the rows of buttons beside it alone.
    """
    row = QWidget(parent)
    return row, FlowLayout(row, spacing=spacing)


def together(label: QWidget, field: QWidget, parent: QWidget) -> QWidget:
    """A label and what it names in a widget of their own, kept together when a flow wraps."""
    pair = QWidget(parent)
    layout = QHBoxLayout(pair)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(label)
    layout.addWidget(field)
    return pair


def discard(widget: QWidget) -> None:
    """Take a widget off the table at once: deletion waits for the event loop, so it leaves
    its parent now and a redraw never shows old and new side by side."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


def clear_layout(layout: QLayout) -> None:
    """Empty a layout, its widgets :func:`discard` ed and its inner layouts emptied too."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            discard(widget)
        elif inner is not None:
            clear_layout(inner)
            inner.deleteLater()


def restyle(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` this style sheet unless it has it: a style sheet set again re-polishes
    the widget and its children, which costs a key press's milliseconds."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class RoomyButton(QPushButton):
    """A push button with room around its words and its own font size and weight, sized as a
    style sheet's ``padding`` would size it: ``padding`` is (across, down) in pixels on each
    side of the words.

    Set as a font and a size, not a style sheet: a button with a style sheet of its own is
    painted by Qt's style-sheet engine, five times slower (about 90 µs a paint instead of 18),
    and an Agents key press repaints several. A toggle's ``checked_sheet`` is the style sheet
    it wears only while checked, for the look a plain button cannot take."""

    def __init__(
        self,
        text: str,
        parent: QWidget | None,
        padding: tuple[int, int],
        size_pt: float | None = None,
        bold: bool = False,
        checked_sheet: str = "",
    ) -> None:
        super().__init__(text, parent)
        self._padding = padding
        if size_pt is not None or bold:
            font = QFont(self.font())
            if size_pt is not None:
                font.setPointSizeF(size_pt)
            font.setBold(bold)
            self.setFont(font)
        self._checked_sheet = checked_sheet
        if checked_sheet:
            self.setCheckable(True)
            self.toggled.connect(self._restyle)

    def _restyle(self, checked: bool) -> None:
        restyle(self, self._checked_sheet if checked else "")

    def sizeHint(self) -> QSize:
        # What the style sheet gave: the words, the padding and a 1 px frame on each side
        # (checked or not: its checked look is drawn in the same room).
        across, down = self._padding
        words = self.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, self.text())
        return QSize(words.width() + 2 * across + 2, words.height() + 2 * down + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """A dialog's Ok and Cancel buttons, answering it."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class PickFrame(QFrame):
    """A framed piece of the table a click picks (a seat, a Founder, a combatant): it emits
    ``chosen`` with its ``name`` and is drawn with a thick border while it is the one chosen,
    its words as far inside as the border is thick. ``LOOK`` is (border width in px, border
    colour, background) while chosen, then otherwise.

    Painted, not a style sheet: a frame with a sheet, and every label in it, is polished and
    painted by Qt's style-sheet engine (1.1 % of opening a long evening, with four seats)."""

    chosen = Signal(str)
    LOOK: ClassVar[tuple[tuple[int, str, str], tuple[int, str, str]]] = (
        (1, BORDER, CARD_FACE),
    ) * 2

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.selected: bool | None = None

    def set_selected(self, selected: bool) -> None:
        if selected == self.selected:
            return
        self.selected = selected
        width = self.LOOK[0 if selected else 1][0]
        self.setContentsMargins(width, width, width, width)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        width, border, back = self.LOOK[0 if self.selected else 1]
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(border), width))
        painter.setBrush(QColor(back))
        half = width / 2  # the pen's middle, inside the edges
        edges = QRectF(self.rect()).adjusted(half, half, -half, -half)
        painter.drawRoundedRect(edges, 8 - half, 8 - half)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.name)
        super().mousePressEvent(event)
