"""Issue 30 item 5: every refusal and note of the Table page is said in one message area,
where the eye is (the top of the centre, large), and the New Session dialog refuses an
empty list of players itself."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from deskapp.core import systems
from deskapp.ui.main_window import MainWindow
from deskapp.ui.style import refusal_style
from deskapp.ui.table.page import NewSessionDialog


def centred_and_large(window: MainWindow) -> bool:
    page = window.table_page
    message = page.message
    message.words.ensurePolished()
    return (
        message.isVisibleTo(window)
        and page.splitter.widget(0).isAncestorOf(message)  # over the screen, not the buttons
        and message.words.font().pointSizeF() > page.font().pointSizeF()
    )


@pytest.mark.window(
    campaign="demo_sessions", file_name="demo.carddesk", mode="table", system="dice_banks"
)
def test_nothing_to_write_is_said_where_the_eye_is(qtbot: Any, window: MainWindow) -> None:
    page = window.table_page
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    assert "Nothing to write back" in page.message.text()
    assert centred_and_large(window)
    assert page.message.words.styleSheet() != refusal_style()  # said as a note


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table", system="founders")
def test_a_refused_session_is_said_where_the_eye_is(qtbot: Any, window: MainWindow) -> None:
    page = window.table_page
    assert not page.start_session("Empty", [], mirror=False)
    assert "tick at least one" in page.message.text().casefold()
    assert centred_and_large(window)
    assert page.message.words.styleSheet() == refusal_style()  # said as a refusal
    assert page.start_session("Full", ["Amélie Dubois"], mirror=False)
    assert page.message.isHidden()


@pytest.mark.parametrize("system", systems.keys())
@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table")
def test_the_dialog_refuses_an_empty_list_itself(
    qtbot: Any, window: MainWindow, system: str
) -> None:
    names = [s.name for s in window.controller.campaign.summaries() if s.system == system]
    spec = systems.spec(system)
    dialog = NewSessionDialog(spec, system, names, window)
    qtbot.addWidget(dialog)
    dialog.show()
    for row in range(dialog.players.count()):
        dialog.players.item(row).setCheckState(Qt.CheckState.Unchecked)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    if spec.needs_characters:
        assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
        assert "tick at least one" in dialog.message.text().casefold()
        dialog.players.item(0).setCheckState(Qt.CheckState.Checked)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()
