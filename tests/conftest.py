"""Test isolation (every test gets its own user data and config directories) and hypothesis.

Hypothesis profiles, chosen with the environment variable HYPOTHESIS_PROFILE:

- ``ci`` (the default): hypothesis' own settings for CI, deterministic (``derandomize``: the
  same examples every run, no example database), 100 examples a test, no deadline;
- ``dev``: 20 examples a test, for a quick run while working; random ones, as hypothesis
  draws them by default, and a failing one is kept in .hypothesis/ and tried first next time.

A test's own ``settings(...)`` (the state machines' example and step counts) wins over either.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "ci",
    max_examples=100,
    derandomize=True,
    deadline=None,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", settings.get_profile("default"), max_examples=20, deadline=None)
# Before any test module builds its own settings: those inherit from the profile loaded now.
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or "ci")


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point platformdirs' user directories into the test's own temporary folder."""
    home = tmp_path / "home"
    for variable, folder in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
    ):
        path = home / folder
        path.mkdir(parents=True)
        monkeypatch.setenv(variable, str(path))
    return home


@pytest.fixture
def killed_run() -> Callable[..., list[str]]:
    """``killed_run(script, *arguments, cwd=None, **environment)``: run a Python script that
    kills itself with SIGKILL (a power cut), check that it died so, and return the lines it
    printed. ``environment`` is added to this process's own."""

    def run(script: str, *arguments: str, cwd: Path | None = None, **environment: str) -> list[str]:
        finished = subprocess.run(
            [sys.executable, "-c", script, *arguments],
            capture_output=True,
            check=False,  # its death by SIGKILL is the point
            text=True,
            timeout=120,
            cwd=cwd,
            env={**os.environ, "PYTHONFAULTHANDLER": "", **environment},
        )
        assert finished.returncode == -signal.SIGKILL, finished.stderr
        return finished.stdout.strip().splitlines()

    return run


@pytest.fixture(scope="session")  # session-wide, so hypothesis' @given tests may take it
def replayed_in_effect() -> Callable[[Any, dict[str, Any], History], Any]:
    """``replayed_in_effect(driver_class, setup, history)``: a fresh driver from the setup with
    the history's actions in effect performed again, each with the random values it recorded
    (the setup's opening values first); checks that each action uses exactly those."""

    def replay(driver_class: Any, setup: dict[str, Any], history: History) -> Any:
        rng = RecordedRandom(random.Random(0))
        rng.replay(history.opening)
        driver = driver_class.from_setup(setup, rng)
        for done in history.done:
            rng.replay(done.random)
            driver.perform(done.action)
            assert rng.pending == 0, "each action uses exactly the values it recorded"
        return driver

    return replay


# The tests expect the app's messages in English whatever the machine's locale: the
# command line and the GUI follow LANG (tests that want another language ask for it).
for _variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Any:
    """A test that switched the core's language leaves English behind it."""
    yield
    from deskapp.core import i18n  # noqa: PLC0415

    if i18n.current_language() != i18n.SOURCE_LANGUAGE:
        qt_side = sys.modules.get("deskapp.ui.i18n")
        if qt_side is not None:  # Qt's translators too
            qt_side.install_language(i18n.SOURCE_LANGUAGE)
        else:
            i18n.set_language(i18n.SOURCE_LANGUAGE)


@pytest.fixture(scope="module")
def demo_export(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The demo campaign (characters, GM sides and two sessions of every system) as an export
    document, portraits left out (keeps each hostile or fuzzed example small). One per test
    module: a module may change it."""
    from deskapp.core.demo import write_demo, write_demo_sessions  # noqa: PLC0415
    from deskapp.core.exchange import export_campaign  # noqa: PLC0415
    from deskapp.core.store import CampaignFile  # noqa: PLC0415

    path = tmp_path_factory.mktemp("demo") / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        document = export_campaign(campaign)
    for entry in document["characters"]:
        entry.pop("portrait", None)
    return document


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium, driven by Playwright (never a browser of Playwright's own download):
    one per test module of the players' pages (:mod:`tests.phones`)."""
    playwright_api = pytest.importorskip("playwright.sync_api")
    from tests.phones import CHROMIUM  # noqa: PLC0415

    with playwright_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        yield launched
        launched.close()
