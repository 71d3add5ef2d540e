"""Players act from their phones (issue 27; issue 28's contributions): the whole path in a
real browser and the app.

The Table page's "Players' phones…" serves a new session on loopback; phones (Debian's
Chromium driven by Playwright, a browser context each) answer their asks. The Qt loop runs
until the feed has answered (a signal), every browser wait is on a DOM condition, never a
sleep. Skipped where ``/usr/bin/chromium`` is missing (``.ci/run`` installs it).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.cli import main
from deskapp.core.cards import parse_card
from deskapp.core.exchange import export_campaign
from deskapp.core.fair import fingerprint
from deskapp.ui.main_window import MainWindow
from deskapp.ui.players.bridge import PhonesFeed
from deskapp.ui.players.dialog import PlayersDialog
from deskapp.ui.table.widgets import PrivateReveal
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


def serving(qtbot: Any, window: MainWindow, system: str) -> PhonesFeed:
    """A new digital session of ``system`` on the Table page, served on loopback."""
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    players = window.controller.campaign.names_of_system(system)
    assert page.start_session("Phones", players, mirror=False), page.message.text()
    qtbot.mouseClick(page.phones_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(PlayersDialog)
    assert dialog is not None
    dialog.address.setCurrentText("127.0.0.1")
    dialog.port.setValue(0)
    with qtbot.waitSignal(dialog.feed.started):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    dialog.hide()
    return dialog.feed


def phone(browser: Any, feed: PhonesFeed, player: str, locale: str = "en-US") -> Any:
    assert feed.server is not None
    context = browser.new_context(locale=locale, viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(feed.server.url(player))
    expect(page.locator("#who")).to_have_text(player)
    return page


def history(window: MainWindow) -> list[str]:
    panel = window.table_page.history
    return [panel.item(row).text() for row in range(panel.count())]


def answered(qtbot: Any, feed: PhonesFeed, click: Any) -> None:
    """Click on a phone, then run the Qt loop until the desk has answered it and the phones
    have been sent what changed."""
    with qtbot.waitSignals([feed.answered, feed.published], timeout=5000):
        click.click()


def test_a_card_played_from_a_phone_is_in_the_history_with_who_and_undone_at_the_desk(
    qtbot: Any, window: MainWindow, browser: Any
) -> None:
    feed = serving(qtbot, window, "cinematic")
    session = window.table_page.session
    assert session is not None
    first, second = [p for p in feed.players if session.driver.view().seat(p).hand][:2]
    frames: list[str] = []
    other = phone(browser, feed, second)
    other.on("websocket", lambda s: s.on("framereceived", lambda f: frames.append(str(f))))
    other.reload()
    expect(other.locator("#status")).to_have_attribute("data-connected", "yes")
    mine = phone(browser, feed, first)
    hand = [card.label for card in session.driver.view().seat(first).hand]
    form = mine.locator('form[data-ask="play"]')
    expect(form.locator("button[data-value] figcaption")).to_have_text(hand)
    form.locator("button[data-value]").first.click()
    form.locator('input[name="difficulty"]').fill("12")
    answered(qtbot, feed, form.locator(".send"))
    event = session.events[-1]
    assert event["by"] == first and event["action"]["card"] and event["action"]["difficulty"] == 12
    assert event["action"]["initiated"] is False
    line = history(window)[-1]
    assert line.endswith(f"(from {first}'s phone)"), line
    expect(mine.locator("#history li").first).to_contain_text(f"{first}'s phone")
    expect(mine.locator('form[data-ask="play"] button[data-value]')).to_have_count(len(hand) - 1)
    # Another player's private cards: in neither their page nor their socket's frames.
    # (each seat draws from a deck of its own: the same labels may be in both hands)
    theirs = [card.label for card in session.driver.view().seat(second).hand]
    expect(other.locator("#cards figcaption")).to_have_text(theirs)
    assert first not in other.locator("#mine").inner_text()
    decoded = [json.loads(frame) for frame in frames]
    assert decoded and all(frame["player"] == second for frame in decoded)
    for frame in decoded:  # each holds the other player's own hand, never the first's
        cards = [card["label"] for card in frame["private"].get("cards", [])]
        assert cards == [card.label for card in session.driver.view().seat(second).hand]
        # (the players to show a card to name everyone at the table: public, as its characters)
        asks = [{**ask, "targets": []} for ask in frame["private"].get("asks", [])]
        private = {**frame["private"], "asks": asks}
        assert first not in json.dumps(private, ensure_ascii=False)
    with qtbot.waitSignal(feed.published):
        window.named_actions["undo"].trigger()  # Edit → Undo
    assert session.events[-1]["action"] == {"do": "undo"}
    assert "by" not in session.events[-1]  # the GM undid it
    expect(mine.locator('form[data-ask="play"] button[data-value]')).to_have_count(len(hand))
    mine.context.close()
    other.context.close()


def test_an_agents_request_is_confirmed_by_the_gm(
    qtbot: Any, window: MainWindow, browser: Any
) -> None:
    feed = serving(qtbot, window, "agents")
    session = window.table_page.session
    assert session is not None
    player = feed.players[0]
    page = phone(browser, feed, player, "cs-CZ")
    form = page.locator('form[data-ask="aspects"]')
    first = form.locator("label.choice").first
    aspect = first.inner_text().strip()
    first.locator("input").check()
    answered(qtbot, feed, form.locator(".send"))
    assert not session.events or "by" not in session.events[-1]  # nothing done yet
    panel = feed.requests
    assert panel.isVisible()
    expect(page.locator("#request")).to_have_attribute("data-state", "waiting")
    confirm = panel.findChildren(type(window.table_page.phones_button))
    button = next(b for b in confirm if b.objectName().startswith("confirm_request_"))
    with qtbot.waitSignal(feed.published):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    event = session.events[-1]
    assert event["by"] == player and event["action"]["do"] == "draw"
    assert event["action"]["plan"]["aspects"] == [aspect]
    assert not panel.isVisible()
    expect(page.locator("#request")).to_have_attribute("data-state", "done")
    assert history(window)[-1].endswith(f"(from {player}'s phone)")
    page.context.close()


def test_a_refusal_shows_the_desks_words_on_the_phone(
    qtbot: Any, window: MainWindow, browser: Any
) -> None:
    feed = serving(qtbot, window, "agents")
    session = window.table_page.session
    assert session is not None
    player, other = feed.players[:2]
    page = phone(browser, feed, player)
    form = page.locator('form[data-ask="aspects"]')
    form.locator("label.choice input").first.check()
    answered(qtbot, feed, form.locator(".send"))
    # Meanwhile the GM draws another agent's test: the request no longer fits the rules.
    screen = window.table_page.session_screen
    agent = next(a for a in session.driver.view().agents if a.name == other)
    assert agent.profile is not None and screen is not None
    aspect = agent.profile.aspects[0].text
    drawn = screen.perform({"do": "draw", "agent": other, "plan": {"aspects": [aspect]}})
    assert drawn is not None, screen.problem.text()
    (button,) = [
        b
        for b in feed.requests.findChildren(type(window.table_page.phones_button))
        if b.objectName().startswith("confirm_request_")
    ]
    with qtbot.waitSignal(feed.published):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert feed.desk is not None
    (request,) = feed.desk.requests
    refused = request.words
    assert refused and request.state == "refused"
    assert "by" not in session.events[-1]  # nothing stored
    expect(page.locator("#request")).to_have_attribute("data-state", "refused")
    expect(page.locator("#request")).to_contain_text(refused)
    assert window.table_page.message.text().lower() == refused.lower()
    page.context.close()


def test_a_contribution_from_a_phone_is_in_the_history_and_verified(
    qtbot: Any, window: MainWindow, browser: Any, tmp_path: Path
) -> None:
    feed = serving(qtbot, window, "founders")
    session = window.table_page.session
    assert session is not None
    player = feed.players[0]
    page = phone(browser, feed, player, "fr-FR")
    committed = session.seed_commitment()
    assert committed is not None
    expect(page.locator("#fingerprint")).to_have_text(fingerprint(committed))
    form = page.locator('form[data-ask="contribute"]')
    form.locator("textarea").fill("3 5 6 1")
    answered(qtbot, feed, form.locator(".send"))
    assert session.events[-1] == {**session.events[-1], "by": player}
    assert session.events[-1]["action"] == {"do": "contribute", "text": "3 5 6 1"}
    assert player in history(window)[-1]
    screen = window.table_page.session_screen
    assert screen is not None
    assert screen.perform({"do": "check", "leader": player}) is not None
    session.perform({"do": "reveal"})
    export = tmp_path / "export.json"
    export.write_text(
        json.dumps(export_campaign(session.campaign), ensure_ascii=False), encoding="utf-8"
    )
    assert main(["verify", str(export), "--session", "Phones"]) == 0
    page.context.close()


def test_show_to_sends_the_card_to_that_players_phone_only(
    qtbot: Any, window: MainWindow, browser: Any
) -> None:
    feed = serving(qtbot, window, "cinematic")
    first, second = feed.players[:2]
    mine, other = phone(browser, feed, first), phone(browser, feed, second)
    reveal = PrivateReveal(window.table_page)
    card = parse_card("QH")
    reveal.offer(first, "Peek", [card])
    with qtbot.waitSignal(feed.published):
        qtbot.mouseClick(reveal.ask, Qt.MouseButton.LeftButton)
    assert not reveal.revealed  # face down on the laptop's screen
    assert first in reveal.ask.text()
    expect(mine.locator("#shown figcaption")).to_have_text([card.label])
    expect(mine.locator("#shown h3")).to_have_text("The game master shows you")
    expect(other.locator("#shown")).to_be_hidden()
    # Without a phone of theirs connected, the card shows on screen as before.
    nobody = feed.players[2]
    reveal.offer(nobody, "Peek", [card])
    qtbot.mouseClick(reveal.ask, Qt.MouseButton.LeftButton)
    assert reveal.revealed
    mine.context.close()
    other.context.close()
