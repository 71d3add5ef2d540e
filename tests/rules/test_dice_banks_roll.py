"""One dice-banks roll: thresholds, explosions, critical failure, great success, Defense, Power."""

from __future__ import annotations

import random

import pytest

from deskapp.core.dice import EnteredDice
from deskapp.core.errors import UserError
from deskapp.core.options import OptionsError
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import (
    Action,
    Burn,
    BurnUse,
    DiceBanksError,
    DiceBanksOptions,
    Outcome,
    PowerSource,
    SkillKind,
    explosion_threshold,
    highest_defense,
    rating_note,
    resolve_action,
    roll_action,
    success_threshold,
    support_bonus,
)
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter, Skill

TALENT, ABILITY, KNOWLEDGE = SkillKind.TALENT, SkillKind.ABILITY, SkillKind.KNOWLEDGE
EVERY_DIE = DiceBanksOptions(critical_failure="every_die")


def entered(*faces: int) -> EnteredDice:
    return EnteredDice(faces)


# --- B-10, B-02: how many dice are rolled ---------------------------------------------


def test_b10_the_roll_uses_dice_plus_bonuses_minus_penalties() -> None:
    # rule B-10
    dice = entered(3, 3, 3, 3, 3, 3)
    rolled = roll_action(Action(2, TALENT, dice=3, bonus=2, penalty=1), dice)
    assert rolled.dice_rolled == 4
    assert rolled.faces == (3, 3, 3, 3)
    assert dice.unused == [3, 3]


def test_b02_fewer_than_one_die_fails_automatically_and_rolls_nothing() -> None:
    # rule B-02
    dice = entered()
    result = resolve_action(Action(5, TALENT, dice=2, penalty=2), dice)
    assert result.roll.automatic_failure
    assert result.roll.dice_rolled == 0
    assert result.faces == ()
    assert result.outcome is Outcome.FAILURE
    assert not result.roll.critical_failure


def test_b02_one_die_left_after_penalties_is_rolled() -> None:
    # rule B-02
    result = resolve_action(Action(5, TALENT, dice=3, penalty=2), entered(6))
    assert not result.roll.automatic_failure
    assert result.faces == (6,)
    assert result.outcome is Outcome.SUCCESS


def test_b01_a_roll_uses_at_least_one_die() -> None:
    # rule B-01
    with pytest.raises(DiceBanksError, match=r"at least one die .*rule B-01"):
        Action(3, TALENT, dice=0)


# --- B-11, B-12: successes and explosions ---------------------------------------------


@pytest.mark.parametrize(
    ("skill", "lowest"), [(0, 10), (1, 9), (3, 7), (4, 6), (5, 5), (6, 5), (10, 5)]
)
def test_b11_success_threshold_is_10_minus_skill_but_never_below_5(skill: int, lowest: int) -> None:
    # rule B-11
    assert success_threshold(skill) == lowest
    assert roll_action(Action(skill, TALENT, dice=1), entered(lowest - 1)).successes == 0
    # The 1 is there for the reroll when the threshold face also explodes.
    assert roll_action(Action(skill, TALENT, dice=1), entered(lowest, 1)).successes == 1


def test_b11_each_die_at_the_threshold_is_one_success() -> None:
    # rule B-11: skill 3 succeeds on 7+, and 10 is not reached, so nothing explodes
    rolled = roll_action(Action(3, ABILITY, dice=5), entered(7, 6, 9, 2, 8))
    assert rolled.successes == 3


@pytest.mark.parametrize(("skill", "lowest"), [(0, 10), (5, 10), (6, 9), (8, 7), (10, 5)])
def test_b12_explosion_threshold_is_15_minus_skill_at_most_10(skill: int, lowest: int) -> None:
    # rule B-12
    assert explosion_threshold(skill) == lowest


def test_b12_tens_explode_and_rerolls_explode_again() -> None:
    # rule B-12: skill 5 succeeds on 5+ and explodes on 10
    dice = entered(10, 4, 10, 10, 3)
    rolled = roll_action(Action(5, TALENT, dice=2), dice)
    assert rolled.pool is not None
    assert rolled.pool.rounds == ((10, 4), (10,), (10,), (3,))
    assert rolled.successes == 3
    assert dice.unused == []


def test_b12_each_exploded_die_gets_one_new_die_in_order() -> None:
    # rule B-12: skill 6 explodes on 9+; round 2 has one die for the 9 and one for the 10
    rolled = roll_action(Action(6, TALENT, dice=3), entered(9, 2, 10, 9, 1, 4))
    assert rolled.pool is not None
    assert rolled.pool.rounds == ((9, 2, 10), (9, 1), (4,))
    assert rolled.faces == (9, 2, 10, 9, 1, 4)
    assert rolled.successes == 3


