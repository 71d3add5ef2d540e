"""An Agents mission played on the deck engine: one red/black deck, its piles, and the score.

The shared deck's piles are a :class:`~deskapp.core.table.Decks` value; the mission's
own events (tests, rests, scene ends, reserves …) fold into the rest of its state.
Both round-trip through JSON
(:meth:`Mission.to_json` / :meth:`Mission.from_json`), and a mission exports and
replays the app's mission-log format (:meth:`Mission.to_log`,
:meth:`Mission.from_log`), the format ``deskapp replay`` reads.

A test is played in two steps, as at the table: :meth:`Mission.draw_test` draws
the cards (or records the cards drawn from a real deck), then
:meth:`Mission.resolve_test` applies what the player and the Coordinator
decide. :meth:`Mission.test` does both at once. Tests are given either by name
(:class:`~deskapp.systems.agents.mission_actions.TestPlan`, for agents whose cards the
mission holds) or in counts (:class:`~deskapp.systems.agents.rules.TestSetup`, the
mission log's own form, for any agent).
"""

from __future__ import annotations

import copy
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from deskapp.core.cards import Card
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.options import OptionsError
from deskapp.core.table import DISCARD, DRAW, Decks, OutOfCardsError, TableError
from deskapp.systems.agents.mission_actions import TestChoices, TestPlan
from deskapp.systems.agents.mission_events import (
    LOG_TEST_COUNTS,
    LOG_TEST_EXTRAS,
    LOG_TEST_REMOVE,
    MissionError,
    MissionRules,
    MissionState,
    MissionStatus,
    RestReport,
    described,
    plan_from_json,
    plan_to_json,
    required,
    shown,
)
from deskapp.systems.agents.rules import COMPLICATION, SUCCESS, AgentsOptions, TestResult, TestSetup
from deskapp.systems.agents.sheet import Agent, Coordinator, ModelError, Relation, Relationship

SYSTEM = "agents"
FORMAT = 1
DECK = "mission"
DRAWN = "drawn"
"""The pile the cards of the test being played lie on until they are sorted (A-18)."""


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
        self.event = event


class CardElsewhereError(MissionError):
    """Mirror mode: a typed card the mission holds in another pile (``pile``), not drawable now."""

    def __init__(self, message: str, card: Card, pile: str) -> None:
        super().__init__(message)
        self.card = card
        self.pile = pile


TAKE_BACK_PILES = (DISCARD, SUCCESS, COMPLICATION)
"""Where a correction may take a card from (the cards of a test being played go by undo)."""


class DeckExhaustedError(MissionError):
    """The draw and discard piles together hold too few cards: start a fresh deck."""


def pile_name(pile: str) -> str:
    """A pile of the mission deck as a sentence names it: "the complication pile"."""
    names = {
        DRAW: translate("AgentsMission", "the draw pile"),
        DISCARD: translate("AgentsMission", "the discard pile"),
        DRAWN: translate("AgentsMission", "the cards on the table"),
        SUCCESS: translate("AgentsMission", "the success pile"),
        COMPLICATION: translate("AgentsMission", "the complication pile"),
    }
    return names.get(pile, pile)


def taken_back_from(card: str, pile: str) -> str:
    """A correction as a replay lists it: "Q♦ taken back from the complication pile"."""
    sentences = {
        DISCARD: translate("AgentsMission", "{card} taken back from the discard pile"),
        SUCCESS: translate("AgentsMission", "{card} taken back from the success pile"),
        COMPLICATION: translate("AgentsMission", "{card} taken back from the complication pile"),
    }
    sentence = sentences.get(pile) or translate("AgentsMission", "{card} taken back ({pile})")
    return sentence.format(card=card, pile=pile_name(pile))


def _already_drawn(card: Card, pile: str) -> str:
    """Mirror mode's refusal of a typed card the mission holds in ``pile``."""
    sentences = {
        DRAWN: translate("AgentsMission", "{card} was already drawn: it lies on the table"),
        SUCCESS: translate("AgentsMission", "{card} was already drawn: it is in the success pile"),
        COMPLICATION: translate(
            "AgentsMission", "{card} was already drawn: it is in the complication pile"
        ),
    }
    sentence = sentences.get(pile) or translate(
        "AgentsMission", "{card} was already drawn: it is in another pile ({pile})"
    )
    return sentence.format(card=card, pile=pile_name(pile))


