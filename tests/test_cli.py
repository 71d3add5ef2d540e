"""The `deskapp` command: version, help, and a GUI that starts and quits cleanly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deskapp import __version__
from deskapp.cli import main

LAUNCHER = Path(sys.executable).with_name("deskapp")


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "deskapp", *arguments],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_version(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"deskapp {__version__}"


def test_python_dash_m_prints_the_version() -> None:
    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"deskapp {__version__}"


def test_help_lists_the_commands() -> None:
    result = run("--help")
    assert result.returncode == 0
    assert "gui" in result.stdout and "--version" in result.stdout


def test_an_unknown_command_is_a_clear_error() -> None:
    result = run("fly")
    assert result.returncode == 2
    assert "invalid choice: 'fly'" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def start_gui(command: list[str]) -> subprocess.Popen[str]:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        command, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


@pytest.mark.gui
@pytest.mark.slow
@pytest.mark.parametrize(
    "command",
    [
        pytest.param([sys.executable, "-m", "deskapp"], id="python -m deskapp"),
        pytest.param([str(LAUNCHER)], id="deskapp launcher"),
    ],
)
def test_the_app_starts_shows_its_window_and_quits_cleanly(
    command: list[str], isolated_user_dirs: Path
) -> None:
    if not Path(command[0]).exists():
        pytest.fail(f"{command[0]} is not installed: install the project with pip first")
    process = start_gui(command)
    settings = isolated_user_dirs / "config" / "CardDesk" / "Card Desk.conf"
    # Ready when it has opened its campaign (the default one, in the user data folder):
    # from then on a polite kill closes the window as if the user did, even mid-start.
    data = isolated_user_dirs / "data"
    deadline = time.monotonic() + 120
    while not any(data.rglob("*.carddesk")):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the app never opened its campaign"
        time.sleep(0.05)
    process.send_signal(signal.SIGTERM)
    _, errors = process.communicate(timeout=30)
    assert process.returncode == 0, errors
    assert "Traceback" not in errors
    assert "geometry" in settings.read_text(), "the window closed without saving its settings"
