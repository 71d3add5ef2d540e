"""The Agents campaign model (rules/agents.md A-01 … A-08, A-40): what is printed and edited.

An :class:`Agent` is a character card with its aspect cards, relationship cards,
reserve cards and equipment cards; the :class:`Coordinator` holds the threat
cards, the Coordinator's reserves and an optional starting Threat level. All are
frozen values: an edit makes a new value, so the GUI's undo can keep the old one.

Every class round-trips through JSON (``to_json`` / ``from_json``) for the
campaign store and ``deskapp import``; ``from_json`` refuses anything invalid with
a :class:`ModelError` whose one-line message names the object and the field, as
in ``agent 'Anna': aspects[2].kind: 'big' is not an aspect kind (…)``.

The mission itself (deck, piles, Threat, milestones) is played by
:class:`deskapp.systems.agents.state.AgentsState`, which works on these values.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Any, ClassVar, Self, get_args, get_origin

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.records import NAME_LIMIT, NOTE_LIMIT, kinds_of, type_hints
from deskapp.core.systems import SheetWords

# Narrower than the documented limits of every system (deskapp.core.records) for one-line texts.
MAX_TEXT = NAME_LIMIT
MAX_NOTES = NOTE_LIMIT
MIN_OWN_ASPECTS = 1
MAX_OWN_ASPECTS = 10
# Reserves, rewards and a starting Threat level: a table never holds more than this many cards.
MAX_COUNT = 99


class ModelError(UserError, ValueError):
    """An agent, aspect, relationship or threat card that is not valid; names the field."""


class AspectKind(StrEnum):
    """The kinds of aspect the rules name (A-02)."""

    ORDINARY = "ordinary"
    NEGATIVE = "negative"
    SPECIAL = "special"
    TEMPORARY = "temporary"
    LIMITING = "limiting"
    EQUIPMENT = "equipment"

    @property
    def label(self) -> str:
        """The kind as a word before "aspect", in the user's language: "negative"."""
        words = {
            AspectKind.ORDINARY: translate("AgentsSheet", "ordinary"),
            AspectKind.NEGATIVE: translate("AgentsSheet", "negative"),
            AspectKind.SPECIAL: translate("AgentsSheet", "special"),
            AspectKind.TEMPORARY: translate("AgentsSheet", "temporary"),
            AspectKind.LIMITING: translate("AgentsSheet", "permanent limiting"),
            AspectKind.EQUIPMENT: translate("AgentsSheet", "equipment"),
        }
        return words[self]

    @property
    def is_negative(self) -> bool:
        """Given by the Coordinator and used against the agent (A-12, A-19, A-23)."""
        return self in (AspectKind.NEGATIVE, AspectKind.LIMITING)

    @property
    def is_own(self) -> bool:
        """Written on the agent's sheet by its player; these are the 1 to 10 of A-02."""
        return self in (AspectKind.ORDINARY, AspectKind.SPECIAL)


class Relation(StrEnum):
    """The five relationship values of A-40."""

    NEUTRAL = "neutral"
    PARTIAL_TRUST = "partial_trust"
    FULL_TRUST = "full_trust"
    PARTIAL_DISTRUST = "partial_distrust"
    FULL_DISTRUST = "full_distrust"

    @property
    def label(self) -> str:
        """The relationship as its card names it, in the user's language: "Partial trust"."""
        words = {
            Relation.NEUTRAL: translate("AgentsSheet", "Neutral"),
            Relation.PARTIAL_TRUST: translate("AgentsSheet", "Partial trust"),
            Relation.FULL_TRUST: translate("AgentsSheet", "Full trust"),
            Relation.PARTIAL_DISTRUST: translate("AgentsSheet", "Partial distrust"),
            Relation.FULL_DISTRUST: translate("AgentsSheet", "Full distrust"),
        }
        return words[self]

    @property
    def is_trust(self) -> bool:
        return self in (Relation.PARTIAL_TRUST, Relation.FULL_TRUST)

    @property
    def is_distrust(self) -> bool:
        return self in (Relation.PARTIAL_DISTRUST, Relation.FULL_DISTRUST)


