"""The players' pages in a real browser: Debian's Chromium driven by Playwright, on loopback.

Two phones (two browser contexts, as two devices) open their links; what the GM's side
publishes reaches both within a second; a player's private cards are in neither the other's
page nor its socket's frames; a revoked link is refused in words; the page at 390×844 in
Czech and French has nothing cut. Every wait is on a DOM condition, never a sleep.

Skipped, with the reason, where ``/usr/bin/chromium`` is missing (``.ci/run`` installs
Debian's ``chromium``). Never ``playwright install``: it downloads a browser of its own.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.play.session import PlaySession
from deskapp.core.players.projection import Projection, project_session, session_players
from deskapp.core.players.server import PlayersServer
from deskapp.core.players.tokens import PlayerLinks
from deskapp.core.store import CampaignFile
from printables.screen_faces import playing_face_svg
from tests.phones import IN_CHROMIUM

pytestmark = IN_CHROMIUM

playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect


@pytest.fixture
def server() -> Iterator[PlayersServer]:
    started = PlayersServer(PlayerLinks(["Ada", "Bára"]))
    started.start()
    yield started
    started.stop()


def phone(browser: Any, url: str, **options: Any) -> Any:
    """A page in a context of its own: another device, with its own connections."""
    context = browser.new_context(**{"viewport": {"width": 360, "height": 640}, **options})
    page = context.new_page()
    page.goto(url)
    return page


def table(line: str, private: dict[str, dict[str, Any]]) -> dict[str, Projection]:
    return {"en": Projection({"history": [line], "characters": ["Ada", "Bára"]}, private)}


def card(notation: str, label: str) -> dict[str, str]:
    return {"label": label, "svg": playing_face_svg(notation)}


def test_a_publish_reaches_both_phones_and_a_private_card_stays_private(
    server: PlayersServer, browser: Any
) -> None:
    ada = phone(browser, server.url("Ada"))
    bara = phone(browser, server.url("Bára"))
    frames: list[str] = []
    bara.on(
        "websocket",
        lambda socket: socket.on("framereceived", lambda payload: frames.append(str(payload))),
    )
    expect(ada.locator("#who")).to_have_text("Ada")  # the first state arrived
    expect(bara.locator("#who")).to_have_text("Bára")
    bara.reload()  # now with its socket's frames recorded
    expect(bara.locator("#status")).to_have_attribute("data-connected", "yes")
    server.publish(
        table(
            "Ada draws Q♥",
            {"Ada": {"cards": [card("7S", "7♠")]}, "Bára": {"cards": [card("KD", "K♦")]}},
        )
    )
    expect(ada.locator("#history li").first).to_have_text("Ada draws Q♥", timeout=1000)
    expect(bara.locator("#history li").first).to_have_text("Ada draws Q♥", timeout=1000)
    expect(ada.locator("#cards figcaption")).to_have_text(["7♠"])
    expect(bara.locator("#cards figcaption")).to_have_text(["K♦"])
    expect(ada.locator("#cards svg")).to_have_count(1)  # the printed face, drawn
    assert "K♦" not in ada.content() and "7♠" not in bara.content()
    decoded = [json.dumps(json.loads(frame), ensure_ascii=False) for frame in frames]
    assert any("K♦" in frame for frame in decoded)  # the frames were seen …
    assert not any("7♠" in frame or '"Ada"' in frame.split('"private"')[1] for frame in decoded)


def test_a_revoked_link_is_refused_in_words(server: PlayersServer, browser: Any) -> None:
    url = server.url("Ada")
    ada = phone(browser, url)
    expect(ada.locator("#who")).to_have_text("Ada")
    server.revoke("Ada")
    expect(ada.locator("#revoked")).to_be_visible()
    expect(ada.locator("#revoked")).to_contain_text(
        "ask the game master for a new one", ignore_case=True
    )
    again = phone(browser, url, locale="fr-FR")
    expect(again.locator("#revoked")).to_contain_text("Demandez-en un nouveau")
    expect(again.locator("main")).to_be_hidden()


def test_a_page_reconnects_by_itself_when_the_server_comes_back(
    server: PlayersServer, browser: Any
) -> None:
    ada = phone(browser, server.url("Ada"))
    expect(ada.locator("#status")).to_have_attribute("data-connected", "yes")
    server.stop()  # the laptop slept, the Wi-Fi went away …
    expect(ada.locator("#status")).to_have_attribute("data-connected", "no")
    server.start()  # the same port, the same links
    server.publish(table("back again", {}))
    expect(ada.locator("#history li").first).to_have_text("back again", timeout=15000)


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[CampaignFile, Any]]:
    path = tmp_path_factory.mktemp("phones") / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        yield campaign, next(s for s in campaign.sessions() if s.system == "cinematic")


@pytest.mark.parametrize(("language", "locale"), [("cs", "cs-CZ"), ("fr", "fr-FR")])
def test_the_page_fits_a_phone_with_nothing_cut(
    demo: tuple[CampaignFile, Any], browser: Any, language: str, locale: str, tmp_path: Path
) -> None:
    campaign, summary = demo
    spec = systems.spec("cinematic")
    session = PlaySession.resume(campaign, summary.id, spec.driver_class())
    table_ = campaign.session_setup(summary.id)["table"]
    players = session_players(table_, campaign.names_of_system("cinematic"))
    views = project_session(spec, session, players, ("cs", "fr", "en"), session_name=summary.name)
    player = players[1]
    luck, joker = {"cs": ("Štěstí", "Žolík"), "fr": ("Chance", "Joker")}[language]
    hand = [
        {"label": label, "svg": playing_face_svg(notation, language=language)}
        for notation, label in (("AS", "A♠"), ("QH", "Q♥"), ("RJ", joker))
    ]
    mine = {"cards": hand, "lines": [{"label": luck, "value": "2"}]}
    server = PlayersServer(PlayerLinks(players))
    server.start()
    try:
        server.publish(
            {
                code: Projection(
                    view.public,
                    {player: mine},
                )
                for code, view in views.items()
            }
        )
        page = phone(
            browser, server.url(player), locale=locale, viewport={"width": 390, "height": 844}
        )
        expect(page.locator("html")).to_have_attribute("lang", language)
        last = views[language].public["history"][-1]
        expect(page.locator("#history li").first).to_have_text(last)
        expect(page.locator("#cards svg")).to_have_count(3)
        expect(page.locator("#status")).to_have_attribute("data-connected", "yes")
        cut = page.evaluate(
            """() => {
                const width = document.documentElement.clientWidth;
                const out = [];
                if (document.documentElement.scrollWidth > width) out.push("the page scrolls sideways");
                for (const element of document.querySelectorAll("body *")) {
                    const box = element.getBoundingClientRect();
                    if (box.width === 0 || getComputedStyle(element).display === "none") continue;
                    if (box.left < 0 || box.right > width + 0.5) out.push(element.id || element.tagName);
                    if (element.scrollWidth > element.clientWidth + 1 &&
                        getComputedStyle(element).overflowX === "hidden") out.push("clipped " + element.tagName);
                }
                return out;
            }"""
        )
        assert cut == []
        shot = tmp_path / f"phone-{language}.png"
        page.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 10_000
    finally:
        server.stop()
