"""Dice banks at the table: conflict rounds, rolls and their Power, support, long actions — B-01 … B-74.

The whole table is one immutable :class:`Table` value: the session's copies of
the characters (damage and practice XP land here, the campaign sheets stay as
they were), the :class:`Conflict` round tracker, the practice marked this
scene, actions rolled against a target and waiting for reactions, support
bonuses waiting for the roll they help, long actions, and the last roll for the
dice tray. Every action computes a new Table from the current one, so a refused
action changes nothing and undo simply goes back to the Table before.

Actions are JSON objects; ``"do"`` names the action:

- ``{"do": "roll", "who", "as", "bank", "skill", "dice", …}`` — one roll.
  ``as`` is ``action``, ``reaction``, ``support`` or ``long`` (the next roll of
  ``who``'s long action). ``skill`` is the name of one of ``who``'s skills, or
  ``{"name", "level", "kind"}`` for a skill not on the sheet. Optional:
  ``bonus``, ``penalty``, ``difficulty`` (the Defense of the task, B-40),
  ``capacity`` (a capacity attribute's name, or a number), ``item`` (equipment:
  its modifiers, its own Power), ``power_dice``, ``power_bonus``,
  ``power_penalty``, ``burn`` (``{"scar", "points", "use": "dice"|"power"}``),
  ``target`` (action in a conflict: the roll waits for reactions),
  ``against`` (reaction: the id of the waiting action), ``for`` (support: who
  gets the Power as bonus dice), ``faces`` (dice read off real dice).
- ``{"do": "settle", "roll": id, "faces"?}`` — the waiting action meets the
  highest Defense and rolls its Power (B-16, B-21, B-42).
- ``{"do": "begin_conflict"}``, ``{"do": "new_round"}``, ``{"do": "end_conflict"}``.
- ``{"do": "join", "character": {…}, "extra_actions"?}`` — an opponent enters;
  ``{"do": "remove", "who"}`` takes one out again.
- ``{"do": "extra_actions", "who", "count"}`` — extra actions from an ability (B-04).
- ``{"do": "damage", "who", "scar", "points", "type"?}`` — damage into a Scar (B-23).
- ``{"do": "practice", "who", "skill"}`` — mark one practice XP by hand (B-15 cap);
  ``{"do": "new_scene"}`` lifts the once-per-scene cap.
- ``{"do": "long_start", "who", "title", "bank", "target", "cumulative"?}``,
  ``{"do": "long_stop" | "long_restart" | "long_close", "who"}`` (B-70 … B-73).
- ``{"do": "drop_support", "who"}`` — the GM rules a waiting support out.
- ``{"do": "undo"}``, ``{"do": "redo"}``.

Every roll takes its dice from ``faces`` when given (mirror mode requires
them), otherwise from the session's recorded random generator; the order is
the engine's: the dice rolled, each round of explosions, then the Power dice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from deskapp.core.dice import Dice, DiceError, EnteredDice, RandomDice
from deskapp.core.errors import UserError
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.dice_banks.conflict import (
    Combatant,
    Conflict,
    roll_outside_conflict,
)
from deskapp.systems.dice_banks.long_actions import LongAction, LongStatus
from deskapp.systems.dice_banks.rules import (
    SIDES,
    Action,
    ActionResult,
    ActionRoll,
    Bank,
    Burn,
    BurnUse,
    DiceBanksOptions,
    Outcome,
    PoolRoll,
    PowerSource,
    ScenePractice,
    SkillKind,
    explosion_threshold,
    highest_defense,
    success_threshold,
    support_bonus,
)
from deskapp.systems.dice_banks.sheet import STUN, CharacterDataError, DiceBanksCharacter

ROLL_KINDS = ("action", "reaction", "support", "long")
FACE_ORDER = "faces go in this order: the dice rolled, one per exploded die, then the Power dice"
# The actions that roll dice; the others only change the table.
_DICE_ACTIONS = ("roll", "settle")


@dataclass(frozen=True)
class Reaction:
    """A reaction rolled against a waiting action: its successes are a Defense (B-42)."""

    who: str
    roll: ActionRoll
    view: Mapping[str, Any]


@dataclass(frozen=True)
class OpenRoll:
    """An action rolled against a target, waiting for reactions before its Defense is known (B-41, B-42)."""

    id: int
    who: str
    target: str
    difficulty: int
    roll: ActionRoll
    view: Mapping[str, Any]
    reactions: tuple[Reaction, ...] = ()

    @property
    def defense(self) -> int:
        """The highest of the difficulty and the reactions' successes: Defenses never add up (B-42)."""
        return highest_defense(self.difficulty, [reaction.roll for reaction in self.reactions])

    def to_json(self) -> dict[str, Any]:
        return {
            **self.view,
            "defense": self.defense,
            "reactions": [dict(reaction.view) for reaction in self.reactions],
        }


@dataclass(frozen=True)
class LongEntry:
    """A character's long action with the name the table gave it."""

    title: str
    long: LongAction

    def to_json(self) -> dict[str, Any]:
        long = self.long
        return {
            "title": self.title,
            "bank": long.bank.value,
            "target": long.target,
            "cumulative": long.cumulative,
            "total": long.total,
            "rolls": long.rolls,
            "penalty": long.penalty,
            "dice_left": long.dice_left,
            "max_dice": long.max_dice,
            "status": long.status.value,
        }


