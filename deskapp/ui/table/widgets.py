"""Widgets every play screen uses: big readable cards, the history, private reveals."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
    QWidgetItem,
)

from deskapp.core.cards import Card, Suit
from deskapp.ui.style import (
    BORDER,
    CARD_BACK,
    CARD_BACK_LINE,
    CARD_FACE,
    EMPTY_SLOT,
    HIGHLIGHT,
    SUIT_BLACK,
    SUIT_RED,
)


def pixel_font(widget: QWidget, pixels: int, bold: bool = False) -> QFont:
    """The widget's font at a size in pixels, for text painted to fit a drawn shape."""
    font = QFont(widget.font())
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def suit_path(suit: Suit, centre: QPointF, size: float) -> QPainterPath:
    """A suit drawn as a vector shape (never a font glyph), ``size`` wide, centred."""
    path = QPainterPath()
    half = size / 2
    x, y = centre.x(), centre.y()
    if suit is Suit.DIAMONDS:
        path.moveTo(x, y - half * 1.2)
        path.lineTo(x + half * 0.85, y)
        path.lineTo(x, y + half * 1.2)
        path.lineTo(x - half * 0.85, y)
        path.closeSubpath()
    elif suit is Suit.HEARTS:
        path.moveTo(x, y + half)
        path.cubicTo(
            x - half * 1.3, y - half * 0.1, x - half * 0.7, y - half * 1.2, x, y - half * 0.45
        )
        path.cubicTo(x + half * 0.7, y - half * 1.2, x + half * 1.3, y - half * 0.1, x, y + half)
    elif suit is Suit.SPADES:
        path.moveTo(x, y - half)
        path.cubicTo(
            x + half * 1.3, y + half * 0.1, x + half * 0.7, y + half * 0.9, x, y + half * 0.35
        )
        path.cubicTo(x - half * 0.7, y + half * 0.9, x - half * 1.3, y + half * 0.1, x, y - half)
        _add_stem(path, x, y, half)
    else:
        radius = half * 0.42
        for cx, cy in (
            (x, y - half * 0.45),
            (x - half * 0.48, y + half * 0.1),
            (x + half * 0.48, y + half * 0.1),
        ):
            path.addEllipse(QPointF(cx, cy), radius, radius)
        _add_stem(path, x, y, half)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _add_stem(path: QPainterPath, x: float, y: float, half: float) -> None:
    path.moveTo(x - half * 0.1, y + half * 0.2)
    path.lineTo(x + half * 0.1, y + half * 0.2)
    path.lineTo(x + half * 0.35, y + half)
    path.lineTo(x - half * 0.35, y + half)
    path.closeSubpath()


