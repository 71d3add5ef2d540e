"""The rule systems the app knows, each described by one :class:`SystemSpec`.

The core never names a rule system. Each system package (``deskapp.systems.<key>``)
describes itself in a ``SPEC`` and is registered in exactly one place: the
``carddesk.systems`` entry point group in ``pyproject.toml``. Everything that
works across systems — the store, exchange files, printing, the demo, the
command line, the campaign list, the table page — asks this catalogue.

A spec names the heavy parts of its system (the table driver, the print faces,
the Qt editor and screen) as ``"module:attribute"`` references that are only
imported when used, so the command line and the store never load Qt or
ReportLab for a system they do not touch.

Listing the entry points reads every installed distribution's metadata, and heading a
list of systems (the campaign list, the menus, ``deskapp check --help``) would import
them all: both are kept in the user's cache (:func:`catalogue_cache_path`) and trusted
only while what they were read from is unchanged (:func:`headings`), so a start loads
only the systems it uses.

Tests register a system of their own with :func:`registered`.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import astuple, dataclass, field
from functools import reduce
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Protocol, Self, TypeGuard

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.options import OptionText, TableOptions

ENTRY_POINT_GROUP = "carddesk.systems"

Reference = Any
"""``"module:attribute"`` (or a bare module name) imported when first used, or the object itself."""

# Kept by the store itself, never inside a character's document.
STORED_APART = ("name", "system", "portrait")


class SheetModel(Protocol):
    """A character's (or the GM's) sheet: a frozen value that round-trips through JSON."""

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: Any) -> Self: ...


@dataclass(frozen=True)
class GameMasterSpec:
    """The GM's side of a system, kept between sessions (the Coordinator's, the Director's cards)."""

    title: str
    """What the GM is called, in English (the UI translates it): "Coordinator"."""
    model: type[SheetModel]
    blank: Callable[[], SheetModel]
    """A new GM side with the least a valid sheet needs."""
    cards_title: str | None = None
    """The campaign list's row of the GM's cards, a whole phrase marked with
    ``QT_TRANSLATE_NOOP("CharacterTreeModel", …)`` (Czech declines the title: "Karty
    Koordinátora"); None: "{gm}'s cards"."""


@dataclass(frozen=True)
class CardKind:
    """A kind of printed card, by the name ``deskapp print --cards`` takes."""

    key: str
    title: str
    """What the Print page calls it, in English (the UI translates it): "Aspects"."""
    help: str
    on_request: bool = False
    """A printable deck: printed only when asked for by name, never by default."""
    game_master: bool = False
    """The GM owns cards of this kind (those printed with no owner's name): the card preview
    shows them under the GM's row."""


@dataclass(frozen=True)
class SheetWords:
    """How Update Sheets names a system's stored sheet fields and values (a stored path such
    as ``aspects › Vidím duchy › exhausted``), each marked with ``QT_TRANSLATE_NOOP(
    "SheetFields", …)``; a name not listed (a user's own) is shown as stored."""

    fields: dict[str, str] = field(default_factory=dict)
    one_of: dict[str, str] = field(default_factory=dict)
    """A list of named items, and one of its items in a sentence: "aspect “{name}”"."""
    choices: dict[str, str] = field(default_factory=dict)
    """The values of the fields that hold a choice (``choice_fields``): "full trust"."""
    choice_fields: frozenset[str] = frozenset()


@dataclass(frozen=True)
class RulesPage:
    """A system's rules reference (Help → Rules Reference): a Markdown file in English, and
    its translations, each the file of the same name in the folder's ``<language>/``."""

    name: str
    folder: Traversable | None = None
    """None: the rules reference shipped with the app (``deskapp/rules/``, docs/rules)."""


def load_reference(reference: Reference) -> Any:
    """Import a ``module:attribute`` reference (or a bare module); an object is itself.

    The attribute may be dotted (``module:Class.attribute``), as in an entry point."""
    if not isinstance(reference, str):
        return reference
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name.strip())
    attribute = attribute.split("[")[0].strip()  # an entry point's [extras] name no code
    return reduce(getattr, attribute.split("."), module) if attribute else module


