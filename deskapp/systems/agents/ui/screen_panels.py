"""The two faces of the Agents test area: describing a test, then deciding on its drawn cards.

:class:`PlanPanel` shows what the player describes and counts the cards it will
draw before anything is drawn (A-10 … A-17, A-44). :class:`DrawnPanel` lays the
drawn cards out large, lets the player and the Coordinator decide advantages,
disadvantages, help and new negative aspects, and shows what sorting them will
do (A-11 … A-21, A-31, A-42, A-43). Both edit the screen's :class:`Builder`
and say so with ``changed``; the screen turns requests into actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.cards import Card, examples
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.systems.agents.actions import COUNT_CHOICES, plan_from_json
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.rules import TestPlan, TestResult, TestSetup
from deskapp.systems.agents.sheet import Agent, Relation
from deskapp.systems.agents.ui.screen_builder import COUNT_DRAWS, Builder
from deskapp.systems.agents.ui.screen_widgets import Item, Stepper, cite, quiet
from deskapp.systems.agents.view import TableView
from deskapp.systems.agents.words import card_role, complications, draw_parts, successes
from deskapp.ui.card_reading import CardReading
from deskapp.ui.plain import escaped, plain_label
from deskapp.ui.rule_ids import plain_message
from deskapp.ui.style import (
    ACCENT,
    ACCENT_BACK,
    ERROR,
    FADED_TEXT,
    INK,
    MUTED_TEXT,
    NEW_ASPECT,
    SUIT_BLACK,
    SUIT_RED,
    label_style,
)
from deskapp.ui.table.parts import (
    RoomyButton,
    clear_layout,
    discard,
    flow_row,
    refill,
    restyle,
    screen_label,
    together,
)
from deskapp.ui.table.widgets import CardView, FlowLayout

NOBODY = ""
# Marked for the translators here, translated where shown (translate, the same context).
_CONTEXT = "AgentsTest"
_COUNT_LABELS = {
    "aspects": QT_TRANSLATE_NOOP("AgentsTest", "Aspects described"),
    "temporary": QT_TRANSLATE_NOOP("AgentsTest", "Temporary (1 reserve)"),
    "negative": QT_TRANSLATE_NOOP("AgentsTest", "Negative used"),
    "distrust": QT_TRANSLATE_NOOP("AgentsTest", "Distrusted present"),
    "exhaust": QT_TRANSLATE_NOOP("AgentsTest", "Aspects exhausted"),
    "negative_exhausted": QT_TRANSLATE_NOOP("AgentsTest", "Negative exhausted"),
    "advantages": QT_TRANSLATE_NOOP("AgentsTest", "Other advantages"),
    "disadvantages": QT_TRANSLATE_NOOP("AgentsTest", "Threat factors"),
    "helped": QT_TRANSLATE_NOOP("AgentsTest", "Cancelled by trust"),
    "to_aspect": QT_TRANSLATE_NOOP("AgentsTest", "Complications → aspects"),
    "raised": QT_TRANSLATE_NOOP("AgentsTest", "Coordinator reserves"),
}
_FATE_STYLE = {
    "success": (SUIT_BLACK, QT_TRANSLATE_NOOP("AgentsTest", "success")),
    "complication": (SUIT_RED, QT_TRANSLATE_NOOP("AgentsTest", "complication")),
    "aspect": (NEW_ASPECT, QT_TRANSLATE_NOOP("AgentsTest", "→ negative aspect")),
    "advantage": (FADED_TEXT, QT_TRANSLATE_NOOP("AgentsTest", "removed: advantage")),
    "cancelled": (FADED_TEXT, QT_TRANSLATE_NOOP("AgentsTest", "cancelled: trust")),
    "disadvantage": (FADED_TEXT, QT_TRANSLATE_NOOP("AgentsTest", "removed: disadvantage")),
    "discarded": (FADED_TEXT, QT_TRANSLATE_NOOP("AgentsTest", "discarded")),
}


def toggle(text: str, parent: QWidget | None, checked: bool, tip: str = "") -> QPushButton:
    checked_sheet = (
        "QPushButton { padding: 3px 10px; }"
        f"QPushButton:checked {{ background: {ACCENT_BACK}; border: 2px solid {ACCENT}; "
        "border-radius: 4px; }"
    )
    button = quiet(RoomyButton(text, parent, (10, 3), checked_sheet=checked_sheet))
    button.setChecked(checked)
    button.setToolTip(tip)
    return button


class ReturnKey(QObject):
    """Return in a field does one thing and stops there, so the screen never sees it as "sort"."""

    def __init__(self, field: QLineEdit, slot: Callable[[], object]) -> None:
        super().__init__(field)
        self.slot = slot
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # Only the press acts. A desktop first sends the key as a ShortcutOverride: acting
            # on that too moved the focus to the screen before the press came, which the
            # screen then took as "sort" (review r30c: one Enter recorded and sorted a test).
            if event.type() == QEvent.Type.KeyPress:
                self.slot()
            event.accept()
            return True
        return super().eventFilter(watched, event)


def _check_quietly(button: QPushButton, checked: bool) -> None:
    """Check or uncheck a toggle to show the builder's state, without it saying so."""
    if button.isChecked() != checked:
        button.blockSignals(True)
        button.setChecked(checked)
        button.blockSignals(False)


