"""Issue 14, item 2, through the window: the Update Sheets button shows what will be written
and any conflict before writing, and its Undo is right where the button was pressed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from deskapp.core import i18n
from deskapp.systems.founders.sheet import SHEET_WORDS
from deskapp.ui.i18n import install_language
from deskapp.ui.main_window import MainWindow
from deskapp.ui.update_sheets_dialog import UpdateSheetsDialog, item_words

from .test_table_screens import ARTIFACTS
from .test_update_sheets import update_sheets

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
    screen = page.session_screen
    assert screen is not None
    for action in (
        {"do": "check", "leader": TOMAS, "dice": [1, 2]},
        {"do": "take"},
        {"do": "remove_consequence", "founder": AMELIE, "name": "Worn out"},
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


def tick_keep_the_sheets(dialog: UpdateSheetsDialog, owner: str, item: str) -> None:
    """Tick "Keep the sheet's" on a conflict's row, found by the words the dialog shows."""
    tree = dialog.tree
    for index in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(index)
        for child in range(group.childCount()):
            row = group.child(child)
            if (group.text(0), row.text(0)) == (owner, item):
                assert row.text(3) == "Keep the sheet's"
                row.setCheckState(3, Qt.CheckState.Checked)
                return
    raise AssertionError(f"no row {item!r} of {owner!r}")


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
    # Words, not the stored paths ("consequences › Worn out", "name: Worn out, score: 1")
    assert shown[(AMELIE, "Consequence “Worn out”")] == ("Worn out (score: 1)", "(removed)")
    assert shown[(TOMAS, "Adversity")][0] == "4"
    assert "1 of them" in dialog.intro.text()
    window.resize(1366, 768)
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(folder / "update_sheets_1366x768.png"))
    tick_keep_the_sheets(dialog, TOMAS, "Adversity")
    button = dialog.findChild(QDialogButtonBox).buttons()[0]
    assert button.objectName() == "write_sheets"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert sheet(window, AMELIE)["consequences"] == [wounded]  # the sheet's edit is kept
    assert sheet(window, TOMAS)["adversity"] == 4  # the conflict kept the sheet's value
    note = page.message
    assert note.isVisible() and AMELIE in note.text()
    qtbot.mouseClick(note.undo_button, Qt.MouseButton.LeftButton)
    assert {name: sheet(window, name) for name in (AMELIE, TOMAS)} == before
    assert not note.undo_button.isEnabled()


def test_the_note_forgets_its_undo_once_another_edit_comes_after(
    qtbot: Any, window: MainWindow
) -> None:
    play(window)
    page = window.table_page
    assert update_sheets(page) >= 1
    assert page.message.isVisible()
    page.set_options("founders", {})  # another campaign edit: Undo there would undo this one
    assert page.message.isHidden()


@pytest.mark.window(
    campaign="demo", file_name="demo.carddesk", mode="table", system="founders", language="cs"
)
def test_the_gm_cards_row_is_named_in_the_language(qtbot: Any, window: MainWindow) -> None:
    """F-11: snake eyes put a circumstance on the scene, which goes onto the Director's
    cards; their row reads in Czech (it showed the English key "GM's cards"), by the name the
    campaign list gives them (r30c: not a second name, "the GM's cards")."""
    page = window.table_page
    assert page.start_session("Sezení 1", [AMELIE, TOMAS, HELENE], mirror=True), page.message.text()
    screen = page.session_screen
    assert screen is not None
    for action in ({"do": "check", "leader": TOMAS, "dice": [1, 1]}, {"do": "take"}):
        assert screen.perform(action) is not None, screen.problem.text()
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(UpdateSheetsDialog, "update_sheets_dialog")
    assert dialog is not None and dialog.isVisible()
    owners = [dialog.tree.topLevelItem(i).text(0) for i in range(dialog.tree.topLevelItemCount())]
    assert "Karty Režiséra" in owners and "GM's cards" not in owners
    dialog.reject()


@pytest.mark.window(
    campaign="demo_sessions", file_name="demo.carddesk", mode="table", system="agents"
)
def test_an_item_reads_as_words_not_as_its_stored_path(qtbot: Any, window: MainWindow) -> None:
    """The demo's Agents session exhausted an aspect (A-09): the row names the aspect and what
    happened to it, not "aspects › I read people like an open book › exhausted"."""
    page = window.table_page
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(UpdateSheetsDialog, "update_sheets_dialog")
    assert dialog is not None and dialog.isVisible()
    assert rows(dialog) == {
        ("Bára Nováková", "Aspect “I read people like an open book”: exhausted"): ("no", "yes")
    }
    dialog.reject()


@pytest.mark.window(
    campaign="demo_sessions", file_name="demo.carddesk", mode="table", system="dice_banks"
)
def test_nothing_to_write_is_said_without_an_empty_dialog(qtbot: Any, window: MainWindow) -> None:
    page = window.table_page
    assert page.sheets_button.isEnabled()
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    assert page.findChild(UpdateSheetsDialog, "update_sheets_dialog") is None
    note = page.message
    assert note.isVisible() and "Nothing to write back" in note.text()
    assert not note.undo_button.isVisible()  # nothing was written, nothing to undo
    qtbot.mouseClick(page.session_screen.round_button, Qt.MouseButton.LeftButton)  # play goes on
    assert not note.isVisible()


def test_the_directors_field_is_named_in_the_users_language() -> None:
    """Update Sheets named the Founders Director's field in English in a Czech dialog
    ("Director: Podezření", review r30e)."""
    install_language("cs")
    try:
        assert item_words(("director", "suspicion"), SHEET_WORDS) == "Režisér: Podezření"
    finally:
        install_language(i18n.SOURCE_LANGUAGE)
    assert item_words(("director", "suspicion"), SHEET_WORDS) == "Director: suspicion"