class Threatened(StrEnum):
    """Who a threat card endangers (A-06)."""

    CIVILIANS = "civilians"
    AGENTS = "agents"
    BOTH = "both"


def shown(value: Any) -> str:
    """A JSON value as a message shows it: short, and in JSON's words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return translate("AgentsSheet", "an object")
    if isinstance(value, list):
        return translate("AgentsSheet", "a list")
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _article(kind: type[StrEnum]) -> str:
    words = {
        AspectKind: translate("AgentsSheet", "an aspect kind"),
        Relation: translate("AgentsSheet", "a relationship"),
        Threatened: translate("AgentsSheet", "a kind of threat"),
    }
    return words.get(kind) or translate("AgentsSheet", "a known value")


def _checked_text(field: str, value: str, limit: int = MAX_TEXT, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise ModelError(
            translate("AgentsSheet", "{field}: must be text, not {value}").format(
                field=field, value=shown(value)
            )
        )
    if not allow_empty and not value.strip():
        raise ModelError(translate("AgentsSheet", "{field}: must not be empty").format(field=field))
    if len(value) > limit:
        length = len(value)
        raise ModelError(
            translate(
                "AgentsSheet",
                "{field}: is %n character(s) long; at most {limit} fit",
                None,
                length,
            ).format(field=field, limit=limit)
        )
    if limit == MAX_TEXT and ("\n" in value or "\r" in value):
        raise ModelError(translate("AgentsSheet", "{field}: must be one line").format(field=field))
    return value


def _checked_count(field: str, value: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ModelError(
            translate("AgentsSheet", "{field}: must be a whole number, not {value}").format(
                field=field, value=shown(value)
            )
        )
    if value < 0:
        raise ModelError(
            translate("AgentsSheet", "{field}: cannot be below zero, not {value}").format(
                field=field, value=value
            )
        )
    if value > MAX_COUNT:
        raise ModelError(
            translate("AgentsSheet", "{field}: must be at most {maximum}, not {value}").format(
                field=field, maximum=MAX_COUNT, value=value
            )
        )
    return value


def _key(text: str) -> str:
    """How names and aspect texts are compared: case and surrounding spaces do not matter."""
    return text.strip().casefold()


def _unique(field: str, names: Iterable[str], what: str) -> None:
    """Refuse two of ``names`` alike; ``what`` says which sentence: "aspects", "equipment" …"""
    sentences = {
        "aspects": translate("AgentsSheet", "{field}: two aspects are called '{name}'"),
        "equipment": translate("AgentsSheet", "{field}: two equipment cards are called '{name}'"),
        "relationships": translate(
            "AgentsSheet", "{field}: two relationship cards are toward '{name}'"
        ),
        "fits": translate("AgentsSheet", "{field}: two fitting aspects are called '{name}'"),
        "threat": translate("AgentsSheet", "{field}: two threat cards are called '{name}'"),
    }
    seen: set[str] = set()
    for name in names:
        if _key(name) in seen:
            raise ModelError(sentences[what].format(field=field, name=name.strip()))
        seen.add(_key(name))


# --- stored as JSON ----------------------------------------------------------------------


class _Stored:
    """A sheet value that reads itself from JSON and writes itself back, field by field.

    Each field is read by its type: text, a whole number, true or false, one of a
    :class:`StrEnum`'s values, a date, a list of texts or a list of other stored values
    (read with this one's label, their path below this one's). A field with a default
    may be left out; ``portrait``-like ``str | None`` fields read ``""`` and null as None."""

    LABEL: ClassVar[str] = ""
    """Names the value in messages when no owner's label is given ("aspect")."""
    STORED: ClassVar[tuple[str, ...]] = ()
    """The stored fields in the order written (and listed as known); empty: as declared."""
    SPARSE: ClassVar[frozenset[str]] = frozenset()
    """Fields written only when they differ from their default."""

    def to_json(self) -> dict[str, Any]:
        defaults = {field.name: field.default for field in dataclasses.fields(self)}  # type: ignore[arg-type]
        data: dict[str, Any] = {}
        for name in self.STORED or tuple(defaults):
            value = getattr(self, name)
            if name not in self.SPARSE or value != defaults[name]:
                data[name] = _to_json(value)
        return data

    @classmethod
    def from_json(cls, data: Any, label: str = "", path: str = "") -> Self:
        """A value from stored or imported JSON; ``label`` names its owner in messages,
        ``path`` where it lies in the owner (``aspects[2].``)."""
        label = label or translate("AgentsSheet", cls.LABEL)
        if not isinstance(data, dict):
            where = f"{path.rstrip('.')}: " if path else ""
            raise ModelError(
                translate(
                    "AgentsSheet", "{label}: {where}must be a JSON object, not {value}"
                ).format(label=label, where=where, value=shown(data))
            )
        declared = {field.name: field for field in dataclasses.fields(cls)}  # type: ignore[arg-type]
        stored = cls.STORED or tuple(declared)
        for name in data:
            if name not in stored:
                known = ", ".join(stored)
                raise _failed(
                    label,
                    f"{path}{name}",
                    QT_TRANSLATE_NOOP("AgentsSheet", "unknown field (known: {known})"),
                    known=known,
                )
        hints = type_hints(cls)
        values = {}
        for name in stored:
            value = data.get(name)
            if name not in data or (value is None and type(None) in kinds_of(hints[name])):
                if declared[name].default is dataclasses.MISSING:
                    raise _failed(
                        label, f"{path}{name}", QT_TRANSLATE_NOOP("AgentsSheet", "is missing")
                    )
                values[name] = declared[name].default
            else:
                values[name] = _read(hints[name], value, label, f"{path}{name}")
        try:
            return cls(**values)
        except ModelError as error:
            raise ModelError(f"{label}: {path}{error}") from None


