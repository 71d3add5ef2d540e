"""One registry of named actions with default shortcuts, shared by menus, toolbars and help."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

_NAME = "plain_text"


class ActionRegistry:
    """Named ``QAction`` objects, created once and looked up by name.

    Menus, toolbars and the shortcut list all read from here, so a shortcut is
    defined in exactly one place.
    """

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent
        self._actions: dict[str, QAction] = {}

    def add(
        self,
        name: str,
        text: str,
        shortcut: str | None = None,
        tip: str = "",
        checkable: bool = False,
        window_wide: bool = True,
    ) -> None:
        """Create and register an action.

        ``window_wide=False`` keeps its shortcut to the widgets the action is later
        added to (Del deletes a character only while the campaign list has focus).
        """
        if name in self._actions:
            raise KeyError(f"an action called '{name}' is already registered")
        action = QAction(text, self._parent)
        action.setObjectName(name)
        action.setProperty(_NAME, text)  # Undo's text grows what it undoes; its name stays
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.setCheckable(checkable)
        if window_wide:
            self._parent.addAction(action)  # shortcuts work even when no menu shows the action
        else:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._actions[name] = action

    def __getitem__(self, name: str) -> QAction:
        return self._actions[name]

    def shortcuts(self) -> list[tuple[str, str]]:
        """(action text, shortcut) for every action that has a shortcut, in registry order."""
        return [
            (
                str(action.property(_NAME) or action.text()).replace("&", ""),
                action.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
            )
            for action in self._actions.values()
            if not action.shortcut().isEmpty()
        ]
