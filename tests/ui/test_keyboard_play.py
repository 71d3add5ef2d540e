"""Keyboard-only play: a test of each system played with keys alone, from a new session on
the demo campaign (as a game master with the laptop on a crowded table plays it), and taken
back with Ctrl+Z."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(
    campaign="demo", file_name="demo.carddesk", size=(1366, 768), active=True, mode="table"
)

PLAYERS = {
    "agents": ["Bára Nováková", "Ondřej Říha"],
    "founders": ["Amélie Dubois", "Tomáš Král"],
    "dice_banks": ["Radek Šťastný", "Věra Dvořáková"],
    "cinematic": ["Élodie Lefèvre", "Noël Œillet"],
}


def start(window: MainWindow, system: str) -> Any:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    assert page.start_session("Keys", PLAYERS[system], mirror=False)
    screen = page.session_screen
    screen.setFocus()
    return screen


def press(qtbot, *keys: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """Keys pressed where the focus is, as a user presses them."""
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "the keys go somewhere"
        qtbot.keyClick(target, key, modifier)


def done(window: MainWindow) -> list[str]:
    """The actions in effect, by name."""
    return [done.action["do"] for done in window.table_page.session.history.done]


def undo_by_key(qtbot, window: MainWindow) -> None:
    press(qtbot, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)


def test_agents_by_keys(qtbot, window: MainWindow) -> None:
    """A-10: an aspect described with its number key, the cards drawn with Space, sorted with
    Enter; Ctrl+Z takes the sorting back."""
    screen = start(window, "agents")
    press(qtbot, Qt.Key.Key_1, Qt.Key.Key_Space)
    assert screen.agents.pending is not None and len(screen.agents.pending.cards) == 2
    press(qtbot, Qt.Key.Key_Return)
    assert done(window) == ["draw", "resolve"]
    undo_by_key(qtbot, window)
    assert done(window) == ["draw"] and screen.agents.pending is not None


def test_founders_by_keys(qtbot, window: MainWindow) -> None:
    """F-05: the leader with its number, Normal with N, Space rolls and Space takes it."""
    screen = start(window, "founders")
    press(qtbot, Qt.Key.Key_2, Qt.Key.Key_N, Qt.Key.Key_Space)
    assert screen.view().pending is not None
    assert screen.check.leader_name() == "Tomáš Král"
    press(qtbot, Qt.Key.Key_Space)
    assert done(window)[-1] == "take" and screen.view().pending is None
    undo_by_key(qtbot, window)
    assert screen.view().pending is not None


def test_dice_banks_by_keys(qtbot, window: MainWindow) -> None:
    """B-01: Ctrl+B begins the conflict, Space rolls for the chosen character."""
    screen = start(window, "dice_banks")
    press(qtbot, Qt.Key.Key_B, modifier=Qt.KeyboardModifier.ControlModifier)
    assert screen.table.conflict is not None
    screen.setFocus()
    press(qtbot, Qt.Key.Key_Space)
    assert "roll" in done(window)
    undo_by_key(qtbot, window)
    assert "roll" not in done(window)


def test_cinematic_by_keys(qtbot, window: MainWindow) -> None:
    """U-10: Space draws the test's cards from the chosen player's deck."""
    screen = start(window, "cinematic")
    press(qtbot, Qt.Key.Key_Space)
    assert done(window) == ["test"] and screen.result.total.text().startswith("Total")
    press(qtbot, Qt.Key.Key_Space)
    assert done(window) == ["test", "test"]
    undo_by_key(qtbot, window)
    assert done(window) == ["test"]


def first_space_on_founders(qtbot, window: MainWindow) -> tuple[Any, list[str], int]:
    """Space pressed where the focus is once the Founders table shows (no test sets it): the
    screen, the circumstances' values before, and the events before."""
    page = window.table_page
    screen = page.session_screen
    for _ in range(2):  # what the event loop runs before the user's key arrives
        QApplication.processEvents()
    assert QApplication.focusWidget() is not None
    values = [card.value_label.text() for card in screen.circumstance_cards]
    before = len(page.session.events)
    press(qtbot, Qt.Key.Key_Space)
    assert QApplication.activeModalWidget() is None, "no dialog opened"
    return screen, values, before


@pytest.mark.window(
    campaign="demo_sessions",
    file_name="demo.carddesk",
    size=(1366, 768),
    active=True,
    mode="table",
)
def test_the_first_space_on_a_reopened_founders_table_presses_no_button(
    qtbot, window: MainWindow
) -> None:
    """Review, session 5: Qt gave the focus to the first button of the Founders table (a
    circumstance's −), and the first Space pressed it (lowering a circumstance, or opening
    End scene…) instead of rolling. The table takes the focus when it is shown."""
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    screen, values, before = first_space_on_founders(qtbot, window)
    assert [card.value_label.text() for card in screen.circumstance_cards] == values
    # The demo's is a mirror table: Space goes to the field for the real dice's faces.
    assert QApplication.focusWidget() is screen.check.entry.text
    assert len(page.session.events) == before


def test_the_first_space_on_a_new_founders_table_rolls(qtbot, window: MainWindow) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    assert page.start_session("Keys", PLAYERS["founders"], mirror=False)
    screen, values, before = first_space_on_founders(qtbot, window)
    assert [card.value_label.text() for card in screen.circumstance_cards] == values
    assert len(page.session.events) == before + 1 and done(window)[-1] == "check"


def test_founders_mirror_reroll_by_keys_types_the_dice_where_they_go(
    qtbot, window: MainWindow
) -> None:
    """Issue 30, item 2: after a failed roll at a mirror table the GM presses R and types the
    real dice "4 4". R with no dice typed says what is missing and puts the focus in the dice
    field, so the space between the faces is typed there; it never presses Accept (which
    logged the failure and gave the Founder an Adversity token)."""
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    assert page.start_session("Keys", PLAYERS["founders"], mirror=True)
    screen = page.session_screen
    screen.setFocus()
    press(qtbot, Qt.Key.Key_2, Qt.Key.Key_N, Qt.Key.Key_Space)  # Space: the faces field
    qtbot.keyClicks(QApplication.focusWidget(), "1 2")
    press(qtbot, Qt.Key.Key_Return)
    assert done(window) == ["check"] and screen.view().pending.can_reroll  # F-15: failed
    press(qtbot, Qt.Key.Key_R)
    assert done(window) == ["check"], "R with no dice typed refuses"
    assert QApplication.focusWidget() is screen.check.entry.text, "the dice go here"
    qtbot.keyClicks(QApplication.focusWidget(), "4 4")
    press(qtbot, Qt.Key.Key_Return)
    assert done(window) == ["check", "risky_reroll"]
    assert screen.view().pending.reroll is not None
