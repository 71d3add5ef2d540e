"""Properties of the dice-bank rules over many rolls and many rounds (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from deskapp.core.dice import EnteredDice, RandomDice
from deskapp.systems.dice_banks.long_actions import LongAction, LongStatus
from deskapp.systems.dice_banks.rules import (
    Action,
    Bank,
    Combatant,
    DiceBanksError,
    DiceBanksOptions,
    Outcome,
    PowerSource,
    SkillKind,
    explosion_threshold,
    resolve_action,
    success_threshold,
)
from deskapp.systems.dice_banks.state import Conflict

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


# The rules' thresholds written out by hand (B-11, B-12; ratings above 10 roll as 10), so
# these properties never borrow the code they check: rating -> lowest success / explosion face.
SUCCESS_FACE = {0: 10, 1: 9, 2: 8, 3: 7, 4: 6, 5: 5, 6: 5, 7: 5, 8: 5, 9: 5, 10: 5, 11: 5, 12: 5}
EXPLODE_FACE = {
    0: 10,
    1: 10,
    2: 10,
    3: 10,
    4: 10,
    5: 10,
    6: 9,
    7: 8,
    8: 7,
    9: 6,
    10: 5,
    11: 5,
    12: 5,
}
CRITICAL_TOP = {SkillKind.TALENT: 1, SkillKind.ABILITY: 2, SkillKind.KNOWLEDGE: 4}  # B-13


@given(actions, st.integers(0, 6), options, st.integers(0, 2**32))
def test_b11_b16_successes_are_counted_from_the_faces_and_net_decides(
    action: Action, defense: int, table: DiceBanksOptions, seed: int
) -> None:
    # rules B-11, B-16
    result = resolve_action(action, RandomDice(random.Random(seed)), table, defense=defense)
    roll = result.roll
    counted = sum(face >= SUCCESS_FACE[action.skill] for face in roll.faces)
    assert roll.successes == counted
    automatic = action.dice + action.bonus - action.penalty < 1  # B-02
    assert roll.automatic_failure == automatic and (roll.faces == ()) == automatic
    wins = not automatic and counted - defense >= 1
    assert (result.outcome is Outcome.SUCCESS) == wins
    assert (result.power is not None) == (wins and action.power is not None)
    assert result.power is None or result.power >= 0


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
    count = max(action.dice + action.bonus - action.penalty, 0)
    position = 0
    while count:
        faces = tuple(entered.faces[position : position + count])
        expected_rounds.append(faces)
        position += count
        count = sum(face >= EXPLODE_FACE[action.skill] for face in faces)
    rounds = () if result.roll.pool is None else result.roll.pool.rounds
    assert list(rounds) == expected_rounds
    successes = sum(face >= SUCCESS_FACE[action.skill] for round_ in rounds for face in round_)
    if result.power_roll is not None:
        assert len(result.power_roll.rounds[0]) == successes - defense  # one die per net success
        assert result.power_roll.faces == tuple(entered.faces[position : entered.used])
    else:
        assert entered.used == position


@given(actions, options, st.integers(0, 2**32))
def test_b13_critical_failure_exactly_without_successes_and_in_range(
    action: Action, table: DiceBanksOptions, seed: int
) -> None:
    # rules B-13, B-14
    roll = resolve_action(action, RandomDice(random.Random(seed)), table).roll
    in_range = [face <= CRITICAL_TOP[action.kind] for face in roll.faces]
    reached = all(in_range) if table.critical_failure == "every_die" else any(in_range)
    expected = bool(roll.faces) and roll.successes == 0 and reached
    assert roll.critical_failure == expected
    earns = (expected or roll.successes >= 5) and action.kind is not SkillKind.KNOWLEDGE
    assert roll.practice_xp == (1 if earns else 0)


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
def test_b03_b05_b43_banks_pay_exactly_what_was_spent_and_refuse_an_overdraft(
    turns: list, seed: int
) -> None:
    # rules B-03, B-05, B-43: an independent tally of the dice spent in the round
    conflict = Conflict((Combatant("Ada", 2, extra_actions=1), Combatant("Brute", 0)))
    size = {"Ada": 4, "Brute": 2}  # Proficiency + 2
    spent = {name: dict.fromkeys(Bank, 0) for name in size}
    dice = RandomDice(random.Random(seed))
    for what, name, bank, count, penalty in turns:
        before = conflict
        if what == "next_round":
            conflict = conflict.next_round()
            spent = {each: dict.fromkeys(Bank, 0) for each in size}  # B-05: every bank refills
            continue
        step = conflict.act if what == "act" else conflict.react
        try:
            action = Action(3, SkillKind.TALENT, dice=count, penalty=penalty)
            conflict, _ = step(name, bank, action, dice)
        except DiceBanksError:
            assert conflict is before  # a refused step changes nothing
        else:
            assert count <= size[name] - spent[name][bank]  # never more than is left (B-03)
            spent[name][bank] += count
        for combatant in conflict.combatants:
            for each in Bank:
                assert (
                    combatant.dice_left(each) == size[combatant.name] - spent[combatant.name][each]
                )


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
