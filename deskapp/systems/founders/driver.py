"""Founders at the table: a scene's checks, contests and circumstances as logged actions.

The driver holds a :class:`~deskapp.systems.founders.scenario.Scenario` (immutable) and
turns each JSON action into a new one. A check is three actions, because the
table decides between them after seeing the dice (F-15): ``check`` rolls (or
takes the faces typed from real dice) and leaves the check *pending*;
``risky_reroll`` may replace a roll that would fail; ``take`` commits it with
the Adversity Tokens spent (F-14). A kill between them keeps the roll: it was
stored before anyone could see it.

Undo keeps the previous values (every value here is frozen), and redo keeps the
undone ones, so redoing a roll brings back the same dice rather than new ones.

Action formats (``dice`` is optional unless the session mirrors real dice)::

    {"do": "check", "leader": "Ana", "helping": ["Engineer"], "hindering": ["Fog"],
     "assists": [{"by": "Bo", "relevant": true}], "difficulty": 7 | "hard",
     "circumstance": null | "Hidden path", "dice": [3, 4]}
    {"do": "risky_reroll", "dice": [5, 6]}
    {"do": "take", "adversity": 1}
    {"do": "complication", "name": "Guards", "value": 1}
    {"do": "add_circumstance", "name": "Fog", "kind": "bad", "value": 2}
    {"do": "edit_circumstance", "name": "Fog", "to": "Thick fog", "value": 3}
    {"do": "remove_circumstance", "name": "Fog"}
    {"do": "next_scene", "name": "The harbour"}
    {"do": "set_suspicion", "value": 2}
    {"do": "set_adversity", "founder": "Ana", "value": 1}
    {"do": "add_consequence", "founder": "Ana", "name": "Wounded leg", "score": 2}
    {"do": "remove_consequence", "founder": "Ana", "name": "Wounded leg"}
    {"do": "contest", "challenger": {"founder": "Ana", "helping": [...], "hindering": [...],
     "assists": [...], "dice": [3, 4]}, "defender": {"founder": null, ...}}
    {"do": "contest_adversity", "count": 1}
    {"do": "contest_risky_reroll", "dice": [2, 6]}
    {"do": "contest_suspicion_reroll", "dice": [4, 4]}
    {"do": "contest_pass"}
    {"do": "end_contest"}
    {"do": "undo"}
    {"do": "redo"}

Tags are named, not scored, in actions: their scores are read from the Founder
and the scene when the action is performed, so a log reads like the table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar, Self

from deskapp.core.dice import DiceError, RandomDice
from deskapp.core.errors import UserError
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.founders.rules import (
    Assist,
    Automatic,
    CheckResult,
    CheckSetup,
    Faces,
    FoundersOptions,
    Modifiers,
    automatic,
    check_faces,
    describe_difficulty,
    parse_difficulty,
    roll_2d6,
    starting_suspicion,
)
from deskapp.systems.founders.scenario import ContestParty, Scenario
from deskapp.systems.founders.sheet import (
    KINDS,
    Circumstance,
    Director,
    Founder,
    FoundersError,
    FoundersGameMaster,
    Tag,
    same_name,
)

_NEUTRAL_FACES = (3, 4)  # neither snake eyes nor boxcars: a dry run that tests only the setup


@dataclasses.dataclass(frozen=True)
class PendingCheck:
    """A check whose dice are on the table but not yet taken (F-14, F-15).

    ``setup`` holds the scores as they were when the dice were rolled;
    ``circumstance`` names what a circumstance-creating check makes or adds to.
    """

    leader: str
    setup: CheckSetup
    circumstance: str | None
    dice: Faces
    reroll: Faces | None = None

    @property
    def standing(self) -> Faces:
        """The dice that count: the risky reroll's once taken (F-15)."""
        return self.reroll if self.reroll is not None else self.dice

    @property
    def can_reroll(self) -> bool:
        """Once, and only when the first roll fails before tokens are added (F-15)."""
        return self.reroll is None and self.setup.would_fail(self.dice)

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "difficulty": self.setup.difficulty,
            "modifiers": self.setup.modifiers.to_json(),
            "circumstance": self.circumstance,
            "dice": list(self.dice),
            "reroll": None if self.reroll is None else list(self.reroll),
        }


