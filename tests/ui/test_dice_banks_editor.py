"""The dice-banks sheet edited through the real window: every field, refusals, undo, reopening."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemDelegate, QComboBox, QLineEdit, QSpinBox

from deskapp.systems.dice_banks.sheet import (
    MAX_BOXES,
    MAX_LEVEL,
    MAX_PROFICIENCY,
    DiceBanksCharacter,
)
from deskapp.systems.dice_banks.ui.editor import DiceBanksEditor
from deskapp.ui.editors.lists import ListPanel
from deskapp.ui.main_window import MainWindow

TOOLTIP = Qt.ItemDataRole.ToolTipRole

# What the widgets below build, as the campaign file keeps it.
FULL_SHEET = {
    "proficiency": 3,
    "skills": [
        {"name": "Historie", "kind": "knowledge", "level": 2, "practice_xp": 0},
        {"name": "Šerm", "kind": "ability", "level": 4, "practice_xp": 2},
    ],
    "capacities": [{"name": "Síla", "value": 5}],
    "scars": [
        {"name": "Tělo", "boxes": 6, "burnable": True, "damage": {"stun": 3, "oheň": 1}},
    ],
    "equipment": [
        {
            "name": "Pistole",
            "power": 5,
            "dice_bonus": 1,
            "power_bonus": -2,
            "extra_actions": 1,
            "damage_type": "lethal",
        }
    ],
}


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The main window with a new dice-banks character on its page.

    Editing a sheet never needs a message box: the window's default is to fail the test on one.
    """
    window.named_actions["new_dice_banks"].trigger()
    return window


def sheet(window: MainWindow) -> DiceBanksEditor:
    editor = window.character_page.editors["dice_banks"]
    assert isinstance(editor, DiceBanksEditor)
    return editor


def stored(window: MainWindow) -> dict[str, Any]:
    """The character's document as the campaign file holds it now."""
    page = window.character_page
    assert page.row is not None
    return window.controller.campaign.character(page.row.id).data


def open_cell(section: ListPanel, row: int, column: int) -> Any:
    """Start editing a cell as F2 would, and return its editor widget."""
    view = section.view
    index = section.model.index(row, column)
    view.setCurrentIndex(index)
    view.setFocus()
    view.edit(index)
    editor = view.indexWidget(index)
    assert editor is not None, "the cell did not open for editing"
    return editor


def commit(qtbot, section: ListPanel, editor: Any) -> None:
    """Tab out of the editor (committing it), then leave the next cell's editor unchanged."""
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    following = section.view.indexWidget(section.view.currentIndex())
    if following is not None:
        qtbot.keyClick(following, Qt.Key.Key_Escape)


def set_cell(qtbot, section: ListPanel, row: int, column: int, value: Any) -> None:
    """Type ``value`` into a cell's editor and commit it with Tab."""
    editor = open_cell(section, row, column)
    if isinstance(editor, QLineEdit):
        editor.setText(value)  # QTest types ASCII only
    elif isinstance(editor, QSpinBox):
        editor.setValue(value)
    elif isinstance(editor, QComboBox) and editor.isEditable():
        editor.setEditText(value)
    else:
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(editor.findText(value))
    commit(qtbot, section, editor)


def add_row(qtbot, section: ListPanel, name: str) -> None:
    """Click the section's Add button and type the new row's name."""
    qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)
    name_editor = section.view.indexWidget(section.view.currentIndex())
    assert name_editor is not None, "a new row opens its name for typing"
    if isinstance(name_editor, QComboBox):
        name_editor.setEditText(name)
    else:
        name_editor.setText(name)
    commit(qtbot, section, name_editor)


