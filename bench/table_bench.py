"""At-the-table speed: a key press to the drawn card on screen, whatever the session length,
and opening a long session.

Targets (issue 26): from a key press to the drawn card on screen ≤ 16 ms median and
≤ 33 ms at the 95th percentile with 0 and 2,000 earlier actions in the session (a very long
evening); such a session opens in the Table page in at most 10× the time of reading its
stored events and under 0.3 s on a quiet machine; a 20,000-action session opens within 2 s
with no cache of any kind (the app keeps none).
Every figure is also printed as a ratio to its floor measured in the same run
(bench/floor.py): a key press that changes a bare label, and reading the stored events; and
the core's reopening of the session in the open (the events read and their chain checked,
each event checked, the kernel and its checkpoints) against the bare job: the events read,
then the system's driver performing each stored action with its stored random values,
nothing checked, kept or copied.
Issue 26: an Agents key press (Space draws, Enter sorts) within 2× of the Cinematic one
(Space tests), at 0 and 2,000 earlier actions, each to its card or score painted in the next
frame (``--agents`` times that part alone).
Run: QT_QPA_PLATFORM=offscreen python bench/table_bench.py [--quick] [--agents]
(``--quick`` stops at 2,000 earlier actions, for a look while working).

The finish line of a key press is the drawn card on screen: the key handled, then the
events it posted — the layouts, then the paint and flush of what changed, which is what
Qt's next frame does — and the bench checks that the result's card was painted in that
frame (a press whose card was not painted fails the run). What the screen leaves for
just after that frame (the odds of the next test, the history scrolling to its new line)
is timed as "settled", printed beside it, before the next key. (Until issue 15's key
speed work the bench repainted the whole page after each key instead, before the posted
layout ran: that painted every scroll bar and untouched panel, which no frame after a key
press does, and painted the laid-out changes a second time.)
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from floor import RUNS, best_of, floor_line, paired, report
from mission_bench import play_agents_session
from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from deskapp.core.decks import DRAW
from deskapp.core.demo import write_demo
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import RecentCampaigns
from deskapp.core.systems import spec
from deskapp.systems.agents.ui.screen import AgentsScreen
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.systems.cinematic.ui.screen import CinematicScreen
from deskapp.ui.controller import CampaignController
from deskapp.ui.main_window import MainWindow

KEY_PRESSES = 200
PRIOR_EVENTS = (0, 2_000, 20_000)
PLAYERS = ["Élodie Lefèvre", "Gaëtan Bérénger", "Noël Œillet"]
# The largest acceptable ratios to the floors: a key press may cost this many bare ones (the
# absolute targets are the issue's), and opening this many plain reads of the events.
TARGET_RATIO = 50
OPEN_RATIO = 10
OPEN_SECONDS = {2_000: 0.3, 20_000: 2.0}
REPLAY_RATIO = 1.5  # the core's replay may cost this many bare replays of the rules


def campaign_with_session(path: Path, prior: int) -> int:
    """The demo campaign with a Cinematic session of ``prior`` tests; returns its id."""
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        players = [
            spec(row.system).character_from_document(row.name, row.data)
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
    """The app's window on ``path``, as after a start of the app: on screen, its first frame
    painted. (The window's first appearance is start-up's cost, which startup_bench times; an
    open timed from a window shown but not yet on screen was charged 4-6 ms of it.)"""
    controller = CampaignController(
        CampaignFile.open(path), RecentCampaigns(folder / "recent.json")
    )
    settings = QSettings(str(folder / f"{path.stem}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, controller)
    window.resize(1366, 768)
    window.show()
    exposed = QTest.qWaitForWindowExposed(window)  # not inside the assert: it must run
    assert exposed, "the window never came on screen"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.processEvents()  # its first frame: the layouts and the paint it posted
    return window, controller


class Paints(QObject):
    """Counts the paint events of the widgets it watches: the bench's proof that a key
    press put its result on screen."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self._watched: set[int] = set()

    @property
    def watching(self) -> bool:
        return bool(self._watched)

    def watch(self, widgets: list[QWidget]) -> None:
        for widget in widgets:
            if id(widget) not in self._watched:
                self._watched.add(id(widget))
                widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


@dataclass
class Presses:
    """Each key press's seconds to the drawn card on screen, and to everything settled."""

    shown: list[float] = field(default_factory=list)
    settled: list[float] = field(default_factory=list)


