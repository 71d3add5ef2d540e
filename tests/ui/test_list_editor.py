"""The one list editor (deskapp.ui.editors.lists): on its own, and as every system's lists use it.

The first half drives a :class:`ListPanel` over a toy frozen item, with a stand-in for
the Characters page that stores what is proposed and shows it again. The second half
runs the same checks on every list of every system's editors in the real window on
the demo campaign: Delete, Alt+Up/Down, drag and drop, a refused rename, Undo.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QComboBox, QLineEdit, QStyleOptionViewItem, QWidget

from deskapp.core.errors import UserError
from deskapp.ui.editors.columns import (
    CheckColumn,
    ChoiceColumn,
    DerivedColumn,
    NumberColumn,
    Option,
    OptionalNumberColumn,
    PaintedColumn,
    TextColumn,
)
from deskapp.ui.editors.lists import ListModel, ListPanel, Wording
from deskapp.ui.editors.tables import BoundedSpinBox, ProblemLabel
from deskapp.ui.main_window import MainWindow

# --- a list of toy items, alone ---------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Thing:
    name: str
    count: int = 1
    kind: str = "plain"
    ok: bool = False
    size: int | None = None

    def __post_init__(self) -> None:
        if self.count > 50:
            raise UserError("Fifty is the most a thing can count.")


class Page:
    """Stands in for the Characters page: stores what is proposed and shows it again."""

    def __init__(self) -> None:
        self.stored: tuple[Thing, ...] = ()
        self.undo: list[str] = []
        self.panel: ListPanel | None = None
        self.refuse_all = False

    def propose(self, items: tuple[Thing, ...], description: str) -> bool:
        if self.refuse_all:
            raise UserError("The page refuses everything today.")
        self.stored = items
        self.undo.append(description)
        assert self.panel is not None
        self.panel.show_items(items)
        return True

    def show(self, items: tuple[Thing, ...]) -> None:
        self.stored = items
        assert self.panel is not None
        self.panel.show_items(items)


def painted(painter: QPainter, rect: QRect, item: Thing, _palette: QPalette) -> None:
    painter.fillRect(rect.adjusted(0, 0, -rect.width() + item.count, 0), Qt.GlobalColor.red)


def columns() -> tuple[Any, ...]:
    return (
        TextColumn("name", "Name", "What it is called"),
        NumberColumn(
            "count",
            "Count",
            "How many",
            minimum=1,
            maximum=60,
            refusal="From {minimum} to {maximum}.",
        ),
        ChoiceColumn(
            "kind",
            "Kind",
            "Its kind",
            options=(
                Option("plain", "Plain", colour="#008000", chosen="Make '{name}' plain"),
                Option("fancy", "Fancy", tip="A fancy one"),
            ),
        ),
        CheckColumn("ok", "OK", "Whether it is fine", on="Approve '{name}'", off="Doubt '{name}'"),
        OptionalNumberColumn("size", "Size", "Its size, if any", "size", none_text="none"),
        DerivedColumn("Double", "Twice the count", lambda thing: str(2 * thing.count)),
        PaintedColumn(
            "Bar",
            "A bar as long as the count",
            lambda thing: str(thing.count),
            painted,
            lambda thing: 10 + thing.count,
        ),
    )


def toy_panel(qtbot, *, entry: bool, page: Page | None = None) -> tuple[ListPanel, Page]:
    page = page or Page()
    model = ListModel(
        columns(),
        Wording.of("thing", "No things yet", placeholder="New thing"),
        page.propose,
        dimmed=lambda thing: thing.ok,
    )
    panel = ListPanel(
        model,
        lambda name, values: Thing(name, **values),
        entry=["count", "kind"] if entry else None,
        new_name="New thing",
    )
    qtbot.addWidget(panel)
    page.panel = panel
    panel.resize(700, 300)
    panel.show()
    page.show((Thing("Ant", 2), Thing("Bee", 3, "fancy"), Thing("Cat")))
    return panel, page


def names(panel: ListPanel) -> list[str]:
    return [item.name for item in panel.items]


def open_cell(panel: ListPanel, row: int, column: int) -> QWidget:
    index = panel.model.index(row, column)
    panel.view.setCurrentIndex(index)
    panel.view.setFocus()
    panel.view.edit(index)
    editor = panel.view.indexWidget(index)
    assert editor is not None
    return editor


def enter(qtbot, panel: ListPanel, cell: QWidget) -> None:
    """Press Enter in a cell's editor; the view commits it from the event loop."""
    qtbot.keyClick(cell, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.view.state() != panel.view.State.EditingState)


