"""The pure Founders rules: a check from fixed faces, the risky reroll, assists, contest results."""

from __future__ import annotations

import random

import pytest

from deskapp.core.dice import DiceError, EnteredDice, RandomDice
from deskapp.core.options import OptionsError
from deskapp.systems.founders.describe import check_line
from deskapp.systems.founders.rules import (
    DIFFICULTIES,
    Assist,
    Automatic,
    CheckSetup,
    FoundersOptions,
    Modifiers,
    circumstance_value,
    contest_winner,
    describe_difficulty,
    parse_difficulty,
    resolve_check,
    roll_2d6,
    starting_suspicion,
)
from deskapp.systems.founders.sheet import Circumstance, FoundersError, Tag


def setup(difficulty: int = 7, *scores: int, creates: bool = False, assists=()) -> CheckSetup:
    """A check against ``difficulty`` with helping (+) and hindering (-) tag scores; 0 is none."""
    helping = tuple(Tag(f"help {i}", score) for i, score in enumerate(scores) if score > 0)
    hindering = tuple(Tag(f"hinder {i}", -score) for i, score in enumerate(scores) if score < 0)
    modifiers = Modifiers(helping, hindering, tuple(assists))
    return CheckSetup(difficulty, modifiers, creates_circumstance=creates)


# -- F-10 the check ---------------------------------------------------------------------------


def test_f10_check_is_2d6_plus_helping_minus_hindering_tags() -> None:
    # rule F-10: Engineer 2, Clever and Focused help, Time crunch hinders.
    modifiers = Modifiers(
        helping=(Tag("Engineer", 2), Tag("Clever"), Tag("Focused")),
        hindering=(Tag("Time crunch"),),
    )
    result = resolve_check(CheckSetup(10, modifiers), [3, 4])
    assert modifiers.tags == 3
    assert result.total == 3 + 4 + 2 + 1 + 1 - 1
    assert result.succeeded


def test_f10_hindering_tags_can_turn_a_success_into_a_failure() -> None:
    # rule F-10
    assert resolve_check(setup(7), [3, 4]).succeeded
    assert not resolve_check(setup(7, -1), [3, 4]).succeeded


# -- F-11, F-12 snake eyes and boxcars ---------------------------------------------------------


def test_f11_snake_eyes_fail_automatically_and_add_a_bad_circumstance() -> None:
    # rule F-11: +20 in tags against Easy still fails on a dice total of 2.
    result = resolve_check(setup(4, 20), [1, 1])
    assert result.total == 22
    assert not result.succeeded
    assert result.automatic is Automatic.SNAKE_EYES
    assert result.new_circumstance == "bad"
    assert result.to_json()["automatic"] == "snake_eyes"


def test_f12_boxcars_succeed_automatically_and_add_a_good_circumstance() -> None:
    # rule F-12: a total of 9 against 30 still succeeds on a dice total of 12.
    result = resolve_check(setup(30, -3), [6, 6])
    assert result.total == 9
    assert result.succeeded
    assert result.automatic is Automatic.BOXCARS
    assert result.new_circumstance == "good"
    assert result.adversity_gained == 0


@pytest.mark.parametrize("faces", [[1, 2], [2, 1], [5, 6], [6, 5], [3, 4]])
def test_f11_f12_only_totals_of_2_and_12_are_automatic(faces: list[int]) -> None:
    # rules F-11, F-12
    result = resolve_check(setup(7), faces)
    assert result.automatic is None and result.new_circumstance is None


# -- F-13 difficulties --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "value"), [("easy", 4), ("normal", 7), ("hard", 10), ("very-hard", 13)]
)
def test_f13_named_difficulties_and_meeting_them_succeeds(word: str, value: int) -> None:
    # rule F-13: 3+3 with tags making exactly the difficulty succeeds; one short fails.
    assert parse_difficulty(word) == DIFFICULTIES[word] == value
    assert resolve_check(setup(value, value - 6), [3, 3]).succeeded
    assert resolve_check(setup(value, value - 5), [3, 3]).succeeded
    assert not resolve_check(setup(value, value - 7), [3, 3]).succeeded