def _to_json(value: Any) -> Any:
    if isinstance(value, _Stored):
        return value.to_json()
    if isinstance(value, tuple):
        return [_to_json(item) for item in value]
    if isinstance(value, date):
        return value.isoformat()
    return value.value if isinstance(value, StrEnum) else value


_MUST_BE = {
    str: QT_TRANSLATE_NOOP("AgentsSheet", "must be text, not {value}"),
    int: QT_TRANSLATE_NOOP("AgentsSheet", "must be a whole number, not {value}"),
    bool: QT_TRANSLATE_NOOP("AgentsSheet", "must be true or false, not {value}"),
    tuple: QT_TRANSLATE_NOOP("AgentsSheet", "must be a list, not {value}"),
}
"""What a stored field of each kind must hold (a date is text; a tuple is stored as a list)."""


def _failed(label: str, where: str, problem: str, **values: Any) -> ModelError:
    """The complaint ``problem`` (an AgentsSheet message) about the field at ``where``."""
    return ModelError(f"{label}: {where}: {translate('AgentsSheet', problem).format(**values)}")


def _read(hint: Any, value: Any, label: str, where: str) -> Any:
    """A stored field's value, present and not null, read as its type ``hint`` says."""
    kind = next(kind for kind in kinds_of(hint) if kind is not type(None))
    plain = get_origin(kind) or (str if kind is date else kind)
    if plain in _MUST_BE and (
        not isinstance(value, list if plain is tuple else plain)
        or (plain is int and isinstance(value, bool))
    ):
        raise _failed(label, where, _MUST_BE[plain], value=shown(value))
    if kind is date:
        try:
            return date.fromisoformat(value)
        except ValueError:
            raise _failed(
                label,
                where,
                QT_TRANSLATE_NOOP("AgentsSheet", "{value} is not a date like 2026-03-14"),
                value=repr(value),
            ) from None
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        try:
            return kind(value)
        except ValueError:
            raise _failed(
                label,
                where,
                QT_TRANSLATE_NOOP("AgentsSheet", "{value} is not {kind} (use {known})"),
                value=shown(value),
                kind=_article(kind),
                known=", ".join(choice.value for choice in kind),
            ) from None
    if isinstance(kind, type) and issubclass(kind, _Stored):
        return kind.from_json(value, label, f"{where}.")
    if plain is tuple:
        (item_kind, _) = get_args(kind)  # tuple[X, ...]
        return tuple(
            _read(item_kind, item, label, f"{where}[{index}]") for index, item in enumerate(value)
        )
    # ``portrait``: no picture is stored as null or as no text
    return value if value != "" or hint is str else None


