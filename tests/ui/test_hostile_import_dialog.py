"""Issue 14, item 9, in the window: File → Import of each hostile file of the review shows
one message and changes nothing (before, six of them showed no dialog at all)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(campaign="demo", warnings="record")

HOSTILE = {
    "deep.json": "[" * 100_000 + "]" * 100_000,
    "digits.json": '{"characters": [' + "9" * 5000 + "]}",
    "nan.json": '{"characters": [{"name": "A", "system": "founders", "adversity": NaN}]}',
    "huge.json": '{"characters": [{"name": "A", "system": "founders", "adversity": 1e300}]}',
    "surrogate.json": '{"characters": [{"name": "\\ud800A", "system": "founders"}]}',
    "nul.json": '{"characters": [{"name": "\\u0000A", "system": "founders"}]}',
}


def test_each_hostile_import_is_one_message_and_changes_nothing(
    window: MainWindow, warnings_shown: list[str], tmp_path: Path
) -> None:
    campaign = window.controller.campaign
    before = list(campaign._db.iterdump())
    for name, text in HOSTILE.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        assert not window.import_file(path), name
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert not window.import_file(fifo)  # refused, not waited on
    assert len(warnings_shown) == len(HOSTILE) + 1
    assert all("\n" not in warning for warning in warnings_shown)
    assert list(campaign._db.iterdump()) == before
