"""The campaign's characters listed under their rule systems: a Qt item model over the store."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QFont, QPixmap, QStandardItem, QStandardItemModel

from deskapp.core import systems
from deskapp.core.edits import Changes
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.store import CampaignFile, CharacterSummary
from deskapp.ui.plain import as_written

CHARACTER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
CHARACTER_INDENT = 16  # px: a character's row stands a little in from its system's
SYSTEM_ROLE = Qt.ItemDataRole.UserRole + 2
GAME_MASTER_ROLE = Qt.ItemDataRole.UserRole + 3  # the system whose GM row this is


# Each system's spec names it (and its GM) in English, marked for translation in this context.
TITLES_CONTEXT = "Systems"


def system_titles() -> dict[str, str]:
    """Every registered rule system's name in the user's language, in the systems' order."""
    return {heading.key: translate(TITLES_CONTEXT, heading.title) for heading in systems.headings()}


def game_master_titles() -> dict[str, str]:
    """The systems whose GM keeps cards between sessions, and what their row of the GM's
    cards is called: the system's own phrase, else the general one."""
    # Their words keep the context they were first translated in (the model was a tree's).
    general = QT_TRANSLATE_NOOP("CharacterTreeModel", "{gm}'s cards")
    return {
        heading.key: translate("CharacterTreeModel", heading.game_master_cards or general).format(
            gm=translate(TITLES_CONTEXT, heading.game_master_title)
        )
        for heading in systems.headings()
        if heading.game_master_title is not None
    }


class CharacterListModel(QStandardItemModel):
    """One list: each rule system's row (bold, with its count), then its GM's cards (where
    the system has them) and its characters in campaign order, drawn a little in.

    Only names and ids are held (store summaries), so a campaign of a thousand
    characters lists at once; documents and portraits load when a character is opened.
    Qt's own item model holds the rows: a list view lays out ten thousand of them
    without a call into Python per row. An edit changes only its rows (:meth:`apply`).
    """

    def __init__(self, campaign: CampaignFile, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._campaign = campaign
        self._keys = systems.keys()
        self._groups: list[QStandardItem] = []
        self._items: dict[int, QStandardItem] = {}  # each character's row, by id
        self._load()

    def set_campaign(self, campaign: CampaignFile) -> None:
        self._campaign = campaign
        self.reload()

    def reload(self) -> None:
        """Read every character again (another campaign, an import): the model is reset,
        then its four groups inserted whole."""
        self.clear()
        self._load()

    def _load(self) -> None:
        self._keys = systems.keys()
        self._titles = system_titles()
        self._gm_titles = game_master_titles()
        self._indent = QPixmap(CHARACTER_INDENT, 1)  # an empty picture before the name
        self._indent.fill(Qt.GlobalColor.transparent)
        self._items = {}
        rows: list[list[QStandardItem]] = [[] for _ in self._keys]
        for summary in self._campaign.summaries():
            if summary.system in self._keys:  # a system no longer installed stays out of sight
                rows[self._keys.index(summary.system)].append(self._character_item(summary))
        self._groups = []
        every: list[QStandardItem] = []
        for system, characters in zip(self._keys, rows, strict=True):
            group = _item(system)
            group.setData(system, SYSTEM_ROLE)
            group.setFont(_font(bold=True))
            every.append(group)
            if system in self._gm_titles:
                game_master = _item(self._gm_titles[system])
                game_master.setData(system, SYSTEM_ROLE)
                game_master.setData(system, GAME_MASTER_ROLE)
                game_master.setFont(_font(italic=True))
                game_master.setData(self._indent, Qt.ItemDataRole.DecorationRole)
                every.append(game_master)
            every.extend(characters)
            self._groups.append(group)
        self.invisibleRootItem().appendRows(every)
        for group in self._groups:
            self._count(group)

    def _character_item(self, summary: CharacterSummary) -> QStandardItem:
        item = _item(summary.name)
        item.setData(as_written(summary.name), Qt.ItemDataRole.ToolTipRole)
        item.setData(summary.id, CHARACTER_ID_ROLE)
        item.setData(summary.system, SYSTEM_ROLE)
        item.setData(self._indent, Qt.ItemDataRole.DecorationRole)
        self._items[summary.id] = item
        return item

    def _count(self, group: QStandardItem) -> None:
        system = group.data(SYSTEM_ROLE)
        index = self._groups.index(group)
        end = self._groups[index + 1].row() if index + 1 < len(self._groups) else self.rowCount()
        count = end - group.row() - 1 - self._first_character_row(system)
        group.setText(f"{self._titles[system]} ({count})")

    # --- what an edit changed -----------------------------------------------------------

    def apply(self, changes: Changes) -> None:
        """Show what an edit changed: its rows removed, inserted or renamed, the other rows
        (and the view's selection) as they were. (A change too wide to name is read again
        whole: :meth:`reload`.)"""
        for character_id in changes.removed:
            item = self._items.pop(character_id, None)
            if item is not None:
                group = self._groups[self._keys.index(item.data(SYSTEM_ROLE))]
                self.removeRow(item.row())
                self._count(group)
        placed = sorted(
            (self._campaign.summary(character_id) for character_id in changes.added),
            key=lambda summary: (summary.position, summary.id),
        )
        for summary in placed:  # in list order: each one's place is after one listed already
            if summary.system in self._keys:
                self._insert(summary)
        for character_id in changes.renamed - changes.removed:
            item = self._items.get(character_id)
            if item is not None:
                summary = self._campaign.summary(character_id)
                item.setText(summary.name)
                item.setData(as_written(summary.name), Qt.ItemDataRole.ToolTipRole)

    def _insert(self, summary: CharacterSummary) -> None:
        group = self._groups[self._keys.index(summary.system)]
        previous = self._items.get(self._campaign.previous_of_system(summary.id) or -1)
        row = (
            previous.row() + 1
            if previous is not None
            else group.row() + 1 + self._first_character_row(summary.system)
        )
        self.insertRow(row, self._character_item(summary))
        self._count(group)

    # --- lookups ---------------------------------------------------------------------

    def _first_character_row(self, system: str) -> int:
        return 1 if system in self._gm_titles else 0

    def index_of_character(self, character_id: int) -> QModelIndex:
        item = self._items.get(character_id)
        return item.index() if item is not None else QModelIndex()

    def index_of_game_master(self, system: str) -> QModelIndex:
        if system not in self._gm_titles:
            return QModelIndex()
        return self.index(self._groups[self._keys.index(system)].row() + 1, 0)


def _item(text: str) -> QStandardItem:
    """A row of the list: chosen, never edited in place or dragged."""
    item = QStandardItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    return item


def _font(*, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setItalic(italic)
    return font
