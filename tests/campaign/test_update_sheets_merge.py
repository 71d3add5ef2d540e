"""Issue 14, item 2: Update Sheets merges item by item and lists every change and conflict.

An aspect (or trait, consequence, skill, scar …) added in Characters mode while a
session ran is kept when play changed another item of the same list; where both
changed the same item, the conflict is listed before anything is written.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.edits import EditCharacter, EditMany
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.sheets import ABSENT, merge_sheet, sheet_update
from deskapp.core.store import CampaignFile

AMELIE, TOMAS = "Amélie Dubois", "Tomáš Král"
BARA = "Bára Nováková"


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        yield campaign


def start(campaign: CampaignFile, system_key: str, names: tuple[str, ...]) -> PlaySession:
    system = systems.spec(system_key)
    characters = [
        system.character_from_document(row.name, row.data)
        for row in campaign.characters()
        if row.name in names
    ]
    master = system.game_master_from_document(campaign.game_master(system_key))
    driver = system.driver_class()
    setup = driver.setup_from_campaign(TableChoice(characters, master, {}, True))
    return PlaySession.start(campaign, driver, "Session 1", setup)


def row_of(campaign: CampaignFile, name: str) -> Any:
    return next(row for row in campaign.characters() if row.name == name)


def edit_meanwhile(campaign: CampaignFile, name: str, field: str, value: Any) -> None:
    """An edit made in Characters mode while the session runs."""
    row = row_of(campaign, name)
    campaign.save_character_data(row.id, {**row.data, field: value})


def apply(campaign: CampaignFile, update: Any) -> None:
    EditMany(list(update.commands), "Update sheets").apply(campaign)


def test_a_consequence_added_meanwhile_survives_play_removing_another(
    campaign: CampaignFile,
) -> None:
    # F-22: a consequence removed at the table; another written on the sheet meanwhile
    session = start(campaign, "founders", (AMELIE, TOMAS))
    session.perform({"do": "remove_consequence", "founder": AMELIE, "name": "Worn out"})
    wounded = {"name": "Zraněná", "score": 2}
    edit_meanwhile(
        campaign, AMELIE, "consequences", [*row_of(campaign, AMELIE).data["consequences"], wounded]
    )
    update = sheet_update(session)
    assert update.conflicts == ()
    apply(campaign, update)
    assert row_of(campaign, AMELIE).data["consequences"] == [wounded]  # old code: [] (lost)
    [change] = [c for c in update.changes if c.owner == AMELIE]
    assert change.where == ("consequences", "Worn out")
    assert (change.sheet, change.written) == ({"name": "Worn out", "score": 1}, ABSENT)


def test_an_aspect_added_meanwhile_survives_play_exhausting_another(
    campaign: CampaignFile,
) -> None:
    # the aspect exhausted at the table; a new one written on the sheet meanwhile
    session = start(campaign, "agents", (BARA,))
    aspects = row_of(campaign, BARA).data["aspects"]
    first = aspects[0]["text"]
    session.perform(
        {"do": "draw", "agent": BARA, "plan": {"aspects": [first]}, "cards": ["3H", "KS"]}
    )
    session.perform({"do": "resolve", "choices": {"exhaust": [first]}})
    added = {"text": "Umím česky i německy", "kind": "ordinary", "exhausted": False}
    edit_meanwhile(campaign, BARA, "aspects", [*aspects, added])
    update = sheet_update(session)
    apply(campaign, update)
    stored = {aspect["text"]: aspect for aspect in row_of(campaign, BARA).data["aspects"]}
    assert stored[first]["exhausted"] is True
    assert stored[added["text"]] == added  # old code: the whole list replaced, this lost
    assert ("aspects", first, "exhausted") in [c.where for c in update.changes]


def test_the_same_item_changed_on_both_sides_is_a_conflict_listed_before_writing(
    campaign: CampaignFile,
) -> None:
    # F-14: taking the result raises adversity; the sheet's adversity was edited meanwhile
    session = start(campaign, "founders", (AMELIE, TOMAS))
    session.perform({"do": "check", "leader": TOMAS, "difficulty": "hard", "dice": [2, 3]})
    session.perform({"do": "take", "adversity": 0})
    edit_meanwhile(campaign, TOMAS, "adversity", 5)
    before = row_of(campaign, TOMAS).data
    update = sheet_update(session)
    [conflict] = update.conflicts
    assert (conflict.owner, conflict.where, conflict.sheet) == (TOMAS, ("adversity",), 5)
    assert conflict.written == conflict.played != 5  # play's value unless told otherwise
    kept = sheet_update(session, keep_sheet={conflict.key})
    assert kept.conflicts[0].conflict and kept.conflicts[0].written == 5  # the sheet's value
    assert not any(
        isinstance(c, EditCharacter) and c.new.get("adversity") != 5 for c in kept.commands
    )
    apply(campaign, kept)
    assert row_of(campaign, TOMAS).data["adversity"] == 5
    assert row_of(campaign, TOMAS).data == before | {"adversity": 5}


def test_lists_without_names_and_nested_objects_merge_as_documented() -> None:
    # nested objects merge per key; a list whose items have no names is one value
    stored = {"skills": {"Fencing": 5, "Acrobatics": 3}, "tags": [[1], [2]], "luck": 2}
    at_start = {"skills": {"Fencing": 4, "Acrobatics": 3}, "tags": [[1]], "luck": 2}
    played = {"skills": {"Fencing": 4, "Acrobatics": 2}, "tags": [[3]], "luck": 1}
    merged, changes = merge_sheet(stored, at_start, played, "Élodie")
    assert merged == {"skills": {"Fencing": 5, "Acrobatics": 2}, "tags": [[3]], "luck": 1}
    assert [(c.where, c.conflict) for c in changes] == [
        (("skills", "Acrobatics"), False),
        (("tags",), True),
        (("luck",), False),
    ]
