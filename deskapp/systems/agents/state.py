"""The Agents state: the one value a mission's actions change (rules A-03 … A-46).

:class:`AgentsState` holds what is fixed for the mission (its agents, table options,
step, final level, starting Threat) and what play has made of it: the shared deck's
piles (a :class:`~deskapp.core.decks.Decks` value), the agents' cards and relationship
cards, the Coordinator's reserves, the score (:class:`~deskapp.systems.agents.rules.Track`)
and the scene. It keeps no history: the session's events are the only record of play,
and undo is the play kernel's. Each action is checked in full by the pure rules
(:mod:`deskapp.systems.agents.rules`) before anything changes, so a refusal leaves the
state as it was and no action works on a copy.

A test is played in two steps, as at the table: :meth:`AgentsState.draw_test` draws
the cards (or records the cards drawn from a real deck), then
:meth:`AgentsState.sorting` checks what the player and the Coordinator decide and
:meth:`AgentsState.resolve` applies it. :meth:`AgentsState.test` does it all at once. Tests are given either by name
(:class:`~deskapp.systems.agents.rules.TestPlan`, for agents whose cards the mission
holds) or in counts (:class:`~deskapp.systems.agents.rules.TestSetup`, the mission log's
own form, for any agent).
"""

from __future__ import annotations

import copy
import operator
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from deskapp.core.cards import Card, CardNotationError, first_repeated, parse_card
from deskapp.core.decks import DISCARD, DRAW, Decks, OutOfCardsError
from deskapp.core.errors import UserError
from deskapp.core.i18n import format_number, translate
from deskapp.systems.agents.rules import (
    COMPLICATION,
    SUCCESS,
    AgentsOptions,
    Grade,
    Initiative,
    Leading,
    Outcome,
    PreparedTest,
    TestChoices,
    TestContext,
    TestEffects,
    TestError,
    TestPlan,
    TestResult,
    TestSetup,
    Track,
    choose,
    effects_of_test,
    final_level,
    give_reserve,
    next_start_threat,
    opening,
    prepare_test,
    replenish,
    resolve_test,
    rest,
    restore_at_start,
    restore_relationship_with_reserve,
    restore_with_reserve,
    spend_reserve,
    step_sizes,
)
from deskapp.systems.agents.sheet import (
    Agent,
    Coordinator,
    ModelError,
    Relation,
    Relationship,
    find_name,
    shown,
)

DECK = "mission"
DRAWN = "drawn"
"""The pile the cards of the test being played lie on until they are sorted (A-18)."""
TAKE_BACK_PILES = (DISCARD, SUCCESS, COMPLICATION)
"""Where a correction may take a card from (the cards of a test being played go by undo)."""

# Card Desk's range (docs/rules/agents.md, "Ranges"): the rules give every agent a
# relationship card toward every other and the Coordinator a reserve per player
# a table seats far fewer than 20 players, and 2,000 names made 4 million cards.
MAX_AGENTS = 20


class AgentsActionError(UserError):
    """An action that is malformed or not allowed at this table; nothing changed."""


class MissionError(UserError):
    """A mission action the rules or the table refuse; nothing changed."""


class CardElsewhereError(MissionError):
    """Mirror mode: a typed card the mission holds in another pile (``pile``), not drawable now."""

    def __init__(self, message: str, card: Card, pile: str) -> None:
        super().__init__(message)
        self.card = card
        self.pile = pile


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
    """A correction as a replay lists it: "Q♦ taken back from the complication pile"; ``pile``
    is where :meth:`AgentsState.take_back` took it from, one of :data:`TAKE_BACK_PILES`."""
    sentences = {
        DISCARD: translate("AgentsMission", "{card} taken back from the discard pile"),
        SUCCESS: translate("AgentsMission", "{card} taken back from the success pile"),
        COMPLICATION: translate("AgentsMission", "{card} taken back from the complication pile"),
    }
    return sentences[pile].format(card=card)


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
    return sentence.format(card=card.label, pile=pile_name(pile))