@pytest.mark.parametrize(
    ("text", "value"),
    [("Easy", 4), ("NORMAL", 7), ("very hard", 13), ("Very_Hard", 13), ("9", 9), (" 15 ", 15)],
)
def test_f13_difficulty_words_in_any_case_or_a_number(text: str, value: int) -> None:
    # rule F-13
    assert parse_difficulty(text) == value


@pytest.mark.parametrize("text", ["insane", "-3", "7.5", ""])
def test_f13_an_unknown_difficulty_is_a_clear_error(text: str) -> None:
    # rule F-13
    with pytest.raises(FoundersError, match="use easy, normal, hard, very-hard or a whole number"):
        parse_difficulty(text)


@pytest.mark.parametrize("text", ["0", "100", "9" * 5000])
def test_f13_a_difficulty_out_of_range_says_the_range(text: str) -> None:
    # rule F-13; issue 14: a 5,000-digit difficulty was a ValueError traceback
    with pytest.raises(FoundersError, match="a whole number from 1 to 99, not"):
        parse_difficulty(text)


def test_f13_difficulties_are_described_by_name() -> None:
    # rule F-13
    assert describe_difficulty(13) == "Very Hard 13"
    assert describe_difficulty(8) == "8"


# -- F-14 adversity tokens ----------------------------------------------------------------------


def test_f14_a_failure_gives_one_adversity_token_a_success_none() -> None:
    # rule F-14
    assert resolve_check(setup(10), [3, 4]).adversity_gained == 1
    assert resolve_check(setup(7), [3, 4]).adversity_gained == 0
    assert resolve_check(setup(4, 9), [1, 1]).adversity_gained == 1


def test_f14_adversity_tokens_spent_add_one_each() -> None:
    # rule F-14: 3+4 against Hard 10 fails, with three tokens it succeeds.
    result = resolve_check(setup(10), [3, 4], adversity=3)
    assert result.total == 10 and result.succeeded
    assert result.adversity_spent == 3


def test_f14_negative_adversity_is_refused() -> None:
    # rule F-14
    with pytest.raises(FoundersError, match="adversity must be a whole number from 0 to 99"):
        resolve_check(setup(7), [3, 4], adversity=-1)


# -- F-15 the risky maneuver --------------------------------------------------------------------


def test_f15_risky_reroll_replaces_the_dice_and_raises_suspicion() -> None:
    # rule F-15: the new roll is taken even when it is worse.
    result = resolve_check(setup(10), [3, 4], reroll=[1, 2])
    assert result.dice == (3, 4) and result.rerolled == (1, 2) and result.standing == (1, 2)
    assert result.total == 3
    assert result.suspicion_gained == 1
    assert resolve_check(setup(10), [3, 4]).suspicion_gained == 0


def test_f15_risky_reroll_is_refused_when_the_roll_already_succeeds() -> None:
    # rule F-15
    with pytest.raises(FoundersError, match=r"no risky reroll: 3\+4 with \+0 makes 7"):
        resolve_check(setup(7), [3, 4], reroll=[6, 6])


def test_f15_risky_reroll_is_refused_after_boxcars() -> None:
    # rule F-15: boxcars cannot fail, even against 20.
    with pytest.raises(FoundersError, match="boxcars, an automatic success"):
        resolve_check(setup(20), [6, 6], reroll=[1, 2])


def test_f15_risky_reroll_is_judged_before_adversity_tokens() -> None:
    # rule F-15: 3+4 against 8 fails before tokens, so the reroll is allowed even
    # though the token spent afterwards would have made it succeed.
    assert setup(8).would_fail((3, 4))
    result = resolve_check(setup(8), [3, 4], reroll=[2, 3], adversity=1)
    assert result.total == 6 and not result.succeeded


