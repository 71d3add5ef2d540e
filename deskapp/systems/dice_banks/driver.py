"""Dice banks at the table: conflict rounds, rolls and their Power, support, long actions — B-01 … B-74.

The driver holds the table's one immutable state, a
:class:`~deskapp.systems.dice_banks.state.BanksState` (the characters, the
conflict, open rolls, support, long actions): every action computes a new state
from the current one, so a refused action changes nothing.

The driver only moves the table forward: undo and redo are the play kernel's
(:mod:`deskapp.core.play.kernel`), which replays the actions in effect with
their recorded dice. Actions are the typed records of
:mod:`deskapp.systems.dice_banks.actions` (their JSON: ``docs/sessions/dice_banks.md``);
each handler returns an :class:`~deskapp.core.play.actions.ActionResult` whose
``outcome`` is plain data stored with the event (a roll's is its
:class:`~deskapp.systems.dice_banks.view.RollView`) and whose ``detail`` is the
roll view for the screen. The screen draws :meth:`DiceBanksDriver.view`.

Every roll takes its dice from ``faces`` when given (mirror mode requires
them), otherwise from the session's recorded random generator; the order is
the engine's: the dice rolled, each round of explosions, then the Power dice.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from deskapp.core.dice import Dice, DiceError, EnteredDice, RandomDice
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.actions import Action as TableAction
from deskapp.core.play.actions import ActionDriver, ActionResult, Handler, parse_action
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.setup import TableChoice
from deskapp.systems.dice_banks.actions import (
    ROLL_KINDS,
    BeginConflict,
    BurnPlan,
    Damage,
    DropSupport,
    EndConflict,
    ExtraActions,
    Join,
    LongClose,
    LongInterrupt,
    LongRestart,
    LongStart,
    LongStop,
    NewRound,
    NewScene,
    OtherSkill,
    Practice,
    Remove,
    Roll,
    Settle,
)
from deskapp.systems.dice_banks.long_actions import LongAction, LongStatus
from deskapp.systems.dice_banks.rules import (
    SIDES,
    Action,
    ActionRoll,
    Bank,
    Burn,
    BurnUse,
    DiceBanksOptions,
    Outcome,
    PoolRoll,
    SkillKind,
    explosion_threshold,
    roll_outside_conflict,
    success_threshold,
    support_bonus,
)
from deskapp.systems.dice_banks.rules import ActionResult as SettledAction
from deskapp.systems.dice_banks.sheet import STUN, CharacterDataError, DiceBanksCharacter
from deskapp.systems.dice_banks.state import BanksState, Conflict, LongEntry, OpenRoll
from deskapp.systems.dice_banks.view import (
    BurnView,
    CombatantView,
    ConflictView,
    PracticeMark,
    RollView,
    SupportHelp,
    SupportWaiting,
    TableView,
)
from deskapp.systems.dice_banks.words import in_the_bank, the_bank

__all__ = ["ROLL_KINDS", "DiceBanksDriver"]


def face_order() -> str:
    """How typed faces are used, for a refusal about them."""
    return translate(
        "DiceBanksDriver",
        "faces go in this order: the dice rolled, one per exploded die, then the Power dice",
    )


class _UnusedFaces(DiceError):
    """Typed faces a roll did not need: the roll is refused."""


class DiceBanksDriver(ActionDriver):
    """The dice-banks table for a play session: performs typed actions on the rules engine."""

    SYSTEM: ClassVar[str] = "dice_banks"
    HANDLERS: ClassVar[dict[type[TableAction], Handler]] = {}

    def __init__(
        self, state: BanksState, options: DiceBanksOptions, mirror: bool, rng: RecordedRandom
    ) -> None:
        self.state = state
        self.options = options
        self.mirror = mirror
        self.rng = rng
        self._dice_now: Dice | None = None  # the dice of the roll or settle being performed
        self._probe: _ProbeDice | None = None  # stand-in dice of a preview

    # --- the Driver protocol --------------------------------------------------------------

    @classmethod
    def setup_from_campaign(cls, choice: TableChoice) -> dict[str, Any]:
        """The characters as they stand on their sheets, the table options and mirror mode."""
        return {
            "characters": [character.to_json() for character in choice.characters],
            "options": DiceBanksOptions.from_json(choice.options).to_json(),
            "mirror": bool(choice.mirror),
        }

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> DiceBanksDriver:
        if not isinstance(setup, dict):
            raise UserError(
                translate("DiceBanksDriver", "a dice-banks session's setup must be a JSON object")
            )
        characters = setup.get("characters", [])
        if not isinstance(characters, list):
            raise UserError(
                translate("DiceBanksDriver", "a dice-banks session's characters must be a list")
            )
        loaded = tuple(DiceBanksCharacter.from_json(data) for data in characters)
        names = [character.name.casefold() for character in loaded]
        if len(set(names)) != len(names):
            raise UserError(
                translate(
                    "DiceBanksDriver", "two characters at a dice-banks table have the same name"
                )
            )
        mirror = setup.get("mirror", False)
        if not isinstance(mirror, bool):
            raise UserError(
                translate(
                    "DiceBanksDriver", "a dice-banks session's mirror mode must be true or false"
                )
            )
        options = DiceBanksOptions.from_json(setup.get("options"))
        return cls(BanksState(loaded), options, mirror, rng)

    def perform(self, action: dict[str, Any] | TableAction) -> ActionResult:
        """Do one action; a refused one raises UserError and leaves the table as it was."""
        typed = action if isinstance(action, TableAction) else parse_action(self.HANDLERS, action)
        dice = self._dice(typed) if isinstance(typed, Roll | Settle) else None
        self._dice_now = dice
        try:
            return self.HANDLERS[type(typed)](self, typed)
        except DiceError as error:
            if isinstance(error, _UnusedFaces) or not isinstance(dice, EnteredDice):
                raise
            raise DiceError(f"{error} ({face_order()})") from None
        finally:
            self._dice_now = None

    def preview(self, action: dict[str, Any] | TableAction) -> tuple[ActionResult, int]:
        """What a roll or settle would do, and how many faces it needs, without rolling.

        Faces typed so far (``faces``) are used first; the others stand in as 1s
        (no success, no explosion), so the count grows as typed faces explode or
        earn Power dice, and is exact once every face it asks for is typed. The
        random generator is never touched and the table never changes, so this
        is safe in any mode. Raises UserError for an action the table would refuse.
        """
        typed = action if isinstance(action, TableAction) else parse_action(self.HANDLERS, action)
        assert isinstance(typed, Roll | Settle), "the screen previews only a roll or a settle"
        faces = list(typed.faces or ())
        EnteredDice(faces, sides=SIDES)  # refuses a face a d10 cannot show
        probe = _ProbeDice(faces)
        shadow = copy.copy(self)  # the same table and rules; its changes stay its own
        shadow._probe = probe
        result = shadow.perform(replace(typed, faces=None))
        return result, probe.used + probe.missing

    def view(self) -> TableView:
        """The table as the screen shows it: frozen, typed."""
        table = self.state
        conflict = table.conflict
        return TableView(
            mirror=self.mirror,
            scene=table.scene,
            characters=table.characters,
            opponents=table.opponents,
            extra_actions=dict(table.extra_actions),
            conflict=None if conflict is None else _conflict_view(table, conflict),
            practice={name: tuple(sorted(skills)) for name, skills in table.practice.items()},
            waiting=tuple(waiting.waiting_view() for waiting in table.open_rolls),
            supports={
                name: tuple(SupportWaiting(giver, bonus) for giver, bonus in given)
                for name, given in table.supports.items()
            },
            long_actions={name: entry.view() for name, entry in table.long_actions.items()},
            last=table.last,
            next_id=table.next_id,
        )

    def state_json(self) -> dict[str, Any]:
        return {"mirror": self.mirror, "options": self.options.to_json(), **self.view().to_json()}

    # --- the SheetKeeper protocol ---------------------------------------------------------

    def sheet_updates(self) -> dict[str, Any]:
        """The campaign characters' sheets as play has left them, for Update Sheets.

        The session's copies started as the whole campaign sheets, and play only
        marks damage in their Scars (B-23, B-31) and practice XP in their skills
        (B-15). Opponents who joined at the table have no campaign sheet: they
        are left out, so one that shares a campaign character's name never
        overwrites that character.
        """
        table = self.state
        return {
            "characters": {
                character.name: character.to_json()
                for character in table.characters
                if character.name not in table.opponents
            },
            "game_master": None,
        }

    # --- dice and results -------------------------------------------------------------------

    def _dice(self, action: Roll | Settle) -> Dice:
        if self._probe is not None:
            return self._probe
        if action.faces is None:
            if self.mirror:
                raise UserError(
                    translate(
                        "DiceBanksDriver",
                        "this table mirrors real dice: type the faces that were rolled",
                    )
                )
            return RandomDice(self.rng)
        return EnteredDice(list(action.faces), sides=SIDES)

    def _rolling(self) -> Dice:
        assert self._dice_now is not None
        return self._dice_now

    def _done(
        self, table: BanksState, action: TableAction, outcome: dict[str, Any], detail: Any = None
    ) -> ActionResult:
        """Put the new table in place, once every typed face has been used."""
        dice = self._dice_now
        if isinstance(dice, EnteredDice) and dice.unused:
            spare = " ".join(map(str, dice.unused))
            raise _UnusedFaces(
                translate(
                    "DiceBanksDriver",
                    "{unused} of the {faces} faces typed were not needed ({spare}): this roll used {used}",
                ).format(
                    unused=len(dice.unused), faces=len(dice.faces), spare=spare, used=dice.used
                )
            )
        self.state = table
        return ActionResult(action.KIND, outcome, detail)

    # --- rolls ----------------------------------------------------------------------------

    def _roll(self, action: Roll) -> ActionResult:
        dice = self._rolling()
        request = _RollRequest.parse(self.state, action)
        table = self.state
        who, declared = request.who, request.action
        character = table.character(who)
        # B-31: burned points go into the Scar as stun; burn() refuses what the Scar cannot take.
        burned = character.burn(declared.burn) if declared.burn is not None else character
        if request.supports:
            table = replace(table, supports=_without(table.supports, who))
        if request.kind == "long":
            return self._roll_long(action, table, request, burned, dice)
        conflict = table.conflict
        if conflict is None:
            rolled = roll_outside_conflict(table.combatant(character), declared, dice, self.options)
        elif request.kind == "reaction":
            conflict, rolled = conflict.react(who, request.bank, declared, dice, self.options)
        else:
            conflict, rolled = conflict.act(who, request.bank, declared, dice, self.options)
        table = replace(table, conflict=conflict).with_character(burned)
        table, practice = _mark_practice(table, who, request.practice_skill, rolled.practice_xp)
        if request.kind == "reaction":
            return self._react(action, table, request, rolled, practice)
        # Without a success no reaction can change the outcome (B-16): it settles at once.
        if request.target is not None and rolled.successes > 0:
            view = request.view(rolled, practice, "open", id=table.next_id)
            waiting = OpenRoll(table.next_id, who, request.target, request.difficulty, rolled, view)
            waiting = replace(waiting, view=replace(view, defense=waiting.defense))
            table = replace(
                table,
                open_rolls=(*table.open_rolls, waiting),
                next_id=table.next_id + 1,
                last=waiting.view,
            )
            return self._done(table, action, {"roll": waiting.view.to_json()}, waiting.view)
        result = rolled.settle(request.difficulty, dice)
        view = _settled(request.view(rolled, practice, "settled"), result)
        if request.kind == "support":
            assert request.beneficiary is not None
            bonus = support_bonus(result)
            view = replace(view, support=SupportHelp(request.beneficiary, bonus))
            if bonus:
                given = (*table.supports.get(request.beneficiary, ()), (who, bonus))
                table = replace(table, supports={**table.supports, request.beneficiary: given})
        table = replace(table, last=view)
        return self._done(table, action, {"roll": view.to_json()}, view)

    def _react(
        self,
        action: Roll,
        table: BanksState,
        request: _RollRequest,
        rolled: ActionRoll,
        practice: PracticeMark | None,
    ) -> ActionResult:
        """Count a reaction as a Defense against the action it answers (B-41, B-42)."""
        waiting = table.open_roll(request.against)
        view = request.view(rolled, practice, "reaction", against=waiting.id)
        answered = replace(waiting, reactions=(*waiting.reactions, view))
        open_rolls = tuple(answered if w.id == waiting.id else w for w in table.open_rolls)
        table = replace(table, open_rolls=open_rolls, last=view)
        outcome = {
            "roll": view.to_json(),
            "answers": {
                "who": waiting.who,
                "skill": waiting.view.skill,
                "defense": answered.defense,
            },
        }
        return self._done(table, action, outcome, view)

    def _roll_long(
        self,
        action: Roll,
        table: BanksState,
        request: _RollRequest,
        burned: DiceBanksCharacter,
        dice: Dice,
    ) -> ActionResult:
        who, declared = request.who, request.action
        entry = table.long_actions[who]
        if table.conflict is not None:
            table = replace(
                table, conflict=_pay_long_roll(table.conflict, who, entry.long, declared)
            )
        elif declared.bank_dice > burned.bank_size:
            how_many = burned.bank_size  # a plain name: lupdate skips a translate() counting a.b
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "{who} has %n dice in a bank, not {asked} (rule B-06)",
                    None,
                    how_many,
                ).format(who=who, asked=declared.bank_dice)
            )
        # B-74: a paused roll counts now, as the roll it was.
        long, result = entry.long.roll(declared, dice, self.options, defense=request.difficulty)
        after = LongEntry(entry.title, long)
        table = replace(table, long_actions={**table.long_actions, who: after})
        table = table.with_character(burned)
        table, practice = _mark_practice(
            table, who, request.practice_skill, result.roll.practice_xp
        )
        wiped = (
            entry.long.total
            if result.outcome is Outcome.CRITICAL_FAILURE and entry.long.total
            else 0
        )  # B-71
        view = _settled(request.view(result.roll, practice, "settled"), result)
        view = replace(view, long=after.view(wiped))
        table = replace(table, last=view)
        return self._done(table, action, {"roll": view.to_json()}, view)

    def _settle(self, action: Settle) -> ActionResult:
        dice = self._rolling()
        table = self.state
        waiting = table.open_roll(action.roll)
        result = waiting.roll.settle(waiting.defense, dice)
        view = _settled(waiting.view, result)
        remaining = tuple(w for w in table.open_rolls if w.id != waiting.id)
        table = replace(table, open_rolls=remaining, last=view)
        return self._done(table, action, {"roll": view.to_json()}, view)

    # --- the conflict ---------------------------------------------------------------------

    def _begin_conflict(self, action: BeginConflict) -> ActionResult:
        table = self.state
        if table.conflict is not None:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "a conflict is already going: end it before beginning another",
                )
            )
        if not table.characters:
            raise UserError(
                translate(
                    "DiceBanksDriver", "nobody is at the table to fight: add an opponent first"
                )
            )
        conflict = Conflict(tuple(table.combatant(c) for c in table.characters))
        # B-74: the interrupted enter this first round without their roll's dice, and only it.
        table = replace(table, conflict=conflict, interrupted={})
        return self._done(table, action, {"round": conflict.round})

    def _new_round(self, action: NewRound) -> ActionResult:
        table = self.state
        conflict = _round_over(table, ending=False).next_round()
        return self._done(replace(table, conflict=conflict), action, {"round": conflict.round})

    def _end_conflict(self, action: EndConflict) -> ActionResult:
        table = self.state
        rounds = _round_over(table, ending=True).round
        return self._done(replace(table, conflict=None), action, {"rounds": rounds})

    def _join(self, action: Join) -> ActionResult:
        table = self.state
        try:
            character = DiceBanksCharacter.from_json(action.character)
        except CharacterDataError as error:
            raise UserError(
                translate("DiceBanksDriver", "the opponent cannot join: {error}").format(
                    error=error
                )
            ) from None
        if any(c.name.casefold() == character.name.casefold() for c in table.characters):
            raise UserError(
                translate(
                    "DiceBanksDriver", "someone called '{name}' is already at the table"
                ).format(name=character.name)
            )
        extra = action.extra_actions
        table = replace(
            table,
            characters=(*table.characters, character),
            opponents=table.opponents | {character.name},
            extra_actions={**table.extra_actions, character.name: extra}
            if extra
            else table.extra_actions,
        )
        joined_round = None
        if table.conflict is not None:
            conflict = table.conflict.join(table.combatant(character))
            table = replace(table, conflict=conflict)
            joined_round = conflict.round
        outcome = {
            "name": character.name,
            "proficiency": character.proficiency,
            "round": joined_round,
        }
        return self._done(table, action, outcome)

    def _remove(self, action: Remove) -> ActionResult:
        table = self.state
        who = table.character(action.who).name
        if who not in table.opponents:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "{who} plays from the campaign: only opponents who joined can leave",
                ).format(who=who)
            )
        if any(who in (w.who, w.target) for w in table.open_rolls):
            raise UserError(
                translate(
                    "DiceBanksDriver", "settle the roll that involves {who} before {who} leaves"
                ).format(who=who)
            )
        conflict = table.conflict
        if conflict is not None:
            kept = tuple(c for c in conflict.combatants if c.name != who)
            conflict = Conflict(kept, conflict.round)
        table = replace(
            table,
            characters=tuple(c for c in table.characters if c.name != who),
            opponents=table.opponents - {who},
            extra_actions=_without(table.extra_actions, who),
            practice=_without(table.practice, who),
            supports=_without(table.supports, who),
            long_actions=_without(table.long_actions, who),
            conflict=conflict,
        )
        return self._done(table, action, {"who": who})

    def _extra_actions(self, action: ExtraActions) -> ActionResult:
        table = self.state
        character = table.character(action.who)
        count = action.count
        table = replace(table, extra_actions={**table.extra_actions, character.name: count})
        if table.conflict is not None:  # every character at the table is in it
            combatant = table.conflict.combatant(character.name)
            updated = replace(combatant, extra_actions=table.combatant(character).extra_actions)
            table = replace(table, conflict=table.conflict.with_combatant(updated))
        return self._done(table, action, {"who": character.name, "count": count})

    # --- the characters' sheets -----------------------------------------------------------

    def _damage(self, action: Damage) -> ActionResult:
        table = self.state
        character = table.character(action.who)
        try:
            changed = character.take_damage(action.scar, action.points, action.type)
        except CharacterDataError as error:
            raise UserError(str(error)) from None
        taken = changed.scar(action.scar)
        outcome = {
            "who": character.name,
            "scar": taken.name,
            "points": action.points,
            "type": action.type,
            "total": taken.total,
            "boxes": taken.boxes,
        }
        return self._done(table.with_character(changed), action, outcome)

    def _practice(self, action: Practice) -> ActionResult:
        table = self.state
        character = table.character(action.who)
        skill = character.skill(action.skill).name  # refuses a skill not on the sheet
        changed, practice = _mark_practice(table, character.name, skill, 1)
        if changed is table or practice is None:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "{name} already has the practice XP of {skill} this scene (rule B-15)",
                ).format(name=character.name, skill=skill)
            )
        return self._done(changed, action, {"who": character.name, "practice": practice.to_json()})

    def _new_scene(self, action: NewScene) -> ActionResult:
        table = self.state
        if table.conflict is not None:
            raise UserError(translate("DiceBanksDriver", "end the conflict before the scene ends"))
        scene = table.scene + 1
        return self._done(replace(table, scene=scene, practice={}), action, {"scene": scene})

    def _drop_support(self, action: DropSupport) -> ActionResult:
        table = self.state
        who = table.character(action.who).name
        if not table.supports.get(who):
            raise UserError(
                translate("DiceBanksDriver", "no support is waiting for {who}'s next roll").format(
                    who=who
                )
            )
        return self._done(
            replace(table, supports=_without(table.supports, who)), action, {"who": who}
        )

    # --- long actions ---------------------------------------------------------------------

    def _long_start(self, action: LongStart) -> ActionResult:
        table = self.state
        character = table.character(action.who)
        who = character.name
        current = table.long_actions.get(who)
        if current is not None and current.long.status is LongStatus.GOING:
            raise UserError(
                translate(
                    "DiceBanksDriver", "{who} is still working on '{title}': close it first"
                ).format(who=who, title=current.title)
            )
        long = LongAction(Bank(action.bank), character.bank_size, action.target, action.cumulative)
        entry = LongEntry(action.title, long)
        table = replace(table, long_actions={**table.long_actions, who: entry})
        outcome = {"who": who, "title": action.title, "target": action.target}
        return self._done(table, action, outcome)

    def _long_close(self, action: LongClose) -> ActionResult:
        table = self.state
        who = table.character(action.who).name
        entry = table.long_actions.get(who)
        if entry is None:
            raise UserError(
                translate("DiceBanksDriver", "{who} has no long action to close").format(who=who)
            )
        table = replace(table, long_actions=_without(table.long_actions, who))
        outcome = {
            "who": who,
            "title": entry.title,
            "status": entry.long.status.value,
            "total": entry.long.total,
        }
        return self._done(table, action, outcome)


def _long_interrupt(driver: DiceBanksDriver, action: LongInterrupt) -> ActionResult:
    """B-74: the roll under way is paused, wasted or lost; its dice are missing in the conflict."""
    table = driver.state
    who = table.character(action.who).name
    entry = table.long_actions.get(who)
    if entry is None:
        raise UserError(
            translate("DiceBanksDriver", "{who} has no long action to interrupt").format(who=who)
        )
    long, spent = entry.long.interrupt(action.how, action.dice)
    table = replace(table, long_actions={**table.long_actions, who: LongEntry(entry.title, long)})
    conflict = table.conflict
    if conflict is not None:  # every character at the table is in it
        fighter = conflict.combatant(who)
        missing = {
            bank: min(fighter.bank_size, fighter.spent.get(bank, 0) + dice)
            for bank, dice in spent.items()
        }
        table = replace(
            table,
            conflict=conflict.with_combatant(replace(fighter, spent={**fighter.spent, **missing})),
        )
    else:
        table = replace(table, interrupted={**table.interrupted, who: spent})
    outcome = {
        "who": who,
        "title": entry.title,
        "how": action.how,
        "dice": action.dice,
        "bank": long.bank.value,
        "total": long.total,
        "status": long.status.value,
    }
    return driver._done(table, action, outcome)


def _long_change(
    change: Callable[[LongAction], LongAction],
) -> Callable[[DiceBanksDriver, LongStop | LongRestart], ActionResult]:
    """A handler that stops or restarts ``who``'s long action (B-70, B-73)."""

    def handler(driver: DiceBanksDriver, action: LongStop | LongRestart) -> ActionResult:
        table = driver.state
        who = table.character(action.who).name
        entry = table.long_actions.get(who)
        if entry is None:
            raise UserError(
                translate("DiceBanksDriver", "{who} has no long action").format(who=who)
            )
        changed = LongEntry(entry.title, change(entry.long))
        table = replace(table, long_actions={**table.long_actions, who: changed})
        outcome = {"who": who, "title": entry.title, "total": changed.long.total}
        return driver._done(table, action, outcome)

    return handler


