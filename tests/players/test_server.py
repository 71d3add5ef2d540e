"""The players' server: only the page, its assets and its socket; each player's own data only.

Served by aiohttp's test server on 127.0.0.1 (a free port), driven by its test client.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestClient
from yarl import URL

from deskapp.core.players.server import HEADERS, REVOKED, Limits, PlayersServer
from deskapp.core.players.tokens import PlayerLinks

from .serving import origin, serve, views

Client = TestClient[Any, Any]


def make(players: tuple[str, ...] = ("Ada", "Bára"), **options: Any) -> PlayersServer:
    return PlayersServer(PlayerLinks(list(players)), **options)


def token(server: PlayersServer, player: str) -> str:
    found = server.links.token(player)
    assert found is not None
    return found


async def connect(client: Client, path: str, **options: Any) -> aiohttp.ClientWebSocketResponse:
    return await client.ws_connect(path, origin=origin(client), **options)


async def next_state(socket: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    while True:
        message = await socket.receive_json(timeout=5)
        if message["type"] == "state":
            return message


def test_the_page_and_its_assets_with_the_safety_headers() -> None:
    server = make()

    async def check(client: Client) -> None:
        page = await client.get(f"/p/{token(server, 'Ada')}")
        assert page.status == 200
        text = await page.text()
        assert '<script src="/a/app.js"' in text and 'data-state="live"' in text
        for name, value in HEADERS.items():
            assert page.headers[name] == value
        policy = page.headers["Content-Security-Policy"]
        assert "script-src 'self'" in policy
        assert f"connect-src 'self' ws://127.0.0.1:{client.port}" in policy
        for name, kind in (("app.js", "text/javascript"), ("app.css", "text/css")):
            asset = await client.get(f"/a/{name}")
            assert asset.status == 200 and asset.content_type == kind
            assert asset.headers["X-Content-Type-Options"] == "nosniff"
        font = await client.get("/a/roboto.ttf")  # the printed faces' font, from font_roboto
        assert font.status == 200 and font.content_type == "font/ttf"
        assert (await font.read())[:4] == b"\x00\x01\x00\x00"
        words = await (await client.get("/a/words.json")).json()
        assert set(words) == {"cs", "fr", "en"}
        assert set(words["cs"]) == set(words["en"]) == set(words["fr"])

    serve(server, check)


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/p/",
        "/p/not-a-token",
        "/favicon.ico",
        "/a/",
        "/a/index.html",
        "/a/server.py",
        "/a/..%2fserver.py",
        "/a/%2e%2e/%2e%2e/server.py",
        "/static/../etc/passwd",
        "/a/../../../../etc/passwd",
        "/p/TOKEN/../../etc/passwd",
        "/p/TOKEN/",
        "/p/TOKEN/ws/x",
        "/deskapp/core/players/static/app.js",
    ],
)
def test_everything_else_is_a_404(path: str) -> None:
    server = make()

    async def check(client: Client) -> None:
        raw = path.replace("TOKEN", token(server, "Ada"))
        response = await client.get(URL(raw, encoded=True), allow_redirects=False)
        assert response.status == 404, raw
        assert "root:" not in await response.text()
        assert response.headers["Cache-Control"] == "no-store"

    serve(server, check)


def test_other_methods_are_404_too() -> None:
    server = make()

    async def check(client: Client) -> None:
        for method in ("POST", "PUT", "DELETE"):
            response = await client.request(method, f"/p/{token(server, 'Ada')}")
            assert response.status == 404, method

    serve(server, check)


def test_a_foreign_host_or_origin_is_refused() -> None:
    """DNS rebinding: a page of another site that resolves to this laptop."""
    server = make()

    async def check(client: Client) -> None:
        path = f"/p/{token(server, 'Ada')}"
        response = await client.get(path, headers={"Host": "evil.example"})
        assert response.status == 421
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(path + "/ws", origin="http://evil.example")
        assert refused.value.status == 403
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await client.ws_connect(path + "/ws")  # no Origin at all
        assert (await client.get(path, headers={"Host": f"localhost:{client.port}"})).status == 200

    serve(server, check)


def test_each_player_gets_the_public_part_and_only_their_own_private_part() -> None:
    server = make()

    async def check(client: Client) -> None:
        ada = await connect(client, f"/p/{token(server, 'Ada')}/ws")
        bara = await connect(client, f"/p/{token(server, 'Bára')}/ws?language=cs")
        assert (await next_state(ada))["public"] == {}  # the table as it is, at once
        await next_state(bara)
        frames: dict[str, list[str]] = {"ada": [], "bara": []}
        server.publish(views("Ada draws Q♥", {"Ada": {"cards": ["7♠"]}, "Bára": {"cards": ["K♦"]}}))
        for name, socket_ in (("ada", ada), ("bara", bara)):
            message = await socket_.receive(timeout=5)
            frames[name].append(message.data)
        ada_state, bara_state = (json.loads(frames[n][0]) for n in ("ada", "bara"))
        assert ada_state["player"] == "Ada" and ada_state["private"] == {"cards": ["7♠"]}
        assert ada_state["public"] == {"history": ["en: Ada draws Q♥"]}
        assert bara_state["private"] == {"cards": ["K♦"]}
        assert bara_state["public"] == {"history": ["cs: Ada draws Q♥"]}
        assert "K♦" not in frames["ada"][0] and "Bára" not in frames["ada"][0]
        assert "7♠" not in frames["bara"][0]
        await bara.send_json({"type": "language", "language": "fr"})
        assert (await next_state(bara))["public"] == {"history": ["fr: Ada draws Q♥"]}
        await bara.send_json({"type": "language", "language": "xx"})
        assert (await next_state(bara))["language"] == "en"
        await ada.close()
        await bara.close()

    serve(server, check)


def test_a_revoked_link_is_refused_and_its_open_pages_are_told() -> None:
    server = make()

    async def check(client: Client) -> None:
        old = token(server, "Ada")
        ada = await connect(client, f"/p/{old}/ws")
        bara = await connect(client, f"/p/{token(server, 'Bára')}/ws")
        await next_state(ada)
        await next_state(bara)
        server.revoke("Ada")
        closed = await ada.receive(timeout=5)
        assert closed.type == aiohttp.WSMsgType.CLOSE and closed.data == REVOKED
        page = await client.get(f"/p/{old}")
        assert page.status == 410 and 'data-state="revoked"' in await page.text()
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await connect(client, f"/p/{old}/ws")
        assert refused.value.status == 410
        server.publish(views("still here", {}))
        assert (await next_state(bara))["public"]["history"] == ["en: still here"]
        url = server.reissue("Ada")
        new = token(server, "Ada")
        assert new != old and url.endswith(f"/p/{new}")
        assert (await client.get(f"/p/{new}")).status == 200
        await bara.close()

    serve(server, check)


def test_limits_connections_per_link_message_size_and_rate() -> None:
    server = make(limits=Limits(connections=2, rate=0.01, burst=3, size=512))
    held: list[float] = []
    release: list[asyncio.Future[None]] = []

    async def hold(seconds: float) -> None:
        held.append(seconds)
        release.append(asyncio.get_running_loop().create_future())
        await release[-1]

    server._hold = hold

    async def check(client: Client) -> None:
        path = f"/p/{token(server, 'Ada')}/ws"
        first, second = await connect(client, path), await connect(client, path)
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await connect(client, path)
        assert refused.value.status == 429
        await next_state(first)
        for number in range(1, 5):  # over the burst: the fourth is held back, not read
            await first.send_json({"type": "act", "id": number, "action": {"do": "x"}})
        replies = [await first.receive_json(timeout=5) for _ in range(3)]
        assert [reply["id"] for reply in replies] == [1, 2, 3]
        while not release:
            await asyncio.sleep(0)  # the server's task reads the fourth
        assert held == [pytest.approx(100, rel=0.01)]  # one message at 0.01 a second
        release[0].set_result(None)
        assert (await first.receive_json(timeout=5))["id"] == 4
        await next_state(second)
        await second.send_str("x" * 600)  # over the message size: the socket is closed
        closed = await second.receive(timeout=5)
        assert closed.type == aiohttp.WSMsgType.CLOSE
        assert closed.data == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
        await first.close()

    serve(server, check)


def test_requests_from_one_address_are_limited() -> None:
    server = make(limits=Limits(rate=0.01, burst=5))

    async def check(client: Client) -> None:
        statuses = [(await client.get("/a/app.css")).status for _ in range(8)]
        assert statuses[:4] == [200] * 4 and statuses[-1] == 429

    serve(server, check)


def test_an_action_gets_the_desks_answer_and_one_at_a_time() -> None:
    pending: list[asyncio.Future[str | None]] = []
    seen: list[tuple[str, dict[str, Any]]] = []

    def submit(player: str, action: dict[str, Any], language: str) -> asyncio.Future[str | None]:
        seen.append((player, action))
        pending.append(asyncio.get_running_loop().create_future())
        return pending[-1]

    server = make(submit=submit)

    async def check(client: Client) -> None:
        ada = await connect(client, f"/p/{token(server, 'Ada')}/ws")
        await next_state(ada)
        await ada.send_json({"type": "act", "id": 1, "action": {"do": "play", "card": "AS"}})
        while not pending:
            await asyncio.sleep(0)  # the server's task takes the message
        await ada.send_json({"type": "act", "id": 2, "action": {"do": "play"}})
        assert await ada.receive_json(timeout=5) == {"type": "reply", "id": 2, "problem": "busy"}
        pending[0].set_result("you can act only for your own character")
        assert await ada.receive_json(timeout=5) == {
            "type": "reply",
            "id": 1,
            "refused": "you can act only for your own character",
        }
        await ada.send_json({"type": "act", "id": 3, "action": {"do": "play"}})
        while len(pending) < 2:
            await asyncio.sleep(0)
        pending[1].set_result(None)
        assert await ada.receive_json(timeout=5) == {"type": "reply", "id": 3, "refused": None}
        await ada.send_str("not json")
        assert (await ada.receive_json(timeout=5))["problem"] == "unknown"
        assert seen == [("Ada", {"do": "play", "card": "AS"}), ("Ada", {"do": "play"})]
        await ada.close()

    serve(server, check)


def test_without_a_desk_to_act_on_the_phones_are_read_only() -> None:
    server = make()

    async def check(client: Client) -> None:
        ada = await connect(client, f"/p/{token(server, 'Ada')}/ws")
        await next_state(ada)
        await ada.send_json({"type": "act", "id": 7, "action": {"do": "play"}})
        assert await ada.receive_json(timeout=5) == {
            "type": "reply",
            "id": 7,
            "problem": "read-only",
        }
        await ada.close()

    serve(server, check)


def test_started_on_its_thread_it_serves_publishes_and_stops_cleanly() -> None:
    server = make()
    server.start()
    try:
        assert server.port != 0
        assert server.url("Ada") == f"http://127.0.0.1:{server.port}/p/{token(server, 'Ada')}"

        async def use() -> None:
            base = f"http://127.0.0.1:{server.port}"
            async with aiohttp.ClientSession() as session:
                socket_ = await session.ws_connect(
                    server.url("Ada").replace("http", "ws") + "/ws", origin=base
                )
                await next_state(socket_)
                assert server.connected() == {"Ada": 1}
                server.publish(views("from the GUI thread", {}))  # not the loop's thread
                assert (await next_state(socket_))["public"]["history"] == [
                    "en: from the GUI thread"
                ]
                server.stop()  # with the page still open
                closed = await socket_.receive(timeout=5)
                assert closed.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
                await socket_.close()

        # The client's loop is another thread than the server's: asyncio.run here.
        asyncio.run(use())
    finally:
        server.stop()
    with socket.socket() as probe:  # the port is free again
        probe.bind(("127.0.0.1", server.port))


def test_an_address_that_cannot_be_bound_is_an_os_error() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        server = make(port=taken.getsockname()[1])
        with pytest.raises(OSError):
            server.start()


class _WatchedSet(set):  # type: ignore[type-arg]
    """The server's set of pages, noting which thread walks it."""

    def __init__(self) -> None:
        super().__init__()
        self.walked_by: set[str] = set()

    def __iter__(self) -> Any:
        self.walked_by.add(threading.current_thread().name)
        return super().__iter__()


