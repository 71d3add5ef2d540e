"""Frozen dataclasses read from JSON, every field checked, one line naming a bad one.

Table options and table actions are both small frozen dataclasses that arrive
as JSON (from the campaign file, an import, a replayed log or the GUI). This is
the one machinery that reads them: field types come from the class's type
hints, missing fields take their defaults, unknown fields are refused, and a
wrong value gets one line that names the field (``field 'plan.aspects[1]' must
be text, not 3``).

Supported field types: ``bool``, ``int``, ``float``, ``str``, ``None``,
``Literal[...]``, unions of those, ``tuple[X, ...]``, ``dict[str, X]`` and
nested record dataclasses.
"""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
from collections.abc import Iterable
from functools import cache
from typing import Any, ClassVar, Literal, Self, get_args, get_origin

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, format_number, translate


class RecordError(UserError):
    """A JSON value that does not fit a record: unknown, missing or ill-typed field."""


@dataclasses.dataclass(frozen=True)
class Record:
    """Base of a frozen dataclass that reads itself from JSON and writes itself back.

    ``JSON_NAMES`` maps a field to the name it is stored under, for stored names that
    cannot be Python names (``"from"``, ``"as"``): reading takes only the stored name,
    and messages say it; ``CHECKED`` names the fields the class checks itself."""

    JSON_NAMES: ClassVar[dict[str, str]] = {}
    CHECKED: ClassVar[frozenset[str]] = frozenset()
    """Fields read as they are stored, for the class's own constructor to check: its message
    can say more than the field's type (a whole number *from 1 to 99*)."""

    def to_json(self) -> dict[str, Any]:
        names = self.JSON_NAMES
        return {
            names.get(field.name, field.name): _to_json(getattr(self, field.name))
            for field in dataclasses.fields(self)
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "") -> Self:
        """Read a JSON object; ``where`` prefixes field names in messages (``plan.``)."""
        return read_record(cls, data, where)


# ``cls: type``, not ``type[Any]``: mypy does not see ``type[Any]`` as Hashable, which
# the cached ``_hints`` needs of its argument.
def read_record(cls: type, data: Any, where: str = "") -> Any:
    if not isinstance(data, dict):
        raise RecordError(
            translate("Records", "{field} must be an object, not {data}").format(
                field=where.rstrip(".") or translate("Records", "the value"), data=f"{data!r:.40}"
            )
        )
    plan = _plan(cls)
    for key in data:
        if key not in plan.accepted:
            known = ", ".join(plan.stored) or translate("Records", "none")
            raise RecordError(
                translate("Records", "unknown field '{where}{key}' (known: {known})").format(
                    where=where, key=key, known=known
                )
            )
    values = {}
    for name, stored, hint, simple, required, limit in plan.fields:
        if stored in data:
            value = data[stored]
            # A plain value of a plain kind is taken as it is; anything else (a wrong kind,
            # a list, a nested record) goes the long way, which names the field.
            if simple is not None and type(value) in simple:
                if type(value) is str and len(value) > limit:
                    check_length(value, f"{where}{stored}")  # refused, the field named
                values[name] = value
            else:
                values[name] = read_value(hint, value, f"{where}{stored}")
        elif required:
            raise RecordError(
                translate("Records", "field '{field}' is missing").format(field=f"{where}{stored}")
            )
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:
        raise RecordError(
            translate("Records", "{field}: {error}").format(
                field=where.rstrip(".") or cls.__name__, error=error
            )
        ) from None


@dataclasses.dataclass(frozen=True)
class _Plan:
    """How a record class is read, worked out once per class."""

    fields: tuple[tuple[str, str, Any, frozenset[type] | None, bool, int], ...]
    """Each field: its name, the name it is stored under, its hint, the exact types of a
    value taken as it is (None: always checked the long way), whether it is required, and
    the longest text it holds (:func:`text_limit`, by the stored name)."""
    accepted: frozenset[str]
    stored: tuple[str, ...]


# The exact value types each plain kind takes as it is (bool is not an int here, as in
# ``_converted``).
_PLAIN: dict[Any, frozenset[type]] = {
    bool: frozenset({bool}),
    int: frozenset({int}),
    float: frozenset({int, float}),
    str: frozenset({str}),
    type(None): frozenset({type(None)}),
}


