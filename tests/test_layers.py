"""The core imports and runs without Qt."""

from __future__ import annotations

import subprocess
import sys

CORE = [
    "deskapp",
    "deskapp.core.cards",
    "deskapp.core.table",
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
