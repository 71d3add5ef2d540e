"""The Cinematic cards editor, driven through the real window: every field, undo, reopening."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from deskapp.core.edits import EVERYTHING
from deskapp.core.store import NewCharacter
from deskapp.systems.cinematic.sheet import UNISYSTEM_ATTRIBUTES, Blessing, CinematicCharacter
from deskapp.systems.cinematic.ui.editor import CinematicEditor
from deskapp.ui.editors.lists import ListPanel, NamedValue
from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(active=True)  # focus moves, so notes can be left and saved


@pytest.fixture
def editor(window: MainWindow) -> CinematicEditor:
    window.named_actions["new_cinematic"].trigger()
    editor = window.character_page.editors["cinematic"]
    assert isinstance(editor, CinematicEditor)
    return editor


def stored(window: MainWindow) -> CinematicCharacter:
    """The character as the campaign file holds it now."""
    row = window.controller.campaign.character(window.character_page.row.id)
    return CinematicCharacter.from_json({**row.data, "name": row.name})


def shown(box: ListPanel) -> list[tuple[str, str]]:
    """What the box's table shows, row by row."""
    model = box.model
    return [
        (model.index(row, 0).data(), model.index(row, 1).data()) for row in range(model.rowCount())
    ]


def open_cell_editor(qtbot, box: ListPanel, row: int, column: int, kind: type[QWidget]):
    """Open the table's editor on a cell, as a double-click does, and return it."""
    index = box.model.index(row, column)
    box.view.setCurrentIndex(index)
    box.view.edit(index)
    editors = [w for w in box.view.viewport().findChildren(kind) if w.isVisible()]
    assert len(editors) == 1
    return editors[0]


def press_enter(qtbot, box: ListPanel, cell: QWidget) -> None:
    qtbot.keyClick(cell, Qt.Key.Key_Return)
    # The view commits an Enter after the editor has seen it, from the event loop.
    qtbot.waitUntil(lambda: box.view.state() != QAbstractItemView.State.EditingState)


def rename(qtbot, box: ListPanel, row: int, name: str) -> None:
    cell = open_cell_editor(qtbot, box, row, 0, QLineEdit)
    cell.clear()
    cell.insert(name)  # QTest can only type ASCII keys
    press_enter(qtbot, box, cell)


def set_rating(qtbot, box: ListPanel, row: int, rating: int) -> None:
    spin = open_cell_editor(qtbot, box, row, 1, QSpinBox)
    spin.selectAll()
    qtbot.keyClicks(spin, str(rating))
    press_enter(qtbot, box, spin)


def entry_value(box: ListPanel) -> QWidget:
    """The box's field for a new entry's value, beside its name."""
    [field] = box.entry_fields.values()
    return field


def add(qtbot, box: ListPanel, name: str, value: int) -> None:
    box.name_edit.clear()
    box.name_edit.insert(name)
    field = entry_value(box)
    if isinstance(field, QSpinBox):
        field.setValue(value)
    else:
        assert isinstance(field, QComboBox)
        field.setCurrentIndex(field.findData(value))
    qtbot.mouseClick(box.add_button, Qt.MouseButton.LeftButton)


def leave_notes(qtbot, editor: CinematicEditor) -> None:
    editor.luck_slider.setFocus()
    qtbot.waitUntil(lambda: not editor.notes.hasFocus())


def test_a_new_character_shows_the_six_attributes_and_a_plain_hand(editor: CinematicEditor):
    assert shown(editor.attributes) == [(name, "1") for name in UNISYSTEM_ATTRIBUTES]
    assert shown(editor.skills) == shown(editor.blessings) == []
    assert editor.luck_slider.value() == 0
    assert editor.luck_label.text() == "Neither lucky nor unlucky (0)"
    assert editor.hand_label.text() == "Starting hand: 6 cards"
    assert editor.blessing_summary.text() == "No blessing or curse is active."
    assert editor.notes.toPlainText() == ""


