"""The findings of a new user's review of table mode (issue 15), on the demo campaign (every
demo session mirrors the real cards and dice).

A refusal shows right under what the user acts on — the test being built or drawn, the roll
button — never at the bottom of the screen, and goes at the next action that works. The key
line under a mirror table says what to do (type the cards or dice, then Enter), never
"Space draw" where Space only refuses.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from deskapp.ui.main_window import MainWindow, ShortcutsDialog
from deskapp.ui.options_dialog import OptionsDialog

from .test_table_screens import ARTIFACTS
from .test_wheel_guard import roll_down

pytestmark = pytest.mark.window(
    campaign="demo_sessions", size=(1366, 768), exposed=True, active=True, mode="table"
)


def open_system(window: MainWindow, qtbot: Any, system: str) -> Any:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    screen = page.session_screen
    assert screen is not None and screen.SYSTEM == system
    qtbot.waitUntil(lambda: screen.isVisible() and page.width() > 1300)
    return screen


def top_in_window(widget: QWidget) -> int:
    return widget.mapTo(widget.window(), QPoint(0, 0)).y()


def bottom_in_window(widget: QWidget) -> int:
    return top_in_window(widget) + widget.height()


def keep_shot(window: QWidget, name: str) -> None:
    """A screenshot to look at, beside the table screens' (artifacts/screens)."""
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"{name}.png"))


def in_sight(widget: QWidget) -> bool:
    """Drawn inside the window and inside every scroll area around it."""
    visible = widget.visibleRegion()
    return widget.isVisible() and visible.boundingRect().height() >= widget.height() - 1


def test_an_agents_refusal_shows_under_the_drawn_cards_and_goes_at_the_next_action(
    qtbot, window: MainWindow
) -> None:
    screen = open_system(window, qtbot, "agents")
    assert screen.agents.pending is not None  # the demo: Žofie's three cards are drawn
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # Space cannot draw again
    problem = screen.problem
    assert problem.isVisible() and "Enter sorts them" in problem.text()
    drawn = screen.drawn  # laid out again with the refusal under it (the event loop does it)
    qtbot.waitUntil(lambda: drawn.height() >= drawn.minimumSizeHint().height())
    # Right under the drawn cards and their Sort button, above the piles — not under the
    # piles, the buttons and the key line at the bottom of the screen.
    sort = screen.drawn.sort_button
    assert 0 <= top_in_window(problem) - bottom_in_window(sort) < 120
    assert bottom_in_window(problem) <= top_in_window(screen.piles) + 1
    assert in_sight(problem)
    keep_shot(window, "refusal_agents_1366x768")
    qtbot.mouseClick(sort, Qt.MouseButton.LeftButton)  # the next action that works
    assert screen.agents.pending is None
    assert not problem.isVisible()


def test_a_founders_refusal_shows_under_the_roll_button(qtbot, window: MainWindow) -> None:
    screen = open_system(window, qtbot, "founders")
    check = screen.check
    screen.tabs.setCurrentWidget(check)
    roll = check.roll_button
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)  # a mirror table, no faces typed
    problem = screen.problem
    assert problem.isVisible() and "type the two faces" in problem.text()
    assert 0 <= top_in_window(problem) - bottom_in_window(roll) < 40
    assert abs(problem.mapTo(window, QPoint(0, 0)).x() - roll.mapTo(window, QPoint(0, 0)).x()) < 40
    qtbot.waitUntil(lambda: in_sight(problem))  # on a laptop too, once laid out again
    keep_shot(window, "refusal_founders_1366x768")
    qtbot.keyClicks(check.entry.text, "3 4")
    qtbot.keyClick(check.entry.text, Qt.Key.Key_Return)  # rolled: the refusal is gone
    assert screen.view().pending is not None
    assert not problem.isVisible()


def test_a_dice_banks_refusal_shows_under_the_roll_button(qtbot, window: MainWindow) -> None:
    screen = open_system(window, qtbot, "dice_banks")
    builder = screen.builder
    qtbot.mouseClick(screen.round_button, Qt.MouseButton.LeftButton)  # everyone may act again
    needed = builder.dice.value()
    too_many = " ".join(["7"] * (needed + 1))
    qtbot.keyClicks(builder.faces, too_many)
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    problem = screen.problem
    assert problem.isVisible() and "1 face too many" in problem.text()
    roll = builder.roll_button
    assert 0 <= top_in_window(problem) - bottom_in_window(roll) < 40
    assert bottom_in_window(problem) <= top_in_window(screen.keys)  # not below the key line
    assert in_sight(problem)
    keep_shot(window, "refusal_dice_banks_1366x768")
    builder.faces.clear()
    qtbot.keyClicks(builder.faces, " ".join(["7"] * needed))
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    assert not problem.isVisible(), (problem.text(), builder.faces_needed.text())


