"""The table view (F11), the big screen: the public projection in large type and big faces,
for the whole table to read from three metres, with never a private card in it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.store import CampaignFile
from deskapp.ui.main_window import MainWindow
from deskapp.ui.style import TABLE_VIEW_BACK
from deskapp.ui.table.big_screen import CardFace, DieFace
from deskapp.ui.table.table_view import READABLE, TableViewWindow

from .test_table_screens import ARTIFACTS, clipped

pytestmark = pytest.mark.window(file_name="demo.carddesk", mode="table", size=(1366, 768))

SYSTEMS = ["agents", "founders", "dice_banks", "cinematic"]
CODES = ("QD", "9S", "2C", "KS", "7C", "3H", "QH", "4C", "AS", "7D", "10H", "6S")
"""The demo's cards as codes: never shown on the big screen."""


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "demo.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        campaign.set_options("cinematic", {"mode": "hand_management"})
    return path


def words_on(view: TableViewWindow) -> list[str]:
    """Every word the view shows now, its card and dice faces' names too (for checking that
    nothing private is there)."""
    return [label.text() for label in view.findChildren(QLabel)] + [
        widget.accessibleName() for widget in view.findChildren(QWidget)
    ]


def open_view(qtbot, window: MainWindow, system: str) -> TableViewWindow:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    window.named_actions["table_view"].trigger()
    view = window.table_view
    assert view is not None and view.isVisible()
    return view


def at_size(qtbot, view: TableViewWindow, width: int, height: int) -> None:
    view.showNormal()  # the screen's size, whatever the offscreen one measures
    view.resize(width, height)
    qtbot.waitUntil(lambda: view.width() == width and view.height() == height)
    view.layout().activate()  # laid out now, as the next turn of the event loop would


def glyph_height(label) -> int:
    """How high a line of the label's type stands, ascent to descent, in pixels."""
    metrics = QFontMetrics(label.font())
    return metrics.ascent() + metrics.descent()


@pytest.mark.parametrize("system", SYSTEMS)
def test_f11_shows_the_last_draw_as_faces_and_follows_the_table(
    qtbot, window: MainWindow, system: str
) -> None:
    page = window.table_page
    view = open_view(qtbot, window, system)
    assert view.isFullScreen()
    assert page.session_box.currentText() in view.title.text()
    assert TABLE_VIEW_BACK in view.styleSheet()
    faces = [w for w in view._face_widgets if isinstance(w, (CardFace, DieFace))]
    assert faces, "the last draw or roll as card or dice faces"
    assert view.who.text() and view.result.text()
    shown = "\n".join(words_on(view))
    assert "(A-" not in shown and "(rule" not in shown, "rule IDs stay out of the words"
    assert "Undo" not in shown and "Redo" not in shown
    assert not [code for code in CODES if code in shown.split()], "card codes never shown"
    facts = [label.text() for label in view._fact_labels]
    assert len(facts) >= 2 and all(facts)
    headings = [label.text() for label in view._fact_labels if label.property("fact") == "heading"]
    values = [label.text() for label in view._fact_labels if label.property("fact") == "value"]
    assert not [v for h, v in zip(headings, values, strict=True) if v.startswith(h)], (
        "no label repeated inside its value"
    )
    before = words_on(view)
    window.named_actions["undo"].trigger()  # the view follows the table: an undone draw goes
    assert words_on(view) != before
    window.named_actions["table_view"].trigger()  # F11 again closes it
    assert not view.isVisible()


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("system", SYSTEMS)
def test_the_big_screen_reads_from_three_metres_and_nothing_is_cut(
    qtbot, open_window, campaign_path: Path, system: str, size: tuple[int, int], language: str
) -> None:
    """Issue 27: at 1366×768 and 1920×1080 the result and the cards' values at least 48 px
    high, nothing cut, in every language."""
    window = open_window(campaign_path, language=language)
    view = open_view(qtbot, window, system)
    at_size(qtbot, view, *size)
    width, height = size
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / f"table_view_{system}_{width}x{height}_{language}.png"
    assert view.grab().save(str(shot))
    cut = clipped(view)
    assert cut == [], "\n".join(cut)
    assert view.result.isVisible() and glyph_height(view.result) >= READABLE
    values = [w for w in view._face_widgets if not isinstance(w, (CardFace, DieFace))]
    assert all(glyph_height(label) >= READABLE and label.isVisible() for label in values)
    for face in view._face_widgets:
        if isinstance(face, CardFace):
            assert face.face_rect().height() >= 3 * READABLE, "a card face large enough to read"
        if isinstance(face, DieFace):
            assert face.face_rect().height() >= 1.5 * READABLE
            if face.sides != 6:
                assert face.number_font_pixels() >= READABLE * 0.9
    inside = view.rect()
    for widget in [view.title, view.result, view.hint, *view._fact_labels, *view._face_widgets]:
        box = widget.geometry()
        top_left = widget.mapTo(view, box.topLeft() - widget.pos())
        assert inside.contains(top_left), f"{widget.objectName()} starts off the screen"
        assert top_left.y() + widget.height() <= height + 1, f"{widget.text()} runs off screen"


