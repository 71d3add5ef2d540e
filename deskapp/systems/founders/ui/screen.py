"""The Founders table: the scene, its circumstance cards, the Founders, checks and contests.

Everyone at the table reads the top half: the scene's name, the Director's
Suspicion Points, the circumstances as index cards (F-02) and each Founder's
Adversity Tokens, traits and consequences. The bottom half is the operator's:
the check builder and the contest board. Every change goes to the session as
an action (see :mod:`deskapp.systems.founders.driver`), so it is stored before it is shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.play.session import PlaySession
from deskapp.systems.founders.rules import starting_suspicion
from deskapp.systems.founders.ui.screen_check import CheckPanel
from deskapp.systems.founders.ui.screen_contest import ContestPanel
from deskapp.systems.founders.ui.screen_dialogs import TagDialog
from deskapp.systems.founders.ui.screen_widgets import (
    CircumstanceCard,
    FounderCard,
    SpokenKeys,
    TokenView,
    letters,
    scaled_font,
    small_button,
)
from deskapp.systems.founders.view import FoundersView, shown_name
from deskapp.ui.form_state import Field
from deskapp.ui.plain import plain_label
from deskapp.ui.style import FADED_TEXT, MUTED_TEXT, SUSPICION, label_style
from deskapp.ui.table.base import SessionScreen
from deskapp.ui.table.parts import discard, screen_label, scroll_area
from deskapp.ui.table.widgets import FlowLayout

WIDE = 760  # pixels from which the check builder and the dice sit side by side
# Below this height (pixels) the scene's cards are compact, so a laptop's 768 lines show
# the check's roll button without scrolling.
COMPACT_BELOW = 900


class FoundersScreen(SessionScreen):
    """A Founders scene at the table (F-01 … F-32)."""

    SYSTEM = "founders"
    # The letters stand for the language's own (:func:`letters`), filled in as they are read.
    KEYS = SpokenKeys(
        (
            (
                QT_TRANSLATE_NOOP(
                    "TableKeys",
                    "Founders: roll (mirror: go to the dice field), then take the check",
                ),
                "Space",
            ),
            (QT_TRANSLATE_NOOP("TableKeys", "Founders: choose the leader"), "1 … 9"),
            (
                QT_TRANSLATE_NOOP(
                    "TableKeys", "Founders: difficulty Easy, Normal, Hard, Very hard"
                ),
                "{easy}, {normal}, {hard}, {very_hard}",
            ),
            (QT_TRANSLATE_NOOP("TableKeys", "Founders: risky reroll"), "{risky}"),
            (
                QT_TRANSLATE_NOOP(
                    "TableKeys", "Founders: contest turn — adversity, risky reroll, suspicion, pass"
                ),
                "{adversity}, {risky}, {suspicion}, {pass}",
            ),
            (QT_TRANSLATE_NOOP("TableKeys", "Founders: clear the check being built"), "Backspace"),
        )
    )

    def _tab_in_sight(self) -> None:
        """What the chosen tab's action needs in sight: the check's odds bars, Roll or Take and
        the dice field, its leader above them (each brought in after the one before, so the
        last ones win on a short screen); the contest's main button."""
        needed: list[QWidget | None]
        if self.tabs.currentWidget() is self.contest:
            main = needed = [self.contest.main_button()]
        else:
            check = self.check
            main = [check.roll_button, check.take_button]
            needed = [*check.odds_panel.findChildren(QProgressBar), *main]
            needed += [check.entry.text, check.leader]
        for widget in needed:
            if widget is not None and widget.isVisible():
                self.scroller.ensureWidgetVisible(widget, 0, 12)
        self._circumstances_whole(main)

    def _circumstances_whole(self, primary: list[QWidget | None]) -> None:
        """The circumstance cards whole, never cut in half at the top (a banner above the
        screen took the room, r30c): scrolled up to them while the main button stays in
        sight; the odds below give way until the banner goes."""
        bar = self.scroller.verticalScrollBar()
        top = self.circumstance_area.mapTo(self.content, QPoint(0, 0)).y()
        if not top < bar.value() < top + self.circumstance_area.height():
            return
        bottom = top + self.scroller.viewport().height()
        shown = [w for w in primary if w is not None and w.isVisible()]
        if all(w.mapTo(self.content, QPoint(0, w.height())).y() <= bottom for w in shown):
            bar.setValue(top)

    def _focus_in_sight(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A key that puts the focus in a field (Space: the dice field) scrolls it into sight:
        the GM never types blind."""
        if new is not None and self.content.isAncestorOf(new) and new is not self.content:
            self.scroller.ensureWidgetVisible(new, 0, 12)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.founder_cards: list[FounderCard] = []
        self.compact = False
        self.circumstance_cards: list[CircumstanceCard] = []
        self.content = QWidget(self.body)
        self._build_scene_bar()
        self._build_rows()
        self.check = CheckPanel(self.content)
        self.contest = ContestPanel(self.content)
        self.tabs = QTabWidget(self.content)
        self.tabs.setObjectName("founders_tabs")
        self.tabs.addTab(self.check, self.tr("Chec&k"))
        self.tabs.addTab(self.contest, self.tr("Con&test"))
        self.tabs.setFont(scaled_font(self, 12))
        for panel in (self.check, self.contest):
            panel.request.connect(self.request)
            panel.problem.connect(self.show_problem)
        self.check.leader_shown.connect(self._mark_leader)
        self.tabs.currentChanged.connect(lambda _index: self._mark_leader(self.check.leader_name()))
        self.tabs.currentChanged.connect(lambda _index: self._place_problem())
        # On a laptop the tab's button may sit below the fold: choosing the tab brings it into
        # sight (once the tab is laid out), the scene's cards scrolling up out of the way.
        self.tabs.currentChanged.connect(lambda _index: QTimer.singleShot(0, self._tab_in_sight))
        self.keys = keys = plain_label(self.key_hints(mirror=False), self.content)
        keys.setObjectName("founders_keys")
        keys.setWordWrap(True)
        keys.setStyleSheet(label_style(MUTED_TEXT))
        # One scroll area for the whole table, so a small window scrolls instead of growing.
        self.scroller = scroll_area(self.content, self.body)
        self.scroller.setObjectName("founders_scroll")
        outer = QVBoxLayout(self.body)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller)
        # A click on the table (not in a field) takes the focus, so keys work again after typing.
        self.content.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_in_sight)
        self.add_shortcut("Space", self.space, Qt.ShortcutContext.WindowShortcut)
        self.add_shortcut("Backspace", self.clear_check)
        layout = QVBoxLayout(self.content)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.scene_bar)
        layout.addWidget(self.circumstance_area)
        layout.addWidget(self.founder_area)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(keys)
        self._place_problem()

    def key_hints(self, mirror: bool) -> str:
        """The key line under the table: at a mirror table Space does not roll, it goes to the
        field where the faces of the real dice are typed."""
        first = (
            self.tr("type the real dice, then Enter (Space goes to the field) · Space take")
            if mirror
            else self.tr("Space roll, take")
        )
        return self.tr(
            "Keys: {first} (or press the button reached with Tab) · {risky} risky reroll · "
            "+/− adversity to spend · 1–9 leader · {easy} {normal} {hard} {very_hard} "
            "difficulty · Backspace clear the check · contest: {adversity} adversity, "
            "{suspicion} suspicion, {pass} pass · Alt+K check, Alt+T contest · Ctrl+Z undo, "
            "Ctrl+Shift+Z redo"
        ).format(first=first, **letters())

    # -- building ------------------------------------------------------------------------------

    def _build_scene_bar(self) -> None:
        self.scene_label = screen_label(self.content, "scene_name")
        self.scene_label.setFont(scaled_font(self, 20, bold=True))
        self.next_scene_button = QPushButton(self.tr("End scene…"), self.content)
        self.next_scene_button.setObjectName("next_scene")
        self.next_scene_button.setToolTip(
            self.tr("The scene's circumstances end with it (F-32); Founders keep their tokens")
        )
        self.next_scene_button.clicked.connect(self.ask_next_scene)
        self.new_circumstance_button = QPushButton(self.tr("+ Circumstance…"), self.content)
        self.new_circumstance_button.setObjectName("new_circumstance")
        self.new_circumstance_button.setToolTip(self.tr("A new index card on the scene (F-02)"))
        self.new_circumstance_button.clicked.connect(self.ask_new_circumstance)
        self.new_scenario_button = QPushButton(self.tr("New scenario…"), self.content)
        self.new_scenario_button.setObjectName("new_scenario")
        self.new_scenario_button.setToolTip(
            self.tr("The Director starts again with one Suspicion Point per two Founders (F-17)")
        )
        self.new_scenario_button.clicked.connect(self.ask_new_scenario)
        director = plain_label(self.tr("Director"), self.content)
        director.setFont(scaled_font(self, 14, bold=True))
        self.suspicion = TokenView(
            SUSPICION, lambda n: self.tr("%n suspicion", "", n), self.content
        )
        self.suspicion.setObjectName("suspicion")
        self.suspicion_lower = small_button(
            "\N{MINUS SIGN}", self.tr("One Suspicion Point fewer"), self.content
        )
        self.suspicion_lower.setObjectName("suspicion_lower")
        self.suspicion_lower.clicked.connect(lambda: self._step_suspicion(-1))
        self.suspicion_raise = small_button("+", self.tr("One Suspicion Point more"), self.content)
        self.suspicion_raise.setObjectName("suspicion_raise")
        self.suspicion_raise.clicked.connect(lambda: self._step_suspicion(1))
        self.complication_button = QPushButton(self.tr("Complication…"), self.content)
        self.complication_button.setObjectName("complication")
        self.complication_button.setToolTip(
            self.tr("The Director spends 1 Suspicion Point on a new bad circumstance (F-16)")
        )
        self.complication_button.clicked.connect(self.ask_complication)
        scene = QWidget(self.content)
        scene_row = QHBoxLayout(scene)
        scene_row.setContentsMargins(0, 0, 24, 0)
        scene_row.addWidget(self.scene_label)
        scene_row.addWidget(self.next_scene_button)
        scene_row.addWidget(self.new_circumstance_button)
        scene_row.addWidget(self.new_scenario_button)
        side = QWidget(self.content)
        side_row = QHBoxLayout(side)
        side_row.setContentsMargins(0, 0, 0, 0)
        for widget in (
            director,
            self.suspicion,
            self.suspicion_lower,
            self.suspicion_raise,
            self.complication_button,
        ):
            side_row.addWidget(widget)
        # The Director's side moves under the scene's name when the window is narrow.
        self.scene_bar = QWidget(self.content)
        bar = FlowLayout(self.scene_bar)
        bar.add_widget(scene)
        bar.add_widget(side)

    def _build_rows(self) -> None:
        # One row of index cards that scrolls sideways (a laptop keeps its height for the
        # check); the button that adds one sits in the scene bar, always in sight.
        self.circumstance_row = QHBoxLayout()
        self.no_circumstances = plain_label(
            self.tr("No circumstances on this scene yet."), self.content
        )
        self.no_circumstances.setStyleSheet(label_style(FADED_TEXT, 13))
        self.circumstance_area = _row_area(self.circumstance_row, 140, self.content)
        self.circumstance_area.setObjectName("circumstance_area")
        self.circumstance_row.addWidget(self.no_circumstances)
        self.circumstance_row.addStretch(1)
        self.founder_row = QHBoxLayout()
        self.founder_row.addStretch(1)
        self.founder_area = _row_area(self.founder_row, 0, self.content)

    # -- showing the table ---------------------------------------------------------------------

    def view(self) -> FoundersView:
        """The table as it stands now, as frozen values."""
        return self.driver.view()

    def refresh(self) -> None:
        view = self.view()
        if self.session is not None and self.check.odds_panel.campaign is not self.session.campaign:
            self.check.odds_panel.bind_campaign(self.session.campaign)
        scenario = view.scenario
        self.scene_label.setText(
            self.tr("Scene: {name}").format(name=shown_name(scenario.scene.name))
        )
        self.suspicion.set_count(scenario.director.suspicion)
        self.suspicion_lower.setEnabled(scenario.director.suspicion > 0)
        self.complication_button.setEnabled(scenario.director.suspicion > 0)
        self.keys.setText(self.key_hints(view.mirror))
        self._show_circumstances(view)
        self._show_founders(view)
        self.check.show_state(view)
        self.contest.show_state(view)
        if view.pending is not None:
            self.tabs.setCurrentWidget(self.check)
        elif view.contest_under_way:
            self.tabs.setCurrentWidget(self.contest)
        self._place_problem()
        self._tab_focus_only()

    def _place_problem(self) -> None:
        """A refusal right under the buttons of the check or the contest in sight."""
        if self.tabs.currentWidget() is self.check:
            self.place_problem(self.check.roll_layout, 3)
        elif self.contest.pages.currentWidget() is self.contest.setup:
            self.place_problem(self.contest.setup_layout, 3)
        else:
            self.place_problem(self.contest.board_layout, 4)

    def _show_circumstances(self, view: FoundersView) -> None:
        circumstances = view.scenario.scene.circumstances
        if [card.circumstance for card in self.circumstance_cards] == list(circumstances) and all(
            card.compact == self.compact for card in self.circumstance_cards
        ):
            return  # unchanged: rebuilding cards costs more than the rest of a redraw
        for old in self.circumstance_cards:
            discard(old)
        self.circumstance_cards = []
        for index, circumstance in enumerate(circumstances):
            card = CircumstanceCard(circumstance, self.content, compact=self.compact)
            card.step.connect(self._step_circumstance)
            card.rename.connect(self.ask_rename)
            card.remove.connect(
                lambda name: self.request({"do": "remove_circumstance", "name": name})
            )
            self.circumstance_row.insertWidget(index, card)
            self.circumstance_cards.append(card)
        self.no_circumstances.setVisible(not circumstances)

    def _show_founders(self, view: FoundersView) -> None:
        founders = view.scenario.founders
        if [card.founder for card in self.founder_cards] == list(founders) and all(
            card.compact == self.compact for card in self.founder_cards
        ):
            self._mark_leader(self.check.leader_name())
            return
        for old in self.founder_cards:
            discard(old)
        self.founder_cards = []
        for index, founder in enumerate(founders):
            card = FounderCard(founder, index + 1, self.content, compact=self.compact)
            card.chosen.connect(self._choose_leader)
            card.adversity.connect(self._step_adversity)
            card.add_consequence.connect(self.ask_consequence)
            card.remove_consequence.connect(
                lambda founder, name: self.request(
                    {"do": "remove_consequence", "founder": founder, "name": name}
                )
            )
            self.founder_row.insertWidget(index, card)
            self.founder_cards.append(card)
        # The wrapped tags decide a card's height; the leader's thick border needs a little more.
        tallest = max(
            (
                card.heightForWidth(max(card.minimumWidth(), card.sizeHint().width())) + 8
                for card in self.founder_cards
            ),
            default=0,
        )
        self.founder_area.setFixedHeight(
            tallest + self.founder_area.horizontalScrollBar().sizeHint().height()
        )
        self._mark_leader(self.check.leader_name())

    def _mark_leader(self, name: str) -> None:
        for card in self.founder_cards:
            card.set_selected(card.name == name and self.tabs.currentWidget() is self.check)

    def _choose_leader(self, name: str) -> None:
        self.tabs.setCurrentWidget(self.check)
        self.check.choose_leader(name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Decided from the screen's width: the panel's own would never shrink below side by side.
        self.check.set_wide(event.size().width() >= WIDE)
        self.set_compact(event.size().height() < COMPACT_BELOW)
        super().resizeEvent(event)
        QTimer.singleShot(0, self._tab_in_sight)  # laid out again: the action back in sight

    def set_compact(self, compact: bool) -> None:
        """Compact circumstance and Founder cards on a short screen (a laptop's 768 lines):
        the check below them keeps its roll button in sight."""
        if compact == self.compact:
            return
        self.compact = compact
        height = (CircumstanceCard.COMPACT_SIZE if compact else CircumstanceCard.SIZE)[1]
        self.circumstance_area.setFixedHeight(
            height + 12 + self.circumstance_area.horizontalScrollBar().sizeHint().height()
        )
        if self.session is not None:
            view = self.view()
            self._show_circumstances(view)
            self._show_founders(view)

    # -- keys ----------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._focus_on_table)

    def bind(self, session: PlaySession | None) -> None:
        super().bind(session)
        QTimer.singleShot(0, self._focus_on_table)

    def composed_fields(self) -> list[Field]:
        check, contest = self.check, self.contest
        entries = (check.entry, contest.entry, contest.challenger.entry, contest.defender.entry)
        return [check.spend, *(entry.text for entry in entries), self.tabs]

    def composing(self) -> Any:
        """The check and the contest's sides being set up, the faces typed, the tab."""
        if self.session is None:
            return None
        check, contest = self.check, self.contest
        return {
            "check": check.check_action() if check.form.isEnabled() else None,
            "parties": [contest.challenger.party(), contest.defender.party()],
            "fields": super().composing(),
        }

    def resume_composing(self, composing: Any) -> None:
        if not isinstance(composing, dict):
            return
        check, contest = self.check, self.contest
        if composing["check"] is not None and check.form.isEnabled():
            check.fill(composing["check"])
        contest.challenger.fill(composing["parties"][0])
        contest.defender.fill(composing["parties"][1])
        super().resume_composing(composing["fields"])

    def _focus_on_table(self) -> None:
        """The table takes the focus when it is shown: Qt would give it to the first button of
        the screen (a circumstance's −), and Space would then press that button (Space presses
        a button reached with Tab) instead of rolling."""
        focus = QApplication.focusWidget()
        if self.isVisible() and (
            focus is None or (isinstance(focus, QAbstractButton) and self.isAncestorOf(focus))
        ):
            self.content.setFocus(Qt.FocusReason.OtherFocusReason)

    def space(self) -> None:
        """Space presses a button reached with Tab; otherwise it rolls, takes, or starts the contest."""
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and self.isAncestorOf(focus):
            focus.click()
            return
        entry = self.check.entry
        if (
            self.tabs.currentWidget() is self.check
            and entry.isVisible()
            and self.check.roll_button.isVisible()
            and not entry.typed()
        ):
            entry.text.setFocus()  # a mirror table: the real dice's faces first, then Enter
            return
        for button in (self.check.take_button, self.check.roll_button, self.contest.start_button):
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    def clear_check(self) -> None:
        """Backspace: clear the check being built and any typed faces (Esc only ever hides
        private cards, and a Founders table has none)."""
        self.problem.hide()
        self.check.clear_choice()
        self.contest.clear_entries()

    def _tab_focus_only(self) -> None:
        """Buttons take the focus from Tab, never from a click, so Space keeps rolling after one."""
        for button in self.content.findChildren(QAbstractButton):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    # -- doing ---------------------------------------------------------------------------------

    def request(self, action: dict[str, Any]) -> Any:
        """Perform an action; typed dice are cleared once it is stored."""
        result = self.perform(action)
        if result is not None:
            self.check.entry.text.clear()
            self.contest.clear_entries()
            # The faces are in: Space now takes the roll. A field hidden with the focus in it
            # passes the focus to the next button (Hide the odds), which Space would press.
            focus = QApplication.focusWidget()
            if focus is None or (
                isinstance(focus, (QLineEdit, QAbstractButton)) and self.isAncestorOf(focus)
            ):
                self.content.setFocus()
        return result

    def _step_suspicion(self, step: int) -> None:
        value = self.view().scenario.director.suspicion + step
        self.request({"do": "set_suspicion", "value": value})

    def _step_adversity(self, name: str, step: int) -> None:
        value = self.view().scenario.founder(name).adversity + step
        self.request({"do": "set_adversity", "founder": name, "value": value})

    def _step_circumstance(self, name: str, step: int) -> None:
        value = self.view().scenario.scene.circumstance(name).value + step
        self.request({"do": "edit_circumstance", "name": name, "value": value})

    def ask(self, dialog: TagDialog, action: dict[str, Any], **fields: str) -> None:
        """Show a question; answered with OK, its answer goes into ``action``, performed
        (``fields`` name the action's fields for the dialog's name and value)."""
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.request(action | dialog.answer(**fields))

    def ask_new_circumstance(self) -> None:
        note = self.tr("An index card on the scene, for everyone to see (F-02).")
        self.ask(
            TagDialog(
                self.tr("New Circumstance"), note, self, value_label=self.tr("&Value"), kinds=True
            ),
            {"do": "add_circumstance"},
        )

    def ask_complication(self) -> None:
        if self.view().scenario.options.complication_cost == "value":
            note = self.tr(
                "The Director spends one Suspicion Point per point of its value on a new bad "
                "circumstance (F-16)."
            )
        else:
            note = self.tr(
                "The Director spends 1 Suspicion Point on a new bad circumstance (F-16)."
            )
        dialog = TagDialog(self.tr("Complication"), note, self, value_label=self.tr("&Value"))
        self.ask(dialog, {"do": "complication"})

    def ask_rename(self, name: str) -> None:
        dialog = TagDialog(self.tr("Rename Circumstance"), "", self, name=shown_name(name))
        self.ask(dialog, {"do": "edit_circumstance", "name": name}, name="to")

    def ask_next_scene(self) -> None:
        scene = self.view().scenario.scene
        count = len(scene.circumstances)  # lupdate reads a plural's count only from a plain name
        note = self.tr(
            "“{scene}” ends, and its %n circumstance(s) with it (F-32). Founders keep "
            "their traits, consequences and Adversity Tokens; the Director keeps his "
            "Suspicion Points. The next scene:",
            "",
            count,
        ).format(scene=shown_name(scene.name))
        self.ask(TagDialog(self.tr("End the Scene"), note, self), {"do": "next_scene"})

    def ask_new_scenario(self) -> None:
        founders = len(self.view().scenario.founders)
        note = self.tr(
            "A new scenario begins: the Director's Suspicion Points start again at {points} "
            "(one per two Founders, rounded up), and the scene's circumstances end. Founders "
            "keep their traits, consequences and Adversity Tokens. Its first scene:"
        ).format(points=starting_suspicion(founders))
        dialog = TagDialog(self.tr("New Scenario"), note, self, name=self.tr("Scene 1"))
        self.ask(dialog, {"do": "new_scenario"}, name="scene")

    def ask_consequence(self, founder: str) -> None:
        dialog = TagDialog(
            self.tr("New Consequence for {name}").format(name=founder),
            self.tr("A tag that results from the Founder's actions and stays with them (F-01)."),
            self,
            value_label=self.tr("&Score"),
        )
        self.ask(dialog, {"do": "add_consequence", "founder": founder}, value="score")


def _row_area(row: QHBoxLayout, height: int, parent: QWidget) -> QScrollArea:
    """A row of cards that scrolls sideways when the window is narrower than the cards."""
    holder = QWidget(parent)
    holder.setLayout(row)
    row.setContentsMargins(0, 0, 0, 0)
    area = scroll_area(holder, parent, sideways=True)
    if height:
        area.setFixedHeight(height + area.horizontalScrollBar().sizeHint().height())
    return area
