"""aiohttp (a quarter of a second to import) and segno load only when the server starts."""

from __future__ import annotations

import subprocess
import sys

import pytest

LOADED_AT_START = [
    "deskapp.cli",
    "deskapp.commands.players",
    "deskapp.core.players.projection",
    "deskapp.core.players.tokens",
    "deskapp.core.players.addresses",
    "deskapp.ui.app",
]


@pytest.mark.slow
def test_the_app_and_the_command_module_do_not_import_the_server_libraries() -> None:
    code = (
        f"import importlib, sys\n"
        f"for name in {LOADED_AT_START!r}: importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'segno')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    )
    assert result.stdout.strip() == "[]"