def settle(app: QApplication) -> None:
    """Run what the press left for later (zero timers, and what they post in turn)."""
    for _ in range(3):
        app.processEvents()


def press(
    app: QApplication,
    widget: QWidget,
    painted: Paints,
    presses: Presses,
    key: Qt.Key = Qt.Key.Key_Space,
) -> None:
    """One ``key`` on ``widget``: the time until the next frame painted it, then until settled."""
    before = painted.count
    start = time.perf_counter()
    QTest.keyClick(widget, key)
    app.sendPostedEvents()  # the posted layouts, then the paint of what changed: the next frame
    shown = time.perf_counter()
    unpainted = painted.count == before
    settle(app)
    presses.settled.append(time.perf_counter() - start)
    presses.shown.append(shown - start)
    assert not unpainted or not painted.watching, "a key press left its result unpainted"


def open_session_seconds(window: MainWindow, session_id: int) -> tuple[float, float]:
    """Table mode, then the Cinematic system, which reopens its last session: the seconds to
    the screen, and of which the core's replay of the stored actions (timed in the same open)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    page = window.table_page
    replayed: list[float] = []
    resume = PlaySession.resume

    def timed_resume(*args: object, **keywords: object) -> PlaySession:
        began = time.perf_counter()
        try:
            return resume(*args, **keywords)  # type: ignore[arg-type]
        finally:
            replayed.append(time.perf_counter() - began)

    PlaySession.resume = timed_resume  # type: ignore[method-assign,assignment]
    try:
        start = time.perf_counter()
        window.set_mode("table")
        page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))  # reopens it
        app.processEvents()
        opened = time.perf_counter() - start
    finally:
        PlaySession.resume = resume  # type: ignore[method-assign]
    assert page.session is not None and page.session.session_id == session_id
    return opened, sum(replayed)


@dataclass
class Opening:
    """Opening a stored session in the Table page, and of which the core's replay, from the
    same open; and reading its stored events (the floor), measured in turns with it."""

    seconds: float
    replay: float
    read: float


def opening(folder: Path, path: Path, session_id: int, runs: int = RUNS) -> Opening:
    """The best of ``runs`` openings of the session, each in a new window as after a start of
    the app, taking turns with reads of its events, so that a burst of load from another job
    hits the figure and its floor alike."""
    opened: list[tuple[float, float]] = []

    def open_once() -> float:
        # Settings of their own: a window that finds Table mode in them opens the session
        # while it is built, before the timing starts.
        (folder / f"{path.stem}.ini").unlink(missing_ok=True)
        window, controller = open_window(path, folder)
        try:
            opened.append(open_session_seconds(window, session_id))
        finally:
            window.close()
            controller.close()
        return opened[-1][0]

    read, _ = paired(lambda: read_seconds(path, session_id), open_once, runs)
    seconds, replay = min(opened)
    return Opening(seconds, replay, read)


def measure(folder: Path, prior: int) -> tuple[Presses, Opening]:
    """Key press → drawn card times after ``prior`` events, and the session's opening in the
    Table page (every stored action replayed)."""
    path = folder / f"keys{prior}.carddesk"
    session_id = campaign_with_session(path, prior)
    opened = opening(folder, path, session_id)
    window, controller = open_window(path, folder)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    page = window.table_page
    open_session_seconds(window, session_id)
    screen = page.session_screen
    assert isinstance(screen, CinematicScreen)
    screen.setFocus()
    cards = Paints()
    press(app, screen, cards, Presses())  # not timed: the first test makes the card views
    presses = Presses()
    for _ in range(KEY_PRESSES):
        cards.watch(list(screen.result.views))  # a test of more cards adds card views
        press(app, screen, cards, presses)
    events = len(page.session.events) - prior - 1
    window.close()
    controller.close()
    assert events == KEY_PRESSES, f"only {events} of {KEY_PRESSES} key presses drew a card"
    return presses, opened


AGENTS_PRIORS = (0, 2_000)
AGENTS_RATIO = 2  # an Agents key press may cost this many Cinematic ones
KEY_ROUNDS = 5  # turns the Agents and Cinematic presses take


def agents_campaign(path: Path, prior: int) -> None:
    """The demo campaign with an Agents mission of ``prior`` actions (a one-card test drawn,
    then sorted; a fresh deck when the draw pile runs low) and a Cinematic session of
    ``prior`` tests."""
    campaign_with_session(path, prior)
    with CampaignFile.open(path) as campaign:
        play_agents_session(campaign, prior)


def open_screen(window: MainWindow, system: str) -> QWidget:
    """Table mode, ``system`` chosen (its last session reopens): its screen, focused."""
    page = window.table_page
    window.set_mode("table")
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    app = QApplication.instance()
    assert isinstance(app, QApplication) and page.session_screen is not None
    app.processEvents()
    page.session_screen.setFocus()
    return page.session_screen


def agents_and_cinematic_keys(folder: Path, prior: int) -> dict[str, Presses]:
    """Agents Space (draw) and Enter (sort), and Cinematic Space (test), after ``prior``
    earlier actions in each session: each press to its result painted in the next frame.

    The two systems take turns, :data:`KEY_ROUNDS` rounds of presses each, so that a burst of
    load from another job hits the figures and their floor alike."""
    path = folder / f"agents{prior}.carddesk"
    agents_campaign(path, prior)
    window, controller = open_window(path, folder)
    presses = {"agents_space": Presses(), "agents_enter": Presses(), "cinematic": Presses()}
    for _ in range(KEY_ROUNDS):
        agents_presses(window, presses, KEY_PRESSES // KEY_ROUNDS // 2)
        cinematic_presses(window, presses["cinematic"], KEY_PRESSES // KEY_ROUNDS)
    window.close()
    controller.close()
    return presses


def agents_presses(window: MainWindow, presses: dict[str, Presses], count: int) -> None:
    """``count`` Agents tests, each a Space then an Enter, after one not timed."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    screen = open_screen(window, "agents")
    assert isinstance(screen, AgentsScreen)
    for number in range(count + 1):
        if len(screen.agents.pile(DRAW)) < 5:
            screen.perform({"do": "fresh_deck"})
            settle(app)
        drawn = Paints()  # the first press makes the card views: not timed, nor watched
        if number:
            drawn.watch([*screen.drawn.views, screen.piles.deck])
        press(app, screen, drawn, presses["agents_space"] if number else Presses())
        assert screen.agents.pending is not None, "Space drew no card"
        sorted_ = Paints()  # the plan's face again, the last test's cards on it
        if number:
            sorted_.watch([screen.last_test.title, *screen.last_test.views, screen.piles.deck])
        press(
            app,
            screen,
            sorted_,
            presses["agents_enter"] if number else Presses(),
            Qt.Key.Key_Return,
        )
        assert screen.agents.pending is None, "Enter sorted no card"