def test_the_model_is_a_well_behaved_qt_model(qtbot, qtmodeltester) -> None:
    panel, _page = toy_panel(qtbot, entry=False)
    qtmodeltester.check(panel.model)
    panel.show_items(())
    qtmodeltester.check(panel.model)


def test_cells_show_each_kind_of_column(qtbot) -> None:
    panel, page = toy_panel(qtbot, entry=False)
    page.show((Thing("Ant", 2, ok=True, size=None), Thing("Bee", 3, "fancy", size=4)))
    model = panel.model
    shown = [[model.index(row, c).data() for c in range(7)] for row in range(2)]
    assert shown == [
        ["Ant", "2", "Plain", "", "none", "4", "2"],
        ["Bee", "3", "Fancy", "", "4", "6", "3"],
    ]
    assert model.index(0, 3).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert model.index(0, 0).data(Qt.ItemDataRole.FontRole).italic()  # dimmed: ok is set
    assert model.index(1, 2).data(Qt.ItemDataRole.ToolTipRole) == "A fancy one"
    assert model.index(1, 1).data(Qt.ItemDataRole.ToolTipRole) == "How many"
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Count"
    assert model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "How many"
    editable = [bool(model.flags(model.index(0, c)) & Qt.ItemFlag.ItemIsEditable) for c in range(7)]
    assert editable == [True, True, True, False, True, False, False]
    assert model.flags(model.index(0, 3)) & Qt.ItemFlag.ItemIsUserCheckable
    delegate = panel.view.itemDelegate()
    option = QStyleOptionViewItem()
    assert delegate.sizeHint(option, model.index(1, 6)).width() == 13  # the painted column's own
    pixmap = QPixmap(40, 20)
    painter = QPainter(pixmap)
    option.rect = QRect(0, 0, 40, 20)
    delegate.paint(painter, option, model.index(1, 6))
    painter.end()


