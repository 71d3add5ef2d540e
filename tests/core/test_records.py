"""The one machinery that reads table options and actions from JSON."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

import pytest

from deskapp.core.records import Record, RecordError


@dataclasses.dataclass(frozen=True)
class Turn(Record):
    JSON_NAMES: ClassVar[dict[str, str]] = {"from_": "from"}
    from_: str
    to: str
    cards: tuple[str, ...] = ()


def test_a_field_stored_under_a_python_keyword_reads_and_writes_its_stored_name() -> None:
    turn = Turn.from_json({"from": "Anna", "to": "Bára", "cards": ["QH"]})
    assert turn == Turn("Anna", "Bára", ("QH",))
    assert turn.to_json() == {"from": "Anna", "to": "Bára", "cards": ["QH"]}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"from_": "Anna", "to": "Bára"}, "unknown field 'from_' \\(known: from, to, cards\\)"),
        ({"to": "Bára"}, "field 'from' is missing"),
        ({"from": 3, "to": "Bára"}, "field 'from' must be text, not 3"),
        ({"from": "Anna", "to": "Bára", "cards": ["QH", 4]}, "field 'cards\\[1\\]' must be text"),
    ],
)
def test_messages_name_the_field_as_it_is_stored(data: dict, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        Turn.from_json(data)
