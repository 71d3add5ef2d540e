from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

import pytest

from deskapp.core.options import OptionsError, TableOptions, option


@dataclass(frozen=True)
class SampleOptions(TableOptions):
    SYSTEM: ClassVar[str] = "sample"
    step: int | None = option(None, "rule X-01: the step; null means the default")
    final_level: int = option(4, "rule X-02")
    reading: Literal["strict", "loose"] = option("strict", "rule X-03")
    chain: bool = option(False, "rule X-04")


def test_defaults_and_round_trip() -> None:
    options = SampleOptions()
    assert options.to_json() == {
        "step": None,
        "final_level": 4,
        "reading": "strict",
        "chain": False,
    }
    assert SampleOptions.from_json(options.to_json()) == options
    assert SampleOptions.from_json(None) == options
    assert SampleOptions.from_json({"step": 3}).step == 3


def test_replace_checks_values() -> None:
    assert SampleOptions().replace(reading="loose").reading == "loose"
    with pytest.raises(OptionsError, match="'reading' must be 'strict' or 'loose', not 'odd'"):
        SampleOptions().replace(reading="odd")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"speed": 1}, "unknown sample table option 'speed'"),
        ({"final_level": "4"}, "'final_level' must be a whole number, not '4'"),
        ({"final_level": True}, "'final_level' must be a whole number"),
        ({"chain": 1}, "'chain' must be true or false"),
        ({"step": 2.5}, "'step' must be a whole number or null"),
        ([1, 2], "must be a JSON object"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(data, message: str) -> None:
    with pytest.raises(OptionsError, match=message):
        SampleOptions.from_json(data)


def test_describe_lists_help() -> None:
    assert SampleOptions.describe()[0] == (
        "step",
        None,
        "rule X-01: the step; null means the default",
    )


@dataclass(frozen=True)
class BoundedOptions(TableOptions):
    SYSTEM: ClassVar[str] = "bounded"
    step: int | None = option(None, "rule X-05", minimum=1)
    hand: int = option(6, "rule X-06", minimum=0, maximum=20)
    peeks: int = option(1, "rule X-07", maximum=3)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"step": 0}, "bounded table option 'step' must be 1 or more, not 0"),
        ({"hand": -1}, "bounded table option 'hand' must be 0 to 20, not -1"),
        ({"hand": 21}, "bounded table option 'hand' must be 0 to 20, not 21"),
        ({"peeks": 4}, "bounded table option 'peeks' must be at most 3, not 4"),
    ],
)
def test_a_whole_number_outside_its_bounds_is_refused(data: dict, message: str) -> None:
    with pytest.raises(OptionsError) as refused:
        BoundedOptions.from_json(data)
    assert str(refused.value) == message


def test_bounds_take_their_ends_and_leave_none_alone() -> None:
    assert BoundedOptions.from_json({"step": None, "hand": 0, "peeks": 3}).hand == 0
    assert BoundedOptions.from_json({"step": 1, "hand": 20}).step == 1
    assert BoundedOptions().describe()[1] == ("hand", 6, "rule X-06")