# --- aspects ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Aspect(_Stored):
    """One aspect card (A-02): its text, kind, and whether it is exhausted (A-11, A-13)."""

    text: str
    kind: AspectKind = AspectKind.ORDINARY
    exhausted: bool = False

    LABEL = QT_TRANSLATE_NOOP("AgentsSheet", "aspect")

    def __post_init__(self) -> None:
        _checked_text("text", self.text)
        if not isinstance(self.kind, AspectKind):
            raise ModelError(
                translate("AgentsSheet", "kind: must be an aspect kind, not {value}").format(
                    value=shown(self.kind)
                )
            )
        if not isinstance(self.exhausted, bool):
            raise ModelError(
                translate("AgentsSheet", "exhausted: must be true or false, not {value}").format(
                    value=shown(self.exhausted)
                )
            )

    def exhaust(self) -> Aspect:
        return dataclasses.replace(self, exhausted=True)

    def restore(self) -> Aspect:
        return dataclasses.replace(self, exhausted=False)


# --- relationships ---------------------------------------------------------------------


@dataclass(frozen=True)
class RelationshipChange(_Stored):
    """One line of a relationship card's history: when, from what, to what, and why (A-24)."""

    on: date
    before: Relation
    after: Relation
    reason: str = ""
    scene: int | None = None

    LABEL = QT_TRANSLATE_NOOP("AgentsSheet", "relationship change")
    SPARSE = frozenset({"scene"})

    def __post_init__(self) -> None:
        if not isinstance(self.on, date):
            raise ModelError(
                translate("AgentsSheet", "on: must be a date, not {value}").format(
                    value=shown(self.on)
                )
            )
        if self.before == self.after:
            raise ModelError(
                translate(
                    "AgentsSheet", "after: a change must change something (it stays {level})"
                ).format(level=self.after.label)
            )
        # the agent "should justify it at least to itself" — a reason is kept when given.
        _checked_text("reason", self.reason, MAX_NOTES, allow_empty=True)
        if self.scene is not None and (not isinstance(self.scene, int) or self.scene < 1):
            raise ModelError(
                translate(
                    "AgentsSheet", "scene: must be a scene number from 1, not {value}"
                ).format(value=shown(self.scene))
            )


