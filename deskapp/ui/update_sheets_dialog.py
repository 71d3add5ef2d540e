"""Update Sheets, the Qt half: show what will be written and every conflict, then write it.

The Table page's Update Sheets button opens :class:`UpdateSheetsDialog`: one row
per item play changed (an aspect exhausted, a consequence removed, damage on a
scar …) with what the sheet holds now and what will be written. Where the sheet
was edited meanwhile and play changed the same item, the row is marked as a
conflict and a tick keeps the sheet's value instead of play's. Writing is one
campaign edit; :class:`SheetsUpdatedNote`, under the page's buttons, says what
was written and undoes it from there (it is also Edit → Undo in Characters mode).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QUndoCommand
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.edits import EditMany
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.play.session import PlaySession
from deskapp.core.sheets import ABSENT, GAME_MASTER, SheetChange, SheetUpdate, sheet_update
from deskapp.ui.controller import CampaignController
from deskapp.ui.plain import as_written, plain_label
from deskapp.ui.style import HIGHLIGHT_BACK, MUTED_TEXT, error_label_style, label_style

_ITEM, _SHEET, _WRITTEN, _KEEP = range(4)


# The sheets' stored field names and choice values, as the dialog names them. A path holds
# field names and the users' own names ("aspects › Vidím duchy › exhausted"): only the
# former are words of the app, and a name not listed here is shown as it is stored.
_FIELDS = {
    "adversity": QT_TRANSLATE_NOOP("SheetFields", "adversity"),
    "after": QT_TRANSLATE_NOOP("SheetFields", "after"),
    "appearance": QT_TRANSLATE_NOOP("SheetFields", "appearance"),
    "aspect": QT_TRANSLATE_NOOP("SheetFields", "aspect"),
    "aspects": QT_TRANSLATE_NOOP("SheetFields", "aspects"),
    "attributes": QT_TRANSLATE_NOOP("SheetFields", "attributes"),
    "before": QT_TRANSLATE_NOOP("SheetFields", "before"),
    "blessings": QT_TRANSLATE_NOOP("SheetFields", "blessings"),
    "boxes": QT_TRANSLATE_NOOP("SheetFields", "boxes"),
    "burnable": QT_TRANSLATE_NOOP("SheetFields", "can burn"),
    "capacities": QT_TRANSLATE_NOOP("SheetFields", "capacity attributes"),
    "circumstances": QT_TRANSLATE_NOOP("SheetFields", "circumstances"),
    "consequences": QT_TRANSLATE_NOOP("SheetFields", "consequences"),
    "damage": QT_TRANSLATE_NOOP("SheetFields", "damage"),
    "damage_type": QT_TRANSLATE_NOOP("SheetFields", "damage type"),
    "dice_bonus": QT_TRANSLATE_NOOP("SheetFields", "dice bonus"),
    "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment"),
    "escalation": QT_TRANSLATE_NOOP("SheetFields", "escalation"),
    "exhausted": QT_TRANSLATE_NOOP("SheetFields", "exhausted"),
    "extra_actions": QT_TRANSLATE_NOOP("SheetFields", "extra actions"),
    "fits": QT_TRANSLATE_NOOP("SheetFields", "fits"),
    "history": QT_TRANSLATE_NOOP("SheetFields", "history"),
    "kind": QT_TRANSLATE_NOOP("SheetFields", "kind"),
    "level": QT_TRANSLATE_NOOP("SheetFields", "level"),
    "luck": QT_TRANSLATE_NOOP("SheetFields", "luck"),
    "name": QT_TRANSLATE_NOOP("SheetFields", "name"),
    "notes": QT_TRANSLATE_NOOP("SheetFields", "notes"),
    "on": QT_TRANSLATE_NOOP("SheetFields", "date"),
    "power": QT_TRANSLATE_NOOP("SheetFields", "power"),
    "power_bonus": QT_TRANSLATE_NOOP("SheetFields", "power bonus"),
    "practice_xp": QT_TRANSLATE_NOOP("SheetFields", "practice XP"),
    "proficiency": QT_TRANSLATE_NOOP("SheetFields", "proficiency"),
    "reason": QT_TRANSLATE_NOOP("SheetFields", "reason"),
    "relationships": QT_TRANSLATE_NOOP("SheetFields", "relationships"),
    "reserves": QT_TRANSLATE_NOOP("SheetFields", "reserves"),
    "rewards": QT_TRANSLATE_NOOP("SheetFields", "rewards"),
    "scars": QT_TRANSLATE_NOOP("SheetFields", "scars"),
    "scene": QT_TRANSLATE_NOOP("SheetFields", "scene"),
    "score": QT_TRANSLATE_NOOP("SheetFields", "score"),
    "skills": QT_TRANSLATE_NOOP("SheetFields", "skills"),
    "start_threat": QT_TRANSLATE_NOOP("SheetFields", "starting Threat"),
    "suspicion": QT_TRANSLATE_NOOP("SheetFields", "suspicion"),
    "text": QT_TRANSLATE_NOOP("SheetFields", "text"),
    "threat_cards": QT_TRANSLATE_NOOP("SheetFields", "threat cards"),
    "threatens": QT_TRANSLATE_NOOP("SheetFields", "threatens"),
    "toward": QT_TRANSLATE_NOOP("SheetFields", "toward"),
    "traits": QT_TRANSLATE_NOOP("SheetFields", "traits"),
    "value": QT_TRANSLATE_NOOP("SheetFields", "value"),
}
_CHOICES = {  # the values of the fields that hold a choice
    "ordinary": QT_TRANSLATE_NOOP("SheetFields", "ordinary"),
    "negative": QT_TRANSLATE_NOOP("SheetFields", "negative"),
    "special": QT_TRANSLATE_NOOP("SheetFields", "special"),
    "temporary": QT_TRANSLATE_NOOP("SheetFields", "temporary"),
    "limiting": QT_TRANSLATE_NOOP("SheetFields", "limiting"),
    "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment"),
    "neutral": QT_TRANSLATE_NOOP("SheetFields", "neutral"),
    "partial_trust": QT_TRANSLATE_NOOP("SheetFields", "partial trust"),
    "full_trust": QT_TRANSLATE_NOOP("SheetFields", "full trust"),
    "partial_distrust": QT_TRANSLATE_NOOP("SheetFields", "partial distrust"),
    "full_distrust": QT_TRANSLATE_NOOP("SheetFields", "full distrust"),
    "civilians": QT_TRANSLATE_NOOP("SheetFields", "civilians"),
    "agents": QT_TRANSLATE_NOOP("SheetFields", "agents"),
    "both": QT_TRANSLATE_NOOP("SheetFields", "both"),
    "talent": QT_TRANSLATE_NOOP("SheetFields", "talent"),
    "ability": QT_TRANSLATE_NOOP("SheetFields", "ability"),
    "knowledge": QT_TRANSLATE_NOOP("SheetFields", "knowledge"),
}
_CHOICES_MORE = {
    "bad": QT_TRANSLATE_NOOP("SheetFields", "hinders"),
    "good": QT_TRANSLATE_NOOP("SheetFields", "helps"),
}
_CHOICE_FIELDS = {"kind", "level", "before", "after", "threatens"}

# A list of named items on a sheet, and one of its items named in a sentence: the dialog
# says "aspect “Vidím duchy”: exhausted", never the stored path "aspects › Vidím duchy ›
# exhausted".
_ONE_OF = {
    "aspects": QT_TRANSLATE_NOOP("SheetFields", "aspect “{name}”"),
    "blessings": QT_TRANSLATE_NOOP("SheetFields", "blessing “{name}”"),
    "capacities": QT_TRANSLATE_NOOP("SheetFields", "capacity attribute “{name}”"),
    "circumstances": QT_TRANSLATE_NOOP("SheetFields", "circumstance “{name}”"),
    "consequences": QT_TRANSLATE_NOOP("SheetFields", "consequence “{name}”"),
    "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment “{name}”"),
    "history": QT_TRANSLATE_NOOP("SheetFields", "history entry “{name}”"),
    "relationships": QT_TRANSLATE_NOOP("SheetFields", "relationship with {name}"),
    "rewards": QT_TRANSLATE_NOOP("SheetFields", "reward “{name}”"),
    "scars": QT_TRANSLATE_NOOP("SheetFields", "Scar “{name}”"),
    "skills": QT_TRANSLATE_NOOP("SheetFields", "skill “{name}”"),
    "traits": QT_TRANSLATE_NOOP("SheetFields", "trait “{name}”"),
}


def item_words(where: tuple[str, ...]) -> str:
    """A changed item in words: ``Aspect “Vidím duchy”: exhausted``, ``Adversity``,
    ``Scene: circumstance “Mlha”`` (a sheet's stored path, read as a user says it)."""
    parts: list[str] = []
    index = 0
    while index < len(where):
        part = where[index]
        if part in _ONE_OF and index + 1 < len(where):
            parts.append(translate("SheetFields", _ONE_OF[part]).format(name=where[index + 1]))
            index += 2
            continue
        parts.append(field_name(part))
        index += 1
    words = ": ".join(parts)
    return words[:1].upper() + words[1:]


def field_name(key: str) -> str:
    """A stored field's name in the user's language (a user's own name stays as it is)."""
    return translate("SheetFields", _FIELDS[key]) if key in _FIELDS else key


def shown_value(value: Any, key: str = "") -> str:
    """A stored value in a few words: ``exhausted: yes, kind: ordinary``, ``—`` for none."""
    if value is ABSENT or value is None:
        return "—"
    if value is True:
        return translate("SheetFields", "yes")
    if value is False:
        return translate("SheetFields", "no")
    if isinstance(value, dict) and isinstance(value.get("name"), str) and len(value) > 1:
        # A named item: its name, then what else it holds ("Vyčerpaná (score: 1)").
        rest = {field: item for field, item in value.items() if field != "name"}
        return translate("SheetFields", "{name} ({fields})").format(
            name=value["name"], fields=shown_value(rest)
        )
    if isinstance(value, dict):
        return (
            ", ".join(
                translate("SheetFields", "{field}: {value}").format(
                    field=field_name(name), value=shown_value(item, name)
                )
                for name, item in value.items()
            )
            or "—"
        )
    if isinstance(value, list):
        return "; ".join(shown_value(item, key) for item in value) or "—"
    if key in _CHOICE_FIELDS and isinstance(value, str) and value in _CHOICES:
        return translate("SheetFields", _CHOICES[value])
    if key == "kind" and isinstance(value, str) and value in _CHOICES_MORE:
        return translate("SheetFields", _CHOICES_MORE[value])
    return str(value)


class UpdateSheetsDialog(QDialog):
    """What Update Sheets will write, sheet by sheet, with its conflicts; accept to write it."""

    def __init__(self, update: SheetUpdate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("update_sheets_dialog")
        self.setWindowTitle(self.tr("Update Sheets"))
        self.update = update
        conflicts = len(update.conflicts)
        if not update.changes:
            intro = self.tr(
                "The sheets already hold what the table does: there is nothing to write."
            )
        elif conflicts:
            intro = self.tr(
                "These items will be written onto the sheets. %n of them were also changed "
                "on the sheet while the session ran (marked): play's value is written unless you "
                "tick “Keep the sheet's”.",
                "",
                conflicts,
            )
        else:
            intro = self.tr("These items will be written onto the sheets; nothing else changes.")
        self.intro = plain_label(intro, self)
        self.intro.setWordWrap(True)
        if conflicts:
            self.intro.setStyleSheet(error_label_style())
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("sheet_changes")
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels(
            [self.tr("Item"), self.tr("On the sheet now"), self.tr("Will be written"), ""]
        )
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self._conflict_rows: dict[tuple[str, tuple[str, ...]], QTreeWidgetItem] = {}
        owners: dict[str, QTreeWidgetItem] = {}
        for change in update.changes:
            owner = owners.get(change.owner)
            if owner is None:
                shown = (  # the GM's sheet is keyed by an English word, named in the language
                    translate("UpdateSheetsDialog", "GM's cards")
                    if change.owner == GAME_MASTER
                    else change.owner
                )
                owner = QTreeWidgetItem(self.tree, [shown])
                owner.setFirstColumnSpanned(True)
                owner.setExpanded(True)
                owners[change.owner] = owner
            self._add_row(owner, change)
        header = self.tree.header()
        header.setSectionResizeMode(_ITEM, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(_SHEET, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(_WRITTEN, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(_KEEP, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.expandAll()
        buttons = QDialogButtonBox(self)
        self.write_button = buttons.addButton(
            self.tr("Write to Sheets"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.write_button.setObjectName("write_sheets")
        self.write_button.setEnabled(bool(update.changes))
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(760, 420)

    def _add_row(self, owner: QTreeWidgetItem, change: SheetChange) -> None:
        key = change.where[-1] if change.where else ""
        row = QTreeWidgetItem(
            owner,
            [
                item_words(change.where),
                shown_value(change.sheet, key)
                if change.sheet is not ABSENT
                else self.tr("(not there)"),
                shown_value(change.played, key)
                if change.played is not ABSENT
                else self.tr("(removed)"),
                "",
            ],
        )
        for column in (_SHEET, _WRITTEN):
            row.setToolTip(column, as_written(row.text(column)))
        if change.conflict:
            row.setText(_KEEP, self.tr("Keep the sheet's"))
            row.setCheckState(_KEEP, Qt.CheckState.Unchecked)
            row.setToolTip(
                _ITEM,
                self.tr("Changed on the sheet while the session ran, and changed by play too"),
            )
            for column in range(4):
                row.setBackground(column, QBrush(QColor(HIGHLIGHT_BACK)))
            self._conflict_rows[change.key] = row

    def keep_sheet(self) -> set[tuple[str, tuple[str, ...]]]:
        """The conflicts where the sheet's value stays (ticked "Keep the sheet's")."""
        return {
            key
            for key, row in self._conflict_rows.items()
            if row.checkState(_KEEP) == Qt.CheckState.Checked
        }

    def set_keep_sheet(self, owner: str, where: tuple[str, ...], keep: bool = True) -> None:
        """Tick (or untick) "Keep the sheet's" on a conflict's row."""
        state = Qt.CheckState.Checked if keep else Qt.CheckState.Unchecked
        self._conflict_rows[(owner, where)].setCheckState(_KEEP, state)


class SheetsUpdatedNote(QWidget):
    """Under the Table page's buttons after an update: what was written, and Undo right there."""

    def __init__(self, controller: CampaignController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheets_updated_note")
        self.controller = controller
        self._command: QUndoCommand | None = None
        self.text = plain_label(self)
        self.text.setStyleSheet(label_style(MUTED_TEXT))
        self.text.setWordWrap(True)
        self.undo_button = QPushButton(self.tr("Undo"), self)
        self.undo_button.setObjectName("undo_sheets_update")
        self.undo_button.setToolTip(self.tr("Put the sheets back as they were before this update"))
        self.undo_button.clicked.connect(self.undo)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.undo_button)
        controller.undo_stack.indexChanged.connect(self._follow_stack)
        self.hide()

    def written(self, text: str) -> None:
        """The update just pushed onto the campaign's undo stack: say so and offer its undo."""
        stack = self.controller.undo_stack
        self._command = stack.command(stack.index() - 1)
        self.text.setText(text)
        self.undo_button.setEnabled(True)
        self.undo_button.show()
        self.show()

    def forget_notice(self) -> None:
        """Another action at the table: a note without an Undo has said what it had to."""
        if self._command is None:
            self.hide()

    def nothing_to_write(self) -> None:
        """Update Sheets found nothing play changed: say so here, with no dialog to close."""
        self._command = None
        self.text.setText(
            self.tr("Nothing to write back: the sheets already hold what the table does.")
        )
        self.undo_button.hide()
        self.show()

    def can_undo(self) -> bool:
        stack = self.controller.undo_stack
        return (
            self._command is not None
            and stack.index() > 0
            and stack.command(stack.index() - 1) is self._command
        )

    def undo(self) -> None:
        if self.can_undo():
            self.controller.undo_stack.undo()
            self.text.setText(self.tr("The sheets are back as they were before the update."))
        self._command = None
        self.undo_button.setEnabled(False)

    def _follow_stack(self, _index: int) -> None:
        # Another edit came after the update (or undid it elsewhere): Undo here would undo that.
        # The stack goes before this widget when the window closes: nothing to follow then.
        if not shiboken6.isValid(self.controller.undo_stack):
            return
        if self._command is not None and not self.can_undo():
            self._command = None
            self.hide()


def write_sheet_update(controller: CampaignController, update: SheetUpdate) -> str:
    """Apply an update as one undoable campaign edit; returns what it says it did."""
    names = ", ".join(update.characters)
    if update.game_master:
        names = ", ".join(filter(None, [names, translate("UpdateSheetsDialog", "GM's cards")]))
    text = translate("UpdateSheetsDialog", "Update sheets from play: {names}").format(names=names)
    controller.execute(EditMany(list(update.commands), text))
    return text


def ask_update_sheets(
    parent: QWidget,
    session: PlaySession,
    controller: CampaignController,
    note: SheetsUpdatedNote,
    problem: Callable[[str], None],
) -> UpdateSheetsDialog | None:
    """Open the dialog for a session's update (non-modal to the window: tests drive it);
    accepting it writes the update and shows the note with its Undo."""
    try:
        update = sheet_update(session)
    except UserError as error:
        problem(str(error))
        return None
    if not update.changes:
        note.nothing_to_write()
        return None
    dialog = UpdateSheetsDialog(update, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def accepted() -> None:
        try:
            chosen = sheet_update(session, dialog.keep_sheet())
            if chosen.commands:
                note.written(write_sheet_update(controller, chosen))
        except UserError as error:
            problem(str(error))

    dialog.accepted.connect(accepted)
    dialog.open()
    return dialog
