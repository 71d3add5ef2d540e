"""The table view (F11): the public table in large type, for the whole table to read, with
never a private card in it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow
from deskapp.ui.style import TABLE_VIEW_BACK

from .test_table_screens import ARTIFACTS, clipped

pytestmark = pytest.mark.window(file_name="demo.carddesk", mode="table", size=(1366, 768))


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        campaign.set_options("cinematic", {"mode": "hand_management"})
    return path


@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
def test_f11_shows_the_public_table_in_large_type_and_follows_it(
    qtbot, window: MainWindow, system: str
) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    window.named_actions["table_view"].trigger()
    view = window.table_view
    assert view is not None and view.isVisible() and view.isFullScreen()
    assert page.session_box.currentText() in view.title.text()
    # The offscreen screen is small (800×600): the type shrinks until every line fits whole;
    # at a laptop's 1366×768 it stays large (test_at_1366x768_every_line_of_the_table_view_is_whole).
    assert view.title.font().pixelSize() >= 26 and view.recent.font().pixelSize() >= 15
    assert TABLE_VIEW_BACK in view.styleSheet()
    shown = "\n".join(view.values())
    assert "(A-" not in shown and "(rule" not in shown, "rule IDs stay out of the words"
    last = page.session_screen.describe_event(page.session.events[-1], page.session.events)
    assert view.recent.text().splitlines()[-1].split(" (")[0] in last
    folder = Path(__file__).parents[2] / "artifacts" / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert view.grab().save(str(folder / f"table_view_{system}.png"))
    facts = [label.text() for label in view._fact_labels]
    assert len(facts) >= 2 and all(facts)
    window.named_actions["undo"].trigger()  # the view follows the table
    assert view.recent.text() != last or len(page.session.events) == 1
    window.named_actions["table_view"].trigger()  # F11 again closes it
    assert not view.isVisible()


def test_the_table_view_never_shows_a_hand(qtbot, window: MainWindow) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Hands", ["Élodie Lefèvre", "Noël Œillet"], mirror=False)
    driver = page.session_screen.cinematic
    hands = [
        card.label for name in ("Élodie Lefèvre", "Noël Œillet") for card in driver.state.hand(name)
    ]
    assert hands
    window.named_actions["table_view"].trigger()
    shown = "\n".join(window.table_view.values())
    assert not [label for label in hands if label in shown]
    assert "Élodie Lefèvre" in shown, "the seats and their piles are public"


def test_without_a_session_f11_says_what_to_do(window: MainWindow, tmp_path: Path) -> None:
    empty = tmp_path / "empty.carddesk"
    with CampaignFile.open(empty) as campaign:
        write_demo(campaign)
    window.switch_campaign(empty)
    window.named_actions["table_view"].trigger()
    assert window.table_view is None or not window.table_view.isVisible()
    assert "Open a session" in window.statusBar().currentMessage()


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks", "cinematic"])
def test_at_1366x768_every_line_of_the_table_view_is_whole(
    qtbot, open_window, campaign_path: Path, system: str, language: str
) -> None:
    """Review 5, finding 8: Agents' last test was cut to "Žofie Kučerová's last test: 1",
    Founders' circumstances row and the title's descenders at 1366×768: each line wraps or
    shrinks to fit instead."""
    window = open_window(campaign_path, language=language)
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    screen = page.session_screen
    if system == "agents" and screen.agents.pending:  # its last test: a long line
        qtbot.mouseClick(screen.drawn.sort_button, Qt.MouseButton.LeftButton)
        assert not screen.agents.pending
    window.named_actions["table_view"].trigger()
    view = window.table_view
    assert view is not None
    view.showNormal()  # the laptop's screen, whatever the offscreen one measures
    view.resize(1366, 768)
    qtbot.waitUntil(lambda: view.size().width() == 1366 and view.size().height() == 768)
    view.layout().activate()  # laid out now, as the next turn of the event loop would
    view.grab().save(str(ARTIFACTS / f"table_view_{system}_1366x768_{language}.png"))
    labels = [view.title, view.recent_title, view.recent, view.hint, *view._fact_labels]
    assert all(label.isVisible() for label in labels)
    cut = clipped(view)
    assert cut == [], "\n".join(cut)
    # Shrunk no more than the lines need: a laptop's 768 lines still read from 2 m.
    assert view.title.font().pixelSize() >= 44
    values = [label for label in view._fact_labels if label.property("fact") == "value"]
    assert all(label.font().pixelSize() >= 36 for label in values)


def test_f11_opened_again_shows_the_table_as_it_is_now(qtbot, window: MainWindow) -> None:
    """Review, session 5: once closed, the view kept what it showed, and F11 brought it back
    stale — another system's title and facts."""
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("agents"))
    window.named_actions["table_view"].trigger()
    view = window.table_view
    assert view is not None and "Mise na Vyšehradě" in view.title.text()
    window.named_actions["table_view"].trigger()  # closed
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    window.named_actions["undo"].trigger()  # and the table moves on while it is closed
    window.named_actions["table_view"].trigger()
    assert view.isVisible()
    assert "Přístav v mlze" in view.title.text() and "Mise" not in view.title.text()
    last = page.session_screen.describe_event(page.session.events[-1], page.session.events)
    assert view.recent.text().splitlines()[-1].split(" (")[0] in last