@dataclass(frozen=True)
class Relationship(_Stored):
    """A relationship card (A-03): the agent's current relationship toward one other agent.

    Relationships are not reciprocal (A-40): each agent holds its own card toward
    each other agent. A relationship is used like an aspect (A-41), so it can be
    exhausted (trust used for an advantage, A-42; trust consumed by betrayal, A-43).
    """

    toward: str
    level: Relation = Relation.NEUTRAL
    exhausted: bool = False
    history: tuple[RelationshipChange, ...] = ()

    LABEL = QT_TRANSLATE_NOOP("AgentsSheet", "relationship")

    def __post_init__(self) -> None:
        _checked_text("toward", self.toward)
        if not isinstance(self.level, Relation):
            raise ModelError(
                translate("AgentsSheet", "level: must be a relationship, not {value}").format(
                    value=shown(self.level)
                )
            )
        previous: RelationshipChange | None = None
        for index, change in enumerate(self.history):
            if previous is not None and change.before != previous.after:
                raise ModelError(
                    translate(
                        "AgentsSheet",
                        "history[{index}]: starts from {before} but the change before it ended "
                        "at {after}",
                    ).format(index=index, before=change.before.label, after=previous.after.label)
                )
            if previous is not None and change.on < previous.on:
                raise ModelError(
                    translate(
                        "AgentsSheet",
                        "history[{index}]: is dated {date} before the change above it ({previous})",
                    ).format(index=index, date=change.on, previous=previous.on)
                )
            previous = change
        if previous is not None and previous.after != self.level:
            raise ModelError(
                translate(
                    "AgentsSheet", "level: is {level} but the history ends at {after}"
                ).format(level=self.level.label, after=previous.after.label)
            )

    def changed(
        self, to: Relation, reason: str, on: date, scene: int | None = None
    ) -> Relationship:
        """The card after a change written on it, with its reason when one is given (A-24)."""
        if to == self.level:
            raise ModelError(
                translate(
                    "AgentsSheet", "the relationship toward {toward} is already {level}"
                ).format(toward=self.toward, level=to.label)
            )
        change = RelationshipChange(on, self.level, to, reason.strip(), scene)
        return Relationship(self.toward, to, False, (*self.history, change))

    def exhaust(self) -> Relationship:
        return dataclasses.replace(self, exhausted=True)

    def restore(self) -> Relationship:
        return dataclasses.replace(self, exhausted=False)


# --- equipment ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Equipment(_Stored):
    """An equipment card (A-05, A-17): its aspect and the character aspects it fits.

    It works as an aspect, but only together with at least one fitting character
    aspect; once exhausted it cannot be used at all until replenished.
    """

    name: str
    fits: tuple[str, ...]
    aspect: str = ""
    exhausted: bool = False

    LABEL = QT_TRANSLATE_NOOP("AgentsSheet", "equipment")
    STORED = ("name", "aspect", "fits", "exhausted")

    def __post_init__(self) -> None:
        _checked_text("name", self.name)
        if self.aspect:
            _checked_text("aspect", self.aspect)
        if not isinstance(self.fits, tuple) or not self.fits:
            raise ModelError(
                translate(
                    "AgentsSheet",
                    "fits: name at least one character aspect the equipment fits (rule A-17)",
                )
            )
        for index, text in enumerate(self.fits):
            _checked_text(f"fits[{index}]", text)
        _unique("fits", self.fits, "fits")

    @property
    def aspect_text(self) -> str:
        """The aspect the card gives; a card without one is read by its name."""
        return self.aspect or self.name

    def fits_any(self, texts: Iterable[str]) -> bool:
        wanted = {_key(text) for text in self.fits}
        return any(_key(text) in wanted for text in texts)


