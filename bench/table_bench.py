"""At-the-table speed: a key press to the drawn card on screen, whatever the session length,
and opening a long session.

Targets (issue 15): from a key press to the drawn card on screen ≤ 16 ms median and
≤ 33 ms at the 95th percentile with 0, 5,000 and 20,000 earlier events in the session;
a 20,000-event session opens in the Table page in under 1 s.
Every figure is also printed as a ratio to its floor measured in the same run
(bench/floor.py): a key press that changes a bare label, and reading the stored events.
Run: QT_QPA_PLATFORM=offscreen python bench/table_bench.py [--quick]
(``--quick`` stops at 5,000 earlier events, for a look while working).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from floor import best_of, floor_line, report
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

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
# The largest acceptable ratios to the floors: a key press may cost this many bare ones (the
# absolute targets are the issue's), and opening this many plain reads of the events.
TARGET_RATIO = 50
OPEN_RATIO = 10


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


def bare_key_to_label_seconds(presses: int = KEY_PRESSES) -> list[float]:
    """The floor of a key press: a bare window whose label changes on a key, painted now."""
    window = QWidget()
    label = QLabel("0", window)
    layout = QVBoxLayout(window)
    layout.addWidget(label)
    window.resize(1366, 768)
    window.show()
    count = [0]

    def pressed() -> None:
        count[0] += 1
        label.setText(str(count[0]))

    shortcut = QShortcut(QKeySequence("Space"), window)
    shortcut.activated.connect(pressed)
    app = QApplication.instance()
    app.processEvents()
    times = []
    for _ in range(presses):
        start = time.perf_counter()
        QTest.keyClick(window, Qt.Key.Key_Space)
        window.repaint()
        app.processEvents()
        times.append(time.perf_counter() - start)
    window.close()
    assert count[0] == presses
    return sorted(times)


def main() -> None:
    app = QApplication.instance() or QApplication([])
    priors = PRIOR_EVENTS[:2] if "--quick" in sys.argv else PRIOR_EVENTS
    floor_times = bare_key_to_label_seconds()
    floor_median = statistics.median(floor_times) * 1000
    floor_p95 = floor_times[int(len(floor_times) * 0.95)] * 1000
    floor_line("key press to a bare label painted, median", floor_median, "ms")
    floor_line("key press to a bare label painted, 95th percentile", floor_p95, "ms")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for prior in priors:
            times, opened = measure(folder, prior)
            path = folder / f"keys{prior}.carddesk"
            replay = replay_seconds(path, 1)
            read = best_of(3, lambda path=path: read_seconds(path, 1))
            times.sort()
            median = statistics.median(times) * 1000
            p95 = times[int(len(times) * 0.95)] * 1000
            label = f"{prior:,} earlier events"
            report(
                f"{label}: key press to drawn card, median",
                median,
                "ms",
                floor=floor_median,
                target=TARGET_RATIO,
                also="≤ 16 ms",
                absolute_met=median <= 16,
            )
            report(
                f"{label}: key press to drawn card, 95th percentile",
                p95,
                "ms",
                floor=floor_p95,
                target=TARGET_RATIO,
                also="≤ 33 ms",
                absolute_met=p95 <= 33,
            )
            if prior:
                floor_line(f"reading {prior:,} stored events", read * 1000, "ms")
                report(
                    f"{label}: session opened in the Table page",
                    opened * 1000,
                    "ms",
                    floor=read * 1000,
                    target=OPEN_RATIO,
                    also=f"< 1,000 ms; of which the core's replay {replay * 1000:,.0f} ms",
                    absolute_met=opened < 1,
                )
    del app


def read_seconds(path: Path, session_id: int) -> float:
    """The floor of opening: reading the stored events, nothing rebuilt."""
    with CampaignFile.open(path) as campaign:
        start = time.perf_counter()
        campaign.session_events(session_id)
        return time.perf_counter() - start


if __name__ == "__main__":
    main()