# --- the key line at a mirror table ---------------------------------------------------------


def test_the_agents_key_line_at_a_mirror_table_says_to_type_the_cards(
    qtbot, window: MainWindow
) -> None:
    screen = open_system(window, qtbot, "agents")
    assert screen.agents.mirror
    assert "Space draw" not in screen.keys.text()
    assert "type the cards drawn, then Enter" in screen.keys.text()
    qtbot.mouseClick(screen.drawn.sort_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # as the line says: Space goes to the cards field
    assert QApplication.focusWidget() is screen.plan.cards_edit
    assert not screen.problem.isVisible()
    assert screen.key_hints(mirror=False).count("Space draw") == 1  # a table the app deals


def test_the_founders_key_line_at_a_mirror_table_says_to_type_the_dice(
    qtbot, window: MainWindow
) -> None:
    screen = open_system(window, qtbot, "founders")
    assert "Space roll" not in screen.keys.text()
    assert "type the real dice, then Enter" in screen.keys.text()
    screen.content.setFocus()
    qtbot.keyClick(screen.content, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is screen.check.entry.text
    assert not screen.problem.isVisible()  # Space no longer only refuses


def test_the_dice_banks_key_line_at_a_mirror_table_says_to_type_the_faces(
    qtbot, window: MainWindow
) -> None:
    screen = open_system(window, qtbot, "dice_banks")
    assert "Space roll" not in screen.keys.text()
    assert "the number of dice, Space, the real dice's faces, Enter" in screen.keys.text()
    screen.builder.dice.setFocus()
    qtbot.keyClick(screen.builder.dice, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is screen.builder.faces
    assert not screen.problem.isVisible()


# --- the Agents column grows with the window ----------------------------------------------------


def test_the_agents_column_grows_with_the_window(qtbot, window: MainWindow) -> None:
    screen = open_system(window, qtbot, "agents")
    widths = {}
    for size in [(1366, 768), (1920, 1080), (2560, 1440)]:
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: abs(window.table_page.width() - size[0]) < 80)
        qtbot.waitUntil(lambda: screen.agents_scroll.width() >= 0.3 * screen.splitter.width() - 1)
        widths[size[0]] = screen.agents_scroll.width()
    assert widths[1366] < widths[1920] < widths[2560]
    assert widths[1920] >= 440  # the aspect chips on one line, not three or four
    # Resized while another system was on the table: the column still takes its share.
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: abs(page.width() - 1366) < 80)
    page.system_box.setCurrentIndex(page.system_box.findData("agents"))
    qtbot.waitUntil(screen.isVisible)
    qtbot.waitUntil(lambda: abs(screen.agents_scroll.width() - 0.32 * screen.splitter.width()) < 8)


# --- Table Options: every row readable, no "default" in a number box --------------------------


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda size: f"{size[0]}")
@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
def test_table_options_show_every_explanation_whole(
    qtbot, open_window, campaign_path, monkeypatch, system, size, language
) -> None:
    window = open_window(
        campaign_path, size=size, exposed=True, mode="table", system=system, language=language
    )
    shown: list[OptionsDialog] = []

    def capture(dialog: OptionsDialog) -> int:
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(OptionsDialog, "exec", capture)
    qtbot.mouseClick(window.table_page.options_button, Qt.MouseButton.LeftButton)
    (dialog,) = shown
    dialog.show()
    qtbot.waitExposed(dialog)
    scroll = dialog.findChild(QScrollArea, "options_scroll")
    room = dialog.screen().availableGeometry().height() - 80
    if dialog.height() < room:  # all the options fit: nothing scrolls, once laid out
        qtbot.waitUntil(lambda: not scroll.verticalScrollBar().isVisible())
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(folder / f"options_{system}_{size[0]}_{language}.png"))
    cut = []
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.wordWrap() and label.text():
            scroll.ensureWidgetVisible(label)
            if label.height() + 1 < label.heightForWidth(label.width()):
                cut.append(
                    f"{label.objectName()}: {label.height()} of {label.heightForWidth(label.width())} px"
                )
            if label.width() > scroll.viewport().width():
                cut.append(f"{label.objectName()}: wider than the dialog")
            if label.objectName().startswith("explain_") and label.text().rstrip().endswith(":"):
                cut.append(f"{label.objectName()}: stops at a colon, as if cut")
    assert cut == []
    for field in dialog.fields.values():
        if isinstance(field, QSpinBox):
            words = field.specialValueText() if field.value() == field.minimum() else field.text()
            assert words.strip().lower() not in ("default", "výchozí"), field.objectName()
            assert field.width() >= field.sizeHint().width(), field.objectName()
    dialog.close()