# --- agents ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Agent(_Stored):
    """An agent's cards (A-01 … A-05): character card, aspects, relationships, reserves, equipment.

    ``aspects`` holds the sheet's own aspects (1 to 10 ordinary or special ones,
    A-02) and the negative and permanent limiting aspects play has given it.
    Temporary aspects last one test and equipment aspects live on ``equipment``,
    so neither is kept here. ``relationships`` may omit agents: a missing card
    reads as Neutral (A-40).
    """

    name: str
    aspects: tuple[Aspect, ...]
    appearance: str = ""
    portrait: str | None = None
    notes: str = ""
    relationships: tuple[Relationship, ...] = ()
    reserves: int = 1
    equipment: tuple[Equipment, ...] = ()

    STORED = (
        "name",
        "appearance",
        "portrait",
        "notes",
        "aspects",
        "relationships",
        "reserves",
        "equipment",
    )

    def __post_init__(self) -> None:
        _checked_text("name", self.name)
        _checked_text("appearance", self.appearance, MAX_NOTES, allow_empty=True)
        _checked_text("notes", self.notes, MAX_NOTES, allow_empty=True)
        if self.portrait is not None:
            _checked_text("portrait", self.portrait, MAX_NOTES)
        _checked_count("reserves", self.reserves)
        if not isinstance(self.aspects, tuple):
            raise ModelError(translate("AgentsSheet", "aspects: must be a tuple of Aspect"))
        for index, aspect in enumerate(self.aspects):
            if aspect.kind is AspectKind.TEMPORARY:
                raise ModelError(
                    translate(
                        "AgentsSheet",
                        "aspects[{index}]: a temporary aspect lasts one test and is not kept on "
                        "an agent",
                    ).format(index=index)
                )
            if aspect.kind is AspectKind.EQUIPMENT:
                raise ModelError(
                    translate(
                        "AgentsSheet",
                        "aspects[{index}]: an equipment aspect belongs on an equipment card",
                    ).format(index=index)
                )
        own = sum(aspect.kind.is_own for aspect in self.aspects)
        if not MIN_OWN_ASPECTS <= own <= MAX_OWN_ASPECTS:
            raise ModelError(
                translate(
                    "AgentsSheet",
                    "aspects: an agent has {minimum} to {maximum} aspects of its own (ordinary or "
                    "special), not {count} (rule A-02)",
                ).format(minimum=MIN_OWN_ASPECTS, maximum=MAX_OWN_ASPECTS, count=own)
            )
        _unique("aspects", (aspect.text for aspect in self.aspects), "aspects")
        _unique("equipment", (item.name for item in self.equipment), "equipment")
        _unique("relationships", (card.toward for card in self.relationships), "relationships")
        for index, card in enumerate(self.relationships):
            if _key(card.toward) == _key(self.name):
                raise ModelError(
                    translate(
                        "AgentsSheet",
                        "relationships[{index}]: an agent has no relationship card toward itself",
                    ).format(index=index)
                )

    # --- finding cards ---

    def aspect(self, text: str) -> Aspect:
        """The aspect with this text (case does not matter)."""
        for aspect in self.aspects:
            if _key(aspect.text) == _key(text):
                return aspect
        known = ", ".join(f"'{aspect.text}'" for aspect in self.aspects)
        raise ModelError(
            translate("AgentsSheet", "{agent} has no aspect '{aspect}' (aspects: {known})").format(
                agent=self.name, aspect=text, known=known
            )
        )

    def has_aspect(self, text: str) -> bool:
        return any(_key(aspect.text) == _key(text) for aspect in self.aspects)

    def item(self, name: str) -> Equipment:
        """The equipment card with this name."""
        for item in self.equipment:
            if _key(item.name) == _key(name):
                return item
        known = ", ".join(f"'{item.name}'" for item in self.equipment) or translate(
            "AgentsSheet", "none"
        )
        raise ModelError(
            translate(
                "AgentsSheet", "{agent} has no equipment '{item}' (equipment: {known})"
            ).format(agent=self.name, item=name, known=known)
        )

    def relationship(self, toward: str) -> Relationship:
        """The card toward another agent; Neutral when none was written (A-40)."""
        for card in self.relationships:
            if _key(card.toward) == _key(toward):
                return card
        return Relationship(toward)

    @property
    def own_aspect_count(self) -> int:
        """Aspects counted for the final level option (A-34): not negative, relationships or equipment."""
        return sum(aspect.kind.is_own for aspect in self.aspects)

    # --- edits (each returns a new, validated agent) ---

    def with_aspect(self, text: str, aspect: Aspect) -> Agent:
        """The agent with the aspect called ``text`` replaced by ``aspect``."""
        self.aspect(text)
        aspects = tuple(aspect if _key(a.text) == _key(text) else a for a in self.aspects)
        return dataclasses.replace(self, aspects=aspects)

    def adding(self, *aspects: Aspect) -> Agent:
        return dataclasses.replace(self, aspects=(*self.aspects, *aspects))

    def without(self, text: str) -> Agent:
        self.aspect(text)
        aspects = tuple(a for a in self.aspects if _key(a.text) != _key(text))
        return dataclasses.replace(self, aspects=aspects)

    def with_item(self, name: str, item: Equipment) -> Agent:
        self.item(name)
        equipment = tuple(item if _key(e.name) == _key(name) else e for e in self.equipment)
        return dataclasses.replace(self, equipment=equipment)

    def with_relationships(self, cards: Iterable[Relationship]) -> Agent:
        """The agent with these relationship cards (one toward each other agent) in place of
        those toward the same agents, in one copy: the mission shows an agent on every key."""
        cards = tuple(cards)
        if not cards:
            return self
        toward = {_key(card.toward) for card in cards}
        others = tuple(c for c in self.relationships if _key(c.toward) not in toward)
        return dataclasses.replace(self, relationships=(*others, *cards))

    def with_reserves(self, reserves: int) -> Agent:
        return dataclasses.replace(self, reserves=reserves)

    @classmethod
    def from_json(cls, data: Any, label: str = "", path: str = "") -> Self:
        """An agent from stored or imported JSON; ``label`` names it in messages."""
        name = data.get("name") if isinstance(data, dict) else None
        label = label or (
            translate("AgentsSheet", "agent '{name}'").format(name=name)
            if isinstance(name, str) and name
            else translate("AgentsSheet", "agent")
        )
        return super().from_json(data, label, path)