@cache
def _plan(cls: type) -> _Plan:
    hints = _hints(cls)
    stored_as: dict[str, str] = getattr(cls, "JSON_NAMES", {})
    checked: frozenset[str] = getattr(cls, "CHECKED", frozenset())
    fields = []
    for name, field in _init_fields(cls).items():
        hint = Any if name in checked else hints[name]
        kinds = kinds_of(hint)
        simple: frozenset[type] | None = None
        if all(kind in _PLAIN for kind in kinds):
            simple = frozenset().union(*(_PLAIN[kind] for kind in kinds))
        required = field.default is dataclasses.MISSING and (
            field.default_factory is dataclasses.MISSING
        )
        stored = stored_as.get(name, name)
        fields.append((name, stored, hint, simple, required, text_limit(stored)))
    names = tuple(entry[1] for entry in fields)
    return _Plan(tuple(fields), frozenset(names), names)


NUMBER_LIMIT = 999
"""The range of every number a character sheet or a GM's side holds, in every rule system:
from −999 to 999 (each system's own fields are narrower — a Cinematic rating 0–99, an Agents
reserve count from 0 — and its editors stop there). A bigger number, a fraction too large to
count with, infinity or NaN is refused at import and by the store before it is kept, so it
never reaches a table, a print or a deck."""


MAX_LIST_ITEMS = 1_000
"""The most items a list on a sheet holds (aspects, traits, skills, relationship history …):
the rules bound each far lower (A-02: ten aspects), and work on a list may grow with its
square (each name checked against the others)."""


NAME_LIMIT = 200
"""The longest name Card Desk keeps, in characters: a character's, a play session's, and any
name on a sheet or in a session (a field called ``name`` or ending in ``_name``: a trait, a
skill, an item, a spell) and any key of an object (a Cinematic attribute's or skill's name)."""

TEXT_LIMIT = 500
"""The longest short text on a sheet, in a session or an option: an aspect, a tag, a reason,
a kind — every text that is neither a name nor a note."""

NOTE_LIMIT = 10_000
"""The longest note: the free text of a field in :data:`NOTE_FIELDS` (a sheet's notes, an
Agent's appearance, a relationship's reason, a threat card's escalation)."""

NOTE_FIELDS = frozenset({"notes", "appearance", "reason", "escalation"})
"""The fields that hold a note (:data:`NOTE_LIMIT`) rather than a short text."""

DOCUMENT_TEXT_LIMIT = 100_000
"""The most characters of text (its keys included) one sheet or GM's side holds in all."""


def text_limit(field: str) -> int:
    """The longest text a field holds: :data:`NAME_LIMIT`, :data:`NOTE_LIMIT` or
    :data:`TEXT_LIMIT`, by its name (the last step of a path such as ``traits[0].name``)."""
    name = field.rsplit(".", 1)[-1].split("[", 1)[0]
    if name == "name" or name.endswith("_name"):
        return NAME_LIMIT
    return NOTE_LIMIT if name in NOTE_FIELDS else TEXT_LIMIT


def check_length(text: str, field: str, limit: int | None = None) -> None:
    """Refuse, naming the field and its limit, a text longer than the field holds (its
    :func:`text_limit` unless ``limit`` is given)."""
    most = text_limit(field) if limit is None else limit
    if len(text) > most:
        raise RecordError(
            translate(
                "Records", "field '{field}' holds {count} characters: it holds at most {most}"
            ).format(
                field=without_surrogates(field) or translate("Records", "the value"),
                count=format_number(len(text)),
                most=format_number(most),
            )
        )


LATEST_TIME = 253_402_214_399
"""The latest moment a stored event may say it happened (its ``at``, in seconds since 1970,
UTC): the end of 30 December 9999, so that every time zone still shows it as a date. Card
Desk itself writes the clock's time; no event happened before 1970."""


