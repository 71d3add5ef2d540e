"""Pieces of the cinematic-cards table screen: seat panels, rating pickers, the hand, the result.

Kept apart from :mod:`deskapp.systems.cinematic.ui.screen`, which puts them together and
turns what the user does into actions for the session.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.cards import Card
from deskapp.systems.cinematic.describe import signed, whole
from deskapp.systems.cinematic.rules import MINUS, CheckResult, Outcome, Source
from deskapp.systems.cinematic.sheet import MAX_RATING
from deskapp.systems.cinematic.view import SeatView, seat_label
from deskapp.ui.plain import escaped, set_tip
from deskapp.ui.style import (
    BAD,
    BORDER,
    CARD_FACE,
    GOOD,
    HIGHLIGHT,
    HIGHLIGHT_BACK,
    VERY_BAD,
    VERY_GOOD,
)
from deskapp.ui.table.parts import PickFrame, screen_label
from deskapp.ui.table.widgets import CardView, PrivateReveal

# Readable across a table: the outcome is the first thing every player looks for.
OUTCOME_POINTS = 32
OUTCOME_COLOURS = {
    Outcome.CRITICAL_SUCCESS: VERY_GOOD,
    Outcome.SUCCESS: GOOD,
    Outcome.FAILURE: BAD,
    Outcome.CRITICAL_FAILURE: VERY_BAD,
}
# Card widths: a hand shrinks to fit its row; a test's cards shrink a little when there are more.
HAND_WIDTHS = range(52, 97)
RESULT_WIDTHS = {1: 150, 2: 120}
RESULT_WIDTH_MANY = 96
CARD_RATIO = 1.4
CARD_GAP = 8


def _label(
    parent: QWidget, name: str, points: int, bold: bool = False, wrap: bool = True
) -> QLabel:
    """A plain label the tests find by ``name``, in ``points`` type, wrapping its words or not.
    A font, not a style sheet: a sheet of its own restyles the label when it is polished."""
    label = screen_label(parent, name, wrap=wrap)
    font = QFont(label.font())
    font.setPointSize(points)
    font.setBold(bold)
    label.setFont(font)
    return label


class SeatPanel(PickFrame):
    """One seat's deck at a glance: draw pile, discard pile and hand counts, luck and spells.

    Clicking it picks the seat for the next test.
    """

    LOOK = ((3, HIGHLIGHT, HIGHLIGHT_BACK), (1, BORDER, CARD_FACE))

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(name, parent)
        self.setObjectName("seat_panel")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.title = _label(self, "", 14, bold=True, wrap=False)
        self.title.setText(seat_label(name))
        self.piles = _label(self, "seat_piles", 11, wrap=False)
        # Four seats share a laptop's width: a long line (French runs a quarter longer) wraps.
        self.hand = _label(self, "seat_hand", 11)
        self.spells = screen_label(self, "seat_spells", wrap=True, rich=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        for label in (self.title, self.piles, self.hand, self.spells):
            layout.addWidget(label)
        self.set_selected(False)

    def show_seat(self, seat: SeatView) -> None:
        """Redraw from the table's view of this seat."""
        self.piles.setText(
            self.tr("Draw {draw} · Discard {discard}").format(draw=seat.draw, discard=seat.discard)
        )
        self.hand.setVisible(seat.holds_hand)
        # The cards held now, and the hand the seat is dealt (blessings and refills may
        # leave more or fewer): "10 of 8" alone read like a mistake.
        held = len(seat.hand)
        hand = self.tr("%n card(s) in hand (dealt {size})", "", held)
        if not seat.chronicler:
            hand += self.tr(" · luck {luck}")
        self.hand.setText(hand.format(size=seat.hand_size, luck=signed(seat.luck)))
        spells = seat.spells
        self.spells.setVisible(bool(spells))
        self.spells.setText(
            " · ".join(
                f"<span style='color:{GOOD if spell.level > 0 else BAD}'>"
                f"{escaped(spell.label)} {signed(spell.level)}</span>"
                for spell in spells
            )
        )
        set_tip(
            self,
            self.tr("{name}: click to test with this deck").format(name=self.name)
            if not seat.chronicler
            else self.tr("The Chronicler's deck: click to test with it"),
        )


