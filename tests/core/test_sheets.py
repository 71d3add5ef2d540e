"""Update Sheets without Qt: the three-way merge and the edits a session would make."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.edits import EditCharacter, EditMany, SetSystemDocument
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.sheets import merge_sheet, sheet_update, writes_sheets
from deskapp.core.store import CampaignFile

AMELIE, TOMAS = "Amélie Dubois", "Tomáš Král"


def test_plays_change_wins_and_a_field_play_left_alone_keeps_the_stored_value() -> None:
    stored = {"traits": ["edited meanwhile"], "adversity": 0, "notes": "stored"}
    at_start = {"name": "X", "traits": ["original"], "adversity": 0, "notes": "stored"}
    played = {"name": "X", "traits": ["original"], "adversity": 2, "notes": "stored"}
    assert merge_sheet(stored, at_start, played)[0] == {
        "traits": ["edited meanwhile"],  # play did not touch it: the sheet edit is kept
        "adversity": 2,  # play changed it: play's value is written
        "notes": "stored",
    }


def test_a_field_play_adds_is_written_even_when_it_did_not_change() -> None:
    assert merge_sheet({}, {"luck": 1}, {"luck": 1})[0] == {"luck": 1}


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        yield campaign


def founders_session(campaign: CampaignFile) -> PlaySession:
    system = systems.spec("founders")
    characters = [
        system.character_from_document(row.name, row.data)
        for row in campaign.characters()
        if row.name in (AMELIE, TOMAS)
    ]
    master = system.game_master_from_document(campaign.game_master("founders"))
    driver = system.driver_class()
    setup = driver.setup_from_campaign(TableChoice(characters, master, {}, True))
    return PlaySession.start(campaign, driver, "Session 1", setup)


def test_a_sessions_changes_become_one_edit_per_sheet_and_undo_restores_them(
    campaign: CampaignFile,
) -> None:
    session = founders_session(campaign)
    assert writes_sheets(session)
    assert sheet_update(session).commands == ()  # nothing played yet: nothing to write
    session.perform({"do": "check", "leader": TOMAS, "difficulty": "hard", "dice": [2, 3]})
    session.perform({"do": "take", "adversity": 0})
    session.perform({"do": "remove_consequence", "founder": AMELIE, "name": "Worn out"})
    before = {row.name: row.data for row in campaign.characters()}
    master_before = campaign.game_master("founders")

    update = sheet_update(session)
    assert update.characters == (AMELIE, TOMAS)
    assert [type(command) for command in update.commands].count(EditCharacter) == 2
    edit = EditMany(list(update.commands), "Update sheets")
    edit.apply(campaign)
    after = {row.name: row.data for row in campaign.characters()}
    assert after[TOMAS]["adversity"] == before[TOMAS]["adversity"] + 1  # F-14
    assert after[AMELIE]["consequences"] == []
    assert sheet_update(session).commands == ()  # the sheets now hold what the table does
    edit.revert(campaign)
    assert {row.name: row.data for row in campaign.characters()} == before
    assert campaign.game_master("founders") == master_before
    assert not any(isinstance(c, SetSystemDocument) for c in update.commands) or update.game_master
