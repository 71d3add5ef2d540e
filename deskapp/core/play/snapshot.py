"""Copies of a table for the undo history, sharing every value that cannot change.

A driver's state is mostly frozen values — cards, deck events, rule results,
actions — in a few mutable lists and objects that grow as the session goes on.
``copy.deepcopy`` copies all of it, so a checkpoint of a long session costs as
much as the session is long. :func:`snapshot` copies only what can change
(lists, dicts, sets, plain objects) and shares what cannot: numbers, text,
enums, and frozen dataclasses and tuples made of nothing but such values
(checked all the way down, once per object), which is what makes checkpoints
cheap enough to keep while playing.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import functools
import re
import types
from collections import deque
from typing import Any, cast

_ATOMIC = (
    str,
    bytes,
    int,
    float,
    complex,
    bool,
    type(None),
    enum.Enum,
    type,
    range,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
)


class FrozenCache:
    """What is known to be frozen, kept from one snapshot to the next: a value never stops
    being frozen, so each is checked once. Holds the values it knows (their ids stay theirs)."""

    def __init__(self) -> None:
        self.known: dict[int, bool] = {}
        self.keep: list[Any] = []


def snapshot(value: Any, shared: tuple[Any, ...] = (), cache: FrozenCache | None = None) -> Any:
    """A copy of ``value`` that no later change to it can reach; ``shared`` objects are
    kept as they are (the session's recorded random source, say)."""
    return _Copier(shared, cache or FrozenCache()).copy(value)


class _Copier:
    def __init__(self, shared: tuple[Any, ...], cache: FrozenCache) -> None:
        self.memo: dict[int, Any] = {id(item): item for item in shared}
        self.frozen = cache.known
        self.keep = cache.keep

    def copy(self, value: Any) -> Any:
        if isinstance(value, _ATOMIC):
            return value
        key = id(value)
        if key in self.memo:
            return self.memo[key]
        if self.is_frozen(value):
            return value
        kind = type(value)
        if kind is list:
            new_list: list[Any] = []
            self.memo[key] = new_list
            # The long lists of a table are logs of frozen values: those are taken as they are
            # by their type alone, without a call per item (a 20,000-action table's copy took
            # 77 ms item by item).
            append, copy_item, plain = new_list.append, self.copy, _PLAIN_TYPES
            for item in value:
                taken_as_is = plain.get(type(item))
                if taken_as_is is None:
                    taken_as_is = _taken_as_is(type(item))
                append(item if taken_as_is else copy_item(item))
            return new_list
        if kind is dict:
            new_dict: dict[Any, Any] = {}
            self.memo[key] = new_dict
            for item_key, item in value.items():
                new_dict[self.copy(item_key)] = self.copy(item)
            return new_dict
        if kind is set:
            new_set = {self.copy(item) for item in value}
            self.memo[key] = new_set
            return new_set
        if kind is tuple:
            new_tuple = tuple(self.copy(item) for item in value)
            self.memo[key] = new_tuple
            return new_tuple
        if kind is deque:
            new_deque: deque[Any] = deque(maxlen=value.maxlen)
            self.memo[key] = new_deque
            new_deque.extend(self.copy(item) for item in value)
            return new_deque
        if (
            hasattr(value, "__dict__")
            and not hasattr(value, "__deepcopy__")
            and not hasattr(kind, "__slots__")
            and kind.__reduce_ex__ is object.__reduce_ex__
        ):
            new = cast(Any, kind).__new__(kind)
            self.memo[key] = new
            for name, item in vars(value).items():
                object.__setattr__(new, name, self.copy(item))
            return new
        # Anything else (slots, custom copying, C types) the standard way, same memo.
        self.keep.append(value)
        return copy.deepcopy(value, self.memo)

    def is_frozen(self, value: Any) -> bool:
        """Whether nothing inside ``value`` can ever change."""
        kind: type = type(value)
        if isinstance(value, _ATOMIC) or _trusted(kind):
            return True
        key = id(value)
        known = self.frozen.get(key)
        if known is not None:
            return known
        self.frozen[key] = False  # a cycle is not frozen
        self.keep.append(value)
        if isinstance(value, tuple | frozenset):
            result = all(self.is_frozen(item) for item in value)
        else:
            names = _frozen_fields(kind)
            result = (
                names is not None
                and not set(getattr(value, "__dict__", ())) - set(names)
                and all(self.is_frozen(getattr(value, name)) for name in names)
            )
        self.frozen[key] = result
        return result


_PLAIN_TYPES: dict[type, bool] = {}
"""Whether every value of a type is frozen by its type alone (atomic, or trusted)."""


def _taken_as_is(kind: Any) -> bool:
    known = _PLAIN_TYPES[kind] = issubclass(kind, _ATOMIC) or _trusted(kind)
    return known


# A field annotation that can hold something mutable: such a value is checked, not trusted.
_LOOSE = re.compile(r"\b(list|dict|set|Any|object|deque|bytearray|Mutable\w*|Callable)\b")


@functools.cache
def _trusted(kind: type) -> bool:
    """A frozen dataclass or named tuple whose every field is declared as a frozen kind
    (numbers, text, enums, tuples and frozen sets of such, other frozen values): every
    instance is frozen, without looking inside. The declarations are the promise."""
    if issubclass(kind, tuple) and hasattr(kind, "_fields"):
        annotations = getattr(kind, "__annotations__", {})
        declared = [str(annotations.get(name, "Any")) for name in kind._fields]
    elif (names := _frozen_fields(kind)) is not None:
        types_of = {field.name: field.type for field in dataclasses.fields(kind)}
        declared = [str(types_of[name]) for name in names]
    else:
        return False
    return not any(_LOOSE.search(text) for text in declared)


@functools.cache
def _frozen_fields(kind: type) -> tuple[str, ...] | None:
    """The field names of a frozen dataclass; None for any other class."""
    params = getattr(kind, "__dataclass_params__", None)
    if params is None or not params.frozen:
        return None
    return tuple(field.name for field in dataclasses.fields(kind))
