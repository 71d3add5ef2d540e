"""What the whole table sees of a mission (issue 27): the players' phones and the big screen.

The last test still in effect as its cards, who drew them, the aspects described and the
score it made; the scene, the track and the deck; each agent's reserves and exhausted aspects.
Never a face-down Threat card, an agent's relationship cards or the Coordinator's notes.
Plain JSON in the current language (:data:`deskapp.core.players.projection.PublicView`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.cards import parse_card
from deskapp.core.decks import DRAW
from deskapp.core.i18n import translate
from deskapp.core.players.projection import card_part, line
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.words import complications, reading_label, successes


def public(
    driver: AgentsDriver, table: Mapping[str, Any], in_effect: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    view = driver.view()
    status = view.status
    left = dict(view.counts).get(DRAW, 0)
    state = [
        line(translate("AgentsPublic", "Scene"), status.scene),
        line(
            translate("AgentsPublic", "Threat"),
            translate("AgentsPublic", "face down")
            if view.options.threat_cards == "face_down"  # only the Coordinator looks
            else status.threat,
        ),
        line(translate("AgentsPublic", "Milestones"), status.milestones),
        line(
            translate("AgentsPublic", "Score"),
            f"{successes(status.successes)} · {complications(status.complications)}",
        ),
        line(translate("AgentsPublic", "Deck"), translate("AgentsPublic", "%n left", None, left)),
    ]
    numbers = []
    for agent in view.agents:
        lines = []
        if agent.profile is not None:
            lines.append(line(translate("AgentsPublic", "Reserves"), agent.profile.reserves))
            tired = [aspect.text for aspect in agent.profile.aspects if aspect.exhausted]
            tired += [item.aspect_text for item in agent.profile.equipment if item.exhausted]
            if tired:
                lines.append(line(translate("AgentsPublic", "Exhausted"), " · ".join(tired)))
        numbers.append({"name": agent.name, "lines": lines})
    return {"state": state, "numbers": numbers, "last": _last_test(in_effect)}


def _last_test(in_effect: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
    """The newest draw in effect, with its score once the agent sorted its cards."""
    resolved: Mapping[str, Any] | None = None
    for event in reversed(in_effect):
        do = event.get("action", {}).get("do")
        if do == "resolve" and resolved is None:
            resolved = event.get("outcome") or {}
        elif do == "draw":
            action = event["action"]
            plan = action.get("plan") or {}
            aspects = [*plan.get("aspects", ()), *plan.get("negative", ())]
            if resolved is None:
                result = translate("AgentsPublic", "drawn, not sorted yet")
            else:
                result = (
                    f"{successes(resolved.get('successes', 0))} · "
                    f"{complications(resolved.get('complications', 0))}"
                )
                if resolved.get("reading"):
                    result += f" ({reading_label(resolved['reading'])})"
            return {
                "who": action.get("agent", ""),
                "what": " · ".join(aspects),
                "result": result,
                # The cards drawn: the draw's outcome holds them (a digital table's action
                # names none; a mirror table's names those the GM typed).
                "cards": [
                    card_part(parse_card(card))
                    for card in (event.get("outcome") or {}).get("cards") or action.get("cards", ())
                ],
            }
    return None