# --- the Coordinator ----------------------------------------------------------------------


@dataclass(frozen=True)
class ThreatCard(_Stored):
    """A Coordinator's threat card (A-06): the phenomenon or threat, whom it endangers, how it escalates."""

    name: str
    threatens: Threatened = Threatened.BOTH
    escalation: str = ""

    LABEL = QT_TRANSLATE_NOOP("AgentsSheet", "threat card")

    def __post_init__(self) -> None:
        _checked_text("name", self.name)
        if not isinstance(self.threatens, Threatened):
            raise ModelError(
                translate("AgentsSheet", "threatens: must be a kind of threat, not {value}").format(
                    value=shown(self.threatens)
                )
            )
        _checked_text("escalation", self.escalation, MAX_NOTES, allow_empty=True)


@dataclass(frozen=True)
class Coordinator(_Stored):
    """The Coordinator's cards: at least one threat card (A-06), reserves (A-07), starting Threat (A-08).

    Reserves start at one per player plus the players' rewards from the previous
    game, and may be raised by agreement for a more dangerous game (A-07).
    """

    threat_cards: tuple[ThreatCard, ...]
    reserves: int = 0
    start_threat: int = 0
    notes: str = ""
    rewards: int = 0
    """Reserves the players gave as rewards last game, or agreed for a more dangerous game:
    a new mission's Coordinator holds one reserve per player plus these (A-07)."""

    LABEL = QT_TRANSLATE_NOOP("AgentsSheet", "coordinator")
    SPARSE = frozenset({"rewards"})

    def __post_init__(self) -> None:
        if not isinstance(self.threat_cards, tuple) or not self.threat_cards:
            raise ModelError(
                translate(
                    "AgentsSheet",
                    "threat_cards: the Coordinator needs at least one threat card (rule A-06)",
                )
            )
        _unique("threat_cards", (card.name for card in self.threat_cards), "threat")
        _checked_count("reserves", self.reserves)
        _checked_count("start_threat", self.start_threat)
        _checked_text("notes", self.notes, MAX_NOTES, allow_empty=True)
        _checked_count("rewards", self.rewards)

    @staticmethod
    def starting_reserves(players: int, rewards: int = 0) -> int:
        """One reserve per player plus the rewards the players gave last game (A-07)."""
        return _checked_count("players", players) + _checked_count("rewards", rewards)

    def with_reserves(self, reserves: int) -> Coordinator:
        return dataclasses.replace(self, reserves=reserves)

    def for_new_mission(self, players: int) -> Coordinator:
        """The Coordinator as a new mission starts: one reserve per player plus rewards (A-07)."""
        return self.with_reserves(self.starting_reserves(players, self.rewards))


def names_match(first: str, second: str) -> bool:
    """Whether two agent names or aspect texts name the same thing (case-blind)."""
    return first == second or _key(first) == _key(second)


def find_name(names: Sequence[str], wanted: str) -> str | None:
    """The spelling in ``names`` of ``wanted``, or None."""
    key = _key(wanted)
    for name in names:
        if name == wanted or _key(name) == key:
            return name
    return None


