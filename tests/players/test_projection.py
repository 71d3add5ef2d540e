"""The generic projection: the last history lines in effect, in the page's language."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.i18n import current_language
from deskapp.core.play.describe import describe_event
from deskapp.core.play.session import PlaySession
from deskapp.core.players.projection import project_session, session_players
from deskapp.core.store import CampaignFile


@pytest.fixture
def campaign(tmp_path: Path) -> CampaignFile:
    opened = CampaignFile.open(tmp_path / "demo.carddesk")
    write_demo(opened)
    write_demo_sessions(opened)
    yield opened
    opened.close()


@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
def test_every_system_projects_its_history_and_characters(
    campaign: CampaignFile, system: str
) -> None:
    summary = next(s for s in campaign.sessions() if s.system == system)
    spec = systems.spec(system)
    session = PlaySession.resume(campaign, summary.id, spec.driver_class())
    table = campaign.session_setup(summary.id)["table"]
    players = session_players(table, campaign.names_of_system(system))
    assert players, system
    views = project_session(spec, session, players, ("cs", "fr", "en"), session_name=summary.name)
    for language, view in views.items():
        expected = [
            describe_event(spec, session.events[done.event - 1], session.events, table, language)
            for done in session.history.done
        ]
        assert view.public["history"] == expected and expected
        assert view.public["characters"] == players
        assert view.public["session"] == summary.name
        assert set(view.private) <= set(players) and view.private, system
        assert all(part.get("lines") for part in view.private.values())
    assert views["cs"].public["system"] != views["en"].public["system"] or system == "agents"


def test_an_undone_action_disappears_and_no_undo_line_is_shown(campaign: CampaignFile) -> None:
    summary = next(s for s in campaign.sessions() if s.system == "cinematic")
    spec = systems.spec("cinematic")
    session = PlaySession.resume(campaign, summary.id, spec.driver_class())
    players = ["Élodie Lefèvre"]
    before = project_session(spec, session, players, ["en"])["en"].public["history"]
    session.perform({"do": "undo"})
    after = project_session(spec, session, players, ["en"])["en"].public["history"]
    assert after == before[:-1]
    session.perform({"do": "redo"})
    again = project_session(spec, session, players, ["en"])["en"].public["history"]
    assert again == before
    assert not any(line.startswith(("Undo", "Redo")) for line in again)


def test_a_systems_private_part_goes_only_to_its_player(campaign: CampaignFile) -> None:
    """The extension point: a system's private view; players it does not name get nothing."""
    spec = systems.spec("cinematic")

    def private(driver: object, table: object, events: object) -> dict[str, dict[str, str]]:
        return {"Ada": {"hand": f"7♠ ({current_language()})"}, "Stranger": {"hand": "K♦"}}

    summary = next(s for s in campaign.sessions() if s.system == "cinematic")
    session = PlaySession.resume(campaign, summary.id, spec.driver_class())
    own = dataclasses.replace(spec, players_view=private)
    view = project_session(own, session, ["Ada", "Bára"], ["fr"])["fr"]
    assert view.private == {"Ada": {"hand": "7♠ (fr)"}}


def test_session_players_are_the_campaign_characters_the_table_names() -> None:
    table = {
        "scenario": {
            "founders": [{"name": "Amélie", "traits": [{"name": "Bold"}]}, {"name": "tomáš"}]
        }
    }
    assert session_players(table, ["Tomáš", "Amélie", "Zoe", "Bold Hero"]) == ["Amélie", "Tomáš"]
