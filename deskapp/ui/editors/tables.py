"""The parts of a card editor besides its lists (:mod:`deskapp.ui.editors.lists`).

:class:`SheetEditor` is the editor around the fields: the red refusal line, the
number boxes (:class:`BoundedSpinBox`, which explains a number out of range) and
offering a new model; :class:`TextBox` is a multi-line field saved when left.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    Qt,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QValidator
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QSpinBox,
    QTableView,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.style import error_label_style

MOST = 99
"""The largest score, value or count the spin boxes offer.

The model sets no upper limit; two digits are what fits a card's corner, and a
stored larger number is still shown and kept (see :meth:`BoundedSpinBox.show_value`).
"""


@dataclasses.dataclass(frozen=True)
class Number:
    """A whole-number field's range; ``refusal`` explains it, with ``{minimum}`` and ``{maximum}``."""

    minimum: int
    refusal: str
    maximum: int = MOST

    def explain(self) -> str:
        return self.refusal.format(minimum=self.minimum, maximum=self.maximum)


class BoundedSpinBox(QSpinBox):
    """A spin box for a whole number in a model's range that says so when the user types past it.

    Qt alone silently puts the old value back when ``0`` is typed into a box
    that starts at 1; this emits :attr:`refused` with the range's explanation.
    """

    refused = Signal(str)

    def __init__(self, number: Number, parent: QWidget | None = None, tip: str = "") -> None:
        super().__init__(parent)
        self.number = number
        self.setRange(number.minimum, number.maximum)
        self.setToolTip("\n".join(text for text in (tip, number.explain()) if text))
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setAccelerated(True)

    def show_value(self, value: int) -> None:
        """Show a stored value without emitting; one larger than usual widens the range."""
        blocked = self.blockSignals(True)
        self.setMaximum(max(self.number.maximum, value))
        self.setValue(value)
        self.blockSignals(blocked)

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        state, text, position = super().validate(text, position)  # PySide returns all three
        if state == QValidator.State.Invalid and _is_whole_number(text):
            # Let the whole number be typed, so that Enter explains the range and keeps the
            # old value; refusing the keystroke would turn 100 silently into 10.
            state = QValidator.State.Intermediate
        return state, text, position

    def fixup(self, text: str) -> str:
        if _is_whole_number(text) and not self.minimum() <= int(text) <= self.maximum():
            self.refused.emit(self.number.explain())
        return super().fixup(text)


def _is_whole_number(text: str) -> bool:
    return text.removeprefix("-").isdigit()


class ProblemLabel(QLabel):
    """Why the last edit was refused, in red, hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet(error_label_style())
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def say(self, message: str) -> None:
        self.setText(message)
        self.show()

    def clear_problem(self) -> None:
        self.clear()
        self.hide()


class SheetEditor(CharacterEditor):
    """A card editor's common part: the red refusal line, number boxes, offering a new model.

    The refusal line is named ``<SYSTEM>_problem``; the subclass lays it out.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problem = ProblemLabel(self)
        self.problem.setObjectName(f"{self.SYSTEM}_problem")

    def show_problem(self, message: str) -> None:
        self.problem.say(message)

    def refuse(self, message: str) -> None:
        """Show the stored model again and say why the edit was not offered."""
        if self.character is not None:
            self.show_character(self.character)
        self.show_problem(message)

    def offer(self, build: Callable[[], Any], description: str) -> bool:
        """Propose the model ``build`` makes; if the model refuses, say why and show it as stored."""
        if self.character is None:
            return False
        try:
            new = build()
        except UserError as error:
            self.refuse(str(error))
            return False
        self.propose(new, description)
        return True

    def _edits(self, field: str, describe: Callable[[Any], str]) -> Callable[[Any], None]:
        """What a field's change does: offer the sheet with ``field`` set to the new value
        (said as ``describe(value)`` in Undo), unless the sheet holds that value already."""

        def edit(value: Any) -> None:
            current = self.character
            if current is not None and getattr(current, field) != value:
                self.offer(lambda: dataclasses.replace(current, **{field: value}), describe(value))

        return edit

    def _number_field(
        self,
        name: str,
        field: str,
        number: Number,
        tip: str,
        describe: Callable[[Any], str],
        value: Callable[[int], Any] = int,
    ) -> BoundedSpinBox:
        """A box named ``name`` for the sheet's ``field``: each number finished is offered as
        ``value(number)`` (the number itself unless the field holds more), said as ``describe``."""
        box = BoundedSpinBox(number, self, tip)
        box.setObjectName(name)
        box.setKeyboardTracking(False)  # one saved edit per finished number, not per digit typed
        box.refused.connect(self.show_problem)
        box.setMinimumWidth(80)
        # A two-digit count needs no more room; the form would otherwise stretch it across.
        box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        edit = self._edits(field, describe)
        box.valueChanged.connect(lambda number: edit(value(number)))
        return box


def table_height(view: QTableView, rows: int) -> int:
    """The height of a table view showing its header and ``rows`` rows."""
    header = view.horizontalHeader().sizeHint().height()
    return header + rows * view.verticalHeader().defaultSectionSize() + 2 * view.frameWidth()


def fill_height(widget: QWidget, least: int) -> None:
    """Let a list or text box take the height the form leaves, but ask for only ``least``.

    Qt's lists and text boxes prefer about 190 pixels each; a form of several of them
    would then overflow the page the moment a wrapped refusal message appears above
    it (a wrapping label makes the page lay the form out at its preferred height).
    """
    widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
    widget.setMinimumHeight(least)


class TextBox(QPlainTextEdit):
    """Several lines of free text, offered as one edit when the user leaves the box.

    Saving on every keystroke would fill Undo with single letters; Tab moves on to
    the next field, as everywhere else in the form, instead of typing a tab.
    """

    finished = Signal(str)

    def __init__(self, placeholder: str, tip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(placeholder)
        self.setToolTip(tip)
        self.setTabChangesFocus(True)
        fill_height(self, 3 * self.fontMetrics().lineSpacing() + 12)
        self._shown = ""

    def show_text(self, text: str) -> None:
        """Show stored text; only what the user types after it counts as an edit."""
        self._shown = text
        if self.toPlainText() != text:
            self.setPlainText(text)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # The box's own context menu takes the focus for a moment; the user is still editing.
        if event.reason() == Qt.FocusReason.PopupFocusReason:
            return
        if self.toPlainText() != self._shown:
            self.finished.emit(self.toPlainText())
