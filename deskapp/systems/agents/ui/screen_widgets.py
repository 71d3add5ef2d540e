"""Pieces of the Agents mission screen: agent panels and their aspect chips, level cards, piles.

Kept apart from :mod:`deskapp.systems.agents.ui.screen`, which puts them together and
turns what the user does into actions for the session. These widgets only
show values and say what was clicked.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.cards import Card
from deskapp.core.i18n import translate
from deskapp.systems.agents.rules import RESERVE_PURPOSES
from deskapp.systems.agents.sheet import Agent, AspectKind, Relation, Relationship
from deskapp.systems.agents.ui.editor_relationships import short_date
from deskapp.systems.agents.words import aspect_note, relation_label, reserve_purpose_title
from deskapp.ui.plain import escaped, plain_label, set_tip
from deskapp.ui.rule_ids import with_rules_line
from deskapp.ui.style import (
    ACCENT,
    ACCENT_BACK,
    BAD,
    BAD_BACK,
    BORDER,
    CARD_FACE,
    EMPTY_SLOT,
    EXHAUST_BACK,
    EXHAUST_EDGE,
    FADED_BACK,
    FADED_MARK,
    FADED_TEXT,
    GOOD,
    HIGHLIGHT,
    HIGHLIGHT_BACK,
    INK,
    MUTED_TEXT,
    NEUTRAL,
    ON_DARK,
    PANEL_BACK,
    PILE_CARD_BORDER,
    SUIT_BLACK,
    SUIT_RED,
    TEST_ROLE,
    TRANSPARENT,
    VERY_BAD,
    VERY_GOOD,
)
from deskapp.ui.table.parts import PickFrame, clear_layout, flow_row, restyle, screen_label
from deskapp.ui.table.widgets import pixel_font, rank_symbol, suit_path

# Builder states of an aspect chip, in the order a click cycles through them.
OFF, USE, EXHAUST, IGNORE = "off", "use", "exhaust", "ignore"
_MARKUP = re.compile(r"<[^>]+>")
CHIP_KEYS = "1234567890"
"""Keys that cycle the tester's chips, in chip order (the first ten)."""

_RELATION_COLOURS = {
    Relation.NEUTRAL: NEUTRAL,
    Relation.PARTIAL_TRUST: GOOD,
    Relation.FULL_TRUST: VERY_GOOD,
    Relation.PARTIAL_DISTRUST: BAD,
    Relation.FULL_DISTRUST: VERY_BAD,
}


def cite(widget: QWidget, *rules: str) -> None:
    """Name the rules behind what ``widget`` says in its tooltip's "Rules: …" line (where
    Shift+F1 finds them), never in the words it shows (issue 30)."""
    widget.setToolTip(with_rules_line(widget.toolTip(), list(rules)))


def quiet(button: QPushButton) -> QPushButton:
    """A button a click does not focus, so Space keeps drawing; Tab still reaches it."""
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return button


@dataclass(frozen=True)
class Item:
    """One thing of an agent a test can use: an aspect, equipment, trust, or a negative aspect.

    ``kind`` is ``aspect``, ``equipment``, ``trust`` or ``negative``; ``name`` is
    what the rules call it (aspect text, equipment name, trusted agent).
    """

    kind: str
    name: str
    label: str
    exhausted: bool
    note: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return self.kind, self.name.casefold()

    def states(self) -> tuple[str, ...]:
        """What a click cycles through before the draw (A-11 … A-15)."""
        if self.kind == "negative":
            # the Coordinator cannot use an exhausted negative aspect at all.
            return (OFF,) if self.exhausted else (OFF, USE, EXHAUST, IGNORE)
        # an exhausted aspect still adds its card but cannot be exhausted again.
        return (OFF, USE) if self.exhausted else (OFF, USE, EXHAUST)


def items_of(agent: Agent) -> list[Item]:
    """The tester's chips in key order: own aspects, equipment, trust, then negative aspects."""
    items = [
        Item(
            "aspect",
            aspect.text,
            aspect.text,
            aspect.exhausted,
            "special" if aspect.kind is AspectKind.SPECIAL else "",
        )
        for aspect in agent.aspects
        if aspect.kind.is_own
    ]
    items += [
        Item(
            "equipment",
            item.name,
            item.aspect_text
            if item.aspect_text == item.name
            else translate("AgentsWords", "{equipment}: {aspect}").format(
                equipment=item.name, aspect=item.aspect_text
            ),
            item.exhausted,
            "equipment",
        )
        for item in agent.equipment
    ]
    items += [
        Item("trust", card.toward, card.toward, card.exhausted, card.level.value)
        for card in agent.relationships
        if card.level.is_trust
    ]
    items += [
        Item(
            "negative",
            aspect.text,
            aspect.text,
            aspect.exhausted,
            "limiting" if aspect.kind is AspectKind.LIMITING else "negative",
        )
        for aspect in agent.aspects
        if aspect.kind.is_negative
    ]
    return items


