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
    if status.outcome is None:
        outcome = translate("AgentsReplay", "not decided yet")
    else:
        outcome = outcome_words(status.outcome, status.grade)
        if not status.decided:
            outcome = translate("AgentsReplay", "{outcome} (until this scene ends)").format(
                outcome=outcome
            )
    successes, complications = status.successes, status.complications
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


def outcome_words(outcome: str, grade: str | None) -> str:
    """A mission's outcome and grade (A-35 … A-37) as one phrase in the user's language (the
    grade agrees with the outcome's noun, so each pair is its own message)."""
    words = {
        ("success", None): translate("AgentsReplay", "success"),
        ("success", "total"): translate("AgentsReplay", "success, total"),
        ("success", "normal"): translate("AgentsReplay", "success, normal"),
        ("success", "narrow"): translate("AgentsReplay", "success, narrow"),
        ("failure", None): translate("AgentsReplay", "failure"),
        ("failure", "total"): translate("AgentsReplay", "failure, total"),
        ("failure", "normal"): translate("AgentsReplay", "failure, normal"),
        ("failure", "narrow"): translate("AgentsReplay", "failure, narrow"),
        ("pyrrhic", None): translate("AgentsReplay", "pyrrhic"),
        ("pyrrhic", "narrow"): translate("AgentsReplay", "pyrrhic, narrow"),
    }
    found = words.get((outcome, grade))
    if found is None:  # not a pair the rules make; said as the data has it
        return ", ".join(word for word in (outcome, grade) if word)
    return found
