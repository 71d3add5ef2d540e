"""What only each agent's phone shows (issue 27): its aspects and whether each is still
usable, its equipment, its relationship cards toward the others, its reserves.

Built from :meth:`AgentsDriver.view() <deskapp.systems.agents.driver.AgentsDriver.view>`, in
the current language (the page's), as plain JSON; no agent's part holds another's cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.acting import Answer, Ask, Choice, chosen_from
from deskapp.core.players.projection import line
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.sheet import AspectKind

ASPECTS = "aspects"
"""The ask of the aspects an agent describes for their next test."""


def private(
    driver: AgentsDriver, table: Mapping[str, Any], events: Sequence[Mapping[str, Any]]
) -> dict[str, dict[str, Any]]:
    """Each agent's own cards as they stand now."""
    parts: dict[str, dict[str, Any]] = {}
    for agent in driver.view().agents:
        profile = agent.profile
        lines: list[dict[str, str]] = []
        if profile is not None:
            lines.append(line(translate("AgentsPlayers", "Reserves"), profile.reserves))
            lines += [
                line(
                    translate("AgentsPlayers", "Aspect ({kind})").format(kind=aspect.kind.label),
                    _state(aspect.text, aspect.exhausted),
                )
                for aspect in profile.aspects
            ]
            lines += [
                line(
                    translate("AgentsPlayers", "Equipment"),
                    _state(item.aspect_text, item.exhausted),
                )
                for item in profile.equipment
            ]
        lines += [
            line(
                translate("AgentsPlayers", "Toward {agent}").format(agent=card.toward),
                _state(card.level.label, card.exhausted),
            )
            for card in agent.relations
        ]
        parts[agent.name] = {"lines": lines}
    return parts


def _state(text: str, exhausted: bool) -> str:
    return translate("AgentsPlayers", "{text} (exhausted)").format(text=text) if exhausted else text


def asks(driver: AgentsDriver, player: str) -> list[Ask]:
    """Between tests, an agent ticks the aspects they describe for their next test (A-10: their
    ordinary and special ones still usable; negative ones are the Coordinator's, A-12) and
    asks the GM to draw it: a request, which the GM confirms at the desk."""
    view = driver.view()
    agent = next((agent for agent in view.agents if agent.name == player), None)
    if view.pending is not None or agent is None or agent.profile is None:
        return []
    usable = [
        aspect.text
        for aspect in agent.profile.aspects
        if aspect.kind in (AspectKind.ORDINARY, AspectKind.SPECIAL) and not aspect.exhausted
    ]
    if not usable:
        return []
    return [
        Ask(
            ASPECTS,
            translate("AgentsPlayers", "The aspects you describe for your next test"),
            translate("AgentsPlayers", "Ask the game master to draw"),
            choices=tuple(Choice(text, text) for text in usable),
            many=True,
            request=True,
        )
    ]


def action(driver: AgentsDriver, player: str, ask: Ask, answer: Answer) -> dict[str, Any]:
    """The draw the desktop performs for a test described by these aspects."""
    aspects = chosen_from(answer, ask.choices, many=True)
    return {"do": "draw", "agent": player, "plan": {"aspects": aspects}}


def request_line(driver: AgentsDriver, player: str, answer: Answer) -> str:
    """What the request asks the GM, in the current language."""
    aspects = ", ".join(answer.chosen)
    if not aspects:
        return translate("AgentsPlayers", "{agent} asks for a test with no aspect").format(
            agent=player
        )
    return translate("AgentsPlayers", "{agent} asks for a test with {aspects}").format(
        agent=player, aspects=aspects
    )
