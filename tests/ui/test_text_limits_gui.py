"""Issue 25: the editors hold texts to the documented limits (deskapp.core.records).

A name field takes no more than a name holds (200 characters), a list's text field what its
field holds; a note typed past 10,000 characters is refused naming the limit, and the sheet
stays as it was."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit

from deskapp.core import systems
from deskapp.core.records import NAME_LIMIT, NOTE_LIMIT
from deskapp.systems.cinematic.ui.editor import CinematicEditor
from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(active=True)  # focus moves, so notes can be left and saved


def test_name_fields_take_no_more_than_a_name_holds(window: MainWindow) -> None:
    window.named_actions["new_cinematic"].trigger()
    page = window.character_page
    assert page.name_edit.maxLength() == NAME_LIMIT
    editor = page.editors["cinematic"]
    assert isinstance(editor, CinematicEditor)
    assert editor.skills.name_edit.maxLength() == NAME_LIMIT
    editor.skills.name_edit.setText("s" * (NAME_LIMIT + 50))
    assert len(editor.skills.name_edit.text()) == NAME_LIMIT


def test_a_note_past_its_limit_is_refused_and_the_sheet_stays(qtbot, window: MainWindow) -> None:
    window.named_actions["new_cinematic"].trigger()
    editor = window.character_page.editors["cinematic"]
    assert isinstance(editor, CinematicEditor)
    row = window.character_page.row
    steps = window.controller.undo_stack.count()
    editor.notes.setFocus()
    editor.notes.insertPlainText("n" * (NOTE_LIMIT + 1))
    editor.luck_slider.setFocus()
    qtbot.waitUntil(lambda: not editor.notes.hasFocus())
    problem = window.character_page.problem
    assert "holds 10,001 characters: it holds at most 10,000" in problem.text(), problem.text()
    assert window.controller.campaign.character(row.id).data.get("notes", "") == ""
    assert window.controller.undo_stack.count() == steps


def test_the_new_session_name_takes_no_more_than_a_name_holds(window: MainWindow) -> None:
    from deskapp.ui.table.page import NewSessionDialog  # noqa: PLC0415

    dialog = NewSessionDialog(systems.spec("founders"), "Founders", ["A"], window)
    assert isinstance(dialog.name_edit, QLineEdit) and dialog.name_edit.maxLength() == NAME_LIMIT
    dialog.close()
