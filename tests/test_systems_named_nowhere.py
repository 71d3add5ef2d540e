"""Systems contribute, the shell iterates (issue 26): no module of the app outside
``deskapp/systems/`` names a rule system.

A system's key or name in a string of the core, the command line, the Qt shell or
``printables`` would be a per-system table or branch, which a system registered from
its own folder would silently miss. Comments and docstrings may name systems (as
examples); code must ask the catalogue. The benchmarks and the CI scripts exercise
particular systems on purpose and are not part of the app.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from deskapp.core import systems

ROOT = Path(__file__).resolve().parents[1]
SCANNED = [
    path
    for package in ("deskapp", "printables")
    for path in sorted((ROOT / package).rglob("*.py"))
    if (ROOT / "deskapp" / "systems") not in path.parents
]

# Strings that hold a system's word without naming the system, by file: (text, why).
NOT_A_SYSTEM = {
    "deskapp/core/store/schema.py": (
        "system IN ('agents', 'founders', 'dice_banks', 'cinematic')",
        "the released migrations' SQL, never edited (from version 3 the catalogue checks keys)",
    ),
}


def system_words() -> re.Pattern[str]:
    """Every registered system's key and English name, as whole words in any case."""
    names = {spec.key for spec in systems.specs()} | {spec.title for spec in systems.specs()}
    spelled = {re.escape(name).replace("_", "[_ -]") for name in names}
    return re.compile(rf"(?<![^\W_])({'|'.join(sorted(spelled))})(?![^\W_])", re.IGNORECASE)


def strings_in_code(source: str) -> list[tuple[int, str]]:
    """The string constants of a module with their lines, leaving out docstrings (comments
    are not in the syntax tree)."""
    tree = ast.parse(source)
    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_no_module_outside_the_systems_names_a_system() -> None:
    words = system_words()
    named = []
    for path in SCANNED:
        where = path.relative_to(ROOT).as_posix()
        allowed = NOT_A_SYSTEM.get(where, ("", ""))[0]
        for line, text in strings_in_code(path.read_text(encoding="utf-8")):
            if words.search(text) and text != allowed:
                named.append(f"{where}:{line}: {text!r:.80}")
    assert named == []


def test_the_scan_sees_what_it_looks_for() -> None:
    """The scan finds a system named in code, and passes over comments and docstrings."""
    source = '"""Agents."""\n# founders\nCARDS = {"dice_banks": 1}\nx = f"{y} Cinematic cards"\n'
    found = [text for _line, text in strings_in_code(source) if system_words().search(text)]
    assert found == ["dice_banks", " Cinematic cards"]
    assert len(SCANNED) > 80 and ROOT / "printables" / "labels.py" in SCANNED
