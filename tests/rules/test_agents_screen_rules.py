"""The Agents rules of issue 13 as the table screen shows them (Qt widgets, marked ``gui``)."""

from __future__ import annotations

import random

import pytest

from deskapp.systems.agents.rules import AgentsOptions, TestSetup
from deskapp.systems.agents.sheet import Agent, Aspect, AspectKind
from deskapp.systems.agents.state import AgentsState
from deskapp.systems.agents.ui.screen_track import TrackBar
from deskapp.systems.agents.ui.screen_widgets import OFF, Item, items_of

pytestmark = pytest.mark.gui


def threatened(options: AgentsOptions) -> AgentsState:
    game = AgentsState(["Anna", "Bára", "Cyril"], options=options, rng=random.Random(1))
    for card in ("2H", "3H", "4H", "5H"):
        game.test("Anna", TestSetup(), cards=[card])
    return game


def test_a30_threat_level_cards_laid_face_down_show_the_level_only_to_a_looking_coordinator(
    qtbot,
) -> None:
    # rule A-30 (table option "threat_cards")
    bar = TrackBar()
    qtbot.addWidget(bar)
    game = threatened(AgentsOptions(threat_cards="face_down"))
    assert game.status().threat == 1
    bar.show_status(game.status(), None, face_down=game.options.threat_cards == "face_down")
    assert bar.threat.text() == "Threat (face down)" and bar.threat_cards.face_down
    assert "Threat leads" not in bar.leading.text() and "face down" in bar.leading.text()
    assert not bar.look.isHidden()
    bar.look.setChecked(True)  # the Coordinator turns the cards over
    assert bar.threat.text() == "Threat 1" and not bar.threat_cards.face_down
    assert "The Threat leads" in bar.leading.text()
    bar.look.setChecked(False)
    assert bar.threat.text() == "Threat (face down)"
    public = threatened(AgentsOptions())
    bar.show_status(public.status(), None, face_down=public.options.threat_cards == "face_down")
    assert bar.threat.text() == "Threat 1" and bar.look.isHidden()


def test_a13_a19_an_exhausted_negative_aspect_chip_cannot_be_used() -> None:
    # rules: the Coordinator's exhausted negative aspect is out of play
    agent = Agent(
        "Anna",
        (
            Aspect("Sharp eyes", exhausted=True),
            Aspect("Broken arm", AspectKind.NEGATIVE, exhausted=True),
            Aspect("Limp", AspectKind.NEGATIVE),
        ),
    )
    states = {item.name: item.states() for item in items_of(agent)}
    assert states["Broken arm"] == (OFF,)
    assert len(states["Limp"]) == 4
    assert len(states["Sharp eyes"]) == 2  # the player's own exhausted aspect still adds its card
    assert isinstance(items_of(agent)[0], Item)
