"""The campaign's characters grouped by rule system: a Qt item model over the store."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from deskapp.core import systems
from deskapp.core.i18n import translate
from deskapp.core.store import CampaignFile, CharacterSummary
from deskapp.ui.plain import as_written

CHARACTER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
SYSTEM_ROLE = Qt.ItemDataRole.UserRole + 2
GAME_MASTER_ROLE = Qt.ItemDataRole.UserRole + 3  # the system whose GM row this is

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_NO_PARENT = 0xFFFFFFFF  # internalId of a system row; a character row stores its system's row


# Each system's spec names it (and its GM) in English, marked for translation in this context.
TITLES_CONTEXT = "Systems"


def system_titles(context: QObject | None = None) -> dict[str, str]:
    """Every registered rule system's name in the user's language, in the systems' order."""
    return {heading.key: translate(TITLES_CONTEXT, heading.title) for heading in systems.headings()}


def game_master_titles(context: QObject | None = None) -> dict[str, str]:
    """The systems whose GM keeps cards between sessions, and what the GM is called there."""
    return {
        heading.key: translate(TITLES_CONTEXT, heading.game_master_title)
        for heading in systems.headings()
        if heading.game_master_title is not None
    }


class CharacterTreeModel(QAbstractItemModel):
    """Two levels: the four rule systems, then the GM's cards (where the system has
    them) and the characters in campaign order.

    Only names and ids are held (store summaries), so a campaign of a thousand
    characters lists at once; documents and portraits load when a character is opened.
    """

    def __init__(self, campaign: CampaignFile, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._titles = system_titles(self)
        self._gm_titles = game_master_titles(self)
        self._campaign = campaign
        self._keys = systems.keys()
        self._groups: list[list[CharacterSummary]] = [[] for _ in self._keys]
        self._load()

    def set_campaign(self, campaign: CampaignFile) -> None:
        self._campaign = campaign
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._load()
        self.endResetModel()

    def _load(self) -> None:
        self._keys = systems.keys()
        self._titles = system_titles(self)
        self._gm_titles = game_master_titles(self)
        self._groups = [[] for _ in self._keys]
        for summary in self._campaign.summaries():
            if summary.system in self._keys:  # a system no longer installed stays out of sight
                self._groups[self._keys.index(summary.system)].append(summary)

    # --- lookups ---------------------------------------------------------------------

    def _first_character_row(self, group_row: int) -> int:
        return 1 if self._keys[group_row] in self._gm_titles else 0

    def index_of_character(self, character_id: int) -> QModelIndex:
        for group_row, group in enumerate(self._groups):
            for row, summary in enumerate(group):
                if summary.id == character_id:
                    return self.createIndex(
                        row + self._first_character_row(group_row), 0, group_row
                    )
        return QModelIndex()

    def index_of_game_master(self, system: str) -> QModelIndex:
        if system not in self._gm_titles:
            return QModelIndex()
        return self.createIndex(0, 0, self._keys.index(system))

    def index_of_system(self, system: str) -> QModelIndex:
        return self.index(self._keys.index(system), 0)

    def summary(self, index: _Index) -> CharacterSummary | None:
        if not index.isValid() or index.internalId() == _NO_PARENT:
            return None
        row = index.row() - self._first_character_row(index.internalId())
        return self._groups[index.internalId()][row] if row >= 0 else None

    # --- QAbstractItemModel ------------------------------------------------------------

    def index(self, row: int, column: int, parent: _Index = _ROOT) -> QModelIndex:
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, _NO_PARENT) if row < len(self._keys) else QModelIndex()
        if parent.internalId() != _NO_PARENT or row >= self.rowCount(parent):
            return QModelIndex()
        return self.createIndex(row, 0, parent.row())

    def parent(self, index: _Index) -> QModelIndex:  # type: ignore[override]
        if not index.isValid() or index.internalId() == _NO_PARENT:
            return QModelIndex()
        return self.createIndex(index.internalId(), 0, _NO_PARENT)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        if not parent.isValid():
            return len(self._keys)
        if parent.internalId() == _NO_PARENT:
            return len(self._groups[parent.row()]) + self._first_character_row(parent.row())
        return 0

    def _gm_cards_title(self, system: str) -> str:
        """The GM row's name: a whole phrase per GM, as Czech declines the title
        ("Karty Koordinátora"), with the general phrase for a system added later."""
        titles = {
            "agents": self.tr("Coordinator's cards"),
            "founders": self.tr("Director's cards"),
        }
        return titles.get(system) or self.tr("{gm}'s cards").format(gm=self._gm_titles[system])

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if index.internalId() == _NO_PARENT:
            system = self._keys[index.row()]
            if role == Qt.ItemDataRole.DisplayRole:
                return f"{self._titles[system]} ({len(self._groups[index.row()])})"
            if role == SYSTEM_ROLE:
                return system
            return None
        system = self._keys[index.internalId()]
        summary = self.summary(index)
        if summary is None:  # the GM's row
            if role == Qt.ItemDataRole.DisplayRole:
                return self._gm_cards_title(system)
            if role in (SYSTEM_ROLE, GAME_MASTER_ROLE):
                return system
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setItalic(True)
                return font
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return summary.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return as_written(summary.name)
        if role == CHARACTER_ID_ROLE:
            return summary.id
        if role == SYSTEM_ROLE:
            return summary.system
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
