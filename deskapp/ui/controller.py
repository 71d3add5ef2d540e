"""The open campaign, its undo stack and the recent-files list, shared by every view."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from deskapp.core.edits import CampaignCommand
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import RecentCampaigns


class _UndoableEdit(QUndoCommand):
    """A core campaign command on the Qt undo stack.

    The command is applied before it is pushed (so a refused edit never reaches
    the stack); the stack's first ``redo`` is therefore skipped.
    """

    def __init__(self, controller: CampaignController, command: CampaignCommand) -> None:
        super().__init__(command.text)
        self.controller = controller
        self.command = command
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self.command.apply(self.controller.campaign)
        self.controller.changed.emit(self.command.changes())

    def undo(self) -> None:
        self.command.revert(self.controller.campaign)
        self.controller.changed.emit(self.command.changes().undone())


class CampaignController(QObject):
    """Owns the open :class:`CampaignFile`; every edit goes through :meth:`execute`."""

    opened = Signal(object)  # the newly opened CampaignFile
    changed = Signal(object)  # the Changes an edit, its undo or its redo made

    def __init__(
        self, campaign: CampaignFile, recent: RecentCampaigns, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.campaign = campaign
        self.recent = recent
        self.undo_stack = QUndoStack(self)
        self.recent.remember(campaign.path)

    @property
    def path(self) -> Path:
        return self.campaign.path

    def execute(self, command: CampaignCommand) -> None:
        """Apply an edit, save it, and make it undoable. A UserError leaves everything as it was."""
        command.apply(self.campaign)
        self.undo_stack.push(_UndoableEdit(self, command))
        self.changed.emit(command.changes())

    def switch_to(self, path: Path) -> None:
        """Open another campaign (created if missing) in place of this one."""
        new = CampaignFile.open(path)  # raises before anything changes here
        self.undo_stack.clear()
        self.campaign.close()
        self.campaign = new
        self.recent.remember(new.path)
        self.opened.emit(new)

    def close(self) -> None:
        self.campaign.close()
