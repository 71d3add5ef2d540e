"""The conflict round tracker: one action per round, reactions, extra actions, refills, burning."""

from __future__ import annotations

import random

import pytest

from deskapp.core.dice import EnteredDice
from deskapp.core.errors import UserError
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import (
    Action,
    Bank,
    Burn,
    BurnUse,
    Combatant,
    DiceBanksError,
    PowerSource,
    SkillKind,
    highest_defense,
    roll_outside_conflict,
)
from deskapp.systems.dice_banks.sheet import Capacity, DiceBanksCharacter, Scar, Skill
from deskapp.systems.dice_banks.state import Conflict

PHYSICAL, SOCIAL, MENTAL = Bank.PHYSICAL, Bank.SOCIAL, Bank.MENTAL
TALENT = SkillKind.TALENT


def ones(count: int = 20) -> EnteredDice:
    """Faces that never succeed or explode, for tests about dice counts only."""
    return EnteredDice([1] * count)


def fight(**ada: object) -> Conflict:
    """Ada (Proficiency 2: banks of 4) against Brute (Proficiency 1: banks of 3)."""
    return Conflict(
        (Combatant("Ada", 2, **ada), Combatant("Brute", 1))  # type: ignore[arg-type]
    )


def spend(dice: int, **more: object) -> Action:
    return Action(3, TALENT, dice=dice, **more)  # type: ignore[arg-type]


def test_banks_start_full_at_proficiency_plus_two() -> None:
    # rule B-01
    conflict = fight()
    ada = conflict.combatant("Ada")
    assert [ada.dice_left(bank) for bank in Bank] == [4, 4, 4]
    assert conflict.combatant("brute").bank_size == 3
    assert conflict.round == 1


def at_table(extra_actions: int = 0) -> DiceBanksDriver:
    """Ada (banks of 4, Fencing 3) and Brute in a conflict at a table, which plays the round
    tracker: whether a character has an action left is the table's to say, before any die."""
    characters = [
        DiceBanksCharacter(
            "Ada",
            2,
            skills=(Skill("Fencing", TALENT, 3),),
            capacities=(Capacity("Might", 4),),
            scars=(Scar("Body", 5, burnable=True), Scar("Mind", 5)),
        ),
        DiceBanksCharacter("Brute", 1),
    ]
    setup = {"characters": [character.to_json() for character in characters], "mirror": False}
    driver = DiceBanksDriver.from_setup(setup, RecordedRandom(random.Random(1)))
    driver.perform({"do": "extra_actions", "who": "Ada", "count": extra_actions})
    driver.perform({"do": "begin_conflict"})
    return driver


def act(driver: DiceBanksDriver, bank: str, **more: object) -> None:
    driver.perform(
        {"do": "roll", "who": "Ada", "skill": "Fencing", "bank": bank, "dice": 1, **more}
    )


def burnable(driver: DiceBanksDriver) -> dict[str, int]:
    """What Ada's burnable Scars can still take, as the table shows it."""
    return driver.state_json()["conflict"]["combatants"][0]["burnable"]


@pytest.mark.parametrize("extra_actions", [0, 2])
def test_b01_one_action_per_round(extra_actions: int) -> None:
    # rules B-01, B-04: one action a round, and one more per extra action
    driver = at_table(extra_actions)
    for bank in ("physical", "social", "mental")[: 1 + extra_actions]:
        act(driver, bank)
    before = driver.state_json()
    taken = r"1 action" if extra_actions == 0 else r"3 actions"
    with pytest.raises(UserError, match=rf"Ada has already taken {taken} this round.*B-01"):
        act(driver, "physical")
    assert driver.state_json() == before  # refused before any die was rolled or spent


def test_b01_the_player_chooses_the_dice_and_the_bank() -> None:
    # rule B-01
    conflict, rolled = fight().act("Ada", MENTAL, spend(3), ones())
    assert rolled.dice_rolled == 3
    ada = conflict.combatant("Ada")
    assert (ada.dice_left(MENTAL), ada.dice_left(PHYSICAL)) == (1, 4)


def test_b03_spent_dice_are_gone_until_the_end_of_the_round_but_pay_reactions() -> None:
    # rule B-03
    conflict, _ = fight().act("Ada", PHYSICAL, spend(3), ones())
    conflict, from_same = conflict.react("Ada", PHYSICAL, spend(1), ones())
    conflict, from_other = conflict.react("Ada", SOCIAL, spend(4), ones())
    assert (from_same.dice_rolled, from_other.dice_rolled) == (1, 4)
    ada = conflict.combatant("Ada")
    assert [ada.dice_left(bank) for bank in Bank] == [0, 0, 4]
    with pytest.raises(DiceBanksError, match=r"0 dice left in the Physical bank .*B-03"):
        conflict.react("Ada", PHYSICAL, spend(1), ones())