class _Face(QWidget):
    """What both faces of the test area share: the builder they edit, saying so with ``changed``."""

    changed = Signal()

    def __init__(self, builder: Builder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.builder = builder
        self._built: dict[str, object] = {}  # what each part rebuilt on demand shows

    def _changed(self, part: str, shape: object) -> bool:
        """Whether ``part`` must be built anew to show ``shape`` (then it is noted as built):
        otherwise its widgets are set in place, and a key press lays nothing out again."""
        if part in self._built and self._built[part] == shape:
            return False
        self._built[part] = shape
        return True

    def _set(self, name: str, value: object) -> None:
        if getattr(self.builder, name) != value:
            setattr(self.builder, name, value)
            self.changed.emit()

    def _toggle(self, field: str, name: str, on: bool) -> None:
        """Put ``name`` in or out of the builder's list ``field``, keeping the order of choice."""
        chosen: list[str] = getattr(self.builder, field)
        if on and name not in chosen:
            chosen.append(name)
        elif not on and name in chosen:
            chosen.remove(name)
        self.changed.emit()

    def _chooser(self, flow: FlowLayout, text: str, field: str, name: str, tip: str) -> QPushButton:
        """A toggle in ``flow`` that puts ``name`` in or out of the builder's list ``field``."""
        button = toggle(text, flow.parentWidget(), name in getattr(self.builder, field), tip)
        button.toggled.connect(lambda on: self._toggle(field, name, on))
        flow.addWidget(button)
        return button

    def _steppers(self, keys: Sequence[str]) -> tuple[QWidget, dict[str, Stepper]]:
        """A row of counts the player sets by hand (a test of an agent known by name only)."""
        row, flow = flow_row(self, 12)
        steppers = {key: Stepper(translate(_CONTEXT, _COUNT_LABELS[key]), "", self) for key in keys}
        for key, stepper in steppers.items():
            stepper.changed.connect(lambda value, key=key: self._count(key, value))
            flow.addWidget(stepper)
        return row, steppers

    def _count(self, key: str, value: int) -> None:
        """A count set by hand, put in the builder (each face has its own)."""
        raise NotImplementedError


class PlanPanel(_Face):
    """Before the draw: the tester, who is around, and the card count the test will draw."""

    draw_requested = Signal()

    def __init__(self, builder: Builder, parent: QWidget | None = None) -> None:
        super().__init__(builder, parent)
        self.setObjectName("plan_panel")
        self.needed = 0
        self.ready = False
        self.heading = screen_label(self, "plan_heading", "font-size: 16pt; font-weight: bold;")
        self.described = screen_label(self, "plan_described", "font-size: 12pt;", wrap=True)
        self.temporary = Stepper(
            self.tr("Temporary aspects (T)"),
            self.tr("Each costs a reserve and draws a card (A-15)"),
            self,
        )
        self.temporary.changed.connect(lambda value: self._set("temporary", value))
        self.danger = toggle(
            self.tr("Seeking danger"),
            self,
            False,
            self.tr("The players agree: threat factors may exceed the Threat level (A-31)"),
        )
        self.danger.toggled.connect(lambda on: self._set("seeking_danger", on))
        self.others_row, self.others = flow_row(self, 4)
        self.against = QComboBox(self)
        self.against.setObjectName("against")
        self.against.setToolTip(self.tr("The agent this test acts against (A-43)"))
        self.defending = QComboBox(self)
        self.defending.setObjectName("defending")
        self.defending.setToolTip(self.tr("The agent whose attack this test answers (A-45)"))
        for box in (self.against, self.defending):
            box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            box.activated.connect(self._sides)
        self.removing_row, self.removing = flow_row(self, 4)
        # The buttons of the two rows above as built: rebuilt only when who or what they
        # offer changes, their checks set in place otherwise.
        self._present_buttons: dict[str, QPushButton] = {}
        self._suppress_buttons: dict[str, QPushButton] = {}
        self._removing_buttons: dict[str, QPushButton] = {}
        self.count_row, self.counts = self._steppers(COUNT_DRAWS)
        self.count_line = screen_label(self, "plan_count", "font-size: 14pt;", wrap=True, rich=True)
        self.cards_label = plain_label(self.tr("Cards drawn, in order:"), self)
        self.cards_edit = QLineEdit(self)
        self.cards_edit.setObjectName("mirror_cards")
        self.cards_edit.setPlaceholderText(
            self.tr("such as {cards} or {typed}").format(**examples("QH 10S"))
        )
        self.cards_edit.setStyleSheet("font-size: 14pt;")
        ReturnKey(self.cards_edit, self.draw_requested.emit)
        self.cards_reading = CardReading(self.cards_edit, self)
        self.draw_button = quiet(RoomyButton("", self, (18, 6), 14, bold=True))
        self.draw_button.setObjectName("draw_test")
        self.draw_button.clicked.connect(self.draw_requested)
        self.clear_button = quiet(QPushButton(self.tr("Clear (Backspace)"), self))
        self.clear_button.setObjectName("clear_test")
        self.clear_button.clicked.connect(self._clear)

        extra_row, extras = flow_row(self, 12)
        extras.addWidget(self.temporary)
        extras.addWidget(self.danger)
        extras.addWidget(together(plain_label(self.tr("Acts against")), self.against, self))
        extras.addWidget(
            together(plain_label(self.tr("Answers an attack by")), self.defending, self)
        )
        mirror = QHBoxLayout()
        mirror.addWidget(self.cards_label)
        mirror.addWidget(self.cards_edit, 1)
        button_row, buttons = flow_row(self, 8)
        buttons.addWidget(self.draw_button)
        buttons.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.described)
        layout.addWidget(self.others_row)
        layout.addWidget(extra_row)
        layout.addWidget(self.count_row)
        layout.addWidget(self.removing_row)
        layout.addWidget(self.count_line)
        layout.addLayout(mirror)
        layout.addWidget(self.cards_reading)
        layout.addWidget(button_row)

    # --- showing ---------------------------------------------------------------------

    def show_plan(self, driver: AgentsDriver, table: TableView, items: list[Item]) -> None:
        """Redraw from the builder; count the cards the described test would draw."""
        builder = self.builder
        name = builder.tester
        profile = table.agent(name).profile if name else None
        by_name = bool(name) and profile is None
        self.heading.setText(
            self.tr("{name} tests").format(name=name)
            if name
            else self.tr("Who tests? Click an agent's name or aspect (A: next agent)")
        )
        self.described.setText(self._described(items) if profile else "")
        self.described.setVisible(profile is not None)
        self.temporary.setVisible(profile is not None)
        self.temporary.set_value(builder.temporary, quietly=True)
        self.danger.setVisible(bool(name))
        self.danger.setChecked(builder.seeking_danger)
        self.count_row.setVisible(by_name)
        for key, stepper in self.counts.items():
            stepper.set_value(builder.counts[key], quietly=True)
        self._show_others(table, profile)
        self.cards_label.setVisible(table.mirror)
        self.cards_edit.setVisible(table.mirror)
        self.cards_reading.setVisible(table.mirror)
        self.ready, self.needed, line = self._count_line(driver, table, items)
        self.count_line.setText(line)
        self.draw_button.setEnabled(self.ready)
        self.draw_button.setText(
            self.tr("Draw %n card(s) (Space)", "", self.needed)
            if self.ready and not table.mirror
            else self.tr("Record %n card(s) (Enter)", "", self.needed)
            if self.ready
            else self.tr("Draw (Space)")
        )

    def _described(self, items: list[Item]) -> str:
        builder = self.builder
        parts = []
        for item in items:
            state = builder.state(item)
            if state == "off":
                continue
            word = {"use": "", "exhaust": self.tr(" (exhaust)"), "ignore": self.tr(" (ignored)")}[
                state
            ]
            label = (
                self.tr("trust in {name}").format(name=item.name)
                if item.kind == "trust"
                else item.label
            )
            parts.append(f"{label}{word}")
        if not parts:
            return self.tr(
                "Click the aspects that take part (or press their number); click again to "
                "exhaust one for an advantage. Negative aspects are the Coordinator's."
            )
        return self.tr("Described: {parts}").format(parts=", ".join(parts))

    def _show_others(self, table: TableView, profile: Agent | None) -> None:
        """Who else is present (and whose distrust a reserve suppresses), whom the test acts
        against or answers, and the negative aspects it tries to remove.

        The rows are rebuilt only when the buttons they need change (another tester, another
        agent near with distrust); otherwise their checks are set in place, so a key press
        that leaves them as they are lays nothing out again."""
        builder = self.builder
        others = [name for name in table.names if name != builder.tester]
        visible = bool(builder.tester) and bool(others)
        tester = table.agent(builder.tester) if visible else None
        suppressible = tuple(
            other
            for other in others
            if tester is not None
            and tester.relation(other).level.is_distrust
            and other in builder.near()
        )
        shape = (builder.tester, tuple(others) if visible else (), suppressible)
        if self._changed("others", shape):
            self._build_others(others if visible else [], suppressible)
        for other, button in self._present_buttons.items():
            _check_quietly(button, other in builder.present)
        for other, button in self._suppress_buttons.items():
            _check_quietly(button, other in builder.suppressed)
        self.others_row.setVisible(visible)
        if self._changed("sides", tuple(others)):
            for box in (self.against, self.defending):
                refill(box, [(self.tr("nobody"), NOBODY), *((other, other) for other in others)])
        for box, value in ((self.against, builder.against), (self.defending, builder.defending)):
            box.setCurrentIndex(max(box.findData(value or NOBODY), 0))
            box.setEnabled(visible)
        negative = tuple(
            aspect.text
            for aspect in (profile.aspects if profile else ())
            if aspect.kind.value == "negative"
        )
        if self._changed("removing", negative):
            self._build_removing(negative)
        for text, button in self._removing_buttons.items():
            _check_quietly(button, text in builder.removing)
        self.removing_row.setVisible(bool(negative))

    def _build_others(self, others: list[str], suppressible: tuple[str, ...]) -> None:
        clear_layout(self.others)
        self._present_buttons, self._suppress_buttons = {}, {}
        if others:
            self.others.addWidget(plain_label(self.tr("Present:"), self.others_row))
        for other in others:
            button = self._chooser(
                self.others,
                other,
                "present",
                other,
                self.tr(
                    "{name} is near (cooperating, or watched with distrust, A-42, A-44)"
                ).format(name=other),
            )
            button.setObjectName(f"present_{other}")
            self._present_buttons[other] = button
            if other in suppressible:
                suppress = self._chooser(
                    self.others,
                    self.tr("Suppress distrust (1 reserve)"),
                    "suppressed",
                    other,
                    self.tr(
                        "A reserve suppresses distrust toward {name} for this test (A-44)"
                    ).format(name=other),
                )
                suppress.setObjectName(f"suppress_{other}")
                self._suppress_buttons[other] = suppress

    def _build_removing(self, negative: tuple[str, ...]) -> None:
        clear_layout(self.removing)
        self._removing_buttons = {}
        if negative:
            label = plain_label(self.tr("Tries to remove:"), self.removing_row)
            cite(label, "A-23")
            self.removing.addWidget(label)
        tip = self.tr("Each success removes one, each complication strengthens it (A-23)")
        for text in negative:
            self._removing_buttons[text] = self._chooser(self.removing, text, "removing", text, tip)

    def _count_line(
        self, driver: AgentsDriver, table: TableView, items: list[Item]
    ) -> tuple[bool, int, str]:
        builder = self.builder
        self.setup: TestSetup | None = None  # the test as described, for the odds panel
        self.count_line.setToolTip("")
        if not builder.tester:
            return False, 0, ""
        options = table.options
        try:
            if table.agent(builder.tester).profile is None:
                counts = builder.counts
                setup = TestSetup(
                    aspects=counts["aspects"],
                    temporary=counts["temporary"],
                    negative=counts["negative"],
                    distrust=counts["distrust"],
                )
                reserves, note = 0, ""
            else:
                plan = plan_from_json(TestPlan, builder.plan_json(items), "plan")
                prepared = driver.prepare(builder.tester, plan)
                setup, reserves = prepared.setup, prepared.reserves
                note = (
                    self.tr(" · full distrust of {names}: no advantages").format(
                        names=escaped(", ".join(prepared.blocked_by))
                    )
                    if prepared.blocked_by
                    else ""
                )
        except UserError as error:
            words, rules = plain_message(str(error))  # as every refusal: its IDs in the tooltip
            self.count_line.setToolTip(rules)
            return False, 0, f"<span style='color:{ERROR}'>{escaped(words)}</span>"
        self.setup = setup
        if note:
            cite(self.count_line, "A-44")
        needed = setup.cards_needed(options)
        cost = self.tr(" · costs %n reserve(s)", "", reserves) if reserves else ""
        parts = draw_parts(
            setup.aspects, setup.temporary, setup.negative, setup.distrust, options.negative_draws
        )
        line = self.tr("Draws <b>%n</b> card(s): {parts}{cost}{note}", "", needed).format(
            parts=parts, cost=cost, note=note
        )
        if table.mirror:
            line += self.tr(" — type them in the order drawn")
        return True, needed, line

    # --- editing -----------------------------------------------------------------------

    def _count(self, key: str, value: int) -> None:
        self.builder.counts[key] = value
        self.changed.emit()

    def _sides(self) -> None:
        self.builder.against = self.against.currentData() or None
        self.builder.defending = self.defending.currentData() or None
        self.changed.emit()

    def _clear(self) -> None:
        self.builder.clear()
        self.cards_edit.clear()
        self.changed.emit()

    def step_temporary(self, step: int) -> None:
        """T and Shift+T: one temporary aspect more or less."""
        if not self.temporary.isHidden():
            self.temporary.set_value(self.builder.temporary + step)


