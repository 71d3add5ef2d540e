"""Table options: the choices a group makes where a rule can be read more than one way.

Each rule system declares a frozen dataclass of options deriving from
:class:`TableOptions`; the field's default is the rules file's default, and its
metadata holds a one-line ``help`` (citing the rule ID) for the GUI and the docs.
Options are stored with the campaign as JSON and validated on the way in.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Self

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.core.records import NUMBER_LIMIT, RecordError, describe_kinds, read_value, type_hints


@dataclasses.dataclass(frozen=True)
class OptionText:
    """An option's words in the Table Options dialog (a system's ``option_words``): a human
    label, a short explanation and a name for each choice, where the option's ``help`` cites
    the rules."""

    label: str
    explanation: str
    choices: dict[str, str] = dataclasses.field(default_factory=dict)
    unset: str = ""  # what a number left to the rules comes to, in words ("the number of agents")
    only_with: tuple[str, str] | None = None
    """(option, choice): the option is used only with that choice of another, and can be set
    only then ("Black cards" only for a custom deck)."""


class OptionsError(UserError):
    """An unknown table option or a value of the wrong kind."""


def option(
    default: Any,
    help: str,
    minimum: int | None = None,
    maximum: int | None = None,
) -> Any:  # "help" is what the GUI shows
    """A table option field: its default and a one-line help text citing the rule; a whole
    number given is refused below ``minimum`` or above ``maximum`` — by default the
    documented :data:`~deskapp.core.records.NUMBER_LIMIT`, so no option (a deck's size, a
    pool) asks the table to build more than the rules ever need. (What the Table Options
    dialog calls an option and its choices is each system's ``option_words``.)"""
    extras = {"minimum": minimum, "maximum": maximum}
    return dataclasses.field(
        default=default,
        metadata={"help": help}
        | {key: value for key, value in extras.items() if value is not None},
    )


@dataclasses.dataclass(frozen=True)
class TableOptions:
    """Base of every rule system's options; subclasses are frozen dataclasses."""

    SYSTEM: ClassVar[str] = ""

    def __post_init__(self) -> None:
        """Refuse a whole number outside its option's bounds (a subclass checking more calls
        this first)."""
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if not isinstance(value, int):
                continue  # None or a word, where the option also takes those
            low, high = field.metadata.get("minimum"), field.metadata.get("maximum")
            if high is None and value > NUMBER_LIMIT:
                low, high = None, NUMBER_LIMIT  # the documented bound of every option
            if (low is not None and value < low) or (high is not None and value > high):
                raise _refused(self.SYSTEM, field.name, _allowed(low, high), value)

    def to_json(self) -> dict[str, Any]:
        return {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Self:
        """Options from stored JSON; missing ones take their default, unknown ones are refused."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise OptionsError(
                translate(
                    "Options", "{system} table options must be a JSON object, not {data}"
                ).format(system=cls.SYSTEM, data=f"{data!r:.40}")
            )
        hints = type_hints(cls)
        known = {field.name for field in dataclasses.fields(cls)}
        for name in data:
            if name not in known:
                raise OptionsError(
                    translate(
                        "Options", "unknown {system} table option '{name}' (known: {names})"
                    ).format(system=cls.SYSTEM, name=name, names=", ".join(sorted(known)))
                )
        values = {
            name: _checked(cls.SYSTEM, name, hints[name], value) for name, value in data.items()
        }
        return cls(**values)

    def replace(self, **changes: Any) -> Self:
        """A copy with some options changed, each checked like stored JSON."""
        return type(self).from_json(self.to_json() | changes)

    @classmethod
    def describe(cls) -> list[tuple[str, Any, str]]:
        """(name, default, help) of every option, in declaration order."""
        return [
            (field.name, field.default, field.metadata.get("help", ""))
            for field in dataclasses.fields(cls)
        ]


def _allowed(low: int | None, high: int | None) -> str:
    """``0 to 20``, ``1 or more``, ``at most 9``."""
    if high is None:
        return translate("Options", "{low} or more").format(low=low)
    if low is None:
        return translate("Options", "at most {high}").format(high=high)
    return translate("Options", "{low} to {high}").format(low=low, high=high)


def _checked(system: str, name: str, hint: Any, value: Any) -> Any:
    try:
        return read_value(hint, value, name)
    except RecordError:
        raise _refused(system, name, describe_kinds(hint), f"{value!r:.40}") from None


def _refused(system: str, name: str, allowed: str, value: Any) -> OptionsError:
    """An option given a value it does not take: out of its bounds or of the wrong kind."""
    return OptionsError(
        translate(
            "Options", "{system} table option '{name}' must be {allowed}, not {value}"
        ).format(system=system, name=name, allowed=allowed, value=value)
    )
