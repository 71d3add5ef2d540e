"""The core imports and runs without Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

CORE = [
    "deskapp",
    "deskapp.core.cards",
    "deskapp.core.decks",
    "deskapp.cli",
    "printables",
    "printables.fonts",
]


def test_the_core_imports_without_loading_qt() -> None:
    code = (
        f"import importlib, sys\n"
        f"for name in {CORE!r}: importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    )
    assert result.stdout.strip() == "[]"


def test_nothing_the_app_reads_from_disk_can_run_code() -> None:
    """Issue 25, major 3: a planted cache file ran code through ``pickle``. No module of the
    app or of printables imports a deserialiser that can build arbitrary objects; what it
    reads is JSON, SQLite rows and images."""
    root = Path(__file__).resolve().parent.parent
    unsafe = {"pickle", "cPickle", "_pickle", "marshal", "shelve", "dill", "jsonpickle"}
    found = []
    for path in sorted([*root.glob("deskapp/**/*.py"), *root.glob("printables/**/*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            found += [f"{path.relative_to(root)}: {n}" for n in names if n.split(".")[0] in unsafe]
    assert found == []
