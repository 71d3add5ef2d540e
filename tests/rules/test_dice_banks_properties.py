"""Properties of the dice-bank rules over many rolls and many rounds (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from deskapp.core.dice import EnteredDice, RandomDice
from deskapp.systems.dice_banks.conflict import Combatant, Conflict
from deskapp.systems.dice_banks.long_actions import LongAction, LongStatus
from deskapp.systems.dice_banks.rules import (
    Action,
    Bank,
    DiceBanksError,
    DiceBanksOptions,
    Outcome,
    PowerSource,
    SkillKind,
    explosion_threshold,
    resolve_action,
    success_threshold,
)

ratings = st.integers(0, 12)
kinds = st.sampled_from(list(SkillKind))
options = st.sampled_from([DiceBanksOptions(), DiceBanksOptions(critical_failure="every_die")])
actions = st.builds(
    Action,
    skill=ratings,
    kind=kinds,
    dice=st.integers(1, 8),
    bonus=st.integers(0, 4),
    penalty=st.integers(0, 6),
    power=st.none() | st.builds(PowerSource, st.integers(0, 12), st.booleans()),
)


@given(actions, st.integers(0, 6), options, st.integers(0, 2**32))
def test_b11_b16_successes_are_never_negative_and_net_decides(
    action: Action, defense: int, table: DiceBanksOptions, seed: int
) -> None:
    # rules B-11, B-16
    result = resolve_action(action, RandomDice(random.Random(seed)), table, defense=defense)
    roll = result.roll
    assert 0 <= roll.successes <= len(roll.faces)
    assert result.net == roll.successes - defense
    if result.outcome is Outcome.SUCCESS:
        assert result.net >= 1 and not roll.automatic_failure
    else:
        assert result.net <= 0
    assert result.power is None or result.power >= 0
    assert (result.power is not None) == (result.succeeded and action.power is not None)


@given(actions, st.integers(0, 4), st.integers(0, 2**32))
def test_b12_b21_faces_are_consumed_in_the_documented_order(
    action: Action, defense: int, seed: int
) -> None:
    # rules B-12, B-21: rolled dice, then each explosion round in order, then the Power roll
    source = random.Random(seed)
    entered = EnteredDice([source.randint(1, 10) for _ in range(200)])
    result = resolve_action(action, entered, defense=defense)
    assert list(result.faces) == entered.faces[: entered.used]
    expected_rounds = []
    count = max(result.roll.dice_rolled, 0)
    position = 0
    while count:
        faces = tuple(entered.faces[position : position + count])
        expected_rounds.append(faces)
        position += count
        count = sum(face >= explosion_threshold(action.skill) for face in faces)
    assert result.roll.pool is None or list(result.roll.pool.rounds) == expected_rounds
    if result.power_roll is not None:
        assert len(result.power_roll.rounds[0]) == result.net
        assert result.power_roll.faces == tuple(entered.faces[position : entered.used])


@given(actions, options, st.integers(0, 2**32))
def test_b13_critical_failure_only_without_successes_and_in_range(
    action: Action, table: DiceBanksOptions, seed: int
) -> None:
    # rule B-13
    roll = resolve_action(action, RandomDice(random.Random(seed)), table).roll
    if roll.critical_failure:
        assert roll.successes == 0
        in_range = [face <= action.kind.critical_faces for face in roll.faces]
        assert all(in_range) if table.critical_failure == "every_die" else any(in_range)
    assert roll.practice_xp in (0, 1)
    if action.kind is SkillKind.KNOWLEDGE:
        assert roll.practice_xp == 0


@given(st.integers(0, 12))
def test_b11_b12_an_exploding_face_is_always_a_success(rating: int) -> None:
    # rules B-11, B-12
    assert 5 <= success_threshold(rating) <= explosion_threshold(rating) <= 10


turns = st.lists(
    st.tuples(
        st.sampled_from(["act", "react", "next_round"]),
        st.sampled_from(["Ada", "Brute"]),
        st.sampled_from(list(Bank)),
        st.integers(0, 6),
        st.integers(0, 2),
    ),
    max_size=30,
)


@given(turns, st.integers(0, 2**32))
def test_b03_b05_bank_dice_never_go_below_zero(turns: list, seed: int) -> None:
    # rules B-03, B-05, B-43
    conflict = Conflict.begin([Combatant("Ada", 2, extra_actions=1), Combatant("Brute", 0)])
    dice = RandomDice(random.Random(seed))
    for what, name, bank, count, penalty in turns:
        before = conflict
        try:
            if what == "next_round":
                conflict = conflict.next_round()
            else:
                action = Action(3, SkillKind.TALENT, dice=count, penalty=penalty)
                step = conflict.act if what == "act" else conflict.react
                conflict, _ = step(name, bank, action, dice)
        except DiceBanksError:
            assert conflict is before  # a refused step changes nothing
        for combatant in conflict.combatants:
            assert combatant.actions_left >= 0
            for each in Bank:
                assert 0 <= combatant.dice_left(each) <= combatant.bank_size


@given(st.integers(1, 6), st.none() | st.integers(1, 15), st.integers(0, 2**32))
def test_b70_b73_a_long_action_always_ends_and_its_total_is_never_negative(
    max_dice: int, target: int | None, seed: int
) -> None:
    # rules B-70, B-71, B-73
    work = LongAction(Bank.PHYSICAL, max_dice=max_dice, target=target)
    action = Action(4, SkillKind.ABILITY, dice=max_dice, power=PowerSource.capacity(5))
    dice = RandomDice(random.Random(seed))
    for _ in range(max_dice):
        if work.status is not LongStatus.GOING:
            break
        work, _ = work.roll(action, dice)
        assert work.total >= 0
    assert work.status is not LongStatus.GOING
    if work.status is LongStatus.SUCCEEDED:
        assert target is not None and work.total >= target
