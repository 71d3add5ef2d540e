"""The main window: one window, three jobs — Characters · Print · Table."""

from __future__ import annotations

import logging
import re
from itertools import chain
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QSettings,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QCursor,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QListView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from deskapp import __version__
from deskapp.commands import load_json_file
from deskapp.core import i18n, systems
from deskapp.core.edits import AddCharacter, Changes, DeleteCharacter, ImportCharacters
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.store import EXTENSION, NewCharacter
from deskapp.core.store.locations import JSON, check_output, data_dir
from deskapp.core.systems import document_of
from deskapp.ui.actions import ActionRegistry
from deskapp.ui.campaign_list import (
    CHARACTER_ID_ROLE,
    CHARACTER_INDENT,
    GAME_MASTER_ROLE,
    CharacterListModel,
    system_titles,
)
from deskapp.ui.character_page import CharacterPage
from deskapp.ui.controller import CampaignController
from deskapp.ui.editors.lists import half_typed, type_again
from deskapp.ui.editors.registry import Editors
from deskapp.ui.i18n import LANGUAGE_KEY, install_language, native_keys
from deskapp.ui.icon import LICENCE
from deskapp.ui.message_bar import MessageBar
from deskapp.ui.plain import as_written
from deskapp.ui.print_card_dock import CardPreviewDock
from deskapp.ui.rule_ids import cited_rule, split_rule_ids
from deskapp.ui.wheel_guard import install_wheel_guard

if TYPE_CHECKING:
    from deskapp.ui.print_page import PrintPage
    from deskapp.ui.rules_reference import RulesReference
    from deskapp.ui.table.page import TablePage
    from deskapp.ui.table.table_view import TableViewWindow

CAMPAIGN_DOCK_KEY = "main_window/campaign_dock"  # shown outside Table mode, as the user left it
MODES = ("characters", "print", "table")
LOG = logging.getLogger(__name__)
Policy = QSizePolicy.Policy
MNEMONIC = re.compile(r"(?<!&)&([^&\s])")  # the letter after a single '&'


