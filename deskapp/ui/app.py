"""Starting the GUI: the QApplication, the main window, and a clean exit."""

from __future__ import annotations

import signal
from collections.abc import Sequence

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from deskapp import __version__
from deskapp.ui.main_window import MainWindow

ORGANIZATION = "CardDesk"
APPLICATION = "Card Desk"


def create_application(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv))
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setApplicationVersion(__version__)
    return app


def run_gui(argv: Sequence[str]) -> int:
    """Open the main window and run until it closes; returns the exit code."""
    app = create_application(argv)
    window = MainWindow(QSettings())
    window.show()
    _quit_cleanly_on_signals(app, window)
    return app.exec()


def _quit_cleanly_on_signals(app: QApplication, window: MainWindow) -> None:
    """Ctrl+C in the terminal or a polite kill closes the window as if the user did.

    Python only runs signal handlers when it holds control, so a timer hands it
    control a few times a second while Qt's event loop runs.
    """
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda *_: window.close())
    heartbeat = QTimer(app)
    heartbeat.timeout.connect(lambda: None)
    heartbeat.start(200)
