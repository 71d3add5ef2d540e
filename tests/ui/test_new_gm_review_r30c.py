"""Minors a fresh new-GM review found on the table and in the editors (r30b, r30c).

Each test drives the real window the way the reviewer met the problem. Screenshots go to
``artifacts/screens/r30c_*.png`` (or ``$CARDDESK_ARTIFACTS``), to be looked at.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from deskapp.core.store import CampaignFile
from deskapp.systems.cinematic.ui.screen import CinematicScreen
from deskapp.ui.main_window import MainWindow
from deskapp.ui.options_dialog import OptionsDialog
from deskapp.ui.table.big_screen import DieFace
from deskapp.ui.table.page import NewSessionDialog
from deskapp.ui.update_sheets_dialog import UpdateSheetsDialog

from .test_deck_dialogs import lines, open_dialog
from .test_table_screens import ARTIFACTS, clipped, fully_in_sight

SIZES = [(1100, 720), (1366, 768)]
LANGUAGES = ["en", "cs", "fr"]


def keep(window: Any, name: str) -> None:
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"r30c_{name}.png"))


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", exposed=True, active=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_cinematic_editor_fits_a_small_screen(
    qtbot, open_window, campaign_path, size, language
) -> None:
    """r30c C2: the third list was cut behind a sideways scroll bar and the fields that add
    an entry were below the fold: every list and its entry row are in sight."""
    window: MainWindow = open_window(campaign_path, size=size, language=language)
    window.set_mode("characters")
    page = window.character_page
    first = next(
        row for row in window.controller.campaign.characters() if row.system == "cinematic"
    )
    page.show_character(first.id)
    editor = page.editors["cinematic"]
    qtbot.waitUntil(editor.isVisible)
    scroll = page.sheet_scroll
    needed = [editor.luck_slider, editor.notes]
    for panel in (editor.attributes, editor.skills, editor.blessings):
        assert panel.box is not None and panel.name_field is not None
        needed += [panel.name_field, *panel.entry_fields.values(), panel.add_button]
        needed += [panel.remove_button]
    try:
        qtbot.waitUntil(lambda: all(fully_in_sight(widget) for widget in needed), timeout=2000)
    except qtbot.TimeoutError:
        pass
    keep(window, f"cinematic_editor_{size[0]}x{size[1]}_{language}")
    assert not scroll.horizontalScrollBar().isVisible(), "part of the sheet is past the edge"
    assert [
        widget.objectName() or type(widget).__name__
        for widget in needed
        if not fully_in_sight(widget)
    ] == []
    for panel in (editor.attributes, editor.skills, editor.blessings):
        title_width = panel.box.fontMetrics().horizontalAdvance(panel.box.title())
        assert title_width < panel.box.width(), panel.box.title()


def new_session(qtbot: Any, window: MainWindow) -> None:
    """New session… and OK, as the GM does; the window active again after the dialog."""

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewSessionDialog)
        dialog.accept()

    QTimer.singleShot(0, accept)
    qtbot.mouseClick(window.table_page.new_button, Qt.MouseButton.LeftButton)
    with qtbot.waitActive(window):
        window.activateWindow()


def in_sight(qtbot: Any, widget: QWidget) -> bool:
    try:
        qtbot.waitUntil(lambda: fully_in_sight(widget), timeout=2000)
    except qtbot.TimeoutError:
        return False
    return True


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", exposed=True, active=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_played_from_the_hand_says_where_it_comes_from_and_shows_its_result(
    qtbot, open_window, campaign_path, size, language
) -> None:
    """r30c H1–H3: "Jouer la carte (Espace)" was cut on both sides, choosing a hand card
    unticked "Initiated by the player" without a word, and the result was below the fold."""
    with CampaignFile.open(campaign_path) as campaign:
        campaign.set_options("cinematic", {"mode": "hand_management"})
    window = open_window(campaign_path, size=size, language=language, mode="table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("cinematic"))
    new_session(qtbot, window)
    screen = page.session_screen
    assert isinstance(screen, CinematicScreen)
    builder = screen.builder
    assert builder.initiated.isVisible() and builder.initiated.isChecked()
    if language == "en":
        assert builder.initiated.text() == "Player's &initiative"
        assert builder.hint.text() == (
            "Ready: the player's initiative, so Space draws from the draw pile."
        )
    # Unticked, Space asks for a hand card and brings the hand where it is chosen into sight.
    qtbot.mouseClick(builder.initiated, Qt.MouseButton.LeftButton)
    builder.go.setFocus()
    qtbot.keyClick(builder.go, Qt.Key.Key_Space)
    reveal = screen.hand.reveal
    assert screen.tabs.currentWidget() is screen.hand
    assert in_sight(qtbot, reveal.ask)
    qtbot.mouseClick(builder.initiated, Qt.MouseButton.LeftButton)  # ticked again
    assert builder.initiated.isChecked()

    qtbot.mouseClick(reveal.ask, Qt.MouseButton.LeftButton)
    cards = [view for view in reveal.content.views if not view.isHidden()]
    screen.scroller.ensureWidgetVisible(cards[0])  # the GM scrolls down to the hand
    qtbot.mouseClick(cards[0], Qt.MouseButton.LeftButton)
    assert builder.chosen is not None
    assert not builder.initiated.isChecked()
    assert not screen.problem.isVisible(), "the refusal asking for a card is answered"
    # The tick changed: the line under it says so, in the tick's own words.
    if language == "en":
        assert builder.hint.text() == (
            "Ready: not the player's initiative, so the chosen card of the hand plays "
            "(it stays hidden)."
        )
    go = builder.go
    qtbot.waitUntil(lambda: go.width() >= go.sizeHint().width())
    assert clipped(builder) == []
    keep(window, f"hand_chosen_{size[0]}x{size[1]}_{language}")

    go.setFocus()
    qtbot.keyClick(go, Qt.Key.Key_Space)
    assert screen.result.outcome.text()
    assert in_sight(qtbot, screen.result.outcome), "the result of the card just played"
    try:
        qtbot.waitUntil(lambda: clipped(screen.result) == [], timeout=2000)
    except qtbot.TimeoutError:
        pass
    assert clipped(screen.result) == []
    keep(window, f"hand_played_{size[0]}x{size[1]}_{language}")


@pytest.mark.window(
    campaign="demo", file_name="demo.carddesk", active=True, mode="table", system="dice_banks"
)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_skill_typed_by_its_kind_and_level_says_them_once(
    qtbot, window: MainWindow, language: str
) -> None:
    """r30b: a roll of "Other skill…", talent 3, read "talent 3 (talent 3)" on the desk and in
    the history; a named skill keeps its kind and level beside its name."""
    new_session(qtbot, window)
    screen = window.table_page.session_screen
    builder = screen.builder
    builder.skill.setCurrentIndex(builder.skill.findData("__other__"))
    builder.other_kind.setCurrentIndex(builder.other_kind.findData("talent"))
    builder.other_level.setValue(3)
    qtbot.mouseClick(builder.roll_button, Qt.MouseButton.LeftButton)
    words = {"en": "talent 3", "cs": "talent 3", "fr": "talent 3"}[language]
    title = screen.tray.title.text()
    line = window.table_page.history.item(window.table_page.history.count() - 1).text()
    for text in (title, line):
        assert text.count(words) == 1, text
        assert f"({words})" not in text, text
    # A named skill: "Síla (talent 5)", its kind and level once, in brackets.
    builder.skill.setCurrentIndex(0)
    named = builder.skill.currentData()
    qtbot.mouseClick(builder.roll_button, Qt.MouseButton.LeftButton)
    title = screen.tray.title.text()
    assert f"{named} (" in title and title.count("(") == 1, title


GAME_MASTERS = {
    ("agents", "en"): "The Coordinator looks",
    ("agents", "cs"): "Koordinátor se dívá",
    ("agents", "fr"): "Le Coordinateur regarde",
    ("cinematic", "en"): "The Chronicler looks",
    ("cinematic", "cs"): "Kronikář se dívá",
    ("cinematic", "fr"): "Le Chroniqueur regarde",
}


@pytest.mark.window(campaign="demo", mode="table")
@pytest.mark.parametrize("system", ["agents", "cinematic"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_game_master_looking_at_the_deck_has_the_name_the_app_gives_him(
    qtbot, open_window, campaign_path, system: str, language: str
) -> None:
    """r30b: Czech "Vypravěč se dívá…" in the history, while the Agents game master is the
    Coordinator (Koordinátor) everywhere else: one name per role."""
    window = open_window(campaign_path, system=system, language=language)
    page = window.table_page
    names = [row.name for row in window.controller.campaign.characters() if row.system == system]
    assert page.start_session("Night", names[:2], mirror=False)
    dialog = open_dialog(window, "look", qtbot)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    dialog.close()
    assert lines(window)[-1].split("  ", 1)[1].startswith(GAME_MASTERS[system, language])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_empty_characters_page_names_the_real_menu_items(
    open_window, campaign_path, language: str
) -> None:
    """r30b: the empty page said "Character → New" while the menu reads "New Agents
    Character" …: its words name the menu and its items as the menu bar shows them."""
    window = open_window(campaign_path, language=language)
    window.set_mode("characters")
    hint = window.character_page.empty_hint
    assert hint.isVisible()
    menu = next(
        action.menu()
        for action in window.menuBar().actions()
        if action.menu() is not None
        and window.named_actions["new_agents"] in action.menu().actions()
    )
    assert menu.title().replace("&", "") in hint.text()
    news = [action for action in menu.actions() if action.objectName().startswith("new_")]
    assert len(news) == 4
    for action in news:
        assert action.text().replace("&", "") in hint.text().splitlines()


