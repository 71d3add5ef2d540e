"""Which editor edits which rule system's characters (and its GM's cards).

Each system's spec names its Qt editor classes; they are imported here, when
the window is built, never by the command line.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from deskapp.core import systems
from deskapp.ui.editors.base import CharacterEditor


def editor_classes(kind: str = "EDITOR") -> dict[str, type[CharacterEditor]]:
    """Every registered system's editor class: ``EDITOR`` (characters) or ``GM_EDITOR``."""
    found = {}
    for spec in systems.specs():
        reference = spec.editor if kind == "EDITOR" else spec.gm_editor
        if reference is not None:
            found[spec.key] = spec.load(reference)
    return found


def create_editors(parent: QWidget, kind: str = "EDITOR") -> dict[str, CharacterEditor]:
    return {system: editor_class(parent) for system, editor_class in editor_classes(kind).items()}
