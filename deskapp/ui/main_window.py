"""The main window: one window, three jobs — Characters · Print · Table."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QActionGroup, QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from deskapp import __version__
from deskapp.errors import UserError
from deskapp.store import EXTENSION
from deskapp.ui.actions import ActionRegistry
from deskapp.ui.campaign_tree import CharacterTreeModel
from deskapp.ui.controller import CampaignController

MODES = ("characters", "print", "table")


class MainWindow(QMainWindow):
    """The application window. Settings and the campaign controller are passed in."""

    def __init__(
        self, settings: QSettings, controller: CampaignController, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller = controller
        self.setObjectName("main_window")
        self.actions = ActionRegistry(self)
        self.pages = QStackedWidget(self)
        self.pages.setObjectName("mode_pages")
        self.setCentralWidget(self.pages)
        self._add_actions()
        self._add_mode_pages()
        self._add_campaign_dock()
        self._add_menus_and_toolbar()
        self.statusBar().showMessage(self.tr("Ready"))
        controller.opened.connect(self._campaign_opened)
        controller.changed.connect(self._campaign_changed)
        self._update_title()
        self._restore_settings()

    # --- building ------------------------------------------------------------------

    def _add_actions(self) -> None:
        add = self.actions.add
        add(
            "new_campaign",
            self.tr("&New Campaign…"),
            "Ctrl+N",
            self.tr("Create a new campaign file"),
        )
        add("open_campaign", self.tr("&Open Campaign…"), "Ctrl+O", self.tr("Open a campaign file"))
        add("quit", self.tr("&Quit"), "Ctrl+Q", self.tr("Close Card Desk"))
        stack = self.controller.undo_stack
        self.actions.register("undo", stack.createUndoAction(self, self.tr("&Undo")), "Ctrl+Z")
        self.actions.register(
            "redo", stack.createRedoAction(self, self.tr("&Redo")), "Ctrl+Shift+Z"
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
            "full_screen",
            self.tr("&Full Screen"),
            "F11",
            self.tr("Fill the screen, for reading across a table"),
            checkable=True,
        )
        add(
            "shortcuts",
            self.tr("&Keyboard Shortcuts"),
            "F1",
            self.tr("List every keyboard shortcut"),
        )
        add("about", self.tr("&About Card Desk"), tip=self.tr("Version and purpose of Card Desk"))

        self.actions["new_campaign"].triggered.connect(self.new_campaign)
        self.actions["open_campaign"].triggered.connect(self.open_campaign)
        self.actions["quit"].triggered.connect(self.close)
        self.actions["full_screen"].toggled.connect(self._set_full_screen)
        self.actions["shortcuts"].triggered.connect(self.show_shortcuts)
        self.actions["about"].triggered.connect(self.show_about)
        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        for mode in MODES:
            action = self.actions[f"mode_{mode}"]
            self.mode_group.addAction(action)
            action.triggered.connect(lambda _checked=False, mode=mode: self.set_mode(mode))

    def _add_mode_pages(self) -> None:
        descriptions = {
            "characters": (
                self.tr("Characters"),
                self.tr(
                    "Between sessions: your campaign's characters and their cards — "
                    "aspects, relationships, reserves, equipment, threats, tags and dice banks."
                ),
            ),
            "print": (
                self.tr("Print"),
                self.tr(
                    "Before a session: card sheets as PDF that cut cleanly and print "
                    "double-sided, in Czech, French or English."
                ),
            ),
            "table": (
                self.tr("Table"),
                self.tr(
                    "At the table: the laptop as the backup deck and dice — draw piles, "
                    "hands, the mission's score and dice pools, never losing the game state."
                ),
            ),
        }
        for mode in MODES:
            title, text = descriptions[mode]
            self.pages.addWidget(_ModePage(mode, title, text, self.pages))

    def _add_campaign_dock(self) -> None:
        self.character_model = CharacterTreeModel(self.controller.campaign, self)
        self.campaign_tree = QTreeView(self)
        self.campaign_tree.setObjectName("campaign_tree")
        self.campaign_tree.setModel(self.character_model)
        self.campaign_tree.setHeaderHidden(True)
        self.campaign_tree.setUniformRowHeights(True)  # keeps a thousand rows quick
        self.campaign_tree.expandAll()
        self.campaign_dock = QDockWidget(self.tr("Campaign"), self)
        self.campaign_dock.setObjectName("campaign_dock")
        self.campaign_dock.setWidget(self.campaign_tree)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.campaign_dock)

    def _add_menus_and_toolbar(self) -> None:
        menus = self.menuBar()
        file_menu = menus.addMenu(self.tr("&File"))
        file_menu.addAction(self.actions["new_campaign"])
        file_menu.addAction(self.actions["open_campaign"])
        self.recent_menu = QMenu(self.tr("Open &Recent"), self)
        self.recent_menu.setObjectName("recent_menu")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.actions["quit"])
        edit_menu = menus.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.actions["undo"])
        edit_menu.addAction(self.actions["redo"])
        view_menu = menus.addMenu(self.tr("&View"))
        for mode in MODES:
            view_menu.addAction(self.actions[f"mode_{mode}"])
        view_menu.addSeparator()
        view_menu.addAction(self.campaign_dock.toggleViewAction())
        view_menu.addAction(self.actions["full_screen"])
        help_menu = menus.addMenu(self.tr("&Help"))
        help_menu.addAction(self.actions["shortcuts"])
        help_menu.addAction(self.actions["about"])

        self.mode_bar = QToolBar(self.tr("Mode"), self)
        self.mode_bar.setObjectName("mode_bar")
        self.mode_bar.setMovable(False)
        self.mode_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for mode in MODES:
            self.mode_bar.addAction(self.actions[f"mode_{mode}"])
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

    def switch_campaign(self, path: Path) -> bool:
        try:
            self.controller.switch_to(path)
        except UserError as error:
            self.show_error(str(error))
            return False
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        current = self.controller.path.resolve()
        paths = [path for path in self.controller.recent.paths() if path != current]
        for path in paths:
            action = self.recent_menu.addAction(path.stem)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _checked=False, path=path: self.switch_campaign(path))
        if not paths:
            self.recent_menu.addAction(self.tr("No other recent campaigns")).setEnabled(False)

    def _file_filter(self) -> str:
        return self.tr("Card Desk campaigns (*{extension})").format(extension=EXTENSION)

    def _campaign_opened(self, _campaign: object) -> None:
        self.character_model.set_campaign(self.controller.campaign)
        self.campaign_tree.expandAll()
        self._update_title()
        self.statusBar().showMessage(
            self.tr("Opened {path}").format(path=self.controller.path), 5000
        )

    def _campaign_changed(self, _character_id: object) -> None:
        self.character_model.reload()
        self.campaign_tree.expandAll()

    def _update_title(self) -> None:
        self.setWindowTitle(
            self.tr("{campaign} — Card Desk").format(campaign=self.controller.path.stem)
        )

    def show_error(self, message: str) -> None:
        QMessageBox.warning(self, self.tr("Card Desk"), message)

    # --- behaviour -----------------------------------------------------------------

    @property
    def mode(self) -> str:
        return MODES[self.pages.currentIndex()]

    def set_mode(self, mode: str) -> None:
        self.pages.setCurrentIndex(MODES.index(mode))
        self.actions[f"mode_{mode}"].setChecked(True)

    def _set_full_screen(self, full: bool) -> None:
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self.actions.shortcuts(), self).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Card Desk"),
            self.tr(
                "<h3>Card Desk {version}</h3><p>A desktop companion for role-playing groups "
                "who play around a real table with real cards and dice.</p>"
            ).format(version=__version__),
        )

    def _restore_settings(self) -> None:
        geometry = self.settings.value("main_window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1100, 720)
        state = self.settings.value("main_window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        mode = self.settings.value("main_window/mode", MODES[0])
        self.set_mode(mode if mode in MODES else MODES[0])

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.settings.setValue("main_window/geometry", self.saveGeometry())
        self.settings.setValue("main_window/state", self.saveState())
        self.settings.setValue("main_window/mode", self.mode)
        self.settings.sync()
        super().closeEvent(event)


class _ModePage(QWidget):
    """What a mode is for, shown until that mode's screens fill the page."""

    def __init__(self, mode: str, title: str, text: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(f"page_{mode}")
        heading = QLabel(f"<h1>{title}</h1>", self)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        body = QLabel(text, self)
        body.setWordWrap(True)
        body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        body.setFixedWidth(520)  # a wrapped label needs a definite width to get its height right
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(body)
        centred.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(heading)
        layout.addLayout(centred)
        layout.addStretch(2)


class ShortcutsDialog(QDialog):
    """Every keyboard shortcut, read from the action registry."""

    def __init__(self, shortcuts: list[tuple[str, str]], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.table = QTableWidget(len(shortcuts), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Shortcut")])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (text, keys) in enumerate(shortcuts):
            self.table.setItem(row, 0, QTableWidgetItem(text))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(420, 360)