@dataclass(frozen=True)
class _RollRequest:
    """A roll as declared and checked against the table, before any die is rolled."""

    who: str
    kind: str
    bank: Bank
    skill: str
    practice_skill: str | None  # the sheet's skill that earns practice XP; None for others
    action: Action
    difficulty: int
    target: str | None
    against: int | None
    beneficiary: str | None
    supports: tuple[tuple[str, int], ...]
    damage_type: str

    @classmethod
    def parse(cls, table: BanksState, roll: Roll) -> _RollRequest:
        character = table.character(roll.who)
        who = character.name
        kind = roll.role
        entry = table.long_actions.get(who)
        if kind == "long" and entry is None:
            raise UserError(
                translate(
                    "DiceBanksDriver", "{who} has no long action going: start one first"
                ).format(who=who)
            )
        bank_name = roll.bank
        if bank_name is None and kind == "long" and entry is not None:
            bank_name = entry.long.bank.value
        if bank_name is None:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "say which bank the roll takes its dice from: physical, social or mental",
                )
            )
        bank = Bank(bank_name)
        if kind == "long" and entry is not None and bank is not entry.long.bank:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "{who}'s long action '{title}' uses {its_bank}, not {other_bank}",
                ).format(
                    who=who,
                    title=entry.title,
                    its_bank=the_bank(entry.long.bank.value),
                    other_bank=the_bank(bank.value),
                )
            )
        skill, on_sheet, level, skill_kind = _skill(character, roll.skill)
        target, against, beneficiary = roll.target, roll.against, roll.helps
        _check_partners(table, who, kind, target, against, beneficiary)
        if target is not None:
            target = table.character(target).name
        if beneficiary is not None:
            beneficiary = table.character(beneficiary).name
        if table.conflict is not None and kind != "reaction":
            # Said before any dice are counted: at the table this is the reason that matters.
            acted = table.conflict.combatant(who)
            if acted.actions_left < 1:
                how_many = acted.actions  # a plain name: lupdate skips a translate() counting a.b
                raise UserError(
                    translate(
                        "DiceBanksDriver",
                        "{who} has already taken %n action(s) this round: one action per round (rule B-01), more only from items or abilities (rule B-04); reactions are still open",
                        None,
                        how_many,
                    ).format(who=who)
                )
        supports = table.supports.get(who, ()) if kind in ("action", "long") else ()
        penalty = roll.penalty
        if kind == "long" and table.conflict is not None:
            # B-04: a long action's roll taken as an extra action pays that penalty as well.
            penalty += table.conflict.combatant(who).next_action_penalty
        action = character.action(
            (level, skill_kind),
            roll.dice,
            bonus=roll.bonus + sum(bonus for _giver, bonus in supports),
            penalty=penalty,
            capacity=roll.capacity,
            item=roll.item,
            power_dice=roll.power_dice,
            power_bonus=roll.power_bonus,
            power_penalty=roll.power_penalty,
            burn=_burn(roll.burn),
        )
        if kind in ("support", "long") and action.power is None:
            if kind == "support":
                raise UserError(
                    translate(
                        "DiceBanksDriver",
                        "support adds its Power: choose a capacity attribute or an item with its "
                        "own Power (rule B-60)",
                    )
                )
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "each roll of a long action adds its Power: choose a capacity attribute or an "
                    "item with its own Power (rule B-70)",
                )
            )
        return cls(
            who,
            kind,
            bank,
            skill,
            skill if on_sheet else None,
            action,
            roll.difficulty,
            target,
            against,
            beneficiary,
            supports,
            character.item(roll.item).damage_type if roll.item is not None else STUN,
        )

    def view(
        self, rolled: ActionRoll, practice: PracticeMark | None, status: Any, **more: Any
    ) -> RollView:
        """The declaration and its dice, for the tray and the history (B-10 … B-14)."""
        action = rolled.action
        burn = action.burn
        return RollView(
            who=self.who,
            role=self.kind,
            skill=self.skill,
            bank=self.bank.value,
            support_dice=sum(bonus for _giver, bonus in self.supports),
            burn=None if burn is None else BurnView(burn.scar, burn.points, burn.use.value),
            target=self.target,
            damage_type=self.damage_type,
            level=action.skill,
            kind=action.kind.value,
            dice=rolled.dice_rolled,
            cumulative=rolled.cumulative_penalty,
            rounds=_rounds(rolled.pool),
            success_at=success_threshold(action.skill),
            explode_at=explosion_threshold(action.skill),
            critical_at=action.kind.critical_faces,
            successes=rolled.successes,
            automatic_failure=rolled.automatic_failure,
            critical_failure=rolled.critical_failure,
            great_success=rolled.great_success,
            status=status,
            practice=practice,
            **more,
        )


