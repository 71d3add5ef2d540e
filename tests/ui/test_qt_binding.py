"""The Qt binding must not corrupt the interpreter during a long session."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_qt_calls_do_not_leak_references_to_none(qtbot) -> None:
    # PySide6 6.12.0 on Python 3.11 dropped a reference to None per call and crashed
    # the app after a few thousand calls; a table session makes that many quickly.
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("Q♥")
    assert sys.getrefcount(None) >= before - 50
