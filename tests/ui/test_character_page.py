"""Creating, naming, picturing, deleting and importing characters through the real window."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from deskapp.core.edits import EditCharacter
from deskapp.core.errors import UserError
from deskapp.core.portraits import Crop
from deskapp.ui.main_window import MainWindow
from deskapp.ui.portrait import CropDialog

from .test_new_gm_review import new_character

SYSTEMS = ("agents", "founders", "dice_banks", "cinematic")


pytestmark = pytest.mark.window(warnings="record")


def picture(path: Path, size: tuple[int, int] = (300, 400)) -> Path:
    Image.new("RGB", size, "orange").save(path)
    return path


@pytest.mark.parametrize("system", SYSTEMS)
def test_new_character_of_each_system(window: MainWindow, system: str) -> None:
    new_character(window, system, "Sees ghosts")  # the agent's first aspect asked
    [summary] = window.controller.campaign.summaries()
    assert summary.system == system
    page = window.character_page
    assert page.row is not None and page.row.id == summary.id
    assert page.name_edit.text() == summary.name and window.mode == "characters"
    assert window.selected_character_id() == summary.id


def test_new_characters_get_distinct_names(window: MainWindow) -> None:
    for _ in range(3):
        window.named_actions["new_founders"].trigger()
    names = [summary.name for summary in window.controller.campaign.summaries()]
    assert len(set(names)) == 3


def test_renaming_in_the_name_field_is_saved_and_undoable(qtbot, window: MainWindow) -> None:
    new_character(window, "agents", "Sees ghosts")
    page = window.character_page
    page.name_edit.clear()
    page.name_edit.insert("Bára Nováková")  # QTest can only type ASCII keys
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert window.controller.campaign.summaries()[0].name == "Bára Nováková"
    assert "Bára Nováková" in window.character_model.index_of_character(page.row.id).data()
    window.named_actions["undo"].trigger()
    assert page.name_edit.text() == "New agents character"


def test_a_duplicate_or_empty_name_is_explained_and_not_saved(qtbot, window: MainWindow) -> None:
    new_character(window, "agents", "Sees ghosts")
    new_character(window, "agents", "Sees ghosts")
    page = window.character_page
    page.name_edit.setText("new AGENTS character")
    page.name_edit.editingFinished.emit()
    assert "already in the campaign" in page.problem.text() and page.problem.isVisibleTo(page)
    assert page.name_edit.text() == "New agents character 2"
    page.name_edit.setText("   ")
    page.name_edit.editingFinished.emit()
    assert page.problem.text() == "A character needs a name."


def test_dropping_a_picture_sets_a_cropped_portrait(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    window.named_actions["new_cinematic"].trigger()
    page = window.character_page
    monkeypatch.setattr(page, "ask_crop", lambda image: Crop(0, 0, 150, 200))
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(picture(tmp_path / "face.png")))])
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    page.portrait.dropEvent(drop)
    stored = window.controller.campaign.portrait(page.row.id)
    assert Image.open(io.BytesIO(stored)).size == (150, 200)
    assert not page.portrait.picture.pixmap().isNull() and page.portrait.remove_button.isEnabled()
    qtbot.mouseClick(page.portrait.remove_button, Qt.MouseButton.LeftButton)
    assert window.controller.campaign.portrait(page.row.id) is None
    window.named_actions["undo"].trigger()
    assert window.controller.campaign.portrait(page.row.id) == stored


def test_a_file_that_is_not_a_picture_is_explained(window: MainWindow, tmp_path: Path) -> None:
    window.named_actions["new_cinematic"].trigger()
    fake = tmp_path / "face.png"
    fake.write_text("no picture here")
    window.character_page.set_portrait_from_file(fake)
    assert "not an image Card Desk reads" in window.character_page.problem.text()
    assert window.controller.campaign.portrait(window.character_page.row.id) is None


def test_the_crop_dialog_keeps_the_frame_inside_the_picture(qtbot) -> None:
    dialog = CropDialog(Image.new("RGB", (800, 400), "blue"))
    qtbot.addWidget(dialog)
    assert dialog.crop() == Crop(250, 0, 300, 400)
    dialog.size_slider.setValue(50)
    dialog.area.move_by(10_000, 10_000)
    crop = dialog.crop()
    assert (crop.width, crop.height) == (150, 200)
    assert crop.left + crop.width == 800 and crop.top + crop.height == 400


def test_delete_and_bring_back(window: MainWindow) -> None:
    window.named_actions["new_founders"].trigger()
    window.named_actions["delete_character"].trigger()
    assert window.controller.campaign.summaries() == []
    assert window.character_page.row is None
    window.named_actions["undo"].trigger()
    assert len(window.controller.campaign.summaries()) == 1


def test_import_a_file_and_undo_it_as_one_step(window: MainWindow, tmp_path: Path) -> None:
    export = tmp_path / "group.json"
    export.write_text(
        json.dumps({"characters": [{"name": n, "system": "founders"} for n in ("Ota", "Eva")]}),
        encoding="utf-8",
    )
    assert window.import_file(export)
    assert [s.name for s in window.controller.campaign.summaries()] == ["Ota", "Eva"]
    window.named_actions["undo"].trigger()
    assert window.controller.campaign.summaries() == []
    window.named_actions["redo"].trigger()
    assert [s.name for s in window.controller.campaign.summaries()] == ["Ota", "Eva"]
    assert not window.import_file(export)
    assert "already in the campaign" in window.warnings[-1]


@pytest.mark.window(campaign="demo", size=(1100, 500), exposed=True, mode="characters")
def test_each_character_opens_at_its_own_scroll_position(qtbot, window: MainWindow) -> None:
    """The editor scrolled down for one character is not scrolled down for the next."""
    page = window.character_page
    bar = page.sheet_scroll.verticalScrollBar()
    first, second = [s.id for s in window.controller.campaign.summaries() if s.system == "agents"][
        :2
    ]
    window.select_character(first)
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the window is short: the sheet scrolls
    bar.setValue(bar.maximum())
    scrolled = bar.value()
    assert scrolled > 0
    window.select_character(second)
    assert bar.value() == 0, "another character starts at its top"
    window.select_character(first)
    qtbot.waitUntil(lambda: bar.value() == scrolled)  # and the first where it was left


@pytest.mark.window(campaign="demo", mode="characters", warnings="record")
def test_undo_says_what_it_undid_even_an_edit_of_another_page(window: MainWindow) -> None:
    """One Ctrl+Z too many on the Characters page once undid a table option set on the
    Table page with nothing on screen (review r30c): Undo and Redo now say what they did
    in the page's message band, and the band goes when the campaign changes again."""
    table = window.table_page
    options = dict(window.controller.campaign.options("cinematic"))
    changed = {**options, "mode": "hand_management"}
    table.set_options("cinematic", changed)
    window.set_mode("characters")
    page = window.character_page
    assert not page.message.isVisibleTo(page)
    window.named_actions["undo"].trigger()
    assert window.controller.campaign.options("cinematic") == options
    assert page.message.isVisibleTo(page)
    assert page.message.text() == "Undone: Change the table options of Cinematic cards"
    window.named_actions["redo"].trigger()
    assert page.message.text() == "Redone: Change the table options of Cinematic cards"
    window.named_actions["new_founders"].trigger()  # another edit: the note has said it
    assert not page.message.isVisibleTo(page)