def test_add_remove_and_move_with_buttons_and_keys(qtbot) -> None:
    panel, page = toy_panel(qtbot, entry=False)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert names(panel)[-1] == "New thing" and page.undo[-1] == "Add thing 'New thing'"
    assert panel.current_row() == 3 and panel.view.indexWidget(panel.model.index(3, 0))
    name = panel.view.indexWidget(panel.model.index(3, 0))
    assert isinstance(name, QLineEdit)
    name.setText("Dog")
    enter(qtbot, panel, name)
    assert names(panel) == ["Ant", "Bee", "Cat", "Dog"]
    assert page.undo[-1] == "Rename thing 'New thing' to 'Dog'"

    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_Insert)
    assert names(panel)[-1] == "New thing"
    qtbot.keyClick(panel.view.indexWidget(panel.model.index(4, 0)), Qt.Key.Key_Escape)
    qtbot.keyClick(panel.view, Qt.Key.Key_Insert)
    assert names(panel)[-1] == "New thing 2"  # the first free name
    qtbot.keyClick(panel.view.indexWidget(panel.model.index(5, 0)), Qt.Key.Key_Escape)

    qtbot.keyClick(panel.view, Qt.Key.Key_Delete)
    assert names(panel) == ["Ant", "Bee", "Cat", "Dog", "New thing"]
    assert page.undo[-1] == "Remove thing 'New thing 2'" and panel.current_row() == 4
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert names(panel) == ["Ant", "Bee", "Cat", "Dog"] and panel.current_row() == 3
    assert not panel.down_button.isEnabled() and panel.up_button.isEnabled()

    qtbot.keyClick(panel.view, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert names(panel) == ["Ant", "Bee", "Dog", "Cat"] and panel.current_row() == 2
    assert page.undo[-1] == "Move thing 'Dog' up"
    qtbot.keyClick(panel.view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert names(panel) == ["Ant", "Dog", "Bee", "Cat"] and panel.current_row() == 1
    qtbot.mouseClick(panel.down_button, Qt.MouseButton.LeftButton)
    assert names(panel) == ["Ant", "Bee", "Dog", "Cat"] and panel.current_row() == 2
    assert page.undo[-1] == "Move thing 'Dog' down"
    qtbot.keyClick(panel.view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(panel.view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)  # last already
    assert names(panel) == ["Ant", "Bee", "Cat", "Dog"] and panel.current_row() == 3


def test_the_entry_row_adds_what_is_typed_and_starts_again(qtbot) -> None:
    panel, page = toy_panel(qtbot, entry=True)
    count, kind = panel.entry_fields["count"], panel.entry_fields["kind"]
    assert isinstance(count, BoundedSpinBox) and isinstance(kind, QComboBox)
    panel.name_edit.insert("Dog")
    count.setValue(7)
    kind.setCurrentIndex(1)
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert page.stored[-1] == Thing("Dog", 7, "fancy")
    assert page.undo[-1] == "Add thing 'Dog'" and panel.current_row() == 3
    assert panel.name_edit.text() == "" and count.value() == 1 and kind.currentIndex() == 0
    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_Insert)  # Insert goes to the name to type
    assert panel.name_edit.hasFocus() or panel.focusWidget() is panel.name_edit

    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)  # nothing typed
    assert panel.problem.text() == "Every thing needs a name." and len(page.stored) == 4
    panel.name_edit.insert(" ant ")
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert panel.problem.text() == "Another thing is already named 'Ant'."
    assert panel.name_edit.text() == " ant "  # kept, to be corrected
    panel.name_edit.setText("Elk")
    count.lineEdit().selectAll()
    qtbot.keyClicks(count, "70")
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert panel.problem.text() == "From 1 to 60." and len(page.stored) == 4


def test_edits_are_checked_and_described(qtbot) -> None:
    panel, page = toy_panel(qtbot, entry=False)
    with qtbot.waitSignal(panel.refused):
        name = open_cell(panel, 1, 0)
        assert isinstance(name, QLineEdit)
        name.setText("  aNT ")
        enter(qtbot, panel, name)
    assert panel.problem.text() == "Another thing is already named 'Ant'."
    assert panel.problem.isVisibleTo(panel) and page.undo == []

    spin = open_cell(panel, 0, 1)
    assert isinstance(spin, BoundedSpinBox) and (spin.minimum(), spin.maximum()) == (1, 60)
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "55")
    enter(qtbot, panel, spin)
    assert panel.problem.text() == "Fifty is the most a thing can count."  # the model's word
    assert page.stored[0].count == 2 and page.undo == []
    spin = open_cell(panel, 0, 1)
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "5")
    enter(qtbot, panel, spin)
    assert page.stored[0].count == 5 and page.undo[-1] == "Raise count of thing 'Ant' to 5"
    assert not panel.problem.isVisibleTo(panel), "a saved edit clears the message"

    combo = open_cell(panel, 1, 2)
    assert isinstance(combo, QComboBox)
    qtbot.keyClick(combo, Qt.Key.Key_Up)  # picking is the whole edit
    assert page.stored[1].kind == "plain" and page.undo[-1] == "Make 'Bee' plain"
    panel.view.setCurrentIndex(panel.model.index(2, 3))
    qtbot.keyClick(panel.view, Qt.Key.Key_Space)
    assert page.stored[2].ok and page.undo[-1] == "Approve 'Cat'"
    size = open_cell(panel, 2, 4)
    assert isinstance(size, BoundedSpinBox) and size.specialValueText() == "none"
    qtbot.keyClick(size, Qt.Key.Key_Up)
    enter(qtbot, panel, size)
    assert page.stored[2].size == 0 and page.undo[-1] == "Set size of thing 'Cat' to 0"

    page.refuse_all = True
    panel.select_row(0)
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert panel.problem.text() == "The page refuses everything today." and len(panel.items) == 3


