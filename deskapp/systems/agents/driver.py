"""An Agents mission at the table: JSON actions performed on a :class:`Mission` (rules A-10 … A-46).

A session's setup holds the agents' cards (or only their names, for a mission
imported from a mission log), the Coordinator's cards, the table options,
whether aspects start fresh (A-22), whether the real deck is mirrored, and
whether the agents are the campaign's whole sheets (``"campaign_sheets"``, set
for sessions started from the campaign), which play may write back
(:meth:`AgentsDriver.sheet_updates`). Each action is a small JSON object whose
``"do"`` names it:

- ``{"do": "draw", "agent": "Anna", "plan": {…}, "cards": ["QH", "10S"]}`` — draw
  a described test's cards (A-10 … A-17). ``plan`` holds the fields of
  :class:`~deskapp.systems.agents.mission_actions.TestPlan` (``aspects``, ``equipment``,
  ``trust``, ``temporary``, ``negative``, ``ignored``, ``present``,
  ``suppressed``, ``against``, ``defending``, ``seeking_danger``, ``removing``).
  An agent known only by name describes the test in counts instead:
  ``"setup": {"aspects", "temporary", "negative", "distrust"}``. ``cards`` are
  the cards drawn from the real deck, in draw order; a mirror session needs them,
  any other draws from the app's shuffled deck and refuses them.
- ``{"do": "resolve", "choices": {…}}`` — sort the drawn cards (A-11 … A-21).
  ``choices`` holds the fields of :class:`~deskapp.systems.agents.mission_actions.TestChoices`
  (``exhaust``, ``exhaust_trust``, ``negative_exhausted``, ``threat``,
  ``coordinator_reserves``, ``betray``, ``help``, ``to_aspect``,
  ``to_aspect_agent``, ``strengthen``, ``remove``); for a test in counts it holds
  counts (``exhaust``, ``negative_exhausted``, ``advantages``, ``disadvantages``,
  ``helped``, ``to_aspect``) and ``remove``, with ``raised`` and
  ``seeking_danger`` beside it. ``remove`` names the drawn cards the advantages
  and trust help (red ones) and the disadvantages (black ones) take, such as
  ``["7D"]``; a colour it leaves out loses its earliest drawn cards (A-16).
- ``{"do": "cancel"}`` — put the drawn cards back.
- ``{"do": "rest", "agents": [...], "interrupted": null, "present": [...],
  "restore": {"Anna": ["Ex-cop"]}}`` — a scene of rest (A-22); ``interrupted``
  defaults to whether the scene opened under pressure.
- ``{"do": "end_scene", "on": "2026-05-28", "changes": [{"agent", "toward",
  "to", "reason"}]}`` — relationships change only now, with a reason (A-24);
  ``on`` dates the changes and is needed when there are any.
- ``{"do": "restore", "agent", "aspect"}`` — one reserve restores an aspect (A-22);
  ``{"do": "reserve", "agent", "purpose"}`` — a reserve for a detail, an item,
  reaching the others or a vote (A-15); ``{"do": "give_reserve", "from", "to"}``
  (A-42); ``{"do": "replenish", "agent", "equipment"}`` (A-17).
- ``{"do": "fresh_deck"}`` — every card back into a new shuffled draw pile.
- ``{"do": "play", "event": {…}}`` — one event of a mission log (the format
  ``deskapp replay`` reads), its cards given: how an imported mission is played
  back; only in mirror sessions.
- ``{"do": "undo"}``, ``{"do": "redo"}``.

:meth:`AgentsDriver.export_log` is the mission log of the events in effect, so
an exported session is a valid ``deskapp replay`` log, and
:meth:`AgentsDriver.import_log` turns such a log back into a session.
"""

from __future__ import annotations

