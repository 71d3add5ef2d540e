"""A Cinematic character: attributes, skills, luck, blessings and notes, validated and stored as JSON."""

from __future__ import annotations

import dataclasses
import json

import pytest

from deskapp.systems.cinematic.sheet import (
    UNISYSTEM_ATTRIBUTES,
    Blessing,
    CinematicCharacter,
    CinematicDataError,
)


def bara() -> CinematicCharacter:
    return CinematicCharacter(
        "Bára",
        (("Strength", 2), ("Dexterity", 4), ("Perception", 3)),
        (("Guns", 3), ("Occultism", 2)),
        luck=2,
        notes="Owes Ota a favour.",
        blessings=(Blessing("Bénédiction", 2), Blessing("Evil eye", -1)),
    )


def test_a_new_character_has_the_six_unisystem_attributes() -> None:
    character = CinematicCharacter.new("  Ota ")
    assert character.name == "Ota"
    assert [name for name, _ in character.attributes] == list(UNISYSTEM_ATTRIBUTES)
    assert character.skills == () and character.luck == 0 and character.notes == ""
    assert character.blessings == ()


def test_a_character_round_trips_through_json() -> None:
    character = bara()
    data = json.loads(json.dumps(character.to_json()))
    assert data == {
        "name": "Bára",
        "attributes": {"Strength": 2, "Dexterity": 4, "Perception": 3},
        "skills": {"Guns": 3, "Occultism": 2},
        "luck": 2,
        "blessings": [{"name": "Bénédiction", "level": 2}, {"name": "Evil eye", "level": -1}],
        "notes": "Owes Ota a favour.",
    }
    assert CinematicCharacter.from_json(data) == character
    assert CinematicCharacter.from_json({"name": "Eva"}) == CinematicCharacter("Eva")


def test_a_changed_character_is_checked_as_a_read_one() -> None:
    """The editor changes a character by a copy with new ratings: each is checked as it is."""
    character = bara()
    changed = dataclasses.replace(character, skills=(("Guns", 4), ("Driving", 1)))
    assert dict(changed.skills)["Guns"] == 4 and dict(character.skills)["Guns"] == 3
    with pytest.raises(CinematicDataError, match="skills.Guns must be a whole number from 0 to 99"):
        dataclasses.replace(character, skills=(("Guns", -1),))
    with pytest.raises(CinematicDataError, match="attributes.Charm must be a whole number"):
        dataclasses.replace(character, attributes=(*character.attributes, ("Charm", 100)))


@pytest.mark.parametrize("luck", [-3, 0, 3])
def test_u30_luck_runs_from_minus_3_to_plus_3(luck: int) -> None:
    # rule U-30
    assert CinematicCharacter("Eva", luck=luck).luck == luck


@pytest.mark.parametrize(("luck", "cards"), [(-3, 3), (-1, 5), (0, 6), (2, 8), (3, 9)])
def test_u30_luck_changes_the_starting_hand(luck: int, cards: int) -> None:
    # rule U-30: lucky players hold 1–3 more cards, unlucky ones 1–3 fewer
    assert CinematicCharacter("Eva", luck=luck).hand_size(6) == cards


@pytest.mark.parametrize("level", [-3, -2, -1, 1, 2, 3])
def test_u31_a_blessing_or_curse_adds_or_removes_one_to_three_cards(level: int) -> None:
    # rule U-31: positive levels are blessings, negative ones curses
    blessing = Blessing(" Bless ", level)
    assert blessing.name == "Bless" and blessing.is_curse == (level < 0)
    assert CinematicCharacter("Eva", blessings=(blessing,)).blessing_cards == level


def test_u31_the_active_blessings_and_curses_add_up() -> None:
    assert bara().blessing_cards == 1
    assert CinematicCharacter("Eva").blessing_cards == 0


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: Blessing("Bless", 0),
            r"^blessing 'Bless': level must be 1 to 3 \(a blessing\) or −1 to −3 \(a curse\), not 0$",
        ),
        (lambda: Blessing("Bless", 4), "level must be 1 to 3"),
        (lambda: Blessing("Bless", -4), "level must be 1 to 3"),
        (lambda: Blessing("Bless", True), "level must be 1 to 3"),
        (lambda: Blessing("  ", 1), "^blessing: name must be some text, not '  '$"),
        (
            lambda: CinematicCharacter(
                "Eva", blessings=(Blessing("Bless", 1), Blessing("BLESS", -2))
            ),
            "^cinematic character 'Eva': blessings.BLESS is named twice$",
        ),
        (
            lambda: CinematicCharacter("Eva", blessings=(("Bless", 1),)),
            r"^cinematic character 'Eva': blessings\[0\] must be a Blessing",
        ),
        (
            lambda: CinematicCharacter("Eva", blessings="Bless"),
            "^cinematic character 'Eva': blessings must be a list of blessings",
        ),
    ],
)
def test_u31_impossible_blessings_are_refused(make, message: str) -> None:
    with pytest.raises(CinematicDataError, match=message):
        make()


def test_a_character_stored_before_blessings_existed_has_none() -> None:
    stored = {"name": "Eva", "attributes": {"Strength": 2}, "luck": 1, "notes": ""}
    assert CinematicCharacter.from_json(stored).blessings == ()


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
            r"^cinematic character 'Bára': lucky is not a field \(fields: name, attributes, skills, luck, blessings, notes\)$",
        ),
        (
            {"name": "Bára", "skills": {"Guns": -1}},
            "^cinematic character 'Bára': skills.Guns must be a whole number from 0 to 99, not -1$",
        ),
        (
            {"name": "Bára", "skills": {"Guns": 100}},
            "^cinematic character 'Bára': skills.Guns must be a whole number from 0 to 99, not 100$",
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
        (
            {"name": "Bára", "blessings": {"Bless": 1}},
            "^cinematic character 'Bára': blessings must be a JSON list of blessings, not",
        ),
        (
            {"name": "Bára", "blessings": [{"name": "Bless", "level": 0}]},
            r"^cinematic character 'Bára': blessings\[0\].level must be 1 to 3 \(a blessing\) "
            r"or −1 to −3 \(a curse\), not 0$",
        ),
        (
            {"name": "Bára", "blessings": [{"name": "Bless", "level": 1}, {"name": "Hex"}]},
            r"^cinematic character 'Bára': blessings\[1\].level is missing$",
        ),
        (
            {"name": "Bára", "blessings": [{"name": "Bless", "level": 1, "until": "dawn"}]},
            r"^cinematic character 'Bára': blessings\[0\].until is not a field \(fields: name, level\)$",
        ),
        (
            {"name": "Bára", "blessings": ["Bless"]},
            r"^cinematic character 'Bára': blessings\[0\] must be a JSON object, not 'Bless'$",
        ),
        (
            {"name": "Bára", "blessings": [{"name": 3, "level": 1}]},
            r"^cinematic character 'Bára': blessings\[0\].name must be some text, not 3$",
        ),
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
    assert error.problem == "must be a whole number from 0 to 99, not 1.5"
