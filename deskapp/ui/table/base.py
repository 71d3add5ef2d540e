"""What every system's play screen is: widgets over a :class:`PlaySession`.

A screen never changes the table itself: it calls :meth:`SessionScreen.perform`
with an action for the system's driver; the session stores it in the campaign
file before the screen redraws from the driver's state. A refused action is
explained on the screen and changes nothing.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.errors import UserError
from deskapp.core.play.actions import MisplacedCardError
from deskapp.core.play.describe import action_line, describe_event
from deskapp.core.play.session import PlaySession
from deskapp.ui.form_state import Field, form_values, set_form_values
from deskapp.ui.plain import plain_label
from deskapp.ui.rule_ids import move_rule_ids_to_tooltips, plain_message
from deskapp.ui.style import refusal_style

DriverT = TypeVar("DriverT")


class SessionScreen(QWidget):
    """Base class: subclasses set ``SYSTEM``, build their widgets in ``body`` and implement :meth:`refresh`."""

    SYSTEM: ClassVar[str] = ""
    # (what the key does, the key) for Help → Keyboard Shortcuts; the screen handles the keys itself
    KEYS: ClassVar[tuple[tuple[str, str], ...]] = ()
    # A screen in a scroll area would ask for all its content: (width, height) asks for a
    # laptop's share of the page instead, so the history beside the screen keeps a readable width.
    PREFERRED_SIZE: ClassVar[tuple[int, int] | None] = None

    performed = Signal()  # after every stored action: the page redraws history and undo texts

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{self.SYSTEM}_screen")
        self.session: PlaySession | None = None
        self._setup_of: PlaySession | None = None  # the session whose setup table is kept
        self._setup_table: dict[str, Any] = {}
        self.body = QWidget(self)
        self.problem = plain_label(self)
        self.problem.setObjectName("table_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(refusal_style())
        self.problem.hide()
        # Mirror mode: beside a typed card the app holds elsewhere, the correction that takes
        # it back to the draw pile, then does what was refused (each one an undoable action).
        self.resync = QPushButton(self)
        self.resync.setObjectName("table_resync")
        self.resync.setToolTip(
            self.tr(
                "The real deck is right: put this card back on top of the app's draw pile "
                "(a correction, undoable), then record what you typed"
            )
        )
        self.resync.clicked.connect(self.take_back_and_retry)
        self.resync.hide()
        self._refused: tuple[dict[str, Any], dict[str, Any]] | None = None
        # The refusal and its offer in one box, which a screen places where the user acts
        # (under its test or roll area: ``place_problem``); by default below the screen.
        self.problem_box = QWidget(self)
        self.problem_box.setObjectName("table_problem_box")
        problem_row = QHBoxLayout(self.problem_box)
        problem_row.setContentsMargins(0, 0, 0, 0)
        problem_row.addWidget(self.problem)
        problem_row.addWidget(self.resync, 0, Qt.AlignmentFlag.AlignVCenter)
        problem_row.addStretch(1)  # the offer stays right beside the words it answers
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.problem_box)
        self._problem_place: tuple[QBoxLayout, int] = (layout, -1)

    def place_problem(self, layout: QBoxLayout, index: int = -1) -> None:
        """Show refusals at ``index`` of ``layout`` (a layout of this screen's body): right under
        what the user acts on, not at the bottom of the screen."""
        if self._problem_place == (layout, index):
            return
        self._problem_place[0].removeWidget(self.problem_box)
        layout.insertWidget(index, self.problem_box)
        self._problem_place = (layout, index)
        self.problem_box.show()  # a move hides a widget until the event loop shows it again

    def add_shortcut(
        self,
        key: str,
        slot: Any,
        context: Qt.ShortcutContext = Qt.ShortcutContext.WidgetWithChildrenShortcut,
    ) -> QShortcut:
        """A key of this screen (list it in ``KEYS`` too); by default only while the focus is on
        the screen, so text fields elsewhere still take their own keys."""
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(context)
        shortcut.activated.connect(slot)
        return shortcut

    def bind(self, session: PlaySession | None) -> None:
        """Show this session (or none)."""
        self.session = session
        self.problem.hide()
        self._hide_offer()
        if session is not None:
            self.refresh()
            move_rule_ids_to_tooltips(self)

    @property
    def driver(self) -> Any:
        assert self.session is not None
        return self.session.driver

    def driver_of(self, kind: type[DriverT]) -> DriverT:
        """The bound session's driver, which is this screen's system's ``kind``."""
        driver = self.driver
        assert isinstance(driver, kind)
        return driver

    def sizeHint(self) -> QSize:
        if self.PREFERRED_SIZE is None:
            return super().sizeHint()
        return QSize(*self.PREFERRED_SIZE)

    def refresh(self) -> None:
        """Redraw everything from the driver's state."""
        raise NotImplementedError

    def perform(self, action: dict[str, Any]) -> Any:
        """Do an action through the session; returns its result, or None if it was refused."""
        if self.session is None:
            return None
        try:
            result = self.session.perform(action)
        except MisplacedCardError as error:
            self.show_problem(str(error))
            self._refused = (error.correction, action)
            self.resync.setText(error.offer)
            self.resync.show()
            # The words on one line where they fit, the button right after them.
            words = self.problem.fontMetrics().horizontalAdvance(self.problem.text()) + 32
            room = self.width() - self.resync.sizeHint().width() - 16
            self.problem.setMinimumWidth(max(min(words, room), 0))
            return None
        except UserError as error:
            self.show_problem(str(error))
            return None
        self.problem.hide()
        self._hide_offer()
        self.refresh()
        for part in self.redrawn_parts():
            move_rule_ids_to_tooltips(part)
        self.performed.emit()
        return result

    def redrawn_parts(self) -> list[QWidget]:
        """What the last :meth:`refresh` may have written words in, whose rule IDs go to the
        tooltips after an action: the whole screen, unless the screen knows better (a sweep
        looks at every label and button under it, on every key press)."""
        return [self]

    def take_back_and_retry(self) -> None:
        """The offered correction, then the refused action again: two actions, each undoable."""
        if self._refused is None:
            return
        correction, refused = self._refused
        self._hide_offer()
        if self.perform(correction) is not None:
            self.perform(refused)

    def clear_problem(self) -> None:
        """Hide the refusal and the correction offered beside it."""
        self.problem.hide()
        self._hide_offer()

    def _hide_offer(self) -> None:
        self._refused = None
        self.resync.hide()
        self.problem.setMinimumWidth(0)

    def show_problem(self, message: str) -> None:
        """Explain a refusal: as a sentence, its rule IDs in the tooltip."""
        self._hide_offer()  # an offer stays only beside the refusal it answers
        words, tooltip = plain_message(message)
        self.problem.setText(words)
        self.problem.setToolTip(tooltip)
        # On one line where the place allows: a wrapped label would take only a word's width.
        self.problem.ensurePolished()
        needed = self.problem.fontMetrics().horizontalAdvance(words) + 32  # padding and edge
        # The room of the place it shows in (a column of the screen), not of the whole screen.
        room = self._problem_place[0].geometry().width() - 8
        if room <= 0:
            holder = self.problem_box.parentWidget()
            room = (holder.width() if holder is not None else self.width()) - 24
        self.problem.setMinimumWidth(max(min(needed, room), 0))
        self.problem.show()
        # In a scrolling screen, scrolled into sight once laid out with the words in it.
        QTimer.singleShot(0, self._scroll_to_problem)

    def _scroll_to_problem(self) -> None:
        if not self.problem.isVisible():
            return
        holder = self.problem_box.parentWidget()
        while holder is not None and holder is not self:
            if isinstance(holder, QScrollArea):
                holder.ensureWidgetVisible(self.problem_box, 0, 8)
                return
            holder = holder.parentWidget()
        move_rule_ids_to_tooltips(self)  # hints beside the refusal say it the same way

    # --- the history in words -----------------------------------------------------------

    def describe_event(self, event: dict[str, Any], events: list[dict[str, Any]]) -> str:
        """One line for the history panel, written now in the user's language by the
        system's describer (:mod:`deskapp.core.play.describe`)."""
        return describe_event(systems.spec(self.SYSTEM), event, events, self._table())

    def undo_text(self) -> str | None:
        """What Edit → Undo would take back, as the menu says it (None: nothing)."""
        if self.session is None:
            return None
        return self._line(self.session.undo_event())

    def redo_text(self) -> str | None:
        if self.session is None:
            return None
        return self._line(self.session.redo_event())

    def _line(self, event: dict[str, Any] | None) -> str | None:
        return action_line(systems.spec(self.SYSTEM), event, self._table())

    def _table(self) -> dict[str, Any]:
        """The bound session's setup table (what a describer may need: its options)."""
        if self.session is None:
            return {}
        if self._setup_of is not self.session:
            setup = self.session.campaign.session_setup(self.session.session_id)
            self._setup_of, self._setup_table = self.session, setup.get("table", {})
        return self._setup_table

    def composing(self) -> Any:
        """What the user is putting together on this screen and has not performed yet (a test
        being set up: its aspects, a temporary aspect, the dice typed …), for the same screen
        built again (View → Language); None: nothing. By default the values of
        :meth:`composed_fields`; a screen that composes more overrides this and
        :meth:`resume_composing`."""
        fields = self.composed_fields()
        return form_values(fields) if fields and self.session is not None else None

    def resume_composing(self, composing: Any) -> None:
        """Take back what :meth:`composing` gave on this system's screen of the window before,
        once the same session is bound here."""
        if isinstance(composing, list):
            set_form_values(self.composed_fields(), composing)

    def composed_fields(self) -> list[Field]:
        """The fields a test or a roll is set up in, a list that fills others before them."""
        return []

    def hide_private(self) -> None:
        """Esc: turn every private card face down again (screens with private cards override)."""
