"""The players' server: each phone's page, its assets and its live channel, nothing else.

aiohttp on an asyncio loop of its own: in a thread of its own beside the GUI
(:meth:`PlayersServer.start`, :meth:`PlayersServer.stop`), or in the main thread for
``deskapp players`` (:meth:`PlayersServer.run`, until Ctrl-C). This module imports aiohttp
(about a quarter of a second): import it only when the server starts.

What it serves (everything else is a 404, and nothing from a request reaches a path):

- ``GET /p/{token}``: the page (410 with the "ask the GM for a new link" words for a revoked
  token, 404 for an unknown one);
- ``GET /p/{token}/ws``: the WebSocket. The server sends ``{"type": "state", …}`` with the
  public table and **only that token's player's** private part, in the page's language,
  after every :meth:`~PlayersServer.publish`; the page sends ``{"type": "language", …}`` and
  ``{"type": "act", "id": n, "action": {…}}``, answered by ``{"type": "reply", "id": n, …}``.
  A revoked link's sockets are closed with code :data:`REVOKED`;
- ``GET /a/{name}``: one of the fixed :data:`ASSETS`, read from the package.

Every response carries :data:`HEADERS` and a content security policy that allows only this
server's own scripts, styles and socket. A request whose ``Host`` is not the address it came
in on (DNS rebinding), or a socket whose ``Origin`` is not the page's, is refused. A phone
cannot flood the GM's window: at most :attr:`Limits.connections` sockets per link, a token
bucket per peer address for requests (429 beyond it) and per player for socket messages (a
page that sends faster is read no faster: the rest waits in its socket), 4 KiB bodies and
messages, one action in flight per player and a few a second (:attr:`Limits.actions`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from deskapp.core.i18n import LANGUAGES
from deskapp.core.players.addresses import host_header, page_url
from deskapp.core.players.projection import Projection
from deskapp.core.players.tokens import PlayerLinks

REVOKED = 4001
"""The WebSocket close code of a revoked link: the page says "ask the GM for a new link"."""

DEFAULT_LANGUAGE = "en"
"""The language of a page that asks for none the app speaks."""

ASSETS: dict[str, str] = {
    "app.js": "text/javascript",
    "app.css": "text/css",
    "words.json": "application/json",
    "roboto.ttf": "font/ttf",
    "roboto-bold.ttf": "font/ttf",
}
"""The files ``/a/{name}`` serves and their types: from ``deskapp/core/players/static``,
and the card faces' Roboto (the printed cards' font) from the ``font_roboto`` package."""

_FONTS = {"roboto.ttf": "Roboto", "roboto-bold.ttf": "RobotoBold"}
"""The served fonts' keys in ``font_roboto.font_files``."""

HEADERS = {
    "Cache-Control": "no-store",
    # The token is in the path: no other site learns it from a link on the page.
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
}

Submit = Callable[[str, dict[str, Any], str], str | None | Awaitable[str | None]]
"""What the server calls with (player, action, the page's language) for an action sent from a
phone: None when done, else the words of the refusal (as the desktop says them). It runs on
the server's loop and may return an awaitable (``asyncio.wrap_future`` of the GUI thread's
answer); it must never touch the session itself."""

ACTION_TIMEOUT = 5.0
"""Seconds the server waits for an action's answer before telling the phone it timed out."""


@dataclass(frozen=True)
class Limits:
    """What one phone (or one peer address) may cost the server."""

    connections: int = 4
    """Open sockets per link."""
    rate: float = 20.0
    """Requests (per peer address) and socket messages (per player) per second, sustained."""
    burst: float = 40.0
    """How many may come at once before the rate applies."""
    size: int = 4096
    """Bytes of a request body or a socket message."""
    actions: float = 2.0
    """Actions per second a player may send, sustained: each costs the GM's window a turn of
    its event loop, so a phone that floods is told to wait before the desk ever hears it."""
    actions_burst: float = 4.0
    """How many actions may come at once before that rate applies."""