class RatingPicker(QWidget):
    """An attribute or skill: picked by name from the sheet (with its rating) or typed as a number."""

    changed = Signal()

    def __init__(self, none_label: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.none_label = none_label
        self.names = QComboBox(self)
        self.names.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.names.setMinimumContentsLength(12)
        self.number = QSpinBox(self)
        self.number.setRange(0, MAX_RATING)
        self.number.setFixedWidth(64)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.names, 1)
        layout.addWidget(self.number)
        self.setFocusProxy(self.names)
        self.names.currentIndexChanged.connect(self._name_chosen)
        self.number.valueChanged.connect(self._number_typed)

    def set_ratings(self, ratings: Sequence[tuple[str, int]]) -> None:
        """Offer these ratings by name; keeps the same name picked when the new list has it."""
        kept = self.name()
        self.names.blockSignals(True)
        self.names.clear()
        if self.none_label:
            self.names.addItem(self.none_label, ("", 0))
        for name, value in ratings:
            self.names.addItem(f"{name}  {value}", (name, value))
        self.names.addItem(self.tr("Other (type the number)"), None)
        index = next(
            (
                row
                for row in range(self.names.count())
                if self.names.itemData(row) and self.names.itemData(row)[0] == kept
            ),
            0,
        )
        self.names.setCurrentIndex(index)
        self.names.blockSignals(False)
        self._name_chosen(index)

    def name(self) -> str | None:
        """The rating's name from the sheet, or None when a number was typed (or no skill)."""
        data = self.names.currentData()
        return data[0] or None if data else None

    def value(self) -> int:
        return self.number.value()

    def _name_chosen(self, _index: int) -> None:
        data = self.names.currentData()
        if data is not None:
            self.number.blockSignals(True)
            self.number.setValue(data[1])
            self.number.blockSignals(False)
        self.changed.emit()

    def _number_typed(self, value: int) -> None:
        data = self.names.currentData()
        if data is not None and data[1] != value:
            # A number of its own is no longer the sheet's rating: say so rather than mislabel it.
            self.names.blockSignals(True)
            self.names.setCurrentIndex(self.names.count() - 1)
            self.names.blockSignals(False)
        self.changed.emit()


