"""Widgets every play screen uses: big readable cards, the history, private reveals."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
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
from deskapp.core.i18n import typeset
from deskapp.ui.plain import escaped, make_plain, plain_label, rich_label, set_tip
from deskapp.ui.players.bridge import PhonesFeed
from deskapp.ui.rule_ids import split_rule_ids, with_rules_line
from deskapp.ui.style import (
    BORDER,
    CARD_BACK,
    CARD_BACK_LINE,
    CARD_FACE,
    EMPTY_SLOT,
    FADED_TEXT,
    HIGHLIGHT,
    INK,
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


def rank_symbol(card: Card) -> str:
    """What a drawn card shows in its corner: the players' rank letter (D for a queen in Czech
    and French), a star for a joker, or a blank card's number; never a code."""
    if card.rank is not None:
        return card.rank.letter
    return "★" if card.is_joker else str(card.serial)


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

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: Card | None = None
        self.face_down = False
        self.highlight = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        return QSize(140, 200)

    def set_card(self, card: Card | None, face_down: bool = False) -> None:
        self.card, self.face_down = card, face_down
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
        painter.drawText(
            frame.adjusted(10, 6, -10, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            rank_symbol(card),
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
        painter.drawText(
            frame.adjusted(6, 0, -6, -8),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            self.tr("red") if card.is_red else self.tr("black"),
        )


class CardRow(QWidget):
    """Cards side by side, with a title above them."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = rich_label(f"<b>{escaped(title)}</b>", self)
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
RULES_ROLE = Qt.ItemDataRole.UserRole + 1  # a history line's rule IDs, for its tooltip

# Actions that open a new scene: the history's "This scene" starts after the last one in effect.
SCENE_STARTS = frozenset({"end_scene", "new_scene", "next_scene"})


def event_players(event: dict[str, Any], fields: Sequence[str]) -> list[str]:
    """The characters an event is about (a test's player, a take's leader, a rest's agents …):
    those its action names, else those its outcome names, in the first of the system's
    ``fields`` (its spec's ``event_characters``) that holds a name or a list of them."""
    for part in (event.get("action"), event.get("outcome")):
        if not isinstance(part, dict):
            continue
        for field in fields:
            value = part.get(field)
            if isinstance(value, str) and value:
                return [value]
            if isinstance(value, list) and value:
                return [name for name in value if isinstance(name, str) and name]
    return []


class HistoryPanel(QListWidget):
    """The session's logged actions, newest last, with their time; undone ones struck through.

    The list holds at most :attr:`RECENT` lines (a first line offers the earlier ones, a
    page at a time): a list of thousands of wrapped lines would be laid out again on every
    action, and the table must answer a key press at once however long the evening.
    :meth:`set_filter` shows only this scene's actions or one character's."""

    # Two screens of lines or more (a line of two rows is 36 px: 13 lines show at 768 px
    # high, 25 at 1080); the rest a click away. Each line is worded and laid out when a
    # session opens, and the list laid out again after each action: 80 lines cost a long
    # evening's opening 15 ms.
    RECENT = 40

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history")
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setFont(pixel_font(self, 15))
        self._events: list[dict[str, Any]] = []
        self._describe: Describe | None = None
        self._characters: Sequence[str] = ()  # the fields that name an event's characters
        self._seen = 0  # events read into the bookkeeping below
        self._undone: set[int] = set()  # event numbers (1-based) taken back and not redone
        self._scene_start = 0  # the index of the first event of the current scene
        self._scene_starts: list[int] = []  # event numbers that opened a scene, in order
        self._players: dict[str, None] = {}  # the characters named so far, in order
        self._matching: list[int] = []  # indexes of the events the filter lets through
        self._rows: dict[int, QListWidgetItem] = {}  # event index → its line, if shown
        self._first = 0  # position in _matching of the first shown line
        self._earlier: QListWidgetItem | None = None
        self._built = False  # whether the lines of the events seen so far are in the list
        self.filter: tuple[str, str | None] = ("all", None)
        # A new line scrolls into view just after the frame that shows what the action did:
        # scrolling lays every line out again first (a millisecond), which the drawn card
        # need not wait for (a zero timer runs after the pending layouts and paints).
        self._scroll_later = QTimer(self)
        self._scroll_later.setSingleShot(True)
        self._scroll_later.setInterval(0)
        self._scroll_later.timeout.connect(self.scrollToBottom)
        self.itemActivated.connect(self._show_earlier)
        self.itemClicked.connect(self._show_earlier)

    def clear(self) -> None:
        super().clear()
        self._events, self._seen, self._first = [], 0, 0
        self._undone, self._scene_starts, self._scene_start = set(), [], 0
        self._players = {}
        self._matching, self._rows, self._earlier = [], {}, None
        self._built = False

    def show_events(
        self,
        events: list[dict[str, Any]],
        describe: Describe | None = None,
        characters: Sequence[str] = (),
    ) -> None:
        """Show a session's events, each rendered by ``describe`` (the system's screen) and
        about the characters its ``characters`` fields name; when the list only grew, just
        the new ones are added."""
        if self._seen > len(events) or (events is not self._events and self._seen):
            self.clear()
        self._events, self._describe, self._characters = events, describe, characters
        new = range(self._seen, len(events))
        scene_before = self._scene_start
        for index in new:
            self._read(index)
        starts = [number for number in self._scene_starts if number not in self._undone]
        self._scene_start = starts[-1] - 1 if starts else 0  # the scene opens with that line
        self._seen = len(events)
        if self.filter[0] == "scene" and self._scene_start != scene_before:
            self._rebuild()  # a scene ended (or its end was undone): another set of lines
            return
        if not self._built:
            self._rebuild()
            return
        for index in new:
            if self._passes(index):
                self._matching.append(index)
                self._append(index)
        self._trim()
        self._scroll_later.start()

    def set_filter(self, kind: str, player: str | None = None) -> None:
        """Show ``"all"`` actions, this ``"scene"``'s, or one ``"player"``'s."""
        assert kind in ("all", "scene", "player"), kind
        self.filter = (kind, player)
        self._rebuild()

    def players(self) -> list[str]:
        """The characters the session's actions name, in the order they first appear."""
        return list(self._players)

    # --- bookkeeping ------------------------------------------------------------------

    def _read(self, index: int) -> None:
        """Note what event ``index`` changes: an undo or redo, a new scene (the scene in play
        is worked out once the new events are read: a long evening opens in one pass)."""
        event = self._events[index]
        for player in event_players(event, self._characters):
            self._players.setdefault(player)
        do = event.get("action", {}).get("do")
        changed: int | None = None
        if do == "undo" and isinstance(event.get("undid"), int):
            changed = event["undid"]
            self._undone.add(changed)
        elif do == "redo" and isinstance(event.get("redid"), int):
            changed = event["redid"]
            self._undone.discard(changed)
        elif do in SCENE_STARTS:
            self._scene_starts.append(index + 1)
        if changed is not None:
            self._mark(changed - 1)

    def _passes(self, index: int) -> bool:
        kind, player = self.filter
        if kind == "scene":
            return index >= self._scene_start
        if kind == "player":
            return player in event_players(self._events[index], self._characters)
        return True

    # --- the lines --------------------------------------------------------------------

    def _rebuild(self) -> None:
        super().clear()
        self._rows, self._earlier = {}, None
        every = self.filter[0] == "all"  # not asked of each of a long evening's events
        self._matching = [i for i in range(self._seen) if every or self._passes(i)]
        self._first = max(0, len(self._matching) - self.RECENT)
        self._offer_earlier()
        for index in self._matching[self._first :]:
            self._append(index)
        self._built = True
        self.scrollToBottom()

    def _append(self, index: int) -> None:
        item = self._item(index)
        self._rows[index] = item
        self.addItem(item)
        self._mark(index)

    def _trim(self) -> None:
        """Keep the list bounded: the oldest lines go behind the "earlier" line."""
        shown = len(self._matching) - self._first
        if shown <= self.RECENT + self.RECENT // 2:  # trim in batches, not on every action
            return
        drop = shown - self.RECENT
        offset = 1 if self._earlier is not None else 0
        for index in self._matching[self._first : self._first + drop]:
            self._rows.pop(index, None)
        for _ in range(drop):
            self.takeItem(offset)
        self._first += drop
        self._offer_earlier()

    def _offer_earlier(self) -> None:
        if self._first == 0:
            if self._earlier is not None:
                self.takeItem(self.row(self._earlier))
                self._earlier = None
            return
        if self._earlier is None:
            self._earlier = QListWidgetItem()
            self._earlier.setToolTip(self.tr("Click to show earlier actions"))
            self.insertItem(0, self._earlier)
        self._earlier.setText(self._earlier_text())

    def _earlier_text(self) -> str:
        return self.tr("⋯ %n earlier action(s): click to show them", "", self._first)

    def _show_earlier(self, item: QListWidgetItem) -> None:
        if item is not self._earlier or self._earlier is None:
            return
        start = max(0, self._first - self.RECENT * 5)
        for row, index in enumerate(self._matching[start : self._first], start=1):
            line = self._item(index)
            self._rows[index] = line
            self.insertItem(row, line)
            self._mark(index)
        self._first = start
        self._offer_earlier()

    def _mark(self, index: int) -> None:
        """Strike an undone action's line through (and say so in its tooltip)."""
        item = self._rows.get(index)
        if item is None:
            return
        undone = index + 1 in self._undone
        font = QFont(self.font())
        font.setStrikeOut(undone)
        item.setFont(font)
        item.setForeground(QColor(FADED_TEXT if undone else INK))
        rules = item.data(RULES_ROLE) or []
        note = self.tr("Undone: Ctrl+Shift+Z does it again") if undone else ""
        item.setToolTip(with_rules_line(note, rules))

    def _item(self, index: int) -> QListWidgetItem:
        """An event's line, its rule IDs kept for the tooltip rather than in the words."""
        words, rules = split_rule_ids(self._line(self._events[index]))
        item = QListWidgetItem(typeset(words))
        item.setData(RULES_ROLE, rules)
        return item

    def _line(self, event: dict[str, Any]) -> str:
        moment = datetime.datetime.fromtimestamp(event.get("at", 0)).strftime("%H:%M:%S")
        describe = self._describe
        line = describe(event, self._events) if describe is not None else event.get("text", "")
        return f"{moment}  {line}"


class HistoryBox(QWidget):
    """The history panel with its title and its filter: all actions, this scene, one character."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_box")
        self.title = plain_label(self.tr("History"), self)
        self.title.setFont(pixel_font(self, 18, bold=True))
        self.filter_box = QComboBox(self)
        self.filter_box.setObjectName("history_filter")
        self.filter_box.setToolTip(self.tr("Which actions the history shows"))
        # As wide as its longest choice: the characters come as they act ("Věra Dvořáková"
        # was cut to the width of the first choices).
        self.filter_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.panel = HistoryPanel(self)
        self.filter_box.activated.connect(self._filter_chosen)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.filter_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.panel, 1)
        self._fill_filters()

    def show_events(
        self, events: list[dict[str, Any]], describe: Describe, characters: Sequence[str]
    ) -> None:
        self.panel.show_events(events, describe, characters)
        self._fill_filters()

    def clear(self) -> None:
        self.panel.clear()
        self.panel.filter = ("all", None)
        self._fill_filters()

    def _fill_filters(self) -> None:
        choices: list[tuple[str, tuple[str, str | None]]] = [
            (self.tr("All actions"), ("all", None)),
            (self.tr("This scene"), ("scene", None)),
        ]
        choices += [(name, ("player", name)) for name in self.panel.players()]
        if [self.filter_box.itemData(row) for row in range(self.filter_box.count())] == [
            list(data) for _text, data in choices
        ]:
            return
        self.filter_box.clear()
        for text, data in choices:
            self.filter_box.addItem(text, list(data))
        self.filter_box.setCurrentIndex(self.filter_box.findData(list(self.panel.filter)))

    def _filter_chosen(self, row: int) -> None:
        kind, player = self.filter_box.itemData(row)
        self.panel.set_filter(kind, player)


class ElidedLabel(QLabel):
    """One line of plain words that ends in "…" when the room is short; the whole line is
    its tooltip. It asks for its full width but takes what is left (``elides`` tells the
    screenshot tests that a short width is meant)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setProperty("elides", True)
        make_plain(self)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def minimumSizeHint(self) -> QSize:
        # A QLabel asks for its whole text as its minimum: this one gives way to its
        # neighbours (the session's log state, the buttons) and elides instead.
        height = super().minimumSizeHint().height()
        return QSize(self.fontMetrics().horizontalAdvance("0000…"), height)

    def set_full_text(self, text: str) -> None:
        self._full = text
        set_tip(self, text)
        self._elide()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.width())
        if shown != self.text():
            self.setText(shown)


class PrivateReveal(QWidget):
    """A private card or hand: hidden until "Show to <name>?" is pressed; Esc hides it again.

    While the owner's phone is connected (Table page → Players' phones…), "Show to <name>?"
    sends the cards to that phone instead, and the screen says so; the cards stay face down
    here."""

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
        self.content.title.setText(f"<b>{escaped(title)}</b>")
        self.ask.setText(self.tr("Show to {name}?").format(name=owner))
        self.conceal()

    def reveal(self) -> None:
        feed = self.window().findChild(PhonesFeed)
        if feed is not None and feed.send_private(self.owner, self._cards):
            self.ask.setText(self.tr("Sent to {name}'s phone").format(name=self.owner))
            return
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

    Qt asks a layout for its minimum size and its height at a width many times in one
    layout pass; the wrapped rows are worked out in Python, so each answer is kept until
    the layout is invalidated (a widget in it added, shown, hidden or resized), and its
    widgets are placed again only then or in another rectangle.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._heights: dict[int, int] = {}
        self._minimum: QSize | None = None
        self._arranged: QRect | None = None  # where its items were last placed
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
        self._minimum = None
        self._arranged = None
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        if rect != self._arranged:  # a face shown again: its rows are where they were
            self._arranged = QRect(rect)
            self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        if self._minimum is None:
            size = QSize()
            for item in self._items:
                size = size.expandedTo(item.minimumSize())
            margins = self.contentsMargins()
            self._minimum = size + QSize(
                margins.left() + margins.right(), margins.top() + margins.bottom()
            )
        return QSize(self._minimum)

    def _arrange(self, rect: QRect, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        gap = self.spacing()
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = area.x()
        for item in self._items:
            if (widget := item.widget()) is not None and widget.isHidden():
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
            if (widget := item.widget()) is not None:
                widget.deleteLater()
        self.invalidate()
