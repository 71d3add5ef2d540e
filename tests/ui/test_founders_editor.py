"""The Founders editors driven through the real window: a Founder's traits, consequences and
adversity tokens, and the Director's suspicion points, scene and circumstances (F-01, F-02)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QWidget

from deskapp.core.store import CampaignFile
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersGameMaster,
    Scene,
    Tag,
)
from deskapp.systems.founders.ui.editor import DirectorEditor, FounderEditor
from deskapp.ui.editors.lists import ListPanel
from deskapp.ui.editors.registry import Editors
from deskapp.ui.editors.tables import BoundedSpinBox
from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(warnings="record")


# --- driving the widgets ----------------------------------------------------------------


def new_founder(window: MainWindow) -> FounderEditor:
    window.named_actions["new_founders"].trigger()
    editor = window.character_page.editors["founders"]
    assert editor.isVisibleTo(window)
    return editor


def director(window: MainWindow) -> DirectorEditor:
    window.campaign_list.setCurrentIndex(window.character_model.index_of_game_master("founders"))
    editor = window.character_page.gm_editors["founders"]
    assert editor.isVisibleTo(window)
    return editor


def add_row(qtbot, panel: ListPanel, name: str, number: str = "", bad: bool = False) -> None:
    """Type a row into the entry fields under the table and click Add."""
    panel.name_edit.clear()
    panel.name_edit.insert(name)  # QTest types ASCII only
    if number:
        spin = next(f for f in panel.entry_fields.values() if isinstance(f, BoundedSpinBox))
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, number)
    if bad:
        kind = panel.entry_fields["kind"]
        assert isinstance(kind, QComboBox)
        qtbot.keyClick(kind, Qt.Key.Key_Down)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)


def stored_founder(window: MainWindow) -> Founder:
    row = window.controller.campaign.character(window.character_page.row.id)
    return Founder.from_json({**row.data, "name": row.name})


def stored_director(window: MainWindow) -> FoundersGameMaster:
    return FoundersGameMaster.from_json(window.controller.campaign.game_master("founders"))


def shown_tags(panel: ListPanel) -> list[tuple[str, str]]:
    table = panel.model
    return [
        (table.index(row, 0).data(), table.index(row, 1).data()) for row in range(table.rowCount())
    ]


# --- the Founder -------------------------------------------------------------------------


def test_the_registry_finds_both_founders_editors(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    assert type(Editors(parent)["founders"]) is FounderEditor
    assert type(Editors(parent, "GM_EDITOR")["founders"]) is DirectorEditor


def test_f01_traits_are_added_renamed_scored_and_removed_through_the_widgets(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_founder(window)
    traits = editor.traits
    add_row(qtbot, traits, "Odvážný", "2")
    add_row(qtbot, traits, "Inženýrka")
    add_row(qtbot, traits, "Lstivá")
    assert stored_founder(window).traits == (Tag("Odvážný", 2), Tag("Inženýrka"), Tag("Lstivá"))
    assert traits.name_edit.text() == "" and traits.view.currentIndex().row() == 2

    cells.edit_number(traits, 0, 1, "3")
    assert window.controller.undo_stack.undoText() == "Raise trait 'Odvážný' to 3"
    cells.edit_text(traits, 1, "Inženýrka robotiky")
    assert window.controller.undo_stack.undoText() == (
        "Rename trait 'Inženýrka' to 'Inženýrka robotiky'"
    )
    traits.view.setCurrentIndex(traits.model.index(2, 0))
    qtbot.mouseClick(traits.remove_button, Qt.MouseButton.LeftButton)

    assert stored_founder(window).traits == (Tag("Odvážný", 3), Tag("Inženýrka robotiky"))
    assert shown_tags(traits) == [("Odvážný", "3"), ("Inženýrka robotiky", "1")]
    assert not editor.problem.isVisibleTo(editor)


def test_f14_consequences_and_adversity_tokens_through_the_widgets(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_founder(window)
    add_row(qtbot, editor.consequences, "Zraněná", "2")
    add_row(qtbot, editor.consequences, "Hledaná")
    cells.edit_number(editor.consequences, 1, 1, "4")
    cells.type_number(editor.adversity, "3")
    assert window.controller.undo_stack.undoText() == "Set adversity tokens to 3"
    qtbot.keyClick(editor.adversity, Qt.Key.Key_Down)

    founder = stored_founder(window)
    assert founder.consequences == (Tag("Zraněná", 2), Tag("Hledaná", 4))
    assert founder.adversity == 2 and founder.traits == ()
    assert editor.adversity.value() == 2


def test_traits_are_reordered_by_buttons_keys_and_drag_and_drop(qtbot, window: MainWindow) -> None:
    editor = new_founder(window)
    traits = editor.traits
    for name in ("Ana", "Bystrá", "Čilá"):
        add_row(qtbot, traits, name)

    traits.view.setCurrentIndex(traits.model.index(0, 0))
    assert not traits.up_button.isEnabled()
    qtbot.mouseClick(traits.down_button, Qt.MouseButton.LeftButton)
    assert [t.name for t in stored_founder(window).traits] == ["Bystrá", "Ana", "Čilá"]
    assert window.controller.undo_stack.undoText() == "Move trait 'Ana' down"
    assert traits.view.currentIndex().row() == 1  # the selection follows the moved trait

    qtbot.keyClick(traits.view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert [t.name for t in stored_founder(window).traits] == ["Ana", "Bystrá", "Čilá"]

    # What the view hands the model when a row is dragged onto the last one …
    table = traits.model
    mime = table.mimeData([table.index(0, 0)])
    assert table.dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, table.index(2, 0))
    assert [t.name for t in stored_founder(window).traits] == ["Bystrá", "Čilá", "Ana"]
    assert traits.view.currentIndex().row() == 2
    # … and into the gap above the first one.
    mime = table.mimeData([table.index(2, 1)])
    assert table.dropMimeData(mime, Qt.DropAction.MoveAction, 0, 0, QModelIndex())
    assert [t.name for t in stored_founder(window).traits] == ["Ana", "Bystrá", "Čilá"]


def test_delete_in_the_table_removes_the_trait_not_the_character(qtbot, window: MainWindow) -> None:
    editor = new_founder(window)
    add_row(qtbot, editor.traits, "Odvážný")
    add_row(qtbot, editor.traits, "Chytrá")
    editor.traits.view.setCurrentIndex(editor.traits.model.index(0, 0))
    qtbot.keyClick(editor.traits.view, Qt.Key.Key_Delete)
    assert len(window.controller.campaign.summaries()) == 1
    assert stored_founder(window).traits == (Tag("Chytrá"),)


def test_every_founder_edit_is_undone_and_redone_through_the_window(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_founder(window)
    add_row(qtbot, editor.traits, "Odvážný")
    cells.edit_number(editor.traits, 0, 1, "2")
    add_row(qtbot, editor.consequences, "Zraněná")
    cells.type_number(editor.adversity, "1")
    done = stored_founder(window)

    for _ in range(4):
        window.named_actions["undo"].trigger()
    assert stored_founder(window) == Founder(done.name)
    assert shown_tags(editor.traits) == [] and editor.adversity.value() == 0
    window.named_actions["redo"].trigger()
    window.named_actions["redo"].trigger()
    assert shown_tags(editor.traits) == [("Odvážný", "2")]
    assert shown_tags(editor.consequences) == []
    window.named_actions["redo"].trigger()
    window.named_actions["redo"].trigger()
    assert stored_founder(window) == done
    assert shown_tags(editor.consequences) == [("Zraněná", "1")] and editor.adversity.value() == 1


def test_a_founder_is_all_there_after_closing_and_reopening_the_campaign(
    qtbot, window: MainWindow, tmp_path: Path, cells
) -> None:
    editor = new_founder(window)
    founder_id = window.character_page.row.id
    add_row(qtbot, editor.traits, "Odvážný", "3")
    add_row(qtbot, editor.traits, "Inženýrka")
    add_row(qtbot, editor.consequences, "Zraněná", "2")
    cells.type_number(editor.adversity, "4")
    expected = Founder(
        "New founders character",
        (Tag("Odvážný", 3), Tag("Inženýrka")),
        (Tag("Zraněná", 2),),
        adversity=4,
    )

    assert window.switch_campaign(tmp_path / "other.carddesk")
    with CampaignFile.open(tmp_path / "c.carddesk") as reopened:
        row = reopened.character(founder_id)
        assert Founder.from_json({**row.data, "name": row.name}) == expected
    assert window.switch_campaign(tmp_path / "c.carddesk")
    window.select_character(founder_id)
    assert shown_tags(editor.traits) == [("Odvážný", "3"), ("Inženýrka", "1")]
    assert shown_tags(editor.consequences) == [("Zraněná", "2")]
    assert editor.adversity.value() == 4


def test_a_duplicate_trait_name_is_refused_with_a_message_and_changes_nothing(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_founder(window)
    add_row(qtbot, editor.traits, "Odvážný")
    add_row(qtbot, editor.traits, "Chytrá")
    steps = window.controller.undo_stack.count()

    add_row(qtbot, editor.traits, "  odvážný ")  # same name to a player: case and spacing
    assert editor.problem.isVisibleTo(editor)
    assert editor.problem.text() == "This Founder already has the trait 'Odvážný'."
    assert editor.traits.name_edit.text() == "  odvážný "  # kept, to be corrected

    cells.edit_text(editor.traits, 1, "ODVÁŽNÝ")
    assert editor.problem.text() == "This Founder already has the trait 'Odvážný'."
    assert shown_tags(editor.traits) == [("Odvážný", "1"), ("Chytrá", "1")]
    assert window.controller.undo_stack.count() == steps
    assert stored_founder(window).traits == (Tag("Odvážný"), Tag("Chytrá"))

    # A consequence may share a trait's name: they are separate lists (F-01).
    add_row(qtbot, editor.consequences, "Odvážný")
    assert stored_founder(window).consequences == (Tag("Odvážný"),)
    assert not editor.problem.isVisibleTo(editor)


def test_an_empty_name_is_refused(qtbot, window: MainWindow, cells) -> None:
    editor = new_founder(window)
    add_row(qtbot, editor.traits, "Odvážný")
    steps = window.controller.undo_stack.count()
    qtbot.mouseClick(editor.traits.add_button, Qt.MouseButton.LeftButton)  # nothing typed yet
    assert editor.problem.text() == "Every trait needs a name."
    assert window.controller.undo_stack.count() == steps
    editor.traits.name_edit.setText("   ")
    qtbot.keyClick(editor.traits.name_edit, Qt.Key.Key_Return)
    assert editor.problem.text() == "Every trait needs a name."
    cells.edit_text(editor.traits, 0, "")
    assert stored_founder(window).traits == (Tag("Odvážný"),)


def test_f01_a_score_below_one_is_explained_and_changes_nothing(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_founder(window)
    add_row(qtbot, editor.traits, "Odvážný", "2")
    steps = window.controller.undo_stack.count()

    cells.edit_number(editor.traits, 0, 1, "0")
    assert editor.problem.text() == "A score is a whole number from 1 to 99 (F-01)."
    assert shown_tags(editor.traits) == [("Odvážný", "2")]

    add_row(qtbot, editor.traits, "Chytrá", "0")
    assert editor.problem.text() == "A score is a whole number from 1 to 99 (F-01)."
    assert editor.traits.name_edit.text() == "Chytrá"
    assert window.controller.undo_stack.count() == steps
    assert stored_founder(window).traits == (Tag("Odvážný", 2),)


def test_adversity_tokens_stay_within_their_range(qtbot, window: MainWindow, cells) -> None:
    editor = new_founder(window)
    qtbot.keyClick(editor.adversity, Qt.Key.Key_Down)  # already at the least, 0
    assert window.controller.undo_stack.count() == 1  # only the new character
    cells.type_number(editor.adversity, "100")
    assert editor.problem.text() == "Adversity tokens are a whole number from 0 to 99."
    assert stored_founder(window).adversity == 0 and editor.adversity.value() == 0


def test_showing_a_founder_proposes_nothing(qtbot) -> None:
    editor = FounderEditor()
    qtbot.addWidget(editor)
    founder = Founder("Ana", (Tag("Odvážný", 2),), (Tag("Zraněná"),), adversity=3)
    with qtbot.assertNotEmitted(editor.edited):
        editor.show_character(founder)
        editor.show_character(Founder("Bára"))
        editor.show_character(founder)
    assert shown_tags(editor.traits) == [("Odvážný", "2")] and editor.adversity.value() == 3
    with qtbot.waitSignal(editor.edited) as proposal:
        qtbot.keyClick(editor.adversity, Qt.Key.Key_Up)
    assert proposal.args == [founder.gain_adversity(), "Set adversity tokens to 4"]


def test_the_tables_are_correct_qt_models(qtmodeltester) -> None:
    founder_editor = FounderEditor()
    founder_editor.show_character(Founder("Ana", (Tag("Odvážný", 2), Tag("Chytrá"))))
    qtmodeltester.check(founder_editor.traits.model)
    director_editor = DirectorEditor()
    director_editor.show_character(
        FoundersGameMaster(
            Director(1), Scene("Útěk", (Circumstance("Tma", "bad"), Circumstance("Plán", "good")))
        )
    )
    qtmodeltester.check(director_editor.circumstances.model)


# --- the Director ------------------------------------------------------------------------


def test_f16_suspicion_and_the_scene_name_through_the_widgets(
    qtbot, window: MainWindow, cells
) -> None:
    editor = director(window)
    assert editor.suspicion.value() == 0 and editor.scene_name.text() == "Scene 1"
    cells.type_number(editor.suspicion, "2")
    qtbot.keyClick(editor.suspicion, Qt.Key.Key_Up)
    editor.scene_name.clear()
    editor.scene_name.insert("Útěk z laboratoře")
    qtbot.keyClick(editor.scene_name, Qt.Key.Key_Return)

    assert stored_director(window) == FoundersGameMaster(Director(3), Scene("Útěk z laboratoře"))
    assert window.controller.undo_stack.undoText() == "Rename scene to 'Útěk z laboratoře'"


def test_f02_circumstances_added_renamed_valued_turned_and_removed(
    qtbot, window: MainWindow, cells
) -> None:
    editor = director(window)
    panel = editor.circumstances
    add_row(qtbot, panel, "Časová tíseň", "2", bad=True)
    add_row(qtbot, panel, "Tma", bad=True)
    add_row(qtbot, panel, "Připravený plán")
    assert stored_director(window).scene.circumstances == (
        Circumstance("Časová tíseň", "bad", 2),
        Circumstance("Tma", "bad"),
        Circumstance("Připravený plán", "good"),
    )

    cells.edit_text(panel, 1, "Úplná tma")
    cells.edit_number(panel, 2, 2, "3")
    assert window.controller.undo_stack.undoText() == "Raise circumstance 'Připravený plán' to 3"
    kind = cells.open(panel, 0, 1)
    assert isinstance(kind, QComboBox)
    qtbot.keyClick(kind, Qt.Key.Key_Up)  # picking a kind saves it at once
    assert window.controller.undo_stack.undoText() == "Make circumstance 'Časová tíseň' good"
    panel.view.setCurrentIndex(panel.model.index(1, 0))
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)

    scene = stored_director(window).scene
    assert scene.circumstances == (
        Circumstance("Časová tíseň", "good", 2),
        Circumstance("Připravený plán", "good", 3),
    )
    assert [panel.model.index(row, 1).data() for row in range(2)] == ["Good", "Good"]
    assert [item.index_card() for item in scene.circumstances] == [
        ("Časová tíseň", "+2"),
        ("Připravený plán", "+3"),
    ]


def test_f32_a_new_scene_leaves_the_old_circumstances_behind(
    qtbot, window: MainWindow, cells
) -> None:
    editor = director(window)
    add_row(qtbot, editor.circumstances, "Tma", bad=True)
    cells.type_number(editor.suspicion, "2")
    qtbot.mouseClick(editor.new_scene_button, Qt.MouseButton.LeftButton)
    assert stored_director(window) == FoundersGameMaster(Director(2), Scene("New scene"))
    assert editor.circumstances.model.rowCount() == 0
    window.named_actions["undo"].trigger()
    assert stored_director(window).scene.circumstances == (Circumstance("Tma", "bad"),)


def test_director_edits_are_undone_redone_and_kept_in_the_file(
    qtbot, window: MainWindow, tmp_path: Path, cells
) -> None:
    editor = director(window)
    add_row(qtbot, editor.circumstances, "Časová tíseň", "2", bad=True)
    cells.edit_number(editor.circumstances, 0, 2, "1")
    cells.type_number(editor.suspicion, "1")
    done = stored_director(window)

    window.named_actions["undo"].trigger()
    window.named_actions["undo"].trigger()
    assert stored_director(window).director.suspicion == 0
    assert editor.suspicion.value() == 0
    assert editor.circumstances.model.index(0, 2).data() == "2"
    window.named_actions["undo"].trigger()
    assert editor.circumstances.model.rowCount() == 0
    for _ in range(3):
        window.named_actions["redo"].trigger()
    assert stored_director(window) == done

    assert window.switch_campaign(tmp_path / "other.carddesk")
    with CampaignFile.open(tmp_path / "c.carddesk") as reopened:
        assert FoundersGameMaster.from_json(reopened.game_master("founders")) == done
    assert window.switch_campaign(tmp_path / "c.carddesk")
    editor = director(window)
    assert editor.suspicion.value() == 1
    assert [editor.circumstances.model.index(0, c).data() for c in range(3)] == [
        "Časová tíseň",
        "Bad",
        "1",
    ]


def test_refused_director_edits_show_a_message_and_change_nothing(
    qtbot, window: MainWindow, cells
) -> None:
    editor = director(window)
    panel = editor.circumstances
    add_row(qtbot, panel, "Tma", bad=True)
    before = stored_director(window)
    steps = window.controller.undo_stack.count()

    add_row(qtbot, panel, "TMA")
    assert editor.problem.text() == "The scene already has the circumstance 'Tma'."
    cells.edit_number(panel, 0, 2, "0")
    assert editor.problem.text() == (
        "A circumstance's value is a whole number from 1 to 99 (F-31)."
    )
    editor.scene_name.setText("  ")
    qtbot.keyClick(editor.scene_name, Qt.Key.Key_Return)
    assert editor.problem.text() == "A scene needs a name."
    assert editor.scene_name.text() == "Scene 1"

    assert editor.problem.isVisibleTo(editor)
    assert window.controller.undo_stack.count() == steps
    assert stored_director(window) == before


def test_a_value_the_model_refuses_is_explained_and_not_proposed(qtbot) -> None:
    editor = FounderEditor()
    qtbot.addWidget(editor)
    editor.show_character(Founder("Ana", (Tag("Odvážný", 2),)))
    with qtbot.assertNotEmitted(editor.edited):
        assert not editor.traits.model.setData(editor.traits.model.index(0, 1), "tři")
        assert "score must be a whole number from 1 to 99" in editor.problem.text()
        assert not editor.offer(lambda: Founder("   "), "Rename")
    assert editor.problem.text() == "founder: name must not be empty"
    assert shown_tags(editor.traits) == [("Odvážný", "2")]


def test_the_editors_stop_at_the_sheets_own_ranges(qtbot, monkeypatch) -> None:
    """Issue 14 item 3: each number box and column reads its field's maximum from the sheet
    (tokens, scores, values), not the editors' shared default."""
    from deskapp.systems.founders.ui import editor as founders_editor  # noqa: PLC0415

    monkeypatch.setattr(founders_editor, "MAX_TOKENS", 7)
    monkeypatch.setattr(founders_editor, "MAX_SCORE", 5)
    founder, director_editor = FounderEditor(), DirectorEditor()
    qtbot.addWidget(founder)
    qtbot.addWidget(director_editor)
    assert founder.adversity.maximum() == 7 and director_editor.suspicion.maximum() == 7
    score = next(column for column in founder.traits.model.columns if column.field == "score")
    value = next(
        column for column in director_editor.circumstances.model.columns if column.field == "value"
    )
    assert score.maximum == value.maximum == 5
