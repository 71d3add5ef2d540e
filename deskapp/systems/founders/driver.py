"""Founders at the table: a scene's checks, contests and circumstances as logged actions.

The driver's ``state`` is a :class:`~deskapp.systems.founders.state.FoundersState`
(frozen: the :class:`~deskapp.systems.founders.state.Scenario`, the check waiting,
the last one taken) and each typed action (:mod:`deskapp.systems.founders.actions`) turns
it into a new one. A check is three actions, because the table decides between
them after seeing the dice (F-15): ``check`` rolls (or takes the faces typed from
real dice) and leaves the check *pending*; ``risky_reroll`` may replace a roll
that would fail; ``take`` commits it with the Adversity Tokens spent (F-14). A
kill between them keeps the roll: it was stored before anyone could see it.

Undo and redo are the play kernel's (:mod:`deskapp.core.play.kernel`): the
driver only moves forward. Every handler returns an
:class:`~deskapp.core.play.actions.ActionResult` whose ``outcome`` is plain data
(names, numbers, faces, codes) stored with the session event; the screen writes
the history line from it. The JSON of every action and outcome is in
``docs/sessions/founders.md``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar, Self

from deskapp.core.dice import DiceError, RandomDice
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.actions import Action, ActionDriver, ActionResult, parse_action
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.setup import TableChoice
from deskapp.systems.founders.actions import (
    AddCircumstance,
    AddConsequence,
    AssistChoice,
    Check,
    Complication,
    ContestAdversity,
    ContestPass,
    ContestRiskyReroll,
    ContestSuspicionReroll,
    EditCircumstance,
    EndContest,
    NewScenario,
    NextScene,
    PartyChoice,
    RemoveCircumstance,
    RemoveConsequence,
    RiskyReroll,
    SetAdversity,
    SetSuspicion,
    StartContest,
    Take,
)
from deskapp.systems.founders.rules import (
    Assist,
    CheckSetup,
    Faces,
    FoundersOptions,
    Modifiers,
    automatic,
    check_faces,
    parse_difficulty,
    roll_2d6,
    starting_suspicion,
)
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersError,
    FoundersGameMaster,
    Tag,
    find_named,
    same_name,
)
from deskapp.systems.founders.state import (
    Contest,
    ContestAction,
    ContestParty,
    FoundersState,
    PendingCheck,
    Scenario,
    TakenCheck,
    dice_of,
)
from deskapp.systems.founders.view import FoundersView

_NEUTRAL_FACES = (3, 4)  # neither snake eyes nor boxcars: a dry run that tests only the setup
_WHILE_PENDING = (RiskyReroll, Take)  # and the kernel's undo and redo


class FoundersDriver(ActionDriver):
    """A Founders scenario at the table, one logged action at a time (F-01 … F-32)."""

    SYSTEM: ClassVar[str] = "founders"

    def __init__(self, scenario: Scenario, mirror: bool, rng: RecordedRandom) -> None:
        self.state = FoundersState(scenario)
        self.mirror = mirror
        self.rng = rng

    # -- the Driver protocol ---------------------------------------------------------------

    @classmethod
    def setup_from_campaign(cls, choice: TableChoice) -> dict[str, Any]:
        """The session's opening table: the chosen Founders, the Director's side and scene.

        A campaign whose Director's side was never set starts the scenario as
        rule F-17 says, with one Suspicion Point per two Founders; otherwise the
        stored points and scene carry on from the last session.
        """
        founders: tuple[Founder, ...] = tuple(choice.characters)
        game_master: FoundersGameMaster | None = choice.game_master
        blank = FoundersGameMaster.from_json({})
        if game_master is None or game_master == blank:
            game_master = FoundersGameMaster(
                Director(starting_suspicion(len(founders))), blank.scene
            )
        scenario = Scenario(
            founders=founders,
            director=game_master.director,
            scene=game_master.scene,
            options=FoundersOptions.from_json(choice.options),
        )
        return {"scenario": scenario.to_json(), "mirror": choice.mirror}

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        if not isinstance(setup, dict) or not isinstance(setup.get("mirror"), bool):
            raise UserError(
                translate(
                    "FoundersDriver",
                    "a Founders session's setup needs its scenario and mirror mode",
                )
            )
        scenario = Scenario.from_json(setup.get("scenario"))
        if not scenario.founders:
            raise UserError(translate("FoundersDriver", "choose at least one Founder to play"))
        return cls(scenario, setup["mirror"], rng)

    def perform(self, action: dict[str, Any] | Action) -> ActionResult:
        """Do one action; a refusal raises UserError and changes nothing.

        While a check's dice wait, only its risky reroll or taking it may follow
        (and the kernel's undo, which takes the roll back)."""
        typed = action if isinstance(action, Action) else parse_action(self.HANDLERS, action)
        if self.state.pending is not None and not isinstance(typed, _WHILE_PENDING):
            raise FoundersError(
                translate(
                    "FoundersDriver",
                    "{name}'s dice are waiting: take the check or the risky reroll first "
                    "(Ctrl+Z takes the roll back)",
                ).format(name=self.state.pending.leader)
            )
        return super().perform(typed)

    def state_json(self) -> dict[str, Any]:
        return {
            "mirror": self.mirror,
            "scenario": self.state.scenario.to_json(),
            "pending": None if self.state.pending is None else self.state.pending.to_json(),
            "last": None if self.state.last is None else self.state.last.to_json(),
        }

    def view(self) -> FoundersView:
        """The table as the screen shows it: frozen values only."""
        return FoundersView.of(self.state, self.mirror)

    # -- the SheetKeeper protocol ----------------------------------------------------------

    def sheet_updates(self) -> dict[str, Any]:
        """The sheets as play has left them, for the Table page's Update Sheets.

        Each Founder's whole sheet with the adversity tokens and consequences of
        now (traits never change at the table), and the Director's side: the
        suspicion points and the current scene with its circumstances. A check
        whose dice wait to be taken has changed nothing yet, so neither does it here.
        """
        scenario = self.state.scenario
        return {
            "characters": {founder.name: founder.to_json() for founder in scenario.founders},
            "game_master": FoundersGameMaster(scenario.director, scenario.scene).to_json(),
        }

    # -- checks ----------------------------------------------------------------------------

    def _check(self, action: Check) -> ActionResult:
        scenario = self.state.scenario
        leader = scenario.founder(_name(action.leader, "leader"))
        modifiers = self._modifiers(action.helping, action.hindering, action.assists, leader)
        difficulty = _difficulty(action.difficulty)
        circumstance = None
        if action.circumstance is not None:
            circumstance = _name(action.circumstance, "circumstance")
        setup = CheckSetup(difficulty, modifiers, creates_circumstance=circumstance is not None)
        # The engine checks the leader, the assists and the contest: try it before any die rolls.
        scenario.check(leader.name, setup, _NEUTRAL_FACES, circumstance=circumstance)
        dice = self._roll(action.dice)
        pending = PendingCheck(leader.name, setup, circumstance, dice)
        self.state = FoundersState(scenario, pending, self.state.last)
        outcome = {**_standing(pending), "circumstance": circumstance}
        return ActionResult(Check.KIND, outcome, pending)

    def _risky_reroll(self, action: RiskyReroll) -> ActionResult:
        pending = self._pending(translate("FoundersDriver", "no risky reroll: roll a check first"))
        if pending.reroll is not None:
            raise FoundersError(
                translate(
                    "FoundersDriver", "{name} has already taken the risky reroll (rule F-15)"
                ).format(name=pending.leader)
            )
        if not pending.can_reroll:
            raise FoundersError(
                translate(
                    "FoundersDriver",
                    "no risky reroll: {name}'s check does not fail before adversity tokens "
                    "(rule F-15)",
                ).format(name=pending.leader)
            )
        pending = dataclasses.replace(pending, reroll=self._roll(action.dice))
        self.state = dataclasses.replace(self.state, pending=pending)
        return ActionResult(RiskyReroll.KIND, _standing(pending), pending)

    def _take(self, action: Take) -> ActionResult:
        pending = self._pending(translate("FoundersDriver", "no check to take: roll a check first"))
        adversity = _whole(action.adversity, "adversity", minimum=0)
        scenario, result = self.state.scenario.check(
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
        self.state = FoundersState(scenario, None, taken)
        return ActionResult(Take.KIND, taken.outcome(), taken)

    def _pending(self, refusal: str) -> PendingCheck:
        """The check whose dice wait, or ``refusal`` (translated) when none does."""
        if self.state.pending is None:
            raise FoundersError(refusal)
        return self.state.pending

    # -- the scene and its circumstances ---------------------------------------------------

    def _complication(self, action: Complication) -> ActionResult:
        name = _name(action.name, "name")
        value = _whole(action.value, "value", minimum=1)
        scenario = self.state.scenario.complication(name, value)
        added = scenario.scene.circumstance(name)
        return self._moved(Complication.KIND, scenario, added.to_json())

    def _add_circumstance(self, action: AddCircumstance) -> ActionResult:
        circumstance = Circumstance(
            _name(action.name, "name"), action.kind, _whole(action.value, "value", minimum=1)
        )
        scene = self.state.scenario.scene.add(circumstance)
        scenario = self.state.scenario.with_scene(scene)
        return self._moved(AddCircumstance.KIND, scenario, circumstance.to_json())

    def _edit_circumstance(self, action: EditCircumstance) -> ActionResult:
        scene = self.state.scenario.scene
        old = scene.circumstance(_name(action.name, "name"))
        if action.to is None and action.value is None:
            raise FoundersError(
                translate(
                    "FoundersDriver", "say what changes on '{name}': its name, its value or both"
                ).format(name=old.name)
            )
        if action.value is not None:
            scene = scene.set_value(old.name, _whole(action.value, "value", minimum=1))
        name = old.name
        if action.to is not None:
            name = _name(action.to, "to")
            scene = scene.rename(old.name, name)
        new = scene.circumstance(name)
        outcome = {"old": old.to_json(), "new": new.to_json()}
        return self._moved(EditCircumstance.KIND, self.state.scenario.with_scene(scene), outcome)

    def _remove_circumstance(self, action: RemoveCircumstance) -> ActionResult:
        scene = self.state.scenario.scene
        old = scene.circumstance(_name(action.name, "name"))
        scenario = self.state.scenario.with_scene(scene.remove(old.name))
        return self._moved(RemoveCircumstance.KIND, scenario, old.to_json())

    def _next_scene(self, action: NextScene) -> ActionResult:
        name = _name(action.name, "name")
        old = self.state.scenario.scene
        scenario = self.state.scenario.next_scene(name)
        self.state = FoundersState(scenario)  # the last check's dice go with the scene
        outcome = {
            "ended": old.name,
            "circumstances": len(old.circumstances),
            "scene": scenario.scene.name,
        }
        return ActionResult(NextScene.KIND, outcome, self.view())

    def _new_scenario(self, action: NewScenario) -> ActionResult:
        name = _name(action.scene, "scene")
        before = self.state.scenario
        scenario = before.new_scenario(name)
        self.state = FoundersState(scenario)  # the last check's dice go with the old scenario
        outcome = {
            "scene": scenario.scene.name,
            "suspicion_before": before.director.suspicion,
            "suspicion": scenario.director.suspicion,
            "founders": len(scenario.founders),
        }
        return ActionResult(NewScenario.KIND, outcome, self.view())

    # -- corrections, to match the table ---------------------------------------------------

    def _set_suspicion(self, action: SetSuspicion) -> ActionResult:
        value = _whole(action.value, "value", minimum=0)
        scenario = self.state.scenario.with_director(Director(value))
        return self._moved(SetSuspicion.KIND, scenario, {"value": value})

    def _set_adversity(self, action: SetAdversity) -> ActionResult:
        founder = self.state.scenario.founder(_name(action.founder, "founder"))
        value = _whole(action.value, "value", minimum=0)
        changed = dataclasses.replace(founder, adversity=value)
        outcome = {"founder": founder.name, "value": value}
        return self._moved(SetAdversity.KIND, self.state.scenario.with_founder(changed), outcome)

    def _add_consequence(self, action: AddConsequence) -> ActionResult:
        founder = self.state.scenario.founder(_name(action.founder, "founder"))
        tag = Tag(_name(action.name, "name"), _whole(action.score, "score", minimum=1))
        changed = founder.add_consequence(tag)
        outcome = {"founder": founder.name, "name": tag.name, "score": tag.score}
        return self._moved(AddConsequence.KIND, self.state.scenario.with_founder(changed), outcome)

    def _remove_consequence(self, action: RemoveConsequence) -> ActionResult:
        founder = self.state.scenario.founder(_name(action.founder, "founder"))
        changed = founder.remove_consequence(_name(action.name, "name"))
        gone = next(tag for tag in founder.consequences if tag not in changed.consequences)
        outcome = {"founder": founder.name, "name": gone.name, "score": gone.score}
        return self._moved(
            RemoveConsequence.KIND, self.state.scenario.with_founder(changed), outcome
        )

    # -- contests --------------------------------------------------------------------------

    def _contest(self, action: StartContest) -> ActionResult:
        challenger = self._party(action.challenger, "challenger")
        defender = self._party(action.defender, "defender")
        # Try the contest with neutral dice first, so a refused one rolls nothing.
        self.state.scenario.start_contest(challenger, defender, _NEUTRAL_FACES, _NEUTRAL_FACES)
        challenger_dice = self._roll(action.challenger.dice, dice_of(challenger.founder))
        defender_dice = self._roll(action.defender.dice, dice_of(defender.founder))
        scenario = self.state.scenario.start_contest(
            challenger, defender, challenger_dice, defender_dice
        )
        return self._contest_turn(StartContest.KIND, scenario, {})

    def _contest_adversity(self, action: ContestAdversity) -> ActionResult:
        count = _whole(action.count, "count", minimum=1)
        who = self._to_move()
        scenario = self.state.scenario.contest_spend_adversity(count)
        return self._contest_turn(ContestAdversity.KIND, scenario, {"founder": who, "count": count})

    def _contest_reroll(self, action: ContestRiskyReroll | ContestSuspicionReroll) -> ActionResult:
        risky = isinstance(action, ContestRiskyReroll)
        turn: ContestAction = "risky_reroll" if risky else "suspicion_reroll"
        mover = {"founder": self._to_move()} if risky else {}
        # Asked before rolling, so a refused reroll uses no dice.
        if turn not in self.state.scenario.contest_actions():
            self.state.scenario.contest_reroll(turn, _NEUTRAL_FACES)  # the engine says why
        dice = self._roll(action.dice)
        scenario = self.state.scenario.contest_reroll(turn, dice)
        return self._contest_turn(action.KIND, scenario, {**mover, **_faces_json(dice)})

    def _contest_pass(self, _action: ContestPass) -> ActionResult:
        who = self._to_move()
        scenario = self.state.scenario.contest_pass()
        return self._contest_turn(ContestPass.KIND, scenario, {"founder": who})

    def _end_contest(self, _action: EndContest) -> ActionResult:
        contest = self.state.scenario.contest
        finished = contest is not None and contest.finished
        scenario = self.state.scenario.end_contest()
        return self._moved(EndContest.KIND, scenario, {"finished": finished})

    def _contest_turn(self, kind: str, scenario: Scenario, outcome: dict[str, Any]) -> ActionResult:
        """A contest's turn: what the side did, then where the contest stands."""
        contest = scenario.contest
        assert contest is not None
        return self._moved(kind, scenario, {**outcome, "contest": _contest_json(contest)})

    def _to_move(self) -> str | None:
        """The Founder to move (None: the Director), or why no contest turn can be taken."""
        contest = self.state.scenario.contest
        if contest is None or contest.to_move is None:
            raise FoundersError(translate("FoundersDriver", "there is no contest under way"))
        return contest.sides[contest.to_move].party.founder

    # -- moving and reading ----------------------------------------------------------------

    def _moved(self, kind: str, scenario: Scenario, outcome: dict[str, Any]) -> ActionResult:
        """The table with a new scenario; the check waiting or taken last stays as it was."""
        self.state = dataclasses.replace(self.state, scenario=scenario)
        return ActionResult(kind, outcome, self.view())

    def _roll(self, typed: tuple[int, ...] | None, what: str = "") -> Faces:
        """The typed faces, or a roll of the session's recorded dice.

        ``what``: whose dice, a contest side's (:func:`dice_of`); "" for the check's.
        Mirroring real dice, the faces must be typed: the app never rolls for the table.
        """
        what = what or translate("FoundersDriver", "dice")
        if typed is None:
            if self.mirror:
                raise DiceError(
                    translate(
                        "FoundersDriver",
                        "{what}: type the two faces rolled at the table, such as 3 4",
                    ).format(what=what)
                )
            return roll_2d6(RandomDice(self.rng), what)
        return check_faces(typed, what)

    def _modifiers(
        self,
        helping_names: tuple[str, ...],
        hindering_names: tuple[str, ...],
        assists: tuple[AssistChoice, ...],
        founder: Founder | None,
        owner: str = "",
    ) -> Modifiers:
        """Named tags looked up on the Founder (traits, consequences) and the scene (F-10, F-30).

        ``owner`` names the roll in messages ("the challenger's roll"); "" is the check."""
        owner = owner or translate("FoundersDriver", "the check")
        for field, names in (("helping", helping_names), ("hindering", hindering_names)):
            if not all(name.strip() for name in names):
                raise FoundersError(
                    translate(
                        "FoundersDriver", "{owner}: {field} must be a list of tag names"
                    ).format(owner=owner, field=field)
                )
        helping = tuple(self._tag(name, founder) for name in helping_names)
        hindering = tuple(self._tag(name, founder) for name in hindering_names)
        both = [tag.name for tag in helping if any(same_name(tag.name, o.name) for o in hindering)]
        if both:
            raise FoundersError(
                translate("FoundersDriver", "'{name}' cannot both help and hinder {owner}").format(
                    name=both[0], owner=owner
                )
            )
        repeated = _first_repeat([tag.name for tag in helping + hindering])
        if repeated is not None:
            raise FoundersError(
                translate("FoundersDriver", "'{name}' counts only once in {owner}").format(
                    name=repeated, owner=owner
                )
            )
        try:
            parsed = tuple(Assist(assist.relevant, assist.by) for assist in assists)
        except UserError as error:
            raise FoundersError(
                translate("FoundersDriver", "{owner}: {problem}").format(owner=owner, problem=error)
            ) from None
        return Modifiers(helping, hindering, parsed)

    def _tag(self, name: str, founder: Founder | None) -> Tag:
        """A tag by name: the Founder's own first, then the scene's circumstances."""
        found = None if founder is None else find_named(founder.tags, name)
        if found is not None:
            return found
        scene = self.state.scenario.scene
        if scene.has(name):
            return scene.circumstance(name).as_tag()
        if founder is None:
            refusal = translate(
                "FoundersDriver",
                "there is no tag '{name}', and scene '{scene}' has no such circumstance",
            )
        else:
            refusal = translate(
                "FoundersDriver",
                "{founder} has no tag '{name}', and scene '{scene}' has no such circumstance",
            )
        raise FoundersError(
            refusal.format(founder=founder.name if founder else "", name=name, scene=scene.name)
        )

    def _party(self, choice: PartyChoice, side: str) -> ContestParty:
        founder = None
        if choice.founder is not None:
            founder = self.state.scenario.founder(_name(choice.founder, f"{side}.founder"))
        owner = (
            translate("FoundersDriver", "the challenger's roll")
            if side == "challenger"
            else translate("FoundersDriver", "the defender's roll")
        )
        modifiers = self._modifiers(
            choice.helping, choice.hindering, choice.assists, founder, owner
        )
        return ContestParty(None if founder is None else founder.name, modifiers)

    HANDLERS: ClassVar[dict[type[Action], Callable[[Any, Any], ActionResult]]] = {
        Check: _check,
        RiskyReroll: _risky_reroll,
        Take: _take,
        Complication: _complication,
        AddCircumstance: _add_circumstance,
        EditCircumstance: _edit_circumstance,
        RemoveCircumstance: _remove_circumstance,
        NextScene: _next_scene,
        NewScenario: _new_scenario,
        SetSuspicion: _set_suspicion,
        SetAdversity: _set_adversity,
        AddConsequence: _add_consequence,
        RemoveConsequence: _remove_consequence,
        StartContest: _contest,
        ContestAdversity: _contest_adversity,
        ContestRiskyReroll: _contest_reroll,
        ContestSuspicionReroll: _contest_reroll,
        ContestPass: _contest_pass,
        EndContest: _end_contest,
    }


# -- reading fields ----------------------------------------------------------------------------


def _name(value: str, field: str) -> str:
    """A name with its spaces tidied; a blank one is refused, naming its field."""
    if not value.strip():
        raise FoundersError(
            translate("FoundersDriver", "field '{field}' must be a name, not {value}").format(
                field=field, value=f"{value!r:.30}"
            )
        )
    return " ".join(value.split())


def _whole(value: int, field: str, minimum: int) -> int:
    if value < minimum:
        raise FoundersError(
            translate(
                "FoundersDriver",
                "field '{field}' must be a whole number of at least {minimum}, not {value}",
            ).format(field=field, minimum=minimum, value=f"{value!r:.20}")
        )
    return value


def _difficulty(value: int | str) -> int:
    if isinstance(value, int):
        return _whole(value, "difficulty", minimum=1)
    return parse_difficulty(value)


def _first_repeat(names: list[str]) -> str | None:
    for index, name in enumerate(names):
        if any(same_name(name, earlier) for earlier in names[:index]):
            return name
    return None


# -- outcomes: data for the stored event ----------------------------------------------------------


def _automatic(faces: Faces) -> str | None:
    roll = automatic(faces)
    return None if roll is None else roll.value


def _faces_json(faces: Faces) -> dict[str, Any]:
    return {"dice": list(faces), "automatic": _automatic(faces)}


def _standing(pending: PendingCheck) -> dict[str, Any]:
    """A roll on the table, before tokens: what the table decides on."""
    before = pending.preview(0)
    return {
        "leader": pending.leader,
        **_faces_json(before.standing),
        "modifiers": pending.setup.modifiers.total,
        "difficulty": pending.setup.difficulty,
        "total": before.total,
        "so_far": "success" if before.succeeded else "failure",
    }


def _contest_json(contest: Contest) -> dict[str, Any]:
    """Where a contest stands: each side's Founder (null: the Director), dice and total."""
    return {
        "sides": [
            {
                "founder": side.party.founder,
                **_faces_json(side.dice),
                "total": side.total,
            }
            for side in contest.sides
        ],
        "to_move": contest.to_move,
        "winner": contest.winner,
    }
