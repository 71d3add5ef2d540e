"""The open session, served to the players' phones: :class:`PhonesFeed`.

It owns the :class:`~deskapp.core.players.server.PlayersServer` of one Table page (aiohttp,
on a thread of its own, imported only when it starts). The session's listeners only mark
the table changed; the players' view is worked out once the GUI has drawn the change
(``QTimer.singleShot(0)``), on the GUI thread that owns the session, and handed to the
server, which never waits on the window. It stops when the page leaves the session, when
its window closes and when the app quits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from deskapp.core import systems
from deskapp.core.i18n import LANGUAGES
from deskapp.core.players.projection import project_session, session_players
from deskapp.core.players.tokens import PlayerLinks

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

    def __init__(self, page: TablePage) -> None:
        super().__init__(page)
        self.page = page
        self.server: PlayersServer | None = None
        self.session: PlaySession | None = None
        self.players: list[str] = []
        self._name = ""
        self._due = False
        page.session_changed.connect(self._session_changed)
        page.window().installEventFilter(self)
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(self.stop)

    @property
    def running(self) -> bool:
        return self.server is not None

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
        server = PlayersServer(PlayerLinks(self.players), host=host, port=port)
        server.on_connections = self.connections_changed.emit
        server.start()
        self.server, self.session = server, session
        session.listeners.append(self._changed)
        self._publish()
        self.started.emit()

    def stop(self) -> None:
        """Close every phone's page and unbind; nothing when not serving."""
        server, session = self.server, self.session
        if server is None:
            return
        self.server = self.session = None
        if session is not None and self._changed in session.listeners:
            session.listeners.remove(self._changed)
        server.stop()
        self.stopped.emit()

    def connected(self) -> dict[str, int]:
        """How many pages each player has open now."""
        return self.server.connected() if self.server is not None else {}

    def _changed(self, _action: Any = None, _result: Any = None) -> None:
        """A session listener: the view is worked out after the window has drawn the change."""
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
        server.publish(views)
        self.published.emit()

    def _session_changed(self) -> None:
        if self.page.session is not self.session:
            self.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and watched is self.page.window():
            self.stop()
        return False
