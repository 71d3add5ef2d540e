"""Founders (2d6 + tags): tags, Founders, the Director, scenes and their circumstances.

These are frozen values: every change returns a new value, so an editor's undo
only has to keep the old one. Each constructor validates; the JSON is read and
written by the core's records (:class:`Stored`), and a problem is a
:class:`FoundersDataError` that names the field (``founder 'Ana': traits[0].score
must be a whole number from 1 to 99, not '2'``) — the campaign store saves these
values as JSON, and ``deskapp import`` shows these messages as they are.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, ClassVar, Literal, Protocol, Self, TypeVar, get_args

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.records import Record, RecordError, read_record
from deskapp.core.systems import SheetWords

# Card Desk's ranges for the numbers of a Founders sheet and check (docs/rules/founders.md,
# "Ranges"). A check is 2d6 + tags against a difficulty of 4 to 13 (F-10, F-13), so a tag
# score, a circumstance's value, a difficulty and a pile of tokens never need more than 99.
MAX_SCORE = 99
MAX_TOKENS = 99
MAX_DIFFICULTY = 99

Kind = Literal["good", "bad"]
"""Whether a circumstance helps the Founders (``good``) or hinders them (``bad``)."""


KINDS: tuple[Kind, ...] = get_args(Kind)


class _Named(Protocol):
    @property
    def name(self) -> str: ...


_NamedItem = TypeVar("_NamedItem", bound=_Named)


class FoundersError(UserError):
    """A Founders action that is refused, or a value that cannot be."""


class FoundersDataError(FoundersError):
    """A Founders value that cannot be: a missing, unknown or ill-typed field, a duplicate name.

    ``owner`` says whose field it is (``founder 'Ana'``), ``field`` its path inside
    that owner (``traits[0].score``), ``problem`` what is wrong with it.
    """

    def __init__(self, field: str, problem: str, owner: str = "") -> None:
        self.field = field
        self.problem = problem
        self.owner = owner
        shown = _owner_text(owner)
        if owner and field:
            message = translate("FoundersRules", "{owner}: {field} {problem}").format(
                owner=shown, field=field, problem=problem
            )
        elif owner:  # the core's records told the problem, the field's path in it
            message = translate("FoundersRules", "{owner}: {problem}").format(
                owner=shown, problem=problem
            )
        else:  # told from inside: the value that holds this one names its owner
            message = translate("FoundersRules", "{owner} {problem}").format(
                owner=field, problem=problem
            )
        super().__init__(message)


@dataclasses.dataclass(frozen=True)
class Stored(Record):
    """A Founders value kept as JSON, read and written by the core's records.

    A problem is told by the outermost value read, as its owner (``founder 'Ana':
    traits[0].score must be …``): a value read inside another gives the path to it."""

    OWNER: ClassVar[str] = ""
    """The word naming this kind of value in a message, one of :data:`_OWNER_WORDS`."""

    @classmethod
    def from_json(cls, data: Any, where: str = "") -> Self:
        try:
            return read_record(cls, data, where)
        except FoundersDataError as error:
            if where and error.owner:  # its own check: told by the path to it
                raise FoundersDataError(f"{where}{error.field}", error.problem) from None
            if where or error.owner:
                raise
            raise FoundersDataError(error.field, error.problem, _owner(cls.OWNER, data)) from None
        except RecordError as error:
            if where:
                raise
            raise FoundersDataError("", str(error), _owner(cls.OWNER, data)) from None


@dataclasses.dataclass(frozen=True)
class Tag(Stored):
    """A short freeform descriptor with a score, default 1 (rule F-01).

    A Founder's traits and consequences are tags; ``str(tag)`` is the way players
    write one (``Engineer 2``, ``Clever``) and :meth:`parse` reads it back.
    """

    OWNER = "tag"
    CHECKED = frozenset({"score"})

    name: str
    score: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", checked_name(self.name, "name", "tag"))
        check_whole(self.score, "score", f"tag '{self.name}'", minimum=1, maximum=MAX_SCORE)

    def __str__(self) -> str:
        # A name ending in a number keeps its score written, or parse() would read it as one.
        if self.score == 1 and not self.name.split()[-1].isdigit():
            return self.name
        return f"{self.name} {self.score}"

    @classmethod
    def parse(cls, text: str) -> Tag:
        """``"Engineer 2"`` → Engineer, score 2; ``"Clever"`` → Clever, score 1.

        A last word made of digits is the score, so a name ending in a number
        takes its score explicitly: ``"Route 66 1"``.
        """
        words = str(text).split()
        if len(words) > 1 and words[-1].isdigit():
            return cls(" ".join(words[:-1]), int(words[-1]))
        return cls(" ".join(words))


@dataclasses.dataclass(frozen=True)
class Circumstance(Stored):
    """A tag on a scene (F-01): it helps (``good``) or hinders (``bad``) the Founders by its value.

    It is shown to everyone, best on an index card (F-02), and ends with its
    scene (F-32). Its value is at least 1 and later checks can add to it (F-31).
    """

    OWNER = "circumstance"
    CHECKED = frozenset({"kind", "value"})

    name: str
    kind: Kind
    value: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", checked_name(self.name, "name", "circumstance"))
        owner = f"circumstance '{self.name}'"
        if self.kind not in KINDS:
            raise FoundersDataError(
                "kind",
                translate("FoundersRules", "must be 'good' or 'bad', not {value}").format(
                    value=_show(self.kind)
                ),
                owner,
            )
        check_whole(self.value, "value", owner, minimum=1, maximum=MAX_SCORE)

    def as_tag(self) -> Tag:
        """The circumstance as a tag for a check: helping if good, hindering if bad."""
        return Tag(self.name, self.value)

    def index_card(self) -> tuple[str, str]:
        """Its index card's two lines (F-02): the name, and the signed value (``+2``, ``−1``)."""
        sign = "+" if self.kind == "good" else "\N{MINUS SIGN}"
        return (self.name, f"{sign}{self.value}")