def _settled(view: RollView, result: SettledAction) -> RollView:
    """A roll view with its Defense, net successes, outcome and Power roll (B-16 … B-24)."""
    source = result.roll.action.power
    return replace(
        view,
        status="settled",
        defense=result.defense,
        net=result.net,
        outcome=result.outcome.value,
        power=result.power,
        power_base=source.base if source is not None else None,
        power_rounds=_rounds(result.power_roll),
        power_success_at=success_threshold(source.rating) if source is not None else None,
        power_explode_at=explosion_threshold(source.rating) if source is not None else None,
    )


def _check_partners(
    table: BanksState, who: str, kind: str, target: Any, against: Any, beneficiary: Any
) -> None:
    """Who a roll is aimed at must fit its kind: only actions target, reactions answer, support helps."""
    for name, value, allowed in (
        ("target", target, "action"),
        ("against", against, "reaction"),
        ("for", beneficiary, "support"),
    ):
        if value is not None and kind != allowed:
            raise UserError(
                translate(
                    "DiceBanksDriver", "'{name}' belongs to a roll as {allowed}, not as {kind}"
                ).format(name=name, allowed=allowed, kind=kind)
            )
    if target is not None:
        conflict = table.conflict
        if conflict is None:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "an action against someone who resists is a conflict: begin it first (rule B-06)",
                )
            )
        if conflict.combatant(target).name == who:
            raise UserError(
                translate("DiceBanksDriver", "{who} cannot take an action against {who}").format(
                    who=who
                )
            )
    if kind == "reaction":
        if table.conflict is None:
            raise UserError(
                translate(
                    "DiceBanksDriver", "reactions happen in a conflict: begin it first (rule B-41)"
                )
            )
        if against is None:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "a reaction answers an action: say which waiting action it is against",
                )
            )
        waiting = table.open_roll(against)
        if waiting.who == who:
            raise UserError(
                translate("DiceBanksDriver", "{who} cannot react to {who}'s own action").format(
                    who=who
                )
            )
        if waiting.target != who:
            raise UserError(
                translate(
                    "DiceBanksDriver",
                    "only {target}, the target of {who}'s action, may react to it; {who2} may support {target} instead (rule B-41)",
                ).format(target=waiting.target, who=waiting.who, who2=who)
            )
    if kind == "support":
        if beneficiary is None:
            raise UserError(
                translate("DiceBanksDriver", "say whose roll the support helps (rule B-60)")
            )
        if table.character(beneficiary).name == who:
            raise UserError(
                translate(
                    "DiceBanksDriver", "{who} cannot support {who}'s own roll (rule B-60)"
                ).format(who=who)
            )


