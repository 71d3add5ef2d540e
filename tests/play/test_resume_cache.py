"""Issue 15, "fast in a long session": a long session's table is kept when it is closed, so
that reopening replays only what came after — and reopening is exactly the full replay,
whatever happened to the cache, the log or the code in between."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.play import resume_cache
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.resume_cache import ResumeCache
from deskapp.core.play.session import PlaySession, replay_session
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile, TamperedLogError

SYSTEMS = ("agents", "founders", "dice_banks", "cinematic")


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        yield campaign


@pytest.fixture
def cache(tmp_path: Path) -> ResumeCache:
    return ResumeCache(tmp_path / "tables", keep_after=1)


def session_id(campaign: CampaignFile, system: str) -> int:
    return next(s.id for s in campaign.sessions() if s.system == system)


def reopen(campaign: CampaignFile, system: str, cache: ResumeCache | None) -> PlaySession:
    driver = systems.spec(system).driver_class()
    return PlaySession.resume(campaign, session_id(campaign, system), driver, cache=cache)


def state(session: PlaySession) -> str:
    return json.dumps(session.driver.state_json(), sort_keys=True, ensure_ascii=False)


def full_replay(campaign: CampaignFile, system: str) -> PlaySession:
    return reopen(campaign, system, None)


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_kept_table_reopens_as_the_full_replay_and_undoes_and_redoes_alike(
    campaign: CampaignFile, cache: ResumeCache, system: str
) -> None:
    first = reopen(campaign, system, cache)
    assert first.kept_at == 0  # nothing kept yet: the whole log replayed
    assert first.keep_table()
    actions = len(first.events)

    kept = reopen(campaign, system, cache)
    full = full_replay(campaign, system)
    assert kept.kept_at == actions  # nothing replayed: the kept table stood for all of it
    assert state(kept) == state(full)
    assert [d.event for d in kept.history.done] == [d.event for d in full.history.done]
    assert kept.history.done == full.history.done

    # Undo all the way back (past the kept table: from its reload, then from the setup),
    # then redo everything: the same tables on the way, the same random values.
    steps = 0
    while full.history.can_undo:
        full.perform({"do": "undo"})
        kept.perform({"do": "undo"})
        assert state(kept) == state(full)
        steps += 1
    assert steps >= 2
    while full.history.can_redo:
        full.perform({"do": "redo"})
        kept.perform({"do": "redo"})
        assert state(kept) == state(full)


@pytest.mark.parametrize("system", SYSTEMS)
def test_actions_after_the_kept_table_are_replayed_from_it(
    campaign: CampaignFile, cache: ResumeCache, system: str
) -> None:
    first = reopen(campaign, system, cache)
    assert first.keep_table()
    kept_at = len(first.events)
    first.perform({"do": "undo"})
    first.perform({"do": "undo"})  # reaches before the kept table
    first.perform({"do": "redo"})

    reopened = reopen(campaign, system, cache)
    assert reopened.kept_at == kept_at
    assert len(reopened.events) == kept_at + 3
    assert state(reopened) == state(full_replay(campaign, system)) == state(first)
    assert reopened.undo_event() == first.undo_event()
    assert reopened.redo_event() == first.redo_event()


def test_a_long_cinematic_session_keeps_its_table_and_goes_on_from_it(
    campaign: CampaignFile, tmp_path: Path
) -> None:
    spec = systems.spec("cinematic")
    players = [
        spec.character_from_document(row.name, row.data)
        for row in campaign.characters()
        if row.system == "cinematic"
    ][:3]
    driver = spec.driver_class()
    setup = driver.setup_from_campaign(TableChoice(players, None, {}, False))
    cache = ResumeCache(tmp_path / "tables", keep_after=40)
    session = PlaySession.start(campaign, driver, "Long", setup, cache=cache)
    names = [player.name for player in players]
    for number in range(45):
        session.perform({"do": "test", "player": names[number % 3], "attribute": 3, "skill": 2})
    assert session.keep_table()  # 45 actions: over the threshold
    assert not session.keep_table()  # nothing new since: not written again
    reopened = PlaySession.resume(campaign, session.session_id, driver, cache=cache)
    assert reopened.kept_at == 45
    for number in range(5):
        action = {"do": "test", "player": names[number % 3], "attribute": 2, "skill": 1}
        assert reopened.perform(action).outcome == session.perform(action).outcome
    assert state(reopened) == state(session)


def test_short_sessions_are_not_kept(campaign: CampaignFile, tmp_path: Path) -> None:
    cache = ResumeCache(tmp_path / "tables")  # the app's threshold: a thousand actions
    session = reopen(campaign, "founders", cache)
    assert not session.keep_table()
    assert not (tmp_path / "tables").exists()


def test_an_edited_log_is_refused_even_with_a_kept_table(
    campaign: CampaignFile, cache: ResumeCache
) -> None:
    assert reopen(campaign, "founders", cache).keep_table()
    number = session_id(campaign, "founders")
    with campaign.transaction():
        campaign._db.execute(
            "UPDATE session_events SET event = replace(event, '\"take\"', '\"check\"') "
            "WHERE session = ? AND seq = 1",
            (number,),
        )
    with pytest.raises(TamperedLogError, match="stored event 2 was changed"):
        reopen(campaign, "founders", cache)


def test_a_kept_table_for_more_actions_than_the_log_holds_is_passed_over(
    campaign: CampaignFile, tmp_path: Path, cache: ResumeCache
) -> None:
    """A campaign file put back from a backup made before the last actions: the kept table
    is ahead of its log, so the log is replayed."""
    backup = tmp_path / "backup.carddesk"
    with sqlite3.connect(backup) as copy:
        campaign._db.backup(copy)
    copy.close()
    session = reopen(campaign, "agents", cache)
    session.perform({"do": "undo"})
    assert session.keep_table()
    with CampaignFile.open(backup) as restored:
        reopened = reopen(restored, "agents", cache)
        assert reopened.kept_at == 0
        assert len(reopened.events) == len(session.events) - 1
        assert reopened.history.can_undo


def test_a_damaged_kept_file_is_passed_over(campaign: CampaignFile, cache: ResumeCache) -> None:
    assert reopen(campaign, "dice_banks", cache).keep_table()
    (kept_file,) = cache.folder.glob("*.table")
    data = bytearray(kept_file.read_bytes())
    data[-10] ^= 0xFF
    kept_file.write_bytes(bytes(data))
    reopened = reopen(campaign, "dice_banks", cache)
    assert reopened.kept_at == 0
    assert state(reopened) == state(full_replay(campaign, "dice_banks"))
    kept_file.write_bytes(b"carddesk-resume\n")  # cut short: passed over too
    assert reopen(campaign, "dice_banks", cache).kept_at == 0


def test_a_table_kept_by_another_build_is_passed_over(
    campaign: CampaignFile, cache: ResumeCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert reopen(campaign, "cinematic", cache).keep_table()
    assert reopen(campaign, "cinematic", cache).kept_at > 0
    monkeypatch.setattr(resume_cache, "code_fingerprint", lambda: "0" * 64)
    assert reopen(campaign, "cinematic", cache).kept_at == 0


def test_the_cache_holds_only_the_latest_tables(
    campaign: CampaignFile, cache: ResumeCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(resume_cache, "FILES_KEPT", 2)
    for system in SYSTEMS:
        assert reopen(campaign, system, cache).keep_table()
    assert len(list(cache.folder.glob("*.table"))) == 2
    assert not list(cache.folder.glob("*.partial"))
    assert reopen(campaign, "cinematic", cache).kept_at > 0  # the newest stay
    assert reopen(campaign, "agents", cache).kept_at == 0


def test_a_session_stored_before_the_play_kernel_is_not_kept(
    campaign: CampaignFile, cache: ResumeCache
) -> None:
    session = reopen(campaign, "founders", cache)
    session.events[0] = {**session.events[0], "text": "an event of the first versions"}
    assert not session.keep_table()


def test_the_replay_command_never_reads_a_kept_table(
    campaign: CampaignFile, cache: ResumeCache
) -> None:
    """The kept table is a shortcut for the app; checking a log replays all of it."""
    assert reopen(campaign, "agents", cache).keep_table()
    driver = systems.spec("agents").driver_class()
    number = session_id(campaign, "agents")
    seen: list[int] = []
    replay_session(
        driver,
        campaign.session_setup(number),
        campaign.session_events(number),
        after_each=lambda n, _driver: seen.append(n),
    )
    assert seen == list(range(1, len(campaign.session_events(number)) + 1))


def test_a_kept_table_of_a_log_that_went_another_way_is_passed_over(
    campaign: CampaignFile, tmp_path: Path, cache: ResumeCache
) -> None:
    """Two copies of a campaign played on after the copy: as many actions, other ones. The
    chain's link at the kept table's action tells them apart."""
    copy_path = tmp_path / "copy.carddesk"
    with sqlite3.connect(copy_path) as copy:
        campaign._db.backup(copy)
    copy.close()
    session = reopen(campaign, "founders", cache)
    session.perform({"do": "undo"})
    assert session.keep_table()
    with CampaignFile.open(copy_path) as other:
        elsewhere = reopen(other, "founders", None)
        elsewhere.perform({"do": "undo"})
        elsewhere.perform({"do": "redo"})
        elsewhere.perform({"do": "undo"})  # the same table, at other moments
        reopened = reopen(other, "founders", cache)
        assert reopened.kept_at == 0
        assert state(reopened) == state(elsewhere)


def test_a_table_kept_at_any_action_of_a_stored_session_goes_on_as_the_full_replay(
    tmp_path: Path,
) -> None:
    """The Dice banks example session (rolls, a conflict, damage, settling, an undo): kept
    after each of its actions in turn, then the rest replayed from it."""
    stored = json.loads(
        (Path(__file__).parent.parent / "fixtures" / "dice_banks_example_session.json").read_text()
    )
    driver = systems.spec(stored["system"]).driver_class()
    setup, events = stored["setup"], stored["events"]
    full = replay_session(driver, setup, events)
    links = [f"{number:064x}" for number in range(1, len(events) + 1)]
    cache = ResumeCache(tmp_path / "tables")
    for actions in range(1, len(events) + 1):
        prefix = replay_session(driver, setup, events[:actions])
        assert cache.keep("dice", links[actions - 1], actions, prefix)
        rng = RecordedRandom()
        kept = cache.take("dice", links, rng)
        assert kept is not None and kept.actions == actions
        resumed = replay_session(driver, setup, events, rng, kept=kept)
        assert resumed.driver.state_json() == full.driver.state_json(), actions
        assert resumed.done == full.done and resumed.undone == full.undone


def test_a_table_that_cannot_be_written_leaves_nothing_behind(
    campaign: CampaignFile, cache: ResumeCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk while keeping: no kept table, no half file, and the session reopens by
    replaying its log."""
    session = reopen(campaign, "agents", cache)
    real_replace = resume_cache.os.replace

    def disk_full(*_paths: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(resume_cache.os, "replace", disk_full)
    assert not session.keep_table()
    assert list(cache.folder.iterdir()) == []
    monkeypatch.setattr(resume_cache.os, "replace", real_replace)
    assert reopen(campaign, "agents", cache).kept_at == 0
    assert session.keep_table()  # the next chance keeps it
    assert reopen(campaign, "agents", cache).kept_at == len(session.events)
