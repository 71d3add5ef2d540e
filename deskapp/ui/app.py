"""Starting the GUI: the QApplication, the campaign, the main window, and a clean exit."""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSettings, QThreadPool, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from deskapp import __version__
from deskapp.core.errors import UserError
from deskapp.core.store import CampaignFile
from deskapp.core.store.errors import CampaignLockedError
from deskapp.core.store.locations import RecentCampaigns, default_campaign_path
from deskapp.ui.controller import CampaignController
from deskapp.ui.i18n import chosen_language, install_language
from deskapp.ui.icon import app_icon
from deskapp.ui.main_window import MainWindow
from deskapp.ui.plain import as_written
from deskapp.ui.wheel_guard import install_wheel_guard

ORGANIZATION = "CardDesk"
APPLICATION = "Card Desk"


def create_application(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv))
    assert isinstance(app, QApplication)  # ours, or the one a test made: never a bare core
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName("carddesk")  # packaging/carddesk.desktop: the taskbar's icon and name
    install_wheel_guard(app)  # the platform's style, accents on every tab whole, boxes guarded
    return app


def open_startup_campaign(
    explicit: Path | None, recent: RecentCampaigns
) -> tuple[CampaignFile | None, list[str]]:
    """The campaign to start with: the one asked for, else the last one, else the default.

    Returns the open campaign (None if none could be opened) and the problems met
    on the way, to show the user.
    """
    if explicit is not None:
        try:
            return CampaignFile.open(explicit), []
        except UserError as error:
            return None, [str(error)]
    problems = []
    last = recent.last()
    if last is not None:
        try:
            return CampaignFile.open(last), []
        except CampaignLockedError as error:
            # Card Desk started a second time (a double double-click): the last campaign is
            # open in the first window. Opening the default campaign instead would make it
            # "the last one", so the next start would show an empty campaign as if every
            # character were gone. Say where it is open and start nothing.
            return None, [str(error)]
        except UserError as error:
            problems.append(str(error))
    try:
        return CampaignFile.open(default_campaign_path()), problems
    except UserError as error:
        return None, [*problems, str(error)]


def run_gui(
    argv: Sequence[str], campaign_path: Path | None = None, language: str | None = None
) -> int:
    """Open the main window and run until it closes; returns the exit code.

    ``language`` (``deskapp --language``) is for this run only; without it the app speaks
    the language chosen in View → Language, else the system's."""
    app = create_application(argv)
    install_language(chosen_language(QSettings(), language))
    closing = _ClosingOnSignals(app)  # from the start: a kill while starting still closes cleanly
    recent = RecentCampaigns()
    campaign, problems = open_startup_campaign(campaign_path, recent)
    problems += campaign.notices if campaign is not None else []  # a leftover log set aside …
    for problem in problems:
        sys.stderr.write(f"deskapp: {problem}\n")
        QMessageBox.warning(None, APPLICATION, as_written(problem))
    if campaign is None:
        return 2
    controller = CampaignController(campaign, recent)
    window = MainWindow(QSettings(), controller)
    window.show()
    closing.window_shown(window)
    QTimer.singleShot(0, _tell_ready)  # once the event loop runs the shown window
    try:
        return app.exec()
    finally:
        # Renders still running in the thread pool were told to stop as the app quit (the
        # Print page cancels them, they stop before their next card); wait for them while
        # the window they report to exists, or one would report to deleted objects and end
        # the exit with a traceback. Never longer than a few seconds: the exit must happen.
        QThreadPool.globalInstance().waitForDone(5_000)
        controller.close()


READY_FD = "CARDDESK_READY_FD"
"""A launcher (a test, a service manager) may pass a pipe's file descriptor in this variable:
the app writes ``ready`` to it once its window is up and a polite kill closes it cleanly."""


def _tell_ready() -> None:
    descriptor = os.environ.pop(READY_FD, "")
    if not descriptor.isdigit():
        return
    try:
        with os.fdopen(int(descriptor), "w") as pipe:
            pipe.write("ready\n")
    except OSError:
        pass  # nobody is listening any more: nothing to tell


class _ClosingOnSignals:
    """Ctrl+C in the terminal or a polite kill closes the window as if the user did.

    Installed as the app starts; a signal that comes before the window is shown
    closes it as soon as it is. Python only runs signal handlers when it holds
    control, so a timer hands it control a few times a second while Qt's event
    loop runs.
    """

    def __init__(self, app: QApplication) -> None:
        self.window: MainWindow | None = None
        self.requested = False
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, lambda *_: self.close())
        heartbeat = QTimer(app)
        heartbeat.timeout.connect(lambda: None)
        heartbeat.start(200)

    def close(self) -> None:
        self.requested = True
        if self.window is not None:
            self.window.close()

    def window_shown(self, window: MainWindow) -> None:
        self.window = window
        window.replaced.connect(self.window_shown)  # View → Language builds a new one
        if self.requested:
            QTimer.singleShot(0, window.close)
