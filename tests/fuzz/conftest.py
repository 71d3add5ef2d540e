"""The fuzz suite's shared set-up (issue 25, "A fuzzer that stays").

Every run of the command line is in-process (``deskapp.cli.main``, for speed; a few tests
start the real program to show that no traceback reaches stderr) under a per-run alarm, so a
hang fails the example instead of the whole run. The main window's fixtures are the GUI
tests' own (``tests/ui/conftest.py``), for the examples that open an accepted import.
"""

from __future__ import annotations

import shutil
import signal
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from deskapp.cli import main
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.exchange import export_campaign
from deskapp.core.store import CampaignFile, NewCharacter

from ..ui.conftest import (  # noqa: F401  (fixtures, used by name)
    _english_plurals,
    campaign_path,
    message_boxes,
    open_window,
    recent,
    settings,
    warnings_shown,
    window_options,
)

SECONDS = 30
"""The longest one command may take before the example counts as a hang (a run takes a
fraction of a second; the machine may be busy)."""


class Hang(Exception):
    """A command ran past :data:`SECONDS`."""


@contextmanager
def deadline(seconds: float = SECONDS) -> Iterator[None]:
    def alarm(_signal: int, _frame: Any) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass(frozen=True)
class Run:
    code: int
    out: str
    err: str


def run_cli(capsys: pytest.CaptureFixture[str], argv: Sequence[str]) -> Run:
    """``deskapp ARGV`` in this process, under the deadline."""
    capsys.readouterr()
    with deadline():
        try:
            code = main(list(argv))
        except SystemExit as stop:  # argparse's own refusal (or --help)
            code = stop.code if isinstance(stop.code, int) else 1
    captured = capsys.readouterr()
    return Run(code, captured.out, captured.err)


def assert_refused_or_done(run: Run, warnings_allowed: bool = False) -> None:
    """Exit 0, or exit 2 with one line on stderr naming the problem; never a traceback.

    ``warnings_allowed``: ``print --strict`` lists the preflight's problems before its one
    line of refusal, as documented."""
    assert "Traceback" not in run.err, run.err
    assert run.code in (0, 2), (run.code, run.err)
    if run.code == 2:
        lines = run.err.splitlines()
        assert run.err.endswith("\n") and lines, run.err
        errors = [line for line in lines if ": error: " in line]
        assert len(errors) == 1 and lines[-1] == errors[0], run.err
        if not warnings_allowed:
            assert len(lines) == 1, run.err
        assert lines[-1].startswith("deskapp"), run.err


@pytest.fixture(scope="session")
def export(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The demo campaign, its sessions included, as ``deskapp export`` writes it (one small
    portrait kept, so the portrait field is fuzzed too)."""
    path = tmp_path_factory.mktemp("demo") / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        document = export_campaign(campaign)
    kept = False
    for entry in document["characters"]:
        if "portrait" in entry and not kept and len(entry["portrait"]["data"]) < 200_000:
            kept = True
            continue
        entry.pop("portrait", None)
    return document


@pytest.fixture(scope="session")
def target_template(tmp_path_factory: pytest.TempPathFactory, export: dict[str, Any]) -> Path:
    """A campaign that an import goes into: one character of its own (a demo Founder
    renamed), no session."""
    path = tmp_path_factory.mktemp("target") / "target.carddesk"
    founder = next(entry for entry in export["characters"] if entry["system"] == "founders")
    data = {key: value for key, value in founder.items() if key not in ("name", "system")}
    with CampaignFile.open(path) as campaign:
        campaign.add_character(NewCharacter("founders", "Fuzz Keeper", data))
    return path


@pytest.fixture(scope="session")
def demo_campaign(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo campaign with its sessions, for ``print``."""
    path = tmp_path_factory.mktemp("print") / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
    return path


def fresh_copy(template: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    copy = folder / f"c{len(list(folder.iterdir()))}.carddesk"
    shutil.copyfile(template, copy)
    return copy