import dataclasses
import datetime
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from deskapp.core.cards import Card, parse_cards
from deskapp.core.errors import UserError
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.table import DISCARD, DRAW
from deskapp.systems.agents.mission import DRAWN, Mission
from deskapp.systems.agents.mission_actions import (
    RESERVE_PURPOSES,
    PreparedTest,
    TestChoices,
    TestContext,
    TestPlan,
    prepare_test,
)
from deskapp.systems.agents.mission_events import (
    MissionStatus,
    RestReport,
    plan_from_json,
    plan_to_json,
)
from deskapp.systems.agents.rules import COMPLICATION, SUCCESS, AgentsOptions, TestResult, TestSetup
from deskapp.systems.agents.sheet import Agent, Coordinator, Relation, Relationship

SYSTEM = "agents"
PILES = (DRAW, DISCARD, DRAWN, SUCCESS, COMPLICATION)
DRAW_COUNTS = ("aspects", "temporary", "negative", "distrust")
"""What a test in counts draws (the rest of a :class:`TestSetup` is decided once the cards lie)."""
CHOICE_COUNTS = (
    "exhaust",
    "negative_exhausted",
    "advantages",
    "disadvantages",
    "helped",
    "to_aspect",
)
CHOICE_CARDS = "remove"
"""The choice of a test in counts that names cards, not a count (A-16)."""

# Every field an action may hold, after "do"; the ones in _REQUIRED must be there.
_FIELDS: dict[str, tuple[str, ...]] = {
    "draw": ("agent", "plan", "setup", "cards"),
    "resolve": ("choices", "raised", "seeking_danger"),
    "cancel": (),
    "rest": ("agents", "interrupted", "present", "restore"),
    "end_scene": ("on", "changes"),
    "restore": ("agent", "aspect"),
    "reserve": ("agent", "purpose"),
    "give_reserve": ("from", "to"),
    "replenish": ("agent", "equipment"),
    "fresh_deck": (),
    "play": ("event",),
    "undo": (),
    "redo": (),
}
_REQUIRED: dict[str, tuple[str, ...]] = {
    "draw": ("agent",),
    "rest": ("agents",),
    "restore": ("agent", "aspect"),
    "reserve": ("agent", "purpose"),
    "give_reserve": ("from", "to"),
    "replenish": ("agent", "equipment"),
    "play": ("event",),
}


class AgentsActionError(UserError):
    """An action that is malformed or not allowed at this table; nothing changed."""


class _Clock:
    """The mission's clock: the real time, except while a scene end writes its given date.

    Relationship changes are dated by the mission's clock (A-24); a stored scene
    end carries its date, so a replay on another day writes the same one.
    """

    def __init__(self) -> None:
        self.on: datetime.date | None = None

    def __call__(self) -> float:
        if self.on is not None:
            return datetime.datetime.combine(self.on, datetime.time(12)).timestamp()
        return time.time()


@dataclass(frozen=True)
class Done:
    """What one action did: the history line, and what the screen may want to show."""

    do: str
    text: str
    agent: str = ""
    cards: tuple[Card, ...] = ()
    result: TestResult | None = None
    report: RestReport | None = None
    label: str = ""
    """What undo would take back, as the Edit menu says it (``Undo Anna's test``)."""


@dataclass(frozen=True)
class Pending:
    """The test whose cards lie on the table, not yet sorted."""

    agent: str
    plan: TestPlan | None
    setup: TestSetup | None
    cards: tuple[Card, ...]


