"""`deskapp check banks`: one dice-banks roll on the command line."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from deskapp.cli import main

KEYS = [
    "faces",
    "dice_rolled",
    "successes",
    "net",
    "outcome",
    "automatic_failure",
    "great_success",
    "practice_xp",
    "power",
]


def check(capsys: pytest.CaptureFixture[str], *arguments: str) -> dict:
    code = main(["check", "banks", *arguments, "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert captured.out.count("\n") == 1
    return json.loads(captured.out)


def refused(capsys: pytest.CaptureFixture[str], *arguments: str) -> str:
    code = main(["check", "banks", *arguments])
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("deskapp: error: ")
    return lines[0]


def test_b11_json_keys_types_and_a_plain_success(capsys) -> None:
    # rule B-11: skill 3 succeeds on 7+
    result = check(capsys, "--dice", "4", "--skill", "3", "--kind", "ability", "--faces", "9 7 2 5")
    assert list(result) == KEYS
    assert result == {
        "faces": [9, 7, 2, 5],
        "dice_rolled": 4,
        "successes": 2,
        "net": 2,
        "outcome": "success",
        "automatic_failure": False,
        "great_success": False,
        "practice_xp": 0,
        "power": None,
    }


def test_b12_b21_faces_are_used_rolled_then_explosions_then_power(capsys) -> None:
    # rules B-12, B-21: skill 6 explodes on 9+; two nets roll against capacity 6 (5+, 9+)
    result = check(
        capsys,
        *("--dice", "3", "--skill", "6", "--kind", "talent", "--defense", "2"),
        *("--capacity", "6", "--faces", "9 2 10  9 1  4  9 5"),
    )
    # Dice 9 2 10 → one reroll each for the 9 and the 10: 9 1 → one for that 9: 4.
    # Successes (5+): 9 10 9 → 3, and 3 − Defense 2 = 1 Power die.
    assert result["faces"] == [9, 2, 10, 9, 1, 4, 9, 5]
    assert result["successes"] == 3 and result["net"] == 1
    # One Power die: 9 (success, explodes) → 5 (success) → base 3 + 2.
    assert result["power"] == 5


def test_b10_b02_bonus_and_penalty_and_automatic_failure(capsys) -> None:
    # rules B-10, B-02
    more = check(capsys, *("--dice", "1", "--skill", "0", "--kind", "talent", "--bonus", "2"))
    assert more["dice_rolled"] == 3 and len(more["faces"]) >= 3
    none = check(capsys, *("--dice", "2", "--skill", "5", "--kind", "talent", "--penalty", "3"))
    assert none["dice_rolled"] == 0 and none["faces"] == []
    assert none["automatic_failure"] is True and none["outcome"] == "failure"
    assert none["successes"] == 0 and none["power"] is None


def test_b13_critical_failure_and_its_practice_xp(capsys) -> None:
    # rule B-13
    ability = check(capsys, *("--dice", "2", "--skill", "1", "--kind", "ability", "--faces", "2 8"))
    assert ability["outcome"] == "critical_failure" and ability["practice_xp"] == 1
    knowledge = check(
        capsys, *("--dice", "2", "--skill", "1", "--kind", "knowledge", "--faces", "4 8")
    )
    assert knowledge["outcome"] == "critical_failure" and knowledge["practice_xp"] == 0
    talent = check(capsys, *("--dice", "2", "--skill", "1", "--kind", "talent", "--faces", "2 8"))
    assert talent["outcome"] == "failure" and talent["practice_xp"] == 0


def test_b14_b16_great_success_against_a_defense(capsys) -> None:
    # rules B-14, B-16
    result = check(
        capsys,
        *("--dice", "5", "--skill", "5", "--kind", "talent", "--defense", "5"),
        *("--faces", "5 6 7 8 9"),
    )
    assert result["successes"] == 5 and result["net"] == 0
    assert result["outcome"] == "failure" and result["great_success"] is True
    assert result["practice_xp"] == 1


def test_b24_equipment_power_is_not_halved(capsys) -> None:
    # rule B-24
    arguments = ("--dice", "1", "--skill", "5", "--kind", "talent", "--faces", "8 1")
    assert check(capsys, *arguments, "--equipment-power", "6")["power"] == 6
    assert check(capsys, *arguments, "--capacity", "6")["power"] == 3


def test_b16_power_only_when_the_action_succeeds(capsys) -> None:
    # rule B-16
    result = check(
        capsys,
        *("--dice", "1", "--skill", "5", "--kind", "talent", "--defense", "1"),
        *("--capacity", "6", "--faces", "8"),
    )
    assert result["outcome"] == "failure" and result["power"] is None


def test_a_seed_repeats_the_roll(capsys) -> None:
    arguments = ("--dice", "6", "--skill", "6", "--kind", "talent", "--capacity", "8")
    first = check(capsys, *arguments, "--seed", "11")
    assert check(capsys, *arguments, "--seed", "11") == first
    assert all(1 <= face <= 10 for face in first["faces"])


def test_the_readable_line(capsys) -> None:
    arguments = ["--dice", "3", "--skill", "6", "--kind", "talent", "--defense", "2"]
    code = main(["check", "banks", *arguments, "--capacity", "6", "--faces", "9 2 10 9 1 4 9 5"])
    out = capsys.readouterr().out
    assert code == 0
    assert out == (
        "skill 6 (talent), 3 dice: rolled 9 2 10, exploded 9 1 4 → 3 successes "
        "− Defense 2 = 1 net: success; Power 5 (Power dice 9 5)\n"
    )
    main(["check", "banks", "--dice", "1", "--penalty", "1", "--skill", "2", "--kind", "talent"])
    assert "automatic failure, nothing rolled" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (("--faces", "7 1"), "too few dice faces: 3 more needed, 2 left of the 2 entered"),
        (("--faces", "10 7 2"), "1 more needed, 0 left of the 3 entered \\(faces are used in"),
        (("--faces", "7 1 11"), "a d10 cannot show 11: faces run from 1 to 10"),
        (("--faces", "0 7 1"), "a d10 cannot show 0"),
        (("--faces", "7 x 1"), "'x' is not a die face"),
        (("--faces", "7 1 1 4 4"), "2 of the 5 faces were not needed \\(4 4\\)"),
        (("--kind", "wizard"), "unknown skill kind 'wizard'"),
        (("--dice", "0"), "--dice must be a whole number from 1 to 30, not 0"),
        (("--skill", "-1"), "--skill must be a whole number from 0 to 99, not -1"),
        (("--defense", "two"), "--defense must be a whole number"),
        (("--capacity", "4", "--equipment-power", "5"), "not both"),
        (("--seed", "3"), "give --faces or --seed, not both"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, arguments: tuple[str, ...], message) -> None:
    base = {"--dice": "3", "--skill": "3", "--kind": "talent", "--faces": "7 1 1"}
    given = dict(zip(arguments[::2], arguments[1::2], strict=True))
    line = refused(capsys, *(part for item in (base | given).items() for part in item))
    assert re.search(message, line), line


@pytest.mark.slow
def test_the_command_runs_as_a_program() -> None:
    command = [sys.executable, "-m", "deskapp", "check", "banks"]
    ok = subprocess.run(
        [*command, "--dice", "2", "--skill", "5", "--kind", "talent", "--faces", "5 1", "--json"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["outcome"] == "success"
    bad = subprocess.run(
        [*command, "--dice", "2", "--skill", "5", "--kind", "talent", "--faces", "5"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert bad.returncode == 2
    assert bad.stderr.startswith("deskapp: error: too few dice faces")
    assert bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_b02_an_automatic_failure_rolled_no_die_never_a_negative_count(capsys) -> None:
    # rule B-02
    assert main(["check", "banks", "--dice", "1", "--penalty", "3", "--skill", "5",
                 "--kind", "ability", "--json"]) == 0  # fmt: skip
    result = json.loads(capsys.readouterr().out)
    assert (result["dice_rolled"], result["faces"], result["automatic_failure"]) == (0, [], True)
    assert main(["check", "banks", "--dice", "1", "--penalty", "3", "--skill", "5",
                 "--kind", "ability"]) == 0  # fmt: skip
    assert capsys.readouterr().out == (
        "skill 5 (ability), no die left after bonuses and penalties: automatic failure, "
        "nothing rolled\n"
    )


def test_b12_a_rating_above_10_rolls_as_10_and_says_so_or_is_refused(capsys) -> None:
    # rule B-12 (table option "high_ratings", default as_ten)
    assert main(["check", "banks", "--dice", "2", "--skill", "12", "--kind", "ability",
                 "--faces", "5 4 1"]) == 0  # fmt: skip
    assert capsys.readouterr().out == (
        "skill 12 (ability) — a rating of 12 rolls as 10: success on 5+, explodes on 5+ "
        "(rule B-12), 2 dice: rolled 5 4, exploded 1 → 1 success: success\n"
    )
    assert main(["check", "banks", "--dice", "2", "--skill", "12", "--kind", "ability",
                 "--faces", "5 4 1", "--option", "high_ratings=refuse"]) == 2  # fmt: skip
    assert capsys.readouterr().err == (
        "deskapp: error: the skill level is 12, but this table keeps ratings to 10 (rule B-12)\n"
    )
