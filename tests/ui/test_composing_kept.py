"""Issue 30 item 6: nothing the game master was composing is lost — a test set up survives
a switch of language, and the session's line follows play."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.systems.agents.ui.screen import AgentsScreen
from deskapp.ui.editors.tables import BoundedSpinBox
from deskapp.ui.main_window import MainWindow

ANNA, BARA, CYRIL = "Anna Nováková", "Bára Dvořáková", "Cyril Malý"


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table", system="agents")
def test_a_test_being_set_up_survives_a_language_switch(qtbot: Any, window: MainWindow) -> None:
    page = window.table_page
    names = [s.name for s in window.controller.campaign.summaries() if s.system == "agents"]
    assert page.start_session("Mise", names, mirror=False), page.message.text()
    screen = page.session_screen
    assert isinstance(screen, AgentsScreen)
    qtbot.keyClick(screen, Qt.Key.Key_1)  # the tester's first aspect, used
    qtbot.keyClick(screen, Qt.Key.Key_T)  # and a temporary aspect
    before = screen.builder.plan_json(screen.items(screen.builder.tester, screen.agents.view()))
    assert before["aspects"] and before["temporary"] == 1
    czech = window.switch_language("cs")
    again = czech.table_page.session_screen
    assert isinstance(again, AgentsScreen) and again is not screen
    after = again.builder.plan_json(again.items(again.builder.tester, again.agents.view()))
    assert after == before
    assert again.plan.temporary.value == 1  # shown, not only kept


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table", system="agents")
def test_the_session_line_follows_play(qtbot: Any, window: MainWindow) -> None:
    page = window.table_page
    names = [s.name for s in window.controller.campaign.summaries() if s.system == "agents"]
    assert page.start_session("Mise", names, mirror=False), page.message.text()
    assert "not played yet" in page.session_details.full_text()
    screen = page.session_screen
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # draw
    assert len(page.session.events) == 1
    assert "not played yet" not in page.session_details.full_text()
    assert "last action" in page.session_details.full_text()


@pytest.mark.window(warnings="record")
def test_enter_in_a_value_adds_the_row_and_the_next_name_starts_empty(
    qtbot: Any, window: MainWindow
) -> None:
    """Founders' traits (and every list with a number in its entry row, the shared
    ListPanel): Enter in the value box adds the trait, as Enter in its name does."""
    window.named_actions["new_founders"].trigger()
    editor = window.character_page.editors["founders"]
    panel = editor.traits
    panel.name_edit.setFocus()
    panel.name_edit.insert("Inženýrka")  # QTest types ASCII only
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Tab)
    spin = next(f for f in panel.entry_fields.values() if isinstance(f, BoundedSpinBox))
    assert spin.hasFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "3")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert [(t.name, t.score) for t in panel.items] == [("Inženýrka", 3)]
    assert panel.name_edit.text() == "" and panel.name_edit.hasFocus()
    panel.name_edit.insert("Zná přístav")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert [t.name for t in panel.items] == ["Inženýrka", "Zná přístav"]
