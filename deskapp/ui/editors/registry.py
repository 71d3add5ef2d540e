"""Which editor edits which rule system's characters (and its GM's cards).

Each system's spec names its Qt editor classes; they are imported here, when
the window is built, never by the command line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtWidgets import QWidget

from deskapp.core import systems
from deskapp.ui.editors.base import CharacterEditor


class Editors(Mapping[str, CharacterEditor]):
    """Every registered system's editor (``EDITOR`` or ``GM_EDITOR``), each imported and built
    the first time it is asked for: a launch shows no character yet, and most campaigns
    play one or two of the systems. ``on_built`` hooks each editor in as it is made."""

    def __init__(self, parent: QWidget, kind: str = "EDITOR") -> None:
        self._parent = parent
        self._kind = kind
        self._listed: dict[str, systems.Reference] | None = None
        self._built: dict[str, CharacterEditor] = {}
        self._hooks: list[Callable[[CharacterEditor], None]] = []

    def on_built(self, hook: Callable[[CharacterEditor], None]) -> None:
        """Call ``hook`` with each editor as it is built (and with those built already)."""
        self._hooks.append(hook)
        for editor in self._built.values():
            hook(editor)

    @property
    def _references(self) -> dict[str, systems.Reference]:
        """Each system's editor class, by reference: listed when first asked for, as that
        imports every system (the window is shown before)."""
        if self._listed is None:
            self._listed = {
                spec.key: reference
                for spec in systems.specs()
                if (reference := spec.editor if self._kind == "EDITOR" else spec.gm_editor)
                is not None
            }
        return self._listed

    def __getitem__(self, system: str) -> CharacterEditor:
        editor = self._built.get(system)
        if editor is None:
            editor_class = systems.spec(system).load(self._references[system])
            editor = self._built[system] = editor_class(self._parent)
            for hook in self._hooks:
                hook(editor)
        return editor

    def __iter__(self) -> Iterator[str]:
        return iter(self._references)

    def __len__(self) -> int:
        return len(self._references)
