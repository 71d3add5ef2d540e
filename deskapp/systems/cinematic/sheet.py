"""Cinematic cards (54-card Unisystem variant): a character — attributes, skills, luck, blessings and notes.

A :class:`CinematicCharacter` is a frozen value: every change returns a new
one, so an editor's undo only has to keep the old value. The constructor
validates, and :meth:`~CinematicCharacter.from_json` reports a problem as a
:class:`CinematicDataError` that names the field (``cinematic character 'Bára':
skills.Guns must be a whole number from 0 to 99, not -1``): the campaign store
saves characters as JSON, and ``deskapp import`` shows these messages as they are.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, Self

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.systems import SheetWords
from deskapp.systems.cinematic.rules import MAX_RATING

# The six attributes of Cinematic Unisystem, which a new character starts with.
# A new character gets them in the user's language (they are then the player's own words).
UNISYSTEM_ATTRIBUTES = (
    QT_TRANSLATE_NOOP("CinematicSheet", "Strength"),
    QT_TRANSLATE_NOOP("CinematicSheet", "Dexterity"),
    QT_TRANSLATE_NOOP("CinematicSheet", "Constitution"),
    QT_TRANSLATE_NOOP("CinematicSheet", "Intelligence"),
    QT_TRANSLATE_NOOP("CinematicSheet", "Perception"),
    QT_TRANSLATE_NOOP("CinematicSheet", "Willpower"),
)
LUCK_RANGE = range(-3, 4)
# Rule U-31: a blessing adds 1–3 cards, a curse removes 1–3; a level of 0 would do nothing.
BLESSING_LEVELS = (-3, -2, -1, 1, 2, 3)
# Unisystem ratings are small numbers; the cap keeps a typing slip (40 for 4) out of the sheet.
_FIELDS = ("name", "attributes", "skills", "luck", "blessings", "notes")
_BLESSING_FIELDS = ("name", "level")

Ratings = tuple[tuple[str, int], ...]


class CinematicDataError(UserError):
    """A character value that cannot be: a missing, unknown or ill-typed field, a duplicate name.

    ``owner`` says whose field it is (``cinematic character 'Bára'``), ``field``
    its path (``skills.Guns``), ``problem`` what is wrong with it.
    """

    def __init__(self, field: str, problem: str, owner: str = "") -> None:
        self.field = field
        self.problem = problem
        self.owner = owner or translate("CinematicSheet", "cinematic character")
        if field:
            message = translate("CinematicSheet", "{owner}: {field} {problem}")
        else:
            message = translate("CinematicSheet", "{owner} {problem}")
        super().__init__(message.format(owner=self.owner, field=field, problem=problem))


@dataclasses.dataclass(frozen=True)
class Blessing:
    """A blessing or curse active on a character until the player's hand is exhausted (rule U-31).

    ``name`` is the spell or source that cast it; ``level`` is how many cards
    it adds to the hand (1 … 3, a blessing) or removes from it (−1 … −3, a curse).
    """

    name: str
    level: int

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise _refused(
                "name",
                translate("CinematicSheet", "must be some text, not {value}"),
                self.name,
                translate("CinematicSheet", "blessing"),
            )
        object.__setattr__(self, "name", self.name.strip())
        if not _is_whole(self.level) or self.level not in BLESSING_LEVELS:
            raise _refused(
                "level",
                translate(
                    "CinematicSheet",
                    "must be 1 to 3 (a blessing) or −1 to −3 (a curse), not {value}",
                ),
                self.level,
                translate("CinematicSheet", "blessing '{name}'").format(name=self.name),
            )

    @property
    def is_curse(self) -> bool:
        return self.level < 0

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """A blessing from stored JSON; every problem names its field."""
        if not isinstance(data, dict):
            raise _refused(
                "",
                translate("CinematicSheet", "must be a JSON object, not {value}"),
                data,
                translate("CinematicSheet", "a blessing"),
            )
        _check_fields(
            data, _BLESSING_FIELDS, _BLESSING_FIELDS, translate("CinematicSheet", "blessing")
        )
        return cls(data["name"], data["level"])


@dataclasses.dataclass(frozen=True)
class CinematicCharacter:
    """A player's character for the cinematic-card rules.

    ``attributes`` and ``skills`` are ratings by name, in the order the player
    keeps them (name–value pairs; names are unique whatever their
    case) from 0 to :data:`MAX_RATING`. ``luck`` is −3 … +3: lucky characters
    hold more cards in hand, unlucky ones fewer (rule U-30). ``blessings`` are
    the blessings and curses active on the character, each name once (U-31).
    """

    name: str
    attributes: Ratings = ()
    skills: Ratings = ()
    luck: int = 0
    notes: str = ""
    blessings: tuple[Blessing, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise _refused(
                "name", translate("CinematicSheet", "must be some text, not {value}"), self.name
            )
        object.__setattr__(self, "name", self.name.strip())
        owner = translate("CinematicSheet", "cinematic character '{name}'").format(name=self.name)
        for kind in ("attributes", "skills"):
            object.__setattr__(self, kind, _ratings(getattr(self, kind), kind, owner))
        if not _is_whole(self.luck) or self.luck not in LUCK_RANGE:
            raise _refused(
                "luck",
                translate("CinematicSheet", "must be a whole number from −3 to +3, not {value}"),
                self.luck,
                owner,
            )
        if not isinstance(self.notes, str):
            raise _refused(
                "notes", translate("CinematicSheet", "must be text, not {value}"), self.notes, owner
            )
        object.__setattr__(self, "blessings", _blessings(self.blessings, owner))

    @classmethod
    def new(cls, name: str) -> CinematicCharacter:
        """A fresh character with the six Unisystem attributes at 1 and no skills yet."""
        return cls(
            name,
            tuple(
                (translate("CinematicSheet", attribute), 1) for attribute in UNISYSTEM_ATTRIBUTES
            ),
        )

    def hand_size(self, starting_hand: int) -> int:
        """The cards this character's hand holds: the table's starting hand plus luck (U-20, U-30)."""
        return starting_hand + self.luck

    @property
    def blessing_cards(self) -> int:
        """The cards the active blessings add to the current hand, less those curses take (U-31)."""
        return sum(blessing.level for blessing in self.blessings)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "attributes": dict(self.attributes),
            "skills": dict(self.skills),
            "luck": self.luck,
            "blessings": [blessing.to_json() for blessing in self.blessings],
            "notes": self.notes,
        }

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """A character from stored JSON; every problem names its field."""
        if not isinstance(data, dict):
            raise _refused(
                "",
                translate("CinematicSheet", "must be a JSON object, not {value}"),
                data,
                translate("CinematicSheet", "a cinematic character"),
            )
        owner = (
            translate("CinematicSheet", "cinematic character '{name}'").format(name=data["name"])
            if isinstance(data.get("name"), str)
            else translate("CinematicSheet", "cinematic character")
        )
        _check_fields(data, _FIELDS, ("name",), owner)
        for kind in ("attributes", "skills"):
            if kind in data and not isinstance(data[kind], dict):
                raise _refused(
                    kind,
                    translate(
                        "CinematicSheet", "must be a JSON object of names and ratings, not {value}"
                    ),
                    data[kind],
                    owner,
                )
        # Characters stored before blessings existed have none.
        blessings = data.get("blessings", [])
        if not isinstance(blessings, list):
            raise _refused(
                "blessings",
                translate("CinematicSheet", "must be a JSON list of blessings, not {value}"),
                blessings,
                owner,
            )
        read = []
        for index, item in enumerate(blessings):
            try:
                read.append(Blessing.from_json(item))
            except CinematicDataError as error:
                raise _inside(error, f"blessings[{index}]", owner) from None
        return cls(
            data["name"],
            tuple(data.get("attributes", {}).items()),
            tuple(data.get("skills", {}).items()),
            data.get("luck", 0),
            data.get("notes", ""),
            tuple(read),
        )


def _ratings(ratings: Iterable[tuple[str, int]], kind: str, owner: str) -> Ratings:
    if not isinstance(ratings, list | tuple):
        raise _refused(
            kind,
            translate("CinematicSheet", "must pair names with ratings, not {value}"),
            ratings,
            owner,
        )
    checked: list[tuple[str, int]] = []
    seen: set[str] = set()
    for pair in ratings:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise _refused(
                kind,
                translate("CinematicSheet", "must pair names with ratings, not {value}"),
                pair,
                owner,
            )
        name, value = pair
        if not isinstance(name, str) or not name.strip():
            raise _refused(
                kind,
                translate("CinematicSheet", "has a name that is not text: {value}"),
                name,
                owner,
            )
        name = name.strip()
        if name.casefold() in seen:
            raise CinematicDataError(
                f"{kind}.{name}", translate("CinematicSheet", "is named twice"), owner
            )
        seen.add(name.casefold())
        if not _is_whole(value) or not 0 <= value <= MAX_RATING:
            raise CinematicDataError(
                f"{kind}.{name}",
                translate(
                    "CinematicSheet", "must be a whole number from 0 to {maximum}, not {value}"
                ).format(maximum=MAX_RATING, value=_show(value)),
                owner,
            )
        checked.append((name, value))
    return tuple(checked)


def _blessings(blessings: object, owner: str) -> tuple[Blessing, ...]:
    if not isinstance(blessings, list | tuple):
        raise _refused(
            "blessings",
            translate("CinematicSheet", "must be a list of blessings, not {value}"),
            blessings,
            owner,
        )
    seen: set[str] = set()
    for index, blessing in enumerate(blessings):
        if not isinstance(blessing, Blessing):
            raise _refused(
                f"blessings[{index}]",
                translate("CinematicSheet", "must be a Blessing, not {value}"),
                blessing,
                owner,
            )
        if blessing.name.casefold() in seen:
            raise CinematicDataError(
                f"blessings.{blessing.name}", translate("CinematicSheet", "is named twice"), owner
            )
        seen.add(blessing.name.casefold())
    return tuple(blessings)


def _check_fields(
    data: dict[str, Any], known: tuple[str, ...], required: tuple[str, ...], owner: str
) -> None:
    """Refuse a stored object with a field ``known`` does not name, or without a ``required`` one."""
    for key in data:
        if key not in known:
            raise CinematicDataError(
                str(key),
                translate("CinematicSheet", "is not a field (fields: {fields})").format(
                    fields=", ".join(known)
                ),
                owner,
            )
    for key in required:
        if key not in data:
            raise CinematicDataError(key, translate("CinematicSheet", "is missing"), owner)


def _inside(error: CinematicDataError, path: str, owner: str) -> CinematicDataError:
    """A blessing's problem told by the character that holds it, at ``path``."""
    return CinematicDataError(
        f"{path}.{error.field}" if error.field else path, error.problem, owner
    )


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: object) -> str:
    return f"{value!r:.40}"