def cinematic_presses(window: MainWindow, presses: Presses, count: int) -> None:
    """``count`` Cinematic tests (Space), after one not timed."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    cinematic = open_screen(window, "cinematic")
    assert isinstance(cinematic, CinematicScreen)
    cards = Paints()
    press(app, cinematic, cards, Presses())  # not timed: the first test makes the card views
    for _ in range(count):
        cards.watch(list(cinematic.result.views))
        press(app, cinematic, cards, presses)


def report_press(name: str, shown: list[float], floors: tuple[float, float], ratio: float) -> None:
    """A key press's median and 95th percentile against their floors (milliseconds) and the
    issue's absolute targets: one frame (16 ms) median, two (33 ms) at the 95th percentile."""
    for part, value, floor, frame in (
        ("median", statistics.median(shown) * 1000, floors[0], 16),
        ("95th percentile", percentile(shown, 0.95), floors[1], 33),
    ):
        report(
            f"{name}, {part}",
            value,
            "ms",
            floor=floor,
            target=ratio,
            also=f"≤ {frame} ms",
            absolute_met=value <= frame,
        )


def report_agents_keys(folder: Path) -> None:
    for prior in AGENTS_PRIORS:
        presses = agents_and_cinematic_keys(folder, prior)
        cinematic = presses["cinematic"].shown
        floor_median = statistics.median(cinematic) * 1000
        floor_p95 = percentile(cinematic, 0.95)
        label = f"{prior:,} earlier actions"
        floor_line(f"{label}: Cinematic Space to drawn card, median", floor_median, "ms")
        floor_line(f"{label}: Cinematic Space to drawn card, 95th percentile", floor_p95, "ms")
        for key, name in (
            ("agents_space", "Space to drawn card"),
            ("agents_enter", "Enter sorted"),
        ):
            report_press(
                f"{label}: Agents {name}",
                presses[key].shown,
                (floor_median, floor_p95),
                AGENTS_RATIO,
            )


