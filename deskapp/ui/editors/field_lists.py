"""A list of the character's, edited as a whole: the one way every sheet editor makes its lists.

An editor's attributes, skills, traits, Scars … are each a tuple on its frozen model.
:func:`field_list` makes the :class:`~deskapp.ui.editors.lists.ListPanel` over one of
them: every change to the list is offered as the model ``build`` makes with the new
tuple, through :meth:`~deskapp.ui.editors.base.CharacterEditor.propose`. A model that
refuses (a :class:`~deskapp.core.errors.UserError` while it is built) is explained by the
list, and nothing is proposed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QWidget

from deskapp.ui.editors.base import CharacterEditor
from deskapp.ui.editors.columns import Column
from deskapp.ui.editors.lists import ListModel, ListPanel, MakeItem, Wording, same_name

Build = Callable[[Any, tuple[Any, ...]], Any]
"""The new model from the one shown and the list's new items."""


def field_list(
    editor: CharacterEditor,
    build: Build,
    columns: Sequence[Column],
    wording: Wording,
    make_item: MakeItem,
    *,
    names_match: Callable[[str, str], bool] = same_name,
    dimmed: Callable[[Any], bool] | None = None,
    reorderable: bool = True,
    parent: QWidget | None = None,
    **panel: Any,
) -> ListPanel:
    """A list panel of ``editor`` whose every change proposes ``build(character, items)``;
    ``panel`` are the :class:`ListPanel`'s options (title, entry row, …). It stands in
    ``parent``, a part of the editor such as a tab, or else in the editor. A ``build`` that
    raises :class:`~deskapp.core.errors.UserError` refuses the change: the panel says why."""

    def propose(items: tuple[Any, ...], description: str) -> bool:
        if editor.character is None:
            return False
        editor.propose(build(editor.character, items), description)
        return True

    model = ListModel(
        columns, wording, propose, names_match=names_match, dimmed=dimmed, reorderable=reorderable
    )
    return ListPanel(model, make_item, parent=parent or editor, **panel)
