"""The card preview dock: the selected character's cards as they will print, while editing them.

It draws with the export's own renderer (``preview_pdf``), at the card size,
ink and words of the Print page, so the preview and the printed card agree.
One card is drawn at a time, which takes a few milliseconds, so it is drawn
at once after each edit — and only while the dock is shown: it belongs to the
Characters mode and steps aside in the others, unless the user closed it.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QSettings
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.edits import Changes
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.ui.campaign_list import CHARACTER_ID_ROLE, GAME_MASTER_ROLE
from deskapp.ui.controller import CampaignController
from deskapp.ui.plain import plain_label
from deskapp.ui.print_preview import PdfPreview, describe_problem
from deskapp.ui.style import error_label_style

if TYPE_CHECKING:
    from deskapp.ui.print_options import PrintOptionsPanel
    from printables.specs import CardSpec

_WANTED = "card_preview/shown"


class CardPreviewDock(QDockWidget):
    """A choice of the current character's cards, and the chosen one drawn as it prints."""

    def __init__(
        self,
        controller: CampaignController,
        campaign_list: QAbstractItemView,
        pages: QStackedWidget,
        home: QWidget,
        print_options: Callable[[], PrintOptionsPanel],
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Card Preview"), parent)
        self.setObjectName("card_preview_dock")
        self.controller = controller
        self.pages = pages
        self.home = home
        # The Print page's card size, ink and language: the preview matches what it exports.
        # (Asked for when a card is drawn: the Print page is built the first time it is
        # needed, and whoever builds it connects its options' changes to ``options_changed``.)
        self._print_options = print_options
        self.settings = settings
        self.character_id: int | None = None
        self.game_master: str | None = None  # the system whose GM's cards are shown
        self.cards: list[CardSpec] = []
        # Whose cards the choice lists.
        self._listed_for: tuple[int | None, str | None] | None = None
        self._stale = True
        # Shown in the Characters mode unless the user closed it (remembered across runs).
        self._wanted = settings is None or bool(settings.value(_WANTED, True, type=bool))

        self.choice = QComboBox(self)
        self.choice.setObjectName("card_preview_choice")
        self.choice.currentIndexChanged.connect(self._draw)
        # One card, nothing to page through: Tab passes it by, from the editor to the header.
        self.preview = PdfPreview(self, page_spacing=0, tab_focus=False)
        self.warning = plain_label(self)
        self.warning.setObjectName("card_preview_warning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(error_label_style())
        self.warning.hide()
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.addWidget(self.choice)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.warning)
        self.setWidget(body)
        self.setMinimumWidth(200)

        campaign_list.selectionModel().currentChanged.connect(self._current_changed)
        controller.changed.connect(self._campaign_changed)
        controller.opened.connect(self._campaign_opened)
        pages.currentChanged.connect(self._mode_changed)
        self.toggleViewAction().triggered.connect(self._set_wanted)
        if not self._wanted:
            self.hide()

    def show_character(self, character_id: int | None, game_master: str | None = None) -> None:
        """Preview this stored character's cards, or a system's GM's (None: nothing chosen)."""
        self.character_id, self.game_master = character_id, game_master
        self._update()

    @property
    def print_options(self) -> PrintOptionsPanel:
        return self._print_options()

    def options_changed(self) -> None:
        """The Print page's card size, ink or language changed: draw again."""
        self._update()

    def refresh(self) -> None:
        """Read the character's cards again and draw the chosen one."""
        self._stale = False
        # After an edit, stay on the card being edited; another character starts at its first.
        shown = (self.character_id, self.game_master)
        chosen = self.choice.currentIndex() if self._listed_for == shown else 0
        self._listed_for = shown
        self.cards = []
        problem = self.tr("Choose a character to see its cards as they will print.")
        campaign = self.controller.campaign
        if self.character_id is not None and not campaign.has_character(self.character_id):
            self.character_id = None  # deleted: nothing to show, and no error about it
        if self.character_id is not None:
            # The printing code (ReportLab) is loaded with the first card shown, not with
            # the window: at launch no character is chosen yet.
            from deskapp.core.printing import character_cards  # noqa: PLC0415

            try:
                self.cards = character_cards(
                    campaign, self.character_id, self.print_options.labels()
                )
            except UserError as error:
                problem = str(error)
            else:
                problem = self.tr("This character has no cards to print yet.")
        elif self.game_master is not None:
            from deskapp.core.printing import campaign_cards, read_campaign  # noqa: PLC0415

            kinds = {
                kind.key for kind in systems.spec(self.game_master).card_kinds if kind.game_master
            }
            try:
                every = campaign_cards(
                    read_campaign(campaign), None, self.print_options.labels(), kinds=kinds
                )
                self.cards = [card.spec for card in every if not card.owner]
            except UserError as error:
                problem = str(error)
            else:
                problem = self.tr("The GM has no cards to print here yet.")
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItems([_choice_text(card) for card in self.cards])
        self.choice.setCurrentIndex(min(max(chosen, 0), len(self.cards) - 1))
        self.choice.blockSignals(False)
        self.choice.setVisible(bool(self.cards))  # never an empty, disabled list
        if self.cards:
            self._draw()
        else:
            self.preview.show_message(problem)
            self.warning.hide()

    def _draw(self) -> None:
        from printables.document import preview_pdf, render_pdf  # noqa: PLC0415
        from printables.preflight import SheetWarning  # noqa: PLC0415

        index = self.choice.currentIndex()
        if not 0 <= index < len(self.cards):
            return
        card = self.cards[index]
        self.warning.hide()
        try:
            options = self.print_options.print_options()
            self.preview.show_pdf(preview_pdf(card, options))
        except UserError as error:
            self.preview.show_message(str(error))
            return
        try:
            problems = [
                problem
                for problem in render_pdf([card], io.BytesIO(), options).problems
                if not isinstance(problem, SheetWarning)  # the Print page speaks of the sheet
            ]
        except UserError:
            return  # a card the page cannot hold: the Print page says so
        if problems:
            lines = [describe_problem(problem) for problem in problems]
            self.warning.setText("\n".join(line[:1].upper() + line[1:] for line in lines))
            self.warning.show()

    def _update(self) -> None:
        self._stale = True
        if self.isVisible():
            self.refresh()

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        character_id = current.data(CHARACTER_ID_ROLE)
        game_master = current.data(GAME_MASTER_ROLE)
        if (character_id, game_master) != (self.character_id, self.game_master):
            self.show_character(character_id, game_master)

    def _campaign_changed(self, changes: Changes) -> None:
        if (
            changes.everything
            or (self.game_master is not None and self.game_master in changes.systems)
            or self.character_id in changes.characters
            or (self.character_id is not None and changes.systems)  # table options
        ):
            self._update()

    def _campaign_opened(self, _campaign: object) -> None:
        self.show_character(None)

    def _mode_changed(self) -> None:
        self.setVisible(self._wanted and self.pages.currentWidget() is self.home)

    def _set_wanted(self, wanted: bool) -> None:
        self._wanted = wanted
        if self.settings is not None:
            self.settings.setValue(_WANTED, wanted)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._set_wanted(False)  # the user closed it: keep it closed until View brings it back
        super().closeEvent(event)


def _choice_text(card: CardSpec) -> str:
    """A card's title after the word its band prints, so a trait and a consequence differ."""
    from printables.specs import AspectCard, PlayingCard, card_title  # noqa: PLC0415

    if isinstance(card, PlayingCard):
        return card_title(card)
    kind = card.kind_word if isinstance(card, AspectCard) else card.kind
    return translate("CardPreviewDock", "{kind}: {title}").format(kind=kind, title=card_title(card))
