"""Every rule of founders.md is cited by a test (``# rule F-12``) that fails if the rule breaks."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).parents[1]
RULES = Path(__file__).parents[2].parent / "shared" / "rules" / "founders.md"
FOUNDERS_TESTS = [
    *sorted((TESTS / "rules").glob("test_founders*.py")),
    TESTS / "campaign" / "test_founders_model.py",
    TESTS / "commands" / "test_check_founders.py",
]


def rule_ids() -> list[str]:
    """The IDs the rules file defines: ``**F-10**`` or ``**F-15 Risky maneuver**``."""
    return re.findall(r"\*\*(F-\d{2})\b", RULES.read_text(encoding="utf-8"))


def cited_ids() -> set[str]:
    """IDs cited in the tests' ``# rule F-10`` / ``# rules F-11, F-12`` comments."""
    cited: set[str] = set()
    for path in FOUNDERS_TESTS:
        for line in re.findall(r"#\s*rules? (F-\d{2}.*)", path.read_text(encoding="utf-8")):
            cited.update(re.findall(r"F-\d{2}", line))
    return cited


def test_the_rules_file_defines_the_founders_rules() -> None:
    ids = rule_ids()
    assert ids[0] == "F-01" and ids[-1] == "F-32"
    assert len(ids) == len(set(ids)) == 15


def test_every_founders_rule_is_cited_by_a_test() -> None:
    missing = [rule for rule in rule_ids() if rule not in cited_ids()]
    assert not missing, f"rules no test cites: {', '.join(missing)}"


def test_every_test_cites_a_rule_that_exists() -> None:
    unknown = cited_ids() - set(rule_ids())
    assert not unknown, f"tests cite rules founders.md does not have: {', '.join(sorted(unknown))}"
