"""What only each agent's phone shows (issue 27): its aspects and whether each is still
usable, its equipment, its relationship cards toward the others, its reserves.

Built from :meth:`AgentsDriver.view() <deskapp.systems.agents.driver.AgentsDriver.view>`, in
the current language (the page's), as plain JSON; no agent's part holds another's cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.projection import line
from deskapp.systems.agents.driver import AgentsDriver


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
