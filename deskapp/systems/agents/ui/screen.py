"""The Agents mission screen: the track, every agent's cards, the test, the piles (rules A-01 … A-46).

Above, the mission track: scene, Threat-level cards and milestones with their
step, who leads, how scenes open, the outcome and its grade. Then a panel per
agent with its aspects, equipment, relationships and reserves; clicking an
aspect describes it in the test. In the middle the test: its card count before
the draw, then the drawn cards large with what the choices do to each; clicking
a drawn card makes an advantage or a disadvantage remove that one (A-16). Below,
the success and complication piles as cards, the deck's counts, and rest, scene
end, fresh deck and the export of the mission log.

Keyboard first: 1–9 and 0 cycle the tester's aspects (not used, used,
exhausted), A / Shift+A choose the next or previous agent, T / Shift+T add or
take a temporary aspect, Space draws (or, at a mirror table, goes to the typed
cards), Enter sorts the drawn cards, Backspace puts them back or clears the test
(Esc only ever hides private cards, and an Agents table has none),
R rests, E ends the scene; Ctrl+Z and Ctrl+Shift+Z undo and redo.
"""

from __future__ import annotations

import json
from copy import deepcopy
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QFrame,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.cards import CardNotationError, parse_cards
from deskapp.core.decks import DISCARD, DRAW
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.odds import OddsUnavailable
from deskapp.core.play.actions import ActionResult
from deskapp.core.play.session import PlaySession
from deskapp.core.store.locations import write_text_atomically
from deskapp.systems.agents.actions import plan_from_json
from deskapp.systems.agents.describe import HistoryLines
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.odds import panel_odds
from deskapp.systems.agents.rules import TestChoices, TestPlan, TestResult
from deskapp.systems.agents.ui.screen_builder import Builder
from deskapp.systems.agents.ui.screen_dialogs import RestDialog, SceneEndDialog
from deskapp.systems.agents.ui.screen_panels import DrawnPanel, PlanPanel
from deskapp.systems.agents.ui.screen_track import PilesBar, TrackBar
from deskapp.systems.agents.ui.screen_widgets import (
    CHIP_KEYS,
    AgentPanel,
    Item,
    cite,
    items_of,
    quiet,
)
from deskapp.systems.agents.view import TableView
from deskapp.systems.agents.words import complications, successes
from deskapp.ui.plain import escaped
from deskapp.ui.style import DONE, MUTED_TEXT, label_style
from deskapp.ui.table.base import SessionScreen
from deskapp.ui.table.odds import OddsPanel
from deskapp.ui.table.parts import RoomyButton, flow_row, screen_label, scroll_area
from deskapp.ui.table.widgets import CardRow

AGENTS_WIDTH = 220
# The agents' column takes this share of the screen's width (at least what its cards need):
# it grows with the window, so a 1920 px screen shows every aspect chip on one line.
AGENTS_SHARE = 0.32


class TrackFrame(QScrollArea):
    """The track in a frame of its own, as tall as the track at the frame's width.

    A key that changes the score rewrites the track's words, and Qt lays out everything
    around a widget whose words change, up to the window: the whole screen, 0.5 ms of an
    Enter. The track's own layout stops at this frame (as the test area's stops at its scroll
    area); the screen around it is laid out again only when the track's height changes
    (:meth:`fit`)."""

    def __init__(self, track: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(track)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.track = track

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.track.heightForWidth(width)

    def sizeHint(self) -> QSize:
        width = self.track.sizeHint().width()
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.track.minimumSizeHint().width(), 0)

    def fit(self) -> None:
        """After the track's words changed: the screen laid out again if its height did."""
        if self.heightForWidth(self.width()) != self.height():
            self.updateGeometry()


