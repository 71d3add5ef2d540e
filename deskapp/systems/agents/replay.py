"""Replaying an Agents mission log (the format ``deskapp export`` writes for Agents sessions).

A mission log is played as what it stands for: a session's actions
(:func:`~deskapp.systems.agents.mission_log.import_log`),
each performed through the play kernel, as an import stores them.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from deskapp.commands import print_json
from deskapp.core.cards import parse_card
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.agents.describe import describe
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.mission_log import MissionLogError, described
from deskapp.systems.agents.state import AgentsState, MissionStatus, taken_back_from
from deskapp.systems.agents.words import outcome_words


def replay_log(data: Any, as_json: bool, as_text: bool = False) -> None:
    """Check the whole log first, so a bad event prints nothing but its one-line error.
    ``as_text``: each event's history line, as the Table page writes it."""
    statuses: list[MissionStatus] = []
    history = played(data, lambda driver: statuses.append(driver.status()))
    if as_text:
        for done in history.done:
            print(describe(done.action, done.outcome))
    elif as_json:
        for number, status in enumerate(statuses, start=1):
            print_json({"event": number, **status.to_json()})
    else:
        corrections = [
            (done.outcome["card"], done.outcome["from"])
            for done in history.done
            if done.outcome.get("type") == "take_back"
        ]
        sys.stdout.write(summary(history.driver.state, len(statuses), corrections))


def played(data: Any, after_each: Any = None) -> History:
    """A mission log's events performed as a session's actions through the play kernel; the
    first that does not play stops it with its number and the problem (a
    :class:`MissionLogError`). ``after_each(driver)`` sees the table after each event."""
    setup, actions = AgentsDriver.import_log(data)
    history = History(lambda rng: AgentsDriver.from_setup(setup, rng), RecordedRandom(), [])
    for number, action in enumerate(actions, start=1):
        try:
            history.perform(action, number)
        except MissionLogError as error:
            raise MissionLogError(str(error), number) from None
        except UserError as error:
            raise MissionLogError(described(action["event"], str(error)), number) from None
        if after_each is not None:
            after_each(history.driver)
    return history


def summary(mission: AgentsState, events: int, corrections: Sequence[tuple[str, str]] = ()) -> str:
    """What a replayed mission has come to; ``corrections`` are the cards taken back, each
    with the pile it left (a mirror session's corrections)."""
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
        (
            translate(
                "AgentsReplay",
                "Threat {threat} and %n milestone(s) of {final} (step {step}): {leading}.",
                None,
                milestones,
            )
            if status.threat_step == status.milestone_step
            else translate(
                "AgentsReplay",
                "Threat {threat} and %n milestone(s) of {final} (Threat step {step}, "
                "milestone step {milestone_step}): {leading}.",
                None,
                milestones,
            )
        ).format(
            threat=status.threat,
            final=status.final_level,
            step=status.threat_step,
            milestone_step=status.milestone_step,
            leading=leading[status.leading],
        ),
        translate("AgentsReplay", "Outcome: {outcome}.").format(outcome=outcome),
    ]
    taken = [taken_back_from(parse_card(card).label, pile) for card, pile in corrections]
    if taken:
        lines.append(
            translate("AgentsReplay", "Corrections: {corrections}.").format(
                corrections="; ".join(taken)
            )
        )
    return "\n".join(lines) + "\n"


def session_summary(driver: AgentsDriver, events: int, in_effect: int) -> str:
    """What ``deskapp replay`` says of a session exported with its setup and events (one
    drawn from a committed seed, which a mission log could not carry): the mission, as
    the mission log's replay says it. Such a table is digital, so it has no corrections."""
    return summary(driver.state, events)
