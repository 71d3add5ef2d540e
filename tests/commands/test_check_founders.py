"""`deskapp check founders`: one Founders check from the command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from deskapp.cli import main

KEYS = [
    "dice",
    "rerolled",
    "total",
    "outcome",
    "automatic",
    "new_circumstance",
    "adversity_gained",
    "suspicion_gained",
    "circumstance_value",
]


def check(capsys, *arguments: str) -> dict:
    """Run the command with --json and return its one JSON object."""
    assert main(["check", "founders", *arguments, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


def error(capsys, *arguments: str) -> str:
    """Run the command expecting bad input: exit code 2 and one line on stderr."""
    assert main(["check", "founders", *arguments, "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and captured.err.startswith("deskapp: error: ")
    return captured.err.strip().removeprefix("deskapp: error: ")


def test_f10_the_json_object_has_exactly_the_keys_and_types(capsys) -> None:
    # rule F-10: 3+4 +2 +1 -1 = 9 against Normal 7.
    result = check(capsys, "--tags", "+2 +1 -1", "--dice", "3 4")
    assert list(result) == KEYS
    assert result == {
        "dice": [3, 4],
        "rerolled": None,
        "total": 9,
        "outcome": "success",
        "automatic": None,
        "new_circumstance": None,
        "adversity_gained": 0,
        "suspicion_gained": 0,
        "circumstance_value": None,
    }


@pytest.mark.parametrize(
    ("difficulty", "outcome"),
    [
        ("easy", "success"),
        ("normal", "success"),
        ("hard", "failure"),
        ("very-hard", "failure"),
        ("9", "success"),
        ("10", "failure"),
    ],
)
def test_f13_named_difficulties_or_a_number(capsys, difficulty: str, outcome: str) -> None:
    # rule F-13: 4+5 = 9.
    assert check(capsys, "--dice", "4 5", "--difficulty", difficulty)["outcome"] == outcome


def test_f13_normal_is_the_default_difficulty(capsys) -> None:
    # rule F-13
    assert check(capsys, "--dice", "3 4")["outcome"] == "success"
    assert check(capsys, "--dice", "3 3")["outcome"] == "failure"


def test_f11_snake_eyes(capsys) -> None:
    # rule F-11
    result = check(capsys, "--dice", "1 1", "--tags", "+9", "--difficulty", "easy")
    assert result["outcome"] == "failure" and result["automatic"] == "snake_eyes"
    assert result["new_circumstance"] == "bad" and result["adversity_gained"] == 1
    assert result["total"] == 11


def test_f12_boxcars(capsys) -> None:
    # rule F-12
    result = check(capsys, "--dice", "6 6", "--tags", "-3", "--difficulty", "very-hard")
    assert result["outcome"] == "success" and result["automatic"] == "boxcars"
    assert result["new_circumstance"] == "good" and result["total"] == 9


def test_f14_failure_gains_a_token_and_spent_tokens_count(capsys) -> None:
    # rule F-14
    assert check(capsys, "--dice", "2 3", "--difficulty", "hard")["adversity_gained"] == 1
    spent = check(capsys, "--dice", "2 3", "--difficulty", "hard", "--adversity", "5")
    assert spent["total"] == 10 and spent["outcome"] == "success" and spent["adversity_gained"] == 0


def test_f15_the_risky_reroll_replaces_the_dice(capsys) -> None:
    # rule F-15: 2+3 fails Normal, so it may be rerolled; the Director gains a point.
    result = check(capsys, "--dice", "2 3", "--reroll", "5 6", "--adversity", "1")
    assert result["dice"] == [2, 3] and result["rerolled"] == [5, 6]
    assert result["total"] == 12 and result["outcome"] == "success"
    assert result["suspicion_gained"] == 1


def test_f15_the_risky_reroll_is_judged_before_adversity(capsys) -> None:
    # rule F-15: 3+3 fails Normal before the token that would have saved it.
    result = check(capsys, "--dice", "3 3", "--adversity", "1", "--reroll", "1 2")
    assert result["total"] == 4 and result["outcome"] == "failure"


def test_f15_the_risky_reroll_is_refused_when_the_first_roll_succeeds(capsys) -> None:
    # rule F-15
    message = error(capsys, "--dice", "3 4", "--reroll", "5 6")
    assert message == (
        "no risky reroll: 3+4 with +0 makes 7, which already meets Normal 7 before adversity "
        "tokens (rule F-15)"
    )


def test_f15_reroll_without_faces_rolls_them(capsys) -> None:
    # rule F-15: the seed repeats the reroll.
    first = check(capsys, "--dice", "1 2", "--reroll", "--seed", "7")
    again = check(capsys, "--dice", "1 2", "--reroll", "--seed", "7")
    assert first == again
    assert first["dice"] == [1, 2] and len(first["rerolled"]) == 2
    assert all(1 <= face <= 6 for face in first["rerolled"])


def test_f20_assists(capsys) -> None:
    # rule F-20: +2 and +1.
    result = check(capsys, "--dice", "2 3", "--assist", "relevant", "--assist", "plain")
    assert result["total"] == 8


def test_f30_f31_creating_a_circumstance(capsys) -> None:
    # rules F-30, F-31: 6+5 +2 = 13, 6 over Normal: value 3; a failure creates nothing.
    made = check(capsys, "--dice", "6 5", "--tags", "+2", "--create-circumstance")
    assert made["circumstance_value"] == 3
    failed = check(capsys, "--dice", "2 2", "--create-circumstance")
    assert failed["circumstance_value"] is None
    plain = check(capsys, "--dice", "6 5", "--tags", "+2")
    assert plain["circumstance_value"] is None


def test_f10_without_dice_they_are_rolled_and_the_seed_repeats_them(capsys) -> None:
    # rule F-10
    rolls = [check(capsys, "--seed", str(seed)) for seed in range(30)]
    assert rolls[3] == check(capsys, "--seed", "3")
    assert all(1 <= face <= 6 for roll in rolls for face in roll["dice"])
    assert len({tuple(roll["dice"]) for roll in rolls}) > 5
    assert check(capsys)["dice"] != []


def test_f10_without_json_a_readable_line(capsys) -> None:
    # rules F-10, F-14
    assert main(["check", "founders", "--dice", "2 3", "--tags", "+1", "--difficulty", "hard"]) == 0
    assert capsys.readouterr().out == (
        "dice 2+3 · tags +1 = 6 against Hard 10: failure; the Founder receives 1 Adversity Token\n"
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--dice", "3"], "--dice: 1 face given, but a roll is two dice: write them such as 3 4"),
        (["--dice", "3 4 5"], "--dice: 3 faces given, but a roll is two dice"),
        (["--dice", "3 7"], "--dice: a d6 cannot show 7: faces run from 1 to 6"),
        (["--dice", "three four"], "--dice: 'three' is not a die face"),
        (["--dice", "1 2", "--reroll", "0 1"], "--reroll: a d6 cannot show 0"),
        (
            ["--tags", "+2 x"],
            "--tags: 'x' is not a tag score: write signed whole numbers such as +2 +1 -1",
        ),
        (["--tags", "+0"], "--tags: '+0' is not a tag score"),
        (["--difficulty", "brutal"], "--difficulty: unknown difficulty 'brutal': use easy, normal"),
        (["--difficulty", "0"], "--difficulty: a difficulty is a whole number from 1 to 99, not 0"),
        (["--adversity", "-1"], "--adversity must be a whole number from 0 to 99, not -1"),
        (["--adversity", "two"], "--adversity must be a whole number from 0 to 99, not 'two'"),
        (
            ["--assist", "maybe"],
            "--assist: an assist is 'relevant' (+2) or 'plain' (+1), not 'maybe'",
        ),
        (
            ["--seed", "abc"],
            "--seed must be a whole number from 0 to 999999999999999999, not 'abc'",
        ),
    ],
)
def test_bad_input_is_one_line_naming_the_problem(
    capsys, arguments: list[str], message: str
) -> None:
    assert error(capsys, *arguments).startswith(message)


def test_hindering_tags_alone_parse_as_values(capsys) -> None:
    # rule F-10: a lone "-1" is the tag score, not an option.
    assert check(capsys, "--dice", "4 4", "--tags", "-1")["total"] == 7
    assert check(capsys, "--dice", "4 4", "--tags", "\N{MINUS SIGN}2, +1")["total"] == 7


@pytest.mark.slow
def test_python_dash_m_runs_the_check_and_reports_bad_input_without_a_traceback() -> None:
    def run(*arguments: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "deskapp", "check", "founders", *arguments],
            check=False,
            capture_output=True,
            text=True,
            timeout=60,
        )

    good = run("--dice", "6 6", "--tags", "+1", "--create-circumstance", "--json")
    assert good.returncode == 0, good.stderr
    assert json.loads(good.stdout)["circumstance_value"] == 3
    bad = run("--dice", "3 4", "--reroll", "1 1", "--json")
    assert bad.returncode == 2 and bad.stdout == ""
    assert (
        bad.stderr.startswith("deskapp: error: no risky reroll") and "Traceback" not in bad.stderr
    )
    assert bad.stderr.count("\n") == 1


def test_a_missing_option_value_is_one_line_too(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["check", "founders", "--dice"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "argument --dice: expected one argument" in err


def test_f11_no_adversity_token_is_spent_on_snake_eyes(capsys) -> None:
    # rule F-11: as the table refuses it
    assert error(capsys, "--dice", "1 1", "--adversity", "2") == (
        "snake eyes fail whatever is added: the adversity tokens are kept (rule F-11)"
    )
    result = check(capsys, "--dice", "1 1", "--adversity", "0")
    assert (result["total"], result["outcome"], result["automatic"]) == (2, "failure", "snake_eyes")


def test_a_check_takes_at_most_fifty_tag_scores(capsys) -> None:
    """Issue 25: 100,000 tags printed "+200000". A check at the table has a handful."""
    assert main(["check", "founders", "--tags", " ".join(["+1"] * 50), "--dice", "3 4"]) == 0
    capsys.readouterr()
    assert main(["check", "founders", "--tags", " ".join(["+2"] * 51), "--dice", "3 4"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "51 tag scores" in captured.err
