"""An Agents mission at the table: typed actions performed on an :class:`AgentsState` (rules A-10 … A-46).

A session's setup holds the agents' cards (or only their names, for a mission
imported from a mission log), the Coordinator's cards, the table options,
whether aspects start fresh (A-22), whether the real deck is mirrored, and
whether the agents are the campaign's whole sheets (``"campaign_sheets"``, set
for sessions started from the campaign), which play may write back
(:meth:`AgentsDriver.sheet_updates`).

Each action is a typed record of :mod:`deskapp.systems.agents.actions` (its JSON
is described in ``docs/sessions/agents.md``): draw a test's cards, resolve them,
rest, end the scene, restore an aspect, spend, give or replenish, a fresh deck,
or play one event of a mission log. Each handler returns an
:class:`~deskapp.core.play.actions.ActionResult` whose ``outcome`` is plain data
stored with the session event; the screen writes the history line from it.
Undo and redo are the play kernel's (:mod:`deskapp.core.play.kernel`).

The mission-log format (what ``deskapp replay`` reads) is an adapter over the
session's events (:mod:`deskapp.systems.agents.mission_log`):
:meth:`AgentsDriver.export_log` writes the play kernel's actions in effect as a
mission log, and :meth:`AgentsDriver.import_log` turns such a log back into a
session's actions.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Sequence
from typing import Any, ClassVar, Self

from deskapp.core.cards import Card, examples, notations, parse_cards
from deskapp.core.decks import DISCARD, DRAW, Decks
from deskapp.core.i18n import translate
from deskapp.core.play.actions import (
    Action,
    ActionDriver,
    ActionResult,
    Handler,
    MisplacedCardError,
    parse_action,
)
from deskapp.core.play.deck_actions import (
    DECK_HANDLERS,
    DeckAction,
    DeckHandling,
    PutBack,
    Shuffle,
    TakeOut,
    parsed_cards,
)
from deskapp.core.play.kernel import REDO, UNDO, Done
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.setup import TableChoice
from deskapp.core.records import RecordError
from deskapp.systems.agents import mission_log
from deskapp.systems.agents.actions import (
    Draw,
    EndScene,
    FreshDeck,
    GiveReserve,
    Play,
    Replenish,
    Resolve,
    Rest,
    Restore,
    SpendReserve,
    TakeBack,
)
from deskapp.systems.agents.rules import (
    COMPLICATION,
    SUCCESS,
    AgentsOptions,
    PreparedTest,
    TestChoices,
    TestPlan,
    TestResult,
    TestSetup,
    choose,
    prepare_test,
)
from deskapp.systems.agents.sheet import Agent, Coordinator, Relationship
from deskapp.systems.agents.state import (
    DRAWN,
    AgentsActionError,
    AgentsState,
    CardElsewhereError,
    Change,
    MissionStatus,
    Pending,
    Sorting,
    pile_name,
)
from deskapp.systems.agents.view import AgentView, TableView

PILES = (DRAW, DISCARD, DRAWN, SUCCESS, COMPLICATION)
CANCEL = "cancel"
"""Put the drawn cards back: stored before the play kernel, read as an undo of the draw."""


# --- the driver ----------------------------------------------------------------------------------


class AgentsDriver(DeckHandling, ActionDriver):
    """Plays an Agents mission for a :class:`~deskapp.core.play.session.PlaySession`."""

    SYSTEM: ClassVar[str] = mission_log.SYSTEM

    def __init__(self, state: AgentsState, mirror: bool, campaign_sheets: bool = False) -> None:
        self.state = state
        self.mirror = mirror
        # Sessions stored before the agents were kept whole hold no notes or portrait, so
        # writing their agents back would blank those on the sheets.
        self.campaign_sheets = campaign_sheets

    # --- setting up ----------------------------------------------------------------

    @classmethod
    def setup_from_campaign(cls, choice: TableChoice) -> dict[str, Any]:
        """The setup of a mission for these :class:`Agent` cards and the Coordinator's cards."""
        coordinator = choice.game_master
        if isinstance(coordinator, Coordinator):
            # whatever was left last mission, one reserve per player plus rewards.
            coordinator = coordinator.for_new_mission(len(choice.characters))
        return {
            "agents": [agent.to_json() for agent in choice.characters],
            "coordinator": coordinator.to_json() if isinstance(coordinator, Coordinator) else None,
            "options": AgentsOptions.from_json(choice.options).to_json(),
            "start_threat": None,
            "restore": True,
            "mirror": bool(choice.mirror),
            "campaign_sheets": True,
        }

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        """A fresh mission from its setup: the deck shuffled, aspects fresh unless told not (A-22)."""
        if not isinstance(setup, dict) or not isinstance(setup.get("agents"), list):
            raise AgentsActionError(
                translate("AgentsDriver", "an Agents session's setup must list its agents")
            )
        unknown = set(setup) - {
            "agents",
            "coordinator",
            "options",
            "start_threat",
            "restore",
            "mirror",
            "campaign_sheets",
            "coordinator_rewards",
        }
        if unknown:
            raise AgentsActionError(
                translate("AgentsDriver", "unknown field '{key}' in the session's setup").format(
                    key=sorted(unknown)[0]
                )
            )
        agents: list[str | Agent] = [
            entry if isinstance(entry, str) else Agent.from_json(entry) for entry in setup["agents"]
        ]
        coordinator = setup.get("coordinator")
        mirror, restore = setup.get("mirror", False), setup.get("restore", True)
        sheets = setup.get("campaign_sheets", False)
        for name, flag in (("mirror", mirror), ("restore", restore), ("campaign_sheets", sheets)):
            if not isinstance(flag, bool):
                raise AgentsActionError(
                    translate(
                        "AgentsDriver", "the setup's '{key}' must be true or false, not {value}"
                    ).format(key=name, value=f"{flag!r:.20}")
                )
        state = AgentsState(
            agents,
            coordinator=Coordinator.from_json(coordinator) if coordinator is not None else None,
            options=AgentsOptions.from_json(setup.get("options")),
            start_threat=setup.get("start_threat"),
            restore=restore,
            coordinator_rewards=setup.get("coordinator_rewards", 0),
            rng=rng,
        )
        return cls(state, mirror, sheets)

    @classmethod
    def import_log(cls, entry: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """A session's setup and actions from a mission log (:func:`mission_log.import_log
        <deskapp.systems.agents.mission_log.import_log>`)."""
        return mission_log.import_log(entry)

    @classmethod
    def legacy_actions(
        cls,
        action: dict[str, Any],
        done: Sequence[dict[str, Any]],
        undone: Sequence[dict[str, Any]],
    ) -> list[dict[str, Any]]:
        """What an event stored before the play kernel (one with ``"text"``) is for the kernel.

        Card Desk took undo and redo in the driver then: an undo after a test took
        back the whole test (its draw and its sorting), a redo did both again, and
        ``cancel`` put the drawn cards back. ``done`` and ``undone`` are the
        kernel's actions in effect and undone, oldest first; the answer is the
        kernel actions that reach the same table.
        """
        do = action.get("do") if isinstance(action, dict) else None
        if do == CANCEL:
            return [{"do": UNDO}]
        if do == UNDO and done and done[-1].get("do") == Resolve.KIND:
            return [{"do": UNDO}, {"do": UNDO}]
        if (
            do == REDO
            and len(undone) > 1
            and undone[-1].get("do") == Draw.KIND
            and undone[-2].get("do") == Resolve.KIND
        ):
            return [{"do": REDO}, {"do": REDO}]
        return [action]

    # --- reading -------------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return self.state.names

    @property
    def options(self) -> AgentsOptions:
        return self.state.options

    def status(self) -> MissionStatus:
        return self.state.status()

    def agent(self, name: str) -> Agent | None:
        """An agent's cards now (relationships included); None for an agent known only by name."""
        return self.state.agent(name)

    def pile(self, name: str) -> list[Card]:
        return self.state.pile(name)

    @property
    def pending(self) -> Pending | None:
        return self.state.pending

    def view(self) -> TableView:
        """The table as the screen shows it: a frozen snapshot, changed by nothing."""
        names = self.names
        relation = self.state.relationship
        return TableView(
            mirror=self.mirror,
            names=names,
            options=self.options,
            status=self.status(),
            agents=tuple(
                AgentView(
                    name,
                    self.agent(name),
                    tuple(relation(name, other) for other in names if other != name),
                    tuple(
                        other
                        for other in names
                        if other != name and relation(other, name).level.is_trust
                    ),
                )
                for name in names
            ),
            coordinator=self.state.coordinator,
            pending=self.pending,
            success=tuple(self.pile(SUCCESS)),
            complication=tuple(self.pile(COMPLICATION)),
            counts=tuple((pile, len(self.pile(pile))) for pile in (DRAW, DISCARD, DRAWN)),
        )

    def prepare(self, agent: str, plan: TestPlan) -> PreparedTest:
        """Check a described test before drawing: how many cards, what it costs (A-10 … A-17, A-44).

        Refusals the scene adds later (an ignored negative aspect, a betrayal)
        come from the draw itself.
        """
        profile = self.agent(agent)
        if profile is None:
            raise AgentsActionError(
                translate(
                    "AgentsDriver",
                    "the mission holds only {agent}'s name, not its cards: describe the test in "
                    "counts",
                ).format(agent=agent)
            )
        return prepare_test(profile, plan, self.state.context())

    def planned_setup(self, agent: str, plan: TestPlan, choices: TestChoices) -> TestSetup:
        """A described test in counts with the choices made before the draw (exhausted aspects,
        threat factors …), as resolving it would count them: what its odds are of."""
        profile = self.agent(agent)
        prepared = self.prepare(agent, plan)
        assert profile is not None  # prepare refuses an agent known by name only
        return choose(profile, prepared, choices, self.state.context())

    def card_roles(self) -> list[str]:
        """Why each card on the table was drawn, in draw order: base, aspect, temporary, negative, distrust."""
        pending = self.pending
        if pending is None:
            return []
        setup = pending.setup
        if setup is None:
            assert pending.plan is not None
            setup = self.prepare(pending.agent, pending.plan).setup
        negative = setup.negative if self.options.negative_draws else 0
        return (
            ["base"]
            + ["aspect"] * setup.aspects
            + ["temporary"] * setup.temporary
            + ["negative"] * negative
            + ["distrust"] * setup.distrust
        )

    def preview(self, choices: dict[str, Any], **extra: Any) -> TestResult:
        """What resolving the drawn test with these choices would do; changes nothing."""
        action = parse_action(self.HANDLERS, {"do": Resolve.KIND, "choices": choices, **extra})
        assert isinstance(action, Resolve)
        return self.sorting(action).result

    def sorting(self, action: Resolve) -> Sorting:
        """What resolving the drawn test as ``action`` says would do; changes nothing."""
        choices, raised, danger = self._choices(action)
        return self.state.sorting(choices, raised=raised, seeking_danger=danger)

    # --- acting: one handler per action ----------------------------------------------

    def _draw(self, action: Draw) -> ActionResult:
        agent = _text(action.agent, "agent")
        if (action.plan is None) == (action.setup is None):
            raise AgentsActionError(
                translate(
                    "AgentsDriver", "a draw describes the test by 'plan' or in counts by 'setup'"
                )
            )
        plan: TestPlan | TestSetup | None = action.plan
        if plan is None:
            assert action.setup is not None
            plan = action.setup.test_setup()
        cards = self._typed_cards(action.cards)
        try:
            drawn = self.state.draw_test(agent, plan, cards)
        except CardElsewhereError as error:
            # The real deck says otherwise: offer the correction beside the refusal.
            raise MisplacedCardError(
                str(error),
                error.card.label,
                pile_name(error.pile),
                TakeBack(error.card.notation).to_json(),
            ) from None
        pending = self._pending()
        return ActionResult(
            Draw.KIND,
            {"agent": pending.agent, "cards": notations(drawn)},
            pending,
        )

    def _typed_cards(self, cards: tuple[str, ...] | str | None) -> list[Card] | None:
        if not self.mirror:
            if cards is not None:
                raise AgentsActionError(
                    translate(
                        "AgentsDriver",
                        "this session draws from the app's shuffled deck; typing the drawn cards "
                        "is for mirror sessions",
                    )
                )
            return None
        if cards is None:
            raise AgentsActionError(
                translate(
                    "AgentsDriver",
                    "this session mirrors the real deck: type the cards drawn, such as {cards} "
                    "or {typed}",
                ).format(**examples("QH 10S"))
            )
        return parse_cards(cards if isinstance(cards, str) else " ".join(cards))

    def _resolve(self, action: Resolve) -> ActionResult:
        pending = self._pending()
        choices, raised, danger = self._choices(action)
        result = self.state.resolve(
            self.state.sorting(choices, raised=raised, seeking_danger=danger)
        )
        outcome: dict[str, Any] = {
            "agent": pending.agent,
            "successes": result.successes,
            "complications": result.complications,
            "reading": result.reading,
            "kept": notations(result.kept),
            "removed": notations(result.removed),
            "discarded": notations(result.discarded),
        }
        if isinstance(choices, TestChoices):
            outcome["exhausted"] = [
                *choices.exhaust[: result.exhaust_used],
                *choices.negative_exhausted[: result.negative_exhausted_used],
            ]
            outcome["new_aspects"] = list(choices.to_aspect)
        else:
            outcome["to_aspect"] = len(result.to_aspect)
        return ActionResult(Resolve.KIND, outcome, result)

    def _choices(self, action: Resolve) -> tuple[TestChoices | TestSetup, int, bool]:
        pending = self._pending()
        try:
            if pending.plan is not None:
                if action.given:
                    raise AgentsActionError(
                        translate(
                            "AgentsDriver",
                            "a described test takes Coordinator reserves in its choices and "
                            "seeking danger in its plan",
                        )
                    )
                return (action.choices.by_name() if action.choices else TestChoices()), 0, False
            assert pending.setup is not None
            counts = action.choices.in_counts() if action.choices else {}
        except RecordError as error:
            raise AgentsActionError(
                translate("AgentsDriver", "action 'resolve': {problem}").format(problem=error)
            ) from None
        if action.raised < 0:
            raise AgentsActionError(
                translate(
                    "AgentsDriver", "'raised' must be a whole number from 0, not {value}"
                ).format(value=f"{action.raised!r:.20}")
            )
        # The drawn counts with the choices over them, checked together (exhaust ≤ aspects …).
        return dataclasses.replace(pending.setup, **counts), action.raised, action.seeking_danger

    def _rest(self, action: Rest) -> ActionResult:
        report = self.state.rest(
            list(action.agents),
            interrupted=action.interrupted,
            present=list(action.present),
            restore={name: list(texts) for name, texts in (action.restore or {}).items()},
        )
        outcome = {
            "agents": list(action.agents),
            "interrupted": report.interrupted,
            "marks": report.marks,
            "restored": {name: list(texts) for name, texts in report.restored.items() if texts},
        }
        return ActionResult(Rest.KIND, outcome, report)

    def _end_scene(self, action: EndScene) -> ActionResult:
        rows = [
            (
                _text(change.agent, f"changes[{index}].agent"),
                _text(change.toward, f"changes[{index}].toward"),
                _text(change.to, f"changes[{index}].to"),
                change.reason,
            )
            for index, change in enumerate(action.changes or ())
        ]
        on = None
        if rows:
            try:
                on = datetime.date.fromisoformat(action.on) if action.on is not None else None
            except ValueError:
                on = None
            if on is None:
                raise AgentsActionError(
                    translate(
                        "AgentsDriver",
                        "relationship changes need the date they are written on ('on': YYYY-MM-DD)",
                    )
                )
        scene = self.state.scene.number
        self.state.end_scene([Change(*row, on) for row in rows if on is not None])
        outcome = {
            "scene": scene,
            "changes": [
                {"agent": agent, "toward": toward, "to": to, "reason": reason.strip()}
                for agent, toward, to, reason in rows
            ],
        }
        return ActionResult(EndScene.KIND, outcome)

    def _between_tests(self, action: Action) -> ActionResult:
        """Restore, spend, give or replenish: the names the action gives (``agent``,
        ``aspect`` …), each checked, go to the state's method for it and into the outcome."""
        named = {key: _text(value, key) for key, value in action.to_json().items() if key != "do"}
        work = {
            Restore: self.state.restore,
            SpendReserve: self.state.spend_reserve,
            GiveReserve: self.state.give_reserve,
            Replenish: self.state.replenish,
        }[type(action)]
        work(*named.values())
        return ActionResult(action.KIND, named)

    def _fresh_deck(self, action: FreshDeck) -> ActionResult:
        self.state.fresh_deck()
        return ActionResult(FreshDeck.KIND)

    def _take_back(self, action: TakeBack) -> ActionResult:
        """The correction of a mirror session: the card back on top of the draw pile."""
        if not self.mirror:
            raise AgentsActionError(
                translate(
                    "AgentsDriver",
                    "taking a card back is for mirror sessions: this session draws from the "
                    "app's shuffled deck",
                )
            )
        card = parse_cards(action.card)
        if len(card) != 1:
            raise AgentsActionError(
                translate("AgentsDriver", "take back one card, not {value}").format(
                    value=f"{action.card!r:.30}"
                )
            )
        source = self.state.take_back(card[0])
        return ActionResult(TakeBack.KIND, {"card": card[0].notation, "from": source})

    def _play(self, action: Play) -> ActionResult:
        event = action.event
        if not self.mirror:
            raise AgentsActionError(
                translate(
                    "AgentsDriver",
                    "mission-log events carry their cards, so only mirror sessions play them",
                )
            )
        if mission_log.undated_changes(event):
            # Undated, the mission would write the replay's day: the log would not replay exactly.
            raise AgentsActionError(
                translate(
                    "AgentsDriver",
                    "the relationship changes of a mission-log scene end need their date ('on')",
                )
            )
        return ActionResult(Play.KIND, mission_log.play(self.state, event))

    def perform(self, action: dict[str, Any] | Action) -> ActionResult:
        """The action's result, with what it changed on the mission track (``"track"``)."""
        before = self.status()
        result = super().perform(action)
        track = _track(before, self.status())
        return (
            dataclasses.replace(result, outcome=result.outcome | {"track": track})
            if track
            else result
        )

    HANDLERS: ClassVar[dict[type[Action], Handler]] = {
        Draw: _draw,
        Resolve: _resolve,
        Rest: _rest,
        EndScene: _end_scene,
        Restore: _between_tests,
        SpendReserve: _between_tests,
        GiveReserve: _between_tests,
        Replenish: _between_tests,
        FreshDeck: _fresh_deck,
        Play: _play,
        TakeBack: _take_back,
        **DECK_HANDLERS,
    }

    @property
    def table_decks(self) -> Decks:
        return self.state.decks

    def deck_refusal(self, action: DeckAction) -> str | None:
        """The Agents rules' word on the game master's handling of the deck (issue 28); it has
        no hands, so nothing is dealt."""
        cards = parsed_cards(action.cards) if isinstance(action, PutBack | TakeOut) else []
        shuffle_in = isinstance(action, Shuffle) and action.discard
        return self.state.handling_refusal(cards, shuffle_in, self.mirror)

    # --- what the session stores and shows -----------------------------------------

    def state_json(self) -> dict[str, Any]:
        pending = self.pending
        return {
            "mirror": self.mirror,
            "agents": [
                (profile.to_json() if (profile := self.agent(name)) else {"name": name})
                for name in self.names
            ],
            "coordinator": self.state.coordinator.to_json() if self.state.coordinator else None,
            "status": dataclasses.asdict(self.status()),
            "pending": None
            if pending is None
            else {"agent": pending.agent, "cards": notations(pending.cards)},
            "piles": {name: notations(self.pile(name)) for name in PILES},
        }

    # --- the SheetKeeper protocol ---------------------------------------------------------

    def sheet_updates(self) -> dict[str, Any]:
        """The campaign's sheets as the mission has left them, for the Table page's Update Sheets.

        Each agent's whole sheet: aspects exhausted or restored, negative aspects
        gained (A-19, A-23) or removed (A-23), reserves, exhausted equipment, and
        relationship cards with their dated changes (A-24). Relationships keep the
        sheet's order; a card toward another agent of the mission is added only
        once play has written on it or exhausted it. The Coordinator's sheet comes
        with its reserves as spent (A-07). A test whose cards still lie on the
        table has changed nothing yet. Agents known only by name, and sessions
        not started from the campaign, write nothing back.
        """
        if not self.campaign_sheets:
            return {"characters": {}, "game_master": None}
        characters = {}
        for name in self.names:
            agent, sheet = self.agent(name), self.state.initial_agents[name]
            if agent is None or sheet is None:
                continue
            # Keyed as the model compares names: case and surrounding spaces do not matter.
            cards = {card.toward.strip().casefold(): card for card in agent.relationships}
            written = [cards.pop(card.toward.strip().casefold()) for card in sheet.relationships]
            written += [card for card in cards.values() if card != Relationship(card.toward)]
            characters[name] = dataclasses.replace(agent, relationships=tuple(written)).to_json()
        coordinator = self.state.coordinator
        return {
            "characters": characters,
            "game_master": coordinator.to_json() if coordinator is not None else None,
        }

    @classmethod
    def export_log(cls, setup: dict[str, Any], done: Sequence[Done]) -> dict[str, Any]:
        """The mission log of a session: what ``deskapp replay`` reads (issue 3).

        ``setup`` is the session's (``{"table", "random"}``) and ``done`` the play kernel's
        actions in effect, each with its random values (``history.done``); they are played
        again on a fresh table (:func:`mission_log.export_log
        <deskapp.systems.agents.mission_log.export_log>`).
        """
        rng = RecordedRandom()
        rng.replay(setup.get("random", []))
        return mission_log.export_log(cls.from_setup(setup["table"], rng), rng, done)

    def _pending(self) -> Pending:
        pending = self.pending
        if pending is None:
            raise AgentsActionError(
                translate("AgentsDriver", "no test is being played: draw its cards first")
            )
        return pending


# --- helpers ----------------------------------------------------------------------------


def _text(value: str, key: str) -> str:
    if not value.strip():
        raise AgentsActionError(
            translate("AgentsDriver", "'{key}' must be a name or text, not {value}").format(
                key=key, value=f"{value!r:.30}"
            )
        )
    return value


def _track(before: MissionStatus, after: MissionStatus) -> dict[str, Any]:
    """What an action changed on the mission track: Threat, milestones, the outcome."""
    track: dict[str, Any] = {}
    if after.threat != before.threat:
        track["threat"] = after.threat
    if after.milestones != before.milestones:
        track["milestones"] = after.milestones
    if after.outcome != before.outcome and after.outcome is not None:
        track["outcome"] = after.outcome
        track["grade"] = after.grade
    if after.decided and not before.decided:
        track["decided"] = True
    return track
