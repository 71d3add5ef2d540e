"""The Cinematic cards table and editor speak Czech and French: every visible text, the
history written from the stored events, and a history played in French read again in Czech.

The words checked are the Cinematic screen's and editor's own (the window around them,
its menus and the table page, are checked by their own tests); the demo campaign's
texts — names, attributes, skills, spells — are the users' and stay as written.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from deskapp.core.i18n import current_language
from deskapp.systems.cinematic.ui.editor import CinematicEditor
from deskapp.systems.cinematic.ui.screen import CinematicScreen
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.page import NewSessionDialog

from .speaking import english_left, visible_texts

LANGUAGES = ["cs", "fr"]


def speaking(language: str) -> pytest.MarkDecorator:
    return pytest.mark.window(
        campaign="demo_sessions",
        mode="table",
        system="cinematic",
        language=language,
        size=(1366, 768),
    )


def screen_of(window: MainWindow) -> CinematicScreen:
    screen = window.table_page.session_screen
    assert isinstance(screen, CinematicScreen) and screen.session is not None
    return screen


def history(window: MainWindow) -> list[str]:
    panel = window.table_page.history
    return [panel.item(row).text() for row in range(panel.count())]


def play_a_little(qtbot, window: MainWindow) -> CinematicScreen:
    """A new hand-management session of the demo's players (the demo's own is a mirror table
    in direct draw): a test, a blessing, a curse, looks with powers — every kind of line."""
    window.controller.campaign.set_options("cinematic", {"mode": "hand_management"})

    def fill_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewSessionDialog)
        dialog.name_edit.setText("Nuit deux")
        dialog.mirror.setChecked(False)
        dialog.accept()

    QTimer.singleShot(0, fill_and_accept)
    qtbot.mouseClick(window.table_page.new_button, Qt.MouseButton.LeftButton)
    screen = screen_of(window)
    first, second = [seat.name for seat in screen.cinematic.view().seats][:2]
    before = len(history(window))
    screen.perform_test()
    screen.perform({"do": "bless", "player": first, "level": 1, "name": None, "cards": None})
    screen.perform({"do": "curse", "player": second, "level": 1, "name": "Mauvais œil"})
    screen.perform({"do": "peek", "power": "insight", "viewer": second, "target": first})
    screen.perform({"do": "peek", "power": "astral_vision", "viewer": first, "target": second})
    screen.perform({"do": "peek", "power": "mental_sight", "viewer": first, "target": first})
    screen.perform({"do": "test", "player": "Chronicler", "attribute": 3, "skill": 2})
    assert len(history(window)) == before + 7, screen.problem.text()
    return screen


def no_english(texts: list[tuple[str, str]], language: str, campaign_path: Path) -> None:
    left = english_left(mine(texts), language, campaign_path)
    assert left == [], "\n".join(left)


def mine(texts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The texts the Cinematic screen and editor write: the shared widgets inside them (the
    odds panel, a card's own description, the list editor's buttons and hint, the tooltips'
    "Rules:" line) are their owners' to check."""
    kept = []
    for where, text in texts:
        if "odds_panel" in where or where.endswith(("CardView", "QGroupBox/QPushButton")):
            continue
        if where.endswith("ListView") and text.startswith("Double-click"):
            continue
        lines = [line for line in text.split("\n") if not line.startswith("Rules: ")]
        kept.append((where, "\n".join(lines)))
    return kept


def lines_of(window: MainWindow) -> list[tuple[str, str]]:
    return [("history", line) for line in history(window)]


@pytest.mark.parametrize(
    "language", [pytest.param(code, marks=speaking(code), id=code) for code in LANGUAGES]
)
def test_the_table_and_its_history_speak_the_language(
    qtbot, window: MainWindow, campaign_path: Path, language: str
) -> None:
    """Rules U-20 … U-41 on screen: seats, builder, result, hand, powers and history lines."""
    assert current_language() == language
    screen = play_a_little(qtbot, window)
    no_english(visible_texts(screen), language, campaign_path)
    screen.tabs.setCurrentWidget(screen.powers)
    for row in range(screen.powers.power.count()):  # every power's name and reach
        screen.powers.power.setCurrentIndex(row)
        no_english(visible_texts(screen.powers), language, campaign_path)
    no_english(lines_of(window), language, campaign_path)


@pytest.mark.parametrize(
    "language", [pytest.param(code, marks=speaking(code), id=code) for code in LANGUAGES]
)
def test_the_editor_speaks_the_language(
    window: MainWindow, campaign_path: Path, language: str
) -> None:
    """A new character's editor, its six Unisystem attributes in the language (U-01, U-30, U-31)."""
    window.set_mode("characters")
    window.named_actions["new_cinematic"].trigger()
    editor = window.character_page.editors["cinematic"]
    assert isinstance(editor, CinematicEditor) and editor.isVisible()
    texts = visible_texts(editor)
    no_english(texts, language, campaign_path)
    # The attributes a new character starts with are the language's (then the player's own).
    first = editor.attributes.model.index(0, 0).data()
    assert first == {"cs": "Síla", "fr": "Force"}[language]


@pytest.mark.window(campaign="demo_sessions", mode="table", system="cinematic", language="fr")
def test_a_history_played_in_french_reads_in_czech_after_a_switch(
    qtbot, window: MainWindow, campaign_path: Path
) -> None:
    """The history is written from stored events at display time: nothing kept in French."""
    play_a_little(qtbot, window)
    french = history(window)
    assert any("Bénédiction" in line for line in french)
    assert any("Perspicacité" in line for line in french)
    czech_window = window.switch_language("cs")
    assert czech_window.table_page.system == "cinematic"
    czech = history(czech_window)
    assert len(czech) == len(french)
    assert any("požehnání" in line for line in czech)
    assert any("Vhled" in line for line in czech)
    assert not any("Bénédiction" in line or "Perspicacité" in line for line in czech)
    no_english(lines_of(czech_window), "cs", campaign_path)