def test_b04_extra_actions_have_a_cumulative_minus_one_whatever_the_bank() -> None:
    # rule B-04
    conflict = fight(extra_actions=2)
    conflict, first = conflict.act("Ada", PHYSICAL, spend(2), ones())
    conflict, second = conflict.act("Ada", SOCIAL, spend(2), ones())
    conflict, third = conflict.act("Ada", MENTAL, spend(3), ones())
    assert [r.cumulative_penalty for r in (first, second, third)] == [0, 1, 2]
    assert [r.dice_rolled for r in (first, second, third)] == [2, 1, 1]


def test_b04_an_extra_action_can_fail_automatically_from_its_penalty() -> None:
    # rules B-04, B-02
    conflict, _ = fight(extra_actions=1).act("Ada", PHYSICAL, spend(1), ones())
    dice = ones()
    conflict, second = conflict.act("Ada", SOCIAL, spend(1), dice)
    assert second.automatic_failure and dice.used == 0
    assert conflict.combatant("Ada").dice_left(SOCIAL) == 3  # the die is spent all the same


def test_b05_a_new_round_refills_every_bank_and_resets_the_penalty() -> None:
    # rule B-05
    conflict = fight(extra_actions=1)
    conflict, _ = conflict.act("Ada", PHYSICAL, spend(4), ones())
    conflict, _ = conflict.act("Ada", SOCIAL, spend(2), ones())
    conflict, _ = conflict.react("Brute", MENTAL, spend(3), ones())
    conflict = conflict.next_round()
    assert conflict.round == 2
    for name in ("Ada", "Brute"):
        combatant = conflict.combatant(name)
        assert all(combatant.dice_left(bank) == combatant.bank_size for bank in Bank)
    conflict, first = conflict.act("Ada", SOCIAL, spend(2), ones())
    assert first.cumulative_penalty == 0


def test_b06_outside_a_conflict_every_action_may_use_all_the_dice() -> None:
    # rule B-06
    ada = Combatant("Ada", 2)
    for _ in range(3):
        assert roll_outside_conflict(ada, spend(4), ones()).dice_rolled == 4
    assert roll_outside_conflict(ada, spend(2), ones()).dice_rolled == 2  # dice held back
    with pytest.raises(DiceBanksError, match=r"4 dice in a bank \(Proficiency \+ 2\), not 5"):
        roll_outside_conflict(ada, spend(5), ones())


def test_b30_a_roll_may_use_the_whole_bank_but_no_more() -> None:
    # rule B-30
    conflict, rolled = fight().act("Ada", PHYSICAL, spend(4), ones())
    assert rolled.dice_rolled == 4
    with pytest.raises(DiceBanksError, match=r"4 dice left in the Physical bank .*not 5"):
        fight().act("Ada", PHYSICAL, spend(5), ones())
    dice_and_power = spend(3, power=PowerSource.capacity(4), power_dice=2)
    with pytest.raises(DiceBanksError, match="not 5"):
        fight().act("Ada", PHYSICAL, dice_and_power, ones())


def test_b50_bank_dice_spent_on_power_are_spent_like_rolled_dice() -> None:
    # rule B-50
    action = spend(1, power=PowerSource.capacity(4), power_dice=2)
    conflict, rolled = fight().act("Ada", PHYSICAL, action, ones())
    assert rolled.dice_rolled == 1
    assert conflict.combatant("Ada").dice_left(PHYSICAL) == 1


def test_b31_burning_up_to_proficiency_stun_into_a_burnable_scar() -> None:
    # rule B-31
    conflict, rolled = fight().act("Ada", PHYSICAL, spend(1, burn=Burn("Body", 2)), ones())
    assert rolled.dice_rolled == 3
    driver = at_table(extra_actions=2)
    act(driver, "physical", burn={"scar": "Body", "points": 2})
    assert burnable(driver) == {"Body": 3}
    before = driver.state_json()
    with pytest.raises(UserError, match=r"at most 2 points \(the Proficiency\)"):
        act(driver, "social", burn={"scar": "Body", "points": 3})
    with pytest.raises(UserError, match="no Scar 'Mind' that allows burning"):
        act(driver, "social", burn={"scar": "Mind", "points": 1})
    assert driver.state_json() == before


def test_b31_burning_never_makes_stun_upgrade_other_damage() -> None:
    # rule B-31: the Scar has room for one more point only
    driver = at_table()
    driver.perform({"do": "damage", "who": "Ada", "scar": "Body", "points": 4})
    assert burnable(driver) == {"Body": 1}
    with pytest.raises(UserError, match="only 1 more stun point without upgrading"):
        act(driver, "physical", burn={"scar": "Body", "points": 2})


def test_b31_burning_for_power_buys_no_dice() -> None:
    # rule B-31
    action = spend(1, power=PowerSource.capacity(4), burn=Burn("Body", 2, BurnUse.POWER))
    conflict, rolled = fight().act("Ada", PHYSICAL, action, ones())
    assert rolled.dice_rolled == 1
    driver = at_table()
    act(driver, "physical", capacity="Might", burn={"scar": "Body", "points": 2, "use": "power"})
    assert burnable(driver) == {"Body": 3}


