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