@dataclass(frozen=True)
class MissionStatus:
    """The mission at a glance: the score and what it means (A-21 … A-37)."""

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
    threat_step: int
    milestone_step: int
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


@dataclass(frozen=True)
class Change:
    """One agent's relationship card toward another, changed at a scene's end (A-24, A-40);
    ``before``, when given (a mission log says it), must be what the card says now."""

    agent: str
    toward: str
    to: Relation | str
    reason: str
    on: date
    before: Relation | str | None = None


@dataclass
class SceneState:
    """What lasts only until the scene ends."""

    number: int = 1
    opened_with: tuple[int, int] = (0, 0)
    first_card: Card | None = None
    ignored: dict[str, set[str]] = field(default_factory=dict)
    betrayed_by: dict[str, set[str]] = field(default_factory=dict)
    help: Counter[str] = field(default_factory=Counter)
    gifts: Counter[tuple[str, str]] = field(default_factory=Counter)


@dataclass(frozen=True)
class Pending:
    """The test being played: its cards are drawn and lie on the table, not yet sorted.

    It was described by name (``plan``) or in counts (``setup``)."""

    agent: str
    plan: TestPlan | None
    setup: TestSetup | None
    cards: tuple[Card, ...]
    prepared: PreparedTest | None = None
    """A test by name as the rules accepted it when its cards were drawn."""

    @classmethod
    def of(
        cls,
        agent: str,
        plan: TestPlan | TestSetup,
        cards: Sequence[Card],
        prepared: PreparedTest | None = None,
    ) -> Pending:
        if isinstance(plan, TestSetup):
            return cls(agent, None, plan, tuple(cards))
        return cls(agent, plan, None, tuple(cards), prepared)


@dataclass(frozen=True)
class Sorting:
    """A test's choices checked against its cards: what resolving it does, nothing changed yet.

    ``setup`` is the test in counts (as the mission log writes it), ``raised`` the
    Coordinator reserves raising the Threat and ``danger`` whether the agents seek it
    (A-31); ``effects`` what a test by name does to the agents' cards."""

    agent: str
    cards: tuple[Card, ...]
    setup: TestSetup
    raised: int
    danger: bool
    result: TestResult
    effects: TestEffects | None = None