def test_the_big_screen_never_shows_a_hand(qtbot, window: MainWindow) -> None:
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Hands", ["Élodie Lefèvre", "Noël Œillet"], mirror=False)
    driver = page.session_screen.cinematic
    hands = [
        card.label for name in ("Élodie Lefèvre", "Noël Œillet") for card in driver.state.hand(name)
    ]
    assert hands
    window.named_actions["table_view"].trigger()
    shown = "\n".join(words_on(window.table_view))
    assert not [label for label in hands if label in shown]
    assert "Élodie Lefèvre" in shown, "the seats and their piles are public"
    assert not window.table_view._face_widgets or window.table_view.result.text()


def test_without_a_session_f11_says_what_to_do(window: MainWindow, tmp_path: Path) -> None:
    empty = tmp_path / "empty.carddesk"
    with CampaignFile.open(empty) as campaign:
        write_demo(campaign)
    window.switch_campaign(empty)
    window.named_actions["table_view"].trigger()
    assert window.table_view is None or not window.table_view.isVisible()
    assert "Open a session" in window.statusBar().currentMessage()


def test_f11_opened_again_shows_the_table_as_it_is_now(qtbot, window: MainWindow) -> None:
    """Review, session 5: once closed, the view kept what it showed, and F11 brought it back
    stale — another system's title and facts."""
    page = window.table_page
    view = open_view(qtbot, window, "agents")
    assert "Mission at the old fortress" in view.title.text()
    window.named_actions["table_view"].trigger()  # closed
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    window.named_actions["undo"].trigger()  # and the table moves on while it is closed
    window.named_actions["table_view"].trigger()
    assert view.isVisible()
    assert "Foggy harbour" in view.title.text() and "Mise" not in view.title.text()
    assert view.public["last"]["who"] in view.who.text()


def test_the_seed_fingerprint_and_the_players_qr_codes(qtbot, window: MainWindow) -> None:
    """Issue 28: the seed's fingerprint is on the big screen; issue 27: with the players'
    server running, one QR code per player (the dialog's QR maker)."""
    from deskapp.core.fair import fingerprint  # noqa: PLC0415
    from deskapp.ui.players.bridge import PhonesFeed  # noqa: PLC0415

    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    assert page.start_session("Seeded", ["Élodie Lefèvre", "Noël Œillet"], mirror=False)
    committed = page.session.seed_commitment()
    assert committed is not None
    view = open_view(qtbot, window, "cinematic")
    assert fingerprint(committed) in view.seed.text()
    assert not view._code_widgets, "no QR codes while no server runs"
    feed = PhonesFeed(page)
    feed.start("127.0.0.1", 0)  # the view follows the server: the codes appear
    try:
        qtbot.waitUntil(lambda: len(view._code_widgets) == 4)
        codes = [w for w in view._code_widgets if w.objectName() == "table_view_qr"]
        assert len(codes) == 2 and all(not code.pixmap().isNull() for code in codes)
        names = [w.text() for w in view._code_widgets if w.objectName() == "table_view_qr_name"]
        assert names == ["Élodie Lefèvre", "Noël Œillet"]
        feed.stop()
        assert not view._code_widgets, "the codes go with the server"
        feed.start("127.0.0.1", 0)
        assert len(view._code_widgets) == 4, "and come back with it"
    finally:
        feed.stop()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_long_draw_and_many_dice_still_fit(qtbot, size: tuple[int, int]) -> None:
    """Seven cards, or a dozen exploding dice and long words: faces shrink, the values and the
    result stay at least 48 px, nothing is cut."""
    view = TableViewWindow()
    qtbot.addWidget(view)
    at_size(qtbot, view, *size)
    cards = [{"label": f"{rank}♥", "face": f"{rank}H"} for rank in ("A", 2, 3, 10, "J", "Q", "K")]
    numbers = [
        {"name": f"Character {n}", "lines": [{"label": "Luck", "value": str(n)}]} for n in range(6)
    ]
    words = "a very long result in words, as a language may need, " * 2
    for last in (
        {"who": "Žofie Kučerová", "what": "aspects " * 12, "result": words, "cards": cards},
        {
            "who": "Radek",
            "what": "Fencing",
            "result": words,
            "dice": list(range(1, 11)) * 2,
            "sides": 10,
        },
    ):
        view.show_public({"system": "S", "session": "N", "last": last, "numbers": numbers})
        view.layout().activate()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        kind = "cards" if "cards" in last else "dice"
        assert view.grab().save(str(ARTIFACTS / f"table_view_many_{kind}_{size[0]}.png"))
        cut = clipped(view)
        assert cut == [], "\n".join(cut)
        assert glyph_height(view.result) >= READABLE
        assert view.card_values.isVisible() and glyph_height(view.card_values) >= READABLE
        if "cards" in last:
            assert "♥" in view.card_values.text() and "AH" not in view.card_values.text()
        bottom = view.result.mapTo(view, view.result.rect().bottomLeft()).y()
        assert bottom <= size[1], "the result is on the screen"
    # Then a short draw: its two cards take the whole row again, large.
    view.show_public({"system": "S", "session": "N", "last": {"who": "Ann", "cards": cards[:2]}})
    view.layout().activate()
    faces = [face for face in view._face_widgets if isinstance(face, CardFace)]
    assert len(faces) == 2 and all(face.face_rect().height() >= 5 * READABLE for face in faces)
