"""The campaign in the window: the character tree, switching files, undo and redo of edits."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from deskapp.core.edits import AddCharacter, EditCharacter, RenameCharacter
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.ui.campaign_list import (
    CHARACTER_ID_ROLE,
    GAME_MASTER_ROLE,
    SYSTEM_ROLE,
    CharacterListModel,
)
from deskapp.ui.controller import CampaignController
from deskapp.ui.main_window import MainWindow

from .test_new_gm_review import new_character


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    with CampaignFile.open(tmp_path / "first.carddesk") as campaign:
        campaign.add_character(NewCharacter("agents", "Anna", {}))
        campaign.add_character(NewCharacter("cinematic", "Élodie", {}))
        campaign.add_character(NewCharacter("agents", "Bára", {}))
    return tmp_path / "first.carddesk"


def listed_names(window: MainWindow) -> dict[str, list[str]]:
    """Each system's row, and the characters listed under it (its GM's cards left out)."""
    model = window.character_model
    names: dict[str, list[str]] = {}
    heading = ""
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if index.data(CHARACTER_ID_ROLE) is not None:
            names[heading].append(index.data())
        elif index.data(GAME_MASTER_ROLE) is None:
            heading = index.data()
            names[heading] = []
    return names


def test_the_list_model_is_a_correct_qt_model(
    qtmodeltester, controller: CampaignController
) -> None:
    qtmodeltester.check(CharacterListModel(controller.campaign))


def test_the_list_groups_characters_by_system_in_campaign_order(window: MainWindow) -> None:
    assert listed_names(window) == {
        "Agents (2)": ["Anna", "Bára"],
        "Founders (0)": [],
        "Dice banks (0)": [],
        "Cinematic cards (1)": ["Élodie"],
    }
    model = window.character_model
    assert model.index_of_game_master("agents").data() == "Coordinator's cards"
    assert model.index_of_game_master("founders").data() == "Director's cards"
    assert not model.index_of_game_master("cinematic").isValid()
    bara = window.controller.campaign.summaries()[2]
    index = window.character_model.index_of_character(bara.id)
    assert index.data(CHARACTER_ID_ROLE) == bara.id and index.data() == bara.name == "Bára"
    assert index.data(SYSTEM_ROLE) == bara.system == "agents"


def test_an_edit_shows_in_the_list_and_undoes_from_the_edit_menu(window: MainWindow) -> None:
    anna = window.controller.campaign.summaries()[0]
    window.controller.execute(RenameCharacter(anna.id, "Anna", "Anička"))
    assert listed_names(window)["Agents (2)"] == ["Anička", "Bára"]
    undo = window.named_actions["undo"]
    assert (
        undo.text().replace("&", "") == "Undo Rename Anna to Anička"
        and undo.shortcut().toString() == "Ctrl+Z"
    )
    undo.trigger()
    assert listed_names(window)["Agents (2)"] == ["Anna", "Bára"]
    assert window.controller.campaign.character(anna.id).name == "Anna"
    window.named_actions["redo"].trigger()
    assert window.controller.campaign.character(anna.id).name == "Anička"
    assert window.named_actions["redo"].shortcut().toString() == "Ctrl+Shift+Z"


class Resets:
    """Counts the tree model's resets: an edit changes its rows, it never reloads them all."""

    def __init__(self, window: MainWindow) -> None:
        self.count = 0
        window.character_model.modelReset.connect(self._reset)

    def _reset(self) -> None:
        self.count += 1