@pytest.mark.window(campaign="demo", mode="table", system="dice_banks", active=True)
def test_the_big_screen_shows_an_explosion_beside_the_die_that_exploded(
    qtbot, window: MainWindow
) -> None:
    """r30c: F11 showed "7 10 3 4" for a 3-dice roll whose 10 exploded into a 4, as four
    equal dice, under a title that said Card Desk twice."""
    page = window.table_page
    names = [
        row.name for row in window.controller.campaign.characters() if row.system == "dice_banks"
    ]
    assert page.start_session("Brod", names, mirror=True)
    screen = page.session_screen
    builder = screen.builder
    builder.dice.setValue(3)
    builder.faces.setFocus()
    qtbot.keyClicks(builder.faces, "7 10 3 4")
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    assert "↻ 4" in window.table_page.history.item(page.history.count() - 1).text()
    window.named_actions["table_view"].trigger()
    view = window.table_view
    assert view is not None and view.isVisible()
    dice = [widget for widget in view._face_widgets if isinstance(widget, DieFace)]
    assert [die.value for die in dice] == [7, 10, 4, 3]
    marks = [
        widget.text() for widget in view._face_widgets if widget.objectName() == "table_view_card"
    ]
    assert marks == ["↻"], "the reroll, and only it, is marked as the desk marks it"
    assert view.windowTitle() == "Table View", "the desktop adds the app's name itself"


