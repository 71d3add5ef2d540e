"""The campaign file: saved as edits happen, safe to open, refused when it is not ours."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from deskapp.core.store import (
    CampaignFile,
    CampaignLockedError,
    CampaignReadOnlyError,
    DuplicateNameError,
    NewCharacter,
    NewerCampaignError,
    NotACampaignError,
    StoreError,
    UnknownCharacterError,
)
from deskapp.core.store.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "campaign.carddesk"


@pytest.fixture
def campaign(path: Path):
    with CampaignFile.open(path) as campaign:
        yield campaign


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def file_version(path: Path) -> int:
    """The schema version written in the campaign file itself."""
    raw = sqlite3.connect(path)
    try:
        return raw.execute("PRAGMA user_version").fetchone()[0]
    finally:
        raw.close()


def bara(**data) -> NewCharacter:
    return NewCharacter("agents", "Bára", {"appearance": "vysoká", **data})


def test_a_new_campaign_is_a_wal_sqlite_file_of_the_current_version(
    campaign: CampaignFile, path: Path
) -> None:
    campaign.close()
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert raw.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    raw.close()


def test_characters_are_kept_in_list_order_with_their_documents(campaign: CampaignFile) -> None:
    first = campaign.add_character(bara())
    second = campaign.add_character(NewCharacter("cinematic", "Élodie", {"luck": 2}, b"png"))
    rows = campaign.characters()
    assert [row.id for row in rows] == [first, second]
    assert rows[1].data == {"luck": 2} and rows[1].portrait == b"png"
    assert campaign.character(first).data["appearance"] == "vysoká"


def test_every_edit_is_saved_at_once(campaign: CampaignFile, path: Path) -> None:
    character = campaign.add_character(bara())
    campaign.save_character_data(character, {"appearance": "malá"})
    campaign.rename_character(character, "Barbora")
    campaign.set_portrait(character, b"\x89PNG")
    campaign.set_options("agents", {"final_level": 5})
    campaign.set_game_master("agents", {"start_threat": 1})
    # No busy timeout: the lock is reported at once, not after sqlite's default 5 s.
    reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=0)
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        reader.execute("SELECT * FROM characters").fetchall()  # we hold the file alone
    campaign.close()
    with CampaignFile.open(path) as reopened:
        row = reopened.characters()[0]
        assert (row.name, row.data, row.portrait) == ("Barbora", {"appearance": "malá"}, b"\x89PNG")
        assert reopened.options("agents") == {"final_level": 5}
        assert reopened.game_master("agents") == {"start_threat": 1}
        assert reopened.options("founders") is None


def test_names_are_required_trimmed_and_unique_whatever_the_case(campaign: CampaignFile) -> None:
    campaign.add_character(NewCharacter("agents", "  Bára   Nová ", {}))
    assert campaign.characters()[0].name == "Bára Nová"
    with pytest.raises(DuplicateNameError, match="'BÁRA NOVÁ' is already in the campaign"):
        campaign.add_character(NewCharacter("founders", "BÁRA NOVÁ", {}))
    with pytest.raises(StoreError, match="needs a name"):
        campaign.add_character(NewCharacter("agents", "   ", {}))
    other = campaign.add_character(NewCharacter("agents", "Ota", {}))
    with pytest.raises(DuplicateNameError):
        campaign.rename_character(other, "bára nová")
    campaign.rename_character(other, "ota")  # its own name in another case is fine
    assert campaign.character(other).name == "ota"


def test_adding_several_characters_is_all_or_nothing(campaign: CampaignFile) -> None:
    campaign.add_character(bara())
    with pytest.raises(DuplicateNameError):
        campaign.add_characters([NewCharacter("agents", "Ota", {}), bara()])
    with pytest.raises(DuplicateNameError):
        campaign.add_characters(
            [NewCharacter("agents", "Eva", {}), NewCharacter("agents", "eva", {})]
        )
    assert [row.name for row in campaign.characters()] == ["Bára"]


def test_unknown_system_and_unknown_character(campaign: CampaignFile) -> None:
    with pytest.raises(StoreError, match="unknown rule system 'chess'"):
        campaign.add_character(NewCharacter("chess", "Kasparov", {}))
    with pytest.raises(UnknownCharacterError, match="no character with id 99"):
        campaign.save_character_data(99, {})
    with pytest.raises(StoreError, match="unknown rule system"):
        campaign.set_options("chess", {})


def test_delete_and_restore_put_a_character_back_in_its_place(campaign: CampaignFile) -> None:
    ids = [campaign.add_character(NewCharacter("agents", name, {})) for name in ("A", "B", "C")]
    removed = campaign.delete_character(ids[1])
    assert [row.name for row in campaign.characters()] == ["A", "C"]
    campaign.restore_character(removed)
    assert [(row.id, row.name) for row in campaign.characters()] == list(
        zip(ids, "ABC", strict=True)
    )


def test_a_restored_character_takes_its_place_back(campaign: CampaignFile) -> None:
    for name in "ABC":
        campaign.add_character(NewCharacter("agents", name, {}))
    deleted = campaign.delete_character(campaign.summaries()[1].id)
    campaign.add_character(NewCharacter("agents", "D", {}))
    assert "".join(row.name for row in campaign.characters()) == "ACD"
    campaign.restore_character(deleted)
    assert "".join(row.name for row in campaign.characters()) == "ABCD"


def test_meta_values(campaign: CampaignFile) -> None:
    assert campaign.meta("title") is None
    campaign.set_meta("title", "Pražské noci")
    assert campaign.meta("title") == "Pražské noci"


# --- files that must be refused and left untouched ------------------------------------


def test_random_bytes_are_not_a_campaign(path: Path) -> None:
    path.write_bytes(os.urandom(4096))
    before = digest(path)
    with pytest.raises(NotACampaignError, match="not an SQLite database"):
        CampaignFile.open(path)
    assert digest(path) == before


def test_an_empty_file_is_not_a_campaign(path: Path) -> None:
    path.write_bytes(b"")
    with pytest.raises(NotACampaignError):
        CampaignFile.open(path)
    assert path.read_bytes() == b""


def test_a_truncated_campaign_is_refused_untouched(path: Path) -> None:
    with CampaignFile.open(path) as campaign:
        for number in range(200):
            campaign.add_character(NewCharacter("agents", f"Agent {number}", {"notes": "x" * 500}))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    before = digest(path)
    with pytest.raises(NotACampaignError, match="damaged"):
        CampaignFile.open(path)
    assert digest(path) == before


def test_another_programs_database_is_refused_untouched(path: Path) -> None:
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE invoices (id INTEGER)")
    other.commit()
    other.close()
    before = digest(path)
    with pytest.raises(NotACampaignError, match="another program"):
        CampaignFile.open(path)
    assert digest(path) == before


def test_a_campaign_from_a_newer_version_is_refused_untouched(path: Path) -> None:
    CampaignFile.open(path).close()
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.close()
    before = digest(path)
    with pytest.raises(
        NewerCampaignError, match=f"campaign format {SCHEMA_VERSION + 1}.*update Card Desk"
    ):
        CampaignFile.open(path)
    assert digest(path) == before


def test_a_read_only_campaign_is_refused(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    CampaignFile.open(path).close()
    before = digest(path)
    # Root may write anywhere, so the permission check itself is what is exercised here.
    monkeypatch.setattr("deskapp.core.store.campaign_file.os.access", lambda *_: False)
    with pytest.raises(CampaignReadOnlyError, match="read-only"):
        CampaignFile.open(path)
    assert digest(path) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file permissions")
def test_a_read_only_file_on_disk_is_refused(path: Path) -> None:
    CampaignFile.open(path).close()
    path.chmod(0o444)
    with pytest.raises(CampaignReadOnlyError):
        CampaignFile.open(path)


def test_a_folder_is_not_a_campaign(tmp_path: Path) -> None:
    with pytest.raises(NotACampaignError, match="is a folder"):
        CampaignFile.open(tmp_path)


def test_a_missing_file_is_created_with_its_folder_or_refused(tmp_path: Path) -> None:
    nested = tmp_path / "new" / "folder" / "c.carddesk"
    CampaignFile.open(nested).close()
    assert nested.exists()
    with pytest.raises(StoreError, match="no such campaign file"):
        CampaignFile.open(tmp_path / "absent.carddesk", create=False)


def test_a_campaign_open_in_another_process_is_refused(path: Path) -> None:
    CampaignFile.open(path).close()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"from deskapp.core.store import CampaignFile; c = CampaignFile.open({str(path)!r}); print('open', flush=True); input()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(CampaignLockedError, match="open in another Card Desk window"):
            CampaignFile.open(path)
    finally:
        holder.communicate("\n", timeout=30)
    CampaignFile.open(path).close()  # free again once the other one has closed it


# --- migrations --------------------------------------------------------------------------


def make_version_1_file(path: Path) -> None:
    old = sqlite3.connect(path, isolation_level=None)
    old.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    for statement in MIGRATIONS[0]:
        old.execute(statement)
    old.execute(
        "INSERT INTO characters (system, name, position, data, updated) VALUES ('agents', 'Stará Bára', 0, '{\"notes\": \"ř\"}', 0)"
    )
    old.execute("PRAGMA user_version = 1")
    old.close()


def test_a_version_1_campaign_migrates_forward_and_keeps_its_data(path: Path) -> None:
    make_version_1_file(path)
    with CampaignFile.open(path) as campaign:
        assert [(row.name, row.data) for row in campaign.characters()] == [
            ("Stará Bára", {"notes": "ř"})
        ]
    assert file_version(path) == SCHEMA_VERSION
    backup = path.with_name(path.name + ".v1-backup")
    assert sqlite3.connect(backup).execute("PRAGMA user_version").fetchone()[0] == 1


def test_every_migration_step_leads_to_the_same_schema_as_a_new_file(tmp_path: Path) -> None:
    migrated, fresh = tmp_path / "old.carddesk", tmp_path / "new.carddesk"
    make_version_1_file(migrated)
    CampaignFile.open(migrated).close()
    CampaignFile.open(fresh).close()

    def schema(path: Path) -> list[tuple[str, str]]:
        return (
            sqlite3.connect(path)
            .execute("SELECT name, sql FROM sqlite_master ORDER BY name")
            .fetchall()
        )

    assert schema(migrated) == schema(fresh)


def make_version_2_file(path: Path) -> None:
    """A campaign as Card Desk wrote it before system keys left the SQL schema: a character
    with a portrait, the GM's side, and a session with one stored event."""
    old = sqlite3.connect(path, isolation_level=None)
    old.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    old.execute("PRAGMA foreign_keys = ON")
    for statement in (*MIGRATIONS[0], *MIGRATIONS[1]):
        old.execute(statement)
    old.execute(
        "INSERT INTO characters (id, system, name, position, data, updated) "
        "VALUES (7, 'founders', 'Hélène', 0, '{\"traits\": []}', 0)"
    )
    old.execute("INSERT INTO portraits (character, data) VALUES (7, x'ffd8ff')")
    old.execute("INSERT INTO systems (system, options) VALUES ('founders', '{}')")
    old.execute(
        "INSERT INTO sessions (id, system, name, created, setup) "
        "VALUES (3, 'founders', 'Přístav', 0, '{\"table\": {}}')"
    )
    old.execute(
        "INSERT INTO session_events (session, seq, event) VALUES (3, 1, '{\"action\": {}}')"
    )
    old.execute("PRAGMA user_version = 2")
    old.close()


