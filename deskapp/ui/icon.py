"""The app's icon — a playing card and a die — in every size packaging/draw_icon.py drew."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

LICENCE = "MIT"
"""The licence Card Desk is given under (pyproject.toml), for the About box."""


def app_icon() -> QIcon:
    """The window icon; empty only if the installed package lost its resources folder."""
    icon = QIcon()
    # The package's own folder, as the translations are found (deskapp.core.i18n): the
    # installed app, a clone and the standalone bundle all keep the files beside the code.
    folder = Path(__file__).resolve().parent.parent / "resources"
    for path in sorted(folder.glob("carddesk-*.png")):
        icon.addFile(str(path))
    return icon
