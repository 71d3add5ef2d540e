"""Issue 14, items 4 and 5: a full disk and a leftover log from another file lose nothing.

A full disk is simulated with SQLite's own page limit (``PRAGMA max_page_count``): the
write fails with SQLITE_FULL exactly as on a full disk. A leftover ``-wal`` is made as a
killed app leaves it: copied while the campaign is open, before it is emptied into the file.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.exchange import add_import, check_import, export_campaign
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile, CampaignWriteError, NewCharacter

BIG_PORTRAIT = b"\x89PNG" + bytes(300_000)  # the store keeps bytes; a page limit refuses them


def dump(campaign: CampaignFile) -> list[str]:
    return list(campaign._db.iterdump())


def fill_disk(campaign: CampaignFile) -> None:
    """No page more: the next write that needs one fails as on a full disk."""
    pages = campaign._db.execute("PRAGMA page_count").fetchone()[0]
    campaign._db.execute(f"PRAGMA max_page_count = {pages}")


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        yield campaign


def founder(name: str) -> NewCharacter:
    return NewCharacter("founders", name, {"traits": [], "consequences": [], "adversity": 0})


# --- item 4: a full disk ---------------------------------------------------------------------


def test_a_full_disk_is_one_line_naming_the_cause_and_the_campaign_stays_whole(
    campaign: CampaignFile,
) -> None:
    before = dump(campaign)
    fill_disk(campaign)
    big = NewCharacter("founders", "Big", founder("Big").data, BIG_PORTRAIT)
    with pytest.raises(CampaignWriteError) as refused:
        campaign.add_character(big)  # old code: "cannot rollback - no transaction is active"
    message = str(refused.value)
    assert "disk is full" in message and "\n" not in message and "demo.carddesk" in message
    assert dump(campaign) == before
    campaign._db.execute("PRAGMA max_page_count = 1073741823")
    campaign.add_character(big)  # the file still works once there is room
    assert "Big" in [summary.name for summary in campaign.summaries()]


def test_an_import_onto_a_full_disk_is_refused_and_adds_nothing(
    campaign: CampaignFile, tmp_path: Path
) -> None:
    with CampaignFile.open(tmp_path / "other.carddesk") as other:
        document = export_campaign(other) | {
            "characters": [{"name": f"Founder {n}", "system": "founders"} for n in range(400)]
        }
    before = dump(campaign)
    fill_disk(campaign)
    with pytest.raises(UserError, match="disk is full"):
        add_import(campaign, check_import(document))
    assert dump(campaign) == before


def test_a_table_action_the_disk_refuses_leaves_the_table_as_stored(
    campaign: CampaignFile,
) -> None:
    # F-04: a check's dice; the event cannot be stored, so the table shows what is saved
    system = systems.spec("founders")
    names = ("Amélie Dubois", "Tomáš Král")
    characters = [
        system.character_from_document(row.name, row.data)
        for row in campaign.characters()
        if row.name in names
    ]
    driver = system.driver_class()
    setup = driver.setup_from_campaign(TableChoice(characters, None, {}, True))
    session = PlaySession.start(campaign, driver, "Session 1", setup)
    session.perform({"do": "check", "leader": names[1], "dice": [1, 2]})
    session.perform({"do": "take"})
    stored = session.driver.state_json()
    fill_disk(campaign)
    for _ in range(500):  # until the log needs a page more
        try:
            session.perform({"do": "add_circumstance", "name": "x" * 200, "kind": "bad"})
            session.perform({"do": "undo"})
        except CampaignWriteError:
            break
        stored = session.driver.state_json()
    else:
        pytest.fail("the page limit never refused a write")
    assert session.driver.state_json() == stored  # old code: the unsaved action still shown
    resumed = PlaySession.resume(campaign, session.session_id, driver)
    assert resumed.driver.state_json() == stored


# --- item 5: a leftover log beside a file it does not belong to -------------------------------


def killed_copy(campaign: CampaignFile, folder: Path) -> Path:
    """The campaign's file and log as a kill leaves them, copied into ``folder``."""
    folder.mkdir()
    copy = folder / campaign.path.name
    shutil.copyfile(campaign.path, copy)
    shutil.copyfile(campaign.path.with_name(f"{campaign.path.name}-wal"), Path(f"{copy}-wal"))
    return copy


def names_in(path: Path) -> list[str]:
    with CampaignFile.open(path, create=False) as campaign:
        return [summary.name for summary in campaign.summaries()]


def test_a_leftover_log_of_this_file_is_applied(campaign: CampaignFile, tmp_path: Path) -> None:
    campaign.add_character(founder("After the last checkpoint"))
    copy = killed_copy(campaign, tmp_path / "killed")
    with CampaignFile.open(copy, create=False) as reopened:
        assert "After the last checkpoint" in [s.name for s in reopened.summaries()]
        assert reopened.notices == []


def test_a_log_left_by_another_campaign_is_set_aside_and_said(
    campaign: CampaignFile, tmp_path: Path
) -> None:
    for number in range(5):
        campaign.add_character(founder(f"Other campaign's {number}"))
    killed = killed_copy(campaign, tmp_path / "killed")
    replacement = tmp_path / "replacement.carddesk"
    with CampaignFile.open(replacement) as other:
        other.add_character(founder("Only here"))
    names = names_in(replacement)
    # The user puts the other campaign in place of the killed one; its log is still there.
    shutil.copyfile(replacement, killed)
    with CampaignFile.open(killed, create=False) as reopened:
        assert [s.name for s in reopened.summaries()] == names  # old code: both merged
        [notice] = reopened.notices
    assert "was not applied" in notice and "demo.carddesk-wal" in notice
    [aside] = killed.parent.glob("demo.carddesk-wal.set-aside-*")
    assert aside.stat().st_size > 0  # kept, not deleted
    raw = sqlite3.connect(killed)
    assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    raw.close()


def test_a_log_of_an_older_copy_of_the_same_campaign_is_set_aside(
    campaign: CampaignFile, tmp_path: Path
) -> None:
    older = tmp_path / "older.carddesk"
    campaign._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    shutil.copyfile(campaign.path, older)  # a backup of this campaign, taken earlier
    campaign.close()
    with CampaignFile.open(campaign.path) as between:  # used once more since the backup
        between.add_character(founder("Between"))
    with CampaignFile.open(campaign.path) as reopened:
        reopened.add_character(founder("Later"))
        killed = killed_copy(reopened, tmp_path / "killed")
    shutil.copyfile(older, killed)  # the backup put back, the newer log beside it
    with CampaignFile.open(killed, create=False) as restored:
        assert restored.notices and "Later" not in [s.name for s in restored.summaries()]
