"""Replaying an Agents mission log (the format ``deskapp export`` writes for Agents sessions)."""

from __future__ import annotations

import sys
from typing import Any

from deskapp.commands import print_json
from deskapp.core.cards import parse_card
from deskapp.core.i18n import translate
from deskapp.systems.agents.mission import Mission, MissionStatus, taken_back_from


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
    leading = {
        "threat": translate("AgentsReplay", "the Threat leads"),
        "milestone": translate("AgentsReplay", "the milestones lead"),
        None: translate("AgentsReplay", "nobody leads"),
    }
    initiative = {
        "agents": translate("AgentsReplay", "the agents have the initiative"),
        "pressure": translate("AgentsReplay", "the agents are under pressure"),
        "tie": translate("AgentsReplay", "a tie"),
    }
    outcomes = {
        "success": translate("AgentsReplay", "success"),
        "failure": translate("AgentsReplay", "failure"),
        "pyrrhic": translate("AgentsReplay", "pyrrhic victory"),
    }
    grades = {
        "total": translate("AgentsReplay", "total"),
        "normal": translate("AgentsReplay", "normal"),
        "narrow": translate("AgentsReplay", "narrow"),
    }
    if status.outcome is None:
        outcome = translate("AgentsReplay", "not decided yet")
    else:
        outcome = outcomes.get(status.outcome, status.outcome)
        if status.grade:
            outcome = translate("AgentsReplay", "{outcome}, {grade}").format(
                outcome=outcome, grade=grades.get(status.grade, status.grade)
            )
        if not status.decided:
            outcome = translate("AgentsReplay", "{outcome} (until this scene ends)").format(
                outcome=outcome
            )
    complications = status.complications
    successes = status.successes
    score = translate("AgentsReplay", "{successes}, {complications}").format(
        successes=translate("AgentsReplay", "%n success(es)", None, successes),
        complications=translate("AgentsReplay", "%n complication(s)", None, complications),
    )
    if status.rest_marks:
        rest_marks = status.rest_marks
        score = translate("AgentsReplay", "{score} (%n from rest)", None, rest_marks).format(
            score=score
        )
    milestones = status.milestones
    lines = [
        translate(
            "AgentsReplay",
            "Replayed %n event(s) of a mission with {agents}; now in scene {scene}.",
            None,
            events,
        ).format(agents=", ".join(mission.names), scene=status.scene),
        translate("AgentsReplay", "Score: {score}; {initiative}.").format(
            score=score, initiative=initiative[status.initiative]
        ),
        translate(
            "AgentsReplay",
            "Threat {threat} and %n milestone(s) of {final} (step {step}): {leading}.",
            None,
            milestones,
        ).format(
            threat=status.threat,
            final=status.final_level,
            step=status.step,
            leading=leading[status.leading],
        ),
        translate("AgentsReplay", "Outcome: {outcome}.").format(outcome=outcome),
    ]
    taken = [
        taken_back_from(parse_card(event["card"]).label, event["from"])
        for event in mission.to_log()["events"]
        if event["type"] == "take_back"
    ]
    if taken:
        lines.append(
            translate("AgentsReplay", "Corrections: {corrections}.").format(
                corrections="; ".join(taken)
            )
        )
    return "\n".join(lines) + "\n"
