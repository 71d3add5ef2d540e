"""A session reopens exactly as it was left: the next window replays its stored actions into
the same table, play and undo go on across the restart, and nothing but the campaign file is
read or written to do it (no table kept in a cache: nothing is ever loaded from one)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deskapp.core.play.session import PlaySession
from deskapp.core.store.locations import cache_dir
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.ui.main_window import MainWindow

pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="demo.carddesk")


def test_a_session_left_by_closing_the_window_reopens_as_it_stood_and_play_goes_on(
    window: MainWindow, campaign_path: Path, open_window
) -> None:
    window.set_mode("table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Dlouhý večer", ["Élodie Lefèvre", "Gaëtan Bérénger"], False)
    for number in range(31):
        player = ("Élodie Lefèvre", "Gaëtan Bérénger")[number % 2]
        played = page.session_screen.perform(
            {"do": "test", "player": player, "attribute": 3, "skill": 2}
        )
        assert played is not None, page.session_screen.problem.text()
    assert page.session_screen.perform({"do": "undo"}) is not None  # left with a redo waiting
    left = json.dumps(page.session.driver.state_json())
    session_id = page.session.session_id
    tables_before = sorted(cache_dir().rglob("*"))
    window.close()
    window.controller.close()
    assert sorted(cache_dir().rglob("*")) == tables_before, "closing writes nothing to a cache"

    again = open_window(campaign_path)
    again.set_mode("table")
    again_page = again.table_page
    assert again_page.session is not None and again_page.session.session_id == session_id
    assert json.dumps(again_page.session.driver.state_json()) == left
    full = PlaySession.resume(again.controller.campaign, session_id, CinematicDriver)
    assert json.dumps(full.driver.state_json()) == left
    assert again_page.history.count() == 32
    assert again_page.session.history.undone, "the undone test can still be done again"
    assert again_page.session_screen.perform({"do": "redo"}) is not None
    assert len(again_page.session.history.done) == 31
    for _ in range(31):  # undo reaches back over the restart to the session's start
        assert again_page.session_screen.perform({"do": "undo"}) is not None
    assert not again_page.session.history.done
