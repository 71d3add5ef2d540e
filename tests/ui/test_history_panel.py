"""The history panel: a long session opens with its recent lines, the rest on request."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.ui.table.widgets import HistoryPanel


def events(count: int) -> list[dict[str, Any]]:
    return [{"action": {"do": "draw", "n": n}, "at": 0} for n in range(count)]


def describe(event: dict[str, Any], _events: list[dict[str, Any]]) -> str:
    return f"draw {event['action']['n']}"


def lines(panel: HistoryPanel) -> list[str]:
    return [panel.item(row).text().split("  ", 1)[-1] for row in range(panel.count())]


def test_a_long_history_shows_its_recent_lines_and_the_rest_on_a_click(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(HistoryPanel, "RECENT", 3)
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    played = events(5)
    panel.show_events(played, describe)
    assert lines(panel) == [
        "⋯ 2 earlier actions: click to show them",
        *[f"draw {n}" for n in (2, 3, 4)],
    ]
    played.append({"action": {"do": "draw", "n": 5}, "at": 0})
    panel.show_events(played, describe)  # a new action: one more line, nothing redone
    assert lines(panel)[-2:] == ["draw 4", "draw 5"] and panel.count() == 5
    panel.show()
    rect = panel.visualItemRect(panel.item(0))
    panel.scrollToTop()
    qtbot.mouseClick(
        panel.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.visualItemRect(panel.item(0)).center(),
    )
    assert rect.isValid()
    assert lines(panel) == [f"draw {n}" for n in range(6)]


def test_a_short_history_has_a_line_per_action_and_clears_for_another_session(qtbot) -> None:
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.show_events(events(4), describe)
    assert lines(panel) == [f"draw {n}" for n in range(4)]
    panel.show_events(events(2), describe)  # fewer events: another session
    assert lines(panel) == ["draw 0", "draw 1"]
