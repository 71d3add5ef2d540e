"""Issue 30: what a fresh review as a new game master found, met the way a user meets it.

Screenshots go to ``artifacts/screens/review_*.png`` (or ``$CARDDESK_ARTIFACTS``), to be
looked at.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QGuiApplication

from deskapp.ui.campaign_tree import CHARACTER_ID_ROLE
from deskapp.ui.main_window import MainWindow

from .test_table_screens import ARTIFACTS

pytestmark = pytest.mark.window(campaign="demo", exposed=True)


def keep(window: Any, name: str) -> None:
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"review_{name}.png"))


def character_rows(window: MainWindow) -> list[QModelIndex]:
    model = window.character_model
    return [
        model.index(row, 0, model.index(group, 0))
        for group in range(model.rowCount())
        for row in range(model.rowCount(model.index(group, 0)))
        if model.index(row, 0, model.index(group, 0)).data(CHARACTER_ID_ROLE) is not None
    ]


def cut_names(window: MainWindow) -> list[str]:
    """The characters' names the campaign tree cannot show whole."""
    tree = window.campaign_tree
    room = tree.viewport().width()
    metrics = tree.fontMetrics()
    return [
        index.data()
        for index in character_rows(window)
        if tree.visualRect(index).left() + metrics.horizontalAdvance(index.data()) > room
    ]


# --- #18: the campaign tree keeps legible names -----------------------------------------


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
@pytest.mark.parametrize(
    ("size", "mode"), [((1100, 720), "characters"), ((1100, 720), "print"), ((1366, 768), "print")]
)
def test_the_campaign_tree_keeps_its_names_legible_beside_every_page(
    qtbot, open_window, campaign_path, language, size, mode
) -> None:
    """The Print page, once built (the card preview builds it), no longer widens the
    Characters page; beside either, the tree shows the characters' names whole and the
    window keeps the size it was given."""
    window = open_window(campaign_path, language=language, size=size)
    window.set_mode(mode)
    window.print_page  # noqa: B018 (the card preview builds it too)
    window.set_mode(mode)
    window.select_character(character_rows(window)[0].data(CHARACTER_ID_ROLE))
    window.set_mode(mode)
    qtbot.waitUntil(lambda: cut_names(window) == [] and window.width() == size[0])
    keep(window, f"tree_{mode}_{language}_{size[0]}")


def test_a_squeezed_tree_or_a_window_larger_than_the_screen_is_corrected_on_restart(
    qtbot, open_window, campaign_path, controller
) -> None:
    """A campaign tree left at a few pixels (settings from before) opens legible again, and
    a window remembered larger than the screen opens within it (the test screen is 800 px
    wide: the card preview is closed to leave the Characters page room in it)."""
    first = open_window(controller)
    first.card_preview_dock.toggleViewAction().trigger()
    area = QGuiApplication.primaryScreen().availableGeometry()
    first.campaign_tree.setMinimumWidth(0)  # as older versions let it be squeezed
    first.resizeDocks([first.campaign_dock], [60], Qt.Orientation.Horizontal)
    first.resize(area.width() + 400, area.height() + 300)
    qtbot.waitUntil(lambda: first.campaign_dock.width() <= 70)
    first.close()
    controller.close()

    again = open_window(campaign_path)
    assert again.width() <= area.width() and again.height() <= area.height()
    qtbot.waitUntil(lambda: cut_names(again) == [])
