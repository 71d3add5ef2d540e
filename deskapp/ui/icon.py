"""The app's icon — a playing card and a die — in every size packaging/draw_icon.py drew."""

from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QIcon

LICENCE = "MIT"
"""The licence Card Desk is given under (pyproject.toml), for the About box."""


def app_icon() -> QIcon:
    """The window icon; empty only if the installed package lost its resources folder."""
    icon = QIcon()
    folder = resources.files("deskapp") / "resources"
    for entry in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if entry.name.startswith("carddesk-") and entry.name.endswith(".png"):
            with resources.as_file(entry) as path:
                icon.addFile(str(path))
    return icon