def fill_sheet(qtbot, window: MainWindow) -> None:
    """Build FULL_SHEET through the widgets, one field at a time."""
    editor = sheet(window)
    editor.proficiency.setFocus()
    editor.proficiency.selectAll()
    qtbot.keyClicks(editor.proficiency, "3")
    qtbot.keyClick(editor.proficiency, Qt.Key.Key_Return)

    skills = editor.skills
    add_row(qtbot, skills, "Šerm")
    set_cell(qtbot, skills, 0, 1, "Ability")
    set_cell(qtbot, skills, 0, 2, 4)
    set_cell(qtbot, skills, 0, 4, 2)
    add_row(qtbot, skills, "Historie")
    set_cell(qtbot, skills, 1, 1, "Knowledge")
    set_cell(qtbot, skills, 1, 2, 2)
    skills.select_row(1)
    qtbot.mouseClick(skills.up_button, Qt.MouseButton.LeftButton)

    add_row(qtbot, editor.capacities, "Síla")
    set_cell(qtbot, editor.capacities, 0, 1, 5)

    scars = editor.scars
    add_row(qtbot, scars, "Tělo")
    set_cell(qtbot, scars, 0, 1, 6)
    scars.view.setCurrentIndex(scars.model.index(0, 2))
    qtbot.keyClick(scars.view, Qt.Key.Key_Space)
    add_row(qtbot, editor.damage, "stun")
    set_cell(qtbot, editor.damage, 0, 1, 3)
    add_row(qtbot, editor.damage, "oheň")

    items = editor.equipment
    add_row(qtbot, items, "Pistole")
    set_cell(qtbot, items, 0, 1, 5)
    set_cell(qtbot, items, 0, 2, 1)
    set_cell(qtbot, items, 0, 3, -2)
    set_cell(qtbot, items, 0, 4, 1)
    set_cell(qtbot, items, 0, 5, "lethal (X)")