def _skill(
    character: DiceBanksCharacter, value: str | OtherSkill
) -> tuple[str, bool, int, SkillKind]:
    """(label, whether it is on the sheet, level, kind) of a skill named or described in a roll."""
    if isinstance(value, str):
        skill = character.skill(value)
        return skill.name, True, skill.level, skill.kind
    skill_kind = SkillKind.parse(value.kind)
    name = value.name or f"{skill_kind.value} {value.level}"
    return name, False, value.level, skill_kind


def _burn(plan: BurnPlan | None) -> Burn | None:
    return None if plan is None else Burn(plan.scar, plan.points, BurnUse(plan.use))


def _mark_practice(
    table: BanksState, who: str, skill: str | None, earned: int
) -> tuple[BanksState, PracticeMark | None]:
    """Mark the practice XP a roll earned on the session's sheet, once per skill per scene (B-15)."""
    if skill is None or earned < 1:
        return table, None
    character = table.character(who)
    chosen = character.skill(skill)
    this_scene = table.practice.get(who, frozenset())
    if chosen.name in this_scene:
        return table, PracticeMark(skill, False, chosen.practice_xp)
    marked = replace(chosen, practice_xp=chosen.practice_xp + 1)
    skills = tuple(marked if s is chosen else s for s in character.skills)
    practice = {**table.practice, who: this_scene | {chosen.name}}
    table = replace(table.with_character(replace(character, skills=skills)), practice=practice)
    return table, PracticeMark(skill, True, marked.practice_xp)


