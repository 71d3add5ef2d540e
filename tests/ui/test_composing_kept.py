"""Issue 30 item 6: nothing the game master was composing is lost — a test set up survives
a switch of language, and the session's line follows play."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from deskapp.systems.agents.ui.screen import AgentsScreen
from deskapp.ui.editors.tables import BoundedSpinBox
from deskapp.ui.main_window import MainWindow
from deskapp.ui.table.page import DETAILS_ROLE, session_listings

ANNA, BARA, CYRIL = "Anna Nováková", "Bára Dvořáková", "Cyril Malý"


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table", system="agents")
def test_a_test_being_set_up_survives_a_language_switch(qtbot: Any, window: MainWindow) -> None:
    page = window.table_page
    names = [s.name for s in window.controller.campaign.summaries() if s.system == "agents"]
    assert page.start_session("Mise", names, mirror=False), page.message.text()
    screen = page.session_screen
    assert isinstance(screen, AgentsScreen)
    qtbot.keyClick(screen, Qt.Key.Key_1)  # the tester's first aspect, used
    qtbot.keyClick(screen, Qt.Key.Key_T)  # and a temporary aspect
    before = screen.builder.plan_json(screen.items(screen.builder.tester, screen.agents.view()))
    assert before["aspects"] and before["temporary"] == 1
    czech = window.switch_language("cs")
    again = czech.table_page.session_screen
    assert isinstance(again, AgentsScreen) and again is not screen
    after = again.builder.plan_json(again.items(again.builder.tester, again.agents.view()))
    assert after == before
    assert again.plan.temporary.value == 1  # shown, not only kept


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table", system="agents")
def test_the_session_line_follows_play(qtbot: Any, window: MainWindow) -> None:
    page = window.table_page
    names = [s.name for s in window.controller.campaign.summaries() if s.system == "agents"]
    assert page.start_session("Mise", names, mirror=False), page.message.text()
    assert "not played yet" in page.session_details.toolTip()
    screen = page.session_screen
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # draw
    assert len(page.session.events) == 1
    assert "not played yet" not in page.session_details.toolTip()
    assert "last action" in page.session_details.toolTip()
    # The line is written from the session in memory, as the store would have it read.
    session_id = page.session.session_id
    listings = session_listings(window.controller.campaign, "agents")
    [stored] = [listing for listing in listings if listing.id == session_id]
    assert page.session_details.toolTip() == stored.details()
    row = page.session_box.findData(session_id)
    assert page.session_box.itemData(row, DETAILS_ROLE) == stored.details()


@pytest.mark.window(warnings="record")
def test_enter_in_a_value_adds_the_row_and_the_next_name_starts_empty(
    qtbot: Any, window: MainWindow
) -> None:
    """Founders' traits (and every list with a number in its entry row, the shared
    ListPanel): Enter in the value box adds the trait, as Enter in its name does."""
    window.named_actions["new_founders"].trigger()
    editor = window.character_page.editors["founders"]
    panel = editor.traits
    panel.name_edit.setFocus()
    panel.name_edit.insert("Inženýrka")  # QTest types ASCII only
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Tab)
    spin = next(f for f in panel.entry_fields.values() if isinstance(f, BoundedSpinBox))
    assert spin.hasFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "3")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert [(t.name, t.score) for t in panel.items] == [("Inženýrka", 3)]
    assert panel.name_edit.text() == "" and panel.name_edit.hasFocus()
    panel.name_edit.insert("Zná přístav")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert [t.name for t in panel.items] == ["Inženýrka", "Zná přístav"]


def switched(window: MainWindow, system: str, mirror: bool, compose: Any) -> tuple[Any, Any]:
    """A new session of ``system``, a test set up on it by ``compose(screen)``, then View →
    Language: the screen before and the one built again in Czech."""
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData(system))
    names = [s.name for s in window.controller.campaign.summaries() if s.system == system]
    assert page.start_session("Hra", names, mirror=mirror), page.message.text()
    screen = page.session_screen
    compose(screen)
    czech = window.switch_language("cs")
    again = czech.table_page.session_screen
    assert again is not screen and again.SYSTEM == system
    assert czech.table_page.session.events == page.session.events, "nothing was performed"
    return screen, again


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table")
def test_a_founders_check_and_contest_set_up_survive_a_language_switch(
    qtbot: Any, window: MainWindow
) -> None:
    def compose(screen: Any) -> None:
        check = screen.check
        check.choose_leader_number(2)
        check.difficulty.setValue(10)
        check.tags.chips[0].set_sign(1)
        check.assists[0].set_index(2)
        check.creates.setChecked(True)
        check.circumstance.setCurrentText("Mlha")
        check.entry.text.setText("3 4")
        screen.contest.defender.who.setCurrentIndex(0)
        screen.contest.challenger.entry.text.setText("6 6")
        screen.tabs.setCurrentWidget(screen.contest)

    screen, again = switched(window, "founders", True, compose)
    before, after = screen.composing(), again.composing()
    assert before["check"]["helping"] and before["check"]["assists"]
    assert after == before
    assert again.tabs.currentWidget() is again.contest  # shown, not only kept
    assert again.check.entry.text.text() == "3 4" and again.check.difficulty.value() == 10


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table")
def test_a_dice_banks_roll_set_up_survives_a_language_switch(
    qtbot: Any, window: MainWindow
) -> None:
    def compose(screen: Any) -> None:
        builder = screen.builder
        builder.who.setCurrentIndex(1)
        builder.bank_buttons.button(1).click()
        builder.skill.setCurrentIndex(builder.skill.count() - 1)
        builder.dice.setValue(1)
        builder.bonus.setValue(2)
        builder.difficulty.setValue(3)
        builder.faces.setText("4 5")

    screen, again = switched(window, "dice_banks", True, compose)
    before = screen.composing()
    assert again.composing() == before
    builder = again.builder
    assert builder.who.currentIndex() == 1 and builder.bank_buttons.checkedId() == 1
    assert (builder.dice.value(), builder.bonus.value(), builder.difficulty.value()) == (1, 2, 3)
    assert builder.faces.text() == "4 5"


@pytest.mark.window(campaign="demo", file_name="demo.carddesk", mode="table")
def test_a_cinematic_test_set_up_survives_a_language_switch(qtbot: Any, window: MainWindow) -> None:
    def compose(screen: Any) -> None:
        builder = screen.builder
        builder.player.setCurrentIndex(1)
        builder.attribute.names.setCurrentIndex(2)
        builder.skill.names.setCurrentIndex(1)
        builder.difficulty.setValue(14)
        builder.cards.setText("QH 4C")
        screen.hand.spell_name.setText("Kletba")
        screen.hand.spell_level.setValue(2)

    screen, again = switched(window, "cinematic", True, compose)
    before = screen.composing()
    assert again.composing() == before
    builder = again.builder
    assert builder.player.currentIndex() == 1 and builder.difficulty.value() == 14
    assert builder.cards.text() == "QH 4C" and again.hand.spell_name.text() == "Kletba"
    assert again.builder.action() == {**screen.builder.action()}
