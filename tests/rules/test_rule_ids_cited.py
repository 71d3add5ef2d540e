"""Every rule of docs/rules/ is cited by a test named after it that says so in a ``# rule`` comment.

One set of checks for the four rule systems, the strictest each of the four old modules made:

- the rules file defines the IDs we expect: ``- **A-16** …`` or ``- **A-01 Character card** …``
  at the start of a list item, each once, from the first to the last, so many of them;
- each ID is cited by a test named after it (``test_a16_…``, ``test_a07_a08_…``) whose own body
  has a ``# rule A-16`` / ``# rules A-11, A-12`` comment;
- no ``# rule`` comment anywhere in the tests cites an ID the rules file does not define.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS = Path(__file__).parents[1]
RULES = Path(__file__).parents[2] / "docs" / "rules"


@dataclass(frozen=True)
class System:
    prefix: str  # the letter of its rule IDs: A-16
    rules_file: str  # in docs/rules/
    first: str
    last: str
    count: int
    test_files: tuple[Path, ...]  # where its rule tests live

    def __str__(self) -> str:
        return self.rules_file.removesuffix(".md")


def own_tests(pattern: str, *others: str) -> tuple[Path, ...]:
    return (*sorted((TESTS / "rules").glob(pattern)), *(TESTS / other for other in others))


SYSTEMS = [
    System(
        "A",
        "agents.md",
        "A-01",
        "A-46",
        39,
        own_tests(
            "test_agents*.py",
            "campaign/test_agents_model.py",
            "commands/test_check_agents.py",
            "commands/test_replay.py",
        ),
    ),
    System(
        "F",
        "founders.md",
        "F-01",
        "F-32",
        15,
        own_tests(
            "test_founders*.py",
            "campaign/test_founders_model.py",
            "commands/test_check_founders.py",
        ),
    ),
    System(
        "B",
        "dice-banks.md",
        "B-01",
        "B-74",
        32,
        own_tests(
            "test_dice_banks*.py",
            "campaign/test_dice_banks_model.py",
            "commands/test_check_banks.py",
        ),
    ),
    System(
        "U",
        "cinematic-cards.md",
        "U-01",
        "U-41",
        15,
        own_tests(
            "test_cinematic*.py",
            "campaign/test_cinematic_model.py",
            "commands/test_check_cinematic.py",
        ),
    ),
]


def rule_ids(system: System) -> list[str]:
    """The IDs the rules file defines, in its order: the bold ID that opens a list item."""
    text = (RULES / system.rules_file).read_text(encoding="utf-8")
    return re.findall(rf"^- \*\*({system.prefix}-\d\d)\b", text, re.MULTILINE)


def rule_comments(source: str, system: System) -> set[str]:
    """IDs cited by ``# rule A-16`` or ``# rules A-11, A-12 …`` comments: the ID comes first."""
    prefix = system.prefix
    return {
        rule
        for comment in re.findall(rf"#\s*rules?\s+({prefix}-\d\d[^\n]*)", source)
        for rule in re.findall(rf"\b{prefix}-\d\d\b", comment)
    }


def cited_rules(system: System) -> dict[str, list[str]]:
    """Rule ID → tests named after it (``test_a16_…``) whose body has a ``# rule A-16`` comment."""
    cited: dict[str, list[str]] = {}
    letter = system.prefix.lower()
    for path in system.test_files:
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            named = re.match(rf"test_((?:{letter}\d\d_)+)", node.name)
            if not named:
                continue
            commented = rule_comments("\n".join(lines[node.lineno - 1 : node.end_lineno]), system)
            for number in re.findall(rf"{letter}(\d\d)_", named.group(1)):
                rule = f"{system.prefix}-{number}"
                if rule in commented:
                    cited.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return cited


@pytest.fixture(params=SYSTEMS, ids=str)
def system(request: pytest.FixtureRequest) -> System:
    return request.param


def test_the_rules_file_defines_the_rules_we_expect(system: System) -> None:
    ids = rule_ids(system)
    assert ids, f"docs/rules/{system.rules_file} defines no {system.prefix}- rule"
    assert ids == sorted(ids) and len(ids) == len(set(ids)), "IDs out of order or repeated"
    assert (ids[0], ids[-1], len(ids)) == (system.first, system.last, system.count)


def test_every_rule_is_cited_by_a_test_named_after_it_with_a_rule_comment(system: System) -> None:
    cited = cited_rules(system)
    missing = [rule for rule in rule_ids(system) if rule not in cited]
    assert not missing, (
        f"rules without a test named after them (test_{system.prefix.lower()}NN_…) "
        f"that says '# rule {system.prefix}-NN' in its body: {', '.join(missing)}"
    )


def test_every_rule_comment_in_the_tests_cites_a_rule_that_exists(system: System) -> None:
    defined = set(rule_ids(system))
    unknown = {
        f"{path.relative_to(TESTS)}: {rule}"
        for path in sorted(TESTS.rglob("*.py"))
        for rule in rule_comments(path.read_text(encoding="utf-8"), system) - defined
    }
    assert not unknown, f"tests cite rules {system.rules_file} does not have: {sorted(unknown)}"
