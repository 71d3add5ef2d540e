"""Table page → "Players' phones…": the server for the open session, a QR code per player,
revoking a link, and the server stopping with the session (issue 27)."""

from __future__ import annotations

import os
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QLabel, QPushButton

from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow
from deskapp.ui.players.bridge import PhonesFeed
from deskapp.ui.players.dialog import PlayersDialog
from deskapp.ui.players.qr import QUIET, qr_image, qr_matrix
from deskapp.ui.style import refusal_style

from .speaking import english_left, visible_texts

pytestmark = pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table")


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        campaign.set_options("cinematic", {"mode": "hand_management"})
    return path


def _opened(qtbot, window: MainWindow) -> tuple[PlayersDialog, PhonesFeed]:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    players = window.controller.campaign.names_of_system("cinematic")
    assert page.start_session("Phones", players, mirror=False), page.message.text()
    qtbot.mouseClick(page.phones_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(PlayersDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.address.setCurrentText("127.0.0.1")
    dialog.port.setValue(0)
    with qtbot.waitSignal(dialog.feed.started):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return dialog, dialog.feed


def _status(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_the_dialog_serves_the_session_with_one_code_per_player(qtbot, window: MainWindow) -> None:
    dialog, feed = _opened(qtbot, window)
    server = feed.server
    assert server is not None and server.host == "127.0.0.1" and server.port
    assert feed.players and "127.0.0.1" in dialog.status.text()
    codes = dialog.players.findChildren(QLabel, "qr")
    assert len(codes) == len(feed.players)
    assert all(not code.pixmap().isNull() for code in codes)
    for player in feed.players:
        url = server.url(player)
        assert url.startswith(f"http://127.0.0.1:{server.port}/p/")
        assert _status(url)[0] == 200
    urls = {server.url(player) for player in feed.players}
    assert len(urls) == len(feed.players), "each player has a link of their own"


def test_a_gm_action_reaches_the_server_after_the_repaint(qtbot, window: MainWindow) -> None:
    _dialog, feed = _opened(qtbot, window)
    screen = window.table_page.session_screen
    assert screen is not None
    action = {"do": "bless", "player": feed.players[0], "level": 1, "name": None, "cards": None}
    with qtbot.waitSignal(feed.published):
        assert screen.perform(action) is not None, screen.problem.text()


def test_a_revoked_link_is_refused_and_a_new_one_works(qtbot, window: MainWindow) -> None:
    dialog, feed = _opened(qtbot, window)
    server = feed.server
    assert server is not None
    player = feed.players[0]
    old = server.url(player)
    box = dialog.players.findChild(QFrame, f"phone_{player}")
    assert box is not None
    qtbot.mouseClick(box.findChild(QPushButton, "revoke"), Qt.MouseButton.LeftButton)
    code, page = _status(old)
    assert code == 410 and "ask the game master" in page.casefold()
    box = dialog.players.findChild(QFrame, f"phone_{player}")
    state = box.findChild(QLabel, "state") if box is not None else None
    assert state is not None and state.text() == "Link revoked"
    qtbot.mouseClick(box.findChild(QPushButton, "reissue"), Qt.MouseButton.LeftButton)
    new = server.url(player)
    assert new and new != old and _status(new)[0] == 200 and _status(old)[0] == 410


def test_leaving_the_session_stops_the_server(qtbot, window: MainWindow) -> None:
    dialog, feed = _opened(qtbot, window)
    server = feed.server
    assert server is not None
    url = server.url(feed.players[0])
    with qtbot.waitSignal(feed.stopped):
        window.table_page.open_session(None)
    assert feed.server is None and dialog.start_button.text() == "Start"
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url, timeout=5)


def test_the_qr_image_draws_segnos_matrix_in_whole_pixels() -> None:
    text = "http://192.168.1.23:8765/p/abcdefghijklmnopqrstuv"
    matrix = qr_matrix(text)
    image = qr_image(text, 200)
    cell = image.width() // (len(matrix) + 2 * QUIET)
    assert cell >= 2 and image.width() == cell * (len(matrix) + 2 * QUIET)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            colour = image.pixelColor(
                (x + QUIET) * cell + cell // 2, (y + QUIET) * cell + cell // 2
            )
            assert colour == (QColor("black") if dark else QColor("white")), (x, y)
    assert image.pixelColor(1, 1) == QColor("white")


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_dialog_speaks_the_language_and_nothing_is_cut_at_1366x768(
    qtbot, open_window, campaign_path: Path, tmp_path: Path, language: str
) -> None:
    window = open_window(campaign_path, language=language, size=(1366, 768), exposed=True)
    dialog, _feed = _opened(qtbot, window)
    dialog.layout().activate()
    assert dialog.width() <= 1366 and dialog.height() <= 768
    assert english_left(visible_texts(dialog), language, campaign_path) == []
    for button in dialog.findChildren(QPushButton):
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), button.text()
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and not label.wordWrap() and label.text():
            assert label.width() >= label.sizeHint().width(), label.text()
    shots = Path(os.environ.get("CARDDESK_SHOTS", tmp_path))
    dialog.grab().save(str(shots / f"players_phones_{language}.png"))


def test_without_a_session_the_page_says_to_open_one_first(qtbot, window: MainWindow) -> None:
    page = window.table_page
    page.open_session(None)
    qtbot.mouseClick(page.phones_button, Qt.MouseButton.LeftButton)
    assert page.findChild(PlayersDialog) is None
    assert (
        "session first" in page.message.text()
        and page.message.words.styleSheet() == refusal_style()
        and page.message.isVisible()
    )
