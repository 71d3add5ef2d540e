"""A GM's draw in the app reaches a player's phone: the whole path in a real browser.

The Table page's "Players' phones…" serves a new cinematic session on loopback; two phones
(Debian's Chromium driven by Playwright, a browser context each) open their links; the
Chronicler's test drawn in the app appears on both pages, and each page shows its own hand
only. The Qt loop runs until the feed has published (a signal), then every wait is on a
DOM condition. Skipped where ``/usr/bin/chromium`` is missing (``.ci/run`` installs it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.core import systems
from deskapp.core.play.describe import describe_event
from deskapp.ui.main_window import MainWindow
from deskapp.ui.players.dialog import PlayersDialog
from tests.phones import IN_CHROMIUM, write_phones_demo

pytestmark = [
    *IN_CHROMIUM,
    pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table"),
]

playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    return write_phones_demo(tmp_path / "demo.carddesk")


def test_a_gm_draw_in_the_app_reaches_each_players_phone(
    qtbot, window: MainWindow, browser: Any
) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    players = window.controller.campaign.names_of_system("cinematic")
    assert page.start_session("Phones", players, mirror=False), page.message.text()
    qtbot.mouseClick(page.phones_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(PlayersDialog)
    assert dialog is not None
    dialog.address.setCurrentText("127.0.0.1")
    dialog.port.setValue(0)
    with qtbot.waitSignal(dialog.feed.started):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    feed, server = dialog.feed, dialog.feed.server
    assert server is not None and page.session is not None
    first, second = feed.players[:2]
    phones = {}
    for player in (first, second):
        context = browser.new_context(locale="en-US", viewport={"width": 390, "height": 844})
        phones[player] = context.new_page()
        phones[player].goto(server.url(player))
        expect(phones[player].locator("#who")).to_have_text(player)
    view = page.session.driver.view()
    for player, phone in phones.items():
        hand = [card.label for card in view.seat(player).hand]
        expect(phone.locator("#cards figcaption")).to_have_text(hand)

    screen = page.session_screen
    assert screen is not None
    with qtbot.waitSignal(feed.published):
        result = screen.perform({"do": "test", "player": "Chronicler", "attribute": 3, "skill": 2})
        assert result is not None, screen.problem.text()
    session = page.session
    table = session.campaign.session_setup(session.session_id)["table"]
    line = describe_event(
        systems.spec("cinematic"), session.events[-1], session.events, table, "en"
    )
    for phone in phones.values():
        expect(phone.locator("#history li").first).to_have_text(line, timeout=2000)
    for phone in phones.values():
        phone.context.close()
