"""Issue 15, "fast in a long session": closing the window keeps a long session's table, and
the next window reopens it from there — the same table as a full replay, and play goes on."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from deskapp.core.play.session import PlaySession
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table import page as page_module

pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="demo.carddesk")


def test_closing_the_window_keeps_a_long_session_and_the_next_window_reopens_it(
    window: MainWindow, campaign_path: Path, open_window
) -> None:
    window.set_mode("table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Dlouhý večer", ["Élodie Lefèvre", "Gaëtan Bérénger"], False)
    page.resume_cache.keep_after = 30  # the app keeps from a thousand actions on
    for number in range(31):
        player = ("Élodie Lefèvre", "Gaëtan Bérénger")[number % 2]
        played = page.screen.perform({"do": "test", "player": player, "attribute": 3, "skill": 2})
        assert played is not None, page.screen.problem.text()
    session_id = page.session.session_id
    window.close()
    assert list(page.resume_cache.folder.glob("*.table")), "the long session was kept"
    window.controller.close()

    again = open_window(campaign_path)
    again.set_mode("table")
    again_page = again.table_page
    assert again_page.session is not None and again_page.session.session_id == session_id
    assert again_page.session.kept_at == 31, "reopened from the kept table, nothing replayed"
    full = PlaySession.resume(again.controller.campaign, session_id, CinematicDriver)
    assert json.dumps(again_page.session.driver.state_json()) == json.dumps(
        full.driver.state_json()
    )
    assert again_page.history.count() == 31
    assert again_page.screen.perform(
        {"do": "test", "player": "Gaëtan Bérénger", "attribute": 2, "skill": 1}
    )
    assert again_page.screen.perform({"do": "undo"}) is not None
    assert again_page.screen.perform({"do": "undo"}) is not None  # before the kept table
    assert len(again_page.session.history.done) == 30


def test_a_pause_in_play_keeps_a_long_session_so_a_crash_still_reopens_it_quickly(
    window: MainWindow, campaign_path: Path, open_window
) -> None:
    window.set_mode("table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Dlouhý večer", ["Élodie Lefèvre"], False)
    page.resume_cache.keep_after = 5
    for _ in range(6):
        assert page.screen.perform(
            {"do": "test", "player": "Élodie Lefèvre", "attribute": 3, "skill": 2}
        )
    assert page._keep_timer.isActive(), "each action starts the pause's count again"
    assert not list(page.resume_cache.folder.glob("*.table"))
    page._keep_timer.timeout.emit()  # play paused that long
    assert len(list(page.resume_cache.folder.glob("*.table"))) == 1
    session_id = page.session.session_id
    # The app is killed: no window close, no keeping. The next start reopens from the pause.
    window.controller.close()
    again = open_window(campaign_path)
    again.set_mode("table")
    again.table_page.system_box.setCurrentIndex(again.table_page.system_box.findData("cinematic"))
    assert again.table_page.session.session_id == session_id
    assert again.table_page.session.kept_at == 6


def test_a_long_sessions_objects_are_set_aside_from_collection_while_it_is_open(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full collection walking a 20,000-action table stalls a key press for a quarter of a
    second: while a long session is open its objects are out of the collector's walks, and
    back in once it is left."""
    monkeypatch.setattr(page_module, "LONG_SESSION", 4)
    window.set_mode("table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))  # 4 stored actions
    assert page.session is not None and len(page.session.events) == 4
    assert gc.get_freeze_count() > 0
    page.system_box.setCurrentIndex(page.system_box.findData("dice_banks"))  # 3 actions
    assert page.session is not None and gc.get_freeze_count() == 0
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    assert gc.get_freeze_count() > 0
    window.close()
    assert gc.get_freeze_count() == 0
