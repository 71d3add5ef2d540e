"""View → Language: Čeština, Français, English, at once and without a restart.

The window is built again in the new language where the old one stood: same mode,
character, table system and open session, same size and docks; the choice is saved
and used at the next start, ``--language`` wins for one run, Qt's own buttons speak
the language too, and a session's history is rendered again from its events.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QWidget

from deskapp.core import i18n
from deskapp.core.i18n import TRANSLATIONS
from deskapp.ui.campaign_list import system_titles
from deskapp.ui.i18n import LANGUAGE_KEY, chosen_language
from deskapp.ui.main_window import MainWindow
from deskapp.ui.print_options import PrintOptionsPanel

pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="demo.carddesk")

MENUS = {
    "en": ["&File", "&Edit", "&Character", "&View", "&Help"],
    "cs": ["&Soubor", "Úpr&avy", "&Postava", "&Zobrazit", "&Nápověda"],
    "fr": ["&Fichier", "É&dition", "&Personnage", "&Affichage", "Aid&e"],
}


def test_each_menu_bar_letter_opens_one_menu() -> None:
    """Alt+letter opens one menu: no two titles of a language share their mnemonic
    (French Édition and Aide both took D)."""
    for titles in MENUS.values():
        letters = [title[title.index("&") + 1].lower() for title in titles]
        assert len(set(letters)) == len(letters), titles


CANCEL = {"en": "Cancel", "cs": "Zrušit", "fr": "Annuler"}


def switch(window: MainWindow, language: str) -> MainWindow:
    """Choose the language in View → Language, as a user does; the window built instead."""
    action = window.findChild(QAction, f"language_{language}")
    assert action is not None and action.text() == i18n.LANGUAGES[language]
    action.trigger()
    assert window.successor is not None and window.successor is not window
    return window.successor


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def history_lines(window: MainWindow) -> list[str]:
    panel = window.table_page.history
    texts = [panel.item(row).text() for row in range(panel.count())]
    return [text for text in texts if not text.startswith("⋯")]


def finished(context: str, language: str) -> bool:
    """Whether the catalogue holds finished translations of a context (another part of
    issue 16 may not have landed yet)."""
    root = ElementTree.parse(TRANSLATIONS / f"carddesk_{language}.ts").getroot()
    return any(
        (message.find("translation") is not None)
        and message.find("translation").get("type") != "unfinished"
        for context_element in root.iter("context")
        if context_element.findtext("name") == context
        for message in context_element.iter("message")
    )


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_switching_rebuilds_the_window_in_the_language_keeping_mode_and_character(
    open_window, campaign_path, settings, language
):
    window = open_window(campaign_path, mode="characters", size=(1366, 768))
    assert menu_titles(window) == MENUS["en"]
    character = window.character_model.index(2, 0)  # Agents, Coordinator's cards, an agent
    window.campaign_list.setCurrentIndex(character)
    chosen = window.selected_character_id()
    assert chosen is not None
    geometry = window.geometry()

    successor = switch(window, language)
    assert i18n.current_language() == language
    assert menu_titles(successor) == MENUS[language]
    assert successor.mode == "characters"
    assert successor.selected_character_id() == chosen
    assert successor.character_page.row is not None and successor.character_page.row.id == chosen
    assert successor.geometry().size() == geometry.size()
    assert successor.isVisible() and not window.isVisible()
    # Each language keeps its own name in the menu, whatever the window speaks.
    names = [action.text() for action in successor.language_menu.actions()]
    assert names == list(i18n.LANGUAGES.values())
    checked = [
        action.objectName() for action in successor.language_menu.actions() if action.isChecked()
    ]
    assert checked == [f"language_{language}"]
    # And back to English: the same window again, in English.
    english = switch(successor, "en")
    assert menu_titles(english) == MENUS["en"]
    assert english.selected_character_id() == chosen


def test_the_choice_is_saved_and_used_at_the_next_start_and_language_wins_for_one_run(
    open_window, campaign_path, settings
):
    window = open_window(campaign_path)
    switch(window, "fr")
    assert settings.value(LANGUAGE_KEY) == "fr"
    reread = QSettings(settings.fileName(), QSettings.Format.IniFormat)
    assert chosen_language(reread) == "fr"
    assert chosen_language(reread, "cs") == "cs"  # deskapp --language cs, for this run
    assert reread.value(LANGUAGE_KEY) == "fr"  # … which is not remembered
    # The next start speaks French: a window built as the app builds it at start.
    window.successor.close()
    restarted = open_window(window.controller, language=chosen_language(reread))
    assert menu_titles(restarted) == MENUS["fr"]


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_qt_own_buttons_follow_the_switch(open_window, campaign_path, language):
    window = open_window(campaign_path)
    successor = switch(window, language)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, successor)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == CANCEL[language]


def test_the_table_keeps_its_system_and_open_session_and_the_history_is_rendered_again(
    qtbot, open_window, campaign_path
):
    window = open_window(campaign_path, mode="table", system="founders", size=(1366, 768))
    page = window.table_page
    demo = page.session
    assert demo is not None
    # A second session, newer: the demo one is then not the last, and stays open only if
    # the switch carries on with the session that was open.
    founders = [
        row.name for row in page.controller.campaign.summaries() if row.system == "founders"
    ]
    assert page.start_session("Another evening", founders, False)
    assert page.resume(demo.session_id)
    english = history_lines(window)
    assert english

    successor = switch(window, "cs")
    new_page = successor.table_page
    assert successor.mode == "table"
    assert new_page.system == "founders"
    assert new_page.session is not None and new_page.session.session_id == demo.session_id
    assert new_page.session_box.currentData() == demo.session_id
    czech = history_lines(successor)
    events = new_page.session.events
    rendered = [new_page.session_screen.describe_event(event, events) for event in events]
    assert len(czech) == len(english)
    assert all(any(line.endswith(text) for text in rendered) for line in czech)
    if finished("HistoryWriter", "cs"):  # the Founders' history lines, translated
        assert czech != english


def test_switching_with_the_table_view_and_a_dialog_open(qtbot, open_window, campaign_path):
    # Agents: the demo session exhausted an aspect, so Update Sheets has a dialog to show.
    window = open_window(campaign_path, mode="table", system="agents")
    window.toggle_table_view()
    assert window.table_view is not None and window.table_view.isVisible()
    dialog = window.table_page.ask_update_sheets()
    assert dialog is not None and dialog.isVisible()

    successor = switch(window, "fr")
    qtbot.waitUntil(lambda: successor.table_view is not None and successor.table_view.isVisible())
    assert successor.table_view.windowTitle() == "Vue de la table"  # the desktop adds "— Card Desk"
    assert not window.isVisible()
    # The old window's dialogs went with it; the new one works as any window does.
    successor.toggle_table_view()
    assert not successor.table_view.isVisible()
    assert successor.table_page.session is not None
    assert [
        widget
        for widget in successor.findChildren(QWidget)
        if widget.isWindow() and widget.isVisible() and widget is not successor
    ] == []


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_cards_print_in_the_app_language_until_another_is_chosen(
    qtbot, open_window, campaign_path, settings, language
):
    window = open_window(campaign_path, language=language)
    assert window.print_page.options.language.currentData() == language
    settings.setValue("print/language", "en")  # chosen on the Print page once
    again = PrintOptionsPanel(system_titles(), settings)
    qtbot.addWidget(again)
    assert again.language.currentData() == "en"


@pytest.mark.parametrize(
    ("language", "look_in", "file_type"),
    [("cs", "Hledat v:", "Soubory typu:"), ("fr", "Voir dans\u00a0:", "Fichiers de type\u00a0:")],
)
def test_qt_own_file_dialog_speaks_the_language(
    open_window, campaign_path, language: str, look_in: str, file_type: str
) -> None:
    """Qt 6 asks for "&Look in:" where its Czech catalogue has "Look in:": the app fills in."""
    window = open_window(campaign_path)
    successor = switch(window, language)
    dialog = QFileDialog(successor, "", str(campaign_path.parent), "*.carddesk")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    labels = [label.text().replace("&", "") for label in dialog.findChildren(QLabel)]
    assert look_in in labels and file_type in labels
    dialog.deleteLater()
