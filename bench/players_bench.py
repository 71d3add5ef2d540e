"""The players' phones: from the GM's action to all six connected phones updated.

Target (issue 27): a GM action → all of 6 connected phones updated, p95 ≤ 150 ms on
loopback. Timed from the moment the table changed — the projection of a real Cinematic
session in three languages, each player's hand as printed card faces (SVG), computed on
this thread as the GUI thread would — through :meth:`PlayersServer.publish` (the server on
its own thread, as beside the window) to the last of 6 WebSocket clients (another process,
as phones are other devices) holding its message. The floor, measured in turns in the same
run: a bare aiohttp WebSocket server on its own thread sending the same bytes to 6 clients
of the same process, from the same call_soon_threadsafe (no projection, no per-player
message). The ratio is how much the projection, the privacy split and the server's checks
cost over sending alone.

Run: python bench/players_bench.py [--quick]
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from floor import floor_line, report

PHONES = 6
PUBLISHES = 200
SPACING = 0.02
"""Seconds between two publishes: a GM acting 50 times a second, faster than any table."""
TARGET_MS = 150.0
SERVER_RATIO = 4.0
"""The largest acceptable ratio of the server's part (per-player messages, its checks) to
the bare send, both p95."""
TARGET_RATIO = 25.0
"""The same for the whole path, the projection included: the history lines dominate it
(3 languages × 12 lines, each system describer reading its table options)."""


# --- the phones: another process ------------------------------------------------------------


def phones(urls: list[str], count: int) -> None:
    """Connect a socket per URL, print one line once all are open, then the arrival time of
    each message number at each phone, as one JSON object when ``count`` have come."""
    import aiohttp  # noqa: PLC0415

    async def main() -> None:
        arrivals: dict[int, list[float]] = {}
        async with aiohttp.ClientSession() as session:
            sockets = []
            for url in urls:
                origin = url.split("/p/")[0] if "/p/" in url else url.rsplit("/", 1)[0]
                ws_url = url.replace("http", "ws", 1) + ("/ws" if "/p/" in url else "")
                sockets.append(await session.ws_connect(ws_url, origin=origin))
            for socket in sockets:  # the table as it was on connecting
                await socket.receive()
            print("ready", flush=True)

            async def read(socket: aiohttp.ClientWebSocketResponse) -> None:
                while True:
                    message = await socket.receive()
                    if message.type != aiohttp.WSMsgType.TEXT:
                        return
                    now = time.monotonic()
                    number = json.loads(message.data)["public"]["number"]
                    arrivals.setdefault(number, []).append(now)
                    if number >= count:
                        return

            await asyncio.gather(*(read(socket) for socket in sockets))
            for socket in sockets:
                await socket.close()
        # A phone that fell behind skips to the newest table: only messages every phone
        # received are timed (the skipped ones are counted).
        whole = {str(n): max(times) for n, times in arrivals.items() if len(times) == len(urls)}
        print(json.dumps(whole))

    asyncio.run(main())


def run_phones(urls: list[str], publish: Callable[[int], float], count: int) -> list[float]:
    """Start the phones, publish ``count`` times; the milliseconds from each publish's start
    to its last phone."""
    command = [sys.executable, __file__, "--phones", str(count), *urls]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "ready"
        started = {}
        for number in range(1, count + 1):
            started[number] = publish(number)
            time.sleep(SPACING)
        arrived = json.loads(process.stdout.readline())
    timed = [1000 * (arrived[str(n)] - started[n]) for n in started if str(n) in arrived]
    if len(timed) < count:
        print(f"  ({count - len(timed)} of {count} skipped by a phone that fell behind)")
    return timed


# --- the floor: a bare WebSocket send -------------------------------------------------------


class BareSender:
    """An aiohttp WebSocket server on its own thread that sends the given text to every
    open socket: the cheapest thing that gets bytes to six phones."""

    def __init__(self, heartbeat: float | None = None) -> None:
        """``heartbeat``: seconds between pings on each socket (None: none)."""
        from aiohttp import web  # noqa: PLC0415

        self.sockets: set[Any] = set()
        self.ready = threading.Event()
        self.port = 0

        async def socket(request: web.Request) -> web.WebSocketResponse:
            ws = web.WebSocketResponse(heartbeat=heartbeat)
            await ws.prepare(request)
            self.sockets.add(ws)
            await ws.send_str(json.dumps({"public": {"number": 0}}))
            async for _message in ws:
                pass
            self.sockets.discard(ws)
            return ws

        async def serve() -> None:
            self.loop = asyncio.get_running_loop()
            self.stopping = asyncio.Event()
            app = web.Application()
            app.router.add_get("/ws", socket)
            runner = web.AppRunner(app, access_log=None, handle_signals=False)
            await runner.setup()
            site = web.TCPSite(runner, "127.0.0.1", 0)
            await site.start()
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
            self.ready.set()
            await self.stopping.wait()
            for ws in list(self.sockets):
                await ws.close()
            await runner.cleanup()

        self.thread = threading.Thread(target=lambda: asyncio.run(serve()), daemon=True)
        self.thread.start()
        self.ready.wait()

    def send(self, text: str) -> None:
        def send_all() -> None:
            for ws in self.sockets:
                asyncio.ensure_future(ws.send_str(text))

        self.loop.call_soon_threadsafe(send_all)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.stopping.set)
        self.thread.join()


# --- the measure ------------------------------------------------------------------------------


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main() -> None:
    if sys.argv[1:2] == ["--phones"]:
        phones(sys.argv[3:], int(sys.argv[2]))
        return
    count = 60 if "--quick" in sys.argv else PUBLISHES

    from deskapp.core import systems  # noqa: PLC0415
    from deskapp.core.demo import write_demo, write_demo_sessions  # noqa: PLC0415
    from deskapp.core.play.session import PlaySession  # noqa: PLC0415
    from deskapp.core.players.projection import (  # noqa: PLC0415
        Projection,
        project_session,
        session_players,
    )
    from deskapp.core.players.server import PlayersServer  # noqa: PLC0415
    from deskapp.core.players.tokens import PlayerLinks  # noqa: PLC0415
    from deskapp.core.store import CampaignFile  # noqa: PLC0415
    from printables.screen_faces import playing_face_svg  # noqa: PLC0415

    folder = tempfile.TemporaryDirectory()
    campaign = CampaignFile.open(Path(folder.name) / "bench.carddesk")
    write_demo(campaign)
    write_demo_sessions(campaign)
    summary = next(s for s in campaign.sessions() if s.system == "cinematic")
    spec = systems.spec("cinematic")
    session = PlaySession.resume(campaign, summary.id, spec.driver_class())
    table = campaign.session_setup(summary.id)["table"]
    characters = session_players(table, campaign.names_of_system("cinematic"))
    players = [*characters, *(f"Guest {n}" for n in range(PHONES - len(characters)))]
    hands = {
        player: {
            "cards": [
                {"label": notation, "svg": playing_face_svg(notation)}
                for notation in ("AS", "QH", "10C")
            ]
        }
        for player in players
    }

    server = PlayersServer(PlayerLinks(players))
    server.start()
    projections: list[float] = []
    sizes: list[int] = []

    def publish(number: int) -> float:
        start = time.monotonic()
        views = project_session(spec, session, players, ("cs", "fr", "en"))
        views = {
            language: Projection({**view.public, "number": number}, hands)
            for language, view in views.items()
        }
        projections.append(1000 * (time.monotonic() - start))
        server.publish(views)
        return start

    made = project_session(spec, session, players, ("cs", "fr", "en"))

    def publish_only(number: int) -> float:
        """The server's part alone: the projection made before the clock starts."""
        views = {
            language: Projection({**view.public, "number": number}, hands)
            for language, view in made.items()
        }
        start = time.monotonic()
        server.publish(views)
        return start

    bare = BareSender()
    payload = json.dumps(
        {"public": views_size_sample(server, publish, sizes), "private": {}}, ensure_ascii=False
    )

    def bare_publish(number: int) -> float:
        start = time.monotonic()
        bare.send(payload.replace('"number": 0', f'"number": {number}', 1))
        return start

    try:
        urls = [server.url(player) for player in players]
        bare_urls = [f"http://127.0.0.1:{bare.port}/ws"] * PHONES
        floors, figures, serving = [], [], []
        for _ in range(2):  # in turns: a burst of load hits them alike
            floors.append(p95(run_phones(bare_urls, bare_publish, count)))
            serving.append(p95(run_phones(urls, publish_only, count)))
            figures.append(p95(run_phones(urls, publish, count)))
    finally:
        server.stop()
        bare.stop()
        campaign.close()
        folder.cleanup()
    floor_line(f"bare WebSocket send to {PHONES} clients, p95", min(floors), "ms")
    print(
        f"  projection on the GUI thread (3 languages): median "
        f"{statistics.median(projections):.2f} ms, p95 {p95(projections):.2f} ms; "
        f"message {sizes[0]:,} bytes",
        flush=True,
    )
    server_met = report(
        f"publish → all {PHONES} phones updated (the server's part), p95",
        min(serving),
        "ms",
        floor=min(floors),
        target=SERVER_RATIO,
    ).met
    figure = min(figures)
    met = (
        server_met
        and report(
            f"GM action → all {PHONES} phones updated, p95",
            figure,
            "ms",
            floor=min(floors),
            target=TARGET_RATIO,
            also=f"≤ {TARGET_MS:g} ms",
            absolute_met=figure <= TARGET_MS,
        ).met
    )
    sys.exit(0 if met else 1)


def views_size_sample(
    server: Any, publish: Callable[[int], float], sizes: list[int]
) -> dict[str, Any]:
    """One player's message as the server writes it (its size, and the floor's payload)."""
    from deskapp.core.players.server import _Connection  # noqa: PLC0415

    publish(0)
    connection = _Connection(server.links.players()[0], socket=None)  # type: ignore[arg-type]
    message = json.loads(server._on_loop(server._state, connection))
    sizes.append(len(json.dumps(message, ensure_ascii=False).encode()))
    return {**message["public"], "hand": message["private"]}


if __name__ == "__main__":
    main()
