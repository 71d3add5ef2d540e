"""The `deskapp` command: version, help, and a GUI that starts and quits cleanly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
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


def start_gui(command: list[str], ready_fd: int) -> subprocess.Popen[str]:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDDESK_READY_FD=str(ready_fd))
    return subprocess.Popen(
        command,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        pass_fds=(ready_fd,),
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
    ready, told = os.pipe()
    process = start_gui(command, ready_fd=told)
    os.close(told)
    settings = isolated_user_dirs / "config" / "CardDesk" / "Card Desk.conf"
    # The app says when its window is up; until then reading the pipe waits (an exit ends it).
    with os.fdopen(ready) as pipe:
        assert pipe.readline() == "ready\n", process.communicate()
    process.send_signal(signal.SIGTERM)
    _, errors = process.communicate(timeout=30)
    assert process.returncode == 0, errors
    assert "Traceback" not in errors
    assert "geometry" in settings.read_text(), "the window closed without saving its settings"
