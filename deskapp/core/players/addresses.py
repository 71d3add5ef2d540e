"""Where the phones reach the server: the laptop's LAN address, and each player's URL.

Without Qt (the GUI may ask ``QNetworkInterface`` instead): the address the system would
send from to reach a LAN peer, found by ``connect()`` on a UDP socket, which sends no packet.
"""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"

_PROBE = ("10.255.255.255", 9)
"""A private address to ask the routing table about; a UDP connect() sends nothing to it."""


def lan_address() -> str:
    """The laptop's address on its local network, or loopback when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(_PROBE)
            address = str(probe.getsockname()[0])
        except OSError:  # no network at all
            return LOOPBACK
    return address if address != "0.0.0.0" else LOOPBACK


def host_header(address: str, port: int) -> str:
    """``address:port`` as a URL and a Host header write it (an IPv6 address in brackets)."""
    try:
        if ipaddress.ip_address(address).version == 6:
            return f"[{address}]:{port}"
    except ValueError:  # a host name
        pass
    return f"{address}:{port}"


def page_url(address: str, port: int, token: str) -> str:
    """A player's link: ``http://address:port/p/token``."""
    return f"http://{host_header(address, port)}/p/{token}"
