"""An Agents mission as the fold of its events: who plays, the score, the agents' cards.

:class:`MissionRules` holds what is fixed for one mission (its agents, table
options, step, final level, starting Threat) and folds the mission's events —
tests with their drawn cards, rests, scene ends, reserves — into a
:class:`MissionState`, and says how the mission log writes each. It knows
nothing of the deck: the cards are in the events.
:class:`deskapp.systems.agents.mission.Mission` drives the deck engine and keeps
the state; this module says what the events mean.

A test event in counts is the mission log's own (``deskapp replay``); a test
event by name (``plan`` and ``choices``) is played against the agent's cards.
"""

from __future__ import annotations

import copy
import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, TypeVar

from deskapp.core.cards import Card, CardNotationError, first_repeated, parse_card
from deskapp.core.errors import UserError
from deskapp.core.i18n import format_number, translate
from deskapp.systems.agents.mission_actions import (
    TestChoices,
    TestContext,
    TestPlan,
    choose,
    effects_of_test,
    give_reserve,
    prepare_test,
    replenish,
    rest,
    restore_at_start,
    restore_relationship_with_reserve,
    restore_with_reserve,
    spend_reserve,
)
from deskapp.systems.agents.rules import (
    COMPLICATION,
    SUCCESS,
    AgentsOptions,
    Grade,
    Initiative,
    Leading,
    Outcome,
    TestError,
    TestResult,
    TestSetup,
    Track,
    final_level,
    next_start_threat,
    opening,
    resolve_test,
    step_size,
)
from deskapp.systems.agents.sheet import (
    Agent,
    Coordinator,
    ModelError,
    Relation,
    Relationship,
    find_name,
)

# Card Desk's range (docs/rules/agents.md, "Ranges"): the rules give every agent a
# relationship card toward every other and the Coordinator a reserve per player
# a table seats far fewer than 20 players, and 2,000 names made 4 million cards.
MAX_AGENTS = 20

LOG_TEST_COUNTS = ("exhaust", "negative", "negative_exhausted", "temporary", "to_aspect")
"""The counts every test event of a mission log holds (the issue's format)."""
LOG_TEST_EXTRAS = ("distrust", "advantages", "disadvantages", "helped", "betrayal", "raised")
"""Counts a test event holds only when they are not zero."""
LOG_TEST_REMOVE = "remove"
"""The cards a test event's removals took, when they were named (A-16); an older log has none."""

_Plan = TypeVar("_Plan", TestPlan, TestChoices, TestSetup)

Logged = dict[str, Any] | None
"""An event as the mission log writes it, or None: not a mission-log event."""


class MissionError(UserError):
    """A mission action the rules or the table refuse; nothing changed."""


@dataclass(frozen=True)
class MissionStatus:
    """The mission at a glance, after some event: the score and what it means (A-21 … A-37)."""

    successes: int
    complications: int
    threat: int
    milestones: int
    leading: Leading | None
    initiative: Initiative
    outcome: Outcome | None
    grade: Grade | None
    decided: bool
    scene: int
    scene_opening: Initiative
    threat_in_effect: int
    rest_marks: int
    step: int
    final_level: int
    next_start_threat: int

    def to_json(self) -> dict[str, Any]:
        """The ``deskapp replay --json`` line, without its event number."""
        return {
            "successes": self.successes,
            "complications": self.complications,
            "threat": self.threat,
            "milestones": self.milestones,
            "leading": self.leading,
            "initiative": self.initiative,
            "outcome": self.outcome,
        }


@dataclass(frozen=True)
class RestReport:
    """What a rest did: the marks it added and what each agent restored (A-22)."""

    marks: int
    interrupted: bool
    restored: Mapping[str, tuple[str, ...]]


@dataclass
class SceneState:
    """What lasts only until the scene ends."""

    number: int = 1
    opened_with: tuple[int, int] = (0, 0)
    first_card: Card | None = None
    rest_marks: int = 0
    ignored: dict[str, set[str]] = field(default_factory=dict)
    betrayed_by: dict[str, set[str]] = field(default_factory=dict)
    help: Counter[str] = field(default_factory=Counter)
    gifts: Counter[tuple[str, str]] = field(default_factory=Counter)