def test_b32_burned_dice_are_rolled_now_and_one_scar_per_roll() -> None:
    # rule B-32
    conflict = fight(extra_actions=1)
    conflict, rolled = conflict.act("Ada", PHYSICAL, spend(1, burn=Burn("Body", 2)), ones())
    assert rolled.dice_rolled == 3
    # Nothing of the burn is left over in the bank for the next roll.
    assert conflict.combatant("Ada").dice_left(PHYSICAL) == 3
    conflict, next_one = conflict.act("Ada", PHYSICAL, spend(1), ones())
    assert next_one.dice_rolled == 0
    # A roll names one burn, never a list of them.
    two = [{"scar": "Body", "points": 1}, {"scar": "Mind", "points": 1}]
    with pytest.raises(UserError, match="field 'burn' must be"):
        at_table().perform(
            {"do": "roll", "who": "Ada", "skill": "Fencing", "bank": "physical", "dice": 1}
            | {"burn": two}
        )


def test_b41_a_reaction_does_not_use_up_the_action() -> None:
    # rule B-41
    conflict, _ = fight().react("Ada", PHYSICAL, spend(2), ones())
    conflict, action = conflict.act("Ada", PHYSICAL, spend(2), ones())
    assert action.dice_rolled == 2 and action.cumulative_penalty == 0


def test_b41_without_dice_no_reaction_unless_a_scar_is_burned() -> None:
    # rule B-41
    conflict, _ = fight().act("Ada", PHYSICAL, spend(4), ones())
    with pytest.raises(DiceBanksError, match="0 dice left in the Physical bank"):
        conflict.react("Ada", PHYSICAL, spend(1), ones())
    with pytest.raises(DiceBanksError, match=r"cannot react with 0 dice .*burn a Scar.*B-41"):
        conflict.react("Ada", SOCIAL, spend(1, penalty=1), ones())
    conflict, reaction = conflict.react("Ada", PHYSICAL, spend(0, burn=Burn("Body", 2)), ones())
    assert reaction.dice_rolled == 2
    assert conflict.combatant("Ada").dice_left(PHYSICAL) == 0


def test_b42_the_highest_reaction_is_the_defense() -> None:
    # rule B-42: skill 3 succeeds on 7+
    conflict = fight()
    conflict, weak = conflict.react("Brute", PHYSICAL, spend(1), EnteredDice([8]))
    conflict, strong = conflict.react("Brute", SOCIAL, spend(2), EnteredDice([7, 9]))
    conflict, attack = conflict.act("Ada", PHYSICAL, spend(3), EnteredDice([7, 8, 9]))
    defense = highest_defense(0, [weak.successes, strong.successes])
    assert defense == 2
    result = attack.settle(defense, EnteredDice([]))
    assert result.net == 1 and result.succeeded


def test_b43_any_number_of_reactions_limited_only_by_dice() -> None:
    # rule B-43
    conflict = fight()
    for _ in range(4):
        conflict, _ = conflict.react("Ada", MENTAL, spend(1), ones())
    assert conflict.combatant("Ada").dice_left(MENTAL) == 0
    with pytest.raises(DiceBanksError, match="0 dice left in the Mental bank"):
        conflict.react("Ada", MENTAL, spend(1), ones())


def test_a_refused_action_changes_nothing() -> None:
    conflict = fight()
    with pytest.raises(DiceBanksError):
        conflict.act("Ada", PHYSICAL, spend(5), ones())
    assert conflict == fight()


def test_combatants_are_found_by_name_and_may_join_later() -> None:
    conflict = fight().join(Combatant("Cleo", 3))
    assert conflict.combatant("cleo").bank_size == 5
    with pytest.raises(DiceBanksError, match=r"no combatant named 'Dan' .*Ada, Brute, Cleo"):
        conflict.combatant("Dan")
    with pytest.raises(UserError, match="someone called 'ada' is already at the table"):
        at_table().perform({"do": "join", "character": {"name": "ada", "proficiency": 1}})


@pytest.mark.parametrize(
    ("character", "message"),
    [
        ({"name": "Cleo", "proficiency": -1}, "proficiency must be a whole number from 0 to 28"),
        (
            {"name": "Cleo", "proficiency": 1, "scars": [{"name": "Body", "boxes": 0}]},
            "boxes must be a whole number from 1 to 99",
        ),
        ({"name": " ", "proficiency": 1}, "character needs a name"),
    ],
)
def test_a_bad_combatant_never_joins_the_conflict(character: dict, message: str) -> None:
    driver = at_table()
    before = driver.state_json()
    with pytest.raises(UserError, match=message):
        driver.perform({"do": "join", "character": character})
    assert driver.state_json() == before
