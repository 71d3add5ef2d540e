"""Every numeric argument of every ``deskapp check`` command: a huge or absurd number is one
line and exit code 2, never a traceback (issue 14, items 6 and 9).

The flags are read from the parsers themselves, so a flag added later is covered too.
"""

from __future__ import annotations

import argparse
import dataclasses

import pytest

from deskapp import cli
from deskapp.core import systems
from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.systems.dice_banks.rules import DiceBanksOptions
from deskapp.systems.founders.rules import FoundersOptions

HUGE = "9" * 5000  # over Python's 4,300-digit limit for int()

# The least each command needs, so the flag under test is what gets refused.
BASE = {
    "agents": ["--aspects", "1"],
    "banks": ["--dice", "1", "--skill", "1", "--kind", "talent"],
    "cinematic": ["--attribute", "2", "--skill", "2"],
    "founders": [],
}
OPTIONS = {
    "agents": AgentsOptions,
    "banks": DiceBanksOptions,
    "cinematic": CinematicOptions,
    "founders": FoundersOptions,
}


def check_parsers() -> dict[str, argparse.ArgumentParser]:
    """Each check command's parser, filled in as the command line does when it is chosen."""
    parsers = {}
    for spec in systems.specs():
        if spec.check_command is not None:
            parser = argparse.ArgumentParser(prog=spec.check_command.name)
            cli._add_command(spec.check_command, parser)
            parsers[spec.check_command.name] = parser
    return parsers


def value_flags() -> list[tuple[str, str]]:
    """(system, flag) for every flag of every check command that takes a value."""
    found = []
    for system, parser in check_parsers().items():
        for action in parser._actions:
            if action.option_strings and action.nargs != 0 and action.dest != "help":
                found.append((system, action.option_strings[-1]))
    return found


def huge_calls() -> list[list[str]]:
    calls = []
    for system, flag in value_flags():
        base = [argument for argument in BASE[system]]
        if flag in base:  # a required flag: replace its value
            base = base[: base.index(flag)] + base[base.index(flag) + 2 :]
        if flag == "--option":
            for field in dataclasses.fields(OPTIONS[system]):
                calls.append(["check", system, *base, flag, f"{field.name}={HUGE}"])
        else:
            calls.append(["check", system, *base, flag, HUGE])
            calls.append(["check", system, *base, flag, f"-{HUGE}"])
    return calls


def test_the_flags_are_found() -> None:
    """The parametrization below is not empty: it reads the parsers' actions."""
    flags = set(value_flags())
    assert {("banks", "--dice"), ("founders", "--difficulty"), ("agents", "--aspects")} <= flags
    assert ("cinematic", "--attribute") in flags and ("agents", "--option") in flags


@pytest.mark.parametrize(
    "argv", huge_calls(), ids=lambda argv: " ".join(a[:30] for a in argv[1:]).replace(HUGE, "HUGE")
)
def test_a_huge_number_is_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Rules A-10, B-10, F-13, U-01: no argument of a check ends in a traceback."""
    try:
        code = cli.main(argv)
    except SystemExit as exit:  # argparse's own refusal
        code = exit.code
    out, err = capsys.readouterr()
    assert code == 2, (out, err[:300])
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    # The message names the problem without repeating 5,000 digits.
    assert len(lines[0]) < 400
    assert out == ""


@pytest.mark.parametrize(
    ("argv", "bound"),
    [
        (["check", "banks", "--dice", "10000000", "--skill", "3", "--kind", "talent"], "30"),
        (
            [
                "check",
                "banks",
                "--dice",
                "2",
                "--bonus",
                "10000000",
                "--skill",
                "3",
                "--kind",
                "talent",
            ],
            "30",
        ),
        (["check", "banks", "--dice", "2", "--skill", "10000000", "--kind", "talent"], "99"),
        (["check", "founders", "--difficulty", "10000000"], "99"),
        (["check", "founders", "--adversity", "10000000"], "99"),
        (["check", "founders", "--tags", "+10000000"], "99"),
        (["check", "agents", "--aspects", "10000000"], "54"),
        (["check", "cinematic", "--attribute", "10000000", "--skill", "2"], "99"),
        (
            ["check", "cinematic", "--attribute", "2", "--skill", "2", "--difficulty", "10000000"],
            "99",
        ),
    ],
)
def test_an_absurd_size_is_refused_naming_the_bound(
    argv: list[str], bound: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 14 item 6 (rules B-10, B-30, F-13, A-10, U-01): the message says the bound."""
    try:
        code = cli.main(argv)
    except SystemExit as exit:
        code = exit.code
    err = capsys.readouterr().err
    assert code == 2
    assert f"to {bound}" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "agents", "--aspects", "1", "--option", "deck=red_black", "--cards", f"B{HUGE}"],
        [
            "check",
            "agents",
            "--aspects",
            "1",
            "--odds",
            "--option",
            "deck=red_black",
            "--remaining",
            f"R{HUGE} B1",
        ],
        ["check", "founders", "--dice", f"3 {HUGE}"],
        ["check", "banks", "--dice", "1", "--skill", "1", "--kind", "talent", "--faces", HUGE],
    ],
    ids=["plain card", "plain card in a pile", "a face", "a d10 face"],
)
def test_a_huge_number_inside_cards_or_faces_is_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A red/black card (A-01) or a die face with 5,000 digits is a card or face it is not."""
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and len(err) < 400
