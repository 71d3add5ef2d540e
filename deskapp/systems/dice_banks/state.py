"""What the dice-banks table's actions change: one immutable :class:`BanksState` value.

It holds the session's copies of the characters (damage and practice XP land
here, the campaign sheets stay as they were), the :class:`Conflict` round
tracker, the practice marked this scene, actions rolled against a target and
waiting for reactions (:class:`OpenRoll`), support bonuses waiting for the roll
they help, long actions (:class:`LongEntry`), and the last roll for the dice
tray. Every action of :mod:`deskapp.systems.dice_banks.driver` computes a new
state from the current one, so a refused action changes nothing.

A :class:`Conflict` is a value too: every method that changes it returns a new
one and leaves the old one as it was. A refused action raises
:class:`DiceBanksError` and changes nothing. Typical use, one round::

    conflict = Conflict((Combatant("Ada", 2), Combatant("Brute", 1)))  # round 1, banks full
    conflict, reaction = conflict.react("Ada", Bank.PHYSICAL, dodge, dice)
    conflict, attack = conflict.act("Brute", Bank.PHYSICAL, punch, dice)
    result = attack.settle(highest_defense(0, [reaction.successes]), dice)
    conflict = conflict.next_round()
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from deskapp.core.dice import Dice
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.systems.dice_banks.long_actions import LongAction
from deskapp.systems.dice_banks.rules import (
    Action,
    ActionRoll,
    Bank,
    Combatant,
    DiceBanksError,
    DiceBanksOptions,
    check_payable,
    highest_defense,
    roll_action,
)
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter
from deskapp.systems.dice_banks.view import LongView, RollView, WaitingView


@dataclass(frozen=True)
class Conflict:
    """The dice of every combatant through the rounds of one conflict (B-01 … B-05, B-41 … B-43)."""

    combatants: tuple[Combatant, ...]
    round: int = 1

    def combatant(self, name: str) -> Combatant:
        for combatant in self.combatants:
            if combatant.name.casefold() == name.casefold():
                return combatant
        known = ", ".join(combatant.name for combatant in self.combatants)
        raise DiceBanksError(
            translate(
                "DiceBanksRules", "no combatant named '{name}' in this conflict (in it: {known})"
            ).format(name=name, known=known or translate("DiceBanksRules", "nobody yet"))
        )

    def join(self, combatant: Combatant) -> Conflict:
        """The conflict with one more combatant, who joins with the dice it brings."""
        return Conflict((*self.combatants, combatant), self.round)

    def act(
        self,
        name: str,
        bank: Bank,
        action: Action,
        dice: Dice,
        options: DiceBanksOptions | None = None,
    ) -> tuple[Conflict, ActionRoll]:
        """Take ``name``'s action for this round, paid from ``bank`` (B-01, B-03, B-04).

        The first action of a round has no cumulative penalty; each extra action
        has one die less than the one before. Whether ``name`` has an action left is the
        table's to say before anything is rolled (the driver's roll request).
        """
        combatant = self.combatant(name)
        check_payable(combatant, bank, action)
        rolled = roll_action(
            action, dice, options, cumulative_penalty=combatant.next_action_penalty
        )
        return self.with_combatant(combatant._paid(bank, action, acted=True)), rolled

    def react(
        self,
        name: str,
        bank: Bank,
        action: Action,
        dice: Dice,
        options: DiceBanksOptions | None = None,
    ) -> tuple[Conflict, ActionRoll]:
        """A reaction by ``name``: it costs dice only, never the action (B-41, B-43).

        Its successes are the Defense against the action it answers (B-42); see
        :func:`deskapp.systems.dice_banks.rules.highest_defense`.
        """
        combatant = self.combatant(name)
        check_payable(combatant, bank, action)
        if action.dice_to_roll() < 1:
            how_many = (
                action.dice_to_roll()
            )  # a plain name: lupdate skips a translate() counting a.b
            raise DiceBanksError(
                translate(
                    "DiceBanksRules",
                    "{who} cannot react with %n dice after penalties: burn a Scar for reaction "
                    "dice (rule B-41)",
                    None,
                    how_many,
                ).format(who=combatant.name)
            )
        rolled = roll_action(action, dice, options)
        return self.with_combatant(combatant._paid(bank, action, acted=False)), rolled

    def next_round(self) -> Conflict:
        """The next round: every bank full again, no action taken, no cumulative penalty (B-05)."""
        return Conflict(
            tuple(replace(combatant, spent={}, actions=0) for combatant in self.combatants),
            self.round + 1,
        )

    def with_combatant(self, changed: Combatant) -> Conflict:
        """The conflict with one combatant replaced."""
        return Conflict(
            tuple(changed if c.name == changed.name else c for c in self.combatants), self.round
        )


@dataclass(frozen=True)
class OpenRoll:
    """An action rolled against a target, waiting for reactions before its Defense is known (B-41, B-42)."""

    id: int
    who: str
    target: str
    difficulty: int
    roll: ActionRoll
    view: RollView
    reactions: tuple[RollView, ...] = ()
    """The reactions rolled against it: their successes are Defenses (B-42)."""

    @property
    def defense(self) -> int:
        """The highest of the difficulty and the reactions' successes: Defenses never add up (B-42)."""
        return highest_defense(self.difficulty, [reaction.successes for reaction in self.reactions])

    def waiting_view(self) -> WaitingView:
        return WaitingView(self.view, self.defense, self.reactions)


