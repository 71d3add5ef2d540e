"""The dice-banks table in the demo's usual state (review, session 5): a mid-round conflict
where the chosen character has already acted.

Rules cited: B-01 (one action per round), B-04 (extra actions), B-05 (a new round refills
the banks), B-14 (a great success is 5+ successes).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel

from deskapp.systems.dice_banks.ui.screen import DiceBanksScreen
from deskapp.ui.main_window import MainWindow
from deskapp.ui.rule_ids import RULE_REFERENCE
from tests.odds.test_odds_panel import percent_shown

from .test_table_screens import builder_out_of_sight, fully_in_sight
from .test_table_view import words_on

pytestmark = pytest.mark.window(
    campaign="demo_sessions", file_name="demo.carddesk", mode="table", system="dice_banks"
)

EVERYONE_ACTED = "Everyone has acted this round — Ctrl+R starts the next"


def demo_screen(window: MainWindow) -> DiceBanksScreen:
    screen = window.table_page.session_screen
    assert isinstance(screen, DiceBanksScreen) and screen.table is not None
    assert screen.table.mirror and screen.table.conflict is not None
    return screen


def roll_typed(qtbot: Any, screen: DiceBanksScreen) -> None:
    """Type as many real faces (all 7s: plain successes) as the builder asks, then Enter."""
    builder = screen.builder
    needed = screen.driver.preview(builder.action())[1]
    builder.faces.clear()
    qtbot.keyClicks(builder.faces, " ".join(["7"] * needed))
    assert builder.roll_button.isEnabled(), builder.summary.text()
    events = len(screen.session.events)
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    assert len(screen.session.events) == events + 1


def shows_numbers(screen: DiceBanksScreen) -> bool:
    panel = screen.odds_panel
    return panel.value("success") is not None and percent_shown(panel, "success").endswith("%")


def test_b01_who_moves_to_the_next_character_who_can_still_act_after_a_roll(
    qtbot, window: MainWindow
) -> None:
    screen = demo_screen(window)
    builder = screen.builder
    names = [c.name for c in screen.table.characters]
    assert len(names) == 2
    # The demo: both have acted this round (B-01): the panel says so in one short line.
    assert screen.odds_panel.message.text() == EVERYONE_ACTED
    assert not shows_numbers(screen)

    screen.round_button.click()  # Ctrl+R: every bank refilled, everyone can act (B-05)
    assert builder.who.currentData() == names[0] and shows_numbers(screen)
    roll_typed(qtbot, screen)
    # names[0] has acted: Who moves on to the one marked "Action ready", odds in numbers.
    assert builder.who.currentData() == names[1]
    assert "Action ready" in screen.cards[names[1]].actions_label.text()
    assert shows_numbers(screen) and not screen.odds_panel.message.isVisible()
    roll_typed(qtbot, screen)
    # Nobody left to act: the choice stays, and the panel says what to do next.
    assert builder.who.currentData() == names[1]
    assert screen.odds_panel.message.text() == EVERYONE_ACTED


def test_b01_a_session_opened_mid_round_starts_on_someone_who_can_act(
    qtbot, window: MainWindow, campaign_path, open_window
) -> None:
    screen = demo_screen(window)
    names = [c.name for c in screen.table.characters]
    screen.round_button.click()
    roll_typed(qtbot, screen)  # the first character acts; the second has not
    session_id = screen.session.session_id
    # Choose the one who has acted again, then close and reopen the campaign.
    qtbot.mouseClick(screen.cards[names[0]], Qt.MouseButton.LeftButton)
    assert screen.builder.who.currentData() == names[0]
    window.close()
    window.controller.close()
    again = open_window(campaign_path, mode="table", system="dice_banks")
    page = again.table_page
    page.session_box.setCurrentIndex(page.session_box.findData(session_id))
    page.session_box.activated.emit(page.session_box.currentIndex())
    resumed = page.session_screen
    assert isinstance(resumed, DiceBanksScreen)
    assert resumed.builder.who.currentData() == names[1]
    assert shows_numbers(resumed)


def test_b14_the_great_success_row_shows_its_chance(qtbot, window: MainWindow) -> None:
    screen = demo_screen(window)
    screen.round_button.click()
    notes = screen.odds_panel.findChildren(QLabel, "odds_note")
    assert len(notes) == 1
    # The words as the label draws them: "<1 %" in rich text once read as the start of a
    # tag, and the row ended at its colon.
    document = QTextDocument()
    document.setHtml(notes[0].text())
    shown = document.toPlainText().strip()
    assert shown.startswith("Great success (5+ successes): ") and shown.endswith("%"), shown


def test_b01_b04_rule_ids_go_to_tooltips_after_a_roll(qtbot, window: MainWindow) -> None:
    screen = demo_screen(window)
    screen.round_button.click()
    names = [c.name for c in screen.table.characters]
    roll_typed(qtbot, screen)
    # Back to the one who has acted: the builder and the odds refuse, in words alone.
    qtbot.mouseClick(screen.cards[names[0]], Qt.MouseButton.LeftButton)
    summary, message = screen.builder.summary, screen.odds_panel.message
    assert "one action per round" in summary.text()
    assert "one action per round" in message.text()
    for label in (summary, message):
        assert not RULE_REFERENCE.search(label.text()), label.text()
        assert "B-01" in label.toolTip() and "B-04" in label.toolTip()
    screen.roll()  # Space on a refused roll: the refusal under the button, in words alone
    assert screen.problem.isVisible() and not RULE_REFERENCE.search(screen.problem.text())


def test_b05_the_f11_view_shows_labelled_public_facts_and_no_instructions(
    qtbot, window: MainWindow
) -> None:
    screen = demo_screen(window)
    names = [c.name for c in screen.table.characters]
    screen.round_button.click()
    roll_typed(qtbot, screen)  # names[0] rolls in round 2: 7s are plain successes
    window.named_actions["table_view"].trigger()  # F11: the public facts, each under its heading
    view = window.table_view
    assert view is not None and view.isVisible()
    public = view.public
    facts = {line["label"]: line["value"] for line in public["state"]}
    assert facts["Conflict"] == "Round 2" and facts["Scene"] == "1"
    last = public["last"]
    assert last["who"] == names[0] and last["result"].endswith("success")
    assert view.who.text().startswith(f"{names[0]} — ")
    # Each character's banks as the cards show them: the roll took its dice (B-05 refilled).
    rolled = screen.table.combatant(names[0])
    banks = {person["name"]: person["lines"] for person in public["numbers"]}
    assert [(line["label"], line["value"]) for line in banks[names[0]]] == [
        (bank, str(rolled.dice_left[key]))
        for bank, key in (("Physical", "physical"), ("Social", "social"), ("Mental", "mental"))
    ]
    assert names[1] in banks
    texts = words_on(view)
    assert "Conflict" in texts and "Round 2" in texts and names[1] in texts
    assert not [text for text in texts if "type or click" in text or "mirroring" in text]
    window.named_actions["table_view"].trigger()


@pytest.mark.window(
    campaign="demo_sessions",
    file_name="demo.carddesk",
    mode="table",
    system="dice_banks",
    size=(1366, 768),
    exposed=True,
)
@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_at_1366x768_every_roll_builder_field_stays_in_sight_after_a_refusal(
    qtbot, open_window, campaign_path, language: str
) -> None:
    window = open_window(campaign_path, language=language)
    screen = demo_screen(window)
    qtbot.waitUntil(lambda: screen.width() > 900)
    builder = screen.builder
    assert builder_out_of_sight(builder) == []
    screen.roll()  # Space on a refused roll (everyone has acted): the refusal under the button
    qtbot.waitUntil(screen.problem.isVisible)
    # The builder's red note says it under the button, once: its lines in both places (and
    # the header's mirror hint) made the form a one-row scroll box, "Roll as" cut.
    assert not builder.summary.isVisible()
    if language == "fr":  # longer words: "Dés de Puissance" takes two lines, the refusal three
        first_rows = [builder.who, *builder.kind_buttons.buttons(), *builder.bank_buttons.buttons()]
        first_rows += [builder.skill, builder.dice, builder.partner]
        qtbot.waitUntil(lambda: all(fully_in_sight(field) for field in first_rows))
    else:
        qtbot.waitUntil(lambda: builder_out_of_sight(builder) == [])
    assert fully_in_sight(builder.roll_button)
    builder.add_face(7)  # the roll changes: the note goes back into the form
    assert builder.summary.isVisible() and not screen.problem.isVisible()
