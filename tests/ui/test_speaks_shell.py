"""The window around the rule systems speaks Czech and French: the campaign list, the Print
page and its options, the card preview, the Table page's chrome (session list, New session,
Table Options of each system, history), Update Sheets, the shortcuts and the About box.

Each screen is opened with the demo campaign as a user opens it, every visible text is
collected (tooltips too), and no English may be left but the users' own texts and the
reviewed names of ``speaking.ALLOWED``. Dialogs that wait in ``exec()`` are shown without
waiting: ``exec`` is replaced by one that shows the dialog, reads it and closes it.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from deskapp.core import printing, systems
from deskapp.core.i18n import TRANSLATIONS
from deskapp.ui.campaign_list import CHARACTER_ID_ROLE, GAME_MASTER_ROLE
from deskapp.ui.i18n import native_keys
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.page import DETAILS_ROLE, screen_classes

from .speaking import english_left, visible_texts
from .test_update_sheets_dialog import AMELIE, TOMAS, edit_meanwhile, play, rows

LANGUAGES = ["cs", "fr"]


def _translated() -> set[tuple[str, str]]:
    """(context, source) of every message the Czech catalogue has finished."""
    root = ElementTree.parse(TRANSLATIONS / "carddesk_cs.ts").getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
        if (translation := message.find("translation")) is not None
        and translation.get("type") not in ("unfinished", "obsolete", "vanished")
    }


def _words_marked_elsewhere() -> dict[str, list[str]]:
    """What these screens show that other parts of issue 16 mark and translate: each
    system's and GM's name (Systems), each kind of card (CardKinds, or Systems), each play
    screen's keys (TableKeys)."""
    specs = systems.specs()
    return {
        "Systems": [spec.title for spec in specs]
        + [spec.game_master.title for spec in specs if spec.game_master is not None],
        "CardKinds": list(printing.kind_titles().values()),
        "TableKeys": [text for screen in screen_classes().values() for text, _keys in screen.KEYS],
    }


def needs(*contexts: str) -> pytest.MarkDecorator:
    """Skip while those words are not translated yet (they land from the other parts)."""
    done = _translated()
    wanted = _words_marked_elsewhere()
    missing = [
        f"{context}: {text!r}"
        for context in contexts
        for text in wanted[context]
        if (context, text) not in done and ("Systems", text) not in done
    ]
    return pytest.mark.skipif(
        bool(missing), reason=f"not translated yet: {', '.join(missing[:3])} …"
    )


# The title shows the campaign file's name: a Czech one, so no English word comes from it.
pytestmark = pytest.mark.window(campaign="demo_sessions", file_name="skupina.carddesk")


@pytest.fixture
def dialogs_read(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, list[tuple[str, str]]]]:
    """Every dialog ``exec()``-ed from now on: its object name and its visible texts. The
    dialog is shown (so its layout and visibility are real), read, and rejected at once."""
    read: list[tuple[str, list[tuple[str, str]]]] = []

    def exec_and_read(dialog: QDialog) -> int:
        dialog.show()
        read.append((dialog.objectName() or type(dialog).__name__, visible_texts(dialog)))
        dialog.reject()
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QDialog, "exec", exec_and_read)
    return read


def no_english(texts: list[tuple[str, str]], language: str, campaign_path: Path) -> None:
    assert texts, "nothing was read: the screen is not what the test thinks"
    left = english_left(texts, language, campaign_path)
    assert left == [], "\n".join(left)


@needs("Systems")  # the systems' and their GMs' names
@pytest.mark.parametrize("language", LANGUAGES)
def test_characters_mode_speaks_the_language(open_window, campaign_path, language):
    window = open_window(campaign_path, language=language, mode="characters")
    texts = visible_texts(window)
    model = window.character_model
    rows = [model.index(row, 0) for row in range(model.rowCount())]
    headings = [
        row for row in rows if not (row.data(CHARACTER_ID_ROLE) or row.data(GAME_MASTER_ROLE))
    ]
    assert len(headings) == len(systems.keys())
    no_english(texts, language, campaign_path)


@needs("Systems", "CardKinds")  # the kinds of card
@pytest.mark.parametrize("language", LANGUAGES)
def test_print_mode_and_the_card_preview_speak_the_language(
    qtbot, open_window, campaign_path, language
):
    window = open_window(campaign_path, language=language, mode="characters")
    window.campaign_list.setCurrentIndex(window.character_model.index(2, 0))  # the first agent
    dock = window.card_preview_dock
    qtbot.waitUntil(lambda: dock.isVisible() and dock.choice.count() > 0)
    no_english(visible_texts(dock), language, campaign_path)
    window.set_mode("print")
    page = window.print_page
    qtbot.waitUntil(lambda: page.summary.text() != "")
    texts = visible_texts(page)
    # The card language follows the app's until another is chosen.
    assert page.options.language.currentData() == language
    no_english(texts, language, campaign_path)


@needs("Systems")
@pytest.mark.parametrize("language", LANGUAGES)
def test_table_mode_chrome_and_its_dialogs_speak_the_language(
    open_window, campaign_path, language, dialogs_read
):
    window = open_window(campaign_path, language=language, mode="table")
    page = window.table_page
    # The page's own widgets and the history beside the screen (each screen has its own test).
    direct = page.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
    chrome = [widget for widget in direct if widget is not page.splitter] + [page.history_box]
    texts = [text for widget in chrome for text in visible_texts(widget)]
    # The session list's second line (dates, "last action …") is painted from item data.
    box = page.session_box
    texts += [
        ("session details", box.itemData(row, DETAILS_ROLE) or "") for row in range(box.count())
    ]
    assert any("·" in text for _where, text in texts)
    for system in systems.keys():
        page.system_box.setCurrentIndex(page.system_box.findData(system))
        page.ask_options()
        page.ask_new_session()
    names = [name for name, _texts in dialogs_read]
    assert names.count("new_session_dialog") == len(systems.keys())
    assert len(dialogs_read) == 2 * len(systems.keys())
    for _name, read in dialogs_read:
        texts += read
    no_english(texts, language, campaign_path)


