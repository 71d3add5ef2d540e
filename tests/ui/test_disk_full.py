"""Issue 14, item 4, in the window: an edit the full disk refuses is not shown as saved.

The full disk is SQLite's own page limit (``PRAGMA max_page_count``): the write fails with
SQLITE_FULL exactly as on a full disk.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(warnings="record")


def test_an_edit_the_full_disk_refuses_shows_the_saved_value_and_says_why(
    qtbot: Any, window: MainWindow
) -> None:
    # F-01: a trait typed into a new Founder's list
    window.named_actions["new_founders"].trigger()
    page = window.character_page
    editor = page.editors["founders"]
    traits = editor.traits
    campaign = window.controller.campaign
    pages = campaign._db.execute("PRAGMA page_count").fetchone()[0]
    campaign._db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is now full
    # Traits as long as a name may be (200 characters), until one needs a page more.
    for number in range(200):
        saved = campaign.character(page.row.id).data
        traits.name_edit.insert(f"{number:03} " + "Vytrvalá " * 30)
        qtbot.mouseClick(traits.add_button, Qt.MouseButton.LeftButton)
        if page.problem.isVisible():
            break
    else:
        pytest.fail("the page limit never refused a write")
    assert campaign.character(page.row.id).data == saved
    # the list shows what is saved, not the refused trait
    assert traits.model.rowCount() == len(saved["traits"])
    assert page.problem.isVisible() and "disk is full" in page.problem.text()