@dataclass
class MissionState:
    """The fold of the mission's events: agents' cards, relationships, score, scene."""

    agents: dict[str, Agent | None]
    relations: dict[str, dict[str, Relationship]]
    coordinator: Coordinator | None
    track: Track
    scene: SceneState = field(default_factory=SceneState)
    rest_marks: int = 0
    coordinator_reserves: int = 0
    """What the Coordinator holds (A-07): the card's count, or one per agent plus rewards."""
    piles: dict[str, list[Card]] = field(default_factory=lambda: {SUCCESS: [], COMPLICATION: []})

    def __deepcopy__(self, memo: dict[int, Any]) -> MissionState:
        """The copy a trial fold works on (a refusal leaves the original as it was).

        Agents, relationships and the Coordinator are frozen values, so their dicts are
        copied and the values shared; only the track and the scene are copied deeply.
        ``copy.deepcopy`` walked all n² relationships of n agents once per event.
        """
        return MissionState(
            agents=dict(self.agents),
            relations={name: dict(cards) for name, cards in self.relations.items()},
            coordinator=self.coordinator,
            track=copy.deepcopy(self.track, memo),
            scene=copy.deepcopy(self.scene, memo),
            rest_marks=self.rest_marks,
            coordinator_reserves=self.coordinator_reserves,
            piles={name: list(cards) for name, cards in self.piles.items()},
        )