class MainWindow(QMainWindow):
    """The application window. Settings and the campaign controller are passed in."""

    replaced = Signal(object)
    """View → Language built a successor in the new language (the new window)."""

    def __init__(
        self, settings: QSettings, controller: CampaignController, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller = controller
        self.setObjectName("main_window")
        app = QApplication.instance()
        assert isinstance(app, QApplication)  # a window lives in a widgets application
        install_wheel_guard(app)  # the wheel scrolls pages, never an unchosen box
        self.named_actions = ActionRegistry(self)
        self.table_view: TableViewWindow | None = None
        self.successor: MainWindow | None = None  # the window View → Language built instead
        self._wanted_size: QSize | None = None  # the size asked for (see _honour_wanted_size)
        self.pages = QStackedWidget(self)
        self.pages.setObjectName("mode_pages")
        self.pages.currentChanged.connect(self._size_to_the_current_page)
        self.setCentralWidget(self.pages)
        self._add_actions()
        self._add_mode_pages()
        self._add_campaign_dock()
        self._add_menus_and_toolbar()
        self.statusBar().showMessage(self.tr("Ready"))
        controller.opened.connect(self._campaign_opened)
        controller.changed.connect(self._campaign_changed)
        # The controller says when its stack changed (every edit, undo, redo and switch);
        # the stack's own signals also fire while it is being destroyed.
        controller.changed.connect(self._update_undo_actions)
        controller.opened.connect(self._update_undo_actions)
        self._update_title()
        self._restore_settings()
        self._update_undo_actions()
        # Only the focused text field is watched (every event of the app would cost each key).
        app.focusChanged.connect(self._watch_focused_field)

    # --- building ------------------------------------------------------------------

    def _add_actions(self) -> None:
        add = self.named_actions.add
        add(
            "new_campaign",
            self.tr("&New Campaign…"),
            "Ctrl+N",
            self.tr("Create a new campaign file"),
        )
        add("open_campaign", self.tr("&Open Campaign…"), "Ctrl+O", self.tr("Open a campaign file"))
        add(
            "open_demo",
            self.tr("Open the &Demo Campaign"),
            tip=self.tr("A copy of the demo campaign, to try every rule system on its characters"),
        )
        add(
            "export_campaign",
            self.tr("&Export Campaign…"),
            tip=self.tr("Write the whole campaign to a JSON file"),
        )
        add(
            "import_characters",
            self.tr("&Import Characters…"),
            tip=self.tr("Add the characters of a JSON export"),
        )
        add("quit", self.tr("&Quit"), "Ctrl+Q", self.tr("Close Card Desk"))
        for key, title in system_titles().items():
            add(
                f"new_{key}",
                self.tr("New {system} Character").format(system=title),
                tip=self.tr("Add a character to the campaign"),
            )
        add(
            "delete_character",
            self.tr("&Delete Character"),
            "Del",
            self.tr("Remove the selected character (undoable)"),
            window_wide=False,  # Del in an editor's table must not delete the character
        )
        add(
            "export_character",
            self.tr("Export &Character…"),
            tip=self.tr("Write the selected character to a JSON file"),
        )
        add(
            "undo",
            self.tr("&Undo"),
            "Ctrl+Z",
            self.tr("Take back the last edit, or the last table action"),
        )
        add("redo", self.tr("&Redo"), "Ctrl+Shift+Z", self.tr("Do again what was undone"))
        add(
            "hide_private",
            self.tr("&Hide Private Cards"),
            "Esc",
            self.tr("Turn every private card face down"),
        )
        add(
            "mode_characters",
            self.tr("&Characters"),
            "Ctrl+1",
            self.tr("Characters and their cards, between sessions"),
            checkable=True,
        )
        add(
            "mode_print",
            self.tr("&Print"),
            "Ctrl+2",
            self.tr("Card sheets to print before a session"),
            checkable=True,
        )
        add(
            "mode_table",
            self.tr("&Table"),
            "Ctrl+3",
            self.tr("The deck, dice and score at the table"),
            checkable=True,
        )
        add(
            "table_view",
            self.tr("&Table View"),
            "F11",
            self.tr(
                "The table's public side, full screen and in large type, to read across the "
                "table or on a projector (never a private card)"
            ),
        )
        add(
            "full_screen",
            self.tr("&Full Screen"),
            "Ctrl+Shift+F",
            self.tr("Fill the screen with this window"),
            checkable=True,
        )
        add(
            "shortcuts",
            self.tr("&Keyboard Shortcuts"),
            "F1",
            self.tr("List every keyboard shortcut"),
        )
        add(
            "rules_reference",
            self.tr("&Rules Reference"),
            "Shift+F1",
            self.tr("How Card Desk reads the rules of the system in front of you"),
        )
        add("about", self.tr("&About Card Desk"), tip=self.tr("Version and purpose of Card Desk"))
        self.named_actions["rules_reference"].triggered.connect(self.open_rules_reference)
        self.named_actions["new_campaign"].triggered.connect(self.new_campaign)
        self.named_actions["open_campaign"].triggered.connect(self.open_campaign)
        self.named_actions["open_demo"].triggered.connect(self.open_demo)
        self.named_actions["quit"].triggered.connect(self.close)
        for name in ("undo", "redo"):
            self.named_actions[name].triggered.connect(
                lambda _checked=False, name=name: self.undo_or_redo(name)
            )
        self.named_actions["export_campaign"].triggered.connect(self.export_campaign)
        self.named_actions["import_characters"].triggered.connect(self.import_characters)
        for key in system_titles():
            self.named_actions[f"new_{key}"].triggered.connect(
                lambda _checked=False, key=key: self.new_character(key)
            )
        self.named_actions["delete_character"].triggered.connect(self.delete_character)
        self.named_actions["export_character"].triggered.connect(self.export_character)
        self.named_actions["full_screen"].toggled.connect(self._set_full_screen)
        self.named_actions["table_view"].triggered.connect(self.toggle_table_view)
        self.named_actions["shortcuts"].triggered.connect(self.show_shortcuts)
        self.named_actions["about"].triggered.connect(self.show_about)
        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        for mode in MODES:
            action = self.named_actions[f"mode_{mode}"]
            self.mode_group.addAction(action)
            action.triggered.connect(lambda _checked=False, mode=mode: self.set_mode(mode))

    def _add_mode_pages(self) -> None:
        self.character_page = CharacterPage(
            self.controller,
            Editors(self),
            system_titles(),
            Editors(self, "GM_EDITOR"),
            self.pages,
        )
        self.character_page.demo_button.clicked.connect(self.open_demo)
        self.pages.addWidget(self.character_page)
        # The Print page (the PDF engine, ReportLab and PDFium) and the Table page (every
        # system's play screen) are built when first needed: they are most of the window's
        # cost, and a launch into Characters mode needs neither. A stand-in holds each place.
        self._print_page: PrintPage | None = None
        self._table_page: TablePage | None = None
        for _mode in MODES[1:]:
            self.pages.addWidget(QWidget(self.pages))

    def _put_in_place(self, mode: str, page: QWidget) -> None:
        """A page built late takes its mode's place from the stand-in."""
        stand_in = self.pages.widget(MODES.index(mode))
        assert stand_in is not None  # every mode has its page or stand-in
        self.pages.insertWidget(MODES.index(mode), page)
        self.pages.removeWidget(stand_in)
        stand_in.deleteLater()

    def _size_to_the_current_page(self) -> None:
        """Only the page shown sets the window's minimum size, not every page built.

        A stack is as wide as its widest page: the Print page (about 900 px in French), built
        for the card preview, squeezed the campaign list beside the Characters page. (The
        Table page, built as its mode is shown, lays itself out as the page shown.)"""
        current = self.pages.currentWidget()
        for index in range(self.pages.count()):
            page = self.pages.widget(index)
            assert page is not None  # within the count
            policy = Policy.Preferred if page is current else Policy.Ignored
            page.setSizePolicy(policy, policy)

    @property
    def print_page(self) -> PrintPage:
        """The Print page, built the first time it is asked for (Print mode, a card preview)."""
        if self._print_page is None:
            from deskapp.ui.print_page import PrintPage  # noqa: PLC0415 (built on first use)

            page = PrintPage(self.controller, system_titles(), self.settings, self.pages)
            self._put_in_place("print", page)
            page.options.changed.connect(self.card_preview_dock.options_changed)
            self._print_page = page
            self._size_to_the_current_page()  # built for the card preview: the page shown rules
        return self._print_page

    @property
    def table_page(self) -> TablePage:
        """The Table page, built the first time it is asked for (Table mode shown)."""
        if self._table_page is None:
            from deskapp.ui.table.page import TablePage  # noqa: PLC0415 (built on first use)

            # Built without a parent, put in place once built: a page whose building failed (a
            # damaged campaign file) goes with its Python object, not left half-made in the window.
            page = TablePage(self.controller, system_titles(), None, self.settings)
            self._put_in_place("table", page)
            page.session_changed.connect(self._update_undo_actions)
            page.message.latest_changed.connect(self._update_undo_actions)
            self.named_actions["hide_private"].triggered.connect(page.hide_private)
            self._table_page = page
        return self._table_page

    def _add_campaign_dock(self) -> None:
        self.character_model = CharacterListModel(self.controller.campaign, self)
        # A list, not a tree: Qt's tree lays out every row again when one is inserted (5 ms
        # at 10,000 characters); a list of rows of one height takes it in a fraction of that.
        self.campaign_list = QListView(self)
        self.campaign_list.setObjectName("campaign_list")
        self.campaign_list.setModel(self.character_model)
        self.campaign_list.setUniformItemSizes(True)
        self.campaign_list.selectionModel().currentChanged.connect(self._list_current_changed)
        self.campaign_list.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        # Never squeezed past legible names (nor restored so): the page beside it gives way.
        metrics = self.campaign_list.fontMetrics()
        indent = 2 * CHARACTER_INDENT + 2 * self.campaign_list.frameWidth()
        self.campaign_list.setMinimumWidth(metrics.horizontalAdvance("x" * 20) + indent)
        self.campaign_dock = QDockWidget(self.tr("Campaign"), self)
        self.campaign_dock.setObjectName("campaign_dock")
        self.campaign_dock.setWidget(self.campaign_list)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.campaign_dock)
        self._campaign_dock_was_visible = True
        self.card_preview_dock = CardPreviewDock(
            self.controller,
            self.campaign_list,
            self.pages,
            self.character_page,
            lambda: self.print_page.options,
            self.settings,
            self,
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.card_preview_dock)

    def _add_menus_and_toolbar(self) -> None:
        menus = self.menuBar()
        file_menu = menus.addMenu(self.tr("&File"))
        file_menu.addAction(self.named_actions["new_campaign"])
        file_menu.addAction(self.named_actions["open_campaign"])
        self.recent_menu = QMenu(self.tr("Open &Recent"), self)
        self.recent_menu.setObjectName("recent_menu")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addMenu(self.recent_menu)
        file_menu.addAction(self.named_actions["open_demo"])
        file_menu.addSeparator()
        file_menu.addAction(self.named_actions["import_characters"])
        file_menu.addAction(self.named_actions["export_campaign"])
        file_menu.addSeparator()
        file_menu.addAction(self.named_actions["quit"])
        edit_menu = menus.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.named_actions["undo"])
        edit_menu.addAction(self.named_actions["redo"])
        character_menu = menus.addMenu(self.tr("&Character"))
        for key in system_titles():
            character_menu.addAction(self.named_actions[f"new_{key}"])
            self.campaign_list.addAction(self.named_actions[f"new_{key}"])
        character_menu.addSeparator()
        for name in ("delete_character", "export_character"):
            character_menu.addAction(self.named_actions[name])
            self.campaign_list.addAction(self.named_actions[name])
        _give_mnemonics(
            character_menu,
            {self.named_actions[f"new_{key}"]: title for key, title in system_titles().items()},
        )
        view_menu = menus.addMenu(self.tr("&View"))
        for mode in MODES:
            view_menu.addAction(self.named_actions[f"mode_{mode}"])
        view_menu.addSeparator()
        view_menu.addAction(self.campaign_dock.toggleViewAction())
        view_menu.addAction(self.card_preview_dock.toggleViewAction())
        view_menu.addAction(self.named_actions["table_view"])
        view_menu.addAction(self.named_actions["full_screen"])
        view_menu.addSeparator()
        self.language_menu = view_menu.addMenu(self.tr("&Language"))
        self.language_menu.setObjectName("language_menu")
        languages = QActionGroup(self)
        for code, name in i18n.LANGUAGES.items():
            action = self.language_menu.addAction(name)  # each language named in itself
            action.setObjectName(f"language_{code}")
            action.setCheckable(True)
            action.setChecked(code == i18n.current_language())
            languages.addAction(action)
            action.triggered.connect(lambda _checked=False, code=code: self.switch_language(code))
        help_menu = menus.addMenu(self.tr("&Help"))
        help_menu.addAction(self.named_actions["shortcuts"])
        help_menu.addAction(self.named_actions["rules_reference"])
        help_menu.addAction(self.named_actions["about"])

        self.mode_bar = QToolBar(self.tr("Mode"), self)
        self.mode_bar.setObjectName("mode_bar")
        self.mode_bar.setMovable(False)
        self.mode_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for mode in MODES:
            self.mode_bar.addAction(self.named_actions[f"mode_{mode}"])
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.mode_bar)

    # --- campaign files ------------------------------------------------------------

    def new_campaign(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("New Campaign"), str(self.controller.path.parent), self._file_filter()
        )
        if path:
            path = path if path.endswith(EXTENSION) else path + EXTENSION
            if Path(path).exists():
                self.show_error(
                    self.tr("{path} already exists: open it, or choose another name.").format(
                        path=path
                    )
                )
                return
            self.switch_campaign(Path(path))

    def open_campaign(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Campaign"), str(self.controller.path.parent), self._file_filter()
        )
        if path:
            self.switch_campaign(Path(path))

    def open_demo(self) -> bool:
        """A new copy of the demo campaign beside the default campaign, opened (an earlier
        copy is kept); said clearly when the folder cannot be written."""
        # Here, not at the top: the demo draws its portraits with Pillow, which a start never loads.
        from deskapp.core.demo import create_demo, free_demo_path  # noqa: PLC0415

        folder = data_dir()  # where a first start makes the user's campaign
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = free_demo_path(folder)
            create_demo(path)
        except (OSError, UserError) as error:
            self.show_error(
                self.tr("The demo campaign cannot be written to {folder}: {problem}").format(
                    folder=folder, problem=error
                )
            )
            return False
        return self.switch_campaign(path)

    def switch_campaign(self, path: Path) -> bool:
        try:
            self.controller.switch_to(path)
        except UserError as error:
            self.show_error(str(error))
            return False
        for notice in self.controller.campaign.notices:  # a leftover log set aside …
            self.show_error(notice)
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        current = self.controller.path.resolve()
        paths = [path for path in self.controller.recent.paths() if path != current]
        for path in paths:
            action = self.recent_menu.addAction(path.stem)
            action.setToolTip(as_written(str(path)))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _checked=False, path=path: self.switch_campaign(path))
        if not paths:
            self.recent_menu.addAction(self.tr("No other recent campaigns")).setEnabled(False)

    def _file_filter(self) -> str:
        return self.tr("Card Desk campaigns (*{extension})").format(extension=EXTENSION)

    def _campaign_opened(self, _campaign: object) -> None:
        self.character_model.set_campaign(self.controller.campaign)
        self._update_title()
        self.statusBar().showMessage(
            self.tr("Opened {path}").format(path=self.controller.path), 5000
        )

    def _campaign_changed(self, changes: Changes) -> None:
        """The list shows what the edit changed: a row inserted, removed or renamed keeps the
        others and the selection as they were (a removed character leaves nothing chosen,
        not its neighbour); only a change too wide to name reads every row."""
        if not changes.everything:
            current = self.selected_character_id()
            if current in changes.removed:
                self.campaign_list.selectionModel().clear()
            self.character_model.apply(changes)
            return
        current = self.selected_character_id()
        game_master = self.campaign_list.currentIndex().data(GAME_MASTER_ROLE)
        self.character_model.reload()
        if current is not None:
            self.select_character(current)
        elif game_master is not None:
            self.campaign_list.setCurrentIndex(
                self.character_model.index_of_game_master(game_master)
            )

    # --- undo and redo: the campaign's edits, or the table's actions in Table mode -------

    def _table_in_play(self) -> TablePage | None:
        """The Table page, in Table mode: Undo and Redo are its session's actions, or the
        campaign edit its message band says (Update Sheets) or undid, while that edit is the
        last thing done on the page."""
        return self._table_page if self.mode == "table" else None

    def undo_or_redo(self, name: str) -> None:
        """Edit → Undo (``name`` "undo") or Redo ("redo"): the band's edit, the table's
        action in Table mode, else the campaign's last edit."""
        redo = name == "redo"
        page = self._table_in_play()
        if page is not None and (
            page.message.latest_redo() if redo else page.message.latest_undo()
        ):
            page.message.redo() if redo else page.message.undo()
        elif page is not None and page.session_screen is not None:
            page.session_screen.perform({"do": name})
        else:
            stack = self.controller.undo_stack
            if stack.canRedo() if redo else stack.canUndo():
                what = stack.redoText() if redo else stack.undoText()
                stack.redo() if redo else stack.undo()
                words = self.tr("Redone: {what}") if redo else self.tr("Undone: {what}")
                self._say_what_the_stack_did(words.format(what=what))
        self._update_undo_actions()  # the stack moves its index only after the edit's signal

    def _say_what_the_stack_did(self, words: str) -> None:
        """Undo and Redo say what they did where the eye is, on every page: one Ctrl+Z
        too many on the Characters page once silently undid a table option set on the
        Table page (review r30c)."""
        bar = getattr(self.pages.currentWidget(), "message", None)
        if isinstance(bar, MessageBar) and bar.controller is self.controller:
            bar.stack_moved(words)
            # The status line may still offer the undone edit's "Ctrl+Z takes it back".
            self.statusBar().clearMessage()
        else:
            self.statusBar().showMessage(words, 10000)

    def _watch_focused_field(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None and _text_field(old) is not None:
            old.removeEventFilter(self)
        if new is not None and _text_field(new) is not None and self.isAncestorOf(new):
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Z in a field with nothing of its own to undo is the window's Undo.

        A text field or number box keeps Ctrl+Z for its own typing; right after a button
        (New scene, a roll …) the focus often sits in one that has nothing typed, and the
        key must then take back the last action, as Edit → Undo does."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            pressed = QKeySequence(event.keyCombination())
            for name, key in (
                ("undo", QKeySequence.StandardKey.Undo),
                ("redo", QKeySequence.StandardKey.Redo),
            ):
                if (
                    pressed in QKeySequence.keyBindings(key)
                    or pressed == self.named_actions[name].shortcut()
                ):
                    field = _text_field(watched)
                    if field is not None and not (
                        field.isUndoAvailable() if name == "undo" else field.isRedoAvailable()
                    ):
                        event.ignore()
                        return True  # not overridden: the window's shortcut runs
        return super().eventFilter(watched, event)

    def _update_undo_actions(self, *_: object) -> None:
        stack = self.controller.undo_stack
        page = self._table_in_play()
        if page is not None and (screen := page.session_screen) is not None:
            undo_text, redo_text = screen.undo_text(), screen.redo_text()
            if page.message.latest_undo():
                undo_text = stack.undoText()
            if page.message.latest_redo():
                redo_text = stack.redoText()
        else:
            undo_text = stack.undoText() if stack.canUndo() else None
            redo_text = stack.redoText() if stack.canRedo() else None
        for name, text, label in (
            ("undo", undo_text, self.tr("&Undo")),
            ("redo", redo_text, self.tr("&Redo")),
        ):
            action = self.named_actions[name]
            action.setEnabled(text is not None)
            # "Undo" and what it undoes as the language joins them ("Annuler : Renommer …"),
            # without the rule IDs a history line cites (the tooltip keeps them).
            what = _menu_text(split_rule_ids(text)[0]) if text else ""
            action.setText(
                self.tr("{undo} {what}").format(undo=label, what=what) if text else label
            )
            action.setToolTip(as_written(text or ""))

    # --- characters --------------------------------------------------------------------

    def selected_character_id(self) -> int | None:
        return self.campaign_list.currentIndex().data(CHARACTER_ID_ROLE)

    def select_character(self, character_id: int) -> None:
        index = self.character_model.index_of_character(character_id)
        if index.isValid():
            self.campaign_list.setCurrentIndex(index)

    def _list_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        character_id = current.data(CHARACTER_ID_ROLE)
        self.named_actions["delete_character"].setEnabled(character_id is not None)
        self.named_actions["export_character"].setEnabled(character_id is not None)
        game_master = current.data(GAME_MASTER_ROLE)
        if game_master is not None:
            if game_master != self.character_page.game_master_system:
                self.character_page.show_game_master(game_master, current.data())
        elif character_id != (self.character_page.row.id if self.character_page.row else None):
            self.character_page.show_character(character_id)

    def new_character(self, system: str) -> None:
        title = system_titles()[system]
        base = self.tr("New {system} character").format(system=title.lower())
        # Tried one by one, an index look-up each: a tuple of all of them made 10,000 names
        # at every New in a large campaign.
        candidates = chain((base,), (f"{base} {number}" for number in range(2, 10_000)))
        name = next(c for c in candidates if not self.controller.campaign.name_taken(c))
        spec = systems.spec(system)
        first: tuple[str, ...] = ()
        if spec.first_card is not None:
            dialog = QInputDialog(self)
            dialog.setObjectName("first_card_dialog")
            dialog.setWindowTitle(self.named_actions[f"new_{system}"].iconText())
            dialog.setLabelText(translate("Systems", spec.first_card))
            if not dialog.exec() or not dialog.textValue().strip():
                return
            first = (dialog.textValue().strip(),)
        try:
            character = spec.blank_character(name, *first)
            command = AddCharacter(NewCharacter(system, name, document_of(character)))
            self.controller.execute(command)
        except UserError as error:
            self.show_error(str(error))
            return
        assert command.character_id is not None
        self.select_character(command.character_id)
        self.set_mode("characters")
        self.character_page.name_edit.setFocus()
        self.character_page.name_edit.selectAll()

    def delete_character(self) -> None:
        character_id = self.selected_character_id()
        if character_id is None:
            return
        name = self.controller.campaign.character(character_id).name
        self.controller.execute(DeleteCharacter(character_id, name))
        self.statusBar().showMessage(
            self.tr("Deleted {name} — Ctrl+Z brings it back").format(name=name), 8000
        )

    def export_campaign(self) -> None:
        from deskapp.core.exchange import export_campaign  # noqa: PLC0415 (loaded when used)

        left_out: list[str] = []
        self._export(export_campaign(self.controller.campaign, left_out), self.controller.path.stem)
        for line in left_out:  # a damaged play session, named
            self.show_error(line)

    def export_character(self) -> None:
        character_id = self.selected_character_id()
        if character_id is not None:
            from deskapp.core.exchange import export_character  # noqa: PLC0415

            document = export_character(self.controller.campaign, character_id)
            self._export(document, document["characters"][0]["name"])

    def _export(self, document: dict, suggested_name: str) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export"),
            str(self.controller.path.parent / f"{suggested_name}.json"),
            self.tr("JSON files (*.json)"),
        )
        if not path:
            return
        try:
            check_output(Path(path), JSON, self.controller.path)
        except UserError as error:
            self.show_error(str(error))
            return
        from deskapp.core.exchange import write_export  # noqa: PLC0415

        try:
            write_export(document, Path(path))
        except OSError as error:
            self.show_error(
                self.tr("Cannot write {path}: {problem}").format(path=path, problem=error.strerror)
            )
            return
        self.statusBar().showMessage(self.tr("Exported to {path}").format(path=path), 5000)

    def import_characters(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import Characters"),
            str(self.controller.path.parent),
            self.tr("JSON files (*.json)"),
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """Add a JSON export's characters; the whole file or nothing (one undo step)."""
        from deskapp.core.exchange import (  # noqa: PLC0415 (loaded when used)
            check_import,
            imported_words,
        )

        try:
            checked = check_import(load_json_file(path))
            command = ImportCharacters(checked)
            self.controller.execute(command)
        except UserError as error:
            self.show_error(str(error))
            return False
        self.statusBar().showMessage(
            self.tr("Imported {what}").format(what=imported_words(checked)), 5000
        )
        return True

    def _update_title(self) -> None:
        self.setWindowTitle(
            self.tr("{campaign} — Card Desk").format(campaign=self.controller.path.stem)
        )

    def show_error(self, message: str) -> None:
        QMessageBox.warning(self, self.tr("Card Desk"), as_written(message))

    # --- behaviour -----------------------------------------------------------------

    def open_rules_reference(self) -> RulesReference:
        """Help → Rules reference, at the rule the widget under the pointer (or with the
        focus) cites in its tooltip, else at the system of the screen in front of the user."""
        from deskapp.ui.rules_reference import (  # noqa: PLC0415 (loaded when first opened)
            open_rules_reference,
            referenced,
            system_of,
        )

        rule_id = cited_rule(QApplication.widgetAt(QCursor.pos()), self.focusWidget())
        files = referenced()
        system = next(iter(files))
        cited_system = system_of(rule_id) if rule_id is not None else None
        if cited_system is not None:
            system = cited_system
        elif self.mode == "table" and self.table_page.system in files:
            system = self.table_page.system
        elif self.character_page.row is not None and self.character_page.row.system in files:
            system = self.character_page.row.system
        elif self.character_page.game_master_system in files:
            system = self.character_page.game_master_system or system
        return open_rules_reference(self, system, rule_id)

    @property
    def mode(self) -> str:
        return MODES[self.pages.currentIndex()]

    def set_mode(self, mode: str) -> None:
        # Built before anything changes: a page that cannot be built leaves the window as it was.
        if mode == "table":
            self.table_page  # noqa: B018 (built before it is shown)
        elif mode == "print":
            self.print_page  # noqa: B018 (built before it is shown)
        leaving_table = self.mode == "table" and mode != "table"
        if mode == "table" and self.mode != "table":
            # The table needs the width; the campaign list is for the other two jobs. (Hidden
            # by the user, not merely not shown yet: the window may not be on screen yet.)
            self._campaign_dock_was_visible = not self.campaign_dock.isHidden()
            self.campaign_dock.hide()
        self.pages.setCurrentIndex(MODES.index(mode))
        if leaving_table:
            self.campaign_dock.setVisible(self._campaign_dock_was_visible)
        self.named_actions[f"mode_{mode}"].setChecked(True)
        self._update_undo_actions()  # Undo means the table's actions in Table mode

    def toggle_table_view(self) -> None:
        """F11: open the table view of the session in play (or close it)."""
        if self.table_view is not None and self.table_view.isVisible():
            self.table_view.close()
            return
        if self._table_page is None or self._table_page.session is None:
            self.statusBar().showMessage(
                self.tr("Open a session in Table mode first: the table view shows its table."),
                5000,
            )
            return
        if self.table_view is None:
            from deskapp.ui.table.table_view import TableViewWindow  # noqa: PLC0415 (late)

            self.table_view = TableViewWindow(self)
            self.table_page.session_changed.connect(self._update_table_view)
        self.table_view.show_page(self.table_page)
        self.table_view.showFullScreen()

    def _update_table_view(self) -> None:
        """The table changed: the view follows it while it is shown (F11 fills it afresh)."""
        if self.table_view is not None and self.table_view.isVisible():
            self.table_view.show_page(self.table_page)

    def _set_full_screen(self, full: bool) -> None:
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def show_shortcuts(self) -> None:
        from deskapp.ui.table.page import screen_classes  # noqa: PLC0415 (the page is built late)

        def keys_of(keys_shown: list[str]) -> list[tuple[str, str]]:
            return [
                (translate("TableKeys", text), native_keys(keys))  # the systems mark their texts
                for system in keys_shown  # their keys, without building the screens
                for text, keys in screens[system].KEYS
            ]

        screens = screen_classes()
        playing = self._table_page.system if self._table_page is not None else None
        if self.mode == "table" and playing in screens:
            # At the table, the keys of the game being played first: a laptop's screen may not
            # hold the whole list.
            others = [system for system in screens if system != playing]
            shortcuts = [*keys_of([playing]), *self.named_actions.shortcuts(), *keys_of(others)]
        else:
            shortcuts = [*self.named_actions.shortcuts(), *keys_of(list(screens))]
        ShortcutsDialog(shortcuts, self).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Card Desk"),
            self.tr(
                "<h3>Card Desk {version}</h3><p>A desktop companion for role-playing groups "
                "who play around a real table with real cards and dice.</p>"
                "<p>Free software under the {licence} licence: use, copy, change and share it.</p>"
            ).format(version=__version__, licence=LICENCE),
        )

    def _restore_settings(self) -> None:
        geometry = self.settings.value("main_window/geometry")
        restored = isinstance(geometry, QByteArray) and not geometry.isEmpty()
        if restored:
            self.restoreGeometry(geometry)
        self._fit_the_screen(first=not restored)
        state = self.settings.value("main_window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        else:
            # Wide enough for "Coordinator's cards" and a character's full name.
            self.resizeDocks([self.campaign_dock], [260], Qt.Orientation.Horizontal)
        mode = self.settings.value("main_window/mode", MODES[0])
        # The state saved in Table mode has the campaign list hidden (Table mode hides it):
        # whether the user wants it is kept apart. Settings from before that was kept: shown.
        shown = self.settings.value(CAMPAIGN_DOCK_KEY)
        if shown is None and mode == "table":
            shown = True
        if shown is not None:
            self.campaign_dock.setVisible(shown in (True, "true"))
        self._restore_mode(mode if mode in MODES else MODES[0])

    def _restore_mode(self, mode: str) -> None:
        """The mode the app was left in, and in Table mode its last session, reopened now.

        Whatever is in the campaign file, the window opens: if the mode or the session cannot
        be restored, the Characters page opens instead and the status bar says why; the
        session is set aside, so the next start does not meet it again."""
        try:
            self.set_mode(mode)
            problem = self.table_page.reopen_last_session() if mode == "table" else None
            if problem is None:
                return
            words = self.tr(
                "The last play session could not be reopened and was set aside: {problem}"
            ).format(problem=problem)
        except Exception as error:  # whatever the file holds, the window opens
            LOG.exception("the %s mode could not be restored", mode)
            words = self.tr(
                "The mode Card Desk was left in could not be restored ({problem}): here are "
                "the characters"
            ).format(problem=f"{type(error).__name__}: {error}")
        self.set_mode(MODES[0])
        self.settings.setValue("main_window/mode", MODES[0])
        self.statusBar().showMessage(words)

    def _fit_the_screen(self, first: bool) -> None:
        """A remembered size larger than the screen the window opens on (another monitor's,
        a squeezed page's) is brought back within it; the first start (``first``) fills most
        of the screen (a laptop's 1366×768 nearly all of it)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            if first:
                self.resize(1280, 760)
            return
        area = screen.availableGeometry()
        if first:
            width = min(area.width(), max(1100, int(area.width() * 0.9)))
            height = min(area.height(), max(700, int(area.height() * 0.9)))
            self.resize(width, height)
        elif self.width() <= area.width() and self.height() <= area.height():
            return
        else:
            self.resize(self.size().boundedTo(area.size()))
        self.move(area.center() - self.rect().center())

    def save_settings(self) -> None:
        if self._table_page is not None:  # a page never built has nothing to remember
            self._table_page.save_settings()
        self.settings.setValue("main_window/geometry", self.saveGeometry())
        self.settings.setValue("main_window/state", self.saveState())
        self.settings.setValue("main_window/mode", self.mode)
        self.settings.setValue(
            CAMPAIGN_DOCK_KEY,
            self._campaign_dock_was_visible
            if self.mode == "table"
            else not self.campaign_dock.isHidden(),
        )
        self.settings.sync()

    # --- the size asked for ---------------------------------------------------------------

    def resize(self, *size: Any) -> None:
        super().resize(*size)
        self._wanted_size = QSize(*size) if len(size) == 2 else QSize(size[0])

    def setVisible(self, visible: bool) -> None:
        if visible and not self.isVisible():
            self._wanted_size = self.size()  # set or restored before the window shows
        super().setVisible(visible)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.spontaneous():  # the user drew the window to this size
            self._wanted_size = event.size()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._honour_wanted_size()
        return handled

    def _honour_wanted_size(self) -> None:
        """Back to the size asked for, as far as the window's minimum now allows.

        Qt grows a window to the minimum of a page's first layout (the Table page built on
        the first switch to Table mode is about 1,200 px wide in French) and never shrinks
        it when the minimum drops once every label is laid out: a window asked for at
        1,100 px stayed wider than its screen."""
        wanted = self._wanted_size
        if (
            wanted is None
            or not self.isVisible()
            or self.windowState() != Qt.WindowState.WindowNoState
        ):
            return
        size = wanted.expandedTo(self.minimumSize())
        if size.width() < self.width() or size.height() < self.height():
            super().resize(size.boundedTo(self.size()).expandedTo(self.minimumSize()))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_settings()
        super().closeEvent(event)

    def switch_language(self, language: str) -> MainWindow:
        """View → Language: speak ``language`` now and from now on.

        Every text is set as a widget is built, so the window is built again in the new
        language where this one stood — same campaign, mode, character, table system and
        session (sessions live in the campaign file; private cards come back face down), what
        is typed in a list's new-item field, and what its screen was composing
        (:meth:`SessionScreen.composing`) — and this one closes. Returns the new window
        (``replaced`` tells the app)."""
        if language == i18n.current_language():
            return self
        self.settings.setValue(LANGUAGE_KEY, language)
        character_id = self.selected_character_id()
        typed = half_typed(self.character_page)  # a list's new item, not added yet
        page = self._table_page
        table_system = page.system if page is not None else None
        session = page.session if page is not None else None
        screen = page.session_screen if page is not None else None
        composing = screen.composing() if screen is not None else None
        table_view_shown = self.table_view is not None and self.table_view.isVisible()
        self.save_settings()
        install_language(language)
        successor = MainWindow(self.settings, self.controller)
        if character_id is not None:
            successor.select_character(character_id)
        type_again(successor.character_page, typed)
        if table_system is not None and successor.mode == "table":
            box = successor.table_page.system_box
            box.setCurrentIndex(box.findData(table_system))
            if session is not None and session.driver.SYSTEM == table_system:
                successor.table_page.resume(session.session_id)  # the one open, not the last
                again = successor.table_page.session_screen
                if composing is not None and again is not None:
                    again.resume_composing(composing)  # the test being set up, not lost
        # Where this one stood, as it stood (settings may squeeze a restored size to a screen).
        successor.setGeometry(self.normalGeometry())
        successor.setWindowState(self.windowState())
        if self.table_view is not None:
            self.table_view.close()  # a child of this window: it goes with it
        successor.show()
        # The keys go on to the new window: a window manager activates a new window itself,
        # but not every desktop does (a review without one found F11 and Ctrl+Z dead until a
        # click), and the window the keys went to is about to go.
        successor.activateWindow()
        if table_view_shown:
            successor.toggle_table_view()
        self.successor = successor
        self.replaced.emit(successor)
        self.hide()
        self.deleteLater()
        return successor


class ShortcutsDialog(QDialog):
    """Every keyboard shortcut: the action registry's, then each play screen's own keys."""

    def __init__(self, shortcuts: list[tuple[str, str]], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.table = QTableWidget(len(shortcuts), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Shortcut")])
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (text, keys) in enumerate(shortcuts):
            self.table.setItem(row, 0, QTableWidgetItem(text))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        # As large as the list (the play screens' key texts are long, in French longer still),
        # within the screen: it scrolls only when the screen is too small for it.
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        frame, margins = 2 * self.table.frameWidth(), layout.contentsMargins()
        width = self.table.horizontalHeader().length() + frame + margins.left() + margins.right()
        width += self.table.verticalScrollBar().sizeHint().width()  # should it scroll after all
        height = self.table.verticalHeader().length() + self.table.horizontalHeader().height()
        height += frame + buttons.sizeHint().height() + margins.top() + margins.bottom()
        height += layout.spacing() + 2
        room = parent.screen().availableGeometry().adjusted(0, 0, -40, -40)  # the title bar
        self.resize(min(max(width, 520), room.width()), min(height, room.height()))


def _give_mnemonics(menu: QMenu, titles: dict[QAction, str]) -> None:
    """A mnemonic for each action, on the first letter of its system's title (``titles``) no
    other item of ``menu`` uses: the titles change with the language, so no translation can
    place these ("Nová postava – &Agenti", "Nouveau personnage – &Fondateurs")."""
    taken = {
        found.group(1).casefold()
        for item in menu.actions()
        if (found := MNEMONIC.search(item.text()))
    }
    for action, title in titles.items():
        text = action.text()
        start = text.find(title)
        for index in range(max(start, 0), len(text)):
            letter = text[index]
            if letter.isalpha() and letter.casefold() not in taken:
                taken.add(letter.casefold())
                action.setText(f"{text[:index]}&{text[index:]}")
                break


def _text_field(widget: QObject) -> QLineEdit | None:
    """The line edit a key goes to: the widget itself, or a number box's."""
    if isinstance(widget, QLineEdit):
        return widget
    if isinstance(widget, QAbstractSpinBox):
        return widget.lineEdit()
    return None


def _menu_text(text: str, limit: int = 60) -> str:
    """A history line short enough for a menu: cut at a word, with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:")
    return f"{cut}…"