def test_f15_tags_and_assists_count_in_would_fail() -> None:
    # rule F-15
    assert not setup(8, 1).would_fail((3, 4))
    assert not setup(8, assists=[Assist(False)]).would_fail((3, 4))


def test_f15_snake_eyes_may_be_rerolled_and_the_new_roll_decides() -> None:
    # rules F-11, F-15: the rerolled snake eyes no longer stand, so no bad circumstance.
    assert setup(4, 10).would_fail((1, 1))
    result = resolve_check(setup(4), [1, 1], reroll=[2, 3])
    assert result.automatic is None and result.new_circumstance is None
    assert result.succeeded


def test_f15_a_reroll_can_bring_boxcars() -> None:
    # rules F-12, F-15
    result = resolve_check(setup(13), [1, 2], reroll=[6, 6])
    assert result.succeeded and result.new_circumstance == "good"


# -- F-16, F-17 suspicion -----------------------------------------------------------------------


@pytest.mark.parametrize(("founders", "points"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3)])
def test_f17_one_suspicion_point_per_two_founders_rounded_up(founders: int, points: int) -> None:
    # rule F-17
    assert starting_suspicion(founders) == points


def test_f17_a_negative_number_of_founders_is_refused() -> None:
    # rule F-17
    with pytest.raises(FoundersError, match="founders must be a whole number from 0 to 1000"):
        starting_suspicion(-1)


# -- F-20 assists -------------------------------------------------------------------------------


def test_f20_assists_give_two_with_a_relevant_tag_one_otherwise() -> None:
    # rule F-20
    assists = (Assist(True, "Bo"), Assist(False, "Cy"), Assist.parse("relevant"))
    assert [assist.bonus for assist in assists] == [2, 1, 2]
    result = resolve_check(setup(7, 1, assists=assists), [2, 3])
    assert result.total == 2 + 3 + 1 + 5


@pytest.mark.parametrize("word", ["helpful", "", "2"])
def test_f20_an_unknown_kind_of_assist_is_refused(word: str) -> None:
    # rule F-20
    with pytest.raises(FoundersError, match=r"'relevant' \(\+2\) or 'plain' \(\+1\)"):
        Assist.parse(word)


# -- F-21 contests ------------------------------------------------------------------------------


def test_f21_the_higher_total_wins_a_contest() -> None:
    # rule F-21
    options = FoundersOptions()
    assert contest_winner((9, 8), (None, None), options) == 0
    assert contest_winner((8, 9), (None, None), options) == 1


def test_f21_a_tie_stays_a_tie_by_default_or_the_defender_wins() -> None:
    # rule F-21, table option contest_tie
    assert contest_winner((8, 8), (None, None), FoundersOptions()) is None
    assert contest_winner((8, 8), (None, None), FoundersOptions(contest_tie="defender_wins")) == 1


def test_f21_snake_eyes_and_boxcars_do_not_decide_a_contest_by_default() -> None:
    # rule F-21, table option contest_special_rolls: the totals decide.
    rolls = (Automatic.SNAKE_EYES, Automatic.BOXCARS)
    assert contest_winner((12, 11), rolls, FoundersOptions()) == 0
    assert contest_winner((12, 11), rolls, FoundersOptions(contest_special_rolls="ignore")) == 0


def test_f21_with_the_decide_option_boxcars_win_and_snake_eyes_lose() -> None:
    # rule F-21, table option contest_special_rolls = decide
    options = FoundersOptions(contest_special_rolls="decide")
    assert contest_winner((12, 11), (Automatic.SNAKE_EYES, None), options) == 1
    assert contest_winner((5, 14), (Automatic.BOXCARS, None), options) == 0
    both = (Automatic.BOXCARS, Automatic.BOXCARS)
    assert contest_winner((15, 14), both, options) == 0


