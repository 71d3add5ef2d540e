"""Issue 14 item 3: each number on a sheet has one documented range, in its system's sheet.py,
which the model refuses beyond and the editor's spin boxes stop at (docs/rules/*.md, "Ranges")."""

from __future__ import annotations

from pathlib import Path

import pytest

from deskapp.core.errors import UserError
from deskapp.systems.cinematic.rules import MAX_RATING, Check
from deskapp.systems.dice_banks import sheet as banks
from deskapp.systems.founders import sheet as founders


@pytest.mark.parametrize(
    ("make", "message"),
    [
        # B-06: a bank holds Proficiency + 2 dice, a roll at most 30.
        (
            lambda: banks.DiceBanksCharacter.from_json({"name": "Ada", "proficiency": 29}),
            "from 0 to 28",
        ),
        (
            lambda: banks.DiceBanksCharacter.from_json(
                {
                    "name": "Ada",
                    "proficiency": 3,
                    "skills": [{"name": "Run", "kind": "talent", "level": 100}],
                }
            ),
            "from 0 to 99",
        ),
        (lambda: founders.Tag("Clever", 100), "from 1 to 99"),  # F-10
        (lambda: founders.Founder("Ana", adversity=100), "from 0 to 99"),  # F-14
        (lambda: Check(100, 2), f"from 0 to {MAX_RATING}"),  # U-01
    ],
    ids=["proficiency", "skill level", "tag score", "adversity", "cinematic attribute"],
)
def test_a_number_beyond_its_documented_range_is_refused_naming_the_range(make, message) -> None:
    with pytest.raises(UserError, match=message):
        make()


def test_the_ranges_are_written_in_the_rules_reference() -> None:
    """One source of truth: each system's reference lists the ranges the code uses."""
    rules = Path(__file__).resolve().parents[2] / "deskapp" / "rules"
    banks_doc = (rules / "dice-banks.md").read_text(encoding="utf-8")
    assert "## Ranges" in banks_doc and f"0 to {banks.MAX_PROFICIENCY}" in banks_doc
    founders_doc = (rules / "founders.md").read_text(encoding="utf-8")
    assert "## Ranges" in founders_doc and f"1 to {founders.MAX_SCORE}" in founders_doc
    for name in ("agents.md", "cinematic-cards.md"):
        assert "## Ranges" in (rules / name).read_text(encoding="utf-8")