@pytest.mark.window(campaign="demo", file_name="skupina.carddesk")
@pytest.mark.parametrize("language", LANGUAGES)
def test_update_sheets_speaks_the_language(qtbot, open_window, campaign_path, language):
    """Founders play that changes sheets (F-14, F-22) and a sheet edited meanwhile: the
    items, their fields and values, the conflict note and the buttons in the language."""
    window = open_window(campaign_path, language=language, mode="table", system="founders")
    play(window)
    edit_meanwhile(window, TOMAS, "adversity", 4)
    dialog = window.table_page.ask_update_sheets()
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    shown = rows(dialog)
    item, removed, value = {
        "cs": ("Následek „Worn out“", "(odebráno)", "Worn out (hodnota: 1)"),
        "fr": ("Conséquence «\u00a0Worn out\u00a0»", "(retiré)", "Worn out (valeur\u00a0: 1)"),
    }[language]
    assert shown[(AMELIE, item)] == (value, removed)
    no_english(visible_texts(dialog), language, campaign_path)
    dialog.reject()


@needs("TableKeys")  # the play screens' own keys
@pytest.mark.parametrize("language", LANGUAGES)
def test_shortcuts_and_about_speak_the_language(
    monkeypatch, open_window, campaign_path, language, dialogs_read
):
    window: MainWindow = open_window(campaign_path, language=language)
    window.show_shortcuts()
    [(name, texts)] = dialogs_read
    assert name == "shortcuts_dialog"
    about: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox,
        "about",
        lambda _parent, title, text: about.extend([("about title", title), ("about", text)]),
    )
    window.show_about()
    no_english([*texts, *about], language, campaign_path)


@pytest.mark.parametrize(
    ("language", "named"),
    [
        ("cs", ["Mezerník", "A / Shift+A", "Alt+Nahoru, Alt+Dolů", "1 … 9, 0"]),
        ("fr", ["Espace", "A / Maj+A", "Alt+Haut, Alt+Bas", "1 … 9, 0"]),
    ],
)
def test_the_play_screens_keys_are_named_as_the_menus_name_them(
    open_window, campaign_path, language, named
):
    """F1 lists the menus' shortcuts in Qt's words for the language (Ctrl+Maj+Z, Échap): the
    play screens' keys beside them are named the same way, not "Space" and "Shift+A"."""
    open_window(campaign_path, language=language)
    keys = ["Space", "A / Shift+A", "Alt+Up, Alt+Down", "1 … 9, 0"]
    assert [native_keys(key) for key in keys] == named


@pytest.mark.parametrize("language", LANGUAGES)
def test_qt_own_buttons_speak_the_language(open_window, campaign_path, language, dialogs_read):
    """The standard buttons come from Qt's own catalogue (qtbase_cs / qtbase_fr)."""
    window = open_window(campaign_path, language=language, mode="table")
    window.table_page.ask_new_session()
    [(_name, texts)] = dialogs_read
    buttons = {text for where, text in texts if "QPushButton" in where}
    assert {"cs": "Zrušit", "fr": "Annuler"}[language] in {
        text.replace("&", "") for text in buttons
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_print_mode_fits_a_laptop_screen_with_the_campaign_rows_whole(
    qtbot, open_window, campaign_path, language
):
    """French and Czech buttons and rows are longer: at 1366×768 the window still fits the
    screen in Print mode, and the campaign list keeps its rows whole ("Cartes du Coordinateur")."""
    window = open_window(campaign_path, language=language, size=(1366, 768), exposed=True)
    window.set_mode("print")
    qtbot.waitUntil(lambda: window.print_page.summary.text() != "")
    assert window.width() == 1366
    tree = window.campaign_list
    assert tree.viewport().width() >= tree.sizeHintForColumn(0)


@pytest.mark.parametrize(
    ("language", "names"),
    [("en", ("Del", "Ins")), ("cs", ("Delete", "Insert")), ("fr", ("Suppr", "Inser"))],
)
def test_one_word_for_each_key_in_each_language(open_window, campaign_path, language, names):
    """Issue 30, item 4: F1 named the Delete key "Del" in English (Qt's word) where the
    lists' tips said "Delete", and "Delete" in Czech. Each language names a key one way: the
    lists' tips take Qt's word, the one F1 and the menus show."""
    window = open_window(campaign_path, language=language)
    delete, insert = names
    shortcuts = dict(window.named_actions.shortcuts())
    assert delete in shortcuts.values(), "F1 names the key so"
    panel = window.character_page.editors["founders"].traits
    tips = [panel.remove_button.toolTip(), panel.add_button.toolTip(), panel.view.toolTip()]
    assert f"({delete})" in tips[0] and insert in tips[1]
    assert delete in tips[2] and insert in tips[2]
    others = {"Del", "Delete", "Suppr", "Ins", "Insert", "Inser"} - {delete, insert}
    words = {word.strip("().,;") for tip in tips for word in tip.split()}
    assert words & others == set()
