"""Playing an Agents mission through the real window: clicks, keys, dialogs, undo, restart, export."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QLabel,
    QWidget,
)

from deskapp import cli
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    AspectKind,
    Coordinator,
    Equipment,
    Relation,
    Relationship,
    ThreatCard,
)
from deskapp.systems.agents.ui.screen import AgentsScreen
from deskapp.systems.agents.ui.screen_dialogs import RestDialog, SceneEndDialog
from deskapp.ui.main_window import MainWindow
from deskapp.ui.options_dialog import OptionsDialog
from deskapp.ui.plain import rich_label
from deskapp.ui.rule_ids import RULE_REFERENCE
from deskapp.ui.table.page import NewSessionDialog
from deskapp.ui.table.parts import screen_label

from .test_new_gm_review import keep as keep_screen
from .test_update_sheets import update_sheets

ANNA, BARA, CYRIL = "Anna", "Bara", "Cyril"


def agents() -> list[Agent]:
    return [
        Agent(
            ANNA,
            (
                Aspect("Sharp eyes"),
                Aspect("Ex-cop"),
                Aspect("Second sight", AspectKind.SPECIAL),
                Aspect("Broken arm", AspectKind.NEGATIVE),
            ),
            reserves=2,
            relationships=(Relationship(BARA, Relation.PARTIAL_TRUST),),
            equipment=(Equipment("Lockpicks", ("Ex-cop",)),),
        ),
        Agent(BARA, (Aspect("Hacker"), Aspect("Night owl")), reserves=2),
        Agent(CYRIL, (Aspect("Medic"),)),
    ]


def fill(campaign: CampaignFile, options: dict[str, Any] | None = None) -> None:
    campaign.add_characters(
        [NewCharacter("agents", agent.name, document_of(agent)) for agent in agents()]
    )
    campaign.set_game_master("agents", Coordinator((ThreatCard("The hum"),), reserves=2).to_json())
    if options is not None:
        campaign.set_options("agents", options)


pytestmark = pytest.mark.window(size=(1600, 1000), mode="table", system="agents")


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        fill(campaign)
    return tmp_path / "c.carddesk"


def start(window: MainWindow, mirror: bool = False) -> AgentsScreen:
    assert window.table_page.start_session("Mission", [ANNA, BARA, CYRIL], mirror)
    screen = window.table_page.session_screen
    assert isinstance(screen, AgentsScreen)
    return screen


def chip(screen: AgentsScreen, agent: str, text: str):
    return next(c for c in screen.panels[agent].chips if c.item.name == text)


def events(window: MainWindow) -> list[dict[str, Any]]:
    session = window.table_page.session
    return window.controller.campaign.session_events(session.session_id)


def becomes(dialog: SceneEndDialog, agent: str, toward: str, to: Relation) -> None:
    """Choose what ``agent``'s card toward ``toward`` becomes, as a user would."""
    box = dialog.findChild(QComboBox, f"becomes_{agent}_{toward}")
    box.setCurrentIndex(box.findData(to.value))