class HandReveal(PrivateReveal):
    """A hand shown only after "Show to <name>?"; a shown card can be clicked to choose it."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        # Set before the base class builds the row, which already dresses the cards.
        self._wired = 0
        self.chosen: int | None = None
        super().__init__(parent)
        self.setObjectName("hand_reveal")
        # The row never asks for more width than it has: the cards shrink instead.
        self.content.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def offer(self, owner: str, title: str, cards: list[Card]) -> None:
        super().offer(owner, title, cards)
        self._dress()

    def reveal(self) -> None:
        super().reveal()
        self._dress()

    def conceal(self) -> None:
        super().conceal()
        self._dress()

    def set_chosen(self, index: int | None) -> None:
        """Mark the card chosen for the next test (seen only while the hand is shown)."""
        self.chosen = index
        self._dress()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._dress()

    def _dress(self) -> None:
        """Cards sized to fit the row, clickable while shown, the chosen one marked only then."""
        views = self.content.views
        count = max(sum(not view.isHidden() for view in views), 1)
        fits = (self.width() - CARD_GAP * count) // count
        width = min(max(fits, HAND_WIDTHS.start), HAND_WIDTHS.stop - 1)
        size = QSize(width, round(width * CARD_RATIO))
        cursor = Qt.CursorShape.PointingHandCursor if self.revealed else Qt.CursorShape.ArrowCursor
        for index, view in enumerate(views):
            if view.size() != size:  # a new size lays the row out again: only when it changes
                view.setFixedSize(size)
            view.setCursor(cursor)
            highlight = self.revealed and index == self.chosen
            if view.highlight != highlight:
                view.highlight = highlight
                view.update()
        for index in range(self._wired, len(views)):  # the row adds views as hands grow
            views[index].clicked.connect(lambda index=index: self._clicked(index))
        self._wired = len(views)

    def _clicked(self, index: int) -> None:
        if self.revealed:
            self.picked.emit(index)


class ResultView(QWidget):
    """The latest test: its cards large, the working, the total and the outcome in big type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result_view")
        self.caption = _label(self, "result_caption", 15)
        self.cards_box = QHBoxLayout()
        self.cards_box.setSpacing(10)
        self.views: list[CardView] = []
        self.working = _label(self, "result_working", 18)
        self.total = _label(self, "result_total", 30, bold=True, wrap=False)
        self.against = _label(self, "result_against", 15)
        self.outcome = screen_label(self, "result_outcome", wrap=True)
        self._outcome_points, self._outcome_colour = (
            OUTCOME_POINTS,
            OUTCOME_COLOURS[Outcome.SUCCESS],
        )
        numbers = QVBoxLayout()
        numbers.addStretch(1)
        numbers.addWidget(self.working)
        numbers.addWidget(self.total)
        numbers.addWidget(self.against)
        numbers.addWidget(self.outcome)
        numbers.addStretch(1)
        # The numbers beside the cards, or under them where the two do not fit side by side.
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.row.addLayout(self.cards_box)
        self.row.addSpacing(16)
        self.row.addLayout(numbers, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addLayout(self.row, 1)
        self.show_result(None, "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        cards = sum(view.width() + 10 for view in self.views if view.isVisibleTo(self))
        words = [self.total.sizeHint().width(), self.working.sizeHint().width()]
        metrics = self.outcome.fontMetrics()
        words += [metrics.horizontalAdvance(word) for word in self.outcome.text().split()]
        beside = event.size().width() >= cards + 16 + max(words)
        # Stacked, the numbers and the outcome go above the cards: what the test came to is
        # read first and stays in sight on a 720-line screen, the cards below it.
        self.row.setDirection(
            QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.BottomToTop
        )
        self._fit_outcome(event.size().width() - (cards + 16 if beside else 0))
        super().resizeEvent(event)

    def _fit_outcome(self, room: int) -> None:
        """The outcome on one line where it can be: in smaller type (not under 20 pt) rather
        than on two lines that push it out of sight ("RÉUSSITE CRITIQUE" at 1,100 px)."""
        if room <= 0:  # not laid out yet
            return
        font = QFont(self.outcome.font())
        font.setPointSizeF(OUTCOME_POINTS)
        font.setBold(True)
        # 2 px more than the rounded advance: a label exactly as wide as it wraps the words.
        needed = QFontMetrics(font).horizontalAdvance(self.outcome.text()) + 2
        points = OUTCOME_POINTS if needed <= room else max(20, OUTCOME_POINTS * room // needed)
        if points != self._outcome_points:
            self._outcome_points = points
            self._style_outcome()

    def _style_outcome(self) -> None:
        style = (
            f"font-size: {self._outcome_points}pt; font-weight: bold; "
            f"color: {self._outcome_colour};"
        )
        if self.outcome.styleSheet() != style:  # re-polishing costs a key press's milliseconds
            self.outcome.setStyleSheet(style)

    def show_result(self, result: CheckResult | None, caption: str) -> None:
        """Show a test's cards and outcome under ``caption``, or an empty table."""
        cards = list(result.cards) if result is not None else []
        while len(self.views) < len(cards):
            view = CardView(parent=self)
            self.cards_box.addWidget(view)
            self.views.append(view)
        width = RESULT_WIDTHS.get(len(cards), RESULT_WIDTH_MANY)
        for view, used in zip(self.views, cards, strict=False):
            view.setFixedSize(width, round(width * CARD_RATIO))
            from_hand = self.tr("from the hand") if used.source is Source.HAND else ""
            view.set_card(used.card)
            view.setToolTip(f"{view.describe()} {from_hand}".strip())
            view.show()
        for view in self.views[len(cards) :]:
            view.hide()
        self.caption.setText(caption)
        if result is None:
            self.working.setText(self.tr("No test yet: build one and press Space."))
            for label in (self.total, self.against, self.outcome):
                label.clear()
            return
        self.working.setText(f"{result.working} = {signed(result.chance)}")
        self.total.setText(self.tr("Total {total}").format(total=whole(result.total)))
        chance = result.chance
        self.against.setText(
            self.tr("{base} {sign} {chance} = {total} · Difficulty {difficulty}").format(
                base=result.check.base,
                sign="+" if chance >= 0 else MINUS,
                chance=abs(chance),
                total=whole(result.total),
                difficulty=result.check.difficulty,
            )
        )
        self.outcome.setText(self._outcome_text(result.outcome))
        self._outcome_colour = OUTCOME_COLOURS[result.outcome]
        self._style_outcome()
        self._fit_outcome(self.outcome.width())

    def _outcome_text(self, outcome: Outcome) -> str:
        return {
            Outcome.CRITICAL_SUCCESS: self.tr("CRITICAL SUCCESS"),
            Outcome.SUCCESS: self.tr("SUCCESS"),
            Outcome.FAILURE: self.tr("FAILURE"),
            Outcome.CRITICAL_FAILURE: self.tr("CRITICAL FAILURE"),
        }[outcome]
