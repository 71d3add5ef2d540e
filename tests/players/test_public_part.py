"""Each system's public part of the players' view (issue 27): what every phone and the big
screen (F11) show — the last draw or roll in effect, the table's state, each character's
public numbers — and never a player's private cards, a face-down card or a card code."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.players.projection import project_session, session_players
from deskapp.core.store import CampaignFile

SYSTEMS = ["agents", "founders", "dice_banks", "cinematic"]
CODE = re.compile(r"\b(?:10|[2-9AJQKT])[SHDC]\b|\b[RB]J\b")
"""A card written as its code (``QH``, ``10S``, ``RJ``)."""


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    opened = CampaignFile.open(tmp_path / "demo.carddesk")
    write_demo(opened)
    write_demo_sessions(opened)
    yield opened
    opened.close()


def _session(campaign: CampaignFile, system: str) -> tuple[Any, PlaySession, list[str]]:
    summary = next(s for s in campaign.sessions() if s.system == system)
    spec = systems.spec(system)
    session = PlaySession.resume(campaign, summary.id, spec.driver_class())
    table = campaign.session_setup(summary.id)["table"]
    return spec, session, session_players(table, campaign.names_of_system(system))


def _words(public: dict[str, Any]) -> str:
    """Every word of a public part the big screen shows (a card's ``face`` only draws it; the
    history lines are the describers' own, checked with them)."""

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {
                key: strip(item) for key, item in value.items() if key not in ("face", "history")
            }
        if isinstance(value, list):
            return [strip(item) for item in value]
        return value

    return json.dumps(strip(public), ensure_ascii=False)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_public_part_holds_the_last_draw_the_state_and_everyones_numbers(
    campaign: CampaignFile, system: str
) -> None:
    spec, session, players = _session(campaign, system)
    views = project_session(spec, session, players, ("cs", "fr", "en"))
    for language, view in views.items():
        public = view.public
        last = public["last"]
        assert last["who"] and last["result"], (system, language)
        assert last.get("cards") or last.get("dice"), (system, language)
        assert {person["name"] for person in public["numbers"]} >= set(players)
        assert all(person["lines"] for person in public["numbers"]), (system, language)
        assert not CODE.search(_words(public)), (system, language, _words(public))
        if last.get("cards"):
            assert all(CODE.fullmatch(card["face"]) for card in last["cards"])
    labels = {
        language: [line["label"] for person in view.public["numbers"] for line in person["lines"]]
        for language, view in views.items()
    }
    assert labels["cs"] != labels["en"] and labels["fr"] != labels["en"], system


@pytest.mark.parametrize("system", SYSTEMS)
def test_an_undone_draw_leaves_the_public_part(campaign: CampaignFile, system: str) -> None:
    spec, session, players = _session(campaign, system)
    before = project_session(spec, session, players, ("en",))["en"].public
    session.perform({"do": "undo"})
    after = project_session(spec, session, players, ("en",))["en"].public
    assert after != before
    assert after["history"] == before["history"][:-1] or len(before["history"]) == 12
    assert not [line for line in after["history"] if line.startswith(("Undo", "Redo"))]


def test_a_cinematic_hand_is_never_in_the_public_part(campaign: CampaignFile) -> None:
    spec = systems.spec("cinematic")
    campaign.set_options("cinematic", {"mode": "hand_management"})
    names = campaign.names_of_system("cinematic")[:3]
    driver = spec.driver_class()
    setup = driver.setup_from_campaign(choose_table(campaign, spec, names, False))
    session = PlaySession.start(campaign, driver, "Hands", setup)
    players = [seat.name for seat in session.driver.view().seats if not seat.chronicler]
    view = project_session(spec, session, players, ("en",))["en"]
    text = json.dumps(view.public, ensure_ascii=False)
    for player in players:
        hand = session.driver.view().seat(player).hand
        assert hand and view.private[player]["cards"]
        assert not [card for card in hand if card.label in text or f'"{card.notation}"' in text]
    counts = {
        p["name"]: {line["label"]: line["value"] for line in p["lines"]}
        for p in view.public["numbers"]
    }
    assert counts[players[0]]["In hand"] == str(len(session.driver.view().seat(players[0]).hand))
    assert view.public["seed"], "a dealt session's seed fingerprint is public"


def test_face_down_threat_cards_stay_face_down(campaign: CampaignFile) -> None:
    campaign.set_options("agents", {"threat_cards": "face_down"})
    spec = systems.spec("agents")
    names = campaign.names_of_system("agents")[:2]
    driver = spec.driver_class()
    setup = driver.setup_from_campaign(choose_table(campaign, spec, names, False))
    session = PlaySession.start(campaign, driver, "Dark", setup)
    view = project_session(spec, session, names, ("en",))["en"]
    facts = {line["label"]: line["value"] for line in view.public["state"]}
    assert facts["Threat"] == "face down"
