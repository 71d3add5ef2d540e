"""An Agents mission played on the deck engine: one red/black deck, its piles, and the score.

A mission is state only: the shared deck's piles (a :class:`~deskapp.core.table.Decks`
value), and what its tests, rests, scene ends and reserves have made of the agents, the
score and the scene (:class:`~deskapp.systems.agents.mission_events.MissionState`). It
keeps no history: the session's events are the only record of play, and undo is the
play kernel's. :attr:`Mission.logged` is how the last action reads in the mission log
(the format ``deskapp replay`` reads), which :meth:`AgentsDriver.export_log
<deskapp.systems.agents.driver.AgentsDriver.export_log>` gathers while replaying a
session's actions in effect.

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from deskapp.core.cards import Card
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.options import OptionsError
from deskapp.core.table import DISCARD, DRAW, Decks, OutOfCardsError
from deskapp.systems.agents.mission_actions import TestChoices, TestPlan
from deskapp.systems.agents.mission_events import (
    LOG_TEST_COUNTS,
    LOG_TEST_EXTRAS,
    LOG_TEST_REMOVE,
    Logged,
    MissionError,
    MissionRules,
    MissionState,
    MissionStatus,
    RestReport,
    described,
    plan_to_json,
    required,
    shown,
)
from deskapp.systems.agents.rules import COMPLICATION, SUCCESS, AgentsOptions, TestResult, TestSetup
from deskapp.systems.agents.sheet import Agent, Coordinator, Relation, Relationship

SYSTEM = "agents"
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


@dataclass(frozen=True)
class Testing:
    """The test being played: its cards are drawn and lie on the table, not yet sorted."""

    agent: str
    plan: TestPlan | TestSetup
    cards: tuple[Card, ...]


class Mission:
    """One Agents mission: its agents, the shared deck with its piles, and the mission track.

    ``agents`` are names, or :class:`Agent` values when the mission keeps their
    cards (aspects, reserves, equipment are then checked and updated by every
    test). ``coordinator`` is optional likewise. ``start_threat`` defaults to the
    Coordinator's (A-08). ``restore`` makes every aspect fresh at the start (A-22).
    ``rng`` shuffles the deck (``random.SystemRandom`` unless given); ``clock``
    dates relationship changes.
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
        self.decks = Decks(rng)
        self.decks.open_deck(
            DECK, self.options.deck_spec(), owner="", piles=(DRAWN, SUCCESS, COMPLICATION)
        )

    def _start(self, rules: MissionRules) -> None:
        self.rules = rules
        self.pending: Testing | None = None
        self.logged: Logged = None
        """How the last action reads in the mission log (None: a draw, a reserve …)."""
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
        return self.decks.pile(DECK, name)

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
                self.decks.mirror_draw(DECK, card, to=DRAWN)
        else:
            try:
                drawn = self.decks.draw(DECK, needed, to=DRAWN)
            except OutOfCardsError as error:
                raise DeckExhaustedError(
                    translate(
                        "AgentsMission",
                        "{problem}; start a fresh deck — the success and complication piles are "
                        "kept as counts",
                    ).format(problem=error)
                ) from None
        self.pending = Testing(name, plan, tuple(drawn))
        self.logged = None
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
        return self._folded(event)[1][0]

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
        state, (result, logged) = self._folded(event)
        for card in result.cards:
            if card in result.success_cards:
                target = SUCCESS
            elif card in result.complication_cards:
                target = COMPLICATION
            else:
                target = DISCARD
            self.decks.move(DECK, card, DRAWN, target)
        self.pending = None
        self._commit(state, logged)
        return result

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
        """Draw and resolve a test at once; a refusal draws nothing. With ``cards`` (mirror mode)
        the test is checked before the cards are looked for."""
        if cards is not None:
            self._idle()
            name = self.rules.tester(agent)
            probe = Testing(name, plan, tuple(self.rules.parse_cards(cards)))
            self._folded(self._test_event(probe, choices, raised, seeking_danger))
        before = {pile: list(cards) for pile, cards in self.decks.deck(DECK).piles.items()}
        self.draw_test(agent, plan, cards)
        try:
            return self.resolve_test(choices, raised=raised, seeking_danger=seeking_danger)
        except UserError:
            for pile, cards_in_pile in self.decks.deck(DECK).piles.items():
                cards_in_pile[:] = before[pile]
            self.pending = None
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
        where = self.decks.where(DECK, card)
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
        state, (_, logged) = self._folded(event)
        self.decks.move(DECK, card, where, DRAW)
        self._commit(state, logged)
        return where

    def fresh_deck(self) -> None:
        """Gather every card into a new shuffled draw pile; the score is kept as counts."""
        self._do({"type": "fresh_deck"})

    # --- the mission log ---------------------------------------------------------------------

    def log_header(self) -> dict[str, Any]:
        """The mission log's header (the format ``deskapp replay`` reads), without its events."""
        options = {"step": self.options.step, "final_level": self.options.final_level}
        defaults = AgentsOptions().to_json()
        options |= {
            key: value
            for key, value in self.options.to_json().items()
            if key not in options and value != defaults[key]
        }
        rewards = self.rules.coordinator_rewards
        return {
            "system": SYSTEM,
            "agents": list(self.names),
            "options": options,
            "start_threat": self.start_threat,
            **({"coordinator_rewards": rewards} if rewards else {}),
        }

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
        mission = cls._from_header(data)
        mission.decks = Decks(rng)
        mission.clock = time.time
        mission.decks.open_deck(
            DECK, mission.options.deck_spec(), owner="", piles=(DRAWN, SUCCESS, COMPLICATION)
        )
        return mission, events

    def play(self, event: Any, number: int | None = None) -> None:
        """Play one mission-log event; refusals name the event ``number``; :attr:`logged` is
        the event as the log writes it (a correction names the pile its card left)."""
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
        state, (outcome, logged) = self._folded(event)
        if event["type"] == "fresh_deck":
            self.decks.gather_all(DECK)
        self._commit(state, logged)
        return outcome

    def _folded(self, event: dict[str, Any]) -> tuple[MissionState, tuple[Any, Logged]]:
        """The state after ``event``, worked out on a copy: a refusal leaves everything as it was."""
        state = copy.deepcopy(self._state)
        return state, self.rules.fold(state, event)

    def _commit(self, state: MissionState, logged: Logged) -> None:
        self._state = state
        self.logged = logged

    # --- helpers ---------------------------------------------------------------------------------

    @classmethod
    def _from_header(cls, data: dict[str, Any]) -> Mission:
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
            else:
                raise MissionLogError(
                    translate(
                        "AgentsMission", "agents[{index}] must be a name, not {value}"
                    ).format(index=index, value=shown(entry))
                )
        try:
            options = AgentsOptions.from_json(data.get("options"))
        except OptionsError as error:
            raise MissionLogError(f"options: {error}") from None
        start_threat = data.get("start_threat", 0)
        try:
            mission._start(
                MissionRules(
                    agents,
                    None,
                    options,
                    start_threat,
                    restore=False,
                    coordinator_rewards=data.get("coordinator_rewards", 0),
                )
            )
        except MissionError as error:
            raise MissionLogError(str(error)) from None
        return mission

    def _setup_of(self, name: str, plan: TestPlan | TestSetup) -> TestSetup:
        return self.rules.setup_of(self._state, name, plan)

    def _test_event(
        self,
        pending: Testing,
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
            where = self.decks.where(DECK, card)
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

    def _idle(self) -> None:
        if self.pending is not None:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{agent}'s cards are still on the table: resolve or cancel that test first",
                ).format(agent=self.pending.agent)
            )

    def _pending(self) -> Testing:
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
