"""The Founders table's pieces: dice with pips, tokens, tag chips, circumstance and Founder cards.

Everything here is made to be read across a table: big dice, big numbers,
and a word beside every colour (``helps``/``hinders``) so red and green are
never the only difference.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.dice import parse_faces
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.systems.founders.rules import Modifiers
from deskapp.systems.founders.sheet import Circumstance, Founder
from deskapp.systems.founders.view import shown_name
from deskapp.ui.plain import escaped, plain_label, rich_label
from deskapp.ui.style import (
    ACCENT,
    ACCENT_BACK,
    ADVERSITY,
    BAD,
    BAD_BACK,
    BORDER,
    CARD_FACE,
    EMPTY_SLOT,
    FADED_BACK,
    FADED_MARK,
    FADED_TEXT,
    GOOD,
    GOOD_BACK,
    INDEX_CARD,
    INK,
    LIGHT_BORDER,
    PANEL_BACK,
    PLAIN,
    TRANSPARENT,
    label_style,
)
from deskapp.ui.table.parts import PickFrame, screen_label
from deskapp.ui.table.widgets import FlowLayout

MINUS = "\N{MINUS SIGN}"

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def signed(value: int) -> str:
    """``+2``, ``−1``, ``+0``: with a real minus sign, which reads better at a distance."""
    return f"+{value}" if value >= 0 else f"{MINUS}{-value}"


def modifier_words(modifiers: Modifiers, adversity: int) -> list[str]:
    """What was added to the dice: ``tags +2``, ``assists +1``, ``adversity +1`` (those used)."""
    parts = []
    if modifiers.helping or modifiers.hindering:
        parts.append(translate("CheckPanel", "tags {n}").format(n=signed(modifiers.tags)))
    if modifiers.assists:
        parts.append(
            translate("CheckPanel", "assists {n}").format(n=signed(modifiers.assist_bonus))
        )
    if adversity:
        parts.append(translate("CheckPanel", "adversity {n}").format(n=signed(adversity)))
    return parts


def roll_tags(
    founder: Founder | None, circumstances: Sequence[Circumstance], director: bool = False
) -> list[tuple[str, int, int]]:
    """The tags a roll may use, as (name, score, the sign it usually takes): the Founder's
    traits help and consequences hinder; a good circumstance helps the Founders, and what
    helps the Founders hinders the ``director`` (and the other way round)."""
    tags: list[tuple[str, int, int]] = []
    if founder is not None:
        tags += [(tag.name, tag.score, 1) for tag in founder.traits]
        tags += [(tag.name, tag.score, -1) for tag in founder.consequences]
    for item in circumstances:
        tags.append((item.name, item.value, 1 if (item.kind == "good") != director else -1))
    return tags


def scaled_font(widget: QWidget, points: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


def table_label(
    parent: QWidget, name: str, points: float, bold: bool = False, wrap: bool = False
) -> QLabel:
    """Centred plain words on the table, named ``name``, ``points`` big, wrapping if asked."""
    label = screen_label(parent, name, wrap=wrap)
    label.setFont(scaled_font(parent, points, bold))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def table_button(parent: QWidget, name: str, points: float, height: int) -> QPushButton:
    """A button to press across a table, named ``name``: ``points`` big, bold, ``height`` tall."""
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setFont(scaled_font(parent, points, bold=True))
    button.setMinimumHeight(height)
    return button


def paint_die(painter: QPainter, rect: QRectF, face: int | None, tone: str = "plain") -> None:
    """A d6 showing ``face`` as pips (None: an empty slot).

    ``tone`` is ``plain``, ``faded`` (a roll the risky reroll replaced), ``bad``
    (snake eyes) or ``good`` (boxcars).
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.16
    if face is None:
        painter.setPen(QPen(QColor(EMPTY_SLOT), 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        painter.restore()
        return
    border = QColor({"bad": BAD, "good": GOOD}.get(tone, PLAIN))
    fill = QColor(PANEL_BACK if tone != "faded" else FADED_BACK)
    pip = QColor(INK if tone != "faded" else FADED_MARK)
    painter.setPen(
        QPen(border, max(2.0, rect.width() * (0.06 if tone in ("bad", "good") else 0.03)))
    )
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pip)
    size = rect.width() * 0.1
    for x, y in PIPS[face]:
        centre = QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())
        painter.drawEllipse(centre, size, size)
    painter.restore()


