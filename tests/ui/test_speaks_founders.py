"""The Founders editors and history speak Czech and French, with the books' words.

With the demo campaign: the Founder and Director editors, and the table's history after
a check, a circumstance, a complication and a contest, show no English left (names and
the users' own texts aside). A history written in French reads in Czech after View →
Language: the lines are written from the stored events when shown, never stored in words.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from deskapp.core.i18n import TRANSLATIONS
from deskapp.systems.founders.sheet import Director, FoundersGameMaster, Scene
from deskapp.ui.main_window import MainWindow

from .speaking import english_left, visible_texts

pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="demo.carddesk")

LANGUAGES = ["cs", "fr"]
SHARED_LIST_EDITOR = ("ListPanel", "ListView")
"""The one list editor's own buttons and hints (deskapp/ui/editors/lists.py), which every
system's editor holds: translated and checked with that editor, not here."""


def shared_list_editor_texts() -> list[re.Pattern[str]]:
    """The list editor's own English messages (its ``{what}`` is the Founders' word, ours)."""
    root = ElementTree.parse(TRANSLATIONS / "carddesk_cs.ts").getroot()
    sources = [
        message.findtext("source") or ""
        for context in root.iter("context")
        if context.findtext("name") in SHARED_LIST_EDITOR
        for message in context.iter("message")
    ]
    return [
        re.compile(re.sub(r"\\\{\w+\\\}", ".+", re.escape(source)) + r".*") for source in sources
    ]


def editor_texts(editor: QWidget) -> list[tuple[str, str]]:
    """What the editor shows, less the shared list editor's own untranslated controls."""
    shared = shared_list_editor_texts()
    return [
        (where, text)
        for where, text in visible_texts(editor)
        if not any(pattern.fullmatch(text) for pattern in shared)
    ]


def founder_editor(window: MainWindow) -> QWidget:
    """The Founder editor, showing the demo's first Founder."""
    founder = next(
        row for row in window.controller.campaign.characters() if row.system == "founders"
    )
    window.select_character(founder.id)
    editor = window.character_page.editors["founders"]
    assert editor.isVisibleTo(window) and editor.character is not None
    return editor


def director_editor(window: MainWindow) -> QWidget:
    index = window.character_model.index_of_game_master("founders")
    window.campaign_list.setCurrentIndex(index)
    editor = window.character_page.gm_editors["founders"]
    assert editor.isVisibleTo(window) and editor.character is not None
    return editor


def play(window: MainWindow) -> list[str]:
    """A few actions at the demo's Founders table (mirroring real dice); the history's lines."""
    page = window.table_page
    screen = page.session_screen
    assert screen is not None and page.session is not None
    founders = [founder.name for founder in screen.view().scenario.founders]
    actions: list[dict[str, Any]] = [
        {"do": "check", "leader": founders[0], "difficulty": "hard", "dice": [1, 2]},
        {"do": "risky_reroll", "dice": [2, 2]},
        {"do": "take", "adversity": 0},
        {"do": "add_circumstance", "name": "Mlha", "kind": "bad", "value": 2},
        {"do": "complication", "name": "Stráž", "value": 1},
        {"do": "set_adversity", "founder": founders[1], "value": 2},
        {
            "do": "contest",
            "challenger": {"founder": founders[1], "dice": [2, 3]},
            "defender": {"founder": None, "dice": [4, 4]},
        },
        {"do": "contest_adversity", "count": 2},
        {"do": "contest_pass"},
        {"do": "end_contest"},
        {"do": "next_scene", "name": "Přístav"},
    ]
    for action in actions:
        assert screen.request(action) is not None, action
    return history_lines(window)


def history_lines(window: MainWindow) -> list[str]:
    history = window.table_page.history
    return [history.item(row).text() for row in range(history.count())]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_founders_editors_speak_the_language(
    open_window, campaign_path: Path, language: str
) -> None:
    window = open_window(campaign_path, language=language, mode="characters")
    for editor in (founder_editor(window), director_editor(window)):
        texts = editor_texts(editor)
        assert len(texts) > 20  # the editor's own labels, headers, hints and tooltips
        assert english_left(texts, language, campaign_path) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_founders_history_speaks_the_language(
    open_window, campaign_path: Path, language: str
) -> None:
    window = open_window(campaign_path, language=language, mode="table", system="founders")
    lines = play(window)
    assert len(lines) >= 11
    assert english_left(visible_texts(window.table_page.history), language, campaign_path) == []
    words = {"cs": ["riskantní manévr", "Střet", "Nepřízně"], "fr": ["manœuvre", "Opposition"]}
    for word in words[language]:
        assert any(word in line for line in lines), word


def test_a_history_written_in_french_reads_in_czech_after_a_switch(
    open_window, campaign_path: Path
) -> None:
    window = open_window(campaign_path, language="fr", mode="table", system="founders")
    french = play(window)
    assert any("Opposition" in line for line in french)
    assert not any("F-21" in line for line in french)  # the rule ID went to the tooltip
    czech_window = window.switch_language("cs")
    assert czech_window is not window and czech_window.table_page.session_screen is not None
    czech = history_lines(czech_window)
    assert len(czech) == len(french)
    assert any("Střet" in line for line in czech)
    assert not any("F-21" in line for line in czech)
    assert not any("Opposition" in line or "règle" in line for line in czech)
    history = czech_window.table_page.history
    assert english_left(visible_texts(history), "cs", campaign_path) == []


def test_a_new_campaigns_first_scene_is_named_in_the_language_and_not_renamed(
    open_window, campaign_path: Path
) -> None:
    """ "Scene 1", the name a new campaign's Director's side is stored with, reads "Scéna 1";
    leaving the field untouched renames nothing (no undo step appears from nowhere)."""
    window = open_window(campaign_path, language="cs", mode="characters")
    editor = director_editor(window)
    offered: list[str] = []
    editor.offer = lambda change, description: offered.append(description) or True
    editor.show_character(FoundersGameMaster(Director(0), Scene("Scene 1")))
    assert editor.scene_name.text() == "Scéna 1"
    editor.scene_name.editingFinished.emit()
    assert offered == []
    editor.scene_name.setText("Přístav")
    editor.scene_name.editingFinished.emit()
    assert offered == ["Přejmenovat scénu na „Přístav“"]


def test_french_history_elides_before_a_name_with_a_vowel(open_window, campaign_path: Path) -> None:
    """The demo session's check by Amélie reads "Test d’Amélie …", not "Test de Amélie …":
    the name meets its "de" only when the line is written."""
    window = open_window(campaign_path, language="fr", mode="table", system="founders")
    lines = history_lines(window)
    assert any("Test d’Amélie Dubois" in line for line in lines), lines
    assert not any(re.search(r"\bde [AEIOUÉŒ]", line) for line in lines), lines