def bare_key_to_label_seconds(presses: int = KEY_PRESSES) -> list[float]:
    """The floor of a key press: a bare window whose label changes on a key, to the next
    frame, as a key press on the table is timed."""
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
    assert isinstance(app, QApplication)
    settle(app)
    painted = Paints()
    painted.watch([label])
    times = Presses()
    for _ in range(presses):
        press(app, window, painted, times)
    window.close()
    assert count[0] == presses
    return sorted(times.shown)


def percentile(seconds: list[float], share: float) -> float:
    """The value below which ``share`` of the sorted ``seconds`` lie, in milliseconds."""
    ordered = sorted(seconds)
    return ordered[min(int(len(ordered) * share), len(ordered) - 1)] * 1000


def main() -> None:
    app = QApplication.instance() or QApplication([])
    if "--agents" in sys.argv:
        with tempfile.TemporaryDirectory() as name:
            report_agents_keys(Path(name))
        return
    priors = PRIOR_EVENTS[:2] if "--quick" in sys.argv else PRIOR_EVENTS
    floor_times = bare_key_to_label_seconds()
    floor_median = statistics.median(floor_times) * 1000
    floor_p95 = percentile(floor_times, 0.95)
    floor_line("key press to a bare label painted, median", floor_median, "ms")
    floor_line("key press to a bare label painted, 95th percentile", floor_p95, "ms")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for prior in priors:
            presses, opened = measure(folder, prior)
            path = folder / f"keys{prior}.carddesk"
            read, replay = opened.read, opened.replay
            label = f"{prior:,} earlier events"
            report_press(
                f"{label}: key press to drawn card",
                presses.shown,
                (floor_median, floor_p95),
                TARGET_RATIO,
            )
            print(
                f"  {label}: the slowest press {max(presses.shown) * 1000:.1f} ms; "
                "settled after the card (odds, history line in view), median "
                f"{statistics.median(presses.settled) * 1000:.1f} ms, "
                f"95th percentile {percentile(presses.settled, 0.95):.1f} ms",
                flush=True,
            )
            if prior:
                limit = OPEN_SECONDS[prior]
                floor_line(f"reading {prior:,} stored events", read * 1000, "ms")
                bare = best_of(RUNS, lambda path=path: bare_replay_seconds(path, 1))
                floor_line(
                    f"reading and the rules alone replaying {prior:,} actions", bare * 1000, "ms"
                )
                report(
                    f"{label}: the core's reopening in the open (checks, kernel, checkpoints)",
                    replay * 1000,
                    "ms",
                    floor=bare * 1000,
                    target=REPLAY_RATIO,
                )
                report(
                    f"{label}: session opened in the Table page (every action replayed)",
                    opened.seconds * 1000,
                    "ms",
                    floor=read * 1000,
                    target=OPEN_RATIO,
                    also=f"< {limit * 1000:,.0f} ms; of which the core's replay "
                    f"{replay * 1000:,.0f} ms",
                    absolute_met=opened.seconds < limit,
                )
        report_agents_keys(folder)
    del app


def bare_replay_seconds(path: Path, session_id: int) -> float:
    """The floor of the core's replay: the stored events read, then the driver alone performs
    each stored action with its stored random values, from the setup's; no chain or event
    checked, no history, no checkpoint."""
    with CampaignFile.open(path) as campaign:
        start = time.perf_counter()
        setup = campaign.session_setup(session_id)
        events = campaign.session_events(session_id)
    rng = RecordedRandom()
    rng.replay(setup["random"])
    driver = CinematicDriver.from_setup(setup["table"], rng)
    for event in events:
        rng.replay(event["random"])
        driver.perform(event["action"])
    return time.perf_counter() - start


def read_seconds(path: Path, session_id: int) -> float:
    """The floor of opening: reading the stored events, nothing rebuilt."""
    with CampaignFile.open(path) as campaign:
        start = time.perf_counter()
        campaign.session_events(session_id)
        return time.perf_counter() - start


if __name__ == "__main__":
    main()