class Chip(QFrame):
    """An aspect card on the table: its text and kind, exhausted or fresh, and its part in the test.

    A frame around a wrapping label rather than a push button, so long aspect
    texts wrap instead of widening the panel; it clicks like a button (mouse,
    or Enter when tabbed to).
    """

    clicked = Signal()

    def __init__(self, item: Item, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.number = number
        self.state = OFF
        self.active = False
        self.setObjectName("aspect_chip")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.label = screen_label(self, "", wrap=True, rich=True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.addWidget(self.label)
        self.set_state(OFF)

    def text(self) -> str:
        return self.label.text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """Beside a Restore button a row of the panel does not ask its chip for the height its
        wrapped words need at this width; the chip asks for it itself, or its words are cut —
        after a resize, and after its words change (a longer language, "exhausted" added)."""
        if self.label.width() <= 0:
            return
        words = self.label.heightForWidth(self.label.width())
        margins = self.contentsMargins().top() + self.contentsMargins().bottom()
        layout = self.layout()
        if layout is not None:
            margins += layout.contentsMargins().top() + layout.contentsMargins().bottom()
        needed = words + margins  # with the frame and margins
        if words > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
        else:
            super().keyPressEvent(event)

    def set_state(self, state: str, active: bool | None = None) -> None:
        """Show the chip's part in the test being built (``active``: its agent is the tester)."""
        self.state = state
        self.active = active = self.active if active is None else active
        item = self.item
        key = (
            f"<b>{CHIP_KEYS[self.number]}</b>&nbsp;&nbsp;"
            if active and self.number < len(CHIP_KEYS)
            else ""
        )
        words = [
            w
            for w in (
                aspect_note(item.note) if item.note else "",
                self.tr("exhausted") if item.exhausted else "",
            )
            if w
        ]
        role = {
            USE: self.tr("in the test"),
            EXHAUST: self.tr("exhaust") if item.kind != "negative" else self.tr("disadvantage"),
            IGNORE: self.tr("ignored (1 reserve)"),
        }.get(state)
        prefix = self.tr("trust: ") if item.kind == "trust" else ""
        text = f"{key}{prefix}{escaped(item.label)}"
        if words:
            text += (
                f" <span style='color:{MUTED_TEXT}; font-size:10pt'>· {' · '.join(words)}</span>"
            )
        if role:
            text += f" <b style='color:{TEST_ROLE}'>▸ {role}</b>"
        if text != self.label.text():
            self.label.setText(text)
            self._fit_height()
        negative = item.kind == "negative"
        background = {
            OFF: BAD_BACK if negative else CARD_FACE,
            USE: ACCENT_BACK,
            EXHAUST: EXHAUST_BACK,
            IGNORE: FADED_BACK,
        }[state]
        line = "dashed" if item.exhausted else "solid"
        border = {USE: f"2px {line} {ACCENT}", EXHAUST: f"2px {line} {EXHAUST_EDGE}"}.get(
            state, f"1px {line} {BORDER}"
        )
        colour = FADED_TEXT if item.exhausted else VERY_BAD if negative else INK
        style = (
            f"#aspect_chip {{ background: {background}; border: {border}; border-radius: 6px; }}"
            f"#aspect_chip:focus {{ border: 2px solid {HIGHLIGHT}; }}"
            f"QLabel {{ font-size: 12pt; color: {colour}; background: {TRANSPARENT}; }}"
        )
        restyle(self, style)
        # A screen reader reads the words, not the markup that colours them.
        self.setAccessibleName(html.unescape(_MARKUP.sub("", text.replace("&nbsp;", " "))))


class AgentPanel(PickFrame):
    """One agent at the table: name, reserves, aspect chips, equipment, relationships (A-01 … A-05).

    Clicking a chip describes it in the test (the agent becomes the tester);
    the small button beside an exhausted aspect restores it with a reserve, and
    beside exhausted equipment replenishes it (A-17, A-22). The tester's frame is thick.
    """

    LOOK = ((3, HIGHLIGHT, HIGHLIGHT_BACK), (1, BORDER, PANEL_BACK))

    chip_clicked = Signal(str, object)  # agent, Item
    restore_clicked = Signal(str, object)  # agent, Item
    tester_chosen = Signal(str)
    reserve_spent = Signal(str, str)  # agent, purpose
    reserve_given = Signal(str, str)  # giver, receiver

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(name, parent)
        self.setObjectName("agent_panel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.profile: Agent | None = None
        # What the panel shows: the agent's cards, its relationships, who it may give to.
        self._shown: tuple[Agent | None, tuple[Relationship, ...], tuple[str, ...]] | None = None
        self.chips: list[Chip] = []
        self.restore_buttons: list[QPushButton] = []
        self.title = quiet(QPushButton(name, self))
        self.title.setObjectName("agent_title")
        self.title.setFlat(True)
        self.title.setCursor(Qt.CursorShape.PointingHandCursor)
        self.title.setToolTip(self.tr("This agent tests next (A)"))
        self.title.setStyleSheet(
            "QPushButton { font-size: 16pt; font-weight: bold; text-align: left; "
            "border: none; padding: 0; }"
        )
        self.title.clicked.connect(lambda: self.tester_chosen.emit(self.name))
        self.reserves = screen_label(self, "agent_reserves", "font-size: 13pt; font-weight: bold;")
        self.spend = quiet(QPushButton(self.tr("Spend"), self))
        self.spend.setObjectName("spend_reserve")
        self.spend.setToolTip(
            self.tr("Spend a reserve: a detail, an item, reaching the others, a vote (A-15)")
        )
        menu = QMenu(self.spend)
        for purpose in RESERVE_PURPOSES:
            action = menu.addAction(reserve_purpose_title(purpose))
            action.setObjectName(f"reserve_{purpose}")
            action.triggered.connect(
                lambda _checked=False, purpose=purpose: self.reserve_spent.emit(self.name, purpose)
            )
        self.spend.setMenu(menu)
        self.give = quiet(QPushButton(self.tr("Give"), self))
        self.give.setObjectName("give_reserve")
        self.give.setToolTip(self.tr("Give a reserve to an agent who trusts this one (A-42)"))
        self.give.setMenu(QMenu(self.give))
        reserve_row, reserves = flow_row(self, 6)
        reserves.addWidget(self.reserves)
        reserves.addWidget(self.spend)
        reserves.addWidget(self.give)
        self.chip_box = QVBoxLayout()
        self.chip_box.setSpacing(3)
        self.relations = screen_label(self, "agent_relations", wrap=True, rich=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(reserve_row)
        layout.addLayout(self.chip_box)
        layout.addWidget(self.relations)
        self.set_selected(False)

    def show_agent(
        self, profile: Agent | None, relations: Sequence[Relationship], trusted_by: Sequence[str]
    ) -> bool:
        """Redraw from the agent's cards; ``trusted_by`` are the agents it may give a reserve to.

        Returns whether anything changed: most actions leave most agents as they were, and
        their panels untouched (nothing laid out or painted again)."""
        shown = (profile, tuple(relations), tuple(trusted_by))
        if shown == self._shown:
            return False
        gives_to = self._shown[2] if self._shown is not None else None
        self._shown = shown
        self.reserves.setText(
            self.tr("Reserves {count}").format(count=profile.reserves) if profile else ""
        )
        self.spend.setVisible(profile is not None)
        self.give.setVisible(profile is not None and bool(trusted_by))
        self.spend.setEnabled(profile is not None and profile.reserves > 0)
        self.give.setEnabled(profile is not None and profile.reserves > 0)
        if tuple(trusted_by) != gives_to:
            menu = self.give.menu()
            menu.clear()
            for receiver in trusted_by:
                action = menu.addAction(self.tr("To {name}").format(name=receiver))
                action.triggered.connect(
                    lambda _checked=False, receiver=receiver: self.reserve_given.emit(
                        self.name, receiver
                    )
                )
        if profile != self.profile:
            self._show_chips(profile)
        self.relations.setText(self._relations_html(relations))
        set_tip(self.relations, self._relations_history(relations))
        return True

    def _show_chips(self, profile: Agent | None) -> None:
        self.profile = profile
        items = items_of(profile) if profile is not None else []
        if [item.key for item in items] != [chip.item.key for chip in self.chips]:
            self._rebuild_chips(items)
        # The same cards as before, perhaps exhausted or restored: update them in place,
        # which is quick and never leaves a half-laid-out panel on screen.
        for chip, again, item in zip(self.chips, self.restore_buttons, items, strict=True):
            chip.item = item
            set_tip(chip, self._chip_tip(item))
            chip.set_state(chip.state)
            again.setVisible(item.exhausted and item.kind in ("aspect", "equipment", "trust"))

    def _rebuild_chips(self, items: list[Item]) -> None:
        clear_layout(self.chip_box)
        self.chips, self.restore_buttons = [], []
        for number, item in enumerate(items):
            chip = Chip(item, number, self)
            chip.clicked.connect(lambda chip=chip: self.chip_clicked.emit(self.name, chip.item))
            again = quiet(
                QPushButton(
                    self.tr("Replenish") if item.kind == "equipment" else self.tr("Restore"), self
                )
            )
            again.setObjectName("restore_aspect")
            again.setToolTip(
                self.tr("The equipment was bought, looted or repaired (A-17)")
                if item.kind == "equipment"
                else self.tr("Spend a reserve to restore this aspect or relationship (A-22, A-41)")
            )
            again.clicked.connect(
                lambda _checked=False, chip=chip: self.restore_clicked.emit(self.name, chip.item)
            )
            row = QHBoxLayout()
            row.setSpacing(4)
            row.addWidget(chip, 1)
            row.addWidget(again)
            self.chips.append(chip)
            self.restore_buttons.append(again)
            self.chip_box.addLayout(row)

    def _chip_tip(self, item: Item) -> str:
        tips = {
            "aspect": self.tr(
                "Click: describe it in the test (A-10), again: exhaust it for an advantage (A-11)"
            ),
            "equipment": self.tr(
                "Equipment works as an aspect beside a fitting character aspect (A-17)"
            ),
            "trust": self.tr(
                "Trust is used as an ordinary aspect while cooperating with {name} (A-42)"
            ).format(name=item.name),
            "negative": self.tr(
                "The Coordinator uses it (+1 card, a black one is discarded), exhausts it "
                "(a disadvantage, A-12), or a reserve ignores it for the scene (A-15)"
            ),
        }
        tip = tips[item.kind]
        if item.note == "special":
            tip += self.tr(" — a special aspect costs one reserve to use (A-15)")
        if item.exhausted:
            tip += self.tr(" — exhausted: it still adds its card but gives no advantage (A-13)")
        return tip

    def _relations_history(self, relations: Sequence[Relationship]) -> str:
        """Every change written on the relationship cards, with its date and reason (A-24)."""
        lines = [
            self.tr("{agent} → {toward}: {before} → {after} on {on}: {reason}").format(
                agent=self.name,
                toward=card.toward,
                before=relation_label(change.before),
                after=relation_label(change.after),
                on=short_date(change.on),
                reason=change.reason,
            )
            for card in relations
            for change in card.history
        ]
        return "\n".join(lines) or self.tr("No relationship has changed yet (A-24)")

    def _relations_html(self, relations: Sequence[Relationship]) -> str:
        rows = []
        for card in relations:
            colour = _RELATION_COLOURS[card.level]
            history = card.history[-1] if card.history else None
            why = f" <i>— {escaped(history.reason)}</i>" if history else ""
            tired = self.tr(" (exhausted)") if card.exhausted else ""
            rows.append(
                self.tr("→ {toward}: {relation}").format(
                    toward=escaped(card.toward),
                    relation=f"<b style='color:{colour}'>{relation_label(card.level)}</b>",
                )
                + f"{tired}{why}"
            )
        return "<span style='font-size:11pt'>" + "<br>".join(rows) + "</span>"

    def show_builder(self, states: dict[tuple[str, str], str], active: bool) -> None:
        """Show each chip's part in the test being built; ``active``: this agent tests."""
        self.set_selected(active)
        for chip in self.chips:
            state = states.get(chip.item.key, OFF) if active else OFF
            if (state, active) != (chip.state, chip.active):  # else as on screen already
                chip.set_state(state, active)


class LevelTrack(QWidget):
    """The Threat-level cards or milestone markers laid out, one per step, up to the final level.

    Reached levels are filled cards; the rest are empty slots (A-30, A-32, A-34).
    """

    SLOT = QSize(30, 42)

    def __init__(self, fill: str, letter: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fill = QColor(fill)
        self.letter = letter
        self.reached = 0
        self.final = 4
        self.leading = False
        self.face_down = False  # laid face down, every slot looks the same
        self._levels: tuple[int, int, bool, bool] | None = None  # as last shown
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_levels(self, reached: int, final: int, leading: bool, face_down: bool = False) -> None:
        if self._levels == (reached, final, leading, face_down):
            return  # as on screen: nothing painted again
        self._levels = (reached, final, leading, face_down)
        self.reached, self.final, self.leading = reached, final, leading
        self.face_down = face_down
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.final * (self.SLOT.width() + 6) + 4, self.SLOT.height() + 6)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(pixel_font(self, 14, bold=True))
        for level in range(1, self.final + 1):
            x = 3 + (level - 1) * (self.SLOT.width() + 6)
            rect = QRectF(x, 3, self.SLOT.width(), self.SLOT.height())
            if self.face_down:
                back = QColor(FADED_MARK).darker(170)  # every back alike: nothing to read
                painter.setPen(QPen(back.darker(), 1.5))
                painter.setBrush(back)
                painter.drawRoundedRect(rect, 5, 5)
                painter.setPen(QColor(ON_DARK))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
                continue
            if level <= self.reached:
                painter.setPen(QPen(QColor(HIGHLIGHT) if self.leading else self.fill.darker(), 2.5))
                painter.setBrush(self.fill)
                painter.drawRoundedRect(rect, 5, 5)
                painter.setPen(QColor(ON_DARK))
            else:
                painter.setPen(QPen(QColor(FADED_MARK), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 5, 5)
                painter.setPen(QColor(FADED_MARK))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{self.letter}{level}")


class PileView(QWidget):
    """A score pile as small overlapping cards, each showing its rank, suit shape and colour (A-21)."""

    CARD = QSize(46, 64)
    STEP = 24

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[Card] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(self.CARD.width() + 8, self.CARD.height() + 8)

    def set_cards(self, cards: Sequence[Card]) -> None:
        if list(cards) == self.cards:
            return
        self.cards = list(cards)
        self.setToolTip(" ".join(card.label for card in self.cards))
        # Its height never changes and it takes the column's whole width (the fan squeezes to
        # it): a card more is painted, not laid out, so the column is not laid out again.
        self.update()

    def sizeHint(self) -> QSize:
        count = max(len(self.cards), 1)
        return QSize(self.CARD.width() + (count - 1) * self.STEP + 8, self.CARD.height() + 8)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.CARD.width()
        if not self.cards:
            painter.setPen(QPen(QColor(EMPTY_SLOT), 1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(QRectF(4, 4, width, self.CARD.height()), 5, 5)
            return
        room = self.width() - width - 8
        # Squeeze the fan to the room there is; the count beside the pile stays exact.
        step = min(self.STEP, room / (len(self.cards) - 1)) if len(self.cards) > 1 else 0
        painter.setFont(pixel_font(self, 14, bold=True))
        for index, card in enumerate(self.cards):
            rect = QRectF(4 + index * step, 4, width, self.CARD.height())
            colour = QColor(SUIT_RED if card.is_red else SUIT_BLACK)
            painter.setPen(QPen(QColor(PILE_CARD_BORDER), 1))
            painter.setBrush(QColor(CARD_FACE))
            painter.drawRoundedRect(rect, 5, 5)
            painter.setPen(colour)
            painter.drawText(
                rect.adjusted(3, 2, 0, 0),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                rank_symbol(card),
            )
            if card.suit is not None:
                centre = QPointF(rect.left() + 11, rect.top() + 30)
                painter.fillPath(suit_path(card.suit, centre, 13), colour)


class Stepper(QWidget):
    """A count with − and + buttons: temporary aspects, threat factors, reserves spent."""

    changed = Signal(int)

    def __init__(self, label: str, tip: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value = 0
        self.minimum, self.maximum = 0, 99
        self.label = plain_label(label, self)
        self.number = plain_label("0", self)
        self.number.setMinimumWidth(24)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.number.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.minus = quiet(QPushButton("−", self))
        self.minus.setAccessibleName(self.tr("{count}: one fewer").format(count=label))
        self.plus = quiet(QPushButton("+", self))
        self.plus.setAccessibleName(self.tr("{count}: one more").format(count=label))
        for button, step in ((self.minus, -1), (self.plus, 1)):
            button.setFixedWidth(30)
            button.clicked.connect(
                lambda _checked=False, step=step: self.set_value(self.value + step)
            )
        set_tip(self, tip)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.label)
        layout.addWidget(self.minus)
        layout.addWidget(self.number)
        layout.addWidget(self.plus)

    def set_value(self, value: int, quietly: bool = False) -> None:
        value = max(self.minimum, min(self.maximum, value))
        changed = value != self.value
        self.value = value
        self.number.setText(str(value))
        self.minus.setEnabled(value > self.minimum)
        self.plus.setEnabled(value < self.maximum)
        if changed and not quietly:
            self.changed.emit(value)