SHEET_WORDS = SheetWords(
    fields={
        "after": QT_TRANSLATE_NOOP("SheetFields", "after"),
        "appearance": QT_TRANSLATE_NOOP("SheetFields", "appearance"),
        "aspect": QT_TRANSLATE_NOOP("SheetFields", "aspect"),
        "aspects": QT_TRANSLATE_NOOP("SheetFields", "aspects"),
        "before": QT_TRANSLATE_NOOP("SheetFields", "before"),
        "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment"),
        "escalation": QT_TRANSLATE_NOOP("SheetFields", "escalation"),
        "exhausted": QT_TRANSLATE_NOOP("SheetFields", "exhausted"),
        "fits": QT_TRANSLATE_NOOP("SheetFields", "fits"),
        "history": QT_TRANSLATE_NOOP("SheetFields", "history"),
        "kind": QT_TRANSLATE_NOOP("SheetFields", "kind"),
        "level": QT_TRANSLATE_NOOP("SheetFields", "level"),
        "name": QT_TRANSLATE_NOOP("SheetFields", "name"),
        "notes": QT_TRANSLATE_NOOP("SheetFields", "notes"),
        "on": QT_TRANSLATE_NOOP("SheetFields", "date"),
        "reason": QT_TRANSLATE_NOOP("SheetFields", "reason"),
        "relationships": QT_TRANSLATE_NOOP("SheetFields", "relationships"),
        "reserves": QT_TRANSLATE_NOOP("SheetFields", "reserves"),
        "rewards": QT_TRANSLATE_NOOP("SheetFields", "rewards"),
        "scene": QT_TRANSLATE_NOOP("SheetFields", "scene"),
        "start_threat": QT_TRANSLATE_NOOP("SheetFields", "starting Threat"),
        "text": QT_TRANSLATE_NOOP("SheetFields", "text"),
        "threat_cards": QT_TRANSLATE_NOOP("SheetFields", "threat cards"),
        "threatens": QT_TRANSLATE_NOOP("SheetFields", "threatens"),
        "toward": QT_TRANSLATE_NOOP("SheetFields", "toward"),
    },
    one_of={
        "aspects": QT_TRANSLATE_NOOP("SheetFields", "aspect “{name}”"),
        "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment “{name}”"),
        "history": QT_TRANSLATE_NOOP("SheetFields", "history entry “{name}”"),
        "relationships": QT_TRANSLATE_NOOP("SheetFields", "relationship with {name}"),
        "rewards": QT_TRANSLATE_NOOP("SheetFields", "reward “{name}”"),
    },
    choices={
        "ordinary": QT_TRANSLATE_NOOP("SheetFields", "ordinary"),
        "negative": QT_TRANSLATE_NOOP("SheetFields", "negative"),
        "special": QT_TRANSLATE_NOOP("SheetFields", "special"),
        "temporary": QT_TRANSLATE_NOOP("SheetFields", "temporary"),
        "limiting": QT_TRANSLATE_NOOP("SheetFields", "limiting"),
        "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment"),
        "neutral": QT_TRANSLATE_NOOP("SheetFields", "neutral"),
        "partial_trust": QT_TRANSLATE_NOOP("SheetFields", "partial trust"),
        "full_trust": QT_TRANSLATE_NOOP("SheetFields", "full trust"),
        "partial_distrust": QT_TRANSLATE_NOOP("SheetFields", "partial distrust"),
        "full_distrust": QT_TRANSLATE_NOOP("SheetFields", "full distrust"),
        "civilians": QT_TRANSLATE_NOOP("SheetFields", "civilians"),
        "agents": QT_TRANSLATE_NOOP("SheetFields", "agents"),
        "both": QT_TRANSLATE_NOOP("SheetFields", "both"),
    },
    choice_fields=frozenset({"kind", "level", "before", "after", "threatens"}),
)
"""How Update Sheets names the stored fields and values of this system's sheets."""