def with_dialog(qtbot, kind: type[QDialog], act) -> None:
    """Answer the next modal dialog of ``kind`` with ``act`` (it accepts or rejects it)."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, answer)
            return
        act(dialog)

    QTimer.singleShot(0, answer)


# --- starting ---------------------------------------------------------------------------------


def test_a_session_starts_from_the_new_session_dialog(qtbot, window: MainWindow) -> None:
    def choose(dialog: NewSessionDialog) -> None:
        dialog.name_edit.setText("Night at the museum")
        dialog.players.item(2).setCheckState(Qt.CheckState.Unchecked)
        dialog.mirror.setChecked(True)
        dialog.accept()

    with_dialog(qtbot, NewSessionDialog, choose)
    qtbot.mouseClick(window.table_page.new_button, Qt.MouseButton.LeftButton)
    screen = window.table_page.session_screen
    assert isinstance(screen, AgentsScreen) and screen.agents.mirror
    assert list(screen.panels) == [ANNA, BARA]
    assert window.table_page.session_box.currentText() == "Night at the museum"
    assert screen.plan.cards_edit.isVisible()
    assert (
        screen.track.threat.text() == "Threat 0"
        and "Milestones 0" in screen.track.milestones.text()
    )


def test_keys_go_to_the_table_once_the_new_session_starts(qtbot, window: MainWindow) -> None:
    """Review finding: the focus stayed on "New Session…", so the first Space (draw)
    opened the dialog again and the next keys typed into it."""
    reopened: list[QDialog] = []
    with_dialog(qtbot, NewSessionDialog, lambda dialog: dialog.accept())
    qtbot.mouseClick(window.table_page.new_button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    screen = window.table_page.session_screen
    assert isinstance(screen, AgentsScreen)
    focus = QApplication.focusWidget()
    assert focus is not None and (focus is screen or screen.isAncestorOf(focus)), focus

    def note_and_reject(dialog: NewSessionDialog) -> None:
        reopened.append(dialog)
        dialog.reject()

    with_dialog(qtbot, NewSessionDialog, note_and_reject)
    qtbot.mouseClick(chip(screen, ANNA, "Sharp eyes"), Qt.MouseButton.LeftButton)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert screen.agents.pending is not None and not reopened
    # the buttons above the table take clicks but never the keys meant for the table
    for button in (window.table_page.new_button, window.table_page.options_button):
        assert button.focusPolicy() == Qt.FocusPolicy.TabFocus


def test_a30_a32_two_agents_see_each_step_where_it_counts(qtbot, window: MainWindow) -> None:
    # rule A-30: Threat every 3 complications; rule A-32: a milestone every 2 successes
    assert window.table_page.start_session("Mission", [ANNA, BARA], True)
    screen = window.table_page.session_screen
    assert isinstance(screen, AgentsScreen)
    track = screen.track
    assert "every 2 successes" in track.milestone_cards.toolTip()
    assert "every 3 complications" in track.threat_cards.toolTip()
    assert "Threat step 3, milestone step 2" in track.leading.text()
    screen.plan.cards_edit.setText("KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    with qtbot.waitSignal(screen.odds_panel.updated):  # the odds follow just after the frame
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert "Milestones 0" in track.milestones.text()
    notes = [label.text() for label in screen.findChildren(QLabel, "odds_note")]
    # one success more, and the next test's one card is one of the 25 black cards of 51
    assert "Next milestone with this test: <b>49 %</b>" in notes, notes


# --- a short mission --------------------------------------------------------------------------


def test_a_short_mission_with_clicks_and_keys(qtbot, window: MainWindow) -> None:
    screen = start(window)
    # Describe Anna's test: click one aspect, press the number of another twice (exhaust it).
    qtbot.mouseClick(chip(screen, ANNA, "Sharp eyes"), Qt.MouseButton.LeftButton)
    qtbot.keyClick(screen, Qt.Key.Key_2)
    qtbot.keyClick(screen, Qt.Key.Key_2)
    assert chip(screen, ANNA, "Ex-cop").state == "exhaust"
    assert "Draws <b>3</b> cards: 1 base + 2 aspects" in screen.plan.count_line.text()
    assert screen.plan.draw_button.text() == "Draw 3 cards (Space)"

    qtbot.keyClick(screen, Qt.Key.Key_Space)
    drawn = screen.agents.pending
    assert drawn is not None and len(drawn.cards) == 3
    assert screen.showing_drawn()
    views = [view for view in screen.drawn.views if view.isVisible()]
    assert [view.card for view in views] == list(drawn.cards)
    assert all(view.width() >= 120 for view in views)  # large, to read across the table
    roles = [label.text() for label in screen.drawn.roles if label.isVisible()]
    assert roles == ["base", "aspect", "aspect"]
    assert "success" in screen.drawn.preview.text() or "complication" in screen.drawn.preview.text()

    qtbot.keyClick(screen, Qt.Key.Key_Return)
    status = screen.agents.status()
    assert screen.agents.pending is None and len(events(window)) == 2
    assert status.successes + status.complications >= 1
    assert screen.piles.success_count.text() == f"Successes {status.successes}"
    assert screen.piles.complication_count.text() == f"Complications {status.complications}"
    assert screen.last_test.isVisible()
    assert window.table_page.history.count() == 2

    # A rest: R opens the dialog; Cyril keeps watch.
    with_dialog(qtbot, RestDialog, lambda d: (d.resting[CYRIL].setChecked(False), d.accept()))
    qtbot.keyClick(screen, Qt.Key.Key_R)
    assert screen.agents.status().rest_marks == 2
    assert "incl. 2 rest marks" in screen.piles.marks.text()

    # The scene ends with a relationship change and its reason.
    def write(dialog: SceneEndDialog) -> None:
        reason = dialog.findChild(type(dialog.rows[0][3]), f"reason_{BARA}_{CYRIL}")
        becomes(dialog, BARA, CYRIL, Relation.PARTIAL_TRUST)
        qtbot.keyClicks(reason, "he patched me up")
        dialog.accept()

    with_dialog(qtbot, SceneEndDialog, write)
    qtbot.mouseClick(screen.scene_button, Qt.MouseButton.LeftButton)
    assert screen.agents.status().scene == 2
    assert screen.track.scene.text() == "Scene 2"
    relations = screen.panels[BARA].relations.text()
    assert "Partial trust" in relations and "he patched me up" in relations

    # Undo and redo through the window's actions.
    scene_end = "Scene 1 ends; Bara → Cyril: Partial trust (he patched me up)"
    assert window.named_actions["undo"].text() == f"&Undo {scene_end}"
    window.named_actions["undo"].trigger()
    assert screen.agents.status().scene == 1 and screen.track.scene.text() == "Scene 1"
    assert window.named_actions["redo"].text() == f"&Redo {scene_end}"
    window.named_actions["redo"].trigger()
    assert screen.agents.status().scene == 2
    assert [event["action"]["do"] for event in events(window)] == [
        "draw",
        "resolve",
        "rest",
        "end_scene",
        "undo",
        "redo",
    ]
    assert window.table_page.history.count() == 6
    assert window.table_page.history.item(4).text().endswith(f"Undo: {scene_end}")
    assert window.table_page.history.item(5).text().endswith(f"Redo: {scene_end}")


def test_a24_an_end_of_scene_change_needs_no_reason(qtbot, window: MainWindow) -> None:
    # rule A-24: the new value is written on the card; a reason only when given
    screen = start(window)

    def no_reason(dialog: SceneEndDialog) -> None:
        becomes(dialog, ANNA, CYRIL, Relation.FULL_DISTRUST)
        dialog.accept()

    with_dialog(qtbot, SceneEndDialog, no_reason)
    qtbot.keyClick(screen, Qt.Key.Key_E)
    assert screen.agents.status().scene == 2
    card = screen.agents.agent(ANNA).relationship(CYRIL)
    assert card.level is Relation.FULL_DISTRUST and card.history[0].reason == ""


def test_a_mirror_table_takes_the_typed_cards(qtbot, window: MainWindow) -> None:
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_1)  # Sharp eyes, exhausted for an advantage
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # goes to the field for the real cards
    assert screen.plan.cards_edit.hasFocus()
    qtbot.keyClicks(screen.plan.cards_edit, "qh 10s")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    assert [card.notation for card in screen.agents.pending.cards] == ["QH", "10S"]
    fates = [label.text() for label in screen.drawn.fates if label.isVisible()]
    assert fates == ["removed: advantage", "success"]
    assert screen.drawn.views[0].describe() == "Q♥ (red)"
    qtbot.mouseClick(screen.drawn.sort_button, Qt.MouseButton.LeftButton)
    assert [card.notation for card in screen.agents.pile("success")] == ["10S"]
    assert chip(screen, ANNA, "Sharp eyes").item.exhausted
    assert "Deck: <b>50</b> left · 1 discarded · 0 on the table" == screen.piles.deck.text()


def fates(screen: AgentsScreen) -> list[str]:
    return [label.text() for label in screen.drawn.fates if label.isVisible()]


def test_a16_clicking_a_drawn_card_chooses_the_one_the_advantage_removes(
    qtbot, window: MainWindow
) -> None:
    # rule A-16: at a mirror table the piles must hold the cards the player really removed
    screen = start(window, mirror=True)
    for key in (Qt.Key.Key_1, Qt.Key.Key_1, Qt.Key.Key_2):  # Sharp eyes exhausted, Ex-cop used
        qtbot.keyClick(screen, key)
    screen.plan.cards_edit.setText("QH KS 3D")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    assert fates(screen) == ["removed: advantage", "success", "complication"]  # the earliest
    qtbot.mouseClick(screen.drawn.views[2], Qt.MouseButton.LeftButton)
    assert fates(screen) == ["complication", "success", "removed: advantage"]
    qtbot.mouseClick(screen.drawn.views[1], Qt.MouseButton.LeftButton)
    assert "No disadvantage removes a success" in screen.problem.text()
    assert fates(screen) == ["complication", "success", "removed: advantage"]
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert [card.notation for card in screen.agents.pile("complication")] == ["QH"]
    assert [card.notation for card in screen.agents.pile("success")] == ["KS"]
    assert [card.notation for card in screen.agents.pile("discard")] == ["3D"]
    assert events(window)[-1]["action"]["choices"]["remove"] == ["3D"]


def test_a16_a_chosen_card_follows_the_advantages_as_they_change(qtbot, window: MainWindow) -> None:
    # rule A-16: the named cards always match the advantages used
    screen = start(window, mirror=True)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):
        qtbot.keyClick(screen, key)
    screen.plan.cards_edit.setText("QH KS 3D")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.mouseClick(screen.drawn.views[2], Qt.MouseButton.LeftButton)
    assert "No advantage removes a complication" in screen.problem.text()
    qtbot.keyClick(screen, Qt.Key.Key_1)  # now Sharp eyes is exhausted: the click counts
    qtbot.mouseClick(screen.drawn.views[2], Qt.MouseButton.LeftButton)
    assert not screen.problem.isVisibleTo(screen)
    qtbot.keyClick(screen, Qt.Key.Key_2)  # Ex-cop too: the earliest other red joins the 3D
    assert fates(screen) == ["removed: advantage", "success", "removed: advantage"]
    qtbot.keyClick(screen, Qt.Key.Key_2)  # Ex-cop back to used: the clicked card stays chosen
    assert fates(screen) == ["complication", "success", "removed: advantage"]
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert [card.notation for card in screen.agents.pile("discard")] == ["3D"]


def test_a_wrong_card_count_is_explained_and_stores_nothing(qtbot, window: MainWindow) -> None:
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    screen.plan.cards_edit.setText("QH")
    qtbot.mouseClick(screen.plan.draw_button, Qt.MouseButton.LeftButton)
    assert screen.problem.isVisibleTo(screen)
    assert "This test draws 2 cards (1 base + 1 aspect), not 1" in screen.problem.text()
    assert events(window) == [] and screen.agents.pending is None


def test_a19_a_complication_becomes_a_negative_aspect(qtbot, window: MainWindow) -> None:
    screen = start(window, mirror=True)
    qtbot.mouseClick(chip(screen, ANNA, "Ex-cop"), Qt.MouseButton.LeftButton)
    screen.plan.cards_edit.setText("3H KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(screen.drawn.aspect_edit, "Concussion")
    qtbot.keyClick(screen.drawn.aspect_edit, Qt.Key.Key_Return)
    assert [label.text() for label in screen.drawn.fates if label.isVisible()] == [
        "→ negative aspect",
        "success",
    ]
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert screen.agents.status().complications == 0
    new = chip(screen, ANNA, "Concussion")
    assert new.item.kind == "negative" and "Concussion" in new.text()


def test_backspace_puts_the_drawn_cards_back_then_clears_the_test_and_esc_does_neither(
    qtbot, window: MainWindow
) -> None:
    """Esc has one meaning everywhere (hide private cards): it never touches an Agents test."""
    screen = start(window)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert screen.agents.pending is not None
    window.named_actions["hide_private"].trigger()
    assert screen.agents.pending is not None, "Esc is not put back"
    qtbot.keyClick(screen, Qt.Key.Key_Backspace)
    assert screen.agents.pending is None and len(screen.agents.pile("draw")) == 52
    assert not screen.showing_drawn() and chip(screen, ANNA, "Sharp eyes").state == "use"
    window.named_actions["hide_private"].trigger()
    assert chip(screen, ANNA, "Sharp eyes").state == "use", "Esc is not clear"
    qtbot.keyClick(screen, Qt.Key.Key_Backspace)
    assert chip(screen, ANNA, "Sharp eyes").state == "off"


def test_clicking_another_agent_makes_it_the_tester(qtbot, window: MainWindow) -> None:
    screen = start(window)
    qtbot.mouseClick(chip(screen, BARA, "Night owl"), Qt.MouseButton.LeftButton)
    assert screen.builder.tester == BARA and chip(screen, BARA, "Night owl").state == "use"
    assert "Bara tests" == screen.plan.heading.text()
    qtbot.keyClick(screen, Qt.Key.Key_A)
    assert screen.builder.tester == CYRIL
    qtbot.keyClick(screen, Qt.Key.Key_A, Qt.KeyboardModifier.ShiftModifier)
    assert screen.builder.tester == BARA
    qtbot.keyClick(screen, Qt.Key.Key_T)
    assert screen.builder.temporary == 1
    assert "costs 1 reserve" in screen.plan.count_line.text()
    assert "(s)" not in screen.plan.count_line.text(), "a plural only where it is one"


@pytest.mark.window(size=(1366, 768), mode="table", system="agents", language="cs")
def test_a_test_the_reserves_cannot_pay_is_refused_without_a_rule_id_in_sight(
    qtbot, window: MainWindow
) -> None:
    """Issue 30 review #6: the red line says why in words; the rule's ID is in its tooltip
    (where Shift+F1 finds it), as for every refusal."""
    screen = start(window)
    qtbot.keyClick(screen, Qt.Key.Key_1)  # Anna, 2 reserves
    for _ in range(3):
        qtbot.keyClick(screen, Qt.Key.Key_T)
    line = screen.plan.count_line
    assert "Anna" in line.text() and "2" in line.text()  # the refusal, in Czech
    assert "A-15" not in line.text() and "(" not in line.text().rsplit("Anna", 1)[-1]
    assert line.toolTip().endswith(": A-15")  # "Pravidla: A-15"
    keep_screen(window, "agents_reserves_refused_cs")


def test_an_exhausted_aspect_is_restored_by_a_click(qtbot, window: MainWindow) -> None:
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_3)  # Second sight, a special aspect: one reserve
    qtbot.keyClick(screen, Qt.Key.Key_3)
    screen.plan.cards_edit.setText("3H KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Enter)
    assert chip(screen, ANNA, "Second sight").item.exhausted
    assert screen.panels[ANNA].reserves.text() == "Reserves 1"
    panel = screen.panels[ANNA]
    button = panel.restore_buttons[panel.chips.index(chip(screen, ANNA, "Second sight"))]
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not chip(screen, ANNA, "Second sight").item.exhausted
    assert screen.panels[ANNA].reserves.text() == "Reserves 0" and not button.isVisible()


def test_the_mission_ends_and_shows_its_outcome(qtbot, tmp_path: Path, open_window) -> None:
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        fill(campaign, {"step": 1, "final_level": 2})
    window = open_window(tmp_path / "c.carddesk")
    screen = start(window, mirror=True)
    for cards in ("KS", "QS"):
        screen.plan.cards_edit.setText(cards)
        qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert screen.track.outcome.isVisible()
    assert "MISSION SUCCESS — total" in screen.track.outcome.text()
    assert "pyrrhic" in screen.track.outcome.text()  # not final until the scene ends
    assert (
        screen.track.milestone_cards.reached == 2
        and "milestones lead" in screen.track.leading.text()
    )
    with_dialog(qtbot, SceneEndDialog, lambda d: d.accept())
    qtbot.keyClick(screen, Qt.Key.Key_E)
    assert "cannot change" in screen.track.outcome.text()


def test_undo_and_redo_of_a_draw_and_a_test(qtbot, window: MainWindow) -> None:
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    screen.plan.cards_edit.setText("3H KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    assert window.named_actions["undo"].text() == "&Undo Anna draws 3♥ (red) K♠ (black)"
    window.named_actions["undo"].trigger()
    assert screen.agents.pending is None and not screen.showing_drawn()
    # The kernel's redo draws the same cards again.
    assert window.named_actions["redo"].text() == "&Redo Anna draws 3♥ (red) K♠ (black)"
    window.named_actions["redo"].trigger()
    assert [card.notation for card in screen.agents.pending.cards] == ["3H", "KS"]
    qtbot.keyClick(screen, Qt.Key.Key_Backspace)  # put back: an undo of the draw
    assert screen.agents.pending is None and len(screen.agents.pile("draw")) == 52
    assert events(window)[-1]["action"] == {"do": "undo"}
    screen.plan.cards_edit.setText("3H KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert window.named_actions["undo"].text().startswith("&Undo Anna's test: 1 success, ")
    window.named_actions["undo"].trigger()  # the sorting: the cards lie on the table again
    assert screen.agents.status().successes == 0 and screen.piles.success.cards == []
    assert screen.showing_drawn()
    assert [card.notation for card in screen.agents.pending.cards] == ["3H", "KS"]
    window.named_actions["redo"].trigger()
    assert [card.notation for card in screen.piles.success.cards] == ["KS"]
    window.named_actions["undo"].trigger()
    window.named_actions["undo"].trigger()  # and the draw
    assert screen.agents.pending is None and len(screen.agents.pile("draw")) == 52


# --- restart and export ------------------------------------------------------------------------


def test_a_restarted_window_finds_the_same_table(qtbot, campaign_path: Path, open_window) -> None:
    first = open_window(campaign_path)
    screen = start(first, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    screen.plan.cards_edit.setText("3H KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    with_dialog(qtbot, RestDialog, lambda d: d.accept())
    qtbot.keyClick(screen, Qt.Key.Key_R)
    qtbot.keyClick(screen, Qt.Key.Key_A)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    screen.plan.cards_edit.setText("9D 2C")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)  # Bara's cards lie on the table
    state = screen.agents.state_json()
    texts = (screen.track.leading.text(), screen.piles.deck.text(), screen.drawn.heading.text())
    first.close()
    first.controller.close()

    again = open_window(campaign_path)
    page = again.table_page
    assert page.session_box.count() == 1
    page.session_box.activated.emit(0)
    restored = page.session_screen
    assert isinstance(restored, AgentsScreen)
    assert restored.agents.state_json() == state
    assert texts == (
        restored.track.leading.text(),
        restored.piles.deck.text(),
        restored.drawn.heading.text(),
    )
    assert restored.showing_drawn()
    assert [view.card.notation for view in restored.drawn.views if view.isVisible()] == ["9D", "2C"]
    assert chip(restored, BARA, "Hacker").state == "use"
    qtbot.keyClick(restored, Qt.Key.Key_Return)
    assert restored.agents.status().successes == 2


def exported(screen) -> dict:
    """The shown session's mission log, from the play kernel's actions in effect."""
    session = screen.session
    setup = session.campaign.session_setup(session.session_id)
    return AgentsDriver.export_log(setup, session.history.done)


def test_the_export_button_writes_a_replay_log(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    screen.plan.cards_edit.setText("3H KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    target = tmp_path / "out" / "mission.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_: (str(target), ""))
    qtbot.mouseClick(screen.export_button, Qt.MouseButton.LeftButton)
    log = json.loads(target.read_text(encoding="utf-8"))
    assert log == exported(screen)
    assert log["events"][0]["cards"] == ["3H", "KS"]
    capsys.readouterr()
    assert cli.main(["replay", str(target), "--json"]) == 0
    line = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert line == {"event": 1, **screen.agents.status().to_json()}


def test_the_rest_dialog_offers_what_an_interrupted_rest_restores(
    qtbot, window: MainWindow
) -> None:
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    screen.plan.cards_edit.setText("3H 4D")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Return)  # Sharp eyes exhausted; 1 complication
    dialog = RestDialog(screen.agents.view(), screen)
    qtbot.addWidget(dialog)
    assert not dialog.interrupted.isChecked()  # the scene opened on a tie
    dialog.interrupted.setChecked(True)
    assert dialog.choices[ANNA].item(0).text() == "Sharp eyes"
    dialog.choices[ANNA].item(0).setCheckState(Qt.CheckState.Checked)
    near = dialog.findChild(QCheckBox, f"near_{CYRIL}")
    dialog.resting[CYRIL].setChecked(False)
    near.setChecked(True)
    assert dialog.action() == {
        "do": "rest",
        "agents": [ANNA, BARA],
        "interrupted": True,
        "present": [CYRIL],
        "restore": {ANNA: ["Sharp eyes"]},
    }


def test_an_imported_mission_is_played_in_counts(qtbot, tmp_path: Path, open_window) -> None:
    log = {
        "system": "agents",
        "agents": ["Dana", "Emil"],
        "events": [{"type": "test", "agent": "Dana", "cards": ["KS"], "exhaust": 0}],
    }
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        setup, actions = AgentsDriver.import_log(log)
        session = PlaySession.start(campaign, AgentsDriver, "Imported", setup)
        for action in actions:
            session.perform(action)
    window = open_window(tmp_path / "c.carddesk")
    page = window.table_page
    assert page.resume(session.session_id)
    screen = page.session_screen
    assert screen.panels["Dana"].chips == [] and screen.plan.count_row.isVisible()
    qtbot.mouseClick(screen.plan.counts["aspects"].plus, Qt.MouseButton.LeftButton)
    assert "Draws <b>2</b> cards: 1 base + 1 aspect" in screen.plan.count_line.text()
    screen.plan.cards_edit.setText("3H QS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    assert screen.drawn.count_row.isVisible()
    qtbot.mouseClick(screen.drawn.counts["exhaust"].plus, Qt.MouseButton.LeftButton)
    assert [label.text() for label in screen.drawn.fates if label.isVisible()] == [
        "removed: advantage",
        "success",
    ]
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert screen.agents.status().successes == 2
    assert exported(screen)["events"][-1]["exhaust"] == 1


KILLED_WINDOW = textwrap.dedent(
    """
    import json, os, signal, sys
    from pathlib import Path
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from deskapp.core.store import CampaignFile
    from deskapp.core.store.locations import RecentCampaigns
    from deskapp.systems.agents.driver import AgentsDriver
    from deskapp.ui.controller import CampaignController
    from deskapp.ui.main_window import MainWindow

    folder = Path(sys.argv[1])
    app = QApplication([])
    controller = CampaignController(
        CampaignFile.open(folder / "c.carddesk"), RecentCampaigns(folder / "recent.json")
    )
    window = MainWindow(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat), controller)
    window.show()
    window.set_mode("table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("agents"))
    page.start_session("Mission", ["Anna", "Bara", "Cyril"], False)
    screen = page.session_screen
    for draw in range(3):
        if draw == 2:
            session = screen.session
            setup = session.campaign.session_setup(session.session_id)
            log = AgentsDriver.export_log(setup, session.history.done)
            print(json.dumps({"table": screen.agents.state_json(), "log": log}), flush=True)
            os.kill(os.getpid(), signal.SIGKILL)  # between draws, as a power cut would
        QTest.keyClick(screen, Qt.Key.Key_1)
        QTest.keyClick(screen, Qt.Key.Key_Space)
        QTest.keyClick(screen, Qt.Key.Key_Return)
        QTest.keyClick(screen, Qt.Key.Key_A)
    """
)


@pytest.mark.slow
def test_the_killed_app_restarts_with_the_same_table(
    qtbot, tmp_path: Path, campaign_path: Path, open_window, killed_run
) -> None:
    printed = killed_run(KILLED_WINDOW, str(tmp_path), QT_QPA_PLATFORM="offscreen")
    last_words = json.loads(printed[-1])
    assert len(last_words["log"]["events"]) == 2
    window = open_window(campaign_path)
    page = window.table_page
    page.session_box.activated.emit(0)
    assert page.session_screen.agents.state_json() == last_words["table"]
    assert exported(page.session_screen) == last_words["log"]
    assert page.history.count() == 4


# --- writing play back onto the sheets ---------------------------------------------------------


def test_update_sheets_writes_the_exhausted_aspect_and_undo_takes_it_back(
    qtbot, window: MainWindow
) -> None:
    # rule A-11: the aspect exhausted at the table is exhausted on the campaign's sheet
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    screen.plan.cards_edit.setText("QH KS")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    campaign = window.controller.campaign
    anna = next(row.id for row in campaign.characters() if row.name == ANNA)

    def sharp_eyes() -> dict[str, Any]:
        data = campaign.character(anna).data
        return next(aspect for aspect in data["aspects"] if aspect["text"] == "Sharp eyes")

    assert not sharp_eyes().get("exhausted", False)
    assert update_sheets(window.table_page) == 1  # Anna's sheet; the others did not change
    assert sharp_eyes()["exhausted"] is True
    assert update_sheets(window.table_page) == 0
    window.set_mode("characters")
    window.named_actions["undo"].trigger()
    assert not sharp_eyes().get("exhausted", False)


def test_a_mirror_table_takes_back_a_card_the_app_holds_elsewhere(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """Mirror resync (issue 15): a typed card the app put in the complication pile is offered
    back; one click corrects the deck and records the typed draw, each one undoable."""
    screen = start(window, mirror=True)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    qtbot.keyClicks(screen.plan.cards_edit, "qd 10s")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    qtbot.mouseClick(screen.drawn.sort_button, Qt.MouseButton.LeftButton)
    assert [card.notation for card in screen.agents.pile("complication")] == ["QD"]
    assert not screen.resync.isVisible()
    # The real deck gives Q♦ now: the app thought it already drawn.
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    qtbot.keyClicks(screen.plan.cards_edit, "qd 9s")
    qtbot.keyClick(screen.plan.cards_edit, Qt.Key.Key_Return)
    assert screen.problem.text() == "Q♦ was already drawn: it is in the complication pile"
    assert screen.resync.isVisible()
    assert screen.resync.text() == "Take Q♦ from the complication pile"
    stored = len(events(window))
    window.resize(1366, 768)
    screen.grab().save(str(tmp_path / "agents_resync_offer.png"))
    qtbot.mouseClick(screen.resync, Qt.MouseButton.LeftButton)
    assert [event["action"]["do"] for event in events(window)[stored:]] == ["take_back", "draw"]
    assert [card.notation for card in screen.agents.pending.cards] == ["QD", "9S"]
    assert screen.agents.pile("complication") == []
    assert not screen.resync.isVisible() and not screen.problem.isVisible()
    history = window.table_page.history
    lines = [history.item(row).text() for row in range(history.count())]
    assert any(
        line.endswith("Correction: Q♦ taken from the complication pile back onto the draw pile")
        for line in lines
    )
    # Ctrl+Z takes back the draw, then the correction.
    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.agents.pending is None and screen.agents.pile("complication") == []
    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [card.notation for card in screen.agents.pile("complication")] == ["QD"]


# --- a key press redraws only what it changed (issue 26) ---------------------------------------


class Relayouts(QObject):
    """Counts, for the widgets under ``root``, the widgets made anew (each is polished once)
    and the resizes, by widget."""

    def __init__(self, root: QWidget) -> None:
        super().__init__()
        self.root = root
        self.polished = 0
        self.resized: list[QWidget] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget) and self.root.isAncestorOf(watched):
            if event.type() == QEvent.Type.Polish:
                self.polished += 1
            elif event.type() == QEvent.Type.Resize:
                self.resized.append(watched)
        return False


def test_a_space_and_an_enter_make_no_widget_and_lay_out_no_agent_panel_again(
    qtbot, window: MainWindow
) -> None:
    """Issue 26: Space and Enter used to redraw the whole screen — the Present toggles and the
    combo boxes made anew, the agents' panels and the track laid out again, and the test area
    laid out once at its own narrow size hint and again at the screen's width. Counted
    structurally, not timed: a press makes no widget, resizes nothing in the agents' column or
    the track, and lays the drawn cards out at most once."""
    screen = start(window)
    app = QApplication.instance()
    screen.chip_clicked(ANNA, chip(screen, ANNA, "Sharp eyes").item)
    for _ in range(2):  # the first draw and sort make the card views and the odds rows
        qtbot.keyClick(screen, Qt.Key.Key_Space)
        qtbot.wait(1)  # each face shown in a frame of its own
        qtbot.keyClick(screen, Qt.Key.Key_Return)
        qtbot.wait(1)
    counted = Relayouts(screen)
    app.installEventFilter(counted)
    try:
        qtbot.keyClick(screen, Qt.Key.Key_Space)
        app.sendPostedEvents()  # the layouts and paints of the next frame
        assert screen.agents.pending is not None
        drawn = counted.resized.count(screen.drawn)
        on_space = list(counted.resized)
        qtbot.keyClick(screen, Qt.Key.Key_Return)
        app.sendPostedEvents()
        qtbot.wait(1)  # and the odds just after it
        assert screen.agents.pending is None
    finally:
        app.removeEventFilter(counted)
    assert counted.polished == 0, "a key press made widgets anew"
    column = screen.agents_scroll.widget()
    assert not [w for w in on_space if column.isAncestorOf(w) or screen.track.isAncestorOf(w)]
    assert drawn <= 1, "the drawn cards were laid out more than once"
    # The face going away is hidden before the other shows: it is not laid out once more,
    # squeezed beside the coming one.
    assert screen.plan_page not in on_space, "the plan was laid out on its way out"
    # The test area keeps the taller face's height, so the scroll range (and the scroll bar
    # Qt lays out and paints again when it changes) stays as it was.
    assert screen.test_area not in counted.resized, "a press changed the scroll range"


def test_issue_30_no_rule_id_in_the_words_of_the_screen_or_its_dialogs(
    qtbot, window: MainWindow
) -> None:
    """Rule IDs stay in the tooltips ("Rules: A-23"), also in what the screen builds between
    actions (the plan's rows made on a click) and in the dialogs."""

    def words(root: QWidget) -> list[str]:
        texts = [label.text() for label in root.findChildren(QLabel)]
        texts += [button.text() for button in root.findChildren(QAbstractButton)]
        return [text for text in texts if RULE_REFERENCE.search(text)]

    screen = start(window)
    screen.choose_tester(BARA)
    screen.choose_tester(ANNA)  # Anna has a negative aspect: "Tries to remove:" is built now,
    assert words(screen) == []  # on a click, with no action stored after it
    screen.draw()
    screen.resolve()  # the last test, the piles and the track say what happened
    assert words(screen) == []
    removing = [
        label
        for label in screen.plan.findChildren(QLabel)
        if label.text() == "Tries to remove:" and not label.isHidden()
    ]
    assert len(removing) == 1 and removing[0].toolTip() == "Rules: A-23"
    assert screen.last_test.title.toolTip() == "Rules: A-18"
    for dialog in (
        RestDialog(screen.agents.view(), screen),
        SceneEndDialog(screen.agents.view(), screen),
    ):
        assert words(dialog) == []
        dialog.deleteLater()


def test_a32_the_table_options_offer_the_milestones_reading(qtbot) -> None:
    # rule A-32: the book's reading by default, the Threat's minimum as a choice
    dialog = OptionsDialog(AgentsOptions(), "Agents")
    qtbot.addWidget(dialog)
    field = dialog.fields["milestone_step"]
    assert dialog.texts["milestone_step"].label == "Successes per milestone"
    assert field.currentText() == "The number of agents"
    field.setCurrentIndex(field.findData("threat"))
    assert dialog.chosen_options() == AgentsOptions(milestone_step="threat")


def test_one_enter_in_the_mirror_field_records_the_cards_and_does_not_sort(
    qtbot, window: MainWindow
) -> None:
    """Review r30c: on a desktop one Enter recorded the typed cards and sorted them too, so
    the GM never got to exhaust an aspect. A desktop sends the key as a ShortcutOverride
    before the press; only the press acts."""
    from PySide6.QtGui import QKeyEvent  # noqa: PLC0415

    screen = start(window, mirror=True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    screen.setFocus()
    qtbot.keyClick(screen, Qt.Key.Key_2)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is screen.plan.cards_edit
    qtbot.keyClicks(screen.plan.cards_edit, "KH 3C")
    for kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        key = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r")
        QApplication.sendEvent(QApplication.focusWidget(), key)
    assert [event["action"]["do"] for event in events(window)] == ["draw"]


def test_the_track_frame_takes_the_track_height_at_every_width(qtbot, window: MainWindow) -> None:
    """Issue 26: the track sits in a frame of its own, so a key that rewrites its words (the
    score after Enter) lays out the track alone, not the whole screen. The frame is exactly as
    tall as the track at its width (a wrong width once made it 875 px tall and the window grew
    past the screen), after a sort that changes the track, and after every resize."""
    screen = start(window)
    qtbot.keyClick(screen, Qt.Key.Key_A)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    qtbot.keyClick(screen, Qt.Key.Key_Return)  # the totals in the track change
    for width in (1366, 1100, 1920, 1366):
        window.resize(width, 768)
        for _ in range(3):
            QApplication.processEvents()
        area = screen.track_area
        assert window.size() == QSize(width, 768)
        assert area.height() == screen.track.heightForWidth(area.width()) < 200
        assert screen.track.height() == area.height()  # all of it in sight, nothing scrolled


def test_after_a_sort_the_odds_show_again_once_worked_out_and_nothing_moves(
    qtbot, window: MainWindow
) -> None:
    """Issue 26: the odds of the next test are worked out just after the frame that shows the
    sort. Until then the panel held the last test's odds; it is hidden instead, its room kept,
    and shows again with the new ones: nothing under it moves, and the frame of the sort
    neither lays out nor paints odds about to change."""
    screen = start(window)
    qtbot.keyClick(screen, Qt.Key.Key_A)
    with qtbot.waitSignal(screen.odds_panel.updated):
        qtbot.keyClick(screen, Qt.Key.Key_Space)
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    qtbot.wait(1)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert screen.odds_panel.isHidden() and not screen.plan_page.isHidden()
    QApplication.sendPostedEvents()  # the sort's frame: its layouts
    under = screen.last_test.geometry()
    with qtbot.waitSignal(screen.odds_panel.updated):
        pass  # the odds, just after the frame
    assert not screen.odds_panel.isHidden()
    assert screen.last_test.geometry() == under


def test_a_wrapped_label_measures_new_words_and_a_new_font_at_once(qtbot) -> None:
    """Issue 26: a wrapped line of a play screen is measured once a width while its words,
    font and style sheet stay (Qt asked the Agents deck's line 7 times a key press); new words,
    a new font or new room around the words are measured at once, as a label measuring every
    time measures them."""
    parent = QWidget()
    qtbot.addWidget(parent)
    label, fresh = screen_label(parent, wrap=True, rich=True), rich_label(parent)
    fresh.setWordWrap(True)
    heights = []
    for text in ("Deck: <b>45</b> left", "Deck: <b>44</b> left, " * 12, "Deck: <b>45</b> left"):
        for widget in (label, fresh):
            widget.setText(text)
        for width in (120, 400, 120):
            assert label.heightForWidth(width) == fresh.heightForWidth(width)
        heights.append(label.heightForWidth(120))
    assert heights[0] == heights[2] < heights[1]
    for widget in (label, fresh):
        widget.setStyleSheet("font-size: 30pt;")
        widget.ensurePolished()
    assert label.heightForWidth(120) == fresh.heightForWidth(120) > heights[0]
    for widget in (label, fresh):  # the same font, more room around the words
        widget.setStyleSheet("font-size: 30pt; padding-top: 40px;")
        widget.ensurePolished()
    assert label.heightForWidth(120) == fresh.heightForWidth(120) >= heights[0] + 40
