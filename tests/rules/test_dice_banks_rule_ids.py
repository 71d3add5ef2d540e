"""Every rule of dice-banks.md is cited by a test of the dice-banks engine."""

from __future__ import annotations

import re
from pathlib import Path

RULES = Path(__file__).parents[2].parent / "shared" / "rules" / "dice-banks.md"
TESTS = Path(__file__).parents[1]
TEST_FILES = [
    *(
        path
        for path in sorted((TESTS / "rules").glob("test_dice_banks*.py"))
        if path != Path(__file__)
    ),
    TESTS / "campaign" / "test_dice_banks_model.py",
    TESTS / "commands" / "test_check_banks.py",
]


def rule_ids() -> list[str]:
    return re.findall(r"^- \*\*(B-\d{2})\b", RULES.read_text(encoding="utf-8"), re.MULTILINE)


def cited_ids() -> set[str]:
    cited = set()
    for path in TEST_FILES:
        for comment in re.findall(r"#\s*rules?\s+([^\n]*)", path.read_text(encoding="utf-8")):
            cited.update(re.findall(r"B-\d{2}", comment))
    return cited


def test_the_rules_file_lists_the_rules_we_expect() -> None:
    ids = rule_ids()
    assert ids[0] == "B-01" and ids[-1] == "B-74"
    assert len(ids) == len(set(ids)) == 32


def test_every_rule_is_cited_by_a_test() -> None:
    missing = [rule for rule in rule_ids() if rule not in cited_ids()]
    assert not missing, f"no test cites {', '.join(missing)} in a '# rule B-..' comment"
