"""``deskapp players``: one link per character, served until Ctrl-C; bad input is one line."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from deskapp.cli import main
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.store import CampaignFile


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    path = tmp_path / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
    return path


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--session", "Nowhere"], "no play session 'Nowhere' in the campaign (sessions: 1 '"),
        (["--session", "9"], "no play session '9'"),
        (["--session", "1", "--bind", "203.0.113.77"], "cannot serve on 203.0.113.77:0"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    demo: Path, arguments: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["players", "--campaign", str(demo), "--port", "0", *arguments]) == 2
    captured = capsys.readouterr()
    assert len(captured.err.splitlines()) == 1 and said in captured.err, captured.err
    assert "Traceback" not in captured.err and captured.out == ""


def test_a_missing_campaign_and_a_bad_port_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.carddesk"
    assert main(["players", "--campaign", str(missing), "--session", "1"]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1
    with pytest.raises(SystemExit) as refused:
        main(["players", "--campaign", str(missing), "--session", "1", "--port", "70000"])
    assert refused.value.code == 2
    err = capsys.readouterr().err
    assert "--port" in err and "65535" in err and "Traceback" not in err


@pytest.mark.slow
def test_it_prints_a_link_per_character_serves_them_and_stops_on_ctrl_c(demo: Path) -> None:
    command = [sys.executable, "-m", "deskapp", "players", "--campaign", str(demo)]
    command += ["--session", "An evening in Marseille", "--bind", "127.0.0.1", "--port", "0"]
    environment = {**os.environ, "LANG": "en_GB.UTF-8"}
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        lines = [process.stdout.readline().strip() for _ in range(3)]
        names = [line.split(": ", 1)[0] for line in lines]
        assert names == ["Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"]
        urls = [line.split(": ", 1)[1] for line in lines]
        assert all(url.startswith("http://127.0.0.1:") and "/p/" in url for url in urls)
        assert len(set(urls)) == 3
        with urllib.request.urlopen(urls[0]) as page:
            assert page.status == 200 and b"/a/app.js" in page.read()
        state = _first_state(urls[0], "fr")
        assert state["player"] == "Élodie Lefèvre"
        assert "Chance" in [line["label"] for line in state["private"]["lines"]]
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=30)
    assert process.returncode == 0
    assert "Traceback" not in err and "Ctrl-C" in err


def _first_state(url: str, language: str) -> dict[str, Any]:
    """The first message a phone's socket gets: the table and its own private part."""

    async def receive() -> dict[str, Any]:
        origin = url.split("/p/", 1)[0]
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(f"{url}/ws?language={language}", origin=origin) as socket,
        ):
            message: dict[str, Any] = await socket.receive_json(timeout=10)
            return message

    return asyncio.run(receive())
