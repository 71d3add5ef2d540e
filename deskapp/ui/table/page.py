"""The Table mode page: pick or start a play session of a rule system, and play it."""

from __future__ import annotations

import json
import logging
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSettings,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import systems
from deskapp.core.edits import SetSystemDocument
from deskapp.core.errors import UserError
from deskapp.core.fair import fingerprint
from deskapp.core.i18n import translate
from deskapp.core.play.fairness import check_session, verdict_line
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import check_players, choose_table
from deskapp.core.records import NAME_LIMIT, event_time
from deskapp.core.sheets import writes_sheets
from deskapp.core.store import CampaignFile
from deskapp.core.store.campaign_file import ELSEWHERE, IMPORTED_UNCHAINED, SEALED_HERE
from deskapp.core.systems import driver_class
from deskapp.ui.controller import CampaignController
from deskapp.ui.message_bar import MessageBar
from deskapp.ui.options_dialog import OptionsDialog
from deskapp.ui.plain import plain_label
from deskapp.ui.players.dialog import open_phones
from deskapp.ui.style import MUTED_TEXT, label_style
from deskapp.ui.table.base import SessionScreen
from deskapp.ui.table.deck_dialogs import deck_menu
from deskapp.ui.table.widgets import ElidedLabel, HistoryBox
from deskapp.ui.update_sheets_dialog import ask_update_sheets

LOG = logging.getLogger(__name__)
SET_ASIDE_KEY = "table/set_aside"
SET_ASIDE_KEPT = 100
DETAILS_ROLE = Qt.ItemDataRole.UserRole + 1  # a session's date, players and mirror mark


@dataclass(frozen=True)
class SessionListing:
    """What the session chooser says of a stored session, read without replaying it."""

    id: int
    name: str
    created: float
    last_activity: float | None
    players: tuple[str, ...]
    mirror: bool

    @property
    def last(self) -> float:
        """When anything last happened: its last action, or its start."""
        return self.last_activity if self.last_activity is not None else self.created

    def details(self) -> str:
        """The session list's second line, dates and times as the user's locale writes them."""
        locale = QLocale()
        short = QLocale.FormatType.ShortFormat
        started = QDateTime.fromSecsSinceEpoch(int(self.created))
        parts = [locale.toString(started.date(), short)]
        if self.last_activity is not None:
            last = QDateTime.fromSecsSinceEpoch(int(self.last_activity))
            when = locale.toString(last.time(), short)
            if last.date() != started.date():
                when = f"{locale.toString(last.date(), short)} {when}"
            parts.append(translate("SessionList", "last action {time}").format(time=when))
        else:
            parts.append(translate("SessionList", "not played yet"))
        if self.players:
            parts.append(", ".join(self.players))
        if self.mirror:
            parts.append(translate("SessionList", "⇄ mirror"))
        return " · ".join(parts)


def session_listings(campaign: CampaignFile, system: str) -> list[SessionListing]:
    """The system's stored sessions, oldest first, each with its players and mirror mark."""
    listings = []
    for summary in campaign.sessions():
        if summary.system != system:
            continue
        setup = campaign.session_setup(summary.id)
        players, mirror = setup_facts(setup.get("table") if isinstance(setup, dict) else None)
        listings.append(
            SessionListing(
                summary.id,
                summary.name,
                summary.created,
                campaign.session_last_activity(summary.id),
                players,
                mirror,
            )
        )
    return listings


def setup_facts(table: Any) -> tuple[tuple[str, ...], bool]:
    """Who plays and whether the real cards are mirrored, from a stored table setup.

    Every system's setup holds its players as the first list of named records met going
    down the setup level by level (agents, founders, characters, players), and its mirror
    flag at the top."""
    mirror = bool(table.get("mirror", False)) if isinstance(table, dict) else False
    level: deque[Any] = deque([table])
    while level:
        value = level.popleft()
        children = value.values() if isinstance(value, dict) else ()
        for child in children:
            if (
                isinstance(child, list)
                and child
                and all(
                    isinstance(item, dict) and isinstance(item.get("name"), str) for item in child
                )
            ):
                return tuple(item["name"] for item in child), mirror
            if isinstance(child, dict):
                level.append(child)
    return (), mirror