def test_ratings_above_10_roll_as_10() -> None:
    # rules B-11, B-12: at 10 both thresholds reach 5; higher ratings must not explode 4s
    assert (success_threshold(13), explosion_threshold(13)) == (5, 5)
    rolled = roll_action(Action(13, TALENT, dice=2), entered(4, 3))
    assert rolled.successes == 0
    assert rolled.faces == (4, 3)


# --- B-13, B-14: critical failure and great success -----------------------------------


@pytest.mark.parametrize(
    ("kind", "faces", "critical"),
    [
        (TALENT, (1, 3), True),
        (TALENT, (2, 3), False),
        (ABILITY, (2, 3), True),
        (ABILITY, (3, 4), False),
        (KNOWLEDGE, (4, 3), True),
        (KNOWLEDGE, (5, 6), False),
    ],
)
def test_b13_critical_failure_range_depends_on_the_kind(
    kind: SkillKind, faces: tuple[int, ...], critical: bool
) -> None:
    # rule B-13: skill 0 succeeds only on 10
    result = resolve_action(Action(0, kind, dice=2), EnteredDice(faces))
    assert result.roll.critical_failure is critical
    assert result.outcome is (Outcome.CRITICAL_FAILURE if critical else Outcome.FAILURE)


def test_b13_a_success_prevents_a_critical_failure() -> None:
    # rule B-13: "no success at all"
    result = resolve_action(Action(5, TALENT, dice=2), entered(1, 5), defense=3)
    assert not result.roll.critical_failure
    assert result.outcome is Outcome.FAILURE


@pytest.mark.parametrize(("kind", "xp"), [(TALENT, 1), (ABILITY, 1), (KNOWLEDGE, 0)])
def test_b13_critical_failure_gives_practice_xp_except_for_knowledge(
    kind: SkillKind, xp: int
) -> None:
    # rule B-13
    assert roll_action(Action(0, kind, dice=1), entered(1)).practice_xp == xp


def test_b13_option_every_die_must_be_in_the_critical_range() -> None:
    # rule B-13: the table option; the default is any die
    assert DiceBanksOptions().critical_failure == "any_die"
    mixed = Action(0, TALENT, dice=2)
    assert roll_action(mixed, entered(1, 3)).critical_failure
    assert not roll_action(mixed, entered(1, 3), EVERY_DIE).critical_failure
    assert roll_action(mixed, entered(1, 1), EVERY_DIE).critical_failure


def test_b14_five_successes_on_the_dice_is_a_great_success_even_against_defense() -> None:
    # rule B-14
    result = resolve_action(Action(5, ABILITY, dice=5), entered(5, 6, 7, 8, 9), defense=5)
    assert result.roll.great_success
    assert result.outcome is Outcome.FAILURE
    assert result.roll.practice_xp == 1


def test_b14_explosions_count_towards_a_great_success() -> None:
    # rule B-14: 10, 10, 5, 5 and the rerolls 5, 1 make five successes
    rolled = roll_action(Action(5, TALENT, dice=4), entered(10, 10, 5, 5, 5, 1))
    assert rolled.successes == 5
    assert rolled.great_success


def test_b14_four_successes_or_knowledge_earn_no_practice() -> None:
    # rule B-14
    four = roll_action(Action(5, TALENT, dice=4), entered(5, 6, 7, 8))
    assert not four.great_success and four.practice_xp == 0
    knowing = roll_action(Action(5, KNOWLEDGE, dice=5), entered(5, 6, 7, 8, 9))
    assert knowing.great_success and knowing.practice_xp == 0


def test_b15_one_practice_xp_per_skill_per_scene() -> None:
    # rule B-15: at the table, by a roll that earns it or marked by hand
    skills = (Skill("Fencing", TALENT, 3), Skill("Riding", TALENT, 3))
    setup = {"characters": [DiceBanksCharacter("Ada", 2, skills=skills).to_json()]}
    driver = DiceBanksDriver.from_setup(setup, RecordedRandom(random.Random(0)))

    def practice(skill: str) -> dict[str, object]:
        return driver.perform({"do": "practice", "who": "Ada", "skill": skill}).outcome["practice"]

    assert practice("Fencing") == {"skill": "Fencing", "granted": True, "now": 1}
    with pytest.raises(UserError, match="already has the practice XP of Fencing this scene"):
        practice("Fencing")
    assert practice("Riding") == {"skill": "Riding", "granted": True, "now": 1}
    roll = {"do": "roll", "who": "Ada", "skill": "Fencing", "bank": "physical", "dice": 1}
    assert driver.perform(roll | {"faces": [5]}).detail.practice is None  # nothing earned
    driver.perform({"do": "new_scene"})  # a new scene starts afresh
    assert practice("Fencing") == {"skill": "Fencing", "granted": True, "now": 2}


