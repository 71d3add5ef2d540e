"""A scene of Founders played through the real window: clicks and keys, undo, restart, a kill."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget

from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of
from deskapp.systems.founders import describe as founders_describe
from deskapp.systems.founders.driver import FoundersDriver
from deskapp.systems.founders.rules import FoundersOptions
from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersGameMaster,
    Scene,
    Tag,
)
from deskapp.systems.founders.ui.screen import FoundersScreen
from deskapp.systems.founders.ui.screen_dialogs import TagDialog
from deskapp.systems.founders.ui.screen_widgets import DicePair, TagChip, TagPicker
from deskapp.systems.founders.view import FoundersView
from deskapp.ui.main_window import MainWindow
from deskapp.ui.rule_ids import RULE_REFERENCE, split_rule_ids
from deskapp.ui.style import ACCENT, LIGHT_BORDER
from deskapp.ui.table.page import NewSessionDialog

# Active: keys reach shortcuts only in the active window.
pytestmark = pytest.mark.window(size=(1500, 950), active=True, mode="table", system="founders")


def faces(pair: DicePair) -> list[int | None]:
    """The faces a pair of dice on the screen shows (None: not rolled yet)."""
    return [die.face for die in pair.dice]


def border_colour(card: QWidget) -> str:
    """The colour drawn at the middle of a card's top border (#rrggbb): the one chosen has a
    thick border of the accent colour."""
    return card.grab().toImage().pixelColor(card.width() // 2, 0).name()


def chip(picker: TagPicker, name: str) -> TagChip:
    """The chip of the tag ``name`` among a roll's tags."""
    return next(chip for chip in picker.chips if chip.name == name)


def write_group(path: Path) -> None:
    """Three Founders and a Director whose scene has fog (bad 2) and an ally (good 1)."""
    with CampaignFile.open(path) as campaign:
        campaign.add_characters(
            NewCharacter("founders", founder.name, document_of(founder))
            for founder in (
                Founder("Ana", (Tag("Engineer", 2), Tag("Clever")), (), adversity=1),
                Founder("Bo", (Tag("Strong", 2),)),
                Founder("Čeněk", (Tag("Sailor"),), (Tag("Seasick"),)),
            )
        )
        scene = Scene("Docks", (Circumstance("Fog", "bad", 2), Circumstance("Ally", "good")))
        campaign.set_game_master("founders", FoundersGameMaster(Director(2), scene).to_json())


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "founders.carddesk"
    write_group(path)
    return path


class Table:
    """One running window on the campaign, opened as the app opens it."""

    def __init__(self, qtbot: Any, window: MainWindow) -> None:
        self.window = window
        self.controller = window.controller
        self.qtbot = qtbot

    @property
    def page(self) -> Any:
        return self.window.table_page

    @property
    def screen(self) -> FoundersScreen:
        return self.page.screens["founders"]

    @property
    def driver(self) -> FoundersDriver:
        return self.page.session.driver

    def view(self) -> FoundersView:
        return self.page.session.driver.view()

    def click(self, widget: QWidget) -> None:
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier):
        """A key pressed at the table, with the focus on no text field."""
        self.qtbot.keyClick(self.screen.tabs.tabBar(), key, modifier)

    def type_into(self, widget: QWidget, text: str, enter: bool = False) -> None:
        widget.clear()
        self.qtbot.keyClicks(widget, text)
        if enter:
            self.qtbot.keyClick(widget, Qt.Key.Key_Return)

    def card(self, name: str) -> Any:
        return next(card for card in self.screen.founder_cards if card.founder.name == name)

    def circumstance(self, name: str) -> Any:
        return next(
            card for card in self.screen.circumstance_cards if card.circumstance.name == name
        )

    def close(self) -> None:
        self.window.close()
        self.controller.close()


@pytest.fixture
def tables(qtbot, campaign_path: Path, open_window) -> Callable[[], Table]:
    """Open windows on the campaign: a restart is a second one after closing the first."""
    return lambda: Table(qtbot, open_window(campaign_path))


