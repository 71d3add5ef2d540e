"""Every rule of rules/agents.md is cited by a test named after it that says so in a comment."""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).parents[1]
RULES = Path(__file__).parents[2].parent / "shared" / "rules" / "agents.md"
TEST_FILES = [
    *sorted((TESTS / "rules").glob("test_agents*.py")),
    TESTS / "campaign" / "test_agents_model.py",
    TESTS / "commands" / "test_check_agents.py",
    TESTS / "commands" / "test_replay.py",
]


def rule_ids() -> list[str]:
    """The IDs the rules file defines: ``- **A-16** …`` and ``- **A-01 Character card** …``."""
    return sorted(set(re.findall(r"\*\*(A-\d\d)\b", RULES.read_text(encoding="utf-8"))))


def cited_rules() -> dict[str, list[str]]:
    """Rule ID → tests whose name starts with it (``test_a16_…``) and whose body says ``# rule A-16``."""
    cited: dict[str, list[str]] = {}
    for path in TEST_FILES:
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.FunctionDef):
                continue
            named = re.match(r"test_((?:a\d\d_)+)", node.name)
            if not named:
                continue
            body = "\n".join(lines[node.lineno - 1 : node.end_lineno])
            commented = {
                rule
                for comment in re.findall(r"#.*", body)
                for rule in re.findall(r"A-\d\d", comment)
            }
            for number in re.findall(r"a(\d\d)_", named.group(1)):
                rule = f"A-{number}"
                if rule in commented:
                    cited.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return cited


def test_the_rules_file_defines_the_agents_rules() -> None:
    ids = rule_ids()
    assert ids[0] == "A-01" and ids[-1] == "A-46" and len(ids) >= 39


def test_every_agents_rule_is_cited_by_a_test() -> None:
    cited = cited_rules()
    missing = [rule for rule in rule_ids() if rule not in cited]
    assert not missing, f"rules without a test named after them and a '# rule' comment: {missing}"