def _pay_long_roll(conflict: Conflict, who: str, long: LongAction, action: Action) -> Conflict:
    """A long action's roll in a conflict is the round's action, paid from its bank (B-01, B-03);
    the roll request has made sure the action is still open."""
    combatant = conflict.combatant(who)
    left = combatant.dice_left(long.bank)
    if action.bank_dice > left:
        raise UserError(
            translate(
                "DiceBanksDriver",
                "{who} has %n dice left {in_bank} this round, not {asked} (rule B-03)",
                None,
                left,
            ).format(who=who, in_bank=in_the_bank(long.bank.value), asked=action.bank_dice)
        )
    return conflict.with_combatant(combatant._paid(long.bank, action, acted=True))


def _round_over(table: BanksState, ending: bool) -> Conflict:
    """The conflict whose round is over, so that a new round starts (or, ``ending``, the
    conflict ends); refused without a conflict, or while an action waits for its Defense."""
    if table.conflict is None:
        raise UserError(translate("DiceBanksDriver", "no conflict is going: begin one first"))
    if table.open_rolls:
        first = table.open_rolls[0]
        if ending:
            message = translate(
                "DiceBanksDriver",
                "settle {who}'s {skill} roll against {target} before ending the conflict",
            )
        else:
            message = translate(
                "DiceBanksDriver",
                "settle {who}'s {skill} roll against {target} before starting a new round",
            )
        raise UserError(message.format(who=first.who, skill=first.view.skill, target=first.target))
    return table.conflict