@dataclass(frozen=True)
class Command:
    """A command of the command line, described without importing its code.

    ``deskapp <name>``, or ``deskapp check <name>`` for a system's check command.
    ``module`` (a reference) defines ``add_arguments(parser)`` and ``run(arguments) ->
    int``; it is imported only when the command runs, so each command starts
    without loading every other command's code (ReportLab, Pillow …).
    """

    name: str
    help: str
    """One line for ``--help``."""
    module: Reference


@dataclass(frozen=True)
class SystemSpec:
    """Everything the rest of the app needs to know about one rule system."""

    key: str
    """The stored key: ``agents``. Never changes once campaigns hold it."""
    title: str
    """The system's name in English (the UI translates it): "Agents"."""
    order: int
    """Where the system stands in lists (the campaign list, the table page, exports)."""
    rule_prefix: str
    """The letter of its rule IDs in docs/rules: ``A`` for A-01 …"""
    character: type[SheetModel]
    blank_character: Callable[..., SheetModel]
    """A new character of this name with the least a valid sheet needs: ``(name)``, or
    ``(name, first)`` where ``first_card`` asks the user for a card the sheet cannot lack."""
    options: type[TableOptions]
    driver: Reference
    """``module:attribute`` of the table driver class."""
    printing: Reference
    """Module of the print faces: ``owned_cards(character, others, labels)`` (a
    :class:`~deskapp.core.printing.PrintableCharacter`; an optional keyword ``kinds`` lets it
    build only the kinds asked for); ``shared_cards`` (the GM's and the
    table's cards) and ``decks`` (printable decks) where the system has them; ``WORDS``, the
    words its printed cards show: a frozen dataclass of English words marked
    ``QT_TRANSLATE_NOOP("PrintLabels", …)``, read in the cards' language through
    ``labels.translated(…)`` (:class:`~printables.labels.Labels`)."""
    demo: Reference
    """``module:attribute`` of the demo group (a :class:`DemoGroup`)."""
    editor: Reference
    """``module:attribute`` of the Qt character editor class."""
    screen: Reference
    """``module:attribute`` of the Qt table screen class."""
    game_master: GameMasterSpec | None = None
    """None: the GM keeps nothing between sessions in this system."""
    first_card: str | None = None
    """The question (marked for the "Systems" context) asking a new character's first card,
    where a valid sheet needs one (an agent's first aspect): what the user types, never a
    placeholder stored as if they had."""
    gm_editor: Reference | None = None
    card_kinds: tuple[CardKind, ...] = ()
    rules_page: RulesPage | None = None
    printed_rules: tuple[str, tuple[str, ...]] | None = None
    """Its printed rules reference card: the system's name and a few reminders, in English
    marked with ``QT_TRANSLATE_NOOP("PrintLabels", …)`` (printed in the cards' language);
    None: no rules card."""
    option_words: Reference | None = None
    """``module:attribute`` of ``option_words() -> dict[str, OptionText]``: the Table Options
    dialog's words of each option, translated when called (an option without words shows
    its key)."""
    check_command: Command | None = None
    """The ``deskapp check <name>`` command of the system."""
    replay: Reference | None = None
    """``module:attribute`` of a replayer of the system's own log format, if it has one."""
    replay_format: str | None = None
    """What that log format is called, in English marked with ``QT_TRANSLATE_NOOP("Systems",
    …)``: "an Agents mission log" (``deskapp replay --help``)."""
    replay_summary: Reference | None = None
    """``module:attribute`` of ``summary(driver, events, in_effect) -> str``: what ``deskapp
    replay`` prints after replaying a session (without ``--json``); a plain line if None."""
    describe: Reference | None = None
    """``module:attribute`` of ``describe(action, outcome, table) -> str``: the history line
    of a stored action and its outcome, in the current language, without Qt (``table``: the
    session's setup table); :mod:`deskapp.core.play.describe` adds undo, redo and the lines
    older sessions stored. None: the action's name."""
    players_view: Reference | None = None
    """``module:attribute`` of ``private(driver, table, events) -> {player: part}``: what
    only each player's phone shows (:data:`deskapp.core.players.projection.PrivateView`),
    Qt-free; None: the phones show the public table only."""
    public_view: Reference | None = None
    """``module:attribute`` of ``public(driver, table, in_effect) -> part``: the table's public
    facts every phone and the big screen show (:data:`deskapp.core.players.projection.PublicView`),
    Qt-free; None: the history lines alone."""
    players_acts: Reference | None = None
    """The module whose functions say what each player may do from their phone
    (:class:`deskapp.core.players.acting.PhoneDesk`), Qt-free; None: phones only add to the
    shuffle. ``asks(driver, player)``: what ``player`` may do now (a list of
    :class:`~deskapp.core.players.acting.Ask`), in the current language; ``action(driver,
    player, ask, answer)``: the typed action (JSON) the answer to ``ask`` (one of ``asks``'
    now) asks for, or UserError when it is not among the ask's choices; ``request_line(driver,
    player, answer)``: what a request asks for, in the GM's words."""
    character_noun: str = QT_TRANSLATE_NOOP("Systems", "character")
    """What one of its characters is called, in English: "agent" ("tick at least one agent");
    the system marks it with ``QT_TRANSLATE_NOOP("Systems", …)``, shown translated."""
    sheet_words: SheetWords = field(default_factory=SheetWords)
    """What Update Sheets calls its sheets' stored fields and values."""
    event_characters: tuple[str, ...] = ()
    """The fields of an action, or of its outcome, that name the characters it is about, in
    the order asked (the history's filter by character): a text names one, a list several."""
    needs_characters: bool = True
    """Whether a session needs at least one character to play (False: the GM may play alone)."""

    def load(self, reference: Reference) -> Any:
        """Import a ``module:attribute`` reference (or a bare module) of this spec.

        A system registered in-process (a plug-in, a test) may give the object itself."""
        return load_reference(reference)

    def driver_class(self) -> Any:
        return self.load(self.driver)

    def option_texts(self) -> dict[str, OptionText]:
        """The Table Options dialog's words of each option, in the current language."""
        return self.load(self.option_words)() if self.option_words is not None else {}

    def display_title(self) -> str:
        """The system's name in the current language: ``Agenti`` (its package marks the
        English title with ``QT_TRANSLATE_NOOP("Systems", …)``)."""
        return translate("Systems", self.title)

    # --- sheets -------------------------------------------------------------------------

    def character_from_document(self, name: str, document: dict[str, Any]) -> Any:
        """The model object of a stored character."""
        return self.character.from_json({**document, "name": name})

    def validated_document(self, name: str, fields: dict[str, Any]) -> dict[str, Any]:
        """Check an imported character's fields (those not :data:`STORED_APART`: the import
        takes those out first) and return them in their stored form."""
        return document_of(self.character_from_document(name, fields))

    def validated_options(self, options: dict[str, Any]) -> dict[str, Any]:
        return self.options.from_json(options).to_json()

    def validated_game_master(self, data: dict[str, Any]) -> dict[str, Any]:
        if self.game_master is None:
            if data:
                raise UserError(
                    translate(
                        "Systems", "the {system} system keeps no GM cards, but the file holds some"
                    ).format(system=self.display_title())
                )
            return {}
        return self.game_master.model.from_json(data).to_json()

    def game_master_from_document(self, document: dict[str, Any] | None) -> Any:
        """The GM's side as a model object; a fresh one when nothing is stored yet."""
        if self.game_master is None:
            raise UserError(
                translate("Systems", "the {system} system keeps no GM cards").format(
                    system=self.display_title()
                )
            )
        if not document:  # nothing stored yet, or an undo back to before the first edit
            return self.game_master.blank()
        return self.game_master.model.from_json(document)


