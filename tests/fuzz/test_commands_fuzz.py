"""Fuzzing ``deskapp check <system>`` and ``deskapp print`` with their documented options.

The options are read from each command's own parser (what ``--help`` lists) and given values
in their documented forms or hostile ones (tests/fuzz/strategies.py). Each run must exit 0, or
2 with one line; never a traceback, never a hang; ``print`` never changes the campaign.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given

from deskapp.core import systems

from .conftest import assert_refused_or_done, run_cli
from .strategies import arguments, documented_options
from .test_files_fuzz import fuzz, quick_and_slow

CHECKS = [
    heading.check_command.name
    for heading in systems.headings()
    if heading.check_command is not None
]

# Paths are the test's to choose: a fuzzed --out would write wherever it says.
PATH_OPTIONS = ("--campaign", "--out", "--back-image")


def check_one(system: str, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert_refused_or_done(run_cli(capsys, ["check", system, *argv]))


@pytest.mark.parametrize("examples", quick_and_slow(5, 250))
@pytest.mark.parametrize("system", CHECKS)
def test_check_arguments_are_resolved_or_refused_in_one_line(
    system: str, examples: int, capsys: pytest.CaptureFixture[str]
) -> None:
    @fuzz(examples)
    @given(argv=arguments(documented_options("check", system)))
    def example(argv: list[str]) -> None:
        check_one(system, argv, capsys)

    example()


def print_one(
    argv: list[str], campaign: Path, folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"out{len(list(folder.iterdir()))}.pdf"
    before = campaign.read_bytes()
    run = run_cli(capsys, ["print", "--campaign", str(campaign), "--out", str(out), *argv])
    assert_refused_or_done(run, warnings_allowed="--strict" in argv)
    assert campaign.read_bytes() == before, "print changed the campaign"


def print_options() -> list:
    return [
        action
        for action in documented_options("print")
        if not set(action.option_strings) & set(PATH_OPTIONS)
    ]


@pytest.mark.parametrize("examples", quick_and_slow(4, 150))
def test_print_options_print_or_are_refused_in_one_line(
    examples: int,
    demo_campaign: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)

    @fuzz(examples)
    @given(argv=arguments(print_options()))
    def example(argv: list[str]) -> None:
        print_one(argv, demo_campaign, tmp_path / "fuzz", capsys)

    example()
