"""A replayed outcome is the stored one only if it is stored as the same text: each event of a
reopened session is checked so (``deskapp.core.play.events.check_result``)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from deskapp.core.chain import same_stored

OUTCOME: dict[str, Any] = {
    "player": "Élodie Lefèvre",
    "cards": ["QH", "4C"],
    "chance": 9,
    "total": 14,
    "outcome": "success",
    "rule": "U-12",
    "reshuffled": [],
    "decided": True,
    "note": None,
}


def test_a_value_read_back_from_its_stored_text_is_the_same() -> None:
    assert same_stored(json.loads(json.dumps(OUTCOME)), OUTCOME)


def test_a_tuple_is_stored_as_a_list() -> None:
    assert same_stored({**OUTCOME, "cards": ("QH", "4C")}, OUTCOME)


@pytest.mark.parametrize(
    "changed",
    [
        {"total": 14.0},  # 14.0 is stored as 14.0, not 14
        {"decided": 1},  # true is not 1
        {"chance": False},
        {"note": ""},
        {"total": 15},
        {"player": "Elodie Lefèvre"},
        {"cards": ["QH"]},
    ],
)
def test_another_type_or_value_is_not_the_same(changed: dict[str, Any]) -> None:
    assert not same_stored({**OUTCOME, **changed}, OUTCOME)
    assert not same_stored(OUTCOME, {**OUTCOME, **changed})


def test_a_key_more_or_less_is_not_the_same() -> None:
    assert not same_stored({**OUTCOME, "extra": 1}, OUTCOME)
    assert not same_stored({k: v for k, v in OUTCOME.items() if k != "note"}, OUTCOME)
