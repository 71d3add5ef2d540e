"""Issue 30: what a fresh review as a new game master found, met the way a user meets it.

Screenshots go to ``artifacts/screens/review_*.png`` (or ``$CARDDESK_ARTIFACTS``), to be
looked at.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QStyle, QTabBar

from deskapp.core import systems
from deskapp.ui.app import create_application
from deskapp.ui.campaign_list import CHARACTER_ID_ROLE, CHARACTER_INDENT
from deskapp.ui.main_window import MNEMONIC, MainWindow
from deskapp.ui.whole_tabs import WholeTabLabels

from .test_language import switch
from .test_table_screens import ARTIFACTS

pytestmark = pytest.mark.window(campaign="demo", exposed=True)


def keep(window: Any, name: str) -> None:
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(folder / f"review_{name}.png"))


def character_rows(window: MainWindow) -> list[QModelIndex]:
    model = window.character_model
    rows = [model.index(row, 0) for row in range(model.rowCount())]
    return [row for row in rows if row.data(CHARACTER_ID_ROLE) is not None]


def cut_names(window: MainWindow) -> list[str]:
    """The characters' names the campaign list cannot show whole (each drawn a little in)."""
    listed = window.campaign_list
    room = listed.viewport().width() - CHARACTER_INDENT
    metrics = listed.fontMetrics()
    return [
        index.data()
        for index in character_rows(window)
        if listed.visualRect(index).left() + metrics.horizontalAdvance(index.data()) > room
    ]


# --- #18: the campaign list keeps legible names -----------------------------------------


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
@pytest.mark.parametrize(
    ("size", "mode"), [((1100, 720), "characters"), ((1100, 720), "print"), ((1366, 768), "print")]
)
def test_the_campaign_list_keeps_its_names_legible_beside_every_page(
    qtbot, open_window, campaign_path, language, size, mode
) -> None:
    """The Print page, once built (the card preview builds it), no longer widens the
    Characters page; beside either, the tree shows the characters' names whole and the
    window keeps the size it was given."""
    window = open_window(campaign_path, language=language, size=size)
    window.set_mode(mode)
    window.print_page  # noqa: B018 (the card preview builds it too)
    window.set_mode(mode)
    window.select_character(character_rows(window)[0].data(CHARACTER_ID_ROLE))
    window.set_mode(mode)
    qtbot.waitUntil(lambda: cut_names(window) == [] and window.width() == size[0])
    keep(window, f"tree_{mode}_{language}_{size[0]}")


def test_a_squeezed_tree_or_a_window_larger_than_the_screen_is_corrected_on_restart(
    qtbot, open_window, campaign_path, controller
) -> None:
    """A campaign list left at a few pixels (settings from before) opens legible again, and
    a window remembered larger than the screen opens within it (the test screen is 800 px
    wide: the card preview is closed to leave the Characters page room in it)."""
    first = open_window(controller)
    first.card_preview_dock.toggleViewAction().trigger()
    area = QGuiApplication.primaryScreen().availableGeometry()
    first.campaign_list.setMinimumWidth(0)  # as older versions let it be squeezed
    first.resizeDocks([first.campaign_dock], [60], Qt.Orientation.Horizontal)
    first.resize(area.width() + 400, area.height() + 300)
    qtbot.waitUntil(lambda: first.campaign_dock.width() <= 70)
    first.close()
    controller.close()

    again = open_window(campaign_path)
    assert again.width() <= area.width() and again.height() <= area.height()
    qtbot.waitUntil(lambda: cut_names(again) == [])


# --- #7/#19: a new character holds only what the user typed -----------------------------


def new_character(window: MainWindow, system: str, first: str | None) -> None:
    """Character → New character – <system>, answering its first card's question with
    ``first`` (typed, then OK) or cancelling it (None), as a user does."""
    answered: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog), "the new character asks its first card"
        answered.append(dialog.labelText())
        if first is None:
            dialog.reject()
            return
        field = dialog.findChild(QLineEdit)
        field.insert(first)  # QTest types ASCII keys only
        QTest.keyClick(field, Qt.Key.Key_Return)

    if systems.spec(system).first_card is not None:
        QTimer.singleShot(0, answer)  # runs inside the dialog's own event loop
    was_active = window.isActiveWindow()
    window.named_actions[f"new_{system}"].trigger()
    assert answered or systems.spec(system).first_card is None
    if answered and was_active:  # the window is active again once its dialog has gone
        window.activateWindow()
        assert QTest.qWaitForWindowActive(window)


def typed_texts(document: Any) -> list[str]:
    """Every text of a stored sheet (its numbers and kinds left out)."""
    if isinstance(document, str):
        return [document]
    if isinstance(document, dict):
        return [text for value in document.values() for text in typed_texts(value)]
    if isinstance(document, list):
        return [text for value in document for text in typed_texts(value)]
    return []


