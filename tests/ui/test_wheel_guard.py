"""The mouse wheel scrolls the Print page's settings; it never changes a box on the way
(review r30b: rolling down the panel turned A4 into "Custom 297 × 420 mm")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSlider, QWidget

from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(campaign="demo", mode="print", size=(1366, 768))


def roll_down(widget: QWidget) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(widget.rect().center())),
        QPoint(0, 0),
        QPoint(0, -120),  # one notch towards the user
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_past_a_combo_and_changes_it_only_once_chosen(
    qtbot, window: MainWindow
) -> None:
    window.activateWindow()  # an active window: Qt would give a wheel-focus box the focus
    qtbot.waitUntil(window.isActiveWindow)
    options = window.print_page.options
    combo = options.page_size.combo
    area = next(a for a in window.print_page.findChildren(QScrollArea) if a.isAncestorOf(combo))
    before, scrolled = combo.currentIndex(), area.verticalScrollBar().value()
    roll_down(combo)
    assert combo.currentIndex() == before, "a box the user did not choose keeps its value"
    assert area.verticalScrollBar().value() > scrolled, "the panel scrolls instead"
    combo.setFocus()  # the app's focus (for the keys) is not the user's choice
    qtbot.waitUntil(combo.hasFocus)
    roll_down(combo)
    assert combo.currentIndex() == before, "a box the app focused keeps its value"
    combo.clearFocus()
    combo.setFocus(Qt.FocusReason.MouseFocusReason)  # as a click gives it
    qtbot.waitUntil(combo.hasFocus)
    roll_down(combo)
    assert combo.currentIndex() != before, "a box the user clicked into takes the wheel"


@pytest.mark.window(campaign="demo", mode="characters", size=(1100, 720), language="fr")
def test_the_wheel_scrolls_past_the_chance_slider(qtbot, window: MainWindow) -> None:
    """Scrolling a Cinematic sheet with the wheel once changed a character's chance, and
    with it the hand the table deals, as the slider passed under the pointer (review r30e)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    (gaetan,) = [s.id for s in window.controller.campaign.summaries() if s.name.startswith("Ga")]
    window.select_character(gaetan)
    slider = window.character_page.editors["cinematic"].findChild(QSlider)
    assert slider is not None and not slider.hasFocus()
    before = slider.value()
    roll_down(slider)
    assert slider.value() == before, "a slider the user did not choose keeps its value"
    assert window.controller.campaign.character(gaetan).data.get("luck", 0) == before


@pytest.mark.window(campaign="demo", mode="table", size=(1100, 720), language="fr", active=True)
def test_the_wheel_never_changes_the_dice_the_app_focused(qtbot, window: MainWindow) -> None:
    """The number of dice has the focus when a Dice banks session opens and after each
    roll, for the keys: a wheel passing over it changed it, and Space rolled that many
    (review r30f). Typing still sets it; the wheel scrolls past it."""
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("dice_banks"))
    names = [s.name for s in window.controller.campaign.summaries() if s.system == "dice_banks"]
    assert page.start_session("Roue", names, mirror=False)
    dice = page.session_screen.builder.dice
    qtbot.waitUntil(dice.hasFocus)
    before = dice.value()
    roll_down(dice)
    assert dice.value() == before, "the wheel scrolled past the box the app focused"
    qtbot.keyClicks(dice, "2")
    assert dice.value() == 2, "typing still sets it"


@pytest.mark.window(campaign="demo", mode="table", size=(1100, 720), language="cs", active=True)
def test_after_a_roll_the_wheel_passes_the_dice_even_once_clicked_into(
    qtbot, window: MainWindow
) -> None:
    """The GM clicked into the number of dice, typed 3 and rolled with Space; the count went
    back to the whole bank with the focus still in it, and two wheel notches made the next
    roll 3 dice (review r30g). After a roll the box is the app's choice again."""
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("dice_banks"))
    names = [s.name for s in window.controller.campaign.summaries() if s.system == "dice_banks"]
    assert page.start_session("Klik", names, mirror=False)
    dice = page.session_screen.builder.dice
    dice.clearFocus()
    dice.setFocus(Qt.FocusReason.MouseFocusReason)  # as the GM's click gives it
    qtbot.waitUntil(dice.hasFocus)
    dice.selectAll()
    qtbot.keyClicks(dice, "3")
    qtbot.keyClick(dice, Qt.Key.Key_Space)
    assert page.session.history.done[-1].action["dice"] == 3
    whole = dice.value()
    assert dice.hasFocus() and whole > 3
    roll_down(dice)
    assert dice.value() == whole, "the wheel scrolled past the count the app set"


def test_a_box_made_later_under_a_style_sheet_is_guarded_too(qtbot, window: MainWindow) -> None:
    """The guard goes on each box as Qt polishes it (the app's style does it), so a box made
    after the window, in a dialog, under a style sheet of its own, keeps its value too."""
    area = QScrollArea()
    qtbot.addWidget(area)
    inner = QWidget()
    inner.setStyleSheet("QComboBox { color: #333333; }")  # a style sheet style in between
    combo = QComboBox(inner)
    combo.addItems(["A4", "A5", "Letter"])
    inner.resize(300, 2000)
    area.setWidget(inner)
    area.resize(300, 200)
    area.show()
    qtbot.waitExposed(area)
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus, "no focus from the wheel alone"
    roll_down(combo)
    assert combo.currentIndex() == 0, "a box the user did not choose keeps its value"
    assert area.verticalScrollBar().value() > 0, "the area scrolls instead"