def test_an_add_rename_delete_and_undo_change_their_rows_only(window: MainWindow) -> None:
    """Issue 26: each edit inserts, renames or removes its row in place (no reset, the other rows
    and the character chosen as they were); its undo and redo do the same."""
    resets, model = Resets(window), window.character_model
    campaign = window.controller.campaign
    anna, _elodie, bara = campaign.summaries()
    window.select_character(bara.id)

    window.controller.execute(RenameCharacter(anna.id, "Anna", "Anička"))
    assert listed_names(window)["Agents (2)"] == ["Anička", "Bára"]
    assert window.selected_character_id() == bara.id
    window.select_character(anna.id)
    window.controller.execute(RenameCharacter(anna.id, "Anička", "Zuzana"))
    assert listed_names(window)["Agents (2)"] == ["Zuzana", "Bára"], "campaign order, not names"
    assert window.selected_character_id() == anna.id, "a rename keeps the character chosen"
    assert model.index_of_character(anna.id).data(Qt.ItemDataRole.ToolTipRole) == "Zuzana"

    new_character(window, "agents", "Sees ghosts")  # after the others of its system, and chosen
    added = window.selected_character_id()
    assert added is not None and window.character_page.row.id == added
    assert listed_names(window)["Agents (3)"] == ["Zuzana", "Bára", "New agents character"]
    window.controller.execute(AddCharacter(NewCharacter("agents", "Cecílie", {})))
    assert listed_names(window)["Agents (4)"] == [
        "Zuzana",
        "Bára",
        "New agents character",
        "Cecílie",
    ]
    assert window.selected_character_id() == added

    window.select_character(bara.id)
    window.delete_character()
    assert listed_names(window)["Agents (3)"] == ["Zuzana", "New agents character", "Cecílie"]
    assert window.selected_character_id() is None and window.character_page.row is None
    window.named_actions["undo"].trigger()  # Bára back in her place, between two
    assert listed_names(window)["Agents (4)"] == [
        "Zuzana",
        "Bára",
        "New agents character",
        "Cecílie",
    ]
    window.named_actions["undo"].trigger()  # Cecílie's add taken back
    assert listed_names(window)["Agents (3)"] == ["Zuzana", "Bára", "New agents character"]
    window.named_actions["redo"].trigger()
    assert listed_names(window)["Agents (4)"][3] == "Cecílie"
    for _ in range(4):  # the two adds, then the two renames
        window.named_actions["undo"].trigger()
    assert listed_names(window)["Agents (2)"] == ["Anna", "Bára"]
    assert listed_names(window)["Cinematic cards (1)"] == ["Élodie"]
    assert resets.count == 0, "an edit reloaded the whole list"

    window.select_character(bara.id)
    window.controller.execute(  # a sheet edit changes no row
        EditCharacter(bara.id, {}, {"reserves": 1}, "Reserves")
    )
    assert window.selected_character_id() == bara.id and resets.count == 0


def test_an_import_and_its_undo_read_the_list_again(window: MainWindow, tmp_path: Path) -> None:
    export = tmp_path / "group.json"
    export.write_text('{"characters": [{"name": "Ota", "system": "founders"}]}', "utf-8")
    window.select_character(window.controller.campaign.summaries()[0].id)
    assert window.import_file(export)
    assert listed_names(window)["Founders (1)"] == ["Ota"]
    window.named_actions["undo"].trigger()
    assert listed_names(window)["Founders (0)"] == []
    assert window.selected_character_id() == window.controller.campaign.summaries()[0].id


def test_a_refused_edit_changes_nothing_and_is_not_undoable(window: MainWindow) -> None:
    anna = window.controller.campaign.summaries()[0]
    with pytest.raises(Exception, match="already in the campaign"):
        window.controller.execute(RenameCharacter(anna.id, "Anna", "bára"))
    assert not window.controller.undo_stack.canUndo()


def test_switching_to_a_new_campaign(window: MainWindow, tmp_path: Path) -> None:
    assert window.switch_campaign(tmp_path / "druhá.carddesk")
    assert window.windowTitle() == "druhá — Card Desk"
    assert all(not names for names in listed_names(window).values())
    assert window.controller.recent.paths()[:2] == [
        (tmp_path / "druhá.carddesk").resolve(),
        (tmp_path / "first.carddesk").resolve(),
    ]
    assert not window.controller.undo_stack.canUndo()


def test_opening_a_file_that_is_not_a_campaign_warns_and_keeps_the_current_one(
    window: MainWindow, tmp_path: Path, warnings_shown: list[str]
) -> None:
    junk = tmp_path / "junk.carddesk"
    junk.write_bytes(os.urandom(2048))
    assert not window.switch_campaign(junk)
    assert "not a Card Desk campaign" in warnings_shown[0]
    assert window.windowTitle() == "first — Card Desk" and listed_names(window)["Agents (2)"] == [
        "Anna",
        "Bára",
    ]


def test_open_recent_lists_other_campaigns_and_opens_them(
    window: MainWindow, tmp_path: Path
) -> None:
    window.switch_campaign(tmp_path / "second.carddesk")
    window.recent_menu.aboutToShow.emit()
    actions = window.recent_menu.actions()
    assert [action.text() for action in actions] == ["first"]
    actions[0].trigger()
    assert window.windowTitle() == "first — Card Desk"


def test_export_campaign_onto_the_open_file_is_refused_and_the_app_keeps_working(
    window: MainWindow, warnings_shown: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    campaign = window.controller.path
    before = campaign.read_bytes()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_: (str(campaign), ""))
    window.named_actions["export_campaign"].trigger()
    assert len(warnings_shown) == 1 and "open campaign file" in warnings_shown[0]
    assert campaign.read_bytes() == before
    # Still the same living file: an edit is saved to it and reads back.
    anna = next(s for s in window.controller.campaign.summaries() if s.name == "Anna")
    window.controller.execute(RenameCharacter(anna.id, "Anna", "Anička"))
    assert window.controller.campaign.character(anna.id).name == "Anička"