def answer(monkeypatch: pytest.MonkeyPatch, qtbot: Any, **fields: Any) -> None:
    """The next TagDialog is filled in as a user would, then accepted."""

    def filled(dialog: TagDialog) -> QDialog.DialogCode:
        if "name" in fields:
            dialog.name_edit.clear()
            qtbot.keyClicks(dialog.name_edit, fields["name"])
        if "value" in fields:
            dialog.value.setValue(fields["value"])
        if "kind" in fields:
            dialog.kind.setCurrentIndex(dialog.kind.findData(fields["kind"]))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(TagDialog, "exec", filled)


def visible_state(table: Table) -> dict[str, Any]:
    """What the table shows, read from the widgets."""
    screen = table.screen
    return {
        "scene": screen.scene_label.text(),
        "suspicion": screen.suspicion.count,
        "circumstances": [
            (card.name_label.text(), card.value_label.text()) for card in screen.circumstance_cards
        ],
        "adversity": {card.founder.name: card.tokens.count for card in screen.founder_cards},
        "dice": faces(screen.check.dice),
        "verdict": screen.check.verdict.text(),
        "take": screen.check.take_button.isVisible(),
    }


def start_session(table: Table, monkeypatch: pytest.MonkeyPatch, mirror: bool) -> None:
    """New Session… through its dialog: every Founder plays."""

    def accept(dialog: NewSessionDialog) -> QDialog.DialogCode:
        dialog.mirror.setChecked(mirror)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewSessionDialog, "exec", accept)
    table.click(table.page.new_button)
    assert table.page.session is not None and table.page.stack.currentWidget() is table.screen


