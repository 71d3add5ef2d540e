"""What players do from their phones, without Qt or a server (issue 27): each system's asks
become the desktop's typed actions, stored with who did it; requests wait for the GM; what
the rules or the asks do not allow is refused in words, and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.fair import fingerprint
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.players.acting import PhoneDesk
from deskapp.core.players.projection import project_session, session_players
from deskapp.core.store import CampaignFile

KINDS = {"cinematic": "play", "agents": "aspects", "founders": "lead", "dice_banks": "roll"}
"""Each system's ask, and whether it is a request is the ask's own to say."""


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "phones.cdk") as campaign:
        write_demo(campaign)
        yield campaign


def started(campaign: CampaignFile, system: str) -> tuple[PhoneDesk, list[str]]:
    spec = systems.spec(system)
    driver = spec.driver_class()
    names = campaign.names_of_system(system)
    setup = driver.setup_from_campaign(choose_table(campaign, spec, names, False))
    if system == "cinematic":
        setup["options"]["mode"] = "hand_management"
    session = PlaySession.start(campaign, driver, "Phones", setup)
    return PhoneDesk(spec, session), session_players(setup, names)


def asks(desk: PhoneDesk, players: list[str], language: str = "en") -> dict[str, list[dict]]:
    views = desk.extras(project_session(desk.spec, desk.session, players, [language]))
    return {player: views[language].private[player]["asks"] for player in players}


def answer(ask: dict[str, Any]) -> dict[str, Any]:
    return {"ask": ask["key"], "chosen": [ask["choices"][0]["value"]], "numbers": {}}


@pytest.mark.parametrize("system", sorted(KINDS))
def test_each_systems_ask_is_the_desktops_action_stored_with_who_did_it(
    campaign: CampaignFile, system: str
) -> None:
    desk, players = started(campaign, system)
    player = players[0]
    offered = asks(desk, players)[player]
    ask = next(a for a in offered if a["key"] == KINDS[system])
    assert offered[-1]["key"] == "contribute"  # a digital table's seed is open
    assert desk.act(player, answer(ask), "fr") is None
    if ask["request"]:
        assert not desk.session.events  # waits for the GM
        (request,) = desk.waiting()
        assert player in desk.line(request, "en")
        assert desk.confirm(request.number) is None
        assert desk.requests[0].state == "done" and not desk.waiting()
    (event,) = desk.session.events
    assert event["by"] == player
    again = PlaySession.resume(
        desk.session.campaign, desk.session.session_id, type(desk.session.driver)
    )
    assert again.driver.state_json() == desk.session.driver.state_json()


def test_a_request_declined_or_replaced_does_nothing(campaign: CampaignFile) -> None:
    desk, players = started(campaign, "agents")
    player = players[0]
    ask = asks(desk, players)[player][0]
    desk.act(player, answer(ask))
    desk.act(player, {**answer(ask), "chosen": [ask["choices"][1]["value"]]})
    (request,) = desk.waiting()  # one each: the new one replaced the first
    assert request.answer.chosen == (ask["choices"][1]["value"],)
    desk.decline(request.number)
    assert not desk.waiting() and desk.requests[0].state == "declined"
    assert desk.confirm(request.number) is None and not desk.session.events
    mine = asks(desk, players)
    assert (
        desk.extras(project_session(desk.spec, desk.session, players, ["en"]))["en"].private[
            player
        ]["request"]["state"]
        == "declined"
    )
    assert all("request" not in part for part in mine.values() if part is not mine[player])


@pytest.mark.parametrize(
    "message",
    [
        None,
        "play",
        {"ask": "nothing such"},
        {"ask": "play", "chosen": ["ZZ"]},
        {"ask": "play", "chosen": "AS"},
        {"ask": "play", "chosen": [], "numbers": {}},
        {"ask": "play", "numbers": {"difficulty": 3}},
        {"ask": "play", "numbers": {"difficulty": True}},
        {"ask": "contribute", "text": ""},
        {"ask": "contribute", "text": "x" * 501},
    ],
)
def test_what_the_asks_do_not_allow_is_refused_in_words_and_changes_nothing(
    campaign: CampaignFile, message: Any
) -> None:
    desk, players = started(campaign, "cinematic")
    player = players[0]
    if isinstance(message, dict) and message.get("ask") == "play" and "chosen" not in message:
        ask = asks(desk, players)[player][0]
        message = {**answer(ask), **message}
    before = desk.session.driver.state_json()
    words = desk.act(player, message, "cs")
    assert isinstance(words, str) and words
    assert desk.session.driver.state_json() == before and not desk.session.events


def test_a_player_plays_only_their_own_hand(campaign: CampaignFile) -> None:
    desk, players = started(campaign, "cinematic")
    first, second = players[:2]
    theirs = asks(desk, players)[second][0]
    hand = {c.notation for c in desk.session.driver.view().seat(first).hand}
    foreign = next(c["value"] for c in theirs["choices"] if c["value"] not in hand)
    assert desk.act(first, {"ask": "play", "chosen": [foreign]}) == (
        "choose among what your phone shows"
    )


def test_every_phone_shows_the_seeds_fingerprint_and_no_asks_when_read_only(
    campaign: CampaignFile,
) -> None:
    desk, players = started(campaign, "founders")
    committed = desk.session.seed_commitment()
    views = desk.extras(project_session(desk.spec, desk.session, players, ["cs"]), asks=False)
    assert views["cs"].public["fingerprint"] == fingerprint(committed)
    assert views["cs"].public["revealed"] is False
    assert all("asks" not in part for part in views["cs"].private.values())
    desk.session.perform({"do": "reveal"})
    views = desk.extras(project_session(desk.spec, desk.session, players, ["cs"]))
    assert views["cs"].public["revealed"] is True
    assert all(
        a["key"] != "contribute" for part in views["cs"].private.values() for a in part["asks"]
    )
