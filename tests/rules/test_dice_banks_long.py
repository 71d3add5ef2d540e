"""Long actions: running total, cumulative penalty, wipes, running out of dice, interruptions."""

from __future__ import annotations

import pytest

from deskapp.core.dice import EnteredDice
from deskapp.systems.dice_banks.long_actions import LongAction, LongStatus
from deskapp.systems.dice_banks.rules import (
    Action,
    Bank,
    Combatant,
    DiceBanksError,
    PowerSource,
    SkillKind,
)
from deskapp.systems.dice_banks.state import Conflict

# Skill 5 succeeds on 5+ and explodes on 10; capacity 4 gives base Power 2 and its
# Power dice succeed on 6+ and explode on 10.
CRAFT = Action(5, SkillKind.ABILITY, dice=4, power=PowerSource.capacity(4))


def dice(*faces: int) -> EnteredDice:
    return EnteredDice(faces)


def test_b70_each_successful_roll_adds_its_power_until_the_target() -> None:
    # rule B-70: one success → one Power die; a 6 makes Power 2 + 1
    work = LongAction(Bank.MENTAL, max_dice=4, target=5)
    work, first = work.roll(CRAFT, dice(5, 1, 1, 1, 6))
    assert first.power == 3 and work.total == 3 and work.status is LongStatus.GOING
    work, second = work.roll(CRAFT, dice(5, 1, 1, 1))
    assert second.power == 2 and work.total == 5
    assert work.status is LongStatus.SUCCEEDED
    with pytest.raises(DiceBanksError, match="the long action has ended: succeeded"):
        work.roll(CRAFT, dice(5, 1, 1, 1))


def test_b70_without_a_target_the_player_stops() -> None:
    # rule B-70
    work, _ = LongAction(Bank.MENTAL, max_dice=4).roll(CRAFT, dice(5, 1, 1, 1, 1))
    stopped = work.stop()
    assert stopped.status is LongStatus.STOPPED and stopped.total == 2
    with pytest.raises(DiceBanksError, match="has a target of 5"):
        LongAction(Bank.MENTAL, max_dice=4, target=5).stop()


def test_b71_a_failed_roll_is_wasted_and_a_critical_failure_wipes_the_total() -> None:
    # rule B-71: skill 5 with an Ability: 1–2 is the critical range
    work, _ = LongAction(Bank.MENTAL, max_dice=4).roll(CRAFT, dice(5, 1, 1, 1, 6))
    assert work.total == 3
    work, failed = work.roll(CRAFT, dice(3, 3, 4), defense=0)
    assert failed.outcome == "failure" and work.total == 3
    work, critical = work.roll(CRAFT, dice(2, 3))
    assert critical.outcome == "critical_failure" and work.total == 0
    assert work.rolls == 3


def test_b72_every_roll_after_the_first_has_a_cumulative_minus_one() -> None:
    # rule B-72
    work = LongAction(Bank.PHYSICAL, max_dice=4)
    penalties = []
    for _ in range(3):
        work, result = work.roll(CRAFT, dice(1, 1, 1, 1))
        penalties.append((result.roll.cumulative_penalty, result.roll.dice_rolled))
    assert penalties == [(0, 4), (1, 3), (2, 2)]


def test_b72_casual_work_has_no_cumulative_penalty() -> None:
    # rule B-72
    work = LongAction(Bank.PHYSICAL, max_dice=4, cumulative=False)
    for _ in range(6):
        work, result = work.roll(CRAFT, dice(1, 1, 1, 1))
        assert result.roll.dice_rolled == 4
    assert work.status is LongStatus.GOING


def test_b73_the_long_action_fails_when_the_dice_run_out() -> None:
    # rule B-73: two dice a roll allow two rolls (2, then 2 − 1)
    work = LongAction(Bank.PHYSICAL, max_dice=2, target=10)
    small = Action(5, SkillKind.ABILITY, dice=2, power=PowerSource.capacity(4))
    work, _ = work.roll(small, dice(5, 3, 1))
    assert work.status is LongStatus.GOING and work.dice_left == 1
    work, _ = work.roll(small, dice(5, 1))
    assert work.status is LongStatus.FAILED and work.total == 4
    with pytest.raises(DiceBanksError, match="has ended: failed"):
        work.roll(small, dice(5, 1))
    again = work.restart()
    assert (again.status, again.total, again.rolls, again.target) == (
        LongStatus.GOING,
        0,
        0,
        10,
    )


def test_b73_b50_power_dice_come_out_of_the_same_bank_as_at_the_table() -> None:
    # rules B-73, B-50: 2 rolled + 2 on Power fill a 4-dice bank (the table refuses more:
    # tests/play/test_dice_banks_driver.py)
    fits = Action(5, SkillKind.ABILITY, dice=2, power=PowerSource.capacity(4), power_dice=2)
    work, result = LongAction(Bank.MENTAL, max_dice=4).roll(fits, dice(5, 1, 1))
    assert work.rolls == 1 and result.power == 4  # base 2 + the 2 Power dice


def test_b74_a_roll_declared_by_its_dice_is_interrupted_as_the_table_does() -> None:
    # rule B-74
    work = LongAction(Bank.MENTAL, max_dice=4, target=9)
    paused, spent = work.interrupt("paused", dice=3)
    assert paused.paused and paused.rolls == 0 and spent == {Bank.MENTAL: 3}
    with pytest.raises(DiceBanksError, match="already paused"):
        paused.interrupt("wasted", dice=2)
    wasted, _ = work.interrupt("wasted", dice=2)
    assert (wasted.rolls, wasted.penalty, wasted.total) == (1, 1, 0)
    lost, _ = work.interrupt("lost", dice=1)
    assert lost.status is LongStatus.LOST
    with pytest.raises(DiceBanksError, match="used 1 to 4 dice of the bank, not 5"):
        work.interrupt("paused", dice=5)


def test_b74_a_paused_roll_counts_when_resumed() -> None:
    # rule B-74
    work, spent = LongAction(Bank.MENTAL, max_dice=4).interrupt("paused", dice=4)
    assert work.paused and spent == {Bank.MENTAL: 4}
    work, result = work.roll(CRAFT, dice(5, 1, 1, 1, 1))
    assert result.power == 2 and work.total == 2 and not work.paused
    assert work.rolls == 1  # the roll it was, not one more


def test_b74_a_wasted_roll_still_raises_the_cumulative_penalty() -> None:
    # rule B-74
    work, _ = LongAction(Bank.MENTAL, max_dice=4).roll(CRAFT, dice(5, 1, 1, 1, 1))
    work, _ = work.interrupt("wasted", dice=3)
    assert work.total == 2 and work.rolls == 2 and work.penalty == 2
    assert not work.paused


def test_b74_an_interruption_can_lose_the_whole_long_action() -> None:
    # rule B-74
    work, _ = LongAction(Bank.MENTAL, max_dice=4).roll(CRAFT, dice(5, 1, 1, 1, 1))
    work, _ = work.interrupt("lost", dice=3)
    assert work.status is LongStatus.LOST
    with pytest.raises(DiceBanksError, match="has ended: lost"):
        work.roll(CRAFT, dice())


def test_b74_the_interrupted_character_enters_the_conflict_without_the_roll_dice() -> None:
    # rule B-74: the three dice come back in the next round
    _, spent = LongAction(Bank.MENTAL, max_dice=4).interrupt("wasted", dice=3)
    conflict = Conflict((Combatant("Ada", 2, spent=spent),))
    assert conflict.combatant("Ada").dice_left(Bank.MENTAL) == 1
    assert conflict.next_round().combatant("Ada").dice_left(Bank.MENTAL) == 4
