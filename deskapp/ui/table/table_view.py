"""The table view (F11): the big screen, what the whole table sees, readable at three metres.

A window of its own, full screen, without menus or tool bars, for a second screen, a
projector or the laptop turned towards the players. It draws the session's **public
projection** (:func:`deskapp.core.players.projection.project_session`), the very facts the
players' phones get, in the language of the moment: the last draw or roll as big card faces
(the printed faces, :class:`~deskapp.ui.table.big_screen.CardFace`) or dice, with who, what
for and the result in words; the mission's, scene's or round's state; each character's public
numbers; the seed's fingerprint; and while the players' server runs, each player's QR code.
An undone draw is simply gone; hands, peeks, face-down Threat cards and the GM's hints are
never in the projection. Esc or F11 closes it; it follows the table as it changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.i18n import current_language
from deskapp.core.players.projection import project_session, session_players
from deskapp.ui.plain import plain_label
from deskapp.ui.style import (
    TABLE_VIEW_BACK,
    TABLE_VIEW_MUTED,
    TABLE_VIEW_RULE,
    TABLE_VIEW_TEXT,
)
from deskapp.ui.table.big_screen import CardFace, DieFace
from deskapp.ui.table.widgets import pixel_font

if TYPE_CHECKING:
    from deskapp.ui.players.bridge import PhonesFeed
    from deskapp.ui.table.page import TablePage

READABLE = 48
"""The smallest the result and the cards' values are, in pixels: readable at three metres."""
SMALLEST_UNIT = 0.5  # what the facts shrink to before anything is cut
QR_SIDE = 150
CARDS_APART = 5
"""Up to this many cards, each card's value is written under its face; more, on one line."""
DICE_APART = 8
"""More dice than this are small: their values are written on one line under them too."""
FACES_IN_A_ROW = 10