def event_time(value: Any) -> float | None:
    """``value`` as a stored event's time (``at``), or None when it is no time Card Desk writes:
    not a number, or outside 0 … :data:`LATEST_TIME` (NaN included)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if 0 <= value <= LATEST_TIME else None


def check_bounds(value: Any, where: str = "", numbers: bool = True) -> None:
    """Refuse, naming its field, any number in a JSON value outside ±:data:`NUMBER_LIMIT`,
    any list longer than :data:`MAX_LIST_ITEMS`, any text longer than its field holds
    (:func:`text_limit`; a key of an object is a name) and more than
    :data:`DOCUMENT_TEXT_LIMIT` characters of text in all. ``numbers=False`` checks the
    texts alone (a session's setup, whose random values and times are no sheet's numbers).

    Walks without recursion, so a deeply nested value is no stack overflow."""
    pending: list[tuple[str, Any]] = [(where, value)]
    total = 0
    while pending:
        path, item = pending.pop()
        if numbers and total > DOCUMENT_TEXT_LIMIT:
            raise _too_much_text()
        if isinstance(item, str):
            check_length(item, path)
            total += len(item)
            continue
        if not numbers and not isinstance(item, dict | list | tuple):
            continue
        if isinstance(item, bool) or item is None:
            continue
        if isinstance(item, int | float):
            if not -NUMBER_LIMIT <= item <= NUMBER_LIMIT:  # NaN compares false: refused too
                shown = f"{item!r:.40}" if not isinstance(item, int) else _short_int(item)
                raise RecordError(
                    translate(
                        "Records",
                        "field '{field}' must be a number from −{limit} to {limit}, not {shown}",
                    ).format(
                        field=path or translate("Records", "the value"),
                        limit=NUMBER_LIMIT,
                        shown=shown,
                    )
                )
        elif isinstance(item, dict):
            for key in item:
                if isinstance(key, str) and len(key) > NAME_LIMIT:
                    check_length(
                        key, _inside(path, f".{key[:20]}…" if path else key[:20]), NAME_LIMIT
                    )
                total += len(key) if isinstance(key, str) else 0
            pending.extend(
                (_inside(path, f".{key}" if path else str(key)), sub) for key, sub in item.items()
            )
        elif isinstance(item, list | tuple):
            if numbers and len(item) > MAX_LIST_ITEMS:
                raise RecordError(
                    translate(
                        "Records",
                        "field '{field}' holds {count} items: a sheet's list holds at most {most}",
                    ).format(
                        field=path or translate("Records", "the value"),
                        count=format_number(len(item)),
                        most=format_number(MAX_LIST_ITEMS),
                    )
                )
            pending.extend((_inside(path, f"[{index}]"), sub) for index, sub in enumerate(item))
    if numbers and total > DOCUMENT_TEXT_LIMIT:
        raise _too_much_text()


def _too_much_text() -> RecordError:
    return RecordError(
        translate("Records", "the sheet holds more than {most} characters of text in all").format(
            most=format_number(DOCUMENT_TEXT_LIMIT)
        )
    )


def _inside(path: str, step: str) -> str:
    """A field's path one step deeper; a very deep one stops growing (the message stays short
    and the walk linear)."""
    if len(path) > 80:
        return path if path.endswith("…") else f"{path}…"
    return f"{path}{step}"


def _short_int(number: int) -> str:
    """A whole number for a message: its digits, or how many there are when they are many
    (Python refuses to print more than 4,300 digits)."""
    if abs(number) < 10**30:
        return str(number)
    digits = number.bit_length() * 30103 // 100000 + 1
    return translate("Records", "a %n-digit number", None, digits).replace(
        str(digits), format_number(digits)
    )


MAX_JSON_DEPTH = 64
"""The deepest nesting read from a file: a campaign export nests about 8 levels."""


class _DuplicateKeyError(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object as a dict, refusing a key given twice (``json`` keeps the last one)."""
    value = dict(pairs)
    if len(value) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKeyError(key)
            seen.add(key)
    return value


LONE_SURROGATE = re.compile("[\ud800-\udfff]")
"""Half of a UTF-16 surrogate pair alone: JSON may spell one (``"\\ud800"``) and Python keeps
it, but it is no character, and no text file or database can hold it."""

