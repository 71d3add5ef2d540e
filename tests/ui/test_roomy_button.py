"""Buttons with room around their words, sized as a style sheet's padding would size them but
painted without a style sheet of their own (Qt's style-sheet engine paints a button about
five times slower, and an Agents key press repaints several)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.parts import RoomyButton
from tests.ui.test_typed_paths import start

CHECKED = "QPushButton { padding: 3px 10px; }QPushButton:checked { border: 2px solid #1565c0; }"


@pytest.mark.parametrize(
    "text", ["Complications make it permanent", "Jo", "Sort the cards\n(Enter)"]
)
@pytest.mark.parametrize(
    ("sheet", "padding", "size_pt", "bold"),
    [
        ("padding: 3px 10px;", (10, 3), None, False),
        ("font-size: 14pt; font-weight: bold; padding: 6px 18px;", (18, 6), 14, True),
        ("font-size: 12pt; padding: 4px 12px;", (12, 4), 12, False),
        (
            "QPushButton { font-size: 15pt; font-weight: bold; padding: 8px 18px; }",
            (18, 8),
            15,
            True,
        ),
    ],
)
def test_a_roomy_button_is_as_big_as_the_style_sheet_made_it(
    qapp: QApplication, text: str, sheet: str, padding: tuple[int, int], size_pt: float, bold: bool
) -> None:
    styled = QPushButton(text)
    styled.setStyleSheet(sheet)
    styled.ensurePolished()  # the sheet takes effect, its font included
    roomy = RoomyButton(text, None, padding, size_pt, bold)
    assert roomy.styleSheet() == ""
    assert roomy.font().pointSizeF() == styled.font().pointSizeF()
    assert roomy.font().bold() == styled.font().bold()
    # A short word too: a plain push button is at least 80 px wide, a padded one is not.
    assert roomy.sizeHint() == styled.sizeHint()
    assert roomy.minimumSizeHint() == styled.minimumSizeHint()


def test_a_toggle_wears_its_style_sheet_only_while_checked_and_keeps_its_size(
    qapp: QApplication,
) -> None:
    toggle = RoomyButton("Seeking danger", None, (10, 3), checked_sheet=CHECKED)
    size = toggle.sizeHint()
    toggle.setChecked(True)
    assert toggle.styleSheet() == CHECKED
    assert toggle.sizeHint() == size
    toggle.setChecked(False)
    assert toggle.styleSheet() == ""


@pytest.mark.window(campaign="demo", mode="table", size=(1366, 768))
def test_the_agents_plan_buttons_have_no_style_sheet_of_their_own(window: MainWindow) -> None:
    screen = start(window, "agents", False)
    buttons = [
        button
        for button in screen.findChildren(RoomyButton)
        if button.isVisibleTo(screen) and not button.isChecked()
    ]
    names = {button.objectName() for button in buttons}
    assert {"draw_test", "rest", "end_scene"} <= names
    assert any(button.isCheckable() for button in buttons)  # the plan's toggles
    assert [button.objectName() for button in buttons if button.styleSheet()] == []


@pytest.mark.window(campaign="demo", mode="table", size=(1366, 768))
def test_the_cinematic_test_button_has_no_style_sheet_of_its_own(window: MainWindow) -> None:
    screen = start(window, "cinematic", False)
    go = screen.findChild(RoomyButton, "test_go")
    assert go is not None and go.isVisibleTo(screen)
    assert go.styleSheet() == "" and go.font().bold() and go.font().pointSizeF() == 15