@pytest.mark.window(campaign="empty", language="cs")
def test_a_new_agent_starts_with_the_aspect_the_user_types(qtbot, window: MainWindow) -> None:
    new_character(window, "agents", None)
    assert window.controller.campaign.summaries() == [], "cancelled: no agent"
    new_character(window, "agents", "Vidim duchy")
    (summary,) = window.controller.campaign.summaries()
    agent = window.character_page.row
    assert agent is not None and agent.id == summary.id
    stored = window.controller.campaign.character(summary.id).data
    assert [aspect["text"] for aspect in stored["aspects"]] == ["Vidim duchy"]
    assert window.focusWidget() is window.character_page.name_edit  # the name is typed next


@pytest.mark.window(campaign="empty")
@pytest.mark.parametrize("system", ["agents", "founders", "dice_banks"])
def test_no_new_character_stores_a_word_nobody_typed(qtbot, window: MainWindow, system) -> None:
    """Its name (selected, typed over next) and what the user answered: nothing else."""
    new_character(window, system, "Sees ghosts")
    (summary,) = window.controller.campaign.summaries()
    words = [
        text
        for text in typed_texts(window.controller.campaign.character(summary.id).data)
        if any(letter.isupper() or letter == " " for letter in text)  # not a stored key
    ]
    assert set(words) <= {summary.name, "Sees ghosts"}


# --- #24: the Character menu's new characters have mnemonics ----------------------------


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_every_item_of_the_character_menu_has_its_own_mnemonic(
    qtbot, open_window, campaign_path, language
) -> None:
    window = open_window(campaign_path, language=language)
    menu = next(
        action.menu()
        for action in window.menuBar().actions()
        if window.named_actions["new_agents"] in action.menu().actions()
    )
    items = [action.text() for action in menu.actions() if not action.isSeparator()]
    letters = [MNEMONIC.search(text) for text in items]
    assert all(letters), items
    assert len({found.group(1).casefold() for found in letters if found}) == len(items), items


# --- #21: a half-typed list entry survives View → Language --------------------------------


@pytest.mark.window(campaign="demo", language="fr", size=(1366, 768))
def test_a_half_typed_entry_survives_a_language_switch(qtbot, window: MainWindow) -> None:
    window.select_character(character_rows(window)[0].data(CHARACTER_ID_ROLE))  # Bára, agent
    editor = window.character_page.editors["agents"]
    editor.tabs.setCurrentWidget(editor.equipment)  # not the tab a switch opens on
    field = editor.equipment.panel.name_edit
    field.insert("Lampe de poche")  # typed, not yet added
    window.character_page.name_edit.setFocus()

    successor = switch(window, "cs")
    again = successor.character_page.editors["agents"]
    assert again.equipment.panel.name_edit.text() == "Lampe de poche"
    assert again.tabs.currentWidget() is again.equipment, "shown where it was typed"
    assert again.aspects.panel.name_edit.text() == "", "each list keeps its own"
    keep(successor, "half_typed_cs")


# --- #22: "Équipement" keeps its accent on a tab that is not the current one ------------


def unselected_tab(style: QStyle, text: str) -> QImage:
    bar = QTabBar()
    bar.setStyle(style)
    bar.addTab("Aspects")
    bar.addTab(text)  # the second tab: not the current one
    bar.resize(bar.sizeHint())
    image = bar.grab().toImage()  # laid out as it is drawn
    return image.copy(bar.tabRect(1))


def test_an_accent_on_a_tab_that_is_not_current_is_drawn(qapp) -> None:
    """The French agent editor's third tab read "Equipement": the app's style drew
    "Équipement" exactly as "Equipement" when another tab was the current one."""
    create_application([])
    bar = QTabBar()  # as a tab widget of the app makes it
    bar.ensurePolished()
    style = bar.style()
    assert isinstance(style, WholeTabLabels), "the app's tab bars draw their labels whole"
    for accented, bare in (("Équipement (1)", "Equipement (1)"), ("Řád", "Rád")):
        assert unselected_tab(style, accented) != unselected_tab(style, bare), accented


# --- #22: "Annuler : Renommer …", not a verb inside a verb ------------------------------


@pytest.mark.parametrize(("language", "joined"), [("fr", "&Annuler : "), ("cs", "&Zpět: ")])
def test_the_edit_menu_joins_undo_and_what_it_undoes_as_the_language_does(
    open_window, campaign_path, language, joined
) -> None:
    window = open_window(campaign_path, language=language)
    window.select_character(character_rows(window)[0].data(CHARACTER_ID_ROLE))
    page = window.character_page
    page.name_edit.setText("Jana Pataz")
    page.name_edit.editingFinished.emit()
    assert window.named_actions["undo"].text().startswith(joined)
    assert "Jana Pataz" in window.named_actions["undo"].text()
