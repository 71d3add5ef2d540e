"""Dice banks in a conflict round, and outside one — rules B-01 … B-06, B-30 … B-32, B-41 … B-43.

A :class:`Conflict` is a value: every method that changes it returns a new one
and leaves the old one as it was. A refused action raises
:class:`DiceBanksError` and changes nothing.

Typical use, one round::

    conflict = Conflict.begin([ada.combatant(), brute.combatant()])
    conflict, reaction = conflict.react("Ada", Bank.PHYSICAL, dodge, dice)
    conflict, attack = conflict.act("Brute", Bank.PHYSICAL, punch, dice)
    result = attack.settle(highest_defense(0, [reaction]), dice)
    conflict = conflict.next_round()
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from deskapp.core.dice import Dice
from deskapp.core.i18n import translate
from deskapp.systems.dice_banks.rules import (
    Action,
    ActionRoll,
    Bank,
    Burn,
    DiceBanksError,
    DiceBanksOptions,
    bank_size,
    roll_action,
)
from deskapp.systems.dice_banks.words import in_the_bank


@dataclass(frozen=True)
class Combatant:
    """What the bank rules need to know of one character, and what it has spent this round.

    ``burnable`` maps each Scar that allows burning to the stun points it can
    still take without upgrading other damage (B-31). ``spent`` and ``actions``
    start at nothing unless the character comes out of an interrupted long
    action (B-74).
    """

    name: str
    proficiency: int
    extra_actions: int = 0
    burnable: Mapping[str, int] = field(default_factory=dict)
    spent: Mapping[Bank, int] = field(default_factory=dict)
    actions: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise DiceBanksError("a combatant needs a name")
        for label, value in (
            ("Proficiency", self.proficiency),
            ("extra actions", self.extra_actions),
            ("actions taken", self.actions),
            *((f"the room left in Scar '{scar}'", room) for scar, room in self.burnable.items()),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise DiceBanksError(
                    f"{self.name}: {label} must be a whole number of at least 0, not {value!r}"
                )
        for bank, dice in self.spent.items():
            if not isinstance(bank, Bank):
                raise DiceBanksError(f"{self.name}: there is no {bank!r} bank")
            if (
                isinstance(dice, bool)
                or not isinstance(dice, int)
                or not 0 <= dice <= self.bank_size
            ):
                raise DiceBanksError(
                    f"{self.name}: the {bank.value.capitalize()} bank holds {self.bank_size} dice; "
                    f"{dice!r} cannot be spent from it"
                )

    @property
    def bank_size(self) -> int:
        """Dice in each bank at the start of a round (B-01, B-05)."""
        return bank_size(self.proficiency)

    def dice_left(self, bank: Bank) -> int:
        """Dice of ``bank`` still unspent this round (B-03)."""
        return self.bank_size - self.spent.get(bank, 0)

    @property
    def actions_left(self) -> int:
        """Actions still open this round: one, plus any extra actions (B-01, B-04)."""
        return 1 + self.extra_actions - self.actions

    @property
    def next_action_penalty(self) -> int:
        """The cumulative penalty of the next action: none for the first, −1 per action before it (B-04)."""
        return self.actions

    def _paid(self, bank: Bank, action: Action, acted: bool) -> Combatant:
        spent = dict(self.spent)
        spent[bank] = spent.get(bank, 0) + action.bank_dice
        burnable = dict(self.burnable)
        if action.burn is not None:
            burnable[action.burn.scar] -= action.burn.points
        return replace(
            self, spent=spent, burnable=burnable, actions=self.actions + (1 if acted else 0)
        )


@dataclass(frozen=True)
class Conflict:
    """The dice of every combatant through the rounds of one conflict (B-01 … B-05, B-41 … B-43)."""

    combatants: tuple[Combatant, ...]
    round: int = 1

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for combatant in self.combatants:
            key = combatant.name.casefold()
            if key in seen:
                raise DiceBanksError(f"two combatants are named '{combatant.name}'")
            seen.add(key)

    @classmethod
    def begin(cls, combatants: Iterable[Combatant]) -> Conflict:
        """Round 1 of a new conflict, every bank full unless a combatant arrives with dice spent (B-74)."""
        return cls(tuple(combatants))

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
        has one die less than the one before.
        """
        combatant = self.combatant(name)
        if combatant.actions_left < 1:
            allowed = 1 + combatant.extra_actions
            raise DiceBanksError(
                translate(
                    "DiceBanksRules",
                    "{who} has already taken %n action(s) this round: one action per round "
                    "(rule B-01), more only from items or abilities (rule B-04)",
                    None,
                    allowed,
                ).format(who=combatant.name)
            )
        _check_payable(combatant, bank, action)
        rolled = roll_action(
            action, dice, options, cumulative_penalty=combatant.next_action_penalty
        )
        return self._with(combatant._paid(bank, action, acted=True)), rolled

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
        _check_payable(combatant, bank, action)
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
        return self._with(combatant._paid(bank, action, acted=False)), rolled

    def next_round(self) -> Conflict:
        """The next round: every bank full again, no action taken, no cumulative penalty (B-05)."""
        return Conflict(
            tuple(replace(combatant, spent={}, actions=0) for combatant in self.combatants),
            self.round + 1,
        )

    def _with(self, changed: Combatant) -> Conflict:
        return Conflict(
            tuple(changed if c.name == changed.name else c for c in self.combatants), self.round
        )