def shown(section: ListPanel) -> list[list[str]]:
    """The table's cells as the user reads them."""
    model = section.model
    return [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


# --- Proficiency and banks ---------------------------------------------------------------


def test_a_new_character_shows_its_sheet(window: MainWindow) -> None:
    editor = sheet(window)
    assert window.character_page.editor_stack.currentWidget() is editor
    assert editor.isVisible() and editor.proficiency.value() == 1
    assert [label.text() for label in editor.bank_values.values()] == ["<b>3</b> dice"] * 3
    assert editor.damage_group.isEnabled() is False


def test_banks_follow_proficiency_as_typed_and_the_edit_is_saved_when_finished(
    qtbot, window: MainWindow
) -> None:
    editor = sheet(window)
    editor.proficiency.setFocus()
    editor.proficiency.selectAll()
    qtbot.keyClicks(editor.proficiency, "4")
    assert editor.bank_values[next(iter(editor.bank_values))].text() == "<b>6</b> dice"
    assert stored(window)["proficiency"] == 1, "nothing is saved while typing"
    qtbot.keyClick(editor.proficiency, Qt.Key.Key_Return)
    assert stored(window)["proficiency"] == 4
    assert window.controller.undo_stack.undoText() == "Raise Proficiency to 4"
    qtbot.keyClick(editor.proficiency, Qt.Key.Key_Down)
    assert stored(window)["proficiency"] == 3
    assert window.controller.undo_stack.undoText() == "Lower Proficiency to 3"
    window.named_actions["undo"].trigger()
    window.named_actions["undo"].trigger()
    assert editor.proficiency.value() == 1 and stored(window)["proficiency"] == 1
    assert {label.text() for label in editor.bank_values.values()} == {"<b>3</b> dice"}
    window.named_actions["redo"].trigger()
    assert editor.proficiency.value() == 4
    assert {label.text() for label in editor.bank_values.values()} == {"<b>6</b> dice"}


# --- every part of the sheet --------------------------------------------------------------


def test_skills_are_added_edited_reordered_and_removed(qtbot, window: MainWindow) -> None:
    skills = sheet(window).skills
    add_row(qtbot, skills, "Šerm")
    assert stored(window)["skills"] == [
        {"name": "Šerm", "kind": "talent", "level": 1, "practice_xp": 0}
    ]
    # In the kind's list an arrow key picks the next kind, and that is meant at once.
    kind_editor = open_cell(skills, 0, 1)
    qtbot.keyClick(kind_editor, Qt.Key.Key_Down)
    assert stored(window)["skills"][0]["kind"] == "ability"
    set_cell(qtbot, skills, 0, 2, 4)
    assert window.controller.undo_stack.undoText() == "Raise level of skill 'Šerm' to 4"
    assert shown(skills)[0] == ["Šerm", "Ability", "4", "6+ / 10+", "0"]
    set_cell(qtbot, skills, 0, 4, 2)
    add_row(qtbot, skills, "Historie")
    set_cell(qtbot, skills, 1, 1, "Knowledge")
    assert [s["name"] for s in stored(window)["skills"]] == ["Šerm", "Historie"]

    skills.view.setFocus()
    qtbot.keyClick(skills.view, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert [s["name"] for s in stored(window)["skills"]] == ["Historie", "Šerm"]
    assert skills.current_row() == 0, "the chosen row moves with its skill"
    assert window.controller.undo_stack.undoText() == "Move skill 'Historie' up"

    qtbot.keyClick(skills.view, Qt.Key.Key_Delete)
    assert [s["name"] for s in stored(window)["skills"]] == ["Šerm"]
    assert len(window.controller.campaign.summaries()) == 1, "Delete in a table keeps the character"
    qtbot.keyClick(skills.view, Qt.Key.Key_Insert)
    assert [s["name"] for s in stored(window)["skills"]] == ["Šerm", "New skill"]
    qtbot.keyClick(skills.view.indexWidget(skills.model.index(1, 0)), Qt.Key.Key_Escape)
    qtbot.keyClick(skills.view, Qt.Key.Key_Delete)
    qtbot.mouseClick(skills.remove_button, Qt.MouseButton.LeftButton)
    assert stored(window)["skills"] == [] and not skills.remove_button.isEnabled()


def test_tab_commits_a_cell_and_edits_the_next(qtbot, window: MainWindow) -> None:
    skills = sheet(window).skills
    qtbot.mouseClick(skills.add_button, Qt.MouseButton.LeftButton)
    name_editor = skills.view.indexWidget(skills.model.index(0, 0))
    assert isinstance(name_editor, QLineEdit) and name_editor.selectedText() == "New skill"
    name_editor.setText("Plavání")
    qtbot.keyClick(name_editor, Qt.Key.Key_Tab)
    assert stored(window)["skills"][0]["name"] == "Plavání"
    assert isinstance(skills.view.indexWidget(skills.model.index(0, 1)), QComboBox)


def test_capacity_attributes_show_their_base_power(qtbot, window: MainWindow) -> None:
    capacities = sheet(window).capacities
    add_row(qtbot, capacities, "Síla")
    set_cell(qtbot, capacities, 0, 1, 5)
    assert stored(window)["capacities"] == [{"name": "Síla", "value": 5}]
    assert shown(capacities) == [["Síla", "5", "2"]]  # B-20: 5 halved, rounded down


def test_scars_take_damage_on_their_track(qtbot, window: MainWindow) -> None:
    editor = sheet(window)
    scars = editor.scars
    add_row(qtbot, scars, "Tělo")
    set_cell(qtbot, scars, 0, 1, 6)
    scars.view.setCurrentIndex(scars.model.index(0, 2))
    qtbot.keyClick(scars.view, Qt.Key.Key_Space)
    assert stored(window)["scars"] == [{"name": "Tělo", "boxes": 6, "burnable": True, "damage": {}}]
    assert window.controller.undo_stack.undoText() == "Allow burning Scar 'Tělo'"
    assert editor.damage_group.isEnabled() and "Tělo" in editor.damage_group.title()

    add_row(qtbot, editor.damage, "stun")
    set_cell(qtbot, editor.damage, 0, 1, 5)
    add_row(qtbot, editor.damage, "lethal")
    set_cell(qtbot, editor.damage, 1, 1, 3)
    assert stored(window)["scars"][0]["damage"] == {"stun": 5, "lethal": 3}
    assert window.controller.undo_stack.undoText() == (
        "Scar 'Tělo': Raise points of damage type 'lethal' to 3"
    )
    assert editor.track.scar is not None and editor.track.scar.total == 8
    assert editor.track_text.text() == "stun 5, lethal 3: 2 over the 6 boxes"
    assert shown(editor.damage) == [["stun (/)", "5"], ["lethal (X)", "3"]]

    set_cell(qtbot, editor.damage, 1, 0, "oheň")
    editor.damage.select_row(0)
    qtbot.mouseClick(editor.damage.remove_button, Qt.MouseButton.LeftButton)
    assert stored(window)["scars"][0]["damage"] == {"oheň": 3}
    assert editor.track_text.text() == "oheň 3: 3 of 6 boxes free"


def test_the_damage_list_follows_the_chosen_scar(qtbot, window: MainWindow) -> None:
    editor = sheet(window)
    add_row(qtbot, editor.scars, "Tělo")
    add_row(qtbot, editor.damage, "stun")
    add_row(qtbot, editor.scars, "Mysl")
    assert editor.scars.current_row() == 1 and shown(editor.damage) == []
    editor.scars.select_row(0)
    assert shown(editor.damage) == [["stun (/)", "1"]] and editor.track_text.text().startswith(
        "stun 1"
    )


def test_equipment_with_and_without_its_own_power(qtbot, window: MainWindow) -> None:
    items = sheet(window).equipment
    add_row(qtbot, items, "Pistole")
    assert shown(items) == [["Pistole", "none", "0", "0", "0", "stun (/)"]]
    set_cell(qtbot, items, 0, 1, 5)
    set_cell(qtbot, items, 0, 2, 1)
    set_cell(qtbot, items, 0, 3, -2)
    set_cell(qtbot, items, 0, 4, 1)
    set_cell(qtbot, items, 0, 5, "lethal (X)")
    assert stored(window)["equipment"] == FULL_SHEET["equipment"]
    assert shown(items) == [["Pistole", "5", "+1", "−2", "1", "lethal (X)"]]
    power_editor = open_cell(items, 0, 1)
    assert isinstance(power_editor, QSpinBox)
    power_editor.setValue(power_editor.minimum())
    assert power_editor.text() == "none"
    commit(qtbot, items, power_editor)
    assert stored(window)["equipment"][0]["power"] is None


# --- refusals ------------------------------------------------------------------------------


def test_a_duplicate_or_empty_name_is_explained_and_changes_nothing(
    qtbot, window: MainWindow
) -> None:
    skills = sheet(window).skills
    add_row(qtbot, skills, "Šerm")
    add_row(qtbot, skills, "Jízda")
    before, steps = stored(window), window.controller.undo_stack.count()
    set_cell(qtbot, skills, 1, 0, "šERM")
    assert skills.problem.isVisibleTo(skills)
    assert skills.problem.text() == "Another skill is already named 'Šerm'."
    set_cell(qtbot, skills, 1, 0, "   ")
    assert skills.problem.text() == "Every skill needs a name."
    assert stored(window) == before and window.controller.undo_stack.count() == steps
    assert shown(skills)[1][0] == "Jízda"
    set_cell(qtbot, skills, 1, 0, "Jízda na koni")
    assert not skills.problem.isVisibleTo(skills), "a saved edit clears the message"


def test_refused_damage_types_and_item_fields_are_explained(qtbot, window: MainWindow) -> None:
    editor = sheet(window)
    add_row(qtbot, editor.scars, "Tělo")
    add_row(qtbot, editor.damage, "stun")
    add_row(qtbot, editor.damage, "lethal")
    add_row(qtbot, editor.equipment, "Meč")
    before, steps = stored(window), window.controller.undo_stack.count()
    set_cell(qtbot, editor.damage, 1, 0, "stun")
    assert editor.damage.problem.text() == "Another damage type is already named 'stun'."
    set_cell(qtbot, editor.equipment, 0, 5, " ")
    assert editor.equipment.problem.text() == "The damage type of item 'Meč' cannot be empty."
    assert stored(window) == before and window.controller.undo_stack.count() == steps


def test_values_are_held_to_the_models_ranges(window: MainWindow) -> None:
    editor = sheet(window)
    editor.equipment.add()
    editor.scars.add()
    editor.skills.add()
    limits = {
        (editor.equipment, 2): (-3, 3),  # B-50
        (editor.equipment, 3): (-3, 3),
        (editor.scars, 1): (1, MAX_BOXES),  # the sheet's ranges, not a fixed 999
        (editor.skills, 2): (0, MAX_LEVEL),
    }
    for (section, column), expected in limits.items():
        spin = open_cell(section, 0, column)
        assert (spin.minimum(), spin.maximum()) == expected
        assert section.model.headerData(column, Qt.Orientation.Horizontal, TOOLTIP)
        section.view.closeEditor(spin, QAbstractItemDelegate.EndEditHint.RevertModelCache)
    assert editor.proficiency.minimum() == 0
    assert "B-31" in editor.proficiency.toolTip()


# --- undo, redo, reopening -------------------------------------------------------------------


@pytest.mark.slow
def test_every_edit_undoes_and_redoes_and_survives_reopening(
    qtbot, window: MainWindow, campaign_path: Path, open_window
) -> None:
    blank = stored(window)
    steps = window.controller.undo_stack.count()
    fill_sheet(qtbot, window)
    assert stored(window) == FULL_SHEET
    edits = window.controller.undo_stack.count() - steps
    assert edits == 29  # one undo step per field changed
    for _ in range(edits):
        window.named_actions["undo"].trigger()
    assert stored(window) == blank
    assert shown(sheet(window).skills) == [] and sheet(window).proficiency.value() == 1
    for _ in range(edits):
        window.named_actions["redo"].trigger()
    assert stored(window) == FULL_SHEET
    character_id = window.character_page.row.id
    window.controller.close()

    reopened = open_window(campaign_path)
    reopened.select_character(character_id)
    editor = sheet(reopened)
    assert stored(reopened) == FULL_SHEET
    assert editor.proficiency.value() == 3
    assert shown(editor.skills) == [
        ["Historie", "Knowledge", "2", "8+ / 10+", "0"],
        ["Šerm", "Ability", "4", "6+ / 10+", "2"],
    ]
    assert shown(editor.capacities) == [["Síla", "5", "2"]]
    assert shown(editor.scars)[0][:2] == ["Tělo", "6"]
    assert (
        editor.scars.model.index(0, 2).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    )
    assert shown(editor.damage) == [["stun (/)", "3"], ["oheň (O)", "1"]]
    assert shown(editor.equipment) == [["Pistole", "5", "+1", "−2", "1", "lethal (X)"]]


# --- the editor on its own -------------------------------------------------------------------


def test_showing_a_character_proposes_nothing_and_the_models_are_sound(
    qtbot, qtmodeltester
) -> None:
    editor = DiceBanksEditor()
    qtbot.addWidget(editor)
    character = DiceBanksCharacter.from_json({"name": "Ada", **FULL_SHEET})
    with qtbot.assertNotEmitted(editor.edited):
        editor.show_character(character)
        editor.show_character(character)
    for section in (*editor.sections.values(), editor.damage):
        qtmodeltester.check(section.model)
    assert shown(editor.damage) == [["stun (/)", "3"], ["oheň (O)", "1"]]


def test_the_editor_stops_at_the_sheet_ranges(qtbot) -> None:
    """Issue 14 item 3: the spin boxes read the sheet's ranges (B-06: a bank of at most 30)."""
    editor = DiceBanksEditor()
    qtbot.addWidget(editor)
    assert editor.proficiency.maximum() == MAX_PROFICIENCY == 28
