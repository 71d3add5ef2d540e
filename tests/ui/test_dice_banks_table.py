"""Playing a dice-banks conflict through the real table widgets: rounds, rolls, undo, restart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QLabel, QPushButton, QScrollArea

from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import SkillKind
from deskapp.systems.dice_banks.sheet import Capacity, DiceBanksCharacter, Equipment, Scar, Skill
from deskapp.systems.dice_banks.ui.screen import DiceBanksScreen
from deskapp.systems.dice_banks.ui.screen_dialogs import LongActionDialog, OpponentDialog
from deskapp.ui.main_window import MainWindow
from deskapp.ui.rule_ids import split_rule_ids
from deskapp.ui.table.page import NewSessionDialog

ADA, BO = "Ada", "Bo"


def crew() -> list[DiceBanksCharacter]:
    return [
        DiceBanksCharacter(
            ADA,
            2,
            skills=(
                Skill("Fencing", SkillKind.ABILITY, 5),  # success 5+, explodes on 10
                Skill("Strength", SkillKind.TALENT, 6),  # success 5+, explodes on 9+
            ),
            capacities=(Capacity("Might", 4),),  # base Power 2, Power dice succeed on 6+
            scars=(Scar("Body", 5, burnable=True),),
            equipment=(Equipment("Rapier", damage_type="lethal"),),
        ),
        DiceBanksCharacter(
            BO,
            1,
            skills=(Skill("Charm", SkillKind.TALENT, 5),),  # success 5+, explodes on 10
            capacities=(Capacity("Will", 5),),  # base Power 2, Power dice succeed on 5+
            scars=(Scar("Body", 4, burnable=True),),
        ),
    ]


pytestmark = pytest.mark.window(mode="table", system="dice_banks")


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        campaign.add_characters(
            [NewCharacter("dice_banks", c.name, document_of(c)) for c in crew()]
        )
    return tmp_path / "c.carddesk"


def start(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, mirror: bool) -> Any:
    """Press New Session…, tick mirror mode if asked, accept: the dice-banks screen shows."""

    def accept(dialog: NewSessionDialog) -> QDialog.DialogCode:
        dialog.mirror.setChecked(mirror)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewSessionDialog, "exec", accept)
    qtbot.mouseClick(window.table_page.new_button, Qt.MouseButton.LeftButton)
    screen = window.table_page.session_screen
    assert isinstance(screen, DiceBanksScreen) and screen.isVisible()
    return screen


def click(qtbot, button: QPushButton) -> None:
    """Click a button as a user would: once it shows, scrolled into view if need be."""
    qtbot.waitUntil(lambda: button.isVisible() and not button.rect().isEmpty(), timeout=2000)
    assert button.isEnabled(), button.objectName()
    parent = button.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(button)
        parent = parent.parentWidget()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(combo: Any, data: Any) -> None:
    index = combo.findData(data)
    assert index >= 0, (combo.objectName(), data)
    combo.setCurrentIndex(index)


def type_number(qtbot, spin: Any, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))


def type_faces(qtbot, screen: DiceBanksScreen, faces: str) -> None:
    screen.builder.faces.clear()
    qtbot.keyClicks(screen.builder.faces, faces)


def find(qtbot, screen: DiceBanksScreen, name: str) -> QPushButton:
    """A button by name, once the event loop has shown it as a user would see it."""
    button = screen.findChild(QPushButton, name)
    assert button is not None, name
    qtbot.waitUntil(button.isVisible, timeout=2000)
    return button


def combatant(screen: DiceBanksScreen, name: str) -> dict[str, Any]:
    conflict = screen.driver.state_json()["conflict"]
    return next(c for c in conflict["combatants"] if c["name"] == name)


def play_round_one(qtbot, window: MainWindow, screen: DiceBanksScreen, monkeypatch) -> None:
    """Brute joins; Ada attacks Brute, Brute reacts, Ada's hit is settled and dealt; Bo supports Ada."""
    builder = screen.builder

    def brute(dialog: OpponentDialog) -> QDialog.DialogCode:
        dialog.name_edit.setText("Brute")
        dialog.scar_boxes.setValue(6)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(OpponentDialog, "exec", brute)
    click(qtbot, screen.opponent_button)
    click(qtbot, screen.conflict_button)
    assert screen.status.text() == "Conflict · Round 1"

    qtbot.mouseClick(screen.cards[ADA], Qt.MouseButton.LeftButton)
    assert builder.who.currentData() == ADA and builder.dice.hasFocus()
    choose(builder.skill, "Fencing")
    qtbot.keyClicks(builder.dice, "2")  # the card click selected the dice: typing replaces them
    choose(builder.capacity, "Might")
    choose(builder.item, "Rapier")
    choose(builder.partner, "Brute")
    type_faces(qtbot, screen, "10 5")
    assert "faces still to type: 1" in builder.summary.text()
    assert not builder.roll_button.isEnabled()
    qtbot.keyClicks(builder.faces, " 3")
    assert builder.roll_button.isEnabled()
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    [waiting] = screen.driver.state_json()["open_rolls"]
    assert waiting["successes"] == 2 and waiting["rounds"] == [[10, 5], [3]]
    assert "waiting for Brute to react" in screen.tray.banner.text()
    assert [row.faces for row in screen.tray.dice_rows] == [[10, 5], [3]]

    click(qtbot, find(qtbot, screen, f"react_{waiting['id']}"))
    assert builder.who.currentData() == "Brute" and builder.kind == "reaction"
    choose(builder.skill, "__other__")
    builder.other_level.setValue(4)
    choose(builder.other_kind, "ability")
    type_number(qtbot, builder.dice, 2)
    click(qtbot, find(qtbot, screen, "face_6"))
    click(qtbot, find(qtbot, screen, "face_2"))
    assert builder.faces.text() == "6 2"
    click(qtbot, builder.roll_button)
    assert screen.tray.banner.text() == "DEFENSE 1"
    assert combatant(screen, "Brute")["dice_left"]["physical"] == 2
    assert combatant(screen, "Brute")["actions_left"] == 1  # a reaction is not the action

    type_faces(qtbot, screen, "7")  # one net success: one Power die, a success on 6+
    click(qtbot, find(qtbot, screen, f"settle_{waiting['id']}"))
    last = screen.driver.state_json()["last"]
    assert last["net"] == 1 and last["power"] == 3 and screen.tray.banner.text() == "SUCCESS"
    assert screen.damage_who.currentData() == "Brute" and screen.damage_points.value() == 3
    assert screen.damage_type.currentText() == "lethal"
    click(qtbot, find(qtbot, screen, "damage_apply"))
    assert "<b>Body</b> 3/6 (3 lethal)" in screen.cards["Brute"].scars.text()

    qtbot.mouseClick(screen.cards[BO], Qt.MouseButton.LeftButton)
    click(qtbot, find(qtbot, screen, "as_support"))
    assert builder.capacity.currentData() == "Will"  # support needs Power: the first capacity
    choose(builder.partner, ADA)
    qtbot.keyClick(builder.who, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)  # Physical…
    qtbot.keyClick(builder.who, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)  # …no: Social
    assert builder.bank == "social"
    type_number(qtbot, builder.dice, 1)
    type_faces(qtbot, screen, "9 5")
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    assert screen.driver.state_json()["supports"] == {ADA: [{"from": BO, "bonus": 3}]}
    assert "+3 dice waiting from Bo" in screen.cards[ADA].notes.text()
    assert combatant(screen, ADA)["dice_left"]["physical"] == 2
    assert combatant(screen, BO)["dice_left"]["social"] == 2


