"""The dice-banks character: JSON round trip, field-naming validation, and its bridge to the rules."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from deskapp.core.dice import EnteredDice
from deskapp.core.errors import UserError
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import (
    Bank,
    Burn,
    DiceBanksError,
    PowerSource,
    SkillKind,
    resolve_action,
)
from deskapp.systems.dice_banks.sheet import (
    Capacity,
    CharacterDataError,
    DiceBanksCharacter,
    Equipment,
    Scar,
    Skill,
)

ADA_JSON: dict[str, Any] = {
    "name": "Ada",
    "proficiency": 2,
    "skills": [
        {"name": "Fencing", "kind": "ability", "level": 3, "practice_xp": 1},
        {"name": "Strength", "kind": "talent", "level": 4, "practice_xp": 0},
        {"name": "History", "kind": "knowledge", "level": 2, "practice_xp": 0},
    ],
    "capacities": [{"name": "Strength", "value": 5}],
    "scars": [
        {"name": "Body", "boxes": 6, "burnable": True, "damage": {"stun": 1, "lethal": 1}},
        {"name": "Mind", "boxes": 4, "burnable": False, "damage": {}},
    ],
    "equipment": [
        {
            "name": "Pistol",
            "power": 5,
            "dice_bonus": 1,
            "power_bonus": 0,
            "extra_actions": 0,
            "damage_type": "lethal",
        },
        {
            "name": "Quick boots",
            "power": None,
            "dice_bonus": -1,
            "power_bonus": 2,
            "extra_actions": 1,
            "damage_type": "stun",
        },
    ],
}


@pytest.fixture
def ada() -> DiceBanksCharacter:
    return DiceBanksCharacter.from_json(ADA_JSON)


def test_json_round_trip(ada: DiceBanksCharacter) -> None:
    assert ada.to_json() == ADA_JSON
    assert DiceBanksCharacter.from_json(json.loads(json.dumps(ada.to_json()))) == ada
    assert ada.skill("Fencing") == Skill("Fencing", SkillKind.ABILITY, 3, practice_xp=1)


def test_optional_fields_take_their_defaults() -> None:
    minimal = DiceBanksCharacter.from_json(
        {
            "name": "Bo",
            "proficiency": 1,
            "skills": [{"name": "Lore", "kind": "Attribute", "level": 1}],
            "scars": [{"name": "Body", "boxes": 5}],
            "equipment": [{"name": "Rope"}],
        }
    )
    assert minimal.skill("Lore").kind is SkillKind.TALENT
    assert minimal.scar("Body") == Scar("Body", 5)
    assert minimal.item("Rope") == Equipment("Rope")
    assert minimal.capacities == ()


def test_b01_three_banks_of_proficiency_plus_two(ada: DiceBanksCharacter) -> None:
    # rule B-01
    assert ada.banks == {Bank.PHYSICAL: 4, Bank.SOCIAL: 4, Bank.MENTAL: 4}


def changed(path: list[Any], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(ADA_JSON)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["proficiency"], -1, "character 'Ada': proficiency must be a whole number from 0 to 28"),
        (
            ["proficiency"],
            "2",
            "character 'Ada': field 'proficiency' must be a whole number, not '2'",
        ),
        (
            ["skills", 1, "level"],
            -2,
            "character 'Ada': skill 'Strength': level must be a whole number from 0 to 99, not -2",
        ),
        (["skills", 0, "kind"], "magic", "character 'Ada': skill 'Fencing': kind must be 'talent'"),
        (["skills", 0, "kind"], 3, "character 'Ada': skill 'Fencing': kind must be"),
        (["skills", 2, "name"], "", "character 'Ada': skill needs a name, not ''"),
        (["skills", 2, "name"], "fencing", "two skills are named 'fencing'"),
        (["skills", 0, "colour"], "red", "character 'Ada': unknown field 'skills\\[0\\].colour'"),
        (["capacities", 0, "value"], 2.5, "'Ada': field 'capacities\\[0\\].value' must be a whole"),
        (["scars", 0, "boxes"], 0, "Scar 'Body': boxes must be a whole number from 1 to 99"),
        (["scars", 0, "burnable"], "yes", "'Ada': field 'scars\\[0\\].burnable' must be true or"),
        (["scars", 0, "damage"], [1], "'Ada': field 'scars\\[0\\].damage' must be an object"),
        (["scars", 0, "damage"], {"stun": -1}, "Scar 'Body': damage 'stun' must be"),
        (["equipment", 0, "dice_bonus"], 4, "dice_bonus must be a whole number from -3 to 3"),
        (["equipment", 1, "power_bonus"], -4, "power_bonus must be a whole number from -3 to 3"),
        (["equipment", 0, "power"], "5", "'Ada': field 'equipment\\[0\\].power' must be a whole"),
        (["skills"], {"Fencing": 3}, "character 'Ada': field 'skills' must be a list"),
        (["equipment", 1], "boots", "character 'Ada': field 'equipment\\[1\\]' must be an object"),
    ],
)
def test_bad_data_is_refused_naming_the_field(path: list[Any], value: Any, message: str) -> None:
    with pytest.raises(CharacterDataError, match=message):
        DiceBanksCharacter.from_json(changed(path, value))


def test_missing_and_unknown_fields_are_named() -> None:
    with pytest.raises(CharacterDataError, match="character 'Ada': field 'proficiency' is missing"):
        DiceBanksCharacter.from_json({"name": "Ada"})
    with pytest.raises(CharacterDataError, match="character 'Ada': unknown field 'hp'"):
        DiceBanksCharacter.from_json({"name": "Ada", "proficiency": 1, "hp": 3})
    with pytest.raises(CharacterDataError, match="character: the value must be an object"):
        DiceBanksCharacter.from_json(["Ada"])
    assert issubclass(CharacterDataError, UserError)


def test_b23_power_goes_into_the_targeted_scar_as_damage(ada: DiceBanksCharacter) -> None:
    # rule B-23: bare hands deal stun; a pistol deals its own damage type
    punched = ada.take_damage("Mind", 3)
    assert punched.scar("Mind").damage == {"stun": 3}
    shot = punched.take_damage("Mind", 2, ada.item("Pistol").damage_type)
    assert shot.scar("Mind").damage == {"stun": 3, "lethal": 2}
    assert shot.scar("Mind").free == 0
    assert ada.scar("Mind").damage == {}  # the old value is unchanged
    assert Scar("Arm", 4).take(2).damage == {"stun": 2}


def test_b31_burning_takes_stun_into_a_burnable_scar(ada: DiceBanksCharacter) -> None:
    # rule B-31: Body holds 6 with 2 taken; Proficiency 2 caps one burn at 2
    burned = ada.burn(Burn("Body", 2))
    assert burned.scar("Body").damage == {"stun": 3, "lethal": 1}
    with pytest.raises(DiceBanksError, match=r"at most 2 points \(the Proficiency\)"):
        ada.burn(Burn("Body", 3))
    with pytest.raises(DiceBanksError, match="no Scar 'Mind' that allows burning"):
        ada.burn(Burn("Mind", 1))
    full = burned.burn(Burn("Body", 2))
    with pytest.raises(DiceBanksError, match="only 0 more stun points without upgrading"):
        full.burn(Burn("Body", 1))
    with pytest.raises(CharacterDataError, match="Ada has no Scar 'Soul' \\(has: Body, Mind\\)"):
        ada.burn(Burn("Soul", 1))


def test_b15_practice_xp_is_marked_once_per_skill_per_scene(ada: DiceBanksCharacter) -> None:
    # rule B-15
    setup = {"characters": [ada.to_json()], "mirror": False}
    driver = DiceBanksDriver.from_setup(setup, RecordedRandom(random.Random(0)))
    mark = {"do": "practice", "who": "Ada", "skill": "Fencing"}

    def fencing_xp() -> int:
        (sheet,) = driver.sheet_updates()["characters"].values()
        return next(s["practice_xp"] for s in sheet["skills"] if s["name"] == "Fencing")

    driver.perform(mark)
    assert fencing_xp() == 2  # on the session's sheet, for Update Sheets
    with pytest.raises(UserError, match="already has the practice XP"):
        driver.perform(mark)
    assert fencing_xp() == 2
    driver.perform({"do": "new_scene"})
    driver.perform(mark)
    assert fencing_xp() == 3


def test_b20_the_roll_builder_takes_power_from_a_capacity(ada: DiceBanksCharacter) -> None:
    # rule B-20
    action = ada.action("Strength", 2, capacity="Strength")
    assert (action.skill, action.kind, action.dice) == (4, SkillKind.TALENT, 2)
    assert action.power == PowerSource.capacity(5) and action.power.base == 2


def test_b24_equipment_with_its_own_power_replaces_the_capacity(ada: DiceBanksCharacter) -> None:
    # rules B-24, B-50: the pistol's +1 die is added too
    action = ada.action("Fencing", 2, capacity="Strength", item="Pistol", bonus=1)
    assert action.power == PowerSource.equipment(5)
    assert action.bonus == 2
    result = resolve_action(action, EnteredDice([7, 7, 1, 1, 1, 1]))
    assert result.power == 5


def test_b50_item_penalties_and_power_bonuses_join_the_others(ada: DiceBanksCharacter) -> None:
    # rule B-50: the boots give −1 die and +2 Power
    action = ada.action("Fencing", 3, capacity="Strength", item="Quick boots", penalty=1)
    assert (action.bonus, action.penalty, action.power_bonus) == (0, 2, 2)


def test_b04_items_give_extra_actions_in_a_conflict(ada: DiceBanksCharacter) -> None:
    # rules B-04, B-31
    setup = {"characters": [ada.to_json()], "mirror": True}
    driver = DiceBanksDriver.from_setup(setup, RecordedRandom(random.Random(0)))
    driver.perform({"do": "begin_conflict"})
    (entering,) = driver.state_json()["conflict"]["combatants"]
    assert entering["extra_actions"] == 1
    # B-31: what each Scar that allows burning can still take
    assert entering["burnable"] == {"Body": 4}
    roll = {"do": "roll", "who": "Ada", "skill": "Fencing", "faces": [1]}
    driver.perform(roll | {"bank": "physical", "dice": 1})
    second = driver.perform(roll | {"bank": "social", "dice": 2})
    assert second.detail.cumulative == 1 and second.detail.dice == 1


def test_lookups_name_what_is_there(ada: DiceBanksCharacter) -> None:
    with pytest.raises(CharacterDataError, match="Ada has no skill 'Riding' \\(has: Fencing"):
        ada.action("Riding", 1)
    with pytest.raises(CharacterDataError, match="no capacity attribute 'Wits'"):
        ada.action("Fencing", 1, capacity="Wits")
    assert Capacity("Wits", 3).power.base == 1