class AgentsScreen(HistoryLines, SessionScreen):
    """Plays an Agents mission through its driver; every change is an action the session stores."""

    SYSTEM = "agents"
    PREFERRED_SIZE = (820, 640)
    KEYS = (  # translated where the Shortcuts dialog shows them, as translate("TableKeys", …)
        (
            QT_TRANSLATE_NOOP(
                "TableKeys", "Agents: describe the tester's aspect 1 … 10; again: exhaust it"
            ),
            "1 … 9, 0",
        ),
        (QT_TRANSLATE_NOOP("TableKeys", "Agents: the next / previous agent tests"), "A / Shift+A"),
        (
            QT_TRANSLATE_NOOP("TableKeys", "Agents: one temporary aspect more / fewer"),
            "T / Shift+T",
        ),
        (
            QT_TRANSLATE_NOOP("TableKeys", "Agents: draw the test's cards (mirror: type them)"),
            "Space",
        ),
        (QT_TRANSLATE_NOOP("TableKeys", "Agents: sort the drawn cards to the piles"), "Enter"),
        (
            QT_TRANSLATE_NOOP("TableKeys", "Agents: put the drawn cards back, or clear the test"),
            "Backspace",
        ),
        (QT_TRANSLATE_NOOP("TableKeys", "Agents: a scene of rest"), "R"),
        (QT_TRANSLATE_NOOP("TableKeys", "Agents: end the scene"), "E"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._shown_session: PlaySession | None = None
        self.builder = Builder()
        self.panels: dict[str, AgentPanel] = {}
        self.last: tuple[str, TestResult] | None = None
        self._last_shown: object = ()  # the last test on screen (none shown yet: not even None)
        self._redrawn: list[QWidget] = [self]  # what the last refresh wrote in

        self.track = TrackBar(self.body)
        self.agents_column = QVBoxLayout()
        self.agents_column.setSpacing(8)
        self.plan = PlanPanel(self.builder, self.body)
        self.drawn = DrawnPanel(self.builder, self.body)
        self.last_test = CardRow("", self.body)
        self.last_test.setObjectName("last_test")
        self.last_test.title.setWordWrap(True)
        self.last_test.title.setStyleSheet("font-size: 12pt;")
        cite(self.last_test.title, "A-18")
        # The test area's two faces, one shown at a time: the plan (with the odds and the last
        # test) while a test is described, the drawn cards once drawn. The hidden one takes no
        # room, so the piles follow the face in sight.
        self.plan_page = QWidget(self.body)
        self.plan_page.setObjectName("plan_page")
        plan_layout = QVBoxLayout(self.plan_page)
        plan_layout.setContentsMargins(0, 0, 0, 0)
        plan_layout.addWidget(self.plan)
        self.plan_layout = plan_layout
        self.odds_panel = OddsPanel(self.plan_page)
        # Hidden while its odds are those of the test before (its room kept, nothing moves).
        room = self.odds_panel.sizePolicy()
        room.setRetainSizeWhenHidden(True)
        self.odds_panel.setSizePolicy(room)
        plan_layout.addWidget(self.odds_panel)
        plan_layout.addWidget(self.last_test)
        self.drawn.hide()
        for face in (self.plan_page, self.drawn):
            # Never squeezed below what it needs: a face coming into sight is laid out once,
            # at its own height, not first at the height the other face left.
            face.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.piles = PilesBar(self.body)
        self.rest_button = self._button(self.tr("Rest… (R)"), "rest", lambda: self.ask(RestDialog))
        self.rest_button.setToolTip(self.tr("A scene of rest: restores aspects, adds marks (A-22)"))
        self.scene_button = self._button(
            self.tr("End Scene… (E)"), "end_scene", lambda: self.ask(SceneEndDialog)
        )
        self.scene_button.setToolTip(self.tr("End the scene; relationships change only now (A-24)"))
        self.fresh_button = self._button(
            self.tr("Fresh Deck"), "fresh_deck", lambda: self.perform({"do": "fresh_deck"})
        )
        self.fresh_button.setToolTip(
            self.tr("Every card back into a new shuffled draw pile; the score is kept as counts")
        )
        self.export_button = self._button(
            self.tr("Export Mission Log…"), "export_log", self.ask_export
        )
        self.export_button.setToolTip(
            self.tr("Write the mission log that `deskapp replay` reads (JSON)")
        )
        self.keys = screen_label(self.body, "agents_keys", label_style(MUTED_TEXT), wrap=True)

        self.export_note = screen_label(self.body, "export_note", label_style(DONE))
        action_row, actions = flow_row(self.body, 8)
        for button in (self.rest_button, self.scene_button, self.fresh_button, self.export_button):
            actions.addWidget(button)
        actions.addWidget(self.export_note)
        # Agents in a column of their own beside the test, so the drawn cards, the choices
        # and the piles stay in sight without scrolling.
        agents = QWidget(self.body)
        agents_layout = QVBoxLayout(agents)
        agents_layout.setContentsMargins(0, 0, 4, 0)
        agents_layout.addLayout(self.agents_column)
        agents_layout.addStretch(1)
        self.agents_scroll = scroll_area(agents, self.body)
        self.agents_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.agents_scroll.setMinimumWidth(AGENTS_WIDTH)
        table = QWidget(self.body)
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(4, 0, 0, 0)
        table_layout.addWidget(self.plan_page)
        table_layout.addWidget(self.drawn)
        table_layout.addWidget(self.piles)
        table_layout.addWidget(action_row)
        table_layout.addStretch(1)
        self.table_layout = table_layout
        self._place_problem(drawn=False)
        self.table_scroll = scroll_area(table, self.body)
        for area in (self.agents_scroll, self.table_scroll):
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the screen
        self.table_scroll.viewport().installEventFilter(self)
        # Where the faces scroll, the test area keeps the height of the taller face it has
        # shown (until the width changes): otherwise every key that turns the face changed
        # the scroll range, and the scroll bar was laid out and painted again on each press
        # (about 1 ms of 7).
        self.test_area = table
        table.installEventFilter(self)
        below = self.splitter = QSplitter(self.body)
        below.setObjectName("agents_splitter")
        below.setChildrenCollapsible(False)
        below.addWidget(self.agents_scroll)
        below.addWidget(self.table_scroll)
        below.setStretchFactor(1, 1)
        self._user_split = False
        below.splitterMoved.connect(lambda *_: setattr(self, "_user_split", True))
        below.installEventFilter(self)  # its own resizes, even those made while hidden
        outer = QVBoxLayout(self.body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.track_area = TrackFrame(self.track, self.body)
        # The Coordinator turning the cards over rewrites the track too (its own slot, connected
        # first, redraws it; this one then fits the frame to it).
        self.track.look.toggled.connect(lambda _on: self.track_area.fit())
        outer.addWidget(self.track_area)
        outer.addWidget(below, 1)
        # The key line under both columns, out of the scrolled table: a long one (French)
        # wraps there instead of being cut in half by the scroll area's edge.
        outer.addWidget(self.keys)

        # After an action the odds of the next test are worked out just after the frame that
        # shows its result (a zero timer runs after the pending layouts and paints), as the
        # Cinematic screen does; describing a test and opening a session show them at once.
        self._performing = False
        self._odds_later = QTimer(self)
        self._odds_later.setSingleShot(True)
        self._odds_later.setInterval(0)
        self._odds_later.timeout.connect(self._show_odds_later)
        self.plan.changed.connect(self.show_test)
        self.plan.draw_requested.connect(self.draw)
        # A refusal of the typed cards goes once they are changed: it was about the old ones.
        self.plan.cards_edit.textEdited.connect(self.clear_problem)
        self.drawn.changed.connect(self.problem.hide)
        self.drawn.changed.connect(self.show_test)
        self.drawn.resolve_requested.connect(self.resolve)
        self.drawn.cancel_requested.connect(self.put_back)
        self.drawn.refused.connect(self.show_problem)

    def _button(self, text: str, name: str, slot: Any) -> QPushButton:
        button = quiet(RoomyButton(text, self.body, (12, 4), 12))
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def _share_the_width(self) -> None:
        """A share of the width for the agents, growing with the window (never less than what
        their cards need), unless the user moved the divider."""
        if self._user_split:
            return
        width = self.splitter.width()
        agents = max(self.agents_scroll.minimumWidth(), int(width * AGENTS_SHARE))
        if self.splitter.sizes()[0] != agents:
            self.splitter.setSizes([agents, width - agents])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.splitter and event.type() == QEvent.Type.Resize:
            self._share_the_width()
        if watched is self.table_scroll.viewport() and event.type() == QEvent.Type.Resize:
            viewport = self.table_scroll.viewport()
            self.drawn.set_room(viewport.width() - 12, viewport.height())
            assert isinstance(event, QResizeEvent)
            if event.size().width() != event.oldSize().width():
                self.test_area.setMinimumHeight(0)  # another width: the faces' heights anew
        if watched is self.test_area and event.type() == QEvent.Type.Resize:
            height = self.test_area.height()
            if height > self.table_scroll.viewport().height():  # a face taller than the room
                self.test_area.setMinimumHeight(max(self.test_area.minimumHeight(), height))
        return super().eventFilter(watched, event)

    @property
    def agents(self) -> AgentsDriver:
        return self.driver_of(AgentsDriver)

    # --- showing -------------------------------------------------------------------------

    def bind(self, session: PlaySession | None) -> None:
        if session is not None and self._heard not in session.listeners:
            session.listeners.append(self._heard)
        super().bind(session)
        if session is not None:
            self.setFocus()

    def composing(self) -> Any:
        return deepcopy(self.builder) if self.session is not None else None

    def resume_composing(self, composing: Any) -> None:
        if isinstance(composing, Builder):  # the panels share this builder: filled in place
            self.builder.__dict__.update(vars(composing))
            self.refresh()

    def refresh(self) -> None:
        driver = self.agents
        if self.session is not self._shown_session:
            # A new session on screen (an undo rebuilds the driver, not the session).
            self._shown_session = self.session
            self._set_mission(driver)
            self.odds_panel.bind_campaign(self.session.campaign if self.session else None)
        view = driver.view()
        pending = view.pending
        if pending is not None:
            self.builder.load(pending, self.items(pending.agent, view))
        elif self.builder.tester not in view.names:
            self.builder.choose_tester(view.names[0])
        changed = [
            panel
            for agent in view.agents
            if (panel := self.panels[agent.name]).show_agent(
                agent.profile, list(agent.relations), list(agent.trusted_by)
            )
        ]
        # Besides the panels redrawn, a refresh writes in the track, the face of the test
        # area in sight and the piles; the rest of the screen keeps its words.
        self._redrawn = [self.track, self.piles, *changed]
        if changed:
            # As wide as the widest panel needs: the column never scrolls sideways.
            scroll_bar = self.agents_scroll.verticalScrollBar().sizeHint().width()
            widest = max(panel.minimumSizeHint().width() for panel in self.panels.values())
            self.agents_scroll.setMinimumWidth(max(AGENTS_WIDTH, widest + scroll_bar + 8))
        self.track.show_status(
            view.status, view.coordinator, face_down=view.options.threat_cards == "face_down"
        )
        self.track_area.fit()
        self.piles.show_piles(
            list(view.success), list(view.complication), view.status, dict(view.counts)
        )
        idle = pending is None
        for button in (self.rest_button, self.scene_button, self.fresh_button):
            button.setEnabled(idle)
        self.keys.setText(self.key_hints(view.mirror))
        self.show_test(view)
        self._redrawn.append(self.drawn if self.showing_drawn() else self.plan_page)

    def redrawn_parts(self) -> list[QWidget]:
        return self._redrawn

    def key_hints(self, mirror: bool) -> str:
        """The key line under the table: at a mirror table Space does not draw, it goes to the
        field where the cards turned over on the real deck are typed."""
        if mirror:
            return self.tr(
                "Keys: 1–0 aspects · A agent · T temporary · type the cards drawn, then Enter "
                "(Space goes to the field) · Enter sort · Backspace put back · R rest · "
                "E end scene · Ctrl+Z undo"
            )
        return self.tr(
            "Keys: 1–0 aspects · A agent · T temporary · Space draw · Enter sort · "
            "Backspace put back · R rest · E end scene · Ctrl+Z undo"
        )

    def _set_mission(self, driver: AgentsDriver) -> None:
        """A new session on screen: a panel per agent, an empty builder."""
        for panel in self.panels.values():
            self.agents_column.removeWidget(panel)
            panel.hide()
            panel.deleteLater()
        self.panels = {}
        names = driver.names
        for name in names:
            panel = AgentPanel(name, self.body)
            panel.chip_clicked.connect(self.chip_clicked)
            panel.restore_clicked.connect(self.restore_clicked)
            panel.tester_chosen.connect(self.choose_tester)
            panel.reserve_spent.connect(
                lambda agent, purpose: self.perform(
                    {"do": "reserve", "agent": agent, "purpose": purpose}
                )
            )
            panel.reserve_given.connect(
                lambda giver, receiver: self.perform(
                    {"do": "give_reserve", "from": giver, "to": receiver}
                )
            )
            self.agents_column.addWidget(panel)
            self.panels[name] = panel
        self.builder.reset(names[0])
        self.last = None
        self.plan.cards_edit.clear()
        self.export_note.clear()

    def items(self, agent: str | None = None, view: TableView | None = None) -> list[Item]:
        """The tester's chips (or ``agent``'s), in key order; none for an agent known by name
        only. ``view``: the table as just read, so the agent's cards are not worked out again."""
        name = agent or self.builder.tester
        if self.session is None or not name:
            return []
        profile = view.agent(name).profile if view is not None else self.agents.agent(name)
        return items_of(profile) if profile is not None else []

    def show_test(self, view: TableView | None = None) -> None:
        """Redraw the test area and the chips' parts in it from the builder."""
        if self.session is None:
            return
        driver = self.agents
        view = view or driver.view()
        items = self.items(view=view)
        states = {item.key: self.builder.state(item) for item in items}
        for name, panel in self.panels.items():
            panel.show_builder(states, name == self.builder.tester)
        if self.builder.tester in self.panels:
            self._scroll_to(self.panels[self.builder.tester])
        if view.pending is None:
            self.plan.show_plan(driver, view, items)
            self._show_last()
            if self._performing and self.odds_panel.value("clean_success") is not None:
                # Odds on screen are filled in place just after the frame; a panel without
                # them (just opened on drawn cards) makes its rows now, shown with the page.
                if self.showing_drawn():
                    # Back from the drawn cards: the panel holds the last test's odds, so it
                    # shows again with the new ones (its room kept meanwhile).
                    self.odds_panel.hide()
                self._odds_later.start()
            else:
                self._show_odds(driver, view)
        else:
            self.drawn.show_drawn(driver, view, items)
        self._show_face(drawn=view.pending is not None)

    def _show_odds_later(self) -> None:
        """The odds of the next test, worked out just after the frame that showed the action."""
        if self.session is not None and self.agents.pending is None:
            self._show_odds(self.agents, self.agents.view())

    def _show_odds(self, driver: AgentsDriver, view: TableView) -> None:
        """The chances of the test as described, from the mission deck as the app tracks it."""
        self.odds_panel.show()
        setup = self.plan.setup
        if setup is None:
            self.odds_panel.show_unavailable(self.tr("Describe a test to see its odds."))
            return
        tester, items = self.builder.tester, self.items()
        if driver.agent(tester) is not None:
            try:  # the aspects exhausted and the threat factors chosen so far count too
                setup = driver.planned_setup(
                    tester,
                    plan_from_json(TestPlan, self.builder.plan_json(items), "plan"),
                    plan_from_json(TestChoices, self.builder.choices_json(items), "choices"),
                )
            except UserError:
                pass  # a choice the resolve would refuse: the odds of the test as described
        status = view.status
        try:
            rows, notes = panel_odds(
                setup,
                driver.pile(DRAW),
                driver.pile(DISCARD),
                view.options,
                status.successes,
                status.complications,
                status.threat_step,
                status.milestone_step,
            )
        except OddsUnavailable:
            self.odds_panel.show_unavailable(
                self.tr("The draw and discard piles hold too few cards: start a fresh deck.")
            )
            return
        notes_said = {
            "Next milestone with this test": self.tr("Next milestone with this test"),
            "Next Threat level with this test": self.tr("Next Threat level with this test"),
        }
        self.odds_panel.show_odds(
            rows, [(notes_said.get(text, text), chance) for text, chance in notes]
        )

    def _scroll_to(self, panel: AgentPanel) -> None:
        """Bring the tester's panel into sight, its name first, unless it already shows."""
        bar = self.agents_scroll.verticalScrollBar()
        top, seen = panel.y(), self.agents_scroll.viewport().height()
        if not bar.value() <= top <= bar.value() + seen - 80:
            bar.setValue(top)

    def showing_drawn(self) -> bool:
        """Whether the test area shows the drawn cards (else the test being described)."""
        return not self.drawn.isHidden()

    def _show_face(self, drawn: bool) -> None:
        """Show one face of the test area: the plan, or the drawn cards."""
        if drawn == self.showing_drawn():
            return
        # The face going away is hidden first: showing a widget lays its parent out at once,
        # so showing first laid out both faces together, then again without the hidden one.
        leaving, coming = (self.plan_page, self.drawn) if drawn else (self.drawn, self.plan_page)
        leaving.hide()
        coming.show()
        if self.problem.isVisibleTo(self):  # else it moves when there is one to show
            self._place_problem(drawn)
        # Another face starts at its top: the drawn cards' ranks, not where the plan was scrolled.
        self.table_scroll.verticalScrollBar().setValue(0)

    def _place_problem(self, drawn: bool) -> None:
        """A refusal right under the face of the test area in sight: under the Draw button
        while a test is described, under Sort once cards are drawn."""
        if drawn:
            self.place_problem(self.table_layout, 2)
        else:
            self.place_problem(self.plan_layout, 1)

    def show_problem(self, message: str) -> None:
        """A refusal under the face of the test area in sight (moved there only now: a move
        lays the page out again, which a draw or a sort with nothing refused need not)."""
        self._place_problem(self.showing_drawn())
        super().show_problem(message)
        # The column laid out with the refusal in it now (the table, then the scroll area that
        # holds it) and scrolled to show it: a face is never squeezed below its height, so a
        # refusal under a tall one may start below the fold.
        for _ in range(2):
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        self.table_scroll.ensureWidgetVisible(self.problem_box, 0, 8)

    def _show_last(self) -> None:
        """The last test's kept cards, narrated one by one after the removals (A-18)."""
        if self._last_shown is self.last:
            return  # the same test as on screen: nothing laid out or painted again
        self._last_shown = self.last
        self.last_test.setVisible(self.last is not None)
        if self.last is None:
            return
        agent, result = self.last
        self.last_test.title.setText(
            self.tr(
                "<b>{agent}'s last test</b>: {s} · {c} — narrate the kept cards one by one"
            ).format(
                agent=escaped(agent),
                s=successes(result.successes),
                c=complications(result.complications),
            )
        )
        self.last_test.set_cards(list(result.kept))
        for view in self.last_test.views:
            view.setFixedSize(84, 120)

    # --- acting ----------------------------------------------------------------------------

    def _heard(self, action: dict[str, Any], result: Any) -> None:
        """A stored action: update what only the screen holds, before it redraws once."""
        if not isinstance(result, ActionResult):
            # An undo or a redo (the kernel's): what the last test showed may be gone.
            self.last = None
            self.builder.clear_choices()
            if action.get("do") == "redo" and self.agents.state.pending is None:
                # A redone sort leaves the next test unset, as the sort itself did: not
                # pre-set with the redone test's aspects, which Space would pay for again.
                self.builder.clear()
            return
        if result.kind == "resolve":
            assert isinstance(result.detail, TestResult)
            self.last = (result.outcome["agent"], result.detail)
            self.builder.clear()
        elif result.kind == "cancel":
            self.last = None
            self.builder.clear_choices()
        elif result.kind == "draw":
            self.plan.cards_edit.clear()

    def perform(self, action: dict[str, Any]) -> Any:
        self._performing = True
        try:
            result = super().perform(action)
        finally:
            self._performing = False
        focus = QApplication.focusWidget()
        if not isinstance(focus, QLineEdit) or not self.isAncestorOf(focus):
            self.setFocus()  # Space and the number keys keep working after a click
        return result

    def choose_tester(self, name: str) -> None:
        if self.session is None:
            return
        if self.agents.pending is not None:
            self.show_problem(
                self.tr(
                    "{name}'s cards are on the table: sort them (Enter) or put them back (Backspace)"
                ).format(name=self.agents.pending.agent)
            )
            return
        self.clear_problem()
        self.builder.choose_tester(name)
        self.show_test()

    def step_tester(self, step: int) -> None:
        names = list(self.agents.names)
        current = names.index(self.builder.tester) if self.builder.tester in names else -1
        self.choose_tester(names[(current + step) % len(names)])

    def chip_clicked(self, agent: str, item: Item) -> None:
        """A click on an aspect: describe it in the test, exhaust it, or (drawn) toggle its advantage."""
        if self.session is None:
            return
        drawn = self.agents.pending is not None
        if agent != self.builder.tester:
            if drawn:
                self.choose_tester(agent)  # explains why not
                return
            self.builder.choose_tester(agent)
        if not self.builder.cycle(item, drawn):
            self.show_problem(
                self.tr(
                    "The cards are drawn: only an aspect used in this test can still be exhausted "
                    "(put the cards back with Backspace to describe the test anew)"
                )
                if not item.exhausted
                else self.tr(
                    "'{text}' is exhausted: it gives no advantage until restored (A-13)"
                ).format(text=item.label)
            )
            return
        self.clear_problem()
        self.show_test()

    def press_key(self, number: int) -> None:
        """1–9, 0: the tester's chip with that number."""
        items = self.items()
        if number < len(items):
            self.chip_clicked(self.builder.tester, items[number])

    def restore_clicked(self, agent: str, item: Item) -> None:
        if item.kind == "equipment":
            self.perform({"do": "replenish", "agent": agent, "equipment": item.name})
        else:
            self.perform({"do": "restore", "agent": agent, "aspect": item.name})

    def draw(self) -> None:
        """Draw the described test's cards, or record the typed ones at a mirror table."""
        if self.session is None or self.agents.pending is not None:
            return
        builder = self.builder
        if not builder.tester:
            self.show_problem(self.tr("Choose who tests first (A, or click an agent's name)"))
            return
        action: dict[str, Any] = {"do": "draw", "agent": builder.tester}
        if self.agents.agent(builder.tester) is None:
            action["setup"] = {key: value for key, value in builder.counts.items() if value}
        else:
            action["plan"] = builder.plan_json(self.items())
        if self.agents.mirror:
            try:
                action["cards"] = [
                    card.notation for card in parse_cards(self.plan.cards_edit.text())
                ]
            except CardNotationError as error:
                self.show_problem(str(error))
                return
        self.perform(action)

    def resolve(self) -> None:
        if self.session is None or self.agents.pending is None:
            return
        self.perform({"do": "resolve", **self.drawn.resolve_action(self.agents, self.items())})

    def space(self) -> None:
        """Space draws when the builder is ready; at a mirror table it first goes to the cards field."""
        if self.session is None:
            return
        if self.agents.pending is not None:
            self.show_problem(
                self.tr("The cards are drawn: Enter sorts them, Backspace puts them back")
            )
            return
        if self.agents.mirror and not self.plan.cards_edit.text().strip():
            self.plan.cards_edit.setFocus()
            return
        self.draw()

    def put_back(self) -> None:
        """Put the drawn cards back on the deck: an undo of their draw (the last action in effect)."""
        if self.session is None or self.agents.pending is None:
            return
        self.perform({"do": "undo"})

    def clear_or_put_back(self) -> None:
        """Backspace: put drawn cards back, or clear the test being described."""
        if self.session is None:
            return
        if self.agents.pending is not None:
            self.put_back()
            return
        self.builder.clear()
        self.plan.cards_edit.clear()
        self.clear_problem()
        self.show_test()
        self.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.session is None:
            super().keyPressEvent(event)
            return
        key, text = event.key(), event.text()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_Space:
            self.space()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.resolve()
        elif text and text in CHIP_KEYS:
            self.press_key(CHIP_KEYS.index(text))
        elif key == Qt.Key.Key_A:
            self.step_tester(-1 if shift else 1)
        elif key == Qt.Key.Key_T and self.agents.pending is None:
            self.plan.step_temporary(-1 if shift else 1)
        elif key == Qt.Key.Key_Backspace:
            self.clear_or_put_back()
        elif key == Qt.Key.Key_R:
            self.ask(RestDialog)
        elif key == Qt.Key.Key_E:
            self.ask(SceneEndDialog)
        else:
            super().keyPressEvent(event)

    # --- dialogs ---------------------------------------------------------------------------

    def ask(self, kind: type[RestDialog | SceneEndDialog]) -> None:
        """A scene of rest or the scene's end: what its dialog gathers, performed once accepted."""
        if self.session is None or self.agents.pending is not None:
            return
        dialog = kind(self.agents.view(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.perform(dialog.action())

    def ask_export(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Mission Log"),
            str(self.session.campaign.path.parent / f"{self._session_name()}.json"),
            self.tr("Mission logs (*.json)"),
        )
        if path:
            self.export_to(Path(path))

    def _session_name(self) -> str:
        assert self.session is not None
        for summary in self.session.campaign.sessions():
            if summary.id == self.session.session_id:
                return summary.name
        return self.tr("mission")

    def export_to(self, path: Path) -> bool:
        """Write the mission log (the replay format) atomically; say where, or why not."""
        assert self.session is not None
        session = self.session
        log = AgentsDriver.export_log(
            session.campaign.session_setup(session.session_id), session.history.done
        )
        text = json.dumps(log, ensure_ascii=False, indent=2) + "\n"
        try:
            write_text_atomically(path, text)
        except OSError as error:
            self.show_problem(
                self.tr("Cannot write {path}: {problem}").format(path=path, problem=error.strerror)
            )
            return False
        self.clear_problem()
        self.export_note.setText(self.tr("Written to {path}").format(path=path))
        return True
