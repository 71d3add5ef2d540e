from __future__ import annotations

import random

import pytest

from deskapp.core.dice import DiceError, EnteredDice, RandomDice, parse_faces


def test_random_dice_default_to_system_random_and_stay_in_range() -> None:
    assert isinstance(RandomDice().rng, random.SystemRandom)
    faces = RandomDice(random.Random(1)).roll(500, 10)
    assert set(faces) == set(range(1, 11))


def test_seeded_dice_repeat() -> None:
    assert RandomDice(random.Random(4)).roll(6, 6) == RandomDice(random.Random(4)).roll(6, 6)


def test_entered_dice_hand_out_faces_in_order() -> None:
    dice = EnteredDice([3, 4, 6])
    assert dice.roll(2, 6) == [3, 4]
    assert dice.unused == [6]
    assert dice.roll(1, 6) == [6]


def test_too_few_entered_faces_is_a_clear_error() -> None:
    dice = EnteredDice([3])
    with pytest.raises(
        DiceError, match="too few dice faces: 2 more needed, 1 left of the 1 entered"
    ):
        dice.roll(2, 6)
    assert dice.unused == [3]


@pytest.mark.parametrize("face", [0, 7])
def test_a_face_the_die_cannot_show_is_refused(face: int) -> None:
    with pytest.raises(DiceError, match=f"a d6 cannot show {face}"):
        EnteredDice([face]).roll(1, 6)


def test_parse_faces() -> None:
    assert parse_faces(" 10, 7 2  8") == [10, 7, 2, 8]
    with pytest.raises(DiceError, match="'x' is not a die face"):
        parse_faces("3 x")


def test_faces_are_checked_up_front_and_a_roll_short_of_faces_takes_none() -> None:
    with pytest.raises(DiceError, match="a d10 cannot show 11"):
        EnteredDice([3, 11], sides=10)
    dice = EnteredDice([3, 4, 5])
    assert dice.roll(2, 6) == [3, 4]
    with pytest.raises(DiceError, match="1 left of the 3 entered"):
        dice.roll(2, 6)
    assert dice.unused == [5] and dice.roll(1, 6) == [5]