@pytest.mark.slow
def test_a_scene_played_with_clicks_and_keys_mirroring_real_dice(
    tables, monkeypatch: pytest.MonkeyPatch, qtbot
) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=True)
    screen, check = table.screen, table.screen.check
    assert screen.scene_label.text() == "Scene: Docks" and screen.suspicion.count == 2

    # Bo's card clicked, then key 1: Ana leads. Her Engineer helps, the fog hinders, Bo assists.
    table.click(table.card("Bo"))
    assert check.leader_name() == "Bo"
    table.key(Qt.Key.Key_1)
    assert check.leader_name() == "Ana" and border_colour(table.card("Ana")) == ACCENT
    assert border_colour(table.card("Bo")) == LIGHT_BORDER  # no longer the one chosen
    table.click(chip(check.tags, "Engineer"))
    table.click(chip(check.tags, "Fog"))
    bo = next(chip for chip in check.assists if chip.name == "Bo")
    table.click(bo)
    table.click(bo)
    table.key(Qt.Key.Key_H)
    assert check.difficulty.value() == 10
    assert "Next: 2d6 +2 against Hard 10 — 8 or more" in check.needs.text()

    # The real dice show 1 and 3: typed, Enter. It fails before tokens: the risky reroll.
    table.type_into(check.entry.text, "1 3", enter=True)
    assert faces(check.dice) == [1, 3] and "FAILURE if taken: 6 vs 10" in check.verdict.text()
    assert check.reroll_button.isEnabled() and check.take_button.isVisible()
    table.click(check.entry.face_buttons[4])
    table.click(check.entry.face_buttons[5])
    assert check.entry.typed() == "5 6"
    table.key(Qt.Key.Key_R)
    assert faces(check.dice) == [5, 6] and check.first_roll.dice[0].face == 1
    assert not check.reroll_button.isEnabled() and "Director gains 1" in check.details.text()
    table.key(Qt.Key.Key_Plus)
    assert "SUCCESS if taken: 14 vs 10" in check.verdict.text()
    table.key(Qt.Key.Key_Space)
    assert table.view().pending is None and table.card("Ana").tokens.count == 0
    assert screen.suspicion.count == 3
    assert check.verdict.text() == "SUCCESS 14 vs 10"
    assert check.dice_title.text() == "LAST CHECK: ANA"
    assert check.tags.helping() == [] and check.roll_button.isVisible()

    # A circumstance made with a check (F-30, F-31): 6+5 against Normal 7 is worth 2.
    table.click(check.creates)
    table.type_into(check.circumstance.lineEdit(), "Rope bridge")
    table.key(Qt.Key.Key_N)
    table.click(check.entry.face_buttons[5])
    table.click(check.entry.face_buttons[4])
    table.key(Qt.Key.Key_Space)
    table.key(Qt.Key.Key_Space)
    assert table.circumstance("Rope bridge").value_label.text() == "+2"

    # The Director's side: a new circumstance, a complication, a value raised, a rename.
    answer(monkeypatch, qtbot, name="Rain", value=1, kind="bad")
    table.click(screen.new_circumstance_button)
    answer(monkeypatch, qtbot, name="Guards", value=2)
    table.click(screen.complication_button)
    assert screen.suspicion.count == 2
    table.click(table.circumstance("Rain").raise_button)
    assert table.circumstance("Rain").value_label.text() == "\N{MINUS SIGN}2"
    answer(monkeypatch, qtbot, name="Downpour")
    table.circumstance("Rain").rename_action.trigger()
    assert [card.circumstance.name for card in screen.circumstance_cards] == [
        "Fog",
        "Ally",
        "Rope bridge",
        "Downpour",
        "Guards",
    ]

    # A contest: Bo against the Director, turns by key until both pass (F-21).
    table.key(Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    contest = screen.contest
    assert screen.tabs.currentWidget() is contest
    contest.challenger.who.setCurrentIndex(1)
    table.click(chip(contest.challenger.tags, "Strong"))
    assert contest.defender.founder() is None
    table.type_into(contest.challenger.entry.text, "2 3")
    table.type_into(contest.defender.entry.text, "4 4")
    table.key(Qt.Key.Key_Space)
    assert contest.status.text() == "Bo to move — the Director ahead"
    assert not contest.adversity_button.isEnabled() and contest.risky_button.isEnabled()
    table.type_into(contest.entry.text, "6 6")
    table.key(Qt.Key.Key_R)  # boxcars: Bo 14, and a good circumstance on the scene
    assert contest.status.text() == "The Director to move — Bo ahead"
    table.type_into(contest.entry.text, "5 6")
    table.key(Qt.Key.Key_S)
    table.key(Qt.Key.Key_P)
    assert contest.status.text() == "Bo wins, 14 vs 11"
    assert "WINS" in contest.sides[0].total.text() and screen.suspicion.count == 2
    assert table.screen.circumstance_cards[-1].circumstance.name == "Bo's boxcars"
    table.click(contest.end_button)
    assert contest.pages.currentWidget() is contest.setup

    # Ending the scene clears its circumstances (F-32); undo brings them back, redo ends it again.
    answer(monkeypatch, qtbot, name="Warehouse")
    table.click(screen.next_scene_button)
    assert screen.scene_label.text() == "Scene: Warehouse" and not screen.circumstance_cards
    ended = "Scene 'Docks' ends with its 6 circumstances (rule F-32); next scene: 'Warehouse'"
    # The menu shows the line without its rule ID, cut at a word; its tooltip the whole line.
    assert table.window.named_actions["undo"].toolTip() == ended
    assert (
        table.window.named_actions["undo"].text()
        == "&Undo Scene 'Docks' ends with its 6 circumstances; next scene…"
    )
    table.window.named_actions["undo"].trigger()
    assert len(screen.circumstance_cards) == 6 and screen.scene_label.text() == "Scene: Docks"
    table.window.named_actions["redo"].trigger()
    assert screen.scene_label.text() == "Scene: Warehouse" and not screen.circumstance_cards
    history = [table.page.history.item(row).text() for row in range(table.page.history.count())]
    assert any("Ana takes the risky reroll: 5+6" in line for line in history)
    ended = split_rule_ids(ended)[0]  # the history keeps rule IDs in its tooltips
    assert history[-1].endswith(f"Redo: {ended}")
    assert history[-2].endswith(f"Undo: {ended}") and history[-3].endswith(ended)

    # A restart finds the same table.
    shown, state = visible_state(table), table.driver.state_json()
    table.close()
    again = tables()
    again.page.resume(again.page.session_box.itemData(0))
    assert again.driver.state_json() == state
    assert visible_state(again) == shown


def test_undo_and_redo_of_a_check_through_the_window(tables, monkeypatch) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=True)
    check = table.screen.check
    table.type_into(check.entry.text, "2 2", enter=True)
    table.key(Qt.Key.Key_Space)
    assert table.card("Ana").tokens.count == 2  # 4 against Normal 7: a failure, a token
    undo, redo = table.window.named_actions["undo"], table.window.named_actions["redo"]
    assert undo.isEnabled() and undo.toolTip() == (
        "Ana's check: dice 2+2 = 4 against Normal 7: failure; "
        "the Founder receives 1 Adversity Token"
    )
    assert undo.text() == "&Undo Ana's check: dice 2+2 = 4 against Normal 7: failure; the…"
    undo.trigger()
    assert check.take_button.isVisible() and faces(check.dice) == [2, 2]
    assert table.card("Ana").tokens.count == 1
    undo.trigger()
    assert check.roll_button.isVisible() and table.view().pending is None
    assert not undo.isEnabled()
    assert redo.toolTip() == "Ana rolls 2+2 with +0 for a check: 4 against Normal 7: fails so far"
    redo.trigger()
    redo.trigger()
    assert table.card("Ana").tokens.count == 2 and faces(check.dice) == [2, 2]


