"""Each system's private part of the players' view (issue 27): only that player's data, in
the page's language, no card codes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.i18n import speaking
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.players.projection import project_session, session_players
from deskapp.core.store import CampaignFile


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    opened = CampaignFile.open(tmp_path / "demo.carddesk")
    write_demo(opened)
    write_demo_sessions(opened)
    yield opened
    opened.close()


def _own_words(system: str, driver: Any) -> dict[str, set[str]]:
    """Per player, the words of their sheet or hand that no other player's part may hold."""
    view = driver.view()
    if system == "agents":
        return {
            agent.name: {aspect.text for aspect in agent.profile.aspects}
            for agent in view.agents
            if agent.profile is not None
        }
    if system == "founders":
        return {
            founder.name: {tag.name for tag in (*founder.traits, *founder.consequences)}
            for founder in view.scenario.founders
        }
    if system == "dice_banks":
        return {c.name: {scar.name for scar in c.scars} for c in view.characters}
    return {seat.name: {card.label for card in seat.hand} for seat in view.seats}


def _session(campaign: CampaignFile, system: str) -> tuple[Any, PlaySession, list[str]]:
    summary = next(s for s in campaign.sessions() if s.system == system)
    spec = systems.spec(system)
    session = PlaySession.resume(campaign, summary.id, spec.driver_class())
    table = campaign.session_setup(summary.id)["table"]
    return spec, session, session_players(table, campaign.names_of_system(system))


@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
def test_a_players_part_holds_their_own_data_and_never_anothers(
    campaign: CampaignFile, system: str
) -> None:
    spec, session, players = _session(campaign, system)
    views = project_session(spec, session, players, ("cs", "fr", "en"))
    own = _own_words(system, session.driver)
    for view in views.values():
        assert view.private, system
        for player, part in view.private.items():
            text = json.dumps(part, ensure_ascii=False)
            mine = own.get(player, set())
            assert all(word in text for word in mine), (system, player)
            for other, theirs in own.items():
                if other != player:
                    leaked = {word for word in theirs - mine if f'"{word}' in text}
                    assert not leaked, (system, player, other)


@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
def test_the_part_speaks_the_pages_language(campaign: CampaignFile, system: str) -> None:
    spec, session, players = _session(campaign, system)
    views = project_session(spec, session, players, ("cs", "fr", "en"))
    labels = {
        language: [line["label"] for part in view.private.values() for line in part["lines"]]
        for language, view in views.items()
    }
    assert labels["cs"] != labels["en"] and labels["fr"] != labels["en"], system


def _played_cinematic(campaign: CampaignFile) -> tuple[Any, PlaySession, list[str]]:
    spec = systems.spec("cinematic")
    campaign.set_options("cinematic", {"mode": "hand_management"})
    players = campaign.names_of_system("cinematic")[:3]
    driver = spec.driver_class()
    setup = driver.setup_from_campaign(choose_table(campaign, spec, players, False))
    session = PlaySession.start(campaign, driver, "Phones", setup)
    return spec, session, [seat.name for seat in session.driver.view().seats if not seat.chronicler]


def test_a_cinematic_hand_goes_to_its_player_as_printed_faces_without_codes(
    campaign: CampaignFile,
) -> None:
    spec, session, players = _played_cinematic(campaign)
    view = project_session(spec, session, players, ("fr",))["fr"]
    for player in players:
        hand = session.driver.view().seat(player).hand
        cards = view.private[player]["cards"]
        with speaking("fr"):
            assert [card["label"] for card in cards] == [card.label for card in hand] and hand
        assert all(card["svg"].startswith("<svg") or "<svg" in card["svg"] for card in cards)
        assert not any(card.notation == shown["label"] for card in hand for shown in cards)


def test_a_peek_shows_its_card_to_the_viewer_alone_until_the_next_action(
    campaign: CampaignFile,
) -> None:
    spec, session, players = _played_cinematic(campaign)
    viewer, target, third = players
    session.perform({"do": "peek", "power": "insight", "viewer": viewer, "target": target})
    session.perform({"do": "peek", "power": "astral_vision", "viewer": viewer, "target": target})
    view = project_session(spec, session, players, ("en",))["en"]
    seen = [line["label"] for line in view.private[viewer]["lines"] if "Card " in line["label"]]
    assert len(seen) == 2 and all(target in words for words in seen), seen
    # the hand's card the insight looked at, counted from the hand's first card as the line says
    looked = next(line for line in view.private[viewer]["lines"] if line["label"].endswith("hand"))
    with speaking("en"):
        hand = [card.label for card in session.driver.view().seat(target).hand]
    assert looked["value"] == hand[int(looked["label"].split()[1]) - 1], (looked, hand)
    for other in (target, third):
        assert not any("Card " in line["label"] for line in view.private[other]["lines"])
    session.perform({"do": "test", "player": third, "attribute": 3, "skill": 2})
    after = project_session(spec, session, players, ("en",))["en"]
    assert not any("Card " in line["label"] for line in after.private[viewer]["lines"])
