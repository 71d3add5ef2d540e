"""The players' requests, where the GM confirms or declines them: :class:`RequestsPanel`.

A request from a phone (an agent's aspects for the next test, a Founder's check …, see
:mod:`deskapp.core.players.acting`) waits here, on the Table page under the history,
never in a dialog: play goes on around it. Confirm performs it as the desktop would, with
who asked for it; Decline tells the phone. Hidden while nothing waits.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from deskapp.core.players.acting import PhoneDesk
from deskapp.ui.plain import plain_label
from deskapp.ui.style import MUTED_TEXT, label_style


class RequestsPanel(QFrame):
    """One row per waiting request: what it asks, Confirm, Decline."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phone_requests")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = plain_label(self.tr("Requests from the phones"), self)
        self.title.setStyleSheet(label_style(MUTED_TEXT, bold=True))
        self.note = plain_label(self.tr("Confirm does it as if you had; Undo takes it back."), self)
        self.note.setStyleSheet(label_style(MUTED_TEXT))
        self.note.setWordWrap(True)
        self.rows = QVBoxLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(self.rows)
        layout.addWidget(self.note)
        self.desk: PhoneDesk | None = None
        self.on_refused: Callable[[str], None] = lambda _words: None
        self.hide()

    def show_requests(self, desk: PhoneDesk | None) -> None:
        """Show ``desk``'s waiting requests (None: the phones stopped; nothing waits)."""
        self.desk = desk
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        waiting = desk.waiting() if desk is not None else []
        for request in waiting:
            assert desk is not None
            row = QWidget(self)
            column = QVBoxLayout(row)  # the words on the column's whole width, then the buttons
            column.setContentsMargins(0, 0, 0, 0)
            line = QHBoxLayout()
            words = plain_label(desk.line(request), row)
            words.setWordWrap(True)
            confirm = QPushButton(self.tr("Confirm"), row)
            confirm.setObjectName(f"confirm_request_{request.number}")
            confirm.clicked.connect(lambda _=False, n=request.number: self.confirm(n))
            decline = QPushButton(self.tr("Decline"), row)
            decline.setObjectName(f"decline_request_{request.number}")
            decline.clicked.connect(lambda _=False, n=request.number: self.decline(n))
            line.addStretch(1)
            line.addWidget(confirm)
            line.addWidget(decline)
            column.addWidget(words)
            column.addLayout(line)
            self.rows.addWidget(row)
        self.setVisible(bool(waiting))

    def confirm(self, number: int) -> None:
        if self.desk is not None:
            refused = self.desk.confirm(number)
            if refused:
                self.on_refused(refused)

    def decline(self, number: int) -> None:
        if self.desk is not None:
            self.desk.decline(number)