class TableViewWindow(QWidget):
    """The public table, full screen; :meth:`show_page` fills it from a Table page."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("table_view")
        # The desktop adds the app's name after a window's title: "Table View — Card Desk".
        self.setWindowTitle(self.tr("Table View"))
        self.setStyleSheet(
            f"#table_view {{ background: {TABLE_VIEW_BACK}; }}"
            f"#table_view QLabel {{ color: {TABLE_VIEW_TEXT}; background: transparent; }}"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.public: dict[str, Any] = {}
        self.title = self._label("table_view_title")
        self.title.setStyleSheet(f"border-bottom: 6px solid {TABLE_VIEW_RULE};")
        self.seed = self._label("table_view_seed", muted=True)
        self.who = self._label("table_view_who")
        self.result = self._label("table_view_result")
        self.card_values = self._label("table_view_values")
        self.faces = QGridLayout()
        self.faces.setSpacing(16)
        self.facts = QGridLayout()
        self.facts.setHorizontalSpacing(32)
        self.facts.setVerticalSpacing(10)
        self.codes = QHBoxLayout()
        self.codes.setSpacing(24)
        self.hint = self._label("table_view_hint", muted=True)
        self.hint.setText(self.tr("Esc or F11 closes this view"))
        self.hint.setWordWrap(False)

        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        heading.addWidget(self.seed, 0, Qt.AlignmentFlag.AlignBottom)
        last = QVBoxLayout()
        last.setSpacing(16)
        last.addWidget(self.who)
        last.addLayout(self.faces, 1)
        last.addWidget(self.card_values)
        last.addWidget(self.result)
        right = QVBoxLayout()
        right.addLayout(self.facts)
        right.addStretch(1)
        right.addLayout(self.codes)
        body = QHBoxLayout()
        body.setSpacing(48)
        body.addLayout(last, 3)
        body.addLayout(right, 2)
        layout = QVBoxLayout(self)
        # The screen sets the size; the facts shrink to fit it (_fit), never the window grows.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(48, 28, 48, 20)
        layout.setSpacing(20)
        layout.addLayout(heading)
        layout.addLayout(body, 1)
        layout.addWidget(self.hint)
        self._face_widgets: list[QWidget] = []
        self._fact_labels: list[QLabel] = []
        self._code_widgets: list[QWidget] = []
        self._feeds: list[PhonesFeed] = []
        self._pages: list[QObject] = []
        self._scale(1.0)

    def _label(self, name: str, *, muted: bool = False) -> QLabel:
        label = plain_label(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        if muted:
            label.setStyleSheet(f"color: {TABLE_VIEW_MUTED};")
        return label

    # --- filling ----------------------------------------------------------------------------

    def show_page(self, page: TablePage) -> None:
        """The public projection of the page's session, now (closed when there is none)."""
        session = page.session
        if session is None:
            self.close()
            return
        spec = systems.spec(session.driver.SYSTEM)
        table = session.campaign.session_setup(session.session_id)["table"]
        players = session_players(table, session.campaign.names_of_system(spec.key))
        name = page.session_box.currentText()
        language = current_language()
        projection = project_session(spec, session, players, [language], session_name=name)
        self.show_public(projection[language].public, self._player_links(page, players))

    def _player_links(self, page: TablePage, players: list[str]) -> dict[str, str]:
        """Each player's phone link while the page's players' server runs (else none)."""
        feed = self._watch(page)
        server = feed.server if feed is not None else None
        if server is None:
            return {}
        return {player: url for player in players if (url := server.url(player))}

    def _watch(self, page: TablePage) -> PhonesFeed | None:
        """The page's players' server (made when its dialog first opens), followed as it starts
        and stops: the page's new children are looked at once they are made."""
        from deskapp.ui.players.bridge import PhonesFeed  # noqa: PLC0415 (only when shown)

        if page not in self._pages:
            self._pages.append(page)
            page.installEventFilter(self)
        feed = page.findChild(PhonesFeed)
        if feed is not None and feed not in self._feeds:
            self._feeds.append(feed)
            for signal in (feed.started, feed.stopped):
                signal.connect(lambda: self._follow(page))
        return feed

    def _follow(self, page: TablePage) -> None:
        if self.isVisible():
            self.show_page(page)

    def _new_child(self, page: TablePage) -> None:
        known = len(self._feeds)
        self._watch(page)
        if len(self._feeds) > known:  # the players' server, running already perhaps
            self._follow(page)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildAdded and watched in self._pages:
            page = cast("TablePage", watched)
            # Made only now: the new child is looked at once its constructor is done.
            QTimer.singleShot(0, lambda: self._new_child(page))
        return False

    def show_public(self, public: dict[str, Any], links: dict[str, str] | None = None) -> None:
        """A public part of the players' projection; ``links``: each player's phone link
        while the players' server runs, shown as QR codes."""
        self.public = public
        self.title.setText(f"{public.get('system', '')} — {public.get('session', '')}")
        self.seed.setText(
            self.tr("Seed {fingerprint}").format(fingerprint=public["seed"])
            if public.get("seed")
            else ""
        )
        last = public.get("last")
        self._clear(self.faces, self._face_widgets)
        for column in range(self.faces.columnCount()):  # fewer faces now: their room is theirs
            self.faces.setColumnStretch(column, 0)
        if last:
            who = str(last.get("who", ""))
            what = str(last.get("what", ""))
            self.who.setText(f"{who} — {what}" if what else who)
            self.result.setText(str(last.get("result", "")))
            cards, dice = last.get("cards", ()), last.get("dice", ())
            sides = int(last.get("sides", 6))
            named = len(cards) <= CARDS_APART
            faces: list[tuple[QWidget, str]] = [
                (CardFace(c["face"], c["label"], self), c["label"] * named) for c in cards
            ]
            # A reroll (an exploding die's, B-05) sits after the die that exploded, marked ↻.
            rerolled = list(last.get("rerolled", ())) + [False] * len(dice)
            faces += [
                (DieFace(int(value), sides, self), "↻" * bool(rerolled[place]))
                for place, value in enumerate(dice)
            ]
            for place, (face, words) in enumerate(faces):
                self._add_face(face, words, divmod(place, FACES_IN_A_ROW))
            # Too many to read each face from afar: their values on one line under them.
            values = [c["label"] for c in cards] * (not named)
            values += [str(value) for value in dice] * (len(dice) > DICE_APART)
            self.card_values.setText("  ".join(values))
            self.card_values.setVisible(bool(values))
        else:
            self.who.setText("")
            self.card_values.setText("")
            self.card_values.hide()
            self.result.setText(self.tr("Nothing drawn or rolled yet"))
        self._clear(self.facts, self._fact_labels)
        rows: list[tuple[str, Any]] = [("fact", fact) for fact in public.get("state", ())]
        for person in public.get("numbers", ()):
            rows.append(("name", person["name"]))
            rows += [("fact", fact) for fact in person.get("lines", ())]
        for row, (kind, item) in enumerate(rows):
            if kind == "name":  # a character's name over its numbers, across both columns
                label = self._label("table_view_name")
                label.setText(str(item))
                label.setProperty("fact", "name")
                label.setStyleSheet(f"border-top: 2px solid {TABLE_VIEW_RULE};")
                self.facts.addWidget(label, row, 0, 1, 2)
                self._fact_labels.append(label)
                continue
            for column, part in enumerate(("heading", "value")):
                label = self._label("", muted=part == "heading")
                label.setText(str(item["label" if part == "heading" else "value"]))
                label.setProperty("fact", part)
                label.setWordWrap(part == "value")
                self.facts.addWidget(label, row, column)
                self._fact_labels.append(label)
        self.facts.setColumnStretch(1, 1)
        self._show_codes(links or {})
        for widget in (*self._face_widgets, *self._fact_labels, *self._code_widgets):
            widget.show()  # now, not at the next turn of the event loop: the view is laid out
        self._fit()

    def _add_face(self, face: QWidget, label: str, place: tuple[int, int]) -> None:
        """A card or a die in the grid of faces at (row, column), with ``label`` under it (if
        any): the card's value in words, as large as the result."""
        column = QVBoxLayout()
        column.setSpacing(4)
        column.addWidget(face, 1)
        self._face_widgets.append(face)
        if label:
            value = self._label("table_view_card")
            value.setText(label)
            value.setWordWrap(False)
            value.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(value)
            self._face_widgets.append(value)
        self.faces.addLayout(column, *place)
        self.faces.setColumnStretch(place[1], 1)

    def _show_codes(self, links: dict[str, str]) -> None:
        self._clear(self.codes, self._code_widgets)
        if not links:
            return
        from deskapp.ui.players.qr import qr_image  # noqa: PLC0415 (segno only when serving)

        for player, url in links.items():
            box = QVBoxLayout()
            code = QLabel(self)
            code.setObjectName("table_view_qr")
            code.setPixmap(QPixmap.fromImage(qr_image(url, QR_SIDE)))
            code.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            name = self._label("table_view_qr_name")
            name.setText(player)
            name.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(code)
            box.addWidget(name)
            self.codes.addLayout(box)
            self._code_widgets += [code, name]
        self.codes.addStretch(1)

    def _clear(self, layout: QLayout, widgets: list[Any]) -> None:
        """Empty a row the view fills afresh: its widgets, its inner layouts and stretches."""
        for widget in widgets:
            widget.setParent(None)
            widget.deleteLater()
        widgets.clear()
        while layout.count():
            item = layout.takeAt(0)
            inner = item.layout() if item is not None else None
            if inner is not None:
                inner.setParent(None)

    # --- size ------------------------------------------------------------------------------

    def _scale(self, unit: float) -> None:
        """Every text in type ``unit`` times a 14" laptop's (768 lines); the result and the
        cards' values never below :data:`READABLE` pixels, whatever the unit."""
        self.title.setFont(pixel_font(self, int(48 * unit), bold=True))
        self.seed.setFont(pixel_font(self, int(24 * unit)))
        self.who.setFont(pixel_font(self, int(34 * unit), bold=True))
        readable = max(READABLE, int(READABLE * min(unit, 1.4)))
        self.result.setFont(pixel_font(self, readable, bold=True))
        self.card_values.setFont(pixel_font(self, readable, bold=True))
        for widget in self._face_widgets:
            if isinstance(widget, QLabel):
                widget.setFont(pixel_font(self, readable, bold=True))
        self.hint.setFont(pixel_font(self, int(18 * unit)))
        for label in self._fact_labels:
            kind = label.property("fact")
            label.setFont(pixel_font(self, int(30 * unit), bold=kind != "heading"))
        for widget in self._code_widgets:
            if widget.objectName() == "table_view_qr_name":
                widget.setFont(pixel_font(self, int(22 * unit)))

    def _fit(self) -> None:
        """Type sized to the screen, then the facts a step smaller at a time while the view,
        every wrapped line given the height it needs, is taller than the window: a long row
        is shown whole, never cut; the faces take the room that is left."""
        unit = max(self.height() / 768, 0.8)
        self._scale(unit)
        while not self._lines_fit() and unit > SMALLEST_UNIT:
            unit = max(unit - 0.05, SMALLEST_UNIT)
            self._scale(unit)

    def _lines_fit(self) -> bool:
        """Lay the view out now; true when every wrapped label gets the lines it needs (a
        grid or box does not ask a wrapped label its height at its width: each is told)."""
        layout = self.layout()
        assert layout is not None  # built with the view
        wrapped = [*self._fact_labels, self.who, self.card_values, self.result, self.title]
        for label in wrapped:
            label.setMinimumHeight(0)
        layout.activate()
        for label in wrapped:
            if label.wordWrap():
                label.setMinimumHeight(max(0, label.heightForWidth(label.width())))
        layout.activate()
        return layout.minimumSize().height() <= self.height()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