def roll_outside_conflict(
    combatant: Combatant, action: Action, dice: Dice, options: DiceBanksOptions | None = None
) -> ActionRoll:
    """Roll outside a conflict: each action may use all Proficiency + 2 dice of its bank (B-06).

    Nothing is spent for the next action; a player who holds dice back does so
    by putting fewer into the roll.
    """
    if action.bank_dice > combatant.bank_size:
        how_many = combatant.bank_size  # a plain name: lupdate skips a translate() counting a.b
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{who} has %n dice in a bank (Proficiency + 2), not {asked} (rule B-06)",
                None,
                how_many,
            ).format(who=combatant.name, asked=action.bank_dice)
        )
    if action.burn is not None:
        check_burn(combatant, action.burn)
    return roll_action(action, dice, options)


def _check_payable(combatant: Combatant, bank: Bank, action: Action) -> None:
    if not isinstance(bank, Bank):
        raise DiceBanksError(
            translate(
                "DiceBanksRules", "there is no bank '{bank}': physical, social or mental"
            ).format(bank=bank)
        )
    left = combatant.dice_left(bank)
    if action.bank_dice > left:
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{who} has %n dice left {in_bank} this round, not {asked} (rules B-03, B-30)",
                None,
                left,
            ).format(who=combatant.name, in_bank=in_the_bank(bank.value), asked=action.bank_dice)
        )
    if action.burn is not None:
        check_burn(combatant, action.burn)


def check_burn(combatant: Combatant, burn: Burn) -> None:
    """Refuse a burn the character cannot make: up to Proficiency points into a burnable Scar with room (B-31)."""
    room = combatant.burnable.get(burn.scar)
    if room is None:
        raise DiceBanksError(
            translate(
                "DiceBanksRules", "{who} has no Scar '{scar}' that allows burning (rule B-31)"
            ).format(who=combatant.name, scar=burn.scar)
        )
    if burn.points > combatant.proficiency:
        how_many = combatant.proficiency  # a plain name: lupdate skips a translate() counting a.b
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{who} can burn at most %n point(s) (the Proficiency) in one roll, not {asked} "
                "(rule B-31)",
                None,
                how_many,
            ).format(who=combatant.name, asked=burn.points)
        )
    if burn.points > room:
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "Scar '{scar}' can take only %n more stun point(s) without upgrading other "
                "damage, not {asked} (rule B-31)",
                None,
                room,
            ).format(scar=burn.scar, asked=burn.points)
        )
