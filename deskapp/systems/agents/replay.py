"""Replaying an Agents mission log (the format ``deskapp export`` writes for Agents sessions)."""

from __future__ import annotations

import sys
from typing import Any

from deskapp.commands import print_json
from deskapp.core.cards import parse_card
from deskapp.core.table import pile_label
from deskapp.core.wording import counted
from deskapp.systems.agents.mission import Mission, MissionStatus


def replay_log(data: Any, as_json: bool) -> None:
    """Check the whole log first, so a bad event prints nothing but its one-line error."""
    mission, events = Mission.from_log_header(data)
    statuses: list[MissionStatus] = []
    for number, event in enumerate(events, start=1):
        mission.play(event, number)
        statuses.append(mission.status())
    if as_json:
        for number, status in enumerate(statuses, start=1):
            print_json({"event": number, **status.to_json()})
    else:
        sys.stdout.write(summary(mission, len(events)))


def summary(mission: Mission, events: int) -> str:
    status = mission.status()
    rests = f" ({status.rest_marks} from rest)" if status.rest_marks else ""
    leading = {
        "threat": "the Threat leads",
        "milestone": "the milestones lead",
        None: "nobody leads",
    }
    initiative = {
        "agents": "the agents have the initiative",
        "pressure": "the agents are under pressure",
        "tie": "a tie",
    }
    if status.outcome is None:
        outcome = "not decided yet"
    else:
        outcome = status.outcome + (f", {status.grade}" if status.grade else "")
        outcome += "" if status.decided else " (until this scene ends)"
    lines = [
        f"Replayed {counted(events, 'event')} of a mission with "
        f"{', '.join(mission.names)}; now in scene {status.scene}.",
        f"Score: {counted(status.successes, 'success')}, "
        f"{counted(status.complications, 'complication')}{rests}; "
        f"{initiative[status.initiative]}.",
        f"Threat {status.threat} and {counted(status.milestones, 'milestone')} of {status.final_level} "
        f"(step {status.step}): {leading[status.leading]}.",
        f"Outcome: {outcome}.",
    ]
    taken = [
        f"{parse_card(event['card']).label} taken back from the {pile_label(event['from'])}"
        for event in mission.to_log()["events"]
        if event["type"] == "take_back"
    ]
    if taken:
        lines.append(f"Corrections: {'; '.join(taken)}.")
    return "\n".join(lines) + "\n"
