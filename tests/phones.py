"""What the tests of the players' phones in a real browser share: Debian's Chromium, the marks
that skip them where it is missing, and the demo campaign they serve (Cinematic players
holding hands, so a phone has cards to play and show). The ``browser`` fixture is in
``tests/conftest.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.store import CampaignFile

CHROMIUM = Path("/usr/bin/chromium")

IN_CHROMIUM = [
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's chromium is not installed"),
]


def write_phones_demo(path: Path) -> Path:
    """The demo's groups and sessions, its Cinematic table dealing hands."""
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        campaign.set_options("cinematic", {"mode": "hand_management"})
    return path