# In JSON text a lone surrogate is an escape (or, from the command line's own arguments, a
# surrogate Python made of bytes that are not UTF-8): text without either holds none.
_MAYBE_SURROGATE = re.compile("\\\\u[dD][89a-fA-F]|[\ud800-\udfff]")


def parse_json(text: str, where: str) -> Any:
    """Read JSON text as Card Desk keeps it, every way it can fail one line naming ``where``:
    no NaN or Infinity, no number of more than 4,300 digits, nothing nested deeper than
    :data:`MAX_JSON_DEPTH`, no key twice in one object, no lone surrogate in any text."""

    def constant(name: str) -> Any:
        raise RecordError(
            translate("Records", "{where}: {name} is not a number Card Desk keeps").format(
                where=where, name=name
            )
        )

    try:
        value = json.loads(
            text, parse_constant=constant, object_pairs_hook=_object_without_duplicates
        )
    except json.JSONDecodeError as error:
        raise RecordError(
            translate(
                "Records", "{where}: not valid JSON: {problem} at line {line}, column {column}"
            ).format(where=where, problem=error.msg, line=error.lineno, column=error.colno)
        ) from None
    except _DuplicateKeyError as error:
        raise RecordError(
            translate("Records", "{where}: the key '{key}' is given twice in one object").format(
                where=where, key=without_surrogates(error.key)
            )
        ) from None
    except RecursionError:
        raise RecordError(
            translate("Records", "{where}: nested more than {depth} levels deep").format(
                where=where, depth=MAX_JSON_DEPTH
            )
        ) from None
    except ValueError:  # Python's own limit on the digits of a whole number
        raise RecordError(
            translate("Records", "{where}: holds a number with more than {digits} digits").format(
                where=where, digits=format_number(4300)
            )
        ) from None
    _check_depth(value, where)
    if _MAYBE_SURROGATE.search(text):
        check_text(value, where)
    return value


def without_surrogates(text: str) -> str:
    """``text`` fit to print: each lone surrogate shown as U+FFFD."""
    return LONE_SURROGATE.sub("\ufffd", text)


def check_text(value: Any, where: str) -> None:
    """Refuse, naming its field, a lone surrogate in any text (or key) of a JSON value."""
    pending: list[tuple[str, Any]] = [("", value)]
    while pending:
        path, item = pending.pop()
        if isinstance(item, str):
            found = LONE_SURROGATE.search(item)
            if found is not None:
                raise RecordError(
                    translate(
                        "Records",
                        "{where}: field '{field}' holds U+{code}, half of a surrogate pair "
                        "alone, which is not text",
                    ).format(
                        where=where,
                        field=without_surrogates(path) or translate("Records", "the value"),
                        code=f"{ord(found.group()):04X}",
                    )
                )
        elif isinstance(item, dict):
            for key, sub in item.items():
                inner = _inside(path, f".{key}" if path else str(key))
                pending.extend(((inner, key), (inner, sub)))
        elif isinstance(item, list):
            pending.extend((_inside(path, f"[{index}]"), sub) for index, sub in enumerate(item))


def _check_depth(value: Any, where: str) -> None:
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict | list):
            if depth > MAX_JSON_DEPTH:
                raise RecordError(
                    translate("Records", "{where}: nested more than {depth} levels deep").format(
                        where=where, depth=MAX_JSON_DEPTH
                    )
                )
            children = item.values() if isinstance(item, dict) else item
            pending.extend((child, depth + 1) for child in children)


def read_value(hint: Any, value: Any, where: str) -> Any:
    """A JSON value checked (and converted: lists to tuples, objects to records) against a hint."""
    failures = []
    for kind in kinds_of(hint):
        converted = _converted(kind, value, where)
        if converted is not _NO:
            return converted
        failures.append(kind)
    raise RecordError(
        translate("Records", "field '{where}' must be {kinds}, not {value}").format(
            where=where, kinds=_describe(failures), value=f"{value!r:.40}"
        )
    )


_NO = object()