# --- B-16, B-40, B-42: Defense ----------------------------------------------------------


@pytest.mark.parametrize(
    ("defense", "net", "outcome"), [(0, 2, "success"), (1, 1, "success"), (2, 0, "failure")]
)
def test_b16_defense_is_subtracted_and_one_net_success_is_enough(
    defense: int, net: int, outcome: str
) -> None:
    # rule B-16
    result = resolve_action(Action(3, TALENT, dice=2), entered(7, 8), defense=defense)
    assert result.roll.successes == 2
    assert result.net == net
    assert result.outcome == outcome


def test_b40_most_actions_have_defense_0_and_difficulty_sets_it() -> None:
    # rule B-40
    assert highest_defense() == 0
    assert highest_defense(2) == 2
    one = resolve_action(Action(3, TALENT, dice=1), entered(7), defense=highest_defense())
    assert one.outcome is Outcome.SUCCESS


def test_b42_only_the_highest_defense_counts() -> None:
    # rule B-42: two reactions of 2 and 3 successes and a difficulty of 1 give Defense 3
    two = roll_action(Action(3, TALENT, dice=2), entered(7, 8))
    three = roll_action(Action(3, TALENT, dice=3), entered(7, 8, 9))
    assert highest_defense(1, [two.successes, three.successes]) == 3
    assert highest_defense(4, [two.successes, three.successes]) == 4


# --- B-20 … B-24: Power -------------------------------------------------------------------


def test_b20_base_power_is_half_the_capacity_rounded_down() -> None:
    # rule B-20
    assert PowerSource.capacity(7).base == 3
    assert PowerSource.capacity(6).base == 3
    assert PowerSource.capacity(1).base == 0


def test_b21_power_dice_are_the_net_successes_rolled_against_the_capacity() -> None:
    # rule B-21: 2 successes − Defense 1 = 1 Power die against capacity 6 (5+, explodes 9+)
    dice = entered(6, 7, 2, 9, 5)
    action = Action(4, TALENT, dice=3, power=PowerSource.capacity(6))
    result = resolve_action(action, dice, defense=1)
    assert result.net == 1
    assert result.power_roll is not None
    assert result.power_roll.rounds == ((9,), (5,))
    assert result.power == 3 + 2
    assert result.faces == (6, 7, 2, 9, 5)


def test_b21_no_power_is_rolled_for_a_failed_action() -> None:
    # rule B-21
    dice = entered(6, 2, 8)
    action = Action(4, TALENT, dice=2, power=PowerSource.capacity(6))
    result = resolve_action(action, dice, defense=1)
    assert result.power is None and result.power_roll is None
    assert dice.unused == [8]


def test_b22_an_action_without_a_power_source_has_no_power() -> None:
    # rule B-22
    result = resolve_action(Action(5, TALENT, dice=1), entered(8))
    assert result.outcome is Outcome.SUCCESS and result.power is None
    with pytest.raises(DiceBanksError, match=r"no Power to change.*rule B-22"):
        Action(5, TALENT, dice=1, power_bonus=1)


def test_b22_tools_and_environment_modify_power_but_not_below_zero() -> None:
    # rule B-22: capacity 4 → base 2; the one Power die (7 against capacity 4 needs 6+) succeeds
    tools = Action(5, TALENT, dice=1, power=PowerSource.capacity(4), power_bonus=2)
    assert resolve_action(tools, entered(5, 7)).power == 2 + 1 + 2
    harsh = Action(5, TALENT, dice=1, power=PowerSource.capacity(4), power_penalty=9)
    assert resolve_action(harsh, entered(5, 7)).power == 0


def test_b24_equipment_power_is_the_base_and_the_power_roll_rating() -> None:
    # rule B-24: Power 5 → base 5 (not halved); its Power die needs 5+ and explodes on 10
    pistol = Action(3, TALENT, dice=1, power=PowerSource.equipment(5))
    result = resolve_action(pistol, entered(8, 10, 4))
    assert result.power_roll is not None and result.power_roll.rounds == ((10,), (4,))
    assert result.power == 5 + 1


def test_b24_dice_and_burned_scars_cannot_raise_own_power() -> None:
    # rules B-24, B-31
    pistol = PowerSource.equipment(5)
    with pytest.raises(DiceBanksError, match="own Power"):
        Action(3, TALENT, dice=1, power=pistol, power_dice=1)
    with pytest.raises(DiceBanksError, match="own Power"):
        Action(3, TALENT, dice=1, power=pistol, burn=Burn("Body", 1, BurnUse.POWER))
    # Burning for dice is still allowed with a firearm.
    assert Action(3, TALENT, dice=1, power=pistol, burn=Burn("Body", 1)).burned_dice == 1