class SessionDelegate(QStyledItemDelegate):
    """A session in the chooser's list: its name, and below it its date, players and mirror mark."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        if index.data(DETAILS_ROLE):
            size.setHeight(size.height() * 2 + 2)
            width = option.fontMetrics.horizontalAdvance(index.data(DETAILS_ROLE)) + 24
            size.setWidth(max(size.width(), width))
        return size

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        details = index.data(DETAILS_ROLE)
        if not details:
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        widget = option.widget
        style = widget.style() if widget is not None else None
        text = option.text
        option.text = ""
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        rect = option.rect.adjusted(8, 1, -8, -1)
        half = rect.height() // 2
        painter.save()
        font = option.font
        font.setBold(True)
        painter.setFont(font)
        if selected:
            painter.setPen(option.palette.highlightedText().color())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRect(rect.x(), rect.y(), rect.width(), half), align, text)
        font.setBold(False)
        painter.setFont(font)
        if not selected:
            painter.setPen(option.palette.placeholderText().color())
        painter.drawText(QRect(rect.x(), rect.y() + half, rect.width(), half), align, details)
        painter.restore()


def screen_classes() -> dict[str, type[SessionScreen]]:
    """Each registered system's play screen class, in the systems' order."""
    return {spec.key: spec.load(spec.screen) for spec in systems.specs()}


class Screens(Mapping[str, SessionScreen]):
    """Each system's play screen, built the first time its system is played: a session
    opens with its own screen built, not all four (a quarter of a long session's opening
    was building the screens of the three systems not played, and another eighth importing
    their modules)."""

    def __init__(self, page: TablePage) -> None:
        self.page = page
        self.systems = {spec.key: spec for spec in systems.specs()}
        self.built: dict[str, SessionScreen] = {}

    def __getitem__(self, system: str) -> SessionScreen:
        if system not in self.built:
            spec = self.systems[system]  # KeyError for a system not registered, as a Mapping
            # Built in the stack it shows in: moved there once built, its every widget was
            # restyled again.
            screen = self.built[system] = spec.load(spec.screen)(self.page.stack)
            screen.performed.connect(self.page._performed)
            self.page.stack.addWidget(screen)
        return self.built[system]

    def __iter__(self) -> Iterator[str]:
        return iter(self.systems)

    def __len__(self) -> int:
        return len(self.systems)

    def values_built(self) -> list[SessionScreen]:
        """The screens built so far (the others have no session to leave or show)."""
        return list(self.built.values())


class NewSessionDialog(QDialog):
    """Name a new session, choose who plays, and whether the real cards and dice are mirrored."""

    def __init__(
        self,
        system: systems.SystemSpec,
        system_title: str,
        names: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_session_dialog")
        self.system = system
        self.setWindowTitle(self.tr("New session — {system}").format(system=system_title))
        self.message = MessageBar(None, self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("session_name")
        self.name_edit.setMaxLength(NAME_LIMIT)
        self.players = QListWidget(self)
        self.players.setObjectName("session_players")
        for name in names:
            item = QListWidgetItem(name, self.players)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
        self.mirror = QCheckBox(
            self.tr("Mirror the real cards and dice (type what was drawn or rolled)"), self
        )
        self.mirror.setObjectName("session_mirror")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Who plays"), self.players)
        form.addRow(self.mirror)
        form.addRow(self.message)
        form.addRow(buttons)

    def accept(self) -> None:
        """OK: refused here, the dialog still open, while the system needs a player and
        none is ticked."""
        try:
            check_players(self.system, self.chosen())
        except UserError as error:
            self.message.problem(str(error))
            return
        super().accept()

    def chosen(self) -> list[str]:
        return [
            self.players.item(row).text()
            for row in range(self.players.count())
            if self.players.item(row).checkState() == Qt.CheckState.Checked
        ]


class TablePage(QWidget):
    """Session chooser above the system's play screen, with the history beside it."""

    session_changed = Signal()

    def __init__(
        self,
        controller: CampaignController,
        system_titles: dict[str, str],
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page_table")
        self.controller = controller
        self.settings = settings
        self._splitter_restored = False
        self.system_titles = system_titles
        self.session: PlaySession | None = None
        self._set_aside_here: set[str] = set()  # sessions set aside, without settings
        self.opening_problem: str | None = None
        """Which session could not be opened last and why (it is set aside); None: it was."""
        self.screens = Screens(self)
        self._listings: dict[int, SessionListing] = {}  # the chooser's, by session id

        self.system_box = QComboBox(self)
        self.system_box.setObjectName("table_system")
        for system, title in system_titles.items():
            self.system_box.addItem(title, system)
        self.session_box = QComboBox(self)
        self.session_box.setObjectName("table_session")
        self.session_box.setMinimumWidth(220)
        self.session_box.setItemDelegate(SessionDelegate(self.session_box))
        self.session_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.session_details = ElidedLabel(self)
        self.session_details.setObjectName("session_details")
        self.session_details.setStyleSheet(label_style(MUTED_TEXT))
        self.new_button = QPushButton(self.tr("New Session…"), self)
        self.new_button.setObjectName("new_session")
        self.options_button = QPushButton(self.tr("Table Options…"), self)
        self.options_button.setObjectName("table_options")
        self.options_button.setToolTip(
            self.tr("How your group reads the rules where they can be read more than one way")
        )
        self.options_button.clicked.connect(self.ask_options)
        self.sheets_button = QPushButton(self.tr("Update Sheets"), self)
        self.sheets_button.setObjectName("update_sheets")
        self.sheets_button.setToolTip(
            self.tr(
                "Write what play changed (tokens, damage, exhausted cards …) onto the characters' sheets"
            )
        )
        self.sheets_button.clicked.connect(self.ask_update_sheets)
        self.phones_button = QPushButton(self.tr("Players' phones…"), self)
        self.phones_button.setObjectName("players_phones")
        self.phones_button.clicked.connect(lambda: open_phones(self))
        self.seed_line = plain_label(self)
        """The open session's seed: its fingerprint, said aloud before play, or that it is out."""
        self.seed_line.setObjectName("session_seed")
        self.seed_line.setWordWrap(True)
        self.seed_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.contribute_button = QPushButton(self.tr("Add to the Shuffle…"), self)
        self.contribute_button.setObjectName("add_to_shuffle")
        self.contribute_button.setToolTip(
            self.tr(
                "A player's phrase or the faces of real dice, folded into every shuffle, card and"
                " die from now on"
            )
        )
        self.contribute_button.clicked.connect(self.ask_contribution)
        self.reveal_button = QPushButton(self.tr("Reveal the Seed…"), self)
        self.reveal_button.setObjectName("reveal_seed")
        self.reveal_button.setToolTip(
            self.tr("At the end of the session: anyone can then check it with deskapp verify")
        )
        self.reveal_button.clicked.connect(self.ask_reveal_seed)
        self.deck_button = QPushButton(self.tr("Deck…"), self)
        self.deck_button.setObjectName("deck_menu")
        self.deck_button.setToolTip(
            self.tr("Handle a deck like a real one: put cards back, shuffle, look, deal")
        )
        self.deck_button.setMenu(deck_menu(self, lambda: self.session, self.deck_action))
        # The buttons around the table take clicks and Tab, never the focus from a click: the
        # table's keys (Space draws) must still reach the table when their dialog closes.
        for button in (
            self.new_button,
            self.options_button,
            self.sheets_button,
            self.phones_button,
            self.contribute_button,
            self.reveal_button,
            self.deck_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.system_box.currentIndexChanged.connect(self._system_changed)
        self.session_box.activated.connect(self._session_chosen)
        self.new_button.clicked.connect(self.ask_new_session)
        top = QHBoxLayout()
        top.addWidget(plain_label(self.tr("System"), self))
        top.addWidget(self.system_box)
        top.addWidget(plain_label(self.tr("Session"), self))
        top.addWidget(self.session_box)
        top.addWidget(self.session_details, 1)
        self.log_state = plain_label(self)
        self.log_state.setObjectName("session_log_state")
        self.log_state.setWordWrap(True)
        top.addWidget(self.new_button)
        top.addWidget(self.options_button)
        top.addWidget(self.sheets_button)

        self.hint = plain_label(
            self.tr("Start a new session, or pick one to carry on where you left off."), self
        )
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message = MessageBar(controller, self)
        """Every refusal and note of the page, at the top of the centre, over the screen."""
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.hint)
        self.history_box = HistoryBox(self)
        self.history = self.history_box.panel
        # Under the history, what the players may check and take home: whether the log is
        # intact, the seed, their phones (the top row is full at 1100 px wide in French).
        under_history = self.history_box.layout()
        assert isinstance(under_history, QBoxLayout)
        under_history.addWidget(self.log_state)
        under_history.addWidget(self.seed_line)
        seed_buttons = QHBoxLayout()
        seed_buttons.addWidget(self.contribute_button)
        seed_buttons.addWidget(self.reveal_button)
        under_history.addLayout(seed_buttons)
        under_history.addWidget(self.deck_button)
        under_history.addWidget(self.phones_button)
        self.splitter = splitter = QSplitter(self)
        splitter.setObjectName("table_splitter")
        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.addWidget(self.message)
        centre_layout.addWidget(self.stack, 1)
        splitter.addWidget(centre)
        splitter.addWidget(self.history_box)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([1000, 320])  # the history readable from the start
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        controller.opened.connect(self._campaign_opened)
        self._restore_settings()
        self._fill_sessions()

    @property
    def system(self) -> str:
        return self.system_box.currentData()

    # --- choosing sessions -------------------------------------------------------------

    def _campaign_opened(self, _campaign: object = None) -> None:
        self.open_session(None)
        if self.isVisible():
            self.open_last_session()
        else:
            self._fill_sessions()

    def _system_changed(self) -> None:
        """Another system: its last session comes back (or its hint), never the old board."""
        if self.settings is not None:
            self.settings.setValue("table/system", self.system)
        if self.session is not None and self.session.driver.SYSTEM != self.system:
            self.open_session(None)
        self.open_last_session()

    def open_last_session(self) -> bool:
        """Carry on with the current system's most recently played session, if it has one
        (on entering Table mode, after a restart, after a change of system)."""
        if self.session is not None and self.session.driver.SYSTEM == self.system:
            return True
        listings = session_listings(self.controller.campaign, self.system)
        set_aside = self._set_aside_sessions()
        if set_aside:
            campaign = self.controller.campaign
            candidates = [
                listing
                for listing in listings
                if campaign.session_link(listing.id) not in set_aside
            ]
        else:
            candidates = listings
        if not candidates:
            self._fill_sessions(listings)
            return False
        last = max(candidates, key=lambda listing: (listing.last, listing.id))
        return self.resume(last.id)

    def reopen_last_session(self) -> str | None:
        """As the app starts in Table mode: carry on with the last session now. Returns what
        went wrong if it could not be reopened (it is set aside; None: reopened, or none)."""
        self.opening_problem = None
        self.open_last_session()
        return self.opening_problem

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._splitter_restored:
            self._restore_splitter()
        self.open_last_session()

    def _fill_sessions(self, listings: list[SessionListing] | None = None) -> None:
        if listings is None:
            listings = session_listings(self.controller.campaign, self.system)
        self._listings = {listing.id: listing for listing in listings}
        self.session_box.blockSignals(True)
        self.session_box.clear()
        for listing in listings:
            self.session_box.addItem(listing.name, listing.id)
            row = self.session_box.count() - 1
            self.session_box.setItemData(row, listing.details(), DETAILS_ROLE)
            # The tooltip says whether its stored log checks out (its hash chain).
            self.session_box.setItemData(
                row, self._log_state(listing.id), Qt.ItemDataRole.ToolTipRole
            )
        if self.session is not None and self.session.driver.SYSTEM == self.system:
            row = self.session_box.findData(self.session.session_id)
            self.session_box.setCurrentIndex(row)
            self.session_details.set_full_text(self.session_box.itemData(row, DETAILS_ROLE) or "")
        else:
            self.session_box.setCurrentIndex(-1)
            self.session_details.set_full_text("")
        self.log_state.setText(self.session_box.currentData(Qt.ItemDataRole.ToolTipRole) or "")
        self.session_box.setPlaceholderText(
            self.tr("No session yet") if not listings else self.tr("Choose a session")
        )
        self.session_box.blockSignals(False)

    def _log_state(self, session_id: int) -> str:
        """'log verified on this computer', or what the chain and the seal over its stored
        events found."""
        session = self.session
        if session is not None and session.session_id == session_id and session.log_check:
            log = session.log_check  # checked as it was opened: no second pass over its events
        else:
            log = self.controller.campaign.check_session_log(session_id)
        if log.problem is not None:
            return self.tr("log changed: {problem}").format(problem=log.problem)
        if log.unchecked:
            return self.tr("log stored before checks")
        # What each proves: README, "What Card Desk promises about your data".
        return {
            SEALED_HERE: self.tr("log verified on this computer"),
            ELSEWHERE: self.tr("log consistent; recorded on another computer"),
            IMPORTED_UNCHAINED: self.tr("log imported without a chain"),
        }.get(log.origin, self.tr("log consistent; recorded before logs were sealed"))

    def _session_chosen(self, index: int) -> None:
        session_id = self.session_box.itemData(index)
        if session_id is not None:
            self.resume(session_id)

    def resume(self, session_id: int) -> bool:
        """Open a stored session. One that cannot be opened is set aside (see
        :meth:`_set_aside_sessions`) and the page says why: whatever is in the file, the app
        goes on."""
        try:
            session = PlaySession.resume(
                self.controller.campaign,
                session_id,
                driver_class(self.system),
            )
        except UserError as error:
            self._set_aside_session(session_id, str(error))
            return False
        try:
            self.open_session(session)
        except Exception as error:  # a stored value that slipped past the checks: not a crash
            LOG.exception("play session %s could not be shown", session_id)
            self.open_session(None)
            self._set_aside_session(
                session_id,
                self.tr("play session '{name}' could not be shown ({error})").format(
                    name=self._session_name(session_id), error=f"{type(error).__name__}: {error}"
                ),
            )
            return False
        self._remember_set_aside(self._set_aside_sessions() - {self._link(session_id)})
        return True

    # --- sessions set aside -----------------------------------------------------------------

    def _set_aside_session(self, session_id: int, problem: str) -> None:
        """A session that could not be opened: said on the page, and not reopened by itself
        (on entering Table mode, at the next start) until it is picked and opens."""
        self.show_problem(problem)
        self.opening_problem = self.tr("'{name}': {problem}").format(
            name=self._session_name(session_id), problem=problem
        )
        self._remember_set_aside(self._set_aside_sessions() | {self._link(session_id)})
        self._fill_sessions()

    def _set_aside_sessions(self) -> set[str]:
        """The sessions set aside, by their hash chain's first link (which names a session by
        what it began with): kept in the settings, so a damaged session stays aside."""
        if self.settings is None:
            return self._set_aside_here
        try:
            stored = json.loads(str(self.settings.value(SET_ASIDE_KEY, "[]")))
        except ValueError:
            return set()
        return (
            {link for link in stored if isinstance(link, str)}
            if isinstance(stored, list)
            else set()
        )

    def _remember_set_aside(self, links: set[str]) -> None:
        if links == self._set_aside_sessions():
            return
        if self.settings is None:
            self._set_aside_here = links
            return
        self.settings.setValue(SET_ASIDE_KEY, json.dumps(sorted(links)[-SET_ASIDE_KEPT:]))
        self.settings.sync()  # at once: a crash right after must not meet the session again

    def _link(self, session_id: int) -> str:
        return self.controller.campaign.session_link(session_id)

    def _session_name(self, session_id: int) -> str:
        names = {s.id: s.name for s in self.controller.campaign.sessions()}
        return names.get(session_id, str(session_id))

    def ask_new_session(self) -> None:
        names = [s.name for s in self.controller.campaign.summaries() if s.system == self.system]
        spec = systems.spec(self.system)
        dialog = NewSessionDialog(spec, self.system_titles[self.system], names, self)
        count = sum(1 for s in self.controller.campaign.sessions() if s.system == self.system)
        dialog.name_edit.setText(self.tr("Session {number}").format(number=count + 1))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.start_session(dialog.name_edit.text(), dialog.chosen(), dialog.mirror.isChecked())

    def start_session(self, name: str, players: list[str], mirror: bool) -> bool:
        """Start a session of the current system with these campaign characters."""
        campaign = self.controller.campaign
        try:
            choice = choose_table(campaign, systems.spec(self.system), players, mirror)
            driver = driver_class(self.system)
            setup = driver.setup_from_campaign(choice)
            session = PlaySession.start(campaign, driver, name or self.tr("Session"), setup)
        except UserError as error:
            self.show_problem(str(error))
            return False
        self.open_session(session)
        return True

    def open_session(self, session: PlaySession | None) -> None:
        self.session = session
        self.message.forget_notice()
        # The session's screen is built (the first time) before the screens are bound.
        playing = self.screens[session.driver.SYSTEM] if session is not None else None
        for screen in self.screens.values_built():
            screen.bind(session if screen is playing else None)
        self.history_box.clear()
        if session is None:
            self.stack.setCurrentWidget(self.hint)
        else:
            self.stack.setCurrentWidget(self.screens[session.driver.SYSTEM])
            screen = self.screens[session.driver.SYSTEM]
            # A session just started or chosen is played by keys: they go to its screen (or
            # where the screen put them), not to the button or list that opened it, where
            # Space would open it again.
            focus = self.window().focusWidget()
            if focus is None or not screen.isAncestorOf(focus):
                screen.setFocus(Qt.FocusReason.OtherFocusReason)
            if self.isVisible() and not self.window().isActiveWindow():
                # Back from the New Session dialog: the window's own keys (Ctrl+Z, F11) need it
                # active, which a desktop without a window manager does not do by itself.
                self.window().activateWindow()
            characters = systems.spec(session.driver.SYSTEM).event_characters
            self.history_box.show_events(session.events, screen.describe_event, characters)
        self._fill_sessions()
        self.sheets_button.setEnabled(session is not None and writes_sheets(session))
        self.deck_button.setVisible(
            getattr(session and session.driver, "table_decks", None) is not None
        )
        self._show_seed()
        self.session_changed.emit()

    # --- the seed the players can check ------------------------------------------------

    def _show_seed(self) -> None:
        committed = self.session.seed_commitment() if self.session is not None else None
        revealed = self.session is not None and self.session.seed_revealed
        if committed is None:
            self.seed_line.setText(
                self.tr("No seed: real cards and dice at a mirror table, or an older session")
                if self.session is not None
                else ""
            )
        elif revealed:
            # The verdict deskapp verify gives an export of this session (issue 28), checked
            # from the stored log once, when the seed is revealed or the session opened.
            session = self.session
            assert session is not None
            setup = self.controller.campaign.session_setup(session.session_id)
            verdict = check_session(driver_class(session.driver.SYSTEM), setup, session.events)
            self.seed_line.setText(
                verdict_line(self._session_name(session.session_id), setup, verdict)
            )
        else:
            self.seed_line.setText(
                self.tr("Seed fingerprint {fingerprint}: read it out before play").format(
                    fingerprint=fingerprint(committed)
                )
            )
        self.seed_line.setVisible(self.session is not None)
        open_seed = committed is not None and not revealed
        self.contribute_button.setVisible(open_seed)
        self.reveal_button.setVisible(open_seed)

    def ask_contribution(self) -> None:
        if self.session is None:
            return
        text, accepted = QInputDialog.getText(
            self,
            self.tr("Add to the Shuffle"),
            self.tr("A phrase, or the faces of real dice (e.g. 3 5 6 1):"),
        )
        if accepted:
            self._seed_action({"do": "contribute", "text": text.strip()})

    def ask_reveal_seed(self) -> None:
        if self.session is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Reveal the Seed"),
            self.tr(
                "Reveal this session's seed? Anyone with an export can then check every shuffle,"
                " card and die so far. Play after it goes on with new random values, which can no"
                " longer be checked."
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._seed_action({"do": "reveal"})

    def _seed_action(self, action: dict[str, Any]) -> None:
        assert self.session is not None
        try:
            self.session.perform(action)
        except UserError as error:
            self.show_problem(str(error))
            return
        self._performed()
        self._show_seed()

    def deck_action(self, action: dict[str, Any]) -> Any:
        """A deck action from the Deck… dialogs (issue 28); a refusal is raised for the dialog
        to show. The system's screen redraws, and the history with it."""
        assert self.session is not None
        result = self.session.perform(action)
        screen = self.session_screen
        if screen is not None:
            screen.refresh()
            screen.performed.emit()
        return result

    def show_problem(self, message: str) -> None:
        self.message.problem(message)

    # --- what is remembered between runs --------------------------------------------------

    def _restore_settings(self) -> None:
        if self.settings is None:
            return
        system = self.settings.value("table/system")
        row = self.system_box.findData(system)
        if row >= 0:
            self.system_box.blockSignals(True)
            self.system_box.setCurrentIndex(row)
            self.system_box.blockSignals(False)

    def _restore_splitter(self) -> None:
        """The splitter as the user left it, once the page has its real size (a state restored
        earlier is squeezed to the page's first, smaller size)."""
        self._splitter_restored = True
        state = self.settings.value("table/splitter") if self.settings is not None else None
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.splitter.restoreState(state)

    def save_settings(self) -> None:
        if self.settings is not None and self._splitter_restored:
            self.settings.setValue("table/system", self.system)
            self.settings.setValue("table/splitter", self.splitter.saveState())

    def ask_options(self) -> None:
        """Edit the current system's table options; new sessions start with them."""
        system = self.system
        options_class = systems.spec(system).options
        stored = self.controller.campaign.options(system)
        try:
            current = options_class.from_json(stored)
        except UserError:
            current = options_class()
        dialog = OptionsDialog(current, self.system_titles[system], self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        chosen = dialog.chosen_options()
        if chosen is not None and chosen.to_json() != stored:
            self.set_options(system, chosen.to_json())

    def set_options(self, system: str, options: dict[str, Any]) -> None:
        """Store a system's table options as an undoable campaign edit."""
        old = self.controller.campaign.options(system)
        self.controller.execute(
            SetSystemDocument(
                system,
                "options",
                old,
                options,
                # Undone from another page, the words must say whose options (review r30d).
                self.tr("Change the table options of {system}").format(
                    system=self.system_titles.get(system, system)
                ),
            )
        )

    def ask_update_sheets(self) -> QDialog | None:
        """Update Sheets: show what will be written and its conflicts (a dialog), then write it."""
        if self.session is None or not writes_sheets(self.session):
            return None
        return ask_update_sheets(self, self.session, self.controller, self.message)

    # --- playing -----------------------------------------------------------------------

    def _performed(self) -> None:
        self.message.forget_notice()
        self._show_details()
        if self.session is not None and self.session_screen is not None:
            characters = systems.spec(self.session.driver.SYSTEM).event_characters
            self.history_box.show_events(
                self.session.events, self.session_screen.describe_event, characters
            )
        self.session_changed.emit()

    def _show_details(self) -> None:
        """The open session's line after an action: when it was last played, now (the time of
        its last event, which the session holds: no reading of the store on every key)."""
        if self.session is None:
            return
        session_id, events = self.session.session_id, self.session.events
        listing = self._listings.get(session_id)
        if listing is None:
            return  # not in the chooser: no line to bring up to date
        last = event_time(events[-1].get("at")) if events else None
        listing = self._listings[session_id] = replace(listing, last_activity=last)
        row, details = self.session_box.findData(session_id), listing.details()
        self.session_box.setItemData(row, details, DETAILS_ROLE)
        if row == self.session_box.currentIndex():
            self.session_details.set_full_text(details)

    @property
    def session_screen(self) -> SessionScreen | None:
        return self.screens.get(self.session.driver.SYSTEM) if self.session is not None else None

    def hide_private(self) -> None:
        if self.session_screen is not None:
            self.session_screen.hide_private()
