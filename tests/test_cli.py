"""The `deskapp` command: version, help, and a GUI that starts and quits cleanly."""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from deskapp import __version__
from deskapp.cli import main
from deskapp.commands import COMMANDS
from deskapp.core import systems

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


def test_a_reader_that_stops_early_is_no_error() -> None:
    """`deskapp replay … | head` printed "deskapp: error: [Errno 32] Broken pipe": a reader
    that has read enough is not a failure to report. (The pipe is closed before the command
    starts, so its first line already finds no reader.)"""
    fixture = Path(__file__).parent / "fixtures" / "dice_banks_example_session.json"
    reader, writer = os.pipe()
    os.close(reader)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "deskapp", "replay", str(fixture)],
            stdout=writer,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        os.close(writer)
    assert result.stderr == ""
    assert result.returncode == 141


def test_help_lists_the_commands() -> None:
    result = run("--help")
    assert result.returncode == 0
    assert "gui" in result.stdout and "--version" in result.stdout


LOADED = """
import json, sys
from deskapp.cli import main
from deskapp.commands import COMMANDS
from deskapp.core import systems
try:
    code = main(sys.argv[1:])
except SystemExit as exit_:
    code = exit_.code
sys.stdout.flush()
sys.stderr.write(json.dumps({"code": code, "modules": sorted(sys.modules)}) + "\\n")
"""


def loaded_modules(*arguments: str) -> tuple[str, set[str]]:
    """Run the command line in a fresh interpreter; its output and every module it imported."""
    result = subprocess.run(
        [sys.executable, "-c", LOADED, *arguments],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    report = json.loads(result.stderr.strip().splitlines()[-1])
    assert report["code"] in (0, None), result.stderr
    return result.stdout, set(report["modules"])


HEAVY = ("reportlab", "PIL", "printables", "PySide6", "shiboken6", "deskapp.ui")


def heavy_modules(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in HEAVY or m.startswith("deskapp.ui"))


@pytest.mark.slow
def test_help_lists_every_command_without_importing_any() -> None:
    output, modules = loaded_modules("--help")
    for command in COMMANDS:
        assert f"    {command.name} " in output
        assert command.module not in modules
    assert "    check " in output
    assert not heavy_modules(modules)
    assert not [m for m in modules if m.endswith(".check")]


@pytest.mark.slow
def test_check_help_lists_every_system_without_importing_their_commands() -> None:
    output, modules = loaded_modules("check", "--help")
    for spec in systems.specs():
        assert spec.check_command is not None
        assert f"    {spec.check_command.name}" in output
        assert spec.check_command.module not in modules
    assert not heavy_modules(modules)


@pytest.mark.slow
def test_a_check_command_loads_only_its_own_code() -> None:
    """No ReportLab, Pillow, printing code or Qt, and no other command, for deskapp check."""
    output, modules = loaded_modules("check", "agents", "--aspects", "2", "--seed", "1", "--json")
    assert json.loads(output)["cards"]
    assert "deskapp.systems.agents.check" in modules
    assert not heavy_modules(modules)
    others = [command.module for command in COMMANDS]
    others += [
        spec.check_command.module
        for spec in systems.specs()
        if spec.check_command is not None and spec.key != "agents"
    ]
    assert not [module for module in others if module in modules]


def test_every_listed_command_has_its_arguments_and_its_run() -> None:
    commands = list(COMMANDS) + [
        spec.check_command for spec in systems.specs() if spec.check_command is not None
    ]
    for command in commands:
        module = systems.load_reference(command.module)
        assert callable(module.add_arguments) and callable(module.run), command.name
        parser = argparse.ArgumentParser()
        module.add_arguments(parser)  # the arguments go together without a clash


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