def test_f21_options_default_as_the_rules_file_says_and_cite_it() -> None:
    # rule F-21
    assert FoundersOptions.SYSTEM == "founders"
    assert FoundersOptions().to_json() == {
        "contest_tie": "tie",
        "contest_special_rolls": "circumstance",
        "contest_loser_gains_adversity": True,
        "rerolled_special_rolls": "replaced",
        "complication_cost": "one",
    }
    cited = {"rerolled_special_rolls": "F-15", "complication_cost": "F-16"}
    for name, _, help_text in FoundersOptions.describe():
        assert cited.get(name, "F-21") in help_text, name
    with pytest.raises(OptionsError, match="'contest_tie' must be 'tie' or 'defender_wins'"):
        FoundersOptions.from_json({"contest_tie": "challenger_wins"})


# -- F-30, F-31 creating circumstances ----------------------------------------------------------


def test_f30_a_creating_check_reports_the_value_only_on_success() -> None:
    # rule F-30: most often Normal, the default difficulty of a setup.
    assert CheckSetup().difficulty == 7
    assert resolve_check(setup(7, creates=True), [3, 4]).circumstance_value == 1
    assert resolve_check(setup(7, creates=True), [3, 3]).circumstance_value is None
    assert resolve_check(setup(7), [6, 5]).circumstance_value is None


def test_f30_circumstances_count_on_a_check_good_ones_help_bad_ones_hinder() -> None:
    # rules F-10, F-30
    # A circumstance named for a check counts as a tag of its value, as the driver reads it.
    cover, rain = Circumstance("Cover", "good", 2), Circumstance("Rain", "bad")
    modifiers = Modifiers(helping=(Tag("Clever"), cover.as_tag()), hindering=(rain.as_tag(),))
    assert modifiers.helping == (Tag("Clever"), Tag("Cover", 2))
    assert modifiers.hindering == (Tag("Rain"),)
    assert resolve_check(CheckSetup(7, modifiers), [2, 3]).total == 7


@pytest.mark.parametrize(
    ("margin", "value"), [(-5, 1), (0, 1), (2, 1), (3, 2), (5, 2), (6, 3), (9, 4), (10, 4)]
)
def test_f31_value_1_plus_1_per_full_3_over_the_difficulty(margin: int, value: int) -> None:
    # rule F-31
    assert circumstance_value(margin) == value


def test_f31_adversity_counts_towards_the_margin_and_boxcars_give_at_least_1() -> None:
    # rules F-14, F-31: 3+4+1 token = 8 … +6 tokens = 13, 6 over Normal.
    assert resolve_check(setup(7, creates=True), [3, 4], adversity=6).circumstance_value == 3
    assert resolve_check(setup(20, creates=True), [6, 6]).circumstance_value == 1


# -- dice ---------------------------------------------------------------------------------------


def test_f10_the_dice_come_from_a_dice_source() -> None:
    # rule F-10: 2d6, random (seeded here) or entered from real dice.
    assert roll_2d6(RandomDice(random.Random(5))) == roll_2d6(RandomDice(random.Random(5)))
    assert roll_2d6(EnteredDice([6, 1])) == (6, 1)
    with pytest.raises(DiceError, match="a d6 cannot show 7"):
        roll_2d6(EnteredDice([7, 1]))


@pytest.mark.parametrize(
    ("faces", "message"),
    [([3], "give two faces such as 3 4, not 1"), ([3, 4, 5], "not 3"), ([0, 4], "cannot show 0")],
)
def test_f10_a_check_needs_two_faces_of_a_d6(faces: list[int], message: str) -> None:
    # rule F-10
    with pytest.raises(DiceError, match=message):
        resolve_check(setup(7), faces)


def test_f10_the_readable_line_says_what_was_added_and_what_follows() -> None:
    # rules F-10, F-14, F-15
    line = check_line(
        resolve_check(setup(10, 2, -1, assists=[Assist(True)]), [1, 2], reroll=[3, 4], adversity=1)
    )
    assert line == (
        "dice 1+2 · risky reroll 3+4 · tags +1 · assists +2 · adversity +1 = 11 against Hard 10: "
        "success; the Director receives 1 Suspicion Point"
    )