@dataclasses.dataclass(frozen=True)
class Founder(Stored):
    """A player's character: traits and consequences (tags, F-01) and unspent Adversity Tokens (F-14).

    Traits are set at creation and development, consequences come from the
    Founder's actions; both stay with the Founder from scene to scene (F-32).
    """

    OWNER = "founder"
    CHECKED = frozenset({"adversity"})

    name: str
    traits: tuple[Tag, ...] = ()
    consequences: tuple[Tag, ...] = ()
    adversity: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", checked_name(self.name, "name", "founder"))
        owner = f"founder '{self.name}'"
        for field in ("traits", "consequences"):
            tags = checked_items(getattr(self, field), Tag, field, owner, "a tag")
            check_unique((tag.name for tag in tags), field, owner)
            object.__setattr__(self, field, tags)
        check_whole(self.adversity, "adversity", owner, minimum=0, maximum=MAX_TOKENS)

    @property
    def tags(self) -> tuple[Tag, ...]:
        """Every tag the Founder can bring to a check: traits, then consequences."""
        return self.traits + self.consequences

    def add_consequence(self, tag: Tag) -> Founder:
        """The Founder with a consequence of their actions (F-01), refused if they have it."""
        if find_named(self.consequences, tag.name) is not None:
            raise FoundersError(
                translate("FoundersRules", "{name} already has the consequence '{tag}'").format(
                    name=self.name, tag=tag.name
                )
            )
        return dataclasses.replace(self, consequences=(*self.consequences, tag))

    def remove_consequence(self, name: str) -> Founder:
        found = find_named(self.consequences, name)
        if found is None:
            raise FoundersError(
                translate("FoundersRules", "{name} has no consequence '{tag}' ({listing})").format(
                    name=self.name,
                    tag=name,
                    listing=_listing(tag.name for tag in self.consequences),
                )
            )
        return dataclasses.replace(
            self, consequences=tuple(tag for tag in self.consequences if tag is not found)
        )

    def gain_adversity(self, count: int = 1) -> Founder:
        """The Founder with ``count`` more Adversity Tokens (F-14: one for each failure)."""
        check_whole(count, "count", "adversity gained", minimum=0, maximum=MAX_TOKENS)
        return dataclasses.replace(self, adversity=self.adversity + count)

    def spend_adversity(self, count: int) -> Founder:
        """The Founder with ``count`` Adversity Tokens spent (F-14: +1 each on a later roll)."""
        check_whole(count, "count", "adversity spent", minimum=0, maximum=MAX_TOKENS)
        held = self.adversity  # lupdate reads a plural's count only from a plain name
        if count > held:
            raise FoundersError(
                translate(
                    "FoundersRules",
                    "{name} has %n adversity token(s): cannot spend {count}",
                    None,
                    held,
                ).format(name=self.name, count=count)
            )
        return dataclasses.replace(self, adversity=self.adversity - count)