def test_space_rolls_random_dice_and_shows_the_roll_that_was_stored(tables, monkeypatch) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=False)
    check = table.screen.check
    assert not check.entry.isVisible() and check.roll_button.text() == "Roll  [Space]"
    table.key(Qt.Key.Key_Space)
    pending = table.view().pending
    assert faces(check.dice) == list(pending.dice)
    assert check.reroll_button.isEnabled() == pending.can_reroll
    if pending.can_reroll:
        table.key(Qt.Key.Key_R)
        assert faces(check.dice) == list(table.view().pending.reroll)
    table.key(Qt.Key.Key_Space)
    assert table.view().last is not None and table.view().pending is None
    stored = table.controller.campaign.session_events(table.page.session.session_id)
    assert [event["action"]["do"] for event in stored][-1] == "take"
    assert stored[0]["random"]  # the dice's random values, kept for the replay


def test_a_refusal_is_explained_and_stores_nothing(tables, monkeypatch) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=True)
    screen = table.screen
    table.key(Qt.Key.Key_Space)  # mirror mode, nothing typed: Space goes to the faces field
    assert QApplication.focusWidget() is screen.check.entry.text
    assert not screen.problem.isVisibleTo(screen)
    table.click(screen.check.roll_button)  # the button says what is missing
    assert "type the two faces" in screen.problem.text() and screen.problem.isVisibleTo(screen)
    table.type_into(screen.check.entry.text, "3 x", enter=True)
    assert "'x' is not a die face" in screen.problem.text()
    assert table.controller.campaign.session_events(table.page.session.session_id) == []
    table.type_into(screen.check.entry.text, "3 4", enter=True)
    assert not screen.problem.isVisibleTo(screen) and screen.check.entry.typed() == ""


def test_a_waiting_roll_and_its_choices_survive_a_restart(tables, monkeypatch) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=True)
    check = table.screen.check
    table.click(chip(check.tags, "Clever"))
    table.click(chip(check.tags, "Ally"))
    table.type_into(check.entry.text, "1 2", enter=True)
    table.close()
    again = tables()
    again.page.resume(again.page.session_box.itemData(0))
    check = again.screen.check
    assert check.take_button.isVisible() and faces(check.dice) == [1, 2]
    assert check.tags.helping() == ["Clever", "Ally"] and not check.form.isEnabled()
    assert check.reroll_button.isEnabled()


