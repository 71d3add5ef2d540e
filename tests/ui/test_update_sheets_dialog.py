"""Issue 14, item 2, through the window: the Update Sheets button shows what will be written
and any conflict before writing, and its Undo is right where the button was pressed."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from deskapp.ui.main_window import MainWindow
from deskapp.ui.update_sheets_dialog import UpdateSheetsDialog

AMELIE, TOMAS, HELENE = "Amélie Dubois", "Tomáš Král", "Hélène Šťastná"

pytestmark = pytest.mark.window(
    campaign="demo", file_name="demo.carddesk", mode="table", system="founders"
)


def sheet(window: MainWindow, name: str) -> dict[str, Any]:
    campaign = window.controller.campaign
    return next(row.data for row in campaign.characters() if row.name == name)


def edit_meanwhile(window: MainWindow, name: str, field: str, value: Any) -> None:
    campaign = window.controller.campaign
    row = next(row for row in campaign.characters() if row.name == name)
    campaign.save_character_data(row.id, {**row.data, field: value})


def play(window: MainWindow) -> None:
    page = window.table_page
    assert page.start_session("Session 1", [AMELIE, TOMAS, HELENE], mirror=True)
    screen = page.screen
    assert screen is not None
    for action in (
        {"do": "check", "leader": TOMAS, "dice": [1, 2]},
        {"do": "take"},
        {"do": "remove_consequence", "founder": AMELIE, "name": "Vyčerpaná"},
    ):
        assert screen.perform(action) is not None, screen.problem.text()


def rows(dialog: UpdateSheetsDialog) -> dict[tuple[str, str], tuple[str, str]]:
    tree = dialog.tree
    found = {}
    for index in range(tree.topLevelItemCount()):
        owner = tree.topLevelItem(index)
        for child in range(owner.childCount()):
            row = owner.child(child)
            found[(owner.text(0), row.text(0))] = (row.text(1), row.text(2))
    return found


def test_the_dialog_lists_each_item_and_conflict_and_undo_sits_by_the_button(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    # F-14 (adversity from taking a bad result) and F-22 (a consequence removed at the table)
    play(window)
    wounded = {"name": "Zraněná", "score": 2}
    edit_meanwhile(
        window, AMELIE, "consequences", [*sheet(window, AMELIE)["consequences"], wounded]
    )
    edit_meanwhile(window, TOMAS, "adversity", 4)
    before = {name: sheet(window, name) for name in (AMELIE, TOMAS)}
    page = window.table_page
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(UpdateSheetsDialog, "update_sheets_dialog")
    assert dialog is not None and dialog.isVisible()
    assert sheet(window, AMELIE) == before[AMELIE]  # nothing written before the user agrees
    shown = rows(dialog)
    assert shown[(AMELIE, "consequences › Vyčerpaná")] == ("name: Vyčerpaná, score: 1", "(removed)")
    assert shown[(TOMAS, "adversity")][0] == "4"
    assert "1 of them" in dialog.intro.text()
    if os.environ.get("CARDDESK_SCREENSHOTS"):
        window.resize(1366, 768)
        dialog.grab().save(str(Path(os.environ["CARDDESK_SCREENSHOTS"]) / "update_sheets.png"))
    dialog.set_keep_sheet(TOMAS, ("adversity",))
    button = dialog.findChild(QDialogButtonBox).buttons()[0]
    assert button.objectName() == "write_sheets"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert sheet(window, AMELIE)["consequences"] == [wounded]  # the sheet's edit is kept
    assert sheet(window, TOMAS)["adversity"] == 4  # the conflict kept the sheet's value
    note = page.sheets_note
    assert note.isVisible() and AMELIE in note.text.text()
    qtbot.mouseClick(note.undo_button, Qt.MouseButton.LeftButton)
    assert {name: sheet(window, name) for name in (AMELIE, TOMAS)} == before
    assert not note.undo_button.isEnabled()


def test_the_note_forgets_its_undo_once_another_edit_comes_after(
    qtbot: Any, window: MainWindow
) -> None:
    play(window)
    page = window.table_page
    assert page.update_sheets() >= 1
    assert page.sheets_note.isVisible()
    page.set_options("founders", {})  # another campaign edit: Undo there would undo this one
    assert page.sheets_note.isHidden()


@pytest.mark.window(
    campaign="demo", file_name="demo.carddesk", mode="table", system="founders", language="cs"
)
def test_the_gm_cards_row_is_named_in_the_language(qtbot: Any, window: MainWindow) -> None:
    """F-11: snake eyes put a circumstance on the scene, which goes onto the Director's
    cards; their row reads in Czech (it showed the English key "GM's cards")."""
    page = window.table_page
    assert page.start_session("Sezení 1", [AMELIE, TOMAS, HELENE], mirror=True), page.problem.text()
    screen = page.screen
    assert screen is not None
    for action in ({"do": "check", "leader": TOMAS, "dice": [1, 1]}, {"do": "take"}):
        assert screen.perform(action) is not None, screen.problem.text()
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(UpdateSheetsDialog, "update_sheets_dialog")
    assert dialog is not None and dialog.isVisible()
    owners = [dialog.tree.topLevelItem(i).text(0) for i in range(dialog.tree.topLevelItemCount())]
    assert "Karty vypravěče" in owners and "GM's cards" not in owners
    dialog.reject()
