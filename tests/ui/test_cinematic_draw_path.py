"""What follows a draw on the Cinematic table (issue 15, fast in a long session): the card in the
next frame, then — just after it — the odds of the next test from the pile the draw left and
the history's new line scrolled into view. Driven through the real window (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QLabel, QProgressBar

from deskapp.core.decks import DISCARD, DRAW
from deskapp.core.odds import percent_text
from deskapp.systems.cinematic.odds import PANEL_ORDER, odds_of
from deskapp.systems.cinematic.rules import Check
from deskapp.systems.cinematic.ui.screen import CinematicScreen
from deskapp.ui.main_window import MainWindow
from tests.odds.test_odds_panel import percent_shown

pytestmark = pytest.mark.window(
    campaign="demo", file_name="demo.carddesk", size=(1366, 768), active=True, mode="table"
)

PLAYERS = ["Élodie Lefèvre", "Noël Œillet"]


def start(window: MainWindow) -> CinematicScreen:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Draws", PLAYERS, mirror=False)
    screen = page.session_screen
    assert isinstance(screen, CinematicScreen)
    screen.setFocus()
    return screen


def success_after_the_draw(screen: CinematicScreen):
    """The chance of success of the test being built, from its player's piles as they are now."""
    builder, table = screen.builder, screen.cinematic.state.decks
    check = Check(builder.attribute.value(), builder.skill.value(), builder.difficulty.value())
    odds = odds_of(
        check,
        table.pile(builder.name, DRAW),
        table.pile(builder.name, DISCARD),
        screen.cinematic.options,
    )
    return odds.chance("success")


class Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_u10_the_card_shows_in_the_next_frame_and_the_odds_follow_the_pile_it_left(
    qtbot, window: MainWindow
) -> None:
    """Rule U-10: each test draws from its player's pile, and the odds shown for the next test
    are those of the pile the draw left (worked out just after the card is painted)."""
    screen = start(window)
    panel = screen.odds_panel
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: panel.value("success") == success_after_the_draw(screen))
    rows = {key: panel.findChild(QLabel, f"odds_{key}") for key in PANEL_ORDER}
    bars = panel.content.findChildren(QProgressBar)
    card = screen.result.views[0]
    paints = Paints()
    card.installEventFilter(paints)
    for _ in range(3):
        before = paints.count
        qtbot.keyClick(screen, Qt.Key.Key_Space)
        QApplication.sendPostedEvents()  # the next frame: the layouts, then what changed painted
        assert paints.count > before, "the drawn card waits for nothing after the key"
        expected = success_after_the_draw(screen)
        qtbot.waitUntil(lambda expected=expected: panel.value("success") == expected)
        assert percent_shown(panel, "success") == percent_text(expected)
    # The rows were filled in place: the same labels and bars, none made again or left behind.
    assert {key: panel.findChild(QLabel, f"odds_{key}") for key in PANEL_ORDER} == rows
    assert panel.content.findChildren(QProgressBar) == bars and len(bars) == len(PANEL_ORDER)


def test_the_history_brings_each_new_line_into_view(qtbot, window: MainWindow) -> None:
    """More tests than the history's height holds: after each, the newest line is in sight."""
    screen = start(window)
    history = window.table_page.history
    for _ in range(25):
        qtbot.keyClick(screen, Qt.Key.Key_Space)
    bar = history.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    newest = history.visualItemRect(history.item(history.count() - 1))
    assert history.viewport().rect().contains(newest.bottomLeft())
    assert history.item(history.count() - 1).text().split("  ", 1)[1].startswith("Élodie")