@dataclasses.dataclass(frozen=True)
class Director(Stored):
    """The game master's side: unspent Suspicion Points (F-15, F-16, F-17)."""

    OWNER = "director"
    CHECKED = frozenset({"suspicion"})

    suspicion: int = 0

    def __post_init__(self) -> None:
        check_whole(self.suspicion, "suspicion", "director", minimum=0, maximum=MAX_TOKENS)

    def gain_suspicion(self, count: int = 1) -> Director:
        """One more point for each risky maneuver a Founder takes (F-15)."""
        check_whole(count, "count", "suspicion gained", minimum=0, maximum=MAX_TOKENS)
        return Director(self.suspicion + count)

    def spend_suspicion(self, count: int = 1) -> Director:
        """Points spent on a contest reroll or a complication (F-16)."""
        check_whole(count, "count", "suspicion spent", minimum=0, maximum=MAX_TOKENS)
        held = self.suspicion  # lupdate reads a plural's count only from a plain name
        if count > held:
            raise FoundersError(
                translate(
                    "FoundersRules",
                    "the Director has %n suspicion point(s): cannot spend {count}",
                    None,
                    held,
                ).format(count=count)
            )
        return Director(self.suspicion - count)


@dataclasses.dataclass(frozen=True)
class Scene(Stored):
    """One encounter or situation, with the circumstances on it (F-01, F-30, F-32).

    Circumstances are named uniquely (ignoring case) and kept in the order they
    arose, which is the order their index cards are laid out (F-02).
    """

    OWNER = "scene"

    name: str
    circumstances: tuple[Circumstance, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", checked_name(self.name, "name", "scene"))
        owner = f"scene '{self.name}'"
        items = checked_items(
            self.circumstances, Circumstance, "circumstances", owner, "a circumstance"
        )
        check_unique((item.name for item in items), "circumstances", owner)
        object.__setattr__(self, "circumstances", items)

    def circumstance(self, name: str) -> Circumstance:
        """The circumstance of that name (ignoring case), or a FoundersError listing them."""
        found = find_named(self.circumstances, name)
        if found is None:
            raise FoundersError(
                translate(
                    "FoundersRules", "scene '{scene}' has no circumstance '{name}' ({listing})"
                ).format(
                    scene=self.name,
                    name=name,
                    listing=_listing(item.name for item in self.circumstances),
                )
            )
        return found

    def has(self, name: str) -> bool:
        return find_named(self.circumstances, name) is not None

    def add(self, circumstance: Circumstance) -> Scene:
        existing = find_named(self.circumstances, circumstance.name)
        if existing is not None:
            raise FoundersError(_already_there(self.name, existing.name))
        return dataclasses.replace(self, circumstances=(*self.circumstances, circumstance))

    def add_value(self, name: str, amount: int) -> Scene:
        """Raise a circumstance's value: a later check adds to it (F-31)."""
        check_whole(amount, "amount", "value added", minimum=1, maximum=MAX_SCORE)
        current = self.circumstance(name)
        return self._put(current, dataclasses.replace(current, value=current.value + amount))

    def set_value(self, name: str, value: int) -> Scene:
        current = self.circumstance(name)
        return self._put(current, dataclasses.replace(current, value=value))

    def rename(self, name: str, new_name: str) -> Scene:
        """Give a circumstance its real name, e.g. one that snake eyes or boxcars brought in."""
        current = self.circumstance(name)
        renamed = dataclasses.replace(current, name=new_name)
        other = find_named(self.circumstances, renamed.name)
        if other is not None and other is not current:
            raise FoundersError(_already_there(self.name, other.name))
        return self._put(current, renamed)

    def remove(self, name: str) -> Scene:
        current = self.circumstance(name)
        return dataclasses.replace(
            self, circumstances=tuple(item for item in self.circumstances if item is not current)
        )

    def free_name(self, base: str) -> str:
        """``base``, or ``base 2``, ``base 3`` … : the first name no circumstance has yet."""
        name, number = base, 1
        while self.has(name):
            number += 1
            name = f"{base} {number}"
        return name

    def _put(self, old: Circumstance, new: Circumstance) -> Scene:
        return dataclasses.replace(
            self, circumstances=tuple(new if item is old else item for item in self.circumstances)
        )


@dataclasses.dataclass(frozen=True)
class FoundersGameMaster(Stored):
    """The Director's side: suspicion points and the current scene with its circumstances."""

    OWNER = "gm"

    # Built when needed: the checks they call are defined below.
    director: Director = dataclasses.field(default_factory=Director)
    scene: Scene = dataclasses.field(default_factory=lambda: Scene("Scene 1"))


def same_name(first: str, second: str) -> bool:
    """Names match ignoring case and spacing: players type ``clever`` for ``Clever``."""
    return " ".join(first.split()).casefold() == " ".join(second.split()).casefold()


def find_named(items: Iterable[_NamedItem], name: str) -> _NamedItem | None:
    """The first of ``items`` with that name (see :func:`same_name`), or None."""
    return next((item for item in items if same_name(item.name, name)), None)


def _already_there(scene: str, name: str) -> str:
    return translate(
        "FoundersRules", "scene '{scene}' already has the circumstance '{name}'"
    ).format(scene=scene, name=name)


def _listing(names: Iterable[str]) -> str:
    names = list(names)
    if not names:
        return translate("FoundersRules", "it has none")
    return translate("FoundersRules", "it has: {names}").format(names=", ".join(names))


_OWNER_WORDS = {
    "gm": QT_TRANSLATE_NOOP("FoundersRules", "the Director's side"),
    "founder": QT_TRANSLATE_NOOP("FoundersRules", "founder"),
    "tag": QT_TRANSLATE_NOOP("FoundersRules", "tag"),
    "circumstance": QT_TRANSLATE_NOOP("FoundersRules", "circumstance"),
    "scene": QT_TRANSLATE_NOOP("FoundersRules", "scene"),
    "director": QT_TRANSLATE_NOOP("FoundersRules", "director"),
    "scenario": QT_TRANSLATE_NOOP("FoundersRules", "scenario"),
    "assist": QT_TRANSLATE_NOOP("FoundersRules", "assist"),
    "check": QT_TRANSLATE_NOOP("FoundersRules", "check"),
    "contest": QT_TRANSLATE_NOOP("FoundersRules", "contest"),
    "party": QT_TRANSLATE_NOOP("FoundersRules", "party"),
    "turn": QT_TRANSLATE_NOOP("FoundersRules", "turn"),
    "side": QT_TRANSLATE_NOOP("FoundersRules", "side"),
    "modifiers": QT_TRANSLATE_NOOP("FoundersRules", "modifiers"),
}


def _owner_text(owner: str) -> str:
    """Whose field it is, in the user's words: ``founder 'Ana'`` → ``zakladatel 'Ana'``.

    The first word names the kind of value (one of the words above); a name follows it."""
    word, space, rest = owner.partition(" ")
    if word in _OWNER_WORDS:
        return translate("FoundersRules", _OWNER_WORDS[word]) + space + rest
    return owner


def _show(value: Any) -> str:
    return f"{value!r:.40}"


def checked_name(value: Any, field: str, owner: str) -> str:
    """A name: text with something in it, its spacing tidied so it fits on one line of a card.

    Anything else is a FoundersDataError naming ``owner``'s ``field``.
    """
    if not isinstance(value, str):
        raise FoundersDataError(
            field,
            translate("FoundersRules", "must be text, not {value}").format(value=_show(value)),
            owner,
        )
    tidy = " ".join(value.split())
    if not tidy:
        raise FoundersDataError(field, translate("FoundersRules", "must not be empty"), owner)
    return tidy


def check_whole(value: Any, field: str, owner: str, minimum: int, maximum: int) -> None:
    """Refuse, as a FoundersDataError naming ``owner``'s ``field``, all but whole numbers
    from ``minimum`` to ``maximum`` (the field's range, one of the constants above)."""
    # bool is an int to Python, but `true` is never a score or a count to a player.
    if not isinstance(value, int) or isinstance(value, bool) or not minimum <= value <= maximum:
        shown = (
            translate("FoundersRules", "a number with more than 12 digits")
            if isinstance(value, int) and abs(value) >= 10**12
            else _show(value)
        )
        raise FoundersDataError(
            field,
            translate(
                "FoundersRules", "must be a whole number from {minimum} to {maximum}, not {value}"
            ).format(minimum=minimum, maximum=maximum, value=shown),
            owner,
        )


def checked_items(value: Any, kind: type, field: str, owner: str, word: str) -> tuple[Any, ...]:
    """A list or tuple of ``kind`` values as a tuple; anything else is a FoundersDataError."""
    if not isinstance(value, tuple | list):
        raise FoundersDataError(
            field,
            translate("FoundersRules", "must be a list, not {value}").format(value=_show(value)),
            owner,
        )
    for index, item in enumerate(value):
        if not isinstance(item, kind):
            raise FoundersDataError(
                f"{field}[{index}]",
                translate("FoundersRules", "must be {what}, not {value}").format(
                    what=word, value=_show(item)
                ),
                owner,
            )
    return tuple(value)


def check_unique(names: Iterable[str], field: str, owner: str) -> None:
    """Refuse a name that repeats an earlier one, ignoring case and spacing."""
    seen: list[str] = []
    for index, name in enumerate(names):
        if any(same_name(name, earlier) for earlier in seen):
            raise FoundersDataError(
                f"{field}[{index}]",
                translate("FoundersRules", "repeats the name '{name}'").format(name=name),
                owner,
            )
        seen.append(name)


def _owner(word: str, data: Any) -> str:
    """``founder 'Ana'`` when the stored object names itself, else just ``founder``."""
    if isinstance(data, dict) and isinstance(data.get("name"), str) and data["name"].strip():
        return f"{word} '{' '.join(data['name'].split())}'"
    return word


SHEET_WORDS = SheetWords(
    fields={
        "adversity": QT_TRANSLATE_NOOP("SheetFields", "adversity"),
        "circumstances": QT_TRANSLATE_NOOP("SheetFields", "circumstances"),
        "consequences": QT_TRANSLATE_NOOP("SheetFields", "consequences"),
        "director": QT_TRANSLATE_NOOP("SheetFields", "director"),
        "kind": QT_TRANSLATE_NOOP("SheetFields", "kind"),
        "name": QT_TRANSLATE_NOOP("SheetFields", "name"),
        "scene": QT_TRANSLATE_NOOP("SheetFields", "scene"),
        "score": QT_TRANSLATE_NOOP("SheetFields", "score"),
        "suspicion": QT_TRANSLATE_NOOP("SheetFields", "suspicion"),
        "traits": QT_TRANSLATE_NOOP("SheetFields", "traits"),
        "value": QT_TRANSLATE_NOOP("SheetFields", "value"),
    },
    one_of={
        "circumstances": QT_TRANSLATE_NOOP("SheetFields", "circumstance “{name}”"),
        "consequences": QT_TRANSLATE_NOOP("SheetFields", "consequence “{name}”"),
        "traits": QT_TRANSLATE_NOOP("SheetFields", "trait “{name}”"),
    },
    choices={
        "bad": QT_TRANSLATE_NOOP("SheetFields", "hinders"),
        "good": QT_TRANSLATE_NOOP("SheetFields", "helps"),
    },
    choice_fields=frozenset({"kind"}),
)
"""How Update Sheets names the stored fields and values of this system's sheets."""