def test_a_version_2_campaign_drops_the_sql_list_of_systems_and_keeps_everything(
    path: Path,
) -> None:
    make_version_2_file(path)
    with CampaignFile.open(path) as campaign:
        (row,) = campaign.characters()
        # Rebuilding the characters table must not cascade to the portraits table.
        assert (row.id, row.name, row.portrait) == (7, "Hélène", b"\xff\xd8\xff")
        assert campaign.options("founders") == {}
        assert [session.id for session in campaign.sessions()] == [3]
        assert campaign.session_events(3) == [{"action": {}}]
    assert file_version(path) == SCHEMA_VERSION
    sql = "".join(
        text for (text,) in sqlite3.connect(path).execute("SELECT sql FROM sqlite_master") if text
    )
    assert "agents" not in sql  # the store checks keys against the registered systems
    backup = path.with_name(path.name + ".v2-backup")
    assert sqlite3.connect(backup).execute("PRAGMA user_version").fetchone()[0] == 2


# --- killing the app -----------------------------------------------------------------------

KILLED_WRITER = textwrap.dedent(
    """
    import os, signal, sys
    from deskapp.core.store import CampaignFile, NewCharacter
    campaign = CampaignFile.open(sys.argv[1])
    campaign.add_character(NewCharacter("agents", "Committed", {}))
    with campaign.transaction():
        campaign.add_character(NewCharacter("agents", "Half-done", {}))
        os.kill(os.getpid(), signal.SIGKILL)
    """
)


def test_a_killed_app_keeps_committed_edits_and_loses_the_unfinished_one(path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", KILLED_WRITER, str(path)], check=False, capture_output=True
    )
    assert result.returncode == -9
    with CampaignFile.open(path) as campaign:
        assert [row.name for row in campaign.characters()] == ["Committed"]


def test_portraits_are_kept_apart_and_go_with_their_character(
    campaign: CampaignFile, path: Path
) -> None:
    character = campaign.add_character(NewCharacter("agents", "Bára", {}, b"\x89PNG-1"))
    assert campaign.portrait(character) == b"\x89PNG-1"
    campaign.set_portrait(character, None)
    assert campaign.portrait(character) is None and campaign.character(character).portrait is None
    campaign.set_portrait(character, b"\x89PNG-2")
    campaign.delete_character(character)
    campaign.close()
    raw = sqlite3.connect(path)
    assert raw.execute("SELECT count(*) FROM portraits").fetchone()[0] == 0
    raw.close()
    with CampaignFile.open(path) as reopened, pytest.raises(UnknownCharacterError):
        reopened.set_portrait(999, b"x")