class CardView(QWidget):
    """One card, big enough to read across a table: rank, suit shape, and its colour in words.

    Shows a card back when ``card`` is None and ``face_down`` is set, or an empty slot.
    """

    clicked = Signal()

    def __init__(
        self, card: Card | None = None, parent: QWidget | None = None, caption: str = ""
    ) -> None:
        super().__init__(parent)
        self.card = card
        self.caption = caption
        self.face_down = False
        self.highlight = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        return QSize(140, 200)

    def set_card(self, card: Card | None, face_down: bool = False, caption: str = "") -> None:
        self.card, self.face_down, self.caption = card, face_down, caption
        self.setToolTip(self.describe())
        self.setAccessibleName(self.describe())
        self.update()

    def describe(self) -> str:
        if self.face_down:
            return self.tr("a card, face down")
        if self.card is None:
            return self.tr("no card")
        colour = self.tr("red") if self.card.is_red else self.tr("black")
        return f"{self.card.label} ({colour})"

    def mousePressEvent(self, _event: Any) -> None:
        self.clicked.emit()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        border = QPen(QColor(HIGHLIGHT if self.highlight else BORDER), 4 if self.highlight else 1.5)
        painter.setPen(border)
        if self.card is None and not self.face_down:
            painter.setPen(QPen(QColor(EMPTY_SLOT), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(frame, 10, 10)
            return
        if self.face_down:
            painter.setBrush(QColor(CARD_BACK))
            painter.drawRoundedRect(frame, 10, 10)
            painter.setPen(QPen(QColor(CARD_BACK_LINE), 2))
            painter.drawRoundedRect(frame.adjusted(10, 10, -10, -10), 6, 6)
            return
        card = self.card
        assert card is not None
        colour = QColor(SUIT_RED if card.is_red else SUIT_BLACK)
        painter.setBrush(QColor(CARD_FACE))
        painter.drawRoundedRect(frame, 10, 10)
        painter.setPen(colour)
        rank_font = QFont(self.font())
        rank_font.setPixelSize(int(frame.height() * 0.2))
        rank_font.setBold(True)
        painter.setFont(rank_font)
        rank = (
            card.rank.symbol
            if card.rank is not None
            else ("★" if card.is_joker else str(card.serial))
        )
        painter.drawText(
            frame.adjusted(10, 6, -10, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            rank,
        )
        centre = QPointF(frame.center().x(), frame.center().y() + frame.height() * 0.04)
        if card.suit is not None:
            painter.fillPath(suit_path(card.suit, centre, frame.width() * 0.45), colour)
        else:
            word_font = QFont(self.font())
            word_font.setPixelSize(int(frame.height() * 0.11))
            word_font.setBold(True)
            painter.setFont(word_font)
            painter.drawText(
                frame, Qt.AlignmentFlag.AlignCenter, self.tr("JOKER") if card.is_joker else ""
            )
        words = QFont(self.font())
        words.setPixelSize(int(frame.height() * 0.08))
        painter.setFont(words)
        caption = self.caption or (self.tr("red") if card.is_red else self.tr("black"))
        painter.drawText(
            frame.adjusted(6, 0, -6, -8),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            caption,
        )


class CardRow(QWidget):
    """Cards side by side, with a title above them."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(f"<b>{title}</b>", self)
        self.cards = QHBoxLayout()
        self.cards.setSpacing(8)
        self.cards.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self.cards)
        self.views: list[CardView] = []

    def set_cards(self, cards: list[Card], face_down: bool = False) -> None:
        while len(self.views) < len(cards):
            view = CardView(parent=self)
            self.cards.insertWidget(len(self.views), view)
            self.views.append(view)
        for view, card in zip(self.views, cards, strict=False):
            view.set_card(card, face_down)
            view.show()
        for view in self.views[len(cards) :]:
            view.hide()


Describe = Callable[[dict[str, Any], list[dict[str, Any]]], str]


class HistoryPanel(QListWidget):
    """Every logged action of the session, newest last, with its time.

    A long session opens with its most recent actions only (writing thousands of
    lines would hold up the table); a first line offers the earlier ones."""

    RECENT = 500

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history")
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self._events: list[dict[str, Any]] = []
        self._describe: Describe | None = None
        self._first = 0  # the first event with a line
        self._shown = 0  # events with a line: up to here
        self._earlier: QListWidgetItem | None = None
        self.itemActivated.connect(self._show_earlier)
        self.itemClicked.connect(self._show_earlier)

    def clear(self) -> None:
        super().clear()
        self._first = self._shown = 0
        self._earlier = None

    def show_events(self, events: list[dict[str, Any]], describe: Describe | None = None) -> None:
        """Show a session's events, each rendered by ``describe`` (the system's screen);
        when the list only grew, just the new ones are added."""
        if self._shown > len(events):
            self.clear()
        self._events, self._describe = events, describe
        if self._shown == 0 and len(events) > self.RECENT:
            self._first = self._shown = len(events) - self.RECENT
            self._earlier = QListWidgetItem(self._earlier_text(), self)
            self._earlier.setToolTip(self.tr("Click to show the whole history"))
        for event in events[self._shown :]:
            self.addItem(QListWidgetItem(self._line(event)))
        self._shown = len(events)
        self.scrollToBottom()

    def redraw(self, events: list[dict[str, Any]], describe: Describe) -> None:
        """Render every line again (after a change of language)."""
        self.clear()
        self.show_events(events, describe)

    def _earlier_text(self) -> str:
        # Only ever shown for more than RECENT actions: the plural form is the one needed.
        return self.tr("⋯ %n earlier actions: click to show them", "", self._first)

    def _show_earlier(self, item: QListWidgetItem) -> None:
        if item is not self._earlier or self._earlier is None:
            return
        self.takeItem(0)
        self._earlier = None
        for row, event in enumerate(self._events[: self._first]):
            self.insertItem(row, QListWidgetItem(self._line(event)))
        self._first = 0

    def _line(self, event: dict[str, Any]) -> str:
        moment = datetime.datetime.fromtimestamp(event.get("at", 0)).strftime("%H:%M:%S")
        describe = self._describe
        line = describe(event, self._events) if describe is not None else event.get("text", "")
        return f"{moment}  {line}"


class PrivateReveal(QWidget):
    """A private card or hand: hidden until "Show to <name>?" is pressed; Esc hides it again."""

    shown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ask = QPushButton(self)
        self.ask.setObjectName("show_private")
        self.ask.clicked.connect(self.reveal)
        self.hide_button = QPushButton(self.tr("Hide (Esc)"), self)
        self.hide_button.setObjectName("hide_private")
        self.hide_button.clicked.connect(self.conceal)
        self.content = CardRow("", self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.ask)
        buttons.addWidget(self.hide_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(self.content)
        self.owner = ""
        self._cards: list[Card] = []
        self.revealed = False
        self.conceal()

    def offer(self, owner: str, title: str, cards: list[Card]) -> None:
        """Prepare cards for ``owner``'s eyes only; they stay face down until asked."""
        self.owner, self._cards = owner, list(cards)
        self.content.title.setText(f"<b>{title}</b>")
        self.ask.setText(self.tr("Show to {name}?").format(name=owner))
        self.conceal()

    def reveal(self) -> None:
        self.revealed = True
        self.content.set_cards(self._cards)
        self.ask.hide()
        self.hide_button.show()
        self.shown.emit()

    def conceal(self) -> None:
        self.revealed = False
        self.content.set_cards(self._cards, face_down=True)
        self.ask.setVisible(bool(self.owner))
        self.hide_button.hide()


class FlowLayout(QLayout):
    """Widgets left to right, wrapping onto the next line when the row is full.

    For rows of chips, toggles and counters whose number depends on the game
    (who is present, which tags apply), so a narrow window wraps them instead
    of scrolling sideways.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._heights: dict[int, int] = {}  # heightForWidth, asked many times per layout pass
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if width not in self._heights:
            self._heights[width] = self._arrange(QRect(0, 0, width, 0), move=False)
        return self._heights[width]

    def invalidate(self) -> None:
        self._heights.clear()
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        gap = self.spacing()
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = area.x()
        for item in self._items:
            if item.widget() is not None and item.widget().isHidden():
                continue
            hint = item.sizeHint()
            if hint.width() > area.width():  # a wrapping label takes the row and grows down
                width = max(area.width(), item.minimumSize().width())
                height = item.heightForWidth(width) if item.hasHeightForWidth() else -1
                hint = QSize(width, height if height >= 0 else hint.height())
            if x + hint.width() > area.right() + 1 and lines[-1]:
                lines.append([])
                x = area.x()
            lines[-1].append((item, hint))
            x += hint.width() + gap
        y = area.y()
        for line in lines:
            height = max((hint.height() for _item, hint in line), default=0)
            x = area.x()
            for item, hint in line:
                if move:  # centred on the line, as a row of buttons and labels reads best
                    item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), hint))
                x += hint.width() + gap
            y += height + gap
        return y - gap - rect.y() + margins.bottom()

    def add_widget(self, widget: QWidget) -> None:
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))

    def clear(self) -> None:
        while self._items:
            item = self._items.pop()
            if item.widget() is not None:
                item.widget().deleteLater()
        self.invalidate()
