"""The Characters mode: the selected character's name, portrait and cards, edited in place.

Every change becomes a core command run through the controller, so it is saved
at once and can be undone; a refused change is explained on the page and the
widgets go back to what is stored.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.edits import (
    Changes,
    EditCharacter,
    RenameCharacter,
    SetPortrait,
    SetSystemDocument,
)
from deskapp.core.errors import UserError
from deskapp.core.records import NAME_LIMIT
from deskapp.core.store import CharacterRow
from deskapp.core.systems import document_of, spec
from deskapp.ui.controller import CampaignController
from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.editors.registry import Editors
from deskapp.ui.message_bar import MessageBar
from deskapp.ui.plain import plain_label, rich_label
from deskapp.ui.portrait import IMAGE_SUFFIXES, CropDialog, PortraitBox
from deskapp.ui.rule_ids import move_rule_ids_to_tooltips
from deskapp.ui.style import error_label_style


class CharacterPage(QWidget):
    """Header (name, portrait) over the editor of the character's rule system."""

    def __init__(
        self,
        controller: CampaignController,
        editors: Editors,
        system_titles: dict[str, str],
        gm_editors: Editors,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page_characters")
        self.controller = controller
        self.editors = editors
        self.system_titles = system_titles
        self.gm_editors = gm_editors
        self.row: CharacterRow | None = None
        self.character: Any = None
        self.game_master_system: str | None = None
        self.game_master_title = ""

        # The menu and its items in the words the menu bar shows them (the main window's).
        menu = QCoreApplication.translate("MainWindow", "&Character").replace("&", "")
        new_items = [
            QCoreApplication.translate("MainWindow", "New {system} Character").format(system=title)
            for title in system_titles.values()
        ]
        self.empty_hint = plain_label(
            "\n".join(
                [
                    self.tr(
                        "Choose a character on the left, or add one from the {menu} menu:"
                    ).format(menu=menu),
                    *new_items,
                ]
            ),
            self,
        )
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.demo_button = QPushButton(self.tr("Open the Demo Campaign"), self)
        self.demo_button.setObjectName("open_demo_button")
        self.demo_button.setToolTip(
            self.tr("A copy of the demo campaign, to try every rule system on its characters")
        )
        self.empty_page = QWidget(self)  # the hint; in an empty campaign, the demo's button
        empty_layout = QVBoxLayout(self.empty_page)
        empty_layout.addStretch(1)
        empty_layout.addWidget(self.empty_hint)
        empty_layout.addWidget(self.demo_button, 0, Qt.AlignmentFlag.AlignHCenter)
        empty_layout.addStretch(1)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("character_name")
        self.name_edit.setPlaceholderText(self.tr("A name is required"))
        self.name_edit.setMaxLength(NAME_LIMIT)
        self.name_edit.editingFinished.connect(self._rename)
        self.system_label = plain_label(self)
        self.problem = plain_label(self)
        self.problem.setObjectName("character_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(error_label_style())
        self.problem.hide()
        self.portrait = PortraitBox(self)
        self.portrait.file_chosen.connect(self.set_portrait_from_file)
        self.portrait.choose_requested.connect(self._choose_portrait_file)
        self.portrait.remove_requested.connect(self._remove_portrait)

        header_fields = QFormLayout()
        header_fields.addRow(self.tr("Name"), self.name_edit)
        header_fields.addRow(self.tr("System"), self.system_label)
        header_text = QVBoxLayout()
        header_text.addLayout(header_fields)
        header_text.addWidget(self.problem)
        header_text.addStretch(1)
        header = QHBoxLayout()
        header.addWidget(self.portrait)
        header.addLayout(header_text, 1)

        self.editor_stack = QStackedWidget(self)
        editors.on_built(self._add_editor)  # each built when its first character is shown
        scroll = self.sheet_scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.editor_stack)
        # Each character opens where the user left it (the top the first time), never at the
        # previous character's scroll position.
        self._scroll_positions: dict[int, int] = {}
        self._pending_scroll: int | None = None
        scroll.verticalScrollBar().rangeChanged.connect(self._apply_pending_scroll)

        self.sheet = QWidget(self)
        sheet_layout = QVBoxLayout(self.sheet)
        margins = sheet_layout.contentsMargins()  # no margin above and below: a small screen
        sheet_layout.setContentsMargins(margins.left(), 0, margins.right(), 0)  # needs the room
        sheet_layout.addLayout(header)
        sheet_layout.addWidget(scroll, 1)
        self.gm_title = rich_label(self)
        self.gm_title.setObjectName("game_master_title")
        self.gm_problem = plain_label(self)
        self.gm_problem.setWordWrap(True)
        self.gm_problem.setStyleSheet(error_label_style())
        self.gm_problem.hide()
        self.gm_stack = QStackedWidget(self)
        gm_editors.on_built(self._add_game_master_editor)
        gm_scroll = QScrollArea(self)
        gm_scroll.setWidgetResizable(True)
        gm_scroll.setWidget(self.gm_stack)
        self.gm_sheet = QWidget(self)
        gm_layout = QVBoxLayout(self.gm_sheet)
        gm_layout.addWidget(self.gm_title)
        gm_layout.addWidget(self.gm_problem)
        gm_layout.addWidget(gm_scroll, 1)

        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.empty_page)
        self.stack.addWidget(self.sheet)
        self.stack.addWidget(self.gm_sheet)
        # What Undo and Redo did, above whatever is shown: an undone edit may be one this
        # page does not show (a table option, another character), and must still be said.
        self.message = MessageBar(controller, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.message)
        layout.addWidget(self.stack)
        controller.changed.connect(self._campaign_changed)
        controller.opened.connect(self._campaign_opened)
        # The page opens empty: the demo's button only in a campaign with no characters (it
        # once showed beside a full demo campaign opened at start).
        self._show_empty_page()

    def _add_editor(self, editor: CharacterEditor) -> None:
        editor.edited.connect(self._editor_proposed)
        self.editor_stack.addWidget(editor)

    def _add_game_master_editor(self, editor: CharacterEditor) -> None:
        editor.edited.connect(self._game_master_proposed)
        self.gm_stack.addWidget(editor)

    def _campaign_opened(self, _campaign: object) -> None:
        self.show_character(None)

    # --- showing ---------------------------------------------------------------------

    def show_character(self, character_id: int | None) -> None:
        """Show a stored character (or nothing), as it is in the campaign now."""
        self.problem.hide()
        self.game_master_system = None
        leaving = self.row.id if self.row is not None else None
        if leaving is not None and leaving != character_id:
            self._scroll_positions[leaving] = self.sheet_scroll.verticalScrollBar().value()
        if character_id is None:
            self.row = self.character = None
            self._show_empty_page()
            return
        try:
            row = self.controller.campaign.character(character_id)
            character = spec(row.system).character_from_document(row.name, row.data)
        except UserError as error:
            self.row = self.character = None
            self._show_empty_page()
            self.empty_hint.setText(
                self.tr("This character cannot be shown: {problem}").format(problem=error)
            )
            return
        # The same character changed: its picture is decoded and scaled again only if new.
        kept = self.row is not None and leaving == row.id and self.row.portrait == row.portrait
        self.row, self.character = row, character
        self.name_edit.setText(row.name)
        self.system_label.setText(self.system_titles[row.system])
        if not kept:
            self.portrait.show_portrait(row.portrait)
        editor = self.editors.get(row.system)
        if editor is not None:
            editor.set_table_options(self.controller.campaign.options(row.system))
            editor.show_character(character)
            move_rule_ids_to_tooltips(editor)  # the words alone; their rules in the tooltips
            if self.editor_stack.currentWidget() is not editor:
                _show_only(self.editor_stack, editor)
        self.stack.setCurrentWidget(self.sheet)
        _lay_out_now()  # an editor built just now: sized before the first key reaches it
        if leaving != character_id:
            self._scroll_to(self._scroll_positions.get(character_id, 0))

    def _show_empty_page(self) -> None:
        self.stack.setCurrentWidget(self.empty_page)
        self.demo_button.setVisible(not self.controller.campaign.summaries())

    def _scroll_to(self, value: int) -> None:
        bar = self.sheet_scroll.verticalScrollBar()
        bar.setValue(value)
        # The new editor's height may come at the next layout: scroll once it has arrived.
        self._pending_scroll = value if bar.value() != value else None

    def _apply_pending_scroll(self, _minimum: int, maximum: int) -> None:
        if self._pending_scroll is not None and maximum >= self._pending_scroll:
            self.sheet_scroll.verticalScrollBar().setValue(self._pending_scroll)
            self._pending_scroll = None

    def show_game_master(self, system: str, title: str) -> None:
        """Show the GM's cards of a system, as they are in the campaign now."""
        self.row = self.character = None
        self.gm_problem.hide()
        editor = self.gm_editors.get(system)
        if editor is None:
            self.show_character(None)
            return
        try:
            stored = self.controller.campaign.game_master(system)
            model = spec(system).game_master_from_document(stored)
        except UserError as error:
            self.show_character(None)
            self.empty_hint.setText(
                self.tr("These cards cannot be shown: {problem}").format(problem=error)
            )
            return
        self.game_master_system, self.game_master_title = system, title
        self.gm_title.setText(f"<h2>{title}</h2>")
        editor.show_character(model)
        move_rule_ids_to_tooltips(editor)
        _show_only(self.gm_stack, editor)
        self.stack.setCurrentWidget(self.gm_sheet)
        _lay_out_now()

    def _reload(self) -> None:
        self.show_character(self.row.id if self.row else None)

    def _campaign_changed(self, changes: Changes) -> None:
        if self.game_master_system is not None:
            if changes.everything or self.game_master_system in changes.systems:
                self.show_game_master(self.game_master_system, self.game_master_title)
            return
        if self.row is None:
            if self.stack.currentWidget() is self.empty_page:
                self._show_empty_page()  # characters added or all removed: the button follows
            return
        if self.row.id in changes.removed:
            self.show_character(None)
        elif changes.everything:
            exists = any(
                summary.id == self.row.id for summary in self.controller.campaign.summaries()
            )
            self.show_character(self.row.id if exists else None)
        elif self.row.id in changes.characters or self.row.system in changes.systems:
            self.show_character(self.row.id)

    def show_problem(self, message: str) -> None:
        self.problem.setText(message)
        self.problem.show()

    # --- editing ---------------------------------------------------------------------

    def _run(self, command: Any) -> None:
        """Run an edit; a refused one is explained over what is stored, shown again."""
        system = self.game_master_system  # the GM's cards are shown, not a character
        problem = self.problem if system is None else self.gm_problem
        try:
            self.controller.execute(command)
        except UserError as error:
            if system is None:
                self._reload()
            else:
                self.show_game_master(system, self.game_master_title)
            problem.setText(str(error))
            problem.show()
            return
        problem.hide()

    def _rename(self) -> None:
        if self.row is None:
            return
        new = " ".join(self.name_edit.text().split())
        if new == self.row.name:
            return
        if not new:
            self.name_edit.setText(self.row.name)
            self.show_problem(self.tr("A character needs a name."))
            return
        self._run(RenameCharacter(self.row.id, self.row.name, new))

    def _editor_proposed(self, character: Any, description: str) -> None:
        if self.row is None:
            return
        self._run(EditCharacter(self.row.id, self.row.data, document_of(character), description))

    def _game_master_proposed(self, model: Any, description: str) -> None:
        system = self.game_master_system
        if system is None:
            return
        old = self.controller.campaign.game_master(system)
        self._run(SetSystemDocument(system, "game_master", old, model.to_json(), description))

    def _choose_portrait_file(self) -> None:
        patterns = " ".join(f"*{suffix}" for suffix in IMAGE_SUFFIXES)
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a Portrait"),
            "",
            self.tr("Pictures ({patterns})").format(patterns=patterns),
        )
        if path:
            self.set_portrait_from_file(Path(path))

    def set_portrait_from_file(self, path: Path) -> None:
        """Read a picture, let the user crop it, and store it as the portrait."""
        if self.row is None:
            return
        # Pillow is loaded with the first picture, not with the window.
        from deskapp.core.portraits import make_portrait, open_image  # noqa: PLC0415

        try:
            image = open_image(path)
        except UserError as error:
            self.show_problem(str(error))
            return
        crop = self.ask_crop(image)
        if crop is None:
            return
        try:
            portrait = make_portrait(image, crop)
        except UserError as error:
            self.show_problem(str(error))
            return
        self._run(SetPortrait(self.row.id, self.row.portrait, portrait.data))

    def ask_crop(self, image: Any) -> Any:
        dialog = CropDialog(image, self)
        return dialog.crop() if dialog.exec() == CropDialog.DialogCode.Accepted else None

    def _remove_portrait(self) -> None:
        if self.row is not None and self.row.portrait is not None:
            self._run(SetPortrait(self.row.id, self.row.portrait, None))


def _lay_out_now() -> None:
    """Do the layouts Qt would do at the next turn of the event loop, now: an editor built
    the first time it is shown has no size until then (its tabs would scroll, a Tab key
    would go where the scroll arrows are)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def _show_only(stack: QStackedWidget, page: QWidget) -> None:
    """Make ``page`` current and let only it count for the stack's size.

    A stack is otherwise as tall as its tallest page, so a short editor would
    scroll because a long one exists.
    """
    for index in range(stack.count()):
        other = stack.widget(index)
        assert other is not None  # index < count
        policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
        other.setSizePolicy(policy, policy)
    stack.setCurrentWidget(page)
    stack.adjustSize()