@dataclass(frozen=True)
class DemoSession:
    """A session of the demo campaign: who plays and what was played so far."""

    name: str
    players: tuple[str, ...]
    actions: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class DemoGroup:
    """A system's part of the demo campaign."""

    characters: tuple[Any, ...]
    game_master: Any | None = None
    session: DemoSession | None = None
    """In progress, at a mirror table: its actions carry what the real cards and dice showed."""
    finished: DemoSession | None = None
    """Played at a digital table and over, its seed revealed: ``deskapp verify`` reads it at
    once. Its actions leave the cards and dice to the seed (its draws differ in each demo)."""


def document_of(character: SheetModel) -> dict[str, Any]:
    """A model object as the document the store keeps (without name and portrait)."""
    return {key: value for key, value in character.to_json().items() if key not in STORED_APART}


# --- the catalogue ------------------------------------------------------------------------

_registered: dict[str, SystemSpec] = {}
_installed: dict[str, str] = {}  # key → "module:attribute", the entry points not yet imported
_installed_read: list[str] = []  # how they were listed: "cache" or "metadata"

CATALOGUE_CACHE_VERSION = 4
KEPT_LISTS = 8  # search paths remembered (each start's working folder may be one)


def catalogue_cache_path() -> Path:
    """Where the list of installed systems is kept between starts: the user's cache folder
    of Card Desk (``deskapp.core.store.locations.cache_dir``, a layer above this one)."""
    from platformdirs import user_cache_path  # noqa: PLC0415 (only when the list is needed)

    return user_cache_path("CardDesk", appauthor=False) / "systems.json"