def _without(mapping: Mapping[str, Any], key: str) -> dict[str, Any]:
    return {name: value for name, value in mapping.items() if name != key}


def _conflict_view(table: BanksState, conflict: Conflict) -> ConflictView:
    return ConflictView(
        conflict.round,
        tuple(
            CombatantView(
                name=c.name,
                bank_size=c.bank_size,
                dice_left={bank.value: c.dice_left(bank) for bank in Bank},
                actions=c.actions,
                actions_left=c.actions_left,
                extra_actions=c.extra_actions,
                next_action_penalty=c.next_action_penalty,
                # B-31: the stun each Scar that allows burning can still take
                burnable={s.name: s.free for s in table.character(c.name).scars if s.burnable},
            )
            for c in conflict.combatants
        ),
    )


def _rounds(pool: PoolRoll | None) -> tuple[tuple[int, ...], ...]:
    return () if pool is None else tuple(tuple(round_) for round_ in pool.rounds)


class _ProbeDice:
    """Typed faces first, then stand-in 1s — no success, no explosion — counted as missing."""

    def __init__(self, faces: list[int]) -> None:
        self.faces = faces
        self.used = 0
        self.missing = 0

    def roll(self, count: int, sides: int) -> list[int]:
        faces = []
        for _ in range(count):
            if self.used < len(self.faces):
                faces.append(self.faces[self.used])
                self.used += 1
            else:
                faces.append(1)
                self.missing += 1
        return faces


DiceBanksDriver.HANDLERS = {
    Roll: DiceBanksDriver._roll,
    Settle: DiceBanksDriver._settle,
    BeginConflict: DiceBanksDriver._begin_conflict,
    NewRound: DiceBanksDriver._new_round,
    EndConflict: DiceBanksDriver._end_conflict,
    Join: DiceBanksDriver._join,
    Remove: DiceBanksDriver._remove,
    ExtraActions: DiceBanksDriver._extra_actions,
    Damage: DiceBanksDriver._damage,
    Practice: DiceBanksDriver._practice,
    NewScene: DiceBanksDriver._new_scene,
    DropSupport: DiceBanksDriver._drop_support,
    LongStart: DiceBanksDriver._long_start,
    LongStop: _long_change(LongAction.stop),
    LongRestart: _long_change(LongAction.restart),
    LongInterrupt: _long_interrupt,
    LongClose: DiceBanksDriver._long_close,
}