def test_drag_and_drop_moves_a_row_within_its_own_list_only(qtbot) -> None:
    panel, page = toy_panel(qtbot, entry=False)
    other, _ = toy_panel(qtbot, entry=False)
    model = panel.model
    drag = model.mimeData([model.index(0, 0)])
    move = Qt.DropAction.MoveAction
    assert not other.model.canDropMimeData(drag, move, 1, 0, other.model.index(-1, -1))
    assert not other.model.dropMimeData(drag, move, 1, 0, other.model.index(-1, -1))
    assert model.canDropMimeData(drag, move, -1, -1, model.index(-1, -1))
    assert model.dropMimeData(drag, move, -1, -1, model.index(-1, -1))  # below the rows
    assert names(panel) == ["Bee", "Cat", "Ant"] and page.undo[-1] == "Move thing 'Ant' down"
    assert panel.current_row() == 2, "the dropped row is chosen"
    drag = model.mimeData([model.index(2, 1)])
    assert model.dropMimeData(drag, move, -1, -1, model.index(0, 0))  # onto the first row
    assert names(panel) == ["Ant", "Bee", "Cat"]
    drag = model.mimeData([model.index(0, 0)])
    assert model.dropMimeData(drag, move, 2, 0, model.index(-1, -1))  # between Bee and Cat
    assert names(panel) == ["Bee", "Ant", "Cat"]


