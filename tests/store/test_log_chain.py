"""Issue 14, item 11: a stored session's events are chained by hashes, so an edited, removed
or inserted event is reported by its number on resume, and the session list can say
"log verified"."""

from __future__ import annotations

import hmac
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.cli import main
from deskapp.core import systems
from deskapp.core.chain import SESSION_SEED, link, seal
from deskapp.core.demo import write_demo
from deskapp.core.exchange import ImportRefusedError, add_import, check_import, export_campaign
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile, LogCheck, StoreError, TamperedLogError
from deskapp.core.store.campaign_file import ELSEWHERE, IMPORTED_UNCHAINED, SEALED_HERE, UNSEALED
from deskapp.core.store.locations import LOG_KEY_FILE

TOMAS, AMELIE = "Tomáš Král", "Amélie Dubois"


def verified(check: LogCheck) -> bool:
    """What the Table page says "log verified on this computer" of: no problem, every event
    chained, and the seal made with this computer's key fits."""
    return check.problem is None and check.unchecked == 0 and check.origin == SEALED_HERE


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        yield campaign


def played(campaign: CampaignFile) -> PlaySession:
    """A Founders session of four events: two checks, each taken (F-04, F-14)."""
    system = systems.spec("founders")
    characters = [
        system.character_from_document(row.name, row.data)
        for row in campaign.characters()
        if row.name in (TOMAS, AMELIE)
    ]
    driver = system.driver_class()
    setup = driver.setup_from_campaign(TableChoice(characters, None, {}, True))
    session = PlaySession.start(campaign, driver, "Sezení u přístavu", setup)
    for dice in ([3, 4], [1, 2]):
        session.perform({"do": "check", "leader": TOMAS, "dice": dice})
        session.perform({"do": "take"})
    return session


def stored(campaign: CampaignFile, session_id: int) -> list[tuple[int, str]]:
    return campaign._db.execute(
        "SELECT seq, event FROM session_events WHERE session = ? ORDER BY seq", (session_id,)
    ).fetchall()


def resume(campaign: CampaignFile, session: PlaySession) -> PlaySession:
    return PlaySession.resume(campaign, session.session_id, type(session.driver))


def test_an_untouched_log_is_verified_and_resumes(campaign: CampaignFile) -> None:
    session = played(campaign)
    check = campaign.check_session_log(session.session_id)
    assert verified(check) and check.checked == 4
    assert resume(campaign, session).driver.state_json() == session.driver.state_json()


def test_dice_changed_in_a_stored_event_are_reported_by_event_number(
    campaign: CampaignFile,
) -> None:
    # F-04: the dice 3,4 of the first check turned into 6,6 in the stored log
    session = played(campaign)
    seq, text = stored(campaign, session.session_id)[0]
    event = json.loads(text)
    event["action"]["dice"] = [6, 6]
    campaign._db.execute(
        "UPDATE session_events SET event = ? WHERE session = ? AND seq = ?",
        (json.dumps(event), session.session_id, seq),
    )
    with pytest.raises(TamperedLogError) as refused:
        resume(campaign, session)  # old code: replayed the 6,6 silently
    assert "'Sezení u přístavu'" in str(refused.value) and "event 1 " in str(refused.value)
    assert not verified(campaign.check_session_log(session.session_id))


@pytest.mark.parametrize(("removed", "said"), [(1, "event 2 is missing"), (3, "after event 3")])
def test_a_removed_event_is_reported(campaign: CampaignFile, removed: int, said: str) -> None:
    session = played(campaign)
    campaign._db.execute(
        "DELETE FROM session_events WHERE session = ? AND seq = ?", (session.session_id, removed)
    )
    with pytest.raises(TamperedLogError, match=said):
        resume(campaign, session)


def test_a_changed_setup_breaks_the_chain_at_the_first_event(campaign: CampaignFile) -> None:
    session = played(campaign)
    setup = campaign.session_setup(session.session_id)
    setup["table"]["mirror"] = not setup["table"].get("mirror", True)
    campaign._db.execute(
        "UPDATE sessions SET setup = ? WHERE id = ?", (json.dumps(setup), session.session_id)
    )
    with pytest.raises(TamperedLogError, match="event 1 "):
        resume(campaign, session)


def test_events_stored_before_the_chain_are_covered_from_the_next_one(
    campaign: CampaignFile,
) -> None:
    session = played(campaign)
    campaign._db.execute(
        "UPDATE session_events SET chain = NULL WHERE session = ?", (session.session_id,)
    )
    campaign._db.execute("UPDATE sessions SET head = NULL WHERE id = ?", (session.session_id,))
    legacy = campaign.check_session_log(session.session_id)
    assert legacy.problem is None and legacy.unchecked == 4 and not verified(legacy)
    resumed = resume(campaign, session)
    resumed.perform({"do": "check", "leader": AMELIE, "dice": [5, 5]})
    seq, text = stored(campaign, session.session_id)[2]  # the second check
    assert "[1,2]" in text
    campaign._db.execute(
        "UPDATE session_events SET event = ? WHERE session = ? AND seq = ?",
        (text.replace("[1,2]", "[2,2]"), session.session_id, seq),
    )
    assert "event 5 " in (campaign.check_session_log(session.session_id).problem or "")


