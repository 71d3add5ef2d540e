"""What every system's character editor is: widgets over one immutable model object.

An editor never writes to the campaign. It shows a model with
:meth:`CharacterEditor.show_character` and, when the user changes something,
builds the new model and emits :attr:`CharacterEditor.edited` with a short
description ("Exhaust aspect 'Rychlá'"). The Characters page turns that into an
undoable, saved edit — or, if the campaign refuses it, shows why and puts the
editor back as it was.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class CharacterEditor(QWidget):
    """Base class: subclasses set ``SYSTEM`` and implement :meth:`show_character`."""

    SYSTEM: ClassVar[str] = ""

    # (the new model object, what changed in a few words for Edit → Undo "…")
    edited = Signal(object, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character: Any = None

    def show_character(self, character: Any) -> None:
        """Fill the widgets from ``character`` without emitting ``edited``."""
        raise NotImplementedError

    def set_table_options(self, options: dict[str, Any] | None) -> None:
        """The campaign's table options for this system, for editors that show their effect."""

    def propose(self, character: Any, description: str) -> None:
        """Offer an edited model to the page; the page saves it or explains the refusal."""
        self.edited.emit(character, description)
