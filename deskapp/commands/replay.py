"""``deskapp replay``: replay a mission log and show the mission's state after each event."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from deskapp.commands import load_json_file, print_json
from deskapp.core.errors import UserError
from deskapp.systems.agents.mission import Mission, MissionStatus

NAME = "replay"
HELP = "replay a mission log (Agents) and print the mission's state after each event"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("log", metavar="LOG.json", help="the mission log to replay")
    parser.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object per event (events are counted from 1), one per line",
    )


def run(arguments: argparse.Namespace) -> int:
    path = Path(arguments.log)
    data = load_json_file(path)
    if not isinstance(data, dict):
        raise UserError(f"{path}: a mission log must be a JSON object")
    system = data.get("system", "agents")
    if system not in REPLAYERS:
        raise UserError(
            f"{path}: cannot replay a log of the {system!r} system (systems: "
            f"{', '.join(REPLAYERS)})"
        )
    try:
        REPLAYERS[system](data, arguments.json)
    except UserError as error:
        raise UserError(f"{path}: {error}") from None
    return 0


def replay_agents(data: Any, as_json: bool) -> None:
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
        f"Replayed {events} event{'s' if events != 1 else ''} of a mission with "
        f"{', '.join(mission.names)}; now in scene {status.scene}.",
        f"Score: {status.successes} successes, {status.complications} complications{rests}; "
        f"{initiative[status.initiative]}.",
        f"Threat {status.threat} and {status.milestones} milestones of {status.final_level} "
        f"(step {status.step}): {leading[status.leading]}.",
        f"Outcome: {outcome}.",
    ]
    return "\n".join(lines) + "\n"


REPLAYERS = {"agents": replay_agents}