# --- B-31, B-50, B-60: burning, bonuses, support -------------------------------------


def test_b31_burned_points_buy_dice_or_power() -> None:
    # rule B-31
    for_dice = Action(5, TALENT, dice=1, burn=Burn("Body", 2))
    assert roll_action(for_dice, entered(5, 5, 5)).dice_rolled == 3
    strength = PowerSource.capacity(4)
    for_power = Action(5, TALENT, dice=1, power=strength, burn=Burn("Body", 2, BurnUse.POWER))
    result = resolve_action(for_power, entered(5, 1))
    assert result.roll.dice_rolled == 1
    assert result.power == 2 + 0 + 2


def test_b50_bonuses_and_penalties_add_up_without_a_cap() -> None:
    # rule B-50
    many = roll_action(Action(5, TALENT, dice=1, bonus=3 + 3 + 2, penalty=1), entered(*[1] * 8))
    assert many.dice_rolled == 8


def test_b50_bank_dice_spent_on_power_are_a_power_bonus() -> None:
    # rule B-50: two bank dice on Power add 2 and cost the bank two dice
    action = Action(5, TALENT, dice=1, power=PowerSource.capacity(4), power_dice=2)
    assert action.bank_dice == 3
    assert resolve_action(action, entered(5, 1)).power == 2 + 0 + 2


def test_b60_a_successful_support_adds_its_power_as_dice() -> None:
    # rule B-60
    helper = Action(5, TALENT, dice=1, power=PowerSource.capacity(4))
    support = resolve_action(helper, entered(5, 1))
    assert support.power == 2
    bonus = support_bonus(support)
    assert bonus == 2
    supported = roll_action(Action(5, TALENT, dice=1, bonus=bonus), entered(1, 1, 1))
    assert supported.dice_rolled == 3
    failed = resolve_action(helper, entered(1))
    assert support_bonus(failed) == 0


# --- options and declarations ---------------------------------------------------------


def test_the_table_options_and_their_help() -> None:
    assert DiceBanksOptions.SYSTEM == "dice_banks"
    assert DiceBanksOptions.from_json({"critical_failure": "every_die"}) == EVERY_DIE
    (name, default, help_), *_ = DiceBanksOptions.describe()
    assert (name, default) == ("critical_failure", "any_die") and "B-13" in help_
    with pytest.raises(OptionsError, match="'any_die' or 'every_die'"):
        DiceBanksOptions.from_json({"critical_failure": "most"})


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"skill": -1}, "skill level must be a whole number from 0 to 99, not -1"),
        ({"dice": True}, "dice must be a whole number"),
        ({"penalty": -2}, "penalty must be a whole number from 0 to 30"),
    ],
)
def test_a_bad_declaration_is_a_clear_error(changes: dict, message: str) -> None:
    fields = {"skill": 3, "kind": TALENT, "dice": 2} | changes
    with pytest.raises(DiceBanksError, match=message):
        Action(**fields)


def test_skill_kinds_parse_as_users_type_them() -> None:
    assert SkillKind.parse(" Attribute ") is TALENT
    assert SkillKind.parse("KNOWLEDGE") is KNOWLEDGE
    with pytest.raises(DiceBanksError, match="unknown skill kind 'magic'"):
        SkillKind.parse("magic")


def test_a_negative_defense_is_refused() -> None:
    with pytest.raises(DiceBanksError, match="Defense must be a whole number from 0 to 99"):
        resolve_action(Action(3, TALENT, dice=1), entered(7), defense=-1)


def test_b12_ratings_above_10_roll_as_10_or_are_refused_by_the_table_option() -> None:
    # rule B-12 (table option "high_ratings")
    assert rating_note(10) is None
    assert rating_note(13) == "a rating of 13 rolls as 10: success on 5+, explodes on 5+"
    # Taken literally, 13 would explode on 2+ and 14 on every face for ever.
    assert [(success_threshold(r), explosion_threshold(r)) for r in (9, 10, 11, 14, 40)] == [
        (5, 6), (5, 5), (5, 5), (5, 5), (5, 5),
    ]  # fmt: skip
    action = Action(13, SkillKind.ABILITY, dice=1)
    rolled = roll_action(action, EnteredDice([5, 2]))
    assert (rolled.pool.faces, rolled.successes) == ((5, 2), 1)
    refuse = DiceBanksOptions(high_ratings="refuse")
    with pytest.raises(DiceBanksError, match="skill level is 13, but this table keeps ratings"):
        roll_action(action, EnteredDice([5, 2]), refuse)
    powered = Action(5, SkillKind.ABILITY, dice=1, power=PowerSource.capacity(11))
    with pytest.raises(DiceBanksError, match="Power rating is 11"):
        roll_action(powered, EnteredDice([9]), refuse)
