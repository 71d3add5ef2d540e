"""The Agents table's actions as typed records: what each stored ``{"do": …}`` JSON holds.

Every action is a frozen :class:`~deskapp.core.play.actions.Action` read by the
record machinery (:func:`~deskapp.core.play.actions.parse_action`): a bad field
gets one line naming it, and the table changes nothing. The JSON keeps the shape
stored sessions and the demo have always used, with two spellings accepted here
and only here:

- a give-reserve names its agents ``"from"`` and ``"to"``; ``from`` is a Python
  keyword, so the field is ``from_`` in Python and ``"from"`` in JSON;
- ``{"do": "cancel"}`` (put the drawn cards back) is what sessions stored before
  the play kernel hold; it is read as an undo of the draw
  (:meth:`~deskapp.systems.agents.driver.AgentsDriver.legacy_actions`), and the
  table puts drawn cards back with an undo.

Undo and redo are the kernel's (``{"do": "undo"}``, ``{"do": "redo"}``).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Literal, overload

from deskapp.core.cards import Card
from deskapp.core.i18n import translate
from deskapp.core.play.actions import Action
from deskapp.core.records import Record, RecordError
from deskapp.systems.agents.rules import TestChoices, TestPlan, TestSetup

# --- what a test is made of ----------------------------------------------------------------


class _PlanRecord(Record):
    """A part of a test stored as :func:`plan_to_json` writes it: defaults left out."""

    def to_json(self) -> dict[str, Any]:
        return plan_to_json(self)


@dataclasses.dataclass(frozen=True)
class Plan(TestPlan, _PlanRecord):
    """A test described by name: a :class:`TestPlan` (A-10 … A-17, A-41 … A-45) read from
    an action's JSON with the record machinery; the rules take it as it is."""


@dataclasses.dataclass(frozen=True)
class DrawCounts(_PlanRecord):
    """A test in counts, as it is drawn (an agent known only by name, A-10, A-15, A-44)."""

    aspects: int = 0
    temporary: int = 0
    negative: int = 0
    distrust: int = 0

    def test_setup(self) -> TestSetup:
        return TestSetup(
            **{field.name: getattr(self, field.name) for field in dataclasses.fields(self)}
        )


COUNT_CHOICES = (
    "exhaust",
    "negative_exhausted",
    "advantages",
    "disadvantages",
    "helped",
    "to_aspect",
)
"""The choices of a test in counts: the fields of a :class:`TestSetup` the screen counts."""
IN_COUNTS_ONLY = tuple(
    name for name in COUNT_CHOICES if name not in {f.name for f in dataclasses.fields(TestChoices)}
)
"""Choices only a test in counts takes (advantages, disadvantages, helped); the other
fields of :class:`Choices` but ``remove`` are those of a test described by name."""


@dataclasses.dataclass(frozen=True)
class Choices(_PlanRecord):
    """How the drawn cards are sorted (A-11 … A-21).

    A test described by name takes the fields of :class:`TestChoices` (names in
    ``exhaust``, ``negative_exhausted``, ``to_aspect``); a test in counts takes
    counts in those three and in ``advantages``, ``disadvantages``, ``helped``.
    Both name the removed cards in ``remove`` (A-16).
    """

    exhaust: tuple[str, ...] | int = ()
    exhaust_trust: tuple[str, ...] = ()
    negative_exhausted: tuple[str, ...] | int = ()
    threat: int = 0
    coordinator_reserves: int = 0
    betray: bool = False
    help: tuple[str, ...] = ()
    to_aspect: tuple[str, ...] | int = ()
    to_aspect_agent: str | None = None
    strengthen: Literal["negative", "limiting"] = "negative"
    advantages: int = 0
    disadvantages: int = 0
    helped: int = 0
    remove: tuple[str, ...] = ()

    def given(self) -> tuple[str, ...]:
        """The fields given a value other than their default, in field order."""
        return tuple(plan_to_json(self))

    def by_name(self) -> TestChoices:
        """The choices of a test described by name; refused if they are counts."""
        for name in IN_COUNTS_ONLY:
            if name in self.given():
                raise RecordError(
                    translate(
                        "AgentsDriver",
                        "field 'choices.{name}' is for a test in counts; this test was described "
                        "by name",
                    ).format(name=name)
                )
        values: dict[str, Any] = {
            field.name: getattr(self, field.name)
            for field in dataclasses.fields(self)
            if field.name not in IN_COUNTS_ONLY
        }
        for name in ("exhaust", "negative_exhausted", "to_aspect"):
            if isinstance(values[name], int):
                raise RecordError(
                    translate(
                        "AgentsDriver",
                        "field 'choices.{name}' must be a list of names for a test described by "
                        "name, not {value}",
                    ).format(name=name, value=values[name])
                )
        return TestChoices(**values)

    def in_counts(self) -> dict[str, Any]:
        """The choices of a test in counts as the fields of a :class:`TestSetup`."""
        counts = COUNT_CHOICES
        for name in self.given():
            if name not in (*counts, "remove"):
                raise RecordError(
                    translate(
                        "AgentsDriver", "the choices of a test in counts are {known}, not '{name}'"
                    ).format(known=", ".join((*counts, "remove")), name=name)
                )
        values: dict[str, Any] = {}
        for name in counts:
            value = getattr(self, name)
            if isinstance(value, tuple):
                if value:
                    raise RecordError(
                        translate(
                            "AgentsDriver",
                            "field 'choices.{name}' must be a whole number for a test in counts, "
                            "not a list",
                        ).format(name=name)
                    )
                continue
            values[name] = value
        if self.remove:
            values["remove"] = self.remove
        return values