def test_every_kind_of_field_is_edited_and_saved(qtbot, window: MainWindow, editor) -> None:
    set_rating(qtbot, editor.attributes, 1, 4)
    rename(qtbot, editor.attributes, 0, "Síla")
    add(qtbot, editor.skills, "Střelba", 3)
    add(qtbot, editor.skills, "Occultisme", 2)
    set_rating(qtbot, editor.skills, 1, 5)
    add(qtbot, editor.blessings, "Bénédiction", 2)
    add(qtbot, editor.blessings, "Mauvais œil", -1)
    combo = open_cell_editor(qtbot, editor.blessings, 1, 1, QComboBox)
    qtbot.keyClick(combo, Qt.Key.Key_Up)  # choosing a level is the whole edit
    editor.luck_slider.setFocus()
    qtbot.keyClick(editor.luck_slider, Qt.Key.Key_Right)
    qtbot.keyClick(editor.luck_slider, Qt.Key.Key_Right)
    editor.notes.setFocus()
    editor.notes.insertPlainText("Dluží Otovi laskavost.")
    leave_notes(qtbot, editor)

    character = stored(window)
    assert character.attributes[:2] == (("Síla", 1), ("Dexterity", 4))
    assert character.skills == (("Střelba", 3), ("Occultisme", 5))
    assert character.blessings == (Blessing("Bénédiction", 2), Blessing("Mauvais œil", -2))
    assert character.luck == 2 and character.notes == "Dluží Otovi laskavost."
    assert shown(editor.blessings) == [("Bénédiction", "Blessing +2"), ("Mauvais œil", "Curse −2")]
    assert editor.luck_label.text() == "Lucky 2 (+2)"
    assert editor.hand_label.text() == "Starting hand: 8 cards (6 + 2 for luck)"
    assert editor.blessing_summary.text() == "Blessings and curses cancel out."
    assert window.named_actions["undo"].text() == "&Undo Edit notes"


