"""The Agents mission log: the JSON ``deskapp replay`` reads and ``deskapp export`` writes.

A mission log is an import and export format only, never a record Card Desk keeps: a
session's events are the one history of play. This module is the adapter between the two:

- :func:`export_log` writes a session's actions in effect as a mission log: they are
  performed again on a fresh table, and each says how the log writes it (tests in counts
  with their cards, rests, scene ends, fresh decks, corrections; reserves are not in it,
  nor a test whose cards still lie on the table);
- :func:`import_log` reads a mission log into a session's setup (the agents by name, the
  real deck mirrored) and one ``play`` action per event, which the play kernel performs
  through :func:`play`: each event checked field by field, then played on the
  :class:`~deskapp.systems.agents.state.AgentsState` as the table plays it.
"""

from __future__ import annotations

import copy
import datetime
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from deskapp.core.cards import Card, notations
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.options import OptionsError
from deskapp.core.play.actions import ActionResult, parse_action
from deskapp.core.play.kernel import Done
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.agents.actions import (
    EndScene,
    FreshDeck,
    Play,
    Resolve,
    Rest,
    TakeBack,
)
from deskapp.systems.agents.rules import AgentsOptions, TestError, TestSetup
from deskapp.systems.agents.sheet import shown
from deskapp.systems.agents.state import (
    TAKE_BACK_PILES,
    AgentsState,
    Change,
    MissionError,
)

if TYPE_CHECKING:
    from deskapp.systems.agents.driver import AgentsDriver

SYSTEM = "agents"
LOG_TEST_COUNTS = ("exhaust", "negative", "negative_exhausted", "temporary", "to_aspect")
"""The counts every test event of a mission log holds (the issue's format)."""
LOG_TEST_EXTRAS = ("distrust", "advantages", "disadvantages", "helped", "betrayal", "raised")
"""Counts a test event holds only when they are not zero."""
LOG_TEST_REMOVE = "remove"
"""The cards a test event's removals took, when they were named (A-16); an older log has none."""
HEADER_KEYS = ("system", "name", "agents", "options", "start_threat", "coordinator_rewards")


class MissionLogError(MissionError):
    """A mission log or stored mission that does not replay; names the event (counted from 1)."""

    def __init__(self, message: str, event: int | None = None) -> None:
        super().__init__(
            translate("AgentsMission", "event {number}: {message}").format(
                number=event, message=message
            )
            if event is not None
            else message
        )


# --- import ---------------------------------------------------------------------------------------


def import_log(entry: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A session's setup and actions from a mission log (an exported session, ``deskapp replay``'s format).

    The log knows the agents by name and the tests in counts with their cards, so the
    session mirrors them: each event is played as it was. A scene end's relationship
    changes written without their date are dated today.
    """
    if not isinstance(entry, dict):
        raise MissionLogError(translate("AgentsDriver", "a mission log must be a JSON object"))
    data = {key: value for key, value in entry.items() if key not in ("name", "chain")}
    system = data.get("system", SYSTEM)
    if system != SYSTEM:
        raise MissionLogError(
            translate(
                "AgentsMission", "this log is for the '{system}' system, not 'agents'"
            ).format(system=system)
        )
    for key in data:
        if key not in (*HEADER_KEYS, "events"):
            raise MissionLogError(
                translate(
                    "AgentsMission",
                    "unknown field '{key}' in the mission log (known: system, name, agents, "
                    "options, start_threat, coordinator_rewards, events)",
                ).format(key=key)
            )
    events = data.get("events")
    if not isinstance(events, list):
        raise MissionLogError(
            translate("AgentsMission", "the mission log needs a list of 'events'")
        )
    state = _header_state(data)
    for number, event in enumerate(events, start=1):
        if not isinstance(event, dict):
            raise MissionLogError(
                translate("AgentsMission", "an event must be a JSON object, not {value}").format(
                    value=shown(event)
                ),
                number,
            )
    today = datetime.date.today().isoformat()
    events = [
        {
            **event,
            "relationships": [
                {"on": today, **change} if isinstance(change, dict) else change
                for change in event["relationships"]
            ],
        }
        if undated_changes(event)
        else event
        for event in events
    ]
    setup = {
        "agents": list(state.names),
        "coordinator": None,
        "options": state.options.to_json(),
        "start_threat": state.start_threat,
        "restore": False,
        "mirror": True,
    }
    if state.coordinator_rewards:
        setup["coordinator_rewards"] = state.coordinator_rewards
    return setup, [Play(event).to_json() for event in events]


def _header_state(data: dict[str, Any]) -> AgentsState:
    """The mission a log's header sets up (its agents known by name)."""
    agents_data = data.get("agents")
    if not isinstance(agents_data, list) or not agents_data:
        raise MissionLogError(
            translate("AgentsMission", "'agents' must be a list of the agents' names")
        )
    for index, entry in enumerate(agents_data):
        if not isinstance(entry, str):
            raise MissionLogError(
                translate("AgentsMission", "agents[{index}] must be a name, not {value}").format(
                    index=index, value=shown(entry)
                )
            )
    try:
        options = AgentsOptions.from_json(data.get("options"))
    except OptionsError as error:
        raise MissionLogError(f"options: {error}") from None
    try:
        return AgentsState(
            agents_data,
            options=options,
            start_threat=data.get("start_threat", 0),
            restore=False,
            coordinator_rewards=data.get("coordinator_rewards", 0),
        )
    except MissionError as error:
        raise MissionLogError(str(error)) from None


