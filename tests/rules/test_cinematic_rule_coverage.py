"""Every rule of cinematic-cards.md is cited by a test named after it, with a ``# rule`` comment."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).parents[1]
RULES = Path(__file__).parents[2].parent / "shared" / "rules" / "cinematic-cards.md"
TEST_FILES = [
    *sorted((TESTS / "rules").glob("test_cinematic*.py")),
    TESTS / "campaign" / "test_cinematic_model.py",
    TESTS / "commands" / "test_check_cinematic.py",
]


def rule_ids() -> list[str]:
    """The IDs the rules file defines: the bold ``**U-13**`` that opens each rule."""
    text = RULES.read_text(encoding="utf-8")
    return sorted(set(re.findall(r"\*\*(U-\d\d)", text)))


def test_the_rules_file_defines_the_rules_the_issue_names() -> None:
    ids = rule_ids()
    assert ids[0] == "U-01" and ids[-1] == "U-41" and len(ids) == 15


def test_every_rule_id_is_cited_by_a_test_name_and_a_rule_comment() -> None:
    source = "\n".join(path.read_text(encoding="utf-8") for path in TEST_FILES)
    named = {
        f"U-{number}"
        for names in re.findall(r"def test_((?:u\d\d_)+)", source)
        for number in re.findall(r"u(\d\d)_", names)
    }
    commented = {
        f"U-{number}"
        for comment in re.findall(r"# rules? ([^\n]*)", source)
        for number in re.findall(r"U-(\d\d)", comment)
    }
    ids = rule_ids()
    assert [rule for rule in ids if rule not in named] == [], (
        "rules without a test named after them"
    )
    assert [rule for rule in ids if rule not in commented] == [], "rules without a # rule comment"
