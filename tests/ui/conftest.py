"""The GUI tests' shared set-up: a campaign file, its controller, the main window on it.

Every test under tests/ui is marked ``gui`` (``pytest -m "not gui"`` leaves them out).

A module says how its window opens with the ``window`` marker, and a test may say it
again for itself (the closest marker wins); every option has a default::

    pytestmark = pytest.mark.window(campaign="demo", mode="table", system="agents")

- ``campaign``: ``"empty"``, ``"demo"`` (the demo groups of every system) or
  ``"demo_sessions"`` (that, a finished session and one in progress per system, as ``deskapp demo``
  writes it), what the default ``campaign_path`` holds; a module with its own group overrides ``campaign_path``;
- ``file_name``: the campaign file's name in ``tmp_path`` (the window title shows it);
- ``warnings``: ``"fail"`` (a ``QMessageBox.warning`` fails the test: a real one would wait
  for a click forever) or ``"record"`` (their texts go to ``window.warnings``, the list
  ``warnings_shown`` also gives); a test that asks for ``warnings_shown`` always records;
- ``size``: ``(width, height)`` given before the window shows;
- ``active``: wait until the window is the active one (focus and shortcuts work only there);
- ``exposed``: wait until the window is drawn on the screen;
- ``mode``: the mode it switches to (``"table"``, ``"print"`` …);
- ``system``: the system chosen on the table page;
- ``language``: the language the app speaks (``"cs"``, ``"fr"``; default English), installed
  as the app installs it (Qt's translators, the core's messages) and undone after the test.

``window`` is the window on ``controller``; ``open_window`` opens more, as the app opens
them (a restart is a second window on the same file after closing the first). Every window
opened here has its renders waited for, is closed and has its campaign closed at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QSettings, Qt, QThreadPool
from PySide6.QtWidgets import QLineEdit, QMessageBox, QWidget

from deskapp.core import i18n
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import RecentCampaigns
from deskapp.ui.controller import CampaignController
from deskapp.ui.editors.lists import ListPanel
from deskapp.ui.editors.tables import BoundedSpinBox
from deskapp.ui.i18n import install_language
from deskapp.ui.main_window import MainWindow

HERE = Path(__file__).parent


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test of this folder ``gui`` (the hook sees the whole session's tests)."""
    for item in items:
        if item.path.is_relative_to(HERE):
            item.add_marker(pytest.mark.gui)


@dataclass(frozen=True)
class WindowOptions:
    """How a test's window opens: the ``window`` marker's keywords."""

    campaign: str = "empty"
    file_name: str = "c.carddesk"
    warnings: str = "fail"
    size: tuple[int, int] | None = None
    active: bool = False
    exposed: bool = False
    mode: str | None = None
    system: str | None = None
    language: str = "en"

    def __post_init__(self) -> None:
        assert self.campaign in ("empty", "demo", "demo_sessions"), self.campaign
        assert self.warnings in ("fail", "record"), self.warnings


@pytest.fixture(autouse=True)
def _english_plurals(qapp: Any) -> None:
    """English as the app installs it at start, for widgets tested without a window too:
    English plural forms ("1 card", "2 cards") come from its catalogue."""
    if not _installed_english:
        install_language(i18n.SOURCE_LANGUAGE)
        _installed_english.append(True)


_installed_english: list[bool] = []


@pytest.fixture
def window_options(request: pytest.FixtureRequest) -> WindowOptions:
    marker = request.node.get_closest_marker("window")
    if marker is None:
        return WindowOptions()
    assert not marker.args, "the window marker takes keywords only"
    return WindowOptions(**marker.kwargs)


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """The app's settings, in the test's own file: every window of the test shares them."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def recent(tmp_path: Path) -> RecentCampaigns:
    return RecentCampaigns(tmp_path / "recent.json")


@pytest.fixture
def campaign_path(tmp_path: Path, window_options: WindowOptions) -> Path:
    """The campaign file the window opens: empty, or the demo campaign (with its sessions)."""
    path = tmp_path / window_options.file_name
    if window_options.campaign != "empty":
        with CampaignFile.open(path) as campaign:
            write_demo(campaign)
            if window_options.campaign == "demo_sessions":
                write_demo_sessions(campaign)
    return path


@pytest.fixture
def warnings_shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warnings shown; none waits for a click."""
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, _title, text, *_: shown.append(text)
    )
    return shown


@pytest.fixture
def message_boxes(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, window_options: WindowOptions
) -> list[str] | None:
    """Warnings recorded (the list) or failing the test (None), as the test asked."""
    if window_options.warnings == "record" or "warnings_shown" in request.fixturenames:
        return request.getfixturevalue("warnings_shown")

    def fail(_parent: Any, _title: str, text: str, *_: Any) -> None:
        pytest.fail(f"unexpected warning: {text}")

    monkeypatch.setattr(QMessageBox, "warning", fail)
    return None


