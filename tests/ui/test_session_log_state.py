"""Issue 14, item 11, in the window: the session list says "log verified", or which stored
event was changed."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from deskapp.core.exchange import add_import, check_import, export_campaign
from deskapp.ui.main_window import MainWindow

AMELIE, TOMAS = "Amélie Dubois", "Tomáš Král"

pytestmark = pytest.mark.window(campaign="demo", mode="table", system="founders")


def test_the_session_list_says_whether_each_log_is_verified(window: MainWindow) -> None:
    page = window.table_page
    assert page.start_session("Večer 1", [AMELIE, TOMAS], mirror=True)
    screen = page.session_screen
    assert screen is not None
    assert screen.perform({"do": "check", "leader": TOMAS, "dice": [3, 4]}) is not None
    page._fill_sessions()
    assert page.log_state.text() == "log verified on this computer"
    index = page.session_box.findData(page.session.session_id)
    assert (
        page.session_box.itemData(index, Qt.ItemDataRole.ToolTipRole)
        == "log verified on this computer"
    )
    campaign = window.controller.campaign
    (text,) = campaign._db.execute("SELECT event FROM session_events").fetchone()
    event = json.loads(text)
    event["action"]["dice"] = [6, 6]  # F-04: the dice rolled at the table changed afterwards
    campaign._db.execute("UPDATE session_events SET event = ?", (json.dumps(event),))
    page._fill_sessions()
    tip = page.session_box.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("log changed: stored event 1 was changed")
    session_id = page.session.session_id
    page.open_session(None)
    assert not page.resume(session_id)
    assert "event 1" in page.message.text()


def test_an_imported_session_never_reads_verified(window: MainWindow) -> None:
    """Issue 25, major 4: an export whose chain was deleted (after an edit) imported and
    showed "log verified"; with its chain it is consistent, recorded elsewhere."""
    page = window.table_page
    assert page.start_session("Večer 1", [AMELIE, TOMAS], mirror=True)
    assert page.session_screen.perform({"do": "check", "leader": TOMAS, "dice": [3, 4]}) is not None
    campaign = window.controller.campaign
    [session] = [s for s in export_campaign(campaign)["sessions"] if s["name"] == "Večer 1"]
    unchained = {k: v for k, v in session.items() if k != "chain"} | {"name": "Bez řetězu"}
    document = {"format": "carddesk", "version": 1, "characters": []}
    add_import(campaign, check_import(document | {"sessions": [session | {"name": "S řetězem"}]}))
    add_import(campaign, check_import(document | {"sessions": [unchained]}))
    page._fill_sessions()
    tips = {
        page.session_box.itemText(row): page.session_box.itemData(row, Qt.ItemDataRole.ToolTipRole)
        for row in range(page.session_box.count())
    }
    said = {name: tip for name, tip in tips.items() if name.startswith(("Večer", "S ", "Bez"))}
    assert said == {
        "Večer 1": "log verified on this computer",
        "S řetězem": "log consistent; recorded on another computer",
        "Bez řetězu": "log imported without a chain",
    }