def test_nan_in_an_event_says_so_not_that_the_session_is_missing(campaign: CampaignFile) -> None:
    # issue 14, item 12: NaN was reported as "there is no play session with id 5"
    session = played(campaign)
    with pytest.raises(StoreError, match="NaN and Infinity are not numbers"):
        campaign.append_session_event(session.session_id, {"action": {"x": float("nan")}})


# --- the chain travels with an exported session ----------------------------------------------


def exported(campaign: CampaignFile) -> dict[str, Any]:
    played(campaign)
    document = export_campaign(campaign)
    [session] = [s for s in document["sessions"] if s["name"] == "Sezení u přístavu"]
    assert len(session["chain"]) == len(session["events"]) == 4
    return session


def test_an_exported_session_edited_afterwards_is_refused_at_import_and_replay(
    campaign: CampaignFile, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # F-04: the dice of the second check turned from 1,2 into 6,6 in the exported file
    session = exported(campaign)
    file = tmp_path / "log.json"
    file.write_text(json.dumps(session), encoding="utf-8")
    assert main(["replay", str(file)]) == 0  # as exported: replays
    capsys.readouterr()
    session["events"][2]["action"]["dice"] = [6, 6]
    file.write_text(json.dumps(session), encoding="utf-8")
    assert main(["replay", str(file)]) == 2
    assert "event 3 was changed after the session was exported" in capsys.readouterr().err
    document = {"format": "carddesk", "version": 1, "characters": [], "sessions": [session]}
    with CampaignFile.open(tmp_path / "other.carddesk") as other:
        with pytest.raises(ImportRefusedError, match="event 3 was changed"):
            add_import(other, check_import(document))
        assert other.sessions() == []


def test_an_exported_session_missing_its_last_event_is_refused(campaign: CampaignFile) -> None:
    session = exported(campaign)
    session["events"].pop()
    document = {"format": "carddesk", "version": 1, "characters": [], "sessions": [session]}
    with pytest.raises(ImportRefusedError, match="exported with 4 events and holds 3"):
        add_import(campaign, check_import(document))


# --- the seal: "verified" says only what is proved (issue 25, major 4) -----------------------


def test_the_seal_is_hmac_sha256_of_the_seal_so_far_and_the_link() -> None:
    """Files sealed by earlier versions still fit: each step is the standard HMAC-SHA256, for
    every key (a keyed object kept per key must not carry one key's state into another's),
    shorter than SHA-256's 64-byte block, as long as it, or longer (then hashed first)."""
    keys = [os.urandom(size) for size in (32, 0, 63, 64, 65, 200)]
    for step in range(18):
        key, previous, next_link = keys[step % 6], os.urandom(8).hex() * step, os.urandom(32).hex()
        message = f"{previous}\n{next_link}".encode("ascii")
        assert seal(key, previous, next_link) == hmac.new(key, message, "sha256").hexdigest()


def rechained(campaign: CampaignFile, session_id: int) -> None:
    """The ten lines of Python the review wrote: every link and the head computed again over
    the stored events, as anyone can (the chain is unkeyed)."""
    (setup,) = campaign._db.execute(
        "SELECT setup FROM sessions WHERE id = ?", (session_id,)
    ).fetchone()
    current = link(SESSION_SEED, setup)
    for seq, text in stored(campaign, session_id):
        current = link(current, text)
        campaign._db.execute(
            "UPDATE session_events SET chain = ? WHERE session = ? AND seq = ?",
            (current, session_id, seq),
        )
    campaign._db.execute("UPDATE sessions SET head = ? WHERE id = ?", (current, session_id))


def test_a_session_played_here_is_verified_on_this_computer(campaign: CampaignFile) -> None:
    session = played(campaign)
    check = campaign.check_session_log(session.session_id)
    assert verified(check) and check.origin == SEALED_HERE
    assert campaign.verified_session_log(session.session_id).sealed_here  # outcomes compared by ==
    key = Path(os.environ["XDG_CONFIG_HOME"]) / "CardDesk" / LOG_KEY_FILE
    assert key.stat().st_mode & 0o077 == 0, "the key is the user's alone"
    assert key.read_text().strip() not in campaign.path.read_bytes().hex()


def test_an_edited_event_with_its_chain_computed_again_is_not_verified(
    campaign: CampaignFile,
) -> None:
    session = played(campaign)
    seq, text = stored(campaign, session.session_id)[2]
    campaign._db.execute(
        "UPDATE session_events SET event = ? WHERE session = ? AND seq = ?",
        (text.replace("[1,2]", "[6,6]"), session.session_id, seq),
    )
    rechained(campaign, session.session_id)
    check = campaign.check_session_log(session.session_id)
    assert not verified(check) and "seal" in (check.problem or "")
    with pytest.raises(TamperedLogError, match="seal"):
        resume(campaign, session)


def test_a_removed_last_event_with_the_head_cleared_is_not_verified(
    campaign: CampaignFile,
) -> None:
    session = played(campaign)
    campaign._db.execute(
        "DELETE FROM session_events WHERE session = ? AND seq = 3", (session.session_id,)
    )
    campaign._db.execute("UPDATE sessions SET head = NULL WHERE id = ?", (session.session_id,))
    check = campaign.check_session_log(session.session_id)
    assert not verified(check) and "last ones removed" in (check.problem or "")


def test_play_after_an_edit_does_not_make_the_seal_fit_again(campaign: CampaignFile) -> None:
    session = played(campaign)
    seq, text = stored(campaign, session.session_id)[0]
    campaign._db.execute(
        "UPDATE session_events SET event = ? WHERE session = ? AND seq = ?",
        (text.replace("[3,4]", "[6,6]"), session.session_id, seq),
    )
    rechained(campaign, session.session_id)
    campaign.append_session_event(session.session_id, {"action": {"do": "undo"}, "random": []})
    assert "seal" in (campaign.check_session_log(session.session_id).problem or "")


def test_a_seal_taken_away_is_never_verified(campaign: CampaignFile) -> None:
    session = played(campaign)
    campaign._db.execute(
        "UPDATE sessions SET sealed_by = NULL, seal = NULL WHERE id = ?", (session.session_id,)
    )
    check = campaign.check_session_log(session.session_id)
    assert check.problem is None and check.origin == UNSEALED and not verified(check)


def test_a_campaign_from_another_computer_is_consistent_not_verified(
    campaign: CampaignFile, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = played(campaign)
    campaign.close()
    elsewhere = tmp_path / "another computer"
    elsewhere.mkdir()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(elsewhere))  # another install, another key
    with CampaignFile.open(tmp_path / "demo.carddesk") as carried:
        check = carried.check_session_log(session.session_id)
        assert check.problem is None and check.origin == ELSEWHERE and not verified(check)
        assert not carried.verified_session_log(session.session_id).sealed_here  # types too
        resumed = PlaySession.resume(carried, session.session_id, type(session.driver))
        resumed.perform({"do": "check", "leader": AMELIE, "dice": [5, 5]})  # play goes on
        assert carried.check_session_log(session.session_id).origin == ELSEWHERE


@pytest.mark.parametrize(("chained", "origin"), [(True, ELSEWHERE), (False, IMPORTED_UNCHAINED)])
def test_an_imported_session_says_where_it_came_from(
    campaign: CampaignFile, tmp_path: Path, chained: bool, origin: str
) -> None:
    session = exported(campaign)
    if not chained:  # an edited event with its chain deleted imported as "log verified"
        del session["chain"]
        session["events"][0]["at"] = session["events"][0]["at"] + 1
    document = {"format": "carddesk", "version": 1, "characters": [], "sessions": [session]}
    with CampaignFile.open(tmp_path / "other.carddesk") as other:
        add_import(other, check_import(document))
        [summary] = other.sessions()
        check = other.check_session_log(summary.id)
        assert check.problem is None and check.origin == origin and not verified(check)


def test_an_agents_export_carries_its_chain_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 25, major 4: Agents exports carried no chain, so an edited mission log imported
    and replayed as written. The mission log is chained over its header and its events."""
    demo = tmp_path / "demo.carddesk"
    assert main(["demo", str(demo)]) == 0
    with CampaignFile.open(demo) as source:
        _finished, mission = [
            s for s in export_campaign(source)["sessions"] if s["system"] == "agents"
        ]
    assert len(mission["chain"]) == len(mission["events"]) > 0
    document = {"format": "carddesk", "version": 1, "characters": [], "sessions": [mission]}
    with CampaignFile.open(tmp_path / "chained.carddesk") as other:
        add_import(other, check_import(document))
        [summary] = other.sessions()
        assert other.check_session_log(summary.id).origin == ELSEWHERE
    edited = json.loads(json.dumps(mission))
    edited["events"][0]["cards"] = list(reversed(edited["events"][0]["cards"]))
    file = tmp_path / "mission.json"
    file.write_text(json.dumps(edited), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(file)]) == 2
    assert "event 1 was changed after the session was exported" in capsys.readouterr().err
    with CampaignFile.open(tmp_path / "refused.carddesk") as other:
        with pytest.raises(ImportRefusedError, match="event 1 was changed"):
            add_import(other, check_import({**document, "sessions": [edited]}))
        assert other.sessions() == []
