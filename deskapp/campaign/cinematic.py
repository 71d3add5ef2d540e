"""Cinematic cards (54-card Unisystem variant): a character — attributes, skills, luck and notes.

A :class:`CinematicCharacter` is a frozen value: every change returns a new
one, so an editor's undo only has to keep the old value. The constructor
validates, and :meth:`~CinematicCharacter.from_json` reports a problem as a
:class:`CinematicDataError` that names the field (``cinematic character 'Bára':
skills.Guns must be a whole number of 0 or more, not -1``): the campaign store
saves characters as JSON, and ``deskapp import`` shows these messages as they are.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, Self

from deskapp.errors import UserError
from deskapp.rules.cinematic import MIN_DIFFICULTY, Check, CinematicError

# The six attributes of Cinematic Unisystem, which a new character starts with.
UNISYSTEM_ATTRIBUTES = (
    "Strength",
    "Dexterity",
    "Constitution",
    "Intelligence",
    "Perception",
    "Willpower",
)
LUCK_RANGE = range(-3, 4)
_FIELDS = ("name", "attributes", "skills", "luck", "notes")

Ratings = tuple[tuple[str, int], ...]


class CinematicDataError(UserError):
    """A character value that cannot be: a missing, unknown or ill-typed field, a duplicate name.

    ``owner`` says whose field it is (``cinematic character 'Bára'``), ``field``
    its path (``skills.Guns``), ``problem`` what is wrong with it.
    """

    def __init__(self, field: str, problem: str, owner: str = "cinematic character") -> None:
        self.field = field
        self.problem = problem
        self.owner = owner
        super().__init__(f"{owner}: {field} {problem}" if field else f"{owner} {problem}")


@dataclasses.dataclass(frozen=True)
class CinematicCharacter:
    """A player's character for the cinematic-card rules.

    ``attributes`` and ``skills`` are ratings by name, in the order the player
    keeps them (a mapping or name–value pairs; names are unique whatever their
    case). ``luck`` is −3 … +3: lucky characters hold more cards in hand,
    unlucky ones fewer (rule U-30).
    """

    name: str
    attributes: Ratings = ()
    skills: Ratings = ()
    luck: int = 0
    notes: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise CinematicDataError("name", f"must be some text, not {_show(self.name)}")
        object.__setattr__(self, "name", self.name.strip())
        owner = f"cinematic character '{self.name}'"
        for kind in ("attributes", "skills"):
            object.__setattr__(self, kind, _ratings(getattr(self, kind), kind, owner))
        if not _is_whole(self.luck) or self.luck not in LUCK_RANGE:
            raise CinematicDataError(
                "luck", f"must be a whole number from −3 to +3, not {_show(self.luck)}", owner
            )
        if not isinstance(self.notes, str):
            raise CinematicDataError("notes", f"must be text, not {_show(self.notes)}", owner)

    @classmethod
    def new(cls, name: str) -> CinematicCharacter:
        """A fresh character with the six Unisystem attributes at 1 and no skills yet."""
        return cls(name, tuple((attribute, 1) for attribute in UNISYSTEM_ATTRIBUTES))

    def attribute(self, name: str) -> int:
        """An attribute's rating, its name in any case."""
        return self._rating(self.attributes, name, "attribute")

    def skill(self, name: str) -> int:
        """A skill's rating, its name in any case."""
        return self._rating(self.skills, name, "skill")

    def check(
        self, attribute: str, skill: str | None = None, difficulty: int = MIN_DIFFICULTY
    ) -> Check:
        """A test of this character: an attribute plus a skill (none counts 0) against a Difficulty Level."""
        rating = self.skill(skill) if skill is not None else 0
        return Check(self.attribute(attribute), rating, difficulty)

    def with_attribute(self, name: str, value: int) -> Self:
        """The character with an attribute set (added at the end if new)."""
        return dataclasses.replace(self, attributes=_set(self.attributes, name, value))

    def with_skill(self, name: str, value: int) -> Self:
        """The character with a skill set (added at the end if new)."""
        return dataclasses.replace(self, skills=_set(self.skills, name, value))

    def without_skill(self, name: str) -> Self:
        """The character without a skill it has."""
        self.skill(name)
        kept = tuple(pair for pair in self.skills if pair[0].casefold() != name.casefold())
        return dataclasses.replace(self, skills=kept)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "attributes": dict(self.attributes),
            "skills": dict(self.skills),
            "luck": self.luck,
            "notes": self.notes,
        }

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """A character from stored JSON; every problem names its field."""
        if not isinstance(data, dict):
            raise CinematicDataError(
                "", f"must be a JSON object, not {_show(data)}", "a cinematic character"
            )
        owner = (
            f"cinematic character '{data['name']}'"
            if isinstance(data.get("name"), str)
            else "cinematic character"
        )
        for key in data:
            if key not in _FIELDS:
                raise CinematicDataError(
                    key, f"is not a field (fields: {', '.join(_FIELDS)})", owner
                )
        if "name" not in data:
            raise CinematicDataError("name", "is missing", owner)
        for kind in ("attributes", "skills"):
            if kind in data and not isinstance(data[kind], dict):
                raise CinematicDataError(
                    kind,
                    f"must be a JSON object of names and ratings, not {_show(data[kind])}",
                    owner,
                )
        return cls(
            data["name"],
            tuple(data.get("attributes", {}).items()),
            tuple(data.get("skills", {}).items()),
            data.get("luck", 0),
            data.get("notes", ""),
        )

    def _rating(self, ratings: Ratings, name: str, kind: str) -> int:
        for known, value in ratings:
            if known.casefold() == name.strip().casefold():
                return value
        names = ", ".join(known for known, _ in ratings) or "none"
        raise CinematicError(f"{self.name} has no {kind} '{name}' ({kind}s: {names})")


def _ratings(
    ratings: Mapping[str, int] | Iterable[tuple[str, int]], kind: str, owner: str
) -> Ratings:
    if isinstance(ratings, Mapping):
        pairs: Iterable[Any] = ratings.items()
    elif isinstance(ratings, list | tuple):
        pairs = ratings
    else:
        raise CinematicDataError(kind, f"must pair names with ratings, not {_show(ratings)}", owner)
    checked: list[tuple[str, int]] = []
    seen: set[str] = set()
    for pair in pairs:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise CinematicDataError(
                kind, f"must pair names with ratings, not {_show(pair)}", owner
            )
        name, value = pair
        if not isinstance(name, str) or not name.strip():
            raise CinematicDataError(kind, f"has a name that is not text: {_show(name)}", owner)
        name = name.strip()
        if name.casefold() in seen:
            raise CinematicDataError(f"{kind}.{name}", "is named twice", owner)
        seen.add(name.casefold())
        if not _is_whole(value) or value < 0:
            raise CinematicDataError(
                f"{kind}.{name}", f"must be a whole number of 0 or more, not {_show(value)}", owner
            )
        checked.append((name, value))
    return tuple(checked)


def _set(ratings: Ratings, name: str, value: int) -> Ratings:
    wanted = name.strip().casefold()
    if any(known.casefold() == wanted for known, _ in ratings):
        return tuple(
            (known, value if known.casefold() == wanted else old) for known, old in ratings
        )
    return (*ratings, (name, value))


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: object) -> str:
    return f"{value!r:.40}"
