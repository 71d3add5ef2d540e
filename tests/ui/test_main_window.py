"""The main window starts, switches modes through real widgets, lists shortcuts and closes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QToolButton, QWidget

from deskapp import __version__
from deskapp.ui.app import create_application
from deskapp.ui.controller import CampaignController
from deskapp.ui.icon import LICENCE, app_icon
from deskapp.ui.main_window import MODES, MainWindow, ShortcutsDialog

pytestmark = pytest.mark.window(file_name="Pražská noc.carddesk", exposed=True)


def mode_button(window: MainWindow, mode: str) -> QToolButton:
    return window.mode_bar.widgetForAction(window.named_actions[f"mode_{mode}"])


def test_window_opens_on_the_characters_mode(window: MainWindow) -> None:
    assert window.isVisible()
    assert window.windowTitle() == "Pražská noc — Card Desk"
    assert window.mode == "characters"
    assert window.pages.currentWidget().objectName() == "page_characters"


def test_the_table_page_is_built_when_first_shown(qtbot, window: MainWindow) -> None:
    """Launching into Characters builds no play screen (issue 18: start fast)."""
    assert window.findChild(QWidget, "page_table") is None
    qtbot.mouseClick(mode_button(window, "table"), Qt.MouseButton.LeftButton)
    page = window.pages.currentWidget()
    assert page.objectName() == "page_table" and page is window.table_page
    assert window.pages.count() == len(MODES)
    qtbot.mouseClick(mode_button(window, "characters"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(mode_button(window, "table"), Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page, "built once, then kept"


@pytest.mark.parametrize("mode", MODES)
def test_clicking_a_mode_button_shows_that_mode(qtbot, window: MainWindow, mode: str) -> None:
    qtbot.mouseClick(mode_button(window, mode), Qt.MouseButton.LeftButton)
    assert window.mode == mode
    assert window.pages.currentWidget().objectName() == f"page_{mode}"
    assert mode_button(window, mode).isChecked()
    assert sum(mode_button(window, other).isChecked() for other in MODES) == 1


def test_mode_shortcuts_switch_modes(qtbot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.mode == "table"
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.mode == "print"


def test_shortcuts_dialog_lists_the_registry(qtbot, window: MainWindow) -> None:
    shown: list[ShortcutsDialog] = []

    def read_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        shown.append(dialog)
        dialog.reject()

    QTimer.singleShot(0, read_and_close)
    window.named_actions["shortcuts"].trigger()
    dialog = shown[0]
    assert isinstance(dialog, ShortcutsDialog)
    rows = {
        dialog.table.item(row, 0).text(): dialog.table.item(row, 1).text()
        for row in range(dialog.table.rowCount())
    }
    assert rows["Table"] == "Ctrl+3"
    assert rows["Quit"] and rows["Keyboard Shortcuts"] == "F1"
    assert rows["Cinematic: perform the test (mirror: go to the cards field)"] == "Space"
    assert rows["Dice banks: new round"] == "Ctrl+R"
    assert window.findChild(QWidget, "page_table") is None, "listing keys builds no screen"


def test_at_the_table_the_shortcuts_of_the_game_played_come_first(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[ShortcutsDialog] = []
    monkeypatch.setattr(ShortcutsDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.set_mode("table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    window.named_actions["shortcuts"].trigger()
    texts = [shown[0].table.item(row, 0).text() for row in range(shown[0].table.rowCount())]
    founders = [row for row, text in enumerate(texts) if text.startswith("Founders:")]
    assert founders == list(range(len(founders))) and len(founders) >= 5
    assert "Keyboard Shortcuts" in texts and "Agents: end the scene" in texts  # all still there
    window.set_mode("characters")
    window.named_actions["shortcuts"].trigger()
    assert shown[1].table.item(0, 0).text() == "New Campaign…"  # elsewhere, the menus' first


def test_quit_closes_the_window_and_remembers_the_mode(
    qtbot, window: MainWindow, settings: QSettings, controller: CampaignController
) -> None:
    window.set_mode("print")
    window.named_actions["quit"].trigger()
    assert not window.isVisible()
    reopened = MainWindow(settings, controller)  # as the next start makes it, from the settings
    qtbot.addWidget(reopened)
    assert reopened.mode == "print"


def test_a_window_screenshot_is_not_blank(window: MainWindow) -> None:
    image = window.grab().toImage()
    assert image.width() > 600 and image.height() > 400
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)
    }
    assert len(colours) > 3


def test_the_table_mode_gives_the_campaign_list_s_room_to_the_table(window: MainWindow) -> None:
    assert window.campaign_dock.isVisible()
    window.set_mode("table")
    assert not window.campaign_dock.isVisible()
    window.set_mode("characters")
    assert window.campaign_dock.isVisible()
    window.campaign_dock.hide()
    window.set_mode("table")
    window.set_mode("print")
    assert not window.campaign_dock.isVisible()  # the user's own choice is kept


def test_about_box_names_the_version_and_the_licence(window: MainWindow) -> None:
    said: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        said.append(box.text())
        box.accept()

    QTimer.singleShot(0, read_and_close)
    window.named_actions["about"].trigger()
    assert f"Card Desk {__version__}" in said[0]
    assert f"{LICENCE} licence" in said[0]


def test_the_app_and_its_window_have_the_card_and_die_icon(window: MainWindow) -> None:
    icon = app_icon()
    sizes = {size.width() for size in icon.availableSizes()}
    assert {16, 32, 48, 256} <= sizes, "a size for menus, taskbars and launchers"
    create_application([])
    assert not QApplication.windowIcon().isNull()
    assert not window.windowIcon().isNull()


@pytest.mark.parametrize("saved_with_the_key", [True, False])
def test_the_campaign_list_is_back_in_characters_mode_after_a_restart_in_table_mode(
    window: MainWindow, campaign_path, settings: QSettings, open_window, saved_with_the_key: bool
) -> None:
    """Issue 30, item 1: quit in Table mode (which hides the campaign list), start again,
    Ctrl+1: the tree was gone, as the window's saved state had it hidden. Settings saved
    before the tree's own visibility was kept (no key) read as "shown"."""
    window.set_mode("table")
    window.close()
    window.controller.close()
    if not saved_with_the_key:
        settings.remove("main_window/campaign_dock")
    again = open_window(campaign_path)
    assert again.mode == "table" and again.campaign_dock.isHidden()
    again.set_mode("characters")
    assert again.campaign_dock.isVisible(), "the campaign list is shown again"


def test_a_campaign_list_closed_by_the_user_stays_closed_across_table_mode_and_a_restart(
    window: MainWindow, campaign_path, open_window
) -> None:
    window.campaign_dock.close()  # the user closed it in Characters mode
    window.set_mode("table")
    window.close()
    window.controller.close()
    again = open_window(campaign_path)
    again.set_mode("characters")
    assert again.campaign_dock.isHidden()