@dataclass(frozen=True)
class LongEntry:
    """A character's long action with the name the table gave it."""

    title: str
    long: LongAction

    def view(self, wiped: int = 0) -> LongView:
        long = self.long
        return LongView(
            title=self.title,
            bank=long.bank.value,
            target=long.target,
            cumulative=long.cumulative,
            total=long.total,
            rolls=long.rolls,
            penalty=long.penalty,
            dice_left=long.dice_left,
            max_dice=long.max_dice,
            status=long.status.value,
            wiped=wiped,
            paused=long.paused,
        )


@dataclass(frozen=True)
class BanksState:
    """Everything at the table at one moment; never changed, only replaced."""

    characters: tuple[DiceBanksCharacter, ...]
    opponents: frozenset[str] = frozenset()
    extra_actions: Mapping[str, int] = field(default_factory=dict)
    conflict: Conflict | None = None
    scene: int = 1
    practice: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """The skills that have earned their one practice XP this scene, by character (B-15)."""
    open_rolls: tuple[OpenRoll, ...] = ()
    supports: Mapping[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)
    long_actions: Mapping[str, LongEntry] = field(default_factory=dict)
    interrupted: Mapping[str, Mapping[Bank, int]] = field(default_factory=dict)
    """Dice spent on an interrupted long-action roll: the character enters the next conflict
    without them (B-74); they refill the round after."""
    last: RollView | None = None
    next_id: int = 1

    def character(self, name: Any) -> DiceBanksCharacter:
        if isinstance(name, str):
            for character in self.characters:
                if character.name.casefold() == name.casefold():
                    return character
        known = ", ".join(character.name for character in self.characters) or translate(
            "DiceBanksDriver", "nobody yet"
        )
        raise UserError(
            translate(
                "DiceBanksDriver", "nobody called '{name}' is at this table (here: {known})"
            ).format(name=name, known=known)
        )

    def with_character(self, changed: DiceBanksCharacter) -> BanksState:
        """The table with one character replaced (its Scars are what a burn may take, B-31)."""
        characters = tuple(changed if c.name == changed.name else c for c in self.characters)
        return replace(self, characters=characters)

    def combatant(self, character: DiceBanksCharacter) -> Combatant:
        """The character entering a conflict: full banks but for the dice of an interrupted
        roll (B-74), extra actions from its items and those the table granted (B-04)."""
        items = sum(item.extra_actions for item in character.equipment)
        return Combatant(
            character.name,
            character.proficiency,
            extra_actions=items + self.extra_actions.get(character.name, 0),
            spent=self.interrupted.get(character.name, {}),
        )

    def open_roll(self, roll_id: Any) -> OpenRoll:
        for waiting in self.open_rolls:
            if waiting.id == roll_id:
                return waiting
        raise UserError(
            translate(
                "DiceBanksDriver", "no action is waiting for its Defense under number {number}"
            ).format(number=roll_id)
        )
