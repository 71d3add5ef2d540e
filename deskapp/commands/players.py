"""``deskapp players``: serve a play session's players' phones, without the window.

Prints one link per character at the session's table, then serves until Ctrl-C: each
phone shows the table (the last history lines in effect, in the phone's language) and its
own player's private part, and the seed's fingerprint. It follows the campaign file: actions stored by the app on the
same file reach the phones within a second. Phones cannot act from this command yet.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from deskapp.commands import (
    add_campaign_argument,
    campaign_path,
    say,
    tell_notices,
    whole_argument,
)
from deskapp.core import systems
from deskapp.core.errors import UserError
from deskapp.core.i18n import LANGUAGES, translate
from deskapp.core.play.session import PlaySession
from deskapp.core.players.acting import PhoneDesk
from deskapp.core.players.addresses import host_header, lan_address
from deskapp.core.players.projection import project_session, session_players
from deskapp.core.players.tokens import PlayerLinks
from deskapp.core.store import CampaignFile
from deskapp.core.store.campaign_file import SessionSummary

DEFAULT_PORT = 8765


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_campaign_argument(parser, created=False)
    parser.add_argument(
        "--session",
        metavar=translate("Cli", "NAME|N"),
        required=True,
        help=translate("Cli", "the play session: its name or its number from 1"),
    )
    parser.add_argument(
        "--bind",
        metavar=translate("Cli", "ADDRESS"),
        help=translate(
            "Cli", "the address the phones reach (default: this computer's address on its network)"
        ),
    )
    parser.add_argument(
        "--port",
        type=whole_argument("--port", minimum=0, maximum=65535),
        default=DEFAULT_PORT,
        help=translate("Cli", "the port to serve on (default: {port}; 0: any free port)").format(
            port=DEFAULT_PORT
        ),
    )


def run(arguments: argparse.Namespace) -> int:
    with CampaignFile.open(campaign_path(arguments), create=False) as campaign:
        tell_notices(campaign)
        summary = _chosen(campaign.sessions(), arguments.session)
        if not systems.is_known(summary.system):
            raise UserError(
                translate("Cli", "session '{name}' is of an unknown rule system '{system}'").format(
                    name=summary.name, system=summary.system
                )
            )
        spec = systems.spec(summary.system)
        sessions = [PlaySession.resume(campaign, summary.id, spec.driver_class())]
        table = campaign.session_setup(summary.id)["table"]
        players = session_players(table, campaign.names_of_system(summary.system))
        if not players:
            raise UserError(
                translate("Cli", "session '{name}' has no characters to give links to").format(
                    name=summary.name
                )
            )
        # Imported only now: aiohttp takes a quarter of a second to load.
        from deskapp.core.players.server import PlayersServer  # noqa: PLC0415

        address = arguments.bind or lan_address()
        server = PlayersServer(PlayerLinks(players), host=address, port=arguments.port)

        def publish() -> None:
            views = project_session(
                spec, sessions[-1], players, LANGUAGES, session_name=summary.name
            )
            # The seed's fingerprint; no asks: phones cannot act from this command.
            server.publish(PhoneDesk(spec, sessions[-1]).extras(views, asks=False))

        def ready() -> None:
            for player in players:
                print(f"{player}: {server.url(player)}", flush=True)
            say(translate("Cli", "serving the phones; Ctrl-C stops"))

        publish()
        try:
            server.run(ready, _follow(campaign, summary, spec.driver_class(), sessions, publish))
        except KeyboardInterrupt:
            sys.stderr.write("\n")
        except OSError as error:
            raise UserError(
                translate("Cli", "cannot serve on {address} ({reason})").format(
                    address=host_header(address, arguments.port),
                    reason=error.strerror or error,
                )
            ) from None
    return 0


def _follow(
    campaign: CampaignFile,
    summary: SessionSummary,
    driver_class: type,
    sessions: list[PlaySession],
    publish: Callable[[], None],
) -> Callable[[], None]:
    """What the server calls each second: when the app (or another process) has stored
    events since, the session replayed again replaces the one in ``sessions`` and is published."""
    seen = [summary.events]

    def follow() -> None:
        count = next((s.events for s in campaign.sessions() if s.id == summary.id), seen[0])
        if count == seen[0]:
            return
        seen[0] = count
        sessions[:] = [PlaySession.resume(campaign, summary.id, driver_class)]
        publish()

    return follow


def _chosen(sessions: list[SessionSummary], wanted: str) -> SessionSummary:
    for number, summary in enumerate(sessions, start=1):
        if wanted == str(number) or wanted.casefold() == summary.name.casefold():
            return summary
    names = ", ".join(f"{n} '{s.name}'" for n, s in enumerate(sessions, start=1))
    raise UserError(
        translate("Cli", "no play session '{wanted}' in the campaign (sessions: {names})").format(
            wanted=wanted, names=names or translate("Replay", "none")
        )
    )
