"""Update Sheets, the Qt half: show what will be written and every conflict, then write it.

The Table page's Update Sheets button opens :class:`UpdateSheetsDialog`: one row
per item play changed (an aspect exhausted, a consequence removed, damage on a
scar …) with what the sheet holds now and what will be written. Where the sheet
was edited meanwhile and play changed the same item, the row is marked as a
conflict and a tick keeps the sheet's value instead of play's. Writing is one
campaign edit; the page's :class:`~deskapp.ui.message_bar.MessageBar` says what
was written and undoes it from there (it is also Edit → Undo in Characters mode).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.edits import EditMany
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.play.session import PlaySession
from deskapp.core.sheets import ABSENT, GAME_MASTER, SheetChange, SheetUpdate, sheet_update
from deskapp.core.systems import SheetWords
from deskapp.ui.campaign_list import game_master_titles
from deskapp.ui.controller import CampaignController
from deskapp.ui.message_bar import MessageBar
from deskapp.ui.plain import as_written, plain_label
from deskapp.ui.style import HIGHLIGHT_BACK, error_label_style

_ITEM, _SHEET, _WRITTEN, _KEEP = range(4)


def item_words(where: tuple[str, ...], words: SheetWords) -> str:
    """A changed item in words: ``Aspect “Vidím duchy”: exhausted``, ``Adversity``,
    ``Scene: circumstance “Mlha”`` (a sheet's stored path, read as a user says it, in the
    words of its system's ``sheet_words``)."""
    parts: list[str] = []
    index = 0
    while index < len(where):
        part = where[index]
        if part in words.one_of and index + 1 < len(where):
            one = translate("SheetFields", words.one_of[part])
            parts.append(one.format(name=where[index + 1]))
            index += 2
            continue
        parts.append(field_name(part, words))
        index += 1
    said = ": ".join(parts)
    return said[:1].upper() + said[1:]


def field_name(key: str, words: SheetWords) -> str:
    """A stored field's name in the user's language (a user's own name stays as it is)."""
    return translate("SheetFields", words.fields[key]) if key in words.fields else key


def shown_value(value: Any, words: SheetWords, key: str = "") -> str:
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
            name=value["name"], fields=shown_value(rest, words)
        )
    if isinstance(value, dict):
        return (
            ", ".join(
                translate("SheetFields", "{field}: {value}").format(
                    field=field_name(name, words), value=shown_value(item, words, name)
                )
                for name, item in value.items()
            )
            or "—"
        )
    if isinstance(value, list):
        return "; ".join(shown_value(item, words, key) for item in value) or "—"
    if key in words.choice_fields and isinstance(value, str) and value in words.choices:
        return translate("SheetFields", words.choices[value])
    return str(value)


class UpdateSheetsDialog(QDialog):
    """What Update Sheets will write, sheet by sheet, with its conflicts; accept to write it."""

    def __init__(
        self,
        update: SheetUpdate,
        words: SheetWords,
        parent: QWidget | None = None,
        system: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("update_sheets_dialog")
        self.words = words
        self.setWindowTitle(self.tr("Update Sheets"))
        conflicts = len(update.conflicts)
        # Opened only for an update that writes something (open_update_sheets says so instead).
        if conflicts:
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
                # The GM's sheet is keyed by an English word, named as the campaign list does.
                shown = game_master_cards(system) if change.owner == GAME_MASTER else change.owner
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
                item_words(change.where, self.words),
                shown_value(change.sheet, self.words, key)
                if change.sheet is not ABSENT
                else self.tr("(not there)"),
                shown_value(change.played, self.words, key)
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


def say_written(message: MessageBar, text: str) -> None:
    """Say what an update wrote, with its Undo beside it."""
    message.undoable(
        text,
        translate("UpdateSheetsDialog", "Put the sheets back as they were before this update"),
    )


def game_master_cards(system: str) -> str:
    """The GM's cards of ``system`` by the name the campaign list gives them ("Director's
    cards"), the general one for a system without its own."""
    return game_master_titles().get(system) or translate("UpdateSheetsDialog", "GM's cards")


def write_sheet_update(
    controller: CampaignController, update: SheetUpdate, system: str = ""
) -> str:
    """Apply an update as one undoable campaign edit; returns what it says it did."""
    names = ", ".join(update.characters)
    if update.game_master:
        names = ", ".join(filter(None, [names, game_master_cards(system)]))
    text = translate("UpdateSheetsDialog", "Update sheets from play: {names}").format(names=names)
    controller.execute(EditMany(list(update.commands), text))
    return text


def ask_update_sheets(
    parent: QWidget,
    session: PlaySession,
    controller: CampaignController,
    message: MessageBar,
) -> UpdateSheetsDialog | None:
    """Open the dialog for a session's update (non-modal to the window: tests drive it);
    accepting it writes the update and says so in ``message``, with its Undo."""
    try:
        update = sheet_update(session)
    except UserError as error:
        message.problem(str(error))
        return None
    if not update.changes:
        message.note(
            translate(
                "UpdateSheetsDialog",
                "Nothing to write back: the sheets already hold what the table does.",
            )
        )
        return None
    system = session.driver.SYSTEM
    dialog = UpdateSheetsDialog(update, systems.spec(system).sheet_words, parent, system)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def accepted() -> None:
        try:
            chosen = sheet_update(session, dialog.keep_sheet())
            if chosen.commands:
                say_written(message, write_sheet_update(controller, chosen, system))
        except UserError as error:
            message.problem(str(error))

    dialog.accepted.connect(accepted)
    dialog.open()
    return dialog
