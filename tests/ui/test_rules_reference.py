"""Help → Rules reference: docs/rules/ inside the app, at the system in front of the user."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QLineEdit, QWidget

from deskapp.ui.main_window import MainWindow
from deskapp.ui.rule_ids import cited_rule
from deskapp.ui.rules_reference import RulesReference, linked, open_rules_reference

pytestmark = pytest.mark.window(campaign="demo", mode="table", system="founders")


def test_help_opens_the_reference_at_the_systems_rules_of_the_table_screen(
    qtbot, window: MainWindow
) -> None:
    window.actions["rules_reference"].trigger()
    dialog = window.findChild(RulesReference)
    assert dialog is not None and dialog.isVisible()
    assert dialog.system == "founders" and dialog.systems.currentData() == "founders"
    text = dialog.text.toPlainText()
    assert text.startswith("F — Founders") and "F-31" in text and "A-16" not in text
    assert window.actions["rules_reference"] in window.menuBar().actions()[-1].menu().actions()


def test_a_rule_id_scrolls_to_its_entry_and_marks_it(qtbot, window: MainWindow) -> None:
    dialog = open_rules_reference(window, "agents", "A-43")
    assert dialog.system == "agents" and dialog.rule == "A-43"
    assert dialog.entry_text().startswith("A-43 Betrayal")
    bar = dialog.text.verticalScrollBar()
    assert bar.value() > 0  # scrolled down to it, not left at the top
    # The same window is reused; a rule of another system switches system.
    again = open_rules_reference(window, "agents", "U-31")
    assert again is dialog and dialog.system == "cinematic"
    assert dialog.entry_text().startswith("U-31")


def test_rule_links_and_go_to_jump_and_a_bad_id_is_told(qtbot, window: MainWindow) -> None:
    dialog = open_rules_reference(window, "dice_banks")
    assert dialog.rule is None and dialog.text.verticalScrollBar().value() == 0
    dialog.text.anchorClicked.emit(QUrl("rule:B-74"))
    assert dialog.entry_text().startswith("B-74")
    dialog.go_to.setText("f-17")
    dialog.go_to.returnPressed.emit()
    assert dialog.system == "founders" and dialog.entry_text().startswith("F-17")
    dialog.go_to.setText("Z-99")
    dialog.go_to.returnPressed.emit()
    assert dialog.problem.text() == "'Z-99' is not a rule ID such as A-16."
    assert dialog.rule == "F-17"  # nothing moved
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
    window.actions["rules_reference"].trigger()
    dialog = window.findChild(RulesReference)
    assert dialog is not None and dialog.rule == "F-31"
    assert dialog.entry_text().startswith("F-31")
