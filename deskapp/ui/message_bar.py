"""The one message area of a page: a refusal or a note, in a band where the eye is.

A refusal (a new session refused, Update Sheets that cannot be done) shows as the play
screens' refusals do (:func:`~deskapp.ui.style.refusal_style`); a note (what Update Sheets
wrote, or that there was nothing to write) as a pale band (:func:`~deskapp.ui.style.note_style`).
A note about a campaign edit offers that edit's Undo right beside it, until another edit
comes after it.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from deskapp.ui.controller import CampaignController
from deskapp.ui.plain import plain_label
from deskapp.ui.rule_ids import plain_message
from deskapp.ui.style import note_style, refusal_style


class MessageBar(QWidget):
    """A band of words (a refusal or a note), with Undo when the note is about an edit."""

    latest_changed = Signal()
    """Whether the edit said here is the last thing done may have changed (`latest_undo`)."""

    def __init__(
        self, controller: CampaignController | None, parent: QWidget | None = None
    ) -> None:
        """``controller``: the campaign whose edits a note may undo (None: notes without Undo)."""
        super().__init__(parent)
        self.setObjectName("message_bar")
        self.controller = controller
        self._command: QUndoCommand | None = None
        self._shown_at: int | None = None  # the stack's index a Undo/Redo note is about
        # The edit undone here, which Redo may do again while nothing came after it.
        self._undone: QUndoCommand | None = None
        # Whether the edit said here (or undone here) is the last thing done on the page:
        # then the window's Ctrl+Z / Ctrl+Shift+Z are its Undo / Redo (see `latest_undo`).
        self._latest = False
        self.words = plain_label(self)
        self.words.setObjectName("message_words")
        self.words.setWordWrap(True)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.undo_button = QPushButton(self.tr("Undo"), self)
        self.undo_button.setObjectName("message_undo")
        self.undo_button.clicked.connect(self.undo)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.words, 1)
        layout.addWidget(self.undo_button)
        if controller is not None:
            controller.undo_stack.indexChanged.connect(self._follow_stack)
        self.hide()

    def text(self) -> str:
        """The words shown (empty once hidden)."""
        return self.words.text() if not self.isHidden() else ""

    def problem(self, message: str) -> None:
        """Say why something was refused: as a sentence, its rule IDs in the tooltip."""
        words, tooltip = plain_message(message)
        self._show(words, refusal_style(), tooltip)

    def note(self, text: str) -> None:
        """Say what happened, with nothing to undo."""
        self._show(text, note_style())

    def undoable(self, text: str, undo_tip: str) -> None:
        """The edit just pushed onto the campaign's undo stack: say so and offer its undo."""
        self._show(text, note_style())
        assert self.controller is not None
        stack = self.controller.undo_stack
        self._command = stack.command(stack.index() - 1)
        self._latest = True
        self.latest_changed.emit()
        self.undo_button.setToolTip(undo_tip)
        self.undo_button.setEnabled(True)
        self.undo_button.show()

    def stack_moved(self, words: str) -> None:
        """Say what Undo or Redo just did to the campaign, until the stack moves again."""
        self._show(words, note_style())
        assert self.controller is not None
        self._shown_at = self.controller.undo_stack.index()

    def _show(self, words: str, style: str, tooltip: str = "") -> None:
        self._command = None
        self._shown_at = None
        self._undone = None
        self._latest = False
        self.words.setStyleSheet(style)
        self.words.setText(words)
        self.words.setToolTip(tooltip)
        self.undo_button.hide()
        self.show()

    def forget_notice(self) -> None:
        """Another action: a message without an Undo has said what it had to, and the
        edit said here is no longer the last thing done (its button still undoes it)."""
        was_latest, self._latest, self._undone = self._latest, False, None
        if self._command is None:
            self.hide()
        if was_latest:
            self.latest_changed.emit()

    def latest_undo(self) -> bool:
        """Whether the edit said here is the last thing done on the page: Ctrl+Z is then
        its Undo. (Right after Update Sheets, Ctrl+Z once undid the table's last action
        instead, leaving the sheets written from it: review r30d.)"""
        return self._latest and self.can_undo()

    def latest_redo(self) -> bool:
        """Whether the edit undone here is the last thing done: Ctrl+Shift+Z does it again."""
        if not self._latest or self._undone is None or self.controller is None:
            return False
        stack = self.controller.undo_stack
        return stack.index() < stack.count() and stack.command(stack.index()) is self._undone

    def can_undo(self) -> bool:
        if self.controller is None or self._command is None:
            return False
        stack = self.controller.undo_stack
        return stack.index() > 0 and stack.command(stack.index() - 1) is self._command

    def undo(self) -> None:
        # Forgotten before the stack moves, so _follow_stack leaves the band shown.
        command, self._command = self._command if self.can_undo() else None, None
        if command is not None and self.controller is not None:
            self.controller.undo_stack.undo()
            self.words.setText(self.tr("Undone: {what}").format(what=command.text()))
            self._undone = command
            self._latest = True  # undoing it is now the last thing done
        self.undo_button.setEnabled(False)
        self.latest_changed.emit()

    def redo(self) -> None:
        """Do again the edit undone here (Ctrl+Shift+Z while it is the last thing done)."""
        if not self.latest_redo():
            return
        command, self._undone = self._undone, None
        assert self.controller is not None and command is not None
        self.controller.undo_stack.redo()
        self._command = command
        self.words.setText(self.tr("Redone: {what}").format(what=command.text()))
        self.undo_button.setEnabled(True)
        self.latest_changed.emit()

    def _follow_stack(self, _index: int) -> None:
        # Another edit came after this one (or undid it elsewhere): Undo here would undo that.
        # The stack goes before this widget when the window closes: nothing to follow then.
        if self.controller is None or not shiboken6.isValid(self.controller.undo_stack):
            return
        if self._command is not None and not self.can_undo():
            self._command = None
            self.hide()
        elif self._shown_at is not None and self.controller.undo_stack.index() != self._shown_at:
            self._shown_at = None
            self.hide()