def _search_path_times() -> list[list[Any]]:
    """Each folder (or zip) Python imports from, with its modification time.

    Installing, upgrading or removing a distribution creates or deletes its metadata
    folder (``*.dist-info``) in one of them, which changes that folder's time: a list
    of entry points read under the same times is still the installed one.

    The first folder is left without its time unless Python was told not to add it
    (``-P``): that is the script's folder or the working folder, which holds the user's
    files, not installed distributions (a campaign saved there changes its time)."""
    untimed = 0 if sys.flags.safe_path else 1
    times: list[list[Any]] = []
    for number, entry in enumerate(sys.path):
        try:
            time = os.stat(entry or ".").st_mtime_ns if number >= untimed else None
        except OSError:
            time = None
        times.append([entry, time])
    return times


def _read_entry_points() -> dict[str, str]:
    """The ``carddesk.systems`` entry points from the installed distributions' metadata."""
    import importlib.metadata  # noqa: PLC0415 (~15 ms: only when the cached list is stale)

    found: dict[str, str] = {}
    for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        found.setdefault(entry.name, entry.value)
    return found


def _kept_lists() -> list[dict[str, Any]]:
    """The lists kept by earlier starts, newest first; none if there are none or the file
    is damaged (then the metadata is read again)."""
    try:
        kept = json.loads(catalogue_cache_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(kept, dict) or kept.get("version") != CATALOGUE_CACHE_VERSION:
        return []
    lists = kept.get("lists")
    return [item for item in lists if isinstance(item, dict)] if isinstance(lists, list) else []


def _cached_entry_points(key: list[Any]) -> dict[str, str] | None:
    """The list an earlier start read under the same search path and times, if any.

    Several are kept: the search path differs between the ``deskapp`` launcher and
    ``python -m deskapp`` (which searches the current folder first)."""
    for item in _kept_lists():
        entries = item.get("entry_points")
        if (
            item.get("search_path") == key
            and isinstance(entries, dict)
            and all(isinstance(value, str) for value in entries.values())
        ):
            return entries
    return None


def _keep(key: list[Any], **parts: Any) -> None:
    """Keep parts of the list read under this search path (the entry points, the systems'
    headings) for the next start; a cache that cannot be written is only slower."""
    path = catalogue_cache_path()
    kept = _kept_lists()
    item = next((item for item in kept if item.get("search_path") == key), {})
    if "entry_points" in parts and item.get("entry_points") != parts["entry_points"]:
        item = {}  # other systems: their headings go too
    others = [other for other in kept if other.get("search_path") != key]
    lists = [{**item, "search_path": key, **parts}, *others][:KEPT_LISTS]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.part")
        partial.write_text(
            json.dumps({"version": CATALOGUE_CACHE_VERSION, "lists": lists}), encoding="utf-8"
        )
        partial.replace(path)  # whole or not at all: another start may be reading it
    except OSError:
        pass


def _list_installed(fresh: bool = False) -> None:
    """List the entry points: from the cache when the search path is unchanged (reading
    every distribution's metadata costs each start ~15 ms), else from the metadata."""
    key = _search_path_times()
    entries = None if fresh else _cached_entry_points(key)
    how = "cache"
    if entries is None:
        entries = _read_entry_points()
        how = "metadata"
        _keep(key, entry_points=entries)
    _installed.clear()
    _installed.update(entries)
    _installed_read[:] = [how]
    _headings_checked.clear()


def _installed_entry_points() -> dict[str, str]:
    """The ``carddesk.systems`` entry points by key, listed once and not yet imported."""
    if not _installed_read:
        _list_installed()
    return _installed


def _loaded(key: object) -> SystemSpec | None:
    """The spec of ``key``, importing that system's package only (the first time it is asked)."""
    if not isinstance(key, str):
        return None
    if key in _registered:
        return _registered[key]
    reference = _installed_entry_points().get(key)
    if reference is None and _installed_read == ["cache"]:
        # A key the kept list does not name: a system installed in a way that left the
        # search path's times alone? The metadata has the last word.
        _list_installed(fresh=True)
        reference = _installed.get(key)
    if reference is None:
        return None
    spec = load_reference(reference)
    if not isinstance(spec, SystemSpec) or spec.key != key:
        raise TypeError(f"entry point {key} = {reference} is not a SystemSpec")
    _registered[key] = spec
    return spec


def specs() -> tuple[SystemSpec, ...]:
    """Every registered system, in its order (this imports every installed system)."""
    for key in _installed_entry_points():
        _loaded(key)
    return tuple(sorted(_registered.values(), key=lambda spec: (spec.order, spec.key)))


def keys() -> tuple[str, ...]:
    """Every registered system's key, in the systems' order (imports none: see headings)."""
    return tuple(heading.key for heading in headings())


@dataclass(frozen=True)
class SystemHeading:
    """What a list of the systems shows of one — its key, its title, its place, what its
    GM is called (None: the GM keeps no cards), its ``deskapp check`` command and the title
    of its GM's cards — known without importing the system."""

    key: str
    title: str
    order: int
    game_master_title: str | None = None
    check_command: Command | None = None
    game_master_cards: str | None = None

    @classmethod
    def of(cls, spec: SystemSpec) -> SystemHeading:
        gm = spec.game_master
        if gm is None:
            return cls(spec.key, spec.title, spec.order, None, spec.check_command)
        return cls(spec.key, spec.title, spec.order, gm.title, spec.check_command, gm.cards_title)


def headings() -> tuple[SystemHeading, ...]:
    """Every registered system's heading, in the systems' order.

    The window lists the campaign's characters under their systems before it needs any
    system's code (the sheets and rules are most of a launch's own cost). A system not
    imported yet is headed from the list kept by an earlier start, when the module its
    entry point names is the one that start read (same file, size and time); else every
    system is imported (:func:`specs`) and the headings kept again."""
    installed = _installed_entry_points()
    found = {key: SystemHeading.of(spec) for key, spec in _registered.items()}
    missing = {key: reference for key, reference in installed.items() if key not in found}
    if missing:
        kept = _kept_headings(missing)
        if kept is None:
            every = specs()
            _keep_headings({key: _registered[key] for key in installed if key in _registered})
            found = {spec.key: SystemHeading.of(spec) for spec in every}
        else:
            found.update(kept)
    return tuple(sorted(found.values(), key=lambda heading: (heading.order, heading.key)))


def _source_stamp(reference: str) -> list[Any] | None:
    """The file, size and time of the module a reference names, found without importing it."""
    module_name = reference.partition(":")[0].strip()
    module = sys.modules.get(module_name)
    origin = getattr(module, "__file__", None)
    if origin is None:
        try:
            found = importlib.util.find_spec(module_name)
        except (ImportError, ValueError):
            return None
        origin = found.origin if found is not None else None
    if origin and getattr(sys, "frozen", False) and not os.path.exists(origin):
        origin = sys.executable  # the standalone app: its modules are inside the program
    try:
        status = os.stat(origin) if origin else None
    except OSError:
        return None
    return [origin, status.st_mtime_ns, status.st_size] if status else None


_headings_checked: dict[str, SystemHeading] = {}  # read from the cache and found current


def _kept_headings(wanted: dict[str, str]) -> dict[str, SystemHeading] | None:
    """The headings of these installed systems (key → entry point) as an earlier start
    kept them, if every one is kept and its module unchanged since (checked once a run)."""
    if all(key in _headings_checked for key in wanted):
        return {key: _headings_checked[key] for key in wanted}
    search_path = _search_path_times()
    item = next((item for item in _kept_lists() if item.get("search_path") == search_path), {})
    kept = item.get("headings")
    if not isinstance(kept, dict):
        return None
    found = {}
    for key, reference in wanted.items():
        entry = kept.get(key)
        if not isinstance(entry, dict):
            return None
        try:
            if entry["reference"] != reference or entry["stamp"] != _source_stamp(reference):
                return None
            _key, title, order, gm, check, cards = entry["heading"]  # as astuple() wrote it
            found[key] = SystemHeading(
                key,
                str(title),
                int(order),
                None if gm is None else str(gm),
                None if check is None else Command(*(str(part) for part in check)),
                None if cards is None else str(cards),
            )
        except (KeyError, TypeError, ValueError):
            return None
    _headings_checked.update(found)
    return found


def _keep_headings(loaded: dict[str, SystemSpec]) -> None:
    """Keep the installed systems' headings, each with its module's stamp."""
    kept = {}
    for key, spec in loaded.items():
        reference = _installed.get(key)
        stamp = _source_stamp(reference) if reference is not None else None
        if stamp is None:
            return  # a system whose source cannot be stamped: headed by importing it
        heading = SystemHeading.of(spec)
        check = heading.check_command
        if check is not None and not isinstance(check.module, str):
            return  # a command given as the module itself: listed by importing the system
        kept[key] = {"reference": reference, "stamp": stamp, "heading": astuple(heading)}
    _keep(_search_path_times(), entry_points=dict(_installed), headings=kept)


def is_known(key: object) -> TypeGuard[str]:
    return _loaded(key) is not None


def spec(key: str) -> SystemSpec:
    """The spec of a system key, or a UserError naming the known ones.

    Only that system is imported: a command about one system loads no other."""
    found = _loaded(key)
    if found is None:
        raise UserError(
            translate("Systems", "unknown rule system '{key}' (known: {keys})").format(
                key=key, keys=", ".join(keys())
            )
        )
    return found


@contextmanager
def registered(system: SystemSpec) -> Iterator[SystemSpec]:
    """Register a system for the duration of a ``with`` block (tests and plug-ins)."""
    if _loaded(system.key) is not None:
        raise ValueError(f"a rule system '{system.key}' is registered already")
    _registered[system.key] = system
    try:
        yield system
    finally:
        del _registered[system.key]


# --- conveniences over a key ---------------------------------------------------------------


def driver_class(key: str) -> Any:
    """The table driver of a system; a UserError for a key no registered system has."""
    if not is_known(key):
        raise UserError(
            translate("Systems", "there is no play table for the rule system '{key}'").format(
                key=key
            )
        )
    return spec(key).driver_class()