class MissionRules:
    """What is fixed for one mission, and how its events change the state (the fold).

    ``agents`` are names, or :class:`Agent` values whose cards the mission keeps
    (aspects, reserves, equipment are then checked and updated by every test).
    ``start_threat`` defaults to the Coordinator's (A-08); ``restore`` makes
    every aspect fresh at the start (A-22). Without a Coordinator card (a mission
    log) the Coordinator holds one reserve per agent plus ``coordinator_rewards`` (A-07).
    """

    def __init__(
        self,
        agents: Sequence[str | Agent],
        coordinator: Coordinator | None = None,
        options: AgentsOptions | None = None,
        start_threat: int | None = None,
        restore: bool = True,
        coordinator_rewards: int = 0,
    ) -> None:
        self.options = options or AgentsOptions()
        if len(agents) > MAX_AGENTS:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "a mission has at most {maximum} agents, not {count}: each holds a "
                    "relationship card toward every other",
                ).format(maximum=MAX_AGENTS, count=format_number(len(agents)))
            )
        profiles: dict[str, Agent | None] = {}
        for entry in agents:
            name = entry.name if isinstance(entry, Agent) else entry
            if not isinstance(name, str) or not name.strip():
                raise MissionError(
                    translate(
                        "AgentsMission",
                        "an agent's name must be text that is not empty, not {value}",
                    ).format(value=f"{name!r:.30}")
                )
            if find_name(list(profiles), name) is not None:
                raise MissionError(
                    translate(
                        "AgentsMission", "two agents in the mission are called '{name}'"
                    ).format(name=name)
                )
            profile = entry if isinstance(entry, Agent) else None
            profiles[name] = restore_at_start(profile) if profile and restore else profile
        if not profiles:
            raise MissionError(translate("AgentsMission", "a mission needs at least one agent"))
        self.names: tuple[str, ...] = tuple(profiles)
        self.initial_agents = profiles
        self.initial_coordinator = coordinator
        if (
            not isinstance(coordinator_rewards, int)
            or isinstance(coordinator_rewards, bool)
            or coordinator_rewards < 0
        ):
            raise MissionError(
                translate(
                    "AgentsMission",
                    "the Coordinator's rewards must be a whole number from 0, not {value}",
                ).format(value=f"{coordinator_rewards!r:.20}")
            )
        self.coordinator_rewards = coordinator_rewards
        self.coordinator_reserves = (
            coordinator.reserves
            if coordinator is not None
            else Coordinator.starting_reserves(len(profiles), coordinator_rewards)
        )
        if start_threat is None:
            start_threat = coordinator.start_threat if coordinator else 0
        if not isinstance(start_threat, int) or isinstance(start_threat, bool) or start_threat < 0:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "the starting Threat must be a whole number from 0, not {value}",
                ).format(value=f"{start_threat!r:.20}")
            )
        self.start_threat = start_threat
        self.step = step_size(self.options, len(self.names))
        own = [profile.own_aspect_count for profile in profiles.values() if profile is not None]
        if self.options.final_level == "aspects" and len(own) < len(profiles):
            raise MissionError(
                translate(
                    "AgentsMission",
                    "the final level 'aspects' averages the agents' aspects (rule A-34): every "
                    "agent of the mission needs its cards, not only a name",
                )
            )
        self.final_level = final_level(self.options, own or [0] * len(profiles))
        try:
            Track(self.step, self.final_level, start_threat)
        except TestError as error:
            raise MissionError(str(error)) from None

    def initial_state(self) -> MissionState:
        """The state before the first event: cards as given, a relationship card per pair (A-03)."""
        relations = {
            name: {
                other: (profile.relationship(other) if profile else Relationship(other))
                for other in self.names
                if other != name
            }
            for name, profile in self.initial_agents.items()
        }
        return MissionState(
            agents=dict(self.initial_agents),
            relations=relations,
            coordinator=self.initial_coordinator,
            coordinator_reserves=self.coordinator_reserves,
            track=Track(
                self.step,
                self.final_level,
                self.start_threat,
                self.options.grading,
                rest_marks_next_scene=self.options.rest_marks == "next_scene",
            ),
        )

    def status(self, state: MissionState) -> MissionStatus:
        """The score, Threat, milestones, who leads, initiative and outcome in ``state``."""
        track = state.track
        return MissionStatus(
            successes=track.successes,
            complications=track.complications,
            threat=track.threat,
            milestones=track.milestones,
            leading=track.leading,
            initiative=track.initiative,
            outcome=track.outcome,
            grade=track.grade,
            decided=track.locked,
            scene=state.scene.number,
            scene_opening=self.scene_opening(state),
            threat_in_effect=self.threat_in_effect(state),
            rest_marks=state.rest_marks,
            step=self.step,
            final_level=self.final_level,
            next_start_threat=next_start_threat(
                track.outcome, track.grade, self.start_threat, self.final_level
            ),
        )

    def agent(self, state: MissionState, name: str) -> Agent | None:
        """An agent's cards in ``state`` (relationships included), or None for a name-only agent."""
        name = self.name(name)
        profile = state.agents[name]
        if profile is None:
            return None
        for card in state.relations[name].values():
            profile = profile.with_relationship(card)
        return profile

    def setup_of(self, state: MissionState, name: str, plan: TestPlan | TestSetup) -> TestSetup:
        """A described test in counts, checked against the agent's cards before drawing."""
        if isinstance(plan, TestSetup):
            return plan
        return prepare_test(self.profile(state, name), plan, self.context(state, name)).setup

    # --- the fold ---

    def fold(self, state: MissionState, event: dict[str, Any]) -> tuple[Any, Logged]:
        """Apply one event to ``state`` in place; return what it did (a result or a report) and
        the event as the mission log writes it (None for what the log leaves out: reserves).

        A refusal raises and may leave ``state`` half-changed, so callers fold into a copy.
        """
        kind = event.get("type")
        if kind == "test":
            return self._fold_test(state, event)
        if kind == "rest":
            return self._fold_rest(state, event)
        if kind == "scene_end":
            return self._fold_scene_end(state, event)
        if kind == "reserve":
            _known_keys(event, ("type", "agent", "purpose", "restore", "table"))
            self._fold_reserve(state, event)
            return None, None
        if kind == "give_reserve":
            _known_keys(event, ("type", "from", "to", "table"))
            self._fold_gift(state, event)
            return None, None
        if kind == "replenish":
            _known_keys(event, ("type", "agent", "equipment", "table"))
            name = self.name(required(event, "agent", str))
            state.agents[name] = replenish(
                self.profile(state, name), required(event, "equipment", str)
            )
            return None, None
        if kind == "fresh_deck":
            _known_keys(event, ("type", "table"))
            state.piles = {SUCCESS: [], COMPLICATION: []}
            return None, {"type": "fresh_deck"}
        if kind == "take_back":
            # Mirror mode's correction: the card goes back to the draw pile; the score stays.
            _known_keys(event, ("type", "card", "from", "table"))
            (card,) = self.parse_cards([required(event, "card", str)])
            source = required(event, "from", str)
            if source in state.piles:
                if card not in state.piles[source]:
                    raise MissionError(
                        translate("AgentsMission", "{card} is not in the '{pile}' pile").format(
                            card=card, pile=source
                        )
                    )
                state.piles[source].remove(card)
            return None, {"type": "take_back", "card": card.notation, "from": source}
        raise MissionError(
            translate("AgentsMission", "unknown event type {value}").format(value=shown(kind))
        )

    def _fold_test(
        self, state: MissionState, event: dict[str, Any]
    ) -> tuple[TestResult, dict[str, Any]]:
        name = self.tester(required(event, "agent", str))
        cards = self.parse_cards(required(event, "cards", list))
        scene = state.scene
        if "plan" in event:
            _known_keys(event, ("type", "agent", "cards", "plan", "choices", "table"))
            profile = self.profile(state, name)
            plan = plan_from_json(TestPlan, required(event, "plan", dict), "plan")
            choices = plan_from_json(TestChoices, event.get("choices") or {}, "choices")
            context = self.context(state, name)
            prepared = prepare_test(profile, plan, context)
            setup = choose(profile, prepared, choices, context)
            result = resolve_test(setup, cards, self.options)
            effects = effects_of_test(profile, prepared, choices, result, context, state.agents)
            state.agents.update(effects.agents)
            for holder, toward in effects.exhausted_trust:
                state.relations[holder][toward] = state.relations[holder][toward].exhaust()
            self._spend_coordinator(state, effects.coordinator_reserves_spent)
            scene.help.subtract(effects.help_spent)
            scene.ignored.setdefault(name, set()).update(effects.ignored)
            if effects.full_betrayal:
                scene.betrayed_by.setdefault(effects.full_betrayal, set()).add(name)
            raised, danger = choices.coordinator_reserves, plan.seeking_danger
        else:
            setup, raised, danger = self.log_setup(event, name, event["cards"])
            self._check_threat_factors(state, setup.disadvantages, raised, danger)
            result = resolve_test(setup, cards, self.options)
            self._spend_coordinator(state, raised)
        if scene.first_card is None:
            scene.first_card = cards[0]  # it may break a tie in how the scene opens
        for card in result.kept:
            if card in result.to_aspect:
                continue  # it became a negative aspect and does not count
            kind = COMPLICATION if card.is_red else SUCCESS
            state.track.add(kind)
            state.piles[kind].append(card)
            if kind == SUCCESS:
                scene.help[name] += 1  # successes a trusted agent may spend to help
        for _ in range(result.betrayal_successes):
            state.track.add(SUCCESS)  # betrayed partial trust, a success that is no card
        export: dict[str, Any] = {
            "type": "test",
            "agent": name,
            "cards": [c.notation for c in cards],
        }
        export |= {key: getattr(setup, key) for key in LOG_TEST_COUNTS}
        extras = {key: getattr(setup, key) for key in LOG_TEST_EXTRAS if key != "raised"}
        export |= {key: value for key, value in extras.items() if value}
        if raised:
            export["raised"] = raised
        if danger:
            export["danger"] = True
        if setup.remove:
            # Which cards went decides what a reshuffle brings back, so the log says it.
            export[LOG_TEST_REMOVE] = [card.notation for card in cards if card in setup.remove]
        return result, export

    def _fold_rest(
        self, state: MissionState, event: dict[str, Any]
    ) -> tuple[RestReport, dict[str, Any]]:
        _known_keys(event, ("type", "agents", "interrupted", "present", "restore", "table"))
        resting = self._names_list(required(event, "agents", list), "resting")
        if not resting:
            raise MissionError(
                translate("AgentsMission", "a rest needs at least one resting agent (rule A-22)")
            )
        present = self._names_list(event.get("present", []), "present")
        interrupted = event.get("interrupted")
        if interrupted is None:
            interrupted = self.scene_opening(state) == "pressure"
        if not isinstance(interrupted, bool):
            raise MissionError(
                translate(
                    "AgentsMission", "'interrupted' must be true or false, not {value}"
                ).format(value=shown(interrupted))
            )
        near = set(resting) | set(present)
        for name in resting:
            for other in near - {name}:
                if state.relations[name][other].level is Relation.FULL_DISTRUST:
                    raise MissionError(
                        translate(
                            "AgentsMission",
                            "{agent} cannot rest near {other}, whom {agent} fully distrusts "
                            "(rule A-44)",
                        ).format(agent=name, other=other)
                    )
        choices = event.get("restore") or {}
        if not isinstance(choices, dict):
            raise MissionError(
                translate("AgentsMission", "'restore' must map agents to the aspects they restore")
            )
        chosen = {self.name(name): texts for name, texts in choices.items()}
        restored: dict[str, tuple[str, ...]] = {}
        for name in resting:
            profile = state.agents[name]
            if profile is None:
                if name in chosen:
                    raise MissionError(
                        translate(
                            "AgentsMission",
                            "the mission holds only {agent}'s name, not its aspects",
                        ).format(agent=name)
                    )
                continue
            texts = chosen.get(name, [])
            if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
                raise MissionError(
                    translate(
                        "AgentsMission", "the aspects {agent} restores must be a list of texts"
                    ).format(agent=name)
                )
            effects = rest(profile, state.relations[name], interrupted, texts)
            state.agents[name] = effects.agent
            state.relations[name] = dict(effects.relations)
            restored[name] = effects.restored
        for name in chosen:
            if name not in resting:
                raise MissionError(
                    translate(
                        "AgentsMission", "{agent} does not rest, so restores nothing (rule A-22)"
                    ).format(agent=name)
                )
        for _ in resting:
            state.track.add(COMPLICATION, rest_mark=True)  # one mark per resting agent
        state.scene.rest_marks += len(resting)
        state.rest_marks += len(resting)
        export: dict[str, Any] = {"type": "rest", "agents": resting}
        if "interrupted" in event:
            export["interrupted"] = interrupted
        if present:
            export["present"] = present
        return RestReport(len(resting), interrupted, restored), export

    def _fold_scene_end(
        self, state: MissionState, event: dict[str, Any]
    ) -> tuple[None, dict[str, Any]]:
        _known_keys(event, ("type", "relationships", "table"))
        changes = event.get("relationships", [])
        if not isinstance(changes, list):
            raise MissionError(
                translate("AgentsMission", "'relationships' must be a list of changes")
            )
        seen: set[tuple[str, str]] = set()
        for change in changes:
            if not isinstance(change, dict):
                raise MissionError(
                    translate(
                        "AgentsMission", "a relationship change must be an object, not {value}"
                    ).format(value=shown(change))
                )
            _known_keys(change, ("agent", "toward", "from", "to", "reason", "on"))
            agent = self.name(required(change, "agent", str))
            toward = self.name(required(change, "toward", str))
            if agent == toward:
                raise MissionError(
                    translate(
                        "AgentsMission", "{agent} has no relationship card toward itself"
                    ).format(agent=agent)
                )
            if (agent, toward) in seen:
                raise MissionError(
                    translate(
                        "AgentsMission",
                        "{agent}'s relationship toward {toward} changes twice at one scene end",
                    ).format(agent=agent, toward=toward)
                )
            seen.add((agent, toward))
            level = _relation(required(change, "to", str))
            card = state.relations[agent][toward]
            if "from" in change:
                before = _relation(required(change, "from", str))
                if state.agents[agent] is None and not card.history:
                    card = Relationship(toward, before)  # a name-only agent's card starts here
                elif before is not card.level:
                    raise MissionError(
                        translate(
                            "AgentsMission",
                            "the change starts from {before} but {agent}'s card toward {toward} "
                            "says {level}",
                        ).format(
                            before=before.label, agent=agent, toward=toward, level=card.level.label
                        )
                    )
            on = _date(required(change, "on", str))
            try:
                state.relations[agent][toward] = card.changed(
                    level, str(change.get("reason", "")), on, state.scene.number
                )
            except ModelError as error:
                raise MissionError(
                    translate("AgentsMission", "{agent} toward {toward}: {problem}").format(
                        agent=agent, toward=toward, problem=error
                    )
                ) from None
        state.track.end_scene()
        number = state.scene.number + 1
        state.scene = SceneState(number, (state.track.successes, state.track.complications))
        export: dict[str, Any] = {"type": "scene_end"}
        if changes:
            export["relationships"] = copy.deepcopy(changes)
        return None, export

    def _fold_reserve(self, state: MissionState, event: dict[str, Any]) -> None:
        name = self.name(required(event, "agent", str))
        profile = self.profile(state, name)
        if "restore" in event:
            text = required(event, "restore", str)
            toward = find_name([other for other in self.names if other != name], text)
            if toward is not None and not profile.has_aspect(text):
                # the exhausted card is the relationship toward that agent.
                state.agents[name], state.relations[name][toward] = (
                    restore_relationship_with_reserve(profile, state.relations[name][toward])
                )
            else:
                state.agents[name] = restore_with_reserve(profile, text)
        else:
            state.agents[name] = spend_reserve(profile, required(event, "purpose", str))

    def _fold_gift(self, state: MissionState, event: dict[str, Any]) -> None:
        giver = self.name(required(event, "from", str))
        receiver = self.name(required(event, "to", str))
        if giver == receiver:
            raise MissionError(
                translate("AgentsMission", "{agent} cannot give a reserve to itself").format(
                    agent=giver
                )
            )
        trust = state.relations[receiver][giver].level
        given = state.scene.gifts[(giver, receiver)]
        state.agents[giver], state.agents[receiver] = give_reserve(
            self.profile(state, giver), self.profile(state, receiver), trust, given
        )
        state.scene.gifts[(giver, receiver)] += 1

    # --- helpers ---

    def context(self, state: MissionState, name: str) -> TestContext:
        return TestContext(
            agents=self.names,
            relations=state.relations,
            options=self.options,
            threat_in_effect=self.threat_in_effect(state),
            coordinator_reserves=state.coordinator_reserves,
            ignored=frozenset(state.scene.ignored.get(name, set())),
            betrayed_by=frozenset(state.scene.betrayed_by.get(name, set())),
            helper_successes=dict(state.scene.help),
        )

    def threat_in_effect(self, state: MissionState) -> int:
        """A-22, A-31: Threat reached through this scene's rest marks counts from the next scene
        (unless the table counts rest marks at once)."""
        return state.track.threat_in_effect

    def scene_opening(self, state: MissionState) -> Initiative:
        """A-25: how the current scene opened, from the totals when it began."""
        successes, complications = state.scene.opened_with
        return opening(successes, complications, state.scene.first_card, self.options)

    def _check_threat_factors(
        self, state: MissionState, factors: int, raised: int, danger: bool
    ) -> None:
        allowed = self.threat_in_effect(state) + raised
        if raised > factors:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "Coordinator reserves raise the Threat only as threat factors acting in this "
                    "test (rule A-31)",
                )
            )
        if factors > allowed and not danger:
            if raised:
                message = translate(
                    "AgentsMission",
                    "%n threat factor(s) (disadvantages) exceed the Threat level {threat} plus "
                    "{reserves} Coordinator reserves: only agents seeking danger face more "
                    "(rule A-31)",
                    None,
                    factors,
                )
            else:
                message = translate(
                    "AgentsMission",
                    "%n threat factor(s) (disadvantages) exceed the Threat level {threat}: only "
                    "agents seeking danger face more (rule A-31)",
                    None,
                    factors,
                )
            raise MissionError(message.format(threat=self.threat_in_effect(state), reserves=raised))

    def _spend_coordinator(self, state: MissionState, count: int) -> None:
        if not count:
            return
        if count > state.coordinator_reserves:
            held = state.coordinator_reserves
            raise MissionError(
                translate(
                    "AgentsMission",
                    "the Coordinator has %n reserve(s), not {asked} (rule A-07)",
                    None,
                    held,
                ).format(asked=count)
            )
        state.coordinator_reserves -= count
        if state.coordinator is not None:
            state.coordinator = state.coordinator.with_reserves(state.coordinator_reserves)

    def log_setup(
        self, event: dict[str, Any], agent: str, cards: list[Any]
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
        aspects = len(cards) - fixed.cards_needed(self.options)
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
                    needed=fixed.cards_needed(self.options),
                    draw=fixed.describe_draw(self.options),
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

    def parse_cards(self, tokens: Sequence[Card | str]) -> list[Card]:
        cards = []
        for token in tokens:
            if isinstance(token, Card):
                cards.append(token)
            elif isinstance(token, str):
                cards.append(parse_card(token))
            else:
                raise CardNotationError(
                    translate("AgentsMission", "{value} is not a card").format(value=shown(token))
                )
        twice = first_repeated(cards)
        if twice is not None:
            raise MissionError(
                translate("AgentsMission", "{card} is drawn twice in this test").format(card=twice)
            )
        return cards

    def name(self, wanted: Any) -> str:
        if isinstance(wanted, str):
            found = find_name(self.names, wanted)
            if found is not None:
                return found
        raise MissionError(
            translate("AgentsMission", "unknown agent {value} (agents: {agents})").format(
                value=shown(wanted), agents=", ".join(self.names)
            )
        )

    def tester(self, wanted: Any) -> str:
        """The agent who tests; the Coordinator never does, not even for NPCs (A-20)."""
        try:
            return self.name(wanted)
        except MissionError as error:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{problem}; only agents test, never the Coordinator (rule A-20)",
                ).format(problem=error)
            ) from None

    def _names_list(self, values: Any, who: str) -> list[str]:
        """A rest's list of agents: ``who`` is "resting" or "present" (each has its sentences)."""
        resting = who == "resting"
        if not isinstance(values, list):
            raise MissionError(
                (
                    translate(
                        "AgentsMission", "the resting agents must be a list of names, not {value}"
                    )
                    if resting
                    else translate(
                        "AgentsMission", "the present agents must be a list of names, not {value}"
                    )
                ).format(value=shown(values))
            )
        names = [self.name(value) for value in values]
        for name, count in Counter(names).items():
            if count > 1:
                raise MissionError(
                    (
                        translate(
                            "AgentsMission", "{agent} is named twice among the resting agents"
                        )
                        if resting
                        else translate(
                            "AgentsMission", "{agent} is named twice among the present agents"
                        )
                    ).format(agent=name)
                )
        return names

    def profile(self, state: MissionState, name: str) -> Agent:
        profile = state.agents[name]
        if profile is None:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "the mission holds only {agent}'s name, not its cards: describe the test in "
                    "counts",
                ).format(agent=name)
            )
        return profile


