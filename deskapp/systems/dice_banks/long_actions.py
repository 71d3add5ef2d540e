"""Long actions: several rolls adding their Power towards a target — rules B-70 … B-74.

A roll of a long action can take a round or a day (B-74): an interrupted one is
declared by the bank dice it had taken (:meth:`LongAction.interrupt`), and a paused
one counts when :meth:`LongAction.roll` rolls it. Like a conflict, a long action is a
value: each step returns a new one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Literal

from deskapp.core.dice import Dice
from deskapp.core.i18n import translate
from deskapp.systems.dice_banks.rules import (
    Action,
    ActionResult,
    Bank,
    DiceBanksError,
    DiceBanksOptions,
    Outcome,
    roll_action,
)
from deskapp.systems.dice_banks.words import long_status_title


class LongStatus(StrEnum):
    GOING = "going"
    SUCCEEDED = "succeeded"  # the total reached the target (B-70)
    FAILED = "failed"  # out of dice before the target (B-73)
    LOST = "lost"  # an interruption lost the whole long action (B-74)
    STOPPED = "stopped"  # no target: the player stopped, or the dice ran out (B-70)


@dataclass(frozen=True)
class LongAction:
    """A long action in progress: its running total of Power and how many rolls it has taken.

    ``max_dice`` is the most dice one roll can use (the bank: Proficiency + 2);
    every roll after the first has one die less (B-72) unless ``cumulative`` is
    off for casual work, so the dice run out after ``max_dice`` rolls (B-73).
    ``target`` is None when the player decides when to stop (B-70).
    """

    bank: Bank
    max_dice: int
    target: int | None = None
    cumulative: bool = True
    total: int = 0
    rolls: int = 0
    paused: bool = False
    status: LongStatus = LongStatus.GOING

    @property
    def penalty(self) -> int:
        """The cumulative penalty of the next roll: −1 for each roll before it (B-72)."""
        return self.rolls if self.cumulative else 0

    @property
    def dice_left(self) -> int:
        """Dice the next roll can still roll with the whole bank after the cumulative penalty."""
        return self.max_dice - self.penalty

    def roll(
        self,
        action: Action,
        dice: Dice,
        options: DiceBanksOptions | None = None,
        defense: int = 0,
    ) -> tuple[LongAction, ActionResult]:
        """Roll the next roll and count it (B-70 … B-73); a paused roll counts now (B-74).

        The table has checked the roll first: that it has a Power to add (B-70) and that its
        bank holds its dice, those spent on Power included (B-03, B-50)."""
        self._check_going()
        rolled = roll_action(action, dice, options, cumulative_penalty=self.penalty)
        result = rolled.settle(defense, dice)
        if result.outcome is Outcome.CRITICAL_FAILURE:
            total = 0  # B-71: a critical failure wipes the Power gathered so far
        elif result.power is not None:
            total = self.total + result.power
        else:
            total = self.total  # B-71: a failed roll is wasted
        done = replace(self, total=total, rolls=self.rolls + 1, paused=False)
        return done._settled(), result

    def interrupt(
        self, how: Literal["paused", "wasted", "lost"], dice: int
    ) -> tuple[LongAction, dict[Bank, int]]:
        """Interrupt the roll under way (B-74).

        ``paused``: it counts when it is finished later; ``wasted``: it adds
        nothing but still raises the cumulative penalty; ``lost``: the whole long
        action is lost. Also returns the dice the character enters the
        interrupting conflict without — the ``dice`` of the bank the roll had taken (a
        roll that takes a day is interrupted before anyone rolls it) — for
        :class:`~deskapp.systems.dice_banks.rules.Combatant`'s ``spent``.
        """
        self._check_going()
        if self.paused:
            raise DiceBanksError(
                translate(
                    "DiceBanksRules", "the long action's roll is already paused: resume it first"
                )
            )
        elif isinstance(dice, bool) or not isinstance(dice, int) or not 1 <= dice <= self.dice_left:
            raise DiceBanksError(
                translate(
                    "DiceBanksRules",
                    "the interrupted roll used 1 to {most} dice of the bank, not {dice} (rule B-74)",
                ).format(most=self.dice_left, dice=repr(dice))
            )
        spent = {self.bank: dice}
        if how == "paused":
            return replace(self, paused=True), spent
        if how == "wasted":
            return replace(self, rolls=self.rolls + 1, paused=False)._settled(), spent
        return replace(self, paused=False, status=LongStatus.LOST), spent

    def stop(self) -> LongAction:
        """End a long action without a target at the total it has reached (B-70)."""
        self._check_going()
        if self.target is not None:
            raise DiceBanksError(
                translate(
                    "DiceBanksRules",
                    "this long action has a target of {target}: it ends when the total reaches it "
                    "or the dice run out",
                ).format(target=self.target)
            )
        return replace(self, status=LongStatus.STOPPED)

    def restart(self) -> LongAction:
        """Start the same long action again from nothing, where the GM allows it (B-73)."""
        return LongAction(self.bank, self.max_dice, self.target, self.cumulative)

    def _settled(self) -> LongAction:
        if self.target is not None and self.total >= self.target:
            return replace(self, status=LongStatus.SUCCEEDED)
        if self.dice_left < 1:
            ended = LongStatus.FAILED if self.target is not None else LongStatus.STOPPED
            return replace(self, status=ended)
        return self

    def _check_going(self) -> None:
        if self.status is not LongStatus.GOING:
            raise DiceBanksError(
                translate("DiceBanksRules", "the long action has ended: {status}").format(
                    status=long_status_title(self.status.value)
                )
            )
