"""At-the-table speed: a key press to the drawn card on screen, whatever the session length,
and opening a long session.

Targets (issue 15): from a key press to the drawn card on screen ≤ 16 ms median and
≤ 33 ms at the 95th percentile with 0, 5,000 and 20,000 earlier events in the session;
a 20,000-event session opens in the Table page in under 1 s.
Run: QT_QPA_PLATFORM=offscreen python bench/table_bench.py [--quick]
(``--quick`` stops at 5,000 earlier events, for a look while working).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from deskapp.core.demo import write_demo
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import RecentCampaigns
from deskapp.core.systems import character_from_document
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.ui.controller import CampaignController
from deskapp.ui.main_window import MainWindow

KEY_PRESSES = 200
PRIOR_EVENTS = (0, 5_000, 20_000)
PLAYERS = ["Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"]


def campaign_with_session(path: Path, prior: int) -> int:
    """The demo campaign with a Cinematic session of ``prior`` tests; returns its id."""
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        players = [
            character_from_document(row.system, row.name, row.data)
            for row in campaign.characters()
            if row.name in PLAYERS
        ]
        setup = CinematicDriver.setup_from_campaign(TableChoice(players, None, {}, False))
        session = PlaySession.start(campaign, CinematicDriver, "Long", setup)
        with campaign.transaction():  # one commit: building the bench, not measuring it
            for number in range(prior):
                player = PLAYERS[number % len(PLAYERS)]
                session.perform({"do": "test", "player": player, "attribute": 3, "skill": 2})
        return session.session_id


def open_window(path: Path, folder: Path) -> tuple[MainWindow, CampaignController]:
    controller = CampaignController(
        CampaignFile.open(path), RecentCampaigns(folder / "recent.json")
    )
    settings = QSettings(str(folder / f"{path.stem}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, controller)
    window.resize(1366, 768)
    window.show()
    return window, controller


def replay_seconds(path: Path, session_id: int) -> float:
    """The core's part of opening: rebuilding the table from the stored events."""
    with CampaignFile.open(path) as campaign:
        start = time.perf_counter()
        PlaySession.resume(campaign, session_id, CinematicDriver)
        return time.perf_counter() - start


def measure(folder: Path, prior: int) -> tuple[list[float], float]:
    """Key press → drawn card times after ``prior`` events, and the seconds the session took
    to open in the Table page."""
    path = folder / f"keys{prior}.carddesk"
    session_id = campaign_with_session(path, prior)
    window, controller = open_window(path, folder)
    app = QApplication.instance()
    page = window.table_page
    start = time.perf_counter()
    window.set_mode("table")
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))  # reopens the last
    app.processEvents()
    assert page.session is not None and page.session.session_id == session_id
    opened = time.perf_counter() - start
    screen = page.screen
    assert screen is not None
    screen.setFocus()
    app.processEvents()
    times = []
    for _ in range(KEY_PRESSES):
        start = time.perf_counter()
        QTest.keyClick(screen, Qt.Key.Key_Space)
        page.repaint()  # paint now, as the next frame would: the screen and the history
        app.processEvents()
        times.append(time.perf_counter() - start)
    events = len(page.session.events) - prior
    window.close()
    controller.close()
    assert events == KEY_PRESSES, f"only {events} of {KEY_PRESSES} key presses drew a card"
    return times, opened


def main() -> None:
    app = QApplication.instance() or QApplication([])
    priors = PRIOR_EVENTS[:2] if "--quick" in sys.argv else PRIOR_EVENTS
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for prior in priors:
            times, opened = measure(folder, prior)
            replay = replay_seconds(folder / f"keys{prior}.carddesk", 1)
            times.sort()
            print(
                f"{prior:>6,} earlier events: key press to drawn card median "
                f"{statistics.median(times) * 1000:.1f} ms, 95th percentile "
                f"{times[int(len(times) * 0.95)] * 1000:.1f} ms (targets 16 / 33 ms); "
                f"session opened in {opened * 1000:.0f} ms (target < 1,000 ms), "
                f"of which the replay {replay * 1000:.0f} ms"
            )
    del app


if __name__ == "__main__":
    main()
