"""Campaign edits as command objects: each applies itself to the campaign file and can revert.

The GUI wraps each one in a ``QUndoCommand`` on a single ``QUndoStack``; the
core stays free of Qt and every edit is saved by the store as it is applied. Each
command also says what it changed (:class:`Changes`, after Anki's ``OpChanges``), so
that every view refreshes only that: the campaign list inserts, removes or renames
one row instead of reading every character again.
"""

from __future__ import annotations

import functools
import operator
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any, Protocol

from deskapp.core import systems
from deskapp.core.i18n import translate
from deskapp.core.store import CampaignFile, CharacterRow, NewCharacter

if TYPE_CHECKING:
    # The exchange code (play sessions, portrait checks, Pillow) is loaded by the first
    # import, not with every edit: the window starts without it.
    from deskapp.core.exchange import CheckedImport


@dataclass(frozen=True, slots=True)
class Changes:
    """What an edit (or its undo) changed in the campaign, for the views to refresh that alone.

    ``everything`` stands for a change too wide to name (another campaign opened, an
    import and its sessions and options): a view reads the campaign again.
    """

    added: frozenset[int] = frozenset()
    removed: frozenset[int] = frozenset()
    renamed: frozenset[int] = frozenset()
    edited: frozenset[int] = frozenset()  # a sheet's document or portrait
    systems: frozenset[str] = frozenset()  # a system's table options or GM's side
    everything: bool = False

    @classmethod
    def of(cls, character_id: int | None, kind: str) -> Changes:
        """One character ``kind`` ("added", "removed" …), or nothing for an unknown id."""
        named: dict[str, Any] = {kind: frozenset(() if character_id is None else (character_id,))}
        return cls(**named)

    @property
    def characters(self) -> frozenset[int]:
        """Every character this change touched in any way."""
        return self.added | self.removed | self.renamed | self.edited

    def undone(self) -> Changes:
        """What taking the edit back changes: what it added is removed and the other way round."""
        return replace(self, added=self.removed, removed=self.added)

    def __or__(self, other: Changes) -> Changes:
        """Both changes: each kind's ids (and ``everything``) of either."""
        return Changes(*(getattr(self, f.name) | getattr(other, f.name) for f in fields(self)))


EVERYTHING = Changes(everything=True)


class CampaignCommand(Protocol):
    """An undoable edit. ``text`` names it for Edit → Undo "<text>"; :meth:`changes` says
    what :meth:`apply` changed (``changes().undone()`` is what :meth:`revert` changed)."""

    text: str

    def apply(self, file: CampaignFile) -> None: ...

    def revert(self, file: CampaignFile) -> None: ...

    def changes(self) -> Changes: ...


class _OldNew:
    """An edit that writes its ``new`` value, and its ``old`` one back when undone."""

    old: Any
    new: Any

    def apply(self, file: CampaignFile) -> None:
        self._write(file, self.new)

    def revert(self, file: CampaignFile) -> None:
        self._write(file, self.old)

    def _write(self, file: CampaignFile, value: Any) -> None:
        raise NotImplementedError


@dataclass
class AddCharacter:
    character: NewCharacter
    text: str = ""
    character_id: int | None = None
    _row: CharacterRow | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.text = self.text or translate("Edits", "Add {name}").format(name=self.character.name)

    def apply(self, file: CampaignFile) -> None:
        if self._row is None:
            self.character_id = file.add_character(self.character)
            self._row = file.character(self.character_id)
        else:  # redo: the same id and place as the first time
            file.restore_character(self._row)

    def revert(self, file: CampaignFile) -> None:
        assert self.character_id is not None
        file.delete_character(self.character_id)

    def changes(self) -> Changes:
        return Changes.of(self.character_id, "added")


@dataclass
class DeleteCharacter:
    character_id: int
    name: str
    text: str = ""
    _row: CharacterRow | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.text = self.text or translate("Edits", "Delete {name}").format(name=self.name)

    def apply(self, file: CampaignFile) -> None:
        self._row = file.delete_character(self.character_id)

    def revert(self, file: CampaignFile) -> None:
        assert self._row is not None
        file.restore_character(self._row)

    def changes(self) -> Changes:
        return Changes.of(self.character_id, "removed")


