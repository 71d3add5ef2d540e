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
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

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