@pytest.mark.window(campaign="demo", mode="table", warnings="record")
def test_a_full_campaign_opened_at_start_offers_no_demo(window: MainWindow) -> None:
    """The empty page's "Open the Demo Campaign" showed beside the full demo campaign the
    app had opened at start (review r30e): it is offered in an empty campaign only."""
    window.set_mode("characters")
    page = window.character_page
    assert page.stack.currentWidget() is page.empty_page
    assert window.controller.campaign.summaries()
    assert not page.demo_button.isVisibleTo(page)


def test_an_empty_campaign_offers_the_demo_until_a_character_is_made(window: MainWindow) -> None:
    page = window.character_page
    assert page.demo_button.isVisibleTo(page)
    window.named_actions["new_founders"].trigger()
    window.character_page.show_character(None)
    assert not page.demo_button.isVisibleTo(page)


@pytest.mark.window(campaign="demo")
def test_a_refused_edit_of_the_gm_cards_is_explained_above_them(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.campaign_list.setCurrentIndex(window.character_model.index_of_game_master("founders"))
    page = window.character_page
    editor = page.gm_editors["founders"]
    stored = editor.suspicion.value()
    execute = window.controller.execute

    def refuse(command: object) -> None:
        raise UserError("The campaign refused it.")

    monkeypatch.setattr(window.controller, "execute", refuse)
    editor.suspicion.setValue(stored + 1)
    assert page.gm_problem.isVisibleTo(window) and not page.problem.isVisibleTo(window)
    assert page.gm_problem.text() == "The campaign refused it."
    assert editor.suspicion.value() == stored  # the cards as stored, shown again
    monkeypatch.setattr(window.controller, "execute", execute)
    editor.suspicion.setValue(stored + 1)
    assert not page.gm_problem.isVisibleTo(window)
    assert window.controller.campaign.game_master("founders")["director"]["suspicion"] == stored + 1


@pytest.mark.window(campaign="demo", size=(1100, 500), exposed=True, mode="characters")
def test_a_sheet_grown_by_a_redone_edit_scrolls_to_its_end(qtbot, window: MainWindow) -> None:
    """A change that makes the shown sheet taller (here Redo of six aspects added) lets the
    sheet scroll to its new end: the sheet is only laid out again, not rebuilt, when its
    own character changes."""
    page = window.character_page
    bar = page.sheet_scroll.verticalScrollBar()
    agent = next(s.id for s in window.controller.campaign.summaries() if s.system == "agents")
    window.select_character(agent)
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the window is short: the sheet scrolls
    before = bar.maximum()
    row = window.controller.campaign.character(agent)
    more = [{"text": f"Aspect {n}", "kind": "ordinary", "exhausted": False} for n in range(6)]
    grown = {**row.data, "aspects": [*row.data["aspects"], *more]}
    window.controller.execute(EditCharacter(agent, row.data, grown, "Six aspects"))
    window.named_actions["undo"].trigger()
    window.named_actions["redo"].trigger()
    editor = page.editor_stack.currentWidget()
    qtbot.waitUntil(lambda: bar.maximum() > before)
    qtbot.waitUntil(
        lambda: bar.maximum() + page.sheet_scroll.viewport().height() >= editor.sizeHint().height()
    )
    bar.setValue(bar.maximum())
    assert bar.value() == bar.maximum() > before
