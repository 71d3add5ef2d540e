"""Table page → "Players' phones…": serve the open session to the players' phones.

The GM picks the address the phones reach (this laptop's address on its network, guessed;
loopback for a phone-less test) and starts the server; each player then gets a QR code of
their own link, sees whether their phone is connected, and the GM can revoke one link (a
lost phone) or issue a new one. The dialog is not modal: the GM plays while it is open,
and closing it does not stop the server (leaving the session, or quitting, does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.i18n import translate
from deskapp.core.players.addresses import LOOPBACK, host_header
from deskapp.ui.plain import plain_label
from deskapp.ui.players.bridge import PhonesFeed
from deskapp.ui.style import MUTED_TEXT, error_label_style, label_style
from deskapp.ui.table.parts import clear_layout

if TYPE_CHECKING:
    from deskapp.ui.table.page import TablePage

DEFAULT_PORT = 8765
QR_SIDE = 180
"""Pixels of a QR code in the dialog: a phone reads it from a metre away."""


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks, the likeliest first; loopback last."""
    found = [
        address.toString()
        for address in QNetworkInterface.allAddresses()
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
        and not address.isLoopback()
        and not address.isEqual(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4))
    ]
    found.sort(key=lambda address: not address.startswith(("192.168.", "10.", "172.")))
    return [*found, LOOPBACK]


def open_phones(page: TablePage) -> PlayersDialog | None:
    """Show the page's "Players' phones…" dialog (one per page, with its one feed)."""
    if page.session is None:
        page.show_problem(
            translate("PlayersDialog", "Open or start a session first: the phones show its table.")
        )
        return None
    feed = page.findChild(PhonesFeed) or PhonesFeed(page)
    dialog = page.findChild(PlayersDialog) or PlayersDialog(feed, page)
    dialog.refresh()
    dialog.show()
    return dialog


class PlayersDialog(QDialog):
    """The server's address, start and stop, and each player's QR code, state and link."""

    def __init__(self, feed: PhonesFeed, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_phones_dialog")
        self.setWindowTitle(self.tr("Players' phones"))
        self.feed = feed
        self.address = QComboBox(self)
        self.address.setObjectName("phones_address")
        self.address.setEditable(True)
        self.address.addItems(lan_addresses())
        self.port = QSpinBox(self)
        self.port.setObjectName("phones_port")
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("phones_start")
        self.start_button.clicked.connect(self.toggle)
        self.status = plain_label(self)
        self.status.setObjectName("phones_status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        warning = plain_label(
            self.tr(
                "The phones must be on this computer's network. The connection is not "
                "encrypted: anyone on a shared network can read what the phones are sent. "
                "A link keeps out those who do not have it; revoke one that went astray."
            ),
            self,
        )
        warning.setWordWrap(True)
        warning.setStyleSheet(label_style(MUTED_TEXT))
        self.players = QWidget(self)
        self.grid = QGridLayout(self.players)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.players)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        where = QHBoxLayout()
        where.addWidget(plain_label(self.tr("Address the phones reach"), self))
        where.addWidget(self.address, 1)
        where.addWidget(plain_label(self.tr("Port"), self))
        where.addWidget(self.port)
        where.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.addLayout(where)
        layout.addWidget(self.status)
        layout.addWidget(warning)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(760, 560)
        feed.started.connect(self.refresh)
        feed.stopped.connect(self.refresh)
        feed.connections_changed.connect(self.show_connected)
        self._states: dict[str, QLabel] = {}
        self.refresh()

    def toggle(self) -> None:
        """Start serving on the chosen address, or stop."""
        if self.feed.server is not None:
            self.feed.stop()
            return
        host = self.address.currentText().strip() or LOOPBACK
        try:
            self.feed.start(host, self.port.value())
        except OSError as error:
            self.refresh()
            self.status.setStyleSheet(error_label_style())
            self.status.setText(
                self.tr("Cannot serve on {address}: {reason}").format(
                    address=host_header(host, self.port.value()),
                    reason=error.strerror or str(error),
                )
            )

    def refresh(self) -> None:
        """Show the server's state and one box per player."""
        server = self.feed.server
        running = server is not None
        self.start_button.setText(self.tr("Stop") if running else self.tr("Start"))
        self.address.setEnabled(not running)
        self.port.setEnabled(not running)
        self.status.setStyleSheet("")
        self.status.setText(
            self.tr("Serving on {address}: each player scans their own code.").format(
                address=host_header(server.host, server.port)
            )
            if server is not None
            else self.tr("Not serving: choose the address the phones reach and start.")
        )
        clear_layout(self.grid)  # each box gone from the dialog's children at once
        self._states = {}
        if server is None:
            return
        for index, player in enumerate(self.feed.players):
            box = self._player_box(player)
            self.grid.addWidget(box, index // 3, index % 3)
            box.show()  # at once, not when the layout gets round to it
        self.show_connected()

    def show_connected(self) -> None:
        """Each player's phone: connected (how many pages) or not."""
        counts = self.feed.connected()
        server = self.feed.server
        for player, label in self._states.items():
            if server is not None and not server.url(player):
                text = self.tr("Link revoked")
            elif counts.get(player):
                text = self.tr("Connected (%n page(s))", "", counts[player])
            else:
                text = self.tr("Not connected")
            label.setText(text)

    def _player_box(self, player: str) -> QWidget:
        server = self.feed.server
        assert server is not None
        url = server.url(player)
        box = QFrame(self.players)
        box.setObjectName(f"phone_{player}")
        box.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(box)
        name = plain_label(player, box)
        name.setStyleSheet("QLabel { font-weight: bold; }")
        code = QLabel(box)
        code.setObjectName("qr")
        code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        code.setMinimumSize(QR_SIDE, QR_SIDE)
        if url:
            # Imported only now: segno is loaded when a code is first shown.
            from deskapp.ui.players.qr import qr_image  # noqa: PLC0415

            code.setPixmap(QPixmap.fromImage(qr_image(url, QR_SIDE)))
            code.setToolTip(url)
        link = plain_label(url, box)
        link.setObjectName("url")
        link.setWordWrap(True)
        link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        link.setStyleSheet(label_style(MUTED_TEXT))
        state = plain_label(box)
        state.setObjectName("state")
        self._states[player] = state
        revoke = QPushButton(self.tr("Revoke"), box)
        revoke.setObjectName("revoke")
        revoke.setToolTip(self.tr("The phone that has this link loses the table"))
        revoke.setEnabled(bool(url))
        revoke.clicked.connect(lambda: self.revoke(player))
        again = QPushButton(self.tr("New link"), box)
        again.setObjectName("reissue")
        again.setToolTip(self.tr("Revoke this link and show a new code for the player"))
        again.clicked.connect(lambda: self.reissue(player))
        actions = QHBoxLayout()
        actions.addWidget(revoke)
        actions.addWidget(again)
        for widget in (name, code, link, state):
            layout.addWidget(widget)
        layout.addLayout(actions)
        return box

    def revoke(self, player: str) -> None:
        if self.feed.server is not None:
            self.feed.server.revoke(player)
            self.refresh()

    def reissue(self, player: str) -> None:
        if self.feed.server is not None:
            self.feed.server.reissue(player)
            self.refresh()
