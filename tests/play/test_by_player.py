"""Who did it (issue 27): an event a player performed from their phone carries ``"by"``, the
player's name; absent, the GM did it. It replays, shows in the history with the name in every
language, is chained and sealed with the rest of the event, and is held to its form."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.decks.errors import CorruptLogError
from deskapp.core.demo import write_demo
from deskapp.core.play.describe import describe_event
from deskapp.core.play.events import check_event
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.store import CampaignFile
from deskapp.core.store.errors import TamperedLogError


@pytest.fixture
def campaign(tmp_path: Path) -> CampaignFile:
    with CampaignFile.open(tmp_path / "by.cdk") as campaign:
        write_demo(campaign)
        yield campaign


def played(campaign: CampaignFile) -> PlaySession:
    """A digital Cinematic table: a contribution and a test from Bára's phone, a test at the
    desk."""
    spec = systems.spec("cinematic")
    driver = spec.driver_class()
    names = campaign.names_of_system("cinematic")
    setup = driver.setup_from_campaign(choose_table(campaign, spec, names, False))
    session = PlaySession.start(campaign, driver, "Phones", setup)
    player = setup["players"][0]["name"]
    session.perform({"do": "contribute", "text": "3 5 6 1"}, by=player)
    test = {"do": "test", "player": player, "attribute": 3, "skill": 2, "difficulty": 9}
    session.perform(test, by=player)
    session.perform(test)
    return session


def test_an_event_by_a_player_is_stored_replayed_and_shown_with_the_name(
    campaign: CampaignFile,
) -> None:
    session = played(campaign)
    player = session.events[0]["by"]
    assert [event.get("by") for event in session.events] == [player, player, None]
    again = PlaySession.resume(campaign, session.session_id, type(session.driver))
    assert again.events == session.events
    assert again.driver.state_json() == session.driver.state_json()
    spec = systems.spec("cinematic")
    table = campaign.session_setup(session.session_id)["table"]
    for language in ("en", "cs", "fr"):
        for event in session.events:
            line = describe_event(spec, event, session.events, table, language)
            unnamed = {key: value for key, value in event.items() if key != "by"}
            without = describe_event(spec, unnamed, session.events, table, language)
            # The GM's own line, followed by the player's name when a player did it.
            assert line.startswith(without)
            assert (player in line[len(without) :]) == ("by" in event)


def test_who_did_it_cannot_be_changed_unseen(campaign: CampaignFile) -> None:
    session = played(campaign)
    seq, text = campaign._db.execute(
        "SELECT seq, event FROM session_events WHERE session = ? ORDER BY seq",
        (session.session_id,),
    ).fetchall()[1]
    event = json.loads(text)
    event["by"] = "Someone else"
    campaign._db.execute(
        "UPDATE session_events SET event = ? WHERE session = ? AND seq = ?",
        (json.dumps(event, ensure_ascii=False), session.session_id, seq),
    )
    with pytest.raises(TamperedLogError, match="event 2"):
        PlaySession.resume(campaign, session.session_id, type(session.driver))


@pytest.mark.parametrize("by", ["", "   ", 7, None, ["Bára"], "x" * 201])
def test_by_must_be_a_players_name(by: object) -> None:
    event = {"action": {"do": "undo"}, "random": [], "at": 1764641820.0, "undid": 1, "by": by}
    with pytest.raises(CorruptLogError, match="field 'by'"):
        check_event(event, 3)


def test_an_old_line_takes_no_by() -> None:
    event = {"action": {"do": "x"}, "random": [], "at": 1.0, "text": "old", "by": "Bára"}
    with pytest.raises(CorruptLogError, match="unknown field 'by'"):
        check_event(event, 1)
