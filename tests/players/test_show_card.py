"""A cinematic player shows a card of their hand to another player (issue 27): a typed
action the driver refuses in words, undone by the GM; the card reaches only the shower's and
the target's private parts, never the public part nor a third player's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.i18n import speaking
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.players.acting import PhoneDesk
from deskapp.core.players.projection import project_session
from deskapp.core.store import CampaignFile


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "show.cdk") as campaign:
        write_demo(campaign)
        yield campaign


def started(campaign: CampaignFile, mode: str = "hand_management") -> tuple[Any, PlaySession]:
    spec = systems.spec("cinematic")
    driver = spec.driver_class()
    names = campaign.names_of_system("cinematic")[:3]
    setup = driver.setup_from_campaign(choose_table(campaign, spec, names, False))
    setup["options"]["mode"] = mode
    return spec, PlaySession.start(campaign, driver, "Show", setup)


def players(session: PlaySession) -> list[str]:
    return [seat.name for seat in session.driver.view().seats if not seat.chronicler]


def hand(session: PlaySession, player: str) -> list[Any]:
    return list(session.driver.view().seat(player).hand)


def refusal(session: PlaySession, action: dict[str, Any]) -> str:
    before = session.driver.state_json()
    with pytest.raises(UserError) as refused:
        session.perform(action)
    assert session.driver.state_json() == before and not session.events
    return str(refused.value)


def test_the_driver_refuses_in_words_what_cannot_be_shown(campaign: CampaignFile) -> None:
    # rules U-10, U-20 and the declared reading "Showing a card" (docs/rules/cinematic-cards.md)
    _spec, session = started(campaign)
    bara, ota, _third = players(session)
    mine = hand(session, bara)[0]
    theirs = next(card for card in hand(session, ota) if card not in hand(session, bara))
    show = {"do": "show_card", "player": bara, "card": mine.notation, "to": ota}
    words = refusal(session, {**show, "card": theirs.notation})
    assert f"{theirs.label} is not in {bara}'s hand" in words
    assert "nobody called 'Nobody'" in refusal(session, {**show, "to": "Nobody"})
    assert "cannot show a card to themselves" in refusal(session, {**show, "to": bara})
    _spec, drawing = started(campaign, "direct_draw")
    first = players(drawing)[0]
    words = refusal(drawing, {**show, "player": first, "to": players(drawing)[1]})
    assert "holds no hand" in words


def test_the_card_reaches_the_shower_and_the_target_alone_and_undo_takes_it_back(
    campaign: CampaignFile,
) -> None:
    spec, session = started(campaign)
    bara, ota, third = players(session)
    card = hand(session, bara)[0]
    session.perform({"do": "show_card", "player": bara, "card": card.notation, "to": ota}, by=bara)
    for language in ("en", "cs", "fr"):
        view = project_session(spec, session, players(session), (language,))[language]
        with speaking(language):
            label = card.label
        (line,) = view.public["history"]
        assert bara in line and ota in line
        public = json.dumps(view.public, ensure_ascii=False)
        assert label not in public and f'"{card.notation}"' not in public
        assert not any(label == line["value"] for line in view.private[third]["lines"])
        shown = {bara: ota, ota: bara}
        for who, other in shown.items():
            assert any(
                other in line["label"] and line["value"] == label
                for line in view.private[who]["lines"]
            ), (language, view.private[who]["lines"])
    view = project_session(spec, session, players(session), ("en",))["en"]
    assert view.public["history"] == [f"{bara} showed a card to {ota} (from {bara}'s phone)"]
    assert {"label": f"{bara} showed you", "value": card.label} in view.private[ota]["lines"]
    assert {"label": f"You showed {ota}", "value": card.label} in view.private[bara]["lines"]
    session.perform({"do": "undo"})
    after = project_session(spec, session, players(session), ("en",))["en"]
    for who in (bara, ota):
        assert not any("showed" in line["label"] for line in after.private[who]["lines"])
    session.perform({"do": "redo"})
    again = project_session(spec, session, players(session), ("en",))["en"]
    assert {"label": f"{bara} showed you", "value": card.label} in again.private[ota]["lines"]


def test_a_card_played_since_is_no_longer_shown(campaign: CampaignFile) -> None:
    spec, session = started(campaign)
    bara, ota, _third = players(session)
    card = hand(session, bara)[0]
    session.perform({"do": "show_card", "player": bara, "card": card.notation, "to": ota})
    session.perform(
        {"do": "test", "player": bara, "attribute": 3, "skill": 2, "initiated": False,
         "card": card.notation}
    )  # fmt: skip
    view = project_session(spec, session, players(session), ("en",))["en"]
    assert not any("showed" in line["label"] for line in view.private[ota]["lines"])


def test_a_phone_shows_a_card_through_its_ask(campaign: CampaignFile) -> None:
    spec, session = started(campaign)
    bara, ota, third = players(session)
    desk = PhoneDesk(spec, session)
    views = desk.extras(project_session(spec, session, players(session), ["fr"]))
    ask = next(a for a in views["fr"].private[bara]["asks"] if a["key"] == "show")
    assert [t["value"] for t in ask["targets"]][:2] == [ota, third]
    card = ask["choices"][0]["value"]
    message = {"ask": "show", "chosen": [card], "target": ""}
    assert (desk.act(bara, message, "fr") or "").startswith("choisissez parmi")
    assert desk.act(bara, {**message, "target": bara}, "fr") is not None
    assert not session.events
    assert desk.act(bara, {**message, "target": ota}, "fr") is None
    (event,) = session.events
    assert event["by"] == bara
    assert event["action"] == {"do": "show_card", "player": bara, "card": card, "to": ota}