@dataclass
class _Pending:
    """A test whose cards are drawn but not yet sorted: its draw event, and the deck's piles as
    they were before it (a cancelled test puts them back)."""

    agent: str
    plan: TestPlan | TestSetup
    cards: tuple[Card, ...]
    before: dict[str, list[Card]]
    index: int


class Mission:
    """One Agents mission: its agents, the shared deck with its piles, and the mission track.

    ``agents`` are names, or :class:`Agent` values when the mission keeps their
    cards (aspects, reserves, equipment are then checked and updated by every
    test). ``coordinator`` is optional likewise. ``start_threat`` defaults to the
    Coordinator's (A-08). ``restore`` makes every aspect fresh at the start (A-22).
    ``rng`` shuffles the deck (``random.SystemRandom`` unless given); ``clock``
    stamps table events and dates relationship changes.
    """

    def __init__(
        self,
        agents: Sequence[str | Agent],
        *,
        coordinator: Coordinator | None = None,
        options: AgentsOptions | None = None,
        start_threat: int | None = None,
        restore: bool = True,
        coordinator_rewards: int = 0,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._start(
            MissionRules(agents, coordinator, options, start_threat, restore, coordinator_rewards)
        )
        self.clock = clock
        self.table = Decks(rng)
        self.table.open_deck(
            DECK, self.options.deck_spec(), owner="", piles=(DRAWN, SUCCESS, COMPLICATION)
        )

    def _start(self, rules: MissionRules) -> None:
        self.rules = rules
        self.events: list[dict[str, Any]] = []
        self._done: list[int] = []
        self.pending: _Pending | None = None
        self.listeners: list[Callable[[dict[str, Any]], None]] = []
        self._state = rules.initial_state()

    @property
    def names(self) -> tuple[str, ...]:
        return self.rules.names

    @property
    def options(self) -> AgentsOptions:
        return self.rules.options

    @property
    def start_threat(self) -> int:
        return self.rules.start_threat

    # --- reading ------------------------------------------------------------------------------

    def agent(self, name: str) -> Agent | None:
        """An agent's cards as they are now (relationships included), or None for a name-only agent."""
        return self.rules.agent(self._state, name)

    def relationship(self, agent: str, toward: str) -> Relationship:
        """``agent``'s relationship card toward ``toward`` (A-03, A-40)."""
        agent, toward = self.rules.name(agent), self.rules.name(toward)
        if agent == toward:
            raise MissionError(
                translate("AgentsMission", "{agent} has no relationship card toward itself").format(
                    agent=agent
                )
            )
        return self._state.relations[agent][toward]

    @property
    def coordinator(self) -> Coordinator | None:
        return self._state.coordinator

    @property
    def coordinator_reserves(self) -> int:
        """The reserves the Coordinator holds now (A-07)."""
        return self._state.coordinator_reserves

    @property
    def scene(self) -> int:
        return self._state.scene.number

    def status(self) -> MissionStatus:
        """The score, Threat, milestones, who leads, initiative and outcome right now."""
        return self.rules.status(self._state)

    def pile(self, name: str) -> list[Card]:
        """A pile of the mission deck (draw, discard, drawn, success, complication), bottom first."""
        return self.table.pile(DECK, name)

    def effective_events(self) -> list[dict[str, Any]]:
        """The events in effect (draws and cancelled draws left out), in order."""
        return [self.events[index] for index in self._done]

    # --- a test -------------------------------------------------------------------------------

    def draw_test(
        self,
        agent: str,
        plan: TestPlan | TestSetup,
        cards: Sequence[Card | str] | None = None,
    ) -> list[Card]:
        """Draw the cards of a described test onto the table (A-10), or record real ones (mirror mode).

        ``plan`` names what takes part (:class:`TestPlan`, for an agent whose cards
        the mission holds) or counts it (:class:`TestSetup`; only its draw counts
        matter here). Refused — drawing nothing — if the rules forbid the test.
        """
        self._idle()
        name = self.rules.tester(agent)
        setup = self._setup_of(name, plan)
        needed = setup.cards_needed(self.options)
        before = self._piles()
        if cards is not None:
            drawn = self.rules.parse_cards(cards)
            if len(drawn) != needed:
                raise MissionError(
                    translate(
                        "AgentsMission",
                        "this test draws %n card(s) ({draw}), not {given}",
                        None,
                        needed,
                    ).format(draw=setup.describe_draw(self.options), given=len(drawn))
                )
            self._check_available(drawn)
            for card in drawn:
                self.table.mirror_draw(DECK, card, to=DRAWN)
        else:
            try:
                drawn = self.table.draw(DECK, needed, to=DRAWN)
            except OutOfCardsError as error:
                raise DeckExhaustedError(
                    translate(
                        "AgentsMission",
                        "{problem}; start a fresh deck — the success and complication piles are "
                        "kept as counts",
                    ).format(problem=error)
                ) from None
        event = {
            "type": "draw",
            "agent": name,
            **_plan_json(plan),
            "cards": [card.notation for card in drawn],
        }
        self.events.append(event)
        self.pending = _Pending(name, plan, tuple(drawn), before, len(self.events) - 1)
        self._tell(event)
        return list(drawn)

    def preview(
        self,
        choices: TestChoices | TestSetup | None = None,
        *,
        raised: int = 0,
        seeking_danger: bool = False,
    ) -> TestResult:
        """What resolving the drawn test this way would do, changing nothing."""
        pending = self._pending()
        event = self._test_event(pending, choices, raised, seeking_danger)
        return self._folded(event)[1]

    def resolve_test(
        self,
        choices: TestChoices | TestSetup | None = None,
        *,
        raised: int = 0,
        seeking_danger: bool = False,
    ) -> TestResult:
        """Apply the advantages and disadvantages and sort the cards to the piles (A-11 … A-21).

        ``choices`` is a :class:`TestChoices` for a test drawn by name; for a test
        in counts it is a :class:`TestSetup` whose draw counts match the drawn test
        (or None to use the drawn test's own), and ``raised`` Coordinator reserves
        and ``seeking_danger`` allow threat factors beyond the Threat level (A-31).
        If refused, the cards stay on the table for other choices.
        """
        pending = self._pending()
        event = self._test_event(pending, choices, raised, seeking_danger)
        state, result = self._folded(event)
        for card in result.cards:
            if card in result.success_cards:
                target = SUCCESS
            elif card in result.complication_cards:
                target = COMPLICATION
            else:
                target = DISCARD
            self.table.move(DECK, card, DRAWN, target)
        self.pending = None
        self._commit(event, state)
        return result

    def cancel_test(self) -> None:
        """Put the drawn cards back where they came from (an undo of the draw)."""
        pending = self._pending()
        piles = self.table.deck(DECK).piles
        for pile, cards in pending.before.items():
            piles[pile][:] = cards
        event = {"type": "cancel"}
        self.events.append(event)
        self.pending = None
        self._tell(event)

    def test(
        self,
        agent: str,
        plan: TestPlan | TestSetup,
        choices: TestChoices | TestSetup | None = None,
        cards: Sequence[Card | str] | None = None,
        *,
        raised: int = 0,
        seeking_danger: bool = False,
    ) -> TestResult:
        """Draw and resolve a test at once. With ``cards`` (mirror mode) a refusal draws nothing."""
        if cards is not None:
            self._idle()
            name = self.rules.tester(agent)
            drawn = self.rules.parse_cards(cards)
            probe = _Pending(name, plan, tuple(drawn), {}, len(self.events))
            self._folded(self._test_event(probe, choices, raised, seeking_danger))
        self.draw_test(agent, plan, cards)
        try:
            return self.resolve_test(choices, raised=raised, seeking_danger=seeking_danger)
        except UserError:
            self.cancel_test()
            raise

    # --- between tests ------------------------------------------------------------------------

    def rest(
        self,
        agents: Sequence[str],
        *,
        interrupted: bool | None = None,
        present: Sequence[str] = (),
        restore: Mapping[str, Sequence[str]] | None = None,
    ) -> RestReport:
        """A scene of rest (A-22): each resting agent restores aspects and adds one complication mark.

        ``interrupted`` defaults to whether the scene opened under pressure (A-25);
        ``restore`` names, per agent, which aspects an interrupted rest restores.
        Nobody rests near an agent it fully distrusts (A-44), ``present`` included.
        """
        event: dict[str, Any] = {"type": "rest", "agents": list(agents)}
        if interrupted is not None:
            event["interrupted"] = interrupted
        if present:
            event["present"] = list(present)
        if restore:
            event["restore"] = {name: list(texts) for name, texts in restore.items()}
        return self._do(event)

    def end_scene(self, relationships: Iterable[tuple[str, str, Relation | str, str]] = ()) -> None:
        """End the scene; relationships change only now, each with its reason (A-24, A-46).

        ``relationships`` holds ``(agent, toward, new relationship, reason)``: each
        agent changes its own card (relationships are not reciprocal, A-40).
        """
        changes = [
            {
                "agent": agent,
                "toward": toward,
                "from": self.relationship(agent, toward).level.value,
                "to": to.value if isinstance(to, Relation) else to,
                "reason": reason,
                "on": self._today(),
            }
            for agent, toward, to, reason in relationships
        ]
        event: dict[str, Any] = {"type": "scene_end"}
        if changes:
            event["relationships"] = changes
        self._do(event)

    def restore(self, agent: str, aspect: str) -> None:
        """Spend one reserve to restore one exhausted aspect (A-22); special ones only so."""
        self._do({"type": "reserve", "agent": agent, "restore": aspect})

    def spend_reserve(self, agent: str, purpose: str) -> None:
        """Spend one reserve on a detail, an item, reaching the others or a vote (A-15)."""
        self._do({"type": "reserve", "agent": agent, "purpose": purpose})

    def give_reserve(self, giver: str, receiver: str) -> None:
        """A trusted agent hands a reserve to an agent that trusts it (A-42)."""
        self._do({"type": "give_reserve", "from": giver, "to": receiver})

    def replenish(self, agent: str, equipment: str) -> None:
        """Exhausted equipment is bought, looted or repaired in the fiction (A-17, A-22)."""
        self._do({"type": "replenish", "agent": agent, "equipment": equipment})

    def take_back(self, card: Card | str, source: str | None = None) -> str:
        """Mirror mode's correction: a card the real deck still holds, taken back from the pile
        the mission put it in to the top of the draw pile; returns that pile.

        The score stays as counts, as after a fresh deck: the tests were played. ``source``,
        when given (a mission log says it), must be where the card is.
        """
        self._idle()
        (card,) = self.rules.parse_cards([card])
        where = self.table.where(DECK, card)
        if where is None:
            raise MissionError(self._not_in_deck(card))
        if where == DRAW:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{card} is already in the draw pile: there is nothing to take back",
                ).format(card=card)
            )
        if where not in TAKE_BACK_PILES:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{card} lies on the table with the test being played: a correction leaves "
                    "it alone",
                ).format(card=card)
            )
        if source is not None and source != where:
            raise MissionError(
                translate(
                    "AgentsMission", "{card} is not where the log says ({source}) but in {pile}"
                ).format(card=card, source=pile_name(source), pile=pile_name(where))
            )
        event = {"type": "take_back", "card": card.notation, "from": where}
        state, _ = self._folded(event)
        self.table.move(DECK, card, where, DRAW)
        self._commit(event, state)
        return where

    def fresh_deck(self) -> None:
        """Gather every card into a new shuffled draw pile; the score is kept as counts."""
        self._do({"type": "fresh_deck"})

    # --- JSON -----------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The whole mission: what it began with, its events, and the deck's piles (with, while
        a test's cards are on the table, the piles as they were before its draw)."""
        data = self.setup_json() | {
            "events": copy.deepcopy(self.events),
            "decks": self.table.to_json(),
        }
        if self.pending is not None:
            data["before_draw"] = {
                pile: [card.notation for card in reversed(cards)]
                for pile, cards in self.pending.before.items()
            }
        return data

    def setup_json(self) -> dict[str, Any]:
        """What the mission began with: agents and their cards, Coordinator, options, Threat."""
        return {
            "system": SYSTEM,
            "format": FORMAT,
            "agents": [
                profile.to_json() if profile else name
                for name, profile in self.rules.initial_agents.items()
            ],
            "coordinator": (
                self.rules.initial_coordinator.to_json() if self.rules.initial_coordinator else None
            ),
            "options": self.options.to_json(),
            "start_threat": self.start_threat,
        } | self._rewards_json()

    def _rewards_json(self) -> dict[str, Any]:
        rewards = self.rules.coordinator_rewards
        return {"coordinator_rewards": rewards} if rewards else {}

    @classmethod
    def from_json(cls, data: Any, rng: random.Random | None = None) -> Mission:
        """A stored mission, rebuilt from its logs; refused if they disagree or break a rule."""
        if (
            not isinstance(data, dict)
            or data.get("system") != SYSTEM
            or data.get("format") != FORMAT
        ):
            raise MissionLogError(
                translate(
                    "AgentsMission", "this is not a stored Agents mission of format {format}"
                ).format(format=FORMAT)
            )
        mission = cls._from_header(data, stored=True)
        mission.clock = time.time
        try:
            mission.table = Decks.from_json(data.get("decks"), rng)
            mission.table.deck(DECK)
        except TableError as error:
            raise MissionLogError(
                translate("AgentsMission", "the mission's deck: {problem}").format(problem=error)
            ) from None
        events = data.get("events")
        if not isinstance(events, list):
            raise MissionLogError(
                translate("AgentsMission", "the stored mission has no list of events")
            )
        mission.events = copy.deepcopy(events)
        for index, event in enumerate(mission.events):
            mission._replay_marker(event, index)
        mission._state = mission._rebuild()
        if mission.pending is not None:
            mission.pending.before = _piles_from_json(data.get("before_draw"), mission)
        mission._check_piles()
        return mission

    def to_log(self) -> dict[str, Any]:
        """The mission log (the format ``deskapp replay`` reads): the events in effect, in counts."""
        options = {"step": self.options.step, "final_level": self.options.final_level}
        defaults = AgentsOptions().to_json()
        options |= {
            key: value
            for key, value in self.options.to_json().items()
            if key not in options and value != defaults[key]
        }
        return {
            "system": SYSTEM,
            "agents": list(self.names),
            "options": options,
            "start_threat": self.start_threat,
            **self._rewards_json(),
            "events": [
                self._state.exports[index] for index in self._done if index in self._state.exports
            ],
        }

    @classmethod
    def from_log(cls, data: Any, rng: random.Random | None = None) -> Mission:
        """Replay a mission log; the first bad event stops it with its number and the problem."""
        mission, events = cls.from_log_header(data, rng)
        for number, event in enumerate(events, start=1):
            mission.play(event, number)
        return mission

    @classmethod
    def from_log_header(
        cls, data: Any, rng: random.Random | None = None
    ) -> tuple[Mission, list[Any]]:
        """A mission set up from a log's header, and the log's events still to :meth:`play`."""
        if not isinstance(data, dict):
            raise MissionLogError(translate("AgentsMission", "a mission log must be a JSON object"))
        system = data.get("system", SYSTEM)
        if system != SYSTEM:
            raise MissionLogError(
                translate(
                    "AgentsMission", "this log is for the '{system}' system, not 'agents'"
                ).format(system=system)
            )
        for key in data:
            if key not in (
                "system",
                "name",
                "agents",
                "options",
                "start_threat",
                "coordinator_rewards",
                "events",
            ):
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
        mission = cls._from_header(data, stored=False)
        mission.table = Decks(rng)
        mission.clock = time.time
        mission.table.open_deck(
            DECK, mission.options.deck_spec(), owner="", piles=(DRAWN, SUCCESS, COMPLICATION)
        )
        return mission, events

    def play(self, event: Any, number: int | None = None) -> None:
        """Play one mission-log event; refusals name the event ``number``."""
        try:
            if not isinstance(event, dict):
                raise MissionError(
                    translate(
                        "AgentsMission", "an event must be a JSON object, not {value}"
                    ).format(value=shown(event))
                )
            kind = event.get("type")
            if kind == "test":
                agent = self.rules.tester(required(event, "agent", str))
                cards = required(event, "cards", list)
                setup, raised, danger = self.rules.log_setup(event, agent, cards)
                self.test(agent, setup, setup, cards, raised=raised, seeking_danger=danger)
            elif kind in ("rest", "scene_end", "fresh_deck"):
                self._do(self._dated(dict(event)))
            elif kind == "take_back":
                unknown = sorted(set(event) - {"type", "card", "from"})
                if unknown:
                    raise MissionError(
                        translate(
                            "AgentsMission", "unknown field '{key}' in a take_back event"
                        ).format(key=unknown[0])
                    )
                source = event.get("from")
                if source is not None and source not in TAKE_BACK_PILES:
                    raise MissionError(
                        translate(
                            "AgentsMission", "'from' must be one of {piles}, not {value}"
                        ).format(piles=", ".join(TAKE_BACK_PILES), value=shown(source))
                    )
                self.take_back(required(event, "card", str), source)
            else:
                raise MissionError(
                    translate(
                        "AgentsMission",
                        "unknown event type {value} (a mission log has: test, rest, scene_end, "
                        "fresh_deck, take_back)",
                    ).format(value=shown(kind))
                )
        except UserError as error:
            raise MissionLogError(described(event, str(error)), number) from None

    # --- the fold ----------------------------------------------------------------------------------

    def _do(self, event: dict[str, Any]) -> Any:
        """Check and apply one event that needs no drawing; the table follows if it must."""
        self._idle()
        state, outcome = self._folded(event)
        if event["type"] == "fresh_deck":
            self.table.gather_all(DECK)
        self._commit(event, state)
        return outcome

    def _folded(self, event: dict[str, Any]) -> tuple[MissionState, Any]:
        """The state after ``event``, worked out on a copy: a refusal leaves everything as it was."""
        state = copy.deepcopy(self._state)
        outcome = self.rules.fold(state, event, len(self.events))
        return state, outcome

    def _commit(self, event: dict[str, Any], state: MissionState) -> None:
        self.events.append(event)
        self._done.append(len(self.events) - 1)
        self._state = state
        self._tell(event)

    def _tell(self, event: dict[str, Any]) -> None:
        for listener in self.listeners:
            listener(event)

    def _rebuild(self) -> MissionState:
        state = self.rules.initial_state()
        for index in self._done:
            event = self.events[index]
            try:
                self.rules.fold(state, event, index)
            except UserError as error:
                raise MissionLogError(described(event, str(error)), index + 1) from None
        return state

    # --- helpers ---------------------------------------------------------------------------------

    @classmethod
    def _from_header(cls, data: dict[str, Any], stored: bool) -> Mission:
        mission = cls.__new__(cls)
        agents_data = data.get("agents")
        if not isinstance(agents_data, list) or not agents_data:
            raise MissionLogError(
                translate("AgentsMission", "'agents' must be a list of the agents' names")
            )
        agents: list[str | Agent] = []
        for index, entry in enumerate(agents_data):
            if isinstance(entry, str):
                agents.append(entry)
            elif stored and isinstance(entry, dict):
                try:
                    agents.append(Agent.from_json(entry))
                except ModelError as error:
                    raise MissionLogError(f"agents[{index}]: {error}") from None
            else:
                raise MissionLogError(
                    translate(
                        "AgentsMission", "agents[{index}] must be a name, not {value}"
                    ).format(index=index, value=shown(entry))
                )
        coordinator = None
        if stored and data.get("coordinator") is not None:
            try:
                coordinator = Coordinator.from_json(data["coordinator"])
            except ModelError as error:
                raise MissionLogError(str(error)) from None
        try:
            options = AgentsOptions.from_json(data.get("options"))
        except OptionsError as error:
            raise MissionLogError(f"options: {error}") from None
        start_threat = data.get("start_threat", 0)
        try:
            mission._start(
                MissionRules(
                    agents,
                    coordinator,
                    options,
                    start_threat,
                    restore=False,
                    coordinator_rewards=data.get("coordinator_rewards", 0),
                )
            )
        except MissionError as error:
            raise MissionLogError(str(error)) from None
        return mission

    def _replay_marker(self, event: Any, index: int) -> None:
        if not isinstance(event, dict):
            raise MissionLogError(
                translate("AgentsMission", "an event must be a JSON object, not {value}").format(
                    value=shown(event)
                ),
                index + 1,
            )
        kind = event.get("type")
        if kind == "draw":
            self._replay_draw(event, index)
            return
        if kind == "cancel":
            if self.pending is None:
                raise MissionLogError(
                    translate("AgentsMission", "it cancels a test that was never drawn"), index + 1
                )
            self.pending = None
            return
        if self.pending is not None and kind != "test":
            raise MissionLogError(
                translate(
                    "AgentsMission", "it happens while {agent}'s cards are still on the table"
                ).format(agent=self.pending.agent),
                index + 1,
            )
        if kind == "test":
            if self.pending is None:
                raise MissionLogError(
                    translate("AgentsMission", "it resolves a test that was never drawn"), index + 1
                )
            drawn = self.events[self.pending.index]
            if (event.get("agent"), event.get("cards")) != (drawn["agent"], drawn["cards"]):
                raise MissionLogError(
                    translate(
                        "AgentsMission",
                        "it resolves {agent}'s draw but names another agent or other cards",
                    ).format(agent=self.pending.agent),
                    index + 1,
                )
            self.pending = None
        self._done.append(index)

    def _replay_draw(self, event: dict[str, Any], index: int) -> None:
        if self.pending is not None:
            raise MissionLogError(
                translate(
                    "AgentsMission", "it draws while {agent}'s cards are still on the table"
                ).format(agent=self.pending.agent),
                index + 1,
            )
        try:
            agent = self.rules.tester(required(event, "agent", str))
            plan: TestPlan | TestSetup
            if "plan" in event:
                plan = plan_from_json(TestPlan, required(event, "plan", dict), "plan")
            else:
                plan = plan_from_json(TestSetup, required(event, "setup", dict), "setup")
            cards = tuple(self.rules.parse_cards(required(event, "cards", list)))
        except UserError as error:
            raise MissionLogError(described(event, str(error)), index + 1) from None
        self.pending = _Pending(agent, plan, cards, {}, index)

    def _check_piles(self) -> None:
        """The cards on the table must be where the mission's events put them."""
        on_table = list(self.pending.cards) if self.pending else []
        if self.pile(DRAWN) != on_table:
            raise MissionLogError(
                translate(
                    "AgentsMission", "the cards on the table are not those of the test being played"
                )
            )
        for pile in (SUCCESS, COMPLICATION):
            if Counter(self.pile(pile)) != Counter(self._state.piles[pile]):
                raise MissionLogError(
                    translate(
                        "AgentsMission",
                        "the success pile on the table does not match the mission's events",
                    )
                    if pile == SUCCESS
                    else translate(
                        "AgentsMission",
                        "the complication pile on the table does not match the mission's events",
                    )
                )

    def _setup_of(self, name: str, plan: TestPlan | TestSetup) -> TestSetup:
        return self.rules.setup_of(self._state, name, plan)

    def _test_event(
        self,
        pending: _Pending,
        choices: TestChoices | TestSetup | None,
        raised: int,
        danger: bool,
    ) -> dict[str, Any]:
        event: dict[str, Any] = {
            "type": "test",
            "agent": pending.agent,
            "cards": [card.notation for card in pending.cards],
        }
        if isinstance(pending.plan, TestPlan):
            if not isinstance(choices, TestChoices | None):
                raise MissionError(
                    translate(
                        "AgentsMission",
                        "a test described by name takes its choices by name (TestChoices)",
                    )
                )
            event["plan"] = plan_to_json(pending.plan)
            event["choices"] = plan_to_json(choices or TestChoices())
            return event
        if isinstance(choices, TestChoices):
            raise MissionError(
                translate(
                    "AgentsMission", "a test in counts takes its choices in counts (a TestSetup)"
                )
            )
        setup = choices if isinstance(choices, TestSetup) else pending.plan
        drawn = (
            pending.plan.aspects,
            pending.plan.temporary,
            pending.plan.negative,
            pending.plan.distrust,
        )
        if (setup.aspects, setup.temporary, setup.negative, setup.distrust) != drawn:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "these choices describe a different draw from the cards on the table",
                )
            )
        event |= {key: getattr(setup, key) for key in LOG_TEST_COUNTS}
        event |= {key: getattr(setup, key) for key in LOG_TEST_EXTRAS if key != "raised"}
        event["raised"] = raised
        event["danger"] = danger
        if setup.remove:
            event[LOG_TEST_REMOVE] = [card.notation for card in setup.remove]
        return event

    def _check_available(self, cards: Sequence[Card]) -> None:
        """Mirror mode: each card must still be drawable, in order, before anything is drawn."""
        draw = set(self.pile(DRAW))
        discard = set(self.pile(DISCARD))
        for position, card in enumerate(cards):
            if not draw and discard:
                draw, discard = discard, set()  # the table reshuffles the discard pile here
            if card in draw:
                draw.remove(card)
                continue
            if card in cards[:position]:
                raise MissionError(
                    translate("AgentsMission", "{card} is drawn twice in this test").format(
                        card=card
                    )
                )
            where = self.table.where(DECK, card)
            if where is None:
                raise MissionError(self._not_in_deck(card))
            if where == DISCARD:
                raise CardElsewhereError(
                    translate(
                        "AgentsMission",
                        "{card} is in the discard pile: it comes back only when the draw pile "
                        "runs out and the discard pile is shuffled into it",
                    ).format(card=card),
                    card,
                    where,
                )
            raise CardElsewhereError(_already_drawn(card, where), card, where)

    def _not_in_deck(self, card: Card) -> str:
        return translate("AgentsMission", "{card} is not in the mission deck ({deck})").format(
            card=card, deck=self.options.deck_spec().describe()
        )

    def _piles(self) -> dict[str, list[Card]]:
        """The mission deck's piles, copied."""
        return {pile: list(cards) for pile, cards in self.table.deck(DECK).piles.items()}

    def _idle(self) -> None:
        if self.pending is not None:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{agent}'s cards are still on the table: resolve or cancel that test first",
                ).format(agent=self.pending.agent)
            )

    def _pending(self) -> _Pending:
        if self.pending is None:
            raise MissionError(
                translate("AgentsMission", "no test is being played: draw its cards first")
            )
        return self.pending

    def _today(self) -> str:
        return date.fromtimestamp(self.clock()).isoformat()

    def _dated(self, event: dict[str, Any]) -> dict[str, Any]:
        """A scene end whose relationship changes carry no date happened today."""
        changes = event.get("relationships")
        if event.get("type") == "scene_end" and isinstance(changes, list):
            event["relationships"] = [
                {**change, "on": change.get("on", self._today())}
                if isinstance(change, dict)
                else change
                for change in changes
            ]
        return event


def _plan_json(plan: TestPlan | TestSetup) -> dict[str, Any]:
    return (
        {"plan": plan_to_json(plan)}
        if isinstance(plan, TestPlan)
        else {"setup": plan_to_json(plan)}
    )


def _piles_from_json(data: Any, mission: Mission) -> dict[str, list[Card]]:
    """The deck's piles before the pending draw, as :meth:`Mission.to_json` lists them."""
    piles = mission._piles()
    if not isinstance(data, dict) or set(data) != set(piles):
        raise MissionLogError(
            translate("AgentsMission", "the stored mission does not say where its cards were")
        )
    try:
        before = {pile: mission.rules.parse_cards(list(reversed(data[pile]))) for pile in piles}
    except (TypeError, UserError):
        raise MissionLogError(
            translate("AgentsMission", "the stored mission does not say where its cards were")
        ) from None
    if Counter(card for cards in before.values() for card in cards) != Counter(
        card for cards in piles.values() for card in cards
    ):
        raise MissionLogError(
            translate("AgentsMission", "the stored mission does not say where its cards were")
        )
    return before
