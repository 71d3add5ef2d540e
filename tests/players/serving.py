"""Helpers for the players' server tests: aiohttp's own test server and client on loopback."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from deskapp.core.players.projection import Projection
from deskapp.core.players.server import PlayersServer


def serve(server: PlayersServer, check: Callable[[TestClient[Any, Any]], Awaitable[None]]) -> None:
    """Run ``check(client)`` against ``server``'s application on 127.0.0.1, any free port."""

    async def main() -> None:
        async with TestClient(TestServer(server.application(), host="127.0.0.1")) as client:
            await check(client)

    asyncio.run(main())


def origin(client: TestClient[Any, Any]) -> str:
    """The page's own origin, as a browser sends it with the socket's handshake."""
    return f"http://{client.host}:{client.port}"


def views(last: str, private: dict[str, dict[str, Any]]) -> dict[str, Projection]:
    """One projection per language, each line marked with its language."""
    return {
        language: Projection({"history": [f"{language}: {last}"]}, private)
        for language in ("en", "cs", "fr")
    }