def test_remove_and_reorder_with_buttons_and_keys(qtbot, window: MainWindow, editor) -> None:
    attributes = editor.attributes
    attributes.select_row(5)
    qtbot.mouseClick(attributes.up_button, Qt.MouseButton.LeftButton)
    assert [name for name, _ in stored(window).attributes][3:] == [
        "Intelligence",
        "Willpower",
        "Perception",
    ]
    assert attributes.current_row() == 4  # the moved row stays selected
    attributes.view.setFocus()
    qtbot.waitUntil(attributes.view.hasFocus)
    qtbot.keyClick(attributes.view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert stored(window).attributes[-1] == ("Willpower", 1)
    qtbot.keyClick(attributes.view, Qt.Key.Key_Delete)  # a row, not the whole character
    assert [name for name, _ in stored(window).attributes] == list(UNISYSTEM_ATTRIBUTES[:5])
    assert len(window.controller.campaign.summaries()) == 1
    assert not attributes.down_button.isEnabled()  # the last row is selected now
    add(qtbot, editor.blessings, "Hex", -3)
    editor.blessings.select_row(0)
    qtbot.mouseClick(editor.blessings.remove_button, Qt.MouseButton.LeftButton)
    assert stored(window).blessings == ()
    assert not editor.blessings.remove_button.isEnabled()


def test_enter_in_the_name_field_adds_the_entry(qtbot, window: MainWindow, editor) -> None:
    qtbot.keyClicks(editor.skills.name_edit, "Guns")
    qtbot.keyClick(editor.skills.name_edit, Qt.Key.Key_Return)
    assert stored(window).skills == (("Guns", 1),)
    assert editor.skills.name_edit.text() == "" and editor.skills.current_row() == 0


def test_dragging_the_luck_slider_is_one_edit(qtbot, window: MainWindow, editor) -> None:
    slider = editor.luck_slider
    before = window.controller.undo_stack.count()
    slider.setSliderDown(True)
    for luck in (-1, -2, -3):
        slider.setValue(luck)
        assert stored(window).luck == 0  # nothing saved while the handle is held
    assert editor.luck_label.text() == "Unlucky 3 (−3)"
    assert editor.hand_label.text() == "Starting hand: 3 cards (6 − 3 for luck)"
    slider.setSliderDown(False)
    assert stored(window).luck == -3
    assert window.controller.undo_stack.count() == before + 1
    assert window.named_actions["undo"].text() == "&Undo Set luck to −3"


@pytest.mark.parametrize(
    ("levels", "summary"),
    [
        ((1,), "Blessings and curses: one more card until the hand is exhausted."),
        ((3, 1), "Blessings and curses: 4 more cards until the hand is exhausted."),
        ((-1,), "Blessings and curses: one card fewer until the hand is exhausted."),
        ((-3, 1), "Blessings and curses: 2 fewer cards until the hand is exhausted."),
    ],
)
def test_u31_the_summary_adds_up_blessings_and_curses(
    qtbot, editor: CinematicEditor, levels: tuple[int, ...], summary: str
) -> None:
    for number, level in enumerate(levels):
        add(qtbot, editor.blessings, f"Spell {number}", level)
    assert editor.blessing_summary.text() == summary


def test_values_are_limited_to_their_ranges(qtbot, editor: CinematicEditor) -> None:
    spin = entry_value(editor.skills)
    assert isinstance(spin, QSpinBox) and (spin.minimum(), spin.maximum()) == (0, 99)
    spin.selectAll()
    qtbot.keyClicks(spin, "150")  # the third digit would leave the range: refused as typed
    assert spin.value() == 15
    levels = entry_value(editor.blessings)
    assert isinstance(levels, QComboBox)
    assert [levels.itemData(i) for i in range(levels.count())] == [-3, -2, -1, 1, 2, 3]
    assert (editor.luck_slider.minimum(), editor.luck_slider.maximum()) == (-3, 3)
    assert "U-30" in editor.luck_slider.toolTip() and "U-31" in editor.blessings.toolTip()
    assert "0 to 99" in spin.toolTip()


def test_undo_and_redo_every_edit_through_the_window(qtbot, window: MainWindow, editor) -> None:
    new = stored(window)
    add(qtbot, editor.skills, "Guns", 3)
    rename(qtbot, editor.skills, 0, "Firearms")
    add(qtbot, editor.blessings, "Bless", 1)
    qtbot.keyClick(editor.luck_slider, Qt.Key.Key_Left)
    edited = stored(window)
    assert window.named_actions["undo"].text() == "&Undo Set luck to −1"
    window.named_actions["undo"].trigger()
    assert editor.luck_slider.value() == 0 and stored(window).luck == 0
    window.named_actions["undo"].trigger()
    assert shown(editor.blessings) == []
    assert window.named_actions["undo"].text() == "&Undo Rename skill “Guns” to “Firearms”"
    window.named_actions["undo"].trigger()
    assert shown(editor.skills) == [("Guns", "3")]
    window.named_actions["undo"].trigger()
    assert stored(window) == new and shown(editor.skills) == []
    for _ in range(4):
        window.named_actions["redo"].trigger()
    assert stored(window) == edited
    assert shown(editor.skills) == [("Firearms", "3")] and editor.luck_slider.value() == -1


def test_undo_restores_notes_into_the_field(qtbot, window: MainWindow, editor) -> None:
    editor.notes.setFocus()
    editor.notes.insertPlainText("Owes Ota a favour.")
    leave_notes(qtbot, editor)
    window.named_actions["undo"].trigger()
    assert editor.notes.toPlainText() == "" and stored(window).notes == ""
    window.named_actions["redo"].trigger()
    assert editor.notes.toPlainText() == "Owes Ota a favour."


def test_everything_is_there_after_reopening_the_file(
    qtbot, window: MainWindow, editor, tmp_path: Path
) -> None:
    set_rating(qtbot, editor.attributes, 2, 3)
    add(qtbot, editor.skills, "Escrime", 4)
    add(qtbot, editor.blessings, "Malédiction", -2)
    qtbot.keyClick(editor.luck_slider, Qt.Key.Key_Right)
    editor.notes.setFocus()
    editor.notes.insertPlainText("Žije v Brně.")
    leave_notes(qtbot, editor)
    path = window.controller.path

    assert window.switch_campaign(tmp_path / "other.carddesk")
    assert window.switch_campaign(path)
    [summary] = window.controller.campaign.summaries()
    window.select_character(summary.id)

    assert shown(editor.attributes)[2] == ("Constitution", "3")
    assert shown(editor.skills) == [("Escrime", "4")]
    assert shown(editor.blessings) == [("Malédiction", "Curse −2")]
    assert editor.luck_slider.value() == 1 and editor.luck_label.text() == "Lucky 1 (+1)"
    assert editor.notes.toPlainText() == "Žije v Brně."


def test_a_character_stored_before_blessings_opens(qtbot, window: MainWindow) -> None:
    window.controller.campaign.add_character(
        NewCharacter("cinematic", "Élodie", {"skills": {"Escrime": 2}, "luck": -1})
    )
    window.controller.changed.emit(EVERYTHING)
    [summary] = window.controller.campaign.summaries()
    window.select_character(summary.id)
    editor = window.character_page.editors["cinematic"]
    assert shown(editor.skills) == [("Escrime", "2")] and shown(editor.blessings) == []
    assert editor.hand_label.text() == "Starting hand: 5 cards (6 − 1 for luck)"


@pytest.mark.parametrize(
    ("attempt", "message"),
    [
        (
            lambda qtbot, editor: add(qtbot, editor.attributes, "  strength ", 2),
            "There is already an attribute called “Strength”.",
        ),
        (
            lambda qtbot, editor: add(qtbot, editor.attributes, "   ", 2),
            "An attribute needs a name.",
        ),
        (
            lambda qtbot, editor: rename(qtbot, editor.attributes, 1, "STRENGTH"),
            "There is already an attribute called “Strength”.",
        ),
        (
            lambda qtbot, editor: rename(qtbot, editor.attributes, 1, " "),
            "An attribute needs a name.",
        ),
        (
            lambda qtbot, editor: add(qtbot, editor.skills, "", 1),
            "A skill needs a name.",
        ),
    ],
)
def test_a_refused_edit_is_explained_and_changes_nothing(
    qtbot, window: MainWindow, editor: CinematicEditor, attempt, message: str
) -> None:
    before = stored(window)
    steps = window.controller.undo_stack.count()
    attempt(qtbot, editor)
    box = editor.skills if "skill" in message else editor.attributes
    assert box.problem.text() == message and box.problem.isVisibleTo(editor)
    assert stored(window) == before and window.controller.undo_stack.count() == steps
    assert shown(editor.attributes)[:2] == [("Strength", "1"), ("Dexterity", "1")]
    qtbot.keyClick(editor.luck_slider, Qt.Key.Key_Right)  # the next good edit clears it
    assert not box.problem.isVisibleTo(editor)


def test_a_blessing_active_twice_is_refused(qtbot, window: MainWindow, editor) -> None:
    add(qtbot, editor.blessings, "Bless", 1)
    add(qtbot, editor.blessings, "BLESS", 3)
    assert editor.blessings.problem.text() == "“Bless” is already active on this character."
    assert stored(window).blessings == (Blessing("Bless", 1),)
    assert editor.blessings.name_edit.text() == "BLESS"  # kept, to be corrected


def test_the_model_has_the_last_word(qtbot, window: MainWindow, editor) -> None:
    before = stored(window)
    editor.attributes.model.offer((NamedValue("Strength", 100),), "Set attribute “Strength” to 100")
    assert "attributes.Strength must be a whole number from 0 to 99" in (
        editor.attributes.problem.text()
    )
    assert stored(window) == before


def test_showing_a_character_proposes_nothing(qtbot, editor: CinematicEditor) -> None:
    character = CinematicCharacter(
        "Bára",
        (("Strength", 2),),
        (("Guns", 3),),
        luck=-2,
        notes="x",
        blessings=(Blessing("Hex", -1),),
    )
    with qtbot.assertNotEmitted(editor.edited):
        editor.show_character(character)
    assert editor.luck_slider.value() == -2 and shown(editor.blessings) == [("Hex", "Curse −1")]


def test_the_entries_model_is_a_well_behaved_qt_model(qtmodeltester, editor) -> None:
    qtmodeltester.check(editor.attributes.model)
    qtmodeltester.check(editor.skills.model)  # empty


def test_notes_typed_when_the_window_closes_are_kept(qtbot, window: MainWindow, editor) -> None:
    editor.notes.setFocus()
    qtbot.waitUntil(editor.notes.hasFocus)
    editor.notes.insertPlainText("Last words.")
    window.close()
    assert stored(window).notes == "Last words."


def test_tab_walks_the_sheet_in_reading_order(qtbot, editor: CinematicEditor) -> None:
    editor.attributes.view.setFocus()
    qtbot.waitUntil(editor.attributes.view.hasFocus)
    visited = []
    for _ in range(30):
        focused = QApplication.focusWidget()
        visited.append(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    box = editor.attributes
    start = visited.index(box.view)
    assert visited[start : start + 4] == [box.view, box.name_edit, entry_value(box), box.add_button]
    order = [
        visited.index(widget)
        for widget in (
            editor.attributes.view,
            editor.skills.view,
            editor.blessings.view,
            editor.luck_slider,
            editor.notes,
        )
    ]
    assert order == sorted(order)


def test_the_hand_size_follows_the_tables_starting_hand(window: MainWindow) -> None:
    # rule U-20: a table may change the starting hand; U-30: luck adjusts it
    window.controller.campaign.set_options("cinematic", {"starting_hand": 8})
    window.named_actions["new_cinematic"].trigger()
    editor = window.character_page.editors["cinematic"]
    assert "Starting hand: 8 cards" in editor.hand_label.text()
