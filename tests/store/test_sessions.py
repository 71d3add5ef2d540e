"""Play sessions are event logs written to the campaign file as each event happens."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from deskapp.core.store import CampaignFile, StoreError


@pytest.fixture
def campaign(tmp_path: Path):
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        yield campaign


def test_a_session_keeps_its_setup_and_events_in_order(campaign: CampaignFile) -> None:
    session = campaign.create_session("cinematic", "Sezení 1", {"players": ["Bára", "Élodie"]})
    for number in range(3):
        assert campaign.append_session_event(session, {"kind": "draw", "n": number}) == number
    assert campaign.session_setup(session) == {"players": ["Bára", "Élodie"]}
    assert [event["n"] for event in campaign.session_events(session)] == [0, 1, 2]
    [summary] = campaign.sessions()
    assert (summary.system, summary.name, summary.events) == ("cinematic", "Sezení 1", 3)


def test_unknown_sessions_and_systems_are_clear_errors(campaign: CampaignFile) -> None:
    with pytest.raises(StoreError, match="no play session with id 7"):
        campaign.append_session_event(7, {"kind": "draw"})
    with pytest.raises(StoreError, match="no play session with id 7"):
        campaign.session_events(7)
    with pytest.raises(StoreError, match="unknown rule system 'go'"):
        campaign.create_session("go", "x", {})


def test_deleting_a_session_deletes_its_events(campaign: CampaignFile) -> None:
    session = campaign.create_session("agents", "Mise", {})
    campaign.append_session_event(session, {"kind": "test"})
    campaign.delete_session(session)
    assert campaign.sessions() == []


KILLED_PLAYER = textwrap.dedent(
    """
    import os, signal, sys
    from deskapp.core.store import CampaignFile
    campaign = CampaignFile.open(sys.argv[1])
    session = campaign.create_session("agents", "Mise", {})
    for number in range(50):
        campaign.append_session_event(session, {"kind": "draw", "n": number})
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def test_events_survive_the_app_being_killed(tmp_path: Path) -> None:
    path = tmp_path / "killed.carddesk"
    result = subprocess.run([sys.executable, "-c", KILLED_PLAYER, str(path)], check=False)
    assert result.returncode == -9
    with CampaignFile.open(path) as campaign:
        [session] = campaign.sessions()
        assert [event["n"] for event in campaign.session_events(session.id)] == list(range(50))
