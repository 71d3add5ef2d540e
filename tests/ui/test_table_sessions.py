"""The Table page carries on where the group left off: the last session of each system comes
back on entering Table mode, after a restart and after a change of system; the chooser says
when each session was played, by whom, and whether it mirrors the real cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from deskapp.core.demo import write_demo
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.page import DETAILS_ROLE

pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="demo.carddesk")

SESSIONS = {
    "agents": "Mission at the old fortress",
    "founders": "Foggy harbour",
    "dice_banks": "Ambush at the ford",
    "cinematic": "An evening in Marseille",
}


def choose_system(window: MainWindow, system: str) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))


def test_entering_table_mode_reopens_the_last_session(window: MainWindow) -> None:
    page = window.table_page
    assert page.session is None, "Characters mode replays nothing"
    window.set_mode("table")
    assert page.session is not None and page.session.driver.SYSTEM == page.system
    assert page.session_box.currentText() == SESSIONS[page.system]
    assert page.stack.currentWidget() is page.screens[page.system]
    assert page.history.count() == len(page.session.events) > 0


def test_a_change_of_system_replaces_the_board_with_that_systems_last_session(
    window: MainWindow,
) -> None:
    window.set_mode("table")
    page = window.table_page
    for system in ("agents", "founders", "cinematic", "agents", "dice_banks"):
        choose_system(window, system)
        assert page.session is not None and page.session.driver.SYSTEM == system
        assert page.stack.currentWidget() is page.screens[system]
        shown = [screen for screen in page.screens.values() if screen.session is not None]
        assert shown == [page.screens[system]], "only the chosen system's board is live"
        assert page.session_box.currentText() == SESSIONS[system]


def test_a_system_without_sessions_shows_the_hint_not_the_old_board(
    window: MainWindow, tmp_path: Path
) -> None:
    window.set_mode("table")
    page = window.table_page
    choose_system(window, "agents")
    page.start_session("Druhá mise", ["Bára Nováková"], mirror=False)
    empty = tmp_path / "empty.carddesk"
    with CampaignFile.open(empty) as campaign:
        write_demo(campaign)
    window.switch_campaign(empty)
    assert page.session is None and page.stack.currentWidget() is page.hint
    assert all(screen.session is None for screen in page.screens.values())
    assert page.session_box.count() == 0


def test_the_newest_session_of_a_system_is_the_one_carried_on_after_a_restart(
    window: MainWindow, campaign_path: Path, open_window
) -> None:
    window.set_mode("table")
    choose_system(window, "cinematic")
    page = window.table_page
    assert page.start_session("Druhý večer", ["Élodie Lefèvre"], mirror=True)
    played = {"do": "test", "player": "Élodie Lefèvre", "attribute": 3, "skill": 2}
    assert page.session_screen.perform({**played, "drawn": ["5H"]}) is not None, (
        page.session_screen.problem.text()
    )
    choose_system(window, "founders")
    window.close()
    window.controller.close()

    again = open_window(campaign_path)
    again_page = again.table_page
    again.set_mode("table")
    assert again_page.system == "founders", "the system in use is remembered"
    assert again_page.session_box.currentText() == SESSIONS["founders"]
    choose_system(again, "cinematic")
    assert again_page.session_box.currentText() == "Druhý večer"
    details = again_page.session_details.toolTip()
    assert "Élodie Lefèvre" in details and "⇄ mirror" in details and "last action" in details
    listed = [
        again_page.session_box.itemData(row, DETAILS_ROLE)
        for row in range(again_page.session_box.count())
    ]
    # The demo's finished session (Élodie and Noël), its session in progress, the new one.
    assert len(listed) == 3 and all(listed)
    assert ["Gaëtan Bérénger" in details for details in listed] == [False, True, False]


@pytest.mark.window(size=(1366, 768), exposed=True)
def test_the_table_splitter_is_remembered(
    qtbot, window: MainWindow, campaign_path: Path, open_window
) -> None:
    window.set_mode("table")
    splitter = window.table_page.splitter
    qtbot.waitUntil(lambda: sum(splitter.sizes()) > 1200)  # laid out at the window's width
    total = sum(splitter.sizes())
    splitter.setSizes([total - 500, 500])
    window.close()
    window.controller.close()
    again = open_window(campaign_path)
    again.set_mode("table")
    again_splitter = again.table_page.splitter
    qtbot.waitUntil(lambda: sum(again_splitter.sizes()) > 1200)
    assert again_splitter.sizes()[1] == 500