class AgentsDriver:
    """Plays an Agents mission for a :class:`~deskapp.core.play.session.PlaySession`."""

    SYSTEM: ClassVar[str] = SYSTEM

    def __init__(
        self, mission: Mission, mirror: bool, clock: _Clock, campaign_sheets: bool = False
    ) -> None:
        self.mission = mission
        self.mirror = mirror
        self._clock = clock
        # Sessions stored before the agents were kept whole hold no notes or portrait, so
        # writing their agents back would blank those on the sheets.
        self.campaign_sheets = campaign_sheets
        # What undo and redo would take back or do again: the mission's own stacks, in words.
        self._done: list[str] = []
        self._undone: list[str] = []
        self._drawn_text = ""

    # --- setting up ----------------------------------------------------------------

    @classmethod
    def setup_from_campaign(
        cls,
        characters: list[Any],
        game_master: Any | None,
        options: dict[str, Any],
        mirror: bool,
    ) -> dict[str, Any]:
        """The setup of a mission for these :class:`Agent` cards and the Coordinator's cards."""
        if not characters:
            raise AgentsActionError(
                "tick at least one agent to play (add agents in Characters mode)"
            )
        return {
            "agents": [agent.to_json() for agent in characters],
            "coordinator": game_master.to_json() if isinstance(game_master, Coordinator) else None,
            "options": AgentsOptions.from_json(options).to_json(),
            "start_threat": None,
            "restore": True,
            "mirror": bool(mirror),
            "campaign_sheets": True,
        }

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        """A fresh mission from its setup: the deck shuffled, aspects fresh unless told not (A-22)."""
        if not isinstance(setup, dict) or not isinstance(setup.get("agents"), list):
            raise AgentsActionError("an Agents session's setup must list its agents")
        unknown = set(setup) - {
            "agents",
            "coordinator",
            "options",
            "start_threat",
            "restore",
            "mirror",
            "campaign_sheets",
        }
        if unknown:
            raise AgentsActionError(f"unknown field '{sorted(unknown)[0]}' in the session's setup")
        agents: list[str | Agent] = [
            entry if isinstance(entry, str) else Agent.from_json(entry) for entry in setup["agents"]
        ]
        coordinator = setup.get("coordinator")
        mirror, restore = setup.get("mirror", False), setup.get("restore", True)
        sheets = setup.get("campaign_sheets", False)
        for name, flag in (("mirror", mirror), ("restore", restore), ("campaign_sheets", sheets)):
            if not isinstance(flag, bool):
                raise AgentsActionError(
                    f"the setup's '{name}' must be true or false, not {flag!r:.20}"
                )
        clock = _Clock()
        mission = Mission(
            agents,
            coordinator=Coordinator.from_json(coordinator) if coordinator is not None else None,
            options=AgentsOptions.from_json(setup.get("options")),
            start_threat=setup.get("start_threat"),
            restore=restore,
            rng=rng,
            clock=clock,
        )
        return cls(mission, mirror, clock, sheets)

    @classmethod
    def import_log(cls, entry: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """A session's setup and actions from a mission log (an exported session, ``deskapp replay``'s format).

        The log knows the agents by name and the tests in counts with their
        cards, so the session mirrors them: each event is played as it was.
        """
        if not isinstance(entry, dict):
            raise AgentsActionError("a mission log must be a JSON object")
        header, events = Mission.from_log_header(
            {key: value for key, value in entry.items() if key != "name"}
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
            if _undated_changes(event)
            else event
            for event in events
        ]
        setup = {
            "agents": list(header.names),
            "coordinator": None,
            "options": header.options.to_json(),
            "start_threat": header.start_threat,
            "restore": False,
            "mirror": True,
        }
        return setup, [{"do": "play", "event": event} for event in events]

    # --- reading -------------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return self.mission.names

    @property
    def options(self) -> AgentsOptions:
        return self.mission.options

    def status(self) -> MissionStatus:
        return self.mission.status()

    def agent(self, name: str) -> Agent | None:
        """An agent's cards now (relationships included); None for an agent known only by name."""
        return self.mission.agent(name)

    def pile(self, name: str) -> list[Card]:
        return self.mission.pile(name)

    @property
    def pending(self) -> Pending | None:
        pending = self.mission.pending
        if pending is None:
            return None
        plan = pending.plan if isinstance(pending.plan, TestPlan) else None
        setup = pending.plan if isinstance(pending.plan, TestSetup) else None
        return Pending(pending.agent, plan, setup, tuple(pending.cards))

    def prepare(self, agent: str, plan: TestPlan) -> PreparedTest:
        """Check a described test before drawing: how many cards, what it costs (A-10 … A-17, A-44).

        Refusals the scene adds later (an ignored negative aspect, a betrayal)
        come from the draw itself.
        """
        profile = self.agent(agent)
        if profile is None:
            raise AgentsActionError(
                f"the mission holds only {agent}'s name, not its cards: describe the test in counts"
            )
        context = TestContext(
            agents=self.names,
            relations={
                name: {
                    other: self.mission.relationship(name, other)
                    for other in self.names
                    if other != name
                }
                for name in self.names
            },
            options=self.options,
            threat_in_effect=self.status().threat_in_effect,
            coordinator_reserves=self.mission.coordinator.reserves
            if self.mission.coordinator
            else None,
        )
        return prepare_test(profile, plan, context)

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
        action = {"do": "resolve", "choices": choices, **extra}
        _check_fields(action)
        parsed, raised, danger = self._choices(action)
        return self.mission.preview(parsed, raised=raised, seeking_danger=danger)

    # --- acting --------------------------------------------------------------------

    def perform(self, action: dict[str, Any]) -> Done:
        """Do one action; a refused one raises :class:`UserError` and changes nothing."""
        do = _check_fields(action)
        before = self.status()
        if do == "undo":
            return self._undo()
        if do == "redo":
            return self._redo()
        if do == "draw":
            return self._draw(action)
        if do == "resolve":
            return self._resolve(action, before)
        if do == "cancel":
            pending = self._pending()
            self.mission.cancel_test()
            return Done(do, f"{pending.agent}'s cards go back on the deck", pending.agent)
        if do == "play":
            return self._play(action["event"], before)
        done = self._between_tests(do, action)
        self._commit(done.label)
        return dataclasses.replace(done, text=done.text + _news(before, self.status()))

    def _draw(self, action: dict[str, Any]) -> Done:
        agent = _text(action, "agent")
        if ("plan" in action) == ("setup" in action):
            raise AgentsActionError("a draw describes the test by 'plan' or in counts by 'setup'")
        plan: TestPlan | TestSetup
        if "plan" in action:
            plan = plan_from_json(TestPlan, action["plan"], "plan")
        else:
            counts = action["setup"]
            if isinstance(counts, dict) and set(counts) - set(DRAW_COUNTS):
                raise AgentsActionError(
                    f"a test in counts draws by {', '.join(DRAW_COUNTS)}; the rest is chosen "
                    "once the cards lie on the table"
                )
            plan = plan_from_json(TestSetup, counts, "setup")
        cards = self._typed_cards(action.get("cards"))
        drawn = self.mission.draw_test(agent, plan, cards)
        pending = self._pending()
        text = f"{pending.agent} draws {_cards(drawn)}"
        self._drawn_text = f"{pending.agent}'s draw"
        self._undone.clear()  # a new draw forgets what could be redone, as the mission does
        return Done("draw", text, pending.agent, tuple(drawn))

    def _typed_cards(self, cards: Any) -> list[Card] | None:
        if not self.mirror:
            if cards is not None:
                raise AgentsActionError(
                    "this session draws from the app's shuffled deck; typing the drawn cards is "
                    "for mirror sessions"
                )
            return None
        if cards is None:
            raise AgentsActionError(
                "this session mirrors the real deck: type the cards drawn, such as QH 10S"
            )
        if isinstance(cards, str):
            return parse_cards(cards)
        if not isinstance(cards, list) or not all(isinstance(card, str) for card in cards):
            raise AgentsActionError('\'cards\' must be a list of cards such as ["QH", "10S"]')
        return parse_cards(" ".join(cards))

    def _resolve(self, action: dict[str, Any], before: MissionStatus) -> Done:
        pending = self._pending()
        choices, raised, danger = self._choices(action)
        result = self.mission.resolve_test(choices, raised=raised, seeking_danger=danger)
        text = f"{pending.agent}'s test: {_result_text(result, choices)}"
        self._commit(f"{pending.agent}'s test")
        return Done("resolve", text + _news(before, self.status()), pending.agent, result=result)

    def _choices(self, action: dict[str, Any]) -> tuple[TestChoices | TestSetup, int, bool]:
        pending = self._pending()
        data = action.get("choices") or {}
        raised, danger = action.get("raised", 0), action.get("seeking_danger", False)
        if pending.plan is not None:
            if "raised" in action or "seeking_danger" in action:
                raise AgentsActionError(
                    "a described test takes Coordinator reserves in its choices and seeking "
                    "danger in its plan"
                )
            return plan_from_json(TestChoices, data, "choices"), 0, False
        if not isinstance(data, dict):
            raise AgentsActionError("the test's choices must be an object")
        known = (*CHOICE_COUNTS, CHOICE_CARDS)
        if set(data) - set(known):
            raise AgentsActionError(
                f"the choices of a test in counts are {', '.join(known)}, not "
                f"'{sorted(set(data) - set(known))[0]}'"
            )
        assert pending.setup is not None
        # The drawn counts with the choices over them, checked together (exhaust ≤ aspects …).
        counts = plan_from_json(TestSetup, {**plan_to_json(pending.setup), **data}, "choices")
        if not isinstance(raised, int) or isinstance(raised, bool) or raised < 0:
            raise AgentsActionError(f"'raised' must be a whole number from 0, not {raised!r:.20}")
        if not isinstance(danger, bool):
            raise AgentsActionError(f"'seeking_danger' must be true or false, not {danger!r:.20}")
        return counts, raised, danger

    def _play(self, event: Any, before: MissionStatus) -> Done:
        if not self.mirror:
            raise AgentsActionError(
                "mission-log events carry their cards, so only mirror sessions play them"
            )
        if _undated_changes(event):
            # Undated, the mission would write the replay's day: the log would not replay exactly.
            raise AgentsActionError(
                "the relationship changes of a mission-log scene end need their date ('on')"
            )
        self.mission.play(event)
        kind = event["type"]
        if kind == "test":
            text = f"{event['agent']}'s test: {_cards(parse_cards(' '.join(event['cards'])))}"
            label = f"{event['agent']}'s test"
        elif kind == "rest":
            text = label = f"rest: {', '.join(event['agents'])}"
        elif kind == "scene_end":
            text = label = f"the end of scene {before.scene}"
        else:
            text = label = "a fresh deck"
        self._commit(label)
        return Done("play", text[:1].upper() + text[1:] + _news(before, self.status()))

    def _between_tests(self, do: str, action: dict[str, Any]) -> Done:
        mission = self.mission
        if do == "rest":
            return self._rest(action)
        if do == "end_scene":
            return self._end_scene(action)
        if do == "restore":
            agent, aspect = _text(action, "agent"), _text(action, "aspect")
            mission.restore(agent, aspect)
            text = f"{agent} spends a reserve to restore '{aspect}'"
            return Done(do, text, agent, label=f"{agent}'s restored '{aspect}'")
        if do == "reserve":
            agent, purpose = _text(action, "agent"), _text(action, "purpose")
            mission.spend_reserve(agent, purpose)
            what = RESERVE_PURPOSES[purpose]
            return Done(
                do, f"{agent} spends a reserve to {what}", agent, label=f"{agent}'s reserve"
            )
        if do == "give_reserve":
            giver, receiver = _text(action, "from"), _text(action, "to")
            mission.give_reserve(giver, receiver)
            text = f"{giver} gives {receiver} a reserve"
            return Done(do, text, giver, label=f"{giver}'s gift of a reserve")
        if do == "replenish":
            agent, item = _text(action, "agent"), _text(action, "equipment")
            mission.replenish(agent, item)
            text = f"{agent}'s '{item}' is replenished"
            return Done(do, text, agent, label=f"replenishing '{item}'")
        mission.fresh_deck()
        text = "A fresh deck: every card shuffled into a new draw pile"
        return Done(do, text, label="the fresh deck")

    def _rest(self, action: dict[str, Any]) -> Done:
        agents = _names(action, "agents")
        interrupted = action.get("interrupted")
        if interrupted is not None and not isinstance(interrupted, bool):
            raise AgentsActionError(
                f"'interrupted' must be true, false or null, not {interrupted!r:.20}"
            )
        restore = action.get("restore") or {}
        if not isinstance(restore, dict):
            raise AgentsActionError("'restore' must map agents to the aspects they restore")
        report = self.mission.rest(
            agents,
            interrupted=interrupted,
            present=_names(action, "present"),
            restore=restore,
        )
        kind = "interrupted rest" if report.interrupted else "rest"
        restored = "; ".join(
            f"{name} restores {', '.join(texts)}"
            for name, texts in report.restored.items()
            if texts
        )
        text = (
            f"A {kind}: {', '.join(agents)} — +{report.marks} complication "
            f"mark{'s' if report.marks != 1 else ''}" + (f"; {restored}" if restored else "")
        )
        return Done("rest", text, report=report, label=f"the {kind}")

    def _end_scene(self, action: dict[str, Any]) -> Done:
        changes = action.get("changes") or []
        if not isinstance(changes, list):
            raise AgentsActionError("'changes' must be a list of relationship changes")
        rows = []
        for change in changes:
            if not isinstance(change, dict) or set(change) - {"agent", "toward", "to", "reason"}:
                raise AgentsActionError(
                    "a relationship change is an object of agent, toward, to and reason"
                )
            rows.append(
                (
                    _text(change, "agent"),
                    _text(change, "toward"),
                    _text(change, "to"),
                    change.get("reason", ""),
                )
            )
        on = None
        if rows:
            on_text = action.get("on")
            try:
                on = datetime.date.fromisoformat(on_text) if isinstance(on_text, str) else None
            except ValueError:
                on = None
            if on is None:
                raise AgentsActionError(
                    "relationship changes need the date they are written on ('on': YYYY-MM-DD)"
                )
        scene = self.mission.scene
        self._clock.on = on
        try:
            self.mission.end_scene(rows)
        finally:
            self._clock.on = None
        written = "; ".join(
            f"{agent} → {toward}: {_relation_label(to)} ({str(reason).strip()})"
            for agent, toward, to, reason in rows
        )
        text = f"Scene {scene} ends" + (f"; {written}" if written else "")
        return Done("end_scene", text, label=f"the end of scene {scene}")

    # --- undo and redo -------------------------------------------------------------

    def _commit(self, label: str) -> None:
        self._done.append(label)
        self._undone.clear()

    def _undo(self) -> Done:
        if self.mission.pending is not None:
            pending = self._pending()
            self.mission.undo()
            return Done("undo", f"Undo: {pending.agent}'s cards go back on the deck", pending.agent)
        self.mission.undo()
        label = self._done.pop()
        self._undone.append(label)
        return Done("undo", f"Undo: {label}")

    def _redo(self) -> Done:
        self.mission.redo()
        label = self._undone.pop()
        self._done.append(label)
        return Done("redo", f"Redo: {label}")

    def undo_description(self) -> str | None:
        if self.mission.pending is not None:
            return self._drawn_text
        return self._done[-1] if self._done else None

    def redo_description(self) -> str | None:
        if self.mission.pending is not None:
            return None
        return self._undone[-1] if self._undone else None

    # --- what the session stores and shows -----------------------------------------

    def state_json(self) -> dict[str, Any]:
        pending = self.pending
        return {
            "mirror": self.mirror,
            "agents": [
                (profile.to_json() if (profile := self.agent(name)) else {"name": name})
                for name in self.names
            ],
            "coordinator": self.mission.coordinator.to_json() if self.mission.coordinator else None,
            "status": dataclasses.asdict(self.status()),
            "pending": None
            if pending is None
            else {"agent": pending.agent, "cards": _notations(pending.cards)},
            "piles": {name: _notations(self.pile(name)) for name in PILES},
            "log": self.export_log(),
            "undo": self.undo_description(),
            "redo": self.redo_description(),
        }

    def describe(self, action: dict[str, Any], result: Any) -> str:
        if isinstance(result, Done):
            return result.text
        return str(action.get("do", "?"))

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
            agent, sheet = self.agent(name), self.mission.rules.initial_agents[name]
            if agent is None or sheet is None:
                continue
            # Keyed as the model compares names: case and surrounding spaces do not matter.
            cards = {card.toward.strip().casefold(): card for card in agent.relationships}
            written = [cards.pop(card.toward.strip().casefold()) for card in sheet.relationships]
            written += [card for card in cards.values() if card != Relationship(card.toward)]
            characters[name] = dataclasses.replace(agent, relationships=tuple(written)).to_json()
        coordinator = self.mission.coordinator
        return {
            "characters": characters,
            "game_master": coordinator.to_json() if coordinator is not None else None,
        }

    def export_log(self) -> dict[str, Any]:
        """The mission log of the events in effect: what ``deskapp replay`` reads (issue 3)."""
        return self.mission.to_log()

    def _pending(self) -> Pending:
        pending = self.pending
        if pending is None:
            raise AgentsActionError("no test is being played: draw its cards first")
        return pending


DRIVER = AgentsDriver


# --- helpers ----------------------------------------------------------------------------


def _check_fields(action: Any) -> str:
    if not isinstance(action, dict):
        raise AgentsActionError("an action must be a JSON object")
    do = action.get("do")
    if do not in _FIELDS:
        raise AgentsActionError(f"unknown action {do!r:.30} (actions: {', '.join(_FIELDS)})")
    for key in action:
        if key != "do" and key not in _FIELDS[do]:
            known = ", ".join(_FIELDS[do]) or "nothing else"
            raise AgentsActionError(f"unknown field '{key}' in a {do} action (known: {known})")
    for key in _REQUIRED.get(do, ()):
        if key not in action:
            raise AgentsActionError(f"a {do} action needs '{key}'")
    return do


def _text(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise AgentsActionError(f"'{key}' must be a name or text, not {value!r:.30}")
    return value


def _names(action: dict[str, Any], key: str) -> list[str]:
    values = action.get(key, [])
    if not isinstance(values, list) or not all(isinstance(value, str) for value in values):
        raise AgentsActionError(f"'{key}' must be a list of agents' names")
    return values


def _notations(cards: Sequence[Card]) -> list[str]:
    return [card.notation for card in cards]


def _cards(cards: Sequence[Card]) -> str:
    """``KS QH 7C`` with the colours spelled out, for the history."""
    return " ".join(f"{card.notation} ({'red' if card.is_red else 'black'})" for card in cards)


def _relation_label(value: str) -> str:
    try:
        return Relation(value).label
    except ValueError:
        return value


def _plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"


def _result_text(result: TestResult, choices: TestChoices | TestSetup) -> str:
    """``2 successes, 1 complication (mix) — kept KS 7C 3H; removed 4H``."""
    parts = [
        f"{_plural(result.successes, 'success', 'successes')}, "
        f"{_plural(result.complications, 'complication')} ({result.reading})",
        f"kept {' '.join(_notations(result.kept))}",
    ]
    if result.removed:
        parts.append(f"removed {' '.join(_notations(result.removed))}")
    if result.discarded:
        parts.append(f"discarded {' '.join(_notations(result.discarded))}")
    if isinstance(choices, TestChoices):
        used = [*choices.exhaust[: result.exhaust_used]]
        used += choices.negative_exhausted[: result.negative_exhausted_used]
        if used:
            parts.append(f"exhausted {', '.join(repr(text) for text in used)}")
        if choices.to_aspect:
            parts.append(
                f"new negative aspect{'s' if len(choices.to_aspect) > 1 else ''} "
                f"{', '.join(repr(text) for text in choices.to_aspect)}"
            )
    elif result.to_aspect:
        parts.append(f"{_plural(len(result.to_aspect), 'complication')} became negative aspects")
    return "; ".join(parts)


def _news(before: MissionStatus, after: MissionStatus) -> str:
    """What an action changed on the mission track, for the end of its history line."""
    news = []
    if after.threat != before.threat:
        news.append(f"Threat level {after.threat}")
    if after.milestones != before.milestones:
        news.append(f"milestone {after.milestones}")
    if after.outcome != before.outcome and after.outcome is not None:
        grade = f", {after.grade}" if after.grade else ""
        news.append(f"the mission ends: {after.outcome}{grade}")
    if after.decided and not before.decided:
        news.append("the outcome is final")
    return f" — {'; '.join(news)}" if news else ""


def _undated_changes(event: Any) -> bool:
    """Whether a mission-log scene end writes relationship changes without their date."""
    return (
        isinstance(event, dict)
        and event.get("type") == "scene_end"
        and isinstance(event.get("relationships"), list)
        and any(
            isinstance(change, dict) and "on" not in change for change in event["relationships"]
        )
    )