@dataclasses.dataclass(frozen=True)
class RelationshipChange(Record):
    """One agent's relationship card toward another, changed at a scene's end (A-24, A-40)."""

    agent: str
    toward: str
    to: str
    reason: str = ""


# --- the actions ------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Draw a test's cards onto the table (A-10 … A-17): by ``plan`` or in counts by ``setup``."""

    KIND: ClassVar[str] = "draw"
    agent: str
    plan: Plan | None = None
    setup: DrawCounts | None = None
    cards: tuple[str, ...] | str | None = None
    """The cards drawn from the real deck, in draw order (mirror sessions only)."""

    def to_json(self) -> dict[str, Any]:
        return {key: value for key, value in super().to_json().items() if value is not None}


@dataclasses.dataclass(frozen=True)
class Resolve(Action):
    """Sort the drawn cards (A-11 … A-21)."""

    KIND: ClassVar[str] = "resolve"
    choices: Choices | None = None
    raised: int = 0
    """Coordinator reserves raising the Threat, for a test in counts (A-20, A-31)."""
    seeking_danger: bool = False
    """Threat factors beyond the Threat level, for a test in counts (A-31)."""

    def to_json(self) -> dict[str, Any]:
        choices = self.choices.to_json() if self.choices is not None else {}
        return {
            "do": self.KIND,
            "choices": choices,
            **{key: getattr(self, key) for key in self.given},
        }

    @property
    def given(self) -> tuple[str, ...]:
        """Which of ``raised`` and ``seeking_danger`` differ from their default."""
        return tuple(
            key
            for key, default in (("raised", 0), ("seeking_danger", False))
            if getattr(self, key) != default
        )


@dataclasses.dataclass(frozen=True)
class Rest(Action):
    """A scene of rest (A-22); ``interrupted`` defaults to whether the scene opened under pressure."""

    KIND: ClassVar[str] = "rest"
    agents: tuple[str, ...]
    interrupted: bool | None = None
    present: tuple[str, ...] = ()
    restore: dict[str, tuple[str, ...]] | None = None


@dataclasses.dataclass(frozen=True)
class EndScene(Action):
    """The scene ends; relationships change only now, each with its reason (A-24)."""

    KIND: ClassVar[str] = "end_scene"
    on: str | None = None
    """The date the changes are written on (YYYY-MM-DD); needed when there are any."""
    changes: tuple[RelationshipChange, ...] | None = None


@dataclasses.dataclass(frozen=True)
class Restore(Action):
    """One reserve restores one exhausted aspect (A-22)."""

    KIND: ClassVar[str] = "restore"
    agent: str
    aspect: str


@dataclasses.dataclass(frozen=True)
class SpendReserve(Action):
    """A reserve for a detail, an item, reaching the others or a vote (A-15)."""

    KIND: ClassVar[str] = "reserve"
    agent: str
    purpose: str


@dataclasses.dataclass(frozen=True)
class GiveReserve(Action):
    """A trusted agent hands a reserve to an agent that trusts it (A-42); JSON ``"from"``, ``"to"``."""

    KIND: ClassVar[str] = "give_reserve"
    JSON_NAMES: ClassVar[dict[str, str]] = {"from_": "from"}
    from_: str
    to: str


@dataclasses.dataclass(frozen=True)
class Replenish(Action):
    """Exhausted equipment is bought, looted or repaired in the fiction (A-17, A-22)."""

    KIND: ClassVar[str] = "replenish"
    agent: str
    equipment: str


@dataclasses.dataclass(frozen=True)
class FreshDeck(Action):
    """Every card back into a new shuffled draw pile; the score is kept as counts."""

    KIND: ClassVar[str] = "fresh_deck"


@dataclasses.dataclass(frozen=True)
class Play(Action):
    """One event of a mission log, its cards given (mirror sessions only): an imported mission."""

    KIND: ClassVar[str] = "play"
    event: dict[str, Any]


@dataclasses.dataclass(frozen=True)
class TakeBack(Action):
    """Mirror sessions' correction: a card the real deck still holds goes from the pile the app
    put it in (discard, success, complication) back to the top of the draw pile."""

    KIND: ClassVar[str] = "take_back"
    card: str


# --- helpers ----------------------------------------------------------------------------------


def plan_to_json(value: Any) -> dict[str, Any]:
    """A test's plan or choices as JSON: fields left at their default are left out, as
    stored; cards in notation."""
    data = {}
    for field in dataclasses.fields(value):
        entry = getattr(value, field.name)
        if entry != field.default:
            data[field.name] = (
                [member.notation if isinstance(member, Card) else member for member in entry]
                if isinstance(entry, tuple)
                else entry
            )
    return data


@overload
def plan_from_json(kind: type[TestPlan], data: Any, what: str) -> TestPlan: ...
@overload
def plan_from_json(kind: type[TestChoices], data: Any, what: str) -> TestChoices: ...
def plan_from_json(kind: type[TestPlan | TestChoices], data: Any, what: str) -> Any:
    """A test's plan or choices by name from JSON (``what``: "plan" or "choices"), every
    field checked by the record machinery, as an action's are."""
    try:
        if kind is TestPlan:
            return Plan.from_json(data)
        return Choices.from_json(data).by_name()
    except RecordError as error:
        raise RecordError(f"{what}: {error}") from None