def _converted(kind: Any, value: Any, where: str) -> Any:
    origin, args = _shape(kind)
    if origin is Literal:
        return value if value in args and not isinstance(value, bool | dict) else _NO
    if kind is type(None):
        return None if value is None else _NO
    if kind is Any:
        return value
    if kind is bool:
        return value if isinstance(value, bool) else _NO
    if kind is int:
        return value if isinstance(value, int) and not isinstance(value, bool) else _NO
    if kind is float:
        return value if isinstance(value, int | float) and not isinstance(value, bool) else _NO
    if kind is str:
        if not isinstance(value, str):
            return _NO
        check_length(value, where)
        return value
    if origin is tuple:
        if not isinstance(value, list | tuple):
            return _NO
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(read_value(args[0], item, f"{where}[{i}]") for i, item in enumerate(value))
        if len(args) != len(value):
            return _NO
        return tuple(
            read_value(a, item, f"{where}[{i}]")
            for i, (a, item) in enumerate(zip(args, value, strict=True))
        )
    if origin is dict:
        key_kind, value_kind = args
        if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
            return _NO
        for key in value:
            check_length(key, f"{where}.{key[:20]}…", NAME_LIMIT)
        return {key: read_value(value_kind, item, f"{where}.{key}") for key, item in value.items()}
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        if not isinstance(value, dict):
            return _NO
        # A record may read its own stored shape (a sheet's record names its owner).
        if issubclass(kind, Record):
            return kind.from_json(value, f"{where}.")
        return read_record(kind, value, f"{where}.")
    return value if isinstance(kind, type) and isinstance(value, kind) else _NO


@cache
def _init_fields(cls: type) -> dict[str, dataclasses.Field[Any]]:
    return {field.name: field for field in dataclasses.fields(cls) if field.init}


def type_hints(cls: type) -> dict[str, Any]:
    """A class's field types, worked out once per class. (Any class: mypy does not see the
    type of a frozen dataclass as Hashable, which the cache asks of its argument.)"""
    return _hints(cls)


@cache
def _hints(cls: Any) -> dict[str, Any]:
    return typing.get_type_hints(cls)


@cache
def kinds_of(hint: Any) -> tuple[Any, ...]:
    """The kinds a hint allows: each member of a union (``int | None``: int, NoneType)."""
    if get_origin(hint) in (typing.Union, types.UnionType):
        return tuple(kind for arg in get_args(hint) for kind in kinds_of(arg))
    return (hint,)


@cache
def _shape(kind: Any) -> tuple[Any, tuple[Any, ...]]:
    """A hint's origin and arguments (``tuple``, ``(str, Ellipsis)``), worked out once."""
    return get_origin(kind), get_args(kind)


def describe_kinds(hint: Any) -> str:
    """A hint (a union: each of its kinds) in words, for messages: ``a whole number or null``."""
    return _describe(list(kinds_of(hint)))


def _describe(kinds: list[Any]) -> str:
    words = []
    for kind in kinds:
        origin = get_origin(kind)
        if origin is Literal:
            words.append(_or(repr(choice) for choice in get_args(kind)))
        elif kind is type(None):
            words.append("null")
        elif origin is tuple:
            words.append(translate("Records", "a list"))
        elif origin is dict or dataclasses.is_dataclass(kind):
            words.append(translate("Records", "an object"))
        elif kind in _KIND_WORDS:
            words.append(translate("Records", _KIND_WORDS[kind]))
        else:
            words.append(getattr(kind, "__name__", str(kind)))
    return _or(words)


_KIND_WORDS = {
    bool: QT_TRANSLATE_NOOP("Records", "true or false"),
    int: QT_TRANSLATE_NOOP("Records", "a whole number"),
    float: QT_TRANSLATE_NOOP("Records", "a number"),
    str: QT_TRANSLATE_NOOP("Records", "text"),
}


def _or(words: Iterable[str]) -> str:
    """``a whole number or null``: the choices a field takes, in the current language."""
    return translate("Records", " or ").join(words)


def _to_json(value: Any) -> Any:
    if isinstance(value, Record):
        return value.to_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [_to_json(item) for item in value]
    if isinstance(value, dict):
        return {key: _to_json(item) for key, item in value.items()}
    return value