OpenWindow = Callable[..., MainWindow]


@pytest.fixture
def open_window(
    qtbot: Any,
    settings: QSettings,
    recent: RecentCampaigns,
    window_options: WindowOptions,
    message_boxes: list[str] | None,
) -> Iterator[OpenWindow]:
    """``open_window(path or controller, **options)``: a shown main window on that campaign.

    A path is opened with a controller of its own; the keywords override the test's
    ``window`` marker for this window only.
    """
    opened: list[tuple[MainWindow, CampaignController]] = []

    def open_one(campaign: Path | CampaignController, **overrides: Any) -> MainWindow:
        options = replace(window_options, **overrides)
        if isinstance(campaign, CampaignController):
            controller = campaign
        else:
            controller = CampaignController(CampaignFile.open(campaign), recent)
        install_language(options.language)  # English too: its plural forms are a catalogue
        window = MainWindow(settings, controller)
        opened.append((window, controller))
        if message_boxes is not None:
            window.warnings = message_boxes
        qtbot.addWidget(window)
        if options.size is not None:
            window.resize(*options.size)
        if options.active:
            with qtbot.waitActive(window):
                window.show()
                window.activateWindow()
        else:
            window.show()
        if options.exposed:
            qtbot.waitExposed(window)
        if options.mode is not None:
            window.set_mode(options.mode)
        if options.system is not None:
            page = window.table_page
            page.system_box.setCurrentIndex(page.system_box.findData(options.system))
            assert page.system_box.currentData() == options.system
        return window

    yield open_one
    for first, controller in reversed(opened):
        window = first
        while window.successor is not None:  # View → Language built it again
            window = window.successor
        if window._print_page is not None:  # a page never built renders nothing
            window.print_page.cancel_all()
        wait_for_renders(qtbot)
        # pytest-qt closes and deletes the windows it was given before this runs: waiting
        # for a render above lets that deletion happen.
        if shiboken6.isValid(window):
            window.close()
        controller.close()
    if i18n.current_language() != i18n.SOURCE_LANGUAGE:
        install_language(i18n.SOURCE_LANGUAGE)


def wait_for_renders(qtbot: Any) -> None:
    """Let every render thread finish before the windows go."""
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=10_000)


@pytest.fixture
def controller(campaign_path: Path, recent: RecentCampaigns) -> Iterator[CampaignController]:
    controller = CampaignController(CampaignFile.open(campaign_path), recent)
    yield controller
    controller.close()


@pytest.fixture
def window(controller: CampaignController, open_window: OpenWindow) -> MainWindow:
    """The main window on the test's campaign, opened as its ``window`` marker says."""
    return open_window(controller)


class Cells:
    """Types into a list panel's cells and into number boxes as a user does: F2 opens a cell,
    Enter saves it."""

    def __init__(self, qtbot: Any) -> None:
        self.qtbot = qtbot

    def open(self, panel: ListPanel, row: int, column: int) -> QWidget:
        """Make a cell current and press F2 to edit it; returns the cell's editor."""
        index = panel.model.index(row, column)
        panel.view.setCurrentIndex(index)
        self.qtbot.keyClick(panel.view, Qt.Key.Key_F2)
        editor = panel.view.indexWidget(index)
        assert editor is not None
        return editor

    def edit_text(self, panel: ListPanel, row: int, text: str, column: int = 0) -> None:
        """Rewrite a text cell (the name, unless another column is given) and press Enter."""
        editor = self.open(panel, row, column)
        assert isinstance(editor, QLineEdit)
        editor.setText(text)
        self.qtbot.keyClick(editor, Qt.Key.Key_Return)
        self.closed(panel, row, column)

    def edit_number(self, panel: ListPanel, row: int, column: int, text: str) -> None:
        editor = self.open(panel, row, column)
        assert isinstance(editor, BoundedSpinBox)
        self.type_number(editor, text)
        self.closed(panel, row, column)

    def type_number(self, box: BoundedSpinBox, text: str) -> None:
        """Type over a spin box's number and press Enter."""
        box.lineEdit().selectAll()
        self.qtbot.keyClicks(box, text)
        self.qtbot.keyClick(box, Qt.Key.Key_Return)

    def closed(self, panel: ListPanel, row: int, column: int) -> None:
        """Wait until the cell's editor is gone (what was typed is saved or refused)."""
        self.qtbot.waitUntil(lambda: panel.view.indexWidget(panel.model.index(row, column)) is None)


@pytest.fixture
def cells(qtbot: Any) -> Cells:
    """Types into list panels' cells and number boxes (:class:`Cells`)."""
    return Cells(qtbot)