def test_space_presses_a_button_reached_with_tab_and_backspace_clears_the_check(
    tables, monkeypatch
) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=False)
    check = table.screen.check
    table.click(chip(check.tags, "Engineer"))
    assert check.tags.helping() == ["Engineer"]
    table.window.named_actions["hide_private"].trigger()  # Esc: private cards only, never the check
    assert check.tags.helping() == ["Engineer"]
    table.key(Qt.Key.Key_Backspace)
    assert check.tags.helping() == [] and table.view().pending is None
    table.circumstance("Ally").raise_button.setFocus(Qt.FocusReason.TabFocusReason)
    table.key(Qt.Key.Key_Space)
    assert table.circumstance("Ally").value_label.text() == "+2"
    assert table.view().pending is None  # Space pressed the button, it did not roll
    table.screen.content.setFocus()
    table.key(Qt.Key.Key_Space)
    assert table.view().pending is not None


def test_consequences_and_tokens_are_corrected_from_the_founder_cards(
    tables, monkeypatch, qtbot
) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=False)
    answer(monkeypatch, qtbot, name="Bruised", value=2)
    table.card("Bo").add_action.trigger()
    assert "Bruised 2" in table.card("Bo").consequences_label.text()
    table.click(table.card("Bo").raise_button)
    assert table.card("Bo").tokens.count == 1
    table.card("Bo").menu.actions()[-1].trigger()
    assert table.view().scenario.founder("Bo").consequences == ()
    table.click(table.screen.suspicion_lower)
    assert table.screen.suspicion.count == 1


