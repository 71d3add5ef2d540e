"""Issue 14, item 11: a stored session's events are chained by hashes, so an edited, removed
or inserted event is reported by its number on resume, and the session list can say
"log verified"."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.cli import main
from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.exchange import ImportRefusedError, export_campaign, import_document
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile, StoreError, TamperedLogError

TOMAS, AMELIE = "Tomáš Král", "Amélie Dubois"


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
    assert check.verified and check.checked == 4
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
    assert not campaign.check_session_log(session.session_id).verified


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
    assert legacy.problem is None and legacy.unchecked == 4 and not legacy.verified
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
            import_document(other, document)
        assert other.sessions() == []


def test_an_exported_session_missing_its_last_event_is_refused(campaign: CampaignFile) -> None:
    session = exported(campaign)
    session["events"].pop()
    document = {"format": "carddesk", "version": 1, "characters": [], "sessions": [session]}
    with pytest.raises(ImportRefusedError, match="exported with 4 events and holds 3"):
        import_document(campaign, document)