@pytest.mark.slow
def test_two_rounds_of_a_conflict_with_undo_redo_and_restart(
    qtbot, window: MainWindow, campaign_path: Path, open_window, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = start(qtbot, window, monkeypatch, mirror=True)
    builder = screen.builder
    play_round_one(qtbot, window, screen, monkeypatch)

    qtbot.keyClick(builder.dice, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert screen.status.text() == "Conflict · Round 2"
    assert combatant(screen, ADA)["dice_left"] == {"physical": 4, "social": 4, "mental": 4}
    assert "Action ready" in screen.cards[ADA].actions_label.text()

    # Round 2: Ada's Strength with Bo's support (+3 dice) comes up all ones.
    qtbot.mouseClick(screen.cards[ADA], Qt.MouseButton.LeftButton)
    choose(builder.skill, "Strength")
    qtbot.keyClicks(builder.dice, "1")
    assert "+3 from support" in builder.summary.text()
    type_faces(qtbot, screen, "1 1 1 1")
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    last = screen.driver.state_json()["last"]
    assert last["dice"] == 4 and last["outcome"] == "critical_failure"
    assert screen.tray.banner.text() == "CRITICAL FAILURE"
    assert "+1 practice XP in Strength" in screen.tray.details.text()
    # Ada has acted (B-01): Who moves on to Bo, who still can; her card brings her sheet back.
    assert builder.who.currentData() == BO
    qtbot.mouseClick(screen.cards[ADA], Qt.MouseButton.LeftButton)
    assert not screen.sheet.buttons["Strength"].isEnabled()  # its point for this scene is taken
    played = screen.driver.state_json()

    window.named_actions["undo"].trigger()
    assert screen.driver.state_json()["last"]["as"] == "support"
    assert screen.driver.state_json()["supports"] == {ADA: [{"from": BO, "bonus": 3}]}
    assert screen.sheet.buttons["Strength"].isEnabled()
    assert (
        window.named_actions["redo"].isEnabled()
        and "Strength" in window.named_actions["redo"].text()
    )
    window.named_actions["redo"].trigger()
    assert screen.driver.state_json() == played
    history = window.table_page.history
    assert history.count() == len(screen.session.events) == 11
    rolled = history.item(8).text().split("  ", 1)[1]  # the Strength roll's own line
    assert rolled.startswith("Ada: Strength (talent 6)") and "CRITICAL FAILURE" in rolled
    assert history.item(9).text().endswith(f"Undo: {rolled}")
    assert history.item(10).text().endswith(f"Redo: {rolled}")

    session_id = screen.session.session_id
    window.close()
    window.controller.close()
    again = open_window(campaign_path)
    page = again.table_page
    page.session_box.setCurrentIndex(page.session_box.findData(session_id))
    page.session_box.activated.emit(page.session_box.currentIndex())
    resumed = page.session_screen
    assert isinstance(resumed, DiceBanksScreen)
    assert resumed.driver.state_json() == played
    assert resumed.status.text() == "Conflict · Round 2"
    assert resumed.tray.banner.text() == "CRITICAL FAILURE"
    assert page.history.count() == 11


def test_space_rolls_random_dice_and_a_refused_roll_is_explained(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = start(qtbot, window, monkeypatch, mirror=False)
    builder = screen.builder
    assert not builder.faces_row.isVisibleTo(builder)
    qtbot.keyClick(builder.dice, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert screen.driver.state_json()["conflict"]["round"] == 1
    qtbot.mouseClick(screen.cards[BO], Qt.MouseButton.LeftButton)
    qtbot.keyClick(builder.dice, Qt.Key.Key_Space)
    state = screen.driver.state_json()
    assert state["last"]["who"] == BO and len(state["last"]["rounds"][0]) == 3
    assert [row.faces for row in screen.tray.dice_rows][0] == state["last"]["rounds"][0]
    assert "Acted" in screen.cards[BO].actions_label.text()
    assert builder.who.currentData() == ADA  # Bo has acted (B-01): on to Ada, who can

    qtbot.mouseClick(screen.cards[BO], Qt.MouseButton.LeftButton)
    assert not builder.roll_button.isEnabled()
    assert "already taken 1 action this round" in builder.summary.text()
    events = len(screen.session.events)
    qtbot.keyClick(builder.dice, Qt.Key.Key_Space)
    assert len(screen.session.events) == events and screen.problem.isVisible()
    assert "one action per round" in screen.problem.text()


def begin_climbing(qtbot, screen, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ada begins a long action, "Climb the tower" with target 5, from the + Long action button."""

    def climb(dialog: LongActionDialog) -> QDialog.DialogCode:
        dialog.who.setCurrentIndex(dialog.who.findData(ADA))
        dialog.title.setText("Climb the tower")
        dialog.target.setValue(5)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(LongActionDialog, "exec", climb)
    click(qtbot, screen.long_button)


def test_a_long_action_runs_its_total_towards_the_target(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = start(qtbot, window, monkeypatch, mirror=True)

    begin_climbing(qtbot, screen, monkeypatch)
    click(qtbot, find(qtbot, screen, "long_roll"))
    builder = screen.builder
    assert builder.kind == "long" and builder.bank == "physical" and builder.dice.value() == 4
    choose(builder.skill, "Strength")
    type_faces(qtbot, screen, "5 2 2 2 1")  # one success, a Power die that fails: Power 2
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    assert screen.driver.state_json()["long_actions"][ADA]["total"] == 2
    click(qtbot, find(qtbot, screen, "long_roll"))
    assert "cumulative −1" in builder.summary.text()
    type_faces(qtbot, screen, "5 2 2 6")  # three dice after −1; Power 3 reaches the target
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    long = screen.driver.state_json()["long_actions"][ADA]
    assert long["total"] == 5 and long["status"] == "succeeded"
    assert "<b>5 of 5</b>" in screen.long_box.findChild(QLabel, f"long_{ADA}").text()
    assert not find(qtbot, screen, "long_roll").isEnabled()


def test_practice_xp_by_hand_burning_and_a_new_scene(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = start(qtbot, window, monkeypatch, mirror=True)
    builder = screen.builder
    qtbot.mouseClick(screen.cards[ADA], Qt.MouseButton.LeftButton)
    click(qtbot, screen.sheet.buttons["Fencing"])
    labels = [label.text() for label in screen.sheet.findChildren(QLabel)]
    assert labels[4:8] == ["Fencing", "ability", "5", "1  ✓ this scene"]
    assert not screen.sheet.buttons["Fencing"].isEnabled()

    choose(builder.skill, "Strength")
    type_number(qtbot, builder.dice, 1)
    choose(builder.burn_scar, "Body")
    builder.burn_points.setValue(2)
    assert "<b>3 dice</b>" in builder.summary.text()
    type_faces(qtbot, screen, "5 5 5")
    qtbot.keyClick(builder.faces, Qt.Key.Key_Return)
    assert "<b>Body</b> 2/5 (2 stun)" in screen.cards[ADA].scars.text()
    assert screen.driver.state_json()["last"]["burn"] == {
        "scar": "Body",
        "points": 2,
        "use": "dice",
    }

    click(qtbot, screen.scene_button)
    assert screen.substatus.text().startswith("Scene 2")
    assert screen.sheet.buttons["Fencing"].isEnabled()


# --- the history in words: rendered from stored data ---------------------------------------------

OLD_SESSION = Path(__file__).parent.parent / "fixtures" / "dice_banks_old_session.json"


def replayed_old_session(tmp_path: Path) -> tuple[dict[str, Any], PlaySession]:
    """The old fixture's actions played again through the kernel, with their stored dice."""
    old = json.loads(OLD_SESSION.read_text())
    campaign = CampaignFile.open(tmp_path / "new.carddesk")
    session = PlaySession.start(
        campaign, DiceBanksDriver, "Again", old["setup"]["table"], RecordedRandom()
    )
    for event in old["events"]:
        session.rng.replay(event["random"])
        session.perform(event["action"])
    return old, session


def test_history_lines_from_data_read_as_the_old_drivers_lines(qtbot, tmp_path: Path) -> None:
    old, session = replayed_old_session(tmp_path)
    screen = DiceBanksScreen()
    qtbot.addWidget(screen)
    assert all("text" not in event for event in session.events)
    assert all(
        ("outcome" in event) != (event["action"]["do"] in ("undo", "redo"))
        for event in session.events
    )
    for before, now in zip(old["events"], session.events, strict=True):
        line = screen.describe_event(now, session.events)
        do = now["action"]["do"]
        if do in ("undo", "redo"):
            # Undo and redo now name the whole line of the action they take back or do again.
            number = now["undid" if do == "undo" else "redid"]
            taken = session.events[number - 1]
            expected = f"{do.capitalize()}: {screen.describe_event(taken, session.events)}"
            assert line == expected
            assert before["text"].startswith(f"{do.capitalize()}: ")
        elif do == "extra_actions":
            assert before["text"] == "Ada has 1 extra actions per round from abilities (rule B-04)"
            assert line == "Ada has 1 extra action per round from abilities (rule B-04)"
        else:
            assert line == before["text"]
    session.campaign.close()


def test_history_lines_follow_the_language_and_storage_does_not_change(
    qtbot, tmp_path: Path
) -> None:
    old, session = replayed_old_session(tmp_path)
    screen = DiceBanksScreen()
    qtbot.addWidget(screen)
    stored = json.dumps(session.campaign.session_events(session.session_id), sort_keys=True)
    english = [screen.describe_event(event, session.events) for event in session.events]

    class Czech(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            words = {
                "Conflict begins: round 1, every bank full": "Konflikt začíná: 1. kolo",
                "%n dice": "%n kostek",
                "Undo: {what}": "Zpět: {what}",
            }
            text = words.get(source)
            return None if text is None else text.replace("%n", str(n))

    translator = Czech()
    QCoreApplication.installTranslator(translator)
    try:
        czech = [screen.describe_event(event, session.events) for event in session.events]
    finally:
        QCoreApplication.removeTranslator(translator)
    assert czech[2] == "Konflikt začíná: 1. kolo" and english[2].startswith("Conflict begins")
    assert "Social, 2 kostek" in czech[3] and "Social, 2 dice" in english[3]
    assert czech[5].startswith("Zpět: Ada against Brute") and czech[5] != english[5]
    assert json.dumps(session.campaign.session_events(session.session_id), sort_keys=True) == stored
    session.campaign.close()


def test_an_old_session_shows_its_stored_lines_and_undoes_through_the_kernel(
    tmp_path: Path, open_window
) -> None:
    old = json.loads(OLD_SESSION.read_text())
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        campaign.add_characters(
            [NewCharacter("dice_banks", c.name, document_of(c)) for c in crew()]
        )
        session_id = campaign.create_session("dice_banks", "Old", old["setup"])
        for event in old["events"]:
            campaign.append_session_event(session_id, event)
    window = open_window(tmp_path / "c.carddesk", mode="table", system="dice_banks")
    page = window.table_page
    page.session_box.setCurrentIndex(page.session_box.findData(session_id))
    page.session_box.activated.emit(page.session_box.currentIndex())
    screen = page.session_screen
    assert isinstance(screen, DiceBanksScreen)
    lines = [page.history.item(row).text().split("  ", 1)[1] for row in range(page.history.count())]
    # The stored lines as they were, their rule IDs moved to the tooltips.
    assert lines == [split_rule_ids(event["text"])[0] for event in old["events"]]
    cited = [row for row in range(page.history.count()) if "(rule" in old["events"][row]["text"]]
    assert cited and all("Rules: B-" in page.history.item(row).toolTip() for row in cited)
    assert (
        window.named_actions["undo"]
        .text()
        .endswith("Bo puts 'Pick the lock' away (going, total 0)")
    )
    window.named_actions["undo"].trigger()
    assert screen.driver.view().long_actions[BO].title == "Pick the lock"
    assert (
        page.history.item(page.history.count() - 1)
        .text()
        .endswith("Undo: Bo puts 'Pick the lock' away (going, total 0)")
    )
    window.controller.close()


@pytest.mark.window(mode="table", system="dice_banks", active=True)
def test_ctrl_z_right_after_new_scene_takes_it_back_from_an_empty_field(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    """The focus often sits in an empty field after a button: its Ctrl+Z is the window's Undo."""
    screen = start(qtbot, window, monkeypatch, mirror=True)
    click(qtbot, screen.scene_button)
    assert screen.table.scene == 2
    assert "Ctrl+Z takes the new scene back" in screen.substatus.text()
    field = screen.builder.faces
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.table.scene == 1, "Ctrl+Z took the new scene back"
    assert "Ctrl+Z" not in screen.substatus.text()
    # A field with its own typing keeps Ctrl+Z for it.
    qtbot.keyClicks(field, "7 3")
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert field.text() != "7 3" and screen.table.scene == 1


def answer_number(
    monkeypatch: pytest.MonkeyPatch, number: int, asked: list[Any] | None = None
) -> None:
    """The next number dialog is answered with ``number`` (and kept in ``asked``)."""

    def answer(dialog: QInputDialog) -> QDialog.DialogCode:
        dialog.setIntValue(number)
        if asked is not None:
            asked.append((dialog.labelText(), dialog.findChild(QLabel).toolTip()))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QInputDialog, "exec", answer)


def test_the_extra_actions_question_keeps_its_rule_in_the_tooltip(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30.4: "(rule B-04)" was in the question's words; the ID belongs in the tooltip."""
    screen = start(qtbot, window, monkeypatch, mirror=False)
    asked: list[Any] = []
    answer_number(monkeypatch, 2, asked)
    screen._ask_extra_actions(ADA)
    assert screen.driver.view().extra_actions[ADA] == 2
    [(words, tooltip)] = asked
    assert "B-04" not in words and "B-04" in tooltip


def test_damage_of_a_type_the_table_types_is_stored_as_typed(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The damage box offers the book's types by their words and takes a table's own."""
    screen = start(qtbot, window, monkeypatch, mirror=False)
    screen.damage_who.setCurrentIndex(screen.damage_who.findData(ADA))
    screen.damage_type.setEditText("  acid ")
    screen.damage_points.setValue(2)
    click(qtbot, find(qtbot, screen, "damage_apply"))
    assert screen.session.events[-1]["outcome"]["type"] == "acid"
    screen.damage_type.setEditText("")  # nothing typed: bare hands deal stun (B-23)
    click(qtbot, find(qtbot, screen, "damage_apply"))
    assert screen.session.events[-1]["outcome"]["type"] == "stun"


def test_b74_a_long_action_is_interrupted_from_its_row_and_its_dice_are_missing(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # rule B-74: paused, wasted or lost, chosen at the table
    screen = start(qtbot, window, monkeypatch, mirror=True)

    begin_climbing(qtbot, screen, monkeypatch)
    monkeypatch.setattr(
        QInputDialog, "getItem", lambda *args: ("Wasted: it still raises the penalty", True)
    )
    answer_number(monkeypatch, 3)
    click(qtbot, find(qtbot, screen, "long_interrupt"))
    long = screen.driver.state_json()["long_actions"][ADA]
    assert (long["rolls"], long["penalty"], long["status"]) == (1, 1, "going")
    assert "rolls: 1" in screen.long_box.findChild(QLabel, f"long_{ADA}").text()
    click(qtbot, screen.conflict_button)
    assert combatant(screen, ADA)["dice_left"]["physical"] == 1  # 4 less the 3 spent
    line = (
        screen.window()
        .table_page.history.item(screen.window().table_page.history.count() - 2)
        .text()
    )
    assert "is interrupted: wasted" in line and "without 3 dice from the Physical bank" in line


def test_at_a_mirror_table_the_key_line_says_the_dice_count_comes_first(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review finding: the key line said "type the real dice's faces" while the keys go to
    the number of dice first, so the first face typed ("7 10 3") became the number of dice.
    The line now says the order the keys take: the number, Space, the faces, Enter."""
    screen = start(qtbot, window, monkeypatch, mirror=True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert screen.key_hints(True).startswith("Type the number of dice, Space, the real dice's")
    qtbot.keyClicks(QApplication.focusWidget(), "3")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.keyClicks(QApplication.focusWidget(), "7 10 3")
    assert screen.builder.dice.value() == 3
    assert screen.builder.faces.text() == "7 10 3"
