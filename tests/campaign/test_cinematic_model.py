"""A Cinematic character: attributes, skills, luck and notes, validated and stored as JSON."""

from __future__ import annotations

import json

import pytest

from deskapp.campaign.cinematic import UNISYSTEM_ATTRIBUTES, CinematicCharacter, CinematicDataError
from deskapp.errors import UserError
from deskapp.rules.cinematic import Check


def bara() -> CinematicCharacter:
    return CinematicCharacter(
        "Bára",
        {"Strength": 2, "Dexterity": 4, "Perception": 3},
        {"Guns": 3, "Occultism": 2},
        luck=2,
        notes="Owes Ota a favour.",
    )


def test_a_new_character_has_the_six_unisystem_attributes() -> None:
    character = CinematicCharacter.new("  Ota ")
    assert character.name == "Ota"
    assert [name for name, _ in character.attributes] == list(UNISYSTEM_ATTRIBUTES)
    assert character.skills == () and character.luck == 0 and character.notes == ""


def test_a_character_round_trips_through_json() -> None:
    character = bara()
    data = json.loads(json.dumps(character.to_json()))
    assert data == {
        "name": "Bára",
        "attributes": {"Strength": 2, "Dexterity": 4, "Perception": 3},
        "skills": {"Guns": 3, "Occultism": 2},
        "luck": 2,
        "notes": "Owes Ota a favour.",
    }
    assert CinematicCharacter.from_json(data) == character
    assert CinematicCharacter.from_json({"name": "Eva"}) == CinematicCharacter("Eva")


def test_u01_a_character_makes_the_check_of_a_test() -> None:
    # rule U-01: Attribute + Skill against a Difficulty Level
    character = bara()
    assert character.check("dexterity", "GUNS") == Check(4, 3, 9)
    assert character.check("Perception", difficulty=12) == Check(3, 0, 12)
    with pytest.raises(UserError, match=r"Bára has no skill 'Driving' \(skills: Guns, Occultism\)"):
        character.check("Dexterity", "Driving")
    with pytest.raises(UserError, match="Bára has no attribute 'Charm'"):
        character.attribute("Charm")


def test_changes_return_a_new_character() -> None:
    character = bara()
    changed = (
        character.with_skill("guns", 4).with_skill("Driving", 1).with_attribute("Willpower", 3)
    )
    assert changed.skills == (("Guns", 4), ("Occultism", 2), ("Driving", 1))
    assert changed.attribute("Willpower") == 3 and character.skill("Guns") == 3
    assert changed.without_skill("OCCULTISM").skills == (("Guns", 4), ("Driving", 1))
    with pytest.raises(CinematicDataError, match="skills.Guns must be a whole number of 0 or more"):
        character.with_skill("Guns", -1)


@pytest.mark.parametrize("luck", [-3, 0, 3])
def test_u30_luck_runs_from_minus_3_to_plus_3(luck: int) -> None:
    # rule U-30
    assert CinematicCharacter("Eva", luck=luck).luck == luck


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "^cinematic character: name is missing$"),
        ({"name": ""}, "^cinematic character: name must be some text, not ''$"),
        ({"name": 7}, "^cinematic character: name must be some text, not 7$"),
        (
            {"name": "Bára", "luck": 4},
            r"^cinematic character 'Bára': luck must be a whole number from −3 to \+3, not 4$",
        ),
        ({"name": "Bára", "luck": "2"}, "^cinematic character 'Bára': luck must be a whole number"),
        ({"name": "Bára", "luck": True}, "luck must be a whole number"),
        (
            {"name": "Bára", "lucky": 1},
            r"^cinematic character 'Bára': lucky is not a field \(fields: name, attributes, skills, luck, notes\)$",
        ),
        (
            {"name": "Bára", "skills": {"Guns": -1}},
            "^cinematic character 'Bára': skills.Guns must be a whole number of 0 or more, not -1$",
        ),
        ({"name": "Bára", "skills": {"Guns": "3"}}, "skills.Guns must be a whole number"),
        (
            {"name": "Bára", "skills": {"Guns": 1, "guns": 2}},
            "^cinematic character 'Bára': skills.guns is named twice$",
        ),
        (
            {"name": "Bára", "attributes": ["Strength", 2]},
            "^cinematic character 'Bára': attributes must be a JSON object of names and ratings",
        ),
        ({"name": "Bára", "attributes": {" ": 2}}, "attributes has a name that is not text"),
        ({"name": "Bára", "notes": 5}, "^cinematic character 'Bára': notes must be text, not 5$"),
        ([1, 2], "^a cinematic character must be a JSON object, not \\[1, 2\\]$"),
    ],
)
def test_bad_stored_characters_are_refused_naming_the_field(data, message: str) -> None:
    with pytest.raises(CinematicDataError, match=message) as caught:
        CinematicCharacter.from_json(data)
    assert "\n" not in str(caught.value)


def test_the_error_says_which_field_for_an_importer() -> None:
    with pytest.raises(CinematicDataError) as caught:
        CinematicCharacter.from_json({"name": "Bára", "attributes": {"Strength": 1.5}})
    error = caught.value
    assert (error.owner, error.field) == ("cinematic character 'Bára'", "attributes.Strength")
    assert error.problem == "must be a whole number of 0 or more, not 1.5"
