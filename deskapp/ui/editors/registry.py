"""Which editor edits which rule system's characters.

Each system's editor lives in its own module here and names its class
``EDITOR`` (and ``GM_EDITOR`` for the GM's cards, where the system has them);
the registry finds them, so adding a system's editor touches no other file.
"""

from __future__ import annotations

import importlib
import pkgutil

from PySide6.QtWidgets import QWidget

from deskapp import systems
from deskapp.ui.editors.base import CharacterEditor


def editor_classes(kind: str = "EDITOR") -> dict[str, type[CharacterEditor]]:
    """The editor classes of every system module: ``EDITOR`` or ``GM_EDITOR``."""
    found = {}
    for info in pkgutil.iter_modules(systems.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{systems.__name__}.{info.name}.ui.editor")
        editor_class = getattr(module, kind, None)
        if editor_class is not None:
            found[editor_class.SYSTEM] = editor_class
    return found


def create_editors(parent: QWidget, kind: str = "EDITOR") -> dict[str, CharacterEditor]:
    return {system: editor_class(parent) for system, editor_class in editor_classes(kind).items()}