def undated_changes(event: Any) -> bool:
    """Whether a mission-log scene end writes relationship changes without their date."""
    return (
        isinstance(event, dict)
        and event.get("type") == "scene_end"
        and isinstance(event.get("relationships"), list)
        and any(
            isinstance(change, dict) and "on" not in change for change in event["relationships"]
        )
    )


# --- playing one event ----------------------------------------------------------------------------


def play(state: AgentsState, event: dict[str, Any]) -> dict[str, Any]:
    """Play one mission-log event (a ``play`` action's, a JSON object) on ``state``; returns
    what came of it for the session's stored outcome. A refusal (a :class:`MissionLogError`
    naming the event's type and agent) changes nothing."""
    try:
        kind = event.get("type")
        if kind == "test":
            agent = state.tester(required(event, "agent", str))
            cards = required(event, "cards", list)
            setup, raised, danger = log_setup(state, event, agent, cards)
            state.test(agent, setup, setup, cards=cards, raised=raised, seeking_danger=danger)
            return {"type": kind, "agent": agent, "cards": notations(state.parse_cards(cards))}
        if kind == "rest":
            agents, interrupted, present, restore = _rest_of(state, event)
            state.rest(agents, interrupted=interrupted, present=present, restore=restore)
            return {"type": kind, "agents": list(event["agents"])}
        if kind == "scene_end":
            scene = state.scene.number
            state.end_scene(_changes_of(event))
            return {"type": kind, "scene": scene}
        if kind == "fresh_deck":
            _known_keys(event, ("type", "table"))
            state.fresh_deck()
            return {"type": kind}
        if kind == "take_back":
            unknown = sorted(set(event) - {"type", "card", "from"})
            if unknown:
                raise MissionError(
                    translate("AgentsMission", "unknown field '{key}' in a take_back event").format(
                        key=unknown[0]
                    )
                )
            source = event.get("from")
            if source is not None and source not in TAKE_BACK_PILES:
                raise MissionError(
                    translate("AgentsMission", "'from' must be one of {piles}, not {value}").format(
                        piles=", ".join(TAKE_BACK_PILES), value=shown(source)
                    )
                )
            (card,) = state.parse_cards([required(event, "card", str)])
            return {"type": kind, "card": card.notation, "from": state.take_back(card, source)}
        raise MissionError(
            translate(
                "AgentsMission",
                "unknown event type {value} (a mission log has: test, rest, scene_end, "
                "fresh_deck, take_back)",
            ).format(value=shown(kind))
        )
    except UserError as error:
        raise MissionLogError(described(event, str(error))) from None


def log_setup(
    state: AgentsState, event: dict[str, Any], agent: str, cards: list[Any]
) -> tuple[TestSetup, int, bool]:
    """A log's test event in counts; the positive aspects are what the card count leaves."""
    _known_keys(
        event,
        (
            "type",
            "agent",
            "cards",
            *LOG_TEST_COUNTS,
            *LOG_TEST_EXTRAS,
            "danger",
            LOG_TEST_REMOVE,
            "table",
        ),
    )
    counts = {key: _count(event, key) for key in (*LOG_TEST_COUNTS, *LOG_TEST_EXTRAS)}
    danger = event.get("danger", False)
    if not isinstance(danger, bool):
        raise MissionError(
            translate("AgentsMission", "'danger' must be true or false, not {value}").format(
                value=shown(danger)
            )
        )
    raised = counts.pop("raised")
    fixed = TestSetup(
        temporary=counts["temporary"], negative=counts["negative"], distrust=counts["distrust"]
    )
    aspects = len(cards) - fixed.cards_needed(state.options)
    if aspects < 0:
        given = len(cards)
        raise MissionError(
            translate(
                "AgentsMission",
                "{agent}'s test has %n card(s) but needs at least {needed} ({draw})",
                None,
                given,
            ).format(
                agent=agent,
                needed=fixed.cards_needed(state.options),
                draw=fixed.describe_draw(state.options),
            )
        )
    remove = event.get(LOG_TEST_REMOVE, [])
    if not isinstance(remove, list) or not all(isinstance(card, str) for card in remove):
        raise MissionError(
            translate(
                "AgentsMission",
                "'{key}' must be a list of drawn cards such as [\"QH\"], not {value}",
            ).format(key=LOG_TEST_REMOVE, value=shown(remove))
        )
    try:
        return TestSetup(aspects=aspects, remove=tuple(remove), **counts), raised, danger
    except TestError as error:
        raise MissionError(str(error)) from None


