"""The Agents editors driven through the real window: an Agent's aspects, relationships,
reserves, equipment, appearance and notes (A-01 … A-05, A-24, A-40), and the Coordinator's
threat cards, reserves and starting Threat level (A-06 … A-08)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from deskapp.core import systems
from deskapp.core.store import CampaignFile
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    AspectKind,
    Coordinator,
    Equipment,
    Relation,
    Relationship,
    RelationshipChange,
    ThreatCard,
    Threatened,
)
from deskapp.systems.agents.ui.editor import AgentEditor, CoordinatorEditor
from deskapp.ui.editors.columns import OptionCombo
from deskapp.ui.editors.lists import ListPanel
from deskapp.ui.editors.registry import Editors
from deskapp.ui.editors.tables import TextBox
from deskapp.ui.main_window import MainWindow

from .test_new_gm_review import new_character

BLANK = "New agents character"
A_DAY = date(2026, 3, 14)


# Active, so that leaving a text box moves the focus and saves what was typed.
pytestmark = pytest.mark.window(warnings="record", active=True)


# --- driving the widgets ----------------------------------------------------------------


def new_agent(window: MainWindow) -> AgentEditor:
    new_character(window, "agents", "First aspect")  # its first aspect asked and typed
    editor = window.character_page.editors["agents"]
    assert editor.isVisibleTo(window)
    editor.relationships.today = lambda: A_DAY
    return editor


def coordinator(window: MainWindow) -> CoordinatorEditor:
    window.campaign_list.setCurrentIndex(window.character_model.index_of_game_master("agents"))
    editor = window.character_page.gm_editors["agents"]
    assert editor.isVisibleTo(window)
    return editor


def show_tab(editor: AgentEditor, tab: QWidget) -> None:
    editor.tabs.setCurrentWidget(tab)
    assert tab.isVisibleTo(editor)


def add_row(qtbot, panel: ListPanel, name: str, choice: object = None) -> None:
    """Type a card into the entry row under the table (and pick its choice), then click Add."""
    panel.name_edit.clear()
    panel.name_edit.insert(name)  # QTest types ASCII only
    if choice is not None:
        combo = next(
            widget for widget in panel.entry_fields.values() if isinstance(widget, OptionCombo)
        )
        combo.set_value(choice)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)


def choose_in_cell(cells, panel: ListPanel, row: int, column: int, key: Qt.Key) -> None:
    """Open a choice cell and step to the next or previous choice, which saves it at once."""
    editor = cells.open(panel, row, column)
    assert isinstance(editor, QComboBox)
    cells.qtbot.keyClick(editor, key)
    cells.closed(panel, row, column)


def tick(qtbot, panel: ListPanel, row: int, column: int) -> None:
    """Toggle a tick box with the keyboard, as a user does: go to the cell, press Space."""
    panel.view.setCurrentIndex(panel.model.index(row, column))
    qtbot.keyClick(panel.view, Qt.Key.Key_Space)


def click(qtbot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def write_text(qtbot, box: TextBox, text: str) -> None:
    """Type into a text box and leave it with Tab, which saves what was typed."""
    box.setFocus()
    box.selectAll()
    box.insertPlainText(text)
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert not box.hasFocus()


def stored_agent(window: MainWindow) -> Agent:
    row = window.controller.campaign.character(window.character_page.row.id)
    return Agent.from_json({**row.data, "name": row.name})


def stored_coordinator(window: MainWindow) -> Coordinator:
    return systems.spec("agents").game_master_from_document(
        window.controller.campaign.game_master("agents")
    )


def shown(panel: ListPanel, column: int = 0) -> list[str]:
    table = panel.model
    return [table.index(row, column).data() for row in range(table.rowCount())]


def undo_text(window: MainWindow) -> str:
    return window.controller.undo_stack.undoText()


# --- the Agent: aspects (A-02) -----------------------------------------------------------


def test_the_registry_finds_both_agents_editors(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    assert type(Editors(parent)["agents"]) is AgentEditor
    assert type(Editors(parent, "GM_EDITOR")["agents"]) is CoordinatorEditor


def test_a02_aspects_are_added_rewritten_kinded_exhausted_and_removed(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_agent(window)
    aspects = editor.aspects.panel
    assert shown(aspects) == ["First aspect"]
    add_row(qtbot, aspects, "Vidím duchy", AspectKind.SPECIAL)
    add_row(qtbot, aspects, "Zlomená ruka", AspectKind.NEGATIVE)
    add_row(qtbot, aspects, "Bývalá policistka")
    assert undo_text(window) == "Add aspect 'Bývalá policistka'"
    assert aspects.name_edit.text() == "" and aspects.view.currentIndex().row() == 3

    cells.edit_text(aspects, 0, "Čtu lidi jako knihu")
    assert undo_text(window) == "Rewrite aspect 'First aspect' as 'Čtu lidi jako knihu'"
    choose_in_cell(cells, aspects, 2, 1, Qt.Key.Key_Down)  # negative → permanent limiting
    assert undo_text(window) == "Make aspect 'Zlomená ruka' permanent limiting"
    tick(qtbot, aspects, 1, 2)
    assert undo_text(window) == "Exhaust aspect 'Vidím duchy'"
    aspects.view.setCurrentIndex(aspects.model.index(3, 0))
    click(qtbot, aspects.remove_button)
    assert undo_text(window) == "Remove aspect 'Bývalá policistka'"

    assert stored_agent(window).aspects == (
        Aspect("Čtu lidi jako knihu"),
        Aspect("Vidím duchy", AspectKind.SPECIAL, exhausted=True),
        Aspect("Zlomená ruka", AspectKind.LIMITING),
    )
    # The kind shows as a word and a mark; an exhausted aspect is greyed and ticked.
    assert shown(aspects, 1) == ["Ordinary", "Special", "Permanent limiting"]
    table = aspects.model
    assert not table.index(2, 1).data(Qt.ItemDataRole.DecorationRole).isNull()
    assert table.index(1, 2).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert table.index(1, 0).data(Qt.ItemDataRole.FontRole).italic()
    assert "(A-23)" in table.index(2, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert editor.aspects.count.text() == "Own aspects: 2 of 10."  # its rule in the tooltip
    assert editor.aspects.count.toolTip().endswith("\nRules: A-02")
    assert editor.tabs.tabText(0) == "&Aspects (2/10)"
    assert not editor.problem.isVisibleTo(editor)

    tick(qtbot, aspects, 1, 2)
    assert undo_text(window) == "Restore aspect 'Vidím duchy'"
    assert not stored_agent(window).aspect("Vidím duchy").exhausted


def test_a02_an_eleventh_own_aspect_is_refused_with_a_message_and_changes_nothing(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_agent(window)
    aspects = editor.aspects.panel
    for number in range(2, 11):
        add_row(qtbot, aspects, f"Aspekt {number}")
    assert editor.aspects.count.text() == ("Own aspects: 10 of 10 — the most an agent can have.")
    add_row(qtbot, aspects, "Zraněná", AspectKind.NEGATIVE)  # negative ones do not count
    before = stored_agent(window)
    steps = window.controller.undo_stack.count()

    add_row(qtbot, aspects, "Jedenáctý", AspectKind.SPECIAL)
    assert editor.problem.isVisibleTo(editor)
    assert editor.problem.text() == (
        "An agent has at most 10 aspects of its own, ordinary or special. "
        "Remove one first, or make this one negative."
    )
    assert aspects.name_edit.text() == "Jedenáctý"  # kept, to be added as negative
    choose_in_cell(cells, aspects, 10, 1, Qt.Key.Key_Up)  # negative → special: an 11th too
    assert editor.problem.text().startswith("An agent has at most 10 aspects of its own")
    assert shown(aspects, 1)[10] == "Negative"

    assert window.controller.undo_stack.count() == steps
    assert stored_agent(window) == before

    add_row(qtbot, aspects, "Jedenáctý", AspectKind.NEGATIVE)
    assert stored_agent(window).own_aspect_count == 10
    assert len(stored_agent(window).aspects) == 12
    assert not editor.problem.isVisibleTo(editor)


def test_a02_the_last_own_aspect_stays(qtbot, window: MainWindow, cells) -> None:
    editor = new_agent(window)
    aspects = editor.aspects.panel
    add_row(qtbot, aspects, "Zraněná", AspectKind.NEGATIVE)
    aspects.view.setCurrentIndex(aspects.model.index(0, 0))
    click(qtbot, aspects.remove_button)
    assert editor.problem.text() == (
        "An agent needs at least 1 aspect of its own, ordinary or special. "
        "Add another before this one goes."
    )
    choose_in_cell(cells, aspects, 0, 1, Qt.Key.Key_Down)  # ordinary → special is fine
    choose_in_cell(cells, aspects, 0, 1, Qt.Key.Key_Down)  # special → negative is not
    assert editor.problem.text().startswith("An agent needs at least 1 aspect of its own")
    assert stored_agent(window).aspects == (
        Aspect("First aspect", AspectKind.SPECIAL),
        Aspect("Zraněná", AspectKind.NEGATIVE),
    )


def test_a_duplicate_or_empty_aspect_is_refused(qtbot, window: MainWindow, cells) -> None:
    editor = new_agent(window)
    aspects = editor.aspects.panel
    add_row(qtbot, aspects, "Vidím duchy")
    steps = window.controller.undo_stack.count()

    add_row(qtbot, aspects, "  VIDÍM   duchy ")  # the same aspect to a player
    assert editor.problem.text() == "This agent already has the aspect 'Vidím duchy'."
    cells.edit_text(aspects, 0, "vidím duchy")
    assert editor.problem.text() == "This agent already has the aspect 'Vidím duchy'."
    cells.edit_text(aspects, 0, "   ")
    assert editor.problem.text() == "An aspect needs its text."
    assert shown(aspects) == ["First aspect", "Vidím duchy"]
    assert window.controller.undo_stack.count() == steps


def test_aspects_are_reordered_by_buttons_keys_and_drag_and_drop(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    aspects = editor.aspects.panel
    for text in ("Bystrá", "Čilá"):
        add_row(qtbot, aspects, text)

    aspects.view.setCurrentIndex(aspects.model.index(0, 0))
    assert not aspects.up_button.isEnabled()
    click(qtbot, aspects.down_button)
    assert [a.text for a in stored_agent(window).aspects] == ["Bystrá", "First aspect", "Čilá"]
    assert undo_text(window) == "Move aspect 'First aspect' down"
    assert aspects.view.currentIndex().row() == 1  # the selection follows the moved aspect

    qtbot.keyClick(aspects.view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert [a.text for a in stored_agent(window).aspects] == ["First aspect", "Bystrá", "Čilá"]

    # What the view hands the model when a row is dragged onto the last one …
    table = aspects.model
    assert table.dropMimeData(
        table.mimeData([table.index(0, 0)]), Qt.DropAction.MoveAction, -1, -1, table.index(2, 0)
    )
    assert [a.text for a in stored_agent(window).aspects] == ["Bystrá", "Čilá", "First aspect"]
    # … and into the gap above the first one.
    assert table.dropMimeData(
        table.mimeData([table.index(2, 1)]), Qt.DropAction.MoveAction, 0, 0, QModelIndex()
    )
    assert [a.text for a in stored_agent(window).aspects] == ["First aspect", "Bystrá", "Čilá"]


def test_delete_in_the_table_removes_the_aspect_not_the_agent(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    add_row(qtbot, editor.aspects.panel, "Bystrá")
    editor.aspects.panel.view.setCurrentIndex(editor.aspects.panel.model.index(0, 0))
    qtbot.keyClick(editor.aspects.panel.view, Qt.Key.Key_Delete)
    assert len(window.controller.campaign.summaries()) == 1
    assert stored_agent(window).aspects == (Aspect("Bystrá"),)


# --- the Agent: character card and reserves (A-01, A-04) ----------------------------------


def test_a01_a04_appearance_notes_and_reserves_through_the_widgets(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_agent(window)
    cells.type_number(editor.reserves, "3")
    assert undo_text(window) == "Set reserves to 3"
    qtbot.keyClick(editor.reserves, Qt.Key.Key_Down)
    show_tab(editor, editor.appearance.parentWidget().parentWidget())
    write_text(qtbot, editor.appearance, "Vysoká, jizva přes obočí")
    assert undo_text(window) == "Edit appearance"
    write_text(qtbot, editor.notes, "Hledá sestru.\nNevěří policii.")
    assert undo_text(window) == "Edit notes"

    agent = stored_agent(window)
    assert agent.reserves == 2 and editor.reserves.value() == 2
    assert agent.appearance == "Vysoká, jizva přes obočí"
    assert agent.notes == "Hledá sestru.\nNevěří policii."
    assert agent.portrait is None  # portraits are kept apart, by the page


def test_leaving_a_text_box_unchanged_saves_nothing(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    show_tab(editor, editor.appearance.parentWidget().parentWidget())
    steps = window.controller.undo_stack.count()
    editor.appearance.setFocus()
    qtbot.keyClick(editor.appearance, Qt.Key.Key_Tab)
    assert window.controller.undo_stack.count() == steps


def test_reserves_stay_within_their_range(qtbot, window: MainWindow, cells) -> None:
    editor = new_agent(window)
    cells.type_number(editor.reserves, "100")
    assert editor.problem.text() == "Reserves are a whole number from 0 to 99."
    assert stored_agent(window).reserves == 1 and editor.reserves.value() == 1


# --- the Agent: relationships (A-03, A-24, A-40) ------------------------------------------


def test_a40_relationship_cards_start_at_the_chosen_value(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    tab = editor.relationships
    show_tab(editor, tab)
    add_row(qtbot, tab.panel, "Ondřej Říha", Relation.PARTIAL_TRUST)
    add_row(qtbot, tab.panel, "Žofie Kučerová")
    assert undo_text(window) == "Add relationship card toward 'Žofie Kučerová'"
    tick(qtbot, tab.panel, 0, 2)
    assert undo_text(window) == "Exhaust relationship toward 'Ondřej Říha'"

    assert stored_agent(window).relationships == (
        Relationship("Ondřej Říha", Relation.PARTIAL_TRUST, exhausted=True),
        Relationship("Žofie Kučerová"),
    )
    assert shown(tab.panel, 1) == ["Partial trust", "Neutral"]
    assert tab.start_value.value() == Relation.NEUTRAL  # ready for the next card
    assert editor.tabs.tabText(1) == "&Relationships (2)"


def test_a24_a_change_keeps_its_reason_when_given_and_is_dated_on_the_card(
    qtbot, window: MainWindow
) -> None:
    # rule A-24: a reason is optional, kept when given
    editor = new_agent(window)
    tab = editor.relationships
    show_tab(editor, tab)
    add_row(qtbot, tab.panel, "Ondřej Říha")
    assert tab.card_box.isEnabled()  # the new card is selected
    steps = window.controller.undo_stack.count()

    tab.change_to.set_value(Relation.PARTIAL_TRUST)
    click(qtbot, tab.write_button)  # no reason: written all the same
    assert editor.problem.text() == ""
    assert window.controller.undo_stack.count() == steps + 1
    window.controller.undo_stack.undo()
    assert stored_agent(window).relationship("Ondřej Říha").history == ()

    tab.change_to.set_value(Relation.FULL_DISTRUST)
    tab.reason.insert("Lhal o klíči")
    tab.scene.setValue(3)
    qtbot.keyClick(tab.reason, Qt.Key.Key_Return)
    assert undo_text(window) == "Change relationship toward 'Ondřej Říha' to Full distrust"
    assert tab.reason.text() == ""

    tab.change_to.set_value(Relation.PARTIAL_DISTRUST)
    tab.reason.insert("Zachránil mi život")
    tab.scene.setValue(0)  # "—": no scene noted
    click(qtbot, tab.write_button)

    card = stored_agent(window).relationship("Ondřej Říha")
    assert card == Relationship(
        "Ondřej Říha",
        Relation.PARTIAL_DISTRUST,
        history=(
            RelationshipChange(
                A_DAY, Relation.NEUTRAL, Relation.FULL_DISTRUST, "Lhal o klíči", scene=3
            ),
            RelationshipChange(
                A_DAY, Relation.FULL_DISTRUST, Relation.PARTIAL_DISTRUST, "Zachránil mi život"
            ),
        ),
    )
    history = tab.history_view.model()  # what the history table shows
    assert [
        [history.index(row, column).data() for column in range(4)]
        for row in range(history.rowCount())
    ] == [  # dated as the user's language writes a date (English: en_GB), not ISO
        ["14/03/2026", "Neutral → Full distrust", "3", "Lhal o klíči"],
        ["14/03/2026", "Full distrust → Partial distrust", "", "Zachránil mi život"],
    ]
    assert shown(tab.panel, 3) == ["14/03/2026"]

    tab.reason.insert("Nic se nestalo")
    click(qtbot, tab.write_button)  # still Partial distrust
    assert editor.problem.text() == (
        "The relationship toward Ondřej Říha is already Partial distrust: pick the value it "
        "changes to."
    )
    assert len(stored_agent(window).relationship("Ondřej Říha").history) == 2


def test_double_clicking_a_relationship_goes_to_the_change_form(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    tab = editor.relationships
    show_tab(editor, tab)
    add_row(qtbot, tab.panel, "Ondřej Říha")
    index = tab.table.index(0, 1)
    assert not tab.table.flags(index) & Qt.ItemFlag.ItemIsEditable  # changed only with a reason
    position = tab.panel.view.visualRect(index).center()
    qtbot.mouseClick(tab.panel.view.viewport(), Qt.MouseButton.LeftButton, pos=position)
    qtbot.mouseDClick(tab.panel.view.viewport(), Qt.MouseButton.LeftButton, pos=position)
    assert tab.change_to.hasFocus()


def test_refused_relationship_cards(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    tab = editor.relationships
    show_tab(editor, tab)
    add_row(qtbot, tab.panel, "Ondřej Říha")
    steps = window.controller.undo_stack.count()

    add_row(qtbot, tab.panel, "ondřej říha")
    assert editor.problem.text() == "This agent already has a card toward 'Ondřej Říha'."
    add_row(qtbot, tab.panel, BLANK.upper())
    assert editor.problem.text() == "An agent keeps no relationship card toward itself."
    assert editor.problem.toolTip() == "Rules: A-03"  # issue 30: the rule in the tooltip
    assert window.controller.undo_stack.count() == steps
    assert stored_agent(window).relationships == (Relationship("Ondřej Říha"),)


def test_the_agents_shown_are_offered_for_a_new_card(qtbot, window: MainWindow) -> None:
    first = new_agent(window)
    first_id = window.character_page.row.id
    new_agent(window)  # "New agents character 2"
    window.select_character(first_id)
    tab = first.relationships
    show_tab(first, tab)
    offered = [tab.toward.itemText(row) for row in range(tab.toward.count())]
    assert offered == [f"{BLANK} 2"]  # not the agent itself

    tab.toward.setCurrentIndex(0)
    click(qtbot, tab.panel.add_button)
    assert stored_agent(window).relationships == (Relationship(f"{BLANK} 2"),)
    assert tab.toward.count() == 0  # every agent shown has its card now


# --- the Agent: equipment (A-05, A-17) ----------------------------------------------------


def test_a17_equipment_gives_an_aspect_and_fits_the_agents_aspects(
    qtbot, window: MainWindow
) -> None:
    editor = new_agent(window)
    add_row(qtbot, editor.aspects.panel, "Střelkyně")
    tab = editor.equipment
    show_tab(editor, tab)
    offered = [tab.new_fit.itemText(row) for row in range(tab.new_fit.count())]
    assert offered == ["First aspect", "Střelkyně"]

    tab.panel.name_edit.insert("Pistole")
    click(qtbot, tab.panel.add_button)
    assert editor.problem.text() == (
        "Pick or type an aspect the equipment fits: it is used only with one."
    )
    assert stored_agent(window).equipment == ()

    tab.new_aspect.insert("Mířím klidně")
    tab.new_fit.setCurrentIndex(1)
    click(qtbot, tab.panel.add_button)
    assert undo_text(window) == "Add equipment 'Pistole'"
    assert tab.new_aspect.text() == "" and tab.new_fit.currentText() == ""
    assert tab.fits_box.isEnabled() and tab.fits.count() == 2

    tab.fits.item(0).setCheckState(Qt.CheckState.Checked)  # as a click on the tick box does
    assert undo_text(window) == "Let equipment 'Pistole' fit 'First aspect'"
    tab.other_fit.insert("Voják")
    qtbot.keyClick(tab.other_fit, Qt.Key.Key_Return)
    tab.fits.item(1).setCheckState(Qt.CheckState.Unchecked)
    assert undo_text(window) == "Equipment 'Pistole' no longer fits 'Střelkyně'"
    tick(qtbot, tab.panel, 0, 3)
    assert undo_text(window) == "Exhaust equipment 'Pistole'"

    assert stored_agent(window).equipment == (
        Equipment("Pistole", ("First aspect", "Voják"), "Mířím klidně", exhausted=True),
    )
    assert shown(tab.panel, 2) == ["First aspect; Voják"]
    fits = [(tab.fits.item(row).text(), tab.fits.item(row).checkState()) for row in range(3)]
    assert fits == [
        ("First aspect", Qt.CheckState.Checked),
        ("Střelkyně", Qt.CheckState.Unchecked),
        ("Voják", Qt.CheckState.Checked),  # not on this sheet, but the card fits it
    ]
    assert editor.tabs.tabText(2) == "E&quipment (1)"


def test_a17_equipment_keeps_one_fitting_aspect(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    tab = editor.equipment
    show_tab(editor, tab)
    tab.new_fit.setCurrentIndex(0)
    add_row(qtbot, tab.panel, "Pistole")
    steps = window.controller.undo_stack.count()

    tab.fits.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert editor.problem.text() == (
        "Equipment 'Pistole' must fit at least one aspect: tick another before taking "
        "this one away."
    )
    assert tab.fits.item(0).checkState() == Qt.CheckState.Checked  # shown as stored again
    tab.other_fit.insert("first ASPECT")
    click(qtbot, tab.add_fit_button)
    assert editor.problem.text() == "Equipment 'Pistole' already fits 'first ASPECT'."
    add_row(qtbot, tab.panel, "pistole")
    assert editor.problem.text() == "This agent already has the equipment 'Pistole'."
    assert window.controller.undo_stack.count() == steps


def test_rewriting_an_aspect_rewrites_it_on_the_equipment_that_fits_it(
    qtbot, window: MainWindow, cells
) -> None:
    editor = new_agent(window)
    editor.equipment.new_fit.setCurrentIndex(0)
    add_row(qtbot, editor.equipment.panel, "Pistole")
    add_row(qtbot, editor.aspects.panel, "Bystrá")
    editor.aspects.panel.move_current(-1)  # a move renames nothing
    cells.edit_text(editor.aspects.panel, 1, "Střelkyně")
    agent = stored_agent(window)
    assert [a.text for a in agent.aspects] == ["Bystrá", "Střelkyně"]
    assert agent.equipment == (Equipment("Pistole", ("Střelkyně",)),)
    window.named_actions["undo"].trigger()
    assert stored_agent(window).equipment == (Equipment("Pistole", ("First aspect",)),)


def test_equipment_cells_are_edited_in_place(qtbot, window: MainWindow, cells) -> None:
    editor = new_agent(window)
    tab = editor.equipment
    show_tab(editor, tab)
    tab.new_fit.setCurrentIndex(0)
    add_row(qtbot, tab.panel, "Pistole")
    cells.edit_text(tab.panel, 0, "Služební pistole")
    cells.edit_text(tab.panel, 0, "Mířím klidně", column=1)
    assert undo_text(window) == "Let equipment 'Služební pistole' give aspect 'Mířím klidně'"
    assert stored_agent(window).equipment == (
        Equipment("Služební pistole", ("First aspect",), "Mířím klidně"),
    )


# --- the Agent: everything together ---------------------------------------------------------


def fill_an_agent(qtbot, window: MainWindow, cells) -> AgentEditor:
    """One edit of every kind through the widgets: 12 saved steps after the new agent."""
    editor = new_agent(window)
    add_row(qtbot, editor.aspects.panel, "Vidím duchy", AspectKind.SPECIAL)  # 1
    cells.edit_text(editor.aspects.panel, 0, "Čtu lidi")  # 2
    add_row(qtbot, editor.aspects.panel, "Zlomená ruka", AspectKind.NEGATIVE)  # 3
    tick(qtbot, editor.aspects.panel, 1, 2)  # 4
    cells.type_number(editor.reserves, "2")  # 5
    show_tab(editor, editor.relationships)
    add_row(qtbot, editor.relationships.panel, "Ondřej Říha", Relation.PARTIAL_TRUST)  # 6
    editor.relationships.change_to.set_value(Relation.FULL_TRUST)
    editor.relationships.reason.insert("Kryl mi záda")
    click(qtbot, editor.relationships.write_button)  # 7
    show_tab(editor, editor.equipment)
    editor.equipment.new_aspect.insert("Mířím klidně")
    editor.equipment.new_fit.setCurrentIndex(0)
    add_row(qtbot, editor.equipment.panel, "Pistole")  # 8
    tick(qtbot, editor.equipment.panel, 0, 3)  # 9
    show_tab(editor, editor.appearance.parentWidget().parentWidget())
    write_text(qtbot, editor.appearance, "Vysoká")  # 10
    write_text(qtbot, editor.notes, "Hledá sestru")  # 11
    show_tab(editor, editor.aspects)
    editor.aspects.panel.view.setCurrentIndex(editor.aspects.panel.model.index(2, 0))
    click(qtbot, editor.aspects.panel.up_button)  # 12
    return editor


FILLED = Agent(
    BLANK,
    (
        Aspect("Čtu lidi"),
        Aspect("Zlomená ruka", AspectKind.NEGATIVE),
        Aspect("Vidím duchy", AspectKind.SPECIAL, exhausted=True),
    ),
    appearance="Vysoká",
    notes="Hledá sestru",
    relationships=(
        Relationship(
            "Ondřej Říha",
            Relation.FULL_TRUST,
            history=(
                RelationshipChange(
                    A_DAY, Relation.PARTIAL_TRUST, Relation.FULL_TRUST, "Kryl mi záda"
                ),
            ),
        ),
    ),
    reserves=2,
    equipment=(Equipment("Pistole", ("Čtu lidi",), "Mířím klidně", exhausted=True),),
)


def test_every_agent_edit_is_undone_and_redone_through_the_window(
    qtbot, window: MainWindow, cells
) -> None:
    editor = fill_an_agent(qtbot, window, cells)
    assert stored_agent(window) == FILLED
    assert not editor.problem.isVisibleTo(editor)

    for _ in range(12):
        window.named_actions["undo"].trigger()
    assert stored_agent(window) == Agent(BLANK, (Aspect("First aspect"),))
    assert shown(editor.aspects.panel) == ["First aspect"]
    assert editor.relationships.table.rowCount() == 0 and editor.equipment.table.rowCount() == 0
    assert editor.reserves.value() == 1 and editor.notes.toPlainText() == ""

    for _ in range(7):
        window.named_actions["redo"].trigger()
    assert shown(editor.relationships.panel, 1) == ["Full trust"]
    assert editor.equipment.table.rowCount() == 0
    for _ in range(5):
        window.named_actions["redo"].trigger()
    assert stored_agent(window) == FILLED
    assert shown(editor.aspects.panel) == ["Čtu lidi", "Zlomená ruka", "Vidím duchy"]
    assert (
        editor.appearance.toPlainText() == "Vysoká" and editor.notes.toPlainText() == "Hledá sestru"
    )


def test_an_agent_is_all_there_after_closing_and_reopening_the_campaign(
    qtbot, window: MainWindow, tmp_path: Path, cells
) -> None:
    fill_an_agent(qtbot, window, cells)
    agent_id = window.character_page.row.id

    assert window.switch_campaign(tmp_path / "other.carddesk")
    with CampaignFile.open(tmp_path / "c.carddesk") as reopened:
        row = reopened.character(agent_id)
        assert Agent.from_json({**row.data, "name": row.name}) == FILLED
    assert window.switch_campaign(tmp_path / "c.carddesk")
    window.select_character(agent_id)
    editor = window.character_page.editors["agents"]
    assert shown(editor.aspects.panel, 1) == ["Ordinary", "Negative", "Special"]
    assert shown(editor.relationships.panel) == ["Ondřej Říha"]
    assert shown(editor.equipment.panel, 2) == ["Čtu lidi"]
    assert editor.reserves.value() == 2 and editor.appearance.toPlainText() == "Vysoká"


def test_showing_an_agent_proposes_nothing(qtbot) -> None:
    editor = AgentEditor()
    qtbot.addWidget(editor)
    with qtbot.assertNotEmitted(editor.edited):
        editor.show_character(FILLED)
        editor.show_character(Agent("Bára", (Aspect("Bystrá"),)))
        editor.show_character(FILLED)
    assert shown(editor.aspects.panel) == ["Čtu lidi", "Zlomená ruka", "Vidím duchy"]
    assert editor.relationships.toward.count() == 1  # Bára, seen a moment ago
    with qtbot.waitSignal(editor.edited) as proposal:
        qtbot.keyClick(editor.reserves, Qt.Key.Key_Up)
    assert proposal.args == [FILLED.with_reserves(3), "Set reserves to 3"]


def test_a_value_the_model_refuses_is_explained_and_not_proposed(qtbot) -> None:
    editor = AgentEditor()
    qtbot.addWidget(editor)
    editor.show_character(FILLED)
    with qtbot.assertNotEmitted(editor.edited):
        assert not editor.offer(lambda: FILLED.with_reserves(-1), "Set reserves")
        assert editor.problem.text() == "reserves: cannot be below zero, not -1"
        long_text = "x" * 201
        assert not editor.aspects.table.setData(editor.aspects.table.index(0, 0), long_text)
    assert "at most 200 fit" in editor.problem.text()
    assert shown(editor.aspects.panel)[0] == "Čtu lidi"


def test_the_tables_are_correct_qt_models(qtmodeltester) -> None:
    editor = AgentEditor()
    editor.show_character(FILLED)
    qtmodeltester.check(editor.aspects.table)
    qtmodeltester.check(editor.equipment.table)
    qtmodeltester.check(editor.relationships.table)
    editor.relationships.panel.select("Ondřej Říha")
    qtmodeltester.check(editor.relationships.history_view.model())
    coordinator_editor = CoordinatorEditor()
    coordinator_editor.show_character(
        Coordinator((ThreatCard("Kult", Threatened.CIVILIANS, "Noc co noc"), ThreatCard("Policie")))
    )
    qtmodeltester.check(coordinator_editor.threats_table)


# --- the Coordinator (A-06 … A-08) --------------------------------------------------------


def test_a06_threat_cards_added_renamed_turned_sketched_and_removed(
    qtbot, window: MainWindow, cells
) -> None:
    editor = coordinator(window)
    threats = editor.threats
    assert shown(threats) == ["New threat"] and threats.current_row() == 0
    add_row(qtbot, threats, "Stínový kult", Threatened.CIVILIANS)
    add_row(qtbot, threats, "Policejní vyšetřování", Threatened.AGENTS)
    cells.edit_text(threats, 0, "Utopený sbor")
    assert undo_text(window) == "Rename threat card 'New threat' to 'Utopený sbor'"
    choose_in_cell(cells, threats, 1, 2 - 1, Qt.Key.Key_Down)  # civilians → agents
    assert undo_text(window) == "Let threat card 'Stínový kult' endanger agents"

    threats.view.setCurrentIndex(threats.model.index(1, 0))
    assert editor.escalation_label.text() == "How 'Stínový kult' esc&alates"
    write_text(qtbot, editor.escalation, "Každou noc zmizí další člověk.\nPak celé ulice.")
    assert undo_text(window) == "Edit how threat card 'Stínový kult' escalates"
    threats.view.setCurrentIndex(threats.model.index(0, 0))
    assert editor.escalation.toPlainText() == ""
    click(qtbot, threats.remove_button)
    assert undo_text(window) == "Remove threat card 'Utopený sbor'"

    assert stored_coordinator(window).threat_cards == (
        ThreatCard(
            "Stínový kult", Threatened.AGENTS, "Každou noc zmizí další člověk.\nPak celé ulice."
        ),
        ThreatCard("Policejní vyšetřování", Threatened.AGENTS),
    )
    assert shown(threats, 2) == ["Každou noc zmizí další člověk.", ""]
    assert shown(threats, 1) == ["Agents", "Agents"]


def test_an_escalation_is_saved_to_its_own_card_when_another_is_clicked(
    qtbot, window: MainWindow
) -> None:
    editor = coordinator(window)
    add_row(qtbot, editor.threats, "Kult")
    editor.threats.view.setCurrentIndex(editor.threats.model.index(0, 0))
    editor.escalation.setFocus()
    editor.escalation.insertPlainText("Roste")
    second = editor.threats.view.visualRect(editor.threats.model.index(1, 0)).center()
    qtbot.mouseClick(editor.threats.view.viewport(), Qt.MouseButton.LeftButton, pos=second)
    assert [card.escalation for card in stored_coordinator(window).threat_cards] == ["Roste", ""]
    assert editor.escalation_label.text() == "How 'Kult' esc&alates"


def test_a06_the_last_threat_card_stays_and_names_are_unique(
    qtbot, window: MainWindow, cells
) -> None:
    editor = coordinator(window)
    before = stored_coordinator(window)
    steps = window.controller.undo_stack.count()

    click(qtbot, editor.threats.remove_button)
    assert editor.problem.isVisibleTo(editor)
    assert editor.problem.text() == (
        "The Coordinator needs at least one threat card: add another before removing this one."
    )
    assert editor.problem.toolTip() == "Rules: A-06"
    qtbot.keyClick(editor.threats.view, Qt.Key.Key_Delete)
    assert shown(editor.threats) == ["New threat"]
    add_row(qtbot, editor.threats, "NEW threat")
    assert editor.problem.text() == "The Coordinator already has the threat card 'New threat'."
    cells.edit_text(editor.threats, 0, "")
    assert editor.problem.text() == "A threat card needs a name."

    assert window.controller.undo_stack.count() == steps
    assert stored_coordinator(window) == before


def test_a07_a08_reserves_start_threat_and_notes(qtbot, window: MainWindow, cells) -> None:
    editor = coordinator(window)
    cells.type_number(editor.reserves, "4")
    assert undo_text(window) == "Set the Coordinator's reserves to 4"
    cells.type_number(editor.rewards, "2")  # rule A-07: a new mission adds one per player
    assert undo_text(window) == "Set the Coordinator's rewards to 2"
    qtbot.keyClick(editor.start_threat, Qt.Key.Key_Up)
    assert undo_text(window) == "Set the starting Threat level to 1"
    write_text(qtbot, editor.notes, "Finále na Karlově mostě")
    assert undo_text(window) == "Edit the Coordinator's notes"
    cells.type_number(editor.start_threat, "100")
    assert editor.problem.text() == "The starting Threat level is a whole number from 0 to 99."

    assert stored_coordinator(window) == Coordinator(
        (ThreatCard("New threat"),),
        reserves=4,
        start_threat=1,
        notes="Finále na Karlově mostě",
        rewards=2,
    )


def test_coordinator_edits_are_undone_redone_and_kept_in_the_file(
    qtbot, window: MainWindow, tmp_path: Path, cells
) -> None:
    editor = coordinator(window)
    add_row(qtbot, editor.threats, "Kult", Threatened.CIVILIANS)
    write_text(qtbot, editor.escalation, "Roste")  # the new card is the selected one
    cells.type_number(editor.reserves, "3")
    cells.type_number(editor.start_threat, "2")
    done = stored_coordinator(window)
    assert done.threat_cards[1] == ThreatCard("Kult", Threatened.CIVILIANS, "Roste")

    for _ in range(3):
        window.named_actions["undo"].trigger()
    assert stored_coordinator(window) == Coordinator(
        (ThreatCard("New threat"), ThreatCard("Kult", Threatened.CIVILIANS))
    )
    assert shown(editor.threats, 2) == ["", ""] and editor.reserves.value() == 0
    window.named_actions["redo"].trigger()
    assert shown(editor.threats, 2) == ["", "Roste"]
    window.named_actions["redo"].trigger()
    window.named_actions["redo"].trigger()
    assert stored_coordinator(window) == done
    assert editor.start_threat.value() == 2

    assert window.switch_campaign(tmp_path / "other.carddesk")
    with CampaignFile.open(tmp_path / "c.carddesk") as reopened:
        assert Coordinator.from_json(reopened.game_master("agents")) == done
    assert window.switch_campaign(tmp_path / "c.carddesk")
    editor = coordinator(window)
    assert shown(editor.threats) == ["New threat", "Kult"]
    assert editor.reserves.value() == 3 and editor.start_threat.value() == 2


def test_undoing_the_first_coordinator_edit_shows_fresh_cards(
    qtbot, window: MainWindow, cells
) -> None:
    editor = coordinator(window)
    cells.type_number(editor.reserves, "3")
    window.named_actions["undo"].trigger()
    assert window.character_page.stack.currentWidget() is window.character_page.gm_sheet
    assert editor.reserves.value() == 0 and shown(editor.threats) == ["New threat"]


def test_showing_the_coordinator_proposes_nothing(qtbot) -> None:
    editor = CoordinatorEditor()
    qtbot.addWidget(editor)
    cards = Coordinator((ThreatCard("Kult", escalation="Roste"),), reserves=2, start_threat=1)
    with qtbot.assertNotEmitted(editor.edited):
        editor.show_character(cards)
        editor.show_character(Coordinator((ThreatCard("Jiná"),)))
        editor.show_character(cards)
    assert editor.escalation.toPlainText() == "Roste" and editor.reserves.value() == 2


# At a laptop's width: narrower, the tabs scroll and Tab visits their arrows too.
@pytest.mark.window(warnings="record", active=True, size=(1366, 768))
def test_tab_moves_through_the_sheet_in_reading_order(qtbot, window: MainWindow) -> None:
    editor = new_agent(window)
    tab = editor.relationships
    show_tab(editor, tab)
    add_row(qtbot, tab.panel, "Ondřej Říha")
    tab.reason.insert("Lhal")  # a reason typed, so nothing is disabled
    editor.reserves.setFocus()
    reached = []
    for _ in range(13):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    panel = tab.panel
    assert reached == [
        editor.tabs.tabBar(),
        panel.view,
        tab.toward,  # the entry row below the list, then its Add
        tab.start_value,
        panel.add_button,
        panel.remove_button,  # the row below: Up and Down are disabled, there is one card
        tab.change_to,
        tab.reason,
        tab.scene,
        tab.write_button,
        tab.history_view,
        window.character_page.name_edit,  # and on out of the editor, to the page's header
        window.character_page.portrait.choose_button,
    ]


def test_tab_moves_through_the_coordinators_cards_in_reading_order(
    qtbot, window: MainWindow
) -> None:
    editor = coordinator(window)
    editor.reserves.setFocus()
    reached = []
    for _ in range(9):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == [
        editor.rewards,
        editor.start_threat,
        editor.threats.view,
        editor.threats.name_field,
        editor.new_threatens,
        editor.threats.add_button,
        editor.threats.remove_button,  # Up and Down are disabled: there is one card
        editor.escalation,
        editor.notes,
    ]


def test_the_editors_stop_at_the_sheets_own_count_range(qtbot) -> None:
    """Issue 14 item 3: reserves, rewards and the starting Threat stop where the sheet does."""
    from deskapp.systems.agents.sheet import MAX_COUNT, ModelError  # noqa: PLC0415

    agent_editor, coordinator_editor = AgentEditor(), CoordinatorEditor()
    qtbot.addWidget(agent_editor)
    qtbot.addWidget(coordinator_editor)
    boxes = [
        agent_editor.reserves,
        coordinator_editor.reserves,
        coordinator_editor.rewards,
        coordinator_editor.start_threat,
    ]
    assert [box.maximum() for box in boxes] == [MAX_COUNT] * 4 == [99] * 4
    with pytest.raises(ModelError, match="at most 99, not 100"):
        Coordinator((ThreatCard("Kult"),), reserves=100)
