"""Start-up speed: every check and replay command, and the app's first window.

Floors, measured in the same run (bench/floor.py), in turns with each figure: for the
commands, a bare ``python -c pass`` (issue 26: a floor that imports the app's own package
would hide what that import costs; the import of the system's package is printed beside it,
for information); for the app, a bare PySide6 main window shown, to the ``ready`` each
writes to the ``CARDDESK_READY_FD`` pipe.
Targets: each command within 6× of a bare Python start (about 25 ms of interpreter, then
the command line, the system's rules and the translations); launch to the first window
within 2× of the bare window (issue 18).

The first window is the real one: the demo campaign open, its characters listed under
their systems in the campaign list, as a user sees it. The runs share one user folder,
as a user's starts do: the first start fills the user's cache (the systems' catalogue,
``deskapp.core.systems``; the compiled translations, ``deskapp.ui.i18n``) and the best
of the paired runs is a warm start. The first start, with an empty cache, is printed
too, for information: it is what a user meets once after installing or updating.
Run: python bench/startup_bench.py [--bundle dist/deskapp/deskapp]
(``--bundle`` times the standalone app's program instead of this environment's ``deskapp``;
the floors stay this Python's.)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from functools import partial
from pathlib import Path

from floor import (
    BARE_WINDOW,
    floor_line,
    paired,
    process_seconds,
    python_import,
    python_start,
    report,
    seconds_to_ready,
)

COMMAND_RATIO = 6

# One test of each system, as a player would type it.
CHECKS = {
    "agents": ["agents", "--aspects", "3", "--seed", "1"],
    "founders": ["founders", "--tags", "+2 -1", "--dice", "3 4"],
    "dice_banks": [
        "banks",
        "--dice",
        "4",
        "--skill",
        "3",
        "--kind",
        "talent",
        "--faces",
        "1 5 9 10 2",
    ],
    "cinematic": ["cinematic", "--attribute", "3", "--skill", "2", "--seed", "1"],
}


BUNDLE: list[str] = []  # the standalone program, when --bundle names it


def deskapp() -> list[str]:
    """The program timed: the bundle's if given, else this environment's ``deskapp``
    launcher (what a user runs), else ``-m deskapp``."""
    if BUNDLE:
        return BUNDLE
    launcher = Path(sys.executable).with_name("deskapp")
    return [str(launcher)] if launcher.exists() else [sys.executable, "-m", "deskapp"]


def user_dirs(home: Path) -> dict[str, str]:
    """An environment whose user folders (settings, recent campaigns) are under ``home``."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = home / variable.lower()
        folder.mkdir(parents=True, exist_ok=True)
        environment[variable] = str(folder)
    return environment


def demo_sessions(folder: Path, environment: dict[str, str]) -> tuple[Path, dict[str, int]]:
    """The demo campaign and its export; the number of each system's session in it."""
    campaign = folder / "demo.carddesk"
    export = folder / "demo.json"
    subprocess.run(
        [*deskapp(), "demo", str(campaign)], check=True, env=environment, stdout=subprocess.DEVNULL
    )
    subprocess.run(
        [*deskapp(), "export", "--campaign", str(campaign), "--out", str(export)],
        check=True,
        env=environment,
        stdout=subprocess.DEVNULL,
    )
    sessions = json.loads(export.read_text(encoding="utf-8"))["sessions"]
    return campaign, {entry["system"]: number for number, entry in enumerate(sessions, start=1)}


def main() -> None:
    parser = argparse.ArgumentParser(description="Start-up speed against its floors.")
    parser.add_argument("--bundle", type=Path, help="the standalone app's deskapp program")
    bundle = parser.parse_args().bundle
    if bundle is not None:
        BUNDLE.append(str(bundle.resolve()))
    floor_line("python -c pass", python_start() * 1000, "ms")
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        environment = user_dirs(folder / "home")
        campaign, sessions = demo_sessions(folder, environment)
        export = folder / "demo.json"
        floor = partial(process_seconds, [sys.executable, "-c", "pass"])
        for key, arguments in CHECKS.items():
            imported = python_import(f"deskapp.systems.{key}")
            floor_line(f"python -c 'import deskapp.systems.{key}'", imported * 1000, "ms")
            command = [*deskapp(), "check", *arguments, "--json"]
            floor_seconds, seconds = paired(floor, partial(process_seconds, command, environment))
            report(
                f"deskapp check {arguments[0]} --json",
                seconds * 1000,
                "ms",
                floor=floor_seconds * 1000,
                target=COMMAND_RATIO,
            )
            if key in sessions:
                command = [*deskapp(), "replay", str(export), "--session", str(sessions[key])]
                floor_seconds, seconds = paired(
                    floor, partial(process_seconds, command, environment)
                )
                report(
                    f"deskapp replay (the demo's {key} session)",
                    seconds * 1000,
                    "ms",
                    floor=floor_seconds * 1000,
                    target=COMMAND_RATIO,
                )
        command = [*deskapp(), "--campaign", str(campaign)]
        cold = user_dirs(folder / "cold")  # never started: nothing in its cache
        print(
            f"  (first start, empty user cache: {seconds_to_ready(command, cold) * 1000:.0f} ms)",
            flush=True,
        )
        floor_seconds, seconds = paired(
            lambda: seconds_to_ready([sys.executable, "-c", BARE_WINDOW], environment),
            lambda: seconds_to_ready(command, environment),
        )
        floor_line("bare PySide6 window shown", floor_seconds * 1000, "ms")
        report(
            "deskapp → first window (the demo campaign)",
            seconds * 1000,
            "ms",
            floor=floor_seconds * 1000,
            target=2,
        )


if __name__ == "__main__":
    main()