def _rest_of(
    state: AgentsState, event: dict[str, Any]
) -> tuple[list[str], bool | None, list[str], dict[str, list[str]]]:
    """A rest event's resting agents, whether pressure interrupts it, who else is near and
    what each restores, every field checked."""
    _known_keys(event, ("type", "agents", "interrupted", "present", "restore", "table"))
    agents = state.names_of(required(event, "agents", list), resting=True)
    present = event.get("present", [])
    if not isinstance(present, list):
        raise MissionError(
            translate(
                "AgentsMission", "the present agents must be a list of names, not {value}"
            ).format(value=shown(present))
        )
    interrupted = event.get("interrupted")
    if not isinstance(interrupted, bool | None):
        raise MissionError(
            translate("AgentsMission", "'interrupted' must be true or false, not {value}").format(
                value=shown(interrupted)
            )
        )
    restore = event.get("restore") or {}
    if not isinstance(restore, dict):
        raise MissionError(
            translate("AgentsMission", "'restore' must map agents to the aspects they restore")
        )
    for name, texts in restore.items():
        if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
            raise MissionError(
                translate(
                    "AgentsMission", "the aspects {agent} restores must be a list of texts"
                ).format(agent=name)
            )
    return agents, interrupted, present, restore


def _changes_of(event: dict[str, Any]) -> list[Change]:
    """A scene end's relationship changes, every field checked."""
    _known_keys(event, ("type", "relationships", "table"))
    changes = event.get("relationships", [])
    if not isinstance(changes, list):
        raise MissionError(translate("AgentsMission", "'relationships' must be a list of changes"))
    read = []
    for change in changes:
        if not isinstance(change, dict):
            raise MissionError(
                translate(
                    "AgentsMission", "a relationship change must be an object, not {value}"
                ).format(value=shown(change))
            )
        _known_keys(change, ("agent", "toward", "from", "to", "reason", "on"))
        agent, toward = required(change, "agent", str), required(change, "toward", str)
        to = required(change, "to", str)
        before = required(change, "from", str) if "from" in change else None
        read.append(
            Change(
                agent,
                toward,
                to,
                str(change.get("reason", "")),
                _date(required(change, "on", str)),
                before,
            )
        )
    return read


# --- export ---------------------------------------------------------------------------------------


def header(state: AgentsState) -> dict[str, Any]:
    """The mission log's header, without its events."""
    options = {"step": state.options.step, "final_level": state.options.final_level}
    defaults = AgentsOptions().to_json()
    options |= {
        key: value
        for key, value in state.options.to_json().items()
        if key not in options and value != defaults[key]
    }
    rewards = state.coordinator_rewards
    return {
        "system": SYSTEM,
        "agents": list(state.names),
        "options": options,
        "start_threat": state.start_threat,
        **({"coordinator_rewards": rewards} if rewards else {}),
    }


def export_log(driver: AgentsDriver, rng: RecordedRandom, done: Sequence[Done]) -> dict[str, Any]:
    """The mission log of a session (issue 3): ``driver`` is its fresh table, ``rng`` the
    recorded random source it was built with, ``done`` the play kernel's actions in effect,
    each with its random values (``history.done``). Each is performed again, and written
    as the log writes it."""
    events = []
    for entry in done:
        rng.take_recorded()
        rng.replay(entry.random)
        action = parse_action(driver.HANDLERS, entry.action)
        written = _written_before(driver, action)
        result = driver.perform(action)
        if written is None:
            written = _written_after(action, result)
        if written is not None:
            events.append(written)
    return header(driver.state) | {"events": events}