@pytest.mark.window(campaign="demo", mode="table", system="agents")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_counts_can_be_set_only_for_a_custom_deck(
    qtbot, open_window, campaign_path, language: str
) -> None:
    """r30c: "Black cards 26 / Red cards 26" were editable while the deck was the standard
    52: they follow the deck chosen above them, in the dialog Table Options… opens."""
    window = open_window(campaign_path, language=language)
    seen: list[tuple[bool, bool]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, OptionsDialog)
        deck, black, red = (dialog.fields[name] for name in ("deck", "black", "red"))
        assert isinstance(deck, QComboBox) and deck.currentData() == "standard52"
        seen.append((black.isEnabled(), red.isEnabled()))
        deck.setCurrentIndex(deck.findData("red_black"))
        seen.append((black.isEnabled(), red.isEnabled()))
        deck.setCurrentIndex(deck.findData("standard54"))
        seen.append((black.isEnabled(), red.isEnabled()))
        dialog.reject()

    QTimer.singleShot(0, look)
    qtbot.mouseClick(window.table_page.options_button, Qt.MouseButton.LeftButton)
    assert seen == [(False, False), (True, True), (False, False)]


@pytest.mark.window(
    campaign="demo_sessions",
    file_name="demo.carddesk",
    exposed=True,
    active=True,
    mode="table",
    system="founders",
)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_update_sheets_banner_does_not_cut_the_circumstances(
    qtbot, open_window, campaign_path, size, language: str
) -> None:
    """r30c U1: the banner of what Update Sheets wrote cut the scene's circumstance cards in
    half at the top until it went: they stay whole, and the check's roll button in sight."""
    window = open_window(campaign_path, size=size, language=language)
    page = window.table_page
    screen = page.session_screen
    area, roll = screen.circumstance_area, screen.check.roll_button

    def cut() -> bool:
        top = area.mapTo(screen.scroller.viewport(), QPoint(0, 0)).y()
        return top < 0 < top + area.height()

    qtbot.waitUntil(lambda: fully_in_sight(roll))
    height = screen.height()
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(UpdateSheetsDialog, "update_sheets_dialog")
    assert dialog is not None
    dialog.accept()
    qtbot.waitUntil(lambda: page.message.isVisible() and screen.height() < height)
    for _ in range(3):  # the resize's layout, then the scroll it queues after it
        QApplication.processEvents()
    keep(window, f"update_banner_{size[0]}x{size[1]}_{language}")
    assert not cut(), "a circumstance card cut in half at the top"
    assert fully_in_sight(roll)
