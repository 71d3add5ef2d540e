"""The history panel: a long session opens with its recent lines, the rest on request."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.ui.table.widgets import HistoryBox, HistoryPanel


def events(count: int) -> list[dict[str, Any]]:
    return [{"action": {"do": "draw", "n": n}, "at": 0} for n in range(count)]


def describe(event: dict[str, Any], _events: list[dict[str, Any]]) -> str:
    return f"draw {event['action'].get('n', '')}"


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


def test_a_long_session_keeps_the_list_bounded_as_actions_come(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each action adds a line without the list growing past a bound: laying out thousands
    of wrapped lines on every key press is what made a long evening slow."""
    monkeypatch.setattr(HistoryPanel, "RECENT", 10)
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    played = events(0)
    for n in range(100):
        played.append({"action": {"do": "draw", "n": n}, "at": 0})
        panel.show_events(played, describe)
        assert panel.count() <= 1 + 15
    assert lines(panel)[-1] == "draw 99"
    assert lines(panel)[0].startswith("⋯ ") and "earlier actions" in lines(panel)[0]
    hidden = int(lines(panel)[0].split()[1])
    assert hidden + panel.count() - 1 == 100


def test_undone_actions_are_struck_through_until_redone(qtbot) -> None:
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    played = events(3)
    panel.show_events(played, describe)
    played.append({"action": {"do": "undo"}, "undid": 3, "at": 0})
    panel.show_events(played, describe)
    struck = [panel.item(row).font().strikeOut() for row in range(4)]
    assert struck == [False, False, True, False]  # the undone action's line, and it alone
    assert panel.item(2).font().strikeOut() and "Undone" in panel.item(2).toolTip()
    played.append({"action": {"do": "redo"}, "redid": 3, "at": 0})
    panel.show_events(played, describe)
    assert not panel.item(2).font().strikeOut() and "Undone" not in panel.item(2).toolTip()


def test_the_filter_shows_this_scene_or_one_character(qtbot) -> None:
    box = HistoryBox()
    qtbot.addWidget(box)
    played = [
        {"action": {"do": "test", "player": "Ada"}, "at": 0},
        {"action": {"do": "end_scene"}, "at": 0},
        {"action": {"do": "test", "player": "Bob"}, "at": 0},
        {"action": {"do": "rest", "agent": "Ada"}, "at": 0},
    ]

    def said(event, _events):
        action = event["action"]
        return f"{action['do']} {action.get('player') or action.get('agent') or ''}".strip()

    box.show_events(played, said, ("player", "agent"))
    choices = [box.filter_box.itemText(row) for row in range(box.filter_box.count())]
    assert choices == ["All actions", "This scene", "Ada", "Bob"]
    box.filter_box.setCurrentIndex(2)
    box.filter_box.activated.emit(2)
    assert lines(box.panel) == ["test Ada", "rest Ada"]
    box.filter_box.activated.emit(1)
    assert lines(box.panel) == ["end_scene", "test Bob", "rest Ada"]
    played.append({"action": {"do": "end_scene"}, "at": 0})  # a new scene: its lines only
    box.show_events(played, said, ("player", "agent"))
    assert lines(box.panel) == ["end_scene"]
    played.append({"action": {"do": "undo"}, "undid": 5, "at": 0})  # the scene's end undone
    box.show_events(played, said, ("player", "agent"))
    assert lines(box.panel)[:3] == ["end_scene", "test Bob", "rest Ada"]


def test_one_characters_filter_holds_every_action_about_them(qtbot) -> None:
    """Review, session 5: an Agents resolve and a Founders take name their character only in
    their outcome, and a rest names several agents: the filter left them out (Bára's test
    result, Tomáš's taken check) and never listed an agent who only rested."""
    box = HistoryBox()
    qtbot.addWidget(box)
    played = [
        {"action": {"do": "draw", "agent": "Bára"}, "outcome": {"agent": "Bára"}, "at": 0},
        {"action": {"do": "resolve", "choices": {}}, "outcome": {"agent": "Bára"}, "at": 0},
        {"action": {"do": "rest", "agents": ["Ondřej", "Žofie"]}, "at": 0},
        {"action": {"do": "take", "adversity": 0}, "outcome": {"leader": "Tomáš"}, "at": 0},
        {"action": {"do": "begin_conflict"}, "outcome": {"round": 1}, "at": 0},
    ]
    characters = ("agent", "leader", "agents")  # an Agents and a Founders event in one list
    box.show_events(played, lambda event, _events: event["action"]["do"], characters)
    choices = [box.filter_box.itemText(row) for row in range(box.filter_box.count())]
    assert choices[2:] == ["Bára", "Ondřej", "Žofie", "Tomáš"]
    for name, expected in (("Bára", ["draw", "resolve"]), ("Žofie", ["rest"]), ("Tomáš", ["take"])):
        row = box.filter_box.findText(name)
        box.filter_box.setCurrentIndex(row)
        box.filter_box.activated.emit(row)
        assert lines(box.panel) == expected