KILLED_RUN = textwrap.dedent(
    """
    import json, os, signal, sys
    from pathlib import Path
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from deskapp.core.store import CampaignFile
    from deskapp.core.store.locations import RecentCampaigns
    from deskapp.ui.controller import CampaignController
    from deskapp.ui.main_window import MainWindow

    app = QApplication([])
    path, folder = Path(sys.argv[1]), Path(sys.argv[2])
    controller = CampaignController(CampaignFile.open(path), RecentCampaigns(folder / "r.json"))
    window = MainWindow(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat), controller)
    window.show()
    QTest.qWaitForWindowActive(window)
    window.set_mode("table")
    page = window.table_page
    page.system_box.setCurrentIndex(page.system_box.findData("founders"))
    page.start_session("Killed", ["Ana", "Bo", "Čeněk"], mirror=False)
    screen = page.screens["founders"]
    keys = [Qt.Key.Key_2, Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_R, Qt.Key.Key_Space]
    keys += [Qt.Key.Key_1, Qt.Key.Key_Space, Qt.Key.Key_Space, Qt.Key.Key_3, Qt.Key.Key_Space]
    for key in keys:
        QTest.keyClick(screen.tabs.tabBar(), key)
    print(json.dumps(screen.driver.state_json()), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@pytest.mark.slow
def test_a_killed_app_resumes_exactly_where_it_died(
    tables, campaign_path: Path, tmp_path: Path, killed_run
) -> None:
    lines = killed_run(KILLED_RUN, str(campaign_path), str(tmp_path), QT_QPA_PLATFORM="offscreen")
    printed = json.loads(lines[-1])
    assert printed["pending"] is not None  # killed with Čeněk's dice on the table
    with CampaignFile.open(campaign_path) as campaign:
        [session] = campaign.sessions()
        resumed = PlaySession.resume(campaign, session.id, FoundersDriver)
        assert resumed.driver.state_json() == printed
    table = tables()
    table.page.resume(session.id)
    assert table.driver.state_json() == printed
    assert faces(table.screen.check.dice) == printed["pending"]["dice"]


# -- history lines, written from stored data --------------------------------------------------------

OLD_SESSION = Path(__file__).parent.parent / "fixtures" / "founders_old_session.json"


def test_history_lines_read_as_the_drivers_own_lines_did(qtbot) -> None:
    """The session stored at 41c49b5 kept each line as English text; performed again through
    today's driver, every action's outcome renders the very same line."""
    old = json.loads(OLD_SESSION.read_text(encoding="utf-8"))
    screen = FoundersScreen()
    qtbot.addWidget(screen)
    rng = RecordedRandom()
    history = History(
        lambda random: FoundersDriver.from_setup(old["setup"]["table"], random),
        rng,
        old["setup"]["random"],
    )
    compared = set()
    for event in old["events"]:
        rng.replay(event["random"])
        history.perform(event["action"])
        rng.discard_pending()
        if event["action"]["do"] in ("undo", "redo"):
            continue
        done = history.done[-1]
        assert founders_describe.describe(done.action, done.outcome) == event["text"]
        compared.add(event["action"]["do"])
    assert len(compared) >= 15  # nearly every kind of action: all but a few contest turns


@pytest.mark.parametrize(
    ("action", "outcome", "line"),
    [
        (
            {"do": "contest_risky_reroll"},
            {
                "founder": "Ana",
                "dice": [6, 6],
                "automatic": "boxcars",
                "contest": {
                    "sides": [
                        {"founder": "Ana", "dice": [6, 6], "automatic": "boxcars", "total": 14},
                        {"founder": None, "dice": [4, 4], "automatic": None, "total": 8},
                    ],
                    "to_move": 1,
                    "winner": None,
                },
            },
            "Ana takes the risky reroll: 6+6 (boxcars); the Director gains 1 Suspicion Point "
            "(rule F-15) — Ana 14 vs the Director 8: the Director to move",
        ),
        (
            {"do": "contest_suspicion_reroll"},
            {
                "dice": [1, 1],
                "automatic": "snake_eyes",
                "contest": {
                    "sides": [
                        {"founder": "Ana", "dice": [3, 3], "automatic": None, "total": 6},
                        {"founder": "Bo", "dice": [1, 1], "automatic": "snake_eyes", "total": 2},
                    ],
                    "to_move": None,
                    "winner": None,
                },
            },
            "The Director spends 1 Suspicion Point to reroll: 1+1 (snake eyes) (rule F-16) — "
            "Ana 6 vs Bo 2: a tie, nobody wins",
        ),
        (
            {"do": "contest_adversity", "count": 2},
            {
                "founder": "Bo",
                "count": 2,
                "contest": {
                    "sides": [
                        {"founder": "Bo", "dice": [3, 3], "automatic": None, "total": 9},
                        {"founder": None, "dice": [3, 4], "automatic": None, "total": 7},
                    ],
                    "to_move": None,
                    "winner": 0,
                },
            },
            "Bo spends 2 Adversity Tokens (+2) — Bo 9 vs the Director 7: Bo wins",
        ),
        (
            {"do": "next_scene", "name": "Quay"},
            {"ended": "Docks", "circumstances": 1, "scene": "Quay"},
            "Scene 'Docks' ends with its 1 circumstance (rule F-32); next scene: 'Quay'",
        ),
        (
            {"do": "end_contest"},
            {"finished": True},
            "The contest is cleared away",
        ),
        # Stored without an outcome (or with one this version cannot read): the action alone.
        ({"do": "check", "leader": "Ana"}, {}, "Ana's roll"),
        ({"do": "take"}, {"leader": "Ana"}, "the check taken"),
        ({"do": "complication", "name": "Guards"}, {}, "complication 'Guards'"),
        ({"do": "dance"}, {}, "dance"),
    ],
)
def test_each_history_line_comes_from_the_outcome_alone(
    qtbot, action: dict[str, Any], outcome: dict[str, Any], line: str
) -> None:
    screen = FoundersScreen()
    qtbot.addWidget(screen)
    assert founders_describe.describe(action, outcome) == line


def test_history_lines_are_written_when_shown_and_storage_never_changes(
    tables, monkeypatch
) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=False)
    table.click(table.screen.suspicion_raise)
    table.window.named_actions["undo"].trigger()
    campaign = table.controller.campaign
    session_id = table.page.session.session_id
    stored = campaign.session_events(session_id)
    assert [event.get("outcome") for event in stored] == [{"value": 3}, None]
    assert all("text" not in event for event in stored)
    lines = [table.page.history.item(row).text() for row in range(table.page.history.count())]
    assert lines[0].endswith("The Director's Suspicion Points set to 3")
    assert lines[1].endswith("Undo: The Director's Suspicion Points set to 3")

    czech = {"The Director's Suspicion Points set to {value}": "Body podezření Režiséra: {value}"}
    monkeypatch.setattr(
        founders_describe, "translate", lambda _context, text, *_rest: czech.get(text, text)
    )
    table.page.resume(session_id)  # the history is drawn again, in the other language
    lines = [table.page.history.item(row).text() for row in range(table.page.history.count())]
    assert lines[0].endswith("Body podezření Režiséra: 3")
    assert lines[1].endswith("Undo: Body podezření Režiséra: 3")
    assert table.window.named_actions["redo"].text() == "&Redo Body podezření Režiséra: 3"
    assert campaign.session_events(session_id) == stored


def test_a_session_stored_before_the_kernel_opens_with_its_own_lines(
    tables, campaign_path: Path
) -> None:
    old = json.loads(OLD_SESSION.read_text(encoding="utf-8"))
    with CampaignFile.open(campaign_path) as campaign:
        session_id = campaign.create_session("founders", old["name"], old["setup"])
        for event in old["events"]:
            campaign.append_session_event(session_id, event)
    table = tables()
    table.page.resume(session_id)
    # Options added since then read as their defaults: the same table.
    stored = old["state"]["scenario"]["options"]
    old["state"]["scenario"]["options"] = FoundersOptions.from_json(stored).to_json()
    assert table.driver.state_json() == old["state"]
    lines = [table.page.history.item(row).text() for row in range(table.page.history.count())]
    assert [line.split("  ", 1)[1] for line in lines] == [
        split_rule_ids(event["text"])[0] for event in old["events"]
    ]
    assert table.screen.scene_label.text() == "Scene: Docks"
    undo, redo = table.window.named_actions["undo"], table.window.named_actions["redo"]
    # An old event has no outcome: the menu shows the line it was stored with.
    assert undo.text() == "&Undo Bo is rid of the consequence Bruised 2"
    redo_line = table.page.session.redo_event()["text"]
    assert "Čeněk" in redo_line and redo.toolTip() == redo_line
    redo.trigger()
    assert table.view().pending is not None and faces(table.screen.check.dice) == [1, 2]


def test_every_stored_event_has_its_history_line(tables, monkeypatch) -> None:
    table = tables()
    start_session(table, monkeypatch, mirror=True)
    table.screen.perform({"do": "check", "leader": "Ana", "helping": ["Clever"], "dice": [1, 3]})
    table.screen.perform({"do": "risky_reroll", "dice": [6, 6]})
    table.screen.perform({"do": "take"})
    events = table.page.session.events
    lines = [table.screen.describe_event(event, events) for event in events]
    assert lines[0] == "Ana rolls 1+3 with +1 for a check: 5 against Normal 7: fails so far"
    assert lines[1] == (
        "Ana takes the risky reroll: 6+6, 13 against Normal 7: boxcars, an automatic success; "
        "the Director will gain 1 Suspicion Point (rule F-15)"
    )
    assert lines[2] == (
        "Ana's check: dice 1+3 · risky reroll 6+6 · tags +1 = 13 against Normal 7: success "
        "(boxcars: automatic success, and a good circumstance on the scene); "
        "the Director receives 1 Suspicion Point"
    )
    shown = [table.page.history.item(row).text() for row in range(table.page.history.count())]
    assert [line.split("  ", 1)[1] for line in shown] == [split_rule_ids(line)[0] for line in lines]


def test_f17_new_scenario_from_the_screen_resets_the_directors_suspicion(
    tables, monkeypatch: pytest.MonkeyPatch
) -> None:
    # rule F-17: three Founders start a scenario with 2 points, whatever the sheet held
    table = tables()
    start_session(table, monkeypatch, mirror=False)
    table.click(table.screen.suspicion_raise)
    table.click(table.screen.suspicion_raise)
    assert table.screen.suspicion.count == 4
    answer(monkeypatch, table.qtbot, name="The Archive")
    table.click(table.screen.new_scenario_button)
    assert table.screen.suspicion.count == 2
    assert table.screen.scene_label.text() == "Scene: The Archive"
    assert table.screen.circumstance_cards == []
    assert (
        "Suspicion Points go from 4 to 2"
        in table.page.history.item(table.page.history.count() - 1).text()
    )


def dialog_texts(table: Table, monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[str, str]]:
    """Each question the Founders table asks, opened as the user opens it: the words of its
    visible labels and their tooltips, then cancelled."""
    seen: list[tuple[str, str]] = []

    def shown(dialog: TagDialog) -> QDialog.DialogCode:
        dialog.show()
        table.qtbot.waitExposed(dialog)
        labels = [label for label in dialog.findChildren(QLabel) if label.isVisible()]
        words = " | ".join(label.text() for label in labels)
        seen.append((words, " | ".join(label.toolTip() for label in labels)))
        dialog.reject()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(TagDialog, "exec", shown)
    screen = table.screen
    opened = {}
    for name, open_it in (
        ("end scene", lambda: table.click(screen.next_scene_button)),
        ("circumstance", lambda: table.click(screen.new_circumstance_button)),
        ("complication", lambda: table.click(screen.complication_button)),
        ("scenario", lambda: table.click(screen.new_scenario_button)),
        ("rename", lambda: table.circumstance("Fog").rename.emit("Fog")),
        ("consequence", lambda: table.card("Ana").add_consequence.emit("Ana")),
    ):
        open_it()
        assert len(seen) == len(opened) + 1, f"the {name} dialog did not open"
        opened[name] = seen[-1]
    return opened


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_the_founders_dialogs_keep_rule_ids_in_tooltips(
    qtbot, open_window, campaign_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Review 5, finding 4: End scene said "(F-32)", + Circumstance "(F-02)", Complication
    "(F-16)" in their words; the IDs belong in the tooltips (F-02, F-16, F-32)."""
    table = Table(qtbot, open_window(campaign_path, language=language))
    start_session(table, monkeypatch, mirror=False)
    opened = dialog_texts(table, monkeypatch)
    cited = {name: words for name, (words, _) in opened.items() if RULE_REFERENCE.search(words)}
    assert cited == {}, "rule IDs belong in tooltips"
    assert all(words.strip() for name, (words, _) in opened.items() if name != "rename")
    assert "F-32" in opened["end scene"][1]
    assert "F-02" in opened["circumstance"][1]
    assert "F-16" in opened["complication"][1]


@pytest.mark.parametrize(
    ("language", "difficulty", "contest"),
    [
        ("en", "E, N, H, V", "A, R, S, P"),
        ("cs", "S, B, T, V", "N, R, Z, P"),
        ("fr", "F, N, D, T", "A, M, S, P"),
    ],
)
def test_each_language_has_keys_of_its_own_words(
    qtbot,
    open_window,
    campaign_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    difficulty: str,
    contest: str,
) -> None:
    """Issue 30.4: the difficulty and contest keys were English mnemonics in every language.
    Each language's letters are on its buttons, in the key line and in Help → Keyboard
    Shortcuts, and they are the keys that work."""
    table = Table(qtbot, open_window(campaign_path, language=language))
    start_session(table, monkeypatch, mirror=False)
    check, keys = table.screen.check, dict(FoundersScreen.KEYS)
    easy, normal, hard, very_hard = difficulty.split(", ")
    assert list(keys.values())[2:5] == [difficulty, contest.split(", ")[1], contest]
    for word, letter in zip(
        ("easy", "normal", "hard", "very-hard"), (easy, normal, hard, very_hard), strict=True
    ):
        assert check.findChild(QWidget, f"difficulty_{word}").text().endswith(f"[{letter}]")
    assert f"{easy} {normal} {hard} {very_hard}" in table.screen.keys.text()
    assert check.reroll_button.text().endswith(f"[{contest.split(', ')[1]}]")
    table.key(getattr(Qt.Key, f"Key_{hard}"))
    assert check.difficulty.value() == 10
    table.key(getattr(Qt.Key, f"Key_{easy}"))
    assert check.difficulty.value() == 4
    turns = [table.screen.contest.adversity_button, table.screen.contest.risky_button]
    turns += [table.screen.contest.suspicion_button, table.screen.contest.pass_button]
    assert [button.text()[-2] for button in turns] == contest.split(", ")