@dataclass(frozen=True)
class Table:
    """Everything at the table at one moment; never changed, only replaced."""

    characters: tuple[DiceBanksCharacter, ...]
    opponents: frozenset[str] = frozenset()
    extra_actions: Mapping[str, int] = field(default_factory=dict)
    conflict: Conflict | None = None
    scene: int = 1
    practice: Mapping[str, ScenePractice] = field(default_factory=dict)
    open_rolls: tuple[OpenRoll, ...] = ()
    supports: Mapping[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)
    long_actions: Mapping[str, LongEntry] = field(default_factory=dict)
    last: Mapping[str, Any] | None = None
    next_id: int = 1

    def character(self, name: Any) -> DiceBanksCharacter:
        if isinstance(name, str):
            for character in self.characters:
                if character.name.casefold() == name.casefold():
                    return character
        known = ", ".join(character.name for character in self.characters) or "nobody yet"
        raise UserError(f"nobody called {name!r} is at this table (here: {known})")

    def with_character(self, changed: DiceBanksCharacter) -> Table:
        """The table with one character replaced, its conflict Scars in step (B-31)."""
        characters = tuple(changed if c.name == changed.name else c for c in self.characters)
        conflict = self.conflict
        if conflict is not None and _in_conflict(conflict, changed.name):
            combatant = conflict.combatant(changed.name)
            conflict = _replace_combatant(conflict, replace(combatant, burnable=_burnable(changed)))
        return replace(self, characters=characters, conflict=conflict)

    def combatant(self, character: DiceBanksCharacter) -> Combatant:
        """The character entering a conflict, with the extra actions the table granted (B-04)."""
        entering = character.combatant()
        extra = entering.extra_actions + self.extra_actions.get(character.name, 0)
        return replace(entering, extra_actions=extra)

    def open_roll(self, roll_id: Any) -> OpenRoll:
        for waiting in self.open_rolls:
            if waiting.id == roll_id:
                return waiting
        raise UserError(f"no action is waiting for its Defense under number {roll_id!r}")

    def to_json(self) -> dict[str, Any]:
        conflict = self.conflict
        return {
            "scene": self.scene,
            "characters": [
                {**c.to_json(), "opponent": c.name in self.opponents} for c in self.characters
            ],
            "extra_actions": dict(self.extra_actions),
            "conflict": None if conflict is None else _conflict_json(conflict),
            "practice": {name: sorted(scene.skills) for name, scene in self.practice.items()},
            "open_rolls": [waiting.to_json() for waiting in self.open_rolls],
            "supports": {
                name: [{"from": giver, "bonus": bonus} for giver, bonus in given]
                for name, given in self.supports.items()
            },
            "long_actions": {name: entry.to_json() for name, entry in self.long_actions.items()},
            "last": None if self.last is None else dict(self.last),
            "next_id": self.next_id,
        }


@dataclass(frozen=True)
class Done:
    """An action's outcome: the new table, a history line, a short undo label, and details."""

    table: Table
    text: str
    short: str
    view: Mapping[str, Any] | None = None