@dataclasses.dataclass(frozen=True)
class TakenCheck:
    """The last check taken, kept to show its dice and outcome until the next one."""

    leader: str
    result: CheckResult
    circumstance: str | None
    circumstance_now: int | None = None  # its value after the check created or added to it

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "circumstance": self.circumstance,
            "circumstance_now": self.circumstance_now,
            "difficulty": self.result.difficulty,
            "modifiers": self.result.modifiers.total,
            "adversity_spent": self.result.adversity_spent,
            **self.result.to_json(),
        }


@dataclasses.dataclass(frozen=True)
class Moment:
    """Everything the table holds at one point: what undo goes back to and redo forward to."""

    scenario: Scenario
    pending: PendingCheck | None = None
    last: TakenCheck | None = None


@dataclasses.dataclass(frozen=True)
class _Step:
    """One undoable action: the moment on its other side, and what to call it in Undo/Redo."""

    moment: Moment
    label: str


_ActionFields = tuple[tuple[str, ...], tuple[str, ...]]  # required, optional

_FIELDS: dict[str, _ActionFields] = {
    "check": (
        ("leader",),
        ("helping", "hindering", "assists", "difficulty", "circumstance", "dice"),
    ),
    "risky_reroll": ((), ("dice",)),
    "take": ((), ("adversity",)),
    "complication": (("name",), ("value",)),
    "add_circumstance": (("name", "kind"), ("value",)),
    "edit_circumstance": (("name",), ("to", "value")),
    "remove_circumstance": (("name",), ()),
    "next_scene": (("name",), ()),
    "set_suspicion": (("value",), ()),
    "set_adversity": (("founder", "value"), ()),
    "add_consequence": (("founder", "name"), ("score",)),
    "remove_consequence": (("founder", "name"), ()),
    "contest": (("challenger", "defender"), ()),
    "contest_adversity": ((), ("count",)),
    "contest_risky_reroll": ((), ("dice",)),
    "contest_suspicion_reroll": ((), ("dice",)),
    "contest_pass": ((), ()),
    "end_contest": ((), ()),
    "undo": ((), ()),
    "redo": ((), ()),
}
_PARTY_FIELDS = ("founder", "helping", "hindering", "assists", "dice")
_WHILE_PENDING = {"risky_reroll", "take", "undo", "redo"}


