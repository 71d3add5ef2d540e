"""Issue 25, blocker 2: whatever is in the campaign file, the app starts.

A damaged play session is planted in the file itself (not through an import: as a file
damaged on disk or written by another program would hold it), and it is the last session of
the Table mode the app was left in. The window opens on the Characters page and says why;
the session is set aside, so the next start does not meet it again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from deskapp.core.chain import link, stored_text
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table import page as table_page
from deskapp.ui.table.widgets import HistoryBox

pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="demo.carddesk")


def founders_sessions(campaign: CampaignFile) -> list[int]:
    """The demo's Founders sessions: the finished one, then the one in progress."""
    return [s.id for s in campaign.sessions() if s.system == "founders"]


def founders_session(campaign: CampaignFile) -> int:
    """The demo's Founders session in progress: the last played."""
    return founders_sessions(campaign)[-1]


def the_other_session(window: MainWindow, damaged: int) -> int:
    """What the Table page carries on with once the last session is set aside: the system's
    other session (the demo's finished one), never the damaged one."""
    session = window.table_page.session
    assert session is not None and session.session_id != damaged
    finished, _in_progress = founders_sessions(window.controller.campaign)
    assert session.session_id == finished
    return finished


def append_chained(event_change: Callable[[dict[str, Any]], Any]) -> Callable[..., None]:
    """A last event appended as the store appends it (its hash chain intact), damaged."""

    def plant(campaign: CampaignFile, session_id: int) -> None:
        event = dict(campaign.session_events(session_id)[0])
        event_change(event)
        campaign.append_session_event(session_id, event)

    return plant


def rewrite_first_event(campaign: CampaignFile, session_id: int) -> None:
    """The first event rewritten in the SQLite file, the chain's links written again to match
    and the seal taken away (a session stored by an older Card Desk has none): nothing but
    the event's own check can find it. (With the seal in place, the seal finds it first:
    tests/store/test_log_chain.py.)"""
    events = campaign.session_events(session_id)
    events[0]["at"] = 1e308
    current = campaign.session_link(session_id)
    with campaign.transaction():
        for seq, event in enumerate(events):
            text = stored_text(event)
            current = link(current, text)
            campaign._db.execute(
                "UPDATE session_events SET event = ?, chain = ? WHERE session = ? AND seq = ?",
                (text, current, session_id, seq),
            )
        campaign._db.execute(
            "UPDATE sessions SET head = ?, sealed_by = NULL, seal = NULL WHERE id = ?",
            (current, session_id),
        )


DAMAGE = {
    "at an object": append_chained(lambda event: event.__setitem__("at", {"a": 1})),
    "at -1e18": append_chained(lambda event: event.__setitem__("at", -1e18)),
    "outcome a string": append_chained(lambda event: event.__setitem__("outcome", "x")),
    "outcome dice 1,001": append_chained(
        lambda event: event["outcome"].__setitem__("dice", list(range(1001)))
    ),
    "at 1e308, rewritten in place": rewrite_first_event,
}


@pytest.fixture(params=list(DAMAGE), ids=list(DAMAGE))
def damaged(request: pytest.FixtureRequest, campaign_path: Path, settings: QSettings) -> int:
    with CampaignFile.open(campaign_path) as campaign:
        session_id = founders_session(campaign)
        DAMAGE[request.param](campaign, session_id)
    # The app was left in Table mode, on the Founders table: that session is its last.
    settings.setValue("main_window/mode", "table")
    settings.setValue("table/system", "founders")
    settings.sync()
    return session_id


def test_a_damaged_last_session_opens_the_characters_page_and_is_set_aside(
    damaged: int, campaign_path: Path, settings: QSettings, open_window: Callable[..., MainWindow]
) -> None:
    window = open_window(campaign_path)
    assert window.isVisible() and window.mode == "characters"
    words = window.statusBar().currentMessage()
    assert words.startswith("The last play session could not be reopened and was set aside: ")
    assert "'Foggy harbour'" in words and "stored action" in words
    assert settings.value("main_window/mode") == "characters"
    # In Table mode the page opens the system's other session, never the damaged one.
    window.set_mode("table")
    page = window.table_page
    the_other_session(window, damaged)
    assert page.session_box.count() == 2  # still listed: it can be picked to see why
    window.close()
    window.controller.close()

    # The next start, even in Table mode, does not meet it again.
    settings.setValue("main_window/mode", "table")
    again = open_window(campaign_path)
    assert again.mode == "table" and again.statusBar().currentMessage() == "Ready"
    finished = the_other_session(again, damaged)
    # Picked by hand, it is refused on the page, as any damaged session is.
    again.table_page.resume(damaged)
    assert again.table_page.session is not None
    assert again.table_page.session.session_id == finished  # the page stays where it was
    assert again.table_page.message.isVisibleTo(again)
    assert "Stored action" in again.table_page.message.text()


def test_a_healthy_last_session_is_reopened_at_start(
    campaign_path: Path, settings: QSettings, open_window: Callable[..., MainWindow]
) -> None:
    settings.setValue("main_window/mode", "table")
    settings.setValue("table/system", "founders")
    window = open_window(campaign_path)
    assert window.mode == "table" and window.statusBar().currentMessage() == "Ready"
    assert window.table_page.session is not None
    assert window.table_page.session.driver.SYSTEM == "founders"


def test_a_session_that_fails_while_shown_is_set_aside_too(
    campaign_path: Path,
    settings: QSettings,
    open_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A stored value that slips past every check and breaks the history: not a traceback."""

    def broken(*_: object) -> None:
        raise OverflowError("timestamp out of range")

    monkeypatch.setattr(HistoryBox, "show_events", broken)
    settings.setValue("main_window/mode", "table")
    settings.setValue("table/system", "founders")
    window = open_window(campaign_path)
    assert window.mode == "characters"
    assert "could not be shown (OverflowError: timestamp out of range)" in (
        window.statusBar().currentMessage()
    )
    monkeypatch.undo()
    window.set_mode("table")
    shown = founders_session(window.controller.campaign)
    the_other_session(window, shown)  # set aside: not reopened by itself


def test_a_table_page_that_cannot_be_built_opens_the_characters_page(
    campaign_path: Path,
    settings: QSettings,
    open_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(*_: object) -> None:
        raise ValueError("no such date")

    monkeypatch.setattr(table_page, "session_listings", broken)
    settings.setValue("main_window/mode", "table")
    window = open_window(campaign_path)
    assert window.mode == "characters" and window.campaign_dock.isVisible()
    assert window.statusBar().currentMessage() == (
        "The mode Card Desk was left in could not be restored (ValueError: no such date): "
        "here are the characters"
    )