@dataclass
class RenameCharacter(_OldNew):
    character_id: int
    old: str
    new: str
    text: str = ""

    def __post_init__(self) -> None:
        self.text = self.text or translate("Edits", "Rename {old} to {new}").format(
            old=self.old, new=self.new
        )

    def _write(self, file: CampaignFile, value: str) -> None:
        file.rename_character(self.character_id, value)

    def changes(self) -> Changes:
        return Changes.of(self.character_id, "renamed")


@dataclass
class EditCharacter(_OldNew):
    """Any change to a character's document; ``text`` says what changed."""

    character_id: int
    old: dict[str, Any]
    new: dict[str, Any]
    text: str

    def _write(self, file: CampaignFile, value: dict[str, Any]) -> None:
        file.save_character_data(self.character_id, value)

    def changes(self) -> Changes:
        return Changes.of(self.character_id, "edited")


@dataclass
class SetPortrait(_OldNew):
    character_id: int
    old: bytes | None
    new: bytes | None
    text: str = ""

    def __post_init__(self) -> None:
        self.text = self.text or (
            translate("Edits", "Remove portrait")
            if self.new is None
            else translate("Edits", "Set portrait")
        )

    def _write(self, file: CampaignFile, value: bytes | None) -> None:
        file.set_portrait(self.character_id, value)

    def changes(self) -> Changes:
        return Changes.of(self.character_id, "edited")


@dataclass
class SetSystemDocument(_OldNew):
    """Table options or the GM's side of one rule system."""

    system: str
    part: str  # "options" or "game_master"
    old: dict[str, Any] | None
    new: dict[str, Any]
    text: str = ""

    def __post_init__(self) -> None:
        if self.part not in ("options", "game_master"):
            raise ValueError(f"a system document is 'options' or 'game_master', not {self.part!r}")
        self.text = self.text or (
            translate("Edits", "Change table options")
            if self.part == "options"
            else translate("Edits", "Edit the GM's cards")
        )

    def _write(self, file: CampaignFile, value: dict[str, Any] | None) -> None:
        # file.set_options or file.set_game_master
        getattr(file, f"set_{self.part}")(self.system, value if value is not None else {})

    def changes(self) -> Changes:
        return Changes(systems=frozenset((self.system,)))


@dataclass
class ImportCharacters:
    """A checked export added to the campaign as one undoable step."""

    checked: CheckedImport
    text: str = ""
    _rows: list[CharacterRow] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        count = len(self.checked.characters)
        self.text = self.text or translate("Edits", "Import %n character(s)", None, count)

    _sessions_before: set[int] = field(default_factory=set, repr=False)
    _systems_before: dict[tuple[str, str], Any] = field(default_factory=dict, repr=False)

    def apply(self, file: CampaignFile) -> None:
        from deskapp.core.exchange import add_import, add_import_extras  # noqa: PLC0415

        self._sessions_before = {summary.id for summary in file.sessions()}
        self._systems_before = {
            (system, part): getattr(file, part)(system)
            for system in systems.keys()
            for part in ("options", "game_master")
        }
        if not self._rows:
            ids = add_import(file, self.checked)
            self._rows = [file.character(character_id) for character_id in ids]
        else:  # redo: the same ids and places as the first time
            with file.transaction():
                for row in self._rows:
                    file.restore_character(row)
                add_import_extras(file, self.checked)

    def revert(self, file: CampaignFile) -> None:
        """Take back all the import added: characters, sessions, options and GM sides."""
        with file.transaction():
            for row in reversed(self._rows):
                file.delete_character(row.id)
            for summary in file.sessions():
                if summary.id not in self._sessions_before:
                    file.delete_session(summary.id)
            for (system, part), value in self._systems_before.items():
                if value is None:
                    file.clear_system_document(system, part)
                else:
                    getattr(file, f"set_{part}")(system, value)

    def changes(self) -> Changes:
        """Characters, sessions, options and GM sides: the views read the campaign again."""
        return EVERYTHING


@dataclass
class EditMany:
    """Several edits as one undoable step, saved together or not at all."""

    commands: list[CampaignCommand]
    text: str

    def apply(self, file: CampaignFile) -> None:
        with file.transaction():
            for command in self.commands:
                command.apply(file)

    def revert(self, file: CampaignFile) -> None:
        with file.transaction():
            for command in reversed(self.commands):
                command.revert(file)

    def changes(self) -> Changes:
        return functools.reduce(operator.or_, (c.changes() for c in self.commands), Changes())
