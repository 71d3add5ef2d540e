"""The count phrases of the command line and the rules' messages."""

from __future__ import annotations

import pytest

from deskapp.core.wording import counted


@pytest.mark.parametrize(
    ("number", "noun", "plural", "phrase"),
    [
        (1, "card", None, "1 card"),
        (0, "card", None, "0 cards"),
        (3, "adversity token", None, "3 adversity tokens"),
        (1, "success", None, "1 success"),
        (2, "unspent success", None, "2 unspent successes"),
        (1, "die", "dice", "1 die"),
        (4, "die", "dice", "4 dice"),
        (-1, "card", None, "-1 cards"),
    ],
)
def test_counted(number: int, noun: str, plural: str | None, phrase: str) -> None:
    assert counted(number, noun, plural) == phrase
