"""A Cinematic player shows a card to another player from their phone (issue 27): the whole
path in a real browser and the app.

Bára's phone shows a card to Ota: Ota's page shows it, a third page and the public part
never receive it (neither in the DOM nor in the live messages), the GM's history names who
and not the card, and undo at the desk takes it off Ota's page. Every wait is on a signal or
a DOM condition, never a sleep. Skipped where ``/usr/bin/chromium`` is missing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from deskapp.ui.main_window import MainWindow
from tests.phones import IN_CHROMIUM, write_phones_demo
from tests.ui.test_phone_actions_browser import answered, history, phone, serving

pytestmark = [
    *IN_CHROMIUM,
    pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table"),
]

playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    return write_phones_demo(tmp_path / "demo.carddesk")


def listening(page: Any) -> list[str]:
    """The live messages ``page`` receives from now on (after a reload that catches its socket)."""
    frames: list[str] = []
    page.on("websocket", lambda s: s.on("framereceived", lambda f: frames.append(str(f))))
    page.reload()
    expect(page.locator("#status")).to_have_attribute("data-connected", "yes")
    return frames


def test_a_card_shown_from_a_phone_reaches_the_target_alone_and_undo_takes_it_back(
    qtbot: Any, window: MainWindow, browser: Any
) -> None:
    feed = serving(qtbot, window, "cinematic")
    session = window.table_page.session
    assert session is not None
    bara, ota, third = [p for p in feed.players if session.driver.view().seat(p).hand][:3]
    card = session.driver.view().seat(bara).hand[0]
    pages = {name: phone(browser, feed, name) for name in (bara, ota, third)}
    frames = {name: listening(page) for name, page in pages.items()}
    form = pages[bara].locator('form[data-ask="show"]')
    form.locator(f'input[value="{card.notation}"]').check()
    form.locator('select[name="target"]').select_option(ota)
    answered(qtbot, feed, form.locator(".send"))
    event = session.events[-1]
    assert event["by"] == bara
    assert event["action"] == {"do": "show_card", "player": bara, "card": card.notation, "to": ota}
    line = history(window)[-1]
    words = f"{bara} showed a card to {ota} (from {bara}'s phone)"
    assert line.endswith(f"  {words}") and card.label not in line
    expect(pages[ota].locator("#lines")).to_contain_text(f"{bara} showed you{card.label}")
    expect(pages[bara].locator("#lines")).to_contain_text(f"You showed {ota}{card.label}")
    expect(pages[third].locator("#history li").first).to_have_text(words)
    assert "showed" not in pages[third].locator("#mine").inner_text()
    for name, received in frames.items():
        decoded = [json.loads(frame) for frame in received]
        decoded = [frame for frame in decoded if frame["type"] == "state"]  # not the replies
        assert decoded and all(frame["player"] == name for frame in decoded)
        for frame in decoded:
            public = json.dumps(frame["public"], ensure_ascii=False)
            assert card.label not in public and f'"{card.notation}"' not in public
            if name == third:
                assert "showed" not in json.dumps(frame["private"], ensure_ascii=False)
    with qtbot.waitSignal(feed.published):
        window.named_actions["undo"].trigger()  # Edit → Undo
    expect(pages[ota].locator("#lines")).not_to_contain_text("showed you")
    expect(pages[bara].locator("#lines")).not_to_contain_text("You showed")
    for page in pages.values():
        page.context.close()
