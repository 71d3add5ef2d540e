"""The odds panel's GUI tests open the real main window as tests/ui does: its fixtures, shared."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_UI_CONFTEST = Path(__file__).parents[1] / "ui" / "conftest.py"
_spec = importlib.util.spec_from_file_location("tests_ui_conftest_for_odds", _UI_CONFTEST)
assert _spec is not None and _spec.loader is not None
_ui = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = _ui  # its dataclasses look their module up there
_spec.loader.exec_module(_ui)

# The fixtures (not the collection hook, which marks tests/ui's own tests as gui).
for _name in (
    "window_options",
    "settings",
    "recent",
    "campaign_path",
    "warnings_shown",
    "message_boxes",
    "open_window",
    "controller",
    "window",
):
    globals()[_name] = getattr(_ui, _name)