def test_who_is_connected_is_read_without_walking_the_loops_set() -> None:
    # The GUI thread asked connected() while the server's thread added and removed pages:
    # iterating the set there could fail ("Set changed size during iteration").
    server = make()
    watched = server._connections = _WatchedSet()
    closed = threading.Event()
    server.on_connections = lambda: closed.set() if server.connected().get("Ada") == 1 else None
    server.start()
    try:

        async def use() -> None:
            base = f"http://127.0.0.1:{server.port}"
            async with aiohttp.ClientSession() as session:
                pages = [
                    await session.ws_connect(
                        server.url(player).replace("http", "ws") + "/ws", origin=base
                    )
                    for player in ("Ada", "Ada", "Bára")
                ]
                for page in pages:
                    await next_state(page)
                assert server.connected() == {"Ada": 2, "Bára": 1}
                snapshot = server.connected()
                snapshot["Ada"] = 9  # a copy: the server's counts stay its own
                assert server.connected() == {"Ada": 2, "Bára": 1}
                await pages[0].close()
                assert await asyncio.to_thread(closed.wait, 5)  # counted on the loop's thread
                assert server.connected() == {"Ada": 1, "Bára": 1}
                for page in pages[1:]:
                    await page.close()

        asyncio.run(use())
    finally:
        server.stop()
    assert watched.walked_by <= {"players-server"}