# --- JSON of plans and choices -------------------------------------------------------------------


def plan_to_json(value: TestPlan | TestChoices | TestSetup) -> dict[str, Any]:
    """A test's plan or choices as JSON; fields left at their default are left out."""
    data = {}
    for item in dataclasses.fields(value):
        entry = getattr(value, item.name)
        if entry != item.default:
            data[item.name] = (
                [member.notation if isinstance(member, Card) else member for member in entry]
                if isinstance(entry, tuple)
                else entry
            )
    return data


def plan_from_json(kind: type[_Plan], data: Any, what: str) -> _Plan:
    """A test's plan or choices from stored JSON, every field's type checked."""
    if not isinstance(data, dict):
        raise MissionError(
            translate("AgentsMission", "the test's {what} must be an object, not {value}").format(
                what=what, value=shown(data)
            )
        )
    fields = {item.name: item for item in dataclasses.fields(kind)}
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name not in fields:
            raise MissionError(
                translate("AgentsMission", "unknown field '{key}' in the test's {what}").format(
                    key=name, what=what
                )
            )
        default = fields[name].default
        if isinstance(default, tuple):
            if not isinstance(value, list) or not all(isinstance(text, str) for text in value):
                raise MissionError(
                    translate("AgentsMission", "the test's {field} must be a list of names").format(
                        field=f"{what}.{name}"
                    )
                )
            values[name] = tuple(value)
            continue
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                raise MissionError(
                    translate("AgentsMission", "the test's {field} must be true or false").format(
                        field=f"{what}.{name}"
                    )
                )
        elif isinstance(default, int):
            if not isinstance(value, int) or isinstance(value, bool):
                raise MissionError(
                    translate("AgentsMission", "the test's {field} must be a whole number").format(
                        field=f"{what}.{name}"
                    )
                )
        elif not isinstance(value, str | None):
            raise MissionError(
                translate("AgentsMission", "the test's {field} must be a name").format(
                    field=f"{what}.{name}"
                )
            )
        values[name] = value
    return kind(**values)


def _date(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise MissionError(
            translate("AgentsMission", "'on' must be a date like 2026-03-14, not {value}").format(
                value=f"{value!r:.20}"
            )
        ) from None


def _relation(value: str) -> Relation:
    try:
        return Relation(value)
    except ValueError:
        raise MissionError(
            translate("AgentsMission", "{value} is not a relationship (use {known})").format(
                value=repr(value), known=", ".join(r.value for r in Relation)
            )
        ) from None


def required(event: dict[str, Any], key: str, kind: type) -> Any:
    """``event[key]``, refused if it is missing or not of ``kind``."""
    if key not in event:
        raise MissionError(translate("AgentsMission", "'{key}' is missing").format(key=key))
    value = event[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        wanted = {
            str: translate("AgentsMission", "'{key}' must be text, not {value}"),
            list: translate("AgentsMission", "'{key}' must be a list, not {value}"),
            dict: translate("AgentsMission", "'{key}' must be an object, not {value}"),
            int: translate("AgentsMission", "'{key}' must be a whole number, not {value}"),
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


def shown(value: Any) -> str:
    """A JSON value as a message shows it: short, and in JSON's words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return translate("AgentsMission", "an object")
    if isinstance(value, list):
        return translate("AgentsMission", "a list")
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"