@dataclass
class _Bucket:
    tokens: float
    at: float = field(default_factory=time.monotonic)

    def take(self, rate: float, burst: float) -> bool:
        now = time.monotonic()
        self.tokens = min(burst, self.tokens + (now - self.at) * rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def wait(self, rate: float, burst: float) -> float:
        """Take a token now, owing it when there is none: the seconds until it is paid."""
        now = time.monotonic()
        self.tokens = min(burst, self.tokens + (now - self.at) * rate) - 1
        self.at = now
        return max(0.0, -self.tokens / rate)


@dataclass(eq=False)
class _Connection:
    """One open page: its player, its language and the event that wakes its sender."""

    player: str
    socket: web.WebSocketResponse
    language: str = DEFAULT_LANGUAGE
    changed: asyncio.Event = field(default_factory=asyncio.Event)


_PEERS_KEPT = 256
"""Token buckets kept for peer addresses (or players); the oldest is forgotten past that."""


def _take(buckets: dict[str, _Bucket], key: str, rate: float, burst: float) -> bool:
    """Take a token from ``key``'s bucket (a new one, full, for a new key)."""
    if key not in buckets and len(buckets) >= _PEERS_KEPT:
        del buckets[next(iter(buckets))]
    return buckets.setdefault(key, _Bucket(burst)).take(rate, burst)


class PlayersServer:
    """The page, assets and live channel of one session's players, on one address and port."""

    def __init__(
        self,
        links: PlayerLinks,
        submit: Submit | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        limits: Limits | None = None,
    ) -> None:
        self.links = links
        self.submit = submit
        self.host = host
        self.port = port
        """The port asked for; the one bound once the server has started."""
        self.limits = limits or Limits()
        self.on_connections: Callable[[], None] = lambda: None
        """Called on the server's thread when a page connects or goes: :meth:`connected`
        has changed (the GUI's dialog shows who is there)."""
        self._views: Mapping[str, Projection] = {}
        self._seq = 0
        self._connections: set[_Connection] = set()
        """The open pages: the loop's only (another thread reads :meth:`connected`)."""
        self._counts: Mapping[str, int] = {}
        """Pages open per player, a new mapping each time one opens or closes (replaced, never
        changed in place, so a reader on another thread sees one whole count or the next)."""
        self._pending: set[str] = set()
        self._peers: dict[str, _Bucket] = {}
        self._players: dict[str, _Bucket] = {}
        self._actions: dict[str, _Bucket] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._hold: Callable[[float], Awaitable[None]] = asyncio.sleep
        """How a page that sends too fast is held back for so many seconds (a test's hook)."""

    # --- any thread --------------------------------------------------------------------------

    def url(self, player: str) -> str:
        """``player``'s link (empty when revoked); the server must have started."""
        token = self.links.token(player)
        return page_url(self.host, self.port, token) if token else ""

    def publish(self, views: Mapping[str, Projection]) -> None:
        """Send every open page the table: ``views`` maps a language to its projection (a page
        gets its language's, else English's, else the first). Safe from any thread, and it
        never waits for the server: the GUI thread hands the table over and goes on."""
        loop = self._loop
        if loop is None or loop.is_closed() or _running_loop() is loop:
            self._publish(dict(views))
            return
        with contextlib.suppress(RuntimeError):  # the server stopped meanwhile
            loop.call_soon_threadsafe(self._publish, dict(views))

    def revoke(self, player: str) -> None:
        """Revoke ``player``'s link and close its open pages with :data:`REVOKED`."""
        self._on_loop(self._revoke, player)

    def reissue(self, player: str) -> str:
        """A new link for ``player`` (the old one revoked); returns its URL."""
        self.revoke(player)
        self._on_loop(self.links.issue, player)
        return self.url(player)

    def connected(self) -> dict[str, int]:
        """How many pages each player has open now. Safe from any thread: it reads the counts
        the loop last wrote, never the set of connections the loop changes."""
        return dict(self._counts)

    def start(self) -> None:
        """Serve on a thread of its own; returns once the port is bound (raises OSError if the
        address cannot be bound)."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def serve() -> None:
            try:
                asyncio.run(self._serve(ready.set))
            except BaseException as error:  # told to the starting thread
                failure.append(error)
                ready.set()

        self._thread = threading.Thread(target=serve, name="players-server", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread.join()
            raise failure[0]

    def run(self, on_ready: Callable[[], None], every_second: Callable[[], None]) -> None:
        """Serve in this thread until :meth:`stop` or Ctrl-C (KeyboardInterrupt propagates);
        ``every_second`` is called on this thread once a second (``deskapp players`` looks
        for new events there)."""
        asyncio.run(self._serve(on_ready, every_second))

    def stop(self) -> None:
        """Close every page, cancel actions in flight, unbind; waits for the thread."""
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop ended meanwhile
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join()
            self._thread = None

    def _on_loop(self, function: Callable[..., Any], *arguments: Any) -> Any:
        """Run ``function`` on the server's loop and return its result (directly when not
        started, or when already on the loop)."""
        loop = self._loop
        if loop is None or loop.is_closed() or _running_loop() is loop:
            return function(*arguments)

        async def call() -> Any:
            return function(*arguments)

        return asyncio.run_coroutine_threadsafe(call(), loop).result(ACTION_TIMEOUT)

    # --- the loop --------------------------------------------------------------------------

    def application(self) -> web.Application:
        """The aiohttp application (tests serve it with aiohttp's test server)."""
        app = web.Application(client_max_size=self.limits.size, middlewares=[self._guard])
        app.router.add_get("/p/{token}", self._page)
        app.router.add_get("/p/{token}/ws", self._socket)
        app.router.add_get("/a/{name}", self._asset)
        app.on_shutdown.append(self._close_all)
        return app

    async def _serve(
        self, on_ready: Callable[[], None], every_second: Callable[[], None] | None = None
    ) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        runner = web.AppRunner(self.application(), access_log=None, handle_signals=False)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port)
            await site.start()
            server = site._server
            if isinstance(server, asyncio.Server) and server.sockets:
                self.port = server.sockets[0].getsockname()[1]
            on_ready()
            if every_second is None:  # idle phones then cost only their sockets' heartbeats
                await self._stopping.wait()
            while not self._stopping.is_set():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stopping.wait(), 1.0)
                if every_second is not None and not self._stopping.is_set():
                    every_second()
        finally:
            await runner.cleanup()  # on_shutdown closes the pages first

    async def _close_all(self, _app: web.Application | None = None) -> None:
        """Close the open pages first, else cleanup waits out its timeout for them."""
        for task in list(self._tasks):
            task.cancel()
        for connection in list(self._connections):
            await connection.socket.close(code=WSCloseCode.GOING_AWAY)

    def _spawn(self, coroutine: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _publish(self, views: Mapping[str, Projection]) -> None:
        self._views = views
        self._seq += 1
        for connection in self._connections:
            connection.changed.set()

    def _count_connections(self) -> None:
        self._counts = dict(Counter(connection.player for connection in self._connections))
        self.on_connections()

    def _revoke(self, player: str) -> None:
        self.links.revoke(player)
        for connection in list(self._connections):
            if connection.player == player:
                self._spawn(connection.socket.close(code=REVOKED, message=b"revoked"))

    def _state(self, connection: _Connection) -> str:
        """What one page is sent: the public table and its own player's private part only."""
        views = self._views
        # Its language's, else English's, else the first (none yet: an empty table).
        view = views.get(connection.language) or views.get(DEFAULT_LANGUAGE)
        view = view or next(iter(views.values()), Projection())
        return json.dumps(
            {
                "type": "state",
                "seq": self._seq,
                "player": connection.player,
                "language": connection.language,
                "public": view.public,
                "private": view.private.get(connection.player, {}),
            },
            ensure_ascii=False,
        )

    @web.middleware
    async def _guard(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """Host check, rate limit and the headers of every response, errors included."""
        host = _own_host(request)
        try:
            if host is None or request.host.lower() not in host:
                raise web.HTTPMisdirectedRequest()
            if not _take(self._peers, request.remote or "", self.limits.rate, self.limits.burst):
                raise web.HTTPTooManyRequests()
            response = await handler(request)
        except web.HTTPException as error:
            # Another method on a served path says nothing more than a 404 would.
            status = 404 if error.status == 405 else error.status
            response = web.Response(status=status, text=f"{status}")
        if not response.prepared:  # a socket's handshake is already sent
            response.headers.update(HEADERS)
            socket_host = request.host if host else ""
            response.headers["Content-Security-Policy"] = (
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                "font-src 'self'; "
                f"connect-src 'self' ws://{socket_host}; base-uri 'none'; form-action 'none'; "
                "frame-ancestors 'none'"
            )
        return response

    async def _page(self, request: web.Request) -> web.Response:
        found = self.links.lookup(request.match_info["token"])
        if found.player is None and not found.revoked:
            raise web.HTTPNotFound()
        page = _static("index.html").decode("utf-8")
        if found.player is None:  # revoked: the page shows the words, in the phone's language
            page = page.replace('data-state="live"', 'data-state="revoked"', 1)
        return web.Response(
            text=page, content_type="text/html", status=200 if found.player else 410
        )

    async def _asset(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in ASSETS:
            raise web.HTTPNotFound()
        return web.Response(body=_static(name), content_type=ASSETS[name])

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        found = self.links.lookup(request.match_info["token"])
        player = found.player
        if player is None:
            raise web.HTTPGone() if found.revoked else web.HTTPNotFound()
        if request.headers.get("Origin", "") != f"http://{request.host}":
            raise web.HTTPForbidden()
        if sum(c.player == player for c in self._connections) >= self.limits.connections:
            raise web.HTTPTooManyRequests()
        socket = web.WebSocketResponse(heartbeat=25, max_msg_size=self.limits.size)
        socket.headers.update(HEADERS)
        await socket.prepare(request)
        connection = _Connection(player, socket, _language(request.query.get("language")))
        self._connections.add(connection)
        self._count_connections()
        connection.changed.set()  # the table as it is now, first
        sender = asyncio.ensure_future(self._send_changes(connection))
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    continue
                # A page that sends faster than the rate is read no faster: its messages wait
                # in the socket (TCP holds the phone back), and none costs the GUI anything.
                bucket = self._players.setdefault(player, _Bucket(self.limits.burst))
                delay = bucket.wait(self.limits.rate, self.limits.burst)
                if delay:
                    await self._hold(delay)
                with contextlib.suppress(ConnectionError):  # the page went meanwhile
                    await self._received(connection, message.data)
        finally:
            self._connections.discard(connection)
            self._count_connections()
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sender
        return socket

    async def _send_changes(self, connection: _Connection) -> None:
        """Send the latest table each time it changes; a slow phone skips to the newest."""
        while not connection.socket.closed:
            await connection.changed.wait()
            connection.changed.clear()
            with contextlib.suppress(ConnectionError):
                await connection.socket.send_str(self._state(connection))

    async def _received(self, connection: _Connection, data: str) -> None:
        try:
            message = json.loads(data)
        except ValueError:
            message = None
        kind = message.get("type") if isinstance(message, dict) else None
        if kind == "language" and isinstance(message, dict):
            connection.language = _language(message.get("language"))
            connection.changed.set()
            return
        if kind != "act" or not isinstance(message, dict):
            await connection.socket.send_json({"type": "reply", "problem": "unknown"})
            return
        number = message.get("id")
        reply: dict[str, Any] = {"type": "reply", "id": number if isinstance(number, int) else 0}
        action = message.get("action")
        if not isinstance(action, dict):
            reply["problem"] = "unknown"
        elif self.submit is None:
            reply["problem"] = "read-only"
        elif connection.player in self._pending or not _take(
            self._actions, connection.player, self.limits.actions, self.limits.actions_burst
        ):
            reply["problem"] = "busy"
        else:  # answered when the desk has answered; the page's messages are read meanwhile
            self._pending.add(connection.player)
            self._spawn(self._act(connection, action, reply))
            return
        await connection.socket.send_json(reply)

    async def _act(
        self, connection: _Connection, action: dict[str, Any], reply: dict[str, Any]
    ) -> None:
        assert self.submit is not None
        try:
            answer = self.submit(connection.player, action, connection.language)
            if not isinstance(answer, str | None):
                answer = await asyncio.wait_for(answer, ACTION_TIMEOUT)
            reply["refused"] = answer
        except TimeoutError:
            reply["problem"] = "timeout"
        finally:
            self._pending.discard(connection.player)
        with contextlib.suppress(ConnectionError):
            await connection.socket.send_json(reply)


def _own_host(request: web.Request) -> set[str] | None:
    """The Host values a request may carry: the address and port it came in on (and
    ``localhost`` for a loopback address); None when the socket is gone."""
    transport = request.transport
    bound = transport.get_extra_info("sockname") if transport is not None else None
    if not bound:
        return None
    address, port = bound[0], bound[1]
    hosts = {host_header(address, port)}
    if address in ("127.0.0.1", "::1"):
        hosts.add(f"localhost:{port}")
    return hosts


def _language(value: object) -> str:
    return value if isinstance(value, str) and value in LANGUAGES else DEFAULT_LANGUAGE


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


_STATIC: dict[str, bytes] = {}


def _static(name: str) -> bytes:
    """The page or one of :data:`ASSETS`, by its fixed name (read once)."""
    if name not in _STATIC:
        if name in _FONTS:
            import font_roboto  # noqa: PLC0415 (a path helper, read only when a font is asked)

            _STATIC[name] = Path(font_roboto.font_files[_FONTS[name]]).read_bytes()
        else:
            folder = resources.files("deskapp.core.players") / "static"
            _STATIC[name] = (folder / name).read_bytes()
    return _STATIC[name]