def test_a_list_that_keeps_no_order_offers_no_moves(qtbot) -> None:
    page = Page()
    model = ListModel(columns()[:2], Wording.of("thing", ""), page.propose, reorderable=False)
    panel = ListPanel(model, lambda name, _values: Thing(name), new_name="x")
    qtbot.addWidget(panel)
    page.panel = panel
    page.show((Thing("Ant"), Thing("Bee")))
    panel.show()
    assert panel.up_button.isHidden() and panel.down_button.isHidden()
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsDragEnabled
    panel.select_row(0)
    qtbot.keyClick(panel.view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert names(panel) == ["Ant", "Bee"] and page.undo == []


# --- every system's lists, in the real window -------------------------------------------------

# (system, the demo character's row in the campaign or "gm", the list's object name)
LISTS = [
    ("agents", 1, "aspects"),
    ("agents", 1, "relationships"),
    ("agents", 1, "equipment"),
    ("agents", "gm", "threat_cards"),
    ("founders", 4, "traits"),
    ("founders", 4, "consequences"),
    ("founders", "gm", "circumstances"),
    ("dice_banks", 7, "dice_banks_skills"),
    ("dice_banks", 7, "dice_banks_capacities"),
    ("dice_banks", 7, "dice_banks_scars"),
    ("dice_banks", 7, "dice_banks_equipment"),
    ("dice_banks", 7, "dice_banks_damage"),
    ("cinematic", 9, "attributes"),
    ("cinematic", 9, "skills"),
    ("cinematic", 9, "blessings"),
]


def open_list(window: MainWindow, system: str, who: int | str, name: str) -> ListPanel:
    page = window.character_page
    if who == "gm":
        window.campaign_list.setCurrentIndex(window.character_model.index_of_game_master(system))
        editor = page.gm_editors[system]
    else:
        [summary] = [s for s in window.controller.campaign.summaries() if s.id == who]
        assert summary.system == system
        window.select_character(summary.id)
        editor = page.editors[system]
    panel = editor.findChild(ListPanel, name) or getattr(editor, name, None)
    assert isinstance(panel, ListPanel), name
    tabs = getattr(editor, "tabs", None)
    if tabs is not None:  # the Agents sheet: the list's tab
        for index in range(tabs.count()):
            if tabs.widget(index).isAncestorOf(panel):
                tabs.setCurrentIndex(index)
    assert panel.isVisibleTo(window)
    return panel


def refusals_shown(window: MainWindow) -> list[str]:
    return [
        label.text()
        for label in window.character_page.findChildren(ProblemLabel)
        if label.isVisibleTo(window.character_page)
    ]


def press(qtbot, panel: ListPanel, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    panel.view.setFocus()
    qtbot.keyClick(panel.view, key, modifier)


every_list = pytest.mark.parametrize(
    ("system", "who", "name"), LISTS, ids=[f"{s}-{n}" for s, _w, n in LISTS]
)
pytestmark = pytest.mark.window(campaign="demo", active=True)


@every_list
def test_every_list_is_a_well_behaved_qt_model(qtmodeltester, window, system, who, name) -> None:
    qtmodeltester.check(open_list(window, system, who, name).model)


@every_list
def test_delete_removes_the_chosen_row_not_the_character_and_undo_brings_it_back(
    qtbot, window: MainWindow, system: str, who: Any, name: str
) -> None:
    panel = open_list(window, system, who, name)
    if not panel.items:
        pytest.skip("the demo holds none of these")
    before, characters = panel.items, len(window.controller.campaign.summaries())
    panel.select_row(len(before) - 1)
    press(qtbot, panel, Qt.Key.Key_Delete)
    assert panel.items == before[:-1] and len(window.controller.campaign.summaries()) == characters
    window.named_actions["undo"].trigger()
    assert panel.items == before


@every_list
def test_alt_arrows_and_drag_and_drop_move_rows_where_the_order_counts(
    qtbot, window: MainWindow, system: str, who: Any, name: str
) -> None:
    panel = open_list(window, system, who, name)
    before = panel.items
    if len(before) < 2:
        pytest.skip("the demo holds fewer than two of these")
    panel.select_row(0)
    press(qtbot, panel, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    if not panel.model.reorderable:
        assert panel.items == before and panel.up_button.isHidden()
        return
    assert panel.items == (before[1], before[0], *before[2:]) and panel.current_row() == 1
    assert window.named_actions["undo"].text().startswith("&Undo Move ")
    press(qtbot, panel, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert panel.items == before and panel.current_row() == 0
    model = panel.model
    drag = model.mimeData([model.index(0, 0)])
    assert model.dropMimeData(drag, Qt.DropAction.MoveAction, -1, -1, model.index(-1, -1))
    assert panel.items == (*before[1:], before[0])
    window.named_actions["undo"].trigger()
    assert panel.items == before


@every_list
def test_a_name_taken_by_another_row_is_refused_and_explained(
    qtbot, window: MainWindow, system: str, who: Any, name: str
) -> None:
    panel = open_list(window, system, who, name)
    before = panel.items
    if len(before) < 2:
        pytest.skip("the demo holds fewer than two of these")
    steps = window.controller.undo_stack.count()
    taken = panel.model.name_of(before[0])
    index = panel.model.index(1, 0)
    panel.view.setCurrentIndex(index)
    panel.view.setFocus()
    panel.view.edit(index)
    cell = panel.view.indexWidget(index)
    with qtbot.waitSignal(panel.refused):
        if isinstance(cell, QComboBox):
            cell.setEditText(taken.upper())
            qtbot.keyClick(cell, Qt.Key.Key_Tab)
        else:
            assert isinstance(cell, QLineEdit)
            cell.setText(f"  {taken.upper()} ")
            qtbot.keyClick(cell, Qt.Key.Key_Return)
    assert any(taken in text for text in refusals_shown(window)), refusals_shown(window)
    assert panel.items == before and window.controller.undo_stack.count() == steps


def test_every_list_of_every_editor_is_checked_here(window: MainWindow) -> None:
    page = window.character_page
    editors = [*page.editors.items(), *page.gm_editors.items()]
    found = {(system, p.objectName()) for system, e in editors for p in e.findChildren(ListPanel)}
    assert found == {(system, name) for system, _who, name in LISTS}


@pytest.mark.window(campaign="demo", size=(1366, 768), mode="characters", exposed=True)
def test_every_editor_edits_its_lists_the_same_way(qtbot, window) -> None:
    """One list-editing pattern: the table, then Add, then Remove / Up / Down with their icons
    and words in one row below it — in every system's editor."""
    checked = 0
    for system, editor in window.character_page.editors.items():
        first = next(s for s in window.controller.campaign.summaries() if s.system == system)
        window.select_character(first.id)
        for panel in editor.findChildren(ListPanel):
            tabs = [parent for parent in _ancestors(panel) if hasattr(parent, "setCurrentWidget")]
            for stack in tabs:  # show the tab the list is on
                for page in _ancestors(panel):
                    if stack.indexOf(page) >= 0:
                        stack.setCurrentWidget(page)
            qtbot.waitUntil(lambda panel=panel: panel.view.isVisible() and panel.height() > 50)
            buttons = (panel.remove_button, panel.up_button, panel.down_button)
            assert [button.text() for button in buttons] == ["Remove", "Up", "Down"]
            assert all(not button.icon().isNull() for button in buttons)
            below = panel.view.mapTo(panel, panel.view.rect().bottomLeft()).y()
            tops = {
                button.mapTo(panel, button.rect().topLeft()).y()
                for button in buttons
                if button.isVisibleTo(panel)  # Up and Down only where the order matters
            }
            assert min(tops) > below and len(tops) == 1, panel.objectName()
            checked += 1
    assert checked >= 6


def _ancestors(widget):
    parent = widget.parentWidget()
    while parent is not None:
        yield parent
        parent = parent.parentWidget()