class FoundersDriver:
    """A Founders scenario at the table, one logged action at a time (F-01 … F-32)."""

    SYSTEM: ClassVar[str] = "founders"

    def __init__(self, scenario: Scenario, mirror: bool, rng: RecordedRandom) -> None:
        self.now = Moment(scenario)
        self.mirror = mirror
        self.rng = rng
        self.undo_steps: list[_Step] = []
        self.redo_steps: list[_Step] = []

    # -- the Driver protocol ---------------------------------------------------------------

    @classmethod
    def setup_from_campaign(
        cls,
        characters: list[Founder],
        game_master: FoundersGameMaster | None,
        options: dict[str, Any],
        mirror: bool,
    ) -> dict[str, Any]:
        """The session's opening table: the chosen Founders, the Director's side and scene.

        A campaign whose Director's side was never set starts the scenario as
        rule F-17 says, with one Suspicion Point per two Founders; otherwise the
        stored points and scene carry on from the last session.
        """
        if not characters:
            raise UserError("choose at least one Founder to play")
        blank = FoundersGameMaster.from_json({})
        if game_master is None or game_master == blank:
            game_master = FoundersGameMaster(
                Director(starting_suspicion(len(characters))), blank.scene
            )
        scenario = Scenario(
            founders=tuple(characters),
            director=game_master.director,
            scene=game_master.scene,
            options=FoundersOptions.from_json(options),
        )
        return {"scenario": scenario.to_json(), "mirror": mirror}

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        if not isinstance(setup, dict) or not isinstance(setup.get("mirror"), bool):
            raise UserError("a Founders session's setup needs its scenario and mirror mode")
        scenario = Scenario.from_json(setup.get("scenario"))
        if not scenario.founders:
            raise UserError("choose at least one Founder to play")
        return cls(scenario, setup["mirror"], rng)

    def perform(self, action: dict[str, Any]) -> Any:
        """Do one action (see the module docstring); a refusal raises UserError and changes nothing."""
        do = _read_action(action)
        if self.now.pending is not None and do not in _WHILE_PENDING:
            raise FoundersError(
                f"{self.now.pending.leader}'s dice are waiting: take the check or the risky "
                "reroll first (Ctrl+Z takes the roll back)"
            )
        if do == "undo":
            return self._undo()
        if do == "redo":
            return self._redo()
        handler: Callable[[dict[str, Any]], tuple[Moment, str, Any]] = getattr(self, f"_{do}")
        moment, label, result = handler(action)
        self.undo_steps.append(_Step(self.now, label))
        self.redo_steps.clear()
        self.now = moment
        return result

    def state_json(self) -> dict[str, Any]:
        return {
            "mirror": self.mirror,
            "scenario": self.scenario.to_json(),
            "pending": None if self.pending is None else self.pending.to_json(),
            "last": None if self.now.last is None else self.now.last.to_json(),
            "undo": [step.label for step in self.undo_steps],
            "redo": [step.label for step in self.redo_steps],
        }

    def describe(self, action: dict[str, Any], result: Any) -> str:
        """One line for the history; ``result`` is what :meth:`perform` returned."""
        do = action["do"]
        if do in ("undo", "redo"):
            return f"{do.title()}: {result}"
        if do == "check":
            return _describe_roll(result)
        if do == "risky_reroll":
            return _describe_reroll(result)
        if do == "take":
            return _describe_taken(result)
        return result

    def undo_description(self) -> str | None:
        return self.undo_steps[-1].label if self.undo_steps else None

    def redo_description(self) -> str | None:
        return self.redo_steps[-1].label if self.redo_steps else None

    # -- the SheetKeeper protocol ----------------------------------------------------------

    def sheet_updates(self) -> dict[str, Any]:
        """The sheets as play has left them, for the Table page's Update Sheets.

        Each Founder's whole sheet with the adversity tokens and consequences of
        now (traits never change at the table), and the Director's side: the
        suspicion points and the current scene with its circumstances. A check
        whose dice wait to be taken has changed nothing yet, so neither does it here.
        """
        scenario = self.scenario
        return {
            "characters": {founder.name: founder.to_json() for founder in scenario.founders},
            "game_master": FoundersGameMaster(scenario.director, scenario.scene).to_json(),
        }

    # -- what the screen reads -------------------------------------------------------------

    @property
    def scenario(self) -> Scenario:
        return self.now.scenario

    @property
    def pending(self) -> PendingCheck | None:
        return self.now.pending

    @property
    def last(self) -> TakenCheck | None:
        return self.now.last

    # -- undo and redo ---------------------------------------------------------------------

    def _undo(self) -> str:
        if not self.undo_steps:
            raise UserError("nothing to undo")
        step = self.undo_steps.pop()
        self.redo_steps.append(_Step(self.now, step.label))
        self.now = step.moment
        return step.label

    def _redo(self) -> str:
        if not self.redo_steps:
            raise UserError("nothing to redo")
        step = self.redo_steps.pop()
        self.undo_steps.append(_Step(self.now, step.label))
        self.now = step.moment
        return step.label

    # -- checks ----------------------------------------------------------------------------

    def _check(self, action: dict[str, Any]) -> tuple[Moment, str, PendingCheck]:
        scenario = self.scenario
        leader = scenario.founder(_text(action, "leader", "the check's leader"))
        modifiers = self._modifiers(action, leader)
        difficulty = _difficulty(action.get("difficulty", "normal"))
        circumstance = action.get("circumstance")
        if circumstance is not None:
            circumstance = _text(action, "circumstance", "the circumstance's name")
        setup = CheckSetup(difficulty, modifiers, creates_circumstance=circumstance is not None)
        # The engine checks the leader, the assists and the contest: try it before any die rolls.
        scenario.check(leader.name, setup, _NEUTRAL_FACES, circumstance=circumstance)
        dice = self._roll(action, "dice")
        pending = PendingCheck(leader.name, setup, circumstance, dice)
        return Moment(scenario, pending, self.now.last), f"{leader.name}'s roll", pending

    def _risky_reroll(self, action: dict[str, Any]) -> tuple[Moment, str, PendingCheck]:
        pending = self._pending("risky reroll")
        if pending.reroll is not None:
            raise FoundersError(f"{pending.leader} has already taken the risky reroll (rule F-15)")
        if not pending.can_reroll:
            raise FoundersError(
                f"no risky reroll: {pending.leader}'s check does not fail before adversity "
                "tokens (rule F-15)"
            )
        pending = dataclasses.replace(pending, reroll=self._roll(action, "dice"))
        moment = dataclasses.replace(self.now, pending=pending)
        return moment, f"{pending.leader}'s risky reroll", pending

    def _take(self, action: dict[str, Any]) -> tuple[Moment, str, TakenCheck]:
        pending = self._pending("check to take")
        adversity = _whole(action.get("adversity", 0), "adversity", minimum=0)
        scenario, result = self.scenario.check(
            pending.leader,
            pending.setup,
            pending.dice,
            reroll=pending.reroll,
            adversity=adversity,
            circumstance=pending.circumstance,
        )
        now = None
        if pending.circumstance is not None and result.circumstance_value is not None:
            now = scenario.scene.circumstance(pending.circumstance).value
        taken = TakenCheck(pending.leader, result, pending.circumstance, now)
        return Moment(scenario, None, taken), f"{pending.leader}'s check", taken

    def _pending(self, what: str) -> PendingCheck:
        if self.pending is None:
            raise FoundersError(f"no {what}: roll a check first")
        return self.pending

    # -- the scene and its circumstances ---------------------------------------------------

    def _complication(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        name = _text(action, "name", "the complication's name")
        value = _whole(action.get("value", 1), "value", minimum=1)
        scenario = self.scenario.complication(name, value)
        added = scenario.scene.circumstance(name)
        return (
            self._moved(scenario),
            f"complication '{added.name}'",
            f"The Director spends 1 Suspicion Point on a complication: {_card(added)} (rule F-16)",
        )

    def _add_circumstance(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        kind = action["kind"]
        if kind not in KINDS:
            raise FoundersError(f"a circumstance is 'good' or 'bad', not {kind!r:.20}")
        circumstance = Circumstance(
            _text(action, "name", "the circumstance's name"),
            kind,
            _whole(action.get("value", 1), "value", minimum=1),
        )
        scene = self.scenario.scene.add(circumstance)
        return (
            self._moved(self.scenario.with_scene(scene)),
            f"new circumstance '{circumstance.name}'",
            f"New circumstance on the scene: {_card(circumstance)}",
        )

    def _edit_circumstance(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        scene = self.scenario.scene
        old = scene.circumstance(_text(action, "name", "the circumstance's name"))
        if "to" not in action and "value" not in action:
            raise FoundersError(f"say what changes on '{old.name}': its name, its value or both")
        if "value" in action:
            scene = scene.set_value(old.name, _whole(action["value"], "value", minimum=1))
        name = old.name
        if "to" in action:
            name = _text(action, "to", "the circumstance's new name")
            scene = scene.rename(old.name, name)
        new = scene.circumstance(name)
        return (
            self._moved(self.scenario.with_scene(scene)),
            f"change to '{old.name}'",
            f"Circumstance {_card(old)} is now {_card(new)}",
        )

    def _remove_circumstance(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        scene = self.scenario.scene
        old = scene.circumstance(_text(action, "name", "the circumstance's name"))
        return (
            self._moved(self.scenario.with_scene(scene.remove(old.name))),
            f"removal of '{old.name}'",
            f"Circumstance {_card(old)} leaves the scene",
        )

    def _next_scene(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        name = _text(action, "name", "the new scene's name")
        old = self.scenario.scene
        scenario = self.scenario.next_scene(name)
        ended = len(old.circumstances)
        return (
            Moment(scenario),
            f"end of scene '{old.name}'",
            f"Scene '{old.name}' ends with its {_count(ended, 'circumstance')} (rule F-32); "
            f"next scene: '{scenario.scene.name}'",
        )

    # -- corrections, to match the table ---------------------------------------------------

    def _set_suspicion(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        value = _whole(action["value"], "value", minimum=0)
        scenario = self.scenario.with_director(Director(value))
        return (
            self._moved(scenario),
            "Director's suspicion",
            f"The Director's Suspicion Points set to {value}",
        )

    def _set_adversity(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        founder = self.scenario.founder(_text(action, "founder", "the Founder"))
        value = _whole(action["value"], "value", minimum=0)
        changed = dataclasses.replace(founder, adversity=value)
        return (
            self._moved(self.scenario.with_founder(changed)),
            f"{founder.name}'s adversity",
            f"{founder.name}'s Adversity Tokens set to {value}",
        )

    def _add_consequence(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        founder = self.scenario.founder(_text(action, "founder", "the Founder"))
        tag = Tag(
            _text(action, "name", "the consequence"),
            _whole(action.get("score", 1), "score", minimum=1),
        )
        changed = founder.add_consequence(tag)
        return (
            self._moved(self.scenario.with_founder(changed)),
            f"{founder.name}'s consequence '{tag.name}'",
            f"{founder.name} gains the consequence {tag.name} {tag.score}",
        )

    def _remove_consequence(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        founder = self.scenario.founder(_text(action, "founder", "the Founder"))
        name = _text(action, "name", "the consequence")
        changed = founder.remove_consequence(name)
        gone = next(tag for tag in founder.consequences if tag not in changed.consequences)
        return (
            self._moved(self.scenario.with_founder(changed)),
            f"{founder.name}'s lost consequence '{gone.name}'",
            f"{founder.name} is rid of the consequence {gone.name} {gone.score}",
        )

    # -- contests --------------------------------------------------------------------------

    def _contest(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        parties = [self._party(action, side) for side in ("challenger", "defender")]
        # Try the contest with neutral dice first, so a refused one rolls nothing.
        self.scenario.start_contest(*parties, _NEUTRAL_FACES, _NEUTRAL_FACES)
        dice = [
            self._roll(action[side], "dice", party.label)
            for side, party in zip(("challenger", "defender"), parties, strict=True)
        ]
        scenario = self.scenario.start_contest(*parties, *dice)
        contest = scenario.contest
        assert contest is not None
        rolls = " vs ".join(
            f"{side.party.label} rolls {_faces(side.dice)}{_twist(side.automatic)}"
            for side in contest.sides
        )
        return (
            self._moved(scenario),
            "contest",
            f"Contest (rule F-21): {rolls} — {contest.describe()}",
        )

    def _contest_adversity(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        count = _whole(action.get("count", 1), "count", minimum=1)
        who = self._to_move()
        scenario = self.scenario.contest_spend_adversity(count)
        return self._contest_turn(
            scenario,
            f"{who}'s adversity",
            f"{who} spends {_count(count, 'Adversity Token')} (+{count})",
        )

    def _contest_risky_reroll(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        who = self._to_move()
        self._refuse_unless_allowed("risky_reroll", self.scenario.contest_risky_reroll)
        dice = self._roll(action, "dice")
        scenario = self.scenario.contest_risky_reroll(dice)
        return self._contest_turn(
            scenario,
            f"{who}'s risky reroll",
            f"{who} takes the risky reroll: {_faces(dice)}{_twist(automatic(dice))}; "
            "the Director gains 1 Suspicion Point (rule F-15)",
        )

    def _contest_suspicion_reroll(self, action: dict[str, Any]) -> tuple[Moment, str, str]:
        self._refuse_unless_allowed("suspicion_reroll", self.scenario.contest_suspicion_reroll)
        dice = self._roll(action, "dice")
        scenario = self.scenario.contest_suspicion_reroll(dice)
        return self._contest_turn(
            scenario,
            "the Director's reroll",
            f"The Director spends 1 Suspicion Point to reroll: {_faces(dice)}"
            f"{_twist(automatic(dice))} (rule F-16)",
        )

    def _contest_pass(self, _action: dict[str, Any]) -> tuple[Moment, str, str]:
        who = self._to_move()
        scenario = self.scenario.contest_pass()
        return self._contest_turn(scenario, f"{who}'s pass", f"{who} passes")

    def _end_contest(self, _action: dict[str, Any]) -> tuple[Moment, str, str]:
        contest = self.scenario.contest
        finished = contest is not None and contest.finished
        scenario = self.scenario.end_contest()
        text = "The contest is cleared away" if finished else "The contest is abandoned"
        return self._moved(scenario), "end of the contest", text

    def _contest_turn(self, scenario: Scenario, label: str, text: str) -> tuple[Moment, str, str]:
        contest = scenario.contest
        assert contest is not None
        return self._moved(scenario), label, f"{text} — {contest.describe()}"

    def _to_move(self) -> str:
        contest = self.scenario.contest
        if contest is None or contest.to_move is None:
            raise FoundersError("there is no contest under way")
        return contest.sides[contest.to_move].party.label

    def _refuse_unless_allowed(self, turn: str, reroll: Callable[[Faces], Scenario]) -> None:
        """Ask before rolling, so a refused reroll uses no dice."""
        if turn not in self.scenario.contest_actions():
            reroll(_NEUTRAL_FACES)  # refused: the engine says why, in the table's words

    # -- reading actions -------------------------------------------------------------------

    def _moved(self, scenario: Scenario) -> Moment:
        return dataclasses.replace(self.now, scenario=scenario)

    def _roll(self, source: dict[str, Any], field: str, who: str = "") -> Faces:
        """Typed faces from ``source[field]``, or a roll of the session's recorded dice.

        Mirroring real dice, the faces must be typed: the app never rolls for the table.
        """
        what = f"{who}'s dice" if who else "dice"
        typed = source.get(field)
        if typed is None:
            if self.mirror:
                raise DiceError(f"{what}: type the two faces rolled at the table, such as 3 4")
            return roll_2d6(RandomDice(self.rng), what)
        if not isinstance(typed, list):
            raise DiceError(f"{what}: give the two faces as a list, such as [3, 4]")
        return check_faces(typed, what)

    def _modifiers(
        self, source: dict[str, Any], founder: Founder | None, owner: str = "the check"
    ) -> Modifiers:
        """Named tags looked up on the Founder (traits, consequences) and the scene (F-10, F-30)."""
        helping = tuple(self._tag(name, founder) for name in _names(source, "helping", owner))
        hindering = tuple(self._tag(name, founder) for name in _names(source, "hindering", owner))
        both = [tag.name for tag in helping if any(same_name(tag.name, o.name) for o in hindering)]
        if both:
            raise FoundersError(f"'{both[0]}' cannot both help and hinder {owner}")
        repeated = _first_repeat([tag.name for tag in helping + hindering])
        if repeated is not None:
            raise FoundersError(f"'{repeated}' counts only once in {owner}")
        assists = source.get("assists", [])
        if not isinstance(assists, list):
            raise FoundersError(f"{owner}: assists must be a list")
        try:
            parsed = tuple(Assist.from_json(item) for item in assists)
        except UserError as error:
            raise FoundersError(f"{owner}: {error}") from None
        return Modifiers(helping, hindering, parsed)

    def _tag(self, name: str, founder: Founder | None) -> Tag:
        """A tag by name: the Founder's own first, then the scene's circumstances."""
        if founder is not None:
            for tag in founder.tags:
                if same_name(tag.name, name):
                    return tag
        scene = self.scenario.scene
        if scene.has(name):
            return scene.circumstance(name).as_tag()
        whose = f"{founder.name} has no tag" if founder is not None else "there is no tag"
        raise FoundersError(f"{whose} '{name}', and scene '{scene.name}' has no such circumstance")

    def _party(self, action: dict[str, Any], side: str) -> ContestParty:
        data = action[side]
        if not isinstance(data, dict):
            raise FoundersError(f"the {side} must be an object naming its Founder and tags")
        unknown = [field for field in data if field not in _PARTY_FIELDS]
        if unknown:
            raise FoundersError(
                f"the {side} has an unknown field '{unknown[0]}' (known: {', '.join(_PARTY_FIELDS)})"
            )
        name = data.get("founder")
        founder = None if name is None else self.scenario.founder(_text(data, "founder", side))
        modifiers = self._modifiers(data, founder, f"the {side}'s roll")
        return ContestParty(None if founder is None else founder.name, modifiers)


# -- reading fields ----------------------------------------------------------------------------


def _read_action(action: Any) -> str:
    """The action's kind, after refusing a malformed action or an unknown or missing field."""
    if not isinstance(action, dict):
        raise UserError(f"an action must be a JSON object, not {action!r:.40}")
    do = action.get("do")
    if do not in _FIELDS:
        raise UserError(f"unknown Founders action {do!r:.30} (known: {', '.join(_FIELDS)})")
    required, optional = _FIELDS[do]
    for field in action:
        if field != "do" and field not in required + optional:
            raise UserError(f"{do}: unknown field '{field}'")
    for field in required:
        if field not in action:
            raise UserError(f"{do}: '{field}' is missing")
    return do


def _text(source: dict[str, Any], field: str, what: str) -> str:
    value = source.get(field)
    if not isinstance(value, str) or not value.strip():
        raise FoundersError(f"{what} must be a name, not {value!r:.30}")
    return " ".join(value.split())


def _whole(value: Any, field: str, minimum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise FoundersError(
            f"{field} must be a whole number of at least {minimum}, not {value!r:.20}"
        )
    return value


def _difficulty(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return _whole(value, "difficulty", minimum=1)
    return parse_difficulty(str(value))


def _names(source: dict[str, Any], field: str, owner: str) -> list[str]:
    names = source.get(field, [])
    if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() for n in names):
        raise FoundersError(f"{owner}: {field} must be a list of tag names")
    return names


def _first_repeat(names: list[str]) -> str | None:
    for index, name in enumerate(names):
        if any(same_name(name, earlier) for earlier in names[:index]):
            return name
    return None


# -- history lines ----------------------------------------------------------------------------


def _faces(faces: Faces) -> str:
    return f"{faces[0]}+{faces[1]}"


def _twist(roll: Automatic | None) -> str:
    if roll is Automatic.SNAKE_EYES:
        return " (snake eyes)"
    if roll is Automatic.BOXCARS:
        return " (boxcars)"
    return ""


def _count(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _card(circumstance: Circumstance) -> str:
    name, value = circumstance.index_card()
    return f"'{name}' {value}"


def _standing_line(pending: PendingCheck) -> str:
    """The roll that stands, against the difficulty, before tokens: what the table decides on."""
    faces = pending.standing
    total = sum(faces) + pending.setup.modifiers.total
    against = describe_difficulty(pending.setup.difficulty)
    roll = automatic(faces)
    if roll is Automatic.SNAKE_EYES:
        verdict = "snake eyes, an automatic failure"
    elif roll is Automatic.BOXCARS:
        verdict = "boxcars, an automatic success"
    else:
        verdict = "fails so far" if total < pending.setup.difficulty else "succeeds so far"
    return f"{total} against {against}: {verdict}"


def _describe_roll(pending: PendingCheck) -> str:
    modifiers = pending.setup.modifiers.total
    what = " to create a circumstance" if pending.circumstance else ""
    return (
        f"{pending.leader} rolls {_faces(pending.dice)} with {modifiers:+d} for a check{what}: "
        f"{_standing_line(pending)}"
    )


def _describe_reroll(pending: PendingCheck) -> str:
    assert pending.reroll is not None
    return (
        f"{pending.leader} takes the risky reroll: {_faces(pending.reroll)}, "
        f"{_standing_line(pending)}; the Director will gain 1 Suspicion Point (rule F-15)"
    )


def _describe_taken(taken: TakenCheck) -> str:
    line = f"{taken.leader}'s check: {taken.result.describe()}"
    if taken.circumstance is not None and taken.circumstance_now is not None:
        line += f"; '{taken.circumstance}' is now +{taken.circumstance_now}"
    return line


DRIVER = FoundersDriver