# A thumb's width: the rank and the suit still read at a glance (French at 1,100×720 needs
# cards this small for the sort button to stay in sight under them).
MIN_CARD_WIDTH = 52


class DrawnPanel(_Face):
    """After the draw: the cards large, the decisions on them, and what sorting them will do."""

    # The height of what the panel shows besides the cards: roles, fates, hints, buttons,
    # and a line for a refusal under the buttons (the screen shows it there).
    BELOW_THE_CARDS = 344

    resolve_requested = Signal()
    cancel_requested = Signal()
    refused = Signal(str)
    """A click the rules do not allow, with the reason to show."""

    def __init__(self, builder: Builder, parent: QWidget | None = None) -> None:
        super().__init__(builder, parent)
        self.setObjectName("drawn_panel")
        self.views: list[CardView] = []
        self.roles: list[QLabel] = []
        self.fates: list[QLabel] = []
        self.shown_cards: tuple[Card, ...] = ()
        self.result: TestResult | None = None
        self.in_counts = False
        self.room = 700
        self.tall_room = 10_000  # the height the cards may take: the rest is for the buttons
        self.made: list[QPushButton] = []
        self.heading = screen_label(
            self, "drawn_heading", "font-size: 16pt; font-weight: bold;", wrap=True
        )
        self.cards = QGridLayout()
        self.cards.setHorizontalSpacing(10)
        self.cards.setVerticalSpacing(2)
        self.hint = screen_label(self, "", label_style(MUTED_TEXT, 11), wrap=True)
        cite(self.hint, "A-11", "A-12", "A-16", "A-19")
        self.choice_row, self.choices = flow_row(self, 12)
        self.helpers: list[Stepper] = []
        self.threat = Stepper(
            self.tr("Threat factors"),
            self.tr("Each threatening factor is one disadvantage, up to the Threat level (A-31)"),
            self,
        )
        self.threat.changed.connect(lambda value: self._set("threat", value))
        self.raise_threat = Stepper(
            self.tr("Coordinator reserves"),
            self.tr("Coordinator reserves raise the Threat for this agent alone, 1:1 (A-31)"),
            self,
        )
        self.raise_threat.changed.connect(lambda value: self._set("coordinator_reserves", value))
        self.betray = toggle(
            self.tr("Betray their trust"),
            self,
            False,
            self.tr("Invoke the trust of the agent acted against as an advantage (A-43)"),
        )
        self.betray.toggled.connect(lambda on: self._set("betray", on))
        self.count_row, self.counts = self._steppers((*COUNT_CHOICES, "raised"))
        self.aspect_edit = QLineEdit(self)
        self.aspect_edit.setObjectName("new_negative_aspect")
        self.aspect_edit.setPlaceholderText(self.tr("injury, fatigue …"))
        ReturnKey(self.aspect_edit, self._add_aspect)
        self.aspect_add = quiet(QPushButton(self.tr("Make a negative aspect"), self))
        self.aspect_add.setObjectName("add_negative_aspect")
        self.aspect_add.setToolTip(
            self.tr(
                "The Coordinator spends a kept complication on a negative aspect; it no "
                "longer counts for the scene (A-19)"
            )
        )
        self.aspect_add.clicked.connect(self._add_aspect)
        self.aspect_owner = QComboBox(self)
        self.aspect_owner.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.aspect_owner.setToolTip(
            self.tr("A betrayed fully trusting agent may take the hit instead (A-43)")
        )
        self.aspect_owner.activated.connect(
            lambda: self._set("to_aspect_agent", self.aspect_owner.currentData() or None)
        )
        self.limiting = toggle(
            self.tr("Complications make it permanent"),
            self,
            False,
            self.tr(
                "Each complication of this removal adds a permanent limiting aspect instead "
                "of another negative one (A-23)"
            ),
        )
        self.limiting.toggled.connect(
            lambda on: self._set("strengthen", "limiting" if on else "negative")
        )
        self.preview = screen_label(self, "drawn_preview", wrap=True, rich=True)
        self.sort_button = quiet(
            RoomyButton(self.tr("Sort the cards (Enter)"), self, (18, 6), 14, bold=True)
        )
        self.sort_button.setObjectName("resolve_test")
        self.sort_button.clicked.connect(self.resolve_requested)
        self.back_button = quiet(QPushButton(self.tr("Put them back (Backspace)"), self))
        self.back_button.setObjectName("cancel_test")
        self.back_button.clicked.connect(self.cancel_requested)

        self.choices.addWidget(self.threat)
        self.choices.addWidget(self.raise_threat)
        self.choices.addWidget(self.betray)
        self.aspect_label = plain_label(self.tr("Complication →"), self)
        aspects = QHBoxLayout()
        aspects.addWidget(self.aspect_label)
        aspects.addWidget(self.aspect_edit, 1)
        self.made_row, made = flow_row(self, 6)
        made.addWidget(self.aspect_add)
        made.addWidget(self.aspect_owner)
        made.addWidget(self.limiting)
        self.aspect_chips = made
        button_row, buttons = flow_row(self, 8)
        buttons.addWidget(self.sort_button)
        buttons.addWidget(self.back_button)
        cards = QHBoxLayout()
        cards.addLayout(self.cards)
        cards.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(cards)
        layout.addWidget(self.hint)
        layout.addWidget(self.choice_row)
        layout.addWidget(self.count_row)
        layout.addLayout(aspects)
        layout.addWidget(self.made_row)
        layout.addWidget(self.preview)
        layout.addWidget(button_row)

    # --- showing ---------------------------------------------------------------------

    def show_drawn(self, driver: AgentsDriver, table: TableView, items: list[Item]) -> None:
        """Redraw the drawn cards with what the current choices would do to each."""
        pending = table.pending
        assert pending is not None
        builder = self.builder
        by_name = self.in_counts = pending.setup is not None
        status = table.status
        self.heading.setText(
            self.tr("{name}'s cards — %n drawn", "", len(pending.cards)).format(name=pending.agent)
        )
        self.hint.setText(
            (
                self.tr(
                    "Click a used aspect (or press its number) to exhaust it: each advantage "
                    "removes a red card, each disadvantage a black one; the last card always "
                    "stays."
                )
                if not by_name
                else self.tr("Set what the player and the Coordinator use.")
            )
            + " "
            + self.tr(
                "Click a drawn card to choose which one an advantage or a disadvantage removes."
            )
        )
        self.threat.setVisible(not by_name)
        self.threat.label.setText(
            self.tr("Threat factors (Threat in effect {level})").format(
                level=status.threat_in_effect
            )
        )
        self.threat.set_value(builder.threat, quietly=True)
        coordinator = table.coordinator
        self.raise_threat.setVisible(not by_name and coordinator is not None)
        if coordinator is not None:
            self.raise_threat.maximum = coordinator.reserves
        self.raise_threat.set_value(builder.coordinator_reserves, quietly=True)
        plan = pending.plan
        victim = plan.against if plan else None
        trusts = bool(victim and table.agent(victim).relation(pending.agent).level.is_trust)
        self.betray.setVisible(trusts)
        self.betray.setChecked(builder.betray)
        self._show_help(table, pending.agent, plan.present if plan else ())
        self.count_row.setVisible(by_name)
        for key, stepper in self.counts.items():
            value = builder.raised if key == "raised" else builder.choice_counts[key]
            stepper.set_value(value, quietly=True)
        for widget in (self.aspect_label, self.aspect_edit, self.aspect_add):
            widget.setVisible(not by_name)
        self._show_new_aspects(table, pending.agent, trusts and builder.betray)
        self.limiting.setVisible(bool(plan and plan.removing))
        self.limiting.setChecked(builder.strengthen == "limiting")
        self._show_cards(driver, table, items)

    def _show_help(self, table: TableView, agent: str, present: Sequence[str]) -> None:
        """A stepper per trusting agent present (A-42); made anew only for other helpers."""
        helpers = tuple(
            (helper, 1 if level is Relation.PARTIAL_TRUST else 20)
            for helper in present
            if (level := table.agent(agent).relation(helper).level).is_trust
        )
        if self._changed("helpers", helpers):  # (helper, maximum) each
            self._build_help(helpers)
        for (helper, _maximum), stepper in zip(helpers, self.helpers, strict=True):
            stepper.set_value(self.builder.help.get(helper, 0), quietly=True)

    def _build_help(self, helpers: tuple[tuple[str, int], ...]) -> None:
        for stepper in self.helpers:
            discard(stepper)
        self.helpers.clear()
        for helper, maximum in helpers:
            stepper = Stepper(
                self.tr("{name} cancels").format(name=helper),
                self.tr(
                    "{name} cancels a complication with a success drawn this scene; partial "
                    "trust once, full trust as often as it has successes (A-42)"
                ).format(name=helper),
                self.choice_row,
            )
            stepper.maximum = maximum
            stepper.set_value(self.builder.help.get(helper, 0), quietly=True)
            stepper.changed.connect(lambda value, helper=helper: self._help(helper, value))
            self.choices.addWidget(stepper)
            self.helpers.append(stepper)

    def _show_new_aspects(self, table: TableView, agent: str, betrayal: bool) -> None:
        """The complications made negative aspects (A-19), and who takes them (A-43)."""
        made = tuple(self.builder.to_aspect)
        if self._changed("made", made):
            self._build_new_aspects(made)
        self.aspect_owner.setVisible(betrayal)
        owners = (agent, *(other for other in table.names if other != agent))
        if self._changed("owners", owners):
            said = [self.tr("to {name}").format(name=name) for name in owners]
            refill(self.aspect_owner, zip(said, (NOBODY, *owners[1:]), strict=True))
        self.aspect_owner.setCurrentIndex(
            max(self.aspect_owner.findData(self.builder.to_aspect_agent or NOBODY), 0)
        )

    def _build_new_aspects(self, made: tuple[str, ...]) -> None:
        for chip in self.made:
            discard(chip)
        self.made.clear()
        for text in made:
            chip = quiet(QPushButton(f"{text}  ×", self.made_row))
            chip.setObjectName("new_aspect_chip")
            chip.setToolTip(self.tr("Click to take it back"))
            chip.setStyleSheet(f"QPushButton {{ color: {NEW_ASPECT}; font-weight: bold; }}")
            chip.clicked.connect(lambda _checked=False, text=text: self._drop_aspect(text))
            self.aspect_chips.addWidget(chip)
            self.made.append(chip)

    def _show_cards(self, driver: AgentsDriver, table: TableView, items: list[Item]) -> None:
        pending = table.pending
        assert pending is not None
        try:
            self.result = driver.preview(**self.resolve_action(driver, items))
            problem = ""
        except UserError as error:
            self.result, problem = None, str(error)
        cards = self.shown_cards = pending.cards
        roles = driver.card_roles()
        size = self._card_size(len(cards))
        while len(self.views) < len(cards):
            column = len(self.views)
            role, view, fate = (
                plain_label(self),
                CardView(parent=self),
                screen_label(self, wrap=True),
            )
            view.setObjectName("drawn_card")
            view.clicked.connect(lambda column=column: self._card_clicked(column))
            role.setAlignment(Qt.AlignmentFlag.AlignCenter)
            # Wrapped: "removed: advantage" must not widen the card's column.
            fate.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.cards.addWidget(role, 0, column)
            self.cards.addWidget(view, 1, column)
            self.cards.addWidget(fate, 2, column)
            self.roles.append(role)
            self.views.append(view)
            self.fates.append(fate)
        for index, (role, view, fate) in enumerate(
            zip(self.roles, self.views, self.fates, strict=True)
        ):
            shown = index < len(cards)
            for widget in (role, view, fate):
                widget.setVisible(shown)
            if not shown:
                continue
            card = cards[index]
            view.setFixedSize(*size)
            view.set_card(card)
            role.setText(card_role(roles[index]) if index < len(roles) else "")
            # Words scale with the cards, so a narrow window never widens a card's column.
            pixels = max(11, size[0] * 12 // 100)
            restyle(role, f"font-size: {pixels}px; color: {MUTED_TEXT};")
            kind = self._fate(card)
            colour, word = _FATE_STYLE.get(kind, (INK, ""))
            fate.setText(translate(_CONTEXT, word) if word else "")
            view.setCursor(
                Qt.CursorShape.PointingHandCursor
                if self._removals(card)
                else Qt.CursorShape.ArrowCursor
            )
            restyle(fate, f"font-size: {pixels}px; font-weight: bold; color: {colour};")
            # Removed and discarded cards fade; an effect enabled only where needed keeps
            # painting quick (a disabled one paints the card directly).
            fades = kind in ("advantage", "cancelled", "disadvantage", "discarded")
            effect = view.graphicsEffect()
            if fades and effect is None:
                effect = QGraphicsOpacityEffect(view)
                effect.setOpacity(0.35)
                view.setGraphicsEffect(effect)
            if effect is not None and effect.isEnabled() != fades:
                effect.setEnabled(fades)
        if self.result is None:
            self.preview.setText(
                f"<span style='color:{ERROR}; font-size:13pt'>{escaped(problem)}</span>"
            )
            self.sort_button.setEnabled(False)
        else:
            self.preview.setText(self._summary(self.result))
            self.sort_button.setEnabled(True)

    def _card_size(self, count: int) -> tuple[int, int]:
        """As large as the room allows, up to the table's full size; never smaller than a thumb."""
        room = self.room - 10 * max(count - 1, 0)
        width = int(max(MIN_CARD_WIDTH, min(170, room / max(count, 1), self.tall_room * 7 // 10)))
        return width, width * 10 // 7

    def set_room(self, width: int, height: int | None = None) -> None:
        """The width the cards may fill (the screen's visible width, not this panel's own),
        and the visible height: the cards leave room below them for the sort button, so a
        laptop's screen shows the drawn cards and the button that sorts them together."""
        self.room = max(width, 300)
        if height is not None:
            # What lies below the cards at this width: the words wrap onto more lines in
            # French, so measured where the panel is laid out (else the English estimate).
            below = self.BELOW_THE_CARDS
            shown_cards = [view.height() for view in self.views if not view.isHidden()]
            layout = self.layout()
            if shown_cards and layout is not None and layout.hasHeightForWidth():
                below = max(below, layout.totalHeightForWidth(width) - max(shown_cards))
            self.tall_room = max(MIN_CARD_WIDTH * 10 // 7, height - below)
        shown = [view for view in self.views if not view.isHidden()]
        size = self._card_size(len(shown))
        for view in shown:
            view.setFixedSize(*size)

    def _fate(self, card: Card) -> str:
        result = self.result
        if result is None:
            return ""
        if card in result.removed_by_advantage:
            return "advantage"
        if card in result.cancelled:
            return "cancelled"
        if card in result.removed_by_disadvantage:
            return "disadvantage"
        if card in result.discarded:
            return "discarded"
        if card in result.to_aspect:
            return "aspect"
        return "complication" if card.is_red else "success"

    def _summary(self, result: TestResult) -> str:
        reading = {
            "clean success": self.tr("a clean success"),
            "clean complication": self.tr("a clean complication"),
            "mix": self.tr("a mix"),
        }[result.reading]
        successes_said = successes(result.successes)
        complications_said = complications(result.complications)
        return (
            f"<span style='font-size:20pt; font-weight:bold'>"
            f"<span style='color:{SUIT_BLACK}'>{successes_said}</span> · "
            f"<span style='color:{SUIT_RED if result.complications else FADED_TEXT}'>"
            f"{complications_said}</span></span>"
            f"<span style='font-size:14pt'> — {reading}</span>"
        )

    def resolve_action(self, driver: AgentsDriver, items: list[Item]) -> dict[str, Any]:
        """The resolve action's fields (without ``do``) for the current choices.

        Cards clicked for removal are named with as many of the app's own picks
        as the removals need (:meth:`Builder.removal`); if the choices are refused
        anyway, the action goes without names and sorting says why.
        """
        action = (
            self.builder.count_choices()
            if self.in_counts
            else {"choices": self.builder.choices_json(items)}
        )
        if self.builder.picked:
            try:
                remove = self.builder.removal(driver.preview(**action))
            except UserError:
                return action
            if remove:
                action["choices"]["remove"] = remove
        return action

    def _removals(self, card: Card) -> tuple[Card, ...]:
        """The cards that removals of ``card``'s colour take now; none if it cannot be chosen."""
        result = self.result
        if result is None or card in result.discarded:
            return ()
        if card.is_red:
            return (*result.removed_by_advantage, *result.cancelled)
        return result.removed_by_disadvantage

    def _card_clicked(self, index: int) -> None:
        """A drawn card clicked: an advantage or disadvantage removes it instead (A-16)."""
        if index >= len(self.shown_cards) or self.result is None:
            return
        card = self.shown_cards[index]
        removals = self._removals(card)
        if card in removals:
            return  # already going; clicking another card of its colour swaps them
        if card in self.result.discarded:
            self.refused.emit(
                self.tr(
                    "{card} is the black card of a negative aspect or distrust: it is discarded "
                    "anyway (A-44)"
                ).format(card=card.label)
            )
            return
        if not removals:
            self.refused.emit(
                self.tr(
                    "No advantage removes a complication in this test: exhaust a used aspect "
                    "first (A-11, A-16)"
                )
                if card.is_red
                else self.tr(
                    "No disadvantage removes a success in this test: the Coordinator exhausts a "
                    "negative aspect or adds a threat factor first (A-12, A-16, A-31)"
                )
            )
            return
        self.builder.pick(card)
        self.changed.emit()

    # --- editing -----------------------------------------------------------------------

    def _count(self, key: str, value: int) -> None:
        if key == "raised":
            self.builder.raised = value
        else:
            self.builder.choice_counts[key] = value
        self.changed.emit()

    def _help(self, helper: str, value: int) -> None:
        self.builder.help[helper] = value
        self.changed.emit()

    def _add_aspect(self) -> None:
        text = self.aspect_edit.text().strip()
        if text and text.casefold() not in {t.casefold() for t in self.builder.to_aspect}:
            self.builder.to_aspect.append(text)
            self.aspect_edit.clear()
            self.changed.emit()

    def _drop_aspect(self, text: str) -> None:
        self.builder.to_aspect.remove(text)
        self.changed.emit()
