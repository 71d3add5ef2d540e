"""Help → Rules reference: docs/rules/ inside the app, at the system in front of the user."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from deskapp.ui import rules_reference
from deskapp.ui.campaign_list import system_titles
from deskapp.ui.main_window import MainWindow
from deskapp.ui.rule_ids import cited_rule, with_rules_line
from deskapp.ui.rules_reference import (
    RulesReference,
    linked,
    open_rules_reference,
    reference_file,
)

from .speaking import english_left, visible_texts

pytestmark = pytest.mark.window(campaign="demo", mode="table", system="founders")


def marked_entry(dialog: RulesReference) -> str:
    """The line the dialog marks: the entry of the rule it shows (empty when none is)."""
    selections = dialog.text.extraSelections()
    return selections[0].cursor.block().text() if selections else ""


def test_help_opens_the_reference_at_the_systems_rules_of_the_table_screen(
    qtbot, window: MainWindow
) -> None:
    window.named_actions["rules_reference"].trigger()
    dialog = window.findChild(RulesReference)
    assert dialog is not None and dialog.isVisible()
    assert dialog.system == "founders" and dialog.systems.currentData() == "founders"
    text = dialog.text.toPlainText()
    assert text.startswith("F — Founders") and "F-31" in text and "A-16" not in text
    assert (
        window.named_actions["rules_reference"] in window.menuBar().actions()[-1].menu().actions()
    )


def test_a_rule_id_scrolls_to_its_entry_and_marks_it(qtbot, window: MainWindow) -> None:
    dialog = open_rules_reference(window, "agents", "A-43")
    assert dialog.system == "agents"
    assert marked_entry(dialog).startswith("A-43 Betrayal")
    bar = dialog.text.verticalScrollBar()
    assert bar.value() > 0  # scrolled down to it, not left at the top
    # The same window is reused; a rule of another system switches system.
    again = open_rules_reference(window, "agents", "U-31")
    assert again is dialog and dialog.system == "cinematic"
    assert marked_entry(dialog).startswith("U-31")


def test_rule_links_and_go_to_jump_and_a_bad_id_is_told(qtbot, window: MainWindow) -> None:
    dialog = open_rules_reference(window, "dice_banks")
    assert marked_entry(dialog) == "" and dialog.text.verticalScrollBar().value() == 0
    dialog.text.anchorClicked.emit(QUrl("rule:B-74"))
    assert marked_entry(dialog).startswith("B-74")
    dialog.go_to.setText("f-17")
    dialog.go_to.returnPressed.emit()
    assert dialog.system == "founders" and marked_entry(dialog).startswith("F-17")
    dialog.go_to.setText("Z-99")
    dialog.go_to.returnPressed.emit()
    assert dialog.problem.text() == "'Z-99' is not a rule ID such as A-16."
    assert dialog.system == "founders" and marked_entry(dialog).startswith("F-17")  # as it was
    assert not dialog.show_rule("A-99")
    assert dialog.problem.text() == "The reference has no rule A-99."


def test_mentions_of_a_rule_become_links_but_its_own_bold_id_does_not() -> None:
    assert linked("- **A-13** see A-19 and (A-23).") == (
        "- **A-13** see [A-19](rule:A-19) and ([A-23](rule:A-23))."
    )


def test_shift_f1_opens_the_rule_the_widget_in_front_of_the_user_cites(
    qtbot, window: MainWindow
) -> None:
    """A rule ID left the words for the tooltip ("Rules: F-31"); Help → Rules Reference
    opens at that rule when the widget (or a parent) with the focus cites one."""
    holder = QWidget(window.table_page)
    holder.setToolTip("Only circumstances that help the Founders grow\nRules: F-31, F-17")
    field = QLineEdit(holder)
    assert cited_rule(None, field) == "F-31"
    assert cited_rule(QWidget()) is None  # no "Rules:" line, no rule
    window.activateWindow()
    holder.show()
    field.setFocus()
    qtbot.waitUntil(lambda: window.focusWidget() is field)
    window.named_actions["rules_reference"].trigger()
    dialog = window.findChild(RulesReference)
    assert dialog is not None and marked_entry(dialog).startswith("F-31")


# --- in the players' language (issue 16) ---------------------------------------------------

ENTRY_A16 = {"cs": "A-16 Za každou použitou výhodu", "fr": "A-16 Chaque avantage utilisé"}
ENTRY_A43 = {"cs": "A-43 Zrada", "fr": "A-43 Trahison"}
AGENTS_SENTENCE = {
    "cs": "černá karta je úspěch, červená komplikace",
    "fr": "une carte noire est une réussite, une rouge une complication",
}
TITLE = {"cs": "Přehled pravidel", "fr": "Aide-mémoire des règles"}


def in_language(language: str) -> pytest.MarkDecorator:
    return pytest.mark.window(campaign="demo", mode="table", system="founders", language=language)


languages = pytest.mark.parametrize(
    "language", [pytest.param(code, marks=in_language(code)) for code in ("cs", "fr")]
)


@languages
def test_the_reference_speaks_the_users_language_and_goes_to_a_cited_rule(
    qtbot, window: MainWindow, language: str
) -> None:
    """Shift+F1 at a widget citing A-16 (its tooltip's rules line, as the table writes it)
    opens the reference in the user's language at that rule, scrolled to it and marked."""
    holder = QWidget(window.table_page)
    holder.setToolTip(with_rules_line("…", ["A-16"]))
    field = QLineEdit(holder)
    window.activateWindow()
    holder.show()
    field.setFocus()
    qtbot.waitUntil(lambda: window.focusWidget() is field)
    window.named_actions["rules_reference"].trigger()
    dialog = window.findChild(RulesReference)
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == TITLE[language]
    assert dialog.system == "agents" and dialog.untranslated.isHidden()
    assert AGENTS_SENTENCE[language] in dialog.text.toPlainText()
    assert marked_entry(dialog).startswith(ENTRY_A16[language])
    assert dialog.text.verticalScrollBar().value() > 0
    assert not dialog.untranslated.isVisible()
    # Typing an ID and following a link work the same in every language.
    dialog.go_to.setText("a-43")
    dialog.go_to.returnPressed.emit()
    assert marked_entry(dialog).startswith(ENTRY_A43[language])
    dialog.text.anchorClicked.emit(QUrl("rule:B-74"))
    assert dialog.system == "dice_banks" and marked_entry(dialog).startswith("B-74")
    # The chooser names the systems as the rest of the app does (their titles' catalogue).
    assert dialog.systems.currentText() == system_titles()["dice_banks"]


@languages
def test_no_english_is_left_in_the_reference_windows_chrome(
    qtbot, window: MainWindow, language: str
) -> None:
    """The window's own words (title, labels, placeholder, tooltips, a refusal) speak the
    user's language. The rule text is the translated file (checked against the English one
    by tests/rules/test_rules_translations.py, where no English paragraph may be left): its
    shared words ("test", "table", "vision") would read as English here."""
    dialog = open_rules_reference(window, "cinematic", "U-31")
    dialog.go_to.setText("Z-99")
    dialog.go_to.returnPressed.emit()  # the refusal is on screen too
    assert dialog.problem.isVisible()
    assert dialog.untranslated.isHidden()  # the text is the user's language's
    assert dialog.text.toPlainText().startswith(reference_file("cinematic")[0][2:30])
    # The systems' names in the chooser are the systems' own titles (system_titles, the
    # "RuleSystems" context of the catalogue), checked where they are defined, not here.
    titles = set(system_titles().values())
    chrome = [
        (where, text)
        for where, text in visible_texts(dialog)
        if not where.endswith(("rules_text", "rules_system"))
    ]
    assert {text for where, text in visible_texts(dialog) if where.endswith("rules_system")} == (
        titles
    )
    assert len(chrome) >= 6  # title, two labels, placeholder, tooltip, the refusal
    assert english_left(chrome, language) == []


@languages
def test_a_file_not_translated_is_shown_in_english_and_says_so(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    shipped = tmp_path / "rules"
    shutil.copytree(Path(rules_reference.__file__).parents[1] / "rules", shipped)
    (shipped / language / "founders.md").unlink()
    monkeypatch.setattr(rules_reference, "shipped_folder", lambda: shipped)
    dialog = open_rules_reference(window, "founders", "F-31")
    assert dialog.text.toPlainText().startswith("F — Founders")  # the English file
    assert dialog.untranslated.isVisible() and marked_entry(dialog).startswith("F-31")
    dialog.show_system("agents")  # translated: in the user's language, no note
    assert not dialog.untranslated.isVisible()
    assert AGENTS_SENTENCE[language] in dialog.text.toPlainText()


@pytest.mark.parametrize(
    ("language", "size"),
    [
        pytest.param(code, size, marks=in_language(code), id=f"{code}-{size[0]}")
        for code in ("cs", "fr")
        for size in ((1366, 768), (1920, 1080))
    ],
)
def test_screenshot_of_the_reference(
    qtbot, window: MainWindow, tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    """What a player sees (saved in $CARDDESK_SCREENSHOTS for a look, if set): the dialog's
    bar holds its labels and its hint whole in the longer languages."""
    window.resize(*size)
    dialog = open_rules_reference(window, "agents", "A-16")
    dialog.resize(min(820, size[0] - 100), min(640, size[1] - 100))
    qtbot.waitExposed(dialog)
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and not label.wordWrap():
            assert label.width() >= label.sizeHint().width(), label.text()
    hint = dialog.go_to.fontMetrics().horizontalAdvance(dialog.go_to.placeholderText())
    assert dialog.go_to.width() >= hint + 12  # the frame and the text margins
    screenshots = Path(os.environ.get("CARDDESK_SCREENSHOTS", tmp_path))
    dialog.grab().save(str(screenshots / f"rules_reference_{language}_{size[0]}.png"))
