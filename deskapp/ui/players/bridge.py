"""The open session, served to the players' phones: :class:`PhonesFeed`.

It owns the :class:`~deskapp.core.players.server.PlayersServer` of one Table page (aiohttp,
on a thread of its own, imported only when it starts). The session's listeners only mark
the table changed; the players' view is worked out once the GUI has drawn the change
(``QTimer.singleShot(0)``), on the GUI thread that owns the session, and handed to the
server, which never waits on the window. It stops when the page leaves the session, when
its window closes and when the app quits.

What a phone does comes the other way: the server's thread only emits a queued signal with
the message and a future, and the GUI thread answers it through the session's
:class:`~deskapp.core.players.acting.PhoneDesk` (performed through the page's screen, which
redraws, or a request waiting in the page's :class:`RequestsPanel`); the server's thread
never touches the session. "Show to <name>?" hands a private card to the feed
(:meth:`PhonesFeed.send_private`), which shows it on that player's phone only.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QBoxLayout

from deskapp.core import systems
from deskapp.core.cards import Card
from deskapp.core.errors import UserError
from deskapp.core.i18n import LANGUAGES, speaking, translate
from deskapp.core.players.acting import PhoneDesk
from deskapp.core.players.projection import Projection, project_session, session_players
from deskapp.core.players.tokens import PlayerLinks
from deskapp.ui.players.requests import RequestsPanel
from deskapp.ui.rule_ids import move_rule_ids_to_tooltips, plain_message
from printables.screen_faces import playing_face_svg

if TYPE_CHECKING:
    from deskapp.core.play.session import PlaySession
    from deskapp.core.players.server import PlayersServer
    from deskapp.ui.table.page import TablePage


class PhonesFeed(QObject):
    """Serves a Table page's open session to its players' phones while it runs."""

    started = Signal()
    stopped = Signal()
    published = Signal()
    connections_changed = Signal()
    """A phone's page connected or went (emitted from the server's thread: queued)."""
    answered = Signal()
    """A phone's action was answered (performed, refused or sent to the GM)."""
    _asked = Signal(str, object, str, object)
    """(player, action, language, future): emitted on the server's thread, answered on the
    GUI's (a queued connection)."""

    def __init__(self, page: TablePage) -> None:
        super().__init__(page)
        self.page = page
        self.server: PlayersServer | None = None
        self.session: PlaySession | None = None
        self.players: list[str] = []
        self._name = ""
        self._due = False
        self.desk: PhoneDesk | None = None
        self._shown: dict[str, list[Card]] = {}
        """Cards the GM showed a player on their phone, until the session's next action."""
        self.requests = RequestsPanel(page)
        self.requests.on_refused = page.show_problem
        self._place_requests()
        self._asked.connect(self._answer, Qt.ConnectionType.QueuedConnection)
        page.session_changed.connect(self._session_changed)
        page.window().installEventFilter(self)
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(self.stop)

    def start(self, host: str, port: int) -> None:
        """Serve the page's session on ``host``:``port`` (0: any free port); raises OSError
        when the address cannot be bound."""
        self.stop()
        session = self.page.session
        if session is None:
            return
        # Imported only now: aiohttp takes a quarter of a second to load.
        from deskapp.core.players.server import PlayersServer  # noqa: PLC0415

        system = session.driver.SYSTEM
        table = session.campaign.session_setup(session.session_id)["table"]
        self.players = session_players(table, session.campaign.names_of_system(system))
        sessions = session.campaign.sessions()
        self._name = next((s.name for s in sessions if s.id == session.session_id), "")
        server = PlayersServer(PlayerLinks(self.players), self._submit, host=host, port=port)
        server.on_connections = self.connections_changed.emit
        server.start()
        self.server, self.session = server, session
        self.desk = PhoneDesk(systems.spec(system), session, self._perform)
        self.desk.on_requests = self._requests_changed
        session.listeners.append(self._changed)
        self._publish()
        self.started.emit()

    def stop(self) -> None:
        """Close every phone's page and unbind; nothing when not serving."""
        server, session = self.server, self.session
        if server is None:
            return
        self.server = self.session = self.desk = None
        self._shown.clear()
        self.requests.show_requests(None)
        if session is not None and self._changed in session.listeners:
            session.listeners.remove(self._changed)
        server.stop()
        self.stopped.emit()

    def connected(self) -> dict[str, int]:
        """How many pages each player has open now."""
        return self.server.connected() if self.server is not None else {}

    def send_private(self, player: str, cards: Sequence[Card]) -> bool:
        """Show ``cards`` on ``player``'s phone only, until the session's next action; False
        when no phone of theirs is connected (the desk then shows them on screen)."""
        if self.server is None or not self.connected().get(player):
            return False
        self._shown[player] = list(cards)
        self._publish()
        return True

    def _changed(self, _action: Any = None, _result: Any = None) -> None:
        """A session listener: the view is worked out after the window has drawn the change."""
        self._shown.clear()
        self._publish_soon()

    def _publish_soon(self) -> None:
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self._publish)

    def _publish(self) -> None:
        self._due = False
        server, session = self.server, self.session
        if server is None or session is None:
            return
        spec = systems.spec(session.driver.SYSTEM)
        views = project_session(spec, session, self.players, LANGUAGES, session_name=self._name)
        if self.desk is not None:
            views = self.desk.extras(views)
        server.publish(self._with_shown(views))
        self.published.emit()

    def _with_shown(self, views: dict[str, Projection]) -> dict[str, Projection]:
        """``views`` with the cards the GM showed each player in that player's part only."""
        if not self._shown:
            return views
        shown: dict[str, Projection] = {}
        for language, view in views.items():
            private = {player: dict(part) for player, part in view.private.items()}
            with speaking(language):
                for player, cards in self._shown.items():
                    private.setdefault(player, {})["shown"] = {
                        "title": translate("Phones", "The game master shows you"),
                        "cards": [
                            {"label": card.label, "svg": playing_face_svg(card, language=language)}
                            for card in cards
                        ],
                    }
            shown[language] = Projection(view.public, private)
        return shown

    # --- what the phones do --------------------------------------------------------------

    def _submit(
        self, player: str, action: dict[str, Any], language: str
    ) -> asyncio.Future[str | None]:
        """On the server's thread: hand the message to the GUI thread, answer when it has."""
        future: concurrent.futures.Future[str | None] = concurrent.futures.Future()
        self._asked.emit(player, action, language, future)
        return asyncio.wrap_future(future)

    def _answer(
        self,
        player: str,
        action: Any,
        language: str,
        future: concurrent.futures.Future[str | None],
    ) -> None:
        """On the GUI thread: the phone's action answered by the session's desk."""
        if not future.set_running_or_notify_cancel():
            return  # the phone gave up waiting
        desk = self.desk
        words = (
            desk.act(player, action, language)
            if desk is not None
            else translate("Phones", "the table did not understand that request")
        )
        future.set_result(plain_message(words)[0] if words else None)
        self.answered.emit()

    def _perform(self, player: str, action: dict[str, Any]) -> str | None:
        """Perform a phone's action (or a confirmed request) as the desktop does, with who did
        it: the screen redraws and the history shows it."""
        session, screen = self.session, self.page.session_screen
        if session is None or screen is None:
            return translate("Phones", "the table did not understand that request")
        try:
            session.perform(action, by=player)
        except UserError as error:
            return plain_message(str(error))[0]  # as the desk shows it: no rule IDs
        screen.refresh()
        move_rule_ids_to_tooltips(screen)
        screen.performed.emit()
        return None

    def _requests_changed(self) -> None:
        self.requests.show_requests(self.desk)
        self._publish_soon()

    def _place_requests(self) -> None:
        """The requests go under the page's history, above its "Players' phones…" button."""
        layout = self.page.history_box.layout()
        if isinstance(layout, QBoxLayout):
            index = layout.indexOf(self.page.phones_button)
            layout.insertWidget(index if index >= 0 else layout.count(), self.requests)

    def _session_changed(self) -> None:
        if self.page.session is not self.session:
            self.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and watched is self.page.window():
            self.stop()
        return False