# --- Founders: a greyed check says why ---------------------------------------------------------


def test_after_ctrl_z_of_a_founders_check_the_greyed_builder_says_why(
    qtbot, window: MainWindow
) -> None:
    screen = open_system(window, qtbot, "founders")
    check = screen.check
    assert check.form.isEnabled() and not check.waiting.isVisible()
    screen.content.setFocus()
    qtbot.keyClick(screen.content, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    pending = screen.view().pending  # the demo's last taken check is waiting again
    assert pending is not None and pending.leader == "Tomáš Král"
    assert not check.form.isEnabled()
    assert check.waiting.isVisible() and in_sight(check.waiting)
    assert "Tomáš Král's roll waits: take it (Space)" in check.waiting.text()
    assert "Ctrl+Z" in check.waiting.text()
    cards = screen.founder_cards  # laid out again (the undo rebuilt the scene's cards)
    qtbot.waitUntil(lambda: all(card.isVisible() and card.height() > 50 for card in cards))
    qtbot.waitUntil(lambda: check.tags.height() >= check.tags.minimumSizeHint().height())
    keep_shot(window, "founders_waiting_1366x768")
    qtbot.mouseClick(check.take_button, Qt.MouseButton.LeftButton)  # taken again: usable
    assert check.form.isEnabled() and not check.waiting.isVisible()


# --- F1: the shortcuts dialog as large as its list -------------------------------------------


def test_the_shortcuts_dialog_shows_its_whole_list_without_scrolling(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    shown: list[ShortcutsDialog] = []
    monkeypatch.setattr(ShortcutsDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)  # as a user opens it
    (dialog,) = shown
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    room = dialog.screen().availableGeometry()
    assert dialog.height() <= room.height() and dialog.width() <= room.width()
    # The offscreen screen is 800 px high: the list fits there, so nothing may scroll (the
    # old dialog was 680×520 and scrolled through half of it).
    qtbot.waitUntil(lambda: table.viewport().height() >= table.verticalHeader().length())
    assert table.verticalScrollBar().maximum() == 0
    assert table.horizontalScrollBar().maximum() == 0
    keep_shot(dialog, "shortcuts_dialog")
    dialog.close()


def test_a_cinematic_refusal_shows_under_the_test_button(qtbot, window: MainWindow) -> None:
    screen = open_system(window, qtbot, "cinematic")
    go = screen.builder.go
    qtbot.mouseClick(go, Qt.MouseButton.LeftButton)  # a mirror table, no cards typed
    problem = screen.problem
    assert problem.isVisible() and "Type the cards" in problem.text()
    box, builder = screen.problem_box, screen.builder  # laid out again with the words in it
    qtbot.waitUntil(lambda: box.y() > builder.geometry().bottom() and in_sight(problem))
    keep_shot(window, "refusal_cinematic_1366x768")
    assert 0 <= top_in_window(problem) - bottom_in_window(go) < 60
    assert problem.width() >= problem.sizeHint().width() or problem.wordWrap()
    column = screen.builder.width()
    assert problem.width() <= column + 8  # in the test's column, not across the result
    keep_shot(window, "refusal_cinematic_1366x768")


@pytest.mark.parametrize("language", ["fr"])
def test_table_options_open_with_no_box_under_the_wheel(
    qtbot, open_window, campaign_path, monkeypatch, language
) -> None:
    """The dialog opens with the focus on OK: a box with the focus takes the wheel, and the
    first box once opened under the pointer, one notch turning "Cards per level" to 0
    (review r30d). A refusal names the option's words, never its key ("step")."""
    window = open_window(
        campaign_path,
        size=(1100, 720),
        exposed=True,
        mode="table",
        system="agents",
        language=language,
    )
    shown: list[OptionsDialog] = []
    monkeypatch.setattr(OptionsDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    qtbot.mouseClick(window.table_page.options_button, Qt.MouseButton.LeftButton)
    (dialog,) = shown
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
    assert QApplication.focusWidget() is dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Ok
    )
    first = next(f for f in dialog.fields.values() if isinstance(f, QSpinBox))
    before = first.value()
    roll_down(first)
    assert first.value() == before, "the wheel scrolled past the box"
    assert first.objectName() == "option_step"
    first.setValue(0)  # no level is 0 cards apart
    dialog.accept()
    assert dialog.problem.isVisibleTo(dialog)
    words = dialog.problem.text()
    assert "step" not in words and f"“{dialog.texts['step'].label}”" in words, words
    dialog.close()
