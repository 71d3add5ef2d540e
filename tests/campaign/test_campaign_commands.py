"""Campaign edits apply, revert and re-apply exactly, saved in the file each time."""

from __future__ import annotations

from pathlib import Path

import pytest

from deskapp.core.edits import (
    EVERYTHING,
    AddCharacter,
    Changes,
    DeleteCharacter,
    EditCharacter,
    EditMany,
    RenameCharacter,
    SetPortrait,
    SetSystemDocument,
)
from deskapp.core.store import CampaignFile, NewCharacter


@pytest.fixture
def file(tmp_path: Path):
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        for name in ("Anna", "Bára"):
            campaign.add_character(NewCharacter("agents", name, {"notes": ""}))
        yield campaign


def names(file: CampaignFile) -> list[str]:
    return [summary.name for summary in file.summaries()]


def test_add_undo_redo_keeps_the_same_id_and_place(file: CampaignFile) -> None:
    command = AddCharacter(NewCharacter("cinematic", "Cyril", {"luck": 1}))
    command.apply(file)
    first_id = command.character_id
    assert names(file) == ["Anna", "Bára", "Cyril"] and command.text == "Add Cyril"
    file.add_character(NewCharacter("agents", "Dana", {}))  # after Cyril
    command.revert(file)
    assert names(file) == ["Anna", "Bára", "Dana"]
    command.apply(file)  # back in its place, not at the end
    assert names(file) == ["Anna", "Bára", "Cyril", "Dana"]
    assert file.summaries()[2].id == first_id


def test_delete_and_undo(file: CampaignFile) -> None:
    anna = file.summaries()[0]
    command = DeleteCharacter(anna.id, anna.name)
    command.apply(file)
    assert names(file) == ["Bára"] and command.text == "Delete Anna"
    command.revert(file)
    assert names(file) == ["Anna", "Bára"]


def test_rename_edit_portrait(file: CampaignFile) -> None:
    anna, bara = file.summaries()
    commands = [
        RenameCharacter(anna.id, "Anna", "Anička"),
        EditCharacter(bara.id, {"notes": ""}, {"notes": "řekla ne"}, "Edit notes of Bára"),
        SetPortrait(bara.id, None, b"\x89PNG"),
    ]
    for command in commands:
        command.apply(file)
    assert names(file) == ["Anička", "Bára"]
    assert (
        file.character(bara.id).data == {"notes": "řekla ne"} and file.character(bara.id).portrait
    )
    for command in reversed(commands):
        command.revert(file)
    assert names(file) == ["Anna", "Bára"]
    assert (
        file.character(bara.id).data == {"notes": ""} and file.character(bara.id).portrait is None
    )


def test_system_documents(file: CampaignFile) -> None:
    command = SetSystemDocument("agents", "options", None, {"final_level": 5})
    command.apply(file)
    assert file.options("agents") == {"final_level": 5} and command.text == "Change table options"
    command.revert(file)
    assert file.options("agents") == {}
    gm = SetSystemDocument("founders", "game_master", None, {"suspicion": 2})
    gm.apply(file)
    assert file.game_master("founders") == {"suspicion": 2}
    with pytest.raises(ValueError, match="not 'colour'"):
        SetSystemDocument("agents", "colour", None, {})


def test_each_edit_says_what_it_changed_and_its_undo_the_reverse(file: CampaignFile) -> None:
    """Issue 26: the views refresh what an edit names (Changes), not the whole campaign."""
    anna, bara = (summary.id for summary in file.summaries())
    add = AddCharacter(NewCharacter("agents", "Cyril", {}))
    add.apply(file)
    assert add.changes() == Changes(added=frozenset({add.character_id}))
    assert add.changes().undone() == Changes(removed=frozenset({add.character_id}))
    assert DeleteCharacter(anna, "Anna").changes().undone().added == {anna}
    assert RenameCharacter(bara, "Bára", "B").changes().renamed == {bara}
    assert EditCharacter(bara, {}, {}, "x").changes().characters == {bara}
    assert SetSystemDocument("agents", "options", None, {}).changes().systems == {"agents"}
    both = EditMany([RenameCharacter(anna, "Anna", "A"), DeleteCharacter(bara, "Bára")], "two")
    assert both.changes() == Changes(renamed=frozenset({anna}), removed=frozenset({bara}))
    assert (Changes() | EVERYTHING).everything


def test_the_character_before_another_of_its_system(file: CampaignFile) -> None:
    """Where a tree grouped by system shows a character inserted anywhere in the list."""
    anna, bara = (summary.id for summary in file.summaries())
    cyril = file.add_character(NewCharacter("cinematic", "Cyril", {}))
    dana = file.add_character(NewCharacter("agents", "Dana", {}))
    file.restore_character(file.delete_character(bara))  # an undone delete: back in her place
    assert file.previous_of_system(anna) is None and file.previous_of_system(cyril) is None
    assert file.previous_of_system(dana) == bara and file.previous_of_system(bara) == anna
    assert file.name_taken(" dana ") and not file.name_taken("Eva")
    assert file.names_of_system("agents") == ["Anna", "Bára", "Dana"]
    assert file.has_character(dana) and not file.has_character(999)