class AgentsState:
    """One Agents mission: its agents, the shared deck with its piles, and the mission track.

    ``agents`` are names, or :class:`Agent` values when the mission keeps their
    cards (aspects, reserves, equipment are then checked and updated by every
    test). ``coordinator`` is optional likewise; without one the Coordinator holds
    one reserve per agent plus ``coordinator_rewards`` (A-07). ``start_threat``
    defaults to the Coordinator's (A-08). ``restore`` makes every aspect fresh at the
    start (A-22). ``rng`` shuffles the deck (``random.SystemRandom`` unless given).
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
        self.initial_agents: Mapping[str, Agent | None] = profiles
        """The agents' cards as the mission began (what Update Sheets compares with)."""
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
        self.threat_step, self.milestone_step = step_sizes(self.options, len(self.names))
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
            self.track = Track(
                self.threat_step,
                self.final_level,
                start_threat,
                self.options.grading,
                rest_marks_next_scene=self.options.rest_marks == "next_scene",
                milestone_step=self.milestone_step,
            )
        except TestError as error:
            raise MissionError(str(error)) from None
        # --- what play changes ---
        self.agents: dict[str, Agent | None] = dict(profiles)
        self.relations: dict[str, dict[str, Relationship]] = {
            name: {
                other: (profile.relationship(other) if profile else Relationship(other))
                for other in self.names
                if other != name
            }
            for name, profile in profiles.items()
        }
        # Each agent with its relationship cards, kept by what it was made from (see agent()).
        self._merged: dict[str, tuple[Agent, tuple[Relationship, ...], Agent]] = {}
        """Each agent's relationship card toward each other agent (A-03)."""
        self.coordinator = coordinator
        self.coordinator_reserves = (
            coordinator.reserves
            if coordinator is not None
            else Coordinator.starting_reserves(len(profiles), coordinator_rewards)
        )
        """What the Coordinator holds (A-07): the card's count, or one per agent plus rewards."""
        self.scene = SceneState()
        self.rest_marks = 0
        self.pending: Pending | None = None
        self.decks = Decks(rng)
        self.decks.open_deck(
            DECK, self.options.deck_spec(), owner="", piles=(DRAWN, SUCCESS, COMPLICATION)
        )

    def __deepcopy__(self, memo: dict[int, Any]) -> AgentsState:
        """A copy for the play kernel's checkpoints: agents, relationships and the Coordinator
        are frozen values, so their dicts are copied and the values shared."""
        copied = copy.copy(self)
        copied.agents = dict(self.agents)
        copied.relations = {name: dict(cards) for name, cards in self.relations.items()}
        copied._merged = dict(self._merged)
        copied.track = copy.deepcopy(self.track, memo)
        copied.scene = copy.deepcopy(self.scene, memo)
        copied.decks = Decks(copy.deepcopy(self.decks.rng, memo))
        for name, deck in self.decks.decks.items():  # the cards are frozen values: shared
            copied.decks.decks[name] = twin = copy.copy(deck)
            twin.piles = {pile: list(cards) for pile, cards in deck.piles.items()}
        return copied

    # --- reading ------------------------------------------------------------------------------

    def agent(self, name: str) -> Agent | None:
        """An agent's cards as they are now (relationships included), or None for a name-only agent."""
        name = self.name(name)
        profile = self.agents[name]
        if profile is None:
            return None
        cards = tuple(self.relations[name].values())
        # An agent and its cards are frozen values that play replaces, never changes: the
        # same ones make the same agent, copied once, not on every key (the screen asks for
        # each agent on every key, and a copy checks the whole sheet again).
        kept = self._merged.get(name)
        if (
            kept is not None
            and kept[0] is profile
            and len(kept[1]) == len(cards)
            and all(map(operator.is_, kept[1], cards))
        ):
            return kept[2]
        merged = profile.with_relationships(cards)
        self._merged[name] = (profile, cards, merged)
        return merged

    def relationship(self, agent: str, toward: str) -> Relationship:
        """``agent``'s relationship card toward ``toward``, another agent (A-03, A-40)."""
        return self.relations[self.name(agent)][self.name(toward)]

    def status(self) -> MissionStatus:
        """The score, Threat, milestones, who leads, initiative and outcome right now."""
        track = self.track
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
            scene=self.scene.number,
            scene_opening=self.scene_opening(),
            threat_in_effect=track.threat_in_effect,
            rest_marks=self.rest_marks,
            threat_step=self.threat_step,
            milestone_step=self.milestone_step,
            final_level=self.final_level,
            next_start_threat=next_start_threat(
                track.outcome, track.grade, self.start_threat, self.final_level
            ),
        )

    def scene_opening(self) -> Initiative:
        """A-25: how the current scene opened, from the totals when it began."""
        successes, complications = self.scene.opened_with
        return opening(successes, complications, self.scene.first_card, self.options)

    def pile(self, name: str) -> list[Card]:
        """A pile of the mission deck (draw, discard, drawn, success, complication), bottom first."""
        return self.decks.pile(DECK, name)

    def context(self, name: str | None = None) -> TestContext:
        """What the table knows about a test by ``name`` beyond its cards (the scene's
        ignored negative aspects, betrayals and help only with a name)."""
        scene = self.scene
        return TestContext(
            agents=self.names,
            relations=self.relations,
            options=self.options,
            threat_in_effect=self.track.threat_in_effect,
            coordinator_reserves=self.coordinator_reserves,
            ignored=frozenset(scene.ignored.get(name, set())) if name else frozenset(),
            betrayed_by=frozenset(scene.betrayed_by.get(name, set())) if name else frozenset(),
            helper_successes=dict(scene.help) if name else {},
        )

    def prepare(self, name: str, plan: TestPlan) -> PreparedTest:
        """A described test checked against the agent's cards before drawing (A-10 … A-17)."""
        return prepare_test(self.profile(name), plan, self.context(name))

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
        name = self.tester(agent)
        prepared = None if isinstance(plan, TestSetup) else self.prepare(name, plan)
        setup = prepared.setup if prepared is not None else plan
        assert isinstance(setup, TestSetup)
        needed = setup.cards_needed(self.options)
        if cards is not None:
            drawn = self.parse_cards(cards)
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
                raise MissionError(
                    translate(
                        "AgentsMission",
                        "{problem}; start a fresh deck — the success and complication piles are "
                        "kept as counts",
                    ).format(problem=error)
                ) from None
        self.pending = Pending.of(name, plan, drawn, prepared)
        return list(drawn)

    def sorting(
        self,
        choices: TestChoices | TestSetup | None = None,
        *,
        raised: int = 0,
        seeking_danger: bool = False,
        testing: Pending | None = None,
    ) -> Sorting:
        """What resolving the drawn test (or ``testing``) this way would do, changing nothing.

        ``choices`` is a :class:`TestChoices` for a test drawn by name; for a test
        in counts it is a :class:`TestSetup` whose draw counts match the drawn test
        (or None to use the drawn test's own), and ``raised`` Coordinator reserves
        and ``seeking_danger`` allow threat factors beyond the Threat level (A-31).
        """
        testing = testing or self._pending()
        name, plan, cards = testing.agent, testing.plan, testing.cards
        if plan is not None:
            assert not isinstance(choices, TestSetup)
            choices = choices or TestChoices()
            profile = self.profile(name)
            context = self.context(name)
            # Nothing changes between a test's draw and its sorting (the table is not idle).
            prepared = testing.prepared or prepare_test(profile, plan, context)
            setup = choose(profile, prepared, choices, context)
            result = resolve_test(setup, cards, self.options)
            effects = effects_of_test(profile, prepared, choices, result, context, self.agents)
            raised, danger = choices.coordinator_reserves, plan.seeking_danger
            return Sorting(name, cards, setup, raised, danger, result, effects)
        counts = choices if isinstance(choices, TestSetup) else testing.setup
        assert counts is not None
        self._check_threat_factors(counts.disadvantages, raised, seeking_danger)
        result = resolve_test(counts, cards, self.options)
        self._check_coordinator(raised)
        return Sorting(name, cards, counts, raised, seeking_danger, result)

    def resolve(self, sorting: Sorting) -> TestResult:
        """Apply a :meth:`sorting` of the drawn test: the advantages and disadvantages are
        applied, the cards go to their piles, the score and the agents' cards change
        (A-11 … A-21). A refused sorting changes nothing: the cards stay on the table for
        other choices."""
        result = sorting.result
        name, scene = sorting.agent, self.scene
        effects = sorting.effects
        if effects is not None:
            self.agents.update(effects.agents)
            for holder, toward in effects.exhausted_trust:
                self.relations[holder][toward] = self.relations[holder][toward].exhaust()
            scene.help.subtract(effects.help_spent)
            scene.ignored.setdefault(name, set()).update(effects.ignored)
            if effects.full_betrayal:
                scene.betrayed_by.setdefault(effects.full_betrayal, set()).add(name)
        if sorting.raised:
            self.coordinator_reserves -= sorting.raised
            if self.coordinator is not None:
                self.coordinator = self.coordinator.with_reserves(self.coordinator_reserves)
        if scene.first_card is None:
            scene.first_card = sorting.cards[0]  # it may break a tie in how the scene opens
        to_aspect = set(result.to_aspect)
        for card in result.kept:
            if card in to_aspect:
                continue  # it became a negative aspect and does not count
            if card.is_red:
                self.track.add(COMPLICATION)
            else:
                self.track.add(SUCCESS)
                scene.help[name] += 1  # successes a trusted agent may spend to help
        for _ in range(result.betrayal_successes):
            self.track.add(SUCCESS)  # betrayed partial trust, a success that is no card
        success, complication = set(result.success_cards), set(result.complication_cards)
        for card in result.cards:
            target = (
                SUCCESS if card in success else COMPLICATION if card in complication else DISCARD
            )
            self.decks.move(DECK, card, DRAWN, target)
        self.pending = None
        return result

    def test(
        self,
        agent: str,
        plan: TestPlan | TestSetup,
        choices: TestChoices | TestSetup | None = None,
        *,
        cards: Sequence[Card | str],
        raised: int = 0,
        seeking_danger: bool = False,
    ) -> TestResult:
        """Draw and resolve a test at once, its ``cards`` drawn from a real deck (mirror mode,
        as a mission log plays a test). The test is checked against the cards before they are
        looked for in the deck, so a refusal draws nothing; nothing the draw changes is read
        by the checked sorting, which is then applied."""
        self._idle()
        probe = Pending.of(self.tester(agent), plan, self.parse_cards(cards))
        sorting = self.sorting(choices, raised=raised, seeking_danger=seeking_danger, testing=probe)
        self.draw_test(agent, plan, cards)
        return self.resolve(sorting)

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
        self._idle()
        resting = self.names_of(agents, resting=True)
        if not resting:
            raise MissionError(
                translate("AgentsMission", "a rest needs at least one resting agent (rule A-22)")
            )
        near_by = self.names_of(present, resting=False)
        if interrupted is None:
            interrupted = self.scene_opening() == "pressure"
        near = set(resting) | set(near_by)
        for name in resting:
            for other in near - {name}:
                if self.relations[name][other].level is Relation.FULL_DISTRUST:
                    raise MissionError(
                        translate(
                            "AgentsMission",
                            "{agent} cannot rest near {other}, whom {agent} fully distrusts "
                            "(rule A-44)",
                        ).format(agent=name, other=other)
                    )
        chosen = {self.name(name): texts for name, texts in (restore or {}).items()}
        rested = {}
        for name in resting:
            profile = self.agents[name]
            if profile is None:
                if name in chosen:
                    raise MissionError(
                        translate(
                            "AgentsMission",
                            "the mission holds only {agent}'s name, not its aspects",
                        ).format(agent=name)
                    )
                continue
            rested[name] = rest(profile, self.relations[name], interrupted, chosen.get(name, ()))
        for name in chosen:
            if name not in resting:
                raise MissionError(
                    translate(
                        "AgentsMission", "{agent} does not rest, so restores nothing (rule A-22)"
                    ).format(agent=name)
                )
        for name, effects in rested.items():
            self.agents[name] = effects.agent
            self.relations[name] = dict(effects.relations)
        for _ in resting:
            self.track.add(COMPLICATION, rest_mark=True)  # one mark per resting agent
        self.rest_marks += len(resting)
        restored = {name: effects.restored for name, effects in rested.items()}
        return RestReport(len(resting), interrupted, restored)

    def end_scene(self, changes: Sequence[Change] = ()) -> None:
        """End the scene; relationships change only now, each with its reason (A-24, A-46).

        Each agent changes its own card (relationships are not reciprocal, A-40).
        """
        self._idle()
        changed: dict[tuple[str, str], Relationship] = {}
        for change in changes:
            agent, toward = self.name(change.agent), self.name(change.toward)
            if agent == toward:
                raise MissionError(
                    translate(
                        "AgentsMission", "{agent} has no relationship card toward itself"
                    ).format(agent=agent)
                )
            if (agent, toward) in changed:
                raise MissionError(
                    translate(
                        "AgentsMission",
                        "{agent}'s relationship toward {toward} changes twice at one scene end",
                    ).format(agent=agent, toward=toward)
                )
            level = relation_of(change.to)
            card = self.relations[agent][toward]
            if change.before is not None:
                before = relation_of(change.before)
                if self.agents[agent] is None and not card.history:
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
            try:
                changed[agent, toward] = card.changed(
                    level, change.reason, change.on, self.scene.number
                )
            except ModelError as error:
                raise MissionError(
                    translate("AgentsMission", "{agent} toward {toward}: {problem}").format(
                        agent=agent, toward=toward, problem=error
                    )
                ) from None
        for (agent, toward), card in changed.items():
            self.relations[agent][toward] = card
        self.track.end_scene()
        self.scene = SceneState(
            self.scene.number + 1, (self.track.successes, self.track.complications)
        )

    def restore(self, agent: str, aspect: str) -> None:
        """Spend one reserve to restore one exhausted aspect (A-22); special ones only so."""
        self._idle()
        name = self.name(agent)
        profile = self.profile(name)
        toward = find_name([other for other in self.names if other != name], aspect)
        if toward is not None and not profile.has_aspect(aspect):
            # the exhausted card is the relationship toward that agent.
            self.agents[name], self.relations[name][toward] = restore_relationship_with_reserve(
                profile, self.relations[name][toward]
            )
        else:
            self.agents[name] = restore_with_reserve(profile, aspect)

    def spend_reserve(self, agent: str, purpose: str) -> None:
        """Spend one reserve on a detail, an item, reaching the others or a vote (A-15)."""
        self._idle()
        name = self.name(agent)
        self.agents[name] = spend_reserve(self.profile(name), purpose)

    def give_reserve(self, giver: str, receiver: str) -> None:
        """A trusted agent hands a reserve to an agent that trusts it (A-42)."""
        self._idle()
        giver, receiver = self.name(giver), self.name(receiver)
        if giver == receiver:
            raise MissionError(
                translate("AgentsMission", "{agent} cannot give a reserve to itself").format(
                    agent=giver
                )
            )
        trust = self.relations[receiver][giver].level
        given = self.scene.gifts[(giver, receiver)]
        self.agents[giver], self.agents[receiver] = give_reserve(
            self.profile(giver), self.profile(receiver), trust, given
        )
        self.scene.gifts[(giver, receiver)] += 1

    def replenish(self, agent: str, equipment: str) -> None:
        """Exhausted equipment is bought, looted or repaired in the fiction (A-17, A-22)."""
        self._idle()
        name = self.name(agent)
        self.agents[name] = replenish(self.profile(name), equipment)

    def take_back(self, card: Card | str, source: str | None = None) -> str:
        """Mirror mode's correction: a card the real deck still holds, taken back from the pile
        the mission put it in to the top of the draw pile; returns that pile.

        The score stays as counts, as after a fresh deck: the tests were played. ``source``,
        when given (a mission log says it), must be where the card is.
        """
        self._idle()
        (card,) = self.parse_cards([card])
        where = self.decks.where(DECK, card)
        if where is None:
            raise MissionError(self._not_in_deck(card))
        if where == DRAW:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{card} is already in the draw pile: there is nothing to take back",
                ).format(card=card.label)
            )
        if where not in TAKE_BACK_PILES:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{card} lies on the table with the test being played: a correction leaves "
                    "it alone",
                ).format(card=card.label)
            )
        if source is not None and source != where:
            raise MissionError(
                translate(
                    "AgentsMission", "{card} is not where the log says ({source}) but in {pile}"
                ).format(card=card.label, source=pile_name(source), pile=pile_name(where))
            )
        self.decks.move(DECK, card, where, DRAW)
        return where

    def handling_refusal(self, cards: Sequence[Card], shuffle_in: bool, mirror: bool) -> str | None:
        """Why the Agents rules refuse the game master's handling of the deck (issue 28), or
        None: nothing while a test's cards are on the table; never a card of the score piles,
        which are the mission's score; and at a digital table never the discard pile shuffled
        back, since drawn cards are not shuffled back ("What the deck is")."""
        self._idle()
        for card in cards:
            where = self.decks.where(DECK, card)
            if where in (SUCCESS, COMPLICATION):
                return translate(
                    "AgentsMission",
                    "{card} lies in the {pile}, which is the mission's score: its cards stay there",
                ).format(card=card.label, pile=pile_name(where))
        if shuffle_in and not mirror:
            return translate(
                "AgentsMission",
                "drawn cards are not shuffled back: the discard pile becomes the draw pile only "
                "when the draw pile runs out",
            )
        return None

    def fresh_deck(self) -> None:
        """Gather every card into a new shuffled draw pile; the score is kept as counts."""
        self._idle()
        self.decks.gather_all(DECK)

    # --- names and cards ---------------------------------------------------------------------

    def name(self, wanted: Any) -> str:
        """The agent of the mission called ``wanted`` (case and spaces aside)."""
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

    def names_of(self, values: Sequence[str], resting: bool) -> list[str]:
        """A rest's resting (or present) agents, each named once."""
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

    def profile(self, name: str) -> Agent:
        """The cards of an agent the mission holds whole; refused for a name-only agent."""
        profile = self.agents[name]
        if profile is None:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "the mission holds only {agent}'s name, not its cards: describe the test in "
                    "counts",
                ).format(agent=name)
            )
        return profile

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
                translate("AgentsMission", "{card} is drawn twice in this test").format(
                    card=twice.label
                )
            )
        return cards

    # --- helpers ---------------------------------------------------------------------------------

    def _check_threat_factors(self, factors: int, raised: int, danger: bool) -> None:
        threat = self.track.threat_in_effect
        if raised > factors:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "Coordinator reserves raise the Threat only as threat factors acting in this "
                    "test (rule A-31)",
                )
            )
        if factors > threat + raised and not danger:
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
            raise MissionError(message.format(threat=threat, reserves=raised))

    def _check_coordinator(self, count: int) -> None:
        if count > self.coordinator_reserves:
            held = self.coordinator_reserves
            raise MissionError(
                translate(
                    "AgentsMission",
                    "the Coordinator has %n reserve(s), not {asked} (rule A-07)",
                    None,
                    held,
                ).format(asked=count)
            )

    def _check_available(self, cards: Sequence[Card]) -> None:
        """Mirror mode: each card (named once, as :meth:`parse_cards` reads them) must still be
        drawable, in order, before anything is drawn."""
        draw = set(self.pile(DRAW))
        discard = set(self.pile(DISCARD))
        for card in cards:
            if not draw and discard:
                draw, discard = discard, set()  # the table reshuffles the discard pile here
            if card in draw:
                draw.remove(card)
                continue
            where = self.decks.where(DECK, card)
            if where is None:
                raise MissionError(self._not_in_deck(card))
            if where == DISCARD:
                raise CardElsewhereError(
                    translate(
                        "AgentsMission",
                        "{card} is in the discard pile: it comes back only when the draw pile "
                        "runs out and the discard pile is shuffled into it",
                    ).format(card=card.label),
                    card,
                    where,
                )
            raise CardElsewhereError(_already_drawn(card, where), card, where)

    def _not_in_deck(self, card: Card) -> str:
        return translate("AgentsMission", "{card} is not in the mission deck ({deck})").format(
            card=card.label, deck=self.options.deck_spec().describe()
        )

    def _idle(self) -> None:
        if self.pending is not None:
            raise MissionError(
                translate(
                    "AgentsMission",
                    "{agent}'s cards are still on the table: resolve or cancel that test first",
                ).format(agent=self.pending.agent)
            )

    def _pending(self) -> Pending:
        if self.pending is None:
            raise MissionError(
                translate("AgentsMission", "no test is being played: draw its cards first")
            )
        return self.pending


def relation_of(value: Relation | str) -> Relation:
    """A relationship level from its stored value (``"partial_trust"`` …)."""
    if isinstance(value, Relation):
        return value
    try:
        return Relation(value)
    except ValueError:
        raise MissionError(
            translate("AgentsMission", "{value} is not a relationship (use {known})").format(
                value=repr(value), known=", ".join(r.value for r in Relation)
            )
        ) from None