class DiceBanksDriver:
    """The dice-banks table for a play session: performs JSON actions on the rules engine."""

    SYSTEM: ClassVar[str] = "dice_banks"

    def __init__(
        self, table: Table, options: DiceBanksOptions, mirror: bool, rng: RecordedRandom
    ) -> None:
        self.table = table
        self.options = options
        self.mirror = mirror
        self.rng = rng
        self._done: list[tuple[Table, str]] = []  # the table before each action, and its label
        self._undone: list[tuple[Table, str]] = []

    # --- the Driver protocol --------------------------------------------------------------

    @classmethod
    def setup_from_campaign(
        cls,
        characters: list[DiceBanksCharacter],
        game_master: Any | None,
        options: dict[str, Any],
        mirror: bool,
    ) -> dict[str, Any]:
        """The characters as they stand on their sheets, the table options and mirror mode."""
        return {
            "characters": [character.to_json() for character in characters],
            "options": DiceBanksOptions.from_json(options).to_json(),
            "mirror": bool(mirror),
        }

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> DiceBanksDriver:
        if not isinstance(setup, dict):
            raise UserError("a dice-banks session's setup must be a JSON object")
        characters = setup.get("characters", [])
        if not isinstance(characters, list):
            raise UserError("a dice-banks session's characters must be a list")
        loaded = tuple(DiceBanksCharacter.from_json(data) for data in characters)
        names = [character.name.casefold() for character in loaded]
        if len(set(names)) != len(names):
            raise UserError("two characters at a dice-banks table have the same name")
        mirror = setup.get("mirror", False)
        if not isinstance(mirror, bool):
            raise UserError("a dice-banks session's mirror mode must be true or false")
        options = DiceBanksOptions.from_json(setup.get("options"))
        return cls(Table(loaded), options, mirror, rng)

    def perform(self, action: dict[str, Any]) -> Done:
        """Do one action; a refused one raises UserError and leaves the table as it was."""
        verb = _verb(action)
        if verb == "undo":
            return self._undo()
        if verb == "redo":
            return self._redo()
        done = self.compute(action, self._dice(action) if verb in _DICE_ACTIONS else None)
        self._done.append((self.table, done.short))
        self._undone.clear()
        self.table = done.table
        return done

    def compute(self, action: dict[str, Any], dice: Dice | None) -> Done:
        """What ``action`` would do to the current table with these dice, without doing it."""
        handler = _HANDLERS[_verb(action)]
        fields = _Fields(action)
        try:
            done = handler(self, fields, dice)
        except DiceError as error:
            if not isinstance(dice, EnteredDice):
                raise
            raise DiceError(f"{error} ({FACE_ORDER})") from None
        fields.check_all_read()
        if isinstance(dice, EnteredDice) and dice.unused:
            spare = " ".join(map(str, dice.unused))
            raise DiceError(
                f"{len(dice.unused)} of the {len(dice.faces)} faces typed were not needed "
                f"({spare}): this roll used {dice.used}"
            )
        return done

    def state_json(self) -> dict[str, Any]:
        return {
            "mirror": self.mirror,
            "options": self.options.to_json(),
            **self.table.to_json(),
            "undo": [label for _table, label in self._done],
            "redo": [label for _table, label in self._undone],
        }

    def describe(self, action: dict[str, Any], result: Any) -> str:
        if isinstance(result, Done):
            return result.text
        return str(action.get("do", "?"))

    def undo_description(self) -> str | None:
        return self._done[-1][1] if self._done else None

    def redo_description(self) -> str | None:
        return self._undone[-1][1] if self._undone else None

    # --- the SheetKeeper protocol ---------------------------------------------------------

    def sheet_updates(self) -> dict[str, Any]:
        """The campaign characters' sheets as play has left them, for Update Sheets.

        The session's copies started as the whole campaign sheets, and play only
        marks damage in their Scars (B-23, B-31) and practice XP in their skills
        (B-15). Opponents who joined at the table have no campaign sheet: they
        are left out, so one that shares a campaign character's name never
        overwrites that character.
        """
        table = self.table
        return {
            "characters": {
                character.name: character.to_json()
                for character in table.characters
                if character.name not in table.opponents
            },
            "game_master": None,
        }

    # --- undo and redo: the tables before and after are kept whole ------------------------

    def _undo(self) -> Done:
        if not self._done:
            raise UserError("there is nothing to undo at this table")
        before, label = self._done.pop()
        self._undone.append((self.table, label))
        self.table = before
        return Done(before, f"Undo: {label}", label)

    def _redo(self) -> Done:
        if not self._undone:
            raise UserError("there is nothing to redo at this table")
        after, label = self._undone.pop()
        self._done.append((self.table, label))
        self.table = after
        return Done(after, f"Redo: {label}", label)

    # --- dice -----------------------------------------------------------------------------

    def _dice(self, action: dict[str, Any]) -> Dice:
        faces = action.get("faces")
        if faces is None:
            if self.mirror:
                raise UserError("this table mirrors real dice: type the faces that were rolled")
            return RandomDice(self.rng)
        if not isinstance(faces, list) or not all(
            isinstance(face, int) and not isinstance(face, bool) for face in faces
        ):
            raise UserError("faces must be a list of whole numbers, such as [7, 10, 3]")
        return EnteredDice(faces, sides=SIDES)

    # --- rolls ----------------------------------------------------------------------------

    def _roll(self, fields: _Fields, dice: Dice | None) -> Done:
        assert dice is not None
        fields.optional("faces")
        request = _RollRequest.parse(self.table, fields)
        table = self.table
        who, action = request.who, request.action
        character = table.character(who)
        # B-31: burned points go into the Scar as stun; burn() refuses what the Scar cannot take.
        burned = character.burn(action.burn) if action.burn is not None else character
        if request.supports:
            table = replace(table, supports=_without(table.supports, who))
        view = request.view()
        if request.kind == "long":
            return self._roll_long(table, request, burned, dice, view)
        conflict = table.conflict
        if conflict is None:
            rolled = roll_outside_conflict(table.combatant(character), action, dice, self.options)
        elif request.kind == "reaction":
            conflict, rolled = conflict.react(who, request.bank, action, dice, self.options)
        else:
            conflict, rolled = conflict.act(who, request.bank, action, dice, self.options)
        table = replace(table, conflict=conflict).with_character(burned)
        table, practice = _mark_practice(table, who, request.practice_skill, rolled.practice_xp)
        view |= _roll_json(rolled) | {"practice": practice}
        if request.kind == "reaction":
            return _react(table, request, rolled, view)
        # Without a success no reaction can change the outcome (B-16): it settles at once.
        if request.target is not None and rolled.successes > 0:
            waiting = OpenRoll(table.next_id, who, request.target, request.difficulty, rolled, view)
            waiting = replace(waiting, view=view | {"id": waiting.id, "status": "open"})
            table = replace(
                table,
                open_rolls=(*table.open_rolls, waiting),
                next_id=table.next_id + 1,
                last=waiting.to_json(),
            )
            text = f"{_roll_text(view)}; waiting for {request.target}'s reactions"
            return Done(table, text, f"{who}'s {request.skill} roll", table.last)
        result = rolled.settle(request.difficulty, dice)
        view |= _result_json(result) | {"status": "settled"}
        if request.kind == "support":
            bonus = support_bonus(result)
            view["support"] = {"for": request.beneficiary, "bonus": bonus}
            if bonus:
                given = (*table.supports.get(request.beneficiary, ()), (who, bonus))
                table = replace(table, supports={**table.supports, request.beneficiary: given})
        table = replace(table, last=view)
        return Done(table, _roll_text(view), f"{who}'s {request.skill} roll", view)

    def _roll_long(
        self,
        table: Table,
        request: _RollRequest,
        burned: DiceBanksCharacter,
        dice: Dice,
        view: dict[str, Any],
    ) -> Done:
        who, action = request.who, request.action
        entry = table.long_actions[who]
        if table.conflict is not None:
            table = replace(table, conflict=_pay_long_roll(table.conflict, who, entry.long, action))
        elif action.bank_dice > burned.bank_size:
            raise UserError(
                f"{who} has {burned.bank_size} dice in a bank, not {action.bank_dice} (rule B-06)"
            )
        long, result = entry.long.roll(action, dice, self.options, defense=request.difficulty)
        after = LongEntry(entry.title, long)
        table = replace(table, long_actions={**table.long_actions, who: after})
        table = table.with_character(burned)
        table, practice = _mark_practice(
            table, who, request.practice_skill, result.roll.practice_xp
        )
        view |= _roll_json(result.roll) | _result_json(result)
        view |= {"status": "settled", "practice": practice, "long": after.to_json()}
        if result.outcome is Outcome.CRITICAL_FAILURE and entry.long.total:
            view["long"]["wiped"] = entry.long.total  # B-71
        table = replace(table, last=view)
        return Done(table, _roll_text(view), f"{who}'s step of '{entry.title}'", view)

    def _settle(self, fields: _Fields, dice: Dice | None) -> Done:
        assert dice is not None
        fields.optional("faces")
        table = self.table
        waiting = table.open_roll(fields.get("roll"))
        result = waiting.roll.settle(waiting.defense, dice)
        view = waiting.to_json() | _result_json(result) | {"status": "settled"}
        remaining = tuple(w for w in table.open_rolls if w.id != waiting.id)
        table = replace(table, open_rolls=remaining, last=view)
        # The practice XP was marked when the dice were rolled; the line must not repeat it.
        text = _roll_text(view | {"practice": None})
        return Done(table, text, f"settling {waiting.who}'s roll", view)

    def preview(self, action: dict[str, Any]) -> tuple[Done, int]:
        """What a roll or settle would do, and how many faces it needs, without rolling.

        Faces typed so far (``faces``) are used first; the others stand in as 1s
        (no success, no explosion), so the count grows as typed faces explode or
        earn Power dice, and is exact once every face it asks for is typed. The
        random generator is never touched, so this is safe in any mode. Raises
        UserError for an action the table would refuse.
        """
        typed = action.get("faces") or []
        EnteredDice(typed, sides=SIDES)  # refuses a face a d10 cannot show
        probe = _ProbeDice(typed)
        done = self.compute({key: value for key, value in action.items() if key != "faces"}, probe)
        return done, probe.used + probe.missing

    # --- the conflict ---------------------------------------------------------------------

    def _begin_conflict(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        if table.conflict is not None:
            raise UserError("a conflict is already going: end it before beginning another")
        if not table.characters:
            raise UserError("nobody is at the table to fight: add an opponent first")
        conflict = Conflict.begin(table.combatant(c) for c in table.characters)
        return Done(
            replace(table, conflict=conflict),
            "Conflict begins: round 1, every bank full",
            "beginning the conflict",
        )

    def _new_round(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        conflict = _needs_conflict(table)
        _no_waiting_rolls(table, "starting a new round")
        conflict = conflict.next_round()
        return Done(
            replace(table, conflict=conflict),
            f"Round {conflict.round}: every bank refilled (rule B-05)",
            f"round {conflict.round}",
        )

    def _end_conflict(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        conflict = _needs_conflict(table)
        _no_waiting_rolls(table, "ending the conflict")
        return Done(
            replace(table, conflict=None),
            f"Conflict ends after {conflict.round} rounds",
            "ending the conflict",
        )

    def _join(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        try:
            character = DiceBanksCharacter.from_json(fields.get("character"))
        except CharacterDataError as error:
            raise UserError(f"the opponent cannot join: {error}") from None
        if any(c.name.casefold() == character.name.casefold() for c in table.characters):
            raise UserError(f"someone called '{character.name}' is already at the table")
        extra = fields.whole("extra_actions", 0)
        table = replace(
            table,
            characters=(*table.characters, character),
            opponents=table.opponents | {character.name},
            extra_actions={**table.extra_actions, character.name: extra}
            if extra
            else table.extra_actions,
        )
        text = f"{character.name} joins (Proficiency {character.proficiency})"
        if table.conflict is not None:
            table = replace(table, conflict=table.conflict.join(table.combatant(character)))
            text += f", in round {table.conflict.round} of the conflict"
        return Done(table, text, f"{character.name} joining")

    def _remove(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        who = table.character(fields.text("who")).name
        if who not in table.opponents:
            raise UserError(f"{who} plays from the campaign: only opponents who joined can leave")
        if any(who in (w.who, w.target) for w in table.open_rolls):
            raise UserError(f"settle the roll that involves {who} before {who} leaves")
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
        return Done(table, f"{who} leaves the table", f"{who} leaving")

    def _extra_actions(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        character = table.character(fields.text("who"))
        count = fields.whole("count", 0)
        table = replace(table, extra_actions={**table.extra_actions, character.name: count})
        if table.conflict is not None and _in_conflict(table.conflict, character.name):
            combatant = table.conflict.combatant(character.name)
            updated = replace(combatant, extra_actions=table.combatant(character).extra_actions)
            table = replace(table, conflict=_replace_combatant(table.conflict, updated))
        return Done(
            table,
            f"{character.name} has {count} extra actions per round from abilities (rule B-04)",
            f"{character.name}'s extra actions",
        )

    # --- the characters' sheets -----------------------------------------------------------

    def _damage(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        character = table.character(fields.text("who"))
        scar = fields.text("scar")
        points = fields.whole("points", None, minimum=1)
        damage_type = fields.text("type", STUN)
        try:
            changed = character.take_damage(scar, points, damage_type)
        except CharacterDataError as error:
            raise UserError(str(error)) from None
        taken = changed.scar(scar)
        text = (
            f"{character.name} takes {points} {damage_type} into {scar} "
            f"({taken.total} of {taken.boxes}; rule B-23)"
        )
        return Done(table.with_character(changed), text, f"damage to {character.name}")

    def _practice(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        character = table.character(fields.text("who"))
        skill = character.skill(fields.text("skill")).name  # refuses a skill not on the sheet
        changed, practice = _mark_practice(table, character.name, skill, 1)
        if changed is table:
            raise UserError(
                f"{character.name} already has the practice XP of {skill} this scene (rule B-15)"
            )
        return Done(changed, f"{character.name}: {practice}", f"practice XP for {character.name}")

    def _new_scene(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        if table.conflict is not None:
            raise UserError("end the conflict before the scene ends")
        scene = table.scene + 1
        return Done(
            replace(table, scene=scene, practice={}),
            f"Scene {scene}: every skill can earn its practice XP again (rule B-15)",
            f"scene {scene}",
        )

    def _drop_support(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        who = table.character(fields.text("who")).name
        if not table.supports.get(who):
            raise UserError(f"no support is waiting for {who}'s next roll")
        return Done(
            replace(table, supports=_without(table.supports, who)),
            f"The support waiting for {who} is dropped",
            f"dropping {who}'s support",
        )

    # --- long actions ---------------------------------------------------------------------

    def _long_start(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        character = table.character(fields.text("who"))
        who = character.name
        current = table.long_actions.get(who)
        if current is not None and current.long.status is LongStatus.GOING:
            raise UserError(f"{who} is still working on '{current.title}': close it first")
        title = fields.text("title")
        target = fields.get("target")
        if target is not None:
            target = fields.whole("target", None, minimum=1)
        cumulative = fields.flag("cumulative", True)
        long = LongAction(_bank(fields.get("bank")), character.bank_size, target, cumulative)
        table = replace(table, long_actions={**table.long_actions, who: LongEntry(title, long)})
        goal = f"target {target}" if target is not None else "no target"
        return Done(table, f"{who} starts the long action '{title}' ({goal})", f"{who}'s '{title}'")

    def _long_close(self, fields: _Fields, _dice: Dice | None) -> Done:
        table = self.table
        who = table.character(fields.text("who")).name
        entry = table.long_actions.get(who)
        if entry is None:
            raise UserError(f"{who} has no long action to close")
        table = replace(table, long_actions=_without(table.long_actions, who))
        return Done(
            table,
            f"{who} puts '{entry.title}' away ({entry.long.status.value}, total {entry.long.total})",
            f"closing '{entry.title}'",
        )


def _verb(action: Any) -> str:
    """The action's ``do``, refused unless the driver knows it."""
    if not isinstance(action, dict):
        raise UserError("a table action must be a JSON object")
    verb = action.get("do")
    if verb not in (*_HANDLERS, "undo", "redo"):
        known = ", ".join((*_HANDLERS, "undo", "redo"))
        raise UserError(f"unknown dice-banks table action {verb!r} (known: {known})")
    return verb


def _long_change(change: Callable[[LongAction], LongAction], verb: str) -> Callable[..., Done]:
    """A handler that stops or restarts ``who``'s long action (B-70, B-73)."""

    def handler(driver: DiceBanksDriver, fields: _Fields, _dice: Dice | None) -> Done:
        table = driver.table
        who = table.character(fields.text("who")).name
        entry = table.long_actions.get(who)
        if entry is None:
            raise UserError(f"{who} has no long action")
        changed = LongEntry(entry.title, change(entry.long))
        table = replace(table, long_actions={**table.long_actions, who: changed})
        return Done(
            table,
            f"{who} {verb} '{entry.title}' at a total of {changed.long.total}",
            f"{who} {verb} '{entry.title}'",
        )

    return handler


class _Fields:
    """An action's fields, read with checks; a field no handler reads is refused."""

    def __init__(self, action: dict[str, Any]) -> None:
        self.action = action
        self.read = {"do"}

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return self.action.get(key, default)

    def optional(self, key: str) -> None:
        """Mark a field the driver reads elsewhere (the faces) as known."""
        self.read.add(key)

    def text(self, key: str, default: str | None = None) -> str:
        value = self.get(key, default)
        if not isinstance(value, str) or not value.strip():
            raise UserError(f"'{key}' must be a name, not {value!r}")
        return value

    def whole(self, key: str, default: int | None, minimum: int = 0) -> int:
        value = self.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            raise UserError(f"'{key}' must be a whole number of at least {minimum}, not {value!r}")
        return value

    def flag(self, key: str, default: bool) -> bool:
        value = self.get(key, default)
        if not isinstance(value, bool):
            raise UserError(f"'{key}' must be true or false, not {value!r}")
        return value

    def choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = self.get(key, default)
        if value not in choices:
            raise UserError(f"'{key}' must be one of {', '.join(choices)}, not {value!r}")
        return value

    def check_all_read(self) -> None:
        unknown = sorted(set(self.action) - self.read)
        if unknown:
            raise UserError(
                f"a '{self.action['do']}' action has no field {', '.join(map(repr, unknown))}"
            )


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
    def parse(cls, table: Table, fields: _Fields) -> _RollRequest:
        character = table.character(fields.text("who"))
        who = character.name
        kind = fields.choice("as", ROLL_KINDS, "action")
        entry = table.long_actions.get(who)
        if kind == "long" and entry is None:
            raise UserError(f"{who} has no long action going: start one first")
        bank = _bank(fields.get("bank", entry.long.bank.value if kind == "long" else None))
        if kind == "long" and bank is not entry.long.bank:
            raise UserError(
                f"{who}'s long action '{entry.title}' uses the {entry.long.bank.label} bank, "
                f"not {bank.label}"
            )
        skill, on_sheet, level, skill_kind = _skill(character, fields.get("skill"))
        target, against, beneficiary = (
            fields.get("target"),
            fields.get("against"),
            fields.get("for"),
        )
        _check_partners(table, who, kind, target, against, beneficiary)
        if target is not None:
            target = table.character(target).name
        if beneficiary is not None:
            beneficiary = table.character(beneficiary).name
        if table.conflict is not None and kind != "reaction":
            # Said before any dice are counted: at the table this is the reason that matters.
            acted = table.conflict.combatant(who)
            if acted.actions_left < 1:
                taken = _count(acted.actions, "action")
                raise UserError(
                    f"{who} has already taken {taken} this round: one action per round "
                    "(rule B-01), more only from items or abilities (rule B-04); "
                    "reactions are still open"
                )
        supports = table.supports.get(who, ()) if kind in ("action", "long") else ()
        penalty = fields.whole("penalty", 0)
        if kind == "long" and table.conflict is not None:
            # B-04: a long action's roll taken as an extra action pays that penalty as well.
            penalty += table.conflict.combatant(who).next_action_penalty
        item = fields.get("item")
        action = _build_action(
            character,
            level,
            skill_kind,
            dice=fields.whole("dice", 0),
            bonus=fields.whole("bonus", 0) + sum(bonus for _giver, bonus in supports),
            penalty=penalty,
            capacity=fields.get("capacity"),
            item=item,
            power_dice=fields.whole("power_dice", 0),
            power_bonus=fields.whole("power_bonus", 0),
            power_penalty=fields.whole("power_penalty", 0),
            burn=_burn(fields.get("burn")),
        )
        if kind in ("support", "long") and action.power is None:
            purpose = "support adds" if kind == "support" else "each roll of a long action adds"
            raise UserError(
                f"{purpose} its Power: choose a capacity attribute or an item with its own "
                "Power (rules B-60, B-70)"
            )
        return cls(
            who,
            kind,
            bank,
            skill,
            skill if on_sheet else None,
            action,
            fields.whole("difficulty", 0),
            target,
            against,
            beneficiary,
            supports,
            character.item(item).damage_type if item is not None else STUN,
        )

    def view(self) -> dict[str, Any]:
        """What the dice tray and the history show of the declaration."""
        return {
            "who": self.who,
            "as": self.kind,
            "skill": self.skill,
            "bank": self.bank.value,
            "support_dice": sum(bonus for _giver, bonus in self.supports),
            "burn": _burn_json(self.action.burn),
            "target": self.target,
            "damage_type": self.damage_type,
        }


def _react(table: Table, request: _RollRequest, rolled: ActionRoll, view: dict[str, Any]) -> Done:
    """Count a reaction as a Defense against the action it answers (B-41, B-42)."""
    waiting = table.open_roll(request.against)
    view |= {"status": "reaction", "against": waiting.id}
    answered = replace(waiting, reactions=(*waiting.reactions, Reaction(request.who, rolled, view)))
    open_rolls = tuple(answered if w.id == waiting.id else w for w in table.open_rolls)
    table = replace(table, open_rolls=open_rolls, last=view)
    text = (
        f"{_roll_text(view)}; reacting to {waiting.who}'s {waiting.view['skill']}, "
        f"Defense {answered.defense}"
    )
    return Done(table, text, f"{request.who}'s reaction", view)


def _check_partners(
    table: Table, who: str, kind: str, target: Any, against: Any, beneficiary: Any
) -> None:
    """Who a roll is aimed at must fit its kind: only actions target, reactions answer, support helps."""
    for name, value, allowed in (
        ("target", target, "action"),
        ("against", against, "reaction"),
        ("for", beneficiary, "support"),
    ):
        if value is not None and kind != allowed:
            raise UserError(f"'{name}' belongs to a roll as {allowed}, not as {kind}")
    if target is not None:
        conflict = table.conflict
        if conflict is None:
            raise UserError(
                "an action against someone who resists is a conflict: begin it first (rule B-06)"
            )
        if conflict.combatant(target).name == who:
            raise UserError(f"{who} cannot take an action against {who}")
    if kind == "reaction":
        if table.conflict is None:
            raise UserError("reactions happen in a conflict: begin it first (rule B-41)")
        if against is None:
            raise UserError("a reaction answers an action: say which waiting action it is against")
        if table.open_roll(against).who == who:
            raise UserError(f"{who} cannot react to {who}'s own action")
    if kind == "support":
        if beneficiary is None:
            raise UserError("say whose roll the support helps (rule B-60)")
        if table.character(beneficiary).name == who:
            raise UserError(f"{who} cannot support {who}'s own roll (rule B-60)")


def _skill(character: DiceBanksCharacter, value: Any) -> tuple[str, bool, int, SkillKind]:
    """(label, whether it is on the sheet, level, kind) of a skill named or described in a roll."""
    if isinstance(value, str):
        skill = character.skill(value)
        return skill.name, True, skill.level, skill.kind
    if isinstance(value, dict) and not set(value) - {"name", "level", "kind"}:
        level = value.get("level")
        if isinstance(level, bool) or not isinstance(level, int) or level < 0:
            raise UserError(f"a skill's level must be a whole number of at least 0, not {level!r}")
        kind = value.get("kind")
        if not isinstance(kind, str):
            raise UserError("a skill's kind must be talent, ability or knowledge")
        skill_kind = SkillKind.parse(kind)
        name = value.get("name") or f"{skill_kind.value} {level}"
        if not isinstance(name, str):
            raise UserError(f"a skill's name must be text, not {name!r}")
        return name, False, level, skill_kind
    raise UserError(
        "a roll needs a skill: the name of one on the sheet, or its name, level and kind"
    )


def _build_action(
    character: DiceBanksCharacter,
    level: int,
    kind: SkillKind,
    *,
    dice: int,
    bonus: int,
    penalty: int,
    capacity: Any,
    item: Any,
    power_dice: int,
    power_bonus: int,
    power_penalty: int,
    burn: Burn | None,
) -> Action:
    """The engine's declaration, as :meth:`DiceBanksCharacter.action` builds it, for any skill.

    The item's dice and Power modifiers join the others (B-50); its own Power
    replaces the capacity attribute (B-24).
    """
    power = None
    if isinstance(capacity, str):
        power = character.capacity(capacity).power
    elif isinstance(capacity, int) and not isinstance(capacity, bool) and capacity >= 0:
        power = PowerSource.capacity(capacity)
    elif capacity is not None:
        raise UserError(
            f"'capacity' must name a capacity attribute or give its value, not {capacity!r}"
        )
    if item is not None:
        if not isinstance(item, str):
            raise UserError(f"'item' must name a piece of equipment, not {item!r}")
        equipment = character.item(item)
        if equipment.power is not None:
            power = PowerSource.equipment(equipment.power)
        bonus, penalty = _add_modifier(bonus, penalty, equipment.dice_bonus)
        power_bonus, power_penalty = _add_modifier(
            power_bonus, power_penalty, equipment.power_bonus
        )
    return Action(
        level,
        kind,
        dice,
        bonus=bonus,
        penalty=penalty,
        power=power,
        power_bonus=power_bonus,
        power_penalty=power_penalty,
        power_dice=power_dice,
        burn=burn,
    )


def _add_modifier(bonus: int, penalty: int, modifier: int) -> tuple[int, int]:
    return (bonus + modifier, penalty) if modifier >= 0 else (bonus, penalty - modifier)


def _bank(value: Any) -> Bank:
    try:
        return Bank(value)
    except ValueError:
        raise UserError(f"there is no {value!r} bank: physical, social or mental") from None


def _burn(value: Any) -> Burn | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) - {"scar", "points", "use"}:
        raise UserError('a burn is {"scar": name, "points": number, "use": "dice" or "power"}')
    try:
        use = BurnUse(value.get("use", "dice"))
    except ValueError:
        raise UserError(f"burned points buy dice or power, not {value.get('use')!r}") from None
    return Burn(value.get("scar"), value.get("points"), use)


def _burn_json(burn: Burn | None) -> dict[str, Any] | None:
    if burn is None:
        return None
    return {"scar": burn.scar, "points": burn.points, "use": burn.use.value}


def _mark_practice(
    table: Table, who: str, skill: str | None, earned: int
) -> tuple[Table, str | None]:
    """Mark the practice XP a roll earned on the session's sheet, once per skill per scene (B-15)."""
    if skill is None or earned < 1:
        return table, None
    character = table.character(who)
    scene = table.practice.get(who, ScenePractice())
    changed, scene, granted = character.award_practice(skill, earned, scene)
    if not granted:
        return table, f"no practice XP: {skill} earned its point this scene (rule B-15)"
    table = replace(table.with_character(changed), practice={**table.practice, who: scene})
    return table, f"+1 practice XP in {skill} (now {changed.skill(skill).practice_xp})"


def _pay_long_roll(conflict: Conflict, who: str, long: LongAction, action: Action) -> Conflict:
    """A long action's roll in a conflict is the round's action, paid from its bank (B-01, B-03)."""
    combatant = conflict.combatant(who)
    if combatant.actions_left < 1:
        raise UserError(f"{who} has no action left this round for the long action (rule B-01)")
    left = combatant.dice_left(long.bank)
    if action.bank_dice > left:
        raise UserError(
            f"{who} has {left} dice left in the {long.bank.label} bank this round, "
            f"not {action.bank_dice} (rule B-03)"
        )
    spent = {**combatant.spent, long.bank: combatant.spent.get(long.bank, 0) + action.bank_dice}
    return _replace_combatant(
        conflict, replace(combatant, spent=spent, actions=combatant.actions + 1)
    )


def _needs_conflict(table: Table) -> Conflict:
    if table.conflict is None:
        raise UserError("no conflict is going: begin one first")
    return table.conflict


def _no_waiting_rolls(table: Table, doing: str) -> None:
    if table.open_rolls:
        first = table.open_rolls[0]
        raise UserError(
            f"settle {first.who}'s {first.view['skill']} roll against {first.target} before {doing}"
        )


def _in_conflict(conflict: Conflict, name: str) -> bool:
    return any(combatant.name == name for combatant in conflict.combatants)


def _replace_combatant(conflict: Conflict, changed: Combatant) -> Conflict:
    return Conflict(
        tuple(changed if c.name == changed.name else c for c in conflict.combatants),
        conflict.round,
    )


def _burnable(character: DiceBanksCharacter) -> dict[str, int]:
    """The stun each burnable Scar can still take (B-31), as the conflict tracks it."""
    return {scar.name: scar.free for scar in character.scars if scar.burnable}


def _without(mapping: Mapping[str, Any], key: str) -> dict[str, Any]:
    return {name: value for name, value in mapping.items() if name != key}


def _conflict_json(conflict: Conflict) -> dict[str, Any]:
    return {
        "round": conflict.round,
        "combatants": [
            {
                "name": c.name,
                "bank_size": c.bank_size,
                "dice_left": {bank.value: c.dice_left(bank) for bank in Bank},
                "actions": c.actions,
                "actions_left": c.actions_left,
                "extra_actions": c.extra_actions,
                "next_action_penalty": c.next_action_penalty,
                "burnable": dict(c.burnable),
            }
            for c in conflict.combatants
        ],
    }


def _rounds(pool: PoolRoll | None) -> list[list[int]]:
    return [] if pool is None else [list(round_) for round_ in pool.rounds]


def _roll_json(rolled: ActionRoll) -> dict[str, Any]:
    """The dice of a roll for the tray: each round of explosions apart (B-10 … B-14)."""
    action = rolled.action
    return {
        "level": action.skill,
        "kind": action.kind.value,
        "dice": rolled.dice_rolled,
        "cumulative": rolled.cumulative_penalty,
        "rounds": _rounds(rolled.pool),
        "success_at": success_threshold(action.skill),
        "explode_at": explosion_threshold(action.skill),
        "critical_at": action.kind.critical_faces,
        "successes": rolled.successes,
        "automatic_failure": rolled.automatic_failure,
        "critical_failure": rolled.critical_failure,
        "great_success": rolled.great_success,
    }


def _result_json(result: ActionResult) -> dict[str, Any]:
    """Defense, net successes, outcome and the Power roll of a settled action (B-16 … B-24)."""
    source = result.roll.action.power
    return {
        "defense": result.defense,
        "net": result.net,
        "outcome": result.outcome.value,
        "power": result.power,
        "power_base": source.base if source is not None else None,
        "power_rounds": _rounds(result.power_roll),
        "power_success_at": success_threshold(source.rating) if source is not None else None,
        "power_explode_at": explosion_threshold(source.rating) if source is not None else None,
    }


def _roll_text(view: Mapping[str, Any]) -> str:
    """A roll as one history line: who, what, every face, successes, outcome, Power."""
    kind = view["as"]
    purpose = {
        "action": f" against {view['target']}" if view.get("target") else "",
        "reaction": " reacts",
        "support": f" supports {(view.get('support') or {}).get('for', '')}",
        "long": f" works on '{(view.get('long') or {}).get('title', '')}'",
    }[kind]
    head = (
        f"{view['who']}{purpose}: {view['skill']} ({view['kind']} {view['level']}), "
        f"{view['bank'].capitalize()}, {_count(view['dice'], 'die')}"
    )
    extras = []
    if view["support_dice"]:
        extras.append(f"+{view['support_dice']} from support")
    if view["burn"] is not None:
        burn = view["burn"]
        extras.append(f"burns {burn['points']} of {burn['scar']} for {burn['use']}")
    if view["cumulative"]:
        extras.append(f"−{view['cumulative']} cumulative")
    if extras:
        head += f" ({', '.join(extras)})"
    if view["automatic_failure"]:
        parts = [f"{head}: nothing to roll after penalties, automatic failure (rule B-02)"]
    else:
        faces = " ↻ ".join(" ".join(map(str, round_)) for round_ in view["rounds"])
        parts = [f"{head}: {faces} → {_count(view['successes'], 'success')}"]
    if view["great_success"]:
        parts.append("great success")
    if view["critical_failure"]:
        parts.append("CRITICAL FAILURE")
    if view.get("status") == "settled" and not view["critical_failure"]:
        outcome = view["outcome"].replace("_", " ")
        if view["defense"]:
            outcome = f"Defense {view['defense']}, {view['net']} net: {outcome}"
        parts.append(outcome)
    if view.get("status") == "settled" and view["power"] is not None:
        power_faces = " ↻ ".join(" ".join(map(str, r)) for r in view["power_rounds"])
        parts.append(f"Power {view['power']} (Power dice {power_faces})")
    if view.get("support") is not None:
        parts.append(f"+{view['support']['bonus']} dice for {view['support']['for']}")
    if view.get("long") is not None:
        long = view["long"]
        goal = f" of {long['target']}" if long["target"] is not None else ""
        parts.append(f"total {long['total']}{goal}, {long['status']}")
    if view.get("practice"):
        parts.append(view["practice"])
    return "; ".join(parts)


def _count(number: int, noun: str) -> str:
    plural = {"die": "dice", "success": "successes"}.get(noun, f"{noun}s")
    return f"{number} {noun if number == 1 else plural}"


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


_HANDLERS: dict[str, Callable[[DiceBanksDriver, Any, Dice | None], Done]] = {
    "roll": DiceBanksDriver._roll,
    "settle": DiceBanksDriver._settle,
    "begin_conflict": DiceBanksDriver._begin_conflict,
    "new_round": DiceBanksDriver._new_round,
    "end_conflict": DiceBanksDriver._end_conflict,
    "join": DiceBanksDriver._join,
    "remove": DiceBanksDriver._remove,
    "extra_actions": DiceBanksDriver._extra_actions,
    "damage": DiceBanksDriver._damage,
    "practice": DiceBanksDriver._practice,
    "new_scene": DiceBanksDriver._new_scene,
    "drop_support": DiceBanksDriver._drop_support,
    "long_start": DiceBanksDriver._long_start,
    "long_stop": _long_change(LongAction.stop, "stops"),
    "long_restart": _long_change(LongAction.restart, "restarts"),
    "long_close": DiceBanksDriver._long_close,
}


DRIVER = DiceBanksDriver