def die_icon(face: int, size: int = 40) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(TRANSPARENT))
    painter = QPainter(pixmap)
    paint_die(painter, QRectF(2, 2, size - 4, size - 4), face)
    painter.end()
    return QIcon(pixmap)


# The table's letter keys by what they do. Each language gives them letters of its own words
# (Czech S B T V for Snadná, Běžná, Těžká, Velmi těžká): the buttons, the key line under the
# table and Help → Keyboard Shortcuts all show these.
LETTERS = {
    "easy": QT_TRANSLATE_NOOP("FoundersKeys", "E"),
    "normal": QT_TRANSLATE_NOOP("FoundersKeys", "N"),
    "hard": QT_TRANSLATE_NOOP("FoundersKeys", "H"),
    "very-hard": QT_TRANSLATE_NOOP("FoundersKeys", "V"),
    "risky": QT_TRANSLATE_NOOP("FoundersKeys", "R"),
    "adversity": QT_TRANSLATE_NOOP("FoundersKeys", "A"),
    "suspicion": QT_TRANSLATE_NOOP("FoundersKeys", "S"),
    "pass": QT_TRANSLATE_NOOP("FoundersKeys", "P"),
}


def letters() -> dict[str, str]:
    """Each letter key in the language of the moment, by name (``very_hard`` for a format)."""
    return {
        name.replace("-", "_"): translate("FoundersKeys", letter)
        for name, letter in LETTERS.items()
    }


class SpokenKeys(tuple[tuple[str, str], ...]):
    """A screen's ``KEYS`` whose keys name their letters (``{easy}``, :data:`LETTERS`): read
    (Help → Keyboard Shortcuts reads them), each gives the letters of the moment's language."""

    def __iter__(self) -> Iterator[tuple[str, str]]:
        for text, keys in super().__iter__():
            yield text, keys.format(**letters())


def key_button(button: QPushButton, words: str, name: str) -> None:
    """``words  [K]`` on the button, and the key K presses it at once while it is shown and
    enabled, wherever the focus is; K is the language's letter for ``name`` (:data:`LETTERS`).

    A QShortcut instead of the button's own: that one waits for an animated
    click (100 ms), too slow for a roll. Text fields keep the keys they type.
    """
    letter = translate("FoundersKeys", LETTERS[name])
    button.setText(f"{words}  [{letter}]")
    shortcut = QShortcut(QKeySequence(letter), button)
    shortcut.activated.connect(button.click)
    tip = button.toolTip()
    button.setToolTip(f"{tip} ({letter})" if tip else letter)