def _written_before(driver: AgentsDriver, action: Any) -> dict[str, Any] | None:
    """How the log writes an action it reads from the table as it stood before it."""
    state = driver.state
    if isinstance(action, Resolve):
        sorting = driver.sorting(action)
        return logged_test(
            sorting.agent, sorting.cards, sorting.setup, sorting.raised, sorting.danger
        )
    if isinstance(action, Rest):
        return logged_rest(
            state.names_of(action.agents, resting=True),
            action.interrupted,
            state.names_of(action.present, resting=False),
        )
    if isinstance(action, EndScene):
        event: dict[str, Any] = {"type": "scene_end"}
        if action.changes and action.on is not None:
            on = datetime.date.fromisoformat(action.on).isoformat()  # as the driver read it
            event["relationships"] = [
                {
                    "agent": change.agent,
                    "toward": change.toward,
                    "from": state.relationship(change.agent, change.toward).level.value,
                    "to": change.to,
                    "reason": change.reason,
                    "on": on,
                }
                for change in action.changes
            ]
        return event
    if isinstance(action, FreshDeck):
        return {"type": "fresh_deck"}
    if isinstance(action, Play):
        event = action.event
        kind = event["type"]
        if kind == "test":
            agent = state.tester(event["agent"])
            setup, raised, danger = log_setup(state, event, agent, event["cards"])
            return logged_test(agent, state.parse_cards(event["cards"]), setup, raised, danger)
        if kind == "rest":
            agents, interrupted, present, _ = _rest_of(state, event)
            return logged_rest(agents, interrupted, state.names_of(present, resting=False))
        if kind == "scene_end":
            changes = event.get("relationships")
            return {"type": kind, **({"relationships": copy.deepcopy(changes)} if changes else {})}
        if kind == "fresh_deck":
            return {"type": kind}
    return None


def _written_after(action: Any, result: ActionResult) -> dict[str, Any] | None:
    """How the log writes a correction: the card and the pile it left."""
    if isinstance(action, TakeBack | Play) and "from" in result.outcome:
        return {"type": "take_back", "card": result.outcome["card"], "from": result.outcome["from"]}
    return None


def logged_test(
    agent: str, cards: Sequence[Card], setup: TestSetup, raised: int, danger: bool
) -> dict[str, Any]:
    """A test as the log writes it: in counts, with its cards in draw order."""
    event: dict[str, Any] = {"type": "test", "agent": agent, "cards": notations(cards)}
    event |= {key: getattr(setup, key) for key in LOG_TEST_COUNTS}
    extras = {key: getattr(setup, key) for key in LOG_TEST_EXTRAS if key != "raised"}
    event |= {key: value for key, value in extras.items() if value}
    if raised:
        event["raised"] = raised
    if danger:
        event["danger"] = True
    if setup.remove:
        # Which cards went decides what a reshuffle brings back, so the log says it.
        event[LOG_TEST_REMOVE] = [card.notation for card in cards if card in setup.remove]
    return event


def logged_rest(agents: list[str], interrupted: bool | None, present: list[str]) -> dict[str, Any]:
    """A rest as the log writes it; whether pressure interrupted it only when it was said."""
    event: dict[str, Any] = {"type": "rest", "agents": agents}
    if interrupted is not None:
        event["interrupted"] = interrupted
    if present:
        event["present"] = present
    return event


# --- reading fields -------------------------------------------------------------------------------


def required(event: dict[str, Any], key: str, kind: type[str | list[Any]]) -> Any:
    """``event[key]``, refused if it is missing or not of ``kind`` (text or a list)."""
    if key not in event:
        raise MissionError(translate("AgentsMission", "'{key}' is missing").format(key=key))
    value = event[key]
    if not isinstance(value, kind):
        wanted = {
            str: translate("AgentsMission", "'{key}' must be text, not {value}"),
            list: translate("AgentsMission", "'{key}' must be a list, not {value}"),
        }[kind]
        raise MissionError(wanted.format(key=key, value=shown(value)))
    return value


def _count(event: dict[str, Any], key: str) -> int:
    value = event.get(key, 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise MissionError(
            translate("AgentsMission", "'{key}' must be a whole number from 0, not {value}").format(
                key=key, value=shown(value)
            )
        )
    return value


def _known_keys(event: dict[str, Any], known: Sequence[str]) -> None:
    for key in event:
        if key not in known:
            listed = ", ".join(k for k in known if k != "table")
            raise MissionError(
                translate("AgentsMission", "unknown field '{key}' (known: {known})").format(
                    key=key, known=listed
                )
            )


def _date(value: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise MissionError(
            translate("AgentsMission", "'on' must be a date like 2026-03-14, not {value}").format(
                value=f"{value!r:.20}"
            )
        ) from None


def described(event: Any, message: str) -> str:
    """Prefix a refusal with the event's type and agent, so the user finds it in the log."""
    if isinstance(event, dict) and isinstance(event.get("type"), str):
        who = event.get("agent")
        label = (
            translate("AgentsMission", "{event} by {agent}").format(event=event["type"], agent=who)
            if isinstance(who, str)
            else event["type"]
        )
        return f"({label}) {message}"
    return message