def _refused(field: str, problem: str, value: object, owner: str = "") -> CinematicDataError:
    """``problem`` found at ``field``, its ``{value}`` filled with the value refused."""
    return CinematicDataError(field, problem.format(value=_show(value)), owner)


SHEET_WORDS = SheetWords(
    fields={
        "attributes": QT_TRANSLATE_NOOP("SheetFields", "attributes"),
        "blessings": QT_TRANSLATE_NOOP("SheetFields", "blessings"),
        "history": QT_TRANSLATE_NOOP("SheetFields", "history"),
        "level": QT_TRANSLATE_NOOP("SheetFields", "level"),
        "luck": QT_TRANSLATE_NOOP("SheetFields", "luck"),
        "name": QT_TRANSLATE_NOOP("SheetFields", "name"),
        "notes": QT_TRANSLATE_NOOP("SheetFields", "notes"),
        "power": QT_TRANSLATE_NOOP("SheetFields", "power"),
        "skills": QT_TRANSLATE_NOOP("SheetFields", "skills"),
    },
    one_of={
        "blessings": QT_TRANSLATE_NOOP("SheetFields", "blessing “{name}”"),
        "history": QT_TRANSLATE_NOOP("SheetFields", "history entry “{name}”"),
        "skills": QT_TRANSLATE_NOOP("SheetFields", "skill “{name}”"),
    },
)
"""How Update Sheets names the stored fields and values of this system's sheets."""