class DieView(QWidget):
    """One die, big: its face in pips, or an empty slot before the roll."""

    def __init__(self, size: int = 88, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face: int | None = None
        self.tone = "plain"
        self.setFixedSize(size, size)
        self.setAccessibleName(self.tr("die, not rolled"))

    def set_face(self, face: int | None, tone: str = "plain") -> None:
        self.face, self.tone = face, tone
        self.setAccessibleName(
            self.tr("die showing {face}").format(face=face)
            if face is not None
            else self.tr("die, not rolled")
        )
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_die(painter, QRectF(self.rect()).adjusted(3, 3, -3, -3), self.face, self.tone)


def tone_of(faces: Sequence[int], faded: bool = False) -> str:
    """How a pair of dice is drawn: snake eyes red, boxcars green, a replaced roll faded."""
    if faded:
        return "faded"
    total = sum(faces)
    return "bad" if total == 2 else "good" if total == 12 else "plain"


class DicePair(QWidget):
    """Two dice side by side, with their sum written under them."""

    def __init__(self, size: int = 88, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dice = (DieView(size, self), DieView(size, self))
        self.caption = plain_label(self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row = QHBoxLayout()
        row.setSpacing(8)
        for die in self.dice:
            row.addWidget(die)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.caption)

    def show_faces(
        self, faces: Sequence[int] | None, caption: str = "", faded: bool = False
    ) -> None:
        tone = tone_of(faces, faded) if faces else "plain"
        for index, die in enumerate(self.dice):
            die.set_face(faces[index] if faces else None, tone)
        self.caption.setText(caption)
        self.caption.setVisible(bool(caption))


class DiceEntry(QWidget):
    """Mirror mode: the faces rolled on the real dice, typed (``3 4``) or clicked one by one."""

    submitted = Signal()  # Enter in the text field

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QLineEdit(self)
        self.text.setObjectName("dice_entry")
        self.text.setPlaceholderText(self.tr("e.g. 3 4"))
        self.text.setMaximumWidth(120)
        self.text.setFont(scaled_font(self, 14, bold=True))
        self.text.returnPressed.connect(self.submitted)
        self.text.setAccessibleName(self.tr("Faces rolled on the real dice"))
        self.face_buttons: list[QToolButton] = []
        label = plain_label(self.tr("Real dice:"), self)
        label.setBuddy(self.text)
        # Two of these stand side by side in a contest: on a laptop the faces wrap onto a
        # second line rather than squeeze the words.
        row = FlowLayout(self, spacing=6)
        row.addWidget(label)
        row.addWidget(self.text)
        for face in range(1, 7):
            button = QToolButton(self)
            button.setObjectName(f"face_{face}")
            button.setIcon(die_icon(face))
            button.setIconSize(QSize(34, 34))
            button.setToolTip(self.tr("A die showing {face}").format(face=face))
            button.setAccessibleName(self.tr("face {face}").format(face=face))
            button.clicked.connect(lambda _checked=False, face=face: self.add_face(face))
            row.addWidget(button)
            self.face_buttons.append(button)
        self.clear_button = QToolButton(self)
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.clicked.connect(self.text.clear)
        row.addWidget(self.clear_button)

    def add_face(self, face: int) -> None:
        """Click by click: the first face, then the second; a third click starts a new pair."""
        faces = self.text.text().split()
        if len(faces) >= 2:
            faces = []
        self.text.setText(" ".join([*faces, str(face)]))

    def typed(self) -> str:
        """The faces typed, without the spaces around them."""
        return self.text.text().strip()

    def add_faces(self, action: dict[str, Any], refuse: Callable[[str], None]) -> bool:
        """The faces typed go with ``action`` as its dice (none typed: the driver says what is
        missing); false, after ``refuse`` says why, when they make no sense."""
        if not self.typed():
            return True
        try:
            action["dice"] = parse_faces(self.typed())
        except UserError as error:
            refuse(str(error))
            return False
        return True


class CycleButton(QPushButton):
    """A button that steps through a few states on each click: a tag left out, helping, hindering …

    Each state is (text, look) with look ``off``, ``good`` or ``bad``.
    """

    changed = Signal()

    def __init__(self, states: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.states = states
        self.index = 0
        self.setAutoDefault(True)  # Enter steps a chip reached with Tab
        # Focus from Tab, never from a click: after a click, Space still rolls.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.clicked.connect(self.step)
        self._show()

    def step(self) -> None:
        self.set_index((self.index + 1) % len(self.states))
        self.changed.emit()

    def set_index(self, index: int) -> None:
        self.index = index
        self._show()

    def _show(self) -> None:
        text, look = self.states[self.index]
        self.setText(text)
        self.setAccessibleName(text)
        colours = {
            "off": (PANEL_BACK, BORDER, PLAIN, "normal"),
            "good": (GOOD_BACK, GOOD, GOOD, "bold"),
            "bad": (BAD_BACK, BAD, BAD, "bold"),
        }
        back, border, ink, weight = colours[look]
        self.setStyleSheet(
            f"QPushButton {{ background: {back}; border: 2px solid {border}; color: {ink};"
            f" border-radius: 12px; padding: 4px 12px; font-size: 13pt; font-weight: {weight}; }}"
            f" QPushButton:focus {{ border: 3px solid {ACCENT}; }}"
        )


class TagChip(CycleButton):
    """A tag a roll may use (F-10): left out, then helping or hindering, the likelier first.

    ``natural`` is +1 for a tag that usually helps (a trait, a good
    circumstance) and −1 for one that usually hinders.
    """

    def __init__(self, name: str, score: int, natural: int, parent: QWidget | None = None) -> None:
        self.name, self.score, self.natural = name, score, natural
        shown = shown_name(name)
        plus = (f"{signed(score)} {shown}", "good")
        minus = (f"{signed(-score)} {shown}", "bad")
        second, third = (plus, minus) if natural > 0 else (minus, plus)
        super().__init__([(f"{shown} {score}", "off"), second, third], parent)
        self.setObjectName("tag_chip")
        self.setToolTip(self.tr("Click: helps, hinders, left out"))

    @property
    def sign(self) -> int:
        """+1 helping, −1 hindering, 0 left out."""
        return (0, self.natural, -self.natural)[self.index]

    def set_sign(self, sign: int) -> None:
        self.set_index({0: 0, self.natural: 1, -self.natural: 2}[sign])


class AssistChip(CycleButton):
    """Another Founder assisting the leader (F-20): no help, +1, or +2 with a relevant tag."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        self.name = name
        super().__init__(
            [
                (self.tr("{name}: no help").format(name=name), "off"),
                (self.tr("{name} assists +1").format(name=name), "good"),
                (self.tr("{name} assists +2 (relevant tag)").format(name=name), "good"),
            ],
            parent,
        )
        self.setObjectName("assist_chip")


class TagPicker(QWidget):
    """The tags a roll may use, as chips; the choice survives a redraw for the tags still there."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = FlowLayout(self)
        self.chips: list[TagChip] = []
        self.empty = plain_label(self.tr("No tags to choose from"), self)
        self.empty.setStyleSheet(label_style(FADED_TEXT))
        self.flow.add_widget(self.empty)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def set_tags(self, tags: Sequence[tuple[str, int, int]]) -> None:
        """(name, score, natural sign) for each tag; chips of the same name and score keep their state."""
        if [(chip.name, chip.score, chip.natural) for chip in self.chips] == list(tags):
            return
        kept = {(chip.name, chip.score): chip.sign for chip in self.chips}
        for chip in self.chips:
            self.flow.removeWidget(chip)
            chip.deleteLater()
        self.chips = []
        for name, score, natural in tags:
            chip = TagChip(name, score, natural, self)
            chip.set_sign(kept.get((name, score), 0))
            chip.changed.connect(self.changed)
            self.flow.add_widget(chip)
            chip.show()
            self.chips.append(chip)
        self.empty.setVisible(not self.chips)
        self.updateGeometry()

    def helping(self) -> list[str]:
        return [chip.name for chip in self.chips if chip.sign > 0]

    def hindering(self) -> list[str]:
        return [chip.name for chip in self.chips if chip.sign < 0]

    def total(self) -> int:
        return sum(chip.sign * chip.score for chip in self.chips)

    def choose(self, helping: Sequence[str], hindering: Sequence[str]) -> None:
        """The tags named help or hinder; the others are not used."""
        for chip in self.chips:
            chip.set_sign(1 if chip.name in helping else -1 if chip.name in hindering else 0)
        self.changed.emit()

    def clear_choice(self) -> None:
        self.choose([], [])


class TokenView(QWidget):
    """A count of tokens, drawn as discs with the number and a word beside them.

    ``words(count)`` writes the count with its word, in the user's language and plural form."""

    def __init__(
        self, colour: str, words: Callable[[int], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.colour, self.words, self.count = QColor(colour), words, 0
        self.setMinimumHeight(34)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    def set_count(self, count: int) -> None:
        self.count = count
        self.setAccessibleName(self.words(count))
        self.setToolTip(self.words(count))
        self.updateGeometry()
        self.update()

    def _discs(self) -> int:
        return min(self.count, 6)  # beyond six the number says it better than discs

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(scaled_font(self, 14, bold=True))
        text = metrics.horizontalAdvance(self.words(self.count))
        return QSize(self._discs() * 22 + text + 14, 34)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour.darker(130), 1.5))
        painter.setBrush(self.colour)
        for index in range(self._discs()):
            painter.drawEllipse(QRectF(2 + index * 22, 7, 19, 19))
        painter.setPen(self.colour.darker(150) if self.count else QColor(FADED_TEXT))
        painter.setFont(scaled_font(self, 14, bold=True))
        painter.drawText(
            QRectF(self._discs() * 22 + 6, 0, self.width(), self.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            self.words(self.count),
        )


def small_button(text: str, tip: str, parent: QWidget) -> QToolButton:
    button = QToolButton(parent)
    button.setText(text)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    button.setMinimumSize(30, 30)
    button.setFont(scaled_font(parent, 13, bold=True))
    return button


def card_buttons(
    card: QWidget,
    lower: tuple[str, str],
    more: tuple[str, str],
    menu: tuple[str, str],
    step: Callable[[int], None],
    compact: bool,
) -> tuple[QToolButton, QToolButton, QToolButton, QMenu]:
    """A card's −, + and ⋯ buttons, each (object name, tooltip): − and + ``step`` by −1 and +1,
    ⋯ opens the menu returned with them; smaller on a ``compact`` card."""
    buttons = []
    for text, (name, tip) in zip((MINUS, "+", "⋯"), (lower, more, menu), strict=True):
        button = small_button(text, tip, card)
        button.setObjectName(name)
        if compact:
            button.setMinimumSize(26, 26)
            button.setFont(scaled_font(card, 11, bold=True))
        buttons.append(button)
    buttons[0].clicked.connect(lambda: step(-1))
    buttons[1].clicked.connect(lambda: step(1))
    buttons[2].setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    popup = QMenu(card)
    buttons[2].setMenu(popup)
    return buttons[0], buttons[1], buttons[2], popup


class CircumstanceCard(QFrame):
    """A circumstance as its index card (F-02): name, signed value, and whom it helps.

    ``step`` asks for its value to change by ±1; ``rename`` and ``remove`` come from its menu.
    """

    step = Signal(str, int)
    rename = Signal(str)
    remove = Signal(str)

    SIZE = (250, 128)
    COMPACT_SIZE = (224, 100)  # a laptop: four cards across, the check's roll button in sight

    def __init__(
        self, circumstance: Circumstance, parent: QWidget | None = None, compact: bool = False
    ) -> None:
        super().__init__(parent)
        self.circumstance = circumstance
        self.compact = compact
        good = circumstance.kind == "good"
        colour = GOOD if good else BAD
        self.setObjectName("circumstance_card")
        self.setFixedSize(*(self.COMPACT_SIZE if compact else self.SIZE))
        self.setStyleSheet(
            f"QFrame#circumstance_card {{ background: {INDEX_CARD}; border: 2px solid {colour};"
            f" border-top: 10px solid {colour}; border-radius: 6px; }}"
        )
        name, value = circumstance.index_card()
        name = shown_name(name)
        self.setAccessibleName(f"{name} {value}")
        kind = plain_label(self.tr("HELPS FOUNDERS") if good else self.tr("HINDERS FOUNDERS"), self)
        kind.setStyleSheet(label_style(colour, 9, bold=True))
        self.name_label = plain_label(name, self)
        self.name_label.setWordWrap(True)
        self.name_label.setFont(scaled_font(self, 12.5 if compact else 14, bold=True))
        self.value_label = plain_label(value, self)
        self.value_label.setFont(scaled_font(self, 22 if compact else 28, bold=True))
        self.value_label.setStyleSheet(label_style(colour))
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.lower_button, self.raise_button, self.menu_button, self.menu = card_buttons(
            self,
            ("circumstance_lower", self.tr("Value −1")),
            ("circumstance_raise", self.tr("Value +1")),
            ("circumstance_menu", self.tr("Rename or remove")),
            lambda step: self.step.emit(circumstance.name, step),
            compact,
        )
        self.lower_button.setEnabled(circumstance.value > 1)
        self.rename_action = self.menu.addAction(self.tr("Rename…"))
        self.rename_action.triggered.connect(lambda: self.rename.emit(circumstance.name))
        self.remove_action = self.menu.addAction(self.tr("Remove from the scene"))
        self.remove_action.triggered.connect(lambda: self.remove.emit(circumstance.name))

        # Whom it helps runs across the whole card: in Czech or French it needs the room
        # the value takes beside the name.
        top = QHBoxLayout()
        top.addWidget(self.name_label, 1)
        top.addWidget(self.value_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.lower_button, self.raise_button, self.menu_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 2, 8, 6)
        layout.setSpacing(2)
        if compact:  # the name first; whom it helps, on two lines if need be, beside the buttons
            layout.setContentsMargins(10, 0, 6, 4)
            kind.setWordWrap(True)
            buttons.insertWidget(0, kind, 1)
            layout.addLayout(top, 1)
            layout.addLayout(buttons)
            return
        layout.addWidget(kind)
        layout.addLayout(top, 1)
        layout.addLayout(buttons)


class FounderCard(PickFrame):
    """A Founder at the table: name, Adversity Tokens (F-14), traits and consequences (F-01).

    A click on the card makes the Founder the leader of the next check (its thick border).
    """

    LOOK = ((4, ACCENT, ACCENT_BACK), (1, LIGHT_BORDER, CARD_FACE))
    adversity = Signal(str, int)  # a correction of the tokens by ±1, to match the table
    add_consequence = Signal(str)
    remove_consequence = Signal(str, str)

    def __init__(
        self, founder: Founder, number: int, parent: QWidget | None = None, compact: bool = False
    ) -> None:
        super().__init__(founder.name, parent)
        self.founder = founder
        self.compact = compact
        self.setObjectName("founder_card")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Click, or press {key}, to lead the next check").format(key=number))
        self.name_label = rich_label(f"<b>{number}</b>&nbsp;&nbsp;{escaped(founder.name)}", self)
        self.name_label.setFont(scaled_font(self, 14 if compact else 16, bold=True))
        self.tokens = TokenView(ADVERSITY, lambda n: self.tr("%n adversity", "", n), self)
        self.tokens.set_count(founder.adversity)
        self.lower_button, self.raise_button, self.menu_button, self.menu = card_buttons(
            self,
            ("adversity_lower", self.tr("One Adversity Token fewer")),
            ("adversity_raise", self.tr("One Adversity Token more")),
            ("founder_menu", self.tr("Consequences")),
            lambda step: self.adversity.emit(founder.name, step),
            compact,
        )
        self.lower_button.setEnabled(founder.adversity > 0)
        self.add_action = self.menu.addAction(self.tr("Add a consequence…"))
        self.add_action.triggered.connect(lambda: self.add_consequence.emit(founder.name))
        for tag in founder.consequences:
            action = self.menu.addAction(self.tr("Remove {tag}").format(tag=str(tag)))
            action.triggered.connect(
                lambda _checked=False, name=tag.name: self.remove_consequence.emit(
                    founder.name, name
                )
            )

        traits = " · ".join(escaped(tag) for tag in founder.traits) or "—"
        self.traits_label = rich_label(self.tr("<b>Traits</b> {tags}").format(tags=traits), self)
        self.traits_label.setWordWrap(True)
        consequences = " · ".join(escaped(tag) for tag in founder.consequences) or "—"
        self.consequences_label = rich_label(
            self.tr("<b>Consequences</b> {tags}").format(tags=consequences), self
        )
        self.consequences_label.setWordWrap(True)
        for label in (self.traits_label, self.consequences_label):
            label.setFont(scaled_font(self, 11 if compact else 12.5))
        if founder.consequences:
            self.consequences_label.setStyleSheet(label_style(BAD))
        top = QHBoxLayout()
        top.addWidget(self.name_label, 1)
        top.addWidget(self.menu_button)
        tokens = QHBoxLayout()
        tokens.addWidget(self.tokens, 1)
        tokens.addWidget(self.lower_button)
        tokens.addWidget(self.raise_button)
        layout = QVBoxLayout(self)
        if compact:  # a laptop's height: tight margins, small buttons, smaller words
            layout.setContentsMargins(8, 4, 8, 4)
            layout.setSpacing(1)
            self.tokens.setMinimumHeight(28)
            self.tokens.setMaximumHeight(28)
        else:
            layout.setContentsMargins(10, 8, 10, 8)
            layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(tokens)
        layout.addWidget(self.traits_label)
        layout.addWidget(self.consequences_label)
        layout.addStretch(1)  # a shorter card's words stay together at its top
        # Never narrower than the name on one line; the tags wrap below it.
        self.setMinimumWidth(max(250, layout.minimumSize().width() + 8))
        self.set_selected(False)
